//! The press engine's puzzles as [`Puzzle`](crate::Puzzle) values: a
//! board in its shape ([`Board`]), a board with its goal and its rule's
//! solver ([`Game`] for rules of up to 64 cells, [`GridGame`] for grids),
//! and their answers ([`Presses`], [`GridPresses`]), so generic code
//! serves them as every other puzzle.

use core::fmt;
use core::str::FromStr;

use super::{Cells, GridSolver, OverLimit, Solver, State};
use crate::error::{ParseError, ParseErrorKind};
use crate::format::{self, Format};
use crate::read::{Raw, Sealed};
use crate::{Answer, Cell, Puzzle};

/// A board of a press puzzle in its shape: a [`State`] of `rows` × `cols`
/// cells, up to [`MAX_CELLS`](super::MAX_CELLS). It prints as rows of
/// digits, a row a line, and parses back from them.
///
/// ```
/// use flipswap::press::{Board, State};
///
/// let board: Board = "012\n210".parse()?;
/// assert_eq!((board.size(), board.state().get(3)), ((2, 3), 2));
/// assert_eq!(board.to_string(), "012\n210");
/// let state = State::of_bits(0b0110);
/// assert_eq!(Board::new(state, 2, 2).map(|b| b.to_string()), Some("01\n10".into()));
/// assert!(Board::new(state, 1, 2).is_none()); // cell 2 is past two cells
/// let error = "01\n1".parse::<Board>().unwrap_err();
/// assert_eq!((error.line(), error.column()), (2, 2));
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    state: State,
    rows: u8,
    cols: u8,
}

impl Board {
    /// `state` on `rows` × `cols` cells; `None` unless there are 1 to
    /// [`MAX_CELLS`](super::MAX_CELLS) cells and `state` is 0 past them.
    #[must_use]
    pub const fn new(state: State, rows: usize, cols: usize) -> Option<Board> {
        let cells = rows * cols;
        if rows == 0 || cols == 0 || rows > super::MAX_CELLS || cells > super::MAX_CELLS {
            return None;
        }
        if !state.fits(cells, 3) {
            return None;
        }
        Some(Board {
            state,
            rows: rows as u8,
            cols: cols as u8,
        })
    }

    /// Its values, cell `r * cols + c` at row `r` and column `c`.
    #[must_use]
    pub const fn state(&self) -> State {
        self.state
    }

    /// Its rows and columns.
    #[must_use]
    pub const fn size(&self) -> (usize, usize) {
        (self.rows as usize, self.cols as usize)
    }
}

/// Rows of digits, a newline between them and none after the last.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_rows(f, self.state, self.size())
    }
}

fn write_rows(
    f: &mut fmt::Formatter<'_>,
    state: State,
    (rows, cols): (usize, usize),
) -> fmt::Result {
    for r in 0..rows {
        if r > 0 {
            f.write_str("\n")?;
        }
        for c in 0..cols {
            write!(f, "{}", state.get(r * cols + c))?;
        }
    }
    Ok(())
}

/// Reads rows of digits from `0` to `2`, all of one length, up to
/// [`MAX_CELLS`](super::MAX_CELLS) cells, as [`Display`](fmt::Display)
/// writes them.
impl FromStr for Board {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Board, ParseError> {
        crate::read::one_in(text, BOARD_FORMAT)
    }
}

/// Reads a board's rows of digits as [`Board`] does, its values in
/// reading order (`"01\n12"` holds 0, 1, 1, 2): a state and its board
/// print and parse back through [`Board`].
///
/// ```
/// use flipswap::press::{Board, State};
///
/// let state: State = "01\n12".parse()?;
/// assert_eq!((state.get(1), state.get(3)), (1, 2));
/// let board = Board::new(state, 2, 2).expect("four cells");
/// assert_eq!(board.to_string().parse::<State>(), Ok(state));
/// # Ok::<(), flipswap::ParseError>(())
/// ```
impl FromStr for State {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<State, ParseError> {
        text.parse::<Board>().map(|board| board.state)
    }
}

/// A board's rows of digits, up to 64 a row.
const BOARD_FORMAT: Format = format::lights_out_digits(3);

impl Sealed for Board {
    const FORMAT: Format = BOARD_FORMAT;

