//! The 15-puzzle: `flipswap::fifteen::solve` side by side with what users
//! write instead, written here from the rules alone: an IDA* guided by the
//! Manhattan distance, trying the blank's moves in the order D, L, R, U,
//! so that it finds the same canonical string.
//!
//! Three sets of boards:
//! - the 100 uniformly random solvable boards of `benches/data/fifteen-100.txt`
//!   and Korf's 100 (`benches/data/korf-100.txt`, turned to this goal: a
//!   half turn, tile `t` renamed `16 - t`, which keeps every board's fewest
//!   moves), both in UVa 10181's input format, timed with flipswap alone:
//!   the whole, the mean and the worst board. A solver outside the
//!   repository can read the same files;
//! - boards a random walk away from the goal whose answers take 42 to 46
//!   moves, few enough that the Manhattan IDA* finishes, timed with both in
//!   the same run: the ratio, and a check that both give the same string.
//!
//! `benches/flipswap.rs` includes this file as a module: `flipswap-HASH
//! fifteen` prints its table alone (`cargo bench` does not run it with the
//! rest: the Manhattan search takes a minute).

use std::fmt::Write as _;
use std::time::Instant;

use super::Rng;

use flipswap::fifteen::{self, Board};

/// A board as the Manhattan search holds it: the cells row by row, `0` the
/// blank.
type Cells = [u8; 16];

/// Boards of the walked set.
const WALKED: usize = 6;

/// The moves of the blank in the order D, L, R, U: the change of its cell
/// and the letter.
const STEPS: [(i8, i8, u8); 4] = [(1, 0, b'D'), (0, -1, b'L'), (0, 1, b'R'), (-1, 0, b'U')];

/// The Manhattan distance of every tile to its goal cell.
fn manhattan(cells: &Cells) -> u32 {
    let mut sum = 0;
    for (cell, &tile) in cells.iter().enumerate() {
        if tile != 0 {
            let goal = usize::from(tile - 1);
            sum += (cell / 4).abs_diff(goal / 4) + (cell % 4).abs_diff(goal % 4);
        }
    }
    sum as u32
}

/// The Manhattan IDA*'s board and path as it goes.
struct Ida {
    cells: Cells,
    path: Vec<u8>,
    nodes: u64,
}

impl Ida {
    /// One depth-first pass below `bound`: the least `f` past the bound,
    /// or `None` when the goal is reached (the path is then the answer).
    fn pass(&mut self, blank: usize, g: u32, h: u32, bound: u32, back: Option<u8>) -> Option<u32> {
        self.nodes += 1;
        let f = g + h;
        if f > bound {
            return Some(f);
        }
        if h == 0 {
            return None;
        }
        let mut least = u32::MAX;
        let (row, col) = ((blank / 4) as i8, (blank % 4) as i8);
        for (dr, dc, letter) in STEPS {
            let (r, c) = (row + dr, col + dc);
            if !(0..4).contains(&r) || !(0..4).contains(&c) {
                continue;
            }
            if back == Some(letter) {
                continue;
            }
            let to = (r * 4 + c) as usize;
            let tile = self.cells[to];
            let goal = usize::from(tile - 1);
            let before = (to / 4).abs_diff(goal / 4) + (to % 4).abs_diff(goal % 4);
            let after = (blank / 4).abs_diff(goal / 4) + (blank % 4).abs_diff(goal % 4);
            let h = h + after as u32 - before as u32;
            self.cells.swap(blank, to);
            self.path.push(letter);
            let undo = match letter {
                b'D' => b'U',
                b'U' => b'D',
                b'L' => b'R',
                _ => b'L',
            };
            let next = self.pass(to, g + 1, h, bound, Some(undo))?;
            self.path.pop();
            self.cells.swap(blank, to);
            least = least.min(next);
        }
        Some(least)
    }
}

/// The Manhattan IDA*'s answer (the fewest moves, least in D, L, R, U) and
/// the nodes it expanded.
fn manhattan_ida(cells: Cells) -> (String, u64) {
    let blank = cells.iter().position(|&c| c == 0).expect("a blank");
    let mut ida = Ida {
        cells,
        path: Vec::new(),
        nodes: 0,
    };
    let mut bound = manhattan(&cells);
    loop {
        match ida.pass(blank, 0, manhattan(&cells), bound, None) {
            None => return (String::from_utf8(ida.path).expect("letters"), ida.nodes),
            Some(next) => bound = next,
        }
    }
}

/// The boards of UVa 10181's input text.
fn read_boards(text: &str) -> Vec<Cells> {
    let mut numbers = text
        .split_whitespace()
        .map(|n| n.parse::<u8>().expect("a number"));
    let count = usize::from(numbers.next().expect("the count"));
    (0..count)
        .map(|_| {
            let mut cells = [0; 16];
            for cell in &mut cells {
                *cell = numbers.next().expect("16 numbers a board");
            }
            cells
        })
        .collect()
}

fn board(cells: Cells) -> Board {
    Board::from_cells(cells).expect("each tile once")
}

/// A board `steps` random moves from the goal.
fn walked(rng: &mut Rng, steps: usize) -> Cells {
    let mut cells: Cells = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
    let mut blank = 15usize;
    for _ in 0..steps {
        let (dr, dc, _) = STEPS[(rng.next() % 4) as usize];
        let (r, c) = ((blank / 4) as i8 + dr, (blank % 4) as i8 + dc);
        if (0..4).contains(&r) && (0..4).contains(&c) {
            let to = (r * 4 + c) as usize;
            cells.swap(blank, to);
            blank = to;
        }
    }
    cells
}

