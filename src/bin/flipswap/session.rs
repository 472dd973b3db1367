//! The per-case loops: answer every case of an input, or judge every claimed
//! answer in it. There is one of each, generic over how a subcommand reads,
//! answers and judges its cases ([`Subcommand`], [`Judged`]); both write each answer or
//! verdict as its case completes (see [`crate::lines`]).

use std::fmt;
use std::io::{Read, Write};

use flipswap::ParseError;
use flipswap::answer::Subcommand;
use flipswap::check::{Judged, LineJudge};

use crate::cases::{CaseOf, Failure, Options, answer};
use crate::lines::{Line, Lines};

mod claims;

pub use claims::{Claims, Output, Verdict, Verdicts, Written};

/// Verdicts so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub judged: u64,
    pub wrong: u64,
}

/// The summary line: `3 cases judged, 1 wrong`.
impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.judged == 1 { "" } else { "s" };
        write!(f, "{} case{s} judged, {} wrong", self.judged, self.wrong)
    }
}

/// What the command's loop knows of the input it answers, and is told by
/// it: the input's name where messages name it, and the cases that
/// `--keep-going` goes past.
pub struct Run<'a> {
    /// The input as messages name it, when the command line named files
    /// (the progress line names it too).
    pub input: Option<&'a str>,
    /// Given each case over `--limit` that `--keep-going` goes past, once
    /// the answers before it are written out.
    pub skipped: &'a mut dyn FnMut(&Failure),
}

/// Reads the cases of `input` until its end, answering each on `output`;
/// with `--keep-going`, a case over `--limit` is given to `run.skipped`
/// and the next case is read.
pub fn answer_all<C: Subcommand, R: Read, W: Write>(
    input: R,
    output: &mut W,
    options: Options,
    run: &mut Run<'_>,
) -> Result<u64, Failure> {
    answer_with::<C, R, W>(input, output, options, &mut C::Kept::default(), run)
}

/// [`answer_all`] with what is kept from case to case given.
pub fn answer_with<C: Subcommand, R: Read, W: Write>(
    input: R,
    output: &mut W,
    options: Options,
    kept: &mut C::Kept,
    run: &mut Run<'_>,
) -> Result<u64, Failure> {
    let mut step = |case, number, output: &mut W, kept: &mut C::Kept| match answer::<C, W>(
        case, number, output, options, run.input, kept,
    ) {
        Err(failure @ Failure::OverLimit { .. }) if options.keep_going => {
            output.flush().map_err(Failure::Write)?;
            (run.skipped)(&failure);
            Ok(())
        }
        done => done,
    };
    let mut reader = C::reader_for(options.how());
    let mut lines = Lines::new(input);
    // Cases are counted as the judge counts them, by the reader: a case
    // it gives in parts (a lanterns case, a query at a time) is one.
    loop {
        // Matched where it is read: a case is about 130 bytes, not worth
        // moving into another value once a line.
        let read = match lines.next(output)? {
            Line::Text(line) => reader.push_line(line),
            Line::TooLong(head) => Err(reader.push_cut_line(head)),
            Line::End => break,
        };
        match read {
            Ok(Some(case)) => step(case, u64::from(reader.case_given()), output, kept)?,
            Ok(None) => {}
            Err(error) => {
                return Err(Failure::Input {
                    case: u64::from(reader.cases()) + 1,
                    error,
                });
            }
        }
    }
    let last = reader.finish().map_err(|error| Failure::Input {
        case: u64::from(reader.cases()) + 1,
        error,
    })?;
    if let Some(case) = last {
        step(case, u64::from(reader.case_given()), output, kept)?;
    }
    Ok(u64::from(reader.cases()))
}

