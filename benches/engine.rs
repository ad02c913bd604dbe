//! The engine's cost on the app's largest and most common boards: the computer's
//! best move and the list of winning moves (the hint panel) on 32 piles of
//! 1,000,000 and on 8 piles of 15, each checked before it is timed.
//!
//! `cargo bench --bench engine` (or `make bench`, which runs it too).

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::hint::black_box;

    use bouton::engine::{
        choose_move, grundy_sum, winning_moves, Level, Move, Position, Rng, Rules,
    };
    use criterion::Criterion;

    /// `piles` piles of `size` sticks, with one stick taken from the first pile
    /// if `one_taken` (the position the computer faces after a person's move).
    fn board(piles: usize, size: u32, one_taken: bool) -> Position {
        let mut sizes = vec![size; piles];
        if one_taken {
            sizes[0] -= 1;
        }
        Position::new(sizes).expect("within the app's limits")
    }

    /// The boards: name, position, and how many winning moves it has.
    fn boards() -> [(&'static str, Position, usize); 4] {
        [
            ("8x15", board(8, 15, false), 0),
            ("8x15 less one", board(8, 15, true), 7),
            ("32x1000000", board(32, 1_000_000, false), 0),
            ("32x1000000 less one", board(32, 1_000_000, true), 31),
        ]
    }

    /// The perfect computer's move, checked: from a safe position it takes one
    /// stick from the largest pile, from an unsafe one it leaves nim-sum 0.
    fn best_move(position: &Position, rng: &mut Rng) -> Move {
        let rules = Rules::NORMAL;
        let mv = choose_move(position, &rules, Level::Perfect, rng)
            .expect("sticks are left")
            .single()
            .expect("ordinary Nim: a move from one pile");
        let after = rules
            .play(position, mv)
            .expect("the computer's move is legal");
        if grundy_sum(position, &rules) == 0 {
            assert_eq!(mv.take, 1, "a stalling move takes one stick");
        } else {
            assert_eq!(grundy_sum(&after, &rules), 0, "{mv} from {position}");
        }
        mv
    }

    pub fn engine(c: &mut Criterion) {
        let mut rng = Rng::new(1);
        for (name, position, winning) in boards() {
            let moves = winning_moves(&position, &Rules::NORMAL);
            assert_eq!(moves.len(), winning, "winning moves on {name}");
            for &mv in &moves {
                let after = Rules::NORMAL.play(&position, mv).unwrap();
                assert_eq!(grundy_sum(&after, &Rules::NORMAL), 0, "{mv} on {name}");
            }
            best_move(&position, &mut rng);
            c.bench_function(&format!("best move, {name}"), |b| {
                b.iter(|| best_move(black_box(&position), &mut rng))
            });
            c.bench_function(&format!("winning moves, {name}"), |b| {
                b.iter(|| {
                    let moves = winning_moves(black_box(&position), &Rules::NORMAL);
                    assert_eq!(moves.len(), winning);
                    moves
                })
            });
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_group!(benches, native::engine);
#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(benches);

/// Nothing to measure in a wasm build: the benchmark runs natively.
#[cfg(target_arch = "wasm32")]
fn main() {}
