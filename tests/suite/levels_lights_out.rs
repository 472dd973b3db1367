//! Lights Out boards of an exact difficulty against the independent oracle
//! of `common::lights_out`: the most of every size of at most 16 cells is
//! the largest distance of a breadth-first search over every board, every
//! drawn board of those sizes needs exactly what was asked by that search,
//! and boards of larger sizes by the oracle's elimination of all
//! `rows · cols` presses and its walk over every combination of the null
//! space.

use crate::common;

use common::UNREACHABLE;
use common::lights_out::{Bits, Oracle, fewest_presses, goal_boards};
use flipswap::levels::{Level, LevelError, Moves, Rng};
use flipswap::lights_out::{Board, Goal, Solver};

/// The three goals, in the order of [`goal_boards`].
const GOALS: [Goal; 3] = [Goal::AllOff, Goal::AllOn, Goal::OneColour];

/// The space of a size and goal.
fn space(rows: u8, cols: u8, goal: Goal) -> (Solver, Goal) {
    (Solver::new(rows, cols).expect("a size"), goal)
}

/// A board's lights in reading order (cell `row * cols + col`).
fn bits(board: &Board) -> Bits {
    let cols = usize::from(board.cols());
    let mut bits = Bits::EMPTY;
    for row in 0..board.rows() {
        for col in 0..cols {
            if board.row(row) >> col & 1 == 1 {
                bits.set(usize::from(row) * cols + col);
            }
        }
    }
    bits
}

/// The lights of a board of at most 16 cells.
fn small(board: &Board) -> u16 {
    bits(board).as_u16().expect("at most 16 cells")
}

/// The fewest presses of `board` to `goal` by the oracle's elimination.
fn oracle_presses(oracle: &Oracle, board: &Board, goal: Goal) -> Option<u32> {
    let index = GOALS.iter().position(|&g| g == goal).expect("a goal");
    let goals = &goal_boards(oracle.cells())[index];
    oracle
        .canonical(&bits(board), goals)
        .map(|presses| presses.count())
}

/// Every size of at most 16 cells.
fn small_sizes() -> impl Iterator<Item = (u8, u8)> {
    (1..=16u8).flat_map(|rows| (1..=16 / rows).map(move |cols| (rows, cols)))
}

#[test]
fn most_of_every_size_of_at_most_16_cells_is_the_largest_distance_by_search() {
    for (rows, cols) in small_sizes() {
        let cells = usize::from(rows) * usize::from(cols);
        for (goal, goals) in GOALS.into_iter().zip(goal_boards(cells)) {
            let goals: Vec<u16> = goals
                .iter()
                .map(|g| small(&board_of(g, rows, cols)))
                .collect();
            let distances = fewest_presses(rows.into(), cols.into(), &goals);
            let largest = distances.iter().filter(|&&d| d != UNREACHABLE).max();
            assert_eq!(
                Board::most(&space(rows, cols, goal)),
                largest.map(|&d| u32::from(d)),
                "{rows} × {cols}, {goal}"
            );
        }
    }
}

/// The board of a set of lights.
fn board_of(lights: &Bits, rows: u8, cols: u8) -> Board {
    let rows: Vec<u32> = (0..usize::from(rows))
        .map(|r| {
            (0..usize::from(cols))
                .filter(|&c| lights.get(r * usize::from(cols) + c))
                .map(|c| 1 << c)
                .sum()
        })
        .collect();
    Board::from_rows(cols, &rows).expect("a size")
}

#[test]
fn the_known_worst_boards_five_by_five_needs_15_and_four_by_four_7() {
    for goal in [Goal::AllOff, Goal::AllOn] {
        assert_eq!(Board::most(&space(5, 5, goal)), Some(15));
        assert_eq!(Board::most(&space(4, 4, goal)), Some(7));
    }
}

#[test]
fn sizes_of_nullity_0_need_at_most_every_cell() {
    for (rows, cols) in [
        (3, 3),
        (5, 6),
        (6, 6),
        (10, 10),
        (15, 15),
        (1, 16),
        (31, 31),
    ] {
        assert_eq!(Oracle::new(rows, cols).nullity(), 0, "{rows} × {cols}");
        let cells = (rows * cols) as u32;
        for goal in [Goal::AllOff, Goal::AllOn] {
            let space = space(rows as u8, cols as u8, goal);
            assert_eq!(Board::most(&space), Some(cells), "{rows} × {cols}");
        }
    }
}

