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
//! | [Swap game](crate::swap_game) | the fewest swaps N, then N lines `abcd`: swap cell (a,b) with cell (c,d), 1-based, either cell first |
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
//! anything after the answer. As a last check that does not rest on the
//! tables, the board after the last move must be the goal.
//!
//! [`answer`] (or the function named after each puzzle) judges a whole answer
//! given as text; [`Judge`] takes one line at a time, for answers that arrive
//! as a stream. Neither allocates.
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

use core::fmt;

use crate::parse::{self, Found};
use crate::{Cell, flip_game, fridge, lights, swap_game};

/// What is wrong with a claimed answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// The answer ended before its first line.
    MissingCount,
    /// The first line does not start with a number (or, for the flip game,
    /// `Impossible`).
    BadCount {
        /// What stood where the number should be.
        found: Found,
        /// Whether `Impossible` would have been a well-formed answer.
        or_impossible: bool,
    },
    /// The first line's number is more than `u32::MAX`.
    CountTooLarge,
    /// Something follows the number or the move on its line.
    ExtraText {
        /// The first thing after it.
        found: Found,
    },
    /// Flip game: the answer says `Impossible`, but the board can be made
    /// one colour.
    NotImpossible {
        /// The fewest flips that do it.
        fewest: u8,
    },
    /// Flip game: the answer gives a number, but no flips make the board one
    /// colour.
    Impossible,
    /// The number of moves is not the fewest.
    NotFewest {
        /// The number the answer gives.
        claimed: u32,
        /// The fewest moves that reach the goal.
        fewest: u8,
    },
    /// Fridge: a move line is not two numbers `row col`.
    BadTurn {
        /// What stood where a number should be; `None` at the end of the line.
        found: Option<Found>,
    },
    /// Swap game: a move line is not four digits `abcd`.
    BadSwap {
        /// What stood where a digit should be; `None` at the end of the line.
        found: Option<Found>,
    },
    /// A move names a cell off the board.
    OffBoard {
        /// The 1-based row as written (`u32::MAX` for larger numbers).
        row: u32,
        /// The 1-based column as written (`u32::MAX` for larger numbers).
        col: u32,
    },
    /// Swap game: the two cells do not share an edge.
    NotAdjacent {
        /// The first cell of the swap.
        a: Cell,
        /// The second cell of the swap.
        b: Cell,
    },
    /// Swap game: both cells hold pieces of one colour, so the swap is legal
    /// but changes nothing, and a shortest answer never makes it.
    NoChange {
        /// The first cell of the swap.
        a: Cell,
        /// The second cell of the swap.
        b: Cell,
        /// Whether both pieces are black (`1`); else both are white (`0`).
        black: bool,
    },
    /// Fridge: the handle was turned before, and turning it again undoes
    /// that, so a shortest answer never does it.
    TurnedTwice {
        /// The handle.
        handle: Cell,
        /// The line of the answer that turned it first.
        first: u32,
    },
    /// The move is legal but does not bring the board one move closer to
    /// the goal, as every move of a shortest answer does.
    NoProgress {
        /// The fewest moves to the goal before this move.
        before: u8,
        /// The fewest moves to the goal after it.
        after: u8,
    },
    /// A move line past the number of moves the first line gives.
    ExtraMove {
        /// The number of moves the first line gives.
        claimed: u32,
    },
    /// The answer ended before as many move lines as its first line gives.
    MissingMoves {
        /// The number of moves the first line gives.
        claimed: u32,
        /// The move lines that were there.
        found: u32,
    },
    /// Text after the end of the answer.
    TrailingText {
        /// The first thing after the answer.
        found: Found,
    },
    /// The board after the last move is not the goal.
    NotSolved,
    /// Swap game: the start and the target hold different numbers of `1`s,
    /// so no answer is right.
    CountsDiffer {
        /// `1`s on the start board.
        start: u8,
        /// `1`s on the target board.
        target: u8,
    },
}

/// A cell as the judges write it: 1-based `row col`.
struct Place(Cell);

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Place(cell) = self;
        let (row, col) = (u16::from(cell.row()) + 1, u16::from(cell.col()) + 1);
        write!(f, "{row} {col}")
    }
}

/// A number of moves, with its noun: `1 move`, `2 moves`.
struct Moves<N>(N);

