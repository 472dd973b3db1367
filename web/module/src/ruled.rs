//! Lights Out with a rule (`lights-out --rule R --torus --states 3`): the
//! library's press engine ([`Engine`]), as `flipswap lights-out` with
//! those options answers and `gen` draws, on boards up to 64 × 64.

use core::fmt;

use flipswap::grids::{Engine, RuledLights};
use flipswap::levels::Moves;
use flipswap::lights_out::Goal;
use flipswap::press::Cells;

use crate::fault::{Fault, Illegal};
use crate::game::{Game, Out, Setup};
use crate::games::{LIGHTS_OUT, cell_at, cell_of, drawn, within};

/// A board of a rule, to its goal, with the rule's engine for its size.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ruled {
    size: (u8, u8),
    cells: Cells,
    goal: Goal,
    states: u8,
    engine: Engine,
}

impl Ruled {
    /// The most rows, and the most columns: the press engine's.
    const MOST: u8 = flipswap::press::Grid::MOST as u8;

    /// The size `setup` asks, within the engine's.
    fn size(setup: &Setup) -> Result<(u8, u8), Fault> {
        setup.sides(LIGHTS_OUT, (1, Ruled::MOST), (1, Ruled::MOST))
    }

    /// The board of `cells` and `setup`'s rule and goal.
    fn new(setup: &Setup, size: (u8, u8), cells: Cells) -> Result<Ruled, Fault> {
        Ok(Ruled {
            size,
            cells,
            goal: setup.goal,
            states: setup.rule.states,
            engine: Engine::new(size, setup.rule).map_err(Fault::RuleSize)?,
        })
    }

    /// The cells, in reading order.
    fn cells(&self) -> impl Iterator<Item = (usize, usize)> + use<> {
        let cols = self.size.1;
        (0..usize::from(self.size.0) * usize::from(cols)).map(move |index| {
            let cell = cell_at(index, cols);
            (usize::from(cell.row()), usize::from(cell.col()))
        })
    }
}

impl Game for Ruled {
    fn bytes(setup: &Setup) -> Result<usize, Fault> {
        let (rows, cols) = Ruled::size(setup)?;
        Ok(usize::from(rows) * usize::from(cols))
    }

    /// A byte a cell, its value `0` to `states - 1`.
    fn read(setup: &Setup, bytes: &[u8]) -> Result<Ruled, Fault> {
        within(bytes, setup.rule.states.saturating_sub(1), LIGHTS_OUT)?;
        let size = Ruled::size(setup)?;
        let mut board = Ruled::new(setup, size, Cells::ZERO)?;
        for ((row, col), &value) in board.cells().zip(bytes) {
            board.cells.set(row, col, value);
        }
        Ok(board)
    }

    fn write(&self, bytes: &mut [u8]) {
        for ((row, col), byte) in self.cells().zip(bytes) {
            *byte = self.cells.get(row, col);
        }
    }

    fn draw(setup: &Setup, moves: Moves, seed: u64) -> Result<Ruled, Fault> {
        let size = Ruled::size(setup)?;
        let case = drawn::<RuledLights>(setup, size, moves, seed)?;
        Ruled::new(setup, size, *case.board())
    }

    /// A press's code is its cell's index.
    fn play(&self, code: i32) -> Result<Ruled, Fault> {
        let cell = cell_of(code, self.size)?;
        let (row, col) = (usize::from(cell.row()), usize::from(cell.col()));
        let cells = self
            .engine
            .press(&self.cells, row, col)
            .ok_or(Fault::Move(code, Illegal::Rules))?;
        Ok(Ruled { cells, ..*self })
    }

    fn is_solved(&self) -> bool {
        let (targets, count) = self.engine.targets(self.goal, self.states);
        targets
            .iter()
            .take(count)
            .any(|target| *target == self.cells)
    }

    /// The engine's press map, each cell's index as often as it is
    /// pressed, in reading order.
    fn solve(&self, limit: u64, out: &mut Out<'_>) -> Result<usize, Fault> {
        let map = self
            .engine
            .fewest(&self.cells, (self.goal, self.states), limit, &mut |_| {})
            .map_err(|_| Fault::OverLimit(limit))?
            .ok_or(Fault::Unsolvable)?;
        let presses = usize::try_from(map.presses()).unwrap_or(usize::MAX);
        out.room(presses)?;
        for (index, (row, col)) in self.cells().enumerate() {
            for _ in 0..map.get(row, col) {
                out.put(i32::try_from(index).unwrap_or(i32::MAX));
            }
        }
        Ok(presses)
    }

    /// Rows of digits `0` to `states - 1`, as `lights-out` with the rule
    /// reads a case.
    fn parse(setup: &Setup, text: &str) -> Result<Ruled, Fault> {
        let case = RuledLights::from_text(text, setup.rule.states).map_err(Fault::Text)?;
        Ruled::new(setup, case.size(), *case.board())
    }

    fn sides(&self) -> (u8, u8) {
        self.size
    }

    fn text(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        // Its size is the engine's, 1 to 64 a side: a case's.
        let case = RuledLights::new(self.size.0, self.size.1, &self.cells);
        case.map_or(Err(fmt::Error), |case| write!(out, "{case}"))
    }
}
