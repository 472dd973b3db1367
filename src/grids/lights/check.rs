//! The judge of `lights-out` with a rule: the fewest presses N, then the
//! press map of digits (the least in reading order of the maps of N
//! presses), or `Impossible`, as `flipswap lights-out` writes them.

use super::{Engine, RuledLights, engine};
use crate::Error;
use crate::answer::How;
use crate::error::Found;
use crate::goal::Goal;
use crate::press::Cells;
use crate::text::{is_blank, trim};
use crate::verdict::line::{Lines, number};
use crate::verdict::{Judged, LineJudge, Problem, Rejection};

/// The word of an answer when no presses reach the goal.
const IMPOSSIBLE: &str = "Impossible";

/// Judges a `lights-out` answer on a board of a rule, a line at a time:
/// the count, then each row of the map, then the map against the right
/// one. It solves the board when it is made; it allocates nothing.
#[derive(Clone, Debug)]
pub struct RuledJudge {
    case: RuledLights,
    engine: Engine,
    goal: Goal,
    states: u8,
    /// The right map, or `None` when no presses reach the goal.
    best: Option<Cells>,
    lines: Lines,
    /// What the first line said: `None` before it, `Some(true)` for
    /// `Impossible`, `Some(false)` for a count (right or wrong).
    impossible: Option<bool>,
    claimed: Cells,
    /// The map rows read, and the answer line of the first.
    read: u8,
    first_row_line: u32,
}

impl RuledJudge {
    /// A judge of the answer to `case` for `how`'s goal and rule.
    ///
    /// # Errors
    ///
    /// A rule the engine does not take on the case's size; a search past
    /// `how`'s limit.
    pub fn new(case: &RuledLights, how: How) -> Result<RuledJudge, Error> {
        let engine = *engine(&mut None, case.size(), how.rule)?;
        let states = how.rule.states;
        let best = engine.fewest(case.board(), (how.goal, states), how.limit, &mut |_| {})?;
        Ok(RuledJudge {
            case: *case,
            engine,
            goal: how.goal,
            states,
            best,
            lines: Lines::NONE,
            impossible: None,
            claimed: Cells::ZERO,
            read: 0,
            first_row_line: 0,
        })
    }

    /// The first line: the fewest presses, or `Impossible`.
    fn count_line(&mut self, text: &[u8]) {
        let fewest = self.best.map(|best| best.presses());
        if text == IMPOSSIBLE.as_bytes() {
            self.impossible = Some(true);
            if let Some(fewest) = fewest {
                let word = IMPOSSIBLE;
                self.lines.reject(Problem::NotWord { fewest, word });
            }
            return;
        }
        self.impossible = Some(false);
        let claimed = match number(text) {
            Ok((claimed, [])) => claimed.unwrap_or(u32::MAX),
            Ok((_, rest)) => {
                let found = Found::at(trim(rest));
                return self.lines.reject(Problem::ExtraText { found });
            }
            Err(found) => {
                let word = IMPOSSIBLE;
                let found = Some(found);
                return self.lines.reject(Problem::BadCountOr { found, word });
            }
        };
        match fewest {
            None => self.lines.reject(Problem::Word {
                word: IMPOSSIBLE,
                fewest: None,
                most: u32::MAX,
            }),
            Some(fewest) if fewest != claimed => {
                self.lines.reject(Problem::WrongCount { claimed, fewest });
            }
            Some(_) => {}
        }
    }

    /// A row of the map: as many digits as the board's columns, each below
    /// the states, blanks allowed between them.
    fn map_row(&mut self, text: &[u8]) {
        let (r, cols) = (usize::from(self.read), self.case.size().1);
        if self.read == 0 {
            self.first_row_line = self.lines.line();
        }
        self.read += 1;
        let mut c = 0u8;
        for (i, &byte) in text.iter().enumerate() {
            if is_blank(byte) {
                continue;
            }
            let value = byte.wrapping_sub(b'0');
            if value >= self.states || c >= cols {
                let found = Some(Found::at(text.get(i..).unwrap_or_default()));
                return self.lines.reject(Problem::BadMapRow { cols, found });
            }
            self.claimed.set(r, usize::from(c), value);
            c += 1;
        }
        if c < cols {
            self.lines.reject(Problem::BadMapRow { cols, found: None });
        }
    }
}

impl LineJudge for RuledJudge {
    fn takes(&self, line: &[u8]) -> bool {
        !self.is_complete() || trim(line).is_empty()
    }

    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.next(line) else {
            return;
        };
        if self.impossible.is_none() {
            return self.count_line(text);
        }
        if self.is_complete() {
            let found = Found::at(text);
            return self.lines.reject(Problem::TrailingText { found });
        }
        self.map_row(text);
    }

    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    fn is_complete(&self) -> bool {
        match self.impossible {
            None => false,
            Some(true) => true,
            Some(false) => self.read >= self.case.size().0,
        }
    }

    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
        let (Some(false), Some(best)) = (self.impossible, self.best) else {
            return match self.impossible {
                None => self.lines.missing(Problem::MissingCount),
                // Right, or rejected when the first line was read.
                Some(_) => Ok(()),
            };
        };
        let rows = self.case.size().0;
        if self.read < rows {
            let row = self.read + 1;
            return self.lines.missing(Problem::MissingMapRow { row, rows });
        }
        if self.claimed == best {
            return Ok(());
        }
        let at = |problem| {
            Err(Rejection {
                line: self.first_row_line,
                problem,
            })
        };
        let after = self.engine.apply(self.case.board(), &self.claimed);
        let (targets, count) = self.engine.targets(self.goal, self.states);
        if !targets.iter().take(count).any(|target| *target == after) {
            return at(Problem::NotSolved);
        }
        let (claimed, fewest) = (self.claimed.presses(), best.presses());
        if claimed > fewest {
            return at(Problem::MorePresses { claimed, fewest });
        }
        at(Problem::NotFirstMap { presses: fewest })
    }
}

/// `lights-out`'s answers with a rule, for `how`'s goal and rule.
impl Judged for RuledLights {
    type Judge = RuledJudge;

    fn judge(case: RuledLights, _number: u64, how: How) -> Result<RuledJudge, Error> {
        RuledJudge::new(&case, how)
    }
}
