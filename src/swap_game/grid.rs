//! The swap game's board of any size from 1 × 1 to 8 × 8: [`Grid`].

use core::fmt;

use super::board::Board;
use crate::{Cell, SizeError};

/// The most rows, and the most columns, of a [`Grid`].
pub const MAX_SIDE: u8 = 8;

/// A board of `rows` × `cols` cells, each 1 to 8: bit `cols * row + col`
/// of a `u64` is set when that cell holds a black piece (`1`).
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::swap_game::Grid;
///
/// let grid = Grid::from_bits(2, 3, 0b000_001).expect("a 2 × 3 board");
/// let moved = grid.swap(Cell::new(0, 0), Cell::new(1, 0)).expect("neighbours");
/// assert_eq!(moved.bits(), 0b001_000);
/// assert_eq!(moved.to_string(), "000\n100");
/// assert_eq!(Grid::from_bits(2, 3, 1 << 6), None); // a cell off the board
/// assert_eq!(Grid::from_bits(9, 1, 0), None); // too many rows
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: u8,
    cols: u8,
    bits: u64,
}

/// The bits of the cells of a `rows` × `cols` board (both 1 to 8).
const fn cells_mask(rows: u8, cols: u8) -> u64 {
    let cells = rows as u32 * cols as u32;
    if cells >= 64 {
        u64::MAX
    } else {
        (1u64 << cells) - 1
    }
}

impl Grid {
    /// An empty `rows` × `cols` board.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless both sides are 1 to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::swap_game::Grid;
    ///
    /// let grid = Grid::new(2, 3)?;
    /// assert_eq!((grid.rows(), grid.cols(), grid.count()), (2, 3, 0));
    /// let error = Grid::new(9, 1).unwrap_err();
    /// assert_eq!((error.rows(), error.cols()), (9, 1));
    /// # Ok::<(), flipswap::SizeError>(())
    /// ```
    pub const fn new(rows: u8, cols: u8) -> Result<Grid, SizeError> {
        match Grid::from_bits(rows, cols, 0) {
            Some(grid) => Ok(grid),
            None => Err(SizeError::new(rows as u32, cols as u32, MAX_SIDE)),
        }
    }

    /// The `rows` × `cols` board whose black pieces are the set bits of
    /// `bits`, or `None` unless both sides are from 1 to 8 and every set bit
    /// is a cell of the board.
    #[must_use]
    pub const fn from_bits(rows: u8, cols: u8, bits: u64) -> Option<Grid> {
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return None;
        }
        if bits & !cells_mask(rows, cols) != 0 {
            return None;
        }
        Some(Grid { rows, cols, bits })
    }

    crate::cell::size_getters!("The rows.", "The columns.");

    /// The bits: bit `cols * row + col` set means black.
    #[must_use]
    pub const fn bits(&self) -> u64 {
        self.bits
    }

    /// The number of black pieces.
    #[must_use]
    pub const fn count(&self) -> u8 {
        self.bits.count_ones() as u8
    }

    /// Whether the cell holds a black piece, or `None` off the board.
    #[must_use]
    pub const fn is_black(&self, cell: Cell) -> Option<bool> {
        cell.is_set(self.bits, self.cols, self.rows)
    }

    /// The board with the cell black or white, or `None` off the board.
    #[must_use]
    pub const fn with(self, cell: Cell, black: bool) -> Option<Grid> {
        match cell.index(self.cols, self.rows) {
            Some(i) => {
                let bit = 1u64 << (i & 63);
                let bits = if black {
                    self.bits | bit
                } else {
                    self.bits & !bit
                };
                Some(Grid { bits, ..self })
            }
            None => None,
        }
    }

    /// The board after swapping the pieces of `a` and `b`, or `None` when
    /// either is off the board or they do not share an edge.
    #[must_use]
    pub const fn swap(self, a: Cell, b: Cell) -> Option<Grid> {
        let (Some(i), Some(j)) = (a.index(self.cols, self.rows), b.index(self.cols, self.rows))
        else {
            return None;
        };
        if a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) != 1 {
            return None;
        }
        let (i, j) = (i & 63, j & 63);
        let differ = ((self.bits >> i) ^ (self.bits >> j)) & 1;
        Some(Grid {
            bits: self.bits ^ (differ << i) ^ (differ << j),
            ..self
        })
    }
}

impl From<Board> for Grid {
    /// The 4 × 4 board as a [`Grid`]: the same bits.
    fn from(board: Board) -> Grid {
        Grid {
            rows: 4,
            cols: 4,
            bits: board.bits() as u64,
        }
    }
}
// The rows of `0` and `1`, separated by newlines; `Grid(rows/…)`.
crate::parse::rows_text!(Grid, "/");

impl Grid {
    /// Writes the rows of `0` and `1`, `separator` between them.
    fn write_rows(&self, f: &mut fmt::Formatter<'_>, separator: &str) -> fmt::Result {
        let mut row = 0;
        while row < self.rows {
            if row > 0 {
                f.write_str(separator)?;
            }
            let mut col = 0;
            while col < self.cols {
                let bit = (self.bits >> ((row * self.cols + col) & 63)) & 1;
                f.write_str(if bit == 1 { "1" } else { "0" })?;
                col += 1;
            }
            row += 1;
        }
        Ok(())
    }
}
