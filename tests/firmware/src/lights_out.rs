//! Lights Out at any size (`flipswap::lights_out`), checked against rules
//! and linear algebra written here.
//!
//! Every solver the sweeps use is a `static` that `Solver::new` (a
//! `const fn`) computes when this crate compiles, so it lies in flash and
//! the chip does no work to set it up: 5 × 5 and 32 × 32, and a few more
//! sizes for the sweeps. The same `Solver::new` also runs on the chip, for
//! sizes read where the optimiser cannot see them (so the image links its
//! code, and the panic-freedom proof covers it): every one of those sizes
//! must build a solver equal (`==`) to its `static`, sizes outside 1 to 32
//! are refused, and the 5 × 5 and 32 × 32 solvers built on the chip must
//! answer as the `static`s do. The stack `Solver::new` needs is measured.
//!
//! Every answer is pressed with this test's own rule (a press toggles the
//! cell and its up, down, left and right neighbours) and must reach the
//! goal. Up to 64 cells the test also knows every answer: its own Gaussian
//! elimination over GF(2), on the whole press matrix (not flipswap's
//! chase down the rows), gives one answer and the press sets that change
//! nothing, and trying every combination gives the fewest presses and the
//! canonical answer (the fewest presses, then the press map that reads
//! least, the first cell most significant), which flipswap must give
//! exactly. At 32 × 32 the test replays the answer and checks that it is
//! no longer than a known solution.

use core::hint::black_box;

use flipswap::Cell;
#[cfg(not(small_ram))]
use flipswap::check::{FamilyJudge, LineJudge};
use flipswap::family::{self, Sibling};
use flipswap::lights_out::{Board, Goal, MAX_NULLITY, Solution, Solver};
use flipswap::{Mismatch, SizeError};
use flipswap_firmware::{Line, Random, Tally, Text, semihosting, stack};

/// The classic handheld's size, built when this crate compiles.
static FIVE: Solver = match Solver::new(5, 5) {
    Ok(solver) => solver,
    Err(_) => panic!("5 × 5 is a size"),
};

/// The largest size, built when this crate compiles: nullity 20, so every
/// answer is the lightest of 2^20 candidates.
static BIG: Solver = match Solver::new(32, 32) {
    Ok(solver) => solver,
    Err(_) => panic!("32 × 32 is a size"),
};

/// The solver for `rows` × `cols`, for the statics below (evaluated when
/// this crate compiles: never called on the chip).
const fn built(rows: u8, cols: u8) -> Solver {
    match Solver::new(rows, cols) {
        Ok(solver) => solver,
        Err(_) => panic!("not a size"),
    }
}

/// The sizes of the random sweeps besides 5 × 5 (nullity 2): square and
/// not, with nullity 0 (6 × 6, 8 × 8) and more (4 × 4: 4, 3 × 5: 3, 8 × 6:
/// 6, 1 × 32: 1), and how many boards of each.
static SWEPT: [(Solver, u32); 6] = [
    (built(4, 4), 2_000),
    (built(6, 6), 1_000),
    (built(8, 8), 1_000),
    (built(3, 5), 1_000),
    (built(8, 6), 1_000),
    (built(1, 32), 500),
];

/// 31 × 31: nullity 0, one answer per board.
static ODD: Solver = built(31, 31);

/// Expectations that `broken-expectation` deliberately gets wrong.
const BROKEN: u32 = if cfg!(feature = "broken-expectation") {
    1
} else {
    0
};

const GOALS: [Goal; 3] = [Goal::AllOff, Goal::AllOn, Goal::OneColour];

fn goal_name(goal: Goal) -> &'static str {
    match goal {
        Goal::AllOff => "all off",
        Goal::AllOn => "all on",
        Goal::OneColour => "one colour",
    }
}

/// A board of at most 64 lights as this test sees it: bit `cols * row +
/// col` per cell.
#[derive(Clone, Copy)]
struct Grid {
    rows: u8,
    cols: u8,
}

impl Grid {
    fn cells(self) -> u32 {
        u32::from(self.rows) * u32::from(self.cols)
    }

    /// Every cell.
    fn all(self) -> u64 {
        match self.cells() {
            64.. => u64::MAX,
            n => (1u64 << n) - 1,
        }
    }

