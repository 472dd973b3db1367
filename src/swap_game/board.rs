//! The judge's game (Luogu P1225) on its 4 × 4 board: [`Board`], [`Pair`]
//! and the [`Solution`] held inline.

use core::{fmt, str::FromStr};

use super::pairing::{cells_of, cheapest_pairing, distance};
use crate::error::{ParseError, ParseErrorKind};
use crate::format::{self, Format};
use crate::parse;
use crate::read::{Raw, Sealed};
use crate::text::{self, TextLine};
use crate::{Cell, Mismatch};

/// The side of the judge's board.
const SIDE: u8 = 4;

const FORMAT: Format = format::SWAP_GAME_BOARD;

/// The most swaps any start and target need, over every possible pair of
/// boards with equal counts of `1`s (found by an exhaustive test): the
/// capacity of a [`Solution`].
pub const MAX_SWAPS: usize = 20;

/// A board: bit `4 * row + col` is set when that cell holds a black piece (`1`).
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::swap_game::Board;
///
/// let board: Board = "1000\n0000\n0000\n0000".parse()?;
/// assert_eq!((board.bits(), board.count()), (0x0001, 1));
/// assert_eq!(Board::from_bits(0x0001), Some(board));
/// let moved = board.swap(Cell::new(0, 0), Cell::new(0, 1)).expect("neighbours");
/// assert_eq!(format!("{moved:?}"), "Board(0100/0000/0000/0000)");
/// assert_eq!(board.swap(Cell::new(0, 0), Cell::new(1, 1)), None); // diagonal
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(u16);

impl Board {
    /// The board whose black pieces are the set bits of `bits`. Every bit
    /// of a `u16` is a cell of the 4 × 4 board, so this is always `Some`:
    /// the `Option` is the shape of every board's `from_bits`, which is
    /// `None` when a bit stands outside the board.
    #[must_use]
    pub const fn from_bits(bits: u16) -> Option<Board> {
        Some(Board(bits))
    }

    /// The board's bits: bit `4 * row + col` set means black.
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The number of black pieces.
    #[must_use]
    pub const fn count(self) -> u8 {
        self.0.count_ones() as u8
    }

    /// Whether the cell holds a black piece, or `None` off the board.
    #[must_use]
    pub const fn is_black(self, cell: Cell) -> Option<bool> {
        cell.is_set(self.0 as u64, SIDE, SIDE)
    }

    /// The board after swapping the pieces of `a` and `b`, or `None` when
    /// either is off the board or they do not share an edge.
    #[must_use]
    pub const fn swap(self, a: Cell, b: Cell) -> Option<Board> {
        let (Some(i), Some(j)) = (a.index(SIDE, SIDE), b.index(SIDE, SIDE)) else {
            return None;
        };
        if distance(i, j, SIDE) != 1 {
            return None;
        }
        let (bi, bj) = ((self.0 >> i) & 1, (self.0 >> j) & 1);
        Some(Board(self.0 ^ ((bi ^ bj) << i) ^ ((bi ^ bj) << j)))
    }
}

/// A start and a target board with equal counts of black pieces: one case
/// of the judge's input, and always a puzzle that can be solved.
///
/// # Examples
///
/// ```
/// use flipswap::swap_game::{Board, Pair};
///
/// let [line, diagonal, one] = [0x000F, 0x8421, 0x0001].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
/// let pair = Pair::new(line, diagonal)?;
/// assert_eq!(pair.target().count(), 4);
/// assert!(Pair::new(line, one).is_err());
///
/// // The judge's eight rows parse straight into a pair.
/// let pair: Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
/// assert_eq!(pair.start().count(), 8);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pair {
    pub(super) start: Board,
    pub(super) target: Board,
}

