//! Flip Game (POJ 1753): sixteen two-sided pieces on a 4×4 board, black `b`
//! or white `w`. Flipping a piece also flips its up, down, left and right
//! neighbours; the goal is all sixteen showing one colour, either colour.
//!
//! Only 4,096 of the 65,536 boards can be solved; the worst of them needs six
//! flips. [`solve`] answers with one load from a 128 KiB table (or, with the
//! `compact` feature, from 72 bytes of columns and some arithmetic).

use crate::parse::{self, Format};
use crate::rules::FLIP_GAME as RULES;
use crate::{Cell, Presses};

const FORMAT: Format = Format {
    width: 4,
    height: 4,
    symbols: [b'b', b'w'],
    spaced: false,
};

/// A board: bit `4 * row + col` is set when that piece shows white.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(u16);

/// The colour a piece shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// `b`
    Black,
    /// `w`
    White,
}

impl Board {
    /// The board whose white pieces are the set bits of `bits`.
    pub const fn from_bits(bits: u16) -> Board {
        Board(bits)
    }

    /// The board's bits: bit `4 * row + col` set means white.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The colour of the piece at `cell`, or `None` off the board.
    pub const fn colour(self, cell: Cell) -> Option<Colour> {
        match cell.index(FORMAT.width, FORMAT.height) {
            Some(i) if self.0 & (1 << i) != 0 => Some(Colour::White),
            Some(_) => Some(Colour::Black),
            None => None,
        }
    }

    /// The board after flipping the piece at `cell` (and its neighbours), or
    /// `None` when `cell` is off the board.
    pub const fn press(self, cell: Cell) -> Option<Board> {
        match cell.index(FORMAT.width, FORMAT.height) {
            Some(i) => Some(Board(self.0 ^ RULES.mask(i))),
            None => None,
        }
    }

    /// Whether every piece shows the same colour.
    pub const fn is_solved(self) -> bool {
        RULES.is_goal(self.0)
    }
}

/// An optimal way to make a board one colour: the pieces to flip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    board: u16,
    presses: u16,
}

impl Solution {
    /// How many flips.
    pub const fn len(&self) -> usize {
        self.presses.count_ones() as usize
    }

    /// Whether the board was solved already.
    pub const fn is_empty(&self) -> bool {
        self.presses == 0
    }

    /// The pieces to flip as a bit mask, bit `4 * row + col` per piece.
    pub const fn bits(&self) -> u16 {
        self.presses
    }

    /// The pieces to flip, in row-major order; any order gives the same end.
    pub fn presses(&self) -> Presses {
        Presses::new(self.presses, FORMAT.width)
    }

    /// The colour every piece shows once the flips are made.
    pub const fn colour(&self) -> Colour {
        // The end is one colour, so the corner piece tells it: it changes once
        // for each flip at the corner or next to it (cells 0, 1 and 4).
        let corner = (self.board ^ (self.presses & 0b1_0011).count_ones() as u16) & 1;
        if corner == 0 {
            Colour::Black
        } else {
            Colour::White
        }
    }
}

/// The fewest flips that make `board` one colour, or `None` when no flips
/// can. Several sets of flips may be optimal; this is the one whose bit mask
/// is the smallest number.
pub const fn solve(board: Board) -> Option<Solution> {
    match lookup(board.0) {
        IMPOSSIBLE => None,
        presses => Some(Solution {
            board: board.0,
            presses,
        }),
    }
}

/// The first flip of [`solve`]'s answer: `None` when the board is solved
/// already or cannot be solved.
pub const fn hint(board: Board) -> Option<Cell> {
    match lookup(board.0) {
        IMPOSSIBLE | 0 => None,
        presses => Some(Cell::from_index(
            presses.trailing_zeros() as u8,
            FORMAT.width,
        )),
    }
}

/// The table's mark for a board that cannot be solved.
const IMPOSSIBLE: u16 = 0xFFFF;

#[cfg(not(feature = "compact"))]
const fn lookup(board: u16) -> u16 {
    crate::tables::FLIP_GAME[board as usize]
}

#[cfg(feature = "compact")]
const fn lookup(board: u16) -> u16 {
    crate::compact::flip_game(board)
}

parse::board_text!(
    Board,
    FORMAT,
    "four rows of four `b` (black) or `w` (white)"
);
