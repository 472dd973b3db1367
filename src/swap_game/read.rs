//! Reading swap-game cases of any size (Luogu P1225 and P4289), a line at a
//! time, with no allocation.
//!
//! A board is a block of rows of `0` and `1` (1 to 8 rows, all of one width
//! from 1 to 8), and two boards, a start and a target of one size, make a
//! case. A board ends at a blank line or at the end of the input; a target
//! also ends once it has as many rows as its start, so cases may follow one
//! another with or without blank lines. One block is read otherwise: eight
//! rows of width 4 with no start before them are a whole 4 × 4 case, the
//! start's four rows then the target's, as Luogu P1225 writes it. So an
//! 8 × 4 start cannot be given (turn the puzzle on its side and give the
//! 4 × 8 one: it has the same count).

use core::str::FromStr;

use super::{AnyPair, Grid, MAX_SIDE, PairError};
use crate::error::{ParseError, ParseErrorKind};
use crate::read::{self, LineReader, Row, column};
use crate::text::{self, Found, is_blank, rest};

/// Reads [`AnyPair`]s given one line at a time (see the
/// [module](crate::swap_game) for the layout).
///
/// # Examples
///
/// ```
/// use flipswap::LineReader;
/// use flipswap::swap_game::AnyReader;
///
/// let mut reader = AnyReader::new();
/// let mut counts = Vec::new();
/// for line in ["10000", "", "00001", "1", "0", "", "0", "1"] {
///     if let Some(pair) = reader.push_line(line.as_bytes())? {
///         counts.push(pair.solve().len());
///     }
/// }
/// if let Some(pair) = reader.finish()? {
///     counts.push(pair.solve().len());
/// }
/// assert_eq!(counts, [4, 1]);
///
/// let error = AnyReader::new().push_line(b"1\xC3\xA9").unwrap_err();
/// assert_eq!(error.to_string(), "line 1, column 2: expected '0' or '1', found '\u{e9}' (U+00E9, not ASCII)");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyReader {
    /// Input lines read.
    line: u32,
    /// The rows of the board being read, bit `c` for column `c`.
    rows: [u8; 8],
    count: u8,
    width: u8,
    /// A start board read whole, waiting for its target.
    start: Option<Grid>,
}

/// The two symbols of a row.
const SYMBOLS: [u8; 2] = [b'0', b'1'];

impl AnyReader {
    /// A reader at the start of the input.
    #[must_use]
    pub const fn new() -> Self {
        AnyReader {
            line: 0,
            rows: [0; 8],
            count: 0,
            width: 0,
            start: None,
        }
    }