    /// What pressing cell `i` toggles: it and its up, down, left and right
    /// neighbours on the board.
    fn mask(self, i: u32) -> u64 {
        let cols = u32::from(self.cols.max(1));
        let (row, col) = (i / cols, i % cols);
        let mut mask = 0u64;
        for (dr, dc) in [(0i32, 0i32), (-1, 0), (1, 0), (0, -1), (0, 1)] {
            let (r, c) = (row as i32 + dr, col as i32 + dc);
            if r >= 0 && c >= 0 && r < i32::from(self.rows) && c < i32::from(self.cols) {
                mask |= 1 << ((r as u32 * cols + c as u32) & 63);
            }
        }
        mask
    }

    /// The board after pressing every cell of `presses`.
    fn apply(self, board: u64, presses: u64) -> u64 {
        let (mut board, mut rest) = (board, presses);
        while rest != 0 {
            board ^= self.mask(rest.trailing_zeros());
            rest &= rest - 1;
        }
        board
    }

    fn meets(self, board: u64, goal: Goal) -> bool {
        match goal {
            Goal::AllOff => board == 0,
            Goal::AllOn => board == self.all(),
            Goal::OneColour => board == 0 || board == self.all(),
        }
    }

    /// The board flipswap is given.
    fn board(self, bits: u64) -> Option<Board> {
        let mut rows = [0u32; 8];
        for (r, slot) in rows.iter_mut().enumerate().take(usize::from(self.rows)) {
            let shift = (r as u32 * u32::from(self.cols)) & 63;
            *slot = ((bits >> shift) as u32) & ((1u64 << (self.cols & 63)) - 1) as u32;
        }
        Board::from_rows(self.cols, rows.get(..usize::from(self.rows))?).ok()
    }

    /// An answer's press map as bits.
    fn presses(self, solution: &Solution) -> u64 {
        let mut bits = 0u64;
        for r in 0..self.rows {
            let shift = (u32::from(r) * u32::from(self.cols)) & 63;
            bits |= u64::from(solution.row(r)) << shift;
        }
        bits
    }

    fn index(self, cell: Cell) -> u32 {
        u32::from(cell.row()) * u32::from(self.cols) + u32::from(cell.col())
    }
}

/// What the test knows about a size without flipswap, by Gaussian
/// elimination on the press matrix.
struct Algebra {
    grid: Grid,
    /// `basis[b]`: the lights some press set toggles whose last cell is
    /// `b`, and that press set; (0, 0) where there is none.
    basis: [(u64, u64); 64],
    /// Press sets that change nothing: a basis of the kernel.
    kernel: [u64; MAX_NULLITY as usize],
    nullity: usize,
    /// A kernel bigger than this test holds.
    overflow: bool,
}

impl Algebra {
    fn of(grid: Grid) -> Algebra {
        let mut algebra = Algebra {
            grid,
            basis: [(0, 0); 64],
            kernel: [0; MAX_NULLITY as usize],
            nullity: 0,
            overflow: false,
        };
        for i in 0..grid.cells().min(64) {
            let (lights, presses) = algebra.reduce(grid.mask(i), 1 << i);
            if lights == 0 {
                match algebra.kernel.get_mut(algebra.nullity) {
                    Some(slot) => *slot = presses,
                    None => algebra.overflow = true,
                }
                algebra.nullity += 1;
            } else if let Some(slot) = algebra.basis.get_mut(63 - lights.leading_zeros() as usize) {
                *slot = (lights, presses);
            }
        }
        algebra
    }

    /// Clears from `lights` the last cell of each basis entry it holds, from
    /// the last cell down; `presses` follows along.
    fn reduce(&self, lights: u64, presses: u64) -> (u64, u64) {
        let (mut lights, mut presses) = (lights, presses);
        while lights != 0 {
            let top = 63 - lights.leading_zeros() as usize;
            match self.basis.get(top) {
                Some(&(row, with)) if row != 0 => {
                    lights ^= row;
                    presses ^= with;
                }
                _ => break,
            }
        }
        (lights, presses)
    }

    /// Some press set that turns every light of `board` off.
    fn particular(&self, board: u64) -> Option<u64> {
        match self.reduce(board, 0) {
            (0, presses) => Some(presses),
            _ => None,
        }
    }

