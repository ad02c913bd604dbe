use crate::engine::{outcome, Level, Outcome, Position, Rules};

/// Who plays against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    Computer(Level),
    /// Two people on the same screen.
    Friend,
}

/// Who moves first against the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum First {
    #[default]
    You,
    Computer,
    /// The computer chooses, like the Java Nim machine: it moves first from
    /// an unsafe start and hands you the move from a safe one, so with perfect
    /// play it always wins. [`Setup::first_choice`] says which it chose.
    Auto,
}

/// What the computer chose with [`First::Auto`], and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FirstChoice {
    /// The start is unsafe: the computer moves first, to a safe position.
    ComputerFirst,
    /// The start is safe: whoever moves from it loses, so the computer hands you
    /// the move.
    YouFirst,
}

/// One side of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    You,
    Computer,
    Player1,
    Player2,
}

impl Player {
    /// The word used in the test hooks (`data-turn`, `data-winner`).
    pub fn as_str(self) -> &'static str {
        match self {
            Player::You => "you",
            Player::Computer => "computer",
            Player::Player1 => "player1",
            Player::Player2 => "player2",
        }
    }

    pub fn is_computer(self) -> bool {
        self == Player::Computer
    }
}

/// Everything that defines a game before its first move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub position: Position,
    pub rules: Rules,
    pub opponent: Opponent,
    pub first: First,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            position: Position::new(vec![3, 4, 5]).expect("3,4,5 is a position"),
            rules: Rules::NORMAL,
            opponent: Opponent::Computer(Level::Perfect),
            first: First::You,
        }
    }
}

impl Setup {
    /// The player who moves first (with a friend, always player 1).
    pub fn first_player(&self) -> Player {
        match (self.opponent, self.first) {
            (Opponent::Friend, _) => Player::Player1,
            (Opponent::Computer(_), First::You) => Player::You,
            (Opponent::Computer(_), First::Computer) => Player::Computer,
            (Opponent::Computer(_), First::Auto) => match self.first_choice() {
                Some(FirstChoice::ComputerFirst) => Player::Computer,
                _ => Player::You,
            },
        }
    }

    /// With [`First::Auto`] against the computer, what it chose and why (for the
    /// status line); `None` when a person chose.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::game::{First, FirstChoice, Player, Setup};
    /// let mut setup = Setup { first: First::Auto, ..Setup::default() };
    /// // 3, 4, 5 is unsafe: the computer moves first.
    /// assert_eq!(setup.first_choice(), Some(FirstChoice::ComputerFirst));
    /// assert_eq!(setup.first_player(), Player::Computer);
    /// setup.position = "1,4,5".parse().unwrap();
    /// assert_eq!(setup.first_choice(), Some(FirstChoice::YouFirst));
    /// assert_eq!(setup.predicted_winner(), Player::Computer);
    /// ```
    pub fn first_choice(&self) -> Option<FirstChoice> {
        if self.first != First::Auto || self.opponent == Opponent::Friend {
            return None;
        }
        Some(match outcome(&self.position, &self.rules) {
            Outcome::Unsafe => FirstChoice::ComputerFirst,
            Outcome::Safe => FirstChoice::YouFirst,
        })
    }

    /// The player who moves after `player`.
    pub fn other(&self, player: Player) -> Player {
        match player {
            Player::You => Player::Computer,
            Player::Computer => Player::You,
            Player::Player1 => Player::Player2,
            Player::Player2 => Player::Player1,
        }
    }

    /// Who wins from the start with perfect play on both sides: the first mover
    /// exactly when the start is unsafe.
    pub fn predicted_winner(&self) -> Player {
        let first = self.first_player();
        match outcome(&self.position, &self.rules) {
            Outcome::Unsafe => first,
            Outcome::Safe => self.other(first),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_table_of_who_wins() {
        // Unsafe start: the first mover wins; safe start: the first mover loses.
        let mut setup = Setup::default();
        assert_eq!(setup.predicted_winner(), Player::You);
        setup.first = First::Computer;
        assert_eq!(setup.predicted_winner(), Player::Computer);
        setup.position = "1,3,5,7".parse().unwrap();
        assert_eq!(setup.predicted_winner(), Player::You);
        setup.opponent = Opponent::Friend;
        assert_eq!(setup.predicted_winner(), Player::Player2);
    }

    #[test]
    fn the_machine_that_chooses_always_expects_to_win() {
        use crate::engine::{Ending, Rules};
        let rule_sets = [
            Rules::NORMAL,
            Rules::MISERE,
            Rules::new(Ending::Misere, Some(2)).unwrap(),
            Rules::moore(2, Ending::Normal).unwrap(),
        ];
        for rules in rule_sets {
            for piles in ["3,4,5", "1,4,5", "1,1,1", "3", "2,2", "3,3,3"] {
                let setup = Setup {
                    position: piles.parse().unwrap(),
                    rules,
                    opponent: Opponent::Computer(Level::Perfect),
                    first: First::Auto,
                };
                assert_eq!(setup.predicted_winner(), Player::Computer, "{piles}");
                assert!(setup.first_choice().is_some());
            }
        }
        let friend = Setup {
            opponent: Opponent::Friend,
            first: First::Auto,
            ..Setup::default()
        };
        assert_eq!(friend.first_choice(), None);
        assert_eq!(friend.first_player(), Player::Player1);
    }
}
