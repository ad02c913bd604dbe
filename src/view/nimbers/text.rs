//! The nimbers page's own words, in English and Italian.
//!
//! The page is a module of its own, loaded when a person opens it, so its
//! words are kept out of the app's table ([`crate::view::text::Text`]): the
//! app's download does not carry them. A missing translation is a missing
//! field, so it does not compile. Templates use the app's numbered
//! placeholders and [`fill`](crate::view::text::fill); the words the page
//! shares with the app (verdicts, turns, buttons) stay in the app's table.

use leptos::prelude::*;

use crate::view::prefs::Pointer;
use crate::view::text::{Lang, Words};

/// Declares [`NimbersText`] with one `&'static str` field per piece of
/// wording, and for the tests a list of them all.
macro_rules! nimbers_wording {
    ($($name:ident),* $(,)?) => {
        /// The nimbers page's wording in one language.
        pub struct NimbersText {
            $(pub $name: &'static str,)*
        }

        #[cfg(test)]
        impl NimbersText {
            /// Every field, by name.
            pub fn fields(&self) -> Vec<(&'static str, &'static str)> {
                vec![$((stringify!($name), self.$name)),*]
            }
        }
    };
}

nimbers_wording! {
    // The page and its link.
    nb_title, nb_intro, nb_default, nb_link_unknown, nb_link_vs, nb_link_turn,
    // What is wrong with a sum, a game of it or a subtraction set.
    nb_err_none, nb_err_over, nb_err_too_many, nb_err_game, nb_err_unknown_game, nb_err_not_pins,
    nb_err_not_sticks, nb_err_long_row, nb_err_big_pile, nb_set_empty, nb_set_zero,
    nb_set_too_big, nb_set_too_many, nb_set_not_number, nb_set_repeated,
    // Moves, turns and the hint.
    nb_pin, nb_pins, nb_and, nb_take, nb_knock_one, nb_knock_two, nb_from_game, nb_of_game,
    nb_last_computer, nb_last_player, nb_hint_sum, nb_hint_one, nb_hint_safe, nb_hint_where,
    nb_hint_where_one, nb_hint_move, nb_hint_play,
    // The sum of games: its form, its board and its tableau.
    nb_sum_title, nb_sum_intro, nb_sum_how, nb_sum_how_touch, nb_form_title, nb_game_n,
    nb_kind_nim, nb_kind_sub, nb_kind_kayles, nb_size, nb_set_s, nb_remove, nb_add, nb_start,
    nb_link, nb_game_is, nb_game_nim, nb_game_sub, nb_game_kayles, nb_board_label, nb_two,
    nb_two_help, nb_two_help_touch, nb_take_label, nb_play, nb_col_game, nb_col_nimber,
    nb_tableau_caption,
    // The subtraction game's row.
    nb_sub_title, nb_sub_intro, nb_set_label, nb_use_set, nb_step, nb_all, nb_empty_row,
    nb_row_label, nb_cell_none, nb_cell, nb_cell_one, nb_cell_short, nb_not_yet, nb_periodic, nb_sub_why,
    // Kayles.
    nb_kayles_title, nb_kayles_intro, nb_kayles_row_label, nb_kayles_cell_label,
    nb_kayles_cell, nb_kayles_cell_one, nb_kayles_none, nb_kayles_legend, nb_knock_one_head, nb_knock_two_head, nb_kayles_period,
    nb_kayles_why, nb_kayles_play, nb_pins_label, nb_what_pins,
}

/// The page's wording in `lang`.
pub fn nt(lang: Lang) -> &'static NimbersText {
    match lang {
        Lang::En => &EN,
        Lang::It => &IT,
    }
}

/// The page's words and the app's shared ones, in the language on show, read
/// where they are drawn: a text node or attribute whose closure reads them is
/// written again after a switch of language, and nothing else is.
#[derive(Clone, Copy)]
pub struct NbWords {
    lang: Signal<Lang>,
    pointer: Pointer,
    /// The app's words the page shares (verdicts, turns, buttons).
    pub app: Words,
}

impl NbWords {
    pub fn new(lang: Signal<Lang>) -> NbWords {
        NbWords {
            lang,
            pointer: Pointer::detect(),
            app: Words::new(lang),
        }
    }

