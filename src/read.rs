//! The one reader of judges' text: [`Reader`] reads any judge's format (a
//! [`Format`] value, see [`format`](crate::format)) a line at a time, with
//! no allocation, and builds each case into the puzzle's own value (any
//! [`Case`]: a toggle puzzle's board, a swap-game pair, a Lights Out board,
//! a case of the Lights Out family). `str::parse`, [`cases`] and the
//! command line all go through it.
//!
//! Every line goes through one line rule first (a byte order mark may open
//! the input; a line ends at `\n` or `\r\n`; blanks before the end are
//! ignored; a `\r` anywhere else is a character no format allows), and
//! every mistake is a [`ParseError`] with its line and column, so the same
//! bytes get the same verdict, in the same words, in every format.
//!
//! # Examples
//!
//! ```
//! use flipswap::{flip_game, lights_out, Reader};
//!
//! // Lines as a stream delivers them, line ends included.
//! let lines = ["bwwb\n", "bbwb\n", "bwwb\r\n", "bwww\n", "\n", "bbbb\n", "bbbb\n", "bbbb\n", "bbbw"];
//! let mut reader = Reader::<flip_game::Board>::new();
//! let mut answers = Vec::new();
//! for line in lines {
//!     if let Some(board) = reader.push_line(line.as_bytes())? {
//!         answers.push(flip_game::solve(board).map(|solution| solution.len()));
//!     }
//! }
//! reader.finish()?;
//! assert_eq!(answers, [Some(4), None]);
//!
//! // The same reader, another format: boards ended by a blank line.
//! let mut reader = Reader::<lights_out::Board>::new();
//! assert_eq!(reader.push_line(b"0110\n"), Ok(None));
//! let error = reader.push_line(b"01\r0\n").unwrap_err();
//! assert_eq!(error.to_string(), "line 2, column 3: expected '0' or '1', found control character U+000D");
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use core::marker::PhantomData;

use crate::error::{Found, ParseError, ParseErrorKind};
use crate::format::{Cells, Cols, Format, Head, Rows};
use crate::text::{self, is_blank, rest};

mod row;

pub(crate) use row::{Mistake, column};
use row::{Row, exact, numbers, tiles};

mod case;

#[cfg(feature = "press")]
mod listed;
#[cfg(feature = "press")]
pub(crate) use listed::{Listed, MOST_NODES};

mod text_at_hand;

pub use case::MAX_NAME;
#[cfg(any(feature = "eight", feature = "fifteen"))]
pub(crate) use case::from_text;
pub(crate) use case::{MAX_ROWS, Raw, Sealed};
pub use text_at_hand::{Cases, cases};
pub(crate) use text_at_hand::{one, one_in};

/// What one case of a judge's input is read into: the board of a toggle
/// puzzle, a swap-game pair, a Lights Out board, a case of the Lights Out
/// family. Implemented by this crate's types only.
pub trait Case: Sealed {}

impl<C: Sealed> Case for C {}

/// Where the reader stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Expecting the number of cases.
    Count,
    /// Expecting a case's head (its size, its name).
    Head,
    /// Reading a case's boards.
    Rows,
    /// Past the last case (the count reached, or `end`).
    Done,
}

/// Reads the cases of one judge's format, given one line at a time, into
/// `C`s: the one reader of the crate.
///
/// Give it each line with [`push_line`](Self::push_line), with or without
/// its line end; it hands back each case as its last line arrives (a board
/// ended by a blank line, at that blank line). At the end of the input,
/// [`finish`](Self::finish) hands back a case that the end completes and
/// says whether the input stopped short. For text that is all at hand,
/// [`cases`] does the loop.
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
pub struct Reader<C> {
    format: Format,
    stage: Stage,
    /// Lines read so far.
    line: u32,
    /// Cases the count promises (counted formats).
    expected: u32,
    /// Cases read so far.
    cases: u32,
    /// The board of the case being read (0 or 1).
    board: u8,
    /// Rows it needs; 0 while a blank line ends it.
    rows: u8,
    /// Cells each of its rows needs; 0 until its first row says.
    cols: u8,
    /// Rows of it read so far.
    read: u8,
    /// The numbered tiles of it read so far, bit `t` for tile `t`.
    tiles_seen: u16,
    /// A case written as numbers: the step it is at, and the lines left
    /// in the step's run.
    step: u8,
    left: u16,
    raw: Raw,
    case: PhantomData<C>,
}

