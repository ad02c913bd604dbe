//! The practice page (`#/learn/practice?seed=7&kind=move&level=hard`): the ten
//! positions of an exercise set, one at a time. Each answer is checked at once,
//! with its reason read from the tableau, and counts towards a score per kind
//! of exercise kept in this browser. The kind, the level and a new set are
//! links, so Back and Forward move between sets.

use leptos::prelude::*;

use crate::engine::{
    check_tableau, Answer, Difficulty, ExerciseKind, Move, Position, Rules, Tableau,
};
use crate::game::{
    is_right, parse_practice, shown_position, Field, PracticeLink, PracticeProblem, PracticeReason,
    Reply, Score, Session, Typed, Unanswered, MAX_TYPED,
};

use super::dice::Dice;
use super::follow::effect;
use super::keys::typed_in;
use super::pages::Pages;
use super::picture::PilesPicture;
use super::prefs::Pointer;
use super::router::{hash_query, location_hash, replace_hash, Route};
use super::say::{level_name, move_words, problem_words, winning_words, written_part};
use super::storage::{load_score, save_run, save_score, save_typed};
use super::table::focus;
use super::tableau::TableauFigure;
use super::text::{fill, Pick, Text, Words};

/// The address of a practice set: `#/learn/practice?seed=7&kind=move&level=hard`.
pub fn practice_href(link: PracticeLink) -> String {
    format!("{}?{link}", Route::Practice.href())
}

/// A kind of exercise, as the page names it.
pub fn kind_name(t: &Text, kind: ExerciseKind) -> &'static str {
    match kind {
        ExerciseKind::Safe => t.kind_safe,
        ExerciseKind::Move => t.kind_move,
        ExerciseKind::Tableau => t.kind_tableau,
    }
}

/// A part of a practice link that was ignored, in words: as the worksheet says
/// it, but a part neither page knows is unknown to this one.
pub fn notice_words(t: &Text, problem: &PracticeProblem) -> String {
    match problem.reason {
        PracticeReason::Unknown => fill(
            t.notice_link,
            &[
                &written_part(&problem.key, &problem.value),
                &t.practice_page_unknown,
            ],
        ),
        _ => problem_words(t, problem),
    }
}

/// Why a position is safe or not, read from its tableau: the column sums all
/// even, or the leftmost odd one.
pub fn why_words(t: &Text, tableau: &Tableau) -> String {
    let sums = &tableau.column_sums;
    match tableau.highest_unbalanced_column() {
        None => {
            // From the left, as the tableau shows them (it has at least one column).
            let listed: Vec<String> = sums.iter().rev().map(u32::to_string).collect();
            fill(t.practice_why_safe, &[&listed.join(", ")])
        }
        Some(k) => fill(
            t.practice_why_unsafe,
            &[
                &t.num(1u64 << k),
                &sums[k as usize],
                &t.num(tableau.nim_sum),
            ],
        ),
    }
}

/// The verdict on an answer: right or not, and why, from the tableau shown
/// with it. A wrong move is followed by the winning ones, a wrong tableau by
/// the rows and column sums it should have held.
pub fn reply_verdict(t: &Text, position: &Position, reply: &Reply) -> String {
    let right = is_right(position, reply);
    let said = if right {
        t.practice_right
    } else {
        t.practice_wrong
    };
    let mut words = vec![said.to_string()];
    let shown = shown_position(position, reply);
    let tableau = Tableau::new(&shown, &Rules::NORMAL);
    match reply {
        Reply::Safe(_) => {}
        Reply::Move(mv) => words.push(fill(
            t.practice_took,
            &[&move_words(t, &(*mv).into()), &t.listing(&shown)],
        )),
        Reply::Tableau { .. } if right => words.push(t.practice_all_right.into()),
        Reply::Tableau { rows, sums } => {
            let check = check_tableau(position, rows, sums);
            let width = tableau.column_sums.len();
            for (row, mark) in tableau.rows.iter().zip(&check.rows) {
                if *mark != Answer::Right {
                    let binary = format!("{:0width$b}", row.value);
                    words.push(fill(
                        t.practice_row_fix,
                        &[&(row.pile + 1), &t.sticks(row.size), &binary],
                    ));
                }
            }
            for k in (0..width).rev() {
                if check.sums[k] != Answer::Right {
                    words.push(fill(
                        t.practice_sum_fix,
                        &[&t.num(1u64 << k), &tableau.column_sums[k]],
                    ));
                }
            }
        }
    }
    words.push(why_words(t, &tableau));
    if !right && matches!(reply, Reply::Move(_)) {
        words.push(winning_words(t, position));
    }
    words.join(" ")
}

