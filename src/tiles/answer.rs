//! Sliding tiles at any size (`sliding`).

use crate::Error;
use crate::answer::{Opt, Put, Search, Sink, Subcommand, Words};
use crate::tiles::{Board, IMPOSSIBLE, Says, Solution};

/// Sliding tiles at any size: the fewest moves, then the moves `u d l r`
/// (the least in the order d, l, r, u among them; an empty line when there
/// are none), or `Impossible`.
impl Subcommand for crate::tiles::Boards {
    const NAME: &'static str = "sliding";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(boards: &Self, search: Search<'_, ()>) -> Result<Option<Solution>, Error> {
        match boards.pair() {
            Ok(pair) => Ok(pair.solve_watching(search.how.limit, search.watch)?),
            Err(_) => Ok(None),
        }
    }

    #[inline]
    fn write<S: Sink>(_: &Self, number: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        Says::CountMoves(IMPOSSIBLE).write(number, found.as_ref(), sink)
    }

    fn show<S: Sink>(boards: &Self, found: &Self::Found, sink: &mut S) -> Put<S> {
        let draw = |out: &mut dyn core::fmt::Write, board| writeln!(out, "{board}");
        Solution::show(found.as_ref(), sink, boards.start(), Board::slide, draw)
    }
}

/// `flipswap sliding`.
pub(crate) static SLIDING: Words = Words {
    summary: "Sliding tiles at any size from 2 x 2 to 4 x 4: a start and a\ntarget, each rows of numbers ('0' the blank) up to a blank line;\nprints the fewest moves, then the moves u/d/l/r, least in the\norder d, l, r, u, or Impossible",
    what: "rows of numbers, 0 the blank, a blank line, the target's rows",
    answer: "the fewest moves, then moves like 'rr', or Impossible",
    options: Opt::SEARCH,
    draws: "the board after every move",
    checks: "the start, a blank line, the target, then the fewest moves\nand on the next line any moves u/d/l/r of that many that\nreach the target, or Impossible exactly when none do",
    help: "\
Sliding tiles at any size from 2 x 2 to 4 x 4 (2 to 4 rows and columns):
each case is a start and a target of one size, each rows of numbers
separated by spaces, the tiles 1 to rows x columns - 1 and '0', the blank,
as many in each row as in the first, ended by a blank line or the end of
the input. Prints the fewest moves, then the moves u, d, l, r (where the
blank goes) on the next line, the least in the order d, l, r, u among
them (an empty line when there are none), or 'Impossible' when no moves
take the start to the target. Up to 3 x 3 answers are quick; 3 x 4 and
4 x 3 take milliseconds, the farthest pairs (53 moves) 2 s; 4 x 4 pairs,
to a target with its blank in any cell, take the 15-puzzle's search (see
'flipswap help fifteen'): tens of milliseconds when drawn at random, and
the farthest, of 80 moves, minutes, as the 15-puzzle's do. --limit N
stops at a case that searches more than N positions.

example:
  $ printf '1 2 3\\n0 4 5\\n\\n1 2 3\\n4 5 0\\n' | flipswap sliding
  2
  rr
",
};
