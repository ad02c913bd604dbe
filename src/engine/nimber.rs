//! Nimbers by the mex rule: games that are not Nim but are worth Nim piles.
//!
//! In an impartial game (both players have the same moves, whoever cannot move
//! loses) every position is worth a Nim pile, its nimber (Sprague, Grundy): the
//! mex, the least number not among them, of the nimbers of the positions one move
//! away. A sum of games, where a move is made in one of them, is worth the nim-sum
//! of their nimbers, so the player to move loses exactly when that nim-sum is 0
//! and wins by leaving it 0, as in Nim.
//!
//! Three games are here: Nim itself; subtraction games, where a move takes a
//! number of sticks from a fixed set; and Kayles, where a move knocks down one pin
//! or two touching pins of a row. The nimbers of both families repeat, and
//! [`SubtractionSet::periodicity`] and [`octal_period`] find where with a proof,
//! not a guess.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use super::analysis::{nim_sum, Outcome};
use super::position::group_thousands;
use super::rng::Rng;
use super::tableau::mex;

/// The most numbers a subtraction set may hold.
pub const MAX_SET_TAKES: usize = 9;
/// The largest number a subtraction set may hold.
pub const MAX_SET_TAKE: u32 = 20;
/// The most games a [`GameSum`] may add up.
pub const MAX_COMPONENTS: usize = 12;
/// The most sticks in a Nim or subtraction pile of a [`GameSum`].
pub const MAX_SUM_PILE: u32 = 1_000;
/// The most pins in a Kayles row of a [`GameSum`].
pub const MAX_KAYLES_PINS: usize = 30;
/// Kayles rows of 0 to this many pins are what [`kayles_period`] checks: enough,
/// since the check of period 12 from row 71 reads up to row 167.
pub const KAYLES_CHECKED_PINS: u32 = 200;

/// The numbers of sticks a move may take in a subtraction game: 1 to
/// [`MAX_SET_TAKES`] different numbers from 1 to [`MAX_SET_TAKE`].
///
/// Its text form lists them in increasing order, separated by commas; commas or
/// spaces, in any order, are read.
///
/// # Examples
///
/// ```
/// use bouton::engine::SubtractionSet;
/// let set: SubtractionSet = "4 1 3".parse().unwrap();
/// assert_eq!(set.takes(), vec![1, 3, 4]);
/// assert_eq!(set.to_string(), "1,3,4");
/// assert_eq!(set.nimbers(9), vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet {
    /// Bit t - 1 is set when a move may take t sticks.
    mask: u32,
}

/// Why numbers are not a subtraction set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubtractionSetError {
    /// No number at all.
    Empty,
    /// A move cannot take 0 sticks.
    Zero,
    /// A number above [`MAX_SET_TAKE`]: its digits as written, without leading zeros.
    TooBig(String),
    /// More than [`MAX_SET_TAKES`] numbers.
    TooMany(usize),
    /// A part of the text is not a whole number.
    NotANumber(String),
    /// A number given twice.
    Repeated(u32),
}

impl fmt::Display for SubtractionSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SubtractionSetError::Empty => {
                write!(f, "the set needs at least one number of sticks to take")
            }
            SubtractionSetError::Zero => {
                write!(f, "0 cannot be in the set: a move takes at least one stick")
            }
            SubtractionSetError::TooBig(size) => {
                write!(
                    f,
                    "{size} is too many sticks to take (at most {MAX_SET_TAKE})"
                )
            }
            SubtractionSetError::TooMany(n) => {
                write!(f, "{n} numbers is too many (at most {MAX_SET_TAKES})")
            }
            SubtractionSetError::NotANumber(text) => {
                write!(f, "“{text}” is not a number from 1 to {MAX_SET_TAKE}")
            }
            SubtractionSetError::Repeated(take) => write!(f, "{take} is in the set twice"),
        }
    }
}

impl std::error::Error for SubtractionSetError {}

/// Where a row of nimbers starts to repeat: from pile `preperiod` on, the nimber of
/// a pile is that of the pile `period` smaller.
///
/// `period` is the smallest that works and `preperiod` the smallest start for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Periodicity {
    pub preperiod: u32,
    pub period: u32,
}

impl Periodicity {
    /// The smallest pile with the same nimber as `pile`: itself before the
    /// preperiod, then its place in the first period.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::Periodicity;
    /// let kayles = Periodicity { preperiod: 71, period: 12 };
    /// assert_eq!(kayles.reduce(70), 70);
    /// assert_eq!(kayles.reduce(1_000), 71 + (1_000 - 71) % 12);
    /// ```
    pub fn reduce(self, pile: u32) -> u32 {
        match pile.checked_sub(self.preperiod) {
            Some(beyond) if self.period > 0 => self.preperiod + beyond % self.period,
            _ => pile,
        }
    }
}

/// One cell of a subtraction game's row and its working: the moves from `pile`,
/// the nimber each leaves, and their mex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionCell {
    pub pile: u32,
    /// One per number of the set no larger than the pile, smallest take first.
    pub options: Vec<SubtractionOption>,
    /// The mex of the options' nimbers.
    pub nimber: u32,
}

/// A move of a subtraction game: take `take`, leaving `leaves` sticks, worth `nimber`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubtractionOption {
    pub take: u32,
    pub leaves: u32,
    pub nimber: u32,
}

impl SubtractionSet {
    /// Checks numbers of sticks, in any order, and makes them a set.
    ///
    /// # Errors
    ///
    /// [`SubtractionSetError`] naming the first number that is 0, above
    /// [`MAX_SET_TAKE`] or given twice; then for no number or more than
    /// [`MAX_SET_TAKES`].
    pub fn new(takes: &[u32]) -> Result<SubtractionSet, SubtractionSetError> {
        let mut mask = 0u32;
        for &take in takes {
            if take == 0 {
                return Err(SubtractionSetError::Zero);
            }
            if take > MAX_SET_TAKE {
                return Err(SubtractionSetError::TooBig(take.to_string()));
            }
            let bit = 1 << (take - 1);
            if mask & bit != 0 {
                return Err(SubtractionSetError::Repeated(take));
            }
            mask |= bit;
        }
        if takes.is_empty() {
            return Err(SubtractionSetError::Empty);
        }
        if takes.len() > MAX_SET_TAKES {
            return Err(SubtractionSetError::TooMany(takes.len()));
        }
        Ok(SubtractionSet { mask })
    }

    /// The numbers of sticks a move may take, smallest first.
    pub fn takes(&self) -> Vec<u32> {
        self.iter().collect()
    }

    fn iter(self) -> impl Iterator<Item = u32> {
        (1..=MAX_SET_TAKE).filter(move |&take| self.allows(take))
    }

    /// True when a move may take `take` sticks.
    pub fn allows(&self, take: u32) -> bool {
        (1..=MAX_SET_TAKE).contains(&take) && self.mask >> (take - 1) & 1 == 1
    }

    /// The largest number of the set: how far back a pile's nimber looks.
    pub fn largest(&self) -> u32 {
        u32::BITS - self.mask.leading_zeros()
    }

