//! `flipswap lights-out` through the built binary: the sample byte for byte,
//! the three goals, boards of many sizes in one input, bad input named by
//! case, line and column, CRLF and a byte order mark, help, usage errors,
//! answers as each board ends, and answers replayed with the tests' own
//! press rule (and, on small boards, compared with every press set).

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread;
use std::time::Duration;

use proptest::prelude::*;

use crate::common;

use common::cli::{BIN, run, run_in, text};
use common::cross_masks;

const ALL_ON_5: &str = "11111\n11111\n11111\n11111\n11111\n";
const ALL_ON_5_ANSWER: &str = "15\n00011\n11011\n11100\n01110\n10110\n";

/// Checks the exit status, stdout and stderr exactly.
fn expect(output: &Output, code: i32, stdout: &str, stderr: &str) {
    assert_eq!(text(&output.stderr), stderr, "stderr");
    assert_eq!(text(&output.stdout), stdout, "stdout");
    assert_eq!(output.status.code(), Some(code), "exit status");
}

/// Runs `flipswap lights-out <args>` on `input` and checks it answers
/// `expected` and nothing else.
fn answers(args: &[&str], input: &str, expected: &str) {
    let args = [&["lights-out"], args].concat();
    expect(&run(&args, input), 0, expected, "");
}

