//! The CLI on bad input, through the built binary: answers before a bad
//! case are printed, the error names the case and the line, exit statuses
//! are 0 / 1 / 2, empty input prints nothing, a closed stdout ends quietly,
//! and long streams run in bounded memory.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use flipswap::{flip_game, swap_game};

use crate::common;

use common::cli::{BIN, run, text};

/// Checks that `output` exited with `code`, printed `stdout` and printed
/// `stderr` (exactly).
fn expect(output: &Output, code: i32, stdout: &str, stderr: &str) {
    assert_eq!(text(&output.stderr), stderr, "stderr");
    assert_eq!(text(&output.stdout), stdout, "stdout");
    assert_eq!(output.status.code(), Some(code), "exit status");
}

/// Waits at most `limit` for `child` to exit.
fn wait_for(child: &mut Child, limit: Duration) -> ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            return status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("flipswap did not exit within {limit:?}");
        }
        thread::sleep(Duration::from_millis(5));
    }
}

const FLIP: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FLIP_IMPOSSIBLE: &str = "bwbw\nwwww\nwwww\nwwww\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const FRIDGE_ANSWER: &str = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n";
const LIGHTS: &str = "0 0 1\n0 1 1\n1 0 0\n";
const SWAP: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";
const SWAP_ANSWER: &str = "4\n1222\n1424\n3242\n4344\n";
const PUZZLES: [&str; 4] = ["flip-game", "fridge", "lights", "swap-game"];

// ---- bad input -----------------------------------------------------------

#[test]
fn answers_before_a_bad_case_are_printed_and_the_error_names_case_and_line() {
    let input = [FLIP, "\n", FLIP_IMPOSSIBLE, "\n", "bwwb\nbxwb\n"].concat();
    expect(
        &run(&["flip-game"], input.as_bytes()),
        1,
        "4\nImpossible\n",
        "flipswap flip-game: case 3, line 12, column 2: expected 'b' or 'w', found 'x'\n",
    );
    let input = [FRIDGE, FRIDGE, "-+--\n---\n"].concat();
    expect(
        &run(&["fridge"], input.as_bytes()),
        1,
        &[FRIDGE_ANSWER, FRIDGE_ANSWER].concat(),
        "flipswap fridge: case 3, line 10, column 4: expected '-' or '+', found end of line (the row holds 3 of 4 cells)\n",
    );
    let input = [LIGHTS, "\r\n", "0 0 1\r\n0 1 1 1\r\n"].concat();
    expect(
        &run(&["lights"], input.as_bytes()),
        1,
        "4\n",
        "flipswap lights: case 2, line 6, column 7: expected end of line, found '1' (a row holds 3 cells)\n",
    );
}

#[test]
fn a_swap_game_case_whose_counts_differ_names_both_counts() {
    let input = [
        SWAP,
        "\n",
        "1111\n0000\n1110\n0010\n1111\n0101\n1010\n0101\n",
    ]
    .concat();
    expect(
        &run(&["swap-game"], input.as_bytes()),
        1,
        SWAP_ANSWER,
        "flipswap swap-game: case 2, line 17, column 1: the start board has 8 '1's but the target board has 10; they must match\n",
    );
}

#[test]
fn input_that_ends_inside_a_case_names_the_rows_missing() {
    let input = [FLIP, "bwwb\nbbwb\n"].concat();
    expect(
        &run(&["flip-game"], input.as_bytes()),
        1,
        "4\n",
        "flipswap flip-game: case 2, line 7, column 1: expected 4 rows, found end of input after 2\n",
    );
    expect(
        &run(&["swap-game"], b"1111\n0000\n1110\n0010\n\n1010"),
        1,
        "",
        "flipswap swap-game: case 1, line 7, column 1: expected 4 rows, found end of input after 1\n",
    );
}

