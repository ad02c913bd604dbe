//! Northcott's game, Nim in disguise: each row of a board holds one white and one
//! black counter. A player slides one of their own counters along its row, any
//! distance, towards the other counter or away from it, but never onto or over it.
//! Whoever cannot move loses.
//!
//! The piles it hides are the gaps: the empty squares between the two counters of
//! each row. Narrowing a gap is taking sticks from a pile. Widening one is legal
//! too (while there is room behind the counter), but whoever is winning narrows it
//! straight back, so the player to move loses exactly when the nim-sum of the gaps
//! is 0. The retrograde analysis in `tests/engine_search.rs` checks this on every
//! position of boards up to 4 rows of 6 squares, with no position left undecided.

use std::fmt;
use std::str::FromStr;

use super::analysis::{nim_sum, Outcome};
use super::position::{Position, MAX_PILES, MAX_PILE_SIZE};
use super::rng::Rng;

/// The most rows a board may have: its gaps must fit in a position.
pub const MAX_ROWS: usize = MAX_PILES;
/// The widest row: its gap may hold at most [`MAX_PILE_SIZE`] squares.
pub const MAX_WIDTH: u32 = MAX_PILE_SIZE + 2;

/// One of the two players, by the colour of their counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    White,
    Black,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// The squares (columns from 0) of a row's two counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counters {
    pub white: u32,
    pub black: u32,
}

impl Counters {
    fn of(self, side: Side) -> u32 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    /// The empty squares between the two counters.
    pub fn gap(self) -> u32 {
        self.white.abs_diff(self.black) - 1
    }
}

/// A board of Northcott's game: the width of its rows and where the counters stand.
///
/// Always within bounds: 1 to [`MAX_ROWS`] rows, 2 to [`MAX_WIDTH`] squares wide,
/// the two counters of a row on different squares of it.
///
/// Its text form is the width, a colon, and each row's white and black squares
/// (counted from 1) joined by `-`: `6:1-4,6-2`.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Northcott, Outcome, Side};
/// let board: Northcott = "6:1-4,6-2".parse().unwrap();
/// // Gaps 2 and 3: the piles 2, 3, nim-sum 1.
/// assert_eq!(board.piles().to_string(), "2,3");
/// assert_eq!(board.outcome(), Outcome::Unsafe);
/// assert_eq!(board.to_string(), "6:1-4,6-2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Northcott {
    width: u32,
    rows: Vec<Counters>,
}

/// Why a board cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NorthcottError {
    NoRows,
    /// More than [`MAX_ROWS`] rows.
    TooManyRows(usize),
    /// Not from 2 to [`MAX_WIDTH`] squares wide.
    Width(u64),
    /// A counter of the row (1-based) stands off the board.
    OffBoard {
        row: usize,
    },
    /// The two counters of the row (1-based) stand on the same square.
    SameSquare {
        row: usize,
    },
    /// The text is not a board.
    NotABoard(String),
}

impl fmt::Display for NorthcottError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NorthcottError::NoRows => write!(f, "there must be at least one row"),
            NorthcottError::TooManyRows(n) => {
                write!(f, "{n} rows is too many (at most {MAX_ROWS})")
            }
            NorthcottError::Width(n) => {
                write!(
                    f,
                    "a row of {n} squares is not from 2 to {MAX_WIDTH} squares"
                )
            }
            NorthcottError::OffBoard { row } => {
                write!(f, "a counter of row {row} stands off the board")
            }
            NorthcottError::SameSquare { row } => {
                write!(f, "the counters of row {row} stand on the same square")
            }
            NorthcottError::NotABoard(text) => write!(
                f,
                "“{text}” is not a board such as 6:1-4,6-2 (width: white-black squares of each row)"
            ),
        }
    }
}

impl std::error::Error for NorthcottError {}

/// Sliding the mover's counter of row `row` to square `to` (both from 0).
///
/// Its text form is `row:square`, both counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slide {
    pub row: usize,
    pub to: u32,
}

impl fmt::Display for Slide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.row + 1, u64::from(self.to) + 1)
    }
}

impl FromStr for Slide {
    type Err = NorthcottError;

