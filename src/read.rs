//! What every reader of judges' text shares: the shape of a reader that
//! takes one line at a time ([`LineReader`]), the loop over text that is all
//! at hand ([`Cases`]), reading exactly one case (`FromStr`), and what to
//! say of a line too long to hold.
//!
//! Every reader takes its lines through one line rule (a byte order mark
//! may open the input; a line ends at `\n` or `\r\n`; blanks before the end
//! are ignored; a `\r` anywhere else is a character no format allows), and
//! names a mistake by line and column with a [`ParseError`], so the same
//! bytes get the same verdict, in the same words, in every format.
//!
//! # Examples
//!
//! ```
//! use flipswap::read::LineReader;
//! use flipswap::{lights_out, Reader, flip_game};
//!
//! /// Counts the cases of any format, naming the first mistake.
//! fn count<R: LineReader>(mut reader: R, lines: &[&str]) -> Result<usize, flipswap::ParseError> {
//!     let mut cases = 0;
//!     for line in lines {
//!         cases += usize::from(reader.push_line(line.as_bytes())?.is_some());
//!     }
//!     Ok(cases + usize::from(reader.finish()?.is_some()))
//! }
//!
//! assert_eq!(count(Reader::<flip_game::Board>::new(), &["bwwb", "bbwb", "bwwb", "bwww"]), Ok(1));
//! assert_eq!(count(lights_out::Reader::new(), &["11", "", "1", "1"]), Ok(2));
//! let error = count(lights_out::Reader::new(), &["1\r1"]).unwrap_err();
//! assert_eq!(error.to_string(), "line 1, column 2: expected '0' or '1', found control character U+000D");
//! ```

use crate::error::{ParseError, ParseErrorKind};
use crate::text::{self, Found, MAX_LINE, is_blank, rest};

mod private {
    /// Keeps [`LineReader`](super::LineReader) closed to this crate's readers.
    pub trait Sealed {}
}
pub(crate) use private::Sealed;

/// A reader of one judge's text format, given one line at a time: each
/// reader of the crate ([`Reader`](crate::Reader),
/// [`lights_out::Reader`](crate::lights_out::Reader),
/// [`family::Reader`](crate::family::Reader),
/// [`swap_game::AnyReader`](crate::swap_game::AnyReader)) has this shape,
/// so one loop serves them all. Implemented by this crate's readers only.
pub trait LineReader: Sealed {
    /// What one case of the input is read into.
    type Case;

    /// Reads the next line, with or without its line end (`\n` or `\r\n`),
    /// and returns the case this line completes, if it completes one.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when the line cannot stand where it does. Give the
    /// reader no more lines after an error.
    fn push_line(&mut self, line: &[u8]) -> Result<Option<Self::Case>, ParseError>;

    /// The end of the input: the case that it completes, if the format
    /// lets a case end there (a board that needs no blank line after it).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] on the line after the last when the input stopped
    /// part-way through a case, or short of the cases it promised.
    fn finish(&mut self) -> Result<Option<Self::Case>, ParseError>;

    /// Lines read so far; the last line given was this one.
    fn line(&self) -> u32;

    /// Counts a line that belongs to no case (such as a claimed answer in
    /// the input of [`check`](crate::check)), so that later errors still
    /// name lines counted from the start of the input.
    fn skip_line(&mut self);

    /// Reads the first [`MAX_LINE`] bytes of a line that
    /// goes on past them, and says what is wrong: a mistake in those bytes
    /// that the rest of the line cannot mend (a symbol no format allows,
    /// say), or else that the line is too long.
    fn push_cut_line(&mut self, head: &[u8]) -> ParseError {
        let head = head.get(..MAX_LINE).unwrap_or(head);
        match self.push_line(head) {
            Err(error) if error.kind().is_local() => error,
            _ => ParseError::line_too_long(self.line()),
        }
    }
}

/// Every case of `text`, in order, read by `reader`.
///
/// Each item is a case or the error that stops the reading; after an error
/// the iterator ends. [`cases`](crate::cases) and
/// [`lights_out::boards`](crate::lights_out::boards) are this loop for one
/// reader each.
///
/// # Examples
///
/// ```
/// use flipswap::read;
/// use flipswap::swap_game::AnyReader;
///
/// let pairs: Vec<usize> = read::cases(AnyReader::new(), "10\n\n01\n\n1\n0\n\n1\n0\n")
///     .map(|pair| pair.map(|pair| pair.solve().len()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(pairs, [1, 0]);
/// # Ok::<(), flipswap::ParseError>(())
/// ```
pub fn cases<R: LineReader>(reader: R, text: &str) -> Cases<'_, R> {
    Cases {
        rest: Some(text.as_bytes()),
        reader,
    }
}

/// The iterator of [`cases`].
#[derive(Clone, Debug)]
pub struct Cases<'a, R> {
    /// The text not read yet; `None` once the iterator has ended.
    rest: Option<&'a [u8]>,
    reader: R,
}

impl<R: LineReader> Iterator for Cases<'_, R> {
    type Item = Result<R::Case, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        while let Some(rest) = self.rest {
            if rest.is_empty() {
                self.rest = None;
                return self.reader.finish().transpose();
            }
            let (line, after) = match rest.iter().position(|&b| b == b'\n') {
                Some(i) => (rest.get(..i).unwrap_or_default(), rest.get(i + 1..)),
                None => (rest, Some(&[][..])),
            };
            self.rest = after;
            match self.reader.push_line(line) {
                Ok(Some(case)) => return Some(Ok(case)),
                Ok(None) => {}
                Err(error) => {
                    self.rest = None;
                    return Some(Err(error));
                }
            }
        }
        None
    }
}

