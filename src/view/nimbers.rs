//! The nimbers page (`#/learn/nimbers?sum=nim:5;sub(1,3,4):9;kayles:7`): games
//! that are not Nim but are worth Nim piles. A subtraction game's row of
//! nimbers filled in one cell at a time by the mex rule until it repeats;
//! Kayles' row and the period that Guy and Smith's theorem proves; and a sum
//! of games played on one board beside Bouton's tableau of its nimbers.
//!
//! The theory is the engine's (`crate::engine::nimber`): these views draw what
//! it computes and report the person's choices back to it.

mod board;
mod duel;
mod kayles;
mod subtraction;

use leptos::prelude::*;

use crate::engine::{
    ComponentError, ComponentMove, GameKind, GameSum, GameSumError, SubtractionSetError, SumMove,
    MAX_COMPONENTS, MAX_KAYLES_PINS, MAX_SET_TAKE, MAX_SET_TAKES, MAX_SUM_PILE,
};
use crate::game::decode;

use super::learn::{hash_query, location_hash, Route};
use super::table::Table;
use super::text::{fill, Text};

use duel::SumSection;
use kayles::KaylesSection;
use subtraction::SubtractionSection;

/// The sum a page without a link starts from: nimbers 5, 0 and 2, nim-sum 7.
pub const DEFAULT_SUM: &str = "nim:5;sub(1,3,4):9;kayles:7";

/// The wording of the current language (the page is drawn again when it changes).
fn text() -> &'static Text {
    Table::get().text()
}

/// The default sum, as a value.
pub fn default_sum() -> GameSum {
    DEFAULT_SUM
        .parse()
        .expect("the default sum is a sum of games")
}

/// The page's address for a sum, written from the sum's own text form.
pub fn nimbers_href(sum: &GameSum) -> String {
    format!("{}?sum={sum}", Route::Nimbers.href())
}

/// A part of the page's link that was ignored: what it said, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkIssue {
    /// The part's name, as written (lower case).
    pub key: String,
    /// Its value, as written.
    pub value: String,
    pub reason: IssueReason,
}

/// Why a part of the link was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IssueReason {
    /// `sum` is not a sum of games; the default sum is played.
    Sum(GameSumError),
    /// The part was given before; the first one counts.
    Repeated,
    /// A part the page does not know.
    Unknown,
}

/// Reads the page's query (`sum=nim:5;kayles:7`): the sum it names, or the
/// default one, and the parts that were ignored. `lang` and `projector` are the
/// app's, not the page's.
pub fn parse_link(query: &str) -> (GameSum, Vec<LinkIssue>) {
    let query = query.split_once('?').map_or(query, |(_, after)| after);
    let mut sum = None;
    let mut issues = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for part in query.split('&').filter(|p| !p.trim().is_empty()) {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let key = decode(key).trim().to_ascii_lowercase();
        let value = decode(value).trim().to_string();
        if key == "lang" || key == "projector" {
            continue;
        }
        let reason = if seen.contains(&key) {
            Some(IssueReason::Repeated)
        } else {
            seen.push(key.clone());
            match key.as_str() {
                "sum" => match value.parse::<GameSum>() {
                    Ok(read) => {
                        sum = Some(read);
                        None
                    }
                    Err(error) => Some(IssueReason::Sum(error)),
                },
                _ => Some(IssueReason::Unknown),
            }
        };
        if let Some(reason) = reason {
            issues.push(LinkIssue { key, value, reason });
        }
    }
    (sum.unwrap_or_else(default_sum), issues)
}

/// A notice for an ignored part of the link, in words.
pub fn issue_words(t: &Text, issue: &LinkIssue) -> String {
    let reason = match &issue.reason {
        IssueReason::Sum(error) => fill(t.nb_default, &[&sum_error_words(t, error), &DEFAULT_SUM]),
        IssueReason::Repeated => t.practice_repeated.to_string(),
        IssueReason::Unknown => t.nb_link_unknown.to_string(),
    };
    fill(t.notice_link, &[&issue.key, &issue.value, &reason])
}

/// Why text is not a sum of games, in words.
pub fn sum_error_words(t: &Text, error: &GameSumError) -> String {
    match error {
        GameSumError::NoComponents => t.nb_err_none.to_string(),
        GameSumError::TooManyComponents(n) => fill(t.nb_err_too_many, &[n, &MAX_COMPONENTS]),
        GameSumError::Component { component, error } => fill(
            t.nb_err_game,
            &[component, &component_error_words(t, error)],
        ),
    }
}

/// Why text is not one game of a sum, in words.
pub fn component_error_words(t: &Text, error: &ComponentError) -> String {
    match error {
        ComponentError::UnknownGame(text) => fill(t.nb_err_unknown_game, &[text]),
        ComponentError::NotASize {
            game: GameKind::Kayles,
            text,
        } => fill(t.nb_err_not_pins, &[text]),
        ComponentError::NotASize { text, .. } => fill(t.nb_err_not_sticks, &[text]),
        ComponentError::TooBig {
            game: GameKind::Kayles,
            size,
        } => fill(t.nb_err_long_row, &[size, &MAX_KAYLES_PINS]),
        ComponentError::TooBig { size, .. } => {
            fill(t.nb_err_big_pile, &[size, &t.num(MAX_SUM_PILE)])
        }
        ComponentError::Set(error) => set_error_words(t, error),
    }
}

