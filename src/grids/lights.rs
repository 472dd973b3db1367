//! `lights-out` with a rule of its options (`--rule`, `--torus`,
//! `--states`): boards of digits up to 64 × 64, answered by the press
//! engine ([`GridSolver`], or [`Solver`] for the refrigerator's row and
//! column), with the fewest presses and the least press map in reading
//! order, as plain `lights-out` answers.

use crate::press::{LightsRule, Shape};

mod check;
mod pose;

use crate::answer::{self, How, Put, Search, Sink, Subcommand};
use crate::error::ParseErrorKind;
use crate::format::{self, Format};
use crate::goal::Goal;
use crate::press::{Cells, Grid, GridSolver, OverLimit, Rule, RuleTooLarge, Solver, State};
use crate::read::{Raw, Reader, Sealed};
use crate::{Error, toggle::IMPOSSIBLE_WORD};
pub use check::RuledJudge;
pub use pose::Setup;

/// What the command says of `lights-out` given a rule: its words, with
/// the options of a search.
pub(crate) static RULED_WORDS: crate::answer::Words =
    crate::lights_out::lights_out_words(crate::answer::Opt::RULED);

/// A case of `lights-out` with a rule: a board of digits, up to 64 × 64.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuledLights {
    rows: u8,
    cols: u8,
    board: Cells,
}

impl RuledLights {
    /// A board of `rows` × `cols` (1 to 64 each), its values `board`'s.
    #[must_use]
    pub fn new(rows: u8, cols: u8, board: &Cells) -> Option<RuledLights> {
        let side = 1..=Grid::MOST as u8;
        (side.contains(&rows) && side.contains(&cols)).then_some(RuledLights {
            rows,
            cols,
            board: *board,
        })
    }

    /// Its rows and columns.
    #[must_use]
    pub const fn size(&self) -> (u8, u8) {
        (self.rows, self.cols)
    }

    /// Its values.
    #[must_use]
    pub const fn board(&self) -> &Cells {
        &self.board
    }

    /// Reads a board of digits from `0` to `states - 1` (2 or 3), rows of
    /// one length up to 64 × 64, as `lights-out` given a rule of `states`
    /// reads each case; [`Display`](core::fmt::Display) writes it back.
    ///
    /// # Errors
    ///
    /// The reader's [`ParseError`](crate::ParseError): where (line and
    /// column) and what.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::grids::RuledLights;
    ///
    /// let case = RuledLights::from_text("012\n210", 3)?;
    /// assert_eq!((case.size(), case.board().get(1, 0)), ((2, 3), 2));
    /// assert_eq!(case.to_string(), "012\n210");
    /// let error = RuledLights::from_text("01\n12", 2).unwrap_err();
    /// assert_eq!((error.line(), error.column()), (2, 2));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    pub fn from_text(text: &str, states: u8) -> Result<RuledLights, crate::ParseError> {
        crate::read::one_in(text, format::lights_out_digits(states))
    }
}

/// Writes the rows of digits, no spaces, separated by newlines, none after
/// the last.
impl core::fmt::Display for RuledLights {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write_rows(f, &self.board, self.size())
    }
}

impl Sealed for RuledLights {
    const FORMAT: Format = format::lights_out_digits(2);
    const ANY_FORMAT: bool = true;

    fn build(raw: &Raw) -> Result<RuledLights, ParseErrorKind> {
        let size = raw.sizes.first().copied().unwrap_or_default();
        let board = super::digits(raw, size);
        Ok(RuledLights {
            rows: size.0,
            cols: size.1,
            board,
        })
    }
}

/// The engine of one rule on one size.
// Kept once per size and never moved about: boxing the larger variant
// would allocate, which the library does not.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug)]
pub enum Engine {
    /// A stencil: light chasing.
    Grid(Grid, GridSolver),
    /// The refrigerator's row and column, up to 64 cells: elimination.
    Dense(Rule, Solver),
}

/// The cells of `cells` in reading order, as the dense engine's state.
fn state(cells: &Cells, cols: usize, count: usize) -> State {
    let cols = cols.max(1);
    (0..count).fold(State::ZERO, |state, i| {
        state.with(i, cells.get(i / cols, i % cols))
    })
}