    fn error(&self, column: u32, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.line, column, kind)
    }

    /// A row written any way allowed: its cells and how many, or what is
    /// wrong with it.
    #[cold]
    fn row(&self, line: &[u8]) -> Result<(u8, u8), ParseError> {
        let row = Row::read(line, SYMBOLS, MAX_SIDE);
        let bits = row
            .at_most(line, SYMBOLS, MAX_SIDE)
            .map_err(|(column, kind)| self.error(column, kind))?;
        // At most `MAX_SIDE` cells each: the row and its width fit a byte.
        Ok((bits as u8, row.cells as u8))
    }

    /// Takes a row of `width` cells (none: a blank line).
    fn take(&mut self, bits: u8, width: u8, line: &[u8]) -> Result<Option<AnyPair>, ParseError> {
        if width == 0 {
            return self.end_board();
        }
        self.add_row(bits, width, line)?;
        match self.start {
            // The judge's eight rows: a whole 4 × 4 case.
            None if self.count == 8 && width == 4 => {
                let start = self.grid(0, 4)?;
                let target = self.grid(4, 4)?;
                self.count = 0;
                self.pair(start, target).map(Some)
            }
            // A target as tall as its start is complete.
            Some(start) if self.count == start.rows() && width == start.cols() => self.end_board(),
            _ => Ok(None),
        }
    }

    /// Adds a row of `width` (1 to 8) cells to the board being read.
    fn add_row(&mut self, bits: u8, width: u8, line: &[u8]) -> Result<(), ParseError> {
        if self.count > 0 && width != self.width {
            let kind = ParseErrorKind::RaggedRow {
                expected: self.width,
                found: u32::from(width),
            };
            return Err(self.error(column(line.len()), kind));
        }
        if self.count >= MAX_SIDE {
            let first = line.iter().position(|&b| !is_blank(b)).unwrap_or(0);
            let kind = ParseErrorKind::TooManyRows { max: MAX_SIDE };
            return Err(self.error(column(first), kind));
        }
        self.width = width;
        if let Some(slot) = self.rows.get_mut(usize::from(self.count)) {
            *slot = bits;
        }
        self.count += 1;
        Ok(())
    }

    /// The board read so far is complete: the start, or with the start a case.
    fn end_board(&mut self) -> Result<Option<AnyPair>, ParseError> {
        if self.count == 0 {
            return Ok(None);
        }
        let board = self.grid(0, self.count)?;
        self.count = 0;
        match self.start.take() {
            None => {
                self.start = Some(board);
                Ok(None)
            }
            Some(start) => self.pair(start, board).map(Some),
        }
    }

    fn pair(&self, start: Grid, target: Grid) -> Result<AnyPair, ParseError> {
        AnyPair::new(start, target).map_err(|error| {
            let kind = match error {
                PairError::SizeMismatch { start, target } => {
                    ParseErrorKind::SizeMismatch { start, target }
                }
                PairError::CountMismatch(mismatch) => ParseErrorKind::from(mismatch),
            };
            self.error(1, kind)
        })
    }

    /// The board of rows `first..first + rows` of the block.
    fn grid(&self, first: u8, rows: u8) -> Result<Grid, ParseError> {
        let mut bits = 0u64;
        for row in 0..rows {
            let cells = self
                .rows
                .get(usize::from(first + row))
                .copied()
                .unwrap_or(0);
            bits |= u64::from(cells) << ((u32::from(row) * u32::from(self.width)) & 63);
        }
        // Every row and column was checked to be 1 to 8 as it was read.
        Grid::from_bits(rows, self.width, bits)
            .ok_or_else(|| self.error(1, ParseErrorKind::TooManyRows { max: MAX_SIDE }))
    }
}

impl read::Sealed for AnyReader {}

impl LineReader for AnyReader {
    type Case = AnyPair;

    #[inline]
    fn push_line(&mut self, line: &[u8]) -> Result<Option<AnyPair>, ParseError> {
        self.line = self.line.saturating_add(1);
        let line = text::line(self.line, line);
        let (bits, width) = match plain_row(line) {
            Some(row) => row,
            None => self.row(line)?,
        };
        self.take(bits, width, line)
    }

    fn finish(&mut self) -> Result<Option<AnyPair>, ParseError> {
        let after = self.line.saturating_add(1);
        if let Some(start) = self.start {
            if self.count > 0 && self.count < start.rows() && self.width == start.cols() {
                let kind = ParseErrorKind::MissingRows {
                    expected: start.rows(),
                    found: self.count,
                };
                return Err(ParseError::new(after, 1, kind));
            }
        }
        let case = self.end_board()?;
        if self.start.take().is_some() {
            return Err(ParseError::new(after, 1, ParseErrorKind::MissingBoard));
        }
        Ok(case)
    }

    fn line(&self) -> u32 {
        self.line
    }

    fn skip_line(&mut self) {
        self.line = self.line.saturating_add(1);
    }
}

/// A row of 1 to 8 bytes, each `0` or `1` (the common case): its cells
/// and how many, read eight bytes at once.
#[inline]
fn plain_row(line: &[u8]) -> Option<(u8, u8)> {
    let width = line.len();
    if width == 0 || width > 8 {
        return None;
    }
    // Byte i of the word is byte i of the line, `0` past its end: from two
    // loads of four bytes that overlap when the line is shorter than eight.
    let mut word = if width >= 4 {
        let (low, high) = (line.first_chunk::<4>()?, line.last_chunk::<4>()?);
        let low = u64::from(u32::from_le_bytes(*low));
        let high = u64::from(u32::from_le_bytes(*high));
        low | high << (8 * (width - 4))
    } else {
        line.iter()
            .rev()
            .fold(0u64, |word, &byte| word << 8 | u64::from(byte))
    };
    if width < 8 {
        word |= 0x3030_3030_3030_3030 << (8 * width);
    }
    if word & 0xFEFE_FEFE_FEFE_FEFE != 0x3030_3030_3030_3030 {
        return None;
    }
    // The low bit of byte i lands on bit 56 + i, with no carries.
    let ones = word & 0x0101_0101_0101_0101;
    let bits = ones.wrapping_mul(0x0102_0408_1020_4080) >> 56;
    Some((bits as u8, width as u8))
}

