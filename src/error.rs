//! The one error of text: where a mistake is (line and column) and what
//! it is, in words that know no puzzle's rules; and the crate's error,
//! which every other error of the crate converts into.

use core::fmt;

use crate::rule_error::{Mismatch, Unreachable};

/// What is wrong with a piece of input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A character that is not one of the board's two symbols.
    Unexpected {
        /// The board's two symbols.
        expected: [char; 2],
        /// What stood there instead.
        found: Found,
    },
    /// The row ended before it held every cell.
    RowTooShort {
        /// The board's two symbols.
        expected: [char; 2],
        /// Cells the row holds.
        found: u8,
        /// Cells a row must hold.
        width: u8,
    },
    /// The row holds a symbol past its last cell.
    RowTooLong {
        /// What stood past the last cell.
        found: Found,
        /// Cells a row must hold.
        width: u8,
    },
    /// A blank line where a row of the board should be: blank lines may
    /// stand only between boards.
    BlankLine {
        /// The 1-based row of the case that was expected.
        row: u8,
        /// Rows one case needs.
        rows: u8,
    },
    /// The input ended part-way through a case.
    MissingRows {
        /// Rows one case needs.
        expected: u8,
        /// Rows of the case that were read.
        found: u8,
    },
    /// The input ended before any case.
    Empty,
    /// Text after the one board that was asked for.
    TrailingText {
        /// The first thing after the board.
        found: Found,
    },
    /// The two boards of a case do not match: they hold different numbers
    /// of pieces (the swap game's `1`s), so no moves take one to the
    /// other, or they are of different sizes.
    Mismatch(Mismatch),
    /// A numbered tile outside 1 to `max` (the blank is written apart).
    TileOutOfRange {
        /// The number given.
        found: u32,
        /// The largest tile.
        max: u8,
    },
    /// A numbered tile, or the blank (`tile` 0), that stands on the board
    /// a second time.
    TileTwice {
        /// The tile; 0 for the blank.
        tile: u8,
    },
    /// A start and a target of numbered tiles that no moves join.
    Unreachable,
    /// The input ended after the first board of a case of two.
    MissingBoard,
    /// A line longer than a reader holds ([`MAX_LINE`](crate::MAX_LINE)
    /// bytes), with no mistake in the part that was read.
    LineTooLong {
        /// The most bytes a line may hold.
        max: u32,
    },
    /// A row of a board whose size the text gives (Lights Out) that holds
    /// more or fewer cells than the board's first row.
    RaggedRow {
        /// Cells in the board's first row.
        expected: u8,
        /// Cells in this row.
        found: u32,
    },
    /// The first row of a board whose size the text gives holds more cells
    /// than a board may have.
    TooManyColumns {
        /// Cells in the row.
        found: u32,
        /// The most cells a row may hold.
        max: u8,
    },
    /// A row past the most rows a board whose size the text gives may have.
    TooManyRows {
        /// The most rows a board may have.
        max: u8,
    },
    /// A line of numbers (a count of cases, a board's size) that does not
    /// hold the number named.
    ExpectedNumber {
        /// The number expected, in words.
        what: &'static str,
        /// What stood there instead; `None` for the end of the line or input.
        found: Option<Found>,
    },
    /// A number too large for any count, size or tile (more than
    /// `u32::MAX`), as it was written.
    TooLarge {
        /// The number as written.
        written: Written,
    },
    /// A board's side outside 1 to `max`.
    SizeOutOfRange {
        /// The side given.
        found: u32,
        /// The largest side.
        max: u8,
    },
    /// The input ended before the number of cases its first line promised.
    MissingCases {
        /// Cases promised.
        expected: u32,
        /// Cases read.
        found: u32,
    },
    /// More on a line of numbers than the numbers it holds.
    ExtraText {
        /// The first thing after the numbers.
        found: Found,
    },
    /// A case's name (Turn the Lights Off) followed by more text.
    TrailingName {
        /// The first thing after the name.
        found: Found,
    },
    /// A case's name longer than the judge allows.
    NameTooLong {
        /// Characters in the name.
        found: u32,
        /// The most characters a name may hold.
        max: u8,
    },
    /// A number outside the range its place allows (a node, a count of
    /// edges, a state).
    OutOfRange {
        /// The number expected.
        what: Named,
        /// The number written.
        found: u32,
        /// The least it may be.
        least: u8,
        /// The most it may be.
        most: u16,
    },
    /// An edge `a b` where the judge allows none: from a node to itself,
    /// or a second time.
    BadEdge {
        /// Its two nodes, 1-based.
        nodes: (u8, u8),
        /// Whether it joins a node to itself (else it came before).
        to_itself: bool,
    },
    /// A lantern listed twice for one switch, which toggles a set of
    /// lanterns (Lanterns).
    LanternTwice {
        /// The lantern, 1-based.
        lantern: u8,
    },
    /// A case written as numbers holding more numbers in its run than
    /// flipswap keeps.
    TooManyNumbers {
        /// The most it keeps.
        most: u32,
    },
    /// The input ended inside a case written as numbers, before the line
    /// named.
    MissingLine {
        /// The line expected, in words.
        what: &'static str,
    },
    /// A board whose size the text gives with a side shorter than the
    /// puzzle allows (sliding tiles need two rows and two columns).
    TooSmall {
        /// The board's rows and columns.
        found: (u8, u8),
        /// The fewest rows and columns a board may have.
        min: u8,
    },
}

