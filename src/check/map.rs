//! Judging a claimed answer of the Lights Out family: a press map for
//! Fliptile (POJ 3279) and EXTENDED LIGHTS OUT (POJ 1222), a count (or the
//! judge's word for none) for the others.
//!
//! A count is right when it is the judge's answer: the fewest presses, or
//! the judge's word (`inf`, `-1`, `Impossible`, `NO`) when no presses reach
//! the goal or, for Turn the Lights Off and the switches, more than the
//! judge prints (100, 6) are needed. A Turn the Lights Off answer starts
//! with the case's name.
//!
//! The statement asks for one map: the fewest presses that reach the goal
//! and, among those, the first in reading order (for EXTENDED LIGHTS OUT,
//! whose 5 × 6 board has exactly one answer, that is the only map that
//! clears it). So the first wrong line is the first row that differs from
//! that map, and the rule broken is the first of: well formed, reaches the
//! goal, fewest presses, least in reading order.

use core::fmt;

use super::{Problem, Rejection};
use crate::Cell;
use crate::family::{Answer, MAP_NONE, Puzzle, Sibling};
use crate::lights_out::{Board, Goal, MAX_SIDE, SizeError, Solution, Solver};
use crate::text::{Found, is_blank, trim};

/// The press map that reads first, when a claimed one with as many
/// presses reads later: shown as its first row and, when there are more
/// rows, `/ ...` (`0 0 0 1 / ...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstMap {
    row: u32,
    cols: u8,
    more: bool,
    /// Written with a space between cells, as the family's judges write
    /// maps (`flipswap lights-out` writes them without).
    spaced: bool,
}

impl FirstMap {
    fn of(map: &Solution, spaced: bool) -> FirstMap {
        FirstMap {
            row: map.row(0),
            cols: map.cols(),
            more: map.rows() > 1,
            spaced,
        }
    }
}

impl fmt::Display for FirstMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for col in 0..self.cols {
            if col > 0 && self.spaced {
                f.write_str(" ")?;
            }
            f.write_str(if self.row >> (col & 31) & 1 == 1 {
                "1"
            } else {
                "0"
            })?;
        }
        if self.more {
            f.write_str(" / ...")?;
        }
        Ok(())
    }
}

/// Judges a claimed answer of the Lights Out family, one line at a time
/// (see the module's description). Holds no more than the case, the right map and the rows
/// read; allocates nothing.
#[derive(Clone, Debug)]
pub struct FamilyJudge {
    sibling: Sibling,
    number: u32,
    rows: u8,
    cols: u8,
    /// The right map, or `None` when no presses reach the goal.
    best: Option<Solution>,
    /// The board, to see whether a claimed map reaches the goal.
    board: crate::lights_out::Board,
    /// Answer lines read (blank lines before the answer aside).
    lines: u32,
    /// Whether the answer says the board cannot be cleared.
    impossible: bool,
    /// Map rows read.
    read: u8,
    claimed: [u32; MAX_SIDE as usize],
    /// The first thing wrong, as soon as it is seen.
    wrong: Option<Rejection>,
    /// The name of a Turn the Lights Off case.
    name: [u8; crate::family::MAX_NAME],
    name_len: u8,
}

impl FamilyJudge {
    /// A judge of the answer to `case`, a case read in `format`. It solves
    /// the case itself.
    ///
    /// # Errors
    ///
    /// A [`SizeError`] never, for a case that the family's reader read (its
    /// sizes are 1 to 32).
    pub fn new(case: &Puzzle, format: Sibling) -> Result<FamilyJudge, SizeError> {
        let board = case.board();
        let solver = Solver::new(board.rows(), board.cols())?;
        let best = solver.solve(&board, format.goal()).ok().flatten();
        Ok(FamilyJudge {
            sibling: format,
            number: case.number(),
            rows: board.rows(),
            cols: board.cols(),
            best,
            board,
            lines: 0,
            impossible: false,
            read: 0,
            claimed: [0; MAX_SIDE as usize],
            wrong: None,
            name: {
                let mut name = [0; crate::family::MAX_NAME];
                for (slot, &byte) in name.iter_mut().zip(case.name()) {
                    *slot = byte;
                }
                name
            },
            name_len: case.name().len() as u8,
        })
    }

