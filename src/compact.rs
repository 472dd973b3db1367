//! The compact form of the toggle puzzles: a few dozen bytes per puzzle
//! instead of a dense table, at the cost of some arithmetic per answer.
//!
//! Pressing a set of cells toggles the XOR of their masks, so the presses
//! that change exactly the cells of a board are the XOR of per-cell columns
//! that build.rs derives by elimination over GF(2). The refrigerator and the
//! lights have a unique answer that way. Flip Game's system has rank 12:
//! four parity checks tell whether a board can be solved, and its answers
//! are the particular one plus any of the 16 press sets that change nothing
//! (stored whole, 32 bytes, rather than as a basis of four),
//! towards either colour; the fewest presses is the lightest of those 32.
//!
//! Every answer equals the dense table's: among optimal press sets both pick
//! the one whose bit mask is the smallest number.

use crate::rules;
use crate::tables::{
    FLIP_GAME_CHECKS, FLIP_GAME_COLUMNS, FLIP_GAME_IDLE, FRIDGE_COLUMNS, LIGHTS_COLUMNS,
};

/// The table's mark for a Flip Game board that cannot be solved.
const IMPOSSIBLE: u16 = 0xFFFF;

/// The XOR of the columns of the set bits of `bits`.
const fn combine(columns: &[u16], bits: u16) -> u16 {
    let mut presses = 0;
    let mut rest = columns;
    let mut bit = 0;
    while let [column, tail @ ..] = rest {
        if bits & (1 << bit) != 0 {
            presses ^= *column;
        }
        rest = tail;
        bit += 1;
    }
    presses
}

/// Orders press sets by size, then by value, as the dense tables do.
const fn weight(presses: u16) -> u32 {
    (presses.count_ones() << 16) | presses as u32
}

/// The answer for a Flip Game board: the same code as the dense table.
pub(crate) const fn flip_game(board: u16) -> u16 {
    let mut rest: &[u16] = &FLIP_GAME_CHECKS;
    while let [check, tail @ ..] = rest {
        if (board & *check).count_ones() % 2 != 0 {
            return IMPOSSIBLE;
        }
        rest = tail;
    }
    let to_black = combine(&FLIP_GAME_COLUMNS, board);
    let to_white = to_black ^ ALL_WHITE;
    let mut best = IMPOSSIBLE;
    let mut best_weight = weight(IMPOSSIBLE);
    let mut rest: &[u16] = &FLIP_GAME_IDLE;
    while let [idle, tail @ ..] = rest {
        let (a, b) = (to_black ^ *idle, to_white ^ *idle);
        let (weight_a, weight_b) = (weight(a), weight(b));
        if weight_a < best_weight {
            (best, best_weight) = (a, weight_a);
        }
        if weight_b < best_weight {
            (best, best_weight) = (b, weight_b);
        }
        rest = tail;
    }
    best
}

/// Presses that turn an all-black board all white.
const ALL_WHITE: u16 = combine(&FLIP_GAME_COLUMNS, rules::FLIP_GAME.all());

/// The answer for a refrigerator door: the same code as the dense table.
pub(crate) const fn fridge(door: u16) -> u16 {
    combine(&FRIDGE_COLUMNS, door ^ FRIDGE_GOAL)
}

/// The answer for a lights board: the same code as the dense table.
pub(crate) const fn lights(board: u16) -> u16 {
    combine(&LIGHTS_COLUMNS, board ^ LIGHTS_GOAL)
}

const FRIDGE_GOAL: u16 = rules::FRIDGE.goals[0];
const LIGHTS_GOAL: u16 = rules::LIGHTS.goals[0];

#[cfg(test)]
mod tests {
    use crate::tables;

    #[test]
    fn compact_flip_game_agrees_with_the_dense_table_on_every_board() {
        for board in 0..=u16::MAX {
            assert_eq!(
                super::flip_game(board),
                tables::FLIP_GAME[usize::from(board)],
                "board {board:#06x}"
            );
        }
    }

    #[test]
    fn compact_fridge_agrees_with_the_dense_table_on_every_door() {
        for door in 0..=u16::MAX {
            assert_eq!(
                super::fridge(door),
                tables::FRIDGE[usize::from(door)],
                "door {door:#06x}"
            );
        }
    }

    #[test]
    fn compact_lights_agrees_with_the_dense_table_on_every_board() {
        for board in 0..512u16 {
            assert_eq!(
                super::lights(board),
                tables::LIGHTS[usize::from(board)],
                "board {board:#05x}"
            );
        }
    }
}
