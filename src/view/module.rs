//! The modules built beside the app (the nimbers page, the QR encoder): each
//! is fetched the first time it is needed, not with the app, then kept for
//! the next time; offline, the service worker has them.

use leptos::prelude::document;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = "const modules = {}, tries = {};
export function load_module(url, done) {
    const tried = tries[url] ?? 0;
    const module = modules[url] ??= import(new URL(tried ? `${url}?try=${tried}` : url, document.baseURI).href)
        .then(async (m) => {
            await m.default();
            return m;
        });
    module.then(done, () => {
        if (modules[url] === module) {
            delete modules[url];
            tries[url] = tried + 1;
        }
        done(undefined);
    });
}")]
extern "C" {
    /// A module's exports, once its wasm is started.
    pub type Module;

    /// Imports the module's script and starts its wasm (the nimbers page mounts
    /// itself then), once; calls `done` with the module, or with nothing if it
    /// could not be fetched. A failed import is remembered by its address, so
    /// the next call asks for the same file under a new one.
    fn load_module(url: &str, done: &JsValue);

    /// The QR module's `text` as a code (qr/src/main.rs).
    #[wasm_bindgen(method)]
    pub fn qr(this: &Module, text: &str) -> String;
}

/// Loads the module built from the binary `name` (`nimbers`, `qr`), then calls
/// `done` with it, or with nothing if it could not be fetched.
pub fn load(name: &str, done: impl FnOnce(Option<Module>) + 'static) {
    let done = Closure::once_into_js(move |module: JsValue| {
        done((!module.is_undefined()).then(|| module.unchecked_into()))
    });
    load_module(&url(name), &done);
}

/// The module's script: the release build names it by its content's hash and
/// says so in the page (`<meta name="nimbers-module">`, `<meta name="qr-module">`,
/// scripts/post-build.mjs); a development build leaves Trunk's own name.
fn url(name: &str) -> String {
    document()
        .query_selector(&format!("meta[name={name}-module]"))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| format!("./{name}.js"))
}
