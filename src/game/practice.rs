//! Links to a set of practice exercises: `#/learn/practice?seed=7&kind=move&level=hard`.
//!
//! As with game links, reading never fails: a part that cannot be used falls
//! back to its default and is reported. `lang` and `projector` are the view's
//! options and are passed over (a copy given twice is reported).

use std::fmt;

use crate::engine::{Difficulty, ExerciseError, ExerciseKind};

use super::query::{Counts, Query, QueryWriter};

/// The seed of a practice link that gives none.
pub const DEFAULT_PRACTICE_SEED: u64 = 1;

/// Which exercise set a practice page shows: the seed fixes the positions.
///
/// Its `Display` is the query string that [`parse_practice`] reads back.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Difficulty, ExerciseKind};
/// use bouton::game::{parse_practice, PracticeLink};
/// let link = PracticeLink { seed: 7, kind: ExerciseKind::Move, level: Difficulty::Hard };
/// assert_eq!(link.to_string(), "seed=7&kind=move&level=hard");
/// assert_eq!(parse_practice(&link.to_string()), (link, vec![]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PracticeLink {
    pub seed: u64,
    pub kind: ExerciseKind,
    pub level: Difficulty,
}

impl Default for PracticeLink {
    fn default() -> PracticeLink {
        PracticeLink {
            seed: DEFAULT_PRACTICE_SEED,
            kind: ExerciseKind::default(),
            level: Difficulty::default(),
        }
    }
}

impl fmt::Display for PracticeLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let query = QueryWriter::new()
            .part("seed", &self.seed)
            .part("kind", &self.kind)
            .part("level", &self.level);
        f.write_str(&query.finish())
    }
}

/// A part of a practice link that was ignored, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeProblem {
    /// The part's name, as written (lower case).
    pub key: String,
    /// Its value, as written.
    pub value: String,
    pub reason: PracticeReason,
}

/// Why a part of a practice link was ignored, and what the page does instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeReason {
    /// `seed` is not a whole number that fits a `u64`; [`DEFAULT_PRACTICE_SEED`] is used.
    Seed,
    /// `kind` is not an exercise kind; safe or not.
    Kind(ExerciseError),
    /// `level` is not a difficulty; easy.
    Level(ExerciseError),
    /// The part was already given; the first one counts.
    Repeated,
    /// A part the worksheet does not know.
    Unknown,
}

impl fmt::Display for PracticeReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PracticeReason::Seed => write!(
                f,
                "the seed is a whole number from 0 to {}; using {DEFAULT_PRACTICE_SEED}",
                u64::MAX
            ),
            PracticeReason::Kind(e) => write!(f, "{e}; practising “safe”"),
            PracticeReason::Level(e) => write!(f, "{e}; practising “easy”"),
            PracticeReason::Repeated => write!(f, "it was already given; the first one counts"),
            PracticeReason::Unknown => write!(f, "the worksheet does not know that part"),
        }
    }
}

impl fmt::Display for PracticeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "“{}={}” was ignored: {}.",
            self.key, self.value, self.reason
        )
    }
}

/// Reads a practice link from its query (with or without the leading `?`, or
/// the whole hash `#/learn/practice?…`), as it stands in the address and as
/// [`Query::parse`] reads it. A missing part takes its default: seed
/// [`DEFAULT_PRACTICE_SEED`], kind safe, level easy.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Difficulty, ExerciseKind};
/// use bouton::game::{parse_practice, PracticeReason};
/// let (link, problems) = parse_practice("?seed=-3&kind=TABLEAU&level=medium");
/// assert_eq!(link.seed, 1);
/// assert_eq!(link.kind, ExerciseKind::Tableau);
/// assert_eq!(link.level, Difficulty::Medium);
/// assert_eq!(problems[0].key, "seed");
/// assert_eq!(problems[0].reason, PracticeReason::Seed);
/// ```
pub fn parse_practice(query: &str) -> (PracticeLink, Vec<PracticeProblem>) {
    let query = query.split_once('?').map_or(query, |(_, after)| after);
    read_practice(&Query::parse(query))
}

/// [`parse_practice`], of a query already read. A part given twice: the
/// first counts, and every other copy is reported.
pub fn read_practice(query: &Query) -> (PracticeLink, Vec<PracticeProblem>) {
    let mut link = PracticeLink::default();
    let mut problems = Vec::new();
    for part in query.parts() {
        let (name, value) = (part.name.as_str(), part.value.as_str());
        let known = matches!(name, "seed" | "kind" | "level" | "lang" | "projector");
        let reason = match name {
            _ if known && !part.counts(Counts::First) => Some(PracticeReason::Repeated),
            // The view's options, read by the view.
            "lang" | "projector" => None,
            "seed" => read_seed(value).map(|seed| link.seed = seed).err(),
            "kind" => value
                .parse()
                .map(|kind| link.kind = kind)
                .map_err(PracticeReason::Kind)
                .err(),
            "level" => value
                .parse()
                .map(|level| link.level = level)
                .map_err(PracticeReason::Level)
                .err(),
            _ => Some(PracticeReason::Unknown),
        };
        if let Some(reason) = reason {
            problems.push(PracticeProblem {
                key: part.name.clone(),
                value: part.value.clone(),
                reason,
            });
        }
    }
    (link, problems)
}

