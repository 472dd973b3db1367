//! The 15-puzzle at an exact difficulty: a board needing exactly n moves
//! by the walk one move farther a step; any board, each equally likely,
//! from all arrangements or those that reach the goal ([`Among`]).

use super::{Board, FifteenJudge, JUDGE_MOST};
use crate::answer::{Put, Sink};
use crate::format::Format;
use crate::levels::{Level, LevelError, Moves, Rng, target};
use crate::pose::{GenError, Pose, Spec, SpecError, fixed, write_line};
use crate::tiles::MOST_MOVES;
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

/// `flipswap gen fifteen` and `gen fifteen-count`: the 15-puzzle in the
/// 15-Puzzle Problem's format (UVa 10181, boards that reach the goal or
/// not) and 15 Puzzle's (AOJ ALDS1_13_C, only boards that reach it); the
/// setup says whether boards that do not are drawn. Any number of moves: each board of the space equally likely; exactly `n`:
/// the walk one move farther a step ([`Level`] for [`Board`]).
impl<const COUNT: bool> Pose for FifteenJudge<COUNT> {
    type Setup = Among;
    type Drawn = Board;

    fn setup(spec: &Spec, format: Format) -> Result<Among, GenError> {
        fixed(spec, format)?;
        let most = u32::from(MOST_MOVES);
        let drawn = u32::from(JUDGE_MOST);
        // More than any board needs; more than the 15-Puzzle Problem's judge
        // accepts (its answers need at most 50, 15 Puzzle's at most 45), where
        // the walk finds ever fewer ways on and each step's search grows long;
        // the most, whose 17 boards are not listed.
        match spec.moves {
            Moves::Most => Err(SpecError::MostNotListed { most, drawn }.into()),
            Moves::Exactly(asked) if asked > most => {
                Err(LevelError::TooMany { asked, most }.into())
            }
            Moves::Exactly(asked) if asked > drawn => {
                Err(SpecError::PastTheJudge { asked, drawn }.into())
            }
            Moves::Exactly(_) | Moves::Any => Ok(if COUNT { Among::Solvable } else { Among::All }),
        }
    }

    fn draw(among: &Among, moves: Moves, rng: &mut Rng) -> Result<Board, GenError> {
        Ok(Board::random(among, moves, rng)?)
    }

    fn pose<S: Sink>(board: &Board, _format: Format, sink: &mut S) -> Put<S> {
        write_line(sink, board)
    }

    fn drawn(board: &Board) -> &Board {
        board
    }
}
