//! The judges' samples (POJ 1753, POJ 2965, Luogu P2040, Luogu P1225)
//! through the built binary, compared byte for byte with the judges'
//! outputs.

use crate::common;

use common::cli::run;
use common::{UNREACHABLE, grid_distance, swap_cells, swap_distances};

/// Runs `flipswap <puzzle>` on `input` and checks it succeeds with `expected`
/// on stdout, byte for byte.
fn answers(puzzle: &str, input: &str, expected: &str) {
    let output = run(&[puzzle], input);
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        expected,
        "{puzzle} on {input:?}; stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(output.status.code(), Some(0), "{puzzle} on {input:?}");
}

const FLIP_GAME: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FLIP_GAME_IMPOSSIBLE: &str = "bwbw\nwwww\nwwww\nwwww\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const FRIDGE_ANSWER: &str = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n";
const LIGHTS: &str = "0 0 1\n0 1 1\n1 0 0\n";
const SWAP_GAME: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";
const SWAP_GAME_ANSWER: &str = "4\n1222\n1424\n3242\n4344\n";

#[test]
fn flip_game_sample_prints_4() {
    answers("flip-game", FLIP_GAME, "4\n");
}

#[test]
fn flip_game_impossible_sample_prints_impossible() {
    answers("flip-game", FLIP_GAME_IMPOSSIBLE, "Impossible\n");
}

#[test]
fn fridge_sample_prints_the_six_handles_in_row_major_order() {
    answers("fridge", FRIDGE, FRIDGE_ANSWER);
}

#[test]
fn lights_sample_prints_4() {
    answers("lights", LIGHTS, "4\n");
}

#[test]
fn swap_game_sample_prints_the_judge_sequence() {
    answers("swap-game", SWAP_GAME, SWAP_GAME_ANSWER);
}

#[test]
fn solved_boards_print_zero_moves() {
    answers("flip-game", "bbbb\nbbbb\nbbbb\nbbbb\n", "0\n");
    answers("flip-game", "wwww\nwwww\nwwww\nwwww\n", "0\n");
    answers("fridge", "----\n----\n----\n----\n", "0\n");
    answers("lights", "1 1 1\n1 1 1\n1 1 1\n", "0\n");
    answers(
        "swap-game",
        "1010\n0101\n1010\n0101\n1010\n0101\n1010\n0101\n",
        "0\n",
    );
}

#[test]
fn fridge_all_closed_prints_all_sixteen_handles() {
    let mut expected = String::from("16\n");
    for row in 1..=4 {
        for col in 1..=4 {
            expected.push_str(&format!("{row} {col}\n"));
        }
    }
    answers("fridge", "++++\n++++\n++++\n++++\n", &expected);
}

#[test]
fn concatenated_cases_with_blank_lines_give_concatenated_answers() {
    answers(
        "flip-game",
        &[FLIP_GAME, FLIP_GAME_IMPOSSIBLE, FLIP_GAME].join("\n"),
        "4\nImpossible\n4\n",
    );
    answers(
        "fridge",
        &[FRIDGE, "\n", FRIDGE].concat(),
        &[FRIDGE_ANSWER, FRIDGE_ANSWER].concat(),
    );
    answers(
        "lights",
        &[LIGHTS, LIGHTS, "1 1 1\n1 1 1\n1 1 1\n"].join("\n"),
        "4\n4\n0\n",
    );
    answers(
        "swap-game",
        &[SWAP_GAME, SWAP_GAME].join("\n"),
        &[SWAP_GAME_ANSWER, SWAP_GAME_ANSWER].concat(),
    );
}

#[test]
fn back_to_back_cases_without_blank_lines_give_concatenated_answers() {
    answers(
        "flip-game",
        &[FLIP_GAME, FLIP_GAME_IMPOSSIBLE].concat(),
        "4\nImpossible\n",
    );
    answers("lights", &[LIGHTS, LIGHTS].concat(), "4\n4\n");
}

#[test]
fn crlf_line_endings_and_a_missing_final_newline_are_accepted() {
    answers("flip-game", &FLIP_GAME.replace('\n', "\r\n"), "4\n");
    answers("fridge", FRIDGE.trim_end(), FRIDGE_ANSWER);
    answers(
        "swap-game",
        &SWAP_GAME.replace('\n', "\r\n"),
        SWAP_GAME_ANSWER,
    );
}

#[test]
fn empty_input_prints_nothing() {
    for puzzle in ["flip-game", "fridge", "lights", "swap-game"] {
        answers(puzzle, "", "");
    }
}

#[test]
fn bad_input_exits_with_status_1() {
    for (puzzle, input) in [
        ("flip-game", "bwwb\nbbxb\nbwwb\nbwww\n"),
        ("fridge", "-+--\n----\n"),
        ("lights", "0 0 2\n0 1 1\n1 0 0\n"),
        (
            "swap-game",
            "1111\n0000\n1110\n0010\n1111\n0101\n1010\n0101\n",
        ),
    ] {
        let output = run(&[puzzle], input);
        assert_eq!(output.status.code(), Some(1), "{puzzle} on {input:?}");
        assert!(
            !output.stderr.is_empty(),
            "{puzzle} on {input:?} says nothing on stderr"
        );
    }
}

#[test]
fn unknown_subcommand_exits_with_status_2() {
    let output = run(&["no-such-puzzle"], FLIP_GAME);
    assert_eq!(output.status.code(), Some(2));
    let output = run(&[], FLIP_GAME);
    assert_eq!(output.status.code(), Some(2));
}

/// Reads a swap-game answer (`N`, then `N` lines `abcd`, 1-based) and makes
/// its swaps on `start`, checking each moves a black piece to an adjacent
/// empty cell; returns `N` and the board reached.
fn replay_answer(start: u16, answer: &str) -> (usize, u16) {
    let mut lines = answer.lines();
    let count: usize = lines
        .next()
        .expect("a count line")
        .parse()
        .expect("a number");
    let mut board = start;
    for line in lines.by_ref().take(count) {
        let digits: Vec<usize> = line
            .bytes()
            .map(|digit| usize::from(digit - b'1'))
            .collect();
        assert_eq!(digits.len(), 4, "{line:?}");
        let (a, b) = (digits[0] * 4 + digits[1], digits[2] * 4 + digits[3]);
        assert!(
            digits.iter().all(|&d| d < 4) && grid_distance(a, b) == 1,
            "{line:?}"
        );
        assert_ne!(
            board >> a & 1,
            board >> b & 1,
            "{line:?} swaps equal pieces"
        );
        board = swap_cells(board, a, b);
    }
    assert_eq!(lines.next(), None, "more lines than the count says");
    (count, board)
}

#[test]
fn swap_game_worst_judge_pair_prints_a_full_shortest_sequence() {
    // Eight pieces each; the pair needs the most swaps of any input.
    let (start, target) = (0x017F, 0xFE80);
    let input = "1111\n1110\n1000\n0000\n0000\n0001\n0111\n1111\n";
    let output = run(&["swap-game"], input);
    assert_eq!(output.status.code(), Some(0));
    let answer = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(answer.ends_with('\n'));
    let (count, reached) = replay_answer(start, &answer);
    assert_eq!(reached, target, "{answer}");
    let distance = swap_distances(start)[usize::from(target)];
    assert_ne!(distance, UNREACHABLE);
    assert_eq!(count, usize::from(distance), "{answer}");
}