impl Pair {
    /// The pair of `start` and `target`.
    ///
    /// # Errors
    ///
    /// [`Mismatch::Count`] when the two boards hold different numbers of
    /// black pieces.
    pub const fn new(start: Board, target: Board) -> Result<Pair, Mismatch> {
        match Mismatch::counts(start.count(), target.count()) {
            Ok(()) => Ok(Pair { start, target }),
            Err(mismatch) => Err(mismatch),
        }
    }

    /// The board to start from.
    #[must_use]
    pub const fn start(&self) -> Board {
        self.start
    }

    /// The board to reach.
    #[must_use]
    pub const fn target(&self) -> Board {
        self.target
    }
}

/// One shortest sequence of swaps, held inline (no allocation).
///
/// [`Display`](fmt::Display) writes the judge's answer: the number of swaps,
/// then each swap as `abcd` (cell `a b` with cell `c d`, 1-based), one to a
/// line. `Debug` shows the swaps the same way.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::swap_game::{Board, Pair};
///
/// let [start, target] = [0x0001, 0x0020].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
/// let solution = Pair::new(start, target)?.solve().expect("a pair can always be solved");
/// assert_eq!(solution.len(), 2);
/// assert_eq!(solution.first(), Some((Cell::new(0, 0), Cell::new(1, 0))));
/// assert_eq!(solution.to_string(), "2\n1121\n2122");
/// assert_eq!(format!("{solution:?}"), r#"Solution(["1121", "2122"])"#);
/// # Ok::<(), flipswap::Mismatch>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Solution {
    len: u8,
    /// Each swap as (from, to) cell indices: a black piece moves from `from`
    /// to the empty cell `to`.
    swaps: [[u8; 2]; MAX_SWAPS],
}

impl Solution {
    /// How many swaps.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the start already is the target.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The swaps in order, each as `(from, to)`: the black piece at `from`
    /// moves to the edge-adjacent empty cell `to`.
    #[must_use]
    pub fn moves(&self) -> impl ExactSizeIterator<Item = (Cell, Cell)> + Clone + '_ {
        let swaps = self.swaps.get(..self.len()).unwrap_or_default();
        swaps.iter().map(|&[from, to]| (cell(from), cell(to)))
    }

    /// The first swap, or `None` when there is nothing to do.
    #[must_use]
    pub const fn first(&self) -> Option<(Cell, Cell)> {
        match self.swaps {
            [[from, to], ..] if self.len > 0 => Some((cell(from), cell(to))),
            _ => None,
        }
    }

    /// The judge's answer, line by line: the number of swaps, then each
    /// swap as `abcd`.
    pub fn lines(&self) -> impl Iterator<Item = TextLine> + '_ {
        core::iter::once(TextLine::count(self.len()))
            .chain(self.moves().map(|(from, to)| TextLine::swap(from, to)))
    }

    const fn push(&mut self, from: u8, to: u8) {
        let len = self.len();
        if len < MAX_SWAPS {
            self.swaps[len] = [from, to];
            self.len += 1;
        }
    }
}

/// The judge's answer: the number of swaps, then a line `abcd` per swap,
/// with no newline after the last.
impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        text::write_lines(f, self.lines())
    }
}

/// The swaps, as the judge writes them (the unused room is not shown).
impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let swaps = self.moves().map(|(from, to)| TextLine::swap(from, to));
        f.debug_tuple("Solution").field(&DebugList(swaps)).finish()
    }
}

/// Shows the items of an iterator as a list.
struct DebugList<I>(I);

impl<I: Iterator<Item = TextLine> + Clone> fmt::Debug for DebugList<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.clone()).finish()
    }
}

const fn cell(index: u8) -> Cell {
    Cell::from_index(index, SIDE)
}