impl<N: fmt::Display + Into<u32> + Copy> fmt::Display for Moves<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Moves(n) = *self;
        let noun = if n.into() == 1 { "move" } else { "moves" };
        write!(f, "{n} {noun}")
    }
}

/// What stood somewhere, or the end of the line.
struct Seen(Option<Found>);

impl fmt::Display for Seen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(found) => found.fmt(f),
            None => f.write_str("the end of the line"),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::MissingCount => {
                f.write_str("expected the number of moves, found the end of the answer")
            }
            Problem::BadCount {
                found,
                or_impossible: true,
            } => write!(f, "expected a number or 'Impossible', found {found}"),
            Problem::BadCount { found, .. } => write!(f, "expected a number, found {found}"),
            Problem::CountTooLarge => write!(f, "the number is larger than {}", u32::MAX),
            Problem::ExtraText { found } => {
                write!(f, "expected the end of the line, found {found}")
            }
            Problem::NotImpossible { fewest } => write!(
                f,
                "the board can be made one colour with {fewest} flips, so it is not 'Impossible'"
            ),
            Problem::Impossible => {
                f.write_str("no flips make this board one colour: the answer is 'Impossible'")
            }
            Problem::NotFewest { claimed, fewest } if claimed > u32::from(fewest) => write!(
                f,
                "the least number of moves is {fewest}, so {claimed} is not minimal"
            ),
            Problem::NotFewest { claimed, fewest } => write!(
                f,
                "the least number of moves is {fewest}, so {claimed} cannot reach the goal"
            ),
            Problem::BadTurn { found } => {
                write!(f, "expected a handle 'row col', found {}", Seen(found))
            }
            Problem::BadSwap { found } => {
                write!(f, "expected a swap 'abcd', found {}", Seen(found))
            }
            Problem::OffBoard { row, col } => write!(
                f,
                "cell {row} {col} is off the board (rows and columns count from 1)"
            ),
            Problem::NotAdjacent { a, b } => write!(
                f,
                "cells {} and {} do not share an edge",
                Place(a),
                Place(b)
            ),
            Problem::NoChange { a, b, black } => write!(
                f,
                "cells {} and {} both hold {} pieces: swapping them changes nothing",
                Place(a),
                Place(b),
                if black { "black" } else { "white" }
            ),
            Problem::TurnedTwice { handle, first } => write!(
                f,
                "handle {} was turned on line {first} already: turning it again undoes that",
                Place(handle)
            ),
            Problem::NoProgress { before, after } => write!(
                f,
                "this move leaves {} to go, not {}: every move of a shortest answer gets one move closer",
                Moves(after),
                before.saturating_sub(1)
            ),
            Problem::ExtraMove { claimed } => write!(
                f,
                "the first line gives {}, and this is one more",
                Moves(claimed)
            ),
            Problem::MissingMoves { claimed, found } => write!(
                f,
                "expected {}, as the first line gives, found the end of the answer after {found}",
                Moves(claimed)
            ),
            Problem::TrailingText { found } => {
                write!(f, "expected the end of the answer, found {found}")
            }
            Problem::NotSolved => f.write_str("the moves do not reach the goal"),
            Problem::CountsDiffer { start, target } => write!(
                f,
                "the start board has {start} '1's but the target board has {target}, so no answer is right"
            ),
        }
    }
}

/// A claimed answer that is wrong: the first wrong line and what is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rejection {
    line: u32,
    problem: Problem,
}

impl Rejection {
    /// The 1-based line of the answer, counted from the first line given to
    /// the judge.
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// What is wrong.
    pub const fn problem(&self) -> Problem {
        self.problem
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} of the answer: {}", self.line, self.problem)
    }
}

impl core::error::Error for Rejection {}

mod private {
    use crate::{fridge, swap_game};

    /// Keeps [`Checkable`](super::Checkable) closed to this crate's cases.
    pub trait Sealed {
        /// The state of a judge that has read nothing yet.
        fn puzzle(self) -> Puzzle;
    }

