//! The special judges of Gambler Bo and the harmonious matrix: any
//! answer that does what the problem asks is right.
//!
//! Gambler Bo's answer is a count `num`, at most 2NM, then `num` lines
//! `x y`, presses that make every value 0 (or `Impossible` exactly when no
//! presses do). The harmonious matrix's answer is `m` rows of `n` values 0
//! or 1, not all 0, in which every cell and its neighbours sum to an even
//! number (or `Impossible` exactly when no such matrix exists).

use super::answer::NONE;
use super::{GAMBLER_BO_RULE, GamblerBo, Harmonious, solver};
use crate::Error;
use crate::answer::How;
use crate::error::Found;
use crate::press::{Cells, Edges, Grid, Stencil};
use crate::text::{is_blank, trim};
use crate::verdict::line::{Lines, cell, saturating, turn};
use crate::verdict::{Judged, LineJudge, Problem, Rejection};

/// Judges a claimed answer of Gambler Bo, a line at a time. Holds the
/// board as the presses read so far leave it; allocates nothing.
#[derive(Clone, Debug)]
pub struct GambleJudge {
    grid: Option<Grid>,
    board: Cells,
    /// Whether some presses clear the board.
    solvable: bool,
    /// The presses the first line claims, or `None` before it (or for
    /// `Impossible`).
    claimed: Option<u32>,
    impossible: bool,
    presses: u32,
    lines: Lines,
}

impl GambleJudge {
    /// A judge of the answer to `case`.
    #[must_use]
    pub fn new(case: &GamblerBo) -> GambleJudge {
        let grid = case.grid();
        let solvable = solver(&mut None, case.size(), &GAMBLER_BO_RULE, 3)
            .is_some_and(|solver| solver.any(case.board(), &Cells::ZERO).is_some());
        GambleJudge {
            grid,
            board: *case.board(),
            solvable,
            claimed: None,
            impossible: false,
            presses: 0,
            lines: Lines::NONE,
        }
    }

    /// The most presses the judge takes: 2NM.
    fn most(&self) -> u32 {
        self.grid
            .map_or(0, |grid| (2 * grid.rows() * grid.cols()) as u32)
    }

    /// The first line: the count, or `Impossible`.
    fn count_line(&mut self, text: &[u8]) {
        if text == NONE.as_bytes() {
            self.impossible = true;
            if self.solvable {
                self.lines.reject(Problem::SolvableAfterAll);
            }
            return;
        }
        let digits = text.iter().take_while(|b| b.is_ascii_digit()).count();
        let (number, rest) = text.split_at(digits);
        if digits == 0 {
            let found = Found::at(text);
            self.lines.reject(Problem::BadCount {
                found,
                or_impossible: true,
            });
            return;
        }
        if !rest.is_empty() {
            let found = Found::at(trim(rest));
            self.lines.reject(Problem::ExtraText { found });
            return;
        }
        let claimed = saturating(number);
        if claimed > self.most() {
            let largest = self.most();
            self.lines.reject(Problem::CountTooLarge { largest });
        }
        self.claimed = Some(claimed);
    }

    /// A press `x y`.
    fn press_line(&mut self, text: &[u8]) {
        let Some(grid) = self.grid else {
            return;
        };
        let placed = turn(text).and_then(|(x, y)| {
            cell(x, y, grid.cols() as u8, grid.rows() as u8)
                .map(|_| (x as usize - 1, y as usize - 1))
        });
        match placed {
            Ok((r, c)) => {
                if let Some(board) = grid.press(&self.board, r, c, 1) {
                    self.board = board;
                }
                self.presses += 1;
            }
            Err(problem) => self.lines.reject(problem),
        }
    }
}

impl LineJudge for GambleJudge {
    fn takes(&self, _line: &[u8]) -> bool {
        !self.is_complete()
    }

    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.next(line) else {
            return;
        };
        if self.lines.line() == 1 {
            return self.count_line(text);
        }
        if self.lines.is_wrong() {
            return;
        }
        self.press_line(text);
    }

    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    fn is_complete(&self) -> bool {
        self.impossible
            || self.lines.is_wrong() && self.lines.has_begun()
            || self.claimed.is_some_and(|claimed| self.presses >= claimed)
    }

    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
        if self.impossible {
            return Ok(());
        }
        let Some(claimed) = self.claimed else {
            return self.lines.missing(Problem::MissingCount);
        };
        if self.presses < claimed {
            let found = self.presses;
            return self.lines.missing(Problem::MissingMoves { claimed, found });
        }
        let (rows, cols) = self.grid.map_or((0, 1), |grid| (grid.rows(), grid.cols()));
        let left = (0..rows * cols)
            .map(|i| (i / cols, i % cols))
            .find(|&(r, c)| self.board.get(r, c) != 0);
        match left {
            None => Ok(()),
            Some((r, c)) => Err(Rejection {
                line: 1,
                problem: Problem::LeftOver {
                    row: r as u8 + 1,
                    col: c as u8 + 1,
                    value: self.board.get(r, c),
                },
            }),
        }
    }
}