/// The dense engine's state on `cols` columns, as cells.
fn cells(state: State, cols: usize, count: usize) -> Cells {
    let cols = cols.max(1);
    let mut cells = Cells::ZERO;
    for i in 0..count {
        cells.set(i / cols, i % cols, state.get(i));
    }
    cells
}

impl Engine {
    /// The engine of `rule` on boards of `size`.
    ///
    /// # Errors
    ///
    /// [`RuleTooLarge`] for a rule the engine does not take on that size.
    pub fn new((rows, cols): (u8, u8), rule: LightsRule) -> Result<Engine, RuleTooLarge> {
        let too_large = RuleTooLarge { size: (rows, cols) };
        let (r, c) = (usize::from(rows), usize::from(cols));
        match rule.shape {
            Shape::Stencil(stencil) => {
                let grid = Grid::new(r, c, &stencil, rule.edges, rule.states).ok_or(too_large)?;
                Ok(Engine::Grid(grid, GridSolver::new(&grid)))
            }
            Shape::RowColumn if r * c <= crate::press::MAX_CELLS => {
                let rule_of = Rule::row_column(r, c, rule.states).ok_or(too_large)?;
                Ok(Engine::Dense(rule_of, Solver::new(&rule_of)))
            }
            Shape::RowColumn => Err(too_large),
        }
    }

    /// Its size: rows and columns.
    fn size(&self) -> (usize, usize) {
        match self {
            Engine::Grid(grid, _) => (grid.rows(), grid.cols()),
            Engine::Dense(rule, _) => {
                let (rows, cols) = rule.size();
                (usize::from(rows), usize::from(cols))
            }
        }
    }

    /// The fewest presses that take `board` to `target`, the least map in
    /// reading order among them, weighing at most `limit` maps (`watch`
    /// told how many so far, on a large kernel).
    ///
    /// # Errors
    ///
    /// [`OverLimit`] past the limit.
    pub fn solve_within(
        &self,
        board: &Cells,
        target: &Cells,
        limit: u64,
        watch: &mut dyn FnMut(u64),
    ) -> Result<Option<Cells>, OverLimit> {
        match self {
            Engine::Grid(_, solver) => solver.solve_watching(board, target, limit, watch),
            Engine::Dense(_, solver) => {
                let (rows, cols) = self.size();
                let n = rows * cols;
                let found =
                    solver.solve_within(state(board, cols, n), state(target, cols, n), limit)?;
                Ok(found.map(|map| cells(map, cols, n)))
            }
        }
    }

    /// `board` after pressing `(r, c)` once.
    #[must_use]
    pub fn press(&self, board: &Cells, r: usize, c: usize) -> Option<Cells> {
        match self {
            Engine::Grid(grid, _) => grid.press(board, r, c, 1),
            Engine::Dense(rule, _) => {
                let (rows, cols) = self.size();
                let n = rows * cols;
                let pressed = rule.press(state(board, cols, n), r * cols + c, 1)?;
                Some(cells(pressed, cols, n))
            }
        }
    }

    /// `board` after the presses of `map`.
    #[must_use]
    pub fn apply(&self, board: &Cells, map: &Cells) -> Cells {
        match self {
            Engine::Grid(grid, _) => grid.apply(board, map),
            Engine::Dense(rule, _) => {
                let (rows, cols) = self.size();
                let n = rows * cols;
                cells(
                    rule.apply(state(board, cols, n), state(map, cols, n)),
                    cols,
                    n,
                )
            }
        }
    }

    /// The states a goal may end in: all off; all on (`states - 1`); or,
    /// for one colour, each value.
    #[must_use]
    pub fn targets(&self, goal: Goal, states: u8) -> ([Cells; 3], usize) {
        let (rows, cols) = self.size();
        let uniform = |value| Cells::uniform(rows, cols, value);
        match goal {
            Goal::AllOff => ([uniform(0); 3], 1),
            Goal::AllOn => ([uniform(states - 1); 3], 1),
            Goal::OneColour => ([uniform(0), uniform(1), uniform(2)], usize::from(states)),
        }
    }

