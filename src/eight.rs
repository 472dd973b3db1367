//! The 8-puzzle: tiles 1 to 8 and a blank on a 3 × 3 board; a move slides a
//! tile next to the blank into it, and is named by where the blank goes
//! (`u`, `d`, `l`, `r`). Eight (HDU 1043, POJ 1077) asks for moves to the
//! goal `1 2 3 / 4 5 6 / 7 8 _`, Eight II (HDU 3567) for the fewest from
//! any board to any other, and Luogu P1379 for how many to the goal `1 2 3
//! / 8 _ 4 / 7 6 5`. Needs the feature `eight` (on by default).
//!
//! 181,440 boards reach any one goal; none needs more than 31 moves. The
//! answers are walked from three `static` tables that build.rs fills with
//! a breadth-first search, one for each place of the goal's blank up to the
//! board's symmetries (a corner, an edge, the centre): each holds the
//! fewest moves of every board modulo 3, in two bits, 45,360 bytes a table.
//! Any goal is one of the three with its tiles renamed, turned or
//! mirrored, so no search runs at run time. A walk to the goal takes, at
//! each step, the first move in a stated [`Order`] of the four whose board
//! is one move nearer: the answer is the fewest moves, then the string that
//! reads least in that order. [`solve`] links the corner table alone;
//! [`Pair::solve`] links all three.
//!
//! # Examples
//!
//! ```
//! use flipswap::eight::{self, Board, Order, Pair};
//!
//! // Eight's sample (HDU 1043): nine tokens, `x` the blank.
//! let board: Board = "2 3 4 1 5 x 7 6 8".parse()?;
//! let solution = eight::solve(board).expect("this board reaches the goal");
//! assert_eq!(solution.to_string(), "ullddrurdllurdruldr");
//!
//! // Sliding the tiles of the answer reaches the goal.
//! let mut end = board;
//! for step in solution.moves() {
//!     end = end.slide(step).expect("every move stays on the board");
//! }
//! assert_eq!(end, Board::GOAL);
//!
//! // Eight II (HDU 3567): any start to any target, ties broken in the
//! // order d, l, r, u.
//! let pair: Pair = "564178X23\n7568X4123".parse()?;
//! let solution = pair.solve(Order::Dlru).expect("a pair can always be solved");
//! assert_eq!((solution.len(), solution.to_string().as_str()), (8, "urrulldr"));
//!
//! // Luogu P1379: nine digits, `0` the blank, to the goal with the blank
//! // in the centre.
//! let digits: eight::Digits = "283104765".parse()?;
//! assert_eq!(digits.solve().map(|s| s.len()), Some(4));
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use core::fmt;

use crate::read::{Raw, Sealed};
use crate::tables;
use crate::{ParseErrorKind, format, write};

mod answer;
mod levels;

pub use crate::tiles::eight::Order;
pub use crate::tiles::{Move, Solution, Unreachable};
pub(crate) use answer::{EIGHT, EIGHT_DIGITS, EIGHT_II};

use crate::tiles::board;
use crate::tiles::eight::rules::{self, MOST_MOVES};
use crate::tiles::eight::{CORNER, Lookup, walk};
use crate::tiles::rules as tiles;

/// A board: where each of the tiles 1 to 8 and the blank stands.
///
/// Read one from Eight's text with [`str::parse`] (nine tokens separated by
/// spaces, row by row, `x` the blank), or build one from its cells;
/// [`Display`](fmt::Display) writes Eight's text back.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::eight::{Board, Move};
///
/// let board = Board::from_cells([1, 2, 3, 4, 5, 6, 7, 0, 8]).expect("each tile once");
/// assert_eq!(board.blank(), Cell::new(2, 1));
/// assert_eq!(board.to_string(), "1 2 3 4 5 6 7 x 8");
/// assert_eq!(board.slide(Move::Right), Some(Board::GOAL));
/// assert_eq!(board.slide(Move::Down), None); // off the board
/// assert_eq!(Board::from_cells([1, 1, 3, 4, 5, 6, 7, 0, 8]), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board(u64);

board::fixed_board!(Board, 9, 8, "nine", rules::WIDTH);

