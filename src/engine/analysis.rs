//! Bouton's theory: nim-sums, safe positions and the moves that reach them.

use super::moore::{self, MoveCount};
use super::multi_move::MultiMove;
use super::position::{Move, Position};
use super::rules::{Ending, Rules};

/// What a position is worth to the player who must move now, with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Safe for whoever left it: the player to move loses.
    Safe,
    /// The player to move can win.
    Unsafe,
}

/// The nim-sum: binary addition without carries (each column summed mod 2).
///
/// # Examples
///
/// ```
/// use bouton::engine::nim_sum;
/// assert_eq!(nim_sum([3, 4, 5]), 2);
/// assert_eq!(nim_sum([11, 22, 33]), 60);
/// assert_eq!(nim_sum([1, 3, 5, 7]), 0);
/// ```
pub fn nim_sum(values: impl IntoIterator<Item = u32>) -> u32 {
    values.into_iter().fold(0, |sum, v| sum ^ v)
}

/// The Grundy value of one pile: its size, or with a take limit K the size mod (K+1),
/// because a limited pile behaves like a Nim pile of that many sticks.
pub fn grundy(rules: &Rules, size: u32) -> u32 {
    match rules.max_take() {
        Some(limit) => size % (limit + 1),
        None => size,
    }
}

/// The nim-sum of a position under `rules`: of the pile sizes, or with a take
/// limit of their Grundy values.
pub fn grundy_sum(position: &Position, rules: &Rules) -> u32 {
    nim_sum(position.piles().iter().map(|&p| grundy(rules, p)))
}

/// The nim-sum of `position` (of its Grundy values, [`grundy_sum`]) where it
/// alone says if the position is safe, 0 exactly when safe; `None` in Moore's
/// Nim, whose column sums are taken mod k+1, and in misère play once every value
/// is 0 or 1, where the count of ones decides. Views show the nim-sum beside a
/// verdict only where it is the reason for it.
///
/// # Examples
///
/// ```
/// use bouton::engine::{deciding_nim_sum, grundy_sum, Ending, Rules};
/// let one_one_one = "1,1,1".parse().unwrap();
/// assert_eq!(deciding_nim_sum(&one_one_one, &Rules::NORMAL), Some(1));
/// // Misère: nim-sum 1, yet safe (an odd number of ones).
/// assert_eq!(grundy_sum(&one_one_one, &Rules::MISERE), 1);
/// assert_eq!(deciding_nim_sum(&one_one_one, &Rules::MISERE), None);
/// assert_eq!(deciding_nim_sum(&"1,1,2".parse().unwrap(), &Rules::MISERE), Some(2));
/// // Moore's Nim: the column sums mod k+1 decide.
/// let moore = Rules::moore(2, Ending::Normal).unwrap();
/// assert_eq!(deciding_nim_sum(&"3,4,5".parse().unwrap(), &moore), None);
/// ```
pub fn deciding_nim_sum(position: &Position, rules: &Rules) -> Option<u32> {
    let decides = !rules.is_moore()
        && (rules.ending() == Ending::Normal
            || position.piles().iter().any(|&p| grundy(rules, p) > 1));
    decides.then(|| grundy_sum(position, rules))
}

/// Who wins from `position` with perfect play, for the player about to move.
///
/// Normal play: safe exactly when the nim-sum (of the Grundy values) is 0.
/// Misère play follows Bouton: while some pile's value (its size, or with a take
/// limit K its size mod (K+1)) is 2 or more it is the same rule; once every value
/// is 0 or 1, the position is safe exactly when an odd number of values are 1.
/// Moore's Nim with k: safe exactly when every binary column sum is a multiple of
/// k+1; in misère play, once every pile holds 0 or 1 stick, safe exactly when the
/// number of ones is 1 more than a multiple of k+1.
///
/// # Examples
///
/// ```
/// use bouton::engine::{outcome, Ending, Outcome, Rules};
/// assert_eq!(outcome(&"1,4,5".parse().unwrap(), &Rules::NORMAL), Outcome::Safe);
/// assert_eq!(outcome(&"3,4,5".parse().unwrap(), &Rules::NORMAL), Outcome::Unsafe);
/// assert_eq!(outcome(&"1,1,1".parse().unwrap(), &Rules::MISERE), Outcome::Safe);
/// // One pile of 3, take 1 or 2, misère: take 2 and leave the last stick.
/// let misere_two = Rules::new(Ending::Misere, Some(2)).unwrap();
/// assert_eq!(outcome(&"3".parse().unwrap(), &misere_two), Outcome::Unsafe);
/// // Moore's Nim with k = 2: the column sums of 3, 3, 3 are 3 and 3.
/// let moore = Rules::moore(2, Ending::Normal).unwrap();
/// assert_eq!(outcome(&"3,3,3".parse().unwrap(), &moore), Outcome::Safe);
/// ```
pub fn outcome(position: &Position, rules: &Rules) -> Outcome {
    let safe = if rules.is_moore() {
        moore::is_safe(position.piles(), rules.piles_per_move(), rules.ending())
    } else {
        let values = position.piles().iter().map(|&p| grundy(rules, p));
        match rules.ending() {
            Ending::Misere if values.clone().all(|g| g <= 1) => {
                values.filter(|&g| g == 1).count() % 2 == 1
            }
            _ => nim_sum(values) == 0,
        }
    };
    if safe {
        Outcome::Safe
    } else {
        Outcome::Unsafe
    }
}

