//! A board of sliding tiles at any size from 2 × 2 to 4 × 4, and the shape
//! of the boards of one size (`fixed_board!`: the 8-puzzle's, the
//! 15-puzzle's) and of the pairs of a start and a target (`tile_pair!`).

use core::fmt;

use super::moves::Move;
use super::rules::{self, Dir};
use crate::{Cell, format, write};

/// The nibbles of `cells`, cell `i` in bits `4i` to `4i + 3`: `None`
/// unless each of 0 to `cells.len() − 1` stands exactly once, at most 16.
/// Every board's constructor checks its cells here.
pub(crate) const fn bits_of(cells: &[u8]) -> Option<u64> {
    if cells.len() > rules::MAX_CELLS as usize {
        return None;
    }
    let mut seen = 0u32;
    let mut bits = 0u64;
    let mut cell = 0;
    while cell < cells.len() {
        let tile = cells[cell];
        if tile as usize >= cells.len() || seen & 1 << tile != 0 {
            return None;
        }
        seen |= 1 << tile;
        bits |= (tile as u64) << (4 * cell);
        cell += 1;
    }
    Some(bits)
}

/// The first `N` cells of the board `bits`, row by row, 0 for the blank.
pub(crate) const fn cells_of<const N: usize>(bits: u64) -> [u8; N] {
    let mut cells = [0; N];
    let mut cell = 0;
    while cell < N && cell < rules::MAX_CELLS as usize {
        cells[cell] = rules::tile(bits, cell as u8);
        cell += 1;
    }
    cells
}

/// The board `bits` of `rows × cols` after the blank moves one cell in
/// direction `step`, or `None` when that is off the board.
pub(crate) const fn slid(bits: u64, step: Move, rows: u8, cols: u8) -> Option<u64> {
    let blank = rules::blank(bits, rows * cols);
    match rules::neighbour(blank, step as Dir, rows, cols) {
        Some(cell) => Some(rules::swap(bits, blank, cell)),
        None => None,
    }
}

/// A board: `rows × cols` cells, each of the tiles 1 to `rows · cols − 1`
/// and the blank once.
///
/// [`Display`](fmt::Display) writes its rows of numbers, `0` the blank,
/// a space between numbers and a `\n` between rows; with the feature
/// `sliding`, [`str::parse`] reads them back (as many numbers in each row
/// as in the first, 2 to 4 rows and columns).
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::tiles::{Board, Move};
///
/// let board = Board::new(2, 4, &[1, 2, 3, 4, 5, 6, 0, 7]).expect("each tile once");
/// assert_eq!(board.blank(), Cell::new(1, 2));
/// assert_eq!(board.to_string(), "1 2 3 4\n5 6 0 7");
/// assert_eq!(board.slide(Move::Right), Board::goal(2, 4));
/// assert_eq!(board.slide(Move::Down), None); // off the board
/// assert_eq!(Board::new(2, 4, &[1, 2, 3, 4, 5, 6, 0, 0]), None);
/// assert_eq!(Board::new(1, 4, &[1, 2, 3, 0]), None); // too small
///
/// assert_eq!("1 2 3 4\n5 6 0 7".parse(), Ok(board));
/// let error = "1 2\n3 3".parse::<Board>().unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 3: expected each tile once, found 3 a second time");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// Cell `i`, row by row from the top-left, in bits `4i` to `4i + 3`.
    pub(super) bits: u64,
    pub(super) rows: u8,
    pub(super) cols: u8,
}

impl Board {
    /// The `side` × `side` board of `bits`, a board of one size (the
    /// 8-puzzle's, the 15-puzzle's) whose tiles its own type has checked.
    pub(crate) const fn fixed(bits: u64, side: u8) -> Board {
        Board {
            bits,
            rows: side,
            cols: side,
        }
    }

    /// The board of `rows × cols` whose cell `i`, row by row from the
    /// top-left, holds `cells[i]`, 0 for the blank; `None` unless both
    /// sides are 2 to 4, there are `rows · cols` cells and each of 0 to
    /// `rows · cols − 1` stands exactly once.
    #[must_use]
    pub fn new(rows: u8, cols: u8, cells: &[u8]) -> Option<Board> {
        if !(2..=4).contains(&rows) || !(2..=4).contains(&cols) {
            return None;
        }
        if cells.len() != usize::from(rows * cols) {
            return None;
        }
        let bits = bits_of(cells)?;
        Some(Board { bits, rows, cols })
    }

