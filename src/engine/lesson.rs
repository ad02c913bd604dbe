//! Bouton's argument on one position, told one step at a time, and the move of a
//! finished game that decided it.
//!
//! The steps are data: each names the numbers its sentence needs and what to
//! light up on the table or the tableau. The views put them into words.

use super::analysis::{grundy, outcome, winning_moves, winning_multi_moves, Outcome};
use super::moore::MoveCount;
use super::multi_move::MultiMove;
use super::position::{Move, Position};
use super::rules::{Ending, Rules};
use super::tableau::{MisereStage, Tableau};

/// How many winning moves the last hint step lists; [`HintStep::AllMoves`] also
/// says how many there are in all.
pub const SHOWN_MOVES: usize = 8;

/// One step of Bouton's argument, given one per press of the Hint button.
///
/// Columns are numbered by their power of two (0 for the units, 1 for the twos);
/// piles from 0. With a take limit K every number is a pile's value, its size
/// mod (K+1), as in the [`Tableau`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintStep {
    /// Is the position safe? Look at the column sums: safe exactly when each is a
    /// multiple of `modulus` (even in ordinary Nim, k+1 in Moore's Nim).
    ColumnSums {
        /// How many ones stand in each column; index k is the column of 2^k.
        sums: Vec<u32>,
        /// 2, or k+1 in Moore's Nim.
        modulus: u32,
        /// The columns whose sum is not a multiple of `modulus`, highest first.
        unbalanced: Vec<u32>,
        nim_sum: u32,
        safe: bool,
        /// `Some(K)` under a take limit: the sums are of each pile's value,
        /// its size mod (K+1), not of its size.
        limit: Option<u32>,
    },
    /// Misère play once every value is 0 or 1: the column sums no longer decide,
    /// the number of ones does. Safe exactly when `ones` is 1 more than a multiple
    /// of `modulus` (odd, in ordinary Nim).
    CountOnes {
        ones: u32,
        /// The piles whose value is 1.
        piles: Vec<usize>,
        modulus: u32,
        safe: bool,
    },
    /// Why a safe position stays lost: any move changes a pile (at most k piles in
    /// Moore's Nim), and the highest binary digit it changes moves that column's
    /// sum off a multiple of `modulus`. `example` takes one stick; `column` is the
    /// highest digit it changes (with a take limit, when every value is 0, a
    /// column left of the tableau's: the take raises a value).
    AnyMoveUnbalances {
        example: Move,
        column: u32,
        modulus: u32,
    },
    /// Why a safe misère endgame stays lost: any move changes the number of ones
    /// (or, where a take limit lets it, `values_can_rise`, makes one value 2 or
    /// more, which the opponent brings back), so it is no longer 1 more than a
    /// multiple of `modulus`.
    AnyMoveChangesOnes {
        ones: u32,
        modulus: u32,
        values_can_rise: bool,
    },
    /// The leftmost column whose sum is odd (Bouton's column D), holding `sum` ones.
    Column { column: u32, sum: u32 },
    /// Moore's Nim: the columns whose sum is not a multiple of `modulus`, highest first.
    Unbalanced { columns: Vec<u32>, modulus: u32 },
    /// The piles with a 1 in `column`: lowering the value of one of them
    /// wins. With a take limit a move from another pile may win too, by
    /// raising its value (`raising_wins`).
    Piles {
        column: u32,
        piles: Vec<usize>,
        raising_wins: bool,
    },
    /// The computer's choice among several [`HintStep::Piles`], every one of
    /// which has a winning move: it takes from `pile`.
    Chosen { pile: usize, piles: Vec<usize> },
    /// Bouton's move from `pile`: its value x, the nim-sum S, the target value
    /// y = x ⊕ S, and the take that leaves it (x − y, or with a take limit the
    /// take that brings the size to value y).
    Target {
        pile: usize,
        size: u32,
        value: u32,
        nim_sum: u32,
        target: u32,
        take: u32,
    },
    /// Misère play: after the coming move every value is 0 or 1, so the rule
    /// switches: leave an odd number of ones (1 more than a multiple of
    /// `modulus`), not a nim-sum of 0. `ones_elsewhere` are the piles of value 1
    /// that the move leaves alone.
    RuleSwitches {
        ones_elsewhere: Vec<usize>,
        modulus: u32,
    },
    /// The move that leaves every value 0 or 1 with `ones_left` ones.
    LeaveOnes {
        mv: MultiMove,
        ones_left: u32,
        modulus: u32,
    },
    /// Moore's Nim: the move that makes every column sum a multiple of `modulus`;
    /// `sums_after` has as many columns as the position before it.
    Balance {
        mv: MultiMove,
        sums_after: Vec<u32>,
        modulus: u32,
    },
    /// Every winning move: the first [`SHOWN_MOVES`] and how many in all.
    AllMoves {
        first: Vec<MultiMove>,
        count: MoveCount,
    },
    /// A move that does not follow the argument: from a safe position, where no
    /// move wins, something small to wait for a mistake; or (`could_win`) a
    /// careless move although a winning one existed.
    JustTakes { mv: MultiMove, could_win: bool },
}

