//! Sliding tiles at every size from 2 × 2 to 4 × 4: tiles 1 to `m · n − 1`
//! and a blank on a board of `m` rows and `n` columns (both 2 to 4); a move
//! slides a tile next to the blank into it, and is named by where the blank
//! goes ([`Move`]: `u`, `d`, `l`, `r`). A [`Board`] is any size; a [`Pair`]
//! is a start and a target of one size that some moves join (or else
//! [`Unreachable`]); [`Pair::solve`] gives the fewest moves from one to the
//! other, and among those the string that reads least in the order `d`,
//! `l`, `r`, `u`, as a [`Solution`] (at most [`MOST_MOVES`]). Needs the
//! feature `eight` or `fifteen` (both on by default); [`Pair`], [`Boards`],
//! [`most_moves`] and [`SEARCH_STACK_BYTES`] need `sliding` (on by
//! default), which takes both.
//!
//! The 8-puzzle ([`eight`][crate::eight]) and the 15-puzzle
//! ([`fifteen`][crate::fifteen]) are the 3 × 3 and the 4 × 4 boards with
//! their judges' goals and letters, built on this module; they answer with
//! the same [`Move`], [`Solution`] and errors. Their fast paths (the
//! 8-puzzle's table walk, the 15-puzzle's pattern-database search) are
//! strategies of this module, which know the board's rules alone: a
//! [`Pair`] of their size takes the same path as they do.
//!
//! Every answer is exact. How it is found depends on the size:
//!
//! | size | method | time |
//! |------|--------|------|
//! | 2 × 2, 2 × 3, 3 × 2, 2 × 4, 4 × 2 | a walk on build-time tables | microseconds |
//! | 3 × 3 | the 8-puzzle's tables ([`eight::Pair`][crate::eight::Pair]) | microseconds |
//! | 4 × 4, any target | the 15-puzzle's search ([`fifteen::solve`][crate::fifteen::solve]), the target turned or reflected so that its blank is in a corner, the centre or on an edge, each with its pattern databases | tens of milliseconds for a random pair (100 random starts to each class of target: 16 to 89 ms a pair); the farthest, of 80 moves, as long as the 15-puzzle's hardest boards |
//! | 3 × 4, 4 × 3 | an IDA* with Manhattan distance and linear conflicts | milliseconds (20 random pairs: mean 11 ms, worst 74 ms); the farthest pairs, of 53 moves, about 2 s |
//!
//! The small sizes keep, for every cell of the target's blank, a table of
//! the fewest moves modulo 3 of every board to the goal with its blank
//! there (`rules`): [`TABLE_BYTES`] bytes of `static` data in all, linked
//! only into a program that solves them. A target with its blank in a cell
//! is that cell's goal with the tiles renamed, and a walk takes at each
//! step the first move in the order `d`, `l`, `r`, `u` whose board is one
//! move nearer. The 4 × 4 corner target is renamed onto the 15-puzzle's
//! goal, whose search breaks ties in the same order.
//!
//! The search for the other sizes allocates nothing and does not recurse:
//! its stack is one array of 81 frames, [`SEARCH_STACK_BYTES`] bytes.
//! [`Pair::solve_within`] bounds the work, for a device that cannot wait,
//! and [`Pair::solve_watching`] tells how a long search goes ([`Progress`]),
//! for someone who waits.
//!
//! # Examples
//!
//! ```
//! use flipswap::tiles::{Board, Pair};
//!
//! let start = Board::new(2, 3, &[1, 2, 3, 0, 4, 5]).expect("a board");
//! let target = Board::new(2, 3, &[1, 2, 3, 4, 5, 0]).expect("a board");
//! let solution = Pair::new(start, target)?.solve().expect("a pair can always be solved");
//! assert_eq!((solution.len(), solution.to_string().as_str()), (2, "rr"));
//!
//! // Sliding the tiles of the answer reaches the target.
//! let mut end = start;
//! for step in solution.moves() {
//!     end = end.slide(step).expect("every move stays on the board");
//! }
//! assert_eq!(end, target);
//!
//! // Two tiles swapped: no moves join the boards.
//! let swapped = Board::new(2, 3, &[2, 1, 3, 4, 5, 0]).expect("a board");
//! assert!(Pair::new(swapped, target).is_err());
//! # Ok::<(), flipswap::tiles::Unreachable>(())
//! ```
//!
//! The three puzzles share the moves and the answers; each answer is
//! written in its judge's letters:
//!
//! ```
//! use flipswap::tiles::{Move, Solution};
//! use flipswap::{Answer, eight, fifteen};
//!
//! let board: eight::Board = "1 2 3 4 5 6 7 x 8".parse()?;
//! let eight: Solution = eight::solve(board).expect("it reaches the goal");
//! assert!(eight.moves().eq([Move::Right]));
//! assert_eq!(eight.to_string(), "r"); // Eight writes lowercase
//!
//! let board: fifteen::Board = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15".parse()?;
//! let fifteen: Solution = fifteen::solve(board).expect("it reaches the goal");
//! assert!(fifteen.moves().eq([Move::Right]));
//! assert_eq!(fifteen.to_string(), "R"); // UVa 10181 writes capitals
//! assert_eq!(Answer::len(&fifteen), 1);
//! # Ok::<(), flipswap::ParseError>(())
//! ```
//!
#![cfg_attr(feature = "eight", doc = "[crate::eight]: crate::eight")]
#![cfg_attr(not(feature = "eight"), doc = "[crate::eight]: crate#features")]
#![cfg_attr(feature = "fifteen", doc = "[crate::fifteen]: crate::fifteen")]
#![cfg_attr(not(feature = "fifteen"), doc = "[crate::fifteen]: crate#features")]
#![cfg_attr(feature = "eight", doc = "[crate::eight::Pair]: crate::eight::Pair")]
#![cfg_attr(not(feature = "eight"), doc = "[crate::eight::Pair]: crate#features")]
#![cfg_attr(
    feature = "fifteen",
    doc = "[crate::fifteen::solve]: crate::fifteen::solve"
)]
#![cfg_attr(
    not(feature = "fifteen"),
    doc = "[crate::fifteen::solve]: crate#features"
)]
#![cfg_attr(not(feature = "sliding"), doc = "[`Pair`]: crate#features")]
#![cfg_attr(not(feature = "sliding"), doc = "[`Pair::solve`]: crate#features")]
#![cfg_attr(not(feature = "sliding"), doc = "[`Boards`]: crate#features")]
#![cfg_attr(not(feature = "sliding"), doc = "[`most_moves`]: crate#features")]
#![cfg_attr(
    not(feature = "sliding"),
    doc = "[`SEARCH_STACK_BYTES`]: crate#features"
)]
#![cfg_attr(
    not(feature = "sliding"),
    doc = "[`Pair::solve_within`]: crate#features"
)]
#![cfg_attr(
    not(feature = "sliding"),
    doc = "[`Pair::solve_watching`]: crate#features"
)]

