//! The games that are the library's [`Puzzle`]s, each made a [`Game`]
//! once ([`Board`]): the rules, the answers, their replay and the board's
//! text are the puzzle's own; here only how the page's bytes and move
//! codes read, which of `gen`'s draws makes a board, and which of the
//! library's values reads and writes its text.

use core::fmt;
use core::str::FromStr;

use flipswap::levels::{Level, Moves, Rng};
use flipswap::pose::{Draws, Pose};
use flipswap::tiles::{self, Move, OverLimit};
use flipswap::toggle::Toggle;
use flipswap::{Answer, Cell, ParseError, Puzzle};
use flipswap::{eight, fifteen, flip_game, fridge, lights, lights_out, swap_game};

use crate::fault::{Fault, Illegal};
use crate::game::{Game, Out, Setup, TextOf};

/// A [`Puzzle`] the page plays: its size, its bytes, its draw and its
/// move codes. Every such puzzle is a [`Game`] by the same code.
pub(crate) trait Board: Puzzle + Copy {
    /// Its rows and columns for `setup`, or why it has none of that size.
    fn size(setup: &Setup) -> Result<(u8, u8), Fault>;

    /// The bytes of a board of `size`: one a cell.
    fn bytes((rows, cols): (u8, u8)) -> usize {
        usize::from(rows) * usize::from(cols)
    }

    /// The board of `bytes`, of `size`.
    fn from_bytes(setup: &Setup, size: (u8, u8), bytes: &[u8]) -> Result<Self, Fault>;

    /// Writes the board into `bytes`.
    fn to_bytes(&self, bytes: &mut [u8]);

    /// A board of `size` needing `moves`, drawn with `seed` as `gen` draws.
    fn draw(setup: &Setup, size: (u8, u8), moves: Moves, seed: u64) -> Result<Self, Fault>;

    /// The move of code `code` on this board.
    fn step(&self, code: i32) -> Result<Self::Move, Fault>;

    /// The code of `step` on this board.
    fn code(&self, step: Self::Move) -> i32;

    /// Its rows and columns.
    fn dims(&self) -> (u8, u8);

    /// The library's value that reads the board's text (`FromStr`) and
    /// writes it (`Display`) as the puzzle's judge writes it.
    type Text: FromStr<Err = ParseError> + fmt::Display + TextOf<Self>;

    /// [`Puzzle::solve`], expanding at most `limit` positions where it
    /// searches; most puzzles answer from tables and never pass it.
    fn solve_within(&self, limit: u64) -> Result<Option<Self::Solution>, OverLimit> {
        let _ = limit;
        Ok(self.solve())
    }
}

impl<B: Board> Game for B {
    fn bytes(setup: &Setup) -> Result<usize, Fault> {
        Ok(B::bytes(B::size(setup)?))
    }

    fn read(setup: &Setup, bytes: &[u8]) -> Result<B, Fault> {
        B::from_bytes(setup, B::size(setup)?, bytes)
    }

    fn write(&self, bytes: &mut [u8]) {
        self.to_bytes(bytes);
    }

    fn draw(setup: &Setup, moves: Moves, seed: u64) -> Result<B, Fault> {
        B::draw(setup, B::size(setup)?, moves, seed)
    }

    fn play(&self, code: i32) -> Result<B, Fault> {
        Puzzle::play(self, self.step(code)?).ok_or(Fault::Move(code, Illegal::Rules))
    }

    fn is_solved(&self) -> bool {
        Puzzle::is_solved(self)
    }

    /// The puzzle's answer, each move's code taken on the board it is
    /// played on (a tile's cell follows the blank), the moves replayed by
    /// the puzzle's rules as they are written.
    fn solve(&self, limit: u64, out: &mut Out<'_>) -> Result<usize, Fault> {
        let solution = self
            .solve_within(limit)
            .map_err(|_| Fault::OverLimit(limit))?
            .ok_or(Fault::Unsolvable)?;
        out.room(solution.len())?;
        let mut at = *self;
        for (n, step) in solution.moves().enumerate() {
            out.put(at.code(step));
            at = Puzzle::play(&at, step).ok_or(Fault::Replay(n))?;
        }
        Ok(solution.len())
    }

    fn parse(setup: &Setup, text: &str) -> Result<B, Fault> {
        let text: B::Text = text.parse().map_err(Fault::Text)?;
        text.board(setup)
    }

    fn sides(&self) -> (u8, u8) {
        self.dims()
    }

    fn text(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{}", B::Text::of(self))
    }
}

