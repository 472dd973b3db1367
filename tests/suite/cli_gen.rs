//! `flipswap gen` through the built binary: every subcommand's boards,
//! read back by the tests' own parsers, need exactly the moves asked for by
//! the oracles in `common`; the same seed gives the same bytes; `--moves`
//! past the most is refused with the most; and the generated input is
//! answered by the subcommand itself.

use std::sync::OnceLock;

use crate::common;

use common::cli::{run, text};
use common::eight;
use common::lights_out::{Bits, Oracle};
use common::{UNREACHABLE, cross_masks, matching_cost, row_and_column_masks, toggle_distances};

/// Runs `flipswap gen <args>`: standard output, standard error, status.
fn generate(args: &[&str]) -> (String, String, Option<i32>) {
    let mut words = vec!["gen"];
    words.extend_from_slice(args);
    let output = run(&words, "");
    (
        text(&output.stdout).to_owned(),
        text(&output.stderr).to_owned(),
        output.status.code(),
    )
}

/// `flipswap gen <args>`, which must succeed.
fn generated(args: &[&str]) -> String {
    let (out, err, status) = generate(args);
    assert_eq!(status, Some(0), "gen {args:?}: {err}");
    out
}

/// The blocks of `text` that blank lines separate, each as its lines.
fn blocks(text: &str) -> Vec<Vec<&str>> {
    let mut blocks = vec![Vec::new()];
    for line in text.lines() {
        if line.trim().is_empty() {
            blocks.push(Vec::new());
        } else if let Some(block) = blocks.last_mut() {
            block.push(line);
        }
    }
    blocks.retain(|block| !block.is_empty());
    blocks
}

/// A row of symbols (spaces between them or not) as the cells it sets:
/// `set` marks a set cell, any other symbol a clear one.
fn row_bits(line: &str, set: char) -> Vec<bool> {
    line.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c == set)
        .collect()
}

/// The cells of a board's rows, in reading order.
fn board_bits(lines: &[&str], set: char) -> (usize, usize, Bits) {
    let rows: Vec<Vec<bool>> = lines.iter().map(|line| row_bits(line, set)).collect();
    let cols = rows.first().map_or(0, Vec::len);
    assert!(rows.iter().all(|row| row.len() == cols), "ragged {lines:?}");
    let mut bits = Bits::EMPTY;
    for (cell, _) in rows.iter().flatten().enumerate().filter(|(_, on)| **on) {
        bits.set(cell);
    }
    (rows.len(), cols, bits)
}

/// The same cells as a `u16` (boards of at most 16 cells).
fn small_bits(lines: &[&str], set: char) -> u16 {
    let (_, _, bits) = board_bits(lines, set);
    bits.cells().fold(0, |acc, cell| acc | 1 << cell)
}

/// The fewest presses of a Lights Out board to `goal` (`false` all off,
/// `true` all on), by the oracle's elimination.
fn lights_out_presses(lines: &[&str], set: char, on: bool) -> Option<u32> {
    let (rows, cols, lights) = board_bits(lines, set);
    let goal = if on {
        Bits::first(rows * cols)
    } else {
        Bits::EMPTY
    };
    Oracle::new(rows, cols)
        .canonical(&lights, &[goal])
        .map(|presses| presses.count())
}

fn flip_game_distances() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| toggle_distances(&cross_masks(4, 4), &[0, 0xFFFF]))
}

fn fridge_distances() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| toggle_distances(&row_and_column_masks(), &[0]))
}

fn lights_distances() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| toggle_distances(&cross_masks(3, 3), &[0x1FF]))
}

/// From a table of toggle distances, the moves of each board of `rows`
/// lines: `None` where no presses solve it.
fn toggle_moves(input: &str, rows: usize, set: char, table: &[u8]) -> Vec<Option<u32>> {
    let lines: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len() % rows, 0, "whole boards:\n{input}");
    lines
        .chunks(rows)
        .map(|board| {
            let moves = table[usize::from(small_bits(board, set))];
            (moves != UNREACHABLE).then_some(u32::from(moves))
        })
        .collect()
}

