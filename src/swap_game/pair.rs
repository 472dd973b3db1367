//! A start and a target [`Grid`] that make a puzzle: [`AnyPair`].

use core::fmt;

use super::board::Pair;
use super::grid::Grid;
use super::solution::AnySolution;
use crate::{Cell, Mismatch};

/// A start and a target [`Grid`] of one size with equal counts of black
/// pieces: always a puzzle that can be solved.
///
/// # Examples
///
/// ```
/// use flipswap::swap_game::{AnyPair, Grid};
///
/// // Luogu P4289's sample (start 1111/0000/1110/0010, target
/// // 1010/0101/1010/0101): four moves.
/// let start = Grid::from_bits(4, 4, 0x470F).expect("4 × 4");
/// let target = Grid::from_bits(4, 4, 0xA5A5).expect("4 × 4");
/// let solution = AnyPair::new(start, target)?.solve().expect("a pair can always be solved");
/// assert_eq!(solution.len(), 4);
///
/// let mut grid = start;
/// for (from, to) in solution.moves() {
///     grid = grid.swap(from, to).expect("every swap is of two neighbours");
/// }
/// assert_eq!(grid, target);
/// # Ok::<(), flipswap::Mismatch>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyPair {
    pub(super) start: Grid,
    pub(super) target: Grid,
}

impl AnyPair {
    /// The pair of `start` and `target`.
    ///
    /// # Errors
    ///
    /// [`Mismatch::Size`] or [`Mismatch::Count`] when the boards differ in size or in their counts of
    /// black pieces.
    pub const fn new(start: Grid, target: Grid) -> Result<AnyPair, Mismatch> {
        let (size, target_size) = ((start.rows(), start.cols()), (target.rows(), target.cols()));
        if size.0 != target_size.0 || size.1 != target_size.1 {
            return Err(Mismatch::Size {
                start: size,
                target: target_size,
            });
        }
        match Mismatch::counts(start.count(), target.count()) {
            Ok(()) => Ok(AnyPair { start, target }),
            Err(mismatch) => Err(mismatch),
        }
    }

    /// The board to start from.
    #[must_use]
    pub const fn start(&self) -> Grid {
        self.start
    }

    /// The board to reach.
    #[must_use]
    pub const fn target(&self) -> Grid {
        self.target
    }

    /// The fewest swaps from the start to the target, and one shortest
    /// sequence of them (see [`AnySolution`]). On 4 × 4 it gives the same
    /// swaps as [`Pair::solve`]: both pair the pieces by one Hungarian
    /// method.
    ///
    /// A pair's boards are of one size and hold equal counts of black
    /// pieces ([`AnyPair::new`] checks both), so this is always `Some`: the
    /// `Option` is the shape of every puzzle's `solve`, which is `None` when
    /// no moves reach the goal.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::swap_game::{AnyPair, Pair};
    ///
    /// let pair: Pair = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101".parse()?;
    /// let any = AnyPair::from(pair).solve().expect("a pair can always be solved");
    /// assert_eq!(any.len(), 4);
    /// assert_eq!(Some(any.to_string()), pair.solve().map(|s| s.to_string()));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn solve(&self) -> Option<AnySolution> {
        Some(AnySolution::new(self.start, self.target))
    }

    /// The first swap of [`solve`](Self::solve)'s answer: `None` when the
    /// start is the target.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::Cell;
    /// use flipswap::swap_game::{AnyPair, Grid};
    ///
    /// let start = Grid::from_bits(3, 2, 0b00_00_01).expect("3 × 2");
    /// let target = Grid::from_bits(3, 2, 0b10_00_00).expect("3 × 2");
    /// let pair = AnyPair::new(start, target)?;
    /// assert_eq!(pair.hint(), Some((Cell::new(0, 0), Cell::new(1, 0))));
    /// assert_eq!(AnyPair::new(start, start)?.hint(), None);
    /// # Ok::<(), flipswap::Mismatch>(())
    /// ```
    #[must_use]
    pub const fn hint(&self) -> Option<(Cell, Cell)> {
        AnySolution::new(self.start, self.target).first()
    }
}

/// Writes the start's rows of `0` and `1`, a blank line, the target's
/// rows, as the swap game's judges of any size write a case; its
/// `FromStr` reads it back.
///
/// # Examples
///
/// ```
/// use flipswap::swap_game::AnyPair;
///
/// let pair: AnyPair = "10\n00\n\n00\n01".parse()?;
/// assert_eq!(pair.to_string(), "10\n00\n\n00\n01");
/// # Ok::<(), flipswap::ParseError>(())
/// ```
impl fmt::Display for AnyPair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n\n{}", self.start, self.target)
    }
}

impl From<Pair> for AnyPair {
    /// The 4 × 4 pair as a pair of [`Grid`]s.
    fn from(pair: Pair) -> AnyPair {
        AnyPair {
            start: pair.start().into(),
            target: pair.target().into(),
        }
    }
}
