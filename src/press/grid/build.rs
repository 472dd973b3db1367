//! [`GridSolver::new`]: the chase with its unknowns as symbols, which
//! gives each equation as a combination of the unknowns, and the
//! elimination of those equations modulo 2 or 3.

use super::vector::Vector;
use super::{Edges, Grid, MOST, MOST_OFFSETS, MOST_UNKNOWNS, mask, side};

/// A grid's chase reduced once: it answers any board of the grid.
///
/// It holds the grid, the combination of equations behind each row of the
/// reduced system and a basis of the unknowns' values that change nothing:
/// 8,576 bytes whatever the grid's size (a test holds it to that).
/// [`GridSolver::new`] is a `const fn`: hold a fixed grid's solver in a
/// `static`, built when the crate using it compiles. At 64 × 64 that
/// takes the compiler about half a second for the cross, a second for
/// the king's block, up to four for a 5 × 5 stencil (measured with rustc
/// 1.95, none asking for `#[allow(long_running_const_eval)]`). Built at
/// run time it takes 10 µs (32 × 32, the cross) to 170 µs (64 × 64, the
/// king's block) and about 29 KiB of stack besides the solver's own.
///
/// # Examples
///
/// ```
/// use flipswap::press::{Cells, Edges, Grid, GridSolver, Stencil};
///
/// // Lights Out on 9 × 9, past the 64 cells of `press::Solver`.
/// static GRID: Grid = Grid::new(9, 9, &Stencil::CROSS, Edges::Bounded, 2).expect("9 unknowns");
/// static SOLVER: GridSolver = GridSolver::new(&GRID);
///
/// // 2^8 maps change nothing: a board that can be solved has 256 answers.
/// assert_eq!(SOLVER.kernel_dimension(), 8);
/// let board = GRID.press(&Cells::ZERO, 4, 4, 1).expect("the centre");
/// assert_eq!(SOLVER.count(&board, &Cells::ZERO), 256);
/// let answer = SOLVER.solve(&board, &Cells::ZERO)?.expect("solvable");
/// assert_eq!(answer, Cells::ZERO.with(4, 4, 1));
/// let quiet = SOLVER.kernel().expect("a kernel of dimension 8");
/// assert_eq!(GRID.apply(&Cells::ZERO, &quiet), Cells::ZERO);
/// # Ok::<(), flipswap::press::OverLimit>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridSolver {
    pub(super) grid: Grid,
    /// How many rows of the reduced system have a pivot.
    pub(super) rank: u8,
    /// The unknown of each pivot row.
    pub(super) pivots: [u8; MOST_UNKNOWNS],
    /// For each row of the reduced system, the combination of the
    /// equations (the cells the chase leaves) that gives it.
    pub(super) combine: [Vector; MOST_UNKNOWNS],
    /// A basis of the unknowns' values whose chase changes nothing:
    /// `unknowns - rank` of them.
    pub(super) kernel: [Vector; MOST_UNKNOWNS],
}

