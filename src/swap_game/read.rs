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

use super::{AnyPair, Grid};
use crate::error::{ParseError, ParseErrorKind};
use crate::format::{self, Format};
use crate::read::{Raw, Sealed};

/// Reads [`AnyPair`]s given one line at a time (see the
/// [module](crate::swap_game) for the layout).
///
/// # Examples
///
/// ```
/// use flipswap::swap_game::AnyReader;
///
/// let mut reader = AnyReader::new();
/// let mut counts = Vec::new();
/// for line in ["10000", "", "00001", "1", "0", "", "0", "1"] {
///     if let Some(pair) = reader.push_line(line.as_bytes())? {
///         counts.push(pair.solve().map_or(0, |s| s.len()));
///     }
/// }
/// if let Some(pair) = reader.finish()? {
///     counts.push(pair.solve().map_or(0, |s| s.len()));
/// }
/// assert_eq!(counts, [4, 1]);
///
/// let error = AnyReader::new().push_line(b"1\xC3\xA9").unwrap_err();
/// assert_eq!(error.to_string(), "line 1, column 2: expected '0' or '1', found '\u{e9}' (U+00E9, not ASCII)");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
pub type AnyReader = crate::Reader<AnyPair>;

/// The board `board` of a case read, or what is wrong with it.
fn grid(raw: &Raw, board: usize) -> Result<Grid, ParseErrorKind> {
    let (rows, cols) = raw.sizes.get(board).copied().unwrap_or_default();
    // Every row and column was checked to be 1 to 8 as it was read.
    Grid::from_bits(rows, cols, raw.bits(board)).ok_or(ParseErrorKind::TooManyRows {
        max: super::MAX_SIDE,
    })
}

impl Sealed for AnyPair {
    const FORMAT: Format = format::SWAP_GAME_ANY;
    fn build(raw: &Raw) -> Result<AnyPair, ParseErrorKind> {
        AnyPair::new(grid(raw, 0)?, grid(raw, 1)?).map_err(ParseErrorKind::Mismatch)
    }
}

impl Sealed for Grid {
    const FORMAT: Format = format::GRID;
    fn build(raw: &Raw) -> Result<Grid, ParseErrorKind> {
        grid(raw, 0)
    }
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
        crate::read::one(text)
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
    /// assert_eq!(pair.solve().map(|s| s.len()), Some(4));
    /// let error = "11\n\n10".parse::<AnyPair>().unwrap_err();
    /// assert_eq!(error.to_string(), "line 3, column 1: the start board has 2 '1's but the target board has 1; they must match");
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    fn from_str(text: &str) -> Result<AnyPair, ParseError> {
        crate::read::one(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Found;

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

    #[test]
    fn eight_rows_of_four_are_a_whole_case_and_a_grid_of_eight_rows() {
        let rows = "1000\n0000\n0000\n0000\n0100\n0000\n0000\n0000";
        let pair: AnyPair = rows.parse().expect("a 4 × 4 case");
        assert_eq!((pair.start().rows(), pair.start().cols()), (4, 4));
        let grid: Grid = rows.parse().expect("an 8 × 4 board");
        assert_eq!((grid.rows(), grid.cols(), grid.count()), (8, 4, 2));
    }
}