    /// What the judge knows about the case, and where the moves have got to.
    #[derive(Clone, Copy, Debug)]
    pub enum Puzzle {
        FlipGame {
            /// `None` when the board cannot be made one colour.
            fewest: Option<u8>,
        },
        Lights {
            fewest: u8,
        },
        Fridge {
            door: fridge::Board,
            /// The fewest turns from `door`.
            left: u8,
            /// The handles of the unique fewest turns from `door`: a turn
            /// gets one closer exactly when it is one of them. Kept here so
            /// that judging a move needs no table.
            remaining: u16,
            /// For each handle, the answer line that turned it, or 0.
            turned: [u32; 16],
        },
        SwapGame {
            board: swap_game::Board,
            target: swap_game::Board,
            /// The fewest swaps from `board` to `target`.
            left: u8,
        },
    }
}
use private::Puzzle;

/// A case whose answers can be judged: a flip-game, fridge or lights
/// [`Board`](crate::flip_game::Board), or a swap-game
/// [`Pair`](crate::swap_game::Pair). Implemented by this crate's types only.
pub trait Checkable: private::Sealed {}

fn small(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

impl private::Sealed for flip_game::Board {
    fn puzzle(self) -> Puzzle {
        Puzzle::FlipGame {
            fewest: flip_game::solve(self).map(|solution| small(solution.len())),
        }
    }
}

impl private::Sealed for lights::Board {
    fn puzzle(self) -> Puzzle {
        Puzzle::Lights {
            fewest: small(lights::solve(self).len()),
        }
    }
}

impl private::Sealed for fridge::Board {
    fn puzzle(self) -> Puzzle {
        let solution = fridge::solve(self);
        Puzzle::Fridge {
            door: self,
            left: small(solution.len()),
            remaining: solution.bits(),
            turned: [0; 16],
        }
    }
}

impl private::Sealed for swap_game::Pair {
    fn puzzle(self) -> Puzzle {
        Puzzle::SwapGame {
            board: self.start,
            target: self.target,
            left: swaps_left(self.start, self.target),
        }
    }
}

impl Checkable for flip_game::Board {}
impl Checkable for lights::Board {}
impl Checkable for fridge::Board {}
impl Checkable for swap_game::Pair {}

/// The fewest swaps from `board` to `target` (0 when their counts differ;
/// the judge has rejected such a case before it gets here).
fn swaps_left(board: swap_game::Board, target: swap_game::Board) -> u8 {
    swap_game::solve(board, target).map_or(0, |solution| small(solution.len()))
}

/// How far through the answer the judge has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Waiting for the first line.
    Count,
    /// Reading move lines.
    Moves { claimed: u32, read: u32 },
    /// The answer is complete.
    Done,
    /// The first line gave no number, so where the answer ends is unknown.
    Lost,
}

/// Judges an answer given one line at a time, allocating nothing.
///
/// Feed it lines while [`wants_line`](Judge::wants_line) says so, then ask
/// [`finish`](Judge::finish) for the verdict. After the first wrong line the
/// judge still counts move lines, so a stream of answers stays in step.
///
/// ```
/// use flipswap::check::Judge;
/// use flipswap::fridge;
///
/// let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
/// let mut judge = Judge::new(door);
/// let mut stream = ["6", "1 1", "1 3", "1 4", "4 1", "4 3", "4 4", "----"].into_iter();
/// while judge.wants_line() {
///     let Some(line) = stream.next() else { break };
///     judge.push_line(line.as_bytes());
/// }
/// assert_eq!(judge.finish(), Ok(()));
/// assert_eq!(stream.next(), Some("----")); // the next case starts here
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Judge {
    puzzle: Puzzle,
    /// Lines read so far.
    line: u32,
    /// The last line that was not blank.
    last: u32,
    stage: Stage,
    rejection: Option<Rejection>,
}

impl Judge {
    /// A judge for an answer to `case`, before its first line.
    pub fn new<C: Checkable>(case: C) -> Judge {
        let puzzle = case.puzzle();
        let rejection = match puzzle {
            Puzzle::SwapGame { board, target, .. } if board.count() != target.count() => {
                Some(Rejection {
                    line: 1,
                    problem: Problem::CountsDiffer {
                        start: board.count(),
                        target: target.count(),
                    },
                })
            }
            _ => None,
        };
        Judge {
            puzzle,
            line: 0,
            last: 0,
            stage: Stage::Count,
            rejection,
        }
    }

