//! Judging claimed moves of any puzzle, given as values: written once
//! against [`Puzzle`], with its own rules ([`Puzzle::play`],
//! [`Puzzle::is_solved`]) and its own fewest ([`Puzzle::solve`]).

use crate::verdict::Problem;
use crate::verdict::Rejection;
use crate::{Answer, Puzzle};

/// Judges `moves`, claimed to take `puzzle` to its goal in the fewest
/// moves: each must be one the rules allow where it is played, they must
/// end at the goal, and there must be no more of them than the fewest.
/// The rejection's line is the place of the first wrong move, from 1 (one
/// past the last for moves that stop short, 1 when no moves reach the
/// goal at all).
///
/// This is the judge of the answers a program holds as values (a game's
/// player, a solver under test); the text judges ([`Judge`](super::Judge)
/// and the others) read the judges' formats.
///
/// # Errors
///
/// A [`Rejection`]: [`Problem::IllegalMove`] at a move the rules refuse,
/// [`Problem::NotSolved`] when the moves end short of the goal,
/// [`Problem::NotShortest`] when they reach it in more than the fewest,
/// [`Problem::NoMovesReach`] when no moves reach it at all.
///
/// # Examples
///
/// ```
/// use flipswap::check::{self, Problem};
/// use flipswap::{Cell, fifteen, lights};
///
/// let lamps: lights::Board = "0 0 1\n0 1 1\n1 1 1".parse()?;
/// assert_eq!(check::moves(&lamps, [Cell::new(0, 0)]), Ok(()));
/// let rejection = check::moves(&lamps, [Cell::new(0, 0), Cell::new(2, 2), Cell::new(2, 2)]);
/// assert_eq!(
///     rejection.map_err(|r| (r.line(), r.problem())),
///     Err((2, Problem::NotShortest { fewest: 1 }))
/// );
///
/// let board: fifteen::Board = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15".parse()?;
/// let rejection = check::moves(&board, [fifteen::Move::Down]).unwrap_err();
/// assert_eq!(rejection.to_string(), "line 1 of the answer: the rules do not allow move 1 where it is played");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
pub fn moves<P: Puzzle>(
    puzzle: &P,
    moves: impl IntoIterator<Item = P::Move>,
) -> Result<(), Rejection> {
    let reject = |line: u32, problem| Err(Rejection { line, problem });
    let Some(fewest) = puzzle.solve().map(|solution| solution.len()) else {
        let mut moves = moves.into_iter();
        return match moves.next() {
            Some(_) => reject(1, Problem::NoMovesReach),
            None => reject(1, Problem::NotSolved),
        };
    };
    let fewest = u32::try_from(fewest).unwrap_or(u32::MAX);
    let mut at = None::<P>;
    let mut made = 0u32;
    for step in moves {
        made = made.saturating_add(1);
        let here = at.as_ref().unwrap_or(puzzle);
        let Some(next) = here.play(step) else {
            return reject(made, Problem::IllegalMove { step: made });
        };
        at = Some(next);
        if made > fewest {
            // Every answer of more than the fewest is wrong at the first
            // move past them, whether or not it goes on to the goal.
            return reject(made, Problem::NotShortest { fewest });
        }
    }
    if at.as_ref().unwrap_or(puzzle).is_solved() {
        Ok(())
    } else {
        reject(made.saturating_add(1), Problem::NotSolved)
    }
}
