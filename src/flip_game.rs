//! Flip Game (POJ 1753): sixteen two-sided pieces on a 4×4 board, black `b`
//! or white `w`. Flipping a piece also flips its up, down, left and right
//! neighbours; the goal is all sixteen showing one colour, either colour.
//! Needs the feature `flip-game` (on by default).
//!
//! Only 4,096 of the 65,536 boards can be solved; the worst of them needs six
//! flips. [`solve`] answers with one load from a 128 KiB table;
//! [`compact::solve`] gives the same answers from 72 bytes of columns and
//! some arithmetic, for programs short of flash.
//!
//! # Examples
//!
//! ```
//! use flipswap::flip_game::{self, Board, IMPOSSIBLE};
//!
//! // The judge's sample: four rows of `b` and `w`.
//! let board: Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
//! let solution = flip_game::solve(board).expect("this board can be made one colour");
//! assert_eq!(solution.to_string(), "4"); // the judge's answer
//!
//! // Flipping the pieces of the answer makes the board one colour.
//! let mut end = board;
//! for cell in solution.presses() {
//!     end = end.press(cell).expect("every press is on the board");
//! }
//! assert!(end.is_solved());
//!
//! // Most boards cannot be solved; the judge then wants `Impossible`.
//! let stuck = Board::from_bits(0x0001).expect("sixteen bits");
//! assert_eq!(flip_game::solve(stuck), None);
//! assert_eq!(IMPOSSIBLE, "Impossible");
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use crate::Cell;
use crate::answer::{Opt, Words};
use crate::format::{self, Format};
use crate::parse;
use crate::rules::FLIP_GAME as RULES;
use crate::toggle;

const FORMAT: Format = format::FLIP_GAME;

/// The judge's answer for a board that no flips make one colour.
pub const IMPOSSIBLE: &str = toggle::IMPOSSIBLE_WORD;

/// A board: bit `4 * row + col` is set when that piece shows white.
///
/// Read one from the judge's text with [`str::parse`] (four rows of four
/// `b` or `w`), or build one from its bits; [`Display`](core::fmt::Display)
/// writes the judge's text back.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::flip_game::{Board, Colour};
///
/// let board = Board::from_bits(0x0001).expect("sixteen bits"); // only the top-left piece is white
/// assert_eq!(board.colour(Cell::new(0, 0)), Some(Colour::White));
/// assert_eq!(board.to_string(), "wbbb\nbbbb\nbbbb\nbbbb");
/// assert_eq!(format!("{board:?}"), "Board(wbbb/bbbb/bbbb/bbbb)");
///
/// // Flipping (0, 1) turns it and its neighbours (0, 0), (0, 2) and (1, 1).
/// let flipped = board.press(Cell::new(0, 1)).expect("on the board");
/// assert_eq!(flipped.bits(), 0x0001 ^ 0b0010_0111);
/// assert_eq!(board.press(Cell::new(4, 0)), None); // off the board
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(u16);

/// The colour a piece shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// `b`
    Black,
    /// `w`
    White,
}

impl Board {
    /// The colour of the piece at `cell`, or `None` off the board.
    #[must_use]
    pub const fn colour(self, cell: Cell) -> Option<Colour> {
        match cell.is_set(
            self.0 as u64,
            const { RULES.width() },
            const { RULES.height() },
        ) {
            Some(true) => Some(Colour::White),
            Some(false) => Some(Colour::Black),
            None => None,
        }
    }
}

/// An optimal way to make a board one colour: the pieces to flip (the
/// shape every toggle puzzle's answer shares, [`toggle::Solution`]).
///
/// [`Display`](core::fmt::Display) writes the judge's answer, the number of
/// flips; [`lines`](toggle::Solution::lines) gives the same text line by
/// line.
///
/// # Examples
///
/// ```
/// use flipswap::flip_game::{self, Board, Colour};
///
/// let board = Board::from_bits(0x0013).expect("sixteen bits");
/// let solution = flip_game::solve(board).expect("solvable");
/// assert_eq!(solution.len(), 1);
/// assert_eq!(solution.bits(), 0x0001); // flip the top-left piece
/// assert_eq!(solution.colour(), Colour::Black);
/// assert_eq!(solution.to_string(), "1");
/// ```
pub type Solution = toggle::Solution<Board>;

