//! Swap-game cases of any size (`swap-game`, Luogu P1225, and
//! `moving-toys`, Luogu P4289), read a line at a time.
//!
//! A board is a block of rows of `0` and `1` (1 to 8 rows, all of one
//! width from 1 to 8), and two boards, a start and a target of one size,
//! make a case. A board ends at a blank line or at the end of the input;
//! a target also ends once it has as many rows as its start, so cases may
//! follow one another with or without blank lines. One block is read
//! otherwise: eight rows of width 4 with no start before them are a whole
//! 4 × 4 case, the start's four rows then the target's, as Luogu P1225
//! writes it. So an 8 × 4 start cannot be given (turn the puzzle on its
//! side and give the 4 × 8 one: it has the same count).

use std::io::{Read, Write};

use flipswap::swap_game::{AnyPair, Board, Grid, MAX_SIDE, Pair};
use flipswap::{Cell, TextLine};

use crate::lines::{Line, Lines};
use crate::session::Failure;

/// Reads the rows of boards and gives each case when it is complete.
#[derive(Default)]
struct Blocks {
    /// Input lines read.
    line: u32,
    /// The rows of the board being read, one bit per cell.
    rows: [u64; 8],
    count: u8,
    width: u8,
    /// A start board read whole, waiting for its target.
    start: Option<Grid>,
}

impl Blocks {
    /// Takes one input line; a case when it completes one.
    fn push(&mut self, line: &[u8]) -> Result<Option<AnyPair>, String> {
        self.line += 1;
        let mut line = line;
        if self.line == 1 {
            line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
        }
        let (bits, width) = match plain_row(line) {
            Some(row) => row,
            None => self.row(line)?,
        };
        self.take(bits, width)
    }

    /// A row written any way allowed: its cells and how many, or what is
    /// wrong with it.
    fn row(&self, line: &[u8]) -> Result<(u64, u8), String> {
        let mut bits = 0u64;
        let mut width = 0u8;
        for (column, &byte) in line.iter().enumerate() {
            match byte {
                b' ' | b'\t' | b'\r' => continue,
                b'0' | b'1' if width < MAX_SIDE => {
                    bits |= u64::from(byte - b'0') << width;
                    width += 1;
                }
                b'0' | b'1' => {
                    return Err(self.at(column, format!("a row holds at most {MAX_SIDE} cells")));
                }
                other => {
                    return Err(self.at(
                        column,
                        format!("expected '0' or '1', found {}", shown(other)),
                    ));
                }
            }
        }
        Ok((bits, width))
    }

    /// Takes a row of `width` cells (none: a blank line).
    fn take(&mut self, bits: u64, width: u8) -> Result<Option<AnyPair>, String> {
        if width == 0 {
            return self.end_board();
        }
        if self.count > 0 && width != self.width {
            return Err(self.at(
                0,
                format!(
                    "expected {} cells, as in the board's first row, found {width}",
                    self.width
                ),
            ));
        }
        if self.count >= MAX_SIDE {
            return Err(self.at(0, format!("a board holds at most {MAX_SIDE} rows")));
        }
        self.width = width;
        self.rows[usize::from(self.count & 7)] = bits;
        self.count += 1;
        match self.start {
            // The judge's eight rows: a whole 4 × 4 case.
            None if self.count == 8 && width == 4 => {
                let start = self.grid(0, 4)?;
                let target = self.grid(4, 4)?;
                self.count = 0;
                AnyPair::new(start, target)
                    .map(Some)
                    .map_err(|error| format!("line {}: {error}", self.line))
            }
            // A target as tall as its start is complete.
            Some(start) if self.count == start.rows() && width == start.cols() => self.end_board(),
            _ => Ok(None),
        }
    }

