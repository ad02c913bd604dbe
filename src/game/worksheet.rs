//! A worksheet's positions and its link: `seed=7&level=easy` for the
//! tableau exercises of a practice set, or typed positions,
//! `piles=3,4,5;7,6,4`. The page that prints it is `view::worksheet`.

use crate::engine::{exercise_set, Difficulty, ExerciseKind, Position, SetupError};

use super::link::{grouped, sizes};
use super::practice::{read_practice, unread, PracticeProblem};
use super::query::{Query, QueryWriter};

/// The most positions a typed worksheet holds.
pub const MAX_POSITIONS: usize = 20;
/// The most piles of a worksheet position: its tableau fits across the page.
pub const MAX_SHEET_PILES: usize = 8;
/// The most sticks in a worksheet pile: drawn one by one, six binary columns.
pub const MAX_SHEET_STICKS: u32 = 63;

/// Where a worksheet's positions come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// The positions of the tableau exercises with this seed and level.
    Set { seed: u64, level: Difficulty },
    /// Positions typed in: piles separated by commas (or as a game's link
    /// separates them: [`tidy`]), positions by semicolons.
    Typed(String),
}

impl Sheet {
    /// The query for the address: `seed=7&level=easy` or `piles=3,4,5;7,6,4`.
    pub fn query(&self) -> String {
        match self {
            Sheet::Set { seed, level } => QueryWriter::new()
                .part("seed", seed)
                .part("level", level)
                .finish(),
            Sheet::Typed(text) => QueryWriter::new().part("piles", &tidy(text)).finish(),
        }
    }
}

/// Typed positions as a link writes them: each position's piles separated by
/// single commas, whatever separated them as typed.
fn tidy(text: &str) -> String {
    text.split(';')
        .map(tidy_position)
        .collect::<Vec<_>>()
        .join(";")
}

/// One position's sizes joined by commas, separated as a game's link separates
/// them ([`sizes`]).
fn tidy_position(part: &str) -> String {
    sizes(part).join(",")
}

/// Reads a worksheet's query as it stands in the address, as [`Query::parse`]
/// reads it: `piles` if it is there, else the seed and level of a practice
/// link, with the parts that were ignored.
pub fn read_sheet(query: &str) -> (Sheet, Vec<PracticeProblem>) {
    let query = Query::parse(query);
    let Some(piles) = query.get("piles") else {
        // A practice link's kind, whatever it says, is passed over: a
        // worksheet is one kind of exercise.
        let (link, mut problems) = read_practice(&query);
        problems.retain(|p| p.key != "kind");
        let sheet = Sheet::Set {
            seed: link.seed,
            level: link.level,
        };
        return (sheet, problems);
    };
    // Beside typed positions a practice link's parts mean nothing, and are
    // passed over; a copy given twice and an unknown part are named.
    let problems = query
        .parts()
        .iter()
        .filter_map(|part| {
            let known = ["piles", "seed", "kind", "level", "lang", "projector"];
            unread(part, &known).map(|reason| PracticeProblem {
                key: part.name.clone(),
                value: part.value.clone(),
                reason,
            })
        })
        .collect();
    (Sheet::Typed(piles.into()), problems)
}

/// The positions of a worksheet: those that can go on the sheet, each with its
/// number as typed (from 1), and why each one was left off, or why the whole
/// text was when none can be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SheetPositions {
    pub positions: Vec<(usize, Position)>,
    pub problems: Vec<SheetProblem>,
}

/// Why typed positions, or one of them, cannot go on a sheet: worded where it
/// is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetProblem {
    /// Nothing typed.
    Empty,
    /// More positions than a sheet holds: the first [`MAX_POSITIONS`] are on
    /// it, and this many after them left off.
    TooMany(usize),
    /// The position numbered `number` (from 1), as typed, left off.
    LeftOff {
        number: usize,
        typed: String,
        why: PositionProblem,
    },
}

/// Why one typed position cannot go on a sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    /// Not a position at all.
    Setup(SetupError),
    /// A size that is not a whole number of sticks (as typed).
    NotASize(String),
    /// Every pile empty: nothing to play.
    AllEmpty,
    /// More piles than the sheet's tableau has room for.
    TooManyPiles,
    /// A pile with more sticks than the sheet draws.
    TooBig,
}

