//! The black and white swap game, checked against an oracle written here:
//! the fewest swaps is the cheapest pairing of the cells that are black only
//! in the start with those black only in the target, a pair costing its grid
//! distance (Luogu P1225). The oracle tries every pairing, with pruning.
//!
//! Every answer is replayed with this test's own move rule: each swap is
//! between edge-adjacent cells and moves a black piece into an empty cell,
//! and the last one leaves the target.

use core::hint::black_box;

use flipswap::swap_game::{
    self, AnyPair, AnySolution, Board, Grid, MAX_ANY_SWAPS, MAX_SWAPS, Pair, Solution,
};
use flipswap::{Mismatch, Reader};
use flipswap_firmware::{Line, Random, Tally, Text, stack};

/// Grid distance between cells `a` and `b` of a 4×4 board.
fn distance(a: u8, b: u8) -> u32 {
    u32::from((a >> 2).abs_diff(b >> 2) + (a & 3).abs_diff(b & 3))
}

/// The cells of the set bits of `bits`.
fn cells(bits: u16) -> ([u8; 16], usize) {
    let mut list = [0u8; 16];
    let mut n = 0;
    for cell in 0..16u8 {
        if bits & (1 << cell) != 0 {
            if let Some(slot) = list.get_mut(n) {
                *slot = cell;
                n += 1;
            }
        }
    }
    (list, n)
}

/// Pairs `from[i..]` with the unused cells of `to`, keeping the cheapest
/// total in `best`.
fn pair_up(from: &[u8], to: &[u8], used: u16, cost: u32, best: &mut u32) {
    if cost >= *best {
        return;
    }
    let Some((&a, rest)) = from.split_first() else {
        *best = cost;
        return;
    };
    for (j, &b) in to.iter().enumerate() {
        if used & (1 << (j & 15)) == 0 {
            pair_up(
                rest,
                to,
                used | (1 << (j & 15)),
                cost + distance(a, b),
                best,
            );
        }
    }
}

/// The fewest swaps from `start` to `target`, or `None` when their counts
/// of black pieces differ.
fn fewest_swaps(start: u16, target: u16) -> Option<u32> {
    if start.count_ones() != target.count_ones() {
        return None;
    }
    let (from, n) = cells(start & !target);
    let (to, m) = cells(target & !start);
    let mut best = u32::MAX;
    pair_up(from.get(..n)?, to.get(..m)?, 0, 0, &mut best);
    Some(best)
}

/// Replays `solution` from `start` with this test's rule; returns the board
/// it ends on and how many swaps it made, or `None` at the first bad swap.
fn replay(start: u16, solution: &Solution) -> Option<(u16, usize)> {
    let mut board = start;
    let mut count = 0;
    for (from, to) in solution.moves() {
        let (fr, fc, tr, tc) = (from.row(), from.col(), to.row(), to.col());
        if fr >= 4 || fc >= 4 || tr >= 4 || tc >= 4 || fr.abs_diff(tr) + fc.abs_diff(tc) != 1 {
            return None;
        }
        let (a, b) = (1u16 << (fr * 4 + fc), 1u16 << (tr * 4 + tc));
        if board & a == 0 || board & b != 0 {
            return None;
        }
        board ^= a | b;
        count += 1;
    }
    Some((board, count))
}

/// The 4 × 4 board of `bits`: every `u16` is one.
fn board(bits: u16) -> Board {
    Board::from_bits(bits).unwrap_or_default()
}

/// The pair of the boards `start` and `target`, or the mismatch of their
/// counts.
fn pair_of(start: u16, target: u16) -> Result<Pair, Mismatch> {
    Pair::new(board(start), board(target))
}

/// A solve that the stack measurement can see: never inlined into its caller.
#[inline(never)]
fn solve_here(start: u16, target: u16) -> Result<Option<Solution>, Mismatch> {
    pair_of(start, target).map(swap_game::solve)
}

