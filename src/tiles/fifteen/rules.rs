//! The rules of the 15-puzzle that are its own: its goal, its pattern
//! databases and its mirror; the moves are `tiles::rules`.
//!
//! `build.rs` includes this file with `#[path]` to make the pattern
//! databases, and the library uses it to read them, so the two cannot
//! disagree about what a move does or which positions an entry stands for.
//! Everything here is `const` over fixed-width integers.
//!
//! # Boards as numbers
//!
//! A board is sixteen nibbles of a `u64`, cell `i` (row-major from the
//! top-left) in bits `4i` to `4i + 3`: the tile, 0 for the blank. The goal
//! holds tile `t` in cell `t - 1` and the blank in cell 15.
//!
//! # Pattern databases
//!
//! The fifteen tiles are split into three [`GROUPS`]: of five tiles each
//! by default, of six, six and three with the feature `fifteen-6-6-3`.
//! For each group a table holds, for every placing of its tiles on the
//! sixteen cells (the other tiles not told apart), the fewest moves of the
//! group's own tiles that bring them home: the blank walks through the
//! other tiles' cells for nothing and pays one for each of the group's
//! tiles it slides, and the entry is the least over the blank's cells.
//! Only the group's own moves count, so no move is counted by two groups
//! and the groups' values add up to a lower bound on the whole board's
//! moves.
//!
//! A placing is numbered by its cells as they stand: the cell of the
//! group's `i`-th tile (in the order of [`GROUPS`]) in bits `4i` to
//! `4i + 3`, a number below 16^k for a group of k tiles. Of those numbers
//! only those whose cells differ are placings (524,160 of the 2^20 for five
//! tiles, 5,765,760 of the 2^24 for six); the others' entries are 0 and
//! never read. A move of the `i`-th tile from cell `a` to cell `b` adds
//! `(b - a) << 4i` to the number: the search keeps each group's number up
//! to date with one addition and ranks nothing.
//!
//! Every move changes a tile's Manhattan distance by one, so a group's
//! fewest moves and the sum of its tiles' Manhattan distances have the same
//! parity and differ by an even number. The table keeps half that
//! difference, four bits a number, two numbers a byte (the even one in the
//! low nibble): 2^19 bytes for a group of five tiles, 2^23 for six.
//!
//! # The mirror
//!
//! The goal is its own image in the diagonal from the top-left, once the
//! tiles are renamed ([`mirror_tile`]): a board needs as many moves as its
//! image, so the tables bound the image too and the larger of the two
//! bounds is still a lower bound.

use crate::tiles::rules::{self as tiles, Dir};

/// Cells of the board.
pub const CELLS: u8 = 16;

/// Cells a row.
pub const WIDTH: u8 = 4;

/// The goal: tiles 1 to 15 in reading order, the blank last.
pub const GOAL: u64 = tiles::goal(CELLS, CELLS - 1);

/// The cell of the blank of `board` (16 when it has none).
#[inline]
pub const fn blank(board: u64) -> u8 {
    tiles::blank(board, CELLS)
}

/// The cell next to `cell` in direction `dir` (up, down, left, right), if
/// it is on the board.
#[inline]
pub const fn neighbour(cell: u8, dir: Dir) -> Option<u8> {
    tiles::neighbour(cell, dir, WIDTH, WIDTH)
}

/// The cell of `cell`'s image in the diagonal from the top-left.
pub const fn mirror_cell(cell: u8) -> u8 {
    (cell % WIDTH) * WIDTH + cell / WIDTH % WIDTH
}

/// The cells of the blank of the targets the search knows, besides the
/// goal's: one of the centre, one of the edge and that one's image in the
/// diagonal. Each is the goal with the tile of that cell moved to the
/// goal's blank, the bottom-right corner ([`home`]). Any other target is
/// one of these four, turned or reflected ([`turn`]) and its tiles renamed:
/// the blank in a corner, the centre or on an edge.
pub const TARGET_BLANKS: [u8; 3] = [10, 14, 11];