    /// The words from context; the page's [`mount`](super::mount) provides them.
    pub fn get() -> NbWords {
        expect_context::<NbWords>()
    }

    /// The language now, tracked: for sentences built from both tables.
    pub fn lang(self) -> Lang {
        self.lang.get()
    }

    /// The language now, untracked: for what is read once (a typed number).
    pub fn untracked(self) -> Lang {
        self.lang.get_untracked()
    }

    /// One piece of the page's wording, following the language.
    pub fn of(
        self,
        pick: fn(&'static NimbersText) -> &'static str,
    ) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
        move || pick(nt(self.lang()))
    }

    /// The page's words for a click, or for a tap on a touch screen.
    pub fn pointing(
        self,
        click: fn(&'static NimbersText) -> &'static str,
        tap: fn(&'static NimbersText) -> &'static str,
    ) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
        move || {
            let words = nt(self.lang());
            self.pointer.pick(click(words), tap(words))
        }
    }
}

pub static EN: NimbersText = NimbersText {
    nb_title: "Nimbers: games worth a Nim pile",
    nb_intro: "In an impartial game both players have the same moves, and whoever cannot move loses. Every position of such a game is worth a Nim pile: its nimber (Sprague and Grundy). The mex rule finds it: the nimber of a position is the mex, the smallest number that is not the nimber of a position one move away, the rule that fills the nim-addition table. A sum of games, where each move is made in one of them, is worth the nim-sum of the nimbers, so Bouton's tableau (1901) over the nimbers says who wins, as in Nim.",
    nb_default: "{0}; playing {1}",
    nb_link_unknown: "the nimbers page does not know that part",
    nb_link_vs: "the opponent is “computer” or “friend”",
    nb_link_turn: "whose turn it is, 1 or 2, is said only in a game between friends (vs=friend)",
    nb_err_none: "there must be at least one game",
    nb_err_over: "every game in it is over, so there would be nothing to play",
    nb_err_too_many: "{0} games are too many (at most {1})",
    nb_err_game: "game {0}: {1}",
    nb_err_unknown_game: "“{0}” is not a game: write nim:5, sub(1,3,4):9 or kayles:7",
    nb_err_not_pins: "“{0}” is not a row of pins: write how many, or I for a standing pin and . for a fallen one",
    nb_err_not_sticks: "“{0}” is not a number of sticks",
    nb_err_long_row: "a row of {0} pins is too long (at most {1})",
    nb_err_big_pile: "a pile of {0} sticks is too big (at most {1})",
    nb_set_empty: "the set needs at least one number of sticks to take",
    nb_set_zero: "0 cannot be in the set: a move takes at least one stick",
    nb_set_too_big: "{0} is too many sticks to take (at most {1})",
    nb_set_too_many: "{0} numbers are too many (at most {1})",
    nb_set_not_number: "“{0}” is not a number from 1 to {1}",
    nb_set_repeated: "{0} is in the set twice",
    nb_pin: "pin",
    nb_pins: "pins",
    nb_and: "and",
    nb_take: "take {0}",
    nb_knock_one: "knock down pin {0}",
    nb_knock_two: "knock down pins {0} and {1}",
    nb_from_game: "{0} from game {1}",
    nb_of_game: "{0} of game {1}",
    nb_last_computer: "The computer's move: {0}.",
    nb_last_player: "Player {0}'s move: {1}.",
    nb_hint_sum: "The nim-sum of the nimbers: {0} = {1}.",
    nb_hint_one: "One game alone: the nim-sum is its nimber, {0}.",
    nb_hint_safe: "It is 0: the position is safe, and every move leaves a nim-sum other than 0. Make a small move and wait for a mistake.",
    nb_hint_where: "Move in game {0}: its nimber is {1}, and {1} ⊕ {2} = {3}, so leave nimber {3} there: then the nim-sum is 0. By the mex rule a game worth {1} has a move to every smaller nimber.",
    nb_hint_where_one: "Leave nimber 0: by the mex rule a game worth {0} has a move to every smaller nimber, 0 among them.",
    nb_hint_move: "The move: {0}.",
    nb_hint_play: "Play this move",
    nb_sum_title: "A sum of games",
    nb_sum_intro: "The board holds several games side by side: Nim piles, subtraction-game piles with their set S, and rows of Kayles pins. A move is made in one game of your choice, and whoever cannot move in any game loses. Beside the board, Bouton's tableau holds each game's nimber in binary: the position is safe exactly when every column sum is even, so the nim-sum is 0.",
    nb_sum_how: "Click a stick to take it and every stick after it; click a pin to knock it down.",
    nb_sum_how_touch: "Tap a stick to take it and every stick after it; tap a pin to knock it down.",
    nb_form_title: "Choose the games",
    nb_game_n: "Game {0}",
    nb_kind_nim: "Nim pile",
    nb_kind_sub: "Subtraction-game pile",
    nb_kind_kayles: "Row of Kayles pins",
    nb_size: "Sticks or pins",
    nb_set_s: "Set S",
    nb_remove: "Remove game {0}",
    nb_add: "Add a game",
    nb_start: "Play this sum",
    nb_link: "A link to this position",
    nb_game_is: "Game {0}: {1}",
    nb_game_nim: "a Nim pile of {0}",
    nb_game_sub: "a pile of {0}, S = {1}",
    nb_game_kayles: "Kayles, {0} standing",
    nb_board_label: "The games of the sum",
    nb_two: "Two pins at a time",
    nb_two_help: "A click knocks down one pin. With “Two pins at a time” pressed, or with Shift held while clicking, it knocks down that pin and the one to its right.",
    nb_two_help_touch: "A tap knocks down one pin. With “Two pins at a time” pressed, it knocks down that pin and the one to its right.",
    nb_take_label: "Take",
    nb_play: "Play",
    nb_col_game: "Game",
    nb_col_nimber: "Nimber",
    nb_tableau_caption: "Bouton's tableau of the nimbers",
    nb_sub_title: "A subtraction game",
    nb_sub_intro: "One pile; a move takes a number of sticks that is in the set S. The row below gives the nimber of a pile of 0, 1, 2, … sticks, one cell at a time: each cell shows, in braces, the nimbers of the piles one move below it, and under them their mex, the pile's nimber.",
    nb_set_label: "The set S (up to 9 numbers from 1 to 20):",
    nb_use_set: "Use this set",
    nb_step: "Next cell",
    nb_all: "Fill in the row",
    nb_empty_row: "Empty the row",
    nb_row_label: "Nimbers of the piles, from 0 sticks",
    nb_cell_none: "A pile of {0}: no move can be made, so its nimber is the mex of nothing: 0.",
    nb_cell: "A pile of {0}: the moves take {1}, leaving {2}, worth {3}; the smallest number not among them is {4}, so its nimber is {4}.",
    nb_cell_one: "A pile of {0}: the only move takes {1}, leaving {2}, worth {3}; the smallest number other than {3} is {4}, so its nimber is {4}.",
    nb_cell_short: "Pile {0}: the mex of {1} is {2}.",
    nb_not_yet: "Not proved periodic yet: a move takes at most {0}, and the row is marked once the nimbers of that many piles in a row come back.",
    nb_periodic: "The row repeats: from pile {0} on, the nimbers come back every {1} piles (preperiod {0}, period {1}). No shorter period works, and it cannot start any earlier.",
    nb_sub_why: "Why it is sure: a move takes at most {0}, so each nimber depends only on the nimbers of the piles up to that many below it. The nimbers of piles {1} to {2} are those of piles {3} to {4}: from there on each nimber is worked out from the same values as the one {5} piles before it, so the row repeats for ever.",
    nb_kayles_title: "Kayles: a row of pins",
    nb_kayles_intro: "A row of pins; a move knocks down one pin, or two pins side by side, and may split the row in two. Two rows side by side are a sum of games, worth the nim-sum of their nimbers, so the nimber of a row is the mex, over every move, of the nim-sum of the two rows left. Choose a row below to see its working.",
    nb_kayles_row_label: "Nimbers of rows of 0 to 100 pins",
    nb_kayles_cell_label: "A row of {0}: nimber {1}",
    nb_kayles_cell: "A row of {0}: the moves leave the nim-sums {1}; the smallest number not among them is {2}, so its nimber is {2}.",
    nb_kayles_cell_one: "A row of {0}: every move leaves the nim-sum {1}; the smallest number other than {1} is {2}, so its nimber is {2}.",
    nb_kayles_none: "A row of {0}: no move can be made, so its nimber is the mex of nothing: 0.",
    nb_kayles_legend: "Each move leaves two rows, of a and b pins: a + b, then their nimbers and the nim-sum.",
    nb_knock_one_head: "Knocking down one pin",
    nb_knock_two_head: "Knocking down two pins",
    nb_kayles_period: "From a row of {0} pins on, the nimbers repeat with period {1}: the shaded stretches of the row, from {0} on, are equal.",
    nb_kayles_why: "Why it lasts: Guy and Smith's periodicity theorem for octal games (1956). If the nimbers repeat with period p for every row from n0 pins up to 2·n0 + p + 2 pins (not included), they repeat for ever, since a move knocks down at most 2 pins. The engine checked it: every row from {0} to {1} pins has the nimber of the row {2} pins longer (up to {3} pins; it worked out rows up to {4}). So from {0} pins on the period is {2}, however long the row.",
    nb_kayles_play: "Play Kayles against the computer",
    nb_pins_label: "Pins (1 to 30)",
    nb_what_pins: "the number of pins",
};

pub static IT: NimbersText = NimbersText {
    nb_title: "Nimeri: giochi che valgono una pila di Nim",
    nb_intro: "In un gioco imparziale i due giocatori hanno le stesse mosse, e chi non può muovere perde. Ogni posizione di un gioco così vale una pila di Nim: il suo nimero (Sprague e Grundy). Lo trova la regola del mex: il nimero di una posizione è il mex, il numero più piccolo che non è il nimero di una posizione a una mossa di distanza, la regola con cui si riempie la tavola dell'addizione nim. Una somma di giochi, dove ogni mossa si fa in uno di essi, vale la somma nim dei nimeri, quindi la tabella di Bouton (1901) sui nimeri dice chi vince, come nel Nim.",
    nb_default: "{0}; si gioca {1}",
    nb_link_unknown: "la pagina dei nimeri non conosce questa parte",
    nb_link_vs: "l'avversario è “computer” o “friend”",
    nb_link_turn: "a chi tocca, 1 o 2, si dice solo in una partita tra amici (vs=friend)",
    nb_err_none: "serve almeno un gioco",
    nb_err_over: "tutti i suoi giochi sono già finiti, quindi non resterebbe niente da giocare",
    nb_err_too_many: "{0} giochi sono troppi (al massimo {1})",
    nb_err_game: "gioco {0}: {1}",
    nb_err_unknown_game: "“{0}” non è un gioco: scrivi nim:5, sub(1,3,4):9 o kayles:7",
    nb_err_not_pins: "“{0}” non è una fila di birilli: scrivi quanti, oppure I per un birillo in piedi e . per uno caduto",
    nb_err_not_sticks: "“{0}” non è un numero di bastoncini",
    nb_err_long_row: "una fila di {0} birilli è troppo lunga (al massimo {1})",
    nb_err_big_pile: "una pila di {0} bastoncini è troppo grande (al massimo {1})",
    nb_set_empty: "l'insieme deve avere almeno un numero di bastoncini da prendere",
    nb_set_zero: "0 non può stare nell'insieme: una mossa prende almeno un bastoncino",
    nb_set_too_big: "prendere {0} bastoncini è troppo (al massimo {1})",
    nb_set_too_many: "{0} numeri sono troppi (al massimo {1})",
    nb_set_not_number: "“{0}” non è un numero da 1 a {1}",
    nb_set_repeated: "{0} compare due volte nell'insieme",
    nb_pin: "birillo",
    nb_pins: "birilli",
    nb_and: "e",
    nb_take: "prendere {0}",
    nb_knock_one: "abbattere il birillo {0}",
    nb_knock_two: "abbattere i birilli {0} e {1}",
    nb_from_game: "{0} dal gioco {1}",
    nb_of_game: "{0} del gioco {1}",
    nb_last_computer: "La mossa del computer: {0}.",
    nb_last_player: "La mossa del giocatore {0}: {1}.",
    nb_hint_sum: "La somma nim dei nimeri: {0} = {1}.",
    nb_hint_one: "Un gioco solo: la somma nim è il suo nimero, {0}.",
    nb_hint_safe: "È 0: la posizione è sicura, e ogni mossa lascia una somma nim diversa da 0. Fai una piccola mossa e aspetta un errore.",
    nb_hint_where: "Muovi nel gioco {0}: il suo nimero è {1}, e {1} ⊕ {2} = {3}, quindi lascia lì il nimero {3}: così la somma nim è 0. Per la regola del mex un gioco che vale {1} ha una mossa verso ogni nimero più piccolo.",
    nb_hint_where_one: "Lascia il nimero 0: per la regola del mex un gioco che vale {0} ha una mossa verso ogni nimero più piccolo, 0 compreso.",
    nb_hint_move: "La mossa: {0}.",
    nb_hint_play: "Gioca questa mossa",
    nb_sum_title: "Una somma di giochi",
    nb_sum_intro: "Sul tavolo ci sono più giochi uno accanto all'altro: pile di Nim, pile di un gioco di sottrazione con il loro insieme S e file di birilli di Kayles. Una mossa si fa in un gioco a scelta, e chi non può muovere in nessun gioco perde. Accanto al tavolo, la tabella di Bouton riporta il nimero di ogni gioco in binario: la posizione è sicura esattamente quando ogni somma delle colonne è pari, cioè quando la somma nim è 0.",
    nb_sum_how: "Fai clic su un bastoncino per prenderlo con i successivi; fai clic su un birillo per abbatterlo.",
    nb_sum_how_touch: "Tocca un bastoncino per prenderlo con i successivi; tocca un birillo per abbatterlo.",
    nb_form_title: "Scegli i giochi",
    nb_game_n: "Gioco {0}",
    nb_kind_nim: "Pila di Nim",
    nb_kind_sub: "Pila di un gioco di sottrazione",
    nb_kind_kayles: "Fila di birilli di Kayles",
    nb_size: "Bastoncini o birilli",
    nb_set_s: "Insieme S",
    nb_remove: "Togli il gioco {0}",
    nb_add: "Aggiungi un gioco",
    nb_start: "Gioca questa somma",
    nb_link: "Un link a questa posizione",
    nb_game_is: "Gioco {0}: {1}",
    nb_game_nim: "una pila di Nim di {0}",
    nb_game_sub: "una pila di {0}, S = {1}",
    nb_game_kayles: "Kayles, {0} in piedi",
    nb_board_label: "I giochi della somma",
    nb_two: "Due birilli alla volta",
    nb_two_help: "Un clic abbatte un birillo. Con “Due birilli alla volta” premuto, o tenendo premuto Maiusc durante il clic, abbatte quel birillo e quello alla sua destra.",
    nb_two_help_touch: "Un tocco abbatte un birillo. Con “Due birilli alla volta” premuto, abbatte quel birillo e quello alla sua destra.",
    nb_take_label: "Prendi",
    nb_play: "Gioca",
    nb_col_game: "Gioco",
    nb_col_nimber: "Nimero",
    nb_tableau_caption: "La tabella di Bouton dei nimeri",
    nb_sub_title: "Un gioco di sottrazione",
    nb_sub_intro: "Una pila; una mossa prende un numero di bastoncini che sta nell'insieme S. La riga qui sotto dà il nimero di una pila di 0, 1, 2, … bastoncini, una cella alla volta: ogni cella mostra, tra graffe, i nimeri delle pile a una mossa di distanza, e sotto il loro mex, il nimero della pila.",
    nb_set_label: "L'insieme S (fino a 9 numeri da 1 a 20):",
    nb_use_set: "Usa questo insieme",
    nb_step: "Cella successiva",
    nb_all: "Completa la riga",
    nb_empty_row: "Svuota la riga",
    nb_row_label: "Nimeri delle pile, da 0 bastoncini",
    nb_cell_none: "Una pila di {0}: non c'è nessuna mossa, quindi il suo nimero è il mex di niente: 0.",
    nb_cell: "Una pila di {0}: le mosse prendono {1} e lasciano {2}, che valgono {3}; il numero più piccolo che manca è {4}, quindi il suo nimero è {4}.",
    nb_cell_one: "Una pila di {0}: l'unica mossa prende {1} e lascia {2}, che vale {3}; il numero più piccolo diverso da {3} è {4}, quindi il suo nimero è {4}.",
    nb_cell_short: "Pila {0}: il mex di {1} è {2}.",
    nb_not_yet: "Periodicità non ancora dimostrata: una mossa prende al massimo {0}, e la riga viene segnata quando i nimeri di altrettante pile di fila ritornano.",
    nb_periodic: "La riga si ripete: dalla pila {0} in poi i nimeri ritornano ogni {1} pile (preperiodo {0}, periodo {1}). Nessun periodo più corto funziona, e non può cominciare prima.",
    nb_sub_why: "Perché è certo: una mossa prende al massimo {0}, quindi ogni nimero dipende solo dai nimeri delle pile fino ad altrettanti bastoncini più in basso. I nimeri delle pile da {1} a {2} sono quelli delle pile da {3} a {4}: da lì in poi ogni nimero si calcola dagli stessi valori di quello {5} pile prima, quindi la riga si ripete per sempre.",
    nb_kayles_title: "Kayles: una fila di birilli",
    nb_kayles_intro: "Una fila di birilli; una mossa abbatte un birillo, o due birilli vicini, e può spezzare la fila in due. Due file una accanto all'altra sono una somma di giochi, che vale la somma nim dei loro nimeri, quindi il nimero di una fila è il mex, su tutte le mosse, della somma nim delle due file rimaste. Scegli una fila qui sotto per vederne il calcolo.",
    nb_kayles_row_label: "Nimeri delle file da 0 a 100 birilli",
    nb_kayles_cell_label: "Una fila di {0}: nimero {1}",
    nb_kayles_cell: "Una fila di {0}: le mosse lasciano le somme nim {1}; il numero più piccolo che non compare è {2}, quindi il suo nimero è {2}.",
    nb_kayles_cell_one: "Una fila di {0}: ogni mossa lascia la somma nim {1}; il numero più piccolo diverso da {1} è {2}, quindi il suo nimero è {2}.",
    nb_kayles_none: "Una fila di {0}: non c'è nessuna mossa, quindi il suo nimero è il mex di niente: 0.",
    nb_kayles_legend: "Ogni mossa lascia due file, di a e b birilli: a + b, poi i loro nimeri e la somma nim.",
    nb_knock_one_head: "Abbattendo un birillo",
    nb_knock_two_head: "Abbattendo due birilli",
    nb_kayles_period: "Da una fila di {0} birilli in poi i nimeri si ripetono con periodo {1}: i tratti ombreggiati della riga, da {0} in poi, sono uguali.",
    nb_kayles_why: "Perché il periodo non finisce: il teorema di periodicità di Guy e Smith per i giochi ottali (1956). Se i nimeri si ripetono con periodo p per ogni fila da n0 birilli fino a 2·n0 + p + 2 birilli (escluso), si ripetono per sempre, perché una mossa abbatte al massimo 2 birilli. Il motore lo ha controllato: ogni fila da {0} a {1} birilli ha lo stesso nimero della fila che ha {2} birilli in più (fino a {3} birilli; ha calcolato le file fino a {4}). Quindi da {0} birilli in poi il periodo è {2}, per quanto lunga sia la fila.",
    nb_kayles_play: "Gioca a Kayles contro il computer",
    nb_pins_label: "Birilli (da 1 a 30)",
    nb_what_pins: "il numero di birilli",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::text::checks;

    #[test]
    fn every_italian_text_is_translated() {
        checks::translated(&EN.fields(), &IT.fields(), &[]);
    }

    #[test]
    fn templates_have_the_same_placeholders_in_both_languages() {
        checks::same_placeholders(&EN.fields(), &IT.fields());
    }

    #[test]
    fn the_wording_holds_no_markup() {
        checks::no_markup(&[&EN.fields(), &IT.fields()]);
    }

    #[test]
    fn counts_filled_in_read_right_for_one_and_many() {
        // A count filled in where the wording agrees with it in number or
        // takes an article ("the 1 moves", "del 1") is worded around.
        for (name, text) in EN.fields().into_iter().chain(IT.fields()) {
            for wrong in ["the {0} moves", "the {1} of", "del {", "le {1} della"] {
                assert!(!text.contains(wrong), "{name}: {text}");
            }
        }
    }

    #[test]
    fn each_language_has_its_table() {
        assert_eq!(nt(Lang::En).nb_step, "Next cell");
        assert_eq!(nt(Lang::It).nb_step, "Cella successiva");
    }
}