#[test]
fn the_five_by_five_sample_is_answered_byte_for_byte() {
    let output = run(&["lights-out"], ALL_ON_5);
    assert_eq!(output.stdout, ALL_ON_5_ANSWER.as_bytes());
    assert_eq!(output.stderr, b"");
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn each_goal_on_small_boards() {
    // 1 × 2: a press toggles both lights.
    answers(&[], "11\n", "1\n01\n");
    answers(&["--goal", "off"], "11\n", "1\n01\n");
    answers(&[], "10\n", "Impossible\n");
    answers(&["--goal", "on"], "00\n", "1\n01\n");
    answers(&["--goal=on"], "11\n\n10\n", "0\n00\nImpossible\n");
    answers(
        &["--goal", "one-colour"],
        "11\n\n00\n\n01\n",
        "0\n00\n0\n00\nImpossible\n",
    );
    // 2 × 2 with two lights on: two presses either way.
    answers(&["--goal", "off"], "01\n10\n", "2\n01\n10\n");
    answers(&["--goal", "on"], "01\n10\n", "2\n10\n01\n");
    answers(&["--goal", "one-colour"], "01\n10\n", "2\n01\n10\n");
    // 3 × 3 all on: the goal off takes five presses, one-colour none.
    answers(&[], "111\n111\n111\n", "5\n101\n010\n101\n");
    answers(
        &["--goal", "one-colour"],
        "111\n111\n111\n",
        "0\n000\n000\n000\n",
    );
    // 1 × 1.
    answers(&[], "1\n\n0\n", "1\n1\n0\n0\n");
    answers(&["--goal", "on"], "1\n\n0\n", "0\n0\n1\n1\n");
}

#[test]
fn boards_of_different_sizes_follow_one_another() {
    let input = [
        ALL_ON_5,
        "\n0 1 0\n1 1 1\n0 1 0\n\n\n\n10\n\n111\n111\n\n",
        &"1".repeat(32),
        "\n",
    ]
    .concat();
    // 1 × 32: the chase presses every third cell from the second.
    let row: String = (0..32)
        .map(|c| if c % 3 == 1 { '1' } else { '0' })
        .collect();
    let expected = [
        ALL_ON_5_ANSWER,
        "1\n000\n010\n000\nImpossible\n2\n001\n100\n",
        &format!("{}\n{row}\n", row.matches('1').count()),
    ]
    .concat();
    answers(&[], &input, &expected);
}

#[test]
fn crlf_a_byte_order_mark_blanks_and_a_missing_final_newline_are_fine() {
    let crlf = ALL_ON_5.replace('\n', "\r\n");
    answers(&[], &format!("\u{feff}{crlf}"), ALL_ON_5_ANSWER);
    answers(
        &[],
        "\u{feff}\r\n\r\n1 1 \t\r\n\r\n1 0\r\n0 1",
        "1\n01\n2\n10\n01\n",
    );
    let spaced = "1 1 1 1 1\n".repeat(5);
    answers(&[], spaced.trim_end(), ALL_ON_5_ANSWER);
    answers(&[], "", "");
    answers(&[], "\n\n  \n", "");
}

#[test]
fn bad_input_is_named_by_case_line_and_column_after_the_answers_before_it() {
    expect(
        &run(&["lights-out"], "111\n111\n111\n\n101\n010\n10x\n"),
        1,
        "5\n101\n010\n101\n",
        "flipswap lights-out: case 2, line 7, column 3: expected '0' or '1', found 'x'\n",
    );
    for (input, stdout, stderr) in [
        (
            "11\n11\n\n111\n11\n",
            "4\n11\n11\n",
            "case 2, line 5, column 3: expected 3 cells, as in the board's first row, found 2 (a blank line ends a board)",
        ),
        (
            "1 1\n1 1 1\n",
            "",
            "case 1, line 2, column 5: expected 2 cells, as in the board's first row, found 3 (a blank line ends a board)",
        ),
        (
            &"1".repeat(40),
            "",
            "case 1, line 1, column 33: expected at most 32 cells in a row, found 40",
        ),
        (
            &"0\n".repeat(33),
            "",
            "case 1, line 33, column 1: expected a blank line or end of input (a board holds at most 32 rows), found row 33",
        ),
        (
            "1\n\n0\n2\n",
            "1\n1\n",
            "case 2, line 4, column 1: expected '0' or '1', found '2'",
        ),
        (
            "10\r01\n",
            "",
            "case 1, line 1, column 3: expected '0' or '1', found control character U+000D",
        ),
    ] {
        expect(
            &run(&["lights-out"], input),
            1,
            stdout,
            &format!("flipswap lights-out: {stderr}\n"),
        );
    }
}

/// A fresh directory for one test, holding `files` (name, contents).
fn directory(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli_lights_out-{test}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("the directory is made");
    for (name, contents) in files {
        fs::write(dir.join(name), contents).expect("the file is written");
    }
    dir
}

#[test]
fn files_are_inputs_of_their_own() {
    // The first file's last board ends with the file, not in the next one.
    let dir = directory("files", &[("a.txt", "11\n11"), ("b.txt", "1\n\n1x\n")]);
    expect(
        &run_in(
            &dir,
            &["lights-out", "a.txt", "-", "b.txt"],
            "010\n111\n010\n",
        ),
        1,
        "4\n11\n11\n1\n000\n010\n000\n1\n1\n",
        "flipswap lights-out: b.txt: case 2, line 3, column 2: expected '0' or '1', found 'x'\n",
    );
}

#[test]
fn show_draws_the_board_after_each_press() {
    answers(
        &["--show"],
        "11\n\n10\n",
        "1\n01\n\nstart:\n11\n\npress 1 2:\n00\n\nImpossible\n",
    );
}

/// The examples of a help text: each `$ printf '…' | flipswap …` line,
/// and the output lines after it. (The documents' samples are run by
/// `readme.rs`.)
fn examples(help: &str) -> Vec<(String, Vec<String>, String)> {
    let mut found: Vec<(String, Vec<String>, String)> = Vec::new();
    let mut lines = help.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(command) = line.trim_start().strip_prefix("$ printf '") else {
            continue;
        };
        let (input, rest) = command.split_once("' | flipswap ").expect("a pipe");
        let args = rest.split(' ').map(str::to_owned).collect();
        let mut output = String::new();
        while let Some(next) = lines.peek() {
            let next = next.trim_start();
            if next.is_empty() || next.starts_with('$') || next.starts_with("```") {
                break;
            }
            output.push_str(next.trim_start());
            output.push('\n');
            lines.next();
        }
        found.push((input.replace("\\n", "\n"), args, output));
    }
    found
}

