//! The IDA* of [`solve`](super::solve): a depth-first search from the
//! board, cut where the moves made plus a lower bound on the moves left
//! pass a bound, repeated with the least bound that was passed until a
//! path reaches the goal.
//!
//! The search keeps its path in one array of frames, each the board after
//! that many moves with what the bound needs of it in four words, and the
//! moves still to try from it: no recursion, no allocation,
//! [`SEARCH_STACK_BYTES`] bytes (3,240: 81 frames of 40).

use super::rules;
use crate::tiles::rules::{DLRU as ORDER, Dir, MOST_MOVES, back, tile};

use super::{OverLimit, Solution};
use crate::tables;
use crate::tiles::Budget;

/// The pattern databases, by group (see [`rules`]); the fourth is group
/// 0's again, so that a group's number masked to two bits always names a
/// table (no tile is in group 3). Each is typed by its size in the
/// rules, so tables made for other groups do not compile.
static TABLES: [&[u8]; 4] = {
    let group_0: &[u8; rules::table_bytes(0)] = &tables::FIFTEEN_GROUP_0;
    let group_1: &[u8; rules::table_bytes(1)] = &tables::FIFTEEN_GROUP_1;
    let group_2: &[u8; rules::table_bytes(2)] = &tables::FIFTEEN_GROUP_2;
    [group_0, group_1, group_2, group_0]
};

/// Where a tile's cell stands in the groups' numbers (see [`Node`]): on
/// the board, its group and the shift of its nibble in `Node::numbers`
/// (its group's [`rules::group_shift`] + 4 × its place in the group), and
/// the same for its name in the mirror image in `Node::image`.
#[derive(Clone, Copy)]
struct Slot {
    group: u8,
    shift: u8,
    image: u8,
    image_shift: u8,
}

/// Each tile's [`Slot`]; the blank's is never read.
static SLOTS: [Slot; 16] = {
    let mut slots = [Slot {
        group: 0,
        shift: 0,
        image: 0,
        image_shift: 0,
    }; 16];
    let mut tile = 1;
    while tile < 16 {
        let (group, place) = rules::SLOTS[tile];
        let (image, image_place) = rules::SLOTS[rules::mirror_tile(tile as u8) as usize];
        slots[tile] = Slot {
            group,
            shift: rules::group_shift(group) as u8 + 4 * place,
            image,
            image_shift: rules::group_shift(image) as u8 + 4 * image_place,
        };
        tile += 1;
    }
    slots
};

/// The image of each cell in the diagonal ([`rules::mirror_cell`]).
static MIRROR_CELLS: [u8; 16] = {
    let mut cells = [0; 16];
    let mut cell = 0;
    while cell < 16 {
        cells[cell] = rules::mirror_cell(cell as u8);
        cell += 1;
    }
    cells
};

/// One move of a [`MOVES`] list: `0x80`, the move's [`Dir`] in bits 4
/// and 5, and the cell the blank moves to in bits 0 to 3.
const fn entry(dir: Dir, cell: u8) -> u32 {
    0x80 | (dir as u32) << 4 | cell as u32
}

/// For each cell of the blank and the move that led there (4 for none),
/// the moves to try, a byte each, first in the low byte, in the order of
/// [`ORDER`]: those that stay on the board and do not undo the last one.
static MOVES: [[u32; 5]; 16] = {
    let mut lists = [[0; 5]; 16];
    let mut cell = 0;
    while cell < 16 {
        let mut came = 0;
        while came < 5 {
            let (mut list, mut bytes) = (0, 0);
            let mut i = 0;
            while i < 4 {
                let dir = ORDER[i];
                if let Some(to) = rules::neighbour(cell as u8, dir) {
                    if back(dir) != came as u8 {
                        list |= entry(dir, to) << (8 * bytes);
                        bytes += 1;
                    }
                }
                i += 1;
            }
            lists[cell][came] = list;
            came += 1;
        }
        cell += 1;
    }
    lists
};

/// The [`MOVES`] list from `blank` after the move `came` (4 for none).
#[inline]
fn moves_from(blank: u8, came: Dir) -> u32 {
    MOVES
        .get(usize::from(blank & 15))
        .and_then(|list| list.get(usize::from(came)))
        .copied()
        .unwrap_or(0)
}

/// What a move changes the Manhattan distance by (+1 or −1, wrapping), at
/// `tile << 6 | cell << 2 | dir`: the blank moves in direction `dir` into
/// `cell`, and `tile` slides from there into the blank's cell.
static STEPS: [u8; 1024] = {
    let mut steps = [0; 1024];
    let mut i = 0;
    while i < 1024 {
        let (tile, cell, dir) = ((i >> 6) as u8, (i >> 2 & 15) as u8, (i & 3) as u8);
        if let Some(blank) = rules::neighbour(cell, back(dir)) {
            let (from, to) = (rules::distance(tile, cell), rules::distance(tile, blank));
            steps[i] = to.wrapping_sub(from);
        }
        i += 1;
    }
    steps
};

