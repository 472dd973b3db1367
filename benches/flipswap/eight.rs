//! The 8-puzzle: `flipswap::eight` side by side with what users write
//! instead, written here from the rules alone: a breadth-first search from
//! the start until the goal turns up (a visited array over the 9! ranks, as
//! accepted answers to HDU 1043 do), and A* with the Manhattan distance.
//! Both give the fewest moves, which checks flipswap's lengths too.
//!
//! `benches/flipswap.rs` includes this file as a module: [`timing`] adds
//! its table to `cargo bench`'s output (`flipswap-HASH eight` prints it
//! alone) and [`cases`] serves `cases eight N`,
//! `cases eight-ii N` and `cases eight-digits N`. Cargo also builds it as a
//! bench of its own, which has nothing to run, so it uses nothing of
//! `benches/flipswap.rs`.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};
use std::time::Instant;

use super::{Rng, thousands, time};

use flipswap::eight::{self, Board, Order, Pair};

/// A board as the searches hold it: the cells row by row, `0` the blank.
pub type Cells = [u8; 9];

/// Eight's goal, `1 2 3 / 4 5 6 / 7 8 _`.
pub const GOAL: Cells = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// Luogu P1379's goal, `1 2 3 / 8 _ 4 / 7 6 5`.
pub const CENTRE: Cells = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// 9!: the orderings of the nine cells.
const STATES: usize = 362_880;

/// Boards per pass of flipswap, and the passes whose median is kept.
const BOARDS: usize = 1000;
const ROUNDS: usize = 31;
/// Of those boards, the ones each search answers per pass, and its passes.
const BFS_BOARDS: usize = 50;
const ASTAR_BOARDS: usize = 300;
const SEARCH_ROUNDS: usize = 3;

// ---------------------------------------------------------------------------
// Random boards
// ---------------------------------------------------------------------------

/// Boards of the 8-puzzle from the benchmark's generator.
impl Rng {
    /// A uniformly random board.
    pub fn tiles(&mut self) -> Cells {
        let mut cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for i in (1..9).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            cells.swap(i, j);
        }
        cells
    }

    /// A uniformly random board that can reach `target` (`reach`) or
    /// cannot (`!reach`).
    pub fn board_for(&mut self, target: Cells, reach: bool) -> Cells {
        let mut cells = self.tiles();
        if (odd(cells) == odd(target)) != reach {
            // Swapping two tiles flips the parity of the inversions.
            let tiles: Vec<usize> = (0..9).filter(|&i| cells[i] != 0).take(2).collect();
            cells.swap(tiles[0], tiles[1]);
        }
        cells
    }
}

/// Whether the tiles, read row by row with the blank left out, have an odd
/// number of inversions: two boards are mutually reachable iff this agrees.
pub fn odd(cells: Cells) -> bool {
    let tiles: Vec<u8> = cells.into_iter().filter(|&c| c != 0).collect();
    let mut inversions = 0;
    for (i, &a) in tiles.iter().enumerate() {
        inversions += tiles[i + 1..].iter().filter(|&&b| b < a).count();
    }
    inversions % 2 == 1
}

// ---------------------------------------------------------------------------
// What users write
// ---------------------------------------------------------------------------

/// For each cell, the cells the blank can go to from it (up, down, left,
/// right).
const NEIGHBOURS: [&[usize]; 9] = [
    &[3, 1],
    &[4, 0, 2],
    &[5, 1],
    &[0, 6, 4],
    &[1, 7, 3, 5],
    &[2, 8, 4],
    &[3, 7],
    &[4, 6, 8],
    &[5, 7],
];

/// The board's Cantor rank among the 9! orderings: the visited array's
/// index.
fn cantor(cells: &Cells) -> usize {
    const FACTORIALS: [usize; 9] = [40_320, 5_040, 720, 120, 24, 6, 2, 1, 1];
    let mut rank = 0;
    for i in 0..9 {
        let smaller_later = cells[i + 1..].iter().filter(|&&c| c < cells[i]).count();
        rank += smaller_later * FACTORIALS[i];
    }
    rank
}

/// The fewest moves from `board` to `goal` by breadth-first search from
/// `board`, stopping when `goal` is generated; `None` when the parities
/// differ (checked first, as accepted answers do).
pub fn bfs_moves(board: Cells, goal: Cells) -> Option<usize> {
    if odd(board) != odd(goal) {
        return None;
    }
    if board == goal {
        return Some(0);
    }
    let mut visited = vec![false; STATES];
    let mut queue = VecDeque::new();
    visited[cantor(&board)] = true;
    let blank = board.iter().position(|&c| c == 0)?;
    queue.push_back((board, blank, 0));
    while let Some((cells, blank, moves)) = queue.pop_front() {
        for &to in NEIGHBOURS[blank] {
            let mut next = cells;
            next.swap(blank, to);
            if next == goal {
                return Some(moves + 1);
            }
            let rank = cantor(&next);
            if !visited[rank] {
                visited[rank] = true;
                queue.push_back((next, to, moves + 1));
            }
        }
    }
    None
}

