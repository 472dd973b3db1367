//! A start and a target of one size, and how they are answered: a walk
//! on a table at the small sizes and at 3 × 3, the 15-puzzle's search to
//! its goal, an IDA* for the rest.

use core::fmt;

use super::board::Board;
use super::moves::Move;
use super::progress::{Budget, Progress};
use super::rules::{self, MOST_MOVES};
use super::solution::Solution;
use super::{eight, fifteen, search};
use crate::read::{Raw, Sealed};
use crate::rule_error::{OverLimit, Unreachable};
use crate::tables;
use crate::{Mismatch, ParseErrorKind, format};

/// A start and a target of one size that some moves join.
///
/// # Examples
///
/// ```
/// use flipswap::tiles::{Board, Move, Pair};
///
/// let start = Board::new(3, 4, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11])
///     .expect("a board");
/// let pair = Pair::new(start, Board::goal(3, 4).expect("a size"))?;
/// assert_eq!(pair.solve().map(|s| s.to_string()), Some("r".into()));
/// assert_eq!(pair.hint(), Some(Move::Right));
/// # Ok::<(), flipswap::tiles::Unreachable>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    start: Board,
    target: Board,
}

super::board::tile_pair!(Pair(Board), solve: Pair::solve, hint: Pair::hint);

impl Pair {
    /// The fewest moves from the start to the target, the one that reads
    /// least in the order `d`, `l`, `r`, `u` among them. See the module's
    /// docs for the sizes and targets that may take long. Always `Some`:
    /// the start of a pair can reach its target.
    #[must_use]
    pub fn solve(&self) -> Option<Solution> {
        self.solve_counting(u64::MAX).0.unwrap_or(None)
    }

    /// The first move of [`solve`](Self::solve)'s answer: `None` when the
    /// start is the target.
    #[must_use]
    pub fn hint(&self) -> Option<Move> {
        self.solve().and_then(|solution| solution.moves().next())
    }

    /// [`solve`](Self::solve), expanding at most `limit` boards in a search
    /// (a board is expanded when the search tries the moves from it). The
    /// sizes answered from tables search nothing and are never over the
    /// limit.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when the answer needs more.
    pub fn solve_within(&self, limit: u64) -> Result<Option<Solution>, OverLimit> {
        self.solve_counting(limit).0
    }

    /// [`solve_within`](Self::solve_within), and how many boards the search
    /// expanded (0 for the sizes answered from tables).
    pub fn solve_counting(&self, limit: u64) -> (Result<Option<Solution>, OverLimit>, u64) {
        self.searched(limit, &mut |_| {})
    }

    /// [`solve_within`](Self::solve_within), telling `watch` how the search
    /// goes, for someone who waits for a long one: the bound of each round
    /// as it starts, and within a round the boards expanded so far, every
    /// 2<sup>[`EVERY_LOG2`](Progress::EVERY_LOG2)</sup> of them (see
    /// [`Progress`]). The search is the same, and no slower. The sizes
    /// answered from tables, and a start that is the target, search nothing
    /// and never call `watch`.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when the answer needs more than `limit` boards.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::tiles::{Board, Pair};
    ///
    /// let start = Board::new(3, 4, &[11, 10, 1, 9, 6, 2, 7, 3, 8, 5, 0, 4]).expect("a board");
    /// let target = Board::new(3, 4, &[11, 10, 3, 7, 6, 5, 9, 1, 0, 2, 8, 4]).expect("a board");
    /// let mut seen = Vec::new();
    /// let answer = Pair::new(start, target)?.solve_watching(u64::MAX, |progress| seen.push(progress));
    /// let solution = answer.ok().flatten().expect("within no limit");
    /// // A round a bound, each 2 more than the last, the last the answer's
    /// // length; the boards expanded so far as each round starts.
    /// let bounds: Vec<u8> = seen.iter().map(|progress| progress.bound).collect();
    /// assert_eq!(bounds, [14, 16, 18, 20, 22, 24]);
    /// assert_eq!(solution.len(), 24);
    /// assert_eq!(seen[0].positions, 0);
    /// assert!(seen.windows(2).all(|pair| pair[0].positions < pair[1].positions));
    /// # Ok::<(), flipswap::tiles::Unreachable>(())
    /// ```
    pub fn solve_watching(
        &self,
        limit: u64,
        mut watch: impl FnMut(Progress),
    ) -> Result<Option<Solution>, OverLimit> {
        self.searched(limit, &mut watch).0
    }