    /// The smallest number of the set: a smaller pile has no move.
    pub fn smallest(&self) -> u32 {
        self.mask.trailing_zeros() + 1
    }

    /// The options of `pile`, given the nimbers of every smaller pile.
    fn options(self, row: &[u32], pile: u32) -> impl Iterator<Item = SubtractionOption> + '_ {
        self.iter()
            .filter(move |&take| take <= pile)
            .map(move |take| SubtractionOption {
                take,
                leaves: pile - take,
                nimber: row[(pile - take) as usize],
            })
    }

    /// The nimber of the pile after the end of `row`, by the mex rule.
    fn next_nimber(self, row: &[u32]) -> u32 {
        let seen: Vec<u32> = self
            .options(row, row.len() as u32)
            .map(|o| o.nimber)
            .collect();
        mex(&seen)
    }

    /// The nimbers of piles of 0 to `up_to` sticks, each the mex of the nimbers of
    /// the piles one move below it: `up_to + 1` values, all kept, so the caller
    /// bounds `up_to` ([`SubtractionSet::nimber`] reaches any pile through the period).
    pub fn nimbers(&self, up_to: u32) -> Vec<u32> {
        let mut row = Vec::new();
        for _ in 0..=up_to {
            row.push(self.next_nimber(&row));
        }
        row
    }

    /// Every cell of the row from pile 0 to `up_to`, with its working, so a page
    /// can show how each nimber was found.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{SubtractionOption, SubtractionSet};
    /// let set: SubtractionSet = "1,3,4".parse().unwrap();
    /// let cells = set.working(5);
    /// // 5 sticks: take 1, 3 or 4 to leave 4, 2 or 1, worth 2, 0 and 1: mex 3.
    /// let seen: Vec<u32> = cells[5].options.iter().map(|o| o.nimber).collect();
    /// assert_eq!(seen, vec![2, 0, 1]);
    /// assert_eq!(cells[5].options[0], SubtractionOption { take: 1, leaves: 4, nimber: 2 });
    /// assert_eq!(cells[5].nimber, 3);
    /// ```
    pub fn working(&self, up_to: u32) -> Vec<SubtractionCell> {
        let row = self.nimbers(up_to);
        (0..=up_to)
            .map(|pile| SubtractionCell {
                pile,
                options: self.options(&row, pile).collect(),
                nimber: row[pile as usize],
            })
            .collect()
    }

    /// Where the row of nimbers repeats, proved.
    ///
    /// A pile's nimber depends only on the nimbers of the [`largest`] piles below
    /// it, so once a window of that many consecutive nimbers comes back, all that
    /// follows it comes back too, forever. The row is computed until a window
    /// repeats (there are finitely many windows, so one must); the period is then
    /// the smallest shift that brings the first repeated window back, and the
    /// preperiod the first window that the shift brings back. A window recurring
    /// after d piles is exactly a period d starting there, so both are the smallest.
    ///
    /// Every set allowed repeats within 1,538 piles (checked for all 431,909 of them
    /// by an ignored test in `tests/nimber_search.rs`); the longest period is 836,
    /// for {4,5,10,12,15,16,17,20}.
    ///
    /// [`largest`]: SubtractionSet::largest
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{Periodicity, SubtractionSet};
    /// let one_two: SubtractionSet = "1,2".parse().unwrap();
    /// // 0, 1, 2, 0, 1, 2, ...: period 3 (6 also works, but 3 is the smallest).
    /// assert_eq!(one_two.periodicity(), Periodicity { preperiod: 0, period: 3 });
    /// ```
    pub fn periodicity(&self) -> Periodicity {
        self.row_until_repeat().1
    }

    /// How many piles, from 0, prove the periodicity: the window of
    /// [`largest`] nimbers from the preperiod, and the same window one period
    /// later, the first repeated window. A row that long shows why it repeats.
    ///
    /// [`largest`]: SubtractionSet::largest
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::SubtractionSet;
    /// let set: SubtractionSet = "1,3,4".parse().unwrap();
    /// // Piles 0 to 3 are worth 0, 1, 0, 1, and so are piles 7 to 10.
    /// assert_eq!(set.proof_length(), 11);
    /// let row = set.nimbers(10);
    /// assert_eq!(row[..4], row[7..]);
    /// ```
    pub fn proof_length(&self) -> u32 {
        let Periodicity { preperiod, period } = self.periodicity();
        preperiod + period + self.largest()
    }

    /// The nimber of a pile of any size, through [`SubtractionSet::periodicity`].
    pub fn nimber(&self, pile: u32) -> u32 {
        let (row, periodicity) = self.row_until_repeat();
        row[periodicity.reduce(pile) as usize]
    }

    /// The row up to the first repeated window, which covers the preperiod and one
    /// period, and its periodicity.
    fn row_until_repeat(self) -> (Vec<u32>, Periodicity) {
        let window = self.largest() as usize;
        let mut row: Vec<u32> = Vec::new();
        let mut first_seen: HashMap<u128, usize> = HashMap::new();
        let (earlier, later) = loop {
            row.push(self.next_nimber(&row));
            let Some(start) = row.len().checked_sub(window) else {
                continue;
            };
            // A pile has at most 9 moves, so its nimber is at most 9: four bits
            // each, and a window of at most 20 fits in 80 bits.
            let key = row[start..]
                .iter()
                .fold(0u128, |key, &g| key << 4 | u128::from(g));
            if let Some(&earlier) = first_seen.get(&key) {
                break (earlier, start);
            }
            first_seen.insert(key, start);
        };
        let same = |a: usize, b: usize| row[a..a + window] == row[b..b + window];
        let shift = later - earlier;
        let period = (1..=shift)
            .find(|&d| same(earlier, earlier + d))
            .unwrap_or(shift);
        let preperiod = (0..=earlier)
            .find(|&n| same(n, n + period))
            .unwrap_or(earlier);
        let periodicity = Periodicity {
            preperiod: preperiod as u32,
            period: period as u32,
        };
        (row, periodicity)
    }
}

impl FromStr for SubtractionSet {
    type Err = SubtractionSetError;

    /// Reads numbers separated by commas or spaces: `1,3,4` or `1 3 4`.
    fn from_str(text: &str) -> Result<SubtractionSet, SubtractionSetError> {
        if text.trim().is_empty() {
            return Err(SubtractionSetError::Empty);
        }
        let mut takes = Vec::new();
        for part in text.split(',') {
            if part.trim().is_empty() {
                return Err(SubtractionSetError::NotANumber(String::new()));
            }
            for word in part.split_whitespace() {
                if !word.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(SubtractionSetError::NotANumber(word.to_string()));
                }
                let digits = word.trim_start_matches('0');
                match digits.parse::<u32>() {
                    Ok(take) if take <= MAX_SET_TAKE => takes.push(take),
                    // Empty once the zeros are gone: the number 0.
                    _ if digits.is_empty() => takes.push(0),
                    _ => return Err(SubtractionSetError::TooBig(digits.to_string())),
                }
            }
        }
        SubtractionSet::new(&takes)
    }
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, take) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{take}")?;
        }
        Ok(())
    }
}