    /// The canonical answer for `board` and `goal`, by trying every press
    /// set that reaches the goal.
    fn best(&self, board: u64, goal: Goal) -> Option<u64> {
        let all = self.grid.all();
        let starts: [Option<u64>; 2] = match goal {
            Goal::AllOff => [Some(board), None],
            Goal::AllOn => [Some(board ^ all), None],
            Goal::OneColour => [Some(board), Some(board ^ all)],
        };
        let key = |presses: u64| (presses.count_ones(), presses.reverse_bits());
        let mut best: Option<u64> = None;
        for start in starts.into_iter().flatten() {
            let Some(particular) = self.particular(start) else {
                continue;
            };
            let kernel = self.kernel.get(..self.nullity).unwrap_or_default();
            let mut presses = particular;
            // Gray code: one kernel element more or less per step.
            for step in 0..(1u32 << (kernel.len() & 31)) {
                if step > 0 {
                    presses ^= kernel
                        .get(step.trailing_zeros() as usize)
                        .copied()
                        .unwrap_or(0);
                }
                if best.is_none_or(|b| key(presses) < key(b)) {
                    best = Some(presses);
                }
            }
        }
        best
    }
}

/// A solve the stack measurement can see: never inlined into its caller.
#[inline(never)]
fn solve_here(solver: &Solver, board: &Board, goal: Goal) -> Result<Option<Solution>, Mismatch> {
    solver.solve(board, goal)
}

/// `Solver::new` on the chip, for a size the optimiser cannot see: never
/// inlined, so that the stack measurement sees the whole build (the solver
/// it returns lives in the caller's frame).
#[inline(never)]
fn build_here(rows: u8, cols: u8) -> Result<Solver, SizeError> {
    Solver::new(rows, cols)
}

/// The start of a failure message about one board.
fn at(grid: Grid, bits: u64, goal: Goal) -> Line {
    Line::new()
        .s("lights_out ")
        .u(grid.rows.into())
        .s("x")
        .u(grid.cols.into())
        .s(": board ")
        .x((bits >> 32) as u32)
        .s("_")
        .x(bits as u32)
        .s(" to ")
        .s(goal_name(goal))
}

/// Counts of one size's boards.
#[derive(Default)]
struct Counts {
    boards: u32,
    solvable: u32,
    worst: u32,
    /// Most stack one `solve` needed, where it was measured.
    stack: usize,
    stack_overflowed: bool,
}

/// Solves one board of up to 64 lights and checks the answer against the
/// test's own rule and algebra. `measure`: paint the stack around the solve.
fn check_board(
    t: &mut Tally,
    counts: &mut Counts,
    solver: &Solver,
    algebra: &Algebra,
    bits: u64,
    goal: Goal,
    measure: bool,
) {
    let grid = algebra.grid;
    counts.boards += 1;
    let Some(board) = grid.board(bits) else {
        t.check(false, || at(grid, bits, goal).s(": not a board"));
        return;
    };
    let result = if measure {
        let (result, usage) = stack::measure(|| solve_here(solver, black_box(&board), goal));
        counts.stack = counts.stack.max(usage.bytes);
        counts.stack_overflowed |= usage.overflowed;
        result
    } else {
        solver.solve(black_box(&board), goal)
    };
    let Ok(answer) = result else {
        t.check(false, || {
            at(grid, bits, goal).s(": the solver says wrong size")
        });
        return;
    };
    let expected = algebra.best(bits, goal);
    t.check(
        solver.is_solvable(&board, goal) == Ok(expected.is_some()),
        || at(grid, bits, goal).s(": is_solvable is wrong"),
    );
    let hint = solver.hint(&board, goal);
    let Some(answer) = answer else {
        t.check(expected.is_none(), || {
            at(grid, bits, goal).s(" can be solved, flipswap says impossible")
        });
        t.check(hint == Ok(None), || {
            at(grid, bits, goal).s(": an impossible board has a hint")
        });
        return;
    };
    counts.solvable += 1;
    let presses = grid.presses(&answer);
    let len = answer.len();
    counts.worst = counts.worst.max(len as u32);

    // Press the answer with this test's rule.
    let end = grid.apply(bits, presses);
    t.check(grid.meets(end, goal), || {
        at(grid, bits, goal)
            .s(": the answer ends at ")
            .x((end >> 32) as u32)
            .s("_")
            .x(end as u32)
    });
    // The canonical answer: the fewest presses, then the least in reading
    // order.
    t.check(expected == Some(presses), || {
        let want = expected.unwrap_or(u64::MAX);
        at(grid, bits, goal)
            .s(": answered ")
            .x((presses >> 32) as u32)
            .s("_")
            .x(presses as u32)
            .s(" (")
            .u(len as u32)
            .s("), the canonical answer is ")
            .x((want >> 32) as u32)
            .s("_")
            .x(want as u32)
            .s(" (")
            .u(want.count_ones())
            .s(")")
    });
    // The answer's own views agree: size, count, presses in reading order.
    let mut listed = 0u64;
    let mut in_order = true;
    let mut next = 0u32;
    for cell in answer.presses() {
        let index = grid.index(cell);
        in_order &= cell.row() < grid.rows && cell.col() < grid.cols && index >= next;
        next = index + 1;
        listed |= 1 << (index & 63);
        in_order &= answer.is_pressed(cell) == Some(true);
    }
    t.check(
        answer.rows() == grid.rows
            && answer.cols() == grid.cols
            && presses.count_ones() as usize == len
            && listed == presses
            && in_order,
        || at(grid, bits, goal).s(": len, rows, presses() and is_pressed disagree"),
    );
    // The hint is the first press, and pressing it leaves one fewer.
    let first = answer.first();
    let after = first.and_then(|cell| grid.board(bits ^ grid.mask(grid.index(cell))));
    let after_len = after.and_then(|b| solver.solve(&b, goal).ok().flatten().map(|s| s.len()));
    t.check(
        hint == Ok(first)
            && match first {
                None => len == 0,
                Some(cell) => {
                    grid.index(cell) == presses.trailing_zeros()
                        && after_len == Some(len.wrapping_sub(1))
                }
            },
        || at(grid, bits, goal).s(": the hint is not the answer's first press"),
    );
}

