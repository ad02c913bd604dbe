//! Bouton's column-sum tableau, drawn from [`crate::engine::Tableau`].
//!
//! Rows are a keyed `<For>`; each row's cells for the columns are kept and
//! compared with what they should show ([`patch_cells`]): after a move only
//! the digits and sums that changed are written.

use leptos::html::Tr;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlTableRowElement};

use crate::engine::{Highlight, MisereStage, Outcome, Row, Tableau};

use super::follow::{effect, follow, Item, Items};
use super::table::Table;
use super::text::{fill, Text, Words};

/// The words for a verdict, as the tableau says it.
pub fn verdict_words(t: &Text, outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Safe => t.verdict_safe,
        Outcome::Unsafe => t.verdict_unsafe,
    }
}

/// The verdict on a position the tableau shows: at the end of a game it is
/// said of the player who would move and cannot, who has lost in normal play
/// and won in misère, rather than of a move no one can make.
/// `over` is whether the game is over ([`Tableau::is_over`], never for a game
/// in disguise).
pub fn tableau_verdict(t: &Text, outcome: Outcome, over: bool) -> &'static str {
    match (over, outcome) {
        (true, Outcome::Safe) => t.verdict_safe_over,
        (true, Outcome::Unsafe) => t.verdict_unsafe_over,
        (false, outcome) => verdict_words(t, outcome),
    }
}

/// Whether the verdict on `tableau` is said of a game that has ended: not for
/// a game in disguise, whose hidden piles may all be 0 with moves still to make.
fn says_over(tableau: &Tableau, disguised: bool) -> bool {
    !disguised && tableau.is_over()
}

pub fn verdict_key(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Safe => "safe",
        Outcome::Unsafe => "unsafe",
    }
}

/// The notes under the tableau: how a take limit, Moore's k or misère play
/// reads it, and which case of the misère rule applies.
pub fn tableau_notes(words: &Text, t: &Tableau) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(k) = t.limit {
        notes.push(fill(words.note_limit, &[&words.num(k), &words.num(k + 1)]));
    }
    let k = t.piles_per_move;
    // Moore's rule by the column sums, but for the misère endgame, whose own
    // rule (by the ones) would contradict it.
    let endgame = matches!(t.misere, Some(MisereStage::Endgame { .. }));
    if k > 1 && !endgame {
        notes.push(fill(words.note_moore, &[&k, &(k + 1)]));
    }
    notes.extend(
        t.misere
            .map(|stage| match (stage, t.limit.is_some(), k > 1) {
                (MisereStage::Endgame { ones }, _, true) => {
                    fill(words.note_moore_endgame, &[&ones, &(k + 1)])
                }
                (MisereStage::Endgame { ones }, true, _) => fill(words.note_endgame_g, &[&ones]),
                (MisereStage::Endgame { ones }, false, _) => fill(words.note_endgame, &[&ones]),
                (MisereStage::AsNormal, _, true) => fill(words.note_misere_moore, &[&(k + 1)]),
                (MisereStage::AsNormal, true, false) => words.note_misere_g.into(),
                (MisereStage::AsNormal, ..) => words.note_misere.into(),
            }),
    );
    notes
}

/// What a lesson step lights up in the live tableau: its columns as a bit mask
/// (column k), and whether the column sums. (Piles light up on the board.)
#[derive(Clone, Copy)]
struct Lit {
    columns: Memo<u32>,
    sums: Memo<bool>,
}

impl Lit {
    /// Only the game's live tableau is marked, and only the game has a
    /// [`Table`]: the learning pages draw theirs without one.
    fn new(marked: bool) -> Lit {
        let table = marked.then(Table::get);
        let mask =
            |items: &mut dyn Iterator<Item = u32>| items.fold(0, |m, i| m | 1u32 << i.min(31));
        let columns = Memo::new(move |_| match table.map(|table| table.lit()) {
            Some(Highlight::Column(k)) => mask(&mut std::iter::once(k)),
            Some(Highlight::Columns(ks)) => mask(&mut ks.into_iter()),
            _ => 0,
        });
        let sums =
            Memo::new(move |_| table.is_some_and(|table| table.lit() == Highlight::ColumnSums));
        Lit { columns, sums }
    }

