//! Judging a claimed answer of the 8-puzzle or the 15-puzzle, one line at
//! a time, in each judge's output format:
//!
//! - Eight (HDU 1043): one line, any moves `u d l r` that take the board
//!   to the goal (the judge accepts any), or `unsolvable` exactly when no
//!   moves do; for a board that is the goal already, no moves: an empty
//!   line, or none;
//! - Eight II (HDU 3567): `Case k: n`, `n` the fewest moves, then the
//!   moves, which must be the string that reads least in the order `d l r
//!   u` among the shortest (an empty line, or none, when `n` is 0);
//! - the eight-digit puzzle (Luogu P1379): one line, the fewest moves;
//! - the 15-Puzzle Problem (UVa 10181): one line, any moves `L R U D`
//!   that take the board to the goal, at most [`FIFTEEN_MOST`] of them
//!   (the judge accepts any), or [`NOT_SOLVABLE`] exactly when no moves
//!   do within that many; for the goal itself, an empty line, or none.
//!   Moves are replayed; the words hold when the board's parity says no
//!   moves reach the goal, or else a search to [`FIFTEEN_MOST`] moves
//!   finds none;
//! - 15 Puzzle (AOJ ALDS1_13_C): one line, the fewest moves; for a board
//!   that no moves solve (the judge poses none), [`NOT_SOLVABLE`], as
//!   `flipswap fifteen-count` writes it;
//! - sliding tiles at any size (flipswap's `sliding`): the fewest moves
//!   from the start to the target, then on the next line any moves `u d l
//!   r` of that many that take the start to the target (an empty line, or
//!   none, when the count is 0), or [`IMPOSSIBLE`] exactly when no moves
//!   do. The judge accepts every shortest answer, not only the one that
//!   reads least in the order `d l r u` that flipswap writes: like the
//!   swap game's judge, it checks what the answer claims, the count
//!   against the fewest and the moves by replaying them.
//!
//! Moves are replayed on the board with the puzzle's own `slide`
//! ([`eight`](crate::eight::Board::slide),
//! [`fifteen`](crate::fifteen::Board::slide),
//! [`sliding`](crate::tiles::Board::slide)), and the board after the
//! last must be the target.

use crate::eight::{self, Board, Digits, Move, Order, Pair};
use crate::error::Found;
use crate::text::trim;
use crate::verdict::LineJudge;
use crate::verdict::Problem;
use crate::verdict::Rejection;
use crate::verdict::line::{Lines, number};
use crate::{fifteen, tiles};

pub use crate::tiles::{IMPOSSIBLE, NOT_SOLVABLE, UNSOLVABLE};

/// The most moves the 15-Puzzle Problem's judge (UVa 10181) accepts
/// ([`fifteen::JUDGE_MOST`]).
pub const FIFTEEN_MOST: u32 = fifteen::JUDGE_MOST as u32;

/// Which judge's answer is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Eight: any moves that reach the goal, or `unsolvable`.
    Eight,
    /// Eight II: `Case k: n`, then the canonical moves.
    EightIi { number: u32 },
    /// The eight-digit puzzle: the count.
    Digits,
    /// The 15-Puzzle Problem: at most [`FIFTEEN_MOST`] moves that reach
    /// the goal, or [`NOT_SOLVABLE`] (the board, searched only to tell
    /// whether the words hold).
    Fifteen { board: fifteen::Board },
    /// 15 Puzzle: the count (`None`: no moves reach the goal).
    FifteenCount { fewest: Option<u8> },
    /// Sliding tiles: the count (`None`: no moves reach the target), then
    /// any moves of that many that reach the target.
    Sliding { fewest: Option<u8> },
}

impl Kind {
    /// What the judge's answer is, for an answer that is missing.
    const fn expected(self) -> &'static str {
        match self {
            Kind::Eight => "the moves (u, d, l, r) or 'unsolvable'",
            Kind::EightIi { .. } => "'Case k: n' and the moves",
            Kind::Digits | Kind::FifteenCount { .. } => "the number of moves",
            Kind::Fifteen { .. } => "the moves (L, R, U, D) or 'This puzzle is not solvable.'",
            Kind::Sliding { .. } => "the number of moves or 'Impossible'",
        }
    }
}

/// How far through the answer the judge has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Before the answer's first line.
    First,
    /// Eight II: after its head, before the moves.
    Moves { claimed: u32 },
    /// The answer is complete.
    Done,
}

