//! Choosing the game: piles, rules, opponent, who moves first.
//!
//! Every valid change starts a new game from the new setup at once, so the address
//! bar always links to the position on the board.

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::region::region;

use crate::engine::{
    capitalise, group_thousands, grundy_sum, outcome, Ending, Level, Outcome, Position, Rules,
    MAX_PILES, MAX_PILE_SIZE,
};
use crate::game::{First, Opponent, Player, Setup};

use super::move_form::read_in_range;
use super::table::Table;

const PRESETS: [(&str, &str, Option<u32>); 3] = [
    ("3-4-5 (the classic)", "3,4,5", None),
    ("1-3-5-7 (Marienbad)", "1,3,5,7", None),
    ("21, take at most 3", "21", Some(3)),
];

/// The setup panel: markup drawn from the setup (see [`super::region`]), and the
/// error line, which may quote what a person typed and so is text, never markup.
#[component]
pub fn SetupPanel() -> impl IntoView {
    let table = Table::get();
    view! {
        <section class="setup" data-testid="setup" aria-labelledby="setup-title">
            {region("setup-body", setup_html)}
            <p class="error" data-testid="setup-error" role="alert">{move || table.setup_error.get()}</p>
        </section>
    }
}

fn checked(on: bool) -> &'static str {
    if on {
        " checked"
    } else {
        ""
    }
}

fn hidden(on: bool) -> &'static str {
    if on {
        " hidden"
    } else {
        ""
    }
}

/// The panel as markup, from the setup only (moves do not redraw it).
fn setup_html(table: &Table) -> String {
    let setup = table.setup.get();
    let piles = setup.position.piles();
    let misere = setup.rules.ending() == Ending::Misere;
    let limit = setup.rules.max_take();
    let friend = setup.opponent == Opponent::Friend;
    let level = match setup.opponent {
        Opponent::Computer(level) => level.as_str(),
        Opponent::Friend => "friend",
    };
    let mut h = String::with_capacity(4096);
    let _ = write!(
        h,
        "<h2 id=\"setup-title\">Game setup</h2><p class=\"prediction\" data-testid=\"prediction\">{}</p><fieldset><legend>Piles</legend><div class=\"presets\">",
        prediction(&setup)
    );
    for (name, piles, max) in PRESETS {
        let _ = write!(
            h,
            "<button type=\"button\" data-action=\"preset\" data-piles=\"{piles}\" data-max=\"{}\">{name}</button>",
            max.unwrap_or(0)
        );
    }
    let _ = write!(
        h,
        "<button type=\"button\" data-testid=\"random\" data-action=\"random\">Random position</button></div>\
<div class=\"pile-size\"><label for=\"setup-count\">How many piles</label><button type=\"button\" class=\"step\" data-testid=\"count-less\" data-action=\"count\" data-step=\"-1\" aria-label=\"One pile fewer\">−</button><input id=\"setup-count\" type=\"text\" inputmode=\"numeric\" size=\"3\" data-testid=\"setup-count\" data-action=\"count-field\" value=\"{}\"><button type=\"button\" class=\"step\" data-testid=\"count-more\" data-action=\"count\" data-step=\"1\" aria-label=\"One pile more\">+</button></div>\
<div class=\"pile-sizes\">{}</div></fieldset>\
<fieldset><legend>Rules</legend>\
<label class=\"choice\"><input type=\"radio\" name=\"ending\" value=\"normal\" data-testid=\"mode-normal\" data-action=\"ending\"{}> Normal: whoever takes the last stick wins</label>\
<label class=\"choice\"><input type=\"radio\" name=\"ending\" value=\"misere\" data-testid=\"mode-misere\" data-action=\"ending\"{}> Misère: whoever takes the last stick loses</label>\
<div class=\"limit\"><label class=\"choice\"><input type=\"checkbox\" data-testid=\"limit-on\" data-action=\"limit-on\"{}{}> Take at most </label>\
<input type=\"text\" inputmode=\"numeric\" size=\"4\" aria-label=\"Most sticks per move\" data-testid=\"limit\" data-action=\"limit\" value=\"{}\"{}> sticks per move<span class=\"note{}\"> (not offered with misère play)</span></div></fieldset>\
<fieldset><legend>Opponent</legend><select data-testid=\"opponent\" data-action=\"opponent\" aria-label=\"Opponent\">",
        piles.len(),
        pile_rows_html(piles),
        checked(!misere),
        checked(misere),
        checked(limit.is_some()),
        if misere { " disabled" } else { "" },
        limit.unwrap_or(3),
        if limit.is_none() { " disabled" } else { "" },
        hidden(!misere),
    );
    for (value, name) in [
        ("perfect", "The computer: perfect"),
        ("good", "The computer: good"),
        ("beginner", "The computer: beginner"),
        ("friend", "A friend on this screen"),
    ] {
        let _ = write!(
            h,
            "<option value=\"{value}\"{}>{name}</option>",
            if value == level { " selected" } else { "" }
        );
    }
    let computer_first = setup.first == First::Computer;
    let _ = write!(
        h,
        "</select><div class=\"first{}\"><label class=\"choice\"><input type=\"radio\" name=\"first\" value=\"you\" data-testid=\"first-you\" data-action=\"first\"{}> You move first</label>\
<label class=\"choice\"><input type=\"radio\" name=\"first\" value=\"computer\" data-testid=\"first-computer\" data-action=\"first\"{}> The computer moves first</label></div>\
<p class=\"note{}\">Player 1 moves first.</p></fieldset>",
        hidden(friend),
        checked(!computer_first),
        checked(computer_first),
        hidden(!friend),
    );
    h
}

