//! Kayles: the nimbers of rows of pins up to `SHOWN_PINS`, the period that Guy
//! and Smith's theorem proves (checked by the engine), the working of any row,
//! and a row played against the computer.

use leptos::prelude::*;

use crate::engine::{
    kayles_period, kayles_working, KaylesCell, Periodicity, KAYLES_CHECKED_PINS, MAX_KAYLES_PINS,
};

use super::super::number::{read_in_range, BadNumber, Quantity};
use super::super::table::focus;
use super::super::text::{fill, Lang};
use super::board::SumBoard;
use super::duel::{kayles_match, status_key, status_words, Duel, Match};
use super::text::{nt, NbWords};
use super::{and_list, pins};

/// The rows shown: 0 to this many pins.
const SHOWN_PINS: u32 = 100;

/// A row's working in words: the nim-sums its moves leave, and their mex.
fn kayles_words(lang: Lang, cell: &KaylesCell) -> String {
    if cell.options.is_empty() {
        return fill(nt(lang).nb_kayles_none, &[&pins(lang, cell.pins)]);
    }
    let mut sums: Vec<u32> = cell.options.iter().map(|o| o.nimber).collect();
    sums.sort_unstable();
    sums.dedup();
    let listed: Vec<String> = sums.iter().map(u32::to_string).collect();
    let said = if sums.len() == 1 {
        nt(lang).nb_kayles_cell_one
    } else {
        nt(lang).nb_kayles_cell
    };
    fill(
        said,
        &[
            &pins(lang, cell.pins),
            &and_list(lang, &listed),
            &cell.nimber,
        ],
    )
}

/// The Guy–Smith check in words: the stretch compared, and how far the engine
/// computed.
fn why_words(lang: Lang, p: Periodicity) -> String {
    let last = 2 * p.preperiod + p.period + 1;
    fill(
        nt(lang).nb_kayles_why,
        &[
            &p.preperiod,
            &last,
            &p.period,
            &(last + p.period),
            &KAYLES_CHECKED_PINS,
        ],
    )
}

/// A refused number of pins, in words. The app's [`Quantity`] has no name for
/// pins (they are this page's, and its words are its own), so the refusal's
/// own `what` is passed over and the page's name for the number said instead.
fn pins_refusal(lang: Lang, bad: &BadNumber) -> String {
    bad.say_as(lang.text(), nt(lang).nb_what_pins)
}

#[component]
pub(super) fn KaylesSection() -> impl IntoView {
    let nb = NbWords::get();
    let cells = StoredValue::new(kayles_working(SHOWN_PINS));
    let period = kayles_period();
    let chosen = RwSignal::new(7u32);
    let nimber =
        move |n: u32| cells.with_value(|c| c.get(n as usize).map_or(0, |cell| cell.nimber));
    // The arrows (and Home, End) move the focus along the row, and with it the
    // row explained: one tab stop for the whole row.
    let arrows = move |ev: leptos::ev::KeyboardEvent| {
        let n = chosen.get_untracked();
        let next = match ev.key().as_str() {
            "ArrowLeft" | "ArrowUp" => n.saturating_sub(1),
            "ArrowRight" | "ArrowDown" => (n + 1).min(SHOWN_PINS),
            "Home" => 0,
            "End" => SHOWN_PINS,
            _ => return,
        };
        ev.prevent_default();
        chosen.set(next);
        focus(&format!("[data-testid=kayles-row] [data-pins='{next}']"));
    };
    let row = (0..=SHOWN_PINS)
        .map(|n| {
            let value = nimber(n);
            let (repeating, alt, start) = match period {
                Some(p) if n >= p.preperiod => {
                    let beyond = n - p.preperiod;
                    (true, (beyond / p.period) % 2 == 1, beyond % p.period == 0)
                }
                _ => (false, false, false),
            };
            let label = move || {
                let lang = nb.lang();
                fill(nt(lang).nb_kayles_cell_label, &[&pins(lang, n), &value])
            };
            view! {
                <button type="button" class="nb-kcell" data-pins=n data-nimber=value
                    class:nb-rep=repeating class:nb-alt=alt class:nb-start=start
                    aria-label=label
                    aria-pressed=move || (chosen.get() == n).to_string()
                    tabindex=move || if chosen.get() == n { "0" } else { "-1" }
                    on:click=move |_| chosen.set(n)>
                    <span class="nb-cell-pile" aria-hidden="true">{n}</span>
                    <span class="nb-cell-value" aria-hidden="true">{value}</span>
                </button>
            }
        })
        .collect_view();
    // Drawn again for another row; its sentence follows the language alone.
    let working = move || {
        let n = chosen.get();
        cells.with_value(|c| {
            let cell = c.get(n as usize)?;
            let chips = |knocked: u32| {
                cell.options
                    .iter()
                    .filter(|o| o.knocked == knocked)
                    .map(|o| {
                        let g = |pins: u32| c.get(pins as usize).map_or(0, |cell| cell.nimber);
                        let text = format!(
                            "{} + {}: {} ⊕ {} = {}",
                            o.left,
                            o.right,
                            g(o.left),
                            g(o.right),
                            o.nimber
                        );
                        view! { <li>{text}</li> }
                    })
                    .collect_view()
            };
            let said = move || {
                cells.with_value(|c| c.get(n as usize).map(|cell| kayles_words(nb.lang(), cell)))
            };
            Some(view! {
                <p data-testid="kayles-working" data-pins=n data-nimber=cell.nimber>{said}</p>
                <p class="nb-help">{nb.of(|n| n.nb_kayles_legend)}</p>
                <h4>{nb.of(|n| n.nb_knock_one_head)}</h4>
                <ul class="nb-chips">{chips(1)}</ul>
                <h4>{nb.of(|n| n.nb_knock_two_head)}</h4>
                <ul class="nb-chips">{chips(2)}</ul>
            })
        })
    };
    view! {
        <section class="nb-section" aria-labelledby="nb-kayles-title">
            <h3 id="nb-kayles-title">{nb.of(|n| n.nb_kayles_title)}</h3>
            <p>{nb.of(|n| n.nb_kayles_intro)}</p>
            <div class="nb-krow" data-testid="kayles-row" role="group" aria-label=nb.of(|n| n.nb_kayles_row_label)
                data-period=period.map(|p| p.period) data-preperiod=period.map(|p| p.preperiod)
                on:keydown=arrows>
                {row}
            </div>
            {period.map(|p| view! {
                <div class="nb-period found" data-testid="kayles-period">
                    <p>{move || fill(nt(nb.lang()).nb_kayles_period, &[&p.preperiod, &p.period])}</p>
                    <p>{move || why_words(nb.lang(), p)}</p>
                </div>
            })}
            <div class="nb-working">{working}</div>
            <KaylesPlay/>
        </section>
    }
}