/// The 5 × 5 lights that the all-on board's canonical answer presses.
const FIVE_ALL_ON: [u32; 5] = [0b11000, 0b11011, 0b00111, 0b01110, 0b01101];

fn five(t: &mut Tally) -> Counts {
    let grid = Grid { rows: 5, cols: 5 };
    let algebra = Algebra::of(grid);
    let mut counts = Counts::default();
    t.check(
        !algebra.overflow && algebra.nullity == 2 && FIVE.nullity() == 2,
        || {
            Line::new()
                .s("lights_out 5x5: nullity ")
                .u(FIVE.nullity().into())
                .s(", the test's own elimination says ")
                .u(algebra.nullity as u32)
                .s(", expected 2")
        },
    );

    // The classic: every light on, to be turned off, in 15 presses.
    let text = black_box("11111\n11111\n11111\n11111\n11111");
    let board = text.parse::<Board>();
    let solution = board.map(|b| FIVE.solve(&b, Goal::AllOff));
    let answer = solution.ok().and_then(Result::ok).flatten();
    let len = answer.map_or(99, |s| s.len() as u32);
    t.check(len == 15 + BROKEN, || {
        Line::new()
            .s("lights_out 5x5: all on needs ")
            .u(15 + BROKEN)
            .s(" presses, flipswap says ")
            .u(len)
    });
    t.check(
        answer.is_some_and(|s| (0..5).map(|r| s.row(r)).eq(FIVE_ALL_ON.iter().copied())),
        || Line::new().s("lights_out 5x5: all on is not answered with the canonical presses"),
    );
    let shown = answer.map(Text::of);
    t.check(
        shown.as_ref().map(Text::as_bytes) == Some(b"15\n00011\n11011\n11100\n01110\n10110"),
        || Line::new().s("lights_out 5x5: the answer does not display as rows of 0 and 1"),
    );
    let shown = board.map(Text::of);
    t.check(
        shown.as_ref().map(Text::as_bytes) == Ok(text.as_bytes()),
        || Line::new().s("lights_out 5x5: the board does not display as it was read"),
    );
    let error = black_box("11111\n11211")
        .parse::<Board>()
        .err()
        .map(Text::of);
    t.check(
        error
            .as_ref()
            .is_some_and(|e| e.as_bytes().starts_with(b"line 2, column 3: ")),
        || Line::new().s("lights_out: a '2' is not reported at line 2, column 3"),
    );
    // Sizes are checked, not trusted.
    let six = Board::new(black_box(6), 6);
    let mismatch = six.map(|b| FIVE.solve(&b, Goal::AllOff).err());
    t.check(
        mismatch.ok().flatten()
            == Some(Mismatch::Solver {
                solver: (5, 5),
                board: (6, 6),
            })
            && Board::new(black_box(0), 5).is_err()
            && Board::new(black_box(1), 33).is_err(),
        || Line::new().s("lights_out: a wrong size is not refused"),
    );
    check_board(
        t,
        &mut counts,
        &FIVE,
        &algebra,
        grid.all(),
        Goal::AllOff,
        true,
    );

    // Every board whose lights lie in the first 16 cells, to be turned off.
    // A board can be solved exactly when it is orthogonal to the two press
    // sets that change nothing (the press map is symmetric), and those two
    // stay independent on these cells, so exactly 1 board in 4 can be
    // solved, as on the whole 5 × 5 board.
    let mut sweep = Counts::default();
    for bits in 0..1u64 << 16 {
        check_board(
            t,
            &mut sweep,
            &FIVE,
            &algebra,
            black_box(bits),
            Goal::AllOff,
            false,
        );
    }
    t.check(sweep.boards == 65_536 && sweep.solvable == 16_384, || {
        Line::new()
            .s("lights_out 5x5: ")
            .u(sweep.solvable)
            .s(" of ")
            .u(sweep.boards)
            .s(" boards on the first 16 cells solvable, expected 16384")
    });
    Line::new()
        .s("lights_out 5x5: ")
        .u(sweep.boards)
        .s(" boards on the first 16 cells, ")
        .u(sweep.solvable)
        .s(" solvable (1 in 4), worst ")
        .u(sweep.worst)
        .s(" presses")
        .print();
    counts.boards += sweep.boards;
    counts.solvable += sweep.solvable;
    counts.worst = counts.worst.max(sweep.worst);
    counts
}

