//! How the app starts: from the link, or from the game saved in the browser.

use std::fmt;

use crate::engine::{MultiMove, Position};

use super::display::DisplayError;
use super::link::{read_moves, read_setup, LinkNotice, LinkProblem, GAME_PARTS};
use super::model::{Game, ReplayError};
use super::query::Query;
use super::saved::{read_save, SaveError, Saved};
use super::setup::Setup;

/// Something the person should know about how the game was opened. The view says
/// it in the chosen language (`view::say::notice`); `Display` is a developer's
/// short form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A part of the link was ignored.
    Link(LinkNotice),
    /// The saved game could not be read; it was discarded.
    Unrestorable(SaveError),
    /// The game put aside could not be read; it was discarded, and the game
    /// on the board is not the worse for it.
    AsideUnrestorable(SaveError),
    /// A move of the link could not be played.
    Replay(ReplayError),
    /// A move of a saved game could not be played.
    SavedReplay(ReplayError),
    /// The saved game's moves to redo could not be put back; the moves played
    /// were restored.
    RedoLost,
    /// The link opens another game; the saved one is kept aside to be resumed.
    SetAside(Kept),
    /// A game put aside on an earlier visit can still be resumed.
    StillAside(Kept),
    /// A new game (or another setup) replaced a game in progress, which is kept
    /// aside to be brought back.
    PutAside(Kept),
    /// The game put aside before was let go for the one just put aside: one
    /// game waits aside at a time.
    Replaced(Kept),
    /// The display choices kept in the browser could not be read; the defaults
    /// are used.
    Choices(DisplayError),
}

/// A developer's short form: the person reads each notice in words of the
/// page's language, chosen where it is drawn.
impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Link(notice) if notice.partly_read() => {
                write!(f, "In “{}”, {}.", notice.part(), notice.reason)
            }
            Notice::Link(notice) => notice.fmt(f),
            Notice::Unrestorable(e) => write!(f, "saved game discarded: {e}"),
            Notice::AsideUnrestorable(e) => write!(f, "game put aside discarded: {e}"),
            Notice::Replay(e) => e.fmt(f),
            Notice::SavedReplay(e) => write!(f, "saved game: {e}"),
            Notice::RedoLost => write!(f, "saved game's moves to redo dropped"),
            Notice::SetAside(kept) => write!(f, "saved game kept aside for the link's ({kept})"),
            Notice::StillAside(kept) => write!(f, "a game is still aside ({kept})"),
            Notice::PutAside(kept) => write!(f, "game in progress put aside ({kept})"),
            Notice::Replaced(kept) => write!(f, "the game aside before let go ({kept})"),
            Notice::Choices(e) => write!(f, "display choices unread, defaults used: {e}"),
        }
    }
}

/// A game kept aside, as a notice names it. A game whose every move was
/// undone is kept too: its moves can be redone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The position the game started from.
    pub position: Position,
    /// The position it stands at.
    pub now: Position,
    /// How many moves were played (the computer's among them).
    pub played: usize,
    /// How many moves were undone since, which redo would play again.
    pub to_redo: usize,
}

impl Kept {
    /// What a notice says of `game`.
    pub fn of(game: &Game) -> Kept {
        Kept {
            position: game.setup().position.clone(),
            now: game.position().clone(),
            played: game.history().len(),
            to_redo: game.moves_to_redo(),
        }
    }
}

impl fmt::Display for Kept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} to {}, {} moves",
            self.position, self.now, self.played
        )?;
        match self.to_redo {
            0 => Ok(()),
            n => write!(f, ", {n} to redo"),
        }
    }
}

/// The game to open and what to tell the person about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    pub game: Game,
    /// Ignored parts of the link, a saved game that could not be read.
    pub notices: Vec<Notice>,
    /// A saved game put aside because the link opens another one; it can be resumed.
    pub set_aside: Option<Game>,
}

/// How the page was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// A link followed: clicked, typed or bookmarked.
    Link,
    /// A return to the page: a reload, Back or Forward.
    Return,
    /// A link followed to a page other than the game's (a learning page). Its
    /// address was most likely copied from the address bar, which carries the
    /// game of whoever copied it: that game opens only where none is saved, and
    /// puts no game aside.
    ToPage,
}