    fn from_str(text: &str) -> Result<Slide, NorthcottError> {
        let bad = || NorthcottError::NotABoard(text.to_string());
        let (row, to) = text.split_once(':').ok_or_else(bad)?;
        let row: usize = row.trim().parse().map_err(|_| bad())?;
        let to: u32 = to.trim().parse().map_err(|_| bad())?;
        Ok(Slide {
            row: row.checked_sub(1).ok_or_else(bad)?,
            to: to.checked_sub(1).ok_or_else(bad)?,
        })
    }
}

/// Why a slide is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideError {
    /// The row (1-based) is not on the board.
    NoSuchRow { row: usize, rows: usize },
    /// The square (1-based) is off the board.
    OffBoard { square: u64, width: u32 },
    /// The counter must move.
    Stays,
    /// A counter cannot land on or jump over the other counter of its row.
    Jumps,
}

impl fmt::Display for SlideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SlideError::NoSuchRow { row, rows } => {
                write!(f, "there is no row {row}: choose a row from 1 to {rows}")
            }
            SlideError::OffBoard { square, width } => {
                write!(f, "there is no square {square}: a row has {width} squares")
            }
            SlideError::Stays => write!(f, "the counter must move"),
            SlideError::Jumps => {
                write!(f, "a counter cannot land on or jump over the other counter")
            }
        }
    }
}

impl std::error::Error for SlideError {}

impl Northcott {
    /// A random board of `rows` rows of `width` squares, white left of black in
    /// every row, whose start the first mover can win (a lesson's opening).
    /// `width` is from 2 to [`MAX_WIDTH`] and `rows` from 1 to [`MAX_ROWS`].
    ///
    /// Each row's gap is drawn first, every gap as likely as any other, and
    /// at most one row of several is closed: counters placed at random
    /// would close a third of the rows, and leave a game of one or two moves.
    pub fn random_unsafe(rng: &mut Rng, rows: usize, width: u32) -> Northcott {
        let width = width.clamp(2, MAX_WIDTH);
        let rows = rows.clamp(1, MAX_ROWS);
        loop {
            let counters: Vec<Counters> = (0..rows)
                .map(|_| {
                    let gap = rng.below(u64::from(width - 1)) as u32;
                    let white = rng.below(u64::from(width - 1 - gap)) as u32;
                    Counters {
                        white,
                        black: white + gap + 1,
                    }
                })
                .collect();
            let closed = counters.iter().filter(|c| c.gap() == 0).count();
            if closed > 1 {
                continue;
            }
            if let Ok(board) = Northcott::new(width, counters) {
                if board.outcome() == Outcome::Unsafe {
                    return board;
                }
            }
        }
    }

    /// Checks a board.
    ///
    /// # Errors
    ///
    /// [`NorthcottError`] naming what is wrong.
    pub fn new(width: u32, rows: Vec<Counters>) -> Result<Northcott, NorthcottError> {
        if rows.is_empty() {
            return Err(NorthcottError::NoRows);
        }
        if rows.len() > MAX_ROWS {
            return Err(NorthcottError::TooManyRows(rows.len()));
        }
        if !(2..=MAX_WIDTH).contains(&width) {
            return Err(NorthcottError::Width(u64::from(width)));
        }
        for (i, row) in rows.iter().enumerate() {
            if row.white >= width || row.black >= width {
                return Err(NorthcottError::OffBoard { row: i + 1 });
            }
            if row.white == row.black {
                return Err(NorthcottError::SameSquare { row: i + 1 });
            }
        }
        Ok(Northcott { width, rows })
    }

    /// Squares in each row.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Where the counters stand, row by row.
    pub fn rows(&self) -> &[Counters] {
        &self.rows
    }

    /// The Nim piles it hides: the gap of each row.
    pub fn piles(&self) -> Position {
        Position::new(self.rows.iter().map(|r| r.gap()).collect()).expect("gaps fit in a position")
    }

