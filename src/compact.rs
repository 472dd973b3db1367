//! The compact form of the toggle puzzles: a few dozen bytes per puzzle
//! instead of a dense table, at the cost of some arithmetic per answer.
//!
//! Pressing a set of cells toggles the XOR of their masks, so the presses
//! that change exactly the cells of a board are the XOR of per-cell columns
//! over GF(2), which build.rs reads off the press engine's reduction of the
//! puzzle's rule (`rules.rs`). The refrigerator and the lights have a unique
//! answer that way. Flip Game's system has rank 12: four parity checks tell
//! whether a board can be solved, and its answers are the particular one
//! plus any of the 16 press sets that change nothing (stored whole, 32
//! bytes, rather than as a basis of four), towards either colour; the
//! fewest presses is the lightest of those 32.
//!
//! Every answer equals the dense table's: among optimal press sets both pick
//! the one that reads least in reading order (`rules::answer_key`).

#[cfg(any(feature = "fridge", feature = "lights"))]
use crate::rules;
#[cfg(feature = "fridge")]
use crate::tables::FRIDGE_COLUMNS;
#[cfg(feature = "lights")]
use crate::tables::LIGHTS_COLUMNS;
#[cfg(feature = "flip-game")]
pub(crate) use flip_game::flip_game;

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

/// Flip Game's form: four parity checks, then the lightest of 32
/// candidates, four at a time in the lanes of a word.
#[cfg(feature = "flip-game")]
mod flip_game {
    use super::combine;
    use crate::rules::{self, NO_ANSWER};
    use crate::tables::{FLIP_GAME_CHECKS, FLIP_GAME_COLUMNS, FLIP_GAME_IDLE};

    /// `0x0001` in each of the four 16-bit lanes of a word: multiplying a `u16`
    /// by it copies the value into every lane.
    const LANES: u64 = 0x0001_0001_0001_0001;

    /// Four `u16`s, one to a lane, the first in the low lane.
    const fn lanes(values: &[u16], first: usize) -> u64 {
        let mut word = 0;
        let mut lane = 0;
        while lane < 4 {
            // Only ever evaluated at compile time, for the statics below.
            word |= (values[first + lane] as u64) << (16 * lane);
            lane += 1;
        }
        word
    }

    /// The number of set bits of each 16-bit lane of `x`, in that lane: four
    /// counts for the price of about one.
    const fn lane_counts(x: u64) -> u64 {
        let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
        let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
        let x = (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        (x + (x >> 8)) & 0x001F_001F_001F_001F
    }

    /// Flip Game's four parity checks, one to a lane.
    static CHECK_LANES: u64 = lanes(&FLIP_GAME_CHECKS, 0);

    /// `values` with the bits of each reversed. Flip Game's candidates are
    /// weighed with their bits reversed, as [`rules::answer_key`] orders them;
    /// reversing is linear over XOR, so the columns and the idle sets are
    /// reversed once here and the answer once at the end.
    const fn reversed<const N: usize>(values: &[u16; N]) -> [u16; N] {
        let mut out = [0u16; N];
        let mut i = 0;
        while i < N {
            out[i] = values[i].reverse_bits();
            i += 1;
        }
        out
    }

    /// Flip Game's columns, bits reversed.
    static COLUMNS_REVERSED: [u16; 16] = reversed(&FLIP_GAME_COLUMNS);

    /// Flip Game's sixteen idle press sets, bits reversed, four to a word.
    static IDLE_LANES: [u64; 4] = {
        let idle = reversed(&FLIP_GAME_IDLE);
        [
            lanes(&idle, 0),
            lanes(&idle, 4),
            lanes(&idle, 8),
            lanes(&idle, 12),
        ]
    };

    /// The answer for a Flip Game board: the same code as the dense table.
    pub(crate) const fn flip_game(board: u16) -> u16 {
        // Solvable when `board` has even parity under every check.
        if lane_counts(CHECK_LANES & (LANES * board as u64)) & LANES != 0 {
            return NO_ANSWER;
        }
        let to_black = combine(&COLUMNS_REVERSED, board);
        let to_white = to_black ^ ALL_WHITE.reverse_bits();
        // The best of the 32 candidates by `rules::answer_key`, bits reversed.
        let (black, white) = (LANES * to_black as u64, LANES * to_white as u64);
        let mut best = u32::MAX;
        let mut rest: &[u64] = &IDLE_LANES;
        while let [idle, tail @ ..] = rest {
            best = lightest(best, black ^ *idle);
            best = lightest(best, white ^ *idle);
            rest = tail;
        }
        // The key holds the set's bits reversed.
        (best as u16).reverse_bits()
    }

    /// The smaller of `best` and the keys ([`rules::answer_key`]) of the four
    /// press sets in the lanes of `candidates` (bits already reversed), counted
    /// four at a time.
    const fn lightest(best: u32, candidates: u64) -> u32 {
        let counts = lane_counts(candidates);
        let mut best = best;
        let mut lane = 0;
        while lane < 4 {
            let value = (candidates >> (16 * lane)) as u16;
            let count = (counts >> (16 * lane)) as u32 & 0x1F;
            let key = (count << 16) | value as u32;
            if key < best {
                best = key;
            }
            lane += 1;
        }
        best
    }

    /// Presses that turn an all-black board all white.
    const ALL_WHITE: u16 = combine(&FLIP_GAME_COLUMNS, rules::FLIP_GAME.all());
}

/// The answer for a refrigerator door: the same code as the dense table.
#[cfg(feature = "fridge")]
pub(crate) const fn fridge(door: u16) -> u16 {
    combine(&FRIDGE_COLUMNS, door ^ FRIDGE_GOAL)
}

/// The answer for a lights board: the same code as the dense table.
#[cfg(feature = "lights")]
pub(crate) const fn lights(board: u16) -> u16 {
    combine(&LIGHTS_COLUMNS, board ^ LIGHTS_GOAL)
}

#[cfg(feature = "fridge")]
const FRIDGE_GOAL: u16 = rules::FRIDGE.goals[0];
#[cfg(feature = "lights")]
const LIGHTS_GOAL: u16 = rules::LIGHTS.goals[0];

#[cfg(test)]
mod tests {
    use crate::tables;

    /// `compact` gives the dense table's answer on every board of `boards`.
    fn agrees<const N: usize>(
        compact: fn(u16) -> u16,
        table: &[u8; N],
        boards: core::ops::RangeInclusive<u16>,
    ) {
        for board in boards {
            assert_eq!(
                compact(board),
                tables::code(table, board),
                "board {board:#06x}"
            );
        }
    }

    #[test]
    #[cfg(feature = "flip-game")]
    fn compact_flip_game_agrees_with_the_dense_table_on_every_board() {
        agrees(super::flip_game, &tables::FLIP_GAME, 0..=u16::MAX);
    }

    #[test]
    #[cfg(feature = "fridge")]
    fn compact_fridge_agrees_with_the_dense_table_on_every_door() {
        agrees(super::fridge, &tables::FRIDGE, 0..=u16::MAX);
    }

    #[test]
    #[cfg(feature = "lights")]
    fn compact_lights_agrees_with_the_dense_table_on_every_board() {
        agrees(super::lights, &tables::LIGHTS, 0..=511);
    }
}
