//! Flip Game: every one of the 65,536 boards against an independent
//! breadth-first search (see `common`).

mod common;

use common::{UNREACHABLE, cross_masks, flip_game_answers, press_all, toggle_distances};
use flipswap::flip_game::{self, Board, Colour};
use proptest::prelude::*;

/// The goals: all black (no bit set) and all white (every bit set).
const GOALS: [u16; 2] = [0x0000, 0xFFFF];

// `solve` and `from_bits` are usable in constants.
const SAMPLE: Option<flip_game::Solution> =
    flip_game::solve(Board::from_bits(0b1110_0110_0100_0110));

fn oracle() -> (Vec<u16>, Vec<u8>) {
    let masks = cross_masks(4, 4);
    let distance = toggle_distances(&masks, &GOALS);
    (masks, distance)
}

fn boards() -> impl Iterator<Item = Board> {
    (0..=u16::MAX).map(Board::from_bits)
}

#[test]
fn solution_presses_reach_one_colour_in_the_fewest_flips() {
    let (masks, distance) = oracle();
    for board in boards() {
        let Some(solution) = flip_game::solve(board) else {
            continue;
        };
        let reached = press_all(&masks, board.bits(), solution.bits());
        assert!(
            GOALS.contains(&reached),
            "{:#06x}: presses {:#06x} reach {reached:#06x}",
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
fn impossible_exactly_when_no_flips_reach_one_colour() {
    let (_, distance) = oracle();
    for board in boards() {
        let reachable = distance[usize::from(board.bits())] != UNREACHABLE;
        assert_eq!(
            flip_game::solve(board).is_some(),
            reachable,
            "{:#06x}",
            board.bits()
        );
    }
}

#[test]
fn exactly_4096_boards_are_solvable() {
    assert_eq!(
        boards()
            .filter(|&board| flip_game::solve(board).is_some())
            .count(),
        4096
    );
    let (_, distance) = oracle();
    assert_eq!(distance.iter().filter(|&&d| d != UNREACHABLE).count(), 4096);
}

#[test]
fn worst_solvable_board_needs_six_flips() {
    let worst = boards()
        .filter_map(flip_game::solve)
        .map(|solution| solution.len())
        .max();
    assert_eq!(worst, Some(6));
}

#[test]
fn flip_game_picks_the_smallest_mask_among_fewest_flips() {
    let answers = flip_game_answers();
    // The rule decides something: 2,678 of the 4,096 solvable boards have
    // more than one optimal press set.
    let tied = answers.iter().filter(|&&(_, ways)| ways > 1).count();
    assert_eq!(tied, 2_678);
    for (bits, &(expected, ways)) in (0..=u16::MAX).zip(&answers) {
        assert_eq!(
            flip_game::solve(Board::from_bits(bits)).map(|solution| solution.bits()),
            expected,
            "board {bits:#06x}, one of {ways} optimal press sets"
        );
    }
}

#[test]
fn colour_is_the_colour_the_presses_reach() {
    let masks = cross_masks(4, 4);
    for board in boards() {
        let Some(solution) = flip_game::solve(board) else {
            continue;
        };
        let expected = match press_all(&masks, board.bits(), solution.bits()) {
            0x0000 => Colour::Black,
            0xFFFF => Colour::White,
            other => panic!(
                "{:#06x} does not reach one colour but {other:#06x}",
                board.bits()
            ),
        };
        assert_eq!(solution.colour(), expected, "{:#06x}", board.bits());
    }
}

#[test]
fn presses_are_distinct_cells_in_row_major_order_matching_bits() {
    for board in boards() {
        let Some(solution) = flip_game::solve(board) else {
            continue;
        };
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
fn hint_is_a_flip_that_brings_the_goal_one_closer() {
    let (masks, distance) = oracle();
    for board in boards() {
        let here = distance[usize::from(board.bits())];
        let hint = flip_game::hint(board);
        if here == 0 || here == UNREACHABLE {
            assert_eq!(hint, None, "{:#06x}", board.bits());
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
        if let (Some(cell), Some(solution)) = (flip_game::hint(board), flip_game::solve(board)) {
            assert!(
                solution.presses().any(|press| press == cell),
                "{:#06x}: hint {cell:?}",
                board.bits()
            );
        }
    }
}

#[test]
fn sample_boards_give_the_judge_answers() {
    assert_eq!(SAMPLE.map(|solution| solution.len()), Some(4));
    let board: Board = "bwwb\nbbwb\nbwwb\nbwww".parse().expect("sample parses");
    assert_eq!(board, Board::from_bits(0b1110_0110_0100_0110));
    assert_eq!(
        flip_game::solve(board).map(|solution| solution.len()),
        Some(4)
    );
    let impossible: Board = "bwbw\nwwww\nwwww\nwwww".parse().expect("sample parses");
    assert_eq!(flip_game::solve(impossible), None);
}

#[test]
fn from_bits_keeps_every_bit_pattern() {
    for bits in 0..=u16::MAX {
        assert_eq!(Board::from_bits(bits).bits(), bits);
    }
}

#[test]
fn display_writes_four_rows_of_b_and_w() {
    for board in boards() {
        let rows: Vec<String> = (0..4)
            .map(|row| {
                (0..4)
                    .map(|col| {
                        if board.bits() >> (row * 4 + col) & 1 == 1 {
                            'w'
                        } else {
                            'b'
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

#[test]
fn parse_error_names_line_column_and_the_bad_character() {
    let error = "bwwb\nbbwb\nbxwb\nbwww"
        .parse::<Board>()
        .expect_err("x is not a piece");
    assert_eq!((error.line(), error.column()), (3, 2));
    assert_eq!(
        error.to_string(),
        "line 3, column 2: expected 'b' or 'w', found 'x'"
    );
}

proptest! {
    #[test]
    fn parse_never_panics_and_accepts_only_boards_that_round_trip(
        text in "(\u{FEFF})?([bwx]{3,5} *\\r?\n?){3,5}|[bw \\r\\n\\t\u{FEFF}x]{0,40}|\\PC{0,40}"
    ) {
        if let Ok(board) = text.parse::<Board>() {
            prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board));
        }
    }
}
