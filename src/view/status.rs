//! Whose turn it is, who won, and what just happened.

use leptos::prelude::*;

use crate::engine::{capitalise, count_sticks};
use crate::game::{Game, Player};

use super::table::Table;

#[component]
pub fn Status() -> impl IntoView {
    let table = Table::get();
    let turn = move || table.game.with(|g| g.turn().map(Player::as_str));
    let winner = move || table.game.with(|g| g.winner().map(Player::as_str));
    let text = move || table.game.with(status_text);
    let last = move || table.game.with(last_move_text);
    view! {
        <div class="status-bar">
            <p class="status" data-testid="status" data-turn=turn data-winner=winner aria-live="polite">
                <span class="thinking" class:visible=move || table.thinking.get() aria-hidden="true">
                    <span></span><span></span><span></span>
                </span>
                {text}
            </p>
            <p class="last-move" data-testid="last-move" aria-live="polite">{last}</p>
            <button class="primary" data-testid="new-game" on:click=move |_| table.restart()>
                "New game"
            </button>
        </div>
    }
}

fn status_text(game: &Game) -> String {
    if let Some(winner) = game.winner() {
        return match winner {
            Player::You => "You win! Well played.".into(),
            Player::Computer => "The computer wins. Try again?".into(),
            Player::Player1 => "Player 1 wins!".into(),
            Player::Player2 => "Player 2 wins!".into(),
        };
    }
    match game.turn() {
        Some(Player::You) => "Your turn: click a stick to take it and every stick after it.".into(),
        Some(Player::Computer) => "The computer is thinking…".into(),
        Some(Player::Player1) => "Player 1's turn.".into(),
        Some(Player::Player2) => "Player 2's turn.".into(),
        None => String::new(),
    }
}

fn last_move_text(game: &Game) -> String {
    let Some(played) = game.last() else {
        return String::new();
    };
    format!(
        "{} took {} from pile {}.",
        capitalise(played.player.name()),
        count_sticks(played.mv.take),
        played.mv.pile + 1
    )
}
