//! `flipswap::tiles` against the oracle of `common::sliding`: every board
//! of every size up to eight cells to a target with its blank in each cell,
//! random 3 × 3 pairs against a breadth-first search, random 3 × 4, 4 × 3
//! and 4 × 4 pairs a few dozen moves apart against an IDA* (4 × 4 to a
//! target with its blank in each cell), 4 × 4 pairs
//! whose target has its blank in the bottom-right corner against the
//! 15-puzzle's oracle, and `Unreachable` whenever the parity rule says so.

use flipswap::tiles::{Board, Move, Pair, Unreachable};

use crate::common::Rng;
use crate::common::fifteen;
use crate::common::sliding::{self, Distances, Grid};

/// The crate's board of a grid.
fn board(grid: &Grid) -> Board {
    Board::new(grid.rows as u8, grid.cols as u8, &grid.cells).expect("a board")
}

/// The crate's answer from `start` to `target`, or `Err` when it says the
/// pair is impossible.
fn answer(start: &Grid, target: &Grid) -> Result<String, Unreachable> {
    let pair = Pair::new(board(start), board(target))?;
    let solution = pair.solve().expect("a pair can always be solved");
    let text = solution.to_string();
    assert_eq!(solution.len(), text.len());
    let hint = pair.hint().map(|step| step.letter());
    assert_eq!(hint, text.chars().next(), "{start:?} to {target:?}");
    Ok(text)
}

