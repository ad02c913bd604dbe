//! Links that open a chosen starting position:
//! `?piles=3,4,5&mode=normal&max=3&vs=computer&level=perfect&first=you`, and
//! Moore's Nim with `moore=k`; `moves=` carries the moves played so far.
//!
//! Parsing never fails: every part that cannot be used falls back to its default
//! and is reported in a [`LinkNotice`] the page shows, and so is every copy of a
//! part given twice but the one that counts: the last for the setup's parts, the
//! first for `moves`, `lang` and `projector`. `lang` and `projector` are options
//! of the view, not of the game: the view reads them, and here only a
//! `projector` that is neither 1 nor 0 is reported.

use std::fmt;

use crate::engine::{
    Ending, Level, MultiMove, MultiMoveError, Position, Rules, SetupError, MAX_MOORE, MAX_PILES,
    MAX_PILE_SIZE,
};

use super::model::Game;
use super::query::{switch, Counts, Query, QueryWriter};
use super::setup::{First, Opponent, Setup};

/// The parts of a link that name a game: a link with one of them opens that
/// game; one with only the view's options (or unknown parts) does not.
pub(super) const GAME_PARTS: [&str; 8] = [
    "piles", "mode", "max", "moore", "vs", "level", "first", "moves",
];

/// The view's options a link may carry beside a game: the language and
/// projector mode.
pub const VIEW_OPTIONS: [&str; 2] = ["lang", "projector"];

/// Every part a link can hold, as a notice about an unknown part lists them.
const KNOWN_PARTS: &str = "piles, mode, max, moore, vs, level, first, moves, lang and projector";

/// A part of a link that was ignored, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkNotice {
    /// The parameter's name, as written in the link.
    pub key: String,
    /// Its value, decoded.
    pub value: String,
    /// Why it was ignored.
    pub reason: LinkProblem,
}

/// Why a part of a link was ignored, and what the game does instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    /// `piles` cannot be used, for every reason listed (never none), in the
    /// order found; the game starts from 3, 4, 5 (the notice does not say so: a
    /// damaged save quotes it too, and its game is the link's).
    Piles(Vec<PilesProblem>),
    /// `mode` is neither normal nor misère; the game is normal.
    Mode,
    /// `max` is not a take limit from 1 to [`MAX_PILE_SIZE`]; there is no limit.
    Max,
    /// `max` is a number written with separators between thousands
    /// (`1.000`), which read as one of the limits the notice of [`Self::Max`]
    /// names; there is no limit.
    MaxGrouped,
    /// `moore` is not a number of piles from 1 to [`MAX_MOORE`]; ordinary Nim.
    Moore,
    /// `max` with Moore's Nim, which is played without a take limit; no limit.
    MooreWithLimit,
    /// `vs` is neither computer nor friend; the computer plays.
    Vs,
    /// `level` is not a level; the computer plays perfectly.
    Level,
    /// `first` is not you, computer or auto; you move first.
    First,
    /// `first` is the computer or auto in a game between friends, where
    /// Player 1 always moves first.
    FirstWithFriend,
    /// `level` is below perfect in a game between friends: no computer plays.
    LevelWithFriend,
    /// Move `index` (from 0) of `moves` is not a move such as `1:2` or `1:2+3:1`;
    /// it and the moves after it were dropped.
    Moves { index: usize, text: String },
    /// Move `index` (from 0) of `moves` takes from `pile` (from 1) twice, as in
    /// `1:2+1:1`; it and the moves after it were dropped.
    PileTwice {
        index: usize,
        text: String,
        pile: usize,
    },
    /// `moves` were played on the link's piles, which could not be read: they
    /// are not played on other piles.
    MovesWithoutPiles,
    /// `lang` names no language the app speaks (the view checks it); the browser's
    /// language is used.
    Lang,
    /// `projector` is neither 1 nor 0; the view leaves projector mode as it was.
    Projector,
    /// The part is given more than once, and another copy of it counts.
    Repeated(Counts),
    /// A part this app does not know.
    Unknown,
}

/// Why the pile sizes of a link cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PilesProblem {
    Negative,
    /// A size of three digits starting with 0 after another (`1,000,000`,
    /// `1.000.000`): one number written with separators between thousands,
    /// which the commas and dots that separate sizes would split into piles.
    Grouped,
    /// Two separators with no size between them (`3,,5`), or one before the
    /// first size (`,3,4`): a number lost from the link.
    Missing,
    NoSizes,
    AllEmpty,
    Setup(SetupError),
}

impl fmt::Display for PilesProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PilesProblem::Negative => write!(f, "a pile cannot hold a negative number of sticks"),
            PilesProblem::Grouped => {
                write!(f, "a pile's number of sticks is written without separators between thousands (1000000, not 1,000,000)")
            }
            PilesProblem::Missing => {
                write!(f, "a pile's number of sticks is missing: two separators with nothing between them")
            }
            PilesProblem::NoSizes => write!(f, "no pile sizes were given"),
            PilesProblem::AllEmpty => {
                write!(f, "every pile is empty, so there would be nothing to play")
            }
            PilesProblem::Setup(e) => e.fmt(f),
        }
    }
}

impl LinkProblem {
    /// Why move `index` (from 0) of a list, written `text`, could not be read.
    pub(super) fn unreadable_move(index: usize, text: String, error: &MultiMoveError) -> Self {
        match *error {
            MultiMoveError::SamePile { pile } => LinkProblem::PileTwice { index, text, pile },
            MultiMoveError::NoParts | MultiMoveError::NotAPart(_) => {
                LinkProblem::Moves { index, text }
            }
        }
    }
}

