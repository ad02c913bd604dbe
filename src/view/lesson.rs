//! The lesson beside the game: Bouton's argument told one step at a time, for the
//! graded hint and for the computer thinking aloud, and the review's turning point.
//! The steps are the engine's ([`crate::engine::hint_steps`]); this puts them into
//! words.

use leptos::prelude::*;

use crate::engine::{HintStep, TurningPoint};
use crate::game::{Game, Pace};

use super::follow::effect;
use super::marks::Marks;
use super::prefs::Prefs;
use super::say::{decapitalise, list_words, move_words, player_words, took, winning_heading};
use super::table::{focus, Table};
use super::text::{fill, Text, Words};

/// "odd", or in Moore's Nim "1 more than a multiple of k+1": the count of piles of
/// 1 that makes a misère endgame safe.
fn safe_count(t: &Text, modulus: u32) -> String {
    if modulus == 2 {
        t.count_odd.into()
    } else {
        fill(t.count_mod, &[&modulus])
    }
}

/// "1, 2 and 3": piles numbered from 1.
fn pile_list(t: &Text, piles: &[usize]) -> String {
    let names: Vec<String> = piles.iter().map(|p| (p + 1).to_string()).collect();
    list_words(t, &names)
}

/// The column of 2^k by its place value: "4", "1,024".
fn column_name(t: &Text, column: u32) -> String {
    t.num(1u64 << column.min(63))
}

/// One step of the argument in words; `tableau` is whether the tableau is on
/// show, to look at, or hidden, so that the first step says how its sums are made.
pub fn step_words(t: &Text, step: &HintStep, tableau: bool) -> String {
    let n = |n: u32| t.num(n);
    match step {
        HintStep::ColumnSums {
            sums,
            modulus,
            safe,
            limit,
            ..
        } => {
            let balanced = if *modulus == 2 {
                t.count_even.into()
            } else {
                fill(t.count_multiple, &[modulus])
            };
            // Quoted, highest column first as the tableau shows them: on a phone
            // the tableau is a scroll away from the hint.
            let shown: Vec<String> = sums.iter().rev().map(|&s| n(s)).collect();
            // Under a take limit the sums are of the values the tableau's
            // Value column shows; hidden, the hint says how each is worked out.
            let words = match (tableau, *safe, limit) {
                (true, true, _) => t.hint_look_safe,
                (true, false, _) => t.hint_look,
                (false, true, None) => t.hint_count_safe,
                (false, false, None) => t.hint_count,
                (false, true, Some(_)) => t.hint_count_limit_safe,
                (false, false, Some(_)) => t.hint_count_limit,
            };
            let k = limit.unwrap_or_default();
            fill(
                words,
                &[&balanced, &shown.join(", "), &t.sticks(k), &n(k + 1)],
            )
        }
        HintStep::CountOnes {
            ones,
            modulus,
            safe,
            ..
        } => {
            let verdict = if *safe { t.safe } else { t.unsafe_ };
            fill(t.hint_ones, &[ones, &safe_count(t, *modulus), &verdict])
        }
        HintStep::AnyMoveUnbalances {
            example,
            column,
            modulus,
        } => {
            // The "who wins" page's reason (or Moore's), then an example here.
            let why = if *modulus == 2 {
                t.who_step_safe.to_string()
            } else {
                fill(t.hint_why_safe_moore, &[&(modulus - 1), modulus])
            };
            let example = fill(
                t.hint_why_safe,
                &[&(example.pile + 1), &column_name(t, *column)],
            );
            why + " " + &example
        }
        HintStep::AnyMoveChangesOnes {
            ones,
            modulus,
            values_can_rise,
        } => fill(
            if *values_can_rise {
                t.hint_why_ones_limit
            } else {
                t.hint_why_ones
            },
            &[ones, &safe_count(t, *modulus)],
        ),
        HintStep::Column { column, sum } => fill(t.hint_column, &[&column_name(t, *column), sum]),
        HintStep::Unbalanced { columns, modulus } => {
            let names: Vec<String> = columns.iter().map(|&c| column_name(t, c)).collect();
            let words = if names.len() == 1 {
                t.hint_unbalanced_one
            } else {
                t.hint_unbalanced
            };
            fill(words, &[&names.join(", "), modulus])
        }
        HintStep::Piles {
            piles,
            raising_wins,
            ..
        } => {
            let named = match piles.as_slice() {
                [one] => fill(t.hint_one_pile, &[&(one + 1)]),
                many => fill(t.hint_piles, &[&pile_list(t, many)]),
            };
            if *raising_wins {
                named + " " + t.hint_raising_wins
            } else {
                named
            }
        }
        HintStep::Chosen { pile, .. } => fill(t.hint_chosen, &[&(pile + 1)]),
        HintStep::Target {
            pile,
            size,
            value,
            nim_sum,
            target,
            take,
        } => {
            // Where ⊕ first appears in the argument, what it means.
            let sum = if size == value {
                fill(
                    t.hint_target,
                    &[
                        &(pile + 1),
                        &n(*value),
                        &n(*nim_sum),
                        &n(*target),
                        &n(*take),
                    ],
                )
            } else {
                fill(
                    t.hint_target_value,
                    &[
                        &(pile + 1),
                        &t.sticks(*size),
                        value,
                        nim_sum,
                        target,
                        &n(*take),
                    ],
                )
            };
            sum + " " + t.nim_add_note
        }
        HintStep::RuleSwitches { modulus, .. } => fill(t.hint_switch, &[&safe_count(t, *modulus)]),
        HintStep::LeaveOnes { mv, ones_left, .. } => {
            fill(t.hint_leave_ones, &[&move_words(t, mv), ones_left])
        }
        HintStep::Balance { mv, modulus, .. } => {
            fill(t.hint_balance, &[&move_words(t, mv), modulus])
        }
        HintStep::AllMoves { first, count } => winning_heading(t, *count, first.len()),
        HintStep::JustTakes { mv, could_win } => fill(
            if *could_win {
                t.hint_careless
            } else {
                t.hint_wait
            },
            &[&move_words(t, mv)],
        ),
    }
}

