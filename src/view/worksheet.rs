//! The worksheet (`#/learn/worksheet?seed=7&level=easy`, or typed positions
//! `#/learn/worksheet?piles=3,4,5;7,6,4`): a page to print. Each position has its
//! sticks, an empty tableau to fill in and a QR code that opens it in the app;
//! the answers follow on a page of their own. The print style sheet (main.css,
//! `@media print`) leaves only the sheet, black on white.

use bouton_qr::QrPath;
use leptos::either::Either;
use leptos::prelude::*;

use crate::engine::{Difficulty, ExerciseKind, Position, Rules, Tableau};
use crate::game::{
    positions_text, read_sheet, sheet_positions, to_query, PositionProblem, PracticeLink, Setup,
    Sheet, SheetProblem, DEFAULT_PRACTICE_SEED, MAX_POSITIONS, MAX_SHEET_PILES, MAX_SHEET_STICKS,
};

use super::dice::Dice;
use super::pages::Pages;
use super::practice::practice_href;
use super::prefs::Pointer;
use super::qr::{qr_once, Qr};
use super::router::{hash_query, location_hash, replace_hash, Route};
use super::say::{level_name, problem_words, quoted, setup_error, winning_words};
use super::share::base_address;
use super::tableau::TableauFigure;
use super::text::{fill, Text, Words};

