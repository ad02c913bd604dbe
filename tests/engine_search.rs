//! The engine's formulas checked against an exhaustive game-tree search.
//!
//! The search below knows only the rules of the game (who may take what, and who
//! wins when the last stick goes); it never uses nim-sums or Grundy values.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};

use bouton::engine::{outcome, winning_moves, Ending, Move, Outcome, Position, Rules};

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
fn formulas_agree_with_search_for_every_rule() {
    let mut checked = 0;
    for ending in [Ending::Normal, Ending::Misere] {
        for max_take in limits() {
            let rules = Rules::new(ending, max_take).unwrap();
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
    // Normal and misère, each with no limit and K = 1..=5: 12 rule sets.
    assert_eq!(checked, 12 * positions().len());
}

/// The rule for misère play with a take limit K, in its own words: with
/// g = n mod (K+1) for each pile, if every g is 0 or 1 the player to move wins
/// exactly when the number of piles with g = 1 is even; otherwise exactly when the
/// nim-sum of the g's is not 0.
#[test]
fn misere_with_a_limit_follows_the_stated_rule() {
    for k in 1..=5 {
        let mut search = Search::new(Ending::Misere, Some(k));
        for piles in positions() {
            let g: Vec<u32> = piles.iter().map(|&n| n % (k + 1)).collect();
            let mover_wins = if g.iter().all(|&g| g <= 1) {
                g.iter().filter(|&&g| g == 1).count() % 2 == 0
            } else {
                g.iter().fold(0, |sum, &g| sum ^ g) != 0
            };
            assert_eq!(mover_wins, search.mover_wins(&piles), "{piles:?} K={k}");
        }
    }
    // One pile of 3, take at most 2: g = 0, so the mover wins: take 2, leave 1.
    let rules = Rules::new(Ending::Misere, Some(2)).unwrap();
    let three = Position::new(vec![3]).unwrap();
    assert_eq!(outcome(&three, &rules), Outcome::Unsafe);
    assert_eq!(
        winning_moves(&three, &rules),
        vec![Move { pile: 0, take: 2 }]
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
