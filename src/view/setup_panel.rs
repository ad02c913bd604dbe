//! Choosing the game: piles, rules, opponent, who moves first.
//!
//! Every valid change starts a new game from the new setup at once, so the address
//! bar always links to the position on the board. The panel is a drawer under a
//! compact bar that keeps the prediction in sight.

use leptos::prelude::*;

use crate::engine::{
    outcome, Ending, Level, Outcome, Position, Rules, RulesError, SetupError, MAX_MOORE, MAX_PILES,
    MAX_PILE_SIZE,
};
use crate::game::{First, Opponent, Player, Setup};

use super::dice::Dice;
use super::number::{self, read_in_range, shown, BadNumber, Quantity};
use super::prefs::Prefs;
use super::say::{capitalise, player_words, rules_error, setup_error};
use super::table::{focus, Table};
use super::text::{fill, Pick, Text, Words};

/// Why a change in the setup panel was refused: worded where it is drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupRefusal {
    /// Every pile empty: no game to play.
    AllEmpty,
    Position(SetupError),
    Rules(RulesError),
    /// A number typed in a field of its own (how many piles, the limit).
    Number(BadNumber),
    /// The size typed for the pile numbered from 1.
    Pile(usize, BadNumber),
}

impl SetupRefusal {
    /// A refused change of the setup, as the setup panel shows it.
    pub fn say(&self, t: &Text) -> String {
        match self {
            SetupRefusal::AllEmpty => t.all_empty.into(),
            SetupRefusal::Position(e) => capitalise(&setup_error(t, e)) + ".",
            SetupRefusal::Rules(e) => capitalise(&rules_error(t, *e)) + ".",
            SetupRefusal::Number(e) => e.say(t),
            SetupRefusal::Pile(n, e) => fill(t.pile_error, &[n, &e.say(t)]),
        }
    }
}

/// A change to the setup: the new setup, or why it cannot be made.
type Edit = Result<Setup, SetupRefusal>;

/// Why the last change in the panel was refused, shown under it until the next
/// change is made, a field is edited or the panel is closed.
type Refused = number::Refused<SetupRefusal>;

/// Starts the game `edit` gives, or shows why not in `error`.
fn apply(table: Table, error: Refused, edit: Edit) {
    match edit {
        Ok(next) if next.position.is_empty() => error.set(Some(SetupRefusal::AllEmpty)),
        Ok(next) => {
            error.set(None);
            table.new_game(next);
        }
        Err(refusal) => error.set(Some(refusal)),
    }
}

/// The setup with its piles replaced.
fn with_piles(mut setup: Setup, piles: Vec<u32>) -> Edit {
    setup.position = Position::new(piles).map_err(SetupRefusal::Position)?;
    Ok(setup)
}

/// The setup with its ending, take limit and Moore's k replaced.
fn with_rules(mut setup: Setup, ending: Ending, max_take: Option<u32>, moore: u32) -> Edit {
    setup.rules = Rules::new(ending, max_take)
        .and_then(|rules| rules.with_moore(moore))
        .map_err(SetupRefusal::Rules)?;
    Ok(setup)
}

