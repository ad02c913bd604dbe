//! Keys for a keyboard or a presentation clicker, the `?` help that lists them,
//! projector mode and fullscreen.

use leptos::html::Dialog;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlDetailsElement, HtmlElement};

use crate::engine::{Move, MultiMove};
use crate::game::{arrow_move, step_move, Game};

use super::board::{focus_stick, stick_of};
use super::marks::{clear, Marks};
use super::prefs::Prefs;
use super::table::{focus, Table};
use super::teach::reveal_review;
use super::text::{Pick, Words};

/// Whether an event reached an element with one of these tag names.
fn reached(target: Option<web_sys::EventTarget>, tags: &[&str]) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| tags.contains(&el.tag_name().as_str()))
}

/// Whether an event reached a stick of the game's board.
fn on_stick(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.matches("[data-testid=board] .stick").unwrap_or(false))
}

/// Whether an event reached a field that takes text: a text area, or an input
/// that is not a checkbox or a radio button.
pub(super) fn typed_in(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    match el.tag_name().as_str() {
        "TEXTAREA" => true,
        "INPUT" => !matches!(
            el.get_attribute("type").as_deref(),
            Some("checkbox" | "radio")
        ),
        _ => false,
    }
}

/// A presentation clicker's keys: PgUp, PgDn and its blank-screen button,
/// which sends PowerPoint's black-screen key, "." or "b", or Keynote's, "b".
fn clicker(key: &str) -> bool {
    matches!(key, "PageUp" | "PageDown" | "." | "b" | "B")
}

/// The keys that step through the review after a game, or go to its ends.
fn reviews(key: &str) -> bool {
    matches!(
        key,
        "PageUp" | "PageDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End"
    )
}

/// Whether a key press belongs to the field it reached, not to the app: every
/// key to a field that takes text; to a list of choices every key but a
/// clicker's (a letter picks an option); to a checkbox or a radio button only
/// the arrows, which move between radio buttons, Space, which ticks, and
/// Enter. So a letter pressed just after ticking a choice is the app's key.
fn field_keeps(ev: &web_sys::KeyboardEvent) -> bool {
    let key = ev.key();
    if typed_in(ev.target()) || (reached(ev.target(), &["SELECT"]) && !clicker(&key)) {
        return true;
    }
    reached(ev.target(), &["INPUT"])
        && (key.starts_with("Arrow") || matches!(key.as_str(), " " | "Enter"))
}

/// Opens Share, or closes it, as a press on its summary does (which builds its
/// contents the first time), and leaves the focus there: Tab goes on into it,
/// Escape closes it. From the board, on a big one, it is many Tabs away.
fn toggle_share() {
    let summary = document().query_selector(".share > summary").ok().flatten();
    if let Some(summary) = summary.and_then(|s| s.dyn_into::<HtmlElement>().ok()) {
        summary.click();
        let _ = summary.focus();
    }
}