/// The moves each case of `puzzle`'s input needs, by the oracles, read with
/// the tests' own reading of the judge's format (PUZZLES.md): every
/// subcommand but the 15-puzzle's and sliding (the swap game's at 4 × 4).
pub(crate) fn oracle_moves(puzzle: &str, input: &str) -> Vec<Option<u32>> {
    let lines: Vec<&str> = input.lines().collect();
    match puzzle {
        "flip-game" => toggle_moves(input, 4, 'w', flip_game_distances()),
        "fridge" => toggle_moves(input, 4, '+', fridge_distances()),
        "lights" => toggle_moves(input, 3, '1', lights_distances()),
        "lights-out" => blocks(input)
            .iter()
            .map(|board| lights_out_presses(board, '1', false))
            .collect(),
        "fliptile" => {
            let mut moves = Vec::new();
            let mut at = 0;
            while at < lines.len() {
                let head: Vec<usize> = lines[at]
                    .split_whitespace()
                    .map(|n| n.parse().expect("M N"))
                    .collect();
                let rows = head[0];
                moves.push(lights_out_presses(&lines[at + 1..=at + rows], '1', false));
                at += rows + 1;
            }
            moves
        }
        "extended-lights-out" => {
            let count: usize = lines[0].parse().expect("the count");
            assert_eq!(lines.len(), 1 + count * 5);
            lines[1..]
                .chunks(5)
                .map(|board| lights_out_presses(board, '1', false))
                .collect()
        }
        // Luogu P10449 puts a blank line between boards.
        "switches" => {
            let count: usize = lines[0].parse().expect("the count");
            assert_eq!(lines.len(), count * 6);
            lines[1..]
                .chunks(6)
                .map(|board| lights_out_presses(&board[..5], '1', true))
                .collect()
        }
        "painter" => {
            let count: usize = lines[0].parse().expect("the count");
            let mut moves = Vec::new();
            let mut at = 1;
            for _ in 0..count {
                let side: usize = lines[at].parse().expect("n");
                moves.push(lights_out_presses(&lines[at + 1..=at + side], 'y', true));
                at += side + 1;
            }
            assert_eq!(at, lines.len());
            moves
        }
        "lights-off" => {
            assert_eq!(lines.last(), Some(&"end"));
            lines[..lines.len() - 1]
                .chunks(11)
                .map(|case| lights_out_presses(&case[1..], 'O', false))
                .collect()
        }
        "water-bowls" | "flip-cards" => lines
            .iter()
            .map(|line| lights_out_presses(&[line], '1', false))
            .collect(),
        "swap-game" | "moving-toys" => {
            let boards: Vec<Vec<&str>> = if puzzle == "swap-game" {
                blocks(input)
                    .iter()
                    .flat_map(|case| {
                        let (start, target) = case.split_at(case.len() / 2);
                        [start.to_vec(), target.to_vec()]
                    })
                    .collect()
            } else {
                blocks(input)
            };
            boards
                .chunks(2)
                .map(|pair| {
                    let (start, target) = (small_bits(&pair[0], '1'), small_bits(&pair[1], '1'));
                    Some(u32::from(matching_cost(start & !target, target & !start)))
                })
                .collect()
        }
        "eight" => lines
            .iter()
            .map(|line| {
                let board = eight::parse(line).expect("a board");
                eight::to_goal().get(board).map(u32::from)
            })
            .collect(),
        "eight-digits" => lines
            .iter()
            .map(|line| {
                let board = eight::parse(line).expect("a board");
                eight::to_centre().get(board).map(u32::from)
            })
            .collect(),
        "eight-ii" => lines[1..]
            .chunks(2)
            .map(|pair| {
                let start = eight::parse(pair[0]).expect("a start");
                let target = eight::parse(pair[1]).expect("a target");
                eight::distances_once(target).get(start).map(u32::from)
            })
            .collect(),
        other => panic!("no oracle for {other}"),
    }
}

