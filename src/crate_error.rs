//! [`Error`]: every error of the crate in one type, so that `?` works on
//! every fallible call in a function that returns `Result<_, flipswap::Error>`.

use core::fmt;

use crate::{ParseError, check, levels, lights_out, swap_game, tiles};

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
///     let start = swap_game::Grid::new(2, 2)?; // swap_game::SizeError
///     swap_game::AnyPair::new(start, start)?; // swap_game::PairError
///     let swaps = swap_game::solve(pair).map_or(0, |s| s.len());
///     let board: lights_out::Board = lights.parse()?; // ParseError
///     let goal: lights_out::Goal = goal.parse()?; // lights_out::GoalError
///     let solver = lights_out::Solver::new(board.rows(), board.cols())?; // lights_out::SizeError
///     let presses = solver.solve(&board, goal)?.map(|s| s.len()); // lights_out::SizeMismatch
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
    /// A swap-game start and target with different counts of black pieces:
    /// [`swap_game::CountMismatch`].
    CountMismatch(swap_game::CountMismatch),
    /// Two [`swap_game::Grid`]s that do not make an
    /// [`AnyPair`](swap_game::AnyPair): [`swap_game::PairError`].
    Pair(swap_game::PairError),
    /// A swap-game board size outside 1 × 1 to 8 × 8:
    /// [`swap_game::SizeError`].
    GridSize(swap_game::SizeError),
    /// A Lights Out size outside 1 × 1 to 32 × 32: [`lights_out::SizeError`].
    Size(lights_out::SizeError),
    /// A Lights Out board given to a [`Solver`](lights_out::Solver) of
    /// another size: [`lights_out::SizeMismatch`].
    SizeMismatch(lights_out::SizeMismatch),
    /// Text that is not a Lights Out [`Goal`](lights_out::Goal):
    /// [`lights_out::GoalError`].
    Goal(lights_out::GoalError),
    /// A claimed answer that a judge rejects: [`check::Rejection`].
    Rejected(check::Rejection),
    /// A sliding-tile start and target that no moves join (the 8-puzzle's,
    /// or any size's): [`tiles::Unreachable`].
    Unreachable(tiles::Unreachable),
    /// No board of the asked difficulty could be drawn:
    /// [`levels::LevelError`].
    Level(levels::LevelError),
    /// A sliding-tile search that reached its limit of boards:
    /// [`tiles::OverLimit`].
    OverLimit(tiles::OverLimit),
}

/// `Display`, `source` and `From` of [`Error`], one row a variant: the
/// error it wraps and a short phrase (the wrapped error's own text is the
/// source's, so a printed chain says each thing once).
macro_rules! errors {
    ($($variant:ident($error:ty): $words:literal),* $(,)?) => {
        impl fmt::Display for Error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(match self {
                    $(Error::$variant(_) => $words),*
                })
            }
        }

        impl core::error::Error for Error {
            fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
                Some(match self {
                    $(Error::$variant(error) => error),*
                })
            }
        }

        $(
            impl From<$error> for Error {
                fn from(error: $error) -> Error {
                    Error::$variant(error)
                }
            }
        )*
    };
}

errors!(
    Parse(ParseError): "cannot read the text",
    CountMismatch(swap_game::CountMismatch): "no swaps turn the start into the target",
    Pair(swap_game::PairError): "the two boards do not make a pair",
    GridSize(swap_game::SizeError): "not a size of a swap-game board",
    Size(lights_out::SizeError): "not a size of a Lights Out board",
    SizeMismatch(lights_out::SizeMismatch): "the board does not fit the solver",
    Goal(lights_out::GoalError): "not a goal",
    Rejected(check::Rejection): "the answer is wrong",
    Unreachable(tiles::Unreachable): "no moves reach the target",
    Level(levels::LevelError): "no board of that difficulty",
    OverLimit(tiles::OverLimit): "the search reached its limit",
);
