//! The 8-puzzle (`flipswap::eight`), checked against rules and a search
//! written here.
//!
//! flipswap answers `eight::solve` by walking a 45,360-byte `static` table
//! (the corner table) that its build script fills; this image calls
//! `solve` and `hint` only, so it links that table and not the two that
//! `Pair::solve` reads (run.sh checks both with `nm`).
//!
//! Every answer is replayed twice: with this test's own move rule on the
//! nine cells (the blank swaps with the tile in the direction of the
//! letter) and with flipswap's `Board::slide`, which must pass through the
//! same boards and end on `Board::GOAL`. A board reaches the goal exactly
//! when its tiles, read row by row without the blank, have an even number
//! of inversions (the goal's parity: a move changes neither parity nor, on
//! a board three wide, the blank's part in it); flipswap must say `None`
//! for the others. The test's own search, a depth-first search bounded by
//! the tiles' Manhattan distances that tries the moves in the order `u`,
//! `d`, `l`, `r`, finds no answer two moves shorter (one shorter is ruled
//! out by parity) and finds as its first answer of that length exactly
//! flipswap's: the fewest moves, and among them the one that reads least.
//!
//! The boards: Eight's sample (HDU 1043, 19 moves, the judge's letters),
//! the two boards that need the most moves (31), the goal, boards made by
//! random moves from the goal and boards of random tiles (half of them
//! unreachable), each solved with its stack measured.

use core::hint::black_box;

use flipswap::eight::{self, Board, Move, Solution};
use flipswap_firmware::{Line, Random, Tally, Text, stack};

/// Expectations that `broken-expectation` deliberately gets wrong.
const BROKEN: u32 = if cfg!(feature = "broken-expectation") {
    1
} else {
    0
};

/// The goal, row by row, 0 the blank.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The most moves any board needs.
const MOST: usize = 31;

/// The letters of this test's directions 0 to 3: where the blank goes.
const LETTERS: [u8; 4] = *b"udlr";

/// Eight's sample, `2 3 4 / 1 5 x / 7 6 8`, and the judge's answer.
const SAMPLE: ([u8; 9], &[u8]) = ([2, 3, 4, 1, 5, 0, 7, 6, 8], b"ullddrurdllurdruldr");

/// The two boards that need 31 moves.
const FARTHEST: [[u8; 9]; 2] = [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]];

/// Boards that no moves take to the goal: the goal and the sample with two
/// tiles swapped.
const UNREACHABLE: [[u8; 9]; 2] = [[2, 1, 3, 4, 5, 6, 7, 8, 0], [3, 2, 4, 1, 5, 0, 7, 6, 8]];

/// How many boards of random moves from the goal, and of random tiles.
const WALKS: u32 = 150;
const SHUFFLES: u32 = 100;

/// The cell next to `cell` (row by row, 0 to 8) in direction `dir` (0 up,
/// 1 down, 2 left, 3 right), or `None` off the board.
fn step(cell: usize, dir: usize) -> Option<usize> {
    let (row, col) = (cell / 3, cell % 3);
    match dir {
        0 if row > 0 => Some(cell - 3),
        1 if row < 2 => Some(cell + 3),
        2 if col > 0 => Some(cell - 1),
        3 if col < 2 => Some(cell + 1),
        _ => None,
    }
}

/// The direction that undoes `dir`.
fn back(dir: usize) -> usize {
    dir ^ 1
}

/// This test's move rule: the blank swaps with the tile next to it in the
/// direction of `letter`; `None` when that is off the board (or the letter
/// is not a move).
fn own_slide(cells: [u8; 9], letter: char) -> Option<[u8; 9]> {
    let dir = LETTERS.iter().position(|&l| char::from(l) == letter)?;
    let blank = cells.iter().position(|&tile| tile == 0)?;
    let next = step(blank, dir)?;
    let tile = *cells.get(next)?;
    let mut out = cells;
    *out.get_mut(blank)? = tile;
    *out.get_mut(next)? = 0;
    Some(out)
}

/// Whether the tiles, read row by row without the blank, have an even
/// number of inversions, as the goal's have: whether moves reach the goal.
fn reaches_goal(cells: [u8; 9]) -> bool {
    let mut inversions = 0u32;
    for (i, &a) in cells.iter().enumerate() {
        for &b in cells.get(i + 1..).unwrap_or_default() {
            if a != 0 && b != 0 && a > b {
                inversions += 1;
            }
        }
    }
    inversions % 2 == 0
}

/// How far tile `tile` at `cell` stands from its cell in the goal (0 for
/// the blank).
fn distance(tile: u8, cell: usize) -> u32 {
    if tile == 0 {
        return 0;
    }
    let home = usize::from(tile - 1);
    ((cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3)) as u32
}

/// This test's search for answers: depth first, the moves tried in the
/// order `u`, `d`, `l`, `r`, cut where the tiles' Manhattan distances (a
/// move brings one tile one cell nearer at most) cannot be made up.
struct Search {
    cells: [u8; 9],
    /// The directions taken so far.
    path: [u8; MOST + 1],
    /// The answer's length, once found.
    len: usize,
    /// Boards visited.
    nodes: u32,
}