/// The home of `tile` in the target whose blank is in cell `blank` (see
/// [`TARGET_BLANKS`]; 15 for the goal): the tile whose home in the goal is
/// `blank` is at home in the bottom-right corner.
pub const fn home(blank: u8, tile: u8) -> u8 {
    if tile == 0 {
        blank % CELLS
    } else if blank < CELLS - 1 && tile == blank + 1 {
        CELLS - 1
    } else {
        (tile - 1) % CELLS
    }
}

/// The tile at home in `cell` in the target whose blank is in `blank`
/// (0 for the blank): [`home`] the other way.
pub const fn tile_at(blank: u8, cell: u8) -> u8 {
    if cell == blank {
        0
    } else if cell == CELLS - 1 {
        blank + 1
    } else {
        cell + 1
    }
}

/// The Manhattan distance of `tile` in `cell` to its home in the target
/// whose blank is in `blank`.
pub const fn distance_to(blank: u8, tile: u8, cell: u8) -> u8 {
    if tile == 0 {
        return 0;
    }
    let (home, cell) = (home(blank, tile), cell % CELLS);
    (home / WIDTH).abs_diff(cell / WIDTH) + (home % WIDTH).abs_diff(cell % WIDTH)
}

/// The name in the image of the board of `tile`, whose target has its
/// blank in `blank`: the image's target has its blank in the image of
/// `blank`, and the tile's name there is the one whose home is the image
/// of `tile`'s home. The blank stays the blank.
pub const fn image_tile(blank: u8, tile: u8) -> u8 {
    if tile == 0 || tile >= CELLS {
        0
    } else {
        tile_at(mirror_cell(blank), mirror_cell(home(blank, tile)))
    }
}

/// The group whose table the target with its blank in `blank` needs of
/// its own: that of the tile at home in the goal's blank, if it is not the
/// goal. The other groups' homes are the goal's, and so are their tables.
pub const fn own_group(blank: u8) -> Option<u8> {
    if blank < CELLS - 1 {
        Some(SLOTS[tile_at(blank, CELLS - 1) as usize].0)
    } else {
        None
    }
}

/// The board `board` turned by symmetry `symmetry` ([`turn`]): cell
/// `turn(symmetry, c)` holds the tile of cell `c`.
pub const fn turned(symmetry: u8, board: u64) -> u64 {
    let mut turned = 0u64;
    let mut cell = 0;
    while cell < CELLS {
        let tile = tiles::tile(board, cell) as u64;
        turned |= tile << (4 * turn(symmetry, cell) as u32);
        cell += 1;
    }
    turned
}

/// Symmetry `symmetry` of the square (0 to 7) on `cell`: the row and the
/// column exchanged if bit 2 is set, then the rows reversed if bit 0 is,
/// the columns if bit 1 is.
pub const fn turn(symmetry: u8, cell: u8) -> u8 {
    let (mut row, mut col) = (cell / WIDTH % WIDTH, cell % WIDTH);
    if symmetry & 4 != 0 {
        (row, col) = (col, row);
    }
    if symmetry & 1 != 0 {
        row = WIDTH - 1 - row;
    }
    if symmetry & 2 != 0 {
        col = WIDTH - 1 - col;
    }
    row * WIDTH + col
}

/// The move that symmetry `symmetry` turns into `dir`: [`turn_dir`] the
/// other way.
pub const fn turn_dir_back(symmetry: u8, dir: Dir) -> Dir {
    let mut back = 0;
    while back < 3 && turn_dir(symmetry, back) != dir & 3 {
        back += 1;
    }
    back
}

/// The target whose blank is in `blank` (15 for the goal) as a board.
pub const fn target(blank: u8) -> u64 {
    let mut board = 0u64;
    let mut cell = 0;
    while cell < CELLS {
        board |= (tile_at(blank, cell) as u64) << (4 * cell as u32);
        cell += 1;
    }
    board
}

/// Symmetry `symmetry` ([`turn`]) on a move of the blank.
pub const fn turn_dir(symmetry: u8, dir: Dir) -> Dir {
    let mut dir = dir & 3;
    if symmetry & 4 != 0 {
        dir ^= 2;
    }
    // Up and down are 0 and 1, left and right 2 and 3.
    if (symmetry & 1 != 0 && dir < 2) || (symmetry & 2 != 0 && dir >= 2) {
        dir ^= 1;
    }
    dir
}

