//! Whose turn it is, who won, and what just happened.

use leptos::html::Button;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::engine::{Ending, Position, Rules};
use crate::game::{FirstChoice, Game, Opponent, Played, Player, Setup};

use super::marks::Marks;
use super::move_form::refusal;
use super::prefs::{Pointer, Prefs};
use super::say::{player_words, took};
use super::table::{focus, Table};
use super::teach::{hand_focus, reveal_review};
use super::text::{fill, Text, Words};

#[component]
pub fn Status() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let t = Words::get();
    let turn = move || table.game.with(|g| g.turn().map(Player::as_str));
    let winner = move || table.game.with(|g| g.winner().map(Player::as_str));
    let text = move || table.game.with(|g| status_text(t.text(), g, prefs.pointer));
    // What just happened, said aloud: a move, an undo or a new game, which the
    // status alone would not say (the same person's turn again). Told from the
    // game before the change (a refused move, or an undo with nothing to undo,
    // leaves the game untouched and unannounced; a game written back unchanged
    // reads as nothing new): an undo shortens the history and leaves a move to
    // redo; a new game has a random state of its own (a move rehearsed and
    // taken back, [`Table::rehearse`], puts the same game back). The event is a
    // fact kept apart from its words, so a switch of language says it again in
    // the other.
    let event = Memo::new(move |before: Option<&Line>| {
        table.game.with(|g| {
            let moves = g.history().len();
            let seed = g.seed_for_next_game();
            let undid = before.is_some_and(|b| moves < b.moves);
            let new = before.is_some_and(|b| b.seed != seed);
            let event = match (g.next_redo().filter(|_| undid), g.last()) {
                (Some(undone), _) => {
                    let answer = before.is_some_and(|b| b.moves - moves > 1);
                    Event::Undone(undone.clone(), answer)
                }
                (None, Some(played)) => Event::Played(played.clone()),
                (None, None) if new => Event::NewGame(g.position().clone()),
                (None, None) => Event::Nothing,
            };
            Line { moves, seed, event }
        })
    });
    // A mistake is marked here as in the list of moves, when the teacher
    // shows the marks: at a projector, where that list is not drawn, this
    // line is where the room sees it.
    let mistakes = move || prefs.display.with(|d| d.mistakes);
    let last = move || {
        let t = t.text();
        event.with(|Line { event, .. }| match event {
            Event::Undone(undone, false) => fill(t.undone, &[&took(t, undone)]),
            Event::Undone(undone, true) => fill(t.undone_answer, &[&took(t, undone)]),
            Event::Played(played) if played.mistake && mistakes() => {
                took(t, played) + t.a_mistake + "."
            }
            Event::Played(played) => took(t, played) + ".",
            Event::NewGame(from) => fill(t.new_game_from, &[&t.listing(from)]),
            Event::Nothing => String::new(),
        })
    };
    // With "let the computer choose", why it chose to move first or not.
    // Said while it is news: until the person's first move (a link to a
    // game further on does not open on it).
    let choice = Memo::new(move |_| {
        let choice = table.setup.with(Setup::first_choice)?;
        let moves = table.game.with(|g| g.history().len());
        let news = match choice {
            FirstChoice::ComputerFirst => moves <= 1,
            FirstChoice::YouFirst => moves == 0,
        };
        news.then_some(choice)
    });
    let chose = move || {
        choice.get().map(|choice| match choice {
            FirstChoice::ComputerFirst => t.of(|t| t.chose_computer),
            FirstChoice::YouFirst => t.of(|t| t.chose_you),
        })
    };
    // Why a move was refused, in sight above the board: a press on a stick
    // over the take limit, or a move the form refused far below it. (In Moore's
    // Nim the move form says it, and on a phone the box of chosen sticks at
    // the screen's foot.) For the eye: the form's alert is what a screen
    // reader hears.
    let marks = Marks::get();
    let refused = Memo::new(move |_| {
        let moore = table.setup.with(|s| s.rules.is_moore());
        (!moore)
            .then(|| refusal(t.text(), marks, prefs.pointer))
            .flatten()
    });
    view! {
        <div class="status-bar" class:refused=move || refused.with(Option::is_some)>
            // Under what it says, unseen, the room it keeps (the style's `::after`).
            <p class="status" data-testid="status" data-turn=turn data-winner=winner aria-live="polite"
                data-room=move || table.setup.with(|s| room_text(t.text(), s, prefs.pointer))>
                <span>
                    <span class="thinking" class:visible=move || table.thinking.get() aria-hidden="true">
                        <span></span><span></span><span></span>
                    </span>
                    {text}
                </span>
            </p>
            // One cell: a refused move is said over the last move, which keeps its room.
            <div class="said">
                <p class="last-move" data-testid="last-move" aria-live="polite">{last}</p>
                <p class="error refusal" data-testid="refusal" aria-hidden="true">{move || refused.get()}</p>
            </div>
            {move || chose().map(|why| view! { <p class="first-choice" data-testid="first-choice">{why}</p> })}
        </div>
    }
}