/// The first case `flipswap gen` draws for subcommand `C` with `seed`:
/// boards of `size` needing `moves`.
pub(crate) fn drawn<C: Pose>(
    setup: &Setup,
    size: (u8, u8),
    moves: Moves,
    seed: u64,
) -> Result<C::Drawn, Fault> {
    Draws::<C>::new(&setup.spec(size, moves), seed)
        .and_then(|mut draws| draws.draw())
        .map_err(Fault::Gen)
}

/// Every byte at most `most`, or the first cell that is not.
pub(crate) fn within(bytes: &[u8], most: u8, game: &'static str) -> Result<(), Fault> {
    match bytes.iter().enumerate().find(|(_, value)| **value > most) {
        Some((cell, &value)) => Err(Fault::Cell {
            cell,
            value,
            game,
            most,
        }),
        None => Ok(()),
    }
}

/// The cell of index `index` on a board `cols` wide.
pub(crate) fn cell_at(index: usize, cols: u8) -> Cell {
    let cols = usize::from(cols.max(1));
    let part = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
    Cell::new(part(index / cols), part(index % cols))
}

/// The index of `cell` on a board `cols` wide.
pub(crate) fn index_of(cell: Cell, cols: u8) -> usize {
    usize::from(cell.row()) * usize::from(cols) + usize::from(cell.col())
}

/// The cell a press's code names on a board of `size`.
pub(crate) fn cell_of(code: i32, (rows, cols): (u8, u8)) -> Result<Cell, Fault> {
    let cells = usize::from(rows) * usize::from(cols);
    match usize::try_from(code) {
        Ok(index) if index < cells => Ok(cell_at(index, cols)),
        _ => Err(Fault::Move(code, Illegal::Cell(cells))),
    }
}

/// A cell's code on a board `cols` wide: its index.
pub(crate) fn code_of(cell: Cell, cols: u8) -> i32 {
    i32::try_from(index_of(cell, cols)).unwrap_or(i32::MAX)
}

/// The bits of cells whose bytes are 0 or 1: bit `i` set where byte `i`
/// is 1.
fn bits(bytes: &[u8]) -> u64 {
    bytes.iter().enumerate().fold(0, |bits, (i, &byte)| {
        let bit = u32::try_from(i).ok().and_then(|i| 1u64.checked_shl(i));
        if byte == 1 {
            bits | bit.unwrap_or(0)
        } else {
            bits
        }
    })
}

/// Writes bit `i` of `bits` into byte `i`.
fn unbits(bits: u64, bytes: &mut [u8]) {
    for (i, byte) in bytes.iter_mut().enumerate() {
        let shifted = u32::try_from(i).ok().and_then(|i| bits.checked_shr(i));
        *byte = u8::from(shifted.is_some_and(|bits| bits & 1 == 1));
    }
}

/// The toggle puzzles' size, `HEIGHT` × `WIDTH`.
fn toggle_size<P: Toggle>(setup: &Setup) -> Result<(u8, u8), Fault> {
    setup.sides(P::NAME, (P::HEIGHT, P::HEIGHT), (P::WIDTH, P::WIDTH))
}

/// A toggle puzzle's board: a cell a byte, 1 for a set bit.
fn toggle_from_bytes<P: Toggle>(setup: &Setup, bytes: &[u8]) -> Result<P, Fault> {
    within(bytes, 1, P::NAME)?;
    let bits = u16::try_from(bits(bytes)).ok().and_then(P::from_bits);
    // Only a board of more cells than the puzzle's has other bits.
    bits.ok_or(Fault::Size {
        game: P::NAME,
        asked: setup.size,
        rows: (P::HEIGHT, P::HEIGHT),
        cols: (P::WIDTH, P::WIDTH),
    })
}

/// Flip Game (1 a white piece), the refrigerator (1 a closed handle) and
/// the lights (1 a light on): a press's code is its cell's index.
macro_rules! toggle_boards {
    ($($board:ty),*) => {$(
        impl Board for $board {
            fn size(setup: &Setup) -> Result<(u8, u8), Fault> {
                toggle_size::<$board>(setup)
            }

            fn from_bytes(setup: &Setup, _: (u8, u8), bytes: &[u8]) -> Result<$board, Fault> {
                toggle_from_bytes(setup, bytes)
            }

            fn to_bytes(&self, bytes: &mut [u8]) {
                unbits(u64::from(self.bits()), bytes);
            }

            fn draw(setup: &Setup, size: (u8, u8), moves: Moves, seed: u64) -> Result<$board, Fault> {
                drawn::<$board>(setup, size, moves, seed)
            }

            fn step(&self, code: i32) -> Result<Cell, Fault> {
                cell_of(code, self.dims())
            }

            fn code(&self, cell: Cell) -> i32 {
                code_of(cell, <$board>::WIDTH)
            }

            fn dims(&self) -> (u8, u8) {
                (<$board>::HEIGHT, <$board>::WIDTH)
            }

            type Text = $board;
        }
    )*};
}

