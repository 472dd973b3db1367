//! Lights Out at any size from 1 × 1 to 32 × 32: a press toggles a cell and
//! its up, down, left and right neighbours; the goal is every light off,
//! every light on, or every light one colour (either, as in Flip Game).
//!
//! Flip Game is this game at 4 × 4 with [`Goal::OneColour`], and Turn on all
//! the lights is 3 × 3 with [`Goal::AllOn`]; their modules answer from
//! tables, and give the same answers as this engine.
//!
//! # How it answers
//!
//! Over GF(2) the board a press set clears is a linear function of the
//! set, so a board has no solution or exactly 2^k, where the *nullity* k
//! depends only on the size. Pressing the first row freely and then, row by
//! row, every cell below a light that is still on (chasing the lights down)
//! leaves the last row as a linear function of the first row's presses; a
//! [`Solver`] holds, for its size, an inverse of that function and the 2^k
//! press sets that change nothing (as a basis of k maps). To answer, it
//! chases the board down once with no first-row presses; the function is
//! symmetric, so the last rows it can clear are those with an even number
//! of lights under the first row of each of the k maps, and a board whose
//! last row is not one of them has no answer. Otherwise a second chase,
//! from the first row the inverse gives, finds a particular solution; it
//! tries it combined with every one of the 2^k press sets that change
//! nothing, in Gray-code order (one XOR of a map per step), and keeps the
//! canonical answer: the fewest presses, then the press map that reads
//! least in reading order (row by row, left to right, the first cell most
//! significant). The minimum is exact, never a greedy guess.
//!
//! # A size fixed at compile time, or read at run time
//!
//! [`Solver::new`] is a `const fn`: a program that fixes its size computes
//! the solver when it compiles, holds it in a `static`, and does no work at
//! start-up; [`Solver::solve`] and [`Solver::hint`] are `const fn` too. A
//! program that reads its size at run time builds the same value when it
//! learns the size (a few microseconds at 32 × 32). Const evaluation was
//! chosen over the build script because the data depends on sizes only the
//! user knows, and a generic table for all 1,024 sizes would be 2.7 MiB;
//! each program links only the solvers it builds.
//!
//! A [`Solver`] is [`Solver::BYTES`] bytes (2,696), whatever its size (the
//! room for the largest nullity and the largest board); a [`Board`] and a
//! [`Solution`] are about 130 bytes each. The stack is fixed, the same at
//! every size: measured on the chip, [`Solver::solve`] needs about 1.1 KB
//! (1,124 bytes on a Cortex-M0, 1,068 on RISC-V) and [`Solver::new`] about
//! 6.2 KB, plus the value returned in the caller's frame.
//!
//! # Examples
//!
//! A size fixed at compile time:
//!
//! ```
//! use flipswap::lights_out::{Board, Goal, Solver};
//!
//! static FIVE: Solver = match Solver::new(5, 5) {
//!     Ok(solver) => solver,
//!     Err(_) => panic!("5 × 5 is a size"),
//! };
//!
//! // The classic handheld: every light on, to be turned off.
//! let board: Board = "11111\n11111\n11111\n11111\n11111".parse()?;
//! let solution = FIVE.solve(&board, Goal::AllOff)?.expect("5 × 5 all on can be solved");
//! assert_eq!(solution.len(), 15);
//! assert_eq!(solution.to_string(), "15\n00011\n11011\n11100\n01110\n10110");
//! assert_eq!(FIVE.nullity(), 2);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! A size read at run time:
//!
//! ```
//! use flipswap::Cell;
//! use flipswap::lights_out::{Board, Goal, Solver};
//!
//! let board: Board = "010\n111\n010".parse()?;
//! let solver = Solver::new(board.rows(), board.cols())?;
//! let solution = solver.solve(&board, Goal::AllOff)?.expect("solvable");
//! assert_eq!(solution.presses().collect::<Vec<_>>(), [Cell::new(1, 1)]);
//! assert_eq!(solver.hint(&board, Goal::AllOff)?, Some(Cell::new(1, 1)));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use core::fmt;
use core::str::FromStr;

use crate::Cell;
use crate::write;

mod read;

pub use read::{Boards, Reader, boards};

/// The most rows, and the most columns, of a board.
pub const MAX_SIDE: u8 = 32;

/// The largest nullity of any size up to 32 × 32 (at 30 × 30 and 32 × 32):
/// a [`Solver`] has room for this many press sets that change nothing. A
/// test checks every size against an independent elimination.
pub const MAX_NULLITY: u8 = 20;

/// Words of a press map: 32 × 32 cells, 64 to a word.
const WORDS: usize = 16;

/// Cells per word of a press map.
const WORD_BITS: u32 = 64;

/// A press map: bit `cols * row + col` per cell, in reading order from the
/// low bit of the first word.
type Map = [u64; WORDS];