impl<C: Case> Default for Reader<C> {
    fn default() -> Self {
        Reader::new()
    }
}

impl<C: Case> Reader<C> {
    /// A reader at the start of an input in `C`'s own judge's format.
    #[must_use]
    pub const fn new() -> Self {
        Reader::with_format(C::FORMAT)
    }

    /// A reader at the start of an input in `format`, for a `C` read in
    /// more than one format: the 15-puzzle's
    /// [`fifteen::Board`][crate::fifteen::Board] in 15 Puzzle's
    /// [`format::FIFTEEN_COUNT`](crate::format::FIFTEEN_COUNT) (AOJ
    /// ALDS1_13_C) as well as its own, a case of the Lights Out family in
    /// any judge's (see [`family::reader`][crate::family::reader]). A `C`
    /// read in one format only reads that one, whatever `format` says.
    ///
    #[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
    #[must_use]
    pub const fn with_format(format: Format) -> Self {
        let format = if C::ANY_FORMAT { format } else { C::FORMAT };
        let mut reader = Reader {
            format,
            stage: if format.counted() {
                Stage::Count
            } else {
                Stage::Head
            },
            line: 0,
            expected: 0,
            cases: 0,
            board: 0,
            rows: 0,
            cols: 0,
            read: 0,
            tiles_seen: 0,
            step: 0,
            left: 0,
            raw: Raw::EMPTY,
            case: PhantomData,
        };
        if !format.counted() {
            reader.start_case();
        }
        reader
    }

    /// A reader of one case in `format` (see
    /// [`with_format`](Self::with_format)), of a counted format without its
    /// count line, as if the count were 1: how a case's `FromStr` reads it.
    pub(crate) const fn one_case(format: Format) -> Self {
        let mut reader = Reader::with_format(format);
        if reader.format().counted() {
            reader.expected = 1;
            reader.start_case();
        }
        reader
    }

    /// The format read.
    #[must_use]
    #[inline(always)]
    pub const fn format(&self) -> Format {
        if C::ANY_FORMAT {
            self.format
        } else {
            C::FORMAT
        }
    }

    /// Lines read so far; the last line given was this one.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// Cases read so far.
    #[must_use]
    pub const fn cases(&self) -> u32 {
        self.cases
    }

    /// Whether the reader is part-way through a case.
    #[must_use]
    pub const fn in_case(&self) -> bool {
        self.read > 0 || self.board > 0
    }

    /// Whether the case given last goes on: a case its judge counts as one
    /// that the reader gives in parts (a lanterns case, a query at a
    /// time), more of whose parts are to come. Asked right after
    /// [`push_line`](Self::push_line) gives a case; the case given is case
    /// [`cases`](Self::cases) + 1 when it goes on, else case
    /// [`cases`](Self::cases).
    #[must_use]
    pub const fn continues(&self) -> bool {
        self.in_case()
    }

    /// The number, from 1, of the case that the case given last belongs to
    /// (see [`continues`](Self::continues)).
    #[must_use]
    pub const fn case_given(&self) -> u32 {
        self.cases.saturating_add(self.continues() as u32)
    }

    /// Counts a line that belongs to no case (such as a claimed answer in
    /// the input of [`check`](crate::check)), so that later errors still
    /// name lines counted from the start of the input.
    pub fn skip_line(&mut self) {
        self.line = self.line.saturating_add(1);
    }

    /// A new case: its head next, or its first board's rows.
    const fn start_case(&mut self) {
        self.board = 0;
        self.read = 0;
        self.raw.name_len = 0;
        self.step = 0;
        self.left = 0;
        #[cfg(feature = "press")]
        if matches!(self.format().cells, Cells::Lines(_)) {
            self.raw.listed = listed::Listed::EMPTY;
        }
        if matches!(self.format().head, Head::None) {
            self.stage = Stage::Rows;
            self.start_board();
        } else {
            self.stage = Stage::Head;
        }
    }

