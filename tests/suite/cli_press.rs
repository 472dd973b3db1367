//! The press puzzles on graphs through the command (`graph-lights`,
//! `switch-problem`, `lanterns`): the judges' samples, random cases against
//! the tests' own oracle (every set of presses tried), bad input named by
//! case, line and column, and `gen | validate | answer | check`.

use std::fmt::Write as _;

use crate::common::Random;
use crate::common::cli::flipswap;
use crate::common::press::Matrix;

/// `bits` as a line of `n` states.
fn states(bits: &[u8]) -> String {
    let words: Vec<String> = bits.iter().map(u8::to_string).collect();
    words.join(" ")
}

#[test]
fn the_judges_samples() {
    let lights = "5 6\n1 2\n1 3\n4 2\n3 4\n2 5\n5 3\n";
    assert_eq!(
        flipswap(&["graph-lights"], lights),
        ("3\n".into(), String::new(), Some(0))
    );
    let switches =
        "2\n3\n0 0 0\n1 1 1\n1 2\n1 3\n2 1\n2 3\n3 1\n3 2\n0 0\n3\n0 0 0\n1 0 1\n1 2\n2 1\n0 0\n";
    let (out, err, code) = flipswap(&["switch-problem"], switches);
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        ("4\nOh,it's impossible~!!\n", "", Some(0))
    );
    let lanterns = "2\n3 2\n2 1 2\n2 1 3\n2\n0 1 1\n1 1 1\n3 3\n0\n0\n0\n2\n0 0 0\n1 0 0\n";
    let (out, err, code) = flipswap(&["lanterns"], lanterns);
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        ("Case 1:\n1\n0\nCase 2:\n8\n0\n", "", Some(0))
    );
    // The judge's copy of Lights has trailing spaces.
    let spaced = "5 6 \n1 2 \n1 3 \n4 2 \n3 4 \n2 5 \n5 3 \n";
    assert_eq!(flipswap(&["graph-lights"], spaced).0, "3\n");
}

#[test]
fn graph_lights_are_the_fewest_of_every_set_of_presses() {
    let mut rng = Random(0x9E37_79B9_7F4A_7C15);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..40 {
        let n = 1 + rng.below(12) as usize;
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if rng.below(3) == 0 {
                    edges.push((a, b));
                }
            }
        }
        if edges.is_empty() {
            continue;
        }
        writeln!(input, "{} {}", n, edges.len()).unwrap();
        for &(a, b) in &edges {
            // Either end first.
            let (a, b) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
            writeln!(input, "{} {}", a + 1, b + 1).unwrap();
        }
        let matrix = Matrix::graph(n, &edges, false);
        let (_, fewest) = matrix.brute(&vec![0; n], &vec![1; n]);
        let presses: u32 = fewest
            .expect("every graph's lights can be lit")
            .iter()
            .map(|&p| u32::from(p))
            .sum();
        writeln!(expected, "{presses}").unwrap();
    }
    let (out, err, code) = flipswap(&["graph-lights"], &input);
    assert_eq!((err.as_str(), code), ("", Some(0)));
    assert_eq!(out, expected);
}

#[test]
fn switch_problem_counts_every_set_of_switches() {
    let mut rng = Random(0x1234_5678_9ABC_DEF1);
    let cases = 40;
    let (mut input, mut expected) = (format!("{cases}\n"), String::new());
    for _ in 0..cases {
        let n = 1 + rng.below(11) as usize;
        let start: Vec<u8> = (0..n).map(|_| rng.below(2) as u8).collect();
        let end: Vec<u8> = (0..n).map(|_| rng.below(2) as u8).collect();
        writeln!(input, "{n}\n{}\n{}", states(&start), states(&end)).unwrap();
        let mut pairs = Vec::new();
        for _ in 0..rng.below(2 * n as u64 + 1) {
            let (i, j) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            writeln!(input, "{} {}", i + 1, j + 1).unwrap();
            if i != j && !pairs.contains(&(i, j)) {
                pairs.push((i, j));
            }
        }
        input.push_str("0 0\n");
        let (count, _) = Matrix::graph(n, &pairs, true).brute(&start, &end);
        match count {
            0 => expected.push_str("Oh,it's impossible~!!\n"),
            n => writeln!(expected, "{n}").unwrap(),
        }
    }
    let (out, err, code) = flipswap(&["switch-problem"], &input);
    assert_eq!((err.as_str(), code), ("", Some(0)));
    assert_eq!(out, expected);
}