/// Why numbers are not a subtraction set, in words.
pub fn set_error_words(t: &Text, error: &SubtractionSetError) -> String {
    match error {
        SubtractionSetError::Empty => t.nb_set_empty.to_string(),
        SubtractionSetError::Zero => t.nb_set_zero.to_string(),
        SubtractionSetError::TooBig(take) => fill(t.nb_set_too_big, &[take, &MAX_SET_TAKE]),
        SubtractionSetError::TooMany(n) => fill(t.nb_set_too_many, &[n, &MAX_SET_TAKES]),
        SubtractionSetError::NotANumber(text) => fill(t.nb_set_not_number, &[text, &MAX_SET_TAKE]),
        SubtractionSetError::Repeated(take) => fill(t.nb_set_repeated, &[take]),
    }
}

/// "1 pin", "7 pins".
pub fn pins(t: &Text, n: u32) -> String {
    let word = if n == 1 { t.nb_pin } else { t.nb_pins };
    format!("{} {word}", t.num(n))
}

/// Numbers listed the language's way: "4, 2 and 1".
pub fn and_list(t: &Text, items: &[String]) -> String {
    match items {
        [] => t.nothing.to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), t.nb_and),
    }
}

/// A move of a sum in words, as an instruction: "take 3 sticks from game 1",
/// "knock down pins 4 and 5 of game 3".
pub fn move_words(t: &Text, mv: SumMove) -> String {
    let game = mv.component + 1;
    match mv.mv {
        ComponentMove::Take(take) => fill(t.nb_take, &[&t.sticks(take), &game]),
        ComponentMove::KnockOne(pin) => fill(t.nb_knock_one, &[&(pin + 1), &game]),
        ComponentMove::KnockTwo(pin) => fill(t.nb_knock_two, &[&(pin + 1), &(pin + 2), &game]),
    }
}

#[component]
pub fn NimbersPage() -> impl IntoView {
    let t = text();
    let (sum, issues) = parse_link(hash_query(&location_hash()));
    let notices: Vec<String> = issues.iter().map(|issue| issue_words(t, issue)).collect();
    view! {
        <div class="nimbers" data-testid="nimbers">
            <h2>{t.nb_title}</h2>
            <p>{t.nb_intro}</p>
            <div class="link-notice" role="status" data-testid="nimbers-notice" class:hidden=notices.is_empty()>
                // One text, a notice per line: never markup, whatever the link held.
                <p class="notices">{notices.join("\n")}</p>
            </div>
            <SubtractionSection/>
            <KaylesSection/>
            <SumSection start=sum/>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    #[test]
    fn a_link_round_trips_through_the_sum() {
        for query in [
            "sum=nim:5;sub(1,3,4):9;kayles:7",
            "sum=kayles:II.I..III;nim:0",
            "sum=sub(2,20):1000",
        ] {
            let (sum, issues) = parse_link(query);
            assert_eq!(issues, vec![], "{query}");
            let href = nimbers_href(&sum);
            assert_eq!(href, format!("#/learn/nimbers?{query}"));
            assert_eq!(Route::from_hash(&href), Route::Nimbers);
            assert_eq!(parse_link(hash_query(&href)), (sum, vec![]));
        }
        // Written in another order or with spaces, read the same; written back tidy.
        let (sum, _) = parse_link("?SUM=sub(4 1 3):9 ; nim:05&lang=it&projector=1");
        assert_eq!(sum.to_string(), "sub(1,3,4):9;nim:5");
        // Percent-escaped, as a browser may send it.
        let (sum, _) = parse_link("sum=nim%3A3%3Bkayles%3A4");
        assert_eq!(sum.to_string(), "nim:3;kayles:4");
        assert_eq!(parse_link(""), (default_sum(), vec![]));
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
                "sum=nim:1;kayles:1000000000".to_string(),
                "was ignored: game 2: a row of 1000000000 pins is too long (at most 30); playing",
            ),
            (
                "sum=nim:5000".to_string(),
                "game 1: a pile of 5000 sticks is too big (at most 1,000)",
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
            let (sum, issues) = parse_link(&query);
            assert_eq!(sum, default_sum(), "{query}");
            assert_eq!(issues.len(), 1, "{query}");
            let words = issue_words(&EN, &issues[0]);
            assert!(words.contains(said), "{query}: {words}");
            let italian = issue_words(&IT, &issues[0]);
            assert!(italian.contains("è stato ignorato"), "{query}: {italian}");
        }
        // A good sum then another: the first counts.
        let (sum, issues) = parse_link("sum=nim:3&sum=nim:4");
        assert_eq!(sum.to_string(), "nim:3");
        assert_eq!(
            issue_words(&EN, &issues[0]),
            "“sum=nim:4” was ignored: it was already given; the first one counts."
        );
        assert!(issue_words(&IT, &issues[0]).ends_with("vale il primo."));
        assert!(issue_words(&IT, &parse_link("sum=kayles:-2").1[0])
            .contains("non è una fila di birilli"));
    }

    #[test]
    fn moves_and_lists_in_words() {
        let mv = |text: &str| text.parse::<SumMove>().unwrap();
        assert_eq!(move_words(&EN, mv("1:3")), "take 3 sticks from game 1");
        assert_eq!(move_words(&EN, mv("3:k4")), "knock down pin 4 of game 3");
        assert_eq!(
            move_words(&EN, mv("3:k4-5")),
            "knock down pins 4 and 5 of game 3"
        );
        assert_eq!(
            move_words(&IT, mv("2:1")),
            "prendere 1 bastoncino dal gioco 2"
        );
        let items: Vec<String> = ["4", "2", "1"].map(String::from).to_vec();
        assert_eq!(and_list(&EN, &items), "4, 2 and 1");
        assert_eq!(and_list(&IT, &items[1..]), "2 e 1");
        assert_eq!(pins(&EN, 1), "1 pin");
        assert_eq!(pins(&IT, 7), "7 birilli");
    }
}
