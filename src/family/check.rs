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

use crate::Error;
use crate::SizeError;
use crate::answer::How;
use crate::error::Found;
use crate::family::{FixedJudge, Of};
use crate::family::{MAP_NONE, Output, Sibling, TestCase};
use crate::lights_out::claimed::Claimed;
use crate::lights_out::{Solution, Solver};
use crate::text::{is_blank, trim};
use crate::verdict::Problem;
use crate::verdict::Rejection;
use crate::verdict::line::{Lines, saturating};
use crate::verdict::{Judged, LineJudge};

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
    /// Answer lines read (blank lines before the answer aside), and the
    /// first wrong one.
    lines: Lines,
    /// Whether the answer says the board cannot be cleared.
    impossible: bool,
    claimed: Claimed,
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
    pub fn new(case: &TestCase, format: Sibling) -> Result<FamilyJudge, SizeError> {
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
            lines: Lines::NONE,
            impossible: false,
            claimed: Claimed::NONE,
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
        match self.sibling.output() {
            Output::Map { numbered: true } => 1,
            _ => 0,
        }
    }

    /// Whether the answer is one line with a count (every judge but
    /// Fliptile's and EXTENDED LIGHTS OUT's).
    const fn is_count(&self) -> bool {
        matches!(self.sibling.output(), Output::Count { .. })
    }

    /// The judge's word for no answer, and the most presses it prints.
    const fn word(&self) -> (&'static str, u32) {
        match self.sibling.output() {
            Output::Count { none, most, .. } => (none, most),
            Output::Map { .. } => (MAP_NONE, u32::MAX),
        }
    }

    /// Judges a count-only answer's line.
    fn count_line(&mut self, text: &[u8]) {
        let mut text = text;
        if let Output::Count { named: true, .. } = self.sibling.output() {
            let name = self
                .name
                .get(..usize::from(self.name_len))
                .unwrap_or_default();
            match text.strip_prefix(name) {
                Some(rest) if rest.first().is_some_and(|&b| is_blank(b)) => text = trim(rest),
                _ => return self.lines.reject(Problem::BadName),
            }
        }
        let (word, most) = self.word();
        let end = text.iter().position(|&b| is_blank(b)).unwrap_or(text.len());
        let (token, rest) = text.split_at(end);
        let rest = trim(rest);
        if !rest.is_empty() {
            return self.lines.reject(Problem::ExtraText {
                found: Found::at(rest),
            });
        }
        let fewest = self.best.map(|best| best.len() as u32);
        let right_is_word = fewest.is_none_or(|fewest| fewest > most);
        if token == word.as_bytes() {
            if let (false, Some(fewest)) = (right_is_word, fewest) {
                self.lines.reject(Problem::NotWord { fewest, word });
            }
            return;
        }
        if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
            let found = token
                .iter()
                .position(|b| !b.is_ascii_digit())
                .map(|i| Found::at(token.get(i..).unwrap_or_default()));
            return self.lines.reject(Problem::BadCountOr { found, word });
        }
        let claimed = saturating(token);
        match fewest {
            _ if right_is_word => self.lines.reject(Problem::Word { word, fewest, most }),
            Some(fewest) if fewest != claimed => {
                self.lines.reject(Problem::WrongCount { claimed, fewest });
            }
            _ => {}
        }
    }
}

impl LineJudge for FamilyJudge {
    /// Whether `line` belongs to the answer: any line until the answer is
    /// complete (blank lines before its first line are skipped).
    fn takes(&self, _line: &[u8]) -> bool {
        !self.is_complete()
    }

    /// Reads the next line of the answer.
    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.count(trim(line)) else {
            return;
        };
        if self.is_count() {
            return self.count_line(text);
        }
        let line = self.lines.line();
        if line <= self.header() {
            if !is_header(text, self.number) {
                let number = self.number;
                self.lines.reject(Problem::BadHeader { number });
            }
            return;
        }
        if line == self.header() + 1
            && text == MAP_NONE.as_bytes()
            && self.sibling == Sibling::Fliptile
        {
            self.impossible = true;
            if let Some(best) = self.best {
                let fewest = best.len() as u32;
                self.lines.reject(Problem::Solvable { fewest });
            }
            return;
        }
        if let Err(problem) = self.claimed.push(text, self.cols) {
            self.lines.reject(problem);
        }
    }

    /// Whether the answer's first line has been read.
    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    /// Whether the answer is complete: every line it should hold was read.
    fn is_complete(&self) -> bool {
        if self.is_count() {
            return self.lines.has_begun();
        }
        self.impossible || self.claimed.read >= self.rows
    }

    /// The verdict on the answer read.
    ///
    /// # Errors
    ///
    /// The [`Rejection`] naming the first wrong line and the rule broken.
    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
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
            let line = self.lines.line().saturating_add(1);
            let problem = if self.lines.line() < header {
                Problem::BadHeader {
                    number: self.number,
                }
            } else {
                Problem::MissingMapRow {
                    row: self.claimed.read.saturating_add(1),
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
        self.claimed
            .judge(&self.board, self.sibling.goal(), &best, true)
            .map_err(|(row, problem)| Rejection {
                line: header + 1 + u32::from(row),
                problem,
            })
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
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return false;
    }
    saturating(digits) == number
}

/// The answers of each judge of the Lights Out family, for its own goal.
impl<J: FixedJudge> Judged for Of<J> {
    type Judge = FamilyJudge;

    fn judge(case: Of<J>, _number: u64, _how: How) -> Result<FamilyJudge, Error> {
        Ok(FamilyJudge::new(&case.test_case(), J::SIBLING)?)
    }
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
        let (none, clear) = ("1 2\n1 0", "1 2\n0 0");
        let verdicts: [(&str, &str, Result<(), &str>); 9] = [
            (case, "0 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0", Ok(())),
            (
                case,
                "0 1 1 0\n0 0 0 0\n0 0 0 0\n0 1 1 0",
                Err(
                    "line 1 of the answer: these 4 presses clear the board, but `0 0 0 0 / ...` also takes 4 and reads earlier",
                ),
            ),
            (
                case,
                "0 0 0 0\n1 0 0 1\n1 0 0 0\n0 0 0 0",
                Err(
                    "line 3 of the answer: these presses leave the board uncleared (cell 2 4 is still on)",
                ),
            ),
            (
                case,
                "IMPOSSIBLE",
                Err(
                    "line 1 of the answer: the board can be cleared in 4 presses, so the answer is not IMPOSSIBLE",
                ),
            ),
            (
                case,
                "0 0 0 0\n1 0 2 1",
                Err("line 2 of the answer: expected a row of 4 digits '0' or '1', found '2'"),
            ),
            (
                case,
                "0 0 0 0\n1 0 0 1",
                Err(
                    "line 3 of the answer: expected row 3 of 4 of the press map, found the end of the answer",
                ),
            ),
            (none, "IMPOSSIBLE", Ok(())),
            (
                none,
                "0 1",
                Err("line 1 of the answer: no presses clear this board: the answer is IMPOSSIBLE"),
            ),
            (
                clear,
                "1 1",
                Err("line 1 of the answer: these 2 presses clear the board, but 0 suffice"),
            ),
        ];
        for (case, answer, verdict) in verdicts {
            assert_eq!(
                judge(Sibling::Fliptile, case, answer),
                verdict.map_err(String::from),
                "{answer:?}"
            );
        }
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
