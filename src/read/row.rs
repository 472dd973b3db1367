//! The parsers of one line that the reader uses: a row of two symbols
//! ([`Row`], with [`exact`] for the row as the judge writes it), a line of
//! numbers ([`numbers`]) and a row of numbered tiles ([`tiles`]). Each
//! gives a mistake as its 1-based column and kind; the reader adds the
//! line.

use crate::error::{Found, ParseErrorKind, Written};
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
    // Eight bytes a step: four cells and their spaces, or eight cells.
    let [off, on] = symbols;
    let pattern = if spaced {
        (u64::from(off) | u64::from(b' ') << 8).wrapping_mul(LANES)
    } else {
        u64::from(off).wrapping_mul(ONES)
    };
    let per_chunk = if spaced { 4 } else { 8 };
    let binary = symbols == *b"01";
    let mut bits = 0u32;
    for (k, chunk) in line.chunks(8).enumerate() {
        let word = load(chunk, pattern);
        let cells_of = match (binary, spaced) {
            (true, _) => {
                // `0` and `1` differ in the low bit alone: one mask, one
                // test (the cells unspaced are read by `binary_row`).
                if word & 0xFFFE_FFFE_FFFE_FFFE != 0x2030_2030_2030_2030 {
                    return None;
                }
                gather4(word & LANES)
            }
            (false, false) => {
                let is_on = zero_bytes(word ^ u64::from(on).wrapping_mul(ONES));
                let is_off = zero_bytes(word ^ u64::from(off).wrapping_mul(ONES));
                if is_on | is_off != HIGHS {
                    return None;
                }
                gather8(is_on >> 7)
            }
            (false, true) => {
                let is_on = zero_bytes(word ^ u64::from(on).wrapping_mul(ONES));
                let is_off = zero_bytes(word ^ u64::from(off).wrapping_mul(ONES));
                let is_space = zero_bytes(word ^ u64::from(b' ').wrapping_mul(ONES));
                let cell = (is_on | is_off) & HIGHS & EVEN;
                if cell != HIGHS & EVEN || is_space & HIGHS & !EVEN != HIGHS & !EVEN {
                    return None;
                }
                gather4(is_on >> 7 & LANES)
            }
        };
        bits |= cells_of << ((per_chunk * k) & 31);
    }
    Some((bits, cells as u8))
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

/// 1 to 8 bytes, each `0` or `1`, read at once: bit `c` for byte `c`.
#[inline(always)]
fn binary_word(chunk: &[u8]) -> Option<u32> {
    let word = load(chunk, 0x3030_3030_3030_3030);
    if word & 0xFEFE_FEFE_FEFE_FEFE != 0x3030_3030_3030_3030 {
        return None;
    }
    Some(gather8(word & ONES))
}

/// One in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;
/// One in every other byte, from the first.
const LANES: u64 = 0x0001_0001_0001_0001;
/// The high bit of every byte.
const HIGHS: u64 = 0x8080_8080_8080_8080;
/// Every byte at an even place in a word.
const EVEN: u64 = 0x00FF_00FF_00FF_00FF;

/// The high bit of each byte of `x` that is zero, and no other bit.
#[inline(always)]
const fn zero_bytes(x: u64) -> u64 {
    const LOW: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    !(((x & LOW).wrapping_add(LOW)) | x | LOW)
}

