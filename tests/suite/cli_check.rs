//! `flipswap check <puzzle>` through the built binary: each case's judge
//! input followed by a claimed answer, one verdict line per case, then a
//! count of the verdicts; exit 0 when every answer is right, 3 when one is
//! wrong, 1 when the input is bad.

use crate::common;

use common::cli::{run, text};

/// Runs `flipswap check <puzzle>` on `input` and checks the exit status,
/// stdout and stderr exactly.
fn check(puzzle: &str, input: &str, code: i32, stdout: &str, stderr: &str) {
    let output = run(&["check", puzzle], input.as_bytes());
    assert_eq!(text(&output.stdout), stdout, "stdout on {input:?}");
    assert_eq!(text(&output.stderr), stderr, "stderr on {input:?}");
    assert_eq!(output.status.code(), Some(code), "exit status on {input:?}");
}

const FLIP: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FLIP_IMPOSSIBLE: &str = "bwbw\nwwww\nwwww\nwwww\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const LIGHTS: &str = "0 0 1\n0 1 1\n1 0 0\n";
const SWAP: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";

#[test]
fn right_answers_are_accepted_with_status_0() {
    check(
        "flip-game",
        &[FLIP, "4\n", FLIP_IMPOSSIBLE, "Impossible\n"].concat(),
        0,
        "case 1: ok\ncase 2: ok\n2 cases judged, 0 wrong\n",
        "",
    );
    check(
        "lights",
        &[LIGHTS, "4\n"].concat(),
        0,
        "case 1: ok\n1 case judged, 0 wrong\n",
        "",
    );
    check(
        "fridge",
        &[FRIDGE, "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n"].concat(),
        0,
        "case 1: ok\n1 case judged, 0 wrong\n",
        "",
    );
    check(
        "swap-game",
        &[SWAP, "4\n1222\n1424\n3242\n4344\n"].concat(),
        0,
        "case 1: ok\n1 case judged, 0 wrong\n",
        "",
    );
}

#[test]
fn answers_in_another_valid_order_are_accepted() {
    let input = [
        FRIDGE,
        "6\n4 4\n4 3\n4 1\n1 4\n1 3\n1 1\n",
        FRIDGE,
        "6\n1 4\n4 1\n1 1\n4 4\n1 3\n4 3\n",
    ]
    .concat();
    let two_right = "case 1: ok\ncase 2: ok\n2 cases judged, 0 wrong\n";
    check("fridge", &input, 0, two_right, "");
    // Another order of the swaps, and the cells of a swap either way round.
    let input = [
        SWAP,
        "4\n4344\n3242\n1424\n1222\n",
        SWAP,
        "4\n2212\n2414\n4232\n4443\n",
    ]
    .concat();
    check("swap-game", &input, 0, two_right, "");
}

#[test]
fn blank_lines_crlf_and_a_missing_final_newline_are_fine() {
    let input = [
        "\u{feff}",
        &FRIDGE.replace('\n', "\r\n"),
        "\r\n",
        "6\r\n1 1\r\n1 3\r\n\r\n1 4\r\n4 1\r\n4 3\r\n4 4\r\n",
        "\n\n",
        FLIP.trim_end(),
    ]
    .concat();
    let output = run(&["check", "fridge"], input.as_bytes());
    assert_eq!(text(&output.stdout), "case 1: ok\n1 case judged, 0 wrong\n");
    // The flip-game board is not a fridge door.
    assert_eq!(output.status.code(), Some(1));

    let input = [FLIP, "\n", "4", "\n\n", FLIP, "\n4"].concat();
    check(
        "flip-game",
        &input,
        0,
        "case 1: ok\ncase 2: ok\n2 cases judged, 0 wrong\n",
        "",
    );
}

