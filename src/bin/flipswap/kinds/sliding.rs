//! Sliding tiles at any size from 2 x 2 to 4 x 4: `sliding`.

use std::io::{self, Write};

use flipswap::check::{self, SlideJudge};
use flipswap::format::Format;
use flipswap::levels::{Level, Moves, Rng};
use flipswap::{Reader, sliding};

use crate::answer::{count, line};
use crate::cases::{Failure, Opt, Subcommand, bounded};
use crate::generate::{GenError, Pose, Spec, size};

/// Sliding tiles at a size of `--size` (3 × 3 unless given; 2 to 4 rows
/// and columns): a target drawn uniformly among all arrangements, then a
/// start for it. Any number of moves: each arrangement that reaches the
/// target equally likely (one that does not is made one that does by
/// swapping two tiles, one to one). Exactly `n`: the library's walk from
/// the target whose every step goes to a board one move farther ([`Level`]
/// for [`sliding::Pair`]). At 4 × 4, a pair far apart whose target's
/// blank is not in the bottom-right corner may take the solver long.
impl Pose for sliding::Boards {
    type Setup = (u8, u8);
    type Drawn = sliding::Boards;

    fn setup(spec: &Spec, format: Format) -> Result<(u8, u8), GenError> {
        let (rows, cols) = size(spec.size, format, (3, 3))?;
        if rows < 2 || cols < 2 {
            return Err(GenError::Spec(format!(
                "no board of {rows}x{cols} here: the format holds boards of 2 to 4 rows and columns"
            )));
        }
        let most = if rows * cols == 16 { 50 } else { 80 };
        match spec.moves {
            Moves::Most => Err(GenError::Spec(format!(
                "the pairs needing the most moves are not listed here; give --moves N, N at most {most}"
            ))),
            Moves::Exactly(asked) if asked > most => Err(GenError::Spec(format!(
                "pairs needing {asked} moves are not drawn here: at most {most}"
            ))),
            Moves::Exactly(_) | Moves::Any => Ok((rows, cols)),
        }
    }

    fn draw(
        &(rows, cols): &(u8, u8),
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<sliding::Boards, GenError> {
        let target = sliding::Board::random(&(rows, cols), Moves::Any, rng)?;
        let pair = sliding::Pair::random(&target, moves, rng)?;
        sliding::Boards::new(pair.start(), target)
            .ok_or_else(|| GenError::Spec(format!("no board of {rows}x{cols} here")))
    }

    fn pose<W: Write>(boards: &sliding::Boards, _format: Format, out: &mut W) -> io::Result<()> {
        writeln!(out, "{}\n\n{}", boards.start(), boards.target())
    }

    fn drawn(boards: &sliding::Boards) -> &sliding::Boards {
        boards
    }

    fn size_of(boards: &sliding::Boards, _format: Format) -> (u8, u8) {
        (boards.start().rows(), boards.start().cols())
    }
}

/// `flipswap sliding`.
pub const SLIDING: Subcommand = Subcommand {
    name: "sliding",
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

// Sliding tiles at any size: the fewest moves, then the moves `u d l r`
// (least in the order d, l, r, u among them; an empty line when there are
// none), or `Impossible`.
searched! {
    sliding::Boards: sliding::Boards, Reader::new(),
    |boards, number, out, options| {
        let found = match boards.pair() {
            Ok(pair) => bounded(SLIDING.name, number, out, options, |limit, watch| {
                pair.solve_watching(limit, watch)
            })?,
            Err(_) => None,
        };
        match found {
            Some(solution) => write_moves(out, boards, &solution, options.show),
            None => line(out, check::IMPOSSIBLE),
        }
        .map_err(Failure::Write)
    },
    SlideJudge::sliding;
}

/// The fewest moves and the moves; with `show`, the boards.
fn write_moves<W: Write>(
    out: &mut W,
    boards: sliding::Boards,
    solution: &sliding::Solution,
    show: bool,
) -> io::Result<()> {
    count(out, solution.len())?;
    out.write_all(solution.text().with_newline())?;
    if !show {
        return Ok(());
    }
    writeln!(out, "\nstart:\n{}", boards.start())?;
    let mut board = boards.start();
    for step in solution.moves() {
        board = board.slide(step).unwrap_or(board);
        writeln!(out, "\nmove {}:\n{board}", step.letter())?;
    }
    writeln!(out)
}
