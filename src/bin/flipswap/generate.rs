//! `flipswap gen`: boards of an exact difficulty, written in a subcommand's
//! own input format, so that `flipswap gen X ... | flipswap X` answers
//! each with exactly the moves asked for.
//!
//! The library draws the boards ([`flipswap::levels`]); this file says,
//! per subcommand, what space they are drawn from (the size, the goal, a
//! target) and writes them. What the format needs around the cases (the
//! count line, a head per case, the `end` line) comes from the format
//! itself, the same [`Format`] value the reader reads it with.

use std::io::{self, Write};

use flipswap::format::{Cols, Format, Head, Rows};
use flipswap::levels::{Level, LevelError, Moves, Rng};
use flipswap::lights_out::{self, Goal, Solver};
use flipswap::swap_game::{AnyPair, Grid};
use flipswap::write::{self, ROW_BYTES};
use flipswap::{eight, family, fifteen, flip_game, fridge, lights, sliding};

use crate::session::{AnySize, CaseOf, Cases, Family, FifteenCount, Swaps};

/// What `flipswap gen` is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// How many moves each board needs.
    pub moves: Moves,
    /// `--size`: rows and columns, where the subcommand's boards have a
    /// size to choose.
    pub size: Option<(u8, u8)>,
    /// `--goal`, for lights-out.
    pub goal: Goal,
    /// `--count`: how many cases.
    pub count: u64,
    /// `--seed`: the same seed, the same bytes.
    pub seed: u64,
}

/// Why no input was written.
#[derive(Debug)]
pub enum GenError {
    /// The spec asks for a size or goal the subcommand's judge does not
    /// pose.
    Spec(String),
    /// No board of the asked difficulty.
    Level(LevelError),
    /// Standard output failed.
    Write(io::Error),
}

impl From<LevelError> for GenError {
    fn from(error: LevelError) -> GenError {
        GenError::Level(error)
    }
}

/// How a subcommand's cases are drawn and written as its input: one impl
/// per `case` type of the puzzle table.
pub trait Pose: Cases {
    /// What every case is drawn from: the size, the goal.
    type Setup;
    /// One drawn case.
    type Drawn;
    /// The setup for `spec`, or why the judge poses no such case.
    fn setup(spec: &Spec, format: Format) -> Result<Self::Setup, GenError>;
    /// One case needing `moves`.
    fn draw(setup: &Self::Setup, moves: Moves, rng: &mut Rng) -> Result<Self::Drawn, GenError>;
    /// Writes case `number` (from 1) as the input holds it, after its head.
    fn pose<W: Write>(drawn: &Self::Drawn, format: Format, out: &mut W) -> io::Result<()>;
    /// A case read from an input as the drawn case that [`pose`](Self::pose)
    /// writes: `validate` writes each case back and compares.
    fn drawn(case: &CaseOf<Self>) -> &Self::Drawn;
    /// Its rows and columns, for `validate --size`.
    fn size_of(_drawn: &Self::Drawn, format: Format) -> (u8, u8) {
        format.size().unwrap_or_default()
    }
    /// The name its head gives, where the format names cases.
    fn name(_case: &CaseOf<Self>) -> &[u8] {
        &[]
    }
}

/// Draws `spec.count` cases of `C` and writes them as one input in
/// `C`'s format: the count line where the format opens with one, each
/// case's head (its size, its name), a blank line after each board where
/// a blank line ends it, and `end` where the format ends so.
///
/// Every case is drawn before anything is written, so an input is either
/// whole or not written at all.
pub fn run<C: Pose, W: Write>(spec: &Spec, out: &mut W) -> Result<(), GenError> {
    let format = C::reader().format();
    let setup = C::setup(spec, format)?;
    let mut rng = Rng::new(spec.seed);
    let mut drawn = Vec::new();
    for _ in 0..spec.count {
        drawn.push(C::draw(&setup, spec.moves, &mut rng)?);
    }
    write_all::<C, W>(&drawn, format, out).map_err(GenError::Write)
}

fn write_all<C: Pose, W: Write>(drawn: &[C::Drawn], format: Format, out: &mut W) -> io::Result<()> {
    write_count(out, format, drawn.len() as u64)?;
    for (index, case) in (0..).zip(drawn) {
        let name = format!("puzzle{}", index + 1);
        write_case::<C, W>(out, format, index, name.as_bytes(), case)?;
    }
    write_end(out, format)?;
    out.flush()
}

