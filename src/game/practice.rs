//! Practice: a link to a set of exercises
//! (`#/learn/practice?seed=7&kind=move&level=hard`), a run through the set with
//! what was answered, the tableau's fields as typed, and the score kept per kind.
//!
//! As with game links, reading never fails: a part that cannot be used falls
//! back to its default and is reported. `lang` and `projector` are the view's
//! options and are passed over (a copy given twice is reported).

use std::fmt;
use std::str::FromStr;

use crate::engine::{
    check_tableau, exercise_set, outcome, parse_binary, winning_moves, BinaryError, Difficulty,
    ExerciseError, ExerciseKind, Move, Outcome, Position, Rules, Tableau,
};

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

use super::query::{Counts, Part, Query, QueryWriter};

/// The seed of a practice link that gives none.
pub const DEFAULT_PRACTICE_SEED: u64 = 1;

/// Which exercise set a practice page shows: the seed fixes the positions.
///
/// Its `Display` is the query string that [`parse_practice`] reads back.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Difficulty, ExerciseKind};
/// use bouton::game::{parse_practice, PracticeLink};
/// let link = PracticeLink { seed: 7, kind: ExerciseKind::Move, level: Difficulty::Hard };
/// assert_eq!(link.to_string(), "seed=7&kind=move&level=hard");
/// assert_eq!(parse_practice(&link.to_string()), (link, vec![]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PracticeLink {
    pub seed: u64,
    pub kind: ExerciseKind,
    pub level: Difficulty,
}

impl Default for PracticeLink {
    fn default() -> PracticeLink {
        PracticeLink {
            seed: DEFAULT_PRACTICE_SEED,
            kind: ExerciseKind::default(),
            level: Difficulty::default(),
        }
    }
}

impl fmt::Display for PracticeLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let query = QueryWriter::new()
            .part("seed", &self.seed)
            .part("kind", &self.kind)
            .part("level", &self.level);
        f.write_str(&query.finish())
    }
}

/// A part of a practice link that was ignored, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeProblem {
    /// The part's name, as written (lower case).
    pub key: String,
    /// Its value, as written.
    pub value: String,
    pub reason: PracticeReason,
}

/// Why a part of a practice link was ignored, and what the page does instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeReason {
    /// `seed` is not a whole number that fits a `u64`; [`DEFAULT_PRACTICE_SEED`] is used.
    Seed,
    /// `kind` is not an exercise kind; safe or not.
    Kind(ExerciseError),
    /// `level` is not a difficulty; easy.
    Level(ExerciseError),
    /// The part was already given; the first one counts.
    Repeated,
    /// A part the page does not read.
    Unknown,
}

impl fmt::Display for PracticeReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PracticeReason::Seed => write!(
                f,
                "the seed is a whole number of up to 19 digits, such as 42; using {DEFAULT_PRACTICE_SEED}"
            ),
            PracticeReason::Kind(e) => write!(f, "{e}; practising “safe”"),
            PracticeReason::Level(e) => write!(f, "{e}; using “easy”"),
            PracticeReason::Repeated => write!(f, "it was already given; the first one counts"),
            PracticeReason::Unknown => write!(f, "the page does not read that part"),
        }
    }
}

impl fmt::Display for PracticeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "“{}={}” was ignored: {}.",
            self.key, self.value, self.reason
        )
    }
}

/// Reads a practice link from its query (with or without the leading `?`, or
/// the whole hash `#/learn/practice?…`), as it stands in the address and as
/// [`Query::parse`] reads it. A missing part takes its default: seed
/// [`DEFAULT_PRACTICE_SEED`], kind safe, level easy.
///
/// # Examples
///
/// ```
/// use bouton::engine::{Difficulty, ExerciseKind};
/// use bouton::game::{parse_practice, PracticeReason};
/// let (link, problems) = parse_practice("?seed=-3&kind=TABLEAU&level=medium");
/// assert_eq!(link.seed, 1);
/// assert_eq!(link.kind, ExerciseKind::Tableau);
/// assert_eq!(link.level, Difficulty::Medium);
/// assert_eq!(problems[0].key, "seed");
/// assert_eq!(problems[0].reason, PracticeReason::Seed);
/// ```
pub fn parse_practice(query: &str) -> (PracticeLink, Vec<PracticeProblem>) {
    let query = query.split_once('?').map_or(query, |(_, after)| after);
    read_practice(&Query::parse(query))
}

/// [`parse_practice`], of a query already read. A part given twice: the
/// first counts, and every other copy is reported.
pub fn read_practice(query: &Query) -> (PracticeLink, Vec<PracticeProblem>) {
    let mut link = PracticeLink::default();
    let mut problems = Vec::new();
    for part in query.parts() {
        let known = ["seed", "kind", "level", "lang", "projector"];
        let reason = unread(part, &known).or_else(|| match part.name.as_str() {
            "seed" => read_seed(&part.value).map(|seed| link.seed = seed).err(),
            "kind" => part
                .value
                .parse()
                .map(|kind| link.kind = kind)
                .map_err(PracticeReason::Kind)
                .err(),
            "level" => part
                .value
                .parse()
                .map(|level| link.level = level)
                .map_err(PracticeReason::Level)
                .err(),
            // The view's options (`lang`, `projector`), read by the view.
            _ => None,
        });
        if let Some(reason) = reason {
            problems.push(PracticeProblem {
                key: part.name.clone(),
                value: part.value.clone(),
                reason,
            });
        }
    }
    (link, problems)
}

