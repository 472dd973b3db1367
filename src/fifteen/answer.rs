//! The 15-puzzle's two judges: the 15-Puzzle Problem (`fifteen`) and 15
//! Puzzle (`fifteen-count`).

use crate::Error;
use crate::answer::{How, Progress, Sink, Subcommand, count, line};
use crate::tiles::Solution;

/// `fifteen-count`: 15 Puzzle (AOJ ALDS1_13_C), the 15-puzzle's boards in
/// that judge's format (4 rows a case, no count), answered with the fewest
/// moves.
#[derive(Clone, Copy, Debug)]
pub struct FifteenCount;

/// The 15-puzzle's search to at most `most` moves, within `how`'s limit.
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
