//! The query of a link, `?piles=3,4,5&moves=1:2`: the one reader and the one
//! writer of every link the app reads or writes (a game's, a practice set's, a
//! worksheet's, the view's `lang` and `projector`).
//!
//! Each reader takes the parts it knows from a [`Query`] and reports the rest:
//! an unknown part, and every copy of a part given more than once but the one
//! that [`Counts`].

use std::borrow::Cow;
use std::fmt::{self, Write};

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};

/// What a part's name keeps raw: letters, digits and `-._~`. No `;`: after
/// the `&` before it, `amp;` would read as an `&amp;` to mend.
const NAME_RAW: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');
/// What a value keeps raw: also the `,` `:` `;` that lists of piles and
/// moves are made of, and the `(` `)` of a subtraction game's set.
const VALUE_RAW: &AsciiSet = &NAME_RAW
    .remove(b',')
    .remove(b':')
    .remove(b';')
    .remove(b'(')
    .remove(b')');

/// A sentence's punctuation, which a link pasted into a sentence may end in,
/// and the slash some tools add to an address: [`Query::parse`] takes it off,
/// and [`QueryWriter::finish`] encodes a last value's last sign if it is one;
/// the router takes it off a page's name.
pub const TRAILING: [char; 10] = ['.', ',', ';', ':', '!', ')', ']', '\'', '"', '/'];

/// `text` without the punctuation of a sentence it was pasted into: the signs
/// of [`TRAILING`], and closing quotes, curly or not, as the browser hands
/// them over: percent-encoded (`"` always, `'` in a query, every curly one).
/// An encoded dot or bracket stays: the app's own links end a value so.
pub fn trim_sentence_end(text: &str) -> &str {
    const QUOTES: [&str; 8] = [
        "%22",
        "%27",
        "%E2%80%9D",
        "%E2%80%99",
        "%C2%BB",
        "”",
        "’",
        "»",
    ];
    let mut text = text;
    loop {
        let trimmed = text.trim_end_matches(TRAILING);
        let trimmed = QUOTES
            .iter()
            .find_map(|quote| {
                let at = trimmed.len().checked_sub(quote.len())?;
                let end = trimmed.get(at..)?;
                end.eq_ignore_ascii_case(quote).then(|| &trimmed[..at])
            })
            .unwrap_or(trimmed);
        if trimmed.len() == text.len() {
            return text;
        }
        text = trimmed;
    }
}

/// Which copy of a part given more than once counts; the others are ignored
/// and reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counts {
    First,
    Last,
}

/// One `name=value` part of a query, percent-decoded and trimmed, its name in
/// ASCII lower case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub name: String,
    pub value: String,
    /// No part before this one has its name.
    first: bool,
    /// No part after this one has its name.
    last: bool,
}

impl Part {
    /// Whether this is the copy of its name that counts under `rule`: always,
    /// for a part given once.
    pub fn counts(&self, rule: Counts) -> bool {
        match rule {
            Counts::First => self.first,
            Counts::Last => self.last,
        }
    }
}

/// A query read into its parts, in the order written.
///
/// # Examples
///
/// ```
/// use bouton::game::{Counts, Query};
/// let query = Query::parse("?PILES=3%2C4&kind=move%26level%3Dhard&&piles=7&projector");
/// assert_eq!(query.get("piles"), Some("3,4"));
/// assert_eq!(query.get("kind"), Some("move&level=hard"));
/// assert_eq!(query.get("projector"), Some(""));
/// assert_eq!(query.get("lang"), None);
/// let names: Vec<&str> = query.parts().iter().map(|p| p.name.as_str()).collect();
/// assert_eq!(names, ["piles", "kind", "piles", "projector"]);
/// assert!(!query.parts()[0].counts(Counts::Last));
/// assert!(!query.parts()[2].counts(Counts::First));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    parts: Vec<Part>,
}