impl fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkProblem::Piles(problems) => {
                for (i, p) in problems.iter().enumerate() {
                    if i > 0 {
                        write!(f, "; ")?;
                    }
                    p.fmt(f)?;
                }
                Ok(())
            }
            LinkProblem::Mode => write!(f, "the mode is “normal” or “misere”; playing normal"),
            LinkProblem::Max => write!(
                f,
                "the most sticks per move must be a whole number from 1 to 1,000,000; playing without a limit"
            ),
            LinkProblem::MaxGrouped => write!(
                f,
                "the most sticks per move is written without separators between thousands (1000, not 1,000); playing without a limit"
            ),
            LinkProblem::Moore => write!(
                f,
                "Moore's k, the most piles a move may take from, must be a whole number from 1 to {MAX_MOORE}; playing ordinary Nim"
            ),
            LinkProblem::MooreWithLimit => write!(
                f,
                "Moore's Nim is played without a take limit; playing without a limit"
            ),
            LinkProblem::Vs => write!(
                f,
                "the opponent is “computer” or “friend”; playing the computer"
            ),
            LinkProblem::Level => write!(
                f,
                "the level is “perfect”, “good” or “beginner”; playing perfect"
            ),
            LinkProblem::First => write!(
                f,
                "who moves first is “you”, “computer” or “auto”; you move first"
            ),
            LinkProblem::FirstWithFriend => {
                write!(f, "between friends, Player 1 always moves first")
            }
            LinkProblem::LevelWithFriend => write!(f, "between friends, no computer plays"),
            LinkProblem::Moves { index, text } => write!(
                f,
                "move {} “{text}” is not a move such as 1:2, or 1:2+3:1 from several piles; it and the moves after it were dropped",
                index + 1
            ),
            LinkProblem::PileTwice { index, text, pile } => write!(
                f,
                "move {} “{text}” takes from pile {pile} twice, but a move takes from each pile only once; it and the moves after it were dropped",
                index + 1
            ),
            LinkProblem::MovesWithoutPiles => write!(
                f,
                "the moves were played on the link's piles, which could not be read"
            ),
            LinkProblem::Lang => write!(
                f,
                "the language is “en” or “it”; following the browser"
            ),
            LinkProblem::Projector => write!(f, "projector mode is 1 (on) or 0 (off)"),
            LinkProblem::Repeated(Counts::First) => {
                write!(f, "it was already given; the first one counts")
            }
            LinkProblem::Repeated(Counts::Last) => {
                write!(f, "it is given again later; the last one counts")
            }
            LinkProblem::Unknown => write!(f, "this app does not know that part of a link; it reads {KNOWN_PARTS}"),
        }
    }
}

impl LinkNotice {
    /// The part as read: `name=value`, or the name alone when it was given
    /// without a value (`&m`).
    pub fn part(&self) -> String {
        match self.value.as_str() {
            "" => self.key.clone(),
            value => format!("{}={value}", self.key),
        }
    }

    /// Whether some of the part was read: moves before the one reported were
    /// played, so the part was not ignored whole. (Of a link's moves: a
    /// saved game that cannot be read is discarded whole.)
    pub fn partly_read(&self) -> bool {
        matches!(
            self.reason,
            LinkProblem::Moves { index, .. } | LinkProblem::PileTwice { index, .. } if index > 0
        )
    }

    /// Whether the value that counts for the part was dropped whole: not
    /// read in part, and not a copy of the part beside the one that counts.
    pub fn value_dropped(&self) -> bool {
        !self.partly_read() && !matches!(self.reason, LinkProblem::Repeated(_))
    }
}

impl fmt::Display for LinkNotice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "“{}” was ignored: {}.", self.part(), self.reason)
    }
}

/// Reads a setup from a query string (with or without the leading `?`), as
/// [`Query::parse`] reads it. The notices name every part of the link that is
/// ignored: a setup part that cannot be used, an unknown part, every copy of a
/// part given twice but the one that counts, a `projector` neither 1 nor 0.
/// `moves` is read by [`parse_moves`], `lang` by the view.
///
/// # Examples
///
/// ```
/// use bouton::game::parse_query;
/// let (setup, notices) = parse_query("?piles=1-3-5-7&mode=MISERE&level=god");
/// assert_eq!(setup.position.to_string(), "1,3,5,7");
/// assert_eq!(notices.len(), 1);
/// assert_eq!(notices[0].key, "level");
/// ```
pub fn parse_query(query: &str) -> (Setup, Vec<LinkNotice>) {
    read_setup(&Query::parse(query))
}