    /// The fewest presses that reach `goal` from `board`, the least map in
    /// reading order among them (over every colour for one colour).
    ///
    /// # Errors
    ///
    /// [`OverLimit`] past the limit.
    pub fn fewest(
        &self,
        board: &Cells,
        (goal, states): (Goal, u8),
        limit: u64,
        watch: &mut dyn FnMut(u64),
    ) -> Result<Option<Cells>, OverLimit> {
        let (targets, count) = self.targets(goal, states);
        let mut best: Option<Cells> = None;
        for target in targets.iter().take(count) {
            if let Some(map) = self.solve_within(board, target, limit, watch)? {
                let better = best.is_none_or(|best| {
                    let (now, then) = (map.presses(), best.presses());
                    now < then || now == then && map.reads_before(&best)
                });
                if better {
                    best = Some(map);
                }
            }
        }
        Ok(best)
    }
}

/// What answering keeps from case to case: the engine of the last size.
pub type Engines = Option<((u8, u8), LightsRule, Engine)>;

/// The engine of `rule` on `size`, built unless `kept` holds it.
///
/// # Errors
///
/// [`RuleTooLarge`] for a rule the engine does not take on that size.
pub fn engine(
    kept: &mut Engines,
    size: (u8, u8),
    rule: LightsRule,
) -> Result<&Engine, RuleTooLarge> {
    if kept
        .as_ref()
        .is_none_or(|(s, r, _)| (*s, *r) != (size, rule))
    {
        *kept = Some((size, rule, Engine::new(size, rule)?));
    }
    kept.as_ref()
        .map(|(_, _, engine)| engine)
        .ok_or(RuleTooLarge { size })
}

/// Writes a board or a press map of digits, a row a line.
pub(crate) fn write_digits(
    out: &mut dyn core::fmt::Write,
    cells: &Cells,
    size: (u8, u8),
) -> core::fmt::Result {
    write_rows(out, cells, size)?;
    out.write_str("\n")
}

/// Writes the rows of digits, a newline between them.
fn write_rows(
    out: &mut dyn core::fmt::Write,
    cells: &Cells,
    (rows, cols): (u8, u8),
) -> core::fmt::Result {
    for r in 0..usize::from(rows) {
        if r > 0 {
            out.write_str("\n")?;
        }
        for c in 0..usize::from(cols) {
            write!(out, "{}", cells.get(r, c))?;
        }
    }
    Ok(())
}

/// What answering a ruled board finds: the press map, and the rule it
/// presses by (for `--show`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// The fewest presses' map, or `None` when no presses reach the goal.
    pub map: Option<Cells>,
    /// The rule.
    pub rule: LightsRule,
}

impl Subcommand for RuledLights {
    const NAME: &'static str = <crate::lights_out::Board as Subcommand>::NAME;
    type Case = RuledLights;
    type Kept = Engines;
    type Found = Found;

    fn reader_for(how: How) -> Reader<RuledLights> {
        Reader::with_format(format::lights_out_digits(how.rule.states))
    }

    fn find(case: &RuledLights, search: Search<'_, Engines>) -> Result<Found, Error> {
        let how = search.how;
        let engine = engine(search.kept, case.size(), how.rule)?;
        let watch = search.watch;
        let mut told = |positions| {
            watch(crate::answer::Progress {
                bound: 0,
                positions,
            })
        };
        let goal = (how.goal, how.rule.states);
        let map = engine.fewest(&case.board, goal, how.limit, &mut told)?;
        Ok(Found {
            map,
            rule: how.rule,
        })
    }

    /// The fewest presses, then the press map of digits; or `Impossible`.
    fn write<S: Sink>(case: &RuledLights, _: u64, found: &Found, sink: &mut S) -> Put<S> {
        let Some(map) = &found.map else {
            return answer::line(sink, IMPOSSIBLE_WORD);
        };
        answer::count(sink, map.presses() as usize)?;
        answer::text(sink, |out| write_digits(out, map, case.size()))
    }

    /// The board after each press (a cell pressed twice, twice).
    fn show<S: Sink>(case: &RuledLights, found: &Found, sink: &mut S) -> Put<S> {
        let (Some(map), Ok(engine)) = (found.map, Engine::new(case.size(), found.rule)) else {
            return Ok(());
        };
        let press = |board: &Cells, r, c| engine.press(board, r, c);
        super::show_map(sink, case.board, &map, case.size(), press, write_digits)
    }
}
