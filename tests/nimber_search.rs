//! The nimber engine checked against exhaustive searches of the games' own moves.
//!
//! The search below knows only the rules: what a move takes or knocks down, and
//! that whoever cannot move loses. It never computes a nimber, a mex or a nim-sum;
//! it tries every move. The rows of nimbers are checked against plain recomputations
//! written here, against the OEIS table of Kayles, and (through Nim piles: a game
//! is worth k exactly when adding a Nim pile of k makes a lost sum) against the
//! search.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};

use bouton::engine::{
    kayles_nimbers, kayles_period, mex, octal_period, Component, ComponentError, ComponentMove,
    GameKind, GameSum, GameSumError, KaylesRow, Outcome, Periodicity, Rng, SubtractionSet,
    SubtractionSetError, SumMove, SumMoveError, KAYLES_CHECKED_PINS, MAX_COMPONENTS,
    MAX_KAYLES_PINS, MAX_SET_TAKE, MAX_SET_TAKES, MAX_SUM_PILE,
};
use proptest::prelude::*;

/// Subtraction sets searched.
const SETS: [&[u32]; 3] = [&[1, 2], &[1, 3, 4], &[2, 3]];
/// Sticks in a searched pile, pins in a searched row.
const MOST: u32 = 8;
/// Places of the Kayles lines with fallen pins searched in sums of two.
const MOST_PLACES: usize = 6;
/// Rows of nimbers are recomputed and compared this far.
const ROW_UP_TO: usize = 2_000;

/// A game of a sum as the search sees it, up to renaming: a Nim pile, a pile of a
/// subtraction game, or one Kayles row (a run of standing pins).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Part {
    Nim(u32),
    Sub(&'static [u32], u32),
    Row(u32),
}

impl Part {
    /// Every move, as the parts that replace this one: a row may split in two.
    fn moves(&self) -> Vec<Vec<Part>> {
        match *self {
            Part::Nim(n) => (1..=n).map(|take| vec![Part::Nim(n - take)]).collect(),
            Part::Sub(set, n) => set
                .iter()
                .filter(|&&take| take <= n)
                .map(|&take| vec![Part::Sub(set, n - take)])
                .collect(),
            Part::Row(pins) => {
                let mut moves = Vec::new();
                for knocked in 1..=pins.min(2) {
                    for left in 0..=pins - knocked {
                        moves.push(vec![Part::Row(left), Part::Row(pins - knocked - left)]);
                    }
                }
                moves
            }
        }
    }
}

/// Memoised search: does the player to move win?
#[derive(Default)]
struct Search {
    memo: HashMap<Vec<Part>, bool>,
}