/// Every subcommand: boards needing `moves`, with the options it needs.
const CASES: &[(&str, &[&str], u32)] = &[
    ("flip-game", &[], 4),
    ("fridge", &[], 9),
    ("lights", &[], 5),
    ("lights-out", &["--size", "4x6"], 7),
    ("fliptile", &["--size", "3x4"], 5),
    ("extended-lights-out", &[], 12),
    ("painter", &["--size", "4x4"], 6),
    ("lights-off", &[], 20),
    ("switches", &[], 6),
    ("water-bowls", &[], 8),
    ("flip-cards", &["--size", "1x9"], 4),
    ("swap-game", &[], 10),
    ("moving-toys", &[], 7),
    ("eight", &[], 20),
    ("eight-ii", &[], 17),
    ("eight-digits", &[], 25),
];

#[test]
fn every_subcommand_writes_boards_that_need_exactly_the_moves_asked() {
    for &(puzzle, options, moves) in CASES {
        let count = if puzzle == "eight-ii" { "2" } else { "4" };
        let n = moves.to_string();
        let mut args = vec![puzzle, "--moves", &n, "--count", count, "--seed", "3"];
        args.extend_from_slice(options);
        let input = generated(&args);
        let found = oracle_moves(puzzle, &input);
        assert_eq!(
            found.len(),
            count.parse::<usize>().unwrap(),
            "{puzzle}:\n{input}"
        );
        assert!(
            found.iter().all(|&found| found == Some(moves)),
            "{puzzle}: {found:?}, asked {moves}:\n{input}"
        );
        // The subcommand reads its own input back and answers every case.
        let output = run(&[puzzle], &input);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{puzzle}: {}",
            text(&output.stderr)
        );
        assert!(!output.stdout.is_empty(), "{puzzle}");
    }
}

#[test]
fn the_issue_example_prints_fifteen_three_times_with_maps() {
    let input = generated(&[
        "lights-out",
        "--size",
        "5x5",
        "--moves",
        "max",
        "--count",
        "3",
        "--seed",
        "1",
    ]);
    let output = run(&["lights-out"], &input);
    assert_eq!(output.status.code(), Some(0));
    let lines: Vec<&str> = text(&output.stdout).lines().collect();
    assert_eq!(lines.len(), 18, "{lines:?}");
    for answer in lines.chunks(6) {
        assert_eq!(answer[0], "15");
        let presses: usize = answer[1..].iter().map(|row| row.matches('1').count()).sum();
        assert_eq!(presses, 15);
    }
    let found = oracle_moves("lights-out", &input);
    assert_eq!(found, [Some(15); 3]);
}

