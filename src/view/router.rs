//! The router: the address's hash names the screen (`#/learn/table`), so the
//! pages work from any sub-path of a static host, reload included, with no
//! server rewrite.

use crate::game::{trim_sentence_end, VIEW_OPTIONS};

use super::text::Text;

/// The app's screens, chosen by the address's hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    Play,
    Table,
    Calculator,
    Safe,
    OnePile,
    WhoWins,
    Staircase,
    Northcott,
    Worksheet,
    Practice,
    /// The nimbers page, a module of its own loaded when first opened.
    Nimbers,
    /// A hash under `#/learn/` that names no page: said so, not the game.
    Unknown,
}

impl Route {
    pub const PAGES: [(Route, &'static str); 10] = [
        (Route::Table, "#/learn/table"),
        (Route::Calculator, "#/learn/calculator"),
        (Route::Safe, "#/learn/safe"),
        (Route::OnePile, "#/learn/one-pile"),
        (Route::WhoWins, "#/learn/who-wins"),
        (Route::Staircase, "#/learn/staircase"),
        (Route::Northcott, "#/learn/northcott"),
        (Route::Worksheet, "#/learn/worksheet"),
        (Route::Practice, "#/learn/practice"),
        (Route::Nimbers, "#/learn/nimbers"),
    ];

    /// The page's name in the navigation.
    pub fn name(self, t: &Text) -> &'static str {
        match self {
            Route::Play => t.play,
            Route::Table => t.page_table,
            Route::Calculator => t.page_calculator,
            Route::Safe => t.page_safe,
            Route::OnePile => t.page_one_pile,
            Route::WhoWins => t.page_who_wins,
            Route::Staircase => t.page_staircase,
            Route::Northcott => t.page_northcott,
            Route::Worksheet => t.page_worksheet,
            Route::Practice => t.page_practice,
            Route::Nimbers => t.page_nimbers,
            Route::Unknown => t.page_unknown,
        }
    }

    /// Whether the page reads a query after its hash (`#/learn/worksheet?seed=7`,
    /// `#/learn/practice?seed=7&kind=move`).
    pub fn takes_query(self) -> bool {
        matches!(self, Route::Worksheet | Route::Practice)
    }

    /// The route for a hash such as `#/learn/table` (or `#learn/table`, or
    /// `#/table` with `learn/` left out); another hash under `#/learn`, or any
    /// other that starts `#/`, is [`Route::Unknown`], and anything else (no
    /// hash, `#`, an anchor of the game's page such as `#review`) the game.
    /// A query after `?` is read by the pages that take one and ignored by
    /// the others. Punctuation after the page's name (a link copied from the
    /// end of a sentence) is not part of it; nor is its case, as a game
    /// link's parts are read in any case.
    pub fn from_hash(hash: &str) -> Route {
        let path = hash.split_once('?').map_or(hash, |(p, _)| p);
        let path = trim_sentence_end(path);
        // A path, not an anchor: it names a page, known or not.
        let a_path = path.len() > 2 && path.starts_with("#/");
        // In any case, and with the slash after `#` forgotten (`#learn/table`).
        let path = path.to_ascii_lowercase();
        let path = match path.strip_prefix('#') {
            Some(rest) if !rest.is_empty() && !rest.starts_with('/') => format!("#/{rest}"),
            _ => path,
        };
        let path = path.as_str();
        let named = |path: &str| Route::PAGES.iter().find(|(_, h)| *h == path);
        let page = named(path).or_else(|| {
            let rest = path.strip_prefix("#/").filter(|_| a_path)?;
            named(&format!("#/learn/{rest}"))
        });
        match page {
            Some((route, _)) => *route,
            None if a_path || path == "#/learn" || path.starts_with("#/learn/") => Route::Unknown,
            None => Route::Play,
        }
    }

    /// The route the address names now.
    pub fn current() -> Route {
        Route::from_hash(&location_hash())
    }

    /// Whether the page is drawn by the learning pages' module
    /// (`src/view/learn_module.rs`): every page under `#/learn/` but the nimbers
    /// page, a module of its own, and an unknown page, which the app says is
    /// unknown without fetching anything.
    pub fn is_learning(self) -> bool {
        !matches!(self, Route::Play | Route::Nimbers | Route::Unknown)
    }

    /// The page's hash, without a query (`#` for the game).
    pub fn href(self) -> &'static str {
        Route::PAGES
            .iter()
            .find(|(route, _)| *route == self)
            .map_or("#", |(_, h)| h)
    }
}

/// The page to draw after the address changed (Back, Forward, a link), if
/// the screen showing `shown` must be drawn again: only a new page redraws
/// it, so a hash change to the same page (a late event, a click on the current
/// link) keeps what is typed in its fields. A link with a query to a page that
/// reads one (another worksheet pasted into the address bar) draws that page
/// again; the page's own address updates send no hash change.
pub fn next_route(shown: Route) -> Option<Route> {
    let hash = location_hash();
    let now = Route::from_hash(&hash);
    (shown != now || (now.takes_query() && !hash_query(&hash).is_empty())).then_some(now)
}

