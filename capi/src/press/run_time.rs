//! Rules given at run time: a grid of up to 64 × 64 cells (its stencil,
//! edges and states), or a graph of up to 64 nodes. Each call builds its
//! rule's solver on the stack.

use core::ffi::{c_int, c_long};

use flipswap::press::{Edges, Grid, GridSolver, MAX_CELLS, Rule, Solver, State, Stencil};

use super::{Ask, Count, Kernel, Solve};
use crate::{BAD_INPUT, input};

/// A grid rule as C gives it: its size, its stencil, its edges and states.
#[derive(Clone, Copy)]
struct GridRule {
    rows: u8,
    cols: u8,
    stencil_rows: u8,
    stencil_cols: u8,
    stencil: *const u8,
    torus: c_int,
    states: c_int,
}

/// A grid rule whose every argument is in range.
struct Checked {
    rows: usize,
    cols: usize,
    stencil: Stencil,
    edges: Edges,
    states: u8,
}

impl GridRule {
    /// The rule, or `None` for an argument out of range (a size, a
    /// stencil's side, a weight, the edges or the states).
    fn check(self) -> Option<Checked> {
        let states = match self.states {
            2 => 2,
            3 => 3,
            _ => return None,
        };
        let edges = match self.torus {
            0 => Edges::Bounded,
            1 => Edges::Torus,
            _ => return None,
        };
        let (rows, cols) = (usize::from(self.rows), usize::from(self.cols));
        let (high, wide) = (
            usize::from(self.stencil_rows),
            usize::from(self.stencil_cols),
        );
        let side = |n: usize| (1..=Grid::MOST).contains(&n);
        let odd = |n: usize| n % 2 == 1 && n <= Stencil::MOST;
        if !side(rows) || !side(cols) || !odd(high) || !odd(wide) {
            return None;
        }
        let weights = input(self.stencil, high * wide)?;
        if weights.iter().any(|&weight| weight >= states) {
            return None;
        }
        Some(Checked {
            rows,
            cols,
            stencil: Stencil::of(high, wide, weights)?,
            edges,
            states,
        })
    }

    /// `question`'s answer on this grid: [`BAD_INPUT`] when it is none.
    fn ask(self, question: impl Ask) -> c_long {
        match self.check() {
            Some(rule) if rule.rows * rule.cols <= MAX_CELLS => small_grid(&rule, question),
            Some(rule) => large_grid(&rule, question),
            None => BAD_INPUT,
        }
    }
}

/// `question` asked of a grid of up to 64 cells: its [`Rule`], built on
/// the stack here, and its [`Solver`].
#[inline(never)]
fn small_grid(grid: &Checked, question: impl Ask) -> c_long {
    let Checked {
        rows,
        cols,
        stencil,
        edges,
        states,
    } = *grid;
    match Rule::grid(rows, cols, &stencil, edges, states) {
        Some(rule) => by_solver(&rule, question),
        None => BAD_INPUT,
    }
}

/// `question` asked of a larger grid: its [`GridSolver`], built on the
/// stack here; [`BAD_INPUT`] when its chase needs more unknowns than
/// [`Grid::MOST_UNKNOWNS`].
#[inline(never)]
fn large_grid(grid: &Checked, question: impl Ask) -> c_long {
    let Checked {
        rows,
        cols,
        stencil,
        edges,
        states,
    } = *grid;
    match Grid::new(rows, cols, &stencil, edges, states) {
        Some(grid) => question.ask(&GridSolver::new(&grid)),
        None => BAD_INPUT,
    }
}

/// `question` asked of `rule`'s solver, built on the stack here.
#[inline(never)]
fn by_solver(rule: &Rule, question: impl Ask) -> c_long {
    question.ask(&Solver::new(rule))
}

/// The fewest presses that take the grid board at `start` to `goal`.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn flipswap_press_grid_solve(
    rows: u8,
    cols: u8,
    stencil_rows: u8,
    stencil_cols: u8,
    stencil: *const u8,
    torus: c_int,
    states: c_int,
    start: *const u8,
    goal: *const u8,
    limit: u64,
    map: *mut u8,
    cap: usize,
) -> c_long {
    let rule = GridRule {
        rows,
        cols,
        stencil_rows,
        stencil_cols,
        stencil,
        torus,
        states,
    };
    rule.ask(Solve {
        start,
        goal,
        limit,
        map,
        cap,
    })
}

