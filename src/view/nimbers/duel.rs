//! A game of a sum played to its end: the model (who moves, who won), the
//! page's store for one board (the game, the hint's steps, the two-pin switch,
//! the computer's pause), and the sum section with its form, status, hint and
//! tableau.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;

use crate::engine::{
    capitalise, nim_sum, Component, GameSum, Hint, KaylesRow, Position, Rng, Rules, SubtractionSet,
    SumMove, SumMoveError, Tableau, MAX_COMPONENTS, MAX_KAYLES_PINS,
};

use super::super::learn::replace_hash;
use super::super::table::{focus, Table};
use super::super::text::{fill, Text};
use super::board::{SumBoard, SumTableau};
use super::{
    component_error_words, default_sum, move_words, nimbers_href, set_error_words, sum_error_words,
    text,
};

/// Who plays against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Versus {
    Computer,
    Friend,
}

/// A player: you and the computer, or two players at one screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    You,
    Computer,
    One,
    Two,
}

impl Mover {
    fn other(self) -> Mover {
        match self {
            Mover::You => Mover::Computer,
            Mover::Computer => Mover::You,
            Mover::One => Mover::Two,
            Mover::Two => Mover::One,
        }
    }
}

/// A game of a sum: where it started, where it is, whose turn it is and the
/// last move. Whoever cannot move loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    start: GameSum,
    sum: GameSum,
    first: Mover,
    turn: Mover,
    last: Option<(Mover, SumMove)>,
    /// Bumped by every move and every new start: a computer's answer planned
    /// for an earlier one is dropped.
    serial: u64,
}

impl Match {
    /// A game from `start`; against the computer, it may move first.
    pub fn new(start: GameSum, versus: Versus, computer_first: bool) -> Match {
        let first = match (versus, computer_first) {
            (Versus::Computer, false) => Mover::You,
            (Versus::Computer, true) => Mover::Computer,
            (Versus::Friend, _) => Mover::One,
        };
        Match {
            sum: start.clone(),
            start,
            first,
            turn: first,
            last: None,
            serial: 0,
        }
    }

    pub fn sum(&self) -> &GameSum {
        &self.sum
    }

    pub fn start(&self) -> &GameSum {
        &self.start
    }

    pub fn versus(&self) -> Versus {
        match self.first {
            Mover::One | Mover::Two => Versus::Friend,
            _ => Versus::Computer,
        }
    }

    pub fn computer_first(&self) -> bool {
        self.first == Mover::Computer
    }

    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// Who is to move; `None` once no move is left.
    pub fn turn(&self) -> Option<Mover> {
        (!self.sum.is_over()).then_some(self.turn)
    }

    /// Who won: whoever made the last move, once no move is left.
    pub fn winner(&self) -> Option<Mover> {
        self.sum.is_over().then(|| self.turn.other())
    }

    pub fn last(&self) -> Option<(Mover, SumMove)> {
        self.last
    }

    /// True when a person may move now.
    pub fn person_to_move(&self) -> bool {
        self.turn().is_some_and(|m| m != Mover::Computer)
    }

    pub fn computer_to_move(&self) -> bool {
        self.turn() == Some(Mover::Computer)
    }

    /// Plays `mv` for whoever is to move.
    ///
    /// # Errors
    ///
    /// The engine's [`SumMoveError`]; the game is untouched.
    pub fn play(&mut self, mv: SumMove) -> Result<(), SumMoveError> {
        self.sum = self.sum.play(mv)?;
        self.last = Some((self.turn, mv));
        self.turn = self.turn.other();
        self.serial += 1;
        Ok(())
    }

    /// The same start again, the same player first.
    pub fn restart(&mut self) {
        self.sum = self.start.clone();
        self.turn = self.first;
        self.last = None;
        self.serial += 1;
    }
}

