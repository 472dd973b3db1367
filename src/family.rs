//! Reading the judges' formats of the Lights Out family, a line at a time,
//! with no allocation: Fliptile (POJ 3279), EXTENDED LIGHTS OUT (POJ 1222),
//! Painter's Problem (POJ 1681), Turn the Lights Off (UVa 10309), The Water
//! Bowls (POJ 3185), flipping cards (HDU 2209) and puzzling switches (Luogu
//! P10449). Each is Lights Out at some size; what differs is how the input
//! says the size, how many cases there are, and the two symbols.
//!
//! Each judge's layout is a [`Format`](crate::Format) value
//! ([`Format::layout`]), read by the one [`Reader`](crate::Reader) into a
//! [`Case`]: its board, its number and (Turn the Lights Off) its name. The
//! rules are every reader's: spaces and tabs around and between symbols are
//! ignored, a line may end in `\r\n`, a UTF-8 byte order mark may open the
//! input, blank lines may stand between cases (not inside a board), and
//! errors are [`ParseError`](crate::ParseError)s with the line and column.
//! Sizes beyond a judge's limits are read up to 32 × 32 where the format
//! gives the size.
//!
//! # Examples
//!
//! ```
//! use flipswap::family::{self, Format};
//! use flipswap::lights_out::Solver;
//!
//! let mut reader = family::reader(Format::Fliptile);
//! let mut board = None;
//! for line in ["4 4", "1 0 0 1", "0 1 1 0", "0 1 1 0", "1 0 0 1"] {
//!     board = reader.push_line(line.as_bytes())?.or(board);
//! }
//! reader.finish()?;
//! let case = board.expect("a case");
//! let board = case.board();
//! let solver = Solver::new(board.rows(), board.cols())?;
//! let solution = solver.solve(&board, Format::Fliptile.goal())?.expect("solvable");
//! assert_eq!(solution.to_string(), "4\n0000\n1001\n1001\n0000");
//!
//! let mut reader = family::reader(Format::Fliptile);
//! let error = reader.push_line(b"2 x\n").unwrap_err();
//! assert_eq!(error.to_string(), "line 1, column 3: expected the number of columns, found 'x'");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::error::ParseErrorKind;
use crate::format;
use crate::lights_out::{Board, Goal};
use crate::read::{Raw, Sealed};

pub use crate::read::MAX_NAME;

/// A judge's input format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Fliptile (POJ 3279): a line `M N`, then M rows of N `0`/`1`
    /// separated by spaces; cases until the end of input.
    Fliptile,
    /// EXTENDED LIGHTS OUT (POJ 1222): the number of puzzles, then each as
    /// 5 rows of 6 `0`/`1`.
    ExtendedLightsOut,
    /// Painter's Problem (POJ 1681): the number of cases, then each as a
    /// line `n` and n rows of n bricks, `w` or `y`.
    Painter,
    /// Turn the Lights Off (UVa 10309): a name, then 10 rows of 10 bulbs,
    /// `#` or `O`; until a name `end` (or the end of input).
    LightsOff,
    /// The Water Bowls (POJ 3185): a line of `0`/`1` bowls (20 for the
    /// judge), one case a line.
    WaterBowls,
    /// Flipping cards (HDU 2209): a line of `0`/`1` cards, one case a line.
    FlipCards,
    /// Puzzling switches (Luogu P10449): the number of boards, then each
    /// as 5 rows of 5 `0`/`1`.
    Switches,
}

impl Format {
    /// The symbols of a cell off and on.
    #[must_use]
    pub const fn symbols(self) -> [u8; 2] {
        self.layout().symbols()
    }

    /// The goal the judge asks for.
    #[must_use]
    pub const fn goal(self) -> Goal {
        match self {
            Format::Painter | Format::Switches => Goal::AllOn,
            _ => Goal::AllOff,
        }
    }

    /// Whether the input opens with the number of cases.
    #[must_use]
    pub const fn is_counted(self) -> bool {
        self.layout().counted
    }

