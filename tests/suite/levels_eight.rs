//! The 8-puzzle at an exact difficulty (`flipswap::levels` for
//! `eight::Board`, `eight::Pair`, `eight::Digits`) against the oracle of
//! `common::eight`: its breadth-first search says how many moves every
//! board needs, and its greedy walk spells every board's answer.

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::common;

use common::eight::{
    self as oracle, Board, CENTRE, Distances, UDLR, canonical, distances, inversion_parity,
    random_board, to_centre, to_goal,
};
use flipswap::eight::{self, Digits, Pair};
use flipswap::levels::{Every, Level, LevelError, Moves, Rng};

fn board_of(cells: Board) -> eight::Board {
    eight::Board::from_cells(cells).unwrap_or_else(|| panic!("{cells:?} is a board"))
}

/// Three targets for Eight II, drawn once: the blank at the middle of an
/// edge, in a corner other than the goal's, and in the centre, so that
/// every table is read, each turned or with its tiles renamed.
fn targets() -> &'static [Distances; 3] {
    static TARGETS: OnceLock<[Distances; 3]> = OnceLock::new();
    TARGETS.get_or_init(|| {
        let mut rng = common::Rng::new(17);
        let mut with_blank = |cells: &[usize]| loop {
            let board = random_board(&mut rng);
            let blank = board.iter().position(|&c| c == 0).expect("a blank");
            if cells.contains(&blank) && board != CENTRE {
                return distances(board);
            }
        };
        [
            with_blank(&[1, 3, 5, 7]),
            with_blank(&[0, 2, 6]),
            with_blank(&[4]),
        ]
    })
}

/// A draw of one puzzle's `random`, its board alone.
type Draw = dyn Fn(Moves, &mut Rng) -> Result<eight::Board, LevelError>;

/// Every space of the three puzzles, with the oracle's distances to its
/// target and the `needing` and `random` of the puzzle there, as boards.
struct Space {
    name: String,
    oracle: &'static Distances,
    most: Option<u32>,
    needing: Box<dyn Fn(u32) -> Vec<eight::Board>>,
    random: Box<Draw>,
}

fn spaces() -> Vec<Space> {
    let mut spaces = vec![
        Space {
            name: "Board".into(),
            oracle: to_goal(),
            most: eight::Board::most(&()),
            needing: Box::new(|n| eight::Board::needing(&(), n).collect()),
            random: Box::new(|moves, rng| eight::Board::random(&(), moves, rng)),
        },
        Space {
            name: "Digits".into(),
            oracle: to_centre(),
            most: Digits::most(&()),
            needing: Box::new(|n| {
                Digits::needing(&(), n)
                    .map(|digits| digits.board())
                    .collect()
            }),
            random: Box::new(|moves, rng| {
                Digits::random(&(), moves, rng).map(|digits| digits.board())
            }),
        },
    ];
    for oracle in targets() {
        let target = board_of(oracle.target());
        spaces.push(Space {
            name: format!("Pair to {target}"),
            oracle,
            most: Pair::most(&target),
            needing: Box::new(move |n| {
                let pairs = Pair::needing(&target, n).inspect(|pair| {
                    assert_eq!(pair.target(), target, "needing({n}) keeps the target");
                });
                pairs.map(|pair| pair.start()).collect()
            }),
            random: Box::new(move |moves, rng| {
                let pair = Pair::random(&target, moves, rng)?;
                assert_eq!(pair.target(), target, "random({moves:?}) keeps the target");
                Ok(pair.start())
            }),
        });
    }
    spaces
}

/// The oracle's fewest moves from `board` to the space's target.
fn needs(space: &Space, board: eight::Board) -> Option<u32> {
    space.oracle.get(board.cells()).map(u32::from)
}

/// The oracle's answer for `board`, read from the last move back, each
/// letter as its place in `u`, `d`, `l`, `r`.
fn answer_backwards(space: &Space, board: eight::Board) -> Vec<usize> {
    let answer = canonical(board.cells(), UDLR, space.oracle).expect("the board reaches");
    let place = |letter| UDLR.iter().position(|&l| l == letter).expect("a move");
    answer.bytes().rev().map(place).collect()
}

