use std::fmt;

use super::multi_move::MultiMove;
use super::position::{group_thousands, Move, Position, MAX_PILES};

/// The most piles a move of Moore's Nim may take from: as many as a position can hold.
pub const MAX_MOORE: u32 = MAX_PILES as u32;

/// Who wins when the last stick goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Whoever takes the last stick wins.
    #[default]
    Normal,
    /// Whoever takes the last stick loses.
    Misere,
}

/// The rules of one game: the ending, an optional cap on each take, and how many
/// piles one move may take from (k of Moore's Nim; 1 in ordinary Nim).
///
/// Only combinations whose winning formula the engine's exhaustive tests prove
/// can be built: Moore's Nim (k of 2 or more) is played without a take limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    ending: Ending,
    max_take: Option<u32>,
    /// From 1 to [`MAX_MOORE`].
    piles_per_move: u32,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::NORMAL
    }
}

/// Why an ending, a take limit and a number of piles per move do not make rules
/// the app can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A limit of 0 would forbid every move.
    ZeroLimit,
    /// Moore's k is not from 1 to [`MAX_MOORE`].
    MooreRange,
    /// Moore's Nim (k of 2 or more) with a take limit: no winning formula for it is
    /// proven, so it is not offered.
    MooreWithLimit,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::ZeroLimit => write!(f, "the take limit must be at least 1"),
            RulesError::MooreRange => {
                write!(f, "a move may take from 1 to {MAX_MOORE} piles")
            }
            RulesError::MooreWithLimit => write!(
                f,
                "Moore's Nim is played without a take limit (no winning formula with one is proven)"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

/// Why a move is not legal in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The pile number (1-based) is not on the table.
    NoSuchPile { pile: usize, piles: usize },
    /// A move must take at least one stick.
    TakesNothing,
    /// The pile (1-based) holds fewer sticks than asked for.
    TooMany { pile: usize, has: u32, take: u32 },
    /// More sticks than the rules allow in one move.
    OverLimit { limit: u32, take: u32 },
    /// The move takes from more piles than the rules allow (`most` is Moore's k).
    TooManyPiles { most: u32, piles: usize },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::NoSuchPile { pile, piles } => {
                write!(
                    f,
                    "there is no pile {pile}: choose a pile from 1 to {piles}"
                )
            }
            MoveError::TakesNothing => write!(f, "take at least one stick"),
            MoveError::TooMany { pile, has: 0, .. } => write!(f, "pile {pile} is empty"),
            MoveError::TooMany { pile, has, take } => write!(
                f,
                "pile {pile} has only {}, not {}",
                count_sticks(has),
                group_thousands(u64::from(take))
            ),
            MoveError::OverLimit { limit, take } => write!(
                f,
                "at most {} per move, not {}",
                count_sticks(limit),
                group_thousands(u64::from(take))
            ),
            MoveError::TooManyPiles { most: 1, piles } => {
                write!(f, "take from one pile only, not from {piles} piles")
            }
            MoveError::TooManyPiles { most, piles } => {
                write!(f, "take from at most {most} piles, not from {piles}")
            }
        }
    }
}

impl std::error::Error for MoveError {}

impl Rules {
    /// Normal play without a limit: classic Nim.
    pub const NORMAL: Rules = Rules {
        ending: Ending::Normal,
        max_take: None,
        piles_per_move: 1,
    };

    /// Misère play without a limit.
    pub const MISERE: Rules = Rules {
        ending: Ending::Misere,
        max_take: None,
        piles_per_move: 1,
    };

    /// Checks an ending and an optional take limit, for moves from one pile.
    ///
    /// # Errors
    ///
    /// [`RulesError::ZeroLimit`] for a limit of 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Ending, Rules, RulesError};
    /// let rules = Rules::new(Ending::Misere, Some(2)).unwrap();
    /// assert_eq!(rules.max_take(), Some(2));
    /// assert_eq!(Rules::new(Ending::Normal, Some(0)), Err(RulesError::ZeroLimit));
    /// ```
    pub fn new(ending: Ending, max_take: Option<u32>) -> Result<Rules, RulesError> {
        match max_take {
            Some(0) => Err(RulesError::ZeroLimit),
            _ => Ok(Rules {
                ending,
                max_take,
                piles_per_move: 1,
            }),
        }
    }

