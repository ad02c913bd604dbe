//! Kayles: the nimbers of rows of 0 to 100 pins, the period of 12 from 71 that
//! Guy and Smith's theorem proves (checked by the engine), the working of any
//! row, and a row played against the computer.

use leptos::prelude::*;

use crate::engine::{
    kayles_period, kayles_working, KaylesCell, Periodicity, KAYLES_CHECKED_PINS, MAX_KAYLES_PINS,
};

use super::super::move_form::read_in_range;
use super::super::table::focus;
use super::super::text::{fill, Text};
use super::board::SumBoard;
use super::duel::{kayles_match, status_key, status_words, Duel};
use super::{and_list, pins, text};

/// The rows shown: 0 to this many pins.
const SHOWN_PINS: u32 = 100;

/// A row's working in words: the nim-sums its moves leave, and their mex.
fn kayles_words(t: &Text, cell: &KaylesCell) -> String {
    let mut sums: Vec<u32> = cell.options.iter().map(|o| o.nimber).collect();
    sums.sort_unstable();
    sums.dedup();
    let listed: Vec<String> = sums.iter().map(u32::to_string).collect();
    fill(
        t.nb_kayles_cell,
        &[&pins(t, cell.pins), &and_list(t, &listed), &cell.nimber],
    )
}

/// The Guy–Smith check in words: the stretch compared, and how far the engine
/// computed.
fn why_words(t: &Text, p: Periodicity) -> String {
    let last = 2 * p.preperiod + p.period + 1;
    fill(
        t.nb_kayles_why,
        &[
            &p.preperiod,
            &last,
            &p.period,
            &(last + p.period),
            &KAYLES_CHECKED_PINS,
        ],
    )
}

#[component]
pub fn KaylesSection() -> impl IntoView {
    let t = text();
    let cells = StoredValue::new(kayles_working(SHOWN_PINS));
    let period = kayles_period();
    let chosen = RwSignal::new(7u32);
    // The arrows (and Home, End) move the focus along the row, and with it the
    // row explained: one tab stop for 101 cells.
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
            let nimber = cells.with_value(|c| c[n as usize].nimber);
            let (repeating, alt, start) = match period {
                Some(p) if n >= p.preperiod => {
                    let beyond = n - p.preperiod;
                    (true, (beyond / p.period) % 2 == 1, beyond % p.period == 0)
                }
                _ => (false, false, false),
            };
            view! {
                <button type="button" class="nb-kcell" data-pins=n data-nimber=nimber
                    class:nb-rep=repeating class:nb-alt=alt class:nb-start=start
                    aria-label=fill(t.nb_kayles_cell_label, &[&pins(t, n), &nimber])
                    aria-pressed=move || (chosen.get() == n).to_string()
                    tabindex=move || if chosen.get() == n { "0" } else { "-1" }
                    on:click=move |_| chosen.set(n)>
                    <span class="nb-cell-pile" aria-hidden="true">{n}</span>
                    <span class="nb-cell-value" aria-hidden="true">{nimber}</span>
                </button>
            }
        })
        .collect_view();
    let working = move || {
        let n = chosen.get();
        cells.with_value(|c| {
            let cell = &c[n as usize];
            let chips = |knocked: u32| {
                cell.options
                    .iter()
                    .filter(|o| o.knocked == knocked)
                    .map(|o| {
                        let g = |pins: u32| c[pins as usize].nimber;
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
            view! {
                <p data-testid="kayles-working" data-pins=n data-nimber=cell.nimber>{kayles_words(t, cell)}</p>
                <p class="nb-help">{t.nb_kayles_legend}</p>
                <h4>{t.nb_knock_one_head}</h4>
                <ul class="nb-chips">{chips(1)}</ul>
                <h4>{t.nb_knock_two_head}</h4>
                <ul class="nb-chips">{chips(2)}</ul>
            }
        })
    };
    view! {
        <section class="nb-section" aria-labelledby="nb-kayles-title">
            <h3 id="nb-kayles-title">{t.nb_kayles_title}</h3>
            <p>{t.nb_kayles_intro}</p>
            <div class="nb-krow" data-testid="kayles-row" role="group" aria-label=t.nb_kayles_row_label
                data-period=period.map(|p| p.period) data-preperiod=period.map(|p| p.preperiod)
                on:keydown=arrows>
                {row}
            </div>
            {period.map(|p| view! {
                <div class="nb-period found" data-testid="kayles-period">
                    <p>{fill(t.nb_kayles_period, &[&p.preperiod, &p.period])}</p>
                    <p>{why_words(t, p)}</p>
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
    let t = text();
    let duel = Duel::new(kayles_match(10), "kayles-board");
    let typed = RwSignal::new(String::from("10"));
    let error = RwSignal::new(None::<String>);
    let status = move || duel.game.with(|g| status_words(t, g));
    let key = move || duel.game.with(status_key);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let read = read_in_range(
            t,
            &typed.get_untracked(),
            t.nb_what_pins,
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
        <h4>{t.nb_kayles_play}</h4>
        <form class="nb-set-form" on:submit=submit>
            <label>{t.nb_pins_label} " "
                <input type="text" inputmode="numeric" size="3" data-testid="kayles-pins"
                    prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev))/>
            </label>
            " "
            <button type="submit" data-testid="kayles-start">{t.new_game}</button>
        </form>
        <p class="error" role="alert">{move || error.get()}</p>
        <p class="status" data-testid="kayles-status" data-turn=key aria-live="polite">{status}</p>
        <SumBoard duel hinted=Signal::stored(None)/>
        <p class="nb-buttons">
            <button type="button" on:click=move |_| duel.restart()>{t.start_again}</button>
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    #[test]
    fn the_kayles_row_and_its_reason() {
        let cells = kayles_working(SHOWN_PINS);
        assert_eq!(
            kayles_words(&EN, &cells[4]),
            "A row of 4 pins: the moves leave the nim-sums 0, 2 and 3; the smallest number not \
             among them is 1, so its nimber is 1."
        );
        let p = kayles_period().unwrap();
        let why = why_words(&EN, p);
        assert!(why.contains("from 71 to 155"), "{why}");
        assert!(why.contains("200"), "{why}");
        assert!(why_words(&IT, p).contains("Guy e Smith"));
    }
}