    /// How the judge lays out its input, as the reader reads it.
    #[must_use]
    pub const fn layout(self) -> format::Format {
        match self {
            Format::Fliptile => format::FLIPTILE,
            Format::ExtendedLightsOut => format::EXTENDED_LIGHTS_OUT,
            Format::Painter => format::PAINTER,
            Format::LightsOff => format::LIGHTS_OFF,
            Format::WaterBowls => format::WATER_BOWLS,
            Format::FlipCards => format::FLIP_CARDS,
            Format::Switches => format::SWITCHES,
        }
    }
}

/// Reads the [`Case`]s of one judge's input, a line at a time: the one
/// [`Reader`](crate::Reader), made by [`reader`] for the judge's format.
pub type Reader = crate::Reader<Case>;

/// A reader at the start of an input in `format`.
#[must_use]
pub const fn reader(format: Format) -> Reader {
    Reader::with_format(format.layout())
}

/// Reads the board, number and name of a case; [`Reader::new`] reads
/// Fliptile's format, [`reader`] any judge's.
impl Sealed for Case {
    const FORMAT: crate::Format = format::FLIPTILE;
    const ANY_FORMAT: bool = true;
    fn build(raw: &Raw) -> Result<Case, ParseErrorKind> {
        let max = format::FLIPTILE.max_side;
        // Every row and column was checked to be 1 to 32 as it was read.
        let board = Board::from_rows(raw.sizes[0].1, raw.board(0))
            .map_err(|_| ParseErrorKind::TooManyRows { max })?;
        Ok(Case {
            board,
            number: raw.number,
            name: raw.name,
            name_len: raw.name_len,
        })
    }
}

/// One case: its board, its 1-based number, and for Turn the Lights Off
/// its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    board: Board,
    number: u32,
    name: [u8; MAX_NAME],
    name_len: u8,
}

impl Case {
    /// The board, `1` (or the format's second symbol) for a light on.
    #[must_use]
    pub const fn board(&self) -> Board {
        self.board
    }

    /// The case's 1-based number in the input.
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The name of a Turn the Lights Off case; empty for the others.
    #[must_use]
    pub fn name(&self) -> &[u8] {
        self.name
            .get(..usize::from(self.name_len))
            .unwrap_or_default()
    }
}

/// Where the reader stands.
#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::{String, ToString};

    fn read(format: Format, text: &str) -> Result<([u32; 3], u32), crate::ParseError> {
        let mut reader = reader(format);
        let mut last = None;
        for line in text.split('\n') {
            last = reader.push_line(line.as_bytes())?.or(last);
        }
        reader.finish()?;
        let case = last.expect("a case");
        let board = case.board();
        Ok(([board.row(0), board.row(1), board.row(2)], case.number()))
    }

    #[test]
    fn each_format_reads_its_board() {
        assert_eq!(
            read(Format::Fliptile, "2 3\n1 0 0\n0 1 1\n"),
            Ok(([1, 6, 0], 1))
        );
        assert_eq!(
            read(Format::Painter, "2\n1\nw\n2\nyw\nwy"),
            Ok(([0b01, 0b10, 0], 2))
        );
        assert_eq!(read(Format::FlipCards, "011\n\n1\n"), Ok(([1, 0, 0], 2)));
        assert_eq!(read(Format::WaterBowls, "0 1 1"), Ok(([6, 0, 0], 1)));
    }

    #[test]
    fn mistakes_are_named() {
        let error =
            |format, text| -> String { read(format, text).map(|_| ()).unwrap_err().to_string() };
        assert_eq!(
            error(Format::Fliptile, "0 3\n"),
            "line 1, column 1: expected a size from 1 to 32, found 0"
        );
        assert_eq!(
            error(Format::Painter, "2\n1\nw"),
            "line 4, column 1: expected 2 cases, found end of input after 1"
        );
        assert_eq!(
            error(Format::Fliptile, "1 2\n1 0 1\n"),
            "line 2, column 5: expected end of line, found '1' (a row holds 2 cells)"
        );
        assert_eq!(
            error(Format::LightsOff, "a b\n"),
            "line 1, column 3: expected one word as the case's name, found 'b'"
        );
    }
}
