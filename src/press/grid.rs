//! Grid rules past 64 cells: a stencil on up to 64 × 64 cells, bounded or
//! wrapping, modulo 2 or 3, answered by chasing the lights down the board
//! with the presses the chase cannot fix kept as unknowns.
//!
//! The chase takes the presses a row at a time, in reading order. Each
//! press is fixed by one cell: the cell that the press reaches through its
//! stencil's top row, leftmost weight (for the cross, the cell above it),
//! since every other press reaching that cell comes before it in the chase.
//! The presses no cell fixes are the chase's *unknowns*: the first rows
//! (one for the cross on a bounded grid; on a torus as many as the stencil
//! has rows below its top row, two for the cross), and in every other row the columns the top row's leftmost
//! weight cannot reach (none for the cross; one for the X or the king's
//! block on a bounded grid, two on a torus). The cells that fix no press
//! give as many equations in the unknowns: [`GridSolver::new`] finds them
//! by one chase with the unknowns as symbols and reduces them by Gaussian
//! elimination modulo 2 or 3, so that a board costs two chases with
//! numbers, a row of the board at a time.
//!
//! A grid has at most [`Grid::MOST_UNKNOWNS`] unknowns: the cross at
//! every size up to 64 × 64, bounded or on a torus; the X, the king's
//! block and any 3 × 3 stencil at every size bounded, and on a torus up to
//! 33 × 33. [`Grid::new`] refuses a rule that needs more.

mod build;
mod cells;
mod chase;
mod vector;
mod weigh;

pub use build::GridSolver;
pub use cells::Cells;
use cells::{Row, mask};

use super::dense::modulus;
use super::{Edges, Stencil};

/// The most rows, and the most columns, of a grid.
const MOST: usize = 64;

/// The most unknowns of a grid's chase.
const MOST_UNKNOWNS: usize = 128;

/// The most weights a stencil has.
const MOST_OFFSETS: usize = Stencil::MOST * Stencil::MOST;

/// A weight of a stencil, `rows` and `cols` from the pressed cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Offset {
    rows: i8,
    cols: i8,
    weight: u8,
}

/// A press rule on a grid of up to 64 × 64 cells: a [`Stencil`] with
/// bounded or wrapping [`Edges`], modulo 2 or 3, and the plan of its chase
/// (which presses are unknowns, which cells give equations).
///
/// # Examples
///
/// ```
/// use flipswap::press::{Cells, Edges, Grid, Stencil};
///
/// // HDU 5755's rule: a press adds 2 to its cell and 1 to its four
/// // neighbours, modulo 3.
/// static HDU: Stencil = Stencil::of(3, 3, &[0, 1, 0, 1, 2, 1, 0, 1, 0]).expect("a stencil");
/// static GRID: Grid = Grid::new(30, 30, &HDU, Edges::Bounded, 3).expect("30 unknowns");
/// assert_eq!(GRID.unknowns(), 30); // the first row
/// let board = GRID.press(&Cells::ZERO, 0, 0, 1).expect("a cell");
/// assert_eq!((board.get(0, 0), board.get(0, 1), board.get(1, 0)), (2, 1, 1));
///
/// // The king's block on a 64 × 64 torus needs 252 unknowns.
/// assert!(Grid::new(64, 64, &Stencil::KING, Edges::Torus, 2).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: u8,
    cols: u8,
    states: u8,
    edges: Edges,
    stencil: Stencil,
    /// The stencil's weights that are not 0 modulo the states, row by row:
    /// on a torus each folded onto the nearest offset of the grid's own
    /// size (weights that land on one cell added), on a bounded grid those
    /// that can reach the board.
    offsets: [Offset; MOST_OFFSETS],
    count: u8,
    /// The offset of the top row's leftmost weight: each press fixed by
    /// the chase is the one this offset takes to the cell that fixes it.
    top: i8,
    left: i8,
    /// Its weight, 1 or 2 (its own inverse modulo 2 or 3).
    weight: u8,
    /// Whether it is the top row's only weight: the chase then fixes a row
    /// of presses at once.
    alone: bool,
    /// The press rows that are unknowns, and in the other rows the columns
    /// that are.
    unknown_rows: u64,
    unknown_cols: u64,
    /// The cell rows that give equations, and in the other rows the
    /// columns that do.
    equation_rows: u64,
    equation_cols: u64,
    unknowns: u8,
}

impl Grid {
    /// The most rows, and the most columns, of a grid.
    pub const MOST: usize = MOST;

    /// The most unknowns a grid's chase may keep: more and [`Grid::new`]
    /// refuses the rule. Every grid of up to 128 cells has at most that
    /// many.
    pub const MOST_UNKNOWNS: usize = MOST_UNKNOWNS;

