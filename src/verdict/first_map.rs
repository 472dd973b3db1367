//! The press map that should have come first, as a rejection shows it.

use core::fmt;

/// The press map that reads first, when a claimed one with as many
/// presses reads later: shown as its first row and, when there are more
/// rows, `/ ...` (`0 0 0 1 / ...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstMap {
    row: u32,
    cols: u8,
    more: bool,
    /// Written with a space between cells, as the family's judges write
    /// maps (`flipswap lights-out` writes them without).
    spaced: bool,
}

impl FirstMap {
    /// The first map in reading order: its first row `row` of `cols`
    /// columns, `more` rows after it, written `spaced` or not.
    pub(crate) const fn new(row: u32, cols: u8, more: bool, spaced: bool) -> FirstMap {
        FirstMap {
            row,
            cols,
            more,
            spaced,
        }
    }
}

impl fmt::Display for FirstMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for col in 0..self.cols {
            if col > 0 && self.spaced {
                f.write_str(" ")?;
            }
            f.write_str(if self.row >> (col & 31) & 1 == 1 {
                "1"
            } else {
                "0"
            })?;
        }
        if self.more {
            f.write_str(" / ...")?;
        }
        Ok(())
    }
}
