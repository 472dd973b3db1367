//! Sliding tiles at any size from 2 × 2 to 4 × 4 at an exact difficulty
//! ([`Level`] for [`tiles::Pair`] and [`tiles::Board`]): above the 8- and
//! the 15-puzzle, since a 3 × 3 pair is drawn as the 8-puzzle draws one.
//! Up to nine cells every start is weighed from the tables; at 3 × 4 and
//! 4 × 3, past what the walk one move farther a step reaches quickly, a
//! board on the answer of a board needing the most is taken; at 4 × 4, the
//! walk.

pub(crate) mod check;
mod judged;

use crate::answer::{Put, Sink, text};
use crate::format::Format;
use crate::levels::{Level, LevelError, Moves, Rng, target};
use crate::pose::{GenError, Pose, Spec, SpecError, size};
use crate::tiles::Move;
use crate::tiles::board::{self, cells_of};
use crate::tiles::levels::{DEPTH, arrangement, walk};
use crate::tiles::{ELEVEN_MOST, Table, rules};
use crate::{eight, tiles};

/// Sliding tiles, the space a target: starts that reach it. The most a
/// target's starts need is [`tiles::most_moves`] for its size and the
/// cell of its blank (not known for a 4 × 4 target whose blank is not in
/// a corner); [`Moves::Any`] draws each start that reaches the target
/// equally likely, and [`Moves::Exactly`]`(n)` a start needing exactly n:
///
/// | size | exactly n |
/// |---|---|
/// | up to 8 cells, 3 × 3 | each start needing n equally likely, from the tables |
/// | 3 × 4, 4 × 3 | up to 32, the walk from the target one move farther a step (as the 15-puzzle's draw); past it, or where the walk gives up, a board on the answer of a board needing the most, 53, turned and renamed onto the target |
/// | 4 × 4 | the walk, which may give up ([`LevelError::NotFound`]) past about 50 moves |
///
/// # Examples
///
/// ```
/// use flipswap::levels::{Level, LevelError, Moves, Rng};
/// use flipswap::tiles::{Board, Pair};
///
/// let mut rng = Rng::new(9);
/// let target = Board::goal(3, 4).expect("a size");
/// let pair = Pair::random(&target, Moves::Exactly(15), &mut rng)?;
/// assert_eq!((pair.target(), pair.solve().map(|s| s.len())), (target, Some(15)));
/// assert_eq!(Pair::most(&target), Some(53));
///
/// let small = Board::new(2, 4, &[1, 0, 2, 3, 4, 5, 6, 7]).expect("a board");
/// let hardest = Pair::random(&small, Moves::Most, &mut rng)?;
/// assert_eq!(hardest.solve().map(|s| s.len()), Some(35));
/// assert_eq!(
///     Pair::random(&small, Moves::Exactly(36), &mut rng),
///     Err(LevelError::TooMany { asked: 36, most: 35 })
/// );
/// # Ok::<(), flipswap::Error>(())
/// ```
impl Level for tiles::Pair {
    type Space = tiles::Board;

    fn most(target: &tiles::Board) -> Option<u32> {
        let (rows, cols) = (target.rows(), target.cols());
        let blank = target.blank().index(cols, rows)?;
        tiles::most_moves(rows, cols, blank).map(u32::from)
    }