/// What counts as solved.
///
/// Its text is the CLI's `--goal` word: `off` ([`AllOff`](Goal::AllOff),
/// the [`Default`]), `on` ([`AllOn`](Goal::AllOn)) or `one-colour`
/// ([`OneColour`](Goal::OneColour)); [`str::parse`] reads it back.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::Goal;
///
/// assert_eq!("one-colour".parse::<Goal>()?, Goal::OneColour);
/// assert_eq!(Goal::AllOn.to_string(), "on");
/// assert_eq!(Goal::default(), Goal::AllOff);
/// let error = "colour".parse::<Goal>().unwrap_err();
/// assert_eq!(error.to_string(), "expected 'off', 'on' or 'one-colour', found 'colour'");
/// # Ok::<(), flipswap::lights_out::GoalError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Every light off (`0`).
    #[default]
    AllOff,
    /// Every light on (`1`).
    AllOn,
    /// Every light the same, on or off, whichever takes fewer presses (ties
    /// go to the press map that reads least).
    OneColour,
}

impl Goal {
    /// Every goal, in the order the CLI lists them.
    pub const ALL: [Goal; 3] = [Goal::AllOff, Goal::AllOn, Goal::OneColour];

    /// The goal's word, as the CLI spells it: `off`, `on` or `one-colour`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights_out::Goal;
    ///
    /// assert_eq!(Goal::OneColour.name(), "one-colour");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Goal::AllOff => "off",
            Goal::AllOn => "on",
            Goal::OneColour => "one-colour",
        }
    }
}

/// Writes the goal's word: `off`, `on` or `one-colour`.
impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads the goal's word: exactly `off`, `on` or `one-colour`.
impl FromStr for Goal {
    type Err = GoalError;

    fn from_str(text: &str) -> Result<Goal, GoalError> {
        Goal::ALL
            .into_iter()
            .find(|goal| goal.name() == text)
            .ok_or_else(|| GoalError::new(text))
    }
}

/// Text that is not a [`Goal`]'s word. It keeps the first
/// [`GoalError::KEPT`] bytes of the text (whole characters) inline, to
/// show them, and allocates nothing.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::Goal;
///
/// let error = "all-the-lights-switched-on".parse::<Goal>().unwrap_err();
/// assert_eq!(error.found(), "all-the-lights-s");
/// assert!(error.is_cut());
/// assert_eq!(
///     error.to_string(),
///     "expected 'off', 'on' or 'one-colour', found 'all-the-lights-s...'"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GoalError {
    found: [u8; GoalError::KEPT],
    len: u8,
    cut: bool,
}

impl GoalError {
    /// The most bytes of the text a [`GoalError`] keeps.
    pub const KEPT: usize = 16;

    fn new(text: &str) -> GoalError {
        let mut len = text.len().min(GoalError::KEPT);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        let mut found = [0; GoalError::KEPT];
        for (slot, &byte) in found
            .iter_mut()
            .zip(text.as_bytes().get(..len).unwrap_or_default())
        {
            *slot = byte;
        }
        GoalError {
            found,
            len: len as u8,
            cut: len < text.len(),
        }
    }

    /// The text that was not a goal, or its first [`KEPT`](Self::KEPT)
    /// bytes (whole characters) when it was longer.
    #[must_use]
    pub fn found(&self) -> &str {
        let bytes = self.found.get(..usize::from(self.len)).unwrap_or_default();
        core::str::from_utf8(bytes).unwrap_or_default()
    }

    /// Whether the text was longer than [`found`](Self::found).
    #[must_use]
    pub const fn is_cut(&self) -> bool {
        self.cut
    }
}

impl fmt::Display for GoalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected 'off', 'on' or 'one-colour', found '")?;
        for c in self.found().chars() {
            if c.is_ascii_control() {
                write!(f, "\\u{{{:x}}}", u32::from(c))?;
            } else {
                write!(f, "{c}")?;
            }
        }
        f.write_str(if self.cut { "...'" } else { "'" })
    }
}

impl core::error::Error for GoalError {}

/// A size outside 1 to 32 rows by 1 to 32 columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeError {
    rows: u32,
    cols: u32,
}

impl SizeError {
    /// The rows asked for.
    #[must_use]
    pub const fn rows(&self) -> u32 {
        self.rows
    }

    /// The columns asked for.
    #[must_use]
    pub const fn cols(&self) -> u32 {
        self.cols
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board has 1 to {MAX_SIDE} rows and 1 to {MAX_SIDE} columns, not {} × {}",
            self.rows, self.cols
        )
    }
}

impl core::error::Error for SizeError {}

/// A board given to a [`Solver`] of another size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeMismatch {
    solver: (u8, u8),
    board: (u8, u8),
}

impl SizeMismatch {
    /// The solver's rows and columns.
    #[must_use]
    pub const fn solver(&self) -> (u8, u8) {
        self.solver
    }

    /// The board's rows and columns.
    #[must_use]
    pub const fn board(&self) -> (u8, u8) {
        self.board
    }
}

impl fmt::Display for SizeMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the board is {} × {} but the solver is for {} × {}",
            self.board.0, self.board.1, self.solver.0, self.solver.1
        )
    }
}

impl core::error::Error for SizeMismatch {}

/// The lights of a row: bits `0..cols`.
const fn row_mask(cols: u8) -> u32 {
    if cols >= 32 {
        u32::MAX
    } else {
        (1u32 << cols) - 1
    }
}

const fn check_size(rows: u32, cols: u32) -> Result<(u8, u8), SizeError> {
    if rows >= 1 && rows <= MAX_SIDE as u32 && cols >= 1 && cols <= MAX_SIDE as u32 {
        Ok((rows as u8, cols as u8))
    } else {
        Err(SizeError { rows, cols })
    }
}

