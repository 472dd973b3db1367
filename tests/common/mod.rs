//! Independent oracles for the integration tests.
//!
//! The move rules and searches of every puzzle are written again here from
//! the judges' problem statements (POJ 1753, POJ 2965, Luogu P2040, Luogu
//! P1225), sharing no code with flipswap (not its rules module, not its
//! build script), so a mistake in either one shows up as a disagreement.

// Each test file uses only the part of this module that concerns it.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Mutex, OnceLock};

pub mod cli;
pub mod damage;
pub mod eight;
pub mod fifteen;
pub mod lights_out;
pub mod press;
pub mod sliding;
pub mod swap_grid;

/// A small generator of the tests' own (xorshift), the same every run.
pub struct Random(pub u64);

impl Random {
    /// A number below `n` (from 1).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    /// `n` values below `states`.
    pub fn values(&mut self, n: usize, states: u8) -> Vec<u8> {
        (0..n)
            .map(|_| self.below(u64::from(states)) as u8)
            .collect()
    }
}

/// Searches already made, by what they were made for ([`once`]).
pub type Searched<K, V> = OnceLock<Mutex<HashMap<K, Arc<V>>>>;

/// What `search` finds for `key`, made once for the whole test binary and
/// kept in `searched`: for the oracles' searches that tests ask for again
/// and again with the same few keys. Two tests asking at once may both
/// search; the first kept is the one every later ask gets.
pub fn once<K: Hash + Eq + Clone, V>(
    searched: &Searched<K, V>,
    key: &K,
    search: impl FnOnce() -> V,
) -> Arc<V> {
    let searched = searched.get_or_init(Mutex::default);
    let lock = || {
        searched
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    };
    let known = lock().get(key).cloned();
    known.unwrap_or_else(|| {
        let found = Arc::new(search());
        Arc::clone(lock().entry(key.clone()).or_insert(found))
    })
}

/// Marks a board that no sequence of moves reaches from the goal.
pub const UNREACHABLE: u8 = u8::MAX;

/// Flip Game and lights: for every cell of a `width` × `height` grid, the
/// cells a press toggles (the cell and its up, down, left and right
/// neighbours), indexed by `row * width + col`.
pub fn cross_masks(width: usize, height: usize) -> Vec<u16> {
    let mut masks = Vec::with_capacity(width * height);
    for row in 0..height {
        for col in 0..width {
            let mut mask = bit(row, col, width);
            if row > 0 {
                mask |= bit(row - 1, col, width);
            }
            if row + 1 < height {
                mask |= bit(row + 1, col, width);
            }
            if col > 0 {
                mask |= bit(row, col - 1, width);
            }
            if col + 1 < width {
                mask |= bit(row, col + 1, width);
            }
            masks.push(mask);
        }
    }
    masks
}

/// The refrigerator: for every handle of the 4 × 4 grid, the handles a turn
/// changes (its whole row and its whole column).
pub fn row_and_column_masks() -> Vec<u16> {
    let mut masks = Vec::with_capacity(16);
    for row in 0..4 {
        for col in 0..4 {
            let mut mask = 0;
            for other in 0..4 {
                mask |= bit(row, other, 4) | bit(other, col, 4);
            }
            masks.push(mask);
        }
    }
    masks
}

/// The bit of cell (`row`, `col`) on a board `width` cells wide.
pub fn bit(row: usize, col: usize, width: usize) -> u16 {
    1 << (row * width + col)
}

/// The board after pressing every cell of the set `presses`.
pub fn press_all(masks: &[u16], board: u16, presses: u16) -> u16 {
    (0..masks.len())
        .filter(|&cell| presses >> cell & 1 == 1)
        .fold(board, |board, cell| board ^ masks[cell])
}

