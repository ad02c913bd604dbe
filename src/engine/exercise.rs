//! Practice exercises: sets of positions to judge, to win, or to write out as a
//! tableau, and the checks of what a pupil typed.

use std::fmt;
use std::str::FromStr;

use super::analysis::{nim_sum, Outcome};
use super::position::Position;
use super::rng::Rng;
use super::rules::Rules;
use super::tableau::Tableau;

/// How many positions one exercise set holds.
pub const EXERCISES: usize = 10;

/// The most binary digits [`parse_binary`] reads: a `u32`.
pub const MAX_BINARY_DIGITS: usize = 32;

/// What the pupil does with each position of a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ExerciseKind {
    /// Say whether the position is safe.
    #[default]
    Safe,
    /// Find a winning move: every position is unsafe.
    Move,
    /// Write the piles in binary and fill in the column sums.
    Tableau,
}

/// How large the positions of a set are (all in normal play).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// 3 piles of 1 to 7.
    #[default]
    Easy,
    /// 3 or 4 piles of 1 to 15.
    Medium,
    /// 4 or 5 piles of 1 to 31.
    Hard,
}

/// Why a word is not an exercise kind or a difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseError {
    UnknownKind,
    UnknownDifficulty,
}

impl fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExerciseError::UnknownKind => {
                write!(f, "the exercise is “safe”, “move” or “tableau”")
            }
            ExerciseError::UnknownDifficulty => {
                write!(f, "the level is “easy”, “medium” or “hard”")
            }
        }
    }
}

impl std::error::Error for ExerciseError {}

impl ExerciseKind {
    pub const ALL: [ExerciseKind; 3] = [
        ExerciseKind::Safe,
        ExerciseKind::Move,
        ExerciseKind::Tableau,
    ];

    /// The word used in links.
    pub fn as_str(self) -> &'static str {
        match self {
            ExerciseKind::Safe => "safe",
            ExerciseKind::Move => "move",
            ExerciseKind::Tableau => "tableau",
        }
    }
}

impl fmt::Display for ExerciseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for ExerciseKind {
    type Err = ExerciseError;

