//! The facts the game reports said in words of the chosen language: moves,
//! refused moves, notices, a link's ignored parts, a level, a position's
//! winning moves. The game's own `Display` forms are for developers; those of
//! a link's ignored part and of a refused move or rule read as the English
//! words do, and the tests below keep them so.

use crate::engine::{
    winning_moves, Difficulty, MoveCount, MoveError, MultiMove, Position, Rules, RulesError,
    SetupError, MAX_MOORE, MAX_PILES, MAX_PILE_SIZE,
};
use crate::game::{
    copies, Counts, DisplayError, Kept, LinkNotice, LinkProblem, Notice, PilesProblem, Played,
    Player, PracticeProblem, PracticeReason, ReplayError, SaveError, TurnError,
    DEFAULT_PRACTICE_SEED,
};

use super::marks::Refusal;
use super::prefs::Pointer;
use super::text::{fill, Text};

/// Upper-cases the first letter of a message (ASCII only: messages start with
/// plain letters, and Unicode case tables are large in wasm).
pub fn capitalise(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// "You took 2 sticks from pile 1", or in Moore's Nim "... and 1 stick from
/// pile 3" (no full stop).
pub fn took(t: &Text, played: &Played) -> String {
    let what = move_words(t, &played.whole);
    match played.player {
        Player::You => fill(t.took_you, &[&what]),
        Player::Computer => fill(t.took_computer, &[&what]),
        Player::Player1 => fill(t.took_player, &[&1, &what]),
        Player::Player2 => fill(t.took_player, &[&2, &what]),
    }
}

/// "a" -> "a", "Hai preso" -> "hai preso": a sentence used inside another.
pub fn decapitalise(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_lowercase();
    }
    out
}

/// Words about a player: `you`, `computer`, or `someone` filled with the
/// player's number (player 1 or 2 of a game between friends).
pub fn player_words(player: Player, you: &str, computer: &str, someone: &str) -> String {
    match player {
        Player::You => you.into(),
        Player::Computer => computer.into(),
        Player::Player1 => fill(someone, &[&1]),
        Player::Player2 => fill(someone, &[&2]),
    }
}

/// "2 sticks from pile 1 and 1 stick from pile 3".
pub fn move_words(t: &Text, mv: &MultiMove) -> String {
    mv.parts()
        .iter()
        .map(|m| fill(t.from_pile, &[&t.sticks(m.take), &(m.pile + 1)]))
        .collect::<Vec<_>>()
        .join(t.and_)
}

/// Why a move was refused, starting with a small letter.
pub fn turn_error(t: &Text, e: &TurnError) -> String {
    match e {
        TurnError::GameOver => t.turn_over.into(),
        TurnError::NotYourTurn => t.turn_wait.into(),
        TurnError::Illegal(e) => move_error(t, e),
    }
}

pub fn move_error(t: &Text, e: &MoveError) -> String {
    let n = |n: u32| t.num(n);
    match *e {
        MoveError::NoSuchPile { pile, piles } => fill(t.move_no_pile, &[&pile, &piles]),
        MoveError::TakesNothing => t.move_nothing.into(),
        MoveError::TooMany { pile, has: 0, .. } => fill(t.move_empty, &[&pile]),
        MoveError::TooMany { pile, has, take } => {
            fill(t.move_too_many, &[&pile, &t.sticks(has), &n(take)])
        }
        MoveError::OverLimit { limit, take } => {
            fill(t.move_over_limit, &[&t.sticks(limit), &n(take)])
        }
        MoveError::TooManyPiles { most: 1, piles } => fill(t.move_one_pile, &[&piles]),
        MoveError::TooManyPiles { most, piles } => fill(t.move_too_many_piles, &[&most, &piles]),
    }
}

