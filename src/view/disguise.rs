//! Nim in disguise: Staircase Nim and Northcott's game, each played on its own
//! board while the tableau beside it shows the Nim piles it hides. The computer
//! wins through that translation (the engine's `Staircase` and `Northcott`).
//!
//! The boards are small (five steps, four rows of eight squares), so each is
//! drawn whole again after a move: no keyed lists or memos of their own, which
//! keeps these two pages to a few kilobytes of the download.

use std::cell::OnceCell;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;

use crate::engine::{Northcott, Rules, Side, Slide, StairMove, Staircase, Tableau};

use super::dice::Dice;
use super::table::{focus, kept, Table};
use super::tableau::TableauFigure;
use super::text::{fill, Text};

/// Whose turn it is on a disguise page, and who won: from whether the game is
/// over, whether the computer is thinking and who moved last.
fn turn(t: &Text, over: bool, thinking: bool, you_last: bool) -> (&'static str, &'static str) {
    match (over, thinking, you_last) {
        (true, _, true) => ("won", t.win_you),
        (true, _, false) => ("lost", t.win_computer),
        (false, true, _) => ("computer", t.computer_moving),
        (false, false, _) => ("you", t.your_move),
    }
}

/// The state every disguise page has beside its board: whether the computer is
/// thinking, whether the last move was yours, the computer's last move in words
/// (said on the status line, so a screen reader hears it), and a counter that a
/// new game bumps so a late answer to the old one is dropped.
#[derive(Clone, Copy)]
struct Play {
    thinking: RwSignal<bool>,
    you_last: RwSignal<bool>,
    said: RwSignal<Option<String>>,
    games: RwSignal<usize>,
}

impl Play {
    fn new() -> Play {
        Play {
            thinking: RwSignal::new(false),
            you_last: RwSignal::new(false),
            said: RwSignal::new(None),
            games: RwSignal::new(0),
        }
    }

    /// After your move: the game is over, or the computer answers after its
    /// pause (`answer` plays its move and says it).
    fn answer(self, over: bool, answer: Box<dyn FnOnce() -> Option<String>>) {
        // The board is drawn again, its buttons with it: the focus goes to the
        // game's box, not to the page (on a learning page the one element with
        // `tabindex="-1"`, as on the one-pile page).
        focus("[tabindex='-1']");
        self.you_last.set(true);
        if over {
            return;
        }
        self.thinking.set(true);
        let game = self.games.get_untracked();
        Timeout::new(Table::get().think_ms(), move || {
            // The page may be gone by then (another page, or the language
            // switched, draws it anew), but its game is kept ([`kept`]), so
            // the answer lands there; a new game since drops it. (Read
            // without a panic should a game ever not be kept.)
            if self.games.try_get_untracked() == Some(game) {
                self.said.set(answer());
                self.you_last.set(false);
                self.thinking.set(false);
            }
        })
        .forget();
    }

    fn restart(self) {
        self.games.update(|g| *g += 1);
        self.thinking.set(false);
        self.you_last.set(false);
        self.said.set(None);
    }

    fn can_move(self) -> bool {
        !self.thinking.get()
    }
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
    #[prop(into)] over: Signal<bool>,
    play: Play,
) -> impl IntoView {
    let t = Table::get().text();
    // The page drawn again (another language, or opened again) keeps its game
    // but says no earlier move: its words were in the language of the time.
    play.said.set(None);
    let status = move || {
        let you_last = play.you_last.get();
        let (key, words) = turn(t, over.get(), play.thinking.get(), you_last);
        let said = play.said.get().filter(|_| !you_last).map(|s| s + " ");
        (key, said.unwrap_or_default() + words)
    };
    view! {
        <div class="hidden-nim">
            <p class="status" data-testid="disguise-status" data-turn=move || status().0 aria-live="polite">
                {move || status().1}
            </p>
            <TableauFigure tableau testid="tableau" caption/>
        </div>
    }
}

/// A random staircase of five steps whose start the first mover can win.
fn new_staircase(dice: Dice) -> Staircase {
    dice.roll(|rng| Staircase::random_unsafe(rng, 5, 5))
}