    /// Checks that `side` may make `mv`.
    ///
    /// # Errors
    ///
    /// A [`SlideError`] naming what is wrong.
    pub fn check(&self, side: Side, mv: Slide) -> Result<(), SlideError> {
        let Some(&row) = self.rows.get(mv.row) else {
            return Err(SlideError::NoSuchRow {
                row: mv.row + 1,
                rows: self.rows.len(),
            });
        };
        if mv.to >= self.width {
            return Err(SlideError::OffBoard {
                square: u64::from(mv.to) + 1,
                width: self.width,
            });
        }
        let (own, other) = (row.of(side), row.of(side.other()));
        if mv.to == own {
            return Err(SlideError::Stays);
        }
        if (own < other) != (mv.to < other) || mv.to == other {
            return Err(SlideError::Jumps);
        }
        Ok(())
    }

    /// The board after `side` makes `mv`.
    ///
    /// # Errors
    ///
    /// A [`SlideError`] naming what is wrong; `self` is untouched.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Northcott, Side, Slide, SlideError};
    /// let board: Northcott = "6:1-4".parse().unwrap();
    /// let next = board.play(Side::White, Slide { row: 0, to: 2 }).unwrap();
    /// assert_eq!(next.to_string(), "6:3-4");
    /// assert_eq!(board.play(Side::White, Slide { row: 0, to: 4 }), Err(SlideError::Jumps));
    /// ```
    pub fn play(&self, side: Side, mv: Slide) -> Result<Northcott, SlideError> {
        self.check(side, mv)?;
        let mut rows = self.rows.clone();
        match side {
            Side::White => rows[mv.row].white = mv.to,
            Side::Black => rows[mv.row].black = mv.to,
        }
        Ok(Northcott {
            width: self.width,
            rows,
        })
    }

    /// Every slide `side` may make, row by row, squares from the left.
    pub fn legal_moves(&self, side: Side) -> Vec<Slide> {
        let mut moves = Vec::new();
        for (i, row) in self.rows.iter().enumerate() {
            let (own, other) = (row.of(side), row.of(side.other()));
            let squares = if own < other {
                0..other
            } else {
                other + 1..self.width
            };
            moves.extend(
                squares
                    .filter(|&to| to != own)
                    .map(|to| Slide { row: i, to }),
            );
        }
        moves
    }

    /// Who wins with perfect play, for the player to move, whichever colour:
    /// safe (a loss for the mover) exactly when the nim-sum of the gaps is 0.
    pub fn outcome(&self) -> Outcome {
        if nim_sum(self.rows.iter().map(|r| r.gap())) == 0 {
            Outcome::Safe
        } else {
            Outcome::Unsafe
        }
    }

    /// The slide of `side` in `row` that leaves the gap at `gap`, if there is room.
    fn slide_to_gap(&self, side: Side, row: usize, gap: u32) -> Option<Slide> {
        let counters = self.rows[row];
        let (own, other) = (counters.of(side), counters.of(side.other()));
        let to = if own < other {
            other.checked_sub(gap + 1)?
        } else {
            other + gap + 1
        };
        let mv = Slide { row, to };
        self.check(side, mv).ok().map(|()| mv)
    }

    /// Every slide of `side` that leaves the nim-sum of the gaps at 0: narrowing a
    /// gap as in Nim, or widening one when there is room behind the counter.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Northcott, Side, Slide};
    /// let board: Northcott = "6:1-4,6-2".parse().unwrap();
    /// // Gaps 2, 3: narrow the second to 2 (black to square 3), or widen the first
    /// // to 3, which needs room behind black in row 1 (square 5 is free).
    /// assert_eq!(
    ///     board.winning_moves(Side::Black),
    ///     vec![Slide { row: 0, to: 4 }, Slide { row: 1, to: 2 }]
    /// );
    /// ```
    pub fn winning_moves(&self, side: Side) -> Vec<Slide> {
        let sum = nim_sum(self.rows.iter().map(|r| r.gap()));
        if sum == 0 {
            return Vec::new();
        }
        (0..self.rows.len())
            .filter_map(|row| self.slide_to_gap(side, row, self.rows[row].gap() ^ sum))
            .collect()
    }