toggle_boards!(flip_game::Board, fridge::Board, lights::Board);

/// Lights Out without a rule, 1 × 1 to 32 × 32 (1 a light on), to the
/// name's goal: a press's code is its cell's index.
impl Board for lights_out::Game {
    fn size(setup: &Setup) -> Result<(u8, u8), Fault> {
        let sides = (1, lights_out::MAX_SIDE);
        setup.sides(LIGHTS_OUT, sides, sides)
    }

    fn from_bytes(setup: &Setup, (rows, cols): (u8, u8), bytes: &[u8]) -> Result<Self, Fault> {
        within(bytes, 1, LIGHTS_OUT)?;
        let mut lights = [0u32; lights_out::MAX_SIDE as usize];
        for (row, line) in lights
            .iter_mut()
            .zip(bytes.chunks(usize::from(cols.max(1))))
        {
            // At most 32 columns: the row's bits.
            *row = u32::try_from(bits(line)).unwrap_or(0);
        }
        let rows = lights.get(..usize::from(rows)).unwrap_or_default();
        let board = lights_out::Board::from_rows(cols, rows).map_err(|_| Fault::Size {
            game: LIGHTS_OUT,
            asked: setup.size,
            rows: (1, lights_out::MAX_SIDE),
            cols: (1, lights_out::MAX_SIDE),
        })?;
        Ok(lights_out::Game::new(board, setup.goal))
    }

    fn to_bytes(&self, bytes: &mut [u8]) {
        let board = self.board();
        for (row, line) in bytes
            .chunks_mut(usize::from(board.cols().max(1)))
            .enumerate()
        {
            let row = u8::try_from(row).unwrap_or(u8::MAX);
            unbits(u64::from(board.row(row)), line);
        }
    }

    fn draw(setup: &Setup, size: (u8, u8), moves: Moves, seed: u64) -> Result<Self, Fault> {
        let board = drawn::<lights_out::Board>(setup, size, moves, seed)?;
        Ok(lights_out::Game::new(board, setup.goal))
    }

    fn step(&self, code: i32) -> Result<Cell, Fault> {
        cell_of(code, self.dims())
    }

    fn code(&self, cell: Cell) -> i32 {
        code_of(cell, self.board().cols())
    }

    fn dims(&self) -> (u8, u8) {
        (self.board().rows(), self.board().cols())
    }

    /// Rows of `0` and `1`.
    type Text = lights_out::Board;
}

/// Lights Out's text is its board's, the goal the name's.
impl TextOf<lights_out::Game> for lights_out::Board {
    fn board(self, setup: &Setup) -> Result<lights_out::Game, Fault> {
        Ok(lights_out::Game::new(self, setup.goal))
    }

    fn of(game: &lights_out::Game) -> lights_out::Board {
        *game.board()
    }
}

/// Lights Out's name, which its options may follow.
pub(crate) const LIGHTS_OUT: &str = <lights_out::Board as flipswap::answer::Subcommand>::NAME;

/// The swap game, 1 × 1 to 8 × 8: the start's cells then the target's
/// (1 a black piece); a swap's code is `a * 64 + b`, `a < b` its cells.
impl Board for swap_game::AnyPair {
    fn size(setup: &Setup) -> Result<(u8, u8), Fault> {
        let sides = (1, swap_game::MAX_SIDE);
        setup.sides(SWAP_GAME, sides, sides)
    }

    fn bytes((rows, cols): (u8, u8)) -> usize {
        2 * usize::from(rows) * usize::from(cols)
    }

    fn from_bytes(_: &Setup, (rows, cols): (u8, u8), bytes: &[u8]) -> Result<Self, Fault> {
        within(bytes, 1, SWAP_GAME)?;
        let (start, target) = bytes.split_at(bytes.len() / 2);
        let grid = |cells: &[u8]| swap_game::Grid::from_bits(rows, cols, bits(cells));
        let (Some(start), Some(target)) = (grid(start), grid(target)) else {
            return Err(Fault::Size {
                game: SWAP_GAME,
                asked: (i32::from(rows), i32::from(cols)),
                rows: (1, swap_game::MAX_SIDE),
                cols: (1, swap_game::MAX_SIDE),
            });
        };
        swap_game::AnyPair::new(start, target).map_err(Fault::Counts)
    }

