//! `gen` and `validate` for Gambler Bo and the harmonious matrix: boards
//! that some presses clear, sizes that have a harmonious matrix, each
//! written back as its judge writes it.

use super::answer::write_rows;
use super::{GAMBLER_BO_RULE, GamblerBo, Harmonious, solver};
use crate::answer::{Put, Sink, text};
use crate::format::Format;
use crate::levels::{LevelError, Moves, Rng};
use crate::pose::{self, GenError, Pose, Spec, SpecError, Unposed};
use crate::press::{Cells, Stencil};

/// What cases are drawn from: one size, or (`None`) a size drawn for each
/// case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes(Option<(u8, u8)>);

/// The size asked for, checked against the format; any number of moves
/// only (the judges accept any answer).
fn sizes(spec: &Spec, format: Format) -> Result<Sizes, GenError> {
    if spec.moves != Moves::Any {
        return Err(SpecError::AnyAnswer.into());
    }
    match spec.size {
        Some(size) => Ok(Sizes(Some(pose::size(Some(size), format, size)?))),
        None => Ok(Sizes(None)),
    }
}

/// A side from 1 to `most`.
fn side(rng: &mut Rng, most: u8) -> u8 {
    1 + rng.below(u64::from(most)) as u8
}

/// Gambler Bo: boards that some presses clear, each the negation of a
/// random press map's sum (each cell pressed 0, 1 or 2 times).
impl Pose for GamblerBo {
    type Setup = Sizes;
    type Drawn = GamblerBo;

    fn setup(spec: &Spec, format: Format) -> Result<Sizes, GenError> {
        sizes(spec, format)
    }

    fn draw(sizes: &Sizes, _moves: Moves, rng: &mut Rng) -> Result<GamblerBo, GenError> {
        let (rows, cols) = sizes.0.unwrap_or_else(|| (side(rng, 30), side(rng, 30)));
        let mut map = Cells::ZERO;
        for r in 0..usize::from(rows) {
            for c in 0..usize::from(cols) {
                map.set(r, c, rng.below(3) as u8);
            }
        }
        let case = GamblerBo::new(rows, cols, &Cells::ZERO).ok_or(SpecError::AnyAnswer)?;
        let grid = case.grid().ok_or(SpecError::AnyAnswer)?;
        let board = Cells::ZERO.sub(&grid.apply(&Cells::ZERO, &map), 3);
        GamblerBo::new(rows, cols, &board).ok_or_else(|| SpecError::AnyAnswer.into())
    }

    fn pose<S: Sink>(case: &GamblerBo, _format: Format, sink: &mut S) -> Put<S> {
        let (rows, cols) = case.size();
        text(sink, |out| {
            writeln!(out, "{rows} {cols}")?;
            write_rows(out, case.board(), case.size())
        })
    }

    fn drawn(case: &GamblerBo) -> &GamblerBo {
        case
    }

    /// The judge guarantees that some presses make every value 0.
    fn posed(case: &GamblerBo) -> Result<(), Unposed> {
        let mut kept = None;
        let solver = solver(&mut kept, case.size(), &GAMBLER_BO_RULE, 3);
        match solver.and_then(|solver| solver.any(case.board(), &Cells::ZERO)) {
            Some(_) => Ok(()),
            None => Err(Unposed::Unsolvable),
        }
    }

    fn size_of(case: &GamblerBo, _format: Format) -> (u8, u8) {
        case.size()
    }
}

/// The harmonious matrix: the size asked for, or sizes drawn among those
/// that have a harmonious matrix (the judge poses no other).
impl Pose for Harmonious {
    type Setup = Sizes;
    type Drawn = Harmonious;

    /// A size asked for must have a harmonious matrix.
    fn setup(spec: &Spec, format: Format) -> Result<Sizes, GenError> {
        let sizes = sizes(spec, format)?;
        if let Some(case) = sizes.0.and_then(|(rows, cols)| Harmonious::new(rows, cols)) {
            Self::posed(&case).map_err(SpecError::NotPosed)?;
        }
        Ok(sizes)
    }

    fn draw(sizes: &Sizes, _moves: Moves, rng: &mut Rng) -> Result<Harmonious, GenError> {
        if let Some((rows, cols)) = sizes.0 {
            return Harmonious::new(rows, cols).ok_or_else(|| SpecError::AnyAnswer.into());
        }
        let mut kept = None;
        // About one size in three has one: a thousand draws never all miss.
        for _ in 0..1000 {
            let (rows, cols) = (side(rng, 40), side(rng, 40));
            let has = solver(&mut kept, (rows, cols), &Stencil::CROSS, 2)
                .is_some_and(|solver| solver.kernel_dimension() > 0);
            if let (true, Some(case)) = (has, Harmonious::new(rows, cols)) {
                return Ok(case);
            }
        }
        Err(LevelError::NotFound { asked: 0 }.into())
    }

    fn pose<S: Sink>(case: &Harmonious, _format: Format, sink: &mut S) -> Put<S> {
        let (rows, cols) = case.size();
        text(sink, |out| writeln!(out, "{rows} {cols}"))
    }

    fn drawn(case: &Harmonious) -> &Harmonious {
        case
    }

    /// The judge guarantees that a matrix other than all 0 is harmonious.
    fn posed(case: &Harmonious) -> Result<(), Unposed> {
        let size = case.size();
        let mut kept = None;
        let solver = solver(&mut kept, size, &Stencil::CROSS, 2);
        match solver.is_some_and(|solver| solver.kernel_dimension() > 0) {
            true => Ok(()),
            false => Err(Unposed::NoMatrix { size }),
        }
    }

    fn size_of(case: &Harmonious, _format: Format) -> (u8, u8) {
        case.size()
    }
}
