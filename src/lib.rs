//! Optimal answers to grid puzzles, with no start-up cost: Flip Game, the
//! Pilots Brothers' refrigerator, the lights, the swap game (4 × 4 and any
//! size up to 8 × 8), Lights Out at every size up to 32 × 32, in its own
//! format and in those of seven judges, and the 8-puzzle.
//!
//! | module | puzzle | answer |
//! |---|---|---|
//! | [`flip_game`] | Flip Game (POJ 1753) | fewest flips to one colour, or impossible |
//! | [`fridge`] | The Pilots Brothers' refrigerator (POJ 2965) | fewest handles to open the door |
//! | [`lights`] | Turn on all the lights (Luogu P2040) | fewest presses to light all nine |
//! | [`swap_game`] | Black and white swap game (Luogu P1225; at any size up to 8 × 8 with any number of pieces, Luogu P4289) | fewest swaps from start to target |
//! | [`lights_out`] | Lights Out at any size from 1 × 1 to 32 × 32 | fewest presses to all off, all on or one colour, or impossible |
//! | [`family`] | Lights Out in the formats of seven judges (below) | read by [`family::Reader`], answered by [`lights_out`] |
//! | [`eight`] | The 8-puzzle: Eight (HDU 1043, POJ 1077), Eight II (HDU 3567), 八数码难题 (Luogu P1379) | fewest moves from any board to any other, the string least in a stated order of `u d l r`, or unsolvable |
//! | [`fifteen`] | The 15-puzzle: 15-Puzzle Problem (UVa 10181), 15 Puzzle (AOJ ALDS1_13_C) | fewest moves to the goal, the string least in the order `D L R U`, or unsolvable |
//! | [`tiles`] | Sliding tiles at any size from 2 × 2 to 4 × 4, the 8-puzzle and the 15-puzzle among them: one [`Move`](tiles::Move), one [`Solution`](tiles::Solution), one error for a start and a target that no moves join ([`Unreachable`](tiles::Unreachable)) | fewest moves from any board to any other of its size, the string least in the order `d l r u`, or impossible |
//! | [`sliding`] | The names of [`tiles`] under its older name | |
//! | [`levels`] | Boards of an exact difficulty, for every puzzle above | a board needing exactly n moves from a seed, the most a size needs, every board needing n where a table holds them |
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
//! # One shape
//!
//! Every puzzle is answered the same way, through one trait: every value
//! that can be solved implements [`Puzzle`] ([`solve`](Puzzle::solve),
//! [`hint`](Puzzle::hint), [`play`](Puzzle::play),
//! [`is_solved`](Puzzle::is_solved)), and every solution implements
//! [`Answer`] ([`len`](Answer::len), [`is_empty`](Answer::is_empty),
//! [`moves`](Answer::moves)), so code that serves every puzzle (the judge's
//! replay, [`puzzle::replays`], a test over all of them) is written once.
//!
//! A value is checked once, when it is built: `from_bits` gives
//! `Option<Self>` (`None` when a bit stands outside the board or a size is
//! out of range), and a constructor that checks a rule gives
//! `Result<Self, E>` with one error a concept: [`SizeError`] (a size out of
//! range), [`Mismatch`] (two halves that differ), [`eight::Unreachable`]
//! (no moves join a start and a target). A value that exists can always be
//! answered, so `solve` gives `Option<Solution>`, `None` meaning that no
//! moves reach the goal (always `Some` for a puzzle whose every value can
//! be solved). The free functions of each module (`flip_game::solve`,
//! `eight::solve`, …) are the same answers by value, and every error
//! converts into [`Error`], so `?` takes every fallible call in a function
//! that returns `Result<_, flipswap::Error>`.
//!
//! | puzzle | value: [`Puzzle`] | built by | `Move` | `Solution`: [`Answer`], its `Display` |
//! |---|---|---|---|---|
//! | Flip Game, refrigerator, lights | [`flip_game::Board`], [`fridge::Board`], [`lights::Board`] (and [`toggle::Toggle`]) | `from_bits(u16) -> Option<Board>`, [`str::parse`] | [`Cell`] pressed | [`toggle::Solution`]: the count (`4`); the refrigerator's adds each handle `row col` |
//! | swap game, 4 × 4 | [`swap_game::Pair`] | [`Pair::new`](swap_game::Pair::new)`(Board, Board) -> Result<Pair, Mismatch>`, [`str::parse`] | `(Cell, Cell)` swapped | [`swap_game::Solution`]: the count, then each swap `abcd` |
//! | swap game, any size | [`swap_game::AnyPair`] | [`AnyPair::new`](swap_game::AnyPair::new)`(Grid, Grid) -> Result<AnyPair, Mismatch>`; [`Grid::new`](swap_game::Grid::new)`(rows, cols) -> Result<Grid, SizeError>` | `(Cell, Cell)` swapped | [`swap_game::AnySolution`]: as the 4 × 4 game's |
//! | Lights Out, any size and goal | [`lights_out::Game`] | [`Game::new`](lights_out::Game::new)`(Board, Goal)`; [`Board::new`](lights_out::Board::new)`(rows, cols) -> Result<Board, SizeError>`, [`str::parse`] | [`Cell`] pressed | [`lights_out::Solution`]: the count, then the press map (`1\n000\n010\n000`) |
//! | the family's seven judges | [`family::Of`] | read by [`Reader`] in the judge's format | [`Cell`] pressed | [`lights_out::Solution`] |
//! | 8-puzzle | [`eight::Board`] (to its goal), [`eight::Pair`] (start and target), [`eight::Digits`] (P1379) | [`Board::from_cells`](eight::Board::from_cells)`([u8; 9]) -> Option<Board>`, [`Pair::new`](eight::Pair::new)`(Board, Board) -> Result<Pair, Unreachable>`, [`str::parse`] | [`tiles::Move`] of the blank | [`tiles::Solution`]: the letters (`ullddrurdllurdruldr`) |
//! | 15-puzzle | [`fifteen::Board`] | [`Board::from_cells`](fifteen::Board::from_cells)`([u8; 16]) -> Option<Board>`, [`str::parse`] | [`tiles::Move`] | [`tiles::Solution`]: the letters (`LLLDRDRDR`); bounded: [`fifteen::solve_within`] |
//! | sliding tiles, 2 × 2 to 4 × 4 | [`tiles::Pair`] (also named `sliding::Pair`) | [`Pair::new`](tiles::Pair::new)`(Board, Board) -> Result<Pair, Unreachable>` | [`tiles::Move`] | [`tiles::Solution`]: the letters (`rrdl`) |
//!
//! Lights Out's batch form, one [`Solver`](lights_out::Solver) for many
//! boards of its size, answers `Result<Option<Solution>, Mismatch>`: the
//! board it is given may be of another size.
//! | Flip Game | [`flip_game::Board`] | [`Board::from_bits`](flip_game::Board::from_bits)`(u16) -> Option<Board>` (always `Some`), [`str::parse`] | [`flip_game::solve`]`(Board) -> Option<Solution>` (`None`: impossible), [`flip_game::hint`]`(Board) -> Option<Cell>`; the same in [`flip_game::compact`] | the flips: `4` |
//! | refrigerator | [`fridge::Board`] | [`Board::from_bits`](fridge::Board::from_bits)`(u16) -> Option<Board>` (always `Some`), [`str::parse`] | [`fridge::solve`]`(Board) -> Option<Solution>` (always `Some`), [`fridge::hint`]`(Board) -> Option<Cell>`; the same in [`fridge::compact`] | the turns, then each handle `row col`: `6\n1 1\n…` |
//! | lights | [`lights::Board`] | [`Board::from_bits`](lights::Board::from_bits)`(u16) -> Option<Board>` (`None` above bit 8), [`str::parse`] | [`lights::solve`]`(Board) -> Option<Solution>` (always `Some`), [`lights::hint`]`(Board) -> Option<Cell>`; the same in [`lights::compact`] | the presses: `4` |
//! | swap game, 4 × 4 | [`swap_game::Pair`] of two [`swap_game::Board`]s | [`Pair::new`](swap_game::Pair::new)`(Board, Board) -> Result<Pair, CountMismatch>`, [`str::parse`]; [`Board::from_bits`](swap_game::Board::from_bits)`(u16) -> Option<Board>` (always `Some`) | [`swap_game::solve`]`(Pair) -> Option<Solution>` (always `Some`), [`swap_game::hint`]`(Pair) -> Option<(Cell, Cell)>`; the same as [`Pair::solve`](swap_game::Pair::solve), [`Pair::hint`](swap_game::Pair::hint) | the swaps, then each `abcd`: `4\n1222\n…` |
//! | swap game, any size | [`swap_game::AnyPair`] of two [`swap_game::Grid`]s | [`AnyPair::new`](swap_game::AnyPair::new)`(Grid, Grid) -> Result<AnyPair, PairError>`; [`Grid::from_bits`](swap_game::Grid::from_bits)`(rows, cols, u64) -> Option<Grid>`, [`Grid::new`](swap_game::Grid::new)`(rows, cols) -> Result<Grid, SizeError>` | [`AnyPair::solve`](swap_game::AnyPair::solve)`(&self) -> Option<AnySolution>` (always `Some`), [`AnyPair::hint`](swap_game::AnyPair::hint)`(&self) -> Option<(Cell, Cell)>` | the same as the 4 × 4 game's |
//! | 8-puzzle | [`eight::Board`]; [`eight::Pair`] of a start and a target; [`eight::Digits`] | [`Board::from_cells`](eight::Board::from_cells)`([u8; 9]) -> Option<Board>`, [`Pair::new`](eight::Pair::new)`(Board, Board) -> Result<Pair, Unreachable>`, [`Digits::new`](eight::Digits::new)`(Board) -> Result<Digits, Unreachable>`, [`str::parse`] | [`eight::solve`]`(Board) -> Option<Solution>` (`None`: unsolvable), [`eight::hint`]`(Board) -> Option<Move>`; [`Pair::solve`](eight::Pair::solve)`(&self, Order) -> Option<Solution>` (always `Some`), [`Pair::hint`](eight::Pair::hint)`(&self, Order) -> Option<Move>`; the same for `Digits` | the moves: `ullddrurdllurdruldr` |
//! | 15-puzzle | [`fifteen::Board`] | [`Board::from_cells`](fifteen::Board::from_cells)`([u8; 16]) -> Option<Board>`, [`str::parse`] | [`fifteen::solve`]`(Board) -> Option<Solution>` (`None`: unsolvable), [`fifteen::hint`]`(Board) -> Option<Move>`; bounded: [`fifteen::solve_within`]`(Board, u64) -> Result<Option<Solution>, OverLimit>` | the moves: `LLLDRDRDR` |
//! | Lights Out | [`lights_out::Board`] and a [`Goal`](lights_out::Goal) | [`Board::new`](lights_out::Board::new)`(rows, cols)`, [`Board::from_rows`](lights_out::Board::from_rows)`(cols, &[u32])` `-> Result<Board, SizeError>`, [`str::parse`] | [`Board::solve`](lights_out::Board::solve)`(&self, Goal) -> Option<Solution>` (`None`: no presses reach the goal), [`Board::hint`](lights_out::Board::hint)`(&self, Goal) -> Option<Cell>`; the batch form, one [`Solver`](lights_out::Solver) for many boards of its size: [`Solver::solve`](lights_out::Solver::solve)`(&self, &Board, Goal) -> Result<Option<Solution>, SizeMismatch>` | the presses, then the press map's rows of `0` and `1`: `1\n000\n010\n000` |
//!
//! The seven judges' Lights Out formats ([`family`]) read a
//! [`family::TestCase`], whose board a [`lights_out::Board`] answers; a
//! toggle puzzle's board answers through the [`toggle::Toggle`] trait too
//! ([`solve`](Puzzle::solve), [`hint`](Puzzle::hint)), in
//! the same shape.
//!
//! # Examples
//! | a new kind of puzzle (the 8-puzzle did this) | its rules (`eight/rules.rs`, shared with `build.rs`) and its module (`eight.rs`: its values, a `Case` impl each that builds it from what the reader read, `solve`/`hint`), `build.rs` (its tables), `format.rs` (its judges' layouts, if new), `check/` (its judge, a `LineJudge`, and its problems), `lib.rs` (`pub mod`, the tables above), `crate_error.rs` (a row for its error), the command line's `kinds/<kind>.rs` (a `Subcommand` per judge; an `Answer` impl, or `Cases` where answers share a solver: its writer and its judge; a `Pose` impl: how `gen` draws and writes a case, which `validate` writes back to compare) and `puzzle.rs` (a line each), its tests |
//!
//! ```

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(clippy::must_use_candidate)]

