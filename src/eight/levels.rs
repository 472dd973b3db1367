//! The 8-puzzle at an exact difficulty: build.rs counts, for each of its
//! three tables, how many boards need each number of moves, so the most is
//! known without a search, and the boards needing exactly n are listed by
//! a depth-first search from the target that follows each board's answer
//! backwards, in a stack of at most 32 boards.

use crate::answer::{Put, Sink};
use crate::eight::{Board, Digits, Move, Order, Pair};
use crate::format::Format;
use crate::levels::{Every, Level, LevelError, Moves, Rng, target};
use crate::pose::{GenError, OneBoard, Pose, Spec, fixed, write_line};
use crate::tiles::eight::rules::{self, MOST_MOVES};
use crate::tiles::eight::{Lookup, entry, step};
use crate::tiles::rules::Dir;

/// About how many boards the search of [`Needing`] visits in the time one
/// random draw and its answer's walk take (measured: 0.1 µs a board,
/// 0.65 µs a draw).
const VISITS_PER_TRY: u32 = 6;

/// Boards that reach one target: 9! / 2.
const BOARDS: u32 = 181_440;

/// The arrangements of the nine cells: 9!.
const ARRANGEMENTS: u64 = 362_880;

/// Boards on the depth-first search's stack: the target and one for each
/// move up to [`MOST_MOVES`].
const DEPTH: usize = MOST_MOVES as usize + 1;

/// The moves from a board to its children, in the order they are tried:
/// each child's answer ends in the opposite move, so trying `d`, `u`, `r`,
/// `l` lists the children whose answers end in `u`, `d`, `l`, `r`, in that
/// order.
const CHILDREN: [Move; 4] = [Move::Down, Move::Up, Move::Right, Move::Left];

/// How many boards need exactly `moves` moves to reach `target`.
fn count(target: Board, moves: u32) -> u32 {
    let histogram = Lookup::of(target.bits()).histogram;
    let at = usize::try_from(moves).unwrap_or(usize::MAX);
    histogram.get(at).copied().map_or(0, u32::from)
}

/// How many boards need at most `moves` moves to reach `target`: the
/// boards the search for those needing `moves` visits.
fn within(target: Board, moves: u32) -> u32 {
    let histogram = Lookup::of(target.bits()).histogram;
    let to = usize::try_from(moves).unwrap_or(usize::MAX);
    histogram
        .iter()
        .take(to.saturating_add(1))
        .map(|&count| u32::from(count))
        .sum()
}

/// The most moves any board needs to reach `target`: the crate's one
/// word on it (as [`tiles::most_moves`](crate::tiles::most_moves) gives
/// it), from the table of its blank's place.
fn most(target: Board) -> Option<u32> {
    let blank = rules::blank(target.bits());
    crate::tiles::eight::most_moves(blank).map(u32::from)
}

/// The arrangement of the nine cells numbered `number`, for `number` below
/// 9!: its digits in the mixed radix 9, 8, …, 1 pick, cell by cell, one of
/// the tiles not yet placed, so each number gives a different arrangement.
fn arrangement(mut number: u64) -> [u8; 9] {
    // The tiles not yet placed, least first, a nibble each.
    let mut left = 0x8_7654_3210u64;
    let mut cells = [0u8; 9];
    for (choices, cell) in (1..=9u64).rev().zip(&mut cells) {
        let shift = 4 * (number % choices) as u32;
        number /= choices;
        *cell = ((left >> shift) & 15) as u8;
        let below = left & !(u64::MAX << shift);
        left = below | (left >> shift >> 4) << shift;
    }
    cells
}

/// A board drawn from all 9! arrangements, each equally likely, solvable
/// or not.
fn any(rng: &mut Rng) -> Board {
    loop {
        // Every number below 9! is an arrangement, so the first is taken.
        if let Some(board) = Board::from_cells(arrangement(rng.below(ARRANGEMENTS))) {
            return board;
        }
    }
}

/// A board drawn from the 9! / 2 that reach `target`, each equally likely:
/// one drawn from all of them, its tiles 1 and 2 swapped when it cannot
/// reach the target. The swap pairs each board that cannot with one that
/// can, so both halves are drawn as often.
fn reaching(target: Board, rng: &mut Rng) -> Board {
    let board = any(rng);
    if board.can_reach(target) {
        return board;
    }
    let swapped = board.cells().map(|tile| match tile {
        1 => 2,
        2 => 1,
        tile => tile,
    });
    Board::from_cells(swapped).unwrap_or(board)
}

