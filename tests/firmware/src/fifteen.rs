//! The 15-puzzle (`flipswap::fifteen`), checked against rules and a search
//! written here.
//!
//! flipswap answers with an IDA* guided by pattern databases that its build
//! script makes: `static` tables far larger than a 256 KiB part's flash
//! (run.sh checks with `nm` that they lie in flash, and only in images with
//! this feature). This test uses flipswap's public API only, so it holds
//! whatever the tables' layout: `Board::from_cells`, `cells`, `slide`,
//! `is_solvable`, `Board::GOAL`, `solve`, `hint`, `solve_within` (every
//! answer here is asked for with a limit on the boards expanded, so a slow
//! search fails a check instead of running on under QEMU), `solve_counting`
//! and the `Solution`'s `len`, `moves` and `Display`.
//!
//! Every answer is replayed twice: with this test's own move rule on the
//! sixteen cells (the blank swaps with the tile in the direction of the
//! letter) and with flipswap's `Board::slide`, which must pass through the
//! same boards and end on `Board::GOAL`. A board reaches the goal exactly
//! when its tiles' inversions (read row by row, the blank left out) plus
//! the blank's row counted from the bottom are even (this test's rule: a
//! move along a row changes neither; a move along a column changes both by
//! an odd number); flipswap must say `None` for the others.
//!
//! The boards: UVa 10181's sample (the judge's `LLLDRDRDR`), two that
//! cannot reach the goal, the goal, 20 boards made by 20 to 30 random
//! moves from the goal (answered in exactly as many moves as this test's own
//! IDA*, Manhattan distance, moves tried in the order `D`, `L`, `R`, `U`,
//! finds, and with exactly its first answer of that length: the fewest
//! moves, then least in that order) and four boards made by 200 random
//! moves (46 to 56 moves away), which only flipswap's tables answer
//! quickly (replayed, no longer than the moves that made them and of their
//! parity, and no shorter than the Manhattan distance). `solve_within`'s
//! limit is checked exactly on the boards that take few: with the boards
//! `solve_counting` reports the answer, with one fewer `OverLimit`.

use core::hint::black_box;

use flipswap::fifteen::{self, Board, Move, OverLimit, Solution};
use flipswap_firmware::{Line, Random, Tally, Text, semihosting, stack};

/// Expectations that `broken-expectation` deliberately gets wrong.
const BROKEN: u32 = if cfg!(feature = "broken-expectation") {
    1
} else {
    0
};

/// The goal, row by row, 0 the blank.
const GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// The most moves any board needs.
const MOST: usize = 80;

/// The letters of this test's directions 0 to 3, where the blank goes, in
/// the order its search tries them.
const LETTERS: [u8; 4] = *b"DLRU";

/// UVa 10181's sample, `2 3 4 0 / 1 5 7 8 / 9 6 10 12 / 13 14 11 15`, and
/// the judge's answer.
const SAMPLE: ([u8; 16], &[u8]) = (
    [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15],
    b"LLLDRDRDR",
);

/// Boards that no moves take to the goal: the goal with 14 and 15 swapped
/// (Sam Loyd's), and UVa 10181's second sample.
const UNREACHABLE: [[u8; 16]; 2] = [
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0],
    [13, 1, 2, 4, 5, 0, 3, 7, 9, 6, 10, 12, 15, 8, 11, 14],
];

/// The most boards any one solve here may expand: a search that needs more
/// fails a check instead of running on (about 1.5 s under QEMU). The
/// hardest board here needs about a quarter of it.
const LIMIT: u64 = 1_000_000;

/// The boards on which `solve_within`'s limit is checked exactly: those
/// that take at most this many.
const EXACT_UP_TO: u64 = 50_000;

/// The most boards this test's own search may visit for one board.
const OWN_LIMIT: u32 = 3_000_000;

/// Boards made by random moves from the goal (at most `WALK_MOVES` each,
/// checked against this test's search), and harder ones (`FAR_MOVES`
/// each, which that search cannot afford).
const WALKS: u32 = 20;
const WALK_MOVES: u32 = 30;
const FAR: u32 = 4;
const FAR_MOVES: u32 = 200;

/// The cell next to `cell` (row by row, 0 to 15) in direction `dir` (0
/// down, 1 left, 2 right, 3 up), or `None` off the board.
fn step(cell: usize, dir: usize) -> Option<usize> {
    let (row, col) = (cell / 4, cell % 4);
    match dir {
        0 if row < 3 => Some(cell + 4),
        1 if col > 0 => Some(cell - 1),
        2 if col < 3 => Some(cell + 1),
        3 if row > 0 => Some(cell - 4),
        _ => None,
    }
}

