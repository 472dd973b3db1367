//! `flipswap`: answers the puzzles in the judges' own input and output
//! formats, case after case until the end of the input, and judges claimed
//! answers (`flipswap check`).
//!
//! [`args`] turns the command line into a [`Command`]; [`session`] holds the
//! per-case loops, which [`lines`] feeds; [`answer`] writes each puzzle's
//! answer. This file connects them to the files, standard input and output,
//! and the exit status.

mod args;
mod cases;
mod generate;
mod help;
mod lines;
#[cfg(test)]
mod loops;
mod progress;
mod puzzle;
mod session;
mod special;
mod suggest;
mod validate;

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use flipswap::levels::LevelError;
#[cfg(test)]
use flipswap::lights_out::Goal;
use flipswap::pose::SpecError;
use flipswap::registry::Row;

use args::{Command, UsageError};
use cases::Failure;
use session::{Run, Tally};

/// Exit status: bad input, or an input or output that failed.
const FAILED: u8 = 1;
/// Exit status: the command line asks for nothing flipswap does.
const USAGE: u8 = 2;
/// Exit status: `check` judged an answer wrong.
const WRONG: u8 = 3;
/// Exit status: a case's search passed `--limit`.
const OVER_LIMIT: u8 = 4;

fn main() -> ExitCode {
    run(args::parse(std::env::args_os().skip(1)))
}

/// Does what the command line asks.
fn run(command: Result<Command, UsageError>) -> ExitCode {
    match command {
        Err(error) => {
            report(&format!("flipswap: {error}\n"));
            ExitCode::from(USAGE)
        }
        Ok(Command::Help(topic)) => print(&topic.text()),
        Ok(Command::Version) => print(&format!("flipswap {}\n", env!("CARGO_PKG_VERSION"))),
        Ok(Command::Solve {
            puzzle,
            options,
            files,
        }) => run_inputs(Mode::Solve(options), puzzle, &files),
        Ok(Command::Check {
            puzzle,
            options,
            files,
        }) => run_inputs(Mode::Check(options), puzzle, &files),
        Ok(Command::Special {
            puzzle,
            options,
            special,
        }) => special::run(puzzle, options, &special),
        Ok(Command::Gen { puzzle, spec }) => write_boards(puzzle, &spec),
        Ok(Command::Validate {
            puzzle,
            size,
            rule,
            files,
        }) => validate_inputs(puzzle, size, rule, &files),
    }
}

/// `flipswap validate`: each input in turn, every fault on stderr, nothing
/// on stdout. Unlike answering, a fault in one file does not stop the
/// next: a setter wants to hear of every bad test at once.
fn validate_inputs(
    puzzle: &'static Row,
    size: Option<(u8, u8)>,
    rule: flipswap::press::LightsRule,
    files: &[OsString],
) -> ExitCode {
    let label = format!("flipswap validate {}", puzzle.name);
    let named = !files.is_empty();
    let mut valid = true;
    for input in inputs(files) {
        let source: Box<dyn Read> = match input {
            Input::Stdin => {
                let stdin = io::stdin();
                if stdin.is_terminal() {
                    report(&format!(
                        "{label}: type {} per case; Ctrl-D ends\n",
                        puzzle.words.what
                    ));
                }
                Box::new(stdin.lock())
            }
            Input::File(path) => match File::open(path) {
                Ok(file) => Box::new(file),
                Err(error) => {
                    report(&format!(
                        "{label}: cannot read {}: {}\n",
                        input.quoted(),
                        plain(&error)
                    ));
                    valid = false;
                    continue;
                }
            },
        };
        let how = flipswap::answer::How::new().rule(rule);
        let problem = match crate::puzzle::validate(puzzle, source, size, how) {
            Ok(_) => continue,
            Err(Failure::Read(error)) => {
                format!("cannot read {}: {}", input.quoted(), plain(&error))
            }
            Err(failure) => {
                let what = cases::describe_input(&failure).unwrap_or_default();
                if named {
                    format!("{}: {what}", input.name())
                } else {
                    what
                }
            }
        };
        report(&format!("{label}: {problem}\n"));
        valid = false;
    }
    if valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(FAILED)
    }
}