/// Judges a claimed harmonious matrix, a line at a time.
#[derive(Clone, Debug)]
pub struct HarmonyJudge {
    rows: u8,
    cols: u8,
    /// Whether the size has a harmonious matrix.
    exists: bool,
    matrix: Cells,
    read: u8,
    impossible: bool,
    lines: Lines,
}

impl HarmonyJudge {
    /// A judge of the answer to `case`.
    #[must_use]
    pub fn new(case: &Harmonious) -> HarmonyJudge {
        let (rows, cols) = case.size();
        let exists = solver(&mut None, case.size(), &Stencil::CROSS, 2)
            .is_some_and(|solver| solver.kernel_dimension() > 0);
        HarmonyJudge {
            rows,
            cols,
            exists,
            matrix: Cells::ZERO,
            read: 0,
            impossible: false,
            lines: Lines::NONE,
        }
    }

    /// A row of the matrix: `cols` values 0 or 1, blanks between them.
    fn row(&mut self, text: &[u8]) {
        let r = usize::from(self.read);
        self.read += 1;
        let mut values = 0;
        for (i, &byte) in text.iter().enumerate() {
            if is_blank(byte) {
                continue;
            }
            let rest = text.get(i..).unwrap_or_default();
            let value = byte.wrapping_sub(b'0');
            let glued = text.get(i + 1).is_some_and(|b| !is_blank(*b));
            if value > 1 || glued || values >= self.cols {
                let found = Some(Found::at(rest));
                self.lines.reject(Problem::BadMapRow {
                    cols: self.cols,
                    found,
                });
                return;
            }
            self.matrix.set(r, usize::from(values), value);
            values += 1;
        }
        if values < self.cols {
            let cols = self.cols;
            self.lines.reject(Problem::BadMapRow { cols, found: None });
        }
    }

    /// The first cell, in reading order, whose sum with its neighbours is
    /// odd.
    fn odd_cell(&self) -> Option<(u8, u8)> {
        let grid = Grid::new(
            self.rows.into(),
            self.cols.into(),
            &Stencil::CROSS,
            Edges::Bounded,
            2,
        )?;
        let sums = grid.apply(&Cells::ZERO, &self.matrix);
        (0..self.rows)
            .flat_map(|r| (0..self.cols).map(move |c| (r, c)))
            .find(|&(r, c)| sums.get(r.into(), c.into()) != 0)
    }
}

impl LineJudge for HarmonyJudge {
    fn takes(&self, _line: &[u8]) -> bool {
        !self.is_complete()
    }

    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.next(line) else {
            return;
        };
        if self.lines.line() == 1 && text == NONE.as_bytes() {
            self.impossible = true;
            if self.exists {
                self.lines.reject(Problem::SolvableAfterAll);
            }
            return;
        }
        self.row(text);
    }

    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    fn is_complete(&self) -> bool {
        self.impossible || self.read >= self.rows
    }

    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
        if self.impossible {
            return Ok(());
        }
        if self.read < self.rows {
            let (row, rows) = (self.read + 1, self.rows);
            return self.lines.missing(Problem::MissingMapRow { row, rows });
        }
        let at = |problem| Err(Rejection { line: 1, problem });
        if self.matrix.is_zero() {
            return at(Problem::AllZero);
        }
        if let Some((row, col)) = self.odd_cell() {
            return at(Problem::OddSum {
                row: row + 1,
                col: col + 1,
            });
        }
        Ok(())
    }
}

impl Judged for GamblerBo {
    type Judge = GambleJudge;

    fn judge(case: GamblerBo, _number: u64, _how: How) -> Result<GambleJudge, Error> {
        Ok(GambleJudge::new(&case))
    }
}

impl Judged for Harmonious {
    type Judge = HarmonyJudge;

    fn judge(case: Harmonious, _number: u64, _how: How) -> Result<HarmonyJudge, Error> {
        Ok(HarmonyJudge::new(&case))
    }
}
