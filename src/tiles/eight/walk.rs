//! The walk on the 8-puzzle's tables: where a target's boards are looked
//! up, and the steps towards it that the tables say are nearer.

use super::rules::{self, Frame, MOST_MOVES, ORDERS};
use crate::tables;
use crate::tiles::board;
use crate::tiles::moves::Move;
use crate::tiles::rules::{self as tiles, Dir};
use crate::tiles::solution::Solution;

/// The order of the four letters that decides between answers of the same
/// length: the one that reads least in it is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Order {
    /// `u`, `d`, `l`, `r`: reproduces Eight's sample (HDU 1043).
    #[default]
    Udlr,
    /// `d`, `l`, `r`, `u`: Eight II's rule (HDU 3567).
    Dlru,
}

impl Order {
    /// The four moves, least first.
    #[must_use]
    pub const fn moves(self) -> [Move; 4] {
        match self {
            Order::Udlr => [Move::Up, Move::Down, Move::Left, Move::Right],
            Order::Dlru => [Move::Down, Move::Left, Move::Right, Move::Up],
        }
    }
}

/// Bytes of one table.
pub(crate) const TABLE_BYTES: usize = rules::TABLE_BYTES as usize;

/// Where the boards that reach one target are looked up: the table of its
/// blank's place, the frame that turns the target into that table's goal,
/// and the renaming of its tiles that makes it the goal.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lookup {
    /// The fewest moves modulo 3 of every board, in the frame.
    pub(crate) table: &'static [u8; TABLE_BYTES],
    /// The frame of the target's blank.
    pub(crate) frame: Frame,
    /// How many boards need each number of moves, 0 to [`MOST_MOVES`].
    pub(crate) histogram: &'static [u16; MOST_MOVES as usize + 1],
    /// The table's goal: the target, turned and renamed.
    pub(crate) goal: u64,
    /// The renaming (see `tiles::names`).
    names: u64,
}

impl Lookup {
    /// The lookup of the boards that reach `target`.
    pub(crate) fn of(target: u64) -> Lookup {
        let frame = rules::frame(rules::blank(target));
        let (table, histogram, goal) = match frame.table {
            0 => (
                &tables::EIGHT_CORNER,
                &tables::EIGHT_CORNER_HISTOGRAM,
                rules::GOALS[0],
            ),
            1 => (
                &tables::EIGHT_EDGE,
                &tables::EIGHT_EDGE_HISTOGRAM,
                rules::GOALS[1],
            ),
            _ => (
                &tables::EIGHT_CENTRE,
                &tables::EIGHT_CENTRE_HISTOGRAM,
                rules::GOALS[2],
            ),
        };
        let turned = rules::turn_board(frame.symmetry, target);
        Lookup {
            table,
            frame,
            histogram,
            goal,
            names: tiles::names(turned, goal, rules::CELLS),
        }
    }

    /// `board` in the frame: turned, then renamed.
    pub(crate) fn place(self, board: u64) -> u64 {
        let turned = rules::turn_board(self.frame.symmetry, board);
        tiles::rename(turned, self.names, rules::CELLS)
    }
}

/// The most moves any board needs to reach the target whose blank is in
/// cell `blank`: the last number of moves that the table of the blank's
/// place counts boards for.
pub(crate) fn most_moves(blank: u8) -> Option<u8> {
    let goal = board::bits_of(&board::cells_of::<9>(tiles::goal(rules::CELLS, blank)))?;
    let histogram = Lookup::of(goal).histogram;
    let most = histogram.iter().rposition(|&count| count != 0)?;
    u8::try_from(most).ok()
}

/// The entry of board `index` of `table`: its fewest moves modulo 3.
#[inline]
pub(crate) fn entry(table: &[u8; TABLE_BYTES], index: usize) -> u8 {
    let byte = table.get(index / 4).copied().unwrap_or(0);
    (byte >> (2 * (index % 4))) & 3
}

/// The board after the blank, in cell `blank` of a board whose tiles are
/// `tiles` (see [`rules::order`]) and whose place in its table is `index`,
/// moves in direction `dir`: its blank's cell, its tiles and its place.
/// `None` off the board.
#[inline]
pub(crate) fn step(blank: u8, tiles: u32, index: usize, dir: Dir) -> Option<(u8, u32, usize)> {
    let cell = rules::neighbour(blank, dir)?;
    let next_tiles = match dir {
        0 => rules::order_up(tiles, blank),
        1 => rules::order_down(tiles, blank),
        _ => tiles,
    };
    let next = if dir < 2 {
        rules::index(cell, next_tiles) as usize
    } else {
        usize::from(cell) * ORDERS as usize + index % ORDERS as usize
    };
    Some((cell, next_tiles, next))
}

/// The frame of Eight's goal, `1 2 3 / 4 5 6 / 7 8 _`: the corner table,
/// as it is.
pub(crate) const CORNER: Frame = Frame {
    table: 0,
    symmetry: 0,
};

/// Walks from `board`, already renamed and turned into `frame`, towards the
/// goal of `table`, at most `steps` moves: each step takes the first move
/// of `order` (turned into the frame) whose board is one move nearer.
/// `None` when the board cannot reach the goal.
#[inline]
pub(crate) fn walk(
    table: &[u8; TABLE_BYTES],
    frame: Frame,
    board: u64,
    order: Order,
    steps: u8,
) -> Option<Solution> {
    let mut blank = rules::blank(board);
    let mut tiles = rules::order(board);
    let (rank, odd) = rules::rank(tiles);
    if odd || blank >= rules::CELLS {
        return None;
    }
    let goal_blank = rules::GOAL_BLANKS
        .get(usize::from(frame.table))
        .copied()
        .unwrap_or(0);
    let goal = usize::from(goal_blank) * ORDERS as usize;
    let mut index = usize::from(blank) * ORDERS as usize + (rank / 2) as usize;
    let moves = order.moves();
    // Four calls, not a `map`: the compiler folds them for the corner.
    let [a, b, c, d] = moves.map(|step| step as Dir);
    let turn = |dir| rules::turn_dir(frame.symmetry, dir);
    let turned = [turn(a), turn(b), turn(c), turn(d)];
    let mut solution = Solution::default();
    while index != goal && solution.len() < usize::from(steps) {
        let nearer = (entry(table, index) + 2) % 3;
        let mut taken = None;
        for (&way, &dir) in moves.iter().zip(&turned) {
            let Some((cell, next_tiles, next)) = step(blank, tiles, index, dir) else {
                continue;
            };
            if entry(table, next) == nearer {
                taken = Some((way, cell, next_tiles, next));
                break;
            }
        }
        let (way, cell, next_tiles, next) = taken?;
        solution.push(way as u8);
        (blank, tiles, index) = (cell, next_tiles, next);
    }
    Some(solution)
}
