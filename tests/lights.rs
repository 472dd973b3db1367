//! Turn on all the lights: every one of the 512 boards against an
//! independent breadth-first search and an enumeration of all 512 sets of
//! presses (see `common`).

mod common;

use common::{UNREACHABLE, cross_masks, minimal_press_sets, press_all, toggle_distances};
use flipswap::lights::{self, Board};
use proptest::prelude::*;

/// The goal: all nine lights on.
const ALL_ON: u16 = 0x01FF;

// `solve` and `from_bits` are usable in constants.
const SAMPLE: Option<lights::Solution> = match Board::from_bits(0b001_110_100) {
    Some(board) => Some(lights::solve(board)),
    None => None,
};

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
fn solution_presses_turn_on_every_light_in_the_fewest_presses() {
    let (masks, distance) = oracle();
    for board in boards() {
        let solution = lights::solve(board);
        let reached = press_all(&masks, board.bits(), solution.bits());
        assert_eq!(
            reached,
            ALL_ON,
            "{:#05x}: presses {:#05x}",
            board.bits(),
            solution.bits()
        );
        assert_eq!(
            solution.len(),
            usize::from(distance[usize::from(board.bits())]),
            "{:#05x}",
            board.bits()
        );
        assert_eq!(solution.is_empty(), solution.bits() == 0);
    }
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
            lights::solve(board).len(),
            usize::from(size),
            "{:#05x}",
            board.bits()
        );
    }
}

#[test]
fn worst_board_needs_nine_presses() {
    let worst = boards().map(|board| lights::solve(board).len()).max();
    assert_eq!(worst, Some(9));
}

#[test]
fn presses_are_distinct_cells_in_row_major_order_matching_bits() {
    for board in boards() {
        let solution = lights::solve(board);
        let presses = solution.presses();
        assert_eq!(presses.len(), solution.len());
        let cells: Vec<_> = presses.collect();
        assert_eq!(cells.len(), solution.len());
        assert!(
            cells.iter().all(|cell| cell.row() < 3 && cell.col() < 3),
            "{cells:?}"
        );
        let indices: Vec<_> = cells
            .iter()
            .map(|cell| cell.row() * 3 + cell.col())
            .collect();
        assert!(
            indices.windows(2).all(|pair| pair[0] < pair[1]),
            "{cells:?}"
        );
        let bits = indices.iter().fold(0u16, |bits, &index| bits | 1 << index);
        assert_eq!(bits, solution.bits());
    }
}

#[test]
fn hint_is_a_press_that_brings_the_goal_one_closer() {
    let (masks, distance) = oracle();
    for board in boards() {
        let here = distance[usize::from(board.bits())];
        let hint = lights::hint(board);
        if here == 0 {
            assert_eq!(hint, None);
            continue;
        }
        let cell = hint.unwrap_or_else(|| panic!("{:#05x}: no hint", board.bits()));
        assert!(cell.row() < 3 && cell.col() < 3, "{cell:?}");
        let index = usize::from(cell.row() * 3 + cell.col());
        let after = board.bits() ^ masks[index];
        assert_eq!(
            distance[usize::from(after)],
            here - 1,
            "{:#05x}: hint {cell:?}",
            board.bits()
        );
    }
}

#[test]
fn hint_is_one_of_the_solution_presses() {
    for board in boards() {
        if let Some(cell) = lights::hint(board) {
            let solution = lights::solve(board);
            assert!(
                solution.presses().any(|press| press == cell),
                "{:#05x}: hint {cell:?}",
                board.bits()
            );
        }
    }
}

#[test]
fn sample_board_gives_the_judge_answer() {
    let board: Board = "0 0 1\n0 1 1\n1 0 0".parse().expect("sample parses");
    assert_eq!(Some(board), Board::from_bits(0b001_110_100));
    assert_eq!(lights::solve(board).len(), 4);
    assert_eq!(SAMPLE, Some(lights::solve(board)));
}

#[test]
fn display_writes_three_rows_of_spaced_digits() {
    for board in boards() {
        let rows: Vec<String> = (0..3)
            .map(|row| {
                let digits: Vec<&str> = (0..3)
                    .map(|col| {
                        if board.bits() >> (row * 3 + col) & 1 == 1 {
                            "1"
                        } else {
                            "0"
                        }
                    })
                    .collect();
                digits.join(" ")
            })
            .collect();
        assert_eq!(board.to_string(), rows.join("\n"));
    }
}

#[test]
fn display_then_parse_gives_the_same_board() {
    for board in boards() {
        assert_eq!(board.to_string().parse::<Board>(), Ok(board));
    }
}

proptest! {
    #[test]
    fn parse_never_panics_and_accepts_only_boards_that_round_trip(
        text in "(\u{FEFF})?(([01x] ?){2,4} *\\r?\n?){2,4}|[01 \\r\\n\\t\u{FEFF}x]{0,40}|\\PC{0,40}"
    ) {
        if let Ok(board) = text.parse::<Board>() {
            prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board));
        }
    }
}