/// The answer shown when asked: what it is, and why, from the tableau shown
/// with it.
pub fn shown_verdict(t: &Text, position: &Position, reply: &Reply) -> String {
    let shown = shown_position(position, reply);
    let mut words = vec![t.practice_shown.to_string()];
    if let Reply::Move(mv) = reply {
        words.push(fill(
            t.practice_took,
            &[&move_words(t, &(*mv).into()), &t.listing(&shown)],
        ));
    }
    words.push(why_words(t, &Tableau::new(&shown, &Rules::NORMAL)));
    words.join(" ")
}

/// Whether the page is in projector mode (`<html class="projector">`), where a
/// presentation clicker drives it.
fn at_projector() -> bool {
    document()
        .document_element()
        .is_some_and(|html| html.class_list().contains("projector"))
}

/// The page's state: the run through the set, the tableau fields as typed,
/// and the score of the set's kind.
#[derive(Clone, Copy)]
struct Practice {
    session: RwSignal<Session>,
    typed: RwSignal<Typed>,
    /// The fields of the position to answer as typed so far, kept while an
    /// earlier answer is looked back at.
    draft: RwSignal<Option<Typed>>,
    score: RwSignal<Score>,
}

impl Practice {
    fn answer(self, reply: Reply) {
        if let Some(right) = self.session.try_update(|s| s.answer(reply)).flatten() {
            self.score.update(|s| s.record(right));
            // The answer's controls are disabled now: the focus goes on to Next
            // (the verdict is said by its live region).
            request_animation_frame(focus_next);
        }
    }

    /// Shows the right answer, which counts neither way in the score but ends
    /// its streak; a tableau's boxes are filled in with it.
    fn show(self) {
        if self.session.try_update(Session::show) != Some(true) {
            return;
        }
        self.score.update(Score::record_shown);
        self.write_answer();
        request_animation_frame(focus_next);
    }

    fn next(self) {
        if self.session.try_update(Session::advance) == Some(true) {
            let draft = (!self.answered())
                .then(|| self.draft.try_update_untracked(Option::take).flatten())
                .flatten();
            match draft {
                Some(draft) => self.typed.set(draft),
                None => self.write_answer(),
            }
            if self.answered() {
                // On through positions looked back at, each with its answer.
                request_animation_frame(focus_next);
            } else {
                request_animation_frame(|| {
                    focus("[data-testid=practice-exercise] h3, [data-testid=practice-again]")
                });
            }
        }
    }

    /// Back to the position before, with its answer: a clicker's PgDn pressed
    /// once too often.
    fn back(self) {
        // A half-filled tableau waits for the pupil's return.
        let draft = (!self.answered()).then(|| self.typed.get_untracked());
        if self.session.try_update(Session::back) == Some(true) {
            if draft.is_some() {
                self.draft.set(draft);
            }
            self.write_answer();
            request_animation_frame(focus_next);
        }
    }

    /// A tableau's boxes as the answer on show fills them, empty with none.
    fn write_answer(self) {
        let typed = self
            .session
            .with_untracked(|s| s.reply().and_then(Typed::written));
        self.typed.set(typed.unwrap_or_default());
    }

    fn again(self) {
        self.session.update(|s| *s = Session::new(s.link()));
        self.typed.set(Typed::default());
        self.draft.set(None);
        request_animation_frame(|| focus("[data-testid=practice-exercise] h3"));
    }

    fn answered(self) -> bool {
        self.session.with(|s| s.reply().is_some())
    }
}

/// Gives Next the focus with the verdict above it in sight: the browser
/// centres a button it brings into view, which on a phone left the verdict's
/// first line above the screen.
fn focus_next() {
    focus("[data-testid=practice-next]");
    let verdict = document()
        .query_selector("[data-testid=practice-verdict]")
        .ok()
        .flatten();
    if let Some(verdict) = verdict.filter(|v| v.get_bounding_client_rect().top() < 0.0) {
        verdict.scroll_into_view_with_bool(true);
    }
}

