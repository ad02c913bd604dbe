//! The learning pages, each on its own route (`#/learn/...`, see
//! [`super::router`]): the nim-addition table, a nim-sum calculator, the safe
//! positions of three piles, the one-pile game, and who wins.

use leptos::prelude::*;

use crate::engine::{
    mex, nim_sum_work, safe_triples, Move, Position, Rules, MAX_PILES, MAX_PILE_SIZE,
};
use crate::game::{
    read_save, save_text, to_query, First, Game, Opponent, Player, Query, QueryWriter, Setup,
};

use super::number::{read_in_range, shown, ungroup, BadNumber, Quantity, Refused};
use super::pages::Pages;
use super::prefs::Pointer;
use super::router::Route;
use super::table::focus;
use super::text::{fill, Lang, Pick, Text, Words};

/// Which block of the nim-addition table a cell is in: 0 for the 1×1 block, then
/// 2×2, 4×4, 8×8, 16×16 (the nim-addition dialogue's red, blue, yellow, purple, fuchsia).
pub fn block(r: u32, c: u32) -> u32 {
    u32::BITS - (r | c).leading_zeros()
}

/// What pointing at cell (r, c) explains: the mex rule and the binary rule.
pub fn cell_explanation(t: &Text, r: u32, c: u32) -> Vec<String> {
    let left: Vec<u32> = (0..c).map(|x| r ^ x).collect();
    let above: Vec<u32> = (0..r).map(|y| y ^ c).collect();
    let mut seen = left.clone();
    seen.extend(&above);
    let value = mex(&seen);
    let list = |v: &[u32]| {
        if v.is_empty() {
            t.nothing.to_string()
        } else {
            v.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
        }
    };
    vec![
        format!("{r} ⊕ {c} = {value}"),
        fill(t.cell_mex, &[&r, &list(&left), &c, &list(&above), &value]),
        fill(
            t.cell_binary,
            &[
                &format!("{r:04b}"),
                &format!("{c:04b}"),
                &format!("{:04b}", r ^ c),
            ],
        ),
    ]
}

/// A page's heading and introduction, each picked from the wording.
#[component]
fn Intro(title: Pick, text: Pick) -> impl IntoView {
    let t = Words::get();
    view! {
        <h2>{t.of(title)}</h2>
        <p>{t.of(text)}</p>
    }
}

/// Says, on a page whose game this tab kept, that it could not be read and a
/// new one was started ([`super::pages::Kept::open_or_load`]).
#[component]
pub fn UnreadableNote(unreadable: bool) -> impl IntoView {
    let t = Words::get();
    unreadable
        .then(|| view! { <p class="page-notice" role="status">{t.page_game_unreadable()}</p> })
}

/// Lines of text as list items, keyed by their place: new lines, or another
/// language, change the words in the items, and only a change in their number
/// adds or removes items.
pub(super) fn lines_view(lines: Memo<Vec<String>>) -> impl IntoView {
    view! {
        <For each=move || 0..lines.with(Vec::len) key=|i| *i let:i>
            <li>{move || lines.with(|l| l.get(i).cloned())}</li>
        </For>
    }
}

