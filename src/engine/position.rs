use std::fmt;
use std::str::FromStr;

use super::rng::Rng;

/// The most piles a game may have.
pub const MAX_PILES: usize = 32;
/// The most sticks a single pile may hold.
pub const MAX_PILE_SIZE: u32 = 1_000_000;

/// The sticks left in each pile, in the order the piles are drawn.
///
/// A `Position` is always within bounds: 1 to [`MAX_PILES`] piles of 0 to
/// [`MAX_PILE_SIZE`] sticks. Build one with [`Position::new`] or by parsing
/// `"3,4,5"`.
///
/// # Examples
///
/// ```
/// use bouton::engine::Position;
/// let position: Position = "3,4,5".parse().unwrap();
/// assert_eq!(position.piles(), &[3, 4, 5]);
/// assert_eq!(position.to_string(), "3,4,5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    piles: Vec<u32>,
}

/// Why a list of pile sizes is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// No piles at all.
    NoPiles,
    /// More than [`MAX_PILES`] piles.
    TooManyPiles(usize),
    /// A pile (1-based) holds more than [`MAX_PILE_SIZE`] sticks: `size`, its
    /// digits as written (however many), without leading zeros.
    PileTooBig { pile: usize, size: String },
    /// A part of the text is not a whole number of sticks.
    NotANumber(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoPiles => write!(f, "there must be at least one pile"),
            SetupError::TooManyPiles(n) => {
                write!(f, "{n} piles is too many (at most {MAX_PILES})")
            }
            SetupError::PileTooBig { pile, size } => write!(
                f,
                "pile {pile} has {} sticks (at most {})",
                // Grouped as a count, if it is one; digits longer than any, as written.
                size.parse().map_or_else(|_| size.clone(), group_thousands),
                group_thousands(u64::from(MAX_PILE_SIZE))
            ),
            SetupError::NotANumber(text) => {
                write!(f, "“{text}” is not a number of sticks from 0 to 1,000,000")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// A random position of `piles` piles of 1 to `most` sticks each
    /// (`piles` at least 1, at most [`MAX_PILES`]; `most` at least 1, at
    /// most [`MAX_PILE_SIZE`]).
    pub fn random(rng: &mut Rng, piles: usize, most: u32) -> Position {
        let most = most.clamp(1, MAX_PILE_SIZE);
        let piles = (0..piles.clamp(1, MAX_PILES))
            .map(|_| 1 + rng.below(u64::from(most)) as u32)
            .collect();
        Position { piles }
    }

    /// Checks pile sizes and makes them a position.
    ///
    /// # Errors
    ///
    /// [`SetupError`] when there are no piles, more than [`MAX_PILES`], or a
    /// pile larger than [`MAX_PILE_SIZE`].
    pub fn new(piles: Vec<u32>) -> Result<Position, SetupError> {
        if piles.is_empty() {
            return Err(SetupError::NoPiles);
        }
        if piles.len() > MAX_PILES {
            return Err(SetupError::TooManyPiles(piles.len()));
        }
        if let Some(i) = piles.iter().position(|&p| p > MAX_PILE_SIZE) {
            return Err(SetupError::PileTooBig {
                pile: i + 1,
                size: piles[i].to_string(),
            });
        }
        Ok(Position { piles })
    }

    /// The sticks in each pile.
    pub fn piles(&self) -> &[u32] {
        &self.piles
    }

    /// True when no stick is left: the game is over.
    pub fn is_empty(&self) -> bool {
        self.piles.iter().all(|&p| p == 0)
    }

    /// The pile sizes for people to read: "3, 4, 1,000,000".
    pub fn listing(&self) -> String {
        self.piles
            .iter()
            .map(|&p| group_thousands(u64::from(p)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Sticks left on the table in all.
    pub fn total(&self) -> u64 {
        self.piles.iter().map(|&p| u64::from(p)).sum()
    }

    /// The position after `mv`, which the caller has already checked.
    pub(crate) fn after(&self, mv: Move) -> Position {
        let mut piles = self.piles.clone();
        piles[mv.pile] -= mv.take;
        Position { piles }
    }
}

/// Parses one pile size, rejecting signs, fractions and anything above the limit.
pub(crate) fn parse_pile_size(text: &str) -> Result<u32, SetupError> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SetupError::NotANumber(text.to_string()));
    }
    match text.parse::<u32>() {
        Ok(n) if n <= MAX_PILE_SIZE => Ok(n),
        // Too big, or longer than any u32: quoted as written.
        _ => Err(SetupError::PileTooBig {
            pile: 0,
            size: text.trim_start_matches('0').to_string(),
        }),
    }
}

impl FromStr for Position {
    type Err = SetupError;

    /// Reads pile sizes separated by commas, e.g. `3,4,5`.
    fn from_str(text: &str) -> Result<Position, SetupError> {
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() > MAX_PILES {
            return Err(SetupError::TooManyPiles(parts.len()));
        }
        let piles = parts
            .iter()
            .enumerate()
            .map(|(i, part)| {
                parse_pile_size(part).map_err(|e| match e {
                    SetupError::PileTooBig { size, .. } => {
                        SetupError::PileTooBig { pile: i + 1, size }
                    }
                    other => other,
                })
            })
            .collect::<Result<Vec<u32>, SetupError>>()?;
        Position::new(piles)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, pile) in self.piles.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{pile}")?;
        }
        Ok(())
    }
}

