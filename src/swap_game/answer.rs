//! The swap game at any size: `swap-game` (Luogu P1225), the count and
//! each swap, and `moving-toys` (Luogu P4289), the count alone.

use crate::answer::{How, Progress, Sink, Subcommand, count};
use crate::swap_game::{AnyPair, AnySolution, Board, Grid, Pair, Solution};
use crate::{Cell, Error, write};

/// `moving-toys` (Luogu P4289): swap-game pairs answered with the fewest
/// swaps alone.
#[derive(Clone, Copy, Debug)]
pub struct MovingToys;

/// The fewest swaps of a pair: a 4 × 4 pair's from the 4 × 4 solver,
/// which gives the same swaps as the solver of any size with less work.
#[derive(Clone, Debug)]
pub enum Swapped {
    /// A 4 × 4 pair's answer.
    Four(Solution),
    /// Any other size's.
    Any(AnySolution),
}

impl Swapped {
    /// The fewest swaps of `pair`; `None` never (a pair read can always be
    /// solved).
    #[must_use]
    pub fn of(pair: &AnyPair) -> Option<Swapped> {
        let (start, target) = (pair.start(), pair.target());
        if (start.rows(), start.cols()) == (4, 4) {
            let board = |grid: Grid| u16::try_from(grid.bits()).ok().and_then(Board::from_bits);
            let four = match (board(start), board(target)) {
                (Some(start), Some(target)) => Pair::new(start, target).ok(),
                _ => None,
            };
            if let Some(solution) = four.and_then(|four| four.solve()) {
                return Some(Swapped::Four(solution));
            }
        }
        pair.solve().map(Swapped::Any)
    }

    /// How many swaps.
    #[must_use]
    pub const fn len(&self) -> usize {
        match self {
            Swapped::Four(solution) => solution.len(),
            Swapped::Any(solution) => solution.len(),
        }
    }

    /// Whether there are none: the start is the target.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The swaps, in order.
    pub fn moves(&self) -> impl Iterator<Item = (Cell, Cell)> + Clone + '_ {
        let (four, any) = match self {
            Swapped::Four(solution) => (Some(solution.moves()), None),
            Swapped::Any(solution) => (None, Some(solution.moves())),
        };
        four.into_iter().flatten().chain(any.into_iter().flatten())
    }
}

impl Subcommand for AnyPair {
    const NAME: &'static str = "swap-game";
    type Case = AnyPair;
    type Kept = ();
    type Found = Option<Swapped>;

    #[inline]
    fn find(
        pair: &AnyPair,
        _kept: &mut (),
        _how: How,
        _watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Swapped>, Error> {
        Ok(Swapped::of(pair))
    }

    /// The fewest swaps, then each as `abcd`.
    #[inline]
    fn write<S: Sink + ?Sized>(
        _pair: &AnyPair,
        _number: u64,
        found: &Option<Swapped>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        let Some(swapped) = found else { return Ok(()) };
        count(sink, swapped.len())?;
        // Each kind's own iterator: the chained one of `moves` costs a
        // batch of 4 x 4 pairs a tenth more instructions.
        match swapped {
            Swapped::Four(solution) => write::swaps(solution.moves(), |block| sink.put(block)),
            Swapped::Any(solution) => write::swaps(solution.moves(), |block| sink.put(block)),
        }
    }
}

impl Subcommand for MovingToys {
    const NAME: &'static str = "moving-toys";
    type Case = AnyPair;
    type Kept = ();
    type Found = Option<Swapped>;

    #[inline]
    fn find(
        pair: &AnyPair,
        _kept: &mut (),
        _how: How,
        _watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Swapped>, Error> {
        Ok(Swapped::of(pair))
    }

    /// The fewest swaps.
    #[inline]
    fn write<S: Sink + ?Sized>(
        _pair: &AnyPair,
        _number: u64,
        found: &Option<Swapped>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        match found {
            Some(swapped) => count(sink, swapped.len()),
            None => Ok(()),
        }
    }
}