impl Search {
    /// The first answer of at most `most` moves from `cells` in the order
    /// of the search (the one that reads least, when there is none
    /// shorter), with the boards visited; or `None` and the boards visited.
    fn first(cells: [u8; 9], most: usize) -> (Option<([u8; MOST + 1], usize)>, u32) {
        let mut search = Search {
            cells,
            path: [0; MOST + 1],
            len: 0,
            nodes: 0,
        };
        let Some(blank) = cells.iter().position(|&tile| tile == 0) else {
            return (None, 0);
        };
        let h = cells
            .iter()
            .enumerate()
            .map(|(cell, &tile)| distance(tile, cell))
            .sum();
        let found = search.walk(0, most.min(MOST) as u32, blank, h, usize::MAX);
        (found.then_some((search.path, search.len)), search.nodes)
    }

    /// Whether an answer of at most `left` more moves follows the `depth`
    /// moves made, with the blank at `blank`, the distances summing to `h`
    /// and the last move undone by `undo` (never tried).
    fn walk(&mut self, depth: usize, left: u32, blank: usize, h: u32, undo: usize) -> bool {
        self.nodes += 1;
        if h == 0 {
            self.len = depth;
            return true;
        }
        if h > left {
            return false;
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
            if self.walk(depth + 1, left - 1, next, nearer, back(dir)) {
                return true;
            }
            self.put(next, tile);
            self.put(blank, 0);
        }
        false
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
fn solve_here(board: Board) -> Option<Solution> {
    eight::solve(board)
}

/// The cells as the line of a failure: `234150768`.
fn cells_line(line: Line, cells: [u8; 9]) -> Line {
    let mut line = line.s("eight: ");
    for tile in cells {
        line = line.u(u32::from(tile));
    }
    line
}

/// What the boards checked so far took.
struct Totals {
    boards: u32,
    solved: u32,
    worst: usize,
    nodes: u32,
    stack: usize,
    stack_overflowed: bool,
}

/// Solves one board and checks everything about the answer; `known` is
/// the judge's answer when the test has one, `length` the fewest moves
/// when it knows them. Returns flipswap's answer.
fn check_board(
    t: &mut Tally,
    totals: &mut Totals,
    cells: [u8; 9],
    known: Option<&[u8]>,
    length: Option<usize>,
) -> Option<Solution> {
    let line = || cells_line(Line::new(), cells);
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
    let hint = eight::hint(black_box(board));

    if !reaches_goal(cells) {
        t.check(result.is_none() && hint.is_none(), || {
            line().s(": an odd board cannot reach the goal, flipswap answers it")
        });
        return None;
    }
    let Some(solution) = result else {
        t.check(false, || line().s(": an even board has no answer"));
        return None;
    };
    totals.solved += 1;
    let len = solution.len();
    totals.worst = totals.worst.max(len);

    // The letters, and the moves replayed with both rules.
    let mut letters = [0u8; MOST + 1];
    let mut count = 0;
    let (mut own, mut theirs) = (Some(cells), Some(board));
    let mut same = true;
    for step in solution.moves() {
        let letter = step.letter();
        if let Some(slot) = letters.get_mut(count) {
            *slot = letter as u8;
        }
        count += 1;
        own = own.and_then(|c| own_slide(c, letter));
        theirs = theirs.and_then(|b| b.slide(step));
        same &= theirs.map(Board::cells) == own && own.is_some();
    }
    let letters = letters.get(..count).unwrap_or_default();
    t.check(
        count == len && len <= MOST && solution.is_empty() == (len == 0),
        || line().s(": len, is_empty and moves() disagree"),
    );
    t.check(
        same && own == Some(GOAL) && theirs == Some(Board::GOAL),
        || {
            line().s(
                ": the moves, replayed with this test's rule and with slide, do not reach the goal together",
            )
        },
    );
    t.check(Text::of(solution).as_bytes() == letters, || {
        line().s(": Display does not write the letters of moves()")
    });
    t.check(hint == solution.moves().next(), || {
        line().s(": the hint is not the answer's first move")
    });
    if let Some(known) = known {
        t.check(letters == known, || {
            line().s(": the answer is not the judge's letters")
        });
    }
    if let Some(fewest) = length {
        t.check(len == fewest, || {
            line()
                .s(": expected ")
                .u(fewest as u32)
                .s(" moves, flipswap says ")
                .u(len as u32)
        });
    }

    // The test's own search: nothing shorter, and flipswap's answer first
    // among those as short.
    let (shorter, nodes) = Search::first(cells, len.saturating_sub(2));
    let (least, more) = Search::first(cells, len);
    totals.nodes = totals.nodes.wrapping_add(nodes).wrapping_add(more);
    t.check(len < 2 || shorter.is_none(), || {
        line()
            .s(": answered in ")
            .u(len as u32)
            .s(" moves, this test's search finds fewer")
    });
    let same_path = least.is_some_and(|(path, found)| {
        found == len
            && path
                .iter()
                .zip(letters)
                .all(|(&dir, &letter)| LETTERS.get(usize::from(dir)) == Some(&letter))
    });
    t.check(same_path, || {
        line().s(": not the answer of the fewest moves that reads least in u d l r")
    });
    Some(solution)
}

/// A board made by random moves from the goal with this test's rule: of
/// `tries` letters drawn, those that stay on the board. Returns the board
/// and the moves made.
fn walked(random: &mut Random, tries: u32) -> ([u8; 9], u32) {
    let (mut cells, mut moves) = (GOAL, 0);
    for _ in 0..tries {
        let letter = char::from(LETTERS[random.below(4) as usize & 3]);
        if let Some(next) = own_slide(cells, letter) {
            cells = next;
            moves += 1;
        }
    }
    (cells, moves)
}

/// A board of the nine tiles in random order, every order equally likely.
fn shuffled(random: &mut Random) -> [u8; 9] {
    let mut cells = GOAL;
    for i in (1..9usize).rev() {
        let j = random.below(i as u32 + 1) as usize;
        cells.swap(i, j.min(i));
    }
    cells
}

pub fn eight_puzzle(t: &mut Tally) {
    let before = t.checks();
    let mut totals = Totals {
        boards: 0,
        solved: 0,
        worst: 0,
        nodes: 0,
        stack: 0,
        stack_overflowed: false,
    };

    // The boards flipswap names, and boards it must refuse.
    t.check(
        Board::GOAL.cells() == GOAL
            && Board::CENTRE.cells() == [1, 2, 3, 8, 0, 4, 7, 6, 5]
            && Board::from_cells(black_box([1, 1, 3, 4, 5, 6, 7, 8, 0])).is_none()
            && Board::from_cells(black_box([9, 2, 3, 4, 5, 6, 7, 8, 0])).is_none()
            && Board::from_cells(black_box(GOAL)) == Some(Board::GOAL),
        || Line::new().s("eight: GOAL, CENTRE or from_cells is not as documented"),
    );
    t.check(Move::ALL.map(Move::letter) == ['u', 'd', 'l', 'r'], || {
        Line::new().s("eight: the moves' letters are not u d l r")
    });

    // Eight's sample: the judge's 19 letters.
    let (sample, letters) = SAMPLE;
    check_board(t, &mut totals, sample, Some(letters), Some(19));
    let len = Board::from_cells(black_box(sample))
        .and_then(eight::solve)
        .map_or(99, |s| s.len() as u32);
    t.check(len == 19 + BROKEN, || {
        Line::new()
            .s("eight: expected ")
            .u(19 + BROKEN)
            .s(" moves for the sample, flipswap says ")
            .u(len)
    });
    // The boards that need the most moves, and the goal itself.
    for cells in FARTHEST {
        check_board(t, &mut totals, cells, None, Some(MOST));
    }
    check_board(t, &mut totals, GOAL, Some(b""), Some(0));
    for cells in UNREACHABLE {
        check_board(t, &mut totals, cells, None, None);
    }

    let mut random = Random(0x0008_F00D);
    for _ in 0..WALKS {
        let tries = random.below(61);
        let (cells, moves) = walked(&mut random, tries);
        if let Some(solution) = check_board(t, &mut totals, cells, None, None) {
            // No longer than the moves that made it, and of their parity.
            let len = solution.len() as u32;
            t.check(len <= moves && (moves - len) % 2 == 0, || {
                cells_line(Line::new(), cells)
                    .s(": made by ")
                    .u(moves)
                    .s(" moves, answered in ")
                    .u(len)
            });
        } else {
            t.check(false, || {
                cells_line(Line::new(), cells).s(": made by moves from the goal, not answered")
            });
        }
    }
    for _ in 0..SHUFFLES {
        let cells = shuffled(&mut random);
        check_board(t, &mut totals, cells, None, None);
    }

    t.check(totals.worst == MOST, || {
        Line::new()
            .s("eight: the farthest boards answered in ")
            .u(totals.worst as u32)
            .s(" moves")
    });
    t.check(!totals.stack_overflowed, || {
        Line::new().s("eight: a solve used more stack than the painted window")
    });
    Line::new()
        .s("eight: ")
        .u(totals.boards)
        .s(" boards (")
        .u(totals.solved)
        .s(" answered, worst ")
        .u(totals.worst as u32)
        .s(" moves), ")
        .u(totals.nodes)
        .s(" boards searched by the test; ")
        .u(t.checks() - before)
        .s(" checks")
        .print();
    Line::new()
        .s("STACK eight::solve ")
        .u(totals.stack as u32)
        .s(" bytes (most over ")
        .u(totals.boards)
        .s(" solves, painted; the ")
        .u(core::mem::size_of::<Option<Solution>>() as u32)
        .s("-byte result lives in the caller)")
        .print();
}
