//! The matchstick piles. The board knows no rules: it draws the position the game
//! holds and reports which stick was clicked, hovered or focused.
//!
//! The piles are a keyed `<For>`, each pile a component with its own memos, and
//! a pile's sticks are drawn again only when its count changes: a move touches
//! only the pile it changed. Stick `k` of a pile carries
//! `data-take=k`: clicking it takes k sticks, the last stick taking 1.

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::engine::{unbalanced_columns, Highlight, Move};
use crate::game::{Game, Player};

use super::follow::{effect, follow, Item, Items};
use super::marks::{clear, put, Marks};
use super::move_form::refusal;
use super::prefs::Prefs;
use super::start::Start;
use super::table::{focus, Table};
use super::text::{fill, Text, Words};

/// Piles up to this size are drawn stick by stick.
pub const DRAWN_IN_FULL: u32 = 24;
/// Larger piles show a bundle with its count, then this many loose sticks.
pub const LOOSE_STICKS: u32 = 10;
/// In the bundles view, bundles up to this size are drawn stick by stick; a
/// larger one is one block with its size written on it.
pub const BUNDLE_IN_FULL: u32 = 16;

/// How a pile of `count` sticks is drawn: the sticks bound in one bundle (0 for
/// none) and the loose sticks after it.
pub fn bound_and_loose(count: u32) -> (u32, u32) {
    if count > DRAWN_IN_FULL {
        (count - LOOSE_STICKS, LOOSE_STICKS)
    } else {
        (0, count)
    }
}

/// The bundles view of a pile: its binary digits, largest first, as powers of two.
pub fn binary_bundles(count: u32) -> Vec<u32> {
    (0..u32::BITS)
        .rev()
        .filter(|k| count >> k & 1 == 1)
        .collect()
}

/// The bundles view of a pile under a take limit K: the sticks of its whole
/// groups of K+1, which count as nothing (whatever one player takes from a
/// group, the other can take the rest), then the bundles of what is left, the
/// value the tableau writes in binary. Without a limit, no group.
#[derive(Debug, PartialEq, Eq)]
pub struct LimitedBundles {
    /// The sticks in whole groups (0 for none).
    pub grouped: u32,
    /// How many of them a move may take (the value's next up to the limit):
    /// drawn one by one after the rest, which a big group draws as a block,
    /// and a block takes the whole pile.
    pub movable: u32,
    /// The value's binary digits, as [`binary_bundles`].
    pub powers: Vec<u32>,
}

impl LimitedBundles {
    pub fn of(count: u32, limit: Option<u32>) -> LimitedBundles {
        let grouped = limit.map_or(0, |k| count - count % (k + 1));
        let value = count - grouped;
        LimitedBundles {
            grouped,
            movable: limit.filter(|_| grouped > 0).map_or(0, |k| k - value),
            powers: binary_bundles(value),
        }
    }
}