pub fn setup_error(t: &Text, e: &SetupError) -> String {
    match e {
        SetupError::NoPiles => t.setup_no_piles.into(),
        SetupError::TooManyPiles(n) => fill(t.setup_too_many, &[&n, &MAX_PILES]),
        SetupError::PileTooBig { pile, size } => {
            // Grouped as a count, if it is one; digits longer than any, as written.
            let size = size
                .parse::<u64>()
                .map_or_else(|_| size.clone(), |n| t.num(n));
            fill(t.setup_too_big, &[&pile, &size, &t.num(MAX_PILE_SIZE)])
        }
        SetupError::NotANumber(text) => {
            fill(t.setup_not_number, &[&quoted(text), &t.num(MAX_PILE_SIZE)])
        }
    }
}

pub fn rules_error(t: &Text, e: RulesError) -> String {
    match e {
        RulesError::ZeroLimit => t.rules_zero.into(),
        RulesError::MooreRange => fill(t.rules_moore_range, &[&MAX_MOORE]),
        RulesError::MooreWithLimit => t.rules_moore_limit.into(),
    }
}

/// A game kept aside, as its notice names it: "from 3, 4, 5, now at 2, 4, 1;
/// moves played: 2" (where it stands tells apart two games from the same
/// start), and the moves to redo when there are any, so that a game whose
/// every move was undone does not read as one with nothing in it.
fn kept_game(t: &Text, kept: &Kept) -> String {
    let (from, now) = (t.listing(&kept.position), t.listing(&kept.now));
    let played = t.num(kept.played as u64);
    match kept.to_redo {
        0 => fill(t.kept_game, &[&from, &now, &played]),
        n => fill(t.kept_game_redo, &[&from, &now, &played, &t.num(n as u64)]),
    }
}

/// A move that could not be played, in `template` (the link's, or a saved
/// game's): whose move, the move, why not, and what was dropped with it.
fn replay(t: &Text, template: &str, e: &ReplayError) -> String {
    let whose = match e.player {
        Player::You => t.replay_yours.into(),
        Player::Computer => t.replay_computers.into(),
        Player::Player1 => fill(t.replay_players, &[&1]),
        Player::Player2 => fill(t.replay_players, &[&2]),
    };
    let dropped = match e.dropped {
        1 => t.replay_dropped_one.into(),
        2 => t.replay_dropped_next.into(),
        n => fill(t.replay_dropped, &[&(n - 1)]),
    };
    capitalise(&fill(
        template,
        &[
            &(e.index + 1),
            &e.mv,
            &whose,
            &turn_error(t, &e.reason),
            &dropped,
        ],
    ))
}

/// A notice as a sentence.
pub fn notice(t: &Text, notice: &Notice) -> String {
    match notice {
        Notice::Link(n) => link_notice(t, n, n.partly_read()),
        Notice::Unrestorable(e) => fill(t.notice_unrestorable, &[&save_error(t, e)]),
        Notice::AsideUnrestorable(e) => fill(t.notice_aside_unrestorable, &[&save_error(t, e)]),
        Notice::Replay(e) => replay(t, t.replay, e),
        Notice::SavedReplay(e) => replay(t, t.replay_saved, e),
        Notice::RedoLost => t.notice_redo_lost.into(),
        Notice::SetAside(kept) => fill(t.notice_set_aside, &[&kept_game(t, kept)]),
        Notice::StillAside(kept) => fill(t.notice_still_aside, &[&kept_game(t, kept)]),
        Notice::PutAside(kept) => fill(t.notice_put_aside, &[&kept_game(t, kept)]),
        Notice::Replaced(kept) => fill(t.notice_replaced, &[&kept_game(t, kept)]),
        Notice::Choices(e) => {
            let why = match e {
                DisplayError::NotAChoice(part) => fill(t.display_not_choice, &[part]),
                DisplayError::NotASwitch { name, value } => {
                    fill(t.display_not_switch, &[name, value])
                }
                DisplayError::NotAPace(value) => fill(t.display_not_pace, &[value]),
            };
            fill(t.notice_display, &[&why])
        }
    }
}

/// Why a saved game could not be read.
fn save_error(t: &Text, e: &SaveError) -> String {
    match e {
        SaveError::UnknownFormat => t.save_unknown.into(),
        SaveError::WrongLines => fill(t.save_damaged, &[&t.save_lines]),
        SaveError::Damaged(n) => fill(t.save_damaged, &[&link_notice(t, n, false)]),
    }
}

