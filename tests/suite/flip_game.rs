//! Flip Game's own facts, against an independent breadth-first search (see
//! `common`); what every toggle puzzle promises is in `toggle.rs`.

use crate::common;

use common::{UNREACHABLE, cross_masks, flip_game_answers, press_all, toggle_distances};
use flipswap::flip_game::{self, Board, Colour};

/// The goals: all black (no bit set) and all white (every bit set).
const GOALS: [u16; 2] = [0x0000, 0xFFFF];

// `solve` and `from_bits` are usable in constants.
const SAMPLE: Option<flip_game::Solution> =
    flip_game::solve(Board::from_bits(0b1110_0110_0100_0110).expect("sixteen bits"));

fn oracle() -> (Vec<u16>, Vec<u8>) {
    let masks = cross_masks(4, 4);
    let distance = toggle_distances(&masks, &GOALS);
    (masks, distance)
}

fn boards() -> impl Iterator<Item = Board> {
    (0..=u16::MAX).map(|bits| Board::from_bits(bits).expect("sixteen bits"))
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
fn flip_game_picks_the_least_map_in_reading_order_among_fewest_flips() {
    let answers = flip_game_answers();
    // The rule decides something: 2,678 of the 4,096 solvable boards have
    // more than one optimal press set.
    let tied = answers.iter().filter(|&&(_, ways)| ways > 1).count();
    assert_eq!(tied, 2_678);
    for (bits, &(expected, ways)) in (0..=u16::MAX).zip(&answers) {
        assert_eq!(
            flip_game::solve(Board::from_bits(bits).expect("sixteen bits"))
                .map(|solution| solution.bits()),
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
fn sample_boards_give_the_judge_answers() {
    assert_eq!(SAMPLE.map(|solution| solution.len()), Some(4));
    let board: Board = "bwwb\nbbwb\nbwwb\nbwww".parse().expect("sample parses");
    assert_eq!(Some(board), Board::from_bits(0b1110_0110_0100_0110));
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
        assert_eq!(Board::from_bits(bits).map(Board::bits), Some(bits));
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
