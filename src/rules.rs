//! The rules of the three toggle puzzles, written once.
//!
//! `build.rs` includes this file with `#[path]` to run its searches, and the
//! library uses it to apply moves, so the tables and the code that reads them
//! cannot disagree about what a move does. Everything here is `const` over
//! fixed-width integers: nothing depends on the host that runs build.rs.

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

/// Which cells a press toggles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The pressed cell and its up, down, left and right neighbours.
    Cross,
    /// Every cell in the pressed cell's row and in its column.
    RowAndColumn,
}

/// A toggle puzzle: a grid of two-state cells, a move rule and its goals.
#[derive(Clone, Copy, Debug)]
pub struct Toggle {
    /// Cells per row.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// What a press toggles.
    pub rule: Rule,
    /// Boards that count as solved.
    pub goals: &'static [u16],
}

/// Flip Game (POJ 1753): 4×4, a set bit is a white piece; solved when all
/// sixteen pieces show one colour, either one.
pub const FLIP_GAME: Toggle = Toggle {
    width: 4,
    height: 4,
    rule: Rule::Cross,
    goals: &[0x0000, 0xFFFF],
};

/// The Pilots Brothers' refrigerator (POJ 2965): 4×4, a set bit is a closed
/// handle (`+`); solved when every handle is open.
pub const FRIDGE: Toggle = Toggle {
    width: 4,
    height: 4,
    rule: Rule::RowAndColumn,
    goals: &[0x0000],
};

/// Turn on all the lights (Luogu P2040): 3×3, a set bit is a light that is
/// on; solved when all nine are on.
pub const LIGHTS: Toggle = Toggle {
    width: 3,
    height: 3,
    rule: Rule::Cross,
    goals: &[0x01FF],
};

impl Toggle {
    /// Number of cells on the board.
    pub const fn cells(&self) -> u8 {
        self.width * self.height
    }

    /// Every bit that names a cell of this board.
    pub const fn all(&self) -> u16 {
        ((1u32 << self.cells()) - 1) as u16
    }

    /// The cells that pressing `cell` toggles. `cell` is `width * row + col`.
    pub const fn mask(&self, cell: u8) -> u16 {
        let (w, h) = (self.width, self.height);
        // Checked, so that no division-by-zero panic path is compiled in
        // where the width is not a constant the optimiser can see.
        let (row, col) = match (cell.checked_div(w), cell.checked_rem(w)) {
            (Some(row), Some(col)) => (row, col),
            _ => return 0,
        };
        match self.rule {
            Rule::RowAndColumn => {
                let row_bits = (((1u32 << w) - 1) << (w * row)) as u16;
                let mut col_bits = 0u16;
                let mut r = 0;
                while r < h {
                    col_bits |= 1 << (r * w + col);
                    r += 1;
                }
                row_bits | col_bits
            }
            Rule::Cross => {
                let mut mask = 1u16 << cell;
                if row > 0 {
                    mask |= 1 << (cell - w);
                }
                if row + 1 < h {
                    mask |= 1 << (cell + w);
                }
                if col > 0 {
                    mask |= 1 << (cell - 1);
                }
                if col + 1 < w {
                    mask |= 1 << (cell + 1);
                }
                mask
            }
        }
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
