//! The 15-puzzle and sliding tiles at an exact difficulty
//! (`flipswap::levels` for `fifteen::Board` and `tiles::Pair`) against the
//! oracles of `common::fifteen` and `common::sliding`: an IDA* and a
//! breadth-first search written from the rules, and the parity rule.

use crate::common;

use common::sliding::{Complete, Distances, Grid};
use flipswap::fifteen::Among;
use flipswap::levels::{Level, LevelError, Moves, Rng};
use flipswap::{fifteen, tiles};

#[test]
fn fifteen_boards_of_exactly_n_moves_need_n_by_the_oracle() {
    let mut rng = Rng::new(31);
    for n in (0..=30).step_by(3) {
        for among in [Among::All, Among::Solvable] {
            let board = fifteen::Board::random(&among, Moves::Exactly(n), &mut rng).expect("found");
            let found = common::fifteen::solve(board.cells()).expect("reaches the goal");
            assert_eq!(found.moves.len(), n as usize, "{board:?}");
        }
    }
}

#[test]
fn fifteen_draws_of_any_board_keep_to_their_space() {
    let mut rng = Rng::new(4);
    let mut unsolvable = 0;
    for _ in 0..400 {
        let any = fifteen::Board::random(&Among::All, Moves::Any, &mut rng).expect("a board");
        unsolvable += usize::from(!common::fifteen::solvable(any.cells()));
        let solvable =
            fifteen::Board::random(&Among::Solvable, Moves::Any, &mut rng).expect("a board");
        assert!(common::fifteen::solvable(solvable.cells()), "{solvable:?}");
    }
    // Half of all arrangements cannot reach the goal: 400 draws give
    // 200 ± 10 of them, so 150 to 250 is far out in both tails.
    assert!((150..=250).contains(&unsolvable), "{unsolvable} of 400");
}

#[test]
fn fifteen_refuses_more_than_the_most_any_board_needs() {
    let mut rng = Rng::new(1);
    assert_eq!(fifteen::Board::most(&Among::All), Some(80));
    assert_eq!(
        fifteen::Board::random(&Among::All, Moves::Exactly(81), &mut rng),
        Err(LevelError::TooMany {
            asked: 81,
            most: 80
        })
    );
}

/// The oracle's grid of a crate board.
fn grid(board: tiles::Board) -> Grid {
    Grid {
        rows: usize::from(board.rows()),
        cols: usize::from(board.cols()),
        cells: board.cells().collect(),
    }
}

/// The crate's board of one of the oracle's grids.
fn board(grid: &Grid) -> tiles::Board {
    let side = |n: usize| u8::try_from(n).expect("a side");
    tiles::Board::new(side(grid.rows), side(grid.cols), &grid.cells).expect("a board")
}

/// The sizes whose every board a table answers: up to eight cells, and
/// 3 × 3 (the 8-puzzle's).
const TABLED: [(u8, u8); 6] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)];

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn the_most_of_every_size_and_place_of_the_blank_with_tables_is_the_oracles() {
    for (rows, cols) in TABLED {
        for blank in 0..rows * cols {
            let goal = Grid::goal_with_blank(rows.into(), cols.into(), blank.into());
            let most = Distances::of(&goal).most;
            assert_eq!(
                tiles::most_moves(rows, cols, blank),
                Some(most),
                "{rows}x{cols}, the blank in cell {blank}"
            );
            assert_eq!(tiles::Pair::most(&board(&goal)), Some(u32::from(most)));
        }
        let corner = Distances::of(&Grid::goal(rows.into(), cols.into())).most;
        assert_eq!(tiles::Board::most(&(rows, cols)), Some(u32::from(corner)));
    }
}

#[test]
fn the_most_at_4x4_is_the_fifteen_puzzles_in_the_corners_and_not_known_elsewhere() {
    for blank in 0..16u8 {
        let corner = [0, 3, 12, 15].contains(&blank);
        let most = tiles::most_moves(4, 4, blank);
        assert_eq!(
            most,
            corner.then_some(fifteen::MOST_MOVES),
            "blank in cell {blank}"
        );
        let target = board(&Grid::goal_with_blank(4, 4, blank.into()));
        let mut rng = Rng::new(u64::from(blank));
        if !corner {
            assert_eq!(
                tiles::Pair::random(&target, Moves::Most, &mut rng),
                Err(LevelError::MostUnknown)
            );
        }
    }
    assert_eq!(tiles::most_moves(4, 4, 16), None);
    assert_eq!(tiles::most_moves(1, 4, 0), None);
}

