//! The nimbers page (`#/learn/nimbers?sum=nim:5;sub(1,3,4):9;kayles:7`): games
//! that are not Nim but are worth Nim piles. A subtraction game's row of
//! nimbers filled in one cell at a time by the mex rule until it repeats;
//! Kayles' row and the period that Guy and Smith's theorem proves; and a sum
//! of games played on one board beside Bouton's tableau of its nimbers.
//!
//! The theory is the engine's (`crate::engine::nimber`): these views draw what
//! it computes and report the person's choices back to it.
//!
//! The page is shipped as a wasm module of its own, loaded only when a person
//! opens it, so the app's download does not carry it: [`mount`] is its one
//! entry point. It uses none of the app's stores; it follows the app's
//! language through `<html lang>`, and reads and writes its own part of the
//! address.

mod board;
mod duel;
mod kayles;
mod subtraction;
mod sum;
mod text;

use leptos::prelude::*;

use crate::engine::{
    ComponentError, ComponentMove, GameKind, GameSum, GameSumError, SubtractionSetError, SumMove,
    MAX_COMPONENTS, MAX_KAYLES_PINS, MAX_SET_TAKE, MAX_SET_TAKES, MAX_SUM_PILE,
};
use crate::game::{Counts, Query, QueryWriter, VIEW_OPTIONS};

use super::module::{self, follow_html_lang, Module};
use super::router::{hash_query, location_hash, replace_hash, Route};
use super::say::{capitalise, written_part};
use super::text::{fill, Lang};

use duel::{Match, Mover, Versus};
use kayles::KaylesSection;
use subtraction::SubtractionSection;
use sum::SumSection;
use text::{nt, NbWords};

/// The sum a page without a link starts from: an unsafe one, with one game of each kind.
const DEFAULT_SUM: &str = "nim:5;sub(1,3,4):9;kayles:7";

/// Mounts the nimbers page into the root the app made for it, for as long as
/// the document lives.
///
/// The page speaks the language of `<html lang>` (English when it names none
/// the app speaks) and follows every later change of it: the app writes it on
/// each switch of language, and only the page's text nodes are written again.
/// The position comes from the address's hash (`#/learn/nimbers?sum=...`), and
/// the page writes it back there as the game goes on.
pub fn mount() {
    module::mount_into_root(Module::Nimbers, || {
        let words = NbWords::new(follow_html_lang());
        provide_context(words);
        provide_context(words.app);
        view! { <NimbersPage/> }
    });
}

/// The default sum, as a value.
fn default_sum() -> GameSum {
    DEFAULT_SUM
        .parse()
        .expect("the default sum is a sum of games")
}

/// The page's address for a sum, written from the sum's own text form (letters,
/// digits and `:;,().`, which a link keeps raw but for a last `.`: a row of
/// fallen pins would lose it to a reader's mending); a game between friends
/// says so, and when it is Player Two's turn, that too.
fn nimbers_href(sum: &GameSum, versus: Versus, second: bool) -> String {
    let mut query = QueryWriter::new().part("sum", sum);
    if versus == Versus::Friend {
        query = query.part("vs", &"friend");
        if second {
            query = query.part("turn", &2);
        }
    }
    format!("{}?{}", Route::Nimbers.href(), query.finish())
}

/// The page's address for a game in play: its position, against whom, and
/// whose turn it is, so that a reload or a copied link goes on from there.
fn game_href(game: &Match) -> String {
    nimbers_href(game.sum(), game.versus(), game.turn() == Some(Mover::Two))
}

/// Whether the address still names this page. A page the app has taken off
/// the screen may still hear from a computer that was thinking, and must not
/// write its position over another page's address.
fn on_page() -> bool {
    Route::from_hash(&location_hash()) == Route::Nimbers
}

/// Writes the page's game into the address, while the address is the page's.
fn write_address(game: &Match) {
    if on_page() {
        replace_hash(&game_href(game));
    }
}

/// What the page's link opens: a sum and, if it says, against whom and
/// whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Opening {
    sum: GameSum,
    /// `vs=`: unsaid, a page opened plays the computer, and a page already
    /// open keeps the person's choice.
    versus: Option<Versus>,
    /// `turn=2` in a game between friends: Player Two is to move.
    second: bool,
}

