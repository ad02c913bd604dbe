//! The game in progress as text, for the browser's storage:
//! a version line, the setup as a link query, and the moves.

use std::fmt;

use crate::engine::MultiMove;

use super::link::{parse_moves, parse_query, to_query, LinkNotice};
use super::model::Game;
use super::setup::Setup;

/// The first line of every saved game; another first line is an old or foreign format.
pub const SAVE_FORMAT: &str = "bouton-save-1";

/// Why saved text could not be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not written by this version of the app.
    UnknownFormat,
    /// Written in this format but without its three lines.
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

/// The text that [`read_save`] reads back as the same setup and moves.
pub fn save_text(game: &Game) -> String {
    format!(
        "{SAVE_FORMAT}\n{}\n{}",
        to_query(game.setup()),
        game.moves_text()
    )
}

/// Reads a saved game: its setup and the moves played.
///
/// # Errors
///
/// [`SaveError`] for another format or anything damaged; nothing is guessed.
pub fn read_save(text: &str) -> Result<(Setup, Vec<MultiMove>), SaveError> {
    let mut lines = text.split('\n');
    if lines.next() != Some(SAVE_FORMAT) {
        return Err(SaveError::UnknownFormat);
    }
    let (Some(query), Some(moves), None) = (lines.next(), lines.next(), lines.next()) else {
        return Err(SaveError::WrongLines);
    };
    let (setup, notices) = parse_query(query);
    if let Some(notice) = notices.first() {
        return Err(SaveError::Damaged(notice.clone()));
    }
    let (moves, notices) = parse_moves(&format!("moves={moves}"));
    if let Some(notice) = notices.first() {
        return Err(SaveError::Damaged(notice.clone()));
    }
    Ok((setup, moves))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;

    #[test]
    fn round_trips_a_game() {
        let mut game = Game::new(Setup::default(), 1);
        game.play(Move { pile: 2, take: 1 }).unwrap();
        game.play_computer().unwrap();
        let text = save_text(&game);
        let (setup, moves) = read_save(&text).unwrap();
        let (again, error) = Game::replay(setup, &moves, 2);
        assert_eq!(error, None);
        assert_eq!(again.history(), game.history());
    }

    #[test]
    fn round_trips_moves_from_several_piles() {
        let (setup, _) = super::super::parse_query("piles=3,4,5&moore=2&vs=friend");
        let mut game = Game::new(setup, 1);
        game.play_multi("1:2+3:1".parse().unwrap()).unwrap();
        game.play(Move { pile: 1, take: 1 }).unwrap();
        let text = save_text(&game);
        assert!(text.ends_with("&moore=2&vs=friend\n1:2+3:1,2:1"), "{text}");
        let (setup, moves) = read_save(&text).unwrap();
        let (again, error) = Game::replay(setup, &moves, 2);
        assert_eq!(error, None);
        assert_eq!(again.history(), game.history());
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
        assert!(matches!(
            read_save("bouton-save-1\npiles=3,x\n"),
            Err(SaveError::Damaged(_))
        ));
        assert!(matches!(
            read_save("bouton-save-1\npiles=3\n1:1,zz"),
            Err(SaveError::Damaged(_))
        ));
        assert_eq!(read_save("bouton-save-1\npiles=3\n").unwrap().1, vec![]);
    }
}
