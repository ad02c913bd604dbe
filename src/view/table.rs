//! The game in signals, shared with every view through context.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;

use crate::engine::{winning_multi_moves, Move, MultiMove};
use crate::game::{to_query, Display, DisplayError, Game, Setup};

use super::say::refusal;
use super::text::{Lang, Text};

/// The live game and the actions the views may take on it.
#[derive(Clone, Copy)]
pub struct Table {
    pub game: RwSignal<Game>,
    /// True while the computer "thinks" before its move.
    pub thinking: RwSignal<bool>,
    /// Why the last attempted move was refused.
    pub move_error: RwSignal<Option<String>>,
    /// The move a hovered or focused stick would make, for the preview.
    pub preview: RwSignal<Option<Move>>,
    /// The winning move the hint panel is explaining, lit up on the board.
    pub hinted: RwSignal<Option<MultiMove>>,
    /// In Moore's Nim, the sticks chosen so far in up to k piles, one part per
    /// pile, taken together by [`Table::take_selection`].
    pub selection: RwSignal<Vec<Move>>,
    /// Whether the hint panel is open.
    pub hint_open: RwSignal<bool>,
    /// The move chosen with the arrow keys, marked on the board.
    pub cursor: RwSignal<Option<Move>>,
    /// The setup of the game, changed only by a new game (not by moves).
    pub setup: Memo<Setup>,
    /// Why the last change in the setup panel was refused.
    pub setup_error: RwSignal<Option<String>>,
    /// The position the review after the game shows, as a number of moves.
    pub review: RwSignal<usize>,
    /// Whether the Share link carries the moves played so far.
    pub share_moves: RwSignal<bool>,
    /// The last link copied, and whether the browser allowed it.
    pub copied: RwSignal<Option<(bool, String)>>,
    /// What the teacher chose to show.
    pub display: RwSignal<Display>,
    /// The language of the interface; the app redraws everything when it changes.
    pub lang: RwSignal<Lang>,
    /// Bumped by every new game or undo, so a late computer move is dropped.
    generation: RwSignal<u64>,
    think_ms: u32,
}

impl Table {
    pub fn new(game: Game, think_ms: u32, lang: Lang) -> Table {
        let game = RwSignal::new(game);
        let table = Table {
            game,
            setup: Memo::new(move |_| game.with(|g| g.setup().clone())),
            setup_error: RwSignal::new(None),
            review: RwSignal::new(0),
            share_moves: RwSignal::new(false),
            copied: RwSignal::new(None),
            thinking: RwSignal::new(false),
            move_error: RwSignal::new(None),
            preview: RwSignal::new(None),
            hinted: RwSignal::new(None),
            selection: RwSignal::new(Vec::new()),
            hint_open: RwSignal::new(false),
            cursor: RwSignal::new(None),
            display: RwSignal::new(Display::load().unwrap_or_default()),
            lang: RwSignal::new(lang),
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

    /// The wording in the current language. Read untracked: the app redraws the
    /// whole screen when the language changes.
    pub fn text(&self) -> &'static Text {
        self.lang.get_untracked().text()
    }

    /// Switches the language at once, in the page and in the address.
    pub fn set_lang(&self, lang: Lang) {
        self.move_error.set(None);
        self.lang.set(lang);
        set_html_lang(lang);
        self.game
            .with_untracked(|g| replace_address(g.setup(), Some(lang)));
    }

    /// A person's move; a refused move leaves its reason in `move_error`.
    pub fn play(&self, mv: Move) -> bool {
        self.play_multi(mv.into())
    }

    /// A click on a stick: the move in ordinary Nim; in Moore's Nim the sticks
    /// are chosen in that pile (again to unchoose), for [`Table::take_selection`].
    pub fn choose(&self, mv: Move) {
        if self.game.with_untracked(|g| !g.setup().rules.is_moore()) {
            self.play(mv);
            return;
        }
        self.move_error.set(None);
        self.selection
            .update(|parts| match parts.iter().position(|p| p.pile == mv.pile) {
                Some(i) if parts[i] == mv => {
                    parts.remove(i);
                }
                Some(i) => parts[i] = mv,
                None => parts.push(mv),
            });
    }

    /// Plays the sticks chosen in Moore's Nim as one move.
    pub fn take_selection(&self) -> bool {
        let parts = self.selection.get_untracked();
        match MultiMove::new(parts) {
            Ok(mv) => self.play_multi(mv),
            Err(_) => {
                self.move_error.set(Some(self.text().choose_first.into()));
                false
            }
        }
    }

    /// A person's move of one part or, in Moore's Nim, several.
    pub fn play_multi(&self, mv: MultiMove) -> bool {
        let result = self
            .game
            .try_update(|game| game.play_multi(mv))
            .expect("the game signal lives as long as the app");
        match result {
            Ok(()) => {
                self.after_change();
                self.schedule_computer();
                true
            }
            Err(e) => {
                self.move_error.set(Some(refusal(self.text(), &e)));
                false
            }
        }
    }

    /// Starts a new game from `setup` and makes the address a link to it.
    pub fn new_game(&self, setup: Setup) {
        let seed = self.game.with_untracked(|g| g.seed_for_next_game());
        replace_address(&setup, None);
        self.change(|game| *game = Game::new(setup, seed));
    }

    /// Takes back the last person's move (and the computer's answer).
    pub fn undo(&self) {
        self.change(|game| {
            game.undo();
        });
    }

    pub fn redo(&self) {
        self.change(|game| {
            game.redo();
        });
    }

    /// Continues `game` (a saved game put aside), making the address link to it.
    pub fn resume(&self, game: Game) {
        replace_address(game.setup(), None);
        self.change(|current| *current = game);
    }

    /// Changes the game other than by a move: drops any pending computer move,
    /// applies `edit`, and lets the computer move if it is now its turn.
    fn change(&self, edit: impl FnOnce(&mut Game)) {
        self.generation.update(|g| *g += 1);
        self.thinking.set(false);
        self.game.update(edit);
        self.after_change();
        self.schedule_computer();
    }

    /// Clears what belonged to the position before a change, and saves the game
    /// so a reload or a later visit continues it.
    fn after_change(&self) {
        self.game.with_untracked(save_game);
        self.move_error.set(None);
        self.preview.set(None);
        self.cursor.set(None);
        self.selection.set(Vec::new());
        self.hinted.set(None);
        self.hint_open.set(false);
    }

    /// Changes and remembers what the teacher chose to show.
    /// (`edit` is a `dyn` function: one copy of this for all its callers.)
    pub fn set_display(&self, edit: &dyn Fn(&mut Display)) {
        self.display.update(|d| edit(d));
        let display = self.display.get_untracked();
        display.save();
        display.apply();
    }

    /// Opens the hint panel (showing hints if the teacher hid them) on the first
    /// winning move, or closes it.
    pub fn toggle_hint(&self) {
        let first = self
            .game
            .with_untracked(|g| winning_multi_moves(g.position(), &g.setup().rules, 1))
            .first
            .pop();
        if !self.display.get_untracked().hints {
            self.set_display(&|d| d.hints = true);
        }
        self.hint_open.update(|open| *open = !*open);
        self.hinted.set(first);
    }

    /// How long the computer pauses before it moves.
    pub fn think_ms(&self) -> u32 {
        self.think_ms
    }

    /// Whether a person (not the computer) may move now.
    pub fn my_turn(&self) -> bool {
        self.game
            .with(|g| g.turn().is_some_and(|p| !p.is_computer()))
    }

    /// Steps the review after the game one position back or forward.
    pub fn review_step(&self, forward: bool) {
        let last = self.game.with_untracked(|g| g.history().len());
        self.review.update(|at| {
            *at = if forward {
                (*at + 1).min(last)
            } else {
                (*at).min(last).saturating_sub(1)
            }
        });
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
            mark("computer-move");
            table.game.update(|game| {
                game.play_computer();
                save_game(game);
            });
            table.thinking.set(false);
        })
        .forget();
    }
}