#[test]
fn lanterns_count_every_set_of_switches_per_query() {
    let mut rng = Random(0x0F1E_2D3C_4B5A_6978);
    let cases = 5;
    let (mut input, mut expected) = (format!("{cases}\n"), String::new());
    for case in 1..=cases {
        let (n, m) = (1 + rng.below(10) as usize, 1 + rng.below(10) as usize);
        writeln!(input, "{n} {m}").unwrap();
        let mut adds = vec![vec![0u8; n]; m];
        for row in &mut adds {
            let lanterns: Vec<usize> = (0..n).filter(|_| rng.below(3) == 0).collect();
            write!(input, "{}", lanterns.len()).unwrap();
            for &l in &lanterns {
                write!(input, " {}", l + 1).unwrap();
                row[l] = 1;
            }
            input.push('\n');
        }
        let matrix = Matrix { states: 2, adds };
        let queries = 1 + rng.below(8);
        writeln!(input, "{queries}").unwrap();
        writeln!(expected, "Case {case}:").unwrap();
        for _ in 0..queries {
            let want: Vec<u8> = (0..n).map(|_| rng.below(2) as u8).collect();
            writeln!(input, "{}", states(&want)).unwrap();
            let (count, _) = matrix.brute(&vec![0; n], &want);
            writeln!(expected, "{count}").unwrap();
        }
    }
    let (out, err, code) = flipswap(&["lanterns"], &input);
    assert_eq!((err.as_str(), code), ("", Some(0)));
    assert_eq!(out, expected);
}

#[test]
fn bad_input_is_named_by_case_line_and_column() {
    let cases: [(&str, &str, &str); 6] = [
        (
            "graph-lights",
            "3 2\n1 2\n2 2\n",
            "case 1, line 3, column 3: the edge 2 2 joins a light to itself",
        ),
        (
            "graph-lights",
            "3 2\n1 2\n2 1\n",
            "case 1, line 3, column 3: the edge 2 1 comes twice",
        ),
        (
            "graph-lights",
            "36 1\n1 2\n",
            "case 1, line 1, column 1: expected the number of lights from 1 to 35, found 36",
        ),
        (
            "graph-lights",
            "3 2\n1 2\n",
            "case 1, line 3, column 1: expected a line 'a b', an edge, found end of input",
        ),
        (
            "switch-problem",
            "1\n2\n0 1\n1 2\n1 2\n0 0\n",
            "case 1, line 4, column 3: expected a state from 0 to 1, found 2",
        ),
        (
            "lanterns",
            "1\n2 1\n1 3\n1\n0 0\n",
            "case 1, line 3, column 3: expected a lantern from 1 to 2, found 3",
        ),
    ];
    for (puzzle, input, error) in cases {
        let (out, err, code) = flipswap(&[puzzle], input);
        assert_eq!(out, "", "{puzzle} {input:?}");
        assert_eq!(
            err,
            format!("flipswap {puzzle}: {error}\n"),
            "{puzzle} {input:?}"
        );
        assert_eq!(code, Some(1), "{puzzle} {input:?}");
    }
}