/// How many press maps take the grid board at `start` to `goal`.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn flipswap_press_grid_count(
    rows: u8,
    cols: u8,
    stencil_rows: u8,
    stencil_cols: u8,
    stencil: *const u8,
    torus: c_int,
    states: c_int,
    start: *const u8,
    goal: *const u8,
    count: *mut u64,
) -> c_long {
    let rule = GridRule {
        rows,
        cols,
        stencil_rows,
        stencil_cols,
        stencil,
        torus,
        states,
    };
    rule.ask(Count { start, goal, count })
}

/// A non-zero press map of the grid that changes nothing.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn flipswap_press_grid_kernel(
    rows: u8,
    cols: u8,
    stencil_rows: u8,
    stencil_cols: u8,
    stencil: *const u8,
    torus: c_int,
    states: c_int,
    map: *mut u8,
    cap: usize,
) -> c_long {
    let rule = GridRule {
        rows,
        cols,
        stencil_rows,
        stencil_cols,
        stencil,
        torus,
        states,
    };
    rule.ask(Kernel { map, cap })
}

// ---------------------------------------------------------------- graphs

/// The rule of a graph of `nodes` nodes (1 to 64) and `count` edges at
/// `edges`, two bytes each (0-based nodes): a press changes its node and
/// each node an edge leads to, and, unless `directed` (0 or 1), each node
/// an edge leads from. `None` for an argument out of range or an edge
/// naming a node past `nodes`; `edges` may be null when `count` is 0.
pub(super) fn graph(nodes: u8, edges: *const u8, count: usize, directed: c_int) -> Option<Rule> {
    let nodes = usize::from(nodes);
    let directed = match directed {
        0 => false,
        1 => true,
        _ => return None,
    };
    if !(1..=MAX_CELLS).contains(&nodes) {
        return None;
    }
    let pairs = if count == 0 {
        &[][..]
    } else {
        input(edges, count.checked_mul(2)?)?
    };
    let mut adds = [State::ZERO; MAX_CELLS];
    for (node, add) in adds.iter_mut().enumerate().take(nodes) {
        *add = State::ZERO.with(node, 1);
    }
    for pair in pairs.chunks_exact(2) {
        let &[from, to] = pair else {
            return None;
        };
        let (from, to) = (usize::from(from), usize::from(to));
        if from >= nodes || to >= nodes {
            return None;
        }
        let forward = adds.get_mut(from)?;
        *forward = forward.with(to, 1);
        if !directed {
            let back = adds.get_mut(to)?;
            *back = back.with(from, 1);
        }
    }
    Rule::of_presses(nodes, 2, adds.get(..nodes)?)
}

/// The fewest presses that take the graph's board at `start` to `goal`.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn flipswap_press_graph_solve(
    nodes: u8,
    edges: *const u8,
    edge_count: usize,
    directed: c_int,
    start: *const u8,
    goal: *const u8,
    limit: u64,
    map: *mut u8,
    cap: usize,
) -> c_long {
    match graph(nodes, edges, edge_count, directed) {
        Some(rule) => by_solver(
            &rule,
            Solve {
                start,
                goal,
                limit,
                map,
                cap,
            },
        ),
        None => BAD_INPUT,
    }
}

/// How many press maps take the graph's board at `start` to `goal`.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_press_graph_count(
    nodes: u8,
    edges: *const u8,
    edge_count: usize,
    directed: c_int,
    start: *const u8,
    goal: *const u8,
    count: *mut u64,
) -> c_long {
    match graph(nodes, edges, edge_count, directed) {
        Some(rule) => by_solver(&rule, Count { start, goal, count }),
        None => BAD_INPUT,
    }
}

/// A non-zero press map of the graph that changes nothing.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_press_graph_kernel(
    nodes: u8,
    edges: *const u8,
    edge_count: usize,
    directed: c_int,
    map: *mut u8,
    cap: usize,
) -> c_long {
    match graph(nodes, edges, edge_count, directed) {
        Some(rule) => by_solver(&rule, Kernel { map, cap }),
        None => BAD_INPUT,
    }
}

// ---------------------------------------------------------------- named