/// The cells packed four bits each, for the heap and the closed set.
fn pack(cells: &Cells) -> u64 {
    cells
        .iter()
        .rev()
        .fold(0, |packed, &c| packed << 4 | u64::from(c))
}

fn unpack(packed: u64) -> Cells {
    core::array::from_fn(|i| (packed >> (4 * i) & 0xF) as u8)
}

/// The sum over the tiles of their row and column distances from their
/// cells in the goal (`at[t]` is tile `t`'s cell there): never more than
/// the moves left, and off by at most one after a move, so A* with it
/// finds the fewest moves.
fn manhattan(cells: &Cells, at: &[usize; 9]) -> u8 {
    let mut sum = 0;
    for (cell, &tile) in cells.iter().enumerate() {
        if tile != 0 {
            let goal = at[usize::from(tile)];
            sum += (cell / 3).abs_diff(goal / 3) + (cell % 3).abs_diff(goal % 3);
        }
    }
    sum as u8
}

/// The fewest moves from `board` to `goal` by A* with the Manhattan
/// distance; `None` when the parities differ.
pub fn astar_moves(board: Cells, goal: Cells) -> Option<usize> {
    if odd(board) != odd(goal) {
        return None;
    }
    let mut at = [0; 9];
    for (cell, &tile) in goal.iter().enumerate() {
        at[usize::from(tile)] = cell;
    }
    let target = pack(&goal);
    let mut best: HashMap<u64, u8> = HashMap::new();
    let mut open = BinaryHeap::new();
    best.insert(pack(&board), 0);
    open.push(Reverse((manhattan(&board, &at), 0u8, pack(&board))));
    while let Some(Reverse((_, moves, packed))) = open.pop() {
        if packed == target {
            return Some(usize::from(moves));
        }
        if best.get(&packed).is_some_and(|&b| b < moves) {
            continue;
        }
        let cells = unpack(packed);
        let blank = cells.iter().position(|&c| c == 0)?;
        for &to in NEIGHBOURS[blank] {
            let mut next = cells;
            next.swap(blank, to);
            let key = pack(&next);
            if best.get(&key).is_none_or(|&b| b > moves + 1) {
                best.insert(key, moves + 1);
                let estimate = moves + 1 + manhattan(&next, &at);
                open.push(Reverse((estimate, moves + 1, key)));
            }
        }
    }
    None
}

// ---------------------------------------------------------------------------
// Timing (`cargo bench`)
// ---------------------------------------------------------------------------

fn board(cells: Cells) -> Board {
    Board::from_cells(cells).expect("a board")
}

/// [`timing`]'s table alone (`flipswap-HASH eight`).
pub fn timing_alone() -> String {
    let mut out = String::new();
    timing(&mut out);
    out
}

/// Times `eight::solve` on random solvable boards, `Pair::solve` to random
/// targets, and both searches on some of the same boards; checks that every
/// searched length is flipswap's; writes a markdown table to `out`.
pub fn timing(out: &mut String) {
    let mut rng = Rng::new();
    let starts: Vec<Cells> = (0..BOARDS).map(|_| rng.board_for(GOAL, true)).collect();
    let boards: Vec<Board> = starts.iter().map(|&c| board(c)).collect();
    let pairs: Vec<Pair> = starts
        .iter()
        .map(|&start| {
            let target = rng.board_for(start, true);
            Pair::new(board(start), board(target)).expect("same parity")
        })
        .collect();
    let length = |b: Board| eight::solve(b).map(|s| s.len());
    let solve = time(&boards, ROUNDS, length);
    let pair = time(&pairs, ROUNDS, |p: Pair| {
        p.solve(Order::Dlru).map(|s| s.len())
    });
    let bfs = time(&starts[..BFS_BOARDS], SEARCH_ROUNDS, |c| bfs_moves(c, GOAL));
    let astar = time(&starts[..ASTAR_BOARDS], SEARCH_ROUNDS, |c| {
        astar_moves(c, GOAL)
    });
    for (i, &cells) in starts[..ASTAR_BOARDS].iter().enumerate() {
        let flipswap = length(board(cells));
        assert_eq!(astar_moves(cells, GOAL), flipswap, "{cells:?}");
        if i < BFS_BOARDS {
            assert_eq!(bfs_moves(cells, GOAL), flipswap, "{cells:?}");
        }
    }
    for &p in &pairs[..ASTAR_BOARDS] {
        let (start, target) = (p.start().cells(), p.target().cells());
        let flipswap = p.solve(Order::Dlru).map(|s| s.len());
        assert_eq!(
            astar_moves(start, target),
            flipswap,
            "{start:?} → {target:?}"
        );
    }
    let mean = starts[..BFS_BOARDS]
        .iter()
        .filter_map(|&c| length(board(c)))
        .sum::<usize>() as f64
        / BFS_BOARDS as f64;

    let _ = writeln!(
        out,
        "\n8-puzzle: random solvable boards to the goal `1 2 3 4 5 6 7 8 x` \
         (the first {BFS_BOARDS} need {mean:.1} moves on average); median of \
         {ROUNDS} passes for flipswap, {SEARCH_ROUNDS} for the searches\n"
    );
    out.push_str("| method | boards | ns per board | ÷ flipswap `eight::solve` |\n");
    out.push_str("|---|---:|---:|---:|\n");
    for (method, n, ns) in [
        ("flipswap `eight::solve`", BOARDS, solve),
        (
            "flipswap `Pair::solve` (random targets, `Dlru`)",
            BOARDS,
            pair,
        ),
        (
            "BFS from the start, visited array over 9! ranks",
            BFS_BOARDS,
            bfs,
        ),
        (
            "A*, Manhattan distance, `BinaryHeap` + `HashMap`",
            ASTAR_BOARDS,
            astar,
        ),
    ] {
        let ratio = ns / solve;
        let ratio = if ratio < 10.0 {
            format!("{ratio:.1}")
        } else {
            thousands(ratio.round() as usize)
        };
        let _ = writeln!(
            out,
            "| {method} | {} | {} | {ratio}× |",
            thousands(n),
            thousands(ns.round() as usize)
        );
    }
    cli_batch(out, bfs);
    let _ = writeln!(
        out,
        "\nEvery searched length (BFS on {BFS_BOARDS} boards, A* on {ASTAR_BOARDS} \
         boards and {ASTAR_BOARDS} pairs) was checked against flipswap's."
    );
}