/// One board's state on the page: the game, how many steps of the hint are
/// shown, whether a click on a pin knocks down two, and the computer's dice.
#[derive(Clone, Copy)]
pub struct Duel {
    pub game: RwSignal<Match>,
    pub hint_steps: RwSignal<u8>,
    pub two_pins: RwSignal<bool>,
    rng: StoredValue<Rng>,
    /// The board's name, for tests and for the focus after a move.
    pub board: &'static str,
}

impl Duel {
    /// A board for `game`; the computer answers after its pause, whenever it is
    /// to move.
    pub fn new(game: Match, board: &'static str) -> Duel {
        let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
        let duel = Duel {
            game: RwSignal::new(game),
            hint_steps: RwSignal::new(0),
            two_pins: RwSignal::new(false),
            rng: StoredValue::new(Rng::new(seed)),
            board,
        };
        Effect::new(move |_| {
            let Some(serial) = duel
                .game
                .with(|g| g.computer_to_move().then_some(g.serial()))
            else {
                return;
            };
            Timeout::new(Table::get().think_ms(), move || duel.computer_moves(serial)).forget();
        });
        duel
    }

    /// The computer's move, if the game is still the one it thought about.
    /// (The page may be gone by then: nothing is read that would panic.)
    fn computer_moves(self, serial: u64) {
        let Some(Some(sum)) = self.game.try_with_untracked(|g| {
            (g.serial() == serial && g.computer_to_move()).then(|| g.sum().clone())
        }) else {
            return;
        };
        let Some(Some(mv)) = self.rng.try_update_value(|rng| sum.computer_move(rng)) else {
            return;
        };
        self.game.try_update(|g| g.play(mv).ok());
        self.hint_steps.try_set(0);
    }

    /// A person's move; a move that is not legal is ignored (the board offers
    /// only legal ones). The focus goes to the game moved in, whose buttons
    /// are drawn again.
    pub fn play(self, mv: SumMove) {
        if !self.game.with_untracked(Match::person_to_move) {
            return;
        }
        if self
            .game
            .try_update(|g| g.play(mv))
            .is_some_and(|r| r.is_ok())
        {
            self.hint_steps.set(0);
            let board = self.board;
            request_animation_frame(move || {
                focus(&format!(
                    "[data-testid={board}] [data-component='{}']",
                    mv.component + 1
                ))
            });
        }
    }

    pub fn restart(self) {
        self.game.update(Match::restart);
        self.hint_steps.set(0);
    }

    pub fn start(self, game: Match) {
        self.game.set(game);
        self.hint_steps.set(0);
    }
}

/// Who is to move or who won, in words, after the last move said (a screen
/// reader hears the move, not only its outcome).
pub fn status_words(t: &Text, game: &Match) -> String {
    let said = match game.last() {
        Some((Mover::Computer, mv)) => fill(t.nb_last_computer, &[&move_words(t, mv)]) + " ",
        Some((who @ (Mover::One | Mover::Two), mv)) => {
            fill(t.nb_last_player, &[&player_number(who), &move_words(t, mv)]) + " "
        }
        _ => String::new(),
    };
    let now = match (game.winner(), game.turn()) {
        (Some(Mover::You), _) => t.win_you.to_string(),
        (Some(Mover::Computer), _) => t.win_computer.to_string(),
        (Some(who), _) => fill(t.win_player, &[&player_number(who)]),
        (None, Some(Mover::You)) => t.your_move.to_string(),
        (None, Some(Mover::Computer)) => t.computer_moving.to_string(),
        (None, Some(who)) => fill(t.turn_player, &[&player_number(who)]),
        (None, None) => String::new(),
    };
    said + &now
}

fn player_number(who: Mover) -> u8 {
    if who == Mover::Two {
        2
    } else {
        1
    }
}

