//! The swap game on any board from 1 × 1 to 8 × 8, with any number of
//! pieces (Luogu P4289 asks for the count on 4 × 4; Luogu P1225 is the
//! 4 × 4 case with its moves).

use core::fmt;
use core::iter::FusedIterator;

use super::{Board, CountMismatch, Pair};
use crate::Cell;
use crate::text::{self, TextLine};

/// The most rows, and the most columns, of a [`Grid`].
pub const MAX_SIDE: u8 = 8;

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

/// A board of `rows` × `cols` cells, each 1 to 8: bit `cols * row + col`
/// of a `u64` is set when that cell holds a black piece (`1`).
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::swap_game::Grid;
///
/// let grid = Grid::from_bits(2, 3, 0b000_001).expect("a 2 × 3 board");
/// let moved = grid.swap(Cell::new(0, 0), Cell::new(1, 0)).expect("neighbours");
/// assert_eq!(moved.bits(), 0b001_000);
/// assert_eq!(moved.to_string(), "000\n100");
/// assert_eq!(Grid::from_bits(2, 3, 1 << 6), None); // a cell off the board
/// assert_eq!(Grid::from_bits(9, 1, 0), None); // too many rows
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: u8,
    cols: u8,
    bits: u64,
}

/// The bits of the cells of a `rows` × `cols` board (both 1 to 8).
const fn cells_mask(rows: u8, cols: u8) -> u64 {
    let cells = rows as u32 * cols as u32;
    if cells >= 64 {
        u64::MAX
    } else {
        (1u64 << cells) - 1
    }
}

impl Grid {
    /// An empty `rows` × `cols` board.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless both sides are 1 to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::swap_game::Grid;
    ///
    /// let grid = Grid::new(2, 3)?;
    /// assert_eq!((grid.rows(), grid.cols(), grid.count()), (2, 3, 0));
    /// let error = Grid::new(9, 1).unwrap_err();
    /// assert_eq!((error.rows(), error.cols()), (9, 1));
    /// # Ok::<(), flipswap::swap_game::SizeError>(())
    /// ```
    pub const fn new(rows: u8, cols: u8) -> Result<Grid, SizeError> {
        match Grid::from_bits(rows, cols, 0) {
            Some(grid) => Ok(grid),
            None => Err(SizeError { rows, cols }),
        }
    }

    /// The `rows` × `cols` board whose black pieces are the set bits of
    /// `bits`, or `None` unless both sides are from 1 to 8 and every set bit
    /// is a cell of the board.
    #[must_use]
    pub const fn from_bits(rows: u8, cols: u8, bits: u64) -> Option<Grid> {
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return None;
        }
        if bits & !cells_mask(rows, cols) != 0 {
            return None;
        }
        Some(Grid { rows, cols, bits })
    }

    /// The rows.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// The columns.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// The bits: bit `cols * row + col` set means black.
    #[must_use]
    pub const fn bits(&self) -> u64 {
        self.bits
    }

    /// The number of black pieces.
    #[must_use]
    pub const fn count(&self) -> u8 {
        self.bits.count_ones() as u8
    }

    /// Whether the cell holds a black piece, or `None` off the board.
    #[must_use]
    pub const fn is_black(&self, cell: Cell) -> Option<bool> {
        match cell.index(self.cols, self.rows) {
            Some(i) => Some(self.bits & (1 << (i & 63)) != 0),
            None => None,
        }
    }

    /// The board with the cell black or white, or `None` off the board.
    #[must_use]
    pub const fn with(self, cell: Cell, black: bool) -> Option<Grid> {
        match cell.index(self.cols, self.rows) {
            Some(i) => {
                let bit = 1u64 << (i & 63);
                let bits = if black {
                    self.bits | bit
                } else {
                    self.bits & !bit
                };
                Some(Grid { bits, ..self })
            }
            None => None,
        }
    }

    /// The board after swapping the pieces of `a` and `b`, or `None` when
    /// either is off the board or they do not share an edge.
    #[must_use]
    pub const fn swap(self, a: Cell, b: Cell) -> Option<Grid> {
        let (Some(i), Some(j)) = (a.index(self.cols, self.rows), b.index(self.cols, self.rows))
        else {
            return None;
        };
        if a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) != 1 {
            return None;
        }
        let (i, j) = (i & 63, j & 63);
        let differ = ((self.bits >> i) ^ (self.bits >> j)) & 1;
        Some(Grid {
            bits: self.bits ^ (differ << i) ^ (differ << j),
            ..self
        })
    }
}

