//! [`LightsOutJudge`]: the judge of a Lights Out answer at any size, as
//! `flipswap lights-out` writes it.

use super::claimed::Claimed;
use crate::Error;
use crate::answer::How;
use crate::error::Found;
use crate::lights_out::{Board, Goal, MAX_SIDE, Solution};
use crate::text::trim;
use crate::verdict::Problem;
use crate::verdict::Rejection;
use crate::verdict::line::{Lines, number};
use crate::verdict::{Judged, LineJudge};

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
/// It solves the board when it is made (building a [`Solver`](crate::lights_out::Solver) on the stack
/// for the time being) and holds the board, the right map and the rows
/// read: [`LightsOutJudge::BYTES`] bytes. It allocates nothing.
///
/// # Examples
///
/// ```
/// use flipswap::check::{LightsOutJudge, LineJudge, Problem};
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
    /// Answer lines read, from the first that is not blank, and the first
    /// wrong one.
    lines: Lines,
    /// What the first line said.
    count: Count,
    claimed: Claimed,
    /// The answer line of each map row read.
    row_lines: [u32; MAX_SIDE as usize],
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
            lines: Lines::NONE,
            count: Count::Unread,
            claimed: Claimed::NONE,
            row_lines: [0; MAX_SIDE as usize],
        }
    }

    fn reject(&mut self, problem: Problem) {
        self.lines.reject(problem);
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
        let claimed = match number(text) {
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
}

impl LineJudge for LightsOutJudge {
    /// Whether `line`, the next line of a stream, belongs to the answer:
    /// any line until the answer is complete, and blank lines after.
    fn takes(&self, line: &[u8]) -> bool {
        !self.is_complete() || trim(line).is_empty()
    }

    /// Reads the next line of the answer, with or without its line end.
    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.next(line) else {
            return;
        };
        if self.count == Count::Unread {
            return self.count_line(text);
        }
        if self.is_complete() {
            return self.reject(Problem::TrailingText {
                found: Found::at(text),
            });
        }
        if let Some(slot) = self.row_lines.get_mut(usize::from(self.claimed.read)) {
            *slot = self.lines.line();
        }
        if let Err(problem) = self.claimed.push(text, self.board.cols()) {
            self.reject(problem);
        }
    }

    /// Whether the answer's first line that is not blank has been read.
    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    /// Whether the answer holds every line it should: `Impossible`, or a
    /// count and every row of the map.
    fn is_complete(&self) -> bool {
        match self.count {
            Count::Unread => false,
            Count::Impossible => true,
            Count::Map => self.claimed.read >= self.board.rows(),
        }
    }

    /// The verdict on the answer read.
    ///
    /// # Errors
    ///
    /// The [`Rejection`] naming the first wrong line and the rule broken;
    /// an answer that stops early is wrong at the line after its last.
    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
        match self.count {
            Count::Unread => self.lines.missing(Problem::MissingCount),
            // Right, or rejected when it was read.
            Count::Impossible => Ok(()),
            Count::Map if !self.is_complete() => self.lines.missing(Problem::MissingMapRow {
                row: self.claimed.read.saturating_add(1),
                rows: self.board.rows(),
            }),
            Count::Map => {
                // A count for a board without an answer was rejected when
                // it was read.
                let Some(best) = self.best else {
                    return Ok(());
                };
                self.claimed
                    .judge(&self.board, self.goal, &best, false)
                    .map_err(|(row, problem)| {
                        let line = self.row_lines.get(usize::from(row)).copied().unwrap_or(0);
                        Rejection { line, problem }
                    })
            }
        }
    }
}

/// `lights-out`'s answers, for `how`'s goal.
impl Judged for Board {
    type Judge = LightsOutJudge;

    fn judge(board: Board, _number: u64, how: How) -> Result<LightsOutJudge, Error> {
        Ok(LightsOutJudge::new(&board, how.goal))
    }
}
