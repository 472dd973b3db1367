//! `flipswap::Puzzle` and `flipswap::Answer`, checked once, generically,
//! over every puzzle: the fewest moves against the oracles in `common`
//! (searches written from the judges' rules, not from flipswap), and the
//! shape's own promises (the moves replay to the goal under `play`, the
//! hint is the first move, `is_solved` is exactly "needs no moves", the
//! answer prints).

use crate::common::{self, Rng, UNREACHABLE, cross_masks, row_and_column_masks};
use common::eight as eight_oracle;
use common::fifteen as fifteen_oracle;
use common::sliding::{Distances, Grid, random_grid, random_walk};
use common::swap_grid::{fewest_swaps, random_board};
use flipswap::check::{self, Problem};
use flipswap::family::{Of, judges};
use flipswap::lights_out::{self, Game, Goal};
use flipswap::{Answer, Puzzle, Reader, eight, fifteen, flip_game, fridge, lights, puzzle};
use flipswap::{swap_game, tiles};

/// Everything the shape promises of `value`, whose fewest moves the oracle
/// says are `fewest` (`None`: no moves reach the goal).
fn holds<P: Puzzle + std::fmt::Debug>(value: &P, fewest: Option<usize>) {
    let solution = value.solve();
    assert_eq!(solution.as_ref().map(Answer::len), fewest, "{value:?}");
    assert_eq!(value.is_solved(), fewest == Some(0), "{value:?}");
    match solution {
        Some(solution) => {
            let moves: Vec<P::Move> = solution.moves().collect();
            assert_eq!(moves.len(), solution.len(), "{value:?}");
            assert_eq!(solution.is_empty(), moves.is_empty(), "{value:?}");
            assert_eq!(value.hint(), moves.first().copied(), "{value:?}");
            assert!(puzzle::replays(value, moves.iter().copied()), "{value:?}");
            assert_eq!(check::moves(value, moves.iter().copied()), Ok(()));
            // Every answer prints (`Answer: Display`), as a judge's text
            // with no newline after its last line.
            assert!(!solution.to_string().ends_with('\n'), "{value:?}");
            // One move short of the answer is not the goal.
            if let Some((_, shorter)) = moves.split_last() {
                assert!(!puzzle::replays(value, shorter.iter().copied()));
                let rejection = check::moves(value, shorter.iter().copied()).expect_err("short");
                assert_eq!(
                    (rejection.line(), rejection.problem()),
                    (moves.len() as u32, Problem::NotSolved)
                );
            }
        }
        None => {
            assert_eq!(value.hint(), None, "{value:?}");
            let rejection = check::moves(value, []).expect_err("no moves reach the goal");
            assert_eq!(rejection.problem(), Problem::NotSolved);
        }
    }
}

/// The oracle's fewest from its table: `UNREACHABLE` is `None`.
fn fewest(distance: u8) -> Option<usize> {
    (distance != UNREACHABLE).then_some(usize::from(distance))
}

#[test]
fn every_toggle_board_has_the_shape() {
    let flips = common::toggle_distances(&cross_masks(4, 4), &[0x0000, 0xFFFF]);
    let turns = common::toggle_distances(&row_and_column_masks(), &[0x0000]);
    let presses = common::toggle_distances(&cross_masks(3, 3), &[0x01FF]);
    for bits in 0..=u16::MAX {
        let board = flip_game::Board::from_bits(bits).expect("16 cells");
        holds(&board, fewest(flips[usize::from(bits)]));
        let door = fridge::Board::from_bits(bits).expect("16 cells");
        holds(&door, fewest(turns[usize::from(bits)]));
        if let Some(lamps) = lights::Board::from_bits(bits) {
            holds(&lamps, fewest(presses[usize::from(bits)]));
        }
    }
}

#[test]
fn swap_game_pairs_have_the_shape() {
    let mut rng = Rng::new(23);
    for _ in 0..2_000 {
        let ones = (rng.next_u64() % 17) as u32;
        let (start, target) = (rng.board_with(ones), rng.board_with(ones));
        let pair = swap_game::Pair::new(
            swap_game::Board::from_bits(start).expect("16 cells"),
            swap_game::Board::from_bits(target).expect("16 cells"),
        )
        .expect("equal counts");
        let swaps = fewest_swaps(u64::from(start), u64::from(target), 4);
        holds(&pair, Some(swaps as usize));
    }
    for _ in 0..500 {
        let rows = 1 + (rng.next_u64() % 8) as usize;
        let cols = 1 + (rng.next_u64() % 8) as usize;
        let ones = (rng.next_u64() % (rows * cols + 1) as u64) as usize;
        let start = random_board(&mut rng, rows, cols, ones);
        let target = random_board(&mut rng, rows, cols, ones);
        let grid = |bits| swap_game::Grid::from_bits(rows as u8, cols as u8, bits).expect("fits");
        let pair = swap_game::AnyPair::new(grid(start), grid(target)).expect("a pair");
        holds(&pair, Some(fewest_swaps(start, target, cols) as usize));
    }
}