/// Random boards of `solver`'s size (up to 64 cells), every goal in turn;
/// the stack of each solve is measured when `measure`.
fn random_boards(
    t: &mut Tally,
    random: &mut Random,
    solver: &Solver,
    boards: u32,
    measure: bool,
) -> Counts {
    let (rows, cols) = (solver.rows(), solver.cols());
    let grid = Grid { rows, cols };
    let algebra = Algebra::of(grid);
    let mut counts = Counts::default();
    t.check(
        !algebra.overflow && usize::from(solver.nullity()) == algebra.nullity,
        || {
            Line::new()
                .s("lights_out ")
                .u(rows.into())
                .s("x")
                .u(cols.into())
                .s(": nullity ")
                .u(solver.nullity().into())
                .s(", the test's own elimination says ")
                .u(algebra.nullity as u32)
        },
    );
    for n in 0..boards {
        let goal = GOALS[(n % 3) as usize];
        let mut bits = (u64::from(random.bits()) << 32 | u64::from(random.bits())) & grid.all();
        if n % 2 == 1 {
            // Every other board is made by pressing random cells from the
            // goal, so that it can be solved whatever the nullity.
            let from = if goal == Goal::AllOn { grid.all() } else { 0 };
            bits = grid.apply(from, bits);
        }
        check_board(t, &mut counts, solver, &algebra, bits, goal, measure);
    }
    Line::new()
        .s("lights_out ")
        .u(rows.into())
        .s("x")
        .u(cols.into())
        .s(": ")
        .u(counts.boards)
        .s(" random boards, ")
        .u(counts.solvable)
        .s(" solvable, worst ")
        .u(counts.worst)
        .s(" presses, nullity ")
        .u(solver.nullity().into())
        .print();
    counts
}

/// Builds the 5 × 5 solver on the chip, from a size the optimiser cannot
/// see, and measures the stack `Solver::new` needs: it must equal the one
/// built at compile time and answer `boards` random boards (every goal, half
/// of them made by random presses so that they can be solved) exactly as
/// that one does.
#[inline(never)]
fn five_on_chip(t: &mut Tally, random: &mut Random, boards: u32) -> stack::Usage {
    let (built, usage) = stack::measure(|| build_here(black_box(5), black_box(5)));
    t.check(built.as_ref() == Ok(&FIVE), || {
        Line::new().s("lights_out 5x5: the solver built on the chip is not the compile-time one")
    });
    let grid = Grid { rows: 5, cols: 5 };
    let mut same = 0u32;
    if let Ok(built) = &built {
        for n in 0..boards {
            let goal = GOALS[(n % 3) as usize];
            let mut bits = u64::from(random.bits()) & grid.all();
            if n % 2 == 1 {
                let from = if goal == Goal::AllOn { grid.all() } else { 0 };
                bits = grid.apply(from, bits);
            }
            let Some(board) = grid.board(bits) else {
                t.check(false, || at(grid, bits, goal).s(": not a board"));
                continue;
            };
            let board = black_box(board);
            let agree = built.solve(&board, goal) == FIVE.solve(&board, goal)
                && built.hint(&board, goal) == FIVE.hint(&board, goal)
                && built.is_solvable(&board, goal) == FIVE.is_solvable(&board, goal);
            if t.check(agree, || {
                at(grid, bits, goal).s(": the solver built on the chip answers otherwise")
            }) {
                same += 1;
            }
        }
    }
    Line::new()
        .s("lights_out 5x5: built on the chip, equal to the compile-time solver, the same answers on ")
        .u(same)
        .s(" random boards")
        .print();
    usage
}

