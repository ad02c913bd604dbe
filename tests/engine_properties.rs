//! Property tests of the engine's strategy over random positions.
#![cfg(not(target_arch = "wasm32"))]

use bouton::engine::{
    choose_move, outcome, winning_moves, Ending, Level, Outcome, Position, Rng, Rules,
};
use proptest::prelude::*;

fn ending() -> impl Strategy<Value = Ending> {
    prop_oneof![Just(Ending::Normal), Just(Ending::Misere)]
}

fn rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::NORMAL),
        Just(Rules::MISERE),
        (1u32..=6, ending()).prop_map(|(k, ending)| Rules::new(ending, Some(k)).unwrap()),
    ]
}

fn position(max_pile: u32) -> impl Strategy<Value = Position> {
    prop::collection::vec(0..=max_pile, 1..=6).prop_map(|piles| Position::new(piles).unwrap())
}

proptest! {
    #[test]
    fn no_move_keeps_a_safe_position_safe(position in position(40), rules in rules()) {
        // The game is over in an empty position: in misère play its "mover" has won.
        prop_assume!(!position.is_empty());
        // Most random positions are unsafe: play a winning move to reach a safe one.
        let position = match winning_moves(&position, &rules).first() {
            Some(&mv) => rules.play(&position, mv).unwrap(),
            None => position,
        };
        prop_assert_eq!(outcome(&position, &rules), Outcome::Safe);
        for mv in rules.legal_moves(&position) {
            let next = rules.play(&position, mv).unwrap();
            prop_assert_eq!(outcome(&next, &rules), Outcome::Unsafe, "{} after {}", position, mv);
        }
    }

    #[test]
    fn every_unsafe_position_has_a_winning_move(position in position(1_000_000), rules in rules()) {
        prop_assume!(!position.is_empty());
        let moves = winning_moves(&position, &rules);
        prop_assert_eq!(moves.is_empty(), outcome(&position, &rules) == Outcome::Safe);
        for mv in moves {
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
            position = rules.play(&position, mv).unwrap();
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
        ],
        prop_oneof![
            Just(Opponent::Friend),
            Just(Opponent::Computer(Level::Perfect)),
            Just(Opponent::Computer(Level::Good)),
            Just(Opponent::Computer(Level::Beginner)),
        ],
        prop_oneof![Just(First::You), Just(First::Computer)],
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
}
