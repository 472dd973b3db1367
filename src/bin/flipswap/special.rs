//! `flipswap check <puzzle> --testlib` and `--domjudge`: the judge of
//! `flipswap check` as a contest system's special judge. The cases come
//! from the judge's input file and the claimed answers from the
//! contestant's output, through the one judge loop
//! ([`crate::session::judge`]); the verdict is said the way each system
//! reads it.

use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use flipswap::MAX_LINE;
use flipswap::registry::Row;

use crate::cases::{self, Failure, Options};
use crate::session::{Claims, Output, Verdict, Verdicts};

/// testlib's exit statuses: accepted, wrong answer, presentation error,
/// failure of the checker.
const TESTLIB: [u8; 4] = [0, 1, 2, 3];
/// DOMjudge's exit statuses: accepted, rejected, failure of the validator.
const DOMJUDGE: [u8; 3] = [42, 43, 1];

/// A contest system's convention for a special judge, as its option names
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// `--testlib INPUT OUTPUT ANSWER`.
    Testlib,
    /// `--domjudge INPUT ANSWER FEEDBACKDIR`, the output on standard input.
    Domjudge,
}

impl Protocol {
    /// The protocol whose option is `option`.
    pub fn named(option: &str) -> Option<Protocol> {
        [Protocol::Testlib, Protocol::Domjudge]
            .into_iter()
            .find(|protocol| protocol.option() == option)
    }

    /// Its option.
    pub const fn option(self) -> &'static str {
        match self {
            Protocol::Testlib => "--testlib",
            Protocol::Domjudge => "--domjudge",
        }
    }

    /// The files it takes, in their order.
    const fn files(self) -> &'static str {
        match self {
            Protocol::Testlib => "INPUT OUTPUT ANSWER",
            Protocol::Domjudge => "INPUT ANSWER FEEDBACKDIR",
        }
    }
}

/// A run as a special judge: the files it is given.
#[derive(Debug, PartialEq, Eq)]
pub enum Special {
    /// The judge's input, the contestant's output, the jury's answer.
    Testlib {
        input: PathBuf,
        output: PathBuf,
        answer: PathBuf,
    },
    /// The judge's input, the jury's answer, and the folder that
    /// `judgemessage.txt` is written to; the output is standard input.
    Domjudge {
        input: PathBuf,
        answer: PathBuf,
        feedback: PathBuf,
    },
}

impl Special {
    /// A run of `protocol` on `files`, or what is wrong with them (in the
    /// words of a usage error).
    pub fn new(protocol: Protocol, files: Vec<OsString>) -> Result<Special, String> {
        let count = files.len();
        let Ok([first, second, third]) = <[OsString; 3]>::try_from(files) else {
            let s = if count == 1 { "" } else { "s" };
            return Err(format!(
                "{} takes three files, {}; {count} file{s} given",
                protocol.option(),
                protocol.files()
            ));
        };
        let [first, second, third] = [first, second, third].map(PathBuf::from);
        Ok(match protocol {
            Protocol::Testlib => Special::Testlib {
                input: first,
                output: second,
                answer: third,
            },
            Protocol::Domjudge => Special::Domjudge {
                input: first,
                answer: second,
                feedback: third,
            },
        })
    }
}

/// How a special judge's run ends.
#[derive(Debug)]
enum Outcome {
    /// Every answer right: how many cases there were.
    Accepted(u64),
    /// A well-formed answer that is wrong: where and why.
    Wrong(String),
    /// Output that is not in the judge's format: where and why.
    Format(String),
    /// The judge could not judge: why.
    Fail(String),
}

/// The verdict as testlib words it: `ok 3 cases`, `wrong answer …`,
/// `wrong output format …`, `FAIL …`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Accepted(1) => f.write_str("ok 1 case"),
            Outcome::Accepted(cases) => write!(f, "ok {cases} cases"),
            Outcome::Wrong(why) => write!(f, "wrong answer {why}"),
            Outcome::Format(why) => write!(f, "wrong output format {why}"),
            Outcome::Fail(why) => write!(f, "FAIL {why}"),
        }
    }
}

/// The verdicts of a special judge: counted, up to the first that is not
/// right, which ends the run.
#[derive(Default)]
struct First {
    judged: u64,
    wrong: Option<Verdict>,
}

impl<W> Verdicts<W> for First {
    fn take(&mut self, _output: &mut W, verdict: Verdict) -> Result<bool, Failure> {
        self.judged += 1;
        let right = verdict.finished.is_ok();
        if !right {
            self.wrong = Some(verdict);
        }
        Ok(right)
    }
}

