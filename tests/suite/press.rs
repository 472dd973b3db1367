//! The press engine against the tests' own elimination and every press map
//! tried: kernel dimensions as PUZZLES.md states them, and the fewest
//! presses, their count and a map that changes nothing, on random rules.

use flipswap::lights_out;
use flipswap::press::{Edges, Rule, Solver, State, Stencil};

use crate::common::Random;
use crate::common::press::Matrix;

const CROSS: &[&[u8]] = &[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]];

/// The values of `state`'s first `cells` cells.
pub fn values(state: State, cells: usize) -> Vec<u8> {
    (0..cells).map(|i| state.get(i)).collect()
}

#[test]
fn kernel_dimensions_are_those_puzzles_md_states() {
    // n = 2 to 8 (64 cells at most): the cross bounded mod 2, on a torus
    // mod 2, and bounded mod 3.
    let rows: [(Edges, u8, [u32; 7]); 3] = [
        (Edges::Bounded, 2, [0, 0, 4, 2, 0, 0, 0]),
        (Edges::Torus, 2, [0, 4, 0, 8, 8, 0, 0]),
        (Edges::Bounded, 3, [1, 0, 2, 3, 0, 0, 4]),
    ];
    for (edges, states, dimensions) in rows {
        for (n, &dimension) in (2..).zip(&dimensions) {
            let rule = Rule::grid(n, n, &Stencil::CROSS, edges, states).expect("a rule");
            let solver = Solver::new(&rule);
            let oracle = Matrix::grid(n, n, CROSS, edges == Edges::Torus, states);
            assert_eq!(
                n * n - oracle.rank(),
                dimension as usize,
                "oracle {edges:?} {states} {n}"
            );
            assert_eq!(
                solver.kernel_dimension(),
                dimension,
                "{edges:?} mod {states}, {n} x {n}"
            );
        }
    }
}

/// A random stencil of 1 × 1 to 3 × 5 weights below `states`.
fn stencil(random: &mut Random, states: u8) -> (Stencil, Vec<Vec<u8>>) {
    let rows = [1, 3][random.below(2) as usize];
    let cols = [1, 3, 5][random.below(3) as usize];
    let picture: Vec<Vec<u8>> = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect()
        })
        .collect();
    let flat: Vec<u8> = picture.concat();
    (Stencil::of(rows, cols, &flat).expect("a stencil"), picture)
}

#[test]
fn fewest_presses_counts_and_kernels_agree_with_every_press_map_tried() {
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    for round in 0..120 {
        let states = [2, 3][round % 2];
        // At most 14 cells mod 2 and 9 mod 3: every press map is tried.
        let (rows, cols) = if states == 2 {
            (1 + random.below(3) as usize, 1 + random.below(4) as usize)
        } else {
            (1 + random.below(3) as usize, 1 + random.below(3) as usize)
        };
        let torus = random.below(2) == 1;
        let edges = if torus { Edges::Torus } else { Edges::Bounded };
        let (stencil, picture) = stencil(&mut random, states);
        let picture: Vec<&[u8]> = picture.iter().map(Vec::as_slice).collect();
        let rule = Rule::grid(rows, cols, &stencil, edges, states).expect("a rule");
        let oracle = Matrix::grid(rows, cols, &picture, torus, states);
        let solver = Solver::new(&rule);
        let n = rows * cols;
        assert_eq!(solver.kernel_dimension() as usize, n - oracle.rank());
        for _ in 0..4 {
            let board: Vec<u8> = (0..n)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect();
            let target: Vec<u8> = (0..n)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect();
            let (count, best) = oracle.brute(&board, &target);
            let (from, to) = (
                State::from_values(&board, states).expect("cells"),
                State::from_values(&target, states).expect("cells"),
            );
            let what = format!(
                "{rows}x{cols} {picture:?} torus {torus} mod {states}: {board:?} -> {target:?}"
            );
            assert_eq!(solver.count(from, to), u128::from(count), "{what}");
            let found = solver.solve(from, to).expect("a small kernel");
            assert_eq!(found.map(|map| values(map, n)), best, "{what}");
        }
        match solver.kernel() {
            Some(map) => {
                assert!(!map.is_zero());
                let zero = vec![0; n];
                assert_eq!(
                    oracle.apply(&zero, &values(map, n)),
                    zero,
                    "changes nothing"
                );
            }
            None => assert_eq!(oracle.rank(), n),
        }
    }
}

#[test]
fn up_to_64_cells_the_fewest_presses_are_the_oracles_elimination() {
    let mut random = Random(2026);
    for (n, torus, states) in [
        (5, false, 3),
        (4, false, 3),
        (8, false, 3),
        (8, false, 2),
        (5, true, 2),
        (6, true, 2),
    ] {
        let edges = if torus { Edges::Torus } else { Edges::Bounded };
        let solver =
            Solver::new(&Rule::grid(n, n, &Stencil::CROSS, edges, states).expect("a rule"));
        let oracle = Matrix::grid(n, n, CROSS, torus, states);
        for round in 0..20 {
            // Every other board a random press map pressed on the empty
            // board, so that it can be solved.
            let random_map: Vec<u8> = (0..n * n)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect();
            let board = if round % 2 == 0 {
                random_map
            } else {
                oracle.apply(&vec![0; n * n], &random_map)
            };
            let target = vec![0; n * n];
            let found = solver
                .solve(
                    State::from_values(&board, states).expect("cells"),
                    State::ZERO,
                )
                .expect("a small kernel");
            let what = format!("{n}x{n} torus {torus} mod {states}: {board:?}");
            assert_eq!(
                found.map(|map| values(map, n * n)),
                oracle.fewest(&board, &target),
                "{what}"
            );
        }
    }
}

