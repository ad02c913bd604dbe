//! The screen: thin views over [`crate::game::Game`].

mod app;
mod board;
mod disguise;
mod keys;
mod learn;
mod move_form;
mod say;
mod setup_panel;
pub mod share;
mod status;
mod table;
mod tableau;
mod teach;
pub mod text;

pub use app::{start, App};
pub use learn::Route;
pub use table::Table;
