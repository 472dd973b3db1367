//! Turn on all the lights (Luogu P2040): nine lights on a 3×3 board, on `1`
//! or off `0`. Pressing a light also toggles its up, down, left and right
//! neighbours; the goal is all nine on. Needs the feature `lights` (on by
//! default).
//!
//! Every one of the 512 boards can be solved with a unique fewest set of
//! presses; the worst needs nine. [`solve`] answers with one load from a
//! 1 KiB table; [`compact::solve`] gives the same answers from 18 bytes of
//! columns and some arithmetic.
//!
//! # Examples
//!
//! ```
//! use flipswap::lights::{self, Board};
//!
//! // The judge's sample: three rows of three digits, spaced.
//! let board: Board = "0 0 1\n0 1 1\n1 0 0".parse()?;
//! let solution = lights::solve(board).expect("every board can be lit");
//! assert_eq!(solution.to_string(), "4"); // the judge's answer
//!
//! let mut lit = board;
//! for light in solution.presses() {
//!     lit = lit.press(light).expect("every press is on the board");
//! }
//! assert!(lit.is_solved());
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use crate::Cell;
use crate::answer::{Opt, Words};
use crate::format::{self, Format};
use crate::parse;
use crate::rules::LIGHTS as RULES;
use crate::toggle;

const FORMAT: Format = format::LIGHTS;

/// A board: bit `3 * row + col` is set when that light is on. Bits 9 to 15
/// are always clear.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::lights::Board;
///
/// let board = Board::from_bits(0b000_010_000).expect("nine bits"); // the centre
/// assert_eq!(board.is_on(Cell::new(1, 1)), Some(true));
/// assert_eq!(board.to_string(), "0 0 0\n0 1 0\n0 0 0");
/// assert_eq!(format!("{board:?}"), "Board(0 0 0/0 1 0/0 0 0)");
/// // Pressing the centre toggles it and its four neighbours.
/// let pressed = board.press(Cell::new(1, 1)).expect("on the board");
/// assert_eq!(pressed.bits(), 0b010_101_010);
/// assert_eq!(Board::from_bits(1 << 9), None); // only nine lights
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(u16);

impl Board {
    /// Whether the light at `cell` is on, or `None` off the board.
    #[must_use]
    pub const fn is_on(self, cell: Cell) -> Option<bool> {
        cell.is_set(
            self.0 as u64,
            const { RULES.width() },
            const { RULES.height() },
        )
    }
}

/// The fewest lights to press to turn all nine on.
///
/// [`Display`](core::fmt::Display) writes the judge's answer, the number of
/// presses.
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, lights::{self, Board}};
///
/// let board = Board::from_bits(0b111_101_000).expect("nine bits");
/// let solution = lights::solve(board).expect("every board can be lit");
/// assert_eq!(solution.presses().collect::<Vec<_>>(), [Cell::new(0, 1)]);
/// assert_eq!(solution.to_string(), "1");
/// ```
pub type Solution = toggle::Solution<Board>;

parse::board_text!(
    Board,
    FORMAT,
    "three rows of three `1` (on) or `0` (off) separated by spaces"
);

