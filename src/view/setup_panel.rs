//! Choosing the game: piles, rules, opponent, who moves first.
//!
//! Every valid change starts a new game from the new setup at once, so the address
//! bar always links to the position on the board.

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

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

#[component]
pub fn SetupPanel() -> impl IntoView {
    let table = Table::get();
    let error = RwSignal::new(None::<String>);
    let setup = move || table.game.with(|g| g.setup().clone());
    let piles = move || table.game.with(|g| g.setup().position.piles().to_vec());

    // Applies a change to the setup, or shows why it cannot be applied.
    let change = move |edit: &dyn Fn(&mut Setup) -> Result<(), String>| {
        let mut next = setup();
        match edit(&mut next) {
            Ok(()) if next.position.is_empty() => error.set(Some(
                "Every pile is empty: put at least one stick on the table.".into(),
            )),
            Ok(()) => {
                error.set(None);
                table.new_game(next);
            }
            Err(message) => error.set(Some(message)),
        }
    };
    let set_piles = move |piles: Vec<u32>| {
        change(&|s: &mut Setup| {
            s.position = Position::new(piles.clone())
                .map_err(|e| format!("{}.", capitalise(&e.to_string())))?;
            Ok(())
        })
    };
    let set_count = move |n: usize| {
        let mut next = piles();
        next.resize(n.clamp(1, MAX_PILES), 3);
        set_piles(next);
    };

    // Rows of pile sizes, written as markup and handled by one listener each
    // for clicks and changes; a memo so moves in the game do not redraw them.
    let sizes = Memo::new(move |_| piles());
    let rows_html = move || pile_rows_html(&sizes.get());
    let on_step = move |ev: leptos::ev::MouseEvent| {
        let Some((i, button)) = row_of(ev.target()) else {
            return;
        };
        let delta: i64 = match button.get_attribute("data-step").as_deref() {
            Some("-1") => -1,
            Some("1") => 1,
            _ => return,
        };
        let mut next = piles();
        if let Some(size) = next.get_mut(i) {
            *size = (i64::from(*size) + delta).clamp(0, i64::from(MAX_PILE_SIZE)) as u32;
            set_piles(next);
        }
    };
    let on_change = move |ev: leptos::ev::Event| {
        let Some((i, _)) = row_of(ev.target()) else {
            return;
        };
        let text = event_target_value(&ev);
        match read_in_range(&text, "number of sticks", 0, u64::from(MAX_PILE_SIZE)) {
            Ok(n) => {
                let mut next = piles();
                if let Some(size) = next.get_mut(i) {
                    *size = n as u32;
                    set_piles(next);
                }
            }
            Err(message) => error.set(Some(format!("Pile {}: {message}", i + 1))),
        }
    };

    let random = move |_| {
        let next = piles()
            .iter()
            .map(|_| 1 + (js_sys::Math::random() * 15.0) as u32)
            .collect::<Vec<u32>>();
        set_piles(next);
    };

    let is_misere = move || {
        table
            .game
            .with(|g| g.setup().rules.ending() == Ending::Misere)
    };
    let limit = move || table.game.with(|g| g.setup().rules.max_take());
    let set_rules = move |ending: Ending, max_take: Option<u32>| {
        change(&|s: &mut Setup| {
            s.rules = Rules::new(ending, max_take)
                .map_err(|e| format!("{}.", capitalise(&e.to_string())))?;
            Ok(())
        })
    };
    let opponent_value = move || {
        table.game.with(|g| match g.setup().opponent {
            Opponent::Friend => "friend".to_string(),
            Opponent::Computer(level) => level.to_string(),
        })
    };
    let is_friend = move || table.game.with(|g| g.setup().opponent == Opponent::Friend);
    let computer_first = move || table.game.with(|g| g.setup().first == First::Computer);

    view! {
        <section class="setup" data-testid="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">"Game setup"</h2>
            <p class="prediction" data-testid="prediction">{move || table.game.with(|g| prediction(g.setup()))}</p>

            <fieldset>
                <legend>"Piles"</legend>
                <div class="presets">
                    {PRESETS.into_iter().map(|(name, piles, max)| {
                        view! {
                            <button type="button" on:click=move |_| change(&|s: &mut Setup| {
                                s.position = piles.parse().map_err(|_| String::from("preset"))?;
                                s.rules = match max { Some(k) => Rules::limited(k), None => Rules::new(s.rules.ending(), None) }
                                    .map_err(|e| e.to_string())?;
                                Ok(())
                            })>{name}</button>
                        }
                    }).collect_view()}
                    <button type="button" data-testid="random" on:click=random>"Random position"</button>
                </div>
                <div class="pile-size">
                    <label for="setup-count">"How many piles"</label>
                    <button type="button" class="step" aria-label="One pile fewer" on:click=move |_| set_count(piles().len().saturating_sub(1))>"−"</button>
                    <input
                        id="setup-count"
                        type="text"
                        inputmode="numeric"
                        size="3"
                        data-testid="setup-count"
                        prop:value=move || piles().len().to_string()
                        on:change=move |ev| {
                            match read_in_range(&event_target_value(&ev), "number of piles", 1, MAX_PILES as u64) {
                                Ok(n) => set_count(n as usize),
                                Err(message) => error.set(Some(message)),
                            }
                        }
                    />
                    <button type="button" class="step" aria-label="One pile more" on:click=move |_| set_count(piles().len() + 1)>"+"</button>
                </div>
                <div class="pile-sizes" inner_html=rows_html on:click=on_step on:change=on_change></div>
            </fieldset>

            <fieldset>
                <legend>"Rules"</legend>
                <label class="choice">
                    <input type="radio" name="ending" data-testid="mode-normal"
                        prop:checked=move || !is_misere()
                        on:change=move |_| set_rules(Ending::Normal, limit())/>
                    " Normal: whoever takes the last stick wins"
                </label>
                <label class="choice">
                    <input type="radio" name="ending" data-testid="mode-misere"
                        prop:checked=is_misere
                        on:change=move |_| set_rules(Ending::Misere, None)/>
                    " Misère: whoever takes the last stick loses"
                </label>
                <div class="limit">
                    <label class="choice">
                        <input type="checkbox" data-testid="limit-on"
                            prop:checked=move || limit().is_some()
                            disabled=is_misere
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                set_rules(Ending::Normal, on.then_some(3));
                            }/>
                        " Take at most "
                    </label>
                    <input type="text" inputmode="numeric" size="4" aria-label="Most sticks per move"
                        data-testid="limit"
                        disabled=move || limit().is_none()
                        prop:value=move || limit().unwrap_or(3).to_string()
                        on:change=move |ev| {
                            match read_in_range(&event_target_value(&ev), "most sticks per move", 1, u64::from(MAX_PILE_SIZE)) {
                                Ok(k) => set_rules(Ending::Normal, Some(k as u32)),
                                Err(message) => error.set(Some(message)),
                            }
                        }/>
                    " sticks per move"
                    <span class="note" class:hidden=move || !is_misere()>" (not offered with misère play)"</span>
                </div>
            </fieldset>

            <fieldset>
                <legend>"Opponent"</legend>
                <select data-testid="opponent" aria-label="Opponent"
                    prop:value=opponent_value
                    on:change=move |ev| {
                        let value = event_target_value(&ev);
                        change(&|s: &mut Setup| {
                            s.opponent = match value.parse::<Level>() {
                                Ok(level) => Opponent::Computer(level),
                                Err(()) => Opponent::Friend,
                            };
                            Ok(())
                        })
                    }>
                    <option value="perfect">"The computer: perfect"</option>
                    <option value="good">"The computer: good"</option>
                    <option value="beginner">"The computer: beginner"</option>
                    <option value="friend">"A friend on this screen"</option>
                </select>
                <div class="first" class:hidden=is_friend>
                    <label class="choice">
                        <input type="radio" name="first" data-testid="first-you"
                            prop:checked=move || !computer_first()
                            on:change=move |_| change(&|s: &mut Setup| { s.first = First::You; Ok(()) })/>
                        " You move first"
                    </label>
                    <label class="choice">
                        <input type="radio" name="first" data-testid="first-computer"
                            prop:checked=computer_first
                            on:change=move |_| change(&|s: &mut Setup| { s.first = First::Computer; Ok(()) })/>
                        " The computer moves first"
                    </label>
                </div>
                <p class="note" class:hidden=move || !is_friend()>"Player 1 moves first."</p>
            </fieldset>
            <p class="error" data-testid="setup-error" role="alert">{move || error.get()}</p>
        </section>
    }
}

/// The pile-size rows: a label, a − button, the size, a + button.
pub fn pile_rows_html(sizes: &[u32]) -> String {
    let mut h = String::new();
    for (i, size) in sizes.iter().enumerate() {
        let n = i + 1;
        let _ = write!(
            h,
            "<div class=\"pile-size\" data-index=\"{i}\"><label for=\"setup-pile-{n}\">Pile {n}</label><button type=\"button\" class=\"step\" data-step=\"-1\" aria-label=\"Pile {n}: one fewer\">−</button><input id=\"setup-pile-{n}\" type=\"text\" inputmode=\"numeric\" size=\"7\" data-testid=\"setup-pile-{n}\" value=\"{size}\"><button type=\"button\" class=\"step\" data-step=\"1\" aria-label=\"Pile {n}: one more\">+</button></div>"
        );
    }
    h
}

/// The row index and the element an event in the pile-size rows reached.
fn row_of(target: Option<web_sys::EventTarget>) -> Option<(usize, web_sys::Element)> {
    let element = target?.dyn_into::<web_sys::Element>().ok()?;
    let row = element.closest("[data-index]").ok()??;
    let index = row.get_attribute("data-index")?.parse().ok()?;
    Some((index, element))
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
