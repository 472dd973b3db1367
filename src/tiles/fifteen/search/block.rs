//! Walks of the blank round a 2 × 2 block, which the search leaves out
//! where a path as short and earlier in its order, or shorter, takes their
//! place (see [`walk`]).

use crate::tiles::rules::Dir;

/// The move after each move that turns clockwise (up, then right, down,
/// left) and the one that turns the other way, by the move.
const CLOCKWISE: [Dir; 4] = [3, 2, 0, 1];
const ANTICLOCKWISE: [Dir; 4] = [2, 3, 1, 0];

/// The walk round a 2 × 2 block after the move `dir`, from `walk` after
/// the move `came`: the moves at the end of the path that each turn the
/// same way as the one before (its length in bits 0 to 3, bit 4 set when
/// they turn clockwise), 1 when `dir` goes straight on, 0 before any move.
///
/// Walking round a block three times moves nothing, so a walk of seven
/// moves reaches what the five moves round the other way reach, and a walk
/// of six what the six round the other way reach, in the block's other
/// cells: the one whose first move comes later in the search's order is
/// never the least of the shortest paths, and the search leaves it out.
#[inline]
pub(super) fn walk(walk: u8, came: Dir, dir: Dir) -> u8 {
    let length = walk & 15;
    if length == 0 {
        return 1;
    }
    let sense = if CLOCKWISE[usize::from(came & 3)] == dir {
        16
    } else if ANTICLOCKWISE[usize::from(came & 3)] == dir {
        0
    } else {
        return 1;
    };
    if length >= 2 && walk & 16 == sense {
        (length + 1).min(15) | sense
    } else {
        2 | sense
    }
}

/// The move that would take the walk `walked`, which ended with the move
/// `dir`, one move farther round its block.
#[inline]
pub(super) fn onward(walked: u8, dir: Dir) -> Dir {
    let turns = if walked & 16 != 0 {
        &CLOCKWISE
    } else {
        &ANTICLOCKWISE
    };
    turns[usize::from(dir & 3)]
}