/// The fewest moves from `start` to `target`, `None` when none reach it.
fn moves(start: Board, target: Board) -> Option<u32> {
    let solution = Pair::new(start, target).ok()?.solve(Order::Udlr)?;
    u32::try_from(solution.len()).ok()
}

/// A board that needs exactly `n` moves to reach `target`, as `make` takes
/// it, each equally likely: drawn at random, or picked by its place among
/// the boards that need `n` when the draws would fail for long.
///
/// The draws are tried when the tries one draw that needs `n` takes on
/// average, [`BOARDS`] / count, cost less than the search; as many as the
/// search costs, so that the rare run of failures costs twice the search
/// at most. Both ways give each board needing `n` equally often.
fn draw<T>(
    target: Board,
    n: u32,
    rng: &mut Rng,
    make: impl Fn(Board) -> Option<T> + Clone,
) -> Result<T, LevelError> {
    let count = count(target, n);
    let budget = within(target, n) / VISITS_PER_TRY;
    let tries = if count.saturating_mul(budget) > BOARDS {
        budget
    } else {
        0
    };
    for _ in 0..tries {
        let start = reaching(target, rng);
        if moves(start, target) == Some(n) {
            if let Some(level) = make(start) {
                return Ok(level);
            }
        }
    }
    let place = rng.below(u64::from(count));
    Needing::new(target, n)
        .filter_map(make)
        .nth(usize::try_from(place).unwrap_or(usize::MAX))
        .ok_or(LevelError::NotFound { asked: n })
}

/// A board on the search's stack: the board itself, where it stands in the
/// frame of the target's table, and how many of its children were tried.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The board, as the caller sees it.
    board: Board,
    /// The blank's cell in the frame.
    blank: u8,
    /// The tiles in the frame (see [`rules::order`]).
    tiles: u32,
    /// The board's place in the table.
    index: usize,
    /// How many of [`CHILDREN`] were tried.
    tried: u8,
}

/// Every board that needs exactly `moves` moves to reach a target, in the
/// order of their answers read from the last move back.
///
/// Each board's answer ([`Pair::solve`] in [`Order::Udlr`]) starts with
/// the first of `u`, `d`, `l`, `r` whose board is one move nearer: that
/// board is its parent, and the parents make a tree rooted at the target,
/// which the search walks depth first. A board one move farther than its
/// parent is its child when the parent is the board its own first move
/// reaches; the table tells both.
#[derive(Clone, Debug)]
struct Needing {
    lookup: Lookup,
    /// Each move of [`Move::ALL`] as a direction in the frame.
    turned: [Dir; 4],
    moves: u32,
    /// The boards from the target to the one being searched.
    path: [Node; DEPTH],
    /// How many boards of `path` are on the stack; none when the search
    /// is over.
    len: usize,
}

impl Needing {
    /// The search for the boards that need `moves` moves to reach `target`:
    /// over at once when the table's counts say there are none.
    fn new(target: Board, moves: u32) -> Needing {
        let lookup = Lookup::of(target.bits());
        let blank = rules::blank(lookup.goal);
        let tiles = rules::order(lookup.goal);
        let root = Node {
            board: target,
            blank,
            tiles,
            index: rules::index(blank, tiles) as usize,
            tried: 0,
        };
        Needing {
            lookup,
            turned: Move::ALL.map(|way| rules::turn_dir(lookup.frame.symmetry, way as Dir)),
            moves,
            path: [root; DEPTH],
            len: usize::from(count(target, moves) != 0),
        }
    }

    /// The board `way` leads to from `node`, at `depth` moves from the
    /// target, when it is `node`'s child.
    fn child(&self, node: Node, depth: usize, way: Move) -> Option<Node> {
        let turned = |way: Move| self.turned.get(way as usize).copied().unwrap_or(0);
        let (blank, tiles, index) = step(node.blank, node.tiles, node.index, turned(way))?;
        let table = self.lookup.table;
        let (here, farther) = ((depth % 3) as u8, ((depth + 1) % 3) as u8);
        if entry(table, index) != farther {
            return None;
        }
        // The child's first move one move nearer must lead back to `node`.
        let back = way as usize ^ 1;
        for (first, &dir) in self.turned.iter().enumerate() {
            if first == back {
                break;
            }
            if step(blank, tiles, index, dir).is_some_and(|(_, _, at)| entry(table, at) == here) {
                return None;
            }
        }
        Some(Node {
            board: node.board.slide(way)?,
            blank,
            tiles,
            index,
            tried: 0,
        })
    }
}