    fn column(&self, k: u32) -> bool {
        self.columns.get() >> k.min(31) & 1 == 1
    }
}

/// The tableau of one position as a figure with its caption. `testid` names it
/// for tests (`tableau` for the live one, `tableau-preview`, `tableau-review`);
/// the `marked` one lights up what a lesson step names. The tableau of a game
/// in disguise (`disguised`) is that of its hidden piles, which may all be 0
/// while coins or counters can still move: its verdict is never that of a
/// game with no stick left.
#[component]
pub fn TableauFigure(
    #[prop(into)] tableau: Signal<Tableau>,
    testid: &'static str,
    #[prop(into)] caption: Signal<String>,
    #[prop(optional)] marked: bool,
    #[prop(optional)] disguised: bool,
) -> impl IntoView {
    let words = Words::get();
    let lit = Lit::new(marked);
    // Read by every row: written only when they change ([`follow`]).
    let width = follow(move || tableau.with(|t| t.column_sums.len() as u32));
    let rows = Items::follow(move || tableau.with(|t| t.rows.clone()));
    let limited = follow(move || tableau.with(|t| t.limit.is_some()));
    let nim_sum = Memo::new(move |_| tableau.with(|t| t.nim_sum));
    // Moore's Nim: the column sums mod k+1 decide, and get a row of their own.
    let modulus = Memo::new(move |_| tableau.with(Tableau::modulus));
    let outcome = Memo::new(move |_| tableau.with(|t| t.outcome));
    let over = Memo::new(move |_| tableau.with(|t| says_over(t, disguised)));
    let columns = move || (0..width.get()).rev();
    let gap = move || limited.get().then(|| view! { <td></td> });
    // The column sums, outlined and marked ◆ when they make the position
    // unsafe: odd, or in Moore's Nim not divisible by k+1 (the style sheet
    // draws the mark, and a screen reader says the cell's title, "odd
    // column"; in Moore's Nim the title is empty, the next row giving the sums
    // mod k+1, where a sum of 2 may make the position unsafe and 3 not).
    // The title says what the sum is, marked or not.
    let sums_row = NodeRef::<Tr>::new();
    effect(Box::new(move |before: Option<Drawn>| {
        let words = words.text();
        let cells: Vec<Cell> = tableau.with(|t| {
            // In the misère endgame an odd count of ones is the safe one: the
            // sums no longer say what is unsafe, so no sum is marked beside a
            // safe verdict (the note gives the rule).
            let endgame = matches!(t.misere, Some(MisereStage::Endgame { .. }));
            columns()
                .map(|k| {
                    let odd = t.column_residues.get(k as usize).is_some_and(|&r| r != 0);
                    let sum = t.column_sums.get(k as usize).copied().unwrap_or(0);
                    Cell {
                        class: match (odd && !endgame, lit.column(k)) {
                            (true, true) => "bit sum odd lit",
                            (true, false) => "bit sum odd",
                            (false, true) => "bit sum lit",
                            (false, false) => "bit sum",
                        },
                        title: Some(match (t.piles_per_move > 1, odd) {
                            (true, _) => "",
                            (false, true) => words.odd_column,
                            (false, false) => words.even_column,
                        }),
                        data: [Some(("data-column", k)), Some(("data-sum", sum))],
                        number: sum,
                    }
                })
                .collect()
        });
        patch_cells(sums_row.get(), cells, before)
    }));
    // The nim-sum in binary; in Moore's Nim, the column sums mod k+1.
    let nim_sum_row = NodeRef::<Tr>::new();
    effect(Box::new(move |before: Option<Drawn>| {
        let (modulus, nim_sum) = (modulus.get(), nim_sum.get());
        let cells: Vec<Cell> = columns()
            .map(|k| {
                let residue = residue(tableau, k);
                Cell {
                    class: "bit",
                    title: None,
                    data: [Some(("data-residue", residue)), None],
                    number: if modulus == 2 {
                        nim_sum >> k & 1
                    } else {
                        residue
                    },
                }
            })
            .collect();
        patch_cells(nim_sum_row.get(), cells, before)
    }));
    view! {
        <figure
            class="tableau"
            data-testid=testid
            data-nim-sum=move || nim_sum.get()
            data-verdict=move || verdict_key(outcome.get())
        >
            <figcaption>{caption}</figcaption>
            // Focusable, so a keyboard can scroll a tableau wider than its column.
            <div class="tableau-scroll" tabindex="0">
                // Its number of digit columns, for the style sheet to fit it to its column.
                <table class:limited=move || limited.get() style:--bits=move || width.get().to_string()>
                    <thead>
                        <tr>
                            <th scope="col">{words.col_pile()}</th>
                            // A game in disguise counts coins or gaps, not sticks.
                            <th scope="col">{words.of(if disguised { |t| t.col_size } else { |t| t.col_sticks })}</th>
                            {move || limited.get().then(|| view! { <th scope="col">{words.col_value()}</th> })}
                            {move || columns().map(|k| view! {
                                <th scope="col" class="bit">
                                    <span class="power" aria-hidden="true">"2"<sup>{k}</sup></span>
                                    // A screen reader says the place alone ("4", not "2 2 4").
                                    // A place wider than its column (1,024 and up) is written
                                    // sideways, whole, rather than broken across lines.
                                    <span class="place" class:wide={k >= 10}>{move || words.text().num(1u64 << k)}</span>
                                </th>
                            }).collect_view()}
                        </tr>
                    </thead>
                    <tbody>
                        <For each=move || 0..rows.len() key=|i| *i let:i>
                            <TableauRow row=rows.item(i) i width limited lit/>
                        </For>
                    </tbody>
                    <tfoot>
                        <tr class="sums" class:lit=move || lit.sums.get() node_ref=sums_row>
                            <th scope="row" colspan="2">{words.column_sums()}</th>
                            {gap}
                        </tr>
                        // The nim-sum in binary; in Moore's Nim, the column sums mod k+1.
                        <tr class="nim-sum" data-testid=move || (modulus.get() > 2).then_some("residues") node_ref=nim_sum_row>
                            <th scope="row" colspan="2">
                                {move || {
                                    let words = words.text();
                                    match modulus.get() {
                                        2 => fill(words.nim_sum, &[&words.num(nim_sum.get())]),
                                        m => fill(words.sums_mod, &[&m]),
                                    }
                                }}
                            </th>
                            {gap}
                        </tr>
                    </tfoot>
                </table>
            </div>
            <p class="verdict" class:safe=move || outcome.get() == Outcome::Safe>
                <strong>{move || tableau_verdict(words.text(), outcome.get(), over.get())}</strong>
            </p>
            {move || tableau.with(|t| tableau_notes(words.text(), t)).into_iter().map(|note| view! { <p class="note">{note}</p> }).collect_view()}
        </figure>
    }
}

