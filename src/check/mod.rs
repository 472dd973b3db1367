//! Judging claimed answers: is an answer, written in the judge's output
//! format, well formed, are its moves legal, and do they reach the goal in
//! the fewest moves? Each judge needs the feature of its puzzle (all on by
//! default): [`flip_game`][fn@crate::check::flip_game],
//! [`fridge`][fn@crate::check::fridge] and
//! [`lights`][fn@crate::check::lights] theirs,
//! [`swap_game`][fn@crate::check::swap_game] and
//! [`Judge::count_only`][crate::check::Judge::count_only] `swap-game`,
//! [`LightsOutJudge`][crate::check::LightsOutJudge] and
//! [`FirstMap`][crate::check::FirstMap] `lights-out`,
//! [`FamilyJudge`][crate::check::FamilyJudge] `family`,
//! [`SlideJudge`][crate::check::SlideJudge] and its words `sliding`;
//! [`Judge`] judges the toggle puzzles and the swap game built.
//!
//! The fridge and the swap game accept more than one right answer (the
//! handles in any order, any shortest sequence of swaps), so comparing text
//! is not enough. What an answer holds:
//!
//! | puzzle | answer |
//! |---|---|
//! | [Flip Game][crate::flip_game] | one line: the fewest flips, or `Impossible` |
//! | [Refrigerator][crate::fridge] | the fewest turns N, then N lines `row col` (1-based), in any order |
//! | [Lights][crate::lights] | one line: the fewest presses |
//! | [Swap game][crate::swap_game], 4 × 4 ([`Pair`][crate::swap_game::Pair]) or any size ([`AnyPair`][crate::swap_game::AnyPair]) | the fewest swaps N, then N lines `abcd`: swap cell (a,b) with cell (c,d), 1-based, either cell first |
//! | Moving toys (Luogu P4289), [`Judge::count_only`][crate::check::Judge::count_only] | one line: the fewest swaps |
//! | [Lights Out][crate::lights_out] at any size, [`LightsOutJudge`][crate::check::LightsOutJudge] | the fewest presses N, then the press map in the board's shape, rows of `0`/`1`: the first in reading order among maps of N presses; or `Impossible` |
//! | Fliptile (POJ 3279), [`FamilyJudge`][crate::check::FamilyJudge] | the press map, M rows of N `0`/`1`, or `IMPOSSIBLE`: the fewest presses, then the first in reading order |
//! | EXTENDED LIGHTS OUT (POJ 1222), [`FamilyJudge`][crate::check::FamilyJudge] | `PUZZLE #k`, then 5 rows of 6 `0`/`1`: the one map that clears the board |
//! | Eight (HDU 1043), [`SlideJudge`][crate::check::SlideJudge] | one line: any moves `u d l r` that reach the goal, or `unsolvable` |
//! | Eight II (HDU 3567), [`SlideJudge`][crate::check::SlideJudge] | `Case k: n`, then the fewest moves, the least string in the order `d l r u` |
//! | The eight-digit puzzle (Luogu P1379), [`SlideJudge`][crate::check::SlideJudge] | one line: the fewest moves |
//! | The 15-Puzzle Problem (UVa 10181), [`SlideJudge`][crate::check::SlideJudge] | one line: any moves `L R U D`, at most 50, that reach the goal, or `This puzzle is not solvable.` |
//! | 15 Puzzle (AOJ ALDS1_13_C), [`SlideJudge`][crate::check::SlideJudge] | one line: the fewest moves (`This puzzle is not solvable.` for a board the judge never poses, as `flipswap fifteen-count` writes it) |
//! | Sliding tiles at any size (flipswap's `sliding`), [`SlideJudge`][crate::check::SlideJudge] | the fewest moves, then any moves `u d l r` of that many that reach the target, or `Impossible` |
//! | Painter's Problem, Turn the Lights Off, the switches, The Water Bowls, flipping cards, [`FamilyJudge`][crate::check::FamilyJudge] | one line: the fewest presses (after the name, for Turn the Lights Off), or the judge's word for none (`inf`, `-1`, `Impossible`, `NO`) |
//!
//! Spaces and tabs around a line, a `\r` at its end, blank lines and a UTF-8
//! byte order mark before the first line are ignored, as judges that compare
//! words ignore them. Spaces between the four digits of a swap are allowed.
//!
//! A rejection names the **first wrong line**: the first line after which no
//! right answer can go on. Every move of a shortest answer brings the board
//! one move closer to the goal, so the judge checks each move as it comes: a
//! count that is not the fewest is wrong at line 1; a move that names a cell
//! off the board, swaps cells that share no edge, swaps two equal pieces,
//! turns a handle a second time or in any other way fails to get one move
//! closer is wrong at its own line; so is a move line past the count, or
//! anything after the answer. A count above the most moves any answer of
//! the puzzle holds (16 turns, 20 swaps on 4 × 4; on a larger board, half
//! its cells times the steps across it) is wrong at line 1. As a last check
//! that does not rest on the tables, the board after the last move must be
//! the goal.
//!
//! [`answer`] (or the function named after each puzzle) judges a whole answer
//! given as text; [`Judge`] takes one line at a time, for answers that arrive
//! as a stream, and tells where an answer ends in a stream of cases and
//! answers. Neither allocates, and neither links the 128 KiB tables: the
//! judge asks the compact form of each puzzle.
//!
//! # Examples
//!
//! ```
//! use flipswap::check::{self, Problem};
//! use flipswap::{fridge, swap_game};
//!
//! let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
//! // The judge prints the handles in row-major order, but any order is right.
//! assert_eq!(check::fridge(door, "6\n4 4\n4 3\n4 1\n1 4\n1 3\n1 1\n"), Ok(()));
//! let rejection = check::fridge(door, "6\n1 1\n1 3\n1 1\n1 4\n4 1\n4 3\n").unwrap_err();
//! assert_eq!(rejection.line(), 4);
//! assert_eq!(
//!     rejection.to_string(),
//!     "line 4 of the answer: handle 1 1 was turned on line 2 already: turning it again undoes that"
//! );
//!
//! let pair: swap_game::Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
//! assert_eq!(check::swap_game(pair, "4\n1222\n1424\n3242\n4344"), Ok(()));
//! let rejection = check::swap_game(pair, "5\n1222\n1424\n3242\n4344\n1112").unwrap_err();
//! assert_eq!(rejection.line(), 1);
//! assert_eq!(rejection.problem(), Problem::NotFewest { claimed: 5, fewest: 4 });
//! # Ok::<(), flipswap::ParseError>(())
//! ```
//!
#![doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]