impl Iterator for Needing {
    type Item = Board;

    fn next(&mut self) -> Option<Board> {
        loop {
            let depth = self.len.checked_sub(1)?;
            let node = self.path.get_mut(depth)?;
            if u32::try_from(depth).ok() == Some(self.moves) {
                self.len = depth;
                return Some(node.board);
            }
            let Some(&way) = CHILDREN.get(usize::from(node.tried)) else {
                self.len = depth;
                continue;
            };
            node.tried += 1;
            let node = *node;
            if let Some(child) = self.child(node, depth, way) {
                if let Some(slot) = self.path.get_mut(depth + 1) {
                    *slot = child;
                    self.len = depth + 2;
                }
            }
        }
    }
}

/// Eight's boards (HDU 1043) to the goal `1 2 3 / 4 5 6 / 7 8 _`,
/// [`Board::GOAL`]: the most is 31 moves (two boards need it).
/// [`Moves::Any`] draws from all 9! arrangements, half of which cannot
/// reach the goal (Eight answers them `unsolvable`). [`Every::needing`]
/// lists the boards in the order of their answers ([`crate::eight::solve`])
/// read from the last move back, `u` before `d` before `l` before `r`.
///
/// # Examples
///
/// ```
/// use flipswap::eight::{self, Board};
/// use flipswap::levels::{Every, Level, LevelError, Moves, Rng};
///
/// let mut rng = Rng::new(3);
/// let board = Board::random(&(), Moves::Exactly(20), &mut rng)?;
/// assert_eq!(eight::solve(board).map(|s| s.len()), Some(20));
///
/// assert_eq!(Board::most(&()), Some(31));
/// let hardest: Vec<String> = Board::needing(&(), 31).map(|b| b.to_string()).collect();
/// assert_eq!(hardest, ["6 4 7 8 5 x 3 2 1", "8 6 7 2 5 4 3 x 1"]);
/// assert_eq!(
///     Board::random(&(), Moves::Exactly(32), &mut rng),
///     Err(LevelError::TooMany { asked: 32, most: 31 }),
/// );
/// # Ok::<(), LevelError>(())
/// ```
impl Level for Board {
    type Space = ();

    fn most((): &()) -> Option<u32> {
        most(Board::GOAL)
    }

    fn random((): &(), moves: Moves, rng: &mut Rng) -> Result<Board, LevelError> {
        match target(moves, Self::most(&()))? {
            None => Ok(any(rng)),
            Some(n) => draw(Board::GOAL, n, rng, Some),
        }
    }
}

impl Every for Board {
    fn needing((): &(), moves: u32) -> impl Iterator<Item = Board> + Clone {
        Needing::new(Board::GOAL, moves)
    }
}

/// Eight II's cases (HDU 3567) for a given target, the space: starts that
/// reach it. The most depends on the place of the target's blank: 31 for
/// a corner, 30 for the centre. [`Moves::Any`] draws from the 9! / 2 starts
/// that reach the target. [`Every::needing`] lists the pairs in the order
/// of their answers ([`Pair::solve`] in [`Order::Udlr`]) read from the last
/// move back, `u` before `d` before `l` before `r`.
///
/// # Examples
///
/// ```
/// use flipswap::eight::{Board, Order, Pair};
/// use flipswap::levels::{Level, LevelError, Moves, Rng};
///
/// let mut rng = Rng::new(5);
/// let target = Board::random(&(), Moves::Any, &mut rng)?;
/// let pair = Pair::random(&target, Moves::Exactly(12), &mut rng)?;
/// assert_eq!(pair.target(), target);
/// assert_eq!(pair.solve(Order::Dlru).map(|s| s.len()), Some(12));
/// # Ok::<(), LevelError>(())
/// ```
impl Level for Pair {
    type Space = Board;

    fn most(target: &Board) -> Option<u32> {
        most(*target)
    }

