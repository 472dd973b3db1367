//! The press engine's search for the fewest presses where the kernel is
//! large: Luogu P2962's graphs of up to 35 nodes (the complete graph,
//! cliques side by side, stars, no edges, random graphs and graphs whose
//! rule has a small rank) against the tests' meeting in the middle, rules
//! modulo 2 and 3 of small rank against every press map tried, grids with
//! kernels of 5 to 12 dimensions against the tests' elimination, and
//! `solve_within`'s limit.

use flipswap::press::{Edges, OverLimit, Rule, Solver, State, Stencil};

use crate::common::Random;
use crate::common::press::Matrix;
use crate::press::values;

const CROSS: &[&[u8]] = &[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]];

/// The edges of a clique on `nodes`.
fn clique(nodes: &[usize]) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for (i, &a) in nodes.iter().enumerate() {
        edges.extend(nodes[i + 1..].iter().map(|&b| (a, b)));
    }
    edges
}

/// Cliques of `sizes` side by side on `0..`, each node renamed by `order`.
fn cliques(sizes: &[usize], order: &[usize]) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    let mut at = 0;
    for &size in sizes {
        let nodes: Vec<usize> = (at..at + size).map(|i| order[i]).collect();
        edges.extend(clique(&nodes));
        at += size;
    }
    edges
}

/// A graph whose rule has a small rank and a large kernel: node `i` gets a
/// random vector of odd weight in `bits` dimensions, and two nodes are
/// joined when their vectors' dot product is odd, so that the rule's
/// matrix is the vectors' Gram matrix modulo 2.
fn low_rank(random: &mut Random, nodes: usize, bits: u32) -> Vec<(usize, usize)> {
    let vectors: Vec<u64> = (0..nodes)
        .map(|_| {
            loop {
                let v = random.below(1 << bits);
                if v.count_ones() % 2 == 1 {
                    break v;
                }
            }
        })
        .collect();
    let mut edges = Vec::new();
    for a in 0..nodes {
        for b in a + 1..nodes {
            if (vectors[a] & vectors[b]).count_ones() % 2 == 1 {
                edges.push((a, b));
            }
        }
    }
    edges
}

/// A graph: a name, its nodes and its edges.
type Graph = (String, usize, Vec<(usize, usize)>);

/// Luogu P2962's graphs, named: up to 35 nodes, with large kernels.
fn p2962_graphs() -> Vec<Graph> {
    let mut random = Random(2962);
    let mut shuffled: Vec<usize> = (0..35).collect();
    for i in (1..35).rev() {
        shuffled.swap(i, random.below(i as u64 + 1) as usize);
    }
    let straight: Vec<usize> = (0..35).collect();
    let mut graphs: Vec<Graph> = Vec::new();
    for n in [35, 34, 33, 20, 2, 1] {
        let nodes: Vec<usize> = (0..n).collect();
        graphs.push((format!("K{n}"), n, clique(&nodes)));
    }
    for sizes in [
        &[2; 17][..],
        &[3; 11],
        &[5; 7],
        &[7; 5],
        &[17, 18],
        &[1, 2, 3, 4, 5, 6, 7, 7],
    ] {
        graphs.push((format!("cliques {sizes:?}"), 35, cliques(sizes, &straight)));
        let name = format!("cliques {sizes:?}, shuffled");
        graphs.push((name, 35, cliques(sizes, &shuffled)));
    }
    for leaves in [34, 33, 20] {
        let star = (1..=leaves).map(|leaf| (0, leaf)).collect();
        graphs.push((format!("star of {leaves}"), 35, star));
    }
    graphs.push(("no edges".into(), 35, Vec::new()));
    for (percent, count) in [(50, 3), (90, 2), (10, 3), (5, 3)] {
        for _ in 0..count {
            let mut edges = Vec::new();
            for a in 0..35 {
                for b in a + 1..35 {
                    if random.below(100) < percent {
                        edges.push((a, b));
                    }
                }
            }
            graphs.push((format!("random, {percent}% of the edges"), 35, edges));
        }
    }
    for bits in [3, 6, 9, 12, 15, 18] {
        let edges = low_rank(&mut random, 35, bits);
        graphs.push((format!("rank at most {bits}"), 35, edges));
    }
    graphs
}

