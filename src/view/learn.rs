//! The learning pages, each on its own route (`#/learn/...`): the nim-addition
//! table, a nim-sum calculator, the safe positions of three piles, the one-pile
//! game, and who wins. Their read-only tables and explanations are written as
//! markup built from numbers and fixed words only (see [`super::tableau`] for why).

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::{
    group_thousands, mex, nim_sum_work, safe_triples, Move, Position, Rules, MAX_PILE_SIZE,
};
use crate::game::{First, Game, Opponent, Player, Setup};

use super::move_form::read_in_range;
use super::table::Table;
use super::teach::lines_html;
use super::text::{fill, Text};

/// The wording of the current language (the pages are redrawn when it changes).
fn text() -> &'static Text {
    Table::get().text()
}

/// The app's screens, chosen by the address's hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    Play,
    Table,
    Calculator,
    Safe,
    OnePile,
    WhoWins,
}

impl Route {
    pub const PAGES: [(Route, &'static str); 5] = [
        (Route::Table, "#/learn/table"),
        (Route::Calculator, "#/learn/calculator"),
        (Route::Safe, "#/learn/safe"),
        (Route::OnePile, "#/learn/one-pile"),
        (Route::WhoWins, "#/learn/who-wins"),
    ];

    /// The page's name in the navigation.
    pub fn name(self, t: &Text) -> &'static str {
        match self {
            Route::Play => t.play,
            Route::Table => t.page_table,
            Route::Calculator => t.page_calculator,
            Route::Safe => t.page_safe,
            Route::OnePile => t.page_one_pile,
            Route::WhoWins => t.page_who_wins,
        }
    }

    /// The route for a hash such as `#/learn/table`; anything else is the game.
    pub fn from_hash(hash: &str) -> Route {
        Route::PAGES
            .iter()
            .find(|(_, h)| *h == hash)
            .map_or(Route::Play, |(route, _)| *route)
    }
}

/// Which block of the nim-addition table a cell is in: 0 for the 1×1 block, then
/// 2×2, 4×4, 8×8, 16×16 (seed 002's red, blue, yellow, purple, fuchsia).
pub fn block(r: u32, c: u32) -> u32 {
    u32::BITS - (r | c).leading_zeros()
}

pub fn nim_table_html() -> String {
    let mut h = String::from("<table class=\"nim-table\"><thead><tr><th scope=\"col\">⊕</th>");
    for c in 0..16 {
        let _ = write!(h, "<th scope=\"col\">{c}</th>");
    }
    h.push_str("</tr></thead><tbody>");
    for r in 0..16u32 {
        let _ = write!(h, "<tr><th scope=\"row\">{r}</th>");
        for c in 0..16u32 {
            let _ = write!(
                h,
                "<td class=\"b{}\" tabindex=\"0\" data-r=\"{r}\" data-c=\"{c}\">{}</td>",
                block(r, c),
                r ^ c
            );
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table>");
    h
}

/// What pointing at cell (r, c) explains: the mex rule and the binary rule.
pub fn cell_explanation(t: &Text, r: u32, c: u32) -> Vec<String> {
    let left: Vec<u32> = (0..c).map(|x| r ^ x).collect();
    let above: Vec<u32> = (0..r).map(|y| y ^ c).collect();
    let mut seen = left.clone();
    seen.extend(&above);
    let value = mex(&seen);
    let list = |v: &[u32]| {
        if v.is_empty() {
            t.nothing.to_string()
        } else {
            v.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
        }
    };
    vec![
        format!("{r} ⊕ {c} = {value}"),
        fill(t.cell_mex, &[&r, &list(&left), &c, &list(&above), &value]),
        fill(
            t.cell_binary,
            &[
                &format!("{r:04b}"),
                &format!("{c:04b}"),
                &format!("{:04b}", r ^ c),
            ],
        ),
    ]
}

#[component]
pub fn NimTablePage() -> impl IntoView {
    let t = text();
    let cell = RwSignal::new((5u32, 3u32));
    let point = move |target: Option<web_sys::EventTarget>| {
        let Some(target) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
            return;
        };
        let read = |name| {
            target
                .get_attribute(name)
                .and_then(|v| v.parse::<u32>().ok())
        };
        if let (Some(r), Some(c)) = (read("data-r"), read("data-c")) {
            cell.set((r, c));
        }
    };
    view! {
        <div inner_html=t.nim_table_intro></div>
        <div class="nim-table-wrap" data-testid="nim-table" on:mouseover=move |ev| point(ev.target()) on:focusin=move |ev| point(ev.target()) inner_html=nim_table_html()></div>
        <ul class="lines" data-testid="cell-explanation" inner_html=move || { let (r, c) = cell.get(); lines_html(&cell_explanation(t, r, c)) }></ul>
        <a class="button" href=format!("?piles=5,3&lang={}", lang_code())>{t.play_5_3}</a>
    }
}

/// Reads "11, 22, 33" (or spaces) into numbers, or says what is wrong.
pub fn read_numbers(t: &Text, text: &str) -> Result<Vec<u32>, String> {
    let parts: Vec<&str> = text
        .split([',', ' ', ';'])
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(t.calc_empty.into());
    }
    if parts.len() > 32 {
        return Err(t.calc_too_many.into());
    }
    parts
        .iter()
        .map(|p| read_in_range(t, p, t.what_number, 0, u64::from(MAX_PILE_SIZE)).map(|n| n as u32))
        .collect()
}

