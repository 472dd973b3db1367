//! Press puzzles as data: `flipswap::press` beside what users write
//! instead: Gaussian elimination of the board's system per query, modulo 2
//! or 3, on a matrix of bytes, then every combination of the kernel
//! weighed for the fewest presses (the least press map in reading order
//! among them), as accepted answers to Luogu P2962 and HDU 5755 do. That is
//! the tests' oracle (`tests/common/press.rs`), which shares no code with
//! flipswap. Both answers are checked to be the same press map.
//!
//! A second table takes Luogu P2962's graphs (35 lights, all off to all
//! on) whose kernels are large: the complete graph, cliques side by side,
//! a random graph, and the slowest graphs found for flipswap's search
//! (graphs whose rule is the Gram matrix of 35 vectors of few dimensions,
//! their vectors climbed one change at a time towards more positions
//! weighed). Where the kernel has more than 2^12 maps, what users write is
//! meeting in the middle instead (the tests' oracle again: every subset of
//! the first 17 presses in a hash map from what it changes, every subset
//! of the last 18 looked up), as other accepted answers to P2962 do.
//!
//! A first table times the three toggle puzzles both ways: `solve` (one
//! load from the build-time table), `compact::solve` (GF(2) columns) and
//! `solve_by_rule` (the puzzle's `press::Solver`, each goal in turn), on
//! the same random boards, and checks that all three give the same answer.
//!
//! `benches/flipswap.rs` includes this file as a module: [`timing`] adds
//! its tables to `cargo bench`'s output (`flipswap-HASH press` prints them
//! alone).

use std::fmt::Write as _;

use super::{Rng, thousands, time};

// Only its elimination serves here (and in `press_grid.rs`).
#[allow(dead_code)]
#[path = "../../tests/common/press.rs"]
pub(super) mod oracle;
use oracle::Matrix;

