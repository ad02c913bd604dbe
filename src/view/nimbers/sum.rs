//! The sum section: its form, its board beside the tableau of its nimbers,
//! the status and the graded hint, over the page's store for one board
//! ([`Duel`]).

use leptos::prelude::*;

use crate::engine::{
    nim_sum, Component, ComponentError, GameSum, GameSumError, Hint, KaylesRow, Position, Rules,
    SubtractionSet, Tableau, MAX_COMPONENTS, MAX_KAYLES_PINS,
};

use super::super::learn::lines_view;
use super::super::router::{hash_query, location_hash};
use super::super::status::HintLabel;
use super::super::text::{fill, Lang};
use super::board::{SumBoard, SumTableau};
use super::duel::{status_key, status_words, Duel, Match, Versus};
use super::text::{nt, NbWords};
use super::{
    game_href, move_words, on_page, parse_link, sentence, sum_error_words, write_address, LinkIssue,
};

/// The hint's steps, as far as `steps`: the nim-sum of the nimbers;
/// the game to move in and the nimber to leave there; the move. A safe sum
/// has its first step only. A game alone is its own sum: its nimber is the
/// nim-sum, and the nimber to leave is 0.
fn hint_lines(lang: Lang, sum: &GameSum, steps: u8) -> Vec<String> {
    let n = nt(lang);
    let nimbers = sum.nimbers();
    let games = nimbers.len();
    let listed: Vec<String> = nimbers.iter().map(u32::to_string).collect();
    let total = nim_sum(nimbers.iter().copied());
    let mut lines = vec![if games == 1 {
        fill(n.nb_hint_one, &[&total])
    } else {
        fill(n.nb_hint_sum, &[&listed.join(" ⊕ "), &total])
    }];
    match sum.hint() {
        None => lines.push(n.nb_hint_safe.to_string()),
        Some(Hint {
            nim_sum,
            component,
            nimber,
            leave,
            mv,
        }) => {
            if steps >= 2 {
                lines.push(if games == 1 {
                    fill(n.nb_hint_where_one, &[&nimber])
                } else {
                    fill(
                        n.nb_hint_where,
                        &[&(component + 1), &nimber, &nim_sum, &leave],
                    )
                });
            }
            if steps >= 3 {
                lines.push(fill(n.nb_hint_move, &[&move_words(lang, mv, games)]));
            }
        }
    }
    lines
}

/// The engine's tableau over the nimbers: a Nim position whose piles are the
/// components' nimbers has the same column sums, nim-sum and verdict.
fn nimber_tableau(sum: &GameSum) -> Tableau {
    // A sum holds 1 to MAX_COMPONENTS games, each worth at most its size: a
    // position always (the tests check the bounds); one empty pile otherwise.
    let position = Position::new(sum.nimbers())
        .or_else(|_| Position::new(vec![0]))
        .expect("one empty pile is a position");
    Tableau::new(&position, &Rules::NORMAL)
}

/// A game of the sum's form, as typed: its kind, its size, and for a
/// subtraction pile its set.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Draft {
    kind: DraftKind,
    size: String,
    set: String,
    /// A Kayles row of the sum with pins down (`II.III`): its size shows the
    /// pins standing, and left as it is, the row is played as it stands.
    row: Option<KaylesRow>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DraftKind {
    Nim,
    Subtraction,
    Kayles,
}

impl DraftKind {
    const ALL: [DraftKind; 3] = [DraftKind::Nim, DraftKind::Subtraction, DraftKind::Kayles];

    fn code(self) -> &'static str {
        match self {
            DraftKind::Nim => "nim",
            DraftKind::Subtraction => "sub",
            DraftKind::Kayles => "kayles",
        }
    }

    fn name(self, lang: Lang) -> &'static str {
        let n = nt(lang);
        match self {
            DraftKind::Nim => n.nb_kind_nim,
            DraftKind::Subtraction => n.nb_kind_sub,
            DraftKind::Kayles => n.nb_kind_kayles,
        }
    }
}

