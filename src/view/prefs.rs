//! What the teacher and the pupil chose (the display choices, the language)
//! and what the device is (how it points, whether it is a first visit): the
//! same for every game, kept apart from the game itself.

use leptos::prelude::*;

use crate::game::Choices;

use super::follow::effect;
use super::storage::{first_visit, save_choices, save_lang};
use super::text::Lang;

/// The preferences, shared through context.
#[derive(Clone, Copy)]
pub struct Prefs {
    /// What the teacher chose to show.
    pub display: RwSignal<Choices>,
    /// The language of the interface, read where words are drawn
    /// ([`super::text::Words`]).
    pub lang: RwSignal<Lang>,
    /// Whether the language was chosen, in the link or with the switch, rather
    /// than followed from the browser's: links the app gives then carry it.
    pub lang_chosen: RwSignal<bool>,
    /// How the pupil points at the board, read once at start.
    pub pointer: Pointer,
    /// Whether this browser opens the app for the first time, read once at start.
    pub first_visit: bool,
    /// Whether the Share panel's link carries the moves played so far.
    pub share_moves: RwSignal<bool>,
}

impl Prefs {
    /// The preferences at start: `<html lang>` and projector mode are set at
    /// once, before the first paint, and follow their signals from then on.
    pub fn new(lang: Lang, lang_chosen: bool, display: Choices) -> Prefs {
        set_html_lang(lang);
        display.apply();
        let prefs = Prefs {
            display: RwSignal::new(display),
            lang: RwSignal::new(lang),
            lang_chosen: RwSignal::new(lang_chosen),
            pointer: Pointer::detect(),
            first_visit: first_visit(),
            share_moves: RwSignal::new(false),
        };
        effect(Box::new(move |before: Option<()>| {
            let lang = prefs.lang.get();
            if before.is_some() {
                set_html_lang(lang);
            }
        }));
        // Remembered in this browser as soon as the teacher changes them.
        effect(Box::new(move |before: Option<()>| {
            let display = prefs.display.get();
            if before.is_some() {
                save_choices(display);
                display.apply();
            }
        }));
        prefs
    }

    /// The preferences from context; every view below [`crate::view::App`] has them.
    pub fn get() -> Prefs {
        expect_context::<Prefs>()
    }

    /// Switches the language; the words on screen, `<html lang>` and the
    /// address follow it.
    pub fn set_lang(&self, lang: Lang) {
        if lang != self.lang.get_untracked() {
            self.lang.set(lang);
        }
        if !self.lang_chosen.get_untracked() {
            self.lang_chosen.set(true);
        }
    }

    /// The language switch: [`Prefs::set_lang`], and kept for later visits
    /// whose link names no language (a link's own is not kept).
    pub fn switch_lang(&self, lang: Lang) {
        self.set_lang(lang);
        save_lang(lang.code());
    }

    /// The language links carry: the one on screen if it was chosen, else
    /// none. Tracked, for a link drawn on screen.
    pub fn chosen_lang(&self) -> Option<Lang> {
        self.lang_chosen.get().then(|| self.lang.get())
    }

    /// [`Prefs::chosen_lang`] untracked, for the address written after a change.
    pub fn link_lang(&self) -> Option<Lang> {
        untrack(|| self.chosen_lang())
    }

    /// Changes what the teacher chose to show; the page and storage follow.
    /// (`edit` is a `dyn` function: one copy of this for all its callers.)
    pub fn set_display(&self, edit: &dyn Fn(&mut Choices)) {
        self.display.update(|d| edit(d));
    }

    /// Whether the teacher shows the analysis (the tableau and the hints), which
    /// the computer thinking aloud would otherwise give away.
    pub fn shows_analysis(&self) -> bool {
        self.display.with(|d| d.tableau && d.hints)
    }
}

/// Sets `<html lang>`, so screen readers and hyphenation follow the language.
fn set_html_lang(lang: Lang) {
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("lang", lang.code());
    }
}

/// How the pupil points: a mouse or a pen clicks, a finger taps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pointer {
    Fine,
    Coarse,
}

impl Pointer {
    /// `(pointer: coarse)`: the main pointer is a finger (a touch screen).
    pub(crate) fn detect() -> Pointer {
        let coarse = web_sys::window()
            .and_then(|window| window.match_media("(pointer: coarse)").ok().flatten())
            .is_some_and(|list| list.matches());
        if coarse {
            Pointer::Coarse
        } else {
            Pointer::Fine
        }
    }

    /// The words for a click, or for a tap on a touch screen.
    pub fn pick(self, click: &'static str, tap: &'static str) -> &'static str {
        match self {
            Pointer::Fine => click,
            Pointer::Coarse => tap,
        }
    }
}

/// The teacher's choices, shown on the page.
impl Choices {
    /// Puts the page in projector mode, or out of it: `<html class="projector">`.
    pub fn apply(self) {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root
                .class_list()
                .toggle_with_force("projector", self.projector);
        }
    }
}
