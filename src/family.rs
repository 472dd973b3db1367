//! Reading the judges' formats of the Lights Out family, a line at a time,
//! with no allocation: Fliptile (POJ 3279), EXTENDED LIGHTS OUT (POJ 1222),
//! Painter's Problem (POJ 1681), Turn the Lights Off (UVa 10309), The Water
//! Bowls (POJ 3185), flipping cards (HDU 2209) and puzzling switches (Luogu
//! P10449). Each is Lights Out at some size; what differs is how the input
//! says the size, how many cases there are, and the two symbols.
//!
//! The rules are those of the other readers ([`Reader`](crate::Reader),
//! [`lights_out::Reader`](crate::lights_out::Reader)): spaces and tabs
//! around and between symbols are ignored, a line may end in `\r`, a UTF-8
//! byte order mark may open the input, blank lines may stand between cases
//! (not inside a board), and errors are [`ParseError`]s with the line and
//! column. Sizes beyond a judge's limits are read up to 32 × 32 where the
//! format gives the size.
//!
//! # Examples
//!
//! ```
//! use flipswap::family::{Format, Reader};
//! use flipswap::lights_out::Solver;
//!
//! let mut reader = Reader::new(Format::Fliptile);
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
//! let mut reader = Reader::new(Format::Fliptile);
//! let error = reader.push_line(b"2 x\n").unwrap_err();
//! assert_eq!(error.to_string(), "line 1, column 3: expected the number of columns, found 'x'");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::error::{ParseError, ParseErrorKind};
use crate::lights_out::{Board, Goal, MAX_SIDE};
use crate::read::{self, LineReader, Row};
use crate::text::{self, Found, is_blank, rest};

/// The longest name of a Turn the Lights Off case.
pub const MAX_NAME: usize = 100;

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
        match self {
            Format::Painter => [b'w', b'y'],
            Format::LightsOff => [b'#', b'O'],
            _ => [b'0', b'1'],
        }
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
        matches!(
            self,
            Format::ExtendedLightsOut | Format::Painter | Format::Switches
        )
    }

    /// The fixed size, rows and columns, if the format has one.
    const fn fixed(self) -> Option<(u8, u8)> {
        match self {
            Format::ExtendedLightsOut => Some((5, 6)),
            Format::LightsOff => Some((10, 10)),
            Format::Switches => Some((5, 5)),
            _ => None,
        }
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Expecting the number of cases.
    Count,
    /// Expecting a case's first line (its size, its name or its only row).
    Head,
    /// Reading a board's rows.
    Rows,
    /// Past the last case (the count reached, or `end`).
    Done,
}

/// Reads [`Case`]s of one [`Format`] given one line at a time.
///
/// Give it each line with [`push_line`](Self::push_line); it hands back each
/// case as its last line arrives. At the end of the input,
/// [`finish`](Self::finish) says whether the input stopped short.
#[derive(Clone, Debug)]
pub struct Reader {
    format: Format,
    stage: Stage,
    /// Lines read so far.
    line: u32,
    /// Cases the count promises (counted formats).
    expected: u32,
    /// Cases read so far.
    cases: u32,
    /// The size of the board being read.
    rows: u8,
    cols: u8,
    /// Rows of it read so far.
    read: u8,
    lights: [u32; MAX_SIDE as usize],
    name: [u8; MAX_NAME],
    name_len: u8,
}

/// What a line of numbers holds: up to two numbers, where each started.
struct Numbers {
    values: [u32; 2],
    starts: [usize; 2],
    count: usize,
}

impl Reader {
    /// A reader at the start of an input in `format`.
    #[must_use]
    pub const fn new(format: Format) -> Self {
        Reader {
            format,
            stage: if format.is_counted() {
                Stage::Count
            } else {
                Stage::Head
            },
            line: 0,
            expected: 0,
            cases: 0,
            rows: 0,
            cols: 0,
            read: 0,
            lights: [0; MAX_SIDE as usize],
            name: [0; MAX_NAME],
            name_len: 0,
        }
    }

    /// The format read.
    #[must_use]
    pub const fn format(&self) -> Format {
        self.format
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

    /// Cases read so far.
    #[must_use]
    pub const fn cases(&self) -> u32 {
        self.cases
    }

    fn error(&self, column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.line, u32::try_from(column).unwrap_or(u32::MAX), kind)
    }

