//! The teaching views beside the board: the live tableau and its preview, hints
//! that explain, the move list with undo and review, and the teacher's switches.

use leptos::html::Button;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::engine::{
    deciding_nim_sum, outcome, winning_multi_moves, HintStep, MultiMove, Outcome, Position,
    Tableau, SHOWN_MOVES,
};
use crate::game::{Choices, Game, Opponent, Pace, Played};

use super::follow::effect;
use super::lesson::{step_items, TurningPointNote};
use super::marks::Marks;
use super::picture::{PilesPicture, MOST_DRAWN};
use super::prefs::{Pointer, Prefs};
use super::say::{decapitalise, move_words, took, winning_heading};
use super::table::{focus, Table};
use super::tableau::{tableau_verdict, TableauFigure};
use super::text::{fill, Pick, Text, Words};

/// The live tableau and, while a stick is hovered or focused (in Moore's Nim,
/// while sticks are chosen too), the tableau of the position the move would leave.
#[component]
pub fn LiveTableau() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    let live = Memo::new(move |_| {
        table
            .game
            .with(|g| Tableau::new(g.position(), &g.setup().rules))
    });
    let caption = Memo::new(move |_| {
        table
            .game
            .with(|g| fill(t.text().now, &[&t.text().listing(g.position())]))
    });
    // A move ends the preview (the stick it showed is gone), and the frame
    // after the move's takes it down ([`Table::moving`]): taking a tableau
    // down is work the move's own frame need not wait for.
    let preview = Memo::new(
        move |prev: Option<&Option<(Tableau, MultiMove, Position)>>| {
            if let Some(prev) = prev.filter(|_| table.moving()) {
                return prev.clone();
            }
            let pointed = marks.preview.get();
            table.game.with(|g| {
                let rules = &g.setup().rules;
                // In Moore's Nim the sticks already chosen are part of the move: the
                // preview is of the whole move, with the pointed sticks in their pile.
                let mut parts = if rules.is_moore() {
                    marks.selection.get()
                } else {
                    Vec::new()
                };
                if let Some(mv) = pointed {
                    match parts.iter_mut().find(|part| part.pile == mv.pile) {
                        Some(part) => *part = mv,
                        None => parts.push(mv),
                    }
                }
                let mv = MultiMove::new(parts).ok()?;
                let after = rules.play_multi(g.position(), &mv).ok()?;
                Some((Tableau::new(&after, rules), mv, after))
            })
        },
    );
    // "If you take 2 sticks from pile 3: 3, 4, 3".
    let said = |t: &Text, mv: &MultiMove, after: &Position| {
        fill(t.if_you_take, &[&move_words(t, mv), &t.listing(after)])
    };
    view! {
        <section class="teach-block live" class:hidden=move || !prefs.display.get().tableau aria-label=t.tableau_label()>
            <TableauFigure tableau=live testid="tableau" caption=caption marked=true/>
            <div class="preview">
                {move || preview.get().map(|(tableau, mv, after)| view! {
                    <TableauFigure tableau=Signal::stored(tableau) testid="tableau-preview"
                        caption=Signal::derive(move || said(t.text(), &mv, &after))/>
                })}
            </div>
            // What a screen reader says of a preview: its caption and verdict,
            // not the whole tableau again for every stick the pointer crosses.
            <p class="sr-only" data-testid="preview-said" aria-live="polite">
                {move || preview.with(|p| p.as_ref().map(|(tableau, mv, after)| {
                    let t = t.text();
                    format!("{}: {}", said(t, mv, after), tableau_verdict(t, tableau.outcome, tableau.is_over()))
                }))}
            </p>
        </section>
    }
}

/// The graded hint on show: Bouton's argument on the position, a step for each
/// press of Hint ([`super::status::PlayBar`]), right above the board it lights.
#[component]
pub fn Hints() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    let open = move || marks.hint_open.get() && table.my_turn() && prefs.display.get().hints;
    view! {
        <section class="teach-block hints" class:hidden=move || !open() aria-label=t.hints()>
            <Show when=open>
                <GradedHint/>
            </Show>
        </section>
    }
}

