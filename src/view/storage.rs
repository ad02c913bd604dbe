//! What the app keeps in the browser between visits: the game in progress and
//! the one put aside, the display choices, the practice scores, and that the
//! app was opened before; and for a reload of the tab, how far a practice set
//! got, the tableau's boxes typed for its position to answer, and the learning
//! pages' games. Nothing kept is needed: without storage, or with what is kept
//! unreadable, the app starts afresh and says so where it matters.

use crate::engine::ExerciseKind;
use crate::game::{read_save, Choices, DisplayError, Game, PracticeLink, Score, Session};

/// Where the game in progress is kept between visits.
const GAME_KEY: &str = "bouton.game";

/// Where a game put aside by a link to another game waits to be resumed.
const ASIDE_KEY: &str = "bouton.aside";

/// The saved game's text and that of the game put aside, if storage has them.
/// The games are written to this tab's session storage, so that a reload
/// brings back this tab's game even when another tab has saved one since, and
/// to the browser's local storage, whose newest game a new tab or a later visit
/// continues. They are read from the tab's storage once it has a game (with
/// its game put aside, if any), from the browser's before, and from the
/// browser's too when the tab's copy cannot be read and the browser's can:
/// a damaged copy would otherwise let go of the game the other still holds.
pub fn load_games() -> (Option<String>, Option<String>) {
    let read = |session, key| storage(session)?.get_item(key).ok().flatten();
    let tab = read(true, GAME_KEY);
    if tab.as_deref().is_some_and(|text| read_save(text).is_err()) {
        let browser = read(false, GAME_KEY);
        if browser
            .as_deref()
            .is_some_and(|text| read_save(text).is_ok())
        {
            return (browser, read(false, ASIDE_KEY));
        }
    }
    match tab {
        Some(game) => (Some(game), read(true, ASIDE_KEY)),
        None => (read(false, GAME_KEY), read(false, ASIDE_KEY)),
    }
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

/// Where the language chosen with the switch is kept (its code).
const LANG_KEY: &str = "bouton.lang";

/// The code of the language chosen with the switch on an earlier visit.
pub fn load_lang() -> Option<String> {
    storage(false)?.get_item(LANG_KEY).ok().flatten()
}

/// Keeps the language chosen with the switch for later visits, which open
/// in it where their link names none (a bookmark, the phone's home screen).
pub fn save_lang(code: &str) {
    if let Some(storage) = storage(false) {
        let _ = storage.set_item(LANG_KEY, code);
    }
}

/// Set once the app has been opened in this browser.
const VISITED_KEY: &str = "bouton.visited";

/// Whether the app is opened for the first time in this browser (no mark in
/// storage, and no game saved), marking it opened. A storage that cannot be
/// read or written counts as a first visit: nothing says otherwise.
pub fn first_visit() -> bool {
    let Some(storage) = storage(false) else {
        return true;
    };
    let seen = |key| storage.get_item(key).ok().flatten().is_some();
    let first = !seen(VISITED_KEY) && !seen(GAME_KEY);
    let _ = storage.set_item(VISITED_KEY, "1");
    first
}

/// Where the teacher's display choices are kept.
const DISPLAY_KEY: &str = "bouton.display";

/// The display choices kept in this browser: the defaults if none are kept,
/// an error if what is kept cannot be read.
pub fn load_choices() -> Result<Choices, DisplayError> {
    match storage(false).and_then(|s| s.get_item(DISPLAY_KEY).ok().flatten()) {
        Some(text) => Choices::from_text(&text),
        None => Ok(Choices::default()),
    }
}

/// Keeps the display choices; a full or refused storage only means they are
/// not remembered.
pub fn save_choices(choices: Choices) {
    if let Some(storage) = storage(false) {
        let _ = storage.set_item(DISPLAY_KEY, &choices.to_text());
    }
}

/// Where the score of each kind of exercise is kept.
fn score_key(kind: ExerciseKind) -> String {
    format!("bouton.practice.{kind}")
}

/// The score kept for `kind`; 0 without storage, or if what is kept is unreadable.
pub fn load_score(kind: ExerciseKind) -> Score {
    let kept = storage(false).and_then(|s| s.get_item(&score_key(kind)).ok().flatten());
    Score::read(kept.as_deref())
}

/// Keeps the score for `kind`; a full or refused storage only means it is not kept.
pub fn save_score(kind: ExerciseKind, score: Score) {
    if let Some(storage) = storage(false) {
        let _ = storage.set_item(&score_key(kind), &score.to_string());
    }
}

/// Where this tab keeps how far it got through a practice set.
fn run_key(link: PracticeLink) -> String {
    format!("bouton.practice.run.{link}")
}

/// The run through `link`'s set as this tab left it (a reload picks it up),
/// or a new one.
pub fn load_run(link: PracticeLink) -> Session {
    let kept = storage(true).and_then(|s| s.get_item(&run_key(link)).ok().flatten());
    Session::resume(link, kept.as_deref())
}

/// Keeps how far the run got, for this tab; a refused storage only means a
/// reload starts the set again.
pub fn save_run(run: &Session) {
    if let Some(storage) = storage(true) {
        let _ = storage.set_item(&run_key(run.link()), &run.progress());
    }
}

/// Where this tab keeps the fields typed for a practice set's position to answer.
fn typed_key(link: PracticeLink) -> String {
    format!("bouton.practice.typed.{link}")
}

/// The fields typed for `link`'s position to answer before a reload, as text.
pub fn load_typed(link: PracticeLink) -> Option<String> {
    storage(true)?.get_item(&typed_key(link)).ok().flatten()
}

/// Keeps the fields typed for `link`'s position to answer, or forgets them
/// with none; a refused storage only means a reload empties them.
pub fn save_typed(link: PracticeLink, kept: Option<String>) {
    if let Some(storage) = storage(true) {
        let _ = match kept {
            Some(text) => storage.set_item(&typed_key(link), &text),
            None => storage.remove_item(&typed_key(link)),
        };
    }
}

/// Where this tab keeps a learning page's game (`staircase`).
fn page_key(page: &str) -> String {
    format!("bouton.page.{page}")
}

/// The game this tab kept for `page` before a reload, as text.
pub fn load_page(page: &str) -> Option<String> {
    storage(true)?.get_item(&page_key(page)).ok().flatten()
}

/// Keeps a page's game for a reload of this tab; a refused storage only
/// means a reload starts a new one.
pub fn save_page(page: &str, text: &str) {
    if let Some(storage) = storage(true) {
        let _ = storage.set_item(&page_key(page), text);
    }
}

/// This tab's session storage, or the browser's local storage.
fn storage(session: bool) -> Option<web_sys::Storage> {
    let window = web_sys::window()?;
    if session {
        window.session_storage()
    } else {
        window.local_storage()
    }
    .ok()
    .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_exercise_keeps_its_own_score() {
        assert_eq!(score_key(ExerciseKind::Move), "bouton.practice.move");
        assert_eq!(score_key(ExerciseKind::Tableau), "bouton.practice.tableau");
    }
}
