//! The command line: what it asks for, or a one-line usage error that says
//! what is wrong and, where it can, what was meant.

use std::ffi::OsString;
use std::fmt;

use flipswap::answer::Opt;
use flipswap::lights_out::Goal;
use flipswap::registry::{self, Row};

use crate::cases::Options;
use crate::help::{check_usage, usage};
use crate::special::{Protocol, Special};
use crate::suggest::nearest;

mod generate;
mod rule;
mod validate;

pub use generate::GEN_HELP;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// Answer each case of `files` in turn (standard input when empty;
    /// `-` is standard input too).
    Solve {
        puzzle: &'static Row,
        /// `--show`, `--goal`, `--limit`, `--keep-going`, `--quiet`.
        options: Options,
        files: Vec<OsString>,
    },
    /// Judge each case's claimed answer, in `files` as for `Solve`.
    Check {
        puzzle: &'static Row,
        /// The goal and rule of lights-out, as for `Solve`.
        options: Options,
        files: Vec<OsString>,
    },
    /// Write boards of an exact difficulty in the puzzle's input format.
    Gen {
        puzzle: &'static Row,
        spec: crate::generate::Batch,
    },
    /// Say whether each of `files` is exactly as the judge writes an input
    /// (standard input when empty, `-` too), every case of `size` when
    /// given.
    Validate {
        puzzle: &'static Row,
        size: Option<(u8, u8)>,
        /// lights-out's rule, which says what its cells may hold.
        rule: flipswap::press::LightsRule,
        files: Vec<OsString>,
    },
    /// Judge a contestant's output as a contest system's special judge.
    Special {
        puzzle: &'static Row,
        /// The goal and rule of lights-out, as for `Solve`.
        options: Options,
        special: Special,
    },
    /// Print a help text.
    Help(Topic),
    /// Print the version.
    Version,
}

/// What help is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    General,
    Check,
    Gen,
    Validate,
    Puzzle(&'static Row),
}

impl Topic {
    pub fn text(self) -> String {
        match self {
            Topic::General => usage(),
            Topic::Check => check_usage(),
            Topic::Gen => crate::help::gen_usage(),
            Topic::Validate => crate::help::validate_usage(),
            Topic::Puzzle(puzzle) => crate::puzzle::help(puzzle),
        }
    }
}

/// A command line that asks for nothing flipswap does.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError {
    problem: String,
    /// The command whose help explains it.
    help: &'static str,
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (see '{}')", self.problem, self.help)
    }
}

const HELP: &str = "flipswap --help";
const CHECK_HELP: &str = "flipswap help check";
const LIGHTS_OUT_HELP: &str = "flipswap help lights-out";

/// The options, as --help lists them.
const OPTIONS: [&str; 14] = [
    "--show",
    "--goal",
    "--rule",
    "--torus",
    "--states",
    "--limit",
    "--keep-going",
    "--quiet",
    "--testlib",
    "--domjudge",
    "--help",
    "-h",
    "--version",
    "-V",
];

/// The number of positions `text` gives to `--limit`, 1 or more.
fn limit_of(text: &str) -> Result<u64, UsageError> {
    match text.parse::<u64>() {
        Ok(limit) if limit > 0 => Ok(limit),
        _ => Err(UsageError {
            problem: format!(
                "--limit takes a number of positions from 1 to {}, not '{text}'",
                u64::MAX
            ),
            help: HELP,
        }),
    }
}

/// The goal named `name`, or the error that names the nearest.
fn goal_named(name: &str) -> Result<Goal, UsageError> {
    if let Ok(goal) = name.parse() {
        return Ok(goal);
    }
    let names = Goal::ALL.map(Goal::name);
    let problem = match nearest(name, &names) {
        Some(meant) => format!("unknown goal '{name}'; did you mean '{meant}'?"),
        None => format!("unknown goal '{name}'; the goals are off, on and one-colour"),
    };
    Err(UsageError {
        problem,
        help: LIGHTS_OUT_HELP,
    })
}