    /// Lines before the map: `PUZZLE #k` for EXTENDED LIGHTS OUT.
    const fn header(&self) -> u32 {
        match self.sibling.answer() {
            Answer::Map { numbered: true } => 1,
            _ => 0,
        }
    }

    /// Whether the answer is one line with a count (every judge but
    /// Fliptile's and EXTENDED LIGHTS OUT's).
    const fn is_count(&self) -> bool {
        matches!(self.sibling.answer(), Answer::Count { .. })
    }

    /// The judge's word for no answer, and the most presses it prints.
    const fn word(&self) -> (&'static str, u32) {
        match self.sibling.answer() {
            Answer::Count { none, most, .. } => (none, most),
            Answer::Map { .. } => (MAP_NONE, u32::MAX),
        }
    }

    /// Whether the answer is complete: every line it should hold was read.
    #[must_use]
    pub const fn is_complete(&self) -> bool {
        if self.is_count() {
            return self.lines > 0;
        }
        self.impossible || self.read >= self.rows
    }

    /// Judges a count-only answer's line.
    fn count_line(&mut self, text: &[u8]) {
        let mut text = text;
        if let Answer::Count { named: true, .. } = self.sibling.answer() {
            let name = self
                .name
                .get(..usize::from(self.name_len))
                .unwrap_or_default();
            match text.strip_prefix(name) {
                Some(rest) if rest.first().is_some_and(|&b| is_blank(b)) => text = trim(rest),
                _ => return self.reject(Problem::BadName),
            }
        }
        let (word, most) = self.word();
        let end = text.iter().position(|&b| is_blank(b)).unwrap_or(text.len());
        let (token, rest) = text.split_at(end);
        let rest = trim(rest);
        if !rest.is_empty() {
            return self.reject(Problem::ExtraText {
                found: Found::at(rest),
            });
        }
        let fewest = self.best.map(|best| best.len() as u32);
        let right_is_word = fewest.is_none_or(|fewest| fewest > most);
        if token == word.as_bytes() {
            if let (false, Some(fewest)) = (right_is_word, fewest) {
                self.reject(Problem::NotWord { fewest, word });
            }
            return;
        }
        if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
            let found = token
                .iter()
                .position(|b| !b.is_ascii_digit())
                .map(|i| Found::at(token.get(i..).unwrap_or_default()));
            return self.reject(Problem::BadCountOr { found, word });
        }
        let claimed = token.iter().fold(0u32, |value, &d| {
            value
                .saturating_mul(10)
                .saturating_add(u32::from(d.wrapping_sub(b'0')))
        });
        match fewest {
            _ if right_is_word => self.reject(Problem::Word { word, fewest, most }),
            Some(fewest) if fewest != claimed => {
                self.reject(Problem::WrongCount { claimed, fewest });
            }
            _ => {}
        }
    }

    /// Whether `line` belongs to the answer: any line until the answer is
    /// complete (blank lines before its first line are skipped).
    #[must_use]
    pub fn takes(&self, _line: &[u8]) -> bool {
        !self.is_complete()
    }

    /// Whether the answer's first line has been read.
    #[must_use]
    pub const fn has_begun(&self) -> bool {
        self.lines > 0
    }

    fn reject(&mut self, problem: Problem) {
        if self.wrong.is_none() {
            self.wrong = Some(Rejection {
                line: self.lines,
                problem,
            });
        }
    }

    /// Reads the next line of the answer.
    pub fn push_line(&mut self, line: &[u8]) {
        let text = trim(line);
        if text.is_empty() && self.lines == 0 {
            return;
        }
        self.lines = self.lines.saturating_add(1);
        if self.is_count() {
            return self.count_line(text);
        }
        if self.lines <= self.header() {
            if !is_header(text, self.number) {
                let number = self.number;
                self.reject(Problem::BadHeader { number });
            }
            return;
        }
        if self.lines == self.header() + 1
            && text == MAP_NONE.as_bytes()
            && self.sibling == Sibling::Fliptile
        {
            self.impossible = true;
            if let Some(best) = self.best {
                let fewest = best.len() as u32;
                self.reject(Problem::Solvable { fewest });
            }
            return;
        }
        match read_row(text, self.cols) {
            Ok(bits) => {
                if let Some(slot) = self.claimed.get_mut(usize::from(self.read)) {
                    *slot = bits;
                }
            }
            Err(found) => {
                let cols = self.cols;
                self.reject(Problem::BadMapRow { cols, found });
            }
        }
        self.read = self.read.saturating_add(1);
    }

    /// The verdict on the answer read.
    ///
    /// # Errors
    ///
    /// The [`Rejection`] naming the first wrong line and the rule broken.
    pub fn finish(&self) -> Result<(), Rejection> {
        if let Some(wrong) = self.wrong {
            return Err(wrong);
        }
        let header = self.header();
        if self.is_count() {
            return match self.is_complete() {
                true => Ok(()),
                false => Err(Rejection {
                    line: 1,
                    problem: Problem::MissingCount,
                }),
            };
        }
        if !self.is_complete() {
            let line = self.lines.saturating_add(1);
            let problem = if self.lines < header {
                Problem::BadHeader {
                    number: self.number,
                }
            } else {
                Problem::MissingMapRow {
                    row: self.read.saturating_add(1),
                    rows: self.rows,
                }
            };
            return Err(Rejection { line, problem });
        }
        if self.impossible {
            return Ok(());
        }
        let Some(best) = self.best else {
            return Err(Rejection {
                line: header + 1,
                problem: Problem::Unsolvable,
            });
        };
        let rows = usize::from(self.rows);
        let claimed = self.claimed.get(..rows).unwrap_or_default();
        judge_map(&self.board, self.sibling.goal(), &best, claimed, true).map_err(
            |(row, problem)| Rejection {
                line: header + 1 + u32::from(row),
                problem,
            },
        )
    }
}

