//! The shape every toggle puzzle shares: a fixed board of two-state cells
//! held as bits, a press rule, a goal, and an answer from a table.
//!
//! [`flip_game`][crate::flip_game], [`fridge`][crate::fridge] and
//! [`lights`][crate::lights] each define their `Board` and implement
//! [`Toggle`] for it; their answers are all a [`Solution`] of that board.
//! Code that serves every toggle puzzle (the judge, the command line, a
//! firmware test) is written once against [`Toggle`].
//!
//! # Examples
//!
//! ```
//! use flipswap::toggle::Toggle;
//! use flipswap::{flip_game, fridge, lights};
//!
//! /// The fewest presses of every board of a puzzle, by the puzzle's own table.
//! fn solvable<P: Toggle>() -> usize {
//!     (0..1u32 << P::CELLS)
//!         .filter_map(|bits| P::from_bits(bits as u16))
//!         .filter(|board| board.solve().is_some())
//!         .count()
//! }
//! assert_eq!(solvable::<flip_game::Board>(), 4096);
//! assert_eq!(solvable::<fridge::Board>(), 65536);
//! assert_eq!(solvable::<lights::Board>(), 512);
//! ```
//!
#![doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]

use core::fmt;

use crate::read::Case;
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
use crate::rules::NO_ANSWER;
use crate::text::{self, TextLine};
use crate::{Answer, Cell, Presses, Puzzle};

#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
mod answer;
pub(crate) mod check;
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
mod levels;

/// The judge's answer for a board that no presses solve, where the judge
/// has one (Flip Game's [`IMPOSSIBLE`](crate::flip_game::IMPOSSIBLE)): here
/// so that the judge of every toggle puzzle reads it whichever are built.
pub(crate) const IMPOSSIBLE_WORD: &str = "Impossible";

mod sealed {
    /// Keeps [`Toggle`](super::Toggle) to this crate's boards.
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// A toggle puzzle's board: the one shape of Flip Game, the refrigerator
/// and the lights. Implemented by this crate's boards only.
pub trait Toggle:
    Copy
    + Eq
    + fmt::Debug
    + fmt::Display
    + core::hash::Hash
    + Case
    + Sealed
    + Puzzle<Move = Cell, Solution = Solution<Self>>
{
    /// Cells per row.
    const WIDTH: u8;
    /// Rows.
    const HEIGHT: u8;
    /// Cells on the board: bits `0..CELLS` of a board are its cells.
    const CELLS: u8 = Self::WIDTH * Self::HEIGHT;
    /// Its subcommand of the `flipswap` command: `flip-game`, `fridge`,
    /// `lights`.
    const NAME: &'static str;
    /// What the puzzle calls a press, for messages: `flip`, `turn`, `press`.
    const PRESS: &'static str;
    /// Whether the judge's answer lists each press (`row col`) after the
    /// count, as the refrigerator's does; else the answer is the count.
    const LISTS_PRESSES: bool;
    /// Whether some boards cannot be solved (the judge's answer for them is
    /// [`IMPOSSIBLE`][crate::flip_game::IMPOSSIBLE]).
    ///
    #[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
    const CAN_BE_IMPOSSIBLE: bool;

    /// The board whose set bits are `bits` (bit `WIDTH * row + col` per
    /// cell), or `None` when a bit names no cell.
    fn from_bits(bits: u16) -> Option<Self>;
    /// The board's bits.
    fn bits(self) -> u16;
    /// The board after pressing `cell`, or `None` off the board.
    fn press(self, cell: Cell) -> Option<Self>;
    /// The same answer as [`Puzzle::solve`] (the dense table's), from the
    /// compact form: the module's `compact::solve`.
    fn solve_compact(self) -> Option<Solution<Self>>;
    /// The same first press from the compact form: the module's
    /// `compact::hint`.
    fn hint_compact(self) -> Option<Cell> {
        self.solve_compact().and_then(|solution| solution.first())
    }
}

/// The canonical answer for a toggle puzzle's board: which cells to press.
///
/// [`Display`](fmt::Display) writes the judge's answer: the count, then,
/// for a puzzle whose judge lists them, each press as `row col` (1-based),
/// one to a line; [`lines`](Self::lines) gives the same text line by line.
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, fridge};
///
/// let door = fridge::Board::from_bits(0x111F).expect("sixteen bits");
/// let solution = fridge::solve(door).expect("every door opens");
/// assert_eq!(solution.len(), 1);
/// assert_eq!(solution.bits(), 0x0001);
/// assert_eq!(solution.presses().collect::<Vec<_>>(), [Cell::new(0, 0)]);
/// assert_eq!(solution.to_string(), "1\n1 1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solution<P> {
    board: P,
    presses: u16,
}

