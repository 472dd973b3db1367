//! The answer for an [`AnyPair`](super::AnyPair): [`AnySolution`], its
//! swaps made on demand by [`Swaps`].

use core::fmt;
use core::iter::FusedIterator;

use super::grid::Grid;
use super::pairing::{cells_of, cheapest_pairing, coords, distance};
use crate::Cell;
use crate::text::{self, TextLine};

/// The most pieces that change place in any pair: the cells black only in
/// the start and those black only in the target are disjoint and equal in
/// number, so each set holds at most half of the 64 cells.
pub const MAX_PIECES: usize = 32;

/// The most swaps any pair of [`Grid`]s needs, a bound (not always
/// reached): at most [`MAX_PIECES`] pieces change place and each moves at
/// most `7 + 7` steps. An [`AnySolution`] never stores its swaps, so nothing
/// depends on this bound being tight; it says how large
/// [`AnySolution::len`] can be.
pub const MAX_ANY_SWAPS: usize = MAX_PIECES * 14;

/// The fewest swaps for a pair of [`Grid`]s, and one shortest sequence,
/// made on demand.
///
/// The solution keeps the pairing (each cell black only in the start with
/// the cell black only in the target its piece goes to, a pairing of least
/// total grid distance) and the start, about 80 bytes; [`moves`](Self::moves)
/// replays the slides from them one swap at a time. Nothing is stored per
/// swap, so no pair, however long its answer, can overflow anything: the
/// number of swaps is the pairing's total distance, known before the first
/// swap is made, and the iterator yields exactly that many.
///
/// [`Display`](fmt::Display) writes the judge's answer (Luogu P1225): the
/// number of swaps, then each swap as `abcd`, 1-based, one digit each.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::swap_game::{AnyPair, Grid};
///
/// let start = Grid::from_bits(1, 5, 0b00001).expect("1 × 5");
/// let target = Grid::from_bits(1, 5, 0b10000).expect("1 × 5");
/// let solution = AnyPair::new(start, target)?.solve().expect("a pair can always be solved");
/// assert_eq!(solution.len(), 4);
/// assert_eq!(solution.first(), Some((Cell::new(0, 0), Cell::new(0, 1))));
/// assert_eq!(solution.to_string(), "4\n1112\n1213\n1314\n1415");
/// # Ok::<(), flipswap::Mismatch>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AnySolution {
    /// The board's rows and columns.
    size: (u8, u8),
    start: u64,
    pieces: u8,
    len: u16,
    /// The cells black only in the start, lowest first.
    from: [u8; MAX_PIECES],
    /// The partner of each: where its piece ends.
    to: [u8; MAX_PIECES],
}

impl AnySolution {
    /// The answer for `start` and `target`, of one size with equal counts
    /// of black pieces (as an [`AnyPair`](super::AnyPair) holds them).
    pub(super) const fn new(start: Grid, target: Grid) -> AnySolution {
        let cols = start.cols();
        let (bits, target) = (start.bits(), target.bits());
        let (from, n) = cells_of::<MAX_PIECES>(bits & !target);
        let (to, _) = cells_of::<MAX_PIECES>(target & !bits);
        let pairing = cheapest_pairing::<MAX_PIECES, 1>(&from, &to, n, cols);
        let mut solution = AnySolution {
            size: (start.rows(), cols),
            start: bits,
            pieces: n as u8,
            len: 0,
            from,
            to: [0; MAX_PIECES],
        };
        let mut piece = 0;
        let mut len = 0u16;
        while piece < n {
            let t = to[(pairing[piece & 31] & 31) as usize];
            solution.to[piece & 31] = t;
            len += distance(from[piece & 31], t, cols) as u16;
            piece += 1;
        }
        solution.len = len;
        solution
    }

    /// How many swaps: the fewest that turn the start into the target.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the start already is the target.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.pieces == 0
    }

    /// The board's rows.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.size.0
    }

    /// The board's columns.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.size.1
    }

    /// The pieces that change place, each as `(from, to)`: where it is in
    /// the start and where it is in the target, in a pairing of least total
    /// grid distance.
    #[must_use]
    pub fn pairing(&self) -> impl ExactSizeIterator<Item = (Cell, Cell)> + Clone + '_ {
        let n = usize::from(self.pieces);
        let cols = self.cols();
        let from = self.from.get(..n).unwrap_or_default();
        let to = self.to.get(..n).unwrap_or_default();
        from.iter()
            .zip(to)
            .map(move |(&a, &b)| (Cell::from_index(a, cols), Cell::from_index(b, cols)))
    }

    /// The swaps in order, each as `(from, to)`: the black piece at `from`
    /// moves to the edge-adjacent empty cell `to`. Made one at a time from
    /// the pairing: exactly [`len`](Self::len) of them.
    #[must_use]
    pub const fn moves(&self) -> Swaps<'_> {
        Swaps {
            solution: self,
            board: self.start,
            next_pair: 0,
            a: (0, 0),
            b: (0, 0),
            vertical: 0,
            end: 0,
            run: 0,
            step: 0,
            left: self.len,
        }
    }

    /// The first swap, or `None` when there is nothing to do.
    #[must_use]
    pub const fn first(&self) -> Option<(Cell, Cell)> {
        self.moves().next_swap()
    }

    /// The judge's answer, line by line: the number of swaps, then each
    /// swap as `abcd`.
    pub fn lines(&self) -> impl Iterator<Item = TextLine> + '_ {
        core::iter::once(TextLine::count(self.len()))
            .chain(self.moves().map(|(from, to)| TextLine::swap(from, to)))
    }
}

