//! Bouton's column-sum tableau, as plain data the views draw (the reasoning
//! behind a move is `lesson.rs`'s).

use super::analysis::{grundy, nim_sum, outcome, Outcome};
use super::position::Position;
use super::rules::{Ending, Rules};

/// One pile's row: its size and the value written in binary (the size, or with a
/// take limit K its Grundy value, size mod (K+1)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub pile: usize,
    pub size: u32,
    pub value: u32,
}

impl Row {
    /// The binary digit in column `power` (0 for the units).
    pub fn bit(&self, power: u32) -> bool {
        self.value >> power & 1 == 1
    }
}

/// Which case of the misère rule applies.
///
/// The values are the tableau's rows: the pile sizes, or with a take limit K their
/// g = size mod (K+1). (In Moore's Nim, where there is no limit, the sizes.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereStage {
    /// Some value is 2 or more: play exactly as in normal play (nim-sum, or in
    /// Moore's Nim the column sums, of the values).
    AsNormal,
    /// Every value is 0 or 1; `ones` is how many are 1. The position is safe
    /// exactly when `ones` is odd, or in Moore's Nim with k when `ones` is 1 more
    /// than a multiple of k+1: the player to move wants to leave such a count.
    Endgame { ones: u32 },
}

/// The tableau of a position: rows, column sums, nim-sum and verdict.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Ending, MisereStage, Outcome, Rules, Tableau};
/// let t = Tableau::new(&"3,4,5".parse().unwrap(), &Rules::NORMAL);
/// assert_eq!(t.column_sums, vec![2, 1, 2]); // units, twos, fours
/// assert_eq!(t.nim_sum, 2);
/// assert_eq!(t.outcome, Outcome::Unsafe);
/// // Misère with at most 2 per move: g = 3 mod 3 = 0, every g is 0 or 1.
/// let t = Tableau::new(&"3".parse().unwrap(), &Rules::new(Ending::Misere, Some(2)).unwrap());
/// assert_eq!(t.rows[0].value, 0);
/// assert_eq!(t.misere, Some(MisereStage::Endgame { ones: 0 }));
/// // Moore's Nim with k = 2: the column sums are read mod 3.
/// let t = Tableau::new(&"3,3,5".parse().unwrap(), &Rules::moore(2, Ending::Normal).unwrap());
/// assert_eq!(t.column_sums, vec![3, 2, 1]);
/// assert_eq!(t.column_residues, vec![0, 2, 1]);
/// assert_eq!(t.modulus(), 3);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tableau {
    pub rows: Vec<Row>,
    /// How many ones stand in each column; index k is the column of 2^k.
    pub column_sums: Vec<u32>,
    /// Each column sum mod (k+1): mod 2 in ordinary Nim, where a 1 marks an odd
    /// column; in Moore's Nim with k the position is safe exactly when all are 0.
    pub column_residues: Vec<u32>,
    /// The nim-sum of the values (not what decides Moore's Nim: see `column_residues`).
    pub nim_sum: u32,
    pub outcome: Outcome,
    /// `Some(K)` when a take limit makes the rows Grundy values (size mod (K+1)).
    pub limit: Option<u32>,
    /// Moore's k, how many piles a move may take from (1 in ordinary Nim).
    pub piles_per_move: u32,
    /// `Some` in misère play: which case of the rule applies.
    pub misere: Option<MisereStage>,
}

impl Tableau {
    pub fn new(position: &Position, rules: &Rules) -> Tableau {
        let rows: Vec<Row> = position
            .piles()
            .iter()
            .enumerate()
            .map(|(pile, &size)| Row {
                pile,
                size,
                value: grundy(rules, size),
            })
            .collect();
        let widest = rows.iter().map(|r| r.value).max().unwrap_or(0);
        let width = (u32::BITS - widest.leading_zeros()).max(1);
        let values: Vec<u32> = rows.iter().map(|r| r.value).collect();
        let column_sums = column_sums(&values, width);
        let modulus = rules.piles_per_move() + 1;
        let misere = (rules.ending() == Ending::Misere).then(|| {
            if rows.iter().all(|r| r.value <= 1) {
                MisereStage::Endgame {
                    ones: rows.iter().filter(|r| r.value == 1).count() as u32,
                }
            } else {
                MisereStage::AsNormal
            }
        });
        Tableau {
            nim_sum: nim_sum(rows.iter().map(|r| r.value)),
            rows,
            column_residues: column_sums.iter().map(|&sum| sum % modulus).collect(),
            column_sums,
            outcome: outcome(position, rules),
            limit: rules.max_take(),
            piles_per_move: rules.piles_per_move(),
            misere,
        }
    }

