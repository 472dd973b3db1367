//! Sliding tiles through the built binary: PUZZLES.md §19's format at every
//! size, answers against the oracle of `common::sliding`, `Impossible`, bad
//! input named at its line, `--show`, `check sliding` (any shortest legal
//! moves accepted, wrong counts, moves and words refused) and `gen
//! sliding`'s pairs read back with exactly the moves asked for.

use crate::common;

use common::Rng;
use common::cli::flipswap;
use common::sliding::{self, Distances, Grid};

/// A case: the start's rows, a blank line, the target's rows.
fn case(start: &Grid, target: &Grid) -> String {
    format!("{}\n\n{}\n", start.text(), target.text())
}

/// The oracle's answer as the command writes it.
fn expected(start: &Grid, distances: &Distances) -> String {
    match distances.canonical(start) {
        Some(moves) => format!("{}\n{moves}\n", moves.len()),
        None => "Impossible\n".to_owned(),
    }
}

#[test]
fn the_sample_and_impossible() {
    let (out, err, code) = flipswap(&["sliding"], "1 2 3\n0 4 5\n\n1 2 3\n4 5 0\n");
    assert_eq!((out.as_str(), err.as_str(), code), ("2\nrr\n", "", Some(0)));
    let (out, _, code) = flipswap(&["sliding"], "2 1\n3 0\n\n1 2\n3 0");
    assert_eq!((out.as_str(), code), ("Impossible\n", Some(0)));
    // The start is the target: no moves, an empty line.
    let (out, _, _) = flipswap(&["sliding"], "1 2\n3 0\n\n1 2\n3 0\n");
    assert_eq!(out, "0\n\n");
}

#[test]
fn cases_of_every_size_up_to_eight_cells_and_three_by_three_against_the_oracle() {
    let mut rng = Rng::new(19);
    for (rows, cols) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)] {
        let target = sliding::random_grid(&mut rng, rows, cols);
        let distances = Distances::of(&target);
        let (mut input, mut want) = (String::new(), String::new());
        for i in 0..30 {
            let start = sliding::random_grid(&mut rng, rows, cols);
            if i > 0 {
                input.push('\n');
            }
            input.push_str(&case(&start, &target));
            want.push_str(&expected(&start, &distances));
        }
        let (out, err, code) = flipswap(&["sliding"], &input);
        assert_eq!(
            (out, err, code),
            (want, String::new(), Some(0)),
            "{rows}x{cols}"
        );
    }
}

#[test]
fn larger_cases_against_the_ida_star() {
    let mut rng = Rng::new(20);
    for (rows, cols) in [(3, 4), (4, 3), (4, 4)] {
        let target = sliding::random_grid(&mut rng, rows, cols);
        let start = sliding::random_walk(&mut rng, &target, 24);
        let moves = sliding::ida_star(&start, &target).expect("a walk reaches back");
        let (out, _, code) = flipswap(&["sliding"], &case(&start, &target));
        assert_eq!(
            (out, code),
            (format!("{}\n{moves}\n", moves.len()), Some(0))
        );
    }
}

#[test]
fn bad_input_is_named_at_its_line() {
    for (input, line, words) in [
        (
            "1 2\n3 0\n\n1 2 0\n",
            "line 4",
            "the start board is 2 × 2 but the target board is 1 × 3",
        ),
        (
            "1 2 3 4 5\n",
            "line 1, column 9",
            "expected at most 4 cells in a row, found 5",
        ),
        (
            "1 0\n\n0 1\n",
            "line 3",
            "expected a board of at least 2 rows and 2 columns",
        ),
        (
            "1 2\n3 4\n\n1 2\n3 0\n",
            "line 5",
            "expected a tile from 1 to 3, found 4",
        ),
        (
            "1 2\n2 0\n",
            "line 2, column 1",
            "expected each tile once, found 2 a second time",
        ),
        (
            "1 2\n3 0\n4 5\n6 7\n8 9\n",
            "line 5",
            "a board holds at most 4 rows",
        ),
        ("1 2\n3 0\n", "", "target"),
    ] {
        let (_, err, code) = flipswap(&["sliding"], input);
        assert_eq!(code, Some(1), "{input:?}: {err}");
        assert!(
            err.contains(line) && err.contains(words),
            "{input:?}: {err}"
        );
    }
    // The answers before a bad case are printed.
    let (out, _, code) = flipswap(&["sliding"], "1 2\n3 0\n\n1 0\n3 2\n\n1 2\n2 0\n");
    assert_eq!((out.as_str(), code), ("1\nu\n", Some(1)));
}

