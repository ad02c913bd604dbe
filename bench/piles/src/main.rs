//! The least a Leptos page does to draw Bouton's first board: the piles of
//! `?piles=3,4,5` as keyed lists of stick buttons, a click on a stick taking
//! it and those after it. Beside the counter (`bench/counter`), it tells how
//! much of the app's own start any Leptos page drawing this board pays
//! (`make bench-floor`). Like the app, it marks `performance.mark("app-ready")`
//! once the board is drawn and answers a click.
#![forbid(unsafe_code)]

use leptos::prelude::*;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance)]
    fn mark(name: &str);
}

/// The pile sizes of a `?piles=3,4,5` address (the benchmark's only one).
fn piles_from_address() -> Vec<u32> {
    let search = window().location().search().unwrap_or_default();
    search
        .trim_start_matches("?piles=")
        .split(',')
        .filter_map(|size| size.parse().ok())
        .collect()
}

#[component]
fn Pile(index: usize, piles: RwSignal<Vec<u32>>) -> impl IntoView {
    let size = Memo::new(move |_| piles.with(|p| p[index]));
    view! {
        <div class="pile" role="group" aria-label=format!("Pile {}", index + 1)>
            <For each=move || 0..size.get() key=|stick| *stick let:stick>
                <button
                    type="button"
                    class="stick"
                    aria-label=move || format!("Take {} from pile {}", size.get() - stick, index + 1)
                    on:click=move |_| piles.update(|p| p[index] = stick)
                ></button>
            </For>
        </div>
    }
}

#[component]
fn Board() -> impl IntoView {
    let piles = RwSignal::new(piles_from_address());
    let count = piles.with_untracked(Vec::len);
    // Runs once, after the board is in the page, as the app's own mark does.
    Effect::new(move |_| mark("app-ready"));
    view! {
        <div class="board">
            <For each=move || 0..count key=|index| *index let:index>
                <Pile index piles/>
            </For>
        </div>
    }
}

fn main() {
    leptos::mount::mount_to_body(Board);
}