#[test]
fn sliding_pairs_of_exactly_n_moves_need_n_by_the_oracle_up_to_the_most() {
    let mut rng = Rng::new(12);
    let mut oracle_rng = common::Rng::new(12);
    for (rows, cols) in TABLED {
        let (r, c) = (usize::from(rows), usize::from(cols));
        for target in [
            Grid::goal(r, c),
            common::sliding::random_grid(&mut oracle_rng, r, c),
        ] {
            let distances = Distances::of(&target);
            let most = u32::from(distances.most);
            let target = board(&target);
            assert_eq!(tiles::Pair::most(&target), Some(most));
            for n in 0..=most {
                let pair = tiles::Pair::random(&target, Moves::Exactly(n), &mut rng)
                    .unwrap_or_else(|error| panic!("{rows}x{cols}, {n}: {error}"));
                assert_eq!(pair.target(), target);
                let found = distances.get(&grid(pair.start()));
                assert_eq!(found, Some(n as u8), "{pair:?}");
            }
            let hardest = tiles::Pair::random(&target, Moves::Most, &mut rng).expect("the most");
            assert_eq!(distances.get(&grid(hardest.start())), Some(distances.most));
            assert_eq!(
                tiles::Pair::random(&target, Moves::Exactly(most + 1), &mut rng),
                Err(LevelError::TooMany {
                    asked: most + 1,
                    most
                })
            );
            let any = tiles::Pair::random(&target, Moves::Any, &mut rng).expect("a start");
            assert!(distances.get(&grid(any.start())).is_some(), "{any:?}");
        }
    }
    // A 4 × 4 target with the blank elsewhere: the oracle's IDA*.
    let target = tiles::Board::new(
        4,
        4,
        &[1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    )
    .expect("a board");
    for n in [1, 8, 16] {
        let pair = tiles::Pair::random(&target, Moves::Exactly(n), &mut rng).expect("found");
        let moves = common::sliding::ida_star(&grid(pair.start()), &grid(target)).expect("reaches");
        assert_eq!(moves.len(), n as usize, "{pair:?}");
    }
}

#[test]
fn pairs_of_3x4_and_4x3_need_n_by_the_oracle_and_reach_their_target_up_to_53() {
    let mut rng = Rng::new(34);
    let mut oracle_rng = common::Rng::new(34);
    for (rows, cols) in [(3, 4), (4, 3)] {
        let target = common::sliding::random_grid(&mut oracle_rng, rows, cols);
        let crate_target = board(&target);
        assert_eq!(tiles::Pair::most(&crate_target), Some(53));
        // Near ones, by the oracle's IDA*.
        for n in [0, 1, 7, 14] {
            let pair =
                tiles::Pair::random(&crate_target, Moves::Exactly(n), &mut rng).expect("found");
            let moves = common::sliding::ida_star(&grid(pair.start()), &target).expect("reaches");
            assert_eq!(moves.len(), n as usize, "{pair:?}");
        }
        // Far ones, from the board needing the most: each one reaches the
        // target (the ignored test below weighs them by a complete search).
        for n in [33, 40, 53] {
            let pair =
                tiles::Pair::random(&crate_target, Moves::Exactly(n), &mut rng).expect("found");
            assert!(grid(pair.start()).reaches(&target), "{pair:?}");
        }
        assert_eq!(
            tiles::Pair::random(&crate_target, Moves::Exactly(54), &mut rng),
            Err(LevelError::TooMany {
                asked: 54,
                most: 53
            })
        );
    }
}

/// A complete breadth-first search of 3 × 4 and 4 × 3 from a goal with its
/// blank in each place up to the boards' symmetries, each place reached
/// from the boards the crate keeps by a different symmetry (mirrored left
/// to right, top to bottom, both, and turned into 4 × 3): the most is 53,
/// as `tiles::most_moves` says, and every start the crate draws needs
/// exactly the moves asked, 0 to 53. About two minutes and 700 MB a
/// place, eight places (14 minutes on the 2-core development machine).
#[test]
#[ignore = "a complete search of 239,500,800 boards a place: 14 minutes and 700 MB"]
fn the_most_of_3x4_and_4x3_is_53_from_every_place_of_the_blank() {
    let mut rng = Rng::new(53);
    for (rows, cols, blank) in [
        (3, 4, 11),
        (3, 4, 2),
        (3, 4, 7),
        (3, 4, 6),
        (4, 3, 11),
        (4, 3, 10),
        (4, 3, 5),
        (4, 3, 7),
    ] {
        let goal = Grid::goal_with_blank(rows, cols, blank);
        let complete = Complete::of(&goal);
        let (r, c, b) = (rows as u8, cols as u8, blank as u8);
        assert_eq!(
            tiles::most_moves(r, c, b),
            Some(complete.most),
            "{rows}x{cols}, {blank}"
        );
        let target = board(&goal);
        for n in 0..=u32::from(complete.most) {
            let pair = tiles::Pair::random(&target, Moves::Exactly(n), &mut rng).expect("found");
            let found = complete.get(&grid(pair.start()));
            assert_eq!(found, Some(n as u8), "{rows}x{cols}, {blank}: {pair:?}");
        }
    }
}
