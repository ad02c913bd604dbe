//! Keys for a keyboard or a presentation clicker, the `?` help that lists them,
//! projector mode and fullscreen.

use leptos::html::Dialog;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::Move;
use crate::game::Game;

use super::marks::Marks;
use super::prefs::Prefs;
use super::table::{focus, Table};
use super::text::{Pick, Words};

/// The move after (`forward`) or before `from` in a walk over every legal move,
/// pile by pile, taking 1, 2, … from each: two clicker buttons reach them all.
pub fn step_move(game: &Game, from: Option<Move>, forward: bool) -> Option<Move> {
    let piles = game.position().piles();
    let rules = &game.setup().rules;
    let most = |pile: usize| rules.most_from(piles[pile]);
    let n = piles.len();
    // The first (or last) move of the first pile with sticks after `pile`.
    let enter = |pile: usize| {
        (1..=n)
            .map(|d| {
                if forward {
                    (pile + d) % n
                } else {
                    (pile + n - d % n) % n
                }
            })
            .find(|&p| most(p) > 0)
            .map(|p| Move {
                pile: p,
                take: if forward { 1 } else { most(p) },
            })
    };
    let Some(from) = from.filter(|m| m.pile < n && (1..=most(m.pile)).contains(&m.take)) else {
        return enter(if forward { n - 1 } else { 0 });
    };
    let take = if forward {
        from.take + 1
    } else {
        from.take - 1
    };
    if (1..=most(from.pile)).contains(&take) {
        Some(Move { take, ..from })
    } else {
        enter(from.pile)
    }
}

/// The chosen move with the pile changed (`pile_step`) or the count changed
/// (`take_step`), kept within the piles that have sticks and the legal takes.
pub fn arrow_move(game: &Game, from: Option<Move>, pile_step: i64, take_step: i64) -> Option<Move> {
    let piles = game.position().piles();
    let rules = &game.setup().rules;
    let full: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 0).collect();
    if full.is_empty() {
        return None;
    }
    let Some(from) = from.filter(|m| full.contains(&m.pile)) else {
        return Some(Move {
            pile: full[0],
            take: 1,
        });
    };
    let at = full.iter().position(|&p| p == from.pile).unwrap_or(0) as i64;
    let pile = full[(at + pile_step).rem_euclid(full.len() as i64) as usize];
    let most = rules.most_from(piles[pile]);
    // `most` is at least 1: the pile has sticks.
    let take = (i64::from(from.take) + take_step)
        .max(1)
        .min(i64::from(most)) as u32;
    Some(Move { pile, take })
}

/// Whether an event reached an element with one of these tag names.
fn reached(target: Option<web_sys::EventTarget>, tags: &[&str]) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| tags.contains(&el.tag_name().as_str()))
}

/// Fullscreen on, or off if it is on; a refusal leaves the page as it was.
pub fn toggle_fullscreen() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        let _ = root.request_fullscreen();
    }
}