#[component]
pub fn StaircasePage() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    thread_local!(static KEPT: OnceCell<(RwSignal<Staircase>, Play)> = const { OnceCell::new() });
    let dice = Dice::get();
    let (stairs, play) = kept(&KEPT, || (RwSignal::new(new_staircase(dice)), Play::new()));
    let carry = move |mv: StairMove| {
        let Ok(next) = stairs.with_untracked(|s| s.play(mv)) else {
            return;
        };
        let over = next.is_over();
        stairs.set(next);
        play.answer(
            over,
            Box::new(move || {
                let mv = dice.roll(|rng| stairs.with_untracked(|s| s.computer_move(rng)))?;
                stairs.set(stairs.with_untracked(|s| s.play(mv).ok())?);
                // In the language of the moment: it may have changed while thinking.
                Some(fill(
                    table.text().computer_carried,
                    &[&mv.coins, &(mv.step + 1)],
                ))
            }),
        );
    };
    // From the top step down; each coin carries itself and the coins after it.
    let steps = move || {
        let coins = stairs.with(|s| s.coins().to_vec());
        let can_move = play.can_move();
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
                                aria-label=fill(t.carry, &[&n, &number])
                                disabled=!can_move
                                on:click=move |_| carry(StairMove { step, coins: n })></button>
                        }
                    })
                    .collect_view();
                view! {
                    <div class=if number % 2 == 1 { "step odd-step" } else { "step" } data-step=number data-count=count
                        style:margin-left=format!("{}rem", 2 * step)>
                        <span class="step-label">{fill(t.step_label, &[&number])}</span>
                        {buttons}
                    </div>
                }
            })
            .collect_view()
    };
    let tableau = Signal::derive(move || stairs.with(|s| Tableau::new(&s.piles(), &Rules::NORMAL)));
    let over = Signal::derive(move || stairs.with(Staircase::is_over));
    let caption = Signal::derive(move || stairs.with(|s| staircase_caption(t, s.coins())));
    view! {
        <h2>{t.staircase_title}</h2>
        <p>{t.staircase_intro}</p>
        <div class="disguise">
            <div class="staircase" data-testid="staircase" tabindex="-1">
                {steps}
                <button type="button" on:click=move |_| {
                    play.restart();
                    stairs.set(new_staircase(dice));
                }>{t.start_again}</button>
            </div>
            <HiddenNim tableau caption over play/>
        </div>
        <p>{t.staircase_why}</p>
    }
}

/// A random board of four rows of eight squares whose start the first mover can win.
fn new_board(dice: Dice) -> Northcott {
    dice.roll(|rng| Northcott::random_unsafe(rng, 4, 8))
}

#[component]
pub fn NorthcottPage() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    thread_local!(static KEPT: OnceCell<(RwSignal<Northcott>, Play)> = const { OnceCell::new() });
    let dice = Dice::get();
    let (board, play) = kept(&KEPT, || (RwSignal::new(new_board(dice)), Play::new()));
    let slide = move |mv: Slide| {
        let before = board.get_untracked();
        let Ok(next) = before.play(Side::White, mv) else {
            return;
        };
        let over = next.legal_moves(Side::Black).is_empty();
        board.set(next);
        play.answer(
            over,
            Box::new(move || {
                // A widened gap is narrowed back: the computer needs the board before.
                let mv = board.with_untracked(|b| b.computer_move(Side::Black, Some(&before)))?;
                board.set(board.with_untracked(|b| b.play(Side::Black, mv).ok())?);
                Some(fill(
                    table.text().computer_slid,
                    &[&(mv.row + 1), &(mv.to + 1)],
                ))
            }),
        );
    };
    // Every row: a button per square, the counters on theirs; a square your
    // counter can slide to is enabled.
    let rows = move || {
        let now = board.get();
        let can_move = play.can_move();
        now.rows()
            .iter()
            .enumerate()
            .map(|(row, counters)| {
                let squares = (0..now.width())
                    .map(|to| {
                        let mv = Slide { row, to };
                        let (counter, label) = if counters.white == to {
                            ("white", t.white.to_string())
                        } else if counters.black == to {
                            ("black", t.black.to_string())
                        } else {
                            ("", fill(t.slide_to, &[&(row + 1), &(to + 1)]))
                        };
                        let legal = can_move && now.check(Side::White, mv).is_ok();
                        view! {
                            <button type="button" class="square" data-square=to + 1 data-counter=counter
                                aria-label=label disabled=!legal on:click=move |_| slide(mv)></button>
                        }
                    })
                    .collect_view();
                let gap = counters.gap();
                view! {
                    <div class="northcott-row" data-row=row + 1 data-gap=gap>
                        <span class="row-label">{fill(t.row_label, &[&(row + 1)])}</span>
                        {squares}
                        <span class="gap-label">{fill(t.gap_label, &[&gap])}</span>
                    </div>
                }
            })
            .collect_view()
    };
    let tableau = Signal::derive(move || board.with(|b| Tableau::new(&b.piles(), &Rules::NORMAL)));
    // Row 1 of the board is pile 1: the piles need no more than their sizes.
    let caption = Signal::derive(move || {
        tableau.with(|tab| {
            let piles: Vec<String> = tab.rows.iter().map(|r| r.size.to_string()).collect();
            fill(t.hidden_piles, &[&piles.join(", ")])
        })
    });
    // Over when the side to move has no move: black after yours, white after its.
    let over = Signal::derive(move || {
        let to_move = if play.you_last.get() {
            Side::Black
        } else {
            Side::White
        };
        board.with(|b| b.legal_moves(to_move).is_empty())
    });
    view! {
        <h2>{t.northcott_title}</h2>
        <p>{t.northcott_intro}</p>
        <div class="disguise">
            <div class="northcott" data-testid="northcott" tabindex="-1">
                {rows}
                <button type="button" on:click=move |_| {
                    play.restart();
                    board.set(new_board(dice));
                }>{t.start_again}</button>
            </div>
            <HiddenNim tableau caption over play/>
        </div>
        <p>{t.northcott_why}</p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

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
