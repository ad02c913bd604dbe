//! A whole move that may take from several piles at once, as in Moore's Nim.

use std::fmt;
use std::str::FromStr;

use super::position::Move;

/// One move: the sticks taken from each pile it touches, at most one part per pile.
///
/// In ordinary Nim a move has one part; in Moore's Nim with k it has up to k. The
/// parts are kept in pile order, so two moves that take the same sticks are equal.
/// Whether the move is legal (how many piles, how many sticks) is for
/// [`crate::engine::Rules::check_multi`] to say.
///
/// Its text form joins the `pile:take` parts with `+`, piles counted from 1.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Move, MultiMove};
/// let mv: MultiMove = "3:1+1:2".parse().unwrap();
/// assert_eq!(mv.parts(), &[Move { pile: 0, take: 2 }, Move { pile: 2, take: 1 }]);
/// assert_eq!(mv.to_string(), "1:2+3:1");
/// assert_eq!(MultiMove::from(Move { pile: 1, take: 4 }).to_string(), "2:4");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MultiMove {
    /// At least one part, in increasing pile order, no pile twice.
    parts: Vec<Move>,
}

/// Why parts do not make a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MultiMoveError {
    /// No part at all.
    NoParts,
    /// Two parts take from the same pile (1-based).
    SamePile { pile: usize },
    /// A part of the text is not a `pile:take` pair.
    NotAPart(String),
}

impl fmt::Display for MultiMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MultiMoveError::NoParts => write!(f, "a move takes from at least one pile"),
            MultiMoveError::SamePile { pile } => {
                write!(f, "pile {pile} is named twice in one move")
            }
            MultiMoveError::NotAPart(text) => {
                write!(f, "“{text}” is not a pile:take pair such as 1:2")
            }
        }
    }
}

impl std::error::Error for MultiMoveError {}

impl MultiMove {
    /// Puts parts in pile order and checks that each pile is named once.
    ///
    /// # Errors
    ///
    /// [`MultiMoveError::NoParts`] for no part, [`MultiMoveError::SamePile`] when a
    /// pile is named twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Move, MultiMove, MultiMoveError};
    /// let twice = vec![Move { pile: 0, take: 1 }, Move { pile: 0, take: 2 }];
    /// assert_eq!(MultiMove::new(twice), Err(MultiMoveError::SamePile { pile: 1 }));
    /// assert_eq!(MultiMove::new(vec![]), Err(MultiMoveError::NoParts));
    /// ```
    pub fn new(mut parts: Vec<Move>) -> Result<MultiMove, MultiMoveError> {
        if parts.is_empty() {
            return Err(MultiMoveError::NoParts);
        }
        // A handful of parts: an insertion sort, without the general-purpose sort
        // (kilobytes of WebAssembly).
        for i in 1..parts.len() {
            let mut j = i;
            while j > 0 && parts[j - 1].pile > parts[j].pile {
                parts.swap(j - 1, j);
                j -= 1;
            }
        }
        if let Some(pair) = parts.windows(2).find(|w| w[0].pile == w[1].pile) {
            return Err(MultiMoveError::SamePile {
                pile: pair[0].pile + 1,
            });
        }
        Ok(MultiMove { parts })
    }

    /// The parts, in pile order.
    pub fn parts(&self) -> &[Move] {
        &self.parts
    }

    /// The part of the lowest-numbered pile (the only one in ordinary Nim).
    pub fn first(&self) -> Move {
        self.parts[0]
    }

    /// The move itself when it takes from one pile only.
    pub fn single(&self) -> Option<Move> {
        match self.parts[..] {
            [only] => Some(only),
            _ => None,
        }
    }

    /// How many sticks the move takes from `pile` (0-based): 0 for a pile it leaves alone.
    pub fn take_from(&self, pile: usize) -> u32 {
        self.parts
            .iter()
            .find(|part| part.pile == pile)
            .map_or(0, |part| part.take)
    }

    /// Sticks taken in all.
    pub fn total(&self) -> u64 {
        self.parts.iter().map(|part| u64::from(part.take)).sum()
    }
}

impl From<Move> for MultiMove {
    fn from(mv: Move) -> MultiMove {
        MultiMove { parts: vec![mv] }
    }
}

impl fmt::Display for MultiMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            write!(f, "{part}")?;
        }
        Ok(())
    }
}

impl FromStr for MultiMove {
    type Err = MultiMoveError;

    /// Reads `pile:take` parts joined by `+`, in any pile order: `1:2+3:1`.
    fn from_str(text: &str) -> Result<MultiMove, MultiMoveError> {
        let parts = text
            .split('+')
            .map(|part| {
                part.trim()
                    .parse::<Move>()
                    .map_err(|_| MultiMoveError::NotAPart(part.trim().to_string()))
            })
            .collect::<Result<Vec<Move>, MultiMoveError>>()?;
        MultiMove::new(parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        for text in ["1:2", "1:2+3:1", "2:1+5:7+32:1000000"] {
            let mv: MultiMove = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
            assert_eq!(mv.to_string().parse::<MultiMove>(), Ok(mv));
        }
        assert_eq!(
            " 3:1 + 1:2 ".parse::<MultiMove>().unwrap().to_string(),
            "1:2+3:1"
        );
    }

    #[test]
    fn refuses_what_is_not_a_move() {
        let cases = [
            ("", MultiMoveError::NotAPart(String::new())),
            ("1:2+", MultiMoveError::NotAPart(String::new())),
            ("1:2+x", MultiMoveError::NotAPart("x".into())),
            ("0:1", MultiMoveError::NotAPart("0:1".into())),
            ("2:1+2:3", MultiMoveError::SamePile { pile: 2 }),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<MultiMove>(), Err(error), "{text}");
        }
    }

    #[test]
    fn reads_its_parts() {
        let mv: MultiMove = "4:3+2:1".parse().unwrap();
        assert_eq!(mv.first(), Move { pile: 1, take: 1 });
        assert_eq!(mv.single(), None);
        assert_eq!(mv.take_from(3), 3);
        assert_eq!(mv.take_from(0), 0);
        assert_eq!(mv.total(), 4);
        assert_eq!(
            MultiMove::from(Move { pile: 0, take: 1 }).single(),
            Some(Move { pile: 0, take: 1 })
        );
    }
}