/// What follows `?` in a hash such as `#/learn/worksheet?seed=7`, or nothing.
pub fn hash_query(hash: &str) -> &str {
    hash.split_once('?').map_or("", |(_, query)| query)
}

/// A learning page's link may carry the app's options after its `#`, among
/// the page's own parts (`#/learn/practice?seed=7&lang=it`): a teacher editing
/// a link writes them there, and a game's link written in the same shape
/// (`#?piles=7,7&vs=friend`) carries all its parts there. Moved to the end of
/// the address's query `search` (`?lang=it#/learn/practice?seed=7`), they are
/// read, reported and kept as if written there; `None` when the hash carries
/// none.
pub fn move_options(search: &str, hash: &str) -> Option<(String, String)> {
    let (page, query) = hash.split_once('?')?;
    let game = Route::from_hash(page) == Route::Play;
    let is_option = |part: &&str| game || is_view_option(part_name(part));
    let (moved, kept): (Vec<&str>, Vec<&str>) = query.split('&').partition(is_option);
    if moved.is_empty() {
        return None;
    }
    let own = search.trim_start_matches('?');
    let search = if own.is_empty() {
        format!("?{}", moved.join("&"))
    } else {
        format!("?{own}&{}", moved.join("&"))
    };
    let hash = if kept.is_empty() {
        page.to_string()
    } else {
        format!("{page}?{}", kept.join("&"))
    };
    Some((search, hash))
}

/// A game's link written after a `#` with its `?` left out (`#piles=7,7`, as
/// someone typing it may): read as if written `#?piles=7,7`. A hash with no
/// `=`, or a slash or a `?` before it, names a page or an anchor, and stays
/// as it is.
pub fn mend_hash(hash: String) -> String {
    let named = |rest: &str| {
        rest.split_once('=')
            .is_some_and(|(name, _)| !name.contains(['/', '?']))
    };
    match hash.strip_prefix('#') {
        Some(rest) if named(rest) => format!("#?{rest}"),
        _ => hash,
    }
}

/// The name of a query's part `name=value`, as written.
fn part_name(part: &str) -> &str {
    part.split('=').next().unwrap_or_default()
}

/// Whether a part's name is one of the app's options ([`VIEW_OPTIONS`]), in
/// any case, spaces around it aside.
pub fn is_view_option(name: &str) -> bool {
    VIEW_OPTIONS
        .iter()
        .any(|o| name.trim().eq_ignore_ascii_case(o))
}

/// The address's query `search` once a game's link is written after the `#`
/// of an open tab (`#?piles=7,7` in the address bar): the link's parts
/// `given`, which name a new game, and of the address's own only the app's
/// options that the link does not name (the game shown before is no part of
/// the new one's link).
pub fn game_link_search(search: &str, given: &str) -> String {
    let name = |part: &str| part_name(part).trim().to_ascii_lowercase();
    let named: Vec<String> = given.split('&').map(name).collect();
    let kept = search
        .trim_start_matches('?')
        .split('&')
        .filter(|part| is_view_option(part_name(part)) && !named.contains(&name(part)));
    let parts: Vec<&str> = kept
        .chain(given.split('&'))
        .filter(|p| !p.is_empty())
        .collect();
    format!("?{}", parts.join("&"))
}

/// The address's hash, such as `#/learn/worksheet?seed=7`.
pub fn location_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Replaces (never pushes) the address's hash, keeping its path and query; no
/// `popstate` follows, so the page is not drawn again.
pub fn replace_hash(hash: &str) {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    replace_url(&search, hash);
}