#[component]
pub fn PracticePage() -> impl IntoView {
    let t = Words::get();
    let pages = Pages::get();
    let hash = location_hash();
    let query = hash_query(&hash);
    let (asked, problems) = parse_practice(query);
    // Kept while the app runs ([`Pages`]): a set opened again goes on where it
    // was. The navigation's link, with no set named, comes back to the set
    // opened last, and the address names it again.
    let link = if query.trim().is_empty() {
        let link = pages.last_practice().unwrap_or(asked);
        replace_hash(&practice_href(link));
        link
    } else {
        // A part ignored is named once, in the notice, and goes from the
        // address, as a game's link mends: a link passed on gives the set on show.
        if !problems.is_empty() {
            replace_hash(&practice_href(asked));
        }
        asked
    };
    let kept = pages.practice(link);
    let session: RwSignal<Session> = kept.session.into();
    let typed: RwSignal<Typed> = kept.typed.into();
    let draft: RwSignal<Option<Typed>> = kept.draft.into();
    effect(Box::new(move |_| session.with(save_run)));
    // What is typed for the position to answer, for a reload.
    effect(Box::new(move |_| {
        let kept = session.with(|s| {
            typed.with(|on_show| draft.with(|draft| s.kept_typed(on_show, draft.as_ref())))
        });
        save_typed(link, kept);
    }));
    let score = RwSignal::new(load_score(link.kind));
    effect(Box::new(move |_| save_score(link.kind, score.get())));
    let practice = Practice {
        session,
        typed,
        draft,
        score,
    };

    let kinds = ExerciseKind::ALL
        .into_iter()
        .map(|kind| {
            view! {
                <a class="button" href=practice_href(PracticeLink { kind, ..link })
                    data-testid=format!("practice-kind-{kind}")
                    aria-current=(kind == link.kind).then_some("page")>{move || kind_name(t.text(), kind)}</a>
            }
        })
        .collect_view();
    let levels = Difficulty::ALL
        .into_iter()
        .map(|level| {
            view! {
                <a class="button" href=practice_href(PracticeLink { level, ..link })
                    data-testid=format!("practice-level-{level}")
                    aria-current=(level == link.level).then_some("page")>{move || level_name(t.text(), level)}</a>
            }
        })
        .collect_view();
    let fresh = PracticeLink {
        seed: Dice::get().new_seed(link.seed),
        ..link
    };
    let no_notices = problems.is_empty();
    let notices = move || {
        let t = t.text();
        let said: Vec<String> = problems.iter().map(|p| notice_words(t, p)).collect();
        said.join("\n")
    };
    let set = move || {
        let t = t.text();
        fill(t.worksheet_set, &[&link.seed, &level_name(t, link.level)])
    };
    view! {
        <div class="practice" data-testid="practice" data-seed=link.seed data-kind=link.kind.as_str()
            data-level=link.level.as_str()>
            <h2>{t.practice_title()}</h2>
            <p class="pr-intro">{move || Pointer::detect().pick(t.text().practice_intro, t.text().practice_intro_touch)}</p>
            <div class="link-notice" role="status" data-testid="practice-notice" class:hidden=no_notices>
                <p class="notices">{notices}</p>
            </div>
            // The position and its question come first in the reading and
            // Tab order on every screen; the set's choices and the score follow.
            <Exercise practice/>
            <div class="pr-settings">
                <div class="pr-links" role="group" aria-labelledby="pr-kinds">
                    <span id="pr-kinds" class="pr-links-name">{t.practice_kind()}</span>
                    {kinds}
                </div>
                <div class="pr-links" role="group" aria-labelledby="pr-levels">
                    <span id="pr-levels" class="pr-links-name">{t.practice_level()}</span>
                    {levels}
                </div>
                <p class="pr-links">
                    <a class="button" href=practice_href(fresh) data-testid="practice-new">{t.practice_new()}</a>
                    <span data-testid="practice-set">{set}</span>
                </p>
                <ScoreLine practice kind=link.kind/>
            </div>
        </div>
    }
}

/// The score of the set's kind, and a button that sets it back to 0.
#[component]
fn ScoreLine(practice: Practice, kind: ExerciseKind) -> impl IntoView {
    let t = Words::get();
    let score = practice.score;
    view! {
        <p class="pr-score" data-testid="practice-score"
            data-right=move || score.get().right data-answered=move || score.get().answered
            data-streak=move || score.get().streak data-best=move || score.get().best>
            {move || {
                let t = t.text();
                let s = score.get();
                if s.answered == 0 {
                    return fill(t.practice_score_none, &[&kind_name(t, kind)]);
                }
                fill(t.practice_score, &[&kind_name(t, kind), &s.right, &s.answered, &s.streak, &s.best])
            }}
            " "
            <button type="button" data-testid="practice-reset" on:click=move |_| score.set(Score::default())>
                {t.practice_reset()}
            </button>
        </p>
    }
}