/// Reads the cases of `input` until its end, judges the claimed answer to
/// each, read from `claims`, and gives each verdict to `verdicts` until it
/// says to stop.
///
/// Inline, the judge decides which lines belong to an answer
/// ([`LineJudge::takes`]), so a wrong answer never swallows the case
/// after it. An answer whose count is met is judged once the next line
/// shows it has ended, or, when no further input is ready, at once: a
/// program that feeds one case and its answer at a time gets each verdict
/// before it writes the next.
///
/// Apart, an answer ends as soon as it holds every line it should
/// ([`LineJudge::is_complete`]), and the next begins; a line that is not
/// blank after the answer to the last case is [`Failure::Trailing`].
pub fn judge<C, R, A, W, V>(
    input: R,
    mut claims: Claims<A>,
    output: &mut W,
    options: Options,
    verdicts: &mut V,
) -> Result<(), Failure>
where
    C: Judged,
    R: Read,
    A: Read,
    W: Write,
    V: Verdicts<W>,
{
    let mut reader = C::reader_for(options.how());
    let mut lines = Lines::new(input);
    // Cases as the judge counts them: a case the reader gives in parts (a
    // lanterns case, a query at a time) is one, judged by one judge that
    // takes each part ([`Judged::join`]), and its answer is read once its
    // last part is.
    let mut cases: u64 = 0;
    let inline = matches!(claims, Claims::Inline);
    // The answer read last and not yet judged: its judge, and the line of
    // its first line once it has begun. Inline, the loop reads it line by
    // line; apart, it is read whole as its case completes, and judged
    // when the next case begins or the input ends.
    let mut answer: Option<(C::Judge, Option<u32>)> = None;
    // The judge of a case of which more parts are to come.
    let mut parts: Option<C::Judge> = None;
    let mut verdict = |output: &mut W, judge: &C::Judge, start, last, case| {
        let finished = judge.finish();
        let verdict = Verdict {
            case,
            finished,
            start,
            last,
        };
        verdicts.take(output, verdict)
    };
    loop {
        if let (true, Some((judge, start))) = (inline, &answer) {
            if judge.is_complete() && lines.would_wait() {
                if !verdict(output, judge, *start, reader.line(), cases)? {
                    return Ok(());
                }
                answer = None;
            }
        }
        let line = match lines.next(output)? {
            Line::Text(line) => line,
            Line::TooLong(head) => {
                if inline && answer.is_some() {
                    reader.skip_line();
                    let error = ParseError::line_too_long(reader.line());
                    return Err(Failure::Input { case: cases, error });
                }
                let error = reader.push_cut_line(head);
                return Err(Failure::Input {
                    case: cases + 1,
                    error,
                });
            }
            Line::End => break,
        };
        if let (true, Some((judge, start))) = (inline, &mut answer) {
            if judge.takes(line) {
                reader.skip_line();
                judge.push_line(line);
                if start.is_none() && judge.has_begun() {
                    *start = Some(reader.line());
                }
                continue;
            }
            if !verdict(output, judge, *start, reader.line(), cases)? {
                return Ok(());
            }
            answer = None;
        }
        let read = reader.push_line(line).map_err(|error| Failure::Input {
            case: u64::from(reader.cases()) + 1,
            error,
        })?;
        if let Some(case) = read {
            let mut judge = match parts.take() {
                Some(mut judge) => {
                    join::<C>(&mut judge, case, cases, options)?;
                    judge
                }
                None => {
                    // Apart, the answer before is judged as the next case
                    // begins.
                    if let Some((judge, start)) = answer.take() {
                        if !verdict(output, &judge, start, claims.line(reader.line()), cases)? {
                            return Ok(());
                        }
                    }
                    cases += 1;
                    judge_of::<C>(case, cases, options)?
                }
            };
            if reader.continues() {
                parts = Some(judge);
            } else {
                let start = claims.claim(&mut judge, cases, output)?;
                answer = Some((judge, start));
            }
        }
    }
    let last = reader.finish().map_err(|error| Failure::Input {
        case: u64::from(reader.cases()) + 1,
        error,
    })?;
    if let Some((judge, start)) = &answer {
        if !verdict(output, judge, *start, claims.line(reader.line()), cases)? {
            return Ok(());
        }
    }
    if let Some(case) = last {
        // Inline, a case that only the end of the input completes has no
        // answer.
        cases += 1;
        let mut judge = judge_of::<C>(case, cases, options)?;
        let start = claims.claim(&mut judge, cases, output)?;
        if !verdict(output, &judge, start, claims.line(reader.line()), cases)? {
            return Ok(());
        }
    }
    if let Claims::Apart(claimed) = &mut claims {
        if let Some(line) = claimed.rest(output, cases)? {
            return Err(Failure::Trailing { cases, line });
        }
    }
    Ok(())
}

/// `case`, a further part of case `number`, taken into its judge.
fn join<C: Judged>(
    judge: &mut C::Judge,
    case: CaseOf<C>,
    number: u64,
    options: Options,
) -> Result<(), Failure> {
    C::join(judge, case, options.how()).map_err(|error| Failure::Unanswered {
        case: number,
        problem: crate::cases::said(&error),
    })
}

/// The judge of case `number`.
fn judge_of<C: Judged>(
    case: CaseOf<C>,
    number: u64,
    options: Options,
) -> Result<C::Judge, Failure> {
    C::judge(case, number, options.how()).map_err(|error| Failure::Unanswered {
        case: number,
        problem: crate::cases::said(&error),
    })
}