    /// The board read so far is complete: the start, or with the start a case.
    fn end_board(&mut self) -> Result<Option<AnyPair>, String> {
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
            Some(start) => AnyPair::new(start, board)
                .map(Some)
                .map_err(|error| format!("line {}: {error}", self.line)),
        }
    }

    /// The end of the input: the last case, if it is complete.
    fn finish(&mut self) -> Result<Option<AnyPair>, String> {
        if let Some(start) = self.start {
            if self.count > 0 && self.count < start.rows() && self.width == start.cols() {
                return Err(format!(
                    "line {}: expected {} rows, as the start has, found end of input after {}",
                    self.line + 1,
                    start.rows(),
                    self.count
                ));
            }
        }
        let case = self.end_board()?;
        if self.start.take().is_some() {
            return Err(format!(
                "line {}: expected a target board after the start, found end of input",
                self.line + 1
            ));
        }
        Ok(case)
    }

    /// The board of rows `first..first + rows` of the block.
    fn grid(&self, first: u8, rows: u8) -> Result<Grid, String> {
        let mut bits = 0u64;
        for row in 0..rows {
            let cells = self.rows[usize::from((first + row) & 7)];
            bits |= cells << (u32::from(row) * u32::from(self.width));
        }
        Grid::from_bits(rows, self.width, bits)
            .ok_or_else(|| format!("line {}: not a board of 1 to 8 rows and columns", self.line))
    }

    fn at(&self, column: usize, problem: String) -> String {
        format!("line {}, column {}: {problem}", self.line, column + 1)
    }
}

/// A row of 1 to 8 bytes, each `0` or `1` (the common case): its cells
/// and how many, read eight bytes at once.
fn plain_row(line: &[u8]) -> Option<(u64, u8)> {
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
    Some((bits, width as u8))
}

/// A byte as an error names it.
fn shown(byte: u8) -> String {
    if byte.is_ascii_graphic() {
        format!("'{}'", char::from(byte))
    } else {
        format!("byte {byte:#04X}")
    }
}

/// How to answer a case.
#[derive(Clone, Copy)]
pub enum Output {
    /// The count, then each swap `abcd` (Luogu P1225); with the boards.
    Swaps { show: bool },
    /// The count alone (Luogu P4289).
    Count,
}

/// Reads swap-game cases of any size until the end of the input, answering
/// each.
pub fn answer<R: Read, W: Write>(input: R, output: &mut W, how: Output) -> Result<(), Failure> {
    let mut blocks = Blocks::default();
    let mut lines = Lines::new(input);
    let mut cases: u64 = 0;
    loop {
        let line = match lines.next(output)? {
            Line::Text(line) => line,
            Line::TooLong(_) => {
                return Err(Failure::LineTooLong {
                    case: cases + 1,
                    line: blocks.line + 1,
                });
            }
            Line::End => break,
        };
        let case = blocks.push(line).map_err(|problem| Failure::InputAt {
            case: cases + 1,
            problem,
        })?;
        if let Some(pair) = case {
            cases += 1;
            write(output, pair, how).map_err(Failure::Write)?;
        }
    }
    match blocks.finish() {
        Ok(Some(pair)) => write(output, pair, how).map_err(Failure::Write),
        Ok(None) => Ok(()),
        Err(problem) => Err(Failure::InputAt {
            case: cases + 1,
            problem,
        }),
    }
}

/// Writes the answer to `pair`. A 4 × 4 pair is answered by the library's
/// 4 × 4 solver, which gives the same swaps with less work.
fn write<W: Write>(out: &mut W, pair: AnyPair, how: Output) -> std::io::Result<()> {
    let start = pair.start();
    if (start.rows(), start.cols()) == (4, 4) {
        let board = |grid: Grid| Board::from_bits(u16::try_from(grid.bits()).unwrap_or(0));
        if let Ok(small) = Pair::new(board(start), board(pair.target())) {
            let solution = small.solve();
            return emit(
                out,
                start,
                solution.len(),
                solution.lines(),
                solution.moves(),
                how,
            );
        }
    }
    let solution = pair.solve();
    emit(
        out,
        start,
        solution.len(),
        solution.lines(),
        solution.moves(),
        how,
    )
}

