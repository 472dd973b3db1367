//! The black and white swap game against an independent breadth-first search
//! over boards, and the bound [`swap_game::MAX_SWAPS`] by an exhaustive
//! computation over every possible input pair (see `common`).

use crate::common;

use common::{
    Rng, UNREACHABLE, adjacent_pairs, cells_of, grid_distance, matching_cost, matching_cost_of,
    swap_cells, swap_distances,
};
use flipswap::Cell;
use flipswap::Mismatch;
use flipswap::swap_game::{self, Board, Pair, Solution};
use proptest::prelude::*;
use std::sync::OnceLock;

/// The 4 × 4 board of `bits`: every `u16` is one.
fn board_of(bits: u16) -> Board {
    Board::from_bits(bits).expect("sixteen bits make a board")
}

/// The pair of the boards of `start` and `target`, or the mismatch of
/// their counts.
/// The counts of black pieces of a pair that do not match.
fn counts(mismatch: Mismatch) -> (u32, u32) {
    match mismatch {
        Mismatch::Count { start, target } => (start.into(), target.into()),
        other => panic!("not a count: {other:?}"),
    }
}

fn pair_of(start: u16, target: u16) -> Result<Pair, Mismatch> {
    Pair::new(board_of(start), board_of(target))
}

/// `swap_game::solve` of the pair of `start` and `target`, whose counts
/// must match.
fn solve(start: u16, target: u16) -> Solution {
    let pair = pair_of(start, target).expect("equal counts");
    swap_game::solve(pair).expect("a pair can always be solved")
}

fn index(cell: Cell) -> usize {
    assert!(
        cell.row() < 4 && cell.col() < 4,
        "{cell:?} is off the board"
    );
    usize::from(cell.row() * 4 + cell.col())
}

/// Makes every move of `solution` on `start`, checking that each one moves a
/// black piece into an edge-adjacent empty cell and that the moves end on
/// `target`; returns how many moves there were.
fn replay(start: u16, target: u16, solution: &Solution) -> usize {
    let mut board = start;
    let mut moves = 0;
    for (from, to) in solution.moves() {
        let (a, b) = (index(from), index(to));
        assert_eq!(
            grid_distance(a, b),
            1,
            "move {moves}: {from:?} -> {to:?} is not between neighbours"
        );
        assert_eq!(
            board >> a & 1,
            1,
            "move {moves}: no black piece at {from:?} on {board:#06x}"
        );
        assert_eq!(
            board >> b & 1,
            0,
            "move {moves}: {to:?} is not empty on {board:#06x}"
        );
        board = swap_cells(board, a, b);
        moves += 1;
    }
    assert_eq!(
        board, target,
        "{start:#06x} -> {target:#06x}: the moves end elsewhere"
    );
    moves
}

/// A board with `ones` black pieces in shuffled cells.
fn board_with(ones: usize) -> impl Strategy<Value = u16> {
    Just((0..16).map(|cell| cell < ones).collect::<Vec<bool>>())
        .prop_shuffle()
        .prop_map(|cells| {
            cells
                .iter()
                .enumerate()
                .fold(0u16, |board, (cell, &one)| board | u16::from(one) << cell)
        })
}