/// [`parse_query`], of a query already read.
pub(super) fn read_setup(query: &Query) -> (Setup, Vec<LinkNotice>) {
    let mut setup = Setup::default();
    let mut notices = Vec::new();
    let mut ending = Ending::Normal;
    let mut max_take: Option<(String, u32)> = None;
    let mut moore = 1;
    let mut friend = false;
    let mut level = Level::Perfect;
    // The parts that mean something only against the computer, kept to be
    // named if the game turns out to be between friends, each where the link
    // gave it among the others (the place it would have had in `notices`).
    let mut for_computer = Vec::new();

    for part in query.parts() {
        let (key, value) = (part.name.as_str(), part.value.as_str());
        // ASCII case folding, plus the one accented letter a mode can hold; full
        // Unicode case tables would add kilobytes to the download.
        let lower = value.to_ascii_lowercase().replace('È', "è");
        let mut ignore = |reason: LinkProblem| {
            notices.push(LinkNotice {
                key: key.into(),
                value: value.into(),
                reason,
            })
        };
        // The moves and the view's options as first given, the setup as last
        // given: a setup part added at the end of a link changes the game.
        let rule = match key {
            _ if key == "moves" || VIEW_OPTIONS.contains(&key) => Counts::First,
            _ if GAME_PARTS.contains(&key) => Counts::Last,
            _ => {
                ignore(LinkProblem::Unknown);
                continue;
            }
        };
        if !part.counts(rule) {
            ignore(LinkProblem::Repeated(rule));
            continue;
        }
        match key {
            "piles" => match parse_piles(value) {
                Ok(position) => setup.position = position,
                Err(problems) => ignore(LinkProblem::Piles(problems)),
            },
            "mode" => match lower.as_str() {
                "normal" => ending = Ending::Normal,
                "misere" | "misère" => ending = Ending::Misere,
                _ => ignore(LinkProblem::Mode),
            },
            "max" => match value.parse::<u32>() {
                Ok(k) if (1..=MAX_PILE_SIZE).contains(&k) => max_take = Some((value.into(), k)),
                _ if grouped(&sizes(value)) => ignore(LinkProblem::MaxGrouped),
                _ => ignore(LinkProblem::Max),
            },
            "moore" => match value.parse::<u32>() {
                Ok(k) if (1..=MAX_MOORE).contains(&k) => moore = k,
                _ => ignore(LinkProblem::Moore),
            },
            "vs" => match lower.as_str() {
                "computer" => friend = false,
                "friend" => friend = true,
                _ => ignore(LinkProblem::Vs),
            },
            "level" => match lower.parse::<Level>() {
                Ok(l) => {
                    level = l;
                    if l != Level::Perfect {
                        for_computer.push((notices.len(), part, LinkProblem::LevelWithFriend));
                    }
                }
                Err(()) => ignore(LinkProblem::Level),
            },
            "first" => match lower.as_str() {
                "you" => setup.first = First::You,
                "computer" => {
                    setup.first = First::Computer;
                    for_computer.push((notices.len(), part, LinkProblem::FirstWithFriend));
                }
                "auto" => {
                    setup.first = First::Auto;
                    for_computer.push((notices.len(), part, LinkProblem::FirstWithFriend));
                }
                _ => ignore(LinkProblem::First),
            },
            // The view reads its own options, and reports a `lang` it does not
            // speak itself; a projector switch is checked here.
            "projector" if switch(value).is_none() => ignore(LinkProblem::Projector),
            // `moves` is read by `parse_moves`; `lang` and a good `projector` by the view.
            _ => {}
        }
    }

    if let (Some((text, _)), 2..) = (&max_take, moore) {
        notices.push(LinkNotice {
            key: "max".into(),
            value: text.clone(),
            reason: LinkProblem::MooreWithLimit,
        });
        max_take = None;
    }
    setup.rules = Rules::new(ending, max_take.map(|(_, k)| k))
        .and_then(|rules| rules.with_moore(moore))
        .unwrap_or_default();
    setup.opponent = if friend {
        // Player 1 always starts a friend game: `first` means nothing there, and
        // the link written back leaves it out, so it must not be kept.
        setup.first = First::You;
        // Last first, so that each place recorded still counts the notices before it.
        for (at, part, reason) in for_computer.into_iter().rev() {
            let notice = LinkNotice {
                key: part.name.clone(),
                value: part.value.clone(),
                reason,
            };
            notices.insert(at, notice);
        }
        Opponent::Friend
    } else {
        Opponent::Computer(level)
    };
    (setup, notices)
}

/// The moves of a shared game, `moves=1:2,3:1` (pile:take, piles from 1), moves
/// separated by commas. A move from several piles (Moore's Nim) joins its parts
/// with `+`: `moves=1:2+3:1,2:1`. A query string's `+` may arrive raw, as `%2B`
/// (as [`game_query`] writes it), or already turned into a space: all three
/// join parts. Text that is not a list of moves is reported; whether the moves
/// are legal is for [`crate::game::Game::replay`] to say.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Move, MultiMove};
/// use bouton::game::parse_moves;
/// let (moves, notices) = parse_moves("piles=3,4,5&moves=1:2,3%3A1");
/// assert_eq!(moves, vec![Move { pile: 0, take: 2 }.into(), Move { pile: 2, take: 1 }.into()]);
/// assert!(notices.is_empty());
/// let both: MultiMove = "1:2+3:1".parse().unwrap();
/// for link in ["moves=1:2+3:1", "moves=1:2%2B3:1", "moves=1:2%203:1"] {
///     assert_eq!(parse_moves(link).0, vec![both.clone()]);
/// }
/// ```
pub fn parse_moves(query: &str) -> (Vec<MultiMove>, Vec<LinkNotice>) {
    read_moves(&Query::parse(query))
}

/// [`parse_moves`], of a query already read: the first `moves` (a copy given
/// again is reported by [`parse_query`]).
pub(super) fn read_moves(query: &Query) -> (Vec<MultiMove>, Vec<LinkNotice>) {
    let Some(value) = query.get("moves") else {
        return (Vec::new(), Vec::new());
    };
    let mut moves = Vec::new();
    for (i, text) in value
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .enumerate()
    {
        // Spaces around a `:` are a person's (`1: 2`), not a `+` arrived raw.
        let text = text.split(':').map(str::trim).collect::<Vec<_>>().join(":");
        let parts: Vec<&str> = text.split(['+', ' ']).filter(|p| !p.is_empty()).collect();
        let text = parts.join("+");
        match text.parse::<MultiMove>() {
            Ok(mv) => moves.push(mv),
            Err(error) => {
                let notice = LinkNotice {
                    key: "moves".into(),
                    value: value.into(),
                    reason: LinkProblem::unreadable_move(i, text, &error),
                };
                return (moves, vec![notice]);
            }
        }
    }
    (moves, Vec::new())
}

/// The sizes written in `text`, in order. Whitespace, commas, dots, underscores,
/// pluses and the long dashes a word processor writes (`3 – 4 – 5`) separate
/// sizes, and so does a dash after a digit or before a space (`3 - 4`). Any
/// other dash stays in its size: at its start a minus sign, elsewhere part of
/// a size that is not a number, quoted whole. A game's link and a worksheet's
/// typed positions are read alike.
pub(super) fn sizes(text: &str) -> Vec<&str> {
    let mut sizes = Vec::new();
    let mut start = 0;
    let mut after_digit = false;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let spaced = chars.peek().is_some_and(|(_, next)| next.is_whitespace());
        if c.is_whitespace() || separates(c, after_digit, spaced) {
            sizes.push(&text[start..i]);
            start = i + c.len_utf8();
        }
        after_digit = c.is_ascii_digit();
    }
    sizes.push(&text[start..]);
    sizes.retain(|s| !s.is_empty());
    sizes
}

