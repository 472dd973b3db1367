//! Press puzzles as data: `flipswap::press` beside what users write
//! instead: Gaussian elimination of the board's system per query, modulo 2
//! or 3, on a matrix of bytes, then every combination of the kernel
//! weighed for the fewest presses (the least press map in reading order
//! among them), as accepted answers to Luogu P2962 and HDU 5755 do. That is
//! the tests' oracle (`tests/common/press.rs`), which shares no code with
//! flipswap. Both answers are checked to be the same press map.
//!
//! `benches/flipswap.rs` includes this file as a module: [`timing`] adds
//! its table to `cargo bench`'s output (`flipswap-HASH press` prints it
//! alone).

use std::fmt::Write as _;

use super::{Rng, thousands, time};

// Only its elimination serves here (and in `press_grid.rs`).
#[allow(dead_code)]
#[path = "../../tests/common/press.rs"]
pub(super) mod oracle;
use oracle::Matrix;

use flipswap::press::{Edges, Rule, Solver, State, Stencil};

/// Boards per pass of each method, and the passes whose median is kept.
const BOARDS: usize = 2000;
const ROUNDS: usize = 15;

/// The rules timed, as a user's program and flipswap's solver see them.
fn rules() -> Vec<(&'static str, Rule)> {
    // Luogu P2962's size: 35 lights, a random graph of 70 edges.
    let mut rng = Rng::new();
    let edges: Vec<(u8, u8)> = (0..70)
        .map(|_| ((rng.next() % 35) as u8, (rng.next() % 35) as u8))
        .collect();
    vec![
        (
            "5 × 5 cross, mod 3",
            Rule::grid(5, 5, &Stencil::CROSS, Edges::Bounded, 3),
        ),
        (
            "8 × 8 cross, mod 2",
            Rule::grid(8, 8, &Stencil::CROSS, Edges::Bounded, 2),
        ),
        (
            "8 × 8 cross, mod 3",
            Rule::grid(8, 8, &Stencil::CROSS, Edges::Bounded, 3),
        ),
        (
            "7 × 7 torus, mod 2",
            Rule::grid(7, 7, &Stencil::CROSS, Edges::Torus, 2),
        ),
        (
            "4 × 4 king, mod 2",
            Rule::grid(4, 4, &Stencil::KING, Edges::Bounded, 2),
        ),
        (
            "35-node graph, mod 2",
            Rule::graph(35, &edges, false).expect("35 nodes"),
        ),
    ]
}

/// The user's way: the system eliminated for this board alone, then every
/// combination of the free presses weighed (the tests' oracle, which
/// shares nothing with flipswap), on the rule's matrix of bytes.
fn eliminate(rule: &Rule, board: &[u8]) -> Option<Vec<u8>> {
    let n = rule.cells();
    let matrix = Matrix {
        states: rule.states(),
        adds: (0..n)
            .map(|press| (0..n).map(|cell| rule.adds(press).get(cell)).collect())
            .collect(),
    };
    matrix.fewest(board, &vec![0; n])
}

/// Prints flipswap's per-board time on random solvable boards of each rule
/// beside the elimination per query, and their ratio.
pub fn timing(out: &mut String) {
    let mut rng = Rng::new();
    let _ = writeln!(
        out,
        "\n### Press puzzles as data: {} solvable boards a rule\n\n\
         | rule | kernel dimension | `press::Solver::solve` | elimination per query | ratio |\n\
         |---|---:|---:|---:|---:|",
        thousands(BOARDS)
    );
    for (name, rule) in rules() {
        let solver = Solver::new(&rule);
        let (n, p) = (rule.cells(), rule.states());
        let boards: Vec<State> = (0..BOARDS)
            .map(|_| {
                let map = (0..n).fold(State::ZERO, |map, i| {
                    map.with(i, (rng.next() % u64::from(p)) as u8)
                });
                rule.apply(State::ZERO, map)
            })
            .collect();
        for &board in boards.iter().take(200) {
            let ours = solver.solve(board, State::ZERO).expect("a small kernel");
            let values: Vec<u8> = (0..n).map(|i| board.get(i)).collect();
            let theirs = eliminate(&rule, &values);
            assert_eq!(
                ours.map(|map| (0..n).map(|i| map.get(i)).collect::<Vec<_>>()),
                theirs,
                "{name}"
            );
        }
        let ours = time(&boards, ROUNDS, |board| solver.solve(board, State::ZERO));
        let theirs = time(&boards[..BOARDS / 10], ROUNDS, |board| {
            let values: Vec<u8> = (0..n).map(|i| board.get(i)).collect();
            eliminate(&rule, &values)
        });
        let _ = writeln!(
            out,
            "| {name} | {} | {ours:.0} ns | {theirs:.0} ns | {:.0}× |",
            solver.kernel_dimension(),
            theirs / ours
        );
    }
    let _ = writeln!(
        out,
        "\nEach board is a random press map applied to the empty board, so each can be \
         solved; flipswap's solver is made once per rule (a `const fn`, here at run \
         time), the elimination once per board. Both gave the same press map on the \
         first 200 boards of each rule."
    );
}

/// [`timing`]'s table alone.
pub fn timing_alone() -> String {
    let mut out = String::new();
    timing(&mut out);
    out
}
