//! Sliding tiles at every size from 2 × 2 to 4 × 4: tiles 1 to `m · n − 1`
//! and a blank on a board of `m` rows and `n` columns (both 2 to 4); a move
//! slides a tile next to the blank into it, and is named by where the blank
//! goes ([`Move`]: `u`, `d`, `l`, `r`). A [`Board`] is any size; a
//! [`Pair`][crate::tiles::Pair] is a start and a target of one size that
//! some moves join (or else [`Unreachable`]);
//! [`Pair::solve`][crate::tiles::Pair::solve] gives the fewest moves from
//! one to the other, and among those the string that reads least in the
//! order `d`, `l`, `r`, `u`, as a [`Solution`] (at most [`MOST_MOVES`]).
//! Needs the feature `eight` or `fifteen` (both on by default);
//! [`Pair`][crate::tiles::Pair], [`Boards`][crate::tiles::Boards],
//! [`most_moves`][crate::tiles::most_moves] and
//! [`SEARCH_STACK_BYTES`][crate::tiles::SEARCH_STACK_BYTES] need `sliding`
//! (on by default), which takes both.
//!
//! The 8-puzzle ([`eight`][crate::eight]) and the 15-puzzle
//! ([`fifteen`][crate::fifteen]) are the 3 × 3 and the 4 × 4 boards with
//! their judges' goals and letters, built on this module; they answer with
//! the same [`Move`], [`Solution`] and errors. Their fast paths (the
//! 8-puzzle's table walk, the 15-puzzle's pattern-database search) are
//! strategies of this module, which know the board's rules alone: a
//! [`Pair`][crate::tiles::Pair] of their size takes the same path as they do.
//!
//! Every answer is exact. How it is found depends on the size:
//!
//! | size | method | time |
//! |------|--------|------|
//! | 2 × 2, 2 × 3, 3 × 2, 2 × 4, 4 × 2 | a walk on build-time tables | microseconds |
//! | 3 × 3 | the 8-puzzle's tables ([`eight::Pair`][crate::eight::Pair]) | microseconds |
//! | 4 × 4, any target | the 15-puzzle's search ([`fifteen::solve`][crate::fifteen::solve]), the target turned or reflected so that its blank is in a corner, the centre or on an edge, each with its pattern databases | tens of milliseconds for a random pair; the farthest, of 80 moves, as long as the 15-puzzle's hardest boards (PERFORMANCE.md, "Sliding tiles to any target, timed") |
//! | 3 × 4, 4 × 3 | an IDA* with Manhattan distance and linear conflicts | milliseconds for a random pair; the farthest pairs, of 53 moves, seconds (PERFORMANCE.md, as above) |
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
//! its stack is one array of 81 frames,
//! [`SEARCH_STACK_BYTES`][crate::tiles::SEARCH_STACK_BYTES] bytes.
//! [`Pair::solve_within`][crate::tiles::Pair::solve_within] bounds the
//! work, for a device that cannot wait, and
//! [`Pair::solve_watching`][crate::tiles::Pair::solve_watching] tells how
//! a long search goes ([`Progress`]), for someone who waits.
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
#![doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
#[cfg(feature = "sliding")]
mod answer;
pub(crate) mod board;
#[cfg(feature = "eight")]
pub(crate) mod eight;
#[cfg(feature = "fifteen")]
pub(crate) mod fifteen;
pub(crate) mod levels;
#[cfg(feature = "sliding")]
mod most;
mod moves;
#[cfg(feature = "sliding")]
mod pair;
mod path;
mod progress;
pub(crate) mod rules;
#[cfg(feature = "sliding")]
mod search;
mod solution;

pub use crate::rule_error::{OverLimit, Unreachable};
#[cfg(feature = "sliding")]
pub(crate) use answer::SLIDING;
pub use board::Board;
#[cfg(feature = "sliding")]
pub(crate) use most::ELEVEN_MOST;
#[cfg(feature = "sliding")]
pub use most::most_moves;
pub use moves::Move;
#[cfg(feature = "sliding")]
pub(crate) use pair::Table;
#[cfg(feature = "sliding")]
pub use pair::{Boards, Pair};
pub(crate) use progress::Budget;
pub use progress::Progress;
pub(crate) use solution::Says;
pub use solution::Solution;

/// Eight's word for a board that no moves take to the goal.
pub const UNSOLVABLE: &str = "unsolvable";

/// The 15-Puzzle Problem's words for a board that no moves take to the
/// goal (UVa 10181), which 15 Puzzle's answers (AOJ ALDS1_13_C) use too.
pub const NOT_SOLVABLE: &str = "This puzzle is not solvable.";

/// The word of sliding tiles for a start that no moves take to the target.
pub const IMPOSSIBLE: &str = "Impossible";

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
