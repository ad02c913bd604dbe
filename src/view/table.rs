//! The game in signals, shared with every view through context.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::{computer_steps, hint_steps, Highlight, HintStep, Move, MultiMove, Position};
use crate::game::{
    address_query, game_query, read_save, restore, save_text, Game, Kept, Notice, Setup, TurnError,
};

use super::follow::{effect, follow};
use super::marks::{clear, Marks, Refusal};
use super::prefs::Prefs;
use super::router::replace_url;
use super::storage::{save_aside, save_game};
use super::text::Lang;

/// What the person is told above the game, and the game kept aside for them
/// to bring back (its saved text).
#[derive(Clone, Copy)]
pub struct Aside {
    pub notices: RwSignal<Vec<Notice>>,
    pub game: RwSignal<Option<String>>,
}

impl Aside {
    /// Keeps `text` aside, here and in storage, saying so with `notices`.
    pub fn keep(&self, text: String, notices: Vec<Notice>) {
        save_aside(Some(&text));
        self.game.set(Some(text));
        hold_focus_in_place();
        self.notices.set(notices);
    }

    /// Hides the notices, keeping the game aside: stored, it is offered again
    /// on the next visit, until resumed or discarded. Says whether any notice
    /// was on show.
    pub fn hide(&self) -> bool {
        let shown = self.notices.with_untracked(|n| !n.is_empty());
        if shown {
            self.notices.set(Vec::new());
        }
        shown
    }

    /// Forgets the game aside and every notice.
    pub fn discard(&self) {
        save_aside(None);
        self.game.set(None);
        self.notices.set(Vec::new());
    }
}

/// The live game and the actions the views may take on it.
#[derive(Clone, Copy)]
pub struct Table {
    pub game: RwSignal<Game>,
    /// The notices above the game and the game put aside.
    pub aside: Aside,
    /// True while the computer "thinks" before its move.
    pub thinking: RwSignal<bool>,
    /// The setup of the game, worked out again only when `generation` is bumped
    /// (a change that is not a person's move, and the computer's move, which
    /// leaves it equal), and written only when it changes ([`follow`]): a move
    /// wakes none of its views.
    pub setup: ReadSignal<Setup>,
    /// Whether the first board drawn rehearses a move ([`Table::rehearse`]).
    pub rehearsal: RwSignal<bool>,
    /// What is marked on the board and beside it.
    marks: Marks,
    /// The teacher's choices: the computer thinks aloud by them.
    prefs: Prefs,
    /// Whether a person (not the computer) may move now, for the piles, the
    /// move form and the hints: a move wakes them only when the turn passes
    /// between a person and the computer ([`follow`]).
    mine: ReadSignal<bool>,
    /// The frame after a change, when what need not be drawn with it follows.
    settle: Settle,
    /// Whether the game changed since it was last written to storage.
    unsaved: StoredValue<bool>,
    /// Bumped by every new game or undo, so a late computer move is dropped, and
    /// by the computer's move; the setup memo follows it.
    generation: RwSignal<u64>,
    think_ms: u32,
}

impl Table {
    /// The table for `game`, whose actions clear `marks` and by whose `prefs`
    /// the computer thinks aloud.
    pub fn new(game: Game, think_ms: u32, marks: Marks, prefs: Prefs, rehearse: bool) -> Table {
        let game = RwSignal::new(game);
        let generation = RwSignal::new(0);
        let table = Table {
            game,
            aside: Aside {
                notices: RwSignal::new(Vec::new()),
                game: RwSignal::new(None),
            },
            setup: follow(move || {
                generation.track();
                game.with_untracked(|g| g.setup().clone())
            }),
            thinking: RwSignal::new(false),
            rehearsal: RwSignal::new(rehearse),
            marks,
            prefs,
            mine: follow(move || game.with(|g| g.turn().is_some_and(|p| !p.is_computer()))),
            settle: Settle {
                settled: RwSignal::new(0),
                changes: StoredValue::new(0),
                edited: StoredValue::new(0),
            },
            unsaved: StoredValue::new(false),
            generation,
            think_ms,
        };
        // Storage and the address follow the game when the panels do: the frame
        // that draws a move does not wait for them.
        effect(Box::new(move |_| {
            table.settle.settled.track();
            table.save_now();
        }));
        table.schedule_computer();
        table
    }