impl From<Board> for Grid {
    /// The 4 × 4 board as a [`Grid`]: the same bits.
    fn from(board: Board) -> Grid {
        Grid {
            rows: 4,
            cols: 4,
            bits: board.bits() as u64,
        }
    }
}

/// The rows of `0` and `1`, separated by newlines.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut row = 0;
        while row < self.rows {
            if row > 0 {
                f.write_str("\n")?;
            }
            let mut col = 0;
            while col < self.cols {
                let bit = (self.bits >> ((row * self.cols + col) & 63)) & 1;
                f.write_str(if bit == 1 { "1" } else { "0" })?;
                col += 1;
            }
            row += 1;
        }
        Ok(())
    }
}

/// `Grid(rows/…)`, the rows separated by `/`.
impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Grid(")?;
        let mut row = 0;
        while row < self.rows {
            if row > 0 {
                f.write_str("/")?;
            }
            let mut col = 0;
            while col < self.cols {
                let bit = (self.bits >> ((row * self.cols + col) & 63)) & 1;
                f.write_str(if bit == 1 { "1" } else { "0" })?;
                col += 1;
            }
            row += 1;
        }
        f.write_str(")")
    }
}

/// A [`Grid`] size outside 1 to 8 rows by 1 to 8 columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeError {
    rows: u8,
    cols: u8,
}

impl SizeError {
    /// The rows asked for.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// The columns asked for.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a swap-game board has 1 to {MAX_SIDE} rows and 1 to {MAX_SIDE} columns, not {} × {}",
            self.rows, self.cols
        )
    }
}

impl core::error::Error for SizeError {}

/// Why two [`Grid`]s do not make an [`AnyPair`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairError {
    /// The boards are of different sizes, each `(rows, cols)`.
    SizeMismatch {
        /// The start's size.
        start: (u8, u8),
        /// The target's size.
        target: (u8, u8),
    },
    /// The boards hold different numbers of black pieces.
    CountMismatch(CountMismatch),
}

impl fmt::Display for PairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PairError::SizeMismatch { start, target } => write!(
                f,
                "the start board is {} × {} but the target board is {} × {}; they must match",
                start.0, start.1, target.0, target.1
            ),
            PairError::CountMismatch(mismatch) => mismatch.fmt(f),
        }
    }
}

impl core::error::Error for PairError {}

/// A start and a target [`Grid`] of one size with equal counts of black
/// pieces: always a puzzle that can be solved.
///
/// # Examples
///
/// ```
/// use flipswap::swap_game::{AnyPair, Grid};
///
/// // Luogu P4289's sample (start 1111/0000/1110/0010, target
/// // 1010/0101/1010/0101): four moves.
/// let start = Grid::from_bits(4, 4, 0x470F).expect("4 × 4");
/// let target = Grid::from_bits(4, 4, 0xA5A5).expect("4 × 4");
/// let solution = AnyPair::new(start, target)?.solve().expect("a pair can always be solved");
/// assert_eq!(solution.len(), 4);
///
/// let mut grid = start;
/// for (from, to) in solution.moves() {
///     grid = grid.swap(from, to).expect("every swap is of two neighbours");
/// }
/// assert_eq!(grid, target);
/// # Ok::<(), flipswap::swap_game::PairError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyPair {
    start: Grid,
    target: Grid,
}

