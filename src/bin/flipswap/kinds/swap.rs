//! The swap game at any size: `swap-game` (Luogu P1225) and `moving-toys`
//! (Luogu P4289).

use std::io::{self, Write};

use flipswap::Cell;
use flipswap::check::Judge;
use flipswap::format::Format;
use flipswap::levels::{Level, LevelError, Moves, Rng};
use flipswap::swap_game::{AnyPair, Grid, MAX_SWAPS};
use flipswap::swap_game::{MovingToys, Swapped};

use crate::cases::{Cases, Opt, Options, Words};
use crate::generate::{GenError, Pose, Spec, size, write_rows};

/// The swap game's two judges: the library's answers (`swap-game`, Luogu
/// P1225: the count and the swaps; `moving-toys`, Luogu P4289: the count
/// alone), the boards after each swap for `--show`, and the library's
/// judge (of the swaps, or of the count alone).
macro_rules! cases_swap {
    ($($case:ty: $judge:path;)*) => {$(
        impl Cases for $case {
            type Judge = Judge;

            fn show<W: Write>(pair: &AnyPair, found: &Option<Swapped>, out: &mut W) -> io::Result<()> {
                match found {
                    Some(swapped) => show_swaps(out, pair.start(), swapped),
                    None => Ok(()),
                }
            }

            fn judge(pair: AnyPair, _number: u64, _options: Options) -> Result<Judge, String> {
                Ok($judge(pair))
            }
        }
    )*};
}

cases_swap! {
    AnyPair: Judge::new;
    MovingToys: Judge::count_only;
}

/// The swap game at a size of `--size` (4 × 4 unless given): a target
/// drawn with half its cells black (eight of sixteen, as Luogu P1225's),
/// then a start for it. Exactly `n`: targets drawn until one has starts
/// needing `n`, where the most any pair of the size needs is known
/// ([`most_of_size`]); where it is not, a few targets are tried.
macro_rules! pose_swaps {
    ($($case:ty = $moves:literal;)*) => {$(
        impl Pose for $case {
            type Setup = Drawing;
            type Drawn = AnyPair;

            fn setup(spec: &Spec, format: Format) -> Result<Drawing, GenError> {
                let (rows, cols) = size(spec.size, format, (4, 4))?;
                let empty = Grid::new(rows, cols).map_err(|error| GenError::Spec(error.to_string()))?;
                let most = most_of_size(empty);
                match (spec.moves, most) {
                    (Moves::Exactly(asked), Some(most)) if asked > most => {
                        Err(LevelError::TooMany { asked, most }.into())
                    }
                    _ => Ok(Drawing { empty, most }),
                }
            }

            fn draw(drawing: &Drawing, moves: Moves, rng: &mut Rng) -> Result<AnyPair, GenError> {
                let n = match (moves, drawing.most) {
                    (Moves::Any, _) | (Moves::Most, None) => {
                        return Ok(AnyPair::random(&half(drawing.empty, rng), moves, rng)?);
                    }
                    (Moves::Most, Some(most)) => most,
                    (Moves::Exactly(n), _) => n,
                };
                let mut tries = 0;
                loop {
                    let target = half(drawing.empty, rng);
                    // A target whose every start needs fewer: another target.
                    if drawing.most.is_some() && AnyPair::most(&target).is_some_and(|most| most < n) {
                        continue;
                    }
                    match AnyPair::random(&target, Moves::Exactly(n), rng) {
                        Ok(pair) => return Ok(pair),
                        Err(error) if drawing.most.is_none() && tries + 1 >= TARGETS => {
                            return Err(match error {
                                LevelError::TooMany { .. } => LevelError::NotFound { asked: n },
                                error => error,
                            }
                            .into());
                        }
                        Err(_) => tries += 1,
                    }
                }
            }

            fn pose<W: Write>(pair: &AnyPair, format: Format, out: &mut W) -> io::Result<()> {
                let (start, target) = (pair.start(), pair.target());
                let (rows, cols) = (start.rows(), start.cols());
                let row = |grid: Grid| {
                    move |r: u8| {
                        (grid.bits() >> (u32::from(r) * u32::from(cols))) as u32 & ((1u32 << cols) - 1)
                    }
                };
                write_rows(out, format, rows, cols, row(start))?;
                // Luogu P1225's 4 × 4 case is eight rows; moving toys (Luogu
                // P4289) and every other size put a blank line between the boards.
                if !($moves && format.split == Some((2 * rows, cols))) {
                    out.write_all(b"\n")?;
                }
                write_rows(out, format, rows, cols, row(target))
            }

            fn drawn(pair: &AnyPair) -> &AnyPair {
                pair
            }

            fn size_of(pair: &AnyPair, _format: Format) -> (u8, u8) {
                (pair.start().rows(), pair.start().cols())
            }
        }
    )*};
}