#[test]
fn generated_cases_validate_and_their_answers_check() {
    for (puzzle, size) in [
        ("graph-lights", "12x20"),
        ("switch-problem", "10x15"),
        ("lanterns", "9x7"),
    ] {
        for seed in ["1", "2"] {
            let count = if puzzle == "graph-lights" { "1" } else { "4" };
            let args = [
                "gen", puzzle, "--size", size, "--count", count, "--seed", seed,
            ];
            let (input, err, code) = flipswap(&args, "");
            assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
            let (out, err, code) = flipswap(&["validate", puzzle], &input);
            assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}: {out}");
            let (answers, err, code) = flipswap(&[puzzle], &input);
            assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
            let dir = std::env::temp_dir().join(format!(
                "flipswap-press-{puzzle}-{seed}-{}",
                std::process::id()
            ));
            std::fs::create_dir_all(&dir).unwrap();
            let (case_file, answer_file) = (dir.join("in"), dir.join("out"));
            std::fs::write(&case_file, &input).unwrap();
            std::fs::write(&answer_file, &answers).unwrap();
            let paths = [case_file.to_str().unwrap(), answer_file.to_str().unwrap()];
            let judged = ["check", puzzle, "--testlib", paths[0], paths[1], paths[1]];
            let (_, err, code) = flipswap(&judged, "");
            assert_eq!(code, Some(0), "{args:?}: {err}");
            // A wrong last number is caught.
            let wrong = answers
                .trim_end()
                .rsplit_once('\n')
                .map_or(String::new(), |(head, _)| format!("{head}\n"));
            std::fs::write(&answer_file, format!("{wrong}999999\n")).unwrap();
            let paths = [case_file.to_str().unwrap(), answer_file.to_str().unwrap()];
            let (_, _, code) = flipswap(
                &["check", puzzle, "--testlib", paths[0], paths[1], paths[1]],
                "",
            );
            assert_eq!(code, Some(1), "{args:?}");
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }
}

#[test]
fn gen_draws_graphs_of_exactly_the_presses_asked() {
    for moves in [3, 4, 6] {
        let args = [
            "gen",
            "graph-lights",
            "--size",
            "10x15",
            "--moves",
            &moves.to_string(),
            "--seed",
            "3",
        ];
        let (input, err, code) = flipswap(&args, "");
        assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
        // The oracle: every set of presses of the graph written.
        let mut lines = input.lines();
        let (n, m) = lines.next().unwrap().split_once(' ').unwrap();
        let (n, m): (usize, usize) = (n.parse().unwrap(), m.parse().unwrap());
        let edges: Vec<(usize, usize)> = lines
            .take(m)
            .map(|line| {
                let (a, b) = line.split_once(' ').unwrap();
                (
                    a.parse::<usize>().unwrap() - 1,
                    b.parse::<usize>().unwrap() - 1,
                )
            })
            .collect();
        let (_, fewest) = Matrix::graph(n, &edges, false).brute(&vec![0; n], &vec![1; n]);
        let presses: u32 = fewest.unwrap().iter().map(|&p| u32::from(p)).sum();
        assert_eq!(presses, moves, "{input}");
    }
    let (_, err, code) = flipswap(&["gen", "switch-problem", "--moves", "3"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("a number of ways"), "{err}");
}

/// HDU 5755's stencil: a press adds 2 to its cell, 1 to each neighbour.
const GAMBLER: &[&[u8]] = &[&[0, 1, 0], &[1, 2, 1], &[0, 1, 0]];
/// The cross.
const CROSS: &[&[u8]] = &[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]];