#[test]
fn wrong_answers_are_named_by_case_and_line_with_status_3() {
    let input = [
        FRIDGE,
        "7\n1 1\n1 1\n1 1\n1 3\n1 4\n4 1\n4 3\n", // too long
        FRIDGE,
        "6\n1 1\n1 3\n1 3\n1 4\n4 1\n4 3\n", // a handle twice
        FRIDGE,
        "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n", // right
        FRIDGE,
        "6\n1 1\n1 3\n1 4\n4 1\n4 3\n5 5\n", // off the board
    ]
    .concat();
    check(
        "fridge",
        &input,
        3,
        "case 1: line 1 of the answer (input line 5): the least number of moves is 6, so 7 is not minimal\n\
         case 2: line 4 of the answer (input line 20): handle 1 3 was turned on line 3 already: turning it again undoes that\n\
         case 3: ok\n\
         case 4: line 7 of the answer (input line 45): cell 5 5 is off the board (rows and columns count from 1)\n\
         4 cases judged, 3 wrong\n",
        "",
    );

    let input = [
        SWAP,
        "\n4\n1222\n1133\n3242\n4344\n", // cells that share no edge
        SWAP,
        "5\n1222\n1424\n3242\n4344\n1112\n", // too long
        SWAP,
        "4\n1112\n1222\n1424\n3242\n", // two black pieces
        SWAP,
        "4\n3121\n1222\n1424\n3242\n", // a piece moved away
    ]
    .concat();
    check(
        "swap-game",
        &input,
        3,
        "case 1: line 3 of the answer (input line 12): cells 1 1 and 3 3 do not share an edge\n\
         case 2: line 1 of the answer (input line 23): the least number of moves is 4, so 5 is not minimal\n\
         case 3: line 2 of the answer (input line 38): cells 1 1 and 1 2 both hold black pieces: swapping them changes nothing\n\
         case 4: line 2 of the answer (input line 51): this move leaves 5 moves to go, not 3: every move of a shortest answer gets one move closer\n\
         4 cases judged, 4 wrong\n",
        "",
    );

    let input = [FLIP, "5\n", FLIP_IMPOSSIBLE, "0\n", FLIP, "Impossible\n"].concat();
    check(
        "flip-game",
        &input,
        3,
        "case 1: line 1 of the answer (input line 5): the least number of moves is 4, so 5 is not minimal\n\
         case 2: line 1 of the answer (input line 10): no flips make this board one colour: the answer is 'Impossible'\n\
         case 3: line 1 of the answer (input line 15): the board can be made one colour with 4 flips, so it is not 'Impossible'\n\
         3 cases judged, 3 wrong\n",
        "",
    );

    check(
        "lights",
        &[LIGHTS, "3\n", LIGHTS, "4\n"].concat(),
        3,
        "case 1: line 1 of the answer (input line 4): the least number of moves is 4, so 3 cannot reach the goal\n\
         case 2: ok\n\
         2 cases judged, 1 wrong\n",
        "",
    );
}

#[test]
fn an_answer_cut_short_by_the_end_of_the_input_is_wrong() {
    check(
        "fridge",
        &[FRIDGE, "6\n1 1\n1 3\n"].concat(),
        3,
        "case 1: line 4 of the answer (input line 8): expected 6 moves, as the first line gives, found the end of the answer after 2\n\
         1 case judged, 1 wrong\n",
        "",
    );
    check(
        "lights",
        &[LIGHTS, "4\n", LIGHTS, "\n"].concat(),
        3,
        "case 1: ok\ncase 2: line 1 of the answer (input line 9): expected the number of moves, found the end of the answer\n\
         2 cases judged, 1 wrong\n",
        "",
    );
}

#[test]
fn fewer_move_lines_than_the_count_end_at_the_next_cases_first_row() {
    // A board row is never a move of a right answer, so it starts the next
    // case, and the short answer is wrong where its moves run out.
    let input = [
        SWAP,
        "4\n1222\n1424\n3242\n",
        SWAP,
        "4\n1222\n1424\n3242\n4344\n",
    ]
    .concat();
    check(
        "swap-game",
        &input,
        3,
        "case 1: line 5 of the answer (input line 13): expected 4 moves, as the first line gives, found the end of the answer after 3\n\
         case 2: ok\n\
         2 cases judged, 1 wrong\n",
        "",
    );
}

#[test]
fn a_count_line_that_is_not_a_number_does_not_lose_the_next_case() {
    check(
        "fridge",
        &[FRIDGE, "six\n1 1\n", FRIDGE, "0\n"].concat(),
        3,
        "case 1: line 1 of the answer (input line 5): expected a number, found 's'\n\
         case 2: line 1 of the answer (input line 11): the least number of moves is 6, so 0 cannot reach the goal\n\
         2 cases judged, 2 wrong\n",
        "",
    );
    // A one-line answer ends after its line, so the run goes on.
    check(
        "flip-game",
        &[FLIP, "four\n", FLIP, "4\n"].concat(),
        3,
        "case 1: line 1 of the answer (input line 5): expected a number or 'Impossible', found 'f'\n\
         case 2: ok\n\
         2 cases judged, 1 wrong\n",
        "",
    );
}