/// A link's ignored part in words; `partly` when some of it was read (the
/// moves before a bad one).
fn link_notice(t: &Text, n: &LinkNotice, partly: bool) -> String {
    let reason = match &n.reason {
        LinkProblem::Piles(problems) => {
            let problems: Vec<String> = problems
                .iter()
                .map(|p| match p {
                    PilesProblem::Negative => t.piles_negative.into(),
                    PilesProblem::Grouped => t.piles_grouped.into(),
                    PilesProblem::Missing => t.piles_missing.into(),
                    PilesProblem::NoSizes => t.piles_none.into(),
                    PilesProblem::AllEmpty => t.piles_all_empty.into(),
                    PilesProblem::Setup(e) => setup_error(t, e),
                })
                .collect();
            // Every fault, as the game's `Display` lists them. No "the game
            // starts from 3, 4, 5": a damaged save quotes this too, and its game
            // is the link's. The board shows where the game starts.
            problems.join("; ")
        }
        LinkProblem::Mode => t.link_mode.into(),
        LinkProblem::Max => fill(t.link_max, &[&t.num(MAX_PILE_SIZE)]),
        LinkProblem::MaxGrouped => t.link_max_grouped.into(),
        LinkProblem::Moore => fill(t.link_moore, &[&MAX_MOORE]),
        LinkProblem::MooreWithLimit => t.link_moore_limit.into(),
        LinkProblem::Vs => t.link_vs.into(),
        LinkProblem::Level => t.link_level.into(),
        LinkProblem::First => t.link_first.into(),
        LinkProblem::FirstWithFriend => t.link_friend_first.into(),
        LinkProblem::LevelWithFriend => t.link_friend_level.into(),
        LinkProblem::Moves { index, text } => fill(t.link_moves, &[&(index + 1), &quoted(text)]),
        LinkProblem::PileTwice { index, text, pile } => {
            fill(t.link_pile_twice, &[&(index + 1), text, pile])
        }
        LinkProblem::MovesWithoutPiles => t.link_moves_without_piles.into(),
        LinkProblem::Lang => t.link_lang.into(),
        LinkProblem::Projector => t.link_projector.into(),
        LinkProblem::Repeated(Counts::First) => t.link_repeated_first.into(),
        LinkProblem::Repeated(Counts::Last) => t.link_repeated_last.into(),
        LinkProblem::Unknown => t.link_unknown.into(),
    };
    let template = if partly {
        t.notice_link_part
    } else {
        t.notice_link
    };
    fill(template, &[&written_part(&n.key, &n.value), &reason])
}

/// A part of a link as read, each side quoted as [`quoted`] shortens it: a
/// name given without a value (`&m`) alone.
pub fn written_part(key: &str, value: &str) -> String {
    match value {
        "" => quoted(key),
        _ => format!("{}={}", quoted(key), quoted(value)),
    }
}

/// A part of a link as a notice quotes it: whole unless long (a link may hold
/// anything), then its start and an ellipsis.
pub fn quoted(text: &str) -> String {
    const SHOWN: usize = 40;
    match text.char_indices().nth(SHOWN) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.into(),
    }
}

/// The notices as the notice shows them, a line each: the first few in
/// sight, and the rest behind a "…and N more." to open.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NoticeLines {
    pub shown: String,
    /// How many lines are behind the summary (0: none).
    pub more: usize,
    /// Those lines: at most a screenful, then how many are left out.
    pub rest: String,
}

/// "…and 3 more": how many notices are not on show.
pub fn more_notices(t: &Text, count: usize) -> String {
    if count == 1 {
        t.notices_more_one.to_string()
    } else {
        fill(t.notices_more, &[&t.num(count as u64)])
    }
}

