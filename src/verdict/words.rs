//! The judges' words for the things a rejection names: a cell, a number
//! of moves, what stood in a line, a number of presses.

use core::fmt;

use crate::Cell;
use crate::error::Found;

/// A cell as the judges write it: 1-based `row col`.
pub(crate) struct Place(pub(crate) Cell);

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Place(cell) = self;
        let (row, col) = (u16::from(cell.row()) + 1, u16::from(cell.col()) + 1);
        write!(f, "{row} {col}")
    }
}

/// A number of moves, with its noun: `1 move`, `2 moves`.
pub(crate) struct Moves<N>(pub(crate) N);

impl<N: fmt::Display + Into<u32> + Copy> fmt::Display for Moves<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Moves(n) = *self;
        let noun = if n.into() == 1 { "move" } else { "moves" };
        write!(f, "{n} {noun}")
    }
}

/// What stood somewhere, or the end of the line.
pub(crate) struct Seen(pub(crate) Option<Found>);

impl fmt::Display for Seen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(found) => found.fmt(f),
            None => f.write_str("the end of the line"),
        }
    }
}

/// "these 4 presses" and "clear", or "this 1 press" and "clears".
pub(crate) fn these_presses(n: u32) -> (Presses, &'static str) {
    (Presses(n), if n == 1 { "clears" } else { "clear" })
}

/// "these 4 presses", or "this 1 press".
pub(crate) struct Presses(u32);

impl fmt::Display for Presses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => f.write_str("this 1 press"),
            n => write!(f, "these {n} presses"),
        }
    }
}