/// Reads positions such as `3,4,5; 7,6,4`, each with the engine's position
/// parsing. A bad one is named, with its number and why, and left off: one
/// slip does not blank the sheet.
pub fn read_positions(text: &str) -> SheetPositions {
    // A position with no sizes is passed over, here as in its link (`tidy`):
    // the others keep their numbers.
    let parts: Vec<(&str, String)> = text
        .split(';')
        .map(|p| (p.trim(), tidy_position(p)))
        .filter(|(_, tidied)| !tidied.is_empty())
        .collect();
    let whole = |why: SheetProblem| SheetPositions {
        positions: Vec::new(),
        problems: vec![why],
    };
    if parts.is_empty() {
        return whole(SheetProblem::Empty);
    }
    let mut read = SheetPositions::default();
    if parts.len() > MAX_POSITIONS {
        read.problems
            .push(SheetProblem::TooMany(parts.len() - MAX_POSITIONS));
    }
    for (i, (typed, tidied)) in parts.iter().take(MAX_POSITIONS).enumerate() {
        match read_position(tidied) {
            Ok(position) => read.positions.push((i + 1, position)),
            Err(why) => read.problems.push(SheetProblem::LeftOff {
                number: i + 1,
                typed: typed.to_string(),
                why,
            }),
        }
    }
    read
}

/// One position, its sizes joined by commas ([`tidy_position`]), or why it
/// cannot go on a sheet.
fn read_position(tidied: &str) -> Result<Position, PositionProblem> {
    // `1.000` is a thousand sticks, not piles of 1 and 0: more than a sheet draws.
    if grouped(&sizes(tidied)) {
        return Err(PositionProblem::TooBig);
    }
    // The sheet's own limits, not a game's, where the two differ.
    let position: Position = tidied.parse().map_err(|e| match e {
        SetupError::PileTooBig { .. } => PositionProblem::TooBig,
        SetupError::TooManyPiles(_) => PositionProblem::TooManyPiles,
        SetupError::NotANumber(text) => PositionProblem::NotASize(text),
        e => PositionProblem::Setup(e),
    })?;
    // As a game's link would be refused, and the sheet's QR code is one.
    if position.is_empty() {
        return Err(PositionProblem::AllEmpty);
    }
    if position.piles().len() > MAX_SHEET_PILES {
        return Err(PositionProblem::TooManyPiles);
    }
    if position.piles().iter().any(|&p| p > MAX_SHEET_STICKS) {
        return Err(PositionProblem::TooBig);
    }
    Ok(position)
}

/// The positions of a worksheet, and what was left off.
pub fn sheet_positions(sheet: &Sheet) -> SheetPositions {
    match sheet {
        Sheet::Set { seed, level } => SheetPositions {
            positions: (1..)
                .zip(exercise_set(*seed, ExerciseKind::Tableau, *level))
                .collect(),
            problems: Vec::new(),
        },
        Sheet::Typed(text) => read_positions(text),
    }
}