/// What a step names, for the view to light up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Highlight {
    /// The row of column sums.
    ColumnSums,
    /// One column of the tableau, by its power of two.
    Column(u32),
    /// Several columns (Moore's Nim).
    Columns(Vec<u32>),
    /// These piles and their rows.
    Piles(Vec<usize>),
    /// The sticks this move takes.
    Move(MultiMove),
    /// The sticks of each of these winning moves.
    AllMoves(Vec<MultiMove>),
    Nothing,
}

impl HintStep {
    /// What to light up while this step is shown.
    pub fn highlight(&self) -> Highlight {
        match self {
            HintStep::ColumnSums { .. } => Highlight::ColumnSums,
            HintStep::CountOnes { piles, .. } => Highlight::Piles(piles.clone()),
            HintStep::AnyMoveUnbalances { column, .. } | HintStep::Column { column, .. } => {
                Highlight::Column(*column)
            }
            HintStep::AnyMoveChangesOnes { .. } => Highlight::Nothing,
            HintStep::Unbalanced { columns, .. } => Highlight::Columns(columns.clone()),
            HintStep::Piles { piles, .. } => Highlight::Piles(piles.clone()),
            HintStep::Chosen { pile, .. } => Highlight::Piles(vec![*pile]),
            HintStep::RuleSwitches { ones_elsewhere, .. } if ones_elsewhere.is_empty() => {
                Highlight::Nothing
            }
            HintStep::RuleSwitches { ones_elsewhere, .. } => {
                Highlight::Piles(ones_elsewhere.clone())
            }
            HintStep::AllMoves { first, .. } => Highlight::AllMoves(first.clone()),
            HintStep::Target { .. }
            | HintStep::LeaveOnes { .. }
            | HintStep::Balance { .. }
            | HintStep::JustTakes { .. } => match self.proposed() {
                Some(mv) => Highlight::Move(mv),
                None => Highlight::Nothing,
            },
        }
    }

    /// Whether the position is safe, for the step that says so (the first one).
    pub fn safe(&self) -> Option<bool> {
        match self {
            HintStep::ColumnSums { safe, .. } | HintStep::CountOnes { safe, .. } => Some(*safe),
            _ => None,
        }
    }

    /// The move this step makes, for the steps that make one.
    pub fn proposed(&self) -> Option<MultiMove> {
        match self {
            HintStep::Target { pile, take, .. } => Some(
                Move {
                    pile: *pile,
                    take: *take,
                }
                .into(),
            ),
            HintStep::LeaveOnes { mv, .. }
            | HintStep::Balance { mv, .. }
            | HintStep::JustTakes { mv, .. } => Some(mv.clone()),
            _ => None,
        }
    }
}

/// The steps of Bouton's argument on `position`: is it safe, and if not, which
/// column, which piles, which move, and every winning move. Empty when no stick
/// is left.
///
/// The move follows Bouton's recipe: the first pile with a 1 in the leftmost odd
/// column whose move wins. In misère play, when that move would leave every value
/// 0 or 1, the steps say the rule switches and leave an odd number of ones.
///
/// # Examples
///
/// ```
/// use bouton::engine::{hint_steps, HintStep, Highlight, Move, Rules};
/// let steps = hint_steps(&"3,4,5".parse().unwrap(), &Rules::NORMAL);
/// assert_eq!(steps.len(), 5);
/// assert_eq!(steps[0].safe(), Some(false));
/// assert_eq!(steps[1], HintStep::Column { column: 1, sum: 1 });
/// assert_eq!(steps[2].highlight(), Highlight::Piles(vec![0]));
/// assert_eq!(
///     steps[3],
///     HintStep::Target { pile: 0, size: 3, value: 3, nim_sum: 2, target: 1, take: 2 }
/// );
/// assert_eq!(steps[3].highlight(), Highlight::Move(Move { pile: 0, take: 2 }.into()));
/// // A safe position: two steps, the verdict and why no move keeps it safe.
/// assert_eq!(hint_steps(&"1,4,5".parse().unwrap(), &Rules::NORMAL).len(), 2);
/// ```
pub fn hint_steps(position: &Position, rules: &Rules) -> Vec<HintStep> {
    if position.is_empty() {
        return Vec::new();
    }
    let tableau = Tableau::new(position, rules);
    let all = winning_multi_moves(position, rules, SHOWN_MOVES);
    let Some(first) = all.first.first() else {
        return vec![verdict(&tableau), why_safe(position, rules, &tableau)];
    };
    let chosen = recipe_move(position, rules, &tableau).unwrap_or_else(|| first.clone());
    let mut steps = why_it_wins(position, rules, &tableau, &chosen);
    steps.push(HintStep::AllMoves {
        first: all.first,
        count: all.count,
    });
    steps
}

