//! The 15-puzzle and sliding tiles at an exact difficulty. No table holds
//! their boards, so a board needing exactly n moves is found by a walk
//! from the goal whose every step goes to a neighbour one move farther
//! (each neighbour of a tile board is one move nearer or farther; the
//! solver tells which), stepping back where none is. Written once for both
//! against [`Puzzle`], in a fixed stack of at most [`DEPTH`] steps.

use super::{Level, LevelError, Moves, Rng, target};
use crate::eight::Move;
use crate::{Answer, Puzzle, fifteen, sliding};

/// The most moves of a 4 × 4 board, the largest: the walk's deepest step.
const DEPTH: usize = fifteen::MOST_MOVES as usize;

/// How many boards' fewest moves a walk may ask of the solver before it
/// gives up.
const SOLVES: u32 = 10_000;

/// The neighbours of a board in one step of a walk, in a random order, and
/// how many are left to walk to.
#[derive(Clone, Copy)]
struct Step<P> {
    boards: [Option<P>; 4],
    left: usize,
}

impl<P: Puzzle<Move = Move> + Copy> Step<P> {
    /// The neighbours of `from` that need `needs` moves, shuffled with
    /// `rng`; `solves` counts the searches.
    fn farther(from: &P, needs: usize, rng: &mut Rng, solves: &mut u32) -> Step<P> {
        let mut step = Step {
            boards: [None; 4],
            left: 0,
        };
        for next in Move::ALL.iter().filter_map(|&m| from.play(m)) {
            *solves += 1;
            if next.solve().map(|s| s.len()) == Some(needs) {
                if let Some(slot) = step.boards.get_mut(step.left) {
                    *slot = Some(next);
                    step.left += 1;
                }
            }
        }
        for last in (1..step.left).rev() {
            step.boards.swap(last, rng.below(last as u64 + 1) as usize);
        }
        step
    }

    /// The next neighbour to walk to, the last of those left.
    fn pop(&mut self) -> Option<P> {
        self.left = self.left.checked_sub(1)?;
        self.boards.get(self.left).copied().flatten()
    }
}

/// A value `asked` moves from `goal` (which needs none), by the walk one
/// move farther a step; [`LevelError::NotFound`] when the walk gives up.
fn walk<P: Puzzle<Move = Move> + Copy>(
    goal: P,
    asked: u32,
    rng: &mut Rng,
) -> Result<P, LevelError> {
    if asked == 0 {
        return Ok(goal);
    }
    let mut solves = 0;
    let mut steps = [Step {
        boards: [None; 4],
        left: 0,
    }; DEPTH];
    let mut depth = 0usize;
    if let Some(first) = steps.first_mut() {
        *first = Step::farther(&goal, 1, rng, &mut solves);
        depth = 1;
    }
    while let Some(step) = depth.checked_sub(1).and_then(|top| steps.get_mut(top)) {
        let Some(board) = step.pop() else {
            depth -= 1;
            continue;
        };
        if depth as u64 == u64::from(asked) {
            return Ok(board);
        }
        if solves > SOLVES {
            break;
        }
        match steps.get_mut(depth) {
            Some(next) => *next = Step::farther(&board, depth + 1, rng, &mut solves),
            None => break,
        }
        depth += 1;
    }
    Err(LevelError::NotFound { asked })
}

/// The first `cells` of `arranged` shuffled, each arrangement equally
/// likely; one that `reaches` refuses is made one it accepts by swapping
/// the tiles of the first two cells that hold tiles (which changes the
/// parity and nothing else, so the draw stays uniform over those that
/// reach).
fn arrangement(
    mut arranged: [u8; 16],
    cells: usize,
    rng: &mut Rng,
    reaches: impl Fn(&[u8]) -> Option<bool>,
) -> [u8; 16] {
    let cells = cells.min(arranged.len());
    for last in (1..cells).rev() {
        let other = rng.below(last as u64 + 1) as usize;
        arranged.swap(last, other);
    }
    if reaches(arranged.get(..cells).unwrap_or_default()) == Some(false) {
        let mut tiles = (0..cells).filter(|&at| arranged.get(at) != Some(&0));
        if let (Some(first), Some(second)) = (tiles.next(), tiles.next()) {
            arranged.swap(first, second);
        }
    }
    arranged
}

/// Which boards [`Moves::Any`] draws the 15-puzzle's from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Among {
    /// All 16! arrangements, half of which cannot reach the goal (the
    /// 15-Puzzle Problem, UVa 10181, poses both).
    #[default]
    All,
    /// The 16! / 2 that reach the goal (15 Puzzle, AOJ ALDS1_13_C, poses
    /// only those).
    Solvable,
}

/// The 15-puzzle, whose space says which boards [`Moves::Any`] draws from
/// ([`Among`]), each equally likely. The most any board needs is 80;
/// [`Moves::Exactly`]`(n)` walks from the goal one move farther a step, so
/// every board it gives needs exactly n, though not every such board is
/// equally likely; past about 50 moves each step's search grows long and
/// the walk may give up ([`LevelError::NotFound`]).
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board};
/// use flipswap::levels::{Among, Level, Moves, Rng};
///
/// let mut rng = Rng::new(3);
/// let board = Board::random(&Among::All, Moves::Exactly(20), &mut rng)?;
/// assert_eq!(fifteen::solve(board).map(|s| s.len()), Some(20));
/// assert!(Board::random(&Among::Solvable, Moves::Any, &mut rng)?.is_solvable());
/// assert!(Board::random(&Among::All, Moves::Exactly(81), &mut rng).is_err());
/// # Ok::<(), flipswap::Error>(())
/// ```
impl Level for fifteen::Board {
    type Space = Among;