impl Opening {
    /// The game it opens, against `versus` and with the computer first as
    /// the person chose unless the link says otherwise.
    fn game(&self, versus: Versus, computer_first: bool) -> Match {
        let game = Match::new(
            self.sum.clone(),
            self.versus.unwrap_or(versus),
            computer_first,
        );
        if self.second {
            game.second_first()
        } else {
            game
        }
    }

    /// Whether `game` is where this link opens: the address the page wrote for it.
    fn names(&self, game: &Match) -> bool {
        game.sum() == &self.sum
            && self.versus.is_none_or(|v| v == game.versus())
            && self.second == (game.turn() == Some(Mover::Two))
    }
}

/// A part of the page's link that was ignored: what it said, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
struct LinkIssue {
    /// The part's name, as written (lower case).
    key: String,
    /// Its value, as written.
    value: String,
    reason: IssueReason,
}

/// Why a part of the link was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
enum IssueReason {
    /// `sum` is not a sum of games, or one of its games is not one: the
    /// games that read are `kept` and played, or the default sum if none did.
    Sum {
        error: GameSumError,
        kept: Option<GameSum>,
    },
    /// `sum` reads, but not one of its games has a move left: a sum already
    /// over, in which nobody could make a move.
    Over,
    /// The part was given before; the first one counts.
    Repeated,
    /// `vs` is neither `computer` nor `friend`.
    Vs,
    /// `turn` is not 1 or 2 in a game between friends.
    Turn,
    /// A part the page does not know.
    Unknown,
}

/// Reads the page's query (`sum=nim:5;kayles:7&vs=friend&turn=2`, or the
/// whole hash): the sum it names (the games of it that read), or the default
/// one, against whom and whose turn, and the parts that were ignored. `lang`
/// and `projector` are the app's, not the page's.
fn parse_link(query: &str) -> (Opening, Vec<LinkIssue>) {
    let query = query.split_once('?').map_or(query, |(_, after)| after);
    let mut sum = None;
    let mut versus = None;
    let mut turn = None;
    let mut issues = Vec::new();
    for part in Query::parse(query).parts() {
        if VIEW_OPTIONS.contains(&part.name.as_str()) {
            continue;
        }
        let issue = |reason| LinkIssue {
            key: part.name.clone(),
            value: part.value.clone(),
            reason,
        };
        if !part.counts(Counts::First) {
            issues.push(issue(IssueReason::Repeated));
        } else if part.name == "sum" {
            let (kept, errors) = GameSum::read_what_reads(&part.value);
            // A sum already over is not played: the default sum is.
            let over = kept.as_ref().is_some_and(GameSum::is_over);
            let kept = kept.filter(|_| !over);
            if over && errors.is_empty() {
                issues.push(issue(IssueReason::Over));
            }
            issues.extend(errors.into_iter().map(|error| {
                issue(IssueReason::Sum {
                    error,
                    kept: kept.clone(),
                })
            }));
            sum = Some(kept.unwrap_or_else(default_sum));
        } else if part.name == "vs" {
            match part.value.trim().to_ascii_lowercase().as_str() {
                "computer" => versus = Some(Versus::Computer),
                "friend" => versus = Some(Versus::Friend),
                _ => issues.push(issue(IssueReason::Vs)),
            }
        } else if part.name == "turn" {
            turn = Some(issue(IssueReason::Turn));
        } else {
            issues.push(issue(IssueReason::Unknown));
        }
    }
    // Whose turn is read once against whom is known, wherever it was said.
    let mut second = false;
    if let Some(issue) = turn {
        match (issue.value.trim(), versus) {
            ("1", Some(Versus::Friend)) => {}
            ("2", Some(Versus::Friend)) => second = true,
            _ => issues.push(issue),
        }
    }
    let sum = sum.unwrap_or_else(default_sum);
    (
        Opening {
            sum,
            versus,
            second,
        },
        issues,
    )
}

