//! The loops of [`crate::session`] run through the puzzle table, as the
//! command line runs them: every subcommand's answers, verdicts and
//! failures, whatever the size of the reads.

use std::cell::RefCell;
use std::io::{self, Read, Write};
use std::rc::Rc;

use flipswap::lights_out::Goal;
use flipswap::lights_out::Solvers;
use flipswap::registry::Row;

use crate::cases::{Failure, Options, describe_input};
use crate::lines::tests::{Script, Seen, Trickle};
use crate::session::{Run, Tally, answer_with};

/// Answers every case of `input`, as `flipswap <puzzle>` does.
fn solve<R: Read, W: Write>(
    puzzle: &'static Row,
    input: R,
    output: &mut W,
    show: bool,
    goal: Goal,
) -> Result<(), Failure> {
    let mut run = Run {
        input: None,
        skipped: &mut |_| {},
    };
    crate::puzzle::solve(puzzle, input, output, Options::new(show, goal), &mut run).map(drop)
}

/// Judges every claimed answer of `input`, as `flipswap check <puzzle>` does.
fn check<R: Read, W: Write>(
    puzzle: &'static Row,
    input: R,
    output: &mut W,
    name: Option<&str>,
    tally: &mut Tally,
) -> Result<(), Failure> {
    let options = Options::new(false, Goal::AllOff);
    crate::puzzle::check(puzzle, input, output, options, name, tally)
}

/// Answers Lights Out boards with `solvers`.
fn answer_boards<R: Read, W: Write>(
    input: R,
    output: &mut W,
    show: bool,
    goal: Goal,
    solvers: &mut Solvers,
) -> Result<u64, Failure> {
    answer_with::<flipswap::lights_out::Board, R, W>(
        input,
        output,
        Options::new(show, goal),
        solvers,
        &mut Run {
            input: None,
            skipped: &mut |_| {},
        },
    )
}

const FLIP: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FLIP_IMPOSSIBLE: &str = "bwbw\nwwww\nwwww\nwwww\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const FRIDGE_ANSWER: &str = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n";
const LIGHTS: &str = "0 0 1\n0 1 1\n1 0 0\n";
const SWAP: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";
const SWAP_ANSWER: &str = "4\n1222\n1424\n3242\n4344\n";

/// Answers `input` read `step` bytes at a time: the output, and the
/// failure's message if the run stopped early.
fn solved(puzzle: &'static Row, input: &str, step: usize) -> (String, Option<String>) {
    let mut output = Vec::new();
    let reader = Trickle {
        bytes: input.as_bytes(),
        step,
    };
    let result = solve(puzzle, reader, &mut output, false, Goal::AllOff);
    let message = result
        .err()
        .map(|failure| describe_input(&failure).unwrap_or_else(|| format!("I/O: {failure:?}")));
    (String::from_utf8(output).expect("UTF-8"), message)
}

/// Judges `input` read `step` bytes at a time.
fn judged(
    puzzle: &'static Row,
    input: &str,
    name: Option<&str>,
    step: usize,
) -> (String, Tally, Option<String>) {
    let mut output = Vec::new();
    let mut tally = Tally::default();
    let reader = Trickle {
        bytes: input.as_bytes(),
        step,
    };
    let result = check(puzzle, reader, &mut output, name, &mut tally);
    let message = result
        .err()
        .map(|failure| describe_input(&failure).unwrap_or_else(|| format!("I/O: {failure:?}")));
    (String::from_utf8(output).expect("UTF-8"), tally, message)
}

#[test]
fn every_puzzle_answers_its_cases_whatever_the_size_of_the_reads() {
    for (puzzle, input, answers) in [
        (
            crate::puzzle::named("flip-game"),
            [FLIP, "\n", FLIP_IMPOSSIBLE, FLIP].concat(),
            "4\nImpossible\n4\n".to_owned(),
        ),
        (
            crate::puzzle::named("fridge"),
            [FRIDGE, FRIDGE].concat(),
            [FRIDGE_ANSWER, FRIDGE_ANSWER].concat(),
        ),
        (
            crate::puzzle::named("lights"),
            [LIGHTS, "\r\n", LIGHTS].concat(),
            "4\n4\n".to_owned(),
        ),
        (
            crate::puzzle::named("swap-game"),
            [SWAP, "\n", SWAP.trim_end()].concat(),
            [SWAP_ANSWER, SWAP_ANSWER].concat(),
        ),
    ] {
        for step in [1, 2, 3, 5, 7, 64, 1 << 20] {
            assert_eq!(
                solved(puzzle, &input, step),
                (answers.clone(), None),
                "{puzzle:?}, {step} bytes a read"
            );
        }
    }
}

