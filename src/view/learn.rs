//! The learning pages, each on its own route (`#/learn/...`): the nim-addition
//! table, a nim-sum calculator, the safe positions of three piles, the one-pile
//! game, and who wins. Their read-only tables are written as markup built from
//! numbers and fixed words only (see [`super::tableau`] for why).

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::{
    group_thousands, mex, nim_sum_work, safe_triples, Move, Position, Rules, MAX_PILE_SIZE,
};
use crate::game::{First, Game, Opponent, Player, Setup};

use super::move_form::read_in_range;

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
    pub const PAGES: [(Route, &'static str, &'static str); 5] = [
        (Route::Table, "#/learn/table", "Nim-addition table"),
        (
            Route::Calculator,
            "#/learn/calculator",
            "Nim-sum calculator",
        ),
        (Route::Safe, "#/learn/safe", "Safe positions"),
        (Route::OnePile, "#/learn/one-pile", "One pile, take 1 to K"),
        (Route::WhoWins, "#/learn/who-wins", "Who wins"),
    ];

    /// The route for a hash such as `#/learn/table`; anything else is the game.
    pub fn from_hash(hash: &str) -> Route {
        Route::PAGES
            .iter()
            .find(|(_, h, _)| *h == hash)
            .map_or(Route::Play, |(route, ..)| *route)
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
pub fn cell_explanation(r: u32, c: u32) -> Vec<String> {
    let left: Vec<u32> = (0..c).map(|x| r ^ x).collect();
    let above: Vec<u32> = (0..r).map(|y| y ^ c).collect();
    let mut seen = left.clone();
    seen.extend(&above);
    let value = mex(&seen);
    let list = |v: &[u32]| {
        if v.is_empty() {
            "nothing".to_string()
        } else {
            v.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
        }
    };
    vec![
        format!("{r} ⊕ {c} = {value}"),
        format!(
            "Mex: to its left row {r} holds {}; above it column {c} holds {}. The smallest number in neither is {value}.",
            list(&left),
            list(&above)
        ),
        format!(
            "Binary: {r:04b} ⊕ {c:04b} = {:04b}, adding each column without carries (1 + 1 = 0).",
            r ^ c
        ),
    ]
}

#[component]
fn Lines(#[prop(into)] lines: Signal<Vec<String>>, testid: &'static str) -> impl IntoView {
    view! {
        <ul class="lines" data-testid=testid>
            {move || lines.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
        </ul>
    }
}

#[component]
pub fn NimTablePage() -> impl IntoView {
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
        <div inner_html=r#"<h2>The nim-addition table, 0 to 15</h2><p>Each cell is the nim-sum of its row and its column. The coloured blocks nest: 1×1, 2×2, 4×4, 8×8 and 16×16; adding numbers below a power of two never leaves its block. Point at a cell, or move to it with Tab, to see why it holds its number.</p>"#></div>
        <div class="nim-table-wrap" data-testid="nim-table" on:mouseover=move |ev| point(ev.target()) on:focusin=move |ev| point(ev.target()) inner_html=nim_table_html()></div>
        <Lines lines=Signal::derive(move || { let (r, c) = cell.get(); cell_explanation(r, c) }) testid="cell-explanation"/>
        <a class="button" href="?piles=5,3">"Play 5 and 3 on the board"</a>
    }
}

/// Reads "11, 22, 33" (or spaces) into numbers, or says what is wrong.
pub fn read_numbers(text: &str) -> Result<Vec<u32>, String> {
    let parts: Vec<&str> = text
        .split([',', ' ', ';'])
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err("Type some numbers, separated by commas or spaces.".into());
    }
    if parts.len() > 32 {
        return Err("At most 32 numbers.".into());
    }
    parts
        .iter()
        .map(|p| read_in_range(p, "number", 0, u64::from(MAX_PILE_SIZE)).map(|n| n as u32))
        .collect()
}

pub fn calculator_lines(values: &[u32]) -> Vec<String> {
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
        lines.push(format!(
            "Equal powers cancel in pairs (x ⊕ x = 0): {}.",
            join(&work.cancelled, ", ")
        ));
    }
    let names: Vec<String> = values.iter().map(u32::to_string).collect();
    lines.push(format!(
        "{} = {} = {}",
        names.join(" ⊕ "),
        join(&work.kept, " ⊕ "),
        group_thousands(u64::from(work.nim_sum))
    ));
    lines.push(format!(
        "The ordinary sum is {}; the nim-sum is never larger, and the two differ by {}, an even number.",
        group_thousands(work.ordinary_sum),
        group_thousands(work.ordinary_sum - u64::from(work.nim_sum))
    ));
    lines
}

