//! The press map that should have come first, as a rejection shows it.

use core::fmt;

use crate::lights_out::Solution;

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
    pub(super) fn of(map: &Solution, spaced: bool) -> FirstMap {
        FirstMap {
            row: map.row(0),
            cols: map.cols(),
            more: map.rows() > 1,
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