impl SheetProblem {
    pub fn say(&self, t: &Text) -> String {
        match self {
            SheetProblem::Empty => t.worksheet_empty.into(),
            SheetProblem::TooMany(left) => fill(t.worksheet_too_many, &[&MAX_POSITIONS, left]),
            SheetProblem::LeftOff { number, typed, why } => {
                let why = match why {
                    PositionProblem::NotASize(text) => fill(
                        t.setup_not_number,
                        &[&quoted(text), &t.num(MAX_SHEET_STICKS)],
                    ),
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

/// Writes `sheet` into the address, so the page can be linked and reloaded.
fn show_in_address(sheet: &Sheet) {
    replace_hash(&format!("{}?{}", Route::Worksheet.href(), sheet.query()));
}

#[component]
pub fn WorksheetPage() -> impl IntoView {
    let t = Words::get();
    let dice = Dice::get();
    let pages = Pages::get();
    // Kept while the app runs ([`Pages`]): the navigation's link, with no
    // sheet named, comes back to the sheet last shown.
    let hash = location_hash();
    let kept = pages
        .worksheet
        .signal()
        .filter(|_| hash_query(&hash).trim().is_empty());
    let (first, problems) = match &kept {
        Some(kept) => (kept.with_untracked(|q| read_sheet(q).0), Vec::new()),
        None => read_sheet(hash_query(&hash)),
    };
    // Typed positions with a bad one stay as typed, to be mended.
    let opening = sheet_positions(&first);
    let typed = RwSignal::new(match &first {
        Sheet::Typed(text) if !opening.problems.is_empty() => text.clone(),
        _ => positions_text(&opening.positions),
    });
    // The sheet on show, kept as its query (`seed=7&level=easy`, `piles=3,4,5`).
    let query: RwSignal<String> = match kept {
        Some(kept) => {
            show_in_address(&first);
            kept.into()
        }
        None => {
            // A part ignored is named once, in the notice, and goes from the
            // address, as a practice link's does: a link passed on gives the
            // sheet on show.
            if !problems.is_empty() {
                show_in_address(&first);
            }
            pages.worksheet.keep(first.query()).into()
        }
    };
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
    // The link's notice speaks of the sheet it opened, not of those after it.
    let problems = RwSignal::new(problems);
    // The sheet goes into the address, so the page can be linked and
    // reloaded; typed positions are written out as a link writes them. With a
    // bad one the good ones are drawn, and the field keeps what was typed, to
    // be mended.
    let show = move |next: Sheet| {
        let read = sheet_positions(&next);
        // The field holds the positions on show, so that one can be changed
        // and the sheet made again.
        let text = read
            .problems
            .is_empty()
            .then(|| positions_text(&read.positions));
        if let Some(text) = &text {
            typed.set(text.clone());
        }
        let shown = match (next, text) {
            (Sheet::Typed(_), Some(text)) => Sheet::Typed(text),
            (next, _) => next,
        };
        problems.set(Vec::new());
        show_in_address(&shown);
        query.set(shown.query());
    };
    let own = move || sheet.with(|s| matches!(s, Sheet::Typed(_)));
    let levels = Difficulty::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.as_str() prop:selected=move || !own() && set().1 == l>{move || level_name(t.text(), l)}</option>
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
    let no_notices = move || problems.with(Vec::is_empty);
    let notices = move || {
        let t = t.text();
        let said: Vec<String> = problems.with(|p| p.iter().map(|p| problem_words(t, p)).collect());
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
                <p>{move || Pointer::detect().pick(t.text().worksheet_intro, t.text().worksheet_intro_touch)}</p>
                <div class="link-notice" role="status" data-testid="worksheet-notice" class:hidden=no_notices>
                    <p class="notices">{notices}</p>
                </div>
                <p class="ws-fields">
                    <label>{t.practice_level()} " "
                        <select data-testid="worksheet-level" on:change=move |ev| {
                            if let Ok(level) = event_target_value(&ev).parse() {
                                show(Sheet::Set { seed: set().0, level });
                            }
                        }>
                            // Typed positions are no level's: any level picked
                            // is a change, back to a set.
                            <option value="" disabled hidden=move || !own() prop:selected=own>{t.worksheet_own()}</option>
                            {levels}
                        </select>
                    </label>
                    " "
                    <button type="button" data-testid="worksheet-new" on:click=move |_| {
                        show(Sheet::Set { seed: dice.new_seed(set().0), level: set().1 });
                    }>{t.practice_new()}</button>
                    " "
                    // The same positions, to fill in on screen: a set's (the
                    // practice page draws sets, not typed positions).
                    <a class="button" data-testid="worksheet-practice"
                        class:hidden=own
                        href=move || {
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
            // No sheet without a position on it: only the reasons above.
            <header class="ws-head" class:hidden=move || list.with(Vec::is_empty)>
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
    // On screen the answers wait for a press: a pupil sent the sheet's link
    // should not find them under it. On paper they are the last page, which
    // the teacher prints or not.
    let shown = RwSignal::new(false);
    view! {
        <div class="ws-positions">{sheets}</div>
        <section class="ws-answers" data-testid="worksheet-answers">
            <h2>{t.worksheet_answers()}</h2>
            <button type="button" data-testid="worksheet-show-answers" aria-expanded=move || shown.get().to_string()
                on:click=move |_| shown.update(|s| *s = !*s)>
                {move || if shown.get() { t.text().worksheet_hide_answers } else { t.text().worksheet_show_answers }}
            </button>
            <div class="ws-answer-list" class:unshown=move || !shown.get()>{answers}</div>
        </section>
    }
}

/// One position: its sticks, an empty tableau, the verdict to tick, and a QR code
/// of the link that opens it in the app.
#[component]
fn SheetPosition(number: usize, position: Position, base: String) -> impl IntoView {
    let t = Words::get();
    let piles = position.to_string();
    let setup = Setup {
        position: position.clone(),
        ..Setup::default()
    };
    let link = format!("{base}?{}", to_query(&setup));
    let width = Tableau::columns_of(&position);
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
    // Offline before the app was cached, the code cannot be drawn: the sheet
    // says so where the code would be.
    let qr = qr_once(link.clone());
    let qr = move || match qr.get() {
        Qr::Code(QrPath { size, d }) => Some(Either::Left(view! {
            <svg class="ws-qr" data-testid="worksheet-qr" data-link=link.clone() xmlns="http://www.w3.org/2000/svg"
                viewBox=format!("0 0 {size} {size}") role="img" aria-label=move || fill(t.text().worksheet_qr, &[&number])
                shape-rendering="crispEdges">
                <rect width=size height=size fill="#fff"/>
                <path fill="#000" d=d/>
            </svg>
        })),
        Qr::Failed => Some(Either::Right(view! {
            <p class="ws-qr-failed" data-testid="worksheet-qr-failed">{t.qr_failed()}</p>
        })),
        _ => None,
    };
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
    use crate::game::{read_positions, SheetPositions};
    use crate::view::text::{EN, IT};

    /// What was left off, in `t`'s words.
    fn said(t: &Text, read: &SheetPositions) -> Vec<String> {
        read.problems.iter().map(|p| p.say(t)).collect()
    }

    #[test]
    fn names_the_bad_position_in_words() {
        let e = said(&EN, &read_positions("1,2;3,x")).join(" ");
        assert!(e.starts_with("Position 2 (“3,x”):"), "{e}");
        assert!(e.contains("“x” is not a number"), "{e}");
        assert!(said(&IT, &read_positions("3,x"))[0].starts_with("Posizione 1"));
        assert_eq!(said(&EN, &read_positions(" ; ")), [EN.worksheet_empty]);
        // Every pile empty: refused as a game's link is (the sheet's QR code is one).
        assert_eq!(
            said(&EN, &read_positions("3,4,5;0,0")),
            ["Position 2 (“0,0”): every pile is empty, so there would be nothing to play; it is left off the sheet."]
        );
        assert!(said(&EN, &read_positions("64"))[0].contains("63"));
        assert!(said(&EN, &read_positions("1,1,1,1,1,1,1,1,1"))[0].contains(" 8 piles"));
        assert!(said(&EN, &read_positions(&["1"; 21].join(";")))[0].contains("20"));
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
            ["Position 2 (“1,x,3”): “x” is not a number of sticks from 0 to 63; it is left off the sheet."]
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

/// Whatever a worksheet's address holds, what it ignores is said in words.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use proptest::prelude::*;

    use super::*;
    use crate::view::text::{EN, IT};

    proptest! {
        #[test]
        fn any_text_is_read_without_panic(text in any::<String>()) {
            let (sheet, problems) = read_sheet(&text);
            for problem in problems {
                prop_assert!(!problem_words(&EN, &problem).is_empty());
                prop_assert!(!problem_words(&IT, &problem).is_empty());
            }
            for problem in sheet_positions(&sheet).problems {
                prop_assert!(!problem.say(&EN).is_empty());
            }
        }
    }
}