#[component]
pub fn CalculatorPage() -> impl IntoView {
    let text = RwSignal::new(String::from("11, 22, 33"));
    let result = Memo::new(move |_| read_numbers(&text.get()));
    let query = move || {
        result.get().ok().map(|v| {
            let piles: Vec<String> = v.iter().map(u32::to_string).collect();
            format!("?piles={}", piles.join(","))
        })
    };
    view! {
        <div inner_html=r#"<h2>Nim-sum calculator</h2><p>Split each number into powers of two, cancel equal powers in pairs, add what is left: that is the nim-sum (5 ⊕ 3 = 6, 11 ⊕ 22 ⊕ 33 = 60).</p>"#></div>
        <label>"Numbers "
            <input type="text" data-testid="calc-input" size="30" prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))/>
        </label>
        <p class="error" role="alert" data-testid="calc-error">{move || result.get().err()}</p>
        <Lines lines=Signal::derive(move || result.get().map(|v| calculator_lines(&v)).unwrap_or_default()) testid="calc-result"/>
        <a class="button" href=move || query().unwrap_or_default() class:hidden=move || query().is_none()>"Play these piles"</a>
    }
}

pub fn safe_html(max: u32, family: bool) -> String {
    let triples = safe_triples(max);
    let mut h = String::new();
    let _ = write!(
        h,
        "<p data-testid=\"safe-count\" data-count=\"{}\">{} safe positions of three piles with at most {max} sticks each, not counting the {max} of the form (0, n, n).</p>",
        triples.len(),
        triples.len()
    );
    let mut smallest = 0;
    for [a, b, c] in triples {
        if a != smallest {
            if smallest != 0 {
                h.push_str("</ul>");
            }
            smallest = a;
            let _ = write!(h, "<h3>Smallest pile {a}</h3><ul class=\"safe-list\">");
        }
        let _ = write!(
            h,
            "<li><a href=\"?piles={a},{b},{c}\">({a}, {b}, {c})</a></li>"
        );
    }
    if smallest != 0 {
        h.push_str("</ul>");
    }
    if family {
        h.push_str("<h3>The family (0, n, n)</h3><ul class=\"safe-list\">");
        for n in 1..=max {
            let _ = write!(h, "<li><a href=\"?piles=0,{n},{n}\">(0, {n}, {n})</a></li>");
        }
        h.push_str("</ul>");
    }
    h
}

#[component]
pub fn SafePage() -> impl IntoView {
    let max = RwSignal::new(15u32);
    let family = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    view! {
        <div inner_html=r#"<h2>Safe positions of three piles</h2><p>A safe position has every column sum even: whoever must move from it loses. Bouton listed them; here they are grouped by the smallest pile. Click one to play it on the board, moving first against a perfect opponent: you will see why it is a bad place to start.</p>"#></div>
        <label>"At most "
            <input type="text" inputmode="numeric" size="3" data-testid="safe-max" prop:value=move || max.get().to_string()
                on:change=move |ev| match read_in_range(&event_target_value(&ev), "number of sticks", 1, 31) {
                    Ok(n) => { error.set(None); max.set(n as u32) }
                    Err(e) => error.set(Some(e)),
                }/>
            " sticks per pile"
        </label>
        <label class="choice"><input type="checkbox" prop:checked=move || family.get()
            on:change=move |ev| family.set(event_target_checked(&ev))/>" Show the (0, n, n) family too"</label>
        <p class="error" role="alert">{move || error.get()}</p>
        <div data-testid="safe-list" inner_html=move || safe_html(max.get(), family.get())></div>
    }
}

pub fn coins_html(coins: u32, limit: u32) -> String {
    let mut h = String::from("<ol class=\"coins\">");
    for i in 0..coins {
        let left = coins - i;
        let safe = left.is_multiple_of(limit + 1);
        let _ = write!(
            h,
            "<li class=\"coin{}\" data-left=\"{left}\"{}>{left}</li>",
            if safe { " safe" } else { "" },
            if safe { " title=\"safe spot\"" } else { "" }
        );
    }
    h.push_str("</ol>");
    h
}