/// The notices, a line each: a line said already is not said again; past the
/// first few, the rest to open, and past a screenful of those, their count.
pub fn notices(t: &Text, list: &[Notice]) -> NoticeLines {
    const SHOWN: usize = 6;
    const REST: usize = 60;
    let said: Vec<String> = list.iter().map(|n| notice(t, n)).collect();
    let first = copies(&said.iter().map(String::as_str).collect::<Vec<_>>());
    let mut lines: Vec<String> = said
        .into_iter()
        .zip(first)
        .filter_map(|(line, (first, _))| first.then_some(line))
        .collect();
    let mut rest = lines.split_off(SHOWN.min(lines.len()));
    let more = rest.len();
    if rest.len() > REST {
        let left = rest.len() - REST;
        rest.truncate(REST);
        rest.push(more_notices(t, left));
    }
    NoticeLines {
        shown: lines.join("\n"),
        more,
        rest: rest.join("\n"),
    }
}

/// "3 winning moves:", and how many of them are shown when not all are
/// ("45 winning moves (the first 8 shown):"): the heading of their list.
pub fn winning_heading(t: &Text, count: MoveCount, shown: usize) -> String {
    let all = match count {
        MoveCount::Exactly(1) => t.winning_one.to_string(),
        MoveCount::Exactly(n) => fill(t.winning_many, &[&t.num(n)]),
        MoveCount::AtLeast(n) => fill(t.winning_at_least, &[&t.num(n)]),
    };
    let part = if count.at_least() > shown as u64 {
        fill(t.winning_shown, &[&shown])
    } else {
        String::new()
    };
    format!("{all}{part}:")
}

impl Refusal {
    /// A refused move as the move form shows it: "Pile 1 has only 3 sticks,
    /// ...". A touch screen is told to tap, not to click.
    pub fn say(&self, t: &Text, pointer: Pointer) -> String {
        match self {
            Refusal::Turn(e) => capitalise(&turn_error(t, e)) + ".",
            Refusal::Number(e) => e.say(t),
            Refusal::Parts(typed) => fill(t.err_parts, &[typed]),
            Refusal::NothingChosen => pointer.pick(t.choose_first, t.choose_first_touch).into(),
        }
    }
}

/// "4", "4 and 1", "8, 2 and 1".
pub fn list_words(t: &Text, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{}{last}", rest.join(", "), t.and_),
    }
}

/// A level, as the page names it.
pub fn level_name(t: &Text, level: Difficulty) -> &'static str {
    match level {
        Difficulty::Easy => t.level_easy,
        Difficulty::Medium => t.level_medium,
        Difficulty::Hard => t.level_hard,
    }
}

/// A part of a worksheet link that was ignored, in words.
pub fn problem_words(t: &Text, problem: &PracticeProblem) -> String {
    let reason = match &problem.reason {
        // Any 19 digits fit a seed (a u64); its largest, 20 digits long, would mean nothing to a pupil.
        PracticeReason::Seed => fill(t.practice_bad_seed, &[&DEFAULT_PRACTICE_SEED]),
        PracticeReason::Kind(_) => t.practice_bad_kind.into(),
        PracticeReason::Level(_) => t.practice_bad_level.into(),
        PracticeReason::Repeated => t.practice_repeated.into(),
        PracticeReason::Unknown => t.practice_unknown.into(),
    };
    fill(
        t.notice_link,
        &[&written_part(&problem.key, &problem.value), &reason],
    )
}

