//! The press functions against the library's own answers: grids of every
//! size class (up to 64 cells by `press::Solver`, past them by
//! `press::GridSolver`, the two engines agreeing where both answer), graphs
//! against `Rule::graph`, and the named rules against the run-time path;
//! in `codes`, each error code and room of the header.

use super::named::*;
use super::run_time::*;
use super::*;
use core::ffi::c_int;
use core::ptr;
use flipswap::press::{Edges, Grid, MAX_CELLS, Rule, Stencil};

mod codes;

/// A fixed-seed xorshift: the tests' boards and rules.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// `len` values below `states`.
    fn values(&mut self, len: usize, states: u8) -> Vec<u8> {
        (0..len)
            .map(|_| self.below(usize::from(states)) as u8)
            .collect()
    }
}

/// A grid rule as the C functions take it, with its weights.
#[derive(Clone, Debug)]
struct Shape {
    rows: u8,
    cols: u8,
    high: u8,
    wide: u8,
    weights: Vec<u8>,
    torus: c_int,
    states: c_int,
}

impl Shape {
    fn random(random: &mut Random, most_side: usize) -> Shape {
        let states = 2 + random.below(2) as u8;
        let (high, wide) = (1 + 2 * random.below(2) as u8, 1 + 2 * random.below(2) as u8);
        let weights = random.values(usize::from(high * wide), states);
        Shape {
            rows: 1 + random.below(most_side) as u8,
            cols: 1 + random.below(most_side) as u8,
            high,
            wide,
            weights,
            torus: random.below(2) as c_int,
            states: c_int::from(states),
        }
    }

    fn cells(&self) -> usize {
        usize::from(self.rows) * usize::from(self.cols)
    }

    fn stencil(&self) -> Stencil {
        Stencil::of(
            usize::from(self.high),
            usize::from(self.wide),
            &self.weights,
        )
        .expect("a stencil")
    }

    fn edges(&self) -> Edges {
        if self.torus == 1 {
            Edges::Torus
        } else {
            Edges::Bounded
        }
    }

    fn solve(&self, start: &[u8], goal: &[u8], limit: u64, map: &mut [u8]) -> c_long {
        let s = self;
        flipswap_press_grid_solve(
            s.rows,
            s.cols,
            s.high,
            s.wide,
            s.weights.as_ptr(),
            s.torus,
            s.states,
            start.as_ptr(),
            goal.as_ptr(),
            limit,
            map.as_mut_ptr(),
            map.len(),
        )
    }

    fn count(&self, start: &[u8], goal: &[u8], count: &mut u64) -> c_long {
        let s = self;
        flipswap_press_grid_count(
            s.rows,
            s.cols,
            s.high,
            s.wide,
            s.weights.as_ptr(),
            s.torus,
            s.states,
            start.as_ptr(),
            goal.as_ptr(),
            count,
        )
    }

    fn kernel(&self, map: &mut [u8]) -> c_long {
        let s = self;
        flipswap_press_grid_kernel(
            s.rows,
            s.cols,
            s.high,
            s.wide,
            s.weights.as_ptr(),
            s.torus,
            s.states,
            map.as_mut_ptr(),
            map.len(),
        )
    }
}

/// What the header says a solve returns for the library's answer.
fn code<B>(answer: Result<Option<B>, OverLimit>, presses: impl Fn(&B) -> u32) -> c_long {
    match answer {
        Ok(Some(map)) => c_long::from(presses(&map) as u16),
        Ok(None) => UNSOLVABLE,
        Err(OverLimit) => OVER_LIMIT,
    }
}

