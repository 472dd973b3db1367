//! The watched searches (`fifteen::solve_watching`, `Pair::solve_watching`)
//! against the oracles' fewest moves: the watcher is told of each round as
//! it starts, its bound rising to the answer's length, and within a round
//! of each 2^20th board, and of nothing once the answer is found or the
//! limit reached; and the answer is the one the search gives unwatched.

use std::sync::OnceLock;

use flipswap::fifteen;
use flipswap::tiles::{Board, OverLimit, Pair, Progress};

use crate::common::Rng;
use crate::common::fifteen::{self as oracle, GOAL};
use crate::common::sliding::{self, Grid};

/// Boards between reports within a round.
const EVERY: u64 = 1 << Progress::EVERY_LOG2;

/// The reports a search must have made, from the round starts among
/// `reports` and `expanded`, the boards it expanded in all: each round's
/// start, then every multiple of [`EVERY`] after it that the round reached
/// before the next began (a round ending at `n` boards looked last at
/// `n - 1`). Checks on the way that each round starts where the last
/// stopped or later, under a bound higher by an even number.
fn expected_reports(reports: &[Progress], expanded: u64) -> Vec<Progress> {
    let starts: Vec<Progress> = reports
        .iter()
        .enumerate()
        .filter(|&(i, report)| i == 0 || reports[i - 1].bound != report.bound)
        .map(|(_, &report)| report)
        .collect();
    assert_eq!(starts.first().map(|start| start.positions), Some(0));
    let mut expected = Vec::new();
    for (i, start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).map_or(expanded, |next| {
            assert!(
                next.bound > start.bound && (next.bound - start.bound) % 2 == 0,
                "{start:?} then {next:?}"
            );
            assert!(next.positions > start.positions, "{start:?} then {next:?}");
            next.positions
        });
        expected.push(*start);
        let first = (start.positions / EVERY + 1) * EVERY;
        expected.extend(
            (first..end)
                .step_by(EVERY as usize)
                .map(|positions| Progress {
                    bound: start.bound,
                    positions,
                }),
        );
    }
    expected
}

/// Checks the reports of a search that found an answer of `fewest` moves
/// after expanding `expanded` boards.
fn check_found(reports: &[Progress], fewest: usize, expanded: u64, what: &str) {
    assert_eq!(reports, expected_reports(reports, expanded), "{what}");
    let last = reports.last().expect("a search reports its first round");
    assert_eq!(usize::from(last.bound), fewest, "{what}");
    assert!(last.positions < expanded, "{what}: {last:?} of {expanded}");
    for report in reports {
        assert_eq!(usize::from(report.bound) % 2, fewest % 2, "{what}");
    }
}

/// The 15-puzzle's board of `cells`.
fn fifteen_board(cells: [u8; 16]) -> fifteen::Board {
    fifteen::Board::from_cells(cells).expect("a board")
}

/// The crate's board of a grid.
fn board(grid: &Grid) -> Board {
    Board::new(grid.rows as u8, grid.cols as u8, &grid.cells).expect("a board")
}

/// `cells` mirrored left to right: the same distance from the mirrored
/// goal, whose blank is in the bottom-left corner, so that a pair of the
/// two is searched by the IDA* of the other sizes, not the 15-puzzle's.
fn mirrored(cells: [u8; 16]) -> [u8; 16] {
    std::array::from_fn(|cell| cells[cell / 4 * 4 + 3 - cell % 4])
}

/// Boards 30 to 48 moves from the goal, with the oracle's answers.
fn boards() -> &'static [([u8; 16], String)] {
    static BOARDS: OnceLock<Vec<([u8; 16], String)>> = OnceLock::new();
    BOARDS.get_or_init(|| {
        let mut rng = Rng::new(0x5E_ED0F_9A0E);
        [40, 50, 60, 70, 80, 100]
            .into_iter()
            .map(|steps| {
                let cells = oracle::random_walk(&mut rng, steps);
                let found = oracle::solve(cells).expect("a walk reaches back");
                (cells, found.moves)
            })
            .collect()
    })
}

