//! The most moves any start needs to reach a target, by the target's size
//! and the cell of its blank: the one place the crate says it.

use super::eight;
use super::rules::MOST_MOVES;
use crate::tables;

/// 3 × 4 and 4 × 3: the most moves any start needs to reach any target,
/// whatever the cell of its blank. A complete breadth-first search from the
/// goal with its blank in each place up to the board's symmetries (a
/// corner, the middle of a long side, of a short side, the centre: 239,500,800
/// boards each, about a minute and under a gigabyte) ends at 53 moves for every
/// one; the corner's is the known most of the 11-puzzle. Too long a search
/// for the build; the test
/// `the_most_of_3x4_and_4x3_is_53_from_every_place_of_the_blank` (run with
/// `--ignored`) repeats it.
pub(crate) const ELEVEN_MOST: u8 = 53;

/// The most moves any start needs to reach a target of `rows × cols` whose
/// blank is in cell `blank` (row by row from the top-left), where the crate
/// knows it:
///
/// | size | the most | from |
/// |---|---|---|
/// | 2 × 2, 2 × 3, 3 × 2, 2 × 4, 4 × 2 | for each cell | the build's search of each cell's table |
/// | 3 × 3 | 31, 30 with the blank in the centre | the 8-puzzle's tables' counts |
/// | 3 × 4, 4 × 3 | 53 for every cell | a complete search of each place, once |
/// | 4 × 4 | 80 with the blank in a corner | the 15-puzzle's known most |
///
/// `None` for a 4 × 4 target whose blank is not in a corner (no search
/// has told), a size out of range or a cell off the board.
///
/// # Examples
///
/// ```
/// use flipswap::tiles::most_moves;
///
/// assert_eq!(most_moves(2, 2, 3), Some(6));
/// assert_eq!(most_moves(2, 4, 0), Some(36));
/// assert_eq!(most_moves(2, 4, 1), Some(35));
/// assert_eq!(most_moves(3, 3, 4), Some(30)); // the centre
/// assert_eq!(most_moves(4, 3, 11), Some(53));
/// assert_eq!(most_moves(4, 4, 15), Some(80));
/// assert_eq!(most_moves(4, 4, 5), None); // not known
/// assert_eq!(most_moves(2, 2, 4), None); // off the board
/// ```
#[must_use]
pub fn most_moves(rows: u8, cols: u8, blank: u8) -> Option<u8> {
    if !(2..=4).contains(&rows) || !(2..=4).contains(&cols) || blank >= rows * cols {
        return None;
    }
    let each: &[u8] = match (rows, cols) {
        (2, 2) => &tables::TILES_2X2_MOST,
        (2, 3) => &tables::TILES_2X3_MOST,
        (3, 2) => &tables::TILES_3X2_MOST,
        (2, 4) => &tables::TILES_2X4_MOST,
        (4, 2) => &tables::TILES_4X2_MOST,
        (3, 3) => return eight::most_moves(blank),
        (3, 4) | (4, 3) => return Some(ELEVEN_MOST),
        _ => {
            let (row, col) = (blank / cols, blank % cols);
            let corner = (row == 0 || row + 1 == rows) && (col == 0 || col + 1 == cols);
            return corner.then_some(MOST_MOVES);
        }
    };
    each.get(usize::from(blank)).copied()
}