    fn random(
        target: &tiles::Board,
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<tiles::Pair, LevelError> {
        let unpaired = |_| LevelError::NotFound { asked: 0 };
        let goal = tiles::Pair::new(*target, *target).map_err(unpaired)?;
        let (rows, cols) = (target.rows(), target.cols());
        match self::target(moves, Self::most(target))? {
            Some(n) if n > u32::from(tiles::MOST_MOVES) => Err(LevelError::NotFound { asked: n }),
            Some(n) if rows * cols <= 9 => weighed(*target, n, rng),
            Some(n) if rows * cols == 12 => {
                let walked = if n <= WALKED {
                    walk(goal, n, rng).ok()
                } else {
                    None
                };
                let found = walked.or_else(|| deepest(*target, n));
                found.ok_or(LevelError::NotFound { asked: n })
            }
            Some(n) => walk(goal, n, rng),
            None => {
                let reaches =
                    |cells: &[u8]| Some(tiles::Board::new(rows, cols, cells)?.can_reach(*target));
                let start = any(rows, cols, rng, reaches).unwrap_or(*target);
                tiles::Pair::new(start, *target).map_err(unpaired)
            }
        }
    }
}

/// 3 × 4 and 4 × 3: the most moves asked of the walk one move farther a
/// step (a pair of 32 in 0.3 s at worst for 16 random targets, measured;
/// one of 40 took from 2 s to over a minute).
const WALKED: u32 = 32;

/// A start needing exactly `n` moves to reach `target`, of at most nine
/// cells, each such start equally likely: at 3 × 3 the 8-puzzle's draw;
/// at the smaller sizes one of those [`needing`] lists, kept by reservoir
/// sampling, its tiles renamed as the goal's are to make the target.
fn weighed(target: tiles::Board, n: u32, rng: &mut Rng) -> Result<tiles::Pair, LevelError> {
    let (rows, cols) = (target.rows(), target.cols());
    let cells = rows * cols;
    let not_found = LevelError::NotFound { asked: n };
    if cells == tiles::eight::rules::CELLS {
        let eight_target = eight::Board::from_cells(cells_of(target.bits())).ok_or(not_found)?;
        let pair = eight::Pair::random(&eight_target, Moves::Exactly(n), rng)?;
        return tiles::Pair::new(pair.start().into(), target).map_err(|_| not_found);
    }
    let table = Table::of(rows, cols, rules::blank(target.bits(), cells));
    let (mut kept, mut seen) = (None, 0u64);
    needing(&table, n, |start| {
        seen += 1;
        if rng.below(seen) == 0 {
            kept = Some(start);
        }
    });
    let names = rules::names(table.goal, target.bits(), cells);
    let start = cells_of::<16>(rules::rename(kept.ok_or(not_found)?, names, cells));
    let start = start
        .get(..usize::from(cells))
        .and_then(|cells| tiles::Board::new(rows, cols, cells));
    start
        .and_then(|start| tiles::Pair::new(start, target).ok())
        .ok_or(not_found)
}

/// Calls `each` with every board needing exactly `n` moves to reach
/// `table`'s goal, once each: a depth-first search from the goal along the
/// answers backwards. A board's children are its neighbours one move
/// farther whose answer's first move leads back to it, so every board is
/// some one board's child, at its own depth; the stack holds at most
/// [`DEPTH`] boards.
fn needing(table: &Table, n: u32, mut each: impl FnMut(u64)) {
    let (rows, cols) = (table.rows, table.cols);
    let cells = rows * cols;
    if n == 0 {
        each(table.goal);
        return;
    }
    // Each board on the path from the goal, and its next move to try.
    let mut path = [(0u64, 0u8); DEPTH];
    let mut depth = 0usize;
    if let Some(first) = path.first_mut() {
        *first = (table.goal, 0);
    }
    while let Some((board, step)) = path.get_mut(depth) {
        let (board, tried) = (*board, *step);
        if tried == 4 {
            let Some(up) = depth.checked_sub(1) else {
                return;
            };
            depth = up;
            continue;
        }
        *step += 1;
        let blank = rules::blank(board, cells);
        let Some(cell) = rules::neighbour(blank, tried, rows, cols) else {
            continue;
        };
        let child = rules::swap(board, blank, cell);
        let farther = table.entry(child) == ((depth + 1) % 3) as u8;
        if !farther || table.nearer(child).map(|(_, back)| back) != Some(board) {
            continue;
        }
        if depth as u64 + 1 == u64::from(n) {
            each(child);
        } else if let Some(next) = path.get_mut(depth + 1) {
            *next = (child, 0);
            depth += 1;
        }
    }
}

/// 3 × 4: for each place of the goal's blank up to the board's symmetries
/// (a corner, the middle of a long side, of a short side, the centre), the
/// cell of the blank, a board that needs the most moves, 53, to reach the
/// goal with its blank there ([`rules::goal`]), and those moves (the
/// crate's answer). Found by the searches [`tiles::most_moves`] tells
/// of; an ignored test weighs every board drawn from them by a complete
/// search, and `gen`'s tests answer some of them.
static DEEPEST: [(u8, [u8; 12], &str); 4] = [
    (
        0,
        [7, 10, 9, 8, 11, 2, 5, 1, 3, 6, 4, 0],
        "lllurrdllurrurddllurrdlluulddruurdllurrrdlllurrddlluu",
    ),
    (
        1,
        [7, 2, 0, 1, 3, 6, 5, 4, 11, 10, 9, 8],
        "ddllurrdluldrurrdllurrullldrrrullldrrrulldrrulddlluur",
    ),
    (
        4,
        [7, 3, 2, 1, 4, 6, 5, 0, 11, 10, 9, 8],
        "dlluldrurrulldrrdllulurrdrdlulldrrurdlulurrdlllurrdll",
    ),
    (
        5,
        [4, 3, 2, 5, 7, 6, 0, 1, 11, 10, 9, 8],
        "dllurdluurrdllurrrdlldrrullurrdlldrulldrrullurrdllurd",
    ),
];

/// A start needing exactly `n` moves (at most 53) to reach `target`, of
/// 3 × 4 or 4 × 3: the board that many moves from the end of the answer
/// of the [`DEEPEST`] board whose goal's blank a symmetry of the board
/// takes to the target's (each board on a fewest-move answer needs the
/// moves left after it), turned with that symmetry and its tiles renamed
/// as the goal's are to make the target.
fn deepest(target: tiles::Board, n: u32) -> Option<tiles::Pair> {
    let (rows, cols) = (target.rows(), target.cols());
    let cells = rows * cols;
    let across = match (rows, cols) {
        (3, 4) => true,
        (4, 3) => false,
        _ => return None,
    };
    let blank = rules::blank(target.bits(), cells);
    let (goal, board, moves, mirror) = DEEPEST.iter().find_map(|&(goal, board, moves)| {
        let mirror = (0..4).find(|&mirror| place(goal, mirror, across) == blank)?;
        Some((goal, board, moves, mirror))
    })?;
    let skip = u32::from(ELEVEN_MOST).checked_sub(n)?;
    let mut start = board::bits_of(&board)?;
    for letter in moves.bytes().take(skip as usize) {
        let from = rules::blank(start, cells);
        let to = rules::neighbour(from, Move::from_letter(letter)? as u8, 3, 4)?;
        start = rules::swap(start, from, to);
    }
    let goal = turned(rules::goal(cells, goal), mirror, across);
    let names = rules::names(goal, target.bits(), cells);
    let start = rules::rename(turned(start, mirror, across), names, cells);
    let start = cells_of::<16>(start);
    let start = tiles::Board::new(rows, cols, start.get(..usize::from(cells))?)?;
    tiles::Pair::new(start, target).ok()
}

/// The board of 3 × 4 `board`, mirrored left to right (bit 0 of `mirror`)
/// and top to bottom (bit 1), then, unless `across`, turned into a board
/// of 4 × 3 by making its rows columns: each a symmetry, which keeps every
/// board's fewest moves to every other.
fn turned(board: u64, mirror: u8, across: bool) -> u64 {
    (0..12).fold(0, |turned, cell| {
        turned | u64::from(rules::tile(board, cell)) << (4 * u32::from(place(cell, mirror, across)))
    })
}

/// Where [`turned`] takes cell `cell` of 3 × 4.
fn place(cell: u8, mirror: u8, across: bool) -> u8 {
    let (mut row, mut col) = (cell / 4, cell % 4);
    if mirror & 1 == 1 {
        col = 3 - col;
    }
    if mirror & 2 == 2 {
        row = 2 - row;
    }
    if across { row * 4 + col } else { col * 3 + row }
}

/// A `rows` × `cols` board of sliding tiles, its cells shuffled from the
/// order of their numbers (the blank first), each arrangement equally
/// likely; one that `reaches` refuses made one it accepts by swapping two
/// tiles. `None` for a size out of range.
fn any(
    rows: u8,
    cols: u8,
    rng: &mut Rng,
    reaches: impl Fn(&[u8]) -> Option<bool>,
) -> Option<tiles::Board> {
    let cells = usize::from(rows) * usize::from(cols);
    let arranged = arrangement(core::array::from_fn(|cell| cell as u8), cells, rng, reaches);
    tiles::Board::new(rows, cols, arranged.get(..cells)?)
}

/// Sliding tiles, the space a size `(rows, cols)`, 2 to 4 each: boards to
/// take to the size's goal ([`tiles::Board::goal`], its blank in the
/// bottom-right corner), whose most is [`tiles::most_moves`] of that
/// corner (80 at 4 × 4, 53 at 3 × 4). [`Moves::Any`] draws each of the
/// arrangements equally likely, whether or not it reaches the goal (a
/// target for [`tiles::Pair`]'s draw, say); [`Moves::Exactly`]`(n)` and
/// [`Moves::Most`] draw as [`tiles::Pair`]'s draw does.
///
/// # Examples
///
/// ```
/// use flipswap::levels::{Level, Moves, Rng};
/// use flipswap::tiles::{Board, Pair};
///
/// let mut rng = Rng::new(2);
/// let target = Board::random(&(2, 3), Moves::Any, &mut rng)?;
/// let start = Board::random(&(2, 3), Moves::Exactly(7), &mut rng)?;
/// let goal = Board::goal(2, 3).expect("a size");
/// assert_eq!(Pair::new(start, goal).ok().and_then(|p| p.solve()).map(|s| s.len()), Some(7));
/// assert_eq!((target.rows(), target.cols()), (2, 3));
/// assert_eq!(Board::most(&(2, 3)), Some(21));
/// # Ok::<(), flipswap::Error>(())
/// ```
impl Level for tiles::Board {
    type Space = (u8, u8);