impl Query {
    /// Reads a query, with or without its leading `?`. An `&amp;` is an `&` (a
    /// link copied out of an e-mail's or a page's markup; the page's loader
    /// mends the address bar the same way). The text is split at `&`, blank
    /// parts dropped, and each part split at its first `=` (none: the value is
    /// empty). Name and value are then percent-decoded once each, `+` as a
    /// space, so an encoded `%26` or `%3D` stays inside its value; and trimmed,
    /// so spaces around a value (a `+` is one) are passed over everywhere.
    /// The tags that a newsletter, a school's platform or a social site adds
    /// to a link it passes on (`utm_source`, `fbclid`) are not the link's
    /// parts: they are dropped unread, unreported.
    ///
    /// Two ways a link is damaged in passing are mended too. A sentence's
    /// punctuation after it (`?piles=3,4,5&vs=friend.`, `…)`) is not part of
    /// the last value: the app's own links end such a value in an escape
    /// ([`QueryWriter::finish`]). And a query encoded whole, as
    /// some mail programs pass it on (`piles%3D3%2C4%26vs%3Dfriend`: no `=`
    /// or `&` left but encoded ones), is decoded once before it is read.
    /// The characters a chat program may slip unseen into a link (a
    /// zero-width space, a direction mark) are dropped: a notice quoting a
    /// value could not show the reader what was wrong with it.
    pub fn parse(text: &str) -> Query {
        let text = text.strip_prefix('?').unwrap_or(text);
        // Mended first: the `;` of a last `&amp;` is not a sentence's.
        let text = text.replace("&amp;", "&");
        let text = trim_sentence_end(&text);
        let whole = !text.contains(['=', '&']) && text.to_ascii_lowercase().contains("%3d");
        let text: Cow<str> = if whole {
            decode(text).into()
        } else {
            text.into()
        };
        let mut parts: Vec<Part> = text
            .split('&')
            .filter(|part| !part.trim().is_empty())
            .map(|part| {
                let (name, value) = part.split_once('=').unwrap_or((part, ""));
                Part {
                    name: visible(&decode(name)).trim().to_ascii_lowercase(),
                    value: visible(&decode(value)).trim().to_string(),
                    first: true,
                    last: true,
                }
            })
            .filter(|part| !is_tracking(&part.name))
            .collect();
        let names: Vec<&str> = parts.iter().map(|part| part.name.as_str()).collect();
        let copies = copies(&names);
        for (part, (first, last)) in parts.iter_mut().zip(copies) {
            (part.first, part.last) = (first, last);
        }
        Query { parts }
    }

    /// Every part, in the order written (but the tags dropped by [`Query::parse`]).
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The value of the first part named `name` (in any case).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.parts
            .iter()
            .find(|part| part.name.eq_ignore_ascii_case(name))
            .map(|part| part.value.as_str())
    }
}

/// For each of `keys`, whether no equal key comes before it and whether none
/// comes after it. Sorted, a stable sort keeps each key's copies in the order
/// given: neighbours of one key are a copy and the next one. Not a pairwise
/// search: an address can hold many thousands of parts.
pub fn copies(keys: &[&str]) -> Vec<(bool, bool)> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by_key(|&i| keys[i]);
    let mut copies = vec![(true, true); keys.len()];
    for pair in order.windows(2) {
        if keys[pair[0]] == keys[pair[1]] {
            copies[pair[0]].1 = false;
            copies[pair[1]].0 = false;
        }
    }
    copies
}

/// Writes a query: `name=value` parts joined by `&`, in the order given. What
/// a link cannot hold raw is percent-encoded (`%`, `&`, `=`, `#`, `+`, spaces,
/// anything not ASCII, ...); letters, digits, `-._~` and the `,` `:` `;` that
/// lists of piles and moves are made of stay as they are, so a link (and its
/// QR code) is no longer than it must be.
///
/// # Examples
///
/// ```
/// use bouton::game::{Query, QueryWriter};
/// let query = QueryWriter::new().part("piles", &"3,4,5").part("moves", &"1:2").finish();
/// assert_eq!(query, "piles=3,4,5&moves=1:2");
/// let query = QueryWriter::after(query).part("note", &"a&b=c + ü").finish();
/// assert_eq!(query, "piles=3,4,5&moves=1:2&note=a%26b%3Dc%20%2B%20%C3%BC");
/// assert_eq!(Query::parse(&query).get("note"), Some("a&b=c + ü"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QueryWriter {
    text: String,
}

