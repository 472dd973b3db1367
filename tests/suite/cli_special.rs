//! `flipswap check <puzzle> --testlib` and `--domjudge` through the built
//! binary: the cases from the judge's input file, the claimed answers
//! (written from the oracles in `common`) from the contestant's output; each
//! protocol's exit status and verdict, on right, wrong and malformed output
//! and on an input that is not the judge's.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

use crate::common::cli::{BIN, run, text};
use crate::common::eight::{self, DLRU, UDLR};
use crate::common::lights_out::{Bits, Oracle};
use crate::common::{self, Rng, UNREACHABLE};

/// A folder of its own under the system's temporary folder, removed when
/// dropped.
struct Dir(PathBuf);

impl Dir {
    fn new() -> Dir {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let name = format!("flipswap-special-{}-{n}", std::process::id());
        let path = std::env::temp_dir().join(name);
        fs::create_dir_all(&path).expect("a temporary folder");
        Dir(path)
    }

    /// Writes `contents` to the file `name` in the folder: its path.
    fn file(&self, name: &str, contents: &str) -> PathBuf {
        let path = self.0.join(name);
        fs::write(&path, contents).expect("a temporary file");
        path
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Runs `flipswap <args>` with `stdin` as standard input.
fn flipswap(args: &[&Path], stdin: &[u8]) -> Output {
    let args: Vec<&std::ffi::OsStr> = args.iter().map(|arg| arg.as_os_str()).collect();
    let mut child = Command::new(BIN)
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    // The judge may stop reading at the first wrong answer.
    let _ = std::io::Write::write_all(&mut pipe, stdin);
    drop(pipe);
    child.wait_with_output().expect("the binary runs")
}

/// What a special judge should say, up to the end of its words (`Fail`:
/// after `FAIL input 'INPUT', `).
#[derive(Clone, Copy, Debug)]
enum Expect<'a> {
    Accepted(u32),
    Wrong(&'a str),
    Format(&'a str),
    Fail(&'a str),
}

/// Judges `output` against `input` with `flipswap check <args>` under
/// both protocols, and checks each one's exit status and words.
fn judge(args: &[&str], input: &str, output: &str, expect: Expect) {
    let dir = Dir::new();
    let input_file = dir.file("input.txt", input);
    let output_file = dir.file("output.txt", output);
    let answer_file = dir.file("answer.txt", "the jury's answer, not read\n");
    let feedback = dir.0.join("feedback");
    fs::create_dir(&feedback).expect("a feedback folder");
    let mut words: Vec<&Path> = ["check"].iter().chain(args).map(Path::new).collect();
    let base = words.len();

    words.extend([
        Path::new("--testlib"),
        &input_file,
        &output_file,
        &answer_file,
    ]);
    let testlib = flipswap(&words, b"");
    words.truncate(base);
    words.extend([
        Path::new("--domjudge"),
        &input_file,
        &answer_file,
        &feedback,
    ]);
    let domjudge = flipswap(&words, output.as_bytes());

    let said = text(&testlib.stderr);
    let context = format!("check {args:?} on {input:?} and {output:?}: {said}");
    assert_eq!(text(&testlib.stdout), "", "{context}");
    assert_eq!(text(&domjudge.stdout), "", "{context}");
    assert!(
        said.ends_with('\n') && said.lines().count() == 1,
        "{context}"
    );
    let message = fs::read_to_string(feedback.join("judgemessage.txt")).ok();
    let (words, testlib_code, domjudge_code) = match expect {
        Expect::Accepted(1) => ("ok 1 case".to_owned(), 0, 42),
        Expect::Accepted(n) => (format!("ok {n} cases"), 0, 42),
        Expect::Wrong(why) => (format!("wrong answer {why}"), 1, 43),
        Expect::Format(why) => (format!("wrong output format {why}"), 2, 43),
        Expect::Fail(why) => {
            let input = input_file.display();
            (format!("FAIL input '{input}', {why}"), 3, 1)
        }
    };
    assert!(said.starts_with(&words), "{context}expected: {words}");
    assert_eq!(testlib.status.code(), Some(testlib_code), "{context}");
    assert_eq!(domjudge.status.code(), Some(domjudge_code), "{context}");
    if domjudge_code == 1 {
        assert_eq!(text(&domjudge.stderr), said, "{context}");
        assert_eq!(message, None, "{context}");
    } else {
        assert_eq!(text(&domjudge.stderr), "", "{context}");
        assert_eq!(message.as_deref(), Some(said), "{context}");
    }
}

/// A subcommand's cases and the right answer to each, with the ways to
/// get the answer to case 2 wrong or out of the format.
struct Sample {
    args: &'static [&'static str],
    input: String,
    answers: Vec<String>,
    /// Case 2's answer, wrong, and its first wrong line.
    wrong: Vec<(String, u32)>,
    /// Case 2's answer out of the format, and its first such line.
    malformed: Vec<(String, u32)>,
    /// An input that is not the judge's, and the failure's words.
    invalid: (String, &'static str),
}

/// Judges every way of answering `sample`.
fn judge_all_ways(sample: &Sample) {
    let check =
        |output: &str, expect: Expect<'_>| judge(sample.args, &sample.input, output, expect);
    let n = sample.answers.len();
    let all = sample.answers.concat();
    check(&all, Expect::Accepted(n as u32));
    // Blank lines between answers and CRLF line ends are fine.
    let spaced = sample.answers.join("\n").replace('\n', "\r\n");
    check(&spaced, Expect::Accepted(n as u32));

    let before = sample.answers[0].lines().count() as u32;
    let with = |second: &str| {
        let mut answers = sample.answers.clone();
        answers[1] = second.to_owned();
        answers.concat()
    };
    let at = |line: u32| {
        let output_line = before + line;
        format!("case 2: line {line} of the answer (output line {output_line}): ")
    };
    for (answer, line) in &sample.wrong {
        check(&with(answer), Expect::Wrong(&at(*line)));
    }
    for (answer, line) in &sample.malformed {
        check(&with(answer), Expect::Format(&at(*line)));
    }

    // The last answer missing, and output after the last answer.
    let head = sample.answers[..n - 1].concat();
    let lines = head.lines().count();
    let missing = format!(
        "case {n}: line 1 of the answer (output line {}): ",
        lines + 1
    );
    check(&head, Expect::Format(&missing));
    let lines = all.lines().count();
    let extra = format!(
        "output line {}: expected the end of the output after the answer to case {n}\n",
        lines + 1
    );
    check(&format!("{all}1\n"), Expect::Format(&extra));
    check(&format!("{all}\n\n  \n"), Expect::Accepted(n as u32));

    let (input, why) = &sample.invalid;
    judge(sample.args, input, &all, Expect::Fail(why));
}

/// The refrigerator's fewest turns for `door` (bit `4 * row + col` set for
/// a closed handle), by trying every set of handles.
fn fridge_turns(door: u16) -> Vec<(usize, usize)> {
    let masks = common::row_and_column_masks();
    let best = (0..=u16::MAX)
        .filter(|&turns| common::press_all(&masks, door, turns) == 0)
        .min_by_key(|turns| turns.count_ones())
        .expect("every door opens");
    (0..16)
        .filter(|cell| best >> cell & 1 == 1)
        .map(|cell| (cell / 4 + 1, cell % 4 + 1))
        .collect()
}

#[test]
fn fridge_a_toggle_puzzle() {
    let mut rng = Rng::new(2965);
    let doors = [rng.board_with(5), 0x2002, rng.board_with(9)];
    let mut input = String::new();
    let mut answers = Vec::new();
    for door in doors {
        for row in 0..4 {
            let row: String = (0..4)
                .map(|col| ['-', '+'][usize::from(door >> (4 * row + col) & 1)])
                .collect();
            writeln!(input, "{row}").unwrap();
        }
        let mut answer = String::new();
        let turns = fridge_turns(door);
        writeln!(answer, "{}", turns.len()).unwrap();
        // Any order is right: the handles from the last.
        for (row, col) in turns.iter().rev() {
            writeln!(answer, "{row} {col}").unwrap();
        }
        answers.push(answer);
    }
    // The sample door, 0x2002: `1 1`, `1 3`, `1 4`, `4 1`, `4 3`, `4 4`.
    let second = answers[1].clone();
    let (count, moves) = second.split_once('\n').unwrap();
    let more = format!("{}\n{moves}1 2\n", 7);
    let moved = second.replace("1 3\n", "2 3\n");
    let sample = Sample {
        args: &["fridge"],
        input,
        wrong: vec![
            (more, 1),
            (
                moved.clone(),
                1 + 1 + moves.lines().position(|l| l == "1 3").unwrap() as u32,
            ),
        ],
        malformed: vec![
            (second.replacen(count, "six", 1), 1),
            (
                second.replace("4 1\n", "4 one\n"),
                1 + 1 + moves.lines().position(|l| l == "4 1").unwrap() as u32,
            ),
        ],
        invalid: (
            "-+--\n----\n----\n-+--\n----\n--x-\n".to_owned(),
            "case 2, line 6, column 3: ",
        ),
        answers,
    };
    assert_eq!(count, "6");
    judge_all_ways(&sample);
}

/// A random board of `rows` × `cols` lights, `true` on.
fn random_board(rng: &mut Rng, rows: usize, cols: usize) -> Vec<Vec<bool>> {
    (0..rows)
        .map(|_| (0..cols).map(|_| rng.next_u64() >> 63 == 1).collect())
        .collect()
}

/// The oracle's canonical press map for `board`, to all on (`on`) or all
/// off; `None` when no presses reach it.
fn canonical(board: &[Vec<bool>], on: bool) -> Option<Vec<Vec<bool>>> {
    let (rows, cols) = (board.len(), board[0].len());
    let oracle = Oracle::new(rows, cols);
    let mut lights = Bits::EMPTY;
    for (cell, _) in board.iter().flatten().enumerate().filter(|(_, on)| **on) {
        lights.set(cell);
    }
    let goal = if on { oracle.all_on() } else { Bits::EMPTY };
    let presses = oracle.canonical(&lights, &[goal])?;
    let map = (0..rows).map(|r| (0..cols).map(|c| presses.get(r * cols + c)).collect());
    Some(map.collect())
}

/// A row as the judges write it: `symbols` for off and on, `sep` between.
fn row_text(cells: &[bool], symbols: [char; 2], sep: &str) -> String {
    let cells: Vec<String> = cells
        .iter()
        .map(|&on| symbols[usize::from(on)].to_string())
        .collect();
    cells.join(sep)
}

/// `map` with its first press that has an unpressed cell beside it in its
/// row moved there, and that row (0-based).
fn moved_press(map: &[Vec<bool>]) -> (Vec<Vec<bool>>, usize) {
    let mut moved = map.to_vec();
    for (r, row) in moved.iter_mut().enumerate() {
        if let Some(c) = (0..row.len() - 1).find(|&c| row[c] != row[c + 1]) {
            row.swap(c, c + 1);
            return (moved, r);
        }
    }
    panic!("no row with a press beside an unpressed cell");
}

/// A board drawn until `fits` its canonical map (`None`: no answer).
fn board_where(
    rng: &mut Rng,
    (rows, cols): (usize, usize),
    on: bool,
    fits: impl Fn(Option<&Vec<Vec<bool>>>) -> bool,
) -> (Vec<Vec<bool>>, Option<Vec<Vec<bool>>>) {
    loop {
        let board = random_board(rng, rows, cols);
        let map = canonical(&board, on);
        if fits(map.as_ref()) {
            return (board, map);
        }
    }
}

/// At least two presses, and a row to move one in.
fn pressed(map: Option<&Vec<Vec<bool>>>) -> bool {
    map.is_some_and(|map| {
        map.iter().flatten().filter(|&&p| p).count() >= 2
            && map.iter().any(|row| row.windows(2).any(|w| w[0] != w[1]))
    })
}

fn presses(map: &[Vec<bool>]) -> usize {
    map.iter().flatten().filter(|&&p| p).count()
}

#[test]
fn lights_out_with_a_goal() {
    let mut rng = Rng::new(17);
    let cases = [
        board_where(&mut rng, (3, 3), true, |_| true),
        board_where(&mut rng, (4, 5), true, pressed),
        board_where(&mut rng, (4, 4), true, |map| map.is_none()),
    ];
    let (mut input, mut answers) = (String::new(), Vec::new());
    let map_text = |map: &[Vec<bool>]| -> String {
        let rows: Vec<String> = map
            .iter()
            .map(|row| row_text(row, ['0', '1'], "") + "\n")
            .collect();
        format!("{}\n{}", presses(map), rows.concat())
    };
    for (board, map) in &cases {
        for row in board {
            writeln!(input, "{}", row_text(row, ['0', '1'], "")).unwrap();
        }
        input.push('\n');
        answers.push(map.as_deref().map_or("Impossible\n".to_owned(), map_text));
    }
    let map = cases[1].1.as_ref().unwrap();
    let (moved, row) = moved_press(map);
    let second = answers[1].clone();
    let (count, rows) = second.split_once('\n').unwrap();
    let short = second.replacen(&format!("\n{}", rows.lines().next().unwrap()), "\n0", 1);
    let sample = Sample {
        args: &["lights-out", "--goal", "on"],
        input,
        wrong: vec![
            (format!("{}\n{rows}", presses(map) + 1), 1),
            (map_text(&moved), 2 + row as u32),
            ("Impossible\n".to_owned(), 1),
        ],
        malformed: vec![(second.replacen(count, "x", 1), 1), (short, 2)],
        invalid: (
            "010\n111\n010\n\n01\n2\n".to_owned(),
            "case 2, line 6, column 1: ",
        ),
        answers,
    };
    judge_all_ways(&sample);
}

#[test]
fn painter_a_judge_with_a_count_line() {
    let mut rng = Rng::new(1681);
    let cases = [
        board_where(&mut rng, (3, 3), true, |_| true),
        board_where(&mut rng, (5, 5), true, pressed),
        board_where(&mut rng, (4, 4), true, |map| map.is_none()),
    ];
    let (mut input, mut answers) = (format!("{}\n", cases.len()), Vec::new());
    for (wall, map) in &cases {
        writeln!(input, "{}", wall.len()).unwrap();
        for row in wall {
            writeln!(input, "{}", row_text(row, ['w', 'y'], "")).unwrap();
        }
        answers.push(
            map.as_deref()
                .map_or("inf\n".to_owned(), |map| format!("{}\n", presses(map))),
        );
    }
    let fewest = presses(cases[1].1.as_ref().unwrap());
    let sample = Sample {
        args: &["painter"],
        input,
        wrong: vec![(format!("{}\n", fewest + 1), 1), ("inf\n".to_owned(), 1)],
        malformed: vec![("x\n".to_owned(), 1), (format!("{fewest} {fewest}\n"), 1)],
        invalid: (
            "3\n1\nw\n2\nyy\nyx\n".to_owned(),
            "case 2, line 6, column 2: ",
        ),
        answers,
    };
    judge_all_ways(&sample);
}

#[test]
fn extended_lights_out_a_judge_with_a_count_line_and_headers() {
    let mut rng = Rng::new(1222);
    let cases = [
        board_where(&mut rng, (5, 6), false, |_| true),
        board_where(&mut rng, (5, 6), false, pressed),
        board_where(&mut rng, (5, 6), false, |_| true),
    ];
    let (mut input, mut answers) = (format!("{}\n", cases.len()), Vec::new());
    let map_text = |k: usize, map: &[Vec<bool>]| -> String {
        let rows: Vec<String> = map
            .iter()
            .map(|row| row_text(row, ['0', '1'], " ") + "\n")
            .collect();
        format!("PUZZLE #{k}\n{}", rows.concat())
    };
    for (k, (board, map)) in cases.iter().enumerate() {
        for row in board {
            writeln!(input, "{}", row_text(row, ['0', '1'], " ")).unwrap();
        }
        answers.push(map_text(k + 1, map.as_ref().expect("5 × 6 has nullity 0")));
    }
    let map = cases[1].1.as_ref().unwrap();
    let (moved, row) = moved_press(map);
    let second = answers[1].clone();
    let sample = Sample {
        args: &["extended-lights-out"],
        input,
        wrong: vec![(map_text(2, &moved), 2 + row as u32)],
        malformed: vec![
            (second.replace("PUZZLE #2", "PUZZLE #3"), 1),
            (second.replacen("\n", "\n1 0 1\n", 1), 2),
        ],
        invalid: (
            "1\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0\n".to_owned(),
            "case 1, line 6, column 10: ",
        ),
        answers,
    };
    judge_all_ways(&sample);
}

/// A 4 × 4 board as its judge writes it, bit `4 * row + col` a `1`.
fn swap_board(board: u16) -> String {
    (0..4)
        .map(|row| {
            let cells: String = (0..4)
                .map(|col| ['0', '1'][usize::from(board >> (4 * row + col) & 1)])
                .collect();
            cells + "\n"
        })
        .collect()
}

/// A swap as its judge writes it: `abcd`, 1-based.
fn swap_text(a: usize, b: usize) -> String {
    format!("{}{}{}{}\n", a / 4 + 1, a % 4 + 1, b / 4 + 1, b % 4 + 1)
}

#[test]
fn the_swap_game() {
    let mut rng = Rng::new(1225);
    let (mut input, mut answers) = (String::new(), Vec::new());
    let mut second_start = None;
    for case in 0..3 {
        let (start, target) = loop {
            let (start, target) = (rng.board_with(8), rng.board_with(8));
            let far = common::swap_distances(target)[usize::from(start)];
            if far >= 2 && far != UNREACHABLE {
                break (start, target);
            }
        };
        input.push_str(&(swap_board(start) + &swap_board(target)));
        // The oracle's distances to the target, walked down from the start.
        let distance = common::swap_distances(target);
        let (mut board, mut answer) = (start, format!("{}\n", distance[usize::from(start)]));
        while board != target {
            let (a, b) = common::adjacent_pairs()
                .into_iter()
                .find(|&(a, b)| {
                    let next = common::swap_cells(board, a, b);
                    distance[usize::from(next)] + 1 == distance[usize::from(board)]
                })
                .expect("a swap one nearer");
            answer.push_str(&swap_text(a, b));
            board = common::swap_cells(board, a, b);
        }
        if case == 1 {
            second_start = Some((start, distance));
        }
        answers.push(answer);
    }
    let (start, distance) = second_start.unwrap();
    let second = answers[1].clone();
    let (count, moves) = second.split_once('\n').unwrap();
    let (first, rest) = moves.split_once('\n').unwrap();
    let (a, b) = common::adjacent_pairs()
        .into_iter()
        .find(|&(a, b)| {
            let next = common::swap_cells(start, a, b);
            distance[usize::from(next)] + 1 != distance[usize::from(start)]
        })
        .expect("a swap that gets no nearer");
    let sample = Sample {
        args: &["swap-game"],
        input,
        wrong: vec![
            (
                format!("{}\n{moves}{first}\n", distance[usize::from(start)] + 1),
                1,
            ),
            (format!("{count}\n{}{rest}", swap_text(a, b)), 2),
        ],
        malformed: vec![
            (second.replacen(count, "four", 1), 1),
            (format!("{count}\n12x2\n{rest}"), 2),
        ],
        invalid: (
            "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0111\n".to_owned(),
            "case 1, line 8, column 1: ",
        ),
        answers,
    };
    judge_all_ways(&sample);
}

#[test]
fn eight_any_moves_that_reach_the_goal() {
    let mut rng = Rng::new(1043);
    let to_goal = eight::to_goal();
    let solvable = loop {
        let board = eight::random_board(&mut rng);
        if to_goal.get(board).is_some_and(|far| far >= 2) {
            break board;
        }
    };
    let unsolvable = loop {
        let board = eight::random_board(&mut rng);
        if to_goal.get(board).is_none() {
            break board;
        }
    };
    // The goal itself: its answer is an empty line.
    let boards = [eight::GOAL, solvable, unsolvable];
    let input: String = boards
        .iter()
        .map(|&board| eight::spaced(board) + "\n")
        .collect();
    let answers: Vec<String> = boards
        .iter()
        .map(|&board| {
            eight::canonical(board, UDLR, to_goal).unwrap_or("unsolvable".to_owned()) + "\n"
        })
        .collect();
    let moves = answers[1].trim_end();
    let sample = Sample {
        args: &["eight"],
        input,
        wrong: vec![
            (format!("{}\n", &moves[1..]), 1),
            ("unsolvable\n".to_owned(), 1),
        ],
        malformed: vec![(format!("x{moves}\n"), 1)],
        invalid: (
            "2 3 4 1 5 x 7 6 8\n1 1 3 4 5 6 7 8 x\n".to_owned(),
            "case 2, line 2, column 3: ",
        ),
        answers,
    };
    judge_all_ways(&sample);
}

#[test]
fn eight_ii_the_least_moves_in_its_order() {
    let mut rng = Rng::new(3567);
    let mut pairs = vec![(eight::GOAL, eight::GOAL)];
    while pairs.len() < 3 {
        let (start, target) = (eight::random_board(&mut rng), eight::random_board(&mut rng));
        if eight::inversion_parity(start) == eight::inversion_parity(target) {
            pairs.push((start, target));
        }
    }
    let mut input = format!("{}\n", pairs.len());
    let mut answers = Vec::new();
    for (k, &(start, target)) in pairs.iter().enumerate() {
        writeln!(
            input,
            "{}\n{}",
            eight::dense(start, 'X'),
            eight::dense(target, 'X')
        )
        .unwrap();
        let moves = eight::canonical(start, DLRU, &eight::distances(target)).expect("one parity");
        answers.push(format!("Case {}: {}\n{moves}\n", k + 1, moves.len()));
    }
    let second = answers[1].clone();
    let (head, moves) = second.trim_end().split_once('\n').unwrap();
    assert!(moves.len() >= 2, "{second}");
    let last = if moves.ends_with('u') { 'd' } else { 'u' };
    let changed = format!("{head}\n{}{last}\n", &moves[..moves.len() - 1]);
    let sample = Sample {
        args: &["eight-ii"],
        input,
        wrong: vec![
            (format!("Case 2: {}\n{moves}\n", moves.len() + 1), 1),
            (changed, 2),
        ],
        malformed: vec![
            (second.replacen(": ", " ", 1), 1),
            (format!("{head}\nq{}\n", &moves[1..]), 2),
        ],
        invalid: (
            "2\n12X453786\n12345678\n".to_owned(),
            "case 1, line 3, column 9: ",
        ),
        answers,
    };
    judge_all_ways(&sample);
}

#[test]
fn files_that_cannot_be_read_or_written_fail_the_judge() {
    let dir = Dir::new();
    let input = dir.file("input.txt", "0 0 1\n0 1 1\n1 0 0\n");
    let missing = dir.0.join("missing.txt");
    let run_words = |words: &[&Path], stdin: &str| {
        let mut all = vec![Path::new("check"), Path::new("lights")];
        all.extend_from_slice(words);
        let output = flipswap(&all, stdin.as_bytes());
        (output.status.code(), text(&output.stderr).to_owned())
    };
    let cannot = |path: &Path| format!("FAIL cannot read '{}': ", path.display());
    let testlib = Path::new("--testlib");
    for words in [
        [&input, &missing, &input],
        [&missing, &input, &input],
        [&input, &input, &missing],
    ] {
        let (code, said) = run_words(&[testlib, words[0], words[1], words[2]], "");
        assert_eq!(code, Some(3), "{said}");
        assert!(
            said.starts_with(&cannot(&missing)) && said.lines().count() == 1,
            "{said}"
        );
    }
    let domjudge = Path::new("--domjudge");
    let (code, said) = run_words(&[domjudge, &missing, &input, &dir.0], "4\n");
    assert_eq!(
        (code, said.starts_with(&cannot(&missing))),
        (Some(1), true),
        "{said}"
    );
    let (code, said) = run_words(&[domjudge, &input, &input, &missing], "4\n");
    let message = missing.join("judgemessage.txt");
    let cannot_write = format!("FAIL cannot write '{}': ", message.display());
    assert_eq!(
        (code, said.starts_with(&cannot_write)),
        (Some(1), true),
        "{said}"
    );
}

#[test]
fn output_the_judge_cannot_hold_or_a_case_the_input_lacks_is_badly_formatted() {
    let long = "1".repeat(70_000) + "\n";
    let too_long = "case 1: output line 1 is longer than 65536 bytes\n";
    judge(&["painter"], "1\n1\ny\n", &long, Expect::Format(too_long));
    let none = "output line 2: expected the end of the output, as the input holds no case\n";
    judge(&["painter"], "0\n", "\n0\n", Expect::Format(none));
    judge(&["painter"], "0\n", "\n \n", Expect::Accepted(0));
}

#[test]
fn a_blank_input_is_no_test_whatever_the_output() {
    for (args, input) in [
        (&["fifteen"][..], ""),
        (&["flip-game"], "\n \n"),
        (&["painter"], ""),
    ] {
        judge(args, input, "", Expect::Fail("a blank input holds no test"));
    }
}

#[test]
fn usage_errors_and_help() {
    for (words, error) in [
        (
            &["check", "lights", "--testlib", "a", "b"][..],
            "flipswap: --testlib takes three files, INPUT OUTPUT ANSWER; 2 files given (see 'flipswap help check')\n",
        ),
        (
            &["check", "lights", "--domjudge", "--testlib", "a", "b", "c"],
            "flipswap: --testlib and --domjudge do not go together; give one (see 'flipswap help check')\n",
        ),
        (
            &["lights", "--domjudge", "a", "b", "c"],
            "flipswap: --domjudge goes with check only (see 'flipswap help check')\n",
        ),
    ] {
        let output = run(words, "");
        assert_eq!(text(&output.stderr), error);
        assert_eq!(output.status.code(), Some(2));
    }
    let help = run(&["help", "check"], "");
    let help = text(&help.stdout);
    for words in [
        "--testlib INPUT OUTPUT ANSWER",
        "--domjudge INPUT ANSWER FEEDBACKDIR < OUTPUT",
        "judgemessage.txt",
        "42",
        "43",
        "wrong output format",
        "FAIL",
    ] {
        assert!(help.contains(words), "{words}: {help}");
    }
}
