//! Soak test: many random games of every variant, through the game model.
//!
//! The computer plays perfectly and chooses who moves first (`first=auto`), so it is
//! always given a winning position: it must win every game, and never make an
//! illegal move. Its opponent plays at the perfect, good or beginner level, whose
//! every move must be legal. Run it in release mode
//! (`cargo test --release --test soak`): a few seconds.
#![cfg(not(target_arch = "wasm32"))]

use bouton::engine::{choose_move, Ending, Level, Position, Rng, Rules};
use bouton::game::{First, Game, Opponent, Player, Setup};

/// Random games played for each variant.
const GAMES_PER_VARIANT: u32 = 10_000;
/// Piles at the start: from 1 to this many.
const MOST_PILES: u64 = 8;
/// Sticks per pile at the start: from 0 to this many.
const MOST_STICKS: u64 = 20;
/// Take limits drawn for the limited variants: from 1 to this many.
const MOST_LIMIT: u64 = 6;

/// A variant: its name and the rules of one game of it.
type Variant = (&'static str, fn(&mut Rng) -> Rules);

fn limit(rng: &mut Rng) -> Option<u32> {
    Some(1 + rng.below(MOST_LIMIT) as u32)
}

const VARIANTS: [Variant; 8] = [
    ("normal", |_| Rules::NORMAL),
    ("misère", |_| Rules::MISERE),
    ("take limit", |rng| {
        Rules::new(Ending::Normal, limit(rng)).unwrap()
    }),
    ("misère with a take limit", |rng| {
        Rules::new(Ending::Misere, limit(rng)).unwrap()
    }),
    ("Moore k=2", |_| Rules::moore(2, Ending::Normal).unwrap()),
    ("Moore k=2 misère", |_| {
        Rules::moore(2, Ending::Misere).unwrap()
    }),
    ("Moore k=3", |_| Rules::moore(3, Ending::Normal).unwrap()),
    ("Moore k=3 misère", |_| {
        Rules::moore(3, Ending::Misere).unwrap()
    }),
];

fn random_start(rng: &mut Rng) -> Position {
    loop {
        let piles = 1 + rng.below(MOST_PILES) as usize;
        let sizes: Vec<u32> = (0..piles)
            .map(|_| rng.below(MOST_STICKS + 1) as u32)
            .collect();
        let position = Position::new(sizes).unwrap();
        if !position.is_empty() {
            return position;
        }
    }
}

#[test]
fn the_perfect_computer_wins_every_game_it_chooses_to_start() {
    let mut rng = Rng::new(2024);
    for (name, rules_of) in VARIANTS {
        let mut moves = 0u64;
        for game_number in 0..GAMES_PER_VARIANT {
            let rules = rules_of(&mut rng);
            let setup = Setup {
                position: random_start(&mut rng),
                rules,
                opponent: Opponent::Computer(Level::Perfect),
                first: First::Auto,
            };
            let opponent = Level::ALL[game_number as usize % Level::ALL.len()];
            let start = setup.position.clone();
            let mut game = Game::new(setup, rng.next_u64());
            while game.turn().is_some() {
                let before = game.position().clone();
                if game.computer_to_move() {
                    let mv = game.play_computer();
                    assert!(
                        mv.is_some(),
                        "{name}: the computer found no legal move from {before} ({rules:?})"
                    );
                } else {
                    let mv = choose_move(&before, &rules, opponent, &mut rng)
                        .expect("a move while sticks are left");
                    assert_eq!(
                        rules.check_multi(&before, &mv),
                        Ok(()),
                        "{name}: {opponent} played {mv} from {before}"
                    );
                    game.play_multi(mv).unwrap();
                }
                moves += 1;
            }
            assert_eq!(
                game.winner(),
                Some(Player::Computer),
                "{name}: lost from {start} ({rules:?}) against {opponent}: {}",
                game.moves_text()
            );
        }
        assert!(moves >= u64::from(GAMES_PER_VARIANT), "{name}");
    }
}
