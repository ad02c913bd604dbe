//! One board for a sum of games: each game drawn its own way (a pile as stick
//! buttons, a Kayles row as pin buttons), and Bouton's tableau of their nimbers.
//! The board knows no rules: the engine says which moves are legal, and a
//! click reports the move back to the [`Duel`].

use leptos::ev::MouseEvent;
use leptos::prelude::*;

use crate::engine::{Component, ComponentMove, GameSum, KaylesRow, Outcome, SumMove, Tableau};

use super::super::tableau::{verdict_key, verdict_words};
use super::super::text::fill;
use super::duel::{component_words, move_label, Duel, Match};
use super::text::NbWords;

/// A pile with more sticks than this is played from a list of its moves: that
/// many buttons would be no use to anyone.
const MOST_STICKS_DRAWN: u32 = 40;

/// The board: every game of the sum, and the two-pin switch when a game is a
/// row of pins. `hinted` is the move the hint has named, lit on the board.
#[component]
pub(super) fn SumBoard(duel: Duel, #[prop(into)] hinted: Signal<Option<SumMove>>) -> impl IntoView {
    let nb = NbWords::get();
    let count = Memo::new(move |_| duel.game.with(|g| g.sum().components().len()));
    let has_pins = Memo::new(move |_| {
        duel.game.with(|g| {
            g.sum()
                .components()
                .iter()
                .any(|c| matches!(c, Component::Kayles(_)))
        })
    });
    let two = duel.two_pins;
    view! {
        <div class="nb-board" data-testid=duel.board role="group" aria-label=nb.of(|n| n.nb_board_label)>
            <p class="nb-two" class:hidden=move || !has_pins.get()>
                <button type="button" data-testid="nb-two-pins"
                    aria-pressed=move || two.get().to_string()
                    on:click=move |_| two.update(|on| *on = !*on)>{nb.of(|n| n.nb_two)}</button>
                " "
                <span class="nb-help">{nb.pointing(|n| n.nb_two_help, |n| n.nb_two_help_touch)}</span>
            </p>
            <For each=move || 0..count.get() key=|i| *i let:i>
                <GameView duel i games=count hinted/>
            </For>
        </div>
    }
}

/// One game of the sum: drawn again when it changes (it is small); its group
/// takes the focus after a move, its buttons being new. Its words follow the
/// language without drawing it again.
/// `games` is how many the sum holds: a game alone is not numbered.
#[component]
fn GameView(
    duel: Duel,
    i: usize,
    games: Memo<usize>,
    hinted: Signal<Option<SumMove>>,
) -> impl IntoView {
    let nb = NbWords::get();
    let component = Memo::new(move |_| duel.game.with(|g| g.sum().components().get(i).copied()));
    let mine = Memo::new(move |_| duel.game.with(Match::person_to_move));
    let lit = move |mv: ComponentMove| hinted.get() == Some(SumMove { component: i, mv });
    let drawn = move || {
        component.get().map(|c| {
            let label = move || component_words(nb.lang(), i, &c, games.get());
            let body = match c {
                Component::Nim(size) => {
                    sticks(duel, i, size, |_| true, mine, games, lit).into_any()
                }
                Component::Subtraction(set, size) => sticks(
                    duel,
                    i,
                    size,
                    move |take| set.allows(take),
                    mine,
                    games,
                    lit,
                )
                .into_any(),
                Component::Kayles(line) => pins(duel, i, line, mine, games, hinted).into_any(),
            };
            let (kind, state) = match c {
                Component::Nim(size) => ("nim", size.to_string()),
                Component::Subtraction(_, size) => ("sub", size.to_string()),
                Component::Kayles(line) => ("kayles", line.to_string()),
            };
            view! {
                <div class="nb-game" role="group" tabindex="-1" aria-label=label
                    data-component=i + 1 data-kind=kind data-state=state data-nimber=c.nimber()>
                    <span class="nb-game-name" aria-hidden="true">{label}</span>
                    {body}
                </div>
            }
        })
    };
    view! { {drawn} }
}

