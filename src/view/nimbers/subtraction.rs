//! A subtraction game's row of nimbers, filled in one cell at a time by the
//! mex rule: each cell shows the nimbers of the piles one move below it and
//! the smallest number missing among them. Once the engine's window of
//! nimbers comes back, the period and the preperiod are marked, with the
//! reason the row repeats forever.

use leptos::prelude::*;

use crate::engine::{
    Periodicity, SubtractionCell, SubtractionOption, SubtractionSet, SubtractionSetError,
};

use super::super::text::{fill, Lang};
use super::text::{nt, NbWords};
use super::{and_list, sentence, set_error_words};

/// The row is never shorter than this, so a short period shows repeating.
const LEAST_CELLS: u32 = 24;

/// The set the page opens with.
const FIRST_SET: &str = "1,3,4";

/// A set's row and where it repeats, as the engine works them out.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    cells: Vec<SubtractionCell>,
    periodicity: Periodicity,
    /// How many cells prove the periodicity.
    proof: u32,
}

impl Row {
    fn of(set: SubtractionSet) -> Row {
        let proof = set.proof_length();
        Row {
            cells: set.working(proof.max(LEAST_CELLS) - 1),
            periodicity: set.periodicity(),
            proof,
        }
    }

    fn len(&self) -> u32 {
        self.cells.len() as u32
    }
}

/// A cell's working in words.
fn cell_words(lang: Lang, cell: &SubtractionCell) -> String {
    let (t, n) = (lang.text(), nt(lang));
    if cell.options.is_empty() {
        return fill(n.nb_cell_none, &[&t.sticks(cell.pile)]);
    }
    let list = |f: &dyn Fn(&SubtractionOption) -> u32| {
        let items: Vec<String> = cell.options.iter().map(|o| f(o).to_string()).collect();
        and_list(lang, &items)
    };
    // One move: "the only move", its one nimber the one that is not the mex.
    let said = if cell.options.len() == 1 {
        n.nb_cell_one
    } else {
        n.nb_cell
    };
    fill(
        said,
        &[
            &t.sticks(cell.pile),
            &list(&|o| o.take),
            &list(&|o| o.leaves),
            &list(&|o| o.nimber),
            &cell.nimber,
        ],
    )
}

/// The nimbers of a cell's options, as the cell shows them: "{2, 0, 1}", a
/// set whose mex is the cell's nimber, so each nimber once (two moves worth
/// 0 show "{0}", not "{0, 0}"), in the order of the moves.
fn seen(cell: &SubtractionCell) -> String {
    format!("{{{}}}", seen_nimbers(cell).join(", "))
}

/// Each nimber a cell's moves reach, once, in the order of the moves.
fn seen_nimbers(cell: &SubtractionCell) -> Vec<String> {
    let mut items: Vec<String> = Vec::new();
    for o in &cell.options {
        let n = o.nimber.to_string();
        if !items.contains(&n) {
            items.push(n);
        }
    }
    items
}

/// The verdict under the row: not proved yet, or the period with the reason
/// it lasts. Kept as the facts it is worded from.
fn verdict_lines(lang: Lang, set: SubtractionSet, periodicity: Option<Periodicity>) -> Vec<String> {
    let (t, n) = (lang.text(), nt(lang));
    let window = set.largest();
    match periodicity {
        None => vec![fill(n.nb_not_yet, &[&t.sticks(window)])],
        Some(Periodicity { preperiod, period }) => vec![
            fill(n.nb_periodic, &[&preperiod, &period]),
            fill(
                n.nb_sub_why,
                &[
                    &t.sticks(window),
                    &preperiod,
                    &(preperiod + window - 1),
                    &(preperiod + period),
                    &(preperiod + period + window - 1),
                    &period,
                ],
            ),
        ],
    }
}