/// A key for the status: who is to move, or who won.
pub fn status_key(game: &Match) -> &'static str {
    match (game.winner(), game.turn()) {
        (Some(Mover::You), _) => "won",
        (Some(Mover::Computer), _) => "lost",
        (Some(Mover::One), _) => "won-1",
        (Some(Mover::Two), _) => "won-2",
        (None, Some(Mover::You)) => "you",
        (None, Some(Mover::Computer)) => "computer",
        (None, Some(Mover::One)) => "player-1",
        (None, _) => "player-2",
    }
}

/// The hint's steps, as far as `steps` (1 to 3): the nim-sum of the nimbers;
/// the game to move in and the nimber to leave there; the move. A safe sum
/// has its first step only.
pub fn hint_lines(t: &Text, sum: &GameSum, steps: u8) -> Vec<String> {
    let nimbers = sum.nimbers();
    let listed: Vec<String> = nimbers.iter().map(u32::to_string).collect();
    let total = nim_sum(nimbers.iter().copied());
    let mut lines = vec![fill(t.nb_hint_sum, &[&listed.join(" ⊕ "), &total])];
    match sum.hint() {
        None => lines.push(t.nb_hint_safe.to_string()),
        Some(Hint {
            nim_sum,
            component,
            nimber,
            leave,
            mv,
        }) => {
            if steps >= 2 {
                lines.push(fill(
                    t.nb_hint_where,
                    &[&(component + 1), &nimber, &nim_sum, &leave],
                ));
            }
            if steps >= 3 {
                lines.push(fill(t.nb_hint_move, &[&move_words(t, mv)]));
            }
        }
    }
    lines
}

/// The engine's tableau over the nimbers: a Nim position whose piles are the
/// components' nimbers has the same column sums, nim-sum and verdict.
pub fn nimber_tableau(sum: &GameSum) -> Tableau {
    let position = Position::new(sum.nimbers()).unwrap_or_else(|_| Position::new(vec![0]).unwrap());
    Tableau::new(&position, &Rules::NORMAL)
}

/// A game of the sum's form, as typed: its kind, its size, and for a
/// subtraction pile its set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub kind: DraftKind,
    pub size: String,
    pub set: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftKind {
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

    fn name(self, t: &Text) -> &'static str {
        match self {
            DraftKind::Nim => t.nb_kind_nim,
            DraftKind::Subtraction => t.nb_kind_sub,
            DraftKind::Kayles => t.nb_kind_kayles,
        }
    }
}

impl Draft {
    /// The form's row for a game of a sum.
    pub fn of(component: &Component) -> Draft {
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
        Draft { kind, size, set }
    }

    /// The game typed, read by the engine. A Kayles row starts with every pin
    /// standing.
    pub fn read(&self, t: &Text) -> Result<Component, String> {
        let size = self.size.trim();
        let text = match self.kind {
            DraftKind::Subtraction => {
                let set: SubtractionSet = self.set.parse().map_err(|e| set_error_words(t, &e))?;
                format!("sub({set}):{size}")
            }
            kind => format!("{}:{size}", kind.code()),
        };
        text.parse().map_err(|e| component_error_words(t, &e))
    }
}

/// The games typed, read into a sum, or what is wrong (naming the game).
pub fn read_drafts(t: &Text, drafts: &[Draft]) -> Result<GameSum, String> {
    let components = drafts
        .iter()
        .enumerate()
        .map(|(i, d)| d.read(t).map_err(|e| fill(t.nb_err_game, &[&(i + 1), &e])))
        .collect::<Result<Vec<Component>, String>>()?;
    GameSum::new(components).map_err(|e| sum_error_words(t, &e))
}

