//! What the 15-puzzle and sliding tiles share to draw a board of an exact
//! difficulty (their `Level`s are the faces', `fifteen` and `sliding`). Where no table
//! holds their boards, a board needing exactly n moves is found by a walk
//! from the goal whose every step goes to a neighbour one move farther
//! (each neighbour of a tile board is one move nearer or farther; the
//! solver tells which), stepping back where none is. Written once for both
//! against [`Puzzle`], in a fixed stack of at most [`DEPTH`] steps. Where
//! tables hold them (up to nine cells), every start is weighed; at 3 × 4
//! and 4 × 3, past what the walk reaches quickly, a board on the answer of
//! a board needing the most is taken.

use crate::levels::{LevelError, Rng};
use crate::tiles::{MOST_MOVES, Move};
use crate::{Answer, Puzzle};

/// The most moves of a 4 × 4 board, the largest: the walk's deepest step.
pub(crate) const DEPTH: usize = MOST_MOVES as usize;

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
            let other = rng.below(last as u64 + 1) as usize;
            if let Some(drawn) = step.boards.get_mut(..=last) {
                drawn.swap(other.min(last), last);
            }
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
pub(crate) fn walk<P: Puzzle<Move = Move> + Copy>(
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
pub(crate) fn arrangement(
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
