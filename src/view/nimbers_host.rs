//! Where the nimbers page goes. The page is a module of its own
//! (`src/bin/nimbers.rs`, built beside the app): the app's download does not
//! carry it, and it is fetched the first time a person opens the page. Once
//! loaded it mounts itself into this host's root and lives on, hidden while
//! another page is shown, so a game on it goes on after a visit elsewhere.

use leptos::prelude::*;

use super::follow::effect;
use super::module;
use super::text::Words;

/// The element the module mounts into (`src/bin/nimbers.rs` finds it by this id).
pub const ROOT_ID: &str = "nimbers-root";

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
    let load = move || {
        state.set(Loading::Pending);
        module::load("nimbers", move |module| {
            // (Unless the app is gone meanwhile.)
            state.try_set(if module.is_some() {
                Loading::Done
            } else {
                Loading::Failed
            });
        });
    };
    // After the host is in the page, where the module looks for its root.
    effect(Box::new(move |_| load()));
    view! {
        <main class="learn" data-testid="nimbers-page" tabindex="-1" class:hidden=move || !shown.get()>
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