/// One pile's row: its number, its size (and value under a take limit), and its
/// binary digits; leading zeros are faint.
#[component]
fn TableauRow(
    row: Item<Row>,
    i: usize,
    width: ReadSignal<u32>,
    limited: ReadSignal<bool>,
    lit: Lit,
) -> impl IntoView {
    let value = Memo::new(move |_| row.with(|r| r.value).unwrap_or(0));
    let words = Words::get();
    // Its binary digits, leading zeros faint.
    let digits = NodeRef::<Tr>::new();
    effect(Box::new(move |before: Option<Drawn>| {
        let value = value.get();
        let top = u32::BITS - value.leading_zeros();
        let cells: Vec<Cell> = (0..width.get())
            .rev()
            .map(|k| Cell {
                class: match (k >= top, lit.column(k)) {
                    (_, true) => "bit lit",
                    (true, false) => "bit lead",
                    (false, false) => "bit",
                },
                title: None,
                data: [None, None],
                number: value >> k & 1,
            })
            .collect();
        patch_cells(digits.get(), cells, before)
    }));
    view! {
        <tr data-row=i + 1 node_ref=digits>
            <th scope="row">{i + 1}</th>
            <td class="num">{move || words.text().num(row.with(|r| r.size).unwrap_or(0))}</td>
            {move || limited.get().then(|| view! { <td class="num">{move || words.text().num(value.get())}</td> })}
        </tr>
    }
}