impl QueryWriter {
    pub fn new() -> QueryWriter {
        QueryWriter::default()
    }

    /// Goes on from `written`, a query this writer wrote.
    pub fn after(written: String) -> QueryWriter {
        QueryWriter { text: written }
    }

    /// Adds `name=value`, the value written as its `Display` says. A `dyn`
    /// value: one copy of the code for every type written.
    pub fn part(mut self, name: &str, value: &dyn fmt::Display) -> QueryWriter {
        if !self.text.is_empty() {
            self.text.push('&');
        }
        // Writing into a `String` does not fail.
        let _ = write!(self.text, "{}", utf8_percent_encode(name, NAME_RAW));
        self.text.push('=');
        let value = value.to_string();
        let _ = write!(self.text, "{}", utf8_percent_encode(&value, VALUE_RAW));
        self
    }

    /// The query written. A last value ending in a sign that a reader would
    /// take for a sentence's punctuation (a worksheet's typed `3,4,5.`) ends
    /// in it encoded; one ending in a quote, which a browser hands over
    /// encoded whoever wrote it, is followed by an empty part.
    pub fn finish(mut self) -> String {
        if let Some(sign) = self.text.pop() {
            if TRAILING.contains(&sign) {
                let _ = write!(self.text, "%{:02X}", u32::from(sign));
            } else {
                self.text.push(sign);
            }
        }
        if trim_sentence_end(&self.text).len() < self.text.len() {
            self.text.push('&');
        }
        self.text
    }
}

