//! "Take N from pile P": a move without a mouse, and the only sensible way to take
//! half a million sticks.

use leptos::prelude::*;

use crate::engine::{Move, MoveError, MultiMove};
use crate::game::TurnError;

use super::marks::{Marks, Refusal};
use super::number::{read_whole, ungroup, Quantity};
use super::prefs::{Pointer, Prefs};
use super::table::Table;
use super::text::{Text, Words};

#[component]
pub fn MoveForm() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    let pile = RwSignal::new(String::from("1"));
    let take = RwSignal::new(String::from("1"));
    let parts = RwSignal::new(String::new());
    let moore = Memo::new(move |_| table.setup.with(|s| s.rules.is_moore()));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        // Typed as the language of the moment writes numbers.
        let t = t.untracked();
        if moore.get_untracked() {
            // Moore's Nim: `1:2+3:1`, the link's own form of a move.
            let text = parts.get_untracked();
            match read_parts(t, &text).parse::<MultiMove>() {
                Ok(mv) => {
                    let _ = table.play_multi(mv);
                }
                Err(_) => marks
                    .move_error
                    .set(Some(Refusal::Parts(text.trim().into()))),
            }
            return;
        }
        let n = table.game.with_untracked(|g| g.position().piles().len());
        let mv = read_whole(t, &pile.get_untracked(), Quantity::Pile)
            .map_err(Refusal::Number)
            .and_then(|p| {
                if (1..=n as u64).contains(&p) {
                    Ok(p as usize - 1)
                } else {
                    let e = MoveError::NoSuchPile {
                        pile: usize::try_from(p).unwrap_or(usize::MAX),
                        piles: n,
                    };
                    Err(Refusal::Turn(TurnError::Illegal(e)))
                }
            })
            .and_then(|p| {
                read_whole(t, &take.get_untracked(), Quantity::Take)
                    .map_err(Refusal::Number)
                    .map(|take| Move {
                        pile: p,
                        take: u32::try_from(take).unwrap_or(u32::MAX),
                    })
            });
        match mv {
            Ok(mv) => {
                let _ = table.play(mv);
            }
            Err(refusal) => marks.move_error.set(Some(refusal)),
        }
    };

    view! {
        <form class="move-form" data-testid="move-form" on:submit=submit novalidate>
            <Show when=move || moore.get()>
                <label>
                    {t.form_parts()} " "
                    <input type="text" autocomplete="off" size="12" placeholder="1:2+3:1" data-testid="move-parts"
                        prop:value=move || parts.get() on:input=move |ev| parts.set(event_target_value(&ev))/>
                </label>
            </Show>
            <label class:hidden=move || moore.get()>
                {t.form_take()}
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
            <label class:hidden=move || moore.get()>
                {t.form_from()}
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
            // Never disabled, so it keeps the focus on the computer's turn: a move
            // then is refused with its reason.
            <button type="submit" data-testid="move-submit">
                {t.form_submit()}
            </button>
            <p class="error" data-testid="move-error" role="alert">
                {move || refusal(t.text(), marks, prefs.pointer)}
            </p>
        </form>
    }
}

/// A Moore move as typed (`1:1,000+2:5`) in the link's form (`1:1000+2:5`):
/// each number read without the separators the interface groups it with.
fn read_parts(t: &Text, text: &str) -> String {
    text.split('+')
        .map(|part| {
            part.split(':')
                .map(|n| ungroup(t, n.trim()))
                .collect::<Vec<_>>()
                .join(":")
        })
        .collect::<Vec<_>>()
        .join("+")
}

/// Why the last move was refused, if it was: under this form, and beside
/// Moore's Take them.
pub fn refusal(t: &Text, marks: Marks, pointer: Pointer) -> Option<String> {
    marks
        .move_error
        .with(|e| e.as_ref().map(|e| e.say(t, pointer)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    #[test]
    fn reads_a_moore_move_with_grouped_numbers() {
        assert_eq!(read_parts(&EN, " 1:1,000 + 2 : 5 "), "1:1000+2:5");
        assert_eq!(read_parts(&IT, "1:1.000.000+3:2"), "1:1000000+3:2");
        // Only numbers grouped as the language groups them.
        assert_eq!(read_parts(&EN, "1:1.000"), "1:1.000");
        assert_eq!(read_parts(&EN, "1:10,00"), "1:10,00");
    }
}
