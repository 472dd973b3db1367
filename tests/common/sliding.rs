//! Sliding tiles at any size written again from PUZZLES.md's rules: tiles
//! 1 to `rows · cols − 1` and a blank on a board of `rows × cols`; a move
//! slides a tile next to the blank into it and is named by where the blank
//! goes, `u`, `d`, `l`, `r`. The canonical answer is the fewest moves, then
//! the string least in the order `d`, `l`, `r`, `u`.
//!
//! A board is a `Vec<u8>` of its cells, row by row from the top-left, `0`
//! the blank. Two searches of the oracle's own:
//!
//! - [`Distances`]: a breadth-first search from a target over every board
//!   that reaches it (a move is undone by the opposite move, so the
//!   distance from the target is the distance to it), in a dense array
//!   keyed by the cells in base `rows · cols`; [`Distances::canonical`]
//!   walks greedily on it.
//! - [`ida_star`]: an iterative-deepening A* with the Manhattan distance to
//!   the target, trying the moves in the order `d`, `l`, `r`, `u`, recursive
//!   and plain, for boards a few dozen moves apart.
//!
//! Reachability is [`super::fifteen::parity_of`], the parity rule written
//! for any width.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// The order of the letters.
pub const DLRU: [u8; 4] = *b"dlru";

/// A board of some size: `cols` wide, its cells row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<u8>,
}

impl Grid {
    /// The goal: 1, 2, … in reading order, the blank last.
    pub fn goal(rows: usize, cols: usize) -> Grid {
        Grid::goal_with_blank(rows, cols, rows * cols - 1)
    }

    /// The goal with its blank in cell `blank`: 1, 2, … in reading order
    /// around it.
    pub fn goal_with_blank(rows: usize, cols: usize, blank: usize) -> Grid {
        let mut tiles = 1..;
        let cells = (0..rows * cols)
            .map(|cell| {
                if cell == blank {
                    0
                } else {
                    tiles.next().unwrap_or(0)
                }
            })
            .collect();
        Grid { rows, cols, cells }
    }

    /// The board after the blank moves one cell in direction `letter`, or
    /// `None` off the board.
    pub fn slide(&self, letter: u8) -> Option<Grid> {
        let mut next = self.clone();
        super::fifteen::slide_in(&mut next.cells, self.cols, letter).then_some(next)
    }

    /// The board after every move of `moves`, or `None` when one leaves
    /// the board.
    pub fn replay(&self, moves: &str) -> Option<Grid> {
        moves
            .bytes()
            .try_fold(self.clone(), |grid, letter| grid.slide(letter))
    }

    /// PUZZLES.md's parity rule: whether `self` reaches `other`.
    pub fn reaches(&self, other: &Grid) -> bool {
        self.rows == other.rows
            && self.cols == other.cols
            && super::fifteen::parity_of(&self.cells, self.cols)
                == super::fifteen::parity_of(&other.cells, other.cols)
    }

    /// The cells in base `rows · cols`: a dense key.
    pub fn key(&self) -> usize {
        let n = self.cells.len();
        self.cells
            .iter()
            .rev()
            .fold(0, |k, &c| k * n + usize::from(c))
    }

    /// The rows, numbers spaced, a line each, no line break after the last.
    pub fn text(&self) -> String {
        let lines: Vec<String> = self
            .cells
            .chunks(self.cols)
            .map(|row| {
                let numbers: Vec<String> = row.iter().map(u8::to_string).collect();
                numbers.join(" ")
            })
            .collect();
        lines.join("\n")
    }

    /// `self` with its tiles renamed: tile `t` becomes `names[t]`.
    pub fn renamed(&self, names: &[u8]) -> Grid {
        Grid {
            cells: self.cells.iter().map(|&c| names[usize::from(c)]).collect(),
            ..self.clone()
        }
    }
}

/// Every arrangement of the cells of `rows × cols`, in the order of a
/// counter in base `rows · cols` over the keys that are arrangements.
pub fn every_board(rows: usize, cols: usize) -> Vec<Grid> {
    let n = rows * cols;
    let mut all = Vec::new();
    let mut cells: Vec<u8> = (0..n as u8).collect();
    permutations(&mut cells, 0, &mut |cells| {
        all.push(Grid {
            rows,
            cols,
            cells: cells.to_vec(),
        });
    });
    all
}

fn permutations(cells: &mut [u8], from: usize, each: &mut impl FnMut(&[u8])) {
    if from == cells.len() {
        each(cells);
        return;
    }
    for i in from..cells.len() {
        cells.swap(from, i);
        permutations(cells, from + 1, each);
        cells.swap(from, i);
    }
}

/// The distance to one target of every board that reaches it.
pub struct Distances {
    target: Grid,
    dense: Vec<u8>,
    sparse: HashMap<Vec<u8>, u8>,
    /// How many boards reach the target, and the most moves any needs.
    pub boards: usize,
    pub most: u8,
}

