//! A board or a press map of a [`Grid`](super::Grid), up to 64 × 64 cells,
//! and the row arithmetic modulo 2 or 3 that the chase does a row at a
//! time.

use super::super::dense::modulus;
use super::{MOST, side};

/// The cells of a board of up to 64 × 64 and the value of each, `0` to
/// `states - 1`: row `r` is word `r` of two bit planes, column `c` its bit
/// `c`, set in `ones` where the cell holds 1 and in `twos` where it holds
/// 2, never in both. A press map is a `Cells` too, each value how often its
/// cell is pressed.
///
/// It takes 1 KiB whatever the grid's size; cells past the grid stay 0.
///
/// # Examples
///
/// ```
/// use flipswap::press::Cells;
///
/// let map = Cells::ZERO.with(0, 1, 2).with(63, 63, 1);
/// assert_eq!((map.get(0, 1), map.get(63, 63), map.get(64, 0)), (2, 1, 0));
/// assert_eq!(map.presses(), 3); // a cell pressed twice counts twice
/// assert!(Cells::ZERO.with(5, 5, 1).reads_before(&Cells::ZERO.with(0, 1, 1)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cells {
    ones: [u64; MOST],
    twos: [u64; MOST],
}

impl Default for Cells {
    fn default() -> Cells {
        Cells::ZERO
    }
}

impl Cells {
    /// Every cell 0.
    pub const ZERO: Cells = Cells {
        ones: [0; MOST],
        twos: [0; MOST],
    };

    /// The first `rows` × `cols` cells `value` (0, 1 or 2), the others 0:
    /// the goal "every light on" of a grid of that size.
    #[must_use]
    pub const fn uniform(rows: usize, cols: usize, value: u8) -> Cells {
        let mut cells = Cells::ZERO;
        let line = Row::uniform(mask(cols), value);
        let mut r = 0;
        while r < rows && r < MOST {
            cells.set_row(r, line);
            r += 1;
        }
        cells
    }

    /// The value of the cell in row `r`, column `c` (0 past 64 × 64).
    #[must_use]
    pub const fn get(&self, r: usize, c: usize) -> u8 {
        if r >= MOST || c >= MOST {
            return 0;
        }
        self.row(r).get(c)
    }

    /// These cells with row `r`, column `c` set to `value` (0, 1 or 2;
    /// anything else 0); unchanged past 64 × 64.
    #[must_use]
    pub const fn with(mut self, r: usize, c: usize, value: u8) -> Cells {
        self.set(r, c, value);
        self
    }

    /// Sets the cell in row `r`, column `c` to `value` (0, 1 or 2; anything
    /// else 0); nothing past 64 × 64.
    pub const fn set(&mut self, r: usize, c: usize, value: u8) {
        if r < MOST && c < MOST {
            let row = self.row(r).with(c, value);
            self.set_row(r, row);
        }
    }

    /// The sum of the values: a press map's number of presses, a cell
    /// pressed twice counting twice.
    #[must_use]
    pub const fn presses(&self) -> u32 {
        let mut sum = 0;
        let mut r = 0;
        while r < MOST {
            sum += self.ones[r].count_ones() + 2 * self.twos[r].count_ones();
            r += 1;
        }
        sum
    }

    /// Whether every cell past the first `rows` × `cols` is 0, and, for
    /// `states` 2, no cell holds 2.
    #[must_use]
    pub const fn fits(&self, rows: usize, cols: usize, states: u8) -> bool {
        let inside = mask(cols);
        let mut r = 0;
        while r < MOST {
            let outside = if r < rows { !inside } else { u64::MAX };
            if (self.ones[r] | self.twos[r]) & outside != 0 || (states != 3 && self.twos[r] != 0) {
                return false;
            }
            r += 1;
        }
        true
    }

    /// Whether every cell is 0.
    #[must_use]
    pub const fn is_zero(&self) -> bool {
        let mut r = 0;
        while r < MOST {
            if self.ones[r] | self.twos[r] != 0 {
                return false;
            }
            r += 1;
        }
        true
    }

    /// `self + other`, cell by cell, modulo `states` (2 or 3).
    #[must_use]
    pub const fn add(&self, other: &Cells, states: u8) -> Cells {
        let p = modulus(states);
        let mut sum = Cells::ZERO;
        let mut r = 0;
        while r < MOST {
            sum.set_row(r, self.row(r).add(other.row(r), p));
            r += 1;
        }
        sum
    }

    /// `self - other`, cell by cell, modulo `states` (2 or 3).
    #[must_use]
    pub const fn sub(&self, other: &Cells, states: u8) -> Cells {
        let p = modulus(states);
        let mut difference = Cells::ZERO;
        let mut r = 0;
        while r < MOST {
            difference.set_row(r, self.row(r).add(other.row(r).neg(p), p));
            r += 1;
        }
        difference
    }