#[component]
pub(super) fn SubtractionSection() -> impl IntoView {
    let nb = NbWords::get();
    let start: SubtractionSet = FIRST_SET.parse().expect("{1, 3, 4} is a subtraction set");
    let set = RwSignal::new(start);
    let typed = RwSignal::new(start.to_string());
    let error = RwSignal::new(None::<SubtractionSetError>);
    let filled = RwSignal::new(0u32);
    let row = Memo::new(move |_| Row::of(set.get()));
    let length = Memo::new(move |_| row.with(Row::len));
    let found = Memo::new(move |_| filled.get() >= row.with(|r| r.proof));
    let periodicity = Memo::new(move |_| found.get().then(|| row.with(|r| r.periodicity)));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match typed.get_untracked().parse::<SubtractionSet>() {
            Ok(read) => {
                error.set(None);
                set.set(read);
                filled.set(0);
            }
            Err(e) => error.set(Some(e)),
        }
    };
    let latest = move || {
        let n = filled.get();
        (n > 0)
            .then(|| {
                row.with(|r| {
                    r.cells
                        .get(n as usize - 1)
                        .map(|c| cell_words(nb.lang(), c))
                })
            })
            .flatten()
    };
    // A button that disables itself hands the focus to the one that undoes it,
    // after the frame that enables that one: never to the page.
    let (fills, empties) = (
        NodeRef::<leptos::html::Button>::new(),
        NodeRef::<leptos::html::Button>::new(),
    );
    let hand_to = move |to: NodeRef<leptos::html::Button>| {
        request_animation_frame(move || {
            if let Some(button) = to.get_untracked() {
                let _ = button.focus();
            }
        })
    };
    // One line, or two once the period is proved; another language rewrites
    // their text, and only a change in their number adds or removes one.
    let verdict = Memo::new(move |_| verdict_lines(nb.lang(), set.get(), periodicity.get()));
    view! {
        <section class="nb-section" aria-labelledby="nb-sub-title">
            <h3 id="nb-sub-title">{nb.of(|n| n.nb_sub_title)}</h3>
            <p>{nb.of(|n| n.nb_sub_intro)}</p>
            <form class="nb-set-form" on:submit=submit>
                <label>{nb.of(|n| n.nb_set_label)} " "
                    <input type="text" size="16" data-testid="sub-set" autocomplete="off" spellcheck="false"
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev))/>
                </label>
                " "
                <button type="submit" data-testid="sub-use">{nb.of(|n| n.nb_use_set)}</button>
            </form>
            <p class="error" role="alert" data-testid="sub-error">
                {move || error.with(|e| e.as_ref().map(|e| sentence(set_error_words(nb.lang(), e))))}
            </p>
            <p class="nb-buttons">
                <button type="button" data-testid="sub-step" node_ref=fills disabled=move || { filled.get() >= length.get() }
                    on:click=move |_| {
                        filled.update(|n| *n = (*n + 1).min(length.get_untracked()));
                        if filled.get_untracked() >= length.get_untracked() {
                            hand_to(empties);
                        }
                    }>{nb.of(|n| n.nb_step)}</button>
                <button type="button" data-testid="sub-all" disabled=move || { filled.get() >= length.get() }
                    on:click=move |_| {
                        filled.set(length.get_untracked());
                        hand_to(empties);
                    }>{nb.of(|n| n.nb_all)}</button>
                <button type="button" data-testid="sub-empty" node_ref=empties disabled=move || filled.get() == 0
                    on:click=move |_| {
                        filled.set(0);
                        hand_to(fills);
                    }>{nb.of(|n| n.nb_empty_row)}</button>
            </p>
            <ol class="nb-row" data-testid="sub-row" data-set=move || set.get().to_string()
                data-filled=move || filled.get()
                data-period=move || periodicity.get().map(|p| p.period)
                data-preperiod=move || periodicity.get().map(|p| p.preperiod)
                aria-label=nb.of(|n| n.nb_row_label)>
                <For each=move || { let s = set.get(); (0..filled.get()).map(move |pile| (s, pile)) }
                    key=|cell| *cell let:cell>
                    <SubCell row pile=cell.1 periodicity/>
                </For>
            </ol>
            <p data-testid="sub-latest" aria-live="polite">{latest}</p>
            <div data-testid="sub-period" class="nb-period" class:found=move || found.get()>
                <For each=move || 0..verdict.with(Vec::len) key=|i| *i let:i>
                    <p>{move || verdict.with(|lines| lines.get(i).cloned())}</p>
                </For>
            </div>
        </section>
    }
}