/// Half of what group `group`'s table adds to the Manhattan distance of
/// the placing numbered `number` (see [`rules`]).
#[inline]
fn extra(group: u8, number: u32) -> u8 {
    let Some(table) = TABLES.get(usize::from(group & 3)) else {
        return 0;
    };
    let byte = table.get((number >> 1) as usize).copied().unwrap_or(0);
    (byte >> (4 * (number & 1))) & 15
}

/// Where [`Node::meta`] keeps the blank's cell.
const BLANK: u32 = 48;

/// Where [`Node::meta`] keeps the Manhattan distance.
const MANHATTAN: u32 = 56;

/// The sum of the low three bytes of `bytes`, each at most 15.
#[inline]
fn sum3(bytes: u64) -> u8 {
    ((bytes & 0xFF_FFFF).wrapping_mul(0x01_0101) >> 16) as u8
}

/// Where each group's number stands in a [`Node::numbers`]: its shift and
/// its mask; the fourth is group 0's again, as in [`TABLES`].
static FIELDS: [(u32, u32); 4] = {
    let mut fields = [(0, 0); 4];
    let mut field = 0;
    while field < 4 {
        let group = field as u8 % rules::GROUP_COUNT;
        let mask = (1u64 << (4 * rules::group_tiles(group))) - 1;
        fields[field] = (rules::group_shift(group), mask as u32);
        field += 1;
    }
    fields
};

/// Group `group`'s number in `numbers`, a [`Node::numbers`] or
/// [`Node::image`].
#[inline]
fn number(numbers: u64, group: u8) -> u32 {
    let (shift, mask) = FIELDS
        .get(usize::from(group & 3))
        .copied()
        .unwrap_or((0, 0));
    (numbers >> (shift & 63)) as u32 & mask
}

/// A board on the search's path and its lower bound, in four words: the
/// search copies it whole and updates it in registers.
#[derive(Clone, Copy)]
struct Node {
    board: u64,
    /// The groups' numbers on the board (see [`rules`]), group `g`'s in
    /// bits `20g` to `20g + 19`.
    numbers: u64,
    /// The same on the board's mirror image.
    image: u64,
    /// Half of what each group's table adds to the Manhattan distance, on
    /// the board in byte `g` for group `g`, on the image in byte `3 + g`;
    /// the blank's cell in the byte at [`BLANK`], the sum of the tiles'
    /// Manhattan distances (the image's is the same) at [`MANHATTAN`].
    meta: u64,
}

impl Node {
    fn new(board: u64) -> Node {
        let manhattan: u8 = (0..rules::CELLS)
            .map(|cell| rules::distance(tile(board, cell), cell))
            .sum();
        let (cells, image) = (rules::inverse(board), rules::inverse(rules::mirror(board)));
        let mut node = Node {
            board,
            numbers: 0,
            image: 0,
            meta: u64::from(rules::blank(board)) << BLANK | u64::from(manhattan) << MANHATTAN,
        };
        for group in 0..rules::GROUP_COUNT {
            let shift = rules::group_shift(group);
            node.numbers |= u64::from(rules::placing(cells, group)) << shift;
            node.image |= u64::from(rules::placing(image, group)) << shift;
            let (here, there) = (
                extra(group, number(node.numbers, group)),
                extra(group, number(node.image, group)),
            );
            node.meta |= u64::from(here) << (8 * group) | u64::from(there) << (8 * group + 24);
        }
        node
    }

    /// The blank's cell.
    #[inline]
    fn blank(&self) -> u8 {
        (self.meta >> BLANK) as u8 & 15
    }

    /// The lower bound on the moves left: the Manhattan distance and twice
    /// the larger of the tables' additions on the board and on its image.
    fn bound(&self) -> u8 {
        let extra = sum3(self.meta).max(sum3(self.meta >> 24));
        ((self.meta >> MANHATTAN) as u8).saturating_add(2 * extra)
    }
}

/// One step of the path: the board reached and the moves still to try
/// from it, a [`MOVES`] list (0 when all have been tried).
#[derive(Clone, Copy)]
struct Frame {
    node: Node,
    todo: u32,
}

/// Frames of the path: the start and one a move.
const FRAMES: usize = MOST_MOVES as usize + 1;

/// Bytes of the search's path, the bulk of its stack.
pub const SEARCH_STACK_BYTES: usize = FRAMES * core::mem::size_of::<Frame>();

/// How a round of the search ended.
enum Round {
    /// A path to the goal, of this many moves (the moves are in the path).
    Found(usize),
    /// No path within the bound; the least bound passed, if any was.
    Deeper(Option<u8>),
}