/// Why a page's link passes over `part`, whatever its value: a part the page
/// does not read (not among `known`), or a copy of one given before (the
/// first counts).
pub(super) fn unread(part: &Part, known: &[&str]) -> Option<PracticeReason> {
    if !known.contains(&part.name.as_str()) {
        Some(PracticeReason::Unknown)
    } else if !part.counts(Counts::First) {
        Some(PracticeReason::Repeated)
    } else {
        None
    }
}

/// Digits only: no sign, no spaces inside, nothing past `u64::MAX`.
fn read_seed(text: &str) -> Result<u64, PracticeReason> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PracticeReason::Seed);
    }
    text.parse().map_err(|_| PracticeReason::Seed)
}

/// A pupil's record at one kind of exercise, kept in this browser.
///
/// Its `Display` (`right/answered/streak/best`) is what `FromStr` reads back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub right: u32,
    pub answered: u32,
    /// Right answers in a row, up to the last answer.
    pub streak: u32,
    /// The longest streak so far.
    pub best: u32,
}

/// Why a kept score cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreError {
    /// Not four parts separated by `/`.
    Parts,
    /// A part is not a whole number that fits a `u32`.
    Number,
    /// The numbers contradict each other (more right answers than answers, a
    /// streak longer than the best one).
    Inconsistent,
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ScoreError::Parts => "a score is four numbers separated by “/”",
            ScoreError::Number => "a part of the score is not a whole number",
            ScoreError::Inconsistent => "the numbers of the score contradict each other",
        })
    }
}

impl std::error::Error for ScoreError {}

impl Score {
    /// Counts one answer.
    pub fn record(&mut self, right: bool) {
        self.answered = self.answered.saturating_add(1);
        if right {
            self.right = self.right.saturating_add(1);
            self.streak = self.streak.saturating_add(1);
            self.best = self.best.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    /// An answer shown rather than given: it counts neither way, but ends the
    /// run of right answers (a question passed over is not one answered).
    pub fn record_shown(&mut self) {
        self.streak = 0;
    }

    /// The score kept in storage, if any: nothing, or anything unreadable
    /// (edited by hand, written by another version), is a score of 0.
    pub fn read(kept: Option<&str>) -> Score {
        kept.and_then(|text| text.parse().ok()).unwrap_or_default()
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Score {
            right,
            answered,
            streak,
            best,
        } = self;
        write!(f, "{right}/{answered}/{streak}/{best}")
    }
}

impl FromStr for Score {
    type Err = ScoreError;

    fn from_str(text: &str) -> Result<Score, ScoreError> {
        let parts: Vec<&str> = text.trim().split('/').collect();
        let [right, answered, streak, best] = parts.as_slice() else {
            return Err(ScoreError::Parts);
        };
        // Digits only: `+3` and ` 3` are not what the page writes.
        let number = |part: &str| {
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ScoreError::Number);
            }
            part.parse::<u32>().map_err(|_| ScoreError::Number)
        };
        let score = Score {
            right: number(right)?,
            answered: number(answered)?,
            streak: number(streak)?,
            best: number(best)?,
        };
        if score.right > score.answered || score.streak > score.best || score.best > score.right {
            return Err(ScoreError::Inconsistent);
        }
        Ok(score)
    }
}

/// What a pupil answered about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Whether the position was called safe.
    Safe(bool),
    /// The move played on the board.
    Move(Move),
    /// The rows typed (each pile in binary) and the column sums (index k for
    /// the column of 2^k); `None` where nothing readable was typed.
    Tableau {
        rows: Vec<Option<u32>>,
        sums: Vec<Option<u32>>,
    },
}

fn is_safe(position: &Position) -> bool {
    outcome(position, &Rules::NORMAL) == Outcome::Safe
}

/// Whether `reply` is a right answer about `position` (normal play).
pub fn is_right(position: &Position, reply: &Reply) -> bool {
    match reply {
        Reply::Safe(safe) => is_safe(position) == *safe,
        Reply::Move(mv) => Rules::NORMAL
            .play(position, *mv)
            .is_ok_and(|left| is_safe(&left)),
        Reply::Tableau { rows, sums } => check_tableau(position, rows, sums).all_right(),
    }
}

/// The right answer about `position` to an exercise of `kind`, as a pupil
/// would give it: whether it is safe, its first winning move, or its tableau's
/// rows and column sums. `None` for a move asked of a safe position, which
/// has none (a set of move exercises holds none).
pub fn right_reply(position: &Position, kind: ExerciseKind) -> Option<Reply> {
    Some(match kind {
        ExerciseKind::Safe => Reply::Safe(is_safe(position)),
        ExerciseKind::Move => Reply::Move(*winning_moves(position, &Rules::NORMAL).first()?),
        ExerciseKind::Tableau => Reply::Tableau {
            rows: position.piles().iter().map(|&n| Some(n)).collect(),
            sums: Tableau::new(position, &Rules::NORMAL)
                .column_sums
                .into_iter()
                .map(Some)
                .collect(),
        },
    })
}

/// The position whose tableau explains the verdict: the one left by the move
/// played, else the position itself.
pub fn shown_position(position: &Position, reply: &Reply) -> Position {
    match reply {
        Reply::Move(mv) => Rules::NORMAL
            .play(position, *mv)
            .unwrap_or_else(|_| position.clone()),
        _ => position.clone(),
    }
}

/// The fields of a tableau exercise as typed: each pile in binary, and the
/// column sums (index k for the column of 2^k).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Typed {
    rows: Vec<String>,
    sums: Vec<String>,
}

/// A field of a tableau exercise: the row of a pile, or the sum of a column
/// (index k for the column of 2^k), each from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Row(usize),
    Sum(usize),
}