/// Judges an 8-puzzle or 15-puzzle answer given one line at a time (see
/// the module's description), allocating nothing.
///
/// # Examples
///
/// ```
/// use flipswap::check::{LineJudge, SlideJudge};
/// use flipswap::eight::{Board, Pair};
///
/// let board: Board = "2 3 4 1 5 x 7 6 8".parse()?;
/// // Eight accepts any moves that reach the goal, not only the shortest.
/// let mut judge = SlideJudge::eight(board);
/// judge.push_line(b"ullddrurdllurdruldrud");
/// assert_eq!(judge.finish(), Ok(()));
///
/// // Eight II wants the fewest, then the least in the order d, l, r, u.
/// let pair: Pair = "12X453786\n12345678X".parse()?;
/// let mut judge = SlideJudge::eight_ii(pair, 1);
/// judge.push_line(b"Case 1: 2");
/// judge.push_line(b"dd");
/// assert!(judge.is_complete());
/// assert_eq!(judge.finish(), Ok(()));
///
/// // The 15-Puzzle Problem accepts any moves that reach the goal, up to 50.
/// let board: flipswap::fifteen::Board = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15".parse()?;
/// let mut judge = SlideJudge::fifteen(board);
/// judge.push_line(b"RLR");
/// assert_eq!(judge.finish(), Ok(()));
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct SlideJudge {
    kind: Kind,
    start: tiles::Board,
    target: tiles::Board,
    /// The 8-puzzle's right answer: the canonical moves, `None` when none
    /// reach the target (unused for the 15-puzzle).
    best: Option<eight::Solution>,
    lines: Lines,
    stage: Stage,
}

impl SlideJudge {
    /// A judge of Eight's answer (HDU 1043) for `board`.
    #[must_use]
    pub fn eight(board: Board) -> SlideJudge {
        SlideJudge::of(Kind::Eight, board, Board::GOAL, eight::solve(board))
    }

    /// A judge of Eight II's answer (HDU 3567) to case `number`, `pair`.
    #[must_use]
    pub fn eight_ii(pair: Pair, number: u32) -> SlideJudge {
        let best = pair.solve(Order::Dlru);
        SlideJudge::of(Kind::EightIi { number }, pair.start(), pair.target(), best)
    }

    /// A judge of the eight-digit puzzle's answer (Luogu P1379) for
    /// `digits`.
    #[must_use]
    pub fn digits(digits: Digits) -> SlideJudge {
        let best = digits.solve();
        SlideJudge::of(Kind::Digits, digits.board(), Board::CENTRE, best)
    }

    /// A judge of the 15-Puzzle Problem's answer (UVa 10181) for
    /// `board`: moves are replayed; the words [`NOT_SOLVABLE`] hold when
    /// the board's parity says no moves reach the goal, or else when a
    /// search to [`FIFTEEN_MOST`] moves finds none
    /// ([`fifteen::solve_at_most`], run only for that claim).
    #[must_use]
    pub fn fifteen(board: fifteen::Board) -> SlideJudge {
        let (start, goal) = (board.into(), fifteen::Board::GOAL.into());
        SlideJudge::with(Kind::Fifteen { board }, start, goal, None)
    }

    /// A judge of 15 Puzzle's answer (AOJ ALDS1_13_C) for `board`: the
    /// fewest moves, found by [`fifteen::solve`].
    #[must_use]
    pub fn fifteen_count(board: fifteen::Board) -> SlideJudge {
        let fewest = fifteen::solve(board).map(|best| u8::try_from(best.len()).unwrap_or(u8::MAX));
        let (start, goal) = (board.into(), fifteen::Board::GOAL.into());
        SlideJudge::with(Kind::FifteenCount { fewest }, start, goal, None)
    }

