//! The rules of sliding tiles on a board of rows × columns, 2 × 2 to 4 × 4,
//! written once.
//!
//! `build.rs` includes this file with `#[path]` to run its searches, and the
//! library uses it to move tiles and to walk the tables the searches make,
//! so the two cannot disagree about what a move does or which board a table
//! entry stands for. The 8-puzzle's and the 15-puzzle's own rules (the
//! 3 × 3 board's symmetries, the 4 × 4 board's pattern databases) build on
//! these. Everything here is over fixed-width integers: it runs on the host
//! in the build script and on the target in the library.
//!
//! # Boards as numbers
//!
//! A board of `rows × cols` cells is a `u64` of nibbles, cell `i`
//! (row-major from the top-left) in bits `4i` to `4i + 3`: the tile, 0 for
//! the blank. Tiles are 1 to `rows · cols − 1`.
//!
//! # Tables
//!
//! The boards of at most nine cells are few enough for a table per goal:
//! the goal [`goal`] with its blank in a given cell and the tiles 1, 2, …
//! in reading order around it. Any target with its blank in that cell is
//! that goal with the tiles renamed. A table holds, for every board that
//! reaches its goal, the fewest moves modulo 3 in two bits, four boards a
//! byte. Every move changes the fewest moves by exactly one (a move swaps
//! two cells, so it changes the parity of the board as a permutation of all
//! its cells), so the neighbour one move nearer is the one whose entry is
//! one less, modulo 3.
//!
//! A board is found in its table by [`index`]: the blank's cell times
//! [`orders`], plus half the rank of the other tiles in reading order
//! among all their orders. With the blank's cell fixed, the boards that
//! reach a goal are those whose tiles' inversions have one parity, and the
//! orders of ranks `2k` and `2k + 1` differ by their last two tiles, so
//! exactly one of them has that parity: half the rank numbers them without
//! a gap.

/// The most moves any board of 4 × 4 needs, to any target: 80. No board of
/// a smaller size needs more.
pub const MOST_MOVES: u8 = 80;

/// The most cells of a board: 4 × 4.
pub const MAX_CELLS: u8 = 16;

/// The sizes, rows then columns, of fewer than nine cells: every board of
/// each is in a table, one a cell of the goal's blank. (3 × 3 has the
/// 8-puzzle's tables, one a place of the blank up to the board's
/// symmetries.)
pub const SMALL: [(u8, u8); 5] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)];

/// A move, named by where the blank goes: 0 up, 1 down, 2 left, 3 right,
/// as `tiles::Move` numbers them.
pub type Dir = u8;

/// The order `d`, `l`, `r`, `u`, in which the 15-puzzle's judge (UVa
/// 10181), Eight II (HDU 3567) and sliding tiles break ties between
/// answers of the same length: the searches and walks try the moves in it.
pub const DLRU: [Dir; 4] = [1, 2, 3, 0];

/// The move that undoes `dir`: up and down, left and right.
#[inline]
pub const fn back(dir: Dir) -> Dir {
    dir ^ 1
}

/// The tile in `cell` of `board`.
#[inline]
pub const fn tile(board: u64, cell: u8) -> u8 {
    ((board >> (4 * (cell as u32 % 16))) & 15) as u8
}

/// The cell of the blank of `board` among its first `cells` (`cells` when
/// it has none).
#[inline]
pub const fn blank(board: u64, cells: u8) -> u8 {
    let mut cell = 0;
    while cell < cells && tile(board, cell) != 0 {
        cell += 1;
    }
    cell
}

/// The cell next to `cell` in direction `dir` (up, down, left, right) on a
/// board of `rows × cols`, if it is on the board.
#[inline]
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
#[inline]
pub const fn swap(board: u64, a: u8, b: u8) -> u64 {
    let (ta, tb) = (tile(board, a) as u64, tile(board, b) as u64);
    let (sa, sb) = (4 * (a as u32 % 16), 4 * (b as u32 % 16));
    let cleared = board & !(15 << sa) & !(15 << sb);
    cleared | tb << sa | ta << sb
}

/// The goal of `cells` cells with its blank in cell `blank`: the tiles 1,
/// 2, … in reading order, the blank skipped. With the blank last, the
/// judges' goal.
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

/// The renaming of tiles that makes `target` (of `cells` cells) `goal`,
/// the goal of a table with its blank in the same cell: each tile of the
/// target takes the name of the goal's tile in its cell. Nibble `t` of the
/// result is the new name of tile `t`.
pub const fn names(target: u64, goal: u64, cells: u8) -> u64 {
    let mut names = 0u64;
    let mut cell = 0;
    while cell < cells && cell < MAX_CELLS {
        names |= (tile(goal, cell) as u64) << (4 * tile(target, cell) as u32);
        cell += 1;
    }
    names
}