    /// How many binary columns the ordinary tableau of `position` has (the one
    /// a pupil writes out): as many as its largest pile has digits, at least one.
    ///
    /// ```
    /// use bouton::engine::{Position, Rules, Tableau};
    /// let position = Position::new(vec![3, 4, 5]).unwrap();
    /// assert_eq!(Tableau::columns_of(&position), 3);
    /// assert_eq!(Tableau::new(&position, &Rules::NORMAL).column_sums.len(), 3);
    /// ```
    pub fn columns_of(position: &Position) -> usize {
        super::moore::width(position.piles()) as usize
    }

    /// No stick is left: the game is over, and the verdict is on a player who
    /// cannot move (every variant here ends only when the last stick is taken).
    pub fn is_over(&self) -> bool {
        self.rows.iter().all(|r| r.size == 0)
    }

    /// What the column sums are read modulo: k+1 (2 in ordinary Nim).
    pub fn modulus(&self) -> u32 {
        self.piles_per_move + 1
    }

    /// The highest column whose sum is not a multiple of [`Tableau::modulus`]:
    /// in ordinary Nim the leftmost odd column.
    pub fn highest_unbalanced_column(&self) -> Option<u32> {
        self.powers()
            .find(|&k| self.column_residues[k as usize] != 0)
    }

    /// Columns, from the highest power down to the units.
    pub fn powers(&self) -> impl Iterator<Item = u32> {
        (0..self.column_sums.len() as u32).rev()
    }

    /// The leftmost (highest) column whose sum is odd: Bouton's column D.
    pub fn leftmost_odd_column(&self) -> Option<u32> {
        self.powers()
            .find(|&k| self.column_sums[k as usize] % 2 == 1)
    }
}

/// A mistake: the move left an unsafe position although a safe one was reachable.
pub fn is_mistake(before: &Position, after: &Position, rules: &Rules) -> bool {
    !before.is_empty()
        && outcome(before, rules) == Outcome::Unsafe
        && outcome(after, rules) == Outcome::Unsafe
}

/// How many of `values` have a 1 in each of the `width` columns, the units first.
fn column_sums(values: &[u32], width: u32) -> Vec<u32> {
    (0..width)
        .map(|power| values.iter().filter(|&&v| v >> power & 1 == 1).count() as u32)
        .collect()
}

/// The tableau's unbalanced columns as bits, bit n for the column of 2^n: those
/// whose sum is not a multiple of the modulus (Moore's k + 1; 2 in ordinary
/// Nim, where they are the odd columns), counted over the tableau's values
/// (with a take limit K, each pile's size mod (K+1)). What the bundles view
/// marks on the sticks, without building the whole tableau.
///
/// ```
/// use bouton::engine::{unbalanced_columns, Ending, Rules};
/// assert_eq!(unbalanced_columns(&"3,4,5".parse().unwrap(), &Rules::NORMAL), 0b010);
/// // At most 2 a move: 3, 4, 5 count as 0, 1, 2.
/// let limited = Rules::new(Ending::Normal, Some(2)).unwrap();
/// assert_eq!(unbalanced_columns(&"3,4,5".parse().unwrap(), &limited), 0b011);
/// // Moore's Nim with k = 2: the sums 3, 2, 1 read mod 3.
/// let moore = Rules::moore(2, Ending::Normal).unwrap();
/// assert_eq!(unbalanced_columns(&"3,3,5".parse().unwrap(), &moore), 0b110);
/// ```
pub fn unbalanced_columns(position: &Position, rules: &Rules) -> u32 {
    let modulus = rules.piles_per_move() + 1;
    let values: Vec<u32> = position.piles().iter().map(|&p| grundy(rules, p)).collect();
    column_sums(&values, u32::BITS)
        .iter()
        .enumerate()
        .filter(|(_, sum)| !sum.is_multiple_of(modulus))
        .fold(0, |mask, (power, _)| mask | 1 << power)
}

