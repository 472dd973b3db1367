//! The solver of one board size: the linear algebra built once per size,
//! and the queries it answers. Its engine, the chase down a board and the
//! search over the press maps that change nothing, is in [`chase`].

use super::solution::pack;
use super::{Board, Goal, MAX_NULLITY, MAX_SIDE, Map, Solution, WORD_BITS, WORDS};
use crate::{Cell, Mismatch, SizeError};

mod chase;

use chase::chase;

/// The precomputed linear algebra of one board size: everything that
/// depends only on the size, so that solving a board is a chase down the
/// board and a search over the 2^nullity press sets that change nothing.
///
/// Build it at compile time for a fixed size, or at run time for a size
/// read from input; either way [`Solver::new`] is the same `const fn`. Hold
/// a fixed size in a `static`, not a `const`: a `const` is copied
/// ([`Solver::BYTES`] bytes) wherever it is used.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::{Board, Goal, Solver};
///
/// static FOUR: Solver = match Solver::new(4, 4) {
///     Ok(solver) => solver,
///     Err(_) => panic!("4 × 4 is a size"),
/// };
/// assert_eq!(FOUR.nullity(), 4);
/// let all_on: Board = "1111\n1111\n1111\n1111".parse()?;
/// let solution = FOUR.solve(&all_on, Goal::AllOff)?.expect("solvable");
/// assert_eq!(solution.to_string(), "4\n0010\n1000\n0001\n0100");
/// assert!(Solver::new(0, 4).is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solver {
    rows: u8,
    cols: u8,
    nullity: u8,
    /// Words of a press map that hold cells.
    words: u8,
    /// For each bit `i` of the lights the chase leaves in the last row,
    /// the first-row presses that account for it: the particular first row
    /// is the XOR of the entries of the bits left on.
    inverse: [u32; MAX_SIDE as usize],
    /// A basis of the press maps that change nothing: every solution is a
    /// particular one XOR some combination of these.
    quiet: [Map; MAX_NULLITY as usize],
}

impl Solver {
    /// The size of a solver in memory, in bytes, whatever its board size.
    pub const BYTES: usize = core::mem::size_of::<Solver>();

    /// The solver for boards of `rows` × `cols`.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless both sides are 1 to 32.
    pub const fn new(rows: u8, cols: u8) -> Result<Solver, SizeError> {
        let mut solver = Solver::BLANK;
        match solver.build(rows, cols) {
            Ok(()) => Ok(solver),
            Err(error) => Err(error),
        }
    }

    /// A solver of no size, to be [`build`](Self::build)t.
    pub(crate) const BLANK: Solver = Solver {
        rows: 0,
        cols: 0,
        nullity: 0,
        words: 0,
        inverse: [0; MAX_SIDE as usize],
        quiet: [[0; WORDS]; MAX_NULLITY as usize],
    };

