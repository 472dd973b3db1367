//! Judging claimed answers: is an answer, written in the judge's output
//! format, well formed, are its moves legal, and do they reach the goal in
//! the fewest moves?
//!
//! The fridge and the swap game accept more than one right answer (the
//! handles in any order, any shortest sequence of swaps), so comparing text
//! is not enough. What an answer holds:
//!
//! | puzzle | answer |
//! |---|---|
//! | [Flip Game](crate::flip_game) | one line: the fewest flips, or `Impossible` |
//! | [Refrigerator](crate::fridge) | the fewest turns N, then N lines `row col` (1-based), in any order |
//! | [Lights](crate::lights) | one line: the fewest presses |
//! | [Swap game](crate::swap_game), 4 × 4 ([`Pair`](crate::swap_game::Pair)) or any size ([`AnyPair`](crate::swap_game::AnyPair)) | the fewest swaps N, then N lines `abcd`: swap cell (a,b) with cell (c,d), 1-based, either cell first |
//! | Moving toys (Luogu P4289), [`Judge::count_only`] | one line: the fewest swaps |
//! | [Lights Out](crate::lights_out) at any size, [`LightsOutJudge`] | the fewest presses N, then the press map in the board's shape, rows of `0`/`1`: the first in reading order among maps of N presses; or `Impossible` |
//! | Fliptile (POJ 3279), [`FamilyJudge`] | the press map, M rows of N `0`/`1`, or `IMPOSSIBLE`: the fewest presses, then the first in reading order |
//! | EXTENDED LIGHTS OUT (POJ 1222), [`FamilyJudge`] | `PUZZLE #k`, then 5 rows of 6 `0`/`1`: the one map that clears the board |
//! | Painter's Problem, Turn the Lights Off, the switches, The Water Bowls, flipping cards, [`FamilyJudge`] | one line: the fewest presses (after the name, for Turn the Lights Off), or the judge's word for none (`inf`, `-1`, `Impossible`, `NO`) |
//!
//! Spaces and tabs around a line, a `\r` at its end, blank lines and a UTF-8
//! byte order mark before the first line are ignored, as judges that compare
//! words ignore them. Spaces between the four digits of a swap are allowed.
//!
//! A rejection names the **first wrong line**: the first line after which no
//! right answer can go on. Every move of a shortest answer brings the board
//! one move closer to the goal, so the judge checks each move as it comes: a
//! count that is not the fewest is wrong at line 1; a move that names a cell
//! off the board, swaps cells that share no edge, swaps two equal pieces,
//! turns a handle a second time or in any other way fails to get one move
//! closer is wrong at its own line; so is a move line past the count, or
//! anything after the answer. A count above the most moves any answer of
//! the puzzle holds (16 turns, 20 swaps on 4 × 4; on a larger board, half
//! its cells times the steps across it) is wrong at line 1. As a last check
//! that does not rest on the tables, the board after the last move must be
//! the goal.
//!
//! [`answer`] (or the function named after each puzzle) judges a whole answer
//! given as text; [`Judge`] takes one line at a time, for answers that arrive
//! as a stream, and tells where an answer ends in a stream of cases and
//! answers. Neither allocates, and neither links the 128 KiB tables: the
//! judge asks the compact form of each puzzle.
//!
//! # Examples
//!
//! ```
//! use flipswap::check::{self, Problem};
//! use flipswap::{fridge, swap_game};
//!
//! let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
//! // The judge prints the handles in row-major order, but any order is right.
//! assert_eq!(check::fridge(door, "6\n4 4\n4 3\n4 1\n1 4\n1 3\n1 1\n"), Ok(()));
//! let rejection = check::fridge(door, "6\n1 1\n1 3\n1 1\n1 4\n4 1\n4 3\n").unwrap_err();
//! assert_eq!(rejection.line(), 4);
//! assert_eq!(
//!     rejection.to_string(),
//!     "line 4 of the answer: handle 1 1 was turned on line 2 already: turning it again undoes that"
//! );
//!
//! let pair: swap_game::Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
//! assert_eq!(check::swap_game(pair, "4\n1222\n1424\n3242\n4344"), Ok(()));
//! let rejection = check::swap_game(pair, "5\n1222\n1424\n3242\n4344\n1112").unwrap_err();
//! assert_eq!(rejection.line(), 1);
//! assert_eq!(rejection.problem(), Problem::NotFewest { claimed: 5, fewest: 4 });
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use crate::Cell;
use crate::read::Sealed;
use crate::text::{BOM, Found, is_blank, trim};
use crate::toggle::Toggle;
use crate::{flip_game, fridge, lights, swap_game};

