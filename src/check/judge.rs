//! [`Judge`]: the judge of the toggle puzzles and the swap game, one line
//! at a time.

use super::case::{Case, Checkable};
use crate::Error;
use crate::answer::How;
use crate::error::Found;
#[cfg(feature = "swap-game")]
use crate::swap_game;
use crate::text::trim;
use crate::verdict::Problem;
use crate::verdict::Rejection;
#[cfg(feature = "swap-game")]
use crate::verdict::line::swap;
use crate::verdict::line::{Lines, number, small, turn};
use crate::verdict::{Judged, LineJudge};

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
/// use flipswap::check::{Judge, LineJudge, Problem};
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
    lines: Lines,
    stage: Stage,
}

impl Judge {
    /// A judge for an answer to `case`, before its first line.
    #[must_use]
    pub fn new<C: Checkable>(case: C) -> Judge {
        Judge {
            case: Case::of(case),
            lines: Lines::NONE,
            stage: Stage::Count,
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
    /// # Ok::<(), flipswap::Mismatch>(())
    /// ```
    #[cfg(feature = "swap-game")]
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

    /// Records `problem` at the current line, unless an earlier line was
    /// wrong already.
    fn reject(&mut self, problem: Problem) {
        self.lines.reject(problem);
    }

    /// Whether a line was wrong already, so that no later line changes the
    /// verdict.
    pub(super) const fn is_wrong(&self) -> bool {
        self.lines.is_wrong()
    }

    fn read_count(&mut self, text: &[u8]) {
        let (fewest, can_be_impossible) = match self.case {
            Case::Toggle(toggle) => (toggle.left.map(u32::from), toggle.rules.can_be_impossible),
            #[cfg(feature = "swap-game")]
            Case::SwapGame(swap) => (Some(u32::from(swap.left)), false),
        };
        let has_moves = self.case.has_moves();
        let largest = self.case.largest();
        let (count, rest) = match text.strip_prefix(crate::toggle::IMPOSSIBLE_WORD.as_bytes()) {
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
        let line = self.lines.line();
        let result = match &mut self.case {
            Case::Toggle(toggle) => turn(text).and_then(|handle| toggle.turn(handle, line)),
            #[cfg(feature = "swap-game")]
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
        if self.lines.is_wrong() {
            return;
        }
        let solved = match self.case {
            Case::Toggle(toggle) => (toggle.rules.solved)(toggle.bits),
            #[cfg(feature = "swap-game")]
            Case::SwapGame(swap) => swap.board == swap.target,
        };
        if !solved {
            self.reject(Problem::NotSolved);
        }
    }
}

impl LineJudge for Judge {
    /// Whether `line`, the next line of a stream, belongs to this answer
    /// (see [`Judge`] for the rule); when it does not, the answer has ended
    /// and `line` starts what follows.
    fn takes(&self, line: &[u8]) -> bool {
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

    /// Reads the next line of the answer, with or without its line end. A
    /// line that is not blank after the answer has ended is wrong. Lines
    /// are counted from the first that is not blank.
    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.next(line) else {
            return;
        };
        match self.stage {
            Stage::Count => self.read_count(text),
            Stage::Moves { claimed, read } if read < claimed => {
                let read = read.saturating_add(1);
                self.stage = Stage::Moves { claimed, read };
                if !self.lines.is_wrong() {
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

    /// Whether the answer has begun: a line that is not blank has been
    /// read. Blank lines before it are not counted as lines of the answer.
    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    /// Whether the answer holds every line its first line gives, so that a
    /// verdict can be given now (a stream may still bring a move line too
    /// many, which [`takes`](Self::takes) would take). False before the
    /// first line, while moves are owed, and when the first line gave no
    /// usable count.
    fn is_complete(&self) -> bool {
        match self.stage {
            Stage::Moves { claimed, read } => read >= claimed,
            Stage::Done => true,
            Stage::Count | Stage::Lost => false,
        }
    }

    /// The verdict on the lines read.
    ///
    /// # Errors
    ///
    /// A [`Rejection`] naming the first wrong line when the lines are not a
    /// right answer. An answer that stops early is wrong at the line after
    /// its last.
    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
        match self.stage {
            Stage::Count => self.lines.missing(Problem::MissingCount),
            Stage::Moves { claimed, read } if read < claimed => {
                self.lines.missing(Problem::MissingMoves {
                    claimed,
                    found: read,
                })
            }
            Stage::Moves { .. } | Stage::Done | Stage::Lost => Ok(()),
        }
    }
}

/// The toggle puzzles' answers, judged by [`Judge`].
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
impl<P: crate::toggle::Toggle> Judged for P {
    type Judge = Judge;

    fn judge(board: P, _number: u64, _how: How) -> Result<Judge, Error> {
        Ok(Judge::new(board))
    }
}

/// The swap game's answers: the count and the swaps (Luogu P1225), or
/// the count alone (moving toys, Luogu P4289).
#[cfg(feature = "swap-game")]
impl<const COUNT: bool> Judged for swap_game::SwapJudge<COUNT> {
    type Judge = Judge;

    fn judge(pair: swap_game::AnyPair, _number: u64, _how: How) -> Result<Judge, Error> {
        let judge = if COUNT { Judge::count_only } else { Judge::new };
        Ok(judge(pair))
    }
}