/// A board with `count` black pieces, every such board equally likely.
fn random_board(random: &mut Random, count: u32) -> u16 {
    let mut bits = 0u16;
    let mut needed = count;
    for cell in 0..16u32 {
        // Take this cell with probability needed / cells left.
        if random.below(16 - cell) < needed {
            bits |= 1 << cell;
            needed -= 1;
        }
    }
    bits
}

/// Pairs with answers known by hand: (start, target, fewest swaps).
const KNOWN: [(u16, u16, u32); 12] = [
    // The worst pairs: the six cells nearest one corner to the six nearest
    // the opposite corner. The rows of the pieces must grow by 10 in all and
    // the columns by 10, so 20 swaps at least, and moving every piece only
    // down and right achieves it.
    (0x0137, 0xEC80, 20),
    (0x08CE, 0x7310, 20),
    // Top two rows to bottom two: every piece two rows down.
    (0x00FF, 0xFF00, 16),
    (0xFF00, 0x00FF, 16),
    // Left two columns to right two.
    (0x3333, 0xCCCC, 16),
    // Checkerboard to its inverse: every piece one step.
    (0x5A5A, 0xA5A5, 8),
    // Rows 1 and 3 to rows 2 and 4.
    (0x0F0F, 0xF0F0, 8),
    // Top row to bottom row.
    (0x000F, 0xF000, 12),
    // One piece from corner to corner.
    (0x0001, 0x8000, 6),
    (0x0000, 0x0000, 0),
    (0xFFFF, 0xFFFF, 0),
    (0x1234, 0x1234, 0),
];

/// How many random pairs to solve beyond the known ones.
const RANDOM_PAIRS: u32 = 4_000;

/// Expectations that `broken-expectation` deliberately gets wrong.
const BROKEN: u32 = if cfg!(feature = "broken-expectation") {
    1
} else {
    0
};

struct Totals {
    pairs: u32,
    worst: u32,
    stack: usize,
    stack_overflowed: bool,
}

/// Solves one pair and checks everything about the answer.
fn check_pair(t: &mut Tally, totals: &mut Totals, start: u16, target: u16, known: Option<u32>) {
    let name = "swap_game";
    let (result, usage) = stack::measure(|| solve_here(black_box(start), black_box(target)));
    totals.stack = totals.stack.max(usage.bytes);
    totals.stack_overflowed |= usage.overflowed;
    totals.pairs += 1;
    let pair = |line: Line| {
        line.s(name)
            .s(": ")
            .x(start.into())
            .s(" -> ")
            .x(target.into())
    };

    // A `Pair` holds only boards of equal counts, and answers as the free
    // functions do.
    let made = pair_of(start, target);
    t.check(
        made.map(|p| (p.start().bits(), p.target().bits())) == result.map(|_| (start, target))
            && made.map(|p| p.solve()) == result
            && made.map(|p| p.hint()) == result.map(|s| s.and_then(|s| s.first())),
        || pair(Line::new()).s(": Pair::new, solve and hint disagree with swap_game::solve"),
    );
    let Some(fewest) = fewest_swaps(start, target) else {
        let counts = match result {
            Err(Mismatch::Count { start, target }) => Some((start, target)),
            _ => None,
        };
        let expected = (start.count_ones() as u8, target.count_ones() as u8);
        t.check(counts == Some(expected), || {
            pair(Line::new()).s(" have different counts, flipswap does not say so")
        });
        return;
    };
    let Ok(Some(solution)) = result else {
        t.check(false, || {
            pair(Line::new()).s(" reported a count mismatch or no answer")
        });
        return;
    };
    let len = solution.len();
    t.check(
        len as u32 == fewest && known.is_none_or(|k| k == fewest) && len <= MAX_SWAPS,
        || {
            pair(Line::new())
                .s(" answered in ")
                .u(len as u32)
                .s(" swaps, fewest is ")
                .u(fewest)
        },
    );
    t.check(
        solution.moves().len() == len && solution.is_empty() == (len == 0),
        || pair(Line::new()).s(": len disagrees with moves()"),
    );
    let replayed = replay(start, &solution);
    t.check(replayed == Some((target, len)), || {
        pair(Line::new())
            .s(": the moves are not edge-adjacent black-into-empty swaps ending at the target")
    });
    // The hint is a legal first swap that leaves one swap fewer to go.
    let hint = pair_of(black_box(start), black_box(target)).map(swap_game::hint);
    let hint_ok = match hint {
        Ok(None) => len == 0,
        Ok(Some((from, to))) => {
            let (a, b) = (from.row() * 4 + from.col(), to.row() * 4 + to.col());
            from.row() < 4
                && from.col() < 4
                && to.row() < 4
                && to.col() < 4
                && distance(a, b) == 1
                && start & (1 << a) != 0
                && start & (1 << b) == 0
                && fewest_swaps(start ^ (1 << a) ^ (1 << b), target) == Some(fewest.wrapping_sub(1))
        }
        Err(_) => false,
    };
    t.check(hint_ok, || {
        pair(Line::new()).s(": the hint is not a first step of a shortest answer")
    });
    totals.worst = totals.worst.max(len as u32);
}

