//! The Pilots Brothers' refrigerator (POJ 2965): sixteen handles on a 4×4
//! door, open `-` or closed `+`. Turning a handle also turns every handle
//! in its row and its column; the door opens when every handle is open.
//! Needs the feature `fridge` (on by default).
//!
//! Every one of the 65,536 doors can be opened, and its fewest turns form a
//! unique set; the all-closed door needs all sixteen. [`solve`] answers with
//! one load from a 128 KiB table; [`compact::solve`] gives the same answers
//! from 32 bytes of columns and some arithmetic.
//!
//! # Examples
//!
//! ```
//! use flipswap::fridge::{self, Board};
//!
//! // The judge's sample: four rows of `+` and `-`.
//! let door: Board = "-+--\n----\n----\n-+--".parse()?;
//! let solution = fridge::solve(door).expect("every door opens");
//! // The judge's answer: the number of turns, then each handle `row col`.
//! assert_eq!(solution.to_string(), "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4");
//!
//! let mut open = door;
//! for handle in solution.presses() {
//!     open = open.press(handle).expect("every handle is on the door");
//! }
//! assert!(open.is_solved());
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use crate::Cell;
use crate::answer::{Opt, Words};
use crate::format::{self, Format};
use crate::parse;
use crate::rules::FRIDGE as RULES;
use crate::toggle;

const FORMAT: Format = format::FRIDGE;

/// A door: bit `4 * row + col` is set when that handle is closed (`+`).
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::fridge::Board;
///
/// let door: Board = "+---\n----\n----\n----".parse()?;
/// assert_eq!(Some(door), Board::from_bits(0x0001));
/// assert_eq!(door.is_closed(Cell::new(0, 0)), Some(true));
/// // Turning (0, 0) turns its whole row and column.
/// let turned = door.press(Cell::new(0, 0)).expect("on the door");
/// assert_eq!(turned.to_string(), "-+++\n+---\n+---\n+---");
/// assert_eq!(format!("{turned:?}"), "Board(-+++/+---/+---/+---)");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(u16);

impl Board {
    /// Whether the handle at `cell` is closed, or `None` off the door.
    #[must_use]
    pub const fn is_closed(self, cell: Cell) -> Option<bool> {
        cell.is_set(
            self.0 as u64,
            const { RULES.width() },
            const { RULES.height() },
        )
    }
}

/// The fewest handles to turn to open the door.
///
/// [`Display`](core::fmt::Display) writes the judge's answer: the number of turns,
/// then each handle as `row col` (1-based, row-major order), one to a line.
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, fridge::{self, Board}};
///
/// let door = Board::from_bits(0x111F).expect("sixteen bits"); // the open door after turning (0, 0)
/// let solution = fridge::solve(door).expect("every door opens");
/// assert_eq!(solution.len(), 1);
/// assert_eq!(solution.presses().collect::<Vec<_>>(), [Cell::new(0, 0)]);
/// assert_eq!(solution.to_string(), "1\n1 1");
/// ```
pub type Solution = toggle::Solution<Board>;

parse::board_text!(
    Board,
    FORMAT,
    "four rows of four `+` (closed) or `-` (open)"
);

toggle::toggle_board! {
    Board {
        rules: RULES,
        table: crate::tables::FRIDGE,
        compact: crate::compact::fridge,
        name: "fridge",
        press: "turn",
        lists: true,
        impossible: false,
    }

    /// The door whose closed handles are the set bits of `bits`. Every bit
    /// of a `u16` is a handle of the 4 × 4 door, so this is always `Some`:
    /// the `Option` is the shape of every board's `from_bits`, which is
    /// `None` when a bit stands outside the board.
    fn from_bits;

    /// The door's bits: bit `4 * row + col` set means closed.
    fn bits;

    /// The door after turning the handle at `cell` (and so its whole row and
    /// column), or `None` when `cell` is off the door.
    fn press;

    /// Whether every handle is open.
    fn is_solved;

    /// The fewest turns that open `door`. The set is unique. One load from a
    /// 128 KiB table.
    ///
    /// Every door can be opened, so this is always `Some`: the `Option` is the
    /// shape of every puzzle's `solve`, which is `None` when no moves reach the
    /// goal.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::fridge::{self, Board};
    ///
    /// let closed = Board::from_bits(0xFFFF).expect("sixteen bits");
    /// assert_eq!(fridge::solve(closed).map(|s| s.len()), Some(16));
    /// let open = Board::from_bits(0x0000).expect("sixteen bits");
    /// assert!(fridge::solve(open).is_some_and(|s| s.is_empty()));
    /// ```
    fn solve(door);

    /// The first turn of [`solve`]'s answer, or `None` when the door is open.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, fridge::{self, Board}};
    ///
    /// let [closed, open] = [0xFFFF, 0x0000].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
    /// assert_eq!(fridge::hint(closed), Some(Cell::new(0, 0)));
    /// assert_eq!(fridge::hint(open), None);
    /// ```
    fn hint;

    /// The same answers as [`solve`] and [`hint`],
    /// from 32 bytes of GF(2) columns instead of a 128 KiB table: some
    /// arithmetic per answer instead of one load (PERFORMANCE.md, "Speed",
    /// counts both).
    ///
    /// The choice is made per call, so a program (or one of its dependencies)
    /// that uses this module does not change the speed of any other caller, and
    /// only the data of the functions a program calls is linked into it.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::fridge::{self, Board};
    ///
    /// let door = Board::from_bits(0x8421).expect("sixteen bits");
    /// assert_eq!(fridge::compact::solve(door), fridge::solve(door));
    /// ```
    mod compact {
        /// [`fridge::solve`](super::solve), from the compact form: always
        /// `Some`.
        ///
        /// # Examples
        ///
        /// ```
        /// use flipswap::fridge::{compact, Board};
        ///
        /// let closed = Board::from_bits(0xFFFF).expect("sixteen bits");
        /// assert_eq!(compact::solve(closed).map(|s| s.len()), Some(16));
        /// ```
        fn solve;

        /// [`fridge::hint`](super::hint), from the compact form.
        ///
        /// # Examples
        ///
        /// ```
        /// use flipswap::{Cell, fridge::{compact, Board}};
        ///
        /// let door = Board::from_bits(0x111F).expect("sixteen bits");
        /// assert_eq!(compact::hint(door), Some(Cell::new(0, 0)));
        /// ```
        fn hint;
    }
}