/// One cell of the Kayles row and its working: every way to knock down pins of a
/// row of `pins`, and the mex of the nimbers they leave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KaylesCell {
    pub pins: u32,
    /// One per way to split what is left, knocking one pin first, then two; the
    /// shorter side first, and each split once (left as short as right or shorter).
    pub options: Vec<KaylesOption>,
    pub nimber: u32,
}

/// A Kayles move: knock down `knocked` (1 or 2) pins, leaving rows of `left` and
/// `right` pins, worth the nim-sum of their nimbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KaylesOption {
    pub knocked: u32,
    pub left: u32,
    pub right: u32,
    pub nimber: u32,
}

/// The options of a row of `pins`, given the nimbers of every shorter row.
fn kayles_options(row: &[u32], pins: u32) -> impl Iterator<Item = KaylesOption> + '_ {
    (1..=pins.min(2)).flat_map(move |knocked| {
        let rest = pins - knocked;
        (0..=rest / 2).map(move |left| {
            let right = rest - left;
            KaylesOption {
                knocked,
                left,
                right,
                nimber: row[left as usize] ^ row[right as usize],
            }
        })
    })
}

/// The nimbers of Kayles rows of 0 to `up_to` pins: each the mex, over the ways to
/// knock down one pin or two touching pins, of the nim-sum of the two rows left.
/// The work grows as the square of `up_to`, which the caller bounds.
///
/// # Examples
///
/// ```
/// use bouton::engine::kayles_nimbers;
/// assert_eq!(kayles_nimbers(11), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// ```
pub fn kayles_nimbers(up_to: u32) -> Vec<u32> {
    let mut row = Vec::new();
    for pins in 0..=up_to {
        let seen: Vec<u32> = kayles_options(&row, pins).map(|o| o.nimber).collect();
        row.push(mex(&seen));
    }
    row
}

/// Every cell of the Kayles row from 0 to `up_to` pins, with its working.
pub fn kayles_working(up_to: u32) -> Vec<KaylesCell> {
    let row = kayles_nimbers(up_to);
    (0..=up_to)
        .map(|pins| KaylesCell {
            pins,
            options: kayles_options(&row, pins).collect(),
            nimber: row[pins as usize],
        })
        .collect()
}

/// The smallest period of an octal game's nimbers, and the smallest preperiod for
/// it, that Guy and Smith's theorem proves from `values` alone; `None` when the
/// row is too short to prove any.
///
/// `values` are the nimbers of heaps of 0, 1, 2, ... of a game where a move
/// removes 1 to `most_removed` (t) from one heap and may leave the rest as one
/// heap, two, or none, like Kayles (t = 2). The theorem: if g(n + p) = g(n) for
/// every n with n0 <= n < 2·n0 + p + t, then for every n >= n0. (A heap's options
/// split what is left in two; the larger part of any option of n + p, with n past
/// that range, is at least n0 + p, so shifting it by p gives an option of n with
/// the same nim-sum, and back.) Only pairs whose whole check fits in `values` are
/// tried, so what is returned is proved.
///
/// # Examples
///
/// ```
/// use bouton::engine::{kayles_nimbers, octal_period, Periodicity};
/// let row = kayles_nimbers(200);
/// assert_eq!(octal_period(&row, 2), Some(Periodicity { preperiod: 71, period: 12 }));
/// // Too short a row proves nothing.
/// assert_eq!(octal_period(&row[..150], 2), None);
/// ```
pub fn octal_period(values: &[u32], most_removed: u32) -> Option<Periodicity> {
    let removed = usize::try_from(most_removed).ok()?;
    for period in 1..values.len() {
        for preperiod in 0..values.len() {
            // Compared: n from n0 to 2·n0 + p + t - 1, with n + p.
            let Some(end) = (2 * preperiod + period).checked_add(removed) else {
                break;
            };
            if end.saturating_add(period) > values.len() {
                break;
            }
            if (preperiod..end).all(|n| values[n + period] == values[n]) {
                return Some(Periodicity {
                    preperiod: preperiod as u32,
                    period: period as u32,
                });
            }
        }
    }
    None
}

/// Where Kayles' nimbers repeat, proved by [`octal_period`] on rows of 0 to
/// [`KAYLES_CHECKED_PINS`] pins: period 12 from 71 pins on.
///
/// # Examples
///
/// ```
/// use bouton::engine::{kayles_period, Periodicity};
/// assert_eq!(kayles_period(), Some(Periodicity { preperiod: 71, period: 12 }));
/// ```
pub fn kayles_period() -> Option<Periodicity> {
    octal_period(&kayles_nimbers(KAYLES_CHECKED_PINS), 2)
}

/// A line of Kayles pins, some standing, some knocked down: 0 to
/// [`MAX_KAYLES_PINS`] places, counted from 0 on the left (from 1 for people).
///
/// A move knocks down pins but never moves the others, so a line keeps its
/// places: its rows are the runs of standing pins, and it is worth the nim-sum of
/// their nimbers.
///
/// Its text form is the number of pins when all stand, otherwise one character a
/// place: `I` for a standing pin and `.` for a fallen one.
///
/// # Examples
///
/// ```
/// use bouton::engine::KaylesRow;
/// let line: KaylesRow = "II.IIII".parse().unwrap();
/// assert_eq!(line.rows(), vec![2, 4]);
/// assert_eq!(line.nimber(), 2 ^ 1);
/// assert_eq!("7".parse::<KaylesRow>().unwrap().to_string(), "7");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KaylesRow {
    places: u8,
    /// Bit i is set when pin i stands; no bit at or beyond `places`.
    standing: u32,
}

impl KaylesRow {
    /// A row of `pins` pins, all standing.
    ///
    /// # Errors
    ///
    /// [`ComponentError::TooBig`] for more than [`MAX_KAYLES_PINS`] pins.
    pub fn full(pins: u32) -> Result<KaylesRow, ComponentError> {
        if pins as usize > MAX_KAYLES_PINS {
            return Err(ComponentError::TooBig {
                game: GameKind::Kayles,
                size: pins.to_string(),
            });
        }
        Ok(KaylesRow {
            places: pins as u8,
            standing: (1 << pins) - 1,
        })
    }

    /// A line with a pin standing at each place that is `true`.
    ///
    /// # Errors
    ///
    /// [`ComponentError::TooBig`] for more than [`MAX_KAYLES_PINS`] places.
    pub fn from_standing(standing: &[bool]) -> Result<KaylesRow, ComponentError> {
        let mut line = KaylesRow::full(u32::try_from(standing.len()).unwrap_or(u32::MAX))?;
        for (pin, &up) in standing.iter().enumerate() {
            if !up {
                line.standing &= !(1 << pin);
            }
        }
        Ok(line)
    }

    /// How many places the line has, standing or fallen.
    pub fn places(&self) -> usize {
        usize::from(self.places)
    }

    /// True when pin `pin` (from 0) is on the line and standing.
    pub fn is_standing(&self, pin: usize) -> bool {
        pin < self.places() && self.standing >> pin & 1 == 1
    }