/// A pile's sticks: the stick for a take takes itself and every stick after
/// it; the takes the rule refuses are disabled. A very large pile is a list.
fn sticks(
    duel: Duel,
    i: usize,
    size: u32,
    allowed: impl Fn(u32) -> bool + Copy + Send + Sync + 'static,
    mine: Memo<bool>,
    games: Memo<usize>,
    lit: impl Fn(ComponentMove) -> bool + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let nb = NbWords::get();
    let play = move |take: u32| {
        duel.play(SumMove {
            component: i,
            mv: ComponentMove::Take(take),
        })
    };
    if size > MOST_STICKS_DRAWN {
        let takes: Vec<u32> = (1..=size).filter(|&take| allowed(take)).collect();
        let first = takes.first().copied();
        let chosen = RwSignal::new(first);
        let options = takes
            .into_iter()
            .map(|take| view! { <option value=take>{move || nb.lang().text().sticks(take)}</option> })
            .collect_view();
        let id = format!("nb-take-{}", i + 1);
        return view! {
            <span class="nb-big">
                <label for=id.clone()>{nb.of(|n| n.nb_take_label)}</label>
                " "
                <select id=id data-testid="nb-take-list"
                    on:change=move |ev| chosen.set(event_target_value(&ev).parse().ok())>{options}</select>
                " "
                <button type="button" data-testid="nb-take-play"
                    disabled=move || !mine.get() || chosen.get().is_none()
                    on:click=move |_| { if let Some(take) = chosen.get_untracked() { play(take) } }>
                    {nb.of(|n| n.nb_play)}
                </button>
            </span>
        }
        .into_any();
    }
    let buttons = (1..=size)
        .rev()
        .map(|take| {
            let mv = SumMove {
                component: i,
                mv: ComponentMove::Take(take),
            };
            view! {
                <button type="button" class="nb-stick" data-take=take
                    aria-label=move || move_label(nb.lang(), mv, games.get())
                    class:hinted=move || lit(mv.mv)
                    disabled=move || !mine.get() || !allowed(take)
                    on:click=move |_| play(take)></button>
            }
        })
        .collect_view();
    view! { <span class="nb-sticks">{buttons}</span> }.into_any()
}

/// A row of pins: a standing pin is a button that knocks it down, with the
/// one to its right when two pins at a time are asked for (the switch, or
/// Shift held); a fallen pin keeps its place.
fn pins(
    duel: Duel,
    i: usize,
    line: KaylesRow,
    mine: Memo<bool>,
    games: Memo<usize>,
    hinted: Signal<Option<SumMove>>,
) -> impl IntoView {
    let nb = NbWords::get();
    let two = duel.two_pins;
    let places = (0..line.places())
        .map(|pin| {
            if !line.is_standing(pin) {
                return view! { <span class="nb-pin down" data-pin=pin + 1 aria-hidden="true"></span> }
                    .into_any();
            }
            let pair = line.is_standing(pin + 1);
            let one = SumMove {
                component: i,
                mv: ComponentMove::KnockOne(pin),
            };
            let both = SumMove {
                component: i,
                mv: ComponentMove::KnockTwo(pin),
            };
            let lit = move || match hinted.get() {
                Some(SumMove { component, mv }) if component == i => match mv {
                    ComponentMove::KnockOne(p) => p == pin,
                    ComponentMove::KnockTwo(p) => p == pin || p + 1 == pin,
                    ComponentMove::Take(_) => false,
                },
                _ => false,
            };
            view! {
                <button type="button" class="nb-pin" data-pin=pin + 1
                    aria-label=move || {
                        let mv = if two.get() && pair { both } else { one };
                        move_label(nb.lang(), mv, games.get())
                    }
                    class:hinted=lit
                    // Drawn apart, not only refused: with two at a time it has
                    // no standing neighbour to go down with.
                    class:alone=move || two.get() && !pair
                    disabled=move || !mine.get() || (two.get() && !pair)
                    on:click=move |ev: MouseEvent| {
                        let mv = if (two.get_untracked() || ev.shift_key()) && pair { both } else { one };
                        duel.play(mv);
                    }></button>
            }
            .into_any()
        })
        .collect_view();
    view! { <span class="nb-pins">{places}</span> }
}