/// Decides the opening game from the page's `query`, reached by `arrival`, the
/// `saved` text and the text of a game put `aside` by an earlier visit, if any.
///
/// A saved game continues when the link names no game (only display parts such
/// as `lang` or `projector`, or game parts that were all ignored), names
/// that game ([`names`]), or leads to another page ([`Arrival::ToPage`]). Then its moves to
/// redo stay too. A link to another game starts that game and keeps
/// the saved game aside, or, if it names the game put aside earlier, resumes that
/// game (Back to the address that showed it). A game put aside earlier is offered again until
/// it is resumed or discarded. Damaged saved text is reported and ignored.
pub fn start(
    query: &str,
    arrival: Arrival,
    saved: Option<&str>,
    aside: Option<&str>,
    seed: u64,
) -> Start {
    let query = Query::parse(query);
    let (setup, link_notices) = read_setup(&query);
    let (mut moves, mut move_notices) = read_moves(&query);
    // Moves belong to the piles they were played on: not to the 3, 4, 5 that
    // stands in for piles that could not be read.
    let no_piles = link_notices
        .iter()
        .any(|n| matches!(n.reason, LinkProblem::Piles(_)));
    if no_piles && (!moves.is_empty() || !move_notices.is_empty()) {
        moves.clear();
        move_notices = vec![LinkNotice {
            key: "moves".into(),
            value: query.get("moves").unwrap_or_default().into(),
            reason: LinkProblem::MovesWithoutPiles,
        }];
    }
    // Only a part that names a game opens another one: a teacher's
    // `?projector=1`, a `?lang=it` or a chat app's tracking tag continue the
    // saved game, and so does a link whose game parts were all ignored
    // (`?piles=0,0`): it names no game either.
    let ignored = |name: &str| {
        link_notices
            .iter()
            .chain(&move_notices)
            .any(|n| n.key.eq_ignore_ascii_case(name) && n.value_dropped())
    };
    let link_given = query
        .parts()
        .iter()
        .any(|part| GAME_PARTS.contains(&part.name.as_str()) && !ignored(&part.name));
    let mut notices: Vec<Notice> = link_notices
        .into_iter()
        .chain(move_notices)
        .map(Notice::Link)
        .collect();

    // Saved text read back as a game; damaged text is reported and left.
    let mut read = |text: Option<&str>, unread: fn(SaveError) -> Notice| match read_save(text?) {
        Ok(saved) => {
            let (game, found) = restore(&saved, seed);
            notices.extend(found);
            Some(game)
        }
        Err(e) => {
            notices.push(unread(e));
            None
        }
    };
    let saved = read(saved, Notice::Unrestorable);
    let mut earlier = read(aside, Notice::AsideUnrestorable);
    let mut set_aside = None;
    let mut game = None;
    if let Some(saved) = saved {
        if !link_given || arrival == Arrival::ToPage || names(&saved, &setup, &moves, arrival) {
            game = Some(saved);
        } else if saved.in_progress() {
            notices.push(Notice::SetAside(Kept::of(&saved)));
            set_aside = Some(saved);
        }
    }
    // A link that names the game put aside resumes that game: so Back, to the
    // address that showed it, swaps the two games again.
    let game = game
        .or_else(|| earlier.take_if(|e| names(e, &setup, &moves, arrival)))
        .unwrap_or_else(|| {
            let (game, error) = Game::replay(setup, &moves, seed);
            notices.extend(error.map(Notice::Replay));
            game
        });
    if let Some(earlier) = earlier.filter(|e| e.in_progress() && *e != game) {
        if set_aside.is_none() {
            notices.push(Notice::StillAside(Kept::of(&earlier)));
            set_aside = Some(earlier);
        } else {
            notices.push(Notice::Replaced(Kept::of(&earlier)));
        }
    }
    Start {
        game,
        notices,
        set_aside,
    }
}

/// Whether a link to `setup` with `moves`, reached by `arrival`, names `game`:
/// its setup, and moves along its line (played, or to redo).
///
/// A link followed names the point it shows: the moves played, no fewer and
/// no more. A link to an earlier point of the same game, as a lesson's link to
/// 3, 4, 5 with no moves is, or a teacher's to a position halfway, opens that
/// point, and the game in play is kept aside, not continued in its place.
///
/// An address returned to (a reload) may be behind its game: it is written a
/// frame after each change, and the address a reload goes to is read before
/// the page, going away, writes it. Any moves along the line name the game
/// then; no moves name it only while none is played.
fn names(game: &Game, setup: &Setup, moves: &[MultiMove], arrival: Arrival) -> bool {
    game.setup() == setup
        && game.line().starts_with(moves)
        && match arrival {
            Arrival::Link | Arrival::ToPage => game.history().len() == moves.len(),
            Arrival::Return => !moves.is_empty() || game.history().is_empty(),
        }
}

