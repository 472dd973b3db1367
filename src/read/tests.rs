//! The reader on the layouts no puzzle of the crate reads yet: boards of
//! numbered tiles.

extern crate std;
use super::*;
use crate::error::{ParseError, ParseErrorKind};
use crate::format;
use crate::format::Format;
use std::string::ToString;

/// A case as read, for formats no puzzle of the crate reads yet.
#[derive(Debug)]
struct Read(Raw);

impl Sealed for Read {
    const FORMAT: Format = format::EIGHT;
    const ANY_FORMAT: bool = true;
    fn build(raw: &Raw) -> Result<Read, ParseErrorKind> {
        Ok(Read(*raw))
    }
}

/// The tiles of board `board` of each case of `text` in `format`, row
/// by row, the blank as 0.
fn tiles_of(format: Format, text: &str, board: usize) -> Result<[[u32; 4]; 2], ParseError> {
    let mut reader = Reader::<Read>::with_format(format);
    let mut seen = [[0; 4]; 2];
    let mut cases = 0;
    for line in text.split('\n') {
        if let Some(Read(raw)) = reader.push_line(line.as_bytes())? {
            let (rows, cols) = raw.sizes[board];
            let mut tiles = [0; 4];
            for (slot, &row) in tiles.iter_mut().zip(raw.board(board)) {
                *slot = (0..cols).fold(0, |n, c| n * 16 + (row >> (4 * c) & 15));
            }
            assert_eq!(rows, format.size().map_or(0, |s| s.0));
            if let Some(case) = seen.get_mut(cases) {
                *case = tiles;
            }
            cases += 1;
        }
    }
    reader.finish()?;
    Ok(seen)
}

#[test]
fn boards_of_numbered_tiles_are_read_in_each_judges_layout() {
    assert_eq!(
        tiles_of(format::EIGHT, "2 3 4 1 5 x 7 6 8\n\n1 2 3 4 5 6 7 8 x", 0),
        Ok([[0x234, 0x150, 0x768, 0], [0x123, 0x456, 0x780, 0]])
    );
    assert_eq!(
        tiles_of(format::EIGHT_DIGITS, "283104765", 0),
        Ok([[0x283, 0x104, 0x765, 0], [0; 4]])
    );
    let eight_ii = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
    assert_eq!(
        tiles_of(format::EIGHT_II, eight_ii, 1),
        Ok([[0x123, 0x456, 0x780, 0], [0x756, 0x804, 0x123, 0]])
    );
    let fifteen = "1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n";
    assert_eq!(
        tiles_of(format::FIFTEEN, fifteen, 0),
        Ok([[0x2340, 0x1578, 0x96AC, 0xDEBF], [0; 4]])
    );
}

#[test]
fn a_tile_that_is_no_tile_is_named_where_it_stands() {
    for (format, text, message) in [
        (
            format::EIGHT,
            "2 3 4 1 5 y 7 6 8",
            "line 1, column 11: expected a tile, found 'y'",
        ),
        (
            format::EIGHT,
            "2 3 4 1 5 x 7 6",
            "line 1, column 16: expected a tile, found end of line",
        ),
        (
            format::FIFTEEN_COUNT,
            "1 2 3 4\n5 6 7 16\n",
            "line 2, column 7: expected a tile from 1 to 15, found 16",
        ),
        (
            format::EIGHT_DIGITS,
            "2831047659",
            "line 1, column 10: expected end of line, found '9'",
        ),
        (
            format::EIGHT,
            "2 3 4 1 5 x 7 6 8\r\r",
            "line 1, column 18: expected end of line, found control character U+000D",
        ),
        (
            format::EIGHT,
            "2 3 4 1 5 x7 6 8",
            "line 1, column 12: expected a tile, found '7'",
        ),
        (
            format::EIGHT,
            "2 3 4 1 5 x 7 3 8",
            "line 1, column 15: expected each tile once, found 3 a second time",
        ),
        (
            format::EIGHT_DIGITS,
            "283104760",
            "line 1, column 9: expected each tile once, found the blank a second time",
        ),
        (
            format::EIGHT_DIGITS,
            "283194765",
            "line 1, column 5: expected a tile from 1 to 8, found 9",
        ),
        (
            format::FIFTEEN_COUNT,
            "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 1 0",
            "line 4, column 7: expected each tile once, found 1 a second time",
        ),
        (
            format::FIFTEEN,
            "1\n1 2 3 4",
            "line 3, column 1: expected 4 rows, found end of input after 1",
        ),
    ] {
        let error = tiles_of(format, text, 0).unwrap_err();
        assert_eq!(error.to_string(), message);
    }
}