/// Reads rows of `0` and `1`, all of one width, as one board: 1 to 8 rows
/// of 1 to 8 cells.
impl FromStr for Grid {
    type Err = ParseError;

    /// # Examples
    ///
    /// ```
    /// use flipswap::swap_game::Grid;
    ///
    /// let grid: Grid = "110\n001".parse()?;
    /// assert_eq!((grid.rows(), grid.cols(), grid.count()), (2, 3, 3));
    /// assert_eq!(grid.to_string(), "110\n001");
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    fn from_str(text: &str) -> Result<Grid, ParseError> {
        let mut reader = AnyReader::new();
        let mut lines = text.as_bytes().split(|&b| b == b'\n');
        for bytes in &mut lines {
            reader.line = reader.line.saturating_add(1);
            let line = text::line(reader.line, bytes);
            let (bits, width) = match plain_row(line) {
                Some(row) => row,
                None => reader.row(line)?,
            };
            if width == 0 && reader.count > 0 {
                break;
            }
            if width > 0 {
                reader.add_row(bits, width, line)?;
            }
        }
        for bytes in lines {
            reader.line = reader.line.saturating_add(1);
            let line = text::line(reader.line, bytes);
            if let Some(i) = line.iter().position(|&b| !is_blank(b)) {
                let kind = ParseErrorKind::TrailingText {
                    found: Found::at(rest(line, i)),
                };
                return Err(reader.error(column(i), kind));
            }
        }
        if reader.count == 0 {
            return Err(reader.error(1, ParseErrorKind::Empty));
        }
        reader.grid(0, reader.count)
    }
}

/// Reads a start and a target of one size, each rows of `0` and `1`,
/// separated by a blank line (or, at 4 × 4, the judge's eight rows).
impl FromStr for AnyPair {
    type Err = ParseError;

    /// # Examples
    ///
    /// ```
    /// use flipswap::swap_game::AnyPair;
    ///
    /// let pair: AnyPair = "10000\n\n00001".parse()?;
    /// assert_eq!(pair.solve().len(), 4);
    /// let error = "11\n\n10".parse::<AnyPair>().unwrap_err();
    /// assert_eq!(error.to_string(), "line 3, column 1: the start board has 2 '1's but the target board has 1; they must match");
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    fn from_str(text: &str) -> Result<AnyPair, ParseError> {
        read::one(AnyReader::new(), text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_rows_read_as_the_general_reader_reads_them() {
        let reader = AnyReader::new();
        for width in 1..=8u32 {
            for bits in 0..1u32 << width {
                let line: [u8; 8] = core::array::from_fn(|i| b'0' + (bits >> i & 1) as u8);
                let line = line.get(..width as usize).unwrap_or_default();
                let row = reader.row(line).ok();
                assert_eq!(plain_row(line), row, "{line:?}");
                assert_eq!(row, Some((bits as u8, width as u8)));
            }
        }
        for odd in [
            &b""[..],
            b"0 1",
            b"012",
            b"1111 ",
            b"000000000",
            b"\r",
            b"10\r",
        ] {
            assert_eq!(plain_row(odd), None, "{odd:?}");
        }
    }

    #[test]
    fn a_carriage_return_inside_a_row_is_named_as_every_reader_names_it() {
        let mut reader = AnyReader::new();
        let error = reader.push_line(b"1\r1\n").unwrap_err();
        assert_eq!((error.line(), error.column()), (1, 2));
        assert_eq!(
            error.kind(),
            ParseErrorKind::Unexpected {
                expected: ['0', '1'],
                found: Found::Char('\r')
            }
        );
        let mut reader = AnyReader::new();
        assert_eq!(reader.push_line(b"1 1\r\n"), Ok(None));
    }
}
