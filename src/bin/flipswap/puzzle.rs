//! What the command does with a subcommand: each of its loops
//! ([`crate::session`], [`crate::generate`], [`crate::validate`]) run for
//! the type of a row of the library's registry ([`flipswap::registry`]),
//! by a [`Visit`] of the row. Nothing here names a subcommand.

use std::io::{Read, Write};

use flipswap::answer::{How, Opt};
use flipswap::check::Judged;
use flipswap::pose::Pose;
use flipswap::registry::{Row, Visit};

use crate::cases::{Failure, Options};
use crate::generate::{self, Batch, GenFailure};
use crate::session::{self, Claims, Run, Tally, Verdicts, Written};

/// Answers every case of `input` (see [`session::answer_all`]): how many
/// there were.
pub fn solve<R: Read, W: Write>(
    row: &Row,
    input: R,
    output: &mut W,
    options: Options,
    run: &mut Run<'_>,
) -> Result<u64, Failure> {
    /// [`solve`]'s loop.
    struct Solve<'a, 'b, R, W> {
        input: R,
        output: &'a mut W,
        options: Options,
        run: &'a mut Run<'b>,
    }
    impl<R: Read, W: Write> Visit for Solve<'_, '_, R, W> {
        type Output = Result<u64, Failure>;
        fn visit<C: Pose + Judged>(self) -> Self::Output {
            session::answer_all::<C, R, W>(self.input, self.output, self.options, self.run)
        }
    }
    row.visit(Solve {
        input,
        output,
        options,
        run,
    })
}

/// Writes boards of an exact difficulty in the subcommand's input format
/// (see [`generate::run`]).
pub fn generate<W: Write>(row: &Row, spec: &Batch, output: &mut W) -> Result<(), GenFailure> {
    /// [`generate`]'s loop.
    struct Generate<'a, W> {
        spec: &'a Batch,
        output: &'a mut W,
    }
    impl<W: Write> Visit for Generate<'_, W> {
        type Output = Result<(), GenFailure>;
        fn visit<C: Pose + Judged>(self) -> Self::Output {
            generate::run::<C, W>(self.spec, self.output)
        }
    }
    row.visit(Generate { spec, output })
}

/// Reads every case of `input` and says whether it is exactly as the
/// judge writes it (see [`crate::validate::run`]); with `pinned`, whether
/// its boards can be that size at all first.
pub fn validate<R: Read>(
    row: &Row,
    input: R,
    pinned: Option<(u8, u8)>,
    how: How,
) -> Result<u64, Failure> {
    /// [`validate`]'s loop.
    struct Validate<R> {
        input: R,
        pinned: Option<(u8, u8)>,
        how: How,
    }
    impl<R: Read> Visit for Validate<R> {
        type Output = Result<u64, Failure>;
        fn visit<C: Pose + Judged>(self) -> Self::Output {
            crate::validate::run::<C, R>(self.input, self.pinned, self.how)
        }
    }
    row.visit(Validate { input, pinned, how })
}

/// Judges the claimed answer to every case of `input` (see
/// [`session::judge`]).
pub fn judge<R: Read, A: Read, W: Write, V: Verdicts<W>>(
    row: &Row,
    input: R,
    claims: Claims<A>,
    output: &mut W,
    options: Options,
    verdicts: &mut V,
) -> Result<(), Failure> {
    /// [`judge`]'s loop.
    struct Judge<'a, R, A, W, V> {
        input: R,
        claims: Claims<A>,
        output: &'a mut W,
        options: Options,
        verdicts: &'a mut V,
    }
    impl<R: Read, A: Read, W: Write, V: Verdicts<W>> Visit for Judge<'_, R, A, W, V> {
        type Output = Result<(), Failure>;
        fn visit<C: Pose + Judged>(self) -> Self::Output {
            session::judge::<C, R, A, W, V>(
                self.input,
                self.claims,
                self.output,
                self.options,
                self.verdicts,
            )
        }
    }
    row.visit(Judge {
        input,
        claims,
        output,
        options,
        verdicts,
    })
}

/// Judges every claimed answer of `input`, each after its case, writing
/// a verdict for each (see [`session::judge`] and [`Written`]).
pub fn check<R: Read, W: Write>(
    row: &Row,
    input: R,
    output: &mut W,
    options: Options,
    name: Option<&str>,
    tally: &mut Tally,
) -> Result<(), Failure> {
    let claims = Claims::<std::io::Empty>::Inline;
    judge(
        row,
        input,
        claims,
        output,
        options,
        &mut Written { name, tally },
    )
}

