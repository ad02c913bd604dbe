//! Markup regions and actions: the cheap way to draw controls.
//!
//! A region is a part of the screen written as markup by a plain function of the
//! [`Table`] (numbers and fixed words only, never text from a link or storage),
//! redrawn whenever a signal it read changes. A control in it names what it does
//! with `data-action`, and one listener on the app turns clicks and changes into
//! calls on the table ([`act`]). Every Leptos element, attribute and handler is
//! compiled into its own code; this keeps the download small.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use super::board::{move_of, take_stick};
use super::keys::{open_help, toggle_fullscreen};
use super::setup_panel::act_setup;
use super::share::copy_link;
use super::table::Table;
use super::text::Lang;

/// Writes a region's markup from the table.
pub type Draw = fn(&Table) -> String;

/// A `<div class=…>` drawn by `draw`, redrawn when what it reads changes and the
/// markup with it. Keyboard focus stays on the same control (found again by its
/// `data-testid` or `id`).
pub fn region(class: &'static str, draw: Draw) -> impl IntoView {
    let table = Table::get();
    let node = NodeRef::<leptos::html::Div>::new();
    let first = untrack(|| draw(&table));
    let drawn = first.clone();
    // Runs once after mounting (to track what `draw` reads), then on every change;
    // the page is written only when the markup differs from what it shows.
    Effect::new(move |shown: Option<String>| {
        let html = draw(&table);
        if *shown.as_ref().unwrap_or(&drawn) != html {
            if let Some(el) = node.get_untracked() {
                redraw(&el, &html);
            }
        }
        html
    });
    view! { <div class=class node_ref=node inner_html=first></div> }
}

fn redraw(el: &Element, html: &str) {
    let focused = document()
        .active_element()
        .filter(|a| el.contains(Some(a)))
        .and_then(|a| a.get_attribute("data-testid").or_else(|| Some(a.id())))
        .filter(|key| !key.is_empty());
    el.set_inner_html(html);
    if let Some(key) = focused {
        let found = el
            .query_selector(&format!("[data-testid=\"{key}\"],[id=\"{key}\"]"))
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<HtmlElement>().ok());
        if let Some(control) = found {
            let _ = control.focus();
        }
    }
}

/// The control an event reached, and its action.
fn action_of(ev: &web_sys::Event) -> Option<(String, Element)> {
    let target = ev.target()?.dyn_into::<Element>().ok()?;
    let control = target.closest("[data-action]").ok()??;
    Some((control.get_attribute("data-action")?, control))
}

/// Does what a clicked or changed control's `data-action` says.
pub fn act(table: Table, ev: &web_sys::Event) {
    let Some((action, control)) = action_of(ev) else {
        return;
    };
    let change = ev.type_() == "change";
    // Buttons act on a click; fields, boxes and lists when changed.
    let is_field = control.tag_name() != "BUTTON";
    if change != is_field || act_setup(table, &action, &control) {
        return;
    }
    let checked = || {
        control
            .dyn_ref::<web_sys::HtmlInputElement>()
            .is_some_and(|i| i.checked())
    };
    match (ev.type_().as_str(), action.as_str()) {
        ("click", "projector") => table.set_display(|d| d.projector = !d.projector),
        ("click", "fullscreen") => toggle_fullscreen(),
        ("click", "keys") => open_help(),
        ("click", "hint") => table.toggle_hint(),
        ("click", "hint-move") => {
            if let Some(mv) = move_of(&control) {
                table.hinted.set(Some(mv));
            }
        }
        ("click", "review-prev") => table.review.update(|at| {
            let last = table.game.with_untracked(|g| g.history().len());
            *at = (*at).min(last).saturating_sub(1);
        }),
        ("click", "review-next") => table.review.update(|at| {
            let last = table.game.with_untracked(|g| g.history().len());
            *at = (*at + 1).min(last);
        }),
        ("click", "take") => take_stick(table, &control),
        ("click", "lang") => {
            if let Some(lang) = control
                .get_attribute("lang")
                .and_then(|c| Lang::from_code(&c))
            {
                table.set_lang(lang);
            }
        }
        ("click", "copy") => copy_link(table),
        ("change", "share-moves") => table.share_moves.set(checked()),
        ("click", "undo") => table.undo(),
        ("click", "redo") => table.redo(),
        ("change", "show-tableau") => table.set_display(|d| d.tableau = checked()),
        ("change", "show-hints") => table.set_display(|d| d.hints = checked()),
        ("change", "show-mistakes") => table.set_display(|d| d.mistakes = checked()),
        _ => {}
    }
}