    /// The table from context; every view below [`crate::view::App`] has one.
    pub fn get() -> Table {
        expect_context::<Table>()
    }

    /// A person's move; a refused move leaves its reason in `move_error` too.
    pub fn play(&self, mv: Move) -> Result<(), TurnError> {
        self.play_multi(mv.into())
    }

    /// A click on a stick: the move in ordinary Nim; in Moore's Nim the sticks
    /// are chosen in that pile (again to unchoose), for [`Table::take_selection`].
    /// A pile past the k a move may take from is refused at once, with why,
    /// rather than when the sticks are taken.
    pub fn choose(&self, mv: Move) {
        let rules = self.game.with_untracked(|g| g.setup().rules);
        if !rules.is_moore() {
            let _ = self.play(mv);
            return;
        }
        let piles = self.marks.selection.with_untracked(|parts| {
            let new = parts.iter().all(|p| p.pile != mv.pile);
            parts.len() + usize::from(new)
        });
        if let Err(refused) = rules.check_piles(piles) {
            self.marks
                .move_error
                .set(Some(Refusal::Turn(TurnError::Illegal(refused))));
            // The refused stick does not look chosen: no preview of it.
            clear(self.marks.preview);
            return;
        }
        self.marks.move_error.set(None);
        self.marks
            .selection
            .update(|parts| match parts.iter().position(|p| p.pile == mv.pile) {
                Some(i) if parts[i] == mv => {
                    parts.remove(i);
                }
                Some(i) => parts[i] = mv,
                None => parts.push(mv),
            });
    }

    /// The Enter key, or a clicker's blank-screen `.`. `cursor` is the move
    /// chosen with the arrow keys: Enter plays it. In Moore's Nim it joins the
    /// sticks chosen instead, as a click on its stick would, and Enter on the
    /// same choice again (or with no choice under the cursor) takes all the
    /// sticks chosen. With nothing chosen it plays the winning move the open
    /// hint lights on the board: the hint took the keys' choice away to light
    /// its own. Otherwise it does nothing.
    pub fn enter(&self, cursor: Option<Move>) {
        let chosen = self
            .marks
            .selection
            .with_untracked(|parts| cursor.map(|mv| parts.contains(&mv)));
        match (cursor, chosen) {
            (Some(mv), Some(false)) => self.choose(mv),
            _ if self.marks.selection.with_untracked(Vec::is_empty) => {
                if let Some(hinted) = self.marks.hinted.get_untracked() {
                    if cursor.is_none() && self.marks.hint_open.get_untracked() {
                        let _ = self.play_multi(hinted);
                    }
                }
            }
            _ => self.take_selection(),
        }
    }

    /// Plays the sticks chosen in Moore's Nim as one move.
    pub fn take_selection(&self) {
        let parts = self.marks.selection.get_untracked();
        match MultiMove::new(parts) {
            Ok(mv) => {
                let _ = self.play_multi(mv);
            }
            Err(_) => self.marks.move_error.set(Some(Refusal::NothingChosen)),
        }
    }

    /// A person's move of one part or, in Moore's Nim, several.
    pub fn play_multi(&self, mv: MultiMove) -> Result<(), TurnError> {
        // A refused move leaves the game as it was, and tells nothing that reads it.
        let result = self
            .game
            .try_maybe_update(|game| {
                let result = game.play_multi(mv);
                (result.is_ok(), result)
            })
            .expect("the game signal lives as long as the app");
        match &result {
            Ok(()) => {
                self.after_change();
                self.schedule_computer();
            }
            Err(e) => self.marks.move_error.set(Some(Refusal::Turn(*e))),
        }
        result
    }

    /// Starts a new game from `setup` and makes the address a link to it. A
    /// game in progress is never lost: it is kept aside, to be brought back.
    pub fn new_game(&self, setup: Setup) {
        let seed = self.game.with_untracked(|g| g.seed_for_next_game());
        self.put_aside();
        self.change(|game| *game = Game::new(setup, seed));
        self.game.with_untracked(|g| replace_address(g, self.prefs));
    }