use core::fmt;

use crate::{ParseErrorKind, write};

pub(crate) mod board;
#[cfg(feature = "eight")]
pub(crate) mod eight;
#[cfg(feature = "fifteen")]
pub(crate) mod fifteen;
#[cfg(feature = "sliding")]
mod most;
#[cfg(feature = "sliding")]
mod pair;
mod path;
/// Eight's word for a board that no moves take to the goal.
pub const UNSOLVABLE: &str = "unsolvable";

/// The 15-Puzzle Problem's words for a board that no moves take to the
/// goal (UVa 10181), which 15 Puzzle's answers (AOJ ALDS1_13_C) use too.
pub const NOT_SOLVABLE: &str = "This puzzle is not solvable.";

/// The word of sliding tiles for a start that no moves take to the target.
pub const IMPOSSIBLE: &str = "Impossible";

mod progress;
pub(crate) mod rules;
#[cfg(feature = "sliding")]
mod search;

pub use board::Board;
#[cfg(feature = "sliding")]
pub(crate) use most::ELEVEN_MOST;
#[cfg(feature = "sliding")]
pub use most::most_moves;
#[cfg(feature = "sliding")]
pub(crate) use pair::Table;
#[cfg(feature = "sliding")]
pub use pair::{Boards, Pair};
use path::Path;
pub(crate) use progress::Budget;
pub use progress::Progress;

/// Bytes of the tables of the small sizes, all of them: 2 × 2 (12), 2 × 3
/// and 3 × 2 (540 each), 2 × 4 and 4 × 2 (40,320 each).
pub const TABLE_BYTES: usize = 81_732;

/// Bytes of the stack of the search of 3 × 4, 4 × 3 and 4 × 4 (but the
/// 15-puzzle's goal): one frame for the start and one a move.
#[cfg(feature = "sliding")]
pub const SEARCH_STACK_BYTES: usize = search::STACK_BYTES;

/// The most moves any start needs to reach any target it can, at every
/// size: 80, on 4 × 4.
pub const MOST_MOVES: u8 = rules::MOST_MOVES;

/// A move, named by where the blank goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The blank goes up (the tile above it slides down): `u`.
    Up = 0,
    /// The blank goes down: `d`.
    Down = 1,
    /// The blank goes left: `l`.
    Left = 2,
    /// The blank goes right: `r`.
    Right = 3,
}

impl Move {
    /// The four moves, in the order of their numbers.
    pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

    /// The judges' letter: `u`, `d`, `l` or `r`, as Eight, Eight II, the
    /// eight-digit puzzle and sliding tiles write it (and their
    /// solutions print).
    #[must_use]
    pub const fn letter(self) -> char {
        LOWER[self as usize] as char
    }

