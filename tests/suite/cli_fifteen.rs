//! The 15-puzzle through the built binary: both judges' samples byte for
//! byte, boards a few moves from the goal against a breadth-first search of
//! the test's own, unsolvable boards, bad boards named at their line and
//! column with the answers before them printed, `--show`, `check` of each
//! judge (right answers accepted, wrong ones and wrong claims of
//! solvability refused at the right line, also under testlib and DOMjudge)
//! and `gen`'s boards read back.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::fs;
use std::process::Command;

use crate::common;

use common::Rng;
use common::cli::{BIN, flipswap, text};

/// UVa 10181's sample input (PUZZLES.md §17).
const UVA_SAMPLE: &str = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n\
                          13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";

/// AOJ ALDS1_13_C's sample input (PUZZLES.md §18).
const AOJ_SAMPLE: &str = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n";

const NOT_SOLVABLE: &str = "This puzzle is not solvable.";

/// A board: the 16 cells row by row, `0` the blank.
type Board = [u8; 16];

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// The moves as the judge names them (where the blank goes), in the order
/// that decides between answers of one length: `D`, `L`, `R`, `U`.
const ORDER: [u8; 4] = *b"DLRU";

/// The board after the blank goes `letter`, if it stays on the board.
fn slide(board: Board, letter: u8) -> Option<Board> {
    let blank = board.iter().position(|&cell| cell == 0)?;
    let (row, col) = (blank / 4, blank % 4);
    let to = match letter {
        b'U' if row > 0 => blank - 4,
        b'D' if row < 3 => blank + 4,
        b'L' if col > 0 => blank - 1,
        b'R' if col < 3 => blank + 1,
        _ => return None,
    };
    let mut next = board;
    next.swap(blank, to);
    Some(next)
}

/// Every board within `depth` moves of the goal, with its fewest moves, by
/// a breadth-first search from the goal (moves are their own inverses'
/// mirrors, so a board's distance from the goal is the goal's from it).
fn near_goal(depth: u32) -> HashMap<Board, u32> {
    let mut seen = HashMap::from([(GOAL, 0)]);
    let mut frontier = vec![GOAL];
    for moves in 1..=depth {
        let mut next = Vec::new();
        for board in frontier {
            for &letter in &ORDER {
                if let Some(child) = slide(board, letter) {
                    if let Entry::Vacant(entry) = seen.entry(child) {
                        entry.insert(moves);
                        next.push(child);
                    }
                }
            }
        }
        frontier = next;
    }
    seen
}

/// The canonical answer of a board in `near`: from the start, always the
/// first letter in the order D, L, R, U whose board is one move nearer.
fn canonical(board: Board, near: &HashMap<Board, u32>) -> String {
    let mut moves = String::new();
    let mut board = board;
    while near[&board] > 0 {
        let step = ORDER
            .iter()
            .find_map(|&letter| {
                let next = slide(board, letter)?;
                (near.get(&next) == Some(&(near[&board] - 1))).then_some((letter, next))
            })
            .expect("a board one move nearer");
        moves.push(char::from(step.0));
        board = step.1;
    }
    moves
}

/// The board reached by a random walk of `steps` moves from the goal.
fn walk(steps: u32, rng: &mut Rng) -> Board {
    let mut board = GOAL;
    for _ in 0..steps {
        let letter = ORDER[(rng.next_u64() % 4) as usize];
        board = slide(board, letter).unwrap_or(board);
    }
    board
}

/// The board as the judges write it: 4 rows of 4 numbers.
fn rows(board: Board) -> String {
    board
        .chunks(4)
        .map(|row| {
            let numbers: Vec<String> = row.iter().map(u8::to_string).collect();
            numbers.join(" ") + "\n"
        })
        .collect()
}

/// Reads boards of 4 rows of 4 numbers each, blank lines aside.
fn boards(input: &str) -> Vec<Board> {
    let numbers: Vec<u8> = input
        .split_whitespace()
        .map(|number| number.parse().expect("a number"))
        .collect();
    assert_eq!(numbers.len() % 16, 0, "whole boards:\n{input}");
    numbers
        .chunks(16)
        .map(|cells| cells.try_into().expect("16 cells"))
        .collect()
}