/// A board of lights, up to 32 × 32: row `r` is a `u32` whose bit `c` is
/// set when the light at (`r`, `c`) is on.
///
/// Its text is its rows of `0` (off) and `1` (on), spaces between the
/// digits allowed ([`str::parse`]); a [`Reader`] or [`boards`] reads one
/// board after another from an input, each ended by a blank line.
///
/// # Examples
///
/// ```
/// use flipswap::Cell;
/// use flipswap::lights_out::{Board, Goal};
///
/// let board = Board::from_rows(3, &[0b010, 0b111, 0b010])?;
/// assert_eq!(board.to_string(), "010\n111\n010");
/// assert_eq!(format!("{board:?}"), "Board(010/111/010)");
/// assert_eq!(board.is_on(Cell::new(1, 0)), Some(true));
/// let pressed = board.press(Cell::new(1, 1)).expect("on the board");
/// assert!(pressed.is_solved(Goal::AllOff));
/// assert_eq!("0 1 0\n1 1 1\n0 1 0".parse::<Board>()?, board);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    rows: u8,
    cols: u8,
    /// Rows `rows..` and bits `cols..` are always clear.
    lights: [u32; MAX_SIDE as usize],
}

impl Board {
    /// A board of `rows` × `cols` lights, all off.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless both sides are 1 to 32.
    pub const fn new(rows: u8, cols: u8) -> Result<Board, SizeError> {
        match check_size(rows as u32, cols as u32) {
            Ok((rows, cols)) => Ok(Board {
                rows,
                cols,
                lights: [0; MAX_SIDE as usize],
            }),
            Err(error) => Err(error),
        }
    }

    /// A board `cols` wide whose rows are `lights`, top row first (bit `c`
    /// of a row set = the light in column `c` on). Bits at `cols` and above
    /// are ignored.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless `lights` has 1 to 32 rows and `cols` is 1 to 32.
    pub const fn from_rows(cols: u8, lights: &[u32]) -> Result<Board, SizeError> {
        let rows = if lights.len() > u8::MAX as usize {
            u8::MAX
        } else {
            lights.len() as u8
        };
        let mut board = match Board::new(rows, cols) {
            Ok(board) => board,
            Err(_) => {
                return Err(SizeError {
                    rows: if lights.len() > u32::MAX as usize {
                        u32::MAX
                    } else {
                        lights.len() as u32
                    },
                    cols: cols as u32,
                });
            }
        };
        let mask = row_mask(board.cols);
        let mut r = 0;
        while r < lights.len() && r < MAX_SIDE as usize {
            board.lights[r] = lights[r] & mask;
            r += 1;
        }
        Ok(board)
    }

    /// Rows.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// Columns.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// Row `row`'s lights as bits (bit `c` = column `c`); 0 below the board.
    #[must_use]
    pub const fn row(&self, row: u8) -> u32 {
        if row < self.rows {
            self.lights[(row & 31) as usize]
        } else {
            0
        }
    }

    /// Whether the light at `cell` is on, or `None` off the board.
    #[must_use]
    pub const fn is_on(&self, cell: Cell) -> Option<bool> {
        if cell.row() < self.rows && cell.col() < self.cols {
            Some(self.lights[(cell.row() & 31) as usize] >> (cell.col() & 31) & 1 != 0)
        } else {
            None
        }
    }

    /// The board with the light at `cell` set to `on`, or `None` off the
    /// board.
    #[must_use]
    pub const fn with(self, cell: Cell, on: bool) -> Option<Board> {
        if cell.row() >= self.rows || cell.col() >= self.cols {
            return None;
        }
        let mut board = self;
        let bit = 1u32 << (cell.col() & 31);
        let row = (cell.row() & 31) as usize;
        board.lights[row] = if on {
            board.lights[row] | bit
        } else {
            board.lights[row] & !bit
        };
        Some(board)
    }

    /// The board after pressing `cell` (it and its up, down, left and right
    /// neighbours toggle), or `None` when `cell` is off the board.
    #[must_use]
    pub const fn press(self, cell: Cell) -> Option<Board> {
        if cell.row() >= self.rows || cell.col() >= self.cols {
            return None;
        }
        let mut board = self;
        let row = (cell.row() & 31) as usize;
        let bit = 1u32 << (cell.col() & 31);
        board.lights[row] ^= spread(bit, self.cols);
        if row > 0 {
            board.lights[(row - 1) & 31] ^= bit;
        }
        if row + 1 < self.rows as usize {
            board.lights[(row + 1) & 31] ^= bit;
        }
        Some(board)
    }

    /// How many lights are on.
    #[must_use]
    pub const fn count_on(&self) -> u32 {
        let mut count = 0;
        let mut r = 0;
        while r < MAX_SIDE as usize {
            count += self.lights[r].count_ones();
            r += 1;
        }
        count
    }

    /// Whether the board meets `goal`.
    #[must_use]
    pub const fn is_solved(&self, goal: Goal) -> bool {
        let on = self.count_on();
        let all = self.rows as u32 * self.cols as u32;
        match goal {
            Goal::AllOff => on == 0,
            Goal::AllOn => on == all,
            Goal::OneColour => on == 0 || on == all,
        }
    }

