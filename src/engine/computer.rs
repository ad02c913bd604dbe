//! The computer opponent.

use std::fmt;
use std::str::FromStr;

use super::analysis::winning_moves;
use super::moore;
use super::multi_move::MultiMove;
use super::position::{Move, Position};
use super::rng::Rng;
use super::rules::Rules;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// Plays a winning move whenever one exists.
    #[default]
    Perfect,
    /// Like `Perfect`, but about one move in three is a random legal move.
    Good,
    /// Random legal moves.
    Beginner,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Perfect, Level::Good, Level::Beginner];

    /// The word used in links and forms.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Perfect => "perfect",
            Level::Good => "good",
            Level::Beginner => "beginner",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = ();

    fn from_str(text: &str) -> Result<Level, ()> {
        Level::ALL
            .into_iter()
            .find(|level| level.as_str().eq_ignore_ascii_case(text.trim()))
            .ok_or(())
    }
}

/// The computer's move at `level`, or `None` when no stick is left.
///
/// The perfect player always leaves a safe position when it can: one of the
/// winning moves at random in ordinary Nim, one built column by column in Moore's
/// Nim. From a position with no winning move it takes one stick from the largest
/// pile, so the game lasts and a human can still go wrong.
///
/// # Examples
///
/// ```
/// use bouton::engine::{choose_move, Ending, Level, Move, Rng, Rules};
/// let mut rng = Rng::new(1);
/// let mv = choose_move(&"3,4,5".parse().unwrap(), &Rules::NORMAL, Level::Perfect, &mut rng);
/// assert_eq!(mv.unwrap().single(), Some(Move { pile: 0, take: 2 }));
/// // Moore's Nim with k = 2: from 1, 2, 4 a safe position needs column sums of 0 or 3.
/// let moore = Rules::moore(2, Ending::Normal).unwrap();
/// let mv = choose_move(&"1,2,4".parse().unwrap(), &moore, Level::Perfect, &mut rng).unwrap();
/// let after = moore.play_multi(&"1,2,4".parse().unwrap(), &mv).unwrap();
/// assert_eq!(bouton::engine::outcome(&after, &moore), bouton::engine::Outcome::Safe);
/// ```
pub fn choose_move(
    position: &Position,
    rules: &Rules,
    level: Level,
    rng: &mut Rng,
) -> Option<MultiMove> {
    if position.is_empty() {
        return None;
    }
    let random = match level {
        Level::Perfect => false,
        Level::Good => rng.below(3) == 0,
        Level::Beginner => true,
    };
    if rules.is_moore() {
        let (piles, k) = (position.piles(), rules.piles_per_move());
        let chosen = if random {
            moore::random_move(piles, k, rng)
        } else {
            moore::winning_move(piles, k, rules.ending(), rng)
        };
        return chosen.or_else(|| Some(stalling_move(position).into()));
    }
    if random {
        return Some(random_move(position, rules, rng).into());
    }
    let winning = winning_moves(position, rules);
    let mv = if winning.is_empty() {
        stalling_move(position)
    } else {
        winning[rng.below(winning.len() as u64) as usize]
    };
    Some(mv.into())
}

/// One stick from the largest pile (the first of equals).
fn stalling_move(position: &Position) -> Move {
    let piles = position.piles();
    let largest = piles.iter().copied().max().unwrap_or(0);
    let pile = piles.iter().position(|&p| p == largest).unwrap_or(0);
    Move { pile, take: 1 }
}

/// A legal move drawn uniformly from all legal moves, without listing them.
fn random_move(position: &Position, rules: &Rules, rng: &mut Rng) -> Move {
    let mut index = rng.below(rules.count_legal_moves(position));
    for (pile, &size) in position.piles().iter().enumerate() {
        let count = u64::from(rules.most_from(size));
        if index < count {
            return Move {
                pile,
                take: index as u32 + 1,
            };
        }
        index -= count;
    }
    unreachable!("index is below the number of legal moves")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_moves_are_legal_and_varied() {
        let position: Position = "0,5,1,1000000".parse().unwrap();
        let rules = Rules::limited(3).unwrap();
        let mut rng = Rng::new(42);
        let mut piles_seen = [false; 4];
        for _ in 0..300 {
            let mv = choose_move(&position, &rules, Level::Beginner, &mut rng).unwrap();
            assert!(rules.check_multi(&position, &mv).is_ok(), "{mv}");
            piles_seen[mv.first().pile] = true;
        }
        assert_eq!(piles_seen, [false, true, true, true]);
    }

    #[test]
    fn perfect_stalls_from_a_safe_position() {
        let mut rng = Rng::new(3);
        let mv = choose_move(
            &"1,4,5".parse().unwrap(),
            &Rules::NORMAL,
            Level::Perfect,
            &mut rng,
        );
        assert_eq!(mv, Some(Move { pile: 2, take: 1 }.into()));
        assert_eq!(
            choose_move(
                &"0,0".parse().unwrap(),
                &Rules::NORMAL,
                Level::Perfect,
                &mut rng
            ),
            None
        );
    }

    #[test]
    fn good_is_sometimes_random() {
        // From (1,4,5) with many moves: count how often the good level leaves the
        // stalling move; about a third of moves are random.
        let position: Position = "3,4,5,9,17".parse().unwrap();
        let perfect = winning_moves(&position, &Rules::NORMAL);
        let mut rng = Rng::new(9);
        let off = (0..600)
            .filter(|_| {
                let mv = choose_move(&position, &Rules::NORMAL, Level::Good, &mut rng).unwrap();
                !mv.single().is_some_and(|mv| perfect.contains(&mv))
            })
            .count();
        assert!((120..=280).contains(&off), "{off} random moves of 600");
    }

    #[test]
    fn moore_moves_are_legal_at_every_level() {
        let position: Position = "0,5,1,7,3".parse().unwrap();
        let mut rng = Rng::new(4);
        for k in [2, 3, 32] {
            for ending in [super::super::Ending::Normal, super::super::Ending::Misere] {
                let rules = Rules::moore(k, ending).unwrap();
                for level in Level::ALL {
                    for _ in 0..50 {
                        let mv = choose_move(&position, &rules, level, &mut rng).unwrap();
                        assert!(rules.check_multi(&position, &mv).is_ok(), "{mv}");
                    }
                }
            }
        }
    }

    #[test]
    fn levels_parse() {
        assert_eq!(" Good ".parse::<Level>(), Ok(Level::Good));
        assert!("god".parse::<Level>().is_err());
    }
}