/// A saved game played out, its moves to redo put back, and what could not be
/// done: a move that cannot be played is dropped with every move after it, and
/// moves to redo that cannot be put back are dropped.
pub fn restore(saved: &Saved, seed: u64) -> (Game, Vec<Notice>) {
    let (mut game, error) = Game::replay(saved.setup.clone(), &saved.moves, seed);
    // Moves to redo follow the moves played: after a dropped move they are lost too.
    let restored = error.is_none() && game.restore_redo(&saved.redo);
    let mut notices: Vec<Notice> = error.map(Notice::SavedReplay).into_iter().collect();
    if !restored && !saved.redo.is_empty() {
        notices.push(Notice::RedoLost);
    }
    (game, notices)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Move, MultiMove};
    use crate::game::{parse_query, read_save, save_text, Setup};

    fn saved_after(moves: &str) -> String {
        let (setup, _) = parse_query("piles=3,4,5&vs=friend");
        let moves: Vec<MultiMove> = moves.split(',').map(|m| m.parse().unwrap()).collect();
        save_text(&Game::replay(setup, &moves, 1).0)
    }

    /// The game as a reload brings it back, with nothing to report.
    fn reload(game: &Game) -> Game {
        let (again, notices) = restore(&read_save(&save_text(game)).unwrap(), 2);
        assert_eq!(notices, vec![]);
        assert_eq!(again.history(), game.history());
        assert_eq!(again.redo_text(), game.redo_text());
        again
    }

    /// Redo until there is nothing left, in `game` and in `again` reloaded: the same moves.
    fn redo_both(mut game: Game, mut again: Game) {
        while game.redo() {
            assert!(again.redo());
            assert_eq!(again.history(), game.history());
        }
        assert!(!again.can_redo());
    }

    #[test]
    fn a_reload_keeps_what_redo_would_play_again() {
        // Against the computer an undo takes back the person's move and its answers.
        let mut game = Game::new(Setup::default(), 1);
        for pile in [2, 1] {
            game.play(Move { pile, take: 1 }).unwrap();
            game.play_computer().unwrap();
        }
        assert!(game.undo() && game.undo());
        redo_both(game.clone(), reload(&game));

        // The computer first: its opening move stays, there is no move of yours before it.
        let (setup, _) = parse_query("piles=3,4,5&first=computer");
        let mut game = Game::new(setup, 1);
        game.play_computer().unwrap();
        // One stick from the first pile that has one.
        assert!((0..3).any(|pile| game.play(Move { pile, take: 1 }).is_ok()));
        game.play_computer();
        assert!(game.undo());
        assert_eq!(game.history().len(), 1);
        redo_both(game.clone(), reload(&game));

        // Moore's Nim, a move from two piles, and the last move of a friend's game undone.
        let (setup, _) = parse_query("piles=1,2&moore=2&vs=friend");
        let mut game = Game::new(setup, 1);
        game.play_multi("2:1".parse().unwrap()).unwrap();
        game.play_multi("1:1+2:1".parse().unwrap()).unwrap();
        assert!(game.winner().is_some());
        assert!(game.undo() && game.undo());
        assert_eq!(save_text(&game).lines().last(), Some("2:1,1:1+2:1"));
        redo_both(game.clone(), reload(&game));

        // An undo while the computer is still to answer: only your move to redo.
        let mut game = Game::new(Setup::default(), 1);
        game.play(Move { pile: 0, take: 1 }).unwrap();
        assert!(game.undo());
        redo_both(game.clone(), reload(&game));
    }

    #[test]
    fn moves_to_redo_that_cannot_be_put_back_are_dropped_with_a_notice() {
        for (saved, played) in [
            // Pile 1 has no nine sticks.
            ("bouton-save-1\npiles=3,4,5&vs=friend\n1:1\n1:9", "1:1"),
            // The computer's answer first: no undo leaves that.
            ("bouton-save-1\npiles=3,4,5\n3:1\n1:2", "3:1"),
            // Nothing of yours to undo before the computer's move.
            ("bouton-save-1\npiles=3,4,5&first=computer\n\n1:2", ""),
            // Moves to redo past the end of the game.
            ("bouton-save-1\npiles=1&vs=friend\n\n1:1,1:1", ""),
        ] {
            let opening = start("", Arrival::Link, Some(saved), None, 1);
            assert_eq!(opening.game.moves_text(), played, "{saved}");
            assert!(!opening.game.can_redo(), "{saved}");
            assert_eq!(opening.notices, vec![Notice::RedoLost], "{saved}");
        }
        // After a dropped move the moves to redo go too, said once for each.
        let opening = start(
            "",
            Arrival::Link,
            Some("bouton-save-1\npiles=3,4,5&vs=friend\n1:9\n2:1"),
            None,
            1,
        );
        assert!(matches!(
            opening.notices[..],
            [Notice::SavedReplay(_), Notice::RedoLost]
        ));
    }

    #[test]
    fn a_game_with_every_move_undone_is_still_kept_aside() {
        let (setup, _) = parse_query("piles=3,4,5&vs=friend");
        let mut game = Game::new(setup, 1);
        game.play_multi("1:2".parse().unwrap()).unwrap();
        assert!(game.undo());
        let saved = save_text(&game);
        let opening = start("?piles=7,7", Arrival::Link, Some(&saved), None, 1);
        let aside = opening.set_aside.unwrap();
        assert_eq!(aside.redo_text(), "1:2");
        // Its notice counts the move to redo, so "0 played" is not all it says.
        assert!(matches!(
            &opening.notices[0],
            Notice::SetAside(Kept {
                played: 0,
                to_redo: 1,
                ..
            })
        ));
        // Offered again on a later visit, and resumed with its move to redo.
        let aside = save_text(&aside);
        let later = start("?piles=2,2", Arrival::Link, None, Some(&aside), 1);
        assert_eq!(later.set_aside.map(|g| g.redo_text()), Some("1:2".into()));
        let back = start(
            "?piles=3,4,5&vs=friend",
            Arrival::Link,
            None,
            Some(&aside),
            1,
        );
        assert_eq!(back.game.redo_text(), "1:2");
    }

    #[test]
    fn a_link_to_a_learning_page_leaves_the_games_alone() {
        let saved = saved_after("1:2");
        let earlier = saved_after("3:1");
        let query = "?piles=7,7&vs=friend&moves=1:2";
        let opening = start(query, Arrival::ToPage, Some(&saved), Some(&earlier), 1);
        assert_eq!(opening.game.position().to_string(), "1,4,5");
        // The game aside stays aside, offered again; none is put aside or let go.
        assert_eq!(
            opening.set_aside.as_ref().map(|g| g.position().to_string()),
            Some("3,4,4".into())
        );
        assert!(
            matches!(opening.notices[..], [Notice::StillAside(_)]),
            "{:?}",
            opening.notices
        );
        // With no game saved, the link's game is the one there is.
        let fresh = start(query, Arrival::ToPage, None, None, 1);
        assert_eq!(fresh.game.position().to_string(), "5,7");
        assert!(fresh.notices.is_empty());
    }

    #[test]
    fn a_reload_continues_the_saved_game() {
        let saved = saved_after("1:2,3:1");
        for query in ["", "?", "?piles=3,4,5&vs=friend&moves=1:2,3:1"] {
            for arrival in [Arrival::Link, Arrival::Return] {
                let start = start(query, arrival, Some(&saved), None, 1);
                assert_eq!(start.game.position().to_string(), "1,4,4", "{query}");
                assert!(start.notices.is_empty());
            }
        }
        // The address a reload goes to may be a move behind the game (read
        // before the page, going away, wrote it): it is still that game.
        let late = start(
            "?piles=3,4,5&vs=friend&moves=1:2",
            Arrival::Return,
            Some(&saved),
            None,
            1,
        );
        assert_eq!(late.game.position().to_string(), "1,4,4");
        assert!(late.set_aside.is_none() && late.notices.is_empty());
        // A link to the same piles with no moves is that game from its start,
        // as a lesson's link is: the game in play is kept aside.
        let fresh = start(
            "?piles=3,4,5&vs=friend",
            Arrival::Link,
            Some(&saved),
            None,
            1,
        );
        assert_eq!(fresh.game.position().to_string(), "3,4,5");
        assert_eq!(fresh.set_aside.unwrap().position().to_string(), "1,4,4");
    }

    #[test]
    fn only_a_game_in_progress_is_kept_aside_for_a_link() {
        let earlier = saved_after("1:2");
        // Played to its end, or with the computer's opening move alone: not a
        // game to resume, and the game kept aside before stays offered.
        let over = save_text(
            &Game::replay(
                parse_query("piles=1,1&vs=friend").0,
                &["1:1".parse().unwrap(), "2:1".parse().unwrap()],
                1,
            )
            .0,
        );
        let (setup, _) = parse_query("piles=5,6,7&first=computer");
        let mut untouched = Game::new(setup, 1);
        untouched.play_computer().unwrap();
        assert!(!untouched.in_progress() && !untouched.history().is_empty());
        for saved in [over, save_text(&untouched)] {
            let opening = start("?piles=2,2", Arrival::Link, Some(&saved), Some(&earlier), 1);
            let kept = opening.set_aside.expect("the earlier game");
            assert_eq!(kept.position().to_string(), "1,4,5");
            assert!(
                matches!(&opening.notices[..], [Notice::StillAside(k)] if k.now.to_string() == "1,4,5")
            );
        }
        // Once the person has moved, it is kept.
        let mut played = untouched;
        let pile = played
            .position()
            .piles()
            .iter()
            .position(|&p| p > 0)
            .unwrap();
        played.play(Move { pile, take: 1 }).unwrap();
        assert!(played.in_progress());
        let opening = start(
            "?piles=2,2",
            Arrival::Link,
            Some(&save_text(&played)),
            None,
            1,
        );
        assert!(matches!(&opening.notices[..], [Notice::SetAside(k)] if k.played == 2));
    }

    #[test]
    fn a_link_with_only_display_parts_continues_the_saved_game() {
        let saved = saved_after("1:2");
        for query in [
            "?lang=it",
            "?projector=1",
            "?PROJECTOR=0&lang=en",
            "?utm_source=chat",
        ] {
            let start = start(query, Arrival::Link, Some(&saved), None, 1);
            assert_eq!(start.game.position().to_string(), "1,4,5", "{query}");
            assert!(start.set_aside.is_none(), "{query}");
        }
        // A part that names a game opens that game, the parts it gets right
        // with it.
        for query in [
            "?piles=7,7",
            "?Mode=misere",
            "?moves=1:1",
            "?piles=x&mode=misere",
            "?piles=x&piles=7,7",
        ] {
            let start = start(query, Arrival::Link, Some(&saved), None, 1);
            assert!(start.set_aside.is_some(), "{query}");
        }
        // One whose game parts were all ignored names none: the saved game
        // goes on, and the notice says what was ignored.
        for query in [
            "?piles=x",
            "?piles=0,0",
            "?PILES=-3,4",
            "?mode=both&max=0",
            "?piles=x&moves=1:1",
        ] {
            let start = start(query, Arrival::Link, Some(&saved), None, 1);
            assert_eq!(start.game.position().to_string(), "1,4,5", "{query}");
            assert!(start.set_aside.is_none(), "{query}");
            assert!(matches!(start.notices[0], Notice::Link(_)), "{query}");
        }
    }

    #[test]
    fn back_to_the_link_of_the_game_put_aside_resumes_it() {
        // 7,7 was played, then a link to 3,4,5 put it aside and 3,4,5 was played.
        let (seven, _) = parse_query("piles=7,7&vs=friend");
        let aside = save_text(&Game::replay(seven, &["1:2".parse().unwrap()], 1).0);
        let saved = saved_after("1:2");
        // Its address, gone back to, carries the move played.
        let start = start(
            "?piles=7,7&vs=friend&moves=1:2",
            Arrival::Return,
            Some(&saved),
            Some(&aside),
            1,
        );
        assert_eq!(start.game.position().to_string(), "5,7");
        assert_eq!(start.set_aside.unwrap().position().to_string(), "1,4,5");
        // A link with moves opens the game it describes.
        let with_moves = super::start(
            "?piles=7,7&vs=friend&moves=2:1",
            Arrival::Link,
            Some(&saved),
            Some(&aside),
            1,
        );
        assert_eq!(with_moves.game.position().to_string(), "7,6");
    }

    #[test]
    fn the_address_with_the_moves_played_continues_the_saved_game() {
        // 3,4,5 after 1:2 and 3:1, with 3:1 then undone: a reload of the
        // address, which carries the moves played, keeps the move to redo.
        let (setup, _) = parse_query("piles=3,4,5&vs=friend");
        let moves: Vec<MultiMove> = ["1:2".parse().unwrap(), "3:1".parse().unwrap()].into();
        let mut game = Game::replay(setup, &moves, 1).0;
        game.undo();
        let saved = save_text(&game);
        let start = start(
            "?piles=3,4,5&vs=friend&moves=1:2",
            Arrival::Link,
            Some(&saved),
            None,
            1,
        );
        assert!(start.set_aside.is_none());
        assert!(start.notices.is_empty());
        assert_eq!(start.game.position().to_string(), "1,4,5");
        assert_eq!(start.game.redo_text(), "3:1");
        // A link to a later or an earlier point of the same game opens that
        // point, and keeps the game in play aside.
        for (query, position) in [
            ("?piles=3,4,5&vs=friend&moves=1:2,3:1", "1,4,4"),
            ("?piles=3,4,5&vs=friend", "3,4,5"),
        ] {
            let other = super::start(query, Arrival::Link, Some(&saved), None, 1);
            assert_eq!(other.game.position().to_string(), position, "{query}");
            assert_eq!(other.set_aside.as_ref(), Some(&start.game), "{query}");
        }
        let played_on = saved_after("1:2,3:1,2:1");
        let halfway = super::start(
            "?piles=3,4,5&vs=friend&moves=1:2,3:1",
            Arrival::Link,
            Some(&played_on),
            None,
            1,
        );
        assert_eq!(halfway.game.position().to_string(), "1,4,4");
        assert_eq!(
            halfway.set_aside.map(|g| g.position().to_string()),
            Some("1,3,4".into())
        );
        // Reloaded, the same address is the game on the screen a frame late.
        let reloaded = super::start(
            "?piles=3,4,5&vs=friend&moves=1:2,3:1",
            Arrival::Return,
            Some(&played_on),
            None,
            1,
        );
        assert_eq!(reloaded.game.position().to_string(), "1,3,4");
        assert!(reloaded.set_aside.is_none());
        // Other moves open the game they describe, and keep the saved one aside.
        let other = super::start(
            "?piles=3,4,5&vs=friend&moves=2:1",
            Arrival::Link,
            Some(&saved),
            None,
            1,
        );
        assert_eq!(other.game.position().to_string(), "3,3,5");
        assert!(other.set_aside.is_some());
    }

    #[test]
    fn another_link_keeps_the_saved_game_aside() {
        let saved = saved_after("1:2");
        let start = start("?piles=7,7", Arrival::Link, Some(&saved), None, 1);
        assert_eq!(start.game.position().to_string(), "7,7");
        assert_eq!(start.set_aside.unwrap().position().to_string(), "1,4,5");
        assert!(matches!(
            start.notices[0],
            Notice::SetAside(Kept { played: 1, .. })
        ));
    }

    #[test]
    fn damaged_storage_is_reported_and_ignored() {
        let start = start("?piles=3,4,5", Arrival::Link, Some("garbage"), None, 1);
        assert_eq!(start.game.position().to_string(), "3,4,5");
        assert_eq!(
            start.notices[0],
            Notice::Unrestorable(SaveError::UnknownFormat)
        );
        // A damaged game aside is told apart: the game on the board is whole.
        let saved = saved_after("1:2");
        let aside = super::start("", Arrival::Return, Some(&saved), Some("garbage"), 1);
        assert_eq!(aside.game.position().to_string(), "1,4,5");
        assert_eq!(
            aside.notices,
            vec![Notice::AsideUnrestorable(SaveError::UnknownFormat)]
        );
        let start2 = super::start(
            "",
            Arrival::Link,
            Some("bouton-save-1\npiles=3,4,5\n1:9"),
            None,
            1,
        );
        assert_eq!(start2.game.position().to_string(), "3,4,5");
        assert!(start2.notices[0]
            .to_string()
            .starts_with("saved game: move 1 (1:9, yours) cannot be played"));
    }

    #[test]
    fn a_shared_game_opens_where_it_stood() {
        let start = start(
            "?piles=3,4,5&vs=friend&moves=1:2,3:1,2:9,1:1",
            Arrival::Link,
            None,
            None,
            1,
        );
        assert_eq!(start.game.position().to_string(), "1,4,4");
        assert_eq!(start.notices.len(), 1);
        assert_eq!(
            start.notices[0].to_string(),
            "move 3 (2:9, player 1's) cannot be played: pile 2 has only 4 sticks, not 9; \
             it was dropped, and so was the move after it"
        );
    }

    /// A wrong move of a link is numbered by its place in the link, as the move
    /// list numbers it, and names whose it was, from who moves first and the
    /// opponent; never a bare count.
    #[test]
    fn a_wrong_move_of_a_link_names_who_made_it() {
        for (query, said) in [
            (
                "?piles=3,4,5&moves=1:9",
                "move 1 (1:9, yours) cannot be played",
            ),
            (
                "?piles=3,4,5&moves=1:1,1:9",
                "move 2 (1:9, the computer's) cannot be played",
            ),
            (
                "?piles=3,4,5&moves=1:1,3:1,1:1,3:9",
                "move 4 (3:9, the computer's) cannot be played",
            ),
            (
                "?piles=3,4,5&first=computer&moves=1:1,1:9",
                "move 2 (1:9, yours) cannot be played",
            ),
            (
                "?piles=3,4,5&vs=friend&moves=1:1,1:9,2:1",
                "move 2 (1:9, player 2's) cannot be played",
            ),
        ] {
            let opening = start(query, Arrival::Link, None, None, 1);
            let notice = opening.notices[0].to_string();
            assert!(notice.starts_with(said), "{query}: {notice}");
            assert!(!notice.contains("(1)"), "{query}: {notice}");
        }
        let opening = start(
            "?piles=3,4,5&vs=friend&moves=1:9,1:1,1:1,1:1",
            Arrival::Link,
            None,
            None,
            1,
        );
        assert!(opening.notices[0]
            .to_string()
            .ends_with("it was dropped, and so were all 3 moves after it"));
    }

    /// Moves belong to the link's piles: when those cannot be read, the moves
    /// are not played on the 3, 4, 5 that stands in for them.
    #[test]
    fn moves_are_dropped_with_the_piles_they_were_played_on() {
        let opening = start(
            "?piles=3,x,5&vs=friend&moves=1:1,9:9",
            Arrival::Link,
            None,
            None,
            1,
        );
        assert_eq!(opening.game.position().to_string(), "3,4,5");
        assert!(opening.game.history().is_empty() && !opening.game.can_redo());
        let said: Vec<String> = opening.notices.iter().map(ToString::to_string).collect();
        assert_eq!(said.len(), 2, "{said:?}");
        assert_eq!(
            said[1],
            "“moves=1:1,9:9” was ignored: the moves were played on the link's piles, which could not be read."
        );
        // A piles part given again counts as its last copy: good piles keep the moves.
        let opening = start(
            "?piles=x&piles=3,4,5&vs=friend&moves=1:1",
            Arrival::Link,
            None,
            None,
            1,
        );
        assert_eq!(opening.game.position().to_string(), "2,4,5");
        // A move that empties a pile leaves words for an empty pile, not "only 0".
        let opening = start(
            "?piles=2,6,7&vs=friend&moves=1:2,1:1",
            Arrival::Link,
            None,
            None,
            1,
        );
        assert!(
            opening.notices[0]
                .to_string()
                .contains("cannot be played: pile 1 is empty;"),
            "{}",
            opening.notices[0]
        );
    }

    #[test]
    fn a_game_put_aside_is_offered_again_on_later_visits() {
        let aside = saved_after("1:2");
        let now = start("?piles=7,7", Arrival::Link, None, Some(&aside), 1);
        assert_eq!(now.game.position().to_string(), "7,7");
        assert_eq!(now.set_aside.unwrap().position().to_string(), "1,4,5");
        assert!(matches!(
            now.notices[0],
            Notice::StillAside(Kept { played: 1, .. })
        ));
        // Once resumed it is the game itself: nothing is offered.
        let resumed = start("", Arrival::Link, Some(&aside), Some(&aside), 1);
        assert!(resumed.set_aside.is_none() && resumed.notices.is_empty());
        let damaged = start("", Arrival::Link, None, Some("bouton-save-9"), 1);
        assert!(damaged.set_aside.is_none());
        assert_eq!(damaged.notices.len(), 1);
    }
}