#[component]
pub fn NimTablePage() -> impl IntoView {
    let t = Words::get();
    let lang = link_lang(t.lang());
    // The cell chosen by a click, a tap or the keys: the one the button plays.
    // The pointer over the table only shows another cell's explanation: on its
    // way to the button it crosses other cells, which must not choose.
    let cell = Pages::get().table.open(|| (5, 3));
    let pointed = RwSignal::new(None::<(u32, u32)>);
    let shown = Memo::new(move |_| pointed.get().unwrap_or_else(|| cell.get()));
    let columns = move || {
        (0..16u32)
            .map(|c| view! { <th scope="col">{c}</th> })
            .collect_view()
    };
    let row = move |r: u32| {
        let cells = (0..16u32)
            .map(|c| {
                // One tab stop for the table, the cell explained; the arrows
                // move it (a grid's roving tab stop), not 256 presses of Tab.
                view! {
                    <td class=format!("b{}", block(r, c)) data-r=r data-c=c
                        tabindex=move || if cell.get() == (r, c) { "0" } else { "-1" }
                        class:explained=move || shown.get() == (r, c)
                        class:mex=move || {
                            let (sr, sc) = shown.get();
                            (sr == r && c < sc) || (sc == c && r < sr)
                        }
                        on:mouseenter=move |_| pointed.set(Some((r, c)))
                        on:click=move |_| cell.set((r, c))
                        on:focus=move |_| cell.set((r, c))>{r ^ c}</td>
                }
            })
            .collect_view();
        view! { <tr><th scope="row">{r}</th>{cells}</tr> }
    };
    // The keys choose, and the explanation follows them, not the pointer; the
    // focus goes with the cell, which scrolls it into sight.
    let choose = move |(r, c): (u32, u32)| {
        let (r, c) = (r.min(15), c.min(15));
        pointed.set(None);
        cell.set((r, c));
        focus(&format!("[data-r='{r}'][data-c='{c}']"));
    };
    // The arrows (and Home, End) move through the grid.
    let arrows = move |ev: leptos::ev::KeyboardEvent| {
        let (r, c) = cell.get_untracked();
        let to = match ev.key().as_str() {
            "ArrowUp" => (r.saturating_sub(1), c),
            "ArrowDown" => (r + 1, c),
            "ArrowLeft" => (r, c.saturating_sub(1)),
            "ArrowRight" => (r, c + 1),
            "Home" => (r, 0),
            "End" => (r, 15),
            _ => return,
        };
        ev.prevent_default();
        choose(to);
    };
    // A presentation clicker has only PgDn and PgUp, sent to the page wherever
    // the focus is: they walk the table cell by cell, row by row, the order in
    // which the mex rule of the nim-addition dialogue fills it in, so the
    // class sees each cell's working in turn.
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        let modified = ev.ctrl_key() || ev.meta_key() || ev.alt_key() || ev.shift_key();
        let (r, c) = cell.get_untracked();
        let at = r * 16 + c;
        let to = match ev.key().as_str() {
            "PageDown" if !modified => (at + 1).min(255),
            "PageUp" if !modified => at.saturating_sub(1),
            _ => return,
        };
        ev.prevent_default();
        choose((to / 16, to % 16));
    });
    on_cleanup(move || listener.remove());
    let explained = Memo::new(move |_| {
        let (r, c) = shown.get();
        cell_explanation(t.text(), r, c)
    });
    let href = move || {
        let (r, c) = cell.get();
        piles_href(lang.get(), vec![r, c], First::You)
    };
    let play = move || {
        let (r, c) = cell.get();
        fill(t.text().play_cell, &[&r, &c])
    };
    view! {
        <Intro title=|t| t.nim_table_title text=|t| Pointer::detect().pick(t.nim_table_intro, t.nim_table_intro_touch)/>
        // On a narrow screen the last columns are out of sight: said, not left to be found.
        <p class="scroll-cue" data-testid="scroll-cue">{t.scroll_cue()}</p>
        // On a wide screen the cell's working sits beside the table, in sight.
        <div class="nim-table-study">
            <div class="nim-table-wrap" data-testid="nim-table">
                <table class="nim-table" on:keydown=arrows on:mouseleave=move |_| pointed.set(None)>
                    <thead><tr><th scope="col">"⊕"</th>{columns()}</tr></thead>
                    <tbody>{(0..16u32).map(row).collect_view()}</tbody>
                </table>
            </div>
            <div>
                <ul class="lines" data-testid="cell-explanation">{lines_view(explained)}</ul>
                // 0 ⊕ 0 is two empty piles: nothing to play.
                <a class="button" data-testid="play-cell" href=href
                    class:hidden=move || cell.get() == (0, 0)>{play}</a>
            </div>
        </div>
    }
}

/// Why the calculator cannot add what was typed: worded where it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumbersError {
    /// Nothing typed.
    Empty,
    /// More numbers than the calculator adds.
    TooMany,
    Number(BadNumber),
}

impl NumbersError {
    pub fn say(&self, t: &Text) -> String {
        match self {
            NumbersError::Empty => t.calc_empty.into(),
            NumbersError::TooMany => fill(t.calc_too_many, &[&MAX_PILES]),
            NumbersError::Number(e) => e.say(t),
        }
    }
}