impl ParseErrorKind {
    /// Whether the mistake shows in the part of the line read, whatever
    /// follows it: a symbol no format allows, a row already too long. A
    /// count of what the line holds, or what its start lacks, could change
    /// with the rest of the line.
    pub(crate) const fn is_local(&self) -> bool {
        matches!(
            self,
            ParseErrorKind::Unexpected { .. }
                | ParseErrorKind::RowTooLong { .. }
                | ParseErrorKind::TooManyRows { .. }
                | ParseErrorKind::TrailingText { .. }
                | ParseErrorKind::TileTwice { .. }
                | ParseErrorKind::TileOutOfRange { .. }
                | ParseErrorKind::ExtraText { .. }
                | ParseErrorKind::TrailingName { .. }
                | ParseErrorKind::ExpectedNumber { found: Some(_), .. }
                | ParseErrorKind::OutOfRange { .. }
                | ParseErrorKind::BadEdge { .. }
                | ParseErrorKind::LanternTwice { .. }
        )
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseErrorKind::Unexpected {
                expected: [a, b],
                found,
            } => {
                write!(f, "expected '{a}' or '{b}', found {found}")
            }
            ParseErrorKind::RowTooShort {
                expected: [a, b],
                found,
                width,
            } => write!(
                f,
                "expected '{a}' or '{b}', found end of line (the row holds {found} of {width} cells)"
            ),
            ParseErrorKind::RowTooLong { found, width } => write!(
                f,
                "expected end of line, found {found} (a row holds {width} cells)"
            ),
            ParseErrorKind::BlankLine { row, rows } => write!(
                f,
                "expected row {row} of {rows}, found a blank line (blank lines may stand only between boards)"
            ),
            ParseErrorKind::MissingRows { expected, found } => write!(
                f,
                "expected {expected} rows, found end of input after {found}"
            ),
            ParseErrorKind::Empty => f.write_str("expected a board, found end of input"),
            ParseErrorKind::TrailingText { found } => {
                write!(f, "expected end of input, found {found}")
            }
            ParseErrorKind::Mismatch(mismatch) => mismatch.fmt(f),
            ParseErrorKind::TileOutOfRange { found, max } => {
                write!(f, "expected a tile from 1 to {max}, found {found}")
            }
            ParseErrorKind::TileTwice { tile: 0 } => {
                f.write_str("expected each tile once, found the blank a second time")
            }
            ParseErrorKind::TileTwice { tile } => {
                write!(f, "expected each tile once, found {tile} a second time")
            }
            ParseErrorKind::Unreachable => Unreachable.fmt(f),
            ParseErrorKind::MissingBoard => {
                f.write_str("expected a target board after the start, found end of input")
            }
            ParseErrorKind::LineTooLong { max } => {
                write!(
                    f,
                    "expected end of line, found a line longer than {max} bytes"
                )
            }
            ParseErrorKind::RaggedRow { expected, found } => {
                let cells = if expected == 1 { "cell" } else { "cells" };
                write!(
                    f,
                    "expected {expected} {cells}, as in the board's first row, found {found} (a blank line ends a board)"
                )
            }
            ParseErrorKind::TooManyColumns { found, max } => {
                write!(f, "expected at most {max} cells in a row, found {found}")
            }
            ParseErrorKind::TooManyRows { max } => write!(
                f,
                "expected a blank line or end of input (a board holds at most {max} rows), found row {}",
                u32::from(max) + 1
            ),
            ParseErrorKind::ExpectedNumber { what, found } => match found {
                Some(found) => write!(f, "expected {what}, found {found}"),
                None => write!(f, "expected {what}, found end of line"),
            },
            ParseErrorKind::TooLarge { written } => {
                write!(f, "{written} is too large: at most {}", u32::MAX)
            }
            ParseErrorKind::SizeOutOfRange { found, max } => {
                write!(f, "expected a size from 1 to {max}, found {found}")
            }
            ParseErrorKind::MissingCases { expected, found } => {
                let cases = if expected == 1 { "case" } else { "cases" };
                write!(
                    f,
                    "expected {expected} {cases}, found end of input after {found}"
                )
            }
            ParseErrorKind::ExtraText { found } => {
                write!(f, "expected end of line, found {found}")
            }
            ParseErrorKind::TrailingName { found } => {
                write!(f, "expected one word as the case's name, found {found}")
            }
            ParseErrorKind::NameTooLong { found, max } => write!(
                f,
                "expected a name of at most {max} characters, found {found}"
            ),
            ParseErrorKind::OutOfRange {
                what,
                found,
                least,
                most,
            } => {
                if u16::from(least) == most {
                    write!(f, "expected {what}, found {found}")
                } else {
                    write!(f, "expected {what} from {least} to {most}, found {found}")
                }
            }
            ParseErrorKind::BadEdge {
                nodes: (a, b),
                to_itself,
            } => {
                if to_itself {
                    write!(f, "the edge {a} {b} joins a light to itself")
                } else {
                    write!(f, "the edge {a} {b} comes twice")
                }
            }
            ParseErrorKind::LanternTwice { lantern } => {
                write!(f, "the lantern {lantern} is listed twice for this switch")
            }
            ParseErrorKind::TooManyNumbers { most } => {
                write!(
                    f,
                    "the case holds more than {most} numbers, the most flipswap keeps"
                )
            }
            ParseErrorKind::MissingLine { what } => {
                write!(f, "expected {what}, found end of input")
            }
            ParseErrorKind::TooSmall { found, min } => write!(
                f,
                "expected a board of at least {min} rows and {min} columns, found {} × {}",
                found.0, found.1
            ),
        }
    }
}