/// Digits only: no sign, no spaces inside, nothing past `u64::MAX`.
fn read_seed(text: &str) -> Result<u64, PracticeReason> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PracticeReason::Seed);
    }
    text.parse().map_err(|_| PracticeReason::Seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(problems: &[PracticeProblem]) -> Vec<&str> {
        problems.iter().map(|p| p.key.as_str()).collect()
    }

    #[test]
    fn names_and_values_are_decoded_once_split() {
        let (link, problems) = parse_practice("seed=%37&KIND=%6Dove&level=hard");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!((link.seed, link.kind), (7, ExerciseKind::Move));
        // An encoded `&` and `=` stay inside the value they were written in.
        let (link, problems) = parse_practice("kind=move%26level%3Dhard");
        assert_eq!(link.level, Difficulty::Easy);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].value, "move&level=hard");
    }

    #[test]
    fn reads_a_full_link() {
        let (link, problems) = parse_practice("seed=12345&kind=move&level=hard");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(
            link,
            PracticeLink {
                seed: 12345,
                kind: ExerciseKind::Move,
                level: Difficulty::Hard
            }
        );
        let (same, problems) =
            parse_practice("#/learn/practice? SEED = 12345 &Kind=MOVE&level=Hard&lang=it");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(same, link);
        // Spaces around a value (a `+` is one) are passed over, as in a game's link.
        let (same, problems) = parse_practice("seed=+12345+&kind=%20move&level=hard");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(same, link);
    }

    #[test]
    fn round_trips() {
        for seed in [0, 1, 99, u64::MAX] {
            for kind in ExerciseKind::ALL {
                for level in Difficulty::ALL {
                    let link = PracticeLink { seed, kind, level };
                    assert_eq!(parse_practice(&link.to_string()), (link, vec![]));
                    assert_eq!(parse_practice(&format!("?{link}")), (link, vec![]));
                }
            }
        }
        assert_eq!(
            PracticeLink::default().to_string(),
            "seed=1&kind=safe&level=easy"
        );
    }

    #[test]
    fn bad_parts_fall_back_and_are_reported() {
        let cases = [
            ("seed=-3", vec!["seed"]),
            ("seed=abc", vec!["seed"]),
            ("seed=", vec!["seed"]),
            ("seed", vec!["seed"]),
            ("seed=1.5", vec!["seed"]),
            ("seed=4+2", vec!["seed"]),
            ("seed=18446744073709551616", vec!["seed"]),
            ("kind=xyz", vec!["kind"]),
            ("kind=", vec!["kind"]),
            ("level=expert", vec!["level"]),
            ("colour=red", vec!["colour"]),
            ("seed=abc&kind=xyz&level=0", vec!["seed", "kind", "level"]),
            ("", vec![]),
            ("&&&", vec![]),
            ("?", vec![]),
        ];
        for (query, expected) in cases {
            let (link, problems) = parse_practice(query);
            assert_eq!(keys(&problems), expected, "{query}");
            assert_eq!(link, PracticeLink::default(), "{query}");
            assert!(problems.iter().all(|p| !p.reason.to_string().is_empty()));
        }
        let (_, problems) = parse_practice("seed=-3");
        assert_eq!(
            problems[0].to_string(),
            "“seed=-3” was ignored: the seed is a whole number from 0 to 18446744073709551615; using 1."
        );
        let (_, problems) = parse_practice("kind=xyz");
        assert_eq!(
            problems[0].reason,
            PracticeReason::Kind(ExerciseError::UnknownKind)
        );
        assert_eq!(
            problems[0].to_string(),
            "“kind=xyz” was ignored: the exercise is “safe”, “move” or “tableau”; practising “safe”."
        );
    }

    #[test]
    fn the_first_of_a_repeated_part_counts() {
        let (link, problems) = parse_practice("seed=5&kind=move&seed=6&KIND=tableau");
        assert_eq!(link.seed, 5);
        assert_eq!(link.kind, ExerciseKind::Move);
        assert_eq!(keys(&problems), vec!["seed", "kind"]);
        assert!(problems
            .iter()
            .all(|p| p.reason == PracticeReason::Repeated));
        // Even when the first was unusable: the link is wrong, and says so.
        let (link, problems) = parse_practice("seed=x&seed=6");
        assert_eq!(link.seed, DEFAULT_PRACTICE_SEED);
        assert_eq!(
            problems.iter().map(|p| &p.reason).collect::<Vec<_>>(),
            vec![&PracticeReason::Seed, &PracticeReason::Repeated]
        );
        // The view's options too; an unknown part is unknown however often given.
        let (_, problems) = parse_practice("lang=it&lang=en&colour=red&colour=blue");
        assert_eq!(
            problems.iter().map(|p| &p.reason).collect::<Vec<_>>(),
            vec![
                &PracticeReason::Repeated,
                &PracticeReason::Unknown,
                &PracticeReason::Unknown
            ]
        );
    }
}
