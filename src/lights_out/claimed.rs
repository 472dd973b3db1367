//! A claimed press map of Lights Out, read a row at a time and judged
//! against the right one: what the judge of Lights Out and those of its
//! family's maps share.

use crate::Cell;
use crate::error::Found;
use crate::lights_out::{Board, Goal, MAX_SIDE, Solution};
use crate::text::is_blank;
use crate::verdict::FirstMap;
use crate::verdict::Problem;

/// The rows of a claimed press map read so far: a row's presses per row,
/// bit `c` for column `c`.
#[derive(Clone, Copy, Debug)]
pub struct Claimed {
    /// Map rows read.
    pub read: u8,
    rows: [u32; MAX_SIDE as usize],
}

impl Claimed {
    /// Before the map's first row.
    pub const NONE: Claimed = Claimed {
        read: 0,
        rows: [0; MAX_SIDE as usize],
    };

    /// Reads `text` as the map's next row, `cols` cells wide: what is wrong
    /// with it, if anything.
    pub fn push(&mut self, text: &[u8], cols: u8) -> Result<(), Problem> {
        let row = read_row(text, cols).map_err(|found| Problem::BadMapRow { cols, found });
        if let (Ok(bits), Some(slot)) = (row, self.rows.get_mut(usize::from(self.read))) {
            *slot = bits;
        }
        self.read = self.read.saturating_add(1);
        row.map(|_| ())
    }

    /// The verdict on the map read, of `board` to reach `goal`, whose
    /// right map is `best`: right when it is `best`, else wrong at the
    /// first row that differs (0-based), by the first rule it breaks:
    /// reaches the goal, fewest presses, first in reading order. A map the
    /// family's judges write has `spaced` cells.
    pub fn judge(
        &self,
        board: &Board,
        goal: Goal,
        best: &Solution,
        spaced: bool,
    ) -> Result<(), (u8, Problem)> {
        let claimed = self
            .rows
            .get(..usize::from(board.rows()))
            .unwrap_or_default();
        let Some(first) =
            (0..board.rows()).find(|&r| claimed.get(usize::from(r)) != Some(&best.row(r)))
        else {
            return Ok(());
        };
        // Press the claimed map and see what is left.
        let mut after = *board;
        let mut presses: u32 = 0;
        for (r, &bits) in claimed.iter().enumerate() {
            for c in 0..board.cols() {
                if bits >> (c & 31) & 1 == 1 {
                    presses += 1;
                    after = after.press(Cell::new(r as u8, c)).unwrap_or(after);
                }
            }
        }
        let fewest = best.len() as u32;
        let problem = if !after.is_solved(goal) {
            // The first cell that is not as the goal wants it: the first light
            // still on, or for all on the first still off.
            let on = goal == Goal::AllOn;
            let wrong = (0..board.rows())
                .flat_map(|r| (0..board.cols()).map(move |c| Cell::new(r, c)))
                .find(|&cell| after.is_on(cell) != Some(on));
            let (row, col) = wrong.map_or((0, 0), |cell| (cell.row() + 1, cell.col() + 1));
            Problem::NotCleared { row, col }
        } else if presses > fewest {
            Problem::MorePresses {
                claimed: presses,
                fewest,
            }
        } else {
            Problem::ReadsLater {
                presses,
                first: FirstMap::new(best.row(0), best.cols(), best.rows() > 1, spaced),
            }
        };
        Err((first, problem))
    }
}

/// A row of exactly `cols` digits `0`/`1`, blanks between them allowed;
/// the first thing out of place (`None`: the row ended early).
fn read_row(text: &[u8], cols: u8) -> Result<u32, Option<Found>> {
    let mut bits = 0u32;
    let mut cells: u8 = 0;
    for (i, &byte) in text.iter().enumerate() {
        let value = match byte {
            b'0' => 0,
            b'1' => 1,
            byte if is_blank(byte) => continue,
            _ => return Err(Some(Found::at(text.get(i..).unwrap_or_default()))),
        };
        if cells >= cols {
            return Err(Some(Found::at(text.get(i..).unwrap_or_default())));
        }
        bits |= value << (cells & 31);
        cells += 1;
    }
    if cells < cols { Err(None) } else { Ok(bits) }
}
