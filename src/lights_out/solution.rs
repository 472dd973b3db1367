//! The answer for one board: its press map, and its text.

use core::fmt;

use super::board::{row_mask, write_rows};
use super::{MAX_SIDE, Map, WORD_BITS, WORDS};
use crate::Cell;
use crate::write;

/// The canonical answer for one board: which cells to press.
///
/// [`Display`](fmt::Display) writes the count, then the press map as rows of
/// `0` and `1`, the format of flipswap's `lights-out` command.
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, lights_out::{Board, Goal, Solver}};
///
/// let solver = Solver::new(2, 3)?;
/// let board: Board = "111\n111".parse()?;
/// let solution = solver.solve(&board, Goal::AllOff)?.expect("solvable");
/// // Two opposite corners, either pair; `001 100` reads before `100 001`.
/// assert_eq!(solution.len(), 2);
/// assert_eq!(solution.is_pressed(Cell::new(1, 0)), Some(true));
/// assert_eq!(solution.presses().collect::<Vec<_>>(), [Cell::new(0, 2), Cell::new(1, 0)]);
/// assert_eq!(solution.to_string(), "2\n001\n100");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Solution {
    pub(super) rows: u8,
    pub(super) cols: u8,
    pub(super) count: u16,
    pub(super) presses: Map,
}

impl Solution {
    /// How many presses.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.count as usize
    }

    /// Whether the board met the goal already.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.count == 0
    }

    crate::cell::size_getters!("Rows of the press map.", "Columns of the press map.");

    /// Whether `cell` is pressed, or `None` off the board.
    #[must_use]
    pub const fn is_pressed(&self, cell: Cell) -> Option<bool> {
        if cell.row() >= self.rows || cell.col() >= self.cols {
            return None;
        }
        let at = cell.row() as u32 * self.cols as u32 + cell.col() as u32;
        Some(self.presses[(at / WORD_BITS) as usize % WORDS] >> (at % WORD_BITS) & 1 != 0)
    }

    /// Row `row` of the press map as bits (bit `c` = column `c`); 0 below
    /// the board.
    #[must_use]
    pub const fn row(&self, row: u8) -> u32 {
        if row >= self.rows {
            return 0;
        }
        let at = row as u32 * self.cols as u32;
        let (word, shift) = ((at / WORD_BITS) as usize, at % WORD_BITS);
        let mut bits = self.presses[word % WORDS] >> shift;
        if shift + self.cols as u32 > WORD_BITS {
            bits |= self.presses[(word + 1) % WORDS] << (WORD_BITS - shift);
        }
        (bits as u32) & row_mask(self.cols)
    }

    /// The first press in reading order, or `None` when there is none.
    #[must_use]
    pub const fn first(&self) -> Option<Cell> {
        let mut w = 0;
        while w < WORDS {
            let word = self.presses[w];
            if word != 0 {
                let at = w as u32 * WORD_BITS + word.trailing_zeros();
                let cols = self.cols as u32;
                if cols == 0 {
                    return None;
                }
                return Some(Cell::new((at / cols) as u8, (at % cols) as u8));
            }
            w += 1;
        }
        None
    }

    /// The cells to press, in reading order; any order gives the same end.
    pub fn presses(&self) -> impl Iterator<Item = Cell> + Clone + '_ {
        (0..self.rows).flat_map(move |row| {
            let bits = self.row(row);
            (0..self.cols)
                .filter(move |&col| bits >> (col & 31) & 1 != 0)
                .map(move |col| Cell::new(row, col))
        })
    }

    /// The press map's rows, top to bottom.
    fn map_rows(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        (0..self.rows).map(|r| self.row(r))
    }
}

/// Shows the count and the press map's rows.
impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Solution({}: ", self.count)?;
        write_rows(f, self.map_rows(), self.cols, "/")?;
        f.write_str(")")
    }
}

/// The count, then the press map as rows of `0` and `1`, with no newline
/// after the last.
impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(write::as_str(write::count(self.len()).with_newline()))?;
        write_rows(f, self.map_rows(), self.cols, "\n")
    }
}

/// The press rows of a `cols`-wide board as a press map.
pub(super) const fn pack(presses: &[u32; MAX_SIDE as usize], rows: u8, cols: u8) -> Map {
    let mut map = [0u64; WORDS];
    let mut r = 0;
    while r < rows as usize && r < MAX_SIDE as usize {
        let at = r as u32 * cols as u32;
        let (word, shift) = ((at / WORD_BITS) as usize, at % WORD_BITS);
        let row = presses[r] as u64;
        map[word & (WORDS - 1)] |= row << shift;
        if shift + cols as u32 > WORD_BITS {
            map[(word + 1) & (WORDS - 1)] |= row >> (WORD_BITS - shift);
        }
        r += 1;
    }
    map
}

impl crate::Answer for Solution {
    type Move = Cell;

    fn len(&self) -> usize {
        Solution::len(self)
    }

    fn moves(&self) -> impl Iterator<Item = Cell> + Clone + '_ {
        self.presses()
    }
}