mod map;
mod problem;

pub use map::{FamilyJudge, FirstMap, LightsOutJudge};

pub use problem::{Problem, Rejection};

mod private {
    /// Keeps [`Checkable`](super::Checkable) closed to this crate's cases.
    pub trait Sealed {
        /// The state of a judge that has read nothing yet.
        fn case(self) -> Case;
    }

    /// A toggle puzzle's rules, as the judge needs them.
    #[derive(Clone, Copy, Debug)]
    pub struct ToggleRules {
        pub fewest: fn(u16) -> Option<u8>,
        pub press: fn(u16, crate::Cell) -> Option<u16>,
        pub solved: fn(u16) -> bool,
        pub width: u8,
        pub height: u8,
        pub lists_presses: bool,
        pub can_be_impossible: bool,
        /// The board's symbols for a clear and a set cell.
        pub symbols: [u8; 2],
    }

    /// A toggle puzzle's case, and where its answer's presses have got to.
    #[derive(Clone, Copy, Debug)]
    pub struct ToggleCase {
        /// The board after the presses read so far.
        pub bits: u16,
        /// The fewest presses from `bits`; `None` when no presses solve it.
        pub left: Option<u8>,
        /// For each cell, the answer line that pressed it, or 0.
        pub turned: [u32; 16],
        pub rules: ToggleRules,
    }

    /// A swap game's case, 4 × 4 or any size, and where its answer's
    /// swaps have got to.
    #[derive(Clone, Copy, Debug)]
    pub struct SwapCase {
        /// The board after the swaps read so far.
        pub board: crate::swap_game::Grid,
        pub target: crate::swap_game::Grid,
        /// The fewest swaps from `board` to `target`.
        pub left: u16,
        /// The fewest swaps between two boards of the case's size: the 4 × 4
        /// solver for a [`Pair`](crate::swap_game::Pair), the any-size one
        /// for an [`AnyPair`](crate::swap_game::AnyPair).
        pub fewest: fn(crate::swap_game::Grid, crate::swap_game::Grid) -> u16,
        /// The most swaps an answer holds.
        pub largest: u32,
        /// Whether the answer is the count alone (Luogu P4289).
        pub count_only: bool,
    }

    /// What the judge knows about the case, and where the moves have got to.
    #[derive(Clone, Copy, Debug)]
    pub enum Case {
        Toggle(ToggleCase),
        SwapGame(SwapCase),
    }
}
use private::{Case, SwapCase, ToggleCase, ToggleRules};

/// A case whose answers can be judged: the board of any toggle puzzle
/// ([`Toggle`]), a swap-game [`Pair`](crate::swap_game::Pair), or a
/// swap-game [`AnyPair`](crate::swap_game::AnyPair) of any size.
/// Implemented by this crate's types only.
pub trait Checkable: private::Sealed {}

impl<P: Toggle> private::Sealed for P {
    fn case(self) -> Case {
        Case::Toggle(ToggleCase {
            bits: self.bits(),
            left: fewest::<P>(self.bits()),
            turned: [0; 16],
            rules: ToggleRules {
                fewest: fewest::<P>,
                press: press::<P>,
                solved: solved::<P>,
                width: P::WIDTH,
                height: P::HEIGHT,
                lists_presses: P::LISTS_PRESSES,
                can_be_impossible: P::CAN_BE_IMPOSSIBLE,
                symbols: <P as Sealed>::FORMAT.symbols(),
            },
        })
    }
}

impl<P: Toggle> Checkable for P {}

impl private::Sealed for swap_game::Pair {
    fn case(self) -> Case {
        Case::SwapGame(SwapCase {
            board: self.start().into(),
            target: self.target().into(),
            left: self.solve().map_or(0, |solution| wide(solution.len())),
            fewest: fewest_swaps_4x4,
            largest: MAX_SWAPS,
            count_only: false,
        })
    }
}

impl Checkable for swap_game::Pair {}