#[component]
pub fn SetupPanel() -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    let setup = table.setup;
    // The prediction is about the start: once the game is over it says so,
    // beside who won. Woken only when the game ends or starts again.
    let winner = Memo::new(move |_| table.game.with(|g| g.winner()));
    let prefs = Prefs::get();
    let asked = RwSignal::new(false);
    let error = Refused::new();
    let drawer = NodeRef::<leptos::html::Details>::new();
    let open = move || drawer.get_untracked().is_some_and(|d| d.open());
    view! {
        <section class="setup" data-testid="setup" aria-label=t.setup_title()>
            <p class="goal" data-testid="goal">{move || setup.with(|s| goal(t.text(), &s.rules))}</p>
            // Who wins with perfect play: hidden with the tableau, as the analysis is.
            // After the game the start's prediction stays under the verdict,
            // unseen (the style's `::after`): the box keeps its height, and the
            // board below it, on a phone, stays where the last move left it.
            <p class="prediction" data-testid="prediction" class:hidden=move || !prefs.display.get().tableau
                data-room=move || winner.get().map(|_| setup.with(|s| prediction(t.text(), s)))>
                <span>
                    {move || setup.with(|s| match winner.get() {
                        Some(winner) => prediction_over(t.text(), s, winner),
                        None => prediction(t.text(), s),
                    })}
                </span>
            </p>
            // Closed (pressed, or Escape), it takes its last refusal with it:
            // a message about a number no longer in any field would be stale
            // under the game. Only on closing: the browser may fire the
            // opening's toggle late, after a refusal typed at once.
            <details class="setup-drawer" node_ref=drawer on:toggle=move |_| if !open() { error.set(None) }>
                // Its choices are built when it is first opened, not at start.
                <summary data-testid="setup-open" on:click=move |_| asked.set(true)>{t.setup_title()}</summary>
                <div class="setup-body" on:input=move |_| error.edited()>
                    <Show when=move || asked.get()>
                        <PilesChoice error/>
                        <RulesChoice error/>
                        <OpponentChoice error/>
                        // Its changes are made as they are chosen: this only
                        // closes it, back to the board (on a phone far below).
                        <p class="setup-done">
                            <button type="button" class="primary" data-testid="setup-done" on:click=move |_| {
                                if let Some(drawer) = drawer.get_untracked() {
                                    drawer.set_open(false);
                                }
                                focus("[data-testid=board]");
                                // The board focused comes to the top of a phone's
                                // screen, the status and Hint, Undo and New game
                                // above it out of sight: the game comes whole.
                                if let Some(play) = document().query_selector(".play").ok().flatten() {
                                    if play.get_bounding_client_rect().top() < 0.0 {
                                        play.scroll_into_view_with_bool(true);
                                    }
                                }
                            }>{t.setup_done()}</button>
                        </p>
                    </Show>
                </div>
            </details>
            <p class="error" data-testid="setup-error" role="alert">{move || error.say(|e| e.say(t.text()))}</p>
        </section>
    }
}

#[component]
fn PilesChoice(error: Refused) -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    let setup = table.setup;
    let count = Memo::new(move |_| setup.with(|s| s.position.piles().len()));
    let piles = move || setup.get_untracked().position.piles().to_vec();
    let set_count = move |n: usize| {
        let mut sizes = piles();
        sizes.resize(n.clamp(1, MAX_PILES), 3);
        apply(table, error, with_piles(setup.get_untracked(), sizes));
    };
    let preset = move |name: Pick, sizes: &'static str, max: Option<u32>| {
        let choose = move |_| {
            let mut next = setup.get_untracked();
            next.rules = match max {
                Some(k) => Rules::limited(k),
                None => Rules::new(next.rules.ending(), None),
            }
            .unwrap_or_default();
            if let Ok(position) = sizes.parse() {
                next.position = position;
                apply(table, error, Ok(next));
            }
        };
        view! { <button type="button" id=format!("preset-{sizes}") on:click=choose>{t.of(name)}</button> }
    };
    let dice = Dice::get();
    let random = move |_| {
        let position = dice.roll(|rng| Position::random(rng, piles().len(), 15));
        apply(
            table,
            error,
            with_piles(setup.get_untracked(), position.piles().to_vec()),
        );
    };
    view! {
        <fieldset>
            <legend>{t.piles()}</legend>
            <div class="presets">
                {preset(|t| t.preset_classic, "3,4,5", None)}
                {preset(|t| t.preset_marienbad, "1,3,5,7", None)}
                {preset(|t| t.preset_21, "21", Some(3))}
                <button type="button" data-testid="random" on:click=random>{t.random()}</button>
            </div>
            <div class="pile-size">
                <label for="setup-count">{t.how_many()}</label>
                <button type="button" class="nudge" data-testid="count-less" aria-label=t.pile_fewer_count()
                    on:click=move |_| set_count(count.get_untracked().saturating_sub(1))>"−"</button>
                <input id="setup-count" type="text" inputmode="numeric" size="3" data-testid="setup-count"
                    prop:value=move || shown(error, count.get() as u32)
                    on:change=move |ev| match read_in_range(t.untracked(), &event_target_value(&ev), Quantity::Piles, 1, MAX_PILES as u64) {
                        Ok(n) => set_count(n as usize),
                        Err(e) => error.set(Some(SetupRefusal::Number(e))),
                    }/>
                <button type="button" class="nudge" data-testid="count-more" aria-label=t.pile_more_count()
                    on:click=move |_| set_count(count.get_untracked() + 1)>"+"</button>
            </div>
            <div class="pile-sizes">
                // Drawn again only when the number of piles changes: each row
                // reads its own pile, so a size change keeps the focus where it is.
                {move || (0..count.get()).map(|i| view! { <PileSize i error/> }).collect_view()}
            </div>
        </fieldset>
    }
}

