fn main() {
    bouton::view::panic::install();
    bouton::view::start();
}