/// Whether `Solver::new` on the chip, for `solver`'s size read where the
/// optimiser cannot see it, builds a solver equal to `solver`. Its own
/// frame holds the solver it builds, so that the callers' frames hold none.
#[inline(never)]
fn same_on_chip(solver: &Solver) -> bool {
    build_here(black_box(solver.rows()), black_box(solver.cols())).as_ref() == Ok(solver)
}

/// The size `Solver::new` on the chip refuses for `rows` × `cols`, if it
/// refuses it.
#[inline(never)]
fn refused_on_chip(rows: u8, cols: u8) -> Option<SizeError> {
    build_here(black_box(rows), black_box(cols)).err()
}

/// Every other size this test holds a `static` for, built on the chip: it
/// must equal the compile-time solver. And sizes outside 1 to 32 are refused
/// with the size asked for.
#[inline(never)]
fn sizes_on_chip(t: &mut Tally) {
    let statics = [&ODD, &BIG]
        .into_iter()
        .chain(SWEPT.iter().map(|(solver, _)| solver));
    let mut equal = 0u32;
    for solver in statics {
        let (rows, cols) = (solver.rows(), solver.cols());
        if t.check(same_on_chip(solver), || {
            Line::new()
                .s("lights_out ")
                .u(rows.into())
                .s("x")
                .u(cols.into())
                .s(": the solver built on the chip is not the compile-time one")
        }) {
            equal += 1;
        }
    }
    let outside = [(0u8, 5u8), (5, 0), (33, 1), (1, 33), (0, 0), (255, 255)];
    for (rows, cols) in outside {
        t.check(
            refused_on_chip(rows, cols).map(|e| (e.rows(), e.cols()))
                == Some((rows.into(), cols.into())),
            || {
                Line::new()
                    .s("lights_out: Solver::new(")
                    .u(rows.into())
                    .s(", ")
                    .u(cols.into())
                    .s(") on the chip is not refused with its size")
            },
        );
    }
    Line::new()
        .s("lights_out: ")
        .u(equal)
        .s(" more sizes built on the chip (32x32 and 31x31 among them) equal their compile-time solvers; ")
        .u(outside.len() as u32)
        .s(" sizes outside 1 to 32 refused")
        .print();
}

/// Builds the 32 × 32 solver on the chip from a size the optimiser cannot
/// see, measuring the stack `Solver::new` needs, and solves the all-on board
/// with it: the answer is replayed with this test's rule and must be
/// `expected`, the compile-time solver's.
#[inline(never)]
fn big_on_chip(t: &mut Tally, all_on: &Rows, expected: Option<Solution>) -> stack::Usage {
    let (built, usage) = stack::measure(|| build_here(black_box(32), black_box(32)));
    // By reference: moving the solver out of the `Result` would copy it.
    let Ok(built) = &built else {
        t.check(false, || {
            Line::new().s("lights_out 32x32: Solver::new on the chip refuses the size")
        });
        return usage;
    };
    t.check(*built == BIG, || {
        Line::new().s("lights_out 32x32: the solver built on the chip is not the compile-time one")
    });
    let (answer, _, _) = check_big(
        t,
        built,
        all_on,
        Goal::AllOff,
        None,
        "all on, built on the chip",
    );
    t.check(answer.is_some() && answer == expected, || {
        Line::new().s("lights_out 32x32: the solver built on the chip answers all on otherwise")
    });
    Line::new()
        .s("lights_out 32x32: built on the chip, equal to the compile-time solver, all on in ")
        .u(answer.map_or(0, |a| a.len() as u32))
        .s(" presses, the same answer")
        .print();
    usage
}

/// Lights of up to 32 × 32 as this test sees them: row `r` is a `u32`.
type Rows = [u32; 32];

/// Presses `cell` on a `rows` × `cols` board with this test's rule.
fn press(lights: &mut Rows, rows: u8, cols: u8, row: u8, col: u8) {
    let (rows, cols) = (usize::from(rows), u32::from(cols));
    let (r, c) = (usize::from(row), u32::from(col));
    let bit = 1u32 << (c & 31);
    let mut row_bits = bit;
    if c > 0 {
        row_bits |= bit >> 1;
    }
    if c + 1 < cols {
        row_bits |= bit << 1;
    }
    if let Some(slot) = lights.get_mut(r) {
        *slot ^= row_bits;
    }
    if r > 0 {
        if let Some(slot) = lights.get_mut(r - 1) {
            *slot ^= bit;
        }
    }
    if r + 1 < rows {
        if let Some(slot) = lights.get_mut(r + 1) {
            *slot ^= bit;
        }
    }
}

