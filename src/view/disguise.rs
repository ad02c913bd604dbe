//! Nim in disguise: Staircase Nim and Northcott's game, each played on its own
//! board while the tableau beside it shows the Nim piles it hides. The computer
//! wins through that translation (the engine's `Staircase` and `Northcott`).

use gloo_timers::callback::Timeout;
use leptos::prelude::*;

use crate::engine::{
    Counters, Northcott, Outcome, Rng, Rules, Side, Slide, StairMove, Staircase, Tableau,
};

use super::table::Table;
use super::tableau::TableauFigure;
use super::text::{fill, Text};

/// Whose turn it is on a disguise page, and who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    You,
    Computer,
    YouWon,
    ComputerWon,
}

impl Turn {
    fn words(self, t: &Text) -> &'static str {
        match self {
            Turn::You => t.your_move,
            Turn::Computer => t.computer_moving,
            Turn::YouWon => t.win_you,
            Turn::ComputerWon => t.win_computer,
        }
    }

    fn key(self) -> &'static str {
        match self {
            Turn::You => "you",
            Turn::Computer => "computer",
            Turn::YouWon => "won",
            Turn::ComputerWon => "lost",
        }
    }
}

/// A random number below `n`, for the starting positions.
fn below(n: u32) -> u32 {
    (js_sys::Math::random() * f64::from(n)) as u32
}

/// Runs `answer` after the computer's pause unless a new game started meanwhile.
fn after_pause(generation: RwSignal<u32>, answer: impl FnOnce() + 'static) {
    let asked = generation.get_untracked();
    Timeout::new(Table::get().think_ms(), move || {
        if generation.get_untracked() == asked {
            answer();
        }
    })
    .forget();
}

/// The status line and the tableau of the hidden piles, shared by both pages.
#[component]
fn HiddenNim(#[prop(into)] tableau: Signal<Tableau>, turn: RwSignal<Turn>) -> impl IntoView {
    let t = Table::get().text();
    let caption = Memo::new(move |_| {
        tableau.with(|tab| {
            let piles: Vec<String> = tab.rows.iter().map(|r| r.size.to_string()).collect();
            fill(t.hidden_piles, &[&piles.join(", ")])
        })
    });
    view! {
        <p class="status" data-testid="disguise-status" data-turn=move || turn.get().key() aria-live="polite">
            {move || turn.get().words(t)}
        </p>
        <TableauFigure tableau testid="tableau" caption/>
    }
}

/// A random staircase of five steps whose start the first mover can win.
fn new_staircase() -> Staircase {
    loop {
        let coins = (0..5).map(|_| below(5)).collect();
        if let Ok(stairs) = Staircase::new(coins) {
            if stairs.outcome() == Outcome::Unsafe {
                return stairs;
            }
        }
    }
}

#[component]
pub fn StaircasePage() -> impl IntoView {
    let t = Table::get().text();
    let stairs = RwSignal::new(new_staircase());
    let turn = RwSignal::new(Turn::You);
    let generation = RwSignal::new(0u32);
    let tableau = Memo::new(move |_| stairs.with(|s| Tableau::new(&s.piles(), &Rules::NORMAL)));
    let carry = move |mv: StairMove| {
        let Ok(next) = stairs.with_untracked(|s| s.play(mv)) else {
            return;
        };
        let over = next.is_over();
        stairs.set(next);
        if over {
            turn.set(Turn::YouWon);
            return;
        }
        turn.set(Turn::Computer);
        after_pause(generation, move || {
            let seed = u64::from(below(u32::MAX));
            let answer = stairs.with_untracked(|s| s.computer_move(&mut Rng::new(seed)));
            if let Some(next) = answer.and_then(|mv| stairs.with_untracked(|s| s.play(mv).ok())) {
                stairs.set(next);
            }
            let over = stairs.with_untracked(Staircase::is_over);
            turn.set(if over { Turn::ComputerWon } else { Turn::You });
        });
    };
    let restart = move |_| {
        generation.update(|g| *g += 1);
        stairs.set(new_staircase());
        turn.set(Turn::You);
    };
    let steps = move || stairs.with(|s| s.coins().len());
    view! {
        <h2>{t.staircase_title}</h2>
        <p>{t.staircase_intro}</p>
        <div class="disguise">
            <div class="staircase" data-testid="staircase">
                <For each=move || (0..steps()).rev() key=|step| *step let:step>
                    <Step step stairs turn carry/>
                </For>
                <button type="button" on:click=restart>{t.start_again}</button>
            </div>
            <div class="hidden-nim">
                <HiddenNim tableau turn/>
            </div>
        </div>
        <p>{t.staircase_why}</p>
    }
}