#[test]
fn a_number_too_large_is_named_as_written_where_it_stands() {
    let too_large = "99999999999999999999";
    let most = format!("is too large: at most {}", u32::MAX);
    expect(
        &run(&["fifteen"], format!("{too_large}\n")),
        1,
        "",
        &format!("flipswap fifteen: case 1, line 1, column 1: {too_large} {most}\n"),
    );
    // A tile on the second line, after an answered case.
    expect(
        &run(
            &["fifteen-count"],
            format!("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n1 2 3 4\n5 {too_large}0 7 8\n"),
        ),
        1,
        "1\n",
        &format!("flipswap fifteen-count: case 2, line 6, column 3: {too_large}0 {most}\n"),
    );
    // More digits than are kept: the first 21 and an ellipsis.
    let long = "1".repeat(30);
    expect(
        &run(&["fliptile"], format!("{long} 3\n")),
        1,
        "",
        &format!(
            "flipswap fliptile: case 1, line 1, column 1: {}… {most}\n",
            &long[..21]
        ),
    );
    // The largest number that fits is not too large: it is out of range.
    let largest = run(&["fifteen"], format!("{}\n", u32::MAX));
    assert!(!text(&largest.stderr).contains("too large"), "{largest:?}");
}

#[test]
fn a_blank_line_inside_a_board_is_reported() {
    expect(
        &run(&["fridge"], b"-+--\n----\n\n----\n-+--\n"),
        1,
        "",
        "flipswap fridge: case 1, line 3, column 1: expected row 3 of 4, found a blank line (blank lines may stand only between boards)\n",
    );
}

#[test]
fn non_ascii_input_is_reported_not_mangled() {
    let input = [FLIP.as_bytes(), "bwwb\nb\u{2009}wwb\n".as_bytes()].concat();
    expect(
        &run(&["flip-game"], &input),
        1,
        "4\n",
        // The code point tells an invisible character.
        "flipswap flip-game: case 2, line 6, column 2: expected 'b' or 'w', found '\u{2009}' (U+2009, not ASCII)\n",
    );
    expect(
        &run(&["lights"], b"0 0 \xFE\n"),
        1,
        "",
        "flipswap lights: case 1, line 1, column 5: expected '0' or '1', found byte 0xFE (not ASCII)\n",
    );
}

#[test]
fn binary_junk_without_newlines_stops_at_once_in_bounded_memory() {
    // Like `flipswap flip-game < /dev/zero`: one endless line.
    let zeros = vec![0u8; 4 << 20];
    expect(
        &run(&["flip-game"], &zeros),
        1,
        "",
        "flipswap flip-game: case 1, line 1, column 1: expected 'b' or 'w', found control character U+0000\n",
    );
}

#[test]
fn a_line_longer_than_any_row_is_reported() {
    let mut input = FLIP.as_bytes().to_vec();
    input.extend(std::iter::repeat_n(b' ', 100_000));
    input.extend(b"bwwb\n");
    expect(
        &run(&["flip-game"], &input),
        1,
        "4\n",
        "flipswap flip-game: case 2, line 5, column 65537: expected end of line, found a line longer than 65536 bytes\n",
    );
}

#[test]
fn crlf_a_byte_order_mark_and_no_final_newline_are_accepted_by_the_cli() {
    let input = [
        "\u{feff}",
        &FLIP.replace('\n', "\r\n"),
        "\r\n",
        FLIP.trim_end(),
    ]
    .concat();
    expect(&run(&["flip-game"], input.as_bytes()), 0, "4\n4\n", "");
    let input = ["\u{feff}", &SWAP.replace('\n', " \t\r\n")].concat();
    expect(&run(&["swap-game"], input.as_bytes()), 0, SWAP_ANSWER, "");
}

#[test]
fn an_input_that_cannot_be_read_is_an_error_not_a_panic() {
    // Reading a directory fails with EISDIR.
    let output = Command::new(BIN)
        .arg("flip-game")
        .stdin(std::fs::File::open("/").expect("/ opens"))
        .output()
        .expect("the binary runs");
    expect(
        &output,
        1,
        "",
        "flipswap flip-game: cannot read standard input: Is a directory\n",
    );
}

