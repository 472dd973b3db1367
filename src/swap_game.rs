//! Black and white swap game (Luogu P1225): a board of black `1` and white
//! `0` pieces, 4×4 ([`Board`], [`Pair`]) or any size from 1×1 to 8×8
//! ([`Grid`], [`AnyPair`]). A move swaps the pieces of two cells that share
//! an edge; the goal is to turn a start board into a target board. Needs
//! the feature `swap-game` (on by default).
//!
//! A table over every start and target would hold about 165 million entries,
//! so this puzzle is solved on the spot. Swapping two pieces of one colour
//! changes nothing, and every useful swap moves one black piece one step, so
//! the fewest swaps is the cheapest way to pair each cell that is black only
//! in the start with one that is black only in the target, a pair costing its
//! grid distance. [`solve`] finds that pairing exactly with the Hungarian
//! method (at most 8 pieces, so a few hundred steps), then slides the pieces along shortest
//! paths. It allocates nothing and needs a few hundred bytes of stack, and
//! [`solve`] and [`hint`] are `const fn`: a pair known at compile time can be
//! answered there. They take a [`Pair`], whose counts of black pieces
//! [`Pair::new`] checks once, so every pair that exists can be solved.
//!
//! The same game on any board from 1 × 1 to 8 × 8, with any number of
//! pieces (Luogu P4289 asks for the count on 4 × 4), is [`Grid`],
//! [`AnyPair`] and [`AnySolution`]: the same method on up to 32 pieces a
//! side, with the swaps made on demand by [`Swaps`] from the pairing, so no
//! answer can overflow a fixed capacity. On 4 × 4 both give the same swaps.
//!
//! # Examples
//!
//! ```
//! use flipswap::swap_game::{self, Pair};
//!
//! // The judge's sample: four rows for the start, then four for the target.
//! let pair: Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
//! let solution = swap_game::solve(pair).expect("a pair can always be solved");
//! // The judge's answer: the number of swaps, then each swap `abcd`.
//! assert_eq!(solution.to_string(), "4\n1222\n1424\n3242\n4344");
//!
//! let mut board = pair.start();
//! for (from, to) in solution.moves() {
//!     board = board.swap(from, to).expect("every swap is of two neighbours");
//! }
//! assert_eq!(board, pair.target());
//! # Ok::<(), flipswap::ParseError>(())
//! ```

mod answer;
mod board;
pub(crate) mod check;
mod grid;
mod levels;
mod pair;
pub(crate) mod pairing;
mod pose;
mod read;
mod solution;

pub(crate) use answer::{MOVING_TOYS, SWAP_GAME};
pub use answer::{MovingToys, SwapGame, SwapJudge, Swapped};
pub use board::{Board, MAX_SWAPS, Pair, Solution};
pub use grid::{Grid, MAX_SIDE};
pub use pair::AnyPair;
pub use read::AnyReader;
pub use solution::{AnySolution, MAX_ANY_SWAPS, MAX_PIECES, Swaps};

use crate::Cell;

/// One shortest sequence of swaps from the pair's start to its target;
/// any count of black pieces from 0 to 16 works. The same as
/// [`Pair::solve`].
///
/// A [`Pair`] always holds boards with equal counts of black pieces
/// ([`Pair::new`] checks them), so this is always `Some`: the `Option` is
/// the shape of every puzzle's `solve`, which is `None` when no moves reach
/// the goal.
///
/// # Examples
///
/// ```
/// use flipswap::swap_game::{self, Board, Pair};
///
/// let [start, target, one] = [0x000F, 0xF000, 0x0001].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
/// let pair = Pair::new(start, target)?;
/// assert_eq!(swap_game::solve(pair).map(|s| s.len()), Some(12));
/// // Boards with different counts never make a pair.
/// let error = Pair::new(start, one).unwrap_err();
/// assert_eq!(error, flipswap::Mismatch::Count { start: 4, target: 1 });
/// # Ok::<(), flipswap::Mismatch>(())
/// ```
#[must_use]
pub const fn solve(pair: Pair) -> Option<Solution> {
    pair.solve()
}

/// The first swap of [`solve`]'s answer: `None` when start and target are
/// the same board. The same as [`Pair::hint`].
///
/// # Examples
///
/// ```
/// use flipswap::{Cell, swap_game::{self, Board, Pair}};
///
/// let [start, target] = [0x0001, 0x0002].map(|bits| Board::from_bits(bits).expect("sixteen bits"));
/// let hint = swap_game::hint(Pair::new(start, target)?);
/// assert_eq!(hint, Some((Cell::new(0, 0), Cell::new(0, 1))));
/// # Ok::<(), flipswap::Mismatch>(())
/// ```
#[must_use]
pub const fn hint(pair: Pair) -> Option<(Cell, Cell)> {
    pair.hint()
}

/// The 4 × 4 pair as a [`Puzzle`](crate::Puzzle): a move swaps the pieces
/// of two edge-adjacent cells of the start, which keeps its count, so the
/// pair stays a pair.
impl crate::Puzzle for Pair {
    type Move = (Cell, Cell);
    type Solution = Solution;

    fn solve(&self) -> Option<Solution> {
        Pair::solve(self)
    }

    fn hint(&self) -> Option<(Cell, Cell)> {
        Pair::hint(self)
    }

    fn play(&self, (a, b): (Cell, Cell)) -> Option<Pair> {
        Pair::new(self.start().swap(a, b)?, self.target()).ok()
    }

    fn is_solved(&self) -> bool {
        self.start() == self.target()
    }
}

/// A pair of any size as a [`Puzzle`](crate::Puzzle), as [`Pair`]: a swap
/// keeps the start's size and count.
impl crate::Puzzle for AnyPair {
    type Move = (Cell, Cell);
    type Solution = AnySolution;

    fn solve(&self) -> Option<AnySolution> {
        AnyPair::solve(self)
    }

    fn hint(&self) -> Option<(Cell, Cell)> {
        AnyPair::hint(self)
    }

    fn play(&self, (a, b): (Cell, Cell)) -> Option<AnyPair> {
        AnyPair::new(self.start().swap(a, b)?, self.target()).ok()
    }

    fn is_solved(&self) -> bool {
        self.start() == self.target()
    }
}

/// The 4 × 4 pair's swaps as an [`Answer`](crate::Answer).
impl crate::Answer for Solution {
    type Move = (Cell, Cell);

    fn len(&self) -> usize {
        Solution::len(self)
    }

    fn moves(&self) -> impl Iterator<Item = (Cell, Cell)> + Clone + '_ {
        Solution::moves(self)
    }
}

/// The swaps of a pair of any size as an [`Answer`](crate::Answer).
impl crate::Answer for AnySolution {
    type Move = (Cell, Cell);

    fn len(&self) -> usize {
        AnySolution::len(self)
    }

    fn moves(&self) -> impl Iterator<Item = (Cell, Cell)> + Clone + '_ {
        AnySolution::moves(self)
    }
}