/// The count line, where the format opens with one. `gen` and `validate`
/// share these three writers, so what one writes the other accepts.
pub fn write_count<W: Write>(out: &mut W, format: Format, count: u64) -> io::Result<()> {
    if format.counted {
        writeln!(out, "{count}")?;
    }
    Ok(())
}

/// Case `index` (from 0): the blank line before it where a blank line
/// ends a board, its name where the format names cases, then the case.
pub fn write_case<C: Pose, W: Write>(
    out: &mut W,
    format: Format,
    index: u64,
    name: &[u8],
    case: &C::Drawn,
) -> io::Result<()> {
    if format.rows == Rows::UntilBlank && index > 0 {
        out.write_all(b"\n")?;
    }
    if format.head == Head::Name {
        out.write_all(name)?;
        out.write_all(b"\n")?;
    }
    C::pose(case, format, out)
}

/// The `end` line, where the format ends so.
pub fn write_end<W: Write>(out: &mut W, format: Format) -> io::Result<()> {
    if format.head == Head::Name {
        out.write_all(b"end\n")?;
    }
    Ok(())
}

/// Writes the rows of a board of `rows` × `cols`, row `r` being
/// `row_bits(r)` (bit `c` the cell of column `c`), in the format's symbols.
fn write_rows<W: Write>(
    out: &mut W,
    format: Format,
    rows: u8,
    cols: u8,
    row_bits: impl Fn(u8) -> u32,
) -> io::Result<()> {
    let (symbols, spaced) = match format.cells {
        flipswap::format::Cells::Symbols { symbols, spaced } => (symbols, spaced),
        flipswap::format::Cells::Tiles { .. } => (*b"01", false),
    };
    let mut buffer = [0; ROW_BYTES];
    for row in 0..rows {
        out.write_all(write::row(
            &mut buffer,
            row_bits(row),
            cols,
            symbols,
            spaced,
        ))?;
    }
    Ok(())
}

/// The size of the boards: what the format fixes, else `--size`, else
/// `default`; checked against the format's limits.
pub fn size(
    asked: Option<(u8, u8)>,
    format: Format,
    default: (u8, u8),
) -> Result<(u8, u8), GenError> {
    let fixed = |side: u8| (1, side);
    let rows_range = match format.rows {
        Rows::Fixed(rows) => (rows, rows),
        Rows::FromHead | Rows::UntilBlank => fixed(format.max_side),
    };
    let cols_range = match format.cols {
        Cols::Fixed(cols) => (cols, cols),
        Cols::FromHead | Cols::FirstRow => fixed(format.max_side),
    };
    let (rows, cols) = match (asked, format.size()) {
        (None, Some(size)) => size,
        (None, None) => (
            default.0.clamp(rows_range.0, rows_range.1),
            default.1.clamp(cols_range.0, cols_range.1),
        ),
        (Some(size), _) => size,
    };
    let within = |side: u8, (low, high): (u8, u8)| (low..=high).contains(&side);
    let square = format.head != Head::Side || rows == cols;
    if within(rows, rows_range) && within(cols, cols_range) && square {
        return Ok((rows, cols));
    }
    let sides = |(low, high): (u8, u8)| {
        if low == high {
            low.to_string()
        } else {
            format!("{low} to {high}")
        }
    };
    let shape = if format.head == Head::Side {
        format!(
            "square boards of side {}",
            sides((rows_range.0, rows_range.1))
        )
    } else {
        format!(
            "boards of {} rows and {} columns",
            sides(rows_range),
            sides(cols_range)
        )
    };
    Err(GenError::Spec(format!(
        "no board of {rows}x{cols} here: the format holds {shape}"
    )))
}

/// The puzzles of one fixed board: drawn from their tables, written as
/// their `Display` (the judge's text).
macro_rules! pose_fixed {
    ($($case:ty),* $(,)?) => {$(
        impl Pose for $case {
            type Setup = ();
            type Drawn = $case;

            fn setup(spec: &Spec, format: Format) -> Result<(), GenError> {
                size(spec.size, format, (0, 0)).map(|_| ())
            }

            fn draw((): &(), moves: Moves, rng: &mut Rng) -> Result<$case, GenError> {
                Ok(<$case>::random(&(), moves, rng)?)
            }

            fn pose<W: Write>(drawn: &$case, _format: Format, out: &mut W) -> io::Result<()> {
                writeln!(out, "{drawn}")
            }

            fn drawn(case: &$case) -> &$case {
                case
            }
        }
    )*};
}

pose_fixed!(
    flip_game::Board,
    fridge::Board,
    lights::Board,
    eight::Board,
    eight::Digits
);

