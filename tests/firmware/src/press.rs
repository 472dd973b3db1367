//! Press puzzles as data (`flipswap::press`): rules compiled into flash.
//!
//! Two rules are `static`s whose solvers `Solver::new` (a `const fn`)
//! builds when this crate compiles, so they lie in flash: Lights Out on a
//! 7 × 7 torus (modulo 2, no press map changes nothing, so every board has
//! exactly one answer) and the three-colour 5 × 5 board (modulo 3, 27
//! answers to every board that has one). The same `Solver::new` also runs
//! on the chip, on a rule built from sizes the optimiser cannot see, so
//! the image links its code (and the panic-freedom proof covers it), and
//! must build solvers equal to the `static`s.
//!
//! Every answer is pressed with this test's own rule (a press adds one to
//! the cell and its up, down, left and right neighbours, wrapping or not,
//! modulo the states) and must clear the board. Each board is a random
//! press map pressed on the empty board, which that map pressed `states -
//! 1` more times undoes: on the torus the answer must be that undoing map
//! (the only one); on the three-colour board it must press no more often
//! than it does, and the board has 27 answers.
//!
//! Past 64 cells, HDU 5755's rule on 30 × 30 (a press adds 2 to its cell
//! and 1 to its four neighbours, modulo 3) is a `static` `GridSolver` in
//! flash: its answers, pressed by this test's own rule, must clear boards
//! made by random press maps, and be the one map that undoes each.
//!
//! The stack of every `solve`, and of each `Solver::new` on the chip, is
//! measured by painting.

use core::hint::black_box;

use flipswap::press::{Cells, Edges, Grid, GridSolver, OverLimit, Rule, Solver, State, Stencil};
use flipswap_firmware::{Line, Random, Tally, stack};

/// Lights Out on a 7 × 7 torus, built when this crate compiles.
static TORUS: Rule = Rule::grid(7, 7, &Stencil::CROSS, Edges::Torus, 2).expect("49 cells");
static TORUS_SOLVER: Solver = Solver::new(&TORUS);

/// The three-colour 5 × 5 board, built when this crate compiles.
static THREE: Rule = Rule::grid(5, 5, &Stencil::CROSS, Edges::Bounded, 3).expect("25 cells");
static THREE_SOLVER: Solver = Solver::new(&THREE);

/// HDU 5755's rule past 64 cells: on 30 × 30, a press adds 2 to its cell
/// and 1 to its up, down, left and right neighbours, modulo 3. Its
/// `GridSolver` is built when this crate compiles, into flash.
static HDU_STENCIL: Stencil = Stencil::of(3, 3, &[0, 1, 0, 1, 2, 1, 0, 1, 0]).expect("a stencil");
static HDU_GRID: Grid = match Grid::new(HDU_SIDE, HDU_SIDE, &HDU_STENCIL, Edges::Bounded, 3) {
    Some(grid) => grid,
    None => panic!("30 unknowns"),
};
static HDU_SOLVER: GridSolver = GridSolver::new(&HDU_GRID);
const HDU_SIDE: usize = 30;
const HDU_CELLS: usize = HDU_SIDE * HDU_SIDE;

/// Expectations that `broken-expectation` deliberately gets wrong.
const BROKEN: u128 = if cfg!(feature = "broken-expectation") {
    1
} else {
    0
};

/// This test's own rule: the cross on a `side` × `side` grid, wrapping
/// when `torus`, modulo `states`; `values` after pressing `cell` once.
fn press(values: &mut [u8; 64], side: usize, torus: bool, states: u8, cell: usize) {
    // Sides of 1 to 8 and 2 or 3 states, so no division can fail.
    let (side, states) = (side.clamp(1, 8), states.clamp(2, 3));
    let (row, col) = ((cell / side) as i32, (cell % side) as i32);
    for (dr, dc) in [(0i32, 0i32), (-1, 0), (1, 0), (0, -1), (0, 1)] {
        let (mut r, mut c) = (row + dr, col + dc);
        if torus {
            r = r.rem_euclid(side as i32);
            c = c.rem_euclid(side as i32);
        } else if r < 0 || c < 0 || r >= side as i32 || c >= side as i32 {
            continue;
        }
        let at = (r as usize * side + c as usize) & 63;
        values[at] = (values[at] + 1) % states;
    }
}

/// The board after every press of `map`, by this test's own rule.
fn pressed(map: State, side: usize, torus: bool, states: u8) -> [u8; 64] {
    let mut values = [0u8; 64];
    for cell in 0..side * side {
        for _ in 0..map.get(cell) {
            press(&mut values, side, torus, states, cell);
        }
    }
    values
}

/// `values` as the engine's state.
fn state(values: &[u8; 64], cells: usize) -> State {
    values
        .iter()
        .take(cells)
        .enumerate()
        .fold(State::ZERO, |state, (i, &v)| state.with(i, v))
}

