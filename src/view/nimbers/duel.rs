//! A game of a sum played to its end: the model (who moves, who won), the
//! page's store for one board (the game, the hint's steps, the two-pin switch,
//! the computer's pause), and the words for its status and its games.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;

use crate::engine::{
    Component, ComponentMove, GameSum, KaylesRow, Rng, SumMove, SumMoveError, MAX_KAYLES_PINS,
};

use super::super::app::THINK_MS;
use super::super::say::capitalise;
use super::super::table::focus;
use super::super::text::{fill, Lang};
use super::text::nt;
use super::{default_sum, move_words, on_page, pins};

/// Who plays against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Versus {
    Computer,
    Friend,
}

/// A player: you and the computer, or two players at one screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mover {
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

/// A move played: the sum it was played on, who played it, and the move.
type Played = (GameSum, Mover, SumMove);

/// A game of a sum: where it started, where it is, whose turn it is and the
/// moves played. Whoever cannot move loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Match {
    start: GameSum,
    sum: GameSum,
    first: Mover,
    turn: Mover,
    /// Each move with the sum before it: the last move, and what Undo goes back to.
    played: Vec<Played>,
    /// Bumped by every move, every undo and every new start: a computer's
    /// answer planned for an earlier one is dropped.
    serial: u64,
}

impl Match {
    /// A game from `start`; against the computer, it may move first.
    pub(super) fn new(start: GameSum, versus: Versus, computer_first: bool) -> Match {
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
            played: Vec::new(),
            serial: 0,
        }
    }

    /// The same game with Player Two to move first: between friends, a
    /// game opened where it was Two's turn. Against the computer, unchanged.
    pub(super) fn second_first(mut self) -> Match {
        if self.first == Mover::One {
            self.first = Mover::Two;
            self.turn = Mover::Two;
        }
        self
    }

    pub(super) fn sum(&self) -> &GameSum {
        &self.sum
    }

    pub(super) fn start(&self) -> &GameSum {
        &self.start
    }

    pub(super) fn versus(&self) -> Versus {
        match self.first {
            Mover::One | Mover::Two => Versus::Friend,
            _ => Versus::Computer,
        }
    }

    pub(super) fn computer_first(&self) -> bool {
        self.first == Mover::Computer
    }

    pub(super) fn serial(&self) -> u64 {
        self.serial
    }

    /// Who is to move; `None` once no move is left.
    pub(super) fn turn(&self) -> Option<Mover> {
        (!self.sum.is_over()).then_some(self.turn)
    }

    /// Who won: whoever made the last move, once no move is left.
    pub(super) fn winner(&self) -> Option<Mover> {
        self.sum.is_over().then(|| self.turn.other())
    }

    pub(super) fn last(&self) -> Option<(Mover, SumMove)> {
        self.played.last().map(|&(_, who, mv)| (who, mv))
    }

    /// True when a person may move now.
    pub(super) fn person_to_move(&self) -> bool {
        self.turn().is_some_and(|m| m != Mover::Computer)
    }

    pub(super) fn computer_to_move(&self) -> bool {
        self.turn() == Some(Mover::Computer)
    }

    /// Plays `mv` for whoever is to move.
    ///
    /// # Errors
    ///
    /// The engine's [`SumMoveError`]; the game is untouched.
    pub(super) fn play(&mut self, mv: SumMove) -> Result<(), SumMoveError> {
        let after = self.sum.play(mv)?;
        let before = std::mem::replace(&mut self.sum, after);
        self.played.push((before, self.turn, mv));
        self.turn = self.turn.other();
        self.serial += 1;
        Ok(())
    }

    /// Whether a person's move can be taken back.
    pub(super) fn can_undo(&self) -> bool {
        self.played
            .iter()
            .any(|(_, who, _)| *who != Mover::Computer)
    }

    /// Takes back the last move a person made, and the computer's answer if
    /// it made one: a person is to move again, where they were. Says whether
    /// there was such a move.
    pub(super) fn undo(&mut self) -> bool {
        let Some(at) = self
            .played
            .iter()
            .rposition(|(_, who, _)| *who != Mover::Computer)
        else {
            return false;
        };
        let (before, who, _) = self.played[at].clone();
        self.played.truncate(at);
        self.sum = before;
        self.turn = who;
        self.serial += 1;
        true
    }

    /// The same start again, the same player first.
    pub(super) fn restart(&mut self) {
        self.sum = self.start.clone();
        self.turn = self.first;
        self.played.clear();
        self.serial += 1;
    }
}

/// One board's state on the page: the game, how many steps of the hint are
/// shown, whether a click on a pin knocks down two, and the computer's dice.
#[derive(Clone, Copy)]
pub(super) struct Duel {
    pub(super) game: RwSignal<Match>,
    pub(super) hint_steps: RwSignal<u8>,
    pub(super) two_pins: RwSignal<bool>,
    rng: StoredValue<Rng>,
    /// The board's name, for tests and for the focus after a move.
    pub(super) board: &'static str,
}

