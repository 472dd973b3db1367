//! Every console sample of every document (the README, the guide, …) runs
//! as shown, so none can drift.
//!
//! A sample is a `$ command` line in a ```` ```console ```` or
//! ```` ```text ```` fence and the lines after it, up to the next `$` line
//! or the end of the fence. The command runs in `sh -c` from the
//! repository's root (where the files of `tests/data` are named from), with
//! the built `flipswap` first on `PATH` and nothing on standard input.
//!
//! The lines shown are what a terminal shows: standard output, then
//! standard error (flipswap writes every answer before it stops at an
//! error). The exit status is 0 unless the next command is `$ echo $?`,
//! whose line is the status.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::common::cli::{BIN, text};

/// The documents at the repository's root whose samples run, by name.
const DOCUMENTS: [(&str, &str); 6] = [
    ("README.md", include_str!("../../README.md")),
    ("GUIDE.md", include_str!("../../GUIDE.md")),
    ("LIBRARY.md", include_str!("../../LIBRARY.md")),
    ("PERFORMANCE.md", include_str!("../../PERFORMANCE.md")),
    ("FIRMWARE.md", include_str!("../../FIRMWARE.md")),
    ("CONTRIBUTING.md", include_str!("../../CONTRIBUTING.md")),
];

/// The documents left out: the history quotes what earlier versions did.
const NOT_RUN: [&str; 1] = ["CHANGELOG.md"];

/// A console sample: where it is, the command, what it shows, and its
/// exit status.
#[derive(Debug)]
struct Sample {
    /// The document it is in.
    document: &'static str,
    /// The document's line of the command, counted from 1.
    line: usize,
    command: String,
    shown: String,
    status: i32,
}

/// The console samples of `markdown`, the text of `document`. Panics,
/// naming the document and line, on a console fence that holds no sample,
/// or an `echo $?` with no command before it.
fn samples(document: &'static str, markdown: &str) -> Vec<Sample> {
    let mut found: Vec<Sample> = Vec::new();
    // The language of the fence the line is in, if any.
    let mut fence: Option<&str> = None;
    // The samples found when the fence opened, and the line it opened at.
    let mut opened = (0, 0);
    // Whether the lines being read are a sample's output (or `echo $?`'s).
    let mut in_sample = false;
    let mut in_status = false;
    for (index, line) in markdown.lines().enumerate() {
        if let Some(language) = line.strip_prefix("```") {
            match fence {
                None => {
                    fence = Some(language.trim());
                    opened = (found.len(), index + 1);
                }
                Some(language) => {
                    assert!(
                        language != "console" || found.len() > opened.0,
                        "{document} line {}: a console fence with no `$ command`",
                        opened.1,
                    );
                    fence = None;
                }
            }
            (in_sample, in_status) = (false, false);
            continue;
        }
        if !matches!(fence, Some("console" | "text")) {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            in_status = command == "echo $?";
            in_sample = !in_status;
            if in_sample {
                found.push(Sample {
                    document,
                    line: index + 1,
                    command: command.to_owned(),
                    shown: String::new(),
                    status: 0,
                });
            } else {
                assert!(
                    found.len() > opened.0,
                    "{document} line {}: `echo $?` with no command before it",
                    index + 1,
                );
            }
        } else if in_status {
            let sample = found.last_mut().expect("a command before `echo $?`");
            sample.status = line.parse().unwrap_or_else(|_| {
                panic!("{document} line {}: `{line}` is no exit status", index + 1)
            });
            in_status = false;
        } else if in_sample {
            let sample = found.last_mut().expect("a sample");
            sample.shown.push_str(line);
            sample.shown.push('\n');
        }
    }
    assert_eq!(fence, None, "{document}: a fence is left open");
    found
}

/// Runs `command` as the documents' reader would, from the repository's root
/// with the built flipswap first on `PATH`.
fn run_shell(command: &str) -> Output {
    let bin = Path::new(BIN).parent().expect("the binary's directory");
    let path = std::env::var_os("PATH").unwrap_or_default();
    let path = std::env::join_paths(
        std::iter::once(bin.to_path_buf()).chain(std::env::split_paths(&path)),
    )
    .expect("a PATH");
    Command::new("sh")
        .arg("-c")
        .arg(command)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PATH", path)
        .stdin(Stdio::null())
        .output()
        .expect("sh runs")
}

/// The lines a terminal shows for `output`: standard output, then
/// standard error, each ending with its last line's newline.
fn shown(output: &Output) -> String {
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    for (name, part) in [("stdout", stdout), ("stderr", stderr)] {
        assert!(
            part.is_empty() || part.ends_with('\n'),
            "{name} does not end its last line: {part:?}"
        );
    }
    [stdout, stderr].concat()
}

