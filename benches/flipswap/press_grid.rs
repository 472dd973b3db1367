//! Grids past 64 cells: `flipswap::press::GridSolver` beside
//! `flipswap::lights_out` on Lights Out's 32 × 32 (a kernel of dimension
//! 20: both weigh its 2^20 press maps), and beside what users write
//! instead, Gaussian elimination of the board's system per query (the
//! tests' oracle, `tests/common/press.rs`, which shares no code with
//! flipswap), on HDU 5755's 30 × 30 and on 40 × 40. Each pair of answers
//! is checked to be the same press map.
//!
//! `benches/flipswap.rs` includes this file as a module: [`timing`] adds
//! its table to `cargo bench`'s output (`flipswap-HASH press-grid` prints
//! it alone).

use core::hint::black_box;
use std::fmt::Write as _;
use std::time::Instant;

use super::{Rng, time};

use super::press::oracle::Matrix;

use flipswap::lights_out;
use flipswap::press::{Cells, Edges, Grid, GridSolver, Stencil};

/// HDU 5755's rule: a press adds 2 to its cell, 1 to its neighbours.
const HDU: [u8; 9] = [0, 1, 0, 1, 2, 1, 0, 1, 0];

/// A rule timed: its grid, its stencil as the oracle reads it, how many
/// boards flipswap answers a pass, how many the other method answers.
struct Timed {
    name: &'static str,
    grid: Grid,
    picture: [&'static [u8]; 3],
    boards: usize,
    other: Other,
}

/// What flipswap's solver is timed beside.
enum Other {
    /// `lights_out::Solver` on the same boards.
    LightsOut,
    /// The oracle's elimination per query, on this many boards (0: not
    /// run, too slow).
    Elimination(usize),
}

const ROUNDS: usize = 5;

fn grid(n: usize, stencil: &Stencil, edges: Edges, states: u8) -> Grid {
    Grid::new(n, n, stencil, edges, states).expect("within the unknowns")
}

fn rules() -> Vec<Timed> {
    let cross: [&[u8]; 3] = [&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]];
    let hdu: [&[u8]; 3] = [&HDU[0..3], &HDU[3..6], &HDU[6..9]];
    let king: [&[u8]; 3] = [&[1, 1, 1], &[1, 1, 1], &[1, 1, 1]];
    vec![
        Timed {
            name: "32 × 32 cross, mod 2",
            grid: grid(32, &Stencil::CROSS, Edges::Bounded, 2),
            picture: cross,
            boards: 20,
            other: Other::LightsOut,
        },
        Timed {
            name: "30 × 30 HDU 5755 (`010/121/010`), mod 3",
            grid: grid(
                30,
                &Stencil::of(3, 3, &HDU).expect("a stencil"),
                Edges::Bounded,
                3,
            ),
            picture: hdu,
            boards: 2000,
            other: Other::Elimination(2),
        },
        Timed {
            name: "40 × 40 cross, mod 2",
            grid: grid(40, &Stencil::CROSS, Edges::Bounded, 2),
            picture: cross,
            boards: 2000,
            other: Other::Elimination(1),
        },
        Timed {
            name: "64 × 64 cross on a torus, mod 2",
            grid: grid(64, &Stencil::CROSS, Edges::Torus, 2),
            picture: cross,
            boards: 1000,
            other: Other::Elimination(0),
        },
        Timed {
            name: "64 × 64 king, mod 3",
            grid: grid(64, &Stencil::KING, Edges::Bounded, 3),
            picture: king,
            boards: 200,
            other: Other::Elimination(0),
        },
    ]
}

/// The values of a grid's cells, row by row.
fn values(cells: &Cells, rows: usize, cols: usize) -> Vec<u8> {
    (0..rows * cols)
        .map(|i| cells.get(i / cols, i % cols))
        .collect()
}

/// The board as `lights_out` reads it (modulo 2).
fn lights_out_board(board: &Cells, rows: usize, cols: usize) -> lights_out::Board {
    let lines: Vec<u32> = (0..rows)
        .map(|r| (0..cols).map(|c| u32::from(board.get(r, c)) << c).sum())
        .collect();
    lights_out::Board::from_rows(cols as u8, &lines).expect("up to 32 × 32")
}

/// `lights_out`'s answer as the values of its cells.
fn lights_out_values(solution: &lights_out::Solution, rows: usize, cols: usize) -> Vec<u8> {
    (0..rows * cols)
        .map(|i| u8::from(solution.row((i / cols) as u8) >> (i % cols) & 1 == 1))
        .collect()
}

fn duration(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.1} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