/// Writes an answer: its `len`, or its `lines`; with `show`, the board
/// from `start` after each of `moves`.
fn emit<W: Write>(
    out: &mut W,
    start: Grid,
    len: usize,
    lines: impl Iterator<Item = TextLine>,
    moves: impl Iterator<Item = (Cell, Cell)>,
    how: Output,
) -> std::io::Result<()> {
    let show = match how {
        Output::Count => return writeln!(out, "{len}"),
        Output::Swaps { show } => show,
    };
    for line in lines {
        out.write_all(line.with_newline())?;
    }
    if show {
        writeln!(out, "\nstart:\n{start}")?;
        let mut board = start;
        for (from, to) in moves {
            board = board.swap(from, to).unwrap_or(board);
            writeln!(
                out,
                "\nswap {} {} with {} {}:\n{board}",
                from.row() + 1,
                from.col() + 1,
                to.row() + 1,
                to.col() + 1
            )?;
        }
        writeln!(out)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str, how: Output) -> (String, Option<String>) {
        let mut out = Vec::new();
        let result = answer(input.as_bytes(), &mut out, how);
        let message = result
            .err()
            .and_then(|failure| crate::session::describe_input(&failure));
        (String::from_utf8(out).expect("UTF-8"), message)
    }

    const SWAPS: Output = Output::Swaps { show: false };

    #[test]
    fn the_judges_formats_and_any_size() {
        let p1225 = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";
        let answer = "4\n1222\n1424\n3242\n4344\n";
        assert_eq!(run(p1225, SWAPS), (answer.into(), None));
        assert_eq!(run(&p1225.repeat(3), SWAPS), (answer.repeat(3), None));
        let p4289 = "1111\n0000\n1110\n0010\n\n1010\n0101\n1010\n0101\n";
        assert_eq!(run(p4289, Output::Count), ("4\n".into(), None));
        assert_eq!(run(p4289, SWAPS), (answer.into(), None));
        let both = [p4289, p4289, "\n", p4289.trim_end()].concat();
        assert_eq!(run(&both, Output::Count), ("4\n4\n4\n".into(), None));
        assert_eq!(
            run("10000\n\n00001\n\n1\n0\n\n0\n1", SWAPS),
            ("4\n1112\n1213\n1314\n1415\n1\n1121\n".into(), None)
        );
        // An 8 × 1 board, end to end.
        let tall = "1\n0\n0\n0\n0\n0\n0\n0\n\n0\n0\n0\n0\n0\n0\n0\n1\n";
        assert_eq!(run(tall, Output::Count), ("7\n".into(), None));
    }

    #[test]
    fn plain_rows_read_as_the_general_reader_reads_them() {
        let blocks = Blocks::default();
        for width in 1..=8u32 {
            for bits in 0..1u32 << width {
                let line: Vec<u8> = (0..width).map(|i| b'0' + (bits >> i & 1) as u8).collect();
                let row = blocks.row(&line).ok();
                assert_eq!(plain_row(&line), row, "{line:?}");
                assert_eq!(row, Some((u64::from(bits), width as u8)));
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
    fn bad_cases_are_named() {
        assert_eq!(
            run("11\n\n10\n", SWAPS).1.as_deref(),
            Some(
                "case 1, line 3: the start board has 2 '1's but the target board has 1; they must match"
            )
        );
        assert_eq!(
            run("11\n\n1\n", SWAPS).1.as_deref(),
            Some(
                "case 1, line 3: the start board is 1 × 2 but the target board is 1 × 1; they must match"
            )
        );
        assert_eq!(
            run("11\n1x\n", SWAPS).1.as_deref(),
            Some("case 1, line 2, column 2: expected '0' or '1', found 'x'")
        );
        assert_eq!(
            run("11\n", SWAPS).1.as_deref(),
            Some("case 1, line 2: expected a target board after the start, found end of input")
        );
        assert_eq!(
            run("111111111\n", SWAPS).1.as_deref(),
            Some("case 1, line 1, column 9: a row holds at most 8 cells")
        );
        assert_eq!(
            run("1\n0\n0\n0\n0\n0\n0\n0\n0\n", SWAPS).1.as_deref(),
            Some("case 1, line 9, column 1: a board holds at most 8 rows")
        );
    }

    proptest::proptest! {
        #[test]
        fn any_bytes_are_answered_or_refused_without_a_panic(
            input in "([01 x\\t]{0,10}\\r?\\n){0,40}|\\PC{0,80}"
        ) {
            for how in [SWAPS, Output::Swaps { show: true }, Output::Count] {
                let mut out = Vec::new();
                let _ = answer(input.as_bytes(), &mut out, how);
            }
        }
    }
}