impl<P: Toggle> Solution<P> {
    /// The answer `presses` for `board`.
    pub(crate) const fn new(board: P, presses: u16) -> Solution<P> {
        Solution { board, presses }
    }

    /// The board this answers.
    #[must_use]
    pub const fn board(&self) -> P {
        self.board
    }

    /// How many presses.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.presses.count_ones() as usize
    }

    /// Whether the board was solved already.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.presses == 0
    }

    /// The cells to press as a bit mask, bit `WIDTH * row + col` per cell.
    #[must_use]
    pub const fn bits(&self) -> u16 {
        self.presses
    }

    /// The first press in reading order, or `None` when there is none.
    #[must_use]
    pub const fn first(&self) -> Option<Cell> {
        first_press(self.presses, P::WIDTH)
    }

    /// The cells to press, in reading order (row by row, left to right);
    /// any order gives the same end.
    #[must_use]
    pub fn presses(&self) -> Presses {
        Presses::new(self.presses, P::WIDTH)
    }

    /// The judge's answer, line by line: the count, then each press as
    /// `row col` for a puzzle whose judge lists them.
    #[inline]
    pub fn lines(&self) -> Lines {
        Lines {
            count: Some(self.len()),
            listed: if P::LISTS_PRESSES { self.presses } else { 0 },
            width: P::WIDTH,
        }
    }
}

/// The lines of a toggle puzzle's answer: see [`Solution::lines`].
#[derive(Clone, Debug)]
pub struct Lines {
    /// The count, until its line is given.
    count: Option<usize>,
    /// The presses still to list.
    listed: u16,
    width: u8,
}

impl Iterator for Lines {
    type Item = TextLine;

    #[inline]
    fn next(&mut self) -> Option<TextLine> {
        if let Some(count) = self.count.take() {
            return Some(TextLine::count(count));
        }
        let cell = first_press(self.listed, self.width)?;
        self.listed &= self.listed.wrapping_sub(1);
        Some(TextLine::cell(cell))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::from(self.count.is_some()) + self.listed.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Lines {}
impl core::iter::FusedIterator for Lines {}

/// The judge's answer, with no newline after the last line.
impl<P: Toggle> fmt::Display for Solution<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        text::write_lines(f, self.lines())
    }
}

/// The first cell of `presses` in reading order on a board `width` wide.
#[inline]
pub(crate) const fn first_press(presses: u16, width: u8) -> Option<Cell> {
    match presses {
        0 => None,
        presses => Some(Cell::from_index(presses.trailing_zeros() as u8, width)),
    }
}

/// The answer of a table's `code` for `board`: `None` for the marker
/// [`NO_ANSWER`] on a puzzle whose boards can be impossible. Another
/// puzzle's table holds no marker, and there the same value is an answer
/// (the refrigerator's all-closed door: every handle).
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
#[inline]
pub(crate) const fn answer<P: Toggle>(board: P, code: u16) -> Option<Solution<P>> {
    if P::CAN_BE_IMPOSSIBLE && code == NO_ANSWER {
        None
    } else {
        Some(Solution::new(board, code))
    }
}

/// The first press of a table's `code`: `None` for a solved board, and for
/// the marker [`NO_ANSWER`] on a puzzle whose boards can be impossible.
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
#[inline]
pub(crate) const fn first<P: Toggle>(code: u16) -> Option<Cell> {
    if P::CAN_BE_IMPOSSIBLE && code == NO_ANSWER {
        None
    } else {
        first_press(code, P::WIDTH)
    }
}