// ---- usage ---------------------------------------------------------------

/// Checks that `flipswap <args>` is a usage error: status 2, nothing on
/// stdout, and exactly `line` on stderr.
fn usage_error(args: &[&str], line: &str) {
    let output = run(args, FLIP.as_bytes());
    assert_eq!(text(&output.stderr), format!("{line}\n"), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
    assert_eq!(output.status.code(), Some(2), "{args:?}");
}

#[test]
fn an_unknown_puzzle_gets_one_line_naming_the_nearest() {
    usage_error(
        &["flip_game"],
        "flipswap: unknown puzzle 'flip_game'; did you mean 'flip-game'? (see 'flipswap --help')",
    );
    usage_error(
        &["--show", "swap", "cases.txt"],
        "flipswap: unknown puzzle 'swap'; did you mean 'swap-game'? (see 'flipswap --help')",
    );
    usage_error(
        &["no-such-puzzle"],
        "flipswap: unknown puzzle 'no-such-puzzle'; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii, eight-digits, fifteen, fifteen-count, sliding, graph-lights, switch-problem, lanterns, gambler-bo and harmonious (see 'flipswap --help')",
    );
    usage_error(
        &["check", "fridg"],
        "flipswap: unknown puzzle 'fridg'; did you mean 'fridge'? (see 'flipswap help check')",
    );
    usage_error(
        &["help", "light"],
        "flipswap: unknown puzzle 'light'; did you mean 'lights'? (see 'flipswap --help')",
    );
}

#[test]
fn other_usage_errors_are_one_line_pointing_at_the_help() {
    usage_error(
        &[],
        "flipswap: no puzzle given; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii, eight-digits, fifteen, fifteen-count, sliding, graph-lights, switch-problem, lanterns, gambler-bo and harmonious (see 'flipswap --help')",
    );
    usage_error(
        &["--xyzzy"],
        "flipswap: unknown option '--xyzzy' (see 'flipswap --help')",
    );
    usage_error(
        &["flip-game", "--sow"],
        "flipswap: unknown option '--sow'; did you mean '--show'? (see 'flipswap --help')",
    );
    usage_error(
        &["check"],
        "flipswap: no puzzle given to check; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii, eight-digits, fifteen, fifteen-count, sliding, graph-lights, switch-problem, lanterns, gambler-bo and harmonious (see 'flipswap help check')",
    );
    usage_error(
        &["check", "fridge", "--show"],
        "flipswap: --show does not go with check (see 'flipswap help check')",
    );
    usage_error(
        &["help", "fridge", "extra"],
        "flipswap: unexpected argument 'extra' (see 'flipswap --help')",
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_unicode_is_a_usage_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(BIN)
        .arg(std::ffi::OsStr::from_bytes(b"flip\xFFgame"))
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    expect(
        &output,
        2,
        "",
        "flipswap: unknown puzzle 'flip\u{fffd}game'; did you mean 'flip-game'? (see 'flipswap --help')\n",
    );
}

#[test]
fn help_goes_to_stdout_with_status_0() {
    let output = run(&["--help"], b"");
    expect(&output, 0, text(&output.stdout), "");
    let usage = text(&output.stdout);
    for needle in [
        "flipswap <puzzle> [--show] [FILE...]",
        "flipswap check <puzzle> [FILE...]",
        "flipswap help [<puzzle> | check | gen | validate]",
        "-V, --version  print the version",
        "  0  success",
        "  1  bad input",
        "  2  usage error",
        "  3  check judged an answer wrong",
    ] {
        assert!(usage.contains(needle), "{needle:?} in {usage}");
    }
    assert_eq!(run(&["help"], b"").stdout, output.stdout);

    let output = run(&["check", "--help"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).starts_with("usage: flipswap check <puzzle>"));
    assert!(text(&output.stdout).contains("  3  an answer wrong"));
    assert_eq!(run(&["check", "fridge", "-h"], b"").stdout, output.stdout);
    assert_eq!(run(&["help", "check"], b"").stdout, output.stdout);

    let output = run(&["swap-game", "--help"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).starts_with("usage: flipswap swap-game"));
    assert_eq!(run(&["help", "swap-game"], b"").stdout, output.stdout);

    let output = run(&["--version"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).starts_with("flipswap "));
}

// ---- empty input ---------------------------------------------------------

#[test]
fn empty_or_blank_input_prints_nothing_and_exits_0() {
    for puzzle in PUZZLES {
        for input in ["", "\n\n", " \r\n\t\n", "\u{feff}"] {
            expect(&run(&[puzzle], input.as_bytes()), 0, "", "");
            expect(
                &run(&["check", puzzle], input.as_bytes()),
                0,
                "0 cases judged, 0 wrong\n",
                "",
            );
        }
    }
}

// ---- closed stdout -------------------------------------------------------

/// Runs `flipswap <args>` on an endless stream of `case` (with no input
/// when `None`), reads one line of its output and closes the pipe, as
/// `… | head -1` does.
fn close_stdout_after_one_line(
    args: &[&str],
    case: Option<&'static str>,
) -> (ExitStatus, String, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = thread::spawn(move || {
        let Some(case) = case else {
            return;
        };
        let block = case.repeat(1000);
        // Until flipswap stops reading: then the write fails.
        while stdin.write_all(block.as_bytes()).is_ok() {}
    });
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("one line");
    drop(stdout);
    let status = wait_for(&mut child, Duration::from_secs(20));
    writer.join().expect("the writer ends");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr is piped")
        .read_to_string(&mut stderr)
        .expect("stderr reads");
    (status, first, stderr)
}

#[test]
fn gen_ends_quietly_when_its_reader_goes_away() {
    let args = ["gen", "flip-game", "--count", "100000"];
    let (status, first, stderr) = close_stdout_after_one_line(&args, None);
    assert_eq!(first.len(), 5, "{first:?}");
    assert_eq!((status.code(), stderr.as_str()), (Some(0), ""));
}

#[test]
fn a_closed_stdout_ends_the_run_quietly() {
    let (status, first, stderr) = close_stdout_after_one_line(&["flip-game"], Some(FLIP));
    assert_eq!(first, "4\n");
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(0));

    let (status, first, stderr) = close_stdout_after_one_line(&["fridge", "--show"], Some(FRIDGE));
    assert_eq!(first, "6\n");
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(0));

    let case = "bwwb\nbbwb\nbwwb\nbwww\n4\n";
    let (status, first, stderr) = close_stdout_after_one_line(&["check", "flip-game"], Some(case));
    assert_eq!(first, "case 1: ok\n");
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(0));
}