    /// The board `self.board` of the case: what its size is so far.
    const fn start_board(&mut self) {
        self.read = 0;
        self.tiles_seen = 0;
        self.rows = match self.format().rows {
            Rows::Fixed(rows) => rows,
            // Set by the head, which comes before the first board only.
            Rows::FromHead => self.rows,
            Rows::UntilBlank => 0,
        };
        self.cols = match self.format().cols {
            Cols::Fixed(cols) => cols,
            Cols::FromHead => self.cols,
            Cols::FirstRow => 0,
        };
    }

    fn error(&self, (column, kind): Mistake) -> ParseError {
        ParseError::new(self.line, column, kind)
    }

    /// Whether a board of rows up to a blank line has room for `line`, a
    /// row more: an error at its first symbol when it already has the
    /// most.
    #[inline]
    fn room_for_row(&self, line: &[u8]) -> Result<(), ParseError> {
        let format = self.format();
        if matches!(format.rows, Rows::UntilBlank) && self.read >= format.max_side {
            let first = line.iter().position(|&b| !is_blank(b)).unwrap_or(0);
            let max = format.max_side;
            return Err(self.error((column(first), ParseErrorKind::TooManyRows { max })));
        }
        Ok(())
    }

    /// Reads the next line, with or without its line end (`\n` or `\r\n`).
    /// Returns the case that this line completes, if it completes one.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when the line cannot stand where it does: a symbol
    /// that is not one of the board's, a row too short or too long, a blank
    /// line inside a board, a size out of range, or two boards that cannot
    /// make a case. Give the reader no more lines after an error.
    #[inline]
    pub fn push_line(&mut self, line: &[u8]) -> Result<Option<C>, ParseError> {
        self.line = self.line.saturating_add(1);
        let line = text::line(self.line, line);
        let format = self.format();
        if let (Stage::Rows, Cells::Symbols { symbols, spaced }) = (self.stage, format.cells) {
            // A width the format fixes is a constant here, so the row's
            // loop unrolls.
            let cols = match format.cols {
                Cols::Fixed(cols) => cols,
                _ => self.cols,
            };
            if let Some((bits, cells)) = exact(line, symbols, spaced, cols, format.max_side) {
                return self.add_row(bits, cells, line);
            }
        }
        // A size written as the judge writes it (Fliptile's `6 6`): read
        // here, not by the general reader of numbers, which costs more than
        // the case's rows.
        if let (Stage::Head, Head::Size) = (self.stage, format.head) {
            if let Some((rows, cols)) = head::plain_size(line, format.max_side) {
                self.rows = rows;
                self.cols = cols;
                return self.after_head();
            }
        }
        self.push_other(line)
    }

    /// The case's head is read: its boards next, or, where the head is
    /// the whole case, the case.
    pub(super) fn after_head(&mut self) -> Result<Option<C>, ParseError> {
        self.stage = Stage::Rows;
        self.start_board();
        if self.format().boards == 0 {
            if let Some(size) = self.raw.sizes.first_mut() {
                *size = (self.rows, self.cols);
            }
            return self.complete();
        }
        Ok(None)
    }

    /// The most cells a row of the board being read may hold.
    const fn max_cols(&self) -> u8 {
        if self.cols > 0 {
            self.cols
        } else {
            self.format().max_side
        }
    }

