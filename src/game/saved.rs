//! The game in progress as text, for the browser's storage: a version line, the
//! setup as a link query, the moves played and, when there are any, the moves
//! undone that redo would play again.

use std::fmt;

use crate::engine::MultiMove;

use super::link::{parse_moves, parse_query, to_query, LinkNotice};
use super::model::{Game, ReplayError};
use super::setup::Setup;

/// The first line of every saved game; another first line is an old or foreign format.
pub const SAVE_FORMAT: &str = "bouton-save-1";

/// Why saved text could not be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not written by this version of the app.
    UnknownFormat,
    /// Written in this format but without its three lines (four with moves to redo).
    WrongLines,
    /// Written in this format but a part of it cannot be read.
    Damaged(LinkNotice),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::UnknownFormat => write!(f, "it was saved in an unknown or older format"),
            SaveError::WrongLines => write!(f, "it is damaged (wrong number of lines)"),
            SaveError::Damaged(why) => write!(f, "it is damaged ({why})"),
        }
    }
}

impl std::error::Error for SaveError {}

/// A saved game read back, not yet played out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub setup: Setup,
    /// The moves played, in order.
    pub moves: Vec<MultiMove>,
    /// The moves undone, in the order redo would play them again.
    pub redo: Vec<MultiMove>,
}

impl Saved {
    /// The game as it was saved, what redo would play again included. As in
    /// [`Game::replay`], the first move that cannot be played is dropped with
    /// every move after it, moves to redo too, and the error says which it was.
    pub fn replay(&self, seed: u64) -> (Game, Option<ReplayError>) {
        let (mut game, error) = Game::replay(
            self.setup.clone(),
            &[&self.moves[..], &self.redo].concat(),
            seed,
        );
        // Undo leaves moves to redo exactly as the undo that was saved left them.
        while game.history().len() > self.moves.len() && game.undo() {}
        (game, error)
    }
}

/// The text that [`read_save`] reads back as the same setup and moves.
pub fn save_text(game: &Game) -> String {
    let mut text = format!(
        "{SAVE_FORMAT}\n{}\n{}",
        to_query(game.setup()),
        game.moves_text()
    );
    if game.can_redo() {
        text.push('\n');
        text.push_str(&game.redo_text());
    }
    text
}

