//! The swap game on 4 × 4 (Luogu P1225): two boards' bits in, each swap
//! out as two bytes, the cells `row * 4 + col` of the two pieces.

use core::ffi::c_long;

use flipswap::Cell;
use flipswap::swap_game::{Board, Pair};

use crate::{BAD_INPUT, hint_code, output, write_moves};

/// A cell as the header writes it: `row * 4 + col`.
fn cell_code(cell: Cell) -> u8 {
    cell.row() * 4 + cell.col()
}

/// The pair of `start` and `target`, or `None` when their counts differ.
fn pair(start: u16, target: u16) -> Option<Pair> {
    Pair::new(Board::from_bits(start)?, Board::from_bits(target)?).ok()
}

/// The fewest swaps from `start` to `target` (bit `row * 4 + col` a black
/// piece), two bytes a swap into `swaps` (`cap` bytes).
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_swap_game_solve(
    start: u16,
    target: u16,
    swaps: *mut u8,
    cap: usize,
) -> c_long {
    let Some(pair) = pair(start, target) else {
        return BAD_INPUT;
    };
    write_moves(
        flipswap::Puzzle::solve(&pair),
        output(swaps, cap),
        |(a, b)| [cell_code(a), cell_code(b)],
    )
}

/// The first swap from `start` to `target`: `a << 8 | b`.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_swap_game_hint(start: u16, target: u16) -> c_long {
    match pair(start, target) {
        Some(pair) => hint_code(&pair, |(a, b)| {
            c_long::from(cell_code(a)) << 8 | c_long::from(cell_code(b))
        }),
        None => BAD_INPUT,
    }
}