#[test]
fn show_draws_every_board() {
    let (out, _, _) = flipswap(&["sliding", "--show"], "1 2 3\n4 5 0\n\n1 2 3\n4 0 5\n");
    assert_eq!(
        out,
        "1\nl\n\nstart:\n1 2 3\n4 5 0\n\nmove l:\n1 2 3\n4 0 5\n\n"
    );
}

#[test]
fn check_accepts_any_shortest_moves_and_refuses_the_rest() {
    // Two shortest answers of one pair: the canonical `druldr` and `rdlurd`.
    let square = "0 1 2\n3 4 5\n\n4 3 2\n1 0 5\n";
    let (out, _, _) = flipswap(&["sliding"], square);
    assert_eq!(out, "6\ndruldr\n");
    for answer in ["6\ndruldr\n", "6\nrdlurd\n"] {
        let (out, err, code) = flipswap(&["check", "sliding"], &format!("{square}{answer}"));
        assert_eq!(code, Some(0), "{answer:?}: {out}{err}");
    }
    for (answer, words) in [
        ("8\ndruldrlr\n", "minimal"),
        ("6\ndrulrd\n", "goal"),
        ("6\nuuuuuu\n", "move"),
        ("Impossible\n", "Impossible"),
        ("5\ndruld\n", "least number of moves is 6"),
    ] {
        let (out, err, code) = flipswap(&["check", "sliding"], &format!("{square}{answer}"));
        assert_eq!(code, Some(3), "{answer:?}: {out}{err}");
        assert!(
            out.contains(words) || err.contains(words),
            "{answer:?}: {out}{err}"
        );
    }
    // Impossible is right exactly when no moves reach the target.
    let swapped = "2 1\n3 0\n\n1 2\n3 0\n";
    let (_, _, code) = flipswap(&["check", "sliding"], &format!("{swapped}Impossible\n"));
    assert_eq!(code, Some(0));
    let (_, _, code) = flipswap(&["check", "sliding"], &format!("{swapped}0\n\n"));
    assert_eq!(code, Some(3));
}

#[test]
fn gen_writes_pairs_that_need_exactly_the_moves_asked() {
    for (size, moves) in [
        ("2x2", "5"),
        ("2x4", "30"),
        ("3x3", "20"),
        ("4x3", "18"),
        ("4x4", "14"),
    ] {
        let args = [
            "gen", "sliding", "--size", size, "--moves", moves, "--count", "3", "--seed", "7",
        ];
        let (input, err, code) = flipswap(&args, "");
        assert_eq!((err.as_str(), code), ("", Some(0)), "{size}");
        let (out, _, code) = flipswap(&["sliding"], &input);
        assert_eq!(code, Some(0));
        let counts: Vec<&str> = out.lines().step_by(2).collect();
        assert_eq!(counts, [moves; 3], "{size}: {input}");
        // And the answers are judged right.
        let (_, _, code) = flipswap(&["check", "sliding"], &interleave(&input, &out));
        assert_eq!(code, Some(0), "{size}");
    }
    // Any pair: each case reaches its target; the answers replay.
    let (input, _, code) = flipswap(&["gen", "sliding", "--size", "2x3", "--count", "5"], "");
    assert_eq!(code, Some(0));
    let (out, _, _) = flipswap(&["sliding"], &input);
    assert!(!out.contains("Impossible"));
    for bad in ["1x3", "5x2"] {
        let (_, err, code) = flipswap(&["gen", "sliding", "--size", bad], "");
        assert_eq!(code, Some(2), "{bad}: {err}");
    }
    // The most is known at 3 × 3, not for every 4 × 4 target.
    let (input, _, code) = flipswap(&["gen", "sliding", "--moves", "max"], "");
    assert_eq!(code, Some(0));
    let (start, target) = sliding::parse_pair(&input);
    let distances = Distances::of(&target);
    assert_eq!(distances.get(&start), Some(distances.most));
    let (_, _, code) = flipswap(&["gen", "sliding", "--size", "4x4", "--moves", "max"], "");
    assert_eq!(code, Some(2));
}

/// Each case of `input` (boards ended by blank lines, two a case) followed
/// by its two lines of `answers`.
fn interleave(input: &str, answers: &str) -> String {
    let cases: Vec<&str> = input.trim_end().split("\n\n").collect();
    let answers: Vec<&str> = answers.lines().collect();
    let mut out = String::new();
    for (k, pair) in cases.chunks(2).enumerate() {
        out.push_str(&format!("{}\n\n{}\n", pair[0], pair[1]));
        out.push_str(&format!("{}\n{}\n", answers[2 * k], answers[2 * k + 1]));
    }
    out
}
