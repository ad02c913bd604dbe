//! Staircase Nim, Nim in disguise: coins lie on the steps of a staircase, and a move
//! carries any number of coins (at least one) from one step down to the next; from
//! the lowest step they go to the ground and leave the game. Whoever cannot move
//! (every coin on the ground) loses.
//!
//! The piles it hides are the coins on the odd steps (1, 3, 5, ...). A move from an
//! odd step shrinks its pile as in Nim; a move from an even step only adds coins
//! to the odd step below, and whoever is winning answers it by carrying the same
//! coins one step further down, which puts the piles back as they were. So the
//! player to move loses exactly when the nim-sum of the odd steps is 0.

use std::fmt;
use std::str::FromStr;

use super::analysis::{nim_sum, Outcome};
use super::position::{group_thousands, Position, MAX_PILES, MAX_PILE_SIZE};
use super::rng::Rng;

/// The most steps a staircase may have: its odd steps must fit in a position.
pub const MAX_STEPS: usize = 2 * MAX_PILES;

/// The coins on each step, from the lowest step (step 1) up.
///
/// Always within bounds: 1 to [`MAX_STEPS`] steps and at most [`MAX_PILE_SIZE`]
/// coins in all, so every pile of the translation is a pile of Nim.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Outcome, Staircase};
/// let stairs: Staircase = "3,1,2".parse().unwrap();
/// // Steps 1 and 3 hold 3 and 2 coins: the piles 3, 2, nim-sum 1.
/// assert_eq!(stairs.piles().to_string(), "3,2");
/// assert_eq!(stairs.outcome(), Outcome::Unsafe);
/// assert_eq!(stairs.to_string(), "3,1,2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Staircase {
    coins: Vec<u32>,
}

/// Why a list of coin counts is not a staircase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StaircaseError {
    NoSteps,
    /// More than [`MAX_STEPS`] steps.
    TooManySteps(usize),
    /// More than [`MAX_PILE_SIZE`] coins in all.
    TooManyCoins(u64),
    /// A part of the text is not a whole number of coins.
    NotANumber(String),
}

impl fmt::Display for StaircaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StaircaseError::NoSteps => write!(f, "there must be at least one step"),
            StaircaseError::TooManySteps(n) => {
                write!(f, "{n} steps is too many (at most {MAX_STEPS})")
            }
            StaircaseError::TooManyCoins(n) => write!(
                f,
                "{} coins is too many (at most {} in all)",
                group_thousands(*n),
                group_thousands(u64::from(MAX_PILE_SIZE))
            ),
            StaircaseError::NotANumber(text) => {
                write!(f, "“{text}” is not a number of coins")
            }
        }
    }
}

impl std::error::Error for StaircaseError {}

/// Carrying `coins` coins from step `step` (0-based: 0 is step 1, the lowest) down
/// to the step below, or from step 1 to the ground.
///
/// Its text form is `step:coins` with the step counted from 1.
///
/// # Examples
///
/// ```
/// use bouton::engine::StairMove;
/// let mv: StairMove = "3:2".parse().unwrap();
/// assert_eq!(mv, StairMove { step: 2, coins: 2 });
/// assert_eq!(mv.to_string(), "3:2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StairMove {
    /// Index of the step the coins leave, from 0.
    pub step: usize,
    /// Coins carried down, at least 1 in a legal move.
    pub coins: u32,
}

/// Why a move is not legal on a staircase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StairMoveError {
    /// The step (1-based) is not on the staircase.
    NoSuchStep { step: usize, steps: usize },
    /// A move must carry at least one coin.
    CarriesNothing,
    /// The step (1-based) holds fewer coins than asked for.
    TooMany { step: usize, has: u32, coins: u32 },
}

impl fmt::Display for StairMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StairMoveError::NoSuchStep { step, steps } => {
                write!(
                    f,
                    "there is no step {step}: choose a step from 1 to {steps}"
                )
            }
            StairMoveError::CarriesNothing => write!(f, "carry at least one coin"),
            StairMoveError::TooMany { step, has, coins } => write!(
                f,
                "step {step} has only {has} coins, you cannot carry {}",
                group_thousands(u64::from(coins))
            ),
        }
    }
}

impl std::error::Error for StairMoveError {}

impl fmt::Display for StairMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.step + 1, self.coins)
    }
}

impl FromStr for StairMove {
    type Err = StaircaseError;

    fn from_str(text: &str) -> Result<StairMove, StaircaseError> {
        let bad = || StaircaseError::NotANumber(text.to_string());
        let (step, coins) = text.split_once(':').ok_or_else(bad)?;
        let step: usize = step.trim().parse().map_err(|_| bad())?;
        let coins: u32 = coins.trim().parse().map_err(|_| bad())?;
        let step = step.checked_sub(1).ok_or_else(bad)?;
        Ok(StairMove { step, coins })
    }
}

/// True for the steps whose coins are Nim piles: steps 1, 3, 5, ... (indices 0, 2, 4, ...).
pub fn is_odd_step(step: usize) -> bool {
    step.is_multiple_of(2)
}

