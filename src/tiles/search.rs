//! An IDA* for any size and any target: a depth-first search that deepens
//! its bound on the moves until a path fits, guided by the Manhattan
//! distance plus linear conflicts.
//!
//! The lower bound: each tile's Manhattan distance to its cell in the
//! target, plus two moves for each tile that must leave its target row or
//! column to let another pass. In a line (a row or a column), the tiles
//! whose target cell is in that line and whose order there is reversed
//! cannot all stay: all but a longest run of them in the right order must
//! step out and back, two moves each that the Manhattan distance does not
//! count. A move up or down changes only the rows' conflicts of the two
//! rows it touches, and a move left or right only the columns', so a move
//! looks again at two lines.
//!
//! Children are tried in the order `d`, `l`, `r`, `u`, and the last round
//! of the search (its bound the fewest moves) meets the shortest paths in
//! the order of their strings; a lower bound never cuts a shortest path,
//! so the first path found is the one that reads least.
//!
//! The search allocates nothing and does not recurse: its stack is one
//! array of [`FRAMES`] frames.

use super::progress::Budget;
use super::rules::{self, DLRU as ORDER, MOST_MOVES, back};
use super::solution::Solution;
use crate::rule_error::OverLimit;

/// Frames of the stack: one for the start and one a move.
const FRAMES: usize = MOST_MOVES as usize + 1;

/// Bytes of the search's stack of frames.
pub(crate) const STACK_BYTES: usize = FRAMES * core::mem::size_of::<Frame>();

/// The target, as the bound needs it.
struct Target {
    /// The board.
    board: u64,
    rows: u8,
    cols: u8,
    /// Each tile's cell in the target.
    home: [u8; 16],
}

impl Target {
    fn new(board: u64, rows: u8, cols: u8) -> Target {
        let mut home = [0; 16];
        for cell in 0..rows * cols {
            if let Some(slot) = home.get_mut(usize::from(rules::tile(board, cell))) {
                *slot = cell;
            }
        }
        Target {
            board,
            rows,
            cols,
            home,
        }
    }

    /// The target cell of `tile`.
    fn home(&self, tile: u8) -> u8 {
        self.home.get(usize::from(tile)).copied().unwrap_or(0)
    }

    /// Moves from `cell` to `tile`'s cell with nothing in the way.
    fn distance(&self, tile: u8, cell: u8) -> u8 {
        if tile == 0 {
            return 0;
        }
        let home = self.home(tile);
        let cols = self.cols.max(1);
        (home / cols).abs_diff(cell / cols) + (home % cols).abs_diff(cell % cols)
    }

    /// The tiles of row `row` of `board` that must leave it: of those whose
    /// target cell is in the row, all but a longest run in the order of
    /// their target columns.
    fn row_conflicts(&self, board: u64, row: u8) -> u8 {
        let cols = self.cols.max(1);
        let mut line = [0u8; 4];
        let mut len = 0;
        for col in 0..cols {
            let tile = rules::tile(board, row * cols + col);
            let home = self.home(tile);
            if tile != 0 && home / cols == row {
                if let Some(slot) = line.get_mut(len) {
                    *slot = home % cols;
                    len += 1;
                }
            }
        }
        conflicts(&line, len)
    }

    /// The same for column `col`, by the target rows.
    fn col_conflicts(&self, board: u64, col: u8) -> u8 {
        let cols = self.cols.max(1);
        let mut line = [0u8; 4];
        let mut len = 0;
        for row in 0..self.rows {
            let tile = rules::tile(board, row * cols + col);
            let home = self.home(tile);
            if tile != 0 && home % cols == col {
                if let Some(slot) = line.get_mut(len) {
                    *slot = home / cols;
                    len += 1;
                }
            }
        }
        conflicts(&line, len)
    }
}

/// How many of the first `len` places of `line` are not in a longest
/// increasing run (not necessarily contiguous) of them.
fn conflicts(line: &[u8; 4], len: usize) -> u8 {
    let mut longest = [0u8; 4];
    let mut best = 0;
    for i in 0..len.min(4) {
        let mut here = 1;
        for j in 0..i {
            if line[j] < line[i] {
                here = here.max(longest[j] + 1);
            }
        }
        longest[i] = here;
        best = best.max(here);
    }
    len as u8 - best
}

/// One board on the search's path.
#[derive(Clone, Copy, Default)]
struct Frame {
    board: u64,
    blank: u8,
    /// The sum of the tiles' Manhattan distances.
    manhattan: u8,
    /// The conflicts of each row, then of each column.
    lines: [u8; 8],
    /// The sum of `lines`.
    conflicts: u8,
    /// The next of [`ORDER`] to try.
    next: u8,
    /// The move that made this board; 4 for the start, which no move
    /// undoes.
    came: u8,
}

impl Frame {
    fn bound(&self) -> u8 {
        self.manhattan + 2 * self.conflicts
    }
}

