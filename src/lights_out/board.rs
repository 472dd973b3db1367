//! A Lights Out board: its lights, a press, its text.

use core::fmt;
use core::str::FromStr;

use super::{Goal, MAX_SIDE};
use crate::Cell;
use crate::SizeError;
use crate::write;

/// A board of lights, up to 32 × 32: row `r` is a `u32` whose bit `c` is
/// set when the light at (`r`, `c`) is on.
///
/// Its text is its rows of `0` (off) and `1` (on), spaces between the
/// digits allowed ([`str::parse`]); a [`Reader`](super::Reader) or
/// [`boards`](super::boards) reads one board after another from an input,
/// each ended by a blank line.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::lights_out::{Board, Goal};
///
/// let board = Board::from_rows(3, &[0b010, 0b111, 0b010])?;
/// assert_eq!(board.to_string(), "010\n111\n010");
/// assert_eq!(format!("{board:?}"), "Board(010/111/010)");
/// assert_eq!(board.is_on(Cell::new(1, 0)), Some(true));
/// let pressed = board.press(Cell::new(1, 1)).expect("on the board");
/// assert!(pressed.is_solved(Goal::AllOff));
/// assert_eq!("0 1 0\n1 1 1\n0 1 0".parse::<Board>()?, board);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    pub(super) rows: u8,
    pub(super) cols: u8,
    /// Rows `rows..` and bits `cols..` are always clear.
    pub(super) lights: [u32; MAX_SIDE as usize],
}

impl Board {
    /// A board of `rows` × `cols` lights, all off.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless both sides are 1 to 32.
    pub const fn new(rows: u8, cols: u8) -> Result<Board, SizeError> {
        match SizeError::check(rows as u32, cols as u32, MAX_SIDE) {
            Ok((rows, cols)) => Ok(Board {
                rows,
                cols,
                lights: [0; MAX_SIDE as usize],
            }),
            Err(error) => Err(error),
        }
    }

    /// A board `cols` wide whose rows are `lights`, top row first (bit `c`
    /// of a row set = the light in column `c` on). Bits at `cols` and above
    /// are ignored.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless `lights` has 1 to 32 rows and `cols` is 1 to 32.
    pub const fn from_rows(cols: u8, lights: &[u32]) -> Result<Board, SizeError> {
        let rows = if lights.len() > u8::MAX as usize {
            u8::MAX
        } else {
            lights.len() as u8
        };
        let mut board = match Board::new(rows, cols) {
            Ok(board) => board,
            Err(_) => {
                let rows = if lights.len() > u32::MAX as usize {
                    u32::MAX
                } else {
                    lights.len() as u32
                };
                return Err(SizeError::new(rows, cols as u32, MAX_SIDE));
            }
        };
        let mask = row_mask(board.cols);
        let mut r = 0;
        while r < lights.len() && r < MAX_SIDE as usize {
            board.lights[r] = lights[r] & mask;
            r += 1;
        }
        Ok(board)
    }

    crate::cell::size_getters!("Rows.", "Columns.");

    /// Row `row`'s lights as bits (bit `c` = column `c`); 0 below the board.
    #[must_use]
    pub const fn row(&self, row: u8) -> u32 {
        if row < self.rows {
            self.lights[(row & 31) as usize]
        } else {
            0
        }
    }

    /// Whether the light at `cell` is on, or `None` off the board.
    #[must_use]
    pub const fn is_on(&self, cell: Cell) -> Option<bool> {
        if cell.row() < self.rows && cell.col() < self.cols {
            Some(self.lights[(cell.row() & 31) as usize] >> (cell.col() & 31) & 1 != 0)
        } else {
            None
        }
    }

    /// The board with the light at `cell` set to `on`, or `None` off the
    /// board.
    #[must_use]
    pub const fn with(self, cell: Cell, on: bool) -> Option<Board> {
        if cell.row() >= self.rows || cell.col() >= self.cols {
            return None;
        }
        let mut board = self;
        let bit = 1u32 << (cell.col() & 31);
        let row = (cell.row() & 31) as usize;
        board.lights[row] = if on {
            board.lights[row] | bit
        } else {
            board.lights[row] & !bit
        };
        Some(board)
    }