/// Whether the board reaches the goal (PUZZLES.md, part three: on a board
/// of even width, the inversions plus the blank's row counted from the
/// bottom, from 1, must be odd, as the goal's 0 + 1 is).
fn solvable(board: Board) -> bool {
    let tiles: Vec<u8> = board.iter().copied().filter(|&cell| cell != 0).collect();
    let inversions = (0..tiles.len())
        .flat_map(|i| (i + 1..tiles.len()).map(move |j| (i, j)))
        .filter(|&(i, j)| tiles[i] > tiles[j])
        .count();
    let blank = board.iter().position(|&cell| cell == 0).expect("a blank");
    let row_from_bottom = 4 - blank / 4;
    (inversions + row_from_bottom) % 2 == 1
}

#[test]
fn both_judges_samples_print_byte_for_byte() {
    let (out, err, status) = flipswap(&["fifteen"], UVA_SAMPLE);
    assert_eq!(
        (out.as_str(), err.as_str(), status),
        ("LLLDRDRDR\nThis puzzle is not solvable.\n", "", Some(0))
    );
    let (out, err, status) = flipswap(&["fifteen-count"], AOJ_SAMPLE);
    assert_eq!((out.as_str(), err.as_str(), status), ("8\n", "", Some(0)));
}

#[test]
fn boards_near_the_goal_get_the_fewest_moves_least_in_the_order_d_l_r_u() {
    let near = near_goal(14);
    let mut rng = Rng::new(10181);
    let mut cases = vec![GOAL];
    for steps in 1..=30 {
        let board = walk(steps, &mut rng);
        if near.contains_key(&board) {
            cases.push(board);
        }
    }
    // A walk may come back; most of these are several moves out.
    assert!(cases.iter().filter(|board| near[*board] >= 8).count() >= 5);
    let mut input = format!("{}\n", cases.len());
    let mut moves = String::new();
    let mut counts = String::new();
    for &board in &cases {
        input.push_str(&rows(board));
        moves.push_str(&(canonical(board, &near) + "\n"));
        counts.push_str(&format!("{}\n", near[&board]));
    }
    let (out, err, status) = flipswap(&["fifteen"], &input);
    assert_eq!(
        (out.as_str(), err.as_str(), status),
        (moves.as_str(), "", Some(0))
    );
    // The goal's answer is an empty line, its count 0.
    assert!(out.starts_with('\n'));
    let without_count = input.split_once('\n').expect("a count line").1;
    let (out, err, status) = flipswap(&["fifteen-count"], without_count);
    assert_eq!(
        (out.as_str(), err.as_str(), status),
        (counts.as_str(), "", Some(0))
    );
}

#[test]
fn boards_of_the_other_parity_are_not_solvable_in_either_format() {
    // The goal with two tiles swapped, and with the blank moved and then
    // two tiles swapped.
    let mut swapped = GOAL;
    swapped.swap(0, 1);
    let mut moved = slide(slide(GOAL, b'U').unwrap(), b'L').unwrap();
    moved.swap(14, 15);
    for board in [swapped, moved] {
        assert!(!solvable(board));
    }
    assert!(solvable(slide(GOAL, b'U').unwrap()));
    let input = format!("2\n{}{}", rows(swapped), rows(moved));
    let (out, _, status) = flipswap(&["fifteen"], &input);
    assert_eq!(out, format!("{NOT_SOLVABLE}\n{NOT_SOLVABLE}\n"));
    assert_eq!(status, Some(0));
    let input = format!("{}{}{AOJ_SAMPLE}", rows(swapped), rows(moved));
    let (out, _, status) = flipswap(&["fifteen-count"], &input);
    assert_eq!(out, format!("{NOT_SOLVABLE}\n{NOT_SOLVABLE}\n8\n"));
    assert_eq!(status, Some(0));
}

#[test]
fn show_draws_the_start_and_the_board_after_each_move() {
    let input = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 0 14 15\n";
    let drawn = "\nstart:\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 0 14 15\n\
                 \nmove R:\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n\
                 \nmove R:\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n\n";
    let (out, _, status) = flipswap(&["fifteen", "--show"], &format!("1\n{input}"));
    assert_eq!((out, status), (format!("RR\n{drawn}"), Some(0)));
    let (out, _, status) = flipswap(&["fifteen-count", "--show"], input);
    assert_eq!((out, status), (format!("2\n{drawn}"), Some(0)));
    // Nothing to draw for a board that no moves solve.
    let (out, _, _) = flipswap(
        &["fifteen", "--show"],
        "1\n2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n",
    );
    assert_eq!(out, format!("{NOT_SOLVABLE}\n"));
}