/// One pile's size: a label, a − button, the size, a + button.
#[component]
fn PileSize(i: usize, error: Refused) -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    let setup = table.setup;
    let n = i + 1;
    let number = move |template: Pick| move || fill(template(t.text()), &[&n]);
    let size = Memo::new(move |_| setup.with(|s| s.position.piles().get(i).copied().unwrap_or(0)));
    let set = move |size: u32| {
        let mut sizes = setup.get_untracked().position.piles().to_vec();
        if let Some(pile) = sizes.get_mut(i) {
            *pile = size;
            apply(table, error, with_piles(setup.get_untracked(), sizes));
        }
    };
    let step = move |by: i64| {
        set((i64::from(size.get_untracked()) + by).clamp(0, i64::from(MAX_PILE_SIZE)) as u32)
    };
    view! {
        <div class="pile-size">
            <label for=format!("setup-pile-{n}")>{number(|t| t.pile_n)}</label>
            <button type="button" class="nudge" data-testid=format!("pile-{n}-less") aria-label=number(|t| t.pile_fewer)
                on:click=move |_| step(-1)>"−"</button>
            <input id=format!("setup-pile-{n}") type="text" inputmode="numeric" size="7" data-testid=format!("setup-pile-{n}")
                prop:value=move || shown(error, size.get())
                on:change=move |ev| match read_in_range(t.untracked(), &event_target_value(&ev), Quantity::Sticks, 0, u64::from(MAX_PILE_SIZE)) {
                    Ok(size) => set(size as u32),
                    Err(e) => error.set(Some(SetupRefusal::Pile(n, e))),
                }/>
            <button type="button" class="nudge" data-testid=format!("pile-{n}-more") aria-label=number(|t| t.pile_more)
                on:click=move |_| step(1)>"+"</button>
        </div>
    }
}

#[component]
fn RulesChoice(error: Refused) -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    let setup = table.setup;
    let misere = Memo::new(move |_| setup.with(|s| s.rules.ending() == Ending::Misere));
    let limit = Memo::new(move |_| setup.with(|s| s.rules.max_take()));
    let moore = Memo::new(move |_| setup.with(|s| s.rules.piles_per_move()));
    let set = move |ending: Ending, max_take: Option<u32>| {
        let k = moore.get_untracked();
        apply(
            table,
            error,
            with_rules(setup.get_untracked(), ending, max_take, k),
        );
    };
    let ending = move || {
        if misere.get_untracked() {
            Ending::Misere
        } else {
            Ending::Normal
        }
    };
    view! {
        <fieldset>
            <legend>{t.rules()}</legend>
            <label class="choice">
                <input type="radio" name="ending" value="normal" data-testid="mode-normal"
                    prop:checked=move || !misere.get()
                    on:change=move |_| set(Ending::Normal, limit.get_untracked())/>
                {t.mode_normal()}
            </label>
            <label class="choice">
                <input type="radio" name="ending" value="misere" data-testid="mode-misere"
                    prop:checked=move || misere.get()
                    on:change=move |_| set(Ending::Misere, limit.get_untracked())/>
                {t.mode_misere()}
            </label>
            <div class="limit">
                <label class="choice">
                    <input type="checkbox" data-testid="limit-on" prop:checked=move || limit.get().is_some()
                        on:change=move |ev| set(ending(), event_target_checked(&ev).then_some(3))/>
                    {t.take_at_most()}
                </label>
                <input type="text" inputmode="numeric" size="4" aria-label=t.most_per_move() data-testid="limit"
                    prop:value=move || shown(error, limit.get().unwrap_or(3))
                    disabled=move || limit.get().is_none()
                    on:change=move |ev| match read_in_range(t.untracked(), &event_target_value(&ev), Quantity::Limit, 1, u64::from(MAX_PILE_SIZE)) {
                        Ok(k) => set(ending(), Some(k as u32)),
                        Err(e) => error.set(Some(SetupRefusal::Number(e))),
                    }/>
                // "1 stick per move", "3 sticks per move".
                {move || {
                    let t = t.text();
                    let word = limit.get().map_or(t.sticks, |n| t.stick_word(n));
                    format!(" {word}{}", t.per_move)
                }}
            </div>
            <label class="moore">
                {t.moore_label()} " "
                <input type="text" inputmode="numeric" size="3" data-testid="moore"
                    prop:value=move || shown(error, moore.get())
                    on:change=move |ev| match read_in_range(t.untracked(), &event_target_value(&ev), Quantity::Moore, 1, u64::from(MAX_MOORE)) {
                        Ok(k) => apply(table, error, with_rules(setup.get_untracked(), ending(), limit.get_untracked(), k as u32)),
                        Err(e) => error.set(Some(SetupRefusal::Number(e))),
                    }/>
                " " {t.moore_piles()}
            </label>
        </fieldset>
    }
}

