//! The toggle puzzles' cases, as the judge holds them: the flip game, the
//! fridge and the lights, whose moves press cells.

use crate::Cell;
use crate::read::Sealed;
use crate::toggle::Toggle;
use crate::verdict::Problem;
use crate::verdict::line::{cell, progress, small};

/// A toggle puzzle's rules, as the judge needs them.
#[derive(Clone, Copy, Debug)]
pub struct ToggleRules {
    pub fewest: fn(u16) -> Option<u8>,
    pub press: fn(u16, Cell) -> Option<u16>,
    pub solved: fn(u16) -> bool,
    pub width: u8,
    pub height: u8,
    pub lists_presses: bool,
    pub can_be_impossible: bool,
    /// The board's symbols for a clear and a set cell.
    pub symbols: [u8; 2],
}

/// A toggle puzzle's case, and where its answer's presses have got to.
#[derive(Clone, Copy, Debug)]
pub struct ToggleCase {
    /// The board after the presses read so far.
    pub bits: u16,
    /// The fewest presses from `bits`; `None` when no presses solve it.
    pub left: Option<u8>,
    /// For each cell, the answer line that pressed it, or 0.
    pub turned: [u32; 16],
    pub rules: ToggleRules,
}

impl ToggleCase {
    /// The case of `board`, before any press.
    pub fn of<P: Toggle>(board: P) -> ToggleCase {
        ToggleCase {
            bits: board.bits(),
            left: fewest::<P>(board.bits()),
            turned: [0; 16],
            rules: ToggleRules {
                fewest: fewest::<P>,
                press: press::<P>,
                solved: solved::<P>,
                width: P::WIDTH,
                height: P::HEIGHT,
                lists_presses: P::LISTS_PRESSES,
                can_be_impossible: P::CAN_BE_IMPOSSIBLE,
                symbols: <P as Sealed>::FORMAT.symbols(),
            },
        }
    }

    /// Turns the handle at 1-based `row` and `col`, the move on answer
    /// line `line`, if it is on the board, was not turned before and brings
    /// the board one press closer to the goal.
    pub fn turn(&mut self, (row, col): (u32, u32), line: u32) -> Result<(), Problem> {
        let rules = self.rules;
        let handle = cell(row, col, rules.width, rules.height)?;
        let index = usize::from(handle.row() * rules.width + handle.col()) & 15;
        let first = self.turned[index];
        if first != 0 {
            return Err(Problem::TurnedTwice { handle, first });
        }
        let after_bits = (rules.press)(self.bits, handle).unwrap_or(self.bits);
        let after = (rules.fewest)(after_bits).unwrap_or(u8::MAX);
        let mut left = self.left.unwrap_or(0);
        progress(&mut left, after)?;
        self.left = Some(left);
        self.bits = after_bits;
        self.turned[index] = line;
        Ok(())
    }
}

/// The fewest presses from the board `bits`, from the compact form (so the
/// judge links no dense table); `None` when no presses solve it.
fn fewest<P: Toggle>(bits: u16) -> Option<u8> {
    let board = P::from_bits(bits)?;
    board.solve_compact().map(|solution| small(solution.len()))
}

fn press<P: Toggle>(bits: u16, cell: Cell) -> Option<u16> {
    let board = P::from_bits(bits)?;
    board.press(cell).map(P::bits)
}

fn solved<P: Toggle>(bits: u16) -> bool {
    P::from_bits(bits).is_some_and(|board| board.is_solved())
}