/// How many stick widths a pile needs on the board, for sizing the sticks.
fn slots(count: u32, bundles: bool, limit: Option<u32>) -> u32 {
    let width = |size: u32| if size > BUNDLE_IN_FULL { 3 } else { size + 1 };
    if bundles {
        let LimitedBundles {
            grouped,
            movable,
            powers,
        } = LimitedBundles::of(count, limit);
        powers
            .iter()
            .map(|&k| width(1 << k))
            .chain((grouped > 0).then(|| width(grouped - movable) + movable))
            .sum::<u32>()
            .max(1)
    } else {
        let (bound, loose) = bound_and_loose(count);
        loose + if bound > 0 { 4 } else { 0 }
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    // What each pile draws, written only where a change of the game changed it.
    let piles = Items::follow(move || table.game.with(pile_facts));
    let bundles = Memo::new(move |_| prefs.display.get().bundles);
    let limit = Memo::new(move |_| table.setup.with(|s| s.rules.max_take()));
    // Sticks are sized from the widest pile and the number of piles (main.css);
    // set through the CSS object model, which the Content-Security-Policy allows.
    // The pile the last move took from counts as it was before: its fading
    // sticks keep their places, so it does not wrap onto a second row and no
    // stick changes size until the next move. Nor does any while an earlier
    // move's sticks are still there ([`Table::moving`]).
    let wide = Memo::new(move |prev: Option<&u32>| {
        let now = table.game.with(|g| {
            let piles = g.position().piles();
            let before = g.last().and_then(|played| {
                let mv = played.mv;
                piles
                    .get(mv.pile)
                    .map(|c| slots(c + mv.take, bundles.get(), limit.get()))
            });
            piles
                .iter()
                .map(|&c| slots(c, bundles.get(), limit.get()))
                .chain(before)
                .max()
                .unwrap_or(1)
                .max(3)
        });
        prev.copied()
            .filter(|_| table.moving())
            .map_or(now, |wide| now.max(wide))
    });
    // The bundles' columns marked as the tableau marks them (odd, or in
    // Moore's Nim not a multiple of k+1): none while the tableau is hidden,
    // where the marks would give the answer away.
    let unbalanced = follow(move || {
        if !prefs.display.with(|d| d.tableau) {
            return 0;
        }
        table
            .game
            .with(|g| unbalanced_columns(g.position(), &g.setup().rules))
    });
    let board = NodeRef::<Div>::new();
    // While one of its sticks has the focus the board is no Tab stop of its
    // own, so that Shift+Tab from the stick leaves the board.
    let on_a_stick = RwSignal::new(false);
    // The pile the keys choose from, the hint's move takes from, or a step
    // of the hint or of the computer's reasons names, is brought into sight
    // where the board scrolls within itself (many piles of bundles at a
    // projector), after the frame that marks it. Of several piles named, the
    // first is sure to be seen.
    effect(Box::new(move |_| {
        let cursor = marks.cursor.get().map(|m| vec![m.pile]);
        let hinted = marks.hinted.with(|h| {
            h.as_ref()
                .and_then(|h| h.parts().first().map(|m| vec![m.pile]))
        });
        let named = || match table.lit() {
            Highlight::Piles(piles) => piles.last().map(|&last| vec![last, piles[0]]),
            _ => None,
        };
        if let Some(piles) = cursor.or(hinted).or_else(named) {
            request_animation_frame(move || {
                if let Some(board) = board.try_get_untracked().flatten() {
                    for pile in piles {
                        reveal_pile(&board, pile);
                    }
                }
            });
        }
    }));
    if table.rehearsal.get_untracked() {
        table.rehearsal.set(false);
        let built = Start::get().built;
        effect(Box::new(move |_| {
            if !built.get() {
                return;
            }
            // In the second frame after the whole screen is built, once the
            // first one has painted it.
            request_animation_frame(move || {
                request_animation_frame(move || {
                    // Unless the board is gone (another page opened at once).
                    if let Some(board) = board.try_get_untracked().flatten() {
                        table.rehearse(&board);
                    }
                })
            });
        }));
    }
    view! {
        // One Tab stop: the keys walk the sticks from here (`keys.rs`).
        <div
            tabindex=move || if on_a_stick.get() { "-1" } else { "0" }
            class="board"
            class:bundled=move || bundles.get()
            data-testid="board"
            role="group"
            aria-label=t.board_label()
            style:--slots=move || wide.get().to_string()
            style:--rows=move || piles.len().to_string()
            node_ref=board
            on:mouseleave=move |_| clear(marks.preview)
            // Tabbing back to the board where the keys chose a move: its
            // stick takes the focus again, and its preview, cleared when the
            // focus left, is drawn again.
            on:focusin=move |ev| {
                let to_board = ev.target() == ev.current_target();
                put(on_a_stick, !to_board);
                let from_outside = !within_board(&ev);
                if let Some(mv) = marks.cursor.get_untracked().filter(|_| to_board && from_outside) {
                    put(marks.preview, Some(mv));
                    focus_stick(mv, move || marks.cursor.get_untracked() == Some(mv));
                }
            }
            // Focus moving within the board (a press on a stick the pointer
            // previews already) keeps the preview: clearing it and drawing it
            // again would redraw the tableau's preview for nothing.
            on:focusout=move |ev| {
                if !within_board(&ev) {
                    clear(marks.preview);
                    clear(on_a_stick);
                }
            }
            // Off a stick (on a label, between rows, on a stick over the take
            // limit): nothing previewed.
            on:mouseover=move |ev| {
                let on_a_stick = event_target::<web_sys::Element>(&ev)
                    .closest(".stick:enabled")
                    .is_ok_and(|stick| stick.is_some());
                if !on_a_stick {
                    clear(marks.preview);
                }
            }
        >
            <For each=move || 0..piles.len() key=|pile| *pile let:pile>
                <Pile pile fact=piles.item(pile) bundles unbalanced board/>
            </For>
        </div>
        <Show when=move || table.setup.with(|s| s.rules.is_moore())>
            <MooreTake/>
        </Show>
    }
}

/// Moore's Nim: the sticks chosen in up to k piles, and the button that takes them.
#[component]
fn MooreTake() -> impl IntoView {
    let table = Table::get();
    let marks = Marks::get();
    let t = Words::get();
    let k = move || table.setup.with(|s| s.rules.piles_per_move());
    let chosen = move || {
        marks.selection.with(|parts| {
            let mut parts = parts.clone();
            parts.sort_unstable();
            parts
                .iter()
                .map(|m| {
                    let t = t.text();
                    fill(t.from_pile, &[&t.sticks(m.take), &(m.pile + 1)])
                })
                .collect::<Vec<_>>()
                .join(" + ")
        })
    };
    // Why a pick or a take was refused, for the eye: on a phone, where this
    // stays in sight at the foot of the screen, the move form's alert (which a
    // screen reader hears) is far below.
    let pointer = Prefs::get().pointer;
    let refused = move || refusal(t.text(), marks, pointer);
    view! {
        <div class="moore-take" data-testid="moore-take">
            <p>{move || fill(t.text().moore_rule, &[&k()])}</p>
            <p class="chosen-sticks" data-testid="chosen" aria-live="polite">{chosen}</p>
            <p class="error" aria-hidden="true">{refused}</p>
            <button type="button" class="primary" data-testid="take-chosen"
                disabled=move || marks.selection.with(Vec::is_empty) || !table.my_turn()
                on:click=move |_| {
                    // The button is disabled once the move is taken.
                    focus("[data-testid=board]");
                    table.take_selection();
                }>{t.take_chosen()}</button>
            " "
            <button type="button" data-testid="clear-chosen" disabled=move || marks.selection.with(Vec::is_empty)
                on:click=move |_| {
                    focus("[data-testid=board]");
                    marks.selection.set(Vec::new());
                }>{t.clear_chosen()}</button>
        </div>
    }
}

/// What the game says of one pile: its size, and the last move if it took
/// from this pile (with the number of moves then, so that a second move from
/// the same pile differs from the first).
#[derive(Clone, Copy, PartialEq)]
struct PileFact {
    count: u32,
    taken: Option<(usize, u32, Player)>,
}

fn pile_facts(game: &Game) -> Vec<PileFact> {
    let last = game.last().map(|played| {
        (
            played.mv.pile,
            (game.history().len(), played.mv.take, played.player),
        )
    });
    game.position()
        .piles()
        .iter()
        .enumerate()
        .map(|(pile, &count)| PileFact {
            count,
            taken: last
                .filter(|(from, _)| *from == pile)
                .map(|(_, taken)| taken),
        })
        .collect()
}

/// What one pile shows, read from its own [`PileFact`]: a move elsewhere does
/// not reach this pile.
#[derive(Clone, Copy)]
struct PileState {
    pile: usize,
    count: Memo<u32>,
    /// The take limit, if any: a stick taking more is disabled for the whole game.
    limit: Memo<Option<u32>>,
    /// In Moore's Nim, where a stick is a toggle, the take chosen in this pile
    /// (0 for none): that stick is pressed. `None` in other games.
    pressed: Memo<Option<u32>>,
}

impl PileState {
    fn new(table: Table, pile: usize, fact: Item<PileFact>) -> PileState {
        let marks = Marks::get();
        let count = Memo::new(move |_| fact.with(|f| f.count).unwrap_or(0));
        let limit = Memo::new(move |_| table.setup.with(|s| s.rules.max_take()));
        let pressed = Memo::new(move |_| {
            table.setup.with(|s| s.rules.is_moore()).then(|| {
                marks
                    .selection
                    .with(|parts| parts.iter().find(|m| m.pile == pile).map_or(0, |m| m.take))
            })
        });
        PileState {
            pile,
            count,
            limit,
            pressed,
        }
    }

    fn mv(&self, take: u32) -> Move {
        Move {
            pile: self.pile,
            take,
        }
    }
}

/// Whether the focus came from (a `focusin`) or goes to (a `focusout`) an
/// element within the board whose listener the event reached. (The board from
/// the event, not its node reference: the focus also leaves when another page
/// replaces the board, and the reference goes with it.)
fn within_board(ev: &web_sys::FocusEvent) -> bool {
    ev.related_target()
        .zip(ev.current_target())
        .is_some_and(|(other, board)| {
            board
                .unchecked_into::<web_sys::Node>()
                .contains(Some(other.unchecked_ref()))
        })
}

/// The stick on the game's board that takes move `mv`, where one does (a big
/// pile's bundle takes no single move, nor does a take within a bundle drawn
/// as one block).
pub fn stick_of(mv: Move) -> Option<web_sys::HtmlElement> {
    let selector = format!(
        "[data-testid=board] [data-pile='{}'] .stick[data-take='{}']",
        mv.pile + 1,
        mv.take
    );
    let found = document().query_selector(&selector).ok().flatten();
    found.and_then(|stick| stick.dyn_into().ok())
}

/// The board is one Tab stop, and the keys walk its sticks: the stick of move
/// `mv` takes the focus once drawn marked, if `still` holds then, so a screen
/// reader names the move. (Where no stick takes it, the board keeps the
/// focus, and the tableau's preview says the move.)
pub fn focus_stick(mv: Move, still: impl Fn() -> bool + 'static) {
    request_animation_frame(move || {
        // Unless the focus went on elsewhere meanwhile (a key that opens
        // Share): on the board still, or on the page, where a stick redrawn
        // with its new mark left it.
        let free = document().active_element().is_none_or(|e| {
            Some(&e) == document().body().as_deref()
                || e.closest("[data-testid=board]").ok().flatten().is_some()
        });
        if let Some(stick) = stick_of(mv).filter(|_| free && still()) {
            let _ = stick.focus();
        }
    });
}

/// Scrolls the board, and only the board, to show the pile numbered from 0,
/// where the board holds more than it shows.
fn reveal_pile(board: &web_sys::HtmlElement, pile: usize) {
    if board.scroll_height() <= board.client_height() {
        return;
    }
    let row = board
        .query_selector(&format!("[data-pile='{}']", pile + 1))
        .ok()
        .flatten();
    let Some(row) = row else {
        return;
    };
    let (shown, at) = (
        board.get_bounding_client_rect(),
        row.get_bounding_client_rect(),
    );
    let by = if at.top() < shown.top() {
        at.top() - shown.top()
    } else if at.bottom() > shown.bottom() {
        (at.bottom() - shown.bottom()).min(at.top() - shown.top())
    } else {
        return;
    };
    board.set_scroll_top(board.scroll_top() + by as i32);
}

/// How many of a pile's sticks (its last ones) a move marks: the hint's, or the
/// keys' choice (in Moore's Nim, the sticks chosen in this pile).
fn marked(pile: usize) -> (Memo<u32>, Memo<u32>) {
    let marks = Marks::get();
    let hinted = Memo::new(move |_| {
        marks
            .hinted
            .with(|m| m.as_ref().map_or(0, |m| m.take_from(pile)))
    });
    let chosen = Memo::new(move |_| {
        let cursor = marks.cursor.get().filter(|m| m.pile == pile);
        let chosen = marks
            .selection
            .with(|parts| parts.iter().find(|m| m.pile == pile).copied());
        cursor.or(chosen).map_or(0, |m| m.take)
    });
    (hinted, chosen)
}

#[component]
fn Pile(
    pile: usize,
    fact: Item<PileFact>,
    bundles: Memo<bool>,
    unbalanced: ReadSignal<u32>,
    board: NodeRef<Div>,
) -> impl IntoView {
    let table = Table::get();
    let marks = Marks::get();
    let preview = marks.preview;
    let t = Words::get();
    let state = PileState::new(table, pile, fact);
    let count = state.count;
    let number = pile + 1;
    // The last move, if it took from this pile: its sticks fade out where they
    // were. An earlier move's sticks, faded out by now, stay until the next
    // frame ([`Table::moving`]): the move's own frame need not remove them.
    let taken = Memo::new(move |prev: Option<&Option<(usize, u32, Player)>>| {
        let last = fact.with(|f| f.taken).flatten();
        last.or_else(|| prev.copied().flatten().filter(|_| table.moving()))
    });
    // The frame that draws the move puts still copies of the taken sticks where
    // they were; their fade starts in the next frame (`go`), when the panels
    // beside the board have followed the move ([`Table::settled`]), or at once
    // on a board drawn again with no change pending (the play page opened again). Starting
    // the animations in the move's own frame made that frame slower
    // (docs/speed-history.md). A move from the same pile as the last one takes
    // `go` off and on again, which starts the fade anew.
    let fading = move || {
        taken.get().map(|(_, take, player)| {
            let due = table.changes();
            let shown = take.min(if count.get() > DRAWN_IN_FULL {
                LOOSE_STICKS
            } else {
                DRAWN_IN_FULL
            });
            let who = if player == Player::Computer {
                "stick gone by-computer"
            } else {
                "stick gone"
            };
            // Where the pile was drawn as a bundle, its taken sticks were not
            // all in sight: their copies rise from one spot after the last
            // stick rather than squeeze the row or wrap it to a second.
            let stacked = count.get() + shown > DRAWN_IN_FULL;
            view! {
                <span class="fading" class:go=move || table.settled(due) class:stacked=stacked aria-hidden="true">
                    {(0..shown).map(|_| view! { <span class=who></span> }).collect_view()}
                </span>
            }
        })
    };
    let (hinted, chosen) = marked(pile);
    // The take of the stick hovered or focused in this pile (0 for none): the
    // style sheet lifts every stick taking no more, the sticks that would go.
    // A move's end of the preview waits for the next frame, as the preview
    // tableau's does: the sticks it lifted settle from there.
    let previewed = Memo::new(move |prev: Option<&u32>| {
        if let Some(&prev) = prev.filter(|_| table.moving()) {
            return prev;
        }
        marks
            .preview
            .with(|p| p.filter(|m| m.pile == pile).map_or(0, |m| m.take))
    });
    // Lit up by a lesson step that names this pile.
    let lit =
        Memo::new(move |_| matches!(table.lit(), Highlight::Piles(piles) if piles.contains(&pile)));
    let sticks = move || {
        if bundles.get() {
            view! { <Bundles state unbalanced hinted chosen/> }.into_any()
        } else {
            view! { <Loose state hinted chosen/> }.into_any()
        }
    };
    // The pile says how many of its last sticks are marked, for tests.
    let marks = move |m: Memo<u32>| move || (m.get() > 0).then(|| m.get().min(DRAWN_IN_FULL));
    // A switch of language rewords the pile's sticks and bundles where they
    // are: they read no signal of their own (see `Loose`), so the pile does it.
    let drawn = NodeRef::<Div>::new();
    effect(Box::new(move |before: Option<()>| {
        let t = t.text();
        if let Some(drawn) = drawn.get_untracked().filter(|_| before.is_some()) {
            reword(&drawn, t, number);
        }
    }));
    view! {
        <div
            class="pile"
            class:empty=move || count.get() == 0
            class:lit=move || lit.get()
            data-pile=number
            data-count=move || count.get()
            data-hinted=marks(hinted)
            data-chosen=marks(chosen)
            role="group"
            aria-label=move || {
                let t = t.text();
                fill(t.pile_label, &[&number, &t.sticks(count.get())])
            }
        >
            <span class="pile-label" aria-hidden="true">
                <span class="pile-number">{number}</span>
                <span class="pile-count">{move || t.text().num(count.get())}</span>
            </span>
            // Inert as a whole while it is not a person's turn. (A disabled
            // `<fieldset>` did the same, but the browser built the whole
            // pile's layout again whenever one of its sticks went.) A pile
            // drawn as a bundle and loose sticks keeps them on one row
            // (main.css).
            <div
                class="sticks"
                class:bound=move || !bundles.get() && bound_and_loose(count.get()).0 != 0
                node_ref=drawn
                inert=move || !table.my_turn()
                style:--preview=move || previewed.get().to_string()
                on:click=move |ev| {
                    if let Some(mv) = stick_move(state, &ev) {
                        keep_focus(board);
                        table.choose(mv);
                    }
                }
                // A stick over the take limit is disabled: it makes no move to
                // preview (the board's own handler, which the event reaches
                // next, ends one).
                on:mouseover=move |ev| {
                    if let Some(mv) = stick_move(state, &ev) {
                        put(preview, Some(mv));
                    }
                }
                on:focusin=move |ev| {
                    if let Some(mv) = stick_move(state, &ev) {
                        put(preview, Some(mv));
                    }
                }
                // A stick over the take limit gets no click, but the pointer's
                // events reach it: a press on it is played, for the game to
                // refuse with its reason.
                on:pointerup=move |ev| {
                    if let Some(take) = disabled_take(&ev).filter(|_| ev.button() == 0) {
                        table.choose(state.mv(take));
                    }
                }
            >
                {sticks}
                {fading}
            </div>
        </div>
    }
}

/// A move may remove the stick that has keyboard focus: the board takes the
/// focus first, so it is never lost and the next Tab reaches the sticks again.
fn keep_focus(board: NodeRef<Div>) {
    let Some(board) = board.get_untracked() else {
        return;
    };
    let on_a_stick = document()
        .active_element()
        .is_some_and(|el| board.contains(Some(&el)) && el.class_list().contains("stick"));
    if on_a_stick {
        let _ = board.focus();
    }
}

/// The ordinary view: every stick, or for a big pile one bundle and ten sticks.
#[component]
fn Loose(state: PileState, hinted: Memo<u32>, chosen: Memo<u32>) -> impl IntoView {
    let t = Words::get();
    let count = state.count;
    let bound = Memo::new(move |_| bound_and_loose(count.get()).0);
    let loose = Memo::new(move |_| bound_and_loose(count.get()).1);
    let looks = move || {
        let marks = (hinted.get(), chosen.get());
        let (limit, pressed) = (state.limit.get(), state.pressed.get());
        (1..=loose.get())
            .rev()
            .map(|take| StickLook::new(take, marks, limit, pressed))
            .collect::<Vec<_>>()
    };
    view! {
        <Show when=move || { bound.get() > 0 }>
            <span class="bundle" title=move || fill(t.text().bundle, &[&t.text().num(bound.get())])>
                <span class="bundle-count">{move || t.text().num(bound.get())}</span>
            </span>
        </Show>
        // Keyed by what a stick shows: a move removes the sticks it took and
        // leaves every other stick's element as it is, and a new mark draws
        // again only the sticks it marks. A stick reads no signal: reactive
        // parts inside list items that come and go with every move kept
        // memory after their items were removed (docs/speed-history.md).
        <For each=looks key=|look| *look let:look>
            <Stick state look/>
        </For>
    }
}

/// The bundles view: a bundle of 2^k sticks for each binary digit of the pile
/// (with a take limit, of its value in the tableau, after its whole groups),
/// marked `odd` when the tableau marks column k.
#[component]
fn Bundles(
    state: PileState,
    unbalanced: ReadSignal<u32>,
    hinted: Memo<u32>,
    chosen: Memo<u32>,
) -> impl IntoView {
    let t = Words::get();
    let count = state.count;
    // `size` sticks, the first of them taking `first` and the last `first - size + 1`.
    let sticks = move |size: u32, first: u32| {
        let marks = (hinted.get(), chosen.get());
        let (limit, pressed) = (state.limit.get(), state.pressed.get());
        let look = |take| StickLook::new(take, marks, limit, pressed);
        if size > BUNDLE_IN_FULL {
            view! { <Stick state look=look(first) block=size/> }.into_any()
        } else {
            ((first - size + 1)..=first)
                .rev()
                .map(|take| view! { <Stick state look=look(take)/> })
                .collect_view()
                .into_any()
        }
    };
    view! {
        // The pile's bundles are drawn again when the pile or its marks change.
        {move || {
            let count = count.get();
            let limit = state.limit.get();
            let LimitedBundles { grouped, movable, powers } = LimitedBundles::of(count, limit);
            let groups = (grouped > 0).then(|| {
                let (round, value) = (limit.unwrap_or(0) + 1, count - grouped);
                let t = t.untracked();
                view! {
                    <span class="binary-bundle groups" data-grouped=grouped data-round=round
                        title=groups_title(t, grouped, round)>
                        {sticks(grouped - movable, count)}
                        {sticks(movable, value + movable)}
                        <span class="bundle-size" aria-hidden="true">{groups_size(t, grouped, round)}</span>
                    </span>
                }
            });
            let bundles = powers.into_iter().map(|k| {
                let size = 1u32 << k;
                // This bundle and every stick after it (the smaller bundles).
                let first = (count - grouped) & ((size << 1) - 1);
                let odd = move || unbalanced.get() >> k & 1 == 1;
                let sticks = sticks(size, first);
                // Worded once: the pile rewords them ([`reword`]).
                let t = t.untracked();
                view! {
                    <span
                        class="binary-bundle"
                        class:odd=odd
                        data-bundle=size
                        title=bundle_title(t, size)
                    >
                        {sticks}
                        <span class="bundle-size" aria-hidden="true">{t.num(size)}</span>
                    </span>
                }
            }).collect_view();
            (groups, bundles)
        }}
    }
}

/// What a stick shows: its take, whether the hint or the keys mark it, whether
/// it is over the take limit, and in Moore's Nim whether it is the pile's
/// chosen toggle (`None` where sticks are not toggles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct StickLook {
    take: u32,
    hinted: bool,
    chosen: bool,
    over_limit: bool,
    pressed: Option<bool>,
}

