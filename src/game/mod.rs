//! The game as the app holds it: a setup, the moves played, whose turn it is;
//! and the learning pages' games in disguise and practice runs.
//!
//! Plain Rust over the engine, tested natively; the views only read and call it.

mod cursor;
mod disguise;
mod display;
mod link;
mod model;
mod practice;
mod query;
mod saved;
mod setup;
mod start;
mod worksheet;

pub use cursor::{arrow_move, step_move};
pub use disguise::{ComputerMove, Disguise, Disguised, Turn};
pub use display::{Choices, DisplayError, Pace};
pub use link::{
    address_query, game_query, parse_moves, parse_query, to_query, LinkNotice, LinkProblem,
    PilesProblem, VIEW_OPTIONS,
};
pub use model::{Game, Played, ReplayError, TurnError};
pub use practice::{
    is_right, parse_practice, read_practice, right_reply, shown_position, Field, PracticeLink,
    PracticeProblem, PracticeReason, Reply, Score, ScoreError, Session, Typed, Unanswered,
    DEFAULT_PRACTICE_SEED, MAX_TYPED,
};
pub use query::{
    copies, is_tracking, switch, trim_sentence_end, visible, Counts, Part, Query, QueryWriter,
};
pub use saved::{read_save, save_text, SaveError, Saved, SAVE_FORMAT};
pub use setup::{First, FirstChoice, Opponent, Player, Setup};
pub use start::{restore, start, Arrival, Kept, Notice, Start};
pub use worksheet::{
    positions_text, read_positions, read_sheet, sheet_positions, PositionProblem, Sheet,
    SheetPositions, SheetProblem, MAX_POSITIONS, MAX_SHEET_PILES, MAX_SHEET_STICKS,
};