#[test]
fn the_fifteen_puzzles_search_reports_each_round_up_to_the_oracles_fewest_moves() {
    for (cells, expected) in boards() {
        let (cells, expected) = (*cells, expected.as_str());
        let board = fifteen_board(cells);
        let mut reports = Vec::new();
        let answer = fifteen::solve_watching(board, u64::MAX, |progress| reports.push(progress));
        let answer = answer.map(|found| found.map(|solution| solution.to_string()));
        assert_eq!(answer, Ok(Some(expected.to_ascii_uppercase())), "{cells:?}");
        let (_, expanded) = fifteen::solve_counting(board, u64::MAX);
        check_found(&reports, expected.len(), expanded, &format!("{cells:?}"));
        let first = reports.first().map(|report| report.bound);
        assert!(first >= Some(oracle::manhattan(cells)), "{cells:?}");
    }
}

#[test]
fn the_other_sizes_search_reports_each_round_up_to_the_oracles_fewest_moves() {
    // 4 × 4 to a target whose blank is not in the bottom-right corner: the
    // 15-puzzle's boards mirrored, as far from the mirrored goal (the
    // 15-puzzle's search, the target turned).
    for (cells, expected) in boards() {
        let pair = Pair::new(board_of(mirrored(*cells)), board_of(mirrored(GOAL)));
        let pair = pair.expect("a mirrored walk reaches back");
        let mut reports = Vec::new();
        let answer = pair.solve_watching(u64::MAX, |progress| reports.push(progress));
        let answer = answer.map(|found| found.map(|solution| solution.len()));
        assert_eq!(answer, Ok(Some(expected.len())), "{cells:?}");
        let (_, expanded) = pair.solve_counting(u64::MAX);
        check_found(&reports, expected.len(), expanded, &format!("{cells:?}"));
    }
    // 3 × 4 and 4 × 3 pairs a few dozen moves apart.
    let mut rng = Rng::new(0x5E_ED0F_34A3);
    for (rows, cols) in [(3, 4), (4, 3)] {
        for steps in [20, 30, 40, 0] {
            let target = sliding::random_grid(&mut rng, rows, cols);
            // 0: a start drawn at random, of the target's parity, most
            // often farther than a walk goes.
            let start = if steps == 0 {
                let mut start = sliding::random_grid(&mut rng, rows, cols);
                if !start.reaches(&target) {
                    let swap = if start.cells[0] == 0 || start.cells[1] == 0 {
                        2
                    } else {
                        0
                    };
                    start.cells.swap(swap, swap + 1);
                }
                start
            } else {
                sliding::random_walk(&mut rng, &target, steps)
            };
            let expected = sliding::ida_star(&start, &target).expect("a walk reaches back");
            let pair = Pair::new(board(&start), board(&target)).expect("a walk reaches back");
            let mut reports = Vec::new();
            let answer = pair.solve_watching(u64::MAX, |progress| reports.push(progress));
            let answer = answer.map(|found| found.map(|solution| solution.to_string()));
            assert_eq!(answer.as_ref(), Ok(&Some(expected.clone())), "{start:?}");
            let (_, expanded) = pair.solve_counting(u64::MAX);
            if expected.is_empty() {
                assert!(reports.is_empty(), "{start:?}");
            } else {
                check_found(&reports, expected.len(), expanded, &format!("{start:?}"));
            }
        }
    }
}

/// The crate's 4 × 4 board of `cells`.
fn board_of(cells: [u8; 16]) -> Board {
    Board::new(4, 4, &cells).expect("a board")
}

