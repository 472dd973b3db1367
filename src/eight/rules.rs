//! The rules of the 8-puzzle, written once.
//!
//! `build.rs` includes this file with `#[path]` to run its searches, and the
//! library uses it to walk the tables they make, so the two cannot disagree
//! about what a move does or which board a table entry stands for.
//! Everything here is `const` over fixed-width integers.
//!
//! # Boards as numbers
//!
//! A board is nine nibbles of a `u64`, cell `i` (row-major from the
//! top-left) in bits `4i` to `4i + 3`: the tile, 0 for the blank.
//!
//! # Tables
//!
//! One table per place of the goal's blank up to the board's symmetries: a
//! corner, the middle of an edge, the centre. Each is made for one goal,
//! [`GOALS`], whose tiles read 1 to 8 in reading order around the blank;
//! any other goal with its blank in the same place is that one with the
//! tiles renamed, and one with its blank elsewhere is that one turned or
//! mirrored ([`frame`]). A table holds, for every board that reaches its
//! goal, the fewest moves modulo 3 in two bits. Since every move changes the
//! fewest moves by exactly one (a move swaps two cells, so it changes the
//! parity of the board as a permutation of nine), the neighbour one move
//! nearer is the one whose entry is one less, modulo 3.
//!
//! A board is found in its table by [`index`]: the blank's cell times
//! 20,160, plus half the rank of the other eight tiles in reading order
//! among the 8! orders. The boards that reach a goal are those whose tiles
//! have an even number of inversions (on a board three wide a move up or
//! down jumps a tile over two others), and the two orders of ranks `2k` and
//! `2k + 1` differ by their last two tiles, so exactly one of them is even:
//! half the rank numbers them without a gap.

/// Cells of the board.
pub const CELLS: usize = 9;

/// Cells a row.
pub const WIDTH: u8 = 3;

/// The most moves any board needs, to any goal.
pub const MOST_MOVES: u8 = 31;

/// Boards that reach one goal: 9! / 2.
pub const BOARDS: usize = 181_440;

/// Orders of the eight tiles that reach one goal with the blank in a given
/// cell: 8! / 2.
pub const ORDERS: u32 = 20_160;

/// Bytes of one table: four boards a byte.
pub const TABLE_BYTES: usize = BOARDS / 4;

/// A move, named by where the blank goes: up, down, left, right. The
/// number is the move's place in [`DIRECTIONS`].
pub type Dir = u8;