    fn to_bytes(&self, bytes: &mut [u8]) {
        let (start, target) = bytes.split_at_mut(bytes.len() / 2);
        unbits(self.start().bits(), start);
        unbits(self.target().bits(), target);
    }

    fn draw(setup: &Setup, size: (u8, u8), moves: Moves, seed: u64) -> Result<Self, Fault> {
        drawn::<swap_game::SwapGame>(setup, size, moves, seed)
    }

    fn step(&self, code: i32) -> Result<(Cell, Cell), Fault> {
        let (rows, cols) = self.dims();
        let cells = usize::from(rows) * usize::from(cols);
        let (a, b) = match usize::try_from(code) {
            Ok(code) if code % 64 < cells && code / 64 < code % 64 => (code / 64, code % 64),
            _ => return Err(Fault::Move(code, Illegal::Swap)),
        };
        let (first, second) = (cell_at(a, cols), cell_at(b, cols));
        let apart = first.row().abs_diff(second.row()) + first.col().abs_diff(second.col());
        if apart != 1 {
            return Err(Fault::Move(code, Illegal::Edge(a, b)));
        }
        Ok((first, second))
    }

    fn code(&self, (a, b): (Cell, Cell)) -> i32 {
        let cols = self.start().cols();
        let (a, b) = (index_of(a, cols), index_of(b, cols));
        i32::try_from(a.min(b) * 64 + a.max(b)).unwrap_or(i32::MAX)
    }

    fn dims(&self) -> (u8, u8) {
        (self.start().rows(), self.start().cols())
    }

    type Text = swap_game::AnyPair;
}

/// The swap game's name, for messages.
const SWAP_GAME: &str = <swap_game::SwapGame as flipswap::answer::Subcommand>::NAME;

/// Tiles: each of 0 (the blank) to `bytes.len() - 1` once, or the first
/// cell that is not.
fn tiles_within(bytes: &[u8], game: &'static str) -> Result<(), Fault> {
    let most = u8::try_from(bytes.len().saturating_sub(1)).unwrap_or(u8::MAX);
    // Where each tile was seen.
    let mut seen = [None; 16];
    for (cell, &tile) in bytes.iter().enumerate() {
        let place = seen.get_mut(usize::from(tile)).filter(|_| tile <= most);
        let Some(place) = place else {
            return Err(Fault::Cell {
                cell,
                value: tile,
                game,
                most,
            });
        };
        if let Some(first) = *place {
            return Err(Fault::Tile {
                tile,
                cells: (first, cell),
            });
        }
        *place = Some(cell);
    }
    Ok(())
}

/// The move of the tile in the cell of code `code` into the blank, on a
/// board of `size` whose blank is `blank`: named by where the blank goes.
fn slide(code: i32, blank: Cell, size: (u8, u8)) -> Result<Move, Fault> {
    let tile = cell_of(code, size)?;
    let (row, col) = (tile.row(), tile.col());
    let (blank_row, blank_col) = (blank.row(), blank.col());
    if row == blank_row && col.wrapping_add(1) == blank_col {
        Ok(Move::Left)
    } else if row == blank_row && col == blank_col.wrapping_add(1) {
        Ok(Move::Right)
    } else if col == blank_col && row.wrapping_add(1) == blank_row {
        Ok(Move::Up)
    } else if col == blank_col && row == blank_row.wrapping_add(1) {
        Ok(Move::Down)
    } else {
        Err(Fault::Move(code, Illegal::Blank(index_of(blank, size.1))))
    }
}

/// The code of `step` on a board `cols` wide whose blank is `blank`: the
/// cell of the tile that slides into it.
fn slide_code(step: Move, blank: Cell, cols: u8) -> i32 {
    let (row, col) = (blank.row(), blank.col());
    let tile = match step {
        Move::Up => Cell::new(row.wrapping_sub(1), col),
        Move::Down => Cell::new(row.wrapping_add(1), col),
        Move::Left => Cell::new(row, col.wrapping_sub(1)),
        Move::Right => Cell::new(row, col.wrapping_add(1)),
    };
    code_of(tile, cols)
}

