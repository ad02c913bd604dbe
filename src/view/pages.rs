//! The learning pages' state, kept while the app runs: a page left and opened
//! again goes on where it was, and an answer the computer was still thinking
//! about when its page was left lands in that page's game.

use leptos::prelude::*;

use crate::engine::{Northcott, Staircase};
use crate::game::{Disguise, Game, Session, Typed};

/// Each learning page's state, shared through context. The app starts with
/// every one empty: a page makes its own the first time it is opened.
#[derive(Clone, Copy)]
pub struct Pages {
    pub one_pile: Kept<Game>,
    pub staircase: Kept<Disguise<Staircase>>,
    pub northcott: Kept<Disguise<Northcott>>,
    /// The practice set in progress.
    pub practice: Kept<Session>,
    /// The practice page's tableau fields, as typed.
    pub typed: Kept<Typed>,
}

impl Pages {
    pub fn new() -> Pages {
        Pages {
            one_pile: Kept::empty(),
            staircase: Kept::empty(),
            northcott: Kept::empty(),
            practice: Kept::empty(),
            typed: Kept::empty(),
        }
    }

    /// The pages' state from context; every view below [`crate::view::App`] has it.
    pub fn get() -> Pages {
        expect_context::<Pages>()
    }
}

/// One page's state: nothing until the page is first opened, then the same
/// signal every time after. The signal is counted by reference, so it lives as
/// long as the store holds it, not as long as the page that draws it; the page
/// draws it through a handle of its own, which goes with the page.
pub struct Kept<T: 'static>(StoredValue<Option<ArcRwSignal<T>>>);

impl<T> Clone for Kept<T> {
    fn clone(&self) -> Kept<T> {
        *self
    }
}

impl<T> Copy for Kept<T> {}

impl<T: Send + Sync + 'static> Kept<T> {
    fn empty() -> Kept<T> {
        Kept(StoredValue::new(None))
    }

    /// The kept state, made by `make` if the page was never opened.
    pub fn open(self, make: impl FnOnce() -> T) -> RwSignal<T> {
        match self.signal() {
            Some(kept) => kept.into(),
            None => self.keep(make()),
        }
    }

    /// Keeps `value` from now on, in place of what was kept.
    pub fn keep(self, value: T) -> RwSignal<T> {
        let kept = ArcRwSignal::new(value);
        self.0.set_value(Some(kept.clone()));
        kept.into()
    }

    /// The kept state, also once its page is gone; `None` before the page was
    /// first opened, and once the app is gone.
    pub fn signal(self) -> Option<ArcRwSignal<T>> {
        self.0.try_get_value().flatten()
    }
}