/// Why a field of the tableau exercise is not yet an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unanswered {
    Blank,
    /// A row holds something other than 0s and 1s.
    NotBinary,
    /// A column sum is not a count (0, 1, 2, …).
    NotCount,
}

impl Typed {
    /// What is typed in `field`, empty if nothing is.
    pub fn get(&self, field: Field) -> &str {
        let (fields, i) = match field {
            Field::Row(i) => (&self.rows, i),
            Field::Sum(i) => (&self.sums, i),
        };
        fields.get(i).map_or("", String::as_str)
    }

    /// Puts `text` in `field`, however few fields are typed yet.
    pub fn set(&mut self, field: Field, text: String) {
        let (fields, i) = match field {
            Field::Row(i) => (&mut self.rows, i),
            Field::Sum(i) => (&mut self.sums, i),
        };
        if fields.len() <= i {
            fields.resize(i + 1, String::new());
        }
        fields[i] = text;
    }

    /// The first field not yet an answer, in a position of `piles` piles and
    /// `columns` columns, and why, in the order the fields are filled in: the
    /// piles' rows from the first, then the column sums from the highest. A
    /// blank field is not, nor one that is no binary number (a row) or no
    /// count (a sum): a slip of the keys is not a wrong answer.
    pub fn first_unanswered(&self, piles: usize, columns: usize) -> Option<(Field, Unanswered)> {
        let fields = || {
            (0..piles)
                .map(Field::Row)
                .chain((0..columns).rev().map(Field::Sum))
        };
        let blank = fields().find(|&field| self.get(field).trim().is_empty());
        let unreadable = || {
            fields().find_map(|field| {
                let text = self.get(field);
                match field {
                    Field::Row(_) => matches!(parse_binary(text), Err(BinaryError::NotBinary(_)))
                        .then_some((field, Unanswered::NotBinary)),
                    Field::Sum(_) => text
                        .trim()
                        .parse::<u32>()
                        .is_err()
                        .then_some((field, Unanswered::NotCount)),
                }
            })
        };
        blank
            .map(|field| (field, Unanswered::Blank))
            .or_else(unreadable)
    }

    /// A tableau answer written in its fields as a pupil would: each row in
    /// binary to the tableau's width, each sum as a count, a part missing left
    /// empty. `None` for another kind of answer.
    pub fn written(reply: &Reply) -> Option<Typed> {
        let Reply::Tableau { rows, sums } = reply else {
            return None;
        };
        let width = sums.len();
        let text = |part: &Option<u32>, binary: bool| {
            part.map_or_else(String::new, |n| {
                if binary {
                    format!("{n:0width$b}")
                } else {
                    n.to_string()
                }
            })
        };
        Some(Typed {
            rows: rows.iter().map(|row| text(row, true)).collect(),
            sums: sums.iter().map(|sum| text(sum, false)).collect(),
        })
    }

    /// Whether nothing is typed in any field.
    fn is_blank(&self) -> bool {
        self.rows
            .iter()
            .chain(&self.sums)
            .all(|text| text.is_empty())
    }

    /// The fields as text to keep: the rows, then the column sums, each
    /// list separated by commas (`0011,100;2,1`).
    fn kept_text(&self) -> String {
        let list = |fields: &[String]| {
            fields
                .iter()
                .map(|text| utf8_percent_encode(text, KEPT_ESCAPED).to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        format!("{};{}", list(&self.rows), list(&self.sums))
    }

    /// Fields kept by [`Typed::kept_text`], if they fit a tableau of `piles`
    /// rows and `columns` sums and none is longer than a pupil types.
    fn from_kept(text: &str, piles: usize, columns: usize) -> Option<Typed> {
        let list = |part: &str, most: usize| -> Option<Vec<String>> {
            // No field typed is an empty list, not one empty field.
            if part.is_empty() {
                return Some(Vec::new());
            }
            let fields = part
                .split(',')
                .map(|field| {
                    let text = percent_decode_str(field).decode_utf8().ok()?;
                    (text.chars().count() <= MAX_TYPED).then(|| text.into_owned())
                })
                .collect::<Option<Vec<_>>>()?;
            (fields.len() <= most).then_some(fields)
        };
        let (rows, sums) = text.split_once(';')?;
        Some(Typed {
            rows: list(rows, piles)?,
            sums: list(sums, columns)?,
        })
    }

    /// The answer for a position of `piles` piles and `columns` columns: a
    /// field left empty or unreadable is no answer.
    pub fn reply(&self, piles: usize, columns: usize) -> Reply {
        Reply::Tableau {
            rows: (0..piles)
                .map(|i| parse_binary(self.get(Field::Row(i))).ok())
                .collect(),
            sums: (0..columns)
                .map(|k| self.get(Field::Sum(k)).trim().parse().ok())
                .collect(),
        }
    }
}

/// What a kept field escapes: the separators of [`Typed::kept_text`], the
/// escape itself and control characters.
const KEPT_ESCAPED: &AsciiSet = &CONTROLS.add(b'%').add(b',').add(b';');

/// The longest a field takes, and is kept: longer than any row or sum a
/// pupil means.
pub const MAX_TYPED: usize = 64;

/// A run through one set: its positions, the one on show, what was answered
/// to each, and how many answers were right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    link: PracticeLink,
    positions: Vec<Position>,
    /// The position on show: one of those done, to look back at, or the
    /// first not done.
    index: usize,
    /// What was answered to each position done, in order, and whether it
    /// was the right answer shown rather than one given; `None` for those
    /// done before a reload, whose answers were not kept.
    answers: Vec<Option<(Reply, bool)>>,
    right: usize,
    /// How many answers in this run were shown rather than given.
    shown: usize,
}

impl Session {
    pub fn new(link: PracticeLink) -> Session {
        Session {
            link,
            positions: exercise_set(link.seed, link.kind, link.level),
            index: 0,
            answers: Vec::new(),
            right: 0,
            shown: 0,
        }
    }