    /// The goal of `rows × cols`: the tiles 1, 2, … in reading order, the
    /// blank in the bottom-right corner. `None` unless both sides are 2
    /// to 4.
    #[must_use]
    pub fn goal(rows: u8, cols: u8) -> Option<Board> {
        if !(2..=4).contains(&rows) || !(2..=4).contains(&cols) {
            return None;
        }
        let cells = rows * cols;
        Some(Board {
            bits: rules::goal(cells, cells - 1),
            rows,
            cols,
        })
    }

    /// Rows.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// Columns.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// Cells: `rows · cols`.
    #[must_use]
    pub const fn cell_count(&self) -> u8 {
        self.rows * self.cols
    }

    /// The board as nibbles: cell `i` (row by row from the top-left) in
    /// bits `4i` to `4i + 3`, the blank 0.
    #[must_use]
    pub const fn bits(&self) -> u64 {
        self.bits
    }

    /// Each cell's tile, row by row from the top-left, 0 for the blank.
    pub fn cells(&self) -> impl Iterator<Item = u8> + Clone + use<> {
        let bits = self.bits;
        (0..self.cell_count()).map(move |cell| rules::tile(bits, cell))
    }

    /// The tile in `cell`, 0 for the blank; `None` off the board.
    #[must_use]
    pub fn tile(&self, cell: Cell) -> Option<u8> {
        let index = cell.index(self.cols, self.rows)?;
        Some(rules::tile(self.bits, index))
    }

    /// The blank's cell.
    #[must_use]
    pub const fn blank(&self) -> Cell {
        Cell::from_index(rules::blank(self.bits, self.cell_count()), self.cols)
    }

    /// The board after the blank moves one cell in direction `step` (the
    /// tile there slides into the blank's cell), or `None` when that is off
    /// the board.
    #[must_use]
    pub fn slide(self, step: Move) -> Option<Board> {
        let bits = slid(self.bits, step, self.rows, self.cols)?;
        Some(Board { bits, ..self })
    }

    /// Whether some moves take this board to `target`: whether the two
    /// are of one size and their tiles, read row by row with the blank
    /// left out, have numbers of inversions of the same parity, once the
    /// blank's row counted from the bottom is added when the board is of
    /// an even width.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::tiles::Board;
    ///
    /// let goal = Board::goal(4, 4).expect("a size");
    /// let up = Board::new(4, 4, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12]);
    /// assert_eq!(up.map(|board| board.can_reach(goal)), Some(true));
    /// let swapped = Board::new(4, 4, &[2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
    /// assert_eq!(swapped.map(|board| board.can_reach(goal)), Some(false));
    /// ```
    #[must_use]
    pub fn can_reach(self, target: Board) -> bool {
        self.rows == target.rows && self.cols == target.cols && self.is_odd() == target.is_odd()
    }

    /// The parity of the board's tiles' inversions, plus the blank's row
    /// from the bottom on an even width.
    fn is_odd(self) -> bool {
        rules::is_odd(self.bits, self.rows, self.cols)
    }
}

impl Board {
    /// Writes the rows, numbers spaced (`0` the blank), `between` between
    /// them: every tile board's text (the 15-puzzle's judges' too).
    fn write_rows(&self, f: &mut fmt::Formatter<'_>, between: &str) -> fmt::Result {
        let mut buffer = [0; write::TILES_BYTES];
        for row in 0..self.rows {
            if row > 0 {
                f.write_str(between)?;
            }
            let tiles = self.bits >> (4 * u32::from(row * self.cols));
            f.write_str(write::tiles(&mut buffer, tiles, self.cols, format::SLIDING))?;
        }
        Ok(())
    }
}

// The rows, numbers spaced, `\n` between rows (`1 2 3\n4 0 5`);
// `Board(1 2 3 / 4 0 5)`.
crate::parse::rows_text!(Board, " / ");