/// The verdict on a claimed press map, `claimed` (a row's presses per
/// row, bit `c` for column `c`), of `board` to reach `goal`, whose right map
/// is `best`: right when it is `best`, else wrong at the first row that
/// differs (0-based), by the first rule it breaks: reaches the goal, fewest
/// presses, first in reading order.
fn judge_map(
    board: &Board,
    goal: Goal,
    best: &Solution,
    claimed: &[u32],
    spaced: bool,
) -> Result<(), (u8, Problem)> {
    let Some(first) =
        (0..board.rows()).find(|&r| claimed.get(usize::from(r)) != Some(&best.row(r)))
    else {
        return Ok(());
    };
    // Press the claimed map and see what is left.
    let mut after = *board;
    let mut presses: u32 = 0;
    for (r, &bits) in claimed.iter().enumerate() {
        for c in 0..board.cols() {
            if bits >> (c & 31) & 1 == 1 {
                presses += 1;
                after = after.press(Cell::new(r as u8, c)).unwrap_or(after);
            }
        }
    }
    let fewest = best.len() as u32;
    let problem = if !after.is_solved(goal) {
        // The first cell that is not as the goal wants it: the first light
        // still on, or for all on the first still off.
        let on = goal == Goal::AllOn;
        let wrong = (0..board.rows())
            .flat_map(|r| (0..board.cols()).map(move |c| Cell::new(r, c)))
            .find(|&cell| after.is_on(cell) != Some(on));
        let (row, col) = wrong.map_or((0, 0), |cell| (cell.row() + 1, cell.col() + 1));
        Problem::NotCleared { row, col }
    } else if presses > fewest {
        Problem::MorePresses {
            claimed: presses,
            fewest,
        }
    } else {
        Problem::ReadsLater {
            presses,
            first: FirstMap::of(best, spaced),
        }
    };
    Err((first, problem))
}

/// The word of a Lights Out answer when no presses reach the goal.
const IMPOSSIBLE: &str = "Impossible";