/// Breadth-first search over every board of a toggle puzzle with one press
/// per cell of `masks`: the fewest presses from each board to any of `goals`,
/// or [`UNREACHABLE`]. A press undoes itself, so searching outwards from the
/// goals gives the distance towards them.
pub fn toggle_distances(masks: &[u16], goals: &[u16]) -> Vec<u8> {
    let mut distance = vec![UNREACHABLE; 1 << masks.len()];
    let mut queue = VecDeque::new();
    for &goal in goals {
        distance[usize::from(goal)] = 0;
        queue.push_back(goal);
    }
    while let Some(board) = queue.pop_front() {
        let next = distance[usize::from(board)] + 1;
        for &mask in masks {
            let neighbour = board ^ mask;
            if distance[usize::from(neighbour)] == UNREACHABLE {
                distance[usize::from(neighbour)] = next;
                queue.push_back(neighbour);
            }
        }
    }
    distance
}

/// For every board, the smallest number of presses in a press set that
/// solves it and how many press sets of that size do, found by trying all
/// `2^cells` press sets (the goal is `goal`; unsolvable boards keep
/// `(UNREACHABLE, 0)`).
pub fn minimal_press_sets(masks: &[u16], goal: u16) -> Vec<(u8, u32)> {
    let sets = 1usize << masks.len();
    let mut minimal = vec![(UNREACHABLE, 0u32); sets];
    // `toggled[p]` is what the press set `p` toggles, built from `p` without
    // its lowest cell.
    let mut toggled = vec![0u16; sets];
    for presses in 0..sets {
        if presses > 0 {
            let lowest = presses.trailing_zeros() as usize;
            toggled[presses] = toggled[presses & (presses - 1)] ^ masks[lowest];
        }
        // The press set solves the board that it turns into the goal.
        let board = usize::from(goal ^ toggled[presses]);
        let size = presses.count_ones() as u8;
        let entry = &mut minimal[board];
        if size < entry.0 {
            *entry = (size, 1);
        } else if size == entry.0 {
            entry.1 += 1;
        }
    }
    minimal
}

/// Flip Game's tie-break: when several press sets make a board one colour
/// with the fewest flips, `flip_game::solve` documents that it answers with
/// the one whose key here is the smallest: the press map that reads least
/// in reading order, cell (0, 0) most significant (POJ 3279's rule, the
/// crate's canonical answer). Bit `4 * row + col` is cell (row, col), so
/// reversing the bits puts the first cell at the top. The tests state the
/// rule only here.
pub fn flip_game_tie_break_key(presses: u16) -> u16 {
    presses.reverse_bits()
}

/// For every Flip Game board: the press set that `flip_game::solve` should
/// answer with, the one with the smallest [`flip_game_tie_break_key`] among
/// those with the fewest flips that turn the board all black or all white,
/// and how many press sets have that fewest number of flips; `(None, 0)` for
/// a board that no press set solves.
///
/// Tries each of the 65,536 press sets once: the set `p` solves exactly the
/// two boards that it turns into a goal, `goal ^ toggled(p)`.
pub fn flip_game_answers() -> Vec<(Option<u16>, u32)> {
    let masks = cross_masks(4, 4);
    let mut answers: Vec<(Option<u16>, u32)> = vec![(None, 0); 1 << 16];
    // `toggled[p]` is what the press set `p` toggles, built from `p` without
    // its lowest cell.
    let mut toggled = vec![0u16; 1 << 16];
    for presses in 0..=u16::MAX {
        let index = usize::from(presses);
        if presses > 0 {
            let lowest = presses.trailing_zeros() as usize;
            toggled[index] = toggled[index & (index - 1)] ^ masks[lowest];
        }
        let flips = presses.count_ones();
        for goal in [0x0000, 0xFFFF] {
            let (answer, ways) = &mut answers[usize::from(goal ^ toggled[index])];
            match *answer {
                Some(kept) if flips > kept.count_ones() => {}
                Some(kept) if flips == kept.count_ones() => {
                    *ways += 1;
                    if flip_game_tie_break_key(presses) < flip_game_tie_break_key(kept) {
                        *answer = Some(presses);
                    }
                }
                _ => (*answer, *ways) = (Some(presses), 1),
            }
        }
    }
    answers
}

/// The 4 × 4 swap game's board after swapping cells `a` and `b`.
pub fn swap_cells(board: u16, a: usize, b: usize) -> u16 {
    let differ = (board >> a ^ board >> b) & 1;
    board ^ (differ << a | differ << b)
}