impl Duel {
    /// A board for `game`; the computer answers after its pause, whenever it is
    /// to move.
    pub(super) fn new(game: Match, board: &'static str) -> Duel {
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
            Timeout::new(THINK_MS, move || duel.computer_moves(serial)).forget();
        });
        duel
    }

    /// The computer's move, if the game is still the one it thought about.
    fn computer_moves(self, serial: u64) {
        // Not while another page is shown: the address could not follow the
        // move, and Back would then bring an earlier position. It moves once
        // the page is back.
        if !on_page() {
            Timeout::new(THINK_MS, move || self.computer_moves(serial)).forget();
            return;
        }
        let Some(Some(sum)) = self.game.try_with_untracked(|g| {
            (g.serial() == serial && g.computer_to_move()).then(|| g.sum().clone())
        }) else {
            return;
        };
        let Some(Some(mv)) = self.rng.try_update_value(|rng| sum.computer_move(rng)) else {
            return;
        };
        // The game it moves in is drawn again: a focus in it would drop to the
        // page, so it goes to that game's group, as after a person's move.
        let game = self.game_selector(mv.component);
        let inside = document()
            .active_element()
            .and_then(|e| e.closest(&game).ok().flatten())
            .is_some();
        self.game.try_update(|g| g.play(mv).ok());
        self.hint_steps.try_set(0);
        if inside {
            self.focus_game(mv.component);
        }
        if let ComponentMove::KnockOne(pin) | ComponentMove::KnockTwo(pin) = mv.mv {
            let pin = format!("{game} [data-pin='{}']", pin + 1);
            request_animation_frame(move || show_in_row(&pin));
        }
    }

    /// The group of the game numbered from 0 on this board.
    fn game_selector(self, component: usize) -> String {
        format!(
            "[data-testid={}] [data-component='{}']",
            self.board,
            component + 1
        )
    }

    /// Focuses, after the redraw, the group of the game numbered from 0.
    fn focus_game(self, component: usize) {
        let game = self.game_selector(component);
        request_animation_frame(move || focus(&game));
    }

    /// A person's move; a move that is not legal is ignored (the board offers
    /// only legal ones). The focus goes to the game moved in, whose buttons
    /// are drawn again.
    pub(super) fn play(self, mv: SumMove) {
        if !self.game.with_untracked(Match::person_to_move) {
            return;
        }
        if self
            .game
            .try_update(|g| g.play(mv))
            .is_some_and(|r| r.is_ok())
        {
            self.hint_steps.set(0);
            self.focus_game(mv.component);
        }
    }

    pub(super) fn restart(self) {
        self.game.update(Match::restart);
        self.hint_steps.set(0);
    }

    /// Undo; back at the start its button is disabled, and a focus on it
    /// goes to the first game rather than to the page.
    pub(super) fn undo(self) {
        if self.game.try_update(Match::undo) == Some(true) {
            self.hint_steps.set(0);
            let on_undo = document()
                .active_element()
                .is_some_and(|e| e.matches("[data-testid$=undo]").unwrap_or(false));
            if on_undo && !self.game.with_untracked(Match::can_undo) {
                self.focus_game(0);
            }
        }
    }

    pub(super) fn start(self, game: Match) {
        self.game.set(game);
        self.hint_steps.set(0);
    }
}

/// Scrolls a row of pins longer than the screen (a phone's) to the pin
/// `selector` names, which the computer has just knocked down: its move is
/// seen, not made out of sight past the row's edge or under its fade.
fn show_in_row(selector: &str) {
    let Some(pin) = document().query_selector(selector).ok().flatten() else {
        return;
    };
    let Some(row) = pin.parent_element() else {
        return;
    };
    let (pin, row_box) = (
        pin.get_bounding_client_rect(),
        row.get_bounding_client_rect(),
    );
    // Clear of the fade over the row's last stretch, about a pin wide.
    let fade = pin.width();
    if pin.left() < row_box.left() {
        row.scroll_by_with_x_and_y(pin.left() - row_box.left() - fade, 0.0);
    } else if pin.right() > row_box.right() - fade {
        row.scroll_by_with_x_and_y(pin.right() - row_box.right() + 2.0 * fade, 0.0);
    }
}