/// The direction that undoes `dir`.
fn back(dir: usize) -> usize {
    dir ^ 3
}

/// This test's move rule: the blank swaps with the tile next to it in the
/// direction of `letter` (uppercase); `None` when that is off the board.
fn own_slide(cells: [u8; 16], letter: u8) -> Option<[u8; 16]> {
    let dir = LETTERS.iter().position(|&l| l == letter)?;
    let blank = cells.iter().position(|&tile| tile == 0)?;
    let next = step(blank, dir)?;
    let tile = *cells.get(next)?;
    let mut out = cells;
    *out.get_mut(blank)? = tile;
    *out.get_mut(next)? = 0;
    Some(out)
}

/// This test's rule for which boards reach the goal (see the module's
/// documentation).
fn reaches_goal(cells: [u8; 16]) -> bool {
    let mut inversions = 0usize;
    for (i, &a) in cells.iter().enumerate() {
        for &b in cells.get(i + 1..).unwrap_or_default() {
            if a != 0 && b != 0 && a > b {
                inversions += 1;
            }
        }
    }
    let blank = cells.iter().position(|&tile| tile == 0).unwrap_or(15);
    (inversions + (3 - blank / 4)) % 2 == 0
}

/// How far tile `tile` at `cell` stands from its cell in the goal (0 for
/// the blank).
fn distance(tile: u8, cell: usize) -> u32 {
    if tile == 0 {
        return 0;
    }
    let home = usize::from(tile - 1);
    ((cell / 4).abs_diff(home / 4) + (cell % 4).abs_diff(home % 4)) as u32
}

/// The tiles' Manhattan distances: a lower bound on the moves.
fn manhattan(cells: [u8; 16]) -> u32 {
    cells
        .iter()
        .enumerate()
        .map(|(cell, &tile)| distance(tile, cell))
        .sum()
}

/// The moves of this test's search.
const PATH: usize = WALK_MOVES as usize + 1;

/// This test's search: an IDA* cut by the tiles' Manhattan distances, the
/// moves tried in the order `D`, `L`, `R`, `U`, so that the first path it
/// meets in the round whose bound is the fewest moves is the one that
/// reads least in that order.
struct Search {
    cells: [u8; 16],
    /// The directions taken so far.
    path: [u8; PATH],
    /// Boards visited.
    nodes: u32,
}

/// What this test's search found.
enum Found {
    /// The path and its length.
    Path([u8; PATH], usize),
    /// No path within `PATH` moves, or more boards than `OWN_LIMIT`.
    Nothing,
}

impl Search {
    /// The fewest moves from `cells` and the first such path in the
    /// search's order, with the boards visited.
    fn fewest(cells: [u8; 16]) -> (Found, u32) {
        let mut search = Search {
            cells,
            path: [0; PATH],
            nodes: 0,
        };
        let Some(blank) = cells.iter().position(|&tile| tile == 0) else {
            return (Found::Nothing, 0);
        };
        let h = manhattan(cells);
        // Every move changes the Manhattan distance by one: the bound
        // keeps its parity.
        let mut bound = h;
        while bound <= WALK_MOVES && search.nodes < OWN_LIMIT {
            if let Some(len) = search.walk(0, bound, blank, h, usize::MAX) {
                return (Found::Path(search.path, len), search.nodes);
            }
            bound += 2;
        }
        (Found::Nothing, search.nodes)
    }

