//! The game as the app holds it: a setup, the moves played, whose turn it is.
//!
//! Plain Rust over the engine, tested natively; the views only read and call it.

mod link;
mod model;
mod setup;

pub use link::{parse_query, to_query, LinkNotice};
pub use model::{Game, Played, TurnError};
pub use setup::{First, Opponent, Player, Setup};