/// The line under the status: the last thing that happened to the game, and
/// the game it happened to (the length of its history, its random state),
/// from which the next change is told.
#[derive(Clone, PartialEq)]
struct Line {
    moves: usize,
    seed: u64,
    event: Event,
}

/// The last thing that happened to the game.
#[derive(Clone, PartialEq)]
enum Event {
    /// The first move taken back, and whether the computer's answer to it
    /// went with it (an undo goes back to a person's turn).
    Undone(Played, bool),
    Played(Played),
    /// From the position it starts at (a review's "play again from here"
    /// starts one where the game stood, not where it began).
    NewGame(Position),
    Nothing,
}

#[wasm_bindgen(inline_js = "export function show_step_and_board() {
    requestAnimationFrame(() => {
        const step = document.querySelector('[data-testid=hint-steps] li:last-child');
        const board = document.querySelector('[data-testid=board]');
        const at = board && board.getBoundingClientRect();
        if (!step || !at || at.bottom <= innerHeight) return;
        const shown = step.getBoundingClientRect();
        let by = Math.min(shown.top - 8, at.top - innerHeight * 0.4);
        const hint = document.querySelector('[data-testid=hint]');
        const keep = hint ? hint.getBoundingClientRect().top - 8 : by;
        if (by > keep && shown.bottom - keep <= innerHeight) by = keep;
        if (by > 0) scrollBy(0, by);
    });
}")]
extern "C" {
    /// Once the hint's new step is drawn: where the steps pushed the board low
    /// on the screen and partly off it (a phone's), scrolls it up, at most
    /// until the new step reaches the top, so the step and the board it lights
    /// are seen together; and no further than the Hint button, pressed for
    /// the next step, while the new step still shows below it.
    fn show_step_and_board();
}