/// Reads "11, 22, 33" (or spaces) into numbers, written as `t`'s language
/// writes them, or says what is wrong. A number grouped as the page writes
/// it (`1,000` in English) is one number, not a list: copied from the lines
/// below, it reads back. Where a list reads as such a number too (`12,345`),
/// the number wins; where it would be too large (`100,200,300`), the list.
pub fn read_numbers(t: &Text, text: &str) -> Result<Vec<u32>, NumbersError> {
    let parts: Vec<&str> = text
        .split([' ', ';'])
        .map(|chunk| chunk.trim_matches(','))
        .flat_map(|chunk| {
            let ungrouped = ungroup(t, chunk);
            let grouped =
                ungrouped != chunk && ungrouped.parse::<u32>().is_ok_and(|n| n <= MAX_PILE_SIZE);
            chunk.split(move |c| c == ',' && !grouped)
        })
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(NumbersError::Empty);
    }
    // As many as a game has piles: "Play these" opens a game of them.
    if parts.len() > MAX_PILES {
        return Err(NumbersError::TooMany);
    }
    parts
        .iter()
        .map(|p| {
            read_in_range(t, p, Quantity::Number, 0, u64::from(MAX_PILE_SIZE))
                .map(|n| n as u32)
                .map_err(NumbersError::Number)
        })
        .collect()
}

pub fn calculator_lines(t: &Text, values: &[u32]) -> Vec<String> {
    let work = nim_sum_work(values);
    let join = |powers: &[u32], sep: &str| {
        if powers.is_empty() {
            "0".to_string()
        } else {
            powers
                .iter()
                .map(|&p| t.num(p))
                .collect::<Vec<_>>()
                .join(sep)
        }
    };
    // A 0 has no powers of two to write: "0 = 0" would only repeat it, and the
    // sum's line below says it again.
    let mut lines: Vec<String> = work
        .parts
        .iter()
        .filter(|(v, _)| *v != 0)
        .map(|(v, powers)| format!("{} = {}", t.num(*v), join(powers, " + ")))
        .collect();
    if !work.cancelled.is_empty() {
        lines.push(fill(t.calc_cancel, &[&join(&work.cancelled, ", ")]));
    }
    if !work.one_left.is_empty() {
        lines.push(fill(t.calc_one_left, &[&join(&work.one_left, ", ")]));
    }
    // Every number grouped as the language writes it, as the result is.
    let names: Vec<String> = values.iter().map(|&v| t.num(v)).collect();
    // The powers kept, then their sum; one power (or none) is the sum itself,
    // said once: "3 ⊕ 4 ⊕ 5 = 2", not "= 2 = 2".
    let kept = match work.kept.len() {
        0 | 1 => String::new(),
        _ => format!(" = {}", join(&work.kept, " ⊕ ")),
    };
    lines.push(format!(
        "{}{kept} = {}",
        names.join(" ⊕ "),
        t.num(work.nim_sum)
    ));
    lines.push(fill(
        t.calc_ordinary,
        &[
            &t.num(work.ordinary_sum),
            &t.num(work.ordinary_sum - u64::from(work.nim_sum)),
        ],
    ));
    lines
}

#[component]
pub fn CalculatorPage() -> impl IntoView {
    let t = Words::get();
    let lang = link_lang(t.lang());
    let text = Pages::get().calculator.open(|| String::from("11, 22, 33"));
    // Read again in another language: the numbers are typed as it writes them.
    let result = Memo::new(move |_| read_numbers(t.text(), &text.get()));
    let lines = Memo::new(move |_| {
        result.with(|r| {
            r.as_ref()
                .map(|v| calculator_lines(t.text(), v))
                .unwrap_or_default()
        })
    });
    let query = move || {
        result.with(|r| {
            r.as_ref()
                .ok()
                .and_then(|v| piles_setup(v.clone()))
                .map(|s| game_href(lang.get(), &s))
        })
    };
    view! {
        <Intro title=|t| t.calc_title text=|t| t.calc_intro/>
        <label>{t.numbers()}
            <input type="text" data-testid="calc-input" size="30" prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))/>
        </label>
        // Polite: it changes as the numbers are typed, and an alert would cut in
        // at every keystroke.
        <p class="error" role="status" data-testid="calc-error">
            {move || result.with(|r| r.as_ref().err().map(|e| e.say(t.text())))}
        </p>
        <ul class="lines" data-testid="calc-result">{lines_view(lines)}</ul>
        <a class="button" href=move || query().unwrap_or_default() class:hidden=move || query().is_none()>{t.play_these()}</a>
    }
}

