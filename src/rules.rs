//! The rules of the three toggle puzzles, written once: each a rule of the
//! press engine ([`Rule`]) and its goals.
//!
//! `build.rs` includes this file with `#[path]` (and the press engine with
//! it) to run its searches and reduce each rule for the compact form, and
//! the library uses it to apply moves and gives each rule as the puzzle
//! module's `RULE`, so the tables, the code that reads them and the press
//! engine cannot disagree about what a move does. Everything here is
//! `const` over fixed-width integers: nothing depends on the host that runs
//! build.rs.

use crate::press::{Edges, Rule, Stencil};

/// The code a toggle table holds for a board that no presses can solve, in
/// the table of a puzzle that has such boards: only Flip Game, whose worst
/// solvable board needs six flips, so no answer of its can be all sixteen
/// cells. The other puzzles' tables hold no marker: every board can be
/// solved, and all sixteen bits is an answer like any other there (the
/// refrigerator's all-closed door opens by turning every handle). build.rs
/// checks that no answer in a table with the marker equals it.
pub const NO_ANSWER: u16 = 0xFFFF;

/// The order of answers, written once for the build script's tables and
/// the compact form: a smaller key is the better of two press sets that
/// solve one board. Fewest presses first; among those, the set that reads
/// least in reading order (row by row, left to right, the first cell most
/// significant), as POJ 3279 asks. Bit `i` is cell `i` in reading order, so
/// reversing the bits puts the first cell at the top.
pub const fn answer_key(presses: u16) -> u32 {
    (presses.count_ones() << 16) | presses.reverse_bits() as u32
}

/// A toggle puzzle: its rule, which says the grid's size and what each
/// press toggles, and the boards that count as solved.
#[derive(Clone, Copy, Debug)]
pub struct Toggle {
    /// What a press toggles: a rule of the press engine, modulo 2, on at
    /// most 16 cells, whose press `i` is cell `i` (`width * row + col`).
    pub rule: &'static Rule,
    /// Boards that count as solved.
    pub goals: &'static [u16],
}

// Each rule is a `static` of its own, which the library gives as the
// puzzle's `RULE` (`flip_game::RULE` and the others, documented there). A
// `Toggle` refers to it: the library reads what it needs of the rule when
// it compiles (the size, each press's cells), so a program links the
// whole rule only when it asks for `RULE` itself.
#[allow(missing_docs)]
pub static FLIP_GAME_RULE: Rule = Rule::grid(4, 4, &Stencil::CROSS, Edges::Bounded, 2).unwrap();
#[allow(missing_docs)]
pub static FRIDGE_RULE: Rule = Rule::row_column(4, 4, 2).unwrap();
#[allow(missing_docs)]
pub static LIGHTS_RULE: Rule = Rule::grid(3, 3, &Stencil::CROSS, Edges::Bounded, 2).unwrap();

/// Flip Game (POJ 1753): 4×4, a set bit is a white piece; a flip toggles
/// the piece and its up, down, left and right neighbours (the cross on the
/// bounded board); solved when all sixteen pieces show one colour, either
/// one.
pub const FLIP_GAME: Toggle = Toggle {
    rule: &FLIP_GAME_RULE,
    goals: &[0x0000, 0xFFFF],
};

/// The Pilots Brothers' refrigerator (POJ 2965): 4×4, a set bit is a closed
/// handle (`+`); a turn toggles every handle of its row and its column;
/// solved when every handle is open.
pub const FRIDGE: Toggle = Toggle {
    rule: &FRIDGE_RULE,
    goals: &[0x0000],
};

/// Turn on all the lights (Luogu P2040): 3×3, a set bit is a light that is
/// on; a press toggles the light and its up, down, left and right
/// neighbours (the cross on the bounded board); solved when all nine are
/// on.
pub const LIGHTS: Toggle = Toggle {
    rule: &LIGHTS_RULE,
    goals: &[0x01FF],
};

impl Toggle {
    /// Cells per row.
    pub const fn width(&self) -> u8 {
        self.rule.size().1
    }

    /// Rows.
    pub const fn height(&self) -> u8 {
        self.rule.size().0
    }

    /// Number of cells on the board.
    pub const fn cells(&self) -> u8 {
        self.rule.cells() as u8
    }

    /// Every bit that names a cell of this board.
    pub const fn all(&self) -> u16 {
        ((1u32 << self.cells()) - 1) as u16
    }

    /// The cells that pressing `cell` toggles. `cell` is `width * row + col`;
    /// none past the board.
    pub const fn mask(&self, cell: u8) -> u16 {
        self.rule.adds(cell as usize).support() as u16
    }

    /// The cells each press toggles, entry `cell` [`mask`](Self::mask)`(cell)`:
    /// a puzzle's presses as `N` words, made when the crate compiles.
    pub const fn masks<const N: usize>(&self) -> [u16; N] {
        let mut masks = [0; N];
        let mut cell = 0;
        while cell < N {
            masks[cell] = self.mask(cell as u8);
            cell += 1;
        }
        masks
    }

    /// Whether `board` is one of the goals.
    pub const fn is_goal(&self, board: u16) -> bool {
        let mut rest = self.goals;
        while let [goal, tail @ ..] = rest {
            if *goal == board {
                return true;
            }
            rest = tail;
        }
        false
    }
}
