//! Reading boards in the judges' text formats, a line at a time, with no
//! allocation.
//!
//! The rules are the same for every puzzle: a board is `height` rows of
//! `width` symbols; spaces and tabs around and between symbols are ignored;
//! a line may end in `\r` (a `\r` anywhere else is a foreign character); a
//! UTF-8 byte order mark may open the input; blank lines may stand between
//! boards (and between the two boards of a swap-game case) but not inside
//! one.

use core::fmt;
use core::marker::PhantomData;

use crate::error::{ParseError, ParseErrorKind};
use crate::read::{self, LineReader, Row};
use crate::text;

/// How one board is written: its size and the symbols for a clear and a set
/// bit.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    pub(crate) width: u8,
    pub(crate) height: u8,
    pub(crate) symbols: [u8; 2],
    /// Whether the judge writes a space between the cells of a row.
    pub(crate) spaced: bool,
}

impl Format {
    /// Writes `bits` as this format's rows, separated by `separator`, with
    /// none after the last.
    pub(crate) fn write(
        &self,
        f: &mut fmt::Formatter<'_>,
        bits: u16,
        separator: char,
    ) -> fmt::Result {
        use fmt::Write as _;
        for row in 0..self.height {
            if row > 0 {
                f.write_char(separator)?;
            }
            for col in 0..self.width {
                if col > 0 && self.spaced {
                    f.write_char(' ')?;
                }
                let bit = u32::from(row) * u32::from(self.width) + u32::from(col);
                let set = bits.checked_shr(bit).unwrap_or(0) & 1;
                f.write_char(char::from(self.symbols[usize::from(set)]))?;
            }
        }
        Ok(())
    }
}

mod private {
    /// Keeps [`Case`](super::Case) closed: only this crate's boards are cases.
    pub trait Sealed: Sized {
        /// How each board of the case is written.
        const FORMAT: super::Format;
        /// Boards in one case: 2 for the swap game's start and target, else 1.
        const BOARDS: u8;
        /// Builds the case from its boards' bits, in input order.
        fn assemble(boards: [u16; 2]) -> Result<Self, crate::ParseErrorKind>;
    }
}
pub(crate) use private::Sealed;

/// One case of a puzzle's input: a board, or for the swap game a
/// [`Pair`](crate::swap_game::Pair) of boards. Implemented by this crate's
/// types only.
pub trait Case: private::Sealed {}

/// The cells of a row written exactly as the judge writes it (the symbols,
/// with single spaces between them where the format has them), in the low
/// bits; `None` for anything else, which the general parser then reads or
/// explains. Most input takes this path.
#[inline]
fn exact_row(format: &Format, line: &[u8]) -> Option<u16> {
    let [off, on] = format.symbols;
    let stride = if format.spaced { 2 } else { 1 };
    if line.len() != usize::from(format.width) * stride - (stride - 1) {
        return None;
    }
    let mut bits = 0u16;
    let mut valid = true;
    for (i, &byte) in line.iter().enumerate() {
        if i % stride == 0 {
            bits |= u16::from(byte == on) << ((i / stride) & 15);
            valid &= byte == on || byte == off;
        } else {
            valid &= byte == b' ';
        }
    }
    if valid { Some(bits) } else { None }
}

