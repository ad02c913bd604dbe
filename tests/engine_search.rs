//! The engine's formulas checked against exhaustive searches of each game's own
//! moves.
//!
//! The searches below know only the rules of the games (who may take or move what,
//! and who wins at the end); they never use nim-sums, Grundy values or column sums.
//! Every case count is a named constant; the whole file runs in a few seconds in
//! release mode (`cargo test --release --test engine_search`).
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};

use bouton::engine::{
    deciding_nim_sum, exercise_set, grundy_sum, hint_steps, outcome, safe_triples, winning_moves,
    winning_multi_moves, Counters, Difficulty, Ending, ExerciseKind, HintStep, Move, MoveCount,
    MultiMove, Northcott, Outcome, Position, Rules, Side, Slide, StairMove, Staircase, EXERCISES,
};
use bouton::game::{right_reply, Reply};

/// Piles per position in the searches of Nim and its variants.
const MOST_PILES: u32 = 4;
/// Sticks per pile in those searches.
const MOST_STICKS: u32 = 7;
/// One-pile positions are searched further, from 0 to this many sticks.
const ONE_PILE_UP_TO: u32 = 40;
/// Take limits K searched, with and without misère play.
const LIMITS: [u32; 5] = [1, 2, 3, 4, 5];
/// Moore's k searched, in normal and misère play.
const MOORE_KS: [u32; 2] = [2, 3];

/// Memoised search of Nim, with a take limit or Moore's moves from several piles:
/// does the player to move win?
struct Search {
    ending: Ending,
    max_take: Option<u32>,
    /// The most piles one move may take from.
    piles_per_move: usize,
    memo: HashMap<Vec<u32>, bool>,
}

impl Search {
    fn new(ending: Ending, max_take: Option<u32>, piles_per_move: u32) -> Search {
        Search {
            ending,
            max_take,
            piles_per_move: piles_per_move as usize,
            memo: HashMap::new(),
        }
    }

    /// Every legal move: a set of at most `piles_per_move` non-empty piles and a
    /// take of 1 up to the pile (or the limit) from each.
    fn moves(&self, piles: &[u32]) -> Vec<MultiMove> {
        let mut all = Vec::new();
        for set in 1u32..1 << piles.len() {
            let chosen: Vec<usize> = (0..piles.len()).filter(|i| set >> i & 1 == 1).collect();
            if chosen.len() > self.piles_per_move || chosen.iter().any(|&i| piles[i] == 0) {
                continue;
            }
            let most: Vec<u32> = chosen
                .iter()
                .map(|&i| self.max_take.map_or(piles[i], |k| k.min(piles[i])))
                .collect();
            let mut takes = vec![1u32; chosen.len()];
            loop {
                let parts = chosen
                    .iter()
                    .zip(&takes)
                    .map(|(&pile, &take)| Move { pile, take })
                    .collect();
                all.push(MultiMove::new(parts).unwrap());
                // The next combination of takes, like an odometer.
                let Some(digit) = (0..takes.len()).find(|&d| takes[d] < most[d]) else {
                    break;
                };
                takes[digit] += 1;
                takes[..digit].fill(1);
            }
        }
        all
    }

    fn after(piles: &[u32], mv: &MultiMove) -> Vec<u32> {
        let mut next = piles.to_vec();
        for part in mv.parts() {
            next[part.pile] -= part.take;
        }
        next
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
            let moves = self.moves(&key);
            moves
                .iter()
                .any(|mv| !self.mover_wins(&Search::after(&key, mv)))
        };
        self.memo.insert(key, result);
        result
    }

    /// All moves that leave the opponent lost, found by trying every legal move.
    fn winning_moves(&mut self, piles: &[u32]) -> BTreeSet<MultiMove> {
        self.moves(piles)
            .into_iter()
            .filter(|mv| !self.mover_wins(&Search::after(piles, mv)))
            .collect()
    }
}