    /// The set this run goes through.
    pub fn link(&self) -> PracticeLink {
        self.link
    }

    /// The position on show, `None` once the set is finished.
    pub fn position(&self) -> Option<&Position> {
        self.positions.get(self.index)
    }

    /// Which position is on show, from 0 (the set's length once it is finished).
    pub fn index(&self) -> usize {
        self.index
    }

    /// How many positions the set holds.
    pub fn count(&self) -> usize {
        self.positions.len()
    }

    /// What was answered to the position on show, once it was.
    pub fn reply(&self) -> Option<&Reply> {
        self.on_show().map(|(reply, _)| reply)
    }

    fn on_show(&self) -> Option<&(Reply, bool)> {
        self.answers.get(self.index)?.as_ref()
    }

    /// Whether the position on show is the first not done: the one to answer.
    fn at_frontier(&self) -> bool {
        self.index == self.answers.len()
    }

    /// How many answers in this run were right.
    pub fn right(&self) -> usize {
        self.right
    }

    /// How many answers in this run were shown rather than given.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// How many answers of the set were given, not shown, once it is finished.
    pub fn answered(&self) -> usize {
        self.count() - self.shown
    }

    /// Whether the answer on show was shown rather than given.
    pub fn revealed(&self) -> bool {
        self.on_show().is_some_and(|&(_, shown)| shown)
    }

    /// Shows the right answer to the position on show, unanswered yet (at a
    /// projector, where the class answers aloud): it is neither right nor
    /// wrong. Says whether it did.
    pub fn show(&mut self) -> bool {
        if !self.at_frontier() {
            return false;
        }
        let Some(reply) = self
            .position()
            .and_then(|position| right_reply(position, self.link.kind))
        else {
            return false;
        };
        self.answers.push(Some((reply, true)));
        self.shown += 1;
        true
    }

    /// Answers the position on show: whether the answer is right, or `None`
    /// when it was answered already or the set is finished (the first answer
    /// counts).
    pub fn answer(&mut self, reply: Reply) -> Option<bool> {
        if !self.at_frontier() {
            return None;
        }
        let right = is_right(self.position()?, &reply);
        self.right += usize::from(right);
        self.answers.push(Some((reply, false)));
        Some(right)
    }

    /// Moves on to the next position once this one is answered; says whether it did.
    pub fn advance(&mut self) -> bool {
        if self.at_frontier() || self.position().is_none() {
            return false;
        }
        self.index += 1;
        true
    }

    /// Goes back to the position before, with its answer (a clicker pressed
    /// once too often); says whether it did. Not past the start, nor to a
    /// position done before a reload, whose answer was not kept.
    pub fn back(&mut self) -> bool {
        let Some(before) = self.index.checked_sub(1) else {
            return false;
        };
        if !matches!(self.answers.get(before), Some(Some(_))) {
            return false;
        }
        self.index = before;
        true
    }

    /// How far the run got, to pick it up after a reload: the positions done
    /// (one answered counts, as if Next was pressed), the right answers and
    /// the answers shown, as `4:2:1`.
    pub fn progress(&self) -> String {
        let done = self.answers.len();
        format!("{done}:{}:{}", self.right, self.shown)
    }

    /// What was typed for the position to answer (the first not done), to
    /// pick it up after a reload with [`Session::resume_typed`]: its number,
    /// then the fields (`3;0011,100;2,1`). Those fields are `on_show`, or
    /// while an earlier answer is looked back at, the `draft` set aside.
    /// `None` with nothing typed, or nothing to answer.
    pub fn kept_typed(&self, on_show: &Typed, draft: Option<&Typed>) -> Option<String> {
        let typed = if self.reply().is_none() {
            on_show
        } else {
            draft?
        };
        let frontier = self.answers.len();
        (self.link.kind == ExerciseKind::Tableau && frontier < self.count() && !typed.is_blank())
            .then(|| format!("{frontier};{}", typed.kept_text()))
    }

    /// The fields [`Session::kept_typed`] kept, if they were typed for the
    /// position to answer and fit its tableau; none typed otherwise.
    pub fn resume_typed(&self, kept: Option<&str>) -> Typed {
        let read = || {
            let (frontier, fields) = kept?.split_once(';')?;
            let position = self.positions.get(self.answers.len())?;
            if frontier.parse::<usize>().ok()? != self.answers.len()
                || self.link.kind != ExerciseKind::Tableau
            {
                return None;
            }
            let columns = Tableau::columns_of(position);
            Typed::from_kept(fields, position.piles().len(), columns)
        };
        read().unwrap_or_default()
    }