    /// How many pins still stand.
    pub fn standing(&self) -> u32 {
        self.standing.count_ones()
    }

    /// The lengths of the runs of standing pins, left to right.
    pub fn rows(&self) -> Vec<u32> {
        let mut rows = Vec::new();
        let mut run = 0;
        for pin in 0..self.places() {
            if self.is_standing(pin) {
                run += 1;
            } else if run > 0 {
                rows.push(run);
                run = 0;
            }
        }
        if run > 0 {
            rows.push(run);
        }
        rows
    }

    /// The nim-sum of the nimbers of its rows.
    pub fn nimber(&self) -> u32 {
        self.nimber_from(&kayles_nimbers(u32::from(self.places)))
    }

    fn nimber_from(&self, table: &[u32]) -> u32 {
        nim_sum(self.rows().into_iter().map(|run| table[run as usize]))
    }

    fn knocked(mut self, pins: &[usize]) -> KaylesRow {
        for &pin in pins {
            self.standing &= !(1 << pin);
        }
        self
    }
}

impl FromStr for KaylesRow {
    type Err = ComponentError;

    /// Reads a number of pins, all standing, or a pattern of `I` and `.`.
    fn from_str(text: &str) -> Result<KaylesRow, ComponentError> {
        let text = text.trim();
        if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
            let digits = text.trim_start_matches('0');
            return match digits.parse::<u32>() {
                Ok(pins) if pins as usize <= MAX_KAYLES_PINS => KaylesRow::full(pins),
                _ if digits.is_empty() => KaylesRow::full(0),
                _ => Err(ComponentError::TooBig {
                    game: GameKind::Kayles,
                    size: digits.to_string(),
                }),
            };
        }
        if text.is_empty() || !text.bytes().all(|b| b == b'I' || b == b'.') {
            return Err(ComponentError::NotASize {
                game: GameKind::Kayles,
                text: text.to_string(),
            });
        }
        let standing: Vec<bool> = text.bytes().map(|b| b == b'I').collect();
        KaylesRow::from_standing(&standing)
    }
}

impl fmt::Display for KaylesRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.standing() as usize == self.places() {
            return write!(f, "{}", self.places);
        }
        for pin in 0..self.places() {
            f.write_str(if self.is_standing(pin) { "I" } else { "." })?;
        }
        Ok(())
    }
}

/// Which game a component of a sum is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Nim,
    Subtraction,
    Kayles,
}

/// One game of a [`GameSum`].
///
/// Any value can be built; [`GameSum::new`] checks the sizes. Its text form is
/// `nim:5`, `sub(1,3,4):9` or `kayles:7` (a line with fallen pins as `kayles:II.IIII`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Component {
    /// A Nim pile: take any number of its sticks.
    Nim(u32),
    /// A pile of a subtraction game: take a number of sticks that is in the set.
    Subtraction(SubtractionSet, u32),
    /// A line of Kayles pins: knock down one pin, or two touching pins.
    Kayles(KaylesRow),
}

/// Why the text or the size of a component does not make a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentError {
    /// Not `nim:`, `sub(...):` or `kayles:` followed by a size: the text as written.
    UnknownGame(String),
    /// The size is not a whole number (or for Kayles, a pattern of `I` and `.`).
    NotASize { game: GameKind, text: String },
    /// A pile above [`MAX_SUM_PILE`], or a Kayles line of more than
    /// [`MAX_KAYLES_PINS`] places: the size as written, without leading zeros.
    TooBig { game: GameKind, size: String },
    /// The subtraction set is not one.
    Set(SubtractionSetError),
}

impl fmt::Display for ComponentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComponentError::UnknownGame(text) => write!(
                f,
                "“{text}” is not a game: write nim:5, sub(1,3,4):9 or kayles:7"
            ),
            ComponentError::NotASize {
                game: GameKind::Kayles,
                text,
            } => write!(
                f,
                "“{text}” is not a row of pins: write how many, or I for a standing pin \
                 and . for a fallen one"
            ),
            ComponentError::NotASize { text, .. } => {
                write!(f, "“{text}” is not a number of sticks")
            }
            ComponentError::TooBig {
                game: GameKind::Kayles,
                size,
            } => write!(
                f,
                "a row of {size} pins is too long (at most {MAX_KAYLES_PINS})"
            ),
            ComponentError::TooBig { size, .. } => write!(
                f,
                "a pile of {size} sticks is too big (at most {})",
                group_thousands(u64::from(MAX_SUM_PILE))
            ),
            ComponentError::Set(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for ComponentError {}

/// A move in one component: take sticks from a pile, or knock down pins (counted
/// from 0; shown to people from 1).
///
/// Its text form is the number taken, `k3` to knock down pin 3, or `k3-4` for pins
/// 3 and 4 (counted from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComponentMove {
    /// Take this many sticks from a Nim or subtraction pile.
    Take(u32),
    /// Knock down this pin of a Kayles line.
    KnockOne(usize),
    /// Knock down this pin and the next one.
    KnockTwo(usize),
}

/// A move in a sum: which component (from 0; shown from 1) and the move there.
///
/// Its text form is `component:move`, the component counted from 1: `2:3`, `3:k4-5`.
///
/// # Examples
///
/// ```
/// use bouton::engine::{ComponentMove, SumMove};
/// let mv: SumMove = "3:k4-5".parse().unwrap();
/// assert_eq!(mv, SumMove { component: 2, mv: ComponentMove::KnockTwo(3) });
/// assert_eq!(mv.to_string(), "3:k4-5");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SumMove {
    pub component: usize,
    pub mv: ComponentMove,
}

impl fmt::Display for ComponentMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ComponentMove::Take(take) => write!(f, "{take}"),
            // Wide enough that no pin number overflows when counted from 1.
            ComponentMove::KnockOne(pin) => write!(f, "k{}", pin as u128 + 1),
            ComponentMove::KnockTwo(pin) => write!(f, "k{}-{}", pin as u128 + 1, pin as u128 + 2),
        }
    }
}

impl FromStr for ComponentMove {
    type Err = SumMoveError;

    fn from_str(text: &str) -> Result<ComponentMove, SumMoveError> {
        let bad = || SumMoveError::NotAMove(text.to_string());
        let number = |digits: &str| -> Result<u64, SumMoveError> {
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            digits.parse().map_err(|_| bad())
        };
        let text = text.trim();
        let Some(pins) = text.strip_prefix('k') else {
            return u32::try_from(number(text)?)
                .map(ComponentMove::Take)
                .map_err(|_| bad());
        };
        let (first, second) = match pins.split_once('-') {
            Some((first, second)) => (number(first)?, Some(number(second)?)),
            None => (number(pins)?, None),
        };
        let pin = first
            .checked_sub(1)
            .and_then(|pin| usize::try_from(pin).ok())
            .ok_or_else(bad)?;
        match second {
            None => Ok(ComponentMove::KnockOne(pin)),
            Some(second) if Some(second) == first.checked_add(1) => {
                Ok(ComponentMove::KnockTwo(pin))
            }
            Some(_) => Err(bad()),
        }
    }
}