/// The position on show and its question, the verdict once answered with the
/// tableau that explains it, and the way on.
#[component]
fn Exercise(practice: Practice) -> impl IntoView {
    let t = Words::get();
    let session = practice.session;
    let (kind, count) = session.with_untracked(|s| (s.link().kind, s.count()));
    let index = Memo::new(move |_| session.with(Session::index));
    let answered = Memo::new(move |_| practice.answered());
    // A presentation clicker has no buttons to answer with: its PgDn is Next
    // once the question is answered, and in projector mode it shows the answer
    // before (the class answers aloud), even from a box of the tableau, where
    // the key has nothing to do. Elsewhere it scrolls the page until the
    // question is answered. After the last question, at a projector, it
    // starts the set again. There PgUp goes back a position, to its answer.
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        let plain = !(ev.ctrl_key() || ev.meta_key() || ev.alt_key() || ev.shift_key());
        // The arrows reach a board of sticks from anywhere but a field, as on
        // the game's page: from the page, or the question's heading after
        // Next, they would scroll it instead.
        if plain
            && kind == ExerciseKind::Move
            && ev.key().starts_with("Arrow")
            && !typed_in(ev.target())
        {
            let on_board = document()
                .active_element()
                .is_some_and(|e| e.closest(".pr-board, select").ok().flatten().is_some());
            const STICK: &str = "[data-testid=practice-board] .pr-stick[tabindex='0']:enabled";
            if !on_board && document().query_selector(STICK).ok().flatten().is_some() {
                ev.prevent_default();
                focus(STICK);
            }
            return;
        }
        if plain && ev.key() == "PageUp" && at_projector() {
            ev.prevent_default();
            practice.back();
            return;
        }
        if !plain || ev.key() != "PageDown" || (typed_in(ev.target()) && !at_projector()) {
            return;
        }
        let finished = session.with_untracked(|s| s.position().is_none());
        if answered.get_untracked() {
            ev.prevent_default();
            practice.next();
        } else if at_projector() {
            ev.prevent_default();
            if finished {
                // The set again, which a clicker has no other way to ask for.
                practice.again();
            } else {
                practice.show();
            }
        }
    });
    on_cleanup(move || listener.remove());
    let verdict =
        Memo::new(move |_| session.with(|s| Some((s.position()?.clone(), s.reply()?.clone()))));
    // Drawn anew for each position: Next moves on.
    let question = move || {
        let i = index.get();
        match session.with_untracked(|s| s.position().cloned()) {
            Some(position) => {
                let piles = position.to_string();
                let body = match kind {
                    ExerciseKind::Safe => view! { <SafeQuestion practice position/> }.into_any(),
                    ExerciseKind::Move => view! { <MoveQuestion practice position/> }.into_any(),
                    ExerciseKind::Tableau => view! { <TableauQuestion practice position/> }.into_any(),
                };
                view! {
                    <section class="pr-exercise" data-testid="practice-exercise" data-index=i + 1 data-piles=piles>
                        <h3 tabindex="-1">{move || fill(t.text().practice_exercise, &[&(i + 1), &count])}</h3>
                        {body}
                    </section>
                }
                .into_any()
            }
            None => view! {
                <p class="pr-finished" data-testid="practice-finished">
                    <button type="button" data-testid="practice-again" on:click=move |_| practice.again()>
                        {t.practice_again()}
                    </button>
                </p>
            }
            .into_any(),
        }
    };
    let revealed = Memo::new(move |_| session.with(Session::revealed));
    let said = move || {
        let t = t.text();
        session.with(|s| match (s.position(), s.reply()) {
            (Some(position), Some(reply)) if s.revealed() => shown_verdict(t, position, reply),
            (Some(position), Some(reply)) => reply_verdict(t, position, reply),
            (None, _) if s.answered() == 0 => fill(t.practice_done_all_shown, &[&s.count()]),
            (None, _) if s.shown() > 0 => fill(
                t.practice_done_shown,
                &[&s.right(), &s.answered(), &s.shown()],
            ),
            (None, _) => fill(t.practice_done, &[&s.right(), &s.count()]),
            (Some(_), None) => String::new(),
        })
    };
    let judged = move || {
        verdict.with(|v| {
            v.as_ref().map(|(position, reply)| {
                if revealed.get() {
                    "shown"
                } else if is_right(position, reply) {
                    "right"
                } else {
                    "wrong"
                }
            })
        })
    };
    let figure = move || {
        verdict.get().map(|(position, reply)| {
            let shown = shown_position(&position, &reply);
            let tableau = Signal::stored(Tableau::new(&shown, &Rules::NORMAL));
            let number = index.get_untracked() + 1;
            let caption = move || {
                let t = t.text();
                match reply {
                    Reply::Move(_) if revealed.get_untracked() => {
                        fill(t.practice_after_win, &[&t.listing(&shown)])
                    }
                    Reply::Move(_) => fill(t.practice_after, &[&t.listing(&shown)]),
                    _ => fill(t.worksheet_answer_of, &[&number, &t.listing(&position)]),
                }
            };
            view! { <TableauFigure tableau testid="practice-tableau" caption/> }
        })
    };
    view! {
        {question}
        <div class="pr-answer">
            <div class="pr-verdict" role="status" data-testid="practice-verdict" data-verdict=judged>
                <p>{said}</p>
            </div>
            {figure}
            <p class:hidden=move || !answered.get()>
                <button type="button" class="primary" data-testid="practice-next" on:click=move |_| practice.next()>
                    {t.practice_next()}
                </button>
            </p>
            <p class:hidden=move || answered.get() || session.with(|s| s.position().is_none())>
                <button type="button" data-testid="practice-show" on:click=move |_| practice.show()>
                    {t.practice_show()}
                </button>
            </p>
        </div>
    }
}

