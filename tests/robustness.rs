//! Every reader of outside data, fed arbitrary text: the link (each part and the
//! whole query, a game's and a practice set's), the saved game, the display
//! choices and the practice scores from localStorage, and the move form's number reader. Nothing panics, every rejection has a message,
//! and whatever is accepted reads back as itself once printed.
//!
//! `make test` runs this file in release (`cargo test --release --test
//! robustness`) with [`CASES`] cases per property; a plain `cargo test` (debug)
//! tries [`DEBUG_CASES`].
#![cfg(not(target_arch = "wasm32"))]

use bouton::engine::{
    Difficulty, Ending, ExerciseKind, Level, Move, MultiMove, Position, Rules, MAX_PILE_SIZE,
};
use bouton::game::{
    game_query, is_tracking, parse_moves, parse_practice, parse_query, read_save, restore,
    right_reply, save_text, start, to_query, visible, Arrival, Choices, First, Game, Opponent,
    PracticeLink, Query, QueryWriter, Reply, Score, Session, Setup, SAVE_FORMAT,
};
use bouton::view::text::Lang;
use bouton::view::{read_in_range, read_whole, Quantity};
use proptest::prelude::*;

/// Cases per property in a release run: about 1 s each on this machine.
const CASES: u32 = 100_000;
/// Cases per property in a debug run, to keep `cargo test` quick.
const DEBUG_CASES: u32 = 2_000;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: if cfg!(debug_assertions) {
            DEBUG_CASES
        } else {
            CASES
        },
        // Failures are shrunk and reported; the seed is printed to reproduce them.
        max_shrink_iters: 10_000,
        ..ProptestConfig::default()
    }
}

/// Any text: unicode, bytes made text as a browser would (invalid UTF-8
/// replaced), and text from the alphabet of links so that readers get past
/// their first check.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        prop::collection::vec(any::<u8>(), 0..64)
            .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
        "[0-9a-zA-Z:,;=&%+ ._È-]{0,40}",
        "[0-9]{0,25}",
    ]
}

/// A value for a part of a link: mostly words and numbers it may hold.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        text(),
        prop::sample::select(vec![
            "normal", "misere", "MISÈRE", "computer", "friend", "perfect", "good", "beginner",
            "you", "1", "0", "3", "1000000", "1000001", "-1", "", "%", "%2C",
        ])
        .prop_map(String::from),
        "[0-9]{1,7}([,. _+-][0-9]{1,7}){0,35}",
        "[0-9]{1,3}:[0-9]{1,8}(,[0-9]{1,3}:[0-9]{1,8}){0,12}",
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "piles",
            "mode",
            "max",
            "vs",
            "level",
            "first",
            "moves",
            "lang",
            "projector",
            " PILES ",
            "Max",
        ])
        .prop_map(String::from),
        text(),
    ]
}

/// A part of a link: any key and value, or one the app reads.
fn part() -> impl Strategy<Value = String> {
    prop_oneof![
        (key(), value()).prop_map(|(k, v)| format!("{k}={v}")),
        prop::sample::select(vec![
            "piles=3,4,5",
            "piles=1000000,1",
            "mode=misere",
            "mode=normal",
            "max=3",
            "max=1000000",
            "vs=friend",
            "vs=computer",
            "level=good",
            "level=beginner",
            "first=computer",
            "first=you",
            "moves=1:2,3:1",
            "lang=it",
            "projector=1",
        ])
        .prop_map(String::from),
    ]
}

/// A whole query: parts joined by `&`, sometimes after a `?`.
fn query() -> impl Strategy<Value = String> {
    prop_oneof![
        text(),
        (any::<bool>(), prop::collection::vec(part(), 0..8)).prop_map(|(mark, parts)| {
            format!("{}{}", if mark { "?" } else { "" }, parts.join("&"))
        }),
    ]
}

/// A setup built from its parts, as the app could hold it.
fn setup() -> impl Strategy<Value = Setup> {
    let position = prop::collection::vec(0..=MAX_PILE_SIZE, 1..=32)
        .prop_filter("a position with sticks", |p| p.iter().any(|&n| n > 0))
        .prop_map(|p| Position::new(p).unwrap());
    let rules = prop_oneof![
        Just(Rules::NORMAL),
        Just(Rules::MISERE),
        (1..=MAX_PILE_SIZE).prop_map(|k| Rules::limited(k).unwrap()),
    ];
    with_sides(position, rules)
}