/// Taking `take` sticks from pile `pile` (0-based; shown to people 1-based).
///
/// Its text form is `pile:take` with the pile counted from 1, as in share links.
///
/// # Examples
///
/// ```
/// use bouton::engine::Move;
/// let mv: Move = "1:2".parse().unwrap();
/// assert_eq!(mv, Move { pile: 0, take: 2 });
/// assert_eq!(mv.to_string(), "1:2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Index of the pile, from 0.
    pub pile: usize,
    /// Sticks taken, at least 1 in a legal move.
    pub take: u32,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.pile + 1, self.take)
    }
}

impl FromStr for Move {
    type Err = SetupError;

    fn from_str(text: &str) -> Result<Move, SetupError> {
        let bad = || SetupError::NotANumber(text.to_string());
        let (pile, take) = text.split_once(':').ok_or_else(bad)?;
        let pile: usize = pile.trim().parse().map_err(|_| bad())?;
        let take: u32 = take.trim().parse().map_err(|_| bad())?;
        if pile == 0 {
            return Err(bad());
        }
        Ok(Move {
            pile: pile - 1,
            take,
        })
    }
}

/// Writes a count with `separator` between its thousands: the interface
/// passes its language's ("1.000.000" in Italian).
pub fn group_digits(n: u64, separator: &str) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * separator.len());
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(c);
    }
    out
}

/// A count with commas between thousands, as the engine's English `Display`
/// forms (for developers) write it: 1000000 -> "1,000,000".
pub(crate) fn group_thousands(n: u64) -> String {
    group_digits(n, ",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_position_keeps_to_its_bounds() {
        let mut rng = Rng::new(5);
        let mut seen = [false; 16];
        for _ in 0..200 {
            let position = Position::random(&mut rng, 3, 15);
            assert_eq!(position.piles().len(), 3);
            for &p in position.piles() {
                assert!((1..=15).contains(&p), "{position}");
                seen[p as usize] = true;
            }
        }
        // Every size from 1 to 15 comes up.
        assert!(seen[1..].iter().all(|&s| s));
        // Out-of-range requests are brought within bounds.
        let wide = Position::random(&mut rng, 99, 0);
        assert_eq!(wide.piles(), &[1; MAX_PILES][..]);
    }

    #[test]
    fn parses_and_prints() {
        let p: Position = "3,4,5".parse().unwrap();
        assert_eq!(p.to_string(), "3,4,5");
        assert_eq!(" 7 , 0".parse::<Position>().unwrap().piles(), &[7, 0]);
    }

    #[test]
    fn rejects_bad_text() {
        assert_eq!(
            "3,x".parse::<Position>(),
            Err(SetupError::NotANumber("x".into()))
        );
        assert_eq!(
            "-3".parse::<Position>(),
            Err(SetupError::NotANumber("-3".into()))
        );
        assert_eq!(
            "1,1000001".parse::<Position>(),
            Err(SetupError::PileTooBig {
                pile: 2,
                size: "1000001".into()
            })
        );
        // Longer than any machine number, quoted as written.
        assert_eq!(
            "0099999999999999999999999".parse::<Position>(),
            Err(SetupError::PileTooBig {
                pile: 1,
                size: "99999999999999999999999".into()
            })
        );
        assert_eq!(
            "0099999999999999999999999"
                .parse::<Position>()
                .unwrap_err()
                .to_string(),
            "pile 1 has 99999999999999999999999 sticks (at most 1,000,000)"
        );
        assert_eq!(
            "1,1000001".parse::<Position>().unwrap_err().to_string(),
            "pile 2 has 1,000,001 sticks (at most 1,000,000)"
        );
        assert_eq!(group_digits(1_000_001, "."), "1.000.001");
        assert_eq!(
            vec!["1"; 33].join(",").parse::<Position>(),
            Err(SetupError::TooManyPiles(33))
        );
        assert_eq!(Position::new(vec![]), Err(SetupError::NoPiles));
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1000), "1,000");
        assert_eq!(group_thousands(1_000_000), "1,000,000");
    }

    #[test]
    fn moves_round_trip() {
        let mv = Move { pile: 2, take: 7 };
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        assert!("0:1".parse::<Move>().is_err());
        assert!("1-1".parse::<Move>().is_err());
    }
}
