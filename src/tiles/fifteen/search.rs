//! The 15-puzzle's IDA* ([`fifteen::solve`](crate::fifteen::solve)): a depth-first search from the
//! board, cut where the moves made plus a lower bound on the moves left
//! pass a bound, repeated with the least bound that was passed until a
//! path reaches the goal.
//!
//! The search keeps its path in one array of frames, each the board after
//! that many moves with what the bound needs of it in four words, and the
//! moves still to try from it: no recursion, no allocation,
//! [`SEARCH_STACK_BYTES`] bytes (3,240: 81 frames of 40).

mod block;

use super::rules;
use crate::rule_error::OverLimit;
use crate::tables;
use crate::tiles::progress::Budget;
use crate::tiles::rules::{DLRU as ORDER, Dir, MOST_MOVES, back, tile};
use crate::tiles::solution::Solution;

/// The pattern databases, by group (see [`rules`]). Each is typed by its
/// size in the rules, so tables made for other groups do not compile.
static TABLES: [&[u8]; 3] = {
    let group_0: &[u8; rules::table_bytes(0)] = &tables::FIFTEEN_GROUP_0;
    let group_1: &[u8; rules::table_bytes(1)] = &tables::FIFTEEN_GROUP_1;
    let group_2: &[u8; rules::table_bytes(2)] = &tables::FIFTEEN_GROUP_2;
    [group_0, group_1, group_2]
};

/// The table of its own group ([`rules::own_group`]) of each target of
/// [`rules::TARGET_BLANKS`], by its blank's cell, typed like [`TABLES`]
/// (sliding tiles' targets of 4 × 4, feature `sliding`; the goal's blank,
/// in the corner, takes [`TABLES`]).
#[cfg(feature = "sliding")]
const fn own_table(blank: u8) -> &'static [u8] {
    const fn bytes(blank: u8) -> usize {
        match rules::own_group(blank) {
            Some(group) => rules::table_bytes(group),
            None => 0,
        }
    }
    static CENTRE: &[u8; bytes(10)] = &tables::FIFTEEN_BLANK_10;
    static EDGE: &[u8; bytes(14)] = &tables::FIFTEEN_BLANK_14;
    static EDGE_IMAGE: &[u8; bytes(11)] = &tables::FIFTEEN_BLANK_11;
    match blank {
        10 => CENTRE,
        14 => EDGE,
        11 => EDGE_IMAGE,
        _ => &[],
    }
}

/// Without sliding tiles the search knows the goal alone, whose tables
/// are [`TABLES`].
#[cfg(not(feature = "sliding"))]
const fn own_table(_: u8) -> &'static [u8] {
    &[]
}

/// The table of group `group` to the target whose blank is in `blank`.
const fn table(blank: u8, group: u8) -> &'static [u8] {
    let group = group % rules::GROUP_COUNT;
    match rules::own_group(blank) {
        Some(own) if own == group => own_table(blank),
        _ => TABLES[group as usize],
    }
}

/// How a tile's group is read, on the board ([`Node::numbers`]) or on
/// its mirror image ([`Node::image`]): the group's table, where the
/// group's number stands in the word and its mask, and the byte of
/// [`Node::meta`] that keeps the group's half.
#[derive(Clone, Copy)]
struct Lookup {
    table: &'static [u8],
    field: u8,
    mask: u32,
    at: u8,
}

impl Lookup {
    /// Group `group`'s lookup to the target whose blank is in `blank`, its
    /// byte in `meta` at `at`.
    const fn new(blank: u8, group: u8, at: u8) -> Lookup {
        let group = group % rules::GROUP_COUNT;
        Lookup {
            table: table(blank, group),
            field: rules::group_shift(group) as u8,
            mask: ((1u64 << (4 * rules::group_tiles(group))) - 1) as u32,
            at: at + 8 * group,
        }
    }

    /// The group's number in `numbers`.
    #[inline]
    fn number(&self, numbers: u64) -> u32 {
        (numbers >> (self.field & 63)) as u32 & self.mask
    }

    /// Half of what the group's table adds to the Manhattan distance of
    /// the placing in `numbers` (see [`rules`]).
    #[inline]
    fn extra(&self, numbers: u64) -> u8 {
        let number = self.number(numbers);
        let byte = self.table.get((number >> 1) as usize).copied().unwrap_or(0);
        (byte >> (4 * (number & 1))) & 15
    }

    /// `meta` with the group's half set to `extra`.
    #[inline]
    fn set(&self, meta: u64, extra: u8) -> u64 {
        let at = u32::from(self.at & 63);
        meta & !(0xFF << at) | u64::from(extra) << at
    }
}