/// `flipswap gen`: the boards on standard output, or why there are none.
fn write_boards(puzzle: &'static Row, spec: &generate::Batch) -> ExitCode {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let name = puzzle.name;
    match crate::puzzle::generate(puzzle, spec, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        // A search that gave up, as for a board: not a usage error.
        Err(generate::GenFailure::Spec(problem @ SpecError::NoGraph { .. })) => {
            report(&format!("flipswap gen {name}: {problem}\n"));
            ExitCode::from(FAILED)
        }
        Err(generate::GenFailure::Spec(problem)) => {
            report(&format!(
                "flipswap gen {name}: {problem} (see '{}')\n",
                args::GEN_HELP
            ));
            ExitCode::from(USAGE)
        }
        // Moves that no board needs, or `max` where the most is not
        // known, are asked for on the command line: a usage error, as is a
        // `--moves` the subcommand does not draw.
        Err(generate::GenFailure::Level(
            error @ (LevelError::TooMany { .. } | LevelError::MostUnknown),
        )) => {
            report(&format!(
                "flipswap gen {name}: {error} (see '{}')\n",
                args::GEN_HELP
            ));
            ExitCode::from(USAGE)
        }
        Err(generate::GenFailure::Level(error)) => {
            report(&format!("flipswap gen {name}: {error}\n"));
            ExitCode::from(FAILED)
        }
        Err(generate::GenFailure::Write(error)) => {
            write_failure(&format!("flipswap gen {name}"), &error)
        }
    }
}

#[derive(Clone, Copy)]
enum Mode {
    Solve(cases::Options),
    /// Judging, with lights-out's goal and rule.
    Check(cases::Options),
}

/// Where one input comes from.
enum Input<'a> {
    Stdin,
    File(&'a Path),
}

impl Input<'_> {
    /// How messages name it.
    fn name(&self) -> String {
        match self {
            Input::Stdin => "standard input".to_owned(),
            Input::File(path) => path.display().to_string(),
        }
    }

    /// How a failure to read it names it.
    fn quoted(&self) -> String {
        match self {
            Input::Stdin => self.name(),
            Input::File(_) => format!("'{}'", self.name()),
        }
    }
}

/// The inputs `files` name: standard input when none does.
fn inputs(files: &[OsString]) -> Vec<Input<'_>> {
    if files.is_empty() {
        return vec![Input::Stdin];
    }
    files
        .iter()
        .map(|file| match file.to_str() {
            Some("-") => Input::Stdin,
            _ => Input::File(Path::new(file)),
        })
        .collect()
}

