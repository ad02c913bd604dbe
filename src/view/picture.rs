//! A position drawn as rows of matches, to look at, not to play on: the
//! practice page's exercises and the review after a game.

use leptos::prelude::*;

use crate::engine::Position;

use super::text::{fill, Words};

/// More matches than this in a pile are drawn as this many and an ellipsis:
/// the pile's name says how many there are.
pub const MOST_DRAWN: u32 = 30;

/// The piles of a position, pictured; each pile named for a screen reader.
#[component]
pub fn PilesPicture(position: Position) -> impl IntoView {
    let t = Words::get();
    let piles = position
        .piles()
        .iter()
        .enumerate()
        .map(|(i, &count)| {
            view! {
                <li class="pr-pile">
                    <span class="pr-pile-name">{move || {
                        let t = t.text();
                        fill(t.pile_label, &[&(i + 1), &t.sticks(count)])
                    }}</span>
                    <span class="pr-sticks" aria-hidden="true">
                        {(0..count.min(MOST_DRAWN)).map(|_| view! { <span class="pr-match"></span> }).collect_view()}
                        {(count > MOST_DRAWN).then_some("…")}
                    </span>
                </li>
            }
        })
        .collect_view();
    view! { <ul class="pr-piles" data-testid="piles-picture">{piles}</ul> }
}
