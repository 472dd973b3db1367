//! The swap game at any size: `swap-game` (Luogu P1225), the count and
//! each swap, and `moving-toys` (Luogu P4289), the count alone.

use crate::answer::{Opt, Put, Search, Sink, Subcommand, Words, count, show_moves};
use crate::swap_game::{AnyPair, AnySolution, Board, Grid, Pair, Solution};
use crate::{Cell, Error, write};

/// The swap game's two subcommands, which read one kind of case
/// ([`AnyPair`]): `swap-game` (Luogu P1225), the fewest swaps and each
/// swap, and with `COUNT`, `moving-toys` (Luogu P4289), the fewest swaps
/// alone.
#[derive(Clone, Copy, Debug)]
pub struct SwapJudge<const COUNT: bool>;

/// `swap-game` (Luogu P1225): the fewest swaps, then each swap.
pub type SwapGame = SwapJudge<false>;

/// `moving-toys` (Luogu P4289): the fewest swaps alone.
pub type MovingToys = SwapJudge<true>;

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

impl<const COUNT: bool> Subcommand for SwapJudge<COUNT> {
    const NAME: &'static str = if COUNT { "moving-toys" } else { "swap-game" };
    type Case = AnyPair;
    type Kept = ();
    type Found = Option<Swapped>;

    #[inline]
    fn find(pair: &AnyPair, _search: Search<'_, ()>) -> Result<Option<Swapped>, Error> {
        Ok(Swapped::of(pair))
    }

    /// The fewest swaps, then (`swap-game`) each as `abcd`.
    #[inline]
    fn write<S: Sink>(_: &AnyPair, _: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        let Some(swapped) = found else { return Ok(()) };
        count(sink, swapped.len())?;
        if COUNT {
            return Ok(());
        }
        // Each kind's own iterator: the chained one of `moves` costs a
        // batch of 4 x 4 pairs a tenth more instructions.
        match swapped {
            Swapped::Four(solution) => write::swaps(solution.moves(), |block| sink.put(block)),
            Swapped::Any(solution) => write::swaps(solution.moves(), |block| sink.put(block)),
        }
    }

    /// The board from the start before and after each swap.
    fn show<S: Sink>(pair: &AnyPair, found: &Self::Found, sink: &mut S) -> Put<S> {
        let Some(swapped) = found else {
            return Ok(());
        };
        show_moves(
            sink,
            pair.start(),
            swapped.moves(),
            |board: Grid, (from, to)| board.swap(from, to),
            |out, (from, to): (Cell, Cell)| {
                let (from, to) = (
                    (from.row() + 1, from.col() + 1),
                    (to.row() + 1, to.col() + 1),
                );
                write!(out, "swap {} {} with {} {}", from.0, from.1, to.0, to.1)
            },
            |out, board| writeln!(out, "{board}"),
        )
    }
}

/// `flipswap swap-game`.
pub(crate) static SWAP_GAME: Words = Words {
    summary: "Black and white swap game (Luogu P1225): 4 rows of 0/1 for the\nstart, then 4 for the target; prints the fewest swaps, then\neach swap as 'abcd' (cell a,b with cell c,d). Any board up\nto 8 x 8: a start and a target, each ended by a blank line",
    what: "8 rows of 0/1 (the start, then the target), or two boards each ended by a blank line,",
    answer: "a count N, then N lines 'abcd'",
    options: Opt::SHOW,
    draws: "the board after every swap",
    checks: "the start, a blank line, the target (or the judge's 8 rows\nat 4 x 4), then a line N, then N lines 'abcd' (either cell\nfirst)",
    help: "\
Black and white swap game (Luogu P1225), on any board of 1 to 8 rows and
1 to 8 columns. A move swaps two cells that share an edge. Each case is a
start board and a target board of one size, with as many '1's (black) as
the start and '0's (white) for the rest. A board is its rows of '0' and
'1', all of one width, ended by a blank line or the end of the input; a
target also ends once it has as many rows as its start. Eight rows of
width 4 with no start before them are a whole 4 x 4 case, the start's four
rows then the target's, as the judge writes it (so an 8 x 4 start cannot
be given: give the same puzzle turned on its side, 4 x 8). Prints the
fewest swaps N, then N lines 'abcd': swap cell (a,b) with cell (c,d),
1-based, the black piece moving from (a,b) to (c,d).

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n1010\\n0101\\n1010\\n0101\\n' | flipswap swap-game
  4
  1222
  1424
  3242
  4344
  $ printf '10000\\n\\n00001\\n' | flipswap swap-game
  4
  1112
  1213
  1314
  1415
",
};

/// `flipswap moving-toys`.
pub(crate) static MOVING_TOYS: Words = Words {
    summary: "Moving toys (Luogu P4289): 4 rows of 0/1 for the start, a\nblank line, 4 for the target; prints the fewest moves",
    what: "the start's rows of 0/1, a blank line, then the target's rows",
    answer: "the fewest moves",
    options: Opt::SHOW,
    draws: "the board after every move",
    checks: "the start, a blank line, the target, then the fewest moves",
    help: "\
Moving toys (Luogu P4289): the swap game, counted. Each case is the start
board (4 rows of 4 cells, '1' a toy, '0' empty), a blank line, then the
target board with as many toys; cases follow until the end of the input.
A move swaps two cells that share an edge. Prints the fewest moves. Boards
of any size from 1 x 1 to 8 x 8 are read as swap-game reads them.

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n\\n1010\\n0101\\n1010\\n0101\\n' | flipswap moving-toys
  4
",
};