/// Every ordered position of 1 to [`MOST_PILES`] piles of 0 to [`MOST_STICKS`]
/// sticks, and one pile of 0 to [`ONE_PILE_UP_TO`].
fn positions() -> Vec<Vec<u32>> {
    let base = MOST_STICKS + 1;
    let mut all: Vec<Vec<u32>> = (0..=ONE_PILE_UP_TO).map(|n| vec![n]).collect();
    for len in 2..=MOST_PILES {
        for code in 0..base.pow(len) {
            all.push((0..len).map(|d| code / base.pow(d) % base).collect());
        }
    }
    all
}

/// Checks outcome and every winning move of `rules` against the search; returns
/// how many positions were checked.
fn check_against_search(rules: Rules, positions: &[Vec<u32>]) -> usize {
    let mut search = Search::new(rules.ending(), rules.max_take(), rules.piles_per_move());
    for piles in positions {
        let position = Position::new(piles.clone()).unwrap();
        let expected = if search.mover_wins(piles) {
            Outcome::Unsafe
        } else {
            Outcome::Safe
        };
        assert_eq!(outcome(&position, &rules), expected, "{position} {rules:?}");
        let wanted = search.winning_moves(piles);
        let found = winning_multi_moves(&position, &rules, usize::MAX);
        assert_eq!(
            found.count,
            MoveCount::Exactly(wanted.len() as u64),
            "{position} {rules:?}"
        );
        let listed: BTreeSet<MultiMove> = found.first.iter().cloned().collect();
        assert_eq!(listed.len(), found.first.len(), "listed twice: {position}");
        assert_eq!(listed, wanted, "{position} {rules:?}");
        // The moves from one pile, which `winning_moves` lists in every variant.
        let single: BTreeSet<MultiMove> = winning_moves(&position, &rules)
            .into_iter()
            .map(MultiMove::from)
            .collect();
        let wanted_single: BTreeSet<MultiMove> = wanted
            .into_iter()
            .filter(|mv| mv.single().is_some())
            .collect();
        assert_eq!(single, wanted_single, "{position} {rules:?}");
    }
    positions.len()
}

#[test]
fn formulas_agree_with_search_for_every_take_limit() {
    let mut checked = 0;
    for ending in [Ending::Normal, Ending::Misere] {
        let mut limits = vec![None];
        limits.extend(LIMITS.map(Some));
        for max_take in limits {
            let rules = Rules::new(ending, max_take).unwrap();
            checked += check_against_search(rules, &positions());
        }
    }
    // Normal and misère, each with no limit and K = 1..=5.
    assert_eq!(checked, 2 * (1 + LIMITS.len()) * positions().len());
}

/// The hint's step naming the piles with a 1 in the leftmost odd column says
/// lowering one of them wins: each has a winning move, and only they do unless
/// the step says a move raising another pile's value wins too (a take limit
/// lets a value rise: 6 sticks under K = 3 count as 2, and 3 left count as 3).
#[test]
fn the_hints_piles_are_where_the_winning_moves_are() {
    let (mut named, mut raising) = (0, 0);
    for ending in [Ending::Normal, Ending::Misere] {
        let mut limits = vec![None];
        limits.extend(LIMITS.map(Some));
        for max_take in limits {
            let rules = Rules::new(ending, max_take).unwrap();
            let mut search = Search::new(ending, max_take, 1);
            for piles in positions() {
                let position = Position::new(piles.clone()).unwrap();
                for step in hint_steps(&position, &rules) {
                    let HintStep::Piles {
                        piles: named_piles,
                        raising_wins,
                        ..
                    } = step
                    else {
                        continue;
                    };
                    let winning: BTreeSet<usize> = search
                        .winning_moves(&piles)
                        .iter()
                        .filter_map(|mv| mv.single().map(|m| m.pile))
                        .collect();
                    for pile in &named_piles {
                        assert!(winning.contains(pile), "{position} {rules:?}: pile {pile}");
                    }
                    let elsewhere = winning.iter().any(|p| !named_piles.contains(p));
                    assert_eq!(raising_wins, elsewhere, "{position} {rules:?}");
                    assert!(max_take.is_some() || !raising_wins, "{position}");
                    named += 1;
                    raising += usize::from(raising_wins);
                }
            }
        }
    }
    assert!(
        named > 0 && raising > 0,
        "{named} steps, {raising} with a value raised"
    );
}