/// One step: its coins, each a button that carries it and the coins after it
/// down a step. Odd steps are the piles, and are marked.
#[component]
fn Step(
    step: usize,
    stairs: RwSignal<Staircase>,
    turn: RwSignal<Turn>,
    carry: impl Fn(StairMove) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let t = Table::get().text();
    let coins = Memo::new(move |_| stairs.with(|s| s.coins().get(step).copied().unwrap_or(0)));
    let number = step + 1;
    view! {
        <div class="step" class:odd-step=number % 2 == 1 data-step=number data-count=move || coins.get()
            style:margin-left=format!("{}rem", 2 * step)>
            <span class="step-label">{fill(t.step_label, &[&number])}</span>
            <For each=move || (1..=coins.get()).rev() key=|n| *n let:n>
                <button type="button" class="coin" data-take=n
                    aria-label=fill(t.carry, &[&n, &number])
                    disabled=move || turn.get() != Turn::You
                    on:click=move |_| carry(StairMove { step, coins: n })></button>
            </For>
        </div>
    }
}

/// A random board of four rows of eight squares whose start the first mover can win.
fn new_board() -> Northcott {
    loop {
        let rows = (0..4)
            .map(|_| {
                let white = below(6);
                let black = white + 1 + below(7 - white);
                Counters { white, black }
            })
            .collect();
        if let Ok(board) = Northcott::new(8, rows) {
            if board.outcome() == Outcome::Unsafe {
                return board;
            }
        }
    }
}

#[component]
pub fn NorthcottPage() -> impl IntoView {
    let t = Table::get().text();
    let board = RwSignal::new(new_board());
    let turn = RwSignal::new(Turn::You);
    let generation = RwSignal::new(0u32);
    let tableau = Memo::new(move |_| board.with(|b| Tableau::new(&b.piles(), &Rules::NORMAL)));
    let slide = move |mv: Slide| {
        let before = board.get_untracked();
        let Ok(next) = before.play(Side::White, mv) else {
            return;
        };
        let over = next.legal_moves(Side::Black).is_empty();
        board.set(next);
        if over {
            turn.set(Turn::YouWon);
            return;
        }
        turn.set(Turn::Computer);
        after_pause(generation, move || {
            // A widened gap is narrowed back: the computer needs the board before.
            let answer = board.with_untracked(|b| b.computer_move(Side::Black, Some(&before)));
            if let Some(next) =
                answer.and_then(|mv| board.with_untracked(|b| b.play(Side::Black, mv).ok()))
            {
                board.set(next);
            }
            let over = board.with_untracked(|b| b.legal_moves(Side::White).is_empty());
            turn.set(if over { Turn::ComputerWon } else { Turn::You });
        });
    };
    let restart = move |_| {
        generation.update(|g| *g += 1);
        board.set(new_board());
        turn.set(Turn::You);
    };
    let rows = move || board.with(|b| b.rows().len());
    view! {
        <h2>{t.northcott_title}</h2>
        <p>{t.northcott_intro}</p>
        <div class="disguise">
            <div class="northcott" data-testid="northcott">
                <For each=move || 0..rows() key=|row| *row let:row>
                    <NorthcottRow row board turn slide/>
                </For>
                <button type="button" on:click=restart>{t.start_again}</button>
            </div>
            <div class="hidden-nim">
                <HiddenNim tableau turn/>
            </div>
        </div>
        <p>{t.northcott_why}</p>
    }
}

/// One row of the board: a square per button, the two counters on theirs.
#[component]
fn NorthcottRow(
    row: usize,
    board: RwSignal<Northcott>,
    turn: RwSignal<Turn>,
    slide: impl Fn(Slide) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let t = Table::get().text();
    let counters = Memo::new(move |_| board.with(|b| b.rows()[row]));
    let width = board.with_untracked(Northcott::width);
    let square = move |to: u32| {
        let mv = Slide { row, to };
        let here = move || {
            let c = counters.get();
            if c.white == to {
                "white"
            } else if c.black == to {
                "black"
            } else {
                ""
            }
        };
        let legal =
            move || turn.get() == Turn::You && board.with(|b| b.check(Side::White, mv).is_ok());
        view! {
            <button type="button" class="square" data-square=to + 1 data-counter=here
                aria-label=move || match here() {
                    "white" => t.white.to_string(),
                    "black" => t.black.to_string(),
                    _ => fill(t.slide_to, &[&(row + 1), &(to + 1)]),
                }
                disabled=move || !legal()
                on:click=move |_| slide(mv)></button>
        }
    };
    view! {
        <div class="northcott-row" data-row=row + 1 data-gap=move || counters.get().gap()>
            <span class="row-label">{fill(t.row_label, &[&(row + 1)])}</span>
            {(0..width).map(square).collect_view()}
            <span class="gap-label">{move || fill(t.gap_label, &[&counters.get().gap()])}</span>
        </div>
    }
}
