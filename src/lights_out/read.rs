//! Reading boards whose size the text itself gives, a line at a time, with
//! no allocation: Lights Out boards, rows of `0` and `1` up to a blank line.
//!
//! The rules are those of the fixed-size [`Reader`](crate::Reader): spaces
//! and tabs around and between symbols are ignored, a line may end in `\r`,
//! a UTF-8 byte order mark may open the input, and errors are
//! [`ParseError`]s with the line and column. What differs is how a board
//! ends: at a blank line or at the end of the input, not after a fixed
//! number of rows, so its first row sets its width and the rows read set
//! its height.

use super::{Board, MAX_SIDE};
use crate::error::{ParseError, ParseErrorKind};
use crate::read::{self, LineReader, Row};
use crate::text::{self, is_blank};

/// Reads [`Board`]s given one line at a time: each board is rows of `0`
/// (off) and `1` (on), all of one length, ended by a blank line or by the
/// end of the input.
///
/// Give it each line with [`push_line`](Self::push_line), with or without
/// its line end; it hands back a board at the blank line after it. At the
/// end of the input, [`finish`](Self::finish) hands back the board still
/// being read, if any. For text that is all at hand, [`boards`] does the
/// loop.
///
/// A board is complete only when the line after it is read, so a program
/// that answers each board as it comes (such as `flipswap lights-out` fed
/// through a pipe or at a terminal) answers a board once the blank line
/// after it arrives.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::{Goal, Reader, Solver};
///
/// // Lines as a stream delivers them: a 2 × 3 board, a blank line, a 1 × 2 board.
/// let lines = ["111\r\n", "1 1 1\n", "\n", "11"];
/// let mut reader = Reader::new();
/// let mut answers = Vec::new();
/// let mut answer = |board: flipswap::lights_out::Board| -> Result<(), Box<dyn std::error::Error>> {
///     let solver = Solver::new(board.rows(), board.cols())?;
///     let solution = solver.solve(&board, Goal::AllOff)?;
///     answers.push(solution.map(|solution| solution.to_string()));
///     Ok(())
/// };
/// for line in lines {
///     if let Some(board) = reader.push_line(line.as_bytes())? {
///         answer(board)?;
///     }
/// }
/// if let Some(board) = reader.finish()? {
///     answer(board)?;
/// }
/// assert_eq!(answers, [Some("2\n001\n100".to_owned()), Some("1\n01".to_owned())]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A mistake is named by line and column:
///
/// ```
/// use flipswap::lights_out::Reader;
///
/// let mut reader = Reader::new();
/// assert_eq!(reader.push_line(b"0110\n"), Ok(None));
/// let error = reader.push_line(b"01x0\n").unwrap_err();
/// assert_eq!((error.line(), error.column()), (2, 3));
/// assert_eq!(error.to_string(), "line 2, column 3: expected '0' or '1', found 'x'");
///
/// let error = reader.push_line(b"011\n").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "line 3, column 4: expected 4 cells, as in the board's first row, found 3 (a blank line ends a board)"
/// );
/// ```
#[derive(Clone, Debug)]
pub struct Reader {
    /// Lines read so far.
    line: u32,
    /// Rows of the board read so far.
    rows: u8,
    /// Cells in each row of the board: its first row's.
    cols: u8,
    /// The rows read, bit `c` of a row for column `c`.
    lights: [u32; MAX_SIDE as usize],
}

impl Default for Reader {
    fn default() -> Self {
        Reader::new()
    }
}

/// The two symbols of a row.
const SYMBOLS: [u8; 2] = [b'0', b'1'];

/// The cells of a row of 1 to 32 bare digits, bit `c` for column `c`;
/// `None` for anything else, which the general loop then reads or
/// explains. Most input takes this path, which halves the reader's cost
/// (by callgrind, 258 M instructions to 126 M for 200,000 boards of 5 × 5,
/// blank lines included).
#[inline]
fn bare_row(line: &[u8]) -> Option<u32> {
    if line.is_empty() || line.len() > usize::from(MAX_SIDE) {
        return None;
    }
    let mut bits = 0u32;
    let mut valid = true;
    for (i, &byte) in line.iter().enumerate() {
        bits |= u32::from(byte == b'1') << (i & 31);
        valid &= (byte | 1) == b'1';
    }
    if valid { Some(bits) } else { None }
}

