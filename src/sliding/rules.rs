//! The rules of sliding tiles at the small sizes, written once.
//!
//! `build.rs` includes this file with `#[path]` to run its searches, and the
//! library uses it to walk the tables they make, so the two cannot disagree
//! about what a move does or which board a table entry stands for.
//! Everything here is `const` over fixed-width integers.
//!
//! # Boards as numbers
//!
//! A board of `rows × cols` cells is a `u64` of nibbles, cell `i`
//! (row-major from the top-left) in bits `4i` to `4i + 3`: the tile, 0 for
//! the blank. Tiles are 1 to `rows · cols − 1`.
//!
//! # Tables
//!
//! The sizes of [`SMALL`] (at most eight cells) keep one table per cell of
//! the goal's blank: the goal [`goal`] has its blank there and the tiles 1,
//! 2, … in reading order around it; any target with its blank in that cell
//! is that goal with the tiles renamed. A table holds, for every board that
//! reaches its goal, the fewest moves modulo 3 in two bits, four boards a
//! byte. Every move changes the fewest moves by exactly one (a move swaps
//! two cells, so it changes the parity of the board as a permutation of
//! all its cells), so the neighbour one move nearer is the one whose entry
//! is one less, modulo 3.
//!
//! A board is found in its table by [`index`]: the blank's cell times
//! [`orders`], plus half the rank of the other tiles in reading order
//! among all their orders. With the blank's cell fixed, the boards that
//! reach a goal are those whose tiles' inversions have one parity, and the
//! orders of ranks `2k` and `2k + 1` differ by their last two tiles, so
//! exactly one of them has that parity: half the rank numbers them without
//! a gap.

/// The sizes, rows then columns, whose every board is in a table.
pub const SMALL: [(u8, u8); 5] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)];

/// A move, named by where the blank goes: up, down, left, right, as
/// `eight::Move` numbers them.
pub type Dir = u8;

/// The most cells of a board.
pub const MAX_CELLS: u8 = 16;

/// The tile in `cell` of `board`.
pub const fn tile(board: u64, cell: u8) -> u8 {
    ((board >> (4 * (cell as u32 % 16))) & 15) as u8
}

/// The cell of the blank of `board` among its first `cells` (`cells` when
/// it has none).
pub const fn blank(board: u64, cells: u8) -> u8 {
    let mut cell = 0;
    while cell < cells && tile(board, cell) != 0 {
        cell += 1;
    }
    cell
}

/// The cell next to `cell` in direction `dir` (up, down, left, right) on a
/// board of `rows × cols`, if it is on the board.
pub const fn neighbour(cell: u8, dir: Dir, rows: u8, cols: u8) -> Option<u8> {
    if cols == 0 {
        return None;
    }
    let (row, col) = (cell / cols, cell % cols);
    match dir & 3 {
        0 if row > 0 => Some(cell - cols),
        1 if row + 1 < rows => Some(cell + cols),
        2 if col > 0 => Some(cell - 1),
        3 if col + 1 < cols => Some(cell + 1),
        _ => None,
    }
}

/// `board` with the tiles of cells `a` and `b` swapped.
pub const fn swap(board: u64, a: u8, b: u8) -> u64 {
    let (ta, tb) = (tile(board, a) as u64, tile(board, b) as u64);
    let (sa, sb) = (4 * (a as u32 % 16), 4 * (b as u32 % 16));
    let cleared = board & !(15 << sa) & !(15 << sb);
    cleared | tb << sa | ta << sb
}

/// The goal of `cells` cells with its blank in cell `blank`: the tiles 1,
/// 2, … in reading order, the blank skipped.
pub const fn goal(cells: u8, blank: u8) -> u64 {
    let mut board = 0u64;
    let mut cell = 0;
    let mut next = 1u64;
    while cell < cells && cell < MAX_CELLS {
        if cell != blank {
            board |= next << (4 * cell as u32);
            next += 1;
        }
        cell += 1;
    }
    board
}

/// The tiles of a board of `cells` cells in reading order, the blank left
/// out, each less one, nibble `p` the tile at place `p`: the board's
/// order. With the blank's cell it is the board again.
pub const fn order(board: u64, cells: u8) -> u32 {
    let mut order = 0u32;
    let mut place = 0;
    let mut cell = 0;
    while cell < cells && cell < 8 {
        let tile = tile(board, cell);
        if tile != 0 {
            order |= ((tile - 1) as u32 & 7) << (4 * place);
            place += 1;
        }
        cell += 1;
    }
    order
}

/// The rank of `order` (see [`order`]) among the orders of its `tiles`
/// tiles, by the Lehmer code, and whether it has an odd number of
/// inversions.
pub const fn rank(order: u32, tiles: u8) -> (u32, bool) {
    let mut rank = 0u32;
    let mut inversions = 0u32;
    let mut left = 0xFFu32;
    let mut place = 0u32;
    while place < tiles as u32 && place < 8 {
        let tile = (order >> (4 * place)) & 7;
        let smaller_after = (left & ((1 << tile) - 1)).count_ones();
        rank = rank * (tiles as u32 - place) + smaller_after;
        inversions += smaller_after;
        left &= !(1 << tile);
        place += 1;
    }
    (rank, inversions & 1 == 1)
}

/// The orders of `tiles` tiles that reach a goal with the blank in a given
/// cell: `tiles! / 2`.
pub const fn orders(tiles: u8) -> usize {
    let mut product = 1usize;
    let mut n = 2usize;
    while n <= tiles as usize {
        product *= n;
        n += 1;
    }
    product / 2
}

/// Boards of `cells` cells that reach one goal: `cells! / 2`.
pub const fn boards(cells: u8) -> usize {
    cells as usize * orders(cells.saturating_sub(1))
}

/// Bytes of the table of one goal of `cells` cells: four boards a byte.
pub const fn table_bytes(cells: u8) -> usize {
    boards(cells).div_ceil(4)
}

/// The place of a board of `cells` cells that reaches its table's goal in
/// the table: see the module's docs.
pub const fn index(board: u64, cells: u8) -> usize {
    let tiles = cells.saturating_sub(1);
    let blank = blank(board, cells);
    blank as usize * orders(tiles) + (rank(order(board, cells), tiles).0 / 2) as usize
}
