//! The matchstick piles. The board knows no rules: it draws the position the game
//! holds and reports which stick was clicked, hovered or focused.
//!
//! The sticks are written as markup by [`board_html`] (numbers and fixed words
//! only) and the board listens once for all of them, which keeps 32 piles fast
//! and the download small.

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::{group_thousands, Move};
use crate::game::{Game, Player};

use super::table::Table;
use super::text::{fill, Text};

/// Piles up to this size are drawn stick by stick.
pub const DRAWN_IN_FULL: u32 = 24;
/// Larger piles show a bundle with its count, then this many loose sticks.
pub const LOOSE_STICKS: u32 = 10;

/// What the board draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardState {
    pub piles: Vec<u32>,
    /// A person may move now.
    pub can_click: bool,
    pub limit: Option<u32>,
    /// The computer's last move, whose sticks fade out.
    pub fading: Option<Move>,
    /// The move the hint is showing.
    pub hinted: Option<Move>,
    /// The move chosen with the keys.
    pub chosen: Option<Move>,
}

impl BoardState {
    pub fn of(game: &Game, hinted: Option<Move>, chosen: Option<Move>) -> BoardState {
        BoardState {
            piles: game.position().piles().to_vec(),
            can_click: game.turn().is_some_and(|p| !p.is_computer()),
            limit: game.setup().rules.max_take(),
            fading: game
                .last()
                .filter(|played| played.player == Player::Computer)
                .map(|played| played.mv),
            hinted,
            chosen,
        }
    }
}

/// The piles as markup. Stick `k` of a pile carries `data-take=k`: clicking it
/// takes k sticks, the last stick taking 1.
pub fn board_html(t: &Text, state: &BoardState) -> String {
    let mut h = String::with_capacity(256 * state.piles.len());
    for (pile, &count) in state.piles.iter().enumerate() {
        let number = pile + 1;
        let shown = group_thousands(u64::from(count));
        let _ = write!(
            h,
            "<div class=\"pile{}\" data-pile=\"{number}\" data-count=\"{count}\" role=\"group\" aria-label=\"{}\"><span class=\"pile-label\" aria-hidden=\"true\"><span class=\"pile-number\">{number}</span><span class=\"pile-count\">{shown}</span></span><span class=\"sticks\">",
            if count == 0 { " empty" } else { "" },
            fill(t.pile_label, &[&number, &t.sticks(count)])
        );
        let compact = count > DRAWN_IN_FULL;
        let loose = if compact { LOOSE_STICKS } else { count };
        if compact {
            let bundled = group_thousands(u64::from(count - LOOSE_STICKS));
            let _ = write!(
                h,
                "<span class=\"bundle\" title=\"{}\"><span class=\"bundle-count\">{bundled}</span></span>",
                fill(t.bundle, &[&bundled])
            );
        }
        for i in 0..loose {
            let take = loose - i;
            let label = fill(t.take_from, &[&t.sticks(take), &number]);
            let allowed = state.can_click && state.limit.is_none_or(|k| take <= k);
            let marks = |m: Option<Move>| m.is_some_and(|m| m.pile == pile && take <= m.take);
            let _ = write!(
                h,
                "<button class=\"stick{}{}\" data-action=\"take\" data-take=\"{take}\" aria-label=\"{label}\" title=\"{label}\"{}></button>",
                if marks(state.hinted) { " hinted" } else { "" },
                if marks(state.chosen) { " chosen" } else { "" },
                if allowed { "" } else { " disabled" }
            );
        }
        let fading = state.fading.filter(|m| m.pile == pile).map_or(0, |m| {
            m.take
                .min(if compact { LOOSE_STICKS } else { DRAWN_IN_FULL })
        });
        for _ in 0..fading {
            h.push_str("<span class=\"stick gone\" aria-hidden=\"true\"></span>");
        }
        h.push_str("</span></div>");
    }
    h
}

