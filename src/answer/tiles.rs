//! The sliding-tile puzzles: the 8-puzzle's three judges (`eight`,
//! `eight-ii`, `eight-digits`), the 15-puzzle's two (`fifteen`,
//! `fifteen-count`) and sliding tiles at any size (`sliding`).

use super::{How, Progress, Sink, Subcommand, count, line};
use crate::Error;
use crate::tiles::Solution;
#[cfg(feature = "eight")]
use crate::tiles::UNSOLVABLE;

/// Eight (HDU 1043): the moves, or `unsolvable`.
#[cfg(feature = "eight")]
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
        Ok(crate::eight::solve(*board))
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
#[cfg(feature = "eight")]
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
        Ok(pair.solve(crate::eight::Order::Dlru))
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
#[cfg(feature = "eight")]
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
        Ok(digits.solve())
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

/// `fifteen-count`: 15 Puzzle (AOJ ALDS1_13_C), the 15-puzzle's boards in
/// that judge's format (4 rows a case, no count), answered with the fewest
/// moves.
#[cfg(feature = "fifteen")]
#[derive(Clone, Copy, Debug)]
pub struct FifteenCount;

/// The 15-puzzle's search to at most `most` moves, within `how`'s limit.
#[cfg(feature = "fifteen")]
fn search_fifteen(
    board: crate::fifteen::Board,
    most: u8,
    how: How,
    watch: &mut dyn FnMut(Progress),
) -> Result<Option<Solution>, Error> {
    Ok(crate::fifteen::searched(board, most, how.limit, watch).0?)
}

/// The 15-Puzzle Problem (UVa 10181): the moves `L R U D` (the fewest, the
/// least in the order D, L, R, U among them; an empty line for the goal
/// itself), or `This puzzle is not solvable.` when no moves reach the goal
/// or all take more than the judge accepts,
/// [`JUDGE_MOST`](crate::fifteen::JUDGE_MOST); the search goes no deeper.
#[cfg(feature = "fifteen")]
impl Subcommand for crate::fifteen::Board {
    const NAME: &'static str = "fifteen";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(
        board: &Self,
        _kept: &mut (),
        how: How,
        watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Solution>, Error> {
        search_fifteen(*board, crate::fifteen::JUDGE_MOST, how, watch)
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
            None => line(sink, crate::tiles::NOT_SOLVABLE),
        }
    }
}

/// 15 Puzzle (AOJ ALDS1_13_C): the fewest moves, or, for a board that no
/// moves solve (the judge poses none), the 15-Puzzle Problem's words.
#[cfg(feature = "fifteen")]
impl Subcommand for FifteenCount {
    const NAME: &'static str = "fifteen-count";
    type Case = crate::fifteen::Board;
    type Kept = ();
    type Found = Option<Solution>;

    fn reader() -> crate::Reader<crate::fifteen::Board> {
        crate::Reader::with_format(crate::format::FIFTEEN_COUNT)
    }

    #[inline]
    fn find(
        board: &crate::fifteen::Board,
        _kept: &mut (),
        how: How,
        watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Solution>, Error> {
        search_fifteen(*board, crate::fifteen::MOST_MOVES, how, watch)
    }

    #[inline]
    fn write<S: Sink + ?Sized>(
        _board: &crate::fifteen::Board,
        _number: u64,
        found: &Option<Solution>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        match found {
            Some(solution) => count(sink, solution.len()),
            None => line(sink, crate::tiles::NOT_SOLVABLE),
        }
    }
}

/// Sliding tiles at any size: the fewest moves, then the moves `u d l r`
/// (the least in the order d, l, r, u among them; an empty line when there
/// are none), or `Impossible`.
#[cfg(feature = "sliding")]
impl Subcommand for crate::tiles::Boards {
    const NAME: &'static str = "sliding";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(
        boards: &Self,
        _kept: &mut (),
        how: How,
        watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Solution>, Error> {
        match boards.pair() {
            Ok(pair) => Ok(pair.solve_watching(how.limit, watch)?),
            Err(_) => Ok(None),
        }
    }

    #[inline]
    fn write<S: Sink + ?Sized>(
        _boards: &Self,
        _number: u64,
        found: &Option<Solution>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        let Some(solution) = found else {
            return line(sink, crate::tiles::IMPOSSIBLE);
        };
        count(sink, solution.len())?;
        sink.put(solution.text().with_newline())
    }
}