#[component]
fn OpponentChoice(error: Refused) -> impl IntoView {
    let table = Table::get();
    let t = Words::get();
    let setup = table.setup;
    let opponent = Memo::new(move |_| setup.with(|s| s.opponent));
    let friend = move || opponent.get() == Opponent::Friend;
    let first = Memo::new(move |_| setup.with(|s| s.first));
    let choose = move |edit: &dyn Fn(&mut Setup)| {
        let mut next = setup.get_untracked();
        edit(&mut next);
        apply(table, error, Ok(next));
    };
    let level = move || match opponent.get() {
        Opponent::Computer(level) => level.as_str(),
        Opponent::Friend => "friend",
    };
    view! {
        <fieldset>
            <legend>{t.opponent()}</legend>
            <select data-testid="opponent" aria-label=t.opponent()
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    choose(&|s| s.opponent = value.parse::<Level>().map_or(Opponent::Friend, Opponent::Computer));
                }>
                <option value="perfect" prop:selected=move || level() == "perfect">{t.vs_perfect()}</option>
                <option value="good" prop:selected=move || level() == "good">{t.vs_good()}</option>
                <option value="beginner" prop:selected=move || level() == "beginner">{t.vs_beginner()}</option>
                <option value="friend" prop:selected=move || level() == "friend">{t.vs_friend()}</option>
            </select>
            <div class="first" class:hidden=friend>
                {[
                    (First::You, "first-you", t.of(|t| t.you_first)),
                    (First::Computer, "first-computer", t.of(|t| t.computer_first)),
                    (First::Auto, "first-auto", t.of(|t| t.auto_first)),
                ]
                    .map(|(who, testid, name)| view! {
                        <label class="choice">
                            <input type="radio" name="first" data-testid=testid
                                prop:checked=move || first.get() == who
                                on:change=move |_| choose(&|s| s.first = who)/>
                            " " {name}
                        </label>
                    })}
            </div>
            <p class="note" class:hidden=move || !friend()>{t.p1_first()}</p>
        </fieldset>
    }
}

/// "How to play", open on a first visit and folded away after: the rules of
/// Nim, and where the game set up changes them (a take limit, Moore's Nim),
/// what it changes, so the two never contradict each other.
#[component]
pub fn HowToPlay() -> impl IntoView {
    let prefs = Prefs::get();
    let t = Words::get();
    let setup = Table::get().setup;
    let changed = move || {
        let changed = setup.with(|s| move_rules(t.text(), &s.rules));
        (!changed.is_empty()).then(
            || view! { <p data-testid="how-to-here">{fill(t.text().how_to_here, &[&changed])}</p> },
        )
    };
    view! {
        <details class="how-to" data-testid="how-to" open=prefs.first_visit>
            <summary>{t.how_to_play()}</summary>
            <p>{move || prefs.pointer.pick(t.text().how_to_text, t.text().how_to_text_touch)}</p>
            {changed}
        </details>
    }
}