pub fn swap_game(t: &mut Tally) {
    let before = t.checks();
    let name = "swap_game";
    let mut totals = Totals {
        pairs: 0,
        worst: 0,
        stack: 0,
        stack_overflowed: false,
    };

    // The sample, read as the CLI reads it.
    let lines: [&[u8]; 8] = [
        b"1111", b"0000", b"1110", b"0010", b"1010", b"0101", b"1010", b"0101",
    ];
    let mut reader = Reader::<Pair>::new();
    let mut pair = None;
    for line in lines {
        if let Ok(Some(p)) = reader.push_line(black_box(line)) {
            pair = Some(p);
        }
    }
    // Row-major bits: start 1111/0000/1110/0010, target 1010/0101/1010/0101.
    let (start, target) = (0x470F_u16, 0xA5A5_u16);
    t.check(
        reader.finish().is_ok()
            && pair.map(|p| (p.start().bits(), p.target().bits())) == Some((start, target)),
        || {
            Line::new()
                .s(name)
                .s(": the sample does not read back as ")
                .x(start.into())
                .s(" -> ")
                .x(target.into())
        },
    );
    // The judge: the sample's answer with either cell first is right; one
    // swap too many is wrong at the count, line 1.
    let sample = pair_of(black_box(start), black_box(target));
    let right =
        sample.map(|p| flipswap::check::swap_game(p, black_box("4\n2212\n1424\n4232\n4344\n")));
    let long = sample
        .map(|p| flipswap::check::swap_game(p, black_box("5\n1222\n1424\n3242\n4344\n1112\n")));
    let message = long.ok().and_then(Result::err).map(Text::of);
    t.check(
        right == Ok(Ok(()))
            && long.map(|l| l.map_err(|r| r.line())) == Ok(Err(1))
            && message
                .as_ref()
                .is_some_and(|m| m.as_bytes().starts_with(b"line 1 of the answer: ")),
        || {
            Line::new()
                .s(name)
                .s(": check::swap_game does not judge the sample's answers")
        },
    );
    let shown = sample.map(Text::of);
    t.check(
        shown.as_ref().map(Text::as_bytes) == Ok(b"1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101"),
        || {
            Line::new()
                .s(name)
                .s(": Display does not write the sample back")
        },
    );
    // The answer's own text is the judge's output for the sample.
    let answer = sample.ok().and_then(|p| p.solve()).map(Text::of);
    t.check(
        answer.as_ref().map(Text::as_bytes) == Some(b"4\n1222\n1424\n3242\n4344"),
        || {
            Line::new()
                .s(name)
                .s(": the sample's Solution does not display as the judge's answer")
        },
    );
    let len = pair_of(black_box(start), black_box(target))
        .map(|p| swap_game::solve(p).map_or(99, |s| s.len() as u32));
    t.check(len == Ok(4 + BROKEN), || {
        Line::new()
            .s(name)
            .s(": expected ")
            .u(4 + BROKEN)
            .s(" swaps for the sample, flipswap says ")
            .u(len.unwrap_or(99))
    });
    check_pair(t, &mut totals, start, target, Some(4));
    // A case whose counts differ is an error at the end of the target.
    let mut reader = Reader::<Pair>::new();
    let mut mismatch = false;
    for line in [
        b"1000", b"0000", b"0000", b"0000", b"1100", b"0000", b"0000", b"0000",
    ] {
        mismatch |= reader.push_line(black_box(line)).is_err();
    }
    t.check(mismatch, || {
        Line::new()
            .s(name)
            .s(": a pair with 1 and 2 black pieces reads without error")
    });
    // Different counts, solved directly.
    check_pair(t, &mut totals, 0x0001, 0x0003, None);
    check_pair(t, &mut totals, 0x0000, 0xFFFF, None);

    for (start, target, known) in KNOWN {
        check_pair(t, &mut totals, start, target, Some(known));
    }
    let worst =
        pair_of(black_box(0x0137), black_box(0xEC80)).map(|p| swap_game::solve(p).map(|s| s.len()));
    t.check(worst == Ok(Some(MAX_SWAPS)) && MAX_SWAPS == 20, || {
        Line::new()
            .s(name)
            .s(": the worst pair needs MAX_SWAPS = 20 swaps")
    });

    let mut random = Random(0x2545_F491);
    for _ in 0..RANDOM_PAIRS {
        let count = random.below(17);
        let (start, target) = (
            random_board(&mut random, count),
            random_board(&mut random, count),
        );
        check_pair(t, &mut totals, start, target, None);
    }

    t.check(!totals.stack_overflowed, || {
        Line::new()
            .s(name)
            .s(": a solve used more stack than the painted window")
    });
    Line::new()
        .s(name)
        .s(": ")
        .u(totals.pairs)
        .s(" pairs, worst ")
        .u(totals.worst)
        .s(" swaps (MAX_SWAPS ")
        .u(MAX_SWAPS as u32)
        .s("); ")
        .u(t.checks() - before)
        .s(" checks")
        .print();
    Line::new()
        .s("STACK swap_game::solve ")
        .u(totals.stack as u32)
        .s(" bytes (most over ")
        .u(totals.pairs)
        .s(" solves, painted; the ")
        .u(core::mem::size_of::<Result<Option<Solution>, Mismatch>>() as u32)
        .s("-byte result lives in the caller)")
        .print();
}