/// Every safe position of three piles `1 <= a <= b <= c <= max` (normal play, no
/// limit), in order: the seed's tables without the (0, n, n) family.
pub fn safe_triples(max: u32) -> Vec<[u32; 3]> {
    let mut found = Vec::new();
    for a in 1..=max {
        for b in a..=max {
            let c = a ^ b;
            if c >= b && c <= max {
                found.push([a, b, c]);
            }
        }
    }
    found
}

/// A nim-sum worked out as in the nim-addition dialogue: each number split into powers of two,
/// equal powers cancelling in pairs, the rest added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimSumWork {
    /// Each number with its powers of two, highest first.
    pub parts: Vec<(u32, Vec<u32>)>,
    /// Powers that appear an even number of times: they cancel in pairs, none left.
    pub cancelled: Vec<u32>,
    /// Powers that appear three, five, … times: their pairs cancel and one is left.
    pub one_left: Vec<u32>,
    /// Powers left over, highest first; their ordinary sum is the nim-sum.
    pub kept: Vec<u32>,
    pub nim_sum: u32,
    pub ordinary_sum: u64,
}

/// Works out the nim-sum of `values`.
///
/// # Examples
///
/// ```
/// use bouton::engine::nim_sum_work;
/// let work = nim_sum_work(&[11, 22, 33]);
/// assert_eq!(work.kept, vec![32, 16, 8, 4]);
/// assert_eq!(work.nim_sum, 60);
/// assert_eq!(work.ordinary_sum - u64::from(work.nim_sum), 6); // an even difference
/// ```
pub fn nim_sum_work(values: &[u32]) -> NimSumWork {
    let powers_of = |v: u32| -> Vec<u32> {
        (0..32)
            .rev()
            .map(|k| 1u32 << k)
            .filter(|p| v & p != 0)
            .collect()
    };
    let total = nim_sum(values.iter().copied());
    let (mut cancelled, mut one_left) = (Vec::new(), Vec::new());
    for k in (0..32).rev() {
        let p = 1u32 << k;
        match values.iter().filter(|&&v| v & p != 0).count() {
            0 | 1 => {}
            count if count % 2 == 0 => cancelled.push(p),
            _ => one_left.push(p),
        }
    }
    NimSumWork {
        parts: values.iter().map(|&v| (v, powers_of(v))).collect(),
        cancelled,
        one_left,
        kept: powers_of(total),
        nim_sum: total,
        ordinary_sum: values.iter().map(|&v| u64::from(v)).sum(),
    }
}

