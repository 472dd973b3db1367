//! The swap game at any size and moving toys (Luogu P1225, Luogu P4289)
//! through the built binary: both judges' samples byte for byte, and
//! answers on larger boards replayed by the tests' own swap rule and
//! counted against an exact matching.

use crate::common;

use common::Rng;
use common::cli::run;
use common::swap_grid::{fewest_swaps, random_board, swap};

const P1225: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";
const P1225_ANSWER: &str = "4\n1222\n1424\n3242\n4344\n";
const P4289: &str = "1111\n0000\n1110\n0010\n\n1010\n0101\n1010\n0101\n";

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

#[test]
fn both_judges_samples_print_byte_for_byte() {
    answers("swap-game", P1225, P1225_ANSWER);
    answers("moving-toys", P4289, "4\n");
    // The P4289 layout through swap-game, the P1225 one through moving-toys.
    answers("swap-game", P4289, P1225_ANSWER);
    answers("moving-toys", P1225, "4\n");
    // Cases until the end of the input, with or without blank lines.
    answers(
        "moving-toys",
        &[P4289, P4289, "\n", P4289].concat(),
        "4\n4\n4\n",
    );
    answers("swap-game", &P1225.repeat(3), &P1225_ANSWER.repeat(3));
}

fn text(rows: usize, cols: usize, board: u64) -> String {
    let mut text = String::new();
    for row in 0..rows {
        for col in 0..cols {
            text.push(if board >> (row * cols + col) & 1 == 1 {
                '1'
            } else {
                '0'
            });
        }
        text.push('\n');
    }
    text
}

#[test]
fn boards_of_every_size_are_answered_and_the_swaps_replay() {
    let mut rng = Rng::new(0x0C11_5A7E);
    let mut input = String::new();
    let mut cases = Vec::new();
    for rows in 1..=8 {
        for cols in 1..=8 {
            if (rows, cols) == (8, 4) {
                continue; // eight rows of width 4 are a whole 4 × 4 case (below)
            }
            let ones = (rng.next_u64() % (rows * cols + 1) as u64) as usize;
            let start = random_board(&mut rng, rows, cols, ones);
            let target = random_board(&mut rng, rows, cols, ones);
            input += &text(rows, cols, start);
            input += "\n";
            input += &text(rows, cols, target);
            input += "\n";
            cases.push((rows, cols, start, target));
        }
    }
    let output = run(&["swap-game"], &input);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let mut lines = stdout.lines();
    let mut counts = String::new();
    for (rows, cols, start, target) in cases {
        let count: usize = lines.next().expect("a count").parse().expect("a number");
        assert_eq!(
            count as i64,
            fewest_swaps(start, target, cols),
            "{rows} × {cols}"
        );
        counts += &format!("{count}\n");
        let mut board = start;
        for _ in 0..count {
            let digits: Vec<usize> = lines
                .next()
                .expect("a swap")
                .bytes()
                .map(|b| usize::from(b - b'1'))
                .collect();
            let [r1, c1, r2, c2] = digits[..] else {
                panic!("four digits")
            };
            assert!(r1 < rows && r2 < rows && c1 < cols && c2 < cols);
            assert_eq!(r1.abs_diff(r2) + c1.abs_diff(c2), 1);
            let (a, b) = (r1 * cols + c1, r2 * cols + c2);
            assert_eq!((board >> a & 1, board >> b & 1), (1, 0));
            board = swap(board, a, b);
        }
        assert_eq!(board, target, "{rows} × {cols}");
    }
    assert_eq!(lines.next(), None);

    // The same cases through moving-toys: the counts alone.
    answers("moving-toys", &input, &counts);
}

#[test]
fn eight_rows_of_width_4_are_a_whole_4_by_4_case_unless_a_start_waits() {
    // An 8 × 1 pair, then the judge's eight rows: the start and target of
    // the first case are each a board ended by a blank line.
    let tall = "1\n0\n0\n0\n0\n0\n0\n0\n\n0\n0\n0\n0\n0\n0\n0\n1\n\n";
    answers(
        "swap-game",
        &[tall, P1225].concat(),
        &[
            "7\n1121\n2131\n3141\n4151\n5161\n6171\n7181\n",
            P1225_ANSWER,
        ]
        .concat(),
    );
    // After a start that waits for its target, the same eight rows are its
    // target (four rows, as tall as the start) and the next case's start.
    let sample_target = "1010\n0101\n1010\n0101\n";
    let output = run(
        &["swap-game"],
        [sample_target, "\n", P1225, sample_target].concat(),
    );
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(stdout.lines().next(), Some("4"));
    assert!(stdout.ends_with("\n0\n"), "{stdout}");
}

#[test]
fn bad_cases_stop_the_run_with_the_case_named() {
    let output = run(&["moving-toys"], [P4289, "\n11\n\n1\n"].concat());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "4\n");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "flipswap moving-toys: case 2, line 13, column 1: the start board is 1 × 2 but the target board is 1 × 1; they must match\n"
    );
}