#[test]
fn the_most_is_the_oracles_farthest_and_one_more_is_too_many() {
    for space in spaces() {
        let farthest = space.oracle.histogram().len() as u32 - 1;
        assert_eq!(space.most, Some(farthest), "{}", space.name);
        let asked = farthest + 1;
        let mut rng = Rng::new(1);
        assert_eq!(
            (space.random)(Moves::Exactly(asked), &mut rng),
            Err(LevelError::TooMany {
                asked,
                most: farthest
            }),
            "{}",
            space.name
        );
        assert!((space.needing)(asked).is_empty(), "{}", space.name);
        assert!((space.needing)(u32::MAX).is_empty(), "{}", space.name);
    }
    // The judges' goals, as PUZZLES.md gives them.
    assert_eq!(eight::Board::most(&()), Some(31));
    assert_eq!(Digits::most(&()), Some(30));
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn needing_lists_each_board_at_each_distance_once_as_the_oracle_counts() {
    for space in spaces() {
        let histogram = space.oracle.histogram();
        for (n, &expected) in histogram.iter().enumerate() {
            let boards = (space.needing)(n as u32);
            assert_eq!(boards.len(), expected as usize, "{} at {n}", space.name);
            for &board in &boards {
                assert_eq!(
                    needs(&space, board),
                    Some(n as u32),
                    "{} {board}",
                    space.name
                );
            }
            let distinct: HashSet<Board> = boards.iter().map(|b| b.cells()).collect();
            assert_eq!(distinct.len(), boards.len(), "{} at {n}: twice", space.name);
            // In the order of the answers read backwards: every pair at the
            // ends, a sample of those between.
            let sampled = |i: usize| i < 30 || i + 31 >= boards.len() || i % 101 == 0;
            let mut before: Option<(eight::Board, Vec<usize>)> = None;
            for (i, &board) in boards.iter().enumerate() {
                let checked = sampled(i) || i > 0 && sampled(i - 1);
                if !checked {
                    before = None;
                    continue;
                }
                let key = answer_backwards(&space, board);
                if let Some((last, last_key)) = before {
                    assert!(
                        last_key < key,
                        "{} at {n}: {last} before {board}",
                        space.name
                    );
                }
                before = Some((board, key));
            }
        }
    }
}

#[test]
fn needing_lists_the_two_boards_31_moves_from_the_goal() {
    let farthest: Vec<String> = eight::Board::needing(&(), 31)
        .map(|board| oracle::spaced(board.cells()))
        .collect();
    // PUZZLES.md's two boards: both answers end in `r`, and the one before
    // is `d` for `6 4 7 / 8 5 _ / 3 2 1`, `r` for the other.
    assert_eq!(farthest, ["6 4 7 8 5 x 3 2 1", "8 6 7 2 5 4 3 x 1"]);
    assert_eq!(Digits::needing(&(), 30).count(), 148);
}

#[test]
fn random_draws_a_board_needing_exactly_the_moves_asked_for() {
    for space in spaces() {
        let most = space.most.expect("a most");
        for n in 0..=most {
            for seed in 0..3 {
                let mut rng = Rng::new(u64::from(n) << 8 | seed);
                let board = (space.random)(Moves::Exactly(n), &mut rng)
                    .unwrap_or_else(|e| panic!("{} at {n}: {e}", space.name));
                assert_eq!(needs(&space, board), Some(n), "{} {board}", space.name);
            }
        }
        let mut rng = Rng::new(99);
        let board = (space.random)(Moves::Most, &mut rng).expect("the most is known");
        assert_eq!(needs(&space, board), Some(most), "{} {board}", space.name);
    }
}

#[test]
fn random_draws_each_board_needing_n_about_equally_often() {
    // Few boards need 4 moves and 31 (two boards), so these are picked by
    // their place among the boards `needing` lists, each as often.
    for (n, draws) in [(4, 1_600), (31, 12)] {
        let all: Vec<eight::Board> = eight::Board::needing(&(), n).collect();
        let mut seen = vec![0u32; all.len()];
        let mut rng = Rng::new(n.into());
        for _ in 0..draws {
            let board = eight::Board::random(&(), Moves::Exactly(n), &mut rng).expect("a board");
            let at = all
                .iter()
                .position(|&b| b == board)
                .expect("listed by needing");
            seen[at] += 1;
        }
        let each = draws / all.len() as u32;
        for (board, &times) in all.iter().zip(&seen) {
            assert!(
                times > each / 3 && times < each * 2,
                "{board} drawn {times} times of {draws} at {n}, not about {each}"
            );
        }
    }
}

#[test]
fn the_same_seed_draws_the_same_boards() {
    for space in spaces() {
        for moves in [
            Moves::Any,
            Moves::Exactly(3),
            Moves::Exactly(24),
            Moves::Most,
        ] {
            let draw = |seed| {
                let mut rng = Rng::new(seed);
                [
                    (space.random)(moves, &mut rng),
                    (space.random)(moves, &mut rng),
                ]
            };
            assert_eq!(draw(5), draw(5), "{} {moves:?}", space.name);
        }
        // Another seed draws another board, among the many that need 24.
        let mut rng = [Rng::new(5), Rng::new(6)];
        let [a, b] = rng
            .each_mut()
            .map(|rng| (space.random)(Moves::Exactly(24), rng));
        assert_ne!(a, b, "{}", space.name);
    }
}

/// The mean of the fewest moves of the boards that reach the target.
fn mean_moves(oracle: &Distances) -> f64 {
    let histogram = oracle.histogram();
    let moves = histogram.iter().enumerate();
    let total: f64 = moves.map(|(n, &count)| n as f64 * f64::from(count)).sum();
    total / f64::from(histogram.iter().sum::<u32>())
}

#[test]
fn any_draws_boards_that_reach_the_goal_and_boards_that_do_not() {
    let mut rng = Rng::new(8);
    let draws = 2_000;
    let mut reach = 0;
    let mut total_moves = 0;
    for _ in 0..draws {
        let board = eight::Board::random(&(), Moves::Any, &mut rng).expect("any board");
        assert!(oracle::is_board(board.cells()));
        if let Some(moves) = to_goal().get(board.cells()) {
            assert!(!inversion_parity(board.cells()));
            reach += 1;
            total_moves += u32::from(moves);
        }
    }
    assert!(
        (900..1_100).contains(&reach),
        "{reach} of {draws} reach the goal"
    );
    let mean = f64::from(total_moves) / f64::from(reach);
    let expected = mean_moves(to_goal());
    assert!((mean - expected).abs() < 0.4, "mean {mean}, not {expected}");
}

#[test]
fn any_draws_for_the_centre_goal_and_a_pair_reach_their_target_evenly() {
    for space in spaces().into_iter().skip(1) {
        let expected = mean_moves(space.oracle);
        let mut rng = Rng::new(9);
        let draws = 1_000;
        let mut total = 0;
        for _ in 0..draws {
            let board = (space.random)(Moves::Any, &mut rng).expect("any board");
            total += needs(&space, board).unwrap_or_else(|| panic!("{} {board}", space.name));
        }
        let mean = f64::from(total) / f64::from(draws);
        assert!(
            (mean - expected).abs() < 0.5,
            "{}: mean {mean}, not {expected}",
            space.name
        );
    }
}