#[test]
fn help_explains_the_format_and_the_goals_and_its_examples_run() {
    let help = run(&["help", "lights-out"], "");
    assert_eq!(help.status.code(), Some(0));
    let help = text(&help.stdout).to_owned();
    assert_eq!(text(&run(&["lights-out", "--help"], "").stdout), help);
    assert!(
        help.starts_with(
            "usage: flipswap lights-out [--goal off|on|one-colour] [--rule R] [--torus] [--states N] [--show]\n                           [--limit N [--keep-going]] [--quiet] [FILE...]\n"
        )
    );
    for words in ["one-colour", "blank line", "Impossible", "--show", "check"] {
        assert!(help.contains(words), "{words} in {help}");
    }
    let examples = examples(&help);
    assert_eq!(examples.len(), 3, "{help}");
    for (input, args, output) in examples {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        expect(&run(&args, &input), 0, &output, "");
    }

    let general = run(&["--help"], "");
    let general = text(&general.stdout);
    assert!(general.contains("\n  lights-out  Lights Out"), "{general}");
    assert!(general.contains("--goal GOAL"), "{general}");
}

#[test]
fn usage_errors_about_goals_and_check_are_one_line() {
    for (args, stderr) in [
        (
            &["lights-out", "--goal", "of"][..],
            "flipswap: unknown goal 'of'; the goals are off, on and one-colour (see 'flipswap help lights-out')",
        ),
        (
            &["lights-out", "--goal=one-color"],
            "flipswap: unknown goal 'one-color'; did you mean 'one-colour'? (see 'flipswap help lights-out')",
        ),
        (
            &["lights-out", "--goal"],
            "flipswap: --goal needs a goal: off, on or one-colour (see 'flipswap help lights-out')",
        ),
        (
            &["fridge", "--goal", "on"],
            "flipswap: --goal does not go with fridge; it goes with lights-out (see 'flipswap --help')",
        ),
        (
            &["check", "fridge", "--goal", "on"],
            "flipswap: --goal does not go with check fridge; it goes with check lights-out (see 'flipswap help check')",
        ),
        (
            &["lights_out"],
            "flipswap: unknown puzzle 'lights_out'; did you mean 'lights-out'? (see 'flipswap --help')",
        ),
    ] {
        expect(&run(args, ""), 2, "", &format!("{stderr}\n"));
    }
}

#[test]
fn each_answer_comes_out_once_the_blank_line_after_its_board_is_read() {
    let mut child = Command::new(BIN)
        .arg("lights-out")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let stdout = child.stdout.take().expect("stdout is piped");
    let (send, lines) = channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let guard = Duration::from_secs(10);
    let next = || match lines.recv_timeout(guard) {
        Ok(line) => line,
        Err(RecvTimeoutError::Timeout) => panic!("no answer within {guard:?}"),
        Err(RecvTimeoutError::Disconnected) => panic!("flipswap closed its stdout"),
    };
    let mut write = |text: &str| {
        stdin.write_all(text.as_bytes()).expect("flipswap reads");
        stdin.flush().expect("flushed");
    };

    write("11\n11\n");
    // The board may go on: no answer until its blank line.
    assert_eq!(
        lines.recv_timeout(Duration::from_millis(300)),
        Err(RecvTimeoutError::Timeout)
    );
    write("\n");
    assert_eq!([next(), next(), next()], ["4", "11", "11"]);
    write("010\n111\n010\n\n");
    assert_eq!([next(), next(), next(), next()], ["1", "000", "010", "000"]);
    // The last board needs no blank line: the end of the input ends it.
    write("1");
    drop(stdin);
    assert_eq!([next(), next()], ["1", "1"]);
    let status = child.wait().expect("flipswap exits");
    assert_eq!(status.code(), Some(0));
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr is piped")
        .read_to_string(&mut stderr)
        .expect("stderr reads");
    assert_eq!(stderr, "");
}

// ---- answers replayed ------------------------------------------------------

/// A board: its rows of lights, `true` = on.
type Grid = Vec<Vec<bool>>;

#[derive(Clone, Copy, Debug)]
enum Goal {
    Off,
    On,
    OneColour,
}

impl Goal {
    fn arg(self) -> &'static str {
        match self {
            Goal::Off => "off",
            Goal::On => "on",
            Goal::OneColour => "one-colour",
        }
    }

    fn is_met(self, grid: &Grid) -> bool {
        let all = |on: bool| grid.iter().flatten().all(|&light| light == on);
        match self {
            Goal::Off => all(false),
            Goal::On => all(true),
            Goal::OneColour => all(false) || all(true),
        }
    }
}