    /// A judge of the answer of sliding tiles (`flipswap sliding`) for
    /// `boards`: the fewest moves, found by
    /// [`Pair::solve`](tiles::Pair::solve) (see there for the pairs that
    /// take long).
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::check::{LineJudge, SlideJudge};
    /// use flipswap::tiles::Boards;
    ///
    /// let boards: Boards = "1 2 3\n0 4 5\n\n1 2 3\n4 5 0".parse()?;
    /// let mut judge = SlideJudge::sliding(boards);
    /// judge.push_line(b"2");
    /// judge.push_line(b"rr");
    /// assert_eq!(judge.finish(), Ok(()));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub fn sliding(boards: tiles::Boards) -> SlideJudge {
        let best = boards.pair().ok().and_then(|pair| pair.solve());
        let fewest = best.map(|best| u8::try_from(best.len()).unwrap_or(u8::MAX));
        let (start, target) = (boards.start(), boards.target());
        SlideJudge::with(Kind::Sliding { fewest }, start, target, None)
    }

    fn of(kind: Kind, start: Board, target: Board, best: Option<eight::Solution>) -> SlideJudge {
        SlideJudge::with(kind, start.into(), target.into(), best)
    }

    fn with(
        kind: Kind,
        start: tiles::Board,
        target: tiles::Board,
        best: Option<eight::Solution>,
    ) -> SlideJudge {
        SlideJudge {
            kind,
            start,
            target,
            best,
            lines: Lines::NONE,
            stage: Stage::First,
        }
    }

    /// The fewest moves, if any reach the target (for the 15-Puzzle
    /// Problem, which needs no count, `None`).
    fn fewest(&self) -> Option<u32> {
        match self.kind {
            Kind::FifteenCount { fewest } | Kind::Sliding { fewest } => fewest.map(u32::from),
            Kind::Fifteen { .. } => None,
            Kind::Eight | Kind::EightIi { .. } | Kind::Digits => {
                self.best.map(|best| best.len() as u32)
            }
        }
    }

    /// Whether no line is needed: the answer of Eight or the 15-Puzzle
    /// Problem for the goal itself.
    fn needs_no_line(&self) -> bool {
        matches!(self.kind, Kind::Eight | Kind::Fifteen { .. }) && self.start == self.target
    }

    /// Eight's one line: `unsolvable`, or moves that reach the goal.
    fn moves_or_word(&mut self, text: &[u8]) {
        let unsolvable = text.eq_ignore_ascii_case(UNSOLVABLE.as_bytes());
        let problem = match (self.fewest(), unsolvable) {
            (None, true) => None,
            (Some(fewest), true) => Some(Problem::SlideSolvable { fewest }),
            (None, false) => Some(Problem::SlideUnsolvable),
            (Some(_), false) => self.replay(text, None).err(),
        };
        if let Some(problem) = problem {
            self.lines.reject(problem);
        }
    }

    /// The 15-Puzzle Problem's one line: [`NOT_SOLVABLE`], or at most
    /// [`FIFTEEN_MOST`] moves `L R U D` that reach the goal.
    fn fifteen_moves(&mut self, text: &[u8]) {
        let solvable = self.start.can_reach(self.target);
        let words = text == NOT_SOLVABLE.as_bytes();
        let problem = match (solvable, words) {
            (false, true) => None,
            (true, true) => self.within_most().map(|fewest| Problem::NotSlideWord {
                word: NOT_SOLVABLE,
                fewest: Some(fewest),
            }),
            (false, false) => Some(Problem::SlideWord { word: NOT_SOLVABLE }),
            (true, false) => self.fifteen_replay(text).err(),
        };
        if let Some(problem) = problem {
            self.lines.reject(problem);
        }
    }

    /// The fewest moves of the 15-Puzzle Problem's board when they are at
    /// most [`FIFTEEN_MOST`], which the judge then wants.
    fn within_most(&self) -> Option<u32> {
        let Kind::Fifteen { board } = self.kind else {
            return None;
        };
        let found = fifteen::solve_at_most(board, fifteen::JUDGE_MOST, u64::MAX);
        found.ok().flatten().map(|moves| moves.len() as u32)
    }

    /// The 15-Puzzle Problem's moves: letters that are moves first (a
    /// line in the judge's format), then at most [`FIFTEEN_MOST`] of them,
    /// then the replay.
    fn fifteen_replay(&self, text: &[u8]) -> Result<(), Problem> {
        if let Some(at) = text.iter().position(|&l| self.letter(l).is_none()) {
            return Err(self.bad_move(text, at));
        }
        let found = text.len() as u32;
        if found > FIFTEEN_MOST {
            return Err(Problem::TooManyMoves {
                most: FIFTEEN_MOST,
                found,
            });
        }
        self.replay(text, None)
    }

    /// Eight II's head, `Case k: n`.
    fn head(&mut self, text: &[u8], number: u32) {
        let claimed = head(text, number);
        let Some(claimed) = claimed else {
            self.stage = Stage::Done;
            self.lines.reject(Problem::BadCaseHeader { number });
            return;
        };
        self.stage = Stage::Moves { claimed };
        let fewest = self.fewest().unwrap_or(0);
        if claimed != fewest {
            self.lines.reject(Problem::NotFewest {
                claimed,
                fewest: fewest as u8,
            });
        }
    }

    /// The first line of sliding tiles: [`IMPOSSIBLE`], or the fewest
    /// moves, which the moves follow.
    fn sliding_count(&mut self, text: &[u8], fewest: Option<u8>) {
        self.stage = Stage::Done;
        let problem = match (fewest, text == IMPOSSIBLE.as_bytes(), number(text)) {
            (None, true, _) => None,
            (Some(fewest), true, _) => Some(Problem::NotSlideWord {
                word: IMPOSSIBLE,
                fewest: Some(u32::from(fewest)),
            }),
            (None, false, _) => Some(Problem::SlideWord { word: IMPOSSIBLE }),
            (Some(fewest), false, Ok((Some(claimed), []))) => {
                self.stage = Stage::Moves { claimed };
                (claimed != u32::from(fewest)).then_some(Problem::NotFewest { claimed, fewest })
            }
            (Some(fewest), false, Ok((None, _))) => Some(Problem::NotFewest {
                claimed: u32::MAX,
                fewest,
            }),
            (Some(_), false, Ok((Some(_), rest))) => Some(Problem::ExtraText {
                found: Found::at(trim(rest)),
            }),
            (Some(_), false, Err(found)) => Some(Problem::BadCount {
                found,
                or_impossible: true,
            }),
        };
        if let Some(problem) = problem {
            self.lines.reject(problem);
        }
    }

    /// The eight-digit puzzle's count.
    fn count(&mut self, text: &[u8]) {
        let fewest = self.fewest().unwrap_or(0);
        let problem = match number(text) {
            Ok((Some(claimed), [])) => (claimed != fewest).then_some(Problem::NotFewest {
                claimed,
                fewest: fewest as u8,
            }),
            Ok((None, _)) => Some(Problem::NotFewest {
                claimed: u32::MAX,
                fewest: fewest as u8,
            }),
            Ok((Some(_), rest)) => Some(Problem::ExtraText {
                found: Found::at(trim(rest)),
            }),
            Err(found) => Some(Problem::BadCount {
                found,
                or_impossible: false,
            }),
        };
        if let Some(problem) = problem {
            self.lines.reject(problem);
        }
    }

    /// Eight II's moves: `claimed` of them, reaching the target, the least
    /// string in the order d, l, r, u among the shortest.
    fn canonical(&mut self, text: &[u8], claimed: u32) {
        if let Err(problem) = self.replay(text, Some(claimed)) {
            self.lines.reject(problem);
            return;
        }
        if let Some(best) = self.best {
            if !best
                .moves()
                .map(|m| m.letter() as u8)
                .eq(text.iter().copied())
            {
                self.lines.reject(Problem::ReadsLaterMoves { first: best });
            }
        }
    }

    /// Plays the letters of `text` from the start: each must be a move on
    /// the board (lowercase for the 8-puzzle, capitals for the 15-puzzle),
    /// there must be `claimed` of them when a count was given, and the
    /// last must leave the target.
    fn replay(&self, text: &[u8], claimed: Option<u32>) -> Result<(), Problem> {
        let mut board = self.start;
        for (at, &letter) in text.iter().enumerate() {
            let Some(step) = self.letter(letter) else {
                return Err(self.bad_move(text, at));
            };
            let step_number = at as u32 + 1;
            board = board
                .slide(step)
                .ok_or(Problem::OffBoardMove { step: step_number })?;
        }
        let found = text.len() as u32;
        if let Some(claimed) = claimed.filter(|&claimed| claimed != found) {
            return Err(Problem::MovesCount { claimed, found });
        }
        if board != self.target {
            return Err(Problem::NotSolved);
        }
        Ok(())
    }

    /// The move of `letter`: lowercase for the 8-puzzle's judges, a
    /// capital for the 15-puzzle's.
    fn letter(&self, letter: u8) -> Option<Move> {
        let capital = self.is_fifteen();
        Move::from_letter(letter).filter(|_| letter.is_ascii_uppercase() == capital)
    }

    /// The problem of a letter that is not a move, at `at` in `text`.
    fn bad_move(&self, text: &[u8], at: usize) -> Problem {
        let found = Found::at(text.get(at..).unwrap_or_default());
        if self.is_fifteen() {
            Problem::BadCapitalMove { found }
        } else {
            Problem::BadMove { found }
        }
    }

    /// Whether the answer is the 15-puzzle's, written in capitals.
    fn is_fifteen(&self) -> bool {
        matches!(self.kind, Kind::Fifteen { .. } | Kind::FifteenCount { .. })
    }
}