#[test]
fn a_move_line_too_many_is_that_answers_error_and_a_huge_count_swallows_nothing() {
    check(
        "fridge",
        &[
            FRIDGE,
            "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n2 2\n",
            FRIDGE,
            "44\n1 1\n",
            FRIDGE,
            "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n",
        ]
        .concat(),
        3,
        "case 1: line 8 of the answer (input line 12): the first line gives 6 moves, and this is one more\n\
         case 2: line 1 of the answer (input line 17): no answer holds more than 16 moves, so the number is wrong\n\
         case 3: ok\n\
         3 cases judged, 2 wrong\n",
        "",
    );
}

#[test]
fn a_bad_case_stops_the_run_with_the_input_line() {
    let input = [FLIP, "4\n", "bwwb\nbbwb\nbwwq\n"].concat();
    check(
        "flip-game",
        &input,
        1,
        "case 1: ok\n1 case judged, 0 wrong\n",
        "flipswap check flip-game: case 2, line 8, column 4: expected 'b' or 'w', found 'q'\n",
    );
    let input = [
        SWAP,
        "0\n",
        "1111\n0000\n1110\n0010\n1111\n0101\n1010\n0101\n",
    ]
    .concat();
    check(
        "swap-game",
        &input,
        1,
        "case 1: line 1 of the answer (input line 9): the least number of moves is 4, so 0 cannot reach the goal\n\
         1 case judged, 1 wrong\n",
        "flipswap check swap-game: case 2, line 17, column 1: the start board has 8 '1's but the target board has 10; they must match\n",
    );
}

#[test]
fn an_overlong_answer_line_is_bad_input() {
    let mut input = FRIDGE.as_bytes().to_vec();
    input.extend(std::iter::repeat_n(b'6', 70_000));
    input.push(b'\n');
    let output = run(&["check", "fridge"], &input);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "flipswap check fridge: case 1, line 5, column 65537: expected end of line, found a line longer than 65536 bytes\n"
    );
}

/// The rows of a board of `side` × `side` cells, bit `row * side + col`
/// the cell, each cell written by `cell` and joined by `between`.
fn rows_of(bits: u16, side: usize, between: &str, cell: impl Fn(bool) -> char) -> String {
    let mut text = String::new();
    for row in 0..side {
        let cells: Vec<String> = (0..side)
            .map(|col| cell(bits >> (row * side + col) & 1 == 1).to_string())
            .collect();
        text.push_str(&cells.join(between));
        text.push('\n');
    }
    text
}

/// The verdict lines of `check` with the details left out: `ok` or
/// `wrong` by case.
fn verdicts_of(stdout: &str) -> Vec<&'static str> {
    stdout
        .lines()
        .filter(|line| line.starts_with("case "))
        .map(|line| {
            if line.ends_with(": ok") {
                "ok"
            } else {
                "wrong"
            }
        })
        .collect()
}

