//! Sliding tiles: the 8-puzzle, the 15-puzzle and any size from 2 × 2 to
//! 4 × 4. A board is its cells row by row, `0` the blank; each move is
//! written as its letter, `u`, `d`, `l` or `r`, where the blank goes.

use core::ffi::c_long;
use flipswap::tiles::Move;
#[cfg(any(feature = "fifteen", feature = "sliding"))]
use flipswap::tiles::{OverLimit, Solution};

#[cfg(any(feature = "fifteen", feature = "sliding"))]
use crate::OVER_LIMIT;
use crate::{BAD_INPUT, input, output, write_moves};

/// A move as the header writes it: its letter.
fn letter(step: Move) -> [u8; 1] {
    [step.letter() as u8]
}

/// `N` cells at `cells`.
fn cells<const N: usize>(cells: *const u8) -> Option<[u8; N]> {
    input(cells, N)?.try_into().ok()
}

/// Writes a bounded search's answer: [`OVER_LIMIT`] past its limit.
#[cfg(any(feature = "fifteen", feature = "sliding"))]
fn write_bounded(found: Result<Option<Solution>, OverLimit>, out: Option<&mut [u8]>) -> c_long {
    match found {
        Ok(solution) => write_moves(solution, out, letter),
        Err(OverLimit) => OVER_LIMIT,
    }
}

/// A hint's letter, or the code [`crate::hint_code`] gives.
fn hint_letter(step: Move) -> c_long {
    c_long::from(letter(step)[0])
}

#[cfg(feature = "eight")]
mod eight {
    use super::*;
    use flipswap::Puzzle;
    use flipswap::eight::Board;

    fn board(at: *const u8) -> Option<Board> {
        Board::from_cells(cells::<9>(at)?)
    }

    /// The 8-puzzle (HDU 1043): the fewest moves from the 3 × 3 board at
    /// `cells` to `1 2 3 / 4 5 6 / 7 8 0`, the least in the order `u d l r`.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_eight_solve(cells: *const u8, moves: *mut u8, cap: usize) -> c_long {
        match board(cells) {
            Some(board) => write_moves(board.solve(), output(moves, cap), letter),
            None => BAD_INPUT,
        }
    }

    /// The first move of [`flipswap_eight_solve`]'s answer.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_eight_hint(cells: *const u8) -> c_long {
        match board(cells) {
            Some(board) => crate::hint_code(&board, hint_letter),
            None => BAD_INPUT,
        }
    }
}

#[cfg(feature = "fifteen")]
mod fifteen {
    use super::*;
    use flipswap::fifteen::{self, Board};

    fn board(at: *const u8) -> Option<Board> {
        Board::from_cells(cells::<16>(at)?)
    }

    /// The 15-puzzle (UVa 10181): the fewest moves from the 4 × 4 board
    /// at `cells` to `1 … 15, 0`, the least in the order `d l r u`.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_fifteen_solve(
        cells: *const u8,
        moves: *mut u8,
        cap: usize,
    ) -> c_long {
        flipswap_fifteen_solve_within(cells, u64::MAX, moves, cap)
    }

    /// [`flipswap_fifteen_solve`], expanding at most `limit` boards.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_fifteen_solve_within(
        cells: *const u8,
        limit: u64,
        moves: *mut u8,
        cap: usize,
    ) -> c_long {
        match board(cells) {
            Some(board) => write_bounded(fifteen::solve_within(board, limit), output(moves, cap)),
            None => BAD_INPUT,
        }
    }

    /// The first move of [`flipswap_fifteen_solve`]'s answer.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_fifteen_hint(cells: *const u8) -> c_long {
        match board(cells) {
            Some(board) => crate::hint_code(&board, hint_letter),
            None => BAD_INPUT,
        }
    }
}

#[cfg(feature = "sliding")]
mod sliding {
    use super::*;
    use crate::UNSOLVABLE;
    use flipswap::tiles::{Board, Pair};

    /// The pair of the `rows` × `cols` boards at `start` and `target`:
    /// [`BAD_INPUT`] when either is no board of that size, [`UNSOLVABLE`]
    /// when they do not reach each other.
    fn pair(rows: u8, cols: u8, start: *const u8, target: *const u8) -> Result<Pair, c_long> {
        let count = usize::from(rows) * usize::from(cols);
        let board = |at| Board::new(rows, cols, input(at, count)?);
        let (Some(start), Some(target)) = (board(start), board(target)) else {
            return Err(BAD_INPUT);
        };
        Pair::new(start, target).map_err(|_| UNSOLVABLE)
    }

    /// Sliding tiles (`flipswap sliding`): the fewest moves from the
    /// `rows` × `cols` board at `start` to the one at `target`, the least
    /// in the order `d l r u`.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_sliding_solve(
        rows: u8,
        cols: u8,
        start: *const u8,
        target: *const u8,
        moves: *mut u8,
        cap: usize,
    ) -> c_long {
        flipswap_sliding_solve_within(rows, cols, start, target, u64::MAX, moves, cap)
    }

    /// [`flipswap_sliding_solve`], expanding at most `limit` boards.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_sliding_solve_within(
        rows: u8,
        cols: u8,
        start: *const u8,
        target: *const u8,
        limit: u64,
        moves: *mut u8,
        cap: usize,
    ) -> c_long {
        match pair(rows, cols, start, target) {
            Ok(pair) => write_bounded(pair.solve_within(limit), output(moves, cap)),
            Err(code) => code,
        }
    }

    /// The first move of [`flipswap_sliding_solve`]'s answer.
    #[unsafe(no_mangle)]
    pub extern "C" fn flipswap_sliding_hint(
        rows: u8,
        cols: u8,
        start: *const u8,
        target: *const u8,
    ) -> c_long {
        match pair(rows, cols, start, target) {
            Ok(pair) => crate::hint_code(&pair, hint_letter),
            Err(code) => code,
        }
    }
}