/// Grids of up to 64 cells: the C functions give `Solver`'s answers, each
/// limit as it takes it (positions of its search), and `GridSolver` gives
/// the same press maps and counts.
#[test]
fn small_grids_are_the_library_s() {
    let mut random = Random(0x5EED_0001);
    for _ in 0..400 {
        let shape = Shape::random(&mut random, 8);
        if shape.cells() > MAX_CELLS {
            continue;
        }
        let states = shape.states as u8;
        let rule = Rule::grid(
            usize::from(shape.rows),
            usize::from(shape.cols),
            &shape.stencil(),
            shape.edges(),
            states,
        )
        .expect("a rule of up to 64 cells");
        let solver = Solver::new(&rule);
        let grid = Grid::new(
            usize::from(shape.rows),
            usize::from(shape.cols),
            &shape.stencil(),
            shape.edges(),
            states,
        )
        .expect("at most 64 cells");
        let large = GridSolver::new(&grid);
        assert_eq!(
            solver.kernel_dimension(),
            large.kernel_dimension(),
            "{shape:?}"
        );
        for _ in 0..5 {
            let start = random.values(shape.cells(), states);
            // Half the goals are reached: the start with presses made.
            let goal = if random.below(2) == 0 {
                random.values(shape.cells(), states)
            } else {
                let presses = solver.board(&random.values(shape.cells(), states));
                let at = rule.apply(solver.board(&start), presses);
                (0..shape.cells()).map(|i| at.get(i)).collect()
            };
            let limit = 1 << random.below(8);
            let mut map = vec![0xAA; shape.cells()];
            let got = shape.solve(&start, &goal, limit, &mut map);
            let (s, g) = (solver.board(&start), solver.board(&goal));
            let want = solver.solve_within(s, g, limit);
            assert_eq!(
                got,
                code(want, <Solver as Engine>::presses),
                "{shape:?} {start:?} {goal:?}"
            );
            if let Ok(Some(want)) = want {
                assert_eq!(
                    map,
                    (0..shape.cells()).map(|i| want.get(i)).collect::<Vec<_>>()
                );
                // `GridSolver` weighs every map of the kernel: the same
                // answer, where they are few.
                if large.kernel_dimension() <= 12 {
                    let (ls, lg) = (large.board(&start), large.board(&goal));
                    let by_grid = large.solve_within(&ls, &lg, 1 << 20);
                    let by_grid = by_grid.ok().flatten().expect("the same answer");
                    assert_eq!(
                        map,
                        (0..shape.cells())
                            .map(|i| large.value(&by_grid, i))
                            .collect::<Vec<_>>()
                    );
                }
            }
            let mut count = 7;
            let k = shape.count(&start, &goal, &mut count);
            let maps = solver.count(s, g);
            assert_eq!(u128::from(count), maps.min(u128::from(u64::MAX)));
            let dimension = c_long::from(solver.kernel_dimension() as u16);
            assert_eq!(k, if maps == 0 { UNSOLVABLE } else { dimension });
        }
        let mut map = vec![0xAA; shape.cells()];
        let presses = shape.kernel(&mut map);
        let quiet = solver.board(&map);
        assert_eq!(presses, c_long::from(quiet.presses() as u16));
        assert_eq!(rule.apply(State::ZERO, quiet), State::ZERO);
        assert_eq!(presses == 0, solver.kernel_dimension() == 0, "{shape:?}");
    }
}

/// Grids past 64 cells: `GridSolver`'s answers.
#[test]
fn large_grids_are_the_grid_solver_s() {
    let mut random = Random(0x5EED_0002);
    let mut asked = 0;
    while asked < 60 {
        let mut shape = Shape::random(&mut random, 24);
        shape.rows = shape.rows.max(9);
        if shape.cells() <= MAX_CELLS {
            continue;
        }
        asked += 1;
        let (rows, cols) = (usize::from(shape.rows), usize::from(shape.cols));
        let states = shape.states as u8;
        let grid = Grid::new(rows, cols, &shape.stencil(), shape.edges(), states);
        let Some(grid) = grid else {
            let mut map = vec![0; shape.cells()];
            assert_eq!(shape.kernel(&mut map), BAD_INPUT, "{shape:?}");
            continue;
        };
        let solver = GridSolver::new(&grid);
        let start = random.values(shape.cells(), states);
        let goal = vec![0; shape.cells()];
        let mut map = vec![0xAA; shape.cells()];
        let got = shape.solve(&start, &goal, 1 << 12, &mut map);
        let (s, g) = (solver.board(&start), solver.board(&goal));
        let want = solver.solve_within(&s, &g, 1 << 12);
        assert_eq!(got, code(want, Cells::presses), "{shape:?}");
        if let Ok(Some(want)) = want {
            assert_eq!(
                map,
                (0..shape.cells())
                    .map(|i| solver.value(&want, i))
                    .collect::<Vec<_>>()
            );
        }
        let mut count = 0;
        let k = shape.count(&start, &goal, &mut count);
        let maps = solver.count(&s, &g);
        assert_eq!(u128::from(count), maps.min(u128::from(u64::MAX)));
        let dimension = c_long::from(solver.kernel_dimension() as u16);
        assert_eq!(k, if maps == 0 { UNSOLVABLE } else { dimension });
        let presses = shape.kernel(&mut map);
        let quiet = solver.board(&map);
        assert_eq!(presses, c_long::from(quiet.presses() as u16));
        assert_eq!(grid.apply(&Cells::ZERO, &quiet), Cells::ZERO);
        assert_eq!(Some(quiet), solver.kernel().or(Some(Cells::ZERO)));
    }
}