/// A tile's lookups: its group's on the board, and on the image that of
/// the group of its name there ([`rules::image_tile`]).
#[derive(Clone, Copy)]
struct Slot {
    here: Lookup,
    there: Lookup,
}

/// A target the search knows ([`rules::TARGET_BLANKS`]), as the search
/// reads it.
pub(crate) struct Goal {
    /// The cell of the target's blank.
    blank: u8,
    /// Each tile's [`Slot`]; the blank's is never read.
    slots: [Slot; 16],
    /// What a tile's slide adds to [`Node::numbers`] and to
    /// [`Node::image`] (wrapping), by the tile and the blank's move: the
    /// tile's cell moves against the blank, one row (±4) or one column
    /// (±1), and in the image the row and the column trade places.
    slides: [[(u64, u64); 4]; 16],
    /// What a move changes the Manhattan distance by (+1 or −1, wrapping),
    /// at `tile << 6 | cell << 2 | dir`: the blank moves in direction `dir`
    /// into `cell`, and `tile` slides from there into the blank's cell.
    steps: [u8; 1024],
}

impl Goal {
    /// The cell of the target's blank.
    pub(crate) fn blank(&self) -> u8 {
        self.blank
    }

    /// The target whose blank is in `blank`.
    const fn new(blank: u8) -> Goal {
        let image_blank = rules::mirror_cell(blank);
        let none = Lookup::new(blank, 0, 0);
        let mut goal = Goal {
            blank,
            slots: [Slot {
                here: none,
                there: none,
            }; 16],
            slides: [[(0, 0); 4]; 16],
            steps: [0; 1024],
        };
        // The change of the blank's cell for each move (up, down, left,
        // right), and the same in the image.
        let moved: [i64; 4] = [-4, 4, -1, 1];
        let mirrored: [i64; 4] = [-1, 1, -4, 4];
        let mut tile = 1;
        while tile < 16 {
            let (group, place) = rules::SLOTS[tile];
            let image = rules::image_tile(blank, tile as u8) as usize;
            let (image_group, image_place) = rules::SLOTS[image];
            goal.slots[tile] = Slot {
                here: Lookup::new(blank, group, 0),
                there: Lookup::new(image_blank, image_group, 24),
            };
            let here = rules::group_shift(group) + 4 * place as u32;
            let there = rules::group_shift(image_group) + 4 * image_place as u32;
            let mut dir = 0;
            while dir < 4 {
                goal.slides[tile][dir] = (
                    ((-moved[dir]) as u64).wrapping_shl(here),
                    ((-mirrored[dir]) as u64).wrapping_shl(there),
                );
                dir += 1;
            }
            tile += 1;
        }
        let mut i = 0;
        while i < 1024 {
            let (tile, cell, dir) = ((i >> 6) as u8, (i >> 2 & 15) as u8, (i & 3) as u8);
            if let Some(from) = rules::neighbour(cell, back(dir)) {
                let before = rules::distance_to(blank, tile, cell);
                let after = rules::distance_to(blank, tile, from);
                goal.steps[i] = after.wrapping_sub(before);
            }
            i += 1;
        }
        goal
    }
}

/// The goal: the blank in the bottom-right corner.
pub(crate) static CORNER: Goal = Goal::new(rules::CELLS - 1);

/// The target with its blank in the centre, in cell 10.
#[cfg(feature = "sliding")]
pub(crate) static CENTRE: Goal = Goal::new(rules::TARGET_BLANKS[0]);

/// The target with its blank on the edge, in cell 14.
#[cfg(feature = "sliding")]
pub(crate) static EDGE: Goal = Goal::new(rules::TARGET_BLANKS[1]);

/// The goal the search knows for a target whose blank is in `blank`, if
/// any: its blank's cell is one of [`rules::TARGET_BLANKS`]'s first two
/// or the goal's.
#[cfg(feature = "sliding")]
pub(crate) fn goal(blank: u8) -> Option<&'static Goal> {
    [&CORNER, &CENTRE, &EDGE]
        .into_iter()
        .find(|goal| goal.blank == blank)
}

/// One move of a [`MOVES`] list: `0x80`, the move's [`Dir`] in bits 4
/// and 5, and the cell the blank moves to in bits 0 to 3.
const fn entry(dir: Dir, cell: u8) -> u32 {
    0x80 | (dir as u32) << 4 | cell as u32
}

/// The moves to try, for each symmetry of [`rules::turn`], each cell of
/// the blank and the move that led there (4 for none): a byte each, first
/// in the low byte, those that stay on the board and do not undo the last
/// one, in the order of [`ORDER`] turned by the symmetry. A search on a
/// turned board tries the moves that are, on the board as it was, `d`,
/// `l`, `r`, `u`, and so meets the same shortest path first.
pub(crate) type Moves = [[u32; 5]; 16];