/// Eight II: a target drawn from every board, then a start for it. The
/// most moves depend on where the target's blank stands (a corner, an
/// edge, the centre), so a target that no start is far enough from is
/// drawn again; the setup is the most over every target.
impl Pose for eight::Pair {
    type Setup = u32;
    type Drawn = eight::Pair;

    fn setup(spec: &Spec, format: Format) -> Result<u32, GenError> {
        size(spec.size, format, (0, 0))?;
        // One target of each place of the blank: the standard goal (a
        // corner), the centre goal, and the blank on an edge.
        let edge = eight::Board::from_cells([1, 2, 3, 4, 5, 0, 7, 8, 6]);
        let targets = [Some(eight::Board::GOAL), Some(eight::Board::CENTRE), edge];
        Ok(targets
            .into_iter()
            .flatten()
            .filter_map(|target| eight::Pair::most(&target))
            .max()
            .unwrap_or(0))
    }

    fn draw(most: &u32, moves: Moves, rng: &mut Rng) -> Result<eight::Pair, GenError> {
        let moves = match moves {
            Moves::Most => Moves::Exactly(*most),
            Moves::Exactly(asked) if asked > *most => {
                return Err(LevelError::TooMany { asked, most: *most }.into());
            }
            other => other,
        };
        loop {
            let target = eight::Board::random(&(), Moves::Any, rng)?;
            match eight::Pair::random(&target, moves, rng) {
                Err(LevelError::TooMany { .. }) => {}
                other => return Ok(other?),
            }
        }
    }

    fn pose<W: Write>(drawn: &eight::Pair, _format: Format, out: &mut W) -> io::Result<()> {
        writeln!(out, "{drawn}")
    }

    fn drawn(case: &eight::Pair) -> &eight::Pair {
        case
    }
}

/// Lights Out at a size of `--size` (5 × 5 unless given, a line of 20 for
/// the judges of a line of bowls or cards) within the format's limits, for
/// `goal`.
fn lights_setup(spec: &Spec, format: Format, goal: Goal) -> Result<(Solver, Goal), GenError> {
    let default = if format.rows == Rows::Fixed(1) {
        (1, 20)
    } else {
        (5, 5)
    };
    let (rows, cols) = size(spec.size, format, default)?;
    let solver = Solver::new(rows, cols).map_err(|error| GenError::Spec(error.to_string()))?;
    Ok((solver, goal))
}

/// A Lights Out board: the head its format opens a case with (its size,
/// its side), then its rows.
fn pose_lights<W: Write>(board: &lights_out::Board, format: Format, out: &mut W) -> io::Result<()> {
    match format.head {
        Head::Size => writeln!(out, "{} {}", board.rows(), board.cols())?,
        Head::Side => writeln!(out, "{}", board.rows())?,
        Head::None | Head::Name => {}
    }
    write_rows(out, format, board.rows(), board.cols(), |row| {
        board.row(row)
    })
}

/// Lights Out boards for `--goal`, and the Lights Out family's judges,
/// each for its own goal: one way to draw and write them.
macro_rules! pose_lights {
    ($(impl$(<$judge:ident>)? for $case:ty: $goal:expr, |$read:ident| $drawn:expr $(, $name:expr)?;)*) => {$(
        impl$(<$judge: family::Judge>)? Pose for $case {
            type Setup = (Solver, Goal);
            type Drawn = lights_out::Board;

            fn setup(spec: &Spec, format: Format) -> Result<(Solver, Goal), GenError> {
                lights_setup(spec, format, $goal(spec))
            }

            fn draw(
                space: &(Solver, Goal),
                moves: Moves,
                rng: &mut Rng,
            ) -> Result<lights_out::Board, GenError> {
                Ok(lights_out::Board::random(space, moves, rng)?)
            }

            fn pose<W: Write>(board: &lights_out::Board, format: Format, out: &mut W) -> io::Result<()> {
                pose_lights(board, format, out)
            }

            fn drawn($read: &CaseOf<Self>) -> &lights_out::Board {
                $drawn
            }

            fn size_of(board: &lights_out::Board, _format: Format) -> (u8, u8) {
                (board.rows(), board.cols())
            }

            $(fn name($read: &CaseOf<Self>) -> &[u8] {
                $name
            })?
        }
    )*};
}

pose_lights! {
    impl for AnySize: |spec: &Spec| spec.goal, |board| board;
    impl<J> for Family<J>: |_: &Spec| J::SIBLING.goal(), |case| case.board(), case.name();
}