/// The argument for the move the computer made, as it thinks aloud: the steps up
/// to and including that move. From a safe position (no winning move) the
/// verdict, then [`HintStep::JustTakes`]. Empty when no stick is left or `chosen`
/// is not legal.
///
/// # Examples
///
/// ```
/// use bouton::engine::{computer_steps, HintStep, Rules};
/// let position = "7,6,4".parse().unwrap();
/// // The computer chose the second of the three winning moves.
/// let steps = computer_steps(&position, &Rules::NORMAL, &"2:3".parse().unwrap());
/// assert_eq!(
///     steps.last(),
///     Some(&HintStep::Target { pile: 1, size: 6, value: 6, nim_sum: 5, target: 3, take: 3 })
/// );
/// let steps = computer_steps(&"1,4,5".parse().unwrap(), &Rules::NORMAL, &"3:1".parse().unwrap());
/// assert_eq!(steps[0].safe(), Some(true));
/// assert_eq!(steps[1], HintStep::JustTakes { mv: "3:1".parse().unwrap(), could_win: false });
/// ```
pub fn computer_steps(position: &Position, rules: &Rules, chosen: &MultiMove) -> Vec<HintStep> {
    if position.is_empty() {
        return Vec::new();
    }
    let Ok(after) = rules.play_multi(position, chosen) else {
        return Vec::new();
    };
    let tableau = Tableau::new(position, rules);
    if outcome(&after, rules) == Outcome::Safe {
        let mut steps = why_it_wins(position, rules, &tableau, chosen);
        // Of several piles that lead to a win, say that any would do and which
        // one it took: the steps named them all, the move only one.
        let at = steps
            .iter()
            .position(|s| matches!(s, HintStep::Piles { piles, .. } if piles.len() > 1));
        if let Some(at) = at {
            if let HintStep::Piles { piles, .. } = &steps[at] {
                let winning = winning_moves(position, rules);
                let all_win = piles.iter().all(|&p| winning.iter().any(|mv| mv.pile == p));
                if all_win {
                    let step = HintStep::Chosen {
                        pile: chosen.first().pile,
                        piles: piles.clone(),
                    };
                    steps.insert(at + 1, step);
                }
            }
        }
        return steps;
    }
    vec![
        verdict(&tableau),
        HintStep::JustTakes {
            mv: chosen.clone(),
            could_win: tableau.outcome == Outcome::Unsafe,
        },
    ]
}

/// The first step: safe or not, by the column sums or, in a misère endgame, by
/// the number of ones.
fn verdict(tableau: &Tableau) -> HintStep {
    let safe = tableau.outcome == Outcome::Safe;
    match tableau.misere {
        Some(MisereStage::Endgame { ones }) => HintStep::CountOnes {
            ones,
            piles: piles_of_value_one(tableau),
            modulus: tableau.modulus(),
            safe,
        },
        _ => HintStep::ColumnSums {
            sums: tableau.column_sums.clone(),
            modulus: tableau.modulus(),
            unbalanced: unbalanced_columns(tableau),
            nim_sum: tableau.nim_sum,
            safe,
            limit: tableau.limit,
        },
    }
}

fn piles_of_value_one(tableau: &Tableau) -> Vec<usize> {
    tableau
        .rows
        .iter()
        .filter(|r| r.value == 1)
        .map(|r| r.pile)
        .collect()
}

fn unbalanced_columns(tableau: &Tableau) -> Vec<u32> {
    tableau
        .powers()
        .filter(|&k| tableau.column_residues[k as usize] != 0)
        .collect()
}

/// The second and last step on a safe position.
fn why_safe(position: &Position, rules: &Rules, tableau: &Tableau) -> HintStep {
    let modulus = tableau.modulus();
    if let Some(MisereStage::Endgame { ones }) = tableau.misere {
        return HintStep::AnyMoveChangesOnes {
            ones,
            modulus,
            // A take of k from a pile larger than k can leave it counting as 2 or more.
            values_can_rise: tableau
                .limit
                .is_some_and(|k| k >= 2 && tableau.rows.iter().any(|r| r.size > k)),
        };
    }
    // Taking one stick is legal under every rule, from any pile that has one.
    // A pile whose value is not 0 keeps the changed digit inside the tableau;
    // with a take limit every value may be 0, and then the take raises one.
    let piles = position.piles();
    let pile = (0..piles.len())
        .find(|&i| grundy(rules, piles[i]) > 0)
        .or_else(|| piles.iter().position(|&p| p > 0))
        .unwrap_or(0);
    let size = piles[pile];
    let changed = grundy(rules, size) ^ grundy(rules, size.saturating_sub(1));
    HintStep::AnyMoveUnbalances {
        example: Move { pile, take: 1 },
        column: changed.checked_ilog2().unwrap_or(0),
        modulus,
    }
}

/// Bouton's choice in ordinary Nim: the first pile with a 1 in the leftmost odd
/// column whose move to x ⊕ S wins; failing that (a misère switch), the first
/// winning move from such a pile. `None` in Moore's Nim and misère endgames,
/// where the first listed winning move serves.
fn recipe_move(position: &Position, rules: &Rules, tableau: &Tableau) -> Option<MultiMove> {
    if rules.is_moore() || matches!(tableau.misere, Some(MisereStage::Endgame { .. })) {
        return None;
    }
    let column = tableau.leftmost_odd_column()?;
    let candidates: Vec<usize> = tableau
        .rows
        .iter()
        .filter(|r| r.bit(column))
        .map(|r| r.pile)
        .collect();
    let winning = winning_moves(position, rules);
    let bouton = |pile: usize| {
        let value = tableau.rows[pile].value;
        Move {
            pile,
            take: value - (value ^ tableau.nim_sum),
        }
    };
    // In misère play Bouton's move loses when it would leave every value 0 or 1
    // (a misère switch): then the winning move from the same pile serves.
    candidates
        .iter()
        .map(|&pile| bouton(pile))
        .find(|mv| winning.contains(mv))
        .or_else(|| {
            winning
                .iter()
                .find(|mv| candidates.contains(&mv.pile))
                .copied()
        })
        .map(MultiMove::from)
}

