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

/// The Manhattan distance of each tile from each cell, tile `t`'s in
/// entries `16t` to `16t + 15`; the blank's are 0.
static DISTANCE: [u8; 256] = {
    let mut table = [0; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = rules::distance((i / 16) as u8, (i % 16) as u8);
        i += 1;
    }
    table
};

/// The pattern databases, by group (see [`rules`]).
static TABLES: [&[u8; TABLE_BYTES]; 3] = [&tables::GROUP_0, &tables::GROUP_1, &tables::GROUP_2];

/// For each tile, the group and place in its group of its name in the
/// mirror image ([`rules::mirror_tile`]).
static MIRROR_SLOTS: [(u8, u8); 16] = {
    let mut slots = [(3, 0); 16];
    let mut tile = 1;
    while tile < 16 {
        slots[tile] = rules::SLOTS[rules::mirror_tile(tile as u8) as usize];
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

/// Half of what group `group`'s table adds to the Manhattan distance of
/// `placing`.
#[inline]
fn extra(group: usize, placing: u32) -> u8 {
    let rank = rules::rank(placing);
    let byte = TABLES
        .get(group)
        .and_then(|table| table.get((rank / 2) as usize))
        .copied()
        .unwrap_or(0);
    (byte >> (4 * (rank & 1))) & 15
}

/// A board on the search's path and its lower bound.
#[derive(Clone, Copy)]
struct Node {
    board: u64,
    /// Each group's placing on the board, then on its mirror image.
    placings: [u32; 6],
    /// Half of what each group's table adds to the Manhattan distance, on
    /// the board, then on its image.
    extras: [u8; 6],
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
        let placings: [u32; 6] = core::array::from_fn(|i| {
            if i < 3 {
                rules::placing(cells, i)
            } else {
                rules::placing(image, i - 3)
            }
        });
        Node {
            board,
            placings,
            extras: core::array::from_fn(|i| extra(i % 3, placings.get(i).copied().unwrap_or(0))),
            blank: rules::blank(board),
            manhattan,
        }
    }

    /// The lower bound on the moves left: the Manhattan distance and twice
    /// the larger of the tables' additions on the board and on its image.
    #[inline]
    fn bound(&self) -> u8 {
        let [a, b, c, d, e, f] = self.extras;
        let extra = (a + b + c).max(d + e + f);
        self.manhattan.saturating_add(2 * extra)
    }

    /// The board after the tile in `cell` slides into the blank.
    #[inline]
    fn slide(&self, cell: u8) -> Node {
        let tile = rules::tile(self.board, cell);
        let at = |cell: u8| {
            DISTANCE
                .get(usize::from(tile) * 16 + usize::from(cell))
                .copied()
                .unwrap_or(0)
        };
        let mut next = *self;
        next.board = rules::swap(self.board, self.blank, cell);
        next.blank = cell;
        next.manhattan = self
            .manhattan
            .wrapping_sub(at(cell))
            .wrapping_add(at(self.blank));
        let image = MIRROR_CELLS
            .get(usize::from(self.blank))
            .copied()
            .unwrap_or(0);
        let slots = [
            (rules::SLOTS.get(usize::from(tile)), self.blank, 0),
            (MIRROR_SLOTS.get(usize::from(tile)), image, 3),
        ];
        for (slot, to, side) in slots {
            let Some(&(group, place)) = slot else {
                continue;
            };
            let at = usize::from(group) + side;
            let shift = 4 * u32::from(place);
            if let (Some(placing), Some(extra_at)) =
                (next.placings.get_mut(at), next.extras.get_mut(at))
            {
                *placing = *placing & !(15 << shift) | u32::from(to) << shift;
                *extra_at = extra(usize::from(group), *placing);
            }
        }
        next
    }
}

/// One step of the path: the board reached and the next move to try from
/// it, as a place in [`ORDER`] (4 when all have been tried).
#[derive(Clone, Copy)]
struct Frame {
    node: Node,
    next: u8,
    /// The move that led here (4 at the start).
    came: Dir,
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
        next: 0,
        came: 4,
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
    let mut passed: Option<u8> = None;
    let mut depth = 0usize;
    if let Some(start) = path.get_mut(0) {
        start.next = 0;
    }
    if *expanded >= limit {
        return Err(OverLimit);
    }
    *expanded += 1;
    loop {
        let Some(frame) = path.get_mut(depth) else {
            return Ok(Round::Deeper(passed));
        };
        let Some(&dir) = ORDER.get(usize::from(frame.next)) else {
            if depth == 0 {
                return Ok(Round::Deeper(passed));
            }
            depth -= 1;
            continue;
        };
        frame.next += 1;
        if dir ^ 1 == frame.came {
            continue;
        }
        let Some(cell) = rules::neighbour(frame.node.blank, dir) else {
            continue;
        };
        let child = frame.node.slide(cell);
        let left = child.bound();
        // depth < MOST_MOVES <= 255: the path never outgrows its frames.
        let cost = (depth as u8).saturating_add(1).saturating_add(left);
        if cost > bound {
            passed = Some(passed.map_or(cost, |least| least.min(cost)));
            continue;
        }
        if let Some(slot) = moves.get_mut(depth) {
            *slot = dir;
        }
        depth += 1;
        if left == 0 {
            return Ok(Round::Found(depth));
        }
        if *expanded >= limit {
            return Err(OverLimit);
        }
        *expanded += 1;
        if let Some(next) = path.get_mut(depth) {
            *next = Frame {
                node: child,
                next: 0,
                came: dir,
            };
        }
    }
}