    /// The run through `link`'s set picked up where `progress` left it; from
    /// its start if there is none, or it cannot be this set's.
    pub fn resume(link: PracticeLink, progress: Option<&str>) -> Session {
        let mut session = Session::new(link);
        // `done:right`, as kept before answers could be shown, has none shown.
        let read = progress.and_then(|p| {
            let parts: Vec<usize> = p
                .split(':')
                .map(|n| n.parse().ok())
                .collect::<Option<_>>()?;
            match parts[..] {
                [done, right] => Some((done, right, 0)),
                [done, right, shown] => Some((done, right, shown)),
                _ => None,
            }
        });
        if let Some((done, right, shown)) = read.filter(|&(done, right, shown)| {
            done <= session.count() && right.checked_add(shown).is_some_and(|given| given <= done)
        }) {
            session.index = done;
            session.answers = vec![None; done];
            session.right = right;
            session.shown = shown;
        }
        session
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(piles: &str) -> Position {
        piles.parse().unwrap()
    }

    #[test]
    fn fields_typed_are_kept_for_the_position_to_answer() {
        let link = PracticeLink {
            kind: ExerciseKind::Tableau,
            ..PracticeLink::default()
        };
        let mut run = Session::new(link);
        let mut typed = Typed::default();
        assert_eq!(
            run.kept_typed(&typed, None),
            None,
            "nothing typed, nothing kept"
        );
        typed.set(Field::Row(0), "01,1;%".into());
        typed.set(Field::Sum(1), " 2".into());
        let kept = run.kept_typed(&typed, None).unwrap();
        assert_eq!(kept, "0;01%2C1%3B%25;, 2");
        assert_eq!(run.resume_typed(Some(&kept)), typed);
        // Answered, the first keeps nothing: the second is to answer, and
        // the first's fields are not read for it.
        let answer = |run: &Session| right_reply(run.position().unwrap(), link.kind).unwrap();
        run.answer(answer(&run));
        let written = Typed::written(run.reply().unwrap()).unwrap();
        assert_eq!(run.kept_typed(&written, None), None);
        assert!(run.advance());
        assert_eq!(run.resume_typed(Some(&kept)), Typed::default());
        // Looked back at, the first shows its answer and keeps the second's
        // fields, set aside.
        let kept = run.kept_typed(&typed, None).unwrap();
        assert!(kept.starts_with("1;"), "{kept}");
        assert!(run.back());
        assert_eq!(run.kept_typed(&written, Some(&typed)), Some(kept.clone()));
        assert_eq!(run.kept_typed(&written, None), None);
        let resumed = Session::resume(link, Some(&run.progress()));
        assert_eq!(resumed.index(), 1);
        assert_eq!(resumed.resume_typed(Some(&kept)), typed);
        // Nothing to answer once the set is done, nor on a set of questions
        // with no fields.
        let mut done = Session::new(link);
        while done.show() {
            done.advance();
        }
        assert_eq!(done.kept_typed(&typed, None), None);
        let safe = Session::new(PracticeLink::default());
        assert_eq!(safe.kept_typed(&typed, None), None);
        assert_eq!(safe.resume_typed(Some("0;1;1")), Typed::default());
    }

    #[test]
    fn kept_fields_that_do_not_fit_are_not_read() {
        let link = PracticeLink {
            kind: ExerciseKind::Tableau,
            ..PracticeLink::default()
        };
        let run = Session::new(link);
        let piles = run.position().unwrap().piles().len();
        let long = "1".repeat(MAX_TYPED + 1);
        let columns = Tableau::columns_of(run.position().unwrap());
        let too_many = vec!["1"; piles + 1].join(",");
        let too_many_sums = vec!["1"; columns + 1].join(",");
        for kept in [
            "",
            "0",
            "x;1;1",
            "1;1;1",
            "-0;1;1",
            "0;1",
            "0;%FF;1",
            &format!("0;{long};1"),
            &format!("0;{too_many};1"),
            &format!("0;1;{too_many_sums}"),
        ] {
            assert_eq!(run.resume_typed(Some(kept)), Typed::default(), "{kept:?}");
        }
        let mut typed = Typed::default();
        typed.set(Field::Row(0), "1".repeat(MAX_TYPED));
        assert_eq!(
            run.resume_typed(run.kept_typed(&typed, None).as_deref()),
            typed
        );
    }

    #[test]
    fn a_score_round_trips_and_counts_streaks() {
        let mut score = Score::default();
        for right in [true, true, false, true, true, true, false] {
            score.record(right);
        }
        assert_eq!(
            score,
            Score {
                right: 5,
                answered: 7,
                streak: 0,
                best: 3
            }
        );
        score.record(true);
        assert_eq!(score.to_string(), "6/8/1/3");
        score.record_shown();
        assert_eq!(score.to_string(), "6/8/0/3");
        score.record(true);
        assert_eq!("7/9/1/3".parse(), Ok(score));
        assert_eq!(Score::read(Some(&score.to_string())), score);
        let mut top = Score {
            right: u32::MAX,
            answered: u32::MAX,
            streak: u32::MAX,
            best: u32::MAX,
        };
        top.record(true);
        assert_eq!(Score::read(Some(&top.to_string())), top);
    }

    #[test]
    fn an_unreadable_score_is_zero() {
        let cases = [
            ("", ScoreError::Parts),
            ("1/2/3", ScoreError::Parts),
            ("1/2/1/1/1", ScoreError::Parts),
            ("a/b/c/d", ScoreError::Number),
            ("-1/2/0/0", ScoreError::Number),
            ("+1/2/0/1", ScoreError::Number),
            ("1/ 2/0/1", ScoreError::Number),
            ("1//0/1", ScoreError::Number),
            ("1.5/2/0/1", ScoreError::Number),
            ("4294967296/4294967296/0/0", ScoreError::Number),
            ("3/2/0/0", ScoreError::Inconsistent),
            ("2/5/3/2", ScoreError::Inconsistent),
            ("2/5/0/3", ScoreError::Inconsistent),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<Score>(), Err(error), "{text:?}");
            assert_eq!(Score::read(Some(text)), Score::default(), "{text:?}");
        }
        assert_eq!(Score::read(None), Score::default());
        assert_eq!(
            Score::read(Some(" 2/3/1/1\n")),
            Score {
                right: 2,
                answered: 3,
                streak: 1,
                best: 1
            }
        );
        assert_eq!(Score::read(Some("{\"right\":3}<b>")), Score::default());
    }