/// Every pair of edge-adjacent cells of the 4 × 4 grid, as bit indices.
pub fn adjacent_pairs() -> Vec<(usize, usize)> {
    let mut pairs = Vec::with_capacity(24);
    for row in 0..4 {
        for col in 0..4 {
            let cell = row * 4 + col;
            if col + 1 < 4 {
                pairs.push((cell, cell + 1));
            }
            if row + 1 < 4 {
                pairs.push((cell, cell + 4));
            }
        }
    }
    pairs
}

/// Breadth-first search over swap-game boards from `start`, one swap of two
/// edge-adjacent cells per step: the fewest swaps to every board, or
/// [`UNREACHABLE`].
pub fn swap_distances(start: u16) -> Vec<u8> {
    let pairs = adjacent_pairs();
    let mut distance = vec![UNREACHABLE; 1 << 16];
    let mut queue = VecDeque::new();
    distance[usize::from(start)] = 0;
    queue.push_back(start);
    while let Some(board) = queue.pop_front() {
        let next = distance[usize::from(board)] + 1;
        for &(a, b) in &pairs {
            let neighbour = swap_cells(board, a, b);
            if distance[usize::from(neighbour)] == UNREACHABLE {
                distance[usize::from(neighbour)] = next;
                queue.push_back(neighbour);
            }
        }
    }
    distance
}

/// The grid (Manhattan) distance between two cells of the 4 × 4 grid.
pub fn grid_distance(a: usize, b: usize) -> u8 {
    ((a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4)) as u8
}

/// The cheapest pairing of the cells of `from` with the cells of `to` (two
/// sets of equal size, at most 8 cells each), each pair costing its grid
/// distance: the fewest swaps (Luogu P1225) when `from` holds the cells
/// that are `1` only in the start and `to` those `1` only in the target.
///
/// Dynamic programming over subsets: `cost[used]` is the cheapest way to pair
/// the first `|used|` cells of `from` with the cells of `to` named by `used`.
pub fn matching_cost(from: u16, to: u16) -> u8 {
    let mut from_cells = [0usize; 8];
    let mut to_cells = [0usize; 8];
    let size = cells_of(from, &mut from_cells);
    assert_eq!(size, cells_of(to, &mut to_cells), "sets of unequal size");
    let mut table = [[0u8; 8]; 8];
    for (i, &a) in from_cells[..size].iter().enumerate() {
        for (j, &b) in to_cells[..size].iter().enumerate() {
            table[i][j] = grid_distance(a, b);
        }
    }
    matching_cost_of(&table, size)
}

/// [`matching_cost`] from a table of pair costs: `table[i][j]` pairs the
/// `i`-th cell of one set with the `j`-th cell of the other.
pub fn matching_cost_of(table: &[[u8; 8]; 8], size: usize) -> u8 {
    let mut cost = [u8::MAX; 256];
    cost[0] = 0;
    for used in 0..(1usize << size) {
        let next = used.count_ones() as usize;
        if next == size {
            continue;
        }
        let here = cost[used];
        for (j, &step) in table[next][..size].iter().enumerate() {
            if used >> j & 1 == 0 {
                let slot = &mut cost[used | 1 << j];
                *slot = (*slot).min(here + step);
            }
        }
    }
    cost[(1 << size) - 1]
}

/// Writes the bit indices set in `bits` into `cells` (lowest first) and
/// returns how many there are. `bits` must have at most `cells.len()` bits.
pub fn cells_of(bits: u16, cells: &mut [usize]) -> usize {
    let mut count = 0;
    for cell in (0..16).filter(|&cell| bits >> cell & 1 == 1) {
        cells[count] = cell;
        count += 1;
    }
    count
}

/// A small deterministic generator (xorshift64*), so that sampled tests
/// check the same boards on every run.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A 4 × 4 board with exactly `ones` cells set.
    pub fn board_with(&mut self, ones: u32) -> u16 {
        let mut board = 0u16;
        while board.count_ones() < ones {
            board |= 1 << (self.next_u64() >> 60);
        }
        board
    }
}