    /// The canonical answer for this board and `goal`: the fewest presses,
    /// then the press map that reads least in reading order; `None` when no
    /// presses reach the goal (the shape of every puzzle's `solve`).
    ///
    /// This builds the [`Solver`] of the board's own size, so it cannot
    /// fail on the size, and it costs what [`Solver::new`] costs (a few
    /// microseconds at 32 × 32, about 6.2 KB of stack) on every call. For
    /// many boards of one size, build the solver once and use
    /// [`Solver::solve`], the batch form.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights_out::{Board, Goal};
    ///
    /// let board: Board = "11111\n11111\n11111\n11111\n11111".parse()?;
    /// let solution = board.solve(Goal::AllOff).expect("5 × 5 all on can be solved");
    /// assert_eq!(solution.to_string(), "15\n00011\n11011\n11100\n01110\n10110");
    /// let one: Board = "10".parse()?;
    /// assert_eq!(one.solve(Goal::AllOff), None); // 1 × 2: one light alone stays
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn solve(&self, goal: Goal) -> Option<Solution> {
        match Solver::new(self.rows, self.cols) {
            Ok(solver) => match solver.solve(self, goal) {
                Ok(solution) => solution,
                Err(_) => None,
            },
            Err(_) => None,
        }
    }

    /// The first press, in reading order, of [`solve`](Self::solve)'s
    /// answer: `None` when the board meets the goal already or cannot. It
    /// builds the [`Solver`] of the board's size each call, as `solve` does;
    /// [`Solver::hint`] is the batch form.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, lights_out::{Board, Goal}};
    ///
    /// let board: Board = "110\n100\n000".parse()?;
    /// assert_eq!(board.hint(Goal::AllOff), Some(Cell::new(0, 0)));
    /// assert_eq!(Board::new(3, 3)?.hint(Goal::AllOff), None); // off already
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn hint(&self, goal: Goal) -> Option<Cell> {
        match self.solve(goal) {
            Some(solution) => solution.first(),
            None => None,
        }
    }
}

/// The lights of a row that pressing `presses` in that row toggles.
const fn spread(presses: u32, cols: u8) -> u32 {
    (presses ^ (presses << 1) ^ (presses >> 1)) & row_mask(cols)
}

impl Board {
    /// The lights of each row, top to bottom.
    fn light_rows(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        self.lights.iter().copied().take(usize::from(self.rows))
    }
}

/// Shows the rows, separated by `/`.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Board(")?;
        write_rows(f, self.light_rows(), self.cols, "/")?;
        f.write_str(")")
    }
}

/// Writes the rows of `0` and `1`, no spaces, separated by newlines, with
/// none after the last.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_rows(f, self.light_rows(), self.cols, "\n")
    }
}

/// Writes `rows` as `0` and `1`, each but the last followed by `separator`,
/// a row at a time with [`write::row`], the renderer the `flipswap` command
/// writes its answers with.
fn write_rows(
    f: &mut fmt::Formatter<'_>,
    rows: impl ExactSizeIterator<Item = u32>,
    cols: u8,
    separator: &str,
) -> fmt::Result {
    let mut buffer = [0; write::ROW_BYTES];
    let last = rows.len().saturating_sub(1);
    for (r, row) in rows.enumerate() {
        let text = write::row(&mut buffer, row, cols, *b"01", false);
        if r < last && separator == "\n" {
            // The row with its `\n`.
            f.write_str(write::as_str(text))?;
            continue;
        }
        f.write_str(write::as_str(
            text.split_last().map_or(text, |(_, cells)| cells),
        ))?;
        if r < last {
            f.write_str(separator)?;
        }
    }
    Ok(())
}

/// Reads rows of `0` and `1`, all of one length (spaces and tabs between
/// the digits allowed), with blank lines around the board ignored: the text
/// of one board of [`Reader`], with the same errors.
///
/// # Examples
///
/// ```
/// use flipswap::ParseErrorKind;
/// use flipswap::lights_out::Board;
///
/// let board: Board = "\n0 1 0\r\n1 1 1\n0 1 0\n".parse()?;
/// assert_eq!((board.rows(), board.cols()), (3, 3));
///
/// let error = "010\n11\n".parse::<Board>().unwrap_err();
/// assert_eq!((error.line(), error.column()), (2, 3));
/// assert_eq!(error.kind(), ParseErrorKind::RaggedRow { expected: 3, found: 2 });
///
/// let error = "01\n\n10\n".parse::<Board>().unwrap_err();
/// assert_eq!(error.to_string(), "line 3, column 1: expected end of input, found '1'");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
impl FromStr for Board {
    type Err = crate::ParseError;

    fn from_str(text: &str) -> Result<Board, crate::ParseError> {
        crate::read::one(text)
    }
}

/// Presses row by row, the first row as `first` and every later row under
/// the lights still on above it: the presses of each row, and the lights
/// left on in the last row.
const fn chase(board: &Board, first: u32) -> ([u32; MAX_SIDE as usize], u32) {
    let rows = board.rows as usize;
    let mut lights = board.lights;
    let mut presses = [0u32; MAX_SIDE as usize];
    let mut press = first & row_mask(board.cols);
    let mut r = 0;
    while r < rows && r < MAX_SIDE as usize {
        presses[r] = press;
        if r > 0 {
            lights[(r - 1) & 31] ^= press;
        }
        lights[r] ^= spread(press, board.cols);
        if r + 1 < rows {
            lights[(r + 1) & 31] ^= press;
        }
        press = lights[r];
        r += 1;
    }
    (presses, lights[(rows.saturating_sub(1)) & 31])
}