/// Judges a Lights Out answer at any size, one line at a time, as
/// `flipswap lights-out` writes it: the fewest presses N, then the press
/// map, the board's rows of `0`/`1` (`1` for a cell to press; blanks
/// between the digits allowed), the first in reading order among the maps
/// of N presses; or the single line `Impossible` when no presses reach the
/// goal.
///
/// The first wrong line is named with the rule broken: a count that is not
/// a number or `Impossible`, not the fewest, `Impossible` for a board that
/// can be solved, or a number for one that cannot, is wrong at line 1; a
/// map row that is not a row of the board's width is wrong at its line;
/// otherwise the map is wrong at its first row that differs from the right
/// map, because it does not reach the goal, or takes more presses than the
/// fewest, or reads later than the right map. After a count line (even a
/// wrong one) the answer holds the board's number of map rows; after
/// `Impossible`, nothing. Blank lines before the answer and between its
/// lines are skipped (they count as lines of the answer once it has
/// begun).
///
/// It solves the board when it is made (building a [`Solver`] on the stack
/// for the time being) and holds the board, the right map and the rows
/// read: [`LightsOutJudge::BYTES`] bytes. It allocates nothing.
///
/// # Examples
///
/// ```
/// use flipswap::check::{LightsOutJudge, Problem};
/// use flipswap::lights_out::{Board, Goal};
///
/// let board: Board = "1111\n1111\n1111\n1111".parse()?;
/// let judge = |answer: &str| {
///     let mut judge = LightsOutJudge::new(&board, Goal::AllOff);
///     for line in answer.lines() {
///         judge.push_line(line.as_bytes());
///     }
///     judge.finish()
/// };
/// assert_eq!(judge("4\n0010\n1000\n0001\n0100"), Ok(()));
/// // Four presses that clear it too, but another map of four reads earlier.
/// let rejection = judge("4\n0100\n0001\n1000\n0010").unwrap_err();
/// assert_eq!(rejection.line(), 2);
/// assert!(matches!(rejection.problem(), Problem::ReadsLater { presses: 4, .. }));
/// let rejection = judge("5\n0010\n1000\n0001\n0100").unwrap_err();
/// assert_eq!(rejection.to_string(), "line 1 of the answer: 5 is not the fewest presses: 4 suffice");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct LightsOutJudge {
    board: Board,
    goal: Goal,
    /// The right map, or `None` when no presses reach the goal.
    best: Option<Solution>,
    /// Answer lines read, from the first that is not blank.
    lines: u32,
    /// The last line that was not blank.
    last: u32,
    /// What the first line said.
    count: Count,
    /// Map rows read.
    read: u8,
    claimed: [u32; MAX_SIDE as usize],
    /// The answer line of each map row read.
    row_lines: [u32; MAX_SIDE as usize],
    /// The first thing wrong, as soon as it is seen.
    wrong: Option<Rejection>,
}

/// The first line of a Lights Out answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Count {
    /// Not read yet.
    Unread,
    /// `Impossible`: nothing follows.
    Impossible,
    /// A count, right or wrong, or a line that is neither: the map follows.
    Map,
}

impl LightsOutJudge {
    /// The bytes a [`LightsOutJudge`] takes.
    pub const BYTES: usize = core::mem::size_of::<LightsOutJudge>();

    /// A judge of the answer for `board` to reach `goal`. It solves the
    /// board itself.
    #[must_use]
    pub fn new(board: &Board, goal: Goal) -> LightsOutJudge {
        let best = board.solve(goal);
        LightsOutJudge {
            board: *board,
            goal,
            best,
            lines: 0,
            last: 0,
            count: Count::Unread,
            read: 0,
            claimed: [0; MAX_SIDE as usize],
            row_lines: [0; MAX_SIDE as usize],
            wrong: None,
        }
    }

    /// Whether the answer holds every line it should: `Impossible`, or a
    /// count and every row of the map.
    #[must_use]
    pub const fn is_complete(&self) -> bool {
        match self.count {
            Count::Unread => false,
            Count::Impossible => true,
            Count::Map => self.read >= self.board.rows(),
        }
    }

    /// Whether `line`, the next line of a stream, belongs to the answer:
    /// any line until the answer is complete, and blank lines after.
    #[must_use]
    pub fn takes(&self, line: &[u8]) -> bool {
        !self.is_complete() || trim(line).is_empty()
    }

    /// Whether the answer's first line that is not blank has been read.
    #[must_use]
    pub const fn has_begun(&self) -> bool {
        self.lines > 0
    }