/// Malformed input: where it is (1-based line and column) and what is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    line: u32,
    column: u32,
    kind: ParseErrorKind,
}

impl ParseError {
    /// An error at 1-based `line` and `column`.
    pub(crate) const fn new(line: u32, column: u32, kind: ParseErrorKind) -> ParseError {
        ParseError { line, column, kind }
    }

    /// A line `line` longer than [`MAX_LINE`](crate::MAX_LINE) bytes, as a
    /// reader names it: for a program that holds no more of a line than
    /// that and meets one where no reader reads it (inside a claimed
    /// answer, say).
    #[must_use]
    pub const fn line_too_long(line: u32) -> ParseError {
        ParseError {
            line,
            column: crate::text::MAX_LINE as u32 + 1,
            kind: ParseErrorKind::LineTooLong {
                max: crate::text::MAX_LINE as u32,
            },
        }
    }

    /// The 1-based line, counted from the first line given to the parser.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// The 1-based column within the line (a byte order mark is not counted).
    #[must_use]
    pub const fn column(&self) -> u32 {
        self.column
    }

    /// What is wrong.
    #[must_use]
    pub const fn kind(&self) -> ParseErrorKind {
        self.kind
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl core::error::Error for ParseError {}

/// A number as it was written, for [`ParseErrorKind::TooLarge`]: its
/// first [`Written::DIGITS`] digits, and whether more followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written(Clipped<{ Written::DIGITS }>);

impl Written {
    /// The most digits kept: few enough that a mistake stays as small as
    /// it was before numbers were kept (24 bytes).
    pub const DIGITS: usize = 21;

    /// The digits at the start of `bytes`.
    pub(crate) fn of(bytes: &[u8]) -> Written {
        let end = bytes.iter().position(|b| !b.is_ascii_digit());
        let digits = bytes.get(..end.unwrap_or(bytes.len())).unwrap_or_default();
        Written(Clipped::of(
            core::str::from_utf8(digits).unwrap_or_default(),
        ))
    }

    /// The digits kept, as text.
    #[must_use]
    pub fn digits(&self) -> &str {
        self.0.text()
    }
}

impl fmt::Display for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.digits())?;
        if self.0.is_cut() {
            f.write_str("…")?;
        }
        Ok(())
    }
}