pose_swaps! {
    AnyPair = true;
    MovingToys = false;
}

/// What `gen swap-game` and `gen moving-toys` draw from: the size, and the
/// most any pair of it with half its cells black needs, where known.
pub struct Drawing {
    empty: Grid,
    most: Option<u32>,
}

/// Targets tried for a start needing n where the most of the size is not
/// known.
const TARGETS: u32 = 16;

/// The pairs of a size weighed to find its most: every target with half
/// its cells black and every start for each, at most 2^20 pairs (a fifth
/// of a second), every size up to 12 cells.
const WEIGHED: u64 = 1 << 20;

/// The most swaps any pair of `empty`'s size with half its cells black
/// needs: on 4 × 4 [`MAX_SWAPS`], the most of every pair of the judge's
/// board (two boards of eight black pieces need it); on up to 12 cells the
/// most of every target, each weighed by the library; `None` elsewhere.
fn most_of_size(empty: Grid) -> Option<u32> {
    let (rows, cols) = (empty.rows(), empty.cols());
    let cells = u32::from(rows) * u32::from(cols);
    if (rows, cols) == (4, 4) {
        return u32::try_from(MAX_SWAPS).ok();
    }
    let black = cells / 2;
    // C(cells, black) by C(cells, i + 1) = C(cells, i) (cells - i) / (i + 1).
    let targets = (0..black).try_fold(1u64, |ways, i| {
        Some(ways.checked_mul(u64::from(cells - i))? / u64::from(i + 1))
    })?;
    if targets.checked_mul(targets)? > WEIGHED {
        return None;
    }
    (0..1u64 << cells)
        .filter(|bits| bits.count_ones() == black)
        .filter_map(|bits| Grid::from_bits(rows, cols, bits))
        .map(|target| AnyPair::most(&target))
        .try_fold(0, |most, each| Some(most.max(each?)))
}

/// A target on `empty`'s board with half its cells black, each such
/// target equally likely: each cell black with the chance that leaves half
/// of the rest to fill.
fn half(empty: Grid, rng: &mut Rng) -> Grid {
    let cells = u64::from(empty.rows()) * u64::from(empty.cols());
    let mut target = empty;
    let mut black = 0;
    for cell in 0..cells {
        let wanted = cells / 2 - black;
        if rng.below(cells - cell) < wanted {
            let at = Cell::new(
                (cell / u64::from(empty.cols())) as u8,
                (cell % u64::from(empty.cols())) as u8,
            );
            if let Some(grid) = target.with(at, true) {
                target = grid;
                black += 1;
            }
        }
    }
    target
}

/// `flipswap swap-game`.
pub static SWAP_GAME: Words = Words {
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
pub static MOVING_TOYS: Words = Words {
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

/// The board from `start` after each swap, for `--show`.
fn show_swaps<W: Write>(out: &mut W, start: Grid, swapped: &Swapped) -> io::Result<()> {
    writeln!(out, "\nstart:\n{start}")?;
    let mut board = start;
    for (from, to) in swapped.moves() {
        board = board.swap(from, to).unwrap_or(board);
        writeln!(
            out,
            "\nswap {} {} with {} {}:\n{board}",
            from.row() + 1,
            from.col() + 1,
            to.row() + 1,
            to.col() + 1
        )?;
    }
    writeln!(out)
}