#[component]
pub fn OnePilePage() -> impl IntoView {
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
            Some(Player::You) => "You took the last coin: you win!".to_string(),
            Some(_) => "The computer took the last coin.".to_string(),
            None => format!(
                "{} coins left. Your turn: take 1 to {}.",
                left(),
                limit.get().min(left())
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
                    "<button type=\"button\" data-testid=\"coin-take-{n}\" data-coins=\"{n}\"{}>Take {n}</button>",
                    if playing && n <= left { "" } else { " disabled" }
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
                on:change=move |ev| match read_in_range(&event_target_value(&ev), what, 1, hi) {
                    Ok(n) => { error.set(None); signal.set(n as u32); restart(); }
                    Err(e) => error.set(Some(e)),
                }/>
        }
    };
    view! {
        <div inner_html=r#"<h2>One pile, take 1 to K</h2><p>Coins stand in a line; each turn takes 1 to K of them, and whoever takes the last coin wins. The safe spots, marked, are every (K+1)-th coin counted from the end: from a safe spot every take lands short of the next one, and the other player can always step onto it again.</p>"#></div>
        <p>
            <label>"Coins " {number_input(start, "number of coins", 40, "coins-start")}</label>
            <label>" K " {number_input(limit, "most coins per move", 9, "coin-limit")}</label>
        </p>
        <p class="error" role="alert">{move || error.get()}</p>
        <div data-testid="coins" inner_html=move || coins_html(left(), limit.get())></div>
        <p data-testid="coin-status" aria-live="polite">{status}</p>
        <p class="coin-buttons"><span inner_html=buttons on:click=press></span>
            <button type="button" on:click=move |_| restart()>"Start again"</button>
        </p>
        <a class="button" href=move || format!("?piles={}&max={}", start.get(), limit.get())>"Play it on the board"</a>
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
const WHO_WINS: &str = r#"<h2>Who wins?</h2>
<p>With perfect play the start decides the game. A safe start (every column sum even, nim-sum 0) is lost by whoever moves first; an unsafe start is won by whoever moves first.</p>
<table class="who-wins" data-testid="who-wins">
<thead><tr><th scope="col">Start</th><th scope="col">You move first</th><th scope="col">The computer moves first</th></tr></thead>
<tbody>
<tr><th scope="row">Safe (nim-sum 0)</th><td>The computer wins</td><td>You win</td></tr>
<tr><th scope="row">Unsafe (nim-sum not 0)</th><td>You win</td><td>The computer wins</td></tr>
</tbody></table>
<h3>Why, in two steps</h3>
<ol>
<li>No move keeps a safe position safe: a move changes one pile, so at least one binary digit in one row, and that column sum turns odd.</li>
<li>Every unsafe position has a move to a safe one: take the leftmost odd column, a pile with a 1 there, and shrink that pile to pile ⊕ nim-sum; exactly the odd columns flip.</li>
</ol>
<p>So whoever reaches a safe position can keep handing safe positions back until the last stick is gone: the empty table is safe too.</p>
<p class="open-games">
<a class="button" href="?piles=1,4,5&amp;first=you">Safe start, you first</a>
<a class="button" href="?piles=1,4,5&amp;first=computer">Safe start, computer first</a>
<a class="button" href="?piles=3,4,5&amp;first=you">Unsafe start, you first</a>
<a class="button" href="?piles=3,4,5&amp;first=computer">Unsafe start, computer first</a>
</p>"#;

#[component]
pub fn WhoWinsPage() -> impl IntoView {
    view! { <div inner_html=WHO_WINS></div> }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let lines = cell_explanation(1, 2);
        assert_eq!(lines[0], "1 ⊕ 2 = 3");
        assert!(lines[1].contains("row 1 holds 1, 0"));
        assert!(lines[1].contains("column 2 holds 2"));
    }

    #[test]
    fn calculator_follows_seed_002() {
        let lines = calculator_lines(&read_numbers("11, 22, 33").unwrap());
        assert_eq!(lines[0], "11 = 8 + 2 + 1");
        assert!(lines
            .iter()
            .any(|l| l == "11 ⊕ 22 ⊕ 33 = 32 ⊕ 16 ⊕ 8 ⊕ 4 = 60"));
        assert!(lines.last().unwrap().contains("differ by 6"));
        assert!(read_numbers("3, -3").unwrap_err().contains("negative"));
        assert!(read_numbers("").is_err());
        assert!(read_numbers("5000000").is_err());
        assert_eq!(calculator_lines(&[5, 3])[3], "5 ⊕ 3 = 4 ⊕ 2 = 6");
    }

    #[test]
    fn safe_lists_and_coins() {
        let html = safe_html(15, false);
        assert!(html.contains("data-count=\"35\""));
        assert!(html.contains("(1, 4, 5)"));
        assert!(!html.contains("(0, 1, 1)"));
        assert!(safe_html(7, true).contains("(0, 7, 7)"));
        let coins = coins_html(13, 3);
        assert_eq!(coins.matches("coin safe").count(), 3); // 12, 8, 4 left
        assert!(coins.contains("class=\"coin safe\" data-left=\"12\""));
    }
}
