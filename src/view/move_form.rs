//! "Take N from pile P": a move without a mouse, and the only sensible way to take
//! half a million sticks.

use leptos::prelude::*;

use crate::engine::{capitalise, Move, MoveError, MultiMove};

use super::say::move_error;
use super::table::Table;
use super::text::{fill, Text};

#[component]
pub fn MoveForm() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let pile = RwSignal::new(String::from("1"));
    let take = RwSignal::new(String::from("1"));
    let parts = RwSignal::new(String::new());
    let moore = Memo::new(move |_| table.setup.with(|s| s.rules.is_moore()));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if moore.get_untracked() {
            // Moore's Nim: `1:2+3:1`, the link's own form of a move.
            let text = parts.get_untracked();
            match read_parts(t, &text).parse::<MultiMove>() {
                Ok(mv) => {
                    table.play_multi(mv);
                }
                Err(_) => table
                    .move_error
                    .set(Some(fill(t.err_parts, &[&text.trim()]))),
            }
            return;
        }
        let n = table.game.with_untracked(|g| g.position().piles().len());
        let mv = read_whole(t, &pile.get_untracked(), t.what_pile)
            .and_then(|p| {
                if (1..=n as u64).contains(&p) {
                    Ok(p as usize - 1)
                } else {
                    let e = MoveError::NoSuchPile {
                        pile: usize::try_from(p).unwrap_or(usize::MAX),
                        piles: n,
                    };
                    Err(capitalise(&move_error(t, &e)) + ".")
                }
            })
            .and_then(|p| {
                read_whole(t, &take.get_untracked(), t.what_take).map(|take| Move {
                    pile: p,
                    take: u32::try_from(take).unwrap_or(u32::MAX),
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
            <Show when=move || moore.get()>
                <label>
                    {t.form_parts} " "
                    <input type="text" autocomplete="off" size="12" placeholder="1:2+3:1" data-testid="move-parts"
                        prop:value=move || parts.get() on:input=move |ev| parts.set(event_target_value(&ev))/>
                </label>
            </Show>
            <label class:hidden=move || moore.get()>
                {t.form_take}
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
                {t.form_from}
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
                {t.form_submit}
            </button>
            <p class="error" data-testid="move-error" role="alert">
                {move || table.move_error.get()}
            </p>
        </form>
    }
}

/// A whole, non-negative number typed by a person, or a message saying what is
/// wrong; `what` names the number with its article ("the number of sticks").
pub fn read_whole(t: &Text, text: &str, what: &str) -> Result<u64, String> {
    let text = text.trim();
    let digits = ungroup(t, text);
    let template = if text.is_empty() {
        t.err_empty
    } else if text.starts_with('-') {
        t.err_negative
    } else if !digits.bytes().all(|b| b.is_ascii_digit()) {
        t.err_not_whole
    } else {
        match digits.parse::<u64>() {
            Ok(n) => return Ok(n),
            Err(_) => t.err_too_large,
        }
    };
    // The empty-field message has only the number's name.
    if text.is_empty() {
        Err(fill(template, &[&what]))
    } else {
        Err(fill(template, &[&text, &what]))
    }
}

/// `text` without the language's thousands separators when they stand where the
/// app writes them (1,000,000; in Italian 1.000.000), so a number copied from
/// the screen reads back; otherwise `text` as it is (so "1.5" is no whole number).
fn ungroup(t: &Text, text: &str) -> String {
    let sep = t.thousands.chars().next().unwrap_or(',');
    let mut groups = text.split(sep);
    let first = groups.next().unwrap_or_default();
    if (1..=3).contains(&first.len()) && groups.all(|group| group.len() == 3) {
        text.replace(sep, "")
    } else {
        text.to_string()
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

/// A whole number from `lo` to `hi`, or a message naming what is wrong.
pub fn read_in_range(t: &Text, text: &str, what: &str, lo: u64, hi: u64) -> Result<u64, String> {
    let n = read_whole(t, text, what)?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err(fill(t.err_range, &[&text.trim(), &what, &lo, &t.num(hi)]))
    }
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

    #[test]
    fn says_what_is_wrong_with_a_number() {
        let what = EN.what_sticks;
        assert_eq!(read_in_range(&EN, " 12 ", what, 0, 20), Ok(12));
        assert_eq!(
            read_whole(&EN, "", what),
            Err("Type the number of sticks.".into())
        );
        assert_eq!(
            read_whole(&EN, "-3", what),
            Err("“-3” is negative: type the number of sticks without a minus sign.".into())
        );
        assert!(read_whole(&EN, "3.5", what)
            .unwrap_err()
            .contains("not a whole number"));
        assert!(read_whole(&EN, "99999999999999999999999", what)
            .unwrap_err()
            .contains("far too large"));
        assert_eq!(
            read_in_range(&EN, "2000000", what, 0, 1_000_000),
            Err("“2000000”: the number of sticks must be from 0 to 1,000,000.".into())
        );
        // Grouped as the language writes large numbers, and only so.
        assert_eq!(
            read_in_range(&EN, "1,000,000", what, 0, 1_000_000),
            Ok(1_000_000)
        );
        assert_eq!(read_whole(&IT, "1.000.000", what), Ok(1_000_000));
        assert_eq!(read_whole(&EN, "12,345", what), Ok(12_345));
        for text in ["1,00", "1,0000", ",000", "1000,000", "1.000"] {
            assert!(
                read_whole(&EN, text, what)
                    .unwrap_err()
                    .contains("not a whole number"),
                "{text}"
            );
        }
        for text in ["1.5", "1,000", "1..000"] {
            assert!(read_whole(&IT, text, IT.what_sticks).is_err(), "{text}");
        }
        assert_eq!(
            read_in_range(&IT, "50", IT.what_piles, 1, 32),
            Err("“50”: il numero di pile deve essere da 1 a 32.".into())
        );
    }
}