/// Whether `map` pressed on `board` clears it, by this test's own rule.
fn clears(board: &[u8; 64], map: State, side: usize, torus: bool, states: u8) -> bool {
    let by_map = pressed(map, side, torus, states);
    let states = states.clamp(2, 3);
    board
        .iter()
        .zip(&by_map)
        .all(|(a, b)| (a + b) % states == 0)
}

/// A solve the stack measurement can see: never inlined into its caller.
#[inline(never)]
fn solve_here(solver: &Solver, board: State) -> Result<Option<State>, OverLimit> {
    solver.solve(board, State::ZERO)
}

/// `Solver::new` on the chip: never inlined, so that the stack measurement
/// sees the whole build (the solver it returns lives in the caller's frame).
#[inline(never)]
fn build_here(rule: &Rule) -> Solver {
    Solver::new(rule)
}

/// Builds `rule`'s solver on the chip, measuring the stack `Solver::new`
/// needs, and checks it equals `expected`, the `static`. A function of its
/// own, so that its frame holds this one solver and no other.
#[inline(never)]
fn built_on_chip(tally: &mut Tally, rule: &Rule, expected: &Solver, name: &str) -> stack::Usage {
    let (built, usage) = stack::measure(|| build_here(black_box(rule)));
    tally.check(built == *expected, || {
        Line::new()
            .s("press: ")
            .s(name)
            .s(" built on the chip differs from its static")
    });
    usage
}

/// The most stack the solves of one rule needed.
#[derive(Clone, Copy, Default)]
struct Most {
    bytes: usize,
    solves: u32,
    overflowed: bool,
}

impl Most {
    fn add(&mut self, usage: stack::Usage) {
        self.bytes = self.bytes.max(usage.bytes);
        self.solves += 1;
        self.overflowed |= usage.overflowed;
    }
}

/// HDU 5755's rule by this test's own hand: `values` after pressing
/// `cell` once.
fn press_hdu(values: &mut [u8; HDU_CELLS], cell: usize) {
    let (row, col) = ((cell / HDU_SIDE) as i32, (cell % HDU_SIDE) as i32);
    for (dr, dc, adds) in [
        (0i32, 0i32, 2u8),
        (-1, 0, 1),
        (1, 0, 1),
        (0, -1, 1),
        (0, 1, 1),
    ] {
        let (r, c) = (row + dr, col + dc);
        if r < 0 || c < 0 || r >= HDU_SIDE as i32 || c >= HDU_SIDE as i32 {
            continue;
        }
        if let Some(value) = values.get_mut(r as usize * HDU_SIDE + c as usize) {
            *value = (*value + adds) % 3;
        }
    }
}

/// A grid solve the stack measurement can see: never inlined.
#[inline(never)]
fn grid_solve_here(board: &Cells) -> Result<Option<Cells>, OverLimit> {
    HDU_SOLVER.solve(board, &Cells::ZERO)
}

/// HDU 5755's 30 × 30 boards answered by the `static` `GridSolver` in
/// flash: each board is a random press map pressed by this test's rule,
/// and since no press map changes nothing on this grid, the answer must be
/// the map that undoes it (each press made `3 - n` times), and pressing it
/// must clear the board. Prints the stack the solves needed.
#[inline(never)]
fn grid_rule(tally: &mut Tally, random: &mut Random) {
    tally.check(HDU_SOLVER.kernel_dimension() == 0, || {
        Line::new().s("press: HDU 5755's 30 x 30 has a kernel")
    });
    let mut most = Most::default();
    let mut agreed = 0u32;
    for round in 0..8u32 {
        let mut values = [0u8; HDU_CELLS];
        let mut undo = Cells::ZERO;
        for cell in 0..HDU_CELLS {
            let times = random.below(3) as u8;
            for _ in 0..times {
                press_hdu(&mut values, cell);
            }
            undo.set(cell / HDU_SIDE, cell % HDU_SIDE, (3 - times) % 3);
        }
        let mut board = Cells::ZERO;
        for (cell, &value) in values.iter().enumerate() {
            board.set(cell / HDU_SIDE, cell % HDU_SIDE, value);
        }
        let (result, usage) = stack::measure(|| grid_solve_here(black_box(&board)));
        most.add(usage);
        let Ok(Some(answer)) = result else {
            tally.check(false, || {
                Line::new().s("press: no 30 x 30 answer, round ").u(round)
            });
            continue;
        };
        for cell in 0..HDU_CELLS {
            for _ in 0..answer.get(cell / HDU_SIDE, cell % HDU_SIDE) {
                press_hdu(&mut values, cell);
            }
        }
        let cleared = values.iter().all(|&v| v == 0);
        let same = (answer == undo) == (BROKEN == 0);
        if tally.check(cleared && same, || {
            Line::new()
                .s("press: the 30 x 30 answer is not the map that undoes the board, round ")
                .u(round)
        }) {
            agreed += 1;
        }
    }
    tally.check(!most.overflowed, || {
        Line::new().s("press: a GridSolver solve used more stack than the painted window")
    });
    Line::new()
        .s("press: HDU 5755's 30 x 30 from a static GridSolver in flash: ")
        .u(agreed)
        .s(" boards cleared by the one map that undoes them")
        .print();
    Line::new()
        .s("STACK press::GridSolver::solve hdu-30x30 ")
        .u(most.bytes as u32)
        .s(" bytes (most over ")
        .u(most.solves)
        .s(" solves, painted; the ")
        .u(core::mem::size_of::<GridSolver>() as u32)
        .s("-byte solver is in flash)")
        .print();
}