/// The 8-puzzle (HDU 1043's answers) and the 15-puzzle (the 15-Puzzle
/// Problem's, searched within the limit): a cell a byte, 0 the blank; a
/// move's code is the cell of the tile that slides into the blank.
macro_rules! tile_boards {
    ($($board:ty: $side:literal, $gen:ty, $solve:expr;)*) => {$(
        impl Board for $board {
            fn size(setup: &Setup) -> Result<(u8, u8), Fault> {
                let name = <$gen as flipswap::answer::Subcommand>::NAME;
                setup.sides(name, ($side, $side), ($side, $side))
            }

            fn from_bytes(_: &Setup, _: (u8, u8), bytes: &[u8]) -> Result<$board, Fault> {
                tiles_within(bytes, <$gen as flipswap::answer::Subcommand>::NAME)?;
                // Each tile once: a board.
                let cells = bytes.try_into().ok().and_then(<$board>::from_cells);
                cells.ok_or(Fault::Unreachable)
            }

            fn to_bytes(&self, bytes: &mut [u8]) {
                for (byte, tile) in bytes.iter_mut().zip(self.cells()) {
                    *byte = tile;
                }
            }

            fn draw(setup: &Setup, size: (u8, u8), moves: Moves, seed: u64) -> Result<$board, Fault> {
                drawn::<$gen>(setup, size, moves, seed)
            }

            fn step(&self, code: i32) -> Result<Move, Fault> {
                slide(code, self.blank(), ($side, $side))
            }

            fn code(&self, step: Move) -> i32 {
                slide_code(step, self.blank(), $side)
            }

            fn dims(&self) -> (u8, u8) {
                ($side, $side)
            }

            type Text = $board;

            fn solve_within(&self, limit: u64) -> Result<Option<tiles::Solution>, OverLimit> {
                $solve(*self, limit)
            }
        }
    )*};
}

tile_boards! {
    eight::Board: 3, eight::Board, |board: eight::Board, _| Ok(eight::solve(board));
    fifteen::Board: 4, fifteen::Fifteen, fifteen::solve_within;
}

/// Sliding tiles, 2 × 2 to 4 × 4, to the goal of their size (the tiles in
/// order, then the blank): as the 8- and the 15-puzzle.
impl Board for tiles::Pair {
    fn size(setup: &Setup) -> Result<(u8, u8), Fault> {
        setup.sides(SLIDING, (2, 4), (2, 4))
    }

    fn from_bytes(setup: &Setup, (rows, cols): (u8, u8), bytes: &[u8]) -> Result<Self, Fault> {
        tiles_within(bytes, SLIDING)?;
        to_goal(setup, tiles::Board::new(rows, cols, bytes))
    }

    fn to_bytes(&self, bytes: &mut [u8]) {
        for (byte, tile) in bytes.iter_mut().zip(self.start().cells()) {
            *byte = tile;
        }
    }

    /// `gen sliding` draws a target too; the page's is the goal, so the
    /// start is the library's draw for the goal ([`Level`] for
    /// [`tiles::Board`]), after `gen sliding`'s checks of the size and the
    /// moves.
    fn draw(setup: &Setup, size: (u8, u8), moves: Moves, seed: u64) -> Result<Self, Fault> {
        let spec = setup.spec(size, moves);
        Draws::<tiles::Boards>::new(&spec, seed).map_err(Fault::Gen)?;
        let start = tiles::Board::random(&size, moves, &mut Rng::new(seed))
            .map_err(|error| Fault::Gen(error.into()))?;
        to_goal(setup, Some(start))
    }

    fn step(&self, code: i32) -> Result<Move, Fault> {
        slide(code, self.start().blank(), self.dims())
    }

    fn code(&self, step: Move) -> i32 {
        slide_code(step, self.start().blank(), self.start().cols())
    }

    fn dims(&self) -> (u8, u8) {
        (self.start().rows(), self.start().cols())
    }

    /// The start alone: the target is the goal.
    type Text = tiles::Board;

    fn solve_within(&self, limit: u64) -> Result<Option<tiles::Solution>, OverLimit> {
        tiles::Pair::solve_within(self, limit)
    }
}

/// Sliding tiles' text is the start's board; the target is the goal.
impl TextOf<tiles::Pair> for tiles::Board {
    fn board(self, setup: &Setup) -> Result<tiles::Pair, Fault> {
        to_goal(setup, Some(self))
    }

    fn of(pair: &tiles::Pair) -> tiles::Board {
        pair.start()
    }
}

/// Sliding tiles' name, for messages.
const SLIDING: &str = <tiles::Boards as flipswap::answer::Subcommand>::NAME;

/// The pair of `start` and the goal of its size.
fn to_goal(setup: &Setup, start: Option<tiles::Board>) -> Result<tiles::Pair, Fault> {
    let goal =
        start.and_then(|start| Some((start, tiles::Board::goal(start.rows(), start.cols())?)));
    let Some((start, goal)) = goal else {
        return Err(Fault::Size {
            game: SLIDING,
            asked: setup.size,
            rows: (2, 4),
            cols: (2, 4),
        });
    };
    tiles::Pair::new(start, goal).map_err(|_| Fault::Unreachable)
}
