//! Whose turn it is, who won, and what just happened.

use leptos::prelude::*;

use crate::game::{FirstChoice, Game, Player};

use super::say::{player_words, took};
use super::table::Table;
use super::text::Text;

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
        return player_words(winner, t.win_you, t.win_computer, t.win_player);
    }
    game.turn()
        .map(|turn| player_words(turn, t.turn_you, t.turn_computer, t.turn_player))
        .unwrap_or_default()
}

fn last_move_text(t: &Text, game: &Game) -> String {
    game.last()
        .map(|played| took(t, played) + ".")
        .unwrap_or_default()
}