/// Who is to move or who won, in words, after the last move said (a screen
/// reader hears the move, not only its outcome).
pub(super) fn status_words(lang: Lang, game: &Match) -> String {
    let (t, n) = (lang.text(), nt(lang));
    let games = game.sum().components().len();
    let said = match game.last() {
        Some((Mover::Computer, mv)) => {
            fill(n.nb_last_computer, &[&move_words(lang, mv, games)]) + " "
        }
        Some((who @ (Mover::One | Mover::Two), mv)) => {
            fill(
                n.nb_last_player,
                &[&player_number(who), &move_words(lang, mv, games)],
            ) + " "
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
pub(super) fn status_key(game: &Match) -> &'static str {
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

/// The Kayles row against the computer: a one-game sum.
pub(super) fn kayles_match(pins: u32) -> Match {
    let line = KaylesRow::full(pins.min(MAX_KAYLES_PINS as u32))
        .or_else(|_| KaylesRow::full(10))
        .expect("a row of 10 pins is a Kayles row");
    let sum = GameSum::new(vec![Component::Kayles(line)]).unwrap_or_else(|_| default_sum());
    Match::new(sum, Versus::Computer, false)
}

/// A game's label for a screen reader and the tableau's rows, in a sum of
/// `games`: "Game 3: Kayles, 6 pins standing", or "Kayles, 6 pins standing"
/// played alone.
pub(super) fn component_words(lang: Lang, i: usize, component: &Component, games: usize) -> String {
    let (t, n) = (lang.text(), nt(lang));
    let said = match component {
        Component::Nim(size) => fill(n.nb_game_nim, &[&t.sticks(*size)]),
        Component::Subtraction(set, size) => {
            let takes: Vec<String> = set.takes().iter().map(u32::to_string).collect();
            fill(
                n.nb_game_sub,
                &[&t.sticks(*size), &format!("{{{}}}", takes.join(", "))],
            )
        }
        Component::Kayles(line) => fill(n.nb_game_kayles, &[&pins(lang, line.standing())]),
    };
    if games == 1 {
        capitalise(&said)
    } else {
        fill(n.nb_game_is, &[&(i + 1), &said])
    }
}

/// Capitalised move words, for a button's label.
pub(super) fn move_label(lang: Lang, mv: SumMove, games: usize) -> String {
    capitalise(&move_words(lang, mv, games))
}

#[cfg(test)]
mod tests {
    use super::*;

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
            status_words(Lang::En, &game),
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
        // The computer's first move is not a person's to take back.
        game.play("1:1".parse().unwrap()).unwrap();
        assert!(!game.can_undo());
        assert!(!game.undo());
        // Undo takes back the person's move and the computer's answer.
        let mut three = Match::new(sum("nim:3;kayles:3"), Versus::Computer, false);
        three.play("1:1".parse().unwrap()).unwrap();
        let serial = three.serial();
        three.play("2:k2".parse().unwrap()).unwrap();
        assert!(three.can_undo());
        assert!(three.undo());
        assert_eq!(
            (three.sum(), three.turn(), three.last()),
            (&sum("nim:3;kayles:3"), Some(Mover::You), None)
        );
        assert!(
            three.serial() > serial,
            "an answer planned before is dropped"
        );
        assert!(!three.can_undo());
        // A move that ended the game is taken back alone; between friends, one move at a time.
        let mut end = Match::new(sum("nim:2"), Versus::Computer, false);
        end.play("1:2".parse().unwrap()).unwrap();
        assert!(end.undo());
        assert_eq!(end.sum(), &sum("nim:2"));
        let mut friends = Match::new(sum("nim:3"), Versus::Friend, false);
        friends.play("1:1".parse().unwrap()).unwrap();
        friends.play("1:1".parse().unwrap()).unwrap();
        assert!(friends.undo());
        assert_eq!(
            (friends.sum(), friends.turn()),
            (&sum("nim:2"), Some(Mover::Two))
        );
        assert_eq!(friends.last().map(|(who, _)| who), Some(Mover::One));
        let mut friends = Match::new(sum("nim:2"), Versus::Friend, true);
        friends.play("1:2".parse().unwrap()).unwrap();
        assert_eq!(friends.winner(), Some(Mover::One));
        assert_eq!(
            status_words(Lang::It, &friends),
            "La mossa del giocatore 1: prendere 2 bastoncini. Vince il giocatore 1!"
        );
    }

    #[test]
    fn a_game_is_named_and_a_kayles_row_bounded() {
        assert_eq!(
            component_words(Lang::En, 1, &sum("sub(1,3,4):9").components()[0], 2),
            "Game 2: a pile of 9 sticks, S = {1, 3, 4}"
        );
        // Played alone, a game is not numbered.
        assert_eq!(
            component_words(Lang::It, 0, &sum("kayles:6").components()[0], 1),
            "Kayles, 6 birilli in piedi"
        );
        assert_eq!(kayles_match(40).sum().to_string(), "kayles:30");
        // Against the computer, a Kayles row is a game alone: its moves are
        // not numbered.
        let mut row = kayles_match(3);
        row.play("1:k2".parse().unwrap()).unwrap();
        row.play("1:k1".parse().unwrap()).unwrap();
        assert_eq!(
            status_words(Lang::It, &row),
            "La mossa del computer: abbattere il birillo 1. Tocca a te."
        );
    }
}
