//! The swap game's cases, 4 × 4 ([`Pair`]) or any size ([`AnyPair`]), as
//! the judge holds them.

use crate::swap_game::{self, AnyPair, Grid, Pair};
use crate::verdict::Problem;
use crate::verdict::line::{cell, small, wide};

/// A swap game's case, 4 × 4 or any size, and where its answer's swaps
/// have got to.
#[derive(Clone, Copy, Debug)]
pub struct SwapCase {
    /// The board after the swaps read so far.
    pub board: Grid,
    pub target: Grid,
    /// The fewest swaps from `board` to `target`.
    pub left: u16,
    /// The fewest swaps between two boards of the case's size: the 4 × 4
    /// solver for a [`Pair`], the any-size one for an [`AnyPair`].
    pub fewest: fn(Grid, Grid) -> u16,
    /// The most swaps an answer holds.
    pub largest: u32,
    /// Whether the answer is the count alone (Luogu P4289).
    pub count_only: bool,
}

/// The capacity of a swap-game answer, as a count.
const MAX_SWAPS: u32 = swap_game::MAX_SWAPS as u32;

impl SwapCase {
    /// The case of a 4 × 4 `pair`, before any swap.
    pub fn of_pair(pair: Pair) -> SwapCase {
        SwapCase {
            board: pair.start().into(),
            target: pair.target().into(),
            left: pair.solve().map_or(0, |solution| wide(solution.len())),
            fewest: fewest_swaps_4x4,
            largest: MAX_SWAPS,
            count_only: false,
        }
    }

    /// The case of `pair` at any size, before any swap.
    pub fn of_any(pair: AnyPair) -> SwapCase {
        let board = pair.start();
        let cells = u32::from(board.rows()) * u32::from(board.cols());
        // At most half the cells change place, each at most across the board.
        let pieces = cells / 2;
        let steps = u32::from(board.rows()) + u32::from(board.cols()) - 2;
        SwapCase {
            board,
            target: pair.target(),
            left: pair.solve().map_or(0, |solution| wide(solution.len())),
            fewest: fewest_swaps,
            largest: pieces * steps,
            count_only: false,
        }
    }

    /// Makes the swap `[a, b, c, d]` (cell `a b` with cell `c d`, 1-based),
    /// if it is legal (both cells on the board, sharing an edge, one piece
    /// black and one white) and brings the board one swap closer to the
    /// target: the check of every swap, at 4 × 4 and at any size.
    pub fn make(&mut self, [a, b, c, d]: [u32; 4]) -> Result<(), Problem> {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        let (a, b) = (cell(a, b, cols, rows)?, cell(c, d, cols, rows)?);
        let Some(after) = self.board.swap(a, b) else {
            return Err(Problem::NotAdjacent { a, b });
        };
        if after == self.board {
            let black = self.board.is_black(a).unwrap_or(false);
            return Err(Problem::NoChange { a, b, black });
        }
        let left = (self.fewest)(after, self.target);
        if left.checked_add(1) != Some(self.left) {
            return Err(Problem::NoProgress {
                before: small(usize::from(self.left)),
                after: small(usize::from(left)),
            });
        }
        self.left = left;
        self.board = after;
        Ok(())
    }
}

/// The fewest swaps from `start` to `target`, by the 4 × 4 solver (the
/// boards are 4 × 4 [`Grid`]s of a [`Pair`]).
fn fewest_swaps_4x4(start: Grid, target: Grid) -> u16 {
    let board = |grid: Grid| swap_game::Board::from_bits(grid.bits() as u16);
    let (Some(start), Some(target)) = (board(start), board(target)) else {
        return 0;
    };
    Pair::new(start, target)
        .ok()
        .and_then(swap_game::solve)
        .map_or(0, |solution| wide(solution.len()))
}

/// The fewest swaps from `start` to `target`, by the any-size solver.
fn fewest_swaps(start: Grid, target: Grid) -> u16 {
    AnyPair::new(start, target)
        .ok()
        .and_then(|pair| pair.solve())
        .map_or(0, |solution| wide(solution.len()))
}