/// The first `shown` steps as list items, each drawn again only with its list
/// (its words follow the language, and whether the `tableau` is on show, by
/// themselves).
pub fn step_items(
    t: Words,
    steps: &[HintStep],
    shown: usize,
    tableau: Signal<bool>,
) -> impl IntoView {
    steps
        .iter()
        .take(shown)
        .cloned()
        .enumerate()
        // Numbered by their place, so a list that shows only its last steps
        // (a projector's) still counts them right.
        .map(|(i, step)| view! { <li value=i + 1>{move || step_words(t.text(), &step, tableau.get())}</li> })
        .collect_view()
}

/// The computer's reasoning while it thinks aloud, one step at a time; read out
/// by screen readers as it grows. Drawn beside the tableau, and `by_board` over
/// the board as well, for a screen too narrow to have the tableau beside it:
/// the style sheet shows one of the two.
#[component]
pub fn Aloud(#[prop(optional)] by_board: bool) -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    // Whose reasons, on which position: they stay on show into the person's
    // turn, under the position the computer's move left (the style sheet
    // writes it over the steps).
    let title = move || {
        let t = t.text();
        table
            .aloud_from()
            .map(|from| fill(t.aloud_title, &[&t.listing(&from)]))
    };
    // Step by step, the next step (or the move, after the last) waits for a
    // press: of PgDn, or of this button where there is no key to press.
    let waits = move || {
        table.thinking.get()
            && marks.aloud.with(Option::is_some)
            && prefs.display.with(|d| d.pace == Pace::Step)
    };
    let (list, next) = (
        NodeRef::<leptos::html::Ol>::new(),
        NodeRef::<leptos::html::P>::new(),
    );
    if !by_board {
        // On a projector the side column scrolls where the tableau is tall, and
        // the steps under it were out of the room's sight: each new step, and
        // the button that waits on it, is brought up to the column's foot if
        // it is below it. Only a step does that, not another display choice.
        let step = Memo::new(move |_| (marks.aloud_at.get(), waits()));
        effect(Box::new(move |_| {
            let (at, waiting) = step.get();
            if at == 0 || !prefs.display.with_untracked(|d| d.projector) {
                return;
            }
            let foot = if waiting {
                next.get_untracked().map(|p| p.into())
            } else {
                list.get_untracked().map(|ol| ol.into())
            };
            // After the frame's layout, which the new step changes.
            if let Some::<web_sys::Element>(foot) = foot {
                request_animation_frame(move || {
                    let column = foot.closest(".side").ok().flatten();
                    let below = column.is_some_and(|column| {
                        foot.get_bounding_client_rect().bottom()
                            > column.get_bounding_client_rect().bottom()
                    });
                    if below {
                        foot.scroll_into_view_with_bool(false);
                    }
                });
            }
        }));
    }
    view! {
        <ol node_ref=list class="steps aloud" class:by-board=by_board
            data-testid=if by_board { "aloud-by-board" } else { "aloud-steps" }
            aria-live="polite" data-title=title aria-label=title
            class:hidden=move || marks.aloud.with(Option::is_none) || !prefs.shows_analysis()>
            // Drawn only with the tableau on show (thinking aloud needs it): worded for it.
            {move || step_items(t, &table.aloud_steps(), marks.aloud_at.get(), Signal::stored(true))}
        </ol>
        <p node_ref=next class="aloud-next" class:by-board=by_board class:hidden=move || !waits()>
            <button type="button" data-testid=if by_board { "aloud-next-by-board" } else { "aloud-next" }
                on:click=move |_| {
                    table.aloud_next();
                    // After the last step the move is made and the button goes:
                    // the focus goes to the board, not to the page.
                    if !table.aloud_pending() {
                        focus("[data-testid=board]");
                    }
                }>
                {t.aloud_next()}
            </button>
        </p>
    }
}

