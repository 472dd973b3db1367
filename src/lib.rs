//! Optimal answers to four classic grid puzzles, with no start-up cost.
//!
//! | module | puzzle | answer |
//! |---|---|---|
//! | [`flip_game`] | Flip Game (POJ 1753) | fewest flips to one colour, or impossible |
//! | [`fridge`] | The Pilots Brothers' refrigerator (POJ 2965) | fewest handles to open the door |
//! | [`lights`] | Turn on all the lights (Luogu P2040) | fewest presses to light all nine |
//! | [`swap_game`] | Black and white swap game (Luogu P1225) | fewest swaps from start to target |
//!
//! The three toggle puzzles are answered by one load from a `static` table
//! that the build script fills with a breadth-first search over every board,
//! so there is nothing to set up at run time and the tables live in flash.
//! With the `compact` feature the dense tables give way to a few dozen bytes
//! of columns over GF(2), at the cost of some arithmetic per answer. The swap
//! game is solved on the spot by an exact matching with a fixed, small stack.
//!
//! The crate is `no_std`, allocates nothing, holds no `unsafe` code and does
//! not panic.
//!
//! ```
//! use flipswap::{flip_game, fridge, lights, swap_game};
//!
//! let board: flip_game::Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
//! assert_eq!(flip_game::solve(board).map(|s| s.len()), Some(4));
//!
//! let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
//! let turns = fridge::solve(door);
//! assert_eq!(turns.len(), 6);
//! assert_eq!(turns.presses().next().map(|c| (c.row(), c.col())), Some((0, 0)));
//!
//! let lamps: lights::Board = "0 0 1\n0 1 1\n1 0 0".parse()?;
//! assert_eq!(lights::solve(lamps).len(), 4);
//!
//! let start: swap_game::Board = "1111\n0000\n1110\n0010".parse()?;
//! let target: swap_game::Board = "1010\n0101\n1010\n0101".parse()?;
//! let swaps = swap_game::solve(start, target)?;
//! assert_eq!(swaps.len(), 4);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod cell;
pub mod check;
#[cfg_attr(not(feature = "compact"), allow(dead_code))]
mod compact;
pub mod flip_game;
pub mod fridge;
pub mod lights;
mod parse;
#[allow(dead_code)]
mod rules;
#[cfg(test)]
mod static_size;
pub mod swap_game;

pub use cell::{Cell, Presses};
pub use parse::{Case, Found, ParseError, ParseErrorKind, Reader};

/// The tables written by build.rs. Both forms are always generated, so the
/// tests can compare them; only the form in use is linked into a program.
mod tables {
    #![allow(clippy::unreadable_literal)]
    #![cfg_attr(feature = "compact", allow(dead_code))]
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

/// The README's example runs as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;