/// A switch in a link (`projector`), as [`Query`] reads its value: `1` on, `0`
/// off, the name alone (`?projector`, as a teacher types it) or with an empty
/// value on, anything else `None` (which the link's reader reports). Always
/// inlined: the release build's inline threshold is 0, and as a call it costs
/// more download than the two matches.
#[inline(always)]
pub fn switch(value: &str) -> Option<bool> {
    match value {
        "1" | "" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}

/// Whether a part named `name` is a tag added by whoever passed the link on,
/// which [`Query::parse`] drops.
pub fn is_tracking(name: &str) -> bool {
    name.starts_with("utm_") || ["fbclid", "gclid", "msclkid", "mc_cid", "mc_eid"].contains(&name)
}

/// The text without the characters that take no room on screen: zero-width
/// spaces and joiners, direction marks and embeddings, the byte-order mark
/// and the soft hyphen.
pub fn visible(text: &str) -> String {
    let unseen = |c: &char| matches!(c, '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}');
    text.chars().filter(|c| !unseen(c)).collect()
}

/// Percent-decoding, with `+` as a space (and `%2B` a plus); broken escapes
/// are kept as written, and bytes that are not UTF-8 become U+FFFD.
fn decode(text: &str) -> String {
    percent_decode_str(&text.replace('+', " "))
        .decode_utf8_lossy()
        .into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(text: &str) -> Vec<(String, String)> {
        Query::parse(text)
            .parts()
            .iter()
            .map(|p| (p.name.clone(), p.value.clone()))
            .collect()
    }

    fn pair(name: &str, value: &str) -> (String, String) {
        (name.into(), value.into())
    }

    #[test]
    fn an_encoded_separator_stays_inside_its_value() {
        assert_eq!(
            pairs("kind=move%26level%3Dhard&piles=3%2C4%3B5,6&moves=1%3A2"),
            [
                pair("kind", "move&level=hard"),
                pair("piles", "3,4;5,6"),
                pair("moves", "1:2"),
            ]
        );
        // Split at the first `=` only: the rest is the value.
        assert_eq!(pairs("note=a=b"), [pair("note", "a=b")]);
        // Decoded once: `%2526` is the text `%26`, not an `&`.
        assert_eq!(pairs("note=%2526"), [pair("note", "%26")]);
    }

    #[test]
    fn tags_added_on_the_way_are_not_parts() {
        assert_eq!(
            pairs("utm_source=newsletter&piles=3,4,5&UTM_Medium=email&fbclid=x1&gclid=y&max=2"),
            [pair("piles", "3,4,5"), pair("max", "2")]
        );
        // A name that only looks like one is still a part, to be reported.
        assert_eq!(
            pairs("utm=1&fbclidx=2"),
            [pair("utm", "1"), pair("fbclidx", "2")]
        );
    }

    #[test]
    fn names_are_read_in_any_case_and_values_trimmed() {
        let text = "?PILES=3,4,5& Lang = it &%50rojector=+1+";
        assert_eq!(
            pairs(text),
            [
                pair("piles", "3,4,5"),
                pair("lang", "it"),
                pair("projector", "1"),
            ]
        );
        let query = Query::parse(text);
        assert_eq!(query.get("Piles"), Some("3,4,5"));
        assert_eq!(query.get("LANG"), Some("it"));
    }

    #[test]
    fn characters_that_take_no_room_are_dropped() {
        // A zero-width space before a number, a word joiner and a direction
        // mark inside a name, a byte-order mark at a value's end.
        let text = "?piles=%E2%80%8B3,4&l%E2%81%A0an%E2%80%8Eg=it%EF%BB%BF";
        assert_eq!(pairs(text), [pair("piles", "3,4"), pair("lang", "it")]);
        assert_eq!(visible("3\u{00AD}4\u{202E}5"), "345");
    }

    #[test]
    fn blank_parts_are_dropped_and_a_part_without_a_value_is_empty() {
        assert_eq!(pairs(""), []);
        assert_eq!(pairs("?"), []);
        assert_eq!(pairs("&& &"), []);
        assert_eq!(
            pairs("&piles&&=&seed="),
            [pair("piles", ""), pair("", ""), pair("seed", "")]
        );
        // Only the leading `?` goes: another is part of a value.
        assert_eq!(pairs("??a=?"), [pair("?a", "?")]);
    }

    #[test]
    fn an_ampersand_from_markup_is_mended() {
        assert_eq!(
            pairs("?piles=7,6,4&amp;mode=misere&amp;vs=friend"),
            [
                pair("piles", "7,6,4"),
                pair("mode", "misere"),
                pair("vs", "friend"),
            ]
        );
        // An `&amp;` written as a value is encoded, and stays one.
        assert_eq!(pairs("note=%26amp%3B"), [pair("note", "&amp;")]);
    }

    #[test]
    fn each_copy_of_a_part_given_twice_knows_whether_it_counts() {
        let query = Query::parse("a=1&b=2&A=3&c=4&a=5");
        let counts = |rule| -> Vec<bool> { query.parts().iter().map(|p| p.counts(rule)).collect() };
        assert_eq!(counts(Counts::First), [true, true, false, true, false]);
        assert_eq!(counts(Counts::Last), [false, true, false, true, true]);
        assert_eq!(query.get("a"), Some("1"));
    }

    #[test]
    fn copies_mark_the_first_and_the_last_of_equal_keys() {
        assert_eq!(
            copies(&["b", "a", "b", "c", "b"]),
            [
                (true, false),
                (true, true),
                (false, false),
                (true, true),
                (false, true)
            ]
        );
        assert!(copies(&[]).is_empty());
    }

    #[test]
    fn writes_ordinary_values_as_they_are_and_encodes_the_rest() {
        let write = |name: &str, value: &str| QueryWriter::new().part(name, &value).finish();
        assert_eq!(write("piles", "3,4,5;7,6,4"), "piles=3,4,5;7,6,4");
        assert_eq!(write("moves", "1:2,3:1"), "moves=1:2,3:1");
        assert_eq!(write("moves", "1:2+3:1"), "moves=1:2%2B3:1");
        assert_eq!(write("x", "%&=# +"), "x=%25%26%3D%23%20%2B");
        assert_eq!(write("lang", "misère"), "lang=mis%C3%A8re");
        assert_eq!(write("a&b", ""), "a%26b=");
        // Not `x=1&amp;y=2`, which reads as `x=1&y=2`.
        let query = QueryWriter::new().part("x", &1).part("amp;y", &2).finish();
        assert_eq!(query, "x=1&amp%3By=2");
        assert_eq!(Query::parse(&query).get("amp;y"), Some("2"));
        assert_eq!(
            QueryWriter::new()
                .part("seed", &7)
                .part("level", &"easy")
                .finish(),
            "seed=7&level=easy"
        );
        assert_eq!(QueryWriter::new().finish(), "");
        assert_eq!(
            QueryWriter::after(String::new()).part("a", &1).finish(),
            "a=1"
        );
    }

    #[test]
    fn mends_what_a_link_gains_in_passing() {
        for (link, piles, vs) in [
            ("?piles=2,6,7&vs=friend.", "2,6,7", "friend"),
            ("piles=2,6,7)", "2,6,7", ""),
            ("piles=2,6,7&vs=friend!).", "2,6,7", "friend"),
            ("piles=2,6,7/", "2,6,7", ""),
            ("piles%3D2%2C6%2C7%26vs%3Dfriend", "2,6,7", "friend"),
            ("PILES%3d2%2c6%2c7", "2,6,7", ""),
            // Quotes as the browser hands them over: encoded.
            ("piles=2,6,7&vs=friend%22", "2,6,7", "friend"),
            ("piles=2,6,7%27.", "2,6,7", ""),
            ("piles=2,6,7%e2%80%9d", "2,6,7", ""),
            ("piles=2,6,7&vs=friend%C2%BB", "2,6,7", "friend"),
            ("piles=2,6,7&vs=friend”", "2,6,7", "friend"),
            // A link copied out of a page's markup.
            ("piles=2,6,7&amp;vs=friend&amp;", "2,6,7", "friend"),
        ] {
            let query = Query::parse(link);
            assert_eq!(query.get("piles"), Some(piles), "{link}");
            assert_eq!(query.get("vs").unwrap_or_default(), vs, "{link}");
        }
        // The app's own links keep such a sign where it is the value's.
        let written = QueryWriter::new().part("typed", &"3,4:").finish();
        assert_eq!(written, "typed=3,4%3A");
        assert_eq!(Query::parse(&written).get("typed"), Some("3,4:"));
        let dotted = QueryWriter::new().part("typed", &"3,4.").finish();
        assert_eq!(Query::parse(&dotted).get("typed"), Some("3,4."));
        assert_eq!(Query::parse("piles=2,6,7&amp;").parts().len(), 1);
        // Encoded signs inside a value of a query read part by part stay there.
        assert_eq!(Query::parse("kind=a%3Db").get("kind"), Some("a=b"));
        assert_eq!(Query::parse("x%3Dy&piles=3").get("x=y"), Some(""));
    }

    #[test]
    fn decodes_escapes() {
        assert_eq!(decode("a%2Cb+c%"), "a,b c%");
        assert_eq!(decode("%4"), "%4");
        // A `+` is a space even inside a broken escape.
        assert_eq!(decode("%+A"), "% A");
        assert_eq!(decode("%zz%E2%82"), "%zz\u{FFFD}");
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Whatever a value holds, a query the writer wrote reads back to it:
        /// signs a reader mends (a last `.`, an `&amp;`), escapes, any text.
        /// Values are trimmed when read, so they are drawn without spaces at
        /// their ends.
        #[test]
        fn a_written_query_reads_back(
            values in proptest::collection::vec(
                "[a-z0-9.,;:!()'\"&=%+#?\\[\\] ü€-]{0,12}"
                    .prop_filter("no spaces at the ends", |v| v.trim() == v.as_str()),
                1..4,
            )
        ) {
            let mut writer = QueryWriter::new();
            for (i, value) in values.iter().enumerate() {
                writer = writer.part(&format!("p{i}"), value);
            }
            let query = Query::parse(&writer.finish());
            for (i, value) in values.iter().enumerate() {
                prop_assert_eq!(query.get(&format!("p{i}")), Some(value.as_str()));
            }
        }
    }
}