/// The winning moves of a position in words, or that there is none.
pub fn winning_words(t: &Text, position: &Position) -> String {
    let moves: Vec<String> = winning_moves(position, &Rules::NORMAL)
        .into_iter()
        .map(|mv| move_words(t, &mv.into()))
        .collect();
    match moves.as_slice() {
        [] => t.worksheet_no_win.into(),
        [one] => fill(t.worksheet_win_one, &[one]),
        _ => fill(t.worksheet_wins, &[&list_words(t, &moves)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{parse_query, start, Arrival};
    use crate::view::text::{EN, IT};

    /// The heading of a list of winning moves has one colon, all of them shown or not.
    #[test]
    fn a_winning_moves_heading_ends_in_one_colon() {
        for (t, count, shown, heading) in [
            (&EN, MoveCount::Exactly(1), 1, "1 winning move:"),
            (&EN, MoveCount::Exactly(3), 3, "3 winning moves:"),
            (
                &EN,
                MoveCount::Exactly(45),
                8,
                "45 winning moves (the first 8 shown):",
            ),
            (
                &IT,
                MoveCount::AtLeast(1000),
                8,
                "Almeno 1.000 mosse vincenti (qui le prime 8):",
            ),
        ] {
            assert_eq!(winning_heading(t, count, shown), heading);
        }
    }

    /// A link full of junk gets a short notice: long parts cut, a repeated
    /// line said once, past six lines the rest to open, and past a screenful
    /// of those a count of what is left out.
    #[test]
    fn a_link_of_junk_gets_a_short_notice() {
        let said = |t: &Text, link: &str| {
            let (_, found) = crate::game::parse_query(link);
            notices(t, &found.into_iter().map(Notice::Link).collect::<Vec<_>>())
        };
        let long = "x".repeat(5_000);
        let one = said(&EN, &format!("piles={long}"));
        assert!(one.shown.chars().count() < 200, "{one:?}");
        assert!(
            one.shown.contains(&format!("“piles={}…”", "x".repeat(40))),
            "{one:?}"
        );
        assert_eq!((one.more, one.rest.as_str()), (0, ""));
        // A size or a move that is junk, given many times or long, is said once, cut short.
        for link in [
            format!("piles={}", "x,".repeat(1_000)),
            format!("moves={long}"),
        ] {
            let one = said(&EN, &link);
            assert!(one.shown.chars().count() < 300, "{one:?}");
        }
        let repeated = said(&IT, &"foo=bar&".repeat(300));
        assert_eq!(repeated.shown.lines().count(), 1, "{repeated:?}");
        assert_eq!(repeated.more, 0);
        let junk: String = (0..20).map(|i| format!("k{i}=v&")).collect();
        let twenty = said(&EN, &junk);
        assert_eq!(twenty.shown.lines().count(), 6, "{twenty:?}");
        assert_eq!(twenty.more, 14);
        let rest: Vec<&str> = twenty.rest.lines().collect();
        assert_eq!(rest.len(), 14, "{twenty:?}");
        assert!(
            rest[0].contains("“k6=v”") && rest[13].contains("“k19=v”"),
            "{rest:?}"
        );
        // Tens of thousands of different parts, some given twice: each line
        // said once, counted without comparing it with every other, and the
        // rest opens on a screenful of them.
        let junk: String = (0..40_000).map(|i| format!("k{}=v&", i % 30_000)).collect();
        let many = said(&EN, &junk);
        assert_eq!(many.more, 29_994);
        assert_eq!(many.rest.lines().count(), 61);
        assert!(
            many.rest.ends_with("…and 29,934 more."),
            "{}",
            &many.rest[..80]
        );
        assert_eq!(more_notices(&IT, 1), "…e un altro.");
        assert_eq!(more_notices(&IT, 2), "…e altri 2.");
    }

    /// Every notice is worded in both languages with the facts it reports; a
    /// link's ignored part in English as the game's `Display` names it.
    #[test]
    fn notices_say_what_the_game_reports() {
        let check = |n: &Notice| {
            let en = notice(&EN, n);
            assert!(!notice(&IT, n).is_empty(), "{n}");
            match n {
                // Quoted whole when short; a long part's start (tested below).
                Notice::Link(link) if link.value.chars().count() <= 40 => {
                    assert_eq!(en, n.to_string())
                }
                Notice::Link(link) => assert!(en.starts_with(&format!("“{}=", link.key)), "{en}"),
                Notice::Replay(e) | Notice::SavedReplay(e) => {
                    assert!(en.contains(&format!("({}, ", e.mv)), "{en}");
                    assert!(en.starts_with(|c: char| c.is_uppercase()), "{en}");
                    assert!(en.ends_with('.'), "{en}");
                }
                Notice::SetAside(kept)
                | Notice::StillAside(kept)
                | Notice::PutAside(kept)
                | Notice::Replaced(kept) => {
                    assert!(en.contains(&EN.listing(&kept.position)), "{en}");
                    assert!(
                        en.contains(&format!("moves played: {}", kept.played)),
                        "{en}"
                    );
                    let redo = format!("moves to redo: {}", kept.to_redo);
                    assert_eq!(en.contains(&redo), kept.to_redo > 0, "{en}");
                    let it = notice(&IT, n);
                    let redo = format!("mosse da ripetere: {}", kept.to_redo);
                    assert_eq!(it.contains(&redo), kept.to_redo > 0, "{it}");
                }
                Notice::Choices(e) => assert!(en.contains(&e.to_string()), "{en}"),
                Notice::Unrestorable(_) | Notice::AsideUnrestorable(_) | Notice::RedoLost => {
                    assert!(en.ends_with('.'), "{en}")
                }
            }
        };
        let queries = [
            "piles=3,x&max=0&level=god&vs=robot&first=me&mode=hard&colour=red",
            "piles=-3",
            "piles=1,000,000",
            "piles=",
            "piles=0,0",
            "piles=1,2000000",
            "piles=3,x,-2,2000000",
            "piles=3,4,5&moves=1:1,1:9",
            "piles=3,4,5&first=computer&moves=1:1,3:9,2:1,2:1",
            "mode=sideways&moore=99",
            "moore=0&first=later",
            "moore=2&max=3",
            "piles=3,4,5&vs=friend&moves=1:2,3:1,2:9,1:1",
            "piles=3,4,5&vs=friend&moves=1:2+2:1",
            "piles=3,4,5&moore=2&vs=friend&moves=1:2+2:1+3:1",
            "moves=1:2,x",
            "moves=1:2+1:1",
            "projector=2",
            "piles=1,0099999999999999999999999",
            "piles=1,2&piles=3&moves=1:1&Moves=2:1&lang=it&lang=en&projector=1&projector=0",
        ];
        for query in queries {
            let opening = start(query, Arrival::Link, None, None, 1);
            assert!(!opening.notices.is_empty(), "{query} has something to say");
            opening.notices.iter().for_each(check);
        }
        let (_, notices) = parse_query(&format!("piles={}", vec!["1"; 40].join(",")));
        check(&Notice::Link(notices[0].clone()));
        for saved in [
            "garbage",
            "bouton-save-1\npiles=3",
            "bouton-save-1\npiles=x\n",
            // A move to redo that pile 1 cannot give.
            "bouton-save-1\npiles=3,4,5&vs=friend\n1:1\n1:9",
        ] {
            let opening = start("", Arrival::Link, Some(saved), None, 1);
            check(&opening.notices[0]);
        }
        // Kept aside with a move played, then with it taken back.
        for saved in [
            "bouton-save-1\npiles=3,4,5&vs=friend\n1:1",
            "bouton-save-1\npiles=3,4,5&vs=friend\n\n1:1",
        ] {
            let opening = start("piles=7", Arrival::Link, Some(saved), None, 1);
            assert!(matches!(opening.notices[0], Notice::SetAside(_)));
            check(&opening.notices[0]);
        }
        // A link that puts the saved game aside lets go of the one aside
        // before, and says which.
        let opening = start(
            "piles=7",
            Arrival::Link,
            Some("bouton-save-1\npiles=3,4,5&vs=friend\n1:1"),
            Some("bouton-save-1\npiles=6,6&vs=friend\n1:2"),
            1,
        );
        assert!(matches!(
            &opening.notices[..],
            [Notice::SetAside(_), Notice::Replaced(k)] if k.now.to_string() == "4,6"
        ));
        opening.notices.iter().for_each(check);
        for text in ["tableau=maybe", "colour=1", ""] {
            check(&Notice::Choices(
                crate::game::Choices::from_text(text).unwrap_err(),
            ));
        }
    }

    /// A link's moves read up to a bad one were played: the notice does not
    /// call the part ignored. A saved game's are discarded with it: there it is.
    #[test]
    fn moves_read_in_part_are_not_called_ignored() {
        let link = start(
            "piles=3,4,5&vs=friend&moves=1:2,2",
            Arrival::Link,
            None,
            None,
            1,
        );
        assert_eq!(
            notice(&EN, &link.notices[0]),
            "In “moves=1:2,2”, move 2 “2” is not a move such as 1:2, or 1:2+3:1 from several piles; it and the moves after it were dropped."
        );
        assert!(
            notice(&IT, &link.notices[0]).starts_with("Nella parte “moves=1:2,2”, la mossa 2 “2”")
        );
        let saved = start(
            "",
            Arrival::Link,
            Some("bouton-save-1\npiles=3,4\n1:1,1:1+1:2"),
            None,
            1,
        );
        let said = notice(&EN, &saved.notices[0]);
        assert!(
            said.contains(
                "(“moves=1:1,1:1+1:2” was ignored: move 2 “1:1+1:2” takes from pile 1 twice"
            ),
            "{said}"
        );
        assert!(!notice(&IT, &saved.notices[0]).contains("Nella parte"));
    }

    /// A move that cannot be played says whether it was the link's or the
    /// saved game's.
    #[test]
    fn a_move_that_cannot_be_played_says_where_it_came_from() {
        let link = start("piles=3,4,5&moves=1:9", Arrival::Link, None, None, 1);
        assert_eq!(
            notice(&EN, &link.notices[0]),
            "Move 1 (1:9, yours) cannot be played: pile 1 has only 3 sticks, not 9; it was dropped."
        );
        let saved = start(
            "",
            Arrival::Link,
            Some("bouton-save-1\npiles=3,4,5\n1:9,3:1"),
            None,
            1,
        );
        assert_eq!(
            notice(&EN, &saved.notices[0]),
            "In the saved game, move 1 (1:9, yours) cannot be played: pile 1 has only 3 sticks, not 9; it was dropped, and so was the move after it."
        );
        assert!(notice(&IT, &saved.notices[0])
            .starts_with("Nella partita salvata, la mossa 1 (1:9, tua)"));
    }

    /// A refused move and a refused rule are worded in English as the
    /// engine's `Display` names them.
    #[test]
    fn refusals_match_the_engine_display() {
        for e in [
            TurnError::GameOver,
            TurnError::NotYourTurn,
            TurnError::Illegal(MoveError::TakesNothing),
            TurnError::Illegal(MoveError::NoSuchPile { pile: 4, piles: 3 }),
            TurnError::Illegal(MoveError::TooMany {
                pile: 1,
                has: 1,
                take: 5,
            }),
            TurnError::Illegal(MoveError::OverLimit {
                limit: 3,
                take: 1000,
            }),
            TurnError::Illegal(MoveError::TooManyPiles { most: 1, piles: 2 }),
            TurnError::Illegal(MoveError::TooManyPiles { most: 3, piles: 4 }),
        ] {
            assert_eq!(turn_error(&EN, &e), e.to_string());
        }
        for e in [
            RulesError::ZeroLimit,
            RulesError::MooreRange,
            RulesError::MooreWithLimit,
        ] {
            assert_eq!(rules_error(&EN, e), e.to_string());
        }
        assert_eq!(
            setup_error(&EN, &SetupError::NoPiles),
            SetupError::NoPiles.to_string()
        );
    }

    #[test]
    fn italian_says_who_took_what() {
        let (game, _) = crate::game::Game::replay(
            parse_query("piles=3,4,5&vs=friend").0,
            &["1:1".parse().unwrap(), "3:2".parse().unwrap()],
            1,
        );
        assert_eq!(
            took(&IT, &game.history()[0]),
            "Il giocatore 1 ha preso 1 bastoncino dalla pila 1"
        );
        assert_eq!(
            took(&EN, &game.history()[1]),
            "Player 2 took 2 sticks from pile 3"
        );
        let (game, _) = crate::game::Game::replay(
            crate::game::Setup::default(),
            &["1:1".parse().unwrap(), "3:2".parse().unwrap()],
            1,
        );
        assert_eq!(
            took(&IT, &game.history()[0]),
            "Hai preso 1 bastoncino dalla pila 1"
        );
        assert_eq!(
            took(&IT, &game.history()[1]),
            "Il computer ha preso 2 bastoncini dalla pila 3"
        );
    }
}