#[test]
fn answers_before_bad_input_are_written_and_the_failure_names_case_and_line() {
    let input = [FLIP, "\n", FLIP_IMPOSSIBLE, "\n", "bwwb\nbxwb\n"].concat();
    for step in [1, 4, 1000] {
        assert_eq!(
            solved(crate::puzzle::named("flip-game"), &input, step),
            (
                "4\nImpossible\n".to_owned(),
                Some("case 3, line 12, column 2: expected 'b' or 'w', found 'x'".to_owned())
            )
        );
    }
    assert_eq!(
        solved(crate::puzzle::named("lights"), "0 0 1\n0 1 1\n", 3)
            .1
            .as_deref(),
        Some("case 1, line 3, column 1: expected 3 rows, found end of input after 2")
    );
    let mut long = FLIP.to_owned();
    long.push_str(&" ".repeat(100_000));
    assert_eq!(
        solved(crate::puzzle::named("flip-game"), &long, 4096),
        (
            "4\n".to_owned(),
            Some("case 2, line 5, column 65537: expected end of line, found a line longer than 65536 bytes".to_owned())
        )
    );
}

#[test]
fn each_answer_is_flushed_before_the_input_is_read_again() {
    // A pipe fed one case at a time: the answer to each case must be out
    // before the next read, which would wait for the next case.
    let seen = Rc::new(RefCell::new(Vec::new()));
    let mut output = io::BufWriter::new(Seen(Rc::clone(&seen)));
    let chunks = [
        FLIP.as_bytes(),
        FLIP_IMPOSSIBLE.as_bytes(),
        b"bw",
        b"wb\nbbwb\nbwwb\nbwww\n",
    ];
    let mut input = Script::new(&chunks, &seen);
    solve(
        crate::puzzle::named("flip-game"),
        &mut input,
        &mut output,
        false,
        Goal::AllOff,
    )
    .expect("no failure");
    let (one, two) = ("4\n", "4\nImpossible\n");
    assert_eq!(
        input.flushed_at_read,
        ["", one, two, two, "4\nImpossible\n4\n"]
    );
    assert!(output.buffer().is_empty());

    let seen = Rc::new(RefCell::new(Vec::new()));
    let mut output = io::BufWriter::new(Seen(Rc::clone(&seen)));
    let first = [FRIDGE, "6\n4 4\n4 3\n4 1\n"].concat();
    let chunks = [first.as_bytes(), b"1 4\n1 3\n1 1\n", b"-+--\n"];
    let mut input = Script::new(&chunks, &seen);
    let mut tally = Tally::default();
    let result = check(
        crate::puzzle::named("fridge"),
        &mut input,
        &mut output,
        None,
        &mut tally,
    );
    assert!(matches!(result, Err(Failure::Input { case: 2, .. })));
    assert_eq!(
        input.flushed_at_read,
        ["", "", "case 1: ok\n", "case 1: ok\n"]
    );
}