    /// The computer's slide for `side`, or `None` when it cannot move (it has lost).
    /// `before` is the board before the opponent's last slide, if there was one.
    ///
    /// When it can win: if the opponent just widened a gap, it narrows that gap
    /// straight back; otherwise it plays the winning slide that narrows a gap the
    /// most. When it cannot, it narrows the widest gap by one square, and only when
    /// every gap is closed does it step back, one square.
    ///
    /// # Why a game the computer is winning ends
    ///
    /// Take Φ = 2 × (the sum of the gaps) + (the squares behind the opponent's
    /// counters, on the far side from the computer's). After each of the
    /// computer's winning slides the nim-sum is 0, and over each round (the
    /// opponent's slide, then its answer) Φ falls:
    ///
    /// - the opponent narrows a gap by d (Φ changes by −2d + d) and the computer
    ///   narrows one by e ≥ 1 (−2e): in all −d − 2e;
    /// - the opponent widens a gap by d (+2d − d) and the computer narrows by at
    ///   least d (the slide straight back is a winning one, so the widest winning
    ///   narrowing is no smaller): in all at most −d.
    ///
    /// The computer's own slides never touch the squares behind the opponent's
    /// counters, and Φ is never negative, so the game ends, within Φ rounds of
    /// the first safe position the computer leaves. A computer that is losing
    /// never widens a gap while one is open: only the player who is winning can
    /// draw a game out, by spending the squares behind their own counters.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Northcott, Side, Slide};
    /// let before: Northcott = "8:2-5,8-5".parse().unwrap(); // gaps 2, 2: safe
    /// // White widens row 1 to 3 (square 2 to 1); the computer, black, narrows it back.
    /// let now = before.play(Side::White, Slide { row: 0, to: 0 }).unwrap();
    /// assert_eq!(now.computer_move(Side::Black, Some(&before)), Some(Slide { row: 0, to: 3 }));
    /// ```
    pub fn computer_move(&self, side: Side, before: Option<&Northcott>) -> Option<Slide> {
        let gaps: Vec<u32> = self.rows.iter().map(|r| r.gap()).collect();
        let sum = nim_sum(gaps.iter().copied());
        if sum != 0 {
            let widened = before
                .filter(|b| b.width == self.width && b.rows.len() == self.rows.len())
                .and_then(|b| {
                    let grown: Vec<usize> = (0..gaps.len())
                        .filter(|&i| gaps[i] > b.rows[i].gap())
                        .collect();
                    match grown[..] {
                        [row] => Some((row, b.rows[row].gap())),
                        _ => None,
                    }
                });
            if let Some((row, old_gap)) = widened {
                if sum ^ gaps[row] ^ old_gap == 0 {
                    if let Some(back) = self.slide_to_gap(side, row, old_gap) {
                        return Some(back);
                    }
                }
            }
            let mut best: Option<(u32, Slide)> = None;
            for mv in self.winning_moves(side) {
                let narrowing = gaps[mv.row].saturating_sub(gaps[mv.row] ^ sum);
                if narrowing > 0 && best.is_none_or(|(most, _)| narrowing > most) {
                    best = Some((narrowing, mv));
                }
            }
            if let Some((_, mv)) = best {
                return Some(mv);
            }
        }
        let mut widest: Option<usize> = None;
        for (row, &gap) in gaps.iter().enumerate() {
            if gap > 0 && widest.is_none_or(|w| gap > gaps[w]) {
                widest = Some(row);
            }
        }
        if let Some(row) = widest {
            return self.slide_to_gap(side, row, gaps[row] - 1);
        }
        (0..gaps.len()).find_map(|row| self.slide_to_gap(side, row, 1))
    }
}

impl FromStr for Northcott {
    type Err = NorthcottError;

    /// Reads `width:white-black,white-black,...`, squares counted from 1.
    fn from_str(text: &str) -> Result<Northcott, NorthcottError> {
        let bad = || NorthcottError::NotABoard(text.to_string());
        let number = |part: &str| -> Result<u32, NorthcottError> {
            let part = part.trim();
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            part.parse().map_err(|_| bad())
        };
        let (width, rows) = text.split_once(':').ok_or_else(bad)?;
        let width = number(width)?;
        let rows = rows
            .split(',')
            .map(|row| {
                let (white, black) = row.split_once('-').ok_or_else(bad)?;
                let (white, black) = (number(white)?, number(black)?);
                Ok(Counters {
                    white: white.checked_sub(1).ok_or_else(bad)?,
                    black: black.checked_sub(1).ok_or_else(bad)?,
                })
            })
            .collect::<Result<Vec<Counters>, NorthcottError>>()?;
        if rows.len() > MAX_ROWS {
            return Err(NorthcottError::TooManyRows(rows.len()));
        }
        Northcott::new(width, rows)
    }
}