/// Reads cases of type `C` from input given one line at a time, the way a
/// judge's multi-case input arrives.
///
/// Give it each line with [`push_line`](Self::push_line), with or without
/// its line end, as [`BufRead::read_line`] or [`str::lines`] return them;
/// it hands back each case as its last row arrives. At the end of the input,
/// [`finish`](Self::finish) says whether a case was left part-way. For text
/// that is all at hand, [`cases`](crate::cases) does the loop.
///
/// [`BufRead::read_line`]: https://doc.rust-lang.org/std/io/trait.BufRead.html#method.read_line
///
/// # Examples
///
/// ```
/// use flipswap::{flip_game, Reader};
///
/// // Lines as a stream delivers them, line ends included.
/// let lines = ["bwwb\n", "bbwb\n", "bwwb\r\n", "bwww\n", "\n", "bbbb\n", "bbbb\n", "bbbb\n", "bbbw"];
/// let mut reader = Reader::<flip_game::Board>::new();
/// let mut answers = Vec::new();
/// for line in lines {
///     if let Some(board) = reader.push_line(line.as_bytes())? {
///         answers.push(flip_game::solve(board).map(|solution| solution.len()));
///     }
/// }
/// reader.finish()?;
/// assert_eq!(answers, [Some(4), None]);
/// # Ok::<(), flipswap::ParseError>(())
/// ```
///
/// A mistake is named by line and column:
///
/// ```
/// use flipswap::{flip_game, Reader};
///
/// let mut reader = Reader::<flip_game::Board>::new();
/// assert_eq!(reader.push_line(b"bwwb\n"), Ok(None));
/// let error = reader.push_line(b"bxwb\n").unwrap_err();
/// assert_eq!((error.line(), error.column()), (2, 2));
/// assert_eq!(error.to_string(), "line 2, column 2: expected 'b' or 'w', found 'x'");
/// ```
#[derive(Clone, Debug)]
pub struct Reader<C: Case> {
    /// Lines read so far.
    line: u32,
    /// Rows of the case read so far.
    rows: u8,
    bits: [u16; 2],
    case: PhantomData<C>,
}

impl<C: Case> Default for Reader<C> {
    fn default() -> Self {
        Reader::new()
    }
}

impl<C: Case> Reader<C> {
    /// A reader at the start of the input.
    #[must_use]
    pub const fn new() -> Self {
        Reader {
            line: 0,
            rows: 0,
            bits: [0; 2],
            case: PhantomData,
        }
    }

    /// Lines read so far; the last line given was this one.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// Counts a line that belongs to no case (such as a claimed answer in
    /// the input of [`check`](crate::check)), so that later errors still
    /// name lines counted from the start of the input.
    pub fn skip_line(&mut self) {
        self.line = self.line.saturating_add(1);
    }

    /// Whether the reader is part-way through a case.
    #[must_use]
    pub const fn in_case(&self) -> bool {
        self.rows > 0
    }

    fn error(&self, column: usize, kind: ParseErrorKind) -> ParseError {
        let column = u32::try_from(column).unwrap_or(u32::MAX);
        ParseError::new(self.line, column, kind)
    }

    /// Reads the next line, with or without its line end (`\n` or `\r\n`).
    /// Returns the case that this line completes, if it completes one.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when the line cannot stand where it does: a symbol
    /// that is not one of the board's, a row too short or too long, a blank
    /// line inside a board, or (for the swap game) a target whose count of
    /// `1`s differs from the start's. Give the reader no more lines after
    /// an error.
    #[inline]
    pub fn push_line(&mut self, line: &[u8]) -> Result<Option<C>, ParseError> {
        self.line = self.line.saturating_add(1);
        let line = text::line(self.line, line);
        let format = C::FORMAT;
        let board_rows = format.height;
        let case_rows = board_rows.saturating_mul(C::BOARDS);
        if let Some(bits) = exact_row(&format, line) {
            return self.add_row(bits, board_rows, case_rows);
        }
        self.push_other(line, board_rows, case_rows)
    }

    /// [`push_line`](Self::push_line) for a (trimmed) line that is not a row
    /// written exactly as the judge writes it: a blank line, a row with other
    /// spacing, or a mistake to explain.
    #[cold]
    fn push_other(
        &mut self,
        line: &[u8],
        board_rows: u8,
        case_rows: u8,
    ) -> Result<Option<C>, ParseError> {
        let format = C::FORMAT;
        if line.is_empty() {
            if self.rows % board_rows.max(1) == 0 {
                return Ok(None);
            }
            let kind = ParseErrorKind::BlankLine {
                row: self.rows.saturating_add(1),
                rows: case_rows,
            };
            return Err(self.error(1, kind));
        }

        let row = Row::read(line, format.symbols, format.width);
        let bits = row
            .exactly(line, format.symbols, format.width)
            .map_err(|(column, kind)| ParseError::new(self.line, column, kind))?;
        self.add_row(bits as u16, board_rows, case_rows)
    }

