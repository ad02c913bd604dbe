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
use super::say::{rules_error, setup_error};
use super::table::Table;
use super::text::{fill, Text};

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
    let t = table.text();
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
        "<h2 id=\"setup-title\">{}</h2><p class=\"prediction\" data-testid=\"prediction\">{}</p><fieldset><legend>{}</legend><div class=\"presets\">",
        t.setup_title,
        prediction(t, &setup),
        t.piles
    );
    for (name, piles, max) in [
        (t.preset_classic, "3,4,5", None),
        (t.preset_marienbad, "1,3,5,7", None),
        (t.preset_21, "21", Some(3)),
    ] {
        let _ = write!(
            h,
            "<button type=\"button\" id=\"preset-{piles}\" data-action=\"preset\" data-piles=\"{piles}\" data-max=\"{}\">{name}</button>",
            max.unwrap_or(0)
        );
    }
    let _ = write!(
        h,
        "<button type=\"button\" data-testid=\"random\" data-action=\"random\">{}</button></div>\
<div class=\"pile-size\"><label for=\"setup-count\">{}</label><button type=\"button\" class=\"step\" data-testid=\"count-less\" data-action=\"count\" data-step=\"-1\" aria-label=\"{}\">−</button><input id=\"setup-count\" type=\"text\" inputmode=\"numeric\" size=\"3\" data-testid=\"setup-count\" data-action=\"count-field\" value=\"{}\"><button type=\"button\" class=\"step\" data-testid=\"count-more\" data-action=\"count\" data-step=\"1\" aria-label=\"{}\">+</button></div>\
<div class=\"pile-sizes\">{}</div></fieldset>\
<fieldset><legend>{}</legend>\
<label class=\"choice\"><input type=\"radio\" name=\"ending\" value=\"normal\" data-testid=\"mode-normal\" data-action=\"ending\"{}>{}</label>\
<label class=\"choice\"><input type=\"radio\" name=\"ending\" value=\"misere\" data-testid=\"mode-misere\" data-action=\"ending\"{}>{}</label>\
<div class=\"limit\"><label class=\"choice\"><input type=\"checkbox\" data-testid=\"limit-on\" data-action=\"limit-on\"{}{}>{}</label>\
<input type=\"text\" inputmode=\"numeric\" size=\"4\" aria-label=\"{}\" data-testid=\"limit\" data-action=\"limit\" value=\"{}\"{}>{}<span class=\"note{}\">{}</span></div></fieldset>\
<fieldset><legend>{}</legend><select data-testid=\"opponent\" data-action=\"opponent\" aria-label=\"{}\">",
        t.random,
        t.how_many,
        t.pile_fewer_count,
        piles.len(),
        t.pile_more_count,
        pile_rows_html(t, piles),
        t.rules,
        checked(!misere),
        t.mode_normal,
        checked(misere),
        t.mode_misere,
        checked(limit.is_some()),
        if misere { " disabled" } else { "" },
        t.take_at_most,
        t.most_per_move,
        limit.unwrap_or(3),
        if limit.is_none() { " disabled" } else { "" },
        t.sticks_per_move,
        hidden(!misere),
        t.not_with_misere,
        t.opponent,
        t.opponent,
    );
    for (value, name) in [
        ("perfect", t.vs_perfect),
        ("good", t.vs_good),
        ("beginner", t.vs_beginner),
        ("friend", t.vs_friend),
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
        "</select><div class=\"first{}\"><label class=\"choice\"><input type=\"radio\" name=\"first\" value=\"you\" data-testid=\"first-you\" data-action=\"first\"{}>{}</label>\
<label class=\"choice\"><input type=\"radio\" name=\"first\" value=\"computer\" data-testid=\"first-computer\" data-action=\"first\"{}>{}</label></div>\
<p class=\"note{}\">{}</p></fieldset>",
        hidden(friend),
        checked(!computer_first),
        t.you_first,
        checked(computer_first),
        t.computer_first,
        hidden(!friend),
        t.p1_first,
    );
    h
}

