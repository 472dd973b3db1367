//! The per-case loops: answer every case of an input, or judge every claimed
//! answer in it. There is one of each, generic over how a subcommand reads,
//! answers and judges its cases ([`Cases`]); both write each answer or
//! verdict as its case completes (see [`crate::lines`]).

use std::fmt;
use std::io::{self, Read, Write};

use flipswap::check::{FamilyJudge, Judge, LightsOutJudge, LineJudge, SlideJudge};
use flipswap::lights_out::{self, Goal, Solver};
use flipswap::swap_game::AnyPair;
use flipswap::{Case, ParseError, Reader, family, fifteen, format};

use crate::answer::Answer;
use crate::lines::{Broken, Line, Lines};

mod claims;

pub use claims::{Claims, Output, Verdict, Verdicts, Written};

/// Why an input stopped early.
#[derive(Debug)]
pub enum Failure {
    /// Malformed input: the case it was in and what is wrong.
    Input { case: u64, error: ParseError },
    /// A case the solver would not take (none the input can hold), or a
    /// case `check` does not judge.
    Unanswered { case: u64, problem: String },
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
        Failure::Read(_)
        | Failure::Write(_)
        | Failure::ReadOutput(_)
        | Failure::OutputLine { .. }
        | Failure::Trailing { .. } => return None,
    })
}

/// How to answer: draw the boards, and lights-out's goal.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub show: bool,
    pub goal: Goal,
}

/// What a subcommand's cases are read into.
pub type CaseOf<C> = <C as Cases>::Case;

/// How a subcommand reads, answers and judges its cases: the `case` column
/// of the puzzle table ([`crate::puzzle`]). The loops below are written
/// once against this.
pub trait Cases {
    /// What the library's reader reads each case into.
    type Case: Case;
    /// What answering keeps from one case to the next.
    type Solvers: Default;
    /// The judge of one claimed answer.
    type Judge: LineJudge;
    /// A reader at the start of an input in the judge's format.
    fn reader() -> Reader<Self::Case> {
        Reader::new()
    }
    /// Writes the answer to case `number`.
    fn answer<W: Write>(
        case: CaseOf<Self>,
        number: u64,
        out: &mut W,
        options: Options,
        solvers: &mut Self::Solvers,
    ) -> Result<(), Failure>;
    /// The judge of the answer to `case`, case `number` (for lights-out's
    /// goal in `options`), or why there is none.
    fn judge(case: CaseOf<Self>, number: u64, options: Options) -> Result<Self::Judge, String>;
}

/// A case answered on its own, with nothing kept from case to case (a
/// toggle puzzle's board, an 8-puzzle case): read by the library's
/// `Reader`, answered and judged as its [`Answer`] says.
impl<C: Answer> Cases for C {
    type Case = C;
    type Solvers = ();
    type Judge = C::Judge;

    fn answer<W: Write>(
        case: C,
        number: u64,
        out: &mut W,
        options: Options,
        _solvers: &mut (),
    ) -> Result<(), Failure> {
        case.answer(number, out, options.show)
            .map_err(Failure::Write)
    }

    fn judge(case: C, number: u64, _options: Options) -> Result<C::Judge, String> {
        Ok(case.judge(number))
    }
}

/// Lights Out boards of any size, a blank line after each.
pub struct AnySize;

impl Cases for AnySize {
    type Case = lights_out::Board;
    type Solvers = Solvers;
    type Judge = LightsOutJudge;

    fn answer<W: Write>(
        board: lights_out::Board,
        number: u64,
        out: &mut W,
        options: Options,
        solvers: &mut Solvers,
    ) -> Result<(), Failure> {
        solvers.answer(&board, options.goal, number, |solution| {
            crate::answer::lights_out(out, &board, solution, options.show)
        })
    }

    fn judge(
        board: lights_out::Board,
        _number: u64,
        options: Options,
    ) -> Result<LightsOutJudge, String> {
        Ok(LightsOutJudge::new(&board, options.goal))
    }
}

