//! Where a page built as a module of its own goes: the learning pages
//! (`src/bin/learn.rs`) and the nimbers page (`src/bin/nimbers.rs`), built
//! beside the app. The app's download does not carry them: a module is
//! fetched the first time a person opens one of its pages. Once loaded it
//! mounts itself into its host's root and lives on, hidden while another page
//! is shown, so a game on it goes on after a visit elsewhere.

use leptos::html::Main;
use leptos::prelude::*;

use super::follow::effect;
use super::module::{self, root_id, Module};
use super::text::Words;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Loading {
    Pending,
    Done,
    Failed,
}

/// A module's host: a note while the module loads, a way to try again if it
/// cannot be fetched (offline before the app was ever cached), then the
/// module's pages. `shown` is whether one of its pages is the one on screen;
/// `testid` names the host for tests.
#[component]
pub fn ModuleHost(
    module: Module,
    testid: &'static str,
    #[prop(into)] shown: Signal<bool>,
) -> impl IntoView {
    let t = Words::get();
    let state = RwSignal::new(Loading::Pending);
    let load = move || {
        state.set(Loading::Pending);
        module::load(module, move |loaded| {
            // (Unless the app is gone meanwhile.)
            state.try_set(if loaded.is_some() {
                Loading::Done
            } else {
                Loading::Failed
            });
        });
    };
    // After the host is in the page, where the module looks for its root.
    effect(Box::new(move |_| load()));
    // Try again hides while the module loads: the focus stays in the page.
    let host = NodeRef::<Main>::new();
    let retry = move |_| {
        if let Some(host) = host.get_untracked() {
            let _ = host.focus();
        }
        load();
    };
    view! {
        <main class="learn" data-testid=testid tabindex="-1" class:hidden=move || !shown.get() node_ref=host>
            <p class="module-loading" role="status" class:hidden=move || state.get() == Loading::Done>
                {move || match state.get() {
                    Loading::Failed => t.text().module_failed,
                    _ => t.text().module_loading,
                }}
            </p>
            <button type="button" class:hidden=move || state.get() != Loading::Failed on:click=retry>
                {t.module_retry()}
            </button>
            <div id=root_id(module)></div>
        </main>
    }
}