impl private::Sealed for swap_game::AnyPair {
    fn case(self) -> Case {
        let board = self.start();
        let cells = u32::from(board.rows()) * u32::from(board.cols());
        // At most half the cells change place, each at most across the board.
        let pieces = cells / 2;
        let steps = u32::from(board.rows()) + u32::from(board.cols()) - 2;
        Case::SwapGame(SwapCase {
            board,
            target: self.target(),
            left: self.solve().map_or(0, |solution| wide(solution.len())),
            fewest: fewest_swaps,
            largest: pieces * steps,
            count_only: false,
        })
    }
}

impl Checkable for swap_game::AnyPair {}

/// The fewest swaps from `start` to `target`, by the 4 × 4 solver (the
/// boards are 4 × 4 [`Grid`](swap_game::Grid)s of a [`Pair`](swap_game::Pair)).
fn fewest_swaps_4x4(start: swap_game::Grid, target: swap_game::Grid) -> u16 {
    let board = |grid: swap_game::Grid| swap_game::Board::from_bits(grid.bits() as u16);
    let (Some(start), Some(target)) = (board(start), board(target)) else {
        return 0;
    };
    swap_game::Pair::new(start, target)
        .ok()
        .and_then(swap_game::solve)
        .map_or(0, |solution| wide(solution.len()))
}

/// The fewest swaps from `start` to `target`, by the any-size solver.
fn fewest_swaps(start: swap_game::Grid, target: swap_game::Grid) -> u16 {
    swap_game::AnyPair::new(start, target)
        .ok()
        .and_then(|pair| pair.solve())
        .map_or(0, |solution| wide(solution.len()))
}