    /// Keeps the game on the board aside if it is in progress (a person's
    /// moves to undo or to redo, and no winner yet: [`Game::in_progress`]);
    /// whether it did.
    fn put_aside(&self) -> bool {
        let kept = self.game.with_untracked(|g| {
            g.in_progress()
                .then(|| (save_text(g), Notice::PutAside(Kept::of(g))))
        });
        let Some((text, notice)) = kept else {
            return false;
        };
        // One game waits aside: the one there before is let go, and named.
        let before = self.aside.game.with_untracked(|aside| {
            let saved = read_save(aside.as_deref().filter(|&g| g != text)?).ok()?;
            Some(Notice::Replaced(Kept::of(&restore(&saved, 0).0)))
        });
        self.aside
            .keep(text, [notice].into_iter().chain(before).collect());
        true
    }

    /// Takes back the last person's move (and the computer's answer), if any.
    pub fn undo(&self) {
        if self.game.with_untracked(Game::can_undo) {
            self.change(|game| {
                game.undo();
            });
        }
    }

    /// Plays again the last move taken back, if any.
    pub fn redo(&self) {
        if self.game.with_untracked(Game::can_redo) {
            self.change(|game| {
                game.redo();
            });
        }
    }

    /// Continues `game` (a saved game put aside), making the address link to it;
    /// the game it replaces, if in progress, is put aside in its place.
    pub fn resume(&self, game: Game) {
        // The game brought back leaves its place aside first: the one on the
        // board takes it without being said to replace it.
        self.aside.game.set(None);
        if !self.put_aside() {
            self.aside.discard();
        }
        self.change(|current| *current = game);
        self.game.with_untracked(|g| replace_address(g, self.prefs));
    }

    /// Changes the game other than by a move: drops any pending computer move,
    /// applies `edit`, and lets the computer move if it is now its turn.
    fn change(&self, edit: impl FnOnce(&mut Game)) {
        self.thinking.set(false);
        self.game.update(edit);
        // After the edit: the setup memo reads the game when it is bumped.
        self.generation.update(|g| *g += 1);
        self.after_change();
        self.settle.edited.set_value(self.changes());
        self.schedule_computer();
    }

    /// After a change of the game: clears what was marked on the position
    /// before it, and lets storage and the panels follow ([`Settle`]).
    fn after_change(&self) {
        self.changed();
        self.marks.clear();
    }

    fn close_hint(&self) {
        clear(self.marks.hint_open);
        clear(self.marks.hint_step);
        clear(self.marks.hinted);
    }

    /// Lets go of what the keys chose (the sticks they point at, in Moore's
    /// Nim the sticks chosen) and closes an open hint: the board as it
    /// stands. (What the computer's reasons light is theirs, not a hint's.)
    pub fn let_go(&self) {
        clear(self.marks.cursor);
        clear(self.marks.preview);
        clear(self.marks.selection);
        if self.marks.hint_open.get_untracked() {
            self.close_hint();
        }
    }

    /// The Hint button (showing hints if the teacher hid them): the next step of
    /// Bouton's argument on the position, lighting up what it names; after the
    /// last step it closes. With "answers at once" it opens on every step, ending
    /// on every winning move, or closes.
    pub fn toggle_hint(&self) {
        // The hint lights up its own move, and its columns on the live tableau,
        // which a preview of the keys' choice would cover on a projector; its
        // steps replace the computer's reasons for the last move.
        clear(self.marks.cursor);
        clear(self.marks.preview);
        clear(self.marks.aloud);
        let display = self.prefs.display.get_untracked();
        if !display.hints {
            self.prefs.set_display(&|d| d.hints = true);
        }
        let steps = untrack(|| self.hint_steps());
        if steps.is_empty() || untrack(|| self.hint_shows(steps.len())) {
            self.close_hint();
            return;
        }
        // A closed hint opens on its first step.
        let shown = if self.marks.hint_open.get_untracked() {
            self.marks.hint_step.get_untracked()
        } else {
            0
        };
        self.marks.hint_open.set(true);
        if display.answers {
            // Every step at once, the first winning move lit up; again to close.
            self.marks.hint_step.set(steps.len());
            self.marks
                .hinted
                .set(steps.iter().find_map(HintStep::proposed));
        } else if let Some(step) = steps.get(shown) {
            self.marks.hint_step.set(shown + 1);
            self.light(step);
        }
    }