impl fmt::Display for SumMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.component as u128 + 1, self.mv)
    }
}

impl FromStr for SumMove {
    type Err = SumMoveError;

    fn from_str(text: &str) -> Result<SumMove, SumMoveError> {
        let bad = || SumMoveError::NotAMove(text.to_string());
        let (component, mv) = text.split_once(':').ok_or_else(bad)?;
        let component = component.trim();
        if !component.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let component = component
            .parse::<usize>()
            .ok()
            .and_then(|c| c.checked_sub(1))
            .ok_or_else(bad)?;
        let mv = mv.parse::<ComponentMove>().map_err(|_| bad())?;
        Ok(SumMove { component, mv })
    }
}

/// Why a move cannot be played in a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumMoveError {
    /// The text is not a move: as written.
    NotAMove(String),
    /// The component (from 1) is not in the sum.
    NoSuchComponent { component: usize, components: usize },
    /// A take from a Kayles line, or a knock on a pile: what the component (from 1) is.
    WrongKind { component: usize, game: GameKind },
    /// A take of 0 sticks.
    TakesNothing,
    /// The pile of the component (from 1) holds fewer sticks.
    TooMany {
        component: usize,
        has: u32,
        take: u32,
    },
    /// The subtraction set of the component (from 1) does not allow the take.
    NotInSet {
        component: usize,
        take: u32,
        set: SubtractionSet,
    },
    /// The pin (from 1) is past the end of the component's (from 1) line.
    NoSuchPin {
        component: usize,
        pin: usize,
        places: usize,
    },
    /// The pin (from 1) of the component (from 1) is already down.
    PinDown { component: usize, pin: usize },
}

impl fmt::Display for SumMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SumMoveError::NotAMove(text) => write!(
                f,
                "“{text}” is not a move: write game:sticks such as 1:3, or 2:k4 to knock \
                 down pin 4"
            ),
            SumMoveError::NoSuchComponent {
                component,
                components,
            } => write!(
                f,
                "there is no game {component}: choose one from 1 to {components}"
            ),
            SumMoveError::WrongKind {
                component,
                game: GameKind::Kayles,
            } => write!(
                f,
                "game {component} is a row of pins: knock down one pin or two touching pins"
            ),
            SumMoveError::WrongKind { component, .. } => {
                write!(f, "game {component} is a pile: take sticks from it")
            }
            SumMoveError::TakesNothing => write!(f, "take at least one stick"),
            SumMoveError::TooMany {
                component,
                has,
                take,
            } => write!(
                f,
                "game {component} has only {has} sticks, so you cannot take {}",
                group_thousands(u64::from(*take))
            ),
            SumMoveError::NotInSet {
                component,
                take,
                set,
            } => write!(
                f,
                "in game {component} a move takes {set} sticks, not {}",
                group_thousands(u64::from(*take))
            ),
            SumMoveError::NoSuchPin {
                component,
                pin,
                places,
            } => write!(
                f,
                "game {component} has no pin {pin}: its pins are 1 to {places}"
            ),
            SumMoveError::PinDown { component, pin } => {
                write!(f, "pin {pin} of game {component} is already down")
            }
        }
    }
}

impl std::error::Error for SumMoveError {}

impl Component {
    /// Which game it is.
    pub fn kind(&self) -> GameKind {
        match self {
            Component::Nim(_) => GameKind::Nim,
            Component::Subtraction(..) => GameKind::Subtraction,
            Component::Kayles(_) => GameKind::Kayles,
        }
    }

    /// Its nimber: a Nim pile's size, a subtraction pile's place in its set's row,
    /// a Kayles line's nim-sum of its rows' nimbers.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::Component;
    /// let game: Component = "sub(1,3,4):9".parse().unwrap();
    /// assert_eq!(game.nimber(), 0);
    /// assert_eq!("kayles:5".parse::<Component>().unwrap().nimber(), 4);
    /// ```
    pub fn nimber(&self) -> u32 {
        match *self {
            Component::Nim(size) => size,
            Component::Subtraction(set, size) => set.nimber(size),
            Component::Kayles(line) => line.nimber(),
        }
    }

    fn check_size(&self) -> Result<(), ComponentError> {
        match *self {
            Component::Nim(size) | Component::Subtraction(_, size) if size > MAX_SUM_PILE => {
                Err(ComponentError::TooBig {
                    game: self.kind(),
                    size: size.to_string(),
                })
            }
            _ => Ok(()),
        }
    }

    /// Every legal move and the nimber it leaves here, in the order of
    /// [`GameSum::legal_moves`]. Sizes must be checked: a pile's moves are listed.
    fn options(&self) -> Vec<(ComponentMove, u32)> {
        match *self {
            Component::Nim(size) => (1..=size)
                .map(|take| (ComponentMove::Take(take), size - take))
                .collect(),
            Component::Subtraction(set, size) => {
                let row = set.nimbers(size);
                set.options(&row, size)
                    .map(|o| (ComponentMove::Take(o.take), o.nimber))
                    .collect()
            }
            Component::Kayles(line) => {
                let table = kayles_nimbers(u32::from(line.places));
                let mut options = Vec::new();
                for pin in (0..line.places()).filter(|&pin| line.is_standing(pin)) {
                    let one = line.knocked(&[pin]);
                    options.push((ComponentMove::KnockOne(pin), one.nimber_from(&table)));
                    if line.is_standing(pin + 1) {
                        let two = line.knocked(&[pin, pin + 1]);
                        options.push((ComponentMove::KnockTwo(pin), two.nimber_from(&table)));
                    }
                }
                options
            }
        }
    }

    /// Checks `mv` here; `component` (from 0) names this component in errors.
    fn check(&self, component: usize, mv: ComponentMove) -> Result<(), SumMoveError> {
        let shown = component.saturating_add(1);
        let take_from = |size: u32, take: u32| {
            if take == 0 {
                Err(SumMoveError::TakesNothing)
            } else if take > size {
                Err(SumMoveError::TooMany {
                    component: shown,
                    has: size,
                    take,
                })
            } else {
                Ok(())
            }
        };
        let standing = |line: &KaylesRow, pin: usize| {
            if pin >= line.places() {
                Err(SumMoveError::NoSuchPin {
                    component: shown,
                    pin: pin.saturating_add(1),
                    places: line.places(),
                })
            } else if !line.is_standing(pin) {
                Err(SumMoveError::PinDown {
                    component: shown,
                    pin: pin + 1,
                })
            } else {
                Ok(())
            }
        };
        match (self, mv) {
            (Component::Nim(size), ComponentMove::Take(take)) => take_from(*size, take),
            (Component::Subtraction(set, size), ComponentMove::Take(take)) => {
                if take != 0 && !set.allows(take) {
                    return Err(SumMoveError::NotInSet {
                        component: shown,
                        take,
                        set: *set,
                    });
                }
                take_from(*size, take)
            }
            (Component::Kayles(line), ComponentMove::KnockOne(pin)) => standing(line, pin),
            (Component::Kayles(line), ComponentMove::KnockTwo(pin)) => {
                standing(line, pin)?;
                standing(line, pin.saturating_add(1))
            }
            (Component::Kayles(_), ComponentMove::Take(_))
            | (_, ComponentMove::KnockOne(_) | ComponentMove::KnockTwo(_)) => {
                Err(SumMoveError::WrongKind {
                    component: shown,
                    game: self.kind(),
                })
            }
        }
    }

