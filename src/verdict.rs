//! The words of a judge's verdict, below every puzzle: what is wrong with
//! a claimed answer ([`Problem`]) and at which line ([`Rejection`]), how a
//! judge reads an answer a line at a time ([`LineJudge`]), and the judge of
//! each subcommand ([`Judged`]); each puzzle's judge, in its own folder,
//! is written with them, and [`check`](crate::check) names them all.

use crate::answer::{How, Subcommand};
use crate::crate_error::Error;

#[cfg(feature = "lights-out")]
mod first_map;
pub(crate) mod line;
mod problem;
mod rejection;
mod words;

#[cfg(feature = "lights-out")]
pub use first_map::FirstMap;
pub use problem::{Problem, Shown};
pub use rejection::Rejection;

/// A judge that reads an answer one line at a time: what [`Judge`](crate::check::Judge),
/// [`FamilyJudge`][crate::check::FamilyJudge] and
/// [`LightsOutJudge`][crate::check::LightsOutJudge] have in common, so
/// that one loop can run any of them over a stream of cases and answers.
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
///
#[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
pub trait LineJudge {
    /// Whether `line`, the next line of a stream, belongs to the answer;
    /// when it does not, the answer has ended and `line` starts what
    /// follows.
    #[must_use]
    fn takes(&self, line: &[u8]) -> bool;

    /// Reads the next line of the answer, with or without its line end.
    fn push_line(&mut self, line: &[u8]);

    /// Whether the answer's first line that is not blank has been read.
    #[must_use]
    fn has_begun(&self) -> bool;

    /// Whether the answer holds every line it should, so that a verdict
    /// can be given now.
    #[must_use]
    fn is_complete(&self) -> bool;

    /// The verdict on the lines read.
    ///
    /// # Errors
    ///
    /// A [`Rejection`] naming the first wrong line and the rule broken.
    fn finish(&self) -> Result<(), Rejection>;
}

/// How a subcommand's claimed answers are judged: the judge of the answer
/// to one case, as `flipswap check` reads it after the case.
pub trait Judged: Subcommand {
    /// The judge of one claimed answer.
    type Judge: LineJudge;

    /// The judge of the answer to `case`, case `number` of the input
    /// (Eight II numbers its answers), for `how`'s goal.
    ///
    /// # Errors
    ///
    /// A case its judge does not pose.
    fn judge(case: Self::Case, number: u64, how: How) -> Result<Self::Judge, Error>;

    /// Takes `case`, a further part of the case `judge` judges, into it:
    /// where the reader gives a case in parts (a lanterns case, a query at
    /// a time; see [`Reader::continues`](crate::Reader::continues)), one
    /// judge reads the answer to the whole case once its last part is
    /// read. The default takes nothing: the other judges' cases come
    /// whole.
    ///
    /// # Errors
    ///
    /// A part its judge does not pose.
    fn join(judge: &mut Self::Judge, case: Self::Case, how: How) -> Result<(), Error> {
        let _ = (judge, case, how);
        Ok(())
    }
}
