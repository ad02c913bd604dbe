//! Property tests of the engine's strategy over random positions.
#![cfg(not(target_arch = "wasm32"))]

use bouton::engine::{
    choose_move, outcome, winning_moves, winning_multi_moves, Ending, Level, Outcome, Position,
    Rng, Rules,
};
use bouton::engine::{Move, MultiMove};
use proptest::prelude::*;

fn ending() -> impl Strategy<Value = Ending> {
    prop_oneof![Just(Ending::Normal), Just(Ending::Misere)]
}

fn rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::NORMAL),
        Just(Rules::MISERE),
        (1u32..=6, ending()).prop_map(|(k, ending)| Rules::new(ending, Some(k)).unwrap()),
        (2u32..=4, ending()).prop_map(|(k, ending)| Rules::moore(k, ending).unwrap()),
    ]
}

fn position(max_pile: u32) -> impl Strategy<Value = Position> {
    prop::collection::vec(0..=max_pile, 1..=6).prop_map(|piles| Position::new(piles).unwrap())
}

proptest! {
    #[test]
    fn no_move_keeps_a_safe_position_safe(position in position(40), rules in rules(), seed in any::<u64>()) {
        // The game is over in an empty position: in misère play its "mover" has won.
        prop_assume!(!position.is_empty());
        // Most random positions are unsafe: play a winning move to reach a safe one.
        let position = match winning_multi_moves(&position, &rules, 1).first.first() {
            Some(mv) => rules.play_multi(&position, mv).unwrap(),
            None => position,
        };
        prop_assert_eq!(outcome(&position, &rules), Outcome::Safe);
        for mv in rules.legal_moves(&position) {
            let next = rules.play(&position, mv).unwrap();
            prop_assert_eq!(outcome(&next, &rules), Outcome::Unsafe, "{} after {}", position, mv);
        }
        // Moore's Nim: moves from up to k piles at once, too many to try them all
        // here (`engine_search.rs` does, on small positions); a sample of them.
        let k = rules.piles_per_move() as usize;
        let full: Vec<usize> = (0..position.piles().len()).filter(|&i| position.piles()[i] > 0).collect();
        let mut rng = Rng::new(seed);
        for _ in 0..if k > 1 && !full.is_empty() { 200 } else { 0 } {
            let mut piles = full.clone();
            let mut parts = Vec::new();
            for _ in 0..=rng.below(k.min(full.len()) as u64) {
                let pile = piles.swap_remove(rng.below(piles.len() as u64) as usize);
                let take = 1 + rng.below(u64::from(position.piles()[pile])) as u32;
                parts.push(Move { pile, take });
            }
            let mv = MultiMove::new(parts).unwrap();
            let next = rules.play_multi(&position, &mv).unwrap();
            prop_assert_eq!(outcome(&next, &rules), Outcome::Unsafe, "{} after {}", position, mv);
        }
    }

    #[test]
    fn every_unsafe_position_has_a_winning_move(position in position(1_000_000), rules in rules()) {
        prop_assume!(!position.is_empty());
        let found = winning_multi_moves(&position, &rules, 8);
        prop_assert_eq!(found.first.is_empty(), outcome(&position, &rules) == Outcome::Safe);
        prop_assert!(found.count.at_least() >= found.first.len() as u64);
        for mv in found.first {
            let next = rules.play_multi(&position, &mv).unwrap();
            prop_assert_eq!(outcome(&next, &rules), Outcome::Safe);
        }
        for mv in winning_moves(&position, &rules) {
            let next = rules.play(&position, mv).unwrap();
            prop_assert_eq!(outcome(&next, &rules), Outcome::Safe);
        }
    }

    #[test]
    fn perfect_never_loses_from_an_unsafe_start(
        position in position(30),
        rules in rules(),
        seed in any::<u64>(),
        opponent in prop_oneof![Just(Level::Perfect), Just(Level::Good), Just(Level::Beginner)],
    ) {
        prop_assume!(outcome(&position, &rules) == Outcome::Unsafe);
        let mut rng = Rng::new(seed);
        let mut position = position;
        let mut computer_to_move = true;
        let mut last_mover_was_computer = false;
        while !position.is_empty() {
            let level = if computer_to_move { Level::Perfect } else { opponent };
            let mv = choose_move(&position, &rules, level, &mut rng).unwrap();
            position = rules.play_multi(&position, &mv).unwrap();
            last_mover_was_computer = computer_to_move;
            computer_to_move = !computer_to_move;
        }
        let computer_won = match rules.ending() {
            Ending::Normal => last_mover_was_computer,
            Ending::Misere => !last_mover_was_computer,
        };
        prop_assert!(computer_won);
    }
}