    /// Whether `self` reads before `other` in reading order (row by row,
    /// each left to right): the first cell where they differ holds less in
    /// `self`. False when they are equal.
    #[must_use]
    pub const fn reads_before(&self, other: &Cells) -> bool {
        let mut r = 0;
        while r < MOST {
            let (a, b) = (self.row(r), other.row(r));
            let differ = (a.ones ^ b.ones) | (a.twos ^ b.twos);
            if differ != 0 {
                let c = differ.trailing_zeros() as usize;
                return a.get(c) < b.get(c);
            }
            r += 1;
        }
        false
    }

    /// Row `r` (`r` below 64).
    pub(super) const fn row(&self, r: usize) -> Row {
        Row {
            ones: self.ones[r & (MOST - 1)],
            twos: self.twos[r & (MOST - 1)],
        }
    }

    /// Sets row `r` (`r` below 64).
    pub(super) const fn set_row(&mut self, r: usize, row: Row) {
        self.ones[r & (MOST - 1)] = row.ones;
        self.twos[r & (MOST - 1)] = row.twos;
    }

    /// The bit planes, ones then twos.
    pub(super) const fn planes(&self) -> (&[u64; MOST], &[u64; MOST]) {
        (&self.ones, &self.twos)
    }
}

/// One row of a board: bit `c` of `ones` where column `c` holds 1, of
/// `twos` where it holds 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Row {
    pub(super) ones: u64,
    pub(super) twos: u64,
}

impl Row {
    pub(super) const ZERO: Row = Row { ones: 0, twos: 0 };

    /// `value` in every column of `columns`.
    pub(super) const fn uniform(columns: u64, value: u8) -> Row {
        match value {
            1 => Row {
                ones: columns,
                twos: 0,
            },
            2 => Row {
                ones: 0,
                twos: columns,
            },
            _ => Row::ZERO,
        }
    }

    /// The value of column `c` (below 64).
    pub(super) const fn get(self, c: usize) -> u8 {
        let c = c & (MOST - 1);
        ((self.ones >> c) & 1) as u8 + 2 * ((self.twos >> c) & 1) as u8
    }

    /// The row with column `c` (below 64) set to `value`.
    pub(super) const fn with(self, c: usize, value: u8) -> Row {
        let bit = 1u64 << (c & (MOST - 1));
        Row {
            ones: (self.ones & !bit) | if value == 1 { bit } else { 0 },
            twos: (self.twos & !bit) | if value == 2 { bit } else { 0 },
        }
    }

    /// The columns of `columns` alone.
    pub(super) const fn and(self, columns: u64) -> Row {
        Row {
            ones: self.ones & columns,
            twos: self.twos & columns,
        }
    }

    /// `self + other` modulo `p` (2 or 3).
    pub(super) const fn add(self, other: Row, p: u8) -> Row {
        let (a1, a2, b1, b2) = (self.ones, self.twos, other.ones, other.twos);
        if p == 2 {
            return Row {
                ones: a1 ^ b1,
                twos: 0,
            };
        }
        Row {
            ones: (a1 & !(b1 | b2)) | (b1 & !(a1 | a2)) | (a2 & b2),
            twos: (a2 & !(b1 | b2)) | (b2 & !(a1 | a2)) | (a1 & b1),
        }
    }

    /// `-self` modulo `p` (2 or 3).
    pub(super) const fn neg(self, p: u8) -> Row {
        if p == 2 {
            return self;
        }
        Row {
            ones: self.twos,
            twos: self.ones,
        }
    }

    /// `value * self` modulo `p` (`value` 1 or 2; anything else 0).
    pub(super) const fn times(self, value: u8, p: u8) -> Row {
        match value {
            1 => self,
            2 if p == 3 => self.neg(p),
            _ => Row::ZERO,
        }
    }

    /// The row moved `by` columns to the right (to higher columns; left
    /// when negative) on a row of `cols` columns: what a press row adds
    /// through a stencil's column `by`. Columns pushed past an edge are
    /// lost, or wrap round when `torus`.
    pub(super) const fn shift(self, by: i32, cols: usize, torus: bool) -> Row {
        let mask = mask(cols);
        if torus {
            let k = by.rem_euclid(side(cols)) as u32;
            return Row {
                ones: rotate(self.ones, k, cols as u32) & mask,
                twos: rotate(self.twos, k, cols as u32) & mask,
            };
        }
        Row {
            ones: shift(self.ones, by) & mask,
            twos: shift(self.twos, by) & mask,
        }
    }
}

/// `word` moved `by` bits up (down when negative), nothing past either end.
const fn shift(word: u64, by: i32) -> u64 {
    if by >= 64 || by <= -64 {
        0
    } else if by >= 0 {
        word << by
    } else {
        word >> -by
    }
}

/// The low `width` bits of `word` rotated `by` (below `width`) bits up.
const fn rotate(word: u64, by: u32, width: u32) -> u64 {
    if by == 0 || by >= width || width > 64 {
        word
    } else {
        (word << by) | (word >> (width - by))
    }
}

/// The bits of the first `cols` columns.
pub(super) const fn mask(cols: usize) -> u64 {
    if cols >= 64 {
        u64::MAX
    } else {
        (1u64 << cols) - 1
    }
}