/// Positions as a worksheet link writes them: `3,4,5;7,6,4`.
pub fn positions_text(positions: &[(usize, Position)]) -> String {
    positions
        .iter()
        .map(|(_, position)| position.to_string())
        .collect::<Vec<_>>()
        .join(";")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{PracticeReason, DEFAULT_PRACTICE_SEED};

    #[test]
    fn reads_an_encoded_query_part_by_part() {
        assert_eq!(
            read_sheet("%70iles=3%2C4%2C5%3B7%2C6%2C4").0,
            Sheet::Typed("3,4,5;7,6,4".into())
        );
        // An encoded `&` stays inside its value: not a part of its own.
        let (sheet, problems) = read_sheet("seed=7%26level%3Dhard");
        assert_eq!(
            sheet,
            Sheet::Set {
                seed: DEFAULT_PRACTICE_SEED,
                level: Difficulty::Easy
            }
        );
        assert_eq!(problems[0].value, "7&level=hard");
        // Typed text that holds what a link cannot hold raw reads back whole.
        let typed = Sheet::Typed("3,4,5;7&seed=1#x".into());
        assert_eq!(typed.query(), "piles=3,4,5;7%26seed%3D1%23x");
        assert_eq!(read_sheet(&typed.query()), (typed, vec![]));
    }

    /// The same rules as every link: the first copy counts and the others are
    /// named, and so is an unknown part; a practice link's parts are passed
    /// over beside typed positions.
    #[test]
    fn a_part_given_twice_or_unknown_is_named() {
        let (sheet, problems) =
            read_sheet("PILES=3,4,5&piles=1,2&seed=7&level=hard&lang=it&colour=red");
        assert_eq!(sheet, Sheet::Typed("3,4,5".into()));
        let said: Vec<(&str, &str, &PracticeReason)> = problems
            .iter()
            .map(|p| (p.key.as_str(), p.value.as_str(), &p.reason))
            .collect();
        assert_eq!(
            said,
            [
                ("piles", "1,2", &PracticeReason::Repeated),
                ("colour", "red", &PracticeReason::Unknown),
            ]
        );
        let (sheet, problems) = read_sheet("seed=7&level=hard&seed=8&lang=it&lang=en");
        assert_eq!(
            sheet,
            Sheet::Set {
                seed: 7,
                level: Difficulty::Hard
            }
        );
        assert_eq!(keys(&problems), ["seed", "lang"]);
    }

    fn keys(problems: &[PracticeProblem]) -> Vec<&str> {
        problems.iter().map(|p| p.key.as_str()).collect()
    }

    #[test]
    fn reads_the_query() {
        assert_eq!(
            read_sheet("seed=7&level=medium"),
            (
                Sheet::Set {
                    seed: 7,
                    level: Difficulty::Medium
                },
                vec![]
            )
        );
        assert_eq!(
            read_sheet("piles=3,4,5;7,6,4&lang=it").0,
            Sheet::Typed("3,4,5;7,6,4".into())
        );
        let (sheet, problems) = read_sheet("seed=-3&level=expert");
        assert_eq!(
            sheet,
            Sheet::Set {
                seed: 1,
                level: Difficulty::Easy
            }
        );
        assert_eq!(problems.len(), 2);
        // A practice link's kind means nothing here, whatever it says.
        for link in [
            "seed=7&kind=move&level=hard",
            "seed=7&kind=xyz&level=hard",
            "seed=7&kind=move&kind=safe&level=hard",
        ] {
            let hard = Sheet::Set {
                seed: 7,
                level: Difficulty::Hard,
            };
            assert_eq!(read_sheet(link), (hard, vec![]), "{link}");
        }
        assert_eq!(
            Sheet::Typed("3, 4,5; 1,2".into()).query(),
            "piles=3,4,5;1,2"
        );
        assert_eq!(
            read_sheet(
                &Sheet::Set {
                    seed: 9,
                    level: Difficulty::Hard
                }
                .query()
            )
            .0,
            Sheet::Set {
                seed: 9,
                level: Difficulty::Hard
            }
        );
    }

    /// Spaces, dots and dashes between sizes separate piles, as in a game's
    /// link: never glued into one number.
    #[test]
    fn typed_positions_are_tidied_as_links_are() {
        assert_eq!(tidy("3 4 5; 7 6 4"), "3,4,5;7,6,4");
        assert_eq!(
            tidy(" 10  20,30 ;3.4.5;3-4-5;3_4+5"),
            "10,20,30;3,4,5;3,4,5;3,4,5"
        );
        assert_eq!(tidy("-3,4;3--4;3- 4;x"), "-3,4;3,-4;3,4;x");
        // A position of separators alone is passed over in the text and in its link alike.
        let read = read_positions("3,4,5; , ;7,6,4");
        assert_eq!(read.positions[1].0, 2);
        assert_eq!(read_positions(&tidy("3,4,5; , ;7,6,4")), read);
        // Thousands grouped are one number, too big for a sheet, not piles.
        let read = read_positions("1.000; 2,000,000; 3 1 0");
        assert_eq!(read.positions, [(3, "3,1,0".parse().unwrap())]);
        assert!(read.problems.iter().all(|p| matches!(
            p,
            SheetProblem::LeftOff {
                why: PositionProblem::TooBig,
                ..
            }
        )));
        assert_eq!(read.problems.len(), 2);
        let read = read_positions("3 4 5; 10 20 99; 1 -2");
        assert_eq!(read.positions, [(1, "3,4,5".parse().unwrap())]);
        assert!(matches!(
            &read.problems[..],
            [
                SheetProblem::LeftOff {
                    number: 2,
                    why: PositionProblem::TooBig,
                    ..
                },
                SheetProblem::LeftOff {
                    number: 3,
                    why: PositionProblem::NotASize(_),
                    ..
                },
            ]
        ));
        assert_eq!(
            Sheet::Typed("3 4 5; 7 6 4".into()).query(),
            "piles=3,4,5;7,6,4"
        );
    }

    /// A bad typed position is left off under its own number, with why; the
    /// good ones stay under theirs.
    #[test]
    fn reads_positions_and_leaves_off_the_bad_ones() {
        let read = read_positions(" 3,4,5 ;1,x,3; 7, 6, 4 ;0,0;99;1,1,1,1,1,1,1,1,1");
        assert_eq!(positions_text(&read.positions), "3,4,5;7,6,4");
        assert_eq!(
            read.positions.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
            [1, 3]
        );
        let why: Vec<(usize, &str, &PositionProblem)> = read
            .problems
            .iter()
            .map(|p| match p {
                SheetProblem::LeftOff { number, typed, why } => (*number, typed.as_str(), why),
                other => panic!("{other:?}"),
            })
            .collect();
        assert!(matches!(why[0], (2, "1,x,3", PositionProblem::NotASize(_))));
        assert_eq!(
            why[1..],
            [
                (4, "0,0", &PositionProblem::AllEmpty),
                (5, "99", &PositionProblem::TooBig),
                (6, "1,1,1,1,1,1,1,1,1", &PositionProblem::TooManyPiles),
            ]
        );
        assert_eq!(read_positions(" ; ").problems, [SheetProblem::Empty]);
        // The first positions a sheet holds are kept, and the rest counted.
        let too_many = read_positions(&["1"; MAX_POSITIONS + 3].join(";"));
        assert_eq!(too_many.problems, [SheetProblem::TooMany(3)]);
        assert_eq!(too_many.positions.len(), MAX_POSITIONS);
        assert_eq!(
            read_positions(&["1"; MAX_POSITIONS].join(";"))
                .positions
                .len(),
            MAX_POSITIONS
        );
        let set = sheet_positions(&Sheet::Set {
            seed: 7,
            level: Difficulty::Easy,
        });
        assert_eq!(
            set.positions
                .into_iter()
                .map(|(_, p)| p)
                .collect::<Vec<_>>(),
            exercise_set(7, ExerciseKind::Tableau, Difficulty::Easy)
        );
    }
}