/// Bit `i` set for each byte `i` of `lows` whose low bit is set (`lows`
/// holds no other bits).
#[inline(always)]
const fn gather8(lows: u64) -> u32 {
    // The bit of byte i lands on bit 56 + i, with no carries.
    (lows.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Bit `i` set for each byte `2i` of `lows` whose low bit is set (`lows`
/// holds no other bits: the even bytes' low bits).
#[inline(always)]
const fn gather4(lows: u64) -> u32 {
    // The bit of byte 2i (bit 16i) lands on bit 56 + i, with no carries.
    const MAGIC: u64 = 1 << 56 | 1 << 41 | 1 << 26 | 1 << 11;
    (lows.wrapping_mul(MAGIC) >> 56) as u32 & 0xF
}

/// 1 to 8 bytes as a word, byte `i` of `chunk` in byte `i`; the bytes past
/// its end are `pattern`'s. From two loads of four bytes that overlap when
/// the chunk is shorter than eight.
///
/// Reading rows a word at a time earns its lines: by callgrind, a batch
/// swap-game case costs fewer instructions with it than with a byte loop
/// (the counts are in PERFORMANCE.md, "What the fast paths earn").
#[inline(always)]
fn load(chunk: &[u8], pattern: u64) -> u64 {
    let width = chunk.len();
    let word = match (chunk.first_chunk::<4>(), chunk.last_chunk::<4>()) {
        (Some(low), Some(high)) => {
            let low = u64::from(u32::from_le_bytes(*low));
            let high = u64::from(u32::from_le_bytes(*high));
            low | high << ((8 * (width - 4)) & 63)
        }
        _ => chunk
            .iter()
            .rev()
            .fold(0u64, |word, &byte| word << 8 | u64::from(byte)),
    };
    if width >= 8 {
        return word;
    }
    // The bytes past the end are 0 in `word`.
    word | pattern & u64::MAX << ((8 * width) & 63)
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
pub(super) struct Items<'a> {
    pub(super) line: &'a [u8],
    pub(super) at: usize,
    pub(super) blank: Option<u8>,
    pub(super) spaced: bool,
    /// What an item is, for an error.
    pub(super) what: &'static str,
}

impl Items<'_> {
    /// The next item's value and where it starts; `None` at the end of the
    /// line.
    #[inline]
    pub(super) fn next(&mut self) -> Option<Result<(u32, usize), Mistake>> {
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
            // Read in a u64 held at most one past u32::MAX: past that, the
            // number is too large however it goes on.
            const PAST: u64 = u32::MAX as u64 + 1;
            let mut value = 0u64;
            while let Some(&digit) = line.get(at).filter(|b| b.is_ascii_digit()) {
                value = (value * 10 + u64::from(digit.wrapping_sub(b'0'))).min(PAST);
                at += 1;
                if !self.spaced {
                    break;
                }
            }
            match u32::try_from(value) {
                Ok(value) => value,
                Err(_) => return Some(Err(self.too_large(start))),
            }
        } else {
            return Some(Err(self.expected(start)));
        };
        self.at = at;
        // A byte glued to the item that could be read as one more (a digit,
        // the blank) is the mistake here; any other is left to the next
        // item, or to the end of the line, which then names it.
        let glued = |&b: &u8| b.is_ascii_digit() || Some(b) == self.blank;
        if self.spaced && line.get(at).is_some_and(glued) {
            return Some(Err(self.expected(at)));
        }
        Some(Ok((value, start)))
    }

    /// The number written from byte `i` on, too large for a `u32`.
    #[cold]
    fn too_large(&self, i: usize) -> Mistake {
        let kind = ParseErrorKind::TooLarge {
            written: Written::of(rest(self.line, i)),
        };
        (column(i), kind)
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
    pub(super) fn end(&mut self) -> Result<(), Mistake> {
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
    pub(super) fn missing(&self, what: &'static str) -> Mistake {
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

/// How many items the first row of a board of spaced tiles holds (items
/// separated by blanks), at most `max`: its width. Too many is a mistake at
/// the first item past `max`.
pub(crate) fn first_tiles(line: &[u8], max: u8) -> Result<u8, Mistake> {
    let mut items = 0u32;
    let mut past_max = None;
    let mut in_item = false;
    for (i, &b) in line.iter().enumerate() {
        if is_blank(b) {
            in_item = false;
        } else if !in_item {
            in_item = true;
            items += 1;
            if items == u32::from(max) + 1 {
                past_max = Some(i);
            }
        }
    }
    match past_max {
        Some(at) => Err((
            column(at),
            ParseErrorKind::TooManyColumns { found: items, max },
        )),
        None => Ok(items as u8),
    }
}

/// `count` numbered tiles from `line` into `rows`, `cols` a row, from row
/// 0: each a number from 1 to `max` (separated by blanks when `spaced`,
/// else one digit each) or `blank`, stored as 0; tile `c` of row `r` in
/// bits `4c` to `4c + 3` of `rows[r]`. `seen` holds bit `t` for each tile
/// `t` of the board read so far (bit 0 the blank): a tile met twice is
/// named where it stands the second time.
pub(crate) fn tiles(
    line: &[u8],
    (blank, spaced): (u8, bool),
    (count, cols, max): (u8, u8, u8),
    rows: &mut [u32],
    seen: &mut u16,
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
        if value > u32::from(max) || (value == 0 && !is_blank) {
            let kind = ParseErrorKind::TileOutOfRange { found: value, max };
            return Err((column(start), kind));
        }
        let bit = 1u16 << (value & 15);
        if *seen & bit != 0 {
            let kind = ParseErrorKind::TileTwice { tile: value as u8 };
            return Err((column(start), kind));
        }
        *seen |= bit;
        let (row, col) = (read / cols.max(1), read % cols.max(1));
        if let Some(slot) = rows.get_mut(usize::from(row)) {
            *slot |= value << ((4 * u32::from(col)) & 31);
        }
    }
    items.end()
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::vec::Vec;

    /// A row of `width` cells written as the judge writes it.
    fn written(bits: u32, width: usize, [off, on]: [u8; 2], spaced: bool) -> Vec<u8> {
        let mut line = Vec::new();
        for c in 0..width {
            if spaced && c > 0 {
                line.push(b' ');
            }
            line.push(if bits >> c & 1 == 1 { on } else { off });
        }
        line
    }

    #[test]
    fn rows_written_as_the_judge_writes_them_are_read_a_word_at_a_time() {
        for symbols in [*b"01", *b"bw", *b"-+", *b"#O", *b"wy"] {
            for spaced in [false, true] {
                for width in 1..=32usize {
                    let patterns: Vec<u32> = if width <= 10 {
                        (0..1u32 << width).collect()
                    } else {
                        let all = u32::MAX >> (32 - width);
                        std::vec![
                            0,
                            all,
                            0x5555_5555 & all,
                            0xAAAA_AAAA & all,
                            1,
                            1 << (width - 1)
                        ]
                    };
                    for bits in patterns {
                        let line = written(bits, width, symbols, spaced);
                        let expected = Some((bits, width as u8));
                        assert_eq!(exact(&line, symbols, spaced, 0, 32), expected, "{line:?}");
                        assert_eq!(exact(&line, symbols, spaced, width as u8, 32), expected);
                        // A stray byte anywhere, or a space where a cell
                        // stands, is left to the general parser.
                        for at in 0..line.len() {
                            for stray in [b'x', b' ', b'\t', 0, 0xC3] {
                                let mut odd = line.clone();
                                if odd[at] == stray {
                                    continue;
                                }
                                odd[at] = stray;
                                assert_eq!(exact(&odd, symbols, spaced, 0, 32), None, "{odd:?}");
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(exact(b"", *b"01", false, 0, 32), None);
        assert_eq!(exact(b"0101", *b"01", false, 3, 32), None);
        assert_eq!(exact(b"0 1 ", *b"01", true, 0, 32), None);
        assert_eq!(exact(&[b'1'; 33], *b"01", false, 0, 32), None);
    }
}