/// Prints flipswap's per-board time on random solvable boards of each
/// rule beside the other method's, and their ratio.
pub fn timing(out: &mut String) {
    let mut rng = Rng::new();
    let _ = writeln!(
        out,
        "\n### Press puzzles on grids past 64 cells\n\n\
         | rule | unknowns | kernel dimension | `GridSolver::new` | `GridSolver::solve` | beside | its time | ratio |\n\
         |---|---:|---:|---:|---:|---|---:|---:|"
    );
    for rule in rules() {
        let grid = rule.grid;
        let (rows, cols, p) = (grid.rows(), grid.cols(), grid.states());
        let builds = vec![(); 200];
        let new_ns = time(&builds, ROUNDS, |()| GridSolver::new(black_box(&grid)));
        let solver = GridSolver::new(&grid);
        let boards: Vec<Cells> = (0..rule.boards)
            .map(|_| {
                let mut map = Cells::ZERO;
                for r in 0..rows {
                    for c in 0..cols {
                        map.set(r, c, (rng.next() % u64::from(p)) as u8);
                    }
                }
                grid.apply(&Cells::ZERO, &map)
            })
            .collect();
        let refs: Vec<&Cells> = boards.iter().collect();
        let ours = time(&refs, ROUNDS, |board| solver.solve(board, &Cells::ZERO));
        let answer = |board: &Cells| {
            solver
                .solve(board, &Cells::ZERO)
                .expect("a small kernel")
                .map(|map| values(&map, rows, cols))
        };
        let (beside, theirs) = match rule.other {
            Other::LightsOut => {
                let lights =
                    lights_out::Solver::new(rows as u8, cols as u8).expect("up to 32 × 32");
                let lit: Vec<lights_out::Board> = boards
                    .iter()
                    .map(|board| lights_out_board(board, rows, cols))
                    .collect();
                for (board, theirs) in boards.iter().zip(&lit) {
                    let theirs = lights
                        .solve(theirs, lights_out::Goal::AllOff)
                        .expect("its size")
                        .map(|solution| lights_out_values(&solution, rows, cols));
                    assert_eq!(answer(board), theirs, "{}", rule.name);
                }
                let lit: Vec<&lights_out::Board> = lit.iter().collect();
                let ns = time(&lit, ROUNDS, |board| {
                    lights.solve(board, lights_out::Goal::AllOff)
                });
                ("`lights_out::Solver::solve`", Some(ns))
            }
            Other::Elimination(0) => ("elimination per query", None),
            Other::Elimination(queries) => {
                let matrix = Matrix::grid(rows, cols, &rule.picture, false, p);
                let zero = vec![0; rows * cols];
                let start = Instant::now();
                for board in &boards[..queries] {
                    let theirs = matrix.fewest(&values(board, rows, cols), &zero);
                    assert_eq!(answer(board), theirs, "{}", rule.name);
                }
                let ns = start.elapsed().as_secs_f64() * 1e9 / queries as f64;
                ("elimination per query", Some(ns))
            }
        };
        let (their_time, ratio) = match theirs {
            Some(ns) => (duration(ns), format!("{:.1}×", ns / ours)),
            None => ("not run".to_string(), "—".to_string()),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {beside} | {their_time} | {ratio} |",
            rule.name,
            grid.unknowns(),
            solver.kernel_dimension(),
            duration(new_ns),
            duration(ours),
        );
    }
    let _ = writeln!(
        out,
        "\nEach board is a random press map applied to the empty board, so each can be \
         solved; flipswap's solver is made once per rule (`GridSolver::new`, a `const fn`, \
         here at run time, timed alone), the elimination once per board (one pass over \
         a few boards: a 1,600-cell system takes seconds). Every answer timed beside \
         another was checked to be the same press map."
    );
}

/// Lights Out's own chase (`lights_out::Solver`, the cross modulo 2 on a
/// bounded grid, bits of a row in a word) beside the grid engine on the
/// same rule, size by size: why Lights Out and its judges keep their own
/// engine as the fast path. Each board is a random press map applied to
/// the empty board, and the two answers are checked to be the same map.
pub fn lights_out_beside(out: &mut String) {
    let mut rng = Rng::new();
    let _ = writeln!(
        out,
        "\n### Lights Out's chase beside the grid engine\n\n\
         | size | kernel dimension | `lights_out::Solver::solve` | `GridSolver::solve` | \
         grid ÷ Lights Out | bytes of each solver |\n\
         |---|---:|---:|---:|---:|---:|"
    );
    for n in [3usize, 5, 8, 10, 15, 20, 25, 32] {
        let grid = grid(n, &Stencil::CROSS, Edges::Bounded, 2);
        let solver = GridSolver::new(&grid);
        let lights = lights_out::Solver::new(n as u8, n as u8).expect("up to 32 × 32");
        let count = if n >= 25 { 64 } else { 2000 };
        let boards: Vec<Cells> = (0..count)
            .map(|_| {
                let mut map = Cells::ZERO;
                for r in 0..n {
                    for c in 0..n {
                        map.set(r, c, (rng.next() & 1) as u8);
                    }
                }
                grid.apply(&Cells::ZERO, &map)
            })
            .collect();
        let lit: Vec<lights_out::Board> =
            boards.iter().map(|b| lights_out_board(b, n, n)).collect();
        for (board, theirs) in boards.iter().zip(&lit) {
            let ours = solver
                .solve(board, &Cells::ZERO)
                .expect("a small kernel")
                .map(|map| values(&map, n, n));
            let theirs = lights
                .solve(theirs, lights_out::Goal::AllOff)
                .expect("its size")
                .map(|solution| lights_out_values(&solution, n, n));
            assert_eq!(ours, theirs, "{n} × {n}");
        }
        let refs: Vec<&Cells> = boards.iter().collect();
        let grid_ns = time(&refs, ROUNDS, |board| solver.solve(board, &Cells::ZERO));
        let lit: Vec<&lights_out::Board> = lit.iter().collect();
        let lights_ns = time(&lit, ROUNDS, |board| {
            lights.solve(board, lights_out::Goal::AllOff)
        });
        let _ = writeln!(
            out,
            "| {n} × {n} | {} | {} | {} | {:.1}× | {} and {} |",
            solver.kernel_dimension(),
            duration(lights_ns),
            duration(grid_ns),
            grid_ns / lights_ns,
            lights_out::Solver::BYTES,
            core::mem::size_of::<GridSolver>(),
        );
    }
}

/// [`timing`]'s table alone.
pub fn timing_alone() -> String {
    let mut out = String::new();
    timing(&mut out);
    lights_out_beside(&mut out);
    out
}