/// Does a setup action of a control in the panel; false if `action` is not one.
pub fn act_setup(table: Table, action: &str, control: &web_sys::Element) -> bool {
    let t = table.text();
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
            set_piles(t, &mut next, piles)
        }
        "count" | "count-field" => {
            let n = if action == "count" {
                Ok(if data("data-step") == "-1" {
                    piles.len().saturating_sub(1)
                } else {
                    piles.len() + 1
                } as u64)
            } else {
                read_in_range(t, &value(), t.what_piles, 1, MAX_PILES as u64)
            };
            n.and_then(|n| {
                piles.resize((n as usize).clamp(1, MAX_PILES), 3);
                set_piles(t, &mut next, piles)
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
                read_in_range(t, &value(), t.what_sticks, 0, u64::from(MAX_PILE_SIZE))
                    .map_err(|message| fill(t.pile_error, &[&(i + 1), &message]))
            };
            size.and_then(|size| {
                piles[i] = size as u32;
                set_piles(t, &mut next, piles)
            })
        }
        "ending" => set_rules(
            t,
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
            set_rules(t, &mut next, Ending::Normal, on.then_some(3))
        }
        "limit" => read_in_range(t, &value(), t.what_limit, 1, u64::from(MAX_PILE_SIZE))
            .and_then(|k| set_rules(t, &mut next, Ending::Normal, Some(k as u32))),
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
        Ok(()) if next.position.is_empty() => table.setup_error.set(Some(t.all_empty.into())),
        Ok(()) => {
            table.setup_error.set(None);
            table.new_game(next);
        }
        Err(message) => table.setup_error.set(Some(message)),
    }
    true
}

fn set_piles(t: &Text, setup: &mut Setup, piles: Vec<u32>) -> Result<(), String> {
    setup.position = Position::new(piles).map_err(|e| capitalise(&setup_error(t, &e)) + ".")?;
    Ok(())
}

fn set_rules(
    t: &Text,
    setup: &mut Setup,
    ending: Ending,
    max_take: Option<u32>,
) -> Result<(), String> {
    setup.rules = Rules::new(ending, max_take).map_err(|e| capitalise(rules_error(t, e)) + ".")?;
    Ok(())
}

/// The pile-size rows: a label, a − button, the size, a + button.
pub fn pile_rows_html(t: &Text, sizes: &[u32]) -> String {
    let mut h = String::new();
    for (i, size) in sizes.iter().enumerate() {
        let n = i + 1;
        let number: [&dyn std::fmt::Display; 1] = [&n];
        let _ = write!(
            h,
            "<div class=\"pile-size\" data-index=\"{i}\"><label for=\"setup-pile-{n}\">{}</label><button type=\"button\" class=\"step\" data-testid=\"pile-{n}-less\" data-action=\"pile-step\" data-step=\"-1\" aria-label=\"{}\">−</button><input id=\"setup-pile-{n}\" type=\"text\" inputmode=\"numeric\" size=\"7\" data-testid=\"setup-pile-{n}\" data-action=\"pile-field\" value=\"{size}\"><button type=\"button\" class=\"step\" data-testid=\"pile-{n}-more\" data-action=\"pile-step\" data-step=\"1\" aria-label=\"{}\">+</button></div>",
            fill(t.pile_n, &number),
            fill(t.pile_fewer, &number),
            fill(t.pile_more, &number)
        );
    }
    h
}

/// The seed documents' table: a safe start means the first mover loses.
pub fn prediction(t: &Text, setup: &Setup) -> String {
    let first = setup.first_player();
    let winner = setup.predicted_winner();
    let sum = grundy_sum(&setup.position, &setup.rules);
    let start = match outcome(&setup.position, &setup.rules) {
        Outcome::Safe => t.start_safe,
        Outcome::Unsafe => t.start_unsafe,
    };
    let say = |player, you, computer, someone| match player {
        Player::You => String::from(you),
        Player::Computer => String::from(computer),
        Player::Player1 => fill(someone, &[&1]),
        Player::Player2 => fill(someone, &[&2]),
    };
    let verdict = if winner == first {
        t.first_wins
    } else {
        t.first_loses
    };
    fill(
        t.prediction,
        &[
            &group_thousands(u64::from(sum)),
            &start,
            &say(first, t.mover_you, t.mover_computer, t.mover_player),
            &verdict,
            &say(winner, t.wins_you, t.wins_computer, t.wins_player),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    #[test]
    fn predicts_in_both_languages() {
        let setup = Setup::default();
        assert_eq!(
            prediction(&EN, &setup),
            "Nim-sum 2: an unsafe start, and you move first, so the first mover can always win: with perfect play you win."
        );
        assert_eq!(
            prediction(&IT, &setup),
            "Somma nim 2: una partenza insicura, e muovi tu per primo, quindi chi muove per primo può sempre vincere: con un gioco perfetto vinci tu."
        );
        let html = pile_rows_html(&IT, &[3, 4]);
        assert!(html.contains(">Pila 2</label>"));
        assert!(html.contains("aria-label=\"Pila 1: uno in più\""));
    }
}
