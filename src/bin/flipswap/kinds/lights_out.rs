//! The Lights Out family: Lights Out at any size (`lights-out`) and its
//! siblings in seven judges' formats, answered by one solver per size and
//! drawn and written alike.

use std::io::{self, Write};

use flipswap::check::{FamilyJudge, LightsOutJudge};
use flipswap::family;
use flipswap::format::{Format, Head, Rows};
use flipswap::levels::{Level, Moves, Rng};
use flipswap::lights_out::{self, Goal, Solver};

use crate::cases::{CaseOf, Cases, Failure, Options};
use crate::generate::{GenError, Pose, Spec, size, write_rows};

/// Lights Out boards of any size, a blank line after each.
pub struct AnySize;

impl Cases for AnySize {
    type Case = lights_out::Board;
    type Solvers = Solvers;
    type Judge = LightsOutJudge;

    fn answer<W: Write>(
        board: lights_out::Board,
        number: u64,
        out: &mut W,
        options: Options,
        solvers: &mut Solvers,
    ) -> Result<(), Failure> {
        solvers.answer(&board, options.goal, number, |solution| {
            crate::answer::lights_out(out, &board, solution, options.show)
        })
    }

    fn judge(
        board: lights_out::Board,
        _number: u64,
        options: Options,
    ) -> Result<LightsOutJudge, String> {
        Ok(LightsOutJudge::new(&board, options.goal))
    }
}

/// A sibling of Lights Out in its judge's format: read by the library's
/// reader as `family::Of<S>` (the judge's format a constant), answered by
/// the engine for the judge's goal, written as the judge's answer says.
pub struct Family<S>(std::marker::PhantomData<S>);

impl<S: family::Judge> Cases for Family<S> {
    type Case = family::Of<S>;
    type Solvers = Solvers;
    type Judge = FamilyJudge;

    fn answer<W: Write>(
        case: family::Of<S>,
        number: u64,
        out: &mut W,
        options: Options,
        solvers: &mut Solvers,
    ) -> Result<(), Failure> {
        solvers.answer(case.board(), S::SIBLING.goal(), number, |solution| {
            crate::answer::sibling(out, &case, solution, options.show)
        })
    }

    fn judge(case: family::Of<S>, _number: u64, _options: Options) -> Result<FamilyJudge, String> {
        FamilyJudge::new(&case.test_case(), S::SIBLING).map_err(|error| error.to_string())
    }
}

/// The solver for the size of the last board answered: sizes usually repeat,
/// so a batch of boards of one size builds it once.
#[derive(Default)]
pub struct Solvers {
    last: Option<Solver>,
    /// Solvers built so far.
    pub built: u64,
}

impl Solvers {
    /// The solver for boards of `rows` × `cols`, built if the last was for
    /// another size.
    fn get(&mut self, rows: u8, cols: u8) -> Result<&Solver, lights_out::SizeError> {
        // Matched in place: a solver is a few KiB, not worth a move per board.
        if self
            .last
            .as_ref()
            .is_some_and(|solver| solver.rows() != rows || solver.cols() != cols)
        {
            self.last = None;
        }
        match self.last {
            Some(ref solver) => Ok(solver),
            None => {
                self.built += 1;
                Ok(self.last.insert(Solver::new(rows, cols)?))
            }
        }
    }

    /// Writes the answer to `board` for `goal` with `write`, given the
    /// canonical answer (`None`: no presses reach it); case `number` for a
    /// failure. The answer is lent, not returned: a solution is about 130
    /// bytes, not worth a copy per board.
    fn answer(
        &mut self,
        board: &lights_out::Board,
        goal: Goal,
        number: u64,
        write: impl FnOnce(Option<&lights_out::Solution>) -> io::Result<()>,
    ) -> Result<(), Failure> {
        let unanswered = |problem: String| Failure::Unanswered {
            case: number,
            problem,
        };
        let solver = self
            .get(board.rows(), board.cols())
            .map_err(|error| unanswered(error.to_string()))?;
        match &solver.solve(board, goal) {
            Ok(solution) => write(solution.as_ref()).map_err(Failure::Write),
            Err(error) => Err(unanswered(error.to_string())),
        }
    }
}

/// Lights Out at a size of `--size` (5 × 5 unless given, a line of 20 for
/// the judges of a line of bowls or cards) within the format's limits, for
/// `goal`.
fn lights_setup(spec: &Spec, format: Format, goal: Goal) -> Result<(Solver, Goal), GenError> {
    let default = if format.rows == Rows::Fixed(1) {
        (1, 20)
    } else {
        (5, 5)
    };
    let (rows, cols) = size(spec.size, format, default)?;
    let solver = Solver::new(rows, cols).map_err(|error| GenError::Spec(error.to_string()))?;
    Ok((solver, goal))
}

/// A Lights Out board: the head its format opens a case with (its size,
/// its side), then its rows.
fn pose_lights<W: Write>(board: &lights_out::Board, format: Format, out: &mut W) -> io::Result<()> {
    match format.head {
        Head::Size => writeln!(out, "{} {}", board.rows(), board.cols())?,
        Head::Side => writeln!(out, "{}", board.rows())?,
        Head::None | Head::Name => {}
    }
    write_rows(out, format, board.rows(), board.cols(), |row| {
        board.row(row)
    })
}

/// Lights Out boards for `--goal`, and the Lights Out family's judges,
/// each for its own goal: one way to draw and write them.
macro_rules! pose_lights {
    ($(impl$(<$judge:ident>)? for $case:ty: $goal:expr, |$read:ident| $drawn:expr $(, $name:expr)?;)*) => {$(
        impl$(<$judge: family::Judge>)? Pose for $case {
            type Setup = (Solver, Goal);
            type Drawn = lights_out::Board;

            fn setup(spec: &Spec, format: Format) -> Result<(Solver, Goal), GenError> {
                lights_setup(spec, format, $goal(spec))
            }

            fn draw(
                space: &(Solver, Goal),
                moves: Moves,
                rng: &mut Rng,
            ) -> Result<lights_out::Board, GenError> {
                Ok(lights_out::Board::random(space, moves, rng)?)
            }

            fn pose<W: Write>(board: &lights_out::Board, format: Format, out: &mut W) -> io::Result<()> {
                pose_lights(board, format, out)
            }

            fn drawn($read: &CaseOf<Self>) -> &lights_out::Board {
                $drawn
            }

            fn size_of(board: &lights_out::Board, _format: Format) -> (u8, u8) {
                (board.rows(), board.cols())
            }

            $(fn name($read: &CaseOf<Self>) -> &[u8] {
                $name
            })?
        }
    )*};
}

pose_lights! {
    impl for AnySize: |spec: &Spec| spec.goal, |board| board;
    impl<J> for Family<J>: |_: &Spec| J::SIBLING.goal(), |case| case.board(), case.name();
}