impl Reader {
    /// A reader at the start of the input.
    #[must_use]
    pub const fn new() -> Self {
        Reader {
            line: 0,
            rows: 0,
            cols: 0,
            lights: [0; MAX_SIDE as usize],
        }
    }

    /// Lines read so far; the last line given was this one.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// Whether the reader is part-way through a board: it has read a row
    /// and no blank line since.
    #[must_use]
    pub const fn in_board(&self) -> bool {
        self.rows > 0
    }

    fn error(&self, column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.line, u32::try_from(column).unwrap_or(u32::MAX), kind)
    }

    /// Reads the next line, with or without its line end (`\n` or `\r\n`).
    /// Returns the board that this line ends: a blank line ends the board
    /// being read, if there is one.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when the line cannot stand where it does: a symbol
    /// other than `0` and `1`, a row longer or shorter than the board's
    /// first row, a first row of more than 32 cells, or a 33rd row. Give
    /// the reader no more lines after an error.
    pub fn push_line(&mut self, line: &[u8]) -> Result<Option<Board>, ParseError> {
        self.line = self.line.saturating_add(1);
        let line = text::line(self.line, line);
        if let Some(bits) = bare_row(line) {
            let cells = line.len() as u8;
            if self.rows < MAX_SIDE && (self.rows == 0 || cells == self.cols) {
                self.cols = cells;
                return Ok(self.add_row(bits));
            }
        }
        self.push_other(line)
    }

    /// [`push_line`](Self::push_line) for a (trimmed) line that is not a
    /// row of bare digits that fits: a blank line, a row with blanks, or a
    /// mistake to explain.
    #[cold]
    fn push_other(&mut self, line: &[u8]) -> Result<Option<Board>, ParseError> {
        let Some(first) = line.iter().position(|&b| !is_blank(b)) else {
            return self.end_board();
        };
        if self.rows >= MAX_SIDE {
            let kind = ParseErrorKind::TooManyRows { max: MAX_SIDE };
            return Err(self.error(first + 1, kind));
        }

        // The most cells the row may hold: the board's width, or for its
        // first row the widest a board is.
        let limit = if self.rows == 0 { MAX_SIDE } else { self.cols };
        let row = Row::read(line, SYMBOLS, limit);
        if self.rows == 0 {
            let bits = row
                .at_most(line, SYMBOLS, MAX_SIDE)
                .map_err(|(column, kind)| ParseError::new(self.line, column, kind))?;
            // At most `MAX_SIDE` cells, and at least one: the line is not
            // blank and holds no other symbol.
            self.cols = u8::try_from(row.cells).unwrap_or(MAX_SIDE);
            return Ok(self.add_row(bits));
        }
        row.symbols_only(line, SYMBOLS)
            .map_err(|(column, kind)| ParseError::new(self.line, column, kind))?;
        if row.cells != u32::from(self.cols) {
            let kind = ParseErrorKind::RaggedRow {
                expected: self.cols,
                found: row.cells,
            };
            // The first cell too many, or the end of a row too short (the
            // line is trimmed, so its end is just after its last symbol).
            let column = row.extra.unwrap_or(line.len()) + 1;
            return Err(self.error(column, kind));
        }
        Ok(self.add_row(row.bits))
    }

    /// Adds a row that fits to the board.
    #[inline]
    fn add_row(&mut self, bits: u32) -> Option<Board> {
        if let Some(slot) = self.lights.get_mut(usize::from(self.rows)) {
            *slot = bits;
        }
        self.rows += 1;
        None
    }

    /// The board read so far, if any, and a reader ready for the next.
    fn take_board(&mut self) -> Option<Result<Board, ParseError>> {
        if self.rows == 0 {
            return None;
        }
        let rows = self
            .lights
            .get(..usize::from(self.rows))
            .unwrap_or_default();
        let board = Board::from_rows(self.cols, rows).map_err(|_| {
            // The rows and columns were each checked to be 1 to 32 as they
            // were read, so every board read is a size.
            let kind = ParseErrorKind::TooManyRows { max: MAX_SIDE };
            self.error(1, kind)
        });
        self.rows = 0;
        self.cols = 0;
        self.lights = [0; MAX_SIDE as usize];
        Some(board)
    }

    /// A blank line: the end of the board being read, if any.
    fn end_board(&mut self) -> Result<Option<Board>, ParseError> {
        self.take_board().transpose()
    }

    /// The board being read when the input ends, if any; the reader is then
    /// ready for a new input. A board needs no blank line after it at the
    /// end of the input, so the input may end anywhere.
    ///
    /// # Errors
    ///
    /// None today: every board read is whole at the end of the input. The
    /// `Result` is the shape every reader's `finish` has.
    pub fn finish(&mut self) -> Result<Option<Board>, ParseError> {
        self.take_board().transpose()
    }
}