/// A sibling of Lights Out in its judge's format: read by the library's
/// reader as `family::Of<S>` (the judge's format a constant), answered by
/// the engine for the judge's goal, written as the judge's answer says.
pub struct Family<S>(std::marker::PhantomData<S>);

impl<S: family::Judge> Cases for Family<S> {
    type Case = family::Of<S>;
    type Solvers = Solvers;
    type Judge = FamilyJudge;

    fn answer<W: Write>(
        case: family::Of<S>,
        number: u64,
        out: &mut W,
        options: Options,
        solvers: &mut Solvers,
    ) -> Result<(), Failure> {
        solvers.answer(case.board(), S::SIBLING.goal(), number, |solution| {
            crate::answer::sibling(out, &case, solution, options.show)
        })
    }

    fn judge(case: family::Of<S>, _number: u64, _options: Options) -> Result<FamilyJudge, String> {
        FamilyJudge::new(&case.test_case(), S::SIBLING).map_err(|error| error.to_string())
    }
}

/// Swap-game cases of any size: with `MOVES`, answered with the count and
/// the swaps (`swap-game`, Luogu P1225), else with the count alone
/// (`moving-toys`, Luogu P4289); judged alike.
pub struct Swaps<const MOVES: bool>;

impl<const MOVES: bool> Cases for Swaps<MOVES> {
    type Case = AnyPair;
    type Solvers = ();
    type Judge = Judge;

    fn answer<W: Write>(
        pair: AnyPair,
        _number: u64,
        out: &mut W,
        options: Options,
        _solvers: &mut (),
    ) -> Result<(), Failure> {
        let how = crate::swaps::Output {
            swaps: MOVES,
            show: options.show,
        };
        crate::swaps::write(out, pair, how).map_err(Failure::Write)
    }

    fn judge(pair: AnyPair, _number: u64, _options: Options) -> Result<Judge, String> {
        Ok(if MOVES {
            Judge::new(pair)
        } else {
            Judge::count_only(pair)
        })
    }
}

/// 15 Puzzle (AOJ ALDS1_13_C): the 15-puzzle's boards read in the
/// judge's format, 4 rows a case and no count, answered with the fewest
/// moves.
pub struct FifteenCount;

impl Cases for FifteenCount {
    type Case = fifteen::Board;
    type Solvers = ();
    type Judge = SlideJudge;

    fn reader() -> Reader<fifteen::Board> {
        Reader::with_format(format::FIFTEEN_COUNT)
    }

    fn answer<W: Write>(
        board: fifteen::Board,
        _number: u64,
        out: &mut W,
        options: Options,
        _solvers: &mut (),
    ) -> Result<(), Failure> {
        crate::answer::fifteen_count(out, board, options.show).map_err(Failure::Write)
    }

    fn judge(board: fifteen::Board, _number: u64, _options: Options) -> Result<SlideJudge, String> {
        Ok(SlideJudge::fifteen_count(board))
    }
}

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

/// The solver for the size of the last board answered: sizes usually repeat,
/// so a batch of boards of one size builds it once.
#[derive(Default)]
pub struct Solvers {
    last: Option<Solver>,
    /// Solvers built so far.
    pub built: u64,
}

impl Solvers {
    /// The solver for boards of `rows` × `cols`, built if the last was for
    /// another size.
    fn get(&mut self, rows: u8, cols: u8) -> Result<&Solver, flipswap::SizeError> {
        // Matched in place: a solver is a few KiB, not worth a move per board.
        if self
            .last
            .as_ref()
            .is_some_and(|solver| solver.rows() != rows || solver.cols() != cols)
        {
            self.last = None;
        }
        match self.last {
            Some(ref solver) => Ok(solver),
            None => {
                self.built += 1;
                Ok(self.last.insert(Solver::new(rows, cols)?))
            }
        }
    }