impl Board {
    /// Eight's goal (HDU 1043, POJ 1077): `1 2 3 / 4 5 6 / 7 8 _`.
    pub const GOAL: Board = Board(rules::GOALS[0]);

    /// The goal of Luogu P1379: `1 2 3 / 8 _ 4 / 7 6 5`, the blank in the
    /// centre and the tiles round it clockwise.
    pub const CENTRE: Board = Board(0x5_6740_8321);

    /// Whether some moves take this board to `target`: whether the tiles
    /// of the two, read row by row with the blank left out, have numbers of
    /// inversions of the same parity.
    #[must_use]
    pub fn can_reach(self, target: Board) -> bool {
        self.is_odd() == target.is_odd()
    }

    /// Whether the tiles, read row by row with the blank left out, have an
    /// odd number of inversions.
    fn is_odd(self) -> bool {
        tiles::is_odd(self.0, rules::WIDTH, rules::WIDTH)
    }
}

/// A start and a target that some moves join: their tiles' inversions have
/// the same parity.
///
/// # Examples
///
/// ```
/// use flipswap::eight::{Board, Order, Pair, Unreachable};
///
/// let start = Board::from_cells([1, 2, 0, 4, 5, 3, 7, 8, 6]).expect("a board");
/// let pair = Pair::new(start, Board::GOAL)?;
/// assert_eq!(pair.solve(Order::Dlru).map(|s| s.to_string()), Some("dd".into()));
/// assert_eq!(pair.to_string(), "12X453786\n12345678X");
///
/// let swapped = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).expect("a board");
/// assert_eq!(Pair::new(swapped, Board::GOAL), Err(Unreachable));
/// # Ok::<(), Unreachable>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    start: Board,
    target: Board,
}

// Puzzle answers in Eight II's order, `d`, `l`, `r`, `u`; the inherent
// `solve` and `hint` take any order.
board::tile_pair!(
    Pair(Board),
    solve: |pair: &Pair| pair.solve(Order::Dlru),
    hint: |pair: &Pair| pair.hint(Order::Dlru)
);

impl Pair {
    /// The fewest moves from the start to the target, the one that reads
    /// least in `order` among them: always `Some`.
    #[must_use]
    pub fn solve(&self, order: Order) -> Option<Solution> {
        self.walk(order, MOST_MOVES)
    }

    /// The first move of [`solve`](Self::solve)'s answer: `None` when the
    /// start is the target.
    #[must_use]
    pub fn hint(&self, order: Order) -> Option<Move> {
        self.walk(order, 1)
            .and_then(|solution| solution.moves().next())
    }

    /// Walks at most `steps` moves of the answer, in the frame of the
    /// target's table.
    fn walk(&self, order: Order, steps: u8) -> Option<Solution> {
        let lookup = Lookup::of(self.target.0);
        walk(
            lookup.table,
            lookup.frame,
            lookup.place(self.start.0),
            order,
            steps,
        )
    }
}

/// The fewest moves from `board` to [`Board::GOAL`], the one that reads
/// least in the order `u`, `d`, `l`, `r` among them (Eight's answer), or
/// `None` when no moves reach the goal. Reads the corner table alone.
#[must_use]
pub fn solve(board: Board) -> Option<Solution> {
    walk(
        &tables::EIGHT_CORNER,
        CORNER,
        board.0,
        Order::Udlr,
        MOST_MOVES,
    )
}

/// The first move of [`solve`]'s answer: `None` when the board is the goal
/// or cannot reach it.
#[must_use]
pub fn hint(board: Board) -> Option<Move> {
    walk(&tables::EIGHT_CORNER, CORNER, board.0, Order::Udlr, 1).and_then(|s| s.moves().next())
}

/// A board of Luogu P1379 (八数码难题), nine digits with `0` the blank,
/// that reaches the judge's goal, [`Board::CENTRE`].
///
/// # Examples
///
/// ```
/// use flipswap::eight::{Board, Digits, Unreachable};
///
/// let digits: Digits = "283104765".parse()?;
/// assert_eq!(digits.solve().map(|s| s.len()), Some(4));
/// assert_eq!(digits.to_string(), "283104765");
///
/// let swapped = Board::from_cells([2, 1, 3, 8, 0, 4, 7, 6, 5]).expect("a board");
/// assert_eq!(Digits::new(swapped), Err(Unreachable));
/// # Ok::<(), flipswap::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Digits(Pair);