/// Closes the open panel `selector` names (Share, Game setup), if any, and says
/// whether one was open; its summary takes the focus back if the focus was
/// inside it.
fn close_panel(selector: &str) -> bool {
    let open = document().query_selector(selector).ok().flatten();
    let Some(panel) = open.and_then(|e| e.dyn_into::<HtmlDetailsElement>().ok()) else {
        return false;
    };
    let active = document().active_element();
    let within = panel.contains(active.as_ref().map(|a| a.as_ref()));
    let summary = panel
        .first_element_child()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    panel.set_open(false);
    if let Some(summary) = summary.filter(|_| within) {
        let _ = summary.focus();
    }
    true
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

/// Where key play has the focus: the board, or at a projector, where the
/// review's picture takes the board's place, the review's heading (the board
/// comes first in the page).
pub(super) const PLAY_FOCUS: &str = ".play:not(:has(.review-board)) > [data-testid=board], #review";

/// Gives key play the focus, and again once the view has followed the key:
/// a key that puts the review's picture in the board's place, or takes it
/// away (Undo, New game), does so after this handler, and the focus would
/// be left on a hidden element, then on the page.
fn focus_play() {
    focus(PLAY_FOCUS);
    request_animation_frame(|| {
        // Only a focus gone, or left on the one of the two no longer in play:
        // focusing the board again would scroll it back into view.
        let target = document().query_selector(PLAY_FOCUS).ok().flatten();
        let moved = document().active_element().is_none_or(|element| {
            Some(&element) == document().body().as_deref()
                || (element
                    .matches("[data-testid=board], #review")
                    .unwrap_or(false)
                    && Some(&element) != target.as_ref())
        });
        if moved {
            focus(PLAY_FOCUS);
        }
    });
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
        let help_open = help.get_untracked().is_some_and(|d| d.open());
        // Escape closes what is open over the game, one press for all: the
        // panels and the notices (which leaves a game kept aside offered
        // again on the next visit, as Dismiss would not); the help closes
        // itself (a dialog's own Escape). With nothing open, it lets go of
        // what the keys chose and closes the hint: the board as it stands,
        // the tableau of now. A focus in what closes goes to the board.
        if ev.key() == "Escape" && !help_open {
            let in_closing = document()
                .active_element()
                .and_then(|e| e.closest(".hints, .link-notice").ok().flatten())
                .is_some();
            let share = close_panel(".share[open]");
            let setup = close_panel(".setup-drawer[open]");
            let notice = table.aside.hide();
            let closed = share || setup || notice;
            // And after the game, it leaves the review for the board as the
            // game ended, which takes the focus from the review's heading.
            let left_review = !closed && marks.review.get_untracked().is_some();
            // A stick the keys chose gives the focus back to the board.
            let let_go = !closed && on_stick(document().active_element().map(Into::into));
            if !closed {
                table.let_go();
                marks.review.set(None);
            }
            if in_closing || left_review || let_go {
                focus_play();
            }
        }
        // Keys go to text fields, and to the help while it is open (Escape closes
        // it); so do they to the Share panel, which in projector mode covers the
        // board, but for its own `s` (and Escape), which close it. A clicker's
        // keys reach the board from any other field: PgDn on a choice left
        // focused in the setup would otherwise change it, and start another
        // game.
        let clicker = clicker(&ev.key());
        let field = reached(ev.target(), &["INPUT", "SELECT", "TEXTAREA"]);
        let typing = field_keeps(&ev);
        let covered = document()
            .query_selector(".projector .share[open]")
            .ok()
            .flatten()
            .is_some();
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || help_open || typing {
            return;
        }
        // Over the board, Share takes no other key but its own, which closes it.
        if covered && !matches!(ev.key().as_str(), "s" | "S") {
            return;
        }
        // Not even a clicker's key with nothing to do here changes a choice.
        if clicker && field {
            ev.prevent_default();
        }
        // A clicker's key first closes the setup, as Escape does: at a
        // projector it covers the tableau and the computer's reasons, which
        // the class would miss on the game the key then plays.
        if clicker && close_panel(".setup-drawer[open]") {
            ev.prevent_default();
            focus_play();
            return;
        }
        let game = |f: &dyn Fn(&Game) -> Option<Move>| table.game.with_untracked(|g| f(g));
        let cursor = marks.cursor.get_untracked();
        let choose = |mv: Option<Move>| {
            // First: the focus leaving a stick clears the preview.
            focus("[data-testid=board]");
            marks.cursor.set(mv);
            marks.preview.set(mv);
            // The keys' choice is the one move lit, and the one Enter plays:
            // an open hint's move gives way (its list can light it again).
            clear(marks.hinted);
            if let Some(mv) = mv {
                focus_stick(mv, move || marks.cursor.get_untracked() == Some(mv));
            }
        };
        // The winning move the hint lights takes the focus as the keys'
        // choice does (its first part, in Moore's Nim).
        let lit_part =
            |lit: &Option<MultiMove>| lit.as_ref().and_then(|m| m.parts().first().copied());
        let focus_lit = || {
            let lit = marks.hinted.get_untracked();
            if let Some(mv) = lit_part(&lit) {
                focus_stick(mv, move || marks.hinted.get_untracked() == lit);
            }
        };
        let step_hinted = |forward: bool| {
            let stepped = table.step_hinted(forward);
            focus_lit();
            stepped
        };
        let hint_step = || {
            table.toggle_hint();
            focus_lit();
        };
        let keys_stick = |target: Option<web_sys::EventTarget>| {
            let lit = marks.hinted.with_untracked(lit_part);
            [cursor, lit]
                .into_iter()
                .flatten()
                .filter_map(stick_of)
                .any(|stick| target.as_ref() == Some(stick.as_ref()))
        };
        let my_turn = untrack(|| table.my_turn());
        let over = table.game.with_untracked(|g| g.winner().is_some());
        let reviewing = over && marks.review.with_untracked(Option::is_some);
        match ev.key().as_str() {
            "ArrowUp" if my_turn => choose(game(&|g| arrow_move(g, cursor, -1, 0))),
            "ArrowDown" if my_turn => choose(game(&|g| arrow_move(g, cursor, 1, 0))),
            // A pile's first stick takes them all, its last one: ← reaches
            // one stick further, as on the practice and learning pages' boards.
            "ArrowLeft" if my_turn => choose(game(&|g| arrow_move(g, cursor, 0, 1))),
            "ArrowRight" if my_turn => choose(game(&|g| arrow_move(g, cursor, 0, -1))),
            // An open hint's steps first, as the computer's reasons are: the
            // clicker walks the class through the reasoning, then the moves.
            "PageDown" if my_turn && table.hint_pending() => hint_step(),
            // Then the winning moves it lists, one lit after another and
            // round again (a long list scrolls within the hint's box at a
            // projector); Escape closes the hint to choose another move.
            "PageDown" if my_turn && cursor.is_none() && step_hinted(true) => {}
            "PageUp" if my_turn && cursor.is_none() && step_hinted(false) => {}
            // And back: PgUp on an open hint is its step before, not a
            // move chosen over what the hint is explaining (unless the
            // keys have chosen one since).
            "PageUp" if my_turn && cursor.is_none() && table.hint_back() => {}
            "PageUp" if my_turn => choose(game(&|g| step_move(g, cursor, false))),
            "PageDown" if my_turn => choose(game(&|g| step_move(g, cursor, true))),
            // While the computer thinks aloud, the clicker steps through its reasons.
            "PageDown" if table.aloud_pending() => table.aloud_next(),
            // After the game, the clicker steps through its review.
            "PageUp" | "ArrowLeft" if over => table.review_step(false),
            "PageDown" | "ArrowRight" if over => table.review_step(true),
            // Once the review is stepped, Home and End go to its ends, not the page's.
            "Home" if reviewing => table.review_to(false),
            "End" if reviewing => table.review_to(true),
            // Enter on a focused button or link is that control's own click,
            // but on the stick the keys or the hint's steps gave the focus it
            // is the keys' Enter (in Moore's Nim the same choice again takes
            // the sticks chosen; with none, the hint's move).
            "Enter"
                if !reached(ev.target(), &["BUTTON", "A", "SUMMARY"])
                    || keys_stick(ev.target()) =>
            {
                table.enter(cursor)
            }
            // The blank-screen button of presentation clickers ("." or "b"):
            // with PgUp and PgDn a clicker alone plays a game, and after it,
            // the next one. From a review, a press meant to blank the screen
            // first leaves it, as Escape does: the game under discussion is
            // not gone at one press.
            "." | "b" | "B" if reviewing => marks.review.set(None),
            "." | "b" | "B" if over => table.restart(),
            "." | "b" | "B" => table.enter(cursor),
            "u" | "U" => table.undo(),
            "r" | "R" => table.redo(),
            "n" | "N" => table.restart(),
            "h" | "H" if my_turn => hint_step(),
            "t" | "T" => prefs.set_display(&|d| d.tableau = !d.tableau),
            "g" | "G" => prefs.set_display(&|d| d.bundles = !d.bundles),
            "p" | "P" => toggle_projector(prefs),
            "f" | "F" => toggle_fullscreen(),
            "?" => open_help(),
            // Share keeps the focus, as the help does.
            "s" | "S" => {
                ev.prevent_default();
                toggle_share();
                return;
            }
            _ => return,
        }
        ev.prevent_default();
        // Key play is at the board: Enter then takes the move the arrows chose,
        // not a click on a button that had the focus, and a key that closes,
        // hides or disables the focused control (the hint panel, projector mode)
        // does not drop the focus to the page. (Behind the `?` help, a modal
        // dialog, the board cannot take it: the help keeps it. Share's summary
        // keeps it too, above.)
        focus_play();
        // The review's step, changed with the keys, is seen: the board taking
        // the focus may have scrolled it away.
        if over && reviews(&ev.key()) {
            reveal_review();
        }
    });
    on_cleanup(move || listener.remove());
    let display = prefs.display;
    // Each key as it is labelled on the keyboard: the letters and arrows are the
    // same in every language, the named keys are not (Enter is "Invio").
    let keys: [(Pick, &[Pick], Pick); 15] = [
        (|_| "↑", &[|_| "↓"], |t| t.key_pile),
        (|_| "←", &[|_| "→"], |t| t.key_count),
        (|t| t.kbd_page_up, &[|t| t.kbd_page_down], |t| t.key_step),
        (|t| t.kbd_enter, &[|_| ".", |_| "b"], |t| t.key_take),
        (|t| t.kbd_escape, &[], |t| t.key_escape),
        (|_| "u", &[], |t| t.undo),
        (|_| "r", &[], |t| t.redo),
        (|_| "n", &[], |t| t.new_game),
        (|_| "h", &[], |t| t.key_hint),
        (|_| "t", &[], |t| t.key_tableau),
        (|_| "g", &[], |t| t.key_bundles),
        (|_| "s", &[], |t| t.key_share),
        (|_| "p", &[], |t| t.key_projector),
        (|_| "f", &[], |t| t.key_fullscreen),
        (|_| "?", &[], |t| t.key_help),
    ];
    view! {
        <div class="tool-buttons">
            {projector_button("projector")}
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
                        {keys.iter().map(|&(key, others, what)| view! {
                            <tr>
                                <th scope="row">
                                    <kbd>{t.of(key)}</kbd>
                                    {others.iter().map(|&other| view! { " " <kbd>{t.of(other)}</kbd> }).collect_view()}
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

/// Projector mode on, or off if it is on.
fn toggle_projector(prefs: Prefs) {
    prefs.set_display(&|d| d.projector = !d.projector);
}

/// The Projector switch; `testid` names it for tests.
fn projector_button(testid: &'static str) -> impl IntoView {
    let prefs = Prefs::get();
    let t = Words::get();
    view! {
        <button type="button" data-testid=testid aria-pressed=move || prefs.display.get().projector.to_string()
            on:click=move |_| toggle_projector(prefs)>{t.projector()}</button>
    }
}

/// Projector mode and fullscreen on the learning pages, by a button or a key
/// (`p`, `f`), outside text fields: a teacher at a projector shows a page as
/// well as the game, which has its own ([`Keys`]). `shown` is whether a
/// learning page is on screen.
#[component]
pub fn PageTools(#[prop(into)] shown: Signal<bool>) -> impl IntoView {
    let prefs = Prefs::get();
    let t = Words::get();
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        let modified = ev.ctrl_key() || ev.meta_key() || ev.alt_key();
        if !shown.get_untracked() || modified || field_keeps(&ev) {
            return;
        }
        match ev.key().as_str() {
            "p" | "P" => toggle_projector(prefs),
            "f" | "F" => toggle_fullscreen(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || listener.remove());
    view! {
        <div class="tool-buttons page-tools" class:hidden=move || !shown.get()>
            {projector_button("page-projector")}
            " "
            <button type="button" data-testid="page-fullscreen" on:click=move |_| toggle_fullscreen()>{t.fullscreen()}</button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    /// `h` is the Hint button: one step at a time, not the answer at once.
    #[test]
    fn the_hint_key_says_one_step_at_a_time() {
        use crate::view::text::{EN, IT};
        assert!(EN.key_hint.contains("one more step"), "{}", EN.key_hint);
        assert!(!EN.key_hint.contains("show the winning moves"));
        assert!(IT.key_hint.contains("un passo"), "{}", IT.key_hint);
    }
}
