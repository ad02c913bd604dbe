//! The game in signals, shared with every view through context.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;

use crate::engine::Move;
use crate::game::{to_query, Game, Setup};

/// The live game and the actions the views may take on it.
#[derive(Clone, Copy)]
pub struct Table {
    pub game: RwSignal<Game>,
    /// True while the computer "thinks" before its move.
    pub thinking: RwSignal<bool>,
    /// Why the last attempted move was refused.
    pub move_error: RwSignal<Option<String>>,
    /// Bumped by every new game, so a late computer move for an old game is dropped.
    generation: RwSignal<u64>,
    think_ms: u32,
}

impl Table {
    pub fn new(setup: Setup, seed: u64, think_ms: u32) -> Table {
        let table = Table {
            game: RwSignal::new(Game::new(setup, seed)),
            thinking: RwSignal::new(false),
            move_error: RwSignal::new(None),
            generation: RwSignal::new(0),
            think_ms,
        };
        table.schedule_computer();
        table
    }

    /// The table from context; every view below [`crate::view::App`] has one.
    pub fn get() -> Table {
        expect_context::<Table>()
    }

    /// A person's move; a refused move leaves its reason in `move_error`.
    pub fn play(&self, mv: Move) -> bool {
        let result = self
            .game
            .try_update(|game| game.play(mv))
            .expect("the game signal lives as long as the app");
        match result {
            Ok(()) => {
                self.move_error.set(None);
                self.schedule_computer();
                true
            }
            Err(e) => {
                self.move_error.set(Some(capitalise(&e.to_string())));
                false
            }
        }
    }

    /// Starts a new game from `setup` and makes the address a link to it.
    pub fn new_game(&self, setup: Setup) {
        let seed = self.game.with_untracked(|g| g.seed_for_next_game());
        self.generation.update(|g| *g += 1);
        self.thinking.set(false);
        self.move_error.set(None);
        replace_address(&setup);
        self.game.set(Game::new(setup, seed));
        self.schedule_computer();
    }

    /// Starts the same setup again.
    pub fn restart(&self) {
        let setup = self.game.with_untracked(|g| g.setup().clone());
        self.new_game(setup);
    }

    fn schedule_computer(&self) {
        if !self.game.with_untracked(Game::computer_to_move) {
            return;
        }
        self.thinking.set(true);
        let table = *self;
        let generation = self.generation.get_untracked();
        Timeout::new(self.think_ms, move || {
            if table.generation.get_untracked() != generation {
                return;
            }
            table.game.update(|game| {
                game.play_computer();
            });
            table.thinking.set(false);
        })
        .forget();
    }
}

/// Replaces (never pushes) the address so it always links to the current setup.
pub fn replace_address(setup: &Setup) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let url = format!("{path}?{}", to_query(setup));
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Upper-cases the first letter of a message (ASCII only: the engine's messages
/// start with plain letters, and Unicode case tables are large in wasm).
pub fn capitalise(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    out
}