/// The steps that lead to the winning move `mv`, ending with it.
fn why_it_wins(
    position: &Position,
    rules: &Rules,
    tableau: &Tableau,
    mv: &MultiMove,
) -> Vec<HintStep> {
    let modulus = tableau.modulus();
    let mut steps = vec![verdict(tableau)];
    let after: Vec<u32> = position
        .piles()
        .iter()
        .enumerate()
        .map(|(pile, &size)| grundy(rules, size - mv.take_from(pile)))
        .collect();
    let ones_left = after.iter().filter(|&&v| v == 1).count() as u32;
    let leave_ones = HintStep::LeaveOnes {
        mv: mv.clone(),
        ones_left,
        modulus,
    };
    if let Some(MisereStage::Endgame { .. }) = tableau.misere {
        steps.push(leave_ones);
        return steps;
    }
    if rules.is_moore() {
        steps.push(HintStep::Unbalanced {
            columns: unbalanced_columns(tableau),
            modulus,
        });
    } else if let Some(column) = tableau.leftmost_odd_column() {
        let piles: Vec<usize> = tableau
            .rows
            .iter()
            .filter(|r| r.bit(column))
            .map(|r| r.pile)
            .collect();
        // With a take limit a winning move may raise a pile's value (taking more
        // than its value wraps round): then the column does not lead to it.
        if piles.contains(&mv.first().pile) {
            steps.push(HintStep::Column {
                column,
                sum: tableau.column_sums[column as usize],
            });
            // A move raising another pile's value may win too: "take from
            // one of these" would not be the whole truth, and the step says so.
            let raising_wins = tableau.limit.is_some()
                && winning_moves(position, rules)
                    .iter()
                    .any(|m| !piles.contains(&m.pile));
            steps.push(HintStep::Piles {
                column,
                piles,
                raising_wins,
            });
        }
    }
    if rules.ending() == Ending::Misere && after.iter().all(|&v| v <= 1) {
        steps.push(HintStep::RuleSwitches {
            ones_elsewhere: piles_of_value_one(tableau)
                .into_iter()
                .filter(|&pile| mv.take_from(pile) == 0)
                .collect(),
            modulus,
        });
        steps.push(leave_ones);
    } else if rules.is_moore() {
        let sums_after = (0..tableau.column_sums.len() as u32)
            .map(|k| after.iter().filter(|&&v| v >> k & 1 == 1).count() as u32)
            .collect();
        steps.push(HintStep::Balance {
            mv: mv.clone(),
            sums_after,
            modulus,
        });
    } else {
        let Move { pile, take } = mv.first();
        steps.push(HintStep::Target {
            pile,
            size: position.piles()[pile],
            value: tableau.rows[pile].value,
            nim_sum: tableau.nim_sum,
            target: after[pile],
            take,
        });
    }
    steps
}

/// Where a finished game was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurningPoint {
    /// The winner could force the win from the first position on.
    FromStart,
    /// Move `index` (from 0) gave the win away: before it its mover could force a
    /// win, after it the opponent could, and did. `better` is a winning move from
    /// that position. Players alternate, so an even index is the first mover's.
    At { index: usize, better: MultiMove },
}

