use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use crate::game::{self, Arrival, Game, LinkNotice, LinkProblem, Notice, Query};

use super::board::Board;
use super::dice::Dice;
use super::follow::effect;
use super::keys::{Keys, PageTools, PLAY_FOCUS};
use super::learn::UnknownPage;
use super::lesson::Aloud;
use super::marks::Marks;
use super::module::Module;
use super::module_host::ModuleHost;
use super::move_form::MoveForm;
use super::prefs::Prefs;
use super::router::{
    game_link_search, hash_query, is_view_option, mend_hash, move_options, next_route, replace_url,
    Route,
};
use super::say;
use super::setup_panel::{HowToPlay, SetupPanel};
use super::share::Share;
use super::start::{AfterPaint, Start};
use super::status::{PlayBar, Status};
use super::storage::{load_choices, load_games, load_lang, save_aside, save_choices, save_game};
use super::table::{focus, mark, replace_address, Aside, Table};
use super::teach::{Hints, History, LiveTableau, ReviewBoard, TeacherControls};
use super::text::{Lang, Words};

/// How long a computer "thinks" before it moves: the game's, and those of the
/// pages built as modules (tests pass the app a shorter pause).
pub const THINK_MS: u32 = 600;

/// The whole app. `query` is the page's query string; `seed` fixes the computer's
/// random choices; `think_ms` is its pause before each move.
#[component]
pub fn App(
    #[prop(into)] query: String,
    #[prop(default = 1)] seed: u64,
    #[prop(default = THINK_MS)] think_ms: u32,
    /// Rehearse a move once the board is painted ([`Table::rehearse`]).
    #[prop(optional)]
    rehearse: bool,
) -> impl IntoView {
    let (saved, aside) = load_games();
    let opening = game::start(&query, arrival(), saved.as_deref(), aside.as_deref(), seed);
    // The view's options, read as the game's parts are (and reported with
    // them when given twice): the first copy counts.
    let link = Query::parse(&query);
    let (lang, chosen, lang_notice) = choose_lang(&link);
    // Unreadable display choices are reported once: the defaults replace them.
    // `projector=1` or the name alone (or 0) in the link turns projector mode on
    // (or off), before the table exists: a computer moving first thinks aloud
    // in projector mode.
    let loaded = load_choices();
    let link_projector = link.get("projector").and_then(game::switch);
    let mut display = loaded.clone().unwrap_or_default();
    display.projector = link_projector.unwrap_or(display.projector);
    if loaded.is_err() || link_projector.is_some() {
        save_choices(display);
    }
    let display_notice = loaded.err().map(Notice::Choices);
    // Three stores: what the people chose, what is marked between changes of
    // the game, and the game with its actions (which clear the marks).
    // Chosen in the link if it named a language the app speaks.
    let prefs = Prefs::new(lang, chosen, display);
    let marks = Marks::new();
    let table = Table::new(opening.game, think_ms, marks, prefs, rehearse);
    let start = Start::provide();
    provide_context(prefs);
    provide_context(marks);
    provide_context(table);
    provide_context(Words::new(prefs.lang));
    // Apart from the game's own generator, which the same seed starts.
    Dice::provide(!seed);
    // A switch of language writes it into the address, which links on to the
    // game in that language; a switch of projector mode, into an address that
    // names it, so that a reload keeps the mode on screen.
    effect(Box::new(move |before: Option<(Lang, bool)>| {
        let now = (prefs.lang.get(), prefs.display.with(|d| d.projector));
        if before.is_some_and(|before| before != now) {
            table.game.with_untracked(|g| replace_address(g, prefs));
        }
        now
    }));
    table.aside.notices.set(
        lang_notice
            .into_iter()
            .chain(opening.notices)
            .chain(display_notice)
            .collect(),
    );
    // Kept as saved text: it is read back only if the person resumes it; in
    // storage too, so leaving the page does not lose it.
    let set_aside = opening.set_aside.as_ref().map(game::save_text);
    table.aside.game.set(set_aside.clone());

    // The board is drawn: the first screen shows it and answers a click.
    effect(Box::new(move |_| mark("app-ready")));
    // After the first paint: the address and storage catch up with the game on
    // the board, and once what the paint left out is built, the page says so.
    effect(Box::new(move |_| {
        if start.painted.get() {
            table.game.with_untracked(|g| replace_address(g, prefs));
            save_aside(set_aside.as_deref());
            table.game.with_untracked(save_game);
            register_service_worker();
        }
    }));
    effect(Box::new(move |_| {
        if start.built.get() {
            mark_ready();
        }
    }));

    let route = RwSignal::new(Route::current());
    // A `popstate`, not a `hashchange`: Back and Forward between addresses with
    // another query send only the first. The address is then written again from
    // the game on the board, so it stays a link to that game, in the language
    // on screen if it was chosen (an address gone back to may predate the choice).
    let listener = window_event_listener(leptos::ev::popstate, move |_| {
        follow_options(prefs, table);
        if let Some(now) = next_route(route.get_untracked()) {
            route.set(now);
        }
        table.game.with_untracked(|g| replace_address(g, prefs));
    });
    // A change not yet written (the frame after it writes it) is written
    // before the page hides, where no frame comes, or goes away.
    let hide = window_event_listener(leptos::ev::pagehide, move |_| table.save_now());
    let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| table.save_now());
    on_cleanup(move || {
        listener.remove();
        hide.remove();
        hidden.remove();
    });
    let current = move |page| (route.get() == page).then_some("page");
    let t = Words::get();
    // The tab and the browser's history name the page, in the page's language.
    // Where the links scroll along one line (a phone's header, the projector's),
    // the current page's is brought into sight, after the paint that draws it:
    // when the page changes, and when a switch of language resizes the links.
    effect(Box::new(move |_| {
        prefs.lang.track();
        let title = match route.get() {
            Route::Play => "Bouton · Nim".to_string(),
            page => format!("{} · Bouton", page.name(t.text())),
        };
        document().set_title(&title);
        request_animation_frame(|| {
            let link = document().query_selector(".pages [aria-current=page]");
            let Some(link) = link
                .ok()
                .flatten()
                .and_then(|a| a.dyn_into::<HtmlElement>().ok())
            else {
                return;
            };
            if let Some(nav) = link.parent_element() {
                // Centred: the links on either side show there are more.
                nav.set_scroll_left(
                    link.offset_left() + link.offset_width() / 2 - nav.client_width() / 2,
                );
            }
        });
    }));

    let nav = Route::PAGES
        .iter()
        .map(|&(page, href)| view! { <a href=href aria-current=move || current(page)>{move || page.name(t.text())}</a> })
        .collect_view();
    // A page built as a module comes once first opened and stays (its module
    // lives on): hidden, not removed, while another page is on screen.
    let host = move |module: Module, testid: &'static str, shows: fn(Route) -> bool| {
        let shown = Memo::new(move |_| shows(route.get()));
        let opened = Memo::new(move |before: Option<&bool>| before == Some(&true) || shown.get());
        move || {
            opened
                .get()
                .then(|| view! { <ModuleHost module testid shown/> })
        }
    };
    let learning = host(Module::Learn, "learn-page", Route::is_learning);
    let nimbers = host(Module::Nimbers, "nimbers-page", |page| {
        page == Route::Nimbers
    });
    let screen = move || match route.get() {
        Route::Play => Some(play_screen(t)),
        Route::Unknown => Some(unknown_screen()),
        _ => None,
    };
    view! {
        <div class="app">
        <header class="top">
            // The first Tab's stop, shown only while it has the focus: past the
            // page links and the header's buttons, many Tabs, in one.
            <button type="button" class="skip" data-testid="skip" on:click=|_| skip_to_content()>{t.skip()}</button>
            // The title leads back to the game, as a site's name does: at a
            // projector the Play link may be scrolled out of sight.
            <h1><a href="#" class="home">"Bouton"</a> <span class="subtitle">{t.subtitle()}</span></h1>
            <nav class="pages" aria-label=t.pages() on:focusin=reveal_link on:wheel=scroll_links>
                <a href="#" aria-current=move || current(Route::Play)>{t.play()}</a>
                {nav}
            </nav>
            <LangSwitch/>
            // In the header: at a projector they share the title's line, and
            // leave a learning page the screen's height.
            <PageTools shown=Signal::derive(move || route.get() != Route::Play)/>
        </header>
        <Notices route/>
        {screen}
        {learning}
        {nimbers}
        </div>
    }
}