/// Does a setup action of a control in the panel; false if `action` is not one.
pub fn act_setup(table: Table, action: &str, control: &web_sys::Element) -> bool {
    let value = || {
        control
            .dyn_ref::<web_sys::HtmlInputElement>()
            .map(|i| i.value())
            .or_else(|| {
                control
                    .dyn_ref::<web_sys::HtmlSelectElement>()
                    .map(|s| s.value())
            })
            .unwrap_or_default()
    };
    let data = |name| control.get_attribute(name).unwrap_or_default();
    let mut next = table.setup.get_untracked();
    let mut piles = next.position.piles().to_vec();
    let result: Result<(), String> = match action {
        "preset" => {
            let max = data("data-max").parse().unwrap_or(0);
            next.rules = if max > 0 {
                Rules::limited(max)
            } else {
                Rules::new(next.rules.ending(), None)
            }
            .unwrap_or_default();
            data("data-piles")
                .parse()
                .map(|p| next.position = p)
                .map_err(|_| String::from("preset"))
        }
        "random" => {
            for size in &mut piles {
                *size = 1 + (js_sys::Math::random() * 15.0) as u32;
            }
            set_piles(&mut next, piles)
        }
        "count" | "count-field" => {
            let n = if action == "count" {
                Ok(piles.len() as u64 + 1)
                    .map(|n| if data("data-step") == "-1" { n - 2 } else { n })
            } else {
                read_in_range(&value(), "number of piles", 1, MAX_PILES as u64)
            };
            n.and_then(|n| {
                piles.resize((n as usize).clamp(1, MAX_PILES), 3);
                set_piles(&mut next, piles)
            })
        }
        "pile-step" | "pile-field" => {
            let Some(i) = control
                .closest("[data-index]")
                .ok()
                .flatten()
                .and_then(|row| row.get_attribute("data-index")?.parse::<usize>().ok())
                .filter(|&i| i < piles.len())
            else {
                return true;
            };
            let size = if action == "pile-step" {
                let step: i64 = if data("data-step") == "-1" { -1 } else { 1 };
                Ok((i64::from(piles[i]) + step)
                    .max(0)
                    .min(i64::from(MAX_PILE_SIZE)) as u64)
            } else {
                read_in_range(&value(), "number of sticks", 0, u64::from(MAX_PILE_SIZE))
                    .map_err(|message| format!("Pile {}: {message}", i + 1))
            };
            size.and_then(|size| {
                piles[i] = size as u32;
                set_piles(&mut next, piles)
            })
        }
        "ending" => set_rules(
            &mut next,
            if value() == "misere" {
                Ending::Misere
            } else {
                Ending::Normal
            },
            None,
        ),
        "limit-on" => {
            let on = control
                .dyn_ref::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            set_rules(&mut next, Ending::Normal, on.then_some(3))
        }
        "limit" => read_in_range(
            &value(),
            "most sticks per move",
            1,
            u64::from(MAX_PILE_SIZE),
        )
        .and_then(|k| set_rules(&mut next, Ending::Normal, Some(k as u32))),
        "opponent" => {
            next.opponent = match value().parse::<Level>() {
                Ok(level) => Opponent::Computer(level),
                Err(()) => Opponent::Friend,
            };
            Ok(())
        }
        "first" => {
            next.first = if value() == "computer" {
                First::Computer
            } else {
                First::You
            };
            Ok(())
        }
        _ => return false,
    };
    match result {
        Ok(()) if next.position.is_empty() => table.setup_error.set(Some(
            "Every pile is empty: put at least one stick on the table.".into(),
        )),
        Ok(()) => {
            table.setup_error.set(None);
            table.new_game(next);
        }
        Err(message) => table.setup_error.set(Some(message)),
    }
    true
}

