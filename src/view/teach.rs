//! The teaching views beside the board: the live tableau and its preview, hints
//! that explain, the move list with undo and review, and the teacher's switches.

use leptos::html::Button;
use leptos::prelude::*;

use crate::engine::{
    explain, group_thousands, grundy_sum, outcome, winning_multi_moves, MoveCount, MultiMove,
    Outcome, Reason, Rules, Tableau, MAX_PILES,
};
use crate::game::Played;

use super::say::{move_words, took};
use super::table::Table;
use super::tableau::TableauFigure;
use super::text::{fill, Text};
use crate::game::Display;

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
    let t = table.text();
    let live = Memo::new(move |_| {
        table
            .game
            .with(|g| Tableau::new(g.position(), &g.setup().rules))
    });
    let caption = Memo::new(move |_| table.game.with(|g| fill(t.now, &[&g.position().listing()])));
    let preview = Memo::new(move |_| {
        let mv = table.preview.get()?;
        table.game.with(|g| {
            let rules = &g.setup().rules;
            let after = rules.play(g.position(), mv).ok()?;
            let caption = fill(
                t.if_you_take,
                &[&t.sticks(mv.take), &(mv.pile + 1), &after.listing()],
            );
            Some((Tableau::new(&after, rules), caption))
        })
    });
    view! {
        <section class="teach-block" class:hidden=move || !table.display.get().tableau aria-label=t.tableau_label>
            <TableauFigure tableau=live testid="tableau" caption=caption/>
            <div class="preview" aria-live="polite">
                {move || preview.get().map(|(tableau, caption)| view! {
                    <TableauFigure tableau=Signal::stored(tableau) testid="tableau-preview" caption=caption/>
                })}
            </div>
        </section>
    }
}

/// "Hint": every winning move, and for a chosen one Bouton's reasoning.
#[component]
pub fn Hints() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let my_turn = Memo::new(move |_| table.my_turn());
    let open = move || table.hint_open.get() && my_turn.get();
    view! {
        <section class="teach-block hints" class:hidden=move || !table.display.get().hints aria-label=t.hints>
            <button
                type="button"
                data-testid="hint"
                aria-expanded=move || open().to_string()
                disabled=move || !my_turn.get()
                on:click=move |_| table.toggle_hint()
            >
                {t.hint}
            </button>
            <Show when=open>
                <HintPanel/>
            </Show>
        </section>
    }
}

/// How many winning moves the hint panel lists: every one in ordinary Nim (at
/// most one per pile), a few in Moore's Nim, where they can be many.
fn shown_moves(rules: &Rules) -> usize {
    if rules.is_moore() {
        6
    } else {
        MAX_PILES
    }
}

#[component]
fn HintPanel() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let found = Memo::new(move |_| {
        table.game.with(|g| {
            let rules = g.setup().rules;
            winning_multi_moves(g.position(), &rules, shown_moves(&rules))
        })
    });
    let steps = move || {
        let mv = table.hinted.get()?.single()?;
        table.game.with(|g| {
            let rules = g.setup().rules;
            let reason = explain(g.position(), &rules, mv)?;
            let size = g.position().piles()[mv.pile];
            Some(reason_steps(t, &reason, size, rules.max_take()))
        })
    };
    let count = move || found.with(|f| f.count);
    let heading = move || {
        let shown = found.with(|f| f.first.len() as u64);
        let all = match count() {
            MoveCount::Exactly(1) => t.winning_one.to_string(),
            MoveCount::Exactly(n) => fill(t.winning_many, &[&group_thousands(n)]),
            MoveCount::AtLeast(n) => fill(t.winning_at_least, &[&group_thousands(n)]),
        };
        if count().at_least() > shown {
            format!("{all} {}", fill(t.winning_shown, &[&shown]))
        } else {
            all
        }
    };
    view! {
        <div class="hint-panel" data-testid="hint-panel">
            <Show
                when=move || { count().at_least() > 0 }
                fallback=move || view! { <p class="no-win" data-testid="no-winning-move">{t.no_win}</p> }
            >
                <p data-testid="winning-count">{heading}</p>
                <ul class="winning-moves">
                    // Drawn again only when the position changes: pressing one keeps its focus.
                    {move || found.get().first.into_iter().map(|mv| view! { <li><WinningMove mv/></li> }).collect_view()}
                </ul>
                <ol class="reasoning" data-testid="reasoning">
                    {move || steps().unwrap_or_default().into_iter().map(|step| view! { <li>{step}</li> }).collect_view()}
                </ol>
            </Show>
        </div>
    }
}