    fn reject(&mut self, problem: Problem) {
        if self.wrong.is_none() {
            self.wrong = Some(Rejection {
                line: self.lines,
                problem,
            });
        }
    }

    /// Reads the next line of the answer, with or without its line end.
    pub fn push_line(&mut self, line: &[u8]) {
        let line = match line.strip_prefix(crate::text::BOM) {
            Some(rest) if !self.has_begun() => rest,
            _ => line,
        };
        let text = trim(line);
        if text.is_empty() {
            if self.has_begun() {
                self.lines = self.lines.saturating_add(1);
            }
            return;
        }
        self.lines = self.lines.saturating_add(1);
        self.last = self.lines;
        if self.count == Count::Unread {
            return self.count_line(text);
        }
        if self.is_complete() {
            return self.reject(Problem::TrailingText {
                found: Found::at(text),
            });
        }
        match read_row(text, self.board.cols()) {
            Ok(bits) => {
                if let Some(slot) = self.claimed.get_mut(usize::from(self.read)) {
                    *slot = bits;
                }
            }
            Err(found) => {
                let cols = self.board.cols();
                self.reject(Problem::BadMapRow { cols, found });
            }
        }
        if let Some(slot) = self.row_lines.get_mut(usize::from(self.read)) {
            *slot = self.lines;
        }
        self.read = self.read.saturating_add(1);
    }

    /// Judges the first line: the fewest presses, or `Impossible`.
    fn count_line(&mut self, text: &[u8]) {
        let fewest = self.best.map(|best| best.len() as u32);
        if text == IMPOSSIBLE.as_bytes() {
            self.count = Count::Impossible;
            if let Some(fewest) = fewest {
                self.reject(Problem::NotWord {
                    fewest,
                    word: IMPOSSIBLE,
                });
            }
            return;
        }
        self.count = Count::Map;
        let claimed = match super::number(text) {
            Ok((claimed, [])) => claimed.unwrap_or(u32::MAX),
            Ok((_, rest)) => {
                return self.reject(Problem::ExtraText {
                    found: Found::at(trim(rest)),
                });
            }
            Err(found) => {
                return self.reject(Problem::BadCountOr {
                    found: Some(found),
                    word: IMPOSSIBLE,
                });
            }
        };
        match fewest {
            None => self.reject(Problem::Word {
                word: IMPOSSIBLE,
                fewest: None,
                most: u32::MAX,
            }),
            Some(fewest) if fewest != claimed => {
                self.reject(Problem::WrongCount { claimed, fewest });
            }
            Some(_) => {}
        }
    }

    /// The verdict on the answer read.
    ///
    /// # Errors
    ///
    /// The [`Rejection`] naming the first wrong line and the rule broken;
    /// an answer that stops early is wrong at the line after its last.
    pub fn finish(&self) -> Result<(), Rejection> {
        if let Some(wrong) = self.wrong {
            return Err(wrong);
        }
        let next = self.last.saturating_add(1);
        match self.count {
            Count::Unread => Err(Rejection {
                line: next,
                problem: Problem::MissingCount,
            }),
            // Right, or rejected when it was read.
            Count::Impossible => Ok(()),
            Count::Map if !self.is_complete() => Err(Rejection {
                line: next,
                problem: Problem::MissingMapRow {
                    row: self.read.saturating_add(1),
                    rows: self.board.rows(),
                },
            }),
            Count::Map => {
                // A count for a board without an answer was rejected when
                // it was read.
                let Some(best) = self.best else {
                    return Ok(());
                };
                let rows = usize::from(self.board.rows());
                let claimed = self.claimed.get(..rows).unwrap_or_default();
                judge_map(&self.board, self.goal, &best, claimed, false).map_err(
                    |(row, problem)| {
                        let line = self.row_lines.get(usize::from(row)).copied().unwrap_or(0);
                        Rejection { line, problem }
                    },
                )
            }
        }
    }
}