/// Safe or not: two buttons.
#[component]
fn SafeQuestion(practice: Practice, position: Position) -> impl IntoView {
    let t = Words::get();
    let said = Memo::new(move |_| {
        practice.session.with(|s| match s.reply() {
            Some(Reply::Safe(safe)) => Some(*safe),
            _ => None,
        })
    });
    let button = move |safe: bool, testid: &'static str, words: Pick| {
        view! {
            <button type="button" data-testid=testid class:chosen=move || said.get() == Some(safe)
                disabled=move || said.get().is_some()
                on:click=move |_| practice.answer(Reply::Safe(safe))>{t.of(words)}</button>
        }
    };
    view! {
        <PilesPicture position/>
        <p>{t.practice_ask_safe()}</p>
        <p class="pr-answers">
            {button(true, "practice-safe", |t| t.practice_say_safe)}
            " "
            {button(false, "practice-unsafe", |t| t.practice_say_unsafe)}
        </p>
    }
}

/// Find a winning move: a small board whose sticks are buttons. A stick takes
/// itself and every stick after it, as on the game's board.
#[component]
fn MoveQuestion(practice: Practice, position: Position) -> impl IntoView {
    let t = Words::get();
    let played = Memo::new(move |_| {
        practice.session.with(|s| match s.reply() {
            Some(Reply::Move(mv)) => Some(*mv),
            _ => None,
        })
    });
    // One tab stop for the board, the stick last reached; the arrows move it
    // (a grid's roving tab stop), not a press of Tab for every stick.
    let counts = position.piles().to_vec();
    let first = counts.iter().position(|&n| n > 0).unwrap_or(0);
    let at = RwSignal::new(Move {
        pile: first,
        take: 1,
    });
    let arrows = move |ev: leptos::ev::KeyboardEvent| {
        // Alt+← is the browser's Back, not a stick.
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || ev.shift_key() {
            return;
        }
        let Some(to) = stick_step(&counts, at.get_untracked(), &ev.key()) else {
            return;
        };
        ev.prevent_default();
        at.set(to);
        focus(&format!(
            "[data-testid=practice-board] [data-pile='{}'] [data-take='{}']",
            to.pile + 1,
            to.take
        ));
    };
    let piles = position
        .piles()
        .iter()
        .enumerate()
        .map(|(pile, &count)| {
            let sticks = (1..=count)
                .rev()
                .map(|take| {
                    let here = Move { pile, take };
                    view! {
                        <button type="button" class="pr-stick" data-take=take
                            tabindex=move || if at.get() == here { "0" } else { "-1" }
                            on:focus=move |_| at.set(here)
                            aria-label=move || { let t = t.text(); fill(t.take_from, &[&t.sticks(take), &(pile + 1)]) }
                            class:taken=move || played.get().is_some_and(|mv| mv.pile == pile && take <= mv.take)
                            disabled=move || played.get().is_some()
                            on:click=move |_| practice.answer(Reply::Move(Move { pile, take }))></button>
                    }
                })
                .collect_view();
            view! {
                <div class="pr-pile" data-pile=pile + 1 data-count=count role="group"
                    aria-label=move || { let t = t.text(); fill(t.pile_label, &[&(pile + 1), &t.sticks(count)]) }>
                    // Its number and its count, as on the game's board: the pupil
                    // works from the counts, not from counting the sticks.
                    <span class="pile-label pr-pile-name" aria-hidden="true">
                        <span class="pile-number">{pile + 1}</span>
                        <span class="pile-count">{move || t.text().num(count)}</span>
                    </span>
                    <span class="pr-sticks">{sticks}</span>
                </div>
            }
        })
        .collect_view();
    view! {
        <p>{move || Pointer::detect().pick(t.text().practice_ask_move, t.text().practice_ask_move_touch)}</p>
        <div class="pr-board" data-testid="practice-board" role="group" aria-label=t.board_label()
            on:keydown=arrows>{piles}</div>
    }
}

