//! Component tests in a real browser (headless Chromium through wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use bouton::view::App;
use gloo_timers::future::TimeoutFuture;
use leptos::{mount::mount_to, prelude::*, task::tick};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app for `query` in a fresh element; the computer thinks for 20 ms.
fn mount(query: &'static str) -> Element {
    let document = document();
    let wrapper = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&wrapper).unwrap();
    mount_to(wrapper.clone().unchecked_into(), move || {
        view! { <App query=query seed=7 think_ms=20/> }
    })
    .forget();
    wrapper
}

fn find(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

fn attr(root: &Element, selector: &str, name: &str) -> Option<String> {
    find(root, selector).get_attribute(name)
}

fn click(root: &Element, selector: &str) {
    find(root, selector).unchecked_into::<HtmlElement>().click();
}

fn type_into(root: &Element, selector: &str, text: &str) {
    let input: HtmlInputElement = find(root, selector).unchecked_into();
    input.set_value(text);
    input
        .dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
}

fn count(root: &Element, pile: usize) -> u32 {
    attr(root, &format!("[data-pile=\"{pile}\"]"), "data-count")
        .unwrap()
        .parse()
        .unwrap()
}

fn total(root: &Element) -> u32 {
    (1..=3).map(|pile| count(root, pile)).sum()
}

async fn wait_for_computer() {
    TimeoutFuture::new(80).await;
    tick().await;
}

#[wasm_bindgen_test]
async fn clicking_a_stick_takes_it_and_the_computer_answers() {
    let app = mount("piles=3,4,5&first=you");
    tick().await;
    assert_eq!(
        attr(&app, "[data-testid=status]", "data-turn").as_deref(),
        Some("you")
    );
    // Pile 1 draws sticks taking 3, 2, 1: click the one that takes 2.
    click(&app, "[data-pile=\"1\"] [data-take=\"2\"]");
    tick().await;
    assert_eq!(count(&app, 1), 1);
    assert_eq!(total(&app), 10);
    assert_eq!(
        attr(&app, "[data-testid=status]", "data-turn").as_deref(),
        Some("computer")
    );
    wait_for_computer().await;
    assert_eq!(
        attr(&app, "[data-testid=status]", "data-turn").as_deref(),
        Some("you")
    );
    assert!(total(&app) < 10, "the computer took sticks");
    assert!(find(&app, "[data-testid=last-move]")
        .text_content()
        .unwrap()
        .starts_with("The computer took"));
}

#[wasm_bindgen_test]
async fn the_move_form_rejects_bad_numbers_with_a_message() {
    let app = mount("piles=3,4,5");
    tick().await;
    let error = |app: &Element| {
        find(app, "[data-testid=move-error]")
            .text_content()
            .unwrap()
    };
    let cases = [
        ("-3", "1", "negative"),
        ("abc", "1", "not a whole number"),
        ("", "1", "Type the"),
        ("2", "9", "no pile 9"),
        ("4", "1", "Pile 1 has only 3 sticks"),
        ("0", "2", "at least one stick"),
    ];
    for (take, pile, message) in cases {
        type_into(&app, "[data-testid=move-take]", take);
        type_into(&app, "[data-testid=move-pile]", pile);
        click(&app, "[data-testid=move-submit]");
        tick().await;
        assert!(
            error(&app).contains(message),
            "{take} from {pile}: {}",
            error(&app)
        );
        assert_eq!(total(&app), 12, "nothing was taken");
    }
    type_into(&app, "[data-testid=move-take]", "2");
    type_into(&app, "[data-testid=move-pile]", "1");
    click(&app, "[data-testid=move-submit]");
    tick().await;
    assert_eq!(count(&app, 1), 1);
    assert_eq!(error(&app), "");
}

#[wasm_bindgen_test]
async fn a_bad_link_says_what_was_ignored() {
    let app = mount("piles=3,x&max=0&level=god");
    tick().await;
    let notice = find(&app, "[data-testid=link-notice]")
        .text_content()
        .unwrap();
    assert!(notice.contains("piles=3,x"), "{notice}");
    assert!(notice.contains("max=0"), "{notice}");
    assert!(notice.contains("level=god"), "{notice}");
    assert_eq!(count(&app, 1), 3, "the default 3, 4, 5 is on the board");
}

#[wasm_bindgen_test]
async fn friends_alternate() {
    let app = mount("piles=2,2&vs=friend");
    tick().await;
    let turn = |app: &Element| attr(app, "[data-testid=status]", "data-turn");
    assert_eq!(turn(&app).as_deref(), Some("player1"));
    click(&app, "[data-pile=\"1\"] [data-take=\"1\"]");
    tick().await;
    assert_eq!(turn(&app).as_deref(), Some("player2"));
    click(&app, "[data-pile=\"2\"] [data-take=\"2\"]");
    tick().await;
    assert_eq!(turn(&app).as_deref(), Some("player1"));
    wait_for_computer().await;
    assert_eq!(
        turn(&app).as_deref(),
        Some("player1"),
        "no computer in a friend game"
    );
}

#[wasm_bindgen_test]
async fn huge_piles_are_drawn_compactly() {
    let app = mount("piles=500000,1000000&vs=friend");
    tick().await;
    let sticks = app
        .query_selector_all("[data-pile=\"2\"] [data-take]")
        .unwrap();
    assert_eq!(sticks.length(), 10);
    assert!(find(&app, "[data-pile=\"2\"] .bundle")
        .text_content()
        .unwrap()
        .contains("999,990"));
}

#[wasm_bindgen_test]
async fn the_setup_panel_starts_the_chosen_game() {
    let app = mount("piles=3,4,5");
    tick().await;
    let prediction = find(&app, "[data-testid=prediction]")
        .text_content()
        .unwrap();
    assert!(prediction.contains("unsafe start"), "{prediction}");
    let input: HtmlInputElement = find(&app, "[data-testid=setup-pile-1]").unchecked_into();
    input.set_value("-3");
    input
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    tick().await;
    let error = find(&app, "[data-testid=setup-error]")
        .text_content()
        .unwrap();
    assert!(
        error.contains("Pile 1") && error.contains("negative"),
        "{error}"
    );
    assert_eq!(count(&app, 1), 3);
    input.set_value("1");
    input
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    tick().await;
    assert_eq!(count(&app, 1), 1);
    let prediction = find(&app, "[data-testid=prediction]")
        .text_content()
        .unwrap();
    assert!(prediction.contains("a safe start"), "{prediction}");
    let address = window().location().search().unwrap();
    assert!(address.contains("piles=1,4,5"), "{address}");
}

#[wasm_bindgen_test]
fn a_crash_shows_a_message_and_a_reload_link() {
    bouton::view::panic::show_error("test failure");
    let crash = document()
        .query_selector("[data-testid=crash]")
        .unwrap()
        .unwrap();
    assert!(crash.text_content().unwrap().contains("test failure"));
    assert!(crash.query_selector("a[href]").unwrap().is_some());
}