/// [`Moves`] for each symmetry.
static MOVES: [Moves; 8] = {
    let mut lists = [[[0; 5]; 16]; 8];
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut cell = 0;
        while cell < 16 {
            let mut came = 0;
            while came < 5 {
                let (mut list, mut bytes) = (0, 0);
                let mut i = 0;
                while i < 4 {
                    let dir = rules::turn_dir(symmetry as u8, ORDER[i]);
                    if let Some(to) = rules::neighbour(cell as u8, dir) {
                        if back(dir) != came as u8 {
                            list |= entry(dir, to) << (8 * bytes);
                            bytes += 1;
                        }
                    }
                    i += 1;
                }
                lists[symmetry][cell][came] = list;
                came += 1;
            }
            cell += 1;
        }
        symmetry += 1;
    }
    lists
};

/// The [`Moves`] of symmetry `symmetry`.
pub(crate) fn moves(symmetry: u8) -> &'static Moves {
    &MOVES[usize::from(symmetry & 7)]
}

/// The list of `moves` from `blank` after the move `came` (4 for none).
#[inline]
fn moves_from(moves: &Moves, blank: u8, came: Dir) -> u32 {
    moves
        .get(usize::from(blank & 15))
        .and_then(|list| list.get(usize::from(came)))
        .copied()
        .unwrap_or(0)
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
    /// `board` on its way to `goal`.
    fn new(board: u64, goal: &Goal) -> Node {
        let manhattan: u8 = (0..rules::CELLS)
            .map(|cell| rules::distance_to(goal.blank, tile(board, cell), cell))
            .sum();
        let image = rules::mirror_to(goal.blank, board);
        let (cells, image) = (rules::inverse(board), rules::inverse(image));
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
        }
        let image_blank = rules::mirror_cell(goal.blank);
        for group in 0..rules::GROUP_COUNT {
            let here = Lookup::new(goal.blank, group, 0);
            let there = Lookup::new(image_blank, group, 24);
            node.meta = here.set(node.meta, here.extra(node.numbers));
            node.meta = there.set(node.meta, there.extra(node.image));
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

/// One step of the path: the board reached, the moves still to try from
/// it (a [`MOVES`] list, 0 when all have been tried), and the walk of the
/// blank round a 2 × 2 block that the path ends with ([`walk`]).
#[derive(Clone, Copy)]
struct Frame {
    node: Node,
    todo: u32,
    walk: u8,
}

/// The [`MOVES`] list `todo` without the move `dir`.
#[inline]
fn without(todo: u32, dir: Dir) -> u32 {
    let (mut kept, mut bytes, mut rest) = (0, 0, todo);
    while rest != 0 {
        let entry = rest & 0xFF;
        if (entry >> 4 & 3) as Dir != dir {
            kept |= entry << (8 * bytes);
            bytes += 1;
        }
        rest >>= 8;
    }
    kept
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

/// The answer for `board` to `goal` when it takes at most `most` moves
/// (`None` when no moves reach the goal or all take more), expanding at
/// most the budget's limit of boards, telling its watcher how the search
/// goes, and how many it expanded; the moves tried in the order of
/// symmetry `symmetry` ([`moves`]) and written turned back by it.
pub(crate) fn solve(
    board: u64,
    goal: &Goal,
    symmetry: u8,
    most: u8,
    budget: &mut Budget,
) -> (Result<Option<Solution>, OverLimit>, u64) {
    let target = rules::target(goal.blank);
    if rules::blank(board) >= rules::CELLS || rules::is_odd(board) != rules::is_odd(target) {
        return (Ok(None), 0);
    }
    let start = Node::new(board, goal);
    let mut path = [Frame {
        node: start,
        todo: 0,
        walk: 0,
    }; FRAMES];
    let mut moves = [0u8; MOST_MOVES as usize];
    let mut expanded = 0u64;
    let mut bound = start.bound();
    if bound == 0 {
        return (Ok(Some(Solution::default().in_capitals(true))), 0);
    }
    let mut search = Search {
        goal,
        moves: self::moves(symmetry),
        ranks: &RANKS[usize::from(symmetry & 7)],
        bound,
    };
    while bound <= most.min(MOST_MOVES) {
        search.bound = bound;
        match round(&search, &mut path, &mut moves, &mut expanded, budget) {
            Err(over) => return (Err(over), expanded),
            Ok(Round::Found(len)) => {
                let moves = moves.get(..len).unwrap_or_default();
                let back = moves.iter().map(|&dir| rules::turn_dir_back(symmetry, dir));
                return (Ok(Some(Solution::of(back).in_capitals(true))), expanded);
            }
            Ok(Round::Deeper(Some(next))) => bound = next,
            Ok(Round::Deeper(None)) => break,
        }
    }
    (Ok(None), expanded)
}

/// What a round of the search is asked: the target, the moves' order (as
/// lists and as each move's place in it) and the bound.
struct Search<'a> {
    goal: &'a Goal,
    moves: &'a Moves,
    ranks: &'a [u8; 4],
    bound: u8,
}

/// Each move's place in the order of symmetry `s` ([`moves`]), by `s`.
static RANKS: [[u8; 4]; 8] = {
    let mut ranks = [[0; 4]; 8];
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut i = 0;
        while i < 4 {
            let dir = rules::turn_dir(symmetry as u8, ORDER[i]);
            ranks[symmetry][dir as usize] = i as u8;
            i += 1;
        }
        symmetry += 1;
    }
    ranks
};

/// One round of the search under `bound`: `path[0]` holds the start.
// Kept in its caller, as the compiler kept it before the budget's call
// (`Budget::report`) made it keep it apart: in, the search was measured
// with 2.3% fewer instructions (20 of the benchmark's boards through
// `flipswap fifteen-count`: 10,648,436,308 apart, 10,401,108,068 in).
#[inline(always)]
fn round(
    search: &Search,
    path: &mut [Frame; FRAMES],
    moves: &mut [u8; MOST_MOVES as usize],
    expanded: &mut u64,
    budget: &mut Budget,
) -> Result<Round, OverLimit> {
    let Search {
        goal,
        moves: order,
        ranks,
        bound,
    } = *search;
    // The least cost over the bound, u8::MAX while none is.
    let mut passed = u8::MAX;
    let deeper = |passed: u8| Ok(Round::Deeper((passed < u8::MAX).then_some(passed)));
    let mut depth = 0usize;
    if let Some(start) = path.get_mut(0) {
        start.todo = moves_from(order, start.node.blank(), 4);
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
        let walked = frame.walk;
        let blank = node.blank();
        let tile = tile(node.board, cell);
        // Indices masked to the tables' lengths: no check, no panic.
        let slot = &goal.slots[usize::from(tile & 15)];
        let (slide, mirrored) = goal.slides[usize::from(tile & 15)][usize::from(dir & 3)];
        let step = usize::from(tile) << 6 | usize::from(cell) << 2 | usize::from(dir);
        let meta = node
            .meta
            .wrapping_add(u64::from(goal.steps[step & 1023]) << MANHATTAN);
        let manhattan = (meta >> MANHATTAN) as u8;
        // At most 80 moves made, a Manhattan distance of at most 58 and
        // twice three halves of at most 15 (90): a cost fits a byte, and
        // the sums below never wrap.
        let base = (depth as u8).wrapping_add(1).wrapping_add(manhattan);
        // The board's side first: when it cuts, the image's is not read.
        // A cost below the full bound's can only make the next round's
        // bound smaller, and never cuts a path the full bound keeps.
        let numbers = node.numbers.wrapping_add(slide);
        let meta = slot.here.set(meta, slot.here.extra(numbers));
        let cost = base.wrapping_add(2 * sum3(meta));
        if cost > bound {
            passed = passed.min(cost);
            continue;
        }
        let image = node.image.wrapping_add(mirrored);
        let meta = slot.there.set(meta, slot.there.extra(image));
        let cost = base.wrapping_add(2 * sum3(meta >> 24));
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
        // The walk round a block the path now ends with, and the move that
        // would take it to seven moves, or to six where the walk round the
        // other way comes first in the order: left out of the moves to try.
        let came = depth.checked_sub(2).and_then(|at| moves.get(at)).copied();
        let walked = block::walk(walked, came.unwrap_or(0), dir);
        let length = usize::from(walked & 15);
        let rank = |at: usize| {
            let dir = depth.checked_sub(at).and_then(|at| moves.get(at));
            dir.and_then(|&dir| ranks.get(usize::from(dir & 3)))
                .copied()
        };
        let mut todo = moves_from(order, cell, dir);
        if length >= 6 || (length == 5 && rank(length) > rank(length - 1)) {
            todo = without(todo, block::onward(walked, dir));
        }
        let tile = u64::from(tile);
        if let Some(next) = path.get_mut(depth) {
            *next = Frame {
                node: Node {
                    board: node.board ^ tile << (4 * cell) ^ tile << (4 * blank),
                    numbers,
                    image,
                    meta: meta & !(0xFF << BLANK) | u64::from(cell) << BLANK,
                },
                todo,
                walk: walked,
            };
        }
    }
}