#[test]
fn graphs_directed_or_not_agree_with_every_press_map_tried() {
    let mut random = Random(12_345);
    for round in 0..60 {
        let nodes = 1 + random.below(12) as usize;
        let directed = round % 2 == 1;
        let edges: Vec<(usize, usize)> = (0..random.below(20))
            .map(|_| {
                (
                    random.below(nodes as u64) as usize,
                    random.below(nodes as u64) as usize,
                )
            })
            .filter(|(a, b)| a != b)
            .collect();
        let narrow: Vec<(u8, u8)> = edges.iter().map(|&(a, b)| (a as u8, b as u8)).collect();
        let rule = Rule::graph(nodes, &narrow, directed).expect("64 nodes at most");
        let oracle = Matrix::graph(nodes, &edges, directed);
        let solver = Solver::new(&rule);
        let off = vec![0; nodes];
        let on = vec![1; nodes];
        let (count, best) = oracle.brute(&off, &on);
        let (from, to) = (State::ZERO, State::uniform(nodes, 1));
        assert_eq!(
            solver.count(from, to),
            u128::from(count),
            "{nodes} {edges:?}"
        );
        let found = solver.solve(from, to).expect("a small kernel");
        assert_eq!(
            found.map(|map| values(map, nodes)),
            best,
            "{nodes} {edges:?} {directed}"
        );
    }
}

#[test]
fn the_cross_mod_2_answers_as_lights_out_does() {
    let mut random = Random(777);
    for (rows, cols) in [(3, 3), (4, 4), (5, 5), (4, 7), (8, 8), (1, 9)] {
        let rule = Rule::grid(rows, cols, &Stencil::CROSS, Edges::Bounded, 2).expect("a rule");
        let solver = Solver::new(&rule);
        let lights = lights_out::Solver::new(rows as u8, cols as u8).expect("a size");
        for _ in 0..30 {
            let lit: Vec<u8> = (0..rows * cols).map(|_| random.below(2) as u8).collect();
            let lines: Vec<u32> = (0..rows)
                .map(|r| (0..cols).map(|c| u32::from(lit[r * cols + c]) << c).sum())
                .collect();
            let board = lights_out::Board::from_rows(cols as u8, &lines).expect("a size");
            let theirs = lights
                .solve(&board, lights_out::Goal::AllOff)
                .expect("its size");
            let ours = solver
                .solve(State::from_values(&lit, 2).expect("cells"), State::ZERO)
                .expect("a small kernel");
            let theirs: Option<Vec<u8>> = theirs.map(|solution| {
                (0..rows * cols)
                    .map(|i| u8::from(solution.row((i / cols) as u8) >> (i % cols) & 1 == 1))
                    .collect()
            });
            assert_eq!(
                ours.map(|map| values(map, rows * cols)),
                theirs,
                "{rows}x{cols} {lit:?}"
            );
        }
    }
}

#[test]
fn a_rule_built_by_const_fn_sits_in_a_static() {
    static RULE: Rule = Rule::grid(7, 7, &Stencil::CROSS, Edges::Torus, 2).expect("49 cells");
    static SOLVER: Solver = Solver::new(&RULE);
    // 7 x 7 on a torus mod 2: no map changes nothing, every board one answer.
    assert_eq!(SOLVER.kernel_dimension(), 0);
    let board = RULE.press(State::ZERO, 24, 1).expect("the centre");
    let answer = SOLVER.solve(board, State::ZERO).expect("no kernel");
    assert_eq!(answer, Some(State::ZERO.with(24, 1)));
}

#[test]
fn switches_and_lanterns_of_any_count_agree_with_every_press_map_tried() {
    let mut random = Random(3364);
    for round in 0..80 {
        let states = [2, 3][round % 2];
        let (switches, lanterns) = if states == 2 {
            (1 + random.below(12) as usize, 1 + random.below(12) as usize)
        } else {
            (1 + random.below(7) as usize, 1 + random.below(7) as usize)
        };
        let adds: Vec<Vec<u8>> = (0..switches)
            .map(|_| {
                (0..lanterns)
                    .map(|_| random.below(u64::from(states)) as u8)
                    .collect()
            })
            .collect();
        let oracle = Matrix {
            states,
            adds: adds.clone(),
        };
        let engine: Vec<State> = adds
            .iter()
            .map(|row| State::from_values(row, states).expect("cells"))
            .collect();
        let rule = Rule::of_presses(lanterns, states, &engine).expect("64 at most");
        assert_eq!(rule.presses(), switches);
        let solver = Solver::new(&rule);
        assert_eq!(
            solver.kernel_dimension() as usize,
            switches - oracle.rank(),
            "{adds:?}"
        );
        for _ in 0..4 {
            let wanted: Vec<u8> = (0..lanterns)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect();
            let (count, best) = oracle.brute(&vec![0; lanterns], &wanted);
            let to = State::from_values(&wanted, states).expect("cells");
            let what = format!("{adds:?} mod {states} to {wanted:?}");
            assert_eq!(solver.count(State::ZERO, to), u128::from(count), "{what}");
            let found = solver.solve(State::ZERO, to).expect("a small kernel");
            assert_eq!(found.map(|map| values(map, switches)), best, "{what}");
        }
    }
}