/// `from_cells`, `cells`, `bits`, `blank` and `slide` of a board of one
/// size held as `$board(u64)`, a nibble a cell: the 8-puzzle's (9 cells)
/// and the 15-puzzle's (16), each `$width` wide; and
/// [`Puzzle`](crate::Puzzle) for it, to its `GOAL`, by its module's
/// `solve` and `hint`.
macro_rules! fixed_board {
    ($board:ident, $cells:literal, $last:literal, $nibbles:literal, $width:expr) => {
        impl $board {
            #[doc = concat!(
                        "The board whose cell `i`, row by row from the top-left, holds\n",
                        "`cells[i]`, 0 for the blank; `None` unless each of 0 to ",
                        $last,
                        " stands exactly once."
                    )]
            #[must_use]
            pub const fn from_cells(cells: [u8; $cells]) -> Option<$board> {
                match $crate::tiles::board::bits_of(&cells) {
                    Some(bits) => Some($board(bits)),
                    None => None,
                }
            }

            /// Each cell's tile, row by row from the top-left, 0 for the blank.
            #[must_use]
            pub const fn cells(self) -> [u8; $cells] {
                $crate::tiles::board::cells_of(self.0)
            }

            #[doc = concat!(
                        "The board as ", $nibbles, " nibbles: cell `i` (row by row from the\n",
                        "top-left) in bits `4i` to `4i + 3`, the blank 0."
                    )]
            #[must_use]
            pub const fn bits(self) -> u64 {
                self.0
            }

            /// The blank's cell.
            #[must_use]
            pub const fn blank(self) -> $crate::Cell {
                let cells = $width * $width;
                $crate::Cell::from_index($crate::tiles::rules::blank(self.0, cells), $width)
            }

            /// The board after the blank moves one cell in direction `step`
            /// (the tile there slides into the blank's cell), or `None` when
            /// that is off the board.
            #[must_use]
            pub const fn slide(self, step: $crate::tiles::Move) -> Option<$board> {
                match $crate::tiles::board::slid(self.0, step, $width, $width) {
                    Some(bits) => Some($board(bits)),
                    None => None,
                }
            }
        }

        #[doc = concat!("The board as a board of ", stringify!($width), " × ", stringify!($width), " cells.")]
        impl From<$board> for $crate::tiles::Board {
            fn from(board: $board) -> $crate::tiles::Board {
                $crate::tiles::Board::fixed(board.bits(), $width)
            }
        }

        impl $crate::Puzzle for $board {
            type Move = $crate::tiles::Move;
            type Solution = $crate::tiles::Solution;

            fn solve(&self) -> Option<$crate::tiles::Solution> {
                solve(*self)
            }

            fn hint(&self) -> Option<$crate::tiles::Move> {
                hint(*self)
            }

            fn play(&self, step: $crate::tiles::Move) -> Option<$board> {
                self.slide(step)
            }

            fn is_solved(&self) -> bool {
                *self == $board::GOAL
            }
        }
    };
}
pub(crate) use fixed_board;

/// A pair of a start and a target tile board of one size that reach each
/// other (`$pair { start: $board, target: $board }`): its checked
/// constructor `new`, `start` and `target`, and [`Puzzle`](crate::Puzzle),
/// whose answers are `$solve` and `$hint` of the pair (a move slides the
/// start's blank). The 8-puzzle's pair and the pair of any size.
macro_rules! tile_pair {
    ($pair:ident($board:ident), solve: $solve:expr, hint: $hint:expr) => {
        impl $pair {
            /// The pair of `start` and `target`.
            ///
            /// # Errors
            ///
            /// [`Unreachable`](crate::tiles::Unreachable) when the two are
            /// of different sizes or no moves take `start` to `target`
            /// (their tiles' inversions differ in parity).
            pub fn new(start: $board, target: $board) -> Result<$pair, $crate::tiles::Unreachable> {
                if start.can_reach(target) {
                    Ok($pair { start, target })
                } else {
                    Err($crate::tiles::Unreachable)
                }
            }

            /// The board to start from.
            #[must_use]
            pub const fn start(&self) -> $board {
                self.start
            }

            /// The board to reach.
            #[must_use]
            pub const fn target(&self) -> $board {
                self.target
            }
        }

        impl $crate::Puzzle for $pair {
            type Move = $crate::tiles::Move;
            type Solution = $crate::tiles::Solution;

            fn solve(&self) -> Option<$crate::tiles::Solution> {
                $solve(self)
            }

            fn hint(&self) -> Option<$crate::tiles::Move> {
                $hint(self)
            }

            fn play(&self, step: $crate::tiles::Move) -> Option<$pair> {
                Some($pair {
                    start: self.start.slide(step)?,
                    target: self.target,
                })
            }

            fn is_solved(&self) -> bool {
                self.start == self.target
            }
        }
    };
}
pub(crate) use tile_pair;
