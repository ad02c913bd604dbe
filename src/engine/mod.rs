//! The rules of Nim and its analysis, in plain Rust.
//!
//! Nothing here knows about the browser: the engine is tested natively and the
//! views only draw what it computes.

mod analysis;
mod computer;
mod position;
mod rng;
mod rules;
mod tableau;

pub use analysis::{grundy, grundy_sum, nim_sum, outcome, winning_moves, Outcome};
pub use computer::{choose_move, Level};
pub use position::{
    capitalise, count_sticks, group_thousands, Move, Position, SetupError, MAX_PILES, MAX_PILE_SIZE,
};
pub use rng::Rng;
pub use rules::{Ending, MoveError, Rules, RulesError};
pub use tableau::{
    explain, is_mistake, mex, nim_sum_work, safe_triples, MisereStage, NimSumWork, Reason, Row,
    Tableau,
};