fn wide(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

fn small(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// The fewest presses from the board `bits`, from the compact form (so the
/// judge links no dense table); `None` when no presses solve it.
fn fewest<P: Toggle>(bits: u16) -> Option<u8> {
    let board = P::from_bits(bits)?;
    board.solve_compact().map(|solution| small(solution.len()))
}

fn press<P: Toggle>(bits: u16, cell: Cell) -> Option<u16> {
    let board = P::from_bits(bits)?;
    board.press(cell).map(P::bits)
}

fn solved<P: Toggle>(bits: u16) -> bool {
    P::from_bits(bits).is_some_and(P::is_solved)
}

impl Case {
    /// Whether answers hold move lines after the count.
    const fn has_moves(&self) -> bool {
        match self {
            Case::Toggle(toggle) => toggle.rules.lists_presses,
            Case::SwapGame(swap) => !swap.count_only,
        }
    }

    /// The most moves an answer holds: a count above it is wrong, and for a
    /// puzzle with move lines it does not say where the answer ends.
    fn largest(&self) -> u32 {
        match self {
            // Every cell pressed once at most.
            Case::Toggle(toggle) if toggle.rules.lists_presses => {
                u32::from(toggle.rules.width) * u32::from(toggle.rules.height)
            }
            // A one-line answer: any number that fits is merely not the
            // fewest.
            Case::Toggle(_) => u32::MAX,
            Case::SwapGame(swap) if swap.count_only => u32::MAX,
            Case::SwapGame(swap) => swap.largest,
        }
    }

    /// Whether `text` (trimmed, not blank) is a row of the case's board,
    /// which no move line of a right answer ever is.
    fn is_row(&self, text: &[u8]) -> bool {
        let symbols = match self {
            Case::Toggle(toggle) => toggle.rules.symbols,
            Case::SwapGame(_) => *b"01",
        };
        let mut cells = 0;
        for &byte in text {
            if symbols.contains(&byte) {
                cells += 1;
            } else if !is_blank(byte) {
                return false;
            }
        }
        cells > 0
    }

    /// Whether `text` is a well-formed move line for this puzzle (wherever
    /// its cells are).
    fn is_move(&self, text: &[u8]) -> bool {
        match self {
            Case::Toggle(toggle) => toggle.rules.lists_presses && turn(text).is_ok(),
            Case::SwapGame(game) => !game.count_only && swap(text).is_ok(),
        }
    }
}

/// The capacity of a swap-game answer, as a count.
const MAX_SWAPS: u32 = swap_game::MAX_SWAPS as u32;

/// How far through the answer the judge has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Waiting for the first line.
    Count,
    /// Reading move lines.
    Moves { claimed: u32, read: u32 },
    /// The answer is complete.
    Done,
    /// The first line gave no usable number, so the answer's end is known
    /// only from what its lines look like.
    Lost,
}

/// Judges an answer given one line at a time, allocating nothing.
///
/// Feed it each line of the answer with [`push_line`](Judge::push_line),
/// then ask [`finish`](Judge::finish) for the verdict. In a stream that
/// holds cases and their answers one after another, [`takes`](Judge::takes)
/// says whether a line still belongs to the answer or starts the next case,
/// so the stream stays in step even when an answer is wrong:
///
/// - the answer's first line belongs to it (blank lines before it too);
/// - while the count asks for more move lines, every line does, except a
///   row of the puzzle's board, which no right move line ever is: that
///   starts the next case, and the answer is short of moves;
/// - once the count is met, or when the count is missing or above the most
///   any answer holds, a line belongs to the answer only if it is a
///   well-formed move line (and then it is one move too many).
///
/// # Examples
///
/// ```
/// use flipswap::check::{Judge, Problem};
/// use flipswap::fridge;
///
/// let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
/// let mut judge = Judge::new(door);
/// // One move line too many, then the next case's first row.
/// let mut stream = ["6", "1 1", "1 3", "1 4", "4 1", "4 3", "4 4", "2 2", "----"].into_iter();
/// let next_case = loop {
///     let Some(line) = stream.next() else { break None };
///     if !judge.takes(line.as_bytes()) {
///         break Some(line);
///     }
///     judge.push_line(line.as_bytes());
/// };
/// assert_eq!(next_case, Some("----"));
/// let rejection = judge.finish().unwrap_err();
/// assert_eq!(rejection.line(), 8);
/// assert_eq!(rejection.problem(), Problem::ExtraMove { claimed: 6 });
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Judge {
    case: Case,
    /// Lines of the answer read so far, from its first line that is not
    /// blank.
    line: u32,
    /// The last line that was not blank.
    last: u32,
    stage: Stage,
    rejection: Option<Rejection>,
}

impl Judge {
    /// A judge for an answer to `case`, before its first line.
    #[must_use]
    pub fn new<C: Checkable>(case: C) -> Judge {
        Judge {
            case: case.case(),
            line: 0,
            last: 0,
            stage: Stage::Count,
            rejection: None,
        }
    }

    /// A judge of a moving-toys answer (Luogu P4289): the swap game of
    /// `pair` at any size, the answer one line, the fewest swaps alone.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::check::{Judge, LineJudge, Problem};
    /// use flipswap::swap_game::{AnyPair, Grid};
    ///
    /// let start = Grid::from_bits(4, 4, 0x470F).expect("4 × 4");
    /// let target = Grid::from_bits(4, 4, 0xA5A5).expect("4 × 4");
    /// let pair = AnyPair::new(start, target)?;
    /// let mut judge = Judge::count_only(pair);
    /// judge.push_line(b"4");
    /// assert!(judge.is_complete());
    /// assert!(!judge.takes(b"1222"));
    /// assert_eq!(judge.finish(), Ok(()));
    ///
    /// let mut judge = Judge::count_only(pair);
    /// judge.push_line(b"5");
    /// let rejection = judge.finish().unwrap_err();
    /// assert_eq!(rejection.problem(), Problem::NotFewest { claimed: 5, fewest: 4 });
    /// # Ok::<(), flipswap::swap_game::PairError>(())
    /// ```
    #[must_use]
    pub fn count_only(pair: swap_game::AnyPair) -> Judge {
        let mut judge = Judge::new(pair);
        if let Case::SwapGame(swap) = &mut judge.case {
            swap.count_only = true;
        }
        judge
    }

    /// Whether the answer's count asks for more lines: the first line has
    /// not been read yet, or fewer move lines than it gives. Blank lines do
    /// not count.
    #[must_use]
    pub const fn wants_line(&self) -> bool {
        match self.stage {
            Stage::Count => true,
            Stage::Moves { claimed, read } => read < claimed,
            Stage::Done | Stage::Lost => false,
        }
    }

    /// Whether the answer holds every line its first line gives, so that a
    /// verdict can be given now (a stream may still bring a move line too
    /// many, which [`takes`](Self::takes) would take). False before the
    /// first line, while moves are owed, and when the first line gave no
    /// usable count.
    #[must_use]
    pub const fn is_complete(&self) -> bool {
        match self.stage {
            Stage::Moves { claimed, read } => read >= claimed,
            Stage::Done => true,
            Stage::Count | Stage::Lost => false,
        }
    }

    /// Whether `line`, the next line of a stream, belongs to this answer
    /// (see [`Judge`] for the rule); when it does not, the answer has ended
    /// and `line` starts what follows.
    #[must_use]
    pub fn takes(&self, line: &[u8]) -> bool {
        let text = trim(line);
        if text.is_empty() {
            // Blank lines change nothing wherever they go.
            return true;
        }
        match self.stage {
            Stage::Count => true,
            Stage::Moves { claimed, read } if read < claimed => !self.case.is_row(text),
            Stage::Moves { .. } | Stage::Lost => self.case.is_move(text) && !self.case.is_row(text),
            Stage::Done => false,
        }
    }

    /// Whether the answer has begun: a line that is not blank has been
    /// read. Blank lines before it are not counted as lines of the answer.
    #[must_use]
    pub const fn has_begun(&self) -> bool {
        self.line > 0
    }

    /// Reads the next line of the answer, with or without its line end. A
    /// line that is not blank after the answer has ended is wrong. Lines
    /// are counted from the first that is not blank.
    pub fn push_line(&mut self, line: &[u8]) {
        let line = match line.strip_prefix(BOM) {
            Some(rest) if !self.has_begun() => rest,
            _ => line,
        };
        let text = trim(line);
        if text.is_empty() && !self.has_begun() {
            return;
        }
        self.line = self.line.saturating_add(1);
        if text.is_empty() {
            return;
        }
        self.last = self.line;
        match self.stage {
            Stage::Count => self.read_count(text),
            Stage::Moves { claimed, read } if read < claimed => {
                let read = read.saturating_add(1);
                self.stage = Stage::Moves { claimed, read };
                if self.rejection.is_none() {
                    self.read_move(text);
                }
                if read == claimed {
                    self.check_goal();
                }
            }
            Stage::Moves { claimed, .. } if self.case.is_move(text) => {
                self.reject(Problem::ExtraMove { claimed });
            }
            Stage::Moves { .. } | Stage::Done | Stage::Lost => {
                self.reject(Problem::TrailingText {
                    found: Found::at(text),
                });
            }
        }
    }

    /// The verdict on the lines read.
    ///
    /// # Errors
    ///
    /// A [`Rejection`] naming the first wrong line when the lines are not a
    /// right answer. An answer that stops early is wrong at the line after
    /// its last.
    pub fn finish(&self) -> Result<(), Rejection> {
        if let Some(rejection) = self.rejection {
            return Err(rejection);
        }
        let next = self.last.saturating_add(1);
        match self.stage {
            Stage::Count => Err(Rejection {
                line: next,
                problem: Problem::MissingCount,
            }),
            Stage::Moves { claimed, read } if read < claimed => Err(Rejection {
                line: next,
                problem: Problem::MissingMoves {
                    claimed,
                    found: read,
                },
            }),
            Stage::Moves { .. } | Stage::Done | Stage::Lost => Ok(()),
        }
    }

    /// Records `problem` at the current line, unless an earlier line was
    /// wrong already.
    fn reject(&mut self, problem: Problem) {
        if self.rejection.is_none() {
            self.rejection = Some(Rejection {
                line: self.line,
                problem,
            });
        }
    }

    fn read_count(&mut self, text: &[u8]) {
        let (fewest, can_be_impossible) = match self.case {
            Case::Toggle(toggle) => (toggle.left.map(u32::from), toggle.rules.can_be_impossible),
            Case::SwapGame(swap) => (Some(u32::from(swap.left)), false),
        };
        let has_moves = self.case.has_moves();
        let largest = self.case.largest();
        let (count, rest) = match text.strip_prefix(flip_game::IMPOSSIBLE.as_bytes()) {
            Some(rest) if can_be_impossible => (None, rest),
            _ => match number(text) {
                Ok((Some(n), rest)) if n <= largest => (Some(n), rest),
                Ok(_) => {
                    self.reject(Problem::CountTooLarge { largest });
                    self.stage = if has_moves { Stage::Lost } else { Stage::Done };
                    return;
                }
                Err(found) => {
                    self.reject(Problem::BadCount {
                        found,
                        or_impossible: can_be_impossible,
                    });
                    self.stage = if has_moves { Stage::Lost } else { Stage::Done };
                    return;
                }
            },
        };
        if !rest.is_empty() {
            // `text` is trimmed, so something that is not blank follows.
            self.reject(Problem::ExtraText {
                found: Found::at(trim(rest)),
            });
        }
        let problem = match (fewest, count) {
            (None, None) => None,
            (Some(fewest), None) => Some(Problem::NotImpossible {
                fewest: small(fewest as usize),
            }),
            (None, Some(_)) => Some(Problem::Impossible),
            (Some(fewest), Some(claimed)) => (claimed != fewest).then_some(Problem::NotFewest {
                claimed,
                fewest: small(fewest as usize),
            }),
        };
        if let Some(problem) = problem {
            self.reject(problem);
        }
        self.stage = match count {
            Some(claimed) if has_moves => Stage::Moves { claimed, read: 0 },
            _ => Stage::Done,
        };
        if count == Some(0) && has_moves {
            self.check_goal();
        }
    }

    fn read_move(&mut self, text: &[u8]) {
        let line = self.line;
        let result = match &mut self.case {
            Case::Toggle(toggle) => turn(text).and_then(|(row, col)| {
                let rules = toggle.rules;
                let handle = cell(row, col, rules.width, rules.height)?;
                let index = usize::from(handle.row() * rules.width + handle.col()) & 15;
                let first = toggle.turned[index];
                if first != 0 {
                    return Err(Problem::TurnedTwice { handle, first });
                }
                let after_bits = (rules.press)(toggle.bits, handle).unwrap_or(toggle.bits);
                let after = (rules.fewest)(after_bits).unwrap_or(u8::MAX);
                let mut left = toggle.left.unwrap_or(0);
                progress(&mut left, after)?;
                toggle.left = Some(left);
                toggle.bits = after_bits;
                toggle.turned[index] = line;
                Ok(())
            }),
            Case::SwapGame(game) => swap(text).and_then(|cells| game.make(cells)),
        };
        if let Err(problem) = result {
            self.reject(problem);
        }
    }

    /// Checks, when the last move has been read and every line was right so
    /// far, that the board is the goal. Each move got one closer, so it is;
    /// this check rests on the rules alone, not on the tables.
    fn check_goal(&mut self) {
        if self.rejection.is_some() {
            return;
        }
        let solved = match self.case {
            Case::Toggle(toggle) => (toggle.rules.solved)(toggle.bits),
            Case::SwapGame(swap) => swap.board == swap.target,
        };
        if !solved {
            self.reject(Problem::NotSolved);
        }
    }
}

impl SwapCase {
    /// Makes the swap `[a, b, c, d]` (cell `a b` with cell `c d`, 1-based),
    /// if it is legal (both cells on the board, sharing an edge, one piece
    /// black and one white) and brings the board one swap closer to the
    /// target: the check of every swap, at 4 × 4 and at any size.
    fn make(&mut self, [a, b, c, d]: [u32; 4]) -> Result<(), Problem> {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        let (a, b) = (cell(a, b, cols, rows)?, cell(c, d, cols, rows)?);
        let Some(after) = self.board.swap(a, b) else {
            return Err(Problem::NotAdjacent { a, b });
        };
        if after == self.board {
            let black = self.board.is_black(a).unwrap_or(false);
            return Err(Problem::NoChange { a, b, black });
        }
        let left = (self.fewest)(after, self.target);
        if left.checked_add(1) != Some(self.left) {
            return Err(Problem::NoProgress {
                before: small(usize::from(self.left)),
                after: small(usize::from(left)),
            });
        }
        self.left = left;
        self.board = after;
        Ok(())
    }
}

/// A judge that reads an answer one line at a time: what [`Judge`],
/// [`FamilyJudge`] and [`LightsOutJudge`] have in common, so that one loop
/// can run any of them over a stream of cases and answers.
///
/// # Examples
///
/// ```
/// use flipswap::check::{Judge, LightsOutJudge, LineJudge, Rejection};
/// use flipswap::lights_out::{Board, Goal};
/// use flipswap::swap_game::Pair;
///
/// /// Feeds `judge` the lines of `stream` it takes; the verdict, and the
/// /// line that starts what follows.
/// fn run<'a>(
///     mut judge: impl LineJudge,
///     stream: &mut impl Iterator<Item = &'a str>,
/// ) -> (Result<(), Rejection>, Option<&'a str>) {
///     for line in stream {
///         if !judge.takes(line.as_bytes()) {
///             return (judge.finish(), Some(line));
///         }
///         judge.push_line(line.as_bytes());
///     }
///     (judge.finish(), None)
/// }
///
/// let pair: Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
/// let mut stream = ["4", "1222", "1424", "3242", "4344", "1111"].into_iter();
/// assert_eq!(run(Judge::new(pair), &mut stream), (Ok(()), Some("1111")));
///
/// let board: Board = "010\n111\n010".parse()?;
/// let mut stream = ["1", "000", "010", "000"].into_iter();
/// assert_eq!(run(LightsOutJudge::new(&board, Goal::AllOff), &mut stream), (Ok(()), None));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub trait LineJudge {
    /// Whether `line`, the next line of a stream, belongs to the answer;
    /// when it does not, the answer has ended and `line` starts what
    /// follows.
    fn takes(&self, line: &[u8]) -> bool;

    /// Reads the next line of the answer, with or without its line end.
    fn push_line(&mut self, line: &[u8]);

    /// Whether the answer's first line that is not blank has been read.
    fn has_begun(&self) -> bool;

    /// Whether the answer holds every line it should, so that a verdict
    /// can be given now.
    fn is_complete(&self) -> bool;

    /// The verdict on the lines read.
    ///
    /// # Errors
    ///
    /// A [`Rejection`] naming the first wrong line and the rule broken.
    fn finish(&self) -> Result<(), Rejection>;
}