/// The safe triples grouped by their smallest pile, as (smallest, triples).
pub fn safe_groups(max: u32) -> Vec<(u32, Vec<[u32; 3]>)> {
    let mut groups: Vec<(u32, Vec<[u32; 3]>)> = Vec::new();
    for triple in safe_triples(max) {
        match groups.last_mut() {
            Some((smallest, list)) if *smallest == triple[0] => list.push(triple),
            _ => groups.push((triple[0], vec![triple])),
        }
    }
    groups
}

/// A link to a position on the board, in the language chosen if any ([`link_lang`]).
fn position_link(lang: Signal<Option<Lang>>, piles: [u32; 3]) -> impl IntoView {
    let [a, b, c] = piles;
    let href = move || piles_href(lang.get(), piles.to_vec(), First::You);
    view! { <li><a href=href>{format!("({a}, {b}, {c})")}</a></li> }
}

#[component]
pub fn SafePage() -> impl IntoView {
    let t = Words::get();
    let lang = link_lang(t.lang());
    let pages = Pages::get();
    let max = pages.safe_max.open(|| 15);
    let family = pages.safe_family.open(|| false);
    let error = Refused::<BadNumber>::new();
    let count = Memo::new(move |_| safe_triples(max.get()).len());
    view! {
        <Intro title=|t| t.safe_title text=|t| t.safe_intro/>
        <label>{t.at_most()}
            <input type="text" inputmode="numeric" size="3" data-testid="safe-max" prop:value=move || shown(error, max.get())
                on:input=move |_| error.edited()
                on:change=move |ev| match read_in_range(t.untracked(), &event_target_value(&ev), Quantity::Sticks, 1, 31) {
                    Ok(n) => { error.set(None); max.set(n as u32) }
                    Err(e) => error.set(Some(e)),
                }/>
            // "stick" or "sticks" as the number chosen takes it.
            {move || {
                let t = t.text();
                fill(t.sticks_per_pile, &[&t.stick_word(max.get())])
            }}
        </label>
        <label class="choice"><input type="checkbox" prop:checked=move || family.get()
            on:change=move |ev| family.set(event_target_checked(&ev))/>{t.show_family()}</label>
        <p class="error" role="alert">{move || error.say(|e| e.say(t.text()))}</p>
        <div data-testid="safe-list">
            <p data-testid="safe-count" data-count=move || count.get()>
                {move || {
                    let t = t.text();
                    fill(t.safe_count, &[&count.get(), &max.get(), &t.sticks(max.get())])
                }}
            </p>
            {move || safe_groups(max.get()).into_iter().map(|(smallest, triples)| view! {
                <h3>{move || fill(t.text().smallest_pile, &[&smallest])}</h3>
                <ul class="safe-list">{triples.into_iter().map(|piles| position_link(lang, piles)).collect_view()}</ul>
            }).collect_view()}
            {move || family.get().then(|| view! {
                <h3>{t.family()}</h3>
                <ul class="safe-list">{(1..=max.get()).map(|n| position_link(lang, [0, n, n])).collect_view()}</ul>
            })}
        </div>
    }
}

/// Whether a coin with `left` coins from it to the end is a safe spot: a multiple
/// of K+1.
pub fn is_safe_spot(left: u32, limit: u32) -> bool {
    left.is_multiple_of(limit + 1)
}

