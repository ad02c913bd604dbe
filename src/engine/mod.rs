//! The rules of Nim and its analysis, in plain Rust.
//!
//! Nothing here knows about the browser: the engine is tested natively and the
//! views only draw what it computes.

mod analysis;
mod computer;
mod exercise;
mod lesson;
mod moore;
mod multi_move;
mod nimber;
mod northcott;
mod position;
mod rng;
mod rules;
mod staircase;
mod tableau;

pub use analysis::{
    deciding_nim_sum, grundy, grundy_sum, nim_sum, outcome, winning_moves, winning_multi_moves,
    Outcome, WinningMoves,
};
pub use computer::{choose_move, Level};
pub use exercise::{
    check_tableau, exercise_set, parse_binary, Answer, BinaryError, Difficulty, ExerciseError,
    ExerciseKind, TableauCheck, EXERCISES, MAX_BINARY_DIGITS,
};
pub use lesson::{
    computer_steps, hint_steps, turning_point, Highlight, HintStep, TurningPoint, SHOWN_MOVES,
};
pub use moore::MoveCount;
pub use multi_move::{MultiMove, MultiMoveError};
pub use nimber::{
    kayles_nimbers, kayles_period, kayles_working, octal_period, Component, ComponentError,
    ComponentMove, GameKind, GameSum, GameSumError, Hint, KaylesCell, KaylesOption, KaylesRow,
    Periodicity, SubtractionCell, SubtractionOption, SubtractionSet, SubtractionSetError, SumMove,
    SumMoveError, KAYLES_CHECKED_PINS, MAX_COMPONENTS, MAX_KAYLES_PINS, MAX_SET_TAKE,
    MAX_SET_TAKES, MAX_SUM_PILE,
};
pub use northcott::{
    Counters, Northcott, NorthcottError, Side, Slide, SlideError, MAX_ROWS, MAX_WIDTH,
};
pub use position::{group_digits, Move, Position, SetupError, MAX_PILES, MAX_PILE_SIZE};
pub use rng::Rng;
pub use rules::{Ending, MoveError, Rules, RulesError, MAX_MOORE};
pub use staircase::{is_odd_step, StairMove, StairMoveError, Staircase, StaircaseError, MAX_STEPS};
pub use tableau::{
    is_mistake, mex, nim_sum_work, safe_triples, unbalanced_columns, MisereStage, NimSumWork, Row,
    Tableau,
};
