//! Whose turn it is, who won, and what just happened.

use leptos::prelude::*;

use crate::game::{FirstChoice, Game, Player};

use super::say::took;
use super::table::Table;
use super::text::{fill, Text};

#[component]
pub fn Status() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let turn = move || table.game.with(|g| g.turn().map(Player::as_str));
    let winner = move || table.game.with(|g| g.winner().map(Player::as_str));
    let text = move || table.game.with(|g| status_text(t, g));
    let last = move || table.game.with(|g| last_move_text(t, g));
    // With "let the computer choose", why it chose to move first or not.
    let chose = move || {
        table.setup.with(|s| {
            s.first_choice().map(|choice| match choice {
                FirstChoice::ComputerFirst => t.chose_computer,
                FirstChoice::YouFirst => t.chose_you,
            })
        })
    };
    view! {
        <div class="status-bar">
            <p class="status" data-testid="status" data-turn=turn data-winner=winner aria-live="polite">
                <span class="thinking" class:visible=move || table.thinking.get() aria-hidden="true">
                    <span></span><span></span><span></span>
                </span>
                {text}
            </p>
            <p class="last-move" data-testid="last-move" aria-live="polite">{last}</p>
            {move || chose().map(|why| view! { <p class="first-choice" data-testid="first-choice">{why}</p> })}
            <button class="primary" data-testid="new-game" on:click=move |_| table.restart()>
                {t.new_game}
            </button>
        </div>
    }
}

fn status_text(t: &Text, game: &Game) -> String {
    if let Some(winner) = game.winner() {
        return match winner {
            Player::You => t.win_you.into(),
            Player::Computer => t.win_computer.into(),
            Player::Player1 => fill(t.win_player, &[&1]),
            Player::Player2 => fill(t.win_player, &[&2]),
        };
    }
    match game.turn() {
        Some(Player::You) => t.turn_you.into(),
        Some(Player::Computer) => t.turn_computer.into(),
        Some(Player::Player1) => fill(t.turn_player, &[&1]),
        Some(Player::Player2) => fill(t.turn_player, &[&2]),
        None => String::new(),
    }
}

fn last_move_text(t: &Text, game: &Game) -> String {
    game.last()
        .map(|played| took(t, played) + ".")
        .unwrap_or_default()
}
