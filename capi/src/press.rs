//! Press puzzles as data ([`flipswap::press`]): a rule given at run time
//! (a grid stencil of up to 64 × 64 cells, or a graph of up to 64 nodes),
//! or a rule whose solver was built when the library compiled and is kept
//! in flash. A board and a press map are one byte a cell, row by row (a
//! node a byte on a graph), each a value below the rule's states.
//!
//! A grid of up to 64 cells and a graph are answered by [`Solver`]; a
//! larger grid by [`GridSolver`]. Built at run time, each solver is built
//! on the stack for the call in a function of its own (never inlined), so
//! that a call takes the stack of its engine only.

use core::ffi::c_long;

use flipswap::press::{Cells, GridSolver, OverLimit, Solver, State};

use crate::{BAD_INPUT, NO_ROOM, OVER_LIMIT, UNSOLVABLE, input, output};

mod named;
mod run_time;
#[cfg(test)]
mod tests;

/// What the C functions ask of a solver, whichever engine it is.
trait Engine {
    /// A board or a press map.
    type Board;
    /// The cells of a board (the presses of a map).
    fn cells(&self) -> usize;
    /// The states, 2 or 3.
    fn states(&self) -> u8;
    /// The board of `values`, one a cell in reading order, each below the
    /// states.
    fn board(&self, values: &[u8]) -> Self::Board;
    /// The value of cell `i` of `board`.
    fn value(&self, board: &Self::Board, i: usize) -> u8;
    /// The number of presses of a press map.
    fn presses(map: &Self::Board) -> u32;
    fn solve_within(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
        limit: u64,
    ) -> Result<Option<Self::Board>, OverLimit>;
    fn count(&self, start: &Self::Board, goal: &Self::Board) -> u128;
    fn kernel_dimension(&self) -> u32;
    fn kernel(&self) -> Option<Self::Board>;
}

impl Engine for Solver {
    type Board = State;

    fn cells(&self) -> usize {
        self.rule().cells()
    }

    fn states(&self) -> u8 {
        self.rule().states()
    }

    fn board(&self, values: &[u8]) -> State {
        State::from_values(values, self.states()).unwrap_or(State::ZERO)
    }

    fn value(&self, board: &State, i: usize) -> u8 {
        board.get(i)
    }

    fn presses(map: &State) -> u32 {
        map.presses()
    }

    fn solve_within(
        &self,
        start: &State,
        goal: &State,
        limit: u64,
    ) -> Result<Option<State>, OverLimit> {
        Solver::solve_within(self, *start, *goal, limit)
    }

    fn count(&self, start: &State, goal: &State) -> u128 {
        Solver::count(self, *start, *goal)
    }

    fn kernel_dimension(&self) -> u32 {
        Solver::kernel_dimension(self)
    }

    fn kernel(&self) -> Option<State> {
        Solver::kernel(self)
    }
}

impl Engine for GridSolver {
    type Board = Cells;

    fn cells(&self) -> usize {
        self.grid().rows() * self.grid().cols()
    }

    fn states(&self) -> u8 {
        self.grid().states()
    }

    fn board(&self, values: &[u8]) -> Cells {
        let cols = self.grid().cols().max(1);
        let mut board = Cells::ZERO;
        for (i, &value) in values.iter().enumerate() {
            board.set(i / cols, i % cols, value);
        }
        board
    }

    fn value(&self, board: &Cells, i: usize) -> u8 {
        let cols = self.grid().cols().max(1);
        board.get(i / cols, i % cols)
    }

    fn presses(map: &Cells) -> u32 {
        map.presses()
    }

    fn solve_within(
        &self,
        start: &Cells,
        goal: &Cells,
        limit: u64,
    ) -> Result<Option<Cells>, OverLimit> {
        GridSolver::solve_within(self, start, goal, limit)
    }

    fn count(&self, start: &Cells, goal: &Cells) -> u128 {
        GridSolver::count(self, start, goal)
    }

    fn kernel_dimension(&self) -> u32 {
        GridSolver::kernel_dimension(self)
    }

    fn kernel(&self) -> Option<Cells> {
        GridSolver::kernel(self)
    }
}

/// The board of the engine's cells at `at`, or `None` for a null pointer
/// or a value not below the states.
fn read<E: Engine>(engine: &E, at: *const u8) -> Option<E::Board> {
    let values = input(at, engine.cells())?;
    let states = engine.states();
    values
        .iter()
        .all(|&value| value < states)
        .then(|| engine.board(values))
}

/// Room for a press map of the engine's cells at `map` (`cap` bytes):
/// [`BAD_INPUT`] for a null pointer, [`NO_ROOM`] for too few bytes.
fn room<'a, E: Engine>(engine: &E, map: *mut u8, cap: usize) -> Result<&'a mut [u8], c_long> {
    let out = output(map, cap).ok_or(BAD_INPUT)?;
    out.get_mut(..engine.cells()).ok_or(NO_ROOM)
}

/// Writes `map` into `out`, a byte a cell, and returns its presses.
fn write<E: Engine>(engine: &E, map: &E::Board, out: &mut [u8]) -> c_long {
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = engine.value(map, i);
    }
    u16::try_from(E::presses(map)).map_or(NO_ROOM, c_long::from)
}

/// One question of the header, asked of whichever engine answers the rule.
trait Ask {
    fn ask<E: Engine>(self, engine: &E) -> c_long;
}

/// `_solve`: the fewest presses from `start` to `goal`, weighing at most
/// `limit` press maps, written to `map` (`cap` bytes).
struct Solve {
    start: *const u8,
    goal: *const u8,
    limit: u64,
    map: *mut u8,
    cap: usize,
}

impl Ask for Solve {
    fn ask<E: Engine>(self, engine: &E) -> c_long {
        let (Some(start), Some(goal)) = (read(engine, self.start), read(engine, self.goal)) else {
            return BAD_INPUT;
        };
        let out = match room(engine, self.map, self.cap) {
            Ok(out) => out,
            Err(code) => return code,
        };
        match engine.solve_within(&start, &goal, self.limit) {
            Ok(Some(map)) => write(engine, &map, out),
            Ok(None) => UNSOLVABLE,
            Err(OverLimit) => OVER_LIMIT,
        }
    }
}

/// `_count`: how many press maps take `start` to `goal`, into `count`; the
/// kernel's dimension returned.
struct Count {
    start: *const u8,
    goal: *const u8,
    count: *mut u64,
}

impl Ask for Count {
    fn ask<E: Engine>(self, engine: &E) -> c_long {
        let (Some(start), Some(goal)) = (read(engine, self.start), read(engine, self.goal)) else {
            return BAD_INPUT;
        };
        let Some([count]) = output(self.count, 1) else {
            return BAD_INPUT;
        };
        let maps = engine.count(&start, &goal);
        *count = u64::try_from(maps).unwrap_or(u64::MAX);
        if maps == 0 {
            return UNSOLVABLE;
        }
        u16::try_from(engine.kernel_dimension()).map_or(NO_ROOM, c_long::from)
    }
}

/// `_kernel`: a non-zero press map that changes nothing, or the empty map,
/// written to `map` (`cap` bytes).
struct Kernel {
    map: *mut u8,
    cap: usize,
}

impl Ask for Kernel {
    fn ask<E: Engine>(self, engine: &E) -> c_long {
        let out = match room(engine, self.map, self.cap) {
            Ok(out) => out,
            Err(code) => return code,
        };
        match engine.kernel() {
            Some(map) => write(engine, &map, out),
            None => {
                out.fill(0);
                0
            }
        }
    }
}