mod cell;
pub mod check;
mod compact;
mod crate_error;
pub mod eight;
mod error;
pub mod family;
pub mod fifteen;
pub mod flip_game;
pub mod format;
pub mod fridge;
pub mod levels;
pub mod lights;
pub mod lights_out;
mod parse;
pub mod puzzle;
pub mod read;
mod rule_error;
#[allow(dead_code)]
mod rules;
pub mod sliding;
#[cfg(test)]
mod static_size;
pub mod swap_game;
mod text;
pub mod tiles;
pub mod toggle;
pub mod write;

pub use cell::{Cell, Presses};
pub use crate_error::Error;
pub use error::{Found, ParseError, ParseErrorKind};
pub use format::Format;
pub use puzzle::{Answer, Puzzle};
pub use read::{Case, Cases, Reader, cases};
pub use rule_error::{Mismatch, SizeError};
pub use text::{MAX_LINE, TextLine};

/// The tables written by build.rs, all of them: each a `static` of the
/// bytes a search wrote into `OUT_DIR`, included here and nowhere else. A
/// dense toggle table stays bytes, read by [`code`](tables::code); a small
/// table of `u16`s is decoded when the crate is compiled. Only the data of
/// the functions a program calls is linked into it.
mod tables {
    /// The `u16`s of `bytes`, two bytes each, the low byte first, as
    /// build.rs writes them: evaluated when the crate is compiled.
    const fn words<const N: usize, const B: usize>(bytes: &[u8; B]) -> [u16; N] {
        let mut words = [0; N];
        let mut i = 0;
        while i < N && 2 * i + 1 < B {
            words[i] = u16::from_le_bytes([bytes[2 * i], bytes[2 * i + 1]]);
            i += 1;
        }
        words
    }

    /// Entry `index` of a table of `u16`s kept as bytes, two an entry, the
    /// low byte first: a dense toggle table, read a board at a time (0 past
    /// its end, which no masked board reaches).
    #[inline]
    pub(crate) const fn code<const N: usize>(table: &[u8; N], index: u16) -> u16 {
        let at = 2 * index as usize;
        if at + 1 < N {
            u16::from_le_bytes([table[at], table[at + 1]])
        } else {
            0
        }
    }

    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

/// The README's example runs as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;
