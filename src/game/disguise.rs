//! A game of Nim in disguise (Staircase Nim, Northcott's game) as its page
//! holds it: the board, who moved last, and what the computer answered.

use crate::engine::{Slide, StairMove};

/// The computer's move in a game in disguise: coins carried down the
/// staircase, or a counter slid on Northcott's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerMove {
    Carried(StairMove),
    Slid(Slide),
}

/// Where the turn stands: whether the computer is thinking, whether the last
/// move was yours, and the computer's last move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Play {
    pub thinking: bool,
    pub you_last: bool,
    pub said: Option<ComputerMove>,
}

/// A game in disguise: its board, where the turn stands, and a counter that a
/// new game bumps so a late answer to the old one is dropped.
#[derive(Clone, Debug, PartialEq)]
pub struct Disguise<B> {
    board: B,
    play: Play,
    games: usize,
}

impl<B> Disguise<B> {
    pub fn new(board: B) -> Disguise<B> {
        Disguise {
            board,
            play: Play::default(),
            games: 0,
        }
    }

    pub fn board(&self) -> &B {
        &self.board
    }

    pub fn play(&self) -> Play {
        self.play
    }

    /// How many games were started again: an answer to an earlier one is late.
    pub fn games(&self) -> usize {
        self.games
    }

    /// Your move, which left `board`: the computer thinks unless it is `over`.
    pub fn moved(&mut self, board: B, over: bool) {
        self.board = board;
        self.play = Play {
            thinking: !over,
            you_last: true,
            said: None,
        };
    }

    /// The computer's answer: the board it leaves and its move, if it has one.
    pub fn answer(&mut self, reply: impl FnOnce(&B) -> Option<(B, ComputerMove)>) {
        let said = reply(&self.board).map(|(board, said)| {
            self.board = board;
            said
        });
        self.play = Play {
            thinking: false,
            you_last: false,
            said,
        };
    }

    /// A new game on `board`; an answer to the old one is no longer awaited.
    pub fn restart(&mut self, board: B) {
        self.games += 1;
        self.board = board;
        self.play = Play::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Staircase;

    #[test]
    fn a_move_waits_for_the_answer_and_a_restart_counts_a_game() {
        let stairs = Staircase::new(vec![0, 1]).unwrap();
        let mut game = Disguise::new(stairs.clone());
        let mv = StairMove { step: 1, coins: 1 };
        let after = stairs.play(mv).unwrap();
        game.moved(after.clone(), after.is_over());
        assert_eq!(
            game.play,
            Play {
                thinking: true,
                you_last: true,
                said: None
            }
        );
        // The computer answers with a move it finds on the board it is given.
        let answer = StairMove { step: 0, coins: 1 };
        game.answer(|board| Some((board.play(answer).ok()?, ComputerMove::Carried(answer))));
        assert_eq!(game.board, after.play(answer).unwrap());
        assert_eq!(game.play.said, Some(ComputerMove::Carried(answer)));
        assert!(!game.play.thinking && !game.play.you_last);
        // No move to answer with: the board stays, nothing is said.
        let board = game.board.clone();
        game.answer(|_| None);
        assert_eq!((game.board.clone(), game.play.said), (board, None));
        game.restart(stairs.clone());
        assert_eq!((game.games, game.play), (1, Play::default()));
    }
}
