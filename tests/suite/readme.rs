//! Every console sample of the README runs as shown, so none can drift.
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

/// A console sample: the command, what it shows, and its exit status.
#[derive(Debug)]
struct Sample {
    /// The README's line of the command, counted from 1.
    line: usize,
    command: String,
    shown: String,
    status: i32,
}

/// The console samples of `markdown`. Panics on a console fence that holds
/// no sample, or an `echo $?` with no command before it.
fn samples(markdown: &str) -> Vec<Sample> {
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
                        "README line {}: a console fence with no `$ command`",
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
                    line: index + 1,
                    command: command.to_owned(),
                    shown: String::new(),
                    status: 0,
                });
            } else {
                assert!(
                    found.len() > opened.0,
                    "README line {}: `echo $?` with no command before it",
                    index + 1,
                );
            }
        } else if in_status {
            let sample = found.last_mut().expect("a command before `echo $?`");
            sample.status = line.parse().unwrap_or_else(|_| {
                panic!("README line {}: `{line}` is no exit status", index + 1)
            });
            in_status = false;
        } else if in_sample {
            let sample = found.last_mut().expect("a sample");
            sample.shown.push_str(line);
            sample.shown.push('\n');
        }
    }
    assert_eq!(fence, None, "README: a fence is left open");
    found
}

/// Runs `command` as the README's reader would, from the repository's root
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
fn every_readme_console_sample_runs_as_shown() {
    let readme = include_str!("../../README.md");
    let samples = samples(readme);
    let mut wrong = Vec::new();
    for sample in &samples {
        assert!(
            sample.command.contains("flipswap "),
            "README line {}: a sample that does not run flipswap: {}",
            sample.line,
            sample.command,
        );
        let output = run_shell(&sample.command);
        let (shown, status) = (shown(&output), output.status.code());
        if shown != sample.shown || status != Some(sample.status) {
            wrong.push(format!(
                "README line {}: $ {}\nshown (exit status {}):\n{}ran (exit status {status:?}):\n{shown}",
                sample.line, sample.command, sample.status, sample.shown,
            ));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));

    // Each subcommand with a sample of its own keeps one (a sample lost to
    // a change of the fences would otherwise go unnoticed).
    for puzzle in [
        "flip-game",
        "fridge",
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
        "check fridge",
        "check swap-game",
        "check fliptile",
    ] {
        let runs = format!("flipswap {puzzle}");
        assert!(
            samples.iter().any(|sample| {
                sample.command.ends_with(&runs) || sample.command.contains(&format!("{runs} "))
            }),
            "no README sample runs `{runs}`"
        );
    }
}

#[test]
fn samples_are_read_with_their_output_and_status() {
    let markdown = "text\n\n```console\n$ printf 'x\\n' | flipswap a\n1\n\n2\n$ echo $?\n3\n$ flipswap b\n```\n\n```rust\n$ not a sample\n```\n\n```text\n$ flipswap c < in\nok\n```\n";
    let samples = samples(markdown);
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
#[should_panic(expected = "a console fence with no `$ command`")]
fn a_console_fence_without_a_sample_is_a_mistake() {
    samples("```console\nflipswap fridge\n```\n");
}
