//! The 15-puzzle written again from the judges' rules (UVa 10181, AOJ
//! ALDS1_13_C): tiles 1 to 15 and a blank on a 4 × 4 board; a move slides a
//! tile next to the blank into it and is named by where the blank goes, `u`
//! up, `d` down, `l` left, `r` right (UVa 10181 writes them in capitals).
//!
//! A board is `[u8; 16]`, row-major from the top-left, `0` the blank. There
//! are far too many boards for a table, so the oracle has two searches of
//! its own:
//!
//! - [`Ball`]: a breadth-first search outwards from the goal to a fixed
//!   number of moves, giving the exact distance of every board that near (a
//!   move is undone by the opposite move, so the distance from the goal is
//!   the distance to it); [`canonical`] walks greedily from it.
//! - [`ida_star`]: an iterative-deepening A* with the Manhattan distance
//!   (optionally plus the linear conflicts), trying the moves in the order
//!   `d`, `l`, `r`, `u`, so that the first answer found in the last round is
//!   the least shortest string. Given a ball, it takes the ball's exact
//!   distances as its estimate inside it (a perimeter search) and finishes
//!   with the ball's greedy walk, which makes boards of 30 to 45 moves quick
//!   enough for the suite.
//!
//! Reachability is the parity rule of PUZZLES.md, written for any width so
//! that the suite can check it against an exhaustive search of small boards.

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// A board: the cells row by row, `0` the blank.
pub type Board = [u8; 16];

/// The judges' goal: `1 2 … 15` then the blank in the bottom-right corner.
pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// The tie-break of UVa 10181's answers in flipswap: the least string in
/// the order `d`, `l`, `r`, `u`.
pub const DLRU: [u8; 4] = *b"dlru";

/// How many moves out from the goal [`ball`] searches.
pub const RADIUS: u8 = 15;

/// Whether `board` holds each of `0..=15` exactly once.
pub fn is_board(board: Board) -> bool {
    let mut seen = 0u32;
    for cell in board {
        if cell > 15 {
            return false;
        }
        seen |= 1 << cell;
    }
    seen == 0xFFFF
}

/// The board after the blank moves one cell in the direction `letter`
/// (`u`, `d`, `l` or `r`), or `None` when it would leave the board.
pub fn slide(board: Board, letter: u8) -> Option<Board> {
    let mut next = board;
    slide_in(&mut next, 4, letter).then_some(next)
}

/// Moves the blank of `cells`, a board `width` cells wide, one cell in the
/// direction `letter`; `false` (and `cells` unchanged) when it would leave
/// the board. Panics on a letter that is not a move.
pub fn slide_in(cells: &mut [u8], width: usize, letter: u8) -> bool {
    let blank = cells.iter().position(|&c| c == 0).expect("a blank");
    let height = cells.len() / width;
    let (row, col) = (blank / width, blank % width);
    let to = match letter {
        b'u' if row > 0 => blank - width,
        b'd' if row + 1 < height => blank + width,
        b'l' if col > 0 => blank - 1,
        b'r' if col + 1 < width => blank + 1,
        b'u' | b'd' | b'l' | b'r' => return false,
        _ => panic!("{:?} is not a move", letter as char),
    };
    cells.swap(blank, to);
    true
}

/// The board after every move of `moves` in turn (either case), or `None`
/// when one of them would take the blank off the board.
pub fn replay(board: Board, moves: &str) -> Option<Board> {
    moves
        .bytes()
        .try_fold(board, |b, letter| slide(b, letter.to_ascii_lowercase()))
}

/// PUZZLES.md's parity of a board `width` cells wide: the inversions of
/// its tiles read row by row with the blank left out, plus, when the width
/// is even, the blank's row counted from the bottom. Two boards of one size
/// reach each other iff their parities agree.
pub fn parity_of(cells: &[u8], width: usize) -> bool {
    let tiles: Vec<u8> = cells.iter().copied().filter(|&c| c != 0).collect();
    let mut count = 0;
    for (i, &a) in tiles.iter().enumerate() {
        count += tiles[i + 1..].iter().filter(|&&b| b < a).count();
    }
    if width % 2 == 0 {
        let blank = cells.iter().position(|&c| c == 0).expect("a blank");
        let height = cells.len() / width;
        count += height - blank / width;
    }
    count % 2 == 1
}

/// [`parity_of`] a 4 × 4 board.
pub fn parity(board: Board) -> bool {
    parity_of(&board, 4)
}

/// Whether `board` can reach [`GOAL`], by the parity rule.
pub fn solvable(board: Board) -> bool {
    parity(board) == parity(GOAL)
}

/// The board as 16 four-bit fields, cell 0 lowest: a key for the tables.
pub fn key(board: Board) -> u64 {
    board
        .iter()
        .enumerate()
        .fold(0, |k, (i, &c)| k | u64::from(c) << (4 * i))
}

