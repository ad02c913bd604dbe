//! Where the nimbers page goes. The page is a module of its own
//! (`src/bin/nimbers.rs`, built beside the app): the app's download does not
//! carry it, and it is fetched the first time a person opens the page. Once
//! loaded it mounts itself into this host's root and lives on, hidden while
//! another page is shown, so a game on it goes on after a visit elsewhere.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::follow::effect;
use super::text::Words;

/// The element the module mounts into (`src/bin/nimbers.rs` finds it by this id).
pub const ROOT_ID: &str = "nimbers-root";

#[wasm_bindgen(inline_js = "export function load_module(url, settled) {
    Promise.resolve()
        .then(() => import(new URL(url, document.baseURI).href))
        .then((m) => m.default())
        .then(() => settled(true), () => settled(false));
}")]
extern "C" {
    /// Imports the module's JavaScript and starts its wasm, which mounts the
    /// page; then calls `settled` with whether it did.
    fn load_module(url: &str, settled: &JsValue);
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Loading {
    Pending,
    Done,
    Failed,
}

/// The nimbers page's host: a note while the module loads, a way to try again
/// if it cannot be fetched (offline before the app was ever cached), then the
/// page itself. `shown` is whether the nimbers page is the one on screen.
#[component]
pub fn NimbersHost(#[prop(into)] shown: Signal<bool>) -> impl IntoView {
    let t = Words::get();
    let state = RwSignal::new(Loading::Pending);
    let tries = StoredValue::new(0u32);
    let load = move || {
        state.set(Loading::Pending);
        tries.update_value(|n| *n += 1);
        // A failed import is remembered by its address: another try asks for
        // the same file under a new one.
        let url = match tries.get_value() {
            1 => module_url("nimbers"),
            n => format!("{}?try={n}", module_url("nimbers")),
        };
        let settled = Closure::once_into_js(move |loaded: bool| {
            // (Unless the app is gone meanwhile.)
            state.try_set(if loaded {
                Loading::Done
            } else {
                Loading::Failed
            });
        });
        load_module(&url, &settled);
    };
    // After the host is in the page, where the module looks for its root.
    effect(Box::new(move |_| load()));
    view! {
        <main class="learn" data-testid="nimbers-page" class:hidden=move || !shown.get()>
            <p class="nimbers-loading" role="status" class:hidden=move || state.get() == Loading::Done>
                {move || match state.get() {
                    Loading::Failed => t.text().nimbers_failed,
                    _ => t.text().nimbers_loading,
                }}
            </p>
            <button type="button" class:hidden=move || state.get() != Loading::Failed on:click=move |_| load()>
                {t.nimbers_retry()}
            </button>
            <div id=ROOT_ID></div>
        </main>
    }
}

/// The script of the module built from the binary `name` (`nimbers`, `qr`): the
/// release build names it by its content's hash and says so in the page
/// (`<meta name="nimbers-module">`, `<meta name="qr-module">`,
/// scripts/post-build.mjs); a development build leaves Trunk's own name.
pub fn module_url(name: &str) -> String {
    document()
        .query_selector(&format!("meta[name={name}-module]"))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| format!("./{name}.js"))
}