    /// Whether every step of the hint is on show, so that the next press of
    /// Hint closes it (tracked: the button's label says so).
    pub fn hint_complete(&self) -> bool {
        // The steps are worked out for an open hint only: the label asks at
        // every move, and at the start.
        self.marks.hint_open.get() && self.hint_shows(self.hint_steps().len())
    }

    /// A clicker's PgUp on an open hint: the step before, lit as it was;
    /// from the first step (or with every step at once), the hint closes.
    /// Says whether a hint was open.
    pub fn hint_back(&self) -> bool {
        if !self.marks.hint_open.get_untracked() {
            return false;
        }
        let shown = self.marks.hint_step.get_untracked();
        let answers = self.prefs.display.with_untracked(|d| d.answers);
        let steps = untrack(|| self.hint_steps());
        match steps.get(shown.saturating_sub(2)) {
            Some(step) if shown > 1 && !answers => {
                self.marks.hint_step.set(shown - 1);
                self.light(step);
            }
            _ => self.close_hint(),
        }
        true
    }

    /// With the whole hint on show, lights the winning move after (or before)
    /// the one lit in its list: a clicker walks the class through them, and
    /// its blank-screen button plays the one lit. After the last comes the
    /// first again: a press too many never leaves a losing move to play.
    /// False before the first (PgUp goes back a step of the hint), and with
    /// no list on show.
    pub fn step_hinted(&self, forward: bool) -> bool {
        if !untrack(|| self.hint_complete()) {
            return false;
        }
        let shown = self.marks.hint_step.get_untracked();
        let steps = untrack(|| self.hint_steps());
        let Some(HintStep::AllMoves { first: moves, .. }) = steps.get(shown.wrapping_sub(1)) else {
            return false;
        };
        let at = self
            .marks
            .hinted
            .with_untracked(|h| h.as_ref().and_then(|h| moves.iter().position(|m| m == h)));
        let next = match (at, forward) {
            (Some(i), true) => Some((i + 1) % moves.len()),
            (Some(i), false) => i.checked_sub(1),
            (None, true) => Some(0),
            (None, false) => None,
        };
        match next.and_then(|i| moves.get(i)) {
            Some(mv) => {
                self.marks.hinted.set(Some(mv.clone()));
                true
            }
            None => false,
        }
    }

    /// Whether an open hint has steps still to show: a clicker's PgDn shows
    /// the next, as Hint would.
    pub fn hint_pending(&self) -> bool {
        untrack(|| self.marks.hint_open.get() && !self.hint_complete())
    }

    /// Whether the hint is open on all of its `steps`.
    fn hint_shows(&self, steps: usize) -> bool {
        self.marks.hint_open.get() && self.marks.hint_step.get() >= steps
    }

    /// The sticks of the move a step names light up on the board.
    fn light(&self, step: &HintStep) {
        self.marks.hinted.set(match step.highlight() {
            Highlight::Move(mv) => Some(mv),
            Highlight::AllMoves(moves) => moves.into_iter().next(),
            _ => None,
        });
    }

    /// The graded hint's steps on the position on the board.
    pub fn hint_steps(&self) -> Vec<HintStep> {
        self.game
            .with(|g| hint_steps(g.position(), &g.setup().rules))
    }

    /// The computer's steps for the move it is explaining, from the position
    /// before that move (which stays on show once the move is played).
    /// None while the teacher hides the tableau or the hints: the steps would
    /// give them away (the computer then just moves).
    pub fn aloud_steps(&self) -> Vec<HintStep> {
        let Some(mv) = self
            .marks
            .aloud
            .get()
            .filter(|_| self.prefs.shows_analysis())
        else {
            return Vec::new();
        };
        self.game
            .with(|g| computer_steps(reasoned_on(g), &g.setup().rules, &mv))
    }

    /// The position the computer thinking aloud reasons on, while its reasons
    /// are on show: they stay into the person's turn, under another position.
    pub fn aloud_from(&self) -> Option<Position> {
        self.marks
            .aloud
            .with(Option::is_some)
            .then(|| self.game.with(|g| reasoned_on(g).clone()))
    }

