//! The one writer of rows of cells: a row's bits as the bytes of its text,
//! a symbol per cell, into a caller's fixed buffer, with no allocation and
//! no `core::fmt`.
//!
//! The [`Display`](core::fmt::Display) of a [`lights_out::Board`][crate::lights_out::Board] and of a
//! [`lights_out::Solution`][crate::lights_out::Solution] write their rows with [`row`], and so does the
//! `flipswap` command for every answer made of rows (Lights Out, Fliptile,
//! EXTENDED LIGHTS OUT): one renderer, so the two cannot disagree. A
//! count goes on a line of its own with [`count`].
//!
//! Eight cells (four when spaced) are written at once, as one `u64` of
//! bytes chosen by a table lookup: a row of 32 cells is four lookups and
//! four stores, not 32 calls through `core::fmt`. The table of eight cells
//! is 2 KiB of read-only data (in flash on a microcontroller), linked only
//! into programs that write rows; a table of four cells (64 bytes) would
//! cost about 12 more instructions a row of 15.
//!
//! # Examples
//!
//! ```
//! use flipswap::write::{self, ROW_BYTES};
//!
//! let mut buffer = [0; ROW_BYTES];
//! // Bit `c` is column `c`: the first cell is the low bit.
//! assert_eq!(write::row(&mut buffer, 0b1001, 4, *b"01", false), b"1001\n");
//! assert_eq!(write::row(&mut buffer, 0b0110, 4, *b"01", true), b"0 1 1 0\n");
//! assert_eq!(write::count(15).with_newline(), b"15\n");
//! ```
//!
#![doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]

use crate::format::{Cells, Format};
use crate::text::digit;
use crate::{Cell, TextLine};

/// The most cells of a row (a board has at most 32 columns).
pub const MAX_CELLS: u8 = 32;

/// Room for the text of any row: 32 cells with a space after each but the
/// last, which has the `\n` instead.
pub const ROW_BYTES: usize = 2 * MAX_CELLS as usize;

/// Every byte of a `u64` set to 1.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The low byte of every 16-bit lane of a `u64` set to 1.
const LANE_ONES: u64 = 0x0001_0001_0001_0001;

/// Writes the first `cols` cells of a row (bit `c` of `bits` is column
/// `c`; bits from `cols` on are ignored), `symbols[0]` for a clear bit and
/// `symbols[1]` for a set one, separated by single spaces when `spaced`,
/// and ends the row with `\n`. Returns the row's text, `\n` included, from
/// the start of `buffer` (bytes after it may have been written too).
///
/// `cols` above [`MAX_CELLS`] counts as [`MAX_CELLS`]; a row of no cells
/// is a bare `\n`.
///
/// # Examples
///
/// ```
/// use flipswap::write::{self, ROW_BYTES};
///
/// let mut buffer = [0; ROW_BYTES];
/// assert_eq!(write::row(&mut buffer, 0b011, 3, *b"01", false), b"110\n");
/// // Painter's Problem writes its bricks `w` (white) and `y` (yellow).
/// assert_eq!(write::row(&mut buffer, 0b10, 2, *b"wy", false), b"wy\n");
/// // Fliptile writes its press map spaced.
/// assert_eq!(write::row(&mut buffer, 0b100, 3, *b"01", true), b"0 0 1\n");
/// assert_eq!(write::row(&mut buffer, u32::MAX, 32, *b"01", false).len(), 33);
/// ```
#[must_use]
#[inline]
pub fn row(
    buffer: &mut [u8; ROW_BYTES],
    bits: u32,
    cols: u8,
    symbols: [u8; 2],
    spaced: bool,
) -> &[u8] {
    let cols = usize::from(cols.min(MAX_CELLS));
    let [off, on] = symbols;
    let mut rest = bits;
    // The `\n` goes where the byte after the last cell would be: in place
    // of the space after it when spaced.
    let (end, newline) = if spaced {
        // A cell in the low byte of each 16-bit lane, a space in the high.
        let base = u64::from(u16::from_le_bytes([off, b' '])).wrapping_mul(LANE_ONES);
        let flip = u64::from(off ^ on).wrapping_mul(LANE_ONES);
        for chunk in buffer.chunks_exact_mut(8).take(cols.div_ceil(4)) {
            let cells = SPACED.get(rest as usize & 0xF).copied().unwrap_or_default();
            store(chunk, base ^ flip & cells);
            rest >>= 4;
        }
        (2 * cols, (2 * cols).saturating_sub(1))
    } else {
        let base = u64::from(off).wrapping_mul(ONES);
        let flip = u64::from(off ^ on).wrapping_mul(ONES);
        for chunk in buffer.chunks_exact_mut(8).take(cols.div_ceil(8)) {
            let cells = PACKED
                .get(rest as usize & 0xFF)
                .copied()
                .unwrap_or_default();
            store(chunk, base ^ flip & cells);
            rest >>= 8;
        }
        (cols + 1, cols)
    };
    if let Some(byte) = buffer.get_mut(newline) {
        *byte = b'\n';
    }
    buffer.get(..end.max(1)).unwrap_or_default()
}

