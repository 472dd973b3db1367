//! The IDA* of [`solve`](super::solve): a depth-first search from the
//! board, cut where the moves made plus a lower bound on the moves left
//! pass a bound, repeated with the least bound that was passed until a
//! path reaches the goal.
//!
//! The search keeps its path in one array of frames, each the board after
//! that many moves with what the bound needs of it, and the move to try
//! next: no recursion, no allocation, [`SEARCH_STACK_BYTES`] bytes.

use super::rules::{self, Dir, MOST_MOVES, TABLE_BYTES};
use super::tables;
use super::{OverLimit, Solution};

/// The moves in the order the search tries them, which makes its first
/// answer the one that reads least in that order: down, left, right, up.
const ORDER: [Dir; 4] = [1, 2, 3, 0];

/// The pattern databases, by group (see [`rules`]); the fourth is group
/// 0's again, so that a group's number masked to two bits always names a
/// table (no tile is in group 3).
static TABLES: [&[u8; TABLE_BYTES]; 4] = [
    &tables::GROUP_0,
    &tables::GROUP_1,
    &tables::GROUP_2,
    &tables::GROUP_0,
];

/// Where a tile's cell stands in the groups' numbers: on the board (its
/// group, and 4 × its place in the group, the shift of its nibble) and in
/// the image (its image's group, plus 4, and shift).
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
        image: 4,
        image_shift: 0,
    }; 16];
    let mut tile = 1;
    while tile < 16 {
        let (group, place) = rules::SLOTS[tile];
        let (image, image_place) = rules::SLOTS[rules::mirror_tile(tile as u8) as usize];
        slots[tile] = Slot {
            group,
            shift: 4 * place,
            image: 4 + image,
            image_shift: 4 * image_place,
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
                    if dir ^ 1 != came as u8 {
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
        if let Some(blank) = rules::neighbour(cell, dir ^ 1) {
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
    let byte = table
        .get((number >> 1) as usize & (TABLE_BYTES - 1))
        .copied()
        .unwrap_or(0);
    (byte >> (4 * (number & 1))) & 15
}

/// A board on the search's path and its lower bound.
#[derive(Clone, Copy)]
struct Node {
    board: u64,
    /// Each group's number on the board (entries 0 to 2), then on its
    /// mirror image (4 to 6); entries 3 and 7 are not used.
    numbers: [u32; 8],
    /// Half of what each group's table adds to the Manhattan distance, in
    /// the entries of `numbers`.
    extras: [u8; 8],
    /// The sums of `extras` on the board and on its image.
    sums: [u8; 2],
    blank: u8,
    /// The sum of the tiles' Manhattan distances (the image's is the same).
    manhattan: u8,
}

impl Node {
    fn new(board: u64) -> Node {
        let manhattan = (0..rules::CELLS)
            .map(|cell| rules::distance(rules::tile(board, cell), cell))
            .sum();
        let (cells, image) = (rules::inverse(board), rules::inverse(rules::mirror(board)));
        let numbers: [u32; 8] = core::array::from_fn(|i| match i {
            0..=2 => rules::placing(cells, i),
            4..=6 => rules::placing(image, i - 4),
            _ => 0,
        });
        let extras: [u8; 8] = core::array::from_fn(|i| match i {
            3 | 7 => 0,
            _ => extra((i % 4) as u8, numbers.get(i).copied().unwrap_or(0)),
        });
        let [a, b, c, _, d, e, f, _] = extras;
        Node {
            board,
            numbers,
            extras,
            sums: [a + b + c, d + e + f],
            blank: rules::blank(board),
            manhattan,
        }
    }

    /// The lower bound on the moves left: the Manhattan distance and twice
    /// the larger of the tables' additions on the board and on its image.
    fn bound(&self) -> u8 {
        let [board, image] = self.sums;
        self.manhattan.saturating_add(2 * board.max(image))
    }

    /// Group `at`'s number after the tile of slot `shift` moves from cell
    /// `from` to cell `to`, and half its table's addition.
    #[inline]
    fn moved(&self, at: usize, shift: u8, from: u8, to: u8) -> (u32, u8) {
        let shift = u32::from(shift & 31);
        let number = self.numbers.get(at).copied().unwrap_or(0);
        let number = number
            .wrapping_add(u32::from(to) << shift)
            .wrapping_sub(u32::from(from) << shift);
        (number, extra(at as u8, number))
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

/// The answer for `board` expanding at most `limit` boards, and how many it
/// expanded.
pub(crate) fn solve(board: u64, limit: u64) -> (Result<Option<Solution>, OverLimit>, u64) {
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
        return (Ok(Some(Solution::default())), 0);
    }
    while bound <= MOST_MOVES {
        match round(&mut path, &mut moves, bound, &mut expanded, limit) {
            Err(over) => return (Err(over), expanded),
            Ok(Round::Found(len)) => {
                let moves = moves.get(..len).unwrap_or_default();
                return (Ok(Some(Solution::of(moves))), expanded);
            }
            Ok(Round::Deeper(Some(next))) => bound = next,
            Ok(Round::Deeper(None)) => break,
        }
    }
    (Ok(None), expanded)
}

/// One round of the search under `bound`: `path[0]` holds the start.
fn round(
    path: &mut [Frame; FRAMES],
    moves: &mut [u8; MOST_MOVES as usize],
    bound: u8,
    expanded: &mut u64,
    limit: u64,
) -> Result<Round, OverLimit> {
    // The least cost over the bound, u8::MAX while none is.
    let mut passed = u8::MAX;
    let deeper = |passed: u8| Ok(Round::Deeper((passed < u8::MAX).then_some(passed)));
    let mut depth = 0usize;
    if let Some(start) = path.get_mut(0) {
        start.todo = moves_from(start.node.blank, 4);
    }
    if *expanded >= limit {
        return Err(OverLimit);
    }
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
        let (dir, cell) = ((todo >> 4 & 3) as Dir, (todo & 15) as u8);
        let node = &frame.node;
        let blank = node.blank;
        let tile = rules::tile(node.board, cell);
        let slot = SLOTS.get(usize::from(tile)).copied().unwrap_or(SLOTS[0]);
        let step = usize::from(tile) << 6 | usize::from(cell) << 2 | usize::from(dir);
        let manhattan = node
            .manhattan
            .wrapping_add(STEPS.get(step & 1023).copied().unwrap_or(0));
        // depth < MOST_MOVES <= 255: the path never outgrows its frames.
        let base = (depth as u8).saturating_add(1).saturating_add(manhattan);
        let [board_sum, image_sum] = node.sums;
        // The board's side first: when it cuts, the image's is not read.
        // A cost below the full bound's can only make the next round's
        // bound smaller, and never cuts a path the full bound keeps.
        let at = usize::from(slot.group & 3);
        let (number, extra) = node.moved(at, slot.shift, cell, blank);
        let old = node.extras.get(at).copied().unwrap_or(0);
        let board_sum = board_sum.wrapping_sub(old).wrapping_add(extra);
        let cost = base.saturating_add(2 * board_sum);
        if cost > bound {
            passed = passed.min(cost);
            continue;
        }
        let image_at = usize::from(slot.image & 7);
        let mirror = |cell: u8| {
            MIRROR_CELLS
                .get(usize::from(cell & 15))
                .copied()
                .unwrap_or(0)
        };
        let (image_number, image_extra) =
            node.moved(image_at, slot.image_shift, mirror(cell), mirror(blank));
        let old = node.extras.get(image_at).copied().unwrap_or(0);
        let image_sum = image_sum.wrapping_sub(old).wrapping_add(image_extra);
        let cost = base.saturating_add(2 * image_sum);
        if cost > bound {
            passed = passed.min(cost);
            continue;
        }
        if let Some(slot) = moves.get_mut(depth) {
            *slot = dir;
        }
        let mut child = *node;
        depth += 1;
        if manhattan == 0 {
            return Ok(Round::Found(depth));
        }
        if *expanded >= limit {
            return Err(OverLimit);
        }
        *expanded += 1;
        child.board =
            node.board ^ (u64::from(tile) << (4 * cell)) ^ (u64::from(tile) << (4 * blank));
        child.blank = cell;
        child.manhattan = manhattan;
        child.sums = [board_sum, image_sum];
        for (at, number, extra) in [(at, number, extra), (image_at, image_number, image_extra)] {
            if let (Some(n), Some(e)) = (child.numbers.get_mut(at), child.extras.get_mut(at)) {
                *n = number;
                *e = extra;
            }
        }
        if let Some(next) = path.get_mut(depth) {
            *next = Frame {
                node: child,
                todo: moves_from(cell, dir),
            };
        }
    }
}
