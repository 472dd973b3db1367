//! The swap game on any board up to 8 × 8, written again from the judges'
//! rules (Luogu P1225, Luogu P4289): a swap exchanges the pieces of two
//! edge-adjacent cells. A board is a `u64`, bit `cols * row + col` set for a
//! black piece.

use std::collections::VecDeque;

/// Marks a board that no sequence of swaps reaches.
pub const FAR: u16 = u16::MAX;

/// Every pair of edge-adjacent cells of a `rows` × `cols` board.
pub fn edges(rows: usize, cols: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            let cell = row * cols + col;
            if col + 1 < cols {
                edges.push((cell, cell + 1));
            }
            if row + 1 < rows {
                edges.push((cell, cell + cols));
            }
        }
    }
    edges
}

/// The board after swapping cells `a` and `b`.
pub fn swap(board: u64, a: usize, b: usize) -> u64 {
    let differ = (board >> a ^ board >> b) & 1;
    board ^ (differ << a | differ << b)
}

/// Breadth-first search from `start` over every board of a `rows` × `cols`
/// grid of at most 16 cells: the fewest swaps to each board, or [`FAR`].
pub fn bfs(rows: usize, cols: usize, start: u64) -> Vec<u16> {
    let cells = rows * cols;
    assert!(cells <= 16, "BFS only up to 16 cells");
    let edges = edges(rows, cols);
    let mut distance = vec![FAR; 1 << cells];
    let mut queue = VecDeque::new();
    distance[start as usize] = 0;
    queue.push_back(start);
    while let Some(board) = queue.pop_front() {
        let next = distance[board as usize] + 1;
        for &(a, b) in &edges {
            let neighbour = swap(board, a, b);
            if distance[neighbour as usize] == FAR {
                distance[neighbour as usize] = next;
                queue.push_back(neighbour);
            }
        }
    }
    distance
}

/// Row and column of each set bit of `bits`, lowest first.
pub fn cells(bits: u64, cols: usize) -> Vec<(i64, i64)> {
    (0..64)
        .filter(|&i| bits >> i & 1 == 1)
        .map(|i| ((i / cols) as i64, (i % cols) as i64))
        .collect()
}

/// The table of grid distances between the cells of `from` and of `to`.
pub fn costs(from: u64, to: u64, cols: usize) -> Vec<Vec<i64>> {
    let (a, b) = (cells(from, cols), cells(to, cols));
    a.iter()
        .map(|&(ar, ac)| {
            b.iter()
                .map(|&(br, bc)| (ar - br).abs() + (ac - bc).abs())
                .collect()
        })
        .collect()
}

/// The cheapest perfect matching of a square cost table by dynamic
/// programming over subsets of columns (fine up to about 16 rows).
pub fn matching_by_subsets(cost: &[Vec<i64>]) -> i64 {
    let n = cost.len();
    let mut best = vec![i64::MAX; 1 << n];
    best[0] = 0;
    for used in 0..(1usize << n) {
        let row = used.count_ones() as usize;
        if row == n || best[used] == i64::MAX {
            continue;
        }
        let here = best[used];
        for (col, &step) in cost[row].iter().enumerate() {
            if used >> col & 1 == 0 {
                let slot = &mut best[used | 1 << col];
                *slot = (*slot).min(here + step);
            }
        }
    }
    best[(1 << n) - 1]
}

/// The cheapest perfect matching of a square cost table as a minimum-cost
/// flow: successive shortest paths found by Bellman–Ford over the residual
/// graph (source, rows, columns, sink), one unit of flow each.
pub fn matching_by_flow(cost: &[Vec<i64>]) -> i64 {
    let n = cost.len();
    let (source, sink) = (2 * n, 2 * n + 1);
    let nodes = 2 * n + 2;
    // Edges as (to, capacity, cost, reverse index).
    let mut graph: Vec<Vec<(usize, i64, i64, usize)>> = vec![Vec::new(); nodes];
    let add = |graph: &mut Vec<Vec<(usize, i64, i64, usize)>>, u: usize, v: usize, c: i64| {
        let (ru, rv) = (graph[v].len(), graph[u].len());
        graph[u].push((v, 1, c, ru));
        graph[v].push((u, 0, -c, rv));
    };
    for (i, row) in cost.iter().enumerate() {
        add(&mut graph, source, i, 0);
        add(&mut graph, n + i, sink, 0);
        for (j, &c) in row.iter().enumerate() {
            add(&mut graph, i, n + j, c);
        }
    }
    let mut total = 0;
    for _ in 0..n {
        let mut dist = vec![i64::MAX; nodes];
        let mut back = vec![(usize::MAX, usize::MAX); nodes];
        dist[source] = 0;
        for _ in 0..nodes {
            let mut changed = false;
            for u in 0..nodes {
                if dist[u] == i64::MAX {
                    continue;
                }
                for (k, &(v, cap, c, _)) in graph[u].iter().enumerate() {
                    if cap > 0 && dist[u] + c < dist[v] {
                        dist[v] = dist[u] + c;
                        back[v] = (u, k);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        assert!(dist[sink] < i64::MAX, "a perfect matching exists");
        total += dist[sink];
        let mut v = sink;
        while v != source {
            let (u, k) = back[v];
            let reverse = graph[u][k].3;
            graph[u][k].1 -= 1;
            graph[v][reverse].1 += 1;
            v = u;
        }
    }
    total
}

/// The fewest swaps from `start` to `target` (equal counts) by the flow.
pub fn fewest_swaps(start: u64, target: u64, cols: usize) -> i64 {
    matching_by_flow(&costs(start & !target, target & !start, cols))
}

/// A `rows` × `cols` board with `ones` black pieces.
pub fn random_board(rng: &mut super::Rng, rows: usize, cols: usize, ones: usize) -> u64 {
    let cells = rows * cols;
    assert!(ones <= cells);
    let mut board = 0u64;
    while (board.count_ones() as usize) < ones {
        board |= 1 << (rng.next_u64() % cells as u64);
    }
    board
}
