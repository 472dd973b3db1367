//! Sliding tiles: the 8-puzzle's judges (`eight`, `eight-ii`,
//! `eight-digits`), the 15-puzzle's (`fifteen`, `fifteen-count`) and
//! `sliding` at any size: how their cases are drawn and written.

use std::io::{self, Write};

use flipswap::check::SlideJudge;
use flipswap::format::Format;
use flipswap::levels::{Level, LevelError, Moves, Rng};
use flipswap::{Reader, eight, fifteen, format, sliding};

use crate::cases::{Cases, Failure, Options};
use crate::generate::{GenError, Pose, Spec, pose_fixed, size};

pose_fixed!(eight::Board, eight::Digits);

/// 15 Puzzle (AOJ ALDS1_13_C): the 15-puzzle's boards read in the
/// judge's format, 4 rows a case and no count, answered with the fewest
/// moves.
pub struct FifteenCount;

impl Cases for FifteenCount {
    type Case = fifteen::Board;
    type Solvers = ();
    type Judge = SlideJudge;

    fn reader() -> Reader<fifteen::Board> {
        Reader::with_format(format::FIFTEEN_COUNT)
    }

    fn answer<W: Write>(
        board: fifteen::Board,
        _number: u64,
        out: &mut W,
        options: Options,
        _solvers: &mut (),
    ) -> Result<(), Failure> {
        crate::answer::fifteen_count(out, board, options.show).map_err(Failure::Write)
    }

    fn judge(board: fifteen::Board, _number: u64, _options: Options) -> Result<SlideJudge, String> {
        Ok(SlideJudge::fifteen_count(board))
    }
}

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