#[test]
fn gambler_bo_presses_clear_every_board_that_can_be_cleared() {
    let (out, err, code) = flipswap(
        &["gambler-bo"],
        "2\n2 3\n2 1 2\n0 2 0\n3 3\n1 0 1\n0 1 0\n1 0 1\n",
    );
    assert_eq!((err.as_str(), code), ("", Some(0)));
    assert_eq!(out, "1\n1 2\n5\n1 1\n1 3\n2 2\n3 1\n3 3\n");
    let mut rng = Random(0xDEAD_BEEF_1234_5678);
    let mut boards = Vec::new();
    let cases = 30;
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        let (rows, cols) = (1 + rng.below(9) as usize, 1 + rng.below(9) as usize);
        let board: Vec<u8> = (0..rows * cols).map(|_| rng.below(3) as u8).collect();
        writeln!(input, "{rows} {cols}").unwrap();
        for row in board.chunks(cols) {
            writeln!(input, "{}", states(row)).unwrap();
        }
        boards.push((rows, cols, board));
    }
    let (out, err, code) = flipswap(&["gambler-bo"], &input);
    assert_eq!((err.as_str(), code), ("", Some(0)));
    let mut lines = out.lines();
    let mut impossible = 0;
    for (rows, cols, board) in boards {
        let matrix = Matrix::grid(rows, cols, GAMBLER, false, 3);
        let first = lines.next().unwrap();
        if first == "Impossible" {
            assert!(
                !matrix.solvable(&board, &vec![0; rows * cols]),
                "{rows}x{cols} {board:?}"
            );
            impossible += 1;
            continue;
        }
        let count: usize = first.parse().unwrap();
        assert!(count <= 2 * rows * cols);
        let mut map = vec![0u8; rows * cols];
        for _ in 0..count {
            let (x, y) = lines.next().unwrap().split_once(' ').unwrap();
            let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
            map[(x - 1) * cols + y - 1] += 1;
        }
        assert!(
            matrix.apply(&board, &map).iter().all(|&v| v == 0),
            "{rows}x{cols} {board:?}"
        );
    }
    assert!(
        impossible > 0 && impossible < cases,
        "{impossible} of {cases} impossible"
    );
}

#[test]
fn harmonious_matrices_are_harmonious_exactly_where_one_exists() {
    let mut input = String::new();
    let mut sizes = Vec::new();
    for rows in 1..=9 {
        for cols in 1..=9 {
            writeln!(input, "{rows} {cols}").unwrap();
            sizes.push((rows, cols));
        }
    }
    let (out, err, code) = flipswap(&["harmonious"], &input);
    assert_eq!((err.as_str(), code), ("", Some(0)));
    let mut lines = out.lines();
    let mut found = 0;
    for (rows, cols) in sizes {
        let matrix = Matrix::grid(rows, cols, CROSS, false, 2);
        let exists = matrix.rank() < rows * cols;
        let first = lines.next().unwrap();
        if first == "Impossible" {
            assert!(!exists, "{rows}x{cols}");
            continue;
        }
        let mut values: Vec<u8> = first.split(' ').map(|v| v.parse().unwrap()).collect();
        for _ in 1..rows {
            values.extend(
                lines
                    .next()
                    .unwrap()
                    .split(' ')
                    .map(|v| v.parse::<u8>().unwrap()),
            );
        }
        assert_eq!(values.len(), rows * cols);
        assert!(values.contains(&1), "{rows}x{cols}");
        assert!(
            matrix
                .apply(&vec![0; rows * cols], &values)
                .iter()
                .all(|&v| v == 0),
            "{rows}x{cols}"
        );
        found += 1;
    }
    assert!(found > 10, "{found}");
    // P3164's sample size.
    let (out, _, _) = flipswap(&["harmonious"], "4 4\n");
    assert_eq!(out.lines().count(), 4);
}