/// Bouton's tableau over the nimbers: a row per game with its nimber in
/// binary, the column sums, the nim-sum and the verdict. The table is drawn
/// again when the sum changes (it is small); its words are text nodes that
/// follow the language by themselves.
#[component]
pub(super) fn SumTableau(
    #[prop(into)] tableau: Signal<Tableau>,
    sum: Memo<GameSum>,
) -> impl IntoView {
    let nb = NbWords::get();
    let t = nb.app;
    let outcome = Memo::new(move |_| tableau.with(|tab| tab.outcome));
    let nim_sum = Memo::new(move |_| tableau.with(|tab| tab.nim_sum));
    let table = move || {
        let tab = tableau.get();
        let width = tab.column_sums.len() as u32;
        let columns = move || (0..width).rev();
        let heads = columns()
            .map(|k| {
                view! {
                    <th scope="col" class="bit">
                        <span class="power" aria-hidden="true">"2"<sup>{k}</sup></span>
                        <span class="place">{1u32 << k}</span>
                    </th>
                }
            })
            .collect_view();
        let rows = sum.with(|s| {
            let games = s.components().len();
            s.components()
                .iter()
                .zip(&tab.rows)
                .enumerate()
                .map(|(i, (&c, row))| {
                    let value = row.value;
                    let bits = columns()
                        .map(|k| view! { <td class="bit">{value >> k & 1}</td> })
                        .collect_view();
                    view! {
                        <tr data-row=i + 1 data-nimber=value>
                            <th scope="row">
                                <span aria-hidden="true">{i + 1}</span>
                                <span class="sr-only">{move || component_words(nb.lang(), i, &c, games)}</span>
                            </th>
                            <td class="num">{move || nb.lang().text().num(value)}</td>
                            {bits}
                        </tr>
                    }
                })
                .collect_view()
        });
        let sums = columns()
            .map(|k| {
                let sum = tab.column_sums.get(k as usize).copied().unwrap_or(0);
                let odd = sum % 2 == 1;
                let title = move || {
                    if odd {
                        t.text().odd_column
                    } else {
                        t.text().even_column
                    }
                };
                view! {
                    <td class=if odd { "bit sum odd" } else { "bit sum" } data-column=k data-sum=sum
                        title=title>{sum}</td>
                }
            })
            .collect_view();
        let total = tab.nim_sum;
        let digits = columns()
            .map(|k| view! { <td class="bit">{total >> k & 1}</td> })
            .collect_view();
        view! {
            // Its number of digit columns, for the style sheet to fit it to its column.
            <table style:--bits=width.to_string()>
                <thead>
                    <tr>
                        <th scope="col">{nb.of(|n| n.nb_col_game)}</th>
                        <th scope="col">{nb.of(|n| n.nb_col_nimber)}</th>
                        {heads}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
                <tfoot>
                    <tr class="sums">
                        <th scope="row" colspan="2">{t.column_sums()}</th>
                        {sums}
                    </tr>
                    <tr class="nim-sum">
                        <th scope="row" colspan="2">
                            {move || { let words = nb.lang().text(); fill(words.nim_sum, &[&words.num(total)]) }}
                        </th>
                        {digits}
                    </tr>
                </tfoot>
            </table>
        }
    };
    view! {
        <figure class="tableau nb-tableau" data-testid="nb-tableau"
            data-nim-sum=move || nim_sum.get() data-verdict=move || verdict_key(outcome.get())>
            <figcaption>{nb.of(|n| n.nb_tableau_caption)}</figcaption>
            // Focusable, so a keyboard can scroll a tableau wider than its column.
            <div class="tableau-scroll" tabindex="0">{table}</div>
            <p class="verdict" class:safe=move || outcome.get() == Outcome::Safe>
                <strong>{move || verdict_words(nb.lang().text(), outcome.get())}</strong>
            </p>
        </figure>
    }
}