    /// The component after `mv`, which the caller has checked.
    fn after(&self, mv: ComponentMove) -> Component {
        match (*self, mv) {
            (Component::Nim(size), ComponentMove::Take(take)) => Component::Nim(size - take),
            (Component::Subtraction(set, size), ComponentMove::Take(take)) => {
                Component::Subtraction(set, size - take)
            }
            (Component::Kayles(line), ComponentMove::KnockOne(pin)) => {
                Component::Kayles(line.knocked(&[pin]))
            }
            (Component::Kayles(line), ComponentMove::KnockTwo(pin)) => {
                Component::Kayles(line.knocked(&[pin, pin + 1]))
            }
            (unchanged, _) => unchanged,
        }
    }
}

impl FromStr for Component {
    type Err = ComponentError;

    /// Reads `nim:5`, `sub(1,3,4):9`, `kayles:7` or `kayles:II.IIII`.
    fn from_str(text: &str) -> Result<Component, ComponentError> {
        let text = text.trim();
        let unknown = || ComponentError::UnknownGame(text.to_string());
        let (game, size) = text.rsplit_once(':').ok_or_else(unknown)?;
        // Names in any case, as a link's other parts are read.
        let game = game.trim().to_ascii_lowercase();
        let pile = |kind: GameKind| {
            let size = size.trim();
            if size.is_empty() || !size.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ComponentError::NotASize {
                    game: kind,
                    text: size.to_string(),
                });
            }
            let digits = size.trim_start_matches('0');
            match digits.parse::<u32>() {
                Ok(pile) if pile <= MAX_SUM_PILE => Ok(pile),
                _ if digits.is_empty() => Ok(0),
                _ => Err(ComponentError::TooBig {
                    game: kind,
                    size: digits.to_string(),
                }),
            }
        };
        if game == "nim" {
            return Ok(Component::Nim(pile(GameKind::Nim)?));
        }
        if game == "kayles" {
            return Ok(Component::Kayles(size.parse()?));
        }
        let set = game
            .strip_prefix("sub(")
            .and_then(|rest| rest.strip_suffix(')'))
            .ok_or_else(unknown)?;
        let set = set.parse().map_err(ComponentError::Set)?;
        Ok(Component::Subtraction(set, pile(GameKind::Subtraction)?))
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Component::Nim(size) => write!(f, "nim:{size}"),
            Component::Subtraction(set, size) => write!(f, "sub({set}):{size}"),
            Component::Kayles(line) => write!(f, "kayles:{line}"),
        }
    }
}

/// A sum of games: a move is made in exactly one of them, and whoever cannot move
/// in any loses.
///
/// Always within bounds: 1 to [`MAX_COMPONENTS`] components, piles of at most
/// [`MAX_SUM_PILE`] sticks. A move never changes how many components there are: a
/// Kayles line keeps its places as pins fall, and its rows are its runs of
/// standing pins.
///
/// Its text form, for links, joins the components' with `;`:
/// `nim:5;sub(1,3,4):9;kayles:7`.
///
/// # Examples
///
/// ```
/// use bouton::engine::{GameSum, Outcome};
/// let sum: GameSum = "nim:5;sub(1,3,4):9;kayles:7".parse().unwrap();
/// assert_eq!(sum.nimbers(), vec![5, 0, 2]);
/// assert_eq!(sum.nim_sum(), 7);
/// assert_eq!(sum.outcome(), Outcome::Unsafe);
/// assert_eq!(sum.to_string(), "nim:5;sub(1,3,4):9;kayles:7");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameSum {
    components: Vec<Component>,
}

/// Why components do not make a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameSumError {
    /// No component at all.
    NoComponents,
    /// More than [`MAX_COMPONENTS`].
    TooManyComponents(usize),
    /// What is wrong with the component (from 1).
    Component {
        component: usize,
        error: ComponentError,
    },
}

impl fmt::Display for GameSumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameSumError::NoComponents => write!(f, "there must be at least one game"),
            GameSumError::TooManyComponents(n) => {
                write!(f, "{n} games is too many (at most {MAX_COMPONENTS})")
            }
            GameSumError::Component { component, error } => {
                write!(f, "game {component}: {error}")
            }
        }
    }
}

impl std::error::Error for GameSumError {}

/// What to play in an unsafe sum, to be shown a step at a time: the nim-sum, then
/// the component and the nimber to leave there, then the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The nim-sum of the nimbers, not 0.
    pub nim_sum: u32,
    /// The component to move in, from 0.
    pub component: usize,
    /// Its nimber now.
    pub nimber: u32,
    /// The nimber to leave there, `nimber ^ nim_sum`: then the nim-sum is 0.
    pub leave: u32,
    pub mv: SumMove,
}

impl GameSum {
    /// Components as they were read, each or the reason it could not be,
    /// made a sum: the first that could not is named by its place (from 1).
    ///
    /// # Errors
    ///
    /// As [`GameSum::new`], and [`GameSumError::Component`] for a component
    /// that could not be read.
    pub fn read(
        components: impl IntoIterator<Item = Result<Component, ComponentError>>,
    ) -> Result<GameSum, GameSumError> {
        let components = components
            .into_iter()
            .enumerate()
            .map(|(i, read)| {
                read.map_err(|error| GameSumError::Component {
                    component: i + 1,
                    error,
                })
            })
            .collect::<Result<Vec<Component>, GameSumError>>()?;
        GameSum::new(components)
    }

    /// Checks components and makes them a sum.
    ///
    /// # Errors
    ///
    /// [`GameSumError`] for no component, more than [`MAX_COMPONENTS`], or a pile
    /// above [`MAX_SUM_PILE`] (naming the first such component).
    pub fn new(components: Vec<Component>) -> Result<GameSum, GameSumError> {
        if components.is_empty() {
            return Err(GameSumError::NoComponents);
        }
        if components.len() > MAX_COMPONENTS {
            return Err(GameSumError::TooManyComponents(components.len()));
        }
        for (i, component) in components.iter().enumerate() {
            component
                .check_size()
                .map_err(|error| GameSumError::Component {
                    component: i + 1,
                    error,
                })?;
        }
        Ok(GameSum { components })
    }