pub fn calculator_lines(t: &Text, values: &[u32]) -> Vec<String> {
    let work = nim_sum_work(values);
    let join = |powers: &[u32], sep: &str| {
        if powers.is_empty() {
            "0".to_string()
        } else {
            powers
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(sep)
        }
    };
    let mut lines: Vec<String> = work
        .parts
        .iter()
        .map(|(v, powers)| format!("{v} = {}", join(powers, " + ")))
        .collect();
    if !work.cancelled.is_empty() {
        lines.push(fill(t.calc_cancel, &[&join(&work.cancelled, ", ")]));
    }
    let names: Vec<String> = values.iter().map(u32::to_string).collect();
    lines.push(format!(
        "{} = {} = {}",
        names.join(" ⊕ "),
        join(&work.kept, " ⊕ "),
        group_thousands(u64::from(work.nim_sum))
    ));
    lines.push(fill(
        t.calc_ordinary,
        &[
            &group_thousands(work.ordinary_sum),
            &group_thousands(work.ordinary_sum - u64::from(work.nim_sum)),
        ],
    ));
    lines
}

#[component]
pub fn CalculatorPage() -> impl IntoView {
    let t = text();
    let text = RwSignal::new(String::from("11, 22, 33"));
    let result = Memo::new(move |_| read_numbers(t, &text.get()));
    let query = move || {
        result.get().ok().map(|v| {
            let piles: Vec<String> = v.iter().map(u32::to_string).collect();
            format!("?piles={}&lang={}", piles.join(","), lang_code())
        })
    };
    view! {
        <div inner_html=t.calc_intro></div>
        <label>{t.numbers}
            <input type="text" data-testid="calc-input" size="30" prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))/>
        </label>
        <p class="error" role="alert" data-testid="calc-error">{move || result.get().err()}</p>
        <ul class="lines" data-testid="calc-result" inner_html=move || result.get().map(|v| lines_html(&calculator_lines(t, &v))).unwrap_or_default()></ul>
        <a class="button" href=move || query().unwrap_or_default() class:hidden=move || query().is_none()>{t.play_these}</a>
    }
}

pub fn safe_html(t: &Text, lang: &str, max: u32, family: bool) -> String {
    let triples = safe_triples(max);
    let mut h = String::new();
    let count = triples.len().to_string();
    let _ = write!(
        h,
        "<p data-testid=\"safe-count\" data-count=\"{count}\">{}</p>",
        fill(t.safe_count, &[&count, &max])
    );
    let mut smallest = 0;
    for [a, b, c] in triples {
        if a != smallest {
            if smallest != 0 {
                h.push_str("</ul>");
            }
            smallest = a;
            let _ = write!(
                h,
                "<h3>{}</h3><ul class=\"safe-list\">",
                fill(t.smallest_pile, &[&a])
            );
        }
        let _ = write!(
            h,
            "<li><a href=\"?piles={a},{b},{c}&amp;lang={lang}\">({a}, {b}, {c})</a></li>"
        );
    }
    if smallest != 0 {
        h.push_str("</ul>");
    }
    if family {
        let _ = write!(h, "<h3>{}</h3><ul class=\"safe-list\">", t.family);
        for n in 1..=max {
            let _ = write!(
                h,
                "<li><a href=\"?piles=0,{n},{n}&amp;lang={lang}\">(0, {n}, {n})</a></li>"
            );
        }
        h.push_str("</ul>");
    }
    h
}

