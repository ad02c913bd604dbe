//! Numbers a person types: read as the language writes them, and what is wrong
//! with one kept as a fact, worded where it is drawn.

use leptos::prelude::*;

use super::text::{fill, Text};

/// Which number a field asks for: named in the message, in the language of
/// the moment it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// The pile of a typed move.
    Pile,
    /// The sticks a typed move takes.
    Take,
    /// The sticks in a pile.
    Sticks,
    /// How many piles.
    Piles,
    /// The most sticks a move may take.
    Limit,
    /// How many piles a move of Moore's Nim may take from.
    Moore,
    /// A number to nim-add.
    Number,
    /// The coins of the one-pile game.
    Coins,
    /// The most coins a move of the one-pile game may take.
    CoinLimit,
}

impl Quantity {
    /// The number's name with its article: "the number of sticks".
    pub fn name(self, t: &Text) -> &'static str {
        match self {
            Quantity::Pile => t.what_pile,
            Quantity::Take => t.what_take,
            Quantity::Sticks => t.what_sticks,
            Quantity::Piles => t.what_piles,
            Quantity::Limit => t.what_limit,
            Quantity::Moore => t.what_moore,
            Quantity::Number => t.what_number,
            Quantity::Coins => t.what_coins,
            Quantity::CoinLimit => t.what_coin_limit,
        }
    }
}

/// Why a typed number is not the one asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    Empty,
    Negative,
    NotWhole,
    TooLarge,
    /// A whole number outside `lo..=hi`.
    OutOfRange {
        lo: u64,
        hi: u64,
    },
}

/// A typed number that was refused: what was typed, for which number, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadNumber {
    pub what: Quantity,
    pub typed: String,
    pub problem: Problem,
}

impl BadNumber {
    /// The message, in `t`'s language.
    pub fn say(&self, t: &Text) -> String {
        self.say_as(t, self.what.name(t))
    }

    /// The message, naming the number `what` (a page's own name for it).
    pub fn say_as(&self, t: &Text, what: &str) -> String {
        let typed = self.typed.as_str();
        match self.problem {
            Problem::Empty => fill(t.err_empty, &[&what]),
            Problem::Negative => fill(t.err_negative, &[&typed, &what]),
            Problem::NotWhole => fill(t.err_not_whole, &[&typed, &what]),
            Problem::TooLarge => fill(t.err_too_large, &[&typed, &what]),
            Problem::OutOfRange { lo, hi } => fill(t.err_range, &[&typed, &what, &lo, &t.num(hi)]),
        }
    }
}

/// What a number field shows: the number in use. It follows every number tried
/// there too (`refused` is written at each, accepted or refused), so a refused
/// number never stays in its field looking as if it were in use; the message
/// quotes it and says why.
pub fn shown<E: Send + Sync + 'static>(refused: Refused<E>, in_use: u32) -> String {
    refused.why.track();
    in_use.to_string()
}

/// Why the last number typed in a field (or a panel of them) was refused,
/// kept as a fact and worded where it is drawn. The message goes when the
/// next number is read, and as soon as the field is edited: the field shows
/// the number in use again, and typing that same number sends no `change`
/// to read, which would leave a message about a number no longer there.
pub struct Refused<E: Send + Sync + 'static> {
    why: RwSignal<Option<E>>,
    edited: RwSignal<bool>,
}

impl<E: Send + Sync + 'static> Clone for Refused<E> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<E: Send + Sync + 'static> Copy for Refused<E> {}

impl<E: Send + Sync + 'static> Default for Refused<E> {
    fn default() -> Self {
        Self::new()
    }
}

impl<E: Send + Sync + 'static> Refused<E> {
    pub fn new() -> Self {
        Refused {
            why: RwSignal::new(None),
            edited: RwSignal::new(false),
        }
    }

    /// The outcome of reading a number: why it was refused, or `None`.
    pub fn set(&self, why: Option<E>) {
        if self.edited.get_untracked() {
            self.edited.set(false);
        }
        self.why.set(why);
    }

    /// A field was edited: the message about the number it held goes.
    pub fn edited(&self) {
        if !self.edited.get_untracked() && self.why.with_untracked(Option::is_some) {
            self.edited.set(true);
        }
    }

    /// The refusal on show, if any, through `say`.
    pub fn say<R>(&self, say: impl FnOnce(&E) -> R) -> Option<R> {
        if self.edited.get() {
            return None;
        }
        self.why.with(|why| why.as_ref().map(say))
    }
}