/// Column `k`'s sum mod 2, or mod k+1 in Moore's Nim.
fn residue(tableau: Signal<Tableau>, k: u32) -> u32 {
    tableau.with(|t| t.column_residues.get(k as usize).copied().unwrap_or(0))
}

/// What a cell for a column of the tableau shows: its class, its title if
/// it has one, up to two numbers in `data-` attributes, and its number.
#[derive(Clone, Copy, PartialEq)]
struct Cell {
    class: &'static str,
    title: Option<&'static str>,
    data: [Option<(&'static str, u32)>; 2],
    number: u32,
}

/// A row's cells for the columns as they are drawn: each element, and what
/// it shows (`None` before it is first written).
#[derive(Default)]
struct Drawn {
    row: Option<HtmlTableRowElement>,
    cells: Vec<(Element, Option<Cell>)>,
}

/// Writes `cells` into a row of the tableau (`td.bit`, one for each column,
/// the highest first, after the row's other cells), where they differ from
/// what it shows (`before`, as the last call left it). A move changes a few
/// digits and sums: only those are written, as a person editing the table
/// would. (Drawn by the view, every cell was written anew with each move,
/// each attribute taken off and put back; with a reactive part for each digit
/// and mark, the reactive graph cost the move more than the writes it saved:
/// docs/speed-history.md.)
fn patch_cells(row: Option<HtmlTableRowElement>, cells: Vec<Cell>, before: Option<Drawn>) -> Drawn {
    let Some(row) = row else {
        return Drawn::default();
    };
    // The cells as the last call left them; in a row met for the first time,
    // the column cells it holds already, to be written anew (a figure drawn
    // again in place, as one preview following another is, keeps its rows).
    let mut drawn = match before.filter(|b| b.row.as_ref() == Some(&row)) {
        Some(before) => before.cells,
        None => column_cells(&row),
    };
    // Cells made or taken away (another number of columns).
    while drawn.len() > cells.len() {
        if let Some((extra, _)) = drawn.pop() {
            extra.remove();
        }
    }
    while drawn.len() < cells.len() {
        let Ok(cell) = document().create_element("td") else {
            break;
        };
        let _ = row.append_child(&cell);
        drawn.push((cell, None));
    }
    for ((el, shown), cell) in drawn.iter_mut().zip(cells) {
        let was = shown.replace(cell);
        if was == Some(cell) {
            continue;
        }
        if was.map(|w| w.class) != Some(cell.class) {
            let _ = el.set_attribute("class", cell.class);
        }
        if let Some(title) = cell.title.filter(|&t| was.and_then(|w| w.title) != Some(t)) {
            let _ = el.set_attribute("title", title);
        }
        for (j, data) in cell.data.iter().enumerate() {
            if let Some((name, n)) = data.filter(|&d| was.and_then(|w| w.data[j]) != Some(d)) {
                let _ = el.set_attribute(name, &n.to_string());
            }
        }
        if was.map(|w| w.number) != Some(cell.number) {
            let text = cell.number.to_string();
            // The cell's text node, written in place once it has one.
            match el.first_child() {
                Some(node) => node.set_node_value(Some(&text)),
                None => el.set_text_content(Some(&text)),
            }
        }
    }
    Drawn {
        row: Some(row),
        cells: drawn,
    }
}

/// The cells for the columns a row holds (`td.bit`), each as not yet written.
fn column_cells(row: &HtmlTableRowElement) -> Vec<(Element, Option<Cell>)> {
    let Ok(found) = row.query_selector_all(":scope > td.bit") else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into::<Element>().ok())
        .map(|cell| (cell, None))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Ending, Position, Rules};
    use crate::view::text::{EN, IT};

