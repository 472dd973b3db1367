//! The answer to a swap-game case of any size (`swap-game`, Luogu P1225,
//! and `moving-toys`, Luogu P4289): the swaps, or their count alone.

use std::io::Write;

use flipswap::swap_game::{AnyPair, Board, Grid, Pair};
use flipswap::{Cell, write};

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

/// Writes an answer: its `len`, then with `how.swaps` a line a swap (the
/// library's writer of swaps); with `show`, the board
/// from `start` after each of `moves`.
fn emit<W: Write>(
    out: &mut W,
    start: Grid,
    len: usize,
    moves: impl Iterator<Item = (Cell, Cell)> + Clone,
    how: Output,
) -> std::io::Result<()> {
    out.write_all(write::count(len).with_newline())?;
    if how.swaps {
        write::swaps(moves.clone(), |block| out.write_all(block))?;
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
