//! What the teacher chose to show, as text for the browser's storage:
//! `tableau=1;hints=0;mistakes=1;projector=0;bundles=0`.

use std::fmt;
use std::str::FromStr;

/// The teacher's choice of what to show.
///
/// # Examples
///
/// ```
/// use bouton::game::Display;
/// let display: Display = "hints=0;projector=1".parse().unwrap();
/// assert!(display.tableau && !display.hints && display.projector);
/// assert_eq!(display.to_string(), "tableau=1;hints=0;mistakes=1;projector=1;bundles=0");
/// assert!("hints=maybe".parse::<Display>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Display {
    pub tableau: bool,
    pub hints: bool,
    pub mistakes: bool,
    /// Large type and a high-contrast palette for a classroom projector.
    pub projector: bool,
    /// Each pile drawn as bundles of 1, 2, 4, 8, ... sticks: its binary digits.
    pub bundles: bool,
}

impl Default for Display {
    fn default() -> Display {
        Display {
            tableau: true,
            hints: true,
            mistakes: true,
            projector: false,
            bundles: false,
        }
    }
}

/// Why stored display choices could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DisplayError {
    /// A part is not `name=value` with a name this app knows.
    NotAChoice(String),
    /// A known choice whose value is neither 1 nor 0.
    NotASwitch { name: String, value: String },
}

impl fmt::Display for DisplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisplayError::NotAChoice(part) => write!(f, "“{part}” is not a display choice"),
            DisplayError::NotASwitch { name, value } => {
                write!(f, "“{name}” is 1 or 0, not “{value}”")
            }
        }
    }
}

impl std::error::Error for DisplayError {}

impl Display {
    /// The names of the choices, in the order of the text form.
    const NAMES: [&'static str; 5] = ["tableau", "hints", "mistakes", "projector", "bundles"];

    fn switch(&mut self, name: &str) -> Option<&mut bool> {
        match name {
            "tableau" => Some(&mut self.tableau),
            "hints" => Some(&mut self.hints),
            "mistakes" => Some(&mut self.mistakes),
            "projector" => Some(&mut self.projector),
            "bundles" => Some(&mut self.bundles),
            _ => None,
        }
    }

    /// The text form that [`Display::from_text`] reads back as the same choices.
    pub fn to_text(self) -> String {
        self.to_string()
    }

    /// Reads the text form; a choice it does not name keeps its default.
    ///
    /// # Errors
    ///
    /// [`DisplayError`] for a part that is not a known choice set to 1 or 0
    /// (empty text included): nothing is guessed.
    pub fn from_text(text: &str) -> Result<Display, DisplayError> {
        let mut display = Display::default();
        for part in text.split(';') {
            let Some((name, value)) = part.split_once('=') else {
                return Err(DisplayError::NotAChoice(part.to_string()));
            };
            let Some(switch) = display.switch(name) else {
                return Err(DisplayError::NotAChoice(part.to_string()));
            };
            *switch = match value {
                "1" => true,
                "0" => false,
                _ => {
                    return Err(DisplayError::NotASwitch {
                        name: name.to_string(),
                        value: value.to_string(),
                    })
                }
            };
        }
        Ok(display)
    }
}

impl fmt::Display for Display {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values = [
            self.tableau,
            self.hints,
            self.mistakes,
            self.projector,
            self.bundles,
        ];
        for (i, (name, on)) in Display::NAMES.iter().zip(values).enumerate() {
            let separator = if i == 0 { "" } else { ";" };
            write!(f, "{separator}{name}={}", u8::from(on))?;
        }
        Ok(())
    }
}

impl FromStr for Display {
    type Err = DisplayError;

    fn from_str(text: &str) -> Result<Display, DisplayError> {
        Display::from_text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_choice() {
        for bits in 0..32u8 {
            let display = Display {
                tableau: bits & 1 != 0,
                hints: bits & 2 != 0,
                mistakes: bits & 4 != 0,
                projector: bits & 8 != 0,
                bundles: bits & 16 != 0,
            };
            assert_eq!(Display::from_text(&display.to_text()), Ok(display));
        }
        assert_eq!(
            Display::default().to_text(),
            "tableau=1;hints=1;mistakes=1;projector=0;bundles=0"
        );
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        assert_eq!(
            Display::from_text("tableau=maybe"),
            Err(DisplayError::NotASwitch {
                name: "tableau".into(),
                value: "maybe".into()
            })
        );
        assert_eq!(
            Display::from_text("colour=1"),
            Err(DisplayError::NotAChoice("colour=1".into()))
        );
        assert_eq!(
            Display::from_text(""),
            Err(DisplayError::NotAChoice(String::new()))
        );
        assert_eq!(
            Display::from_text("hints=0;").unwrap_err().to_string(),
            "“” is not a display choice"
        );
    }
}