    /// Whether the answer goes on: the first line has not been read yet, or
    /// fewer move lines than it gives. Blank lines do not count.
    pub const fn wants_line(&self) -> bool {
        match self.stage {
            Stage::Count => true,
            Stage::Moves { claimed, read } => read < claimed,
            Stage::Done | Stage::Lost => false,
        }
    }

    /// Whether the answer's end is known: false once a first line that gives
    /// no number has been read for a puzzle whose answer has move lines.
    pub const fn knows_length(&self) -> bool {
        !matches!(self.stage, Stage::Lost)
    }

    /// Reads the next line of the answer, given without its `\n`. A line
    /// that is not blank after the answer has ended is wrong.
    pub fn push_line(&mut self, line: &[u8]) {
        self.line = self.line.saturating_add(1);
        let line = match line.strip_prefix(BOM) {
            Some(rest) if self.line == 1 => rest,
            _ => line,
        };
        let text = trim(line);
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
            Stage::Moves { claimed, .. } => {
                let problem = if self.is_move(text) {
                    Problem::ExtraMove { claimed }
                } else {
                    Problem::TrailingText {
                        found: parse::found(text),
                    }
                };
                self.reject(problem);
            }
            Stage::Done | Stage::Lost => self.reject(Problem::TrailingText {
                found: parse::found(text),
            }),
        }
    }

    /// The verdict on the lines read: `Ok` when they are a right answer,
    /// else the first wrong line. An answer that stops early is wrong at
    /// the line after its last.
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
        let flip_game = matches!(self.puzzle, Puzzle::FlipGame { .. });
        let has_moves = matches!(self.puzzle, Puzzle::Fridge { .. } | Puzzle::SwapGame { .. });
        let (count, rest) = match text.strip_prefix(IMPOSSIBLE) {
            Some(rest) if flip_game => (None, rest),
            _ => match number(text) {
                Ok((Some(n), rest)) => (Some(n), rest),
                Ok((None, _)) => {
                    self.reject(Problem::CountTooLarge);
                    self.stage = if has_moves { Stage::Lost } else { Stage::Done };
                    return;
                }
                Err(found) => {
                    self.reject(Problem::BadCount {
                        found,
                        or_impossible: flip_game,
                    });
                    self.stage = if has_moves { Stage::Lost } else { Stage::Done };
                    return;
                }
            },
        };
        if !rest.is_empty() {
            // `text` is trimmed, so something that is not blank follows.
            self.reject(Problem::ExtraText {
                found: parse::found(trim(rest)),
            });
        }
        let problem = match (self.puzzle, count) {
            (Puzzle::FlipGame { fewest: None }, None) => None,
            (
                Puzzle::FlipGame {
                    fewest: Some(fewest),
                },
                None,
            ) => Some(Problem::NotImpossible { fewest }),
            (Puzzle::FlipGame { fewest: None }, Some(_)) => Some(Problem::Impossible),
            (
                Puzzle::FlipGame {
                    fewest: Some(fewest),
                },
                Some(claimed),
            )
            | (Puzzle::Lights { fewest }, Some(claimed))
            | (Puzzle::Fridge { left: fewest, .. }, Some(claimed))
            | (Puzzle::SwapGame { left: fewest, .. }, Some(claimed)) => {
                (claimed != u32::from(fewest)).then_some(Problem::NotFewest { claimed, fewest })
            }
            // Only the flip game reads `Impossible`.
            (Puzzle::Lights { .. } | Puzzle::Fridge { .. } | Puzzle::SwapGame { .. }, None) => None,
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

    /// Whether `text` is a well-formed move line for this puzzle (wherever
    /// its cells are).
    fn is_move(&self, text: &[u8]) -> bool {
        match self.puzzle {
            Puzzle::Fridge { .. } => turn(text).is_ok(),
            Puzzle::SwapGame { .. } => swap(text).is_ok(),
            Puzzle::FlipGame { .. } | Puzzle::Lights { .. } => false,
        }
    }

    fn read_move(&mut self, text: &[u8]) {
        let line = self.line;
        let result = match &mut self.puzzle {
            Puzzle::Fridge {
                door,
                left,
                remaining,
                turned,
            } => turn(text).and_then(|(row, col)| {
                let handle = cell(row, col)?;
                let index = handle.index(4, 4).unwrap_or(0);
                let first = turned.get(usize::from(index)).copied().unwrap_or(0);
                if first != 0 {
                    return Err(Problem::TurnedTwice { handle, first });
                }
                // The fewest turns of the new door are the old set with this
                // handle added or taken away.
                let bit = 1u16 << (index & 15);
                let after = if *remaining & bit != 0 {
                    left.saturating_sub(1)
                } else {
                    left.saturating_add(1)
                };
                progress(left, after)?;
                *remaining ^= bit;
                *door = door.press(handle).unwrap_or(*door);
                if let Some(slot) = turned.get_mut(usize::from(index)) {
                    *slot = line;
                }
                Ok(())
            }),
            Puzzle::SwapGame {
                board,
                target,
                left,
            } => swap(text).and_then(|[a, b, c, d]| {
                let (a, b) = (cell(a, b)?, cell(c, d)?);
                let Some(after) = board.swap(a, b) else {
                    return Err(Problem::NotAdjacent { a, b });
                };
                if after == *board {
                    let black = board.is_black(a).unwrap_or(false);
                    return Err(Problem::NoChange { a, b, black });
                }
                progress(left, swaps_left(after, *target))?;
                *board = after;
                Ok(())
            }),
            Puzzle::FlipGame { .. } | Puzzle::Lights { .. } => Ok(()),
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
        let solved = match self.puzzle {
            Puzzle::Fridge { door, .. } => door.is_solved(),
            Puzzle::SwapGame { board, target, .. } => board == target,
            Puzzle::FlipGame { .. } | Puzzle::Lights { .. } => true,
        };
        if !solved {
            self.reject(Problem::NotSolved);
        }
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

/// The 0-based cell of a 4×4 board at 1-based `row` and `col`.
fn cell(row: u32, col: u32) -> Result<Cell, Problem> {
    match (u8::try_from(row), u8::try_from(col)) {
        (Ok(r @ 1..=4), Ok(c @ 1..=4)) => Ok(Cell::new(r - 1, c - 1)),
        _ => Err(Problem::OffBoard { row, col }),
    }
}

const BOM: &[u8] = b"\xEF\xBB\xBF";
const IMPOSSIBLE: &[u8] = b"Impossible";

const fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t')
}

/// `line` without blanks around it and a `\r` at its end.
fn trim(line: &[u8]) -> &[u8] {
    let line = parse::trim_end(line);
    let start = line
        .iter()
        .position(|&b| !is_blank(b))
        .unwrap_or(line.len());
    line.get(start..).unwrap_or_default()
}

/// Reads the decimal number at the start of `text`: the number (`None` when
/// it is larger than `u32::MAX`) and what follows it, or what stands where
/// the number should be.
fn number(text: &[u8]) -> Result<(Option<u32>, &[u8]), Found> {
    let digits = text.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return Err(parse::found(text));
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
        found: rest.first().map(|_| parse::found(rest)),
    };
    let (row, rest) = number(text).map_err(|_| seen(text))?;
    if !rest.first().is_some_and(|&b| is_blank(b)) {
        return Err(seen(rest));
    }
    let rest = trim(rest);
    let (col, rest) = number(rest).map_err(|_| seen(rest))?;
    if !rest.is_empty() {
        return Err(Problem::ExtraText {
            found: parse::found(trim(rest)),
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
                found: Some(parse::found(rest)),
            });
        }
        let Some(slot) = digits.get_mut(count) else {
            return Err(Problem::ExtraText {
                found: parse::found(rest),
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
/// output format: `Ok` for a right answer, else the first wrong line.
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
pub fn flip_game(board: flip_game::Board, text: &str) -> Result<(), Rejection> {
    answer(board, text)
}

/// Judges a fridge answer: the fewest turns N, then N lines `row col`
/// (1-based) in any order.
pub fn fridge(door: fridge::Board, text: &str) -> Result<(), Rejection> {
    answer(door, text)
}

/// Judges a lights answer: one line, the fewest presses.
pub fn lights(board: lights::Board, text: &str) -> Result<(), Rejection> {
    answer(board, text)
}

/// Judges a swap-game answer: the fewest swaps N, then N lines `abcd`, each
/// swapping cell (a,b) with the edge-adjacent cell (c,d), 1-based.
pub fn swap_game(pair: swap_game::Pair, text: &str) -> Result<(), Rejection> {
    answer(pair, text)
}
