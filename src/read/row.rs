//! The parsers of one line that the reader uses: a row of two symbols
//! ([`Row`], with [`exact`] for the row as the judge writes it), a line of
//! numbers ([`numbers`]) and a row of numbered tiles ([`tiles`]). Each
//! gives a mistake as its 1-based column and kind; the reader adds the
//! line.

use crate::error::{Found, ParseErrorKind};
use crate::text::{is_blank, rest};

/// A mistake on a line: its 1-based column and what it is.
pub(crate) type Mistake = (u32, ParseErrorKind);

/// The 1-based column of byte `i` of a line.
pub(crate) fn column(i: usize) -> u32 {
    u32::try_from(i).map_or(u32::MAX, |i| i.saturating_add(1))
}

/// The cells of `line` when it is a row written exactly as the judge
/// writes one: `cols` cells (or, when `cols` is 0, 1 to `max`), each one of
/// `symbols`, with single spaces between them when `spaced`; bit `c` for
/// cell `c`, and how many. `None` for anything else, which [`Row`] then
/// reads or explains. Most input takes this path.
#[inline(always)]
pub(crate) fn exact(
    line: &[u8],
    symbols: [u8; 2],
    spaced: bool,
    cols: u8,
    max: u8,
) -> Option<(u32, u8)> {
    let stride = if spaced { 2 } else { 1 };
    let cells = if cols > 0 {
        // The length of the row, a constant where the format fixes the
        // width, so that the loop below unrolls.
        if line.len() != usize::from(cols) * stride - (stride - 1) {
            return None;
        }
        usize::from(cols)
    } else {
        let cells = line.len().div_ceil(stride);
        if cells == 0 || cells > usize::from(max) || (spaced && line.len() % 2 == 0) {
            return None;
        }
        cells
    };
    if cells > 32 {
        return None;
    }
    if !spaced && symbols == *b"01" {
        return binary_row(line).map(|bits| (bits, cells as u8));
    }
    let [off, on] = symbols;
    let mut bits = 0u32;
    let mut valid = true;
    for (i, &byte) in line.iter().enumerate() {
        if i % stride == 0 {
            bits |= u32::from(byte == on) << ((i / stride) & 31);
            valid &= byte == on || byte == off;
        } else {
            valid &= byte == b' ';
        }
    }
    if valid {
        Some((bits, cells as u8))
    } else {
        None
    }
}

/// A row of 1 to 32 bytes, each `0` or `1`, read eight bytes a step: bit
/// `c` for byte `c`.
#[inline(always)]
fn binary_row(line: &[u8]) -> Option<u32> {
    if line.len() <= 8 {
        return binary_word(line);
    }
    let mut bits = 0u32;
    for (i, chunk) in line.chunks(8).enumerate() {
        bits |= binary_word(chunk)? << ((8 * i) & 31);
    }
    Some(bits)
}

/// A row of 1 to 8 bytes, each `0` or `1`, read eight bytes at once: bit
/// `c` for byte `c`.
///
/// It earns its lines: by callgrind, a batch swap-game case costs 3,181
/// instructions with it and 3,661 with a byte loop, and Lights Out rows of
/// 0/1 are read eight cells a step.
#[inline(always)]
fn binary_word(line: &[u8]) -> Option<u32> {
    let width = line.len();
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
    Some((ones.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32)
}

/// A row of cells written with two symbols, blanks anywhere between and
/// around them, read whatever its mistakes: the one general row parser.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Row {
    /// Bit `c` for cell `c` of the first `limit`: set for the second symbol.
    pub bits: u32,
    /// The cells of the whole line (up to the first stray byte).
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

    /// Nothing but symbols and blanks, or where and what the first other
    /// byte is.
    pub(crate) fn symbols_only(&self, line: &[u8], symbols: [u8; 2]) -> Result<(), Mistake> {
        match self.stray {
            Some(i) => {
                let kind = ParseErrorKind::Unexpected {
                    expected: symbols.map(char::from),
                    found: Found::at(rest(line, i)),
                };
                Err((column(i), kind))
            }
            None => Ok(()),
        }
    }

    /// The cells of a row of exactly `width` (read with `limit` = `width`),
    /// or the first mistake: a stray byte, anything past the last cell, or
    /// too few cells.
    pub(crate) fn exactly(&self, line: &[u8], symbols: [u8; 2], width: u8) -> Result<u32, Mistake> {
        if let Some(e) = self.extra.filter(|&e| self.stray.is_none_or(|s| s >= e)) {
            let kind = ParseErrorKind::RowTooLong {
                found: Found::at(rest(line, e)),
                width,
            };
            return Err((column(e), kind));
        }
        self.symbols_only(line, symbols)?;
        if self.cells < u32::from(width) {
            let kind = ParseErrorKind::RowTooShort {
                expected: symbols.map(char::from),
                found: self.cells as u8,
                width,
            };
            // The line is trimmed, so its end is just after its last symbol.
            return Err((column(line.len()), kind));
        }
        Ok(self.bits)
    }

    /// The cells of a row of 1 to `max` cells (read with `limit` = `max`),
    /// or what is wrong: a stray byte, or more cells than `max`.
    pub(crate) fn at_most(&self, line: &[u8], symbols: [u8; 2], max: u8) -> Result<u32, Mistake> {
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

    /// The cells of a row that must hold `width` cells, as the board's
    /// first row does (read with `limit` = `width`), or what is wrong: a
    /// stray byte, or another count of cells.
    pub(crate) fn as_wide(&self, line: &[u8], symbols: [u8; 2], width: u8) -> Result<u32, Mistake> {
        self.symbols_only(line, symbols)?;
        if self.cells != u32::from(width) {
            let kind = ParseErrorKind::RaggedRow {
                expected: width,
                found: self.cells,
            };
            // The first cell too many, or the end of a row too short.
            return Err((column(self.extra.unwrap_or(line.len())), kind));
        }
        Ok(self.bits)
    }
}

/// The items of a line of numbers (or numbered tiles), one at a time:
/// each is a number, the `blank` symbol (read as 0), or a mistake. With
/// `spaced`, items are separated by blanks; without, each is one byte.
struct Items<'a> {
    line: &'a [u8],
    at: usize,
    blank: Option<u8>,
    spaced: bool,
    /// What an item is, for an error.
    what: &'static str,
}