#[test]
fn batch_input_is_written_once_per_refill_not_once_per_case() {
    /// Counts the writes that reach it.
    struct Writes(usize);
    impl Write for Writes {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0 += 1;
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let input = FLIP.repeat(10_000);
    let mut output = io::BufWriter::with_capacity(64 * 1024, Writes(0));
    solve(
        crate::puzzle::named("flip-game"),
        input.as_bytes(),
        &mut output,
        false,
        Goal::AllOff,
    )
    .expect("no failure");
    // 210,000 bytes of input, in two reads of a 128 KiB buffer.
    assert!(output.get_ref().0 <= 3, "{} writes", output.get_ref().0);
}

#[test]
fn check_writes_a_verdict_per_case_and_counts_them() {
    let input = [FLIP, "4\n", FLIP_IMPOSSIBLE, "\n0\n", FLIP, "Impossible\n"].concat();
    for step in [1, 3, 1 << 20] {
        let (output, tally, failure) =
            judged(crate::puzzle::named("flip-game"), &input, None, step);
        assert_eq!(
            output,
            "case 1: ok\n\
             case 2: line 1 of the answer (input line 11): no flips make this board one colour: the answer is 'Impossible'\n\
             case 3: line 1 of the answer (input line 16): the board can be made one colour with 4 flips, so it is not 'Impossible'\n"
        );
        let expected = Tally {
            judged: 3,
            wrong: 2,
        };
        assert_eq!((tally, failure), (expected, None));
    }
    let tally_text = |judged, wrong| Tally { judged, wrong }.to_string();
    assert_eq!(tally_text(3, 1), "3 cases judged, 1 wrong");
    assert_eq!(tally_text(1, 0), "1 case judged, 0 wrong");
    assert_eq!(tally_text(0, 0), "0 cases judged, 0 wrong");
}

#[test]
fn check_names_the_input_before_each_verdict_when_asked() {
    let input = [SWAP, SWAP_ANSWER, LIGHTS].concat();
    let (output, tally, failure) =
        judged(crate::puzzle::named("swap-game"), &input, Some("a.txt"), 5);
    assert_eq!(output, "a.txt: case 1: ok\n");
    assert_eq!(
        tally,
        Tally {
            judged: 1,
            wrong: 0
        }
    );
    assert_eq!(
        failure.as_deref(),
        Some(
            "case 2, line 17, column 1: expected a target board after the start, found end of input"
        )
    );
}

#[test]
fn check_reads_on_past_an_answer_that_loses_count() {
    let input = [FRIDGE, "six\n1 1\n", FRIDGE, "0\n"].concat();
    for step in [1, 2, 3, 7, 1 << 20] {
        let (output, tally, failure) = judged(crate::puzzle::named("fridge"), &input, None, step);
        assert_eq!(
            output,
            "case 1: line 1 of the answer (input line 5): expected a number, found 's'\n\
             case 2: line 1 of the answer (input line 11): the least number of moves is 6, so 0 cannot reach the goal\n",
            "{step} bytes a read"
        );
        let expected = Tally {
            judged: 2,
            wrong: 2,
        };
        assert_eq!((tally, failure), (expected, None));
    }
}

#[test]
fn read_and_write_failures_are_told_apart() {
    struct Failing;
    impl Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("no read"))
        }
    }
    impl Write for Failing {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::other("no write"))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let result = solve(
        crate::puzzle::named("lights"),
        Failing,
        &mut Vec::new(),
        false,
        Goal::AllOff,
    );
    assert!(matches!(result, Err(Failure::Read(_))), "{result:?}");
    let result = solve(
        crate::puzzle::named("lights"),
        LIGHTS.as_bytes(),
        &mut Failing,
        false,
        Goal::AllOff,
    );
    assert!(matches!(result, Err(Failure::Write(_))), "{result:?}");
    let mut tally = Tally::default();
    let input = [LIGHTS, "4\n"].concat();
    let result = check(
        crate::puzzle::named("lights"),
        input.as_bytes(),
        &mut Failing,
        None,
        &mut tally,
    );
    assert!(matches!(result, Err(Failure::Write(_))), "{result:?}");
}

const ALL_ON_5: &str = "11111\n11111\n11111\n11111\n11111\n";
const ALL_ON_5_ANSWER: &str = "15\n00011\n11011\n11100\n01110\n10110\n";

/// Answers lights-out `input` for `goal`, read `step` bytes at a time:
/// the output, the failure's message if the run stopped early, and the
/// solvers built.
fn lights_out(input: &[u8], goal: Goal, show: bool, step: usize) -> (String, Option<String>, u64) {
    let mut output = Vec::new();
    let mut solvers = Solvers::default();
    let reader = Trickle { bytes: input, step };
    let result = answer_boards(reader, &mut output, show, goal, &mut solvers);
    let message = result
        .err()
        .map(|failure| describe_input(&failure).unwrap_or_else(|| format!("I/O: {failure:?}")));
    (
        String::from_utf8(output).expect("UTF-8"),
        message,
        solvers.built(),
    )
}

