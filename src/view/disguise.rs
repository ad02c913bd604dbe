//! Nim in disguise: Staircase Nim and Northcott's game, each played on its own
//! board while the tableau beside it shows the Nim piles it hides. The computer
//! wins through that translation (the engine's `Staircase` and `Northcott`).
//!
//! The boards are small (five steps, four rows of eight squares), so each is
//! drawn whole again after a move: no keyed lists or memos of their own, which
//! keeps these two pages to a few kilobytes of the download.

use std::fmt::Display;
use std::str::FromStr;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use crate::engine::{Northcott, Rules, Side, Slide, StairMove, Staircase, Tableau};
use crate::game::{ComputerMove, Disguise, Disguised, Turn};

use super::dice::Dice;
use super::learn::UnreadableNote;
use super::pages::{Kept, Pages};
use super::table::focus;
use super::tableau::TableauFigure;
use super::text::{fill, Text, Words};

/// As the status line's `data-turn` names it.
fn turn_key(turn: Turn) -> &'static str {
    match turn {
        Turn::Won => "won",
        Turn::Lost => "lost",
        Turn::Computer => "computer",
        Turn::You => "you",
    }
}

fn turn_words(t: &Text, turn: Turn) -> &'static str {
    match turn {
        Turn::Won => t.win_you,
        Turn::Lost => t.win_computer,
        Turn::Computer => t.computer_moving,
        Turn::You => t.your_move,
    }
}

/// The computer's move, as the status line says it.
fn answer_words(t: &Text, answer: ComputerMove) -> String {
    match answer {
        ComputerMove::Carried(mv) => {
            let coins = match mv.coins {
                1 => t.one_coin.to_string(),
                n => fill(t.coins_n, &[&n]),
            };
            // From step 1 the coins leave the game: they go down no step.
            match mv.step {
                0 => fill(t.computer_removed, &[&coins]),
                step => fill(t.computer_carried, &[&coins, &(step + 1)]),
            }
        }
        ComputerMove::Slid(mv) => fill(t.computer_slid, &[&(mv.row + 1), &(mv.to + 1)]),
    }
}

/// A board a disguise page plays on, which the tab keeps as text across a reload.
pub trait Board: Disguised + Display + FromStr + Send + Sync + 'static {}

impl<B: Disguised + Display + FromStr + Send + Sync + 'static> Board for B {}

/// The page's game as this tab kept it before a reload, if its board `fits`
/// the page, or a new one on the board `deal` makes; and whether a kept game
/// could not be read. The tab keeps it from then on.
fn open_game<B: Board>(
    kept: Kept<Disguise<B>>,
    page: &'static str,
    fits: fn(&B) -> bool,
    deal: impl FnOnce() -> B,
) -> (RwSignal<Disguise<B>>, bool) {
    let read = move |text: &str| Disguise::from_kept(text).filter(|g| fits(g.board()));
    kept.open_or_load(page, read, Disguise::kept_text, || Disguise::new(deal()))
}

/// Your move on a disguise page, which left `board`: the game is over, or the
/// computer answers after its pause with `reply`.
fn play<B: Disguised + Send + Sync + 'static>(
    kept: Kept<Disguise<B>>,
    game: RwSignal<Disguise<B>>,
    board: B,
    reply: impl FnOnce(&B) -> Option<(B, ComputerMove)> + 'static,
) {
    // The board is drawn again, its buttons with it: the focus goes to the
    // game's box, not to the page.
    focus(".staircase, .northcott");
    let Some((answers, games)) = game.try_update(|g| (g.moved(board), g.games())) else {
        return;
    };
    if !answers {
        return;
    }
    Timeout::new(Pages::get().think_ms, move || {
        // The page may be gone by then, but its game is kept ([`Pages`]), so
        // the answer lands there; a new game since drops it.
        if let Some(game) = kept.signal() {
            game.maybe_update(|g| {
                let now = g.games() == games;
                if now {
                    g.answer(reply);
                }
                now
            });
        }
    })
    .forget();
}