/// A notice for an ignored part of the link, in words.
fn issue_words(lang: Lang, issue: &LinkIssue) -> String {
    let (t, n) = (lang.text(), nt(lang));
    let (said, reason) = match &issue.reason {
        // The part was read in part: it is named as a part with a problem.
        IssueReason::Sum {
            error,
            kept: Some(kept),
        } => (
            t.notice_link_part,
            fill(n.nb_default, &[&sum_error_words(lang, error), kept]),
        ),
        IssueReason::Sum { error, kept: None } => (
            t.notice_link,
            fill(n.nb_default, &[&sum_error_words(lang, error), &DEFAULT_SUM]),
        ),
        IssueReason::Over => (
            t.notice_link,
            fill(n.nb_default, &[&n.nb_err_over, &DEFAULT_SUM]),
        ),
        IssueReason::Repeated => (t.notice_link, t.practice_repeated.to_string()),
        IssueReason::Vs => (t.notice_link, n.nb_link_vs.to_string()),
        IssueReason::Turn => (t.notice_link, n.nb_link_turn.to_string()),
        IssueReason::Unknown => (t.notice_link, n.nb_link_unknown.to_string()),
    };
    fill(said, &[&written_part(&issue.key, &issue.value), &reason])
}

/// Why text is not a sum of games, in words.
fn sum_error_words(lang: Lang, error: &GameSumError) -> String {
    let n = nt(lang);
    match error {
        GameSumError::NoComponents => n.nb_err_none.to_string(),
        GameSumError::TooManyComponents(count) => {
            fill(n.nb_err_too_many, &[count, &MAX_COMPONENTS])
        }
        GameSumError::Component { component, error } => fill(
            n.nb_err_game,
            &[component, &component_error_words(lang, error)],
        ),
    }
}

/// Why text is not one game of a sum, in words.
fn component_error_words(lang: Lang, error: &ComponentError) -> String {
    let (t, n) = (lang.text(), nt(lang));
    match error {
        ComponentError::UnknownGame(text) => fill(n.nb_err_unknown_game, &[text]),
        ComponentError::NotASize {
            game: GameKind::Kayles,
            text,
        } => fill(n.nb_err_not_pins, &[text]),
        ComponentError::NotASize { text, .. } => fill(n.nb_err_not_sticks, &[text]),
        ComponentError::TooBig {
            game: GameKind::Kayles,
            size,
        } => fill(n.nb_err_long_row, &[&grouped(lang, size), &MAX_KAYLES_PINS]),
        ComponentError::TooBig { size, .. } => fill(
            n.nb_err_big_pile,
            &[&grouped(lang, size), &t.num(MAX_SUM_PILE)],
        ),
        ComponentError::Set(error) => set_error_words(lang, error),
    }
}

/// A size as typed, its digits grouped the language's way if it is a number.
fn grouped(lang: Lang, size: &str) -> String {
    size.parse::<u64>()
        .map_or_else(|_| size.to_string(), |n| lang.text().num(n))
}

/// A reason in words as a sentence of its own, under a form.
fn sentence(reason: String) -> String {
    capitalise(&reason) + "."
}

/// Why numbers are not a subtraction set, in words.
fn set_error_words(lang: Lang, error: &SubtractionSetError) -> String {
    let n = nt(lang);
    match error {
        SubtractionSetError::Empty => n.nb_set_empty.to_string(),
        SubtractionSetError::Zero => n.nb_set_zero.to_string(),
        SubtractionSetError::TooBig(take) => fill(n.nb_set_too_big, &[take, &MAX_SET_TAKE]),
        SubtractionSetError::TooMany(count) => fill(n.nb_set_too_many, &[count, &MAX_SET_TAKES]),
        SubtractionSetError::NotANumber(text) => fill(n.nb_set_not_number, &[text, &MAX_SET_TAKE]),
        SubtractionSetError::Repeated(take) => fill(n.nb_set_repeated, &[take]),
    }
}

/// "1 pin", "7 pins".
fn pins(lang: Lang, count: u32) -> String {
    let n = nt(lang);
    let word = if count == 1 { n.nb_pin } else { n.nb_pins };
    format!("{} {word}", lang.text().num(count))
}

/// Numbers listed the language's way: "4, 2 and 1".
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => lang.text().nothing.to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), nt(lang).nb_and),
    }
}

