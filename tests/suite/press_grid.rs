//! The grid engine of up to 64 × 64 cells against the tests' own
//! elimination (`common::press`): kernel dimensions as PUZZLES.md states
//! them, past the 64 cells of `press::Solver`; counts, answers, kernels and
//! the fewest presses on random rules; the same press maps as
//! `press::Solver` and `lights_out` where those answer; HDU 5755's and
//! P3164's sizes; 64 × 64.

use flipswap::lights_out;
use flipswap::press::{Cells, Edges, Grid, GridSolver, Rule, Solver, State, Stencil};

use crate::common::Random;
use crate::common::press::Matrix;

/// A stencil's weights, row by row, as the oracle reads them.
type Picture = &'static [&'static [u8]];

const CROSS: Picture = &[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]];
const X: Picture = &[&[1, 0, 1], &[0, 1, 0], &[1, 0, 1]];
const KING: Picture = &[&[1, 1, 1], &[1, 1, 1], &[1, 1, 1]];
const HDU: Picture = &[&[0, 1, 0], &[1, 2, 1], &[0, 1, 0]];

/// The engine's stencil of a picture (odd rows of odd columns).
fn stencil(picture: &[&[u8]]) -> Stencil {
    Stencil::of(picture.len(), picture[0].len(), &picture.concat()).expect("a stencil")
}

/// The cells of `values`, `cols` a row.
fn cells(values: &[u8], cols: usize) -> Cells {
    let mut cells = Cells::ZERO;
    for (i, &value) in values.iter().enumerate() {
        cells.set(i / cols, i % cols, value);
    }
    cells
}

/// The values of the first `rows` × `cols` cells, row by row; and a check
/// that every cell past them is 0.
fn values(cells: &Cells, rows: usize, cols: usize) -> Vec<u8> {
    for r in 0..64 {
        for c in 0..64 {
            if r >= rows || c >= cols {
                assert_eq!(cells.get(r, c), 0, "({r}, {c}) is past {rows} x {cols}");
            }
        }
    }
    (0..rows * cols)
        .map(|i| cells.get(i / cols, i % cols))
        .collect()
}

fn edges(torus: bool) -> Edges {
    if torus { Edges::Torus } else { Edges::Bounded }
}

/// The engine's grid and solver of a rule, and the oracle's matrix.
fn rule(
    rows: usize,
    cols: usize,
    picture: &[&[u8]],
    torus: bool,
    states: u8,
) -> (Grid, GridSolver, Matrix) {
    let grid = Grid::new(rows, cols, &stencil(picture), edges(torus), states)
        .unwrap_or_else(|| panic!("{rows} x {cols} {picture:?} torus {torus}: too many unknowns"));
    (
        grid,
        GridSolver::new(&grid),
        Matrix::grid(rows, cols, picture, torus, states),
    )
}

#[test]
fn kernel_dimensions_are_those_puzzles_md_states_up_to_10_by_10() {
    // n = 2 to 10: the cross bounded mod 2, on a torus mod 2, and bounded
    // mod 3 (the same for HDU 5755's rule).
    let rows: [(bool, u8, Picture, [u32; 9]); 4] = [
        (false, 2, CROSS, [0, 0, 4, 2, 0, 0, 0, 8, 0]),
        (true, 2, CROSS, [0, 4, 0, 8, 8, 0, 0, 4, 16]),
        (false, 3, CROSS, [1, 0, 2, 3, 0, 0, 4, 2, 0]),
        (false, 3, HDU, [1, 0, 2, 3, 0, 0, 4, 2, 0]),
    ];
    for (torus, states, picture, dimensions) in rows {
        for (n, &dimension) in (2..).zip(&dimensions) {
            let (_, solver, oracle) = rule(n, n, picture, torus, states);
            let what = format!("{picture:?} torus {torus} mod {states}, {n} x {n}");
            assert_eq!(n * n - oracle.rank(), dimension as usize, "oracle {what}");
            assert_eq!(solver.kernel_dimension(), dimension, "{what}");
        }
    }
}