/// An option that takes a value: its name, what its value is (for the
/// error when it is missing) and the help that says more.
type Valued = (&'static str, &'static str, &'static str);

/// The options that take a value.
const VALUED: [Valued; 2] = [
    ("--goal", "a goal: off, on or one-colour", LIGHTS_OUT_HELP),
    ("--limit", "a number of positions", HELP),
];

/// Which of [`VALUED`] `option` is (`--goal`, or `--goal=on` with its value
/// inline): its place, its row, and the inline value.
fn valued(option: &str) -> Option<(usize, Valued, Option<&str>)> {
    VALUED.iter().enumerate().find_map(|(index, &row)| {
        let rest = option.strip_prefix(row.0)?;
        match rest.strip_prefix('=') {
            Some(value) => Some((index, row, Some(value))),
            None if rest.is_empty() => Some((index, row, None)),
            None => None,
        }
    })
}

/// An option given a second time.
fn twice(option: &str) -> UsageError {
    twice_in(option, HELP)
}

/// An option given a second time, on the command line whose help is
/// `help`.
fn twice_in(option: &str, help: &'static str) -> UsageError {
    UsageError {
        problem: format!("{option} is given twice; give it once"),
        help,
    }
}

/// Reads the arguments (without the program's name).
pub fn parse<I: IntoIterator<Item = OsString>>(args: I) -> Result<Command, UsageError> {
    let args: Vec<OsString> = args.into_iter().collect();
    if let Some((first, rest)) = args.split_first() {
        if first == "gen" {
            return generate::parse(rest);
        }
        if first == "validate" {
            return validate::parse(rest);
        }
    }
    let mut words = Vec::new();
    let (mut show, mut help, mut version, mut options_end) = (false, false, false, false);
    let (mut quiet, mut keep_going) = (false, false);
    // The values of `VALUED`'s options as written (the goal's name, the
    // limit), checked once help has had its say and the puzzle is known.
    let mut values: [Option<String>; 2] = [None, None];
    let mut special: Option<Protocol> = None;
    let mut rule_words = rule::RuleWords::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        // An argument that is not Unicode names no puzzle or option; it may
        // be a file, and is shown as it looks.
        let text = arg.to_string_lossy();
        if options_end || text == "-" || !text.starts_with('-') {
            words.push(arg);
            continue;
        }
        let mut next = || {
            args.next()
                .map(|value| value.to_string_lossy().into_owned())
        };
        if rule_words.take(&text, &mut next, HELP)? {
            continue;
        }
        match &*text {
            "--" => options_end = true,
            "-h" | "--help" => help = true,
            "-V" | "--version" => version = true,
            "--show" if show => return Err(twice("--show")),
            "--show" => show = true,
            "--quiet" if quiet => return Err(twice("--quiet")),
            "--quiet" => quiet = true,
            "--keep-going" if keep_going => return Err(twice("--keep-going")),
            "--keep-going" => keep_going = true,
            option if Protocol::named(option).is_some() => {
                let both = |given: Protocol| match given.option() == option {
                    true => twice(option),
                    false => UsageError {
                        problem: "--testlib and --domjudge do not go together; give one".to_owned(),
                        help: CHECK_HELP,
                    },
                };
                special = match special {
                    Some(given) => return Err(both(given)),
                    None => Protocol::named(option),
                };
            }
            option if valued(option).is_some() => {
                let Some((index, (name, what, page), inline)) = valued(option) else {
                    continue;
                };
                let value = match inline {
                    Some(value) => value.to_owned(),
                    None => match args.next() {
                        Some(value) => value.to_string_lossy().into_owned(),
                        None => {
                            return Err(UsageError {
                                problem: format!("{name} needs {what}"),
                                help: page,
                            });
                        }
                    },
                };
                if let Some(slot) = values.get_mut(index) {
                    if slot.replace(value).is_some() {
                        return Err(twice(name));
                    }
                }
            }
            option => {
                let problem = match nearest(option, &OPTIONS) {
                    Some(meant) => format!("unknown option '{option}'; did you mean '{meant}'?"),
                    None => format!("unknown option '{option}'"),
                };
                return Err(UsageError {
                    problem,
                    help: HELP,
                });
            }
        }
    }
    let [goal, limit] = values;
    if version && !help {
        return Ok(Command::Version);
    }

    let mut words = words.into_iter();
    let Some(first) = words.next() else {
        return no_puzzle(help, Topic::General, "", HELP);
    };
    match &*first.to_string_lossy() {
        "help" => {
            let topic = match words.next() {
                None => Topic::General,
                Some(word) if word == "help" => Topic::General,
                Some(word) if word == "check" => Topic::Check,
                Some(word) if word == "gen" => Topic::Gen,
                Some(word) if word == "validate" => Topic::Validate,
                Some(word) => Topic::Puzzle(puzzle_named(&word, Names::HelpTopics, HELP)?),
            };
            match words.next() {
                Some(extra) => Err(unexpected(&extra, HELP)),
                None => Ok(Command::Help(topic)),
            }
        }
        "check" => {
            let Some(name) = words.next() else {
                return no_puzzle(help, Topic::Check, " to check", CHECK_HELP);
            };
            let puzzle = puzzle_named(&name, Names::Puzzles, CHECK_HELP)?;
            if help {
                return Ok(Command::Help(Topic::Check));
            }
            let (puzzle, rule) = rule_words.apply(puzzle, "check ", CHECK_HELP)?;
            // The options of answering, which check does not take.
            let answering = [
                (show, Opt::Show),
                (limit.is_some(), Opt::Limit),
                (keep_going, Opt::KeepGoing),
                (quiet, Opt::Quiet),
            ];
            let given = answering
                .into_iter()
                .find_map(|(given, option)| given.then_some(option));
            if let Some(option) = given {
                return Err(UsageError {
                    problem: format!("{} does not go with check", option.name()),
                    help: CHECK_HELP,
                });
            }
            let goal = match goal {
                None => Goal::default(),
                Some(_) if !puzzle.takes(Opt::Goal) => {
                    return Err(UsageError {
                        problem: format!(
                            "--goal does not go with check {}; it goes with check {}",
                            puzzle.name,
                            taking(Opt::Goal)
                        ),
                        help: CHECK_HELP,
                    });
                }
                Some(name) => goal_named(&name)?,
            };
            let options = Options {
                rule,
                ..Options::new(false, goal)
            };
            if let Some(protocol) = special {
                let special =
                    Special::new(protocol, words.collect()).map_err(|problem| UsageError {
                        problem,
                        help: CHECK_HELP,
                    })?;
                return Ok(Command::Special {
                    puzzle,
                    options,
                    special,
                });
            }
            Ok(Command::Check {
                puzzle,
                options,
                files: words.collect(),
            })
        }
        _ => {
            let puzzle = puzzle_named(&first, Names::Subcommands, HELP)?;
            if help {
                return Ok(Command::Help(Topic::Puzzle(puzzle)));
            }
            let searching = limit.is_some() || keep_going || quiet;
            let (puzzle, rule) = rule_words.apply_searching(puzzle, searching, HELP)?;
            let refused = |option: Opt| UsageError {
                problem: format!(
                    "{} does not go with {}; it goes with {}",
                    option.name(),
                    puzzle.name,
                    taking(option)
                ),
                help: HELP,
            };
            if let Some(protocol) = special {
                return Err(UsageError {
                    problem: format!("{} goes with check only", protocol.option()),
                    help: CHECK_HELP,
                });
            }
            if show && !puzzle.takes(Opt::Show) {
                return Err(refused(Opt::Show));
            }
            if quiet && !puzzle.takes(Opt::Quiet) {
                return Err(refused(Opt::Quiet));
            }
            let goal = match goal {
                None => Goal::default(),
                Some(_) if !puzzle.takes(Opt::Goal) => return Err(refused(Opt::Goal)),
                Some(name) => goal_named(&name)?,
            };
            let limit = match limit {
                None => u64::MAX,
                Some(_) if !puzzle.takes(Opt::Limit) => return Err(refused(Opt::Limit)),
                Some(text) => limit_of(&text)?,
            };
            if keep_going && !puzzle.takes(Opt::KeepGoing) {
                return Err(refused(Opt::KeepGoing));
            }
            if keep_going && limit == u64::MAX {
                return Err(UsageError {
                    problem:
                        "--keep-going goes with --limit N: without a limit every case is answered"
                            .to_owned(),
                    help: HELP,
                });
            }
            let options = Options {
                show,
                goal,
                rule,
                limit,
                keep_going,
                quiet,
            };
            Ok(Command::Solve {
                puzzle,
                options,
                files: words.collect(),
            })
        }
    }
}

