//! The game in progress as text, for the browser's storage: a version line, the
//! setup as a link query, the moves played and, when there are any, the moves
//! undone that redo would play again.

use std::fmt;

use crate::engine::MultiMove;

use super::link::{parse_query, to_query, LinkNotice, LinkProblem};
use super::model::Game;
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

/// A saved game read back, not yet played out: [`crate::game::restore`] plays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub setup: Setup,
    /// The moves played, in order.
    pub moves: Vec<MultiMove>,
    /// The moves undone, in the order redo would play them again.
    pub redo: Vec<MultiMove>,
}

/// The text that [`read_save`] reads back as the same setup, moves played and
/// moves to redo.
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
    Ok(Saved {
        setup,
        moves: read_move_line(moves)?,
        redo: read_move_line(redo.unwrap_or_default())?,
    })
}

/// A line of moves exactly as [`Game::moves_text`] writes it: each move's text
/// form, joined by commas, and nothing else (no link's decoding or spaces).
fn read_move_line(line: &str) -> Result<Vec<MultiMove>, SaveError> {
    if line.is_empty() {
        return Ok(Vec::new());
    }
    line.split(',')
        .enumerate()
        .map(|(index, text)| {
            let reason = match text.parse::<MultiMove>() {
                Ok(mv) if mv.to_string() == text => return Ok(mv),
                Ok(_) => LinkProblem::Moves {
                    index,
                    text: text.into(),
                },
                Err(error) => LinkProblem::unreadable_move(index, text.into(), &error),
            };
            Err(SaveError::Damaged(LinkNotice {
                key: "moves".into(),
                value: line.into(),
                reason,
            }))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Move, MultiMove};

    /// The saved text read back: the setup, the moves played and the moves to redo.
    fn read_back(game: &Game) -> Saved {
        read_save(&save_text(game)).unwrap()
    }

    fn moves_of(text: &str) -> Vec<MultiMove> {
        text.split(',').map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn round_trips_a_game() {
        let mut game = Game::new(Setup::default(), 1);
        game.play(Move { pile: 2, take: 1 }).unwrap();
        let answer = game.play_computer().unwrap();
        let saved = read_back(&game);
        assert_eq!(&saved.setup, game.setup());
        assert_eq!(saved.moves, moves_of(&format!("3:1,{answer}")));
        assert_eq!(saved.redo, vec![]);
    }

    #[test]
    fn round_trips_moves_from_several_piles() {
        let (setup, _) = super::super::parse_query("piles=3,4,5&moore=2&vs=friend");
        let mut game = Game::new(setup, 1);
        game.play_multi("1:2+3:1".parse().unwrap()).unwrap();
        game.play(Move { pile: 1, take: 1 }).unwrap();
        let text = save_text(&game);
        assert!(text.ends_with("&moore=2&vs=friend\n1:2+3:1,2:1"), "{text}");
        assert_eq!(read_back(&game).moves, moves_of("1:2+3:1,2:1"));
    }

    #[test]
    fn writes_what_redo_would_play_again_as_a_fourth_line() {
        let (setup, _) = super::super::parse_query("piles=3,4,5&vs=friend");
        let mut game = Game::new(setup, 1);
        for pile in 0..3 {
            game.play(Move { pile, take: 1 }).unwrap();
        }
        assert!(!save_text(&game).ends_with("\n"));
        // Two undos: redo plays pile 2's move first, then pile 3's.
        assert!(game.undo() && game.undo());
        assert!(save_text(&game).ends_with("&vs=friend\n1:1\n2:1,3:1"));
        let saved = read_back(&game);
        assert_eq!(
            (saved.moves, saved.redo),
            (moves_of("1:1"), moves_of("2:1,3:1"))
        );
        // A new move clears what could be redone: three lines again.
        game.play(Move { pile: 2, take: 3 }).unwrap();
        assert!(save_text(&game).ends_with("&vs=friend\n1:1,3:3"));
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
        // Read as written, not as a link would be: no other part, no
        // percent-decoding, no spaces, no empty move.
        for moves in [
            "1:1&zz",
            "1:1%2C2:1",
            "1:1, 2:1",
            "1:1,,2:1",
            "1:1,",
            "01:1",
        ] {
            assert!(
                matches!(
                    read_save(&format!("bouton-save-1\npiles=3,4\n{moves}")),
                    Err(SaveError::Damaged(_))
                ),
                "{moves}"
            );
        }
        // A move that names one pile twice is told so, as in a link.
        let Err(SaveError::Damaged(notice)) = read_save("bouton-save-1\npiles=3,4\n1:1,1:1+1:2")
        else {
            panic!("a pile named twice is damage");
        };
        assert_eq!(
            notice.reason,
            LinkProblem::PileTwice {
                index: 1,
                text: "1:1+1:2".into(),
                pile: 1
            }
        );
        let empty = read_save("bouton-save-1\npiles=3\n").unwrap();
        assert_eq!((empty.moves, empty.redo), (vec![], vec![]));
    }
}