    /// Moore's Nim: a move takes at least one stick in all, from at most `k` piles;
    /// `k` = 1 is ordinary Nim.
    ///
    /// # Errors
    ///
    /// [`RulesError::MooreRange`] unless `k` is from 1 to [`MAX_MOORE`].
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Ending, Rules, RulesError};
    /// let rules = Rules::moore(2, Ending::Normal).unwrap();
    /// assert_eq!(rules.piles_per_move(), 2);
    /// assert_eq!(Rules::moore(1, Ending::Misere), Ok(Rules::MISERE));
    /// assert_eq!(Rules::moore(0, Ending::Normal), Err(RulesError::MooreRange));
    /// ```
    pub fn moore(k: u32, ending: Ending) -> Result<Rules, RulesError> {
        Rules::new(ending, None)?.with_moore(k)
    }

    /// These rules with moves from up to `k` piles.
    ///
    /// # Errors
    ///
    /// [`RulesError::MooreRange`] unless `k` is from 1 to [`MAX_MOORE`];
    /// [`RulesError::MooreWithLimit`] for `k` of 2 or more with a take limit.
    pub fn with_moore(self, k: u32) -> Result<Rules, RulesError> {
        if !(1..=MAX_MOORE).contains(&k) {
            return Err(RulesError::MooreRange);
        }
        if k > 1 && self.max_take.is_some() {
            return Err(RulesError::MooreWithLimit);
        }
        Ok(Rules {
            piles_per_move: k,
            ..self
        })
    }

    /// Normal play, taking at most `limit` sticks per move.
    ///
    /// # Errors
    ///
    /// [`RulesError::ZeroLimit`] when `limit` is 0.
    pub fn limited(limit: u32) -> Result<Rules, RulesError> {
        Rules::new(Ending::Normal, Some(limit))
    }

    /// Who wins when the last stick goes.
    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// The most sticks one move may take, if limited.
    pub fn max_take(&self) -> Option<u32> {
        self.max_take
    }

    /// The most piles one move may take from: Moore's k, 1 in ordinary Nim.
    pub fn piles_per_move(&self) -> u32 {
        self.piles_per_move
    }

    /// True for Moore's Nim with k of 2 or more, where a move may take from several piles.
    pub fn is_moore(&self) -> bool {
        self.piles_per_move > 1
    }

    /// Checks `mv` in `position`.
    ///
    /// # Errors
    ///
    /// A [`MoveError`] naming what is wrong with the move.
    pub fn check(&self, position: &Position, mv: Move) -> Result<(), MoveError> {
        let piles = position.piles();
        let Some(&has) = piles.get(mv.pile) else {
            return Err(MoveError::NoSuchPile {
                pile: mv.pile + 1,
                piles: piles.len(),
            });
        };
        if mv.take == 0 {
            return Err(MoveError::TakesNothing);
        }
        if let Some(limit) = self.max_take {
            if mv.take > limit {
                return Err(MoveError::OverLimit {
                    limit,
                    take: mv.take,
                });
            }
        }
        if mv.take > has {
            return Err(MoveError::TooMany {
                pile: mv.pile + 1,
                has,
                take: mv.take,
            });
        }
        Ok(())
    }

    /// Checks a whole move, of one part or (in Moore's Nim) several.
    ///
    /// # Errors
    ///
    /// [`MoveError::TooManyPiles`] when it takes from more piles than the rules
    /// allow, else the first part's [`MoveError`], in pile order.
    pub fn check_multi(&self, position: &Position, mv: &MultiMove) -> Result<(), MoveError> {
        self.check_piles(mv.parts().len())?;
        mv.parts()
            .iter()
            .try_for_each(|&part| self.check(position, part))
    }

    /// Checks that one move may take from `piles` piles.
    ///
    /// # Errors
    ///
    /// [`MoveError::TooManyPiles`] when the rules allow fewer.
    pub fn check_piles(&self, piles: usize) -> Result<(), MoveError> {
        if piles > self.piles_per_move as usize {
            return Err(MoveError::TooManyPiles {
                most: self.piles_per_move,
                piles,
            });
        }
        Ok(())
    }

    /// Plays a whole move from `position` and returns the position it leaves.
    ///
    /// # Errors
    ///
    /// A [`MoveError`] naming what is wrong with the move; `position` is untouched.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Ending, MoveError, Rules};
    /// let moore = Rules::moore(2, Ending::Normal).unwrap();
    /// let start = "3,4,5".parse().unwrap();
    /// let next = moore.play_multi(&start, &"1:2+3:1".parse().unwrap()).unwrap();
    /// assert_eq!(next.to_string(), "1,4,4");
    /// assert_eq!(
    ///     moore.play_multi(&start, &"1:1+2:1+3:1".parse().unwrap()),
    ///     Err(MoveError::TooManyPiles { most: 2, piles: 3 })
    /// );
    /// ```
    pub fn play_multi(&self, position: &Position, mv: &MultiMove) -> Result<Position, MoveError> {
        self.check_multi(position, mv)?;
        Ok(mv
            .parts()
            .iter()
            .fold(position.clone(), |now, &part| now.after(part)))
    }

    /// Plays `mv` from `position` and returns the position it leaves.
    ///
    /// # Errors
    ///
    /// A [`MoveError`] naming what is wrong with the move; `position` is untouched.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Move, MoveError, Position, Rules};
    /// let start: Position = "3,4,5".parse().unwrap();
    /// let next = Rules::NORMAL.play(&start, Move { pile: 0, take: 2 }).unwrap();
    /// assert_eq!(next.to_string(), "1,4,5");
    /// assert_eq!(
    ///     Rules::NORMAL.play(&start, Move { pile: 0, take: 4 }),
    ///     Err(MoveError::TooMany { pile: 1, has: 3, take: 4 })
    /// );
    /// ```
    pub fn play(&self, position: &Position, mv: Move) -> Result<Position, MoveError> {
        self.check(position, mv)?;
        Ok(position.after(mv))
    }

    /// The most sticks a move may take from a pile of `size`.
    pub fn most_from(&self, size: u32) -> u32 {
        match self.max_take {
            Some(limit) => size.min(limit),
            None => size,
        }
    }

    /// Every legal move from one pile, pile by pile, smallest take first (in Moore's
    /// Nim these are only the moves of one part).
    pub fn legal_moves<'a>(&self, position: &'a Position) -> impl Iterator<Item = Move> + 'a {
        let rules = *self;
        position
            .piles()
            .iter()
            .enumerate()
            .flat_map(move |(pile, &size)| {
                (1..=rules.most_from(size)).map(move |take| Move { pile, take })
            })
    }

    /// How many legal moves from one pile there are, without listing them.
    pub fn count_legal_moves(&self, position: &Position) -> u64 {
        position
            .piles()
            .iter()
            .map(|&size| u64::from(self.most_from(size)))
            .sum()
    }
}

