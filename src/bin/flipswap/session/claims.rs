//! Where the judge loop ([`super::judge`]) reads claimed answers from,
//! and where its verdicts go.

use std::io::{Read, Write};

use flipswap::check::{LineJudge, Rejection};

use super::{Failure, Tally};
use crate::lines::{Broken, Line, Lines};

/// Where the claimed answers are read from.
pub enum Claims<A> {
    /// From the input itself, each after its case (`flipswap check`).
    Inline,
    /// From an output of their own, one after another in the order of the
    /// cases, as a special judge reads a contestant's output.
    Apart(Output<A>),
}

impl<A: Read> Claims<A> {
    /// Reads the answer to case `case` into `judge` when the answers are
    /// apart (inline, the judge loop reads it): the line of its first line.
    pub(super) fn claim<J: LineJudge, W: Write>(
        &mut self,
        judge: &mut J,
        case: u64,
        flush: &mut W,
    ) -> Result<Option<u32>, Failure> {
        match self {
            Claims::Inline => Ok(None),
            Claims::Apart(output) => output.claim(judge, case, flush),
        }
    }

    /// The line of the answers read last: inline, the input's, `inline`.
    pub(super) const fn line(&self, inline: u32) -> u32 {
        match self {
            Claims::Inline => inline,
            Claims::Apart(output) => output.line,
        }
    }
}

/// Claimed answers read apart from the cases, and the line read last.
pub struct Output<A> {
    lines: Lines<A>,
    line: u32,
}

impl<A: Read> Output<A> {
    pub fn new(output: A) -> Self {
        Output {
            lines: Lines::new(output),
            line: 0,
        }
    }

    /// The next line, counted.
    fn next<W: Write>(&mut self, flush: &mut W, case: u64) -> Result<Option<&[u8]>, Failure> {
        let line = self.lines.next(flush).map_err(|broken| match broken {
            Broken::Read(error) => Failure::ReadOutput(error),
            Broken::Write(error) => Failure::Write(error),
        })?;
        if line != Line::End {
            self.line = self.line.saturating_add(1);
        }
        match line {
            Line::Text(text) => Ok(Some(text)),
            Line::TooLong(_) => Err(Failure::OutputLine {
                case,
                line: self.line,
            }),
            Line::End => Ok(None),
        }
    }

    /// Reads the answer to case `case` into `judge`, until it holds every
    /// line it should or the output ends (blank lines between answers
    /// change nothing): the output line of its first line, if any.
    fn claim<J: LineJudge, W: Write>(
        &mut self,
        judge: &mut J,
        case: u64,
        flush: &mut W,
    ) -> Result<Option<u32>, Failure> {
        let mut start = None;
        while !judge.is_complete() {
            let Some(line) = self.next(flush, case)? else {
                break;
            };
            judge.push_line(line);
            if start.is_none() && judge.has_begun() {
                start = Some(self.line);
            }
        }
        Ok(start)
    }

    /// The first output line after the answer to case `case`, the last,
    /// that is not blank, if any.
    pub(super) fn rest<W: Write>(
        &mut self,
        flush: &mut W,
        case: u64,
    ) -> Result<Option<u32>, Failure> {
        while let Some(line) = self.next(flush, case)? {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            if !line.iter().all(|&b| b == b' ' || b == b'\t') {
                return Ok(Some(self.line));
            }
        }
        Ok(None)
    }
}

/// The verdict on one claimed answer, and where it stands in the stream
/// it was read from.
#[derive(Debug)]
pub struct Verdict {
    pub case: u64,
    pub finished: Result<(), Rejection>,
    /// The line of the answer's first line; `None` when it has none.
    pub(super) start: Option<u32>,
    /// The line read last.
    pub(super) last: u32,
}

impl Verdict {
    /// The line of the stream where `rejection` is.
    fn line(&self, rejection: &Rejection) -> u32 {
        let start = self.start.unwrap_or_else(|| self.last.saturating_add(1));
        start.saturating_add(rejection.line().saturating_sub(1))
    }

    /// `case K: ok`, or `case K: line L of the answer ({stream} line M):
    /// what is wrong`.
    pub fn describe(&self, stream: &str) -> String {
        let case = self.case;
        match &self.finished {
            Ok(()) => format!("case {case}: ok"),
            Err(rejection) => format!(
                "case {case}: line {} of the answer ({stream} line {}): {}",
                rejection.line(),
                self.line(rejection),
                rejection.problem()
            ),
        }
    }
}

/// What becomes of the verdicts.
pub trait Verdicts<W> {
    /// Takes the verdict on a case: whether to judge on.
    fn take(&mut self, output: &mut W, verdict: Verdict) -> Result<bool, Failure>;
}

/// `flipswap check`'s: each verdict written as its case completes (after
/// `name: ` when a name is given), counted in `tally`.
pub struct Written<'a> {
    pub name: Option<&'a str>,
    pub tally: &'a mut Tally,
}

impl<W: Write> Verdicts<W> for Written<'_> {
    fn take(&mut self, output: &mut W, verdict: Verdict) -> Result<bool, Failure> {
        if let Some(name) = self.name {
            write!(output, "{name}: ").map_err(Failure::Write)?;
        }
        self.tally.judged += 1;
        if verdict.finished.is_err() {
            self.tally.wrong += 1;
        }
        writeln!(output, "{}", verdict.describe("input")).map_err(Failure::Write)?;
        Ok(true)
    }
}