/// The puzzles where [`Puzzle::named`] is looked up, and what else the word
/// there may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Names {
    /// A puzzle, or `check` or `help` (the first word).
    Subcommands,
    /// A puzzle, or `check` (after `help`).
    HelpTopics,
    /// A puzzle (after `check`).
    Puzzles,
}

/// Names of the subcommands that are no puzzle.
const OTHER_SUBCOMMANDS: [&str; 4] = ["check", "gen", "help", "validate"];

/// The verbs that `help` has a page on, beside the puzzles, as the names
/// to suggest and in words.
const HELP_TOPICS: [&str; 3] = ["check", "gen", "validate"];
const HELP_VERBS: &str = "check, gen and validate";

/// A command line that names no puzzle: the help it asks for with
/// `--help`, or else the usage error that lists the puzzles (`to` says
/// for what, after "no puzzle given").
fn no_puzzle(
    help: bool,
    topic: Topic,
    to: &str,
    page: &'static str,
) -> Result<Command, UsageError> {
    if help {
        return Ok(Command::Help(topic));
    }
    Err(UsageError {
        problem: format!("no puzzle given{to}; {}", the_puzzles()),
        help: page,
    })
}

/// The puzzles that take `option`, in words.
fn taking(option: Opt) -> String {
    let names: Vec<&str> = registry::ROWS
        .iter()
        .filter(|puzzle| puzzle.takes(option))
        .map(|puzzle| puzzle.name)
        .collect();
    names.join(", ")
}