/// The judge's answer: the number of swaps, then a line `abcd` per swap,
/// with no newline after the last.
impl fmt::Display for AnySolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        text::write_lines(f, self.lines())
    }
}

impl fmt::Debug for AnySolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut list = f.debug_list();
        for (from, to) in self.moves() {
            list.entry(&TextLine::swap(from, to));
        }
        list.finish()
    }
}

/// The swaps of an [`AnySolution`], made one at a time.
///
/// Each paired piece slides from its start cell `a` to its target cell `b`
/// along a shortest path (down or up first, then across). Other black
/// pieces may stand on the path: the one nearest `b` steps on to `b` first,
/// then the one behind it to the cell it left, and so on back to `a`. Every
/// swap moves a black piece into an empty cell, the cells between are left
/// as they were, and the swaps number exactly the distance from `a` to `b`.
#[derive(Clone, Debug)]
pub struct Swaps<'a> {
    solution: &'a AnySolution,
    board: u64,
    next_pair: u8,
    /// The current pair's cells, as (row, col).
    a: (u8, u8),
    b: (u8, u8),
    /// Steps of the path down or up, before it goes across.
    vertical: u8,
    /// The piece now sliding moves along the path up to position `end`,
    /// from position `run`; it is at position `step`.
    end: u8,
    run: u8,
    step: u8,
    left: u16,
}

impl Swaps<'_> {
    /// The cell at position `k` of the current path.
    const fn at(&self, k: u8) -> u8 {
        let (row, col) = if k <= self.vertical {
            let row = if self.a.0 <= self.b.0 {
                self.a.0.saturating_add(k)
            } else {
                self.a.0.saturating_sub(k)
            };
            (row, self.a.1)
        } else {
            let across = k - self.vertical;
            let col = if self.a.1 <= self.b.1 {
                self.a.1.saturating_add(across)
            } else {
                self.a.1.saturating_sub(across)
            };
            (self.b.0, col)
        };
        row.wrapping_mul(self.solution.cols()).wrapping_add(col) & 63
    }
}

impl Swaps<'_> {
    /// The next swap: [`Iterator::next`], as a `const fn`.
    const fn next_swap(&mut self) -> Option<(Cell, Cell)> {
        let cols = self.solution.cols();
        loop {
            if self.step < self.end {
                let (from, to) = (self.at(self.step), self.at(self.step + 1));
                self.board ^= (1 << from) | (1 << to);
                self.step += 1;
                self.left = self.left.saturating_sub(1);
                return Some((Cell::from_index(from, cols), Cell::from_index(to, cols)));
            }
            // The run is over: the next piece behind it on the path slides
            // up to where this run began.
            self.end = self.run;
            let mut k = self.end;
            let mut found = false;
            while k > 0 {
                k -= 1;
                if self.board & (1 << self.at(k)) != 0 {
                    found = true;
                    break;
                }
            }
            if found {
                self.run = k;
                self.step = k;
                continue;
            }
            // The pair is done: on to the next.
            let pair = self.next_pair as usize;
            if pair >= self.solution.pieces as usize {
                self.left = 0;
                return None;
            }
            self.next_pair += 1;
            let (a, b) = (self.solution.from[pair & 31], self.solution.to[pair & 31]);
            self.a = coords(a, cols);
            self.b = coords(b, cols);
            self.vertical = self.a.0.abs_diff(self.b.0);
            let length = self.vertical + self.a.1.abs_diff(self.b.1);
            self.end = length;
            self.run = length;
            self.step = length;
        }
    }
}

impl Iterator for Swaps<'_> {
    type Item = (Cell, Cell);

    fn next(&mut self) -> Option<(Cell, Cell)> {
        self.next_swap()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::from(self.left);
        (left, Some(left))
    }
}

impl ExactSizeIterator for Swaps<'_> {}
impl FusedIterator for Swaps<'_> {}
