//! Bouton: Nim in the browser, with Bouton's column-sum tableau.
#![forbid(unsafe_code)]

pub mod engine;
pub mod game;