fn setup() -> impl Strategy<Value = bouton::game::Setup> {
    use bouton::game::{First, Opponent, Setup};
    (
        prop::collection::vec(0u32..=1_000_000, 1..=32),
        prop_oneof![
            Just(Rules::NORMAL),
            Just(Rules::MISERE),
            (1u32..=1_000_000, ending()).prop_map(|(k, e)| Rules::new(e, Some(k)).unwrap()),
            (1u32..=32, ending()).prop_map(|(k, e)| Rules::moore(k, e).unwrap()),
        ],
        prop_oneof![
            Just(Opponent::Friend),
            Just(Opponent::Computer(Level::Perfect)),
            Just(Opponent::Computer(Level::Good)),
            Just(Opponent::Computer(Level::Beginner)),
        ],
        prop_oneof![Just(First::You), Just(First::Computer), Just(First::Auto)],
    )
        .prop_filter("a game needs a stick", |(piles, ..)| {
            piles.iter().any(|&p| p > 0)
        })
        .prop_map(|(piles, rules, opponent, first)| Setup {
            position: Position::new(piles).unwrap(),
            rules,
            opponent,
            // With a friend, player 1 always starts: `first` has no meaning.
            first: if opponent == Opponent::Friend {
                First::You
            } else {
                first
            },
        })
}

proptest! {
    #[test]
    fn every_setup_survives_a_link(setup in setup()) {
        let query = bouton::game::to_query(&setup);
        let (parsed, notices) = bouton::game::parse_query(&query);
        prop_assert!(notices.is_empty(), "{:?}", notices);
        prop_assert_eq!(parsed, setup);
    }

    #[test]
    fn every_move_survives_its_text(
        parts in prop::collection::btree_map(0usize..32, 0u32..=1_000_000, 1..=32),
    ) {
        let parts = parts.into_iter().map(|(pile, take)| Move { pile, take }).collect();
        let mv = MultiMove::new(parts).unwrap();
        prop_assert_eq!(mv.to_string().parse::<MultiMove>(), Ok(mv.clone()));
        // In a link: `+` raw, as %2B, or already decoded to a space.
        let text = mv.to_string();
        for written in [text.clone(), text.replace('+', "%2B"), text.replace('+', "%20")] {
            let (moves, notices) = bouton::game::parse_moves(&format!("moves={written},{written}"));
            prop_assert!(notices.is_empty(), "{:?}", notices);
            prop_assert_eq!(moves, vec![mv.clone(), mv.clone()]);
        }
    }

    #[test]
    fn a_played_game_survives_a_link(setup in setup(), seed in any::<u64>()) {
        use bouton::game::{game_query, parse_moves, parse_query, Game};
        let mut game = Game::new(setup, seed);
        let mut you = Rng::new(seed ^ 1);
        for _ in 0..6 {
            if game.turn().is_none() {
                break;
            }
            if game.computer_to_move() {
                game.play_computer().unwrap();
            } else {
                let rules = game.setup().rules;
                let mv = choose_move(game.position(), &rules, Level::Beginner, &mut you).unwrap();
                game.play_multi(mv).unwrap();
            }
        }
        let query = game_query(&game);
        let (setup, _) = parse_query(&query);
        let (moves, notices) = parse_moves(&query);
        prop_assert!(notices.is_empty());
        let (again, error) = Game::replay(setup, &moves, seed);
        prop_assert_eq!(error, None);
        prop_assert_eq!(again.history(), game.history());
    }
}