/// A target of `rows × cols` with its blank in `blank` and its tiles in a
/// random order.
fn target_with_blank(rng: &mut Rng, rows: usize, cols: usize, blank: usize) -> Grid {
    let mut grid = sliding::random_grid(rng, rows, cols);
    let at = grid.cells.iter().position(|&c| c == 0).expect("a blank");
    grid.cells.swap(at, blank);
    grid
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn every_board_of_every_size_up_to_eight_cells_to_a_target_with_its_blank_anywhere() {
    let mut rng = Rng::new(18);
    for (rows, cols, most) in [(2, 2, 6), (2, 3, 21), (3, 2, 21), (2, 4, 36), (4, 2, 36)] {
        let every = sliding::every_board(rows, cols);
        let mut deepest = 0;
        for blank in 0..rows * cols {
            let target = target_with_blank(&mut rng, rows, cols, blank);
            let distances = Distances::of(&target);
            assert_eq!(distances.boards * 2, every.len());
            deepest = deepest.max(distances.most);
            for start in &every {
                let expected = distances.canonical(start);
                assert_eq!(expected.is_some(), start.reaches(&target));
                match (answer(start, &target), expected) {
                    (Ok(got), Some(expected)) => {
                        assert_eq!(got, expected, "{start:?} to {target:?}");
                    }
                    (Err(Unreachable), None) => {}
                    (got, expected) => panic!("{start:?} to {target:?}: {got:?}, {expected:?}"),
                }
            }
        }
        assert_eq!(deepest, most, "{rows} x {cols}");
    }
}

#[test]
fn random_three_by_three_pairs_against_a_breadth_first_search() {
    let mut rng = Rng::new(33);
    for _ in 0..4 {
        let target = sliding::random_grid(&mut rng, 3, 3);
        let distances = Distances::of(&target);
        assert_eq!(distances.boards, 181_440);
        for _ in 0..2_000 {
            let start = sliding::random_grid(&mut rng, 3, 3);
            let expected = distances.canonical(&start);
            assert_eq!(
                answer(&start, &target).ok(),
                expected,
                "{start:?} to {target:?}"
            );
        }
    }
}

#[test]
fn random_larger_pairs_a_few_dozen_moves_apart_against_an_ida_star() {
    let mut rng = Rng::new(34);
    for (rows, cols, pairs) in [(3, 4, 60), (4, 3, 60), (4, 4, 40)] {
        for i in 0..pairs {
            let target = sliding::random_grid(&mut rng, rows, cols);
            let start = sliding::random_walk(&mut rng, &target, 16 + i % 20);
            let expected = sliding::ida_star(&start, &target).expect("a walk reaches back");
            let got = answer(&start, &target).expect("a walk reaches back");
            assert_eq!(got, expected, "{start:?} to {target:?}");
            assert_eq!(start.replay(&got), Some(target));
        }
    }
}

#[test]
fn random_three_by_four_pairs_anywhere_replay_and_are_no_longer_than_the_oracle() {
    let mut rng = Rng::new(35);
    for _ in 0..3 {
        let target = sliding::random_grid(&mut rng, 3, 4);
        let mut start = sliding::random_grid(&mut rng, 3, 4);
        if !start.reaches(&target) {
            start.cells.swap(0, 1);
            if start.cells[0] == 0 || start.cells[1] == 0 {
                start.cells.swap(0, 1);
                start.cells.swap(2, 3);
            }
        }
        let got = answer(&start, &target).expect("the parities agree");
        assert_eq!(start.replay(&got), Some(target));
        assert!(got.len() <= 53);
    }
}

#[test]
fn four_by_four_targets_with_the_blank_in_every_cell_against_an_ida_star() {
    // The search turns each target to one of three it knows (the blank in
    // a corner, the centre or on an edge): every cell, so every symmetry
    // and its order of moves, and starts up to 36 moves away.
    let mut rng = Rng::new(37);
    for blank in 0..16 {
        for walk in [12, 24, 36] {
            let target = target_with_blank(&mut rng, 4, 4, blank);
            let start = sliding::random_walk(&mut rng, &target, walk);
            let expected = sliding::ida_star(&start, &target).expect("a walk reaches back");
            let got = answer(&start, &target).expect("a walk reaches back");
            assert_eq!(got, expected, "{start:?} to {target:?}");
        }
    }
}

#[test]
fn four_by_four_targets_with_the_blank_in_the_corner_against_the_fifteen_oracle() {
    let mut rng = Rng::new(36);
    for i in 0..40 {
        // A target with the blank last, its tiles renamed at random.
        let target = target_with_blank(&mut rng, 4, 4, 15);
        let start = sliding::random_walk(&mut rng, &target, 20 + i);
        // Rename so that the target is the 15-puzzle's goal.
        let mut names = [0u8; 16];
        for (cell, &tile) in target.cells.iter().enumerate() {
            names[usize::from(tile)] = fifteen::GOAL[cell];
        }
        let renamed = start.renamed(&names);
        let cells: [u8; 16] = renamed.cells.clone().try_into().expect("16 cells");
        let expected = fifteen::solve(cells).expect("solvable").moves;
        let got = answer(&start, &target).expect("solvable");
        assert_eq!(got, expected, "{start:?} to {target:?}");
    }
}

#[test]
fn the_other_half_is_impossible_at_every_size() {
    let mut rng = Rng::new(37);
    for rows in 2..=4 {
        for cols in 2..=4 {
            for _ in 0..50 {
                let target = sliding::random_grid(&mut rng, rows, cols);
                let start = sliding::random_grid(&mut rng, rows, cols);
                let pair = Pair::new(board(&start), board(&target));
                assert_eq!(pair.is_ok(), start.reaches(&target), "{start:?} {target:?}");
            }
            // Two tiles swapped: the other half.
            let goal = Grid::goal(rows, cols);
            let mut swapped = goal.clone();
            swapped.cells.swap(0, 1);
            assert_eq!(Pair::new(board(&swapped), board(&goal)), Err(Unreachable));
        }
    }
    // Different sizes never pair.
    let (a, b) = (Grid::goal(2, 3), Grid::goal(3, 2));
    assert_eq!(Pair::new(board(&a), board(&b)), Err(Unreachable));
}

#[test]
fn boards_are_checked_when_built() {
    assert!(Board::new(1, 4, &[1, 2, 3, 0]).is_none());
    assert!(Board::new(5, 2, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 0]).is_none());
    assert!(Board::new(2, 2, &[1, 2, 3]).is_none());
    assert!(Board::new(2, 2, &[1, 2, 3, 4]).is_none());
    assert!(Board::new(2, 2, &[1, 1, 3, 0]).is_none());
    for rows in 2..=4u8 {
        for cols in 2..=4u8 {
            let goal = Board::goal(rows, cols).expect("a size");
            let text = Grid::goal(usize::from(rows), usize::from(cols)).text();
            assert_eq!(goal.to_string(), text);
            let pair = Pair::new(goal, goal).expect("a pair");
            assert!(pair.solve().is_some_and(|s| s.is_empty()));
            assert_eq!(pair.hint(), None);
        }
    }
}

#[test]
fn solve_within_stops_at_its_limit_and_counts_nothing_for_tables() {
    let goal = Board::goal(3, 4).expect("a size");
    let mut start = goal;
    for step in [Move::Up, Move::Left, Move::Up, Move::Left, Move::Down] {
        start = start.slide(step).expect("on the board");
    }
    let pair = Pair::new(start, goal).expect("a walk reaches back");
    assert!(pair.solve_within(1).is_err());
    let (answer, expanded) = pair.solve_counting(u64::MAX);
    assert_eq!(answer.map(|s| s.map(|s| s.len())), Ok(Some(5)));
    assert_eq!(
        pair.solve_within(expanded).map(|s| s.map(|s| s.len())),
        Ok(Some(5))
    );
    assert!(pair.solve_within(expanded - 1).is_err());
    let small = Board::goal(2, 4).expect("a size");
    let far = Board::new(2, 4, &[0, 7, 6, 5, 4, 3, 2, 1]).expect("a board");
    if let Ok(pair) = Pair::new(far, small) {
        assert_eq!(pair.solve_counting(0).1, 0);
        assert!(pair.solve_within(0).is_ok());
    }
}