/// The press rows of a `cols`-wide board as a press map.
const fn pack(presses: &[u32; MAX_SIDE as usize], rows: u8, cols: u8) -> Map {
    let mut map = [0u64; WORDS];
    let mut r = 0;
    while r < rows as usize && r < MAX_SIDE as usize {
        let at = r as u32 * cols as u32;
        let (word, shift) = ((at / WORD_BITS) as usize, at % WORD_BITS);
        let row = presses[r] as u64;
        map[word & (WORDS - 1)] |= row << shift;
        if shift + cols as u32 > WORD_BITS {
            map[(word + 1) & (WORDS - 1)] |= row >> (WORD_BITS - shift);
        }
        r += 1;
    }
    map
}

/// Whether `a` reads before `b` in reading order, the first cell most
/// significant (false when they are equal).
const fn reads_before(a: &Map, b: &Map, words: usize) -> bool {
    let mut w = 0;
    while w < words && w < WORDS {
        let differ = a[w] ^ b[w];
        if differ != 0 {
            return a[w] & differ & differ.wrapping_neg() == 0;
        }
        w += 1;
    }
    false
}

/// The precomputed linear algebra of one board size: everything that
/// depends only on the size, so that solving a board is a chase down the
/// board and a search over the 2^nullity press sets that change nothing.
///
/// Build it at compile time for a fixed size, or at run time for a size
/// read from input; either way [`Solver::new`] is the same `const fn`. Hold
/// a fixed size in a `static`, not a `const`: a `const` is copied
/// ([`Solver::BYTES`] bytes) wherever it is used.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::{Board, Goal, Solver};
///
/// static FOUR: Solver = match Solver::new(4, 4) {
///     Ok(solver) => solver,
///     Err(_) => panic!("4 × 4 is a size"),
/// };
/// assert_eq!(FOUR.nullity(), 4);
/// let all_on: Board = "1111\n1111\n1111\n1111".parse()?;
/// let solution = FOUR.solve(&all_on, Goal::AllOff)?.expect("solvable");
/// assert_eq!(solution.to_string(), "4\n0010\n1000\n0001\n0100");
/// assert!(Solver::new(0, 4).is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solver {
    rows: u8,
    cols: u8,
    nullity: u8,
    /// Words of a press map that hold cells.
    words: u8,
    /// For each bit `i` of the lights the chase leaves in the last row,
    /// the first-row presses that account for it: the particular first row
    /// is the XOR of the entries of the bits left on.
    inverse: [u32; MAX_SIDE as usize],
    /// A basis of the press maps that change nothing: every solution is a
    /// particular one XOR some combination of these.
    quiet: [Map; MAX_NULLITY as usize],
}

impl Solver {
    /// The size of a solver in memory, in bytes, whatever its board size.
    pub const BYTES: usize = core::mem::size_of::<Solver>();

    /// The solver for boards of `rows` × `cols`.
    ///
    /// # Errors
    ///
    /// [`SizeError`] unless both sides are 1 to 32.
    pub const fn new(rows: u8, cols: u8) -> Result<Solver, SizeError> {
        let empty = match Board::new(rows, cols) {
            Ok(board) => board,
            Err(error) => return Err(error),
        };
        let (rows, cols) = (empty.rows, empty.cols);
        let n = cols as usize;

        // Column j of the chase's matrix: what pressing first-row cell j
        // alone leaves in the last row. `system[i]` is its row i: which
        // first-row presses toggle last-row light i; `origin[i]` which rows
        // of the matrix the reduced row i sums.
        let mut system = [0u32; MAX_SIDE as usize];
        let mut origin = [0u32; MAX_SIDE as usize];
        let mut j = 0;
        while j < n {
            let (_, left) = chase(&empty, 1 << j);
            let mut i = 0;
            while i < n {
                system[i & 31] |= (left >> i & 1) << j;
                i += 1;
            }
            j += 1;
        }
        let mut i = 0;
        while i < n {
            origin[i & 31] = 1 << i;
            i += 1;
        }

        // Gauss-Jordan elimination over GF(2).
        let mut pivot_of = [u8::MAX; MAX_SIDE as usize];
        let mut rank = 0usize;
        let mut var = 0usize;
        while var < n {
            let bit = 1u32 << var;
            let mut found = rank;
            while found < n && system[found & 31] & bit == 0 {
                found += 1;
            }
            if found < n {
                let (a, b) = (system[found & 31], origin[found & 31]);
                system[found & 31] = system[rank & 31];
                origin[found & 31] = origin[rank & 31];
                system[rank & 31] = a;
                origin[rank & 31] = b;
                let mut other = 0;
                while other < n {
                    if other != rank && system[other & 31] & bit != 0 {
                        system[other & 31] ^= a;
                        origin[other & 31] ^= b;
                    }
                    other += 1;
                }
                pivot_of[rank & 31] = var as u8;
                rank += 1;
            }
            var += 1;
        }

        // Filled in place, so that building a solver at run time needs room
        // for one solver on the stack, not two.
        let cells = rows as u32 * cols as u32;
        let mut solver = Solver {
            rows,
            cols,
            nullity: 0,
            words: cells.div_ceil(WORD_BITS) as u8,
            inverse: [0; MAX_SIDE as usize],
            quiet: [[0; WORDS]; MAX_NULLITY as usize],
        };

        // The particular first row for last-row lights `left`, with every
        // free press left out: pivot press v is on when the lights its row
        // sums hold an odd number of `left`'s.
        let mut row = 0;
        while row < rank {
            let pivot = pivot_of[row & 31] as u32;
            let mut bit = 0;
            while bit < n {
                if origin[row & 31] >> bit & 1 != 0 {
                    solver.inverse[bit & 31] |= 1 << pivot;
                }
                bit += 1;
            }
            row += 1;
        }

        // One press map that changes nothing per free first-row press.
        let nullity = n - rank;
        if nullity > MAX_NULLITY as usize {
            // No size up to 32 × 32 has more (a test checks them all).
            return Err(SizeError {
                rows: rows as u32,
                cols: cols as u32,
            });
        }
        solver.nullity = nullity as u8;
        let mut count = 0;
        let mut free = 0;
        while free < n && count < MAX_NULLITY as usize {
            let mut is_pivot = false;
            let mut row = 0;
            while row < rank {
                if pivot_of[row & 31] as usize == free {
                    is_pivot = true;
                }
                row += 1;
            }
            if !is_pivot {
                let mut first = 1u32 << free;
                let mut row = 0;
                while row < rank {
                    if system[row & 31] >> free & 1 != 0 {
                        first |= 1 << pivot_of[row & 31];
                    }
                    row += 1;
                }
                let (presses, _) = chase(&empty, first);
                solver.quiet[count] = pack(&presses, rows, cols);
                count += 1;
            }
            free += 1;
        }

        Ok(solver)
    }