/// Boards in the command line's batch, and its runs (the median kept).
const CLI_BOARDS: usize = 200_000;
const CLI_RUNS: usize = 3;

/// Times `flipswap eight` end to end on a batch of solvable boards (the
/// process, its reading and its writing included) and writes its line:
/// boards a second, and the ratio to the per-query BFS (`bfs_ns` a board).
fn cli_batch(out: &mut String, bfs_ns: f64) {
    let mut rng = Rng::new();
    let mut input = String::new();
    for _ in 0..CLI_BOARDS {
        let cells = rng.board_for(GOAL, true);
        let tokens: Vec<String> = cells
            .iter()
            .map(|&c| if c == 0 { "x".into() } else { c.to_string() })
            .collect();
        input.push_str(&tokens.join(" "));
        input.push('\n');
    }
    let mut seconds: Vec<f64> = (0..CLI_RUNS)
        .map(|_| {
            let start = Instant::now();
            let mut child = Command::new(env!("CARGO_BIN_EXE_flipswap"))
                .arg("eight")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("the command starts");
            let mut stdin = child.stdin.take().expect("piped");
            let text = input.clone();
            let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
            let output = child.wait_with_output().expect("the command runs");
            writer.join().expect("written").expect("written");
            assert!(output.status.success());
            assert_eq!(
                output.stdout.iter().filter(|&&b| b == b'\n').count(),
                CLI_BOARDS
            );
            start.elapsed().as_secs_f64()
        })
        .collect();
    seconds.sort_by(f64::total_cmp);
    let s = seconds[seconds.len() / 2];
    let ns = s * 1e9 / CLI_BOARDS as f64;
    let _ = writeln!(
        out,
        "\nThrough the command line, end to end: `flipswap eight` on {} solvable \
         boards takes {s:.3} s (median of {CLI_RUNS} runs): {} ns a board, {} boards \
         a second, {}× faster than the per-query BFS above.",
        thousands(CLI_BOARDS),
        thousands(ns.round() as usize),
        thousands((1e9 / ns).round() as usize),
        thousands((bfs_ns / ns).round() as usize)
    );
}

// ---------------------------------------------------------------------------
// Judge input for the CLI (`cases eight N` and its siblings)
// ---------------------------------------------------------------------------

/// `n` random cases of `puzzle` in its judge's format, or `None` when
/// `puzzle` is not one of `eight` (HDU 1043: nine tokens, `x` the blank,
/// about one in ten unsolvable), `eight-ii` (HDU 3567: the count, then
/// each case's start and target, `X` the blank, always solvable) or
/// `eight-digits` (Luogu P1379: nine digits, `0` the blank, solvable to
/// `123804765`).
pub fn cases(puzzle: &str, n: usize) -> Option<String> {
    let mut rng = Rng::new();
    let mut out = String::new();
    let line = |out: &mut String, cells: Cells, blank: &str, gap: &str| {
        let symbols: Vec<String> = cells
            .iter()
            .map(|&c| match c {
                0 => blank.to_string(),
                tile => tile.to_string(),
            })
            .collect();
        out.push_str(&symbols.join(gap));
        out.push('\n');
    };
    match puzzle {
        "eight" => {
            for _ in 0..n {
                let solvable = rng.next() % 10 != 0;
                line(&mut out, rng.board_for(GOAL, solvable), "x", " ");
            }
        }
        "eight-ii" => {
            let _ = writeln!(out, "{n}");
            for _ in 0..n {
                let start = rng.tiles();
                line(&mut out, start, "X", "");
                line(&mut out, rng.board_for(start, true), "X", "");
            }
        }
        "eight-digits" => {
            for _ in 0..n {
                line(&mut out, rng.board_for(CENTRE, true), "0", "");
            }
        }
        _ => return None,
    }
    Some(out)
}