/// Every move from one pile that leaves a safe position, in pile order. Empty
/// from a safe position. In Moore's Nim (k of 2 or more) winning moves may take
/// from several piles: [`winning_multi_moves`] lists them all.
///
/// Only a few sizes per pile can make the position safe (the one whose value
/// cancels the nim-sum, or in Moore's Nim the column sums, and for misère play
/// those of value 0 or 1), so those are the candidates; each is checked with
/// [`outcome`].
///
/// # Examples
///
/// ```
/// use bouton::engine::{winning_moves, Move, Rules};
/// // Seed 001 lists (2,6,4), (7,1,4) and (7,6,1); (7,1,4) has nim-sum 2, the
/// // safe one is (7,3,4): take 3, not 5, from the second pile.
/// let moves = winning_moves(&"7,6,4".parse().unwrap(), &Rules::NORMAL);
/// assert_eq!(moves, vec![
///     Move { pile: 0, take: 5 },
///     Move { pile: 1, take: 3 },
///     Move { pile: 2, take: 3 },
/// ]);
/// ```
pub fn winning_moves(position: &Position, rules: &Rules) -> Vec<Move> {
    let sum = grundy_sum(position, rules);
    let mut moves = Vec::new();
    for (pile, &size) in position.piles().iter().enumerate() {
        let mut takes: Vec<u32> = Vec::with_capacity(3);
        match rules.max_take() {
            None => {
                let cancelling = if rules.is_moore() {
                    moore::single_target(position.piles(), rules.piles_per_move(), pile)
                } else {
                    Some(size ^ sum)
                };
                for target in [cancelling, Some(0), Some(1)].into_iter().flatten() {
                    if target < size {
                        takes.push(size - target);
                    }
                }
            }
            Some(limit) => {
                // Within reach of one move every residue mod (K+1) but the pile's own
                // appears exactly once: the take that reaches value `target`.
                let modulus = limit + 1;
                let own = size % modulus;
                for target in [own ^ sum, 0, 1] {
                    if target < modulus && target != own {
                        let take = (own + modulus - target) % modulus;
                        if take <= size {
                            takes.push(take);
                        }
                    }
                }
            }
        }
        // At most three candidates: an insertion sort orders them without the
        // general-purpose sort, which is kilobytes of WebAssembly.
        for i in 1..takes.len() {
            let mut j = i;
            while j > 0 && takes[j - 1] > takes[j] {
                takes.swap(j - 1, j);
                j -= 1;
            }
        }
        takes.dedup();
        for take in takes {
            let mv = Move { pile, take };
            if rules.check(position, mv).is_ok()
                && outcome(&position.after(mv), rules) == Outcome::Safe
            {
                moves.push(mv);
            }
        }
    }
    moves
}

/// The winning moves of a position under any rules: the first few and how many.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMoves {
    /// The first moves, one-pile moves first (in pile order), then two-pile moves,
    /// and so on.
    pub first: Vec<MultiMove>,
    /// How many winning moves there are in all.
    pub count: MoveCount,
}

