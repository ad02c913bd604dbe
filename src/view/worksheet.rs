//! The worksheet (`#/learn/worksheet?seed=7&level=easy`, or typed positions
//! `#/learn/worksheet?piles=3,4,5;7,6,4`): a page to print. Each position has its
//! sticks, an empty tableau to fill in and a QR code that opens it in the app;
//! the answers follow on a page of their own. The print style sheet (main.css,
//! `@media print`) leaves only the sheet, black on white.

use leptos::prelude::*;

use crate::engine::{exercise_set, Difficulty, ExerciseKind, Position, Rules, SetupError, Tableau};
use crate::game::{
    read_practice, Counts, PracticeLink, PracticeProblem, PracticeReason, Query, QueryWriter,
    DEFAULT_PRACTICE_SEED,
};

use super::dice::Dice;
use super::practice::practice_href;
use super::router::{hash_query, location_hash, replace_hash, Route};
use super::say::{level_name, problem_words, setup_error, winning_words};
use super::share::{base_address, qr_path, QrPath};
use super::tableau::TableauFigure;
use super::text::{fill, Text, Words};

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
    /// Positions typed in: piles separated by commas, positions by semicolons.
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
            Sheet::Typed(text) => QueryWriter::new()
                .part("piles", &text.replace(' ', ""))
                .finish(),
        }
    }
}

