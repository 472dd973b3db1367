//! The toggle puzzles of one fixed board (`flip-game`, `fridge`,
//! `lights`): each board answers its subcommand ([`Toggle::NAME`]) from
//! its table, with the text of its solution or `Impossible`.

use crate::Error;
use crate::answer::{Put, Search, Sink, Subcommand, line, lines, show_presses};
use crate::toggle::{IMPOSSIBLE_WORD, Solution, Toggle};

impl<P: Toggle> Subcommand for P {
    const NAME: &'static str = P::NAME;
    type Case = P;
    type Kept = ();
    type Found = Option<Solution<P>>;

    #[inline]
    fn find(board: &P, _search: Search<'_, ()>) -> Result<Self::Found, Error> {
        Ok(board.solve())
    }

    #[inline]
    fn write<S: Sink>(_: &P, _: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        match found {
            Some(solution) => lines(sink, solution.lines()),
            None => line(sink, IMPOSSIBLE_WORD),
        }
    }

    fn show<S: Sink>(board: &P, found: &Self::Found, sink: &mut S) -> Put<S> {
        match found {
            Some(solution) => show_presses(sink, *board, solution.presses(), P::PRESS, P::press),
            None => Ok(()),
        }
    }
}