/// One cell: the pile, its options' nimbers, and their mex; once the row is
/// proved periodic, where the cell stands in it.
#[component]
fn SubCell(
    row: Memo<Row>,
    pile: u32,
    #[prop(into)] periodicity: Signal<Option<Periodicity>>,
) -> impl IntoView {
    let nb = NbWords::get();
    let Some(cell) = row.with_untracked(|r| r.cells.get(pile as usize).cloned()) else {
        return ().into_any();
    };
    let options: Vec<String> = cell.options.iter().map(|o| o.nimber.to_string()).collect();
    let place = move || {
        periodicity.get().map(|p| {
            if pile < p.preperiod {
                ("pre", false, false)
            } else {
                let beyond = pile - p.preperiod;
                (
                    "rep",
                    (beyond / p.period) % 2 == 1,
                    beyond.is_multiple_of(p.period),
                )
            }
        })
    };
    let mex = cell.nimber;
    let data_options = options.join(",");
    let heard = seen_nimbers(&cell);
    let said = move || {
        let lang = nb.lang();
        fill(
            nt(lang).nb_cell_short,
            &[&pile, &and_list(lang, &heard), &mex],
        )
    };
    view! {
        <li class="nb-cell" data-pile=pile data-nimber=mex data-options=data_options
            data-mex=mex
            data-place=move || place().map(|p| p.0)
            class:nb-alt=move || place().is_some_and(|p| p.1)
            class:nb-start=move || place().is_some_and(|p| p.2)>
            <span class="nb-cell-pile" aria-hidden="true">{pile}</span>
            <span class="nb-cell-seen" aria-hidden="true">{seen(&cell)}</span>
            <span class="nb-cell-value" aria-hidden="true">{mex}</span>
            <span class="sr-only">{said}</span>
        </li>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_says_its_working() {
        let row = Row::of(FIRST_SET.parse().unwrap());
        assert_eq!(row.proof, 11);
        assert_eq!(row.len(), LEAST_CELLS);
        assert_eq!(seen(&row.cells[5]), "{2, 0, 1}");
        // Moves worth the same nimber: each nimber once, as a set holds it.
        let twice = row
            .cells
            .iter()
            .find(|c| c.options.len() == 2 && c.options[0].nimber == c.options[1].nimber)
            .expect("a pile of two moves worth the same");
        assert_eq!(seen(twice), format!("{{{}}}", twice.options[0].nimber));
        assert_eq!(
            cell_words(Lang::En, &row.cells[5]),
            "A pile of 5 sticks: the moves take 1, 3 and 4, leaving 4, 2 and 1, worth 2, 0 and 1; \
             the smallest number not among them is 3, so its nimber is 3."
        );
        assert!(cell_words(Lang::It, &row.cells[0]).contains("0 bastoncini"));
        assert_eq!(
            cell_words(Lang::En, &row.cells[1]),
            "A pile of 1 stick: the only move takes 1, leaving 0, worth 0; the smallest number \
             other than 0 is 1, so its nimber is 1."
        );
        assert!(cell_words(Lang::It, &row.cells[1])
            .contains("l'unica mossa prende 1 e lascia 0, che vale 0"));
        // A long proof: the row reaches it.
        let long = Row::of("4,5,10,12,15,16,17,20".parse().unwrap());
        assert_eq!(long.periodicity.period, 836);
        assert_eq!(long.len(), long.proof);
        assert!(long.len() > 836);
    }

    #[test]
    fn the_verdict_gives_its_reason_once_proved() {
        let set: SubtractionSet = FIRST_SET.parse().unwrap();
        let before = verdict_lines(Lang::En, set, None);
        assert_eq!(before.len(), 1);
        assert!(
            before[0].contains("a move takes at most 4 sticks"),
            "{}",
            before[0]
        );
        let after = verdict_lines(Lang::En, set, Some(set.periodicity()));
        assert_eq!(after.len(), 2);
        assert!(after[0].contains("from pile 0 on, the nimbers come back every 7 piles"));
        assert!(after[1].contains("The nimbers of piles 0 to 3 are those of piles 7 to 10"));
    }
}