/// The rule for misère play with a take limit K, as the issue states it: with
/// g = n mod (K+1) for each pile, if every g is 0 or 1 the player to move wins
/// exactly when the number of piles with g = 1 is even; otherwise exactly when the
/// nim-sum of the g's is not 0. Checked here in its own words, against the search.
#[test]
fn misere_with_a_limit_follows_the_stated_rule() {
    for k in LIMITS {
        let mut search = Search::new(Ending::Misere, Some(k), 1);
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
    // The example: one pile of 3, take at most 2: take 2, leave 1.
    let rules = Rules::new(Ending::Misere, Some(2)).unwrap();
    let three = Position::new(vec![3]).unwrap();
    assert_eq!(outcome(&three, &rules), Outcome::Unsafe);
    assert_eq!(
        winning_moves(&three, &rules),
        vec![Move { pile: 0, take: 2 }]
    );
}

/// Seeds of the practice sets whose shown answers are searched.
const PRACTICE_SEEDS: u64 = 8;

/// The answer the practice page shows when asked, for every exercise of the
/// easy and medium sets of a few seeds: a safe position is one the player to
/// move loses, the move shown leaves the opponent lost, and the tableau's
/// rows are the piles and its sums the ones counted in each column.
#[test]
fn practice_answers_shown_agree_with_search() {
    let mut search = Search::new(Ending::Normal, None, 1);
    let mut checked = 0;
    for seed in 1..=PRACTICE_SEEDS {
        for kind in ExerciseKind::ALL {
            for level in [Difficulty::Easy, Difficulty::Medium] {
                for position in exercise_set(seed, kind, level) {
                    let piles = position.piles();
                    match right_reply(&position, kind) {
                        Some(Reply::Safe(safe)) => {
                            assert_eq!(safe, !search.mover_wins(piles), "{position}")
                        }
                        Some(Reply::Move(mv)) => {
                            let mut left = piles.to_vec();
                            left[mv.pile] = left[mv.pile].checked_sub(mv.take).unwrap();
                            assert!(
                                mv.take > 0 && !search.mover_wins(&left),
                                "{position}: {mv:?}"
                            );
                        }
                        Some(Reply::Tableau { rows, sums }) => {
                            let wanted: Vec<Option<u32>> = piles.iter().map(|&n| Some(n)).collect();
                            assert_eq!(rows, wanted, "{position}");
                            let widest = piles.iter().max().map_or(0, |&n| 32 - n.leading_zeros());
                            let ones: Vec<Option<u32>> = (0..widest.max(1))
                                .map(|k| {
                                    Some(piles.iter().filter(|&&n| n >> k & 1 == 1).count() as u32)
                                })
                                .collect();
                            assert_eq!(sums, ones, "{position}");
                        }
                        None => panic!("{position}: no answer to show for {kind}"),
                    }
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, PRACTICE_SEEDS as usize * 3 * 2 * EXERCISES);
}

/// Where the app shows a nim-sum beside a verdict, the search agrees that the
/// position is safe exactly when it is 0; where it does not, the nim-sum alone
/// would get some position wrong.
#[test]
fn the_nim_sum_decides_exactly_where_it_is_shown() {
    let mut variants: Vec<(Ending, Option<u32>, u32)> = Vec::new();
    for ending in [Ending::Normal, Ending::Misere] {
        variants.push((ending, None, 1));
        variants.extend(LIMITS.map(|k| (ending, Some(k), 1)));
        variants.extend(MOORE_KS.map(|k| (ending, None, k)));
    }
    for (ending, limit, k) in variants {
        let rules = if k > 1 {
            Rules::moore(k, ending).unwrap()
        } else {
            Rules::new(ending, limit).unwrap()
        };
        let mut search = Search::new(ending, limit, k);
        let mut nim_sum_wrong_elsewhere = false;
        for piles in positions() {
            let position = Position::new(piles.clone()).unwrap();
            let by_nim_sum = grundy_sum(&position, &rules) != 0;
            let wins = search.mover_wins(&piles);
            match deciding_nim_sum(&position, &rules) {
                Some(sum) => {
                    assert_eq!(sum, grundy_sum(&position, &rules));
                    assert_eq!(by_nim_sum, wins, "{piles:?} {ending:?} {limit:?} k={k}");
                }
                None => nim_sum_wrong_elsewhere |= by_nim_sum != wins,
            }
        }
        let excluded = k > 1 || ending == Ending::Misere;
        assert_eq!(
            nim_sum_wrong_elsewhere, excluded,
            "{ending:?} {limit:?} k={k}"
        );
    }
}

#[test]
fn moore_agrees_with_search() {
    // Piles of up to 7 in up to 4 piles; the one-pile positions are Nim's own.
    let positions: Vec<Vec<u32>> = positions().into_iter().filter(|p| p.len() > 1).collect();
    let mut checked = 0;
    for k in MOORE_KS {
        for ending in [Ending::Normal, Ending::Misere] {
            checked += check_against_search(Rules::moore(k, ending).unwrap(), &positions);
        }
    }
    assert_eq!(checked, MOORE_KS.len() * 2 * positions.len());
}

/// Moore's rule in its own words: safe exactly when every column sum is a multiple
/// of k+1; in misère play, when every pile is 0 or 1, the player to move loses
/// exactly when the number of ones is 1 more than a multiple of k+1.
#[test]
fn moore_follows_the_stated_rule() {
    for k in MOORE_KS {
        for ending in [Ending::Normal, Ending::Misere] {
            let mut search = Search::new(ending, None, k);
            for piles in positions() {
                let column_sums_divisible = (0..3).all(|j| {
                    let sum = piles.iter().filter(|&&p| p >> j & 1 == 1).count() as u32;
                    sum.is_multiple_of(k + 1)
                });
                let ones = piles.iter().filter(|&&p| p == 1).count() as u32;
                let mover_loses = if ending == Ending::Misere && piles.iter().all(|&p| p <= 1) {
                    ones % (k + 1) == 1
                } else {
                    column_sums_divisible
                };
                if piles.iter().all(|&p| p <= MOST_STICKS) {
                    assert_eq!(!mover_loses, search.mover_wins(&piles), "{piles:?} k={k}");
                }
            }
        }
    }
}

#[test]
fn seed_counts_of_safe_three_pile_positions() {
    // Seed 000: 7 safe positions of three piles up to 7 and 35 up to 15, not counting
    // the (0, n, n) family and (0, 0, 0).
    let count = |max: u32| {
        let mut search = Search::new(Ending::Normal, None, 1);
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
    let mut search = Search::new(Ending::Normal, None, 1);
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
    assert_eq!(safe_triples(31), found);
}

/// Steps of the staircases searched.
const MOST_STEPS: usize = 5;
/// Coins per step at the start of a searched staircase.
const MOST_COINS: u32 = 4;

/// Memoised search of Staircase Nim by its own moves: does the player to move win?
fn stairs_mover_wins(coins: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&known) = memo.get(coins) {
        return known;
    }
    let mut wins = false;
    'search: for step in 0..coins.len() {
        for carried in 1..=coins[step] {
            let mut next = coins.to_vec();
            next[step] -= carried;
            if step > 0 {
                next[step - 1] += carried;
            }
            if !stairs_mover_wins(&next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    // With no coin left on a step there is no move: `wins` stays false.
    memo.insert(coins.to_vec(), wins);
    wins
}

#[test]
fn staircase_agrees_with_a_search_of_its_own_moves() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    let base = MOST_COINS + 1;
    for steps in 1..=MOST_STEPS {
        for code in 0..base.pow(steps as u32) {
            let coins: Vec<u32> = (0..steps as u32)
                .map(|d| code / base.pow(d) % base)
                .collect();
            let stairs = Staircase::new(coins.clone()).unwrap();
            let expected = if stairs_mover_wins(&coins, &mut memo) {
                Outcome::Unsafe
            } else {
                Outcome::Safe
            };
            assert_eq!(stairs.outcome(), expected, "{stairs}");
            let mut wanted = Vec::new();
            for mv in stairs.legal_moves() {
                let next = stairs.play(mv).unwrap();
                if !stairs_mover_wins(next.coins(), &mut memo) {
                    wanted.push(mv);
                }
            }
            assert_eq!(stairs.winning_moves(), wanted, "{stairs}");
            checked += 1;
        }
    }
    let per_size: usize = (1..=MOST_STEPS)
        .map(|s| (base as usize).pow(s as u32))
        .sum();
    assert_eq!(checked, per_size);
    // Carried from an even step, coins only grow the odd step below.
    let stairs: Staircase = "1,2".parse().unwrap();
    assert!(stairs
        .winning_moves()
        .contains(&StairMove { step: 0, coins: 1 }));
}

/// Rows of the Northcott boards searched.
const MOST_ROWS: usize = 4;
/// Squares per row of the widest board searched.
const MOST_WIDTH: u32 = 6;

/// Every position of a board of `rows` rows of `width` squares, as the two
/// counters' squares of each row, with white or black to move: won, lost, or
/// (never, it turns out) a draw, by retrograde analysis over the game's own slides.
struct Retrograde {
    rows: usize,
    width: u32,
    /// Per state: 0 unknown, 1 won for the player to move, 2 lost.
    value: Vec<u8>,
    /// Per state: moves not yet known to lead to a position won for the opponent.
    open: Vec<u32>,
}

const WON: u8 = 1;
const LOST: u8 = 2;

impl Retrograde {
    /// Squares of a row's pair of counters as one number, white first.
    fn pairs(&self) -> u32 {
        self.width * self.width
    }

    fn states(&self) -> usize {
        2 * (self.pairs() as usize).pow(self.rows as u32)
    }

    /// State number of a board with `side` to move; `None` for a row whose counters
    /// share a square.
    fn index(&self, rows: &[Counters], side: Side) -> usize {
        let mut index = usize::from(side == Side::Black);
        for row in rows {
            index = index * self.pairs() as usize + (row.white * self.width + row.black) as usize;
        }
        index
    }

    fn decode(&self, mut index: usize) -> (Vec<Counters>, Side) {
        let mut rows = vec![Counters { white: 0, black: 0 }; self.rows];
        for row in rows.iter_mut().rev() {
            let pair = (index % self.pairs() as usize) as u32;
            index /= self.pairs() as usize;
            *row = Counters {
                white: pair / self.width,
                black: pair % self.width,
            };
        }
        let side = if index == 1 { Side::Black } else { Side::White };
        (rows, side)
    }

    /// The squares `side`'s counter of `row` can slide to: the same squares it could
    /// have come from, since a slide can always be slid back.
    fn slides(&self, row: Counters, side: Side) -> Vec<u32> {
        let (own, other) = match side {
            Side::White => (row.white, row.black),
            Side::Black => (row.black, row.white),
        };
        let squares = if own < other {
            0..other
        } else {
            other + 1..self.width
        };
        squares.filter(|&s| s != own).collect()
    }

    /// Boards reached by one slide of `side`.
    fn next(&self, rows: &[Counters], side: Side) -> Vec<Vec<Counters>> {
        let mut out = Vec::new();
        for (i, &row) in rows.iter().enumerate() {
            for to in self.slides(row, side) {
                let mut next = rows.to_vec();
                match side {
                    Side::White => next[i].white = to,
                    Side::Black => next[i].black = to,
                }
                out.push(next);
            }
        }
        out
    }

    fn solve(rows: usize, width: u32) -> Retrograde {
        let mut this = Retrograde {
            rows,
            width,
            value: Vec::new(),
            open: Vec::new(),
        };
        let states = this.states();
        this.value = vec![0; states];
        this.open = vec![0; states];
        let mut queue = Vec::new();
        for index in 0..states {
            let (board, side) = this.decode(index);
            if board.iter().any(|r| r.white == r.black) {
                continue;
            }
            let moves = this.next(&board, side).len() as u32;
            this.open[index] = moves;
            if moves == 0 {
                // No slide at all: the player to move has lost.
                this.value[index] = LOST;
                queue.push(index);
            }
        }
        while let Some(index) = queue.pop() {
            let (board, side) = this.decode(index);
            // The positions one slide of the other side before this one.
            for before in this.next(&board, side.other()) {
                let earlier = this.index(&before, side.other());
                if this.value[earlier] != 0 {
                    continue;
                }
                if this.value[index] == LOST {
                    this.value[earlier] = WON;
                    queue.push(earlier);
                } else {
                    this.open[earlier] -= 1;
                    if this.open[earlier] == 0 {
                        this.value[earlier] = LOST;
                        queue.push(earlier);
                    }
                }
            }
        }
        this
    }
}

#[test]
fn northcott_agrees_with_a_retrograde_analysis_of_its_own_moves() {
    let mut checked = 0;
    for rows in 1..=MOST_ROWS {
        for width in 2..=MOST_WIDTH {
            let solved = Retrograde::solve(rows, width);
            for index in 0..solved.states() {
                let (counters, side) = solved.decode(index);
                if counters.iter().any(|r| r.white == r.black) {
                    continue;
                }
                let board = Northcott::new(width, counters.clone()).unwrap();
                let value = solved.value[index];
                assert_ne!(value, 0, "{board} is a draw for {side:?}");
                let gaps_nim_sum = counters.iter().fold(0, |sum, r| sum ^ r.gap());
                assert_eq!(value == LOST, gaps_nim_sum == 0, "{board} {side:?}");
                let expected = if value == LOST {
                    Outcome::Safe
                } else {
                    Outcome::Unsafe
                };
                assert_eq!(board.outcome(), expected, "{board}");
                let mut wanted: Vec<Slide> = Vec::new();
                for mv in board.legal_moves(side) {
                    let next = board.play(side, mv).unwrap();
                    if solved.value[solved.index(next.rows(), side.other())] == LOST {
                        wanted.push(mv);
                    }
                }
                assert_eq!(board.winning_moves(side), wanted, "{board} {side:?}");
                checked += 1;
            }
        }
    }
    // Each row: an ordered pair of different squares; each board: either to move.
    let expected: usize = (1..=MOST_ROWS)
        .flat_map(|rows| {
            (2..=MOST_WIDTH).map(move |w| 2 * ((w * (w - 1)) as usize).pow(rows as u32))
        })
        .sum();
    assert_eq!(checked, expected);
}

/// Boards on which the computer's termination is checked against every reply.
const TERMINATION_ROWS: usize = 3;
const TERMINATION_WIDTH: u32 = 5;

/// From every position the computer is winning, on boards up to
/// [`TERMINATION_ROWS`] rows of [`TERMINATION_WIDTH`], whatever the opponent
/// slides (widening included): the computer's answers never return to a position
/// already on the way, and every game ends with the computer's win.
#[test]
fn northcott_games_the_computer_is_winning_end() {
    /// Explores the opponent's replies to the computer's slide from `now`, which
    /// the opponent reached from `before`; true once every line ends in a win.
    fn explore(
        now: &Northcott,
        before: Option<&Northcott>,
        computer: Side,
        on_the_way: &mut Vec<Northcott>,
        done: &mut HashMap<(Northcott, Option<Northcott>), ()>,
    ) {
        let key = (now.clone(), before.cloned());
        if done.contains_key(&key) {
            return;
        }
        let mv = now
            .computer_move(computer, before)
            .expect("a winning computer can move");
        let answered = now.play(computer, mv).unwrap();
        assert_eq!(answered.outcome(), Outcome::Safe, "{now} -> {answered}");
        assert!(
            !on_the_way.contains(&answered),
            "the game returned to {answered}"
        );
        on_the_way.push(answered.clone());
        for reply in answered.legal_moves(computer.other()) {
            let next = answered.play(computer.other(), reply).unwrap();
            explore(&next, Some(&answered), computer, on_the_way, done);
        }
        on_the_way.pop();
        done.insert(key, ());
    }
    let mut starts = 0;
    for rows in 1..=TERMINATION_ROWS {
        for width in 2..=TERMINATION_WIDTH {
            let solved = Retrograde::solve(rows, width);
            let mut done = HashMap::new();
            for index in 0..solved.states() {
                let (counters, side) = solved.decode(index);
                if counters.iter().any(|r| r.white == r.black) || solved.value[index] != WON {
                    continue;
                }
                let board = Northcott::new(width, counters).unwrap();
                explore(&board, None, side, &mut Vec::new(), &mut done);
                starts += 1;
            }
        }
    }
    assert!(starts > 0);
}

/// Finished games checked against the search by `turning_point`, per rule set.
const TURNING_GAMES: usize = 400;
/// Piles and sticks per pile of their starting positions.
const TURNING_PILES: u64 = 3;
const TURNING_STICKS: u64 = 6;

/// The move `turning_point` names is, by the search alone, the last one after
/// which the eventual winner could force the win and before which the loser
/// could; the better move it offers leaves a position the search calls lost for
/// the player to move.
#[test]
fn turning_points_agree_with_search() {
    use bouton::engine::{turning_point, Rng, TurningPoint};

    let rule_sets = [
        Rules::NORMAL,
        Rules::MISERE,
        Rules::limited(2).unwrap(),
        Rules::new(Ending::Misere, Some(3)).unwrap(),
        Rules::moore(2, Ending::Normal).unwrap(),
        Rules::moore(2, Ending::Misere).unwrap(),
    ];
    let mut rng = Rng::new(2025);
    let (mut from_start, mut given_away) = (0, 0);
    for rules in rule_sets {
        let mut search = Search::new(rules.ending(), rules.max_take(), rules.piles_per_move());
        for _ in 0..TURNING_GAMES {
            let count = 1 + rng.below(TURNING_PILES) as usize;
            let mut piles: Vec<u32> = (0..count)
                .map(|_| rng.below(TURNING_STICKS + 1) as u32)
                .collect();
            if piles.iter().all(|&p| p == 0) {
                piles[0] = 1;
            }
            let start = Position::new(piles.clone()).unwrap();
            // Half the moves are the search's winning moves, when there are
            // any, so that some games are won from the start.
            let mut positions = vec![piles];
            let mut moves: Vec<MultiMove> = Vec::new();
            while let Some(now) = positions.last().filter(|p| p.iter().any(|&n| n > 0)) {
                let now = now.clone();
                let winning: Vec<MultiMove> = search.winning_moves(&now).into_iter().collect();
                let choices = if winning.is_empty() || rng.below(2) == 0 {
                    search.moves(&now)
                } else {
                    winning
                };
                let mv = choices[rng.below(choices.len() as u64) as usize].clone();
                positions.push(Search::after(&now, &mv));
                moves.push(mv);
            }
            let n = moves.len();
            // Player 0 makes the even moves; at position i, player i % 2 is to move.
            let can_force: Vec<usize> = (0..=n)
                .map(|i| {
                    if search.mover_wins(&positions[i]) {
                        i % 2
                    } else {
                        (i + 1) % 2
                    }
                })
                .collect();
            let winner = match rules.ending() {
                Ending::Normal => (n - 1) % 2,
                Ending::Misere => n % 2,
            };
            assert_eq!(can_force[n], winner, "the search's own ending");
            let context = format!("{start} {moves:?} {rules:?}");
            let expected = (0..n).rev().find(|&i| can_force[i] != winner);
            match (expected, turning_point(&start, &rules, &moves)) {
                (None, Some(TurningPoint::FromStart)) => from_start += 1,
                (Some(i), Some(TurningPoint::At { index, better })) => {
                    assert_eq!(index, i, "{context}");
                    assert_eq!(can_force[i], i % 2, "its mover could win: {context}");
                    assert!(search.moves(&positions[i]).contains(&better), "{context}");
                    let after = Search::after(&positions[i], &better);
                    assert!(!search.mover_wins(&after), "{better}: {context}");
                    given_away += 1;
                }
                (expected, found) => panic!("{expected:?} but {found:?}: {context}"),
            }
        }
    }
    assert_eq!(from_start + given_away, rule_sets.len() * TURNING_GAMES);
    assert!(
        from_start > 100 && given_away > 100,
        "{from_start} {given_away}"
    );
}