/// The swap game at a size of `--size` (4 × 4 unless given): a target
/// drawn with half its cells black (eight of sixteen, as Luogu P1225's),
/// then a start for it.
impl<const MOVES: bool> Pose for Swaps<MOVES> {
    type Setup = Grid;
    type Drawn = AnyPair;

    fn setup(spec: &Spec, format: Format) -> Result<Grid, GenError> {
        let (rows, cols) = size(spec.size, format, (4, 4))?;
        Grid::new(rows, cols).map_err(|error| GenError::Spec(error.to_string()))
    }

    fn draw(empty: &Grid, moves: Moves, rng: &mut Rng) -> Result<AnyPair, GenError> {
        let cells = u64::from(empty.rows()) * u64::from(empty.cols());
        let mut target = *empty;
        let mut black = 0;
        // Each cell black with the chance that leaves half of the rest to
        // fill: a uniform draw of cells / 2 of them.
        for cell in 0..cells {
            let wanted = cells / 2 - black;
            if rng.below(cells - cell) < wanted {
                let at = flipswap::Cell::new(
                    (cell / u64::from(empty.cols())) as u8,
                    (cell % u64::from(empty.cols())) as u8,
                );
                if let Some(grid) = target.with(at, true) {
                    target = grid;
                    black += 1;
                }
            }
        }
        Ok(AnyPair::random(&target, moves, rng)?)
    }

    fn pose<W: Write>(pair: &AnyPair, format: Format, out: &mut W) -> io::Result<()> {
        let (start, target) = (pair.start(), pair.target());
        let (rows, cols) = (start.rows(), start.cols());
        let row = |grid: Grid| {
            move |r: u8| {
                (grid.bits() >> (u32::from(r) * u32::from(cols))) as u32 & ((1u32 << cols) - 1)
            }
        };
        write_rows(out, format, rows, cols, row(start))?;
        // Luogu P1225's 4 × 4 case is eight rows; moving toys (Luogu
        // P4289) and every other size put a blank line between the boards.
        if !(MOVES && format.split == Some((2 * rows, cols))) {
            out.write_all(b"\n")?;
        }
        write_rows(out, format, rows, cols, row(target))
    }

    fn drawn(pair: &AnyPair) -> &AnyPair {
        pair
    }

    fn size_of(pair: &AnyPair, _format: Format) -> (u8, u8) {
        (pair.start().rows(), pair.start().cols())
    }
}

/// The 15-puzzle, in the 15-Puzzle Problem's format (UVa 10181, boards
/// that reach the goal or not) and 15 Puzzle's (AOJ ALDS1_13_C, only boards
/// that reach it): the setup says whether boards that do not are drawn.
macro_rules! pose_fifteen {
    ($($case:ty: $unsolvable:literal;)*) => {$(
        impl Pose for $case {
            type Setup = bool;
            type Drawn = fifteen::Board;

            fn setup(spec: &Spec, format: Format) -> Result<bool, GenError> {
                size(spec.size, format, (4, 4))?;
                fifteen_setup(spec.moves)?;
                Ok($unsolvable)
            }

            fn draw(unsolvable: &bool, moves: Moves, rng: &mut Rng) -> Result<fifteen::Board, GenError> {
                draw_fifteen(moves, *unsolvable, rng)
            }

            fn pose<W: Write>(board: &fifteen::Board, _format: Format, out: &mut W) -> io::Result<()> {
                writeln!(out, "{board}")
            }

            fn drawn(board: &fifteen::Board) -> &fifteen::Board {
                board
            }
        }
    )*};
}

pose_fifteen! {
    fifteen::Board: true;
    FifteenCount: false;
}

/// Refuses what the 15-puzzle's boards are not drawn for: more moves than
/// any board needs; more than the 15-Puzzle Problem's judge accepts (its
/// answers need at most 50, 15 Puzzle's at most 45), where a walk one
/// move farther a step finds ever fewer ways on and each step's search
/// grows long; and the most, whose 17 boards are not listed.
fn fifteen_setup(moves: Moves) -> Result<(), GenError> {
    let most = u32::from(fifteen::MOST_MOVES);
    let drawn = flipswap::check::FIFTEEN_MOST;
    match moves {
        Moves::Most => Err(GenError::Spec(format!(
            "the boards needing the most moves, {most}, are not listed here; give --moves N, N at most {drawn}"
        ))),
        Moves::Exactly(asked) if asked > most => Err(LevelError::TooMany { asked, most }.into()),
        Moves::Exactly(asked) if asked > drawn => Err(GenError::Spec(format!(
            "boards needing {asked} moves are not drawn here: at most {drawn}, the most the judge accepts"
        ))),
        Moves::Exactly(_) | Moves::Any => Ok(()),
    }
}

