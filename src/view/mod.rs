//! The screen: thin views over [`crate::game::Game`].

mod app;
mod board;
mod move_form;
pub mod panic;
mod setup_panel;
mod status;
mod table;

pub use app::{start, App};
pub use table::Table;