/// The worksheet's link through its writer and reader, fed arbitrary sheets.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use proptest::prelude::*;

    use super::*;

    fn sheet() -> impl Strategy<Value = Sheet> {
        prop_oneof![
            (any::<u64>(), prop::sample::select(Difficulty::ALL.to_vec()))
                .prop_map(|(seed, level)| Sheet::Set { seed, level }),
            prop_oneof![
                any::<String>(),
                "[0-9]{1,2}(,[0-9]{1,2}){0,7}(;[0-9]{1,2}(,[0-9]{1,2}){0,7}){0,5}",
                "[0-9,;=&%+# .:a-zè]{0,30}",
            ]
            .prop_map(Sheet::Typed),
        ]
    }

    /// Every byte of each value percent-encoded, `,` `;` `=` included.
    fn encoded(query: &str) -> String {
        let parts: Vec<String> = query
            .split('&')
            .map(|part| {
                // The empty part after a last quote stays.
                let Some((name, value)) = part.split_once('=') else {
                    return part.to_string();
                };
                let mut out = format!("{name}=");
                let bytes = value.as_bytes();
                let mut i = 0;
                while i < bytes.len() {
                    if bytes[i] == b'%' {
                        out.push_str(&value[i..i + 3]);
                        i += 3;
                    } else {
                        out.push_str(&format!("%{:02X}", bytes[i]));
                        i += 1;
                    }
                }
                out
            })
            .collect();
        parts.join("&")
    }

    proptest! {
        /// A sheet reads back from its own link as itself (typed text as the
        /// link writes it, tidied), and so does a copy of the
        /// link with every value percent-encoded.
        #[test]
        fn a_sheet_reads_back_from_its_link(sheet in sheet()) {
            let query = sheet.query();
            let expected = match &sheet {
                Sheet::Typed(text) => Sheet::Typed(tidy(text)),
                set => set.clone(),
            };
            prop_assert_eq!(read_sheet(&query), (expected.clone(), vec![]));
            prop_assert_eq!(read_sheet(&encoded(&query)), (expected, vec![]));
            prop_assert_eq!(
                Query::parse(&query).parts().len(),
                query.split('&').filter(|part| !part.is_empty()).count()
            );
        }

        /// Any address reads as a sheet whose own link reads back as itself.
        #[test]
        fn any_text_reads_as_a_sheet_with_a_link(text in any::<String>()) {
            let (sheet, _) = read_sheet(&text);
            let again = read_sheet(&sheet.query());
            prop_assert_eq!(read_sheet(&again.0.query()), again);
        }
    }
}
