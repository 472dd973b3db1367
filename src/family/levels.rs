//! `flipswap gen` of the Lights Out family: each judge's boards drawn as
//! `lights-out`'s are, for the judge's own goal, and written in its
//! format.

use super::{FixedJudge, Of};
use crate::answer::{Put, Sink};
use crate::format::Format;
use crate::levels::{Level, Moves, Rng};
use crate::lights_out::{self, Goal, Solver};
use crate::pose::{GenError, Pose, Spec};

impl<J: FixedJudge> Pose for Of<J> {
    type Setup = (Solver, Goal);
    type Drawn = lights_out::Board;

    fn setup(spec: &Spec, format: Format) -> Result<(Solver, Goal), GenError> {
        lights_out::gen_setup(spec, format, J::SIBLING.goal())
    }

    fn draw(
        space: &(Solver, Goal),
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<lights_out::Board, GenError> {
        Ok(lights_out::Board::random(space, moves, rng)?)
    }

    fn pose<S: Sink>(board: &lights_out::Board, format: Format, sink: &mut S) -> Put<S> {
        lights_out::pose_board(board, format, sink)
    }

    fn drawn(case: &Of<J>) -> &lights_out::Board {
        case.board()
    }

    fn size_of(board: &lights_out::Board, _format: Format) -> (u8, u8) {
        (board.rows(), board.cols())
    }

    fn name(case: &Of<J>) -> &[u8] {
        case.name()
    }
}