impl LineJudge for Judge {
    fn takes(&self, line: &[u8]) -> bool {
        Judge::takes(self, line)
    }
    fn push_line(&mut self, line: &[u8]) {
        Judge::push_line(self, line);
    }
    fn has_begun(&self) -> bool {
        Judge::has_begun(self)
    }
    fn is_complete(&self) -> bool {
        Judge::is_complete(self)
    }
    fn finish(&self) -> Result<(), Rejection> {
        Judge::finish(self)
    }
}

impl LineJudge for FamilyJudge {
    fn takes(&self, line: &[u8]) -> bool {
        FamilyJudge::takes(self, line)
    }
    fn push_line(&mut self, line: &[u8]) {
        FamilyJudge::push_line(self, line);
    }
    fn has_begun(&self) -> bool {
        FamilyJudge::has_begun(self)
    }
    fn is_complete(&self) -> bool {
        FamilyJudge::is_complete(self)
    }
    fn finish(&self) -> Result<(), Rejection> {
        FamilyJudge::finish(self)
    }
}

impl LineJudge for LightsOutJudge {
    fn takes(&self, line: &[u8]) -> bool {
        LightsOutJudge::takes(self, line)
    }
    fn push_line(&mut self, line: &[u8]) {
        LightsOutJudge::push_line(self, line);
    }
    fn has_begun(&self) -> bool {
        LightsOutJudge::has_begun(self)
    }
    fn is_complete(&self) -> bool {
        LightsOutJudge::is_complete(self)
    }
    fn finish(&self) -> Result<(), Rejection> {
        LightsOutJudge::finish(self)
    }
}