/// A winning move as a button: pressing it lights it up on the board and, for a
/// move from one pile, explains it.
#[component]
fn WinningMove(mv: MultiMove) -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let single = mv.single();
    let words = move_words(t, &mv);
    let pressed = mv.clone();
    view! {
        <button
            type="button"
            data-winning-move=mv.to_string()
            data-pile=single.map(|m| m.pile + 1)
            data-take=single.map(|m| m.take)
            aria-pressed=move || table.hinted.with(|h| h.as_ref() == Some(&pressed)).to_string()
            on:click=move |_| table.hinted.set(Some(mv.clone()))
        >
            {words}
        </button>
    }
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
#[component]
pub fn History() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let can_undo = move || table.game.with(|g| g.can_undo());
    let can_redo = move || table.game.with(|g| g.can_redo());
    let played = move || {
        table
            .game
            .with(|g| g.history().iter().cloned().enumerate().collect::<Vec<_>>())
    };
    let (undo, redo) = (NodeRef::<Button>::new(), NodeRef::<Button>::new());
    view! {
        <section class="teach-block history" class:show-mistakes=move || table.display.get().mistakes aria-label=t.moves>
            <div class="history-head">
                <h2>{t.moves}</h2>
                <button type="button" data-testid="undo" node_ref=undo disabled=move || !can_undo()
                    on:click=move |_| {
                        table.undo();
                        hand_focus(can_undo(), undo, redo);
                    }>{t.undo}</button>
                <button type="button" data-testid="redo" node_ref=redo disabled=move || !can_redo()
                    on:click=move |_| {
                        table.redo();
                        hand_focus(can_redo(), redo, undo);
                    }>{t.redo}</button>
            </div>
            <ol class="moves" data-testid="history">
                <For each=played key=|(i, p)| (*i, p.player, p.mv, p.after.clone()) let:((i, played))>
                    <MoveLine i played/>
                </For>
            </ol>
            <Review/>
        </section>
    }
}

/// A button that has just been pressed and can no longer be (undo at the start,
/// back at the first position) hands keyboard focus to its partner, so the focus
/// is never lost to the page.
fn hand_focus(still_enabled: bool, pressed: NodeRef<Button>, partner: NodeRef<Button>) {
    let had_focus = pressed
        .get_untracked()
        .is_some_and(|b| document().active_element().as_ref() == Some(&**b));
    if had_focus && !still_enabled {
        // After the redraw has enabled the partner.
        request_animation_frame(move || {
            if let Some(partner) = partner.get_untracked() {
                let _ = partner.focus();
            }
        });
    }
}

/// One line of the move list: who took what, the nim-sum and verdict after, and
/// a mark on a mistake.
#[component]
fn MoveLine(i: usize, played: Played) -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let line = table.game.with_untracked(|g| {
        let rules = &g.setup().rules;
        let verdict = match outcome(&played.after, rules) {
            Outcome::Safe => t.safe,
            Outcome::Unsafe => t.unsafe_,
        };
        fill(
            t.history_line,
            &[
                &took(t, &played),
                &group_thousands(u64::from(grundy_sum(&played.after, rules))),
                &verdict,
            ],
        )
    });
    let mistake = played.mistake;
    view! {
        <li data-move=i + 1 data-mistake=mistake.then_some("true")>
            {line}
            {mistake.then(|| view! { " " <span class="mistake" title=t.mistake_title>{t.mistake_mark}</span> })}
        </li>
    }
}