/// Where an arrow key (or Home, End) goes from button `at` (row, place) of a
/// board whose rows have `lens` buttons each, as drawn. Up and Down go to the
/// nearest row above or below with a button, as far along as they can; at an
/// edge the focus stays. From no button, a key goes to the first. None for a
/// key the board does not take, or a board with no button.
fn walk_to(lens: &[usize], at: Option<(usize, usize)>, key: &str) -> Option<(usize, usize)> {
    // The first of `rows` with a button, as far along as `c` or its last.
    fn row_from(
        lens: &[usize],
        mut rows: impl Iterator<Item = usize>,
        c: usize,
    ) -> Option<(usize, usize)> {
        rows.find(|&r| lens[r] > 0).map(|r| (r, c.min(lens[r] - 1)))
    }
    let Some((r, c)) = at else {
        let taken = matches!(
            key,
            "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End"
        );
        return row_from(lens, 0..lens.len(), 0).filter(|_| taken);
    };
    let to = match key {
        "ArrowLeft" => Some((r, c.saturating_sub(1))),
        "ArrowRight" => Some((r, (c + 1).min(lens[r] - 1))),
        "Home" => Some((r, 0)),
        "End" => Some((r, lens[r] - 1)),
        "ArrowUp" => row_from(lens, (0..r).rev(), c),
        "ArrowDown" => row_from(lens, r + 1..lens.len(), c),
        _ => return None,
    };
    to.or(at)
}

/// The arrow keys, Home and End move the focus between the buttons of a
/// board's `rows` that `cells` names ([`walk_to`]): a teacher at a projector
/// walks to a move rather than tabbing through every coin or square. From the
/// board itself (after a move) a key goes to its first button; from another
/// control in it (Start again), or with no button to go to, the key is left
/// to the page.
fn walk(ev: &leptos::ev::KeyboardEvent, rows: &str, cells: &str) {
    // Alt+← is the browser's Back, not a coin.
    if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || ev.shift_key() {
        return;
    }
    let Some(board) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<Element>().ok())
    else {
        return;
    };
    let grid: Vec<Vec<Element>> = all(&board, rows)
        .iter()
        .map(|row| all(row, cells))
        .collect();
    let active = document().active_element();
    let at = grid.iter().enumerate().find_map(|(r, row)| {
        let c = row.iter().position(|cell| Some(cell) == active.as_ref())?;
        Some((r, c))
    });
    if at.is_none() && active.as_ref() != Some(&board) {
        return;
    }
    let lens: Vec<usize> = grid.iter().map(Vec::len).collect();
    let Some((r, c)) = walk_to(&lens, at, &ev.key()) else {
        return;
    };
    ev.prevent_default();
    if let Some(to) = grid[r][c].dyn_ref::<HtmlElement>() {
        let _ = to.focus();
    }
}

/// The board's one Tab stop follows the focus to the button it reached (by
/// the arrows, a click or Tab), so Shift+Tab from there leaves the board.
fn hold_tab_stop(ev: &leptos::ev::FocusEvent, cells: &str) {
    let (Some(board), Some(cell)) = (
        ev.current_target()
            .and_then(|t| t.dyn_into::<Element>().ok()),
        ev.target().and_then(|t| t.dyn_into::<Element>().ok()),
    ) else {
        return;
    };
    if !cell.matches(cells).unwrap_or(false) {
        return;
    }
    for other in all(&board, cells) {
        let _ = other.set_attribute("tabindex", "-1");
    }
    let _ = cell.set_attribute("tabindex", "0");
}

/// The elements in `parent` that `selector` finds, in document order.
fn all(parent: &Element, selector: &str) -> Vec<Element> {
    let Ok(found) = parent.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into::<Element>().ok())
        .collect()
}

/// The caption of the staircase's tableau: which step each of its piles is
/// ("pile 2 (step 3): 4"), so its rows, numbered 1, 2, 3 as piles, are not
/// read as steps 1, 2, 3.
pub fn staircase_caption(t: &Text, coins: &[u32]) -> String {
    // The piles are the odd steps, as `Staircase::piles` takes them.
    let piles: Vec<String> = coins
        .iter()
        .step_by(2)
        .enumerate()
        .map(|(i, count)| fill(t.hidden_step, &[&(i + 1), &(2 * i + 1), count]))
        .collect();
    fill(t.hidden_steps, &[&piles.join(", ")])
}