/// Solves one big board, replays the answer with this test's rule and
/// returns it; `known` is the length of some solution, which the answer
/// must not exceed. Never inlined, so that its frame is not added to a
/// caller's that holds a solver built on the chip.
#[inline(never)]
fn check_big(
    t: &mut Tally,
    solver: &Solver,
    lights: &Rows,
    goal: Goal,
    known: Option<u32>,
    what: &str,
) -> (Option<Solution>, stack::Usage, Option<u32>) {
    let (rows, cols) = (solver.rows(), solver.cols());
    let name = |line: Line| {
        line.s("lights_out ")
            .u(rows.into())
            .s("x")
            .u(cols.into())
            .s(" ")
            .s(what)
    };
    let Ok(board) = Board::from_rows(cols, lights.get(..usize::from(rows)).unwrap_or_default())
    else {
        t.check(false, || name(Line::new()).s(": not a board"));
        return (
            None,
            stack::Usage {
                bytes: 0,
                overflowed: false,
            },
            None,
        );
    };
    let start = semihosting::clock();
    let (result, usage) = stack::measure(|| solve_here(solver, black_box(&board), goal));
    let took = semihosting::clock()
        .zip(start)
        .map(|(end, start)| end.wrapping_sub(start));
    let Ok(Some(answer)) = result else {
        t.check(false, || name(Line::new()).s(": no answer"));
        return (None, usage, took);
    };
    let mut end = *lights;
    let mut count = 0u32;
    for r in 0..rows {
        let mut row = answer.row(r);
        while row != 0 {
            press(&mut end, rows, cols, r, row.trailing_zeros() as u8);
            row &= row - 1;
            count += 1;
        }
    }
    let full = if cols >= 32 {
        u32::MAX
    } else {
        (1 << cols) - 1
    };
    let used = end.get(..usize::from(rows)).unwrap_or_default();
    let reached = match goal {
        Goal::AllOff => used.iter().all(|&r| r == 0),
        Goal::AllOn => used.iter().all(|&r| r == full),
        Goal::OneColour => used.iter().all(|&r| r == 0) || used.iter().all(|&r| r == full),
    };
    let len = answer.len() as u32;
    t.check(reached && count == len, || {
        name(Line::new())
            .s(": the ")
            .u(len)
            .s(" presses do not reach ")
            .s(goal_name(goal))
    });
    t.check(known.is_none_or(|k| len <= k), || {
        name(Line::new())
            .s(": answered with ")
            .u(len)
            .s(" presses, ")
            .u(known.unwrap_or(0))
            .s(" are known to do")
    });
    t.check(solver.hint(&board, goal) == Ok(answer.first()), || {
        name(Line::new()).s(": the hint is not the answer's first press")
    });
    (Some(answer), usage, took)
}

fn big(t: &mut Tally, random: &mut Random) -> (stack::Usage, Option<u32>, stack::Usage) {
    t.check(BIG.nullity() == 20, || {
        Line::new()
            .s("lights_out 32x32: nullity ")
            .u(BIG.nullity().into())
            .s(", expected 20")
    });
    // Every light on.
    let all_on = [u32::MAX; 32];
    let (answer, usage, took) = check_big(t, &BIG, &all_on, Goal::AllOff, None, "all on");
    Line::new()
        .s("lights_out 32x32: all on, ")
        .u(answer.map_or(0, |a| a.len() as u32))
        .s(" presses, the least of 2^20 candidates")
        .print();
    let built = big_on_chip(t, &all_on, answer);

    // A board made by pressing 300 random cells: those presses solve it.
    let mut lights = [0u32; 32];
    let mut pressed = [0u32; 32];
    for _ in 0..300 {
        let (row, col) = (random.below(32) as u8, random.below(32) as u8);
        press(&mut lights, 32, 32, row, col);
        if let Some(slot) = pressed.get_mut(usize::from(row)) {
            *slot ^= 1 << (col & 31);
        }
    }
    let known: u32 = pressed.iter().map(|r| r.count_ones()).sum();
    let (answer, _, _) = check_big(t, &BIG, &lights, Goal::AllOff, Some(known), "random");
    let len = answer.map_or(0, |a| a.len() as u32);
    Line::new()
        .s("lights_out 32x32: a board made by ")
        .u(known)
        .s(" presses, answered with ")
        .u(len)
        .print();

    // 31 × 31 (nullity 0: one answer), to all on.
    t.check(ODD.nullity() == 0, || {
        Line::new().s("lights_out 31x31: nullity is not 0")
    });
    let mut lights = [0u32; 32];
    for row in lights.iter_mut().take(31) {
        *row = random.bits() >> 1;
    }
    let (answer, _, _) = check_big(t, &ODD, &lights, Goal::AllOn, None, "random");
    let len = answer.map_or(0, |a| a.len() as u32);
    Line::new()
        .s("lights_out 31x31: a random board to all on in ")
        .u(len)
        .s(" presses")
        .print();
    (usage, took, built)
}

