//! `gen` and `validate` for `lights-out` with a rule: boards of digits of
//! any number of presses, or of exactly n (drawn again until the fewest
//! presses are n), each written back as rows of digits.

use super::{RuledLights, engine, write_digits};
use crate::answer::{Put, Sink, text};
use crate::format::Format;
use crate::goal::Goal;
use crate::levels::{LevelError, Moves, Rng};
use crate::pose::{self, GenError, Pose, Spec};
use crate::press::Cells;
use crate::press::LightsRule;

/// How many boards `gen` draws for one of an exact number of presses
/// before it gives up.
const TRIES: u32 = 2000;

/// The press maps weighed for each board drawn for an exact number.
const WEIGHED: u64 = 1 << 20;

/// What boards are drawn from: their size, the rule and the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    size: (u8, u8),
    rule: LightsRule,
    goal: Goal,
}

/// `lights-out` with a rule: any board (each cell a random digit), or one
/// needing exactly n presses: n presses at random cells taken back from a
/// goal, drawn again until the fewest presses are n.
impl Pose for RuledLights {
    type Setup = Setup;
    type Drawn = RuledLights;

    fn setup(spec: &Spec, format: Format) -> Result<Setup, GenError> {
        let size = pose::size(spec.size, format, (5, 5))?;
        if spec.moves == Moves::Most {
            return Err(LevelError::MostUnknown.into());
        }
        Ok(Setup {
            size,
            rule: spec.rule,
            goal: spec.goal,
        })
    }

    fn draw(setup: &Setup, moves: Moves, rng: &mut Rng) -> Result<RuledLights, GenError> {
        // A size has a column and a rule a state at least: said for the
        // divisions.
        let (rows, cols) = (usize::from(setup.size.0), usize::from(setup.size.1.max(1)));
        let states = setup.rule.states.max(1);
        let random = |rng: &mut Rng, presses: Option<u32>| {
            let mut cells = Cells::ZERO;
            match presses {
                None => {
                    for i in 0..rows * cols {
                        cells.set(i / cols, i % cols, rng.below(u64::from(states)) as u8);
                    }
                }
                Some(n) => {
                    for _ in 0..n {
                        let i = rng.below((rows * cols) as u64) as usize;
                        let (r, c) = (i / cols, i % cols);
                        cells.set(r, c, (cells.get(r, c) + 1) % states);
                    }
                }
            }
            cells
        };
        let Moves::Exactly(asked) = moves else {
            let board = random(rng, None);
            return RuledLights::new(setup.size.0, setup.size.1, &board)
                .ok_or(LevelError::MostUnknown.into());
        };
        let mut kept = None;
        let engine = engine(&mut kept, setup.size, setup.rule)
            .map_err(|_| LevelError::NotFound { asked })?;
        let (targets, _) = engine.targets(setup.goal, states);
        for _ in 0..TRIES {
            let map = random(rng, Some(asked));
            // The board that `map`'s presses take to the goal.
            let pressed = engine.apply(&Cells::ZERO, &map);
            let board = targets[0].sub(&pressed, states);
            let fewest = engine.fewest(&board, (setup.goal, states), WEIGHED, &mut |_| {});
            if let Ok(Some(best)) = fewest {
                if best.presses() == asked {
                    if let Some(case) = RuledLights::new(setup.size.0, setup.size.1, &board) {
                        return Ok(case);
                    }
                }
            }
        }
        Err(LevelError::NotFound { asked }.into())
    }

    fn pose<S: Sink>(case: &RuledLights, _format: Format, sink: &mut S) -> Put<S> {
        text(sink, |out| write_digits(out, case.board(), case.size()))
    }

    fn drawn(case: &RuledLights) -> &RuledLights {
        case
    }

    fn size_of(case: &RuledLights, _format: Format) -> (u8, u8) {
        case.size()
    }
}