#[test]
fn max_gives_the_most_each_table_and_size_needs() {
    // PUZZLES.md: Flip Game 6, the refrigerator 16, the lights 9, Eight 31,
    // the centre goal 30, 4 × 4 Lights Out 7.
    for (puzzle, options, most) in [
        ("flip-game", &[][..], 6),
        ("fridge", &[], 16),
        ("lights", &[], 9),
        ("eight", &[], 31),
        ("eight-digits", &[], 30),
        ("lights-out", &["--size", "4x4"][..], 7),
    ] {
        let mut args = vec![puzzle, "--moves", "max", "--count", "2"];
        args.extend_from_slice(options);
        let input = generated(&args);
        assert_eq!(oracle_moves(puzzle, &input), [Some(most); 2], "{puzzle}");

        // One more is refused, nothing written, the most named.
        let past = (most + 1).to_string();
        let mut args = vec![puzzle, "--moves", &past];
        args.extend_from_slice(options);
        let (out, err, status) = generate(&args);
        assert_eq!((out.as_str(), status), ("", Some(2)), "{puzzle}");
        assert!(
            err.contains(&format!("the most any needs is {most}")),
            "{puzzle}: {err}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_bytes_and_another_seed_others() {
    for (puzzle, options) in [
        ("lights-out", &["--size", "6x6", "--moves", "9"][..]),
        ("eight-ii", &["--moves", "12"][..]),
        ("swap-game", &["--size", "5x5", "--moves", "6"][..]),
        ("flip-game", &[][..]),
    ] {
        let with_seed = |seed: &'static str| {
            let mut args = vec![puzzle, "--count", "5", "--seed", seed];
            args.extend_from_slice(options);
            generated(&args)
        };
        assert_eq!(with_seed("42"), with_seed("42"), "{puzzle}");
        assert_ne!(with_seed("42"), with_seed("43"), "{puzzle}");
    }
}

#[test]
fn without_moves_boards_of_any_difficulty_come_out_solvable_or_not() {
    let input = generated(&["flip-game", "--count", "40", "--seed", "5"]);
    let found = oracle_moves("flip-game", &input);
    assert_eq!(found.len(), 40);
    // 61,440 of the 65,536 boards cannot be made one colour.
    assert!(found.contains(&None));
    let input = generated(&["eight", "--count", "40", "--seed", "5"]);
    let found = oracle_moves("eight", &input);
    assert!(found.contains(&None) && found.iter().any(Option::is_some));
}

#[test]
fn sizes_the_format_does_not_hold_are_usage_errors() {
    for args in [
        &["flip-game", "--size", "5x5"][..],
        &["painter", "--size", "4x5"],
        &["lights-out", "--size", "33x2"],
        &["swap-game", "--size", "9x9"],
        &["lights-out", "--size", "five"],
        &["fridge", "--goal", "on"],
        &["eight", "--moves", "many"],
    ] {
        let (out, err, status) = generate(args);
        assert_eq!((out.as_str(), status), ("", Some(2)), "{args:?}: {err}");
        assert!(err.contains("flipswap help gen"), "{args:?}: {err}");
    }
}

/// `gen` streams: the first boards of a run of a billion reach a reader at
/// once, and when the reader stops reading and closes the pipe, `gen`
/// ends quietly with status 0 instead of drawing on. The boards are Flip
/// Game's, each needing the three moves asked for by the tests' own
/// search of every board.
#[test]
fn gen_writes_each_board_as_it_is_drawn_and_ends_quietly_at_a_closed_pipe() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    // Distances to either one-colour board.
    let distances = toggle_distances(&cross_masks(4, 4), &[0, 0xFFFF]);
    let mut child = Command::new(common::cli::BIN)
        .args(["gen", "flip-game", "--moves", "3", "--count", "1000000000"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("flipswap runs");
    let stdout = child.stdout.take().expect("stdout");
    // Read in a thread, so that a `gen` that holds its boards back fails
    // the test instead of hanging it.
    let (sent, boards) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut out = BufReader::new(stdout);
        for _ in 0..3 {
            let mut board = 0u32;
            for row in 0..4 {
                let mut line = String::new();
                out.read_line(&mut line).expect("a line");
                for (col, symbol) in line.trim_end().bytes().enumerate() {
                    assert!(symbol == b'b' || symbol == b'w', "{line:?}");
                    board |= u32::from(symbol == b'b') << (4 * row + col);
                }
            }
            if sent.send(board).is_err() {
                return;
            }
        }
    });
    for _ in 0..3 {
        let Ok(board) = boards.recv_timeout(Duration::from_secs(60)) else {
            child.kill().expect("kills");
            panic!("no board from gen within 60 s");
        };
        assert_eq!(distances[board as usize], 3, "{board:016b}");
    }
    // The reader's end of the pipe closes as its thread ends.
    reader.join().expect("the reader reads three boards");
    let closed = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if closed.elapsed() > Duration::from_secs(60) {
            child.kill().expect("kills");
            panic!("gen went on drawing after its reader closed the pipe");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().expect("stderr"), &mut err)
        .expect("stderr");
    assert_eq!((status.code(), err.as_str()), (Some(0), ""));
}
