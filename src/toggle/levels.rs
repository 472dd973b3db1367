//! Flip Game, the refrigerator and the lights at an exact difficulty: every
//! board is in the puzzle's table, so the most is the table's largest
//! answer and a board of exactly n is drawn from the boards that need n;
//! one impl for every [`Toggle`] board.

use crate::levels::{Every, Level, LevelError, Moves, Rng, target};
use crate::pose::OneBoard;
use crate::toggle::Toggle;

/// Draws tried at random before the boards needing n are counted and one
/// is picked by its place: enough for every common difficulty.
const TRIES: u32 = 64;

/// The fewest presses of `board`, `None` when it cannot be solved.
fn presses<P: Toggle>(board: P) -> Option<u32> {
    board.solve().map(|solution| solution.len() as u32)
}

/// Every board of the puzzle, in the order of its bits.
fn boards<P: Toggle>() -> impl Iterator<Item = P> + Clone {
    (0..1u32 << P::CELLS).filter_map(|bits| P::from_bits(bits as u16))
}

/// A board drawn from all `1 << CELLS`, each equally likely.
fn any<P: Toggle>(rng: &mut Rng) -> P {
    loop {
        // Every bit below CELLS names a cell, so the first draw is taken.
        if let Some(board) = P::from_bits(rng.below(1 << P::CELLS) as u16) {
            return board;
        }
    }
}

impl<P: Toggle> Level for P {
    type Space = ();

    fn most((): &()) -> Option<u32> {
        boards::<P>().filter_map(presses).max()
    }

    fn random((): &(), moves: Moves, rng: &mut Rng) -> Result<P, LevelError> {
        // The most is weighed over every board: only when asked.
        let most = match moves {
            Moves::Any => None,
            Moves::Exactly(_) | Moves::Most => Self::most(&()),
        };
        let Some(n) = target(moves, most)? else {
            return Ok(any(rng));
        };
        for _ in 0..TRIES {
            let board = any::<P>(rng);
            if presses(board) == Some(n) {
                return Ok(board);
            }
        }
        let count = Self::needing(&(), n).count() as u64;
        Self::needing(&(), n)
            .nth(rng.below(count) as usize)
            .ok_or(LevelError::NotFound { asked: n })
    }
}

impl<P: Toggle> Every for P {
    fn needing((): &(), moves: u32) -> impl Iterator<Item = P> + Clone {
        boards::<P>().filter(move |&board| presses(board) == Some(moves))
    }
}

/// A toggle puzzle's board is one fixed board for `flipswap gen`.
impl<P: Toggle> OneBoard for P {}