#[cfg(feature = "flip-game")]
use crate::flip_game;
#[cfg(feature = "fridge")]
use crate::fridge;
#[cfg(feature = "lights")]
use crate::lights;
#[cfg(feature = "swap-game")]
use crate::swap_game;

mod case;
mod judge;
mod moves;

#[cfg(feature = "family")]
pub use crate::family::check::FamilyJudge;
#[cfg(feature = "lights-out")]
pub use crate::lights_out::check::LightsOutJudge;
#[cfg(feature = "sliding")]
pub use crate::sliding::check::{FIFTEEN_MOST, IMPOSSIBLE, NOT_SOLVABLE, SlideJudge, UNSOLVABLE};
#[cfg(feature = "lights-out")]
pub use crate::verdict::FirstMap;
pub use crate::verdict::{Judged, LineJudge, Problem, Rejection};
pub use case::Checkable;
pub use judge::Judge;
pub use moves::moves;

/// Judges `answer`, the text of a claimed answer to `case` in the judge's
/// output format.
///
/// Every line of `answer` is taken as part of it. In a stream of cases and
/// answers, [`Judge::takes`] tells where each answer ends; the verdict on
/// the lines it takes is this function's verdict on their text.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, when the answer is not
/// right.
///
/// # Examples
///
/// ```
/// use flipswap::check::{self, Problem};
/// use flipswap::flip_game;
///
/// let board: flip_game::Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
/// assert_eq!(check::answer(board, "4\n"), Ok(()));
/// let rejection = check::answer(board, "Impossible").unwrap_err();
/// assert_eq!(rejection.problem(), Problem::NotImpossible { fewest: 4 });
/// # Ok::<(), flipswap::ParseError>(())
/// ```
pub fn answer<C: Checkable>(case: C, answer: &str) -> Result<(), Rejection> {
    let mut judge = Judge::new(case);
    // Split as bytes: `str::split` keeps a slicing panic path that the
    // optimiser cannot always remove.
    for line in answer.as_bytes().split(|&b| b == b'\n') {
        if judge.is_wrong() {
            break;
        }
        judge.push_line(line);
    }
    judge.finish()
}

/// Judges a flip-game answer: one line, the fewest flips or `Impossible`.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
#[cfg(feature = "flip-game")]
pub fn flip_game(board: flip_game::Board, text: &str) -> Result<(), Rejection> {
    answer(board, text)
}

/// Judges a fridge answer: the fewest turns N, then N lines `row col`
/// (1-based) in any order.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
#[cfg(feature = "fridge")]
pub fn fridge(door: fridge::Board, text: &str) -> Result<(), Rejection> {
    answer(door, text)
}

/// Judges a lights answer: one line, the fewest presses.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
#[cfg(feature = "lights")]
pub fn lights(board: lights::Board, text: &str) -> Result<(), Rejection> {
    answer(board, text)
}

/// Judges a swap-game answer: the fewest swaps N, then N lines `abcd`, each
/// swapping cell (a,b) with the edge-adjacent cell (c,d), 1-based.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
#[cfg(feature = "swap-game")]
pub fn swap_game(pair: swap_game::Pair, text: &str) -> Result<(), Rejection> {
    answer(pair, text)
}
