//! The 15-puzzle at an exact difficulty: a board needing exactly n moves
//! by the walk one move farther a step; any board, each equally likely,
//! from all arrangements or those that reach the goal ([`Among`]).

use super::Board;
use crate::levels::{Level, LevelError, Moves, Rng, target};
use crate::tiles::levels::{arrangement, walk};

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
/// use flipswap::fifteen::{self, Among, Board};
/// use flipswap::levels::{Level, Moves, Rng};
///
/// let mut rng = Rng::new(3);
/// let board = Board::random(&Among::All, Moves::Exactly(20), &mut rng)?;
/// assert_eq!(fifteen::solve(board).map(|s| s.len()), Some(20));
/// assert!(Board::random(&Among::Solvable, Moves::Any, &mut rng)?.is_solvable());
/// assert!(Board::random(&Among::All, Moves::Exactly(81), &mut rng).is_err());
/// # Ok::<(), flipswap::Error>(())
/// ```
impl Level for Board {
    type Space = Among;

    fn most(_: &Among) -> Option<u32> {
        Some(u32::from(super::MOST_MOVES))
    }

    fn random(among: &Among, moves: Moves, rng: &mut Rng) -> Result<Board, LevelError> {
        match target(moves, Self::most(among))? {
            Some(n) => walk(Board::GOAL, n, rng),
            None => {
                let solvable = |cells: &[u8]| {
                    let cells: [u8; 16] = cells.try_into().ok()?;
                    Some(*among == Among::All || Board::from_cells(cells)?.is_solvable())
                };
                let cells = arrangement(Board::GOAL.cells(), 16, rng, solvable);
                Ok(Board::from_cells(cells).unwrap_or(Board::GOAL))
            }
        }
    }
}
