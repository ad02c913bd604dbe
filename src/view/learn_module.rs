//! The learning pages (the nim-addition table, the calculator, the safe
//! positions, the one-pile game, who wins, Nim in disguise, the worksheet and
//! the practice) as a module of their own: the app fetches it the first time
//! a person opens one of them (`src/bin/learn.rs`), so the app's own download
//! does not carry them. The module draws the page the address names and
//! follows the address from then on; it uses none of the app's stores, and
//! follows the app's language through `<html lang>`.

use leptos::prelude::*;

use super::app::THINK_MS;
use super::dice::Dice;
use super::disguise::{NorthcottPage, StaircasePage};
use super::learn::{CalculatorPage, NimTablePage, OnePilePage, SafePage, WhoWinsPage};
use super::module::{follow_html_lang, mount_into_root, Module};
use super::pages::Pages;
use super::practice::PracticePage;
use super::router::{next_route, Route};
use super::text::Words;
use super::worksheet::WorksheetPage;

/// Mounts the learning pages into the root the app made for them, for as
/// long as the document lives.
pub fn mount() {
    let seed = Dice::browser_seed();
    mount_into_root(Module::Learn, move || {
        view! { <Learning seed think_ms=THINK_MS/> }
    });
}

/// The learning page the address names, or nothing while the address names
/// another. Each page keeps its state while another is
/// shown ([`Pages`]). `seed` starts the pages' random choices; `think_ms` is
/// the pause of a page's computer before each move.
#[component]
pub fn Learning(seed: u64, think_ms: u32) -> impl IntoView {
    provide_context(Words::new(follow_html_lang()));
    provide_context(Pages::new(think_ms));
    Dice::provide(seed);
    let route = RwSignal::new(Route::current());
    let listener = window_event_listener(leptos::ev::popstate, move |_| {
        if let Some(now) = next_route(route.get_untracked()) {
            route.set(now);
        }
    });
    on_cleanup(move || listener.remove());
    move || page(route.get())
}

/// A learning page, built in a function of its own: the browser compiles
/// each function whole the first time it runs.
#[inline(never)]
fn page(route: Route) -> AnyView {
    match route {
        Route::Table => NimTablePage().into_any(),
        Route::Calculator => CalculatorPage().into_any(),
        Route::Safe => SafePage().into_any(),
        Route::OnePile => OnePilePage().into_any(),
        Route::Staircase => StaircasePage().into_any(),
        Route::Northcott => NorthcottPage().into_any(),
        Route::Worksheet => WorksheetPage().into_any(),
        Route::Practice => PracticePage().into_any(),
        Route::WhoWins => WhoWinsPage().into_any(),
        // The game and the unknown page are the app's, the nimbers page a
        // module of its own.
        Route::Play | Route::Unknown | Route::Nimbers => ().into_any(),
    }
}