#[test]
fn lights_out_answers_boards_of_any_size_whatever_the_size_of_the_reads() {
    // Spaces or none, CRLF, several blank lines, a tab at a line's end,
    // no newline at the end.
    let input = [
        ALL_ON_5,
        "\n0 1 0\r\n1 1 1\r\n0 1 0\r\n\n\n\n10\n\n1 1 1\t\n111",
    ]
    .concat();
    let answers = [
        ALL_ON_5_ANSWER,
        "1\n000\n010\n000\nImpossible\n2\n001\n100\n",
    ]
    .concat();
    for step in [1, 2, 3, 5, 7, 64, 1 << 20] {
        assert_eq!(
            lights_out(input.as_bytes(), Goal::AllOff, false, step),
            (answers.clone(), None, 4),
            "{step} bytes a read"
        );
        let (output, failure, _) = solved_lights_out(&format!("\u{feff}{ALL_ON_5}\n\n"), step);
        assert_eq!((output.as_str(), failure), (ALL_ON_5_ANSWER, None));
    }
    assert_eq!(
        lights_out(b"", Goal::AllOff, false, 1),
        (String::new(), None, 0)
    );
    assert_eq!(
        lights_out(b"\n \r\n\n", Goal::AllOn, true, 1),
        (String::new(), None, 0)
    );
}

fn solved_lights_out(input: &str, step: usize) -> (String, Option<String>, u64) {
    lights_out(input.as_bytes(), Goal::AllOff, false, step)
}

#[test]
fn lights_out_answers_each_goal() {
    let input = b"11\n\n10\n\n00\n\n01\n10\n";
    let answer = |goal| lights_out(input, goal, false, 3).0;
    assert_eq!(
        answer(Goal::AllOff),
        "1\n01\nImpossible\n0\n00\n2\n01\n10\n"
    );
    assert_eq!(answer(Goal::AllOn), "0\n00\nImpossible\n1\n01\n2\n10\n01\n");
    assert_eq!(
        answer(Goal::OneColour),
        "0\n00\nImpossible\n0\n00\n2\n01\n10\n"
    );
}

#[test]
fn lights_out_builds_a_solver_only_when_the_size_changes() {
    let five = [ALL_ON_5, "\n"].concat().repeat(100);
    let input = [five.as_str(), "111\n111\n111\n\n", five.as_str()].concat();
    let (output, failure, built) = lights_out(input.as_bytes(), Goal::AllOff, false, 4096);
    assert_eq!(failure, None);
    assert_eq!(output.matches("15\n").count(), 200);
    assert_eq!(built, 3);
}

#[test]
fn lights_out_names_case_line_and_column_after_the_answers_before() {
    let input = b"111\n111\n111\n\n101\n010\n10x\n";
    assert_eq!(
        lights_out(input, Goal::AllOff, false, 2),
        (
            "5\n101\n010\n101\n".to_owned(),
            Some("case 2, line 7, column 3: expected '0' or '1', found 'x'".to_owned()),
            1
        )
    );
    for (input, message) in [
        (
            &b"11\n1\n"[..],
            "case 1, line 2, column 2: expected 2 cells, as in the board's first row, found 1 (a blank line ends a board)",
        ),
        (
            b"1\n\n0\n0 1 1\n",
            "case 2, line 4, column 3: expected 1 cell, as in the board's first row, found 3 (a blank line ends a board)",
        ),
        (
            b"\xEF\xBB\xBF01\xC3\xA9\n",
            "case 1, line 1, column 3: expected '0' or '1', found '\u{e9}' (U+00E9, not ASCII)",
        ),
        (
            b"1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1\n",
            "case 1, line 1, column 65: expected at most 32 cells in a row, found 33",
        ),
        (
            b"1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n 1\n",
            "case 1, line 33, column 2: expected a blank line or end of input (a board holds at most 32 rows), found row 33",
        ),
    ] {
        for step in [1, 5, 1000] {
            let (_, failure, _) = lights_out(input, Goal::AllOff, false, step);
            assert_eq!(failure.as_deref(), Some(message), "{input:?}");
        }
    }
}

#[test]
fn lights_out_names_a_line_too_long_for_what_it_is() {
    // A row of spaces, and a row of cells: only the start of the line is
    // held, so its cells are not counted.
    for (head, filler) in [(&b"11\n1"[..], b' '), (&b"11\n"[..], b'1')] {
        let mut long = head.to_vec();
        long.extend(std::iter::repeat_n(filler, 100_000));
        assert_eq!(
            lights_out(&long, Goal::AllOff, false, 4096).1.as_deref(),
            Some(
                "case 1, line 2, column 65537: expected end of line, found a line longer than 65536 bytes"
            )
        );
    }
    // A mistake in the start of the line is named: the rest cannot mend it.
    let mut stray = b"11
1x"
    .to_vec();
    stray.extend(std::iter::repeat_n(b'1', 100_000));
    assert_eq!(
        lights_out(&stray, Goal::AllOff, false, 4096).1.as_deref(),
        Some("case 1, line 2, column 2: expected '0' or '1', found 'x'")
    );
}

