//! A panic must not leave a dead page: show what happened and a way back.

use std::panic;

use super::text::Lang;

/// Logs panics to the console and shows a visible error with a reload link.
pub fn install() {
    panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&message.as_str().into());
        show_error(&message);
    }));
    #[cfg(feature = "panic-test")]
    panic_on_request();
}

/// Test builds only (`--features panic-test`, never the release): panics on
/// purpose when the address's hash becomes `#/panic-test`, so the end-to-end
/// test can check the crash notice and that the saved game survives.
#[cfg(feature = "panic-test")]
fn panic_on_request() {
    use wasm_bindgen::{closure::Closure, JsCast};
    let Some(window) = web_sys::window() else {
        return;
    };
    let check = Closure::<dyn Fn()>::new(|| {
        let hash = web_sys::window().and_then(|w| w.location().hash().ok());
        if hash.as_deref() == Some("#/panic-test") {
            panic!("a panic on purpose (panic-test build)");
        }
    });
    let _ = window.add_event_listener_with_callback("hashchange", check.as_ref().unchecked_ref());
    check.forget();
}

/// Draws the error box. Built with DOM calls and text nodes only, never HTML, and
/// the reload is a plain link because after a panic the app's code cannot run.
pub fn show_error(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    let Ok(panel) = document.create_element("div") else {
        return;
    };
    let _ = panel.set_attribute("class", "crash");
    let _ = panel.set_attribute("role", "alert");
    let _ = panel.set_attribute("data-testid", "crash");
    // The app's state may be gone: the page's own `<html lang>` says the language.
    let t = document
        .document_element()
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::En)
        .text();
    let parts = [("h2", t.crash_title), ("p", t.crash_text), ("pre", message)];
    for (tag, text) in parts {
        if let Ok(el) = document.create_element(tag) {
            el.set_text_content(Some(text));
            let _ = panel.append_child(&el);
        }
    }
    if let Ok(reload) = document.create_element("a") {
        let _ = reload.set_attribute("href", "");
        let _ = reload.set_attribute("class", "button primary");
        reload.set_text_content(Some(t.reload));
        let _ = panel.append_child(&reload);
    }
    let _ = body.append_child(&panel);
}