#[test]
fn a_bad_board_is_named_at_its_case_line_and_column_after_the_answers_before_it() {
    let good = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n";
    for (bad, message) in [
        (
            "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 14\n",
            "case 2, line 9, column 10: expected each tile once, found 14 a second time",
        ),
        (
            "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 16\n",
            "case 2, line 9, column 10: expected a tile from 1 to 15, found 16",
        ),
        (
            "2 3 4 0\n1 5 7\n9 6 10 12\n13 14 11 15\n",
            "case 2, line 7, column 6: expected a tile, found end of line",
        ),
        (
            "2 3 4 0\n1 5 7 8 9\n9 6 10 12\n13 14 11 15\n",
            "case 2, line 7, column 9: expected end of line, found '9'",
        ),
        // No blank: some tile stands twice, named where it does.
        (
            "2 3 4 1\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
            "case 2, line 7, column 1: expected each tile once, found 1 a second time",
        ),
        // Another judge's blank.
        (
            "2 3 4 x\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
            "case 2, line 6, column 7: expected a tile, found 'x'",
        ),
    ] {
        let input = ["3\n", good, bad, good].concat();
        let (out, err, status) = flipswap(&["fifteen"], &input);
        assert_eq!(out, "LLLDRDRDR\n", "{bad}");
        assert_eq!(err, format!("flipswap fifteen: {message}\n"), "{bad}");
        assert_eq!(status, Some(1), "{bad}");
        // The same board without the count line: one line earlier.
        let input = [good, bad].concat();
        let (out, err, status) = flipswap(&["fifteen-count"], &input);
        assert_eq!(out, "9\n", "{bad}");
        let (head, rest) = message.split_once(", column").expect("a column");
        let line: u32 = head["case 2, line ".len()..].parse().expect("a line");
        let message = format!("case 2, line {}, column{rest}", line - 1);
        assert_eq!(err, format!("flipswap fifteen-count: {message}\n"), "{bad}");
        assert_eq!(status, Some(1), "{bad}");
    }
}

#[test]
fn check_fifteen_takes_any_moves_up_to_fifty_that_solve_and_the_words_only_where_they_hold() {
    let sample = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n";
    let unsolvable = "13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
    let goal = rows(GOAL);
    // 9 moves, then 40 that go and come back: 49, and 51.
    let long = format!("LLLDRDRDR{}", "LR".repeat(20));
    let too_long = format!("{long}UD");
    let cases = [
        (sample, "LLLDRDRDR".to_owned()),
        (sample, "LLLRLDRDRDR".to_owned()),
        (sample, long),
        (unsolvable, NOT_SOLVABLE.to_owned()),
        (&goal, String::new()),
        (sample, NOT_SOLVABLE.to_owned()),
        (unsolvable, "LLLDRDRDR".to_owned()),
        (sample, "LLLD".to_owned()),
        (sample, "LLLL".to_owned()),
        (sample, "lllDRDRDR".to_owned()),
        (sample, too_long),
        (sample, "This puzzle is not solvable".to_owned()),
    ];
    let mut input = format!("{}\n", cases.len());
    for (board, answer) in &cases {
        input.push_str(board);
        input.push_str(answer);
        input.push('\n');
    }
    let (out, _, status) = flipswap(&["check", "fifteen"], &input);
    assert_eq!(
        out,
        "case 1: ok\ncase 2: ok\ncase 3: ok\ncase 4: ok\ncase 5: ok\n\
         case 6: line 1 of the answer (input line 31): the goal can be reached in 9 moves, so the answer is not 'This puzzle is not solvable.'\n\
         case 7: line 1 of the answer (input line 36): no moves reach the goal: the answer is 'This puzzle is not solvable.'\n\
         case 8: line 1 of the answer (input line 41): the moves do not reach the goal\n\
         case 9: line 1 of the answer (input line 46): move 4 takes the blank off the board\n\
         case 10: line 1 of the answer (input line 51): expected a move 'L', 'R', 'U' or 'D', found 'l'\n\
         case 11: line 1 of the answer (input line 56): the judge accepts at most 50 moves, found 51\n\
         case 12: line 1 of the answer (input line 61): expected a move 'L', 'R', 'U' or 'D', found 'T'\n\
         12 cases judged, 7 wrong\n"
    );
    assert_eq!(status, Some(3));
}