/// A hasher for [`key`]s: one multiply, the high half folded down.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(self.0 ^ u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 29
    }
}

type Keyed<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// Every board within [`Ball::radius`] moves of the goal, with its distance.
pub struct Ball {
    radius: u8,
    distance: Keyed<u8>,
    /// The boards at each distance, in the order the search met them.
    levels: Vec<Vec<Board>>,
}

impl Ball {
    pub fn radius(&self) -> u8 {
        self.radius
    }

    /// The fewest moves from `board` to the goal, or `None` when it needs
    /// more than the radius (or cannot reach it).
    pub fn get(&self, board: Board) -> Option<u8> {
        self.distance.get(&key(board)).copied()
    }

    /// The boards exactly `d` moves from the goal.
    pub fn level(&self, d: u8) -> &[Board] {
        &self.levels[usize::from(d)]
    }

    /// How many boards there are at each distance, 0 to the radius.
    pub fn histogram(&self) -> Vec<usize> {
        self.levels.iter().map(Vec::len).collect()
    }

    /// Every board of the ball, nearest first.
    pub fn boards(&self) -> impl Iterator<Item = Board> + '_ {
        self.levels.iter().flatten().copied()
    }
}

/// Breadth-first search from [`GOAL`] to `radius` moves.
pub fn ball_of(radius: u8) -> Ball {
    let mut distance = Keyed::default();
    let mut levels = vec![vec![GOAL]];
    distance.insert(key(GOAL), 0);
    let mut queue = VecDeque::from([GOAL]);
    while let Some(board) = queue.pop_front() {
        let next = distance[&key(board)] + 1;
        if next > radius {
            break;
        }
        for &letter in b"udlr" {
            if let Some(neighbour) = slide(board, letter) {
                if let std::collections::hash_map::Entry::Vacant(slot) =
                    distance.entry(key(neighbour))
                {
                    slot.insert(next);
                    if levels.len() <= usize::from(next) {
                        levels.push(Vec::new());
                    }
                    levels[usize::from(next)].push(neighbour);
                    queue.push_back(neighbour);
                }
            }
        }
    }
    Ball {
        radius,
        distance,
        levels,
    }
}

/// The ball of [`RADIUS`], searched once for the whole test binary.
pub fn ball() -> &'static Ball {
    static BALL: OnceLock<Ball> = OnceLock::new();
    BALL.get_or_init(|| ball_of(RADIUS))
}

/// The shortest move string from `board` to the goal that reads least in
/// the letter order `order`, or `None` when `board` lies outside the ball.
///
/// Greedy: from each board, the least letter whose board is one move
/// nearer. All shortest strings have the same length, so the least one
/// starts with the least letter that can start a shortest string and goes
/// on with the least shortest string from the board that letter reaches.
/// A neighbour one move nearer is always in the ball.
pub fn canonical(board: Board, order: [u8; 4], ball: &Ball) -> Option<String> {
    let mut left = ball.get(board)?;
    let mut board = board;
    let mut moves = String::with_capacity(usize::from(left));
    while left > 0 {
        let (letter, next) = order
            .iter()
            .find_map(|&letter| {
                slide(board, letter)
                    .filter(|&next| ball.get(next) == Some(left - 1))
                    .map(|next| (letter, next))
            })
            .expect("a neighbour one move nearer");
        moves.push(char::from(letter));
        board = next;
        left -= 1;
    }
    assert_eq!(board, GOAL);
    Some(moves)
}

/// The grid distance from cell `at` to tile `tile`'s cell in the goal.
fn manhattan_of(tile: u8, at: usize) -> u8 {
    let home = usize::from(tile) - 1;
    ((home / 4).abs_diff(at / 4) + (home % 4).abs_diff(at % 4)) as u8
}

/// The sum over the tiles of their grid distances to their goal cells: each
/// move carries one tile one cell, so at least this many moves remain.
pub fn manhattan(board: Board) -> u8 {
    board
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c != 0)
        .map(|(at, &c)| manhattan_of(c, at))
        .sum()
}

/// The cells of line `line`, 0–3 the rows and 4–7 the columns, in order.
fn line_cells(line: usize) -> [usize; 4] {
    if line < 4 {
        std::array::from_fn(|i| 4 * line + i)
    } else {
        std::array::from_fn(|i| 4 * i + (line - 4))
    }
}

/// The linear conflicts of one line (`line` 0–3 the rows, 4–7 the
/// columns): among the tiles that lie in their goal line, each pair in the
/// wrong order along it makes one of them step out of the line and back, two
/// moves the Manhattan distance does not count. The line needs at least
/// twice the fewest tiles to take out so that the rest are in order.
pub fn line_conflicts(board: Board, line: usize) -> u8 {
    conflicts_of(line, line_cells(line).map(|at| board[at]))
}

