//! The swap game on every board size from 1 × 1 to 8 × 8 against the
//! oracles of `common::swap_grid`: breadth-first search on every size of at
//! most 16 cells, an exact matching (minimum-cost flow, itself checked
//! against dynamic programming over subsets) on the larger sizes, and every
//! answer's swaps replayed with the oracle's own swap rule.

use crate::common;

use common::Rng;
use common::swap_grid::{
    FAR, bfs, costs, fewest_swaps, matching_by_flow, matching_by_subsets, random_board, swap,
};
use flipswap::swap_game::{
    self, AnyPair, AnySolution, Board, Grid, MAX_ANY_SWAPS, MAX_PIECES, MAX_SIDE, Pair,
};
use flipswap::{Cell, Mismatch};

/// Makes every swap of `solution` on `start` by the oracle's rule, checking
/// that each moves a black piece into an edge-adjacent empty cell and that
/// they end on `target`; returns how many there were.
fn replay(rows: usize, cols: usize, start: u64, target: u64, solution: &AnySolution) -> usize {
    assert_eq!(
        (usize::from(solution.rows()), usize::from(solution.cols())),
        (rows, cols)
    );
    let moves = solution.moves();
    assert_eq!(moves.len(), solution.len(), "the iterator's exact size");
    let mut board = start;
    let mut count = 0;
    for (from, to) in moves {
        for cell in [from, to] {
            assert!(
                usize::from(cell.row()) < rows && usize::from(cell.col()) < cols,
                "{cell:?} is off the {rows} × {cols} board"
            );
        }
        let (a, b) = (
            usize::from(from.row()) * cols + usize::from(from.col()),
            usize::from(to.row()) * cols + usize::from(to.col()),
        );
        let apart = from.row().abs_diff(to.row()) + from.col().abs_diff(to.col());
        assert_eq!(
            apart, 1,
            "swap {count}: {from:?} and {to:?} are not neighbours"
        );
        assert_eq!(
            board >> a & 1,
            1,
            "swap {count}: no black piece at {from:?}"
        );
        assert_eq!(board >> b & 1, 0, "swap {count}: {to:?} is not empty");
        board = swap(board, a, b);
        count += 1;
    }
    assert_eq!(
        board, target,
        "{rows} × {cols}: {start:#x} -> {target:#x} ends elsewhere"
    );
    assert_eq!(count, solution.len());
    assert!(count <= MAX_ANY_SWAPS);
    count
}

fn solve(rows: usize, cols: usize, start: u64, target: u64) -> AnySolution {
    let grid = |bits| Grid::from_bits(rows as u8, cols as u8, bits).expect("a board");
    AnyPair::new(grid(start), grid(target))
        .expect("one size, equal counts")
        .solve()
        .expect("a pair can always be solved")
}

fn sizes() -> impl Iterator<Item = (usize, usize)> {
    (1..=8).flat_map(|rows| (1..=8).map(move |cols| (rows, cols)))
}

#[test]
fn every_size_of_at_most_16_cells_agrees_with_breadth_first_search() {
    let mut rng = Rng::new(0x5EED_0B0A_4D51);
    for (rows, cols) in sizes().filter(|&(r, c)| r * c <= 16) {
        let cells = rows * cols;
        for round in 0..4 {
            let ones = if round == 0 {
                cells / 2
            } else {
                (rng.next_u64() % (cells as u64 + 1)) as usize
            };
            let start = random_board(&mut rng, rows, cols, ones);
            let distance = bfs(rows, cols, start);
            for _ in 0..150 {
                let target = random_board(&mut rng, rows, cols, ones);
                let solution = solve(rows, cols, start, target);
                let d = distance[target as usize];
                assert_ne!(d, FAR);
                assert_eq!(
                    solution.len(),
                    usize::from(d),
                    "{rows} × {cols}: {start:#x} -> {target:#x}"
                );
                replay(rows, cols, start, target, &solution);
            }
        }
    }
}

#[test]
fn the_flow_oracle_agrees_with_dynamic_programming_over_subsets() {
    let mut rng = Rng::new(0x0F10_3D9A);
    for round in 0..400 {
        let (rows, cols) = (1 + round % 8, 1 + (round / 8) % 8);
        let cells = rows * cols;
        let ones = (rng.next_u64() % (cells as u64 + 1)) as usize;
        let (start, target) = (
            random_board(&mut rng, rows, cols, ones),
            random_board(&mut rng, rows, cols, ones),
        );
        let table = costs(start & !target, target & !start, cols);
        if table.len() > 12 {
            continue;
        }
        assert_eq!(matching_by_flow(&table), matching_by_subsets(&table));
    }
}

