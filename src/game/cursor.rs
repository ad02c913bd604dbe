//! The keyboard's choice of a move (the keys, or a presentation clicker's
//! two buttons): a cursor over the legal moves of the game on the board.

use crate::engine::Move;

use super::model::Game;

/// The move after (`forward`) or before `from` in a walk over every legal move,
/// pile by pile, taking 1, 2, … from each: two clicker buttons reach them all.
pub fn step_move(game: &Game, from: Option<Move>, forward: bool) -> Option<Move> {
    let piles = game.position().piles();
    let rules = &game.setup().rules;
    let most = |pile: usize| rules.most_from(piles[pile]);
    let n = piles.len();
    // The first (or last) move of the first pile with sticks after `pile`.
    let enter = |pile: usize| {
        (1..=n)
            .map(|d| {
                if forward {
                    (pile + d) % n
                } else {
                    (pile + n - d % n) % n
                }
            })
            .find(|&p| most(p) > 0)
            .map(|p| Move {
                pile: p,
                take: if forward { 1 } else { most(p) },
            })
    };
    let Some(from) = from.filter(|m| m.pile < n && (1..=most(m.pile)).contains(&m.take)) else {
        return enter(if forward { n - 1 } else { 0 });
    };
    let take = if forward {
        from.take + 1
    } else {
        from.take - 1
    };
    if (1..=most(from.pile)).contains(&take) {
        Some(Move { take, ..from })
    } else {
        enter(from.pile)
    }
}

/// The chosen move with the pile changed (`pile_step`) or the count changed
/// (`take_step`), kept within the piles that have sticks and the legal takes.
pub fn arrow_move(game: &Game, from: Option<Move>, pile_step: i64, take_step: i64) -> Option<Move> {
    let piles = game.position().piles();
    let rules = &game.setup().rules;
    let full: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 0).collect();
    if full.is_empty() {
        return None;
    }
    let Some(from) = from.filter(|m| full.contains(&m.pile)) else {
        return Some(Move {
            pile: full[0],
            take: 1,
        });
    };
    let at = full.iter().position(|&p| p == from.pile).unwrap_or(0) as i64;
    let pile = full[(at + pile_step).rem_euclid(full.len() as i64) as usize];
    let most = rules.most_from(piles[pile]);
    // `most` is at least 1: the pile has sticks.
    let take = (i64::from(from.take) + take_step)
        .max(1)
        .min(i64::from(most)) as u32;
    Some(Move { pile, take })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_query;

    fn game(query: &str) -> Game {
        Game::new(parse_query(query).0, 1)
    }

    fn mv(pile: usize, take: u32) -> Option<Move> {
        Some(Move { pile, take })
    }

    #[test]
    fn a_clicker_walks_through_every_legal_move_and_back() {
        let g = game("piles=2,0,1&max=3");
        let mut seen = Vec::new();
        let mut at = None;
        for _ in 0..4 {
            at = step_move(&g, at, true);
            seen.push(at.unwrap());
        }
        assert_eq!(
            seen,
            [mv(0, 1), mv(0, 2), mv(2, 1), mv(0, 1)].map(Option::unwrap)
        );
        assert_eq!(step_move(&g, None, false), mv(2, 1));
        assert_eq!(step_move(&g, mv(2, 1), false), mv(0, 2));
        assert_eq!(step_move(&g, mv(0, 1), false), mv(2, 1));
        let limited = game("piles=21&max=3");
        assert_eq!(step_move(&limited, mv(0, 3), true), mv(0, 1));
        assert_eq!(
            step_move(&game("piles=0,0,4"), Some(Move { pile: 0, take: 9 }), true),
            mv(2, 1)
        );
    }

    #[test]
    fn arrows_choose_a_pile_with_sticks_and_a_legal_count() {
        let g = game("piles=3,0,5&max=4");
        assert_eq!(arrow_move(&g, None, 1, 0), mv(0, 1));
        assert_eq!(
            arrow_move(&g, mv(0, 1), 1, 0),
            mv(2, 1),
            "the empty pile is skipped"
        );
        assert_eq!(arrow_move(&g, mv(2, 1), 1, 0), mv(0, 1), "and it wraps");
        assert_eq!(arrow_move(&g, mv(0, 3), 0, 1), mv(0, 3), "at most the pile");
        assert_eq!(
            arrow_move(&g, mv(2, 4), 0, 1),
            mv(2, 4),
            "at most the limit"
        );
        assert_eq!(
            arrow_move(&g, mv(2, 4), -1, 0),
            mv(0, 3),
            "clamped to the new pile"
        );
        assert_eq!(arrow_move(&g, mv(0, 1), 0, -1), mv(0, 1));
    }
}