impl fmt::Display for Northcott {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.width)?;
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{}-{}", row.white + 1, row.black + 1)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_board_is_a_win_for_the_first_mover() {
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let board = Northcott::random_unsafe(&mut rng, 4, 8);
            assert_eq!((board.rows().len(), board.width()), (4, 8));
            assert!(board
                .rows()
                .iter()
                .all(|r| r.white < r.black && r.black < 8));
            assert_eq!(board.outcome(), Outcome::Unsafe);
        }
    }

    /// A lesson's random board leaves a game to play: at most one closed row,
    /// and every gap from 0 to the widest drawn.
    #[test]
    fn a_random_board_has_gaps_to_play_in() {
        let mut rng = Rng::new(5);
        let mut seen = [0usize; 7];
        for _ in 0..500 {
            let board = Northcott::random_unsafe(&mut rng, 4, 8);
            let gaps: Vec<u32> = board.rows().iter().map(|r| r.gap()).collect();
            assert!(gaps.iter().filter(|&&g| g == 0).count() <= 1, "{gaps:?}");
            for g in gaps {
                seen[g as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
    }

    #[test]
    fn text_round_trips_and_refuses_nonsense() {
        for text in ["2:1-2", "6:1-4,6-2", "1000002:1-1000002"] {
            assert_eq!(text.parse::<Northcott>().unwrap().to_string(), text);
        }
        let cases = [
            ("6", NorthcottError::NotABoard("6".into())),
            ("1:1-2", NorthcottError::Width(1)),
            ("6:1-7", NorthcottError::OffBoard { row: 1 }),
            ("6:1-4,3-3", NorthcottError::SameSquare { row: 2 }),
            ("6:0-4", NorthcottError::NotABoard("6:0-4".into())),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<Northcott>(), Err(error), "{text}");
        }
        let mv = Slide { row: 2, to: 0 };
        assert_eq!(mv.to_string(), "3:1");
        assert_eq!("3:1".parse::<Slide>(), Ok(mv));
    }

    #[test]
    fn slides_are_checked() {
        let board: Northcott = "6:1-4,6-2".parse().unwrap();
        assert_eq!(
            board.check(Side::White, Slide { row: 2, to: 0 }),
            Err(SlideError::NoSuchRow { row: 3, rows: 2 })
        );
        assert_eq!(
            board.check(Side::White, Slide { row: 0, to: 6 }),
            Err(SlideError::OffBoard {
                square: 7,
                width: 6
            })
        );
        assert_eq!(
            board.check(Side::Black, Slide { row: 1, to: 1 }),
            Err(SlideError::Stays)
        );
        assert_eq!(
            board.check(Side::Black, Slide { row: 1, to: 5 }),
            Err(SlideError::Jumps)
        );
        // White: squares 2, 3 in row 1 (not 1, where it stands); 3, 4, 5 in row 2.
        assert_eq!(board.legal_moves(Side::White).len(), 5);
        assert_eq!(board.legal_moves(Side::Black).len(), 4 + 4);
    }

    #[test]
    fn the_losing_computer_narrows_before_it_steps_back() {
        let board: Northcott = "6:1-4,6-3".parse().unwrap(); // gaps 2, 2
        assert_eq!(board.outcome(), Outcome::Safe);
        assert_eq!(
            board.computer_move(Side::White, None),
            Some(Slide { row: 0, to: 1 })
        );
        let closed: Northcott = "6:2-3,5-4".parse().unwrap(); // gaps 0, 0
        assert_eq!(
            closed.computer_move(Side::White, None),
            Some(Slide { row: 0, to: 0 })
        );
        let stuck: Northcott = "6:1-2,6-5".parse().unwrap();
        assert_eq!(stuck.computer_move(Side::White, None), None);
    }
}