/// The puzzle named `word`, or the error that names the nearest of the
/// `names` that may stand there.
fn puzzle_named(
    word: &OsString,
    names: Names,
    help: &'static str,
) -> Result<&'static Row, UsageError> {
    let name = word.to_string_lossy();
    if let Some(puzzle) = registry::row(&name) {
        return Ok(puzzle);
    }
    let or_check = names == Names::HelpTopics;
    let mut candidates: Vec<&str> = registry::ROWS.iter().map(|p| p.name).collect();
    match names {
        Names::Subcommands => candidates.extend(OTHER_SUBCOMMANDS),
        Names::HelpTopics => candidates.extend(HELP_TOPICS),
        Names::Puzzles => {}
    }
    let problem = match nearest(&name, &candidates) {
        Some(meant) if OTHER_SUBCOMMANDS.contains(&meant) && names == Names::Subcommands => {
            format!("unknown subcommand '{name}'; did you mean '{meant}'?")
        }
        Some(meant) => format!("unknown puzzle '{name}'; did you mean '{meant}'?"),
        None if or_check => {
            let names: Vec<&str> = registry::ROWS.iter().map(|p| p.name).collect();
            format!(
                "unknown puzzle '{name}'; help is on {}, {}",
                names.join(", "),
                HELP_VERBS
            )
        }
        None => format!("unknown puzzle '{name}'; {}", the_puzzles()),
    };
    Err(UsageError { problem, help })
}

/// The puzzles, in words.
fn the_puzzles() -> String {
    let names: Vec<&str> = registry::ROWS.iter().map(|puzzle| puzzle.name).collect();
    match names.split_last() {
        Some((last, [])) => format!("the puzzle is {last}"),
        Some((last, rest)) => format!("the puzzles are {} and {last}", rest.join(", ")),
        None => "there are no puzzles".to_owned(),
    }
}

fn unexpected(word: &OsString, help: &'static str) -> UsageError {
    UsageError {
        problem: format!("unexpected argument '{}'", word.to_string_lossy()),
        help,
    }
}

#[cfg(test)]
mod tests;
