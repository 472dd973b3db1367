//! The Pilots Brothers' refrigerator: every one of the 65,536 boards against
//! an independent breadth-first search and an enumeration of all 65,536 sets
//! of handles (see `common`).

mod common;

use common::{UNREACHABLE, minimal_press_sets, press_all, row_and_column_masks, toggle_distances};
use flipswap::fridge::{self, Board};
use proptest::prelude::*;

/// The goal: every handle open (no bit set).
const OPEN: u16 = 0x0000;

// `solve` and `from_bits` are usable in constants.
const SAMPLE: fridge::Solution = fridge::solve(Board::from_bits(0b0010_0000_0000_0010));

fn oracle() -> (Vec<u16>, Vec<u8>) {
    let masks = row_and_column_masks();
    let distance = toggle_distances(&masks, &[OPEN]);
    (masks, distance)
}

fn boards() -> impl Iterator<Item = Board> {
    (0..=u16::MAX).map(Board::from_bits)
}

#[test]
fn every_board_is_solvable() {
    let (_, distance) = oracle();
    assert!(distance.iter().all(|&d| d != UNREACHABLE));
}

#[test]
fn solution_presses_open_every_handle_in_the_fewest_turns() {
    let (masks, distance) = oracle();
    for board in boards() {
        let solution = fridge::solve(board);
        let reached = press_all(&masks, board.bits(), solution.bits());
        assert_eq!(
            reached,
            OPEN,
            "{:#06x}: presses {:#06x}",
            board.bits(),
            solution.bits()
        );
        assert_eq!(
            solution.len(),
            usize::from(distance[usize::from(board.bits())]),
            "{:#06x}",
            board.bits()
        );
        assert_eq!(solution.is_empty(), solution.bits() == 0);
    }
}

#[test]
fn solution_is_the_unique_minimal_set_of_handles() {
    let masks = row_and_column_masks();
    let minimal = minimal_press_sets(&masks, OPEN);
    for (bits, &(size, count)) in (0..=u16::MAX).zip(&minimal) {
        assert_eq!(count, 1, "{bits:#06x} has {count} minimal sets of {size}");
        let solution = fridge::solve(Board::from_bits(bits));
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
    let solution = fridge::solve(Board::from_bits(0xFFFF));
    assert_eq!(solution.len(), 16);
    assert_eq!(solution.bits(), 0xFFFF);
    let worst = boards().map(|board| fridge::solve(board).len()).max();
    assert_eq!(worst, Some(16));
}

#[test]
fn presses_are_distinct_cells_in_row_major_order_matching_bits() {
    for board in boards() {
        let solution = fridge::solve(board);
        let presses = solution.presses();
        assert_eq!(presses.len(), solution.len());
        let cells: Vec<_> = presses.collect();
        assert_eq!(cells.len(), solution.len());
        assert!(
            cells.iter().all(|cell| cell.row() < 4 && cell.col() < 4),
            "{cells:?}"
        );
        let indices: Vec<_> = cells
            .iter()
            .map(|cell| cell.row() * 4 + cell.col())
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
fn hint_is_a_turn_that_brings_the_goal_one_closer() {
    let (masks, distance) = oracle();
    for board in boards() {
        let here = distance[usize::from(board.bits())];
        let hint = fridge::hint(board);
        if here == 0 {
            assert_eq!(hint, None);
            continue;
        }
        let cell = hint.unwrap_or_else(|| panic!("{:#06x}: no hint", board.bits()));
        assert!(cell.row() < 4 && cell.col() < 4, "{cell:?}");
        let index = usize::from(cell.row() * 4 + cell.col());
        let after = board.bits() ^ masks[index];
        assert_eq!(
            distance[usize::from(after)],
            here - 1,
            "{:#06x}: hint {cell:?}",
            board.bits()
        );
    }
}

#[test]
fn hint_is_one_of_the_solution_presses() {
    for board in boards() {
        if let Some(cell) = fridge::hint(board) {
            let solution = fridge::solve(board);
            assert!(
                solution.presses().any(|press| press == cell),
                "{:#06x}: hint {cell:?}",
                board.bits()
            );
        }
    }
}

#[test]
fn sample_board_gives_the_judge_answer() {
    let board: Board = "-+--\n----\n----\n-+--".parse().expect("sample parses");
    assert_eq!(board, Board::from_bits(0b0010_0000_0000_0010));
    let solution = fridge::solve(board);
    assert_eq!(solution, SAMPLE);
    let cells: Vec<_> = solution
        .presses()
        .map(|cell| (cell.row() + 1, cell.col() + 1))
        .collect();
    assert_eq!(cells, [(1, 1), (1, 3), (1, 4), (4, 1), (4, 3), (4, 4)]);
}

#[test]
fn from_bits_keeps_every_bit_pattern() {
    for bits in 0..=u16::MAX {
        assert_eq!(Board::from_bits(bits).bits(), bits);
    }
}

#[test]
fn display_writes_four_rows_of_plus_and_minus() {
    for board in boards() {
        let rows: Vec<String> = (0..4)
            .map(|row| {
                (0..4)
                    .map(|col| {
                        if board.bits() >> (row * 4 + col) & 1 == 1 {
                            '+'
                        } else {
                            '-'
                        }
                    })
                    .collect()
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
        text in "(\u{FEFF})?([+\\-x]{3,5} *\\r?\n?){3,5}|[+\\- \\r\\n\\t\u{FEFF}x]{0,40}|\\PC{0,40}"
    ) {
        if let Ok(board) = text.parse::<Board>() {
            prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board));
        }
    }
}