    /// The length of a path to the goal of at most `left` more moves after
    /// the `depth` moves made, with the blank at `blank`, the distances
    /// summing to `h` and the last move undone by `undo` (never tried).
    fn walk(
        &mut self,
        depth: usize,
        left: u32,
        blank: usize,
        h: u32,
        undo: usize,
    ) -> Option<usize> {
        self.nodes += 1;
        if h == 0 {
            return Some(depth);
        }
        if h > left || self.nodes >= OWN_LIMIT {
            return None;
        }
        for dir in 0..4 {
            if dir == undo {
                continue;
            }
            let Some(next) = step(blank, dir) else {
                continue;
            };
            let (Some(&tile), Some(slot)) = (self.cells.get(next), self.path.get_mut(depth)) else {
                continue;
            };
            *slot = dir as u8;
            let nearer = h - distance(tile, next) + distance(tile, blank);
            self.put(blank, tile);
            self.put(next, 0);
            let found = self.walk(depth + 1, left - 1, next, nearer, back(dir));
            self.put(next, tile);
            self.put(blank, 0);
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Puts `tile` on `cell`.
    fn put(&mut self, cell: usize, tile: u8) {
        if let Some(slot) = self.cells.get_mut(cell) {
            *slot = tile;
        }
    }
}

/// A solve that the stack measurement can see: never inlined.
#[inline(never)]
fn solve_here(board: Board) -> Result<Option<Solution>, OverLimit> {
    fifteen::solve_within(board, black_box(LIMIT))
}

/// The cells as the start of a failure's line: `fifteen: 2 3 4 0 / 1 ...`.
fn cells_line(cells: [u8; 16]) -> Line {
    let mut line = Line::new().s("fifteen:");
    for (i, tile) in cells.into_iter().enumerate() {
        line = line
            .s(if i > 0 && i % 4 == 0 { " /" } else { "" })
            .s(" ")
            .u(u32::from(tile));
    }
    line
}

/// The uppercase letter of a move, as UVa 10181 writes it.
fn letter(step: Move) -> u8 {
    (step.letter() as u8).to_ascii_uppercase()
}

/// What the boards checked so far took.
struct Totals {
    boards: u32,
    solved: u32,
    worst: usize,
    expanded: u64,
    most_expanded: u64,
    own_nodes: u32,
    stack: usize,
    stack_overflowed: bool,
}

/// What one board is checked against.
#[derive(Clone, Copy)]
enum Expect<'a> {
    /// The judge's letters.
    Letters(&'a [u8]),
    /// This test's search's answer, for a board made by this many moves.
    OwnSearch(u32),
    /// Only that it is answered, in at most this many moves of their
    /// parity.
    AtMost(u32),
    /// Nothing more than the rules: solvable or not by this test's rule.
    Rules,
}

/// Solves one board within the limit and checks everything about the
/// answer. Returns the answer.
fn check_board(
    t: &mut Tally,
    totals: &mut Totals,
    cells: [u8; 16],
    expect: Expect<'_>,
) -> Option<Solution> {
    let line = || cells_line(cells);
    totals.boards += 1;
    let Some(board) = Board::from_cells(black_box(cells)) else {
        t.check(false, || line().s(": Board::from_cells refuses it"));
        return None;
    };
    t.check(board.cells() == cells, || {
        line().s(": cells() does not give the cells back")
    });
    let (result, usage) = stack::measure(|| solve_here(black_box(board)));
    totals.stack = totals.stack.max(usage.bytes);
    totals.stack_overflowed |= usage.overflowed;
    let (counted, expanded) = fifteen::solve_counting(black_box(board), LIMIT);
    totals.expanded += expanded;
    totals.most_expanded = totals.most_expanded.max(expanded);
    t.check(counted == result, || {
        line().s(": solve_counting and solve_within disagree")
    });

    let reaches = reaches_goal(cells);
    t.check(board.is_solvable() == reaches, || {
        line().s(": is_solvable disagrees with this test's parity rule")
    });
    if !reaches {
        t.check(result == Ok(None), || {
            line().s(": cannot reach the goal, flipswap answers it (or gave up)")
        });
        return None;
    }
    let solution = match result {
        Ok(Some(solution)) => solution,
        Ok(None) => {
            t.check(false, || line().s(": reaches the goal, flipswap says None"));
            return None;
        }
        Err(OverLimit) => {
            t.check(false, || {
                line().s(": more than the limit of boards expanded")
            });
            return None;
        }
    };
    totals.solved += 1;
    let len = solution.len();
    totals.worst = totals.worst.max(len);

    // The limit, exactly: the boards it took suffice, one fewer does not
    // (on the boards where two more solves cost little).
    let exact = expanded > EXACT_UP_TO
        || fifteen::solve_within(black_box(board), expanded) == Ok(Some(solution))
            && (expanded == 0
                || fifteen::solve_within(black_box(board), expanded - 1) == Err(OverLimit));
    t.check(exact, || {
        line()
            .s(": solve_within does not stop after exactly the ")
            .u(expanded as u32)
            .s(" boards solve_counting reports")
    });

    // The letters, and the moves replayed with both rules.
    let mut letters = [0u8; MOST];
    let mut count = 0;
    let (mut own, mut theirs) = (Some(cells), Some(board));
    let mut same = true;
    for step in solution.moves() {
        let l = letter(step);
        if let Some(slot) = letters.get_mut(count) {
            *slot = l;
        }
        count += 1;
        own = own.and_then(|c| own_slide(c, l));
        theirs = theirs.and_then(|b| b.slide(step));
        same &= theirs.map(Board::cells) == own && own.is_some();
    }
    let letters = letters.get(..count).unwrap_or_default();
    t.check(
        count == len && len <= MOST && solution.is_empty() == (len == 0),
        || line().s(": len, is_empty and moves() disagree"),
    );
    t.check(same && own == Some(GOAL) && theirs == Some(Board::GOAL), || {
        line().s(": the moves, replayed with this test's rule and with slide, do not reach the goal together")
    });
    t.check(Text::of(solution).as_bytes() == letters, || {
        line().s(": Display does not write the letters of moves()")
    });
    t.check(len as u32 >= manhattan(cells), || {
        line().s(": fewer moves than the tiles' Manhattan distances")
    });

    match expect {
        Expect::Letters(known) => {
            t.check(letters == known, || {
                line().s(": the answer is not the judge's letters")
            });
        }
        Expect::OwnSearch(moves) => {
            t.check(len as u32 <= moves && (moves - len as u32) % 2 == 0, || {
                line()
                    .s(": made by ")
                    .u(moves)
                    .s(" moves, answered in ")
                    .u(len as u32)
            });
            let (found, nodes) = Search::fewest(cells);
            totals.own_nodes = totals.own_nodes.wrapping_add(nodes);
            match found {
                Found::Path(path, fewest) => {
                    t.check(len == fewest, || {
                        line()
                            .s(": this test's search needs ")
                            .u(fewest as u32)
                            .s(" moves, flipswap ")
                            .u(len as u32)
                    });
                    let same_path = path
                        .iter()
                        .zip(letters)
                        .all(|(&dir, &l)| LETTERS.get(usize::from(dir)) == Some(&l));
                    t.check(same_path, || {
                        line().s(": not the answer of the fewest moves that reads least in D L R U")
                    });
                }
                Found::Nothing => {
                    t.check(false, || {
                        line().s(": this test's search found nothing within its limits")
                    });
                }
            }
        }
        Expect::AtMost(moves) => {
            t.check(len as u32 <= moves && (moves - len as u32) % 2 == 0, || {
                line()
                    .s(": made by ")
                    .u(moves)
                    .s(" moves, answered in ")
                    .u(len as u32)
            });
        }
        Expect::Rules => {}
    }
    Some(solution)
}

/// A board made by `moves` random moves from the goal with this test's
/// rule, none undoing the one before. Returns the board.
fn walked(random: &mut Random, moves: u32) -> [u8; 16] {
    let (mut cells, mut blank, mut last) = (GOAL, 15, None);
    let mut made = 0;
    while made < moves {
        let dir = random.below(4) as usize;
        if last.map(back) == Some(dir) {
            continue;
        }
        let Some(next) = step(blank, dir) else {
            continue;
        };
        if let Some(after) = LETTERS.get(dir).and_then(|&l| own_slide(cells, l)) {
            cells = after;
            blank = next;
            last = Some(dir);
            made += 1;
        }
    }
    cells
}

pub fn fifteen_puzzle(t: &mut Tally) {
    let before = t.checks();
    let start = semihosting::clock();
    let mut totals = Totals {
        boards: 0,
        solved: 0,
        worst: 0,
        expanded: 0,
        most_expanded: 0,
        own_nodes: 0,
        stack: 0,
        stack_overflowed: false,
    };

    // The boards flipswap names, and cells it must refuse.
    let mut repeated = GOAL;
    repeated[0] = 2;
    let mut too_big = GOAL;
    too_big[15] = 16;
    t.check(
        Board::GOAL.cells() == GOAL
            && Board::from_cells(black_box(GOAL)) == Some(Board::GOAL)
            && Board::from_cells(black_box(repeated)).is_none()
            && Board::from_cells(black_box(too_big)).is_none()
            && Board::from_cells(black_box([0; 16])).is_none(),
        || Line::new().s("fifteen: GOAL or from_cells is not as documented"),
    );

    // UVa 10181's sample: the judge's letters; `solve` and `hint` agree.
    let (sample, letters) = SAMPLE;
    let answer = check_board(t, &mut totals, sample, Expect::Letters(letters));
    let board = Board::from_cells(black_box(sample));
    t.check(board.and_then(fifteen::solve) == answer, || {
        Line::new().s("fifteen: solve and solve_within disagree on the sample")
    });
    t.check(
        board.and_then(fifteen::hint) == answer.and_then(|s| s.moves().next()),
        || Line::new().s("fifteen: the hint is not the sample's first move"),
    );
    t.check(
        board.map(|b| fifteen::solve_within(b, black_box(1))) == Some(Err(OverLimit)),
        || Line::new().s("fifteen: the sample within 1 board is not OverLimit"),
    );
    let len = answer.map_or(99, |s| s.len() as u32);
    t.check(len == 9 + BROKEN, || {
        Line::new()
            .s("fifteen: expected ")
            .u(9 + BROKEN)
            .s(" moves for the sample, flipswap says ")
            .u(len)
    });
    // The goal, and boards that cannot reach it.
    let goal = check_board(t, &mut totals, GOAL, Expect::Letters(b""));
    t.check(goal.is_some_and(|s| s.is_empty()), || {
        Line::new().s("fifteen: the goal is not answered with no moves")
    });
    for cells in UNREACHABLE {
        check_board(t, &mut totals, cells, Expect::Rules);
        let board = Board::from_cells(black_box(cells));
        t.check(
            board.is_some_and(|b| fifteen::solve(b).is_none() && fifteen::hint(b).is_none()),
            || cells_line(cells).s(": solve or hint answers a board that cannot reach the goal"),
        );
    }

    // Boards a few random moves from the goal, against this test's search.
    let mut random = Random(0x0015_F00D);
    for i in 0..WALKS {
        let moves = WALK_MOVES - (i % 4) * 5 - random.below(3);
        let cells = walked(&mut random, moves);
        check_board(t, &mut totals, cells, Expect::OwnSearch(moves));
    }
    // Harder boards: the pattern databases at work.
    let far_start = semihosting::clock();
    let far_before = totals.expanded;
    let mut random = Random(0x15FA_2000);
    for _ in 0..FAR {
        let cells = walked(&mut random, FAR_MOVES);
        let expanded = totals.expanded;
        if let Some(solution) = check_board(t, &mut totals, cells, Expect::AtMost(FAR_MOVES)) {
            cells_line(cells)
                .s(": ")
                .u(solution.len() as u32)
                .s(" moves, ")
                .u((totals.expanded - expanded) as u32)
                .s(" boards expanded")
                .print();
        }
    }
    let far_took = semihosting::clock()
        .zip(far_start)
        .map(|(end, start)| end.wrapping_sub(start));

    t.check(!totals.stack_overflowed, || {
        Line::new().s("fifteen: a solve used more stack than the painted window")
    });
    t.check(totals.stack >= fifteen::SEARCH_STACK_BYTES, || {
        Line::new()
            .s("fifteen: a solve wrote ")
            .u(totals.stack as u32)
            .s(" bytes of stack, less than its path's SEARCH_STACK_BYTES")
    });
    Line::new()
        .s("fifteen: ")
        .u(totals.boards)
        .s(" boards (")
        .u(totals.solved)
        .s(" answered, worst ")
        .u(totals.worst as u32)
        .s(" moves), ")
        .u(totals.expanded as u32)
        .s(" boards expanded by flipswap (most ")
        .u(totals.most_expanded as u32)
        .s("), ")
        .u(totals.own_nodes)
        .s(" by the test's search; ")
        .u(t.checks() - before)
        .s(" checks")
        .print();
    let far = Line::new()
        .s("fifteen: ")
        .u(FAR)
        .s(" boards of ")
        .u(FAR_MOVES)
        .s(" random moves, ")
        .u((totals.expanded - far_before) as u32)
        .s(" boards expanded");
    match far_took {
        Some(cs) => far
            .s(", ")
            .u(cs.wrapping_mul(10))
            .s(" ms with the checks")
            .print(),
        None => far.print(),
    }
    Line::new()
        .s("STACK fifteen::solve ")
        .u(totals.stack as u32)
        .s(" bytes (most over ")
        .u(totals.boards)
        .s(" solves, painted; SEARCH_STACK_BYTES ")
        .u(fifteen::SEARCH_STACK_BYTES as u32)
        .s("; the ")
        .u(core::mem::size_of::<Result<Option<Solution>, OverLimit>>() as u32)
        .s("-byte result lives in the caller)")
        .print();
    if let Some(cs) = semihosting::clock()
        .zip(start)
        .map(|(end, start)| end.wrapping_sub(start))
    {
        Line::new()
            .s("TIME fifteen ")
            .u(cs.wrapping_mul(10))
            .s(" ms (every 15-puzzle check, by the host's clock under emulation)")
            .print();
    }
}