/// The stick an arrow key (or Home, End) moves to from `at`, on a board of
/// piles of `counts` sticks drawn as the practice board draws them: a pile's
/// first stick takes it all, its last takes one. Up and Down go to the pile
/// above or below that has sticks, taking as many as they can up to as many
/// as before. At an edge the stick stays where it is (the key does not
/// scroll the page instead); None for a key the board does not take.
fn stick_step(counts: &[u32], at: Move, key: &str) -> Option<Move> {
    let count = *counts.get(at.pile)?;
    let take = match key {
        "ArrowLeft" => at.take + 1,
        "ArrowRight" => at.take.saturating_sub(1),
        "Home" => count,
        "End" => 1,
        "ArrowUp" | "ArrowDown" => {
            let mut others = counts.iter().enumerate().filter(|&(_, &n)| n > 0);
            let next = if key == "ArrowUp" {
                others.rfind(|&(i, _)| i < at.pile)
            } else {
                others.find(|&(i, _)| i > at.pile)
            };
            return Some(next.map_or(at, |(pile, &n)| Move {
                pile,
                take: at.take.min(n),
            }));
        }
        _ => return None,
    };
    Some(if (1..=count).contains(&take) {
        Move { take, ..at }
    } else {
        at
    })
}

/// The id of a tableau exercise's field: `pr-row-1` for the first pile's
/// row, `pr-sum-1` for the sum of the column of 1.
fn field_id(field: Field) -> String {
    match field {
        Field::Row(i) => format!("pr-row-{}", i + 1),
        Field::Sum(k) => format!("pr-sum-{}", k + 1),
    }
}