#[test]
fn the_special_judges_take_any_right_answer_and_name_a_wrong_one() {
    let dir = std::env::temp_dir().join(format!("flipswap-grids-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let judge = |puzzle: &str, input: &str, answer: &str| {
        let (case_file, answer_file) = (dir.join("in"), dir.join("out"));
        std::fs::write(&case_file, input).unwrap();
        std::fs::write(&answer_file, answer).unwrap();
        let paths = [case_file.to_str().unwrap(), answer_file.to_str().unwrap()];
        let (out, err, code) = flipswap(
            &["check", puzzle, "--testlib", paths[0], paths[1], paths[1]],
            "",
        );
        (format!("{out}{err}"), code)
    };
    // Another answer than flipswap's: the sample's first board, pressed
    // in the middle of the top row, or in its four other ways round.
    let input = "1\n2 3\n2 1 2\n0 2 0\n";
    assert_eq!(judge("gambler-bo", input, "1\n1 2\n").1, Some(0));
    let (said, code) = judge("gambler-bo", input, "1\n1 1\n");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("the moves do not reach the goal"), "{said}");
    // Pressing (1, 1) adds 2 there and 1 to (1, 2) and (2, 1): 2 1 2 / 0
    // 2 0 becomes 1 2 2 / 1 2 0, its first cell left at 1.
    assert!(
        said.contains("the cell in row 1, column 1 holds 1, not 0"),
        "{said}"
    );
    let (said, code) = judge("gambler-bo", input, "13\n1 1\n");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("12"), "{said}");
    // The sample's own matrix, not flipswap's.
    assert_eq!(
        judge(
            "harmonious",
            "4 4\n",
            "0 1 0 0\n1 1 1 0\n0 0 0 1\n1 1 0 1\n"
        )
        .1,
        Some(0)
    );
    let (said, code) = judge(
        "harmonious",
        "4 4\n",
        "0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
    );
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("every value is 0"), "{said}");
    let (said, code) = judge(
        "harmonious",
        "4 4\n",
        "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
    );
    assert!(said.contains("row 1, column 1"), "{said}");
    assert_eq!(code, Some(1));
    assert_eq!(judge("harmonious", "1 1\n", "Impossible\n").1, Some(0));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn gambler_bo_and_harmonious_gen_validate_and_check() {
    for (puzzle, count) in [("gambler-bo", "4"), ("harmonious", "1")] {
        for seed in ["1", "9"] {
            let (input, err, code) =
                flipswap(&["gen", puzzle, "--count", count, "--seed", seed], "");
            assert_eq!((err.as_str(), code), ("", Some(0)));
            let (_, err, code) = flipswap(&["validate", puzzle], &input);
            assert_eq!((err.as_str(), code), ("", Some(0)), "{input}");
            let (answers, err, code) = flipswap(&[puzzle], &input);
            assert_eq!((err.as_str(), code), ("", Some(0)));
            assert!(!answers.contains("Impossible"), "{input}");
        }
    }
    let (_, err, code) = flipswap(&["gambler-bo"], "1\n2 2\n0 3\n0 0\n");
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        "flipswap gambler-bo: case 1, line 3, column 3: expected a cell's value from 0 to 2, found 3\n"
    );
    let (_, err, code) = flipswap(&["harmonious"], "41 2\n");
    assert_eq!(code, Some(1));
    assert!(err.contains("line 1, column 1"), "{err}");
}

