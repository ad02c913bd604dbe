//! What is marked on the board and beside it between two changes of the game:
//! the pointer's preview, the keys' cursor, Moore's sticks chosen, the hint and
//! the computer's reasons on show, a refused move's reason, the review's step.
//! The game's actions ([`super::table::Table`]) clear them when the game changes.

use leptos::prelude::*;

use crate::engine::{Move, MultiMove};

use crate::game::TurnError;

use super::number::BadNumber;

/// Why a person's move was refused: worded where it is drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The game refused it.
    Turn(TurnError),
    /// A number typed in the move form.
    Number(BadNumber),
    /// A move of Moore's Nim typed in a form that is not one (as typed).
    Parts(String),
    /// Moore's Nim: taken with no sticks chosen.
    NothingChosen,
}

/// The marks, shared through context.
#[derive(Clone, Copy)]
pub struct Marks {
    /// Why the last attempted move was refused.
    pub move_error: RwSignal<Option<Refusal>>,
    /// The move a hovered or focused stick would make, for the preview.
    pub preview: RwSignal<Option<Move>>,
    /// The winning move the hint panel is explaining, lit up on the board.
    pub hinted: RwSignal<Option<MultiMove>>,
    /// In Moore's Nim, the sticks chosen so far in up to k piles, one part per
    /// pile, taken together by [`super::table::Table::take_selection`].
    pub selection: RwSignal<Vec<Move>>,
    /// Whether the hint panel is open.
    pub hint_open: RwSignal<bool>,
    /// How many steps of the graded hint are shown (each press of Hint adds one).
    pub hint_step: RwSignal<usize>,
    /// While the computer thinks aloud, the move it is explaining, and how many
    /// of its steps are shown.
    pub aloud: RwSignal<Option<MultiMove>>,
    pub aloud_at: RwSignal<usize>,
    /// The move chosen with the arrow keys, marked on the board.
    pub cursor: RwSignal<Option<Move>>,
    /// The position the review after the game shows, as a number of moves:
    /// `None` (the start) until the review is stepped or gone to, so that in
    /// projector mode its picture takes the board's place only once asked for.
    pub review: RwSignal<Option<usize>>,
}

impl Marks {
    pub fn new() -> Marks {
        Marks {
            move_error: RwSignal::new(None),
            preview: RwSignal::new(None),
            hinted: RwSignal::new(None),
            selection: RwSignal::new(Vec::new()),
            hint_open: RwSignal::new(false),
            hint_step: RwSignal::new(0),
            aloud: RwSignal::new(None),
            aloud_at: RwSignal::new(0),
            cursor: RwSignal::new(None),
            review: RwSignal::new(None),
        }
    }

    /// The marks from context; every view below [`crate::view::App`] has them.
    pub fn get() -> Marks {
        expect_context::<Marks>()
    }

    /// Clears what belonged to the position before a change of the game; the
    /// review of the game that comes to an end starts at its start.
    pub fn clear(&self) {
        clear(self.move_error);
        clear(self.preview);
        clear(self.cursor);
        clear(self.selection);
        clear(self.hinted);
        clear(self.hint_open);
        clear(self.hint_step);
        clear(self.aloud);
        clear(self.aloud_at);
        clear(self.review);
    }

    /// Whether nothing is marked that a person put there: no preview, no
    /// choice with the keys, no open hint, no refused move's reason.
    pub fn at_rest(&self) -> bool {
        self.preview.with_untracked(Option::is_none)
            && self.cursor.with_untracked(Option::is_none)
            && self.selection.with_untracked(Vec::is_empty)
            && !self.hint_open.get_untracked()
            && self.move_error.with_untracked(Option::is_none)
    }
}

/// Sets a signal to `value`, and only if it is not there already: a signal
/// that is set tells everything that reads it, even when nothing changed, and
/// every pile and tableau row reads the marks, the hint and the preview.
pub fn put<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|current| *current != value) {
        signal.set(value);
    }
}

/// Sets a signal back to its default (see [`put`]).
pub fn clear<T: Default + PartialEq + Send + Sync + 'static>(signal: RwSignal<T>) {
    put(signal, T::default())
}