    /// Rows of the boards this solver answers.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// Columns of the boards this solver answers.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// The nullity of the size: a board that can be solved has 2^nullity
    /// solutions, and 1 board in 2^nullity can be solved.
    #[must_use]
    pub const fn nullity(&self) -> u8 {
        self.nullity
    }

    const fn check(&self, board: &Board) -> Result<(), SizeMismatch> {
        if board.rows == self.rows && board.cols == self.cols {
            Ok(())
        } else {
            Err(SizeMismatch {
                solver: (self.rows, self.cols),
                board: (board.rows, board.cols),
            })
        }
    }

    /// The lights the chase with no first-row presses leaves in the last
    /// row of `board` with every light XORed with `flip` (0, or the row
    /// mask to aim for every light on).
    const fn left_over(&self, board: &Board, flip: u32) -> u32 {
        let rows = self.rows as usize;
        let cols = self.cols;
        let mut press = 0u32;
        let mut cur = board.lights[0] ^ flip;
        let mut r = 0;
        while r + 1 < rows && r + 1 < MAX_SIDE as usize {
            cur ^= spread(press, cols);
            let below = board.lights[r + 1] ^ flip ^ press;
            press = cur;
            cur = below;
            r += 1;
        }
        cur ^ spread(press, cols)
    }

    /// Whether the last-row lights `left` can be cleared from the first
    /// row. The chase's matrix is symmetric (a polynomial in the
    /// tridiagonal press matrix of a row), so the lights it can leave are
    /// exactly those orthogonal to its null space, whose basis is the first
    /// rows of the quiet maps: an even number of `left`'s lights under each.
    const fn can_clear(&self, left: u32) -> bool {
        let mut q = 0;
        while q < self.nullity as usize && q < MAX_NULLITY as usize {
            // The first row is bits 0..cols of word 0; `left` has no others.
            if (left & self.quiet[q][0] as u32).count_ones() & 1 != 0 {
                return false;
            }
            q += 1;
        }
        true
    }