/// The graded hint: the steps of Bouton's argument shown so far, one more for
/// each press of Hint, ending on every winning move.
#[component]
fn GradedHint() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    // Read by each step's words, which change with it: the list stays.
    let tableau = Signal::from(Memo::new(move |_| prefs.display.with(|d| d.tableau)));
    // Drawn again when a step is added or the position changes: a few lines.
    let steps = move || {
        let (steps, shown) = (table.hint_steps(), marks.hint_step.get());
        // The last step lists the winning moves as buttons.
        let moves = match steps.get(shown.wrapping_sub(1)) {
            Some(HintStep::AllMoves { first, .. }) => first.clone(),
            _ => Vec::new(),
        };
        view! {
            <ol class="steps" data-testid="hint-steps" aria-live="polite">{step_items(t, &steps, shown, tableau)}</ol>
            <ul class="winning-moves">
                {moves.into_iter().map(|mv| view! { <li><WinningMove mv/></li> }).collect_view()}
            </ul>
        }
    };
    // At a projector the hint's box scrolls: each new step (with the winning
    // moves after the last) is brought in at its foot, or from its first line
    // if it is taller than the box.
    effect(Box::new(move |_| {
        marks.hint_step.track();
        in_hint_box(".hints .steps > li:last-child", |newest, top, bottom| {
            let step = newest.get_bounding_client_rect();
            let end = newest
                .closest(".hint-panel")
                .ok()
                .flatten()
                .map_or(step.bottom(), |p| p.get_bounding_client_rect().bottom());
            if end - step.top() <= bottom - top {
                end - bottom
            } else {
                step.top() - top
            }
        });
    }));
    // And the winning move lit (a clicker's PgDn walks the list), with its
    // Play it beside it.
    effect(Box::new(move |_| {
        marks.hinted.track();
        in_hint_box(
            ".hints .winning-moves li:has([aria-pressed=true])",
            |lit, top, bottom| {
                let at = lit.get_bounding_client_rect();
                if at.top() < top {
                    at.top() - top
                } else {
                    (at.bottom() - bottom).max(0.0)
                }
            },
        );
    }));
    view! { <div class="hint-panel" data-testid="hint-panel">{steps}</div> }
}

/// After the next frame, scrolls the hint's box by what `by` says of the
/// element `selector` finds in it, given the top and bottom of what the box
/// shows. Only a box that scrolls (a projector's) has anything to bring in.
fn in_hint_box(selector: &'static str, by: impl Fn(&web_sys::Element, f64, f64) -> f64 + 'static) {
    request_animation_frame(move || {
        let Some(found) = document().query_selector(selector).ok().flatten() else {
            return;
        };
        let Some(panel) = found.closest(".hints").ok().flatten() else {
            return;
        };
        if panel.scroll_height() <= panel.client_height() {
            return;
        }
        let top = panel.get_bounding_client_rect().top() + f64::from(panel.client_top());
        let bottom = top + f64::from(panel.client_height());
        panel.scroll_by_with_x_and_y(0.0, by(&found, top, bottom));
    });
}

/// A winning move as a button: pressing it lights it up on the board, and a
/// "Play it" button beside the lit move plays it.
#[component]
fn WinningMove(mv: MultiMove) -> impl IntoView {
    let table = Table::get();
    let marks = Marks::get();
    let t = Words::get();
    let single = mv.single();
    let words = {
        let mv = mv.clone();
        move || move_words(t.text(), &mv)
    };
    let lit = {
        let mv = mv.clone();
        Memo::new(move |_| marks.hinted.with(|h| h.as_ref() == Some(&mv)))
    };
    let play = mv.clone();
    view! {
        <button
            type="button"
            data-winning-move=mv.to_string()
            data-pile=single.map(|m| m.pile + 1)
            data-take=single.map(|m| m.take)
            aria-pressed=move || lit.get().to_string()
            on:click=move |_| marks.hinted.set(Some(mv.clone()))
        >
            {words}
        </button>
        <Show when=move || lit.get()>
            " "
            <button type="button" class="play-it" data-testid="play-hinted"
                on:click={
                    let play = play.clone();
                    move |_| {
                        // The hint panel goes with the move: the board keeps the focus.
                        if table.play_multi(play.clone()).is_ok() {
                            focus("[data-testid=board]");
                        }
                    }
                }>{t.play_it()}</button>
        </Show>
    }
}