#[component]
pub fn SafePage() -> impl IntoView {
    let t = text();
    let max = RwSignal::new(15u32);
    let family = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    view! {
        <div inner_html=t.safe_intro></div>
        <label>{t.at_most}
            <input type="text" inputmode="numeric" size="3" data-testid="safe-max" prop:value=move || max.get().to_string()
                on:change=move |ev| match read_in_range(t, &event_target_value(&ev), t.what_sticks, 1, 31) {
                    Ok(n) => { error.set(None); max.set(n as u32) }
                    Err(e) => error.set(Some(e)),
                }/>
            {t.sticks_per_pile}
        </label>
        <label class="choice"><input type="checkbox" prop:checked=move || family.get()
            on:change=move |ev| family.set(event_target_checked(&ev))/>{t.show_family}</label>
        <p class="error" role="alert">{move || error.get()}</p>
        <div data-testid="safe-list" inner_html=move || safe_html(t, lang_code(), max.get(), family.get())></div>
    }
}

pub fn coins_html(t: &Text, coins: u32, limit: u32) -> String {
    let mut h = String::from("<ol class=\"coins\">");
    for i in 0..coins {
        let left = coins - i;
        let safe = left.is_multiple_of(limit + 1);
        if safe {
            let _ = write!(
                h,
                "<li class=\"coin safe\" data-left=\"{left}\" title=\"{}\">{left}</li>",
                t.safe_spot
            );
        } else {
            let _ = write!(h, "<li class=\"coin\" data-left=\"{left}\">{left}</li>");
        }
    }
    h.push_str("</ol>");
    h
}

#[component]
pub fn OnePilePage() -> impl IntoView {
    let t = text();
    let limit = RwSignal::new(3u32);
    let start = RwSignal::new(13u32);
    let game = RwSignal::new(one_pile_game(13, 3));
    let restart = move || game.set(one_pile_game(start.get_untracked(), limit.get_untracked()));
    let left = move || game.with(|g| g.position().piles()[0]);
    let take = move |n: u32| {
        game.update(|g| {
            if g.play(Move { pile: 0, take: n }).is_ok() {
                g.play_computer();
            }
        })
    };
    let status = move || {
        game.with(|g| match g.winner() {
            Some(Player::You) => t.coins_you_win.to_string(),
            Some(_) => t.coins_computer.to_string(),
            None if left() == 1 => t.coin_left.to_string(),
            None => fill(
                t.coins_left,
                &[&left(), &limit.get().min(left()).to_string()],
            ),
        })
    };
    // One button per take, written as markup; one listener reads `data-coins`.
    let buttons = move || {
        let playing = game.with(|g| g.turn() == Some(Player::You));
        let left = left();
        (1..=limit.get())
            .map(|n| {
                format!(
                    "<button type=\"button\" data-testid=\"coin-take-{n}\" data-coins=\"{n}\"{}>{}</button>",
                    if playing && n <= left { "" } else { " disabled" },
                    fill(t.take_n, &[&n])
                )
            })
            .collect::<String>()
    };
    let press = move |ev: leptos::ev::MouseEvent| {
        let n = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.get_attribute("data-coins"))
            .and_then(|n| n.parse().ok());
        if let Some(n) = n {
            take(n);
        }
    };
    let error = RwSignal::new(None::<String>);
    let number_input = move |signal: RwSignal<u32>,
                             what: &'static str,
                             hi: u64,
                             testid: &'static str| {
        view! {
            <input type="text" inputmode="numeric" size="3" data-testid=testid prop:value=move || signal.get().to_string()
                on:change=move |ev| match read_in_range(t, &event_target_value(&ev), what, 1, hi) {
                    Ok(n) => { error.set(None); signal.set(n as u32); restart(); }
                    Err(e) => error.set(Some(e)),
                }/>
        }
    };
    view! {
        <div inner_html=t.one_pile_intro></div>
        <p>
            <label>{t.coins_label} {number_input(start, t.what_coins, 40, "coins-start")}</label>
            <label>" K " {number_input(limit, t.what_coin_limit, 9, "coin-limit")}</label>
        </p>
        <p class="error" role="alert">{move || error.get()}</p>
        <div data-testid="coins" inner_html=move || coins_html(t, left(), limit.get())></div>
        <p data-testid="coin-status" aria-live="polite">{status}</p>
        <p class="coin-buttons"><span inner_html=buttons on:click=press></span>
            <button type="button" on:click=move |_| restart()>{t.start_again}</button>
        </p>
        <a class="button" href=move || format!("?piles={}&max={}&lang={}", start.get(), limit.get(), lang_code())>{t.play_on_board}</a>
    }
}

