//! The learning pages as a module of their own: the app fetches it the first
//! time a person opens one of them (`src/view/module_host.rs`), so the app's
//! own download does not carry them. Started, it mounts the pages into the
//! root the app's host made for them.

fn main() {
    bouton::view::learn_module::mount();
}