    #[test]
    fn the_first_field_not_an_answer_is_found_in_the_order_of_filling_in() {
        let mut typed = Typed::default();
        let first = |typed: &Typed| typed.first_unanswered(2, 3);
        assert_eq!(first(&typed), Some((Field::Row(0), Unanswered::Blank)));
        typed.set(Field::Row(0), "11".into());
        // A row of spaces is blank.
        typed.set(Field::Row(1), "  ".into());
        assert_eq!(first(&typed), Some((Field::Row(1), Unanswered::Blank)));
        typed.set(Field::Row(1), "2x".into());
        assert_eq!(first(&typed), Some((Field::Sum(2), Unanswered::Blank)));
        typed.set(Field::Sum(2), "0".into());
        typed.set(Field::Sum(0), "1".into());
        assert_eq!(first(&typed), Some((Field::Sum(1), Unanswered::Blank)));
        typed.set(Field::Sum(1), "two".into());
        // Every field filled in: a blank is asked for first, then what cannot be read.
        assert_eq!(first(&typed), Some((Field::Row(1), Unanswered::NotBinary)));
        typed.set(Field::Row(1), "1 0".into());
        assert_eq!(first(&typed), Some((Field::Sum(1), Unanswered::NotCount)));
        typed.set(Field::Sum(1), "-1".into());
        assert_eq!(first(&typed), Some((Field::Sum(1), Unanswered::NotCount)));
        typed.set(Field::Sum(1), " 2 ".into());
        assert_eq!(first(&typed), None);
        // A wrong answer, or a row too long to be a pile's, is an answer.
        typed.set(Field::Row(0), "1".repeat(40));
        assert_eq!(first(&typed), None);
    }

    #[test]
    fn a_run_is_picked_up_where_it_was_left() {
        let link = PracticeLink::default();
        let mut run = Session::new(link);
        assert_eq!(run.progress(), "0:0:0");
        let first = run.position().unwrap().clone();
        let safe = outcome(&first, &Rules::NORMAL) == Outcome::Safe;
        assert_eq!(run.answer(Reply::Safe(safe)), Some(true));
        // Answered, the position counts as done.
        assert_eq!(run.progress(), "1:1:0");
        let again = Session::resume(link, Some(&run.progress()));
        assert_eq!((again.index(), again.right(), again.reply()), (1, 1, None));
        assert_eq!(again.position(), run.positions.get(1));
        // Finished, it stays finished.
        let done = Session::resume(link, Some(&format!("{}:3", run.count())));
        assert_eq!((done.position(), done.right()), (None, 3));
        // What cannot be this set's run starts it again.
        let past = format!("{}:0", run.count() + 1);
        for bad in [
            "",
            "x",
            "3",
            "2:5",
            &past,
            "-1:0",
            "1:1:1",
            "1:0:2",
            "1:0:0:0",
            "99999999999999999999:0",
        ] {
            assert_eq!(
                Session::resume(link, Some(bad)),
                Session::new(link),
                "{bad}"
            );
        }
        assert_eq!(Session::resume(link, None), Session::new(link));
    }

    #[test]
    fn an_answer_shown_is_right_and_counts_apart() {
        for kind in ExerciseKind::ALL {
            for level in Difficulty::ALL {
                let link = PracticeLink {
                    seed: 11,
                    kind,
                    level,
                };
                let mut run = Session::new(link);
                // The first answered, the second shown, the third answered wrong.
                let first = run.position().unwrap().clone();
                let right = right_reply(&first, kind).unwrap();
                assert!(is_right(&first, &right), "{first}");
                assert_eq!(run.answer(right), Some(true));
                assert!(!run.show(), "answered already");
                assert!(!run.revealed());
                assert!(run.advance());
                let second = run.position().unwrap().clone();
                assert!(run.show());
                assert!(run.revealed());
                let shown = run.reply().unwrap().clone();
                assert!(
                    is_right(&second, &shown),
                    "{kind} {level} {second}: {shown:?}"
                );
                assert_eq!(
                    run.answer(shown.clone()),
                    None,
                    "shown, it cannot be answered"
                );
                assert_eq!((run.right(), run.shown()), (1, 1));
                assert_eq!(run.progress(), "2:1:1");
                assert!(run.advance());
                assert!(!run.revealed());
                let third = run.position().unwrap().clone();
                let wrong = match kind {
                    ExerciseKind::Safe => Reply::Safe(!is_safe(&third)),
                    ExerciseKind::Move => Reply::Move(Move { pile: 9, take: 1 }),
                    ExerciseKind::Tableau => Reply::Tableau {
                        rows: vec![],
                        sums: vec![],
                    },
                };
                assert_eq!(run.answer(wrong), Some(false));
                // A tableau shown is written in its boxes, and reads back as itself.
                if let Some(typed) = Typed::written(&shown) {
                    let (piles, columns) = (second.piles().len(), typed.sums.len());
                    assert_eq!(typed.reply(piles, columns), shown);
                    assert_eq!(typed.first_unanswered(piles, columns), None);
                }
                let again = Session::resume(link, Some(&run.progress()));
                assert_eq!((again.index(), again.right(), again.shown()), (3, 1, 1));
                assert!(!again.revealed());
                // Finished with the rest shown: two answers given of the ten.
                let mut finished = again;
                while finished.position().is_some() {
                    finished.show();
                    finished.advance();
                }
                assert_eq!(
                    (finished.count(), finished.shown(), finished.answered()),
                    (10, 8, 2)
                );
            }
        }
        // A move asked of a safe position has no right answer to show.
        assert_eq!(right_reply(&position("1,2,3"), ExerciseKind::Move), None);
        assert_eq!(
            right_reply(&position("1,2,3"), ExerciseKind::Safe),
            Some(Reply::Safe(true))
        );
        assert_eq!(
            right_reply(&position("3,4,5"), ExerciseKind::Tableau),
            Some(Reply::Tableau {
                rows: vec![Some(3), Some(4), Some(5)],
                sums: vec![Some(2), Some(1), Some(2)],
            })
        );
        assert_eq!(
            Typed::written(&right_reply(&position("3,4,1"), ExerciseKind::Tableau).unwrap()),
            Some(Typed {
                rows: vec!["011".into(), "100".into(), "001".into()],
                sums: vec!["2".into(), "1".into(), "1".into()],
            })
        );
        assert_eq!(Typed::written(&Reply::Safe(true)), None);
        // Finished, there is nothing to show.
        let mut done = Session::resume(PracticeLink::default(), Some("10:0:10"));
        assert!(!done.show());
    }