/// Reads a saved game: its setup, the moves played and the moves to redo.
///
/// # Errors
///
/// [`SaveError`] for another format or anything damaged; nothing is guessed.
pub fn read_save(text: &str) -> Result<Saved, SaveError> {
    let mut lines = text.split('\n');
    if lines.next() != Some(SAVE_FORMAT) {
        return Err(SaveError::UnknownFormat);
    }
    let (Some(query), Some(moves), redo, None) =
        (lines.next(), lines.next(), lines.next(), lines.next())
    else {
        return Err(SaveError::WrongLines);
    };
    let (setup, notices) = parse_query(query);
    if let Some(notice) = notices.first() {
        return Err(SaveError::Damaged(notice.clone()));
    }
    let read = |moves: &str| {
        let (moves, notices) = parse_moves(&format!("moves={moves}"));
        match notices.first() {
            Some(notice) => Err(SaveError::Damaged(notice.clone())),
            None => Ok(moves),
        }
    };
    Ok(Saved {
        setup,
        moves: read(moves)?,
        redo: read(redo.unwrap_or_default())?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;
    use crate::game::model::TurnError;

    /// The saved text read back and played out, with no move dropped.
    fn reload(game: &Game) -> Game {
        let (again, error) = read_save(&save_text(game)).unwrap().replay(2);
        assert_eq!(error, None);
        again
    }

    #[test]
    fn round_trips_a_game() {
        let mut game = Game::new(Setup::default(), 1);
        game.play(Move { pile: 2, take: 1 }).unwrap();
        game.play_computer().unwrap();
        let again = reload(&game);
        assert_eq!(again.history(), game.history());
        assert!(!again.can_redo());
    }

    #[test]
    fn round_trips_moves_from_several_piles() {
        let (setup, _) = super::super::parse_query("piles=3,4,5&moore=2&vs=friend");
        let mut game = Game::new(setup, 1);
        game.play_multi("1:2+3:1".parse().unwrap()).unwrap();
        game.play(Move { pile: 1, take: 1 }).unwrap();
        let text = save_text(&game);
        assert!(text.ends_with("&moore=2&vs=friend\n1:2+3:1,2:1"), "{text}");
        assert_eq!(reload(&game).history(), game.history());
    }

    #[test]
    fn keeps_what_redo_would_play_again() {
        // Against the computer an undo takes back the person's move and its answer.
        let mut game = Game::new(Setup::default(), 1);
        game.play(Move { pile: 2, take: 2 }).unwrap();
        let answer = game.play_computer().unwrap();
        game.play(Move { pile: 0, take: 1 }).unwrap();
        let second = game.play_computer().unwrap();
        assert!(game.undo());
        let text = save_text(&game);
        assert!(
            text.ends_with(&format!("\n3:2,{answer}\n1:1,{second}")),
            "{text}"
        );
        let mut again = reload(&game);
        assert_eq!(again.history(), game.history());
        assert_eq!(again.redo_text(), game.redo_text());
        // Redo after the reload plays both moves again, as it would have before.
        assert!(again.redo());
        assert!(game.redo());
        assert_eq!(again.history(), game.history());
        assert!(!again.can_redo());

        // Two undos in a friend's game: redo brings them back one at a time, oldest first.
        let (setup, _) = super::super::parse_query("piles=3,4,5&vs=friend");
        let mut game = Game::new(setup, 1);
        for pile in 0..3 {
            game.play(Move { pile, take: 1 }).unwrap();
        }
        assert!(game.undo() && game.undo());
        assert!(save_text(&game).ends_with("\n1:1\n2:1,3:1"));
        let mut again = reload(&game);
        assert_eq!(
            again.next_redo().map(|p| p.mv),
            Some(Move { pile: 1, take: 1 })
        );
        assert!(again.redo());
        assert_eq!(again.moves_text(), "1:1,2:1");
        // A new move clears what could be redone, and the saved text says so.
        game.play(Move { pile: 2, take: 3 }).unwrap();
        assert!(save_text(&game).ends_with("\n1:1,3:3"));
        assert!(!reload(&game).can_redo());
    }

    #[test]
    fn reads_moves_to_redo_that_cannot_be_played_as_a_dropped_move() {
        // Pile 1 of 3,4,5 has no four sticks to take again: move 2, the one to redo, is dropped.
        let (game, error) = read_save("bouton-save-1\npiles=3,4,5&vs=friend\n1:1\n1:4,2:1")
            .unwrap()
            .replay(1);
        assert_eq!(game.moves_text(), "1:1");
        assert!(!game.can_redo());
        let error = error.unwrap();
        assert_eq!((error.index, error.dropped), (1, 2));
        assert!(matches!(error.reason, TurnError::Illegal(_)));
    }

    #[test]
    fn refuses_damaged_or_foreign_text() {
        assert_eq!(read_save(""), Err(SaveError::UnknownFormat));
        assert_eq!(
            read_save("{\"piles\":[3,4,5]}"),
            Err(SaveError::UnknownFormat)
        );
        assert_eq!(
            read_save("bouton-save-1\npiles=3,4,5"),
            Err(SaveError::WrongLines)
        );
        assert_eq!(
            read_save("bouton-save-1\npiles=3,4,5\n1:1\n2:1\n3:1"),
            Err(SaveError::WrongLines)
        );
        assert!(matches!(
            read_save("bouton-save-1\npiles=3,x\n"),
            Err(SaveError::Damaged(_))
        ));
        assert!(matches!(
            read_save("bouton-save-1\npiles=3\n1:1,zz"),
            Err(SaveError::Damaged(_))
        ));
        assert!(matches!(
            read_save("bouton-save-1\npiles=3\n1:1\nzz"),
            Err(SaveError::Damaged(_))
        ));
        let empty = read_save("bouton-save-1\npiles=3\n").unwrap();
        assert_eq!((empty.moves, empty.redo), (vec![], vec![]));
    }
}