impl LineJudge for SlideJudge {
    /// Whether `line`, the next line of a stream, belongs to this answer;
    /// when it does not, the answer has ended and `line` starts what
    /// follows. Blank lines belong to it; so does its first line, and
    /// Eight II's line of moves, unless (where the answer may hold no
    /// line) it is not made of letters (nor the 15-Puzzle Problem's
    /// [`NOT_SOLVABLE`]).
    fn takes(&self, line: &[u8]) -> bool {
        let text = trim(line);
        match self.stage {
            _ if text.is_empty() => true,
            Stage::First if self.needs_no_line() => {
                is_letters(text)
                    || (matches!(self.kind, Kind::Fifteen { .. })
                        && text == NOT_SOLVABLE.as_bytes())
            }
            Stage::First => true,
            Stage::Moves { claimed: 0 } => is_letters(text),
            Stage::Moves { .. } => true,
            Stage::Done => false,
        }
    }

    /// Reads the next line of the answer, with or without its line end.
    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.next(line) else {
            return;
        };
        match (self.stage, self.kind) {
            (Stage::First, Kind::Eight) => {
                self.stage = Stage::Done;
                self.moves_or_word(text);
            }
            (Stage::First, Kind::EightIi { number }) => self.head(text, number),
            (Stage::First, Kind::Digits) => {
                self.stage = Stage::Done;
                self.count(text);
            }
            (Stage::First, Kind::Fifteen { .. }) => {
                self.stage = Stage::Done;
                self.fifteen_moves(text);
            }
            (Stage::First, Kind::FifteenCount { fewest }) => {
                self.stage = Stage::Done;
                if text == NOT_SOLVABLE.as_bytes() {
                    if let Some(fewest) = fewest {
                        self.lines.reject(Problem::NotSlideWord {
                            word: NOT_SOLVABLE,
                            fewest: Some(u32::from(fewest)),
                        });
                    }
                } else if fewest.is_none() {
                    self.lines.reject(Problem::SlideWord { word: NOT_SOLVABLE });
                } else {
                    self.count(text);
                }
            }
            (Stage::First, Kind::Sliding { fewest }) => self.sliding_count(text, fewest),
            (Stage::Moves { claimed }, Kind::Sliding { .. }) => {
                self.stage = Stage::Done;
                if let Err(problem) = self.replay(text, Some(claimed)) {
                    self.lines.reject(problem);
                }
            }
            (Stage::Moves { claimed }, _) => {
                self.stage = Stage::Done;
                self.canonical(text, claimed);
            }
            (Stage::Done, _) => self.lines.reject(Problem::TrailingText {
                found: Found::at(text),
            }),
        }
    }

    /// Whether the answer's first line that is not blank has been read.
    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    /// Whether the answer holds every line it should.
    fn is_complete(&self) -> bool {
        match self.stage {
            Stage::First => self.needs_no_line(),
            Stage::Moves { claimed } => claimed == 0,
            Stage::Done => true,
        }
    }

    /// The verdict on the lines read.
    ///
    /// # Errors
    ///
    /// A [`Rejection`] naming the first wrong line.
    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
        match self.stage {
            Stage::First if self.needs_no_line() => Ok(()),
            Stage::First => self.lines.missing(Problem::MissingAnswer {
                expected: self.kind.expected(),
            }),
            Stage::Moves { claimed: 0 } | Stage::Done => Ok(()),
            Stage::Moves { claimed } => self
                .lines
                .missing(Problem::MissingMoves { claimed, found: 0 }),
        }
    }
}

/// Whether `text` is made of ASCII letters only.
fn is_letters(text: &[u8]) -> bool {
    text.iter().all(u8::is_ascii_alphabetic)
}

/// The count of Eight II's head `Case k: n` for case `number`, if `text` is
/// that head (blanks between its words aside).
fn head(text: &[u8], number: u32) -> Option<u32> {
    let rest = trim(text.strip_prefix(b"Case")?);
    let (k, rest) = number_of(rest)?;
    let rest = trim(rest.strip_prefix(b":").filter(|_| k == number)?);
    let (n, rest) = number_of(rest)?;
    rest.is_empty().then_some(n)
}

/// The number at the start of `text` and what follows it.
fn number_of(text: &[u8]) -> Option<(u32, &[u8])> {
    match number(text) {
        Ok((Some(n), rest)) => Some((n, rest)),
        _ => None,
    }
}
