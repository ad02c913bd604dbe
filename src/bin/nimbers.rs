//! The nimbers page as a module of its own: the app fetches it the first time
//! a person opens `#/learn/nimbers` (`src/view/nimbers_host.rs`), so the app's
//! own download does not carry it. Started, it mounts the page into the root
//! the app's host made for it.

use wasm_bindgen::JsCast;

fn main() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(bouton::view::NIMBERS_ROOT))
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(root) = root {
        bouton::view::nimbers::mount(root);
    }
}