/// `check lights` and `check swap-game` on answers the tests' own searches
/// make: every lights board with the fewest presses by a breadth-first
/// search from the goal (all on), and swap-game pairs of every count of
/// black pieces with a shortest sequence walked back from the target by a
/// breadth-first search from the start; each right answer is taken, each
/// answer with the count one off (lights) or its last swap left out (the
/// swap game) refused.
#[test]
fn check_takes_the_oracles_answers_and_refuses_one_off() {
    let distances = common::toggle_distances(&common::cross_masks(3, 3), &[0x1FF]);
    let mut input = String::new();
    let mut expected = Vec::new();
    for bits in 0..512u16 {
        let board = rows_of(bits, 3, " ", |on| if on { '1' } else { '0' });
        let fewest = distances[usize::from(bits)];
        input.push_str(&format!("{board}{fewest}\n{board}{}\n", fewest + 1));
        expected.extend(["ok", "wrong"]);
    }
    let output = run(&["check", "lights"], input.as_bytes());
    assert_eq!(verdicts_of(text(&output.stdout)), expected);
    assert_eq!(output.status.code(), Some(3));

    let pairs = common::adjacent_pairs();
    let mut input = String::new();
    let mut expected = Vec::new();
    for black in 0..=16u32 {
        for shift in [1, 6, 11] {
            let start = ((1u32 << black) - 1) as u16;
            let target = start.rotate_left(shift);
            let distance = common::swap_distances(start);
            // Walk back from the target, each step to a board one swap
            // nearer the start; the swaps, reversed, go from start to target.
            let mut swaps = Vec::new();
            let mut board = target;
            while board != start {
                let (a, b, before) = pairs
                    .iter()
                    .map(|&(a, b)| (a, b, common::swap_cells(board, a, b)))
                    .find(|&(_, _, before)| {
                        distance[usize::from(before)] + 1 == distance[usize::from(board)]
                    })
                    .expect("a board one swap nearer");
                swaps.push(format!(
                    "{}{}{}{}",
                    a / 4 + 1,
                    a % 4 + 1,
                    b / 4 + 1,
                    b % 4 + 1
                ));
                board = before;
            }
            swaps.reverse();
            assert_eq!(
                swaps.len(),
                usize::from(common::matching_cost(start & !target, target & !start))
            );
            let pair = [start, target]
                .map(|bits| rows_of(bits, 4, "", |black| if black { '1' } else { '0' }))
                .concat();
            input.push_str(&format!("{pair}{}\n", swaps.len()));
            swaps
                .iter()
                .for_each(|swap| input.push_str(&format!("{swap}\n")));
            expected.push("ok");
            if let Some((_, first)) = swaps.split_last() {
                input.push_str(&format!("{pair}{}\n", first.len()));
                first
                    .iter()
                    .for_each(|swap| input.push_str(&format!("{swap}\n")));
                expected.push("wrong");
            }
        }
    }
    let output = run(&["check", "swap-game"], input.as_bytes());
    assert_eq!(verdicts_of(text(&output.stdout)), expected);
    assert_eq!(output.status.code(), Some(3));
}

/// `check lights-out` through the binary on random boards of every goal:
/// each answer written from the oracle's canonical press set is right, and
/// the same answer with one press moved is wrong at the row it changes.
#[test]
fn check_lights_out_takes_the_oracles_answers_and_refuses_a_press_moved() {
    use crate::common::lights_out::{Bits, Oracle, goal_boards};
    let mut rng = common::Rng::new(0x11_6475);
    for (goal, goal_index) in [("off", 0), ("on", 1), ("one-colour", 2)] {
        let (mut right, mut wrong) = (String::new(), String::new());
        let mut verdicts = Vec::new();
        for case in 1..=30 {
            let rows = 1 + (rng.next_u64() % 6) as usize;
            let cols = 1 + (rng.next_u64() % 6) as usize;
            let oracle = Oracle::new(rows, cols);
            let mut lights = Bits::EMPTY;
            let mut board = String::new();
            for cell in 0..rows * cols {
                let on = rng.next_u64() & 1 == 1;
                if on {
                    lights.set(cell);
                }
                board.push(if on { '1' } else { '0' });
                if (cell + 1) % cols == 0 {
                    board.push('\n');
                }
            }
            board.push('\n');
            let goals = &goal_boards(rows * cols)[goal_index];
            right.push_str(&board);
            wrong.push_str(&board);
            let Some(presses) = oracle.canonical(&lights, goals) else {
                right.push_str("Impossible\n");
                wrong.push_str("0\n");
                wrong.push_str(&"0".repeat(cols));
                wrong.push('\n');
                wrong.push_str(&format!("{}\n", "0".repeat(cols)).repeat(rows - 1));
                verdicts.push(format!("case {case}: line 1 "));
                continue;
            };
            let map = |presses: &Bits| {
                let mut text = format!("{}\n", presses.count());
                for cell in 0..rows * cols {
                    text.push(if presses.get(cell) { '1' } else { '0' });
                    if (cell + 1) % cols == 0 {
                        text.push('\n');
                    }
                }
                text
            };
            right.push_str(&map(&presses));
            // Press the last cell too (or not): one press more or fewer,
            // which is wrong at line 1 (the count) or at the last row.
            let mut moved = presses;
            moved.flip(rows * cols - 1);
            let mut answer = map(&moved);
            // Keep the right count, so the map itself is what is wrong.
            answer.replace_range(
                ..answer.find('\n').unwrap_or(0),
                &presses.count().to_string(),
            );
            wrong.push_str(&answer);
            verdicts.push(format!("case {case}: line {} ", rows + 1));
        }
        let output = run(&["check", "lights-out", "--goal", goal], right.as_bytes());
        assert_eq!(text(&output.stderr), "", "goal {goal}");
        assert_eq!(
            text(&output.stdout),
            format!(
                "{}30 cases judged, 0 wrong\n",
                (1..=30)
                    .map(|k| format!("case {k}: ok\n"))
                    .collect::<String>()
            ),
            "goal {goal}"
        );
        let output = run(&["check", "lights-out", "--goal", goal], wrong.as_bytes());
        assert_eq!(output.status.code(), Some(3), "goal {goal}");
        let stdout = text(&output.stdout);
        for (line, verdict) in stdout.lines().zip(&verdicts) {
            assert!(
                line.starts_with(verdict.as_str()),
                "goal {goal}: {line} / {verdict}"
            );
        }
        assert!(
            stdout.ends_with("30 cases judged, 30 wrong\n"),
            "goal {goal}: {stdout}"
        );
    }
}

