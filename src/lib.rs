//! Bouton: Nim in the browser, with Bouton's column-sum tableau.
//!
//! - [`engine`]: the rules and the theory, plain Rust.
//! - [`game`]: the game as the app holds it, and the learning pages' games and
//!   practice runs, plain Rust.
//! - `view`: the Leptos components (wasm only).
#![forbid(unsafe_code)]

pub mod engine;
pub mod game;
pub mod view;