    fn build(raw: &Raw) -> Result<Board, ParseErrorKind> {
        let (rows, cols) = raw.sizes.first().copied().unwrap_or_default();
        let (rows, cols) = (usize::from(rows), usize::from(cols));
        let mut state = State::ZERO;
        let [ones, twos] = &raw.digits;
        for (r, (&one, &two)) in ones.iter().zip(twos).enumerate().take(rows) {
            for c in 0..cols {
                let value = (one >> (c & 63) & 1) + 2 * (two >> (c & 63) & 1);
                state = state.with(r * cols + c, value as u8);
            }
        }
        let most = super::MAX_CELLS / cols.max(1);
        Board::new(state, rows, cols).ok_or(ParseErrorKind::TooManyRows { max: most as u8 })
    }
}

/// A board of a rule of up to 64 cells, the goal it is to reach, and the
/// rule's solver: a [`Puzzle`] whose move is a press, by its number
/// (`r * cols + c` on a grid, the node on a graph).
///
/// [`solve`](Puzzle::solve) weighs the kernel with no limit (every
/// solvable board has an answer); [`Solver::solve_within`] bounds it.
///
/// ```
/// use flipswap::press::{Edges, Game, Rule, Solver, State, Stencil};
/// use flipswap::{Answer, Puzzle, puzzle};
///
/// static RULE: Rule = Rule::grid(3, 3, &Stencil::X, Edges::Bounded, 3).expect("nine cells");
/// static SOLVER: Solver = Solver::new(&RULE);
/// let board = RULE.press(State::ZERO, 4, 1).expect("the centre");
/// let game = Game::new(&SOLVER, board, State::ZERO).expect("a board of the rule");
/// let answer = game.solve().expect("solvable");
/// assert_eq!(answer.to_string(), "2\n000\n020\n000");
/// assert_eq!(answer.moves().collect::<Vec<_>>(), [4, 4]);
/// assert!(puzzle::replays(&game, answer.moves()));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Game<'s> {
    solver: &'s Solver,
    board: State,
    goal: State,
}

impl<'s> Game<'s> {
    /// `board`, to be brought to `goal` by `solver`'s rule; `None` when
    /// either holds a value past the rule's cells or states.
    #[must_use]
    pub const fn new(solver: &'s Solver, board: State, goal: State) -> Option<Game<'s>> {
        let rule = solver.rule();
        let (cells, states) = (rule.cells(), rule.states());
        if !board.fits(cells, states) || !goal.fits(cells, states) {
            return None;
        }
        Some(Game {
            solver,
            board,
            goal,
        })
    }

    /// The board now.
    #[must_use]
    pub const fn board(&self) -> State {
        self.board
    }

    /// The goal.
    #[must_use]
    pub const fn goal(&self) -> State {
        self.goal
    }

    /// As [`Puzzle::solve`], weighing at most `limit` positions.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] past the limit.
    pub fn solve_within(&self, limit: u64) -> Result<Option<Presses>, OverLimit> {
        let found = self.solver.solve_within(self.board, self.goal, limit)?;
        Ok(found.map(|map| Presses::new(map, self.solver)))
    }
}

impl Puzzle for Game<'_> {
    type Move = usize;
    type Solution = Presses;

    fn solve(&self) -> Option<Presses> {
        self.solve_within(u64::MAX).ok().flatten()
    }

    fn play(&self, press: usize) -> Option<Self> {
        Some(Game {
            board: self.solver.rule().press(self.board, press, 1)?,
            ..*self
        })
    }

    fn is_solved(&self) -> bool {
        self.board == self.goal
    }
}

/// The fewest presses of a [`Game`]: its press map, each value how often
/// its press is made. It prints as the count, then the map in the rule's
/// shape (a row of every node on a graph).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Presses {
    map: State,
    presses: u8,
    cols: u8,
}

impl Presses {
    fn new(map: State, solver: &Solver) -> Presses {
        let rule = solver.rule();
        let (_, cols) = rule.size();
        Presses {
            map,
            presses: rule.presses() as u8,
            cols: if cols == 0 { 1 } else { cols },
        }
    }

    /// The press map.
    #[must_use]
    pub const fn map(&self) -> State {
        self.map
    }
}

impl fmt::Display for Presses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (presses, cols) = (usize::from(self.presses), usize::from(self.cols));
        writeln!(f, "{}", self.map.presses())?;
        write_rows(f, self.map, (presses.div_ceil(cols), cols))
    }
}

impl Answer for Presses {
    type Move = usize;

    fn len(&self) -> usize {
        self.map.presses() as usize
    }