#[test]
fn a_pair_to_the_fifteen_puzzles_goal_reports_as_the_fifteen_puzzles_search() {
    let (cells, expected) = boards().last().cloned().expect("boards");
    let pair = Pair::new(board_of(cells), board_of(GOAL)).expect("a walk reaches back");
    let mut through_pair = Vec::new();
    let answer = pair.solve_watching(u64::MAX, |progress| through_pair.push(progress));
    assert_eq!(
        answer.map(|found| found.map(|s| s.len())),
        Ok(Some(expected.len()))
    );
    let mut direct = Vec::new();
    let _ = fifteen::solve_watching(fifteen_board(cells), u64::MAX, |p| direct.push(p));
    assert_eq!(through_pair, direct);
    assert!(!direct.is_empty());
}

/// One of the boards that need 80 moves, the most any needs.
const HARDEST: [u8; 16] = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1];

#[test]
fn a_search_over_its_limit_reports_every_2_20_boards_and_nothing_at_the_limit() {
    let limit = 2 * EVERY + 7;
    let mut fifteen_reports = Vec::new();
    let answer = fifteen::solve_watching(fifteen_board(HARDEST), limit, |progress| {
        fifteen_reports.push(progress)
    });
    assert_eq!(answer, Err(OverLimit));
    let pair = Pair::new(board_of(mirrored(HARDEST)), board_of(mirrored(GOAL)));
    let pair = pair.expect("a mirrored board reaches the mirrored goal");
    let mut other_reports = Vec::new();
    let answer = pair.solve_watching(limit, |progress| other_reports.push(progress));
    assert_eq!(answer, Err(OverLimit));
    // The other sizes' search: a 3 × 4 start 53 moves from the goal.
    let far = [0, 8, 2, 9, 11, 3, 6, 5, 4, 7, 10, 1];
    let goal = Grid::goal(3, 4);
    let far = Grid {
        cells: far.to_vec(),
        ..goal.clone()
    };
    let pair = Pair::new(board(&far), board(&goal)).expect("of the goal's parity");
    let mut three_by_four = Vec::new();
    let answer = pair.solve_watching(limit, |progress| three_by_four.push(progress));
    assert_eq!(answer, Err(OverLimit));
    for reports in [fifteen_reports, other_reports, three_by_four] {
        // Over the limit, the search has expanded `limit` boards.
        assert_eq!(reports, expected_reports(&reports, limit));
        let within: Vec<u64> = reports
            .iter()
            .map(|report| report.positions)
            .filter(|&positions| positions % EVERY == 0 && positions > 0)
            .collect();
        assert_eq!(within, [EVERY, 2 * EVERY]);
        assert!(reports.iter().all(|report| report.positions < limit));
        assert!(reports.iter().all(|report| report.bound < 80));
    }
}

#[test]
fn answers_that_need_no_search_report_nothing() {
    let mut reports = Vec::new();
    let mut watch = |progress: Progress| reports.push(progress);
    // The goal, and a board of the other half.
    let goal = fifteen::solve_watching(fifteen::Board::GOAL, u64::MAX, &mut watch);
    assert_eq!(goal.map(|found| found.map(|s| s.len())), Ok(Some(0)));
    let mut swapped = GOAL;
    swapped.swap(0, 1);
    let other_half = fifteen::solve_watching(fifteen_board(swapped), u64::MAX, &mut watch);
    assert_eq!(other_half, Ok(None));
    // A start that is its target, and the sizes answered from tables.
    for (rows, cols) in [(3, 4), (4, 4), (2, 3), (3, 3), (2, 4)] {
        let goal = Grid::goal(rows, cols);
        let same = Pair::new(board(&goal), board(&goal)).expect("a pair");
        let answer = same.solve_watching(u64::MAX, &mut watch);
        assert_eq!(answer.map(|found| found.map(|s| s.len())), Ok(Some(0)));
        if rows * cols <= 9 {
            let far = sliding::random_walk(&mut Rng::new(7), &goal, 30);
            let pair = Pair::new(board(&far), board(&goal)).expect("a walk reaches back");
            assert!(matches!(pair.solve_watching(1, &mut watch), Ok(Some(_))));
        }
    }
    assert_eq!(reports, []);
}