#[test]
fn help_into_a_closed_pipe_does_not_panic() {
    let mut child = Command::new(BIN)
        .arg("--help")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    drop(child.stdout.take());
    let status = wait_for(&mut child, Duration::from_secs(10));
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr is piped")
        .read_to_string(&mut stderr)
        .expect("stderr reads");
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(0));
}

// ---- long streams --------------------------------------------------------

/// The peak resident memory of process `pid` in KiB, where /proc tells it.
fn peak_memory_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn two_hundred_thousand_cases_stream_through_with_every_answer_right() {
    const CASES: usize = 200_000;
    let mut input = String::with_capacity(CASES * 21);
    let mut expected = Vec::with_capacity(CASES);
    for i in 0..CASES {
        // Spread over all 65,536 boards, solvable ones often enough.
        let bits = (i as u32).wrapping_mul(40_503) as u16;
        let board = flip_game::Board::from_bits(if i % 3 == 0 { bits & 0x0F0F } else { bits })
            .expect("sixteen bits");
        input.push_str(&board.to_string());
        input.push_str(if i % 7 == 0 { "\n\n" } else { "\n" });
        expected.push(match flip_game::solve(board) {
            Some(solution) => solution.len().to_string(),
            None => "Impossible".to_owned(),
        });
    }

    let mut child = Command::new(BIN)
        .arg("flip-game")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let (close, closed) = mpsc::channel::<()>();
    let writer = thread::spawn(move || {
        stdin
            .write_all(input.as_bytes())
            .expect("flipswap reads it all");
        // Keep stdin open, so flipswap stays alive, until its memory is read.
        let _ = closed.recv();
    });
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let mut line = String::new();
    let mut peak = None;
    for (i, want) in expected.iter().enumerate() {
        // Late in the stream most of the input has been read and answered
        // while stdin is still open: the memory then is what a long stream
        // needs.
        if i == CASES - 40_000 {
            peak = peak_memory_kib(pid);
            close.send(()).expect("the writer waits");
        }
        line.clear();
        stdout.read_line(&mut line).expect("an answer");
        assert_eq!(line.trim_end(), want, "case {}", i + 1);
    }
    line.clear();
    assert_eq!(stdout.read_line(&mut line).expect("the end"), 0);
    let status = wait_for(&mut child, Duration::from_secs(30));
    writer.join().expect("the writer ends");
    assert_eq!(status.code(), Some(0));
    // About 4 MiB of input went through; the process holds a fixed 64 KiB
    // output buffer and one line, whatever the number of cases.
    if let Some(peak) = peak {
        assert!(peak < 8 * 1024, "peak resident memory {peak} KiB");
    }
}

