//! Turn on all the lights' own facts, against an independent breadth-first
//! search and an enumeration of all 512 sets of presses (see `common`); what
//! every toggle puzzle promises is in `toggle.rs`.

use crate::common;

use common::{UNREACHABLE, cross_masks, minimal_press_sets, toggle_distances};
use flipswap::lights::{self, Board};

/// The goal: all nine lights on.
const ALL_ON: u16 = 0x01FF;

// `solve` and `from_bits` are usable in constants.
const SAMPLE: Option<lights::Solution> =
    lights::solve(Board::from_bits(0b001_110_100).expect("nine bits"));

fn oracle() -> (Vec<u16>, Vec<u8>) {
    let masks = cross_masks(3, 3);
    let distance = toggle_distances(&masks, &[ALL_ON]);
    (masks, distance)
}

fn boards() -> impl Iterator<Item = Board> {
    (0..=ALL_ON).map(|bits| Board::from_bits(bits).expect("nine bits make a board"))
}

#[test]
fn from_bits_is_none_exactly_when_a_bit_above_bit_8_is_set() {
    for bits in 0..=u16::MAX {
        match Board::from_bits(bits) {
            Some(board) => assert_eq!(board.bits(), bits),
            None => assert!(bits > ALL_ON, "{bits:#06x} rejected"),
        }
        assert_eq!(
            Board::from_bits(bits).is_none(),
            bits > ALL_ON,
            "{bits:#06x}"
        );
    }
}

#[test]
fn every_board_is_solvable() {
    let (_, distance) = oracle();
    assert_eq!(distance.len(), 512);
    assert!(distance.iter().all(|&d| d != UNREACHABLE));
}

#[test]
fn solution_is_the_unique_minimal_set_of_presses() {
    let masks = cross_masks(3, 3);
    let minimal = minimal_press_sets(&masks, ALL_ON);
    for board in boards() {
        let (size, count) = minimal[usize::from(board.bits())];
        assert_eq!(
            count,
            1,
            "{:#05x} has {count} minimal sets of {size}",
            board.bits()
        );
        assert_eq!(
            lights::solve(board).map(|solution| solution.len()),
            Some(usize::from(size)),
            "{:#05x}",
            board.bits()
        );
    }
}

#[test]
fn worst_board_needs_nine_presses() {
    let worst = boards()
        .map(|board| lights::solve(board).map(|solution| solution.len()))
        .max();
    assert_eq!(worst, Some(Some(9)));
}

#[test]
fn sample_board_gives_the_judge_answer() {
    let board: Board = "0 0 1\n0 1 1\n1 0 0".parse().expect("sample parses");
    assert_eq!(Some(board), Board::from_bits(0b001_110_100));
    assert_eq!(lights::solve(board).map(|solution| solution.len()), Some(4));
    assert_eq!(SAMPLE, lights::solve(board));
}
