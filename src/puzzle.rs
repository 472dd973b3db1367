//! The one shape of every puzzle: [`Puzzle`], implemented by every value
//! the crate can solve, and [`Answer`], implemented by every solution.
//!
//! A value is checked when it is built, so a value that exists can always
//! be answered: [`solve`](Puzzle::solve) gives `None` exactly when no moves
//! reach the goal, and never fails otherwise. [`play`](Puzzle::play) and
//! [`is_solved`](Puzzle::is_solved) are the rules themselves, so code that
//! replays a claimed answer, weighs a drawn board or walks a hint is
//! written once for every puzzle ([`replays`]).
//!
//! | puzzle | value | `Move` | `Solution` |
//! |---|---|---|---|
//! | Flip Game, the refrigerator, the lights | [`flip_game::Board`][crate::flip_game::Board], [`fridge::Board`][crate::fridge::Board], [`lights::Board`][crate::lights::Board] | [`Cell`](crate::Cell) pressed | [`toggle::Solution`](crate::toggle::Solution) |
//! | swap game, 4 × 4 | [`swap_game::Pair`][crate::swap_game::Pair] | `(Cell, Cell)` swapped | [`swap_game::Solution`][crate::swap_game::Solution] |
//! | swap game, any size | [`swap_game::AnyPair`][crate::swap_game::AnyPair] | `(Cell, Cell)` swapped | [`swap_game::AnySolution`][crate::swap_game::AnySolution] |
//! | Lights Out, any size and goal | [`lights_out::Game`][crate::lights_out::Game] | [`Cell`](crate::Cell) pressed | [`lights_out::Solution`][crate::lights_out::Solution] |
//! | the seven judges of the family | [`family::Of`][crate::family::Of] | [`Cell`](crate::Cell) pressed | [`lights_out::Solution`][crate::lights_out::Solution] |
//! | 8-puzzle, to its goal, between two boards, to P1379's goal | [`eight::Board`][crate::eight::Board], [`eight::Pair`][crate::eight::Pair], [`eight::Digits`][crate::eight::Digits] | [`tiles::Move`][crate::tiles::Move] of the blank | [`tiles::Solution`][crate::tiles::Solution] |
//! | 15-puzzle | [`fifteen::Board`][crate::fifteen::Board] | [`tiles::Move`][crate::tiles::Move] of the blank | [`tiles::Solution`][crate::tiles::Solution] |
//! | sliding tiles, 2 × 2 to 4 × 4 | [`tiles::Pair`][crate::tiles::Pair] | [`tiles::Move`][crate::tiles::Move] of the blank | [`tiles::Solution`][crate::tiles::Solution] |
//! | press puzzles of up to 64 cells (a rule, a graph) | [`press::Game`][crate::press::Game] | `usize`, a press by number | [`press::Presses`][crate::press::Presses] |
//! | press puzzles on grids up to 64 × 64 | [`press::GridGame`][crate::press::GridGame] | [`Cell`](crate::Cell) pressed | [`press::GridPresses`][crate::press::GridPresses] |
//!
//! # Examples
//!
//! ```
//! use flipswap::{Answer, Puzzle, puzzle};
//! use flipswap::{fridge, swap_game};
//!
//! /// The fewest moves, checked by replaying them under the puzzle's rules.
//! fn fewest<P: Puzzle>(puzzle: &P) -> Option<usize> {
//!     let solution = puzzle.solve()?;
//!     assert!(puzzle::replays(puzzle, solution.moves()));
//!     Some(solution.len())
//! }
//!
//! let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
//! assert_eq!(fewest(&door), Some(6));
//! let pair: swap_game::Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
//! assert_eq!(fewest(&pair), Some(4));
//! # Ok::<(), flipswap::Error>(())
//! ```
//!
#![doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]

use core::fmt::{Debug, Display};