impl Digits {
    /// The board `board`, to be taken to [`Board::CENTRE`].
    ///
    /// # Errors
    ///
    /// [`Unreachable`] when no moves take `board` there.
    pub fn new(board: Board) -> Result<Digits, Unreachable> {
        Pair::new(board, Board::CENTRE).map(Digits)
    }

    /// The board.
    #[must_use]
    pub const fn board(&self) -> Board {
        self.0.start
    }

    /// The fewest moves to [`Board::CENTRE`], least in the order `u`, `d`,
    /// `l`, `r` among them: always `Some`.
    #[must_use]
    pub fn solve(&self) -> Option<Solution> {
        self.0.solve(Order::Udlr)
    }

    /// The first move of [`solve`](Self::solve)'s answer: `None` when the
    /// board is the goal.
    #[must_use]
    pub fn hint(&self) -> Option<Move> {
        self.0.hint(Order::Udlr)
    }
}

/// The nine nibbles of the first board of a case read in a 3 × 3 format:
/// the reader has checked that each tile and the blank stand once.
fn board_of(raw: &Raw, board: usize) -> Board {
    Board(raw.fixed_tiles((3, 3), board))
}

impl Sealed for Board {
    const FORMAT: format::Format = format::EIGHT;
    fn build(raw: &Raw) -> Result<Board, ParseErrorKind> {
        Ok(board_of(raw, 0))
    }
}

impl Sealed for Digits {
    const FORMAT: format::Format = format::EIGHT_DIGITS;
    fn build(raw: &Raw) -> Result<Digits, ParseErrorKind> {
        Digits::new(board_of(raw, 0)).map_err(|_| ParseErrorKind::Unreachable)
    }
}

impl Sealed for Pair {
    const FORMAT: format::Format = format::EIGHT_II;
    fn build(raw: &Raw) -> Result<Pair, ParseErrorKind> {
        Pair::new(board_of(raw, 0), board_of(raw, 1)).map_err(|_| ParseErrorKind::Unreachable)
    }
}

/// Writes `board`'s tiles on one line, as `format` writes them.
fn write_board(f: &mut fmt::Formatter<'_>, board: Board, format: format::Format) -> fmt::Result {
    let mut buffer = [0; write::TILES_BYTES];
    f.write_str(write::tiles(&mut buffer, board.0, 9, format))
}

// Eight's nine tokens, `x` the blank (`Board`); Luogu P1379's nine
// digits, `0` the blank (`Digits`); Eight II's start and target, nine
// characters on a line each, `X` the blank (`Pair`).
crate::read::from_text!(Board, Digits, Pair);

/// Writes Eight's text: `2 3 4 1 5 x 7 6 8`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, *self, format::EIGHT)
    }
}

/// Shows Eight's text.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Board(")?;
        write_board(f, *self, format::EIGHT)?;
        f.write_str(")")
    }
}

/// Writes Luogu P1379's text: `283104765`.
impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, self.board(), format::EIGHT_DIGITS)
    }
}

/// Writes Eight II's text of one case: `12X453786\n12345678X`.
impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, self.start, format::EIGHT_II)?;
        f.write_str("\n")?;
        write_board(f, self.target, format::EIGHT_II)
    }
}

impl crate::Puzzle for Digits {
    type Move = Move;
    type Solution = Solution;

    /// The fewest moves to [`Board::CENTRE`] ([`Digits::solve`]).
    fn solve(&self) -> Option<Solution> {
        Digits::solve(self)
    }

    fn hint(&self) -> Option<Move> {
        Digits::hint(self)
    }

    fn play(&self, step: Move) -> Option<Digits> {
        Some(Digits(Pair {
            start: self.0.start.slide(step)?,
            target: self.0.target,
        }))
    }

    fn is_solved(&self) -> bool {
        self.0.start == self.0.target
    }
}