/// Takes the focus past the header to the first of these in the page: a
/// notice's first button (a game kept aside waits there), else the board (or
/// the review that stands in for it), else the learning page on show.
fn skip_to_content() {
    focus(&format!(
        ".link-notice:not(.hidden) button:not(.hidden), {PLAY_FOCUS}, main.learn:not(.hidden)"
    ));
}

/// Scrolls the row of page links, where it scrolls (a phone, the projector),
/// to show the whole link that took the focus: Chromium scrolls to a focused
/// element only when none of it shows, and left a link cut at the row's edge.
fn reveal_link(e: leptos::ev::FocusEvent) {
    let Some(link) = e.target().and_then(|t| t.dyn_into::<HtmlElement>().ok()) else {
        return;
    };
    let Some(row) = link.parent_element() else {
        return;
    };
    // The row is the links' offset parent (it is positioned); room for the
    // focus ring on either side.
    let ring = 8;
    let (left, right) = (link.offset_left(), link.offset_left() + link.offset_width());
    let (shown, width) = (row.scroll_left(), row.client_width());
    if left - ring < shown {
        row.set_scroll_left(left - ring);
    } else if right + ring > shown + width {
        row.set_scroll_left(right + ring - width);
    }
}

/// A mouse's wheel turned over the row of page links where it scrolls
/// sideways (the projector's title line): the row goes along, as under a
/// touchpad's sideways swipe, and the links past its edge come into reach.
/// At either end the wheel is the page's again.
fn scroll_links(e: leptos::ev::WheelEvent) {
    let Some(row) = e
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    // Ctrl with the wheel (or a pinch) zooms the page: the browser's.
    if row.scroll_width() <= row.client_width() || e.delta_x() != 0.0 || e.ctrl_key() {
        return;
    }
    // A wheel's turn counted in lines (Firefox's), in pages or in pixels.
    const LINE: f64 = 40.0;
    let by = match e.delta_mode() {
        web_sys::WheelEvent::DOM_DELTA_LINE => e.delta_y() * LINE,
        web_sys::WheelEvent::DOM_DELTA_PAGE => e.delta_y() * f64::from(row.client_width()),
        _ => e.delta_y(),
    };
    let before = row.scroll_left();
    row.set_scroll_left(before + by.round() as i32);
    if row.scroll_left() != before {
        e.prevent_default();
    }
}