impl<R: LineReader> core::iter::FusedIterator for Cases<'_, R> {}

/// Reads text that holds exactly one case (blank lines around it allowed):
/// the `FromStr` of every board and pair.
pub(crate) fn one<R: LineReader>(mut reader: R, text: &str) -> Result<R::Case, ParseError> {
    let mut case = None;
    // Split as bytes: `str::split` keeps a slicing panic path that the
    // optimiser cannot always remove.
    for bytes in text.as_bytes().split(|&b| b == b'\n') {
        if case.is_some() {
            reader.skip_line();
            let line = text::line(reader.line(), bytes);
            if let Some(i) = line.iter().position(|&b| !is_blank(b)) {
                let kind = ParseErrorKind::TrailingText {
                    found: Found::at(rest(line, i)),
                };
                return Err(ParseError::new(reader.line(), column(i), kind));
            }
            continue;
        }
        case = reader.push_line(bytes)?;
    }
    let last = reader.finish()?;
    case.or(last)
        .ok_or_else(|| ParseError::new(reader.line(), 1, ParseErrorKind::Empty))
}

/// The 1-based column of byte `i` of a line.
pub(crate) fn column(i: usize) -> u32 {
    u32::try_from(i).map_or(u32::MAX, |i| i.saturating_add(1))
}

/// A row of cells written with two symbols, blanks anywhere between and
/// around them: the one row parser of every reader (each may try a fast
/// path for the row as its judge writes it first).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Row {
    /// Bit `c` for cell `c` of the first `limit`: set for the second symbol.
    pub bits: u32,
    /// The cells of the whole line.
    pub cells: u32,
    /// Where the first byte that is not a blank stands after the first
    /// `limit` cells.
    pub extra: Option<usize>,
    /// Where the first byte that is neither a symbol nor a blank stands.
    pub stray: Option<usize>,
}

impl Row {
    /// Reads `line` (after the line rule), keeping the first `limit` (at
    /// most 32) cells.
    pub(crate) fn read(line: &[u8], [off, on]: [u8; 2], limit: u8) -> Row {
        let mut row = Row {
            bits: 0,
            cells: 0,
            extra: None,
            stray: None,
        };
        for (i, &byte) in line.iter().enumerate() {
            if is_blank(byte) {
                continue;
            }
            if row.cells >= u32::from(limit) && row.extra.is_none() {
                row.extra = Some(i);
            }
            let value = if byte == on {
                1
            } else if byte == off {
                0
            } else {
                row.stray = Some(i);
                break;
            };
            if row.cells < u32::from(limit) {
                row.bits |= value << (row.cells & 31);
            }
            row.cells = row.cells.saturating_add(1);
        }
        row
    }

    /// A byte that is neither symbol nor blank, as an error's column and
    /// kind.
    fn stray(line: &[u8], i: usize, symbols: [u8; 2]) -> (u32, ParseErrorKind) {
        let kind = ParseErrorKind::Unexpected {
            expected: symbols.map(char::from),
            found: Found::at(rest(line, i)),
        };
        (column(i), kind)
    }

    /// Nothing but symbols and blanks, or where and what the first other
    /// byte is.
    pub(crate) fn symbols_only(
        &self,
        line: &[u8],
        symbols: [u8; 2],
    ) -> Result<(), (u32, ParseErrorKind)> {
        match self.stray {
            Some(s) => Err(Row::stray(line, s, symbols)),
            None => Ok(()),
        }
    }

    /// The cells of a row of exactly `width` (read with `limit` = `width`),
    /// or where and what is wrong: the first of a stray byte, anything past
    /// the last cell, or too few cells.
    pub(crate) fn exactly(
        &self,
        line: &[u8],
        symbols: [u8; 2],
        width: u8,
    ) -> Result<u32, (u32, ParseErrorKind)> {
        match (self.extra, self.stray) {
            (Some(e), stray) if stray.is_none_or(|s| s >= e) => {
                let kind = ParseErrorKind::RowTooLong {
                    found: Found::at(rest(line, e)),
                    width,
                };
                Err((column(e), kind))
            }
            (_, Some(s)) => Err(Row::stray(line, s, symbols)),
            _ if self.cells < u32::from(width) => {
                let kind = ParseErrorKind::RowTooShort {
                    expected: symbols.map(char::from),
                    found: self.cells as u8,
                    width,
                };
                // The line is trimmed, so its end is just after its last symbol.
                Err((column(line.len()), kind))
            }
            _ => Ok(self.bits),
        }
    }

    /// The cells of a row of 1 to `max` cells (read with `limit` = `max`),
    /// or where and what is wrong: a stray byte, or more cells than `max`.
    pub(crate) fn at_most(
        &self,
        line: &[u8],
        symbols: [u8; 2],
        max: u8,
    ) -> Result<u32, (u32, ParseErrorKind)> {
        self.symbols_only(line, symbols)?;
        if let Some(e) = self.extra {
            let kind = ParseErrorKind::TooManyColumns {
                found: self.cells,
                max,
            };
            return Err((column(e), kind));
        }
        Ok(self.bits)
    }
}