    /// The answer behind every `solve` here, searched (where the size
    /// searches) within `limit` boards and telling `watch` how it goes; and
    /// how many boards the search expanded.
    fn searched(
        &self,
        limit: u64,
        watch: &mut dyn FnMut(Progress),
    ) -> (Result<Option<Solution>, OverLimit>, u64) {
        let (start, target) = (self.start, self.target);
        let (rows, cols) = (start.rows, start.cols);
        let cells = rows * cols;
        let (answer, expanded) = if rules::SMALL.contains(&(rows, cols)) {
            (Ok(walk(start.bits, target.bits, rows, cols)), 0)
        } else if cells == 9 {
            (Ok(eight_pair(start.bits, target.bits)), 0)
        } else if cells == 16 {
            let budget = &mut Budget::new(limit, watch);
            fifteen_pair(start.bits, target.bits, budget)
        } else {
            let budget = &mut Budget::new(limit, watch);
            search::solve(start.bits, target.bits, rows, cols, budget)
        };
        (answer.map(Some), expanded)
    }
}

/// A start and a target of one size, as read: the case of the command
/// line's `sliding`, which answers either the fewest moves or `Unreachable`.
///
/// Read one with [`str::parse`]: the start's rows of numbers (`0` the
/// blank), a blank line, the target's rows; a row's numbers separated by
/// blanks, as many in each row as in the first, 2 to 4 rows and columns.
/// [`Display`](fmt::Display) writes that text back.
///
/// # Examples
///
/// ```
/// use flipswap::tiles::Boards;
///
/// let boards: Boards = "1 2 3\n0 4 5\n\n1 2 3\n4 5 0".parse()?;
/// let solution = boards.pair().map(|pair| pair.solve().map(|s| s.to_string()));
/// assert_eq!(solution, Ok(Some("rr".into())));
/// assert_eq!(boards.to_string(), "1 2 3\n0 4 5\n\n1 2 3\n4 5 0");
///
/// let swapped: Boards = "2 1\n3 0\n\n1 2\n3 0".parse()?;
/// assert!(swapped.pair().is_err());
/// assert!("1 2\n3 0\n\n1 2 0".parse::<Boards>().is_err()); // two sizes
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Boards {
    start: Board,
    target: Board,
}

impl Boards {
    /// The start `start` and the target `target`; `None` unless they are of
    /// one size.
    #[must_use]
    pub fn new(start: Board, target: Board) -> Option<Boards> {
        (start.rows == target.rows && start.cols == target.cols).then_some(Boards { start, target })
    }

    /// The start.
    #[must_use]
    pub const fn start(&self) -> Board {
        self.start
    }

    /// The target.
    #[must_use]
    pub const fn target(&self) -> Board {
        self.target
    }

    /// The pair to solve.
    ///
    /// # Errors
    ///
    /// [`Unreachable`] when no moves take the start to the target.
    pub fn pair(&self) -> Result<Pair, Unreachable> {
        Pair::new(self.start, self.target)
    }
}

/// Board `board` of a case read in [`format::SLIDING`]: the reader has
/// checked that no tile stands twice and that there are 1 to 4 rows and
/// columns; here, at least 2 of each and every tile below the cells.
fn board_of(raw: &Raw, board: usize) -> Result<Board, ParseErrorKind> {
    let (rows, cols) = raw.sizes.get(board).copied().unwrap_or_default();
    if rows < 2 || cols < 2 {
        return Err(ParseErrorKind::TooSmall {
            found: (rows, cols),
            min: 2,
        });
    }
    let bits = raw.fixed_tiles((rows, cols), board);
    let cells = rows * cols;
    let largest = (0..cells).map(|cell| rules::tile(bits, cell)).max();
    match largest {
        Some(tile) if tile >= cells => Err(ParseErrorKind::TileOutOfRange {
            found: u32::from(tile),
            max: cells - 1,
        }),
        _ => Ok(Board { bits, rows, cols }),
    }
}

impl Sealed for Boards {
    const FORMAT: format::Format = format::SLIDING;
    fn build(raw: &Raw) -> Result<Boards, ParseErrorKind> {
        let [start, target] = raw.sizes;
        if start != target {
            return Err(ParseErrorKind::Mismatch(Mismatch::Size { start, target }));
        }
        let (start, target) = (board_of(raw, 0)?, board_of(raw, 1)?);
        Boards::new(start, target).ok_or(ParseErrorKind::Mismatch(Mismatch::Size {
            start: (start.rows, start.cols),
            target: (target.rows, target.cols),
        }))
    }
}

