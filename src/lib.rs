//! Optimal answers to grid puzzles, with no start-up cost: Flip Game, the
//! Pilots Brothers' refrigerator, the lights, the swap game (4 × 4 and any
//! size up to 8 × 8), Lights Out at every size up to 32 × 32, in its own
//! format and in those of seven judges, the 8-puzzle, the 15-puzzle,
//! sliding tiles from 2 × 2 to 4 × 4, and press puzzles of any rule (a
//! stencil, the refrigerator's row and column, a graph) with five judges'
//! formats.
//!
//! | module | puzzle | answer |
//! |---|---|---|
//! | [`flip_game`][crate::flip_game] | Flip Game (POJ 1753) | fewest flips to one colour, or impossible |
//! | [`fridge`][crate::fridge] | The Pilots Brothers' refrigerator (POJ 2965) | fewest handles to open the door |
//! | [`lights`][crate::lights] | Turn on all the lights (Luogu P2040) | fewest presses to light all nine |
//! | [`swap_game`][crate::swap_game] | Black and white swap game (Luogu P1225; at any size up to 8 × 8 with any number of pieces, Luogu P4289) | fewest swaps from start to target |
//! | [`lights_out`][crate::lights_out] | Lights Out at any size from 1 × 1 to 32 × 32 | fewest presses to all off, all on or one colour, or impossible |
//! | [`family`][crate::family] | Lights Out in the formats of seven judges (below) | read by [`family::Reader`][type@crate::family::Reader], answered by [`lights_out`][crate::lights_out] |
//! | [`eight`][crate::eight] | The 8-puzzle: Eight (HDU 1043, POJ 1077), Eight II (HDU 3567), 八数码难题 (Luogu P1379) | fewest moves from any board to any other, the string least in a stated order of `u d l r`, or unsolvable |
//! | [`fifteen`][crate::fifteen] | The 15-puzzle: 15-Puzzle Problem (UVa 10181), 15 Puzzle (AOJ ALDS1_13_C) | fewest moves to the goal, the string least in the order `D L R U`, or unsolvable |
//! | [`tiles`][crate::tiles] | Sliding tiles at any size from 2 × 2 to 4 × 4, the 8-puzzle and the 15-puzzle among them: one [`Move`][crate::tiles::Move], one [`Solution`][crate::tiles::Solution], one error for a start and a target that no moves join ([`Unreachable`][crate::tiles::Unreachable]) | fewest moves from any board to any other of its size, the string least in the order `d l r u`, or impossible |
//! | [`press`][crate::press] | Press puzzles as data: any rule (a grid stencil, bounded or wrapping, the refrigerator's row and column, a graph, a pattern per cell) on up to 64 cells, and grid rules on up to 64 × 64 cells, modulo 2 or 3 | whether a board can be solved, in how many ways, the fewest presses (the least press map in reading order among them), a press map that changes nothing; its solver built by a `const fn` |
//! | [`graphs`][crate::graphs] | Press puzzles on graphs: Lights (Luogu P2962), the switch problem (POJ 1830), Lanterns (HDU 3364) | the fewest presses; how many sets of switches turn a start into an end, or reach each query |
//! | [`grids`][crate::grids] | Press puzzles on grids past 64 cells: Gambler Bo (HDU 5755), the harmonious matrix (Luogu P3164) | presses that clear a board of three colours; a non-zero set of presses that changes nothing |
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
//! [`lights_out::Solver`][crate::lights_out::Solver] per size, a `const fn`
//! that can be built at compile time.
//!
//! The crate is `no_std`, allocates nothing, holds no `unsafe` code and does
//! not panic.
//!
//! # Features
//!
//! One feature a puzzle module, all on by default and additive. A
//! dependent that needs fewer turns the default off and names its own
//! (`flipswap = { version = "0.5", default-features = false, features =
//! ["flip-game"] }`): the build script then runs only their searches and
//! the crate compiles only their modules, and their parts of [`check`]
//! and [`levels`]. The shared machinery ([`Puzzle`], [`Answer`], [`Cell`],
//! [`Reader`], [`Format`], [`write`](mod@write), [`Error`]) is always there.
//! Docs built with fewer features list every puzzle still; on every page,
//! the name of a puzzle's item that is left out links here.
//!
//! | feature | what it gives | tables the build script writes |
//! |---|---|---|
//! | `flip-game` | [`flip_game`][crate::flip_game] | Flip Game's, 128 KiB, and its compact form |
//! | `fridge` | [`fridge`][crate::fridge] | the refrigerator's, 128 KiB, and its compact form |
//! | `lights` | [`lights`][crate::lights] | the lights', 1 KiB, and its compact form |
//! | `swap-game` | [`swap_game`][crate::swap_game] | none |
//! | `lights-out` | [`lights_out`][crate::lights_out] | none |
//! | `family` (takes `lights-out`) | [`family`][crate::family] | none |
//! | `eight` | [`eight`][crate::eight], and [`tiles`][crate::tiles]' board, moves and solutions | the 8-puzzle's three, 45,360 bytes each |
//! | `fifteen` | [`fifteen`][crate::fifteen], and [`tiles`][crate::tiles]' board, moves and solutions | the pattern databases, 1.5 MiB |
//! | `sliding` (takes `eight` and `fifteen`) | [`tiles::Pair`][crate::tiles::Pair] at every size | the small sizes', 81,732 bytes, and the 15-puzzle's databases to other targets |
//! | `press` | [`press`][crate::press] | none: a rule's solver is built by a `const fn` |
//! | `fifteen-6-6-3` (takes `fifteen`) | the 15-puzzle's larger pattern databases (see [`fifteen`][crate::fifteen]) | 16 MiB instead of 1.5 MiB |
//!
//! The command line, `flipswap`, needs every puzzle.
//!
//! # One shape
//!
//! Every puzzle is answered the same way, through one trait: every value
//! that can be solved implements [`Puzzle`] ([`solve`](Puzzle::solve),
//! [`hint`](Puzzle::hint), [`play`](Puzzle::play),
//! [`is_solved`](Puzzle::is_solved)), and every solution implements
//! [`Answer`] ([`len`](Answer::len), [`is_empty`](Answer::is_empty),
//! [`moves`](Answer::moves), and [`Display`](core::fmt::Display), the
//! judge's text), so code that serves every puzzle (the judge's replay,
//! [`puzzle::replays`], a test over all of them, printing any answer) is
//! written once.
//!
//! A value is checked once, when it is built: `from_bits` gives
//! `Option<Self>` (`None` when a bit stands outside the board or a size is
//! out of range), and a constructor that checks a rule gives
//! `Result<Self, E>` with one error a concept: [`SizeError`] (a size out of
//! range), [`Mismatch`] (two halves that differ),
//! [`tiles::Unreachable`][crate::tiles::Unreachable] (no moves join a start
//! and a target). A value that exists can always be
//! answered, so `solve` gives `Option<Solution>`, `None` meaning that no
//! moves reach the goal (always `Some` for a puzzle whose every value can
//! be solved). The free functions of each module (`flip_game::solve`,
//! `eight::solve`, …) are the same answers by value, and every error
//! converts into [`Error`], so `?` takes every fallible call in a function
//! that returns `Result<_, flipswap::Error>`.
//!
//! | puzzle | value: [`Puzzle`] | built by | `Move` | `Solution`: [`Answer`], its `Display` |
//! |---|---|---|---|---|
//! | Flip Game | [`flip_game::Board`][crate::flip_game::Board] (and [`toggle::Toggle`]) | `from_bits(u16) -> Option<Board>`, [`str::parse`] | [`Cell`] pressed | [`toggle::Solution`]: the count (`4`) |
//! | refrigerator | [`fridge::Board`][crate::fridge::Board] (and [`toggle::Toggle`]) | `from_bits(u16) -> Option<Board>`, [`str::parse`] | [`Cell`] pressed | [`toggle::Solution`]: the count, then each handle `row col` |
//! | lights | [`lights::Board`][crate::lights::Board] (and [`toggle::Toggle`]) | `from_bits(u16) -> Option<Board>`, [`str::parse`] | [`Cell`] pressed | [`toggle::Solution`]: the count |
//! | swap game, 4 × 4 | [`swap_game::Pair`][crate::swap_game::Pair] | [`Pair::new`][crate::swap_game::Pair::new]`(Board, Board) -> Result<Pair, Mismatch>`, [`str::parse`] | `(Cell, Cell)` swapped | [`swap_game::Solution`][crate::swap_game::Solution]: the count, then each swap `abcd` |
//! | swap game, any size | [`swap_game::AnyPair`][crate::swap_game::AnyPair] | [`AnyPair::new`][crate::swap_game::AnyPair::new]`(Grid, Grid) -> Result<AnyPair, Mismatch>`; [`Grid::new`][crate::swap_game::Grid::new]`(rows, cols) -> Result<Grid, SizeError>` | `(Cell, Cell)` swapped | [`swap_game::AnySolution`][crate::swap_game::AnySolution]: as the 4 × 4 game's |
//! | Lights Out, any size and goal | [`lights_out::Game`][crate::lights_out::Game] | [`Game::new`][crate::lights_out::Game::new]`(Board, Goal)`; [`Board::new`][crate::lights_out::Board::new]`(rows, cols) -> Result<Board, SizeError>`, [`str::parse`] | [`Cell`] pressed | [`lights_out::Solution`][crate::lights_out::Solution]: the count, then the press map (`1\n000\n010\n000`) |
//! | the family's seven judges | [`family::Of`][crate::family::Of] | read by [`Reader`] in the judge's format | [`Cell`] pressed | [`lights_out::Solution`][crate::lights_out::Solution] |
//! | 8-puzzle | [`eight::Board`][crate::eight::Board] (to its goal), [`eight::Pair`][crate::eight::Pair] (start and target), [`eight::Digits`][crate::eight::Digits] (P1379) | [`Board::from_cells`][crate::eight::Board::from_cells]`([u8; 9]) -> Option<Board>`, [`Pair::new`][crate::eight::Pair::new]`(Board, Board) -> Result<Pair, Unreachable>`, [`str::parse`] | [`tiles::Move`][crate::tiles::Move] of the blank | [`tiles::Solution`][crate::tiles::Solution]: the letters (`ullddrurdllurdruldr`) |
//! | 15-puzzle | [`fifteen::Board`][crate::fifteen::Board] | [`Board::from_cells`][crate::fifteen::Board::from_cells]`([u8; 16]) -> Option<Board>`, [`str::parse`] | [`tiles::Move`][crate::tiles::Move] | [`tiles::Solution`][crate::tiles::Solution]: the letters (`LLLDRDRDR`); bounded: [`fifteen::solve_within`][crate::fifteen::solve_within]; watched: [`fifteen::solve_watching`][crate::fifteen::solve_watching] |
//! | sliding tiles, 2 × 2 to 4 × 4 | [`tiles::Pair`][crate::tiles::Pair] | [`Pair::new`][crate::tiles::Pair::new]`(Board, Board) -> Result<Pair, Unreachable>` | [`tiles::Move`][crate::tiles::Move] | [`tiles::Solution`][crate::tiles::Solution]: the letters (`rrdl`) |
//! | press puzzles of up to 64 cells: any rule, a graph's, a judge's case's | [`press::Game`][crate::press::Game] | [`Game::new`][crate::press::Game::new]`(&Solver, State, State) -> Option<Game>` | `usize`, a press by number | [`press::Presses`][crate::press::Presses]: the count, then the press map in the rule's shape |
//! | press puzzles on grids up to 64 × 64 (Gambler Bo's among them) | [`press::GridGame`][crate::press::GridGame] | [`GridGame::new`][crate::press::GridGame::new]`(&GridSolver, Cells, Cells) -> Option<GridGame>` | [`Cell`] pressed | [`press::GridPresses`][crate::press::GridPresses]: the count, then the press map |
//!
//! Lights Out's batch form, one [`Solver`][crate::lights_out::Solver] for
//! many boards of its size, answers `Result<Option<Solution>, Mismatch>`:
//! the board it is given may be of another size.
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
//! let turns = fridge::solve(door).expect("every door opens");
//! assert_eq!(turns.to_string(), "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4");
//!
//! let lamps: lights::Board = "0 0 1\n0 1 1\n1 0 0".parse()?;
//! assert_eq!(lights::solve(lamps).map(|s| s.len()), Some(4));
//!
//! let start: swap_game::Board = "1111\n0000\n1110\n0010".parse()?;
//! let target: swap_game::Board = "1010\n0101\n1010\n0101".parse()?;
//! let pair = swap_game::Pair::new(start, target)?; // the counts, checked once
//! let swaps = swap_game::solve(pair).expect("a pair can always be solved");
//! assert_eq!(swaps.to_string(), "4\n1222\n1424\n3242\n4344");
//! # Ok::<(), flipswap::Error>(())
//! ```
//!
//! # Boards as bits
//!
//! Every board is bits, one per cell, with rows and columns counted from 0
//! at the top-left cell. The 4 × 4 and 3 × 3 boards are a `u16` and the
//! swap game's grid of any size a `u64`, row-major: cell (row, col) is bit
//! `width * row + col`. A solution's bits ([`bits`](toggle::Solution::bits))
//! use its board's layout for the cells to press. A
//! [`lights_out::Board`][crate::lights_out::Board] is a `u32` per row, cell
//! (row, col) being bit `col` of
//! [`row(row)`][crate::lights_out::Board::row], and so is its solution's
//! [`row`][crate::lights_out::Solution::row].
//!
//! | board | size | a set bit means | bit of cell (row, col) |
//! |---|---|---|---|
//! | [`flip_game::Board`][crate::flip_game::Board] | 4 × 4 | the piece shows white (`w`) | `4 * row + col` of a `u16` |
//! | [`fridge::Board`][crate::fridge::Board] | 4 × 4 | the handle is closed (`+`) | `4 * row + col` of a `u16` |
//! | [`lights::Board`][crate::lights::Board] | 3 × 3 | the light is on (`1`) | `3 * row + col` of a `u16` (bits 9–15 clear) |
//! | [`swap_game::Board`][crate::swap_game::Board] | 4 × 4 | a black piece (`1`) | `4 * row + col` of a `u16` |
//! | [`swap_game::Grid`][crate::swap_game::Grid] | m × n ≤ 8 × 8 | a black piece (`1`) | `n * row + col` of a `u64` |
//! | [`lights_out::Board`][crate::lights_out::Board] | m × n ≤ 32 × 32 | the light is on (`1`) | `col` of row `row`'s `u32` |
//!
//! # Judges' text
//!
//! Boards parse from and print as the judges' text ([`str::parse`],
//! [`Display`](core::fmt::Display)). One [`Reader`] reads every judge's
//! input a line at a time, without allocating, into any [`Case`] (a
//! board, a swap-game pair, a Lights Out board of any size, a case of the
//! seven judges that pose Lights Out at a size of their own: Fliptile, POJ
//! 3279; EXTENDED LIGHTS OUT, POJ 1222; Painter's Problem, POJ 1681; Turn
//! the Lights Off, UVa 10309; The Water Bowls, POJ 3185; HDU 2209; Luogu
//! P10449), in the judge's layout, a [`Format`] value (see [`format`]),
//! and names the line and column of any mistake; [`cases`] does its loop
//! over a `&str`. Every line goes through one line rule, so the same bytes
//! get the same verdict and the same words in every format. Each
//! `Solution`'s `Display` writes the judge's answer; [`answer`] answers a
//! whole judge's input by the command's subcommand name, into a buffer,
//! byte for byte as the command prints it ([`registry::named`]); [`check`]
//! judges claimed answers, every judge with one shape
//! ([`check::LineJudge`]).
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
//!
//! The repository's documents say the rest: `GUIDE.md` the command line
//! (every subcommand, `check`, `gen`, `validate`, exit statuses),
//! `LIBRARY.md` the library by example, `PERFORMANCE.md` every measured
//! figure (the speeds, the flash and stack on each target) and the tables'
//! bytes, `FIRMWARE.md` flipswap on microcontrollers and from C there.
//!
//! # The traits, one job each
//!
//! - A value and its solution: [`Puzzle`] and [`Answer`], every puzzle's
//!   one shape (with [`toggle::Toggle`] for the toggle puzzles' tables).
//! - Text in: [`Case`], what the one [`Reader`] reads a judge's case into.
//! - A subcommand of the command, one row of the [`registry`] each: its
//!   cases answered and written into any [`answer::Sink`]
//!   ([`answer::Subcommand`]), a claimed answer judged
//!   ([`check::Judged`], each judge reading a line at a time:
//!   [`check::LineJudge`]), its cases drawn and written as input
//!   ([`pose::Pose`], one impl for every puzzle of one fixed board:
//!   [`pose::OneBoard`]).
//! - Boards of an exact difficulty: [`levels::Level`], and
//!   [`levels::Every`] where a table lists them all.
//!
//! Where several subcommands read one kind of case (`swap-game` and
//! `moving-toys`, `fifteen` and `fifteen-count`, the family's seven), a
//! marker type generic over the judge is the subcommand, with one impl of
//! each trait for all of them.
//!
//! # Where a change goes
//!
//! Each job is done in one place: the shape of every puzzle in `puzzle.rs`,
//! the line rule in `text.rs`, the one reader in `read.rs`, the judges'
//! layouts in `format.rs`, the row writer in `write.rs`, each subcommand's
//! answers as text in `answer.rs` (each puzzle's in its own folder), its
//! input as `gen` writes it in `pose.rs`, the registry of subcommands in
//! `registry.rs`, the judges in `check/`, the tables in `build/`.
//! `CONTRIBUTING.md` in the repository maps the house and says which files
//! each kind of change touches.
//!
#![doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(clippy::must_use_candidate)]
// With some puzzles left out, parts of the shared machinery (a text
// helper, a size check) serve none of those built: unused there, not dead.
#![cfg_attr(
    not(feature = "default"),
    allow(dead_code, unused_imports, unused_macros)
)]