/// `board`, of `cells` cells, with every tile renamed by `names` (see
/// [`names`]).
pub const fn rename(board: u64, names: u64, cells: u8) -> u64 {
    let mut renamed = 0u64;
    let mut cell = 0;
    while cell < cells && cell < MAX_CELLS {
        renamed |= (tile(names, tile(board, cell)) as u64) << (4 * cell as u32);
        cell += 1;
    }
    renamed
}

/// Whether `board`, of `rows × cols`, is odd: its tiles, read row by row
/// with the blank left out, have an odd number of inversions, once the
/// blank's row counted from the bottom is added on a board of an even
/// width. A move keeps it (on an odd width a move up or down jumps a tile
/// over an even number of others; on an even width, over an odd number,
/// and the blank changes rows), and two boards of one size with the same
/// parity reach each other.
pub const fn is_odd(board: u64, rows: u8, cols: u8) -> bool {
    let cells = rows * cols;
    // The tiles read before each tile that are larger, as masks: the
    // parity of their counts' sum is the parity of their XOR's count.
    let mut larger = 0u32;
    let mut seen = 0u32;
    let mut cell = 0;
    while cell < cells && cell < MAX_CELLS {
        let tile = tile(board, cell);
        if tile != 0 {
            larger ^= seen >> tile;
            seen |= 1 << tile;
        }
        cell += 1;
    }
    let mut odd = larger.count_ones() % 2 == 1;
    if cols % 2 == 0 {
        // No board has no columns; were it given, its blank is in row 0.
        let row = match blank(board, cells).checked_div(cols) {
            Some(row) => row,
            None => 0,
        };
        odd ^= rows.saturating_sub(1).saturating_sub(row) % 2 == 1;
    }
    odd
}

/// The tiles of a board of `cells` cells (at most nine) in reading order,
/// the blank left out, each less one (0 to 7), nibble `p` the tile at place
/// `p`: the board's order. With the blank's cell it is the board again.
#[inline]
pub const fn order(board: u64, cells: u8) -> u32 {
    let mut order = 0u32;
    let mut place = 0;
    let mut cell = 0;
    while cell < cells && cell < MAX_CELLS {
        let tile = tile(board, cell);
        if tile != 0 {
            // A board of more than nine cells has no order: past the
            // eighth tile the places wrap, and the order means nothing.
            order |= ((tile - 1) as u32 & 7) << (4 * place % 32);
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

/// The rank of `order` (see [`order`]) among the orders of its `tiles`
/// tiles (at most eight), by the Lehmer code, and whether it has an odd
/// number of inversions.
#[inline]
pub fn rank(order: u32, tiles: u8) -> (u32, bool) {
    let mut rank = 0u32;
    let mut inversions = 0u32;
    let mut left = 0xFFu32;
    let mut place = 0u32;
    // The last tile has no smaller tile after it: it adds nothing.
    while place + 1 < u32::from(tiles) && place < 8 {
        let tile = (order >> (4 * place)) & 7;
        let smaller_after = u32::from(BITS_SET[(left & ((1 << tile) - 1)) as u8 as usize]);
        rank = rank * (u32::from(tiles) - place) + smaller_after;
        inversions += smaller_after;
        left ^= 1 << tile;
        place += 1;
    }
    (rank, inversions & 1 == 1)
}

/// The orders of `tiles` tiles (at most eight) that reach a goal with the
/// blank in a given cell: `tiles! / 2`.
pub const fn orders(tiles: u8) -> u32 {
    let mut product = 1u32;
    let mut n = 2u32;
    while n <= tiles as u32 && n <= 8 {
        product *= n;
        n += 1;
    }
    product / 2
}

/// Boards of `cells` cells (at most nine) that reach one goal: `cells! / 2`.
pub const fn boards(cells: u8) -> u32 {
    cells as u32 * orders(cells.saturating_sub(1))
}

/// Bytes of the table of one goal of `cells` cells (at most nine): four
/// boards a byte.
pub const fn table_bytes(cells: u8) -> u32 {
    boards(cells).div_ceil(4)
}

/// The place in its table of a board of `cells` cells (at most nine), whose
/// blank is in cell `blank` and whose tiles are `order`, that reaches its
/// table's goal: see the module's docs.
#[inline]
pub fn index(blank: u8, order: u32, cells: u8) -> u32 {
    let tiles = cells.saturating_sub(1);
    u32::from(blank) * orders(tiles) + rank(order, tiles).0 / 2
}

/// [`index`] of `board`.
#[inline]
pub fn index_of(board: u64, cells: u8) -> u32 {
    index(blank(board, cells), order(board, cells), cells)
}
