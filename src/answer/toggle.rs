//! The toggle puzzles of one fixed board (`flip-game`, `fridge`,
//! `lights`): the text of their solutions, or `Impossible`.

use super::{How, Progress, Sink, Subcommand, line, lines};
use crate::toggle::{IMPOSSIBLE_WORD, Solution, Toggle};
use crate::{Error, Puzzle};

/// Each toggle puzzle's board answers its subcommand from its table.
macro_rules! answers_toggle {
    ($($feature:literal: $board:ty = $name:literal;)*) => {$(
        #[cfg(feature = $feature)]
        impl Subcommand for $board {
            const NAME: &'static str = $name;
            type Case = $board;
            type Kept = ();
            type Found = Option<Solution<$board>>;

            #[inline]
            fn find(
                board: &$board,
                _kept: &mut (),
                _how: How,
                _watch: &mut dyn FnMut(Progress),
            ) -> Result<Self::Found, Error> {
                Ok(board.solve())
            }

            #[inline]
            fn write<S: Sink + ?Sized>(
                _board: &$board,
                _number: u64,
                found: &Self::Found,
                sink: &mut S,
            ) -> Result<(), S::Error> {
                write_toggle(found.as_ref(), sink)
            }
        }
    )*};
}

answers_toggle! {
    "flip-game": crate::flip_game::Board = "flip-game";
    "fridge": crate::fridge::Board = "fridge";
    "lights": crate::lights::Board = "lights";
}

/// The library's text of the solution, or the judge's `Impossible`.
fn write_toggle<P: Toggle, S: Sink + ?Sized>(
    found: Option<&Solution<P>>,
    sink: &mut S,
) -> Result<(), S::Error> {
    match found {
        Some(solution) => lines(sink, solution.lines()),
        None => line(sink, IMPOSSIBLE_WORD),
    }
}