impl Pair {
    /// One shortest sequence of swaps from the start to the target: always
    /// `Some`, since the counts of a pair match (see [`solve`](super::solve)).
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::swap_game::Pair;
    ///
    /// let pair: Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
    /// assert_eq!(pair.solve().map(|s| s.len()), Some(4));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn solve(&self) -> Option<Solution> {
        Some(self.swaps())
    }

    /// The answer of [`solve`](Self::solve).
    const fn swaps(&self) -> Solution {
        let (start, target) = (self.start.0, self.target.0);
        // Equal counts: as many cells are black only in the start as only in
        // the target, at most 8 of each, since together they are at most 16.
        let (from, n) = cells_of::<8>((start & !target) as u64);
        let (to, _) = cells_of::<8>((target & !start) as u64);
        let pairing = cheapest_pairing::<8, 8>(&from, &to, n, SIDE);

        let mut solution = Solution {
            len: 0,
            swaps: [[0; 2]; MAX_SWAPS],
        };
        let mut board = start;
        let mut piece = 0;
        while piece < n {
            let (a, j) = (from[piece & 7], pairing[piece & 7] as usize);
            slide(&mut board, a, to[j & 7], &mut solution);
            piece += 1;
        }
        solution
    }

    /// The first swap of [`solve`](Self::solve)'s answer: `None` when the
    /// start is the target.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, swap_game::{Board, Pair}};
    ///
    /// let [start, target] = [0x0001, 0x0010].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
    /// let pair = Pair::new(start, target)?;
    /// assert_eq!(pair.hint(), Some((Cell::new(0, 0), Cell::new(1, 0))));
    /// # Ok::<(), flipswap::Mismatch>(())
    /// ```
    #[must_use]
    pub const fn hint(&self) -> Option<(Cell, Cell)> {
        self.swaps().first()
    }
}

/// Moves a black piece from `a` to the empty cell `b` along a shortest path
/// (down or up first, then across), leaving every cell in between as it was.
/// The black piece nearest `b` steps on first, then the one behind it, so
/// every swap moves a black piece into an empty cell and the swaps number
/// exactly the distance.
const fn slide(board: &mut u16, a: u8, b: u8, solution: &mut Solution) {
    // At most 7 cells, since no two cells are more than 6 steps apart; room
    // for 8 so that indices masked with `& 7` stay in range.
    let mut path = [a; 8];
    let mut len = 1;
    let mut here = a;
    while here != b && len < 7 {
        here = if here / 4 < b / 4 {
            here + 4
        } else if here / 4 > b / 4 {
            here - 4
        } else if here % 4 < b % 4 {
            here + 1
        } else {
            here - 1
        };
        path[len] = here;
        len += 1;
    }
    let mut end = len - 1;
    while end > 0 {
        // The black piece on the path nearest before `end`.
        let mut piece = end;
        loop {
            if piece == 0 {
                return;
            }
            piece -= 1;
            if *board & (1 << path[piece & 7]) != 0 {
                break;
            }
        }
        let mut step = piece;
        while step < end {
            let (from, to) = (path[step & 7], path[(step + 1) & 7]);
            *board ^= (1 << from) | (1 << to);
            solution.push(from, to);
            step += 1;
        }
        end = piece;
    }
}

parse::board_text!(
    Board,
    FORMAT,
    "four rows of four `1` (black) or `0` (white)"
);

impl fmt::Display for Pair {
    /// The start's four rows, then the target's, separated by newlines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n{}", self.start, self.target)
    }
}

impl FromStr for Pair {
    type Err = ParseError;

    /// Reads eight rows of four `0`/`1` digits: the start, then the target,
    /// as the judge writes them. Their counts of `1`s must match.
    fn from_str(text: &str) -> Result<Pair, ParseError> {
        crate::read::one(text)
    }
}

impl Sealed for Pair {
    const FORMAT: Format = format::SWAP_GAME;
    fn build(raw: &Raw) -> Result<Pair, ParseErrorKind> {
        // The format fixes the size: 16 cells a board.
        let board = |i| Board(raw.fixed_bits((SIDE, SIDE), i) as u16);
        Pair::new(board(0), board(1)).map_err(ParseErrorKind::Mismatch)
    }
}