/// The tool buttons (projector, bundles, fullscreen, keys), the `?` help and the
/// key handler for the whole page.
#[component]
pub fn Keys() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    let help = NodeRef::<Dialog>::new();
    // The list of keys is built the first time the help opens, not at start.
    let asked = RwSignal::new(false);
    let open_help = move || {
        asked.set(true);
        if let Some(dialog) = help.get_untracked() {
            if !dialog.open() {
                let _ = dialog.show_modal();
            }
        }
    };
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        // Keys go to text fields, and to the help while it is open (Escape closes it).
        let help_open = help.get_untracked().is_some_and(|d| d.open());
        if ev.ctrl_key()
            || ev.meta_key()
            || ev.alt_key()
            || help_open
            || reached(ev.target(), &["INPUT", "SELECT", "TEXTAREA"])
        {
            return;
        }
        let game = |f: &dyn Fn(&Game) -> Option<Move>| table.game.with_untracked(|g| f(g));
        let cursor = marks.cursor.get_untracked();
        let choose = |mv: Option<Move>| {
            // First: the focus leaving a stick clears the preview.
            focus("[data-testid=board]");
            marks.cursor.set(mv);
            marks.preview.set(mv);
        };
        let my_turn = untrack(|| table.my_turn());
        match ev.key().as_str() {
            "ArrowUp" if my_turn => choose(game(&|g| arrow_move(g, cursor, -1, 0))),
            "ArrowDown" if my_turn => choose(game(&|g| arrow_move(g, cursor, 1, 0))),
            "ArrowLeft" if my_turn => choose(game(&|g| arrow_move(g, cursor, 0, -1))),
            "ArrowRight" if my_turn => choose(game(&|g| arrow_move(g, cursor, 0, 1))),
            "PageUp" if my_turn => choose(game(&|g| step_move(g, cursor, false))),
            "PageDown" if my_turn => choose(game(&|g| step_move(g, cursor, true))),
            // While the computer thinks aloud, the clicker steps through its reasons.
            "PageDown" if table.aloud_pending() => table.aloud_next(),
            // Enter on a focused button or link is that control's own click.
            "Enter" if !reached(ev.target(), &["BUTTON", "A", "SUMMARY"]) => table.enter(cursor),
            "u" | "U" => table.undo(),
            "r" | "R" => table.redo(),
            "n" | "N" => table.restart(),
            "h" | "H" if my_turn => table.toggle_hint(),
            "t" | "T" => prefs.set_display(&|d| d.tableau = !d.tableau),
            "b" | "B" => prefs.set_display(&|d| d.bundles = !d.bundles),
            "p" | "P" => prefs.set_display(&|d| d.projector = !d.projector),
            "f" | "F" => toggle_fullscreen(),
            "?" => open_help(),
            _ => return,
        }
        ev.prevent_default();
        // Key play is at the board: Enter then takes the move the arrows chose,
        // not a click on a button that had the focus, and a key that closes,
        // hides or disables the focused control (the hint panel, projector mode)
        // does not drop the focus to the page. (Behind the `?` help, a modal
        // dialog, the board cannot take it: the help keeps it.)
        focus("[data-testid=board]");
    });
    on_cleanup(move || listener.remove());
    let display = prefs.display;
    let keys: [(_, _, Pick); 13] = [
        ("↑", Some("↓"), |t| t.key_pile),
        ("←", Some("→"), |t| t.key_count),
        ("PgUp", Some("PgDn"), |t| t.key_step),
        ("Enter", None, |t| t.key_take),
        ("u", None, |t| t.undo),
        ("r", None, |t| t.redo),
        ("n", None, |t| t.new_game),
        ("h", None, |t| t.key_hint),
        ("t", None, |t| t.key_tableau),
        ("b", None, |t| t.key_bundles),
        ("p", None, |t| t.key_projector),
        ("f", None, |t| t.key_fullscreen),
        ("?", None, |t| t.key_help),
    ];
    view! {
        <div class="tool-buttons">
            <button type="button" data-testid="projector" aria-pressed=move || display.get().projector.to_string()
                on:click=move |_| prefs.set_display(&|d| d.projector = !d.projector)>{t.projector()}</button>
            " "
            <button type="button" data-testid="bundles" aria-pressed=move || display.get().bundles.to_string()
                on:click=move |_| prefs.set_display(&|d| d.bundles = !d.bundles)>{t.bundles()}</button>
            " "
            <button type="button" data-testid="fullscreen" on:click=move |_| toggle_fullscreen()>{t.fullscreen()}</button>
            " "
            <button type="button" data-testid="keys" aria-haspopup="dialog" on:click=move |_| open_help()>{t.keys()}</button>
        </div>
        <dialog id="keys" class="keys-help" data-testid="help" aria-labelledby="keys-title" node_ref=help>
            <h2 id="keys-title">{t.keys_title()}</h2>
            // Before the list: the dialog focuses its first control, and a list taller
            // than the screen would open scrolled down to a button after it.
            <form method="dialog"><button class="primary" data-testid="help-close">{t.close()}</button></form>
            <Show when=move || asked.get()>
                <table class="keys">
                    <tbody>
                        {keys.iter().map(|&(key, other, what)| view! {
                            <tr>
                                <th scope="row">
                                    <kbd>{key}</kbd>
                                    {other.map(|other| view! { " " <kbd>{other}</kbd> })}
                                </th>
                                <td>{t.of(what)}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </Show>
        </dialog>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_query;

    fn game(query: &str) -> Game {
        Game::new(parse_query(query).0, 1)
    }

    fn mv(pile: usize, take: u32) -> Option<Move> {
        Some(Move { pile, take })
    }

    /// `h` is the Hint button: one step at a time, not the answer at once.
    #[test]
    fn the_hint_key_says_one_step_at_a_time() {
        use crate::view::text::{EN, IT};
        assert!(EN.key_hint.contains("one more step"), "{}", EN.key_hint);
        assert!(!EN.key_hint.contains("show the winning moves"));
        assert!(IT.key_hint.contains("un passo"), "{}", IT.key_hint);
    }

    #[test]
    fn a_clicker_walks_through_every_legal_move_and_back() {
        let g = game("piles=2,0,1&max=3");
        let mut seen = Vec::new();
        let mut at = None;
        for _ in 0..4 {
            at = step_move(&g, at, true);
            seen.push(at.unwrap());
        }
        assert_eq!(
            seen,
            [mv(0, 1), mv(0, 2), mv(2, 1), mv(0, 1)].map(Option::unwrap)
        );
        assert_eq!(step_move(&g, None, false), mv(2, 1));
        assert_eq!(step_move(&g, mv(2, 1), false), mv(0, 2));
        assert_eq!(step_move(&g, mv(0, 1), false), mv(2, 1));
        let limited = game("piles=21&max=3");
        assert_eq!(step_move(&limited, mv(0, 3), true), mv(0, 1));
        assert_eq!(
            step_move(&game("piles=0,0,4"), Some(Move { pile: 0, take: 9 }), true),
            mv(2, 1)
        );
    }

    #[test]
    fn arrows_choose_a_pile_with_sticks_and_a_legal_count() {
        let g = game("piles=3,0,5&max=4");
        assert_eq!(arrow_move(&g, None, 1, 0), mv(0, 1));
        assert_eq!(
            arrow_move(&g, mv(0, 1), 1, 0),
            mv(2, 1),
            "the empty pile is skipped"
        );
        assert_eq!(arrow_move(&g, mv(2, 1), 1, 0), mv(0, 1), "and it wraps");
        assert_eq!(arrow_move(&g, mv(0, 3), 0, 1), mv(0, 3), "at most the pile");
        assert_eq!(
            arrow_move(&g, mv(2, 4), 0, 1),
            mv(2, 4),
            "at most the limit"
        );
        assert_eq!(
            arrow_move(&g, mv(2, 4), -1, 0),
            mv(0, 3),
            "clamped to the new pile"
        );
        assert_eq!(arrow_move(&g, mv(0, 1), 0, -1), mv(0, 1));
    }
}