/// A whole, non-negative number typed by a person, read with the thousands
/// separators of `t`'s language.
pub fn read_whole(t: &Text, text: &str, what: Quantity) -> Result<u64, BadNumber> {
    let typed = text.trim();
    let digits = ungroup(t, typed);
    let problem = if typed.is_empty() {
        Problem::Empty
    } else if typed.starts_with('-') {
        Problem::Negative
    } else if !digits.bytes().all(|b| b.is_ascii_digit()) {
        Problem::NotWhole
    } else {
        match digits.parse::<u64>() {
            Ok(n) => return Ok(n),
            Err(_) => Problem::TooLarge,
        }
    };
    Err(BadNumber {
        what,
        typed: typed.into(),
        problem,
    })
}

/// A whole number from `lo` to `hi`.
pub fn read_in_range(
    t: &Text,
    text: &str,
    what: Quantity,
    lo: u64,
    hi: u64,
) -> Result<u64, BadNumber> {
    let n = read_whole(t, text, what)?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err(BadNumber {
            what,
            typed: text.trim().into(),
            problem: Problem::OutOfRange { lo, hi },
        })
    }
}

/// `text` without the language's thousands separators when they stand where the
/// app writes them (1,000,000; in Italian 1.000.000), so a number copied from
/// the screen reads back; otherwise `text` as it is (so "1.5" is no whole number).
pub fn ungroup(t: &Text, text: &str) -> String {
    let sep = t.thousands.chars().next().unwrap_or(',');
    let mut groups = text.split(sep);
    let first = groups.next().unwrap_or_default();
    if (1..=3).contains(&first.len()) && groups.all(|group| group.len() == 3) {
        text.replace(sep, "")
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    fn said(t: &Text, result: Result<u64, BadNumber>) -> String {
        result.unwrap_err().say(t)
    }

    #[test]
    fn says_what_is_wrong_with_a_number() {
        let what = Quantity::Sticks;
        assert_eq!(read_in_range(&EN, " 12 ", what, 0, 20), Ok(12));
        assert_eq!(
            said(&EN, read_whole(&EN, "", what)),
            "Type the number of sticks."
        );
        assert_eq!(
            said(&EN, read_whole(&EN, "-3", what)),
            "“-3” is negative: type the number of sticks without a minus sign."
        );
        assert!(said(&EN, read_whole(&EN, "3.5", what)).contains("not a whole number"));
        assert!(
            said(&EN, read_whole(&EN, "99999999999999999999999", what)).contains("far too large")
        );
        assert_eq!(
            said(&EN, read_in_range(&EN, "2000000", what, 0, 1_000_000)),
            "“2000000”: the number of sticks must be from 0 to 1,000,000."
        );
        // Grouped as the language writes large numbers, and only so.
        assert_eq!(
            read_in_range(&EN, "1,000,000", what, 0, 1_000_000),
            Ok(1_000_000)
        );
        assert_eq!(read_whole(&IT, "1.000.000", what), Ok(1_000_000));
        assert_eq!(read_whole(&EN, "12,345", what), Ok(12_345));
        for text in ["1,00", "1,0000", ",000", "1000,000", "1.000"] {
            let problem = read_whole(&EN, text, what).unwrap_err().problem;
            assert_eq!(problem, Problem::NotWhole, "{text}");
        }
        for text in ["1.5", "1,000", "1..000"] {
            assert!(read_whole(&IT, text, what).is_err(), "{text}");
        }
        assert_eq!(
            said(&IT, read_in_range(&IT, "50", Quantity::Piles, 1, 32)),
            "“50”: il numero di pile deve essere da 1 a 32."
        );
    }

    #[test]
    fn the_same_refusal_is_said_in_either_language() {
        let refused = read_in_range(&EN, "40", Quantity::Coins, 1, 30).unwrap_err();
        assert_eq!(
            refused.say(&EN),
            "“40”: the number of coins must be from 1 to 30."
        );
        assert!(
            refused.say(&IT).contains("il numero di monete"),
            "{}",
            refused.say(&IT)
        );
    }
}