    /// Reads the next line, with or without its line end. Returns the case
    /// that this line completes.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when the line cannot stand where it does. Give the
    /// reader no more lines after an error.
    pub fn push_line(&mut self, line: &[u8]) -> Result<Option<Case>, ParseError> {
        self.line = self.line.saturating_add(1);
        let line = text::line(self.line, line);
        let first = line.iter().position(|&b| !is_blank(b));
        let Some(first) = first else {
            if self.stage == Stage::Rows {
                let kind = ParseErrorKind::BlankLine {
                    row: self.read.saturating_add(1),
                    rows: self.rows,
                };
                return Err(self.error(1, kind));
            }
            return Ok(None);
        };
        match self.stage {
            Stage::Done => {
                let kind = ParseErrorKind::TrailingText {
                    found: Found::at(rest(line, first)),
                };
                Err(self.error(first + 1, kind))
            }
            Stage::Count => {
                let numbers = self.numbers(line, 1, &["the number of cases"])?;
                self.expected = numbers.values[0];
                self.stage = if self.expected == 0 {
                    Stage::Done
                } else {
                    Stage::Head
                };
                Ok(None)
            }
            Stage::Head => self.head(line, first),
            Stage::Rows => {
                let bits = self.row(line, self.cols)?;
                self.add_row(bits);
                Ok(self.complete())
            }
        }
    }

    /// A case's first line.
    fn head(&mut self, line: &[u8], first: usize) -> Result<Option<Case>, ParseError> {
        self.read = 0;
        self.name_len = 0;
        self.lights = [0; MAX_SIDE as usize];
        match self.format {
            Format::Fliptile => {
                let what = ["the number of rows", "the number of columns"];
                let numbers = self.numbers(line, 2, &what)?;
                self.rows = self.side(numbers.values[0], numbers.starts[0])?;
                self.cols = self.side(numbers.values[1], numbers.starts[1])?;
                self.stage = Stage::Rows;
            }
            Format::Painter => {
                let numbers = self.numbers(line, 1, &["the side of the wall"])?;
                let side = self.side(numbers.values[0], numbers.starts[0])?;
                (self.rows, self.cols) = (side, side);
                self.stage = Stage::Rows;
            }
            Format::LightsOff => {
                let word = line.get(first..).unwrap_or_default();
                if let Some(i) = word.iter().position(|&b| is_blank(b)) {
                    let at = first + i;
                    let after = line
                        .iter()
                        .skip(at)
                        .position(|&b| !is_blank(b))
                        .map_or(at, |j| at + j);
                    let kind = ParseErrorKind::TrailingName {
                        found: Found::at(rest(line, after)),
                    };
                    return Err(self.error(after + 1, kind));
                }
                if word == b"end" {
                    self.stage = Stage::Done;
                    return Ok(None);
                }
                if word.len() > MAX_NAME {
                    let kind = ParseErrorKind::NameTooLong {
                        found: u32::try_from(word.len()).unwrap_or(u32::MAX),
                        max: MAX_NAME as u8,
                    };
                    return Err(self.error(first + MAX_NAME + 1, kind));
                }
                for (slot, &byte) in self.name.iter_mut().zip(word) {
                    *slot = byte;
                }
                self.name_len = word.len() as u8;
                (self.rows, self.cols) = (10, 10);
                self.stage = Stage::Rows;
            }
            Format::WaterBowls | Format::FlipCards => {
                // The line is the case: its length sets the size.
                let bits = self.row(line, 0)?;
                self.rows = 1;
                self.add_row(bits);
                return Ok(self.complete());
            }
            Format::ExtendedLightsOut | Format::Switches => {
                let (rows, cols) = self.format.fixed().unwrap_or((1, 1));
                (self.rows, self.cols) = (rows, cols);
                self.stage = Stage::Rows;
                let bits = self.row(line, cols)?;
                self.add_row(bits);
                return Ok(self.complete());
            }
        }
        Ok(None)
    }

    /// A board's side read as a number, checked to be 1 to 32.
    fn side(&self, value: u32, start: usize) -> Result<u8, ParseError> {
        match u8::try_from(value) {
            Ok(side) if (1..=MAX_SIDE).contains(&side) => Ok(side),
            _ => Err(self.error(
                start + 1,
                ParseErrorKind::SizeOutOfRange {
                    found: value,
                    max: MAX_SIDE,
                },
            )),
        }
    }