#[component]
pub fn OnePilePage() -> impl IntoView {
    let t = Words::get();
    let lang = link_lang(t.lang());
    // Kept while the app runs ([`Pages`]): opened again, the page goes on
    // where it was; and in the tab, for a reload.
    let (game, unreadable) = Pages::get().one_pile.open_or_load(
        ONE_PILE,
        one_pile_from_kept,
        |g| Some(save_text(g)),
        || one_pile_game(13, 3),
    );
    let new_game = move |coins, limit| game.set(one_pile_game(coins, limit));
    // The game's own setup: the coins it started with and its limit.
    let start = Memo::new(move |_| game.with(|g| g.setup().position.piles()[0]));
    let limit = Memo::new(move |_| game.with(|g| g.setup().rules.max_take().unwrap_or(1)));
    let restart = move || new_game(start.get_untracked(), limit.get_untracked());
    let left = move || game.with(|g| g.position().piles()[0]);
    let take = move |n: u32| {
        game.update(|g| {
            if g.play(Move { pile: 0, take: n }).is_ok() {
                g.play_computer();
            }
        });
        // A take button more than the coins left is disabled (every one at the
        // game's end): their box keeps the focus.
        if game.with_untracked(|g| g.position().piles()[0] < n) {
            focus(".coin-buttons");
        }
    };
    // The computer answers at once, so the line says its take before the
    // coins left: a screen reader hears the move, not only its outcome.
    let status = move || {
        let t = t.text();
        game.with(|g| match g.winner() {
            Some(Player::You) => t.coins_you_win.to_string(),
            Some(_) => t.coins_computer.to_string(),
            None => {
                let said = g
                    .last()
                    .map(|p| fill(t.took_computer, &[&p.mv.take]) + ". ")
                    .unwrap_or_default();
                said + &match (left(), limit.get().min(left())) {
                    (1, _) => t.coin_left.to_string(),
                    (left, 1) => fill(t.coins_left_one, &[&left]),
                    (left, most) => fill(t.coins_left, &[&left, &most]),
                }
            }
        })
    };
    let playing = move || game.with(|g| g.turn() == Some(Player::You));
    let buttons = move || {
        (1..=limit.get())
            .map(|n| {
                view! {
                    <button type="button" data-testid=format!("coin-take-{n}") disabled=move || { !(playing() && n <= left()) }
                        on:click=move |_| take(n)>{move || fill(t.text().take_n, &[&n])}</button>
                }
            })
            .collect_view()
    };
    let coins = move || {
        let (left, limit) = (left(), limit.get());
        (0..left)
            .map(|i| {
                let left = left - i;
                let safe = is_safe_spot(left, limit);
                view! {
                    <li class=if safe { "coin safe" } else { "coin" } data-left=left title=safe.then(|| t.safe_spot())>{left}</li>
                }
            })
            .collect_view()
    };
    // Each field's own: a good number in one does not clear what is wrong
    // with the other, which still shows what was typed.
    let errors = [(); 2].map(|_| Refused::<BadNumber>::new());
    // A field for the coins or the limit; `setup` gives the coins and the
    // limit of the game a number typed there starts.
    let number_input = move |value: Memo<u32>,
                             error: Refused<BadNumber>,
                             what: Quantity,
                             hi: u64,
                             testid: &'static str,
                             setup: fn(u32, u32, u32) -> (u32, u32)| {
        view! {
            <input type="text" inputmode="numeric" size="3" data-testid=testid prop:value=move || shown(error, value.get())
                on:input=move |_| error.edited()
                on:change=move |ev| match read_in_range(t.untracked(), &event_target_value(&ev), what, 1, hi) {
                    Ok(n) => {
                        error.set(None);
                        let (coins, limit) = setup(n as u32, start.get_untracked(), limit.get_untracked());
                        new_game(coins, limit);
                    }
                    Err(e) => error.set(Some(e)),
                }/>
        }
    };
    // On the board from where the game stands, or from its start once it is over.
    let on_board = move || {
        let coins = game.with(|g| {
            if g.winner().is_none() {
                left()
            } else {
                start.get()
            }
        });
        one_pile_setup(coins, limit.get())
    };
    view! {
        <Intro title=|t| t.one_pile_title text=|t| t.one_pile_intro/>
        <UnreadableNote unreadable/>
        <p>
            <label>{t.coins_label()} {number_input(start, errors[0], Quantity::Coins, MAX_COINS.into(), "coins-start", |n, _, limit| (n, limit))}</label>
            <label>" K " {number_input(limit, errors[1], Quantity::CoinLimit, MAX_COIN_LIMIT.into(), "coin-limit", |n, coins, _| (coins, n))}</label>
        </p>
        <p class="error" role="alert">{move || {
            let said: Vec<String> = errors.iter().filter_map(|e| e.say(|e| e.say(t.text()))).collect();
            said.join(" ")
        }}</p>
        <div data-testid="coins"><ol class="coins">{coins}</ol></div>
        <p data-testid="coin-status" aria-live="polite">{status}</p>
        <p class="coin-buttons" tabindex="-1">{buttons}
            <button type="button" on:click=move |_| restart()>{t.start_again()}</button>
        </p>
        <a class="button" href=move || game_href(lang.get(), &on_board())>
            {t.play_on_board()}
        </a>
    }
}

/// One pile of `coins`, taking 1 to `limit` a move, against the computer.
fn one_pile_setup(coins: u32, limit: u32) -> Setup {
    Setup {
        position: Position::new(vec![coins]).unwrap_or_else(|_| Setup::default().position),
        rules: Rules::limited(limit).unwrap_or_default(),
        opponent: Opponent::Computer(crate::engine::Level::Perfect),
        first: First::You,
    }
}