impl Draft {
    /// The form's row for a game of a sum.
    fn of(component: &Component) -> Draft {
        let (kind, size, set) = match component {
            Component::Nim(size) => (DraftKind::Nim, size.to_string(), "1,3,4".to_string()),
            Component::Subtraction(set, size) => {
                (DraftKind::Subtraction, size.to_string(), set.to_string())
            }
            Component::Kayles(line) => (
                DraftKind::Kayles,
                line.standing().to_string(),
                "1,3,4".to_string(),
            ),
        };
        // The sum played again is the one on the board.
        let row = match component {
            Component::Kayles(line) if line.standing() as usize != line.places() => Some(*line),
            _ => None,
        };
        Draft {
            kind,
            size,
            set,
            row,
        }
    }

    /// The game typed, read by the engine. A Kayles row is a count of pins,
    /// all standing, but for a row of the sum left as it was.
    ///
    /// # Errors
    ///
    /// The engine's [`ComponentError`], a set that is not one among them.
    fn read(&self) -> Result<Component, ComponentError> {
        let size = self.size.trim();
        let text = match self.kind {
            DraftKind::Subtraction => {
                let set: SubtractionSet = self.set.parse().map_err(ComponentError::Set)?;
                format!("sub({set}):{size}")
            }
            DraftKind::Kayles => match &self.row {
                Some(row) if row.standing().to_string() == size => format!("kayles:{row}"),
                _ => format!("kayles:{size}"),
            },
            kind => format!("{}:{size}", kind.code()),
        };
        text.parse()
    }
}

/// The games typed, read into a sum. What is wrong is the fact the engine
/// reports for a link, naming the game (from 1), so the form and the link
/// say it in the same words.
///
/// # Errors
///
/// [`GameSumError`]: a game that cannot be read, or too many or too few.
fn read_drafts(drafts: &[Draft]) -> Result<GameSum, GameSumError> {
    GameSum::read(drafts.iter().map(Draft::read))
}