impl StickLook {
    /// `marks`: how many of the pile's last sticks the hint and the keys mark;
    /// `pressed`: the take chosen in this pile where sticks are toggles.
    fn new(take: u32, marks: (u32, u32), limit: Option<u32>, pressed: Option<u32>) -> StickLook {
        StickLook {
            take,
            hinted: marks.0 >= take,
            chosen: marks.1 >= take,
            over_limit: limit.is_some_and(|k| take > k),
            pressed: pressed.map(|p| p == take),
        }
    }
}

/// A stick: a click takes it and every stick after it (its pile listens for
/// the clicks, the pointer and the focus of all its sticks: [`stick_move`]).
/// In the bundles view a bundle too big to draw stick by stick is one `block`
/// of that size.
#[component]
fn Stick(state: PileState, look: StickLook, #[prop(optional)] block: Option<u32>) -> impl IntoView {
    // Worded once, in the language of the moment: a stick reads no signal (see
    // `Loose`); its pile rewords it after a switch of language ([`reword`]).
    let t = Words::get().untracked();
    let take = look.take;
    let label = stick_label(t, take, state.pile + 1);
    let class = match (block.is_some(), look.hinted, look.chosen) {
        (true, ..) => "stick block",
        (false, true, _) => "stick hinted",
        (false, false, true) => "stick chosen",
        _ => "stick",
    };
    view! {
        <button
            class=class
            data-take=take
            data-block=block
            // Reached by the arrow keys, not by Tab: the board is one Tab stop.
            tabindex="-1"
            aria-label=label.clone()
            title=label
            aria-pressed=look.pressed.map(|p| p.to_string())
            disabled=look.over_limit
            // Its take, for the style sheet's preview (the pile's `--preview`).
            style:--take=take.to_string()
        >
            {block.map(|size| view! { <span class="block-size">{t.num(size)}</span> })}
        </button>
    }
}