    /// Writes into `best` (its first [`words`](Self::words) words; the rest
    /// untouched) the canonical press map that turns every light of `board`
    /// XORed with `flip` off, and returns its number of presses; `None`
    /// (and `best` untouched) when no presses can.
    const fn clear(&self, board: &Board, flip: u32, best: &mut Map) -> Option<u32> {
        let rows = self.rows as usize;
        let cols = self.cols;
        // Chase 1: only the lights left in the last row.
        let mut left = self.left_over(board, flip);
        if !self.can_clear(left) {
            return None;
        }
        let mut first = 0u32;
        while left != 0 {
            first ^= self.inverse[(left.trailing_zeros() & 31) as usize];
            left &= left - 1;
        }
        // Chase 2, the presses appended to the map `cols` bits at a time
        // through one word (`fill` bits of it taken), counted a word at a
        // time.
        let mut fewest = 0;
        let mut press = first & row_mask(cols);
        let mut cur = board.lights[0] ^ flip;
        let mut word = 0u64;
        let mut fill = 0u32;
        let mut w = 0usize;
        let mut r = 0;
        loop {
            word |= (press as u64) << fill;
            fill += cols as u32;
            if fill >= WORD_BITS {
                best[w & (WORDS - 1)] = word;
                fewest += word.count_ones();
                w += 1;
                fill -= WORD_BITS;
                // The row's bits that did not fit; none when it ended the
                // word (fill < cols <= 32, so the shift is 1 to 32).
                word = (press as u64) >> (cols as u32 - fill);
            }
            cur ^= spread(press, cols);
            if r + 1 >= rows || r + 1 >= MAX_SIDE as usize {
                break;
            }
            let below = board.lights[r + 1] ^ flip ^ press;
            press = cur;
            cur = below;
            r += 1;
        }
        if fill > 0 {
            best[w & (WORDS - 1)] = word;
            fewest += word.count_ones();
        }
        if cur != 0 {
            // Not reached: `can_clear` let only clearable boards through.
            return None;
        }
        if self.nullity == 0 {
            return Some(fewest);
        }
        // Gray code: step t changes the combination by basis map ctz(t).
        let combinations = 1u32 << (self.nullity & 31);
        if self.words == 1 {
            // A map of one word (boards of up to 64 cells): the search held
            // in registers.
            let (mut map, mut least) = (best[0], best[0]);
            let mut t = 1u32;
            while t < combinations {
                let basis = t.trailing_zeros() as usize;
                if basis >= MAX_NULLITY as usize {
                    break;
                }
                map ^= self.quiet[basis][0];
                let presses = map.count_ones();
                // The first cell where they differ is the lowest bit.
                let differ = map ^ least;
                if presses < fewest
                    || (presses == fewest && map & differ & differ.wrapping_neg() == 0)
                {
                    least = map;
                    fewest = presses;
                }
                t += 1;
            }
            best[0] = least;
            return Some(fewest);
        }
        let words = self.words as usize;
        let mut map = *best;
        let mut t = 1u32;
        while t < combinations {
            let basis = t.trailing_zeros() as usize;
            if basis >= MAX_NULLITY as usize {
                break;
            }
            let quiet = &self.quiet[basis];
            let mut presses = 0;
            let mut w = 0;
            while w < words && w < WORDS {
                let x = map[w] ^ quiet[w];
                map[w] = x;
                presses += x.count_ones();
                w += 1;
            }
            if presses < fewest || (presses == fewest && reads_before(&map, best, words)) {
                // The whole map, copied inline: a loop over `words` would
                // become a call to `memcpy`, dearer for the small maps.
                *best = map;
                fewest = presses;
            }
            t += 1;
        }
        Some(fewest)
    }

    /// The canonical answer for `board` and `goal`: the fewest presses,
    /// then the press map that reads least in reading order; `None` when no
    /// presses reach the goal.
    ///
    /// This is the batch form: a solver built once answers every board of
    /// its size. A board given alone answers itself with
    /// [`Board::solve`], which builds the solver of its own size and so
    /// cannot fail; here the board may be of another size than the solver.
    ///
    /// # Errors
    ///
    /// [`SizeMismatch`] when the board is not of the solver's size.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights_out::{Board, Goal, Solver};
    ///
    /// let solver = Solver::new(1, 2)?;
    /// let board = Board::from_rows(2, &[0b01])?;
    /// assert_eq!(solver.solve(&board, Goal::AllOff)?, None); // 1 × 2: one light alone stays
    /// let both = Board::from_rows(2, &[0b11])?;
    /// let solution = solver.solve(&both, Goal::AllOff)?.expect("solvable");
    /// // Either cell clears both; `01` reads before `10`.
    /// assert_eq!(solution.to_string(), "1\n01");
    /// assert!(solver.solve(&Board::new(2, 2)?, Goal::AllOff).is_err()); // wrong size
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[inline]
    pub const fn solve(&self, board: &Board, goal: Goal) -> Result<Option<Solution>, SizeMismatch> {
        if let Err(error) = self.check(board) {
            return Err(error);
        }
        // The map alone is filled and then moved: 128 bytes are copied
        // inline, a whole solution (136) with a call to `memcpy`.
        let mut presses = [0; WORDS];
        match self.reach(board, goal, &mut presses) {
            Some(count) => Ok(Some(Solution {
                rows: self.rows,
                cols: self.cols,
                count: count as u16,
                presses,
            })),
            None => Ok(None),
        }
    }

    /// Writes into `presses` the canonical press map that brings `board` to
    /// `goal`, and returns its number of presses; `None` when no presses
    /// can.
    const fn reach(&self, board: &Board, goal: Goal, presses: &mut Map) -> Option<u32> {
        let mask = row_mask(self.cols);
        match goal {
            Goal::AllOff => self.clear(board, 0, presses),
            Goal::AllOn => self.clear(board, mask, presses),
            Goal::OneColour => {
                let off = self.clear(board, 0, presses);
                let mut on = [0; WORDS];
                match (off, self.clear(board, mask, &mut on)) {
                    (Some(off), Some(count))
                        if count > off
                            || (count == off
                                && !reads_before(&on, presses, self.words as usize)) =>
                    {
                        Some(off)
                    }
                    (_, Some(count)) => {
                        *presses = on;
                        Some(count)
                    }
                    (off, None) => off,
                }
            }
        }
    }

