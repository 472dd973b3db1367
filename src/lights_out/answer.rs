//! Lights Out at any size (`lights-out`) and the seven judges of its
//! family: the count and the press map, or each judge's own words.

use crate::answer::{Opt, Put, Search, Sink, Subcommand, Words, count, line, show_presses};
use crate::lights_out::{Board, Goal, Solution, Solver};
use crate::toggle::IMPOSSIBLE_WORD;
use crate::{Error, write};

/// What answering Lights Out keeps from case to case: the solver of the
/// last size, so cases of one size build theirs once.
#[derive(Clone, Debug)]
pub struct Solvers {
    /// The last size's solver, of no size (0 rows) before the first.
    last: Solver,
    built: u64,
}

impl Default for Solvers {
    fn default() -> Solvers {
        Solvers {
            last: Solver::BLANK,
            built: 0,
        }
    }
}

impl Solvers {
    /// How many solvers have been built so far.
    #[must_use]
    pub const fn built(&self) -> u64 {
        self.built
    }

    /// The canonical answer for `board` and `goal`, by the solver of its
    /// size (built when the last was of another).
    ///
    /// # Errors
    ///
    /// None for a board the reader reads; the solver's error otherwise.
    #[inline]
    pub fn solve(&mut self, board: &Board, goal: Goal) -> Result<Option<Solution>, Error> {
        let (rows, cols) = (board.rows(), board.cols());
        if (self.last.rows(), self.last.cols()) != (rows, cols) {
            // In place: no second solver on the stack.
            self.last.build(rows, cols)?;
            self.built += 1;
        }
        Ok(self.last.solve(board, goal)?)
    }
}

impl Subcommand for Board {
    const NAME: &'static str = "lights-out";
    type Case = Board;
    type Kept = Solvers;
    type Found = Option<Solution>;

    #[inline]
    fn find(board: &Board, search: Search<'_, Solvers>) -> Result<Option<Solution>, Error> {
        search.kept.solve(board, search.how.goal)
    }

    /// The fewest presses, then the press map; or `Impossible`.
    #[inline]
    fn write<S: Sink>(_: &Board, _: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        let Some(solution) = found else {
            return line(sink, IMPOSSIBLE_WORD);
        };
        count(sink, solution.len())?;
        press_map::<false, S>(sink, solution)
    }

    fn show<S: Sink>(board: &Board, found: &Self::Found, sink: &mut S) -> Put<S> {
        show_board(sink, *board, found.as_ref())
    }
}

/// The board before and after each press of `found`, for `--show`: Lights
/// Out's and its family's.
pub(crate) fn show_board<S: Sink>(sink: &mut S, board: Board, found: Option<&Solution>) -> Put<S> {
    match found {
        Some(solution) => show_presses(sink, board, solution.presses(), "press", |b, c| b.press(c)),
        None => Ok(()),
    }
}

/// Writes the press map as rows of `0`/`1`, separated by single spaces when
/// `SPACED`, each row with its `\n` ([`write::row`], the renderer of the
/// `Display` of a solution). The rows are gathered in a block and the
/// block written at once: one `put` for several rows (a whole Fliptile map
/// of 6 × 6) rather than one a row.
pub(crate) fn press_map<const SPACED: bool, S: Sink>(sink: &mut S, solution: &Solution) -> Put<S> {
    let mut block = [0; MAP_BLOCK];
    let mut at = 0;
    for row in 0..solution.rows() {
        if at + write::ROW_BYTES > MAP_BLOCK {
            sink.put(block.get(..at).unwrap_or_default())?;
            at = 0;
        }
        let room = block
            .get_mut(at..at + write::ROW_BYTES)
            .and_then(|room| <&mut [u8; write::ROW_BYTES]>::try_from(room).ok());
        if let Some(room) = room {
            let bits = solution.row(row);
            at += write::row(room, bits, solution.cols(), *b"01", SPACED).len();
        }
    }
    sink.put(block.get(..at).unwrap_or_default())
}

/// The bytes of press map gathered before they are written: room for a
/// row of the widest map after up to 64 bytes of rows, such as six rows of
/// six spaced cells, three of fifteen spaced or five of fifteen unspaced.
const MAP_BLOCK: usize = 2 * write::ROW_BYTES;

/// `flipswap lights-out`.
pub(crate) static LIGHTS_OUT: Words = lights_out_words(Opt::RULED);

/// `flipswap lights-out`'s words, taking `options`: the plain board's, or
/// (with a rule's options given) those of a board searched by the press
/// engine.
pub(crate) const fn lights_out_words(options: &'static [Opt]) -> Words {
    Words {
        summary: "Lights Out, 1 to 32 rows and columns (64 with --rule, --torus or\n--states): rows of 0/1, a blank line between boards; prints the\nfewest presses to turn every light off (or --goal on, one-colour),\nthen the press map, or Impossible",
        what: "rows of 0/1 (all one length), then a blank line,",
        answer: "the fewest presses, then the press map",
        options,
        draws: "the board after every press",
        checks: "a board and its blank line, then the fewest presses N and the\npress map (first in reading order), or Impossible; --goal and\nthe rule's options as for 'flipswap lights-out'",
        help: LIGHTS_OUT_HELP,
    }
}

/// The body of `flipswap help lights-out`.
const LIGHTS_OUT_HELP: &str = "\
Lights Out on any board of 1 to 32 rows and 1 to 32 columns. Each case is
a board: its rows of '0' (off) and '1' (on), all of one length, with or
without spaces between the digits; a blank line (or the end of the input)
ends a board, so boards of different sizes may follow one another.
Pressing a light toggles it and its up, down, left and right neighbours.
Prints the fewest presses N that reach the goal, then the press map: rows
of '0' and '1' in the board's shape, '1' for each light to press (of the
maps with N presses, the first in reading order, row by row, '0' before
'1'); or 'Impossible' when no presses reach the goal.

goals:
  off         every light off (the default)
  on          every light on (with --states 3, every cell 2)
  one-colour  every light the same, whichever takes fewer presses

rules (any of these takes boards of 1 to 64 rows and columns):
  --rule R    what a press changes: cross (the default), x (the cell and
              its four diagonal neighbours), king (its 3 x 3 block),
              row-column (its whole row and column, up to 64 cells), or a
              stencil: rows of digits split by '/', an odd number of rows
              and of columns, centred on the pressed cell, each digit what
              a press adds there ('#' is 1, '.' is 0): '.1./111/.1.' is
              the cross, '010/121/010' Gambler Bo's rule
  --torus     the edges wrap; where two of a stencil's cells land on one
              cell, their weights add
  --states N  2 (the default) or 3: cells hold 0 to N-1, a press adds
              modulo N, and a press map's digit is how often to press
  The fewest presses weigh every press map that changes nothing: where
  those are too many, --limit N stops at the case (exit 4), and with
  --keep-going the run names it and goes on. With --limit, --keep-going
  or --quiet, a board without a rule's option is answered as with
  '--rule cross': by the press engine, up to 64 x 64.

example:
  $ printf '11111\\n11111\\n11111\\n11111\\n11111\\n' | flipswap lights-out
  15
  00011
  11011
  11100
  01110
  10110
  $ printf '11\\n\\n10\\n' | flipswap lights-out --goal on
  0
  00
  Impossible
  $ printf '101\\n010\\n101\\n' | flipswap lights-out --rule x --states 3
  2
  000
  020
  000

A board's answer is written once the line after the board is read, so
when typing at a terminal or feeding boards through a pipe one at a time,
end each board with a blank line to get its answer before the next.
";