/// The move of the enabled stick an event in a pile reached, if any: the
/// pile's three listeners serve all its sticks, which then need none of their
/// own to build or to drop when a move removes them.
fn stick_move(state: PileState, ev: &web_sys::Event) -> Option<Move> {
    let stick = event_target::<Element>(ev)
        .closest(".stick:enabled")
        .ok()??;
    let take = stick.get_attribute("data-take")?.parse().ok()?;
    Some(state.mv(take))
}

/// The take of the disabled stick (over the take limit) an event reached.
fn disabled_take(ev: &web_sys::Event) -> Option<u32> {
    let stick = event_target::<Element>(ev)
        .closest(".stick:disabled")
        .ok()??;
    stick.get_attribute("data-take")?.parse().ok()
}

/// A stick's name: "Take 3 sticks from pile 2".
fn stick_label(t: &Text, take: u32, pile: usize) -> String {
    fill(t.take_from, &[&t.sticks(take), &pile])
}

/// A bundle's name in the bundles view: "A bundle of 8".
fn bundle_title(t: &Text, size: u32) -> String {
    fill(t.bundle_of, &[&t.num(size)])
}

/// Under a take limit, the name of a pile's whole groups of `round` sticks:
/// "6 sticks: 2 × 3, which count as 0".
fn groups_title(t: &Text, grouped: u32, round: u32) -> String {
    fill(
        t.bundle_groups,
        &[&t.num(grouped), &groups_size(t, grouped, round)],
    )
}

