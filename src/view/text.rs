//! Every word of the interface, in English and Italian.
//!
//! One static table per language: a missing translation is a missing field, so
//! it does not compile. Sentences with values are templates with numbered
//! placeholders (`{0}`, `{1}`) that [`fill`] replaces, because the word order
//! differs between the languages. Every text goes into the page as a text node.

use std::fmt::{self, Write};

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    /// The code for links and `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// The language of a code such as `it`, `it-IT` or `EN_gb`, read by its
    /// primary subtag; `None` for a language the app does not speak.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next()?;
        if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else if primary.eq_ignore_ascii_case("it") {
            Some(Lang::It)
        } else {
            None
        }
    }

    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::It => &IT,
        }
    }
}

/// Replaces `{0}`, `{1}`, ... in `template` by `args`; a placeholder without an
/// argument is kept as written. The arguments are numbers or text, written as
/// their `Display` says: one shared path instead of a `to_string` per value keeps
/// the download small.
pub fn fill(template: &str, args: &[&dyn fmt::Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open..];
        let arg = after
            .as_bytes()
            .get(1..3)
            .filter(|b| b[0].is_ascii_digit() && b[1] == b'}')
            .and_then(|b| args.get(usize::from(b[0] - b'0')));
        match arg {
            Some(arg) => {
                let _ = write!(out, "{arg}");
                rest = &after[3..];
            }
            None => {
                out.push('{');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

impl Text {
    /// "1 stick", "5 sticks", "1,000 sticks".
    pub fn sticks(&self, n: u32) -> String {
        let word = if n == 1 { self.stick } else { self.sticks };
        format!("{} {word}", self.num(n))
    }

    /// A number with its thousands grouped as the language writes them:
    /// "1,000,000", "1.000.000".
    pub fn num(&self, n: impl Into<u64>) -> String {
        crate::engine::group_thousands(n.into()).replace(',', self.thousands)
    }

    /// The piles of `position`, listed: "1,000, 3, 5".
    pub fn listing(&self, position: &crate::engine::Position) -> String {
        let piles: Vec<String> = position.piles().iter().map(|&p| self.num(p)).collect();
        piles.join(", ")
    }
}

/// Declares [`Text`] with one `&'static str` field per piece of wording, and for
/// the tests a list of them all.
macro_rules! wording {
    ($($name:ident),* $(,)?) => {
        /// The wording of the interface in one language.
        pub struct Text {
            $(pub $name: &'static str,)*
        }

        #[cfg(test)]
        impl Text {
            /// Every field, by name.
            pub fn fields(&self) -> Vec<(&'static str, &'static str)> {
                vec![$((stringify!($name), self.$name)),*]
            }
        }
    };
}

wording! {
    // The thousands separator: 1,000,000 in English, 1.000.000 in Italian.
    thousands,
    // The header and the pages.
    subtitle, pages, scroll_cue, play, page_table, page_calculator, page_safe, page_one_pile,
    page_who_wins, page_unknown, unknown_intro, language, the_game, how_to_play, how_to_text, how_to_text_touch,
    // Notices about the link and the saved game.
    resume, dismiss, notice_link, piles_negative, piles_none,
    piles_all_empty, setup_no_piles, setup_too_many, setup_too_big, setup_not_number,
    link_mode, link_max, link_moore, link_moore_limit, link_vs, link_level, link_first, link_moves,
    link_lang, link_projector, link_repeated_first, link_repeated_last, link_unknown,
    notice_unrestorable, save_unknown, save_damaged,
    save_lines, notice_redo_lost, notice_set_aside, notice_still_aside, notice_put_aside, replay, replay_yours, replay_computers, replay_players, replay_dropped_one, replay_dropped_next, replay_dropped,
    notice_display, display_not_choice, display_not_switch, display_not_pace,
    // Refused moves and rules.
    turn_over, turn_wait, move_no_pile, move_nothing, move_too_many, move_over_limit,
    move_one_pile, move_too_many_piles, rules_zero, rules_moore_range, rules_moore_limit,
    // Status and moves.
    new_game, win_you, win_computer, win_player, turn_you, turn_you_touch, turn_computer, turn_player,
    took_you, took_computer, took_player, undone, stick, sticks,
    // The board and the move form.
    board_label, pile_label, bundle, take_from, form_take, form_from, form_submit,
    what_pile, what_take, err_empty, err_negative, err_not_whole, err_too_large,
    err_range,
    // The tableau.
    tableau_label, now, if_you_take, col_pile, col_sticks, col_value, column_sums,
    odd_column, even_column, nim_sum, verdict_safe, verdict_unsafe, safe, unsafe_,
    note_limit, note_misere, note_endgame,
    // Hints and Bouton's reasoning.
    hints, hint, winning_one, winning_many,
    // The move list and the review.
    moves, undo, redo, to_review, history_line, mistake_title, mistake_mark, review, back, next,
    review_start, review_after, a_mistake, review_none, review_best, from_pile,
    // The teacher's switches.
    show, show_tableau, show_hints, show_mistakes,
    // The setup panel.
    setup_title, piles, preset_classic, preset_marienbad, preset_21, random, how_many,
    pile_fewer_count, pile_more_count, pile_n, pile_error, pile_fewer, pile_more,
    what_sticks, what_piles, what_limit, all_empty, rules, mode_normal, mode_misere,
    take_at_most, most_per_move, sticks_per_move, opponent,
    vs_perfect, vs_good, vs_beginner, vs_friend, you_first, computer_first, p1_first,
    prediction, start_safe, start_unsafe, mover_you, mover_computer, mover_player,
    wins_you, wins_computer, wins_player, first_wins, first_loses,
    goal_normal, goal_misere, goal_limit, goal_moore, prediction_over, could_you, could_computer,
    could_player, won_you, won_computer, won_player,
    // The learning pages.
    nim_table_title, nim_table_intro, cell_mex, nothing, cell_binary, play_cell, calc_title, calc_intro, numbers,
    calc_empty, calc_too_many, what_number, calc_cancel, calc_ordinary, play_these,
    safe_title, safe_intro, at_most, sticks_per_pile, show_family, safe_count, smallest_pile,
    family, one_pile_title, one_pile_intro, safe_spot, coins_you_win, coins_computer, coins_left,
    coin_left, take_n, coins_label, what_coins, what_coin_limit, start_again, play_on_board,
    who_title, who_intro, who_start, who_you_first, who_computer_first, who_safe,
    who_unsafe, who_computer_wins, who_you_win, who_why, who_step_safe, who_step_unsafe,
    who_so, who_open_safe_you, who_open_safe_computer, who_open_unsafe_you,
    who_open_unsafe_computer,
    // Moore's Nim, the machine that chooses, Nim in disguise.
    choose_first, choose_first_touch, moore_rule, take_chosen, clear_chosen, and_, winning_shown, winning_at_least, sums_mod, note_moore, note_moore_endgame, note_misere_g, note_endgame_g, moore_label, moore_piles, what_moore, auto_first, chose_computer, chose_you, form_parts, err_parts, page_staircase, page_northcott, staircase_title, staircase_intro, staircase_why, step_label, carry, northcott_title, northcott_intro, northcott_why, row_label, slide_to, hidden_piles, hidden_steps, hidden_step, your_move, computer_moving, gap_label, white, black, computer_carried, computer_slid,
    // Share, projector mode and keys.
    share, share_moves, share_link, copy, copied, copy_refused, qr_label, qr_too_long, projector,
    fullscreen, keys, keys_title, key_pile, key_count, key_step, key_take, key_hint,
    key_tableau, key_bundles, bundles, bundle_of, key_projector, key_fullscreen, key_help, close,
    // Lessons: graded hints, the computer thinking aloud, the review's turning point.
    hint_look, hint_look_safe, hint_ones, count_odd, count_mod, count_even, count_multiple, hint_why_safe, hint_why_safe_moore, hint_why_ones, hint_why_ones_limit, hint_column, hint_unbalanced, hint_one_pile, hint_piles, hint_chosen, hint_target, hint_target_value, nim_add_note, hint_switch, hint_leave_ones, hint_balance, hint_wait, hint_careless, show_answers, show_aloud, pace, pace_slow, pace_normal, pace_instant, review_lost, review_from, replay_turning, play_it,
    // The worksheet.
    page_worksheet, practice_level, level_easy, level_medium, level_hard, practice_new, practice_bad_seed, practice_bad_kind, practice_bad_level, practice_repeated, practice_unknown, worksheet_title, worksheet_intro, worksheet_piles, worksheet_make, worksheet_heading, worksheet_set, worksheet_name, worksheet_task, worksheet_position, worksheet_nim_sum, worksheet_safe_line, worksheet_qr, worksheet_answers, worksheet_answer_of, worksheet_wins, worksheet_win_one, worksheet_no_win, worksheet_empty, worksheet_too_many, worksheet_bad, worksheet_too_many_piles, worksheet_too_big,
    // The practice page.
    page_practice, practice_title, practice_intro, practice_kind, kind_safe, kind_move, kind_tableau, practice_page_unknown, practice_exercise, practice_ask_safe, practice_say_safe, practice_say_unsafe, practice_ask_move, practice_ask_tableau, practice_row_label, practice_sum_label, practice_check, practice_right, practice_wrong, practice_why_safe, practice_why_unsafe, practice_took, practice_after, practice_row_fix, practice_sum_fix, practice_all_right, practice_next, practice_score, practice_reset, practice_done, practice_again, practice_on_screen,
}

pub static EN: Text = Text {
    subtitle: " · Nim, and why the winning strategy works",
    scroll_cue: "The table is wider than the screen: slide it sideways to see every column →",
    pages: "Pages",
    play: "Play",
    page_table: "Nim-addition table",
    page_calculator: "Nim-sum calculator",
    page_safe: "Safe positions",
    page_one_pile: "One pile, take 1 to K",
    page_who_wins: "Who wins",
    page_unknown: "Unknown page",
    unknown_intro: "There is no such learning page: the link may be mistyped, or the page may have moved. These are the learning pages:",
    language: "Language",
    the_game: "The game",
    how_to_play: "How to play",
    how_to_text: "Two players take turns. On your turn take as many sticks as you like from one pile: click a stick and it goes with every stick after it. In normal play whoever takes the last stick wins; in misère play whoever takes it loses.",
    how_to_text_touch: "Two players take turns. On your turn take as many sticks as you like from one pile: tap a stick and it goes with every stick after it. In normal play whoever takes the last stick wins; in misère play whoever takes it loses.",
    resume: "Resume the game put aside",
    dismiss: "Dismiss",
    notice_link: "“{0}={1}” was ignored: {2}.",
    piles_negative: "a pile cannot hold a negative number of sticks",
    piles_none: "no pile sizes were given",
    piles_all_empty: "every pile is empty, so there would be nothing to play",
    setup_no_piles: "there must be at least one pile",
    setup_too_many: "{0} piles is too many (at most {1})",
    setup_too_big: "pile {0} has {1} sticks (at most {2})",
    setup_not_number: "“{0}” is not a number of sticks from 0 to {1}",
    link_mode: "the mode is “normal” or “misere”; playing normal",
    link_max: "the most sticks per move must be a whole number from 1 to {0}; playing without a limit",
    link_moore: "Moore's k, the most piles a move may take from, must be a whole number from 1 to {0}; playing ordinary Nim",
    link_moore_limit: "Moore's Nim is played without a take limit; playing without a limit",
    link_vs: "the opponent is “computer” or “friend”; playing the computer",
    link_level: "the level is “perfect”, “good” or “beginner”; playing perfect",
    link_first: "who moves first is “you”, “computer” or “auto”; you move first",
    link_moves: "move {0} “{1}” is not a move such as 1:2, or 1:2+3:1 from several piles; it and the moves after it were dropped",
    link_lang: "the language is “en” or “it”; following the browser",
    link_projector: "projector mode is 1 (on) or 0 (off)",
    link_repeated_first: "it was already given; the first one counts",
    link_repeated_last: "it is given again later; the last one counts",
    link_unknown: "this app does not know that part of a link",
    notice_unrestorable: "A saved game could not be restored: {0}. It was discarded.",
    save_unknown: "it was saved in an unknown or older format",
    save_damaged: "it is damaged ({0})",
    save_lines: "wrong number of lines",
    notice_redo_lost: "The moves undone in the saved game could not be put back, so they cannot be redone.",
    notice_set_aside: "This link opens a different game. Your saved game ({0}, moves played: {1}) is kept aside: resume it with the button below.",
    notice_still_aside: "A game you put aside ({0}, moves played: {1}) can still be resumed with the button below.",
    notice_put_aside: "The game you were playing ({0}, moves played: {1}) is kept aside: bring it back with the button below.",
    replay: "{0} ({1}) cannot be played: {2}; {3}.",
    replay_yours: "your move {0}",
    replay_computers: "the computer's move {0}",
    replay_players: "player {0}'s move {1}",
    replay_dropped_one: "it was dropped",
    replay_dropped_next: "it was dropped, and so was the move after it",
    replay_dropped: "it was dropped, and so were all {0} moves after it",
    notice_display: "The display choices saved in this browser could not be read ({0}); the usual ones are used.",
    display_not_choice: "“{0}” is not a display choice",
    display_not_switch: "“{0}” is 1 or 0, not “{1}”",
    display_not_pace: "“{0}” is slow, normal or instant",
    turn_over: "the game is over: start a new game",
    turn_wait: "wait: it is the computer's turn",
    move_no_pile: "there is no pile {0}: choose a pile from 1 to {1}",
    move_nothing: "take at least one stick",
    move_too_many: "pile {0} has only {1}, you cannot take {2}",
    move_over_limit: "at most {0} per move, not {1}",
    move_one_pile: "take from one pile only, not from {0}",
    move_too_many_piles: "take from at most {0} piles, not from {1}",
    rules_zero: "the take limit must be at least 1",
    rules_moore_range: "a move may take from 1 to 32 piles",
    rules_moore_limit: "Moore's Nim is played without a take limit (no winning formula with one is proven)",
    new_game: "New game",
    win_you: "You win! Well played.",
    win_computer: "The computer wins. Try again?",
    win_player: "Player {0} wins!",
    turn_you: "Your turn: click a stick to take it and every stick after it.",
    turn_you_touch: "Your turn: tap a stick to take it and every stick after it.",
    turn_computer: "The computer is thinking…",
    turn_player: "Player {0}'s turn.",
    took_you: "You took {0}",
    undone: "{0}: undone.",
    took_computer: "The computer took {0}",
    took_player: "Player {0} took {1}",
    thousands: ",",
    stick: "stick",
    sticks: "sticks",
    board_label: "Piles of matchsticks",
    pile_label: "Pile {0}, {1}",
    bundle: "{0} sticks bound together",
    take_from: "Take {0} from pile {1}",
    form_take: "Take ",
    form_from: " from pile ",
    form_submit: "Take",
    what_pile: "the pile",
    what_take: "the number of sticks to take",
    err_empty: "Type {0}.",
    err_negative: "“{0}” is negative: type {1} without a minus sign.",
    err_not_whole: "“{0}” is not a whole number: type {1} in digits.",
    err_too_large: "“{0}” is far too large for {1}.",
    err_range: "“{0}”: {1} must be from {2} to {3}.",
    tableau_label: "Bouton's tableau",
    now: "Now: {0}",
    if_you_take: "If you take {0} from pile {1}: {2}",
    col_pile: "Pile",
    col_sticks: "Sticks",
    col_value: "Value",
    column_sums: "Column sums",
    odd_column: "odd column",
    even_column: "even column",
    nim_sum: "Nim-sum {0}",
    verdict_safe: "safe: whoever moves now loses against perfect play",
    verdict_unsafe: "unsafe: whoever moves now can win",
    safe: "safe",
    unsafe_: "unsafe",
    note_limit: "Take at most {0}: a pile plays like a Nim pile of its size mod {1}, so each row shows that value (its Grundy value) in binary.",
    note_misere: "Misère: while some pile has 2 or more sticks, play exactly as in normal Nim. Switch when your move would leave every pile at 0 or 1: then leave an odd number of ones.",
    note_endgame: "Misère endgame: every pile holds 0 or 1 stick ({0} with one). Leave an odd number of ones and the other player must take the last stick.",
    hints: "Hints",
    hint: "Hint",
    winning_one: "1 winning move:",
    winning_many: "{0} winning moves:",
    moves: "Moves",
    undo: "Undo",
    redo: "Redo",
    history_line: "nim-sum {0}, {1}",
    mistake_title: "Mistake: a safe position was within reach",
    mistake_mark: "?! a mistake: a safe position was within reach",
    review: "Review",
    to_review: "Review the game",
    back: "◀ Back",
    next: "Next ▶",
    review_start: "Start: {0}",
    review_after: "Move {0}: {1}{2}. Piles now: {3}",
    a_mistake: " (a mistake)",
    review_none: "From here no move wins.",
    review_best: "Winning moves from here: {0}.",
    from_pile: "{0} from pile {1}",
    show: "Show",
    show_tableau: " Tableau",
    show_hints: " Hints",
    show_mistakes: " Mistake marks",
    setup_title: "Game setup",
    piles: "Piles",
    preset_classic: "3-4-5 (the classic)",
    preset_marienbad: "1-3-5-7 (Marienbad)",
    preset_21: "21, take at most 3",
    random: "Random position",
    how_many: "How many piles",
    pile_fewer_count: "One pile fewer",
    pile_more_count: "One pile more",
    pile_n: "Pile {0}",
    pile_error: "Pile {0}: {1}",
    pile_fewer: "Pile {0}: one fewer",
    pile_more: "Pile {0}: one more",
    what_sticks: "the number of sticks",
    what_piles: "the number of piles",
    what_limit: "the most sticks per move",
    all_empty: "Every pile is empty: put at least one stick on the table.",
    rules: "Rules",
    mode_normal: " Normal: whoever takes the last stick wins",
    mode_misere: " Misère: whoever takes the last stick loses",
    take_at_most: " Take at most ",
    most_per_move: "Most sticks per move",
    sticks_per_move: " sticks per move",
    opponent: "Opponent",
    vs_perfect: "The computer: perfect",
    vs_good: "The computer: good",
    vs_beginner: "The computer: beginner",
    vs_friend: "A friend on this screen",
    you_first: " You move first",
    computer_first: " The computer moves first",
    p1_first: "Player 1 moves first.",
    prediction: "{0}, and {1} first, so {2}: with perfect play {3}.",
    start_safe: "a safe start",
    start_unsafe: "an unsafe start",
    mover_you: "you move",
    mover_computer: "the computer moves",
    mover_player: "player {0} moves",
    wins_you: "you win",
    wins_computer: "the computer wins",
    wins_player: "player {0} wins",
    first_wins: "the first mover can always win",
    first_loses: "the first mover loses",
    goal_normal: "Take the last stick to win.",
    goal_misere: "Whoever takes the last stick loses.",
    goal_limit: "Take at most {0} a move.",
    goal_moore: "A move may take from up to {0} piles.",
    prediction_over: "At the start {0} with perfect play; this game {1}.",
    could_you: "you could always win",
    could_computer: "the computer could always win",
    could_player: "player {0} could always win",
    won_you: "you won",
    won_computer: "the computer won",
    won_player: "player {0} won",
    nim_table_title: "The nim-addition table, 0 to 15",
    nim_table_intro: "Each cell is the nim-sum of its row and its column. The coloured blocks nest: 1×1, 2×2, 4×4, 8×8 and 16×16; adding numbers below a power of two never leaves its block. Point at a cell, or reach it with Tab and the arrow keys, to see why it holds its number.",
    cell_mex: "Mex: to its left row {0} holds {1}; above it column {2} holds {3}. The smallest number in neither is {4}.",
    nothing: "nothing",
    cell_binary: "Binary: {0} ⊕ {1} = {2}, adding each column without carries (1 + 1 = 0).",
    play_cell: "Play {0} and {1} on the board",
    calc_title: "Nim-sum calculator",
    calc_intro: "Split each number into powers of two, cancel equal powers in pairs, add what is left: that is the nim-sum (5 ⊕ 3 = 6, 11 ⊕ 22 ⊕ 33 = 60).",
    numbers: "Numbers ",
    calc_empty: "Type some numbers, separated by commas or spaces.",
    calc_too_many: "At most 32 numbers.",
    what_number: "the number",
    calc_cancel: "Equal powers cancel in pairs (x ⊕ x = 0): {0}.",
    calc_ordinary: "The ordinary sum is {0}; the nim-sum is never larger, and the two differ by {1}, an even number.",
    play_these: "Play these piles",
    safe_title: "Safe positions of three piles",
    safe_intro: "A safe position has every column sum even: whoever must move from it loses. Bouton listed them; here they are grouped by the smallest pile. Choose one to play it on the board, moving first against a perfect opponent: you will see why it is a bad place to start.",
    at_most: "At most ",
    sticks_per_pile: " sticks per pile",
    show_family: " Show the (0, n, n) family too",
    safe_count: "Safe positions of three piles of at most {1}: {0}, plus {1} of the form (0, n, n).",
    smallest_pile: "Smallest pile {0}",
    family: "The family (0, n, n)",
    one_pile_title: "One pile, take 1 to K",
    one_pile_intro: "Coins stand in a line; each turn takes 1 to K of them, and whoever takes the last coin wins. The safe spots, marked, are every (K+1)-th coin counted from the end: from a safe spot every take lands short of the next one, and the other player can always step onto it again.",
    safe_spot: "safe spot",
    coins_you_win: "You took the last coin: you win!",
    coins_computer: "The computer took the last coin.",
    coins_left: "{0} coins left. Your turn: take 1 to {1}.",
    coin_left: "1 coin left. Your turn: take it.",
    take_n: "Take {0}",
    coins_label: "Coins ",
    what_coins: "the number of coins",
    what_coin_limit: "the most coins per move",
    start_again: "Start again",
    play_on_board: "Play it on the board",
    who_title: "Who wins?",
    who_intro: "With perfect play the start decides the game. A safe start (every column sum even, nim-sum 0) is lost by whoever moves first; an unsafe start is won by whoever moves first.",
    who_start: "Start",
    who_you_first: "You move first",
    who_computer_first: "The computer moves first",
    who_safe: "Safe (nim-sum 0)",
    who_unsafe: "Unsafe (nim-sum not 0)",
    who_computer_wins: "The computer wins",
    who_you_win: "You win",
    who_why: "Why, in two steps",
    who_step_safe: "No move keeps a safe position safe: a move changes one pile, so at least one binary digit in one row, and that column sum turns odd.",
    who_step_unsafe: "Every unsafe position has a move to a safe one: take the leftmost odd column, a pile with a 1 there, and shrink that pile to pile ⊕ nim-sum; exactly the odd columns flip.",
    who_so: "So whoever reaches a safe position can keep handing safe positions back until the last stick is gone: the empty table is safe too.",
    who_open_safe_you: "Safe start, you first",
    who_open_safe_computer: "Safe start, computer first",
    who_open_unsafe_you: "Unsafe start, you first",
    who_open_unsafe_computer: "Unsafe start, computer first",
    choose_first: "Choose the sticks first: pick them, in as many piles as a move allows.",
    choose_first_touch: "Choose the sticks first: tap them, in as many piles as a move allows.",
    moore_rule: "Moore's Nim: one move takes sticks from up to {0} piles. Pick the sticks to take in each pile, then press Take them.",
    take_chosen: "Take them",
    clear_chosen: "Clear",
    and_: " and ",
    winning_shown: "The first {0}:",
    winning_at_least: "At least {0} winning moves:",
    sums_mod: "Sums mod {0}",
    note_moore: "Moore's Nim, up to {0} piles per move: a position is safe exactly when every column sum is divisible by {1} (the last row).",
    note_moore_endgame: "Misère Moore: every pile holds 0 or 1 stick ({0} with one). The player to move loses exactly when that number leaves 1 when divided by {1}.",
    note_misere_g: "Misère with a limit: some pile has a value of 2 or more, so play on the values as in normal Nim: safe when their nim-sum is 0.",
    note_endgame_g: "Misère with a limit: every value is 0 or 1 (piles with value 1: {0}). The player to move wins exactly when that number is even.",
    moore_label: "Take from up to",
    moore_piles: "piles per move (1 is ordinary Nim)",
    what_moore: "the number of piles per move",
    auto_first: "Let the computer choose",
    chose_computer: "The computer chose to move first: the start is unsafe, so the first mover can always win.",
    chose_you: "The computer handed you the first move: the start is safe, so whoever moves first loses against perfect play.",
    form_parts: "Move (pile:take, joined by +)",
    err_parts: "“{0}” is not a move: write pile:take parts joined by +, such as 1:2+3:1.",
    page_staircase: "Staircase Nim",
    page_northcott: "Northcott's game",
    staircase_title: "Staircase Nim: Nim in disguise",
    staircase_intro: "Coins lie on the steps of a staircase. A move carries any number of coins (at least one) from one step down to the next; from step 1 they leave the game. Whoever cannot move loses. Pick a coin: it goes down a step with every coin after it.",
    staircase_why: "Why it is Nim: only the odd steps count, and they are the piles. A move from an odd step shrinks its pile, as in Nim. A move from an even step adds coins to the odd step below, and the winner simply carries the same coins one more step down, which puts the piles back as they were. So the computer plays Nim on the odd steps, and the tableau shows them.",
    step_label: "Step {0}",
    carry: "Carry {0} from step {1} down",
    northcott_title: "Northcott's game: Nim in disguise",
    northcott_intro: "Each row holds a white counter (yours) and a black one (the computer's). On your turn slide your counter along its row, either way, as far as you like but never over the other counter. Whoever cannot move loses. Pick a square to slide your counter in that row there.",
    northcott_why: "Why it is Nim: the gaps between the counters are the piles. Narrowing a gap is taking from a pile. Widening one changes nothing for long: the other player narrows it straight back, and since a counter cannot go past the edge, the game still ends. So the computer plays Nim on the gaps, and the tableau shows them.",
    row_label: "Row {0}",
    slide_to: "Slide your counter in row {0} to square {1}",
    hidden_piles: "The Nim piles it hides: {0}",
    hidden_steps: "The Nim piles it hides, on the odd steps: {0}",
    hidden_step: "pile {0} (step {1}): {2}",
    your_move: "Your move.",
    computer_moving: "The computer is moving…",
    gap_label: "gap {0}",
    white: "Your counter",
    black: "The computer's counter",
    computer_carried: "The computer carried {0} from step {1} down.",
    computer_slid: "The computer slid its counter in row {0} to square {1}.",
    share: "Share",
    share_moves: " Include the moves played so far",
    share_link: "Link",
    copy: "Copy",
    copied: "Copied.",
    copy_refused: "The browser did not allow copying: the link is selected, press Ctrl+C (⌘C on a Mac).",
    qr_label: "QR code of the link",
    qr_too_long: "This link is too long for a QR code: copy it instead.",
    projector: "Projector",
    fullscreen: "Fullscreen",
    keys: "Keys (?)",
    keys_title: "Keys",
    key_pile: "Choose a pile",
    key_count: "Choose how many sticks to take",
    key_step: "Step through every move (for a clicker); PgDn also steps the computer thinking aloud",
    key_take: "Take the chosen sticks",
    key_hint: "Hint: one more step of the reasoning at each press, ending on the winning moves",
    key_tableau: "Show or hide the tableau",
    key_bundles: "Show the piles as bundles of 1, 2, 4, 8, … sticks (or as loose sticks again)",
    bundles: "Bundles",
    bundle_of: "A bundle of {0}",
    key_projector: "Projector mode on or off",
    key_fullscreen: "Fullscreen on or off",
    key_help: "This list of keys",
    close: "Close",
    hint_look: "Is this position safe? Look at the column sums: it is safe when every one is {0}.",
    hint_look_safe: "Look at the column sums: every one is {0}, so this position is safe: whoever moves from it loses against perfect play.",
    hint_ones: "Every pile counts as 0 or 1, so count the piles that count as 1: {0}. A position is safe when that number is {1}, so this one is {2}.",
    count_odd: "odd",
    count_even: "even",
    count_multiple: "a multiple of {0}",
    count_mod: "1 more than a multiple of {0}",
    hint_why_safe: "For example, taking 1 from pile {0} changes the column of {1}.",
    hint_why_safe_moore: "A move changes at most {0} piles, and the highest binary digit it changes leaves that column sum off a multiple of {1}.",
    hint_why_ones: "Any move changes the number of piles that count as 1 ({0} now), so it is no longer {1}.",
    hint_why_ones_limit: "Any move changes the number of piles that count as 1 ({0} now), so it is no longer {1}, or makes a pile count as 2 or more, and the other player can bring it back to what it counted as.",
    hint_column: "The column of {0} has an odd sum ({1}), and it is the leftmost odd column.",
    hint_unbalanced: "Columns whose sums are not multiples of {1}: {0}.",
    hint_one_pile: "Only pile {0} has a 1 in that column: take from it.",
    hint_piles: "Piles {0} have a 1 in that column: take from one of them.",
    hint_chosen: "Each of them gives a winning move: the computer takes from pile {0}.",
    hint_target: "Pile {0}: {1} ⊕ {2} = {3}, so leave {3}: take {4}.",
    hint_target_value: "Pile {0} holds {1}, which counts as {2}: {2} ⊕ {3} = {4}, so bring its value to {4}: take {5}.",
    nim_add_note: "(⊕ is nim-addition: add in binary without carrying.)",
    hint_switch: "Misère: after this move every pile counts as 0 or 1, so the rule switches: the number of piles left that count as 1 must be {0}.",
    hint_leave_ones: "Take {0}: then the number of piles that count as 1 is {1}, so the other player must take the last stick.",
    hint_balance: "Take {0}: every column sum becomes a multiple of {1}.",
    hint_wait: "No move leaves a safe position: take {0} and wait for a mistake.",
    hint_careless: "Take {0}, without looking: at this level the computer makes mistakes.",
    show_answers: " Answers at once",
    show_aloud: " The computer thinks aloud",
    pace: "Pace",
    pace_slow: "slow",
    pace_normal: "normal",
    pace_instant: "instant",
    review_lost: "The game turned at move {0}: {1}. That left an unsafe position; taking {2} instead would have left a safe one.",
    review_from: "The start decided it: {0} with perfect play, and no one let it go.",
    replay_turning: "Play again from that position",
    play_it: "Play it",
    page_worksheet: "Worksheet",
    practice_level: "Level",
    level_easy: "Easy: 3 piles of up to 7",
    level_medium: "Medium: 3 or 4 piles of up to 15",
    level_hard: "Hard: 4 or 5 piles of up to 31",
    practice_new: "New set",
    practice_bad_seed: "the seed is a whole number from 0 to {0}; using {1}",
    practice_bad_kind: "the exercise is “safe”, “move” or “tableau”; practising “safe”",
    practice_bad_level: "the level is “easy”, “medium” or “hard”; practising “easy”",
    practice_repeated: "it was already given; the first one counts",
    practice_unknown: "the worksheet does not know that part",
    worksheet_title: "A worksheet to print",
    worksheet_intro: "Positions to work on with pencil and paper: each with its sticks, an empty tableau to fill in and a QR code that opens it in the app. The answers follow on a page of their own. Print this page with your browser's Print (Ctrl+P, or ⌘P on a Mac): only the sheet is printed.",
    worksheet_piles: "Or type positions (piles separated by commas, positions by semicolons):",
    worksheet_make: "Make the worksheet",
    worksheet_heading: "Nim: safe or not?",
    worksheet_set: "Set number {0} · {1}",
    worksheet_name: "Name: ______________________    Date: ____________",
    worksheet_task: "For each position write every pile in binary, add up each column, write the nim-sum, and tick whether the position is safe.",
    worksheet_position: "Position {0}",
    worksheet_nim_sum: "Nim-sum",
    worksheet_safe_line: "☐ safe    ☐ not safe",
    worksheet_qr: "QR code: open position {0} in the app",
    worksheet_answers: "Answers",
    worksheet_answer_of: "Position {0}: {1}",
    worksheet_wins: "Winning moves: {0}.",
    worksheet_win_one: "The winning move: {0}.",
    worksheet_no_win: "No winning move: the position is safe.",
    worksheet_empty: "Type at least one position, such as 3,4,5.",
    worksheet_too_many: "At most {0} positions on a worksheet.",
    worksheet_bad: "Position {0} (“{1}”): {2}; it is left off the sheet.",
    worksheet_too_many_piles: "a worksheet position has at most {0} piles",
    worksheet_too_big: "a worksheet pile holds at most {0} sticks",
    page_practice: "Practice",
    practice_title: "Practice: ten positions to work out",
    practice_intro: "A set holds ten positions, always the same ten for the same link: send it, and a whole class works on the same set. Every answer is checked at once, with the reason read from Bouton's tableau. The score is kept in this browser.",
    practice_kind: "Exercise",
    kind_safe: "Safe or not?",
    kind_move: "Find a winning move",
    kind_tableau: "Fill in the tableau",
    practice_page_unknown: "the practice page does not know that part",
    practice_exercise: "Position {0} of {1}",
    practice_ask_safe: "Is this position safe?",
    practice_say_safe: "Safe",
    practice_say_unsafe: "Not safe",
    practice_ask_move: "Find a winning move: pick a stick to take it and every stick after it, so that the position you leave is safe.",
    practice_ask_tableau: "Write each pile in binary, then the column sums: how many ones stand in each column.",
    practice_row_label: "Pile {0} ({1}) in binary",
    practice_sum_label: "Column of {0}",
    practice_check: "Check",
    practice_right: "Right!",
    practice_wrong: "Not quite.",
    practice_why_safe: "Every column sum is even ({0}), so the nim-sum is 0: the position is safe.",
    practice_why_unsafe: "The column of {0} has an odd sum ({1}), so the nim-sum is {2}, not 0: the position is not safe.",
    practice_took: "Taking {0} leaves {1}.",
    practice_after: "After your move: {0}",
    practice_row_fix: "Pile {0} holds {1}: {2} in binary.",
    practice_sum_fix: "The sum of the column of {0} is {1}.",
    practice_all_right: "Every row and every column sum is right.",
    practice_next: "Next",
    practice_score: "Score at “{0}”: {1} right out of {2}; {3} in a row (best {4}).",
    practice_reset: "Reset the score",
    practice_done: "Set finished: {0} right out of {1}.",
    practice_again: "This set again",
    practice_on_screen: "Practise on screen",
};

pub static IT: Text = Text {
    subtitle: " · Il Nim, e perché la strategia vincente funziona",
    scroll_cue: "La tabella è più larga dello schermo: falla scorrere di lato per vedere tutte le colonne →",
    pages: "Pagine",
    play: "Gioca",
    page_table: "Tavola dell'addizione nim",
    page_calculator: "Calcolatrice della somma nim",
    page_safe: "Posizioni sicure",
    page_one_pile: "Una pila, prendi da 1 a K",
    page_who_wins: "Chi vince",
    page_unknown: "Pagina sconosciuta",
    unknown_intro: "Questa pagina di studio non esiste: forse il link è scritto male, o la pagina ha cambiato indirizzo. Queste sono le pagine di studio:",
    language: "Lingua",
    the_game: "La partita",
    how_to_play: "Come si gioca",
    how_to_text: "Due giocatori muovono a turno. Al tuo turno prendi quanti bastoncini vuoi da una sola pila: fai clic su un bastoncino e se ne va insieme a tutti quelli dopo. Nel gioco normale vince chi prende l'ultimo bastoncino; nel gioco misère chi lo prende perde.",
    how_to_text_touch: "Due giocatori muovono a turno. Al tuo turno prendi quanti bastoncini vuoi da una sola pila: tocca un bastoncino e se ne va insieme a tutti quelli dopo. Nel gioco normale vince chi prende l'ultimo bastoncino; nel gioco misère chi lo prende perde.",
    resume: "Riprendi la partita messa da parte",
    dismiss: "Chiudi",
    notice_link: "“{0}={1}” è stato ignorato: {2}.",
    piles_negative: "una pila non può avere un numero negativo di bastoncini",
    piles_none: "non è indicata nessuna pila",
    piles_all_empty: "tutte le pile sono vuote, quindi non ci sarebbe niente da giocare",
    setup_no_piles: "serve almeno una pila",
    setup_too_many: "{0} pile sono troppe (al massimo {1})",
    setup_too_big: "la pila {0} ha {1} bastoncini (al massimo {2})",
    setup_not_number: "“{0}” non è un numero di bastoncini da 0 a {1}",
    link_mode: "la modalità è “normal” o “misere”; si gioca in modo normale",
    link_max: "il massimo di bastoncini per mossa deve essere un numero intero da 1 a {0}; si gioca senza limite",
    link_moore: "il k di Moore, il massimo di pile da cui una mossa può prendere, deve essere un numero intero da 1 a {0}; si gioca il Nim ordinario",
    link_moore_limit: "il Nim di Moore si gioca senza limite di presa; si gioca senza limite",
    link_vs: "l'avversario è “computer” o “friend”; si gioca contro il computer",
    link_level: "il livello è “perfect”, “good” o “beginner”; il computer gioca in modo perfetto",
    link_first: "chi muove per primo è “you”, “computer” o “auto”; muovi per primo tu",
    link_moves: "la mossa {0} “{1}” non è una mossa come 1:2, o 1:2+3:1 da più pile; è stata scartata insieme alle mosse successive",
    link_lang: "la lingua è “en” o “it”; si segue la lingua del browser",
    link_projector: "la modalità proiettore è 1 (attiva) o 0 (disattivata)",
    link_repeated_first: "è già stato indicato; vale il primo",
    link_repeated_last: "è indicato di nuovo più avanti; vale l'ultimo",
    link_unknown: "questa app non conosce questa parte di un link",
    notice_unrestorable: "Non è stato possibile riprendere una partita salvata: {0}. È stata scartata.",
    save_unknown: "è stata salvata in un formato sconosciuto o più vecchio",
    save_damaged: "è danneggiata ({0})",
    save_lines: "numero di righe sbagliato",
    notice_redo_lost: "Le mosse annullate nella partita salvata non si sono potute ripristinare, quindi non si possono ripetere.",
    notice_set_aside: "Questo link apre un'altra partita. La tua partita salvata ({0}, mosse giocate: {1}) è messa da parte: riprendila con il pulsante qui sotto.",
    notice_still_aside: "Una partita messa da parte ({0}, mosse giocate: {1}) si può ancora riprendere con il pulsante qui sotto.",
    notice_put_aside: "La partita che stavi giocando ({0}, mosse giocate: {1}) è messa da parte: riprendila con il pulsante qui sotto.",
    replay: "{0} ({1}) non si può giocare: {2}; {3}.",
    replay_yours: "la tua mossa {0}",
    replay_computers: "la mossa {0} del computer",
    replay_players: "la mossa {1} del giocatore {0}",
    replay_dropped_one: "è stata scartata",
    replay_dropped_next: "è stata scartata, e con lei la mossa successiva",
    replay_dropped: "è stata scartata, e con lei tutte le {0} mosse successive",
    notice_display: "Non è stato possibile leggere le scelte di visualizzazione salvate in questo browser ({0}); si usano quelle consuete.",
    display_not_choice: "“{0}” non è una scelta di visualizzazione",
    display_not_switch: "“{0}” vale 1 o 0, non “{1}”",
    display_not_pace: "“{0}” vale slow, normal o instant",
    turn_over: "la partita è finita: iniziane una nuova",
    turn_wait: "aspetta: tocca al computer",
    move_no_pile: "non c'è la pila {0}: scegli una pila da 1 a {1}",
    move_nothing: "prendi almeno un bastoncino",
    move_too_many: "la pila {0} ha solo {1}, non puoi prenderne {2}",
    move_over_limit: "al massimo {0} per mossa, non {1}",
    move_one_pile: "prendi da una sola pila, non da {0}",
    move_too_many_piles: "prendi al massimo da {0} pile, non da {1}",
    rules_zero: "il limite di presa deve essere almeno 1",
    rules_moore_range: "una mossa può prendere da 1 a 32 pile",
    rules_moore_limit: "il Nim di Moore si gioca senza limite di presa (non è dimostrata una formula vincente con un limite)",
    new_game: "Nuova partita",
    win_you: "Hai vinto! Ben giocato.",
    win_computer: "Vince il computer. Riprovi?",
    win_player: "Vince il giocatore {0}!",
    turn_you: "Tocca a te: fai clic su un bastoncino per prenderlo insieme a tutti quelli dopo.",
    turn_you_touch: "Tocca a te: tocca un bastoncino per prenderlo insieme a tutti quelli dopo.",
    turn_computer: "Il computer sta pensando…",
    turn_player: "Tocca al giocatore {0}.",
    took_you: "Hai preso {0}",
    undone: "{0}: mossa annullata.",
    took_computer: "Il computer ha preso {0}",
    took_player: "Il giocatore {0} ha preso {1}",
    thousands: ".",
    stick: "bastoncino",
    sticks: "bastoncini",
    board_label: "Pile di bastoncini",
    pile_label: "Pila {0}, {1}",
    bundle: "{0} bastoncini legati insieme",
    take_from: "Prendi {0} dalla pila {1}",
    form_take: "Prendi ",
    form_from: " dalla pila ",
    form_submit: "Prendi",
    what_pile: "il numero della pila",
    what_take: "il numero di bastoncini da prendere",
    err_empty: "Scrivi {0}.",
    err_negative: "“{0}” è negativo: scrivi {1} senza il segno meno.",
    err_not_whole: "“{0}” non è un numero intero: scrivi {1} in cifre.",
    err_too_large: "“{0}” è davvero troppo grande per {1}.",
    err_range: "“{0}”: {1} deve essere da {2} a {3}.",
    tableau_label: "Tabella di Bouton",
    now: "Ora: {0}",
    if_you_take: "Se prendi {0} dalla pila {1}: {2}",
    col_pile: "Pila",
    col_sticks: "Bastoncini",
    col_value: "Valore",
    column_sums: "Somme delle colonne",
    odd_column: "colonna dispari",
    even_column: "colonna pari",
    nim_sum: "Somma nim {0}",
    verdict_safe: "sicura: chi muove ora perde contro un gioco perfetto",
    verdict_unsafe: "insicura: chi muove ora può vincere",
    safe: "sicura",
    unsafe_: "insicura",
    note_limit: "Al massimo {0} per mossa: una pila si gioca come una pila di Nim della sua dimensione mod {1}, quindi ogni riga mostra quel valore (il suo valore di Grundy) in binario.",
    note_misere: "Misère: finché qualche pila ha 2 o più bastoncini, gioca esattamente come nel Nim normale. Cambia quando la tua mossa lascerebbe ogni pila a 0 o 1: allora lascia un numero dispari di pile da uno.",
    note_endgame: "Finale misère: ogni pila ha 0 o 1 bastoncino ({0} con uno). Lascia un numero dispari di pile da uno e l'altro giocatore dovrà prendere l'ultimo bastoncino.",
    hints: "Suggerimenti",
    hint: "Suggerimento",
    winning_one: "1 mossa vincente:",
    winning_many: "{0} mosse vincenti:",
    moves: "Mosse",
    undo: "Annulla",
    redo: "Ripeti",
    history_line: "somma nim {0}, {1}",
    mistake_title: "Errore: una posizione sicura era a portata di mano",
    mistake_mark: "?! un errore: una posizione sicura era a portata di mano",
    review: "Rivedi la partita",
    to_review: "Rivedi la partita",
    back: "◀ Indietro",
    next: "Avanti ▶",
    review_start: "Inizio: {0}",
    review_after: "Mossa {0}: {1}{2}. Pile ora: {3}",
    a_mistake: " (un errore)",
    review_none: "Da qui nessuna mossa vince.",
    review_best: "Mosse vincenti da qui: {0}.",
    from_pile: "{0} dalla pila {1}",
    show: "Mostra",
    show_tableau: " Tabella",
    show_hints: " Suggerimenti",
    show_mistakes: " Segni degli errori",
    setup_title: "Impostazioni della partita",
    piles: "Pile",
    preset_classic: "3-4-5 (il classico)",
    preset_marienbad: "1-3-5-7 (Marienbad)",
    preset_21: "21, al massimo 3 per volta",
    random: "Posizione casuale",
    how_many: "Quante pile",
    pile_fewer_count: "Una pila in meno",
    pile_more_count: "Una pila in più",
    pile_n: "Pila {0}",
    pile_error: "Pila {0}: {1}",
    pile_fewer: "Pila {0}: uno in meno",
    pile_more: "Pila {0}: uno in più",
    what_sticks: "il numero di bastoncini",
    what_piles: "il numero di pile",
    what_limit: "il massimo di bastoncini per mossa",
    all_empty: "Tutte le pile sono vuote: metti almeno un bastoncino sul tavolo.",
    rules: "Regole",
    mode_normal: " Normale: vince chi prende l'ultimo bastoncino",
    mode_misere: " Misère: perde chi prende l'ultimo bastoncino",
    take_at_most: " Prendi al massimo ",
    most_per_move: "Massimo di bastoncini per mossa",
    sticks_per_move: " bastoncini per mossa",
    opponent: "Avversario",
    vs_perfect: "Il computer: perfetto",
    vs_good: "Il computer: bravo",
    vs_beginner: "Il computer: principiante",
    vs_friend: "Un amico su questo schermo",
    you_first: " Muovi per primo tu",
    computer_first: " Muove per primo il computer",
    p1_first: "Il giocatore 1 muove per primo.",
    prediction: "{0}, e {1} per primo, quindi {2}: con un gioco perfetto {3}.",
    start_safe: "una partenza sicura",
    start_unsafe: "una partenza insicura",
    mover_you: "muovi tu",
    mover_computer: "muove il computer",
    mover_player: "muove il giocatore {0}",
    wins_you: "vinci tu",
    wins_computer: "vince il computer",
    wins_player: "vince il giocatore {0}",
    first_wins: "chi muove per primo può sempre vincere",
    first_loses: "chi muove per primo perde",
    goal_normal: "Prendi l'ultimo bastoncino per vincere.",
    goal_misere: "Chi prende l'ultimo bastoncino perde.",
    goal_limit: "Prendi al massimo {0} per mossa.",
    goal_moore: "Una mossa può prendere da un massimo di {0} pile.",
    prediction_over: "All'inizio {0} con un gioco perfetto; in questa partita {1}.",
    could_you: "potevi sempre vincere tu",
    could_computer: "il computer poteva sempre vincere",
    could_player: "il giocatore {0} poteva sempre vincere",
    won_you: "hai vinto tu",
    won_computer: "ha vinto il computer",
    won_player: "ha vinto il giocatore {0}",
    nim_table_title: "La tavola dell'addizione nim, da 0 a 15",
    nim_table_intro: "Ogni casella è la somma nim della sua riga e della sua colonna. I blocchi colorati sono uno dentro l'altro: 1×1, 2×2, 4×4, 8×8 e 16×16; sommando numeri minori di una potenza di due non si esce mai dal suo blocco. Punta una casella, o raggiungila con Tab e le frecce, per vedere perché contiene il suo numero.",
    cell_mex: "Mex: alla sua sinistra la riga {0} contiene {1}; sopra, la colonna {2} contiene {3}. Il più piccolo numero che non compare in nessuna delle due è {4}.",
    nothing: "niente",
    cell_binary: "In binario: {0} ⊕ {1} = {2}, sommando ogni colonna senza riporti (1 + 1 = 0).",
    play_cell: "Gioca {0} e {1} sul tavolo",
    calc_title: "Calcolatrice della somma nim",
    calc_intro: "Scomponi ogni numero in potenze di due, cancella a coppie le potenze uguali, somma quello che resta: è la somma nim (5 ⊕ 3 = 6, 11 ⊕ 22 ⊕ 33 = 60).",
    numbers: "Numeri ",
    calc_empty: "Scrivi alcuni numeri, separati da virgole o spazi.",
    calc_too_many: "Al massimo 32 numeri.",
    what_number: "il numero",
    calc_cancel: "Le potenze uguali si cancellano a coppie (x ⊕ x = 0): {0}.",
    calc_ordinary: "La somma ordinaria è {0}; la somma nim non è mai più grande, e le due differiscono di {1}, un numero pari.",
    play_these: "Gioca queste pile",
    safe_title: "Posizioni sicure con tre pile",
    safe_intro: "In una posizione sicura ogni somma delle colonne è pari: chi deve muovere da lì perde. Bouton le ha elencate; qui sono raggruppate secondo la pila più piccola. Scegline una per giocarla sul tavolo, muovendo per primo contro un avversario perfetto: vedrai perché è un brutto punto di partenza.",
    at_most: "Al massimo ",
    sticks_per_pile: " bastoncini per pila",
    show_family: " Mostra anche la famiglia (0, n, n)",
    safe_count: "Posizioni sicure di tre pile di al massimo {1}: {0}, più {1} della forma (0, n, n).",
    smallest_pile: "Pila più piccola: {0}",
    family: "La famiglia (0, n, n)",
    one_pile_title: "Una pila, prendi da 1 a K",
    one_pile_intro: "Le monete sono in fila; a ogni turno se ne prendono da 1 a K, e vince chi prende l'ultima moneta. I posti sicuri, segnati, sono una moneta ogni K+1 contando dalla fine: da un posto sicuro ogni presa si ferma prima del successivo, e l'altro giocatore può sempre tornarci sopra.",
    safe_spot: "posto sicuro",
    coins_you_win: "Hai preso l'ultima moneta: hai vinto!",
    coins_computer: "Il computer ha preso l'ultima moneta.",
    coins_left: "Restano {0} monete. Tocca a te: prendine da 1 a {1}.",
    coin_left: "Resta 1 moneta. Tocca a te: prendila.",
    take_n: "Prendi {0}",
    coins_label: "Monete ",
    what_coins: "il numero di monete",
    what_coin_limit: "il massimo di monete per mossa",
    start_again: "Ricomincia",
    play_on_board: "Giocala sul tavolo",
    who_title: "Chi vince?",
    who_intro: "Con un gioco perfetto è la partenza a decidere la partita. Una partenza sicura (ogni somma delle colonne pari, somma nim 0) è persa da chi muove per primo; una partenza insicura è vinta da chi muove per primo.",
    who_start: "Partenza",
    who_you_first: "Muovi per primo tu",
    who_computer_first: "Muove per primo il computer",
    who_safe: "Sicura (somma nim 0)",
    who_unsafe: "Insicura (somma nim diversa da 0)",
    who_computer_wins: "Vince il computer",
    who_you_win: "Vinci tu",
    who_why: "Perché, in due passi",
    who_step_safe: "Nessuna mossa lascia sicura una posizione sicura: una mossa cambia una sola pila, quindi almeno una cifra binaria in una riga, e la somma di quella colonna diventa dispari.",
    who_step_unsafe: "Da ogni posizione insicura c'è una mossa verso una sicura: prendi la colonna dispari più a sinistra, una pila con un 1 in quella colonna, e riduci quella pila a pila ⊕ somma nim; cambiano esattamente le colonne dispari.",
    who_so: "Così chi raggiunge una posizione sicura può continuare a restituire posizioni sicure finché non sparisce l'ultimo bastoncino: anche il tavolo vuoto è sicuro.",
    who_open_safe_you: "Partenza sicura, tu per primo",
    who_open_safe_computer: "Partenza sicura, prima il computer",
    who_open_unsafe_you: "Partenza insicura, tu per primo",
    who_open_unsafe_computer: "Partenza insicura, prima il computer",
    choose_first: "Scegli prima i bastoncini, in quante pile una mossa permette.",
    choose_first_touch: "Scegli prima i bastoncini: toccali, in quante pile una mossa permette.",
    moore_rule: "Nim di Moore: una mossa prende bastoncini da al massimo {0} pile. Scegli i bastoncini da prendere in ogni pila, poi premi Prendili.",
    take_chosen: "Prendili",
    clear_chosen: "Annulla la scelta",
    and_: " e ",
    winning_shown: "Le prime {0}:",
    winning_at_least: "Almeno {0} mosse vincenti:",
    sums_mod: "Somme mod {0}",
    note_moore: "Nim di Moore, al massimo {0} pile per mossa: una posizione è sicura esattamente quando ogni somma delle colonne è divisibile per {1} (l'ultima riga).",
    note_moore_endgame: "Moore misère: ogni pila ha 0 o 1 bastoncino ({0} con uno). Chi deve muovere perde esattamente quando quel numero diviso per {1} dà resto 1.",
    note_misere_g: "Misère con un limite: qualche pila ha un valore di 2 o più, quindi si gioca sui valori come nel Nim normale: sicura quando la loro somma nim è 0.",
    note_endgame_g: "Misère con un limite: ogni valore è 0 o 1 (pile con valore 1: {0}). Chi deve muovere vince esattamente quando quel numero è pari.",
    moore_label: "Prendi da al massimo",
    moore_piles: "pile per mossa (1 è il Nim ordinario)",
    what_moore: "il numero di pile per mossa",
    auto_first: "Lascia scegliere al computer",
    chose_computer: "Il computer ha scelto di muovere per primo: la partenza è insicura, quindi chi muove per primo può sempre vincere.",
    chose_you: "Il computer ti ha lasciato la prima mossa: la partenza è sicura, quindi chi muove per primo perde contro un gioco perfetto.",
    form_parts: "Mossa (pila:presa, unite da +)",
    err_parts: "“{0}” non è una mossa: scrivi parti pila:presa unite da +, come 1:2+3:1.",
    page_staircase: "Nim a scala",
    page_northcott: "Gioco di Northcott",
    staircase_title: "Nim a scala: il Nim travestito",
    staircase_intro: "Le monete stanno sui gradini di una scala. Una mossa porta un numero qualsiasi di monete (almeno una) da un gradino a quello sotto; dal gradino 1 escono dal gioco. Chi non può muovere perde. Scegli una moneta: scende di un gradino con tutte quelle dopo.",
    staircase_why: "Perché è Nim: contano solo i gradini dispari, e sono le pile. Una mossa da un gradino dispari riduce la sua pila, come nel Nim. Una mossa da un gradino pari aggiunge monete al gradino dispari sotto, e chi vince porta semplicemente le stesse monete un gradino più giù, rimettendo le pile come prima. Così il computer gioca a Nim sui gradini dispari, e la tabella li mostra.",
    step_label: "Gradino {0}",
    carry: "Porta giù {0} dal gradino {1}",
    northcott_title: "Il gioco di Northcott: il Nim travestito",
    northcott_intro: "Ogni riga ha una pedina bianca (la tua) e una nera (del computer). Al tuo turno fai scorrere la tua pedina lungo la sua riga, in un verso o nell'altro, quanto vuoi ma mai oltre l'altra pedina. Chi non può muovere perde. Scegli una casella per portarci la tua pedina di quella riga.",
    northcott_why: "Perché è Nim: gli spazi tra le pedine sono le pile. Restringere uno spazio è prendere da una pila. Allargarlo non cambia nulla a lungo: l'altro giocatore lo restringe subito di nuovo, e poiché una pedina non può uscire dal bordo, la partita finisce comunque. Così il computer gioca a Nim sugli spazi, e la tabella li mostra.",
    row_label: "Riga {0}",
    slide_to: "Porta la tua pedina della riga {0} alla casella {1}",
    hidden_piles: "Le pile di Nim che nasconde: {0}",
    hidden_steps: "Le pile di Nim che nasconde, sui gradini dispari: {0}",
    hidden_step: "pila {0} (gradino {1}): {2}",
    your_move: "Tocca a te.",
    computer_moving: "Il computer sta muovendo…",
    gap_label: "spazio {0}",
    white: "La tua pedina",
    black: "La pedina del computer",
    computer_carried: "Il computer ha portato giù {0} dal gradino {1}.",
    computer_slid: "Il computer ha portato la sua pedina della riga {0} alla casella {1}.",
    share: "Condividi",
    share_moves: " Includi le mosse giocate finora",
    share_link: "Link",
    copy: "Copia",
    copied: "Copiato.",
    copy_refused: "Il browser non ha permesso di copiare: il link è selezionato, premi Ctrl+C (⌘C su Mac).",
    qr_label: "Codice QR del link",
    qr_too_long: "Questo link è troppo lungo per un codice QR: copialo.",
    projector: "Proiettore",
    fullscreen: "Schermo intero",
    keys: "Tasti (?)",
    keys_title: "Tasti",
    key_pile: "Scegli una pila",
    key_count: "Scegli quanti bastoncini prendere",
    key_step: "Scorri tutte le mosse (per un telecomando); PgDn fa avanzare anche il computer che ragiona",
    key_take: "Prendi i bastoncini scelti",
    key_hint: "Suggerimento: un passo in più del ragionamento a ogni pressione, fino alle mosse vincenti",
    key_tableau: "Mostra o nascondi la tabella",
    key_bundles: "Mostra le pile in mazzetti di 1, 2, 4, 8, … bastoncini (o di nuovo sciolti)",
    bundles: "Mazzetti",
    bundle_of: "Un mazzetto da {0}",
    key_projector: "Attiva o disattiva la modalità proiettore",
    key_fullscreen: "Attiva o disattiva lo schermo intero",
    key_help: "Questo elenco di tasti",
    close: "Chiudi",
    hint_look: "Questa posizione è sicura? Guarda le somme delle colonne: è sicura quando sono tutte {0}.",
    hint_look_safe: "Guarda le somme delle colonne: sono tutte {0}, quindi la posizione è sicura: chi muove da qui perde contro un gioco perfetto.",
    hint_ones: "Ogni pila vale 0 o 1, quindi conta le pile che valgono 1: {0}. Una posizione è sicura quando quel numero è {1}, quindi questa è {2}.",
    count_odd: "dispari",
    count_even: "pari",
    count_multiple: "multiple di {0}",
    count_mod: "1 più un multiplo di {0}",
    hint_why_safe: "Per esempio, prendere 1 dalla pila {0} cambia la colonna {1}.",
    hint_why_safe_moore: "Una mossa cambia al massimo {0} pile, e la cifra binaria più alta che cambia rende la somma di quella colonna non multipla di {1}.",
    hint_why_ones: "Ogni mossa cambia il numero di pile che valgono 1 (ora {0}), che così non è più {1}.",
    hint_why_ones_limit: "Ogni mossa cambia il numero di pile che valgono 1 (ora {0}), che così non è più {1}, oppure fa valere una pila 2 o più, e l'altro giocatore può riportarla al valore di prima.",
    hint_column: "La colonna {0} ha somma dispari ({1}), ed è la colonna dispari più a sinistra.",
    hint_unbalanced: "Colonne con una somma non multipla di {1}: {0}.",
    hint_one_pile: "Solo la pila {0} ha un 1 in quella colonna: si prende da lì.",
    hint_piles: "Le pile {0} hanno un 1 in quella colonna: si prende da una di esse.",
    hint_chosen: "Ognuna dà una mossa vincente: il computer prende dalla pila {0}.",
    hint_target: "Pila {0}: {1} ⊕ {2} = {3}, quindi lascia {3}: prendi {4}.",
    hint_target_value: "La pila {0} ha {1} e vale {2}: {2} ⊕ {3} = {4}, quindi porta il suo valore a {4}: prendi {5}.",
    nim_add_note: "(⊕ è l'addizione nim: si somma in binario senza riporti.)",
    hint_switch: "Misère: dopo questa mossa ogni pila vale 0 o 1, quindi la regola cambia: il numero di pile rimaste che valgono 1 deve essere {0}.",
    hint_leave_ones: "Prendi {0}: il numero di pile che valgono 1 diventa {1}, quindi l'altro giocatore dovrà prendere l'ultimo bastoncino.",
    hint_balance: "Prendi {0}: ogni somma delle colonne diventa multipla di {1}.",
    hint_wait: "Nessuna mossa lascia una posizione sicura: prendi {0} e aspetta un errore.",
    hint_careless: "Prendi {0}, senza pensarci: a questo livello il computer sbaglia.",
    show_answers: " Risposte subito",
    show_aloud: " Il computer ragiona ad alta voce",
    pace: "Ritmo",
    pace_slow: "lento",
    pace_normal: "normale",
    pace_instant: "immediato",
    review_lost: "La partita è girata alla mossa {0}: {1}. Così è rimasta una posizione insicura; prendere {2} invece ne avrebbe lasciata una sicura.",
    review_from: "Lo ha deciso la partenza: {0} con un gioco perfetto, e nessuno ha mollato.",
    replay_turning: "Rigioca da quella posizione",
    play_it: "Giocala",
    page_worksheet: "Scheda da stampare",
    practice_level: "Livello",
    level_easy: "Facile: 3 pile fino a 7",
    level_medium: "Medio: 3 o 4 pile fino a 15",
    level_hard: "Difficile: 4 o 5 pile fino a 31",
    practice_new: "Nuova serie",
    practice_bad_seed: "il seme è un numero intero da 0 a {0}; si usa {1}",
    practice_bad_kind: "l'esercizio è “safe”, “move” o “tableau”; si fa “safe”",
    practice_bad_level: "il livello è “easy”, “medium” o “hard”; si usa “easy”",
    practice_repeated: "è già stato indicato; vale il primo",
    practice_unknown: "la scheda non conosce questa parte",
    worksheet_title: "Una scheda da stampare",
    worksheet_intro: "Posizioni da risolvere con carta e matita: ognuna con i suoi bastoncini, una tabella vuota da completare e un codice QR che la apre nell'app. Le soluzioni seguono su una pagina a parte. Stampa questa pagina con il comando Stampa del browser (Ctrl+P, o ⌘P su Mac): si stampa solo la scheda.",
    worksheet_piles: "Oppure scrivi delle posizioni (pile separate da virgole, posizioni da punti e virgola):",
    worksheet_make: "Crea la scheda",
    worksheet_heading: "Nim: sicura o no?",
    worksheet_set: "Serie numero {0} · {1}",
    worksheet_name: "Nome: ______________________    Data: ____________",
    worksheet_task: "Per ogni posizione scrivi ogni pila in binario, somma ogni colonna, scrivi la somma nim e segna se la posizione è sicura.",
    worksheet_position: "Posizione {0}",
    worksheet_nim_sum: "Somma nim",
    worksheet_safe_line: "☐ sicura    ☐ non sicura",
    worksheet_qr: "Codice QR: apri la posizione {0} nell'app",
    worksheet_answers: "Soluzioni",
    worksheet_answer_of: "Posizione {0}: {1}",
    worksheet_wins: "Mosse vincenti: {0}.",
    worksheet_win_one: "La mossa vincente: {0}.",
    worksheet_no_win: "Nessuna mossa vincente: la posizione è sicura.",
    worksheet_empty: "Scrivi almeno una posizione, come 3,4,5.",
    worksheet_too_many: "Al massimo {0} posizioni in una scheda.",
    worksheet_bad: "Posizione {0} (“{1}”): {2}; resta fuori dalla scheda.",
    worksheet_too_many_piles: "una posizione della scheda ha al massimo {0} pile",
    worksheet_too_big: "una pila della scheda ha al massimo {0} bastoncini",
    page_practice: "Esercizi",
    practice_title: "Esercizi: dieci posizioni da risolvere",
    practice_intro: "Una serie ha dieci posizioni, sempre le stesse dieci per lo stesso link: mandalo, e tutta la classe lavora sulla stessa serie. Ogni risposta è controllata subito, con il perché letto dalla tabella di Bouton. Il punteggio resta in questo browser.",
    practice_kind: "Esercizio",
    kind_safe: "Posizione sicura o non sicura?",
    kind_move: "Trova una mossa vincente",
    kind_tableau: "Completa la tabella",
    practice_page_unknown: "la pagina degli esercizi non conosce questa parte",
    practice_exercise: "Posizione {0} di {1}",
    practice_ask_safe: "Questa posizione è sicura?",
    practice_say_safe: "Posizione sicura",
    practice_say_unsafe: "Posizione non sicura",
    practice_ask_move: "Trova una mossa vincente: scegli un bastoncino per prenderlo insieme a tutti quelli dopo, così che la posizione che lasci sia sicura.",
    practice_ask_tableau: "Scrivi ogni pila in binario, poi la somma delle colonne: quanti 1 ci sono in ogni colonna.",
    practice_row_label: "Pila {0} ({1}) in binario",
    practice_sum_label: "Colonna {0}",
    practice_check: "Controlla",
    practice_right: "Giusto!",
    practice_wrong: "Non proprio.",
    practice_why_safe: "Ogni somma delle colonne è pari ({0}), quindi la somma nim è 0: la posizione è sicura.",
    practice_why_unsafe: "La colonna {0} ha somma dispari ({1}), quindi la somma nim è {2}, non 0: la posizione non è sicura.",
    practice_took: "Prendendo {0} restano {1}.",
    practice_after: "Dopo la tua mossa: {0}",
    practice_row_fix: "La pila {0} ha {1}: {2} in binario.",
    practice_sum_fix: "La somma della colonna {0} è {1}.",
    practice_all_right: "Ogni riga e ogni somma delle colonne è giusta.",
    practice_next: "Avanti",
    practice_score: "Punteggio in “{0}”: risposte giuste {1} su {2}; di fila {3} (record {4}).",
    practice_reset: "Azzera il punteggio",
    practice_done: "Serie finita: risposte giuste {0} su {1}.",
    practice_again: "Di nuovo questa serie",
    practice_on_screen: "Esercitati sullo schermo",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_as_each_language_writes_them() {
        assert_eq!(EN.num(1_000_000u32), "1,000,000");
        assert_eq!(IT.num(1_000_000u32), "1.000.000");
        assert_eq!(IT.num(999u32), "999");
        assert_eq!(IT.sticks(1_000), "1.000 bastoncini");
        let position: crate::engine::Position = "1000000,3,12345".parse().unwrap();
        assert_eq!(EN.listing(&position), "1,000,000, 3, 12,345");
        assert_eq!(IT.listing(&position), "1.000.000, 3, 12.345");
    }

    #[test]
    fn fills_numbered_placeholders_in_any_order() {
        assert_eq!(fill("{1} and {0}", &[&"a", &"b"]), "b and a");
        assert_eq!(fill("{0}{0}", &[&7]), "77");
        assert_eq!(fill("no {2} here {", &[&"x"]), "no {2} here {");
        assert_eq!(fill("{a} {0}", &[&"é"]), "{a} é");
        assert_eq!(fill("", &[]), "");
    }

    #[test]
    fn reads_language_codes_by_their_primary_subtag() {
        for code in ["it", "IT", "it-IT", "it_CH", " it "] {
            assert_eq!(Lang::from_code(code), Some(Lang::It), "{code}");
        }
        for code in ["en", "en-GB", "EN-us"] {
            assert_eq!(Lang::from_code(code), Some(Lang::En), "{code}");
        }
        for code in ["", "fr", "ita", "e", "-it"] {
            assert_eq!(Lang::from_code(code), None, "{code}");
        }
        for lang in [Lang::En, Lang::It] {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
    }

    #[test]
    fn plurals() {
        assert_eq!(EN.sticks(1), "1 stick");
        assert_eq!(EN.sticks(0), "0 sticks");
        assert_eq!(EN.sticks(1_000_000), "1,000,000 sticks");
        assert_eq!(IT.sticks(1), "1 bastoncino");
        assert_eq!(IT.sticks(5), "5 bastoncini");
    }

    #[test]
    fn counts_filled_in_read_right_for_one_and_many() {
        // A count filled in where the wording agrees with it in number or
        // takes an article ("the 1 moves", "del 1", "dell'8") is worded around.
        for (name, text) in EN.fields().into_iter().chain(IT.fields()) {
            for wrong in ["the {0} moves", "the {1} of", "del {", "le {1} della"] {
                assert!(!text.contains(wrong), "{name}: {text}");
            }
        }
        // One move after the dropped one has its own wording: no "all 1 moves",
        // and no bare "(1)".
        let dropped = |t: &Text| fill(t.replay_dropped, &[&2]);
        assert_eq!(
            dropped(&EN),
            "it was dropped, and so were all 2 moves after it"
        );
        assert_eq!(
            dropped(&IT),
            "è stata scartata, e con lei tutte le 2 mosse successive"
        );
        assert!(EN.replay_dropped_next.ends_with("the move after it"));
    }

    /// Wording that is rightly the same in both languages.
    const SAME: [&str; 2] = ["preset_marienbad", "share_link"];

    #[test]
    fn every_italian_text_is_translated() {
        let en = EN.fields();
        let it = IT.fields();
        assert_eq!(en.len(), it.len());
        for ((name, en), (_, it)) in en.iter().zip(&it) {
            assert!(!en.is_empty() && !it.is_empty(), "{name} is empty");
            if SAME.contains(name) {
                assert_eq!(en, it, "{name}");
            } else {
                assert_ne!(en, it, "{name} is not translated");
            }
        }
    }

    fn placeholders(template: &str) -> Vec<u8> {
        let mut found: Vec<u8> = template
            .as_bytes()
            .windows(3)
            .filter(|w| w[0] == b'{' && w[1].is_ascii_digit() && w[2] == b'}')
            .map(|w| w[1] - b'0')
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    }

    #[test]
    fn templates_have_the_same_placeholders_in_both_languages() {
        for ((name, en), (_, it)) in EN.fields().iter().zip(&IT.fields()) {
            let wanted = placeholders(en);
            assert_eq!(wanted, placeholders(it), "{name}");
            // Numbered from 0 without gaps, so no argument is forgotten.
            assert!(
                wanted.iter().enumerate().all(|(i, &n)| usize::from(n) == i),
                "{name}"
            );
        }
    }

    /// Every word is put in the page as text, never parsed as markup.
    #[test]
    fn the_wording_holds_no_markup() {
        for text in [&EN, &IT] {
            for (name, value) in text.fields() {
                assert!(!value.contains('<'), "{name}");
            }
        }
    }
}