/// What a pupil reaches for during a game, in one row between the status and
/// the board: Hint (whose steps appear just below it, over the board they
/// light), Undo, Redo, New game, and once the game is over the way to its
/// review, which may be far down the page.
#[component]
pub fn PlayBar() -> impl IntoView {
    let table = Table::get();
    let prefs = Prefs::get();
    let marks = Marks::get();
    let t = Words::get();
    let can_undo = move || table.game.with(|g| g.can_undo());
    let can_redo = move || table.game.with(|g| g.can_redo());
    let over = move || table.game.with(|g| g.winner().is_some());
    let (undo, redo) = (NodeRef::<Button>::new(), NodeRef::<Button>::new());
    view! {
        <div class="play-bar" data-testid="play-bar">
            // Hint until the game is over, then the review's button in its place.
            <span class="swap" class:hidden=move || !over() && !prefs.display.get().hints>
            <button type="button" data-testid="hint"
                class:gone=move || !prefs.display.get().hints || over()
                aria-expanded=move || (marks.hint_open.get() && table.my_turn()).to_string()
                disabled=move || !table.my_turn()
                on:click=move |_| {
                    table.toggle_hint();
                    show_step_and_board();
                }>
                <HintLabel t complete=Signal::derive(move || table.hint_complete())/>
            </button>
            <a class="button" href="#review" data-testid="to-review" class:gone=move || !over()
                on:click=move |ev| {
                    // Not a change of page (the hash names pages): the review's heading scrolls into view and takes the focus.
                    ev.prevent_default();
                    marks.review.update(|at| {
                        at.get_or_insert(0);
                    });
                    focus("#review");
                    reveal_review();
                }>{t.to_review()}</a>
            </span>
            <button type="button" data-testid="undo" node_ref=undo disabled=move || !can_undo()
                on:click=move |ev| {
                    table.undo();
                    hand_focus(can_undo(), undo, redo, &ev);
                }>{t.undo()}</button>
            <button type="button" data-testid="redo" node_ref=redo disabled=move || !can_redo()
                on:click=move |ev| {
                    table.redo();
                    hand_focus(can_redo(), redo, undo, &ev);
                }>{t.redo()}</button>
            <button type="button" class="primary new-game" data-testid="new-game" on:click=move |_| table.restart()>
                {t.new_game()}
            </button>
        </div>
    }
}

/// A Hint button's label: with every step on show, the next press closes the
/// hint, and says so. The button keeps the room of both labels, so that the
/// buttons beside it stay where a pupil's finger or a clicker left them.
#[component]
pub fn HintLabel(t: Words, #[prop(into)] complete: Signal<bool>) -> impl IntoView {
    // The label shown, and the other.
    let labels = Memo::new(move |_| {
        let t = t.text();
        if complete.get() {
            (t.hint_hide, t.hint)
        } else {
            (t.hint, t.hint_hide)
        }
    });
    view! {
        <span class="keeps-room" data-room=move || labels.get().1>
            <span>{move || labels.get().0}</span>
        </span>
    }
}

/// Who won, or whose turn it is: on a touch screen a pupil taps a stick; in
/// Moore's Nim a pick only chooses sticks, and Take them takes them.
fn status_text(t: &Text, game: &Game, pointer: Pointer) -> String {
    let rules = &game.setup().rules;
    if let Some(winner) = game.winner() {
        // In misère play the loser's last move is what lost: said with the win.
        return match rules.ending() {
            Ending::Normal => player_words(winner, t.win_you, t.win_computer, t.win_player),
            Ending::Misere => player_words(
                winner,
                t.win_you_misere,
                t.win_computer_misere,
                t.win_player_misere,
            ),
        };
    }
    game.turn()
        .map_or_else(String::new, |player| turn_text(t, rules, player, pointer))
}

/// Whose turn it is; a person is told how to move, two friends each as a
/// person against the computer is.
fn turn_text(t: &Text, rules: &Rules, player: Player, pointer: Pointer) -> String {
    let k = rules.piles_per_move();
    let friend = |n: u8| {
        if rules.is_moore() {
            fill(t.turn_player_moore, &[&n, &k, &t.take_chosen])
        } else {
            fill(pointer.pick(t.turn_player_how, t.turn_player_touch), &[&n])
        }
    };
    match player {
        Player::You if rules.is_moore() => fill(t.turn_you_moore, &[&k, &t.take_chosen]),
        Player::You => pointer.pick(t.turn_you, t.turn_you_touch).into(),
        Player::Computer => t.turn_computer.into(),
        Player::Player1 => friend(1),
        Player::Player2 => friend(2),
    }
}