impl toggle::Solution<Board> {
    /// The colour every piece shows once the flips are made.
    #[must_use]
    pub const fn colour(&self) -> Colour {
        // The end is one colour, so the corner piece tells it: it changes once
        // for each flip at the corner or next to it (cells 0, 1 and 4).
        let flips = (self.bits() & 0b1_0011).count_ones() as u16;
        if (self.board().0 ^ flips) & 1 == 0 {
            Colour::Black
        } else {
            Colour::White
        }
    }
}

parse::board_text!(
    Board,
    FORMAT,
    "four rows of four `b` (black) or `w` (white)"
);

toggle::toggle_board! {
    Board {
        rules: RULES,
        table: crate::tables::FLIP_GAME,
        compact: crate::compact::flip_game,
        name: "flip-game",
        press: "flip",
        lists: false,
        impossible: true,
    }

    /// The board whose white pieces are the set bits of `bits`. Every bit
    /// of a `u16` is a cell of the 4 × 4 board, so this is always `Some`:
    /// the `Option` is the shape of every board's `from_bits`, which is
    /// `None` when a bit stands outside the board.
    fn from_bits;

    /// The board's bits: bit `4 * row + col` set means white.
    fn bits;

    /// The board after flipping the piece at `cell` (and its neighbours), or
    /// `None` when `cell` is off the board.
    fn press;

    /// Whether every piece shows the same colour.
    fn is_solved;

    /// The fewest flips that make `board` one colour, or `None` when no flips
    /// can (the judge's `Impossible`). Several sets of flips may be optimal; this
    /// is the canonical one of the whole crate: the fewest flips that read least
    /// in reading order (row by row, left to right, the first cell most
    /// significant), as [`lights_out`][crate::lights_out] answers the same
    /// board at 4 × 4 with one colour as the goal. One load from a 128 KiB
    /// table.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::flip_game::{self, Board};
    ///
    /// let board: Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
    /// assert_eq!(flip_game::solve(board).map(|s| s.len()), Some(4));
    /// let [white, stuck] = [0xFFFF, 0x0002].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
    /// assert_eq!(flip_game::solve(white).map(|s| s.len()), Some(0));
    /// assert_eq!(flip_game::solve(stuck), None);
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    ///
    #[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
    fn solve(board);

    /// The first flip of [`solve`]'s answer: `None` when the board is solved
    /// already or cannot be solved.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, flip_game::{self, Board}};
    ///
    /// let [one, black, stuck] = [0x0013, 0x0000, 0x0002].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
    /// assert_eq!(flip_game::hint(one), Some(Cell::new(0, 0)));
    /// assert_eq!(flip_game::hint(black), None); // solved
    /// assert_eq!(flip_game::hint(stuck), None); // impossible
    /// ```
    fn hint;

    /// The same answers as [`solve`] and [`hint`],
    /// from 72 bytes of GF(2) columns instead of a 128 KiB table: some
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
    /// use flipswap::flip_game::{self, Board};
    ///
    /// let board: Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
    /// assert_eq!(flip_game::compact::solve(board), flip_game::solve(board));
    /// assert_eq!(flip_game::compact::hint(board), flip_game::hint(board));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    mod compact {
        /// [`flip_game::solve`](super::solve), from the compact form.
        ///
        /// # Examples
        ///
        /// ```
        /// use flipswap::flip_game::{compact, Board};
        ///
        /// let [one, stuck] = [0x0013, 0x0002].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
        /// assert_eq!(compact::solve(one).map(|s| s.len()), Some(1));
        /// assert_eq!(compact::solve(stuck), None);
        /// ```
        fn solve;

        /// [`flip_game::hint`](super::hint), from the compact form.
        ///
        /// # Examples
        ///
        /// ```
        /// use flipswap::{Cell, flip_game::{compact, Board}};
        ///
        /// let board = Board::from_bits(0x0013).expect("sixteen bits");
        /// assert_eq!(compact::hint(board), Some(Cell::new(0, 0)));
        /// ```
        fn hint;
    }
}