    /// The rule of `stencil` on a grid of `rows` × `cols`, with `edges`,
    /// modulo `states`. Where two of the stencil's cells land on one cell
    /// (a torus smaller than the stencil), their weights add. `None`
    /// unless both sides are 1 to 64, `states` is 2 or 3 and every weight
    /// of the stencil is below it, or when its chase needs more than
    /// [`MOST_UNKNOWNS`](Self::MOST_UNKNOWNS) unknowns.
    #[must_use]
    pub const fn new(
        rows: usize,
        cols: usize,
        stencil: &Stencil,
        edges: Edges,
        states: u8,
    ) -> Option<Grid> {
        if rows == 0
            || cols == 0
            || rows > MOST
            || cols > MOST
            || !(states == 2 || states == 3)
            || stencil.largest() >= states
        {
            return None;
        }
        // 2 or 3 written out: a divisor the optimiser sees is not 0.
        let p = if modulus(states) == 3 { 3 } else { 2 };
        let torus = matches!(edges, Edges::Torus);
        let mut grid = Grid {
            rows: rows as u8,
            cols: cols as u8,
            states: p,
            edges,
            stencil: *stencil,
            offsets: [Offset {
                rows: 0,
                cols: 0,
                weight: 0,
            }; MOST_OFFSETS],
            count: 0,
            top: 0,
            left: 0,
            weight: 1,
            alone: true,
            unknown_rows: mask(rows),
            unknown_cols: 0,
            equation_rows: mask(rows),
            equation_cols: 0,
            unknowns: 0,
        };
        // The weights by offset, 3 + the offset in each direction: on a
        // torus every offset folds into -3..=3.
        let mut folded = [[0u8; 8]; 8];
        let (half_r, half_c) = (stencil.rows as i32 / 2, stencil.cols as i32 / 2);
        let mut i = 0;
        while i < stencil.rows as usize && i < Stencil::MOST {
            let mut j = 0;
            while j < stencil.cols as usize && j < Stencil::MOST {
                let weight = stencil.weights[i][j] % p;
                let (dr, dc) = (i as i32 - half_r, j as i32 - half_c);
                let (r, c) = if torus {
                    (nearest(dr, rows), nearest(dc, cols))
                } else {
                    (dr, dc)
                };
                let reaches = dr.unsigned_abs() < rows as u32 && dc.unsigned_abs() < cols as u32;
                if weight != 0 && (torus || reaches) {
                    let (i, j) = (((r + 3) & 7) as usize, ((c + 3) & 7) as usize);
                    folded[i][j] = (folded[i][j] + weight) % p;
                }
                j += 1;
            }
            i += 1;
        }
        let mut i = 0;
        while i < 8 {
            let mut j = 0;
            while j < 8 {
                let n = grid.count as usize;
                if folded[i][j] != 0 && n < MOST_OFFSETS {
                    grid.offsets[n] = Offset {
                        rows: i as i8 - 3,
                        cols: j as i8 - 3,
                        weight: folded[i][j],
                    };
                    grid.count += 1;
                }
                j += 1;
            }
            i += 1;
        }
        if grid.count > 0 {
            grid.plan(torus);
        }
        let unknown_rows = grid.unknown_rows.count_ones() as usize;
        let unknowns =
            unknown_rows * cols + (rows - unknown_rows) * grid.unknown_cols.count_ones() as usize;
        if unknowns > MOST_UNKNOWNS {
            return None;
        }
        grid.unknowns = unknowns as u8;
        Some(grid)
    }