/// The board after pressing (`row`, `col`): it and its up, down, left and
/// right neighbours toggle.
fn press(grid: &mut Grid, row: usize, col: usize) {
    let (rows, cols) = (grid.len(), grid[0].len());
    let mut toggle = |r: usize, c: usize| grid[r][c] = !grid[r][c];
    toggle(row, col);
    if row > 0 {
        toggle(row - 1, col);
    }
    if row + 1 < rows {
        toggle(row + 1, col);
    }
    if col > 0 {
        toggle(row, col - 1);
    }
    if col + 1 < cols {
        toggle(row, col + 1);
    }
}

/// The board's text, with spaces between the digits or without.
fn board_text(grid: &Grid, spaced: bool) -> String {
    let separator = if spaced { " " } else { "" };
    let mut text = String::new();
    for row in grid {
        let cells: Vec<&str> = row.iter().map(|&on| if on { "1" } else { "0" }).collect();
        text.push_str(&cells.join(separator));
        text.push('\n');
    }
    text
}

/// An answer: `None` for `Impossible`, or the count and the press map's
/// rows.
type Answer = Option<(usize, Vec<String>)>;

/// The answers in `output` to `grids`.
fn split_answers(output: &str, grids: &[Grid]) -> Vec<Answer> {
    let mut lines = output.lines();
    let mut answers = Vec::new();
    for grid in grids {
        let first = lines.next().expect("an answer for every board");
        if first == "Impossible" {
            answers.push(None);
            continue;
        }
        let count = first.parse().expect("a count");
        let map = (0..grid.len())
            .map(|_| lines.next().expect("a row of the press map").to_owned())
            .collect();
        answers.push(Some((count, map)));
    }
    assert_eq!(lines.next(), None, "nothing after the last answer");
    answers
}

/// Checks that `map` is in `grid`'s shape, holds `count` presses, and
/// brings `grid` to `goal` with the tests' own press rule.
fn replay(grid: &Grid, goal: Goal, count: usize, map: &[String]) -> Result<(), TestCaseError> {
    prop_assert_eq!(map.len(), grid.len());
    let mut board = grid.clone();
    let mut presses = 0;
    for (row, line) in map.iter().enumerate() {
        prop_assert_eq!(line.len(), grid[0].len(), "{:?}", map);
        for (col, symbol) in line.bytes().enumerate() {
            match symbol {
                b'1' => {
                    press(&mut board, row, col);
                    presses += 1;
                }
                b'0' => {}
                _ => prop_assert!(false, "{:?} in {:?}", symbol as char, map),
            }
        }
    }
    prop_assert_eq!(presses, count);
    prop_assert!(goal.is_met(&board), "{:?} leaves {:?}", map, board);
    Ok(())
}

/// The canonical answer by trying every press set: the fewest presses,
/// then the press map that reads first (row by row, `0` before `1`).
fn every_press_set(grid: &Grid, goal: Goal) -> Answer {
    let (rows, cols) = (grid.len(), grid[0].len());
    let masks = cross_masks(cols, rows);
    let mut board = 0u16;
    for (row, line) in grid.iter().enumerate() {
        for (col, &on) in line.iter().enumerate() {
            board |= u16::from(on) << (row * cols + col);
        }
    }
    let all = (1u32 << (rows * cols)) - 1;
    let goals: &[u32] = match goal {
        Goal::Off => &[0],
        Goal::On => &[all],
        Goal::OneColour => &[0, all],
    };
    let mut best: Option<(usize, String)> = None;
    for presses in 0..=all {
        let end = (0..rows * cols)
            .filter(|cell| presses >> cell & 1 == 1)
            .fold(u32::from(board), |end, cell| end ^ u32::from(masks[cell]));
        if !goals.contains(&end) {
            continue;
        }
        let text: String = (0..rows * cols)
            .map(|cell| if presses >> cell & 1 == 1 { '1' } else { '0' })
            .collect();
        let candidate = (presses.count_ones() as usize, text);
        if best.as_ref().is_none_or(|best| candidate < *best) {
            best = Some(candidate);
        }
    }
    best.map(|(count, text)| {
        let map = text
            .as_bytes()
            .chunks(cols)
            .map(|row| String::from_utf8(row.to_vec()).expect("ASCII"))
            .collect();
        (count, map)
    })
}