    /// What the step on show lights up on the tableau and the board: the open
    /// hint's, else the computer's while it thinks aloud.
    pub fn lit(&self) -> Highlight {
        // An open hint first: the computer's last reasons stay on show during
        // the person's turn, when only the hint can be open.
        let (at, shown) = (self.marks.aloud_at.get(), self.marks.hint_step.get());
        let step = if shown > 0 && self.marks.hint_open.get() {
            self.hint_steps().into_iter().nth(shown - 1)
        } else if at > 0 {
            self.aloud_steps().into_iter().nth(at - 1)
        } else {
            None
        };
        step.map_or(Highlight::Nothing, |s| s.highlight())
    }

    /// Plays on from the position before move `index` of the game on the board,
    /// with the same sides: the moves before it are kept (and can be undone). The
    /// board takes the keyboard focus.
    pub fn replay_from(&self, index: usize) {
        let (setup, moves, seed) = self
            .game
            .with_untracked(|g| (g.setup().clone(), g.moves(index), g.seed_for_next_game()));
        self.change(|game| *game = Game::replay(setup, &moves, seed).0);
        // The review, and the button that asked for this, go with the game over.
        focus("[data-testid=board]");
    }

    /// Plays a move on `board` and takes it back before the browser paints, so
    /// that the person's first move does not wait for its code: the browser
    /// compiles each wasm function on its first call (a move's first call
    /// compiles many of them), and works out a
    /// style and a layout for a board with one stick fewer only when it first
    /// has one. The rehearsal clicks the last stick of the board's first pile
    /// that has one, as a person would (in Moore's Nim that only chooses it), has
    /// the page laid out with the move made, and puts the game back as it was,
    /// all in one task, so no other event comes between and nothing is painted.
    pub fn rehearse(&self, board: &web_sys::Element) {
        // Not once the person is at the board: a move would clear their preview,
        // their choice with the keys, an open hint or a refused move's reason.
        if !self.marks.at_rest() || !untrack(|| self.my_turn()) {
            return;
        }
        let Ok(Some(stick)) = board.query_selector(".stick[data-take=\"1\"]") else {
            return;
        };
        let before = self.game.get_untracked();
        let unsaved = self.unsaved.get_value();
        stick.unchecked_into::<web_sys::HtmlElement>().click();
        let table = *self;
        // The views follow the move in microtasks: the effects that read the
        // game run in the first, the views woken by what they write (the
        // pile's and the row's, see `follow`) in the next, and what those
        // draw anew starts its own effects in the one after. The game is put
        // back after all three (anything later again is not rehearsed).
        after_microtasks(3, move || {
            // Reading a size has the page laid out as it is now.
            if let Some(body) = document().body() {
                let _ = body.offset_height();
            }
            table.change(|game| *game = before);
            // The game is as it was: so is what is left to write of it.
            table.unsaved.set_value(unsaved);
        });
    }

    /// Whether the computer is thinking aloud before its move.
    pub fn aloud_pending(&self) -> bool {
        self.thinking.get_untracked() && self.marks.aloud.with_untracked(Option::is_some)
    }

    /// The computer's next step while it thinks aloud (the clicker's PgDn), and
    /// after the last one its move.
    pub fn aloud_next(&self) {
        if !self.aloud_pending() {
            return;
        }
        let steps = untrack(|| self.aloud_steps());
        let shown = self.marks.aloud_at.get_untracked();
        match steps.get(shown) {
            Some(step) => {
                self.marks.aloud_at.set(shown + 1);
                self.light(step);
                self.next_aloud_tick();
            }
            None => {
                self.marks.hinted.set(None);
                self.computer_moves();
            }
        }
    }

    /// Schedules the next step of the computer's thinking aloud at the chosen pace;
    /// a step shown meanwhile (PgDn) or a change of game makes it stale.
    pub fn next_aloud_tick(&self) {
        let table = *self;
        let generation = self.generation.get_untracked();
        let shown = self.marks.aloud_at.get_untracked();
        let ms = match self.prefs.display.get_untracked().pace.step_ms() {
            // Step by step: the next step, or the move, waits for [`Table::aloud_next`].
            None => return,
            Some(0) => self.think_ms,
            Some(ms) => ms,
        };
        Timeout::new(ms, move || {
            // (`try_`: nothing to do once the app is gone.)
            if table.generation.try_get_untracked() == Some(generation)
                && table.marks.aloud_at.try_get_untracked() == Some(shown)
            {
                table.aloud_next();
            }
        })
        .forget();
    }