/// The worst 8 × 8 pair found: the 32 cells nearest the top left corner
/// (by row + column, then in reading order) to the other 32.
const CORNER_HALVES: (u64, u64) = (0x0001_0307_1F3F_7FFF, 0xFFFE_FCF8_E0C0_8000);

/// A solve of any size that the stack measurement can see.
#[inline(never)]
fn solve_grid_here(pair: AnyPair) -> Option<AnySolution> {
    pair.solve()
}

/// Replays `solution` on a `cols`-wide board from `start` with this test's
/// rule; the board it ends on and the swaps made, or `None` at a bad swap.
#[inline(never)]
fn replay_grid(start: u64, rows: u8, cols: u8, solution: &AnySolution) -> Option<(u64, usize)> {
    let mut board = start;
    let mut count = 0;
    for (from, to) in solution.moves() {
        let (fr, fc, tr, tc) = (from.row(), from.col(), to.row(), to.col());
        if fr >= rows || tr >= rows || fc >= cols || tc >= cols {
            return None;
        }
        if fr.abs_diff(tr) + fc.abs_diff(tc) != 1 {
            return None;
        }
        let (a, b) = (1u64 << (fr * cols + fc), 1u64 << (tr * cols + tc));
        if board & a == 0 || board & b != 0 {
            return None;
        }
        board ^= a | b;
        count += 1;
    }
    Some((board, count))
}

