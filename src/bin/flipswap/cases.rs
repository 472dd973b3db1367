//! What the loops share: how to answer ([`Options`]), one case answered
//! within `--limit` ([`answer`]), and why an input stopped ([`Failure`]).
//! The loops ([`crate::session`], [`crate::generate`],
//! [`crate::validate`]) are written against the library's traits of a
//! subcommand, reached through its row of the registry ([`crate::puzzle`]).

use std::io::{self, Write};

use flipswap::answer::{How, Progress, Search, Sink, Subcommand};
use flipswap::lights_out::Goal;
use flipswap::press::LightsRule;
use flipswap::{Error, ParseError};

use crate::lines::Broken;
use crate::progress;

/// Why an input stopped early.
#[derive(Debug)]
pub enum Failure {
    /// Malformed input: the case it was in and what is wrong.
    Input { case: u64, error: ParseError },
    /// A case the solver would not take (none the input can hold), or a
    /// case `check` does not judge.
    Unanswered { case: u64, problem: String },
    /// A case whose search passed `--limit`.
    OverLimit { case: u64, limit: u64 },
    /// Input the reader forgives but the judge would not write (`validate`):
    /// where it is, in the words of a [`ParseError`].
    Strict {
        case: u64,
        line: u32,
        column: u32,
        problem: String,
    },
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the output failed.
    Write(io::Error),
    /// Reading the claimed answers, apart from the input, failed.
    ReadOutput(io::Error),
    /// A line of the claimed answers, apart from the input, longer than
    /// any judge reads: output line `line`, in the answer to case `case`.
    OutputLine { case: u64, line: u32 },
    /// Output line `line`, after the answer to the last case, `cases`, is
    /// not blank.
    Trailing { cases: u64, line: u32 },
}

impl From<Broken> for Failure {
    fn from(broken: Broken) -> Failure {
        match broken {
            Broken::Read(error) => Failure::Read(error),
            Broken::Write(error) => Failure::Write(error),
        }
    }
}

/// What is wrong with the input, for a failure that is the input's fault
/// (in the words of the message after `flipswap <puzzle>: `).
pub fn describe_input(failure: &Failure) -> Option<String> {
    Some(match failure {
        Failure::Input { case, error } => format!("case {case}, {error}"),
        Failure::Unanswered { case, problem } => format!("case {case}: {problem}"),
        Failure::OverLimit { case, limit } => {
            format!("case {case}: no answer within --limit {limit} positions")
        }
        Failure::Strict {
            case,
            line,
            column,
            problem,
        } => format!("case {case}, line {line}, column {column}: {problem}"),
        Failure::Read(_)
        | Failure::Write(_)
        | Failure::ReadOutput(_)
        | Failure::OutputLine { .. }
        | Failure::Trailing { .. } => return None,
    })
}

/// How to answer: draw the boards, lights-out's goal, the most positions a
/// case may search (`--limit`), whether a case over it ends the run or is
/// skipped (`--keep-going`), and whether a long search keeps quiet
/// (`--quiet`: no progress line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    pub show: bool,
    pub goal: Goal,
    /// `lights-out`'s rule (`--rule`, `--torus`, `--states`).
    pub rule: LightsRule,
    pub limit: u64,
    pub keep_going: bool,
    pub quiet: bool,
}

impl Options {
    /// Drawing the boards or not, for `goal`, with no limit and the
    /// progress of a long search shown where it can be.
    pub const fn new(show: bool, goal: Goal) -> Options {
        Options {
            show,
            goal,
            rule: LightsRule::PLAIN,
            limit: u64::MAX,
            keep_going: false,
            quiet: false,
        }
    }

    /// What the library is told: the goal and the rule, no limit (see
    /// [`bounded`]).
    pub const fn how(self) -> How {
        How::new().goal(self.goal).rule(self.rule)
    }
}

/// Positions a case may search before the answers so far are written out:
/// a few milliseconds of search, so that a run killed during a long case
/// loses no answer already made, while the quick cases of a batch keep
/// theirs in the buffer.
pub const FLUSH_AFTER: u64 = 100_000;

/// What `find` finds for case `case` of subcommand `name` (the library's
/// [`Subcommand::find`], bounded by the positions it is given, telling a
/// watcher how it goes), within `options.limit` positions: first within
/// [`FLUSH_AFTER`]; a case that needs more writes out the answers before
/// it, then searches again up to the limit, showing how that search goes
/// on a line of stderr ([`crate::progress`]) that is erased before the
/// answer is written. The puzzles answered from tables never need more.
pub fn bounded<T, W: Write>(
    name: &str,
    input: Option<&str>,
    case: u64,
    out: &mut W,
    options: Options,
    mut find: impl FnMut(How, &mut dyn FnMut(Progress)) -> Result<T, Error>,
) -> Result<T, Failure> {
    let limit = options.limit;
    let failure = |error: Error| match error {
        Error::OverLimit(_) => Failure::OverLimit { case, limit },
        error => Failure::Unanswered {
            case,
            problem: said(&error),
        },
    };
    match find(options.how().within(limit.min(FLUSH_AFTER)), &mut |_| {}) {
        Ok(found) => return Ok(found),
        Err(Error::OverLimit(_)) if limit > FLUSH_AFTER => {}
        Err(error) => return Err(failure(error)),
    }
    out.flush().map_err(Failure::Write)?;
    // Only now, so that the many quick cases of a batch look at no clock.
    let mut line = progress::Line::new(name, input, case, options.quiet);
    find(options.how().within(limit), &mut |progress| {
        line.show(progress)
    })
    .map_err(failure)
}

/// Writes the answer to case `number` of `input` (its name, where
/// messages name it) as the library writes it ([`Subcommand::write`]), found
/// within `options.limit` ([`bounded`]); with `--show`, the boards too
/// ([`Subcommand::show`]).
pub fn answer<C: Subcommand, W: Write>(
    case: CaseOf<C>,
    number: u64,
    out: &mut W,
    options: Options,
    input: Option<&str>,
    kept: &mut C::Kept,
) -> Result<(), Failure> {
    let found = bounded(C::NAME, input, number, out, options, |how, watch| {
        C::find(&case, Search { kept, how, watch })
    })?;
    C::write(&case, number, &found, &mut Out(out)).map_err(Failure::Write)?;
    if options.show {
        C::show(&case, &found, &mut Out(out)).map_err(Failure::Write)?;
    }
    Ok(())
}

/// The command's output as the library's [`Sink`].
pub struct Out<'a, W>(pub &'a mut W);

impl<W: Write> Sink for Out<'_, W> {
    type Error = io::Error;

    #[inline]
    fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.0.write_all(bytes)
    }
}

/// What a subcommand's cases are read into.
pub type CaseOf<C> = <C as Subcommand>::Case;

/// What the library's `error` says, with what its source says: the short
/// phrase alone tells a person too little ("a rule too large for its
/// board: ... a stencil past the cross on a torus past 33 x 33 ...").
pub fn said(error: &Error) -> String {
    use std::error::Error as _;
    match error.source() {
        Some(source) => format!("{error}: {source}"),
        None => error.to_string(),
    }
}