    /// Reads exactly `count` (1 or 2) numbers separated by blanks; `what`
    /// names each for the error.
    fn numbers(
        &self,
        line: &[u8],
        count: usize,
        what: &[&'static str],
    ) -> Result<Numbers, ParseError> {
        let mut numbers = Numbers {
            values: [0; 2],
            starts: [0; 2],
            count: 0,
        };
        let mut i = 0;
        while i < line.len() {
            let byte = line.get(i).copied().unwrap_or(b' ');
            if is_blank(byte) {
                i += 1;
                continue;
            }
            if numbers.count == count {
                let kind = ParseErrorKind::ExtraText {
                    found: Found::at(rest(line, i)),
                };
                return Err(self.error(i + 1, kind));
            }
            let name = what.get(numbers.count).copied().unwrap_or("a number");
            if !byte.is_ascii_digit() {
                let kind = ParseErrorKind::ExpectedNumber {
                    what: name,
                    found: Some(Found::at(rest(line, i))),
                };
                return Err(self.error(i + 1, kind));
            }
            let start = i;
            let mut value: u32 = 0;
            while let Some(&digit) = line.get(i).filter(|b| b.is_ascii_digit()) {
                value = value
                    .saturating_mul(10)
                    .saturating_add(u32::from(digit.wrapping_sub(b'0')));
                i += 1;
            }
            if line.get(i).is_some_and(|&b| !is_blank(b)) {
                let kind = ParseErrorKind::ExpectedNumber {
                    what: name,
                    found: Some(Found::at(rest(line, i))),
                };
                return Err(self.error(i + 1, kind));
            }
            if let (Some(v), Some(s)) = (
                numbers.values.get_mut(numbers.count),
                numbers.starts.get_mut(numbers.count),
            ) {
                *v = value;
                *s = start;
            }
            numbers.count += 1;
        }
        if numbers.count < count {
            let name = what.get(numbers.count).copied().unwrap_or("a number");
            let kind = ParseErrorKind::ExpectedNumber {
                what: name,
                found: None,
            };
            return Err(self.error(line.len() + 1, kind));
        }
        Ok(numbers)
    }

    /// A row of `width` cells (0: any width from 1 to 32, the row's own),
    /// blanks between them ignored, bit `c` for column `c`; the width is
    /// then `self.cols`.
    fn row(&mut self, line: &[u8], width: u8) -> Result<u32, ParseError> {
        let symbols = self.format.symbols();
        let limit = if width == 0 { MAX_SIDE } else { width };
        let row = Row::read(line, symbols, limit);
        let bits = if width == 0 {
            row.at_most(line, symbols, MAX_SIDE)
        } else {
            row.exactly(line, symbols, width)
        };
        let bits = bits.map_err(|(column, kind)| ParseError::new(self.line, column, kind))?;
        if width == 0 {
            // Not blank, and only symbols and blanks: 1 to 32 cells.
            self.cols = row.cells as u8;
        }
        Ok(bits)
    }

    fn add_row(&mut self, bits: u32) {
        if let Some(slot) = self.lights.get_mut(usize::from(self.read)) {
            *slot = bits;
        }
        self.read = self.read.saturating_add(1);
    }

    /// The case, if its last row has been read.
    fn complete(&mut self) -> Option<Case> {
        if self.read < self.rows {
            return None;
        }
        let rows = self
            .lights
            .get(..usize::from(self.rows))
            .unwrap_or_default();
        let board = Board::from_rows(self.cols, rows).ok()?;
        self.cases = self.cases.saturating_add(1);
        self.read = 0;
        self.stage = if self.format.is_counted() && self.cases >= self.expected {
            Stage::Done
        } else {
            Stage::Head
        };
        Some(Case {
            board,
            number: self.cases,
            name: self.name,
            name_len: self.name_len,
        })
    }

    /// Checks the end of the input: a case left part-way, or fewer cases
    /// than the count promised, is an error (an input with no text at all
    /// holds no cases and is not).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] on the line after the last.
    pub fn finish(&self) -> Result<Option<Case>, ParseError> {
        let at = |kind| ParseError::new(self.line.saturating_add(1), 1, kind);
        match self.stage {
            Stage::Rows => Err(at(ParseErrorKind::MissingRows {
                expected: self.rows,
                found: self.read,
            })),
            Stage::Head if self.format.is_counted() => Err(at(ParseErrorKind::MissingCases {
                expected: self.expected,
                found: self.cases,
            })),
            Stage::Count | Stage::Head | Stage::Done => Ok(None),
        }
    }
}

impl read::Sealed for Reader {}

impl LineReader for Reader {
    type Case = Case;

    fn push_line(&mut self, line: &[u8]) -> Result<Option<Case>, ParseError> {
        Reader::push_line(self, line)
    }

    fn finish(&mut self) -> Result<Option<Case>, ParseError> {
        Reader::finish(self)
    }

    fn line(&self) -> u32 {
        self.line
    }

    fn skip_line(&mut self) {
        Reader::skip_line(self);
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::{String, ToString};

    fn read(format: Format, text: &str) -> Result<([u32; 3], u32), ParseError> {
        let mut reader = Reader::new(format);
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
