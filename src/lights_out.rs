//! Lights Out at any size from 1 × 1 to 32 × 32: a press toggles a cell and
//! its up, down, left and right neighbours; the goal is every light off,
//! every light on, or every light one colour (either, as in Flip Game).
//! Needs the feature `lights-out` (on by default).
//!
//! Flip Game is this game at 4 × 4 with [`Goal::OneColour`], and Turn on all
//! the lights is 3 × 3 with [`Goal::AllOn`]; their modules answer from
//! tables, and give the same answers as this engine.
//!
//! # How it answers
//!
//! Over GF(2) the board a press set clears is a linear function of the
//! set, so a board has no solution or exactly 2^k, where the *nullity* k
//! depends only on the size. Pressing the first row freely and then, row by
//! row, every cell below a light that is still on (chasing the lights down)
//! leaves the last row as a linear function of the first row's presses; a
//! [`Solver`] holds, for its size, an inverse of that function and the 2^k
//! press sets that change nothing (as a basis of k maps). To answer, it
//! chases the board down once with no first-row presses; the function is
//! symmetric, so the last rows it can clear are those with an even number
//! of lights under the first row of each of the k maps, and a board whose
//! last row is not one of them has no answer. Otherwise a second chase,
//! from the first row the inverse gives, finds a particular solution; it
//! tries it combined with every one of the 2^k press sets that change
//! nothing, in Gray-code order (one XOR of a map per step), and keeps the
//! canonical answer: the fewest presses, then the press map that reads
//! least in reading order (row by row, left to right, the first cell most
//! significant). The minimum is exact, never a greedy guess.
//!
//! # A size fixed at compile time, or read at run time
//!
//! [`Solver::new`] is a `const fn`: a program that fixes its size computes
//! the solver when it compiles, holds it in a `static`, and does no work at
//! start-up; [`Solver::solve`] and [`Solver::hint`] are `const fn` too. A
//! program that reads its size at run time builds the same value when it
//! learns the size (PERFORMANCE.md, "Lights Out at any size", times it).
//! Const evaluation was chosen over the build script because the data
//! depends on sizes only the
//! user knows, and a generic table for all 1,024 sizes would be 2.7 MiB;
//! each program links only the solvers it builds.
//!
//! A [`Solver`] is [`Solver::BYTES`] bytes (2,696), whatever its size (the
//! room for the largest nullity and the largest board); a [`Board`] and a
//! [`Solution`] are about 130 bytes each. The stack is fixed, the same at
//! every size, plus the value returned in the caller's frame: what
//! [`Solver::solve`] and [`Solver::new`] need on each chip is measured in
//! PERFORMANCE.md, "On the chips".
//!
//! # Examples
//!
//! A size fixed at compile time:
//!
//! ```
//! use flipswap::lights_out::{Board, Goal, Solver};
//!
//! static FIVE: Solver = match Solver::new(5, 5) {
//!     Ok(solver) => solver,
//!     Err(_) => panic!("5 × 5 is a size"),
//! };
//!
//! // The classic handheld: every light on, to be turned off.
//! let board: Board = "11111\n11111\n11111\n11111\n11111".parse()?;
//! let solution = FIVE.solve(&board, Goal::AllOff)?.expect("5 × 5 all on can be solved");
//! assert_eq!(solution.len(), 15);
//! assert_eq!(solution.to_string(), "15\n00011\n11011\n11100\n01110\n10110");
//! assert_eq!(FIVE.nullity(), 2);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! A size read at run time:
//!
//! ```
//! use flipswap::Cell;
//! use flipswap::lights_out::{Board, Goal, Solver};
//!
//! let board: Board = "010\n111\n010".parse()?;
//! let solver = Solver::new(board.rows(), board.cols())?;
//! let solution = solver.solve(&board, Goal::AllOff)?.expect("solvable");
//! assert_eq!(solution.presses().collect::<Vec<_>>(), [Cell::new(1, 1)]);
//! assert_eq!(solver.hint(&board, Goal::AllOff)?, Some(Cell::new(1, 1)));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

mod answer;
mod board;
pub(crate) mod check;
pub(crate) mod claimed;
mod game;
mod levels;
mod read;
mod solution;
mod solver;

pub use crate::goal::{Goal, GoalError};
pub use answer::Solvers;
pub(crate) use answer::{LIGHTS_OUT, lights_out_words};
pub(crate) use answer::{press_map, show_board};
pub use board::Board;
pub use game::Game;
pub(crate) use levels::{gen_setup, pose_board};
pub use read::{Reader, boards};
pub use solution::Solution;
pub use solver::Solver;

/// The most rows, and the most columns, of a board.
pub const MAX_SIDE: u8 = 32;

/// The largest nullity of any size up to 32 × 32 (at 30 × 30 and 32 × 32):
/// a [`Solver`] has room for this many press sets that change nothing. A
/// test checks every size against an independent elimination.
pub const MAX_NULLITY: u8 = 20;

/// Words of a press map: 32 × 32 cells, 64 to a word.
pub(crate) const WORDS: usize = 16;

/// Cells per word of a press map.
pub(crate) const WORD_BITS: u32 = 64;

/// A press map: bit `cols * row + col` per cell, in reading order from the
/// low bit of the first word.
pub(crate) type Map = [u64; WORDS];
