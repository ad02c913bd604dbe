//! "Take N from pile P": a move without a mouse, and the only sensible way to take
//! half a million sticks.

use leptos::prelude::*;

use crate::engine::Move;

use super::table::Table;

#[component]
pub fn MoveForm() -> impl IntoView {
    let table = Table::get();
    let pile = RwSignal::new(String::from("1"));
    let take = RwSignal::new(String::from("1"));
    let my_turn = move || {
        table
            .game
            .with(|g| g.turn().is_some_and(|p| !p.is_computer()))
    };

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let n = table.game.with_untracked(|g| g.position().piles().len());
        let mv = read_whole(&pile.get_untracked(), "pile")
            .and_then(|p| {
                if (1..=n as u64).contains(&p) {
                    Ok(p as usize - 1)
                } else {
                    Err(format!(
                        "There is no pile {p}: choose a pile from 1 to {n}."
                    ))
                }
            })
            .and_then(|p| {
                read_whole(&take.get_untracked(), "number of sticks to take").map(|t| Move {
                    pile: p,
                    take: u32::try_from(t).unwrap_or(u32::MAX),
                })
            });
        match mv {
            Ok(mv) => {
                table.play(mv);
            }
            Err(message) => table.move_error.set(Some(message)),
        }
    };

    view! {
        <form class="move-form" data-testid="move-form" on:submit=submit novalidate>
            <label>
                "Take "
                <input
                    type="text"
                    inputmode="numeric"
                    autocomplete="off"
                    size="7"
                    data-testid="move-take"
                    prop:value=move || take.get()
                    on:input=move |ev| take.set(event_target_value(&ev))
                />
            </label>
            <label>
                " from pile "
                <input
                    type="text"
                    inputmode="numeric"
                    autocomplete="off"
                    size="3"
                    data-testid="move-pile"
                    prop:value=move || pile.get()
                    on:input=move |ev| pile.set(event_target_value(&ev))
                />
            </label>
            <button type="submit" data-testid="move-submit" disabled=move || !my_turn()>
                "Take"
            </button>
            <p class="error" data-testid="move-error" role="alert">
                {move || table.move_error.get()}
            </p>
        </form>
    }
}

/// A whole, non-negative number typed by a person, or a message saying what is wrong.
pub fn read_whole(text: &str, what: &str) -> Result<u64, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(format!("Type the {what}."));
    }
    if text.starts_with('-') {
        return Err(format!(
            "“{text}” is negative: type the {what} without a minus sign."
        ));
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "“{text}” is not a whole number: type the {what} in digits."
        ));
    }
    text.parse::<u64>()
        .map_err(|_| format!("“{text}” is far too large for the {what}."))
}

/// A whole number from `lo` to `hi`, or a message naming what is wrong.
pub fn read_in_range(text: &str, what: &str, lo: u64, hi: u64) -> Result<u64, String> {
    let n = read_whole(text, what)?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err(format!(
            "“{}”: the {what} must be from {lo} to {}.",
            text.trim(),
            crate::engine::group_thousands(hi)
        ))
    }
}