#[test]
fn every_larger_size_agrees_with_an_exact_matching() {
    let mut rng = Rng::new(0x5EED_8B8B);
    for (rows, cols) in sizes().filter(|&(r, c)| r * c > 16) {
        let cells = rows * cols;
        for round in 0..12 {
            let ones = if round == 0 {
                cells / 2
            } else {
                (rng.next_u64() % (cells as u64 + 1)) as usize
            };
            let (start, target) = (
                random_board(&mut rng, rows, cols, ones),
                random_board(&mut rng, rows, cols, ones),
            );
            let solution = solve(rows, cols, start, target);
            assert_eq!(
                solution.len() as i64,
                fewest_swaps(start, target, cols),
                "{rows} × {cols}: {start:#x} -> {target:#x}"
            );
            replay(rows, cols, start, target, &solution);
        }
    }
}

/// Pairs where 32 pieces change place, the most there can be.
#[test]
fn thirty_two_pieces_on_8_by_8_agree_with_an_exact_matching() {
    let mut rng = Rng::new(0x3232_8888);
    let mut pairs = vec![
        (0x0000_0000_FFFF_FFFF, 0xFFFF_FFFF_0000_0000), // top half to bottom half
        (0x0F0F_0F0F_0F0F_0F0F, 0xF0F0_F0F0_F0F0_F0F0), // left half to right half
        (0x55AA_55AA_55AA_55AA, 0xAA55_AA55_AA55_AA55), // a chequerboard to its inverse
    ];
    for _ in 0..40 {
        let start = random_board(&mut rng, 8, 8, 32);
        pairs.push((start, !start));
    }
    for (start, target) in pairs {
        let solution = solve(8, 8, start, target);
        assert_eq!(solution.pairing().len(), MAX_PIECES);
        assert_eq!(
            solution.len() as i64,
            fewest_swaps(start, target, 8),
            "{start:#x} -> {target:#x}"
        );
        replay(8, 8, start, target, &solution);
    }
}

/// The 32 cells nearest the top left corner (by row + col) to the 32
/// nearest the bottom right: every piece crosses the board.
#[test]
fn opposite_corners_of_8_by_8_replay_in_full() {
    let mut cells: Vec<usize> = (0..64).collect();
    cells.sort_by_key(|&i| (i / 8 + i % 8, i));
    let start = cells[..32].iter().fold(0u64, |b, &i| b | 1 << i);
    let target = !start;
    let solution = solve(8, 8, start, target);
    let fewest = fewest_swaps(start, target, 8);
    assert_eq!(solution.len() as i64, fewest);
    assert_eq!(replay(8, 8, start, target, &solution), solution.len());
    assert!(solution.len() <= MAX_ANY_SWAPS);
    // Each swap moves one piece one step, so the rows the pieces gain (100)
    // and the columns (68) bound the count from below; it is met.
    assert_eq!(
        (start, target),
        (0x0001_0307_1F3F_7FFF, 0xFFFE_FCF8_E0C0_8000)
    );
    assert_eq!(solution.len(), 168);
}

/// The capacity statement: no pair needs more than `MAX_ANY_SWAPS`, since
/// at most `MAX_PIECES` pieces move and none further than the board's
/// corners are apart; and the answer is made on demand, so its length is
/// whatever the pairing says, checked against the swaps actually made.
#[test]
fn max_any_swaps_bounds_every_answer_and_the_moves_match_the_count() {
    assert_eq!(MAX_PIECES, 32);
    assert_eq!(usize::from(MAX_SIDE), 8);
    assert_eq!(
        MAX_ANY_SWAPS,
        MAX_PIECES * (2 * (usize::from(MAX_SIDE) - 1))
    );
    let mut rng = Rng::new(0xCA9A_C17E);
    for _ in 0..200 {
        let start = random_board(&mut rng, 8, 8, 32);
        let solution = solve(8, 8, start, !start);
        let total: usize = solution
            .pairing()
            .map(|(a, b)| usize::from(a.row().abs_diff(b.row()) + a.col().abs_diff(b.col())))
            .sum();
        assert_eq!(total, solution.len());
        assert!(solution.len() <= MAX_ANY_SWAPS);
        assert_eq!(solution.moves().count(), solution.len());
    }
}

#[test]
fn on_4_by_4_a_grid_gives_the_same_swaps_as_a_board() {
    let mut rng = Rng::new(0x4444_1225);
    for round in 0..20_000u32 {
        let ones = round % 17;
        let (start, target) = (rng.board_with(ones), rng.board_with(ones));
        let board = |bits| Board::from_bits(bits).expect("sixteen bits");
        let pair = Pair::new(board(start), board(target)).expect("equal");
        let any = AnyPair::from(pair);
        assert_eq!(any.start().bits(), u64::from(start));
        let (board, grid) = (
            pair.solve().expect("a pair can always be solved"),
            any.solve().expect("a pair can always be solved"),
        );
        assert!(
            board.moves().eq(grid.moves()),
            "{start:#06x} -> {target:#06x}"
        );
        assert_eq!(board.to_string(), grid.to_string());
        assert_eq!(board.first(), grid.first());
    }
}