/// The status line and the tableau of the hidden piles, shared by both pages;
/// the `caption` says what the piles are on the page's board.
#[component]
fn HiddenNim(
    #[prop(into)] tableau: Signal<Tableau>,
    #[prop(into)] caption: Signal<String>,
    #[prop(into)] turn: Signal<Turn>,
    #[prop(into)] answered: Signal<Option<ComputerMove>>,
) -> impl IntoView {
    let t = Words::get();
    let status = move || {
        let t = t.text();
        let said = answered.get().map(|s| answer_words(t, s) + " ");
        said.unwrap_or_default() + turn_words(t, turn.get())
    };
    view! {
        <div class="hidden-nim">
            <p class="status" data-testid="disguise-status" data-turn=move || turn_key(turn.get()) aria-live="polite">
                {status}
            </p>
            <TableauFigure tableau testid="tableau" caption disguised=true/>
        </div>
    }
}

/// What each page's game is kept under in the tab's storage.
const STAIRCASE: &str = "staircase";
const NORTHCOTT: &str = "northcott";

/// The staircases the page deals: five steps of fewer than five coins each.
const STEPS: usize = 5;
const MOST: u32 = 5;

/// Whether a kept staircase is one the page could have come to: as many
/// steps as it deals, and no more coins.
fn staircase_fits(stairs: &Staircase) -> bool {
    let coins = stairs.coins();
    coins.len() == STEPS && coins.iter().sum::<u32>() <= STEPS as u32 * (MOST - 1)
}

/// Northcott's boards the page deals: four rows of eight squares.
const ROWS: usize = 4;
const WIDTH: u32 = 8;

fn board_fits(board: &Northcott) -> bool {
    board.rows().len() == ROWS && board.width() == WIDTH
}

/// A random staircase of five steps whose start the first mover can win.
fn new_staircase(dice: Dice) -> Staircase {
    dice.roll(|rng| Staircase::random_unsafe(rng, STEPS, MOST))
}

#[component]
pub fn StaircasePage() -> impl IntoView {
    let t = Words::get();
    let dice = Dice::get();
    let kept = Pages::get().staircase;
    let (game, unreadable) = open_game(kept, STAIRCASE, staircase_fits, || new_staircase(dice));
    let carry = move |mv: StairMove| {
        let Ok(next) = game.with_untracked(|g| g.board().play(mv)) else {
            return;
        };
        play(kept, game, next, move |stairs: &Staircase| {
            let mv = dice.roll(|rng| stairs.computer_move(rng))?;
            Some((stairs.play(mv).ok()?, ComputerMove::Carried(mv)))
        });
    };
    // From the top step down; each coin carries itself and the coins after it.
    let steps = move || {
        let (coins, can_move) = game.with(|g| (g.board().coins().to_vec(), g.turn() == Turn::You));
        // One stop for Tab, the top step's first coin; the arrows walk from it.
        let first = coins.iter().rposition(|&n| n > 0);
        coins
            .into_iter()
            .enumerate()
            .rev()
            .map(|(step, count)| {
                let number = step + 1;
                let buttons = (1..=count)
                    .rev()
                    .map(|n| {
                        view! {
                            <button type="button" class="coin" data-take=n
                                tabindex=if first == Some(step) && n == count { "0" } else { "-1" }
                                aria-label=move || fill(t.text().carry, &[&n, &number])
                                disabled=!can_move
                                on:click=move |_| carry(StairMove { step, coins: n })></button>
                        }
                    })
                    .collect_view();
                view! {
                    <div class=if number % 2 == 1 { "step odd-step" } else { "step" } data-step=number data-count=count
                        style:--step=step.to_string()>
                        <span class="step-label">{move || fill(t.text().step_label, &[&number])}</span>
                        // Wrapped in a box of their own: a coin too many for the
                        // step's line stays beside the label, not under it.
                        <span class="step-coins">{buttons}</span>
                    </div>
                }
            })
            .collect_view()
    };
    let tableau = move || game.with(|g| Tableau::new(&g.board().piles(), &Rules::NORMAL));
    let caption = move || game.with(|g| staircase_caption(t.text(), g.board().coins()));
    view! {
        <h2>{t.staircase_title()}</h2>
        <p>{t.staircase_intro()}</p>
        <UnreadableNote unreadable/>
        <div class="disguise">
            <div class="staircase" data-testid="staircase" tabindex="-1"
                on:keydown=move |ev| walk(&ev, ".step", ".coin:enabled")
                on:focusin=move |ev| hold_tab_stop(&ev, ".coin")>
                {steps}
                <button type="button" on:click=move |_| game.update(|g| g.restart(new_staircase(dice)))>
                    {t.start_again()}
                </button>
            </div>
            <HiddenNim tableau caption turn=move || game.with(Disguise::turn)
                answered=move || game.with(Disguise::answered)/>
        </div>
        <p>{t.staircase_why()}</p>
    }
}

