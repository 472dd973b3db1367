//! Turn on all the lights (Luogu P2040): nine lights on a 3×3 board, on `1`
//! or off `0`. Pressing a light also toggles its up, down, left and right
//! neighbours; the goal is all nine on.
//!
//! Every one of the 512 boards can be solved with a unique fewest set of
//! presses; the worst needs nine. [`solve`] answers with one load from a
//! 1 KiB table (or, with the `compact` feature, from 18 bytes of columns and
//! some arithmetic).

use crate::parse::{self, Format};
use crate::rules::LIGHTS as RULES;
use crate::{Cell, Presses};

const FORMAT: Format = Format {
    width: 3,
    height: 3,
    symbols: [b'0', b'1'],
    spaced: true,
};

/// Every bit that names a light.
const ALL: u16 = 0x01FF;

/// A board: bit `3 * row + col` is set when that light is on. Bits 9 to 15
/// are always clear.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(u16);

impl Board {
    /// The board whose lit lights are the set bits of `bits`, or `None` when
    /// a bit above bit 8 is set.
    pub const fn from_bits(bits: u16) -> Option<Board> {
        if bits & !ALL == 0 {
            Some(Board(bits))
        } else {
            None
        }
    }

    /// The board's bits: bit `3 * row + col` set means on.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether the light at `cell` is on, or `None` off the board.
    pub const fn is_on(self, cell: Cell) -> Option<bool> {
        match cell.index(FORMAT.width, FORMAT.height) {
            Some(i) => Some(self.0 & (1 << i) != 0),
            None => None,
        }
    }

    /// The board after pressing the light at `cell` (which toggles it and its
    /// neighbours), or `None` when `cell` is off the board.
    pub const fn press(self, cell: Cell) -> Option<Board> {
        match cell.index(FORMAT.width, FORMAT.height) {
            Some(i) => Some(Board(self.0 ^ RULES.mask(i))),
            None => None,
        }
    }

    /// Whether all nine lights are on.
    pub const fn is_solved(self) -> bool {
        RULES.is_goal(self.0)
    }
}

/// The fewest lights to press to turn all nine on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    presses: u16,
}

impl Solution {
    /// How many presses.
    pub const fn len(&self) -> usize {
        self.presses.count_ones() as usize
    }

    /// Whether every light was on already.
    pub const fn is_empty(&self) -> bool {
        self.presses == 0
    }

    /// The lights to press as a bit mask, bit `3 * row + col` per light.
    pub const fn bits(&self) -> u16 {
        self.presses
    }

    /// The lights to press, in row-major order; any order gives the same end.
    pub fn presses(&self) -> Presses {
        Presses::new(self.presses, FORMAT.width)
    }
}

/// The fewest presses that turn every light of `board` on. The set is unique.
pub const fn solve(board: Board) -> Solution {
    Solution {
        presses: lookup(board.0),
    }
}

/// The first press of [`solve`]'s answer, or `None` when all lights are on.
pub const fn hint(board: Board) -> Option<Cell> {
    match lookup(board.0) {
        0 => None,
        presses => Some(Cell::from_index(
            presses.trailing_zeros() as u8,
            FORMAT.width,
        )),
    }
}

#[cfg(not(feature = "compact"))]
const fn lookup(board: u16) -> u16 {
    crate::tables::LIGHTS[(board & ALL) as usize]
}

#[cfg(feature = "compact")]
const fn lookup(board: u16) -> u16 {
    crate::compact::lights(board & ALL)
}

parse::board_text!(
    Board,
    FORMAT,
    "three rows of three `1` (on) or `0` (off) separated by spaces"
);
