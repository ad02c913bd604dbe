fn main() {
    #[cfg(feature = "panic-test")]
    bouton::view::panic::panic_on_request();
    bouton::view::start();
}