/// The smallest number not in `seen` (the mex).
pub fn mex(seen: &[u32]) -> u32 {
    (0..).find(|n| !seen.contains(n)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{computer_steps, HintStep, Move, MAX_PILE_SIZE};

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn the_columns_of_a_position_are_its_ordinary_tableaus() {
        let sizes = [0, 1, 2, 3, 7, 8, 255, 256, 1_000_000, MAX_PILE_SIZE];
        for &a in &sizes {
            for &b in &sizes {
                let position = Position::new(vec![a, b]).unwrap();
                let tableau = Tableau::new(&position, &Rules::NORMAL);
                assert_eq!(
                    Tableau::columns_of(&position),
                    tableau.column_sums.len(),
                    "{position}"
                );
            }
        }
    }

    #[test]
    fn unbalanced_columns_are_the_tableaus_marks() {
        let rules = [
            Rules::NORMAL,
            Rules::MISERE,
            Rules::new(Ending::Normal, Some(2)).unwrap(),
            Rules::new(Ending::Misere, Some(3)).unwrap(),
            Rules::moore(2, Ending::Normal).unwrap(),
            Rules::moore(3, Ending::Misere).unwrap(),
        ];
        for rules in &rules {
            for code in 0..9u32.pow(4) {
                let piles: Vec<u32> = (0..4).map(|i| code / 9u32.pow(i) % 9).collect();
                let position = Position::new(piles).unwrap();
                let tableau = Tableau::new(&position, rules);
                let marked = tableau
                    .column_residues
                    .iter()
                    .enumerate()
                    .filter(|(_, &r)| r != 0)
                    .fold(0, |mask, (k, _)| mask | 1 << k);
                assert_eq!(
                    unbalanced_columns(&position, rules),
                    marked,
                    "{position:?}, {rules:?}"
                );
            }
        }
    }

    #[test]
    fn seed_tableaus() {
        let t = Tableau::new(&pos("1,4,5"), &Rules::NORMAL);
        assert_eq!(t.column_sums, vec![2, 0, 2]);
        assert_eq!(t.outcome, Outcome::Safe);
        assert_eq!(t.leftmost_odd_column(), None);
        let t = Tableau::new(&pos("3,4,8"), &Rules::NORMAL);
        assert_eq!(t.column_sums, vec![1, 1, 1, 1]);
        assert_eq!(t.leftmost_odd_column(), Some(3));
        let t = Tableau::new(&pos("3,4,7"), &Rules::NORMAL);
        assert_eq!(t.column_sums, vec![2, 2, 2]);
        let t = Tableau::new(&pos("0,0"), &Rules::NORMAL);
        assert_eq!(t.column_sums, vec![0]);
    }

    #[test]
    fn limited_tableaus_use_grundy_values() {
        let t = Tableau::new(&pos("21"), &Rules::limited(3).unwrap());
        assert_eq!(t.rows[0].value, 1);
        assert_eq!(t.nim_sum, 1);
        assert_eq!(t.limit, Some(3));
    }

    /// The computer's account of `mv` on `position` (`lesson::computer_steps`).
    fn steps(position: &str, rules: &Rules, pile: usize, take: u32) -> Vec<HintStep> {
        computer_steps(&pos(position), rules, &Move { pile, take }.into())
    }

    #[test]
    fn explanations_follow_the_seed_proofs() {
        // (3,4,8): column 2^3 is odd, only pile 3 has a 1 there, 8 -> 8 ⊕ 15 = 7.
        let reasons = steps("3,4,8", &Rules::NORMAL, 2, 1);
        assert!(reasons.contains(&HintStep::Column { column: 3, sum: 1 }));
        assert!(reasons.contains(&HintStep::Piles {
            column: 3,
            piles: vec![2],
            raising_wins: false
        }));
        assert!(reasons.contains(&HintStep::Target {
            pile: 2,
            size: 8,
            value: 8,
            nim_sum: 15,
            target: 7,
            take: 1
        }));
        // (6,3,7): all three piles have a 1 in column 2^1.
        assert!(
            steps("6,3,7", &Rules::NORMAL, 1, 2).contains(&HintStep::Piles {
                column: 1,
                piles: vec![0, 1, 2],
                raising_wins: false
            })
        );
        // Not a winning move: no reason, only that it could have won.
        assert!(matches!(
            steps("3,4,5", &Rules::NORMAL, 1, 1).last(),
            Some(HintStep::JustTakes {
                could_win: true,
                ..
            })
        ));
        assert!(matches!(
            steps("1,2,1", &Rules::MISERE, 1, 1).last(),
            Some(HintStep::LeaveOnes { ones_left: 3, .. })
        ));
    }

    #[test]
    fn misere_with_a_limit_says_which_case_applies() {
        let rules = Rules::new(Ending::Misere, Some(3)).unwrap();
        // g = 5, 4, 1 mod 4 = 1, 0, 1: the endgame case with two ones.
        let t = Tableau::new(&pos("5,4,1"), &rules);
        assert_eq!(
            t.rows.iter().map(|r| r.value).collect::<Vec<_>>(),
            vec![1, 0, 1]
        );
        assert_eq!(t.misere, Some(MisereStage::Endgame { ones: 2 }));
        assert_eq!(t.outcome, Outcome::Unsafe);
        // Taking 1 from the pile of 5 leaves g = 0, 0, 1: one 1, safe.
        assert!(matches!(
            steps("5,4,1", &rules, 0, 1).last(),
            Some(HintStep::LeaveOnes { ones_left: 1, .. })
        ));
        let t = Tableau::new(&pos("6,2"), &rules);
        assert_eq!(t.misere, Some(MisereStage::AsNormal));
        assert_eq!(t.outcome, Outcome::Safe);
    }

    #[test]
    fn moore_tableaus_read_the_sums_mod_k_plus_one() {
        let rules = Rules::moore(2, Ending::Normal).unwrap();
        let t = Tableau::new(&pos("1,2,4"), &rules);
        assert_eq!(t.column_residues, vec![1, 1, 1]);
        assert_eq!(t.highest_unbalanced_column(), Some(2));
        assert_eq!(t.outcome, Outcome::Unsafe);
        // Emptying the pile of 4 is not Moore's winning move (1,1,1 is).
        assert!(matches!(
            steps("1,2,4", &rules, 2, 4).last(),
            Some(HintStep::JustTakes {
                could_win: true,
                ..
            })
        ));
        let t = Tableau::new(&pos("3,4,5"), &Rules::NORMAL);
        assert_eq!(t.column_residues, vec![0, 1, 0]);
        assert_eq!(t.modulus(), 2);
        assert_eq!(t.highest_unbalanced_column(), t.leftmost_odd_column());
    }

    #[test]
    fn mistakes() {
        let rules = Rules::NORMAL;
        assert!(is_mistake(&pos("3,4,5"), &pos("3,4,4"), &rules));
        assert!(!is_mistake(&pos("3,4,5"), &pos("1,4,5"), &rules));
        // From a safe position every move is forced to lose: no mistake to mark.
        assert!(!is_mistake(&pos("1,4,5"), &pos("1,4,4"), &rules));
    }

    #[test]
    fn safe_triples_match_the_seed_counts() {
        assert_eq!(safe_triples(7).len(), 7);
        assert_eq!(safe_triples(15).len(), 35);
        assert_eq!(safe_triples(7)[0], [1, 2, 3]);
    }

    #[test]
    fn nim_sum_work_follows_seed_002() {
        let work = nim_sum_work(&[5, 3]);
        assert_eq!(work.parts, vec![(5, vec![4, 1]), (3, vec![2, 1])]);
        assert_eq!(work.cancelled, vec![1]);
        assert_eq!(work.nim_sum, 6);
        let work = nim_sum_work(&[11, 22, 33]);
        assert_eq!(work.cancelled, vec![2, 1]);
        assert!(work.one_left.is_empty());
        assert_eq!(work.nim_sum, 60);
        assert_eq!(work.ordinary_sum, 66);
        // Three 4s: one pair cancels, one 4 is left, and it is the nim-sum.
        let work = nim_sum_work(&[4, 4, 4]);
        assert!(work.cancelled.is_empty());
        assert_eq!(work.one_left, vec![4]);
        assert_eq!(work.kept, vec![4]);
        // 1 to 7: each of 4, 2 and 1 written four times, all gone.
        let work = nim_sum_work(&[1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(work.cancelled, vec![4, 2, 1]);
        assert!(work.one_left.is_empty());
        assert_eq!(work.nim_sum, 0);
    }

    #[test]
    fn the_mex_rule_builds_the_nim_addition_table() {
        // Seed 002: each cell is the mex of the cells to its left and above it.
        let mut table = [[0u32; 16]; 16];
        for r in 0..16 {
            for c in 0..16 {
                let mut seen: Vec<u32> = table[r][..c].to_vec();
                seen.extend((0..r).map(|above| table[above][c]));
                table[r][c] = mex(&seen);
                assert_eq!(table[r][c], (r ^ c) as u32);
            }
        }
        assert_eq!(table[1][2], 3);
        assert_eq!(table[5][3], 6);
    }
}
