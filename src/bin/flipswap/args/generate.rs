//! The command line of `flipswap gen`: the puzzle and what its boards
//! should need.

use std::ffi::OsString;

use flipswap::answer::Opt;
use flipswap::levels::Moves;
use flipswap::lights_out::Goal;

use super::{Command, Names, Topic, UsageError, goal_named, puzzle_named, twice_in, unexpected};
use crate::generate::Batch;

/// Where `flipswap gen`'s usage is explained.
pub const GEN_HELP: &str = "flipswap help gen";

/// The options of `gen` that take a value, as the command line spells them.
const VALUED: [&str; 5] = ["--moves", "--size", "--goal", "--count", "--seed"];

fn usage(problem: String) -> UsageError {
    UsageError {
        problem,
        help: GEN_HELP,
    }
}

/// Reads the arguments after `gen`.
pub fn parse(args: &[OsString]) -> Result<Command, UsageError> {
    let mut values: [Option<String>; 5] = Default::default();
    let mut words = Vec::new();
    let (mut help, mut quiet) = (false, false);
    let mut rule_words = super::rule::RuleWords::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let text = arg.to_string_lossy();
        if !text.starts_with('-') {
            words.push(arg);
            continue;
        }
        let mut next = || {
            args.next()
                .map(|value| value.to_string_lossy().into_owned())
        };
        if rule_words.take(&text, &mut next, GEN_HELP)? {
            continue;
        }
        if text == "-h" || text == "--help" {
            help = true;
            continue;
        }
        if text == "--quiet" {
            if quiet {
                return Err(twice_in("--quiet", GEN_HELP));
            }
            quiet = true;
            continue;
        }
        let (name, inline) = match text.split_once('=') {
            Some((name, value)) => (name, Some(value.to_owned())),
            None => (&*text, None),
        };
        let Some(slot) = VALUED.iter().position(|option| *option == name) else {
            let known = VALUED
                .iter()
                .chain(&["--quiet", "--help"])
                .copied()
                .collect::<Vec<_>>();
            let problem = match crate::suggest::nearest(name, &known) {
                Some(meant) => format!("unknown option '{name}' of gen; did you mean '{meant}'?"),
                None => format!("unknown option '{name}' of gen"),
            };
            return Err(usage(problem));
        };
        let value = match inline {
            Some(value) => value,
            None => match args.next() {
                Some(value) => value.to_string_lossy().into_owned(),
                None => return Err(usage(format!("{name} needs a value"))),
            },
        };
        if values[slot].replace(value).is_some() {
            return Err(twice_in(name, GEN_HELP));
        }
    }
    let mut words = words.into_iter();
    let Some(name) = words.next() else {
        if help {
            return Ok(Command::Help(Topic::Gen));
        }
        return Err(usage("no puzzle given to gen".to_owned()));
    };
    let puzzle = puzzle_named(name, Names::Puzzles, GEN_HELP)?;
    if help {
        return Ok(Command::Help(Topic::Gen));
    }
    let (puzzle, rule) = rule_words.apply(puzzle, "gen ", GEN_HELP)?;
    if let Some(extra) = words.next() {
        return Err(unexpected(extra, GEN_HELP));
    }
    let [moves, size, goal, count, seed] = values;
    let moves = match moves.as_deref() {
        None => Moves::Any,
        Some("max") => Moves::Most,
        Some(n) => Moves::Exactly(number(n, "--moves", "a number of moves or max")?),
    };
    let size = size.as_deref().map(size_named).transpose()?;
    let goal = match goal {
        None => Goal::default(),
        Some(_) if !puzzle.takes(Opt::Goal) => {
            return Err(usage(format!(
                "--goal does not go with gen {}; it goes with gen lights-out",
                puzzle.name
            )));
        }
        Some(name) => goal_named(&name)?,
    };
    // A test holds at least one case: no judge gives none.
    let count = match count.as_deref() {
        None => 1,
        Some(n) => match number(n, "--count", "a number of cases from 1")? {
            0 => {
                return Err(usage(
                    "--count takes a number of cases from 1, not '0'".to_owned(),
                ));
            }
            count => count,
        },
    };
    let seed = match seed.as_deref() {
        None => 0,
        Some(n) => number(n, "--seed", "a number from 0 to 18446744073709551615")?,
    };
    Ok(Command::Gen {
        puzzle,
        spec: Batch {
            draw: flipswap::pose::Spec {
                moves,
                size,
                goal,
                rule,
            },
            count,
            seed,
            quiet,
        },
    })
}

/// A decimal number, or the error that says what `option` takes.
fn number<N: std::str::FromStr>(text: &str, option: &str, what: &str) -> Result<N, UsageError> {
    text.parse()
        .map_err(|_| usage(format!("{option} takes {what}, not '{text}'")))
}

/// A size written `RxC`, as `5x5`.
pub(super) fn size_named(text: &str) -> Result<(u8, u8), UsageError> {
    let bad = || {
        usage(format!(
            "--size takes rows and columns like 5x5, not '{text}'"
        ))
    };
    let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    Ok((
        rows.parse().map_err(|_| bad())?,
        cols.parse().map_err(|_| bad())?,
    ))
}
