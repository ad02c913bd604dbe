//! "Share": the link to the starting position (or to the game so far), a copy
//! button, and the same link as a QR code big enough to scan across a classroom.

use bouton_qr::QrPath;
use leptos::ev::FocusEvent;
use leptos::prelude::*;
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use web_sys::HtmlDetailsElement;

use crate::game::{game_query, to_query, QueryWriter};

use super::prefs::Prefs;
use super::qr::{qr_of, Qr};
use super::table::Table;
use super::text::{Lang, Words};

/// The page's address without its query and hash, so links keep a sub-path.
pub fn base_address() -> String {
    web_sys::window()
        .map(|w| {
            let location = w.location();
            let origin = location.origin().unwrap_or_default();
            let path = location.pathname().unwrap_or_default();
            format!("{origin}{path}")
        })
        .unwrap_or_default()
}

/// The link the Share panel gives: to the start, or with the moves so far,
/// and in the language on screen if it was chosen (in the link or with the
/// switch), as the address carries it: a class opens it in the teacher's
/// language, whatever their browsers say.
fn share_link(table: &Table, moves: bool, lang: Option<Lang>) -> String {
    // The start's link reads the setup alone, so a move does not work it out again.
    let query = if moves {
        game_query(&table.later())
    } else {
        table.setup.with(to_query)
    };
    let query = match lang {
        Some(lang) => QueryWriter::after(query)
            .part("lang", &lang.code())
            .finish(),
        None => query,
    };
    format!("{}?{query}", base_address())
}

/// Copies `text`; `copied` then holds it, with whether the browser allowed it.
fn copy_link(text: String, copied: RwSignal<Option<(bool, String)>>) {
    let shown = text.clone();
    let refused = move || {
        copied.set(Some((false, shown.clone())));
        // The fallback: the link is selected, ready for Ctrl+C.
        if let Some(input) = document()
            .query_selector("[data-testid=share-link]")
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            input.select();
        }
    };
    let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
        return refused();
    };
    let done_text = text.clone();
    let done =
        Closure::<dyn FnMut(JsValue)>::new(move |_| copied.set(Some((true, done_text.clone()))));
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |_| refused());
    let _ = clipboard.write_text(&text).then2(&done, &failed);
    // Each runs at most once; a copy is rare, so they are simply kept.
    done.forget();
    failed.forget();
}

/// The Share panel: a `<details>`, so opening it needs no code of ours.
#[component]
pub fn Share() -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    // Whether the link carries the moves so far (kept while the app runs);
    // the last link copied, and whether the browser allowed it.
    let prefs = Prefs::get();
    let moves = prefs.share_moves;
    let copied = RwSignal::new(None::<(bool, String)>);
    let link = Memo::new(move |_| share_link(&table, moves.get(), prefs.chosen_lang()));
    let message = move || match copied.get() {
        Some((done, copied)) if copied == link.get() => {
            if done {
                t.text().copied
            } else {
                prefs
                    .pointer
                    .pick(t.text().copy_refused, t.text().copy_refused_touch)
            }
        }
        _ => "",
    };
    // Its contents, the QR code above all, are built when it is first opened,
    // not at start (a press on the summary opens it: a click, Enter or Space).
    // Each opening asks for the code again: a module that could not be
    // fetched (offline) may be there now.
    let opened = RwSignal::new(0u32);
    // In projector mode, where it covers the page, a press outside it closes
    // it: the focus leaves it then (its body takes the focus itself, so that a
    // press on its text or its QR code keeps it inside). Escape closes it too
    // (keys.rs). Not the `<details>` itself: Chromium then leaves its summary
    // out of the Tab order.
    let projector = prefs.display;
    let leave = move |ev: FocusEvent| {
        let Some(details) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<HtmlDetailsElement>().ok())
        else {
            return;
        };
        // Where the focus went is known after the event; a window left for
        // another (the slides) keeps the panel open, with its QR code.
        request_animation_frame(move || {
            let document = document();
            let here = document.active_element();
            if document.has_focus().unwrap_or(false)
                && !details.contains(here.as_ref().map(|e| e.as_ref()))
                && projector.with_untracked(|d| d.projector)
            {
                details.set_open(false);
            }
        });
    };
    view! {
        <details class="share" on:focusout=leave>
            <summary data-testid="share" on:click=move |_| opened.update(|n| *n += 1)>{t.share()}</summary>
            <Show when=move || opened.get() != 0>
            <div class="share-body" tabindex="-1">
            <label class="choice">
                <input type="checkbox" data-testid="share-moves" prop:checked=move || moves.get()
                    on:change=move |ev| moves.set(event_target_checked(&ev))/>
                {t.share_moves()}
            </label>
            <div class="share-row">
                <input type="text" readonly aria-label=t.share_link() data-testid="share-link" prop:value=move || link.get()/>
                <button type="button" data-testid="share-copy" on:click=move |_| copy_link(link.get_untracked(), copied)>{t.copy()}</button>
            </div>
            <p class="copied" data-testid="share-copied" role="status">{message}</p>
            <ShareQr link opened/>
            </div>
            </Show>
        </details>
    }
}

/// The link's QR code, or why there is none; asked for again at each opening
/// of the panel.
#[component]
fn ShareQr(link: Memo<String>, opened: RwSignal<u32>) -> impl IntoView {
    let t = Words::get();
    let qr = qr_of(Signal::derive(move || {
        opened.track();
        link.get()
    }));
    let code = move || match qr.get() {
        Qr::Code(code) => Some(code),
        _ => None,
    };
    view! {
        <div class="qr-box">
            {move || code().map(|QrPath { size, d }| {
                let view_box = format!("0 0 {size} {size}");
                view! {
                    <svg data-testid="qr" class="qr" xmlns="http://www.w3.org/2000/svg" viewBox=view_box
                        role="img" aria-label=t.qr_label() shape-rendering="crispEdges">
                        <rect width=size height=size fill="#fff"/>
                        <path fill="#000" d=d/>
                    </svg>
                }
            })}
            <p data-testid="qr-too-long" role="status">{move || qr.with(|qr| match qr {
                Qr::TooLong => t.text().qr_too_long,
                Qr::Failed => t.text().qr_failed,
                _ => "",
            })}</p>
        </div>
    }
}