/// Flip Game as a rule of the press engine ([`press`](crate::press)): a
/// flip adds one, modulo 2, to the piece and its up, down, left and right
/// neighbours on the bounded 4 × 4 board, the cross stencil of Lights Out.
/// The one statement of Flip Game's flips: [`Board::press`], the table and
/// the compact form are all made from it. The goals, all black and all
/// white, are the puzzle's own. Needs the features `flip-game` and `press`.
///
/// # Examples
///
/// ```
/// use flipswap::flip_game::{RULE, SOLVER};
/// use flipswap::press::State;
///
/// // Flipping (0, 1) turns it and (0, 0), (0, 2) and (1, 1).
/// assert_eq!(RULE.press(State::ZERO, 1, 1), Some(State::of_bits(0b0010_0111)));
/// // Sixteen sets of flips change nothing: 4,096 boards of 65,536 can be
/// // solved, each in sixteen ways.
/// assert_eq!(SOLVER.kernel_dimension(), 4);
/// ```
#[cfg(feature = "press")]
pub use crate::rules::FLIP_GAME_RULE as RULE;

/// [`RULE`]'s solver, reduced when the crate compiles: it answers any board
/// for any target; [`solve_by_rule`] asks it for both of Flip Game's goals.
#[cfg(feature = "press")]
pub static SOLVER: crate::press::Solver = crate::press::Solver::new(&RULE);

/// [`solve`]'s answer by the press engine instead of the table: [`SOLVER`]
/// solves `board` towards all black and towards all white, and the fewer
/// presses win; among as few, the press map that reads least, which is
/// [`solve`]'s tie-break too, so the two agree on every board (the tests
/// check all 65,536). The table stays the fast path ([`solve`] is one
/// load; PERFORMANCE.md, "Press puzzles as data", times both): this shows
/// that Flip Game is a press rule, and answers it without the 128 KiB table.
///
/// # Examples
///
/// ```
/// use flipswap::flip_game::{self, Board};
///
/// let board: Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
/// assert_eq!(flip_game::solve_by_rule(board), flip_game::solve(board));
/// assert_eq!(flip_game::solve_by_rule(board).map(|s| s.len()), Some(4));
/// let stuck = Board::from_bits(0x0001).expect("sixteen bits");
/// assert_eq!(flip_game::solve_by_rule(stuck), None);
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[cfg(feature = "press")]
#[must_use]
pub const fn solve_by_rule(board: Board) -> Option<Solution> {
    toggle::by_rule(board, board.0, &SOLVER, RULES.goals)
}

/// `flipswap flip-game`.
pub(crate) static FLIP_GAME: Words = Words {
    summary: "Flip Game (POJ 1753): 4 rows of b/w; prints the fewest flips\nthat make the board one colour, or Impossible",
    what: "4 rows of b/w",
    answer: "the fewest flips or Impossible",
    options: Opt::SHOW,
    draws: "the board after every flip",
    checks: "4 rows, then one line: the fewest flips, or Impossible",
    help: "\
Flip Game (POJ 1753). Each case is 4 lines of 4 pieces, 'b' (black) or
'w' (white). Flipping a piece also flips its up, down, left and right
neighbours. Prints the fewest flips that make every piece one colour, or
'Impossible'.

example:
  $ printf 'bwwb\\nbbwb\\nbwwb\\nbwww\\n' | flipswap flip-game
  4
",
};