    /// Reads as much of `text` (as [`GameSum::from_str`] reads it) as it can:
    /// the sum of the games that read, if any, and why each other one could
    /// not, by its place. A link with one mistyped game keeps the others.
    /// Text with no games, or too many, reads as nothing.
    pub fn read_what_reads(text: &str) -> (Option<GameSum>, Vec<GameSumError>) {
        let parts = match split_sum(text) {
            Ok(parts) => parts,
            Err(error) => return (None, vec![error]),
        };
        let mut games = Vec::new();
        let mut errors = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            let read = part.parse::<Component>();
            match read.and_then(|game| game.check_size().map(|()| game)) {
                Ok(game) => games.push(game),
                Err(error) => errors.push(GameSumError::Component {
                    component: i + 1,
                    error,
                }),
            }
        }
        (GameSum::new(games).ok(), errors)
    }

    pub fn components(&self) -> &[Component] {
        &self.components
    }

    /// Each component's nimber, in order.
    pub fn nimbers(&self) -> Vec<u32> {
        self.components.iter().map(Component::nimber).collect()
    }

    /// The nim-sum of the components' nimbers: 0 exactly when the player to move loses.
    pub fn nim_sum(&self) -> u32 {
        nim_sum(self.nimbers())
    }

    /// Who wins with perfect play, for the player to move.
    pub fn outcome(&self) -> Outcome {
        if self.nim_sum() == 0 {
            Outcome::Safe
        } else {
            Outcome::Unsafe
        }
    }

    /// True when no move is left: the player to move has lost.
    pub fn is_over(&self) -> bool {
        self.components.iter().all(|c| c.options().is_empty())
    }

    /// Every legal move, component by component: the smallest take first, or pin
    /// by pin from the left, one pin before two.
    pub fn legal_moves(&self) -> Vec<SumMove> {
        self.moves_leaving(|_, _| true)
    }

    /// The moves whose component is left with a nimber that `keep` accepts, given
    /// the component (from 0).
    fn moves_leaving(&self, keep: impl Fn(usize, u32) -> bool) -> Vec<SumMove> {
        let mut moves = Vec::new();
        for (component, game) in self.components.iter().enumerate() {
            for (mv, nimber) in game.options() {
                if keep(component, nimber) {
                    moves.push(SumMove { component, mv });
                }
            }
        }
        moves
    }

    /// Checks `mv`.
    ///
    /// # Errors
    ///
    /// A [`SumMoveError`] naming what is wrong with the move.
    pub fn check(&self, mv: SumMove) -> Result<(), SumMoveError> {
        let Some(game) = self.components.get(mv.component) else {
            return Err(SumMoveError::NoSuchComponent {
                component: mv.component.saturating_add(1),
                components: self.components.len(),
            });
        };
        game.check(mv.component, mv.mv)
    }

    /// The sum after `mv`.
    ///
    /// # Errors
    ///
    /// A [`SumMoveError`] naming what is wrong; `self` is untouched.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{ComponentMove, GameSum, SumMove, SumMoveError};
    /// let sum: GameSum = "sub(1,3,4):9;kayles:7".parse().unwrap();
    /// let next = sum.play("2:k4".parse().unwrap()).unwrap();
    /// assert_eq!(next.to_string(), "sub(1,3,4):9;kayles:III.III");
    /// assert_eq!(
    ///     sum.play(SumMove { component: 0, mv: ComponentMove::Take(2) }),
    ///     Err(SumMoveError::NotInSet { component: 1, take: 2, set: "1,3,4".parse().unwrap() })
    /// );
    /// ```
    pub fn play(&self, mv: SumMove) -> Result<GameSum, SumMoveError> {
        self.check(mv)?;
        let mut components = self.components.clone();
        components[mv.component] = components[mv.component].after(mv.mv);
        Ok(GameSum { components })
    }

    /// Every move that leaves the nim-sum 0, in the order of [`GameSum::legal_moves`]:
    /// those that leave a component worth its nimber ⊕ the nim-sum. None from a
    /// safe sum.
    pub fn winning_moves(&self) -> Vec<SumMove> {
        let nimbers = self.nimbers();
        let sum = nim_sum(nimbers.iter().copied());
        if sum == 0 {
            return Vec::new();
        }
        self.moves_leaving(|component, left| left == nimbers[component] ^ sum)
    }

    /// A hint for an unsafe sum, `None` for a safe one.
    ///
    /// The component is one whose nimber ⊕ the nim-sum is smaller than its nimber
    /// (one always is: any whose nimber has the nim-sum's highest binary digit),
    /// since by the mex rule a component can always be left with any smaller
    /// nimber; the first such component in order, and its first move that does it.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{ComponentMove, GameSum, Hint, SumMove};
    /// let sum: GameSum = "nim:5;sub(1,3,4):9;kayles:7".parse().unwrap();
    /// // Nimbers 5, 0, 2: nim-sum 7. Leave 5 ^ 7 = 2 in the Nim pile.
    /// assert_eq!(sum.hint(), Some(Hint {
    ///     nim_sum: 7,
    ///     component: 0,
    ///     nimber: 5,
    ///     leave: 2,
    ///     mv: SumMove { component: 0, mv: ComponentMove::Take(3) },
    /// }));
    /// ```
    pub fn hint(&self) -> Option<Hint> {
        let nimbers = self.nimbers();
        let sum = nim_sum(nimbers.iter().copied());
        let winning = self.winning_moves();
        let lowers = |mv: &&SumMove| nimbers[mv.component] ^ sum < nimbers[mv.component];
        let mv = *winning.iter().find(lowers).or(winning.first())?;
        Some(Hint {
            nim_sum: sum,
            component: mv.component,
            nimber: nimbers[mv.component],
            leave: nimbers[mv.component] ^ sum,
            mv,
        })
    }

    /// The computer's move with perfect play: one of the winning moves at random,
    /// or from a safe sum any legal move at random. `None` when no move is left.
    pub fn computer_move(&self, rng: &mut Rng) -> Option<SumMove> {
        let winning = self.winning_moves();
        let pool = if winning.is_empty() {
            self.legal_moves()
        } else {
            winning
        };
        if pool.is_empty() {
            return None;
        }
        Some(pool[rng.below(pool.len() as u64) as usize])
    }
}

impl FromStr for GameSum {
    type Err = GameSumError;

    /// Reads components separated by `;`: `nim:5;sub(1,3,4):9;kayles:7`. The
    /// games' names are read in any case, and one `;` at the end, as after
    /// the last item of a list, is passed over; any other empty part is named
    /// by its number.
    ///
    /// ```
    /// use bouton::engine::GameSum;
    /// let sum: GameSum = "Nim:5;KAYLES:7;".parse().unwrap();
    /// assert_eq!(sum.to_string(), "nim:5;kayles:7");
    /// ```
    fn from_str(text: &str) -> Result<GameSum, GameSumError> {
        GameSum::read(split_sum(text)?.iter().map(|part| part.parse()))
    }
}

/// A sum's text cut into its games' texts: one `;` at the end is passed over.
fn split_sum(text: &str) -> Result<Vec<&str>, GameSumError> {
    let text = text.trim();
    let text = text.strip_suffix(';').unwrap_or(text);
    if text.is_empty() {
        return Err(GameSumError::NoComponents);
    }
    let parts: Vec<&str> = text.split(';').collect();
    if parts.len() > MAX_COMPONENTS {
        return Err(GameSumError::TooManyComponents(parts.len()));
    }
    Ok(parts)
}

impl fmt::Display for GameSum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, component) in self.components.iter().enumerate() {
            if i > 0 {
                f.write_str(";")?;
            }
            write!(f, "{component}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(text: &str) -> SubtractionSet {
        text.parse().unwrap()
    }

