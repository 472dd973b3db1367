//! A cell of a board, the iterator over the cells of a bit mask, and the
//! getters of a board's size.

use core::iter::FusedIterator;

/// One cell of a puzzle's grid, by 0-based row and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    row: u8,
    col: u8,
}

impl Cell {
    /// The cell at 0-based `row` and `col`.
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Cell {
        Cell { row, col }
    }

    /// The 0-based row, counted from the top.
    #[must_use]
    pub const fn row(&self) -> u8 {
        self.row
    }

    /// The 0-based column, counted from the left.
    #[must_use]
    pub const fn col(&self) -> u8 {
        self.col
    }

    /// The cell at bit `index` of a board `width` cells wide.
    #[inline]
    pub(crate) const fn from_index(index: u8, width: u8) -> Cell {
        // Checked so that no division-by-zero panic path is compiled in; the
        // crate only ever passes a width of 3 or 4.
        match (index.checked_div(width), index.checked_rem(width)) {
            (Some(row), Some(col)) => Cell::new(row, col),
            _ => Cell::new(0, index),
        }
    }

    /// The bit of this cell on a `width` × `height` board, or `None` when the
    /// cell lies outside it.
    pub(crate) const fn index(self, width: u8, height: u8) -> Option<u8> {
        if self.row < height && self.col < width {
            Some(self.row * width + self.col)
        } else {
            None
        }
    }

    /// Whether this cell's bit of `bits` is set on a `width` × `height`
    /// board, or `None` when the cell lies outside it.
    pub(crate) const fn is_set(self, bits: u64, width: u8, height: u8) -> Option<bool> {
        match self.index(width, height) {
            Some(i) => Some(bits & (1 << (i & 63)) != 0),
            None => None,
        }
    }
}

/// The cells of a set of presses, in row-major order (top row first, left to
/// right within a row).
#[derive(Clone, Debug)]
pub struct Presses {
    bits: u16,
    width: u8,
}

impl Presses {
    pub(crate) const fn new(bits: u16, width: u8) -> Presses {
        Presses { bits, width }
    }
}

impl Iterator for Presses {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.bits == 0 {
            return None;
        }
        let index = self.bits.trailing_zeros() as u8;
        self.bits &= self.bits - 1;
        Some(Cell::from_index(index, self.width))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.bits.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Presses {}
impl FusedIterator for Presses {}

/// The `rows()` and `cols()` getters of a type with `rows: u8` and
/// `cols: u8` fields, documented by `$rows` and `$cols`: one definition for
/// every board, answer and solver that has a size.
#[cfg(any(feature = "swap-game", feature = "lights-out"))]
macro_rules! size_getters {
    ($rows:literal, $cols:literal) => {
        #[doc = $rows]
        #[must_use]
        pub const fn rows(&self) -> u8 {
            self.rows
        }

        #[doc = $cols]
        #[must_use]
        pub const fn cols(&self) -> u8 {
            self.cols
        }
    };
}
#[cfg(any(feature = "swap-game", feature = "lights-out"))]
pub(crate) use size_getters;
