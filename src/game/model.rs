use std::fmt;

use crate::engine::{choose_move, is_mistake, Ending, Move, MoveError, MultiMove, Position, Rng};

use super::setup::{Opponent, Player, Setup};

/// One move of the game, with who made it and what it left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub player: Player,
    /// The part of the lowest-numbered pile: the whole move in ordinary Nim.
    pub mv: Move,
    /// The whole move, of one part or (in Moore's Nim) several.
    pub whole: MultiMove,
    pub after: Position,
    /// The move left an unsafe position although a safe one was reachable.
    pub mistake: bool,
}

/// Why a move cannot be made now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// The game is over.
    GameOver,
    /// It is the computer's turn, not a person's.
    NotYourTurn,
    /// The move itself breaks the rules.
    Illegal(MoveError),
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::GameOver => write!(f, "the game is over: start a new game"),
            TurnError::NotYourTurn => write!(f, "wait: it is the computer's turn"),
            TurnError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TurnError {}

/// A move of a replayed list that could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Its place in the list, from 0.
    pub index: usize,
    /// Who would have made it: the list alternates from the setup's first player.
    pub player: Player,
    pub mv: MultiMove,
    pub reason: TurnError,
    /// How many moves were dropped, this one included.
    pub dropped: usize,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Numbered by its place in the list, as the move list numbers it.
        write!(f, "move {} ({}, ", self.index + 1, self.mv)?;
        match self.player {
            Player::You => write!(f, "yours"),
            Player::Computer => write!(f, "the computer's"),
            Player::Player1 => write!(f, "player 1's"),
            Player::Player2 => write!(f, "player 2's"),
        }?;
        write!(f, ") cannot be played: {}; ", self.reason)?;
        match self.dropped {
            1 => write!(f, "it was dropped"),
            2 => write!(f, "it was dropped, and so was the move after it"),
            n => write!(
                f,
                "it was dropped, and so were all {} moves after it",
                n - 1
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Moves as `pile:take` parts, a comma between moves.
fn listing<'a>(played: impl Iterator<Item = &'a Played>) -> String {
    played
        .map(|p| p.whole.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// A game in progress: the setup it started from and every move since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    history: Vec<Played>,
    /// Moves taken back by undo, most recent last, for redo.
    undone: Vec<Played>,
    rng: Rng,
}

impl Game {
    /// A fresh game; `seed` fixes the computer's random choices.
    pub fn new(setup: Setup, seed: u64) -> Game {
        Game {
            setup,
            history: Vec::new(),
            undone: Vec::new(),
            rng: Rng::new(seed),
        }
    }

    /// The game `setup` after `moves`, whoever made them. Moves are played in
    /// order; from the first illegal one on they are dropped, and the
    /// [`ReplayError`] says which move it was and why.
    pub fn replay(setup: Setup, moves: &[MultiMove], seed: u64) -> (Game, Option<ReplayError>) {
        let first = setup.first_player();
        let second = setup.other(first);
        let mut game = Game::new(setup, seed);
        for (index, mv) in moves.iter().enumerate() {
            if let Err(reason) = game.play_next(mv.clone()) {
                let error = ReplayError {
                    index,
                    player: if index % 2 == 0 { first } else { second },
                    mv: mv.clone(),
                    reason,
                    dropped: moves.len() - index,
                };
                return (game, Some(error));
            }
        }
        (game, None)
    }

    /// Every move played, in order, as `pile:take` pairs (`1:2,3:1`); the parts of
    /// a move from several piles are joined by `+` (`1:2+3:1,2:1`).
    pub fn moves_text(&self) -> String {
        listing(self.history.iter())
    }

    /// The moves redo would play again, in the order it would play them, written
    /// as [`Game::moves_text`] writes the moves played; empty when there are none.
    pub fn redo_text(&self) -> String {
        listing(self.undone.iter().rev())
    }

    /// The game's whole line: every move played, then every move redo would
    /// play again, in order.
    pub fn line(&self) -> Vec<MultiMove> {
        self.history
            .iter()
            .chain(self.undone.iter().rev())
            .map(|p| p.whole.clone())
            .collect()
    }

    /// The first `count` moves played (all of them for a larger count), each whole.
    pub fn moves(&self, count: usize) -> Vec<MultiMove> {
        self.history
            .iter()
            .take(count)
            .map(|p| p.whole.clone())
            .collect()
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// A seed for the game after this one, so games in a row differ.
    pub fn seed_for_next_game(&self) -> u64 {
        self.rng.clone().next_u64()
    }

    /// The sticks on the table now.
    pub fn position(&self) -> &Position {
        self.history
            .last()
            .map_or(&self.setup.position, |played| &played.after)
    }

    /// The last move played, if any.
    pub fn last(&self) -> Option<&Played> {
        self.history.last()
    }

    /// Whose turn it is, or `None` when the game is over.
    pub fn turn(&self) -> Option<Player> {
        if self.position().is_empty() {
            return None;
        }
        Some(self.next_player())
    }

    fn next_player(&self) -> Player {
        match self.history.last() {
            None => self.setup.first_player(),
            Some(played) => self.setup.other(played.player),
        }
    }

    /// The winner, once no stick is left.
    pub fn winner(&self) -> Option<Player> {
        if !self.position().is_empty() {
            return None;
        }
        let last = self.history.last()?.player;
        Some(match self.setup.rules.ending() {
            Ending::Normal => last,
            Ending::Misere => self.setup.other(last),
        })
    }

    /// True when the computer should move now.
    pub fn computer_to_move(&self) -> bool {
        self.turn().is_some_and(Player::is_computer)
    }

    /// A person's move from one pile (you, or either friend).
    ///
    /// # Errors
    ///
    /// [`TurnError`] when the game is over, it is the computer's turn, or the move
    /// is illegal; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), TurnError> {
        self.play_multi(mv.into())
    }

    /// A person's move of one part or, in Moore's Nim, several.
    ///
    /// # Errors
    ///
    /// As [`Game::play`]; a move from more piles than the rules allow is
    /// [`TurnError::Illegal`] with [`MoveError::TooManyPiles`].
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Ending, Rules};
    /// use bouton::game::{Game, Opponent, Setup};
    /// let setup = Setup {
    ///     rules: Rules::moore(2, Ending::Normal).unwrap(),
    ///     opponent: Opponent::Friend,
    ///     ..Setup::default()
    /// };
    /// let mut game = Game::new(setup, 1);
    /// game.play_multi("1:2+3:1".parse().unwrap()).unwrap();
    /// assert_eq!(game.position().to_string(), "1,4,4");
    /// assert_eq!(game.moves_text(), "1:2+3:1");
    /// ```
    pub fn play_multi(&mut self, mv: MultiMove) -> Result<(), TurnError> {
        match self.turn() {
            None => Err(TurnError::GameOver),
            Some(Player::Computer) => Err(TurnError::NotYourTurn),
            Some(player) => self.apply(player, mv),
        }
    }

    /// The computer's move, when it is its turn.
    pub fn play_computer(&mut self) -> Option<MultiMove> {
        if !self.computer_to_move() {
            return None;
        }
        let Opponent::Computer(level) = self.setup.opponent else {
            return None;
        };
        let position = self.position().clone();
        let mv = choose_move(&position, &self.setup.rules, level, &mut self.rng)?;
        self.apply(Player::Computer, mv.clone()).ok()?;
        Some(mv)
    }

    /// `whole` played by whoever's turn it is, the computer's too.
    fn play_next(&mut self, whole: MultiMove) -> Result<(), TurnError> {
        let player = self.turn().ok_or(TurnError::GameOver)?;
        self.apply(player, whole)
    }

    fn apply(&mut self, player: Player, whole: MultiMove) -> Result<(), TurnError> {
        let rules = self.setup.rules;
        let before = self.position();
        let after = rules
            .play_multi(before, &whole)
            .map_err(TurnError::Illegal)?;
        let mistake = is_mistake(before, &after, &rules);
        self.history.push(Played {
            player,
            mv: whole.first(),
            whole,
            after,
            mistake,
        });
        self.undone.clear();
        Ok(())
    }

    /// The position before move `index` (0 is the start; past the end, the position now).
    pub fn position_before(&self, index: usize) -> &Position {
        match index.checked_sub(1).and_then(|i| self.history.get(i)) {
            Some(played) => &played.after,
            None if index == 0 => &self.setup.position,
            None => self.position(),
        }
    }

    /// True when a person's move can be taken back.
    pub fn can_undo(&self) -> bool {
        self.history.iter().any(|p| !p.player.is_computer())
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// How many moves were taken back and can be played again.
    pub fn moves_to_redo(&self) -> usize {
        self.undone.len()
    }

    /// A game to keep aside when another takes its place: a person has moved
    /// (a move to undo, or to redo), and no one has won yet. A game in which
    /// only the computer has moved is one the person never played.
    pub fn in_progress(&self) -> bool {
        self.winner().is_none() && (self.can_undo() || self.can_redo())
    }

    /// The person's move that redo would play again: the last one undone.
    pub fn next_redo(&self) -> Option<&Played> {
        self.undone.last()
    }

    /// Takes back the last person's move, and against the computer the answers
    /// that followed it, so it is that person's turn again. False when there is
    /// nothing to undo.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        while let Some(played) = self.history.pop() {
            let person = !played.player.is_computer();
            self.undone.push(played);
            if person {
                break;
            }
        }
        true
    }

    /// Plays again what the last undo took back: a person's move and, against the
    /// computer, its answer.
    pub fn redo(&mut self) -> bool {
        let Some(first) = self.undone.pop() else {
            return false;
        };
        self.history.push(first);
        while let Some(answer) = self.undone.pop_if(|p| p.player.is_computer()) {
            self.history.push(answer);
        }
        true
    }

    /// Puts back moves undone, given in the order redo would play them, as the
    /// undo that took them back left them: plays them on from here, then undoes
    /// them again. False, with the game unchanged, when they cannot all be played
    /// or do not undo back to here (no undo leaves a computer's move to redo first).
    pub fn restore_redo(&mut self, redo: &[MultiMove]) -> bool {
        let mut ahead = self.clone();
        if redo.iter().any(|mv| ahead.play_next(mv.clone()).is_err()) {
            return false;
        }
        while ahead.history.len() > self.history.len() && ahead.undo() {}
        let restored = ahead.history.len() == self.history.len();
        if restored {
            *self = ahead;
        }
        restored
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Level, Rules};
    use crate::game::First;

    fn setup(piles: &str, opponent: Opponent, first: First) -> Setup {
        Setup {
            position: piles.parse().unwrap(),
            rules: Rules::NORMAL,
            opponent,
            first,
        }
    }

    #[test]
    fn you_then_the_computer() {
        let mut game = Game::new(
            setup("3,4,5", Opponent::Computer(Level::Perfect), First::You),
            1,
        );
        assert_eq!(game.turn(), Some(Player::You));
        assert_eq!(game.play_computer(), None);
        game.play(Move { pile: 2, take: 5 }).unwrap();
        assert!(game.computer_to_move());
        assert_eq!(
            game.play(Move { pile: 0, take: 1 }),
            Err(TurnError::NotYourTurn)
        );
        // (3,4,0): the computer equalises to (3,3,0)... or any winning move.
        let mv = game.play_computer().unwrap();
        assert_eq!(mv, Move { pile: 1, take: 1 }.into());
        assert_eq!(game.position().to_string(), "3,3,0");
        assert_eq!(game.turn(), Some(Player::You));
    }

    #[test]
    fn undo_takes_back_your_move_and_its_answer() {
        let mut game = Game::new(
            setup("3,4,5", Opponent::Computer(Level::Perfect), First::You),
            1,
        );
        assert!(!game.can_undo());
        game.play(Move { pile: 2, take: 1 }).unwrap();
        assert!(
            game.history()[0].mistake,
            "(3,4,4) is unsafe, (1,4,5) was reachable"
        );
        game.play_computer().unwrap();
        let after_two = game.position().clone();
        assert!(game.undo());
        assert_eq!(game.position().to_string(), "3,4,5");
        assert_eq!(game.turn(), Some(Player::You));
        // Redo would play your move first, then the computer's answer.
        let undone = game.next_redo().unwrap();
        assert_eq!(
            (undone.player, undone.mv),
            (Player::You, Move { pile: 2, take: 1 })
        );
        assert!(!game.undo());
        assert!(game.redo());
        assert_eq!(game.position(), &after_two);
        assert_eq!(game.history().len(), 2);
        assert!(!game.redo());
        // A new move after an undo clears what could be redone.
        game.undo();
        game.play(Move { pile: 0, take: 2 }).unwrap();
        assert!(!game.history()[0].mistake);
        assert!(!game.can_redo());
        assert_eq!(game.position_before(0).to_string(), "3,4,5");
        assert_eq!(game.position_before(1).to_string(), "1,4,5");
    }

    #[test]
    fn replays_moves_and_drops_from_the_first_bad_one() {
        let friend = setup("3,4,5", Opponent::Friend, First::You);
        let (game, error) = Game::replay(
            friend.clone(),
            &["1:2".parse().unwrap(), "3:1".parse().unwrap()],
            1,
        );
        assert_eq!(error, None);
        assert_eq!(game.position().to_string(), "1,4,4");
        assert_eq!(game.turn(), Some(Player::Player1));
        assert_eq!(game.moves_text(), "1:2,3:1");
        let moves: Vec<MultiMove> = ["1:2", "1:5", "2:1"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect();
        let (game, error) = Game::replay(friend, &moves, 1);
        let error = error.unwrap();
        assert_eq!(game.position().to_string(), "1,4,5");
        assert_eq!(error.index, 1);
        assert_eq!(
            error.to_string(),
            "move 2 (1:5, player 2's) cannot be played: pile 1 has only 1 stick, not 5; it was dropped, and so was the move after it"
        );
        // Against the computer, its moves are part of the list too.
        let vs = setup("3,4,5", Opponent::Computer(Level::Perfect), First::You);
        let (game, _) = Game::replay(vs, &["3:1".parse().unwrap(), "1:2".parse().unwrap()], 1);
        assert_eq!(game.history()[1].player, Player::Computer);
        assert_eq!(game.turn(), Some(Player::You));
    }

    #[test]
    fn undo_with_a_friend_is_one_move() {
        let mut game = Game::new(setup("3,4,5", Opponent::Friend, First::You), 1);
        game.play(Move { pile: 0, take: 1 }).unwrap();
        game.play(Move { pile: 1, take: 1 }).unwrap();
        game.undo();
        assert_eq!(game.turn(), Some(Player::Player2));
        assert_eq!(game.position().to_string(), "2,4,5");
    }

    #[test]
    fn illegal_moves_leave_the_game_unchanged() {
        let mut game = Game::new(Setup::default(), 1);
        let before = game.clone();
        assert_eq!(
            game.play(Move { pile: 0, take: 9 }),
            Err(TurnError::Illegal(MoveError::TooMany {
                pile: 1,
                has: 3,
                take: 9
            }))
        );
        assert_eq!(game, before);
    }

    #[test]
    fn friends_alternate_and_the_last_stick_decides() {
        let mut game = Game::new(setup("1,1", Opponent::Friend, First::Computer), 1);
        assert_eq!(game.turn(), Some(Player::Player1));
        game.play(Move { pile: 0, take: 1 }).unwrap();
        assert_eq!(game.turn(), Some(Player::Player2));
        game.play(Move { pile: 1, take: 1 }).unwrap();
        assert_eq!(game.turn(), None);
        assert_eq!(game.winner(), Some(Player::Player2));
        assert_eq!(
            game.play(Move { pile: 0, take: 1 }),
            Err(TurnError::GameOver)
        );

        let mut misere = Game::new(setup("1,1", Opponent::Friend, First::You), 1);
        misere.setup.rules = Rules::MISERE;
        misere.play(Move { pile: 0, take: 1 }).unwrap();
        misere.play(Move { pile: 1, take: 1 }).unwrap();
        assert_eq!(misere.winner(), Some(Player::Player1));
    }

    #[test]
    fn the_perfect_computer_wins_an_unsafe_start() {
        let mut game = Game::new(
            setup("3,4,5", Opponent::Computer(Level::Perfect), First::Computer),
            5,
        );
        let mut you = Rng::new(11);
        while game.turn().is_some() {
            if game.computer_to_move() {
                game.play_computer().unwrap();
            } else {
                let mv = choose_move(game.position(), &Rules::NORMAL, Level::Beginner, &mut you)
                    .unwrap();
                game.play_multi(mv).unwrap();
            }
        }
        assert_eq!(game.winner(), Some(Player::Computer));
    }

    #[test]
    fn moore_games_take_from_several_piles() {
        let mut game = Game::new(
            Setup {
                position: "1,2,4".parse().unwrap(),
                rules: Rules::moore(2, Ending::Normal).unwrap(),
                opponent: Opponent::Computer(Level::Perfect),
                first: First::You,
            },
            3,
        );
        assert_eq!(
            game.play_multi("1:1+2:1+3:1".parse().unwrap()),
            Err(TurnError::Illegal(MoveError::TooManyPiles {
                most: 2,
                piles: 3
            }))
        );
        game.play_multi("1:1+2:1".parse().unwrap()).unwrap();
        assert_eq!(game.history()[0].mv, Move { pile: 0, take: 1 });
        assert_eq!(game.history()[0].whole.to_string(), "1:1+2:1");
        let answer = game.play_computer().unwrap();
        assert_eq!(game.last().unwrap().whole, answer);
        let first: MultiMove = "1:1+2:1".parse().unwrap();
        assert_eq!(game.moves(1), std::slice::from_ref(&first));
        assert_eq!(game.moves(usize::MAX), [first, answer]);
        let (again, error) = Game::replay(game.setup().clone(), &game.moves(2), 3);
        assert_eq!(error, None);
        assert_eq!(again.position(), game.position());
    }

    #[test]
    fn the_machine_that_chooses_moves_first_only_from_an_unsafe_start() {
        for (piles, computer_first) in [("3,4,5", true), ("1,4,5", false)] {
            let mut game = Game::new(
                setup(piles, Opponent::Computer(Level::Perfect), First::Auto),
                2,
            );
            assert_eq!(game.computer_to_move(), computer_first, "{piles}");
            let mut you = Rng::new(8);
            while game.turn().is_some() {
                if game.computer_to_move() {
                    game.play_computer().unwrap();
                } else {
                    let mv = choose_move(game.position(), &Rules::NORMAL, Level::Good, &mut you)
                        .unwrap();
                    game.play_multi(mv).unwrap();
                }
            }
            assert_eq!(game.winner(), Some(Player::Computer), "{piles}");
        }
    }
}