/// What the one-pile game is kept under in the tab's storage.
const ONE_PILE: &str = "one-pile";

/// The most coins and the largest K the page's fields take.
const MAX_COINS: u32 = 40;
const MAX_COIN_LIMIT: u32 = 9;

/// The one-pile game a tab kept ([`save_text`]), if the text is one the page
/// could have come to: a game its fields set up, its moves legal, and your
/// turn unless it is over (the computer answers at once).
fn one_pile_from_kept(text: &str) -> Option<Game> {
    let saved = read_save(text).ok()?;
    let coins = match saved.setup.position.piles() {
        &[coins] if (1..=MAX_COINS).contains(&coins) => coins,
        _ => return None,
    };
    let limit = saved
        .setup
        .rules
        .max_take()
        .filter(|k| (1..=MAX_COIN_LIMIT).contains(k))?;
    if saved.setup != one_pile_setup(coins, limit) || !saved.redo.is_empty() {
        return None;
    }
    let (game, error) = Game::replay(saved.setup, &saved.moves, one_pile_seed(coins, limit));
    let yours = game.winner().is_some() || game.turn() == Some(Player::You);
    (error.is_none() && yours).then_some(game)
}

fn one_pile_seed(coins: u32, limit: u32) -> u64 {
    u64::from(coins) << 8 | u64::from(limit)
}

fn one_pile_game(coins: u32, limit: u32) -> Game {
    Game::new(one_pile_setup(coins, limit), one_pile_seed(coins, limit))
}

/// The seed's table of who wins, with the proof in short.
#[component]
pub fn WhoWinsPage() -> impl IntoView {
    let t = Words::get();
    let lang = link_lang(t.lang());
    let open = move |piles: [u32; 3], first: First, name: Pick| {
        let href = move || piles_href(lang.get(), piles.to_vec(), first);
        view! { <a class="button" href=href>{t.of(name)}</a> }
    };
    view! {
        <Intro title=|t| t.who_title text=|t| t.who_intro/>
        <table class="who-wins" data-testid="who-wins">
            <thead>
                <tr>
                    <th scope="col">{t.who_start()}</th>
                    <th scope="col">{t.who_you_first()}</th>
                    <th scope="col">{t.who_computer_first()}</th>
                </tr>
            </thead>
            <tbody>
                <tr><th scope="row">{t.who_safe()}</th><td>{t.who_computer_wins()}</td><td>{t.who_you_win()}</td></tr>
                <tr><th scope="row">{t.who_unsafe()}</th><td>{t.who_you_win()}</td><td>{t.who_computer_wins()}</td></tr>
            </tbody>
        </table>
        <h3>{t.who_why()}</h3>
        <ol>
            <li>{t.who_step_safe()}</li>
            <li>{t.who_step_unsafe()}</li>
        </ol>
        <p>{t.who_so()}</p>
        <p class="open-games">
            {open([1, 4, 5], First::You, |t| t.who_open_safe_you)}
            {open([1, 4, 5], First::Computer, |t| t.who_open_safe_computer)}
            {open([3, 4, 5], First::You, |t| t.who_open_unsafe_you)}
            {open([3, 4, 5], First::Computer, |t| t.who_open_unsafe_computer)}
        </p>
    }
}

/// A learning page the app does not have (a mistyped link, or one from a page
/// that has moved): said so, with the pages there are, rather than the game.
#[component]
pub fn UnknownPage() -> impl IntoView {
    let t = Words::get();
    let pages = Route::PAGES
        .iter()
        .map(|&(page, href)| view! { <li><a href=href>{move || page.name(t.text())}</a></li> })
        .collect_view();
    view! {
        <Intro title=|t| t.page_unknown text=|t| t.unknown_intro/>
        <ul data-testid="unknown-page">{pages}</ul>
        <a class="button" href="#">{t.play()}</a>
    }
}

/// The language the pages' links to games name: the page's, if the person
/// chose it (in a link or with the switch: the address then names it, see
/// [`super::table::replace_address`]); none if the page follows the browser's,
/// as the game will too. A link passed on then opens in its reader's language.
fn link_lang(lang: Signal<Lang>) -> Signal<Option<Lang>> {
    Memo::new(move |_| {
        let lang = lang.get();
        let search = window().location().search().unwrap_or_default();
        Query::parse(&search).get("lang").is_some().then_some(lang)
    })
    .into()
}