/// Whether `c` separates sizes, whitespace aside ([`sizes`]): a dash only
/// after a digit or before a space.
fn separates(c: char, after_digit: bool, spaced: bool) -> bool {
    matches!(c, ',' | '.' | '_' | '+' | '–' | '—') || (c == '-' && (after_digit || spaced))
}

/// Whether a size is missing between two of [`sizes`]' separators that are
/// not spaces (`3,,5`, `3, ,5`), or before the first (`,3,4`): a number lost
/// from a link, which would otherwise open a game of fewer piles unsaid.
pub(super) fn missing_size(text: &str) -> bool {
    // At the start, as after a separator, a separator leaves a size out.
    let mut after_separator = true;
    let mut after_digit = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let spaced = chars.peek().is_some_and(|next| next.is_whitespace());
        if separates(c, after_digit, spaced) {
            if after_separator {
                return true;
            }
            after_separator = true;
        } else if !c.is_whitespace() {
            after_separator = false;
        }
        after_digit = c.is_ascii_digit();
    }
    false
}

/// Whether sizes as [`sizes`] separates them hold one number written with
/// separators between thousands: a size of three digits starting with 0 after
/// another (`1,000,000`, `1.000`). No one writes an empty pile `000`.
pub(super) fn grouped(sizes: &[&str]) -> bool {
    sizes
        .iter()
        .skip(1)
        .any(|p| p.len() == 3 && p.starts_with('0') && p.bytes().all(|b| b.is_ascii_digit()))
}

/// The most faults of a link's piles that are named.
const TOLD: usize = 8;

