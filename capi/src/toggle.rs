//! Flip Game, the refrigerator and the lights: a board's bits in, each
//! press out as one byte, `row * width + col`.

use core::ffi::c_long;

use flipswap::Cell;
use flipswap::toggle::Toggle;

use crate::{BAD_INPUT, hint_code, output, write_moves};

/// A press as the header writes it: `row * width + col`.
fn cell_code<P: Toggle>(cell: Cell) -> u8 {
    cell.row() * P::WIDTH + cell.col()
}

/// The presses of `bits`'s board into `presses` (`cap` bytes).
fn solve<P: Toggle>(bits: u16, presses: *mut u8, cap: usize) -> c_long {
    let Some(board) = P::from_bits(bits) else {
        return BAD_INPUT;
    };
    write_moves(board.solve(), output(presses, cap), |cell| {
        [cell_code::<P>(cell)]
    })
}

/// The first press for `bits`'s board.
fn hint<P: Toggle>(bits: u16) -> c_long {
    match P::from_bits(bits) {
        Some(board) => hint_code(&board, |cell| c_long::from(cell_code::<P>(cell))),
        None => BAD_INPUT,
    }
}

/// The C functions of one toggle puzzle: `$solve` and `$hint` over `$board`.
macro_rules! toggle_functions {
    ($feature:literal, $board:ty, $solve:ident, $hint:ident) => {
        #[cfg(feature = $feature)]
        #[unsafe(no_mangle)]
        pub extern "C" fn $solve(board: u16, presses: *mut u8, cap: usize) -> c_long {
            solve::<$board>(board, presses, cap)
        }

        #[cfg(feature = $feature)]
        #[unsafe(no_mangle)]
        pub extern "C" fn $hint(board: u16) -> c_long {
            hint::<$board>(board)
        }
    };
}

toggle_functions!(
    "flip-game",
    flipswap::flip_game::Board,
    flipswap_flip_game_solve,
    flipswap_flip_game_hint
);
toggle_functions!(
    "fridge",
    flipswap::fridge::Board,
    flipswap_fridge_solve,
    flipswap_fridge_hint
);
toggle_functions!(
    "lights",
    flipswap::lights::Board,
    flipswap_lights_solve,
    flipswap_lights_hint
);