/// Groups: three.
pub const GROUP_COUNT: u8 = 3;

/// The groups of tiles of the pattern databases, every tile once: five,
/// five and five tiles (1.5 MiB of tables, the default).
#[cfg(not(feature = "fifteen-6-6-3"))]
pub const GROUPS: [&[u8]; GROUP_COUNT as usize] =
    [&[1, 2, 3, 5, 6], &[4, 7, 8, 11, 12], &[9, 10, 13, 14, 15]];

/// The groups of tiles of the pattern databases, every tile once: the left
/// and the right half of the top three rows, six tiles each, and the bottom
/// row's three (16 MiB of tables, feature `fifteen-6-6-3`).
#[cfg(feature = "fifteen-6-6-3")]
pub const GROUPS: [&[u8]; GROUP_COUNT as usize] =
    [&[1, 2, 5, 6, 9, 10], &[3, 4, 7, 8, 11, 12], &[13, 14, 15]];

/// The tiles of group `group`.
pub const fn group_tiles(group: u8) -> u32 {
    GROUPS[(group % GROUP_COUNT) as usize].len() as u32
}

/// Where group `group`'s number starts in a word holding the three groups'
/// numbers one after the other: four bits a tile of the groups before it.
pub const fn group_shift(group: u8) -> u32 {
    let mut shift = 0;
    let mut before = 0;
    while before < group % GROUP_COUNT {
        shift += 4 * group_tiles(before);
        before += 1;
    }
    shift
}

/// Bytes of group `group`'s table: 16 numbers a tile, two numbers a byte.
pub const fn table_bytes(group: u8) -> usize {
    1 << (4 * group_tiles(group) - 1)
}

/// For each tile, its group and its place in the group (the nibble of its
/// cell in a placing); the blank's is `(3, 0)`, no group.
pub static SLOTS: [(u8, u8); 16] = {
    let mut slots = [(3, 0); 16];
    let mut group = 0u8;
    while group < GROUP_COUNT {
        let tiles = GROUPS[group as usize];
        let mut i = 0;
        while i < tiles.len() {
            slots[tiles[i] as usize % 16] = (group, i as u8);
            i += 1;
        }
        group += 1;
    }
    slots
};

/// The placing of group `group`'s tiles on `board`, whose tile `t` stands
/// in the cell of nibble `t` of `cells` (the board's inverse).
pub const fn placing(cells: u64, group: u8) -> u32 {
    let tiles = GROUPS[(group % GROUP_COUNT) as usize];
    let mut placing = 0u32;
    let mut i = 0;
    while i < tiles.len() {
        placing |= (tile_cell(cells, tiles[i]) as u32) << (4 * i as u32);
        i += 1;
    }
    placing
}

/// The cell of tile `tile`, nibble `tile` of `cells` (a board's inverse).
pub const fn tile_cell(cells: u64, tile: u8) -> u8 {
    ((cells >> (4 * (tile as u32 % 16))) & 15) as u8
}

/// The inverse of `board`: nibble `t` the cell of tile `t`.
pub const fn inverse(board: u64) -> u64 {
    let mut cells = 0u64;
    let mut cell = 0;
    while cell < CELLS {
        cells |= (cell as u64) << (4 * tiles::tile(board, cell) as u32);
        cell += 1;
    }
    cells
}

/// The image of `board`, whose target has its blank in `blank`, in the
/// diagonal, its tiles renamed ([`image_tile`]).
pub const fn mirror_to(blank: u8, board: u64) -> u64 {
    let mut image = 0u64;
    let mut cell = 0;
    while cell < CELLS {
        let tile = image_tile(blank, tiles::tile(board, cell)) as u64;
        image |= tile << (4 * mirror_cell(cell) as u32);
        cell += 1;
    }
    image
}

/// Whether `board` cannot reach the goal (see `tiles::is_odd`): the
/// goal's parity is even, and every move keeps it.
pub const fn is_odd(board: u64) -> bool {
    tiles::is_odd(board, WIDTH, WIDTH)
}
