//! What the teacher chose to show, as text for the browser's storage:
//! `tableau=1;hints=0;mistakes=1;projector=0;bundles=0;answers=0;aloud=0;projector_aloud=1;pace=normal`.

use std::fmt;
use std::str::FromStr;

/// The teacher's choice of what to show.
///
/// # Examples
///
/// ```
/// use bouton::game::{Choices, Pace};
/// let display: Choices = "hints=0;projector=1;pace=slow".parse().unwrap();
/// assert!(display.tableau && !display.hints && display.projector);
/// assert!(!display.aloud && display.thinks_aloud());
/// assert_eq!(display.pace, Pace::Slow);
/// assert_eq!(
///     display.to_string(),
///     "tableau=1;hints=0;mistakes=1;projector=1;bundles=0;answers=0;aloud=0;projector_aloud=1;pace=slow"
/// );
/// // At the projector the teacher turns it off there, and only there.
/// let quiet: Choices = "projector=1;projector_aloud=0;aloud=1".parse().unwrap();
/// assert!(!quiet.thinks_aloud());
/// assert!("hints=maybe".parse::<Choices>().is_err());
/// assert!("pace=fast".parse::<Choices>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    pub tableau: bool,
    pub hints: bool,
    pub mistakes: bool,
    /// Large type and a high-contrast palette for a classroom projector.
    pub projector: bool,
    /// Each pile drawn as bundles of 1, 2, 4, 8, ... sticks: its binary digits.
    pub bundles: bool,
    /// Answers at once: the Hint button shows every winning move and the
    /// reasoning together instead of in graded steps.
    pub answers: bool,
    /// The computer thinks aloud, showing its reasoning step by step before
    /// its move, outside projector mode (see [`Choices::thinks_aloud`]).
    pub aloud: bool,
    /// The same in projector mode, a choice of its own: on unless the
    /// teacher turned it off there.
    pub projector_aloud: bool,
    /// How fast the computer's spoken steps follow each other.
    pub pace: Pace,
}

impl Default for Choices {
    fn default() -> Choices {
        Choices {
            tableau: true,
            hints: true,
            mistakes: true,
            projector: false,
            bundles: false,
            answers: false,
            aloud: false,
            projector_aloud: true,
            pace: Pace::Normal,
        }
    }
}

/// How fast the computer's spoken steps follow each other: `slow`, `normal`,
/// `instant` or `step` in the text form.
///
/// # Examples
///
/// ```
/// use bouton::game::Pace;
/// assert_eq!("instant".parse::<Pace>(), Ok(Pace::Instant));
/// assert_eq!(Pace::default().to_string(), "normal");
/// assert!(Pace::Slow.step_ms() > Pace::Normal.step_ms());
/// assert_eq!(Pace::Step.step_ms(), None);
/// assert!("Slow".parse::<Pace>().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pace {
    Slow,
    #[default]
    Normal,
    Instant,
    /// Each step when asked for (a clicker's PgDn), the move after the last:
    /// a teacher talks through each step for as long as the class needs.
    Step,
}

impl Pace {
    /// Every pace: the timed ones slowest first, then step by step.
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Instant, Pace::Step];

    /// The name in the text form.
    pub fn as_str(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Instant => "instant",
            Pace::Step => "step",
        }
    }

    /// Milliseconds between one spoken step and the next; `None` where each
    /// step waits to be asked for.
    pub fn step_ms(self) -> Option<u32> {
        match self {
            Pace::Slow => Some(2600),
            Pace::Normal => Some(1300),
            Pace::Instant => Some(0),
            Pace::Step => None,
        }
    }
}

impl fmt::Display for Pace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Pace {
    type Err = DisplayError;

    /// Reads one of the exact lowercase names; anything else is
    /// [`DisplayError::NotAPace`].
    fn from_str(text: &str) -> Result<Pace, DisplayError> {
        Pace::ALL
            .into_iter()
            .find(|pace| pace.as_str() == text)
            .ok_or_else(|| DisplayError::NotAPace(text.to_string()))
    }
}

/// Why stored display choices could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DisplayError {
    /// A part is not `name=value` with a name this app knows.
    NotAChoice(String),
    /// A known choice whose value is neither 1 nor 0.
    NotASwitch { name: String, value: String },
    /// A `pace` that is not `slow`, `normal`, `instant` or `step`.
    NotAPace(String),
}

impl fmt::Display for DisplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisplayError::NotAChoice(part) => write!(f, "“{part}” is not a display choice"),
            DisplayError::NotASwitch { name, value } => {
                write!(f, "“{name}” is 1 or 0, not “{value}”")
            }
            DisplayError::NotAPace(value) => {
                write!(f, "“{value}” is slow, normal, instant or step")
            }
        }
    }
}

impl std::error::Error for DisplayError {}

impl Choices {
    /// The names of the switches, in the order of the text form; `pace` follows them.
    pub const SWITCHES: [&'static str; 8] = [
        "tableau",
        "hints",
        "mistakes",
        "projector",
        "bundles",
        "answers",
        "aloud",
        "projector_aloud",
    ];

    fn switch(&mut self, name: &str) -> Option<&mut bool> {
        match name {
            "tableau" => Some(&mut self.tableau),
            "hints" => Some(&mut self.hints),
            "mistakes" => Some(&mut self.mistakes),
            "projector" => Some(&mut self.projector),
            "bundles" => Some(&mut self.bundles),
            "answers" => Some(&mut self.answers),
            "aloud" => Some(&mut self.aloud),
            "projector_aloud" => Some(&mut self.projector_aloud),
            _ => None,
        }
    }