    /// Reads `safe`, `move` or `tableau`, in any case.
    fn from_str(text: &str) -> Result<ExerciseKind, ExerciseError> {
        ExerciseKind::ALL
            .into_iter()
            .find(|kind| kind.as_str().eq_ignore_ascii_case(text.trim()))
            .ok_or(ExerciseError::UnknownKind)
    }
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The word used in links.
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The fewest and the most piles of a position.
    pub fn piles(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (3, 3),
            Difficulty::Medium => (3, 4),
            Difficulty::Hard => (4, 5),
        }
    }

    /// The most sticks in a pile (each pile has at least one): one less than a
    /// power of two, so a safe position can always be completed.
    pub fn largest_pile(self) -> u32 {
        match self {
            Difficulty::Easy => 7,
            Difficulty::Medium => 15,
            Difficulty::Hard => 31,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Difficulty {
    type Err = ExerciseError;

    /// Reads `easy`, `medium` or `hard`, in any case.
    fn from_str(text: &str) -> Result<Difficulty, ExerciseError> {
        Difficulty::ALL
            .into_iter()
            .find(|level| level.as_str().eq_ignore_ascii_case(text.trim()))
            .ok_or(ExerciseError::UnknownDifficulty)
    }
}

/// The [`EXERCISES`] positions of one set, always the same for the same seed, no
/// two with the same piles in any order.
///
/// For [`ExerciseKind::Safe`] and [`ExerciseKind::Tableau`] (the worksheet's,
/// where the pupil also ticks safe or not) exactly half are safe, in random
/// order, so that always answering "not safe" scores half; for
/// [`ExerciseKind::Move`] every one is unsafe, so a winning move exists.
///
/// # Examples
///
/// ```
/// use bouton::engine::{exercise_set, outcome, Difficulty, ExerciseKind, Outcome, Rules};
/// let set = exercise_set(7, ExerciseKind::Safe, Difficulty::Easy);
/// assert_eq!(set.len(), 10);
/// let safe = set.iter().filter(|p| outcome(p, &Rules::NORMAL) == Outcome::Safe).count();
/// assert_eq!(safe, 5);
/// assert_eq!(set, exercise_set(7, ExerciseKind::Safe, Difficulty::Easy));
/// ```
pub fn exercise_set(seed: u64, kind: ExerciseKind, level: Difficulty) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut set: Vec<Vec<u32>> = Vec::with_capacity(EXERCISES);
    for i in 0..EXERCISES {
        let want = match kind {
            ExerciseKind::Safe | ExerciseKind::Tableau if i < EXERCISES / 2 => Outcome::Safe,
            _ => Outcome::Unsafe,
        };
        // Each level offers far more than ten positions of either kind (Easy
        // has seven safe ones up to order, the fewest), so this ends.
        loop {
            let piles = draw(&mut rng, level, want);
            let sorted_piles = sorted(&piles);
            if !set.iter().any(|old| sorted(old) == sorted_piles) {
                set.push(piles);
                break;
            }
        }
    }
    shuffle(&mut set, &mut rng);
    set.into_iter()
        .map(|piles| Position::new(piles).expect("3 to 5 piles of at most 31"))
        .collect()
}

/// One random position of `level`, safe or unsafe as wanted.
fn draw(rng: &mut Rng, level: Difficulty, want: Outcome) -> Vec<u32> {
    let (fewest, most) = level.piles();
    let largest = level.largest_pile();
    loop {
        let count = fewest + rng.below((most - fewest + 1) as u64) as usize;
        let mut piles: Vec<u32> = (0..count)
            .map(|_| 1 + rng.below(u64::from(largest)) as u32)
            .collect();
        let sum = nim_sum(piles.iter().copied());
        match want {
            Outcome::Safe => {
                // The last pile completes the others to a nim-sum of 0; below a
                // power of two the completion stays in range. It must not be empty.
                let last = sum ^ piles[count - 1];
                if last == 0 {
                    continue;
                }
                piles[count - 1] = last;
                // So that the completing pile is not always the last.
                shuffle(&mut piles, rng);
                return piles;
            }
            Outcome::Unsafe if sum == 0 => continue,
            _ => return piles,
        }
    }
}

/// Fisher–Yates.
fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// A few piles in increasing order: an insertion sort, without the
/// general-purpose sort (kilobytes of WebAssembly).
fn sorted(piles: &[u32]) -> Vec<u32> {
    let mut out = piles.to_vec();
    for i in 1..out.len() {
        let mut j = i;
        while j > 0 && out[j - 1] > out[j] {
            out.swap(j - 1, j);
            j -= 1;
        }
    }
    out
}

/// How one typed answer compares with the tableau.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Right,
    Wrong,
    /// Nothing typed yet.
    Missing,
}

/// The marks of a tableau the pupil filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableauCheck {
    /// One per pile: its size written in binary.
    pub rows: Vec<Answer>,
    /// One per column of the tableau, index k for the column of 2^k: how many
    /// ones it holds.
    pub sums: Vec<Answer>,
}

impl TableauCheck {
    /// True when every row and every column sum is right.
    pub fn all_right(&self) -> bool {
        self.rows
            .iter()
            .chain(&self.sums)
            .all(|&a| a == Answer::Right)
    }
}

/// Marks the rows (pile sizes, read with [`parse_binary`]) and column sums (how
/// many ones stand in each column, index k for the column of 2^k) that a pupil
/// typed for `position` in normal play. Answers missing from the ends of the
/// slices are [`Answer::Missing`]; answers beyond the tableau's piles or columns
/// are not marked.
///
/// # Examples
///
/// ```
/// use bouton::engine::{check_tableau, parse_binary, Answer};
/// let rows = [parse_binary("11").ok(), parse_binary("100").ok(), parse_binary("111").ok()];
/// let check = check_tableau(&"3,4,5".parse().unwrap(), &rows, &[Some(2), Some(1)]);
/// assert_eq!(check.rows, vec![Answer::Right, Answer::Right, Answer::Wrong]);
/// assert_eq!(check.sums, vec![Answer::Right, Answer::Right, Answer::Missing]);
/// assert!(!check.all_right());
/// ```
pub fn check_tableau(
    position: &Position,
    rows: &[Option<u32>],
    sums: &[Option<u32>],
) -> TableauCheck {
    let tableau = Tableau::new(position, &Rules::NORMAL);
    let mark = |typed: Option<&Option<u32>>, expected: u32| match typed.copied().flatten() {
        None => Answer::Missing,
        Some(n) if n == expected => Answer::Right,
        Some(_) => Answer::Wrong,
    };
    TableauCheck {
        rows: tableau
            .rows
            .iter()
            .map(|row| mark(rows.get(row.pile), row.value))
            .collect(),
        sums: tableau
            .column_sums
            .iter()
            .enumerate()
            .map(|(k, &sum)| mark(sums.get(k), sum))
            .collect(),
    }
}