#[test]
fn each_help_names_its_judge_and_its_example_runs_as_shown() {
    let dir = std::env::temp_dir().join(format!("flipswap-press-help-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink(crate::common::cli::BIN, dir.join("flipswap")).unwrap();
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for (name, judge) in [
        ("graph-lights", "Luogu P2962"),
        ("switch-problem", "POJ 1830"),
        ("lanterns", "HDU 3364"),
        ("gambler-bo", "HDU 5755"),
        ("harmonious", "Luogu P3164"),
    ] {
        let (help, _, code) = flipswap(&["help", name], "");
        assert_eq!(code, Some(0), "{name}");
        assert!(help.contains(judge), "{help}");
        let (_, example) = help.split_once("example:\n  $ ").expect("an example");
        // The command, its lines joined where one ends in a backslash,
        // then the output as shown.
        let mut lines = example.lines();
        let mut command = String::new();
        for line in lines.by_ref() {
            match line.trim_start().strip_suffix('\\') {
                Some(head) => command.push_str(head),
                None => {
                    command.push_str(line.trim_start());
                    break;
                }
            }
        }
        let shown: String = lines
            .take_while(|line| !line.is_empty())
            .map(|line| format!("{}\n", line.strip_prefix("  ").expect("indented")))
            .collect();
        let out = std::process::Command::new("bash")
            .args(["-c", &command])
            .env("PATH", &path)
            .output()
            .expect("bash runs");
        assert_eq!(
            crate::common::cli::text(&out.stdout),
            shown,
            "{name}: {command}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn validate_takes_the_trailing_spaces_of_p2962_s_own_inputs_and_no_other_slip() {
    let judges_copy = "5 6 \n1 2 \n1 3 \n4 2 \n3 4 \n2 5 \n5 3 \n";
    assert_eq!(
        flipswap(&["validate", "graph-lights"], judges_copy).2,
        Some(0)
    );
    let (_, err, code) = flipswap(
        &["validate", "graph-lights"],
        "5 6\n1  2\n1 3\n4 2\n3 4\n2 5\n5 3\n",
    );
    assert_eq!(code, Some(1));
    assert!(err.contains("line 2, column 3"), "{err}");
    // Another judge's input ends no line with a space.
    let (_, err, code) = flipswap(
        &["validate", "lanterns"],
        "1 \n3 2\n2 1 2\n2 1 3\n1\n0 1 1\n",
    );
    assert_eq!(code, Some(1));
    assert!(err.contains("line 1, column 2"), "{err}");
}

/// A lanterns input's cases, read by the test's own parser: each case's
/// switches as a matrix and its queries.
fn lanterns_cases(input: &str) -> Vec<(Matrix, Vec<Vec<u8>>)> {
    let mut lines = input.lines();
    let count: usize = lines.next().unwrap().parse().unwrap();
    let numbers =
        |line: &str| -> Vec<usize> { line.split(' ').map(|v| v.parse().unwrap()).collect() };
    (0..count)
        .map(|_| {
            let head = numbers(lines.next().unwrap());
            let (n, m) = (head[0], head[1]);
            let adds = (0..m)
                .map(|_| {
                    let switch = numbers(lines.next().unwrap());
                    assert_eq!(switch[0], switch.len() - 1);
                    let mut row = vec![0u8; n];
                    for &lantern in &switch[1..] {
                        row[lantern - 1] = 1;
                    }
                    row
                })
                .collect();
            let q: usize = lines.next().unwrap().parse().unwrap();
            let queries = (0..q)
                .map(|_| {
                    numbers(lines.next().unwrap())
                        .iter()
                        .map(|&v| v as u8)
                        .collect()
                })
                .collect();
            (Matrix { states: 2, adds }, queries)
        })
        .collect()
}

/// The judge's answer to each case, by every set of switches tried.
fn lanterns_answers(cases: &[(Matrix, Vec<Vec<u8>>)]) -> Vec<String> {
    cases
        .iter()
        .enumerate()
        .map(|(i, (matrix, queries))| {
            let mut answer = format!("Case {}:\n", i + 1);
            for want in queries {
                let (count, _) = matrix.brute(&vec![0; want.len()], want);
                writeln!(answer, "{count}").unwrap();
            }
            answer
        })
        .collect()
}

/// Judges `answers` to `input` as a contest system does: the verdict line
/// and the exit status.
fn testlib(puzzle: &str, input: &str, answers: &str, tag: &str) -> (String, Option<i32>) {
    let dir = std::env::temp_dir().join(format!("flipswap-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (case_file, answer_file) = (dir.join("in"), dir.join("out"));
    std::fs::write(&case_file, input).unwrap();
    std::fs::write(&answer_file, answers).unwrap();
    let paths = [case_file.to_str().unwrap(), answer_file.to_str().unwrap()];
    let (out, err, code) = flipswap(
        &["check", puzzle, "--testlib", paths[0], paths[1], paths[1]],
        "",
    );
    std::fs::remove_dir_all(&dir).unwrap();
    (format!("{out}{err}"), code)
}

#[test]
fn a_lanterns_case_of_several_queries_is_one_case_in_every_verb() {
    // Cases of several queries each, drawn by gen, their answers by the
    // test's own count of every set of switches.
    let mut several = 0;
    for seed in ["1", "2", "3"] {
        let args = [
            "gen", "lanterns", "--size", "8x6", "--count", "5", "--seed", seed,
        ];
        let (input, err, code) = flipswap(&args, "");
        assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
        let cases = lanterns_cases(&input);
        assert_eq!(cases.len(), 5, "{input}");
        several += cases
            .iter()
            .filter(|(_, queries)| queries.len() > 1)
            .count();
        let answers = lanterns_answers(&cases);
        let (out, err, code) = flipswap(&["lanterns"], &input);
        assert_eq!((out, err.as_str(), code), (answers.concat(), "", Some(0)));
        assert_eq!(
            flipswap(&["validate", "lanterns"], &input).2,
            Some(0),
            "{input}"
        );
        // A contest system's judge: one verdict a case.
        let (said, code) = testlib("lanterns", &input, &answers.concat(), "lanterns-cases");
        assert_eq!((said.as_str(), code), ("ok 5 cases\n", Some(0)));
        // Inline, each case's answer after all its queries.
        let mut lines = input.lines();
        let mut inline = format!("{}\n", lines.next().unwrap());
        for ((matrix, queries), answer) in cases.iter().zip(&answers) {
            for _ in 0..1 + matrix.adds.len() + 1 + queries.len() {
                writeln!(inline, "{}", lines.next().unwrap()).unwrap();
            }
            inline.push_str(answer);
        }
        let (out, err, code) = flipswap(&["check", "lanterns"], &inline);
        let mut verdicts: String = (1..=5).map(|case| format!("case {case}: ok\n")).collect();
        verdicts.push_str("5 cases judged, 0 wrong\n");
        assert_eq!((out, code), (verdicts, Some(0)), "{err}\n{inline}");
        // A wrong count at the last query of case 2: named in that case,
        // at its line of the case's answer.
        let (matrix, queries) = &cases[1];
        let last = queries.last().unwrap();
        let (count, _) = matrix.brute(&vec![0; last.len()], last);
        let mut wrong = answers.clone();
        wrong[1] = format!(
            "{}{}\n",
            wrong[1].strip_suffix(&format!("{count}\n")).unwrap(),
            count + 1
        );
        let (said, code) = testlib("lanterns", &input, &wrong.concat(), "lanterns-wrong");
        assert_eq!(code, Some(1), "{said}");
        let line = 1 + queries.len();
        assert!(
            said.starts_with(&format!("wrong answer case 2: line {line} of the answer")),
            "{said}"
        );
    }
    assert!(several >= 5, "{several} cases of several queries in 15");
}

#[test]
fn lanterns_names_a_bad_query_by_its_case_in_answering_and_validating() {
    // The judge's sample, its second case's second query spoilt.
    let input = "2\n3 2\n2 1 2\n2 1 3\n2\n0 1 1\n1 1 1\n3 3\n0\n0\n0\n2\n0 0 0\n1 2 0\n";
    let at = "case 2, line 14, column 3: expected a state from 0 to 1, found 2";
    let (out, err, code) = flipswap(&["lanterns"], input);
    assert_eq!(
        (out.as_str(), err, code),
        (
            "Case 1:\n1\n0\nCase 2:\n8\n",
            format!("flipswap lanterns: {at}\n"),
            Some(1)
        )
    );
    let (_, err, code) = flipswap(&["validate", "lanterns"], input);
    assert_eq!(
        (err, code),
        (format!("flipswap validate lanterns: {at}\n"), Some(1))
    );
    // The first case's second query.
    let input = "2\n3 2\n2 1 2\n2 1 3\n2\n0 1 1\n1 x 1\n";
    let at = "case 1, line 7, column 3";
    let (_, err, _) = flipswap(&["lanterns"], input);
    assert!(
        err.starts_with(&format!("flipswap lanterns: {at}:")),
        "{err}"
    );
    let (_, err, _) = flipswap(&["validate", "lanterns"], input);
    assert!(
        err.starts_with(&format!("flipswap validate lanterns: {at}:")),
        "{err}"
    );
}

/// A graph-lights input's lights and edges (0-based), read by the test.
fn graph_of(input: &str) -> (usize, Vec<(usize, usize)>) {
    let mut lines = input.lines();
    let (n, m) = lines.next().unwrap().split_once(' ').unwrap();
    let (n, m): (usize, usize) = (n.parse().unwrap(), m.parse().unwrap());
    let edges: Vec<(usize, usize)> = lines
        .map(|line| {
            let (a, b) = line.split_once(' ').unwrap();
            (
                a.parse::<usize>().unwrap() - 1,
                b.parse::<usize>().unwrap() - 1,
            )
        })
        .collect();
    assert_eq!(edges.len(), m, "{input}");
    (n, edges)
}

/// The fewest presses that light every light of the graph, by the test's
/// own elimination and every combination of the free presses.
fn fewest_presses(n: usize, edges: &[(usize, usize)]) -> u32 {
    let map = Matrix::graph(n, edges, false).fewest(&vec![0; n], &vec![1; n]);
    map.expect("every graph's lights can be lit")
        .iter()
        .map(|&p| u32::from(p))
        .sum()
}

#[test]
fn gen_draws_graphs_needing_each_number_of_presses_from_one() {
    // The default size, 35 lights and 70 edges: every number from 1.
    for moves in (1..=12).chain([20, 30, 35]) {
        let asked = moves.to_string();
        let args = ["gen", "graph-lights", "--moves", &asked, "--seed", "5"];
        let (input, err, code) = flipswap(&args, "");
        assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
        let (n, edges) = graph_of(&input);
        assert_eq!((n, edges.len()), (35, 70));
        assert_eq!(fewest_presses(n, &edges), moves, "{input}");
    }
    // Every graph of 5 lights and 4 edges, weighed: gen draws one needing
    // exactly the presses asked where one of them does, and says where
    // none does.
    let pairs: Vec<(usize, usize)> = (0..5)
        .flat_map(|a| (a + 1..5).map(move |b| (a, b)))
        .collect();
    let mut needed = std::collections::BTreeSet::new();
    for chosen in 0u32..1 << pairs.len() {
        if chosen.count_ones() == 4 {
            let edges: Vec<_> = (0..pairs.len())
                .filter(|&i| chosen >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            let (_, fewest) = Matrix::graph(5, &edges, false).brute(&[0; 5], &[1; 5]);
            needed.insert(fewest.unwrap().iter().map(|&p| u32::from(p)).sum::<u32>());
        }
    }
    assert!(needed.len() < 5, "{needed:?}");
    for moves in 1..=5 {
        let asked = moves.to_string();
        let args = ["gen", "graph-lights", "--size", "5x4", "--moves", &asked];
        let (input, err, code) = flipswap(&args, "");
        if needed.contains(&moves) {
            assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
            let (n, edges) = graph_of(&input);
            let (_, fewest) = Matrix::graph(n, &edges, false).brute(&[0; 5], &[1; 5]);
            assert_eq!(
                fewest.unwrap().iter().map(|&p| u32::from(p)).sum::<u32>(),
                moves
            );
        } else {
            assert_eq!(code, Some(1), "{args:?}: {input}");
            assert_eq!(
                err,
                format!(
                    "flipswap gen graph-lights: no graph of 5 lights and 4 edges needing {moves} presses was found within the search's limit (a size may have none)\n"
                )
            );
        }
    }
    let (_, err, code) = flipswap(
        &["gen", "graph-lights", "--size", "5x4", "--moves", "6"],
        "",
    );
    assert_eq!(code, Some(2));
    assert!(
        err.contains("no graph of 5 lights and 4 edges needs 6 presses: at most 5"),
        "{err}"
    );
}