toggle::toggle_board! {
    Board {
        rules: RULES,
        table: crate::tables::LIGHTS,
        compact: crate::compact::lights,
        name: "lights",
        press: "press",
        lists: false,
        impossible: false,
    }

    /// The board whose lit lights are the set bits of `bits`, or `None` when
    /// a bit above bit 8 is set.
    fn from_bits;

    /// The board's bits: bit `3 * row + col` set means on.
    fn bits;

    /// The board after pressing the light at `cell` (which toggles it and its
    /// neighbours), or `None` when `cell` is off the board.
    fn press;

    /// Whether all nine lights are on.
    fn is_solved;

    /// The fewest presses that turn every light of `board` on. The set is
    /// unique. One load from a 1 KiB table.
    ///
    /// Every board can be lit, so this is always `Some`: the `Option` is the
    /// shape of every puzzle's `solve`, which is `None` when no moves reach the
    /// goal.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights::{self, Board};
    ///
    /// let all_off = Board::from_bits(0).expect("nine bits");
    /// assert_eq!(lights::solve(all_off).map(|s| s.len()), Some(5));
    /// ```
    fn solve(board);

    /// The first press of [`solve`]'s answer, or `None` when all lights are on.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, lights::{self, Board}};
    ///
    /// let board = Board::from_bits(0b111_101_000).expect("nine bits");
    /// assert_eq!(lights::hint(board), Some(Cell::new(0, 1)));
    /// assert_eq!(lights::hint(Board::from_bits(0b111_111_111).expect("nine bits")), None);
    /// ```
    fn hint;

    /// The same answers as [`solve`] and [`hint`],
    /// from 18 bytes of GF(2) columns instead of a 1 KiB table: some arithmetic
    /// per answer instead of one load.
    ///
    /// The choice is made per call, so a program (or one of its dependencies)
    /// that uses this module does not change the speed of any other caller, and
    /// only the data of the functions a program calls is linked into it.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights::{self, Board};
    ///
    /// let board = Board::from_bits(0b001_110_100).expect("nine bits");
    /// assert_eq!(lights::compact::solve(board), lights::solve(board));
    /// ```
    mod compact {
        /// [`lights::solve`](super::solve), from the compact form: always
        /// `Some`.
        ///
        /// # Examples
        ///
        /// ```
        /// use flipswap::lights::{compact, Board};
        ///
        /// let board: Board = "0 0 1\n0 1 1\n1 0 0".parse()?;
        /// assert_eq!(compact::solve(board).map(|s| s.len()), Some(4));
        /// # Ok::<(), flipswap::ParseError>(())
        /// ```
        fn solve;

        /// [`lights::hint`](super::hint), from the compact form.
        ///
        /// # Examples
        ///
        /// ```
        /// use flipswap::{Cell, lights::{compact, Board}};
        ///
        /// let board = Board::from_bits(0b111_101_000).expect("nine bits");
        /// assert_eq!(compact::hint(board), Some(Cell::new(0, 1)));
        /// ```
        fn hint;
    }
}

/// The lights as a rule of the press engine ([`press`](crate::press)): a
/// press adds one, modulo 2, to the light and its up, down, left and right
/// neighbours on the bounded 3 × 3 board, the cross stencil of Lights Out.
/// The one statement of the lights' presses: [`Board::press`], the table
/// and the compact form are all made from it. The goal, all nine on, is the
/// puzzle's own. Needs the features `lights` and `press`.
///
/// # Examples
///
/// ```
/// use flipswap::lights::{RULE, SOLVER};
/// use flipswap::press::State;
///
/// // Pressing the centre toggles it and its four neighbours.
/// assert_eq!(RULE.press(State::ZERO, 4, 1), Some(State::of_bits(0b010_111_010)));
/// // Every board has one set of fewest presses.
/// assert_eq!(SOLVER.kernel_dimension(), 0);
/// ```
#[cfg(feature = "press")]
pub use crate::rules::LIGHTS_RULE as RULE;

/// [`RULE`]'s solver, reduced when the crate compiles: it answers any board
/// for any target; [`solve_by_rule`] asks it for all nine on.
#[cfg(feature = "press")]
pub static SOLVER: crate::press::Solver = crate::press::Solver::new(&RULE);

/// [`solve`]'s answer by the press engine instead of the table: [`SOLVER`]
/// solves `board` towards all nine on. Each board has one set of fewest
/// presses, so the two agree on every board (the tests check all 512). The
/// table stays the fast path ([`solve`] is one load; PERFORMANCE.md, "Press
/// puzzles as data", times both): this shows that the lights are a press
/// rule, and answers them without the table.
///
/// # Examples
///
/// ```
/// use flipswap::lights::{self, Board};
///
/// let board: Board = "0 0 1\n0 1 1\n1 0 0".parse()?;
/// assert_eq!(lights::solve_by_rule(board), lights::solve(board));
/// assert_eq!(lights::solve_by_rule(board).map(|s| s.len()), Some(4));
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[cfg(feature = "press")]
#[must_use]
pub const fn solve_by_rule(board: Board) -> Option<Solution> {
    toggle::by_rule(board, board.0, &SOLVER, RULES.goals)
}

/// `flipswap lights`.
pub(crate) static LIGHTS: Words = Words {
    summary: "Turn on all the lights (Luogu P2040): 3 rows of '0 0 1';\nprints the fewest presses",
    what: "3 rows of 0/1 (like '0 0 1')",
    answer: "the fewest presses",
    options: Opt::SHOW,
    draws: "the board after every press",
    checks: "3 rows, then one line: the fewest presses",
    help: "\
Turn on all the lights (Luogu P2040). Each case is 3 lines of 3 lights,
'1' (on) or '0' (off), separated by spaces. Pressing a light also toggles
its up, down, left and right neighbours. Prints the fewest presses that
turn all nine on.

example:
  $ printf '0 0 1\\n0 1 1\\n1 0 0\\n' | flipswap lights
  4
",
};