/// The goal in plain words, before any term of the theory: who wins, and what
/// a move may take.
pub fn goal(t: &Text, rules: &Rules) -> String {
    let goal = match rules.ending() {
        Ending::Normal => t.goal_normal,
        Ending::Misere => t.goal_misere,
    };
    format!("{goal}{}", move_rules(t, rules))
}

/// What a move may take where Nim's rule (any number of sticks from one pile)
/// is changed, each sentence after a space; empty where it is not.
fn move_rules(t: &Text, rules: &Rules) -> String {
    let mut said = String::new();
    if let Some(k) = rules.max_take() {
        said = said + " " + &fill(t.goal_limit, &[&t.sticks(k)]);
    }
    if rules.is_moore() {
        said = said + " " + &fill(t.goal_moore, &[&rules.piles_per_move()]);
    }
    said
}

/// After the game: who could always win from the start, and who did.
pub fn prediction_over(t: &Text, setup: &Setup, winner: Player) -> String {
    let could = player_words(
        setup.predicted_winner(),
        t.could_you,
        t.could_computer,
        t.could_player,
    );
    let won = player_words(winner, t.won_you, t.won_computer, t.won_player);
    fill(t.prediction_over, &[&could, &won])
}

/// The seed documents' table: a safe start means the first mover loses. (The
/// nim-sum behind it is the tableau's to show.)
pub fn prediction(t: &Text, setup: &Setup) -> String {
    let first = setup.first_player();
    let winner = setup.predicted_winner();
    let (position, rules) = (&setup.position, &setup.rules);
    let start = match outcome(position, rules) {
        Outcome::Safe => t.start_safe,
        Outcome::Unsafe => t.start_unsafe,
    };
    let start = capitalise(start);
    let verdict = if winner == first {
        t.first_wins
    } else {
        t.first_loses
    };
    fill(
        t.prediction,
        &[
            &start,
            &player_words(first, t.mover_you, t.mover_computer, t.mover_player),
            &verdict,
            &player_words(winner, t.wins_you, t.wins_computer, t.wins_player),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::{EN, IT};

    #[test]
    fn predicts_in_both_languages() {
        let setup = Setup::default();
        assert_eq!(
            prediction(&EN, &setup),
            "An unsafe start, and you move first, so the first mover can always win: with perfect play you win."
        );
        assert_eq!(
            prediction(&IT, &setup),
            "Una partenza non sicura, e muovi tu per primo, quindi chi muove per primo può sempre vincere: con un gioco perfetto vinci tu."
        );
        let moore = Setup {
            position: "1,1,1".parse().unwrap(),
            rules: Rules::moore(2, Ending::Normal).unwrap(),
            ..Setup::default()
        };
        assert!(prediction(&EN, &moore).starts_with("A safe start, and you move first"));
    }

    #[test]
    fn the_goal_comes_in_plain_words() {
        assert_eq!(goal(&EN, &Rules::NORMAL), "Take the last stick to win.");
        assert_eq!(
            goal(&IT, &Rules::NORMAL),
            "Prendi l'ultimo bastoncino per vincere."
        );
        assert_eq!(
            goal(&EN, &Rules::new(Ending::Misere, Some(3)).unwrap()),
            "Whoever takes the last stick loses. Take at most 3 sticks a move."
        );
        assert_eq!(
            goal(&EN, &Rules::moore(2, Ending::Normal).unwrap()),
            "Take the last stick to win. A move may take from up to 2 piles."
        );
        // No term of the theory before the game: not in the goal, not in the
        // prediction.
        for t in [&EN, &IT] {
            let words = goal(t, &Rules::NORMAL) + &prediction(t, &Setup::default());
            assert!(!words.to_lowercase().contains("nim"), "{words}");
        }
    }

    #[test]
    fn after_the_game_the_prediction_says_it_was_about_the_start() {
        // With perfect play you win 3, 4, 5; the computer won this one.
        let setup = Setup::default();
        let over = prediction_over(&EN, &setup, Player::Computer);
        assert_eq!(
            over,
            "At the start you could always win with perfect play; in this game the computer won."
        );
        assert!(!over.contains("you win"));
        assert_eq!(
            prediction_over(&IT, &setup, Player::Computer),
            "All'inizio potevi sempre vincere tu con un gioco perfetto; in questa partita ha vinto il computer."
        );
    }
}
