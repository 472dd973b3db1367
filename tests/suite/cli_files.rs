//! FILE arguments through the built binary: each file is an input of its
//! own, read in turn (`-` is standard input); errors name the file and count
//! its cases and lines from 1; a file that cannot be read is named.

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use crate::common;

use common::cli::{BIN, run_in, text};

const FLIP: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FLIP_IMPOSSIBLE: &str = "bwbw\nwwww\nwwww\nwwww\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const FRIDGE_ANSWER: &str = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n";

/// A fresh directory for one test, holding `files` (name, contents).
fn directory(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli_files-{test}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("the directory is made");
    for (name, contents) in files {
        fs::write(dir.join(name), contents).expect("the file is written");
    }
    dir
}

/// Checks the exit status, stdout and stderr exactly.
fn expect(output: &Output, code: i32, stdout: &str, stderr: &str) {
    assert_eq!(text(&output.stderr), stderr, "stderr");
    assert_eq!(text(&output.stdout), stdout, "stdout");
    assert_eq!(output.status.code(), Some(code), "exit status");
}

#[test]
fn files_are_answered_in_turn_with_standard_input_at_a_dash() {
    let dir = directory(
        "in_turn",
        &[
            ("a.txt", FLIP),
            ("b.txt", &[FLIP_IMPOSSIBLE, FLIP].concat()),
        ],
    );
    expect(
        &run_in(&dir, &["flip-game", "a.txt", "b.txt"], ""),
        0,
        "4\nImpossible\n4\n",
        "",
    );
    expect(
        &run_in(&dir, &["flip-game", "b.txt", "-", "a.txt"], FLIP_IMPOSSIBLE),
        0,
        "Impossible\n4\nImpossible\n4\n",
        "",
    );
    // A file need not end with a newline: the next file starts afresh.
    let dir = directory(
        "no_newline",
        &[("a.txt", FRIDGE.trim_end()), ("b.txt", FRIDGE)],
    );
    expect(
        &run_in(&dir, &["fridge", "a.txt", "b.txt"], ""),
        0,
        &[FRIDGE_ANSWER, FRIDGE_ANSWER].concat(),
        "",
    );
}

#[test]
fn an_error_names_the_file_and_counts_its_cases_and_lines_from_1() {
    let dir = directory(
        "named",
        &[
            ("good.txt", &[FLIP, FLIP].concat()),
            ("boards.txt", &[FLIP, "\n", "bwwb\nbxwb\n"].concat()),
        ],
    );
    expect(
        &run_in(&dir, &["flip-game", "good.txt", "boards.txt"], ""),
        1,
        "4\n4\n4\n",
        "flipswap flip-game: boards.txt: case 2, line 7, column 2: expected 'b' or 'w', found 'x'\n",
    );
    expect(
        &run_in(&dir, &["flip-game", "boards.txt"], ""),
        1,
        "4\n",
        "flipswap flip-game: boards.txt: case 2, line 7, column 2: expected 'b' or 'w', found 'x'\n",
    );
    expect(
        &run_in(&dir, &["flip-game", "-"], "bwwb\nbbwb\n"),
        1,
        "",
        "flipswap flip-game: standard input: case 1, line 3, column 1: expected 4 rows, found end of input after 2\n",
    );
}

#[test]
fn a_file_that_cannot_be_read_is_named_after_the_answers_before_it() {
    let dir = directory("unreadable", &[("a.txt", FLIP)]);
    fs::create_dir_all(dir.join("folder")).expect("made");
    expect(
        &run_in(&dir, &["flip-game", "a.txt", "nosuch.txt", "a.txt"], ""),
        1,
        "4\n",
        "flipswap flip-game: cannot read 'nosuch.txt': No such file or directory\n",
    );
    expect(
        &run_in(&dir, &["flip-game", "folder"], ""),
        1,
        "",
        "flipswap flip-game: cannot read 'folder': Is a directory\n",
    );
    // A file named like a puzzle is a file.
    expect(
        &run_in(&dir, &["flip-game", "fridge"], ""),
        1,
        "",
        "flipswap flip-game: cannot read 'fridge': No such file or directory\n",
    );
}

#[test]
fn a_double_dash_makes_the_arguments_after_it_files() {
    let dir = directory("dash_dash", &[("--show", FLIP)]);
    expect(
        &run_in(&dir, &["flip-game", "--", "--show"], ""),
        0,
        "4\n",
        "",
    );
}

#[test]
fn check_counts_verdicts_over_all_files_and_names_each_when_several() {
    let dir = directory(
        "check",
        &[
            (
                "right.txt",
                &[FRIDGE, FRIDGE_ANSWER, FRIDGE, FRIDGE_ANSWER].concat(),
            ),
            ("wrong.txt", &[FLIP, "5\n"].concat()),
            ("flip.txt", &[FLIP, "4\n", FLIP, "Impossible\n"].concat()),
        ],
    );
    expect(
        &run_in(&dir, &["check", "fridge", "right.txt"], ""),
        0,
        "case 1: ok\ncase 2: ok\n2 cases judged, 0 wrong\n",
        "",
    );
    expect(
        &run_in(&dir, &["check", "flip-game", "flip.txt", "wrong.txt"], ""),
        3,
        "flip.txt: case 1: ok\n\
         flip.txt: case 2: line 1 of the answer (input line 10): the board can be made one colour with 4 flips, so it is not 'Impossible'\n\
         wrong.txt: case 1: line 1 of the answer (input line 5): the least number of moves is 4, so 5 is not minimal\n\
         3 cases judged, 2 wrong\n",
        "",
    );
    expect(
        &run_in(
            &dir,
            &["check", "flip-game", "wrong.txt", "-"],
            [FLIP, "4\n"].concat(),
        ),
        3,
        "wrong.txt: case 1: line 1 of the answer (input line 5): the least number of moves is 4, so 5 is not minimal\n\
         standard input: case 1: ok\n\
         2 cases judged, 1 wrong\n",
        "",
    );
    // Unreadable input wins over a wrong answer: status 1, the count still
    // printed.
    expect(
        &run_in(&dir, &["check", "flip-game", "wrong.txt", "gone.txt"], ""),
        1,
        "wrong.txt: case 1: line 1 of the answer (input line 5): the least number of moves is 4, so 5 is not minimal\n\
         1 case judged, 1 wrong\n",
        "flipswap check flip-game: cannot read 'gone.txt': No such file or directory\n",
    );
    expect(
        &run_in(&dir, &["check", "fridge", "right.txt", "flip.txt"], ""),
        1,
        "right.txt: case 1: ok\nright.txt: case 2: ok\n2 cases judged, 0 wrong\n",
        "flipswap check fridge: flip.txt: case 1, line 1, column 1: expected '-' or '+', found 'b'\n",
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_a_write_error_with_status_1() {
    let Ok(full) = fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    let output = Command::new(BIN)
        .arg("flip-game")
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin is piped");
            // flipswap may stop before it reads all of this.
            let _ = stdin.write_all(FLIP.as_bytes());
            drop(stdin);
            child.wait_with_output()
        })
        .expect("the binary runs");
    assert_eq!(
        text(&output.stderr),
        "flipswap flip-game: cannot write standard output: No space left on device\n"
    );
    assert_eq!(output.status.code(), Some(1));
}