/// Requires the fewest moves to go to drop from `left` to `after`, by one.
fn progress(left: &mut u8, after: u8) -> Result<(), Problem> {
    if after.checked_add(1) != Some(*left) {
        return Err(Problem::NoProgress {
            before: *left,
            after,
        });
    }
    *left = after;
    Ok(())
}

/// The 0-based cell at 1-based `row` and `col` of a board `width` wide and
/// `height` high.
fn cell(row: u32, col: u32, width: u8, height: u8) -> Result<Cell, Problem> {
    match (u8::try_from(row), u8::try_from(col)) {
        (Ok(r), Ok(c)) if (1..=height).contains(&r) && (1..=width).contains(&c) => {
            Ok(Cell::new(r - 1, c - 1))
        }
        _ => Err(Problem::OffBoard { row, col }),
    }
}

/// Reads the decimal number at the start of `text`: the number (`None` when
/// it is larger than `u32::MAX`) and what follows it, or what stands where
/// the number should be.
fn number(text: &[u8]) -> Result<(Option<u32>, &[u8]), Found> {
    let digits = text.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return Err(Found::at(text));
    }
    let (head, rest) = text.split_at_checked(digits).unwrap_or((text, &[]));
    let value = head.iter().try_fold(0u32, |value, &digit| {
        value
            .checked_mul(10)
            .and_then(|value| value.checked_add(u32::from(digit.saturating_sub(b'0'))))
    });
    Ok((value, rest))
}

