//! The rules of the 8-puzzle that are its own: the 3 × 3 board's
//! symmetries, the three goals its tables are made for, and the quick
//! updates of a board's order; the rest are `tiles::rules`.
//!
//! `build.rs` includes this file with `#[path]` to run its searches, and the
//! library uses it to walk the tables they make, so the two cannot disagree
//! about which board a table entry stands for.
//!
//! # Tables
//!
//! One table per place of the goal's blank up to the board's symmetries: a
//! corner, the middle of an edge, the centre. Each is made for one goal,
//! [`GOALS`], whose tiles read 1 to 8 in reading order around the blank
//! (`tiles::goal`); any other goal with its blank in the same place is that
//! one with the tiles renamed, and one with its blank elsewhere is that one
//! turned or mirrored ([`frame`]). A table holds, for every board that
//! reaches its goal, the fewest moves modulo 3 in two bits, at the place
//! `tiles::index` gives it (see `tiles::rules`).

use crate::tiles::rules::{self as tiles, Dir};

/// Cells of the board.
pub const CELLS: u8 = 9;

/// Cells a row, and rows.
pub const WIDTH: u8 = 3;

/// The most moves any board needs, to any goal.
pub const MOST_MOVES: u8 = 31;

/// Orders of the eight tiles that reach one goal with the blank in a given
/// cell: 8! / 2.
pub const ORDERS: u32 = tiles::orders(CELLS - 1);

/// Bytes of one table: four boards a byte.
pub const TABLE_BYTES: u32 = tiles::table_bytes(CELLS);

/// Row and column steps of each [`Dir`]: up, down, left, right.
const DIRECTIONS: [(i8, i8); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The cell next to `cell` in direction `dir`, if it is on the board.
#[inline]
pub const fn neighbour(cell: u8, dir: Dir) -> Option<u8> {
    tiles::neighbour(cell, dir, WIDTH, WIDTH)
}

/// The cell of the blank of `board` (9 when it has none).
#[inline]
pub const fn blank(board: u64) -> u8 {
    tiles::blank(board, CELLS)
}

/// The eight tiles of `board` in reading order (see `tiles::order`).
#[inline]
pub const fn order(board: u64) -> u32 {
    tiles::order(board, CELLS)
}

/// The rank of `order` among the 8! orders of eight tiles, and whether it
/// has an odd number of inversions (see `tiles::rank`).
#[inline]
pub fn rank(order: u32) -> (u32, bool) {
    tiles::rank(order, CELLS - 1)
}

/// The place of a board that reaches its table's goal in the table (see
/// `tiles::index`): `blank` is its blank's cell and `order` its tiles.
#[inline]
pub fn index(blank: u8, order: u32) -> u32 {
    tiles::index(blank, order, CELLS)
}

/// Tables: one a place of the blank up to the symmetries.
pub const TABLES: u8 = 3;

/// The three goals the tables are made for, by the place of the blank: a
/// corner (the bottom-right, as Eight's goal), an edge (the middle of the
/// bottom row) and the centre. Their tiles read 1 to 8 in reading order.
pub const GOALS: [u64; TABLES as usize] = [
    tiles::goal(CELLS, GOAL_BLANKS[0]), // 1 2 3 / 4 5 6 / 7 8 _
    tiles::goal(CELLS, GOAL_BLANKS[1]), // 1 2 3 / 4 5 6 / 7 _ 8
    tiles::goal(CELLS, GOAL_BLANKS[2]), // 1 2 3 / 4 _ 5 / 6 7 8
];

/// The cell of each goal's blank.
pub const GOAL_BLANKS: [u8; TABLES as usize] = [8, 7, 4];

/// The eight symmetries of the square, each as what it does to a row and a
/// column `(r, c)` of a board three wide: the identity, turning a half
/// turn, mirroring top to bottom, mirroring left to right, and mirroring in
/// each diagonal; the last two turn a quarter and three quarters.
pub const SYMMETRIES: u8 = 8;

/// Where symmetry `symmetry` takes row `r` and column `c`.
#[inline]
pub const fn turn(symmetry: u8, r: u8, c: u8) -> (u8, u8) {
    let last = WIDTH - 1;
    match symmetry {
        0 => (r, c),
        1 => (last - r, last - c),
        2 => (last - r, c),
        3 => (r, last - c),
        4 => (c, r),
        5 => (last - c, last - r),
        6 => (c, last - r),
        _ => (last - c, r),
    }
}

/// Where symmetry `symmetry` takes `cell`.
pub const fn turn_cell(symmetry: u8, cell: u8) -> u8 {
    let (r, c) = turn(symmetry, cell / WIDTH, cell % WIDTH);
    r * WIDTH + c
}

/// What symmetry `symmetry` makes of a move in direction `dir`.
#[inline]
pub const fn turn_dir(symmetry: u8, dir: Dir) -> Dir {
    // The step from the centre, turned, is the step of the turned move.
    let centre = WIDTH / 2;
    let (dr, dc) = DIRECTIONS[(dir & 3) as usize];
    let (r, c) = ((centre as i8 + dr) as u8, (centre as i8 + dc) as u8);
    let (r, c) = turn(symmetry, r, c);
    let step = (r as i8 - centre as i8, c as i8 - centre as i8);
    let mut turned = 0;
    while turned < 3
        && !(DIRECTIONS[turned as usize].0 == step.0 && DIRECTIONS[turned as usize].1 == step.1)
    {
        turned += 1;
    }
    turned
}

/// How a board with its blank in a given cell is looked up: the table (the
/// place of [`GOALS`]) and the symmetry that takes the cell to that goal's
/// blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Which of [`GOALS`], and of the tables.
    pub table: u8,
    /// Which of the [`SYMMETRIES`].
    pub symmetry: u8,
}

/// The frame of a goal whose blank is in `cell`: the first symmetry that
/// takes `cell` to the blank of one of [`GOALS`].
pub const fn frame(cell: u8) -> Frame {
    let mut symmetry = 0;
    while symmetry < SYMMETRIES {
        let to = turn_cell(symmetry, cell);
        let mut table = 0;
        while table < TABLES {
            if GOAL_BLANKS[table as usize] == to {
                return Frame { table, symmetry };
            }
            table += 1;
        }
        symmetry += 1;
    }
    Frame {
        table: 0,
        symmetry: 0,
    }
}

/// `board` turned by `symmetry`: the tile of cell `i` moved to cell
/// `turn_cell(symmetry, i)`.
pub const fn turn_board(symmetry: u8, board: u64) -> u64 {
    let mut turned = 0u64;
    let mut cell = 0;
    while cell < CELLS {
        let to = turn_cell(symmetry, cell) % 16;
        turned |= (tiles::tile(board, cell) as u64) << (4 * to as u32);
        cell += 1;
    }
    turned
}

/// The order after the blank, in cell `blank`, moves up: the tile above
/// it, at place `blank - 3`, jumps the next two places.
pub const fn order_up(order: u32, blank: u8) -> u32 {
    let at = 4 * (blank as u32).saturating_sub(3) % 32;
    let tile = (order >> at) & 15;
    let next_two = (order >> (at + 4)) & 0xFF;
    order & !(0xFFF << at) | next_two << at | tile << (at + 8)
}

/// The order after the blank, in cell `blank`, moves down: the tile below
/// it, at place `blank + 2`, jumps back two places.
pub const fn order_down(order: u32, blank: u8) -> u32 {
    let at = 4 * (blank as u32) % 32;
    let first_two = (order >> at) & 0xFF;
    let tile = (order >> (at + 8)) & 15;
    order & !(0xFFF << at) | tile << at | first_two << (at + 4)
}
