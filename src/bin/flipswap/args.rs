//! The command line: what it asks for, or a one-line usage error that says
//! what is wrong and, where it can, what was meant.

use std::ffi::OsString;
use std::fmt;

use flipswap::lights_out::Goal;

use crate::help::{CHECK_USAGE, usage};
use crate::puzzle::{Opt, Puzzle};
use crate::special::{Protocol, Special};
use crate::suggest::nearest;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// Answer each case of `files` in turn (standard input when empty;
    /// `-` is standard input too).
    Solve {
        puzzle: Puzzle,
        show: bool,
        /// The goal of lights-out (`off` unless `--goal` says otherwise).
        goal: Goal,
        files: Vec<OsString>,
    },
    /// Judge each case's claimed answer, in `files` as for `Solve`.
    Check {
        puzzle: Puzzle,
        /// The goal of lights-out, as for `Solve`.
        goal: Goal,
        files: Vec<OsString>,
    },
    /// Judge a contestant's output as a contest system's special judge.
    Special {
        puzzle: Puzzle,
        /// The goal of lights-out, as for `Solve`.
        goal: Goal,
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
    Puzzle(Puzzle),
}

impl Topic {
    pub fn text(self) -> String {
        match self {
            Topic::General => usage(),
            Topic::Check => CHECK_USAGE.to_owned(),
            Topic::Puzzle(puzzle) => puzzle.help(),
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
const OPTIONS: [&str; 8] = [
    "--show",
    "--goal",
    "--testlib",
    "--domjudge",
    "--help",
    "-h",
    "--version",
    "-V",
];

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

/// An option given a second time.
fn twice(option: &str) -> UsageError {
    UsageError {
        problem: format!("{option} is given twice; give it once"),
        help: HELP,
    }
}

/// Reads the arguments (without the program's name).
pub fn parse<I: IntoIterator<Item = OsString>>(args: I) -> Result<Command, UsageError> {
    let mut words = Vec::new();
    let (mut show, mut help, mut version, mut options_end) = (false, false, false, false);
    // The goal asked for: its name, checked once help has had its say.
    let mut goal: Option<String> = None;
    let mut special: Option<Protocol> = None;
    let mut set_goal = |value: String| match goal.replace(value) {
        Some(_) => Err(twice("--goal")),
        None => Ok(()),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        // An argument that is not Unicode names no puzzle or option; it may
        // be a file, and is shown as it looks.
        let text = arg.to_string_lossy();
        if options_end || text == "-" || !text.starts_with('-') {
            words.push(arg);
            continue;
        }
        match &*text {
            "--" => options_end = true,
            "-h" | "--help" => help = true,
            "-V" | "--version" => version = true,
            "--show" if show => return Err(twice("--show")),
            "--show" => show = true,
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
            "--goal" => match args.next() {
                Some(value) => set_goal(value.to_string_lossy().into_owned())?,
                None => {
                    return Err(UsageError {
                        problem: "--goal needs a goal: off, on or one-colour".to_owned(),
                        help: LIGHTS_OUT_HELP,
                    });
                }
            },
            option if option.starts_with("--goal=") => {
                set_goal(
                    option
                        .strip_prefix("--goal=")
                        .unwrap_or_default()
                        .to_owned(),
                )?;
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
    if version && !help {
        return Ok(Command::Version);
    }

    let mut words = words.into_iter();
    let Some(first) = words.next() else {
        if help {
            return Ok(Command::Help(Topic::General));
        }
        return Err(UsageError {
            problem: format!("no puzzle given; {}", the_puzzles()),
            help: HELP,
        });
    };
    match &*first.to_string_lossy() {
        "help" => {
            let topic = match words.next() {
                None => Topic::General,
                Some(word) if word == "check" => Topic::Check,
                Some(word) => Topic::Puzzle(puzzle_named(&word, Names::HelpTopics, HELP)?),
            };
            match words.next() {
                Some(extra) => Err(unexpected(&extra, HELP)),
                None => Ok(Command::Help(topic)),
            }
        }
        "check" => {
            let Some(name) = words.next() else {
                if help {
                    return Ok(Command::Help(Topic::Check));
                }
                return Err(UsageError {
                    problem: format!("no puzzle given to check; {}", the_puzzles()),
                    help: CHECK_HELP,
                });
            };
            let puzzle = puzzle_named(&name, Names::Puzzles, CHECK_HELP)?;
            if help {
                return Ok(Command::Help(Topic::Check));
            }
            if show {
                return Err(UsageError {
                    problem: "--show does not go with check".to_owned(),
                    help: CHECK_HELP,
                });
            }
            let goal = match goal {
                None => Goal::default(),
                Some(_) if !puzzle.takes(Opt::Goal) => {
                    return Err(UsageError {
                        problem: format!(
                            "--goal does not go with check {}; it goes with check {}",
                            puzzle.name(),
                            taking(Opt::Goal)
                        ),
                        help: CHECK_HELP,
                    });
                }
                Some(name) => goal_named(&name)?,
            };
            if let Some(protocol) = special {
                let special =
                    Special::new(protocol, words.collect()).map_err(|problem| UsageError {
                        problem,
                        help: CHECK_HELP,
                    })?;
                return Ok(Command::Special {
                    puzzle,
                    goal,
                    special,
                });
            }
            Ok(Command::Check {
                puzzle,
                goal,
                files: words.collect(),
            })
        }
        _ => {
            let puzzle = puzzle_named(&first, Names::Subcommands, HELP)?;
            if help {
                return Ok(Command::Help(Topic::Puzzle(puzzle)));
            }
            let refused = |option: Opt| UsageError {
                problem: format!(
                    "{} does not go with {}; it goes with {}",
                    option.name(),
                    puzzle.name(),
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
            let goal = match goal {
                None => Goal::default(),
                Some(_) if !puzzle.takes(Opt::Goal) => return Err(refused(Opt::Goal)),
                Some(name) => goal_named(&name)?,
            };
            Ok(Command::Solve {
                puzzle,
                show,
                goal,
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
const OTHER_SUBCOMMANDS: [&str; 2] = ["check", "help"];

/// The puzzles that take `option`, in words.
fn taking(option: Opt) -> String {
    let names: Vec<&str> = Puzzle::ALL
        .iter()
        .filter(|puzzle| puzzle.takes(option))
        .map(|puzzle| puzzle.name())
        .collect();
    names.join(", ")
}

/// The puzzle named `word`, or the error that names the nearest of the
/// `names` that may stand there.
fn puzzle_named(word: &OsString, names: Names, help: &'static str) -> Result<Puzzle, UsageError> {
    let name = word.to_string_lossy();
    if let Some(puzzle) = Puzzle::named(&name) {
        return Ok(puzzle);
    }
    let or_check = names == Names::HelpTopics;
    let mut candidates: Vec<&str> = Puzzle::ALL.iter().map(|p| p.name()).collect();
    match names {
        Names::Subcommands => candidates.extend(OTHER_SUBCOMMANDS),
        Names::HelpTopics => candidates.push("check"),
        Names::Puzzles => {}
    }
    let problem = match nearest(&name, &candidates) {
        Some(meant) if OTHER_SUBCOMMANDS.contains(&meant) && names == Names::Subcommands => {
            format!("unknown subcommand '{name}'; did you mean '{meant}'?")
        }
        Some(meant) => format!("unknown puzzle '{name}'; did you mean '{meant}'?"),
        None if or_check => {
            let names: Vec<&str> = Puzzle::ALL.iter().map(|p| p.name()).collect();
            format!(
                "unknown puzzle '{name}'; help is on {} and check",
                names.join(", ")
            )
        }
        None => format!("unknown puzzle '{name}'; {}", the_puzzles()),
    };
    Err(UsageError { problem, help })
}

/// The puzzles, in words.
fn the_puzzles() -> String {
    let names: Vec<&str> = Puzzle::ALL.iter().map(|puzzle| puzzle.name()).collect();
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
mod tests {
    use super::*;

    fn parse_words(words: &[&str]) -> Result<Command, UsageError> {
        parse(words.iter().map(OsString::from))
    }

    fn files(names: &[&str]) -> Vec<OsString> {
        names.iter().map(OsString::from).collect()
    }

    /// The one line a usage error prints after `flipswap: `.
    fn error(words: &[&str]) -> String {
        match parse_words(words) {
            Err(error) => error.to_string(),
            Ok(command) => panic!("{words:?} parsed as {command:?}"),
        }
    }

    #[test]
    fn a_puzzle_alone_reads_standard_input() {
        for &puzzle in Puzzle::ALL {
            assert_eq!(
                parse_words(&[puzzle.name()]),
                Ok(Command::Solve {
                    puzzle,
                    show: false,
                    goal: Goal::AllOff,
                    files: vec![]
                })
            );
        }
    }

    #[test]
    fn files_follow_the_puzzle_and_show_goes_anywhere_before_a_double_dash() {
        assert_eq!(
            parse_words(&["--show", "fridge", "a.txt", "-", "b.txt"]),
            Ok(Command::Solve {
                puzzle: Puzzle::Fridge,
                show: true,
                goal: Goal::AllOff,
                files: files(&["a.txt", "-", "b.txt"]),
            })
        );
        assert_eq!(
            parse_words(&["lights", "a.txt", "--show"]),
            Ok(Command::Solve {
                puzzle: Puzzle::Lights,
                show: true,
                goal: Goal::AllOff,
                files: files(&["a.txt"]),
            })
        );
        assert_eq!(
            parse_words(&["lights", "--", "--show", "-h", "-"]),
            Ok(Command::Solve {
                puzzle: Puzzle::Lights,
                show: false,
                goal: Goal::AllOff,
                files: files(&["--show", "-h", "-"]),
            })
        );
    }

    #[test]
    fn check_takes_a_puzzle_and_files() {
        assert_eq!(
            parse_words(&["check", "swap-game"]),
            Ok(Command::Check {
                puzzle: Puzzle::SwapGame,
                goal: Goal::AllOff,
                files: vec![]
            })
        );
        assert_eq!(
            parse_words(&["check", "lights-out", "--goal=one-colour"]),
            Ok(Command::Check {
                puzzle: Puzzle::LightsOut,
                goal: Goal::OneColour,
                files: vec![]
            })
        );
        assert_eq!(
            parse_words(&["check", "flip-game", "answers.txt", "-"]),
            Ok(Command::Check {
                puzzle: Puzzle::FlipGame,
                goal: Goal::AllOff,
                files: files(&["answers.txt", "-"]),
            })
        );
    }

    #[test]
    fn help_comes_as_a_subcommand_or_an_option() {
        let help = |words: &[&str]| parse_words(words).map_err(|e| e.to_string());
        for words in [&["help"][..], &["--help"], &["-h"], &["--version", "-h"]] {
            assert_eq!(help(words), Ok(Command::Help(Topic::General)), "{words:?}");
        }
        for words in [
            &["help", "check"][..],
            &["check", "--help"],
            &["check", "fridge", "-h"],
            &["-h", "check", "lights", "a.txt"],
        ] {
            assert_eq!(help(words), Ok(Command::Help(Topic::Check)), "{words:?}");
        }
        for words in [
            &["help", "swap-game"][..],
            &["swap-game", "--help"],
            &["swap-game", "--show", "a.txt", "-h"],
        ] {
            assert_eq!(
                help(words),
                Ok(Command::Help(Topic::Puzzle(Puzzle::SwapGame))),
                "{words:?}"
            );
        }
        assert_eq!(help(&["-V"]), Ok(Command::Version));
        assert_eq!(help(&["fridge", "--version"]), Ok(Command::Version));
    }

    #[test]
    fn every_help_text_describes_every_option_it_lists() {
        for topic in [Topic::General, Topic::Check]
            .into_iter()
            .chain(Puzzle::ALL.iter().copied().map(Topic::Puzzle))
        {
            let text = topic.text();
            let options = text
                .split_once("\noptions:\n")
                .map(|(_, rest)| rest)
                .expect("an options section");
            let section = options.split("\n\n").next().unwrap_or_default();
            for line in section.lines() {
                let (names, description) = line.trim_start().split_once("  ").expect(line);
                assert!(names.starts_with('-'), "{line:?}");
                assert!(
                    !description.trim().is_empty(),
                    "{line:?} has no description"
                );
            }
            assert!(text.lines().all(|line| line.len() <= 100), "{text}");
        }
    }

    #[test]
    fn an_unknown_puzzle_names_the_nearest_in_one_line() {
        assert_eq!(
            error(&["flip_game"]),
            "unknown puzzle 'flip_game'; did you mean 'flip-game'? (see 'flipswap --help')"
        );
        for (typo, meant) in [
            ("FlipGame", "flip-game"),
            ("flip game", "flip-game"),
            ("firdge", "fridge"),
            ("fridg", "fridge"),
            ("light", "lights"),
            ("swap", "swap-game"),
            ("swapgame", "swap-game"),
            ("Swap_Game", "swap-game"),
        ] {
            assert_eq!(
                error(&[typo]),
                format!("unknown puzzle '{typo}'; did you mean '{meant}'? (see 'flipswap --help')")
            );
        }
        assert_eq!(
            error(&["sudoku"]),
            "unknown puzzle 'sudoku'; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii and eight-digits (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["check", "lihgts"]),
            "unknown puzzle 'lihgts'; did you mean 'lights'? (see 'flipswap help check')"
        );
        assert_eq!(
            error(&["help", "chekc"]),
            "unknown puzzle 'chekc'; did you mean 'check'? (see 'flipswap --help')"
        );
    }

    #[test]
    fn an_option_given_twice_or_to_a_subcommand_that_does_not_take_it_is_refused() {
        assert_eq!(
            error(&["lights-out", "--goal", "on", "--goal=off"]),
            "--goal is given twice; give it once (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["--show", "fridge", "--show"]),
            "--show is given twice; give it once (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["swap-game", "--goal", "on"]),
            "--goal does not go with swap-game; it goes with lights-out (see 'flipswap --help')"
        );
        for &puzzle in Puzzle::ALL {
            let name = puzzle.name();
            let shown = parse_words(&[name, "--show"]);
            assert_eq!(shown.is_ok(), puzzle.takes(Opt::Show), "{name}");
            let goal = parse_words(&[name, "--goal", "on"]);
            assert_eq!(goal.is_ok(), puzzle.takes(Opt::Goal), "{name}");
        }
    }

    #[test]
    fn a_misspelt_subcommand_names_the_one_meant() {
        assert_eq!(
            error(&["chek", "fridge"]),
            "unknown subcommand 'chek'; did you mean 'check'? (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["hlep"]),
            "unknown subcommand 'hlep'; did you mean 'help'? (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["check", "fridg"]),
            "unknown puzzle 'fridg'; did you mean 'fridge'? (see 'flipswap help check')"
        );
    }

    #[test]
    fn other_usage_errors_are_one_line_pointing_at_the_help() {
        assert_eq!(
            error(&[]),
            "no puzzle given; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii and eight-digits (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["check"]),
            "no puzzle given to check; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii and eight-digits (see 'flipswap help check')"
        );
        assert_eq!(
            error(&["flip-game", "--bogus"]),
            "unknown option '--bogus' (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["flip-game", "--shwo"]),
            "unknown option '--shwo'; did you mean '--show'? (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["-show", "fridge"]),
            "unknown option '-show'; did you mean '--show'? (see 'flipswap --help')"
        );
        assert_eq!(
            error(&["check", "fridge", "--show"]),
            "--show does not go with check (see 'flipswap help check')"
        );
        assert_eq!(
            error(&["help", "fridge", "lights"]),
            "unexpected argument 'lights' (see 'flipswap --help')"
        );
        assert!(error(&["-s"]).starts_with("unknown option '-s' ("));
    }

    #[cfg(unix)]
    #[test]
    fn arguments_that_are_not_unicode_are_files_or_shown_as_they_look() {
        use std::os::unix::ffi::OsStringExt;
        let odd = OsString::from_vec(b"boards\xFF.txt".to_vec());
        assert_eq!(
            parse([OsString::from("lights"), odd.clone()]),
            Ok(Command::Solve {
                puzzle: Puzzle::Lights,
                show: false,
                goal: Goal::AllOff,
                files: vec![odd],
            })
        );
        let name = OsString::from_vec(b"flip\xFFgame".to_vec());
        assert_eq!(
            parse([name]).map_err(|e| e.to_string()),
            Err("unknown puzzle 'flip\u{FFFD}game'; did you mean 'flip-game'? (see 'flipswap --help')".to_owned())
        );
    }
}
