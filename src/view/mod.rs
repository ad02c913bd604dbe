//! The screen: thin views over [`crate::game::Game`].

mod app;
mod board;
mod dice;
mod disguise;
mod follow;
mod keys;
mod learn;
pub mod learn_module;
mod lesson;
mod marks;
mod module;
mod module_host;
mod move_form;
pub mod nimbers;
mod number;
mod pages;
pub mod panic;
mod picture;
mod practice;
mod prefs;
mod qr;
mod router;
mod say;
mod setup_panel;
mod share;
mod start;
mod status;
mod storage;
mod table;
mod tableau;
mod teach;
pub mod text;
mod worksheet;

pub use app::{start, App};
pub use number::{read_in_range, read_whole, BadNumber, Problem, Quantity};
