//! Reactive primitives to asynchronously update some value.

mod action;
mod multi_action;
pub use action::*;
pub use multi_action::*;