/// A start and a target with the same number of black pieces, any from 0 to 16.
fn equal_count_pair() -> impl Strategy<Value = (u16, u16)> {
    (0usize..=16).prop_flat_map(|ones| (board_with(ones), board_with(ones)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn solve_moves_reach_the_target_in_the_fewest_swaps((start, target) in equal_count_pair()) {
        let distance = swap_distances(start)[usize::from(target)];
        prop_assert_ne!(distance, UNREACHABLE);
        let solution = solve(start, target);
        let moves = replay(start, target, &solution);
        prop_assert_eq!(moves, solution.len());
        prop_assert_eq!(solution.len(), usize::from(distance));
        prop_assert!(solution.len() <= swap_game::MAX_SWAPS);
    }

    #[test]
    fn hint_is_a_move_that_brings_the_target_one_closer((start, target) in equal_count_pair()) {
        let hint = swap_game::hint(pair_of(start, target).expect("equal counts"));
        let Some((from, to)) = hint else {
            prop_assert_eq!(start, target);
            return Ok(());
        };
        let (a, b) = (index(from), index(to));
        prop_assert_eq!(grid_distance(a, b), 1);
        prop_assert_eq!((start >> a & 1, start >> b & 1), (1, 0));
        // Distances from the target: a swap undoes itself, so they are the
        // distances to it.
        let distance = swap_distances(target);
        let after = swap_cells(start, a, b);
        prop_assert_eq!(distance[usize::from(after)] + 1, distance[usize::from(start)]);
    }

    #[test]
    fn parse_never_panics_and_accepts_only_boards_that_round_trip(
        text in "(\u{FEFF})?([01x]{3,5} *\\r?\n?){3,9}|[01 \\r\\n\\t\u{FEFF}x]{0,80}|\\PC{0,80}"
    ) {
        if let Ok(board) = text.parse::<Board>() {
            prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board));
        }
        if let Ok(pair) = text.parse::<Pair>() {
            prop_assert_eq!(pair.start().bits().count_ones(), pair.target().bits().count_ones());
            prop_assert_eq!(pair.to_string().parse::<Pair>(), Ok(pair));
        }
    }

    #[test]
    fn pair_display_then_parse_gives_the_same_pair((start, target) in equal_count_pair()) {
        let pair = pair_of(start, target).expect("equal counts");
        prop_assert_eq!(pair.to_string(), format!("{}\n{}", pair.start(), pair.target()));
        prop_assert_eq!(pair.to_string().parse::<Pair>(), Ok(pair));
    }

    #[test]
    fn any_bit_patterns_solve_without_panicking(start in any::<u16>(), target in any::<u16>()) {
        let (ones, wanted) = (start.count_ones(), target.count_ones());
        match pair_of(start, target) {
            Ok(pair) => {
                let solution = swap_game::solve(pair).expect("a pair can always be solved");
                let hint = swap_game::hint(pair);
                prop_assert_eq!(ones, wanted);
                prop_assert_eq!(replay(start, target, &solution), solution.len());
                let optimal = matching_cost(start & !target, target & !start);
                prop_assert_eq!(solution.len(), usize::from(optimal));
                prop_assert_eq!(hint.is_some(), start != target);
                prop_assert_eq!(hint, solution.first());
            }
            Err(mismatch) => {
                prop_assert_ne!(ones, wanted);
                prop_assert_eq!(counts(mismatch), (ones, wanted));
            }
        }
    }
}

#[test]
fn unequal_counts_are_an_error_that_gives_both_counts() {
    for (start, target) in [
        (0x0000, 0x0001),
        (0xFFFF, 0x7FFF),
        (0x00FF, 0x0FFF),
        (0x0001, 0x0000),
    ] {
        let mismatch = pair_of(start, target).expect_err("counts differ");
        assert_eq!(counts(mismatch), (start.count_ones(), target.count_ones()));
    }
}

#[test]
fn sample_pair_takes_four_swaps() {
    let start: Board = "1111\n0000\n1110\n0010".parse().expect("sample parses");
    let target: Board = "1010\n0101\n1010\n0101".parse().expect("sample parses");
    let solution = solve(start.bits(), target.bits());
    assert_eq!(solution.len(), 4);
    assert_eq!(replay(start.bits(), target.bits(), &solution), 4);
    assert_eq!(swap_distances(start.bits())[usize::from(target.bits())], 4);
}

/// The judge's sample (start `1111/0000/1110/0010`, target
/// `1010/0101/1010/0101`) as a checked pair, built at compile time.
const SAMPLE: Pair = match Pair::new(
    Board::from_bits(0x470F).expect("sixteen bits"),
    Board::from_bits(0xA5A5).expect("sixteen bits"),
) {
    Ok(pair) => pair,
    Err(_) => panic!("the sample's boards hold eight black pieces each"),
};
/// Answered by the compiler: `solve` and `hint` are `const fn`.
const SAMPLE_SOLUTION: Option<Solution> = SAMPLE.solve();
const SAMPLE_HINT: Option<(Cell, Cell)> = SAMPLE.hint();
/// A worst pair (opposite corner triangles, 20 swaps), through the free
/// functions, also at compile time.
const WORST: Pair = match Pair::new(
    Board::from_bits(0x017F).expect("sixteen bits"),
    Board::from_bits(0xFE80).expect("sixteen bits"),
) {
    Ok(pair) => pair,
    Err(_) => panic!("the worst pair's boards hold eight black pieces each"),
};
const WORST_SOLUTION: Option<Solution> = swap_game::solve(WORST);
const WORST_HINT: Option<(Cell, Cell)> = swap_game::hint(WORST);
const MISMATCH: Result<Pair, Mismatch> = Pair::new(
    Board::from_bits(0x000F).expect("sixteen bits"),
    Board::from_bits(0x0001).expect("sixteen bits"),
);