/// The language: a usable `lang` in the link, else the one last chosen with
/// the switch, else the browser's first English or Italian, else English.
/// Also whether it was chosen (links then carry it), and a notice when the
/// link named one the app does not speak.
fn choose_lang(link: &Query) -> (Lang, bool, Option<Notice>) {
    let asked = link.get("lang");
    if let Some(lang) = asked.and_then(Lang::from_code) {
        return (lang, true, None);
    }
    let notice = asked.map(|value| {
        Notice::Link(LinkNotice {
            key: "lang".into(),
            value: value.into(),
            reason: LinkProblem::Lang,
        })
    });
    // Else the one chosen with the switch on an earlier visit, still chosen.
    if let Some(lang) = load_lang().as_deref().and_then(Lang::from_code) {
        return (lang, true, notice);
    }
    (browser_lang().unwrap_or(Lang::En), false, notice)
}

/// How the page was reached: a link followed (`navigate`), or a return to it
/// (a reload, Back or Forward). A browser that does not say is taken to
/// return: the saved game then continues, as it always did.
fn arrival() -> Arrival {
    let kind = web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.get_entries_by_type("navigation").get(0))
        .and_then(|entry| js_sys::Reflect::get(&entry, &"type".into()).ok())
        .and_then(|kind| kind.as_string());
    match kind.as_deref() {
        Some("navigate") if Route::current() != Route::Play => Arrival::ToPage,
        Some("navigate") => Arrival::Link,
        _ => Arrival::Return,
    }
}