    /// The first press, in reading order, of [`solve`](Self::solve)'s
    /// answer: `None` when the board meets the goal already or cannot. The
    /// batch form of [`Board::hint`].
    ///
    /// # Errors
    ///
    /// [`SizeMismatch`] when the board is not of the solver's size.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::{Cell, lights_out::{Board, Goal, Solver}};
    ///
    /// let solver = Solver::new(3, 3)?;
    /// let board: Board = "110\n100\n000".parse()?;
    /// assert_eq!(solver.hint(&board, Goal::AllOff)?, Some(Cell::new(0, 0)));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub const fn hint(&self, board: &Board, goal: Goal) -> Result<Option<Cell>, SizeMismatch> {
        match self.solve(board, goal) {
            Ok(Some(solution)) => Ok(solution.first()),
            Ok(None) => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// Whether some presses bring `board` to `goal`.
    ///
    /// # Errors
    ///
    /// [`SizeMismatch`] when the board is not of the solver's size.
    pub const fn is_solvable(&self, board: &Board, goal: Goal) -> Result<bool, SizeMismatch> {
        if let Err(error) = self.check(board) {
            return Err(error);
        }
        let mask = row_mask(self.cols);
        Ok(match goal {
            Goal::AllOff => self.can_clear(self.left_over(board, 0)),
            Goal::AllOn => self.can_clear(self.left_over(board, mask)),
            Goal::OneColour => {
                self.can_clear(self.left_over(board, 0))
                    || self.can_clear(self.left_over(board, mask))
            }
        })
    }
}

/// The canonical answer for one board: which cells to press.
///
/// [`Display`](fmt::Display) writes the count, then the press map as rows of
/// `0` and `1`, the format of flipswap's `lights-out` command.
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, lights_out::{Board, Goal, Solver}};
///
/// let solver = Solver::new(2, 3)?;
/// let board: Board = "111\n111".parse()?;
/// let solution = solver.solve(&board, Goal::AllOff)?.expect("solvable");
/// // Two opposite corners, either pair; `001 100` reads before `100 001`.
/// assert_eq!(solution.len(), 2);
/// assert_eq!(solution.is_pressed(Cell::new(1, 0)), Some(true));
/// assert_eq!(solution.presses().collect::<Vec<_>>(), [Cell::new(0, 2), Cell::new(1, 0)]);
/// assert_eq!(solution.to_string(), "2\n001\n100");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Solution {
    rows: u8,
    cols: u8,
    count: u16,
    presses: Map,
}

impl Solution {
    /// How many presses.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.count as usize
    }

    /// Whether the board met the goal already.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Rows of the press map.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// Columns of the press map.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// Whether `cell` is pressed, or `None` off the board.
    #[must_use]
    pub const fn is_pressed(&self, cell: Cell) -> Option<bool> {
        if cell.row() >= self.rows || cell.col() >= self.cols {
            return None;
        }
        let at = cell.row() as u32 * self.cols as u32 + cell.col() as u32;
        Some(self.presses[(at / WORD_BITS) as usize % WORDS] >> (at % WORD_BITS) & 1 != 0)
    }

    /// Row `row` of the press map as bits (bit `c` = column `c`); 0 below
    /// the board.
    #[must_use]
    pub const fn row(&self, row: u8) -> u32 {
        if row >= self.rows {
            return 0;
        }
        let at = row as u32 * self.cols as u32;
        let (word, shift) = ((at / WORD_BITS) as usize, at % WORD_BITS);
        let mut bits = self.presses[word % WORDS] >> shift;
        if shift + self.cols as u32 > WORD_BITS {
            bits |= self.presses[(word + 1) % WORDS] << (WORD_BITS - shift);
        }
        (bits as u32) & row_mask(self.cols)
    }

    /// The first press in reading order, or `None` when there is none.
    #[must_use]
    pub const fn first(&self) -> Option<Cell> {
        let mut w = 0;
        while w < WORDS {
            let word = self.presses[w];
            if word != 0 {
                let at = w as u32 * WORD_BITS + word.trailing_zeros();
                let cols = self.cols as u32;
                if cols == 0 {
                    return None;
                }
                return Some(Cell::new((at / cols) as u8, (at % cols) as u8));
            }
            w += 1;
        }
        None
    }

    /// The cells to press, in reading order; any order gives the same end.
    pub fn presses(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows).flat_map(move |row| {
            let bits = self.row(row);
            (0..self.cols)
                .filter(move |&col| bits >> (col & 31) & 1 != 0)
                .map(move |col| Cell::new(row, col))
        })
    }
}

impl Solution {
    /// The press map's rows, top to bottom.
    fn map_rows(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        (0..self.rows).map(|r| self.row(r))
    }
}

/// Shows the count and the press map's rows.
impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Solution({}: ", self.count)?;
        write_rows(f, self.map_rows(), self.cols, "/")?;
        f.write_str(")")
    }
}

/// The count, then the press map as rows of `0` and `1`, with no newline
/// after the last.
impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(write::as_str(write::count(self.len()).with_newline()))?;
        write_rows(f, self.map_rows(), self.cols, "\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Solver::can_clear`] rests on this: the lights the chase leaves in
    /// the last row are a symmetric function of the first row's presses, at
    /// every size, so those it can leave are those orthogonal to its null
    /// space.
    #[test]
    fn the_chase_of_every_size_is_symmetric() {
        for rows in 1..=MAX_SIDE {
            for cols in 1..=MAX_SIDE {
                let empty = Board::new(rows, cols).expect("a size");
                let mut column = [0u32; MAX_SIDE as usize];
                for (j, left) in column.iter_mut().enumerate().take(cols.into()) {
                    *left = chase(&empty, 1 << j).1;
                }
                for i in 0..usize::from(cols) {
                    for j in 0..i {
                        assert_eq!(
                            column[j] >> i & 1,
                            column[i] >> j & 1,
                            "{rows} × {cols}, cells {i} and {j}"
                        );
                    }
                }
            }
        }
    }
}