#[test]
fn boards_drawn_at_every_difficulty_of_small_sizes_need_exactly_that_by_search() {
    let sizes = [
        (1, 5),
        (2, 3),
        (3, 3),
        (2, 7),
        (3, 5),
        (4, 4),
        (2, 8),
        (1, 14),
    ];
    let mut rng = Rng::new(17);
    for (rows, cols) in sizes {
        let cells = usize::from(rows) * usize::from(cols);
        for (goal, goals) in GOALS.into_iter().zip(goal_boards(cells)) {
            let goals: Vec<u16> = goals
                .iter()
                .map(|g| small(&board_of(g, rows, cols)))
                .collect();
            let distances = fewest_presses(rows.into(), cols.into(), &goals);
            let space = space(rows, cols, goal);
            let most = Board::most(&space).expect("a small size is weighed");
            for n in 0..=most {
                for _ in 0..3 {
                    let board = Board::random(&space, Moves::Exactly(n), &mut rng)
                        .unwrap_or_else(|e| panic!("{rows} × {cols}, {goal}, {n}: {e}"));
                    assert_eq!((board.rows(), board.cols()), (rows, cols));
                    let needs = distances[usize::from(small(&board))];
                    assert_eq!(u32::from(needs), n, "{rows} × {cols}, {goal}: {board:?}");
                }
            }
            let hardest = Board::random(&space, Moves::Most, &mut rng).expect("known");
            assert_eq!(u32::from(distances[usize::from(small(&hardest))]), most);
        }
    }
}

#[test]
fn boards_drawn_at_larger_sizes_need_exactly_that_by_elimination() {
    // 5 × 5 every difficulty; the judges' sizes (water bowls 1 × 20,
    // EXTENDED LIGHTS OUT 5 × 6, 10 × 10) and 4 × 9 and 3 × 11, whose
    // classes the search walks longest, at a few.
    let mut rng = Rng::new(5);
    let sizes = [(5, 5), (1, 20), (5, 6), (10, 10), (3, 11)]
        .map(|size| (size, &GOALS[..]))
        .into_iter()
        .chain([((4, 9), &GOALS[..2])]);
    for ((rows, cols), goals) in sizes {
        let oracle = Oracle::new(rows.into(), cols.into());
        for &goal in goals {
            let space = space(rows, cols, goal);
            let most = Board::most(&space).expect("weighed");
            let step = (most / 12).max(1) as usize;
            for n in (0..=most).step_by(step).chain([most]) {
                let board = Board::random(&space, Moves::Exactly(n), &mut rng)
                    .unwrap_or_else(|e| panic!("{rows} × {cols}, {goal}, {n}: {e}"));
                assert_eq!(
                    oracle_presses(&oracle, &board, goal),
                    Some(n),
                    "{rows} × {cols}, {goal}: {board:?}"
                );
            }
        }
    }
}

#[test]
fn the_same_seed_draws_the_same_board_and_others_mostly_differ() {
    for moves in [Moves::Any, Moves::Exactly(7), Moves::Most] {
        for goal in GOALS {
            let space = space(5, 5, goal);
            let draw = |seed| Board::random(&space, moves, &mut Rng::new(seed)).expect("drawn");
            assert_eq!(draw(3), draw(3), "{moves:?}, {goal}");
            let mut boards: Vec<Board> = (0..20).map(draw).collect();
            boards.sort_by_key(|board| bits(board).reading_number());
            boards.dedup();
            assert!(boards.len() >= 15, "{moves:?}, {goal}: {}", boards.len());
        }
    }
}

#[test]
fn past_the_most_is_too_many_and_an_unknown_most_is_said() {
    let mut rng = Rng::new(1);
    for goal in GOALS {
        let five = space(5, 5, goal);
        let most = Board::most(&five).expect("weighed");
        assert_eq!(
            Board::random(&five, Moves::Exactly(most + 1), &mut rng),
            Err(LevelError::TooMany {
                asked: most + 1,
                most
            })
        );
        let large = space(32, 32, goal);
        assert_eq!(Board::most(&large), None);
        assert_eq!(
            Board::random(&large, Moves::Most, &mut rng),
            Err(LevelError::MostUnknown)
        );
        assert_eq!(
            Board::random(&large, Moves::Exactly(1025), &mut rng),
            Err(LevelError::NotFound { asked: 1025 })
        );
    }
}

#[test]
fn thirty_two_by_thirty_two_draws_a_few_presses_exactly() {
    let oracle = Oracle::new(32, 32);
    assert_eq!(oracle.nullity(), 20);
    let mut rng = Rng::new(9);
    for (goal, n) in [(Goal::AllOff, 5), (Goal::OneColour, 3)] {
        let board = Board::random(&space(32, 32, goal), Moves::Exactly(n), &mut rng)
            .expect("a few presses are found");
        assert_eq!(oracle_presses(&oracle, &board, goal), Some(n), "{goal}");
    }
}

#[test]
fn any_board_of_four_by_four_is_solvable_about_one_time_in_sixteen() {
    let mut rng = Rng::new(2);
    let [off, ..] = goal_boards(16);
    let distances = fewest_presses(4, 4, &[small(&board_of(&off[0], 4, 4))]);
    let space = space(4, 4, Goal::AllOff);
    let solvable = (0..320)
        .map(|_| Board::random(&space, Moves::Any, &mut rng).expect("any"))
        .filter(|board| distances[usize::from(small(board))] != UNREACHABLE)
        .count();
    // 20 expected; the chance of falling outside is below one in a million.
    assert!((4..=45).contains(&solvable), "{solvable}");
}