    /// Whether a person (not the computer) may move now.
    pub fn my_turn(&self) -> bool {
        self.mine.get()
    }

    /// Steps the review after the game one position back or forward. Not
    /// stepped yet, it goes forward from the start (at a projector to the
    /// start itself, drawn on the board), and back from the end the board
    /// shows.
    pub fn review_step(&self, forward: bool) {
        let last = self.game.with_untracked(|g| g.history().len());
        let projector = self.prefs.display.with_untracked(|d| d.projector);
        self.marks.review.update(|at| {
            *at = Some(match *at {
                // At a projector the first step puts the start on the board,
                // where the emptied piles stood: the room sees the game from
                // its first position.
                None if forward && projector => 0,
                None if forward => 1.min(last),
                None => last.saturating_sub(1),
                Some(from) if forward => (from.min(last) + 1).min(last),
                Some(from) => from.min(last).saturating_sub(1),
            })
        });
    }

    /// Goes to the review's first step (`to_end` false: the start) or its
    /// last (the end of the game), as Home and End do.
    pub fn review_to(&self, to_end: bool) {
        let last = self.game.with_untracked(|g| g.history().len());
        self.marks.review.set(Some(if to_end { last } else { 0 }));
    }

    /// Starts the same setup again.
    pub fn restart(&self) {
        let setup = self.game.with_untracked(|g| g.setup().clone());
        self.new_game(setup);
    }

    fn schedule_computer(&self) {
        if !self.game.with_untracked(Game::computer_to_move) {
            return;
        }
        self.thinking.set(true);
        let display = self.prefs.display.get_untracked();
        if display.thinks_aloud() && display.tableau && display.hints {
            // The move is worked out on a copy of the game now, for its reasons;
            // the game itself makes the same move after them (same random state).
            let mut after = self.game.get_untracked();
            let before = after.position().clone();
            if let Some(mv) = after.play_computer() {
                let steps = computer_steps(&before, &after.setup().rules, &mv);
                // At the instant pace every step at once, the move after the usual pause.
                let instant = display.pace.step_ms() == Some(0);
                self.marks
                    .aloud_at
                    .set(if instant { steps.len() } else { 0 });
                self.marks.aloud.set(Some(mv));
                if display.pace.step_ms().is_none() {
                    // Step by step: the first step at once, the next when asked for.
                    self.aloud_next();
                } else {
                    self.next_aloud_tick();
                }
                return;
            }
        }
        let table = *self;
        let generation = self.generation.get_untracked();
        Timeout::new(self.think_ms, move || {
            if table.generation.try_get_untracked() == Some(generation) {
                table.computer_moves();
            }
        })
        .forget();
    }

    fn computer_moves(&self) {
        // A timer still pending for this turn's reasons must not act on the next.
        self.generation.update(|g| *g += 1);
        mark("computer-move");
        self.game.update(|game| {
            game.play_computer();
        });
        self.changed();
        self.thinking.set(false);
        // Its reasons stay for the class to read while the pupil thinks, but
        // not past the game's end, where the review takes the column.
        if self.game.with_untracked(|g| g.winner().is_some()) {
            clear(self.marks.aloud);
        }
    }

    /// The game for a panel beside the board (the move list, the review, the
    /// share link), which follows a change a frame later: the frame that draws
    /// a move is the board's, the tableau's and the status line's alone.
    pub fn later(&self) -> impl std::ops::Deref<Target = Game> {
        self.settle.settled.track();
        self.game.read_untracked()
    }

    /// Whether the panels that read [`Table::later`] have followed every change
    /// of the game up to the `nth` (see [`Table::changes`]): true a frame after
    /// that change.
    pub fn settled(&self, nth: u64) -> bool {
        self.settle.settled.get() >= nth
    }

    /// Whether the game has changed since the panels last followed it
    /// ([`Table::settled`]), by moves alone. The board then leaves what the
    /// move's frame need not draw (an earlier move's sticks, faded out) to
    /// the next frame.
    pub fn moving(&self) -> bool {
        let settled = self.settle.settled.get();
        settled < self.changes() && self.settle.edited.get_value() <= settled
    }