    #[test]
    fn answers_are_judged_by_the_tableau() {
        let safe = position("1,4,5");
        let unsafe_ = position("3,4,5");
        assert!(is_right(&safe, &Reply::Safe(true)));
        assert!(!is_right(&safe, &Reply::Safe(false)));
        assert!(is_right(&unsafe_, &Reply::Safe(false)));
        // 3,4,5: take 2 from pile 1 to leave 1,4,5.
        assert!(is_right(&unsafe_, &Reply::Move(Move { pile: 0, take: 2 })));
        assert!(!is_right(&unsafe_, &Reply::Move(Move { pile: 0, take: 1 })));
        // Not a move: never right.
        assert!(!is_right(&unsafe_, &Reply::Move(Move { pile: 0, take: 9 })));
        assert!(!is_right(&unsafe_, &Reply::Move(Move { pile: 7, take: 1 })));
        let typed = Typed {
            rows: vec!["11".into(), "1 0 0".into(), "101".into()],
            sums: vec!["2".into(), " 1 ".into(), "2".into()],
        };
        assert!(is_right(&unsafe_, &typed.reply(3, 3)));
        let short = Typed {
            rows: vec!["11".into(), "12".into()],
            sums: vec![],
        };
        assert_eq!(
            short.reply(3, 3),
            Reply::Tableau {
                rows: vec![Some(3), None, None],
                sums: vec![None, None, None]
            }
        );
        assert!(!is_right(&unsafe_, &short.reply(3, 3)));
    }

    #[test]
    fn a_session_goes_through_its_set_once() {
        let link = PracticeLink {
            seed: 7,
            kind: ExerciseKind::Safe,
            level: Difficulty::Easy,
        };
        let mut session = Session::new(link);
        assert_eq!(session.count(), 10);
        assert_eq!(session, Session::new(link), "a link gives the same set");
        // Nothing to move on from before an answer.
        assert!(!session.advance());
        let mut right = 0;
        for i in 0..10 {
            assert_eq!(session.index(), i);
            let safe = is_safe(session.position().unwrap());
            // Right on the even positions, wrong on the odd ones.
            let said = if i % 2 == 0 { safe } else { !safe };
            assert_eq!(session.answer(Reply::Safe(said)), Some(i % 2 == 0));
            // The first answer counts.
            assert_eq!(session.answer(Reply::Safe(!said)), None);
            right += usize::from(i % 2 == 0);
            assert_eq!(session.right(), right);
            assert!(session.advance());
        }
        assert_eq!(session.position(), None);
        assert_eq!(session.answer(Reply::Safe(true)), None);
        assert!(!session.advance());
        assert_eq!(session.right(), 5);
    }

    #[test]
    fn a_run_steps_back_to_the_answers_given_and_on_again() {
        let link = PracticeLink {
            seed: 7,
            kind: ExerciseKind::Safe,
            level: Difficulty::Medium,
        };
        let mut run = Session::new(link);
        assert!(!run.back(), "nothing before the first");
        let first = is_safe(run.position().unwrap());
        assert_eq!(run.answer(Reply::Safe(!first)), Some(false));
        assert!(run.advance());
        assert!(run.show());
        assert!(run.advance());
        // On the third, unanswered: back to the second, its answer shown, then the first.
        assert!(run.back());
        assert_eq!((run.index(), run.revealed()), (1, true));
        assert!(run.back());
        assert_eq!(run.index(), 0);
        assert_eq!(run.reply(), Some(&Reply::Safe(!first)));
        assert!(!run.revealed());
        assert!(!run.back());
        // Looked back at, an answer stands: neither answered again nor shown.
        assert_eq!(run.answer(Reply::Safe(first)), None);
        assert!(!run.show());
        assert_eq!(
            (run.right(), run.shown(), run.progress()),
            (0, 1, "2:0:1".to_string())
        );
        // On again to the first not done, unanswered.
        assert!(run.advance() && run.advance());
        assert_eq!((run.index(), run.reply()), (2, None));
        assert!(!run.advance());
        // After a reload the answers before it are not kept: no going back to them.
        let mut again = Session::resume(link, Some(&run.progress()));
        assert_eq!(again.index(), 2);
        assert!(!again.back());
        assert!(again.show() && again.advance() && again.back());
        assert_eq!(again.index(), 2);
        assert!(!again.back());
    }

    fn keys(problems: &[PracticeProblem]) -> Vec<&str> {
        problems.iter().map(|p| p.key.as_str()).collect()
    }

