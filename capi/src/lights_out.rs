//! Lights Out at any size up to 32 × 32: a board as one 32-bit word a row
//! (bit `col` the light in column `col`) in, the press map out the same
//! way.

use core::ffi::{c_int, c_long};

use flipswap::Puzzle;
use flipswap::lights_out::{Board, Game, Goal};

use crate::{BAD_INPUT, NO_ROOM, UNSOLVABLE, hint_code, input, output};

/// The goal of the header's code: 0 all off, 1 all on, 2 one colour.
fn goal(code: c_int) -> Option<Goal> {
    match code {
        0 => Some(Goal::AllOff),
        1 => Some(Goal::AllOn),
        2 => Some(Goal::OneColour),
        _ => None,
    }
}

/// The game of `rows` words at `lights`, `cols` wide, to goal `code`.
fn game(rows: u8, cols: u8, lights: *const u32, code: c_int) -> Option<Game> {
    let lights = input(lights, usize::from(rows))?;
    let board = Board::from_rows(cols, lights).ok()?;
    Some(Game::new(board, goal(code)?))
}

/// The fewest presses that bring the `rows` × `cols` board at `lights`
/// (one word a row) to goal `goal`, written as a press map of `rows` words
/// to `presses` (`presses_rows` words): how many presses.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_lights_out_solve(
    rows: u8,
    cols: u8,
    lights: *const u32,
    goal: c_int,
    presses: *mut u32,
    presses_rows: usize,
) -> c_long {
    let Some(game) = game(rows, cols, lights, goal) else {
        return BAD_INPUT;
    };
    let Some(solution) = game.solve() else {
        return UNSOLVABLE;
    };
    let Some(map) = output(presses, presses_rows) else {
        return BAD_INPUT;
    };
    let Some(map) = map.get_mut(..usize::from(rows)) else {
        return NO_ROOM;
    };
    for (row, word) in (0..rows).zip(map.iter_mut()) {
        *word = solution.row(row);
    }
    c_long::try_from(solution.len()).unwrap_or(NO_ROOM)
}

/// The first press for the board, `row * cols + col`.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_lights_out_hint(
    rows: u8,
    cols: u8,
    lights: *const u32,
    goal: c_int,
) -> c_long {
    match game(rows, cols, lights, goal) {
        Some(game) => hint_code(&game, |cell| {
            c_long::from(cell.row()) * c_long::from(cols) + c_long::from(cell.col())
        }),
        None => BAD_INPUT,
    }
}