    /// How many changes of the game there have been so far.
    pub fn changes(&self) -> u64 {
        self.settle.changes.get_value()
    }

    /// Marks the game unsaved, and lets what follows it a frame later (the
    /// panels that read [`Table::later`], storage and the address) follow it
    /// in the frame after the one that draws the change. A page that hides or
    /// goes away before then writes it at once ([`Table::save_now`]).
    fn changed(&self) {
        self.unsaved.set_value(true);
        self.settle.changes.update_value(|n| *n += 1);
        // A hidden page gets no frames (the computer's answer after a switch of
        // tab), and may be discarded without a `pagehide`: written at once.
        if document().hidden() {
            self.save_now();
        }
        let settled = self.settle.settled;
        request_animation_frame(move || {
            request_animation_frame(move || {
                settled.try_update(|n| *n += 1);
            });
        });
    }

    /// Writes the game to storage, and the address, if it changed since it was
    /// last written: a frame after the change, or when the page hides or goes
    /// away first.
    pub fn save_now(&self) {
        if self.unsaved.try_get_value() == Some(true) {
            self.unsaved.set_value(false);
            self.game.with_untracked(|game| {
                save_game(game);
                replace_address(game, self.prefs);
            });
        }
    }
}

/// Runs `f` in a microtask queued after `n - 1` others, each queued by the
/// one before it: after whatever the microtasks before them queue.
fn after_microtasks(n: u32, f: impl FnOnce() + 'static) {
    queue_microtask(move || match n {
        0 | 1 => f(),
        _ => after_microtasks(n - 1, f),
    });
}

/// The frame after a change of the game, the one deferral of the app: the
/// panels beside the board (the move list, the review, the share link),
/// storage and the address follow the game there, so the frame that draws a
/// move is the board's, the tableau's and the status line's alone.
#[derive(Clone, Copy)]
struct Settle {
    /// Bumped a frame after every change of the game.
    settled: RwSignal<u64>,
    /// How many changes of the game there have been: `settled` equals it once
    /// everything has followed the last one. Counted untracked: nothing
    /// redraws when it counts.
    changes: StoredValue<u64>,
    /// The number of the last change that was not a move (a new game, an undo,
    /// a redo): see [`Table::moving`].
    edited: StoredValue<u64>,
}

/// The position the computer's move was reasoned on: the one on the board
/// while it thinks, the one before its move once it has moved.
fn reasoned_on(game: &Game) -> &Position {
    if game.computer_to_move() {
        game.position()
    } else {
        game.position_before(game.history().len().saturating_sub(1))
    }
}

/// Replaces (never pushes) the address so it always links to the game on the
/// board, its moves included: copied and passed on, it opens what is on the
/// screen. Projector mode, if the address names it, is written as it is now;
/// the language links carry ([`Prefs::link_lang`]) replaces any in it.
pub fn replace_address(game: &Game, prefs: Prefs) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let hash = location.hash().unwrap_or_default();
    let current = location.search().unwrap_or_default();
    let query = address_query(
        &game_query(game),
        &current,
        prefs.link_lang().map(Lang::code),
        prefs.display.with_untracked(|d| d.projector),
    );
    replace_url(&format!("?{query}"), &hash);
}

/// Keeps a setup control that has the focus where it is on the screen
/// across a change drawn above it (the notices, at the page's top): a
/// stepper pressed again on a phone lands where it was, not on the preset
/// that moved under the finger. (Scrolled down, the browser's own scroll
/// anchoring does as much; at the page's top it does not.)
fn hold_focus_in_place() {
    let Some(active) = document()
        .active_element()
        .filter(|e| e.closest(".setup-drawer").ok().flatten().is_some())
    else {
        return;
    };
    let top = active.get_bounding_client_rect().top();
    // Before the paint of the change, once it is laid out.
    request_animation_frame(move || {
        if !active.is_connected() {
            return;
        }
        let moved = active.get_bounding_client_rect().top() - top;
        if moved.abs() >= 1.0 {
            window().scroll_by_with_x_and_y(0.0, moved);
        }
    });
}

/// Gives the keyboard focus to the element `selector` finds, if any.
pub fn focus(selector: &str) {
    if let Some(element) = document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

/// A `performance.mark`, for the benchmark (`scripts/bench.mjs`) to time from.
pub fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}