/// The move that decided a finished game: the last one after which the eventual
/// winner could force the win but before which they could not. `None` when the
/// moves are not legal one after another from `start`, or do not take the last
/// stick.
///
/// # Examples
///
/// ```
/// use bouton::engine::{turning_point, MultiMove, Rules, TurningPoint};
/// let moves: Vec<MultiMove> = ["3:1", "1:3", "2:4", "3:4"]
///     .iter().map(|m| m.parse().unwrap()).collect();
/// // The first player left 3,4,4, unsafe, instead of 1,4,5; the second player
/// // answered 0,4,4 and never let go.
/// assert_eq!(
///     turning_point(&"3,4,5".parse().unwrap(), &Rules::NORMAL, &moves),
///     Some(TurningPoint::At { index: 0, better: "1:2".parse().unwrap() })
/// );
/// ```
pub fn turning_point(start: &Position, rules: &Rules, moves: &[MultiMove]) -> Option<TurningPoint> {
    let mut positions = vec![start.clone()];
    for mv in moves {
        let now = positions.last()?;
        let next = rules.play_multi(now, mv).ok()?;
        positions.push(next);
    }
    let n = moves.len();
    if n == 0 || !positions[n].is_empty() {
        return None;
    }
    // Player 0 makes the even moves. The last mover wins in normal play.
    let winner = match rules.ending() {
        Ending::Normal => (n - 1) % 2,
        Ending::Misere => n % 2,
    };
    let can_force = |i: usize| match outcome(&positions[i], rules) {
        Outcome::Unsafe => i % 2,
        Outcome::Safe => (i + 1) % 2,
    };
    let Some(index) = (0..n).rev().find(|&i| can_force(i) != winner) else {
        return Some(TurningPoint::FromStart);
    };
    let better = winning_multi_moves(&positions[index], rules, 1)
        .first
        .into_iter()
        .next()?;
    Some(TurningPoint::At { index, better })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    fn mv(text: &str) -> MultiMove {
        text.parse().unwrap()
    }

    fn all(texts: &[&str], count: u64) -> HintStep {
        HintStep::AllMoves {
            first: texts.iter().map(|t| mv(t)).collect(),
            count: MoveCount::Exactly(count),
        }
    }

    fn sums(sums: &[u32], modulus: u32, unbalanced: &[u32], nim_sum: u32) -> HintStep {
        HintStep::ColumnSums {
            sums: sums.to_vec(),
            modulus,
            unbalanced: unbalanced.to_vec(),
            nim_sum,
            safe: unbalanced.is_empty(),
            limit: None,
        }
    }

    /// The steps as `rules` words them: under a take limit, the column sums
    /// are of the piles' values.
    fn limited(mut steps: Vec<HintStep>, rules: &Rules) -> Vec<HintStep> {
        for step in &mut steps {
            if let HintStep::ColumnSums { limit, .. } = step {
                *limit = rules.max_take();
            }
        }
        steps
    }

    #[test]
    fn the_steps_of_the_seed_positions() {
        let misere_moore = Rules::moore(2, Ending::Misere).unwrap();
        let cases: Vec<(&str, Rules, Vec<HintStep>)> = vec![
            (
                "3,4,5",
                Rules::NORMAL,
                vec![
                    sums(&[2, 1, 2], 2, &[1], 2),
                    HintStep::Column { column: 1, sum: 1 },
                    HintStep::Piles {
                        column: 1,
                        piles: vec![0],
                        raising_wins: false,
                    },
                    HintStep::Target {
                        pile: 0,
                        size: 3,
                        value: 3,
                        nim_sum: 2,
                        target: 1,
                        take: 2,
                    },
                    all(&["1:2"], 1),
                ],
            ),
            (
                "7,6,4",
                Rules::NORMAL,
                vec![
                    sums(&[1, 2, 3], 2, &[2, 0], 5),
                    HintStep::Column { column: 2, sum: 3 },
                    HintStep::Piles {
                        column: 2,
                        piles: vec![0, 1, 2],
                        raising_wins: false,
                    },
                    HintStep::Target {
                        pile: 0,
                        size: 7,
                        value: 7,
                        nim_sum: 5,
                        target: 2,
                        take: 5,
                    },
                    all(&["1:5", "2:3", "3:3"], 3),
                ],
            ),
            (
                "11,22,33",
                Rules::NORMAL,
                vec![
                    sums(&[2, 2, 1, 1, 1, 1], 2, &[5, 4, 3, 2], 60),
                    HintStep::Column { column: 5, sum: 1 },
                    HintStep::Piles {
                        column: 5,
                        piles: vec![2],
                        raising_wins: false,
                    },
                    HintStep::Target {
                        pile: 2,
                        size: 33,
                        value: 33,
                        nim_sum: 60,
                        target: 29,
                        take: 4,
                    },
                    all(&["3:4"], 1),
                ],
            ),
            (
                "1,4,5",
                Rules::NORMAL,
                vec![
                    sums(&[2, 0, 2], 2, &[], 0),
                    HintStep::AnyMoveUnbalances {
                        example: Move { pile: 0, take: 1 },
                        column: 0,
                        modulus: 2,
                    },
                ],
            ),
            // One pile of 21, take 1 to 3: value 21 mod 4 = 1, take 1.
            (
                "21",
                Rules::limited(3).unwrap(),
                vec![
                    sums(&[1], 2, &[0], 1),
                    HintStep::Column { column: 0, sum: 1 },
                    HintStep::Piles {
                        column: 0,
                        piles: vec![0],
                        raising_wins: false,
                    },
                    HintStep::Target {
                        pile: 0,
                        size: 21,
                        value: 1,
                        nim_sum: 1,
                        target: 0,
                        take: 1,
                    },
                    all(&["1:1"], 1),
                ],
            ),
            // With a limit of 3, 5 and 1 are values 1 and 1: taking 1 from 5
            // changes the units.
            (
                "5,1",
                Rules::limited(3).unwrap(),
                vec![
                    sums(&[2], 2, &[], 0),
                    HintStep::AnyMoveUnbalances {
                        example: Move { pile: 0, take: 1 },
                        column: 0,
                        modulus: 2,
                    },
                ],
            ),
            // 8 and 4 are values 0 and 0: taking 1 from 8 raises its value to 3,
            // changing the 2s, a column the tableau of zeros does not show.
            (
                "8,4",
                Rules::limited(3).unwrap(),
                vec![
                    sums(&[0], 2, &[], 0),
                    HintStep::AnyMoveUnbalances {
                        example: Move { pile: 0, take: 1 },
                        column: 1,
                        modulus: 2,
                    },
                ],
            ),
            // Misère: 1, 1, 5 would go to 1, 1, 0 by the nim-sum, two ones; leave
            // 1, 1, 1 instead.
            (
                "1,1,5",
                Rules::MISERE,
                vec![
                    sums(&[3, 0, 1], 2, &[2, 0], 5),
                    HintStep::Column { column: 2, sum: 1 },
                    HintStep::Piles {
                        column: 2,
                        piles: vec![2],
                        raising_wins: false,
                    },
                    HintStep::RuleSwitches {
                        ones_elsewhere: vec![0, 1],
                        modulus: 2,
                    },
                    HintStep::LeaveOnes {
                        mv: mv("3:4"),
                        ones_left: 3,
                        modulus: 2,
                    },
                    all(&["3:4"], 1),
                ],
            ),
            (
                "1,1,1,0",
                Rules::MISERE,
                vec![
                    HintStep::CountOnes {
                        ones: 3,
                        piles: vec![0, 1, 2],
                        modulus: 2,
                        safe: true,
                    },
                    HintStep::AnyMoveChangesOnes {
                        ones: 3,
                        modulus: 2,
                        values_can_rise: false,
                    },
                ],
            ),
            // No pile above the limit (3), or a limit of 1: no move makes a
            // value 2 or more, and the step does not say one might.
            (
                "1,1,1",
                Rules::new(Ending::Misere, Some(3)).unwrap(),
                vec![
                    HintStep::CountOnes {
                        ones: 3,
                        piles: vec![0, 1, 2],
                        modulus: 2,
                        safe: true,
                    },
                    HintStep::AnyMoveChangesOnes {
                        ones: 3,
                        modulus: 2,
                        values_can_rise: false,
                    },
                ],
            ),
            (
                "5,1,3",
                Rules::new(Ending::Misere, Some(1)).unwrap(),
                vec![
                    HintStep::CountOnes {
                        ones: 3,
                        piles: vec![0, 1, 2],
                        modulus: 2,
                        safe: true,
                    },
                    HintStep::AnyMoveChangesOnes {
                        ones: 3,
                        modulus: 2,
                        values_can_rise: false,
                    },
                ],
            ),
            // With a limit of 3, 5 counts as 1 (5 mod 4): a safe endgame of
            // three ones, where a move may also make a value 2 or 3 (5 -> 3).
            (
                "5,1,1",
                Rules::new(Ending::Misere, Some(3)).unwrap(),
                vec![
                    HintStep::CountOnes {
                        ones: 3,
                        piles: vec![0, 1, 2],
                        modulus: 2,
                        safe: true,
                    },
                    HintStep::AnyMoveChangesOnes {
                        ones: 3,
                        modulus: 2,
                        values_can_rise: true,
                    },
                ],
            ),
            (
                "1,1",
                Rules::MISERE,
                vec![
                    HintStep::CountOnes {
                        ones: 2,
                        piles: vec![0, 1],
                        modulus: 2,
                        safe: false,
                    },
                    HintStep::LeaveOnes {
                        mv: mv("1:1"),
                        ones_left: 1,
                        modulus: 2,
                    },
                    all(&["1:1", "2:1"], 2),
                ],
            ),
            // Misère with a limit of 3: values 0 and 2. Bouton's 2 -> 0 leaves no
            // one at all; 2 -> 1 leaves one. Taking 2 from the 4 raises its
            // value from 0 to 2, and wins too.
            (
                "4,2",
                Rules::new(Ending::Misere, Some(3)).unwrap(),
                vec![
                    sums(&[0, 1], 2, &[1], 2),
                    HintStep::Column { column: 1, sum: 1 },
                    HintStep::Piles {
                        column: 1,
                        piles: vec![1],
                        raising_wins: true,
                    },
                    HintStep::RuleSwitches {
                        ones_elsewhere: vec![],
                        modulus: 2,
                    },
                    HintStep::LeaveOnes {
                        mv: mv("2:1"),
                        ones_left: 1,
                        modulus: 2,
                    },
                    all(&["1:2", "2:1"], 2),
                ],
            ),
            // Moore's Nim, k = 2: 1, 2, 4 -> 1, 1, 1, column sums 3, 0, 0.
            (
                "1,2,4",
                Rules::moore(2, Ending::Normal).unwrap(),
                vec![
                    sums(&[1, 1, 1], 3, &[2, 1, 0], 7),
                    HintStep::Unbalanced {
                        columns: vec![2, 1, 0],
                        modulus: 3,
                    },
                    HintStep::Balance {
                        mv: mv("2:1+3:3"),
                        sums_after: vec![3, 0, 0],
                        modulus: 3,
                    },
                    all(&["2:1+3:3"], 1),
                ],
            ),
            (
                "3,3,3",
                Rules::moore(2, Ending::Normal).unwrap(),
                vec![
                    sums(&[3, 3], 3, &[], 3),
                    HintStep::AnyMoveUnbalances {
                        example: Move { pile: 0, take: 1 },
                        column: 0,
                        modulus: 3,
                    },
                ],
            ),
            // Misère Moore with k = 2: three ones; leave one (1 more than a
            // multiple of 3) by taking from two piles at once.
            (
                "1,1,0,1",
                misere_moore,
                vec![
                    HintStep::CountOnes {
                        ones: 3,
                        piles: vec![0, 1, 3],
                        modulus: 3,
                        safe: false,
                    },
                    HintStep::LeaveOnes {
                        mv: mv("1:1+2:1"),
                        ones_left: 1,
                        modulus: 3,
                    },
                    all(&["1:1+2:1", "1:1+4:1", "2:1+4:1"], 3),
                ],
            ),
            ("0,0", Rules::NORMAL, vec![]),
        ];
        for (position, rules, expected) in cases {
            assert_eq!(
                hint_steps(&pos(position), &rules),
                limited(expected, &rules),
                "{position} {rules:?}"
            );
        }
    }

    #[test]
    fn highlights_name_what_each_step_is_about() {
        let steps = hint_steps(&pos("7,6,4"), &Rules::NORMAL);
        let lit: Vec<Highlight> = steps.iter().map(HintStep::highlight).collect();
        assert_eq!(
            lit,
            vec![
                Highlight::ColumnSums,
                Highlight::Column(2),
                Highlight::Piles(vec![0, 1, 2]),
                Highlight::Move(mv("1:5")),
                Highlight::AllMoves(vec![mv("1:5"), mv("2:3"), mv("3:3")]),
            ]
        );
        let steps = hint_steps(&pos("1,2,4"), &Rules::moore(2, Ending::Normal).unwrap());
        assert_eq!(steps[1].highlight(), Highlight::Columns(vec![2, 1, 0]));
        let steps = hint_steps(&pos("4,2"), &Rules::new(Ending::Misere, Some(3)).unwrap());
        assert_eq!(steps[3].highlight(), Highlight::Nothing);
        assert_eq!(
            hint_steps(&pos("1,1,5"), &Rules::MISERE)[3].highlight(),
            Highlight::Piles(vec![0, 1])
        );
    }

    #[test]
    fn the_computer_explains_its_own_move() {
        let limit = Rules::new(Ending::Normal, Some(3)).unwrap();
        let cases: Vec<(&str, Rules, &str, Vec<HintStep>)> = vec![
            // A random winning move of three: steps 1 to 4 for that pile.
            (
                "7,6,4",
                Rules::NORMAL,
                "3:3",
                vec![
                    sums(&[1, 2, 3], 2, &[2, 0], 5),
                    HintStep::Column { column: 2, sum: 3 },
                    HintStep::Piles {
                        column: 2,
                        piles: vec![0, 1, 2],
                        raising_wins: false,
                    },
                    HintStep::Chosen {
                        pile: 2,
                        piles: vec![0, 1, 2],
                    },
                    HintStep::Target {
                        pile: 2,
                        size: 4,
                        value: 4,
                        nim_sum: 5,
                        target: 1,
                        take: 3,
                    },
                ],
            ),
            // With a limit of 3, 4, 2 -> 2, 2 wins by raising the first value
            // from 0 to 2: the odd column does not lead to it.
            (
                "4,2",
                limit,
                "1:2",
                vec![
                    sums(&[0, 1], 2, &[1], 2),
                    HintStep::Target {
                        pile: 0,
                        size: 4,
                        value: 0,
                        nim_sum: 2,
                        target: 2,
                        take: 2,
                    },
                ],
            ),
            (
                "1,4,5",
                Rules::NORMAL,
                "3:1",
                vec![
                    sums(&[2, 0, 2], 2, &[], 0),
                    HintStep::JustTakes {
                        mv: mv("3:1"),
                        could_win: false,
                    },
                ],
            ),
            // A careless move from an unsafe position (levels below perfect).
            (
                "3,4,5",
                Rules::NORMAL,
                "2:1",
                vec![
                    sums(&[2, 1, 2], 2, &[1], 2),
                    HintStep::JustTakes {
                        mv: mv("2:1"),
                        could_win: true,
                    },
                ],
            ),
            ("3,4,5", Rules::NORMAL, "1:9", vec![]),
            ("3,4,5", Rules::NORMAL, "1:1+2:1", vec![]),
        ];
        for (position, rules, chosen, expected) in cases {
            assert_eq!(
                computer_steps(&pos(position), &rules, &mv(chosen)),
                limited(expected, &rules),
                "{position} {chosen}"
            );
        }
    }

    #[test]
    fn the_computer_says_why_it_took_that_pile() {
        // 7,6,4: three piles have a 1 in the odd column, and each wins.
        let steps = computer_steps(&pos("7,6,4"), &Rules::NORMAL, &mv("2:3"));
        let chosen = HintStep::Chosen {
            pile: 1,
            piles: vec![0, 1, 2],
        };
        assert_eq!(steps.get(3), Some(&chosen));
        assert_eq!(chosen.highlight(), Highlight::Piles(vec![1]));
        assert_eq!(chosen.proposed(), None);
        // One pile only: nothing to choose.
        let steps = computer_steps(&pos("3,4,5"), &Rules::NORMAL, &mv("1:2"));
        assert!(!steps.iter().any(|s| matches!(s, HintStep::Chosen { .. })));
        // The graded hint names no chooser.
        let steps = hint_steps(&pos("7,6,4"), &Rules::NORMAL);
        assert!(!steps.iter().any(|s| matches!(s, HintStep::Chosen { .. })));
    }

    /// Every rule family the app plays, on every position of up to 3 piles of up
    /// to 7 sticks.
    #[test]
    fn every_hint_is_right_on_small_positions() {
        let mut families = vec![Rules::NORMAL, Rules::MISERE];
        for ending in [Ending::Normal, Ending::Misere] {
            for limit in 1..=3 {
                families.push(Rules::new(ending, Some(limit)).unwrap());
            }
            families.push(Rules::moore(2, ending).unwrap());
        }
        let mut positions: Vec<Vec<u32>> = (0..=7).map(|a| vec![a]).collect();
        for a in 0..=7 {
            for b in 0..=7 {
                positions.push(vec![a, b]);
                positions.extend((0..=7).map(|c| vec![a, b, c]));
            }
        }
        for rules in families {
            for piles in &positions {
                let position = Position::new(piles.clone()).unwrap();
                let steps = hint_steps(&position, &rules);
                let context = format!("{position} {rules:?}");
                assert_eq!(steps.is_empty(), position.is_empty(), "{context}");
                let Some(first) = steps.first() else {
                    continue;
                };
                let safe = outcome(&position, &rules) == Outcome::Safe;
                assert_eq!(first.safe(), Some(safe), "{context}");
                assert!(steps[1..].iter().all(|s| s.safe().is_none()), "{context}");
                let wins = |mv: &MultiMove| {
                    let after = rules.play_multi(&position, mv).unwrap();
                    outcome(&after, &rules) == Outcome::Safe
                };
                let proposed: Vec<MultiMove> = steps.iter().filter_map(|s| s.proposed()).collect();
                let everything = winning_multi_moves(&position, &rules, usize::MAX);
                if safe {
                    assert_eq!(steps.len(), 2, "{context}");
                    assert!(proposed.is_empty(), "{context}");
                } else {
                    assert_eq!(proposed.len(), 1, "{context}");
                    assert!(wins(&proposed[0]), "{context}");
                    let expected = HintStep::AllMoves {
                        first: everything.first.iter().take(SHOWN_MOVES).cloned().collect(),
                        count: everything.count,
                    };
                    assert_eq!(steps.last(), Some(&expected), "{context}");
                }
                // The computer's account of each winning move ends with that move.
                for chosen in &everything.first {
                    let told = computer_steps(&position, &rules, chosen);
                    assert_eq!(told[0], steps[0], "{context}");
                    assert_eq!(
                        told.last().and_then(HintStep::proposed).as_ref(),
                        Some(chosen),
                        "{context} {chosen}"
                    );
                }
                if safe {
                    let chosen = rules.legal_moves(&position).next().unwrap().into();
                    let told = computer_steps(&position, &rules, &chosen);
                    assert_eq!(
                        told.last(),
                        Some(&HintStep::JustTakes {
                            mv: chosen,
                            could_win: false
                        })
                    );
                }
            }
        }
    }

    #[test]
    fn turning_points() {
        let moves = |texts: &[&str]| -> Vec<MultiMove> { texts.iter().map(|t| mv(t)).collect() };
        let cases: Vec<(&str, Rules, Vec<MultiMove>, Option<TurningPoint>)> = vec![
            // The first player wins 3,4,5 by perfect play.
            (
                "3,4,5",
                Rules::NORMAL,
                moves(&["1:2", "3:5", "2:3", "1:1", "2:1"]),
                Some(TurningPoint::FromStart),
            ),
            // The first player throws it away at once; the second never lets go.
            (
                "3,4,5",
                Rules::NORMAL,
                moves(&["3:5", "2:1", "1:3", "2:3"]),
                Some(TurningPoint::At {
                    index: 0,
                    better: mv("1:2"),
                }),
            ),
            // Misère 1,1: whoever takes the last stick loses.
            (
                "1,1",
                Rules::MISERE,
                moves(&["1:1", "2:1"]),
                Some(TurningPoint::FromStart),
            ),
            (
                "2,1",
                Rules::MISERE,
                moves(&["2:1", "1:1", "1:1"]),
                Some(TurningPoint::At {
                    index: 0,
                    better: mv("1:2"),
                }),
            ),
            // Not finished, or not legal.
            ("3,4,5", Rules::NORMAL, moves(&["1:2"]), None),
            ("3,4,5", Rules::NORMAL, moves(&["1:4"]), None),
            ("1", Rules::NORMAL, moves(&["1:1", "1:1"]), None),
            ("0", Rules::NORMAL, moves(&[]), None),
        ];
        for (start, rules, moves, expected) in cases {
            assert_eq!(
                turning_point(&pos(start), &rules, &moves),
                expected,
                "{start} {moves:?}"
            );
        }
    }
}