/// What an error keeps of the text it found: its first bytes, at most `N`
/// and whole characters, and whether the text went on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Clipped<const N: usize> {
    bytes: [u8; N],
    len: u8,
    cut: bool,
}

impl<const N: usize> Clipped<N> {
    /// The first `N` bytes of `text` at most, cut between characters.
    pub(crate) fn of(text: &str) -> Clipped<N> {
        let mut len = text.len().min(N);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0; N];
        for (slot, &byte) in bytes
            .iter_mut()
            .zip(text.as_bytes().get(..len).unwrap_or_default())
        {
            *slot = byte;
        }
        Clipped {
            bytes,
            len: len as u8,
            cut: len < text.len(),
        }
    }

    /// The text kept.
    pub(crate) fn text(&self) -> &str {
        let bytes = self.bytes.get(..usize::from(self.len)).unwrap_or_default();
        core::str::from_utf8(bytes).unwrap_or_default()
    }

    /// Whether the text went on past what was kept.
    pub(crate) const fn is_cut(&self) -> bool {
        self.cut
    }
}

/// What the parser met where it expected something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// A character (ASCII, or a whole UTF-8 sequence).
    Char(char),
    /// A byte that does not start valid UTF-8.
    Byte(u8),
}

impl Found {
    /// What stands at the start of `bytes` (a blank when `bytes` is empty).
    pub(crate) fn at(bytes: &[u8]) -> Found {
        let head = bytes.get(..4).unwrap_or(bytes);
        let valid = match core::str::from_utf8(head) {
            Ok(text) => text,
            Err(error) => head
                .get(..error.valid_up_to())
                .and_then(|valid| core::str::from_utf8(valid).ok())
                .unwrap_or_default(),
        };
        match (valid.chars().next(), bytes.first()) {
            (Some(c), _) => Found::Char(c),
            (None, Some(&b)) => Found::Byte(b),
            (None, None) => Found::Char(' '),
        }
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            // Written by hand rather than with `escape_debug`, whose Unicode
            // tables bring a panic path into firmware.
            Found::Char(c) if c.is_ascii_graphic() || c == ' ' => write!(f, "'{c}'"),
            Found::Char(c) if c.is_ascii() => write!(f, "control character U+{:04X}", c as u32),
            Found::Char(c) => write!(f, "'{c}' (U+{:04X}, not ASCII)", c as u32),
            Found::Byte(b) => write!(f, "byte 0x{b:02X} (not ASCII)"),
        }
    }
}

/// A number of a case written as numbers, named for an error
/// ([`ParseErrorKind::OutOfRange`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Named {
    /// How many lights a graph has (Lights).
    Lights,
    /// How many edges it has.
    Edges,
    /// A light of an edge.
    Light,
    /// How many switches a case has (the switch problem, Lanterns).
    Switches,
    /// A switch of a pair.
    Switch,
    /// The 0 after a 0 that ends the pairs.
    PairsEnd,
    /// How many lanterns a case has (Lanterns).
    Lanterns,
    /// How many lanterns a switch toggles.
    Toggled,
    /// A lantern a switch toggles.
    Lantern,
    /// A state, 0 or 1.
    State,
    /// How many queries the case has.
    Queries,
    /// A cell's value on a board of digits.
    Value,
}

impl Named {
    /// The number, in words.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Named::Lights => "the number of lights",
            Named::Edges => "the number of edges",
            Named::Light => "a light",
            Named::Switches => "the number of switches",
            Named::Switch => "a switch",
            Named::PairsEnd => "0 (a line '0 0' ends the pairs)",
            Named::Lanterns => "the number of lanterns",
            Named::Toggled => "the number of lanterns the switch toggles",
            Named::Lantern => "a lantern",
            Named::State => "a state",
            Named::Queries => "the number of queries",
            Named::Value => "a cell's value",
        }
    }
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