    /// Makes this the solver for boards of `rows` × `cols`, in place: a
    /// solver kept from case to case is rebuilt with no second one on the
    /// stack ([`Solver::BYTES`] less). Left of no size on an error.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless both sides are 1 to 32.
    pub(crate) const fn build(&mut self, rows: u8, cols: u8) -> Result<(), SizeError> {
        *self = Solver::BLANK;
        let empty = match Board::new(rows, cols) {
            Ok(board) => board,
            Err(error) => return Err(error),
        };
        let (rows, cols) = (empty.rows, empty.cols);
        let n = cols as usize;

        // Column j of the chase's matrix: what pressing first-row cell j
        // alone leaves in the last row. `system[i]` is its row i: which
        // first-row presses toggle last-row light i; `origin[i]` which rows
        // of the matrix the reduced row i sums.
        let mut system = [0u32; MAX_SIDE as usize];
        let mut origin = [0u32; MAX_SIDE as usize];
        let mut j = 0;
        while j < n {
            let (_, left) = chase(&empty, 1 << j);
            let mut i = 0;
            while i < n {
                system[i & 31] |= (left >> i & 1) << j;
                i += 1;
            }
            j += 1;
        }
        let mut i = 0;
        while i < n {
            origin[i & 31] = 1 << i;
            i += 1;
        }

        // Gauss-Jordan elimination over GF(2).
        let mut pivot_of = [u8::MAX; MAX_SIDE as usize];
        let mut rank = 0usize;
        let mut var = 0usize;
        while var < n {
            let bit = 1u32 << var;
            let mut found = rank;
            while found < n && system[found & 31] & bit == 0 {
                found += 1;
            }
            if found < n {
                let (a, b) = (system[found & 31], origin[found & 31]);
                system[found & 31] = system[rank & 31];
                origin[found & 31] = origin[rank & 31];
                system[rank & 31] = a;
                origin[rank & 31] = b;
                let mut other = 0;
                while other < n {
                    if other != rank && system[other & 31] & bit != 0 {
                        system[other & 31] ^= a;
                        origin[other & 31] ^= b;
                    }
                    other += 1;
                }
                pivot_of[rank & 31] = var as u8;
                rank += 1;
            }
            var += 1;
        }

        // Filled in place, so that building a solver at run time needs room
        // for one solver on the stack, not two.
        let cells = rows as u32 * cols as u32;
        let solver = self;
        solver.rows = rows;
        solver.cols = cols;
        solver.words = cells.div_ceil(WORD_BITS) as u8;

        // The particular first row for last-row lights `left`, with every
        // free press left out: pivot press v is on when the lights its row
        // sums hold an odd number of `left`'s.
        let mut row = 0;
        while row < rank {
            let pivot = pivot_of[row & 31] as u32;
            let mut bit = 0;
            while bit < n {
                if origin[row & 31] >> bit & 1 != 0 {
                    solver.inverse[bit & 31] |= 1 << pivot;
                }
                bit += 1;
            }
            row += 1;
        }

        // One press map that changes nothing per free first-row press.
        let nullity = n - rank;
        if nullity > MAX_NULLITY as usize {
            // No size up to 32 × 32 has more (a test checks them all).
            *solver = Solver::BLANK;
            return Err(SizeError::new(rows as u32, cols as u32, MAX_SIDE));
        }
        solver.nullity = nullity as u8;
        let mut count = 0;
        let mut free = 0;
        while free < n && count < MAX_NULLITY as usize {
            let mut is_pivot = false;
            let mut row = 0;
            while row < rank {
                if pivot_of[row & 31] as usize == free {
                    is_pivot = true;
                }
                row += 1;
            }
            if !is_pivot {
                let mut first = 1u32 << free;
                let mut row = 0;
                while row < rank {
                    if system[row & 31] >> free & 1 != 0 {
                        first |= 1 << pivot_of[row & 31];
                    }
                    row += 1;
                }
                let (presses, _) = chase(&empty, first);
                solver.quiet[count] = pack(&presses, rows, cols);
                count += 1;
            }
            free += 1;
        }

        Ok(())
    }

    crate::cell::size_getters!(
        "Rows of the boards this solver answers.",
        "Columns of the boards this solver answers."
    );

    /// The nullity of the size: a board that can be solved has 2^nullity
    /// solutions, and 1 board in 2^nullity can be solved.
    #[must_use]
    pub const fn nullity(&self) -> u8 {
        self.nullity
    }

    /// A basis of the press maps that change nothing, one map per unit of
    /// [`nullity`](Self::nullity): a board's solutions are any one of them
    /// XORed with every combination of these. The boards of an exact
    /// difficulty are weighed against them.
    pub(crate) fn quiet(&self) -> &[Map] {
        self.quiet
            .get(..usize::from(self.nullity))
            .unwrap_or(&self.quiet)
    }

    const fn check(&self, board: &Board) -> Result<(), Mismatch> {
        if board.rows == self.rows && board.cols == self.cols {
            Ok(())
        } else {
            Err(Mismatch::Solver {
                solver: (self.rows, self.cols),
                board: (board.rows, board.cols),
            })
        }
    }