/// A count of moves in decimal, on a line of its own: the first line of
/// every answer that gives one.
///
/// # Examples
///
/// ```
/// assert_eq!(flipswap::write::count(4).with_newline(), b"4\n");
/// assert_eq!(flipswap::write::count(120).as_str(), "120");
/// ```
#[must_use]
#[inline]
pub const fn count(n: usize) -> TextLine {
    TextLine::count(n)
}

/// Text written here, as a `str`: rows of `0`/`1` and counts are ASCII, so
/// the fallback (nothing) is never taken.
pub(crate) fn as_str(bytes: &[u8]) -> &str {
    core::str::from_utf8(bytes).unwrap_or_default()
}

/// For each byte value, 0xFF in byte `i` of the `u64` (from the low end)
/// where bit `i` is set, else 0: the masks of eight cells written next to
/// each other (2 KiB).
static PACKED: [u64; 256] = masks(8, 1);

/// For each value of four bits, 0xFF in byte `2i` of the `u64` where bit
/// `i` is set, else 0: the masks of four cells with a space after each.
static SPACED: [u64; 16] = masks(4, 2);

/// The masks of `cells` cells, `step` bytes apart, for every value of
/// `cells` bits.
const fn masks<const N: usize>(cells: u32, step: u32) -> [u64; N] {
    let mut table = [0; N];
    let mut value = 0;
    while value < N {
        let mut cell = 0;
        while cell < cells {
            if value >> cell & 1 == 1 {
                table[value] |= 0xFF << (8 * step * cell);
            }
            cell += 1;
        }
        value += 1;
    }
    table
}

/// Stores `bytes` in `chunk`, lowest byte first (every chunk of a row is
/// eight bytes long).
#[inline]
fn store(chunk: &mut [u8], bytes: u64) {
    if let Ok(chunk) = <&mut [u8; 8]>::try_from(chunk) {
        *chunk = bytes.to_le_bytes();
    }
}

/// Swaps written in a block of this many lines at a time.
const SWAPS_A_BLOCK: usize = 20;

/// Writes each swap of `moves` as the swap game's judge writes it, `abcd`
/// (cell `a,b` with cell `c,d`, 1-based) and a newline, giving `sink` a
/// block of up to twenty lines at a time: the same text as the lines of a
/// swap-game solution, for a program that writes many.
///
/// It earns its lines: by callgrind, a batch swap-game case of the command
/// line costs fewer instructions written this way than a line at a time
/// (the counts are in PERFORMANCE.md, "What the fast paths earn").
///
/// # Errors
///
/// The first error `sink` returns.
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, write};
///
/// let mut text = Vec::new();
/// let moves = [(Cell::new(0, 0), Cell::new(0, 1)), (Cell::new(2, 3), Cell::new(3, 3))];
/// write::swaps(moves.into_iter(), |block| {
///     text.extend_from_slice(block);
///     Ok::<(), ()>(())
/// })?;
/// assert_eq!(text, b"1112\n3444\n");
/// # Ok::<(), ()>(())
/// ```
pub fn swaps<E>(
    moves: impl Iterator<Item = (Cell, Cell)>,
    mut sink: impl FnMut(&[u8]) -> Result<(), E>,
) -> Result<(), E> {
    let mut text = [b'\n'; 5 * SWAPS_A_BLOCK];
    let mut at = 0;
    for (from, to) in moves {
        let swap = [from.row(), from.col(), to.row(), to.col()].map(digit);
        if let Some(room) = text.get_mut(at..at + 4) {
            room.copy_from_slice(&swap);
        }
        at += 5;
        if at >= text.len() {
            sink(&text)?;
            at = 0;
        }
    }
    sink(text.get(..at).unwrap_or_default())
}

/// Room for the text of a board of up to sixteen numbered tiles on one
/// line: two digits and a space each.
pub const TILES_BYTES: usize = 48;

/// Writes the first `cells` tiles of `tiles` (nibble `i` the tile of cell
/// `i`, 0 the blank) on one line as `format` writes them: the format's
/// blank symbol for 0, tiles in decimal, separated by single spaces when
/// the format is spaced. No `\n`. A format of two symbols writes nothing.
///
/// # Examples
///
/// ```
/// use flipswap::{format, write};
///
/// let mut buffer = [0; write::TILES_BYTES];
/// let board = 0x8_6705_1432; // 2 3 4 / 1 5 x / 7 6 8
/// assert_eq!(write::tiles(&mut buffer, board, 9, format::EIGHT), "2 3 4 1 5 x 7 6 8");
/// assert_eq!(write::tiles(&mut buffer, board, 9, format::EIGHT_DIGITS), "234150768");
/// ```
pub fn tiles(buffer: &mut [u8; TILES_BYTES], tiles: u64, cells: u8, format: Format) -> &str {
    let Cells::Tiles { blank, spaced, .. } = format.cells else {
        return "";
    };
    let mut at = 0;
    for cell in 0..u32::from(cells.min(16)) {
        let tile = (tiles >> (4 * cell)) & 15;
        let text: [u8; 2] = match tile {
            0 => [blank, 0],
            1..=9 => [b'0' + tile as u8, 0],
            _ => [b'1', b'0' + (tile - 10) as u8],
        };
        if spaced && cell > 0 {
            if let Some(byte) = buffer.get_mut(at) {
                *byte = b' ';
            }
            at += 1;
        }
        for byte in text.into_iter().filter(|&b| b != 0) {
            if let Some(slot) = buffer.get_mut(at) {
                *slot = byte;
            }
            at += 1;
        }
    }
    as_str(buffer.get(..at).unwrap_or_default())
}

