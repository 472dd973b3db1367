//! The 15-puzzle: tiles 1 to 15 and a blank on a 4 × 4 board; a move slides
//! a tile next to the blank into it, and is named by where the blank goes
//! (UVa 10181 writes `U`, `D`, `L`, `R`). The 15-Puzzle Problem (UVa 10181)
//! asks for moves to the goal `1 2 3 4 / … / 13 14 15 _`, and 15 Puzzle
//! (AOJ ALDS1_13_C) for how many. Needs the feature `fifteen` (on by
//! default).
//!
//! Half of the 16! boards reach the goal, and none needs more than 80
//! moves: far too many boards for a table. [`solve`] searches: an IDA*
//! (a depth-first search that deepens its bound on the moves until a path
//! fits) guided by a lower bound on the moves left. The answer is the
//! fewest moves, then the string that reads least in the order `D`, `L`,
//! `R`, `U`: the last round of the search tries the moves in that order,
//! and a lower bound never cuts a shortest path, so the first path it
//! meets is that one.
//!
//! The lower bound is read from three pattern databases that build.rs
//! makes with a breadth-first search (see `rules`): the tiles are split into
//! three groups, and for every placing of a group's tiles a table holds the
//! fewest moves of those tiles alone that bring them home. The groups'
//! moves add up, and the same tables bound the board's mirror image in the
//! diagonal, so the bound is the larger of two sums. The tables keep four
//! bits a placing over the Manhattan distance, indexed by the cells of the
//! group's tiles as they stand (so a move updates an index with one
//! addition), and are linked only into a program that solves 15-puzzles:
//!
//! | tables | groups | `static` bytes | boards expanded on Korf's 100 |
//! |---|---|---:|---:|
//! | default | 5, 5, 5 tiles | 1,572,864 | 154,185,003 |
//! | feature `fifteen-6-6-3` | 6, 6, 3 tiles | 16,779,264 | 48,520,879 |
//!
//! What they cost in time, to build and to search (Korf's 100, the
//! hardest boards of 80 moves), is measured in the repository's
//! PERFORMANCE.md ("The 15-puzzle, timed" and "Building and testing").
//!
//! The feature changes no answer, only the time and the bytes: the larger
//! tables do not fit the 4 MiB of the largest microcontroller the tests
//! run on, and take longer to build, so they are not the default. Only the
//! group of the tile that moves is looked up again after a move, and its
//! image's only when the board's own bound does not already cut.
//!
//! The search allocates nothing and does not recurse: its stack is one
//! array of [`MOST_MOVES`]` + 1` frames, [`SEARCH_STACK_BYTES`] bytes.
//! [`solve_within`] bounds the work, for a device that cannot wait, and
//! [`solve_watching`] tells how a long search goes, for someone who waits.
//!
//! # Examples
//!
//! ```
//! use flipswap::fifteen::{self, Board};
//!
//! // The 15-Puzzle Problem's sample (UVa 10181).
//! let board: Board = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15".parse()?;
//! let solution = fifteen::solve(board).expect("this board reaches the goal");
//! assert_eq!(solution.to_string(), "LLLDRDRDR");
//!
//! // Sliding the tiles of the answer reaches the goal.
//! let mut end = board;
//! for step in solution.moves() {
//!     end = end.slide(step).expect("every move stays on the board");
//! }
//! assert_eq!(end, Board::GOAL);
//!
//! let swapped: Board = "13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14".parse()?;
//! assert!(!swapped.is_solvable());
//! assert_eq!(fifteen::solve(swapped), None);
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use core::fmt;

use crate::read::{Raw, Sealed};
use crate::tiles::fifteen::{rules, search};
use crate::tiles::{self, board};
use crate::{ParseErrorKind, format};

mod answer;
mod levels;

pub use crate::tiles::fifteen::SEARCH_STACK_BYTES;
pub use crate::tiles::{MOST_MOVES, Move, OverLimit, Progress, Solution};
pub(crate) use answer::{FIFTEEN, FIFTEEN_COUNT};
pub use answer::{Fifteen, FifteenCount, FifteenJudge};
pub use levels::Among;