/// The move list, and after the game a step-by-step review.
#[component]
pub fn History() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let t = Words::get();
    // The move list and the review follow a move a frame later (Table::later).
    let played = move || {
        table
            .later()
            .history()
            .iter()
            .cloned()
            .enumerate()
            .collect::<Vec<_>>()
    };
    // A switch of language rewords the lines where they are (see `MoveLine`).
    let list = NodeRef::<leptos::html::Ol>::new();
    effect(Box::new(move |before: Option<()>| {
        let words = t.text();
        if let Some(list) = list.get_untracked().filter(|_| before.is_some()) {
            table.game.with_untracked(|g| reword_moves(&list, words, g));
        }
    }));
    // A list longer than its box shows its newest move, after the frame
    // that draws it: the latest moves are the ones talked about.
    effect(Box::new(move |_| {
        let _ = table.later().history().len();
        // (Unless the list is gone by then, with the page that drew it.)
        request_animation_frame(move || {
            if let Some(list) = list.try_get_untracked().flatten() {
                list.set_scroll_top(list.scroll_height());
            }
        });
    }));
    view! {
        // What each move left (its nim-sum, safe or not) shows with the
        // tableau: a teacher who hides it leaves the class to work that out.
        <section class="teach-block history" class:show-mistakes=move || prefs.display.get().mistakes
            class:show-analysis=move || prefs.display.get().tableau aria-label=t.moves()>
            <h2>{t.moves()}</h2>
            // Until the first move, the style sheet shows `data-empty` in its place.
            <ol class="moves" data-testid="history" node_ref=list data-empty=t.no_moves()>
                <For each=played key=|(i, p)| (*i, p.player, p.mv, p.after.clone()) let:((i, played))>
                    <MoveLine i played/>
                </For>
            </ol>
            <Review/>
        </section>
    }
}

#[wasm_bindgen(inline_js = "export function focus_after_redraw(partner, held) {
    requestAnimationFrame(() => {
        partner.focus();
        if (!held) return;
        const repeat = (e) => {
            if (e.repeat) e.preventDefault();
        };
        partner.addEventListener('keydown', repeat);
        partner.addEventListener('keyup', () => partner.removeEventListener('keydown', repeat), { once: true });
    });
}")]
extern "C" {
    /// Gives `partner` the focus once the redraw has enabled it. If `held`, the
    /// key that pressed its partner is still down: its repeats do not press
    /// this one (they would redo every undo, or step forward through every
    /// step back).
    fn focus_after_redraw(partner: &web_sys::HtmlElement, held: bool);
}

/// A button that has just been pressed and can no longer be (undo at the start,
/// back at the first position) hands keyboard focus to its partner, so the focus
/// is never lost to the page. `press` is the press's click: from a key, or not.
pub fn hand_focus(
    still_enabled: bool,
    pressed: NodeRef<Button>,
    partner: NodeRef<Button>,
    press: &web_sys::MouseEvent,
) {
    let had_focus = pressed
        .get_untracked()
        .is_some_and(|b| document().active_element().as_ref() == Some(&**b));
    if had_focus && !still_enabled {
        if let Some(partner) = partner.get_untracked() {
            // A click from a key counts no presses of a mouse button.
            focus_after_redraw(&partner, press.detail() == 0);
        }
    }
}

/// One line of the move list: who took what, the verdict after (with the
/// nim-sum where it decides it), and a mark on a mistake. Worded once: a line
/// reads no signal, since the reactive parts of list items that come and go
/// (an undo removes one) kept memory after them (docs/speed-history.md); the
/// list rewords its lines after a switch of language ([`History`]).
#[component]
fn MoveLine(i: usize, played: Played) -> impl IntoView {
    let table = Table::get();
    let t = Words::get().untracked();
    let (line, left) = table.game.with_untracked(|g| move_line(t, g, &played));
    let mistake = played.mistake;
    view! {
        <li data-move=i + 1 data-mistake=mistake.then_some("true")>
            <span class="line">{line}</span>
            <span class="analysis">{left}</span>
            {mistake.then(|| view! { " " <span class="mistake" title=t.mistake_title>{t.mistake_mark}</span> })}
        </li>
    }
}

/// The words of a move list's line: the move ("You took 1 stick from pile 3")
/// and what it left (": nim-sum 3, unsafe").
fn move_line(t: &Text, game: &Game, played: &Played) -> (String, String) {
    let rules = &game.setup().rules;
    let verdict = match outcome(&played.after, rules) {
        Outcome::Safe => t.safe,
        Outcome::Unsafe => t.unsafe_,
    };
    // The nim-sum only where it is the reason for the verdict.
    let after = match deciding_nim_sum(&played.after, rules) {
        Some(sum) => fill(t.history_line, &[&t.num(sum), &verdict]),
        None => verdict.into(),
    };
    (took(t, played), format!(": {after}"))
}