    /// The letter in capitals, `U`, `D`, `L` or `R`, as the 15-Puzzle
    /// Problem (UVa 10181) writes it and the 15-puzzle's solutions print:
    /// a 15-puzzle hint is shown so.
    ///
    /// ```
    /// use flipswap::Puzzle;
    /// use flipswap::fifteen::{self, Board};
    ///
    /// let board: Board = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15".parse()?;
    /// let answer = fifteen::solve(board).expect("this board reaches the goal").to_string();
    /// let hint = board.hint().map(|step| step.capital());
    /// assert_eq!((answer.as_str(), hint), ("LLLDRDRDR", Some('L')));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn capital(self) -> char {
        UPPER[self as usize] as char
    }

    /// The move of a letter `u`, `d`, `l` or `r` (either case).
    #[must_use]
    pub const fn from_letter(letter: u8) -> Option<Move> {
        match letter.to_ascii_lowercase() {
            b'u' => Some(Move::Up),
            b'd' => Some(Move::Down),
            b'l' => Some(Move::Left),
            b'r' => Some(Move::Right),
            _ => None,
        }
    }
}

/// The letters of the moves, by their numbers, as Eight and sliding tiles
/// write them.
const LOWER: [u8; 4] = *b"udlr";

/// The letters as UVa 10181 writes them.
const UPPER: [u8; 4] = *b"UDLR";

/// The moves of an answer, first to last: at most [`MOST_MOVES`].
///
/// [`Display`](fmt::Display) writes the letters as the judge of the puzzle
/// that made it wants them: `ullddrurdllurdruldr` for the 8-puzzle and
/// sliding tiles, `LLLDRDRDR` in capitals for the 15-puzzle (UVa 10181);
/// nothing for no moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Solution {
    path: Path,
    /// Whether the letters are capitals.
    upper: bool,
}

impl Solution {
    /// The number of moves.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.path.len()
    }

    /// Whether there are no moves: the start is the target.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.path.len() == 0
    }

    /// The moves, first to last.
    pub fn moves(&self) -> impl Iterator<Item = Move> + Clone + use<> {
        self.path.moves()
    }

    /// The letters of the moves and a `\n`, as the judge writes them.
    #[must_use]
    pub fn text(&self) -> write::Letters {
        self.path.text(if self.upper { UPPER } else { LOWER })
    }

    /// The solution of `steps`, each a move's number (`Move as u8`), first
    /// to last, in lowercase letters.
    pub(crate) fn of(steps: impl IntoIterator<Item = u8>) -> Solution {
        Solution {
            path: Path::of(steps),
            upper: false,
        }
    }

    /// The same moves, written in capitals (`upper`) or in lowercase.
    pub(crate) const fn in_capitals(self, upper: bool) -> Solution {
        Solution {
            path: self.path,
            upper,
        }
    }

    /// Adds a move, by its number, at the end: nothing past [`MOST_MOVES`].
    #[inline]
    pub(crate) fn push(&mut self, step: u8) {
        self.path.push(step);
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text().as_str())
    }
}

impl crate::Answer for Solution {
    type Move = Move;

    fn len(&self) -> usize {
        Solution::len(self)
    }

    fn moves(&self) -> impl Iterator<Item = Move> + Clone + '_ {
        Solution::moves(self)
    }
}

/// Why a start and a target do not make a pair: no moves take the one to
/// the other (their tiles' inversions differ in parity, or the boards are
/// of different sizes).
///
/// # Examples
///
/// ```
/// use flipswap::eight::{Board, Pair};
/// use flipswap::tiles::Unreachable;
///
/// let swapped = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).expect("a board");
/// assert_eq!(Pair::new(swapped, Board::GOAL), Err(Unreachable));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unreachable;

impl fmt::Display for Unreachable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&ParseErrorKind::Unreachable, f)
    }
}

impl core::error::Error for Unreachable {}

/// Why a bounded search gave up: it expanded as many boards as it was
/// allowed to and had not found the answer yet.
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board, OverLimit};
///
/// let board: Board = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15".parse()?;
/// assert_eq!(fifteen::solve_within(board, 1), Err(OverLimit));
/// let solution = fifteen::solve_within(board, 1_000)?.expect("solvable");
/// assert_eq!(solution.len(), 9);
/// # Ok::<(), flipswap::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OverLimit;

impl fmt::Display for OverLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the search reached its limit of boards before it found the answer")
    }
}

impl core::error::Error for OverLimit {}

#[cfg(test)]
mod tests {
    use super::{MOST_MOVES, Move, Solution};

    /// Every one of the most moves an answer can have is kept, in order,
    /// and written in the letters asked for.
    #[test]
    fn a_solution_keeps_all_80_moves() {
        let moves: [u8; MOST_MOVES as usize] = core::array::from_fn(|i| (i * 7 % 11 % 4) as u8);
        let solution = Solution::of(moves);
        assert_eq!(solution.len(), 80);
        assert!(solution.moves().map(|m| m as u8).eq(moves));
        assert_eq!(solution.text().as_str().len(), 80);
        assert_eq!(
            solution.moves().last(),
            Some(Move::ALL[usize::from(moves[79])])
        );
        let capitals = solution.in_capitals(true).text();
        let letters = solution.text();
        assert!(capitals.as_str().eq_ignore_ascii_case(letters.as_str()));
        assert!(capitals.as_str().bytes().all(|b| b.is_ascii_uppercase()));
    }
}