/// Answers or judges every case of `files` in turn (standard input when
/// there are none), and says how it went.
fn run_inputs(mode: Mode, puzzle: &'static Row, files: &[OsString]) -> ExitCode {
    let label = match mode {
        Mode::Solve(_) => format!("flipswap {}", puzzle.name),
        Mode::Check(_) => format!("flipswap check {}", puzzle.name),
    };
    let inputs = inputs(files);
    // Messages name the input when the command line named any; verdicts
    // do when there are two inputs or more.
    let named = !files.is_empty();
    let several = inputs.len() > 1;

    let stdout = io::stdout();
    let mut output = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let mut tally = Tally::default();
    let mut stop = None;
    // Cases over `--limit` that `--keep-going` went past.
    let mut skipped: u64 = 0;
    for input in &inputs {
        let source: Box<dyn Read> = match input {
            Input::Stdin => {
                let stdin = io::stdin();
                if stdin.is_terminal() {
                    // The answers to the files before it come first.
                    if let Err(error) = output.flush() {
                        stop = Some((input, Failure::Write(error)));
                        break;
                    }
                    report(&prompt(mode, puzzle));
                }
                Box::new(stdin.lock())
            }
            Input::File(path) => match File::open(path) {
                Ok(file) => Box::new(file),
                Err(error) => {
                    stop = Some((input, Failure::Read(error)));
                    break;
                }
            },
        };
        let result = match mode {
            Mode::Solve(options) => {
                let name = named.then(|| input.name());
                let mut skip = |failure: &Failure| {
                    skipped += 1;
                    let what = described(input, named, failure);
                    report(&format!("{label}: {what}; going on\n"));
                };
                let mut run = Run {
                    input: name.as_deref(),
                    skipped: &mut skip,
                };
                crate::puzzle::solve(puzzle, source, &mut output, options, &mut run).map(drop)
            }
            Mode::Check(options) => {
                let name = several.then(|| input.name());
                crate::puzzle::check(
                    puzzle,
                    source,
                    &mut output,
                    options,
                    name.as_deref(),
                    &mut tally,
                )
            }
        };
        if let Err(failure) = result {
            stop = Some((input, failure));
            break;
        }
    }

    // Whatever was answered before a failure is still printed, and a check
    // ends with its count.
    let mut written = Ok(());
    if let Mode::Check(_) = mode {
        if !matches!(stop, Some((_, Failure::Write(_)))) {
            written = writeln!(output, "{tally}");
        }
    }
    let written = written.and_then(|()| output.flush());
    let status = match stop {
        Some((_, Failure::OverLimit { .. })) => OVER_LIMIT,
        _ => FAILED,
    };
    let problem = match stop {
        Some((_, Failure::Write(error))) => return write_failure(&label, &error),
        Some((input, Failure::Read(error))) => {
            format!("cannot read {}: {}", input.quoted(), plain(&error))
        }
        Some((input, failure)) => described(input, named, &failure),
        None => {
            if let Err(error) = written {
                return write_failure(&label, &error);
            }
            if skipped > 0 {
                let s = if skipped == 1 { "" } else { "s" };
                report(&format!(
                    "{label}: {skipped} case{s} with no answer within --limit; the others answered\n"
                ));
                return ExitCode::from(OVER_LIMIT);
            }
            return if tally.wrong > 0 {
                ExitCode::from(WRONG)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    report(&format!("{label}: {problem}\n"));
    ExitCode::from(status)
}

/// What is wrong with the input, after its name where the command line
/// named files.
fn described(input: &Input<'_>, named: bool, failure: &Failure) -> String {
    let what = cases::describe_input(failure).unwrap_or_default();
    if named {
        format!("{}: {what}", input.name())
    } else {
        what
    }
}

/// What to type, for someone at a terminal.
fn prompt(mode: Mode, puzzle: &'static Row) -> String {
    let name = puzzle.name;
    let rows = puzzle.words.what;
    match mode {
        Mode::Solve(_) => format!(
            "flipswap {name}: type {rows} per case; answers appear as each case is complete; Ctrl-D ends\n"
        ),
        Mode::Check(_) => format!(
            "flipswap check {name}: type {rows} per case, then its answer ({}); verdicts appear as each case is complete; Ctrl-D ends\n",
            puzzle.words.answer
        ),
    }
}

/// The end of a run whose output failed: quietly when the reader went away
/// (`flipswap … | head -1`).
fn write_failure(label: &str, error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    report(&format!(
        "{label}: cannot write standard output: {}\n",
        plain(error)
    ));
    ExitCode::from(FAILED)
}

/// An I/O error in words, without the ` (os error N)` that adds nothing
/// for a reader.
fn plain(error: &io::Error) -> String {
    let text = error.to_string();
    match text.rsplit_once(" (os error ") {
        Some((words, code)) if code.ends_with(')') => words.to_owned(),
        _ => text,
    }
}

/// Prints `text` on stdout (help, version); a reader that went away is fine.
fn print(text: &str) -> ExitCode {
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => write_failure("flipswap", &error),
    }
}

/// Prints `text` on stderr. There is nowhere left to tell of a failure to
/// do so, and a panic would only try stderr again.
fn report(text: &str) {
    let _ = io::stderr().lock().write_all(text.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn io_errors_are_told_in_words_alone() {
        let missing = io::Error::from_raw_os_error(2);
        assert_eq!(plain(&missing), "No such file or directory");
        assert_eq!(plain(&io::Error::other("odd (but fine)")), "odd (but fine)");
    }

    #[test]
    fn the_prompt_says_what_to_type_and_how_to_end() {
        assert_eq!(
            prompt(
                Mode::Solve(cases::Options::new(false, Goal::AllOff)),
                crate::puzzle::named("flip-game")
            ),
            "flipswap flip-game: type 4 rows of b/w per case; answers appear as each case is complete; Ctrl-D ends\n"
        );
        let check = prompt(
            Mode::Check(cases::Options::new(false, Goal::AllOff)),
            crate::puzzle::named("fridge"),
        );
        assert!(check.starts_with("flipswap check fridge: type 4 rows of +/- per case, then its answer (a count N, then N lines 'row col'); "), "{check}");
        let lights_out = prompt(
            Mode::Solve(cases::Options::new(false, Goal::AllOn)),
            crate::puzzle::named("lights-out"),
        );
        assert_eq!(
            lights_out,
            "flipswap lights-out: type rows of 0/1 (all one length), then a blank line, per case; answers appear as each case is complete; Ctrl-D ends\n"
        );
        for puzzle in flipswap::registry::ROWS {
            let solve = Mode::Solve(cases::Options::new(true, Goal::OneColour));
            for mode in [solve, Mode::Check(cases::Options::new(false, Goal::AllOff))] {
                let text = prompt(mode, puzzle);
                assert!(text.ends_with("; Ctrl-D ends\n") && text.lines().count() == 1);
            }
        }
    }
}