#[test]
fn solve_and_hint_evaluate_at_compile_time_to_the_run_time_answers() {
    let sample: Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101"
        .parse()
        .expect("sample parses");
    assert_eq!(SAMPLE, sample);
    assert_eq!(SAMPLE_SOLUTION, sample.solve());
    assert_eq!(
        SAMPLE_SOLUTION
            .map(|solution| solution.to_string())
            .as_deref(),
        Some("4\n1222\n1424\n3242\n4344")
    );
    assert_eq!(SAMPLE_HINT, Some((Cell::new(0, 1), Cell::new(1, 1))));
    assert_eq!(SAMPLE_HINT, sample.hint());

    let (start, target) = (board_of(0x017F), board_of(0xFE80));
    let worst = WORST_SOLUTION.expect("a pair can always be solved");
    assert_eq!(worst.len(), swap_game::MAX_SWAPS);
    assert_eq!(worst, solve(start.bits(), target.bits()));
    assert_eq!(
        replay(start.bits(), target.bits(), &worst),
        swap_game::MAX_SWAPS
    );
    assert_eq!(WORST_HINT, worst.first());

    let mismatch = MISMATCH.expect_err("four black pieces against one");
    assert_eq!(counts(mismatch), (4, 1));
}

#[test]
fn the_same_board_needs_no_swaps() {
    for bits in [0x0000, 0xFFFF, 0xA5A5, 0x0001] {
        let pair = pair_of(bits, bits).expect("same counts");
        let solution = swap_game::solve(pair).expect("a pair can always be solved");
        assert_eq!(solution.len(), 0);
        assert_eq!(solution.moves().count(), 0);
        assert_eq!(swap_game::hint(pair), None);
    }
}

/// The matching oracle stands in for breadth-first search in the exhaustive
/// bound below, so it is first checked against the search: for each count of
/// black pieces, several starts, and every target with that count.
#[test]
fn matching_cost_equals_bfs_distance_for_every_target_of_sampled_starts() {
    let mut rng = Rng::new(0x5EED_F11B_5A7A);
    for ones in 0..=16 {
        let starts = [(1u32 << ones) - 1, !((1u32 << (16 - ones)) - 1) & 0xFFFF];
        let starts = starts.map(|bits| bits as u16);
        let sampled = [rng.board_with(ones), rng.board_with(ones)];
        for start in starts.into_iter().chain(sampled) {
            let distance = swap_distances(start);
            for target in 0..=u16::MAX {
                let d = distance[usize::from(target)];
                if target.count_ones() != ones {
                    assert_eq!(
                        d, UNREACHABLE,
                        "{start:#06x} reaches {target:#06x} with other counts"
                    );
                    continue;
                }
                let cost = matching_cost(start & !target, target & !start);
                assert_eq!(cost, d, "{start:#06x} -> {target:#06x}");
            }
        }
    }
}

/// The largest optimal number of swaps over every input pair, and every pair
/// `(from, to)` that needs it, in the order of `from` then `to`.
///
/// Only the cells that are `1` in the start alone (`from`) and in the target
/// alone (`to`) matter: two disjoint sets of equal size, at most 8 each. Every
/// such pair is tried, about 5.2 million of them, half of the starts on
/// each of two threads (the test that asks first would otherwise hold the
/// other test thread waiting); the answer is computed once and shared by
/// the tests that use it.
fn worst_pairs() -> &'static (u8, Vec<(u16, u16)>) {
    static WORST: OnceLock<(u8, Vec<(u16, u16)>)> = OnceLock::new();
    WORST.get_or_init(|| {
        let halves = std::thread::scope(|scope| {
            let half = |odd: u16| {
                scope.spawn(move || worst_of((0..=u16::MAX).filter(move |from| from % 2 == odd)))
            };
            let (even, odd) = (half(0), half(1));
            [
                even.join().expect("no panic"),
                odd.join().expect("no panic"),
            ]
        });
        let most = halves
            .iter()
            .map(|(cost, _)| *cost)
            .max()
            .expect("two halves");
        let mut pairs: Vec<(u16, u16)> = halves
            .into_iter()
            .filter(|(cost, _)| *cost == most)
            .flat_map(|(_, pairs)| pairs)
            .collect();
        pairs.sort_unstable();
        (most, pairs)
    })
}