/// Graphs: the rule the C functions build is `Rule::graph`'s.
#[test]
fn graphs_are_rule_graph_s() {
    let mut random = Random(0x5EED_0003);
    for _ in 0..300 {
        let nodes = 1 + random.below(MAX_CELLS);
        let directed = random.below(2) as c_int;
        let pairs: Vec<(u8, u8)> = (0..random.below(3 * nodes))
            .map(|_| (random.below(nodes) as u8, random.below(nodes) as u8))
            .collect();
        let flat: Vec<u8> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        let built = graph(nodes as u8, flat.as_ptr(), pairs.len(), directed);
        let rule = Rule::graph(nodes, &pairs, directed == 1).expect("at most 64 nodes");
        assert_eq!(built, Some(rule));
        let solver = Solver::new(&rule);
        let start = random.values(nodes, 2);
        let goal = random.values(nodes, 2);
        let mut map = vec![0xAA; nodes];
        let got = flipswap_press_graph_solve(
            nodes as u8,
            flat.as_ptr(),
            pairs.len(),
            directed,
            start.as_ptr(),
            goal.as_ptr(),
            1 << 10,
            map.as_mut_ptr(),
            nodes,
        );
        let want = solver.solve_within(solver.board(&start), solver.board(&goal), 1 << 10);
        assert_eq!(got, code(want, <Solver as Engine>::presses));
        if let Ok(Some(want)) = want {
            assert_eq!(map, (0..nodes).map(|i| want.get(i)).collect::<Vec<_>>());
        }
    }
}

/// The named rules answer as the run-time path does for their rules.
#[test]
fn named_rules_are_the_run_time_path_s() {
    type Solve = extern "C" fn(*const u8, *const u8, u64, *mut u8, usize) -> c_long;
    type Count = extern "C" fn(*const u8, *const u8, *mut u64) -> c_long;
    type Kernel = extern "C" fn(*mut u8, usize) -> c_long;
    let cross = [0, 1, 0, 1, 1, 1, 0, 1, 0];
    let hdu = [0, 1, 0, 1, 2, 1, 0, 1, 0];
    let named: [(Shape, Solve, Count, Kernel); 4] = [
        (
            Shape {
                rows: 5,
                cols: 5,
                high: 3,
                wide: 3,
                weights: cross.to_vec(),
                torus: 0,
                states: 2,
            },
            flipswap_press_lights_out_5x5_solve,
            flipswap_press_lights_out_5x5_count,
            flipswap_press_lights_out_5x5_kernel,
        ),
        (
            Shape {
                rows: 7,
                cols: 7,
                high: 3,
                wide: 3,
                weights: cross.to_vec(),
                torus: 1,
                states: 2,
            },
            flipswap_press_torus_7x7_solve,
            flipswap_press_torus_7x7_count,
            flipswap_press_torus_7x7_kernel,
        ),
        (
            Shape {
                rows: 5,
                cols: 5,
                high: 3,
                wide: 3,
                weights: cross.to_vec(),
                torus: 0,
                states: 3,
            },
            flipswap_press_lights_out_2000_solve,
            flipswap_press_lights_out_2000_count,
            flipswap_press_lights_out_2000_kernel,
        ),
        (
            Shape {
                rows: 30,
                cols: 30,
                high: 3,
                wide: 3,
                weights: hdu.to_vec(),
                torus: 0,
                states: 3,
            },
            flipswap_press_hdu_5755_30x30_solve,
            flipswap_press_hdu_5755_30x30_count,
            flipswap_press_hdu_5755_30x30_kernel,
        ),
    ];
    let mut random = Random(0x5EED_0004);
    for (shape, solve, count, kernel) in &named {
        let cells = shape.cells();
        for round in 0..40 {
            let states = shape.states as u8;
            let start = random.values(cells, states);
            let goal = if round % 2 == 0 {
                vec![0; cells]
            } else {
                random.values(cells, states)
            };
            let limit = 1 << random.below(4);
            let (mut by_name, mut by_rule) = (vec![0xAA; cells], vec![0xAA; cells]);
            let got = solve(
                start.as_ptr(),
                goal.as_ptr(),
                limit,
                by_name.as_mut_ptr(),
                cells,
            );
            assert_eq!(
                got,
                shape.solve(&start, &goal, limit, &mut by_rule),
                "{shape:?}"
            );
            assert_eq!(by_name, by_rule);
            let (mut named_count, mut rule_count) = (0, 0);
            let k = count(start.as_ptr(), goal.as_ptr(), &mut named_count);
            assert_eq!(k, shape.count(&start, &goal, &mut rule_count));
            assert_eq!(named_count, rule_count);
        }
        let (mut by_name, mut by_rule) = (vec![0xAA; cells], vec![0xAA; cells]);
        assert_eq!(
            kernel(by_name.as_mut_ptr(), cells),
            shape.kernel(&mut by_rule)
        );
        assert_eq!(by_name, by_rule);
    }
}