    fn most(_: &Among) -> Option<u32> {
        Some(u32::from(fifteen::MOST_MOVES))
    }

    fn random(among: &Among, moves: Moves, rng: &mut Rng) -> Result<fifteen::Board, LevelError> {
        match target(moves, Self::most(among))? {
            Some(n) => walk(fifteen::Board::GOAL, n, rng),
            None => {
                let solvable = |cells: &[u8]| {
                    let cells: [u8; 16] = cells.try_into().ok()?;
                    Some(*among == Among::All || fifteen::Board::from_cells(cells)?.is_solvable())
                };
                let cells = arrangement(fifteen::Board::GOAL.cells(), 16, rng, solvable);
                Ok(fifteen::Board::from_cells(cells).unwrap_or(fifteen::Board::GOAL))
            }
        }
    }
}

/// Sliding tiles, the space a target: starts that reach it. The most a
/// target's starts need is not known here ([`Moves::Most`] is
/// [`LevelError::MostUnknown`]); [`Moves::Exactly`]`(n)` walks from the
/// target one move farther a step, as the 15-puzzle's draw does, and
/// [`Moves::Any`] draws each start that reaches the target equally likely.
///
/// # Examples
///
/// ```
/// use flipswap::levels::{Level, Moves, Rng};
/// use flipswap::sliding::{Board, Pair};
///
/// let mut rng = Rng::new(9);
/// let target = Board::goal(3, 4).expect("a size");
/// let pair = Pair::random(&target, Moves::Exactly(15), &mut rng)?;
/// assert_eq!((pair.target(), pair.solve().map(|s| s.len())), (target, Some(15)));
/// # Ok::<(), flipswap::Error>(())
/// ```
impl Level for sliding::Pair {
    type Space = sliding::Board;

    fn most(_: &sliding::Board) -> Option<u32> {
        None
    }

    fn random(
        target: &sliding::Board,
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<sliding::Pair, LevelError> {
        let unpaired = |_| LevelError::NotFound { asked: 0 };
        let goal = sliding::Pair::new(*target, *target).map_err(unpaired)?;
        match self::target(moves, Self::most(target))? {
            Some(n) if n > u32::from(fifteen::MOST_MOVES) => Err(LevelError::NotFound { asked: n }),
            Some(n) => walk(goal, n, rng),
            None => {
                let (rows, cols) = (target.rows(), target.cols());
                let reaches =
                    |cells: &[u8]| Some(sliding::Board::new(rows, cols, cells)?.can_reach(*target));
                let start = any(rows, cols, rng, reaches).unwrap_or(*target);
                sliding::Pair::new(start, *target).map_err(unpaired)
            }
        }
    }
}

/// A `rows` × `cols` board of sliding tiles, its cells shuffled from the
/// order of their numbers (the blank first), each arrangement equally
/// likely; one that `reaches` refuses made one it accepts by swapping two
/// tiles. `None` for a size out of range.
fn any(
    rows: u8,
    cols: u8,
    rng: &mut Rng,
    reaches: impl Fn(&[u8]) -> Option<bool>,
) -> Option<sliding::Board> {
    let cells = usize::from(rows) * usize::from(cols);
    let arranged = arrangement(core::array::from_fn(|cell| cell as u8), cells, rng, reaches);
    sliding::Board::new(rows, cols, arranged.get(..cells)?)
}

/// Sliding tiles, the space a size `(rows, cols)`, 2 to 4 each: boards to
/// take to the size's goal ([`sliding::Board::goal`]). [`Moves::Any`] draws
/// each of the arrangements equally likely, whether or not it reaches the
/// goal (a target for [`sliding::Pair`]'s draw, say);
/// [`Moves::Exactly`]`(n)` walks from the goal as [`sliding::Pair`]'s draw
/// does.
///
/// # Examples
///
/// ```
/// use flipswap::levels::{Level, Moves, Rng};
/// use flipswap::sliding::{Board, Pair};
///
/// let mut rng = Rng::new(2);
/// let target = Board::random(&(2, 3), Moves::Any, &mut rng)?;
/// let start = Board::random(&(2, 3), Moves::Exactly(7), &mut rng)?;
/// let goal = Board::goal(2, 3).expect("a size");
/// assert_eq!(Pair::new(start, goal).ok().and_then(|p| p.solve()).map(|s| s.len()), Some(7));
/// assert_eq!((target.rows(), target.cols()), (2, 3));
/// # Ok::<(), flipswap::Error>(())
/// ```
impl Level for sliding::Board {
    type Space = (u8, u8);

    fn most(_: &(u8, u8)) -> Option<u32> {
        None
    }

    fn random(
        &(rows, cols): &(u8, u8),
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<sliding::Board, LevelError> {
        let no_size = LevelError::NotFound { asked: 0 };
        match moves {
            Moves::Any => any(rows, cols, rng, |_| Some(true)).ok_or(no_size),
            _ => {
                let goal = sliding::Board::goal(rows, cols).ok_or(no_size)?;
                sliding::Pair::random(&goal, moves, rng).map(|pair| pair.start())
            }
        }
    }
}