#[test]
fn many_swap_game_cases_stream_through_with_every_answer_right() {
    const CASES: usize = 20_000;
    let mut input = String::new();
    let mut expected = String::new();
    let mut seed: u32 = 1;
    for _ in 0..CASES {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let start = swap_game::Board::from_bits((seed >> 8) as u16).expect("sixteen bits");
        // The target: the same pieces, shuffled by a fixed permutation of cells.
        let target =
            swap_game::Board::from_bits(start.bits().rotate_left(seed % 16)).expect("sixteen bits");
        let pair = swap_game::Pair::new(start, target).expect("equal counts");
        input.push_str(&format!("{pair}\n"));
        let solution = swap_game::solve(pair).expect("a pair can always be solved");
        expected.push_str(&format!("{}\n", solution.len()));
        for (from, to) in solution.moves() {
            let digits = [from.row(), from.col(), to.row(), to.col()].map(|d| d + 1);
            expected.push_str(&format!(
                "{}{}{}{}\n",
                digits[0], digits[1], digits[2], digits[3]
            ));
        }
    }
    expect(&run(&["swap-game"], input.as_bytes()), 0, &expected, "");
}

/// One line rule for every subcommand: the same stray byte in a row of
/// `0` and `1` gets the same words, wherever the row stands.
#[test]
fn the_same_bad_byte_gets_the_same_words_in_every_subcommand() {
    for (bytes, found) in [
        (&b"1\r1"[..], "control character U+000D"),
        (b"1\xC3\xA91", "'\u{e9}' (U+00E9, not ASCII)"),
        (b"1\x001", "control character U+0000"),
    ] {
        for puzzle in [
            "lights-out",
            "swap-game",
            "moving-toys",
            "water-bowls",
            "flip-cards",
        ] {
            let mut input = bytes.to_vec();
            input.extend_from_slice(b"\n\n11\n");
            let output = run(&[puzzle], &input);
            expect(
                &output,
                1,
                "",
                &format!(
                    "flipswap {puzzle}: case 1, line 1, column 2: expected '0' or '1', found {found}\n"
                ),
            );
        }
    }
    // A CR directly before the LF ends the line, in every subcommand.
    for puzzle in ["lights-out", "swap-game", "moving-toys"] {
        let output = run(&[puzzle], "11\r\n\r\n11\r\n");
        assert_eq!(output.status.code(), Some(0), "{puzzle}");
    }
}
