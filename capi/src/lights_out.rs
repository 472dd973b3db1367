//! Lights Out at any size up to 32 × 32: a board as one 32-bit word a row
//! (bit `col` the light in column `col`) in, the press map out the same
//! way.

use core::ffi::{c_int, c_long};

use flipswap::Mismatch;
use flipswap::lights_out::{Board, Goal, Solver};

use crate::{BAD_INPUT, NO_ROOM, SOLVED, UNSOLVABLE, input, output};

/// The solver of the classic 5 × 5 board, built when the library compiles
/// and kept in flash: a 5 × 5 call builds nothing, where another size
/// builds its solver on the stack for the call, several KiB more (the
/// stack measured on the chips is in PERFORMANCE.md, "On the chips" and
/// "From C").
static FIVE: Solver = match Solver::new(5, 5) {
    Ok(solver) => solver,
    Err(_) => panic!("5 × 5 is a size of Lights Out"),
};

/// What `by_five` gives for `board` and `goal` at 5 × 5 (from [`FIVE`]),
/// else what `alone` gives (the library's `Board::solve` or `hint`, which
/// build the solver of the board's size): called through a pointer, so
/// that the building's stack is taken on that path only.
fn by_size<T>(
    board: &Board,
    goal: Goal,
    by_five: fn(&Solver, &Board, Goal) -> Result<Option<T>, Mismatch>,
    alone: fn(&Board, Goal) -> Option<T>,
) -> Option<T> {
    if (board.rows(), board.cols()) == (5, 5) {
        by_five(&FIVE, board, goal).ok().flatten()
    } else {
        alone(board, goal)
    }
}

/// The goal of the header's code: 0 all off, 1 all on, 2 one colour.
fn goal(code: c_int) -> Option<Goal> {
    match code {
        0 => Some(Goal::AllOff),
        1 => Some(Goal::AllOn),
        2 => Some(Goal::OneColour),
        _ => None,
    }
}

/// The board of `rows` words at `lights`, `cols` wide, and goal `code`.
fn game(rows: u8, cols: u8, lights: *const u32, code: c_int) -> Option<(Board, Goal)> {
    let lights = input(lights, usize::from(rows))?;
    let board = Board::from_rows(cols, lights).ok()?;
    Some((board, goal(code)?))
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
    let Some((board, goal)) = game(rows, cols, lights, goal) else {
        return BAD_INPUT;
    };
    let Some(solution) = by_size(&board, goal, Solver::solve, Board::solve) else {
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
    let Some((board, goal)) = game(rows, cols, lights, goal) else {
        return BAD_INPUT;
    };
    match by_size(&board, goal, Solver::hint, Board::hint) {
        Some(cell) => c_long::from(cell.row()) * c_long::from(cols) + c_long::from(cell.col()),
        _ if board.is_solved(goal) => SOLVED,
        _ => UNSOLVABLE,
    }
}