/// Replaces (never pushes) the address so it always links to the current setup.
/// The view's options in the address stay; `lang` writes the language into it.
pub fn replace_address(setup: &Setup, lang: Option<Lang>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let current = location.search().unwrap_or_default();
    let query = address_query(&to_query(setup), &current, lang);
    let url = format!("{path}?{query}{hash}");
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The query for a setup's link (`setup_query`) with the view's options of the
/// `current` query (`lang`, `projector`) kept; `lang` replaces the language.
pub fn address_query(setup_query: &str, current: &str, lang: Option<Lang>) -> String {
    let mut query = setup_query.to_string();
    for part in current.trim_start_matches('?').split('&') {
        let key = part.split('=').next().unwrap_or_default();
        if key == "projector" || (key == "lang" && lang.is_none()) {
            query.push('&');
            query.push_str(part);
        }
    }
    if let Some(lang) = lang {
        query.push_str("&lang=");
        query.push_str(lang.code());
    }
    query
}

/// Sets `<html lang>`, so screen readers and hyphenation follow the language.
pub fn set_html_lang(lang: Lang) {
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("lang", lang.code());
    }
}

const DISPLAY_KEY: &str = "bouton.display";
/// Where the game in progress is kept between visits.
pub const GAME_KEY: &str = "bouton.game";

/// Where a game put aside by a link to another game waits to be resumed.
const ASIDE_KEY: &str = "bouton.aside";

/// The text of the game put aside, if storage has one.
pub fn load_aside_text() -> Option<String> {
    storage()?.get_item(ASIDE_KEY).ok().flatten()
}

/// Keeps the game put aside (its saved text), or forgets it.
pub fn save_aside(text: Option<&str>) {
    if let Some(storage) = storage() {
        let _ = match text {
            Some(text) => storage.set_item(ASIDE_KEY, text),
            None => storage.remove_item(ASIDE_KEY),
        };
    }
}

/// The saved game's text, if storage has one.
pub fn load_game_text() -> Option<String> {
    storage()?.get_item(GAME_KEY).ok().flatten()
}

/// Keeps `game` in storage; a full or refused storage only means it is not kept.
pub fn save_game(game: &Game) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(GAME_KEY, &crate::game::save_text(game));
    }
}

/// The teacher's choices, remembered in localStorage.
impl Display {
    /// The choices kept in this browser: the defaults if none are kept, an error
    /// if what is kept cannot be read.
    pub fn load() -> Result<Display, DisplayError> {
        match storage().and_then(|s| s.get_item(DISPLAY_KEY).ok().flatten()) {
            Some(text) => Display::from_text(&text),
            None => Ok(Display::default()),
        }
    }

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

    pub fn save(self) {
        if let Some(storage) = storage() {
            // A full or refused storage only means the choice is not remembered.
            let _ = storage.set_item(DISPLAY_KEY, &self.to_text());
        }
    }
}

/// A `performance.mark`, for the benchmark (`scripts/bench.mjs`) to time from.
fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_keeps_the_view_options() {
        let setup = "piles=7,7&mode=normal";
        assert_eq!(address_query(setup, "", None), setup);
        assert_eq!(
            address_query(setup, "?piles=3&lang=it&projector=1&x=2", None),
            "piles=7,7&mode=normal&lang=it&projector=1"
        );
        assert_eq!(
            address_query(setup, "?lang=xx&projector=0", Some(Lang::En)),
            "piles=7,7&mode=normal&projector=0&lang=en"
        );
    }
}