    /// Adds a row (its cells in the low bits) to the case, and returns the
    /// case if the row completes it.
    #[inline]
    fn add_row(
        &mut self,
        row_bits: u16,
        board_rows: u8,
        case_rows: u8,
    ) -> Result<Option<C>, ParseError> {
        let row = self.rows % board_rows.max(1);
        let shift = u32::from(row) * u32::from(C::FORMAT.width);
        let board = usize::from(self.rows / board_rows.max(1));
        if let Some(slot) = self.bits.get_mut(board) {
            *slot |= row_bits.checked_shl(shift).unwrap_or(0);
        }
        self.rows += 1;
        if self.rows < case_rows {
            return Ok(None);
        }
        let boards = self.bits;
        self.rows = 0;
        self.bits = [0; 2];
        C::assemble(boards)
            .map(Some)
            .map_err(|kind| self.error(1, kind))
    }

    /// Says whether the input may end here.
    ///
    /// # Errors
    ///
    /// [`ParseErrorKind::MissingRows`] when the input stopped part-way
    /// through a case.
    pub fn finish(&self) -> Result<Option<C>, ParseError> {
        if self.rows == 0 {
            return Ok(None);
        }
        let kind = ParseErrorKind::MissingRows {
            expected: C::FORMAT.height.saturating_mul(C::BOARDS),
            found: self.rows,
        };
        Err(ParseError::new(self.line.saturating_add(1), 1, kind))
    }
}

/// Every case of `text`, in order: the loop of [`Reader`] over a `&str`.
///
/// Each item is a case or the error that stops the reading; after an error
/// the iterator ends. A case left part-way at the end of `text` is an error
/// ([`ParseErrorKind::MissingRows`]).
///
/// # Examples
///
/// ```
/// use flipswap::{cases, lights};
///
/// let input = "0 0 1\n0 1 1\n1 0 0\n\n1 1 1\n1 1 1\n1 1 1\n";
/// let presses: Vec<usize> = cases::<lights::Board>(input)
///     .map(|case| case.map(|board| lights::solve(board).len()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(presses, [4, 0]);
///
/// let mut bad = cases::<lights::Board>("0 0 1\n0 2 1\n");
/// assert_eq!(bad.next().map(|case| case.map_err(|e| e.column())), Some(Err(3)));
/// assert!(bad.next().is_none());
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[must_use]
pub fn cases<C: Case>(text: &str) -> read::Cases<'_, Reader<C>> {
    read::cases(Reader::new(), text)
}

impl<C: Case> read::Sealed for Reader<C> {}

impl<C: Case> LineReader for Reader<C> {
    type Case = C;

    #[inline]
    fn push_line(&mut self, line: &[u8]) -> Result<Option<C>, ParseError> {
        Reader::push_line(self, line)
    }

    fn finish(&mut self) -> Result<Option<C>, ParseError> {
        Reader::finish(self)
    }

    fn line(&self) -> u32 {
        self.line
    }

    fn skip_line(&mut self) {
        Reader::skip_line(self);
    }
}

/// Gives a one-board puzzle's `Board(u16)` its judge's text: `Display`,
/// `FromStr` and [`Case`], all in the format `$format`, which `$text`
/// describes for the docs.
macro_rules! board_text {
    ($board:ident, $format:expr, $text:literal) => {
        #[doc = concat!("Writes ", $text, ", rows separated by newlines, no newline after the last.")]
        impl core::fmt::Display for $board {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                $format.write(f, self.0, '\n')
            }
        }

        /// Shows the rows as the judge writes them, separated by `/`.
        impl core::fmt::Debug for $board {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("Board(")?;
                $format.write(f, self.0, '/')?;
                f.write_str(")")
            }
        }

        #[doc = concat!("Reads ", $text, ", as the judge writes them.")]
        impl core::str::FromStr for $board {
            type Err = $crate::ParseError;

            fn from_str(text: &str) -> Result<$board, $crate::ParseError> {
                $crate::read::one($crate::Reader::<$board>::new(), text)
            }
        }

        impl $crate::parse::Sealed for $board {
            const FORMAT: $crate::parse::Format = $format;
            const BOARDS: u8 = 1;
            fn assemble([bits, _]: [u16; 2]) -> Result<$board, $crate::ParseErrorKind> {
                Ok($board(bits))
            }
        }

        impl $crate::parse::Case for $board {}
    };
}
pub(crate) use board_text;