fn goals() -> impl Strategy<Value = Goal> {
    prop::sample::select(vec![Goal::Off, Goal::On, Goal::OneColour])
}

/// Boards of 1 to `side` rows and columns.
fn grids(side: usize, count: usize) -> impl Strategy<Value = Vec<Grid>> {
    let grid = (1..=side, 1..=side).prop_flat_map(|(rows, cols)| {
        prop::collection::vec(prop::collection::vec(any::<bool>(), cols), rows)
    });
    prop::collection::vec(grid, 1..=count)
}

/// Boards of up to `side` rows and columns that some presses clear: the
/// lights that random presses turn on.
fn solvable_grids(side: usize, count: usize) -> impl Strategy<Value = Vec<Grid>> {
    let grid = (1..=side, 1..=side).prop_flat_map(|(rows, cols)| {
        prop::collection::vec((0..rows, 0..cols), 0..rows * cols).prop_map(move |presses| {
            let mut grid = vec![vec![false; cols]; rows];
            for (row, col) in presses {
                press(&mut grid, row, col);
            }
            grid
        })
    });
    prop::collection::vec(grid, 1..=count)
}

/// Runs `flipswap lights-out --goal <goal>` on `grids`, one board after
/// another (spaced or not, one or two blank lines between), and returns
/// the answers.
fn solve_all(grids: &[Grid], goal: Goal, spaced: bool) -> Result<Vec<Answer>, TestCaseError> {
    let mut input = String::new();
    for (i, grid) in grids.iter().enumerate() {
        input.push_str(&board_text(grid, spaced && i % 2 == 0));
        input.push_str(if i % 3 == 0 { "\n\n" } else { "\n" });
    }
    let output = run(&["lights-out", "--goal", goal.arg()], &input);
    prop_assert_eq!(text(&output.stderr), "");
    prop_assert_eq!(output.status.code(), Some(0));
    Ok(split_answers(text(&output.stdout), grids))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// On boards of up to 4 × 4 every answer is the canonical one that
    /// trying every press set finds, and replays to the goal.
    #[test]
    fn small_boards_get_the_fewest_presses_and_the_first_map(
        grids in grids(4, 40),
        goal in goals(),
        spaced in any::<bool>(),
    ) {
        for (grid, answer) in grids.iter().zip(solve_all(&grids, goal, spaced)?) {
            if let Some((count, map)) = &answer {
                replay(grid, goal, *count, map)?;
            }
            prop_assert_eq!(answer, every_press_set(grid, goal), "{:?}", grid);
        }
    }

    /// On boards up to 32 × 32 that can be cleared, every answer replays to
    /// its goal (the goal off and one colour are always reached).
    #[test]
    fn large_boards_that_can_be_cleared_are_cleared(
        grids in solvable_grids(32, 6),
        goal in goals(),
    ) {
        for (grid, answer) in grids.iter().zip(solve_all(&grids, goal, false)?) {
            match (goal, answer) {
                (_, Some((count, map))) => replay(grid, goal, count, &map)?,
                (Goal::On, None) => {}
                (_, None) => prop_assert!(false, "{:?} was called impossible", grid),
            }
        }
    }

    /// No input bytes make the binary panic: it answers, or names what is
    /// wrong in one line and exits with 1.
    #[test]
    fn any_bytes_get_answers_or_one_line_of_error(
        input in prop_oneof![
            prop::collection::vec(any::<u8>(), 0..200),
            prop::collection::vec(prop::sample::select(b"0011 \t\r\n\n\xEF\xBB\xBFx".to_vec()), 0..200),
        ],
        goal in goals(),
        show in any::<bool>(),
    ) {
        let mut args = vec!["lights-out", "--goal", goal.arg()];
        if show {
            args.push("--show");
        }
        let output = run(&args, &input);
        let stderr = text(&output.stderr);
        prop_assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"), "{}", stderr);
        match output.status.code() {
            Some(0) => prop_assert_eq!(stderr, ""),
            Some(1) => {
                prop_assert!(stderr.starts_with("flipswap lights-out: case "), "{}", stderr);
                prop_assert_eq!(stderr.lines().count(), 1);
            }
            code => prop_assert!(false, "exit status {:?}: {}", code, stderr),
        }
    }
}