/// The most letters of an answer of moves (the 15-puzzle's answers hold at
/// most 80).
pub const MAX_LETTERS: usize = 80;

/// An answer of moves as letters (`ullddrurdllurdruldr`), with room for
/// its `\n`: the text of a sliding-tile solution, written once for its
/// `Display` and the command line.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Letters {
    bytes: [u8; MAX_LETTERS + 1],
    len: u8,
}

impl Letters {
    /// The letters of `letters`, the first [`MAX_LETTERS`] of them.
    pub(crate) fn of(letters: impl Iterator<Item = u8>) -> Letters {
        let mut text = Letters {
            bytes: [b'\n'; MAX_LETTERS + 1],
            len: 0,
        };
        for (slot, letter) in text.bytes.iter_mut().zip(letters.take(MAX_LETTERS)) {
            *slot = letter;
            text.len += 1;
        }
        text
    }

    /// The letters.
    #[must_use]
    pub fn as_str(&self) -> &str {
        as_str(self.bytes.get(..usize::from(self.len)).unwrap_or_default())
    }

    /// The letters and a `\n`.
    #[must_use]
    pub fn with_newline(&self) -> &[u8] {
        let end = usize::from(self.len) + 1;
        self.bytes.get(..end).unwrap_or_default()
    }
}

impl core::fmt::Debug for Letters {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Debug::fmt(self.as_str(), f)
    }
}

/// Writes `bits` (bit `width * row + col` for a set cell, of a board of
/// `format`'s fixed size) as the judge writes the board, rows separated by
/// `separator`, with none after the last: the `Display` of the fixed
/// boards.
pub(crate) fn board(
    f: &mut core::fmt::Formatter<'_>,
    format: &Format,
    bits: u16,
    separator: &str,
) -> core::fmt::Result {
    let (height, width) = format.size().unwrap_or((0, 0));
    let (symbols, spaced) = match format.cells {
        Cells::Symbols { symbols, spaced } => (symbols, spaced),
        Cells::Tiles { .. } | Cells::Digits { .. } | Cells::Lines(_) => ([b'0', b'1'], false),
    };
    let mut buffer = [0u8; ROW_BYTES];
    for r in 0..height {
        if r > 0 {
            f.write_str(separator)?;
        }
        let cells = u32::from(bits.checked_shr(u32::from(r * width)).unwrap_or(0));
        let text = row(&mut buffer, cells, width, symbols, spaced);
        let text = text.strip_suffix(b"\n").unwrap_or(text);
        f.write_str(core::str::from_utf8(text).unwrap_or_default())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cell at a time, the plain way.
    fn slow(bits: u32, cols: u8, symbols: [u8; 2], spaced: bool) -> [u8; ROW_BYTES + 1] {
        let mut text = [0; ROW_BYTES + 1];
        let mut len = 0;
        for c in 0..cols.min(MAX_CELLS) {
            if spaced && c > 0 {
                text[len] = b' ';
                len += 1;
            }
            text[len] = symbols[usize::from(bits >> c & 1 == 1)];
            len += 1;
        }
        text[len] = b'\n';
        text
    }

    #[test]
    fn every_width_and_pattern_is_written_as_a_cell_at_a_time() {
        let mut buffer = [0xAA; ROW_BYTES];
        let patterns = [
            0,
            u32::MAX,
            0x5555_5555,
            0xAAAA_AAAA,
            0x8000_0001,
            0x1234_5678,
        ];
        for symbols in [*b"01", *b"#O", *b"wy", *b"ba", *b"+-"] {
            for spaced in [false, true] {
                for cols in 0..=MAX_CELLS + 2 {
                    for bits in patterns.into_iter().chain((0..32).map(|i| 1 << i)) {
                        let expected = slow(bits, cols, symbols, spaced);
                        let text = row(&mut buffer, bits, cols, symbols, spaced);
                        let len = text.iter().position(|&b| b == b'\n').map_or(0, |i| i + 1);
                        assert_eq!(len, text.len(), "{cols} {spaced}");
                        assert_eq!(text, &expected[..len], "{bits:x} {cols} {spaced}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_row_of_no_cells_is_a_bare_line_end() {
        let mut buffer = [0; ROW_BYTES];
        assert_eq!(row(&mut buffer, u32::MAX, 0, *b"01", false), b"\n");
        assert_eq!(row(&mut buffer, u32::MAX, 0, *b"01", true), b"\n");
    }
}