pub mod answer;
mod cell;
pub mod check;
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
mod compact;
mod crate_error;
#[cfg(feature = "eight")]
pub mod eight;
mod error;
#[cfg(feature = "family")]
pub mod family;
#[cfg(feature = "fifteen")]
pub mod fifteen;
#[cfg(feature = "flip-game")]
pub mod flip_game;
pub mod format;
#[cfg(feature = "fridge")]
pub mod fridge;
#[cfg(feature = "lights-out")]
mod goal;
#[cfg(feature = "press")]
pub mod graphs;
#[cfg(feature = "press")]
pub mod grids;
pub mod levels;
#[cfg(feature = "lights")]
pub mod lights;
#[cfg(feature = "lights-out")]
pub mod lights_out;
mod parse;
pub mod pose;
#[cfg(feature = "press")]
pub mod press;
// The toggle puzzles' rules are press rules (`rules.rs`): without the
// feature `press`, the engine they need is built but not exported.
#[cfg(all(
    not(feature = "press"),
    any(feature = "flip-game", feature = "fridge", feature = "lights")
))]
mod press;
pub mod puzzle;
pub mod read;
pub mod registry;
mod rule_error;
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
#[allow(dead_code)]
mod rules;
#[cfg(feature = "sliding")]
mod sliding;
// The size of every table, so built with every puzzle (the default).
#[cfg(all(test, feature = "default"))]
mod static_size;
#[cfg(feature = "swap-game")]
pub mod swap_game;
mod text;
#[cfg(any(feature = "eight", feature = "fifteen"))]
pub mod tiles;
pub mod toggle;
mod verdict;
pub mod write;

pub use cell::{Cell, Presses};
pub use crate_error::Error;
pub use error::{Found, Named, ParseError, ParseErrorKind, Written};
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

/// The examples of the library's document run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../LIBRARY.md")]
struct LibraryExamples;

/// The other documents hold no Rust today; included, any they gain runs.
#[cfg(doctest)]
#[doc = include_str!("../GUIDE.md")]
#[doc = include_str!("../PERFORMANCE.md")]
#[doc = include_str!("../FIRMWARE.md")]
#[doc = include_str!("../CONTRIBUTING.md")]
struct DocumentExamples;