/// A board: where each of the tiles 1 to 15 and the blank stands.
///
/// Read one from the judges' text with [`str::parse`] (4 rows of 4
/// numbers, `0` the blank), or build one from its cells;
/// [`Display`](fmt::Display) writes that text back.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::fifteen::{Board, Move};
///
/// let cells = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15];
/// let board = Board::from_cells(cells).expect("each tile once");
/// assert_eq!(board.blank(), Cell::new(3, 2));
/// assert_eq!(board.to_string(), "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15");
/// assert_eq!(board.slide(Move::Right), Some(Board::GOAL));
/// assert_eq!(board.slide(Move::Down), None); // off the board
/// assert!(board.is_solvable());
/// assert_eq!(Board::from_cells([0; 16]), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board(u64);

board::fixed_board!(Board, 16, 15, "sixteen", rules::WIDTH);

impl Board {
    /// The goal: `1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _`.
    pub const GOAL: Board = Board(rules::GOAL);

    /// Whether some moves take this board to [`Board::GOAL`]: whether its
    /// tiles, read row by row with the blank left out, have an even number
    /// of inversions once the blank's row, counted from the bottom (the
    /// bottom row 0), is added.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::fifteen::Board;
    ///
    /// let cells = [2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
    /// let swapped = Board::from_cells(cells).expect("each tile once");
    /// assert!(!swapped.is_solvable());
    /// assert!(Board::GOAL.is_solvable());
    /// ```
    #[must_use]
    pub fn is_solvable(self) -> bool {
        !rules::is_odd(self.0)
    }

    /// Whether some moves take this board to `target`: the same rule as
    /// [`is_solvable`](Self::is_solvable), the two boards' counts of the
    /// same parity.
    #[must_use]
    pub fn can_reach(self, target: Board) -> bool {
        rules::is_odd(self.0) == rules::is_odd(target.0)
    }
}

/// The fewest moves from `board` to [`Board::GOAL`], the one that reads
/// least in the order `D`, `L`, `R`, `U` among them, or `None` when no
/// moves reach the goal.
#[must_use]
pub fn solve(board: Board) -> Option<Solution> {
    solve_within(board, u64::MAX).unwrap_or(None)
}

/// The first move of [`solve`]'s answer: `None` when the board is the goal
/// or cannot reach it.
#[must_use]
pub fn hint(board: Board) -> Option<Move> {
    solve(board).and_then(|solution| solution.moves().next())
}

/// [`solve`], expanding at most `limit` boards (a board is expanded when
/// the search tries the moves from it; each round of the deepening search
/// expands the start again).
///
/// # Errors
///
/// [`OverLimit`] when the answer needs more.
pub fn solve_within(board: Board, limit: u64) -> Result<Option<Solution>, OverLimit> {
    solve_counting(board, limit).0
}

/// [`solve_within`], and how many boards the search expanded: the work a
/// board takes, to measure or to choose a `limit` by.
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board};
///
/// let (answer, expanded) = fifteen::solve_counting(Board::GOAL, u64::MAX);
/// assert_eq!(answer.map(|solution| solution.map(|s| s.len())), Ok(Some(0)));
/// assert_eq!(expanded, 0);
/// ```
pub fn solve_counting(board: Board, limit: u64) -> (Result<Option<Solution>, OverLimit>, u64) {
    searched(board, MOST_MOVES, limit, &mut |_| {})
}