impl Search {
    fn mover_wins(&mut self, parts: &[Part]) -> bool {
        // Empty piles and rows have no move: drop them; the order of parts is no matter.
        let mut key: Vec<Part> = parts
            .iter()
            .filter(|p| !matches!(p, Part::Nim(0) | Part::Row(0)))
            .cloned()
            .collect();
        key.sort();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'parts: for (i, part) in key.iter().enumerate() {
            for replacement in part.moves() {
                let mut next = key.clone();
                next.remove(i);
                next.extend(replacement);
                if !self.mover_wins(&next) {
                    wins = true;
                    break 'parts;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

/// A game of a sum as the engine sees it: a line of Kayles pins keeps its places.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Game {
    Nim(u32),
    Sub(&'static [u32], u32),
    Kayles(Vec<bool>),
}

impl Game {
    /// The engine's text form, written out here.
    fn text(&self) -> String {
        match self {
            Game::Nim(n) => format!("nim:{n}"),
            Game::Sub(set, n) => {
                let takes: Vec<String> = set.iter().map(u32::to_string).collect();
                format!("sub({}):{n}", takes.join(","))
            }
            Game::Kayles(pins) if pins.iter().all(|&up| up) => format!("kayles:{}", pins.len()),
            Game::Kayles(pins) => {
                let line: String = pins.iter().map(|&up| if up { 'I' } else { '.' }).collect();
                format!("kayles:{line}")
            }
        }
    }

    fn parts(&self) -> Vec<Part> {
        match self {
            Game::Nim(n) => vec![Part::Nim(*n)],
            Game::Sub(set, n) => vec![Part::Sub(set, *n)],
            Game::Kayles(pins) => pins
                .split(|&up| !up)
                .map(|run| Part::Row(run.len() as u32))
                .collect(),
        }
    }

    /// Every move by the rules, named as the engine names it, and the game after it.
    fn moves(&self) -> Vec<(ComponentMove, Game)> {
        match self {
            Game::Nim(n) => (1..=*n)
                .map(|take| (ComponentMove::Take(take), Game::Nim(n - take)))
                .collect(),
            Game::Sub(set, n) => set
                .iter()
                .filter(|&&take| take <= *n)
                .map(|&take| (ComponentMove::Take(take), Game::Sub(set, n - take)))
                .collect(),
            Game::Kayles(pins) => {
                let mut moves = Vec::new();
                for pin in 0..pins.len() {
                    if !pins[pin] {
                        continue;
                    }
                    let mut one = pins.clone();
                    one[pin] = false;
                    moves.push((ComponentMove::KnockOne(pin), Game::Kayles(one.clone())));
                    if pin + 1 < pins.len() && pins[pin + 1] {
                        one[pin + 1] = false;
                        moves.push((ComponentMove::KnockTwo(pin), Game::Kayles(one)));
                    }
                }
                moves
            }
        }
    }
}

fn text_of(games: &[Game]) -> String {
    games.iter().map(Game::text).collect::<Vec<_>>().join(";")
}

fn parts_of(games: &[Game]) -> Vec<Part> {
    games.iter().flat_map(Game::parts).collect()
}

/// Nim piles, subtraction piles and full Kayles rows of 0 to [`MOST`].
fn pool() -> Vec<Game> {
    let mut pool: Vec<Game> = (0..=MOST).map(Game::Nim).collect();
    for set in SETS {
        pool.extend((0..=MOST).map(|n| Game::Sub(set, n)));
    }
    pool.extend((0..=MOST).map(|n| Game::Kayles(vec![true; n as usize])));
    pool
}

/// Every Kayles line of 1 to [`MOST_PLACES`] places with at least one fallen pin.
fn broken_lines() -> Vec<Game> {
    let mut lines = Vec::new();
    for places in 1..=MOST_PLACES {
        for mask in 0..(1u32 << places) - 1 {
            lines.push(Game::Kayles(
                (0..places).map(|pin| mask >> pin & 1 == 1).collect(),
            ));
        }
    }
    lines
}

/// Checks the engine on one sum against the search: outcome, legal moves, the
/// position after each, the winning moves, the hint and the computer's move.
fn check_sum(search: &mut Search, games: &[Game], seed: u64) {
    let text = text_of(games);
    let sum: GameSum = text.parse().unwrap();
    assert_eq!(sum.to_string(), text);
    let wins = search.mover_wins(&parts_of(games));
    assert_eq!(sum.nim_sum() != 0, wins, "{text}");
    let expected = if wins { Outcome::Unsafe } else { Outcome::Safe };
    assert_eq!(sum.outcome(), expected, "{text}");
    let mut legal = BTreeSet::new();
    let mut winning = BTreeSet::new();
    for (component, game) in games.iter().enumerate() {
        for (mv, after) in game.moves() {
            let mv = SumMove { component, mv };
            let mut next = games.to_vec();
            next[component] = after;
            assert_eq!(
                sum.play(mv).unwrap().to_string(),
                text_of(&next),
                "{text} {mv}"
            );
            if !search.mover_wins(&parts_of(&next)) {
                winning.insert(mv);
            }
            legal.insert(mv);
        }
    }
    let listed: BTreeSet<SumMove> = sum.legal_moves().into_iter().collect();
    assert_eq!(listed, legal, "{text}");
    assert_eq!(sum.is_over(), legal.is_empty(), "{text}");
    let found: BTreeSet<SumMove> = sum.winning_moves().into_iter().collect();
    assert_eq!(found, winning, "{text}");
    match sum.hint() {
        None => assert!(winning.is_empty(), "{text}"),
        Some(hint) => {
            assert!(winning.contains(&hint.mv), "{text}");
            assert_eq!(hint.component, hint.mv.component);
            assert_eq!(hint.nim_sum, sum.nim_sum());
            assert_eq!(hint.nimber, sum.nimbers()[hint.component]);
            assert_eq!(hint.leave, hint.nimber ^ hint.nim_sum);
            assert!(hint.leave < hint.nimber, "{text}");
        }
    }
    let chosen = sum.computer_move(&mut Rng::new(seed));
    match chosen {
        None => assert!(legal.is_empty(), "{text}"),
        Some(mv) if wins => assert!(winning.contains(&mv), "{text} {mv}"),
        Some(mv) => assert!(legal.contains(&mv), "{text} {mv}"),
    }
}

#[test]
fn every_small_sum_of_three_is_lost_exactly_when_its_nim_sum_is_0() {
    let pool = pool();
    let mut search = Search::default();
    let mut checked = 0;
    for i in 0..pool.len() {
        check_sum(&mut search, &pool[i..=i], i as u64);
        for j in i..pool.len() {
            check_sum(&mut search, &[pool[i].clone(), pool[j].clone()], j as u64);
            for k in j..pool.len() {
                let games = [pool[i].clone(), pool[j].clone(), pool[k].clone()];
                check_sum(&mut search, &games, k as u64);
                checked += 1;
            }
        }
    }
    // Multisets of three from 9 Nim piles, 3 x 9 subtraction piles and 9 rows.
    let n = 9 * (2 + SETS.len());
    assert_eq!(checked, n * (n + 1) * (n + 2) / 6);
}

#[test]
fn sums_with_broken_kayles_lines_agree_with_search() {
    let pool = pool();
    let lines = broken_lines();
    assert_eq!(
        lines.len(),
        (1..=MOST_PLACES).map(|p| (1usize << p) - 1).sum::<usize>()
    );
    let mut search = Search::default();
    for (i, line) in lines.iter().enumerate() {
        check_sum(&mut search, std::slice::from_ref(line), 0);
        for other in pool.iter().chain(&lines[i..]) {
            check_sum(&mut search, &[line.clone(), other.clone()], i as u64);
        }
    }
}

/// A game is worth k exactly when it and a Nim pile of k make a lost sum.
#[test]
fn each_nimber_is_the_nim_pile_the_search_finds_equal() {
    let mut search = Search::default();
    for game in pool().into_iter().chain(broken_lines()) {
        let engine: Component = game.text().parse().unwrap();
        let mut parts = game.parts();
        parts.push(Part::Nim(0));
        let last = parts.len() - 1;
        let equal: Vec<u32> = (0..=2 * MOST)
            .filter(|&k| {
                parts[last] = Part::Nim(k);
                !search.mover_wins(&parts)
            })
            .collect();
        assert_eq!(equal, vec![engine.nimber()], "{}", game.text());
    }
}

#[test]
fn mex_is_the_least_number_missing() {
    let cases: [(&[u32], u32); 7] = [
        (&[], 0),
        (&[1, 2], 0),
        (&[0], 1),
        (&[0, 1, 3], 2),
        (&[2, 0, 1], 3),
        (&[0, 0, 1, 1], 2),
        (&[5, 4, 3, 2, 1, 0], 6),
    ];
    for (values, expected) in cases {
        assert_eq!(mex(values), expected, "{values:?}");
    }
}

/// The nimbers of a subtraction game's piles 0..=up_to, recomputed plainly.
fn plain_subtraction_row(set: &[u32], up_to: usize) -> Vec<u32> {
    let mut row: Vec<u32> = Vec::new();
    for pile in 0..=up_to {
        let left: Vec<u32> = set
            .iter()
            .filter(|&&take| take as usize <= pile)
            .map(|&take| row[pile - take as usize])
            .collect();
        let mut least = 0;
        while left.contains(&least) {
            least += 1;
        }
        row.push(least);
    }
    row
}

/// Checks on `row` that it repeats with `period` from `preperiod` to its end, that
/// no smaller period does, and that it does not from any earlier pile.
fn assert_smallest_period(row: &[u32], Periodicity { preperiod, period }: Periodicity) {
    let (start, p) = (preperiod as usize, period as usize);
    assert!(start + 2 * p < row.len(), "row too short to check");
    for n in start..row.len() - p {
        assert_eq!(row[n + p], row[n], "period {p} fails at {n}");
    }
    // A shorter period would repeat the periodic part, which one period shows whole.
    for q in 1..p {
        assert!(
            (start..start + p).any(|n| row[n + q] != row[n]),
            "period {q} works too"
        );
    }
    if start > 0 {
        assert_ne!(row[start - 1 + p], row[start - 1], "starts before {start}");
    }
}

#[test]
fn subtraction_periods_are_the_smallest() {
    let cases: [(&[u32], u32, u32); 10] = [
        (&[1], 0, 2),
        (&[3], 0, 6),
        (&[1, 2], 0, 3),
        (&[2, 3], 0, 5),
        (&[1, 2, 3], 0, 4),
        (&[1, 3, 4], 0, 7),
        (&[2, 4, 7], 8, 3),
        (&[1, 4], 0, 5),
        // The longest row before it repeats, and the longest period, of all sets allowed.
        (&[2, 5, 6, 8, 11, 13, 14, 17, 19], 1117, 402),
        (&[4, 5, 10, 12, 15, 16, 17, 20], 144, 836),
    ];
    for (takes, preperiod, period) in cases {
        let set = SubtractionSet::new(takes).unwrap();
        let row = plain_subtraction_row(takes, ROW_UP_TO);
        assert_eq!(set.nimbers(ROW_UP_TO as u32), row, "{set}");
        let claimed = set.periodicity();
        assert_eq!(claimed, Periodicity { preperiod, period }, "{set}");
        assert_smallest_period(&row, claimed);
        for pile in (0..=ROW_UP_TO).step_by(97) {
            assert_eq!(set.nimber(pile as u32), row[pile], "{set} {pile}");
        }
        // Beyond the row, by the period.
        assert_eq!(set.nimber(u32::MAX), row[claimed.reduce(u32::MAX) as usize]);
    }
}

#[test]
fn every_set_up_to_ten_has_its_smallest_period() {
    for mask in 1u32..1 << 10 {
        let takes: Vec<u32> = (1..=10).filter(|t| mask >> (t - 1) & 1 == 1).collect();
        if takes.len() > MAX_SET_TAKES {
            continue;
        }
        let set = SubtractionSet::new(&takes).unwrap();
        let claimed = set.periodicity();
        let up_to = (claimed.preperiod + 2 * claimed.period + 10) as usize;
        let row = plain_subtraction_row(&takes, up_to.max(200));
        assert_smallest_period(&row, claimed);
        assert_eq!(
            set.working(50).iter().map(|c| c.nimber).collect::<Vec<_>>(),
            row[..=50]
        );
    }
}

/// Every set allowed, 431,909 of them: each repeats within 1,538 piles, as
/// `SubtractionSet::periodicity` says. A minute and a half unoptimised, so run on demand:
/// `cargo test --release --test nimber_search -- --ignored`.
#[test]
#[ignore]
fn every_set_allowed_repeats_within_1538_piles() {
    let (mut longest, mut widest, mut count) = (0, 0, 0);
    for mask in 1u32..1 << MAX_SET_TAKE {
        if mask.count_ones() as usize > MAX_SET_TAKES {
            continue;
        }
        count += 1;
        let takes: Vec<u32> = (1..=MAX_SET_TAKE)
            .filter(|t| mask >> (t - 1) & 1 == 1)
            .collect();
        let set = SubtractionSet::new(&takes).unwrap();
        let Periodicity { preperiod, period } = set.periodicity();
        let window = set.largest();
        // The window argument: the window at the preperiod comes back a period later.
        let row = plain_subtraction_row(&takes, (preperiod + period + window) as usize);
        let (a, b, m) = (
            preperiod as usize,
            (preperiod + period) as usize,
            window as usize,
        );
        assert_eq!(row[a..a + m], row[b..b + m], "{set}");
        longest = longest.max(preperiod + period + window);
        widest = widest.max(period);
    }
    assert_eq!(count, 431_909);
    assert_eq!((longest, widest), (1_538, 836));
}

/// OEIS A002186, Kayles: rows of 0 to 104 pins.
const A002186: [u32; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// Kayles' nimbers of rows 0..=up_to, recomputed plainly: every way to knock down
/// one pin or two, at every place, each split counted from the left.
fn plain_kayles_row(up_to: usize) -> Vec<u32> {
    let mut row: Vec<u32> = Vec::new();
    for pins in 0..=up_to {
        let mut left = Vec::new();
        for knocked in 1..=pins.min(2) {
            for before in 0..=pins - knocked {
                left.push(row[before] ^ row[pins - knocked - before]);
            }
        }
        let mut least = 0;
        while left.contains(&least) {
            least += 1;
        }
        row.push(least);
    }
    row
}

#[test]
fn kayles_matches_oeis_and_a_plain_recomputation() {
    let plain = plain_kayles_row(ROW_UP_TO / 2);
    assert_eq!(plain[..A002186.len()], A002186);
    assert_eq!(kayles_nimbers(104), A002186);
    assert_eq!(kayles_nimbers(ROW_UP_TO as u32 / 2), plain);
    // The OEIS's exceptions: the rows below 71 whose nimber the period does not give.
    let exceptions: Vec<usize> = (0..71).filter(|&n| plain[n] != plain[n + 72]).collect();
    assert_eq!(
        exceptions,
        [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]
    );
}

#[test]
fn kayles_repeats_with_period_12_from_71() {
    let proved = kayles_period();
    assert_eq!(
        proved,
        Some(Periodicity {
            preperiod: 71,
            period: 12
        })
    );
    assert_smallest_period(&plain_kayles_row(ROW_UP_TO / 2), proved.unwrap());
    // Guy and Smith's check for (71, 12) compares rows up to 2·71 + 2·12 + 2 - 1.
    let row = plain_kayles_row(KAYLES_CHECKED_PINS as usize);
    assert_eq!(octal_period(&row[..168], 2), proved);
    assert_eq!(octal_period(&row[..167], 2), None);
    // With a longer reach per move the same row proves less.
    assert_eq!(octal_period(&row[..168], 3), None);
    // Nim's nimbers, 0, 1, 2, ...: no period at all.
    let nim: Vec<u32> = (0..300).collect();
    assert_eq!(octal_period(&nim, 1), None);
}

#[test]
fn sums_read_and_write_their_text() {
    let cases = [
        ("nim:5;sub(1,3,4):9;kayles:7", "nim:5;sub(1,3,4):9;kayles:7"),
        (
            " nim : 05 ; sub(4 3 1):9;kayles:IIIIIII",
            "nim:5;sub(1,3,4):9;kayles:7",
        ),
        (
            "kayles:0;kayles:...;kayles:I.I",
            "kayles:0;kayles:...;kayles:I.I",
        ),
        ("sub(20):1000", "sub(20):1000"),
        // Names in any case, and one `;` at the end, as a link may carry them.
        (
            "Nim:3;KAYLES:II.I;Sub(1,2):4;",
            "nim:3;kayles:II.I;sub(1,2):4",
        ),
    ];
    for (text, written) in cases {
        let sum: GameSum = text.parse().unwrap();
        assert_eq!(sum.to_string(), written, "{text}");
        assert_eq!(written.parse::<GameSum>(), Ok(sum));
    }
}

#[test]
fn bad_sums_are_refused_with_the_reason() {
    let component =
        |component: usize, error: ComponentError| GameSumError::Component { component, error };
    let kayles_too_long = |size: &str| ComponentError::TooBig {
        game: GameKind::Kayles,
        size: size.into(),
    };
    let set = ComponentError::Set;
    let thirteen = vec!["nim:1"; MAX_COMPONENTS + 1].join(";");
    let cases = [
        ("", GameSumError::NoComponents),
        ("  ", GameSumError::NoComponents),
        (
            "nim:5;;",
            component(2, ComponentError::UnknownGame(String::new())),
        ),
        (
            "chess:3",
            component(1, ComponentError::UnknownGame("chess:3".into())),
        ),
        (
            "nim",
            component(1, ComponentError::UnknownGame("nim".into())),
        ),
        (
            "sub(1,2:3",
            component(1, ComponentError::UnknownGame("sub(1,2:3".into())),
        ),
        (
            "kayles:-2",
            component(
                1,
                ComponentError::NotASize {
                    game: GameKind::Kayles,
                    text: "-2".into(),
                },
            ),
        ),
        (
            "nim:1;kayles:IIxI",
            component(
                2,
                ComponentError::NotASize {
                    game: GameKind::Kayles,
                    text: "IIxI".into(),
                },
            ),
        ),
        (
            "nim:1;kayles:1000000000",
            component(2, kayles_too_long("1000000000")),
        ),
        (
            "kayles:99999999999999999999",
            component(1, kayles_too_long("99999999999999999999")),
        ),
        (
            "kayles:IIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
            component(1, kayles_too_long("31")),
        ),
        ("sub(0,0):5", component(1, set(SubtractionSetError::Zero))),
        (
            "sub(1,1):5",
            component(1, set(SubtractionSetError::Repeated(1))),
        ),
        ("sub():5", component(1, set(SubtractionSetError::Empty))),
        (
            "sub(21):5",
            component(1, set(SubtractionSetError::TooBig("21".into()))),
        ),
        (
            "sub(1,x):5",
            component(1, set(SubtractionSetError::NotANumber("x".into()))),
        ),
        (
            "sub(1,2,3,4,5,6,7,8,9,10):5",
            component(1, set(SubtractionSetError::TooMany(10))),
        ),
        (
            "nim:5.5",
            component(
                1,
                ComponentError::NotASize {
                    game: GameKind::Nim,
                    text: "5.5".into(),
                },
            ),
        ),
        (
            "nim:1001",
            component(
                1,
                ComponentError::TooBig {
                    game: GameKind::Nim,
                    size: "1001".into(),
                },
            ),
        ),
        (
            "nim:1;sub(1,2):0001001",
            component(
                2,
                ComponentError::TooBig {
                    game: GameKind::Subtraction,
                    size: "1001".into(),
                },
            ),
        ),
        (thirteen.as_str(), GameSumError::TooManyComponents(13)),
    ];
    for (text, error) in cases {
        assert_eq!(text.parse::<GameSum>(), Err(error), "{text}");
    }
    assert_eq!(GameSum::new(vec![]), Err(GameSumError::NoComponents));
    assert_eq!(
        GameSum::new(vec![Component::Nim(1), Component::Nim(MAX_SUM_PILE + 1)]),
        Err(component(
            2,
            ComponentError::TooBig {
                game: GameKind::Nim,
                size: "1001".into()
            }
        ))
    );
    assert_eq!(
        KaylesRow::from_standing(&[true; MAX_KAYLES_PINS + 1]),
        Err(kayles_too_long("31"))
    );
    // The sentences name the game by its place and say what is wrong.
    let said = |text: &str| text.parse::<GameSum>().unwrap_err().to_string();
    assert_eq!(
        said("nim:1;kayles:1000000000"),
        "game 2: a row of 1000000000 pins is too long (at most 30)"
    );
    assert_eq!(
        said("sub(0,0):5"),
        "game 1: 0 cannot be in the set: a move takes at least one stick"
    );
    assert_eq!(
        said("nim:2000"),
        "game 1: a pile of 2000 sticks is too big (at most 1,000)"
    );
    assert_eq!(
        // Thirteen games: the `;` after the last is passed over.
        said(&"nim:1;".repeat(13)),
        "13 games is too many (at most 12)"
    );
}

#[test]
fn bad_moves_are_refused_with_the_reason() {
    let sum: GameSum = "nim:3;sub(2,3):4;kayles:II.I".parse().unwrap();
    let cases = [
        ("1:0", SumMoveError::TakesNothing),
        (
            "1:4",
            SumMoveError::TooMany {
                component: 1,
                has: 3,
                take: 4,
            },
        ),
        (
            "2:1",
            SumMoveError::NotInSet {
                component: 2,
                take: 1,
                set: "2,3".parse().unwrap(),
            },
        ),
        (
            "3:2",
            SumMoveError::WrongKind {
                component: 3,
                game: GameKind::Kayles,
            },
        ),
        (
            "2:k1",
            SumMoveError::WrongKind {
                component: 2,
                game: GameKind::Subtraction,
            },
        ),
        (
            "3:k3",
            SumMoveError::PinDown {
                component: 3,
                pin: 3,
            },
        ),
        (
            "3:k2-3",
            SumMoveError::PinDown {
                component: 3,
                pin: 3,
            },
        ),
        (
            "3:k9",
            SumMoveError::NoSuchPin {
                component: 3,
                pin: 9,
                places: 4,
            },
        ),
        (
            "7:1",
            SumMoveError::NoSuchComponent {
                component: 7,
                components: 3,
            },
        ),
    ];
    for (text, error) in cases {
        let mv: SumMove = text.parse().unwrap();
        assert_eq!(mv.to_string(), text);
        assert_eq!(sum.play(mv), Err(error.clone()), "{text}");
        assert_eq!(sum.check(mv), Err(error), "{text}");
    }
    for text in [
        "",
        "1",
        "1:",
        "0:1",
        "1:k0",
        "1:k2-4",
        "1:k",
        "1:-1",
        "x:1",
        "1:99999999999",
    ] {
        assert_eq!(
            text.parse::<SumMove>(),
            Err(SumMoveError::NotAMove(text.into())),
            "{text}"
        );
    }
    assert_eq!(
        sum.play("3:k2".parse().unwrap()).unwrap().to_string(),
        "nim:3;sub(2,3):4;kayles:I..I"
    );
}

fn subtraction_set() -> impl Strategy<Value = SubtractionSet> {
    prop::sample::subsequence((1..=MAX_SET_TAKE).collect::<Vec<u32>>(), 1..=MAX_SET_TAKES)
        .prop_map(|takes| SubtractionSet::new(&takes).unwrap())
}

fn component() -> impl Strategy<Value = Component> {
    prop_oneof![
        (0..=MAX_SUM_PILE).prop_map(Component::Nim),
        (subtraction_set(), 0..=MAX_SUM_PILE).prop_map(|(set, n)| Component::Subtraction(set, n)),
        prop::collection::vec(any::<bool>(), 0..=MAX_KAYLES_PINS)
            .prop_map(|pins| Component::Kayles(KaylesRow::from_standing(&pins).unwrap())),
    ]
}

fn game_sum() -> impl Strategy<Value = GameSum> {
    prop::collection::vec(component(), 1..=MAX_COMPONENTS)
        .prop_map(|components| GameSum::new(components).unwrap())
}

proptest! {
    #[test]
    fn any_text_is_read_without_panic(text in ".{0,80}") {
        let _ = text.parse::<GameSum>();
        let _ = text.parse::<Component>();
        let _ = text.parse::<SubtractionSet>();
        let _ = text.parse::<KaylesRow>();
        let _ = text.parse::<SumMove>();
    }

    #[test]
    fn near_miss_text_is_read_without_panic(text in "[a-z()IkK.,:; 0-9-]{0,60}") {
        if let Ok(sum) = text.parse::<GameSum>() {
            prop_assert_eq!(sum.to_string().parse::<GameSum>(), Ok(sum));
        }
        if let Ok(mv) = text.parse::<SumMove>() {
            prop_assert_eq!(mv.to_string().parse::<SumMove>(), Ok(mv));
        }
    }

    #[test]
    fn every_sum_round_trips_through_its_text(sum in game_sum()) {
        let text = sum.to_string();
        prop_assert_eq!(text.parse::<GameSum>(), Ok(sum));
    }

    #[test]
    fn the_computer_leaves_a_nim_sum_of_0_when_it_can(sum in game_sum(), seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let mut sum = sum;
        for _ in 0..4 {
            let Some(mv) = sum.computer_move(&mut rng) else {
                prop_assert!(sum.is_over());
                break;
            };
            let unsafe_before = sum.nim_sum() != 0;
            sum = sum.play(mv).unwrap();
            prop_assert_eq!(sum.nim_sum() == 0, unsafe_before, "{} after {}", sum, mv);
            prop_assert_eq!(sum.to_string().parse::<GameSum>(), Ok(sum.clone()));
        }
    }
}