    /// Writes the answer to `board` for `goal` with `write`, given the
    /// canonical answer (`None`: no presses reach it); case `number` for a
    /// failure. The answer is lent, not returned: a solution is about 130
    /// bytes, not worth a copy per board.
    fn answer(
        &mut self,
        board: &lights_out::Board,
        goal: Goal,
        number: u64,
        write: impl FnOnce(Option<&lights_out::Solution>) -> io::Result<()>,
    ) -> Result<(), Failure> {
        let unanswered = |problem: String| Failure::Unanswered {
            case: number,
            problem,
        };
        let solver = self
            .get(board.rows(), board.cols())
            .map_err(|error| unanswered(error.to_string()))?;
        match &solver.solve(board, goal) {
            Ok(solution) => write(solution.as_ref()).map_err(Failure::Write),
            Err(error) => Err(unanswered(error.to_string())),
        }
    }
}

/// Reads the cases of `input` until its end, answering each on `output`.
pub fn answer_all<C: Cases, R: Read, W: Write>(
    input: R,
    output: &mut W,
    options: Options,
) -> Result<u64, Failure> {
    answer_with::<C, R, W>(input, output, options, &mut C::Solvers::default())
}

/// [`answer_all`] with the solvers kept from case to case given.
pub fn answer_with<C: Cases, R: Read, W: Write>(
    input: R,
    output: &mut W,
    options: Options,
    solvers: &mut C::Solvers,
) -> Result<u64, Failure> {
    let mut reader = C::reader();
    let mut lines = Lines::new(input);
    let mut cases: u64 = 0;
    loop {
        // Matched where it is read: a case is about 130 bytes, not worth
        // moving into another value once a line.
        let read = match lines.next(output)? {
            Line::Text(line) => reader.push_line(line),
            Line::TooLong(head) => Err(reader.push_cut_line(head)),
            Line::End => break,
        };
        match read {
            Ok(Some(case)) => {
                cases += 1;
                C::answer(case, cases, output, options, solvers)?;
            }
            Ok(None) => {}
            Err(error) => {
                return Err(Failure::Input {
                    case: cases + 1,
                    error,
                });
            }
        }
    }
    let last = reader.finish().map_err(|error| Failure::Input {
        case: cases + 1,
        error,
    })?;
    if let Some(case) = last {
        cases += 1;
        C::answer(case, cases, output, options, solvers)?;
    }
    Ok(cases)
}

impl crate::puzzle::Puzzle {
    /// Judges every claimed answer of `input`, each after its case, writing
    /// a verdict for each (see [`judge`] and [`Written`]).
    pub fn check<R: Read, W: Write>(
        self,
        input: R,
        output: &mut W,
        options: Options,
        name: Option<&str>,
        tally: &mut Tally,
    ) -> Result<(), Failure> {
        let claims = Claims::<io::Empty>::Inline;
        self.judge(input, claims, output, options, &mut Written { name, tally })
    }
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
    C: Cases,
    R: Read,
    A: Read,
    W: Write,
    V: Verdicts<W>,
{
    let mut reader = C::reader();
    let mut lines = Lines::new(input);
    let mut cases: u64 = 0;
    let inline = matches!(claims, Claims::Inline);
    // The answer read last and not yet judged: its judge, and the line of
    // its first line once it has begun. Inline, the loop reads it line by
    // line; apart, it is read whole as its case completes, and judged
    // when the next case completes or the input ends.
    let mut answer: Option<(C::Judge, Option<u32>)> = None;
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
            case: cases + 1,
            error,
        })?;
        if let Some(case) = read {
            // Apart, the answer before is judged as the next case completes.
            if let Some((judge, start)) = &answer {
                if !verdict(output, judge, *start, claims.line(reader.line()), cases)? {
                    return Ok(());
                }
            }
            cases += 1;
            let mut judge = judge_of::<C>(case, cases, options)?;
            let start = claims.claim(&mut judge, cases, output)?;
            answer = Some((judge, start));
        }
    }
    let last = reader.finish().map_err(|error| Failure::Input {
        case: cases + 1,
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

/// The judge of case `number`.
fn judge_of<C: Cases>(case: CaseOf<C>, number: u64, options: Options) -> Result<C::Judge, Failure> {
    C::judge(case, number, options).map_err(|problem| Failure::Unanswered {
        case: number,
        problem,
    })
}