#[test]
fn every_console_sample_of_every_document_runs_as_shown() {
    let samples: Vec<Sample> = DOCUMENTS
        .iter()
        .flat_map(|&(document, markdown)| samples(document, markdown))
        .collect();
    let mut wrong = Vec::new();
    for sample in &samples {
        assert!(
            sample.command.contains("flipswap "),
            "{} line {}: a sample that does not run flipswap: {}",
            sample.document,
            sample.line,
            sample.command,
        );
        let output = run_shell(&sample.command);
        let (shown, status) = (shown(&output), output.status.code());
        if shown != sample.shown || status != Some(sample.status) {
            wrong.push(format!(
                "{} line {}: $ {}\nshown (exit status {}):\n{}ran (exit status {status:?}):\n{shown}",
                sample.document, sample.line, sample.command, sample.status, sample.shown,
            ));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));

    // Every subcommand keeps a sample, and so do the verbs that have one (a
    // sample lost to a change of the fences would otherwise go unnoticed).
    for puzzle in [
        "flip-game",
        "fridge",
        "lights",
        "swap-game",
        "moving-toys",
        "lights-out",
        "fliptile",
        "extended-lights-out",
        "painter",
        "lights-off",
        "switches",
        "water-bowls",
        "flip-cards",
        "eight",
        "eight-ii",
        "eight-digits",
        "fifteen",
        "fifteen-count",
        "sliding",
        "check fridge",
        "check swap-game",
        "check lights-out",
        "check fliptile",
        "check eight",
        "check fifteen",
        "gen fliptile",
        "gen eight-ii",
        "gen eight",
        "gen sliding",
        "gen lights-out",
        "validate fliptile",
    ] {
        let runs = format!("flipswap {puzzle}");
        assert!(
            samples.iter().any(|sample| {
                sample.command.ends_with(&runs) || sample.command.contains(&format!("{runs} "))
            }),
            "no sample in any document runs `{runs}`"
        );
    }
}

#[test]
fn every_document_at_the_root_is_run_or_named_as_left_out() {
    let root = std::fs::read_dir(env!("CARGO_MANIFEST_DIR")).expect("the repository's root");
    for entry in root {
        let name = entry.expect("an entry").file_name();
        let name = name.to_string_lossy();
        if name.ends_with(".md") {
            assert!(
                DOCUMENTS.iter().any(|&(document, _)| document == name)
                    || NOT_RUN.contains(&&*name),
                "{name}: a document whose samples no test runs (add it to DOCUMENTS)"
            );
        }
    }
}

#[test]
fn samples_are_read_with_their_output_and_status() {
    let markdown = "text\n\n```console\n$ printf 'x\\n' | flipswap a\n1\n\n2\n$ echo $?\n3\n$ flipswap b\n```\n\n```rust\n$ not a sample\n```\n\n```text\n$ flipswap c < in\nok\n```\n";
    let samples = samples("test.md", markdown);
    let read: Vec<_> = samples
        .iter()
        .map(|s| (s.line, s.command.as_str(), s.shown.as_str(), s.status))
        .collect();
    assert_eq!(
        read,
        [
            (4, "printf 'x\\n' | flipswap a", "1\n\n2\n", 3),
            (10, "flipswap b", "", 0),
            (18, "flipswap c < in", "ok\n", 0),
        ]
    );
}

#[test]
#[should_panic(expected = "test.md line 1: a console fence with no `$ command`")]
fn a_console_fence_without_a_sample_is_a_mistake() {
    samples("test.md", "```console\nflipswap fridge\n```\n");
}

/// The backticked words of the table of `document` whose header line
/// starts with `header`, up to its last row.
fn table_words(document: &str, header: &str) -> Vec<String> {
    let mut lines = document
        .lines()
        .skip_while(|line| !line.starts_with(header));
    assert!(lines.next().is_some(), "GUIDE.md has no table '{header}'");
    lines
        .skip(1)
        .take_while(|line| line.starts_with('|'))
        .flat_map(|line| line.split('`').skip(1).step_by(2).map(str::to_owned))
        .collect()
}

/// GUIDE's tables of how many cases each judge gives and of what `gen`
/// draws name every subcommand, and its exit-status table names every
/// subcommand that can stop at `--limit` (exit 4): a subcommand added
/// without its rows fails here.
#[test]
fn the_guides_tables_name_every_subcommand() {
    use flipswap::answer::Opt;
    use flipswap::registry::ROWS;
    let guide = include_str!("../../GUIDE.md");
    let cases = table_words(guide, "| the judge gives | subcommands |");
    let generated = table_words(guide, "| subcommand | sizes (`--size`) |");
    for row in ROWS {
        let name = row.name.to_string();
        assert!(
            cases.contains(&name),
            "GUIDE's table of cases leaves out {name}"
        );
        assert!(
            generated.contains(&name),
            "GUIDE's table of gen leaves out {name}"
        );
    }
    let four = guide
        .lines()
        .find(|line| line.starts_with("| 4 |"))
        .expect("GUIDE's exit status 4");
    let four: Vec<&str> = four.split('`').skip(1).step_by(2).collect();
    let limited: Vec<&str> = ROWS
        .iter()
        .filter(|row| row.takes(Opt::Limit))
        .map(|row| row.name)
        .collect();
    assert!(limited.contains(&"lights-out") && limited.contains(&"fifteen"));
    for name in limited {
        assert!(
            four.contains(&name),
            "GUIDE's exit status 4 leaves out {name}"
        );
    }
}

/// The crate docs' example of features names this version, and LIBRARY's
/// list of features names every default feature of Cargo.toml.
#[test]
fn the_docs_name_this_version_and_every_feature() {
    let version = env!("CARGO_PKG_VERSION");
    let minor: Vec<&str> = version.split('.').take(2).collect();
    let lib = include_str!("../../src/lib.rs");
    assert!(
        lib.contains(&format!("version = \"{}\"", minor.join("."))),
        "the crate docs' features example is not of {version}"
    );
    let manifest = include_str!("../../Cargo.toml");
    let default = manifest
        .lines()
        .find_map(|line| line.strip_prefix("default = ["))
        .expect("Cargo.toml's default features");
    let library = include_str!("../../LIBRARY.md");
    let list = library
        .split("Every puzzle is a feature, all on by default (")
        .nth(1)
        .and_then(|rest| rest.split("):").next())
        .expect("LIBRARY's list of features");
    for feature in default.trim_end_matches(']').split(", ") {
        let feature = feature.trim_matches('"');
        assert!(
            list.contains(&format!("`{feature}`")),
            "LIBRARY's list of features leaves out {feature}"
        );
    }
}