/// Reads a fridge move `row col`: two numbers with blanks between them.
fn turn(text: &[u8]) -> Result<(u32, u32), Problem> {
    let seen = |rest: &[u8]| Problem::BadTurn {
        found: rest.first().map(|_| Found::at(rest)),
    };
    let (row, rest) = number(text).map_err(|_| seen(text))?;
    if !rest.first().is_some_and(|&b| is_blank(b)) {
        return Err(seen(rest));
    }
    let rest = trim(rest);
    let (col, rest) = number(rest).map_err(|_| seen(rest))?;
    if !rest.is_empty() {
        return Err(Problem::ExtraText {
            found: Found::at(trim(rest)),
        });
    }
    Ok((row.unwrap_or(u32::MAX), col.unwrap_or(u32::MAX)))
}

/// Reads a swap-game move `abcd`: four digits, blanks allowed between them.
fn swap(text: &[u8]) -> Result<[u32; 4], Problem> {
    let mut digits = [0u32; 4];
    let mut count = 0;
    for (i, &byte) in text.iter().enumerate() {
        if is_blank(byte) {
            continue;
        }
        let rest = text.get(i..).unwrap_or_default();
        if !byte.is_ascii_digit() {
            return Err(Problem::BadSwap {
                found: Some(Found::at(rest)),
            });
        }
        let Some(slot) = digits.get_mut(count) else {
            return Err(Problem::ExtraText {
                found: Found::at(rest),
            });
        };
        *slot = u32::from(byte.saturating_sub(b'0'));
        count += 1;
    }
    if count < digits.len() {
        return Err(Problem::BadSwap { found: None });
    }
    Ok(digits)
}