/// A random board of four rows of eight squares whose start the first mover can win.
fn new_board(dice: Dice) -> Northcott {
    dice.roll(|rng| Northcott::random_unsafe(rng, ROWS, WIDTH))
}

#[component]
pub fn NorthcottPage() -> impl IntoView {
    let t = Words::get();
    let dice = Dice::get();
    let kept = Pages::get().northcott;
    let (game, unreadable) = open_game(kept, NORTHCOTT, board_fits, || new_board(dice));
    let slide = move |mv: Slide| {
        let before = game.with_untracked(|g| g.board().clone());
        let Ok(next) = before.play(Side::White, mv) else {
            return;
        };
        play(kept, game, next, move |board: &Northcott| {
            // A widened gap is narrowed back: the computer needs the board before.
            let mv = board.computer_move(Side::Black, Some(&before))?;
            Some((board.play(Side::Black, mv).ok()?, ComputerMove::Slid(mv)))
        });
    };
    // Every row: a button per square, the counters on theirs; a square your
    // counter can slide to is enabled.
    let rows = move || {
        let (now, can_move) = game.with(|g| (g.board().clone(), g.turn() == Turn::You));
        // One stop for Tab, the first square your counter can go to; the
        // arrows walk from it.
        let first = now
            .legal_moves(Side::White)
            .into_iter()
            .min_by_key(|mv| (mv.row, mv.to));
        now.rows()
            .iter()
            .enumerate()
            .map(|(row, counters)| {
                let squares = (0..now.width())
                    .map(|to| {
                        let mv = Slide { row, to };
                        let (white, black) = (counters.white == to, counters.black == to);
                        // Past the computer's counter: never yours to reach,
                        // drawn so, not like a square waiting for its turn.
                        let beyond =
                            !black && (to < counters.black) != (counters.white < counters.black);
                        let counter = if white {
                            "white"
                        } else if black {
                            "black"
                        } else {
                            ""
                        };
                        let label = move || {
                            let t = t.text();
                            if white {
                                t.white.to_string()
                            } else if black {
                                t.black.to_string()
                            } else if beyond {
                                fill(t.out_of_reach, &[&(row + 1), &(to + 1)])
                            } else {
                                fill(t.slide_to, &[&(row + 1), &(to + 1)])
                            }
                        };
                        let legal = can_move && now.check(Side::White, mv).is_ok();
                        view! {
                            <button type="button" class="square" class:beyond=beyond data-square=to + 1 data-counter=counter
                                tabindex=if can_move && first == Some(mv) { "0" } else { "-1" } aria-label=label disabled=!legal on:click=move |_| slide(mv)></button>
                        }
                    })
                    .collect_view();
                let gap = counters.gap();
                view! {
                    <div class="northcott-row" data-row=row + 1 data-gap=gap>
                        <span class="row-label">{move || fill(t.text().row_label, &[&(row + 1)])}</span>
                        {squares}
                        <span class="gap-label">{move || fill(t.text().gap_label, &[&gap])}</span>
                    </div>
                }
            })
            .collect_view()
    };
    let tableau =
        Signal::derive(move || game.with(|g| Tableau::new(&g.board().piles(), &Rules::NORMAL)));
    // Row 1 of the board is pile 1: the piles need no more than their sizes.
    let caption = move || {
        tableau.with(|tab| {
            let piles: Vec<String> = tab.rows.iter().map(|r| r.size.to_string()).collect();
            fill(t.text().hidden_piles, &[&piles.join(", ")])
        })
    };
    view! {
        <h2>{t.northcott_title()}</h2>
        <p>{t.northcott_intro()}</p>
        <UnreadableNote unreadable/>
        <div class="disguise">
            <div class="northcott" data-testid="northcott" tabindex="-1"
                on:keydown=move |ev| walk(&ev, ".northcott-row", ".square:enabled")
                on:focusin=move |ev| hold_tab_stop(&ev, ".square")>
                {rows}
                <button type="button" on:click=move |_| game.update(|g| g.restart(new_board(dice)))>
                    {t.start_again()}
                </button>
            </div>
            <HiddenNim tableau caption turn=move || game.with(Disguise::turn)
                answered=move || game.with(Disguise::answered)/>
        </div>
        <p>{t.northcott_why()}</p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    /// The arrows walk a board of rows of 2, 0 and 3 buttons: along a row to
    /// its ends and no further, over the empty row, as far along as the next
    /// row goes; from no button, to the first.
    #[test]
    fn the_arrows_walk_along_rows_and_over_empty_ones() {
        let lens = [2, 0, 3];
        assert_eq!(walk_to(&lens, None, "ArrowDown"), Some((0, 0)));
        assert_eq!(walk_to(&lens, None, "Enter"), None);
        assert_eq!(walk_to(&lens, Some((0, 1)), "ArrowRight"), Some((0, 1)));
        assert_eq!(walk_to(&lens, Some((0, 0)), "ArrowLeft"), Some((0, 0)));
        assert_eq!(walk_to(&lens, Some((0, 1)), "ArrowDown"), Some((2, 1)));
        assert_eq!(walk_to(&lens, Some((2, 2)), "ArrowUp"), Some((0, 1)));
        assert_eq!(walk_to(&lens, Some((2, 2)), "ArrowDown"), Some((2, 2)));
        assert_eq!(walk_to(&lens, Some((2, 1)), "Home"), Some((2, 0)));
        assert_eq!(walk_to(&lens, Some((2, 0)), "End"), Some((2, 2)));
        assert_eq!(walk_to(&lens, Some((2, 0)), "x"), None);
        assert_eq!(walk_to(&[0, 0], None, "ArrowDown"), None);
    }

    /// The computer's coins are counted as coins, and those from step 1
    /// leave the game rather than go down a step.
    #[test]
    fn the_computers_coins_are_named_and_go_where_they_go() {
        let said = |t: &Text, step, coins| {
            answer_words(t, ComputerMove::Carried(StairMove { step, coins }))
        };
        assert_eq!(
            said(&EN, 2, 1),
            "The computer carried 1 coin down from step 3."
        );
        assert_eq!(said(&EN, 0, 3), "The computer took 3 coins off step 1.");
        assert_eq!(
            said(&IT, 4, 2),
            "Il computer ha portato giù 2 monete dal gradino 5."
        );
        assert_eq!(
            said(&IT, 0, 1),
            "Il computer ha tolto 1 moneta dal gradino 1."
        );
    }

    /// The tableau numbers the staircase's piles 1, 2, 3; the caption says
    /// they are steps 1, 3 and 5.
    #[test]
    fn the_staircase_caption_names_the_step_of_each_pile() {
        let stairs = Staircase::new(vec![2, 1, 4, 0, 3]).unwrap();
        assert_eq!(
            staircase_caption(&EN, stairs.coins()),
            "The Nim piles it hides, on the odd steps: pile 1 (step 1): 2, pile 2 (step 3): 4, pile 3 (step 5): 3"
        );
        assert_eq!(stairs.piles().to_string(), "2,4,3");
        assert!(staircase_caption(&IT, stairs.coins()).contains("pila 2 (gradino 3): 4"));
    }
}