/// The answer for `board` (its bits `bits`) by the press engine: the
/// puzzle's `solver` from each of `goals` in turn, the fewest presses kept
/// and, among as few, the press map that reads least, so that the answer
/// is the table's (the same order as [`answer_key`](crate::rules::answer_key)
/// on the table's side: fewest presses, then the first cell where two maps
/// differ left unpressed). Each puzzle's `solve_by_rule`.
///
/// The search has no limit: a toggle puzzle's kernel has at most 2^4 press
/// maps (Flip Game's; the refrigerator's and the lights' have the empty map
/// alone), so it weighs a handful of positions and the
/// [`OverLimit`](crate::press::OverLimit) it cannot reach is read as no
/// answer rather than a panic.
#[cfg(all(
    feature = "press",
    any(feature = "flip-game", feature = "fridge", feature = "lights")
))]
pub(crate) const fn by_rule<P: Toggle>(
    board: P,
    bits: u16,
    solver: &crate::press::Solver,
    goals: &[u16],
) -> Option<Solution<P>> {
    use crate::press::State;
    let from = State::of_bits(bits as u64);
    let mut best: Option<State> = None;
    let mut rest = goals;
    while let [goal, tail @ ..] = rest {
        let target = State::of_bits(*goal as u64);
        if let Ok(Some(map)) = solver.solve_within(from, target, u64::MAX) {
            let better = match best {
                None => true,
                Some(old) => {
                    map.presses() < old.presses()
                        || (map.presses() == old.presses() && map.reads_before(old))
                }
            };
            if better {
                best = Some(map);
            }
        }
        rest = tail;
    }
    match best {
        Some(map) => {
            // A two-state map on at most 16 cells: its cells are bits.
            let mut presses = 0u16;
            let mut i = 0;
            while i < u16::BITS as usize {
                if map.get(i) != 0 {
                    presses |= 1 << i;
                }
                i += 1;
            }
            Some(Solution::new(board, presses))
        }
        None => None,
    }
}

/// Whether every set bit of `bits` is one of `cells`.
#[inline]
pub(crate) const fn within(bits: u16, cells: u16) -> bool {
    bits & !cells == 0
}