/// The sum of games: its form, its board beside the tableau of its nimbers,
/// and the graded hint.
#[component]
pub fn SumSection(start: GameSum) -> impl IntoView {
    let t = text();
    let duel = Duel::new(Match::new(start, Versus::Computer, false), "nb-board");
    // The address follows the position, so a reload, a language switch or a
    // copied link comes back to it.
    Effect::new(move |_| duel.game.with(|g| replace_hash(&nimbers_href(g.sum()))));
    let sum = Memo::new(move |_| duel.game.with(|g| g.sum().clone()));
    let tableau = Signal::derive(move || sum.with(nimber_tableau));
    let status = move || duel.game.with(|g| status_words(t, g));
    let key = move || duel.game.with(status_key);
    let mine = Memo::new(move |_| duel.game.with(Match::person_to_move));
    let hint = Memo::new(move |_| sum.with(GameSum::hint));
    let steps = duel.hint_steps;
    let most_steps = move || if hint.get().is_some() { 3 } else { 1 };
    let lines = move || {
        let shown = steps.get();
        let lines = if shown > 0 {
            sum.with(|s| hint_lines(t, s, shown))
        } else {
            Vec::new()
        };
        lines
            .into_iter()
            .map(|line| view! { <li>{line}</li> })
            .collect_view()
    };
    let hinted = Signal::derive(move || {
        (steps.get() >= 3 && mine.get())
            .then(|| hint.get().map(|h| h.mv))
            .flatten()
    });
    view! {
        <section class="nb-section" aria-labelledby="nb-sum-title">
            <h3 id="nb-sum-title">{t.nb_sum_title}</h3>
            <p>{t.nb_sum_intro}</p>
            <SumForm duel/>
            <div class="nb-duel">
                <div class="nb-play">
                    <p class="status" data-testid="nb-status" data-turn=key aria-live="polite">{status}</p>
                    <SumBoard duel hinted/>
                    <p class="nb-buttons">
                        <button type="button" data-testid="nb-hint"
                            disabled=move || { !mine.get() || steps.get() >= most_steps() }
                            on:click=move |_| steps.update(|s| *s += 1)>{t.hint}</button>
                        <button type="button" data-testid="nb-restart" on:click=move |_| duel.restart()>{t.start_again}</button>
                    </p>
                    <div class="nb-hint" data-testid="nb-hint-steps" data-steps=move || steps.get()
                        data-move=move || hinted.get().map(|mv| mv.to_string()) aria-live="polite">
                        <ol>{lines}</ol>
                        <button type="button" data-testid="nb-hint-play" class:hidden=move || hinted.get().is_none()
                            on:click=move |_| { if let Some(mv) = hinted.get_untracked() { duel.play(mv) } }>
                            {t.nb_hint_play}
                        </button>
                    </div>
                </div>
                <SumTableau tableau sum/>
            </div>
            <p>
                <a data-testid="nb-link" href=move || sum.with(nimbers_href)>{t.nb_link}</a>
            </p>
        </section>
    }
}