    /// [`push_line`](Self::push_line) for a line that is not a row written
    /// exactly as the judge writes it: a blank line, a head, a row with
    /// other spacing, tiles, or a mistake to explain.
    #[cold]
    #[inline(never)]
    fn push_other(&mut self, line: &[u8]) -> Result<Option<C>, ParseError> {
        let Some(first) = line.iter().position(|&b| !is_blank(b)) else {
            return self.blank_line();
        };
        match self.stage {
            Stage::Done => {
                let kind = ParseErrorKind::TrailingText {
                    found: Found::at(rest(line, first)),
                };
                Err(self.error((column(first), kind)))
            }
            Stage::Count => {
                let [(count, _), _] = numbers(line, 1, &["the number of cases"])
                    .map_err(|mistake| self.error(mistake))?;
                self.expected = count;
                if count == 0 {
                    self.stage = Stage::Done;
                } else {
                    self.start_case();
                }
                Ok(None)
            }
            Stage::Head => self.head(line, first),
            Stage::Rows => self.row(line),
        }
    }

    /// A blank line: it ends a board read up to one; it may stand between
    /// boards and cases, but not inside a board of a set size.
    fn blank_line(&mut self) -> Result<Option<C>, ParseError> {
        if self.stage != Stage::Rows || matches!(self.format().cells, Cells::Lines(_)) {
            return Ok(None);
        }
        if self.read > 0 && self.rows == 0 {
            return self.end_board_here();
        }
        let headed = !matches!(self.format().head, Head::None) && self.board == 0;
        if self.read == 0 && !headed {
            return Ok(None);
        }
        let (row, rows) = self.case_rows();
        let kind = ParseErrorKind::BlankLine {
            row: row.saturating_add(1),
            rows,
        };
        Err(self.error((1, kind)))
    }

    /// The rows of the case read so far, and the rows it needs, counted
    /// over both boards of a case of two.
    const fn case_rows(&self) -> (u8, u8) {
        let rows = self.rows.saturating_mul(self.format().boards);
        (
            self.board
                .saturating_mul(self.rows)
                .saturating_add(self.read),
            rows,
        )
    }

    /// A row of the board being read, written any way allowed.
    fn row(&mut self, line: &[u8]) -> Result<Option<C>, ParseError> {
        match self.format().cells {
            Cells::Symbols { symbols, .. } => {
                let row = Row::read(line, symbols, self.max_cols());
                let bits = if self.cols == 0 {
                    row.at_most(line, symbols, self.format().max_side)
                } else if matches!(self.format().cols, Cols::FirstRow) {
                    row.as_wide(line, symbols, self.cols)
                } else {
                    row.exactly(line, symbols, self.cols)
                };
                let bits = bits.map_err(|m| self.error(m))?;
                self.add_row(bits, row.cells as u8, line)
            }
            #[cfg(feature = "press")]
            Cells::Lines(lines) => self.listed(line, lines),
            #[cfg(feature = "press")]
            Cells::Digits { states, spaced } => {
                self.room_for_row(line)?;
                let max = self.format().max_side;
                let (ones, twos, cells) = listed::digits(line, (states, spaced), self.cols, max)
                    .map_err(|m| self.error(m))?;
                if self.cols == 0 {
                    self.cols = cells;
                }
                let read = usize::from(self.read);
                for (plane, bits) in self.raw.digits.iter_mut().zip([ones, twos]) {
                    if let Some(slot) = plane.get_mut(read) {
                        *slot = bits;
                    }
                }
                self.read += 1;
                self.after_rows()
            }
            #[cfg(not(feature = "press"))]
            Cells::Lines(_) | Cells::Digits { .. } => Ok(None),
            Cells::Tiles {
                blank,
                spaced,
                one_line,
            } => {
                let format = self.format();
                let (rows, cols) = match format.size() {
                    Some(size) => size,
                    // Rows up to a blank line, as many tiles as the first
                    // row holds: the tiles are checked against the size
                    // when the board is whole.
                    None => {
                        self.room_for_row(line)?;
                        if self.cols == 0 {
                            self.cols = row::first_tiles(line, format.max_side)
                                .map_err(|m| self.error(m))?;
                        }
                        (format.max_side, self.cols)
                    }
                };
                let (count, lines) = if one_line {
                    (rows.saturating_mul(cols), rows)
                } else {
                    (cols, 1)
                };
                let (board, start) = (usize::from(self.board), usize::from(self.read));
                let slots = self
                    .raw
                    .rows
                    .get_mut(board)
                    .and_then(|rows| rows.get_mut(start..start + usize::from(lines)))
                    .unwrap_or_default();
                slots.fill(0);
                // Each tile once: the tiles and the blank fill the board.
                let max = rows.saturating_mul(cols).saturating_sub(1);
                let seen = &mut self.tiles_seen;
                let read = tiles(line, (blank, spaced), (count, cols, max), slots, seen);
                read.map_err(|m| self.error(m))?;
                self.read = self.read.saturating_add(lines);
                self.after_rows()
            }
        }
    }