    #[test]
    fn names_and_values_are_decoded_once_split() {
        let (link, problems) = parse_practice("seed=%37&KIND=%6Dove&level=hard");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!((link.seed, link.kind), (7, ExerciseKind::Move));
        // An encoded `&` and `=` stay inside the value they were written in.
        let (link, problems) = parse_practice("kind=move%26level%3Dhard");
        assert_eq!(link.level, Difficulty::Easy);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].value, "move&level=hard");
    }

    #[test]
    fn reads_a_full_link() {
        let (link, problems) = parse_practice("seed=12345&kind=move&level=hard");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(
            link,
            PracticeLink {
                seed: 12345,
                kind: ExerciseKind::Move,
                level: Difficulty::Hard
            }
        );
        let (same, problems) =
            parse_practice("#/learn/practice? SEED = 12345 &Kind=MOVE&level=Hard&lang=it");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(same, link);
        // Spaces around a value (a `+` is one) are passed over, as in a game's link.
        let (same, problems) = parse_practice("seed=+12345+&kind=%20move&level=hard");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(same, link);
    }

    #[test]
    fn round_trips() {
        for seed in [0, 1, 99, u64::MAX] {
            for kind in ExerciseKind::ALL {
                for level in Difficulty::ALL {
                    let link = PracticeLink { seed, kind, level };
                    assert_eq!(parse_practice(&link.to_string()), (link, vec![]));
                    assert_eq!(parse_practice(&format!("?{link}")), (link, vec![]));
                }
            }
        }
        assert_eq!(
            PracticeLink::default().to_string(),
            "seed=1&kind=safe&level=easy"
        );
    }

    #[test]
    fn bad_parts_fall_back_and_are_reported() {
        let cases = [
            ("seed=-3", vec!["seed"]),
            ("seed=abc", vec!["seed"]),
            ("seed=", vec!["seed"]),
            ("seed", vec!["seed"]),
            ("seed=1.5", vec!["seed"]),
            ("seed=4+2", vec!["seed"]),
            ("seed=18446744073709551616", vec!["seed"]),
            ("kind=xyz", vec!["kind"]),
            ("kind=", vec!["kind"]),
            ("level=expert", vec!["level"]),
            ("colour=red", vec!["colour"]),
            ("seed=abc&kind=xyz&level=0", vec!["seed", "kind", "level"]),
            ("", vec![]),
            ("&&&", vec![]),
            ("?", vec![]),
        ];
        for (query, expected) in cases {
            let (link, problems) = parse_practice(query);
            assert_eq!(keys(&problems), expected, "{query}");
            assert_eq!(link, PracticeLink::default(), "{query}");
            assert!(problems.iter().all(|p| !p.reason.to_string().is_empty()));
        }
        let (_, problems) = parse_practice("seed=-3");
        assert_eq!(
            problems[0].to_string(),
            "“seed=-3” was ignored: the seed is a whole number of up to 19 digits, such as 42; using 1."
        );
        let (_, problems) = parse_practice("kind=xyz");
        assert_eq!(
            problems[0].reason,
            PracticeReason::Kind(ExerciseError::UnknownKind)
        );
        assert_eq!(
            problems[0].to_string(),
            "“kind=xyz” was ignored: the exercise is “safe”, “move” or “tableau”; practising “safe”."
        );
    }

    #[test]
    fn the_first_of_a_repeated_part_counts() {
        let (link, problems) = parse_practice("seed=5&kind=move&seed=6&KIND=tableau");
        assert_eq!(link.seed, 5);
        assert_eq!(link.kind, ExerciseKind::Move);
        assert_eq!(keys(&problems), vec!["seed", "kind"]);
        assert!(problems
            .iter()
            .all(|p| p.reason == PracticeReason::Repeated));
        // Even when the first was unusable: the link is wrong, and says so.
        let (link, problems) = parse_practice("seed=x&seed=6");
        assert_eq!(link.seed, DEFAULT_PRACTICE_SEED);
        assert_eq!(
            problems.iter().map(|p| &p.reason).collect::<Vec<_>>(),
            vec![&PracticeReason::Seed, &PracticeReason::Repeated]
        );
        // The view's options too; an unknown part is unknown however often given.
        let (_, problems) = parse_practice("lang=it&lang=en&colour=red&colour=blue");
        assert_eq!(
            problems.iter().map(|p| &p.reason).collect::<Vec<_>>(),
            vec![
                &PracticeReason::Repeated,
                &PracticeReason::Unknown,
                &PracticeReason::Unknown
            ]
        );
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Whatever a pupil types in a tableau's boxes, within their length,
        /// is read back box for box after a reload.
        #[test]
        fn typed_fields_read_back_as_typed(
            seed in any::<u64>(),
            rows in prop::collection::vec(".{0,64}", 0..6),
            sums in prop::collection::vec(".{0,64}", 0..6),
        ) {
            let link = PracticeLink { seed, kind: ExerciseKind::Tableau, ..PracticeLink::default() };
            let run = Session::new(link);
            let position = run.position().unwrap();
            let columns = Tableau::columns_of(position);
            let mut typed = Typed::default();
            let fields = rows.iter().enumerate().take(position.piles().len()).map(|(i, text)| (Field::Row(i), text))
                .chain(sums.iter().enumerate().take(columns).map(|(k, text)| (Field::Sum(k), text)));
            for (field, text) in fields {
                typed.set(field, text.chars().take(MAX_TYPED).collect());
            }
            let read = run.resume_typed(run.kept_typed(&typed, None).as_deref());
            for i in 0..position.piles().len() {
                prop_assert_eq!(read.get(Field::Row(i)), typed.get(Field::Row(i)));
            }
            for k in 0..columns {
                prop_assert_eq!(read.get(Field::Sum(k)), typed.get(Field::Sum(k)));
            }
        }
    }
}