/// The first English or Italian among the browser's languages.
fn browser_lang() -> Option<Lang> {
    let navigator = web_sys::window()?.navigator();
    navigator
        .languages()
        .iter()
        .filter_map(|code| code.as_string())
        .chain(navigator.language())
        .find_map(|code| Lang::from_code(&code))
}

/// "English | Italiano", each named in its own language.
#[component]
fn LangSwitch() -> impl IntoView {
    let prefs = Prefs::get();
    let t = Words::get();
    let button = move |lang: Lang, name: &'static str| {
        view! {
            <button type="button" lang=lang.code() aria-pressed=move || (prefs.lang.get() == lang).to_string()
                on:click=move |_| prefs.switch_lang(lang)>{name}</button>
        }
    };
    view! {
        <div class="lang" data-testid="lang" role="group" aria-label=t.language()>
            {button(Lang::En, "English")}
            {button(Lang::It, "Italiano")}
        </div>
    }
}

/// The page a `#/learn/` link that names no page opens: drawn by the app, so
/// a mistyped link needs no module.
fn unknown_screen() -> AnyView {
    view! { <main class="learn" data-testid="learn-page" tabindex="-1"><UnknownPage/></main> }
        .into_any()
}

/// The game's screen. The board and what sits above it come in the first
/// paint; what is below and beside it (the tableau among them) is built just
/// after, so the board is on screen as early as it can be and nothing it
/// already shows moves when the rest arrives. Built in a function of its own,
/// never inlined into the route's closure: the browser compiles each function
/// whole the first time it runs, and wasm-opt is told to inline only small
/// functions with one caller (`-ocimfs` in index.html).
#[inline(never)]
fn play_screen(t: Words) -> AnyView {
    view! {
        <main class="layout">
            <SetupPanel/>
            <section class="play" aria-label=t.the_game()>
                <Status/>
                <PlayBar/>
                <AfterPaint>
                    <Hints/>
                    <Aloud by_board=true/>
                </AfterPaint>
                <Board/>
                <AfterPaint>
                    <ReviewBoard/>
                    <div class="controls">
                        <MoveForm/>
                        <div class="tools">
                            <Keys/>
                            <Share/>
                        </div>
                    </div>
                    <HowToPlay/>
                </AfterPaint>
            </section>
            <aside class="side">
                <AfterPaint>
                    <LiveTableau/>
                    // Beside the tableau its steps name; on a projector the board keeps its room.
                    <Aloud/>
                    <History/>
                    <TeacherControls/>
                </AfterPaint>
            </aside>
        </main>
    }
    .into_any()
}

/// What the link or the saved games gave rise to, over the game and over the
/// learning page it was raised on: a game kept aside waits on the play page
/// while a learning page is read.
#[component]
fn Notices(#[prop(into)] route: Signal<Route>) -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    let Aside {
        notices,
        game: set_aside,
    } = table.aside;
    // The notice hides with its buttons: the focus goes to the board, or to the
    // learning page on screen, not to the document.
    let said = Memo::new(move |_| notices.with(|list| say::notices(t.text(), list)));
    // The page on screen when the notices last changed, not followed after.
    let raised_on = Memo::new(move |_| {
        notices.track();
        route.get_untracked()
    });
    // Read first, always: a memo not read when the notices change would work
    // out their page only later, from the page shown then.
    let hidden = move || {
        let raised_on = raised_on.get();
        let page = route.get();
        notices.with(Vec::is_empty) || (page != Route::Play && page != raised_on)
    };
    let back = || focus("[data-testid=board], main.learn:not(.hidden)");
    // Close keeps a game aside, offered again on the next visit, as Escape
    // does; Discard lets it go.
    let close = move |_| {
        table.aside.hide();
        back();
    };
    let discard = move |_| {
        table.aside.discard();
        back();
    };
    let resume = move |_| {
        let saved = set_aside.get_untracked();
        match saved.as_deref().map(game::read_save) {
            Some(Ok(saved)) => {
                let seed = table.game.with_untracked(Game::seed_for_next_game);
                // It replayed cleanly when it was set aside, so nothing is dropped here.
                table.resume(game::restore(&saved, seed).0);
            }
            _ => table.aside.discard(),
        }
        back();
    };
    view! {
        <div class="link-notice" data-testid="link-notice" role="status" class:hidden=hidden>
            // One text, a notice per line: never markup, whatever the link held.
            <p class="notices">{move || said.with(|s| s.shown.clone())}</p>
            // A link of many faults shows the first few; the rest opens here.
            <details class="notices-more" class:hidden=move || said.with(|s| s.more == 0)>
                <summary>{move || say::more_notices(t.text(), said.with(|s| s.more))}</summary>
                <p class="notices">{move || said.with(|s| s.rest.clone())}</p>
            </details>
            <button type="button" data-testid="resume" class:hidden=move || set_aside.with(Option::is_none) on:click=resume>
                {t.resume()}
            </button>
            " "
            <button type="button" data-testid="discard" class:hidden=move || set_aside.with(Option::is_none) on:click=discard>
                {t.discard()}
            </button>
            " "
            <button type="button" data-testid="close-notice" on:click=close>{t.close()}</button>
        </div>
    }
}