/// [`line_conflicts`] of line `line` holding `tiles` in its order.
fn conflicts_of(line: usize, tiles: [u8; 4]) -> u8 {
    // The goal places along the line of its own tiles, in the line's order.
    let mut places = [0usize; 4];
    let mut count = 0;
    for tile in tiles {
        if tile == 0 {
            continue;
        }
        let home = usize::from(tile) - 1;
        let (home_line, place) = if line < 4 {
            (home / 4, home % 4)
        } else {
            (4 + home % 4, home / 4)
        };
        if home_line == line {
            places[count] = place;
            count += 1;
        }
    }
    // The longest increasing run: `run[i]` is the longest ending at `i`.
    let mut run = [0usize; 4];
    for i in 0..count {
        run[i] = 1
            + (0..i)
                .filter(|&j| places[j] < places[i])
                .map(|j| run[j])
                .max()
                .unwrap_or(0);
    }
    let longest = run[..count].iter().copied().max().unwrap_or(0);
    2 * (count - longest) as u8
}

/// [`line_conflicts`] of every line and every four tiles in it, by line
/// and the tiles as four-bit fields, the first lowest; built once.
fn conflicts_table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        (0..8 << 16)
            .map(|i: usize| {
                conflicts_of(i >> 16, std::array::from_fn(|k| (i >> (4 * k) & 15) as u8))
            })
            .collect()
    })
}

/// The estimate [`ida_star`] searches with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Estimate {
    /// The Manhattan distance alone.
    Manhattan,
    /// The Manhattan distance plus the linear conflicts of every row and
    /// column.
    Conflicts,
}

/// What an [`ida_star`] search found: the least shortest string in the
/// order `d`, `l`, `r`, `u`, and how many boards it visited.
#[derive(Clone, Debug)]
pub struct Found {
    pub moves: String,
    pub nodes: u64,
}

/// The state of one depth-first round of [`ida_star`].
struct Round<'a> {
    cells: Board,
    blank: usize,
    key: u64,
    /// The Manhattan distance of `cells`.
    manhattan: u8,
    /// With [`Estimate::Conflicts`], each line's [`line_conflicts`] and
    /// their sum; zero otherwise.
    lines: [u8; 8],
    conflicts: u8,
    with_conflicts: bool,
    /// [`conflicts_table`].
    table: &'static [u8],
    bound: u8,
    /// The least `moves + estimate` over the pruned boards.
    next_bound: u8,
    path: Vec<u8>,
    ball: Option<&'a Ball>,
    nodes: u64,
}

impl Round<'_> {
    /// Searches on from the current board, `path.len()` moves made, the
    /// last of them `last` (`0` at the start). `true` when `path` now
    /// solves the start within the bound.
    fn search(&mut self, last: u8) -> bool {
        self.nodes += 1;
        let made = self.path.len() as u8;
        let mut estimate = self.manhattan + self.conflicts;
        if let Some(ball) = self.ball {
            // A board whose estimate is at most the radius may lie in the
            // ball, which knows its exact distance; if it does not, it needs
            // more than the radius, and an even number of moves more than
            // its Manhattan distance (each move changes that by one).
            if estimate <= ball.radius() {
                match ball.distance.get(&self.key) {
                    Some(&exact) if made + exact <= self.bound => {
                        let rest = canonical(self.cells, DLRU, ball).expect("in the ball");
                        self.path.extend(rest.bytes());
                        return true;
                    }
                    Some(&exact) => estimate = exact,
                    None => estimate = ball.radius() + 1 + (ball.radius() + 1 + self.manhattan) % 2,
                }
            }
        } else if estimate == 0 {
            return true;
        }
        if made + estimate > self.bound {
            self.next_bound = self.next_bound.min(made + estimate);
            return false;
        }
        let (row, col) = (self.blank / 4, self.blank % 4);
        for letter in DLRU {
            let (back, fits, to) = match letter {
                b'd' => (b'u', row < 3, self.blank + 4),
                b'l' => (b'r', col > 0, self.blank.wrapping_sub(1)),
                b'r' => (b'l', col < 3, self.blank + 1),
                _ => (b'd', row > 0, self.blank.wrapping_sub(4)),
            };
            if !fits || last == back {
                continue;
            }
            // The tile at `to` moves into the blank's cell.
            let (from, tile) = (self.blank, self.cells[to]);
            let saved = (self.manhattan, self.key, self.lines, self.conflicts);
            self.manhattan = self.manhattan + manhattan_of(tile, from) - manhattan_of(tile, to);
            self.key = self.key - (u64::from(tile) << (4 * to)) + (u64::from(tile) << (4 * from));
            self.cells.swap(from, to);
            self.blank = to;
            if self.with_conflicts {
                // A tile moving along a row keeps the order of its row and
                // changes its column, and the other way round.
                let changed = if letter == b'l' || letter == b'r' {
                    [4 + from % 4, 4 + to % 4]
                } else {
                    [from / 4, to / 4]
                };
                for line in changed {
                    let tiles = line_cells(line)
                        .iter()
                        .rev()
                        .fold(0, |k, &at| k << 4 | usize::from(self.cells[at]));
                    self.lines[line] = self.table[line << 16 | tiles];
                }
                self.conflicts = self.lines.iter().sum();
            }
            self.path.push(letter);
            if self.search(letter) {
                return true;
            }
            self.path.pop();
            self.cells.swap(from, to);
            self.blank = from;
            (self.manhattan, self.key, self.lines, self.conflicts) = saved;
        }
        false
    }
}