impl read::Sealed for Reader {}

impl LineReader for Reader {
    type Case = Board;

    #[inline]
    fn push_line(&mut self, line: &[u8]) -> Result<Option<Board>, ParseError> {
        Reader::push_line(self, line)
    }

    fn finish(&mut self) -> Result<Option<Board>, ParseError> {
        Reader::finish(self)
    }

    fn line(&self) -> u32 {
        self.line
    }

    fn skip_line(&mut self) {
        self.line = self.line.saturating_add(1);
    }
}

/// Every board of `text`, in order: the loop of [`Reader`] over a `&str`.
///
/// Each item is a board or the error that stops the reading; after an
/// error the iterator ends.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::{self, Goal, Solver};
///
/// let input = "11111\n11111\n11111\n11111\n11111\n\n0 1 0\n1 1 1\n0 1 0\n";
/// let mut presses = Vec::new();
/// for board in lights_out::boards(input) {
///     let board = board?;
///     let solver = Solver::new(board.rows(), board.cols())?;
///     presses.push(solver.solve(&board, Goal::AllOff)?.map(|solution| solution.len()));
/// }
/// assert_eq!(presses, [Some(15), Some(1)]);
///
/// let mut bad = lights_out::boards("0 1\n0 2\n");
/// assert_eq!(bad.next().map(|board| board.map_err(|e| e.column())), Some(Err(3)));
/// assert!(bad.next().is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn boards(text: &str) -> Boards<'_> {
    read::cases(Reader::new(), text)
}

/// The iterator of [`boards`].
pub type Boards<'a> = read::Cases<'a, Reader>;

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<[u32; 3], ParseError> {
        let board = read::one(Reader::new(), text)?;
        Ok([board.row(0), board.row(1), board.row(2)])
    }

    #[test]
    fn rows_are_read_low_bit_first_with_any_blanks_between() {
        assert_eq!(read("100\n 0 1 1\t\n"), Ok([0b001, 0b110, 0]));
        let board = read::one(Reader::new(), "\u{feff}\r\n\n10\r\n01\r\n\n\n").expect("a board");
        assert_eq!((board.rows(), board.cols()), (2, 2));
    }

    #[test]
    fn every_size_up_to_32_by_32_is_read_and_no_larger() {
        let row = |n: usize| "1".repeat(n) + "\n";
        let board = read::one(Reader::new(), &row(32).repeat(32)).expect("32 × 32");
        assert_eq!(
            (board.rows(), board.cols(), board.count_on()),
            (32, 32, 1024)
        );
        let wide = read::one(Reader::new(), &row(33)).map_err(|e| (e.line(), e.column(), e.kind()));
        assert_eq!(
            wide,
            Err((1, 33, ParseErrorKind::TooManyColumns { found: 33, max: 32 }))
        );
        let tall = read::one(Reader::new(), &row(2).repeat(33))
            .map_err(|e| (e.line(), e.column(), e.kind()));
        assert_eq!(tall, Err((33, 1, ParseErrorKind::TooManyRows { max: 32 })));
    }

    #[test]
    fn the_reader_starts_afresh_after_each_board() {
        let mut reader = Reader::new();
        for line in ["1111", "1111", "", "1"] {
            let _ = reader.push_line(line.as_bytes());
        }
        assert!(reader.in_board());
        let board = reader.finish().ok().flatten().expect("a board");
        assert_eq!((board.rows(), board.cols()), (1, 1));
        assert!(!reader.in_board());
        assert_eq!(reader.finish(), Ok(None));
    }
}