/// The app's options written after the `#` of an open tab (a teacher adding
/// `lang=it` in the address bar): a change of the hash loads nothing again,
/// so they are read here, as a new link's would be, and they count over what
/// the address said before, being newer. A game's parts there are a new
/// game's link: the page is loaded with them before the `#`, where its start
/// reads them.
fn follow_options(prefs: Prefs, table: Table) {
    let location = window().location();
    let search = location.search().unwrap_or_default();
    let hash = mend_hash(location.hash().unwrap_or_default());
    let Some((moved_search, moved_hash)) = move_options(&search, &hash) else {
        return;
    };
    let given = Query::parse(hash_query(&hash));
    if !given.parts().iter().all(|part| is_view_option(&part.name)) {
        let path = location.pathname().unwrap_or_default();
        let search = game_link_search(&search, hash_query(&hash));
        let _ = location.replace(&format!("{path}{search}{moved_hash}"));
        return;
    }
    let mut notices = Vec::new();
    let mut ignore = |key: &str, value: &str, reason| {
        notices.push(Notice::Link(LinkNotice {
            key: key.into(),
            value: value.into(),
            reason,
        }));
    };
    if let Some(code) = given.get("lang") {
        match Lang::from_code(code) {
            Some(lang) => prefs.set_lang(lang),
            None => ignore("lang", code, LinkProblem::Lang),
        }
    }
    if let Some(value) = given.get("projector") {
        match game::switch(value) {
            Some(on) => prefs.set_display(&|d| d.projector = on),
            None => ignore("projector", value, LinkProblem::Projector),
        }
    }
    if !notices.is_empty() {
        table.aside.notices.update(|shown| shown.extend(notices));
    }
    replace_url(&moved_search, &moved_hash);
}

/// Tells tests that the whole screen is built: `<html data-ready="true">`.
fn mark_ready() {
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("data-ready", "true");
    }
}

/// Mounts the app on the page's body, reading the address's query string.
/// The app's options that a learning page's link carried after its `#` are
/// first moved before it, where every reader and writer of the address
/// finds them ([`move_options`]).
pub fn start() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let mut query = location.search().unwrap_or_default();
    let hash = mend_hash(location.hash().unwrap_or_default());
    if let Some((search, hash)) = move_options(&query, &hash) {
        replace_url(&search, &hash);
        query = search;
    }
    let seed = Dice::browser_seed();
    leptos::mount::mount_to_body(move || view! { <App query=query.clone() seed rehearse=true/> });
}

/// Lets the app start offline after this visit (release builds: the build writes
/// the worker's list of files).
fn register_service_worker() {
    if cfg!(debug_assertions) {
        return;
    }
    if let Some(window) = web_sys::window() {
        // A browser without service workers, or one that refuses, still runs the app.
        let _ = window.navigator().service_worker().register("sw.js");
    }
}