/// The sum of games: its form, its board beside the tableau of its nimbers,
/// and the graded hint. `issues` are the notices about the page's link, which
/// a link followed while the page is open replaces.
#[component]
pub(super) fn SumSection(start: Match, issues: RwSignal<Vec<LinkIssue>>) -> impl IntoView {
    let nb = NbWords::get();
    let t = nb.app;
    let duel = Duel::new(start, "nb-board");
    // The address follows the position, so a reload, a language switch or a
    // copied link comes back to it; once the game is over, a reload or a
    // copied link opens the default sum instead, saying why ([`parse_link`]).
    Effect::new(move |_| duel.game.with(write_address));
    // The page outlives a visit to another one (the app hides it rather than
    // drawing it again), and a link to it may be followed while it is open.
    // Back on it by the navigation, the address names the game on the board
    // again; by a link to another position, that position is opened as a
    // fresh page would open it.
    let listener = window_event_listener(leptos::ev::popstate, move |_| {
        if !on_page() {
            return;
        }
        let hash = location_hash();
        // Back to the address the page wrote: the game on the board, over or not.
        if duel.game.with_untracked(|g| game_href(g) == hash) {
            return;
        }
        let query = hash_query(&hash);
        let (opening, found) = parse_link(query);
        let shown = duel.game.with_untracked(|g| opening.names(g));
        if query.trim().is_empty() || (shown && found.is_empty()) {
            // The page's plain address names nothing wrong.
            if query.trim().is_empty() && !issues.with_untracked(Vec::is_empty) {
                issues.set(Vec::new());
            }
            duel.game.with_untracked(write_address);
        } else {
            issues.set(found);
            // Against whom, and who starts, stay as the person chose unless
            // the link says.
            let (versus, first) = duel
                .game
                .with_untracked(|g| (g.versus(), g.computer_first()));
            duel.start(opening.game(versus, first));
        }
    });
    on_cleanup(move || listener.remove());
    let sum = Memo::new(move |_| duel.game.with(|g| g.sum().clone()));
    let tableau = Signal::derive(move || sum.with(nimber_tableau));
    let status = move || duel.game.with(|g| status_words(nb.lang(), g));
    let key = move || duel.game.with(status_key);
    let mine = Memo::new(move |_| duel.game.with(Match::person_to_move));
    let hint = Memo::new(move |_| sum.with(GameSum::hint));
    let steps = duel.hint_steps;
    let most_steps = move || if hint.get().is_some() { 3 } else { 1 };
    let all_shown = Memo::new(move |_| steps.get() >= most_steps());
    // The lines shown, worded in the language on show: a new step adds an
    // item, another language rewrites their text.
    let lines = Memo::new(move |_| match steps.get() {
        0 => Vec::new(),
        shown => sum.with(|s| hint_lines(nb.lang(), s, shown)),
    });
    let hinted = Signal::derive(move || {
        (steps.get() >= 3 && mine.get())
            .then(|| hint.get().map(|h| h.mv))
            .flatten()
    });
    view! {
        <section class="nb-section" aria-labelledby="nb-sum-title">
            <h3 id="nb-sum-title">{nb.of(|n| n.nb_sum_title)}</h3>
            <p>{nb.of(|n| n.nb_sum_intro)}" "{nb.pointing(|n| n.nb_sum_how, |n| n.nb_sum_how_touch)}</p>
            <SumForm duel/>
            <div class="nb-duel">
                <div class="nb-play">
                    <p class="status" data-testid="nb-status" data-turn=key aria-live="polite">{status}</p>
                    <SumBoard duel hinted/>
                    <p class="nb-buttons">
                        <button type="button" data-testid="nb-hint"
                            aria-expanded=move || (mine.get() && steps.get() > 0).to_string()
                            disabled=move || !mine.get()
                            on:click=move |_| {
                                if all_shown.get_untracked() {
                                    steps.set(0);
                                } else {
                                    steps.update(|s| *s += 1);
                                }
                            }><HintLabel t complete=all_shown/></button>
                        <button type="button" data-testid="nb-undo" disabled=move || !duel.game.with(Match::can_undo)
                            on:click=move |_| duel.undo()>{t.undo()}</button>
                        <button type="button" data-testid="nb-restart" on:click=move |_| duel.restart()>{t.start_again()}</button>
                    </p>
                    <div class="nb-hint" data-testid="nb-hint-steps" tabindex="-1" data-steps=move || steps.get()
                        data-move=move || hinted.get().map(|mv| mv.to_string()) aria-live="polite">
                        <ol>{lines_view(lines)}</ol>
                        <button type="button" data-testid="nb-hint-play" class:hidden=move || hinted.get().is_none()
                            on:click=move |_| { if let Some(mv) = hinted.get_untracked() { duel.play(mv) } }>
                            {nb.of(|n| n.nb_hint_play)}
                        </button>
                    </div>
                </div>
                <SumTableau tableau sum/>
            </div>
            <p class="nb-link">
                <a data-testid="nb-link" href=move || duel.game.with(game_href)>{nb.of(|n| n.nb_link)}</a>
            </p>
        </section>
    }
}

