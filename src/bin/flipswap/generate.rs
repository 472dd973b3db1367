//! `flipswap gen`: boards of an exact difficulty, written in a subcommand's
//! own input format, so that `flipswap gen X ... | flipswap X` answers
//! each with exactly the moves asked for.
//!
//! The library draws the boards and writes them ([`flipswap::pose`]); this
//! file writes them out as they come, with a progress line for a person
//! waiting.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use flipswap::levels::LevelError;
use flipswap::pose::{self, Draws, Pose, SpecError, write_case, write_count, write_end};

use crate::cases::Out;
use crate::progress::{self, drawn_words};

/// What `flipswap gen` is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Batch {
    /// The boards: how many moves, the size, the goal.
    pub draw: pose::Spec,
    /// `--count`: how many cases.
    pub count: u64,
    /// `--seed`: the same seed, the same bytes.
    pub seed: u64,
    /// `--quiet`: no progress line while slow draws go on.
    pub quiet: bool,
}

/// Why no input was written.
#[derive(Debug)]
pub enum GenFailure {
    /// The spec asks for a size or goal the subcommand's judge does not
    /// pose.
    Spec(SpecError),
    /// No board of the asked difficulty.
    Level(LevelError),
    /// Standard output failed.
    Write(io::Error),
}

impl From<pose::GenError> for GenFailure {
    fn from(error: pose::GenError) -> GenFailure {
        match error {
            pose::GenError::Spec(error) => GenFailure::Spec(error),
            pose::GenError::Level(error) => GenFailure::Level(error),
        }
    }
}

/// How long written cases may wait in the buffer while quick draws go on.
const FLUSH_EVERY: Duration = Duration::from_millis(100);

/// A draw that takes longer than this writes its case out at once.
const SLOW_DRAW: Duration = Duration::from_millis(1);

/// Draws `spec.count` cases of `C` and writes them as one input in
/// `C`'s format: the count line where the format opens with one, each
/// case's head (its size, its name), a blank line after each board where
/// a blank line ends it, and `end` where the format ends so.
///
/// Each case is written as it is drawn and reaches `out` at once when its
/// draw was slow, else within [`FLUSH_EVERY`], so a reader downstream sees
/// the cases as they come and a closed pipe ends the run at the next
/// write. The first case is drawn before anything is written, so a spec
/// that no board meets writes nothing. On a terminal, after a second, a
/// line on stderr says how many boards are written ([`progress`]).
pub fn run<C: Pose, W: Write>(spec: &Batch, out: &mut W) -> Result<(), GenFailure> {
    let mut draws = Draws::<C>::new(&spec.draw, spec.seed)?;
    let format = draws.format();
    if let Some(most) = format.most_cases {
        if spec.count > u64::from(most) {
            let asked = spec.count;
            return Err(GenFailure::Spec(SpecError::TooManyCases { asked, most }));
        }
    }
    // When the case being written began to be drawn.
    let mut started = Instant::now();
    let mut first = match spec.count {
        0 => None,
        _ => Some(draws.draw()?),
    };
    write_count(&mut Out(out), format, spec.count).map_err(GenFailure::Write)?;
    let mut line = progress::Line::of(String::new(), spec.quiet);
    let mut flushed = Instant::now();
    let mut name = Vec::new();
    for index in 0..spec.count {
        let case = match first.take() {
            Some(case) => case,
            None => {
                started = Instant::now();
                draws.draw()?
            }
        };
        name.clear();
        write!(name, "puzzle{}", index + 1).map_err(GenFailure::Write)?;
        line.clear();
        write_case::<C, _>(&mut Out(out), format, index, &name, &case)
            .map_err(GenFailure::Write)?;
        // A case read in parts (a lanterns case's queries): the rest of it.
        let mut part = case;
        while let Some(next) = draws.next_part(&part) {
            write_case::<C, _>(&mut Out(out), format, index, &name, &next)
                .map_err(GenFailure::Write)?;
            part = next;
        }
        if started.elapsed() >= SLOW_DRAW || flushed.elapsed() >= FLUSH_EVERY {
            out.flush().map_err(GenFailure::Write)?;
            flushed = Instant::now();
            line.say(|spent| drawn_words(C::NAME, index + 1, spec.count, spent));
        }
    }
    line.clear();
    write_end(&mut Out(out), format).map_err(GenFailure::Write)?;
    out.flush().map_err(GenFailure::Write)
}
