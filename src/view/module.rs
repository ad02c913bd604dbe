//! The modules built beside the app (the learning pages, the nimbers page, the
//! QR encoder): each is fetched the first time it is needed, not with the app,
//! then kept for the next time; offline, the service worker has them.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::text::Lang;

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
    pub type Exports;

    /// Imports the module's script and starts its wasm (a module of pages mounts
    /// itself then), once; calls `done` with its exports, or with nothing if it
    /// could not be fetched. A failed import is remembered by its address, so
    /// the next call asks for the same file under a new one.
    fn load_module(url: &str, done: &JsValue);

    /// The QR module's `text` as a code (qr/src/main.rs).
    #[wasm_bindgen(method)]
    pub fn qr(this: &Exports, text: &str) -> String;
}

/// A module built beside the app, by the name of its binary.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Module {
    /// The learning pages (`src/bin/learn.rs`).
    Learn,
    /// The nimbers page (`src/bin/nimbers.rs`).
    Nimbers,
    /// The QR encoder (`qr/`).
    Qr,
}

impl Module {
    /// The binary's name, which names its files and, for a module of pages,
    /// its root in the page.
    pub fn name(self) -> &'static str {
        match self {
            Module::Learn => "learn",
            Module::Nimbers => "nimbers",
            Module::Qr => "qr",
        }
    }
}

/// Loads `module`, then calls `done` with its exports, or with nothing if it
/// could not be fetched.
pub fn load(module: Module, done: impl FnOnce(Option<Exports>) + 'static) {
    let done = Closure::once_into_js(move |exports: JsValue| {
        done((!exports.is_undefined()).then(|| exports.unchecked_into()))
    });
    load_module(&url(module), &done);
}

/// The module's script: the release build names it by its content's hash and
/// says so in the page (`<meta name="learn-module">` and the like,
/// scripts/post-build.mjs); a development build leaves Trunk's own name.
fn url(module: Module) -> String {
    let name = module.name();
    document()
        .query_selector(&format!("meta[name={name}-module]"))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| format!("./{name}.js"))
}

/// The element a module of pages mounts into, found by its id (`learn-root`,
/// `nimbers-root`; the QR module draws nothing itself and has none).
pub fn root_id(module: Module) -> String {
    format!("{}-root", module.name())
}

/// Mounts `page` into the root the app's host made for `module`
/// ([`super::module_host::ModuleHost`]), for as long as the document lives;
/// nothing if the app made none.
pub fn mount_into_root<V: IntoView + 'static>(module: Module, page: impl FnOnce() -> V + 'static) {
    let root = document()
        .get_element_by_id(&root_id(module))
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(root) = root {
        leptos::mount::mount_to(root, page).forget();
    }
}

/// The language of `<html lang>`, as a signal that follows the attribute: what
/// a page built as a module speaks. A module shares no memory with the app, so
/// the document is where the two meet.
pub fn follow_html_lang() -> Signal<Lang> {
    let html = document().document_element();
    let read = |html: &web_sys::Element| {
        html.get_attribute("lang")
            .and_then(|code| Lang::from_code(&code))
            .unwrap_or(Lang::En)
    };
    let lang = RwSignal::new(html.as_ref().map_or(Lang::En, read));
    let Some(html) = html else {
        return lang.into();
    };
    let watched = html.clone();
    let changed = Closure::<dyn FnMut(js_sys::Array, web_sys::MutationObserver)>::new(
        move |_: js_sys::Array, observer: web_sys::MutationObserver| {
            let now = read(&watched);
            match lang.try_get_untracked() {
                // A page that is gone has nothing left to follow.
                None => observer.disconnect(),
                Some(shown) if shown != now => {
                    lang.try_set(now);
                }
                Some(_) => {}
            }
        },
    );
    let options = web_sys::MutationObserverInit::new();
    options.set_attributes(true);
    options.set_attribute_filter(&js_sys::Array::of1(&"lang".into()));
    if let Ok(observer) = web_sys::MutationObserver::new(changed.as_ref().unchecked_ref()) {
        // Without an observer the page keeps the language it started in.
        let _ = observer.observe_with_options(&html, &options);
    }
    // The page lives as long as the document: so does what it listens with.
    changed.forget();
    lang.into()
}