/// The sets of boards timed with flipswap alone: a name and the file.
static SETS: [(&str, &str); 2] = [
    (
        "random solvable boards (benches/data/fifteen-100.txt)",
        include_str!("../data/fifteen-100.txt"),
    ),
    (
        "boards of Korf's 100, turned to this goal (benches/data/korf-100.txt)",
        include_str!("../data/korf-100.txt"),
    ),
];

/// Times `fifteen::solve` on each board of `text` (UVa 10181's format);
/// writes a markdown table of the whole, the mean and the worst to `out`.
fn time_set(out: &mut String, name: &str, text: &str) {
    let boards = read_boards(text);
    let mut times = Vec::new();
    let mut moves = 0;
    let all = Instant::now();
    for &cells in &boards {
        let start = Instant::now();
        let solution = fifteen::solve(board(cells)).expect("the file's boards are solvable");
        times.push((start.elapsed().as_secs_f64(), solution.len()));
        moves += solution.len();
    }
    let total = all.elapsed().as_secs_f64();
    let (worst, worst_at) = times
        .iter()
        .enumerate()
        .map(|(i, &(t, _))| (t, i))
        .fold((0.0, 0), |a, b| if b.0 > a.0 { b } else { a });
    let _ = writeln!(out, "\n15-puzzle, {} {name}:\n", boards.len());
    let _ = writeln!(out, "| | |\n|---|---:|");
    let _ = writeln!(out, "| all boards | {total:.2} s |");
    let _ = writeln!(
        out,
        "| mean a board | {:.1} ms |",
        1e3 * total / boards.len() as f64
    );
    let _ = writeln!(
        out,
        "| mean moves | {:.1} |",
        moves as f64 / boards.len() as f64
    );
    let _ = writeln!(
        out,
        "| worst board | {:.2} s (board {}, {} moves) |",
        worst,
        worst_at + 1,
        times[worst_at].1
    );
}

/// Times the sets and the walked boards; writes markdown tables to `out`.
pub fn timing(out: &mut String) {
    let tables = if cfg!(feature = "fifteen-6-6-3") {
        "6-6-3 (feature fifteen-6-6-3)"
    } else {
        "5-5-5 (the default)"
    };
    let _ = writeln!(out, "\n15-puzzle pattern databases: {tables}");
    for (name, text) in SETS {
        time_set(out, name, text);
    }

    let mut rng = Rng::new();
    let mut walked_boards = Vec::new();
    while walked_boards.len() < WALKED {
        let cells = walked(&mut rng, 400);
        let moves = fifteen::solve(board(cells)).map_or(0, |s| s.len());
        if (42..=46).contains(&moves) {
            walked_boards.push(cells);
        }
    }
    let start = Instant::now();
    let ours: Vec<String> = walked_boards
        .iter()
        .map(|&cells| {
            fifteen::solve(board(cells))
                .expect("walked from the goal")
                .to_string()
        })
        .collect();
    let flipswap = start.elapsed().as_secs_f64();
    let start = Instant::now();
    let mut nodes = 0;
    for (cells, answer) in walked_boards.iter().zip(&ours) {
        let (theirs, expanded) = manhattan_ida(*cells);
        assert_eq!(&theirs, answer, "{cells:?}");
        nodes += expanded;
    }
    let plain = start.elapsed().as_secs_f64();
    let _ = writeln!(
        out,
        "\n15-puzzle, {WALKED} boards of 42 to 46 moves, the same string from both:\n"
    );
    let _ = writeln!(
        out,
        "| method | ms a board | nodes a board | ratio |\n|---|---:|---:|---:|"
    );
    let _ = writeln!(
        out,
        "| `fifteen::solve` | {:.2} | | 1× |",
        1e3 * flipswap / WALKED as f64
    );
    let _ = writeln!(
        out,
        "| IDA* (Manhattan) | {:.1} | {} | {:.0}× |",
        1e3 * plain / WALKED as f64,
        super::thousands((nodes / WALKED as u64) as usize),
        plain / flipswap
    );
}

/// [`timing`] alone, for `flipswap-HASH fifteen`; with `random` boards
/// (`flipswap-HASH fifteen N`), also both methods on the first N of the
/// random boards, which takes the Manhattan search minutes a board.
pub fn timing_alone(random: usize) -> String {
    let mut out = String::new();
    timing(&mut out);
    if random > 0 {
        let boards = read_boards(include_str!("../data/fifteen-100.txt"));
        let boards = &boards[..random.min(boards.len())];
        let start = Instant::now();
        let ours: Vec<String> = boards
            .iter()
            .map(|&cells| fifteen::solve(board(cells)).expect("solvable").to_string())
            .collect();
        let flipswap = start.elapsed().as_secs_f64();
        let start = Instant::now();
        let mut nodes = 0;
        for (cells, answer) in boards.iter().zip(&ours) {
            let (theirs, expanded) = manhattan_ida(*cells);
            assert_eq!(&theirs, answer, "{cells:?}");
            nodes += expanded;
        }
        let plain = start.elapsed().as_secs_f64();
        let n = boards.len() as f64;
        let _ = writeln!(
            out,
            "\n15-puzzle, the first {} random boards, the same string from both:\n",
            boards.len()
        );
        let _ = writeln!(
            out,
            "| method | ms a board | nodes a board | ratio |\n|---|---:|---:|---:|"
        );
        let _ = writeln!(
            out,
            "| `fifteen::solve` | {:.1} | | 1× |",
            1e3 * flipswap / n
        );
        let _ = writeln!(
            out,
            "| IDA* (Manhattan) | {:.0} | {} | {:.0}× |",
            1e3 * plain / n,
            super::thousands((nodes as f64 / n) as usize),
            plain / flipswap
        );
    }
    out
}
