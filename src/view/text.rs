//! Every word of the interface, in English and Italian.
//!
//! One static table per language, each in its own file: a missing translation
//! is a missing field, so it does not compile. Sentences with values are templates with numbered
//! placeholders (`{0}`, `{1}`) that [`fill`] replaces, because the word order
//! differs between the languages. Every text goes into the page as a text node.

use std::fmt::{self, Write};

use leptos::prelude::*;

mod en;
mod it;

pub use en::EN;
pub use it::IT;

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

/// One piece of wording, picked out of a language's table (`|t| t.hint`):
/// a fact that can be worded in whichever language is on show.
pub type Pick = fn(&'static Text) -> &'static str;

/// The wording in the language the person chose, read where it is drawn: a
/// text node or an attribute that reads it follows a switch of language by
/// itself, and nothing else is drawn again.
#[derive(Clone, Copy)]
pub struct Words(Signal<Lang>);

impl Words {
    pub fn new(lang: impl Into<Signal<Lang>>) -> Words {
        Words(lang.into())
    }

    /// The words from context; the app and each module of pages provide them.
    pub fn get() -> Words {
        expect_context::<Words>()
    }

    /// The language, tracked where it is read.
    pub fn lang(self) -> Signal<Lang> {
        self.0
    }

    /// The wording now, tracked: the text node or attribute whose closure
    /// reads it is written again in the new language. (A closure that builds
    /// elements should not read it: they would be built again.)
    pub fn text(self) -> &'static Text {
        self.0.get().text()
    }

    /// The wording now, untracked: for what is said once (a message at the
    /// moment it is sent), not drawn.
    pub fn untracked(self) -> &'static Text {
        self.0.get_untracked().text()
    }

    /// One piece of wording, following the language. Every piece is the same
    /// kind of closure, so the page draws them all with one piece of code.
    pub fn of(
        self,
        pick: fn(&'static Text) -> &'static str,
    ) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
        move || pick(self.text())
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
        format!("{} {}", self.num(n), self.stick_word(n))
    }

    /// "stick" or "sticks", as a count of `n` takes it.
    pub fn stick_word(&self, n: u32) -> &'static str {
        if n == 1 {
            self.stick
        } else {
            self.sticks
        }
    }

    /// A number with its thousands grouped as the language writes them:
    /// "1,000,000", "1.000.000".
    pub fn num(&self, n: impl Into<u64>) -> String {
        crate::engine::group_digits(n.into(), self.thousands)
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

        /// Each piece of wording by its name, following the language. (Made
        /// for every field; the wording drawn only inside sentences has no use
        /// for its own.)
        #[allow(dead_code)]
        impl Words {
            $(pub fn $name(self) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
                self.of(|t| t.$name)
            })*
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
    subtitle, pages, skip, scroll_cue, play, page_table, page_calculator, page_safe, page_one_pile,
    page_who_wins, page_unknown, unknown_intro, language, the_game, how_to_play, how_to_text, how_to_text_touch, how_to_here,
    // Notices about the link and the saved game.
    resume, discard, notices_more, notices_more_one, notice_link, notice_link_part, piles_negative, piles_grouped, piles_missing, piles_none,
    piles_all_empty, setup_no_piles, setup_too_many, setup_too_big, setup_not_number,
    link_mode, link_max, link_max_grouped, link_moore, link_moore_limit, link_vs, link_level, link_first, link_friend_first, link_friend_level, link_moves,
    link_pile_twice, link_moves_without_piles,
    link_lang, link_projector, link_repeated_first, link_repeated_last, link_unknown,
    notice_unrestorable, notice_aside_unrestorable, save_unknown, save_damaged,
    save_lines, notice_redo_lost, notice_set_aside, notice_still_aside, notice_put_aside, notice_replaced, kept_game, kept_game_redo, replay, replay_saved, replay_yours, replay_computers, replay_players, replay_dropped_one, replay_dropped_next, replay_dropped,
    notice_display, display_not_choice, display_not_switch, display_not_pace,
    // Refused moves and rules.
    turn_over, turn_wait, move_no_pile, move_nothing, move_too_many, move_empty, move_over_limit,
    move_one_pile, move_too_many_piles, rules_zero, rules_moore_range, rules_moore_limit,
    // Status and moves.
    new_game, new_game_from, win_you, win_computer, win_player, win_you_misere, win_computer_misere, win_player_misere, turn_you, turn_you_touch, turn_you_moore, turn_computer, turn_player, turn_player_how, turn_player_touch, turn_player_moore,
    took_you, took_computer, took_player, undone, undone_answer, stick, sticks,
    // The board and the move form.
    board_label, pile_label, bundle, take_from, form_take, form_from, form_submit,
    what_pile, what_take, err_empty, err_negative, err_not_whole, err_too_large,
    err_range,
    // The tableau.
    tableau_label, now, if_you_take, col_pile, col_sticks, col_size, col_value, column_sums,
    odd_column, even_column, nim_sum, verdict_safe, verdict_unsafe, verdict_safe_over, verdict_unsafe_over, safe, unsafe_,
    note_limit, note_misere, note_endgame,
    // Hints and Bouton's reasoning.
    hints, hint, hint_hide, winning_one, winning_many,
    // The move list and the review.
    moves, no_moves, undo, redo, to_review, history_line, mistake_title, mistake_mark, review, back, next,
    review_start, review_after, a_mistake, review_none, review_best, review_best_one, from_pile,
    // The teacher's switches.
    show, show_tableau, show_hints, show_mistakes,
    // The setup panel.
    setup_title, setup_done, piles, preset_classic, preset_marienbad, preset_21, random, how_many,
    pile_fewer_count, pile_more_count, pile_n, pile_error, pile_fewer, pile_more,
    what_sticks, what_piles, what_limit, all_empty, rules, mode_normal, mode_misere,
    take_at_most, most_per_move, per_move, opponent,
    vs_perfect, vs_good, vs_beginner, vs_friend, you_first, computer_first, p1_first,
    prediction, start_safe, start_unsafe, mover_you, mover_computer, mover_player,
    wins_you, wins_computer, wins_player, first_wins, first_loses,
    goal_normal, goal_misere, goal_limit, goal_moore, prediction_over, could_you, could_computer,
    could_player, won_you, won_computer, won_player,
    // The learning pages.
    nim_table_title, nim_table_intro, nim_table_intro_touch, cell_mex, nothing, cell_binary, play_cell, calc_title, calc_intro, numbers,
    calc_empty, calc_too_many, what_number, calc_cancel, calc_one_left, calc_ordinary, play_these,
    safe_title, safe_intro, at_most, sticks_per_pile, show_family, safe_count, smallest_pile,
    family, one_pile_title, one_pile_intro, safe_spot, coins_you_win, coins_computer, coins_left, coins_left_one,
    coin_left, take_n, coins_label, what_coins, what_coin_limit, start_again, play_on_board,
    page_game_unreadable,
    who_title, who_intro, who_start, who_you_first, who_computer_first, who_safe,
    who_unsafe, who_computer_wins, who_you_win, who_why, who_step_safe, who_step_unsafe,
    who_so, who_open_safe_you, who_open_safe_computer, who_open_unsafe_you,
    who_open_unsafe_computer,
    // Moore's Nim, the machine that chooses, Nim in disguise.
    choose_first, choose_first_touch, moore_rule, take_chosen, clear_chosen, and_, winning_shown, winning_at_least, sums_mod, note_moore, note_moore_endgame, note_misere_moore, note_misere_g, note_endgame_g, moore_label, moore_piles, what_moore, auto_first, chose_computer, chose_you, form_parts, err_parts, page_staircase, page_northcott, staircase_title, staircase_intro, staircase_why, step_label, carry, northcott_title, northcott_intro, northcott_why, row_label, slide_to, out_of_reach, hidden_piles, hidden_steps, hidden_step, your_move, computer_moving, gap_label, white, black, computer_carried, computer_removed, one_coin, coins_n, computer_slid,
    // Share, projector mode and keys.
    share, share_moves, share_link, copy, copied, copy_refused, copy_refused_touch, qr_label, qr_too_long, qr_failed, projector,
    fullscreen, keys, keys_title, key_pile, key_count, key_step, aloud_title, key_take, key_hint,
    key_tableau, key_bundles, key_share, bundles, bundle_of, bundle_groups, key_projector, key_fullscreen, key_help, kbd_page_up, kbd_page_down, kbd_enter, kbd_escape, key_escape, close,
    // Lessons: graded hints, the computer thinking aloud, the review's turning point.
    hint_look, hint_look_safe, hint_count, hint_count_safe, hint_count_limit, hint_count_limit_safe, hint_ones, count_odd, count_mod, count_even, count_multiple, hint_why_safe, hint_why_safe_moore, hint_why_ones, hint_why_ones_limit, hint_column, hint_unbalanced, hint_unbalanced_one, hint_one_pile, hint_piles, hint_raising_wins, hint_chosen, hint_target, hint_target_value, nim_add_note, hint_switch, hint_leave_ones, hint_balance, hint_wait, hint_careless, show_answers, show_aloud, pace, pace_slow, pace_normal, pace_instant, pace_step, pace_step_touch, aloud_next, review_lost, review_from, replay_turning, play_it,
    // The worksheet.
    page_worksheet, practice_level, level_easy, level_medium, level_hard, practice_new, practice_bad_seed, practice_bad_kind, practice_bad_level, practice_repeated, practice_unknown, worksheet_title, worksheet_intro, worksheet_intro_touch, worksheet_own, worksheet_piles, worksheet_make, worksheet_heading, worksheet_set, worksheet_name, worksheet_task, worksheet_position, worksheet_nim_sum, worksheet_safe_line, worksheet_qr, worksheet_answers, worksheet_show_answers, worksheet_hide_answers, worksheet_answer_of, worksheet_wins, worksheet_win_one, worksheet_no_win, worksheet_empty, worksheet_too_many, worksheet_bad, worksheet_too_many_piles, worksheet_too_big,
    // The nimbers page's link (its own words are in its module); a page's module loading.
    page_nimbers, module_loading, module_failed, module_retry,
    // The practice page.
    page_practice, practice_title, practice_intro, practice_intro_touch, practice_kind, kind_safe, kind_move, kind_tableau, practice_page_unknown, practice_exercise, practice_ask_safe, practice_say_safe, practice_say_unsafe, practice_ask_move, practice_ask_move_touch, practice_ask_tableau, practice_row_label, practice_sum_label, practice_check, practice_fill_all, practice_binary_only, practice_sum_count, practice_right, practice_wrong, practice_why_safe, practice_why_unsafe, practice_took, practice_after, practice_row_fix, practice_sum_fix, practice_all_right, practice_next, practice_show, practice_shown, practice_after_win, practice_score, practice_score_none, practice_reset, practice_done, practice_done_shown, practice_done_all_shown, practice_again, practice_on_screen,
}