/// Whether `text` is `PUZZLE #number` (blanks around the words aside).
fn is_header(text: &[u8], number: u32) -> bool {
    let Some(rest) = text.strip_prefix(b"PUZZLE") else {
        return false;
    };
    let rest = trim(rest);
    let Some(digits) = rest.strip_prefix(b"#") else {
        return false;
    };
    let mut value: u32 = 0;
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return false;
    }
    for &d in digits {
        value = value
            .saturating_mul(10)
            .saturating_add(u32::from(d.wrapping_sub(b'0')));
    }
    value == number
}

/// A row of exactly `cols` digits `0`/`1`, blanks between them allowed;
/// the first thing out of place (`None`: the row ended early).
fn read_row(text: &[u8], cols: u8) -> Result<u32, Option<Found>> {
    let mut bits = 0u32;
    let mut cells: u8 = 0;
    for (i, &byte) in text.iter().enumerate() {
        let value = match byte {
            b'0' => 0,
            b'1' => 1,
            byte if is_blank(byte) => continue,
            _ => return Err(Some(Found::at(text.get(i..).unwrap_or_default()))),
        };
        if cells >= cols {
            return Err(Some(Found::at(text.get(i..).unwrap_or_default())));
        }
        bits |= value << (cells & 31);
        cells += 1;
    }
    if cells < cols { Err(None) } else { Ok(bits) }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::family::reader;
    use std::string::{String, ToString};

    fn judge(format: Sibling, case: &str, answer: &str) -> Result<(), String> {
        let mut reader = reader(format);
        let mut last = None;
        for line in case.lines() {
            last = reader.push_line(line.as_bytes()).expect("a case").or(last);
        }
        let mut judge = FamilyJudge::new(&last.expect("a case"), format).expect("a size");
        for line in answer.lines() {
            assert!(judge.takes(line.as_bytes()));
            judge.push_line(line.as_bytes());
        }
        judge.finish().map_err(|rejection| rejection.to_string())
    }

    #[test]
    fn fliptile_answers_are_judged_by_every_rule() {
        let case = "4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1";
        let f = Sibling::Fliptile;
        assert_eq!(judge(f, case, "0 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0"), Ok(()));
        assert_eq!(
            judge(f, case, "0 1 1 0\n0 0 0 0\n0 0 0 0\n0 1 1 0"),
            Err("line 1 of the answer: these 4 presses clear the board, but `0 0 0 0 / ...` also takes 4 and reads earlier".into())
        );
        assert_eq!(
            judge(f, case, "0 0 0 0\n1 0 0 1\n1 0 0 0\n0 0 0 0"),
            Err("line 3 of the answer: these presses leave the board uncleared (cell 2 4 is still on)".into())
        );
        assert_eq!(
            judge(f, case, "IMPOSSIBLE"),
            Err("line 1 of the answer: the board can be cleared in 4 presses, so the answer is not IMPOSSIBLE".into())
        );
        assert_eq!(
            judge(f, case, "0 0 0 0\n1 0 2 1"),
            Err("line 2 of the answer: expected a row of 4 digits '0' or '1', found '2'".into())
        );
        assert_eq!(
            judge(f, case, "0 0 0 0\n1 0 0 1"),
            Err("line 3 of the answer: expected row 3 of 4 of the press map, found the end of the answer".into())
        );
        assert_eq!(judge(f, "1 2\n1 0", "IMPOSSIBLE"), Ok(()));
        assert_eq!(
            judge(f, "1 2\n1 0", "0 1"),
            Err(
                "line 1 of the answer: no presses clear this board: the answer is IMPOSSIBLE"
                    .into()
            )
        );
        assert_eq!(
            judge(f, "1 2\n0 0", "1 1"),
            Err("line 1 of the answer: these 2 presses clear the board, but 0 suffice".into())
        );
    }

    #[test]
    fn extended_answers_need_their_header() {
        let case = "1\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0";
        let f = Sibling::ExtendedLightsOut;
        let right = "1 0 1 0 0 1\n1 1 0 1 0 1\n0 0 1 0 1 1\n1 0 0 1 0 0\n0 1 0 0 0 0";
        assert_eq!(judge(f, case, &["PUZZLE #1\n", right].concat()), Ok(()));
        assert_eq!(
            judge(f, case, &["PUZZLE #2\n", right].concat()),
            Err("line 1 of the answer: expected 'PUZZLE #1'".into())
        );
    }
}
