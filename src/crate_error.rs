//! [`Error`]: every error of the crate in one type, so that `?` works on
//! every fallible call in a function that returns `Result<_, flipswap::Error>`.

use core::fmt;

use crate::error::ParseError;
#[cfg(feature = "lights-out")]
use crate::goal::GoalError;
use crate::levels::LevelError;
#[cfg(feature = "press")]
use crate::rule_error::RuleTooLarge;
use crate::rule_error::{Mismatch, SizeError};
#[cfg(any(feature = "eight", feature = "fifteen", feature = "press"))]
use crate::rule_error::{OverLimit, Unreachable};

/// Any error of the crate: one variant for each error type, each converted
/// by [`From`], so `?` in a function returning `Result<_, flipswap::Error>`
/// takes every fallible call of the crate.
///
/// [`Display`](fmt::Display) says which kind of thing went wrong;
/// [`source`](core::error::Error::source) is the error it holds, whose
/// message gives the details (the line and column of a parse error, the
/// counts of a mismatch). New variants may come with new error types.
///
/// # Examples
///
/// ```
/// use core::error::Error as _;
/// use flipswap::{Error, lights_out, swap_game};
///
/// /// The fewest swaps and the fewest Lights Out presses, from text.
/// fn answers(pair: &str, lights: &str, goal: &str) -> Result<(usize, Option<usize>), Error> {
///     let pair: swap_game::Pair = pair.parse()?; // ParseError
///     let start = swap_game::Grid::new(2, 2)?; // SizeError
///     swap_game::AnyPair::new(start, start)?; // Mismatch
///     let swaps = swap_game::solve(pair).map_or(0, |s| s.len());
///     let board: lights_out::Board = lights.parse()?; // ParseError
///     let goal: lights_out::Goal = goal.parse()?; // lights_out::GoalError
///     let solver = lights_out::Solver::new(board.rows(), board.cols())?; // SizeError
///     let presses = solver.solve(&board, goal)?.map(|s| s.len()); // Mismatch
///     Ok((swaps, presses))
/// }
///
/// let pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101";
/// assert_eq!(answers(pair, "010\n111\n010", "off")?, (4, Some(1)));
///
/// let error = answers(pair, "010\n111\n010", "lit").unwrap_err();
/// assert!(matches!(error, Error::Goal(_)));
/// assert_eq!(error.to_string(), "not a goal");
/// let source = error.source().expect("the goal's error");
/// assert_eq!(source.to_string(), "expected 'off', 'on' or 'one-colour', found 'lit'");
///
/// let error = answers("1111\n0000\n0000\n0000\n1000\n0000\n0000\n0000", "1", "on").unwrap_err();
/// assert!(matches!(error, Error::Parse(_)));
/// # Ok::<(), Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// Text that is not a board, a case or an input: [`ParseError`].
    Parse(ParseError),
    /// A board size outside what the puzzle takes: [`SizeError`].
    Size(SizeError),
    /// Two halves that must match and do not (a swap-game start and
    /// target, a Lights Out board and its solver): [`Mismatch`].
    Mismatch(Mismatch),
    /// Text that is not a Lights Out [`Goal`](crate::lights_out::Goal):
    /// [`lights_out::GoalError`](crate::lights_out::GoalError).
    #[cfg(feature = "lights-out")]
    Goal(GoalError),
    /// A sliding-tile start and target that no moves join (the 8-puzzle's,
    /// or any size's): [`tiles::Unreachable`](crate::tiles::Unreachable).
    #[cfg(any(feature = "eight", feature = "fifteen"))]
    Unreachable(Unreachable),
    /// No board of the asked difficulty could be drawn:
    /// [`levels::LevelError`](crate::levels::LevelError).
    Level(LevelError),
    /// A search that reached its limit: of boards (sliding tiles), of
    /// press maps (press puzzles).
    #[cfg(any(feature = "eight", feature = "fifteen", feature = "press"))]
    OverLimit(OverLimit),
    /// A press rule the engine does not take on a board of its size:
    /// `RuleTooLarge`.
    #[cfg(feature = "press")]
    RuleTooLarge(RuleTooLarge),
}

/// A short phrase for each variant, saying which kind of thing went
/// wrong: the wrapped error's own text is the source's, so a printed chain
/// says each thing once.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Error::Parse(_) => "cannot read the text",
            Error::Size(_) => "not a size of the puzzle's boards",
            Error::Mismatch(_) => "the two halves do not match",
            #[cfg(feature = "lights-out")]
            Error::Goal(_) => "not a goal",
            #[cfg(any(feature = "eight", feature = "fifteen"))]
            Error::Unreachable(_) => "no moves reach the target",
            Error::Level(_) => "no board of that difficulty",
            #[cfg(any(feature = "eight", feature = "fifteen", feature = "press"))]
            Error::OverLimit(_) => "the search reached its limit",
            #[cfg(feature = "press")]
            Error::RuleTooLarge(_) => "a rule too large for its board",
        })
    }
}

/// The source of each variant is the error it wraps.
impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(match self {
            Error::Parse(error) => error,
            Error::Size(error) => error,
            Error::Mismatch(error) => error,
            #[cfg(feature = "lights-out")]
            Error::Goal(error) => error,
            #[cfg(any(feature = "eight", feature = "fifteen"))]
            Error::Unreachable(error) => error,
            Error::Level(error) => error,
            #[cfg(any(feature = "eight", feature = "fifteen", feature = "press"))]
            Error::OverLimit(error) => error,
            #[cfg(feature = "press")]
            Error::RuleTooLarge(error) => error,
        })
    }
}

/// A [`ParseError`] as [`Error::Parse`].
impl From<ParseError> for Error {
    fn from(error: ParseError) -> Error {
        Error::Parse(error)
    }
}

/// A [`SizeError`] as [`Error::Size`].
impl From<SizeError> for Error {
    fn from(error: SizeError) -> Error {
        Error::Size(error)
    }
}

/// A [`Mismatch`] as [`Error::Mismatch`].
impl From<Mismatch> for Error {
    fn from(error: Mismatch) -> Error {
        Error::Mismatch(error)
    }
}

/// A [`GoalError`](crate::lights_out::GoalError) as [`Error::Goal`].
#[cfg(feature = "lights-out")]
impl From<GoalError> for Error {
    fn from(error: GoalError) -> Error {
        Error::Goal(error)
    }
}

/// An [`Unreachable`](crate::tiles::Unreachable) as [`Error::Unreachable`].
#[cfg(any(feature = "eight", feature = "fifteen"))]
impl From<Unreachable> for Error {
    fn from(error: Unreachable) -> Error {
        Error::Unreachable(error)
    }
}

/// A [`LevelError`](crate::levels::LevelError) as [`Error::Level`].
impl From<LevelError> for Error {
    fn from(error: LevelError) -> Error {
        Error::Level(error)
    }
}

/// A search's `OverLimit` as [`Error::OverLimit`].
#[cfg(any(feature = "eight", feature = "fifteen", feature = "press"))]
impl From<OverLimit> for Error {
    fn from(error: OverLimit) -> Error {
        Error::OverLimit(error)
    }
}

/// A [`RuleTooLarge`] as [`Error::RuleTooLarge`].
#[cfg(feature = "press")]
impl From<RuleTooLarge> for Error {
    fn from(error: RuleTooLarge) -> Error {
        Error::RuleTooLarge(error)
    }
}
