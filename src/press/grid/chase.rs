//! The chase with numbers, a row of presses at a time, and the questions a
//! [`GridSolver`] answers from it: whether a board can be solved, in how
//! many ways, and a press map that changes nothing.

use super::vector::Vector;
use super::{Cells, Edges, Grid, GridSolver, MOST, Row, Stencil, mask, side};

impl Grid {
    /// Presses row by row: the unknowns from `unknowns`, each other press
    /// what makes its cell as `wanted` says (what the presses add there).
    /// Writes the presses into `map` (its rows of the grid) and returns
    /// what they add minus what is wanted on the cells that fix no press,
    /// one value an equation.
    pub(super) fn chase(&self, wanted: &Cells, unknowns: Vector, map: &mut Cells) -> Vector {
        let (rows, cols, p) = (self.rows(), self.cols(), self.states);
        let torus = self.edges == Edges::Torus;
        let all = mask(cols);
        let mut adds = Cells::ZERO;
        // The next unknown to use.
        let mut next = 0;
        for q in 0..rows.min(MOST) {
            let line = if self.unknown_row(q) {
                let (ones, twos) = unknowns.field(next, cols);
                next += cols;
                Row { ones, twos }
            } else {
                let r = self.fixes(q, 0).0;
                let need = wanted.row(r).add(adds.row(r).neg(p), p);
                if self.alone {
                    // Each press alone reaches its cell through the top row.
                    let mut line = need
                        .shift(-i32::from(self.left), cols, torus)
                        .times(self.weight, p)
                        .and(all & !self.unknown_cols);
                    let mut free = self.unknown_cols;
                    while free != 0 {
                        let x = free.trailing_zeros() as usize;
                        line = line.with(x, unknowns.get(next));
                        next += 1;
                        free &= free - 1;
                    }
                    line
                } else {
                    self.chase_row(need, unknowns, &mut next)
                }
            };
            map.set_row(q, line);
            self.spread(&mut adds, q, line);
        }
        let mut left = Vector::ZERO;
        let mut e = 0;
        for r in 0..rows.min(MOST) {
            let columns = if self.equation_rows >> r & 1 == 1 {
                all
            } else {
                self.equation_cols
            };
            let wrong = adds.row(r).add(wanted.row(r).neg(p), p).and(columns);
            if columns == all {
                left = left.with_field(e, wrong.ones, wrong.twos);
                e += cols;
            } else {
                let mut each = columns;
                while each != 0 {
                    left = left.with(e, wrong.get(each.trailing_zeros() as usize));
                    e += 1;
                    each &= each - 1;
                }
            }
        }
        left
    }

    /// A row of presses fixed one by one, left to right, when the top row
    /// has more than one weight: each press makes its cell's `need` less
    /// what the presses before it in the row add there through the top
    /// row.
    fn chase_row(&self, need: Row, unknowns: Vector, next: &mut usize) -> Row {
        let (cols, p) = (self.cols(), u32::from(self.states));
        let left = i32::from(self.left);
        // The top row's other weights: how far left of the press each
        // reaches the press's cell from, and minus the weight.
        let mut others = [(0usize, 0u32); Stencil::MOST];
        let top = self.offsets.iter().take(usize::from(self.count)).skip(1);
        let top = top.take_while(|offset| offset.rows == self.top);
        for (other, offset) in others.iter_mut().zip(top) {
            *other = (
                (i32::from(offset.cols) - left) as usize,
                p - u32::from(offset.weight),
            );
        }
        // The cell that fixes press x of the row: x + left, wrapped.
        let mut c = left.rem_euclid(side(cols)) as usize;
        let mut line = Row::ZERO;
        for x in 0..cols.min(MOST) {
            let value = if self.unknown_cols >> x & 1 == 1 {
                *next += 1;
                unknowns.get(*next - 1)
            } else {
                let mut sum = u32::from(need.get(c));
                for &(distance, minus) in others.iter().take_while(|other| other.0 > 0) {
                    // Before x in the row (on a torus x is past the
                    // unknown columns, as wide as the top row; on a bounded
                    // grid a press left of the edge is none).
                    if let Some(before) = x.checked_sub(distance) {
                        sum += minus * u32::from(line.get(before));
                    }
                }
                let sum = sum * u32::from(self.weight);
                (if p == 2 { sum & 1 } else { sum % 3 }) as u8
            };
            line = line.with(x, value);
            c += 1;
            if c == cols {
                c = 0;
            }
        }
        line
    }
}

impl GridSolver {
    /// The values of the unknowns, the free ones 0, that make the chase
    /// leave nothing on the equations' cells, given what a chase with
    /// every unknown 0 left there: `None` when none do.
    fn unknowns(&self, left: Vector) -> Option<Vector> {
        let p = self.grid.states;
        // The unknowns must add minus what is left.
        let wanted = left.times(p - 1, p);
        let mut unknowns = Vector::ZERO;
        for (r, (combine, &pivot)) in self.combine.iter().zip(&self.pivots).enumerate() {
            if r >= self.grid.unknowns() {
                break;
            }
            let value = combine.dot(wanted, p);
            if r >= usize::from(self.rank) {
                if value != 0 {
                    return None;
                }
            } else {
                unknowns = unknowns.with(usize::from(pivot), value);
            }
        }
        Some(unknowns)
    }

    /// A press map that takes `board` to `target` (its free unknowns 0),
    /// or `None` when none does.
    #[must_use]
    pub fn any(&self, board: &Cells, target: &Cells) -> Option<Cells> {
        let wanted = target.sub(board, self.grid.states);
        let mut map = Cells::ZERO;
        let left = self.grid.chase(&wanted, Vector::ZERO, &mut map);
        let unknowns = self.unknowns(left)?;
        if !unknowns.is_zero() {
            self.grid.chase(&wanted, unknowns, &mut map);
        }
        Some(map)
    }

    /// How many press maps take `board` to `target`: `states^k` or 0 (at
    /// most `u128::MAX`: a kernel of dimension 128 has more).
    #[must_use]
    pub fn count(&self, board: &Cells, target: &Cells) -> u128 {
        if self.any(board, target).is_none() {
            return 0;
        }
        u128::from(self.grid.states)
            .checked_pow(self.kernel_dimension())
            .unwrap_or(u128::MAX)
    }

    /// The press map, of the kernel's basis, that changes nothing and is
    /// not zero; `None` when only the empty map changes nothing.
    #[must_use]
    pub fn kernel(&self) -> Option<Cells> {
        if self.kernel_dimension() == 0 {
            return None;
        }
        Some(self.kernel_map(0))
    }

    /// The press map of the kernel's basis vector `i`.
    pub(super) fn kernel_map(&self, i: usize) -> Cells {
        let mut map = Cells::ZERO;
        let vector = self.kernel.get(i).copied().unwrap_or(Vector::ZERO);
        self.grid.chase(&Cells::ZERO, vector, &mut map);
        map
    }
}