/// Boards whose fewest moves a walk may ask of [`fifteen::solve`] before
/// gen gives up.
const FIFTEEN_SOLVES: u32 = 10_000;

/// A 15-puzzle board. Any number of moves: each of the 16! arrangements
/// equally likely (with `unsolvable` false, each of those that reach the
/// goal: an arrangement that does not is made one that does by swapping
/// two tiles, one to one). Exactly `n`: a walk from the goal whose every
/// step goes to a board one move farther (each neighbour is one move
/// nearer or farther; [`fifteen::solve`] tells which), drawn among those
/// alike, so the last needs exactly `n`; where none is farther, the walk
/// steps back and takes another. Not every board needing `n` is equally
/// likely.
fn draw_fifteen(moves: Moves, unsolvable: bool, rng: &mut Rng) -> Result<fifteen::Board, GenError> {
    let asked = match moves {
        Moves::Exactly(0) => return Ok(fifteen::Board::GOAL),
        Moves::Exactly(asked) => asked,
        Moves::Any | Moves::Most => return Ok(any_fifteen(unsolvable, rng)),
    };
    let mut solves = 0;
    // The boards of each step not yet walked to, in a random order: those
    // of the last step need as many moves as there are steps.
    let mut steps = vec![farther(fifteen::Board::GOAL, 1, rng, &mut solves)];
    while let Some(step) = steps.last_mut() {
        let Some(board) = step.pop() else {
            steps.pop();
            continue;
        };
        let needs = steps.len();
        if needs as u64 == u64::from(asked) {
            return Ok(board);
        }
        if solves > FIFTEEN_SOLVES {
            break;
        }
        steps.push(farther(board, needs + 1, rng, &mut solves));
    }
    Err(LevelError::NotFound { asked }.into())
}

/// The neighbours of `board` that need `needs` moves, in a random order;
/// `solves` counts the searches.
fn farther(
    board: fifteen::Board,
    needs: usize,
    rng: &mut Rng,
    solves: &mut u32,
) -> Vec<fifteen::Board> {
    let mut found = Vec::with_capacity(4);
    for next in fifteen::Move::ALL.iter().filter_map(|&m| board.slide(m)) {
        *solves += 1;
        if fifteen::solve(next).map(|s| s.len()) == Some(needs) {
            found.push(next);
        }
    }
    for last in (1..found.len()).rev() {
        found.swap(last, rng.below(last as u64 + 1) as usize);
    }
    found
}

/// One of the 16! arrangements, each equally likely, by shuffling the
/// goal's cells; without `unsolvable`, one that reaches the goal.
fn any_fifteen(unsolvable: bool, rng: &mut Rng) -> fifteen::Board {
    let mut cells = fifteen::Board::GOAL.cells();
    for last in (1..cells.len()).rev() {
        let other = rng.below(last as u64 + 1) as usize;
        cells.swap(last, other);
    }
    let board = fifteen::Board::from_cells(cells).unwrap_or(fifteen::Board::GOAL);
    if unsolvable || board.is_solvable() {
        return board;
    }
    // Swapping the two tiles of the first two cells that hold tiles
    // changes the parity and nothing else.
    let mut tiles = (0..cells.len()).filter(|&at| cells.get(at) != Some(&0));
    if let (Some(first), Some(second)) = (tiles.next(), tiles.next()) {
        cells.swap(first, second);
    }
    fifteen::Board::from_cells(cells).unwrap_or(fifteen::Board::GOAL)
}

/// Sliding tiles at a size of `--size` (3 × 3 unless given; 2 to 4 rows
/// and columns): a target drawn uniformly among all arrangements, then a
/// start for it. Any number of moves: each arrangement that reaches the
/// target equally likely (one that does not is made one that does by
/// swapping two tiles, one to one). Exactly `n`: a walk from the target
/// whose every step goes to a board one move farther, as the 15-puzzle's
/// (see [`draw_fifteen`]), the boards' distances from
/// [`sliding::Pair::solve`]. At 4 × 4, a pair far apart whose target's
/// blank is not in the bottom-right corner may take the solver long.
impl Pose for sliding::Boards {
    type Setup = (u8, u8);
    type Drawn = sliding::Boards;