/// One board of sliding tiles, as each board of [`format::SLIDING`] is
/// written: rows of numbers up to a blank line.
const BOARD: format::Format = format::Format {
    boards: 1,
    ..format::SLIDING
};

/// A board read alone (the feature `sliding`), as each board of
/// [`Boards`] is read.
impl Sealed for Board {
    const FORMAT: format::Format = BOARD;
    fn build(raw: &Raw) -> Result<Board, ParseErrorKind> {
        board_of(raw, 0)
    }
}

// A start and a target: see [`Boards`]; a board alone.
crate::read::from_text!(Boards, Board);

/// Writes the start's rows, a blank line, the target's rows.
impl fmt::Display for Boards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n\n{}", self.start, self.target)
    }
}

/// The table of the goal of a board of at most eight cells with its blank
/// in a given cell ([`rules::goal`]): each board's fewest moves to it
/// modulo 3.
#[derive(Clone, Copy)]
pub(crate) struct Table {
    entries: &'static [u8],
    /// Rows and columns.
    pub(crate) rows: u8,
    pub(crate) cols: u8,
    /// The goal.
    pub(crate) goal: u64,
}

impl Table {
    /// The table of the goal of a `rows × cols` board with its blank in
    /// `blank`: empty for a size without tables.
    pub(crate) fn of(rows: u8, cols: u8, blank: u8) -> Table {
        let all: &'static [u8] = match (rows, cols) {
            (2, 2) => &tables::TILES_2X2,
            (2, 3) => &tables::TILES_2X3,
            (3, 2) => &tables::TILES_3X2,
            (2, 4) => &tables::TILES_2X4,
            (4, 2) => &tables::TILES_4X2,
            _ => &[],
        };
        let cells = rows * cols;
        let bytes = rules::table_bytes(cells) as usize;
        let from = usize::from(blank) * bytes;
        Table {
            entries: all.get(from..from + bytes).unwrap_or_default(),
            rows,
            cols,
            goal: rules::goal(cells, blank),
        }
    }

    /// The fewest moves of `board` to the goal, modulo 3.
    pub(crate) fn entry(&self, board: u64) -> u8 {
        let index = rules::index_of(board, self.rows * self.cols) as usize;
        let byte = self.entries.get(index / 4).copied().unwrap_or(0);
        (byte >> (2 * (index % 4))) & 3
    }

    /// The first move of `board`'s answer, the first of `rules::DLRU` whose
    /// board is one move nearer the goal, and that board; `None` at the
    /// goal.
    pub(crate) fn nearer(&self, board: u64) -> Option<(u8, u64)> {
        if board == self.goal {
            return None;
        }
        let nearer = (self.entry(board) + 2) % 3;
        let blank = rules::blank(board, self.rows * self.cols);
        rules::DLRU.iter().find_map(|&step| {
            let cell = rules::neighbour(blank, step, self.rows, self.cols)?;
            let next = rules::swap(board, blank, cell);
            (self.entry(next) == nearer).then_some((step, next))
        })
    }
}

/// The answer at a size of at most eight cells, walked on the table of the
/// target's blank: each step takes the first move of `rules::DLRU` whose
/// board is one move nearer.
fn walk(start: u64, target: u64, rows: u8, cols: u8) -> Solution {
    let cells = rows * cols;
    let table = Table::of(rows, cols, rules::blank(target, cells));
    let mut board = rules::rename(start, rules::names(target, table.goal, cells), cells);
    let mut solution = Solution::default();
    while solution.len() < usize::from(MOST_MOVES) {
        let Some((step, next)) = table.nearer(board) else {
            break;
        };
        solution.push(step);
        board = next;
    }
    solution
}

/// The answer at 3 × 3, walked on the 8-puzzle's tables in the order `d`,
/// `l`, `r`, `u`: the pair's start reaches its target.
fn eight_pair(start: u64, target: u64) -> Solution {
    let lookup = eight::Lookup::of(target);
    let start = lookup.place(start);
    eight::walk(
        lookup.table,
        lookup.frame,
        start,
        eight::Order::Dlru,
        eight::rules::MOST_MOVES,
    )
    .unwrap_or_default()
}

/// The answer at 4 × 4, from the 15-puzzle's search to the target.
fn fifteen_pair(
    start: u64,
    target: u64,
    budget: &mut Budget,
) -> (Result<Solution, OverLimit>, u64) {
    let (answer, expanded) = fifteen::solve_to(start, target, budget);
    let answer = answer.map(|solution| solution.unwrap_or_default().in_capitals(false));
    (answer, expanded)
}