/// The form that chooses the games, the opponent and who moves first.
#[component]
fn SumForm(duel: Duel) -> impl IntoView {
    let t = text();
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
    let error = RwSignal::new(None::<String>);
    let edit = move |i: usize, change: Box<dyn FnOnce(&mut Draft)>| {
        drafts.update(|d| {
            if let Some(draft) = d.get_mut(i) {
                change(draft)
            }
        })
    };
    let count = Memo::new(move |_| drafts.with(Vec::len));
    let row = move |i: usize| {
        let draft = move || drafts.with(|d| d.get(i).cloned());
        let kind = Memo::new(move |_| draft().map_or(DraftKind::Nim, |d| d.kind));
        let options = DraftKind::ALL
            .into_iter()
            .map(|k| view! { <option value=k.code() selected=move || kind.get() == k>{k.name(t)}</option> })
            .collect_view();
        let n = i + 1;
        view! {
            <li class="nb-draft" data-testid="nb-draft" data-index=n>
                <label>{fill(t.nb_game_n, &[&n])} " "
                    <select data-testid="nb-draft-kind" on:change=move |ev| {
                        let code = event_target_value(&ev);
                        let kind = DraftKind::ALL.into_iter().find(|k| k.code() == code).unwrap_or(DraftKind::Nim);
                        edit(i, Box::new(move |d| d.kind = kind));
                    }>{options}</select>
                </label>
                <label>{t.nb_size} " "
                    <input type="text" inputmode="numeric" size="4" data-testid="nb-draft-size"
                        prop:value=move || draft().map(|d| d.size).unwrap_or_default()
                        on:input=move |ev| { let v = event_target_value(&ev); edit(i, Box::new(move |d| d.size = v)) }/>
                </label>
                <label class:hidden=move || kind.get() != DraftKind::Subtraction>{t.nb_set_s} " "
                    <input type="text" size="8" data-testid="nb-draft-set"
                        prop:value=move || draft().map(|d| d.set).unwrap_or_default()
                        on:input=move |ev| { let v = event_target_value(&ev); edit(i, Box::new(move |d| d.set = v)) }/>
                </label>
                <button type="button" data-testid="nb-draft-remove" disabled=move || { count.get() <= 1 }
                    on:click=move |_| drafts.update(|d| { if d.len() > 1 { d.remove(i); } })>
                    {fill(t.nb_remove, &[&n])}
                </button>
            </li>
        }
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match drafts.with_untracked(|d| read_drafts(t, d)) {
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
            <summary data-testid="nb-form-open">{t.nb_form_title}</summary>
            <form class="nb-form" data-testid="nb-form" on:submit=submit>
                <ol class="nb-drafts">
                    {move || (0..count.get()).map(row).collect_view()}
                </ol>
                <p>
                    <button type="button" data-testid="nb-draft-add" disabled=move || { count.get() >= MAX_COMPONENTS }
                        on:click=move |_| drafts.update(|d| if d.len() < MAX_COMPONENTS {
                            d.push(Draft { kind: DraftKind::Kayles, size: MAX_KAYLES_PINS.min(5).to_string(), set: "1,3,4".into() })
                        })>{t.nb_add}</button>
                </p>
                <fieldset class="nb-opponent">
                    <legend>{t.opponent}</legend>
                    <label class="choice"><input type="radio" name="nb-vs" data-testid="nb-vs-computer"
                        prop:checked=move || versus.get() == Versus::Computer
                        on:change=move |_| versus.set(Versus::Computer)/>" " {t.vs_perfect}</label>
                    <label class="choice"><input type="radio" name="nb-vs" data-testid="nb-vs-friend"
                        prop:checked=move || versus.get() == Versus::Friend
                        on:change=move |_| versus.set(Versus::Friend)/>" " {t.vs_friend}</label>
                    <label class="choice"><input type="checkbox" data-testid="nb-computer-first"
                        disabled=move || versus.get() == Versus::Friend
                        prop:checked=move || computer_first.get()
                        on:change=move |ev| computer_first.set(event_target_checked(&ev))/>{t.computer_first}</label>
                </fieldset>
                <p class="error" role="alert" data-testid="nb-form-error">{move || error.get()}</p>
                <button type="submit" class="primary" data-testid="nb-form-start">{t.nb_start}</button>
            </form>
        </details>
    }
}

/// The Kayles row against the computer: a one-game sum.
pub fn kayles_match(pins: u32) -> Match {
    let line = KaylesRow::full(pins.min(MAX_KAYLES_PINS as u32))
        .unwrap_or_else(|_| KaylesRow::full(10).unwrap());
    let sum = GameSum::new(vec![Component::Kayles(line)]).unwrap_or_else(|_| default_sum());
    Match::new(sum, Versus::Computer, false)
}

/// A game's label for a screen reader and the tableau's rows: "Game 3: Kayles,
/// 6 pins standing".
pub fn component_words(t: &Text, i: usize, component: &Component) -> String {
    let n = i + 1;
    match component {
        Component::Nim(size) => fill(t.nb_game_nim, &[&n, &t.sticks(*size)]),
        Component::Subtraction(set, size) => {
            let takes: Vec<String> = set.takes().iter().map(u32::to_string).collect();
            fill(
                t.nb_game_sub,
                &[&n, &t.sticks(*size), &format!("{{{}}}", takes.join(", "))],
            )
        }
        Component::Kayles(line) => fill(t.nb_game_kayles, &[&n, &super::pins(t, line.standing())]),
    }
}

/// Capitalised move words, for a button's label.
pub fn move_label(t: &Text, mv: SumMove) -> String {
    capitalise(&move_words(t, mv))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    fn sum(text: &str) -> GameSum {
        text.parse().unwrap()
    }

    #[test]
    fn a_match_passes_the_turn_and_names_the_winner() {
        let mut game = Match::new(sum("nim:1;kayles:1"), Versus::Computer, true);
        assert!(game.computer_to_move());
        assert_eq!(status_key(&game), "computer");
        game.play("1:1".parse().unwrap()).unwrap();
        assert!(game.person_to_move());
        assert_eq!(
            status_words(&EN, &game),
            "The computer's move: take 1 stick from game 1. Your move."
        );
        assert!(game.play("1:1".parse().unwrap()).is_err());
        game.play("2:k1".parse().unwrap()).unwrap();
        assert_eq!(game.winner(), Some(Mover::You));
        assert_eq!(game.turn(), None);
        assert_eq!(status_key(&game), "won");
        game.restart();
        assert_eq!(game.sum(), game.start());
        assert!(game.computer_to_move());
        let mut friends = Match::new(sum("nim:2"), Versus::Friend, true);
        friends.play("1:2".parse().unwrap()).unwrap();
        assert_eq!(friends.winner(), Some(Mover::One));
        assert_eq!(
            status_words(&IT, &friends),
            "La mossa del giocatore 1: prendere 2 bastoncini dal gioco 1. Vince il giocatore 1!"
        );
    }

    #[test]
    fn the_hint_goes_one_step_further_at_each_press() {
        let default = sum("nim:5;sub(1,3,4):9;kayles:7");
        assert_eq!(
            hint_lines(&EN, &default, 1),
            ["The nim-sum of the nimbers: 5 ⊕ 0 ⊕ 2 = 7."]
        );
        let all = hint_lines(&EN, &default, 3);
        assert_eq!(all.len(), 3);
        assert!(
            all[1].starts_with("Move in game 1: its nimber is 5, and 5 ⊕ 7 = 2"),
            "{}",
            all[1]
        );
        assert_eq!(all[2], "The move: take 3 sticks from game 1.");
        // Following it leaves a nim-sum of 0.
        let mv = default.hint().unwrap().mv;
        assert_eq!(default.play(mv).unwrap().nim_sum(), 0);
        let safe = sum("nim:3;nim:3");
        assert_eq!(hint_lines(&EN, &safe, 3).len(), 2);
        assert_eq!(nimber_tableau(&default).nim_sum, 7);
        assert_eq!(nimber_tableau(&default).column_sums, vec![1, 1, 1]);
    }

    #[test]
    fn the_form_reads_through_the_engine() {
        let drafts: Vec<Draft> = sum("nim:5;sub(1,3,4):9;kayles:II.III")
            .components()
            .iter()
            .map(Draft::of)
            .collect();
        assert_eq!(
            read_drafts(&EN, &drafts).unwrap().to_string(),
            "nim:5;sub(1,3,4):9;kayles:5"
        );
        let mut bad = drafts.clone();
        bad[1].set = "0".into();
        assert_eq!(
            read_drafts(&EN, &bad).unwrap_err(),
            "game 2: 0 cannot be in the set: a move takes at least one stick"
        );
        bad[2].size = "31".into();
        bad[1].set = "2".into();
        assert!(read_drafts(&IT, &bad)
            .unwrap_err()
            .starts_with("gioco 3: una fila di 31 birilli"));
        assert_eq!(
            component_words(&EN, 1, &sum("sub(1,3,4):9").components()[0]),
            "Game 2: a pile of 9 sticks, S = {1, 3, 4}"
        );
        assert_eq!(kayles_match(40).sum().to_string(), "kayles:30");
    }
}