    fn setup(spec: &Spec, format: Format) -> Result<(u8, u8), GenError> {
        let (rows, cols) = size(spec.size, format, (3, 3))?;
        if rows < 2 || cols < 2 {
            return Err(GenError::Spec(format!(
                "no board of {rows}x{cols} here: the format holds boards of 2 to 4 rows and columns"
            )));
        }
        let most = if rows * cols == 16 { 50 } else { 80 };
        match spec.moves {
            Moves::Most => Err(GenError::Spec(format!(
                "the pairs needing the most moves are not listed here; give --moves N, N at most {most}"
            ))),
            Moves::Exactly(asked) if asked > most => Err(GenError::Spec(format!(
                "pairs needing {asked} moves are not drawn here: at most {most}"
            ))),
            Moves::Exactly(_) | Moves::Any => Ok((rows, cols)),
        }
    }

    fn draw(
        &(rows, cols): &(u8, u8),
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<sliding::Boards, GenError> {
        let no_size = || GenError::Spec(format!("no board of {rows}x{cols} here"));
        let target = any_sliding(rows, cols, None, rng).ok_or_else(no_size)?;
        let start = match moves {
            Moves::Exactly(0) => target,
            Moves::Exactly(asked) => walk_sliding(target, asked, rng)?,
            Moves::Any | Moves::Most => {
                any_sliding(rows, cols, Some(target), rng).ok_or_else(no_size)?
            }
        };
        sliding::Boards::new(start, target).ok_or_else(no_size)
    }

    fn pose<W: Write>(boards: &sliding::Boards, _format: Format, out: &mut W) -> io::Result<()> {
        writeln!(out, "{}\n\n{}", boards.start(), boards.target())
    }

    fn drawn(boards: &sliding::Boards) -> &sliding::Boards {
        boards
    }

    fn size_of(boards: &sliding::Boards, _format: Format) -> (u8, u8) {
        (boards.start().rows(), boards.start().cols())
    }
}

/// One of the arrangements of `rows × cols`, each equally likely; with
/// `reaching`, one that reaches that board. `None` for a size out of
/// range.
fn any_sliding(
    rows: u8,
    cols: u8,
    reaching: Option<sliding::Board>,
    rng: &mut Rng,
) -> Option<sliding::Board> {
    let mut cells: Vec<u8> = (0..rows * cols).collect();
    for last in (1..cells.len()).rev() {
        let other = rng.below(last as u64 + 1) as usize;
        cells.swap(last, other);
    }
    let board = sliding::Board::new(rows, cols, &cells)?;
    if reaching.is_none_or(|target| board.can_reach(target)) {
        return Some(board);
    }
    // Swapping the two tiles of the first two cells that hold tiles
    // changes the parity and nothing else.
    let mut tiles = (0..cells.len()).filter(|&at| cells.get(at) != Some(&0));
    if let (Some(first), Some(second)) = (tiles.next(), tiles.next()) {
        cells.swap(first, second);
    }
    sliding::Board::new(rows, cols, &cells)
}

/// A start needing exactly `asked` moves to `target`: a walk one move
/// farther a step, stepping back where none is.
fn walk_sliding(
    target: sliding::Board,
    asked: u32,
    rng: &mut Rng,
) -> Result<sliding::Board, GenError> {
    let needs = |board: sliding::Board| {
        sliding::Pair::new(board, target)
            .ok()
            .and_then(|pair| pair.solve())
            .map_or(usize::MAX, |s| s.len())
    };
    let farther = |board: sliding::Board, needed: usize, rng: &mut Rng| {
        let mut found = Vec::with_capacity(4);
        for next in sliding::Move::ALL.iter().filter_map(|&m| board.slide(m)) {
            if needs(next) == needed {
                found.push(next);
            }
        }
        for last in (1..found.len()).rev() {
            found.swap(last, rng.below(last as u64 + 1) as usize);
        }
        found
    };
    let mut steps = vec![farther(target, 1, rng)];
    // Boards walked to: each asks for the fewest moves of its neighbours.
    let mut walked = 0;
    while let Some(step) = steps.last_mut() {
        let Some(board) = step.pop() else {
            steps.pop();
            continue;
        };
        let needed = steps.len();
        if needed as u64 == u64::from(asked) {
            return Ok(board);
        }
        walked += 1;
        if walked > FIFTEEN_SOLVES / 4 {
            break;
        }
        steps.push(farther(board, needed + 1, rng));
    }
    Err(LevelError::NotFound { asked }.into())
}