/// The move a control stands for: a stick (`data-take` inside a `data-pile`) or
/// a winning-move button (both on itself); `None` if it is disabled.
pub fn move_of(element: &web_sys::Element) -> Option<Move> {
    let stick = element.closest("[data-take]").ok()??;
    let pile = stick.closest("[data-pile]").ok()??;
    let read = |el: &web_sys::Element, name| el.get_attribute(name)?.parse::<u32>().ok();
    let take = read(&stick, "data-take")?;
    let number = read(&pile, "data-pile")?;
    let enabled = !stick.has_attribute("disabled");
    enabled.then_some(Move {
        pile: number.checked_sub(1)? as usize,
        take,
    })
}

/// The move of the stick an event reached, if any.
fn stick_move(target: Option<web_sys::EventTarget>) -> Option<Move> {
    move_of(&target?.dyn_into::<web_sys::Element>().ok()?)
}

/// A click on a stick (`data-action="take"`): takes it and every stick after it.
pub fn take_stick(table: Table, stick: &web_sys::Element) {
    let Some(mv) = move_of(stick) else {
        return;
    };
    let board = stick
        .closest(".board")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    table.play(mv);
    // The sticks are redrawn: keep keyboard focus on the board so the next Tab
    // reaches the sticks again.
    if let Some(board) = board {
        let _ = board.focus();
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let table = Table::get();
    let t = table.text();
    let html = move || {
        let (hinted, chosen) = (table.hinted.get(), table.cursor.get());
        table
            .game
            .with(|game| board_html(t, &BoardState::of(game, hinted, chosen)))
    };
    let show = move |target| table.preview.set(stick_move(target));
    view! {
        <div
            tabindex="-1"
            class="board"
            data-testid="board"
            role="group"
            aria-label=t.board_label
            inner_html=html
            on:mouseover=move |ev| show(ev.target())
            on:focusin=move |ev| show(ev.target())
            on:mouseleave=move |_| table.preview.set(None)
            on:focusout=move |_| table.preview.set(None)
        ></div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    fn state(piles: Vec<u32>) -> BoardState {
        BoardState {
            piles,
            can_click: true,
            limit: None,
            fading: None,
            hinted: None,
            chosen: None,
        }
    }

    #[test]
    fn draws_each_stick_with_its_take() {
        let html = board_html(&EN, &state(vec![3, 0]));
        assert!(html.contains("aria-label=\"Pile 1, 3 sticks\""));
        assert!(html.contains("aria-label=\"Take 3 sticks from pile 1\""));
        let italian = board_html(&IT, &state(vec![3, 1]));
        assert!(italian.contains("aria-label=\"Pila 2, 1 bastoncino\""));
        assert!(italian.contains("aria-label=\"Prendi 2 bastoncini dalla pila 1\""));
        assert!(html.contains("data-pile=\"1\" data-count=\"3\""));
        assert!(html.contains("data-pile=\"2\" data-count=\"0\""));
        assert_eq!(html.matches("data-take=").count(), 3);
        assert!(html.find("data-take=\"3\"") < html.find("data-take=\"1\""));
        assert!(!html.contains("disabled"));
    }

    #[test]
    fn big_piles_are_a_bundle_and_ten_sticks() {
        let html = board_html(&EN, &state(vec![1_000_000]));
        assert_eq!(html.matches("data-take=").count(), 10);
        assert!(html.contains("999,990 sticks bound together"));
    }

    #[test]
    fn limits_hints_and_fading() {
        let mut s = state(vec![5]);
        s.limit = Some(3);
        s.hinted = Some(Move { pile: 0, take: 2 });
        s.fading = Some(Move { pile: 0, take: 2 });
        let html = board_html(&EN, &s);
        assert_eq!(
            html.matches(" disabled").count(),
            2,
            "takes 5 and 4 are over the limit"
        );
        assert_eq!(html.matches("stick hinted").count(), 2);
        assert_eq!(html.matches("stick gone").count(), 2);
    }
}
