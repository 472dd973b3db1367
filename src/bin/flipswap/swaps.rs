//! The answer to a swap-game case of any size (`swap-game`, Luogu P1225,
//! and `moving-toys`, Luogu P4289): the swaps, or their count alone.

use std::io::Write;

use flipswap::Cell;
use flipswap::swap_game::{AnyPair, Board, Grid, Pair};

/// How to answer a case: the count, then each swap `abcd` (Luogu P1225),
/// or the count alone (Luogu P4289); with `show`, the boards too.
#[derive(Clone, Copy)]
pub struct Output {
    pub swaps: bool,
    pub show: bool,
}

/// Writes the answer to `pair`. A 4 × 4 pair is answered by the library's
/// 4 × 4 solver, which gives the same swaps with less work.
pub fn write<W: Write>(out: &mut W, pair: AnyPair, how: Output) -> std::io::Result<()> {
    let start = pair.start();
    if (start.rows(), start.cols()) == (4, 4) {
        let board = |grid: Grid| u16::try_from(grid.bits()).ok().and_then(Board::from_bits);
        let small = match (board(start), board(pair.target())) {
            (Some(start), Some(target)) => Pair::new(start, target).ok(),
            _ => None,
        };
        if let Some(s) = small.and_then(|small| small.solve()) {
            return emit(out, start, s.len(), s.moves(), how);
        }
    }
    // Always some: every pair of one size and count can be solved.
    match pair.solve() {
        Some(s) => emit(out, start, s.len(), s.moves(), how),
        None => Ok(()),
    }
}

/// The swaps' lines written at once.
const BLOCK: usize = 20;

/// A 0-based row or column as the judges write it: its 1-based digit (every
/// row and column is below 8), as the library's answer lines write it.
const fn digit(index: u8) -> u8 {
    b'1'.saturating_add(index)
}

/// Writes the count's line: `len` in decimal, then `\n` (one or two
/// digits, most counts, written as bytes).
fn count_line<W: Write>(out: &mut W, len: usize) -> std::io::Result<()> {
    match u8::try_from(len) {
        Ok(n) if n < 10 => out.write_all(&[b'0' + n, b'\n']),
        Ok(n) if n < 100 => out.write_all(&[b'0' + n / 10, b'0' + n % 10, b'\n']),
        _ => writeln!(out, "{len}"),
    }
}

/// Writes an answer: its `len`, then with `how.swaps` a line a swap, as the
/// library's answer lines write them; with `show`, the board
/// from `start` after each of `moves`.
fn emit<W: Write>(
    out: &mut W,
    start: Grid,
    len: usize,
    moves: impl Iterator<Item = (Cell, Cell)> + Clone,
    how: Output,
) -> std::io::Result<()> {
    count_line(out, len)?;
    if how.swaps {
        // The swaps' lines gathered on the stack and written a block at a
        // time: `abcd` (each 1-based), then `\n`, five bytes a swap.
        let mut text = [b'\n'; 5 * BLOCK];
        let mut at = 0;
        for (from, to) in moves.clone() {
            let swap = [from.row(), from.col(), to.row(), to.col()].map(digit);
            if let Some(room) = text.get_mut(at..at + 4) {
                room.copy_from_slice(&swap);
            }
            at += 5;
            if at >= text.len() {
                out.write_all(&text)?;
                at = 0;
            }
        }
        out.write_all(text.get(..at).unwrap_or_default())?;
    }
    if how.show {
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