    /// Adds a row of `cells` cells to the board being read, and returns
    /// the case if the row completes it.
    #[inline]
    fn add_row(&mut self, bits: u32, cells: u8, line: &[u8]) -> Result<Option<C>, ParseError> {
        // Each test on the format folds away where the format fixes it.
        let format = self.format();
        if matches!(format.cols, Cols::FirstRow) && self.cols == 0 {
            self.cols = cells;
        }
        self.room_for_row(line)?;
        let board = if format.boards > 1 { self.board & 1 } else { 0 };
        let (board, read) = (usize::from(board), usize::from(self.read) % MAX_ROWS);
        if let Some(slot) = self
            .raw
            .rows
            .get_mut(board)
            .and_then(|rows| rows.get_mut(read))
        {
            *slot = bits;
        }
        self.read += 1;
        self.after_rows()
    }

    /// The board once rows were added: whole when it has its rows (or,
    /// ended by a blank line, when a second board is as tall as the first,
    /// or a first is as big as the format's `split`).
    #[inline]
    fn after_rows(&mut self) -> Result<Option<C>, ParseError> {
        if self.read == self.rows {
            return self.end_board();
        }
        let format = self.format();
        if matches!(format.rows, Rows::UntilBlank) && format.boards > 1 {
            if self.board == 0 && format.split == Some((self.read, self.cols)) {
                return self.split();
            }
            if self.board == 1 && Some(&(self.read, self.cols)) == self.raw.sizes.first() {
                return self.end_board();
            }
        }
        Ok(None)
    }

    /// A first board as big as the format's `split`: a whole case, its top
    /// half the first board and its bottom half the second.
    fn split(&mut self) -> Result<Option<C>, ParseError> {
        let half = usize::from(self.read / 2);
        let [first, second] = &mut self.raw.rows;
        let top = first.get(half..2 * half).unwrap_or_default();
        for (to, from) in second.iter_mut().zip(top) {
            *to = *from;
        }
        let half = half as u8;
        self.raw.sizes = [(half, self.cols); 2];
        self.complete()
    }

    /// The board being read is whole: the next board, or the case.
    ///
    /// Out of line: the row path calls it once a board, and the path of
    /// every row stays small (fewer registers to save on each line).
    #[inline(never)]
    fn end_board(&mut self) -> Result<Option<C>, ParseError> {
        self.end_board_here()
    }

    /// [`end_board`](Self::end_board) in line, for a blank line: the end
    /// of every board of a format whose boards end at a blank line.
    #[inline(always)]
    fn end_board_here(&mut self) -> Result<Option<C>, ParseError> {
        if let Some(size) = self.raw.sizes.get_mut(usize::from(self.board)) {
            *size = (self.read, self.cols);
        }
        if self.board + 1 < self.format().boards {
            self.board += 1;
            self.start_board();
            return Ok(None);
        }
        self.complete()
    }

    /// Every board of the case is read: the case.
    fn complete(&mut self) -> Result<Option<C>, ParseError> {
        let number = self.cases.saturating_add(1);
        self.raw.number = number;
        let case = C::build(&self.raw).map_err(|kind| self.error((1, kind)));
        // A case that cannot be built is not read: the error names it as
        // the case after those read.
        if case.is_ok() {
            self.cases = number;
        }
        if self.format().counted() && self.cases >= self.expected {
            self.stage = Stage::Done;
            self.board = 0;
            self.read = 0;
        } else {
            self.start_case();
        }
        case.map(Some)
    }
}

mod end;
mod head;
#[cfg(test)]
mod tests;
