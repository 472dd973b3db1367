//! The 8-puzzle's three judges: Eight (`eight`), Eight II (`eight-ii`) and
//! the eight-digit puzzle (`eight-digits`).

use crate::answer::{How, Progress, Sink, Subcommand, count, line};
use crate::tiles::{Solution, UNSOLVABLE};
use crate::{Error, Puzzle};

/// Eight (HDU 1043): the moves, or `unsolvable`.
impl Subcommand for crate::eight::Board {
    const NAME: &'static str = "eight";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(
        board: &Self,
        _kept: &mut (),
        _how: How,
        _watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Solution>, Error> {
        Ok(board.solve())
    }

    #[inline]
    fn write<S: Sink + ?Sized>(
        _board: &Self,
        _number: u64,
        found: &Option<Solution>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        match found {
            Some(solution) => sink.put(solution.text().with_newline()),
            None => line(sink, UNSOLVABLE),
        }
    }
}

/// Eight II (HDU 3567): `Case k: n`, then the moves (the least in the
/// order d, l, r, u among the fewest).
impl Subcommand for crate::eight::Pair {
    const NAME: &'static str = "eight-ii";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(
        pair: &Self,
        _kept: &mut (),
        _how: How,
        _watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Solution>, Error> {
        // Its `Puzzle` answer is Eight II's: the order d, l, r, u.
        Ok(Puzzle::solve(pair))
    }

    #[inline]
    fn write<S: Sink + ?Sized>(
        _pair: &Self,
        number: u64,
        found: &Option<Solution>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        let Some(solution) = found else {
            return line(sink, UNSOLVABLE);
        };
        sink.put(b"Case ")?;
        let number = usize::try_from(number).unwrap_or(usize::MAX);
        sink.put(crate::write::count(number).as_bytes())?;
        sink.put(b": ")?;
        count(sink, solution.len())?;
        sink.put(solution.text().with_newline())
    }
}

/// The eight-digit puzzle (Luogu P1379): the fewest moves.
impl Subcommand for crate::eight::Digits {
    const NAME: &'static str = "eight-digits";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(
        digits: &Self,
        _kept: &mut (),
        _how: How,
        _watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Solution>, Error> {
        Ok(Puzzle::solve(digits))
    }

    #[inline]
    fn write<S: Sink + ?Sized>(
        _digits: &Self,
        _number: u64,
        found: &Option<Solution>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        match found {
            Some(solution) => count(sink, solution.len()),
            None => line(sink, UNSOLVABLE),
        }
    }
}