/// After the game: the move that decided it, and a button to play on from the
/// position before it with the same sides.
#[component]
pub fn TurningPointNote() -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    // The fact once per game, from the engine; its words where they are drawn.
    let point = Memo::new(move |_| {
        let game = table.later();
        game.winner()?;
        let start = game.position_before(0);
        crate::engine::turning_point(start, &game.setup().rules, &game.moves(usize::MAX))
    });
    let words = move || {
        point.with(|point| {
            let point = point.as_ref()?;
            table
                .game
                .with_untracked(|game| turning_words(t.text(), game, point))
        })
    };
    view! {
        {move || point.get().map(|point| view! {
            <div class="turning" data-testid="turning-point">
                <p>{words}</p>
                {match point {
                    TurningPoint::At { index, .. } => Some(view! {
                        <button type="button" data-testid="replay-turning"
                            on:click=move |_| {
                                table.replay_from(index);
                                // This note goes with the game's end: the focus
                                // goes to the board, once it is back on show.
                                request_animation_frame(|| focus("[data-testid=board]"));
                            }>{t.replay_turning()}</button>
                    }),
                    TurningPoint::FromStart => None,
                }}
            </div>
        })}
    }
}

/// The turning point of a finished game in words.
fn turning_words(t: &Text, game: &Game, point: &TurningPoint) -> Option<String> {
    match point {
        TurningPoint::At { index, better } => {
            let played = game.history().get(*index)?;
            Some(fill(
                t.review_lost,
                &[
                    &(index + 1),
                    &decapitalise(&took(t, played)),
                    &move_words(t, better),
                ],
            ))
        }
        TurningPoint::FromStart => {
            let winner = player_words(game.winner()?, t.wins_you, t.wins_computer, t.wins_player);
            Some(fill(t.review_from, &[&winner]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    /// Under a take limit the piles named are not the only way to win when
    /// a move raising another pile's value wins too: the step says so.
    #[test]
    fn the_piles_step_says_when_raising_a_value_wins_too() {
        let step = |raising_wins| HintStep::Piles {
            column: 1,
            piles: vec![1],
            raising_wins,
        };
        assert_eq!(
            step_words(&EN, &step(false), true),
            "Only pile 2 has a 1 in that column: take from it."
        );
        assert_eq!(
            step_words(&EN, &step(true), true),
            "Only pile 2 has a 1 in that column: take from it. Under a take limit, taking \
             from another pile can raise its value instead, and here such a move wins too."
        );
        assert!(step_words(&IT, &step(true), true).ends_with("e qui una mossa così vince."));
    }

    /// The sums are quoted as the tableau shows them, the highest column first.
    #[test]
    fn the_first_step_quotes_the_column_sums_highest_first() {
        let look = HintStep::ColumnSums {
            sums: vec![1, 2, 0, 3],
            modulus: 2,
            unbalanced: vec![3, 0],
            nim_sum: 9,
            safe: false,
            limit: None,
        };
        assert!(step_words(&EN, &look, true).contains("Look at the column sums, 3, 0, 2, 1:"));
        assert!(step_words(&IT, &look, true).contains("colonne, 3, 0, 2, 1:"));
        // With the tableau hidden there is nothing to look at: the hint says
        // how the sums are made.
        let hidden = step_words(&EN, &look, false);
        assert!(
            hidden.contains("in binary") && hidden.contains("are 3, 0, 2, 1."),
            "{hidden}"
        );
        assert!(!hidden.contains("Look"), "{hidden}");
        assert!(step_words(&IT, &look, false).contains("sono 3, 0, 2, 1."));
        // Under a take limit the sums are of the values: 21 with at most 3
        // counts as 1, whose binary is not 21's.
        let rules = crate::engine::Rules::limited(3).unwrap();
        let limited = crate::engine::hint_steps(&"21".parse().unwrap(), &rules);
        let first = step_words(&EN, &limited[0], false);
        assert!(
            first.contains("remainder when its size is divided by 4"),
            "{first}"
        );
        assert!(first.contains("column sums are 1. "), "{first}");
        let first = step_words(&IT, &limited[0], false);
        assert!(
            first.contains("resto della divisione del suo numero di bastoncini per 4"),
            "{first}"
        );
    }

    #[test]
    fn steps_say_what_nim_addition_is_and_why_that_pile() {
        let target = HintStep::Target {
            pile: 0,
            size: 3,
            value: 3,
            nim_sum: 2,
            target: 1,
            take: 2,
        };
        assert_eq!(
            step_words(&EN, &target, true),
            "Pile 1: 3 ⊕ 2 = 1, so leave 1: take 2. (⊕ is nim-addition: add in binary without carrying.)"
        );
        assert!(step_words(&IT, &target, true).contains("addizione nim"));
        let chosen = HintStep::Chosen {
            pile: 1,
            piles: vec![0, 1, 2],
        };
        assert_eq!(
            step_words(&EN, &chosen, true),
            "Each of them gives a winning move: the computer takes from pile 2."
        );
        assert_eq!(
            step_words(&IT, &chosen, true),
            "Ognuna dà una mossa vincente: il computer prende dalla pila 2."
        );
    }

    #[test]
    fn piles_are_listed_as_a_sentence_says_them() {
        assert_eq!(pile_list(&EN, &[]), "");
        assert_eq!(pile_list(&EN, &[1]), "2");
        assert_eq!(pile_list(&EN, &[0, 2]), "1 and 3");
        assert_eq!(pile_list(&EN, &[0, 1, 2]), "1, 2 and 3");
        assert_eq!(pile_list(&IT, &[0, 1, 2]), "1, 2 e 3");
    }
}