#[test]
fn lights_out_writes_each_answer_before_reading_past_the_blank_line_after_its_board() {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let mut output = io::BufWriter::new(Seen(Rc::clone(&seen)));
    let chunks: [&[u8]; 3] = [b"11\n11\n", b"\n", b"1\n"];
    let mut input = Script::new(&chunks, &seen);
    let mut solvers = Solvers::default();
    answer_boards(&mut input, &mut output, false, Goal::AllOff, &mut solvers).expect("no failure");
    // The board is complete only at its blank line; the last one at the
    // end of the input, answered into the buffer that the run flushes.
    let two = "4\n11\n11\n";
    assert_eq!(input.flushed_at_read, ["", "", two, two]);
    assert_eq!(output.buffer(), b"1\n1\n");
}

#[test]
fn lights_out_show_draws_the_board_after_each_press() {
    let (shown, failure, _) = lights_out(b"010\n111\n010\n", Goal::AllOff, true, 64);
    assert_eq!(failure, None);
    assert_eq!(
        shown,
        "1\n000\n010\n000\n\nstart:\n010\n111\n010\n\npress 2 2:\n000\n000\n000\n\n"
    );
    let (shown, _, _) = lights_out(b"10\n", Goal::AllOff, true, 64);
    assert_eq!(shown, "Impossible\n");
}

#[test]
fn check_judges_lights_out_boards_and_a_last_board_without_an_answer() {
    for step in [1, 3, 1 << 20] {
        let input = "11\n\n1\n01\n11\n\n1\n10\n1\n";
        let (output, tally, failure) =
            judged(crate::puzzle::named("lights-out"), input, None, step);
        assert_eq!(
            output,
            "case 1: ok\n\
             case 2: line 2 of the answer (input line 8): this 1 press clears the board, but `01` also takes 1 and reads earlier\n\
             case 3: line 1 of the answer (input line 10): expected the number of moves, found the end of the answer\n"
        );
        let expected = Tally {
            judged: 3,
            wrong: 2,
        };
        assert_eq!((tally, failure), (expected, None));
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]

    /// No input makes the lights-out loop panic: it answers, or names
    /// what is wrong on one line.
    #[test]
    fn lights_out_takes_any_bytes(
        input in proptest::prop_oneof![
            proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300),
            proptest::collection::vec(
                proptest::sample::select(b"0011 \t\r\n\n\xEF\xBB\xBFx\xFF".to_vec()),
                0..300,
            ),
        ],
        goal in proptest::sample::select(vec![Goal::AllOff, Goal::AllOn, Goal::OneColour]),
        show in proptest::prelude::any::<bool>(),
        step in 1usize..64,
    ) {
        let (output, failure, _) = lights_out(&input, goal, show, step);
        if let Some(message) = failure {
            proptest::prop_assert!(message.starts_with("case "), "{}", message);
            proptest::prop_assert_eq!(message.lines().count(), 1);
        }
        if !show {
            for line in output.lines() {
                proptest::prop_assert!(
                    line == "Impossible" || line.bytes().all(|b| b.is_ascii_digit()),
                    "{:?}", line
                );
            }
        }
    }
}

#[test]
fn swap_game_and_moving_toys_show_draw_the_board_after_each_swap() {
    let case = "1000\n0000\n0000\n0000\n0100\n0000\n0000\n0000\n";
    let drawn =
        "\nstart:\n1000\n0000\n0000\n0000\n\nswap 1 1 with 1 2:\n0100\n0000\n0000\n0000\n\n";
    for (puzzle, answer) in [
        (crate::puzzle::named("swap-game"), "1\n1112\n"),
        (crate::puzzle::named("moving-toys"), "1\n"),
    ] {
        let mut output = Vec::new();
        solve(puzzle, case.as_bytes(), &mut output, true, Goal::AllOff).expect("no failure");
        assert_eq!(
            String::from_utf8(output).expect("UTF-8"),
            [answer, drawn].concat()
        );
    }
}