    fn moves(&self) -> impl Iterator<Item = usize> + Clone + '_ {
        let map = self.map;
        (0..usize::from(self.presses)).flat_map(move |i| core::iter::repeat_n(i, map.get(i).into()))
    }
}

/// A board of a [`Grid`](super::Grid), the goal it is to reach, and the
/// grid's solver: a [`Puzzle`] whose move is a [`Cell`] pressed.
///
/// [`solve`](Puzzle::solve) weighs the kernel with no limit;
/// [`GridSolver::solve_within`] bounds it.
///
/// ```
/// use flipswap::press::{Cells, Edges, Grid, GridGame, GridSolver, Stencil};
/// use flipswap::{Answer, Cell, Puzzle};
///
/// let grid = Grid::new(9, 9, &Stencil::KING, Edges::Bounded, 2).expect("a grid");
/// let solver = GridSolver::new(&grid);
/// let board = grid.press(&Cells::ZERO, 4, 4, 1).expect("the centre");
/// let game = GridGame::new(&solver, board, Cells::ZERO).expect("a board of the grid");
/// let answer = game.solve().expect("solvable");
/// assert_eq!(answer.moves().collect::<Vec<_>>(), [Cell::new(4, 4)]);
/// assert!(game.play(Cell::new(4, 4)).is_some_and(|after| after.is_solved()));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GridGame<'s> {
    solver: &'s GridSolver,
    board: Cells,
    goal: Cells,
}

impl<'s> GridGame<'s> {
    /// `board`, to be brought to `goal` on `solver`'s grid; `None` when
    /// either holds a value past the grid or its states.
    #[must_use]
    pub fn new(solver: &'s GridSolver, board: Cells, goal: Cells) -> Option<GridGame<'s>> {
        let grid = solver.grid();
        let fits = |cells: &Cells| cells.fits(grid.rows(), grid.cols(), grid.states());
        (fits(&board) && fits(&goal)).then_some(GridGame {
            solver,
            board,
            goal,
        })
    }

    /// The board now.
    #[must_use]
    pub const fn board(&self) -> &Cells {
        &self.board
    }

    /// The goal.
    #[must_use]
    pub const fn goal(&self) -> &Cells {
        &self.goal
    }

    /// As [`Puzzle::solve`], weighing at most `limit` positions.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] past the limit.
    pub fn solve_within(&self, limit: u64) -> Result<Option<GridPresses>, OverLimit> {
        let found = self.solver.solve_within(&self.board, &self.goal, limit)?;
        let grid = self.solver.grid();
        Ok(found.map(|map| GridPresses {
            map,
            rows: grid.rows() as u8,
            cols: grid.cols() as u8,
        }))
    }
}

impl Puzzle for GridGame<'_> {
    type Move = Cell;
    type Solution = GridPresses;

    fn solve(&self) -> Option<GridPresses> {
        self.solve_within(u64::MAX).ok().flatten()
    }

    fn play(&self, press: Cell) -> Option<Self> {
        let (r, c) = (usize::from(press.row()), usize::from(press.col()));
        Some(GridGame {
            board: self.solver.grid().press(&self.board, r, c, 1)?,
            ..*self
        })
    }

    fn is_solved(&self) -> bool {
        self.board == self.goal
    }
}

/// The fewest presses of a [`GridGame`]: its press map. It prints as the
/// count, then the map's rows of digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridPresses {
    map: Cells,
    rows: u8,
    cols: u8,
}

impl GridPresses {
    /// The press map.
    #[must_use]
    pub const fn map(&self) -> &Cells {
        &self.map
    }
}

impl fmt::Display for GridPresses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.map.presses())?;
        for r in 0..usize::from(self.rows) {
            f.write_str("\n")?;
            for c in 0..usize::from(self.cols) {
                write!(f, "{}", self.map.get(r, c))?;
            }
        }
        Ok(())
    }
}

impl Answer for GridPresses {
    type Move = Cell;

    fn len(&self) -> usize {
        self.map.presses() as usize
    }

    fn moves(&self) -> impl Iterator<Item = Cell> + Clone + '_ {
        let (rows, cols) = (self.rows, self.cols);
        (0..rows).flat_map(move |r| {
            (0..cols).flat_map(move |c| {
                let times = self.map.get(r.into(), c.into());
                core::iter::repeat_n(Cell::new(r, c), times.into())
            })
        })
    }
}