const UNSEEN: u8 = u8::MAX;

impl Distances {
    /// A breadth-first search from `target`; dense for at most eight cells.
    /// [`Distances::of`] `target`, searched once for the whole test
    /// binary: for tests that ask again and again about the same targets.
    pub fn once(target: &Grid) -> Arc<Distances> {
        static SEARCHED: super::Searched<Grid, Distances> = OnceLock::new();
        super::once(&SEARCHED, target, || Distances::of(target))
    }

    pub fn of(target: &Grid) -> Distances {
        let n = target.cells.len();
        let dense_len = if n <= 8 { n.pow(n as u32) } else { 0 };
        let mut found = Distances {
            target: target.clone(),
            dense: vec![UNSEEN; dense_len],
            sparse: HashMap::new(),
            boards: 0,
            most: 0,
        };
        found.set(target, 0);
        let mut frontier = vec![target.clone()];
        let mut depth = 0;
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for grid in &frontier {
                for letter in DLRU {
                    if let Some(moved) = grid.slide(letter) {
                        if found.get(&moved).is_none() {
                            found.set(&moved, depth + 1);
                            next.push(moved);
                        }
                    }
                }
            }
            found.boards += frontier.len();
            found.most = depth;
            frontier = next;
            depth += 1;
        }
        found
    }

    fn set(&mut self, grid: &Grid, d: u8) {
        if self.dense.is_empty() {
            self.sparse.insert(grid.cells.clone(), d);
        } else {
            let key = grid.key();
            self.dense[key] = d;
        }
    }

    /// The fewest moves from `grid` to the target, or `None` when it does
    /// not reach it.
    pub fn get(&self, grid: &Grid) -> Option<u8> {
        let d = if self.dense.is_empty() {
            self.sparse.get(&grid.cells).copied().unwrap_or(UNSEEN)
        } else {
            self.dense[grid.key()]
        };
        (d != UNSEEN).then_some(d)
    }

    /// The canonical answer from `grid`: a greedy walk taking at each step
    /// the first letter of `d l r u` whose board is one move nearer.
    pub fn canonical(&self, grid: &Grid) -> Option<String> {
        let mut d = self.get(grid)?;
        let mut here = grid.clone();
        let mut moves = String::new();
        // Each letter is tried on the board itself and undone when it does
        // not bring it nearer: no board is copied on the way.
        let undo = |letter: u8| match letter {
            b'd' => b'u',
            b'u' => b'd',
            b'l' => b'r',
            _ => b'l',
        };
        while d > 0 {
            let letter = DLRU
                .into_iter()
                .find(|&letter| {
                    if !super::fifteen::slide_in(&mut here.cells, grid.cols, letter) {
                        return false;
                    }
                    let nearer = self.get(&here) == Some(d - 1);
                    if !nearer {
                        super::fifteen::slide_in(&mut here.cells, grid.cols, undo(letter));
                    }
                    nearer
                })
                .expect("a neighbour one move nearer");
            moves.push(letter as char);
            d -= 1;
        }
        assert_eq!(here, self.target);
        Some(moves)
    }
}

/// The least shortest string (order `d`, `l`, `r`, `u`) from `start` to
/// `target` by iterative deepening on the Manhattan distance; `None` when
/// the parity rule says they do not reach each other.
pub fn ida_star(start: &Grid, target: &Grid) -> Option<String> {
    if !start.reaches(target) {
        return None;
    }
    let cols = start.cols;
    let mut home = vec![0usize; start.cells.len()];
    for (cell, &tile) in target.cells.iter().enumerate() {
        home[usize::from(tile)] = cell;
    }
    let manhattan = |cells: &[u8]| -> usize {
        cells
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(cell, &t)| {
                let h = home[usize::from(t)];
                (h / cols).abs_diff(cell / cols) + (h % cols).abs_diff(cell % cols)
            })
            .sum()
    };
    fn search(
        grid: &mut Grid,
        path: &mut Vec<u8>,
        bound: usize,
        next: &mut usize,
        estimate: &dyn Fn(&[u8]) -> usize,
    ) -> bool {
        let h = estimate(&grid.cells);
        if h == 0 {
            return true;
        }
        if path.len() + h > bound {
            *next = (*next).min(path.len() + h);
            return false;
        }
        for letter in DLRU {
            let back = match letter {
                b'd' => b'u',
                b'u' => b'd',
                b'l' => b'r',
                _ => b'l',
            };
            if path.last() == Some(&back) {
                continue;
            }
            let Some(mut moved) = grid.slide(letter) else {
                continue;
            };
            path.push(letter);
            if search(&mut moved, path, bound, next, estimate) {
                return true;
            }
            path.pop();
        }
        false
    }
    let mut bound = manhattan(&start.cells);
    loop {
        let mut path = Vec::new();
        let mut next = usize::MAX;
        if search(&mut start.clone(), &mut path, bound, &mut next, &manhattan) {
            return Some(String::from_utf8(path).expect("letters"));
        }
        assert!(next <= 80, "no answer within 80 moves");
        bound = next;
    }
}