#[test]
fn grids_refuse_sizes_and_bits_off_the_board() {
    for (rows, cols) in [(0, 3), (3, 0), (9, 8), (8, 9)] {
        let error = Grid::new(rows, cols).expect_err("not a size");
        assert_eq!(
            (error.rows(), error.cols(), error.most()),
            (rows.into(), cols.into(), 8)
        );
        assert_eq!(Grid::from_bits(rows, cols, 0), None);
    }
    assert_eq!(
        Grid::new(9, 8).map_err(|error| error.to_string()),
        Err("a board has 1 to 8 rows and 1 to 8 columns, not 9 × 8".to_owned())
    );
    assert_eq!(Grid::new(8, 8).map(|g| g.count()), Ok(0));
    assert_eq!(Grid::from_bits(8, 8, u64::MAX).map(|g| g.count()), Some(64));
    assert_eq!(Grid::from_bits(7, 8, 1 << 56), None);
    assert_eq!(Grid::from_bits(1, 1, 2), None);
    let grid = Grid::from_bits(2, 2, 0b0001).expect("2 × 2");
    assert_eq!(grid.is_black(Cell::new(0, 0)), Some(true));
    assert_eq!(grid.is_black(Cell::new(2, 0)), None);
    assert_eq!(grid.swap(Cell::new(0, 0), Cell::new(1, 1)), None);
    assert_eq!(grid.swap(Cell::new(0, 1), Cell::new(0, 2)), None);
    assert_eq!(
        grid.with(Cell::new(1, 1), true).map(|g| g.bits()),
        Some(0b1001)
    );
    assert_eq!(grid.to_string(), "10\n00");
    assert_eq!(format!("{grid:?}"), "Grid(10/00)");
}

#[test]
fn pairs_of_other_sizes_or_counts_are_errors() {
    let a = Grid::from_bits(2, 3, 0b1).expect("2 × 3");
    let b = Grid::from_bits(3, 2, 0b1).expect("3 × 2");
    let c = Grid::from_bits(2, 3, 0b11).expect("2 × 3");
    assert_eq!(
        AnyPair::new(a, b),
        Err(Mismatch::Size {
            start: (2, 3),
            target: (3, 2)
        })
    );
    match AnyPair::new(a, c) {
        Err(Mismatch::Count { start, target }) => assert_eq!((start, target), (1, 2)),
        other => panic!("{other:?}"),
    }
    let same = AnyPair::new(c, c)
        .expect("a pair")
        .solve()
        .expect("a pair can always be solved");
    assert!(same.is_empty());
    assert_eq!(same.first(), None);
    assert_eq!(same.to_string(), "0");
    let _ = swap_game::MAX_SWAPS;
}

#[test]
fn a_solution_holds_the_pairing_not_the_swaps() {
    // The start, the size, the counts and two arrays of 32 cells: 80 bytes
    // whatever the number of swaps.
    assert_eq!(std::mem::size_of::<AnySolution>(), 80);
}

mod any_input {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn grids_take_any_size_bits_and_cells(
            rows in any::<u8>(), cols in any::<u8>(), bits in any::<u64>(),
            row in any::<u8>(), col in any::<u8>(),
        ) {
            let grid = Grid::from_bits(rows, cols, bits);
            let fits = (1..=8).contains(&rows) && (1..=8).contains(&cols)
                && (u32::from(rows) * u32::from(cols) == 64
                    || bits >> (u32::from(rows) * u32::from(cols)) == 0);
            prop_assert_eq!(grid.is_some(), fits);
            if let Some(grid) = grid {
                let cell = Cell::new(row, col);
                let _ = grid.is_black(cell);
                let _ = grid.with(cell, true);
                let _ = grid.swap(cell, Cell::new(row.wrapping_add(1), col));
                let _ = grid.swap(cell, Cell::new(row, col.wrapping_add(1)));
                let _ = grid.swap(cell, cell);
            }
        }

        #[test]
        fn any_8_by_8_pair_of_equal_counts_solves_and_replays(bits in any::<u64>(), turn in 0u32..64) {
            // The same count of `1`s, scattered differently.
            let (start, target) = (bits, bits.rotate_left(turn).reverse_bits());
            let solution = solve(8, 8, start, target);
            prop_assert_eq!(replay(8, 8, start, target, &solution), solution.len());
            prop_assert_eq!(solution.len() as i64, fewest_swaps(start, target, 8));
        }
    }
}
