//! The Pilots Brothers' refrigerator's own facts, against an independent
//! breadth-first search and an enumeration of all 65,536 sets of handles
//! (see `common`); what every toggle puzzle promises is in `toggle.rs`.

use crate::common;

use common::{UNREACHABLE, minimal_press_sets, press_all, row_and_column_masks, toggle_distances};
use flipswap::fridge::{self, Board};

/// The goal: every handle open (no bit set).
const OPEN: u16 = 0x0000;

// `solve` and `from_bits` are usable in constants.
const SAMPLE: Option<fridge::Solution> =
    fridge::solve(Board::from_bits(0b0010_0000_0000_0010).expect("sixteen bits"));

fn oracle() -> (Vec<u16>, Vec<u8>) {
    let masks = row_and_column_masks();
    let distance = toggle_distances(&masks, &[OPEN]);
    (masks, distance)
}

fn boards() -> impl Iterator<Item = Board> {
    (0..=u16::MAX).map(|bits| Board::from_bits(bits).expect("sixteen bits"))
}

#[test]
fn every_board_is_solvable() {
    let (_, distance) = oracle();
    assert!(distance.iter().all(|&d| d != UNREACHABLE));
}

#[test]
fn solution_is_the_unique_minimal_set_of_handles() {
    let masks = row_and_column_masks();
    let minimal = minimal_press_sets(&masks, OPEN);
    for (bits, &(size, count)) in (0..=u16::MAX).zip(&minimal) {
        assert_eq!(count, 1, "{bits:#06x} has {count} minimal sets of {size}");
        let solution =
            fridge::solve(Board::from_bits(bits).expect("sixteen bits")).expect("every door opens");
        assert_eq!(solution.len(), usize::from(size), "{bits:#06x}");
        assert_eq!(
            press_all(&masks, bits, solution.bits()),
            OPEN,
            "{bits:#06x}"
        );
    }
}

#[test]
fn all_closed_needs_all_sixteen_turns() {
    let solution =
        fridge::solve(Board::from_bits(0xFFFF).expect("sixteen bits")).expect("every door opens");
    assert_eq!(solution.len(), 16);
    assert_eq!(solution.bits(), 0xFFFF);
    let worst = boards()
        .map(|board| fridge::solve(board).map(|solution| solution.len()))
        .max();
    assert_eq!(worst, Some(Some(16)));
    assert!(boards().all(|board| fridge::solve(board).is_some()));
}

#[test]
fn sample_board_gives_the_judge_answer() {
    let board: Board = "-+--\n----\n----\n-+--".parse().expect("sample parses");
    assert_eq!(Some(board), Board::from_bits(0b0010_0000_0000_0010));
    let solution = fridge::solve(board).expect("every door opens");
    assert_eq!(Some(solution), SAMPLE);
    let cells: Vec<_> = solution
        .presses()
        .map(|cell| (cell.row() + 1, cell.col() + 1))
        .collect();
    assert_eq!(cells, [(1, 1), (1, 3), (1, 4), (4, 1), (4, 3), (4, 4)]);
}

#[test]
fn from_bits_keeps_every_bit_pattern() {
    for bits in 0..=u16::MAX {
        assert_eq!(Board::from_bits(bits).map(Board::bits), Some(bits));
    }
}