/// The refrigerator as a rule of the press engine ([`press`](crate::press)):
/// a turn adds one, modulo 2, to every handle of its row and its column
/// ([`Rule::row_column`](crate::press::Rule::row_column)). The one
/// statement of the refrigerator's turns: [`Board::press`], the table and
/// the compact form are all made from it. The goal, every handle open, is
/// the puzzle's own. Needs the features `fridge` and `press`.
///
/// # Examples
///
/// ```
/// use flipswap::fridge::{RULE, SOLVER};
/// use flipswap::press::State;
///
/// // Turning (0, 0) turns its row and its column.
/// assert_eq!(RULE.press(State::ZERO, 0, 1), Some(State::of_bits(0x111F)));
/// // Only the empty set of turns changes nothing: each door has one answer.
/// assert_eq!(SOLVER.kernel_dimension(), 0);
/// ```
#[cfg(feature = "press")]
pub use crate::rules::FRIDGE_RULE as RULE;

/// [`RULE`]'s solver, reduced when the crate compiles: it answers any door
/// for any target; [`solve_by_rule`] asks it for the open door.
#[cfg(feature = "press")]
pub static SOLVER: crate::press::Solver = crate::press::Solver::new(&RULE);

/// [`solve`]'s answer by the press engine instead of the table: [`SOLVER`]
/// solves `door` towards every handle open. Each door has one set of
/// fewest turns, so the two agree on every door (the tests check all
/// 65,536). The table stays the fast path ([`solve`] is one load;
/// PERFORMANCE.md, "Press puzzles as data", times both): this shows that the
/// refrigerator is a press rule, and answers it without the 128 KiB table.
///
/// # Examples
///
/// ```
/// use flipswap::fridge::{self, Board};
///
/// let door: Board = "-+--\n----\n----\n-+--".parse()?;
/// assert_eq!(fridge::solve_by_rule(door), fridge::solve(door));
/// assert_eq!(
///     fridge::solve_by_rule(door).map(|s| s.to_string()).as_deref(),
///     Some("6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4")
/// );
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[cfg(feature = "press")]
#[must_use]
pub const fn solve_by_rule(door: Board) -> Option<Solution> {
    toggle::by_rule(door, door.0, &SOLVER, RULES.goals)
}

/// `flipswap fridge`.
pub(crate) static FRIDGE: Words = Words {
    summary: "The Pilots Brothers' refrigerator (POJ 2965): 4 rows of +/-;\nprints the fewest turns, then each handle as 'row col'",
    what: "4 rows of +/-",
    answer: "a count N, then N lines 'row col'",
    options: Opt::SHOW,
    draws: "the door after every turn",
    checks: "4 rows, then a line N, then N lines 'row col' in any order",
    help: "\
The Pilots Brothers' refrigerator (POJ 2965). Each case is 4 lines of 4
handles, '+' (closed) or '-' (open). Turning a handle also turns every
handle in its row and column. Prints the fewest turns N that open every
handle, then N lines 'row col' (1-based, in row-major order).

example:
  $ printf -- '-+--\\n----\\n----\\n-+--\\n' | flipswap fridge
  6
  1 1
  1 3
  1 4
  4 1
  4 3
  4 4
",
};
