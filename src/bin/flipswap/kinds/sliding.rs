//! Sliding tiles at any size from 2 x 2 to 4 x 4: `sliding`.

use std::io::{self, Write};

use flipswap::check::{self, SlideJudge};
use flipswap::format::Format;
use flipswap::levels::{LevelError, Moves, Rng};
use flipswap::sliding;

use super::fifteen::FIFTEEN_SOLVES;
use crate::answer::{Answer, count, line};
use crate::cases::{Opt, Subcommand};
use crate::generate::{GenError, Pose, Spec, size};

/// Sliding tiles at a size of `--size` (3 × 3 unless given; 2 to 4 rows
/// and columns): a target drawn uniformly among all arrangements, then a
/// start for it. Any number of moves: each arrangement that reaches the
/// target equally likely (one that does not is made one that does by
/// swapping two tiles, one to one). Exactly `n`: a walk from the target
/// whose every step goes to a board one move farther, as the 15-puzzle's
/// (see `kinds::fifteen`), the boards' distances from
/// [`sliding::Pair::solve`]. At 4 × 4, a pair far apart whose target's
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
        let no_size = || GenError::Spec(format!("no board of {rows}x{cols} here"));
        let target = any_sliding(rows, cols, None, rng).ok_or_else(no_size)?;
        let start = match moves {
            Moves::Exactly(0) => target,
            Moves::Exactly(asked) => walk_sliding(target, asked, rng)?,
            Moves::Any | Moves::Most => {
                any_sliding(rows, cols, Some(target), rng).ok_or_else(no_size)?
            }
        };
        sliding::Boards::new(start, target).ok_or_else(no_size)
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

/// One of the arrangements of `rows × cols`, each equally likely; with
/// `reaching`, one that reaches that board. `None` for a size out of
/// range.
fn any_sliding(
    rows: u8,
    cols: u8,
    reaching: Option<sliding::Board>,
    rng: &mut Rng,
) -> Option<sliding::Board> {
    let mut cells: Vec<u8> = (0..rows * cols).collect();
    for last in (1..cells.len()).rev() {
        let other = rng.below(last as u64 + 1) as usize;
        cells.swap(last, other);
    }
    let board = sliding::Board::new(rows, cols, &cells)?;
    if reaching.is_none_or(|target| board.can_reach(target)) {
        return Some(board);
    }
    // Swapping the two tiles of the first two cells that hold tiles
    // changes the parity and nothing else.
    let mut tiles = (0..cells.len()).filter(|&at| cells.get(at) != Some(&0));
    if let (Some(first), Some(second)) = (tiles.next(), tiles.next()) {
        cells.swap(first, second);
    }
    sliding::Board::new(rows, cols, &cells)
}

/// A start needing exactly `asked` moves to `target`: a walk one move
/// farther a step, stepping back where none is.
fn walk_sliding(
    target: sliding::Board,
    asked: u32,
    rng: &mut Rng,
) -> Result<sliding::Board, GenError> {
    let needs = |board: sliding::Board| {
        sliding::Pair::new(board, target)
            .ok()
            .and_then(|pair| pair.solve())
            .map_or(usize::MAX, |s| s.len())
    };
    let farther = |board: sliding::Board, needed: usize, rng: &mut Rng| {
        let mut found = Vec::with_capacity(4);
        for next in sliding::Move::ALL.iter().filter_map(|&m| board.slide(m)) {
            if needs(next) == needed {
                found.push(next);
            }
        }
        for last in (1..found.len()).rev() {
            found.swap(last, rng.below(last as u64 + 1) as usize);
        }
        found
    };
    let mut steps = vec![farther(target, 1, rng)];
    // Boards walked to: each asks for the fewest moves of its neighbours.
    let mut walked = 0;
    while let Some(step) = steps.last_mut() {
        let Some(board) = step.pop() else {
            steps.pop();
            continue;
        };
        let needed = steps.len();
        if needed as u64 == u64::from(asked) {
            return Ok(board);
        }
        walked += 1;
        if walked > FIFTEEN_SOLVES / 4 {
            break;
        }
        steps.push(farther(board, needed + 1, rng));
    }
    Err(LevelError::NotFound { asked }.into())
}

/// `flipswap sliding`.
pub const SLIDING: Subcommand = Subcommand {
    name: "sliding",
    summary: "Sliding tiles at any size from 2 x 2 to 4 x 4: a start and a\ntarget, each rows of numbers ('0' the blank) up to a blank line;\nprints the fewest moves, then the moves u/d/l/r, least in the\norder d, l, r, u, or Impossible",
    what: "rows of numbers, 0 the blank, a blank line, the target's rows",
    answer: "the fewest moves, then moves like 'rr', or Impossible",
    options: &[Opt::Show],
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
take the start to the target. Up to 3 x 3, and 4 x 4 to a target with its
blank in the bottom-right corner, answers are quick; 3 x 4 and 4 x 3 take
milliseconds; other 4 x 4 pairs about a second when drawn at random, and
the farthest may take minutes.

example:
  $ printf '1 2 3\\n0 4 5\\n\\n1 2 3\\n4 5 0\\n' | flipswap sliding
  2
  rr
",
};

/// Sliding tiles at any size: the fewest moves, then the moves `u d l r`
/// (least in the order d, l, r, u among them; an empty line when there are
/// none), or `Impossible`.
impl Answer for sliding::Boards {
    type Judge = SlideJudge;
    fn answer<W: Write>(self, _: u64, out: &mut W, show: bool) -> io::Result<()> {
        let Some(solution) = self.pair().ok().and_then(|pair| pair.solve()) else {
            return line(out, check::IMPOSSIBLE);
        };
        count(out, solution.len())?;
        out.write_all(solution.text().with_newline())?;
        if !show {
            return Ok(());
        }
        writeln!(out, "\nstart:\n{}", self.start())?;
        let mut board = self.start();
        for step in solution.moves() {
            board = board.slide(step).unwrap_or(board);
            writeln!(out, "\nmove {}:\n{board}", step.letter())?;
        }
        writeln!(out)
    }
    fn judge(self, _: u64) -> SlideJudge {
        SlideJudge::sliding(self)
    }
}
