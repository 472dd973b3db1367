//! The answers of Gambler Bo and the harmonious matrix, as their judges
//! read them, and what the command says of each.

use core::fmt;

use super::{GAMBLER_BO_RULE, GamblerBo, Harmonious, Kept, presses, show_map, solver};
use crate::Error;
use crate::answer::{self, Opt, Put, Search, Sink, Subcommand, Words};
use crate::press::{Cells, Stencil};

/// What a board of either judge cannot have: presses that clear it, a
/// matrix that is harmonious.
pub const NONE: &str = "Impossible";

/// Writes `cells`' first `rows` × `cols` values, a row a line, separated
/// by spaces.
pub(super) fn write_rows(
    out: &mut dyn fmt::Write,
    cells: &Cells,
    (rows, cols): (u8, u8),
) -> fmt::Result {
    for r in 0..usize::from(rows) {
        for c in 0..usize::from(cols) {
            let space = if c + 1 < usize::from(cols) { " " } else { "" };
            write!(out, "{}{space}", cells.get(r, c))?;
        }
        out.write_str("\n")?;
    }
    Ok(())
}

impl Subcommand for GamblerBo {
    const NAME: &'static str = "gambler-bo";
    type Case = GamblerBo;
    type Kept = Kept;
    /// The presses that clear the board, or `None` when none do.
    type Found = Option<Cells>;

    /// The presses of the chase with every free press off: one set of
    /// presses that clears the board (a cell at most twice).
    fn find(case: &GamblerBo, search: Search<'_, Kept>) -> Result<Option<Cells>, Error> {
        let solver = solver(search.kept, case.size(), &GAMBLER_BO_RULE, 3);
        Ok(solver.and_then(|solver| solver.any(&case.board, &Cells::ZERO)))
    }

    fn write<S: Sink>(
        case: &GamblerBo,
        _number: u64,
        found: &Option<Cells>,
        sink: &mut S,
    ) -> Put<S> {
        let Some(map) = found else {
            return answer::line(sink, NONE);
        };
        answer::count(sink, map.presses() as usize)?;
        answer::text(sink, |out| {
            for (r, c) in presses(map, case.size()) {
                writeln!(out, "{} {}", r + 1, c + 1)?;
            }
            Ok(())
        })
    }

    /// The board after each press.
    fn show<S: Sink>(case: &GamblerBo, found: &Option<Cells>, sink: &mut S) -> Put<S> {
        let (Some(map), Some(grid)) = (found, case.grid()) else {
            return Ok(());
        };
        let press = |board: &Cells, r, c| grid.press(board, r, c, 1);
        show_map(sink, case.board, map, case.size(), press, write_rows)
    }
}

impl Subcommand for Harmonious {
    const NAME: &'static str = "harmonious";
    type Case = Harmonious;
    type Kept = Kept;
    /// A harmonious matrix, or `None` for a size that has none.
    type Found = Option<Cells>;

    /// A map of the cross's presses that changes nothing, not zero.
    fn find(case: &Harmonious, search: Search<'_, Kept>) -> Result<Option<Cells>, Error> {
        let solver = solver(search.kept, case.size(), &Stencil::CROSS, 2);
        Ok(solver.and_then(|solver| solver.kernel()))
    }

    fn write<S: Sink>(
        case: &Harmonious,
        _number: u64,
        found: &Option<Cells>,
        sink: &mut S,
    ) -> Put<S> {
        match found {
            Some(matrix) => answer::text(sink, |out| write_rows(out, matrix, case.size())),
            None => answer::line(sink, NONE),
        }
    }

    /// Nothing: the answer is the matrix itself.
    fn show<S: Sink>(_case: &Harmonious, _found: &Option<Cells>, _sink: &mut S) -> Put<S> {
        Ok(())
    }
}

/// `flipswap gambler-bo`.
pub(crate) static GAMBLER_BO: Words = Words {
    summary: "Gambler Bo (HDU 5755): a count, then per case 'N M' and N rows of\nM values 0 to 2; prints presses that make every value 0",
    what: "a line 'N M', then N rows of M values 0, 1 or 2 (after a first line: the count)",
    answer: "a count, then that many lines 'x y'",
    options: Opt::SHOW,
    draws: "the board after every press",
    checks: "the count first; each case, then a count num (at most 2NM)\nand num lines 'x y': any presses that make every value 0",
    help: "\
Gambler Bo (HDU 5755): an N x M grid, 1 to 30 each, of values 0, 1 and 2.
Pressing the cell in row x, column y adds 2 to it and 1 to each of its
four neighbours, modulo 3. The first line is the number of cases; each
case is a line 'N M', then N rows of M values separated by spaces. Prints
a count num (at most 2NM), then num lines 'x y' (from 1), presses that
make every value 0: a cell pressed twice is listed twice. The judge
accepts any such presses and poses only boards that have them, at most
10 cases an input; for one without, prints 'Impossible'. For 'flipswap
gen' and 'flipswap validate', --size NxM is N rows and M columns (each
drawn from 1 to 30 unless given); gen draws boards that presses clear,
and validate refuses the others.

example:
  $ printf '%s\\n' 2 '2 3' '2 1 2' '0 2 0' '3 3' '1 0 1' '0 1 0' '1 0 1' | flipswap gambler-bo
  1
  1 2
  5
  1 1
  1 3
  2 2
  3 1
  3 3
",
};

/// `flipswap harmonious`.
pub(crate) static HARMONIOUS: Words = Words {
    summary: "和谐矩阵, the harmonious matrix (Luogu P3164): a line 'm n'; prints\nan m x n matrix of 0 and 1, not all 0, each cell and its\nneighbours summing to an even number",
    what: "a line 'm n'",
    answer: "m rows of n values 0 or 1",
    options: Opt::SHOW,
    draws: "nothing more: the matrix is the answer",
    checks: "a line 'm n', then m rows of n values 0 or 1: any matrix, not\nall 0, in which every cell and its neighbours sum to an even number",
    help: "\
和谐矩阵, the harmonious matrix (Luogu P3164, CQOI 2014): given 'm n', 1 to
40 each, prints an m x n matrix of 0 and 1, not all 0, in which every
cell plus its up, down, left and right neighbours sums to an even number:
a set of Lights Out presses that changes nothing. The judge accepts any
such matrix and poses only sizes that have one; for a size without,
prints 'Impossible'. For 'flipswap gen' and 'flipswap validate', --size
MxN is m rows and n columns (drawn among the sizes that have a matrix
unless given); a size without one is refused by both.

example:
  $ echo '4 4' | flipswap harmonious
  1 0 0 0
  1 1 0 0
  1 0 1 0
  0 1 1 1
",
};
