//! Optimal answers to grid puzzles, with no start-up cost: Flip Game, the
//! Pilots Brothers' refrigerator, the lights, the swap game (4 × 4 and any
//! size up to 8 × 8), and Lights Out at every size up to 32 × 32, in its own
//! format and in those of seven judges.
//!
//! | module | puzzle | answer |
//! |---|---|---|
//! | [`flip_game`] | Flip Game (POJ 1753) | fewest flips to one colour, or impossible |
//! | [`fridge`] | The Pilots Brothers' refrigerator (POJ 2965) | fewest handles to open the door |
//! | [`lights`] | Turn on all the lights (Luogu P2040) | fewest presses to light all nine |
//! | [`swap_game`] | Black and white swap game (Luogu P1225; at any size up to 8 × 8 with any number of pieces, Luogu P4289) | fewest swaps from start to target |
//! | [`lights_out`] | Lights Out at any size from 1 × 1 to 32 × 32 | fewest presses to all off, all on or one colour, or impossible |
//! | [`family`] | Lights Out in the formats of seven judges (below) | read by [`family::Reader`], answered by [`lights_out`] |
//!
//! The three toggle puzzles are answered by one load from a `static` table
//! that the build script fills with a breadth-first search over every board,
//! so there is nothing to set up at run time and the tables live in flash.
//! Each also has a `compact` module with the same functions, which answer
//! from a few dozen bytes of columns over GF(2) at the cost of some
//! arithmetic: the choice is made per call, so one part of a program (or
//! one dependency) choosing the small form never slows another, and only
//! the data of the functions a program calls is linked into it. The swap
//! game is solved on the spot by an exact matching with a fixed, small
//! stack, and Lights Out by linear algebra over GF(2) from a
//! [`lights_out::Solver`] per size, a `const fn` that can be built at
//! compile time.
//!
//! The crate is `no_std`, allocates nothing, holds no `unsafe` code and does
//! not panic.
//!
//! # Examples
//!
//! ```
//! use flipswap::{flip_game, fridge, lights, swap_game};
//!
//! let board: flip_game::Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
//! assert_eq!(flip_game::solve(board).map(|s| s.len()), Some(4));
//! assert_eq!(flip_game::compact::solve(board), flip_game::solve(board));
//!
//! // Every answer prints as the judge wants it.
//! let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
//! assert_eq!(fridge::solve(door).to_string(), "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4");
//!
//! let lamps: lights::Board = "0 0 1\n0 1 1\n1 0 0".parse()?;
//! assert_eq!(lights::solve(lamps).len(), 4);
//!
//! let start: swap_game::Board = "1111\n0000\n1110\n0010".parse()?;
//! let target: swap_game::Board = "1010\n0101\n1010\n0101".parse()?;
//! let swaps = swap_game::solve(start, target)?;
//! assert_eq!(swaps.to_string(), "4\n1222\n1424\n3242\n4344");
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! # Boards as bits
//!
//! Every board is bits, one per cell, with rows and columns counted from 0
//! at the top-left cell. The 4 × 4 and 3 × 3 boards are a `u16` and a
//! [`swap_game::Grid`] a `u64`, row-major: cell (row, col) is bit
//! `width * row + col`. A [`lights_out::Board`] is a `u32` per row, cell
//! (row, col) being bit `col` of [`row(row)`](lights_out::Board::row). A
//! solution's bits ([`bits`](flip_game::Solution::bits),
//! [`row`](lights_out::Solution::row)) use its board's layout for the cells
//! to press.
//!
//! | board | size | a set bit means | bit of cell (row, col) |
//! |---|---|---|---|
//! | [`flip_game::Board`] | 4 × 4 | the piece shows white (`w`) | `4 * row + col` of a `u16` |
//! | [`fridge::Board`] | 4 × 4 | the handle is closed (`+`) | `4 * row + col` of a `u16` |
//! | [`lights::Board`] | 3 × 3 | the light is on (`1`) | `3 * row + col` of a `u16` (bits 9–15 clear) |
//! | [`swap_game::Board`] | 4 × 4 | a black piece (`1`) | `4 * row + col` of a `u16` |
//! | [`swap_game::Grid`] | m × n ≤ 8 × 8 | a black piece (`1`) | `n * row + col` of a `u64` |
//! | [`lights_out::Board`] | m × n ≤ 32 × 32 | the light is on (`1`) | `col` of row `row`'s `u32` |
//!
//! # Judges' text
//!
//! Boards parse from and print as the judges' text ([`str::parse`],
//! [`Display`](core::fmt::Display)); a [`Reader`] or [`cases`] reads a
//! judge's multi-case input without allocating and names the line and
//! column of any mistake ([`lights_out::Reader`] and [`lights_out::boards`]
//! do the same for boards of any size, each ended by a blank line, and
//! [`family::Reader`] for the formats of seven judges that pose Lights Out
//! at a size of their own: Fliptile, POJ 3279; EXTENDED LIGHTS OUT, POJ
//! 1222; Painter's Problem, POJ 1681; Turn the Lights Off, UVa 10309; The
//! Water Bowls, POJ 3185; HDU 2209; Luogu P10449); each `Solution`'s
//! `Display` writes the judge's answer; [`check`] judges claimed answers
//! ([`check::FamilyJudge`] those of the seven).
//!
//! # The command line
//!
//! The crate comes with a command, `flipswap`, that speaks each judge's
//! input and output formats, case after case, answering each case as soon
//! as it is complete; `flipswap check` judges claimed answers. Install it
//! with `cargo install --path .` from a clone, then:
//!
//! ```text
//! $ printf 'bwwb\nbbwb\nbwwb\nbwww\n' | flipswap flip-game
//! 4
//! $ flipswap help
//! ```

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(clippy::must_use_candidate)]

mod cell;
pub mod check;
mod compact;
mod crate_error;
mod error;
pub mod family;
pub mod flip_game;
pub mod fridge;
pub mod lights;
pub mod lights_out;
mod parse;
pub mod read;
#[allow(dead_code)]
mod rules;
#[cfg(test)]
mod static_size;
pub mod swap_game;
mod text;
pub mod toggle;
pub mod write;

pub use cell::{Cell, Presses};
pub use crate_error::Error;
pub use error::{Found, ParseError, ParseErrorKind};
pub use parse::{Case, Reader, cases};
pub use read::LineReader;
pub use text::{MAX_LINE, TextLine};

/// The tables written by build.rs: the dense tables and the compact columns.
/// Only the data of the functions a program calls is linked into it.
mod tables {
    #![allow(clippy::unreadable_literal)]
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

/// The README's example runs as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;