    /// Whether the computer shows its reasoning step by step before its move:
    /// as the teacher chose for the mode on show, at the projector unless
    /// turned off there.
    pub fn thinks_aloud(self) -> bool {
        if self.projector {
            self.projector_aloud
        } else {
            self.aloud
        }
    }

    /// The switch for thinking aloud in the mode on show.
    pub fn aloud_switch(&mut self) -> &mut bool {
        if self.projector {
            &mut self.projector_aloud
        } else {
            &mut self.aloud
        }
    }

    /// The text form that [`Choices::from_text`] reads back as the same choices.
    pub fn to_text(self) -> String {
        self.to_string()
    }

    /// Reads the text form; a choice it does not name keeps its default.
    ///
    /// # Errors
    ///
    /// [`DisplayError`] for a part that is not a known switch set to 1 or 0
    /// or a `pace` set to `slow`, `normal`, `instant` or `step` (empty text included):
    /// nothing is guessed.
    pub fn from_text(text: &str) -> Result<Choices, DisplayError> {
        let mut display = Choices::default();
        for part in text.split(';') {
            let Some((name, value)) = part.split_once('=') else {
                return Err(DisplayError::NotAChoice(part.to_string()));
            };
            if name == "pace" {
                display.pace = value.parse()?;
                continue;
            }
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

impl fmt::Display for Choices {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values = [
            self.tableau,
            self.hints,
            self.mistakes,
            self.projector,
            self.bundles,
            self.answers,
            self.aloud,
            self.projector_aloud,
        ];
        for (name, on) in Choices::SWITCHES.iter().zip(values) {
            write!(f, "{name}={};", u8::from(on))?;
        }
        write!(f, "pace={}", self.pace)
    }
}

impl FromStr for Choices {
    type Err = DisplayError;

    fn from_str(text: &str) -> Result<Choices, DisplayError> {
        Choices::from_text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_choice() {
        for bits in 0..=255u8 {
            for pace in Pace::ALL {
                let display = Choices {
                    tableau: bits & 1 != 0,
                    hints: bits & 2 != 0,
                    mistakes: bits & 4 != 0,
                    projector: bits & 8 != 0,
                    bundles: bits & 16 != 0,
                    answers: bits & 32 != 0,
                    aloud: bits & 64 != 0,
                    projector_aloud: bits & 128 != 0,
                    pace,
                };
                assert_eq!(Choices::from_text(&display.to_text()), Ok(display));
                assert_eq!(display.to_string().parse(), Ok(display));
                let here = if display.projector {
                    display.projector_aloud
                } else {
                    display.aloud
                };
                assert_eq!(display.thinks_aloud(), here);
                let mut turned = display;
                *turned.aloud_switch() ^= true;
                assert_eq!(turned.thinks_aloud(), !here, "{display}");
            }
        }
        assert_eq!(
            Choices::default().to_text(),
            "tableau=1;hints=1;mistakes=1;projector=0;bundles=0;answers=0;aloud=0;projector_aloud=1;pace=normal"
        );
    }

    #[test]
    fn round_trips_every_pace() {
        for pace in Pace::ALL {
            assert_eq!(pace.to_string().parse(), Ok(pace));
            assert_eq!(pace.as_str(), pace.to_string());
        }
        assert_eq!(Pace::default(), Pace::Normal);
        assert_eq!(
            Pace::ALL.map(Pace::step_ms),
            [Some(2600), Some(1300), Some(0), None]
        );
    }

    #[test]
    fn reads_an_old_text_without_the_new_choices() {
        let display = Choices::from_text("tableau=0;hints=1;mistakes=0;projector=1;bundles=1");
        assert_eq!(
            display,
            Ok(Choices {
                tableau: false,
                mistakes: false,
                projector: true,
                bundles: true,
                ..Choices::default()
            })
        );
        let display = display.unwrap();
        assert!(!display.answers && !display.aloud && display.pace == Pace::Normal);
        assert!(display.thinks_aloud());
        assert_eq!(
            Choices::from_text("aloud=1;pace=instant"),
            Ok(Choices {
                aloud: true,
                pace: Pace::Instant,
                ..Choices::default()
            })
        );
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        assert_eq!(
            Choices::from_text("tableau=maybe"),
            Err(DisplayError::NotASwitch {
                name: "tableau".into(),
                value: "maybe".into()
            })
        );
        assert_eq!(
            Choices::from_text("colour=1"),
            Err(DisplayError::NotAChoice("colour=1".into()))
        );
        assert_eq!(
            Choices::from_text(""),
            Err(DisplayError::NotAChoice(String::new()))
        );
        assert_eq!(
            Choices::from_text("hints=0;").unwrap_err().to_string(),
            "“” is not a display choice"
        );
    }

    #[test]
    fn refuses_a_pace_it_does_not_know() {
        for value in ["fast", "Slow", "NORMAL", "1", "", " instant"] {
            assert_eq!(
                Choices::from_text(&format!("hints=0;pace={value}")),
                Err(DisplayError::NotAPace(value.into()))
            );
            assert_eq!(
                value.parse::<Pace>(),
                Err(DisplayError::NotAPace(value.into()))
            );
        }
        assert_eq!(
            Choices::from_text("pace=fast").unwrap_err().to_string(),
            "“fast” is slow, normal, instant or step"
        );
        assert_eq!(
            Choices::from_text("pace"),
            Err(DisplayError::NotAChoice("pace".into()))
        );
    }
}