/// The least shortest string (order `d`, `l`, `r`, `u`) from `board` to
/// the goal by iterative deepening on `estimate`, or `None` when the parity
/// rule says it cannot reach it. With `ball`, the ball's exact distances
/// stand in for the estimate inside it.
pub fn ida_star(board: Board, estimate: Estimate, ball: Option<&Ball>) -> Option<Found> {
    assert!(is_board(board), "{board:?} is not a board");
    if !solvable(board) {
        return None;
    }
    let with_conflicts = estimate == Estimate::Conflicts;
    let lines: [u8; 8] = if with_conflicts {
        std::array::from_fn(|line| line_conflicts(board, line))
    } else {
        [0; 8]
    };
    let mut round = Round {
        cells: board,
        blank: board.iter().position(|&c| c == 0).expect("a blank"),
        key: key(board),
        manhattan: manhattan(board),
        lines,
        conflicts: lines.iter().sum(),
        with_conflicts,
        table: if with_conflicts {
            conflicts_table()
        } else {
            &[]
        },
        bound: manhattan(board),
        next_bound: u8::MAX,
        path: Vec::new(),
        ball,
        nodes: 0,
    };
    loop {
        round.next_bound = u8::MAX;
        if round.search(0) {
            let moves = String::from_utf8(round.path).expect("letters");
            return Some(Found {
                moves,
                nodes: round.nodes,
            });
        }
        assert!(round.next_bound <= 80, "no answer within 80 moves");
        round.bound = round.next_bound;
    }
}

/// [`ida_star`] with the linear conflicts and the shared [`ball`].
pub fn solve(board: Board) -> Option<Found> {
    ida_star(board, Estimate::Conflicts, Some(ball()))
}

/// Reads four rows of four numbers, `0` the blank, separated by any white
/// space; `None` for anything else.
pub fn parse(text: &str) -> Option<Board> {
    let mut board = [0; 16];
    let mut cells = 0;
    for token in text.split_whitespace() {
        *board.get_mut(cells)? = token.parse().ok()?;
        cells += 1;
    }
    Some(board).filter(|&board| cells == 16 && is_board(board))
}

/// The board as UVa 10181 writes it: four lines of four numbers separated
/// by one space, no line break after the last.
pub fn rows(board: Board) -> String {
    let lines: Vec<String> = board
        .chunks(4)
        .map(|row| {
            let numbers: Vec<String> = row.iter().map(u8::to_string).collect();
            numbers.join(" ")
        })
        .collect();
    lines.join("\n")
}

/// A uniformly random ordering of the 16 cells; half of them can reach the
/// goal.
pub fn random_board(rng: &mut super::Rng) -> Board {
    let mut board: Board = std::array::from_fn(|i| i as u8);
    for i in (1..16).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        board.swap(i, j);
    }
    board
}

/// The board after `steps` random moves from the goal, none undoing the
/// one before.
pub fn random_walk(rng: &mut super::Rng, steps: usize) -> Board {
    let mut board = GOAL;
    let mut last = 0u8;
    let mut made = 0;
    while made < steps {
        let letter = b"udlr"[(rng.next_u64() >> 62) as usize];
        let back = match letter {
            b'u' => b'd',
            b'd' => b'u',
            b'l' => b'r',
            _ => b'l',
        };
        if back == last {
            continue;
        }
        if let Some(next) = slide(board, letter) {
            board = next;
            last = letter;
            made += 1;
        }
    }
    board
}

/// `board` with the tiles (not the blank) at the `a`-th and `b`-th tile
/// cells swapped, counting cells row by row with the blank's cell skipped:
/// a board of the other half.
pub fn swap_tiles(board: Board, a: usize, b: usize) -> Board {
    let tiles: Vec<usize> = (0..16).filter(|&i| board[i] != 0).collect();
    let mut swapped = board;
    swapped.swap(tiles[a], tiles[b]);
    swapped
}