/// A `rows` × `cols` Lights Out board of `bits`, row-major.
fn lights_board(rows: usize, cols: usize, bits: u16) -> lights_out::Board {
    let lights: Vec<u32> = (0..rows)
        .map(|row| u32::from(bits >> (row * cols)) & ((1 << cols) - 1))
        .collect();
    lights_out::Board::from_rows(cols as u8, &lights).expect("a size")
}

#[test]
fn lights_out_games_have_the_shape_at_every_goal() {
    for (rows, cols) in [(1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (3, 4), (4, 4)] {
        let all = u16::try_from((1u32 << (rows * cols)) - 1).expect("at most 16 cells");
        for (goal, goals) in [
            (Goal::AllOff, vec![0]),
            (Goal::AllOn, vec![all]),
            (Goal::OneColour, vec![0, all]),
        ] {
            let distances = common::lights_out::fewest_presses(rows, cols, &goals);
            for bits in 0..=all {
                let game = Game::new(lights_board(rows, cols, bits), goal);
                holds(&game, fewest(distances[usize::from(bits)]));
            }
        }
    }
}

#[test]
fn family_cases_have_their_judges_goal() {
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let (rows, cols) = (
            1 + (rng.next_u64() % 4) as usize,
            1 + (rng.next_u64() % 4) as usize,
        );
        let bits = (rng.next_u64() & ((1 << (rows * cols)) - 1)) as u16;
        let cells: Vec<String> = (0..rows)
            .map(|row| {
                let row: Vec<&str> = (0..cols)
                    .map(|col| {
                        if bits >> (row * cols + col) & 1 == 1 {
                            "1"
                        } else {
                            "0"
                        }
                    })
                    .collect();
                row.join(" ")
            })
            .collect();
        let text = format!("{rows} {cols}\n{}\n", cells.join("\n"));
        let case = read_one::<Of<judges::Fliptile>>(&text);
        let distances = common::lights_out::fewest_presses(rows, cols, &[0]);
        holds(&case, fewest(distances[usize::from(bits)]));

        // Painter's Problem paints every cell yellow (`y`): all on.
        let side = rows;
        let bits = (u32::from(bits) & ((1 << (side * side)) - 1)) as u16;
        let painted: Vec<String> = (0..side)
            .map(|row| {
                (0..side)
                    .map(|col| {
                        if bits >> (row * side + col) & 1 == 1 {
                            'y'
                        } else {
                            'w'
                        }
                    })
                    .collect()
            })
            .collect();
        let text = format!("1\n{side}\n{}\n", painted.join("\n"));
        let case = read_one::<Of<judges::Painter>>(&text);
        let all = u16::try_from((1u32 << (side * side)) - 1).expect("at most 16 cells");
        let distances = common::lights_out::fewest_presses(side, side, &[all]);
        holds(&case, fewest(distances[usize::from(bits)]));
    }
}

/// The one case of `text`, read by the crate's reader of `C`.
fn read_one<C: flipswap::Case + Copy>(text: &str) -> C {
    let mut reader = Reader::<C>::new();
    let mut case = None;
    for line in text.lines() {
        case = reader.push_line(line.as_bytes()).expect("valid").or(case);
    }
    reader.finish().expect("complete");
    case.expect("one case")
}

/// The crate's 8-puzzle board of the oracle's cells.
fn eight_board(cells: eight_oracle::Board) -> eight::Board {
    eight::Board::from_cells(cells).expect("a board")
}

#[test]
fn eight_puzzle_values_have_the_shape() {
    let (to_goal, to_centre) = (eight_oracle::to_goal(), eight_oracle::to_centre());
    let mut rng = Rng::new(8);
    for _ in 0..3_000 {
        let cells = eight_oracle::random_board(&mut rng);
        let board = eight_board(cells);
        holds(&board, to_goal.get(cells).map(usize::from));
        if let Ok(digits) = eight::Digits::new(board) {
            holds(&digits, to_centre.get(cells).map(usize::from));
        }
    }
    for _ in 0..20 {
        let target = eight_oracle::random_board(&mut rng);
        let distances = eight_oracle::distances(target);
        for _ in 0..100 {
            let start = eight_oracle::random_board(&mut rng);
            if let Ok(pair) = eight::Pair::new(eight_board(start), eight_board(target)) {
                holds(&pair, distances.get(start).map(usize::from));
            }
        }
    }
}

#[test]
fn fifteen_puzzle_boards_have_the_shape() {
    let mut rng = Rng::new(15);
    for steps in 0..30 {
        let cells = fifteen_oracle::random_walk(&mut rng, steps);
        let board = fifteen::Board::from_cells(cells).expect("a board");
        let found = fifteen_oracle::solve(cells).expect("a walk from the goal");
        holds(&board, Some(found.moves.len()));
        // The same board with two tiles swapped cannot reach the goal.
        let swapped = fifteen_oracle::swap_tiles(cells, steps % 14, steps % 14 + 1);
        holds(&fifteen::Board::from_cells(swapped).expect("a board"), None);
    }
}