/// What one round of the search found.
enum Round {
    /// The path's length: its moves are the `came` of `stack[1..=len]`.
    Found(usize),
    /// No path within the bound; the least bound over it.
    Deeper(u8),
    /// The limit of boards was reached.
    Over,
}

/// The fewest moves from `start` to `target` on a `rows × cols` board, the
/// one that reads least in the order `d`, `l`, `r`, `u`, expanding at most
/// the budget's limit of boards and telling its watcher how the search
/// goes; and how many it expanded. The two must reach each other.
// Kept out of its caller: inlined there, the search was measured slower
// (0.6% more instructions on random 3 × 4 pairs).
#[inline(never)]
pub(crate) fn solve(
    start: u64,
    target: u64,
    rows: u8,
    cols: u8,
    budget: &mut Budget,
) -> (Result<Solution, OverLimit>, u64) {
    let target = Target::new(target, rows, cols);
    let cells = rows * cols;
    let mut root = Frame {
        board: start,
        blank: rules::blank(start, cells),
        came: 4,
        ..Frame::default()
    };
    for cell in 0..cells {
        root.manhattan += target.distance(rules::tile(start, cell), cell);
    }
    for row in 0..rows.min(4) {
        root.lines[usize::from(row)] = target.row_conflicts(start, row);
    }
    for col in 0..cols.min(4) {
        root.lines[usize::from(4 + col)] = target.col_conflicts(start, col);
    }
    root.conflicts = root.lines.iter().sum();
    if start == target.board {
        return (Ok(Solution::default()), 0);
    }
    let mut stack = [Frame::default(); FRAMES];
    let mut expanded = 0;
    let mut bound = root.bound();
    while bound <= MOST_MOVES {
        stack[0] = root;
        match round(&mut stack, &target, bound, budget, &mut expanded) {
            Round::Found(len) => {
                let path = stack.iter().take(len + 1).skip(1);
                return (Ok(Solution::of(path.map(|frame| frame.came))), expanded);
            }
            Round::Deeper(next) => bound = next,
            Round::Over => return (Err(OverLimit), expanded),
        }
    }
    // Not reached for boards that reach each other: none needs more.
    (Err(OverLimit), expanded)
}

/// One round of the search from `stack[0]` with the bound `bound`.
fn round(
    stack: &mut [Frame; FRAMES],
    target: &Target,
    bound: u8,
    budget: &mut Budget,
    expanded: &mut u64,
) -> Round {
    let (rows, cols) = (target.rows, target.cols);
    let mut deeper = u8::MAX;
    let mut depth = 0usize;
    // The count of boards is compared with the next checkpoint: the limit
    // or the next report, whichever comes first.
    let Some(mut checkpoint) = budget.report(bound, *expanded) else {
        return Round::Over;
    };
    loop {
        let Some(frame) = stack.get_mut(depth) else {
            return Round::Over;
        };
        if frame.next == 0 {
            if *expanded >= checkpoint {
                match budget.report(bound, *expanded) {
                    Some(next) => checkpoint = next,
                    None => return Round::Over,
                }
            }
            *expanded += 1;
        }
        let Some(&dir) = ORDER.get(usize::from(frame.next)) else {
            if depth == 0 {
                return Round::Deeper(deeper);
            }
            depth -= 1;
            continue;
        };
        frame.next += 1;
        let here = *frame;
        if back(here.came) == dir {
            continue;
        }
        let Some(cell) = rules::neighbour(here.blank, dir, rows, cols) else {
            continue;
        };
        let tile = rules::tile(here.board, cell);
        let board = rules::swap(here.board, here.blank, cell);
        let mut child = Frame {
            board,
            blank: cell,
            manhattan: here.manhattan + target.distance(tile, here.blank)
                - target.distance(tile, cell),
            lines: here.lines,
            conflicts: 0,
            next: 0,
            came: dir,
        };
        let c = cols.max(1);
        if dir < 2 {
            let (a, b) = (cell / c, here.blank / c);
            child.lines[usize::from(a % 4)] = target.row_conflicts(board, a);
            child.lines[usize::from(b % 4)] = target.row_conflicts(board, b);
        } else {
            let (a, b) = (cell % c, here.blank % c);
            child.lines[usize::from(4 + a % 4)] = target.col_conflicts(board, a);
            child.lines[usize::from(4 + b % 4)] = target.col_conflicts(board, b);
        }
        child.conflicts = child.lines.iter().sum();
        let cost = depth as u8 + 1 + child.bound();
        if cost > bound {
            deeper = deeper.min(cost);
            continue;
        }
        depth += 1;
        if child.manhattan == 0 {
            // The path: the moves that made the frames after the start.
            return match stack.get_mut(depth) {
                Some(slot) => {
                    *slot = child;
                    Round::Found(depth)
                }
                None => Round::Over,
            };
        }
        match stack.get_mut(depth) {
            Some(slot) => *slot = child,
            None => return Round::Over,
        }
    }
}