/// `flipswap help <subcommand>`: the usage line and the options it takes,
/// from its row, around its own text.
pub fn help(row: &Row) -> String {
    let name = row.name;
    let show = format!("after each answer, draw {}", row.words.draws);
    // Each option a subcommand may take: its part of the usage line, its
    // name in the list and what it does; then the help every one takes.
    let taken: Vec<(&str, &str, &str)> = [
        (
            Opt::Goal,
            " [--goal off|on|one-colour]",
            "--goal GOAL",
            "off, on or one-colour (see above)",
        ),
        (
            Opt::Rule,
            " [--rule R] [--torus] [--states N]",
            "--rule R",
            "cross, x, king, row-column or a stencil (see above)",
        ),
        (Opt::Rule, "", "--torus", "the edges wrap (see above)"),
        (
            Opt::Rule,
            "",
            "--states N",
            "2 or 3 states a cell (see above)",
        ),
        (Opt::Show, " [--show]", "--show", show.as_str()),
        (
            Opt::Limit,
            " [--limit N [--keep-going]]",
            "--limit N",
            "stop at a case that searches over N positions (exit 4)",
        ),
        (
            Opt::KeepGoing,
            "",
            "--keep-going",
            "with --limit: skip a case over it, named on stderr (exit 4)",
        ),
        (
            Opt::Quiet,
            " [--quiet]",
            "--quiet",
            "no progress line on stderr (shown on a terminal after 1 s)",
        ),
    ]
    .into_iter()
    .filter(|&(option, ..)| row.takes(option))
    .map(|(_, usage, option, what)| (usage, option, what))
    .chain([("", "-h, --help", "print this help")])
    .collect();
    let width = taken.iter().map(|(_, option, _)| option.len() + 2).max();
    let width = width.unwrap_or_default();
    // The usage line, its options wrapped under the first past 100
    // columns.
    let head = format!("usage: flipswap {name}");
    let mut usage = String::new();
    let mut column = head.len();
    for part in taken.iter().map(|(usage, ..)| *usage).chain([" [FILE...]"]) {
        if column + part.len() > 100 && !part.is_empty() {
            usage.push('\n');
            usage.push_str(&" ".repeat(head.len()));
            column = head.len();
        }
        usage.push_str(part);
        column += part.len();
    }
    let options: String = taken
        .iter()
        .map(|(_, option, what)| format!("  {option:width$}{what}\n"))
        .collect();
    format!(
        "{head}{usage}\n\n{}\noptions:\n{options}\n\
         Reads each FILE in turn, or standard input ('-', or no FILE at all).\n\
         'flipswap check {name}' judges claimed answers (see 'flipswap help check').\n",
        row.words.help
    )
}

/// The row of subcommand `name`, for the tests.
#[cfg(test)]
pub fn named(name: &str) -> &'static Row {
    flipswap::registry::row(name).expect("a subcommand of the registry")
}

#[cfg(test)]
mod tests {
    use super::named;
    use crate::cases::Options;

    fn answer(name: &str, case: &str, show: bool) -> String {
        let mut out = Vec::new();
        let options = Options::new(show, flipswap::lights_out::Goal::AllOff);
        let mut run = crate::session::Run {
            input: None,
            skipped: &mut |_| {},
        };
        super::solve(named(name), case.as_bytes(), &mut out, options, &mut run).expect("answered");
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn each_puzzle_answers_its_sample_in_the_judges_format() {
        let flip = "bwwb\nbbwb\nbwwb\nbwww";
        assert_eq!(answer("flip-game", flip, false), "4\n");
        let impossible = "bwbw\nwwww\nwwww\nwwww";
        assert_eq!(answer("flip-game", impossible, true), "Impossible\n");
        assert_eq!(
            answer("fridge", "-+--\n----\n----\n-+--", false),
            "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n"
        );
        assert_eq!(answer("lights", "0 0 1\n0 1 1\n1 0 0", false), "4\n");
    }

    #[test]
    fn show_draws_the_start_and_the_board_after_each_move() {
        let shown = answer("lights", "1 1 1\n1 1 1\n1 1 0", true);
        assert!(
            shown.starts_with("5\n\nstart:\n1 1 1\n1 1 1\n1 1 0\n"),
            "{shown}"
        );
        assert!(shown.ends_with("1 1 1\n1 1 1\n1 1 1\n\n"), "{shown}");
        assert_eq!(shown.matches("press ").count(), 5, "{shown}");
    }
}