/// A complete breadth-first search from a target of up to twelve cells: the
/// fewest moves of every board that reaches it, a byte each, keyed by the
/// board's rank among the `cells!` orders of its cells (479,001,600 bytes
/// at twelve cells), the frontier a list of boards a nibble a cell.
pub struct Complete {
    rows: usize,
    cols: usize,
    moves: Vec<u8>,
    /// The most moves any board needs.
    pub most: u8,
}

impl Complete {
    pub fn of(target: &Grid) -> Complete {
        let (rows, cols) = (target.rows, target.cols);
        let n = rows * cols;
        assert!(n <= 12, "at most twelve cells");
        let pack = |cells: &[u8]| {
            cells
                .iter()
                .enumerate()
                .fold(0u64, |bits, (i, &c)| bits | u64::from(c) << (4 * i))
        };
        let tile = |bits: u64, cell: usize| (bits >> (4 * cell) & 15) as u8;
        // The blank's neighbours, cell by cell: the cells a tile slides
        // into it from.
        let beside: Vec<Vec<usize>> = (0..n)
            .map(|cell| {
                let (row, col) = (cell / cols, cell % cols);
                let mut cells = Vec::new();
                if row > 0 {
                    cells.push(cell - cols);
                }
                if row + 1 < rows {
                    cells.push(cell + cols);
                }
                if col > 0 {
                    cells.push(cell - 1);
                }
                if col + 1 < cols {
                    cells.push(cell + 1);
                }
                cells
            })
            .collect();
        let rank = |bits: u64| {
            let mut cells = [0u8; 12];
            for (cell, slot) in cells[..n].iter_mut().enumerate() {
                *slot = tile(bits, cell);
            }
            order_rank(&cells[..n])
        };
        let mut moves = vec![UNSEEN; (1..=n).product()];
        moves[order_rank(&target.cells)] = 0;
        let mut frontier = vec![pack(&target.cells)];
        let mut depth = 0u8;
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for &bits in &frontier {
                let blank = (0..n).find(|&cell| tile(bits, cell) == 0).expect("a blank");
                for &from in &beside[blank] {
                    let moved =
                        bits & !(15 << (4 * from)) | u64::from(tile(bits, from)) << (4 * blank);
                    let slot = &mut moves[rank(moved)];
                    if *slot == UNSEEN {
                        *slot = depth + 1;
                        next.push(moved);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            frontier = next;
            depth += 1;
        }
        Complete {
            rows,
            cols,
            moves,
            most: depth,
        }
    }

    /// The fewest moves from `grid` to the target, or `None` when it does
    /// not reach it.
    pub fn get(&self, grid: &Grid) -> Option<u8> {
        assert_eq!((grid.rows, grid.cols), (self.rows, self.cols));
        Some(self.moves[order_rank(&grid.cells)]).filter(|&d| d != UNSEEN)
    }
}

/// The place of `cells` (each of `0..cells.len()` once) among all their
/// orders in lexicographic order: its Lehmer code in the factorial base.
fn order_rank(cells: &[u8]) -> usize {
    let mut rank = 0;
    for (i, &cell) in cells.iter().enumerate() {
        let smaller_later = cells[i + 1..].iter().filter(|&&c| c < cell).count();
        rank = rank * (cells.len() - i) + smaller_later;
    }
    rank
}

/// The start and the target of `sliding`'s input of one case: two blocks
/// of rows of numbers, a blank line between them.
pub fn parse_pair(text: &str) -> (Grid, Grid) {
    let grids: Vec<Grid> = text
        .split("\n\n")
        .map(|block| {
            let rows: Vec<Vec<u8>> = block
                .lines()
                .filter(|line| !line.trim().is_empty())
                .map(|row| {
                    row.split_whitespace()
                        .map(|n| n.parse().expect("a number"))
                        .collect()
                })
                .collect();
            Grid {
                rows: rows.len(),
                cols: rows[0].len(),
                cells: rows.concat(),
            }
        })
        .collect();
    assert_eq!(grids.len(), 2, "a start and a target:\n{text}");
    (grids[0].clone(), grids[1].clone())
}

/// A uniformly random arrangement of `rows × cols` cells.
pub fn random_grid(rng: &mut super::Rng, rows: usize, cols: usize) -> Grid {
    let n = rows * cols;
    let mut cells: Vec<u8> = (0..n as u8).collect();
    for i in (1..n).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        cells.swap(i, j);
    }
    Grid { rows, cols, cells }
}

/// The board after `steps` random moves from `from`, none undoing the one
/// before.
pub fn random_walk(rng: &mut super::Rng, from: &Grid, steps: usize) -> Grid {
    let mut grid = from.clone();
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
        if let Some(next) = grid.slide(letter) {
            grid = next;
            last = letter;
            made += 1;
        }
    }
    grid
}