    #[test]
    fn a_sum_keeps_the_games_that_read() {
        let (sum, errors) = GameSum::read_what_reads("nim:3;chess:2;kayles:4;nim:5000;");
        assert_eq!(sum.unwrap().to_string(), "nim:3;kayles:4");
        let places: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(places.len(), 2);
        assert!(places[0].starts_with("game 2: "), "{places:?}");
        assert!(places[1].starts_with("game 4: "), "{places:?}");
        // What reads whole reads as the parser reads it, with no errors.
        let whole = "sub(1,3,4):9;nim:5";
        assert_eq!(
            GameSum::read_what_reads(whole),
            (whole.parse().ok(), vec![])
        );
        // Nothing that reads, no games, too many: no sum.
        assert_eq!(GameSum::read_what_reads("chess:2").0, None);
        // An empty game between two is named by its place.
        let (sum, errors) = GameSum::read_what_reads("nim:3;;nim:4");
        assert_eq!(sum.unwrap().to_string(), "nim:3;nim:4");
        assert!(errors[0].to_string().starts_with("game 2: "));
        let forty = vec!["nim:1"; 40].join(";");
        assert_eq!(
            GameSum::read_what_reads(&forty),
            (None, vec![GameSumError::TooManyComponents(40)])
        );
        assert_eq!(
            GameSum::read_what_reads(" ; "),
            (None, vec![GameSumError::NoComponents])
        );
    }

    #[test]
    fn subtraction_rows_and_periods() {
        let cases: [(&str, &[u32], u32, u32); 4] = [
            ("1,2", &[0, 1, 2, 0, 1, 2, 0], 0, 3),
            ("1,3,4", &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2], 0, 7),
            ("2,3", &[0, 0, 1, 1, 2, 0, 0, 1, 1, 2], 0, 5),
            ("1", &[0, 1, 0, 1], 0, 2),
        ];
        for (text, row, preperiod, period) in cases {
            let set = set(text);
            assert_eq!(set.nimbers(row.len() as u32 - 1), row, "{text}");
            assert_eq!(
                set.periodicity(),
                Periodicity { preperiod, period },
                "{text}"
            );
        }
        // The first repeated window ends the proof.
        assert_eq!(set("1,2").proof_length(), 5);
        assert_eq!(set("2,4,7").proof_length(), 8 + 3 + 7);
        // A preperiod: {2,4,7} settles into period 3 from pile 8.
        let set_247 = set("2,4,7");
        assert_eq!(
            set_247.periodicity(),
            Periodicity {
                preperiod: 8,
                period: 3
            }
        );
        let row = set_247.nimbers(400);
        assert!((8..=397).all(|n| row[n] == row[n + 3]));
        assert_ne!(row[7], row[10]);
        // Period 7 from 0: a million sticks are worth what 1,000,000 mod 7 = 1 is.
        assert_eq!(set("1,3,4").nimber(1_000_000), set("1,3,4").nimbers(6)[1]);
    }

    #[test]
    fn kayles_period_is_proved() {
        assert_eq!(
            kayles_period(),
            Some(Periodicity {
                preperiod: 71,
                period: 12
            })
        );
        // The check for period 12 from 71 reads rows up to 167.
        let row = kayles_nimbers(167);
        assert_eq!(octal_period(&row, 2), kayles_period());
        assert_eq!(octal_period(&row[..167], 2), None);
        assert_eq!(octal_period(&[], 2), None);
        assert_eq!(octal_period(&row, u32::MAX), None);
    }

    #[test]
    fn bad_sets_are_named() {
        let cases = [
            ("", SubtractionSetError::Empty),
            (" , ", SubtractionSetError::NotANumber(String::new())),
            ("1,,2", SubtractionSetError::NotANumber(String::new())),
            ("0", SubtractionSetError::Zero),
            ("000", SubtractionSetError::Zero),
            ("1,21", SubtractionSetError::TooBig("21".into())),
            (
                "00099999999999999999",
                SubtractionSetError::TooBig("99999999999999999".into()),
            ),
            ("1,2,3,4,5,6,7,8,9,10", SubtractionSetError::TooMany(10)),
            ("1,x", SubtractionSetError::NotANumber("x".into())),
            ("-1", SubtractionSetError::NotANumber("-1".into())),
            ("3 1 3", SubtractionSetError::Repeated(3)),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<SubtractionSet>(), Err(error), "{text}");
        }
        assert_eq!(set(" 20, 1 2").to_string(), "1,2,20");
    }

    #[test]
    fn kayles_lines() {
        let line: KaylesRow = "II.I..III".parse().unwrap();
        assert_eq!(line.rows(), vec![2, 1, 3]);
        assert_eq!(line.to_string(), "II.I..III");
        assert_eq!(line.places(), 9);
        assert_eq!("0".parse::<KaylesRow>().unwrap().rows(), Vec::<u32>::new());
        assert_eq!("...".parse::<KaylesRow>().unwrap().to_string(), "...");
        assert_eq!("III".parse::<KaylesRow>().unwrap().to_string(), "3");
        assert!(matches!(
            "I".repeat(31).parse::<KaylesRow>(),
            Err(ComponentError::TooBig { .. })
        ));
    }

    #[test]
    fn moves_are_checked() {
        let sum: GameSum = "nim:3;sub(2,3):4;kayles:II.I".parse().unwrap();
        let play = |text: &str| sum.play(text.parse().unwrap());
        assert_eq!(
            play("4:1"),
            Err(SumMoveError::NoSuchComponent {
                component: 4,
                components: 3
            })
        );
        assert_eq!(play("1:0"), Err(SumMoveError::TakesNothing));
        assert_eq!(
            play("1:4"),
            Err(SumMoveError::TooMany {
                component: 1,
                has: 3,
                take: 4
            })
        );
        assert_eq!(
            play("1:k1"),
            Err(SumMoveError::WrongKind {
                component: 1,
                game: GameKind::Nim
            })
        );
        assert_eq!(
            play("3:1"),
            Err(SumMoveError::WrongKind {
                component: 3,
                game: GameKind::Kayles
            })
        );
        assert_eq!(
            play("3:k3"),
            Err(SumMoveError::PinDown {
                component: 3,
                pin: 3
            })
        );
        assert_eq!(
            play("3:k4-5"),
            Err(SumMoveError::NoSuchPin {
                component: 3,
                pin: 5,
                places: 4
            })
        );
        assert_eq!(
            play("3:k1-2").unwrap().to_string(),
            "nim:3;sub(2,3):4;kayles:...I"
        );
        let huge = SumMove {
            component: usize::MAX,
            mv: ComponentMove::KnockTwo(usize::MAX),
        };
        assert!(sum.play(huge).is_err());
        let edge = SumMove {
            component: 2,
            mv: ComponentMove::KnockTwo(usize::MAX),
        };
        assert!(sum.play(edge).is_err());
        assert!("1:k2-4".parse::<SumMove>().is_err());
        assert!("0:1".parse::<SumMove>().is_err());
    }
}
