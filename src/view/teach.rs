//! The teaching views beside the board: the live tableau and its preview, hints
//! that explain, the move list with undo and review, and the teacher's switches.

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::{
    capitalise, explain, group_thousands, grundy_sum, outcome, winning_moves, Move, Reason, Tableau,
};
use crate::game::Game;

use super::table::{Display, Table};
use super::tableau::{verdict_key, TableauView};

use crate::engine::count_sticks as sticks;

/// The live tableau and, while a stick is hovered or focused, the tableau of the
/// position that move would leave.
#[component]
pub fn LiveTableau() -> impl IntoView {
    let table = Table::get();
    let tableau = Signal::derive(move || {
        table
            .game
            .with(|g| Tableau::new(g.position(), &g.setup().rules))
    });
    let caption = Signal::derive(move || {
        table
            .game
            .with(|g| format!("Now: {}", g.position().listing()))
    });
    let preview = Memo::new(move |_| {
        let mv = table.preview.get()?;
        table.game.with(|g| {
            let after = g.setup().rules.play(g.position(), mv).ok()?;
            Some((mv, Tableau::new(&after, &g.setup().rules), after.listing()))
        })
    });
    let preview_view = move || {
        preview.get().map(|(mv, tableau, text)| {
            let caption = format!(
                "If you take {} from pile {}: {text}",
                sticks(mv.take),
                mv.pile + 1
            );
            view! { <TableauView tableau=tableau testid="tableau-preview" caption=caption/> }
        })
    };
    view! {
        <section class="teach-block" class:hidden=move || !table.display.get().tableau aria-label="Bouton's tableau">
            <TableauView tableau testid="tableau" caption/>
            <div class="preview" aria-live="polite">{preview_view}</div>
        </section>
    }
}

/// "Hint": every winning move, and for a chosen one Bouton's reasoning.
#[component]
pub fn Hints() -> impl IntoView {
    let table = Table::get();
    let my_turn = move || {
        table
            .game
            .with(|g| g.turn().is_some_and(|p| !p.is_computer()))
    };
    let moves = Memo::new(move |_| {
        table
            .game
            .with(|g| winning_moves(g.position(), &g.setup().rules))
    });
    let list = move || {
        let moves = moves.get();
        if moves.is_empty() {
            return view! {
                <p class="no-win" data-testid="no-winning-move">
                    "No winning move: the position is safe, every column sum is already even. "
                    "Any move changes some binary digit in one pile, which makes that column odd: the position becomes unsafe for you. "
                    "Take little and hope for a mistake."
                </p>
            }
            .into_any();
        }
        let count = moves.len();
        let html = move || winning_moves_html(&moves, table.hinted.get());
        let choose = move |ev: leptos::ev::MouseEvent| {
            let chosen = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-winning-move]").ok().flatten())
                .and_then(|el| {
                    let read = |name| el.get_attribute(name)?.parse::<u32>().ok();
                    Some(Move {
                        pile: read("data-pile")?.checked_sub(1)? as usize,
                        take: read("data-take")?,
                    })
                });
            if chosen.is_some() {
                table.hinted.set(chosen);
            }
        };
        view! {
            <p>{format!("{count} winning {}:", if count == 1 { "move" } else { "moves" })}</p>
            <ul class="winning-moves" inner_html=html on:click=choose></ul>
            <Reasoning/>
        }
        .into_any()
    };
    view! {
        <section class="teach-block hints" class:hidden=move || !table.display.get().hints aria-label="Hints">
                <button
                    type="button"
                    data-testid="hint"
                    disabled=move || !my_turn()
                    aria-expanded=move || table.hint_open.get().to_string()
                    on:click=move |_| {
                        table.hint_open.update(|open| *open = !*open);
                        table.hinted.set(moves.get_untracked().first().copied());
                    }
                >
                    "Hint"
                </button>
                <Show when=move || table.hint_open.get() && my_turn()>
                    <div class="hint-panel" data-testid="hint-panel">{list}</div>
                </Show>
            </section>
    }
}

/// The winning moves as buttons; the chosen one is pressed.
pub fn winning_moves_html(moves: &[Move], chosen: Option<Move>) -> String {
    let mut h = String::new();
    for mv in moves {
        let _ = write!(
            h,
            "<li><button type=\"button\" data-winning-move=\"\" data-pile=\"{pile}\" data-take=\"{take}\" aria-pressed=\"{}\">Take {} from pile {pile}</button></li>",
            chosen == Some(*mv),
            sticks(mv.take),
            pile = mv.pile + 1,
            take = mv.take
        );
    }
    h
}