impl Items<'_> {
    /// The next item's value and where it starts; `None` at the end of the
    /// line.
    #[inline]
    fn next(&mut self) -> Option<Result<(u32, usize), Mistake>> {
        let line = self.line;
        let mut at = self.at;
        while line.get(at).is_some_and(|&b| is_blank(b)) {
            at += 1;
        }
        let start = at;
        let first = *line.get(start)?;
        let value = if Some(first) == self.blank {
            at += 1;
            0
        } else if first.is_ascii_digit() {
            let mut value = 0u32;
            while let Some(&digit) = line.get(at).filter(|b| b.is_ascii_digit()) {
                value = value
                    .saturating_mul(10)
                    .saturating_add(u32::from(digit.wrapping_sub(b'0')));
                at += 1;
                if !self.spaced {
                    break;
                }
            }
            value
        } else {
            return Some(Err(self.expected(start)));
        };
        self.at = at;
        if self.spaced && line.get(at).is_some_and(|&b| !is_blank(b)) {
            return Some(Err(self.expected(at)));
        }
        Some(Ok((value, start)))
    }

    /// What stands at byte `i` where an item was expected.
    #[cold]
    fn expected(&self, i: usize) -> Mistake {
        let kind = ParseErrorKind::ExpectedNumber {
            what: self.what,
            found: Some(Found::at(rest(self.line, i))),
        };
        (column(i), kind)
    }

    /// Past the last item wanted: the end of the line, or what stands
    /// there.
    fn end(&mut self) -> Result<(), Mistake> {
        match rest(self.line, self.at).iter().position(|&b| !is_blank(b)) {
            None => Ok(()),
            Some(i) => {
                let i = self.at + i;
                let kind = ParseErrorKind::ExtraText {
                    found: Found::at(rest(self.line, i)),
                };
                Err((column(i), kind))
            }
        }
    }

    /// The end of the line where an item named `what` was wanted.
    fn missing(&self, what: &'static str) -> Mistake {
        let kind = ParseErrorKind::ExpectedNumber { what, found: None };
        (column(self.line.len()), kind)
    }
}

/// Exactly `count` (1 or 2) numbers separated by blanks, each with where
/// it starts; `what` names each for the error.
pub(crate) fn numbers(
    line: &[u8],
    count: usize,
    what: &[&'static str],
) -> Result<[(u32, usize); 2], Mistake> {
    let name = |k: usize| what.get(k).copied().unwrap_or("a number");
    let mut numbers = [(0u32, 0usize); 2];
    let mut items = Items {
        line,
        at: 0,
        blank: None,
        spaced: true,
        what: name(0),
    };
    for (k, slot) in numbers.iter_mut().enumerate().take(count) {
        items.what = name(k);
        *slot = items.next().ok_or_else(|| items.missing(name(k)))??;
    }
    items.end()?;
    Ok(numbers)
}

/// The largest tile: boards of numbered tiles are at most 4 × 4.
const MAX_TILE: u32 = 15;

/// `count` numbered tiles from `line` into `rows`, `cols` a row, from row
/// 0: each a number from 1 to 15 (separated by blanks when `spaced`, else
/// one digit each) or `blank`, stored as 0; tile `c` of row `r` in bits
/// `4c` to `4c + 3` of `rows[r]`.
pub(crate) fn tiles(
    line: &[u8],
    blank: u8,
    spaced: bool,
    count: u8,
    cols: u8,
    rows: &mut [u32],
) -> Result<(), Mistake> {
    let mut items = Items {
        line,
        at: 0,
        blank: Some(blank),
        spaced,
        what: "a tile",
    };
    for read in 0..count {
        let (value, start) = items.next().ok_or_else(|| items.missing("a tile"))??;
        let is_blank = line.get(start) == Some(&blank);
        if value > MAX_TILE || (value == 0 && !is_blank) {
            let kind = ParseErrorKind::TileOutOfRange {
                found: value,
                max: MAX_TILE as u8,
            };
            return Err((column(start), kind));
        }
        let (row, col) = (read / cols.max(1), read % cols.max(1));
        if let Some(slot) = rows.get_mut(usize::from(row)) {
            *slot |= value << ((4 * u32::from(col)) & 31);
        }
    }
    items.end()
}
