//! The 8-puzzle's three judges: Eight (`eight`), Eight II (`eight-ii`) and
//! the eight-digit puzzle (`eight-digits`).

use crate::answer::{Opt, Put, Search, Sink, Subcommand, Words};
use crate::eight::Board;
use crate::format::{self, Format};
use crate::tiles::{Says, Solution, UNSOLVABLE};
use crate::{Error, Puzzle};

/// Eight (HDU 1043): the moves, or `unsolvable`.
impl Subcommand for crate::eight::Board {
    const NAME: &'static str = "eight";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(board: &Self, _search: Search<'_, ()>) -> Result<Option<Solution>, Error> {
        Ok(board.solve())
    }

    #[inline]
    fn write<S: Sink>(_: &Self, number: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        Says::Moves(UNSOLVABLE).write(number, found.as_ref(), sink)
    }

    fn show<S: Sink>(board: &Self, found: &Self::Found, sink: &mut S) -> Put<S> {
        show_eight(sink, *board, found.as_ref(), format::EIGHT)
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
    fn find(pair: &Self, _search: Search<'_, ()>) -> Result<Option<Solution>, Error> {
        // Its `Puzzle` answer is Eight II's: the order d, l, r, u.
        Ok(Puzzle::solve(pair))
    }

    #[inline]
    fn write<S: Sink>(_: &Self, number: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        Says::Numbered(UNSOLVABLE).write(number, found.as_ref(), sink)
    }

    fn show<S: Sink>(board: &Self, found: &Self::Found, sink: &mut S) -> Put<S> {
        show_eight(sink, board.start(), found.as_ref(), format::EIGHT_II)
    }
}

/// The eight-digit puzzle (Luogu P1379): the fewest moves.
impl Subcommand for crate::eight::Digits {
    const NAME: &'static str = "eight-digits";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(digits: &Self, _search: Search<'_, ()>) -> Result<Option<Solution>, Error> {
        Ok(Puzzle::solve(digits))
    }

    #[inline]
    fn write<S: Sink>(_: &Self, number: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        Says::Count(UNSOLVABLE).write(number, found.as_ref(), sink)
    }

    fn show<S: Sink>(board: &Self, found: &Self::Found, sink: &mut S) -> Put<S> {
        show_eight(sink, board.board(), found.as_ref(), format::EIGHT_DIGITS)
    }
}

/// The board before and after each move of `found`, as rows of its
/// judge's `format`, for `--show`.
fn show_eight<S: Sink>(
    sink: &mut S,
    board: Board,
    found: Option<&Solution>,
    format: Format,
) -> Put<S> {
    Solution::show(found, sink, board, Board::slide, |out, board| {
        let mut buffer = [0; crate::write::TILES_BYTES];
        for row in 0..3 {
            out.write_str(crate::write::tiles(
                &mut buffer,
                board.bits() >> (12 * row),
                3,
                format,
            ))?;
            out.write_str("\n")?;
        }
        Ok(())
    })
}

/// `flipswap eight`.
pub(crate) static EIGHT: Words = Words {
    summary: "Eight (HDU 1043, POJ 1077): nine tokens a line, 'x' the blank;\nprints the fewest moves u/d/l/r to 1 2 3 4 5 6 7 8 x, or\nunsolvable",
    what: "nine tokens like '2 3 4 1 5 x 7 6 8'",
    answer: "moves like 'ullddrurdllurdruldr' or unsolvable",
    options: Opt::SHOW,
    draws: "the board after every move",
    checks: "a board line, then one line: any moves u/d/l/r that reach the\ngoal, or unsolvable exactly when none do",
    help: "\
Eight (HDU 1043, POJ 1077): the 8-puzzle. Each case is a line of nine
tokens, the 3 x 3 board row by row: the tiles 1 to 8 and 'x', the blank.
A move slides a tile next to the blank into it, and is named by where the
blank goes: u, d, l or r. Prints the fewest moves to 1 2 3 4 5 6 7 8 x,
the least in the order u, d, l, r among them (an empty line for the goal
itself), or 'unsolvable'.

example:
  $ printf '2 3 4 1 5 x 7 6 8\\n' | flipswap eight
  ullddrurdllurdruldr
",
};

/// `flipswap eight-ii`.
pub(crate) static EIGHT_II: Words = Words {
    summary: "Eight II (HDU 3567): a count, then per case a start and a\ntarget line like '12X453786'; prints 'Case k: n', then the\nfewest moves, least in the order d, l, r, u",
    what: "a start and a target line like 12X453786 (after a first line: the count)",
    answer: "Case k: n, then the moves",
    options: Opt::SHOW,
    draws: "the board after every move",
    checks: "the count first; each case's two lines, then 'Case k: n' and\nthe moves flipswap prints",
    help: "\
Eight II (HDU 3567): the 8-puzzle from any board to any other. The first
line is the number of cases; each case is two lines of nine characters,
the start and the target row by row, 'X' the blank. Prints 'Case k: n',
n the fewest moves, then the moves u, d, l, r (where the blank goes) on
the next line, the least in the order d, l, r, u among them (an empty
line when n is 0). A start that cannot reach its target is an error.

example:
  $ printf '2\\n12X453786\\n12345678X\\n564178X23\\n7568X4123\\n' | flipswap eight-ii
  Case 1: 2
  dd
  Case 2: 8
  urrulldr
",
};

/// `flipswap eight-digits`.
pub(crate) static EIGHT_DIGITS: Words = Words {
    summary: "The eight-digit puzzle (Luogu P1379): nine digits a line, '0'\nthe blank; prints the fewest moves to 123804765",
    what: "nine digits like 283104765",
    answer: "the fewest moves",
    options: Opt::SHOW,
    draws: "the board after every move",
    checks: "a line of nine digits, then one line: the fewest moves",
    help: "\
The eight-digit puzzle (Luogu P1379): the 8-puzzle to 123804765, the
blank in the centre. Each case is a line of nine digits, the board row by
row, '0' the blank; cases follow until the end of the input. Prints the
fewest moves. A board that cannot reach the goal is an error.

example:
  $ printf '283104765\\n' | flipswap eight-digits
  4
",
};