    fn most(&(rows, cols): &(u8, u8)) -> Option<u32> {
        let cells = rows.checked_mul(cols)?;
        tiles::most_moves(rows, cols, cells.checked_sub(1)?).map(u32::from)
    }

    fn random(
        &(rows, cols): &(u8, u8),
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<tiles::Board, LevelError> {
        let no_size = LevelError::NotFound { asked: 0 };
        match moves {
            Moves::Any => any(rows, cols, rng, |_| Some(true)).ok_or(no_size),
            _ => {
                let goal = tiles::Board::goal(rows, cols).ok_or(no_size)?;
                tiles::Pair::random(&goal, moves, rng).map(|pair| pair.start())
            }
        }
    }
}

/// `flipswap gen sliding`: sliding tiles at a size of `--size` (3 × 3
/// unless given; 2 to 4 rows and columns), a target drawn uniformly among
/// all arrangements, then a start for it. Any number of moves: each
/// arrangement that reaches the target equally likely (one that does not
/// is made one that does by swapping two tiles, one to one). Exactly `n`:
/// the target drawn again until the place of its blank has starts needing
/// `n` ([`tiles::most_moves`]), then the draw for it ([`Level`] for
/// [`tiles::Pair`]). At 4 × 4, where the most is known only for a target
/// whose blank is in a corner, `n` at most 50.
impl Pose for tiles::Boards {
    type Setup = Drawing;
    type Drawn = tiles::Boards;