/// The answer for `board` expanding at most the budget's limit of boards,
/// telling its watcher how the search goes; and how many it expanded.
pub(crate) fn solve(board: u64, budget: &mut Budget) -> (Result<Option<Solution>, OverLimit>, u64) {
    if rules::blank(board) >= rules::CELLS || rules::is_odd(board) {
        return (Ok(None), 0);
    }
    let start = Node::new(board);
    let mut path = [Frame {
        node: start,
        todo: 0,
    }; FRAMES];
    let mut moves = [0u8; MOST_MOVES as usize];
    let mut expanded = 0u64;
    let mut bound = start.bound();
    if bound == 0 {
        return (Ok(Some(Solution::default().in_capitals(true))), 0);
    }
    while bound <= MOST_MOVES {
        match round(&mut path, &mut moves, bound, &mut expanded, budget) {
            Err(over) => return (Err(over), expanded),
            Ok(Round::Found(len)) => {
                let moves = moves.get(..len).unwrap_or_default();
                return (
                    Ok(Some(Solution::of(moves.iter().copied()).in_capitals(true))),
                    expanded,
                );
            }
            Ok(Round::Deeper(Some(next))) => bound = next,
            Ok(Round::Deeper(None)) => break,
        }
    }
    (Ok(None), expanded)
}

/// One round of the search under `bound`: `path[0]` holds the start.
// Kept in its caller, as the compiler kept it before the budget's call
// (`Budget::report`) made it keep it apart: in, the search was measured
// with 2.3% fewer instructions (20 of the benchmark's boards through
// `flipswap fifteen-count`: 10,648,436,308 apart, 10,401,108,068 in).
#[inline(always)]
fn round(
    path: &mut [Frame; FRAMES],
    moves: &mut [u8; MOST_MOVES as usize],
    bound: u8,
    expanded: &mut u64,
    budget: &mut Budget,
) -> Result<Round, OverLimit> {
    // The least cost over the bound, u8::MAX while none is.
    let mut passed = u8::MAX;
    let deeper = |passed: u8| Ok(Round::Deeper((passed < u8::MAX).then_some(passed)));
    let mut depth = 0usize;
    if let Some(start) = path.get_mut(0) {
        start.todo = moves_from(start.node.blank(), 4);
    }
    // The count of boards is compared with the next checkpoint: the limit
    // or the next report, whichever comes first.
    let mut checkpoint = budget.report(bound, *expanded).ok_or(OverLimit)?;
    *expanded += 1;
    loop {
        let Some(frame) = path.get_mut(depth) else {
            return deeper(passed);
        };
        let todo = frame.todo;
        if todo == 0 {
            if depth == 0 {
                return deeper(passed);
            }
            depth -= 1;
            continue;
        }
        frame.todo = todo >> 8;
        let node = frame.node;
        let (dir, cell) = ((todo >> 4 & 3) as Dir, (todo & 15) as u8);
        let blank = node.blank();
        let tile = tile(node.board, cell);
        let slot = SLOTS.get(usize::from(tile)).copied().unwrap_or(SLOTS[0]);
        let step = usize::from(tile) << 6 | usize::from(cell) << 2 | usize::from(dir);
        let step = STEPS.get(step & 1023).copied().unwrap_or(0);
        let meta = node.meta.wrapping_add(u64::from(step) << MANHATTAN);
        let manhattan = (meta >> MANHATTAN) as u8;
        // depth < MOST_MOVES <= 255: the path never outgrows its frames.
        let base = (depth as u8).saturating_add(1).saturating_add(manhattan);
        // The board's side first: when it cuts, the image's is not read.
        // A cost below the full bound's can only make the next round's
        // bound smaller, and never cuts a path the full bound keeps.
        let shift = u32::from(slot.shift & 63);
        let numbers = node
            .numbers
            .wrapping_add(u64::from(blank) << shift)
            .wrapping_sub(u64::from(cell) << shift);
        let at = 8 * u32::from(slot.group & 3);
        let extra_at = extra(slot.group, number(numbers, slot.group));
        let meta = meta & !(0xFF << at) | u64::from(extra_at) << at;
        let cost = base.saturating_add(2 * sum3(meta));
        if cost > bound {
            passed = passed.min(cost);
            continue;
        }
        let mirror = |cell: u8| {
            MIRROR_CELLS
                .get(usize::from(cell & 15))
                .copied()
                .unwrap_or(0)
        };
        let shift = u32::from(slot.image_shift & 63);
        let image = node
            .image
            .wrapping_add(u64::from(mirror(blank)) << shift)
            .wrapping_sub(u64::from(mirror(cell)) << shift);
        let at = 24 + 8 * u32::from(slot.image & 3);
        let extra_at = extra(slot.image, number(image, slot.image));
        let meta = meta & !(0xFF << at) | u64::from(extra_at) << at;
        let cost = base.saturating_add(2 * sum3(meta >> 24));
        if cost > bound {
            passed = passed.min(cost);
            continue;
        }
        if let Some(slot) = moves.get_mut(depth) {
            *slot = dir;
        }
        depth += 1;
        if manhattan == 0 {
            return Ok(Round::Found(depth));
        }
        if *expanded >= checkpoint {
            checkpoint = budget.report(bound, *expanded).ok_or(OverLimit)?;
        }
        *expanded += 1;
        let tile = u64::from(tile);
        if let Some(next) = path.get_mut(depth) {
            *next = Frame {
                node: Node {
                    board: node.board ^ tile << (4 * cell) ^ tile << (4 * blank),
                    numbers,
                    image,
                    meta: meta & !(0xFF << BLANK) | u64::from(cell) << BLANK,
                },
                todo: moves_from(cell, dir),
            };
        }
    }
}