impl GridSolver {
    /// Reduces `grid`'s chase: the equations of the cells it leaves, in
    /// its unknowns, by Gaussian elimination modulo 2 or 3.
    #[must_use]
    pub const fn new(grid: &Grid) -> GridSolver {
        let (n, p) = (grid.unknowns(), grid.states);
        let mut rows = equations(grid);
        let mut combine = [Vector::ZERO; MOST_UNKNOWNS];
        let mut e = 0;
        while e < n && e < MOST_UNKNOWNS {
            combine[e] = Vector::unit(e);
            e += 1;
        }
        let mut pivots = [0u8; MOST_UNKNOWNS];
        let mut is_pivot = [false; MOST_UNKNOWNS];
        let mut rank = 0;
        let mut col = 0;
        while col < n && col < MOST_UNKNOWNS {
            let mut r = rank;
            while r < n && r < MOST_UNKNOWNS && rows[r].get(col) == 0 {
                r += 1;
            }
            if r < n && r < MOST_UNKNOWNS && rank < MOST_UNKNOWNS {
                let (row, comb) = (rows[r], combine[r]);
                rows[r] = rows[rank];
                combine[r] = combine[rank];
                // The pivot scaled to 1: 1 and 2 are their own inverses.
                let scale = row.get(col);
                rows[rank] = row.times(scale, p);
                combine[rank] = comb.times(scale, p);
                let mut other = 0;
                while other < n && other < MOST_UNKNOWNS {
                    let v = rows[other].get(col);
                    if other != rank && v != 0 {
                        rows[other] = rows[other].add(rows[rank].times(p - v, p), p);
                        combine[other] = combine[other].add(combine[rank].times(p - v, p), p);
                    }
                    other += 1;
                }
                pivots[rank] = col as u8;
                is_pivot[col] = true;
                rank += 1;
            }
            col += 1;
        }
        // A kernel vector for each free unknown f: f once, and each pivot's
        // unknown what cancels f's column in its row.
        let mut kernel = [Vector::ZERO; MOST_UNKNOWNS];
        let mut k = 0;
        let mut f = 0;
        while f < n && f < MOST_UNKNOWNS {
            if !is_pivot[f] && k < MOST_UNKNOWNS {
                let mut vector = Vector::unit(f);
                let mut r = 0;
                while r < rank && r < MOST_UNKNOWNS {
                    let v = rows[r].get(f);
                    vector = vector.with(pivots[r] as usize, if v == 0 { 0 } else { p - v });
                    r += 1;
                }
                kernel[k] = vector;
                k += 1;
            }
            f += 1;
        }
        GridSolver {
            grid: *grid,
            rank: rank as u8,
            pivots,
            combine,
            kernel,
        }
    }

    /// The grid it answers.
    #[must_use]
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The dimension `k` of the kernel: the press maps that change nothing
    /// are `states^k`, and a board that can be solved has that many
    /// answers.
    #[must_use]
    pub const fn kernel_dimension(&self) -> u32 {
        (self.grid.unknowns() - self.rank as usize) as u32
    }
}

/// The presses of the last eight rows of a chase with symbols, row `q` in
/// `[q % 8]`: enough for the chase, which reaches at most six rows back.
type Window = [[Vector; MOST]; 8];

/// Where the unknowns of each press row start in the chase's order, and
/// the equations of each cell row.
struct Starts {
    unknowns: [u8; MOST],
    equations: [u8; MOST],
}

/// The equations of the cells `grid`'s chase leaves, in reading order,
/// each as what the unknowns add there when every cell is wanted 0.
const fn equations(grid: &Grid) -> [Vector; MOST_UNKNOWNS] {
    let (rows, cols, p) = (grid.rows(), grid.cols(), grid.states);
    let starts = starts(grid);
    let mut window: Window = [[Vector::ZERO; MOST]; 8];
    let mut equations = [Vector::ZERO; MOST_UNKNOWNS];
    let mut q = 0;
    while q < rows && q < MOST {
        let mut x = 0;
        while x < cols && x < MOST {
            let value = if grid.unknown(q, x) {
                symbol(grid, &starts, &window, q, x)
            } else {
                // The press that makes its cell what is wanted, 0: minus
                // what every other press adds there, over the weight.
                let (r, c) = grid.fixes(q, x);
                reaching(grid, &starts, &window, r, c, 1).times(p - grid.weight, p)
            };
            window[q & 7][x & (MOST - 1)] = value;
            x += 1;
        }
        if !grid.unknown_row(q) {
            // The cells of this row that fix no press are whole now.
            let r = grid.fixes(q, 0).0;
            let mut c = 0;
            while c < cols && c < MOST {
                if grid.equation_cols >> c & 1 == 1 {
                    let e = equation(grid, &starts, r, c);
                    equations[e & (MOST_UNKNOWNS - 1)] = reaching(grid, &starts, &window, r, c, 0);
                }
                c += 1;
            }
        }
        q += 1;
    }
    // The rows that fix no presses: the last ones, reached only from the
    // last rows of presses and, on a torus, from the first, all unknowns.
    let mut r = 0;
    while r < rows && r < MOST {
        if grid.equation_rows >> r & 1 == 1 {
            let mut c = 0;
            while c < cols && c < MOST {
                let e = equation(grid, &starts, r, c);
                equations[e & (MOST_UNKNOWNS - 1)] = reaching(grid, &starts, &window, r, c, 0);
                c += 1;
            }
        }
        r += 1;
    }
    equations
}