    fn setup(spec: &Spec, format: Format) -> Result<Drawing, GenError> {
        let asked = size(spec.size, format, (3, 3))?;
        let (rows, cols) = asked;
        if rows < 2 || cols < 2 {
            let sides = (2, 4);
            return Err(SpecError::Sides { asked, sides }.into());
        }
        let most = most_of_size(rows, cols);
        let corner = tiles::Board::most(&(rows, cols)).unwrap_or_default();
        let drawn = WALKED_4X4;
        match (spec.moves, most) {
            (Moves::Exactly(asked), Some(most)) if asked > most => {
                Err(LevelError::TooMany { asked, most }.into())
            }
            (Moves::Most, None) => Err(SpecError::MostInCorner {
                size: asked,
                corner,
                drawn,
            }
            .into()),
            (Moves::Exactly(n), None) if n > drawn => Err(SpecError::NotDrawn {
                size: asked,
                asked: n,
                drawn,
            }
            .into()),
            _ => Ok(Drawing { size: asked, most }),
        }
    }

    fn draw(drawing: &Drawing, moves: Moves, rng: &mut Rng) -> Result<tiles::Boards, GenError> {
        let moves = match (moves, drawing.most) {
            (Moves::Most, Some(most)) => Moves::Exactly(most),
            (moves, _) => moves,
        };
        loop {
            let target = tiles::Board::random(&drawing.size, Moves::Any, rng)?;
            match tiles::Pair::random(&target, moves, rng) {
                // No start needs that many to reach a target with its
                // blank there: another target.
                Err(LevelError::TooMany { .. }) => {}
                pair => {
                    // A pair's start and target are of one size.
                    let not_held = SpecError::Sides {
                        asked: drawing.size,
                        sides: (2, 4),
                    };
                    return tiles::Boards::new(pair?.start(), target).ok_or(not_held.into());
                }
            }
        }
    }

    fn pose<S: Sink>(boards: &tiles::Boards, _format: Format, sink: &mut S) -> Put<S> {
        text(sink, |out| {
            writeln!(out, "{}\n\n{}", boards.start(), boards.target())
        })
    }

    fn drawn(boards: &tiles::Boards) -> &tiles::Boards {
        boards
    }

    fn size_of(boards: &tiles::Boards, _format: Format) -> (u8, u8) {
        (boards.start().rows(), boards.start().cols())
    }
}

/// What `gen sliding` draws from: the size, and the most any start needs
/// to reach any target of it, where that is known for every place of the
/// target's blank.
#[derive(Clone, Copy, Debug)]
pub struct Drawing {
    size: (u8, u8),
    most: Option<u32>,
}

/// The most moves `gen sliding` asks of a 4 × 4 pair, where the most is
/// not known for every target: past about 50, the walk one move farther a
/// step finds ever fewer ways on and each step's search grows long.
const WALKED_4X4: u32 = 50;

/// The most any start needs to reach any target of `rows` × `cols`, over
/// every cell of the target's blank; `None` where one cell's is not known.
fn most_of_size(rows: u8, cols: u8) -> Option<u32> {
    (0..rows * cols)
        .map(|blank| tiles::most_moves(rows, cols, blank).map(u32::from))
        .try_fold(0, |most, each| Some(most.max(each?)))
}