/// Fill in the tableau: each pile in binary, then the column sums, checked together.
#[component]
fn TableauQuestion(practice: Practice, position: Position) -> impl IntoView {
    let t = Words::get();
    let typed = practice.typed;
    let piles = position.piles().len();
    let columns = Tableau::columns_of(&position);
    let answered = Memo::new(move |_| practice.answered());
    // Checked with a box left blank or unreadable: not an answer, the pupil
    // is asked to fill it in.
    let unanswered = RwSignal::new(None::<Unanswered>);
    let marked = position.clone();
    // An answer shown is not marked: it is not the pupil's.
    let check = Memo::new(move |_| {
        practice.session.with(|s| match s.reply() {
            Some(Reply::Tableau { rows, sums }) if !s.revealed() => {
                Some(check_tableau(&marked, rows, sums))
            }
            _ => None,
        })
    });
    // A field's mark once checked: right, or wrong (left empty included).
    let mark = move |row: bool, i: usize| {
        move || {
            check.with(|c| {
                c.as_ref().map(|c| {
                    let marks = if row { &c.rows } else { &c.sums };
                    marks.get(i) == Some(&Answer::Right)
                })
            })
        }
    };
    let field = move |row: bool, i: usize| {
        let which = if row { Field::Row(i) } else { Field::Sum(i) };
        let text = Memo::new(move |_| typed.with(|now| now.get(which).to_string()));
        let right = mark(row, i);
        let id = field_id(which);
        let input = view! {
            <input type="text" id=id.clone() inputmode="numeric" autocomplete="off" spellcheck="false"
                size=if row { "8" } else { "3" } maxlength=MAX_TYPED
                data-testid=if row { "practice-row" } else { "practice-sum" }
                data-index=i + 1
                readonly=move || answered.get()
                class:right=move || right() == Some(true)
                class:wrong=move || right() == Some(false)
                aria-invalid=move || (right() == Some(false)).then_some("true")
                prop:value=move || text.get()
                on:input=move |ev| {
                    let value = event_target_value(&ev);
                    typed.update(|now| now.set(which, value));
                    unanswered.set(None);
                }/>
        };
        (id, input)
    };
    let rows = position
        .piles()
        .iter()
        .enumerate()
        .map(|(i, &count)| {
            let (id, input) = field(true, i);
            view! {
                <p class="pr-field">
                    <label for=id>{move || { let t = t.text(); fill(t.practice_row_label, &[&(i + 1), &t.sticks(count)]) }}</label>
                    " "
                    {input}
                </p>
            }
        })
        .collect_view();
    let sums = (0..columns)
        .rev()
        .map(|k| {
            let (id, input) = field(false, k);
            view! {
                <span class="pr-sum">
                    <label for=id>{move || { let t = t.text(); fill(t.practice_sum_label, &[&t.num(1u64 << k)]) }}</label>
                    {input}
                </span>
            }
        })
        .collect_view();
    view! {
        <PilesPicture position/>
        <p>{t.practice_ask_tableau()}</p>
        <form class="pr-tableau" data-testid="practice-tableau-form" on:submit=move |ev| {
            ev.prevent_default();
            match typed.with_untracked(|now| now.first_unanswered(piles, columns)) {
                Some((field, why)) => {
                    unanswered.set(Some(why));
                    focus(&format!("#{}", field_id(field)));
                }
                None => practice.answer(typed.with_untracked(|now| now.reply(piles, columns))),
            }
        }>
            <div class="pr-rows">{rows}</div>
            <fieldset class="pr-sums">
                <legend>{t.column_sums()}</legend>
                {sums}
            </fieldset>
            <p class="error" data-testid="practice-unanswered" role="alert">
                // Not once answered: an answer shown fills every box.
                {move || unanswered.get().filter(|_| !answered.get()).map(|why| {
                    let t = t.text();
                    match why {
                        Unanswered::Blank => t.practice_fill_all,
                        Unanswered::NotBinary => t.practice_binary_only,
                        Unanswered::NotCount => t.practice_sum_count,
                    }
                })}
            </p>
            <button type="submit" data-testid="practice-check" disabled=move || answered.get()>{t.practice_check()}</button>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    fn position(piles: &str) -> Position {
        piles.parse().unwrap()
    }

    /// The fields typed as a pupil would, one by one.
    fn typed(rows: &[&str], sums: &[&str]) -> Typed {
        let mut typed = Typed::default();
        for (i, row) in rows.iter().enumerate() {
            typed.set(Field::Row(i), row.to_string());
        }
        for (k, sum) in sums.iter().enumerate() {
            typed.set(Field::Sum(k), sum.to_string());
        }
        typed
    }

    #[test]
    fn verdicts_give_the_reason_from_the_tableau() {
        let unsafe_ = position("3,4,5");
        let safe = position("1,4,5");
        assert_eq!(
            reply_verdict(&EN, &safe, &Reply::Safe(true)),
            "Right! Every column sum is even (2, 0, 2), so the nim-sum is 0: the position is safe."
        );
        assert_eq!(
            reply_verdict(&EN, &unsafe_, &Reply::Safe(true)),
            "Not quite. The column of 2 has an odd sum (1), so the nim-sum is 2, not 0: the position is not safe."
        );
        assert_eq!(
            reply_verdict(&IT, &unsafe_, &Reply::Safe(false)),
            "Giusto! La colonna di peso 2 ha somma dispari (1), quindi la somma nim è 2, non 0: la posizione non è sicura."
        );
        assert_eq!(
            reply_verdict(&EN, &unsafe_, &Reply::Move(Move { pile: 0, take: 2 })),
            "Right! Taking 2 sticks from pile 1 leaves 1, 4, 5. Every column sum is even (2, 0, 2), so the nim-sum is 0: the position is safe."
        );
        assert_eq!(
            reply_verdict(&EN, &unsafe_, &Reply::Move(Move { pile: 2, take: 5 })),
            "Not quite. Taking 5 sticks from pile 3 leaves 3, 4, 0. The column of 4 has an odd sum (1), so the nim-sum is 7, not 0: the position is not safe. The winning move: 2 sticks from pile 1."
        );
        let right = typed(&["011", "100", "101"], &["2", "1", "2"]);
        assert_eq!(
            reply_verdict(&EN, &unsafe_, &right.reply(3, 3)),
            "Right! Every row and every column sum is right. The column of 2 has an odd sum (1), so the nim-sum is 2, not 0: the position is not safe."
        );
        let wrong = typed(&["11", "110"], &["2", "1", "1"]);
        assert_eq!(
            reply_verdict(&EN, &unsafe_, &wrong.reply(3, 3)),
            "Not quite. Pile 2 holds 4 sticks: 100 in binary. Pile 3 holds 5 sticks: 101 in binary. \
             The sum of the column of 4 is 2. The column of 2 has an odd sum (1), so the nim-sum is 2, not 0: the position is not safe."
        );
        assert!(reply_verdict(&IT, &unsafe_, &wrong.reply(3, 3))
            .starts_with("Non è così. La pila 2 ha 4 bastoncini: 100 in binario."));
        // An answer shown says what it is, not whether it is right.
        assert_eq!(
            shown_verdict(&EN, &unsafe_, &Reply::Move(Move { pile: 0, take: 2 })),
            "Here is the answer. Taking 2 sticks from pile 1 leaves 1, 4, 5. Every column sum is even (2, 0, 2), so the nim-sum is 0: the position is safe."
        );
        assert_eq!(
            shown_verdict(&IT, &safe, &Reply::Safe(true)),
            "Ecco la risposta. La somma di ogni colonna è pari (2, 0, 2), quindi la somma nim è 0: la posizione è sicura."
        );
        // A large place is written the language's way.
        let big = Tableau::new(&position("1024,1"), &Rules::NORMAL);
        assert!(why_words(&IT, &big).starts_with("La colonna di peso 1.024 ha somma dispari"));
    }

    #[test]
    fn the_arrows_walk_the_practice_board_stick_by_stick() {
        let counts = [3, 0, 2];
        let at = |pile, take| Move { pile, take };
        // Left towards the pile's first stick (taking more), right towards its last.
        assert_eq!(stick_step(&counts, at(0, 1), "ArrowLeft"), Some(at(0, 2)));
        assert_eq!(stick_step(&counts, at(0, 3), "ArrowLeft"), Some(at(0, 3)));
        assert_eq!(stick_step(&counts, at(0, 2), "ArrowRight"), Some(at(0, 1)));
        assert_eq!(stick_step(&counts, at(0, 1), "ArrowRight"), Some(at(0, 1)));
        assert_eq!(stick_step(&counts, at(0, 1), "Home"), Some(at(0, 3)));
        assert_eq!(stick_step(&counts, at(0, 3), "End"), Some(at(0, 1)));
        // Up and down pass over an empty pile, and take no more than a pile holds.
        assert_eq!(stick_step(&counts, at(0, 3), "ArrowDown"), Some(at(2, 2)));
        assert_eq!(stick_step(&counts, at(2, 1), "ArrowUp"), Some(at(0, 1)));
        assert_eq!(stick_step(&counts, at(0, 1), "ArrowUp"), Some(at(0, 1)));
        assert_eq!(stick_step(&counts, at(2, 2), "ArrowDown"), Some(at(2, 2)));
        assert_eq!(stick_step(&counts, at(0, 1), "Enter"), None);
    }

    #[test]
    fn links_and_notices() {
        let link = PracticeLink {
            seed: 42,
            kind: ExerciseKind::Tableau,
            level: Difficulty::Medium,
        };
        assert_eq!(
            practice_href(link),
            "#/learn/practice?seed=42&kind=tableau&level=medium"
        );
        assert_eq!(parse_practice(&practice_href(link)), (link, vec![]));
        let (_, problems) = parse_practice("seed=-3&level=99&kind=<b>&colour=red");
        let said: Vec<String> = problems.iter().map(|p| notice_words(&EN, p)).collect();
        assert_eq!(
            said,
            [
                "“seed=-3” was ignored: the seed is a whole number of up to 19 digits, such as 42; using 1.",
                "“level=99” was ignored: the level is “easy”, “medium” or “hard”; using “easy”.",
                "“kind=<b>” was ignored: the exercise is “safe”, “move” or “tableau”; practising “safe”.",
                "“colour=red” was ignored: the practice page does not know that part.",
            ]
        );
        assert!(notice_words(&IT, &problems[3])
            .ends_with("la pagina degli esercizi non conosce questa parte."));
        // The worksheet keeps its own wording.
        assert!(problem_words(&EN, &problems[3]).contains("the worksheet does not know"));
    }
}