impl Staircase {
    /// Checks coin counts, from the lowest step up, and makes them a staircase.
    ///
    /// # Errors
    ///
    /// [`StaircaseError`] for no steps, more than [`MAX_STEPS`], or more than
    /// [`MAX_PILE_SIZE`] coins in all.
    pub fn new(coins: Vec<u32>) -> Result<Staircase, StaircaseError> {
        if coins.is_empty() {
            return Err(StaircaseError::NoSteps);
        }
        if coins.len() > MAX_STEPS {
            return Err(StaircaseError::TooManySteps(coins.len()));
        }
        let total: u64 = coins.iter().map(|&c| u64::from(c)).sum();
        if total > u64::from(MAX_PILE_SIZE) {
            return Err(StaircaseError::TooManyCoins(total));
        }
        Ok(Staircase { coins })
    }

    /// A random staircase of `steps` steps, each with fewer than `most` coins,
    /// whose start the first mover can win (a lesson's opening position).
    pub fn random_unsafe(rng: &mut Rng, steps: usize, most: u32) -> Staircase {
        loop {
            let coins = (0..steps)
                .map(|_| rng.below(u64::from(most)) as u32)
                .collect();
            if let Ok(stairs) = Staircase::new(coins) {
                if stairs.outcome() == Outcome::Unsafe {
                    return stairs;
                }
            }
        }
    }

    /// The coins on each step, from step 1 up.
    pub fn coins(&self) -> &[u32] {
        &self.coins
    }

    /// True when every coin is on the ground: the player to move has lost.
    pub fn is_over(&self) -> bool {
        self.coins.iter().all(|&c| c == 0)
    }

    /// The Nim piles it hides: the coins on steps 1, 3, 5, ...
    pub fn piles(&self) -> Position {
        let odd = self.coins.iter().step_by(2).copied().collect();
        Position::new(odd).expect("odd steps fit in a position")
    }

    /// The pile (0-based) that step `step` (0-based) is, if it is an odd step.
    pub fn pile_of_step(step: usize) -> Option<usize> {
        is_odd_step(step).then_some(step / 2)
    }

    /// Checks `mv`.
    ///
    /// # Errors
    ///
    /// A [`StairMoveError`] naming what is wrong with the move.
    pub fn check(&self, mv: StairMove) -> Result<(), StairMoveError> {
        let Some(&has) = self.coins.get(mv.step) else {
            return Err(StairMoveError::NoSuchStep {
                step: mv.step + 1,
                steps: self.coins.len(),
            });
        };
        if mv.coins == 0 {
            return Err(StairMoveError::CarriesNothing);
        }
        if mv.coins > has {
            return Err(StairMoveError::TooMany {
                step: mv.step + 1,
                has,
                coins: mv.coins,
            });
        }
        Ok(())
    }

    /// The staircase after `mv`.
    ///
    /// # Errors
    ///
    /// A [`StairMoveError`] naming what is wrong; `self` is untouched.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{StairMove, Staircase};
    /// let stairs: Staircase = "0,2,1".parse().unwrap();
    /// let next = stairs.play(StairMove { step: 1, coins: 2 }).unwrap();
    /// assert_eq!(next.to_string(), "2,0,1");
    /// ```
    pub fn play(&self, mv: StairMove) -> Result<Staircase, StairMoveError> {
        self.check(mv)?;
        let mut coins = self.coins.clone();
        coins[mv.step] -= mv.coins;
        if mv.step > 0 {
            coins[mv.step - 1] += mv.coins;
        }
        Ok(Staircase { coins })
    }

    /// Every legal move, step by step from the lowest, fewest coins first.
    pub fn legal_moves(&self) -> impl Iterator<Item = StairMove> + '_ {
        self.coins
            .iter()
            .enumerate()
            .flat_map(|(step, &has)| (1..=has).map(move |coins| StairMove { step, coins }))
    }

    /// Who wins with perfect play, for the player to move: safe (a loss for the
    /// mover) exactly when the nim-sum of the odd steps is 0.
    pub fn outcome(&self) -> Outcome {
        if nim_sum(self.piles().piles().iter().copied()) == 0 {
            Outcome::Safe
        } else {
            Outcome::Unsafe
        }
    }

    /// Every move that leaves the nim-sum of the odd steps at 0, step by step.
    ///
    /// A move from an odd step shrinks that pile; a move from an even step grows
    /// the pile below it. Either wins when the pile reaches its size ⊕ the
    /// nim-sum.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::engine::{StairMove, Staircase};
    /// let stairs: Staircase = "3,1,2".parse().unwrap();
    /// // Piles 3 and 2, nim-sum 1: carry one coin from step 1 to the ground.
    /// assert_eq!(stairs.winning_moves(), vec![StairMove { step: 0, coins: 1 }]);
    /// ```
    pub fn winning_moves(&self) -> Vec<StairMove> {
        let piles = self.piles();
        let sum = nim_sum(piles.piles().iter().copied());
        if sum == 0 {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for (step, &has) in self.coins.iter().enumerate() {
            let coins = if is_odd_step(step) {
                let size = piles.piles()[step / 2];
                size.checked_sub(size ^ sum)
            } else {
                let below = piles.piles()[(step - 1) / 2];
                (below ^ sum).checked_sub(below)
            };
            if let Some(coins) = coins.filter(|&c| c >= 1 && c <= has) {
                moves.push(StairMove { step, coins });
            }
        }
        moves
    }

    /// The computer's move: a winning move, the Nim move on an odd step when there
    /// is one; from a safe staircase, one coin from the lowest step that has any.
    /// `None` when every coin is on the ground.
    ///
    /// Coins only ever go down, so every game ends.
    pub fn computer_move(&self, rng: &mut Rng) -> Option<StairMove> {
        let winning = self.winning_moves();
        let nim: Vec<StairMove> = winning
            .iter()
            .copied()
            .filter(|mv| is_odd_step(mv.step))
            .collect();
        let pool = if nim.is_empty() { &winning } else { &nim };
        if !pool.is_empty() {
            return Some(pool[rng.below(pool.len() as u64) as usize]);
        }
        let step = self.coins.iter().position(|&c| c > 0)?;
        Some(StairMove { step, coins: 1 })
    }
}

