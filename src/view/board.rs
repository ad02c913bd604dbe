//! The matchstick piles. The board knows no rules: it draws the position the game
//! holds and reports which stick was clicked.

use leptos::prelude::*;

use crate::engine::{group_thousands, Move};
use crate::game::Player;

use super::table::Table;

/// Piles up to this size are drawn stick by stick.
pub const DRAWN_IN_FULL: u32 = 24;
/// Larger piles show a bundle with its count, then this many loose sticks.
pub const LOOSE_STICKS: u32 = 10;

#[component]
pub fn Board() -> impl IntoView {
    let table = Table::get();
    let piles = move || {
        table.game.with(|game| {
            let can_click = game.turn().is_some_and(|p| !p.is_computer());
            let limit = game.setup().rules.max_take();
            let faded = game
                .last()
                .filter(|played| played.player == Player::Computer)
                .map(|played| played.mv);
            game.position()
                .piles()
                .iter()
                .enumerate()
                .map(|(pile, &count)| {
                    let fading = faded.filter(|mv| mv.pile == pile).map_or(0, |mv| mv.take);
                    view! { <Pile pile count can_click limit fading/> }
                })
                .collect_view()
        })
    };
    view! {
        <div class="board" data-testid="board" role="group" aria-label="Piles of matchsticks">
            {piles}
        </div>
    }
}

#[component]
fn Pile(
    pile: usize,
    count: u32,
    can_click: bool,
    limit: Option<u32>,
    /// Sticks the computer just took from this pile, drawn fading out.
    fading: u32,
) -> impl IntoView {
    let table = Table::get();
    let number = pile + 1;
    let compact = count > DRAWN_IN_FULL;
    let loose = if compact { LOOSE_STICKS } else { count };
    let bundle = compact.then(|| {
        let bundled = group_thousands(u64::from(count - LOOSE_STICKS));
        let title = format!("{bundled} sticks bound together");
        view! {
            <span class="bundle" title=title>
                <span class="bundle-count">{bundled}</span>
            </span>
        }
    });
    let sticks = (0..loose)
        .map(|i| {
            let take = loose - i;
            let allowed = can_click && limit.is_none_or(|k| take <= k);
            let label = format!(
                "Take {take} {} from pile {number}",
                if take == 1 { "stick" } else { "sticks" }
            );
            view! {
                <button
                    class="stick"
                    data-take=take.to_string()
                    aria-label=label.clone()
                    title=label
                    disabled=!allowed
                    on:click=move |_| {
                        table.play(Move { pile, take });
                    }
                ></button>
            }
        })
        .collect_view();
    let ghosts = (0..fading.min(if compact { LOOSE_STICKS } else { DRAWN_IN_FULL }))
        .map(|_| view! { <span class="stick gone" aria-hidden="true"></span> })
        .collect_view();
    let sticks_word = if count == 1 { "stick" } else { "sticks" };
    view! {
        <div
            class="pile"
            class:empty=count == 0
            data-pile=number.to_string()
            data-count=count.to_string()
            role="group"
            aria-label=format!("Pile {number}, {} {sticks_word}", group_thousands(u64::from(count)))
        >
            <span class="pile-label" aria-hidden="true">
                <span class="pile-number">{number}</span>
                <span class="pile-count">{group_thousands(u64::from(count))}</span>
            </span>
            <span class="sticks">{bundle} {sticks} {ghosts}</span>
        </div>
    }
}