/// [`Starts`] of `grid`.
const fn starts(grid: &Grid) -> Starts {
    let (rows, cols) = (grid.rows(), grid.cols());
    let mut starts = Starts {
        unknowns: [0; MOST],
        equations: [0; MOST],
    };
    let (mut unknowns, mut equations) = (0, 0);
    let mut r = 0;
    while r < rows && r < MOST {
        starts.unknowns[r] = unknowns as u8;
        starts.equations[r] = equations as u8;
        unknowns += if grid.unknown_row(r) {
            cols
        } else {
            grid.unknown_cols.count_ones() as usize
        };
        equations += if grid.equation_rows >> r & 1 == 1 {
            cols
        } else {
            grid.equation_cols.count_ones() as usize
        };
        r += 1;
    }
    starts
}

/// The index of the equation of cell (`r`, `c`), one that gives one.
const fn equation(grid: &Grid, starts: &Starts, r: usize, c: usize) -> usize {
    let before = if grid.equation_rows >> (r & 63) & 1 == 1 {
        c
    } else {
        (grid.equation_cols & mask(c)).count_ones() as usize
    };
    starts.equations[r & (MOST - 1)] as usize + before
}

/// The symbol of press (`q`, `x`): the unit vector of its unknown, or what
/// the chase made it.
const fn symbol(grid: &Grid, starts: &Starts, window: &Window, q: usize, x: usize) -> Vector {
    let start = starts.unknowns[q & (MOST - 1)] as usize;
    if grid.unknown_row(q) {
        Vector::unit(start + x)
    } else if grid.unknown_cols >> (x & 63) & 1 == 1 {
        Vector::unit(start + (grid.unknown_cols & mask(x)).count_ones() as usize)
    } else {
        window[q & 7][x & (MOST - 1)]
    }
}

/// What the presses reaching cell (`r`, `c`) add to it, the offsets from
/// `from` on (1 leaves out the top row's leftmost, the press the cell
/// fixes).
const fn reaching(
    grid: &Grid,
    starts: &Starts,
    window: &Window,
    r: usize,
    c: usize,
    from: usize,
) -> Vector {
    let (rows, cols, p) = (
        side(grid.rows as usize),
        side(grid.cols as usize),
        grid.states,
    );
    let torus = matches!(grid.edges, Edges::Torus);
    let mut sum = Vector::ZERO;
    let mut i = from;
    while i < grid.count as usize && i < MOST_OFFSETS {
        let offset = grid.offsets[i];
        let (mut q, mut x) = (r as i32 - offset.rows as i32, c as i32 - offset.cols as i32);
        if torus {
            q = q.rem_euclid(rows);
            x = x.rem_euclid(cols);
        }
        if q >= 0 && q < rows && x >= 0 && x < cols {
            let press = symbol(grid, starts, window, q as usize, x as usize);
            sum = sum.add(press.times(offset.weight, p), p);
        }
        i += 1;
    }
    sum
}

impl Grid {
    /// Whether press row `q` is all unknowns.
    pub(super) const fn unknown_row(&self, q: usize) -> bool {
        self.unknown_rows >> (q & 63) & 1 == 1
    }

    /// Whether press (`q`, `x`) is an unknown.
    const fn unknown(&self, q: usize, x: usize) -> bool {
        self.unknown_row(q) || self.unknown_cols >> (x & 63) & 1 == 1
    }

    /// The cell that fixes press (`q`, `x`), one that is not an unknown:
    /// the one its top row's leftmost weight lands on.
    pub(super) const fn fixes(&self, q: usize, x: usize) -> (usize, usize) {
        let (r, c) = (q as i32 + self.top as i32, x as i32 + self.left as i32);
        let (rows, cols) = (side(self.rows as usize), side(self.cols as usize));
        (r.rem_euclid(rows) as usize, c.rem_euclid(cols) as usize)
    }
}