impl FromStr for Staircase {
    type Err = StaircaseError;

    /// Reads the coins of each step, from step 1 up, separated by commas: `3,1,2`.
    fn from_str(text: &str) -> Result<Staircase, StaircaseError> {
        let coins = text
            .split(',')
            .map(|part| {
                let part = part.trim();
                part.parse::<u32>()
                    .ok()
                    .filter(|_| part.bytes().all(|b| b.is_ascii_digit()))
                    .ok_or_else(|| StaircaseError::NotANumber(part.to_string()))
            })
            .collect::<Result<Vec<u32>, StaircaseError>>()?;
        Staircase::new(coins)
    }
}

impl fmt::Display for Staircase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, coins) in self.coins.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{coins}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_staircase_is_a_win_for_the_first_mover() {
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let stairs = Staircase::random_unsafe(&mut rng, 5, 5);
            assert_eq!(stairs.coins().len(), 5);
            assert!(stairs.coins().iter().all(|&c| c < 5), "{stairs:?}");
            assert_eq!(stairs.outcome(), Outcome::Unsafe);
        }
    }

    #[test]
    fn text_round_trips_and_refuses_nonsense() {
        for text in ["0", "3,1,2", "0,0,0,7"] {
            assert_eq!(text.parse::<Staircase>().unwrap().to_string(), text);
        }
        let cases = [
            ("", StaircaseError::NotANumber(String::new())),
            ("1,-2", StaircaseError::NotANumber("-2".into())),
            ("600000,600000", StaircaseError::TooManyCoins(1_200_000)),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<Staircase>(), Err(error), "{text}");
        }
        assert_eq!(
            Staircase::new(vec![0; 65]),
            Err(StaircaseError::TooManySteps(65))
        );
        assert_eq!(Staircase::new(vec![]), Err(StaircaseError::NoSteps));
        let mv = StairMove { step: 4, coins: 9 };
        assert_eq!(mv.to_string().parse::<StairMove>(), Ok(mv));
        assert!("0:1".parse::<StairMove>().is_err());
    }

    #[test]
    fn moves_are_checked() {
        let stairs: Staircase = "1,0,2".parse().unwrap();
        assert_eq!(
            stairs.play(StairMove { step: 3, coins: 1 }),
            Err(StairMoveError::NoSuchStep { step: 4, steps: 3 })
        );
        assert_eq!(
            stairs.play(StairMove { step: 2, coins: 0 }),
            Err(StairMoveError::CarriesNothing)
        );
        assert_eq!(
            stairs.play(StairMove { step: 1, coins: 1 }),
            Err(StairMoveError::TooMany {
                step: 2,
                has: 0,
                coins: 1
            })
        );
        let ground = stairs.play(StairMove { step: 0, coins: 1 }).unwrap();
        assert_eq!(ground.to_string(), "0,0,2");
        assert_eq!(stairs.legal_moves().count(), 3);
    }

    #[test]
    fn an_even_step_move_is_undone_one_step_lower() {
        // 2,3,2: piles 2, 2, safe. Carrying the 3 coins of step 2 down makes 5, 2;
        // the answer carries them on to the ground.
        let stairs: Staircase = "2,3,2".parse().unwrap();
        assert_eq!(stairs.outcome(), Outcome::Safe);
        let after = stairs.play(StairMove { step: 1, coins: 3 }).unwrap();
        let mut rng = Rng::new(1);
        assert_eq!(
            after.computer_move(&mut rng),
            Some(StairMove { step: 0, coins: 3 })
        );
        assert_eq!(
            stairs.computer_move(&mut rng),
            Some(StairMove { step: 0, coins: 1 })
        );
        assert_eq!(
            "0,0".parse::<Staircase>().unwrap().computer_move(&mut rng),
            None
        );
    }
}