/// Row and column steps of each [`Dir`]: up, down, left, right.
pub const DIRECTIONS: [(i8, i8); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The cell next to `cell` in direction `dir`, if it is on the board.
pub const fn neighbour(cell: u8, dir: Dir) -> Option<u8> {
    let (row, col) = ((cell / WIDTH) as i8, (cell % WIDTH) as i8);
    let (dr, dc) = DIRECTIONS[(dir & 3) as usize];
    let (row, col) = (row + dr, col + dc);
    if row < 0 || col < 0 || row >= WIDTH as i8 || col >= WIDTH as i8 {
        None
    } else {
        Some(row as u8 * WIDTH + col as u8)
    }
}

/// The tile in `cell` of `board`.
pub const fn tile(board: u64, cell: u8) -> u8 {
    ((board >> (4 * (cell as u32 % 16))) & 15) as u8
}

/// The cell of the blank of `board` (9 when it has none).
pub const fn blank(board: u64) -> u8 {
    let mut cell = 0;
    while cell < CELLS as u8 && tile(board, cell) != 0 {
        cell += 1;
    }
    cell
}

/// `board` with the tiles of cells `a` and `b` swapped.
pub const fn swap(board: u64, a: u8, b: u8) -> u64 {
    let (ta, tb) = (tile(board, a) as u64, tile(board, b) as u64);
    let (sa, sb) = (4 * (a as u32 % 16), 4 * (b as u32 % 16));
    let cleared = board & !(15 << sa) & !(15 << sb);
    cleared | tb << sa | ta << sb
}

/// The three goals the tables are made for, by the place of the blank: a
/// corner (the bottom-right, as Eight's goal), an edge (the middle of the
/// bottom row) and the centre. Their tiles read 1 to 8 in reading order.
pub const GOALS: [u64; 3] = [
    0x0_8765_4321, // 1 2 3 / 4 5 6 / 7 8 _
    0x8_0765_4321, // 1 2 3 / 4 5 6 / 7 _ 8
    0x8_7650_4321, // 1 2 3 / 4 _ 5 / 6 7 8
];

/// The cell of each goal's blank.
pub const GOAL_BLANKS: [u8; 3] = [8, 7, 4];

/// The eight symmetries of the square, each as what it does to a row and a
/// column `(r, c)` of a board three wide: the identity, turning a half
/// turn, mirroring top to bottom, mirroring left to right, and mirroring in
/// each diagonal; the last two turn a quarter and three quarters.
pub const SYMMETRIES: usize = 8;

/// Where symmetry `symmetry` takes row `r` and column `c`.
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
    while symmetry < SYMMETRIES as u8 {
        let to = turn_cell(symmetry, cell);
        let mut table = 0;
        while table < GOALS.len() {
            if GOAL_BLANKS[table] == to {
                return Frame {
                    table: table as u8,
                    symmetry,
                };
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

/// The board made by putting, for each cell `c`, the tile of `each(c)`'s
/// first part in the cell of its second: the one loop of the turns and
/// renamings below.
fn gather(each: impl Fn(u8) -> (u8, u8)) -> u64 {
    (0..CELLS as u8).fold(0, |board, cell| {
        let (tile, to) = each(cell);
        board | u64::from(tile) << (4 * u32::from(to % 16))
    })
}

/// `board` turned by `symmetry`: the tile of cell `i` moved to cell
/// `turn_cell(symmetry, i)`.
pub fn turn_board(symmetry: u8, board: u64) -> u64 {
    gather(|cell| (tile(board, cell), turn_cell(symmetry, cell)))
}

/// The renaming of tiles that makes `target` the goal of its table:
/// nibble `t` of the result is the new name of tile `t`. `target` is
/// already turned into its table's frame.
pub fn names(target: u64, goal: u64) -> u64 {
    gather(|cell| (tile(goal, cell), tile(target, cell)))
}

/// `board` with every tile renamed by `names` (see [`names`]).
pub fn rename(board: u64, names: u64) -> u64 {
    gather(|cell| (tile(names, tile(board, cell)), cell))
}

/// The eight tiles of `board` in reading order, the blank left out, each
/// less one (0 to 7), nibble `p` the tile at place `p`: the board's
/// order. With the blank's cell it is the board again.
pub const fn order(board: u64) -> u32 {
    let mut order = 0u32;
    let mut place = 0;
    let mut cell = 0;
    while cell < CELLS as u8 {
        let tile = tile(board, cell);
        if tile != 0 {
            order |= ((tile - 1) as u32 & 7) << (4 * place);
            place += 1;
        }
        cell += 1;
    }
    order
}

/// How many of the bits of `mask` are set, for a mask of eight bits: a
/// table, as fast as a population count on every target (a Cortex-M0 has
/// none).
pub static BITS_SET: [u8; 256] = {
    let mut table = [0; 256];
    let mut mask = 0;
    while mask < 256 {
        table[mask] = (mask as u32).count_ones() as u8;
        mask += 1;
    }
    table
};

/// The rank of `order` (see [`order`]) among the 8! orders of eight tiles,
/// by the Lehmer code, and whether it has an odd number of inversions.
#[inline]
pub fn rank(order: u32) -> (u32, bool) {
    let mut rank = 0u32;
    let mut inversions = 0u32;
    let mut left = 0xFFu32;
    let mut place = 0;
    while place < 7 {
        let tile = (order >> (4 * place)) & 7;
        let smaller_after = u32::from(BITS_SET[(left & ((1 << tile) - 1)) as usize & 255]);
        rank = rank * (8 - place) + smaller_after;
        inversions += smaller_after;
        left ^= 1 << tile;
        place += 1;
    }
    (rank, inversions & 1 == 1)
}

/// The place of a board that reaches its table's goal in the table: see
/// the module's docs. `blank` is its blank's cell and `order` its tiles.
#[inline]
pub fn index(blank: u8, order: u32) -> usize {
    blank as usize * ORDERS as usize + (rank(order).0 / 2) as usize
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