pub fn press_rules(tally: &mut Tally) {
    // Built on the chip from what the optimiser cannot see: equal to the
    // statics.
    let (side, torus_side) = (black_box(5usize), black_box(7usize));
    // A rule refused on the chip is the empty rule, whose solver differs
    // from the static's: the check below fails, nothing panics.
    let three = Rule::grid(side, side, &Stencil::CROSS, Edges::Bounded, black_box(3))
        .unwrap_or(Rule::EMPTY);
    let torus = Rule::grid(
        torus_side,
        torus_side,
        &Stencil::CROSS,
        Edges::Torus,
        black_box(2),
    )
    .unwrap_or(Rule::EMPTY);
    let built_three = built_on_chip(tally, &three, &THREE_SOLVER, "5 x 5 mod 3");
    let built_torus = built_on_chip(tally, &torus, &TORUS_SOLVER, "7 x 7 torus");
    tally.check(
        TORUS_SOLVER.kernel_dimension() == 0 && THREE_SOLVER.kernel_dimension() == 3,
        || Line::new().s("press: kernel dimensions"),
    );

    let (mut torus_stack, mut three_stack) = (Most::default(), Most::default());
    let mut random = Random(0x5EED_0034);
    for round in 0..200u32 {
        let (side, torus, states, solver) = if round % 2 == 0 {
            (7, true, 2, &TORUS_SOLVER)
        } else {
            (5, false, 3, &THREE_SOLVER)
        };
        let cells = side * side;
        let map = (0..cells).fold(State::ZERO, |map, i| {
            map.with(i, random.below(u32::from(states)) as u8)
        });
        let board = pressed(map, side, torus, states);
        let from = state(&board, cells);
        let (result, usage) = stack::measure(|| solve_here(solver, black_box(from)));
        if torus {
            torus_stack.add(usage);
        } else {
            three_stack.add(usage);
        }
        let answer = match result {
            Ok(Some(answer)) => answer,
            _ => {
                tally.check(false, || Line::new().s("press: no answer, round ").u(round));
                continue;
            }
        };
        tally.check(clears(&board, answer, side, torus, states), || {
            Line::new()
                .s("press: the answer does not clear the board, round ")
                .u(round)
        });
        // The map pressed again `states - 1` times undoes it: the torus's
        // one answer, and on the three-colour board no fewer presses.
        let undo = map.neg(states);
        let fewest = if torus {
            answer == undo
        } else {
            answer.presses() <= undo.presses()
        };
        tally.check(fewest, || {
            Line::new()
                .s("press: not the fewest presses, round ")
                .u(round)
        });
        let count = solver.count(from, State::ZERO);
        let expected = if torus { 1 } else { 27 } + BROKEN;
        tally.check(count == expected, || {
            Line::new()
                .s("press: answers ")
                .u(count as u32)
                .s(", round ")
                .u(round)
        });
    }
    grid_rule(tally, &mut random);
    let kernel = THREE_SOLVER.kernel().unwrap_or(State::ZERO);
    let nothing = pressed(kernel, 5, false, 3);
    tally.check(!kernel.is_zero() && nothing.iter().all(|&v| v == 0), || {
        Line::new().s("press: the kernel's map changes something")
    });

    tally.check(!torus_stack.overflowed && !three_stack.overflowed, || {
        Line::new().s("press: a solve used more stack than the painted window")
    });
    tally.check(!built_three.overflowed && !built_torus.overflowed, || {
        Line::new().s("press: Solver::new used more stack than the painted window")
    });
    for (name, most) in [("7x7-torus", torus_stack), ("5x5-mod3", three_stack)] {
        Line::new()
            .s("STACK press::Solver::solve ")
            .s(name)
            .s(" ")
            .u(most.bytes as u32)
            .s(" bytes (most over ")
            .u(most.solves)
            .s(" solves, painted; the ")
            .u(core::mem::size_of::<Result<Option<State>, OverLimit>>() as u32)
            .s("-byte result lives in the caller)")
            .print();
    }
    Line::new()
        .s("STACK press::Solver::new ")
        .u(built_three.bytes.max(built_torus.bytes) as u32)
        .s(" bytes (at run time, painted; the ")
        .u(core::mem::size_of::<Solver>() as u32)
        .s("-byte solver lives in the caller)")
        .print();
}