/// The family's reader and judge: Fliptile's sample read a line at a time,
/// and its later four-press map refused at its first line. The judge builds
/// a solver at run time, so this runs in a frame of its own, where the
/// stack is shallow; on the micro:bit (16 KiB of RAM) only the reader runs,
/// since the judge needs more stack than the test leaves free there.
#[inline(never)]
fn family_on_chip(t: &mut Tally) {
    let mut reader = family::reader(Sibling::Fliptile);
    let mut case = None;
    for line in black_box(["4 4", "1 0 0 1", "0 1 1 0", "0 1 1 0", "1 0 0 1"]) {
        if let Ok(Some(read)) = reader.push_line(line.as_bytes()) {
            case = Some(read);
        }
    }
    t.check(case.is_some(), || {
        Line::new().s("family: Fliptile's sample is not read")
    });
    #[cfg(not(small_ram))]
    let verdict = case.and_then(|case| {
        let mut judge = FamilyJudge::new(&case, Sibling::Fliptile).ok()?;
        for line in black_box(["0 1 1 0", "0 0 0 0", "0 0 0 0", "0 1 1 0"]) {
            judge.push_line(line.as_bytes());
        }
        judge.finish().err().map(|rejection| rejection.line())
    });
    #[cfg(not(small_ram))]
    t.check(verdict == Some(1), || {
        Line::new().s("family: Fliptile's later map is not refused at its line 1")
    });
}

pub fn lights_out(t: &mut Tally) {
    let before = t.checks();
    family_on_chip(t);
    let mut random = Random(0x1F2E_3D4C);
    let mut fives = five(t);
    let measured = random_boards(t, &mut random, &FIVE, 3_000, true);
    fives.stack = fives.stack.max(measured.stack);
    fives.stack_overflowed |= measured.stack_overflowed;
    // Solvers built on the chip. Its own generator, so that the boards of
    // the sweeps below stay the same whatever is checked here.
    let built = five_on_chip(t, &mut Random(0x0B1D_5EED), 1_000);
    sizes_on_chip(t);
    for (solver, boards) in &SWEPT {
        random_boards(t, &mut random, solver, *boards, false);
    }
    let (usage, took, built_big) = big(t, &mut random);

    t.check(!fives.stack_overflowed && !usage.overflowed, || {
        Line::new().s("lights_out: a solve used more stack than the painted window")
    });
    t.check(!built.overflowed && !built_big.overflowed, || {
        Line::new().s("lights_out: Solver::new used more stack than the painted window")
    });
    Line::new()
        .s("lights_out: ")
        .u(t.checks() - before)
        .s(" checks")
        .print();
    Line::new()
        .s("STACK lights_out::Solver::solve 5x5 ")
        .u(fives.stack as u32)
        .s(" bytes (most over ")
        .u(measured.boards + 1)
        .s(" solves, painted; the ")
        .u(core::mem::size_of::<Result<Option<Solution>, Mismatch>>() as u32)
        .s("-byte result lives in the caller)")
        .print();
    Line::new()
        .s("STACK lights_out::Solver::solve 32x32 ")
        .u(usage.bytes as u32)
        .s(" bytes (painted)")
        .print();
    for (size, usage) in [("5x5", built), ("32x32", built_big)] {
        Line::new()
            .s("STACK lights_out::Solver::new ")
            .s(size)
            .s(" ")
            .u(usage.bytes as u32)
            .s(" bytes (at run time, painted; the ")
            .u(Solver::BYTES as u32)
            .s("-byte solver lives in the caller)")
            .print();
    }
    if let Some(cs) = took {
        Line::new()
            .s("TIME lights_out::Solver::solve 32x32 ")
            .u(cs.wrapping_mul(10))
            .s(" ms (all on, by the host's clock under emulation)")
            .print();
    }
}
