//! A game of Nim in disguise (Staircase Nim, Northcott's game) as its page
//! holds it: the board, where the turn stands, and what the computer answered.

use std::fmt::Display;
use std::str::FromStr;

use crate::engine::{Northcott, Side, Slide, StairMove, Staircase};

/// A board that hides Nim piles: what a game on it needs of its rules. You
/// move first, and then the computer and you take turns.
pub trait Disguised {
    /// Whether the game is over, after your move (`you_last`) or before it: the
    /// player to move has no move.
    fn over(&self, you_last: bool) -> bool;

    /// The computer's move that left this board, as [`ComputerMove`] writes
    /// it; None if it is not one that could have.
    fn read_answer(&self, text: &str) -> Option<ComputerMove>;
}

impl Disguised for Staircase {
    fn over(&self, _: bool) -> bool {
        self.is_over()
    }

    /// Coins carried from a step that exists, to the step below it (which
    /// has at least as many now), or off the stairs from step 1.
    fn read_answer(&self, text: &str) -> Option<ComputerMove> {
        let mv: StairMove = text.parse().ok()?;
        let coins = self.coins();
        let landed = match mv.step {
            0 => true,
            step => coins.get(step - 1).is_some_and(|&n| n >= mv.coins),
        };
        (mv.step < coins.len() && mv.coins > 0 && landed).then_some(ComputerMove::Carried(mv))
    }
}

/// You play white; the computer, black.
impl Disguised for Northcott {
    fn over(&self, you_last: bool) -> bool {
        let to_move = if you_last { Side::Black } else { Side::White };
        self.legal_moves(to_move).is_empty()
    }

    /// A slide of the black counter to where it stands.
    fn read_answer(&self, text: &str) -> Option<ComputerMove> {
        let mv: Slide = text.parse().ok()?;
        let there = self.rows().get(mv.row).is_some_and(|c| c.black == mv.to);
        there.then_some(ComputerMove::Slid(mv))
    }
}

/// The computer's move in a game in disguise: coins carried down the
/// staircase, or a counter slid on Northcott's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerMove {
    Carried(StairMove),
    Slid(Slide),
}

/// As the move itself writes it: `2:1`.
impl Display for ComputerMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ComputerMove::Carried(mv) => mv.fmt(f),
            ComputerMove::Slid(mv) => mv.fmt(f),
        }
    }
}

/// Whose turn it is in a game in disguise, or who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Won,
    Lost,
    Computer,
    You,
}

/// Where the turn stands: whether the computer is thinking, whether the last
/// move was yours, and the computer's last move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Play {
    thinking: bool,
    you_last: bool,
    said: Option<ComputerMove>,
}

/// A game in disguise: its board, where the turn stands, and a counter that a
/// new game bumps so a late answer to the old one is dropped.
#[derive(Clone, Debug, PartialEq)]
pub struct Disguise<B> {
    board: B,
    play: Play,
    games: usize,
}

impl<B: Disguised> Disguise<B> {
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

    /// How many games were started again: an answer to an earlier one is late.
    pub fn games(&self) -> usize {
        self.games
    }

    pub fn turn(&self) -> Turn {
        let Play {
            thinking, you_last, ..
        } = self.play;
        match (self.board.over(you_last), thinking, you_last) {
            (true, _, true) => Turn::Won,
            (true, _, false) => Turn::Lost,
            (false, true, _) => Turn::Computer,
            (false, false, _) => Turn::You,
        }
    }

    /// The computer's move, if the last move was its own.
    pub fn answered(&self) -> Option<ComputerMove> {
        self.play.said.filter(|_| !self.play.you_last)
    }

