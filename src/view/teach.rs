//! The teaching views beside the board: the live tableau and its preview, hints
//! that explain, the move list with undo and review, and the teacher's switches.

use std::fmt::Write;

use leptos::prelude::*;

use super::region::region;

use crate::engine::{
    capitalise, explain, group_thousands, grundy_sum, outcome, winning_moves, Move, Reason, Tableau,
};
use crate::game::Game;

use super::table::Table;
use super::tableau::{tableau_figure, verdict_key};

use crate::engine::count_sticks as sticks;

/// The live tableau and, while a stick is hovered or focused, the tableau of the
/// position that move would leave.
#[component]
pub fn LiveTableau() -> impl IntoView {
    let table = Table::get();
    view! {
        <section class="teach-block" class:hidden=move || !table.display.get().tableau aria-label="Bouton's tableau">
            {region("live", live_html)}
            <div class="preview" aria-live="polite">{region("preview-body", preview_html)}</div>
        </section>
    }
}

fn live_html(table: &Table) -> String {
    table.game.with(|g| {
        let caption = format!("Now: {}", g.position().listing());
        tableau_figure(
            &Tableau::new(g.position(), &g.setup().rules),
            "tableau",
            &caption,
        )
    })
}

fn preview_html(table: &Table) -> String {
    let Some(mv) = table.preview.get() else {
        return String::new();
    };
    table.game.with(|g| {
        let Ok(after) = g.setup().rules.play(g.position(), mv) else {
            return String::new();
        };
        let caption = format!(
            "If you take {} from pile {}: {}",
            sticks(mv.take),
            mv.pile + 1,
            after.listing()
        );
        tableau_figure(
            &Tableau::new(&after, &g.setup().rules),
            "tableau-preview",
            &caption,
        )
    })
}

/// "Hint": every winning move, and for a chosen one Bouton's reasoning.
#[component]
pub fn Hints() -> impl IntoView {
    let table = Table::get();
    view! {
        <section class="teach-block hints" class:hidden=move || !table.display.get().hints aria-label="Hints">
            {region("hints-body", hints_html)}
        </section>
    }
}

fn hints_html(table: &Table) -> String {
    let open = table.hint_open.get();
    let hinted = table.hinted.get();
    table.game.with(|g| {
        let my_turn = g.turn().is_some_and(|p| !p.is_computer());
        let mut h = format!(
            "<button type=\"button\" data-testid=\"hint\" data-action=\"hint\" aria-expanded=\"{}\"{}>Hint</button>",
            open && my_turn,
            if my_turn { "" } else { " disabled" }
        );
        if !(open && my_turn) {
            return h;
        }
        let rules = g.setup().rules;
        let moves = winning_moves(g.position(), &rules);
        h.push_str("<div class=\"hint-panel\" data-testid=\"hint-panel\">");
        if moves.is_empty() {
            h.push_str("<p class=\"no-win\" data-testid=\"no-winning-move\">No winning move: the position is safe, every column sum is already even. Any move changes some binary digit in one pile, which makes that column odd: the position becomes unsafe for you. Take little and hope for a mistake.</p>");
        } else {
            let count = moves.len();
            let _ = write!(
                h,
                "<p>{count} winning {}:</p><ul class=\"winning-moves\">{}</ul><ol class=\"reasoning\" data-testid=\"reasoning\">",
                if count == 1 { "move" } else { "moves" },
                winning_moves_html(&moves, hinted)
            );
            if let Some(mv) = hinted {
                if let Some(reason) = explain(g.position(), &rules, mv) {
                    let size = g.position().piles()[mv.pile];
                    for step in reason_steps(&reason, size, rules.max_take()) {
                        let _ = write!(h, "<li>{step}</li>");
                    }
                }
            }
            h.push_str("</ol>");
        }
        h.push_str("</div>");
        h
    })
}

/// The winning moves as buttons; the chosen one is pressed.
pub fn winning_moves_html(moves: &[Move], chosen: Option<Move>) -> String {
    let mut h = String::new();
    for mv in moves {
        let _ = write!(
            h,
            "<li><button type=\"button\" data-action=\"hint-move\" data-winning-move=\"\" data-pile=\"{pile}\" data-take=\"{take}\" aria-pressed=\"{}\">Take {} from pile {pile}</button></li>",
            chosen == Some(*mv),
            sticks(mv.take),
            pile = mv.pile + 1,
            take = mv.take
        );
    }
    h
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
    view! {
        <section class="teach-block history" class:show-mistakes=move || table.display.get().mistakes aria-label="Moves">
            {region("history-body", history_block_html)}
            {region("review-body", review_html)}
        </section>
    }
}

fn history_block_html(table: &Table) -> String {
    table.game.with(|g| {
        format!(
            "<div class=\"history-head\"><h2>Moves</h2><button type=\"button\" data-testid=\"undo\" data-action=\"undo\"{}>Undo</button><button type=\"button\" data-testid=\"redo\" data-action=\"redo\"{}>Redo</button></div><ol class=\"moves\" data-testid=\"history\">{}</ol>",
            if g.can_undo() { "" } else { " disabled" },
            if g.can_redo() { "" } else { " disabled" },
            history_html(g)
        )
    })
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

/// After the game, a step-by-step review of every position. The step is kept
/// between games; a shorter game clamps it.
fn review_html(table: &Table) -> String {
    let step = table.review.get();
    let mistakes = table.display.get().mistakes;
    table.game.with(|g| {
        if g.winner().is_none() {
            return String::new();
        }
        let last = g.history().len();
        let at = step.min(last);
        let position = g.position_before(at);
        let listing = position.listing();
        let caption = match at.checked_sub(1).and_then(|m| g.history().get(m)) {
            None => format!("Start: {listing}"),
            Some(played) => format!(
                "After move {at}, {} took {} from pile {}{}: {listing}",
                played.player.name(),
                sticks(played.mv.take),
                played.mv.pile + 1,
                if played.mistake && mistakes {
                    " (a mistake)"
                } else {
                    ""
                }
            ),
        };
        let moves: Vec<Move> = winning_moves(position, &g.setup().rules);
        let best = if position.is_empty() {
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
        };
        format!(
            "<div class=\"review\" data-testid=\"review\"><h3>Review</h3><div class=\"review-nav\"><button type=\"button\" data-testid=\"review-prev\" data-action=\"review-prev\"{}>◀ Back</button><span data-testid=\"review-step\">{at} / {last}</span><button type=\"button\" data-testid=\"review-next\" data-action=\"review-next\"{}>Next ▶</button></div>{}<p>{best}</p></div>",
            if at == 0 { " disabled" } else { "" },
            if at >= last { " disabled" } else { "" },
            tableau_figure(&Tableau::new(position, &g.setup().rules), "tableau-review", &caption)
        )
    })
}

/// The teacher's switches: show the tableau, the hints, the mistake marks.
#[component]
pub fn TeacherControls() -> impl IntoView {
    region("teacher-body", teacher_html)
}

fn teacher_html(table: &Table) -> String {
    let d = table.display.get();
    let mut h = String::from("<fieldset class=\"teacher\"><legend>Show</legend>");
    for (key, on, name) in [
        ("tableau", d.tableau, "Tableau"),
        ("hints", d.hints, "Hints"),
        ("mistakes", d.mistakes, "Mistake marks"),
    ] {
        let _ = write!(
            h,
            "<label class=\"choice\"><input type=\"checkbox\" data-testid=\"show-{key}\" data-action=\"show-{key}\"{}> {name}</label>",
            if on { " checked" } else { "" }
        );
    }
    h.push_str("</fieldset>");
    h
}