/// Rewords the lines of the move list `list` in `t`'s language, from the moves
/// of `game` they show.
fn reword_moves(list: &web_sys::Element, t: &Text, game: &Game) {
    for (i, played) in game.history().iter().enumerate() {
        let Ok(Some(item)) = list.query_selector(&format!("li[data-move=\"{}\"]", i + 1)) else {
            continue;
        };
        let (line, left) = move_line(t, game, played);
        for (part, words) in [(".line", line), (".analysis", left)] {
            if let Ok(Some(element)) = item.query_selector(part) {
                element.set_text_content(Some(&words));
            }
        }
        if let Ok(Some(mark)) = item.query_selector(".mistake") {
            let _ = mark.set_attribute("title", t.mistake_title);
            mark.set_text_content(Some(t.mistake_mark));
        }
    }
}

/// After the game, a step-by-step review of every position, from the start.
#[component]
fn Review() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    let over = move || table.later().winner().is_some();
    let last = Memo::new(move |_| table.later().history().len());
    let at = Memo::new(move |_| marks.review.get().unwrap_or(0).min(last.get()));
    let tableau = Memo::new(move |_| {
        let g = table.later();
        Tableau::new(g.position_before(at.get()), &g.setup().rules)
    });
    let caption = Memo::new(move |_| {
        let mistakes = prefs.display.get().mistakes;
        review_caption(t.text(), &table.later(), at.get(), mistakes)
    });
    // Worked out only once the review is shown, not after every move of a game.
    let best = move || {
        let t = t.text();
        let g = table.later();
        if g.winner().is_none() {
            return String::new();
        }
        let position = g.position_before(at.get());
        let rules = g.setup().rules;
        let found = winning_multi_moves(position, &rules, SHOWN_MOVES);
        let moves = found.first;
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
            // Not all of them: how many there are, as the hint panel says it.
            if found.count.at_least() > moves.len() as u64 {
                winning_heading(t, found.count, moves.len()) + " " + &list + "."
            } else if moves.len() == 1 {
                fill(t.review_best_one, &[&list])
            } else {
                fill(t.review_best, &[&list])
            }
        }
    };
    // Built at the end of the first game, not at start, and kept from then on.
    let built = Memo::new(move |before: Option<&bool>| before.copied().unwrap_or(false) || over());
    // Drawn only after the game, and again only when the position changes.
    let pictured = Memo::new(move |_| {
        let g = table.later();
        g.winner().map(|_| g.position_before(at.get()).clone())
    });
    let (back, next) = (NodeRef::<Button>::new(), NodeRef::<Button>::new());
    view! {
        // Always there, hidden until the game is over: built once, so nothing of it
        // is left behind by the games before (a review built anew for each game
        // kept the old one's tableau alive, `make bench`'s steadiness showed).
        <div class="review" data-testid="review" class:hidden=move || !over()>
                <h3 id="review" tabindex="-1">{t.review()}</h3>
                <div class="review-nav">
                    <button type="button" data-testid="review-prev" node_ref=back disabled=move || at.get() == 0
                        on:click=move |ev| {
                            table.review_step(false);
                            hand_focus(at.get_untracked() > 0, back, next, &ev);
                        }>{t.back()}</button>
                    <span data-testid="review-step">{move || at.get()} " / " {move || last.get()}</span>
                    <button type="button" data-testid="review-next" node_ref=next disabled=move || { at.get() >= last.get() }
                        on:click=move |ev| {
                            table.review_step(true);
                            hand_focus(at.get_untracked() < last.get_untracked(), next, back, &ev);
                        }>{t.next()}</button>
                </div>
                <Show when=move || built.get()>
                    <TurningPointNote/>
                    {move || pictured.get().map(|position| view! { <PilesPicture position/> })}
                    <TableauFigure tableau=tableau testid="tableau-review" caption=caption/>
                    <p>{best}</p>
                    // Each step, said to a screen reader as the keys or the
                    // buttons take the review to it (not at the game's end).
                    <p class="sr-only" data-testid="review-said" aria-live="polite">
                        {move || marks.review.get().map(|_| caption.get())}
                    </p>
                </Show>
        </div>
    }
}