/// The form that chooses the games, the opponent and who moves first.
#[component]
fn SumForm(duel: Duel) -> impl IntoView {
    let nb = NbWords::get();
    let t = nb.app;
    let (drafts, versus, computer_first) = duel.game.with_untracked(|g| {
        (
            g.start()
                .components()
                .iter()
                .map(Draft::of)
                .collect::<Vec<_>>(),
            g.versus(),
            g.computer_first(),
        )
    });
    let drafts = RwSignal::new(drafts);
    let versus = RwSignal::new(versus);
    let computer_first = RwSignal::new(computer_first);
    let error = RwSignal::new(None::<GameSumError>);
    // A game started elsewhere (a link followed while the page is open) is
    // what the form shows next; what was typed for an earlier one is dropped.
    let opened = Memo::new(move |_| {
        duel.game
            .with(|g| (g.start().clone(), g.versus(), g.computer_first()))
    });
    Effect::new(move |before: Option<()>| {
        let (start, now_versus, now_first) = opened.get();
        if before.is_some() {
            drafts.set(start.components().iter().map(Draft::of).collect());
            versus.set(now_versus);
            computer_first.set(now_first);
            error.set(None);
        }
    });
    let count = Memo::new(move |_| drafts.with(Vec::len));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match drafts.with_untracked(|d| read_drafts(d)) {
            Ok(sum) => {
                error.set(None);
                let game = Match::new(sum, versus.get_untracked(), computer_first.get_untracked());
                duel.start(game);
            }
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <details class="nb-form-drawer">
            <summary data-testid="nb-form-open">{nb.of(|n| n.nb_form_title)}</summary>
            <form class="nb-form" data-testid="nb-form" on:submit=submit>
                <ol class="nb-drafts">
                    // Keyed by place: a removed game's followers move up, their
                    // fields reading the drafts now in their place.
                    <For each=move || 0..count.get() key=|i| *i let:i>
                        <DraftRow drafts i/>
                    </For>
                </ol>
                <p>
                    <button type="button" data-testid="nb-draft-add" disabled=move || { count.get() >= MAX_COMPONENTS }
                        on:click=move |_| drafts.update(|d| if d.len() < MAX_COMPONENTS {
                            d.push(Draft { kind: DraftKind::Kayles, size: MAX_KAYLES_PINS.min(5).to_string(), set: "1,3,4".into(), row: None })
                        })>{nb.of(|n| n.nb_add)}</button>
                </p>
                <fieldset class="nb-opponent">
                    <legend>{t.opponent()}</legend>
                    <label class="choice"><input type="radio" name="nb-vs" data-testid="nb-vs-computer"
                        prop:checked=move || versus.get() == Versus::Computer
                        on:change=move |_| versus.set(Versus::Computer)/>" " {t.vs_perfect()}</label>
                    <label class="choice"><input type="radio" name="nb-vs" data-testid="nb-vs-friend"
                        prop:checked=move || versus.get() == Versus::Friend
                        on:change=move |_| versus.set(Versus::Friend)/>" " {t.vs_friend()}</label>
                    <label class="choice"><input type="checkbox" data-testid="nb-computer-first"
                        disabled=move || versus.get() == Versus::Friend
                        prop:checked=move || computer_first.get()
                        on:change=move |ev| computer_first.set(event_target_checked(&ev))/>" " {t.computer_first()}</label>
                </fieldset>
                <p class="error" role="alert" data-testid="nb-form-error">
                    {move || error.with(|e| e.as_ref().map(|e| sentence(sum_error_words(nb.lang(), e))))}
                </p>
                <button type="submit" class="primary" data-testid="nb-form-start">{nb.of(|n| n.nb_start)}</button>
            </form>
        </details>
    }
}

