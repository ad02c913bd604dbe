//! The teaching views beside the board: the live tableau and its preview, hints
//! that explain, the move list with undo and review, and the teacher's switches.

use std::fmt::Write;

use leptos::prelude::*;

use crate::engine::{
    explain, group_thousands, grundy_sum, outcome, winning_moves, Move, Outcome, Reason, Tableau,
};
use crate::game::Game;

use super::region::region;
use super::say::took;
use super::table::Table;
use super::tableau::figure_html;
use super::text::{fill, Text};

/// "a" -> "a", "Hai preso" -> "hai preso": a sentence used inside another.
fn decapitalise(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_lowercase();
    }
    out
}

/// The live tableau and, while a stick is hovered or focused, the tableau of the
/// position that move would leave.
#[component]
pub fn LiveTableau() -> impl IntoView {
    let table = Table::get();
    view! {
        <section class="teach-block" class:hidden=move || !table.display.get().tableau aria-label=table.text().tableau_label>
            {region("live", live_html)}
            <div class="preview" aria-live="polite">{region("preview-body", preview_html)}</div>
        </section>
    }
}

fn live_html(table: &Table) -> String {
    let t = table.text();
    table.game.with(|g| {
        let caption = fill(t.now, &[&g.position().listing()]);
        figure_html(
            t,
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
    let t = table.text();
    table.game.with(|g| {
        let rules = &g.setup().rules;
        let Ok(after) = rules.play(g.position(), mv) else {
            return String::new();
        };
        let caption = fill(
            t.if_you_take,
            &[&t.sticks(mv.take), &(mv.pile + 1), &after.listing()],
        );
        figure_html(t, &Tableau::new(&after, rules), "tableau-preview", &caption)
    })
}

/// "Hint": every winning move, and for a chosen one Bouton's reasoning.
#[component]
pub fn Hints() -> impl IntoView {
    let table = Table::get();
    view! {
        <section class="teach-block hints" class:hidden=move || !table.display.get().hints aria-label=table.text().hints>
            {region("hints-body", hints_html)}
        </section>
    }
}

fn hints_html(table: &Table) -> String {
    let t = table.text();
    let open = table.hint_open.get();
    let hinted = table.hinted.get();
    table.game.with(|g| {
        let my_turn = g.turn().is_some_and(|p| !p.is_computer());
        let mut h = format!(
            "<button type=\"button\" data-testid=\"hint\" data-action=\"hint\" aria-expanded=\"{}\"{}>{}</button>",
            open && my_turn,
            if my_turn { "" } else { " disabled" },
            t.hint
        );
        if !(open && my_turn) {
            return h;
        }
        let rules = g.setup().rules;
        let moves = winning_moves(g.position(), &rules);
        h.push_str("<div class=\"hint-panel\" data-testid=\"hint-panel\">");
        if moves.is_empty() {
            let _ = write!(
                h,
                "<p class=\"no-win\" data-testid=\"no-winning-move\">{}</p>",
                t.no_win
            );
        } else {
            let count = moves.len();
            let _ = write!(
                h,
                "<p>{}</p><ul class=\"winning-moves\">{}</ul><ol class=\"reasoning\" data-testid=\"reasoning\">",
                if count == 1 {
                    t.winning_one.into()
                } else {
                    fill(t.winning_many, &[&count])
                },
                winning_moves_html(t, &moves, hinted)
            );
            if let Some(mv) = hinted {
                if let Some(reason) = explain(g.position(), &rules, mv) {
                    let size = g.position().piles()[mv.pile];
                    for step in reason_steps(t, &reason, size, rules.max_take()) {
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
pub fn winning_moves_html(t: &Text, moves: &[Move], chosen: Option<Move>) -> String {
    let mut h = String::new();
    for mv in moves {
        let pile = mv.pile + 1;
        let _ = write!(
            h,
            "<li><button type=\"button\" id=\"win-{pile}-{}\" data-action=\"hint-move\" data-winning-move=\"\" data-pile=\"{pile}\" data-take=\"{}\" aria-pressed=\"{}\">{}</button></li>",
            mv.take,
            mv.take,
            chosen == Some(*mv),
            fill(t.take_from, &[&t.sticks(mv.take), &pile])
        );
    }
    h
}

/// Lines of numbers and fixed words as list items.
pub fn lines_html(lines: &[String]) -> String {
    lines
        .iter()
        .map(|line| format!("<li>{line}</li>"))
        .collect()
}

/// The reasoning in words; `size` is the chosen pile's size and `limit` the take
/// limit, under which piles are read as their values mod (K+1).
pub fn reason_steps(t: &Text, reason: &Reason, size: u32, limit: Option<u32>) -> Vec<String> {
    let n = |n: u32| group_thousands(u64::from(n));
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
            let pile = (pile + 1).to_string();
            let (from_bits, to_bits) = (format!("{from:b}"), format!("{to:b}"));
            let (from, to) = (from.to_string(), to.to_string());
            vec![
                fill(t.reason_sum, &[&n(*nim_sum), &format!("{nim_sum:b}")]),
                fill(
                    t.reason_column,
                    &[&column, &group_thousands(1u64 << column)],
                ),
                fill(t.reason_piles, &[&piles, &pile]),
                match limit {
                    None => fill(t.reason_target, &[&pile, &from, &from_bits, &to, &to_bits]),
                    Some(k) => fill(
                        t.reason_target_limited,
                        &[
                            &pile,
                            &t.sticks(size),
                            &k,
                            &n(size),
                            &(k + 1),
                            &from,
                            &from_bits,
                            &to,
                            &to_bits,
                        ],
                    ),
                },
                fill(t.reason_take, &[&t.sticks(*take)]),
            ]
        }
        Reason::MisereEndgame { ones_left } => {
            vec![t.reason_endgame.into(), fill(t.reason_ones, &[&ones_left])]
        }
    }
}

/// The move list, undo and redo, and after the game a step-by-step review.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Position, Rules};
    use crate::view::text::{EN, IT};

    #[test]
    fn reasoning_reads_like_the_seed() {
        let position: Position = "3,4,8".parse().unwrap();
        let mv = Move { pile: 2, take: 1 };
        let steps = reason_steps(
            &EN,
            &explain(&position, &Rules::NORMAL, mv).unwrap(),
            8,
            None,
        );
        assert_eq!(steps.len(), 5);
        assert!(steps[1].contains("2^3 = 8"), "{}", steps[1]);
        assert!(steps[2].starts_with("Piles with a 1 in column D: 3."));
        assert!(steps[3].contains("y = x ⊕ S = 7 (111)"));
        let rules = Rules::limited(3).unwrap();
        let one: Position = "21".parse().unwrap();
        let mv = Move { pile: 0, take: 1 };
        let steps = reason_steps(&EN, &explain(&one, &rules, mv).unwrap(), 21, Some(3));
        assert!(steps[3].contains("21 mod 4 = 1"), "{}", steps[3]);
        let steps = reason_steps(&IT, &explain(&one, &rules, mv).unwrap(), 21, Some(3));
        assert!(
            steps[3].starts_with("La pila 1 ha 21 bastoncini"),
            "{}",
            steps[3]
        );
        assert!(steps[3].contains("21 mod 4 = 1"), "{}", steps[3]);
    }
}

#[component]
pub fn History() -> impl IntoView {
    let table = Table::get();
    view! {
        <section class="teach-block history" class:show-mistakes=move || table.display.get().mistakes aria-label=table.text().moves>
            {region("history-body", history_block_html)}
            {region("review-body", review_html)}
        </section>
    }
}

fn history_block_html(table: &Table) -> String {
    let t = table.text();
    table.game.with(|g| {
        format!(
            "<div class=\"history-head\"><h2>{}</h2><button type=\"button\" data-testid=\"undo\" data-action=\"undo\"{}>{}</button><button type=\"button\" data-testid=\"redo\" data-action=\"redo\"{}>{}</button></div><ol class=\"moves\" data-testid=\"history\">{}</ol>",
            t.moves,
            if g.can_undo() { "" } else { " disabled" },
            t.undo,
            if g.can_redo() { "" } else { " disabled" },
            t.redo,
            history_html(t, g)
        )
    })
}

/// The move list as markup: who took what, the nim-sum and verdict after, and a
/// mark on each mistake.
pub fn history_html(t: &Text, game: &Game) -> String {
    let rules = &game.setup().rules;
    let mut h = String::new();
    for (i, played) in game.history().iter().enumerate() {
        let verdict = match outcome(&played.after, rules) {
            Outcome::Safe => t.safe,
            Outcome::Unsafe => t.unsafe_,
        };
        let line = fill(
            t.history_line,
            &[
                &took(t, played),
                &group_thousands(u64::from(grundy_sum(&played.after, rules))),
                &verdict,
            ],
        );
        let _ = write!(h, "<li data-move=\"{}\"", i + 1);
        if played.mistake {
            let _ = write!(
                h,
                " data-mistake=\"true\">{line} <span class=\"mistake\" title=\"{}\">{}</span></li>",
                t.mistake_title, t.mistake_mark
            );
        } else {
            let _ = write!(h, ">{line}</li>");
        }
    }
    h
}

/// After the game, a step-by-step review of every position. The step is kept
/// between games; a shorter game clamps it.
fn review_html(table: &Table) -> String {
    let t = table.text();
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
            None => fill(t.review_start, &[&listing]),
            Some(played) => fill(
                t.review_after,
                &[
                    &at,
                    &decapitalise(&took(t, played)),
                    if played.mistake && mistakes {
                        &t.a_mistake
                    } else {
                        &""
                    },
                    &listing,
                ],
            ),
        };
        let moves: Vec<Move> = winning_moves(position, &g.setup().rules);
        let best = if position.is_empty() {
            String::new()
        } else if moves.is_empty() {
            t.review_none.into()
        } else {
            let list = moves
                .iter()
                .map(|m| fill(t.from_pile, &[&t.sticks(m.take), &(m.pile + 1)]))
                .collect::<Vec<_>>()
                .join("; ");
            fill(t.review_best, &[&list])
        };
        format!(
            "<div class=\"review\" data-testid=\"review\"><h3>{}</h3><div class=\"review-nav\"><button type=\"button\" data-testid=\"review-prev\" data-action=\"review-prev\"{}>{}</button><span data-testid=\"review-step\">{at} / {last}</span><button type=\"button\" data-testid=\"review-next\" data-action=\"review-next\"{}>{}</button></div>{}<p>{best}</p></div>",
            t.review,
            if at == 0 { " disabled" } else { "" },
            t.back,
            if at >= last { " disabled" } else { "" },
            t.next,
            figure_html(t, &Tableau::new(position, &g.setup().rules), "tableau-review", &caption)
        )
    })
}

/// The teacher's switches: show the tableau, the hints, the mistake marks.
#[component]
pub fn TeacherControls() -> impl IntoView {
    region("teacher-body", teacher_html)
}

fn teacher_html(table: &Table) -> String {
    let t = table.text();
    let d = table.display.get();
    let mut h = format!("<fieldset class=\"teacher\"><legend>{}</legend>", t.show);
    for (key, on, name) in [
        ("tableau", d.tableau, t.show_tableau),
        ("hints", d.hints, t.show_hints),
        ("mistakes", d.mistakes, t.show_mistakes),
    ] {
        let _ = write!(
            h,
            "<label class=\"choice\"><input type=\"checkbox\" data-testid=\"show-{key}\" data-action=\"show-{key}\"{}>{name}</label>",
            if on { " checked" } else { "" }
        );
    }
    h.push_str("</fieldset>");
    h
}