/// The steps behind the hinted move, as in the seed proofs.
#[component]
fn Reasoning() -> impl IntoView {
    let table = Table::get();
    let steps = move || {
        let mv = table.hinted.get()?;
        table.game.with(|g| {
            let rules = g.setup().rules;
            let reason = explain(g.position(), &rules, mv)?;
            let size = g.position().piles()[mv.pile];
            Some(reason_steps(&reason, size, rules.max_take()))
        })
    };
    view! {
        <ol class="reasoning" data-testid="reasoning">
            {move || steps().unwrap_or_default().into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}
        </ol>
    }
}

/// The reasoning in words; `size` is the chosen pile's size and `limit` the take
/// limit, under which piles are read as their values mod (K+1).
pub fn reason_steps(reason: &Reason, size: u32, limit: Option<u32>) -> Vec<String> {
    match reason {
        Reason::Bouton {
            nim_sum,
            column,
            candidates,
            pile,
            from,
            to,
            take,
        } => {
            let piles = candidates
                .iter()
                .map(|p| (p + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ");
            vec![
                format!(
                    "The nim-sum S is {} ({:b} in binary): some column sums are odd.",
                    group_thousands(u64::from(*nim_sum)),
                    nim_sum
                ),
                format!(
                    "The leftmost odd column D is the column of 2^{column} = {}.",
                    group_thousands(1u64 << column)
                ),
                format!("Piles with a 1 in column D: {piles}. Any of them will do; take pile {}.", pile + 1),
                match limit {
                    None => format!(
                        "Pile {} is x = {from} ({from:b}). The target is y = x ⊕ S = {to} ({to:b}): it flips exactly the odd columns.",
                        pile + 1
                    ),
                    Some(k) => format!(
                        "Pile {} holds {}; with takes of at most {k} it counts as x = {} mod {} = {from} ({from:b}). The target value is y = x ⊕ S = {to} ({to:b}).",
                        pile + 1,
                        sticks(size),
                        group_thousands(u64::from(size)),
                        k + 1
                    ),
                },
                format!(
                    "Take {}: every column sum becomes even and the position is safe.",
                    sticks(*take)
                ),
            ]
        }
        Reason::MisereEndgame { ones_left } => vec![
            "Misère endgame: after this move every pile holds 0 or 1 stick.".into(),
            format!("It leaves {ones_left} piles of one: an odd number, so the other player must take the last stick."),
        ],
    }
}

/// The move list, undo and redo, and after the game a step-by-step review.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Position, Rules};

    #[test]
    fn reasoning_reads_like_the_seed() {
        let position: Position = "3,4,8".parse().unwrap();
        let mv = Move { pile: 2, take: 1 };
        let steps = reason_steps(&explain(&position, &Rules::NORMAL, mv).unwrap(), 8, None);
        assert_eq!(steps.len(), 5);
        assert!(steps[1].contains("2^3 = 8"), "{}", steps[1]);
        assert!(steps[2].starts_with("Piles with a 1 in column D: 3."));
        assert!(steps[3].contains("y = x ⊕ S = 7 (111)"));
        let rules = Rules::limited(3).unwrap();
        let one: Position = "21".parse().unwrap();
        let mv = Move { pile: 0, take: 1 };
        let steps = reason_steps(&explain(&one, &rules, mv).unwrap(), 21, Some(3));
        assert!(steps[3].contains("21 mod 4 = 1"), "{}", steps[3]);
    }
}

#[component]
pub fn History() -> impl IntoView {
    let table = Table::get();
    let marks = move || table.display.get().mistakes;
    let items = move || table.game.with(history_html);
    let over = move || table.game.with(|g| g.winner().is_some());
    view! {
        <section class="teach-block history" class:show-mistakes=marks aria-label="Moves">
            <div class="history-head">
                <h2>"Moves"</h2>
                <button type="button" data-testid="undo"
                    disabled=move || !table.game.with(Game::can_undo)
                    on:click=move |_| table.undo()>"Undo"</button>
                <button type="button" data-testid="redo"
                    disabled=move || !table.game.with(Game::can_redo)
                    on:click=move |_| table.redo()>"Redo"</button>
            </div>
            <ol class="moves" data-testid="history" inner_html=items></ol>
            <div class:hidden=move || !over()>
                <Review/>
            </div>
        </section>
    }
}

/// The move list as markup: who took what, the nim-sum and verdict after, and a
/// mark on each mistake.
pub fn history_html(game: &Game) -> String {
    let rules = &game.setup().rules;
    let mut h = String::new();
    for (i, played) in game.history().iter().enumerate() {
        let _ = write!(
            h,
            "<li data-move=\"{}\"{}>{} took {} from pile {}: nim-sum {}, {}{}</li>",
            i + 1,
            if played.mistake {
                " data-mistake=\"true\""
            } else {
                ""
            },
            capitalise(played.player.name()),
            sticks(played.mv.take),
            played.mv.pile + 1,
            group_thousands(u64::from(grundy_sum(&played.after, rules))),
            verdict_key(outcome(&played.after, rules)),
            if played.mistake {
                " <span class=\"mistake\" title=\"Mistake: a safe position was within reach\">?! mistake</span>"
            } else {
                ""
            }
        );
    }
    h
}

/// Steps through a finished game, one position at a time.
#[component]
fn Review() -> impl IntoView {
    let table = Table::get();
    let step = RwSignal::new(0usize);
    let last = move || table.game.with(|g| g.history().len());
    // The step is kept between games; a shorter game clamps it.
    let at = move || step.get().min(last());
    let tableau = Signal::derive(move || {
        table
            .game
            .with(|g| Tableau::new(g.position_before(at()), &g.setup().rules))
    });
    let caption = Signal::derive(move || {
        table.game.with(|g| {
            let i = at();
            let position = g.position_before(i).listing();
            match i.checked_sub(1).and_then(|m| g.history().get(m)) {
                None => format!("Start: {position}"),
                Some(played) => format!(
                    "After move {i}, {} took {} from pile {}{}: {position}",
                    played.player.name(),
                    sticks(played.mv.take),
                    played.mv.pile + 1,
                    if played.mistake && table.display.get().mistakes {
                        " (a mistake)"
                    } else {
                        ""
                    }
                ),
            }
        })
    });
    let best = move || {
        table.game.with(|g| {
            let position = g.position_before(at());
            let moves: Vec<Move> = winning_moves(position, &g.setup().rules);
            if position.is_empty() {
                String::new()
            } else if moves.is_empty() {
                "From here no move wins.".to_string()
            } else {
                let list = moves
                    .iter()
                    .map(|m| format!("{} from pile {}", sticks(m.take), m.pile + 1))
                    .collect::<Vec<_>>()
                    .join("; ");
                format!("Winning moves from here: {list}.")
            }
        })
    };
    view! {
        <div class="review" data-testid="review">
            <h3>"Review"</h3>
            <div class="review-nav">
                <button type="button" data-testid="review-prev" disabled=move || at() == 0
                    on:click=move |_| step.set(at().saturating_sub(1))>"◀ Back"</button>
                <span data-testid="review-step">{move || format!("{} / {}", at(), last())}</span>
                <button type="button" data-testid="review-next" disabled=move || { at() >= last() }
                    on:click=move |_| step.set((at() + 1).min(last()))>"Next ▶"</button>
            </div>
            <TableauView tableau testid="tableau-review" caption/>
            <p>{best}</p>
        </div>
    }
}

/// The teacher's switches: show the tableau, the hints, the mistake marks.
#[component]
pub fn TeacherControls() -> impl IntoView {
    let table = Table::get();
    let toggle = move |edit: fn(&mut Display, bool)| {
        move |ev: leptos::ev::Event| {
            let on = event_target_checked(&ev);
            table.display.update(|d| edit(d, on));
            table.display.get_untracked().save();
        }
    };
    view! {
        <fieldset class="teacher">
            <legend>"Show"</legend>
            <label class="choice"><input type="checkbox" data-testid="show-tableau"
                prop:checked=move || table.display.get().tableau
                on:change=toggle(|d, on| d.tableau = on)/>" Tableau"</label>
            <label class="choice"><input type="checkbox" data-testid="show-hints"
                prop:checked=move || table.display.get().hints
                on:change=toggle(|d, on| d.hints = on)/>" Hints"</label>
            <label class="choice"><input type="checkbox" data-testid="show-mistakes"
                prop:checked=move || table.display.get().mistakes
                on:change=toggle(|d, on| d.mistakes = on)/>" Mistake marks"</label>
        </fieldset>
    }
}
