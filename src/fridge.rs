//! The Pilots Brothers' refrigerator (POJ 2965): sixteen handles on a 4×4
//! door, open `-` or closed `+`. Turning a handle also turns every handle in
//! its row and its column; the door opens when every handle is open.
//!
//! Every one of the 65,536 doors can be opened, and its fewest turns form a
//! unique set; the all-closed door needs all sixteen. [`solve`] answers with
//! one load from a 128 KiB table (or, with the `compact` feature, from
//! 32 bytes of columns and some arithmetic).

use crate::parse::{self, Format};
use crate::rules::FRIDGE as RULES;
use crate::{Cell, Presses};

const FORMAT: Format = Format {
    width: 4,
    height: 4,
    symbols: [b'-', b'+'],
    spaced: false,
};

/// A door: bit `4 * row + col` is set when that handle is closed (`+`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(u16);

impl Board {
    /// The door whose closed handles are the set bits of `bits`.
    pub const fn from_bits(bits: u16) -> Board {
        Board(bits)
    }

    /// The door's bits: bit `4 * row + col` set means closed.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether the handle at `cell` is closed, or `None` off the door.
    pub const fn is_closed(self, cell: Cell) -> Option<bool> {
        match cell.index(FORMAT.width, FORMAT.height) {
            Some(i) => Some(self.0 & (1 << i) != 0),
            None => None,
        }
    }

    /// The door after turning the handle at `cell` (and so its whole row and
    /// column), or `None` when `cell` is off the door.
    pub const fn press(self, cell: Cell) -> Option<Board> {
        match cell.index(FORMAT.width, FORMAT.height) {
            Some(i) => Some(Board(self.0 ^ RULES.mask(i))),
            None => None,
        }
    }

    /// Whether every handle is open.
    pub const fn is_solved(self) -> bool {
        RULES.is_goal(self.0)
    }
}

/// The fewest handles to turn to open the door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    presses: u16,
}

impl Solution {
    /// How many turns.
    pub const fn len(&self) -> usize {
        self.presses.count_ones() as usize
    }

    /// Whether the door was open already.
    pub const fn is_empty(&self) -> bool {
        self.presses == 0
    }

    /// The handles to turn as a bit mask, bit `4 * row + col` per handle.
    pub const fn bits(&self) -> u16 {
        self.presses
    }

    /// The handles to turn, in row-major order (the order the judge's sample
    /// prints); any order opens the door.
    pub fn presses(&self) -> Presses {
        Presses::new(self.presses, FORMAT.width)
    }
}

/// The fewest turns that open `door`. The set is unique.
pub const fn solve(door: Board) -> Solution {
    Solution {
        presses: lookup(door.0),
    }
}

/// The first turn of [`solve`]'s answer, or `None` when the door is open.
pub const fn hint(door: Board) -> Option<Cell> {
    match lookup(door.0) {
        0 => None,
        presses => Some(Cell::from_index(
            presses.trailing_zeros() as u8,
            FORMAT.width,
        )),
    }
}

#[cfg(not(feature = "compact"))]
const fn lookup(door: u16) -> u16 {
    crate::tables::FRIDGE[door as usize]
}

#[cfg(feature = "compact")]
const fn lookup(door: u16) -> u16 {
    crate::compact::fridge(door)
}

parse::board_text!(
    Board,
    FORMAT,
    "four rows of four `+` (closed) or `-` (open)"
);