/// Replaces (never pushes) the address's query `search` (with its `?`) and
/// its hash, on the same path.
pub fn replace_url(search: &str, hash: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        let url = format!("{path}{search}{hash}");
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_link_after_a_hash_without_its_question_mark_is_mended() {
        let mended = |hash: &str| mend_hash(hash.to_string());
        assert_eq!(mended("#piles=7,7&mode=misere"), "#?piles=7,7&mode=misere");
        assert_eq!(mended("#piles=7,7/"), "#?piles=7,7/");
        assert_eq!(mended("#piles=7,7."), "#?piles=7,7.");
        for kept in [
            "",
            "#",
            "#review",
            "#/learn/table",
            "#learn/table",
            "#?piles=7,7",
            "#/learn/worksheet?seed=7",
            "#/learn/x=1",
        ] {
            assert_eq!(mended(kept), kept);
        }
        let (search, hash) = move_options("", &mended("#piles=7,7&vs=friend")).unwrap();
        assert_eq!(
            (search.as_str(), hash.as_str()),
            ("?piles=7,7&vs=friend", "#")
        );
    }

    #[test]
    fn routes() {
        assert_eq!(Route::from_hash("#/learn/safe"), Route::Safe);
        assert_eq!(Route::from_hash(""), Route::Play);
        assert_eq!(Route::from_hash("#/nowhere"), Route::Unknown);
        // A page's name with `learn/` left out is that page.
        assert_eq!(Route::from_hash("#/nimbers"), Route::Nimbers);
        assert_eq!(Route::from_hash("#/Practice?kind=move"), Route::Practice);
        assert_eq!(Route::from_hash("#/"), Route::Play);
        // Only the pages that read a query match with one.
        assert_eq!(Route::from_hash("#/learn/worksheet"), Route::Worksheet);
        assert_eq!(
            Route::from_hash("#/learn/worksheet?piles=3,4,5;7,6,4"),
            Route::Worksheet
        );
        assert_eq!(
            Route::from_hash("#/learn/practice?seed=7&kind=move&level=hard"),
            Route::Practice
        );
        assert_eq!(Route::from_hash("#/learn/practice"), Route::Practice);
        // A page that reads no query ignores one.
        assert_eq!(Route::from_hash("#/learn/table?x=1"), Route::Table);
        // A learning page that does not exist is said to be unknown, not the game.
        assert_eq!(Route::from_hash("#/learn/worksheetx"), Route::Unknown);
        assert_eq!(Route::from_hash("#/learn/nonexistent"), Route::Unknown);
        assert_eq!(Route::from_hash("#/learn/nonexistent?x=1"), Route::Unknown);
        assert_eq!(Route::from_hash("#/learn/"), Route::Unknown);
        assert_eq!(Route::from_hash("#"), Route::Play);
        assert_eq!(Route::from_hash("#/learning"), Route::Unknown);
        // Copied from the end of a sentence.
        assert_eq!(Route::from_hash("#/learn/table."), Route::Table);
        // A quote after it arrives percent-encoded.
        assert_eq!(Route::from_hash("#/learn/table%22"), Route::Table);
        assert_eq!(Route::from_hash("#/learn/table/%E2%80%9D."), Route::Table);
        assert_eq!(Route::from_hash("#/learn/one-pile),"), Route::OnePile);
        assert_eq!(Route::from_hash("#/learn/who-wins/"), Route::WhoWins);
        assert_eq!(Route::from_hash("#learn/table"), Route::Table);
        assert_eq!(
            Route::from_hash("#Learn/Practice?kind=move"),
            Route::Practice
        );
        assert_eq!(Route::from_hash("#learn/nowhere"), Route::Unknown);
        assert_eq!(Route::from_hash("#keys"), Route::Play);
        // Typed with capitals.
        assert_eq!(Route::from_hash("#/learn/Table"), Route::Table);
        assert_eq!(Route::from_hash("#/Learn/SAFE?x=1"), Route::Safe);
        assert_eq!(Route::from_hash("#/LEARN/nowhere"), Route::Unknown);
        assert_eq!(
            Route::from_hash("#/learn/worksheet.?seed=1"),
            Route::Worksheet
        );
        for (route, hash) in Route::PAGES {
            assert_eq!(route.href(), hash);
        }
    }

    #[test]
    fn the_apps_options_after_the_hash_move_before_it() {
        let moved = |search, hash| move_options(search, hash);
        assert_eq!(
            moved("", "#/learn/practice?seed=7&lang=it&projector=1"),
            Some((
                "?lang=it&projector=1".into(),
                "#/learn/practice?seed=7".into()
            ))
        );
        // After the address's own query: a language given twice is named there.
        assert_eq!(
            moved("?lang=en", "#/learn/table?LANG=it"),
            Some(("?lang=en&LANG=it".into(), "#/learn/table".into()))
        );
        assert_eq!(moved("?piles=3,4,5", "#/learn/practice?seed=7"), None);
        assert_eq!(moved("", "#/learn/table"), None);
        assert_eq!(moved("", ""), None);
        // A name is a whole name.
        assert_eq!(moved("", "#/learn/practice?language=it"), None);
        // A game's parts written after the `#`, as a learning page's are.
        assert_eq!(
            moved("", "#?piles=7,7&vs=friend"),
            Some(("?piles=7,7&vs=friend".into(), "#".into()))
        );
        // In an open tab, such a link replaces the game's own parts.
        assert_eq!(
            game_link_search(
                "?piles=3,4,5&moves=1-1&lang=it&projector=1",
                "piles=7,7&vs=friend&LANG=en"
            ),
            "?projector=1&piles=7,7&vs=friend&LANG=en"
        );
        assert_eq!(game_link_search("", "piles=7,7"), "?piles=7,7");
        assert_eq!(
            moved("?mode=misere", "#/?piles=7,7&lang=it"),
            Some(("?mode=misere&piles=7,7&lang=it".into(), "#/".into()))
        );
    }
}