#[test]
fn p2962s_graphs_get_the_press_map_meeting_in_the_middle_finds() {
    for (name, n, edges) in p2962_graphs() {
        let narrow: Vec<(u8, u8)> = edges.iter().map(|&(a, b)| (a as u8, b as u8)).collect();
        let solver = Solver::new(&Rule::graph(n, &narrow, false).expect("35 nodes"));
        let oracle = Matrix::graph(n, &edges, false);
        let (off, on) = (vec![0; n], vec![1; n]);
        let theirs = oracle.fewest_by_halves(&off, &on);
        let ours = solver
            .solve(State::ZERO, State::uniform(n, 1))
            .expect("within the default limit");
        let ours = ours.map(|map| values(map, n));
        let presses = |map: &Option<Vec<u8>>| map.as_ref().map(|map| map.iter().sum::<u8>());
        let what = format!("{name}, kernel {}", solver.kernel_dimension());
        assert_eq!(
            presses(&ours),
            presses(&theirs),
            "{what}: the fewest presses"
        );
        assert_eq!(ours, theirs, "{what}: the least press map");
    }
}

#[test]
fn any_board_of_a_35_node_graph_gets_the_press_map_meeting_in_the_middle_finds() {
    let mut random = Random(35);
    for (name, n, edges) in p2962_graphs().into_iter().step_by(4) {
        let narrow: Vec<(u8, u8)> = edges.iter().map(|&(a, b)| (a as u8, b as u8)).collect();
        let solver = Solver::new(&Rule::graph(n, &narrow, false).expect("35 nodes"));
        let oracle = Matrix::graph(n, &edges, false);
        for round in 0..2 {
            let board: Vec<u8> = (0..n).map(|_| random.below(2) as u8).collect();
            // Every other target one that presses reach.
            let target: Vec<u8> = if round == 0 {
                (0..n).map(|_| random.below(2) as u8).collect()
            } else {
                let map: Vec<u8> = (0..n).map(|_| random.below(2) as u8).collect();
                oracle.apply(&board, &map)
            };
            let (from, to) = (
                State::from_values(&board, 2).expect("cells"),
                State::from_values(&target, 2).expect("cells"),
            );
            let ours = solver.solve(from, to).expect("within the default limit");
            assert_eq!(
                ours.map(|map| values(map, n)),
                oracle.fewest_by_halves(&board, &target),
                "{name}: {board:?} -> {target:?}"
            );
        }
    }
}

/// A rule of `presses` presses on `cells` cells modulo `states` whose
/// presses are combinations of `rank` random ones: a kernel of at least
/// `presses - rank` dimensions.
fn low_rank_rule(
    random: &mut Random,
    states: u8,
    presses: usize,
    cells: usize,
    rank: usize,
) -> Vec<Vec<u8>> {
    let p = u64::from(states);
    let basis: Vec<Vec<u8>> = (0..rank)
        .map(|_| (0..cells).map(|_| random.below(p) as u8).collect())
        .collect();
    (0..presses)
        .map(|_| {
            let times: Vec<u8> = (0..rank).map(|_| random.below(p) as u8).collect();
            (0..cells)
                .map(|c| (0..rank).map(|b| times[b] * basis[b][c]).sum::<u8>() % states)
                .collect()
        })
        .collect()
}

#[test]
fn large_kernels_modulo_2_and_3_agree_with_every_press_map_tried() {
    let mut random = Random(0x3_2962);
    for round in 0..40 {
        let states = [2, 3][round % 2];
        // Every press map tried: 3^9 or 2^14 at most.
        let presses = if states == 3 {
            6 + random.below(4) as usize
        } else {
            9 + random.below(6) as usize
        };
        let cells = 2 + random.below(7) as usize;
        let rank = 1 + random.below(3) as usize;
        let adds = low_rank_rule(&mut random, states, presses, cells, rank);
        let oracle = Matrix {
            states,
            adds: adds.clone(),
        };
        let engine: Vec<State> = adds
            .iter()
            .map(|row| State::from_values(row, states).expect("cells"))
            .collect();
        let solver = Solver::new(&Rule::of_presses(cells, states, &engine).expect("64 at most"));
        assert_eq!(solver.kernel_dimension() as usize, presses - oracle.rank());
        assert!(solver.kernel_dimension() as usize >= presses - rank);
        for _ in 0..3 {
            let board: Vec<u8> = (0..cells)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect();
            let map: Vec<u8> = (0..presses)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect();
            // A target presses reach, and one they may not.
            for target in [
                oracle.apply(&board, &map),
                (0..cells)
                    .map(|_| random.below(u64::from(states)) as u8)
                    .collect(),
            ] {
                let (count, best) = oracle.brute(&board, &target);
                let (from, to) = (
                    State::from_values(&board, states).expect("cells"),
                    State::from_values(&target, states).expect("cells"),
                );
                let what = format!("{adds:?} mod {states}: {board:?} -> {target:?}");
                assert_eq!(solver.count(from, to), u128::from(count), "{what}");
                let found = solver.solve(from, to).expect("a small kernel");
                assert_eq!(found.map(|map| values(map, presses)), best, "{what}");
            }
        }
    }
}