/// Pile sizes as [`sizes`] separates them, or every reason they cannot be
/// played: a pupil who typed `3,x,-2,2000000` learns of all three faults at
/// once, not one per try.
fn parse_piles(text: &str) -> Result<Position, Vec<PilesProblem>> {
    let mut problems = Vec::new();
    let parts = sizes(text);
    // A minus sign is told once, and the size after it read as if it were not there.
    if parts.iter().any(|p| p.starts_with('-')) {
        problems.push(PilesProblem::Negative);
    }
    if grouped(&parts) {
        problems.push(PilesProblem::Grouped);
    }
    if missing_size(text) {
        problems.push(PilesProblem::Missing);
    }
    let parts: Vec<&str> = parts
        .into_iter()
        .map(|p| p.trim_start_matches('-'))
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        if problems.is_empty() {
            problems.push(PilesProblem::NoSizes);
        }
        return Err(problems);
    }
    if parts.len() > MAX_PILES {
        problems.push(PilesProblem::Setup(SetupError::TooManyPiles(parts.len())));
    }
    let mut piles = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter().enumerate() {
        // One size read as a position of one pile: the engine's own checks.
        let fault = match part.parse::<Position>() {
            Ok(one) => {
                piles.extend_from_slice(one.piles());
                continue;
            }
            Err(SetupError::PileTooBig { size, .. }) => {
                SetupError::PileTooBig { pile: i + 1, size }
            }
            Err(e) => e,
        };
        // Each fault told once (`x,x,x` is one size that is not a number),
        // and only the first few of a link of junk: a notice is read.
        let fault = PilesProblem::Setup(fault);
        if problems.len() < TOLD && !problems.contains(&fault) {
            problems.push(fault);
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let position = Position::new(piles).map_err(|e| vec![PilesProblem::Setup(e)])?;
    if position.is_empty() {
        return Err(vec![PilesProblem::AllEmpty]);
    }
    Ok(position)
}

/// The query string (without `?`) that [`parse_query`] reads back as `setup`.
/// Parts at their default are left out, so a shared link (and its QR code) is
/// no longer than it must be; `piles` is always written, as it is what makes a
/// link name a game.
///
/// # Examples
///
/// ```
/// use bouton::game::{parse_query, to_query, Setup};
/// assert_eq!(to_query(&Setup::default()), "piles=3,4,5");
/// let (setup, _) = parse_query("piles=7,6,4&mode=misere&vs=computer&level=good&first=you");
/// assert_eq!(to_query(&setup), "piles=7,6,4&mode=misere&level=good");
/// ```
pub fn to_query(setup: &Setup) -> String {
    let mut query = QueryWriter::new().part("piles", &setup.position);
    if setup.rules.ending() == Ending::Misere {
        query = query.part("mode", &"misere");
    }
    if let Some(k) = setup.rules.max_take() {
        query = query.part("max", &k);
    }
    if setup.rules.is_moore() {
        query = query.part("moore", &setup.rules.piles_per_move());
    }
    match setup.opponent {
        Opponent::Friend => query = query.part("vs", &"friend"),
        Opponent::Computer(level) => {
            if level != Level::default() {
                query = query.part("level", &level);
            }
            match setup.first {
                First::You => {}
                First::Computer => query = query.part("first", &"computer"),
                First::Auto => query = query.part("first", &"auto"),
            }
        }
    }
    query.finish()
}

/// The query of a game so far: its setup and `moves=` with the moves played, so
/// the link opens at the position reached. A move from several piles is
/// written `1:2%2B3:1`: a raw `+` would be a space to other readers of links.
///
/// # Examples
///
/// ```
/// use bouton::engine::Move;
/// use bouton::game::{game_query, Game, Setup};
/// let mut game = Game::new(Setup::default(), 1);
/// game.play(Move { pile: 0, take: 2 }).unwrap();
/// assert_eq!(game_query(&game), "piles=3,4,5&moves=1:2");
/// ```
pub fn game_query(game: &Game) -> String {
    let mut query = QueryWriter::after(to_query(game.setup()));
    if !game.history().is_empty() {
        query = query.part("moves", &game.moves_text());
    }
    query.finish()
}

/// The query for a setup's link (`setup_query`) with the projector option
/// if the `current` query names it (its first copy, read as on or off), written
/// as `projector` is now (1 or 0): switched since, the address follows. Then
/// `lang` (a language's code) if given. Any `lang` of `current` is dropped:
/// the app writes the language it speaks, or none, never one it reported as
/// unknown. A `projector` that is neither on nor off, and a copy given twice,
/// are dropped: the link's notice has said so once, and the address no longer
/// carries them.
pub fn address_query(
    setup_query: &str,
    current: &str,
    lang: Option<&str>,
    projector: bool,
) -> String {
    let mut query = QueryWriter::after(setup_query.into());
    let named = Query::parse(current)
        .parts()
        .iter()
        .find(|part| part.name == "projector" && part.counts(Counts::First))
        .is_some_and(|part| switch(&part.value).is_some());
    if named {
        query = query.part("projector", &u8::from(projector));
    }
    if let Some(lang) = lang {
        query = query.part("lang", &lang);
    }
    query.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;

    fn keys(notices: &[LinkNotice]) -> Vec<&str> {
        notices.iter().map(|n| n.key.as_str()).collect()
    }

    #[test]
    fn the_address_follows_projector_mode_and_writes_the_language_given() {
        let setup = "piles=7,7&mode=normal";
        assert_eq!(address_query(setup, "", None, true), setup);
        // The language is the one given, or none: not the address's.
        assert_eq!(
            address_query(setup, "?piles=3&lang=it&projector=1&x=2", None, true),
            "piles=7,7&mode=normal&projector=1"
        );
        assert_eq!(
            address_query(setup, "?lang=it&projector=1", Some("it"), true),
            "piles=7,7&mode=normal&projector=1&lang=it"
        );
        assert_eq!(
            address_query(setup, "?lang=xx&projector=0", Some("en"), false),
            "piles=7,7&mode=normal&projector=0&lang=en"
        );
        // A projector switch the link reported as neither on nor off is
        // dropped; one the link read (`%31`, `+1`, any case, the name alone)
        // is written as 1.
        assert_eq!(
            address_query(setup, "?projector=2&lang=it", Some("it"), true),
            "piles=7,7&mode=normal&lang=it"
        );
        for current in [
            "?projector=%31",
            "?PROJECTOR=+1",
            "?Projector=1&amp;x=2",
            "?projector",
        ] {
            assert_eq!(
                address_query(setup, current, None, true),
                "piles=7,7&mode=normal&projector=1",
                "{current}"
            );
        }
        // Switched since the link was opened, the address follows.
        assert_eq!(
            address_query(setup, "?projector=1", None, false),
            "piles=7,7&mode=normal&projector=0"
        );
        assert_eq!(
            address_query(setup, "?projector=0", None, true),
            "piles=7,7&mode=normal&projector=1"
        );
        // Given twice, the first counts and the copy goes.
        assert_eq!(
            address_query(
                setup,
                "?projector=0&projector=1&lang=xx&LANG=it",
                None,
                false
            ),
            "piles=7,7&mode=normal&projector=0"
        );
    }

    #[test]
    fn reads_a_full_link() {
        let (setup, notices) =
            parse_query("?piles=3,4,5&mode=normal&max=3&vs=computer&level=good&first=computer");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(setup.position.to_string(), "3,4,5");
        assert_eq!(setup.rules, Rules::limited(3).unwrap());
        assert_eq!(setup.opponent, Opponent::Computer(Level::Good));
        assert_eq!(setup.first, First::Computer);
    }

    #[test]
    fn is_lenient_about_separators_case_and_spaces() {
        for query in [
            "piles=1-3-5-7",
            "piles=1.3.5.7",
            "piles=1_3_5_7",
            "piles=1%2C3%2C5%2C7",
            "piles=1 3 5 7",
            "piles=1+3+5+7",
            "piles=1,%203,5,7",
            " PILES = 1, 3, 5, 7 ",
        ] {
            let (setup, notices) = parse_query(query);
            assert!(notices.is_empty(), "{query}: {notices:?}");
            assert_eq!(setup.position.to_string(), "1,3,5,7", "{query}");
        }
        let (setup, notices) = parse_query("mode=Mis%C3%A8re&VS=Friend&first=YOU");
        assert!(notices.is_empty());
        assert_eq!(setup.rules, Rules::MISERE);
        assert_eq!(setup.opponent, Opponent::Friend);
    }

    #[test]
    fn parts_for_the_computer_are_named_in_a_game_between_friends() {
        let (setup, notices) = parse_query("piles=3,4,5&vs=friend&first=computer&level=Good");
        assert_eq!(
            (setup.opponent, setup.first),
            (Opponent::Friend, First::You)
        );
        let named: Vec<_> = notices
            .iter()
            .map(|n| (n.key.as_str(), n.value.as_str(), &n.reason))
            .collect();
        assert_eq!(
            named,
            [
                ("first", "computer", &LinkProblem::FirstWithFriend),
                ("level", "Good", &LinkProblem::LevelWithFriend),
            ]
        );
        // What a friend game means anyway is not named: Player 1 first, and
        // the perfect level, which is the computer's without a level given.
        for query in [
            "vs=friend&first=you",
            "vs=friend&level=perfect",
            "first=auto&level=good",
        ] {
            assert_eq!(parse_query(query).1, [], "{query}");
        }
    }

    #[test]
    fn bad_parts_fall_back_and_are_reported() {
        let forty = vec!["1"; 40].join(",");
        let cases = [
            ("piles=3,x".to_string(), "piles"),
            ("piles=-3".to_string(), "piles"),
            ("piles=".to_string(), "piles"),
            ("piles=0,0".to_string(), "piles"),
            ("piles=1,2000000".to_string(), "piles"),
            (format!("piles={forty}"), "piles"),
            ("max=0".to_string(), "max"),
            ("max=-2".to_string(), "max"),
            ("max=abc".to_string(), "max"),
            ("level=god".to_string(), "level"),
            ("vs=robot".to_string(), "vs"),
            ("first=me".to_string(), "first"),
            ("mode=hard".to_string(), "mode"),
            ("colour=red".to_string(), "colour"),
            ("moore=0".to_string(), "moore"),
            ("moore=33".to_string(), "moore"),
            ("moore=two".to_string(), "moore"),
            ("moore=2&max=3".to_string(), "max"),
            ("max=3&mode=misere&moore=3".to_string(), "max"),
        ];
        for (query, key) in cases {
            let (setup, notices) = parse_query(&query);
            assert_eq!(keys(&notices), vec![key], "{query}");
            assert!(!notices[0].reason.to_string().is_empty());
            if key == "piles" {
                assert_eq!(setup.position.to_string(), "3,4,5");
            }
        }
        let (_, notices) = parse_query("piles=3,x");
        assert_eq!(
            notices[0].to_string(),
            "“piles=3,x” was ignored: “x” is not a number of sticks from 0 to 1,000,000."
        );
    }

    /// Every fault of a pile list is named in its one notice, and the game
    /// still falls back to 3, 4, 5.
    #[test]
    fn every_fault_of_the_piles_is_named() {
        let (setup, notices) = parse_query("piles=3,x,-2,2000000");
        assert_eq!(setup.position.to_string(), "3,4,5");
        assert_eq!(keys(&notices), ["piles"]);
        assert_eq!(
            notices[0].reason,
            LinkProblem::Piles(vec![
                PilesProblem::Negative,
                PilesProblem::Setup(SetupError::NotANumber("x".into())),
                PilesProblem::Setup(SetupError::PileTooBig {
                    pile: 4,
                    size: "2000000".into()
                }),
            ])
        );
        assert_eq!(
            notices[0].to_string(),
            "“piles=3,x,-2,2000000” was ignored: a pile cannot hold a negative number of sticks; \
             “x” is not a number of sticks from 0 to 1,000,000; pile 4 has 2,000,000 sticks (at most 1,000,000)."
        );
        let forty_bad = format!("piles={},y", vec!["1"; 40].join(","));
        let (_, notices) = parse_query(&forty_bad);
        assert_eq!(
            notices[0].reason,
            LinkProblem::Piles(vec![
                PilesProblem::Setup(SetupError::TooManyPiles(41)),
                PilesProblem::Setup(SetupError::NotANumber("y".into())),
            ])
        );
        // A dash that follows neither a digit nor a separator is part of the
        // size the pupil typed, quoted as typed.
        let (_, notices) = parse_query("piles=x-4,5");
        assert_eq!(
            notices[0].reason,
            LinkProblem::Piles(vec![PilesProblem::Setup(SetupError::NotANumber(
                "x-4".into()
            ))])
        );
        // A number grouped as the app writes it is not split into piles.
        for link in ["piles=1,000,000", "piles=1.000.000", "piles=7,000"] {
            let (setup, notices) = parse_query(link);
            assert_eq!(setup.position.to_string(), "3,4,5", "{link}");
            assert_eq!(
                notices[0].reason,
                LinkProblem::Piles(vec![PilesProblem::Grouped])
            );
        }
        // So is a take limit, with a reason of its own: "from 1 to
        // 1.000.000" would seem to allow it.
        for link in ["piles=5000&max=1,000", "piles=5000&max=1.000"] {
            let (setup, notices) = parse_query(link);
            assert_eq!(setup.rules.max_take(), None, "{link}");
            assert_eq!(notices[0].reason, LinkProblem::MaxGrouped, "{link}");
        }
        let (setup, notices) = parse_query("piles=3,0,5,10");
        assert_eq!(
            (setup.position.to_string(), notices),
            ("3,0,5,10".into(), vec![])
        );
        let (setup, notices) = parse_query("piles=3%094%0A5");
        assert_eq!(
            (setup.position.to_string(), notices),
            ("3,4,5".into(), vec![])
        );
        // One fault is one reason, as before.
        for (query, problem) in [
            ("piles=-3", PilesProblem::Negative),
            ("piles=-", PilesProblem::Negative),
            ("piles=", PilesProblem::NoSizes),
            ("piles=0,0", PilesProblem::AllEmpty),
        ] {
            let (_, notices) = parse_query(query);
            assert_eq!(
                notices[0].reason,
                LinkProblem::Piles(vec![problem]),
                "{query}"
            );
        }
    }

    /// A dash between two sizes separates them; before a size it is a minus
    /// sign, kept with the size so that its reader can refuse it.
    #[test]
    fn sizes_are_separated_as_typed() {
        for (text, read) in [
            ("3,4,5", vec!["3", "4", "5"]),
            (" 3  4\t5 ", vec!["3", "4", "5"]),
            ("3.4_5+6", vec!["3", "4", "5", "6"]),
            ("3-4-5", vec!["3", "4", "5"]),
            ("-3,4", vec!["-3", "4"]),
            ("3--4", vec!["3", "-4"]),
            ("3- 4", vec!["3", "4"]),
            ("3 - 4 - 5", vec!["3", "4", "5"]),
            ("3 – 4 — 5", vec!["3", "4", "5"]),
            ("3 -4", vec!["3", "-4"]),
            ("x-4", vec!["x-4"]),
            (",, ,", vec![]),
        ] {
            assert_eq!(sizes(text), read, "{text:?}");
        }
    }

    #[test]
    fn a_size_lost_between_two_separators_is_missing() {
        for text in ["3,,5", "3, ,5", ",3,4", "3.,5", "3,4,,"] {
            assert!(missing_size(text), "{text:?}");
        }
        for text in [
            "3,4,5",
            "3, 4, 5",
            "3 4 5",
            "1-3-5-7",
            "3 - 4 - 5",
            "3--4",
            "-3,4",
            "1,000,000",
            "1.000.000",
            "3–5",
            "7",
        ] {
            assert!(!missing_size(text), "{text:?}");
        }
        // A sentence's full stop after a link is not a size left out.
        let (setup, notices) = parse_query("piles=3,4,5.");
        assert_eq!((setup.position.piles(), notices.len()), (&[3, 4, 5][..], 0));
        let (setup, notices) = parse_query("piles=3,,5&vs=friend");
        assert_eq!(setup.position, Setup::default().position);
        assert_eq!(
            notices[0].reason,
            LinkProblem::Piles(vec![PilesProblem::Missing])
        );
    }

    /// As the README says: the last `piles`, `vs`, ... counts, the first
    /// `moves`, `lang` and `projector`; every other copy is named.
    #[test]
    fn a_part_given_twice() {
        let query = "piles=1,2&vs=friend&PILES=3,4,5&vs=computer&moves=1:1&moves=2:2\
                     &lang=it&lang=en&projector=1&projector=0&colour=red&colour=blue";
        let (setup, notices) = parse_query(query);
        assert_eq!(setup.position.to_string(), "3,4,5");
        assert_eq!(setup.opponent, Opponent::Computer(Level::Perfect));
        let said: Vec<(&str, &str, &LinkProblem)> = notices
            .iter()
            .map(|n| (n.key.as_str(), n.value.as_str(), &n.reason))
            .collect();
        let (first, last) = (
            LinkProblem::Repeated(Counts::First),
            LinkProblem::Repeated(Counts::Last),
        );
        assert_eq!(
            said,
            [
                ("piles", "1,2", &last),
                ("vs", "friend", &last),
                ("moves", "2:2", &first),
                ("lang", "en", &first),
                ("projector", "0", &first),
                // Unknown either way: neither copy counts.
                ("colour", "red", &LinkProblem::Unknown),
                ("colour", "blue", &LinkProblem::Unknown),
            ]
        );
        assert_eq!(
            notices[0].to_string(),
            "“piles=1,2” was ignored: it is given again later; the last one counts."
        );
        assert_eq!(
            notices[2].to_string(),
            "“moves=2:2” was ignored: it was already given; the first one counts."
        );
        // The moves read are the first; their copy was reported above.
        let (moves, notices) = parse_moves(query);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(
            moves.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["1:1"]
        );
        // The last copy counts even when it cannot be used: the link is
        // wrong, and says so twice.
        let (setup, notices) = parse_query("piles=7,7&piles=x");
        assert_eq!(setup.position.to_string(), "3,4,5");
        assert_eq!(keys(&notices), ["piles", "piles"]);
    }

    #[test]
    fn links_leave_defaults_out_and_old_links_still_read() {
        let old = "piles=3,4,5&mode=normal&vs=computer&level=perfect&first=you";
        let (setup, notices) = parse_query(old);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(setup, Setup::default());
        assert_eq!(to_query(&setup), "piles=3,4,5");
        let (friend, _) = parse_query("piles=7,6,4&mode=normal&vs=friend");
        assert_eq!(to_query(&friend), "piles=7,6,4&vs=friend");
        // Every combination of the parts written reads back as the same setup.
        for mode in ["", "&mode=misere"] {
            for limit in ["", "&max=3", "&moore=2"] {
                for vs in [
                    "&vs=friend",
                    "",
                    "&level=good",
                    "&level=beginner&first=computer",
                    "&first=auto",
                ] {
                    let query = format!("piles=2,9{mode}{limit}{vs}");
                    let (setup, notices) = parse_query(&query);
                    assert!(notices.is_empty(), "{query}: {notices:?}");
                    assert_eq!(to_query(&setup), query);
                    assert_eq!(parse_query(&to_query(&setup)).0, setup, "{query}");
                }
            }
        }
    }

    #[test]
    fn reads_the_new_variants() {
        let (setup, notices) = parse_query("piles=3,4,5&mode=misere&max=2");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(setup.rules, Rules::new(Ending::Misere, Some(2)).unwrap());
        let (setup, notices) = parse_query("piles=3,4,5&moore=3&mode=misere&first=AUTO");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(setup.rules, Rules::moore(3, Ending::Misere).unwrap());
        assert_eq!(setup.first, First::Auto);
        assert_eq!(
            to_query(&setup),
            "piles=3,4,5&mode=misere&moore=3&first=auto"
        );
        // moore=1 is ordinary Nim, and combines with a limit.
        let (setup, notices) = parse_query("moore=1&max=3");
        assert!(notices.is_empty());
        assert_eq!(setup.rules, Rules::limited(3).unwrap());
        let (setup, notices) = parse_query("moore=2&max=3");
        assert_eq!(setup.rules, Rules::moore(2, Ending::Normal).unwrap());
        assert_eq!(
            notices[0].to_string(),
            "“max=3” was ignored: Moore's Nim is played without a take limit; playing without a limit."
        );
    }

    #[test]
    fn reads_moves_from_several_piles() {
        let (moves, notices) = parse_moves("moves=1:2+3:1,2:1, 4:1 %2B 1:1");
        assert!(notices.is_empty(), "{notices:?}");
        let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
        assert_eq!(texts, vec!["1:2+3:1", "2:1", "1:1+4:1"]);
        let (moves, notices) = parse_moves("moves=1: 2, 3 :1+2 : 1");
        let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
        assert_eq!(texts, vec!["1:2", "2:1+3:1"]);
        assert!(notices.is_empty());
        let (moves, notices) = parse_moves("moves=1:2,1:1+1:2,2:2");
        assert_eq!(moves.len(), 1);
        // The fault is named: a pile taken from twice is not "not a move".
        assert_eq!(
            notices[0].reason,
            LinkProblem::PileTwice {
                index: 1,
                text: "1:1+1:2".into(),
                pile: 1,
            }
        );
        // Move 1 was played: the part was not ignored whole (the game's
        // notice says so: start.rs).
        assert!(notices[0].partly_read());
        assert_eq!(
            notices[0].to_string(),
            "“moves=1:2,1:1 1:2,2:2” was ignored: move 2 “1:1+1:2” takes from pile 1 twice, \
             but a move takes from each pile only once; it and the moves after it were dropped."
        );
        let (_, notices) = parse_moves("moves=1:2++");
        assert!(notices.is_empty());
        let (_, notices) = parse_moves("moves=1:2+x");
        assert_eq!(notices.len(), 1);
    }

    #[test]
    fn a_friend_game_reads_back_from_its_own_link() {
        let (setup, notices) = parse_query("first=computer&vs=friend");
        let reasons: Vec<_> = notices.iter().map(|n| &n.reason).collect();
        assert_eq!(reasons, [&LinkProblem::FirstWithFriend]);
        assert_eq!(setup.first, First::You);
        assert_eq!(parse_query(&to_query(&setup)), (setup, vec![]));
        // The computer's parts are named where the link gave them.
        let (_, notices) = parse_query("mode=x&first=auto&max=0&vs=friend&level=good&moore=99");
        let keys: Vec<_> = notices.iter().map(|n| n.key.as_str()).collect();
        assert_eq!(keys, ["mode", "first", "max", "level", "moore"]);
    }

    #[test]
    fn view_options_are_passed_over() {
        let (setup, notices) = parse_query("piles=7,7&lang=it&projector=1");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(setup.position.to_string(), "7,7");
        assert!(parse_query("projector=0").1.is_empty());
    }

    /// The notice about an unknown part names every part a link can hold, and
    /// each of them is read without that notice.
    #[test]
    fn an_unknown_part_is_told_the_parts_there_are() {
        let (_, notices) = parse_query("misere=yes");
        assert_eq!(notices.len(), 1);
        assert_eq!(
            notices[0].reason.to_string(),
            format!("this app does not know that part of a link; it reads {KNOWN_PARTS}")
        );
        let named: Vec<&str> = KNOWN_PARTS
            .split(", ")
            .flat_map(|part| part.split(" and "))
            .collect();
        let mut expected: Vec<&str> = GAME_PARTS.to_vec();
        expected.extend(["lang", "projector"]);
        assert_eq!(named, expected);
        for part in named {
            let (_, notices) = parse_query(&format!("{part}=x"));
            assert!(
                notices.iter().all(|n| n.reason != LinkProblem::Unknown),
                "{part}: {notices:?}"
            );
        }
    }

    /// A projector switch is 1 or 0, or its name alone (on); anything else is
    /// reported, and the rest of the link still counts.
    #[test]
    fn a_projector_switch_that_is_neither_1_nor_0() {
        assert_eq!(parse_query("piles=7,7&projector").1, []);
        assert_eq!(parse_query("piles=7,7&projector=").1, []);
        for value in ["2", "on", "yes"] {
            // Given twice, the view takes the first: a second is reported as
            // given twice, whatever it holds.
            for (query, reason) in [
                (
                    format!("piles=7,7&projector={value}"),
                    LinkProblem::Projector,
                ),
                (
                    format!("piles=7,7&projector=1&projector={value}"),
                    LinkProblem::Repeated(Counts::First),
                ),
            ] {
                let (setup, notices) = parse_query(&query);
                assert_eq!(setup.position.to_string(), "7,7");
                assert_eq!(
                    notices,
                    [LinkNotice {
                        key: "projector".into(),
                        value: value.into(),
                        reason
                    }]
                );
            }
        }
        // Spaces around the value (a `+` is one) are passed over, as in every part.
        assert!(parse_query("projector=+0").1.is_empty());
    }

    #[test]
    fn garbage_reads_as_the_default_game() {
        // No part the app knows: nothing to say of the game.
        for query in ["", "&&&", "=", "%", "%%", "%zz"] {
            let (setup, notices) = parse_query(query);
            assert_eq!(setup, Setup::default(), "{query}");
            assert!(
                notices.iter().all(|n| n.reason == LinkProblem::Unknown),
                "{query}: {notices:?}"
            );
        }
        // A part the app knows, unreadable: the default, and the reason.
        for (query, problem) in [
            ("piles=%E2%82", "piles"),
            ("piles=,,,", "piles"),
            ("max=99999999999999", "max"),
        ] {
            let (setup, notices) = parse_query(query);
            assert_eq!(setup, Setup::default(), "{query}");
            assert_eq!(notices.len(), 1, "{query}: {notices:?}");
            assert_eq!(notices[0].key, problem);
            assert_ne!(notices[0].reason, LinkProblem::Unknown, "{query}");
        }
    }

    /// A part is quoted as read: a name without a value alone.
    #[test]
    fn a_part_without_a_value_is_quoted_as_written() {
        let (_, notices) = parse_query("piles=2,6,7&m");
        assert_eq!(
            notices[0].to_string(),
            format!("“m” was ignored: this app does not know that part of a link; it reads {KNOWN_PARTS}.")
        );
    }

    #[test]
    fn reads_shared_moves() {
        let (moves, notices) = parse_moves("moves=1:2,x:1,2:2");
        assert_eq!(moves, vec![Move { pile: 0, take: 2 }.into()]);
        assert_eq!(notices.len(), 1);
        assert!(notices[0].reason.to_string().contains("move 2 “x:1”"));
        assert_eq!(parse_moves("piles=3"), (vec![], vec![]));
        let (_, notices) = parse_query("piles=3,4,5&moves=1:2");
        assert!(notices.is_empty());
    }
}