/// The crate's sliding board of the oracle's grid.
fn sliding_board(grid: &Grid) -> tiles::Board {
    tiles::Board::new(grid.rows as u8, grid.cols as u8, &grid.cells).expect("a board")
}

#[test]
fn sliding_pairs_have_the_shape_at_every_size() {
    let mut rng = Rng::new(44);
    for rows in 2..=4 {
        for cols in 2..=4 {
            let target = random_grid(&mut rng, rows, cols);
            let small = rows * cols <= 9;
            let distances = small.then(|| Distances::of(&target));
            for _ in 0..40 {
                let start = if small {
                    random_grid(&mut rng, rows, cols)
                } else {
                    random_walk(&mut rng, &target, 12)
                };
                let Ok(pair) = tiles::Pair::new(sliding_board(&start), sliding_board(&target))
                else {
                    assert!(!start.reaches(&target), "{start:?} reaches {target:?}");
                    continue;
                };
                let moves = match &distances {
                    Some(distances) => distances.get(&start).map(usize::from),
                    None => common::sliding::ida_star(&start, &target).map(|moves| moves.len()),
                };
                holds(&pair, moves);
            }
        }
    }
}

/// The press engine's puzzles, a rule of up to 64 cells ([`press::Game`])
/// and a grid ([`press::GridGame`]), have the shape: their fewest presses
/// and least map are the tests' own elimination's, and a board prints in
/// its shape and parses back.
#[test]
fn press_games_have_the_shape() {
    use common::press::Matrix;
    use flipswap::press::{self, Cells, Edges, Grid, GridSolver, Rule, Solver, State, Stencil};
    let pictures: [(&[&[u8]], Stencil); 3] = [
        (&[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]], Stencil::CROSS),
        (&[&[1, 0, 1], &[0, 1, 0], &[1, 0, 1]], Stencil::X),
        (&[&[1, 1, 1], &[1, 1, 1], &[1, 1, 1]], Stencil::KING),
    ];
    let mut random = common::Random(0x9A3E_5EED);
    for round in 0..240 {
        let (picture, stencil) = pictures[round % 3];
        let states = 2 + (round / 3 % 2) as u8;
        let torus = round / 6 % 2 == 1;
        let edges = if torus { Edges::Torus } else { Edges::Bounded };
        let (rows, cols) = (1 + random.below(4) as usize, 1 + random.below(4) as usize);
        let n = rows * cols;
        let values = random.values(n, states);
        let matrix = Matrix::grid(rows, cols, picture, torus, states);
        let oracle = matrix.fewest(&values, &vec![0; n]);
        let fewest = oracle
            .as_ref()
            .map(|map| map.iter().map(|&v| usize::from(v)).sum());

        let rule = Rule::grid(rows, cols, &stencil, edges, states).expect("up to 16 cells");
        let solver = Solver::new(&rule);
        let state = State::from_values(&values, states).expect("values below the states");
        let game = press::Game::new(&solver, state, State::ZERO).expect("a board of the rule");
        holds(&game, fewest);
        let map = game.solve().map(|answer| answer.map());
        let expected = oracle
            .as_ref()
            .map(|map| State::from_values(map, states).expect("a map"));
        assert_eq!(map, expected, "{rows}x{cols} {values:?}");

        let board = press::Board::new(state, rows, cols).expect("up to 16 cells");
        assert_eq!(board.to_string().parse::<press::Board>(), Ok(board));

        let grid = Grid::new(rows, cols, &stencil, edges, states).expect("a grid");
        let grid_solver = GridSolver::new(&grid);
        let mut cells = Cells::ZERO;
        for (i, &value) in values.iter().enumerate() {
            cells.set(i / cols, i % cols, value);
        }
        let grid_game = press::GridGame::new(&grid_solver, cells, Cells::ZERO).expect("a board");
        holds(&grid_game, fewest);
        if let (Some(answer), Some(map)) = (grid_game.solve(), &oracle) {
            let found: Vec<u8> = (0..n)
                .map(|i| answer.map().get(i / cols, i % cols))
                .collect();
            assert_eq!(&found, map, "{rows}x{cols} {values:?}");
        }
    }
    // A board or goal past the rule's cells or states is no game.
    let rule = Rule::grid(2, 2, &Stencil::CROSS, Edges::Bounded, 2).expect("four cells");
    let solver = Solver::new(&rule);
    assert!(press::Game::new(&solver, State::of_bits(1 << 4), State::ZERO).is_none());
    assert!(press::Game::new(&solver, State::ZERO, State::uniform(4, 2)).is_none());
    let too_many = ["101010101"; 8].join("\n"); // 72 cells
    assert!(too_many.parse::<press::Board>().is_err());
}