impl AnyPair {
    /// The pair of `start` and `target`.
    ///
    /// # Errors
    ///
    /// [`PairError`] when the boards differ in size or in their counts of
    /// black pieces.
    pub const fn new(start: Grid, target: Grid) -> Result<AnyPair, PairError> {
        if start.rows != target.rows || start.cols != target.cols {
            return Err(PairError::SizeMismatch {
                start: (start.rows, start.cols),
                target: (target.rows, target.cols),
            });
        }
        if start.count() != target.count() {
            return Err(PairError::CountMismatch(CountMismatch {
                start: start.count(),
                target: target.count(),
            }));
        }
        Ok(AnyPair { start, target })
    }

    /// The board to start from.
    #[must_use]
    pub const fn start(&self) -> Grid {
        self.start
    }

    /// The board to reach.
    #[must_use]
    pub const fn target(&self) -> Grid {
        self.target
    }

    /// The fewest swaps from the start to the target, and one shortest
    /// sequence of them (see [`AnySolution`]). On 4 × 4 it gives the same
    /// swaps as [`Pair::solve`]: both pair the pieces by one Hungarian
    /// method.
    ///
    /// A pair's boards are of one size and hold equal counts of black
    /// pieces ([`AnyPair::new`] checks both), so this is always `Some`: the
    /// `Option` is the shape of every puzzle's `solve`, which is `None` when
    /// no moves reach the goal.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::swap_game::{AnyPair, Pair};
    ///
    /// let pair: Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
    /// let any = AnyPair::from(pair).solve().expect("a pair can always be solved");
    /// assert_eq!(any.len(), 4);
    /// assert_eq!(Some(any.to_string()), pair.solve().map(|s| s.to_string()));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn solve(&self) -> Option<AnySolution> {
        Some(self.swaps())
    }

    /// The answer of [`solve`](Self::solve).
    const fn swaps(&self) -> AnySolution {
        let cols = self.start.cols;
        let (start, target) = (self.start.bits, self.target.bits);
        let (from, n) = cells_of(start & !target);
        let (to, _) = cells_of(target & !start);
        let pairing = cheapest_pairing::<MAX_PIECES, 1>(&from, &to, n, cols);
        let mut solution = AnySolution {
            rows: self.start.rows,
            cols,
            start,
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

    /// The first swap of [`solve`](Self::solve)'s answer: `None` when the
    /// start is the target.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::Cell;
    /// use flipswap::swap_game::{AnyPair, Grid};
    ///
    /// let start = Grid::from_bits(3, 2, 0b00_00_01).expect("3 × 2");
    /// let target = Grid::from_bits(3, 2, 0b10_00_00).expect("3 × 2");
    /// let pair = AnyPair::new(start, target)?;
    /// assert_eq!(pair.hint(), Some((Cell::new(0, 0), Cell::new(1, 0))));
    /// assert_eq!(AnyPair::new(start, start)?.hint(), None);
    /// # Ok::<(), flipswap::swap_game::PairError>(())
    /// ```
    #[must_use]
    pub const fn hint(&self) -> Option<(Cell, Cell)> {
        self.swaps().first()
    }
}

impl From<Pair> for AnyPair {
    /// The 4 × 4 pair as a pair of [`Grid`]s.
    fn from(pair: Pair) -> AnyPair {
        AnyPair {
            start: pair.start().into(),
            target: pair.target().into(),
        }
    }
}

/// The cells of the set bits of `bits`, lowest first, and how many there
/// are (at most [`MAX_PIECES`] are kept).
const fn cells_of(bits: u64) -> ([u8; MAX_PIECES], usize) {
    let mut cells = [0u8; MAX_PIECES];
    let mut n = 0;
    let mut rest = bits;
    while rest != 0 && n < MAX_PIECES {
        cells[n] = rest.trailing_zeros() as u8;
        n += 1;
        rest &= rest - 1;
    }
    (cells, n)
}

/// Row and column of cell `index` on a board `cols` wide.
const fn coords(index: u8, cols: u8) -> (u8, u8) {
    match (index.checked_div(cols), index.checked_rem(cols)) {
        (Some(row), Some(col)) => (row, col),
        _ => (0, index),
    }
}

/// Grid (Manhattan) distance between cells `a` and `b` of a board `cols`
/// wide.
const fn distance(a: u8, b: u8, cols: u8) -> u8 {
    let ((ar, ac), (br, bc)) = (coords(a, cols), coords(b, cols));
    ar.abs_diff(br) + ac.abs_diff(bc)
}

/// For each of the first `n` cells of `from` (cell indices on a board
/// `cols` wide), the index into `to` of its partner, in a pairing with the
/// least total grid distance: the one Hungarian method of both solvers, on
/// up to `N` pieces (8 for the 4 × 4 [`Pair`], [`MAX_PIECES`] for an
/// [`AnyPair`]; `N` is a power of two, at most 32).
///
/// Potentials `u` (pieces) and `v` (targets) keep the reduced cost
/// `cost - u - v` non-negative and zero on every pair made. A greedy start
/// pairs each piece with a nearest free target where it can; each piece
/// left over then joins by a shortest augmenting path over reduced costs
/// (Dijkstra over the targets), after which the potentials are raised so
/// the path's pairs are tight again.
///
/// `TABLE` is `N` or 1. With `N`, the costs are kept in an `N` × `N` table
/// (128 bytes for the 4 × 4 solver's 8 pieces, which reads them faster
/// than it computes them); with 1, every cost is computed from the cells'
/// rows and columns when needed, so the stack holds a few arrays of 32,
/// not a 32 × 32 table. Every index is masked into its array's range
/// (`& (N - 1)`, `& (TABLE - 1)`), so no bounds check can fail.
pub(super) const fn cheapest_pairing<const N: usize, const TABLE: usize>(
    from: &[u8; N],
    to: &[u8; N],
    n: usize,
    cols: u8,
) -> [u8; N] {
    const FAR: i16 = i16::MAX / 2;
    let mask = N.wrapping_sub(1);
    let none = N;
    let n = if n < N { n } else { N };
    let all: u32 = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut fr = [0i16; N];
    let mut fc = [0i16; N];
    let mut tr = [0i16; N];
    let mut tc = [0i16; N];
    let mut i = 0;
    while i < n {
        let (r, c) = coords(from[i & mask], cols);
        (fr[i & mask], fc[i & mask]) = (r as i16, c as i16);
        let (r, c) = coords(to[i & mask], cols);
        (tr[i & mask], tc[i & mask]) = (r as i16, c as i16);
        i += 1;
    }
    // With `TABLE == N`, the greedy start fills the table as it computes
    // every cost once.
    let side = TABLE.wrapping_sub(1);
    let mut table = [[0i16; TABLE]; TABLE];
    macro_rules! distance {
        ($p:expr, $t:expr) => {{
            let (p, t) = ($p & mask, $t & mask);
            (fr[p] - tr[t]).abs() + (fc[p] - tc[t]).abs()
        }};
    }
    macro_rules! cost {
        ($p:expr, $t:expr) => {{
            if TABLE == N {
                table[$p & mask & side][$t & mask & side]
            } else {
                distance!($p, $t)
            }
        }};
    }

    // Greedy start: u = each piece's nearest distance, v = how much nearer
    // than that each target's nearest piece is.
    let mut u = [0i16; N];
    let mut v = [0i16; N];
    let mut piece = 0;
    while piece < n {
        let mut nearest = FAR;
        let mut t = 0;
        while t < n {
            let c = distance!(piece, t);
            if TABLE == N {
                table[piece & mask & side][t & mask & side] = c;
            }
            if c < nearest {
                nearest = c;
            }
            t += 1;
        }
        u[piece & mask] = nearest;
        piece += 1;
    }
    let mut t = 0;
    while t < n {
        let mut nearest = FAR;
        let mut piece = 0;
        while piece < n {
            let reduced = cost!(piece, t) - u[piece & mask];
            if reduced < nearest {
                nearest = reduced;
            }
            piece += 1;
        }
        v[t & mask] = nearest;
        t += 1;
    }
    let mut owner = [none; N];
    let mut partner = [none; N];
    let mut free_targets = all;
    let mut piece = 0;
    while piece < n {
        let base = u[piece & mask];
        let mut open = free_targets;
        while open != 0 {
            let t = open.trailing_zeros() as usize & mask;
            open &= open - 1;
            if cost!(piece, t) - base - v[t] == 0 {
                owner[t] = piece;
                partner[piece & mask] = t;
                free_targets &= !(1 << t);
                break;
            }
        }
        piece += 1;
    }

    let mut piece = 0;
    while piece < n {
        if partner[piece & mask] != none {
            piece += 1;
            continue;
        }
        // Dijkstra from `piece` over targets; `label[t]` is the length of
        // the shortest alternating path to target `t`, `via[t]` the piece
        // before.
        let mut label = [FAR; N];
        let mut via = [none; N];
        let mut open = all;
        let mut at = piece & mask;
        let mut length = 0i16;
        let mut end = none;
        let mut round = 0;
        while round < n {
            let base = u[at] - length;
            let mut best = FAR;
            let mut next = none;
            let mut scan = open;
            while scan != 0 {
                let t = scan.trailing_zeros() as usize & mask;
                scan &= scan - 1;
                let reduced = cost!(at, t) - base - v[t];
                if reduced < label[t] {
                    label[t] = reduced;
                    via[t] = at;
                }
                if label[t] < best {
                    best = label[t];
                    next = t;
                }
            }
            let next = next & mask;
            open &= !(1 << next);
            length = best;
            if owner[next] == none {
                end = next;
                break;
            }
            at = owner[next] & mask;
            round += 1;
        }
        // Tighten: every target settled before the end moves by how much
        // shorter its path was, and so does the piece paired with it.
        u[piece & mask] += length;
        let mut settled = all & !open;
        while settled != 0 {
            let t = settled.trailing_zeros() as usize & mask;
            settled &= settled - 1;
            if t != end {
                let gain = length - label[t];
                v[t] -= gain;
                u[owner[t] & mask] += gain;
            }
        }
        // Shift the pairs along the path.
        let mut t = end;
        let mut round = 0;
        while round < n {
            let p = via[t & mask] & mask;
            let previous = partner[p];
            owner[t & mask] = p;
            partner[p] = t;
            if p == piece & mask {
                break;
            }
            t = previous;
            round += 1;
        }
        piece += 1;
    }
    let mut pairing = [0u8; N];
    let mut piece = 0;
    while piece < N {
        pairing[piece] = (partner[piece] & mask) as u8;
        piece += 1;
    }
    pairing
}

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
/// # Ok::<(), flipswap::swap_game::PairError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AnySolution {
    rows: u8,
    cols: u8,
    start: u64,
    pieces: u8,
    len: u16,
    /// The cells black only in the start, lowest first.
    from: [u8; MAX_PIECES],
    /// The partner of each: where its piece ends.
    to: [u8; MAX_PIECES],
}

impl AnySolution {
    /// How many swaps: the fewest that turn the start into the target.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the start already is the target.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The board's rows.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// The board's columns.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// The pieces that change place, each as `(from, to)`: where it is in
    /// the start and where it is in the target, in a pairing of least total
    /// grid distance.
    #[must_use]
    pub fn pairing(&self) -> impl ExactSizeIterator<Item = (Cell, Cell)> + Clone + '_ {
        let n = usize::from(self.pieces);
        let cols = self.cols;
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
        row.wrapping_mul(self.solution.cols).wrapping_add(col) & 63
    }
}

impl Swaps<'_> {
    /// The next swap: [`Iterator::next`], as a `const fn`.
    const fn next_swap(&mut self) -> Option<(Cell, Cell)> {
        let cols = self.solution.cols;
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