/// Setups of these positions and rules, with either opponent and either first.
fn with_sides(
    position: impl Strategy<Value = Position>,
    rules: impl Strategy<Value = Rules>,
) -> impl Strategy<Value = Setup> {
    let opponent = prop_oneof![
        Just(Opponent::Friend),
        prop::sample::select(Level::ALL.to_vec()).prop_map(Opponent::Computer),
    ];
    let first = prop_oneof![Just(First::You), Just(First::Computer)];
    (position, rules, opponent, first).prop_map(|(position, rules, opponent, first)| Setup {
        position,
        rules,
        opponent,
        // With a friend, player 1 always starts: the link does not say who.
        first: if opponent == Opponent::Friend {
            First::You
        } else {
            first
        },
    })
}

fn moves_text(moves: &[MultiMove]) -> String {
    moves
        .iter()
        .map(MultiMove::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// A setup small enough for whole games: up to 5 piles of up to 8, every kind of
/// rules (Moore's Nim too), either opponent, either first.
fn small_setup() -> impl Strategy<Value = Setup> {
    let position = prop::collection::vec(0..=8u32, 1..=5)
        .prop_filter("a position with sticks", |p| p.iter().any(|&n| n > 0))
        .prop_map(|p| Position::new(p).unwrap());
    let rules = prop_oneof![
        Just(Rules::NORMAL),
        Just(Rules::MISERE),
        (1..=4u32).prop_map(|k| Rules::limited(k).unwrap()),
        Just(Rules::moore(2, Ending::Normal).unwrap()),
        Just(Rules::moore(2, Ending::Misere).unwrap()),
    ];
    with_sides(position, rules)
}

/// Saved text: arbitrary, or the saved format around arbitrary lines.
fn saved() -> impl Strategy<Value = String> {
    prop_oneof![
        text(),
        // The optional fourth line holds the moves to redo.
        (
            query(),
            value(),
            prop::option::of(prop_oneof![value(), text()])
        )
            .prop_map(|(q, m, extra)| {
                let mut text = format!("{SAVE_FORMAT}\n{q}\n{m}");
                if let Some(extra) = extra {
                    text.push('\n');
                    text.push_str(&extra);
                }
                text
            }),
    ]
}

/// Display choices: arbitrary, or `name=value` parts with known and unknown
/// names and values: the switches and `pace`.
fn display_text() -> impl Strategy<Value = String> {
    let switch = (
        prop::sample::select([&Choices::SWITCHES[..], &["x", ""]].concat()),
        prop::sample::select(vec!["1", "0", "", "2", "yes", "slow"]),
    )
        .prop_map(|(k, v)| format!("{k}={v}"));
    let pace = prop::sample::select(vec![
        "slow", "normal", "instant", "step", "", "fast", "Slow", "1",
    ])
    .prop_map(|v| format!("pace={v}"));
    let part = prop_oneof![switch, pace];
    prop_oneof![
        text(),
        prop::collection::vec(part, 0..6).prop_map(|parts| parts.join(";")),
    ]
}

/// A kept practice score: four numbers as the app writes them, other numbers
/// (other counts of parts, signs, spaces, numbers past `u32`), or any text.
fn score_text() -> impl Strategy<Value = String> {
    let number = prop_oneof![
        (0u64..=50).prop_map(|n| n.to_string()),
        any::<u32>().prop_map(|n| n.to_string()),
        Just("4294967296".to_string()),
        value(),
    ];
    // A consistent score: streak <= best <= right <= answered.
    let kept = (any::<u32>(), any::<u32>(), any::<u32>(), any::<u32>()).prop_map(|(a, b, c, d)| {
        let mut n = [a, b, c, d];
        n.sort_unstable();
        let [streak, best, right, answered] = n;
        format!("{right}/{answered}/{streak}/{best}")
    });
    prop_oneof![
        kept,
        prop::collection::vec(number, 0..6).prop_map(|parts| parts.join("/")),
        text(),
    ]
}

fn lang() -> impl Strategy<Value = Lang> {
    prop_oneof![Just(Lang::En), Just(Lang::It)]
}

fn practice_link() -> impl Strategy<Value = PracticeLink> {
    (
        any::<u64>(),
        prop::sample::select(ExerciseKind::ALL.to_vec()),
        prop::sample::select(Difficulty::ALL.to_vec()),
    )
        .prop_map(|(seed, kind, level)| PracticeLink { seed, kind, level })
}

/// A game from `setup` after these steps: moves from one pile, or (in Moore's
/// Nim) two, the computer answering when it is its turn.
fn played(setup: Setup, steps: &[(usize, u32, usize)], seed: u64) -> Game {
    let mut game = Game::new(setup, seed);
    for &(pile, take, other) in steps {
        if game.computer_to_move() {
            game.play_computer();
        } else if let Ok(mv) = format!("{pile}:{take}+{other}:1").parse() {
            if game.play_multi(mv).is_err() {
                let _ = game.play_multi(format!("{pile}:{take}").parse().unwrap());
            }
        }
    }
    game
}

/// The link a writer wrote with every byte of each value percent-encoded
/// (`,` as `%2C`, `;` as `%3B`, `:` as `%3A`, ...): a link passed through a
/// tool that encodes more than it must.
fn encoded(query: &str) -> String {
    let parts: Vec<String> = query
        .split('&')
        .map(|part| {
            let (name, value) = part.split_once('=').expect("the writer writes name=value");
            let mut out = format!("{name}=");
            let mut rest = value;
            while let Some(c) = rest.chars().next() {
                if c == '%' {
                    out.push_str(&rest[..3]);
                    rest = &rest[3..];
                } else {
                    out.push_str(&format!("%{:02X}", c as u8));
                    rest = &rest[1..];
                }
            }
            out
        })
        .collect();
    parts.join("&")
}

proptest! {
    #![proptest_config(config())]

    /// The whole link: every ignored part says why, and the setup it opens is
    /// the setup its own link opens.
    #[test]
    fn a_link_is_read_without_panic_and_its_setup_round_trips(query in query()) {
        let (setup, notices) = parse_query(&query);
        for notice in &notices {
            prop_assert!(!notice.reason.to_string().is_empty());
            prop_assert!(notice.to_string().len() > notice.key.len());
        }
        prop_assert_eq!(parse_query(&to_query(&setup)), (setup, vec![]));

        let (moves, notices) = parse_moves(&query);
        prop_assert!(notices.len() <= 1);
        for notice in &notices {
            prop_assert!(!notice.reason.to_string().is_empty());
        }
        let again = format!("moves={}", moves_text(&moves));
        prop_assert_eq!(parse_moves(&again), (moves, vec![]));
    }

    /// Each part of a link alone: accepted values are kept exactly, others are
    /// reported under their own key.
    #[test]
    fn each_part_of_a_link_is_read_or_reported(key in key(), value in value()) {
        let (setup, notices) = parse_query(&format!("{key}={value}"));
        for notice in &notices {
            prop_assert!(!notice.to_string().is_empty());
        }
        if notices.is_empty() && key.trim().eq_ignore_ascii_case("piles") {
            let printed = format!("piles={}", setup.position);
            prop_assert_eq!(parse_query(&printed).0.position, setup.position.clone());
        }
        prop_assert_eq!(parse_query(&to_query(&setup)), (setup, vec![]));
    }

    /// Every setup the app can hold survives its link.
    #[test]
    fn every_setup_round_trips_through_its_link(setup in setup()) {
        prop_assert_eq!(parse_query(&to_query(&setup)), (setup, vec![]));
    }

    /// Opening the app with any link, saved game and game put aside: no panic,
    /// every notice has words.
    #[test]
    fn the_app_opens_from_anything(query in query(), saved in prop::option::of(saved()),
                                   aside in prop::option::of(saved()), seed in any::<u64>(),
                                   returned in any::<bool>()) {
        let arrival = if returned { Arrival::Return } else { Arrival::Link };
        let opening = start(&query, arrival, saved.as_deref(), aside.as_deref(), seed);
        for notice in &opening.notices {
            prop_assert!(!notice.to_string().is_empty());
        }
        let text = save_text(&opening.game);
        let (again, notices) = restore(&read_save(&text).unwrap(), seed);
        prop_assert_eq!(notices, vec![]);
        prop_assert_eq!(again.history(), opening.game.history());
        prop_assert_eq!(again.redo_text(), opening.game.redo_text());
    }

    /// The saved game: refused with a message, or read as a setup, moves played
    /// and moves to redo that read back the same once written.
    #[test]
    fn a_saved_game_is_read_or_refused_with_a_reason(text in saved()) {
        match read_save(&text) {
            Err(e) => prop_assert!(!e.to_string().is_empty()),
            Ok(saved) => {
                let printed = format!(
                    "{SAVE_FORMAT}\n{}\n{}\n{}",
                    to_query(&saved.setup),
                    moves_text(&saved.moves),
                    moves_text(&saved.redo)
                );
                prop_assert_eq!(read_save(&printed), Ok(saved.clone()));
                // Played out: every move, and every move to redo, or a notice.
                let (game, notices) = restore(&saved, 1);
                if notices.is_empty() {
                    prop_assert_eq!(game.moves(usize::MAX), saved.moves.clone());
                    prop_assert_eq!(game.redo_text(), moves_text(&saved.redo));
                }
                // Written and read again: the same game, moves to redo included.
                let (again, notices) = restore(&read_save(&save_text(&game)).unwrap(), 1);
                prop_assert_eq!(notices, vec![]);
                prop_assert_eq!(again, game);
            }
        }
    }

    /// Any game played, undone and redone: a reload brings back the moves played
    /// and the moves to redo, and redo then plays what it would have played.
    #[test]
    fn a_reload_brings_back_moves_played_and_undone(
        setup in small_setup(),
        steps in prop::collection::vec((0..4u8, 1..=5usize, 1..=8u32, 1..=5usize), 0..40),
        seed in any::<u64>(),
    ) {
        let mut game = Game::new(setup, seed);
        for (step, pile, take, other) in steps {
            match step {
                0 | 1 if game.computer_to_move() => {
                    game.play_computer();
                }
                // A move from one pile, or (in Moore's Nim) from two.
                0 | 1 => {
                    let text = match step {
                        0 => format!("{pile}:{take}"),
                        _ => format!("{pile}:{take}+{other}:1"),
                    };
                    if let Ok(mv) = text.parse() {
                        let _ = game.play_multi(mv);
                    }
                }
                2 => {
                    game.undo();
                }
                _ => {
                    game.redo();
                }
            }
        }
        let (mut again, notices) = restore(&read_save(&save_text(&game)).unwrap(), seed);
        prop_assert_eq!(notices, vec![]);
        prop_assert_eq!(again.history(), game.history());
        prop_assert_eq!(again.redo_text(), game.redo_text());
        while game.redo() {
            prop_assert!(again.redo());
            prop_assert_eq!(again.history(), game.history());
        }
        prop_assert!(!again.can_redo());
    }

    /// The display choices: refused with a message, or read as choices that
    /// read back the same once written.
    #[test]
    fn display_choices_are_read_or_refused_with_a_reason(text in display_text()) {
        match Choices::from_text(&text) {
            Err(e) => prop_assert!(!e.to_string().is_empty()),
            Ok(display) => {
                prop_assert_eq!(Choices::from_text(&display.to_text()), Ok(display));
                prop_assert_eq!(display.to_string().parse::<Choices>(), Ok(display));
            }
        }
    }

    /// A practice score: refused with a message, and then read as no score,
    /// or a score that reads back the same once written and counts on.
    #[test]
    fn a_kept_score_is_read_or_refused_with_a_reason(text in score_text(), right in any::<bool>()) {
        match text.parse::<Score>() {
            Err(e) => {
                prop_assert!(!e.to_string().is_empty());
                prop_assert_eq!(Score::read(Some(&text)), Score::default());
            }
            Ok(mut score) => {
                prop_assert_eq!(Score::read(Some(&text)), score);
                prop_assert_eq!(score.to_string().parse::<Score>(), Ok(score));
                score.record(right);
                prop_assert_eq!(score.to_string().parse::<Score>(), Ok(score));
            }
        }
    }

    /// A practice run kept as its progress: any text picks up a run that holds
    /// together (no more answers than positions done), and a run's own
    /// progress, whatever was answered, shown or skipped, picks it up where it
    /// was, an answered position counting as done.
    #[test]
    fn a_practice_run_resumes_from_its_progress(
        text in prop_oneof![score_text().prop_map(|t| t.replace('/', ":")), value()],
        steps in prop::collection::vec(0u8..4, 0..30),
        seed in 0u64..50,
        kind in 0usize..3,
    ) {
        let link = PracticeLink { seed, kind: ExerciseKind::ALL[kind], level: Difficulty::Easy };
        let any = Session::resume(link, Some(&text));
        prop_assert!(any.index() <= any.count());
        prop_assert!(any.right() + any.shown() <= any.index());
        let mut run = Session::new(link);
        for step in steps {
            match step {
                0 => {
                    run.show();
                }
                1 => {
                    if let Some(right) = run.position().and_then(|p| right_reply(p, link.kind)) {
                        run.answer(right);
                    }
                }
                2 => {
                    run.answer(Reply::Move(Move { pile: 0, take: 1 }));
                }
                _ => {
                    run.advance();
                }
            }
        }
        let again = Session::resume(link, Some(&run.progress()));
        let done = run.index() + usize::from(run.reply().is_some());
        prop_assert_eq!((again.index(), again.right(), again.shown()), (done, run.right(), run.shown()));
        prop_assert_eq!(again.progress(), run.progress());
    }

    /// Any text is read as a query: names trimmed and in lower case, values
    /// trimmed, `get` the first part of a name.
    #[test]
    fn any_text_is_read_as_a_query(text in query()) {
        let query = Query::parse(&text);
        for part in query.parts() {
            prop_assert_eq!(part.name.trim(), part.name.as_str());
            prop_assert_eq!(part.name.to_ascii_lowercase(), part.name.clone());
            prop_assert_eq!(part.value.trim(), part.value.as_str());
            prop_assert!(query.get(&part.name.to_ascii_uppercase()).is_some());
        }
        let (_, problems) = parse_practice(&text);
        for problem in problems {
            prop_assert!(problem.to_string().len() > problem.key.len());
        }
    }

    /// Whatever the writer is given, the reader reads back: the same parts in
    /// the same order, each name and value as given (trimmed, the name in
    /// lower case, the characters that take no room dropped), none split at
    /// an `&` or `=` inside it; but for the tags a link picks up on the way
    /// (`utm_source`), which the reader drops.
    #[test]
    fn written_parts_read_back(parts in prop::collection::vec((text(), text()), 0..6)) {
        let mut writer = QueryWriter::new();
        for (name, value) in &parts {
            writer = writer.part(name, value);
        }
        let query = writer.finish();
        let read: Vec<(String, String)> = Query::parse(&query)
            .parts()
            .iter()
            .map(|p| (p.name.clone(), p.value.clone()))
            .collect();
        let given: Vec<(String, String)> = parts
            .iter()
            .map(|(n, v)| (visible(n).trim().to_ascii_lowercase(), visible(v).trim().to_string()))
            .filter(|(n, _)| !is_tracking(n))
            .collect();
        prop_assert_eq!(read, given);
    }

    /// A game's link and a practice set's, as the app writes them, read back as
    /// what they were written from; and so does a copy of each with every
    /// value percent-encoded.
    #[test]
    fn every_link_written_reads_back_also_encoded(
        setup in small_setup(),
        steps in prop::collection::vec((1..=5usize, 1..=8u32, 1..=5usize), 0..12),
        seed in any::<u64>(),
        link in practice_link(),
    ) {
        let game = played(setup, &steps, seed);
        let written = game_query(&game);
        for query in [written.clone(), encoded(&written)] {
            prop_assert_eq!(parse_query(&query), (game.setup().clone(), vec![]), "{}", query);
            let (moves, notices) = parse_moves(&query);
            prop_assert_eq!(notices, vec![]);
            prop_assert_eq!(moves, game.moves(usize::MAX), "{}", query);
            let opening = start(&query, Arrival::Link, None, None, seed);
            prop_assert_eq!(opening.notices, vec![]);
            prop_assert_eq!(opening.game.history(), game.history());
        }
        let written = link.to_string();
        for query in [written.clone(), encoded(&written), format!("?{written}")] {
            prop_assert_eq!(parse_practice(&query), (link, vec![]), "{}", query);
        }
    }

    /// The move form's number: a message in either language, or a number that
    /// reads back as itself.
    #[test]
    fn a_typed_number_is_read_or_refused_with_a_reason(lang in lang(), text in value(),
                                                       lo in 0u64..=40, span in 0u64..=2_000_000) {
        let t = lang.text();
        match read_whole(t, &text, Quantity::Take) {
            Err(refused) => prop_assert!(!refused.say(t).is_empty()),
            Ok(n) => prop_assert_eq!(read_whole(t, &n.to_string(), Quantity::Take), Ok(n)),
        }
        let hi = lo + span;
        match read_in_range(t, &text, Quantity::Sticks, lo, hi) {
            Err(refused) => prop_assert!(!refused.say(t).is_empty()),
            Ok(n) => {
                prop_assert!((lo..=hi).contains(&n));
                prop_assert_eq!(read_in_range(t, &n.to_string(), Quantity::Sticks, lo, hi), Ok(n));
            }
        }
    }
}
