//! The 15-puzzle's two judges: the 15-Puzzle Problem (`fifteen`) and 15
//! Puzzle (`fifteen-count`).

use crate::Error;
use crate::answer::{Opt, Put, Search, Sink, Subcommand, Words};
use crate::fifteen::{Board, JUDGE_MOST, MOST_MOVES};
use crate::tiles::{NOT_SOLVABLE, Says, Solution};

/// The 15-puzzle's two subcommands, which read one kind of case
/// ([`Board`]): `fifteen`, the 15-Puzzle Problem (UVa 10181), and with
/// `COUNT`, `fifteen-count`, 15 Puzzle (AOJ ALDS1_13_C).
#[derive(Clone, Copy, Debug)]
pub struct FifteenJudge<const COUNT: bool>;

/// `fifteen`, the 15-Puzzle Problem (UVa 10181): the moves `L R U D` (the
/// fewest, the least in the order D, L, R, U among them; an empty line for
/// the goal itself), or `This puzzle is not solvable.` when no moves reach
/// the goal or all take more than the judge accepts,
/// [`JUDGE_MOST`](crate::fifteen::JUDGE_MOST); the search goes no deeper.
pub type Fifteen = FifteenJudge<false>;

/// `fifteen-count`, 15 Puzzle (AOJ ALDS1_13_C): the judge's boards in its
/// format (4 rows a case, no count), answered with the fewest moves, or,
/// for a board that no moves solve (the judge poses none), the 15-Puzzle
/// Problem's words.
pub type FifteenCount = FifteenJudge<true>;

impl<const COUNT: bool> Subcommand for FifteenJudge<COUNT> {
    const NAME: &'static str = if COUNT { "fifteen-count" } else { "fifteen" };
    type Case = Board;
    type Kept = ();
    type Found = Option<Solution>;

    fn reader() -> crate::Reader<Board> {
        if COUNT {
            crate::Reader::with_format(crate::format::FIFTEEN_COUNT)
        } else {
            crate::Reader::new()
        }
    }

    /// The 15-puzzle's search, within the limit: to the most any board
    /// needs, or (`fifteen`) to the most the judge accepts.
    #[inline]
    fn find(board: &Board, search: Search<'_, ()>) -> Result<Option<Solution>, Error> {
        let most = if COUNT { MOST_MOVES } else { JUDGE_MOST };
        Ok(crate::fifteen::searched(*board, most, search.how.limit, search.watch).0?)
    }

    #[inline]
    fn write<S: Sink>(_: &Board, number: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        let says = if COUNT { Says::Count } else { Says::Moves };
        says(NOT_SOLVABLE).write(number, found.as_ref(), sink)
    }

    /// The board before and after each move.
    fn show<S: Sink>(board: &Board, found: &Self::Found, sink: &mut S) -> Put<S> {
        Solution::show(found.as_ref(), sink, *board, Board::slide, |out, board| {
            writeln!(out, "{board}")
        })
    }
}

/// `flipswap fifteen`.
pub(crate) static FIFTEEN: Words = Words {
    summary: "15-Puzzle Problem (UVa 10181): a count, then per case 4 rows of\n4 numbers, '0' the blank; prints the fewest moves L/R/U/D,\nleast in the order D, L, R, U, when at most 50, else This\npuzzle is not solvable.",
    what: "4 rows of 4 numbers, 0 the blank (after a first line: the count)",
    answer: "moves like 'LLLDRDRDR' or This puzzle is not solvable.",
    options: Opt::SEARCH,
    draws: "the board after every move",
    checks: "the count first; each board's 4 rows, then one line: any\nmoves L/R/U/D, at most 50, that reach the goal, or 'This\npuzzle is not solvable.' exactly when none do within 50",
    help: "\
15-Puzzle Problem (UVa 10181): the 15-puzzle. The first line is the
number of cases; each case is 4 lines of 4 numbers, the 4 x 4 board row
by row: the tiles 1 to 15 and '0', the blank. A move slides a tile next
to the blank into it, and is named by where the blank goes: L, R, U or D.
Prints the fewest moves to the goal (1 to 15 in order, the blank last),
the least in the order D, L, R, U among them (an empty line for the goal
itself), or 'This puzzle is not solvable.' when no moves reach it within
50: the judge accepts at most 50 moves and wants those words for a board
that needs more, so the search goes no deeper and such a board is
answered as fast as one of 50. For the fewest moves of any board (the
most any needs is 80), use 'flipswap fifteen-count', or 'flipswap
sliding' for the moves themselves. --limit N stops at a case that
searches more than N positions.

example:
  $ printf '%s\\n' 2 '2 3 4 0' '1 5 7 8' '9 6 10 12' '13 14 11 15' \\
      '13 1 2 4' '5 0 3 7' '9 6 10 12' '15 8 11 14' | flipswap fifteen
  LLLDRDRDR
  This puzzle is not solvable.
",
};

/// `flipswap fifteen-count`.
pub(crate) static FIFTEEN_COUNT: Words = Words {
    summary: "15 Puzzle (AOJ ALDS1_13_C): 4 rows of 4 numbers a case, '0' the\nblank; prints the fewest moves",
    what: "4 rows of 4 numbers, 0 the blank",
    answer: "the fewest moves",
    options: Opt::SEARCH,
    draws: "the board after every move",
    checks: "4 rows, then one line: the fewest moves",
    help: "\
15 Puzzle (AOJ ALDS1_13_C): the 15-puzzle. Each case is 4 lines of 4
numbers, the 4 x 4 board row by row: the tiles 1 to 15 and '0', the
blank; cases follow until the end of the input. Prints the fewest moves
to the goal (1 to 15 in order, the blank last). The judge poses only
boards that reach it; for one that does not, prints 'This puzzle is not
solvable.', as 'flipswap fifteen' does. Random boards take tens of
milliseconds; the hardest, of 80 moves, take 1.5 to 2.5 minutes on a 2-core
machine (24 s to 44 s when flipswap is built with the feature
fifteen-6-6-3): --limit N stops at a case that searches more than N
positions.

example:
  $ printf '1 2 3 4\\n6 7 8 0\\n5 10 11 12\\n9 13 14 15\\n' | flipswap fifteen-count
  8
",
};