#[test]
fn grids_with_kernels_of_5_to_12_dimensions_agree_with_the_oracles_elimination() {
    const KING: &[&[u8]] = &[&[1, 1, 1], &[1, 1, 1], &[1, 1, 1]];
    let mut random = Random(512);
    for (rows, cols, king, torus, states) in [
        (5, 5, false, true, 2),
        (6, 6, false, true, 2),
        (3, 3, true, true, 2),
        (5, 8, true, false, 2),
        (4, 4, false, true, 3),
        (6, 8, false, true, 3),
        (2, 5, true, false, 3),
        (7, 8, true, false, 3),
    ] {
        let (stencil, picture) = if king {
            (Stencil::KING, KING)
        } else {
            (Stencil::CROSS, CROSS)
        };
        let edges = if torus { Edges::Torus } else { Edges::Bounded };
        let rule = Rule::grid(rows, cols, &stencil, edges, states).expect("a rule");
        let solver = Solver::new(&rule);
        let oracle = Matrix::grid(rows, cols, picture, torus, states);
        let n = rows * cols;
        assert!(solver.kernel_dimension() >= 5, "{rows}x{cols}");
        for round in 0..6 {
            let map: Vec<u8> = (0..n)
                .map(|_| random.below(u64::from(states)) as u8)
                .collect();
            let board = if round % 3 == 0 {
                map
            } else {
                oracle.apply(&vec![0; n], &map)
            };
            let found = solver
                .solve(
                    State::from_values(&board, states).expect("cells"),
                    State::ZERO,
                )
                .expect("within the default limit");
            assert_eq!(
                found.map(|map| values(map, n)),
                oracle.fewest(&board, &vec![0; n]),
                "{rows}x{cols} king {king} torus {torus} mod {states}: {board:?}"
            );
        }
    }
}

#[test]
fn solve_within_stops_at_its_limit_and_answers_within_enough() {
    // K35: a kernel of 34 dimensions, 2^34 maps; one press lights all.
    let nodes: Vec<usize> = (0..35).collect();
    let edges: Vec<(u8, u8)> = clique(&nodes)
        .iter()
        .map(|&(a, b)| (a as u8, b as u8))
        .collect();
    let solver = Solver::new(&Rule::graph(35, &edges, false).expect("35 nodes"));
    assert_eq!(solver.kernel_dimension(), 34);
    let (off, on) = (State::ZERO, State::uniform(35, 1));
    for limit in [0, 1, 10] {
        assert_eq!(
            solver.solve_within(off, on, limit),
            Err(OverLimit),
            "{limit}"
        );
    }
    // The last light alone reads first of the 35 single presses.
    let last = Some(State::ZERO.with(34, 1));
    assert_eq!(solver.solve_within(off, on, 1000), Ok(last));
    assert_eq!(solver.solve(off, on), Ok(last));
    // A board no presses solve needs no position; nor does a rule with no
    // kernel.
    let two = Solver::new(&Rule::of_presses(2, 2, &[State::uniform(2, 1)]).expect("a rule"));
    assert_eq!(two.solve_within(off, State::ZERO.with(0, 1), 0), Ok(None));
    let torus = Solver::new(&Rule::grid(7, 7, &Stencil::CROSS, Edges::Torus, 2).expect("49 cells"));
    assert_eq!(
        torus.solve_within(off, on, 0).map(|map| map.is_some()),
        Ok(true)
    );
}