fn one_pile_game(coins: u32, limit: u32) -> Game {
    let setup = Setup {
        position: Position::new(vec![coins]).unwrap_or_else(|_| Setup::default().position),
        rules: Rules::limited(limit).unwrap_or_default(),
        opponent: Opponent::Computer(crate::engine::Level::Perfect),
        first: First::You,
    };
    Game::new(setup, u64::from(coins) << 8 | u64::from(limit))
}

/// The seed's table of who wins, with the proof in short. Fixed text only.
#[component]
pub fn WhoWinsPage() -> impl IntoView {
    view! { <div inner_html=text().who_wins></div> }
}

/// The language's code, for links that open the game in the same language.
fn lang_code() -> &'static str {
    Table::get().lang.get_untracked().code()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    #[test]
    fn routes() {
        assert_eq!(Route::from_hash("#/learn/safe"), Route::Safe);
        assert_eq!(Route::from_hash(""), Route::Play);
        assert_eq!(Route::from_hash("#/nowhere"), Route::Play);
    }

    #[test]
    fn nim_table_blocks_and_cells() {
        assert_eq!(block(0, 0), 0);
        assert_eq!(block(1, 0), 1);
        assert_eq!(block(2, 3), 2);
        assert_eq!(block(7, 1), 3);
        assert_eq!(block(15, 8), 4);
        let html = nim_table_html();
        assert!(html.contains("data-r=\"5\" data-c=\"3\">6</td>"));
        assert_eq!(html.matches("<td ").count(), 256);
        let lines = cell_explanation(&EN, 1, 2);
        assert_eq!(lines[0], "1 ⊕ 2 = 3");
        assert!(lines[1].contains("row 1 holds 1, 0"));
        assert!(lines[1].contains("column 2 holds 2"));
        let lines = cell_explanation(&IT, 0, 0);
        assert!(
            lines[1].contains("la riga 0 contiene niente"),
            "{}",
            lines[1]
        );
    }

    #[test]
    fn calculator_follows_seed_002() {
        let lines = calculator_lines(&EN, &read_numbers(&EN, "11, 22, 33").unwrap());
        assert_eq!(lines[0], "11 = 8 + 2 + 1");
        assert!(lines
            .iter()
            .any(|l| l == "11 ⊕ 22 ⊕ 33 = 32 ⊕ 16 ⊕ 8 ⊕ 4 = 60"));
        assert!(lines.last().unwrap().contains("differ by 6"));
        assert!(read_numbers(&EN, "3, -3").unwrap_err().contains("negative"));
        assert!(read_numbers(&IT, "3, -3").unwrap_err().contains("negativo"));
        assert!(read_numbers(&EN, "").is_err());
        assert!(read_numbers(&EN, "5000000").is_err());
        assert_eq!(calculator_lines(&EN, &[5, 3])[3], "5 ⊕ 3 = 4 ⊕ 2 = 6");
        assert!(calculator_lines(&IT, &[5, 3])[4].starts_with("La somma ordinaria è 8"));
    }

    #[test]
    fn safe_lists_and_coins() {
        let html = safe_html(&EN, "en", 15, false);
        assert!(html.contains("data-count=\"35\""));
        assert!(html.contains("(1, 4, 5)"));
        assert!(!html.contains("(0, 1, 1)"));
        assert!(safe_html(&EN, "en", 7, true).contains("(0, 7, 7)"));
        assert!(safe_html(&IT, "it", 7, true).contains("?piles=0,7,7&amp;lang=it"));
        let coins = coins_html(&EN, 13, 3);
        assert_eq!(coins.matches("coin safe").count(), 3); // 12, 8, 4 left
        assert!(coins.contains("class=\"coin safe\" data-left=\"12\""));
    }
}
