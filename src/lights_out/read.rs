//! Reading Lights Out boards: rows of `0` and `1` up to a blank line, read
//! by the one [`Reader`](crate::Reader) in the format
//! [`LIGHTS_OUT`](crate::format::LIGHTS_OUT). A board's first row sets its
//! width and the rows read set its height.

use super::Board;
use crate::error::ParseErrorKind;
use crate::format::{self, Format};
use crate::read::{self, Raw, Sealed};

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
pub type Reader = crate::Reader<Board>;

impl Sealed for Board {
    const FORMAT: Format = format::LIGHTS_OUT;
    fn build(raw: &Raw) -> Result<Board, ParseErrorKind> {
        // Every row and column was checked to be 1 to 32 as it was read.
        let max = format::LIGHTS_OUT.max_side;
        Board::from_rows(raw.sizes[0].1, raw.board(0))
            .map_err(|_| ParseErrorKind::TooManyRows { max })
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
pub fn boards(text: &str) -> read::Cases<'_, Board> {
    crate::read::cases(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ParseError;

    fn read(text: &str) -> Result<[u32; 3], ParseError> {
        let board = read::one::<Board>(text)?;
        Ok([board.row(0), board.row(1), board.row(2)])
    }

    #[test]
    fn rows_are_read_low_bit_first_with_any_blanks_between() {
        assert_eq!(read("100\n 0 1 1\t\n"), Ok([0b001, 0b110, 0]));
        let board = read::one::<Board>("\u{feff}\r\n\n10\r\n01\r\n\n\n").expect("a board");
        assert_eq!((board.rows(), board.cols()), (2, 2));
    }

    #[test]
    fn every_size_up_to_32_by_32_is_read_and_no_larger() {
        let row = |n: usize| "1".repeat(n) + "\n";
        let board = read::one::<Board>(&row(32).repeat(32)).expect("32 × 32");
        assert_eq!(
            (board.rows(), board.cols(), board.count_on()),
            (32, 32, 1024)
        );
        let wide = read::one::<Board>(&row(33)).map_err(|e| (e.line(), e.column(), e.kind()));
        assert_eq!(
            wide,
            Err((1, 33, ParseErrorKind::TooManyColumns { found: 33, max: 32 }))
        );
        let tall =
            read::one::<Board>(&row(2).repeat(33)).map_err(|e| (e.line(), e.column(), e.kind()));
        assert_eq!(tall, Err((33, 1, ParseErrorKind::TooManyRows { max: 32 })));
    }

    #[test]
    fn the_reader_starts_afresh_after_each_board() {
        let mut reader = Reader::new();
        for line in ["1111", "1111", "", "1"] {
            let _ = reader.push_line(line.as_bytes());
        }
        assert!(reader.in_case());
        let board = reader.finish().ok().flatten().expect("a board");
        assert_eq!((board.rows(), board.cols()), (1, 1));
        assert!(!reader.in_case());
        assert_eq!(reader.finish(), Ok(None));
    }
}