/// A puzzle's value that can be solved: a board with its goal, or a start
/// with its target. Implemented by every such value of the crate.
///
/// # Examples
///
/// Code written once serves every puzzle: here one function solves any
/// value and prints its answer as the judge writes it (every
/// [`Answer`] is [`Display`]), used on a Flip Game board and on an
/// 8-puzzle board.
///
/// ```
/// # #[cfg(all(feature = "flip-game", feature = "eight"))] {
/// use flipswap::{Answer, Puzzle, eight, flip_game};
///
/// /// The number of moves and the judge's answer, or `None` when no moves
/// /// reach the goal.
/// fn answer<P: Puzzle>(puzzle: &P) -> Option<(usize, String)> {
///     let solution = puzzle.solve()?;
///     Some((solution.len(), solution.to_string()))
/// }
///
/// let board: flip_game::Board = "bwwb\nbbwb\nbwwb\nbwww".parse()?;
/// assert_eq!(answer(&board), Some((4, "4".to_string())));
/// let stuck = flip_game::Board::from_bits(0x0001).expect("sixteen bits");
/// assert_eq!(answer(&stuck), None); // the judge's `Impossible`
///
/// let tiles: eight::Board = "2 3 4 1 5 x 7 6 8".parse()?;
/// assert_eq!(answer(&tiles), Some((19, "ullddrurdllurdruldr".to_string())));
/// # }
/// # Ok::<(), flipswap::Error>(())
/// ```
pub trait Puzzle: Sized {
    /// One move: a cell pressed, two cells swapped, the blank slid.
    type Move: Copy + PartialEq + Debug;
    /// The fewest moves that reach the goal.
    type Solution: Answer<Move = Self::Move>;

    /// The canonical answer: the fewest moves, the one the puzzle's judge
    /// prints. `None` exactly when no moves reach the goal.
    fn solve(&self) -> Option<Self::Solution>;

    /// The first move of [`solve`](Self::solve)'s answer: `None` when the
    /// goal is met already or cannot be met.
    fn hint(&self) -> Option<Self::Move> {
        self.solve().and_then(|solution| solution.moves().next())
    }

    /// The value after `step`, or `None` when the rules do not allow it
    /// here (a cell off the board, a slide off the edge, a swap of cells
    /// that share no edge).
    fn play(&self, step: Self::Move) -> Option<Self>;

    /// Whether the goal is met.
    fn is_solved(&self) -> bool;
}

/// What every solution shares: how many moves, the moves in order, and its
/// text.
///
/// [`Display`] writes the answer as the puzzle's judge writes it, with no
/// newline after the last line: the count for Flip Game and the lights,
/// the count and each handle for the refrigerator, the count and each swap
/// for the swap game, the count and the press map for Lights Out, the
/// letters of the moves for sliding tiles. Where one solution serves
/// judges that write more or less than that (a count alone, a case's
/// heading, another layout of the press map), [`answer`](crate::answer)
/// writes each judge's whole text.
pub trait Answer: Display {
    /// One move, as its puzzle's [`Puzzle::Move`].
    type Move: Copy + PartialEq + Debug;

    /// How many moves.
    fn len(&self) -> usize;

    /// Whether there is nothing to do: the goal was met already.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The moves, in an order that reaches the goal when played one after
    /// another.
    fn moves(&self) -> impl Iterator<Item = Self::Move> + Clone + '_;
}

/// Whether `moves`, played in order from `puzzle` under its rules, are all
/// legal and end at the goal. The judge's last check, for any puzzle.
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, lights, puzzle};
///
/// let lamps: lights::Board = "0 0 1\n0 1 1\n1 1 1".parse()?; // all on is the goal
/// assert!(puzzle::replays(&lamps, [Cell::new(0, 0)]));
/// assert!(!puzzle::replays(&lamps, [Cell::new(1, 1)]));
/// assert!(!puzzle::replays(&lamps, [Cell::new(3, 0)])); // off the board
/// # Ok::<(), flipswap::ParseError>(())
/// ```
pub fn replays<P: Puzzle>(puzzle: &P, moves: impl IntoIterator<Item = P::Move>) -> bool {
    let mut at = None::<P>;
    for step in moves {
        let next = match &at {
            Some(value) => value.play(step),
            None => puzzle.play(step),
        };
        match next {
            Some(value) => at = Some(value),
            None => return false,
        }
    }
    at.as_ref().unwrap_or(puzzle).is_solved()
}
