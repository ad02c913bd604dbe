use std::fmt;

use super::position::{count_sticks, group_thousands, Move, Position};

/// Who wins when the last stick goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Whoever takes the last stick wins.
    #[default]
    Normal,
    /// Whoever takes the last stick loses.
    Misere,
}

/// The rules of one game: the ending, and an optional cap on each take.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    ending: Ending,
    max_take: Option<u32>,
}

/// Why an ending and a take limit do not make rules the app can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A limit of 0 would forbid every move.
    ZeroLimit,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::ZeroLimit => write!(f, "the take limit must be at least 1"),
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
            MoveError::TooMany { pile, has, take } => write!(
                f,
                "pile {pile} has only {}, you cannot take {}",
                count_sticks(has),
                group_thousands(u64::from(take))
            ),
            MoveError::OverLimit { limit, take } => write!(
                f,
                "at most {} per move, not {}",
                count_sticks(limit),
                group_thousands(u64::from(take))
            ),
        }
    }
}

impl std::error::Error for MoveError {}

impl Rules {
    /// Normal play without a limit: classic Nim.
    pub const NORMAL: Rules = Rules {
        ending: Ending::Normal,
        max_take: None,
    };

    /// Misère play without a limit.
    pub const MISERE: Rules = Rules {
        ending: Ending::Misere,
        max_take: None,
    };

    /// Checks an ending and an optional take limit.
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
            _ => Ok(Rules { ending, max_take }),
        }
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

    /// Every legal move, pile by pile, smallest take first.
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

    /// How many legal moves there are, without listing them.
    pub fn count_legal_moves(&self, position: &Position) -> u64 {
        position
            .piles()
            .iter()
            .map(|&size| u64::from(self.most_from(size)))
            .sum()
    }
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
            "pile 1 has only 1 stick, you cannot take 2,000"
        );
    }

    #[test]
    fn refuses_unproven_rules() {
        assert_eq!(Rules::limited(0), Err(RulesError::ZeroLimit));
        let misere_limited = Rules::new(Ending::Misere, Some(3)).unwrap();
        assert_eq!(misere_limited.max_take(), Some(3));
        assert_eq!(misere_limited.ending(), Ending::Misere);
        assert_eq!(Rules::new(Ending::Misere, None), Ok(Rules::MISERE));
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
