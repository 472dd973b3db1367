//! The errors of values that break a rule when they are built, one type a
//! concept, shared by every puzzle: a size out of range ([`SizeError`]),
//! two halves that do not match ([`Mismatch`]), a sliding-tile start and
//! target that no moves join ([`Unreachable`]); and a bounded search that
//! reached its limit ([`OverLimit`]). Here, on the ground floor, so that
//! [`Error`](crate::Error) can hold each. Self-contained, so that build.rs
//! includes it too, for the press engine's [`OverLimit`].

use core::fmt;

/// A board size outside what the puzzle takes: 1 to [`most`](Self::most)
/// rows by 1 to `most` columns (32 for Lights Out, 8 for the swap game).
///
/// # Examples
///
/// ```
/// use flipswap::{SizeError, lights_out, swap_game};
///
/// let error: SizeError = swap_game::Grid::new(9, 8).unwrap_err();
/// assert_eq!((error.rows(), error.cols(), error.most()), (9, 8, 8));
/// assert_eq!(error.to_string(), "a board has 1 to 8 rows and 1 to 8 columns, not 9 × 8");
/// assert_eq!(lights_out::Board::new(0, 3).unwrap_err().most(), 32);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeError {
    rows: u32,
    cols: u32,
    most: u8,
}

impl SizeError {
    /// The error for a size of `rows` × `cols` where 1 to `most` a side
    /// is taken.
    pub(crate) const fn new(rows: u32, cols: u32, most: u8) -> SizeError {
        SizeError { rows, cols, most }
    }

    /// The size as `u8`s when both sides are 1 to `most`, or the error for
    /// it.
    pub(crate) const fn check(rows: u32, cols: u32, most: u8) -> Result<(u8, u8), SizeError> {
        if rows >= 1 && rows <= most as u32 && cols >= 1 && cols <= most as u32 {
            Ok((rows as u8, cols as u8))
        } else {
            Err(SizeError { rows, cols, most })
        }
    }

    /// The rows asked for.
    #[must_use]
    pub const fn rows(&self) -> u32 {
        self.rows
    }

    /// The columns asked for.
    #[must_use]
    pub const fn cols(&self) -> u32 {
        self.cols
    }

    /// The most rows, and the most columns, the puzzle takes.
    #[must_use]
    pub const fn most(&self) -> u8 {
        self.most
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let most = self.most;
        write!(
            f,
            "a board has 1 to {most} rows and 1 to {most} columns, not {} × {}",
            self.rows, self.cols
        )
    }
}

impl core::error::Error for SizeError {}

/// Two halves that must match and do not: the start and the target of a
/// swap-game pair, or a Lights Out board and the
/// [`Solver`][crate::lights_out::Solver] it is given to.
///
/// # Examples
///
/// ```
/// use flipswap::Mismatch;
/// use flipswap::swap_game::{Board, Pair};
///
/// let [one, two] = [0x0001, 0x0003].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
/// let error = Pair::new(one, two).unwrap_err();
/// assert_eq!(error, Mismatch::Count { start: 1, target: 2 });
/// assert_eq!(
///     error.to_string(),
///     "the start board has 1 '1's but the target board has 2; they must match"
/// );
/// ```
///
// Only the docs read the links: build.rs includes this file, and is
// compiled before `OUT_DIR` exists.
#[cfg_attr(doc, doc = include_str!(concat!(env!("OUT_DIR"), "/links.md")))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Mismatch {
    /// The start and the target hold different numbers of black pieces, so
    /// no swaps turn one into the other.
    Count {
        /// Black pieces on the start board.
        start: u8,
        /// Black pieces on the target board.
        target: u8,
    },
    /// The start and the target are of different sizes, each
    /// `(rows, cols)`.
    Size {
        /// The start's size.
        start: (u8, u8),
        /// The target's size.
        target: (u8, u8),
    },
    /// A board given to a solver of another size, each `(rows, cols)`.
    Solver {
        /// The solver's size.
        solver: (u8, u8),
        /// The board's size.
        board: (u8, u8),
    },
}

impl Mismatch {
    /// `Ok` when the counts of black pieces `start` and `target` match,
    /// else the mismatch.
    pub(crate) const fn counts(start: u8, target: u8) -> Result<(), Mismatch> {
        if start == target {
            Ok(())
        } else {
            Err(Mismatch::Count { start, target })
        }
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Mismatch::Count { start, target } => write!(
                f,
                "the start board has {start} '1's but the target board has {target}; they must match"
            ),
            Mismatch::Size { start, target } => write!(
                f,
                "the start board is {} × {} but the target board is {} × {}; they must match",
                start.0, start.1, target.0, target.1
            ),
            Mismatch::Solver { solver, board } => write!(
                f,
                "the board is {} × {} but the solver is for {} × {}",
                board.0, board.1, solver.0, solver.1
            ),
        }
    }
}

impl core::error::Error for Mismatch {}

/// Why a start and a target do not make a pair: no moves take the one to
/// the other (their tiles' inversions differ in parity, or the boards are
/// of different sizes).
///
/// # Examples
///
/// ```
/// use flipswap::eight::{Board, Pair};
/// use flipswap::tiles::Unreachable;
///
/// let swapped = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).expect("a board");
/// assert_eq!(Pair::new(swapped, Board::GOAL), Err(Unreachable));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unreachable;

impl fmt::Display for Unreachable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "no moves take the start to the target (their tiles' inversions differ in parity)",
        )
    }
}

impl core::error::Error for Unreachable {}

/// Why a bounded search gave up: it expanded as many boards as it was
/// allowed to and had not found the answer yet.
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board, OverLimit};
///
/// let board: Board = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15".parse()?;
/// assert_eq!(fifteen::solve_within(board, 1), Err(OverLimit));
/// let solution = fifteen::solve_within(board, 1_000)?.expect("solvable");
/// assert_eq!(solution.len(), 9);
/// # Ok::<(), flipswap::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OverLimit;

impl fmt::Display for OverLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the search reached its limit of boards before it found the answer")
    }
}

impl core::error::Error for OverLimit {}

/// A press rule that the engine does not take on a board of its size: a
/// grid whose chase needs more than 128 unknowns (a stencil wider than
/// the cross on a torus past 33 × 33), or the refrigerator's row and column
/// past 64 cells.
///
/// # Examples
///
/// ```
/// use flipswap::press::{Edges, Grid, Stencil};
///
/// assert!(Grid::new(64, 64, &Stencil::KING, Edges::Torus, 2).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleTooLarge {
    /// The board's rows and columns.
    pub size: (u8, u8),
}

impl fmt::Display for RuleTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rows, cols) = self.size;
        write!(
            f,
            "the rule is not answered on a board of {rows} x {cols}: a stencil past the cross on a torus past 33 x 33, or row-column past 64 cells"
        )
    }
}

impl core::error::Error for RuleTooLarge {}