/// A move of a sum of `games` in words, as an instruction: "take 3 sticks
/// from game 1", "knock down pins 4 and 5 of game 3"; a game played alone is
/// not numbered ("knock down pin 2").
fn move_words(lang: Lang, mv: SumMove, games: usize) -> String {
    let (t, n) = (lang.text(), nt(lang));
    let (said, of_game) = match mv.mv {
        ComponentMove::Take(take) => (fill(n.nb_take, &[&t.sticks(take)]), n.nb_from_game),
        ComponentMove::KnockOne(pin) => (fill(n.nb_knock_one, &[&(pin + 1)]), n.nb_of_game),
        ComponentMove::KnockTwo(pin) => (
            fill(n.nb_knock_two, &[&(pin + 1), &(pin + 2)]),
            n.nb_of_game,
        ),
    };
    if games == 1 {
        said
    } else {
        fill(of_game, &[&said, &(mv.component + 1)])
    }
}

#[component]
fn NimbersPage() -> impl IntoView {
    let nb = NbWords::get();
    // The module may arrive after the person has gone on to another page,
    // whose query is not this page's.
    let hash = if on_page() {
        location_hash()
    } else {
        String::new()
    };
    let (opening, issues) = parse_link(hash_query(&hash));
    // A link to a position (a sum read whole) opens at the sum it names, below
    // the page's other sections; a link with a notice, the page's or the app's
    // above it, opens at the notice.
    if issues.is_empty() && Query::parse(hash_query(&hash)).get("sum").is_some() {
        request_animation_frame(|| {
            let app_notice = document()
                .query_selector("[data-testid=link-notice]:not(.hidden)")
                .ok()
                .flatten();
            let section = document().get_element_by_id("nb-sum-title");
            if let (None, Some(section)) = (app_notice, section) {
                section.scroll_into_view();
            }
        });
    }
    // Kept as facts, worded where drawn; a link followed later replaces them.
    let issues = RwSignal::new(issues);
    // One text, a notice per line: never markup, whatever the link held.
    let notices = move || {
        let lang = nb.lang();
        issues.with(|list| {
            let said: Vec<String> = list.iter().map(|issue| issue_words(lang, issue)).collect();
            said.join("\n")
        })
    };
    view! {
        <div class="nimbers" data-testid="nimbers">
            <h2>{nb.of(|n| n.nb_title)}</h2>
            <p>{nb.of(|n| n.nb_intro)}</p>
            <div class="link-notice" role="status" data-testid="nimbers-notice"
                class:hidden=move || issues.with(Vec::is_empty)>
                <p class="notices">{notices}</p>
            </div>
            <SubtractionSection/>
            <KaylesSection/>
            <SumSection start=opening.game(Versus::Computer, false) issues/>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sum a link opens, and what it ignored.
    fn read(query: &str) -> (GameSum, Vec<LinkIssue>) {
        let (opening, issues) = parse_link(query);
        (opening.sum, issues)
    }

    #[test]
    fn a_game_between_friends_keeps_whose_turn_it_is() {
        let sum: GameSum = "nim:3;kayles:4".parse().unwrap();
        let href = nimbers_href(&sum, Versus::Friend, true);
        assert_eq!(href, "#/learn/nimbers?sum=nim:3;kayles:4&vs=friend&turn=2");
        let (opening, issues) = parse_link(hash_query(&href));
        assert_eq!(issues, vec![]);
        let game = opening.game(Versus::Computer, true);
        assert_eq!(
            (game.versus(), game.turn()),
            (Versus::Friend, Some(Mover::Two))
        );
        assert!(opening.names(&game));
        assert_eq!(game_href(&game), href);
        // Player One's turn is the plain address; against the computer, none.
        let (one, _) = parse_link("sum=nim:3&vs=friend&turn=1");
        assert_eq!(
            game_href(&one.game(Versus::Computer, false)),
            "#/learn/nimbers?sum=nim:3&vs=friend"
        );
        let (computer, _) = parse_link("sum=nim:3&vs=computer");
        assert_eq!(
            computer.game(Versus::Friend, false).versus(),
            Versus::Computer
        );
        // Unsaid, the choice already made stands.
        let (unsaid, _) = parse_link("sum=nim:3");
        assert_eq!(unsaid.game(Versus::Friend, false).versus(), Versus::Friend);
        // A turn in a game against the computer, or past 2, is named and left.
        for (query, said) in [
            ("sum=nim:3&turn=2", "“turn=2” was ignored: whose turn it is, 1 or 2, is said only in a game between friends (vs=friend)."),
            ("sum=nim:3&vs=friend&turn=3", "“turn=3” was ignored"),
            ("sum=nim:3&vs=robot", "“vs=robot” was ignored: the opponent is “computer” or “friend”."),
        ] {
            let (opening, issues) = parse_link(query);
            assert!(!opening.second, "{query}");
            assert_eq!(issues.len(), 1, "{query}");
            let words = issue_words(Lang::En, &issues[0]);
            assert!(words.contains(said), "{query}: {words}");
            assert!(issue_words(Lang::It, &issues[0]).contains("è stato ignorato"));
        }
    }

    #[test]
    fn a_link_round_trips_through_the_sum() {
        for query in [
            "sum=nim:5;sub(1,3,4):9;kayles:7",
            "sum=kayles:II.I..III;nim:0",
            "sum=sub(2,20):1000",
        ] {
            let (sum, issues) = read(query);
            assert_eq!(issues, vec![], "{query}");
            let href = nimbers_href(&sum, Versus::Computer, false);
            assert_eq!(href, format!("#/learn/nimbers?{query}"));
            assert_eq!(read(hash_query(&href)), (sum.clone(), vec![]));
            // The whole hash reads the same as its query.
            assert_eq!(read(&href), (sum, vec![]));
        }
        // A row whose every pin has fallen ends the link in dots: its last
        // is escaped, as a reader takes a link's last dot for a full stop.
        let (sum, issues) = read("sum=nim:1;kayles:..%2E");
        assert_eq!(issues, vec![]);
        let href = nimbers_href(&sum, Versus::Computer, false);
        assert_eq!(href, "#/learn/nimbers?sum=nim:1;kayles:..%2E");
        assert_eq!(read(hash_query(&href)), (sum, vec![]));
        // A sum with no move left is not played, as a game's link with every
        // pile empty is not: nobody could make a move.
        for query in ["sum=nim:0", "sum=nim:0;kayles:..%2E;sub(2):1"] {
            let (sum, issues) = read(query);
            assert_eq!(sum, default_sum(), "{query}");
            let said: Vec<String> = issues.iter().map(|i| issue_words(Lang::En, i)).collect();
            assert_eq!(said.len(), 1, "{query}");
            assert!(
                said[0].contains(
                    "every game in it is over, so there would be nothing to play; playing nim:"
                ),
                "{said:?}"
            );
        }
        // Written in another order or with spaces, read the same; written back tidy.
        let (sum, issues) = read("?SUM=sub(4 1 3):9 ; nim:05&lang=it&projector=1");
        assert_eq!(sum.to_string(), "sub(1,3,4):9;nim:5");
        assert_eq!(issues, vec![]);
        // Percent-escaped, as a browser may send it.
        let (sum, _) = read("sum=nim%3A3%3Bkayles%3A4");
        assert_eq!(sum.to_string(), "nim:3;kayles:4");
        assert_eq!(read(""), (default_sum(), vec![]));
        assert_eq!(default_sum().nim_sum(), 7);
    }

    #[test]
    fn bad_parts_are_named_and_the_default_is_played() {
        let forty = vec!["nim:1"; 40].join(";");
        let cases = [
            (
                "sum=kayles:-2".to_string(),
                "“sum=kayles:-2” was ignored: game 1: “-2” is not a row of pins: write how many, \
                 or I for a standing pin and . for a fallen one; playing nim:5;sub(1,3,4):9;kayles:7.",
            ),
            (
                "sum=sub(0,0):5".to_string(),
                "“sum=sub(0,0):5” was ignored: game 1: 0 cannot be in the set: a move takes at \
                 least one stick; playing nim:5;sub(1,3,4):9;kayles:7.",
            ),
            (
                format!("sum={forty}"),
                "was ignored: 40 games are too many (at most 12); playing",
            ),
            (
                "sum=kayles:1000000000".to_string(),
                "was ignored: game 1: a row of 1,000,000,000 pins is too long (at most 30); playing",
            ),
            (
                "sum=nim:5000".to_string(),
                "game 1: a pile of 5,000 sticks is too big (at most 1,000)",
            ),
            (
                "sum=chess:3".to_string(),
                "game 1: “chess:3” is not a game: write nim:5, sub(1,3,4):9 or kayles:7",
            ),
            ("sum=".to_string(), "there must be at least one game"),
            (
                "sum=sub(1,21):3".to_string(),
                "21 is too many sticks to take (at most 20)",
            ),
            (
                "sum=sub(1,x):3".to_string(),
                "“x” is not a number from 1 to 20",
            ),
            ("sum=sub(3,3):3".to_string(), "3 is in the set twice"),
            (
                "sum=sub(1,2,3,4,5,6,7,8,9,10):3".to_string(),
                "10 numbers are too many (at most 9)",
            ),
            ("sum=sub():3".to_string(), "the set needs at least one number"),
            ("sum=nim:x".to_string(), "“x” is not a number of sticks"),
            (
                "colour=<b>red</b>".to_string(),
                "“colour=<b>red</b>” was ignored: the nimbers page does not know that part.",
            ),
        ];
        for (query, said) in cases {
            let (sum, issues) = read(&query);
            assert_eq!(sum, default_sum(), "{query}");
            assert_eq!(issues.len(), 1, "{query}");
            let words = issue_words(Lang::En, &issues[0]);
            assert!(words.contains(said), "{query}: {words}");
            let italian = issue_words(Lang::It, &issues[0]);
            assert!(italian.contains("è stato ignorato"), "{query}: {italian}");
        }
        // The games that read are played, and each other one is named.
        let (sum, issues) = read("sum=nim:1;kayles:1000000000;chess:2;kayles:3");
        assert_eq!(sum.to_string(), "nim:1;kayles:3");
        let said: Vec<String> = issues.iter().map(|i| issue_words(Lang::En, i)).collect();
        assert_eq!(said.len(), 2);
        assert_eq!(
            said[0],
            "In “sum=nim:1;kayles:1000000000;chess:2;kayles:3”, game 2: a row of 1,000,000,000 \
             pins is too long (at most 30); playing nim:1;kayles:3."
        );
        assert!(
            said[1].contains(", game 3: “chess:2” is not a game"),
            "{}",
            said[1]
        );
        assert!(issue_words(Lang::It, &issues[0]).contains("si gioca nim:1;kayles:3"));
        // A good sum then another: the first counts.
        let (sum, issues) = read("sum=nim:3&sum=nim:4");
        assert_eq!(sum.to_string(), "nim:3");
        assert_eq!(
            issue_words(Lang::En, &issues[0]),
            "“sum=nim:4” was ignored: it was already given; the first one counts."
        );
        assert!(issue_words(Lang::It, &issues[0]).ends_with("vale il primo."));
        assert!(issue_words(Lang::It, &read("sum=kayles:-2").1[0])
            .contains("non è una fila di birilli"));
        // A bad sum then a good one: the first copy is the one that counts,
        // so the default is played and the second is named as repeated.
        let (sum, issues) = read("sum=kayles:-2&sum=nim:4");
        assert_eq!(sum, default_sum());
        assert_eq!(issues.len(), 2);
        assert_eq!(issues[1].reason, IssueReason::Repeated);
    }

    #[test]
    fn moves_and_lists_in_words() {
        let mv = |text: &str| text.parse::<SumMove>().unwrap();
        assert_eq!(
            move_words(Lang::En, mv("1:3"), 2),
            "take 3 sticks from game 1"
        );
        assert_eq!(
            move_words(Lang::En, mv("3:k4"), 3),
            "knock down pin 4 of game 3"
        );
        assert_eq!(
            move_words(Lang::En, mv("3:k4-5"), 3),
            "knock down pins 4 and 5 of game 3"
        );
        assert_eq!(
            move_words(Lang::It, mv("2:1"), 2),
            "prendere 1 bastoncino dal gioco 2"
        );
        // A game played alone is not numbered.
        assert_eq!(move_words(Lang::En, mv("1:k2"), 1), "knock down pin 2");
        assert_eq!(
            move_words(Lang::It, mv("1:k2-3"), 1),
            "abbattere i birilli 2 e 3"
        );
        let items: Vec<String> = ["4", "2", "1"].map(String::from).to_vec();
        assert_eq!(and_list(Lang::En, &items), "4, 2 and 1");
        assert_eq!(and_list(Lang::It, &items[1..]), "2 e 1");
        assert_eq!(pins(Lang::En, 1), "1 pin");
        assert_eq!(pins(Lang::It, 7), "7 birilli");
    }
}