/// Reads a worksheet's query as it stands in the address, as [`Query::parse`]
/// reads it: `piles` if it is there, else the seed and level of a practice
/// link, with the parts that were ignored.
pub fn read_sheet(query: &str) -> (Sheet, Vec<PracticeProblem>) {
    let query = Query::parse(query);
    let Some(piles) = query.get("piles") else {
        let (link, problems) = read_practice(&query);
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
            let known = matches!(
                part.name.as_str(),
                "piles" | "seed" | "kind" | "level" | "lang" | "projector"
            );
            let reason = if !known {
                PracticeReason::Unknown
            } else if !part.counts(Counts::First) {
                PracticeReason::Repeated
            } else {
                return None;
            };
            Some(PracticeProblem {
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
    /// More positions than a sheet holds.
    TooMany,
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
    /// Every pile empty: nothing to play.
    AllEmpty,
    /// More piles than the sheet's tableau has room for.
    TooManyPiles,
    /// A pile with more sticks than the sheet draws.
    TooBig,
}

impl SheetProblem {
    pub fn say(&self, t: &Text) -> String {
        match self {
            SheetProblem::Empty => t.worksheet_empty.into(),
            SheetProblem::TooMany => fill(t.worksheet_too_many, &[&MAX_POSITIONS]),
            SheetProblem::LeftOff { number, typed, why } => {
                let why = match why {
                    PositionProblem::Setup(e) => setup_error(t, e),
                    PositionProblem::AllEmpty => t.piles_all_empty.into(),
                    PositionProblem::TooManyPiles => {
                        fill(t.worksheet_too_many_piles, &[&MAX_SHEET_PILES])
                    }
                    PositionProblem::TooBig => fill(t.worksheet_too_big, &[&MAX_SHEET_STICKS]),
                };
                fill(t.worksheet_bad, &[number, typed, &why])
            }
        }
    }
}

/// Reads positions such as `3,4,5; 7,6,4`, each with the engine's position
/// parsing. A bad one is named, with its number and why, and left off: one
/// slip does not blank the sheet.
pub fn read_positions(text: &str) -> SheetPositions {
    let parts: Vec<&str> = text
        .split(';')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    let whole = |why: SheetProblem| SheetPositions {
        positions: Vec::new(),
        problems: vec![why],
    };
    if parts.is_empty() {
        return whole(SheetProblem::Empty);
    }
    if parts.len() > MAX_POSITIONS {
        return whole(SheetProblem::TooMany);
    }
    let mut read = SheetPositions::default();
    for (i, part) in parts.iter().enumerate() {
        match read_position(part) {
            Ok(position) => read.positions.push((i + 1, position)),
            Err(why) => read.problems.push(SheetProblem::LeftOff {
                number: i + 1,
                typed: part.to_string(),
                why,
            }),
        }
    }
    read
}

/// One typed position, or why it cannot go on a sheet.
fn read_position(part: &str) -> Result<Position, PositionProblem> {
    let position: Position = part.parse().map_err(PositionProblem::Setup)?;
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

#[component]
pub fn WorksheetPage() -> impl IntoView {
    let t = Words::get();
    let dice = Dice::get();
    let (first, problems) = read_sheet(hash_query(&location_hash()));
    // Typed positions with a bad one stay as typed, to be mended.
    let opening = sheet_positions(&first);
    let typed = RwSignal::new(match &first {
        Sheet::Typed(text) if !opening.problems.is_empty() => text.clone(),
        _ => positions_text(&opening.positions),
    });
    // The sheet on show, kept as its query (`seed=7&level=easy`, `piles=3,4,5`).
    let query = RwSignal::new(first.query());
    let sheet = Memo::new(move |_| query.with(|q| read_sheet(q).0));
    let positions = Memo::new(move |_| sheet.with(sheet_positions));
    // The sheet itself is drawn again only for other positions.
    let list = Memo::new(move |_| positions.with(|p| p.positions.clone()));
    // The seed and level on show, or the first set's for typed positions.
    let set = move || {
        sheet.with(|s| match s {
            Sheet::Set { seed, level } => (*seed, *level),
            Sheet::Typed(_) => (DEFAULT_PRACTICE_SEED, Difficulty::default()),
        })
    };
    // A sheet that can be drawn whole goes into the address, so the page can be
    // linked and reloaded; typed positions are written out as a link writes
    // them. With a bad one the good ones are drawn, and the field and the
    // address keep what was typed and what was there, to be mended.
    let show = move |next: Sheet| match sheet_positions(&next) {
        read if read.problems.is_empty() => {
            let text = positions_text(&read.positions);
            let shown = match next {
                Sheet::Typed(_) => Sheet::Typed(text.clone()),
                set => set,
            };
            replace_hash(&format!("{}?{}", Route::Worksheet.href(), shown.query()));
            query.set(shown.query());
            typed.set(text);
        }
        _ => query.set(next.query()),
    };
    let levels = Difficulty::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.as_str() prop:selected=move || set().1 == l>{move || level_name(t.text(), l)}</option>
            }
        })
        .collect_view();
    let sheet_head = move || {
        let t = t.text();
        sheet.with(|s| match s {
            Sheet::Set { seed, level } => fill(t.worksheet_set, &[seed, &level_name(t, *level)]),
            Sheet::Typed(_) => String::new(),
        })
    };
    let no_notices = problems.is_empty();
    let notices = move || {
        let t = t.text();
        let said: Vec<String> = problems.iter().map(|p| problem_words(t, p)).collect();
        said.join("\n")
    };
    let errors = move || {
        let t = t.text();
        positions.with(|p| {
            let said: Vec<String> = p.problems.iter().map(|e| e.say(t)).collect();
            said.join(" ")
        })
    };
    view! {
        <div class="worksheet" data-testid="worksheet">
            <div class="ws-controls">
                <h2>{t.worksheet_title()}</h2>
                <p>{t.worksheet_intro()}</p>
                <div class="link-notice" role="status" data-testid="worksheet-notice" class:hidden=no_notices>
                    <p class="notices">{notices}</p>
                </div>
                <p class="ws-fields">
                    <label>{t.practice_level()} " "
                        <select data-testid="worksheet-level" on:change=move |ev| {
                            if let Ok(level) = event_target_value(&ev).parse() {
                                show(Sheet::Set { seed: set().0, level });
                            }
                        }>{levels}</select>
                    </label>
                    " "
                    <button type="button" data-testid="worksheet-new" on:click=move |_| {
                        show(Sheet::Set { seed: dice.new_seed(set().0), level: set().1 });
                    }>{t.practice_new()}</button>
                    " "
                    // The same positions, to fill in on screen.
                    <a class="button" data-testid="worksheet-practice" href=move || {
                        let (seed, level) = set();
                        practice_href(PracticeLink { seed, kind: ExerciseKind::Tableau, level })
                    }>{t.practice_on_screen()}</a>
                </p>
                <form class="ws-fields" on:submit=move |ev| {
                    ev.prevent_default();
                    show(Sheet::Typed(typed.get_untracked()));
                }>
                    <label>{t.worksheet_piles()} " "
                        <input type="text" data-testid="worksheet-input" size="40" autocomplete="off"
                            prop:value=move || typed.get()
                            on:input=move |ev| typed.set(event_target_value(&ev))/>
                    </label>
                    " "
                    <button type="submit" data-testid="worksheet-make">{t.worksheet_make()}</button>
                </form>
                <p class="error" role="alert" data-testid="worksheet-error">{errors}</p>
            </div>
            <header class="ws-head">
                <h2>{t.worksheet_heading()}</h2>
                <p class="ws-set">{sheet_head}</p>
                <p class="ws-name">{t.worksheet_name()}</p>
                <p>{t.worksheet_task()}</p>
            </header>
            {move || {
                let list = list.get();
                (!list.is_empty()).then(|| view! { <SheetBody positions=list/> })
            }}
        </div>
    }
}

/// The positions to work on, each with its number as typed, then the answers
/// on a page of their own.
#[component]
fn SheetBody(positions: Vec<(usize, Position)>) -> impl IntoView {
    let t = Words::get();
    let base = base_address();
    let answers = positions
        .iter()
        .map(|(number, position)| {
            let (number, position) = (*number, position.clone());
            let shown = position.clone();
            let caption = move || {
                let t = t.text();
                fill(t.worksheet_answer_of, &[&number, &t.listing(&shown)])
            };
            let tableau = Signal::stored(Tableau::new(&position, &Rules::NORMAL));
            view! {
                <div class="ws-answer">
                    <TableauFigure tableau testid="worksheet-tableau" caption/>
                    <p>{move || winning_words(t.text(), &position)}</p>
                </div>
            }
        })
        .collect_view();
    let sheets = positions
        .into_iter()
        .map(|(number, position)| view! { <SheetPosition number position base=base.clone()/> })
        .collect_view();
    view! {
        <div class="ws-positions">{sheets}</div>
        <section class="ws-answers" data-testid="worksheet-answers">
            <h2>{t.worksheet_answers()}</h2>
            <div class="ws-answer-list">{answers}</div>
        </section>
    }
}

/// One position: its sticks, an empty tableau, the verdict to tick, and a QR code
/// of the link that opens it in the app.
#[component]
fn SheetPosition(number: usize, position: Position, base: String) -> impl IntoView {
    let t = Words::get();
    let piles = position.to_string();
    let link = format!(
        "{base}?{}",
        QueryWriter::new().part("piles", &piles).finish()
    );
    let width = Tableau::new(&position, &Rules::NORMAL).column_sums.len();
    let empty_cells = move || {
        (0..width)
            .map(|_| view! { <td class="ws-cell"></td> })
            .collect_view()
    };
    let pictures = position
        .piles()
        .iter()
        .enumerate()
        .map(|(i, &count)| {
            view! {
                <li class="ws-pile">
                    <span class="ws-pile-name">{move || { let t = t.text(); fill(t.pile_label, &[&(i + 1), &t.sticks(count)]) }}</span>
                    <span class="ws-sticks" aria-hidden="true">
                        {(0..count).map(|_| view! { <span class="ws-stick"></span> }).collect_view()}
                    </span>
                </li>
            }
        })
        .collect_view();
    let rows = position
        .piles()
        .iter()
        .enumerate()
        .map(|(i, &count)| {
            view! {
                <tr>
                    <th scope="row">{i + 1}</th>
                    <td class="num">{count}</td>
                    {empty_cells()}
                </tr>
            }
        })
        .collect_view();
    let qr = qr_path(&link).map(|QrPath { size, d }| {
        view! {
            <svg class="ws-qr" data-testid="worksheet-qr" data-link=link xmlns="http://www.w3.org/2000/svg"
                viewBox=format!("0 0 {size} {size}") role="img" aria-label=move || fill(t.text().worksheet_qr, &[&number])
                shape-rendering="crispEdges">
                <rect width=size height=size fill="#fff"/>
                <path fill="#000" d=d/>
            </svg>
        }
    });
    view! {
        <section class="ws-position" data-testid="worksheet-position" data-piles=piles>
            <h3>{move || fill(t.text().worksheet_position, &[&number])}</h3>
            <div class="ws-body">
                <ul class="ws-piles">{pictures}</ul>
                <div class="ws-work">
                    <table class="ws-grid">
                        <thead>
                            <tr>
                                <th scope="col">{t.col_pile()}</th>
                                <th scope="col">{t.col_sticks()}</th>
                                {(0..width).rev().map(|k| view! { <th scope="col">{move || t.text().num(1u64 << k)}</th> }).collect_view()}
                            </tr>
                        </thead>
                        <tbody>{rows}</tbody>
                        <tfoot>
                            <tr>
                                <th scope="row" colspan="2">{t.column_sums()}</th>
                                {empty_cells()}
                            </tr>
                            <tr>
                                <th scope="row" colspan="2">{t.worksheet_nim_sum()}</th>
                                {empty_cells()}
                            </tr>
                        </tfoot>
                    </table>
                    <p class="ws-verdict">{t.worksheet_safe_line()}</p>
                </div>
                {qr}
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

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

    /// What was left off, in `t`'s words.
    fn said(t: &Text, read: &SheetPositions) -> Vec<String> {
        read.problems.iter().map(|p| p.say(t)).collect()
    }

    #[test]
    fn reads_positions_or_names_the_bad_one() {
        let read = read_positions(" 3,4,5 ; 7, 6, 4 ;");
        assert!(read.problems.is_empty());
        assert_eq!(positions_text(&read.positions), "3,4,5;7,6,4");
        let e = said(&EN, &read_positions("1,2;3,x")).join(" ");
        assert!(e.starts_with("Position 2 (“3,x”):"), "{e}");
        assert!(e.contains("“x” is not a number"), "{e}");
        assert!(said(&IT, &read_positions("3,x"))[0].starts_with("Posizione 1"));
        assert_eq!(
            read_positions(" ; "),
            SheetPositions {
                positions: vec![],
                problems: vec![SheetProblem::Empty]
            }
        );
        assert_eq!(said(&EN, &read_positions(" ; ")), [EN.worksheet_empty]);
        // Every pile empty: refused as a game's link is (the sheet's QR code is one).
        assert_eq!(
            said(&EN, &read_positions("3,4,5;0,0")),
            ["Position 2 (“0,0”): every pile is empty, so there would be nothing to play; it is left off the sheet."]
        );
        assert!(said(&EN, &read_positions("64"))[0].contains("63"));
        assert!(read_positions("1,1,1,1,1,1,1,1,1").positions.is_empty());
        let too_many = read_positions(&["1"; 21].join(";"));
        assert_eq!(too_many.problems, [SheetProblem::TooMany]);
        assert!(too_many.positions.is_empty());
        assert_eq!(read_positions(&["1"; 20].join(";")).positions.len(), 20);
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

    /// One bad typed position is named, with its number and what is wrong,
    /// and the good ones stay on the sheet under their own numbers.
    #[test]
    fn a_bad_position_is_left_off_and_the_good_ones_kept() {
        let read = read_positions("3,4,5;1,x,3;7,6,4");
        assert_eq!(
            read.positions,
            [(1, "3,4,5".parse().unwrap()), (3, "7,6,4".parse().unwrap())]
        );
        assert_eq!(
            said(&EN, &read),
            ["Position 2 (“1,x,3”): “x” is not a number of sticks from 0 to 1,000,000; it is left off the sheet."]
        );
        let read = read_positions("3,4,5;1,x,3;7,6,4;99");
        assert_eq!(read.positions.len(), 2);
        let problems = said(&IT, &read);
        assert_eq!(problems.len(), 2);
        assert!(
            problems[1].starts_with("Posizione 4 (“99”)"),
            "{problems:?}"
        );
    }

    #[test]
    fn answers_in_words() {
        assert_eq!(
            winning_words(&EN, &"7,6,4".parse().unwrap()),
            "Winning moves: 5 sticks from pile 1, 3 sticks from pile 2 and 3 sticks from pile 3."
        );
        assert_eq!(
            winning_words(&EN, &"3,4,5".parse().unwrap()),
            "The winning move: 2 sticks from pile 1."
        );
        assert_eq!(
            winning_words(&EN, &"1,4,5".parse().unwrap()),
            EN.worksheet_no_win
        );
    }
}

/// The worksheet's link through its writer and reader, fed arbitrary sheets.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use proptest::prelude::*;

    use super::*;
    use crate::game::Query;

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
                let (name, value) = part.split_once('=').unwrap();
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
        /// link writes it: spaces dropped, trimmed), and so does a copy of the
        /// link with every value percent-encoded.
        #[test]
        fn a_sheet_reads_back_from_its_link(sheet in sheet()) {
            let query = sheet.query();
            let expected = match &sheet {
                Sheet::Typed(text) => Sheet::Typed(text.replace(' ', "").trim().to_string()),
                set => set.clone(),
            };
            prop_assert_eq!(read_sheet(&query), (expected.clone(), vec![]));
            prop_assert_eq!(read_sheet(&encoded(&query)), (expected, vec![]));
            prop_assert_eq!(Query::parse(&query).parts().len(), query.split('&').count());
        }

        #[test]
        fn any_text_is_read_without_panic(text in any::<String>()) {
            let (sheet, problems) = read_sheet(&text);
            let _ = sheet.query();
            for problem in problems {
                prop_assert!(!problem_words(&crate::view::text::EN, &problem).is_empty());
            }
        }
    }
}