#[test]
fn check_fifteen_count_wants_the_fewest_and_the_words_for_a_board_that_no_moves_solve() {
    let unsolvable = "13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
    let input = [
        AOJ_SAMPLE,
        "8\n",
        AOJ_SAMPLE,
        "10\n",
        AOJ_SAMPLE,
        "6\n",
        AOJ_SAMPLE,
        "This puzzle is not solvable.\n",
        unsolvable,
        "This puzzle is not solvable.\n",
        unsolvable,
        "8\n",
    ]
    .concat();
    let (out, _, status) = flipswap(&["check", "fifteen-count"], &input);
    assert_eq!(
        out,
        "case 1: ok\n\
         case 2: line 1 of the answer (input line 10): the least number of moves is 8, so 10 is not minimal\n\
         case 3: line 1 of the answer (input line 15): the least number of moves is 8, so 6 cannot reach the goal\n\
         case 4: line 1 of the answer (input line 20): the goal can be reached in 8 moves, so the answer is not 'This puzzle is not solvable.'\n\
         case 5: ok\n\
         case 6: line 1 of the answer (input line 30): no moves reach the goal: the answer is 'This puzzle is not solvable.'\n\
         6 cases judged, 4 wrong\n"
    );
    assert_eq!(status, Some(3));
}