/// The rows and the columns the pieces must gain in all: each swap moves
/// one piece one step, so their sum bounds the fewest swaps from below.
fn lower_bound(start: u64, target: u64, cols: u32) -> u32 {
    let cols = cols.max(1);
    let (mut rows, mut columns) = (0i32, 0i32);
    for cell in 0..64u32 {
        let sign = i32::from(target >> cell & 1 == 1) - i32::from(start >> cell & 1 == 1);
        rows += sign * (cell / cols) as i32;
        columns += sign * (cell % cols) as i32;
    }
    rows.unsigned_abs() + columns.unsigned_abs()
}

/// The swap game at any size: the worst 8 × 8 pair found, replayed in full
/// and met by its lower bound (so exact), and random pairs of other sizes
/// replayed, with the stack of each solve. Never inlined, so that its
/// frame is gone before the next puzzle's test runs on a 16 KiB part.
#[inline(never)]
pub fn swap_grid(t: &mut Tally) {
    let before = t.checks();
    let name = "swap_game::AnyPair";
    let mut stack_bytes = 0usize;
    let mut overflowed = false;
    let mut solves = 0u32;
    let mut check = |t: &mut Tally, rows: u8, cols: u8, start: u64, target: u64, exact: bool| {
        let grid = |bits| Grid::from_bits(rows, cols, bits);
        let (Some(a), Some(b)) = (grid(start), grid(target)) else {
            t.check(false, || {
                Line::new().s(name).s(": a board does not fit its size")
            });
            return;
        };
        let Ok(pair) = AnyPair::new(a, b) else {
            t.check(false, || Line::new().s(name).s(": equal counts refused"));
            return;
        };
        let (solution, usage) = stack::measure(|| solve_grid_here(black_box(pair)));
        stack_bytes = stack_bytes.max(usage.bytes);
        overflowed |= usage.overflowed;
        solves += 1;
        let Some(solution) = solution else {
            t.check(false, || Line::new().s(name).s(": a pair has no answer"));
            return;
        };
        let len = solution.len();
        let bound = lower_bound(start, target, u32::from(cols)) as usize;
        t.check(
            replay_grid(start, rows, cols, &solution) == Some((target, len))
                && solution.moves().len() == len
                && len >= bound
                && (!exact || len == bound + BROKEN as usize)
                && len <= MAX_ANY_SWAPS,
            || {
                Line::new()
                    .s(name)
                    .s(": ")
                    .u(rows.into())
                    .s("x")
                    .u(cols.into())
                    .s(" answered in ")
                    .u(len as u32)
                    .s(" swaps, lower bound ")
                    .u(bound as u32)
                    .s(", or the swaps do not replay")
            },
        );
    };
    let (start, target) = CORNER_HALVES;
    check(t, 8, 8, start, target, true);
    let mut random = Random(0x0808_5EED);
    for round in 0..64u32 {
        let (rows, cols) = ((round % 8 + 1) as u8, (round / 8 % 8 + 1) as u8);
        let cells = u32::from(rows) * u32::from(cols);
        let count = random.below(cells + 1);
        let mut board = || {
            let mut bits = 0u64;
            let mut needed = count;
            for cell in 0..cells {
                if random.below(cells - cell) < needed {
                    bits |= 1 << cell;
                    needed -= 1;
                }
            }
            bits
        };
        let (start, target) = (board(), board());
        check(t, rows, cols, start, target, false);
    }
    t.check(!overflowed, || {
        Line::new()
            .s(name)
            .s(": a solve used more stack than the painted window")
    });
    Line::new()
        .s(name)
        .s(": ")
        .u(solves)
        .s(" pairs, the worst 8x8 pair replayed in full; ")
        .u(t.checks() - before)
        .s(" checks")
        .print();
    Line::new()
        .s("STACK swap_game::AnyPair::solve ")
        .u(stack_bytes as u32)
        .s(" bytes (most over ")
        .u(solves)
        .s(" solves, painted; the ")
        .u(core::mem::size_of::<Option<AnySolution>>() as u32)
        .s("-byte result lives in the caller)")
        .print();
}
