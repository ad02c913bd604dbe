//! The nimbers page as a module of its own: the app fetches it the first time
//! a person opens `#/learn/nimbers` (`src/view/module_host.rs`), so the app's
//! own download does not carry it. Started, it mounts the page into the root
//! the app's host made for it.

fn main() {
    bouton::view::nimbers::mount();
}
