//! The browser's two storages, and the games kept in them between visits.

use crate::game::Game;

/// Where the game in progress is kept between visits.
const GAME_KEY: &str = "bouton.game";

/// Where a game put aside by a link to another game waits to be resumed.
const ASIDE_KEY: &str = "bouton.aside";

/// The saved game's text and that of the game put aside, if storage has them.
/// The games are written to this tab's session storage, so that a reload
/// brings back this tab's game even when another tab has saved one since, and
/// to the browser's local storage, whose newest game a new tab or a later visit
/// continues. They are read from the tab's storage once it has a game (with
/// its game put aside, if any), from the browser's before.
pub fn load_games() -> (Option<String>, Option<String>) {
    let read = |session, key| storage(session)?.get_item(key).ok().flatten();
    match read(true, GAME_KEY) {
        Some(game) => (Some(game), read(true, ASIDE_KEY)),
        None => (read(false, GAME_KEY), read(false, ASIDE_KEY)),
    }
}

/// Whether `storage` holds a game in progress.
pub fn holds_game(storage: &web_sys::Storage) -> bool {
    storage.get_item(GAME_KEY).ok().flatten().is_some()
}

/// Keeps the game put aside (its saved text), or forgets it.
pub fn save_aside(text: Option<&str>) {
    for storage in game_stores() {
        let _ = match text {
            Some(text) => storage.set_item(ASIDE_KEY, text),
            None => storage.remove_item(ASIDE_KEY),
        };
    }
}

/// Where the games are written: this tab's storage and the browser's ([`load_games`]).
fn game_stores() -> impl Iterator<Item = web_sys::Storage> {
    [storage(true), storage(false)].into_iter().flatten()
}

/// Keeps `game` in storage; a full or refused storage only means it is not kept.
pub fn save_game(game: &Game) {
    let text = crate::game::save_text(game);
    for storage in game_stores() {
        let _ = storage.set_item(GAME_KEY, &text);
    }
}

/// This tab's session storage, or the browser's local storage.
pub fn storage(session: bool) -> Option<web_sys::Storage> {
    let window = web_sys::window()?;
    if session {
        window.session_storage()
    } else {
        window.local_storage()
    }
    .ok()
    .flatten()
}