/// What the review shows at step `at` of `game`: the start, or the move that
/// led there (marked if a mistake, when mistakes are shown), and the position.
fn review_caption(t: &Text, game: &Game, at: usize, mistakes: bool) -> String {
    let listing = t.listing(game.position_before(at));
    match at.checked_sub(1).and_then(|m| game.history().get(m)) {
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
}

/// Scrolls the review to the top of the screen unless it starts in the upper
/// half already: below a laptop's board it starts at the screen's foot, and
/// its steps changed out of sight. (A review taller than the screen that
/// starts high on it, as a projector's does, stays where it is.)
pub fn reveal_review() {
    let Some(review) = document()
        .query_selector("[data-testid=review]")
        .ok()
        .flatten()
    else {
        return;
    };
    let Some(height) = window().inner_height().ok().and_then(|h| h.as_f64()) else {
        return;
    };
    let top = review.get_bounding_client_rect().top();
    if top < 0.0 || top > height / 2.0 {
        review.scroll_into_view();
    }
}

/// In projector mode, once the review is stepped or gone to, the position it
/// shows takes the board's place, with what led there: at the end of a game
/// the board is empty, and the room looks at the screen's larger half.
#[component]
pub fn ReviewBoard() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    let shown = Memo::new(move |_| {
        let asked = marks.review.get()?;
        let display = prefs.display.get();
        if !display.projector {
            return None;
        }
        let g = table.later();
        g.winner()?;
        let at = asked.min(g.history().len());
        Some((at, display.mistakes))
    });
    move || {
        shown.get().map(|(at, mistakes)| {
            let position = table.later().position_before(at).clone();
            let rows = position.piles().len().to_string();
            // The longest row, for the style sheet to size the sticks to the room.
            let most = position.piles().iter().max().map_or(1, |&n| n.clamp(1, MOST_DRAWN)).to_string();
            let caption = move || review_caption(t.text(), &table.later(), at, mistakes);
            view! {
                <div class="review-board" data-testid="review-board" style:--rows=rows style:--most=most>
                    <p class="review-board-caption">{caption}</p>
                    <PilesPicture position/>
                </div>
            }
        })
    }
}

/// The teacher's switches: show the tableau, the hints, the mistake marks.
/// The computer's thinking aloud and its pace only where it plays.
#[component]
pub fn TeacherControls() -> impl IntoView {
    let t = Words::get();
    let table = Table::get();
    let computer = Memo::new(move |_| {
        table
            .setup
            .with(|s| matches!(s.opponent, Opponent::Computer(_)))
    });
    view! {
        <fieldset class="teacher">
            <legend>{t.show()}</legend>
            <DisplaySwitch testid="show-tableau" label=|t| t.show_tableau choice=|d| &mut d.tableau/>
            <DisplaySwitch testid="show-hints" label=|t| t.show_hints choice=|d| &mut d.hints/>
            <DisplaySwitch testid="show-mistakes" label=|t| t.show_mistakes choice=|d| &mut d.mistakes/>
            <DisplaySwitch testid="show-answers" label=|t| t.show_answers choice=|d| &mut d.answers/>
            <Show when=move || computer.get()>
                <DisplaySwitch testid="show-aloud" label=|t| t.show_aloud choice=Choices::aloud_switch/>
                <PaceChoice/>
            </Show>
        </fieldset>
    }
}

/// How fast the computer's steps follow each other when it thinks aloud.
#[component]
fn PaceChoice() -> impl IntoView {
    let prefs = Prefs::get();
    let table = Table::get();
    let t = Words::get();
    let words = move |pace: Pace| -> Pick {
        match pace {
            Pace::Slow => |t| t.pace_slow,
            Pace::Normal => |t| t.pace_normal,
            Pace::Instant => |t| t.pace_instant,
            // A touch screen has no PgDn: only the button is named.
            Pace::Step if prefs.pointer == Pointer::Coarse => |t| t.pace_step_touch,
            Pace::Step => |t| t.pace_step,
        }
    };
    view! {
        <label class="choice">
            {t.pace()} " "
            <select data-testid="pace" on:change=move |ev| {
                if let Ok(pace) = event_target_value(&ev).parse::<Pace>() {
                    prefs.set_display(&|d| d.pace = pace);
                    // A step waiting to be asked for goes on at the new pace.
                    if table.aloud_pending() {
                        table.next_aloud_tick();
                    }
                }
            }>
                {Pace::ALL.map(|pace| view! {
                    <option value=pace.as_str() selected=move || prefs.display.get().pace == pace>{t.of(words(pace))}</option>
                })}
            </select>
        </label>
    }
}

/// A checkbox for one of the display choices (`choice` picks it out).
#[component]
fn DisplaySwitch(
    testid: &'static str,
    /// Its words, picked from those of the language of the moment.
    label: Pick,
    choice: fn(&mut Choices) -> &mut bool,
) -> impl IntoView {
    let prefs = Prefs::get();
    let label = Words::get().of(label);
    view! {
        <label class="choice">
            <input type="checkbox" data-testid=testid prop:checked=move || *choice(&mut prefs.display.get())
                on:change=move |ev| prefs.set_display(&|d| *choice(d) = event_target_checked(&ev))/>
            {label}
        </label>
    }
}
