//! A minimal Leptos CSR counter: how soon a Leptos app can be ready, for
//! `scripts/bench.mjs` to compare Bouton with. Like the app, it marks
//! `performance.mark("app-ready")` once it is drawn.
#![forbid(unsafe_code)]

use leptos::prelude::*;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance)]
    fn mark(name: &str);
}

#[component]
fn Counter() -> impl IntoView {
    let (count, set_count) = signal(0);
    // Runs once, after the button is in the page, as the app's own mark does.
    Effect::new(move |_| mark("app-ready"));
    view! {
        <button type="button" on:click=move |_| set_count.update(|n| *n += 1)>
            "Count: " {move || count.get()}
        </button>
    }
}

fn main() {
    leptos::mount::mount_to_body(Counter);
}