/// The worst pairs of [`worst_pairs`] among the starts `froms`.
fn worst_of(froms: impl Iterator<Item = u16>) -> (u8, Vec<(u16, u16)>) {
    let mut distance = [[0u8; 16]; 16];
    for (a, row) in distance.iter_mut().enumerate() {
        for (b, d) in row.iter_mut().enumerate() {
            *d = grid_distance(a, b);
        }
    }
    let mut worst = (0, Vec::new());
    for from in froms {
        let size = from.count_ones();
        if size > 8 {
            continue;
        }
        let mut from_cells = [0usize; 8];
        cells_of(from, &mut from_cells);
        let rest = !from;
        // Every subset `to` of `rest`, largest first.
        let mut to = rest;
        loop {
            if to.count_ones() == size {
                let mut to_cells = [0usize; 8];
                cells_of(to, &mut to_cells);
                let mut table = [[0u8; 8]; 8];
                for (row, &a) in table.iter_mut().zip(&from_cells) {
                    for (cost, &b) in row.iter_mut().zip(&to_cells) {
                        *cost = distance[a][b];
                    }
                }
                let cost = matching_cost_of(&table, size as usize);
                if cost > worst.0 {
                    worst = (cost, Vec::new());
                }
                if cost == worst.0 {
                    worst.1.push((from, to));
                }
            }
            if to == 0 {
                break;
            }
            to = (to - 1) & rest;
        }
    }
    worst
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn max_swaps_is_the_worst_optimal_count_over_every_input_pair() {
    let (most, pairs) = worst_pairs();
    assert_eq!(
        usize::from(*most),
        swap_game::MAX_SWAPS,
        "worst pairs include {:#06x} -> {:#06x}",
        pairs[0].0,
        pairs[0].1
    );
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn every_worst_pair_is_solved_in_full_by_the_fewest_swaps() {
    let (most, pairs) = worst_pairs();
    for &(from, to) in pairs {
        assert_eq!(
            swap_distances(from)[usize::from(to)],
            *most,
            "{from:#06x} -> {to:#06x}"
        );
        let solution = solve(from, to);
        assert_eq!(
            solution.len(),
            usize::from(*most),
            "{from:#06x} -> {to:#06x}"
        );
        assert_eq!(
            replay(from, to, &solution),
            usize::from(*most),
            "{from:#06x} -> {to:#06x}"
        );

        // Pieces in the same cell of both boards do not change the count.
        let both = !(from | to) & 0x0F0F;
        let solution = solve(from | both, to | both);
        assert_eq!(
            solution.len(),
            usize::from(*most),
            "{from:#06x} -> {to:#06x} with {both:#06x}"
        );
        assert_eq!(
            replay(from | both, to | both, &solution),
            usize::from(*most)
        );
    }
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn opposite_corner_triangles_are_a_worst_judge_pair() {
    // Eight pieces each, as the judge's boards hold.
    let start: Board = "1111\n1110\n1000\n0000".parse().expect("board parses");
    let target: Board = "0000\n0001\n0111\n1111".parse().expect("board parses");
    let (most, pairs) = worst_pairs();
    assert!(pairs.contains(&(start.bits(), target.bits())));
    assert_eq!(
        swap_distances(start.bits())[usize::from(target.bits())],
        *most
    );
    let solution = solve(start.bits(), target.bits());
    assert_eq!(solution.len(), swap_game::MAX_SWAPS);
    assert_eq!(
        replay(start.bits(), target.bits(), &solution),
        swap_game::MAX_SWAPS
    );
}

#[test]
fn oracle_neighbour_list_is_the_24_edges_of_the_grid() {
    // The oracle's own neighbour list, as a sanity check of `grid_distance`.
    let pairs = adjacent_pairs();
    assert_eq!(pairs.len(), 24);
    assert!(pairs.iter().all(|&(a, b)| grid_distance(a, b) == 1));
}

#[test]
fn from_bits_keeps_every_bit_pattern() {
    for bits in 0..=u16::MAX {
        assert_eq!(Board::from_bits(bits).map(Board::bits), Some(bits));
    }
}

#[test]
fn display_writes_four_rows_of_four_digits() {
    for bits in 0..=u16::MAX {
        let rows: Vec<String> = (0..4)
            .map(|row| {
                (0..4)
                    .map(|col| {
                        if bits >> (row * 4 + col) & 1 == 1 {
                            '1'
                        } else {
                            '0'
                        }
                    })
                    .collect()
            })
            .collect();
        assert_eq!(board_of(bits).to_string(), rows.join("\n"));
    }
}

#[test]
fn display_then_parse_gives_the_same_board() {
    for bits in 0..=u16::MAX {
        let board = board_of(bits);
        assert_eq!(board.to_string().parse::<Board>(), Ok(board));
    }
}

#[test]
fn solve_takes_the_cheapest_matching_on_many_random_pairs_and_the_moves_replay() {
    // The matching oracle was checked against BFS above; this runs the
    // library against it on far more pairs than a BFS could afford.
    let mut rng = Rng::new(0x5EED_CAFE);
    for round in 0..200_000u32 {
        let ones = round % 17;
        let (start, target) = (rng.board_with(ones), rng.board_with(ones));
        let solution = solve(start, target);
        let (extra, missing) = (start & !target, target & !start);
        assert_eq!(
            solution.len(),
            usize::from(matching_cost(extra, missing)),
            "{start:#06x} -> {target:#06x}"
        );
        assert_eq!(replay(start, target, &solution), solution.len());
    }
}