/// "2 × 3": how many groups, of how many sticks.
fn groups_size(t: &Text, grouped: u32, round: u32) -> String {
    format!("{} × {}", t.num(grouped / round), t.num(round))
}

/// Rewords, in `t`'s language, the sticks and bundles drawn in pile `pile`
/// (`drawn`, the pile's sticks), from what each element shows: its take, its
/// bundle's or its block's size.
fn reword(drawn: &Element, t: &Text, pile: usize) {
    let each = |selector: &str, f: &dyn Fn(Element)| {
        if let Ok(list) = drawn.query_selector_all(selector) {
            for i in 0..list.length() {
                if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                    f(el);
                }
            }
        }
    };
    let number =
        |el: &Element, name: &str| el.get_attribute(name).and_then(|v| v.parse::<u32>().ok());
    let text_of = |el: &Element, part: &str, text: &str| {
        if let Ok(Some(part)) = el.query_selector(part) {
            part.set_text_content(Some(text));
        }
    };
    each(".stick", &|stick| {
        if let Some(take) = number(&stick, "data-take") {
            let label = stick_label(t, take, pile);
            let _ = stick.set_attribute("aria-label", &label);
            let _ = stick.set_attribute("title", &label);
        }
        // A block's own size: a whole bundle's, or the part of a limit's
        // groups not drawn stick by stick.
        if let Some(size) = number(&stick, "data-block") {
            text_of(&stick, ".block-size", &t.num(size));
        }
    });
    each(".groups", &|groups| {
        if let (Some(grouped), Some(round)) = (
            number(&groups, "data-grouped"),
            number(&groups, "data-round"),
        ) {
            let _ = groups.set_attribute("title", &groups_title(t, grouped, round));
            text_of(&groups, ".bundle-size", &groups_size(t, grouped, round));
        }
    });
    each(".binary-bundle", &|bundle| {
        if let Some(size) = number(&bundle, "data-bundle") {
            let _ = bundle.set_attribute("title", &bundle_title(t, size));
            text_of(&bundle, ".bundle-size", &t.num(size));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_piles_are_a_bundle_and_ten_sticks() {
        assert_eq!(bound_and_loose(3), (0, 3));
        assert_eq!(bound_and_loose(24), (0, 24));
        assert_eq!(bound_and_loose(1_000_000), (999_990, 10));
        assert_eq!(slots(1_000_000, false, None), 14);
    }

    #[test]
    fn bundles_are_the_binary_digits() {
        assert_eq!(binary_bundles(13), [3, 2, 0]);
        assert_eq!(binary_bundles(0), [] as [u32; 0]);
        assert_eq!(binary_bundles(1 << 19 | 1).len(), 2);
        // 13 = 8 + 4 + 1: 9, 5 and 2 stick widths.
        assert_eq!(slots(13, true, None), 16);
    }

    #[test]
    fn a_limit_sets_whole_groups_apart() {
        // At most 3 a move: 21 = 5 groups of 4, then 1.
        let bundles = |grouped, movable, powers: &[u32]| LimitedBundles {
            grouped,
            movable,
            powers: powers.to_vec(),
        };
        // 21 = 5 groups of 4, then 1: takes of 2 and 3 are in the groups.
        assert_eq!(LimitedBundles::of(21, Some(3)), bundles(20, 2, &[0]));
        assert_eq!(LimitedBundles::of(3, Some(3)), bundles(0, 0, &[1, 0]));
        assert_eq!(LimitedBundles::of(8, Some(3)), bundles(8, 3, &[]));
        assert_eq!(LimitedBundles::of(13, None), bundles(0, 0, &[3, 2, 0]));
        // The groups' block of 18 (3 widths) and the 2 sticks of it a move may
        // take, then a bundle of 1 (2).
        assert_eq!(slots(21, true, Some(3)), 7);
        assert_eq!(slots(8, true, Some(3)), 9);
    }
}