use flipswap::press::{Edges, Rule, Solver, State, Stencil};
use flipswap::toggle::{Solution, Toggle};
use flipswap::{Cell, flip_game, fridge, lights};

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
            Rule::grid(5, 5, &Stencil::CROSS, Edges::Bounded, 3).expect("a rule"),
        ),
        (
            "8 × 8 cross, mod 2",
            Rule::grid(8, 8, &Stencil::CROSS, Edges::Bounded, 2).expect("a rule"),
        ),
        (
            "8 × 8 cross, mod 3",
            Rule::grid(8, 8, &Stencil::CROSS, Edges::Bounded, 3).expect("a rule"),
        ),
        (
            "7 × 7 torus, mod 2",
            Rule::grid(7, 7, &Stencil::CROSS, Edges::Torus, 2).expect("a rule"),
        ),
        (
            "4 × 4 king, mod 2",
            Rule::grid(4, 4, &Stencil::KING, Edges::Bounded, 2).expect("a rule"),
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

/// The vectors of the slowest graphs found for flipswap's search: node
/// `i` gets vector `i`, and two nodes are joined when their vectors' dot
/// product is odd.
static SLOWEST: [(&str, [u32; 35]); 2] = [
    (
        "slowest found, rank ≤ 16",
        [
            3355, 56580, 33909, 14065, 48916, 62484, 41889, 37477, 35371, 11030, 23616, 10355,
            22210, 18370, 64028, 38831, 29083, 42623, 36304, 55828, 59342, 43889, 44283, 15110,
            26113, 58814, 9717, 43774, 21139, 61812, 11818, 33604, 48916, 19857, 36170,
        ],
    ),
    (
        "slowest found, rank ≤ 12",
        [
            2411, 2634, 1356, 614, 3877, 1245, 2708, 2503, 713, 2087, 1359, 2969, 4002, 1915, 769,
            1339, 1113, 3305, 690, 1850, 3338, 412, 2189, 2687, 2235, 3703, 3403, 689, 1627, 403,
            2257, 32, 3008, 1580, 2765,
        ],
    ),
];

/// P2962's graphs timed: a name and the edges on 35 nodes.
fn p2962_graphs() -> Vec<(String, Vec<(u8, u8)>)> {
    let clique = |nodes: &[u8]| -> Vec<(u8, u8)> {
        let mut edges = Vec::new();
        for (i, &a) in nodes.iter().enumerate() {
            edges.extend(nodes[i + 1..].iter().map(|&b| (a, b)));
        }
        edges
    };
    let mut rng = Rng::new();
    let mut shuffled: Vec<u8> = (0..35).collect();
    for i in (1..35).rev() {
        shuffled.swap(i, (rng.next() % (i as u64 + 1)) as usize);
    }
    let mut graphs = vec![("K35, the complete graph".to_string(), clique(&shuffled))];
    for size in [2, 5] {
        let edges = shuffled.chunks(size).flat_map(&clique).collect();
        graphs.push((format!("cliques of {size} side by side"), edges));
    }
    let mut edges = Vec::new();
    for a in 0..35 {
        for b in a + 1..35 {
            if rng.next() % 2 == 0 {
                edges.push((a, b));
            }
        }
    }
    graphs.push(("random, half the edges".to_string(), edges));
    for (name, vectors) in &SLOWEST {
        let mut edges = Vec::new();
        for a in 0..35u8 {
            for b in a + 1..35u8 {
                if (vectors[a as usize] & vectors[b as usize]).count_ones() % 2 == 1 {
                    edges.push((a, b));
                }
            }
        }
        graphs.push(((*name).to_string(), edges));
    }
    graphs
}

/// The fewest positions `solver` weighs to solve `board`: the least limit
/// that `solve_within` answers within.
fn positions(solver: &Solver, board: State) -> u64 {
    let (mut low, mut high) = (0u64, 1u64);
    while solver.solve_within(board, State::ZERO, high).is_err() {
        (low, high) = (high, high * 2);
    }
    while low < high {
        let mid = low + (high - low) / 2;
        if solver.solve_within(board, State::ZERO, mid).is_ok() {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    high
}

/// Prints flipswap's time on each of P2962's graphs beside the user's
/// way, and their ratio.
fn p2962_timing(out: &mut String) {
    let _ = writeln!(
        out,
        "\n### Luogu P2962: 35 lights, all off to all on\n\n\
         | graph | kernel dimension | positions weighed | `press::Solver::solve` | \
         what users write | its time | ratio |\n\
         |---|---:|---:|---:|---|---:|---:|"
    );
    for (name, edges) in p2962_graphs() {
        let rule = Rule::graph(35, &edges, false).expect("35 nodes");
        let solver = Solver::new(&rule);
        let k = solver.kernel_dimension();
        let matrix = Matrix {
            states: 2,
            adds: (0..35)
                .map(|press| (0..35).map(|cell| rule.adds(press).get(cell)).collect())
                .collect(),
        };
        let board = State::uniform(35, 1);
        let (on, off) = (vec![1; 35], vec![0; 35]);
        let every = k <= 12;
        let theirs_once = |matrix: &Matrix| {
            if every {
                matrix.fewest(&on, &off)
            } else {
                matrix.fewest_by_halves(&on, &off)
            }
        };
        let ours = solver.solve(board, State::ZERO).expect("within the limit");
        assert_eq!(
            ours.map(|map| (0..35).map(|i| map.get(i)).collect::<Vec<_>>()),
            theirs_once(&matrix),
            "{name}"
        );
        // About a fifth of a second of each.
        let once = time(&[board], 1, |board| solver.solve(board, State::ZERO));
        let copies = (2e8 / once).clamp(3.0, BOARDS as f64) as usize;
        let ours = time(&vec![board; copies], ROUNDS, |board| {
            solver.solve(board, State::ZERO)
        });
        let theirs = time(&[board; 2], 3, |_| theirs_once(&matrix));
        let method = if every {
            "elimination, every kernel map"
        } else {
            "meeting in the middle"
        };
        let _ = writeln!(
            out,
            "| {name} | {k} | {} | {} | {method} | {} | {:.0}× |",
            thousands(positions(&solver, board) as usize),
            nanos(ours),
            nanos(theirs),
            theirs / ours
        );
    }
    let _ = writeln!(
        out,
        "\nA position is a press map weighed, whole or in part (the least limit \
         `solve_within` answers within). Both gave the same press map on every graph."
    );
}

/// `ns` nanoseconds, in the unit that suits.
fn nanos(ns: f64) -> String {
    if ns < 1e4 {
        format!("{ns:.0} ns")
    } else if ns < 1e7 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{:.1} ms", ns / 1e6)
    }
}

/// Boards per pass of each form of a toggle puzzle.
const TOGGLE_BOARDS: usize = 1 << 16;

/// `ns` of one form beside `base`: how many times as long it takes.
fn slower(ns: f64, base: f64) -> String {
    format!("{:.1}×", ns / base)
}

/// One toggle puzzle's row: its three forms on `boards` (each its own
/// function item, so that none is called through a pointer), first checked
/// to agree on each of them.
fn toggle_row<P, T, C, R>(
    out: &mut String,
    name: &str,
    boards: &[P],
    solver: &Solver,
    (table, compact, by_rule): (T, C, R),
) where
    P: Toggle,
    T: Fn(P) -> Option<Solution<P>> + Copy,
    C: Fn(P) -> Option<Solution<P>> + Copy,
    R: Fn(P) -> Option<Solution<P>> + Copy,
{
    for &board in boards {
        let answer = table(board);
        assert_eq!(compact(board), answer, "{name}: {board:?}");
        assert_eq!(by_rule(board), answer, "{name}: {board:?}");
    }
    let table = time(boards, ROUNDS, table);
    let compact = time(boards, ROUNDS, compact);
    let by_rule = time(boards, ROUNDS, by_rule);
    let _ = writeln!(
        out,
        "| {name} | {} | {table:.1} ns | {compact:.1} ns | {by_rule:.0} ns | {} | {} |",
        solver.kernel_dimension(),
        slower(by_rule, table),
        slower(by_rule, compact),
    );
}

/// Prints the toggle puzzles' table, compact form and press engine side by
/// side on the same random boards.
fn toggle_timing(out: &mut String) {
    let mut rng = Rng::new();
    let _ = writeln!(
        out,
        "\n### Toggle puzzles: the table beside the engine, {} boards a row\n\n\
         | puzzle | kernel dimension | `solve` (table) | `compact::solve` | \
         `solve_by_rule` (`press::Solver`) | engine ÷ table | engine ÷ compact |\n\
         |---|---:|---:|---:|---:|---:|---:|",
        thousands(TOGGLE_BOARDS)
    );
    let random =
        |rng: &mut Rng, cells: u32| (rng.next() >> 48) as u16 & ((1u32 << cells) - 1) as u16;
    let flip = |bits: u16| flip_game::Board::from_bits(bits).expect("sixteen bits");
    let boards: Vec<_> = (0..TOGGLE_BOARDS)
        .map(|_| flip(random(&mut rng, 16)))
        .collect();
    let forms = (
        flip_game::solve,
        flip_game::compact::solve,
        flip_game::solve_by_rule,
    );
    toggle_row(
        out,
        "Flip Game, random boards",
        &boards,
        &flip_game::SOLVER,
        forms,
    );
    // A goal, then a random set of flips: boards that can be solved.
    let boards: Vec<_> = (0..TOGGLE_BOARDS)
        .map(|_| {
            let goal = flip(if rng.next() >> 63 == 0 { 0 } else { 0xFFFF });
            let flips = random(&mut rng, 16);
            (0..16u8)
                .filter(|i| flips >> i & 1 == 1)
                .fold(goal, |board, i| {
                    board.press(Cell::new(i / 4, i % 4)).expect("on the board")
                })
        })
        .collect();
    toggle_row(
        out,
        "Flip Game, solvable boards",
        &boards,
        &flip_game::SOLVER,
        forms,
    );
    let boards: Vec<_> = (0..TOGGLE_BOARDS)
        .map(|_| fridge::Board::from_bits(random(&mut rng, 16)).expect("sixteen bits"))
        .collect();
    let forms = (fridge::solve, fridge::compact::solve, fridge::solve_by_rule);
    toggle_row(out, "refrigerator", &boards, &fridge::SOLVER, forms);
    let boards: Vec<_> = (0..TOGGLE_BOARDS)
        .map(|_| lights::Board::from_bits(random(&mut rng, 9)).expect("nine bits"))
        .collect();
    let forms = (lights::solve, lights::compact::solve, lights::solve_by_rule);
    toggle_row(out, "lights", &boards, &lights::SOLVER, forms);
    let _ = writeln!(
        out,
        "\nThe same boards for the three forms of each puzzle, which gave the same \
         answer on every one. `solve_by_rule` asks the puzzle's `press::Solver` \
         (a `static`, reduced when the crate compiles) once per goal: twice for \
         Flip Game, all black and all white."
    );
}

/// Prints the toggle puzzles both ways; then flipswap's per-board time on
/// random solvable boards of each rule beside the elimination per query,
/// and their ratio; then P2962's graphs.
pub fn timing(out: &mut String) {
    toggle_timing(out);
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
    p2962_timing(out);
}

/// [`timing`]'s table alone.
pub fn timing_alone() -> String {
    let mut out = String::new();
    timing(&mut out);
    out
}