/// Every winning move from `position`, of one part or (in Moore's Nim) several:
/// the first `show` of them and how many there are. From a safe position there
/// are none.
///
/// In Moore's Nim they can be very many; they are counted exactly whenever that
/// takes a moment (every position of up to 32 piles with k up to 3), and
/// otherwise [`MoveCount::AtLeast`] says how many were counted.
///
/// # Examples
///
/// ```
/// use bouton::engine::{winning_multi_moves, Ending, MoveCount, Rules};
/// let moore = Rules::moore(2, Ending::Normal).unwrap();
/// // 1, 2, 4 -> 1, 1, 1: column sums 3, 0, 0.
/// let found = winning_multi_moves(&"1,2,4".parse().unwrap(), &moore, 5);
/// assert_eq!(found.count, MoveCount::Exactly(1));
/// assert_eq!(found.first[0].to_string(), "2:1+3:3");
/// // 1, 1, 1, 1: leave three ones, four ways; show two of them.
/// let found = winning_multi_moves(&"1,1,1,1".parse().unwrap(), &moore, 2);
/// assert_eq!(found.count, MoveCount::Exactly(4));
/// assert_eq!(found.first.len(), 2);
/// ```
pub fn winning_multi_moves(position: &Position, rules: &Rules, show: usize) -> WinningMoves {
    if rules.is_moore() {
        let (first, count) = moore::winning(
            position.piles(),
            rules.piles_per_move(),
            rules.ending(),
            show,
        );
        return WinningMoves { first, count };
    }
    let all = winning_moves(position, rules);
    WinningMoves {
        count: MoveCount::Exactly(all.len() as u64),
        first: all.into_iter().take(show).map(MultiMove::from).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn seed_examples() {
        // (3,4,5): nim-sum 2, the one winning move takes 2 from the first pile.
        assert_eq!(nim_sum([3, 4, 5]), 2);
        assert_eq!(
            winning_moves(&pos("3,4,5"), &Rules::NORMAL),
            vec![Move { pile: 0, take: 2 }]
        );
        // (3,4,8) -> (3,4,7).
        assert_eq!(
            winning_moves(&pos("3,4,8"), &Rules::NORMAL),
            vec![Move { pile: 2, take: 1 }]
        );
        // (7,6,4): three winning moves, to (2,6,4), (7,3,4) and (7,6,1).
        assert_eq!(
            winning_moves(&pos("7,6,4"), &Rules::NORMAL),
            vec![
                Move { pile: 0, take: 5 },
                Move { pile: 1, take: 3 },
                Move { pile: 2, take: 3 }
            ]
        );
        // (6,3,7): three winning moves, each taking 2.
        assert_eq!(
            winning_moves(&pos("6,3,7"), &Rules::NORMAL),
            vec![
                Move { pile: 0, take: 2 },
                Move { pile: 1, take: 2 },
                Move { pile: 2, take: 2 }
            ]
        );
        assert_eq!(nim_sum([1, 3, 5, 7]), 0);
        assert_eq!(outcome(&pos("1,3,5,7"), &Rules::NORMAL), Outcome::Safe);
        assert_eq!(nim_sum([5, 3]), 6);
        assert_eq!(nim_sum([9, 25, 49]), 33);
    }

    #[test]
    fn one_pile_take_one_to_three() {
        let rules = Rules::limited(3).unwrap();
        for n in 0..=40u32 {
            let expected = if n % 4 == 0 {
                Outcome::Safe
            } else {
                Outcome::Unsafe
            };
            assert_eq!(outcome(&Position::new(vec![n]).unwrap(), &rules), expected);
        }
        assert_eq!(
            winning_moves(&pos("21"), &rules),
            vec![Move { pile: 0, take: 1 }]
        );
    }

    #[test]
    fn misere_endgame() {
        // Seed 000: from (1,2,1) leave (1,1,1); from (1,2,2) leave (2,2).
        assert_eq!(
            winning_moves(&pos("1,2,1"), &Rules::MISERE),
            vec![Move { pile: 1, take: 1 }]
        );
        assert!(winning_moves(&pos("1,2,2"), &Rules::MISERE).contains(&Move { pile: 0, take: 1 }));
        assert_eq!(outcome(&pos("0,0,0"), &Rules::MISERE), Outcome::Unsafe);
        assert_eq!(outcome(&pos("1,0,0"), &Rules::MISERE), Outcome::Safe);
    }

    #[test]
    fn huge_piles_are_quick() {
        let position =
            Position::new(vec![1_000_000; 31].into_iter().chain([999_999]).collect()).unwrap();
        assert_eq!(winning_moves(&position, &Rules::NORMAL).len(), 31);
    }
}