/// Checks for every table of words, each a language's fields by name.
#[cfg(test)]
pub(crate) mod checks {
    type Fields = [(&'static str, &'static str)];

    /// Every Italian text is there and differs from the English one, except
    /// the wording named in `same`, which is rightly the same in both.
    pub fn translated(en: &Fields, it: &Fields, same: &[&str]) {
        assert_eq!(en.len(), it.len());
        for ((name, en), (it_name, it)) in en.iter().zip(it) {
            assert_eq!(name, it_name);
            assert!(!en.is_empty() && !it.is_empty(), "{name} is empty");
            if same.contains(name) {
                assert_eq!(en, it, "{name}");
            } else {
                assert_ne!(en, it, "{name} is not translated");
            }
        }
    }

    /// A template has the same placeholders in both languages, numbered from
    /// 0 without gaps, so no argument is forgotten.
    pub fn same_placeholders(en: &Fields, it: &Fields) {
        for ((name, en), (_, it)) in en.iter().zip(it) {
            let wanted = placeholders(en);
            assert_eq!(wanted, placeholders(it), "{name}");
            assert!(
                wanted.iter().enumerate().all(|(i, &n)| usize::from(n) == i),
                "{name}"
            );
        }
    }

    /// Every word is put in the page as text, never parsed as markup.
    pub fn no_markup(tables: &[&Fields]) {
        for table in tables {
            for (name, value) in table.iter() {
                assert!(!value.contains('<'), "{name}");
            }
        }
    }

    /// The numbered placeholders of a template (`{0}`, `{1}`), each once, in order.
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
}

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
            for wrong in [
                "the {0} moves",
                "the {1} of",
                "the {1} you",
                "del {",
                "le {1} della",
                "sulle {",
            ] {
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
    const SAME: [&str; 3] = ["preset_marienbad", "share_link", "kbd_escape"];

    #[test]
    fn every_italian_text_is_translated() {
        checks::translated(&EN.fields(), &IT.fields(), &SAME);
    }

    #[test]
    fn templates_have_the_same_placeholders_in_both_languages() {
        checks::same_placeholders(&EN.fields(), &IT.fields());
    }

    #[test]
    fn the_wording_holds_no_markup() {
        checks::no_markup(&[&EN.fields(), &IT.fields()]);
    }
}
