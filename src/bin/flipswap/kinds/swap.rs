//! The swap game at any size: `swap-game` (Luogu P1225) and `moving-toys`
//! (Luogu P4289).

use std::io::{self, Write};

use flipswap::check::Judge;
use flipswap::format::Format;
use flipswap::levels::{Level, Moves, Rng};
use flipswap::swap_game::{AnyPair, Grid};

use crate::cases::{Cases, Failure, Options};
use crate::generate::{GenError, Pose, Spec, size, write_rows};

/// Swap-game cases of any size: with `MOVES`, answered with the count and
/// the swaps (`swap-game`, Luogu P1225), else with the count alone
/// (`moving-toys`, Luogu P4289); judged alike.
pub struct Swaps<const MOVES: bool>;

impl<const MOVES: bool> Cases for Swaps<MOVES> {
    type Case = AnyPair;
    type Solvers = ();
    type Judge = Judge;

    fn answer<W: Write>(
        pair: AnyPair,
        _number: u64,
        out: &mut W,
        options: Options,
        _solvers: &mut (),
    ) -> Result<(), Failure> {
        let how = crate::swaps::Output {
            swaps: MOVES,
            show: options.show,
        };
        crate::swaps::write(out, pair, how).map_err(Failure::Write)
    }

    fn judge(pair: AnyPair, _number: u64, _options: Options) -> Result<Judge, String> {
        Ok(if MOVES {
            Judge::new(pair)
        } else {
            Judge::count_only(pair)
        })
    }
}

/// The swap game at a size of `--size` (4 × 4 unless given): a target
/// drawn with half its cells black (eight of sixteen, as Luogu P1225's),
/// then a start for it.
impl<const MOVES: bool> Pose for Swaps<MOVES> {
    type Setup = Grid;
    type Drawn = AnyPair;

    fn setup(spec: &Spec, format: Format) -> Result<Grid, GenError> {
        let (rows, cols) = size(spec.size, format, (4, 4))?;
        Grid::new(rows, cols).map_err(|error| GenError::Spec(error.to_string()))
    }

    fn draw(empty: &Grid, moves: Moves, rng: &mut Rng) -> Result<AnyPair, GenError> {
        let cells = u64::from(empty.rows()) * u64::from(empty.cols());
        let mut target = *empty;
        let mut black = 0;
        // Each cell black with the chance that leaves half of the rest to
        // fill: a uniform draw of cells / 2 of them.
        for cell in 0..cells {
            let wanted = cells / 2 - black;
            if rng.below(cells - cell) < wanted {
                let at = flipswap::Cell::new(
                    (cell / u64::from(empty.cols())) as u8,
                    (cell % u64::from(empty.cols())) as u8,
                );
                if let Some(grid) = target.with(at, true) {
                    target = grid;
                    black += 1;
                }
            }
        }
        Ok(AnyPair::random(&target, moves, rng)?)
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
        if !(MOVES && format.split == Some((2 * rows, cols))) {
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
