//! The learning pages' state, kept while their module runs: a page left and opened
//! again goes on where it was, and an answer the computer was still thinking
//! about when its page was left lands in that page's game.

use leptos::prelude::*;

use crate::engine::{Northcott, Staircase};
use crate::game::{Disguise, Game, PracticeLink, Session, Typed};

use super::follow::effect;
use super::storage::{load_page, load_run, load_typed, save_page};

/// Each learning page's state, shared through context. The pages start with
/// every one empty: a page makes its own the first time it is opened.
#[derive(Clone, Copy)]
pub struct Pages {
    /// The nim-addition table's chosen cell, as (row, column).
    pub table: Kept<(u32, u32)>,
    /// The calculator's numbers as typed.
    pub calculator: Kept<String>,
    /// The safe positions' largest pile, and whether their families are shown.
    pub safe_max: Kept<u32>,
    pub safe_family: Kept<bool>,
    pub one_pile: Kept<Game>,
    pub staircase: Kept<Disguise<Staircase>>,
    pub northcott: Kept<Disguise<Northcott>>,
    /// The practice sets opened, each with its tableau fields as typed, the
    /// last opened last: a set left for another kind, level or set and come
    /// back to (with Back, or its link) goes on where it was; after a reload,
    /// from the position it was on ([`load_run`]).
    practice: StoredValue<Vec<PracticeSet>>,
    /// The worksheet on show, as its query (`seed=7&level=easy`).
    pub worksheet: Kept<String>,
    /// How long the computer of a page's game thinks before it moves.
    pub think_ms: u32,
}

impl Pages {
    pub fn new(think_ms: u32) -> Pages {
        Pages {
            table: Kept::empty(),
            calculator: Kept::empty(),
            safe_max: Kept::empty(),
            safe_family: Kept::empty(),
            one_pile: Kept::empty(),
            staircase: Kept::empty(),
            northcott: Kept::empty(),
            practice: StoredValue::new(Vec::new()),
            worksheet: Kept::empty(),
            think_ms,
        }
    }

    /// The pages' state from context; every learning page has it
    /// ([`super::learn_module::Learning`]).
    pub fn get() -> Pages {
        expect_context::<Pages>()
    }

    /// The practice set opened last, if any.
    pub fn last_practice(self) -> Option<PracticeLink> {
        self.practice.with_value(|sets| {
            sets.last()
                .map(|set| set.session.with_untracked(Session::link))
        })
    }

    /// The practice set `link` names as it was left, or a new one: from now
    /// on the last opened. Only the last few are kept.
    pub fn practice(self, link: PracticeLink) -> PracticeSet {
        const KEPT: usize = 9;
        self.practice
            .try_update_value(|sets| {
                let kept = sets
                    .iter()
                    .position(|set| set.session.with_untracked(|s| s.link() == link));
                let opened = match kept {
                    Some(i) => sets.remove(i),
                    None => {
                        if sets.len() == KEPT {
                            sets.remove(0);
                        }
                        let session = load_run(link);
                        let typed = session.resume_typed(load_typed(link).as_deref());
                        PracticeSet {
                            session: ArcRwSignal::new(session),
                            typed: ArcRwSignal::new(typed),
                            draft: ArcRwSignal::new(None),
                        }
                    }
                };
                sets.push(opened.clone());
                opened
            })
            .expect("the pages' state lives as long as the pages")
    }
}

/// A practice set as it was left: the run through it, the tableau fields on
/// show, and those of the position to answer as typed so far, kept while an
/// earlier answer is looked back at.
#[derive(Clone)]
pub struct PracticeSet {
    pub session: ArcRwSignal<Session>,
    pub typed: ArcRwSignal<Typed>,
    pub draft: ArcRwSignal<Option<Typed>>,
}

/// One page's state: nothing until the page is first opened, then the same
/// signal every time after. The signal is counted by reference, so it lives as
/// long as the store holds it, not as long as the page that draws it; the page
/// draws it through a handle of its own, which goes with the page.
pub struct Kept<T: 'static> {
    value: StoredValue<Option<ArcRwSignal<T>>>,
    /// The pages' owner: what follows a kept state lives as long as it does,
    /// also while its page is gone.
    owner: StoredValue<Option<Owner>>,
}

impl<T> Clone for Kept<T> {
    fn clone(&self) -> Kept<T> {
        *self
    }
}

impl<T> Copy for Kept<T> {}

impl<T: Send + Sync + 'static> Kept<T> {
    fn empty() -> Kept<T> {
        Kept {
            value: StoredValue::new(None),
            owner: StoredValue::new(Owner::current()),
        }
    }

    /// The kept state, made by `make` if the page was never opened.
    pub fn open(self, make: impl FnOnce() -> T) -> RwSignal<T> {
        match self.signal() {
            Some(kept) => kept.into(),
            None => self.keep(make()).into(),
        }
    }

    /// The kept state; the first time the page is opened, the state this tab
    /// kept for `page` before a reload (as `read` reads its text), or else
    /// `make`'s. From then on the tab keeps it as `write` writes it, after
    /// each change (nothing while `write` gives nothing). Also whether a kept
    /// text could not be read: `make`'s state then takes its place.
    pub fn open_or_load(
        self,
        page: &'static str,
        read: impl FnOnce(&str) -> Option<T>,
        write: impl Fn(&T) -> Option<String> + 'static,
        make: impl FnOnce() -> T,
    ) -> (RwSignal<T>, bool) {
        if let Some(kept) = self.signal() {
            return (kept.into(), false);
        }
        let loaded = load_page(page).map(|text| read(&text));
        let unreadable = matches!(loaded, Some(None));
        let kept = self.keep(loaded.flatten().unwrap_or_else(make));
        let followed = kept.clone();
        let follow = move || {
            effect(Box::new(move |_| {
                if let Some(text) = followed.with(&write) {
                    save_page(page, &text);
                }
            }));
        };
        match self.owner.get_value() {
            Some(owner) => owner.with(follow),
            None => follow(),
        }
        (kept.into(), unreadable)
    }

    /// Keeps `value` from now on, in place of what was kept.
    pub fn keep(self, value: T) -> ArcRwSignal<T> {
        let kept = ArcRwSignal::new(value);
        self.value.set_value(Some(kept.clone()));
        kept
    }

    /// The kept state, also once its page is gone; `None` before the page was
    /// first opened, and once the app is gone.
    pub fn signal(self) -> Option<ArcRwSignal<T>> {
        self.value.try_get_value().flatten()
    }
}