/// Judges the output `special` names against its input, says the verdict
/// as its contest system reads it, and gives that system's exit status.
pub fn run(puzzle: &'static Row, options: Options, special: &Special) -> ExitCode {
    let outcome = judge(puzzle, options, special);
    let line = format!("{outcome}\n");
    let Special::Domjudge { feedback, .. } = special else {
        crate::report(&line);
        let [ok, wrong, format, fail] = TESTLIB;
        return ExitCode::from(match outcome {
            Outcome::Accepted(_) => ok,
            Outcome::Wrong(_) => wrong,
            Outcome::Format(_) => format,
            Outcome::Fail(_) => fail,
        });
    };
    let [accepted, rejected, fail] = DOMJUDGE;
    if let Outcome::Fail(_) = outcome {
        crate::report(&line);
        return ExitCode::from(fail);
    }
    let message = feedback.join("judgemessage.txt");
    if let Err(error) = fs::write(&message, &line) {
        let why = format!(
            "cannot write '{}': {}",
            message.display(),
            crate::plain(&error)
        );
        crate::report(&format!("{}\n", Outcome::Fail(why)));
        return ExitCode::from(fail);
    }
    ExitCode::from(match outcome {
        Outcome::Accepted(_) => accepted,
        _ => rejected,
    })
}

/// The verdict on the output `special` names.
fn judge(puzzle: &'static Row, options: Options, special: &Special) -> Outcome {
    let (input, output, answer) = match special {
        Special::Testlib {
            input,
            output,
            answer,
        } => (input, Some(output), answer),
        Special::Domjudge { input, answer, .. } => (input, None, answer),
    };
    let cannot_read = |name: &str, error: &io::Error| {
        Outcome::Fail(format!("cannot read {name}: {}", crate::plain(error)))
    };
    let quoted = |path: &Path| format!("'{}'", path.display());
    // The jury's answer is not read: the judge knows every right answer.
    // It must be there all the same, or the run was set up wrong.
    let open = |path: &Path| File::open(path).map_err(|error| cannot_read(&quoted(path), &error));
    let cases = match open(input).and_then(|cases| open(answer).map(|_| cases)) {
        Ok(cases) => cases,
        Err(outcome) => return outcome,
    };
    // A test holds at least its count line or a case: an input of nothing
    // (or of blank lines) is no test, whatever the output says.
    let mut bytes = Vec::new();
    if let Err(error) = { cases }.read_to_end(&mut bytes) {
        return cannot_read(&quoted(input), &error);
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Outcome::Fail(format!(
            "input {}, a blank input holds no test",
            quoted(input)
        ));
    }
    let cases = io::Cursor::new(bytes);
    let (claimed, output_name): (Box<dyn Read>, String) = match output {
        Some(path) => match open(path) {
            Ok(file) => (Box::new(file), quoted(path)),
            Err(outcome) => return outcome,
        },
        None => (Box::new(io::stdin().lock()), "standard input".to_owned()),
    };
    let mut first = First::default();
    let claims = Claims::Apart(Output::new(claimed));
    let judged = crate::puzzle::judge(puzzle, cases, claims, &mut io::sink(), options, &mut first);
    match judged {
        Ok(()) => match first.wrong {
            None => Outcome::Accepted(first.judged),
            Some(verdict) => {
                let why = verdict.describe("output");
                match verdict.finished {
                    Err(rejection) if rejection.problem().is_format() => Outcome::Format(why),
                    _ => Outcome::Wrong(why),
                }
            }
        },
        Err(Failure::OutputLine { case, line }) => Outcome::Format(format!(
            "case {case}: output line {line} is longer than {MAX_LINE} bytes"
        )),
        Err(Failure::Trailing { cases: 0, line }) => Outcome::Format(format!(
            "output line {line}: expected the end of the output, as the input holds no case"
        )),
        Err(Failure::Trailing { cases, line }) => Outcome::Format(format!(
            "output line {line}: expected the end of the output after the answer to case {cases}"
        )),
        Err(Failure::Read(error)) => cannot_read(&quoted(input), &error),
        Err(Failure::ReadOutput(error)) => cannot_read(&output_name, &error),
        Err(Failure::Write(error)) => Outcome::Fail(crate::plain(&error)),
        Err(failure) => {
            let what = cases::describe_input(&failure).unwrap_or_default();
            Outcome::Fail(format!("input {}, {what}", quoted(input)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(names: &[&str]) -> Vec<OsString> {
        names.iter().map(OsString::from).collect()
    }

    #[test]
    fn each_protocol_takes_its_three_files_in_its_order() {
        assert_eq!(
            Special::new(Protocol::Testlib, words(&["in", "out", "ans"])),
            Ok(Special::Testlib {
                input: "in".into(),
                output: "out".into(),
                answer: "ans".into(),
            })
        );
        assert_eq!(
            Special::new(Protocol::Domjudge, words(&["in", "ans", "feedback"])),
            Ok(Special::Domjudge {
                input: "in".into(),
                answer: "ans".into(),
                feedback: "feedback".into(),
            })
        );
        assert_eq!(
            Special::new(Protocol::Testlib, words(&["in"])),
            Err("--testlib takes three files, INPUT OUTPUT ANSWER; 1 file given".to_owned())
        );
        assert_eq!(
            Special::new(Protocol::Domjudge, words(&["a", "b", "c", "d"])),
            Err("--domjudge takes three files, INPUT ANSWER FEEDBACKDIR; 4 files given".to_owned())
        );
    }

    #[test]
    fn each_protocol_is_named_by_its_option() {
        for protocol in [Protocol::Testlib, Protocol::Domjudge] {
            assert_eq!(Protocol::named(protocol.option()), Some(protocol));
        }
        assert_eq!(Protocol::named("--polygon"), None);
    }
}