/// `check swap-game` and `check moving-toys` at every size through the
/// binary: the command's own answers are right, their counts are the
/// oracle's, and a count one more is wrong at line 1.
#[test]
fn check_swap_game_and_moving_toys_judge_every_size() {
    use crate::common::swap_grid;
    let mut rng = common::Rng::new(0x5_3a9);
    let mut input = String::new();
    let mut counts = Vec::new();
    for _ in 0..40 {
        let rows = 1 + (rng.next_u64() % 8) as usize;
        let cols = 1 + (rng.next_u64() % 8) as usize;
        let ones = (rng.next_u64() % (rows * cols + 1) as u64) as usize;
        let start = swap_grid::random_board(&mut rng, rows, cols, ones);
        let target = swap_grid::random_board(&mut rng, rows, cols, ones);
        counts.push(swap_grid::fewest_swaps(start, target, cols));
        let board = |bits: u64| {
            (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| {
                            if bits >> (r * cols + c) & 1 == 1 {
                                '1'
                            } else {
                                '0'
                            }
                        })
                        .collect::<String>()
                        + "\n"
                })
                .collect::<String>()
        };
        input.push_str(&format!("{}\n{}\n", board(start), board(target)));
    }
    let cases: Vec<&str> = input.split_inclusive("\n\n").collect();
    for (puzzle, lines_per_answer) in [("swap-game", None), ("moving-toys", Some(1))] {
        let answers = run(&[puzzle], input.as_bytes());
        assert_eq!(answers.status.code(), Some(0), "{puzzle}");
        let answers = text(&answers.stdout);
        let mut claimed = String::new();
        let mut off_by_one = String::new();
        let mut rest = answers.lines();
        for (start_and_target, &count) in cases.chunks(2).zip(&counts) {
            let case = start_and_target.concat();
            let first: i64 = rest.next().and_then(|n| n.parse().ok()).expect("a count");
            assert_eq!(first, count, "{puzzle}: the oracle's count");
            let moves: Vec<&str> = match lines_per_answer {
                Some(_) => Vec::new(),
                None => rest.by_ref().take(count as usize).collect(),
            };
            let answer = [first.to_string()]
                .into_iter()
                .chain(moves.iter().map(|m| m.to_string()));
            claimed.push_str(&case);
            claimed.push_str(&answer.collect::<Vec<_>>().join("\n"));
            claimed.push('\n');
            off_by_one.push_str(&case);
            off_by_one.push_str(&format!("{}\n", first + 1));
        }
        let verdicts = run(&["check", puzzle], claimed.as_bytes());
        assert_eq!(text(&verdicts.stderr), "", "{puzzle}");
        assert!(
            text(&verdicts.stdout).ends_with("40 cases judged, 0 wrong\n"),
            "{puzzle}: {}",
            text(&verdicts.stdout)
        );
        let verdicts = run(&["check", puzzle], off_by_one.as_bytes());
        let stdout = text(&verdicts.stdout);
        assert_eq!(verdicts.status.code(), Some(3), "{puzzle}");
        assert_eq!(
            stdout.matches(": line 1 of the answer").count(),
            40,
            "{puzzle}: {stdout}"
        );
    }
}