    fn random(target: &Board, moves: Moves, rng: &mut Rng) -> Result<Pair, LevelError> {
        let target = *target;
        let pair = move |start| Pair::new(start, target).ok();
        match self::target(moves, most(target))? {
            None => loop {
                // Every board drawn reaches the target.
                if let Some(level) = pair(reaching(target, rng)) {
                    return Ok(level);
                }
            },
            Some(n) => draw(target, n, rng, pair),
        }
    }
}

impl Every for Pair {
    fn needing(target: &Board, moves: u32) -> impl Iterator<Item = Pair> + Clone {
        let target = *target;
        Needing::new(target, moves).filter_map(move |start| Pair::new(start, target).ok())
    }
}

/// Luogu P1379's boards, to the goal `1 2 3 / 8 _ 4 / 7 6 5`
/// ([`Board::CENTRE`]): the most is 30 moves (148 boards need it).
/// [`Moves::Any`] draws from the 9! / 2 boards that reach the goal.
/// [`Every::needing`] lists the boards in the order of their answers
/// ([`Digits::solve`]) read from the last move back, `u` before `d` before
/// `l` before `r`.
///
/// # Examples
///
/// ```
/// use flipswap::eight::Digits;
/// use flipswap::levels::{Every, Level, LevelError, Moves, Rng};
///
/// let mut rng = Rng::new(11);
/// let digits = Digits::random(&(), Moves::Most, &mut rng)?;
/// assert_eq!(digits.solve().map(|s| s.len()), Some(30));
/// assert_eq!(Digits::needing(&(), 30).count(), 148);
/// # Ok::<(), LevelError>(())
/// ```
impl Level for Digits {
    type Space = ();

    fn most((): &()) -> Option<u32> {
        most(Board::CENTRE)
    }

    fn random((): &(), moves: Moves, rng: &mut Rng) -> Result<Digits, LevelError> {
        let digits = |board| Digits::new(board).ok();
        match target(moves, Self::most(&()))? {
            None => loop {
                // Every board drawn reaches the goal.
                if let Some(level) = digits(reaching(Board::CENTRE, rng)) {
                    return Ok(level);
                }
            },
            Some(n) => draw(Board::CENTRE, n, rng, digits),
        }
    }
}

impl Every for Digits {
    fn needing((): &(), moves: u32) -> impl Iterator<Item = Digits> + Clone {
        Needing::new(Board::CENTRE, moves).filter_map(|board| Digits::new(board).ok())
    }
}

/// `flipswap gen eight` and `gen eight-digits`: boards drawn from the
/// table, written as the judge's line.
impl OneBoard for Board {}

impl OneBoard for Digits {}

/// `flipswap gen eight-ii`: a target drawn from every board, then a start
/// for it. The most moves depend on where the target's blank stands (a
/// corner, an edge, the centre), so a target that no start is far enough
/// from is drawn again; the setup is the most over every target.
impl Pose for Pair {
    type Setup = u32;
    type Drawn = Pair;

    fn setup(spec: &Spec, format: Format) -> Result<u32, GenError> {
        fixed(spec, format)?;
        // One target of each place of the blank: the standard goal (a
        // corner), the centre goal, and the blank on an edge.
        let edge = Board::from_cells([1, 2, 3, 4, 5, 0, 7, 8, 6]);
        let targets = [Some(Board::GOAL), Some(Board::CENTRE), edge];
        Ok(targets
            .into_iter()
            .flatten()
            .filter_map(|target| Pair::most(&target))
            .max()
            .unwrap_or(0))
    }

    fn draw(most: &u32, moves: Moves, rng: &mut Rng) -> Result<Pair, GenError> {
        let moves = match moves {
            Moves::Most => Moves::Exactly(*most),
            Moves::Exactly(asked) if asked > *most => {
                return Err(LevelError::TooMany { asked, most: *most }.into());
            }
            other => other,
        };
        loop {
            let target = Board::random(&(), Moves::Any, rng)?;
            match Pair::random(&target, moves, rng) {
                Err(LevelError::TooMany { .. }) => {}
                other => return Ok(other?),
            }
        }
    }

    fn pose<S: Sink>(pair: &Pair, _format: Format, sink: &mut S) -> Put<S> {
        write_line(sink, pair)
    }

    fn drawn(pair: &Pair) -> &Pair {
        pair
    }
}
