fn main() {
    bouton::view::start();
}
