//! The engine's formulas checked against an exhaustive game-tree search.
//!
//! The search below knows only the rules of the game (who may take what, and who
//! wins when the last stick goes); it never uses nim-sums or Grundy values.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};

use bouton::engine::{outcome, winning_moves, Ending, Move, Outcome, Position, Rules, RulesError};

/// Memoised search: does the player to move win?
struct Search {
    ending: Ending,
    max_take: Option<u32>,
    memo: HashMap<Vec<u32>, bool>,
}

impl Search {
    fn new(ending: Ending, max_take: Option<u32>) -> Search {
        Search {
            ending,
            max_take,
            memo: HashMap::new(),
        }
    }

    fn mover_wins(&mut self, piles: &[u32]) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let result = if key.iter().all(|&p| p == 0) {
            // The previous player took the last stick.
            self.ending == Ending::Misere
        } else {
            let mut wins = false;
            'search: for i in 0..key.len() {
                let most = self.max_take.map_or(key[i], |k| k.min(key[i]));
                for take in 1..=most {
                    let mut next = key.clone();
                    next[i] -= take;
                    if !self.mover_wins(&next) {
                        wins = true;
                        break 'search;
                    }
                }
            }
            wins
        };
        self.memo.insert(key, result);
        result
    }

    /// All moves that leave the opponent lost, found by trying every legal move.
    fn winning_moves(&mut self, piles: &[u32]) -> BTreeSet<Move> {
        let mut found = BTreeSet::new();
        for i in 0..piles.len() {
            let most = self.max_take.map_or(piles[i], |k| k.min(piles[i]));
            for take in 1..=most {
                let mut next = piles.to_vec();
                next[i] -= take;
                if !self.mover_wins(&next) {
                    found.insert(Move { pile: i, take });
                }
            }
        }
        found
    }
}

/// Every ordered position of 1 to 4 piles of 0 to 7 sticks, and one pile of 0 to 40.
fn positions() -> Vec<Vec<u32>> {
    let mut all: Vec<Vec<u32>> = (0..=40).map(|n| vec![n]).collect();
    for len in 2..=4u32 {
        for code in 0..8u32.pow(len) {
            all.push((0..len).map(|d| code / 8u32.pow(d) % 8).collect());
        }
    }
    all
}

fn limits() -> Vec<Option<u32>> {
    let mut limits = vec![None];
    limits.extend((1..=5).map(Some));
    limits
}

#[test]
fn formulas_agree_with_search_for_every_offered_rule() {
    let mut checked = 0;
    for ending in [Ending::Normal, Ending::Misere] {
        for max_take in limits() {
            let rules = match Rules::new(ending, max_take) {
                Ok(rules) => rules,
                Err(RulesError::MisereWithLimit) => continue,
                Err(e) => panic!("{e}"),
            };
            let mut search = Search::new(ending, max_take);
            for piles in positions() {
                let position = Position::new(piles.clone()).unwrap();
                let expected = if search.mover_wins(&piles) {
                    Outcome::Unsafe
                } else {
                    Outcome::Safe
                };
                assert_eq!(outcome(&position, &rules), expected, "{position} {rules:?}");
                let formula: BTreeSet<Move> =
                    winning_moves(&position, &rules).into_iter().collect();
                assert_eq!(
                    formula,
                    search.winning_moves(&piles),
                    "{position} {rules:?}"
                );
                checked += 1;
            }
        }
    }
    // 7 offered rule sets (normal with no limit or K = 1..=5, misère with no limit).
    assert_eq!(checked, 7 * positions().len());
}

/// The naive extension of Bouton's misère rule to Grundy values is wrong with a
/// take limit, which is why the engine refuses that combination.
#[test]
fn misere_with_a_limit_has_no_simple_rule() {
    let mut search = Search::new(Ending::Misere, Some(2));
    // One pile of 3, take at most 2: take 2 and the opponent must take the last.
    assert!(search.mover_wins(&[3]));
    // Its Grundy value is 0, so the naive rule would call it safe.
    assert_eq!(3 % 3, 0);
    assert_eq!(
        Rules::new(Ending::Misere, Some(2)),
        Err(RulesError::MisereWithLimit)
    );
}

#[test]
fn seed_counts_of_safe_three_pile_positions() {
    // Seed 000: 7 safe positions of three piles up to 7 and 35 up to 15, not counting
    // the (0, n, n) family and (0, 0, 0).
    let count = |max: u32| {
        let mut search = Search::new(Ending::Normal, None);
        let mut n = 0;
        for a in 1..=max {
            for b in a..=max {
                for c in b..=max {
                    if !search.mover_wins(&[a, b, c]) {
                        n += 1;
                    }
                }
            }
        }
        n
    };
    assert_eq!(count(7), 7);
    assert_eq!(count(15), 35);
    // The explorer's list is exactly what the search finds.
    let mut search = Search::new(Ending::Normal, None);
    let mut found = Vec::new();
    for a in 1..=31 {
        for b in a..=31 {
            for c in b..=31 {
                if !search.mover_wins(&[a, b, c]) {
                    found.push([a, b, c]);
                }
            }
        }
    }
    assert_eq!(bouton::engine::safe_triples(31), found);
}