/// A row of pins against the perfect computer, you first.
#[component]
fn KaylesPlay() -> impl IntoView {
    let nb = NbWords::get();
    let t = nb.app;
    let duel = Duel::new(kayles_match(10), "kayles-board");
    let typed = RwSignal::new(String::from("10"));
    let error = RwSignal::new(None::<BadNumber>);
    let status = move || duel.game.with(|g| status_words(nb.lang(), g));
    let key = move || duel.game.with(status_key);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        // Read as the language on show writes numbers; the refusal is kept as
        // a fact and worded where it is drawn.
        let read = read_in_range(
            nb.untracked().text(),
            &typed.get_untracked(),
            Quantity::Number,
            1,
            MAX_KAYLES_PINS as u64,
        );
        match read {
            Ok(n) => {
                error.set(None);
                duel.start(kayles_match(n as u32));
            }
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <h4>{nb.of(|n| n.nb_kayles_play)}</h4>
        <form class="nb-set-form" on:submit=submit>
            <label>{nb.of(|n| n.nb_pins_label)} " "
                <input type="text" inputmode="numeric" size="3" data-testid="kayles-pins"
                    prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev))/>
            </label>
            " "
            <button type="submit" data-testid="kayles-start">{t.new_game()}</button>
        </form>
        <p class="error" role="alert">{move || error.with(|e| e.as_ref().map(|e| pins_refusal(nb.lang(), e)))}</p>
        <p class="status" data-testid="kayles-status" data-turn=key aria-live="polite">{status}</p>
        <SumBoard duel hinted=Signal::stored(None)/>
        <p class="nb-buttons">
            <button type="button" data-testid="kayles-undo" disabled=move || !duel.game.with(Match::can_undo)
                on:click=move |_| duel.undo()>{t.undo()}</button>
            <button type="button" on:click=move |_| duel.restart()>{t.start_again()}</button>
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kayles_row_and_its_reason() {
        let cells = kayles_working(SHOWN_PINS);
        assert_eq!(
            kayles_words(Lang::En, &cells[4]),
            "A row of 4 pins: the moves leave the nim-sums 0, 2 and 3; the smallest number not \
             among them is 1, so its nimber is 1."
        );
        assert_eq!(
            kayles_words(Lang::En, &cells[1]),
            "A row of 1 pin: every move leaves the nim-sum 0; the smallest number other than 0 \
             is 1, so its nimber is 1."
        );
        let p = kayles_period().unwrap();
        let why = why_words(Lang::En, p);
        assert!(why.contains("from 71 to 155"), "{why}");
        assert!(why.contains("200"), "{why}");
        assert!(why_words(Lang::It, p).contains("Guy e Smith"));
    }

    #[test]
    fn a_refused_number_of_pins_names_the_pins() {
        let refused = |typed: &str| {
            read_in_range(&crate::view::text::EN, typed, Quantity::Number, 1, 30).unwrap_err()
        };
        assert_eq!(
            pins_refusal(Lang::En, &refused("31")),
            "“31”: the number of pins must be from 1 to 30."
        );
        assert_eq!(
            pins_refusal(Lang::En, &refused("")),
            "Type the number of pins."
        );
        assert!(pins_refusal(Lang::It, &refused("-2")).contains("il numero di birilli"));
    }
}