    /// Which presses are unknowns and which cells give equations, from the
    /// top row's leftmost weight (the offsets run row by row, so the first
    /// is on the top row, and the first on its row is leftmost).
    const fn plan(&mut self, torus: bool) {
        let (rows, cols) = (side(self.rows as usize), side(self.cols as usize));
        let first = self.offsets[0];
        let (top, left) = (first.rows as i32, first.cols as i32);
        let (mut bottom, mut right, mut alone) = (top, left, true);
        let mut i = 1;
        while i < self.count as usize && i < MOST_OFFSETS {
            let offset = self.offsets[i];
            if offset.rows as i32 == top {
                right = offset.cols as i32;
                alone = false;
            }
            bottom = offset.rows as i32;
            i += 1;
        }
        (self.top, self.left, self.weight, self.alone) =
            (first.rows, first.cols, first.weight, alone);
        let (mut unknown_rows, mut equation_rows) = (0u64, 0u64);
        let (mut unknown_cols, mut equation_cols) = (0u64, 0u64);
        if torus {
            // The press rows above the stencil's height, fixed by none; the
            // cells they would fix give equations. Likewise a row's first
            // columns, the top row's width less one.
            let mut q = 0;
            while q < bottom - top && q < 64 {
                unknown_rows |= 1 << q;
                equation_rows |= 1 << ((q + top).rem_euclid(rows) & 63);
                q += 1;
            }
            let mut x = 0;
            while x < right - left && x < 64 {
                unknown_cols |= 1 << x;
                equation_cols |= 1 << ((x + left).rem_euclid(cols) & 63);
                x += 1;
            }
        } else {
            // A press whose fixing cell is off the board is an unknown; a
            // cell whose press is, gives an equation.
            let mut q = 0;
            while q < rows && q < 64 {
                if q + top < 0 || q + top >= rows {
                    unknown_rows |= 1 << q;
                }
                if q - top < 0 || q - top >= rows {
                    equation_rows |= 1 << q;
                }
                q += 1;
            }
            let mut x = 0;
            while x < cols && x < 64 {
                if x + left < 0 || x + left >= cols {
                    unknown_cols |= 1 << x;
                }
                if x - left < 0 || x - left >= cols {
                    equation_cols |= 1 << x;
                }
                x += 1;
            }
        }
        self.unknown_rows = unknown_rows;
        self.unknown_cols = unknown_cols;
        self.equation_rows = equation_rows;
        self.equation_cols = equation_cols;
    }

    /// The number of rows.
    #[must_use]
    pub const fn rows(&self) -> usize {
        self.rows as usize
    }

    /// The number of columns.
    #[must_use]
    pub const fn cols(&self) -> usize {
        self.cols as usize
    }

    /// The number of states, 2 or 3.
    #[must_use]
    pub const fn states(&self) -> u8 {
        self.states
    }

    /// Its edges.
    #[must_use]
    pub const fn edges(&self) -> Edges {
        self.edges
    }

    /// Its stencil, as given.
    #[must_use]
    pub const fn stencil(&self) -> &Stencil {
        &self.stencil
    }

    /// The number of unknowns its chase keeps: the presses no cell fixes
    /// (at most [`MOST_UNKNOWNS`](Self::MOST_UNKNOWNS)).
    #[must_use]
    pub const fn unknowns(&self) -> usize {
        self.unknowns as usize
    }

    /// `board` after pressing the cell in row `r`, column `c` `times`
    /// times; `None` when there is no such cell.
    #[must_use]
    pub const fn press(&self, board: &Cells, r: usize, c: usize, times: u8) -> Option<Cells> {
        if r >= self.rows() || c >= self.cols() {
            return None;
        }
        let mut now = *board;
        let line = Row::ZERO.with(c, reduce(times, self.states));
        self.spread(&mut now, r, line);
        Some(now)
    }

    /// `board` after every press of `map` (each cell pressed as often as
    /// its value says; cells past the grid left out).
    #[must_use]
    pub const fn apply(&self, board: &Cells, map: &Cells) -> Cells {
        let mut now = *board;
        let mut q = 0;
        while q < self.rows() {
            self.spread(&mut now, q, map.row(q).and(mask(self.cols())));
            q += 1;
        }
        now
    }

    /// Adds to `board` what the presses `line` of row `q` add.
    const fn spread(&self, board: &mut Cells, q: usize, line: Row) {
        let (rows, cols, p) = (side(self.rows as usize), self.cols(), self.states);
        let torus = matches!(self.edges, Edges::Torus);
        let mut i = 0;
        while i < self.count as usize && i < MOST_OFFSETS {
            let offset = self.offsets[i];
            let mut r = q as i32 + offset.rows as i32;
            if torus {
                r = r.rem_euclid(rows);
            }
            if r >= 0 && r < rows {
                let adds = line
                    .times(offset.weight, p)
                    .shift(offset.cols as i32, cols, torus);
                board.set_row(r as usize, board.row(r as usize).add(adds, p));
            }
            i += 1;
        }
    }
}

/// The offset `d` on a torus of `n` rows (or columns) as the nearest one
/// of the `n` offsets from `-(n - 1) / 2` on: `d` itself from `n = 7` on.
const fn nearest(d: i32, n: usize) -> i32 {
    let n = side(n);
    let low = (n - 1) / 2;
    (d + low).rem_euclid(n) - low
}

/// `value` modulo `p` (2 or 3), dividing by a constant only.
const fn reduce(value: u8, p: u8) -> u8 {
    if p == 3 { value % 3 } else { value & 1 }
}

/// A side of a grid, 1 to 64, as a divisor the optimiser sees is not 0
/// (always inlined, so that no division can panic).
#[inline(always)]
const fn side(n: usize) -> i32 {
    if n < 1 {
        1
    } else if n > MOST {
        MOST as i32
    } else {
        n as i32
    }
}