/// Everything a toggle puzzle's module shares, with the docs it gives each
/// item: `Board::from_bits`, `bits`, `press` and `is_solved` for its
/// `Board(u16)`, its `solve` and `hint` (one load from `table`), its
/// `compact` module (`compact::solve` and `compact::hint`, from the compact
/// form's function `compact`), and [`Toggle`] for its board. The module
/// defines `Board` and `Solution` (its [`Solution`]); `rules` is its
/// [`rules`](crate::rules) entry, and `name`, `press`, `lists` and
/// `impossible` are [`Toggle::NAME`], [`Toggle::PRESS`],
/// [`Toggle::LISTS_PRESSES`] and [`Toggle::CAN_BE_IMPOSSIBLE`] (its
/// subcommand answers through [`Toggle`]). `solve(board)` names the argument of
/// `solve` and `hint`, as their docs do.
macro_rules! toggle_board {
    // `solve` and `hint` from the board's code by `$code` (the table's or
    // the compact form's), with their docs.
    (@answers $board:ident, $arg:ident, $code:ident,
     [$(#[$solve:meta])*], [$(#[$hint:meta])*]) => {
        $(#[$solve])*
        #[must_use]
        pub const fn solve($arg: $board) -> Option<Solution> {
            $crate::toggle::answer($arg, $arg.$code())
        }

        $(#[$hint])*
        #[must_use]
        pub const fn hint($arg: $board) -> Option<$crate::Cell> {
            $crate::toggle::first::<$board>($arg.$code())
        }
    };
    ($board:ident {
        rules: $rules:expr,
        table: $table:expr,
        compact: $compact:expr,
        name: $name:literal,
        press: $press:literal,
        lists: $lists:literal,
        impossible: $impossible:literal $(,)?
    }
    $(#[$from_bits:meta])* fn from_bits;
    $(#[$bits:meta])* fn bits;
    $(#[$press_doc:meta])* fn press;
    $(#[$is_solved:meta])* fn is_solved;
    $(#[$solve:meta])* fn solve($arg:ident);
    $(#[$hint:meta])* fn hint;
    $(#[$compact_doc:meta])* mod compact {
        $(#[$compact_solve:meta])* fn solve;
        $(#[$compact_hint:meta])* fn hint;
    }) => {
        impl $board {
            $(#[$from_bits])*
            #[must_use]
            pub const fn from_bits(bits: u16) -> Option<$board> {
                if $crate::toggle::within(bits, const { $rules.all() }) {
                    Some($board(bits))
                } else {
                    None
                }
            }

            $(#[$bits])*
            #[must_use]
            pub const fn bits(self) -> u16 {
                self.0
            }
        }

        /// The cells each press toggles, read off the rule when the crate
        /// compiles: a word a cell, not the whole rule.
        static MASKS: [u16; $rules.cells() as usize] = $rules.masks();

        impl $board {
            $(#[$press_doc])*
            #[must_use]
            pub const fn press(self, cell: $crate::Cell) -> Option<$board> {
                match cell.index(const { $rules.width() }, const { $rules.height() }) {
                    Some(i) if (i as usize) < MASKS.len() => {
                        Some($board(self.0 ^ MASKS[i as usize]))
                    }
                    _ => None,
                }
            }

            $(#[$is_solved])*
            #[must_use]
            pub const fn is_solved(self) -> bool {
                $rules.is_goal(self.0)
            }

            /// The table's code for this board: the whole board's bits
            /// index the table.
            #[inline]
            const fn code(self) -> u16 {
                $crate::tables::code(&$table, self.0 & const { $rules.all() })
            }

            /// The compact form's code for this board.
            #[inline]
            const fn compact_code(self) -> u16 {
                $compact(self.0 & const { $rules.all() })
            }
        }

        $crate::toggle::toggle_board!(@answers $board, $arg, code, [$(#[$solve])*], [$(#[$hint])*]);

        $(#[$compact_doc])*
        pub mod compact {
            use super::{$board, Solution};

            $crate::toggle::toggle_board!(
                @answers $board, $arg, compact_code, [$(#[$compact_solve])*], [$(#[$compact_hint])*]
            );
        }

        impl $crate::toggle::Sealed for $board {}

        impl $crate::toggle::Toggle for $board {
            const WIDTH: u8 = $rules.width();
            const HEIGHT: u8 = $rules.height();
            const NAME: &'static str = $name;
            const PRESS: &'static str = $press;
            const LISTS_PRESSES: bool = $lists;
            const CAN_BE_IMPOSSIBLE: bool = $impossible;

            fn from_bits(bits: u16) -> Option<$board> {
                $board::from_bits(bits)
            }

            fn bits(self) -> u16 {
                self.0
            }

            fn press(self, cell: $crate::Cell) -> Option<$board> {
                $board::press(self, cell)
            }

            fn solve_compact(self) -> Option<$crate::toggle::Solution<$board>> {
                compact::solve(self)
            }
        }

        impl $crate::Puzzle for $board {
            type Move = $crate::Cell;
            type Solution = $crate::toggle::Solution<$board>;

            fn solve(&self) -> Option<$crate::toggle::Solution<$board>> {
                solve(*self)
            }

            fn hint(&self) -> Option<$crate::Cell> {
                hint(*self)
            }

            fn play(&self, step: $crate::Cell) -> Option<$board> {
                $board::press(*self, step)
            }

            fn is_solved(&self) -> bool {
                $board::is_solved(*self)
            }
        }
    };
}
pub(crate) use toggle_board;

impl<P: Toggle> Answer for Solution<P> {
    type Move = Cell;

    fn len(&self) -> usize {
        Solution::len(self)
    }

    fn moves(&self) -> impl Iterator<Item = Cell> + Clone + '_ {
        self.presses()
    }
}