/// Why typed text is not a number in binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryError {
    /// Nothing but spaces.
    Empty,
    /// A character other than 0, 1 or a space.
    NotBinary(char),
    /// More than [`MAX_BINARY_DIGITS`] digits (the count typed).
    TooLong(usize),
}

impl fmt::Display for BinaryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BinaryError::Empty => write!(f, "type a number in binary, with 0s and 1s"),
            BinaryError::NotBinary(c) => {
                write!(f, "“{c}” is not a binary digit: use only 0 and 1")
            }
            BinaryError::TooLong(n) => {
                write!(f, "{n} digits is too many (at most {MAX_BINARY_DIGITS})")
            }
        }
    }
}

impl std::error::Error for BinaryError {}

/// Reads a number written in binary: only the digits 0 and 1, spaces ignored (so
/// `1 0 1` and `101` are both 5).
///
/// # Errors
///
/// [`BinaryError`] for empty text, another character, or more than
/// [`MAX_BINARY_DIGITS`] digits.
///
/// # Examples
///
/// ```
/// use bouton::engine::{parse_binary, BinaryError};
/// assert_eq!(parse_binary(" 1 0 1 "), Ok(5));
/// assert_eq!(parse_binary("0"), Ok(0));
/// assert_eq!(parse_binary("12"), Err(BinaryError::NotBinary('2')));
/// assert_eq!(parse_binary("  "), Err(BinaryError::Empty));
/// ```
pub fn parse_binary(text: &str) -> Result<u32, BinaryError> {
    let mut value: u32 = 0;
    let mut digits = 0;
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        let bit = match c {
            '0' => 0,
            '1' => 1,
            other => return Err(BinaryError::NotBinary(other)),
        };
        digits += 1;
        // Past 32 digits the value is not kept; only the count still matters.
        value = value.wrapping_shl(1) | bit;
    }
    match digits {
        0 => Err(BinaryError::Empty),
        n if n > MAX_BINARY_DIGITS => Err(BinaryError::TooLong(n)),
        _ => Ok(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{outcome, winning_moves};

    fn is_safe(position: &Position) -> bool {
        outcome(position, &Rules::NORMAL) == Outcome::Safe
    }

    #[test]
    fn words_round_trip() {
        for kind in ExerciseKind::ALL {
            assert_eq!(kind.to_string().parse(), Ok(kind));
        }
        for level in Difficulty::ALL {
            assert_eq!(level.to_string().parse(), Ok(level));
        }
        assert_eq!(" MOVE ".parse(), Ok(ExerciseKind::Move));
        assert_eq!(
            "xyz".parse::<ExerciseKind>(),
            Err(ExerciseError::UnknownKind)
        );
        assert_eq!(
            "".parse::<Difficulty>(),
            Err(ExerciseError::UnknownDifficulty)
        );
        assert_eq!(
            ExerciseError::UnknownDifficulty.to_string(),
            "the level is “easy”, “medium” or “hard”"
        );
    }

    #[test]
    fn sets_are_fixed_by_their_seed() {
        for kind in ExerciseKind::ALL {
            for level in Difficulty::ALL {
                let set = exercise_set(42, kind, level);
                assert_eq!(set, exercise_set(42, kind, level));
                assert_ne!(set, exercise_set(43, kind, level), "{kind} {level}");
            }
        }
    }

    #[test]
    fn every_set_keeps_its_promises() {
        let mut alternating = 0;
        for seed in 0..200 {
            for level in Difficulty::ALL {
                let (fewest, most) = level.piles();
                for kind in ExerciseKind::ALL {
                    let set = exercise_set(seed, kind, level);
                    let context = format!("seed {seed} {kind} {level}");
                    assert_eq!(set.len(), EXERCISES, "{context}");
                    for position in &set {
                        let piles = position.piles();
                        assert!((fewest..=most).contains(&piles.len()), "{context}");
                        assert!(
                            piles
                                .iter()
                                .all(|&p| (1..=level.largest_pile()).contains(&p)),
                            "{context} {position}"
                        );
                    }
                    let distinct: Vec<Vec<u32>> = set.iter().map(|p| sorted(p.piles())).collect();
                    for (i, piles) in distinct.iter().enumerate() {
                        assert!(!distinct[..i].contains(piles), "{context} {piles:?}");
                    }
                    let safe: Vec<bool> = set.iter().map(is_safe).collect();
                    match kind {
                        ExerciseKind::Safe | ExerciseKind::Tableau => {
                            assert_eq!(safe.iter().filter(|&&s| s).count(), 5, "{context}");
                            if safe.windows(2).all(|w| w[0] != w[1]) {
                                alternating += 1;
                            }
                        }
                        ExerciseKind::Move => {
                            assert!(safe.iter().all(|&s| !s), "{context}");
                            assert!(set
                                .iter()
                                .all(|p| !winning_moves(p, &Rules::NORMAL).is_empty()));
                        }
                    }
                }
            }
        }
        // A shuffle alternates 2 times in 252: a handful of 1,200 sets, not most.
        assert!(alternating < 60, "{alternating} sets alternate");
    }

    #[test]
    fn safe_sets_are_not_in_a_fixed_pattern() {
        let patterns: Vec<Vec<bool>> = (0..20)
            .map(|seed| {
                exercise_set(seed, ExerciseKind::Safe, Difficulty::Medium)
                    .iter()
                    .map(is_safe)
                    .collect()
            })
            .collect();
        assert!(patterns.iter().any(|p| p != &patterns[0]));
        assert!(patterns.iter().any(|p| !p[0]) && patterns.iter().any(|p| p[0]));
    }

    #[test]
    fn reads_binary() {
        let (ones_32, ones_33, zeros_40) = ("1".repeat(32), "1".repeat(33), "0".repeat(40));
        let cases = [
            ("101", Ok(5)),
            (" 1 0 1 ", Ok(5)),
            ("0000", Ok(0)),
            ("11111", Ok(31)),
            ("\t1\t1", Ok(3)),
            (ones_32.as_str(), Ok(u32::MAX)),
            ("", Err(BinaryError::Empty)),
            ("   ", Err(BinaryError::Empty)),
            ("102", Err(BinaryError::NotBinary('2'))),
            ("5", Err(BinaryError::NotBinary('5'))),
            ("-1", Err(BinaryError::NotBinary('-'))),
            ("0b11", Err(BinaryError::NotBinary('b'))),
            ("1,0", Err(BinaryError::NotBinary(','))),
            (ones_33.as_str(), Err(BinaryError::TooLong(33))),
            (zeros_40.as_str(), Err(BinaryError::TooLong(40))),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_binary(text), expected, "{text:?}");
        }
        assert_eq!(
            BinaryError::NotBinary('2').to_string(),
            "“2” is not a binary digit: use only 0 and 1"
        );
    }

    #[test]
    fn marks_a_tableau() {
        let position: Position = "3,4,5".parse().unwrap();
        // Rows 011, 100, 101; column sums (units first) 2, 1, 2.
        let right = check_tableau(
            &position,
            &[Some(3), Some(4), Some(5)],
            &[Some(2), Some(1), Some(2)],
        );
        assert!(right.all_right());
        let check = check_tableau(&position, &[Some(3), None, Some(4)], &[Some(0)]);
        assert_eq!(
            check.rows,
            vec![Answer::Right, Answer::Missing, Answer::Wrong]
        );
        assert_eq!(
            check.sums,
            vec![Answer::Wrong, Answer::Missing, Answer::Missing]
        );
        // Extra answers are not marked.
        let check = check_tableau(
            &"1".parse().unwrap(),
            &[Some(1), Some(9)],
            &[Some(1), Some(5)],
        );
        assert!(check.all_right());
        assert_eq!(check.sums.len(), 1);
    }
}
