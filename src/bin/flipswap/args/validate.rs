//! The command line of `flipswap validate`: the puzzle, the size every
//! case must have, and the inputs.

use std::ffi::OsString;

use super::generate::size_named;
use super::{Command, Names, Topic, UsageError, puzzle_named, twice_in};

/// Where `flipswap validate`'s usage is explained.
pub const VALIDATE_HELP: &str = "flipswap help validate";

fn usage(problem: String) -> UsageError {
    UsageError {
        problem,
        help: VALIDATE_HELP,
    }
}

/// Reads the arguments after `validate`.
pub fn parse(args: &[OsString]) -> Result<Command, UsageError> {
    let mut words = Vec::new();
    let (mut help, mut options_end) = (false, false);
    let mut size: Option<String> = None;
    let mut rule_words = super::rule::RuleWords::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let text = arg.to_string_lossy();
        if options_end || text == "-" || !text.starts_with('-') {
            words.push(arg.clone());
            continue;
        }
        let mut next = || {
            args.next()
                .map(|value| value.to_string_lossy().into_owned())
        };
        if !options_end && rule_words.take(&text, &mut next, VALIDATE_HELP)? {
            continue;
        }
        let value = match &*text {
            "--" => {
                options_end = true;
                continue;
            }
            "-h" | "--help" => {
                help = true;
                continue;
            }
            "--size" => match args.next() {
                Some(value) => value.to_string_lossy().into_owned(),
                None => return Err(usage("--size needs a value".to_owned())),
            },
            option if option.starts_with("--size=") => option
                .strip_prefix("--size=")
                .unwrap_or_default()
                .to_owned(),
            option => {
                let problem = match crate::suggest::nearest(option, &["--size", "--help"]) {
                    Some(meant) => {
                        format!("unknown option '{option}' of validate; did you mean '{meant}'?")
                    }
                    None => format!("unknown option '{option}' of validate"),
                };
                return Err(usage(problem));
            }
        };
        if size.replace(value).is_some() {
            return Err(twice_in("--size", VALIDATE_HELP));
        }
    }
    let mut words = words.into_iter();
    let Some(name) = words.next() else {
        if help {
            return Ok(Command::Help(Topic::Validate));
        }
        return Err(usage("no puzzle given to validate".to_owned()));
    };
    let puzzle = puzzle_named(&name, Names::Puzzles, VALIDATE_HELP)?;
    if help {
        return Ok(Command::Help(Topic::Validate));
    }
    let (puzzle, rule) = rule_words.apply(puzzle, "validate ", VALIDATE_HELP)?;
    let size = match size {
        None => None,
        Some(text) => {
            let size = size_named(&text).map_err(|error| usage(error.problem))?;
            crate::validate::fits(puzzle, size).map_err(usage)?;
            Some(size)
        }
    };
    Ok(Command::Validate {
        puzzle,
        size,
        rule,
        files: words.collect(),
    })
}