/// Judges `answer`, the text of a claimed answer to `case` in the judge's
/// output format.
///
/// Every line of `answer` is taken as part of it. In a stream of cases and
/// answers, [`Judge::takes`] tells where each answer ends; the verdict on
/// the lines it takes is this function's verdict on their text.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, when the answer is not
/// right.
///
/// # Examples
///
/// ```
/// use flipswap::check::{self, Problem};
/// use flipswap::flip_game;
///
/// let board: flip_game::Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
/// assert_eq!(check::answer(board, "4\n"), Ok(()));
/// let rejection = check::answer(board, "Impossible").unwrap_err();
/// assert_eq!(rejection.problem(), Problem::NotImpossible { fewest: 4 });
/// # Ok::<(), flipswap::ParseError>(())
/// ```
pub fn answer<C: Checkable>(case: C, answer: &str) -> Result<(), Rejection> {
    let mut judge = Judge::new(case);
    // Split as bytes: `str::split` keeps a slicing panic path that the
    // optimiser cannot always remove.
    for line in answer.as_bytes().split(|&b| b == b'\n') {
        if judge.rejection.is_some() {
            break;
        }
        judge.push_line(line);
    }
    judge.finish()
}

/// Judges a flip-game answer: one line, the fewest flips or `Impossible`.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
pub fn flip_game(board: flip_game::Board, text: &str) -> Result<(), Rejection> {
    answer(board, text)
}

/// Judges a fridge answer: the fewest turns N, then N lines `row col`
/// (1-based) in any order.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
pub fn fridge(door: fridge::Board, text: &str) -> Result<(), Rejection> {
    answer(door, text)
}

/// Judges a lights answer: one line, the fewest presses.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
pub fn lights(board: lights::Board, text: &str) -> Result<(), Rejection> {
    answer(board, text)
}

/// Judges a swap-game answer: the fewest swaps N, then N lines `abcd`, each
/// swapping cell (a,b) with the edge-adjacent cell (c,d), 1-based.
///
/// # Errors
///
/// A [`Rejection`] naming the first wrong line, as [`answer`].
pub fn swap_game(pair: swap_game::Pair, text: &str) -> Result<(), Rejection> {
    answer(pair, text)
}