    /// The board after pressing `cell` (it and its up, down, left and right
    /// neighbours toggle), or `None` when `cell` is off the board.
    #[must_use]
    pub const fn press(self, cell: Cell) -> Option<Board> {
        if cell.row() >= self.rows || cell.col() >= self.cols {
            return None;
        }
        let mut board = self;
        let row = (cell.row() & 31) as usize;
        let bit = 1u32 << (cell.col() & 31);
        board.lights[row] ^= spread(bit, self.cols);
        if row > 0 {
            board.lights[(row - 1) & 31] ^= bit;
        }
        if row + 1 < self.rows as usize {
            board.lights[(row + 1) & 31] ^= bit;
        }
        Some(board)
    }

    /// How many lights are on.
    #[must_use]
    pub const fn count_on(&self) -> u32 {
        let mut count = 0;
        let mut r = 0;
        while r < MAX_SIDE as usize {
            count += self.lights[r].count_ones();
            r += 1;
        }
        count
    }

    /// Whether the board meets `goal`.
    #[must_use]
    pub const fn is_solved(&self, goal: Goal) -> bool {
        let on = self.count_on();
        let all = self.rows as u32 * self.cols as u32;
        match goal {
            Goal::AllOff => on == 0,
            Goal::AllOn => on == all,
            Goal::OneColour => on == 0 || on == all,
        }
    }

    /// The lights of each row, top to bottom.
    fn light_rows(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        self.lights.iter().copied().take(usize::from(self.rows))
    }
}

/// The lights of a row: bits `0..cols`.
pub(super) const fn row_mask(cols: u8) -> u32 {
    if cols >= 32 {
        u32::MAX
    } else {
        (1u32 << cols) - 1
    }
}

/// The lights of a row that pressing `presses` in that row toggles.
pub(super) const fn spread(presses: u32, cols: u8) -> u32 {
    (presses ^ (presses << 1) ^ (presses >> 1)) & row_mask(cols)
}

/// Shows the rows, separated by `/`.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Board(")?;
        write_rows(f, self.light_rows(), self.cols, "/")?;
        f.write_str(")")
    }
}

/// Writes the rows of `0` and `1`, no spaces, separated by newlines, with
/// none after the last.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_rows(f, self.light_rows(), self.cols, "\n")
    }
}

/// Writes `rows` as `0` and `1`, each but the last followed by `separator`,
/// a row at a time with [`write::row`], the renderer the `flipswap` command
/// writes its answers with.
pub(super) fn write_rows(
    f: &mut fmt::Formatter<'_>,
    rows: impl ExactSizeIterator<Item = u32>,
    cols: u8,
    separator: &str,
) -> fmt::Result {
    let mut buffer = [0; write::ROW_BYTES];
    let last = rows.len().saturating_sub(1);
    for (r, row) in rows.enumerate() {
        let text = write::row(&mut buffer, row, cols, *b"01", false);
        if r < last && separator == "\n" {
            // The row with its `\n`.
            f.write_str(write::as_str(text))?;
            continue;
        }
        f.write_str(write::as_str(
            text.split_last().map_or(text, |(_, cells)| cells),
        ))?;
        if r < last {
            f.write_str(separator)?;
        }
    }
    Ok(())
}

/// Reads rows of `0` and `1`, all of one length (spaces and tabs between
/// the digits allowed), with blank lines around the board ignored: the text
/// of one board of [`Reader`](super::Reader), with the same errors.
///
/// # Examples
///
/// ```
/// use flipswap::ParseErrorKind;
/// use flipswap::lights_out::Board;
///
/// let board: Board = "\n0 1 0\r\n1 1 1\n0 1 0\n".parse()?;
/// assert_eq!((board.rows(), board.cols()), (3, 3));
///
/// let error = "010\n11\n".parse::<Board>().unwrap_err();
/// assert_eq!((error.line(), error.column()), (2, 3));
/// assert_eq!(error.kind(), ParseErrorKind::RaggedRow { expected: 3, found: 2 });
///
/// let error = "01\n\n10\n".parse::<Board>().unwrap_err();
/// assert_eq!(error.to_string(), "line 3, column 1: expected end of input, found '1'");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
impl FromStr for Board {
    type Err = crate::ParseError;

    fn from_str(text: &str) -> Result<Board, crate::ParseError> {
        crate::read::one(text)
    }
}