/// The room the status keeps: how a person of this game moves, the longest
/// thing it says on most turns. The board under it stays put as turns pass
/// and the game ends, in any language and on any width.
fn room_text(t: &Text, setup: &Setup, pointer: Pointer) -> String {
    let person = match setup.opponent {
        Opponent::Friend => Player::Player1,
        Opponent::Computer(_) => Player::You,
    };
    turn_text(t, &setup.rules, person, pointer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setup;
    use crate::view::text::{EN, IT};

    #[test]
    fn a_touch_screen_says_tap() {
        let game = Game::new(Setup::default(), 1);
        let mouse = status_text(&EN, &game, Pointer::Fine);
        assert!(mouse.contains("click a stick"), "{mouse}");
        let touch = status_text(&EN, &game, Pointer::Coarse);
        assert!(
            touch.contains("tap a stick") && !touch.contains("click"),
            "{touch}"
        );
        let touch = status_text(&IT, &game, Pointer::Coarse);
        assert!(
            touch.contains("tocca un bastoncino") && !touch.contains("clic"),
            "{touch}"
        );
    }

    #[test]
    fn the_room_kept_is_what_a_person_is_told_on_their_turn() {
        let game = |query: &str| Game::new(crate::game::parse_query(query).0, 1);
        for query in [
            "piles=3,4,5",
            "piles=3,4,5&vs=friend",
            "piles=3,4,5&moore=2",
        ] {
            let game = game(query);
            for (t, pointer) in [(&EN, Pointer::Fine), (&IT, Pointer::Coarse)] {
                assert_eq!(
                    room_text(t, game.setup(), pointer),
                    status_text(t, &game, pointer),
                    "{query}"
                );
            }
        }
    }

    #[test]
    fn two_friends_are_each_told_how_to_move() {
        let game = |query: &str| Game::new(crate::game::parse_query(query).0, 1);
        let friends = game("piles=3,4,5&vs=friend");
        assert_eq!(
            status_text(&EN, &friends, Pointer::Fine),
            "Player 1's turn: click a stick to take it and every stick after it."
        );
        let touch = status_text(&IT, &friends, Pointer::Coarse);
        assert!(
            touch.starts_with("Giocatore 1, tocca un bastoncino"),
            "{touch}"
        );
        assert_eq!(
            status_text(&EN, &game("piles=3,4,5&vs=friend&moore=2"), Pointer::Coarse),
            "Player 1's turn: pick the sticks to take, in up to 2 piles, then press Take them."
        );
    }

    #[test]
    fn a_misere_win_says_who_took_the_last_stick() {
        let end = |query: &str| {
            let (setup, _) = crate::game::parse_query(query);
            Game::replay(setup, &["1:1".parse().unwrap()], 1).0
        };
        let lost = end("piles=1&mode=misere");
        assert_eq!(
            status_text(&EN, &lost, Pointer::Fine),
            "You took the last stick, so the computer wins. Try again?"
        );
        assert!(status_text(&IT, &lost, Pointer::Fine).starts_with("Hai preso l'ultimo"));
        assert_eq!(
            status_text(&EN, &end("piles=1&mode=misere&vs=friend"), Pointer::Fine),
            "Player 2 wins: the other took the last stick!"
        );
        assert_eq!(
            status_text(
                &EN,
                &end("piles=1&max=1&mode=misere&first=computer"),
                Pointer::Fine
            ),
            "The computer took the last stick: you win! Well played."
        );
        // In normal play taking it wins, as the status always said.
        assert_eq!(
            status_text(&EN, &end("piles=1"), Pointer::Fine),
            "You win! Well played."
        );
    }

    #[test]
    fn moores_nim_says_a_pick_chooses_and_take_them_takes() {
        let rules = crate::engine::Rules::moore(2, crate::engine::Ending::Normal).unwrap();
        let setup = Setup {
            rules,
            ..Setup::default()
        };
        let game = Game::new(setup, 1);
        for t in [&EN, &IT] {
            for pointer in [Pointer::Fine, Pointer::Coarse] {
                let said = status_text(t, &game, pointer);
                assert!(said.contains(t.take_chosen) && said.contains('2'), "{said}");
                assert!(!said.contains(t.turn_you) && !said.contains(t.turn_you_touch));
            }
        }
    }
}