/// Runs `flipswap check <puzzle>` as a testlib checker and as a DOMjudge
/// output validator on one judge's input and one contestant's output: the
/// testlib exit status and stderr, the DOMjudge exit status and message.
fn special(
    puzzle: &str,
    input: &str,
    output: &str,
) -> ((Option<i32>, String), (Option<i32>, String)) {
    let dir =
        std::env::temp_dir().join(format!("flipswap-fifteen-{}-{puzzle}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("feedback")).expect("a folder");
    let (input_file, output_file) = (dir.join("input.txt"), dir.join("output.txt"));
    fs::write(&input_file, input).expect("written");
    fs::write(&output_file, output).expect("written");
    let testlib = Command::new(BIN)
        .args(["check", puzzle, "--testlib"])
        .args([&input_file, &output_file, &output_file])
        .output()
        .expect("runs");
    let domjudge = Command::new(BIN)
        .args(["check", puzzle, "--domjudge"])
        .args([&input_file, &output_file, &dir.join("feedback")])
        .stdin(fs::File::open(&output_file).expect("opened"))
        .output()
        .expect("runs");
    let message =
        fs::read_to_string(dir.join("feedback").join("judgemessage.txt")).unwrap_or_default();
    let _ = fs::remove_dir_all(&dir);
    (
        (testlib.status.code(), text(&testlib.stderr).to_owned()),
        (domjudge.status.code(), message),
    )
}

#[test]
fn check_under_testlib_and_domjudge_reads_the_judges_input_and_the_output_apart() {
    // Right: any solving moves, the words where they hold.
    let output = "LLLRLDRDRDR\nThis puzzle is not solvable.\n";
    let (testlib, domjudge) = special("fifteen", UVA_SAMPLE, output);
    assert_eq!(testlib, (Some(0), "ok 2 cases\n".to_owned()));
    assert_eq!(domjudge.0, Some(42), "{}", domjudge.1);
    // Wrong: the words for a board that moves solve.
    let output = "This puzzle is not solvable.\nThis puzzle is not solvable.\n";
    let (testlib, domjudge) = special("fifteen", UVA_SAMPLE, output);
    assert_eq!(testlib.0, Some(1), "{}", testlib.1);
    assert!(
        testlib.1.starts_with("wrong answer case 1: "),
        "{}",
        testlib.1
    );
    assert_eq!(domjudge.0, Some(43));
    assert!(
        domjudge.1.contains("so the answer is not"),
        "{}",
        domjudge.1
    );

    let (testlib, domjudge) = special("fifteen-count", AOJ_SAMPLE, "8\n");
    assert_eq!(testlib, (Some(0), "ok 1 case\n".to_owned()));
    assert_eq!(domjudge.0, Some(42), "{}", domjudge.1);
    let (testlib, domjudge) = special("fifteen-count", AOJ_SAMPLE, "9\n");
    assert_eq!(testlib.0, Some(1), "{}", testlib.1);
    assert!(testlib.1.contains("9 is not minimal"), "{}", testlib.1);
    assert_eq!(domjudge.0, Some(43));
    // Not a number: a presentation error.
    let (testlib, _) = special("fifteen-count", AOJ_SAMPLE, "eight\n");
    assert_eq!(testlib.0, Some(2), "{}", testlib.1);
}

#[test]
fn gen_boards_are_read_back_by_the_subcommands() {
    let generate = |args: &[&str]| {
        let mut words = vec!["gen"];
        words.extend_from_slice(args);
        let (out, err, status) = flipswap(&words, "");
        assert_eq!(status, Some(0), "gen {args:?}: {err}");
        out
    };
    // Any board: every arrangement, solvable or not.
    let input = generate(&["fifteen", "--count", "24", "--seed", "7"]);
    let (count, rest) = input.split_once('\n').expect("a count line");
    assert_eq!(count, "24");
    let drawn = boards(rest);
    assert_eq!(drawn.len(), 24);
    for board in &drawn {
        let mut cells = board.to_vec();
        cells.sort_unstable();
        assert_eq!(cells, (0..16).collect::<Vec<u8>>(), "{board:?}");
    }
    let unsolvable: Vec<Board> = drawn.iter().copied().filter(|&b| !solvable(b)).collect();
    assert!(!unsolvable.is_empty() && unsolvable.len() < drawn.len());
    assert_eq!(
        input,
        generate(&["fifteen", "--count", "24", "--seed", "7"])
    );
    // Those that no moves solve are answered so (the others would take a
    // long search each).
    let mut input = format!("{}\n", unsolvable.len());
    input.extend(unsolvable.iter().map(|&board| rows(board)));
    let (out, _, status) = flipswap(&["fifteen"], &input);
    assert_eq!(out, format!("{NOT_SOLVABLE}\n").repeat(unsolvable.len()));
    assert_eq!(status, Some(0));
    // AOJ's boards all reach the goal; no count line.
    let input = generate(&["fifteen-count", "--count", "24", "--seed", "7"]);
    let drawn = boards(&input);
    assert_eq!(drawn.len(), 24);
    assert!(drawn.iter().all(|&board| solvable(board)), "{input}");

    // Exactly N moves, by the test's own search, and answered so.
    let near = near_goal(12);
    let input = generate(&["fifteen", "--moves", "12", "--count", "3", "--seed", "2"]);
    let drawn = boards(input.split_once('\n').expect("a count line").1);
    assert_eq!(drawn.len(), 3);
    let answers: String = drawn
        .iter()
        .map(|&board| canonical(board, &near) + "\n")
        .collect();
    assert!(
        drawn.iter().all(|board| near.get(board) == Some(&12)),
        "{input}"
    );
    let (out, _, status) = flipswap(&["fifteen"], &input);
    assert_eq!((out, status), (answers, Some(0)));
    let input = generate(&["fifteen-count", "--moves", "11", "--count", "3"]);
    assert!(
        boards(&input)
            .iter()
            .all(|board| near.get(board) == Some(&11)),
        "{input}"
    );
    let (out, _, status) = flipswap(&["fifteen-count"], &input);
    assert_eq!((out.as_str(), status), ("11\n11\n11\n", Some(0)));

    // Past the most, past the 50 the judge accepts, or the most itself:
    // nothing is written.
    let (out, err, status) = flipswap(&["gen", "fifteen", "--moves", "81"], "");
    assert_eq!((out.as_str(), status), ("", Some(2)));
    assert!(err.contains("the most any needs is 80"), "{err}");
    for (moves, says) in [("max", "the most moves, 80"), ("51", "at most 50")] {
        let (out, err, status) = flipswap(&["gen", "fifteen-count", "--moves", moves], "");
        assert_eq!((out.as_str(), status), ("", Some(2)), "{moves}");
        assert!(
            err.contains(says) && err.contains("flipswap help gen"),
            "{err}"
        );
    }
}

#[test]
fn help_names_both_subcommands_and_their_samples() {
    let (out, _, status) = flipswap(&["--help"], "");
    assert_eq!(status, Some(0));
    assert!(
        out.contains("  fifteen     15-Puzzle Problem (UVa 10181)"),
        "{out}"
    );
    assert!(
        out.contains("  fifteen-count\n              15 Puzzle (AOJ ALDS1_13_C)"),
        "{out}"
    );
    for (puzzle, sample) in [
        ("fifteen", "  LLLDRDRDR\n  This puzzle is not solvable.\n"),
        ("fifteen-count", "  8\n"),
    ] {
        let (out, _, status) = flipswap(&["help", puzzle], "");
        assert_eq!(status, Some(0));
        assert!(
            out.starts_with(&format!(
                "usage: flipswap {puzzle} [--show] [--limit N [--keep-going]] [--quiet] [FILE...]"
            )),
            "{out}"
        );
        assert!(out.contains(sample), "{out}");
    }
    let (out, _, _) = flipswap(&["help", "check"], "");
    assert!(
        out.contains("  fifteen     the count first") && out.contains("  fifteen-count\n"),
        "{out}"
    );
}