    /// Your move, which left `board`: whether the computer is to answer (the
    /// game is not over).
    pub fn moved(&mut self, board: B) -> bool {
        let over = board.over(true);
        self.board = board;
        self.play = Play {
            thinking: !over,
            you_last: true,
            said: None,
        };
        !over
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

impl<B: Disguised + Display + FromStr> Disguise<B> {
    /// The game as a tab keeps it across a reload: who moved last, the
    /// board, and the computer's move if it was last, `them 3,1,2 2:1`. None
    /// while the computer is thinking: what is kept then is the game before
    /// your move, which a reload puts back to you.
    pub fn kept_text(&self) -> Option<String> {
        if self.play.thinking {
            return None;
        }
        let mover = if self.play.you_last { "you" } else { "them" };
        Some(match self.answered() {
            Some(said) => format!("{mover} {} {said}", self.board),
            None => format!("{mover} {}", self.board),
        })
    }

    /// The game [`Disguise::kept_text`] wrote; None if the text is not one.
    /// Your move is kept last only when it ended the game: otherwise the
    /// computer was thinking, and nothing was kept.
    pub fn from_kept(text: &str) -> Option<Disguise<B>> {
        let mut parts = text.split(' ');
        let (mover, board) = (parts.next()?, parts.next()?.parse::<B>().ok()?);
        let said = match parts.next() {
            Some(said) => Some(board.read_answer(said)?),
            None => None,
        };
        let you_last = match (mover, said) {
            ("you", None) if board.over(true) => true,
            ("them", _) => false,
            _ => return None,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Disguise {
            board,
            play: Play {
                you_last,
                thinking: false,
                said,
            },
            games: 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Counters;

    #[test]
    fn the_turn_passes_and_the_last_mover_wins_on_the_staircase() {
        let stairs = Staircase::new(vec![0, 2]).unwrap();
        let mut game = Disguise::new(stairs.clone());
        assert_eq!(game.turn(), Turn::You);
        // Carry one of the two coins down: the computer is to answer.
        let after = stairs.play(StairMove { step: 1, coins: 1 }).unwrap();
        assert!(game.moved(after.clone()));
        assert_eq!((game.turn(), game.answered()), (Turn::Computer, None));
        let answer = StairMove { step: 1, coins: 1 };
        game.answer(|board| Some((board.play(answer).ok()?, ComputerMove::Carried(answer))));
        assert_eq!(game.board(), &after.play(answer).unwrap());
        assert_eq!(game.answered(), Some(ComputerMove::Carried(answer)));
        assert_eq!(game.turn(), Turn::You);
        // Both coins on the bottom step: taking them off ends the game, yours.
        let last = StairMove { step: 0, coins: 2 };
        let empty = game.board().play(last).unwrap();
        assert!(!game.moved(empty));
        assert_eq!((game.turn(), game.answered()), (Turn::Won, None));
        game.restart(stairs.clone());
        assert_eq!((game.games(), game.turn()), (1, Turn::You));
    }

    #[test]
    fn a_kept_game_comes_back_with_its_turn() {
        let stairs = Staircase::new(vec![0, 2]).unwrap();
        let mut game = Disguise::new(stairs.clone());
        assert_eq!(game.kept_text().as_deref(), Some("them 0,2"));
        // Thinking: nothing new is kept, a reload gives the move back to you.
        game.moved(stairs.play(StairMove { step: 1, coins: 1 }).unwrap());
        assert_eq!(game.kept_text(), None);
        let down = StairMove { step: 1, coins: 1 };
        game.answer(|b| Some((b.play(down).ok()?, ComputerMove::Carried(down))));
        let kept = game.kept_text().unwrap();
        assert_eq!(kept, "them 2,0 2:1");
        let back = Disguise::<Staircase>::from_kept(&kept).unwrap();
        assert_eq!(
            (back.board(), back.turn(), back.answered()),
            (game.board(), Turn::You, Some(ComputerMove::Carried(down)))
        );
        // Won by your last move, on Northcott's board too.
        game.moved(Staircase::new(vec![0, 0]).unwrap());
        let won = Disguise::<Staircase>::from_kept(&game.kept_text().unwrap()).unwrap();
        assert_eq!(won.turn(), Turn::Won);
        let board: Northcott = "3:1-3".parse().unwrap();
        let open = Disguise::<Northcott>::from_kept(&format!("them {board}")).unwrap();
        assert_eq!((open.board(), open.turn()), (&board, Turn::You));
        let lost = Disguise::<Northcott>::from_kept("them 2:1-2").unwrap();
        assert_eq!(lost.turn(), Turn::Lost);
        // Your move last on a game not over: the computer was thinking, and
        // that is never kept.
        let stuck = Disguise::<Northcott>::from_kept("you 3:1-3");
        assert!(stuck.is_none());
        assert!(Disguise::<Staircase>::from_kept("you 1,1").is_none());
        for bad in ["", "you", "me 0,2", "you 0,x", "them 3:1-4", "you -3"] {
            assert!(Disguise::<Staircase>::from_kept(bad).is_none(), "{bad}");
            assert!(Disguise::<Northcott>::from_kept(bad).is_none(), "{bad}");
        }
        // The computer's move said must be one that left the board: from a
        // step there is, onto a step with as many coins; black's counter
        // where it stands. Nothing after it.
        assert!(Disguise::<Staircase>::from_kept("them 1,1 2:1").is_some());
        assert!(Disguise::<Staircase>::from_kept("them 1,1 1:3").is_some());
        let stairs_wrong = [
            "them 0,2 x",
            "them 1,1 2:1 2:1",
            "them 1,1 9:1",
            "them 1,1 2:0",
        ];
        for bad in stairs_wrong
            .into_iter()
            .chain(["them 1,1 2:2", "you 0,0 1:1", "them 1,1 "])
        {
            assert!(Disguise::<Staircase>::from_kept(bad).is_none(), "{bad}");
        }
        assert!(Disguise::<Northcott>::from_kept("them 4:1-3 1:3").is_some());
        for bad in [
            "them 4:1-3 1:2",
            "them 4:1-3 2:3",
            "them 4:1-3 1",
            "them 4:1-3 1:3 1:3",
        ] {
            assert!(Disguise::<Northcott>::from_kept(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn on_northcotts_board_a_side_with_no_slide_has_lost() {
        let row = |white, black| Counters { white, black };
        // White on 0 and black on 1 of two squares: you cannot slide.
        let stuck = Northcott::new(2, vec![row(0, 1)]).unwrap();
        let mut game = Disguise::new(stuck);
        assert_eq!(game.turn(), Turn::Lost);
        // Of three squares: sliding next to black leaves it nowhere to go.
        let open = Northcott::new(3, vec![row(0, 2)]).unwrap();
        game.restart(open.clone());
        assert_eq!(game.turn(), Turn::You);
        let next = open.play(Side::White, Slide { row: 0, to: 1 }).unwrap();
        assert!(!game.moved(next));
        assert_eq!(game.turn(), Turn::Won);
        // Sliding back instead leaves black a move: the computer answers.
        let wide = Northcott::new(4, vec![row(1, 3)]).unwrap();
        game.restart(wide.clone());
        assert!(game.moved(wide.play(Side::White, Slide { row: 0, to: 0 }).unwrap()));
        assert_eq!(game.turn(), Turn::Computer);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use super::*;
    use crate::engine::Rng;
    use proptest::prelude::*;

    proptest! {
        /// A game kept reads back as itself, as it stands: the board, and
        /// whose turn it is or who won.
        #[test]
        fn a_kept_game_reads_back_as_itself(
            seed in any::<u64>(),
            moves in 0usize..12,
        ) {
            let mut rng = Rng::new(seed);
            let mut stairs = Disguise::new(Staircase::random_unsafe(&mut rng, 5, 5));
            let mut board = Disguise::new(Northcott::random_unsafe(&mut rng, 4, 8));
            for _ in 0..moves {
                let next = stairs.board().legal_moves().next();
                if let Some(after) = next.map(|mv| stairs.board().play(mv).unwrap()) {
                    if stairs.moved(after) {
                        stairs.answer(|b| {
                            let mv = b.computer_move(&mut rng)?;
                            Some((b.play(mv).ok()?, ComputerMove::Carried(mv)))
                        });
                    }
                }
                let next = board.board().legal_moves(Side::White).first().copied();
                if let Some(after) = next.map(|mv| board.board().play(Side::White, mv).unwrap()) {
                    if board.moved(after) {
                        board.answer(|b| {
                            let mv = b.computer_move(Side::Black, None)?;
                            Some((b.play(Side::Black, mv).ok()?, ComputerMove::Slid(mv)))
                        });
                    }
                }
            }
            let back = Disguise::<Staircase>::from_kept(&stairs.kept_text().unwrap()).unwrap();
            prop_assert_eq!(
                (back.board(), back.turn(), back.answered()),
                (stairs.board(), stairs.turn(), stairs.answered())
            );
            let back = Disguise::<Northcott>::from_kept(&board.kept_text().unwrap()).unwrap();
            prop_assert_eq!(
                (back.board(), back.turn(), back.answered()),
                (board.board(), board.turn(), board.answered())
            );
        }
    }
}
