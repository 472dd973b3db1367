//! `flipswap gen swap-game` and `gen moving-toys`: pairs of a size drawn
//! with half their cells black, at an exact number of swaps where it can
//! be, and written in each judge's format.

use crate::Cell;
use crate::answer::{Put, Sink};
use crate::format::Format;
use crate::levels::{Level, LevelError, Moves, Rng};
use crate::pose::{GenError, Pose, Spec, SpecError, size, write_rows};
use crate::swap_game::{AnyPair, Grid, MAX_SWAPS, SwapJudge};

/// `flipswap gen swap-game`: the swap game at a size of `--size` (4 × 4
/// unless given), a target drawn with half its cells black (eight of
/// sixteen, as Luogu P1225's), then a start for it. Exactly `n`: targets
/// drawn until one has starts needing `n`, where the most any pair of the
/// size needs is known; where it is not, a few targets
/// are tried; `gen moving-toys` draws alike and writes the pair in its own
/// format.
impl<const COUNT: bool> Pose for SwapJudge<COUNT> {
    type Setup = Drawing;
    type Drawn = AnyPair;

    fn setup(spec: &Spec, format: Format) -> Result<Drawing, GenError> {
        let (rows, cols) = size(spec.size, format, (4, 4))?;
        let empty = Grid::new(rows, cols).map_err(SpecError::from)?;
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

    fn pose<S: Sink>(pair: &AnyPair, format: Format, sink: &mut S) -> Put<S> {
        pose_pair(pair, format, sink, !COUNT)
    }

    fn drawn(pair: &AnyPair) -> &AnyPair {
        pair
    }

    fn size_of(pair: &AnyPair, _format: Format) -> (u8, u8) {
        (pair.start().rows(), pair.start().cols())
    }
}

/// The start's rows, then the target's, a blank line between them; where
/// `eight_rows`, a 4 × 4 case as Luogu P1225 writes it, eight rows with
/// none between (moving toys, Luogu P4289, has the blank line).
fn pose_pair<S: Sink>(pair: &AnyPair, format: Format, sink: &mut S, eight_rows: bool) -> Put<S> {
    let (start, target) = (pair.start(), pair.target());
    let (rows, cols) = (start.rows(), start.cols());
    let row = |grid: Grid| {
        move |r: u8| (grid.bits() >> (u32::from(r) * u32::from(cols))) as u32 & ((1u32 << cols) - 1)
    };
    write_rows(sink, format, (rows, cols), row(start))?;
    if !(eight_rows && format.split == Some((2 * rows, cols))) {
        sink.put(b"\n")?;
    }
    write_rows(sink, format, (rows, cols), row(target))
}

/// What `gen swap-game` and `gen moving-toys` draw from: the size, and the
/// most any pair of it with half its cells black needs, where known.
#[derive(Clone, Copy, Debug)]
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
/// most of every target, each weighed; `None` elsewhere.
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
    // A grid has a column at least: said for the division.
    let cols = u64::from(empty.cols().max(1));
    let cells = u64::from(empty.rows()) * cols;
    let mut target = empty;
    let mut black = 0;
    for cell in 0..cells {
        let wanted = cells / 2 - black;
        if rng.below(cells - cell) < wanted {
            let at = Cell::new((cell / cols) as u8, (cell % cols) as u8);
            if let Some(grid) = target.with(at, true) {
                target = grid;
                black += 1;
            }
        }
    }
    target
}
