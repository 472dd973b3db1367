//! The 15-puzzle and sliding tiles at an exact difficulty
//! (`flipswap::levels` for `fifteen::Board` and `sliding::Pair`) against the
//! oracles of `common::fifteen` and `common::sliding`: an IDA* and a
//! breadth-first search written from the rules, and the parity rule.

use crate::common;

use common::sliding::{Distances, Grid};
use flipswap::levels::{Among, Level, LevelError, Moves, Rng};
use flipswap::{fifteen, sliding};

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
fn grid(board: sliding::Board) -> Grid {
    Grid {
        rows: usize::from(board.rows()),
        cols: usize::from(board.cols()),
        cells: board.cells().collect(),
    }
}

#[test]
fn sliding_pairs_of_exactly_n_moves_need_n_by_the_oracle() {
    let mut rng = Rng::new(12);
    for (rows, cols) in [(2, 2), (2, 3), (3, 2), (2, 4), (3, 3)] {
        let target = sliding::Board::goal(rows, cols).expect("a size");
        let distances = Distances::of(&grid(target));
        for n in 0..=u32::from(distances.most) {
            match sliding::Pair::random(&target, Moves::Exactly(n), &mut rng) {
                Ok(pair) => {
                    assert_eq!(pair.target(), target);
                    assert_eq!(
                        distances.get(&grid(pair.start())),
                        Some(n as u8),
                        "{pair:?}"
                    );
                }
                // The walk one move farther a step may miss the few
                // farthest boards; it says so, and only there.
                Err(error) => {
                    eprintln!("{rows}x{cols} {n} of {}: {error}", distances.most);
                    assert_eq!(error, LevelError::NotFound { asked: n });
                    assert!(
                        n + 4 > u32::from(distances.most),
                        "{rows}x{cols}, {n}: {error}"
                    );
                }
            }
        }
        let any = sliding::Pair::random(&target, Moves::Any, &mut rng).expect("a start");
        assert!(distances.get(&grid(any.start())).is_some(), "{any:?}");
        assert_eq!(
            sliding::Pair::random(&target, Moves::Most, &mut rng),
            Err(LevelError::MostUnknown)
        );
    }
    // A 4 × 4 target with the blank elsewhere: the oracle's IDA*.
    let target = sliding::Board::new(
        4,
        4,
        &[1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    )
    .expect("a board");
    for n in [1, 8, 16] {
        let pair = sliding::Pair::random(&target, Moves::Exactly(n), &mut rng).expect("found");
        let moves = common::sliding::ida_star(&grid(pair.start()), &grid(target)).expect("reaches");
        assert_eq!(moves.len(), n as usize, "{pair:?}");
    }
}