/// A number of sticks in the English of the `Display` forms, which are for
/// developers: the interface words its own ("1 stick", "2,000 sticks").
fn count_sticks(n: u32) -> String {
    let word = if n == 1 { "stick" } else { "sticks" };
    format!("{} {word}", group_thousands(u64::from(n)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_problem() {
        let p: Position = "3,4,5".parse().unwrap();
        let limited = Rules::limited(3).unwrap();
        assert_eq!(
            Rules::NORMAL.play(&p, Move { pile: 3, take: 1 }),
            Err(MoveError::NoSuchPile { pile: 4, piles: 3 })
        );
        assert_eq!(
            Rules::NORMAL.play(&p, Move { pile: 0, take: 0 }),
            Err(MoveError::TakesNothing)
        );
        assert_eq!(
            limited.play(&p, Move { pile: 2, take: 4 }),
            Err(MoveError::OverLimit { limit: 3, take: 4 })
        );
        assert_eq!(
            MoveError::TooMany {
                pile: 1,
                has: 1,
                take: 2000
            }
            .to_string(),
            "pile 1 has only 1 stick, not 2,000"
        );
    }

    #[test]
    fn refuses_unproven_rules() {
        assert_eq!(Rules::limited(0), Err(RulesError::ZeroLimit));
        let misere_limited = Rules::new(Ending::Misere, Some(3)).unwrap();
        assert_eq!(misere_limited.max_take(), Some(3));
        assert_eq!(misere_limited.ending(), Ending::Misere);
        assert_eq!(Rules::new(Ending::Misere, None), Ok(Rules::MISERE));
        assert_eq!(Rules::default(), Rules::NORMAL);
        assert_eq!(
            Rules::limited(3).unwrap().with_moore(2),
            Err(RulesError::MooreWithLimit)
        );
        assert_eq!(Rules::limited(3).unwrap().with_moore(1), Rules::limited(3));
        assert_eq!(
            Rules::moore(33, Ending::Normal),
            Err(RulesError::MooreRange)
        );
        let moore = Rules::moore(32, Ending::Misere).unwrap();
        assert!(moore.is_moore() && !Rules::NORMAL.is_moore());
    }

    #[test]
    fn a_move_takes_from_at_most_k_piles() {
        let two = Rules::moore(2, Ending::Normal).unwrap();
        assert_eq!(two.check_piles(2), Ok(()));
        assert_eq!(
            two.check_piles(3),
            Err(MoveError::TooManyPiles { most: 2, piles: 3 })
        );
        assert_eq!(
            Rules::NORMAL.check_piles(2),
            Err(MoveError::TooManyPiles { most: 1, piles: 2 })
        );
    }

    #[test]
    fn whole_moves_are_checked_part_by_part() {
        let p: Position = "3,4,5".parse().unwrap();
        let moore = Rules::moore(2, Ending::Normal).unwrap();
        let mv = |text: &str| text.parse::<MultiMove>().unwrap();
        assert_eq!(
            Rules::NORMAL.check_multi(&p, &mv("1:1+2:1")),
            Err(MoveError::TooManyPiles { most: 1, piles: 2 })
        );
        assert_eq!(
            moore.check_multi(&p, &mv("1:1+2:5")),
            Err(MoveError::TooMany {
                pile: 2,
                has: 4,
                take: 5
            })
        );
        assert_eq!(
            moore.check_multi(&p, &mv("1:0+4:1")),
            Err(MoveError::TakesNothing)
        );
        assert_eq!(
            moore.play_multi(&p, &mv("2:4+3:5")).unwrap().to_string(),
            "3,0,0"
        );
        assert_eq!(
            MoveError::TooManyPiles { most: 1, piles: 2 }.to_string(),
            "take from one pile only, not from 2 piles"
        );
    }

    #[test]
    fn lists_legal_moves() {
        let p: Position = "2,0,5".parse().unwrap();
        let limited = Rules::limited(3).unwrap();
        assert_eq!(Rules::NORMAL.legal_moves(&p).count(), 7);
        assert_eq!(limited.legal_moves(&p).count(), 5);
        assert_eq!(limited.count_legal_moves(&p), 5);
    }
}