/// A link (`?piles=…&lang=it`) that opens a game of `setup`, in `lang` if it
/// names one.
fn game_href(lang: Option<Lang>, setup: &Setup) -> String {
    let query = QueryWriter::after(to_query(setup));
    let query = match lang {
        Some(lang) => query.part("lang", &lang.code()),
        None => query,
    };
    format!("?{}", query.finish())
}

/// A link to a game of these piles against the computer, `first` to move, in
/// `lang` if it names one; empty if they are not a position.
fn piles_href(lang: Option<Lang>, piles: Vec<u32>, first: First) -> String {
    piles_setup(piles).map_or_else(String::new, |setup| {
        game_href(lang, &Setup { first, ..setup })
    })
}

/// A game of these piles against the computer, you first; none if they are
/// not a position.
fn piles_setup(piles: Vec<u32>) -> Option<Setup> {
    // Piles with no stick at all are no game: a link to them would be ignored.
    let position = Position::new(piles).ok().filter(|p| !p.is_empty())?;
    Some(Setup {
        position,
        ..Setup::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    /// The pages' links to games are written by the game's link writer.
    #[test]
    fn links_to_games_carry_the_setup_and_the_language() {
        assert_eq!(
            piles_href(Some(Lang::It), vec![1, 4, 5], First::Computer),
            "?piles=1,4,5&first=computer&lang=it"
        );
        assert_eq!(
            piles_href(Some(Lang::En), vec![2, 3], First::You),
            "?piles=2,3&lang=en"
        );
        // A language the person did not choose is not written into the link.
        assert_eq!(piles_href(None, vec![2, 3], First::You), "?piles=2,3");
        assert_eq!(piles_href(Some(Lang::En), vec![], First::You), "");
        assert_eq!(
            game_href(Some(Lang::En), &one_pile_setup(21, 3)),
            "?piles=21&max=3&lang=en"
        );
        assert_eq!(piles_setup(vec![]), None);
        assert_eq!(piles_setup(vec![1; 33]), None);
    }

    /// A one-pile game kept in the tab comes back with its moves; a text that
    /// is not a one-pile game is not read as one.
    #[test]
    fn a_kept_one_pile_game_comes_back_only_as_one() {
        let mut game = one_pile_game(13, 3);
        game.play(Move { pile: 0, take: 2 }).unwrap();
        game.play_computer();
        let back = one_pile_from_kept(&save_text(&game)).unwrap();
        assert_eq!(back.position(), game.position());
        assert_eq!(back.history().len(), 2);
        assert_eq!(back.position().piles(), &[8]);
        let other = |query: &str| {
            let (setup, _) = crate::game::parse_query(query);
            save_text(&Game::new(setup, 1))
        };
        // The computer not yet answered: never kept, the page answers at once.
        let mut waiting = one_pile_game(13, 3);
        waiting.play(Move { pile: 0, take: 2 }).unwrap();
        for bad in [
            save_text(&waiting),
            other("piles=3,4,5"),
            other("piles=13"),
            other("piles=13&max=3&vs=friend"),
            other("piles=41&max=3"),
            save_text(&game).replace("1:2", "1:5"),
            "bouton-save 9\npiles=13&max=3\n".to_string(),
            String::new(),
        ] {
            assert!(one_pile_from_kept(&bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn nim_table_blocks_and_cells() {
        assert_eq!(block(0, 0), 0);
        assert_eq!(block(1, 0), 1);
        assert_eq!(block(2, 3), 2);
        assert_eq!(block(7, 1), 3);
        assert_eq!(block(15, 8), 4);
        let lines = cell_explanation(&EN, 1, 2);
        assert_eq!(lines[0], "1 ⊕ 2 = 3");
        assert!(lines[1].contains("row 1 holds 1, 0"));
        assert!(lines[1].contains("column 2 holds 2"));
        let lines = cell_explanation(&IT, 0, 0);
        assert!(lines[1].contains("nella riga 0: niente"), "{}", lines[1]);
    }

    #[test]
    fn calculator_follows_seed_002() {
        let lines = calculator_lines(&EN, &read_numbers(&EN, "11, 22, 33").unwrap());
        assert_eq!(lines[0], "11 = 8 + 2 + 1");
        assert!(lines
            .iter()
            .any(|l| l == "11 ⊕ 22 ⊕ 33 = 32 ⊕ 16 ⊕ 8 ⊕ 4 = 60"));
        assert!(lines.last().unwrap().contains("differ by 6"));
        assert!(read_numbers(&EN, "3, -3")
            .unwrap_err()
            .say(&EN)
            .contains("negative"));
        assert!(read_numbers(&IT, "3, -3")
            .unwrap_err()
            .say(&IT)
            .contains("negativo"));
        assert!(read_numbers(&EN, "").is_err());
        // Grouped as each language writes its numbers, or a list.
        assert_eq!(read_numbers(&EN, "1,000, 24").ok(), Some(vec![1000, 24]));
        assert_eq!(read_numbers(&EN, "1,000,000").ok(), Some(vec![1_000_000]));
        assert_eq!(read_numbers(&EN, "3,4,5").ok(), Some(vec![3, 4, 5]));
        assert_eq!(
            read_numbers(&EN, "100,200,300").ok(),
            Some(vec![100, 200, 300])
        );
        assert_eq!(read_numbers(&EN, "3, 4,5").ok(), Some(vec![3, 4, 5]));
        assert_eq!(read_numbers(&IT, "1.000, 24").ok(), Some(vec![1000, 24]));
        assert_eq!(read_numbers(&IT, "1,000").ok(), Some(vec![1, 0]));
        assert!(read_numbers(&EN, "5000000").is_err());
        assert_eq!(calculator_lines(&EN, &[5, 3])[3], "5 ⊕ 3 = 4 ⊕ 2 = 6");
        // One power kept, or none: the result is said once.
        let lines = calculator_lines(&EN, &[3, 4, 5]);
        assert!(lines.iter().any(|l| l == "3 ⊕ 4 ⊕ 5 = 2"), "{lines:?}");
        assert!(!lines.iter().any(|l| l.contains("= 2 = 2")), "{lines:?}");
        let lines = calculator_lines(&EN, &[1, 4, 5]);
        assert!(lines.iter().any(|l| l == "1 ⊕ 4 ⊕ 5 = 0"), "{lines:?}");
        // Three 4s: not said to cancel, but to keep one.
        let lines = calculator_lines(&EN, &[4, 4, 4]);
        assert!(
            !lines.iter().any(|l| l.starts_with("Equal powers")),
            "{lines:?}"
        );
        assert!(
            lines.contains(
                &"A power written an odd number of times keeps one after its pairs cancel: 4."
                    .to_string()
            ),
            "{lines:?}"
        );
        assert!(lines.iter().any(|l| l == "4 ⊕ 4 ⊕ 4 = 4"), "{lines:?}");
        // A 0 is not written out in powers: "0 = 0" once, the sum's line.
        let lines = calculator_lines(&EN, &[0]);
        assert_eq!(
            lines.iter().filter(|l| *l == "0 = 0").count(),
            1,
            "{lines:?}"
        );
        let lines = calculator_lines(&EN, &[0, 0, 5]);
        assert_eq!(lines[0], "5 = 4 + 1", "{lines:?}");
        assert!(
            lines.iter().any(|l| l == "0 ⊕ 0 ⊕ 5 = 4 ⊕ 1 = 5"),
            "{lines:?}"
        );
        // Nothing to play when no pile holds a stick.
        assert!(piles_setup(vec![0]).is_none());
        assert!(piles_setup(vec![0, 3]).is_some());
        assert!(calculator_lines(&IT, &[5, 3])[4].starts_with("La somma ordinaria è 8"));
        let lines = calculator_lines(&IT, &[1_000_000, 3]);
        assert!(
            lines[0].starts_with("1.000.000 = 524.288 + 262.144"),
            "{lines:?}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("1.000.000 ⊕ 3 = 524.288 ⊕")),
            "{lines:?}"
        );
    }

    #[test]
    fn safe_lists_and_coins() {
        let groups = safe_groups(15);
        assert_eq!(groups.iter().map(|(_, list)| list.len()).sum::<usize>(), 35);
        assert_eq!(groups[0].0, 1);
        assert!(groups[0].1.contains(&[1, 4, 5]));
        assert!(groups
            .iter()
            .all(|(smallest, list)| list.iter().all(|t| t[0] == *smallest)));
        // 12, 8 and 4 coins left are the safe spots of 13 with K = 3.
        let safe: Vec<u32> = (1..=13).filter(|&left| is_safe_spot(left, 3)).collect();
        assert_eq!(safe, [4, 8, 12]);
    }
}