fn set_piles(setup: &mut Setup, piles: Vec<u32>) -> Result<(), String> {
    setup.position =
        Position::new(piles).map_err(|e| format!("{}.", capitalise(&e.to_string())))?;
    Ok(())
}

fn set_rules(setup: &mut Setup, ending: Ending, max_take: Option<u32>) -> Result<(), String> {
    setup.rules =
        Rules::new(ending, max_take).map_err(|e| format!("{}.", capitalise(&e.to_string())))?;
    Ok(())
}

/// The pile-size rows: a label, a − button, the size, a + button.
pub fn pile_rows_html(sizes: &[u32]) -> String {
    let mut h = String::new();
    for (i, size) in sizes.iter().enumerate() {
        let n = i + 1;
        let _ = write!(
            h,
            "<div class=\"pile-size\" data-index=\"{i}\"><label for=\"setup-pile-{n}\">Pile {n}</label><button type=\"button\" class=\"step\" data-testid=\"pile-{n}-less\" data-action=\"pile-step\" data-step=\"-1\" aria-label=\"Pile {n}: one fewer\">−</button><input id=\"setup-pile-{n}\" type=\"text\" inputmode=\"numeric\" size=\"7\" data-testid=\"setup-pile-{n}\" data-action=\"pile-field\" value=\"{size}\"><button type=\"button\" class=\"step\" data-testid=\"pile-{n}-more\" data-action=\"pile-step\" data-step=\"1\" aria-label=\"Pile {n}: one more\">+</button></div>"
        );
    }
    h
}

/// The seed documents' table: a safe start means the first mover loses.
pub fn prediction(setup: &Setup) -> String {
    let first = setup.first_player();
    let winner = setup.predicted_winner();
    let sum = grundy_sum(&setup.position, &setup.rules);
    let start = match outcome(&setup.position, &setup.rules) {
        Outcome::Safe => "a safe start",
        Outcome::Unsafe => "an unsafe start",
    };
    let mover = match first {
        Player::You => "you move",
        Player::Computer => "the computer moves",
        Player::Player1 => "player 1 moves",
        Player::Player2 => "player 2 moves",
    };
    let who = match winner {
        Player::You => "you win",
        Player::Computer => "the computer wins",
        Player::Player1 => "player 1 wins",
        Player::Player2 => "player 2 wins",
    };
    let verdict = if winner == first {
        "the first mover can always win"
    } else {
        "the first mover loses"
    };
    format!(
        "Nim-sum {}: {start}, and {mover} first, so {verdict}: with perfect play {who}.",
        group_thousands(u64::from(sum))
    )
}