/// After the game, a step-by-step review of every position. The step is kept
/// between games; a shorter game clamps it.
#[component]
fn Review() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let over = move || table.game.with(|g| g.winner().is_some());
    let last = Memo::new(move |_| table.game.with(|g| g.history().len()));
    let at = Memo::new(move |_| table.review.get().min(last.get()));
    let tableau = Memo::new(move |_| {
        table
            .game
            .with(|g| Tableau::new(g.position_before(at.get()), &g.setup().rules))
    });
    let caption = Memo::new(move |_| {
        let mistakes = table.display.get().mistakes;
        table.game.with(|g| {
            let at = at.get();
            let listing = g.position_before(at).listing();
            match at.checked_sub(1).and_then(|m| g.history().get(m)) {
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
            }
        })
    });
    let best = move || {
        table.game.with(|g| {
            let position = g.position_before(at.get());
            let rules = g.setup().rules;
            let moves = winning_multi_moves(position, &rules, shown_moves(&rules)).first;
            if position.is_empty() {
                String::new()
            } else if moves.is_empty() {
                t.review_none.into()
            } else {
                let list = moves
                    .iter()
                    .map(|m| move_words(t, m))
                    .collect::<Vec<_>>()
                    .join("; ");
                fill(t.review_best, &[&list])
            }
        })
    };
    let (back, next) = (NodeRef::<Button>::new(), NodeRef::<Button>::new());
    view! {
        // Always there, hidden until the game is over: built once, so nothing of it
        // is left behind by the games before (a review built anew for each game
        // kept the old one's tableau alive, `make bench`'s steadiness showed).
        <div class="review" data-testid="review" class:hidden=move || !over()>
                <h3>{t.review}</h3>
                <div class="review-nav">
                    <button type="button" data-testid="review-prev" node_ref=back disabled=move || at.get() == 0
                        on:click=move |_| {
                            table.review_step(false);
                            hand_focus(at.get_untracked() > 0, back, next);
                        }>{t.back}</button>
                    <span data-testid="review-step">{move || at.get()} " / " {move || last.get()}</span>
                    <button type="button" data-testid="review-next" node_ref=next disabled=move || { at.get() >= last.get() }
                        on:click=move |_| {
                            table.review_step(true);
                            hand_focus(at.get_untracked() < last.get_untracked(), next, back);
                        }>{t.next}</button>
                </div>
                <TableauFigure tableau=tableau testid="tableau-review" caption=caption/>
                <p>{best}</p>
        </div>
    }
}

/// The teacher's switches: show the tableau, the hints, the mistake marks.
#[component]
pub fn TeacherControls() -> impl IntoView {
    let t = Table::get().text();
    view! {
        <fieldset class="teacher">
            <legend>{t.show}</legend>
            <DisplaySwitch testid="show-tableau" label=t.show_tableau choice=|d| &mut d.tableau/>
            <DisplaySwitch testid="show-hints" label=t.show_hints choice=|d| &mut d.hints/>
            <DisplaySwitch testid="show-mistakes" label=t.show_mistakes choice=|d| &mut d.mistakes/>
        </fieldset>
    }
}

/// A checkbox for one of the display choices (`choice` picks it out).
#[component]
fn DisplaySwitch(
    testid: &'static str,
    label: &'static str,
    choice: fn(&mut Display) -> &mut bool,
) -> impl IntoView {
    let table = Table::get();
    view! {
        <label class="choice">
            <input type="checkbox" data-testid=testid prop:checked=move || *choice(&mut table.display.get())
                on:change=move |ev| table.set_display(&|d| *choice(d) = event_target_checked(&ev))/>
            {label}
        </label>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;
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