/// A random stencil of 1 × 1 to 5 × 5 weights below `states`, each weight
/// 0 half the time.
fn random_picture(random: &mut Random, states: u8) -> Vec<Vec<u8>> {
    let rows = [1, 3, 5][random.below(3) as usize];
    let cols = [1, 3, 5][random.below(3) as usize];
    (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| {
                    if random.below(2) == 0 {
                        0
                    } else {
                        random.below(u64::from(states)) as u8
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn counts_answers_kernels_and_fewest_presses_agree_with_the_oracle_on_random_rules() {
    let mut random = Random(0x5EED_1234_ABCD_0001);
    let mut weighed = 0;
    for round in 0..300 {
        let states = [2, 3][round % 2];
        let torus = random.below(2) == 1;
        let owned = match round % 5 {
            0 => random_picture(&mut random, states),
            1 => CROSS.iter().map(|row| row.to_vec()).collect(),
            2 => X.iter().map(|row| row.to_vec()).collect(),
            3 => KING.iter().map(|row| row.to_vec()).collect(),
            _ => random_picture(&mut random, states),
        };
        let picture: Vec<&[u8]> = owned.iter().map(Vec::as_slice).collect();
        // Mostly small, now and then up to 20 x 20.
        let most = if round % 10 == 0 { 20 } else { 9 };
        let (rows, cols) = (
            1 + random.below(most) as usize,
            1 + random.below(most) as usize,
        );
        let what = format!("{rows}x{cols} {picture:?} torus {torus} mod {states}");
        let Some(grid) = Grid::new(rows, cols, &stencil(&picture), edges(torus), states) else {
            assert!(rows * cols > 128, "{what}: refused");
            continue;
        };
        let solver = GridSolver::new(&grid);
        let oracle = Matrix::grid(rows, cols, &picture, torus, states);
        let n = rows * cols;
        let k = n - oracle.rank();
        assert_eq!(solver.kernel_dimension() as usize, k, "{what}");
        let zero = vec![0; n];
        match solver.kernel() {
            Some(map) => {
                let map = values(&map, rows, cols);
                assert_ne!(map, zero, "{what}: a kernel map is not 0");
                assert_eq!(oracle.apply(&zero, &map), zero, "{what}: changes nothing");
            }
            None => assert_eq!(k, 0, "{what}"),
        }
        for attempt in 0..4 {
            let board = random.values(n, states);
            // Every other target reached from the board by random presses.
            let target = if attempt % 2 == 0 {
                random.values(n, states)
            } else {
                oracle.apply(&board, &random.values(n, states))
            };
            let (from, to) = (cells(&board, cols), cells(&target, cols));
            let solvable = oracle.solvable(&board, &target);
            let count = if solvable {
                u128::from(states)
                    .checked_pow(k as u32)
                    .unwrap_or(u128::MAX)
            } else {
                0
            };
            assert_eq!(solver.count(&from, &to), count, "{what}: {board:?}");
            let any = solver.any(&from, &to);
            assert_eq!(any.is_some(), solvable, "{what}: {board:?}");
            if let Some(map) = any {
                let map = values(&map, rows, cols);
                assert_eq!(oracle.apply(&board, &map), target, "{what}: {board:?}");
            }
            if k <= 12 && u64::from(states).pow(k as u32) <= 1 << 12 {
                weighed += 1;
                let found = solver.solve(&from, &to).expect("a small kernel");
                assert_eq!(
                    found.map(|map| values(&map, rows, cols)),
                    oracle.fewest(&board, &target),
                    "{what}: {board:?} -> {target:?}"
                );
            }
        }
    }
    assert!(weighed > 800, "{weighed} boards weighed");
}

#[test]
fn every_grid_of_up_to_128_cells_is_taken_and_the_stated_ones_past_it() {
    let stencils = [
        Stencil::CROSS,
        Stencil::X,
        Stencil::KING,
        Stencil::of(7, 7, &[1; 49]).expect("a stencil"),
    ];
    for rows in 1..=128 {
        for cols in (1..=64).filter(|cols| rows * cols <= 128 && rows <= 64) {
            for stencil in &stencils {
                for torus in [false, true] {
                    let grid = Grid::new(rows, cols, stencil, edges(torus), 3);
                    assert!(grid.is_some(), "{rows} x {cols} torus {torus}");
                }
            }
        }
    }
    let unknowns = |stencil: &Stencil, torus: bool, n: usize| {
        Grid::new(n, n, stencil, edges(torus), 2).map(|grid| grid.unknowns())
    };
    assert_eq!(unknowns(&Stencil::CROSS, false, 64), Some(64));
    assert_eq!(unknowns(&Stencil::CROSS, true, 64), Some(128));
    assert_eq!(unknowns(&Stencil::X, false, 64), Some(127));
    assert_eq!(unknowns(&Stencil::KING, false, 64), Some(127));
    assert_eq!(unknowns(&Stencil::KING, true, 32), Some(124));
    assert_eq!(unknowns(&Stencil::KING, true, 33), Some(128));
    assert_eq!(unknowns(&Stencil::KING, true, 34), None);
    assert_eq!(unknowns(&Stencil::X, true, 64), None);
    assert!(Grid::new(65, 1, &Stencil::CROSS, Edges::Bounded, 2).is_none());
    assert!(Grid::new(0, 1, &Stencil::CROSS, Edges::Bounded, 2).is_none());
}

#[test]
fn up_to_64_cells_the_press_maps_are_press_solvers() {
    let mut random = Random(64);
    for round in 0..120 {
        let states = [2, 3][round % 2];
        let torus = random.below(2) == 1;
        let owned = random_picture(&mut random, states);
        let picture: Vec<&[u8]> = owned.iter().map(Vec::as_slice).collect();
        let (rows, cols) = (1 + random.below(8) as usize, 1 + random.below(8) as usize);
        let what = format!("{rows}x{cols} {picture:?} torus {torus} mod {states}");
        let (_, grid_solver, _) = rule(rows, cols, &picture, torus, states);
        let press =
            Rule::grid(rows, cols, &stencil(&picture), edges(torus), states).expect("a rule");
        let solver = Solver::new(&press);
        assert_eq!(
            grid_solver.kernel_dimension(),
            solver.kernel_dimension(),
            "{what}"
        );
        let n = rows * cols;
        for _ in 0..5 {
            let (board, target) = (random.values(n, states), random.values(n, states));
            let (from, to) = (cells(&board, cols), cells(&target, cols));
            let state = |values: &[u8]| State::from_values(values, states).expect("64 cells");
            let (state_from, state_to) = (state(&board), state(&target));
            assert_eq!(
                grid_solver.count(&from, &to),
                solver.count(state_from, state_to),
                "{what}"
            );
            let (Ok(ours), Ok(theirs)) = (
                grid_solver.solve_within(&from, &to, 1 << 16),
                solver.solve_within(state_from, state_to, 1 << 16),
            ) else {
                continue;
            };
            assert_eq!(
                ours.map(|map| values(&map, rows, cols)),
                theirs.map(|map| (0..n).map(|i| map.get(i)).collect()),
                "{what}: {board:?} -> {target:?}"
            );
        }
    }
}

#[test]
fn the_cross_mod_2_answers_as_lights_out_does_up_to_32_by_32() {
    let mut random = Random(777);
    // Small kernels with many ties, then large ones.
    let mut sizes = vec![(4, 4), (5, 5), (9, 9), (4, 5), (11, 11), (32, 32), (31, 31)];
    sizes.extend([(16, 16), (4, 29), (32, 1), (19, 24)]);
    sizes.extend((0..14).map(|_| (1 + random.below(32) as usize, 1 + random.below(32) as usize)));
    for (rows, cols) in sizes {
        let (_, solver, _) = rule(rows, cols, CROSS, false, 2);
        let lights = lights_out::Solver::new(rows as u8, cols as u8).expect("a size");
        assert_eq!(solver.kernel_dimension(), u32::from(lights.nullity()));
        let boards = match rows * cols {
            900.. => 2,
            200.. => 6,
            _ => 30,
        };
        for _ in 0..boards {
            let lit = random.values(rows * cols, 2);
            let lines: Vec<u32> = (0..rows)
                .map(|r| (0..cols).map(|c| u32::from(lit[r * cols + c]) << c).sum())
                .collect();
            let board = lights_out::Board::from_rows(cols as u8, &lines).expect("a size");
            let theirs = lights
                .solve(&board, lights_out::Goal::AllOff)
                .expect("its size")
                .map(|solution| {
                    (0..rows * cols)
                        .map(|i| u8::from(solution.row((i / cols) as u8) >> (i % cols) & 1 == 1))
                        .collect::<Vec<u8>>()
                });
            let ours = solver
                .solve(&cells(&lit, cols), &Cells::ZERO)
                .expect("a kernel of 20 at most")
                .map(|map| values(&map, rows, cols));
            assert_eq!(
                ours.as_ref()
                    .map(|map| map.iter().map(|&v| u32::from(v)).sum::<u32>()),
                theirs
                    .as_ref()
                    .map(|map| map.iter().map(|&v| u32::from(v)).sum::<u32>()),
                "{rows}x{cols}: the fewest"
            );
            assert_eq!(ours, theirs, "{rows}x{cols}: the least in reading order");
        }
    }
}

#[test]
fn hdu_5755_boards_of_30_by_30_are_solved() {
    let mut random = Random(5755);
    let (_, solver, oracle) = rule(30, 30, HDU, false, 3);
    for _ in 0..6 {
        // Solvable by construction: random presses on the empty board.
        let board = oracle.apply(&vec![0; 900], &random.values(900, 3));
        let map = solver
            .any(&cells(&board, 30), &Cells::ZERO)
            .expect("solvable by construction");
        let map = values(&map, 30, 30);
        assert_eq!(oracle.apply(&board, &map), vec![0; 900]);
        let fewest = solver
            .solve(&cells(&board, 30), &Cells::ZERO)
            .expect("no kernel past 3^20")
            .expect("solvable");
        assert_eq!(oracle.apply(&board, &values(&fewest, 30, 30)), vec![0; 900]);
    }
}

/// Whether every cell of `map` and its four neighbours sum to an even
/// number: a press map of the cross, modulo 2, that changes nothing.
fn harmonious(map: &[u8], rows: usize, cols: usize) -> bool {
    (0..rows * cols).all(|i| {
        let (r, c) = (i / cols, i % cols);
        let at = |r: usize, c: usize| u32::from(map[r * cols + c]);
        let mut sum = at(r, c);
        sum += if r > 0 { at(r - 1, c) } else { 0 };
        sum += if r + 1 < rows { at(r + 1, c) } else { 0 };
        sum += if c > 0 { at(r, c - 1) } else { 0 };
        sum += if c + 1 < cols { at(r, c + 1) } else { 0 };
        sum % 2 == 0
    })
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn p3164_sizes_have_a_map_changing_nothing_where_the_kernel_is_not_0() {
    // Every size of P3164, 1 to 40 a side.
    let sizes = (1..=40).flat_map(|rows| (1..=40).map(move |cols| (rows, cols)));
    let mut seen = 0;
    for (rows, cols) in sizes {
        let grid = Grid::new(rows, cols, &Stencil::CROSS, Edges::Bounded, 2).expect("a size");
        let solver = GridSolver::new(&grid);
        let oracle = Matrix::grid(rows, cols, CROSS, false, 2);
        let k = rows * cols - oracle.rank_mod2();
        assert_eq!(solver.kernel_dimension() as usize, k, "{rows} x {cols}");
        match solver.kernel() {
            Some(map) => {
                let map = values(&map, rows, cols);
                assert!(map.contains(&1), "{rows} x {cols}: not 0");
                assert!(harmonious(&map, rows, cols), "{rows} x {cols}");
                seen += 1;
            }
            None => assert_eq!(k, 0, "{rows} x {cols}"),
        }
    }
    assert!(seen > 300, "{seen} sizes with a kernel");
}

#[test]
fn boards_of_64_by_64_get_valid_answers_bounded_and_on_a_torus() {
    let mut random = Random(4096);
    let rules = [
        (CROSS, false, 2),
        (CROSS, true, 2),
        (KING, false, 3),
        (X, false, 2),
    ];
    for (picture, torus, states) in rules {
        let (grid, solver, oracle) = rule(64, 64, picture, torus, states);
        let n = 64 * 64;
        let board = oracle.apply(&vec![0; n], &random.values(n, states));
        let from = cells(&board, 64);
        let map = solver
            .any(&from, &Cells::ZERO)
            .expect("solvable by construction");
        assert_eq!(oracle.apply(&board, &values(&map, 64, 64)), vec![0; n]);
        assert_eq!(grid.apply(&from, &map), Cells::ZERO);
        if let Some(quiet) = solver.kernel() {
            let quiet = values(&quiet, 64, 64);
            assert!(quiet.iter().any(|&v| v != 0));
            assert_eq!(oracle.apply(&vec![0; n], &quiet), vec![0; n]);
        }
        match solver.solve_within(&from, &Cells::ZERO, 1 << 12) {
            Ok(fewest) => {
                let fewest = values(&fewest.expect("solvable"), 64, 64);
                assert_eq!(oracle.apply(&board, &fewest), vec![0; n]);
            }
            Err(_) => assert!(solver.kernel_dimension() > 12),
        }
    }
}

#[test]
fn cells_add_subtract_weigh_and_compare_as_their_values_do() {
    let mut random = Random(1024);
    for round in 0..200 {
        let states = [2, 3][round % 2];
        let (rows, cols) = (1 + random.below(64) as usize, 1 + random.below(64) as usize);
        let n = rows * cols;
        let (a, b) = (random.values(n, states), random.values(n, states));
        // Now and then equal up to a random cell.
        let b = if round % 3 == 0 {
            let cut = random.below(n as u64) as usize;
            a[..cut].iter().chain(&b[cut..]).copied().collect()
        } else {
            b
        };
        let (x, y) = (cells(&a, cols), cells(&b, cols));
        let sum: Vec<u8> = a.iter().zip(&b).map(|(u, v)| (u + v) % states).collect();
        let difference: Vec<u8> = a
            .iter()
            .zip(&b)
            .map(|(u, v)| (u + states - v) % states)
            .collect();
        assert_eq!(values(&x.add(&y, states), rows, cols), sum);
        assert_eq!(values(&x.sub(&y, states), rows, cols), difference);
        let weight: u32 = a.iter().map(|&v| u32::from(v)).sum();
        assert_eq!(x.presses(), weight);
        assert_eq!(x.reads_before(&y), a < b, "{a:?} {b:?}");
        assert_eq!(x.is_zero(), weight == 0);
        let value = random.below(3) as u8;
        assert_eq!(
            values(&Cells::uniform(rows, cols, value), rows, cols),
            vec![value; n]
        );
    }
}

#[test]
fn a_solver_is_8576_bytes_and_sits_in_a_static() {
    assert_eq!(size_of::<GridSolver>(), 8576);
    static GRID: Grid = match Grid::new(20, 20, &Stencil::CROSS, Edges::Torus, 2) {
        Some(grid) => grid,
        None => panic!("40 unknowns"),
    };
    static SOLVER: GridSolver = GridSolver::new(&GRID);
    assert_eq!(SOLVER, GridSolver::new(&GRID));
}
