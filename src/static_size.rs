//! The byte size of every table build.rs writes, pinned. A table that grows,
//! shrinks or appears shows up here first, and these are the numbers that
//! PERFORMANCE.md's "Flash" section gives for each puzzle.

use core::mem::size_of_val;

use crate::tables;

#[test]
fn dense_tables_hold_one_u16_per_board() {
    assert_eq!(size_of_val(&tables::FLIP_GAME), 131_072);
    assert_eq!(size_of_val(&tables::FRIDGE), 131_072);
    assert_eq!(size_of_val(&tables::LIGHTS), 1_024);
}

#[test]
fn compact_tables_are_a_few_dozen_bytes() {
    let flip_game = [
        size_of_val(&tables::FLIP_GAME_COLUMNS),
        size_of_val(&tables::FLIP_GAME_CHECKS),
        size_of_val(&tables::FLIP_GAME_IDLE),
    ];
    // 16 columns, 4 parity checks, the 16 press sets that change nothing.
    assert_eq!(flip_game, [32, 8, 32]);
    assert_eq!(flip_game.iter().sum::<usize>(), 72);
    // Full rank: 16 columns, no checks, no idle press sets.
    assert_eq!(size_of_val(&tables::FRIDGE_COLUMNS), 32);
    // Full rank: 9 columns, no checks, no idle press sets.
    assert_eq!(size_of_val(&tables::LIGHTS_COLUMNS), 18);
}

#[test]
fn a_lights_out_solver_is_2696_bytes_whatever_its_size() {
    // 20 press maps of 16 words, 32 inverse columns and four sizes.
    assert_eq!(crate::lights_out::Solver::BYTES, 2_696);
    let five = crate::lights_out::Solver::new(5, 5).ok();
    assert_eq!(five.map(|solver| size_of_val(&solver)), Some(2_696));
}

#[test]
fn the_four_by_four_swap_solver_keeps_a_table_of_256_distances() {
    assert_eq!(size_of_val(&crate::swap_game::pairing::FOUR_WIDE), 256);
}

#[test]
fn the_eight_puzzle_keeps_two_bits_a_board_for_each_of_three_goals() {
    // 181,440 boards reach a goal, four to a byte.
    let goals = [
        &tables::EIGHT_CORNER,
        &tables::EIGHT_EDGE,
        &tables::EIGHT_CENTRE,
    ];
    bytes(goals.map(size_of_val), [45_360; 3], 136_080);
    // How many boards need each number of moves, 0 to 31, for each table.
    let histograms = [
        size_of_val(&tables::EIGHT_CORNER_HISTOGRAM),
        size_of_val(&tables::EIGHT_EDGE_HISTOGRAM),
        size_of_val(&tables::EIGHT_CENTRE_HISTOGRAM),
    ];
    assert_eq!(histograms.iter().sum::<usize>(), 192);
    // The population counts of the rank.
    assert_eq!(size_of_val(&crate::tiles::rules::BITS_SET), 256);
}

#[test]
fn the_fifteen_puzzle_keeps_three_pattern_databases_of_four_bits_a_placing() {
    use tables::{FIFTEEN_GROUP_0, FIFTEEN_GROUP_1, FIFTEEN_GROUP_2};
    let groups = [
        &FIFTEEN_GROUP_0[..],
        &FIFTEEN_GROUP_1[..],
        &FIFTEEN_GROUP_2[..],
    ];
    // 2^20 numbers of five tiles' cells (the 524,160 placings among them),
    // two to a byte; with fifteen-6-6-3, 2^24 numbers of six tiles' cells
    // (5,765,760 placings) and 2^12 of three (3,360).
    let (six, three) = (8_388_608, 2_048);
    let (each, own_each, all) = if cfg!(feature = "fifteen-6-6-3") {
        ([six, six, three], [six, three, six], 16_779_264)
    } else {
        ([524_288; 3], [524_288; 3], 1_572_864)
    };
    bytes(groups.map(<[u8]>::len), each, all);
    // Sliding tiles' targets with the blank in the centre, on the edge and
    // in that cell's image: each its own table of the group of the tile
    // that is at home in the bottom-right corner.
    let own = [
        &tables::FIFTEEN_BLANK_10[..],
        &tables::FIFTEEN_BLANK_14[..],
        &tables::FIFTEEN_BLANK_11[..],
    ];
    bytes(own.map(<[u8]>::len), own_each, all);
    // The search's path: 81 frames of a board in four words and its moves
    // still to try.
    assert_eq!(crate::fifteen::SEARCH_STACK_BYTES, 3_240);
}

#[test]
fn sliding_tiles_keep_two_bits_a_board_for_each_cell_of_the_blank_up_to_eight_cells() {
    // 4! / 2 = 12 boards a goal, 4 goals; 6! / 2 = 360, 6 goals; 8! / 2 =
    // 20,160, 8 goals; four boards a byte.
    // Each size's table, and the most moves to each goal, a byte a cell of
    // its blank.
    let sizes = [
        (&tables::TILES_2X2[..], &tables::TILES_2X2_MOST[..]),
        (&tables::TILES_2X3[..], &tables::TILES_2X3_MOST[..]),
        (&tables::TILES_3X2[..], &tables::TILES_3X2_MOST[..]),
        (&tables::TILES_2X4[..], &tables::TILES_2X4_MOST[..]),
        (&tables::TILES_4X2[..], &tables::TILES_4X2_MOST[..]),
    ];
    let each = [12, 540, 540, 40_320, 40_320];
    bytes(sizes.map(|(table, _)| table.len()), each, 81_732);
    assert_eq!(crate::tiles::TABLE_BYTES, 81_732);
    bytes(sizes.map(|(_, most)| most.len()), [4, 6, 6, 8, 8], 32);
}

/// Checks tables' sizes in bytes: each as `expected`, `all` together.
fn bytes<const N: usize>(each: [usize; N], expected: [usize; N], all: usize) {
    assert_eq!(each, expected);
    assert_eq!(each.iter().sum::<usize>(), all);
}

#[test]
fn a_parse_error_stays_small() {
    // A mistake is returned by value from every item a reader reads: a
    // number too large keeps its digits without growing it.
    assert_eq!(core::mem::size_of::<crate::ParseErrorKind>(), 24);
    assert_eq!(core::mem::size_of::<crate::Written>(), 23);
}