    /// The canonical answer for `board` and `goal`: the fewest presses,
    /// then the press map that reads least in reading order; `None` when no
    /// presses reach the goal.
    ///
    /// This is the batch form: a solver built once answers every board of
    /// its size. A board given alone answers itself with
    /// [`Board::solve`], which builds the solver of its own size and so
    /// cannot fail; here the board may be of another size than the solver.
    ///
    /// # Errors
    ///
    /// [`Mismatch::Solver`] when the board is not of the solver's size.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights_out::{Board, Goal, Solver};
    ///
    /// let solver = Solver::new(1, 2)?;
    /// let board = Board::from_rows(2, &[0b01])?;
    /// assert_eq!(solver.solve(&board, Goal::AllOff)?, None); // 1 × 2: one light alone stays
    /// let both = Board::from_rows(2, &[0b11])?;
    /// let solution = solver.solve(&both, Goal::AllOff)?.expect("solvable");
    /// // Either cell clears both; `01` reads before `10`.
    /// assert_eq!(solution.to_string(), "1\n01");
    /// assert!(solver.solve(&Board::new(2, 2)?, Goal::AllOff).is_err()); // wrong size
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[inline]
    pub const fn solve(&self, board: &Board, goal: Goal) -> Result<Option<Solution>, Mismatch> {
        if let Err(error) = self.check(board) {
            return Err(error);
        }
        // The map alone is filled and then moved: 128 bytes are copied
        // inline, a whole solution (136) with a call to `memcpy`.
        let mut presses = [0; WORDS];
        match self.reach(board, goal, &mut presses) {
            Some(count) => Ok(Some(Solution {
                rows: self.rows,
                cols: self.cols,
                count: count as u16,
                presses,
            })),
            None => Ok(None),
        }
    }

    /// The first press, in reading order, of [`solve`](Self::solve)'s
    /// answer: `None` when the board meets the goal already or cannot. The
    /// batch form of [`Board::hint`].
    ///
    /// # Errors
    ///
    /// [`Mismatch::Solver`] when the board is not of the solver's size.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, lights_out::{Board, Goal, Solver}};
    ///
    /// let solver = Solver::new(3, 3)?;
    /// let board: Board = "110\n100\n000".parse()?;
    /// assert_eq!(solver.hint(&board, Goal::AllOff)?, Some(Cell::new(0, 0)));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub const fn hint(&self, board: &Board, goal: Goal) -> Result<Option<Cell>, Mismatch> {
        match self.solve(board, goal) {
            Ok(Some(solution)) => Ok(solution.first()),
            Ok(None) => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// Whether some presses bring `board` to `goal`.
    ///
    /// # Errors
    ///
    /// [`Mismatch::Solver`] when the board is not of the solver's size.
    pub const fn is_solvable(&self, board: &Board, goal: Goal) -> Result<bool, Mismatch> {
        if let Err(error) = self.check(board) {
            return Err(error);
        }
        Ok(self.can_reach(board, goal))
    }
}

// A board's own answers build the solver of its size, so they are written
// here, next to it.
impl Board {
    /// The canonical answer for this board and `goal`: the fewest presses,
    /// then the press map that reads least in reading order; `None` when no
    /// presses reach the goal (the shape of every puzzle's `solve`).
    ///
    /// This builds the [`Solver`] of the board's own size, so it cannot
    /// fail on the size, and it costs what [`Solver::new`] costs (its time
    /// and stack are in PERFORMANCE.md) on every call. For
    /// many boards of one size, build the solver once and use
    /// [`Solver::solve`], the batch form.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights_out::{Board, Goal};
    ///
    /// let board: Board = "11111\n11111\n11111\n11111\n11111".parse()?;
    /// let solution = board.solve(Goal::AllOff).expect("5 × 5 all on can be solved");
    /// assert_eq!(solution.to_string(), "15\n00011\n11011\n11100\n01110\n10110");
    /// let one: Board = "10".parse()?;
    /// assert_eq!(one.solve(Goal::AllOff), None); // 1 × 2: one light alone stays
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn solve(&self, goal: Goal) -> Option<Solution> {
        match Solver::new(self.rows, self.cols) {
            Ok(solver) => match solver.solve(self, goal) {
                Ok(solution) => solution,
                Err(_) => None,
            },
            Err(_) => None,
        }
    }

    /// The first press, in reading order, of [`solve`](Self::solve)'s
    /// answer: `None` when the board meets the goal already or cannot. It
    /// builds the [`Solver`] of the board's size each call, as `solve` does;
    /// [`Solver::hint`] is the batch form.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, lights_out::{Board, Goal}};
    ///
    /// let board: Board = "110\n100\n000".parse()?;
    /// assert_eq!(board.hint(Goal::AllOff), Some(Cell::new(0, 0)));
    /// assert_eq!(Board::new(3, 3)?.hint(Goal::AllOff), None); // off already
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn hint(&self, goal: Goal) -> Option<Cell> {
        match self.solve(goal) {
            Some(solution) => solution.first(),
            None => None,
        }
    }
}