/// One game of the form: its kind, its size, its set for a subtraction pile,
/// and the button that removes it.
#[component]
fn DraftRow(drafts: RwSignal<Vec<Draft>>, i: usize) -> impl IntoView {
    let nb = NbWords::get();
    let edit = move |change: &dyn Fn(&mut Draft)| {
        drafts.update(|d| {
            if let Some(draft) = d.get_mut(i) {
                change(draft)
            }
        })
    };
    let draft = move || drafts.with(|d| d.get(i).cloned());
    let kind = Memo::new(move |_| draft().map_or(DraftKind::Nim, |d| d.kind));
    let alone = Memo::new(move |_| drafts.with(|d| d.len() <= 1));
    let options = DraftKind::ALL
        .into_iter()
        .map(|k| {
            view! {
                <option value=k.code() prop:selected=move || kind.get() == k>{move || k.name(nb.lang())}</option>
            }
        })
        .collect_view();
    let n = i + 1;
    view! {
        <li class="nb-draft" data-testid="nb-draft" data-index=n>
            <label>{move || fill(nt(nb.lang()).nb_game_n, &[&n])} " "
                <select data-testid="nb-draft-kind" on:change=move |ev| {
                    let code = event_target_value(&ev);
                    let kind = DraftKind::ALL.into_iter().find(|k| k.code() == code).unwrap_or(DraftKind::Nim);
                    edit(&|d: &mut Draft| d.kind = kind);
                }>{options}</select>
            </label>
            <label>{nb.of(|n| n.nb_size)} " "
                <input type="text" inputmode="numeric" size="4" data-testid="nb-draft-size"
                    prop:value=move || draft().map(|d| d.size).unwrap_or_default()
                    on:input=move |ev| { let v = event_target_value(&ev); edit(&|d: &mut Draft| d.size.clone_from(&v)) }/>
            </label>
            <label class:hidden=move || kind.get() != DraftKind::Subtraction>{nb.of(|n| n.nb_set_s)} " "
                <input type="text" size="8" data-testid="nb-draft-set"
                    prop:value=move || draft().map(|d| d.set).unwrap_or_default()
                    on:input=move |ev| { let v = event_target_value(&ev); edit(&|d: &mut Draft| d.set.clone_from(&v)) }/>
            </label>
            <button type="button" data-testid="nb-draft-remove" disabled=move || alone.get()
                on:click=move |_| drafts.update(|d| { if d.len() > 1 && i < d.len() { d.remove(i); } })>
                {move || fill(nt(nb.lang()).nb_remove, &[&n])}
            </button>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{MAX_PILES, MAX_PILE_SIZE, MAX_SUM_PILE};

    fn sum(text: &str) -> GameSum {
        text.parse().unwrap()
    }

    #[test]
    fn the_hint_goes_one_step_further_at_each_press() {
        let default = sum("nim:5;sub(1,3,4):9;kayles:7");
        assert_eq!(
            hint_lines(Lang::En, &default, 1),
            ["The nim-sum of the nimbers: 5 ⊕ 0 ⊕ 2 = 7."]
        );
        let all = hint_lines(Lang::En, &default, 3);
        assert_eq!(all.len(), 3);
        assert!(
            all[1].starts_with("Move in game 1: its nimber is 5, and 5 ⊕ 7 = 2"),
            "{}",
            all[1]
        );
        assert_eq!(all[2], "The move: take 3 sticks from game 1.");
        // A game alone: its nimber is the nim-sum, and no game is numbered.
        assert_eq!(
            hint_lines(Lang::En, &sum("kayles:6"), 3),
            [
                "One game alone: the nim-sum is its nimber, 3.",
                "Leave nimber 0: by the mex rule a game worth 3 has a move to every smaller \
                 nimber, 0 among them.",
                "The move: knock down pin 2.",
            ]
        );
        assert_eq!(
            hint_lines(Lang::It, &sum("nim:4"), 2)[1],
            "Lascia il nimero 0: per la regola del mex un gioco che vale 4 ha una mossa verso \
             ogni nimero più piccolo, 0 compreso."
        );
        // Following it leaves a nim-sum of 0.
        let mv = default.hint().unwrap().mv;
        assert_eq!(default.play(mv).unwrap().nim_sum(), 0);
        let safe = sum("nim:3;nim:3");
        assert_eq!(hint_lines(Lang::En, &safe, 3).len(), 2);
        assert_eq!(nimber_tableau(&default).nim_sum, 7);
        assert_eq!(nimber_tableau(&default).column_sums, vec![1, 1, 1]);
    }

    #[test]
    fn the_nimbers_of_any_sum_are_a_position() {
        // Why the tableau's fallback is never used: a nimber is at most its
        // game's size, and a sum has no more games than a position has piles.
        const {
            assert!(MAX_COMPONENTS <= MAX_PILES);
            assert!(MAX_SUM_PILE <= MAX_PILE_SIZE);
            assert!(MAX_KAYLES_PINS as u32 <= MAX_PILE_SIZE);
        }
        let big = sum(&["nim:1000"; MAX_COMPONENTS].join(";"));
        assert_eq!(nimber_tableau(&big).rows.len(), MAX_COMPONENTS);
    }

    #[test]
    fn the_form_reads_through_the_engine() {
        let drafts: Vec<Draft> = sum("nim:5;sub(1,3,4):9;kayles:II.III")
            .components()
            .iter()
            .map(Draft::of)
            .collect();
        assert_eq!(
            read_drafts(&drafts).unwrap().to_string(),
            "nim:5;sub(1,3,4):9;kayles:II.III"
        );
        // The row's pins standing are its size; changed, a full row of them.
        assert_eq!(drafts[2].size, "5");
        let mut changed = drafts.clone();
        changed[2].size = "4".into();
        assert_eq!(
            read_drafts(&changed).unwrap().to_string(),
            "nim:5;sub(1,3,4):9;kayles:4"
        );
        let mut bad = drafts.clone();
        bad[1].set = "0".into();
        assert_eq!(
            sum_error_words(Lang::En, &read_drafts(&bad).unwrap_err()),
            "game 2: 0 cannot be in the set: a move takes at least one stick"
        );
        bad[2].size = "31".into();
        bad[1].set = "2".into();
        assert!(sum_error_words(Lang::It, &read_drafts(&bad).unwrap_err())
            .starts_with("gioco 3: una fila di 31 birilli"));
    }
}