/// [`solve_within`], telling `watch` how the search goes, for someone who
/// waits for a long one: the bound of each round as it starts, and within
/// a round the boards expanded so far, every
/// 2<sup>[`EVERY_LOG2`](Progress::EVERY_LOG2)</sup> of them (see
/// [`Progress`]). The search is the same, and no slower: it stops to tell
/// where it would have compared its count with the limit anyway. A board
/// that is the goal or cannot reach it is answered without a search, and
/// `watch` is not called.
///
/// # Errors
///
/// [`OverLimit`] when the answer needs more than `limit` boards.
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board};
///
/// let board: Board = "1 2 7 4\n5 6 10 8\n13 12 15 3\n14 0 9 11".parse()?;
/// let mut bounds = Vec::new();
/// let answer = fifteen::solve_watching(board, u64::MAX, |progress| {
///     bounds.push(progress.bound)
/// });
/// let solution = answer?.expect("this board reaches the goal");
/// // A round a bound, each 2 more than the last (a move changes the
/// // distance to the goal by one, so every bound is of one parity), the
/// // last the answer's length. A board that takes longer is also told of
/// // every 2^20 boards of a round, under the same bound.
/// assert_eq!(bounds, [18, 20, 22, 24, 26]);
/// assert_eq!(solution.len(), 26);
/// # Ok::<(), flipswap::Error>(())
/// ```
pub fn solve_watching(
    board: Board,
    limit: u64,
    mut watch: impl FnMut(Progress),
) -> Result<Option<Solution>, OverLimit> {
    searched(board, MOST_MOVES, limit, &mut watch).0
}

/// The fewest moves from `board` to [`Board::GOAL`] when they are at most
/// `most` (as [`solve`] writes them), `None` when no moves reach the goal
/// or every way takes more, expanding at most `limit` boards. The search
/// never deepens past `most`, so a board that needs more is told so in
/// the time of a search to `most`: the 15-Puzzle Problem (UVa 10181)
/// accepts at most [`JUDGE_MOST`] moves and wants `This puzzle is not
/// solvable.` for a board that needs more.
///
/// # Errors
///
/// [`OverLimit`] when the answer needs more than `limit` boards.
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board};
///
/// // One of the boards that need 80 moves: none within 50.
/// let board: Board = "0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1".parse()?;
/// assert_eq!(fifteen::solve_at_most(board, fifteen::JUDGE_MOST, u64::MAX), Ok(None));
///
/// let sample: Board = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15".parse()?;
/// let found = fifteen::solve_at_most(sample, 9, u64::MAX)?;
/// assert_eq!(found.map(|moves| moves.to_string()).as_deref(), Some("LLLDRDRDR"));
/// assert_eq!(fifteen::solve_at_most(sample, 8, u64::MAX), Ok(None));
/// # Ok::<(), flipswap::Error>(())
/// ```
pub fn solve_at_most(board: Board, most: u8, limit: u64) -> Result<Option<Solution>, OverLimit> {
    searched(board, most, limit, &mut |_| {}).0
}

/// The most moves the 15-Puzzle Problem's judge (UVa 10181) accepts in an
/// answer; a board that needs more is `This puzzle is not solvable.` there.
pub const JUDGE_MOST: u8 = 50;

/// The search behind every answer here, to at most `most` moves,
/// expanding at most `limit` boards and telling `watch` how it goes; and
/// how many boards it expanded.
pub(crate) fn searched(
    board: Board,
    most: u8,
    limit: u64,
    watch: &mut dyn FnMut(Progress),
) -> (Result<Option<Solution>, OverLimit>, u64) {
    search::solve(
        board.0,
        &search::CORNER,
        0,
        most,
        &mut tiles::Budget::new(limit, watch),
    )
}

impl Sealed for Board {
    const FORMAT: format::Format = format::FIFTEEN;
    const ANY_FORMAT: bool = true;
    fn build(raw: &Raw) -> Result<Board, ParseErrorKind> {
        // The reader has checked that each tile and the blank stand once.
        Ok(Board(raw.fixed_tiles((4, 4), 0)))
    }
}

// 4 rows of 4 numbers, `0` the blank.
crate::read::from_text!(Board);

/// Writes the judges' text: `2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&tiles::Board::from(*self), f)
    }
}

/// Shows the rows on one line, `/` between them.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&tiles::Board::from(*self), f)
    }
}