    /// At the end of a game the verdict is on the player who cannot move: lost
    /// in normal play, won in misère, in every variant.
    #[test]
    fn the_end_of_a_game_is_said_as_such() {
        let empty = Position::new(vec![0, 0, 0]).unwrap();
        for (rules, said) in [
            (Rules::NORMAL, EN.verdict_safe_over),
            (
                Rules::new(Ending::Normal, Some(3)).unwrap(),
                EN.verdict_safe_over,
            ),
            (
                Rules::moore(2, Ending::Normal).unwrap(),
                EN.verdict_safe_over,
            ),
            (
                Rules::new(Ending::Misere, None).unwrap(),
                EN.verdict_unsafe_over,
            ),
            (
                Rules::new(Ending::Misere, Some(3)).unwrap(),
                EN.verdict_unsafe_over,
            ),
            (
                Rules::moore(2, Ending::Misere).unwrap(),
                EN.verdict_unsafe_over,
            ),
        ] {
            let tableau = Tableau::new(&empty, &rules);
            assert!(tableau.is_over());
            assert_eq!(
                tableau_verdict(&EN, tableau.outcome, says_over(&tableau, false)),
                said,
                "{rules:?}"
            );
        }
        // A staircase whose odd steps are empty, or Northcott's game with every
        // gap closed, may still have coins or counters to move: its hidden
        // piles' verdict is the plain one.
        let hidden = Tableau::new(&empty, &Rules::NORMAL);
        assert_eq!(
            tableau_verdict(&EN, hidden.outcome, says_over(&hidden, true)),
            EN.verdict_safe
        );
        // One stick left: the game goes on, and the verdict is on the next move.
        let one = Tableau::new(&Position::new(vec![0, 1, 0]).unwrap(), &Rules::NORMAL);
        assert!(!one.is_over());
        assert_eq!(
            tableau_verdict(&EN, one.outcome, one.is_over()),
            EN.verdict_unsafe
        );
    }

    #[test]
    fn a_large_take_limit_is_written_the_language_s_way() {
        let rules = Rules::new(Ending::Normal, Some(1_000_000)).unwrap();
        let tableau = Tableau::new(&Position::new(vec![3, 4, 5]).unwrap(), &rules);
        assert!(tableau_notes(&EN, &tableau)[0].starts_with("Take at most 1,000,000:"));
        assert!(tableau_notes(&EN, &tableau)[0].contains("mod 1,000,001"));
        assert!(tableau_notes(&IT, &tableau)[0].starts_with("Al massimo 1.000.000 per mossa"));
    }

    #[test]
    fn misere_moore_says_its_own_endgame_count() {
        // Before the endgame of misère Moore's Nim with k = 2, the note must not
        // give ordinary misère's "odd number of ones": leaving 3 ones loses.
        let rules = Rules::moore(2, Ending::Misere).unwrap();
        let tableau = Tableau::new(&Position::new(vec![3, 4, 5]).unwrap(), &rules);
        let notes = tableau_notes(&EN, &tableau);
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(
            notes[1].starts_with("Misère Moore: while some pile"),
            "{}",
            notes[1]
        );
        assert!(
            notes[1]
                .ends_with("leave a number of piles of one that is 1 more than a multiple of 3."),
            "{}",
            notes[1]
        );
        assert!(!notes[1].contains("odd"), "{}", notes[1]);
        // In the endgame the column sums no longer decide: only the ones' rule
        // is said (three ones: 0 by the column sums, yet unsafe).
        let tableau = Tableau::new(&Position::new(vec![1, 1, 1]).unwrap(), &rules);
        let notes = tableau_notes(&EN, &tableau);
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(
            notes[0].starts_with("Misère Moore: every pile"),
            "{notes:?}"
        );
    }
}
