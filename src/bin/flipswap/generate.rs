//! `flipswap gen`: boards of an exact difficulty, written in a subcommand's
//! own input format, so that `flipswap gen X ... | flipswap X` answers
//! each with exactly the moves asked for.
//!
//! The library draws the boards ([`flipswap::levels`]); this file says,
//! per subcommand, what space they are drawn from (the size, the goal, a
//! target) and writes them. What the format needs around the cases (the
//! count line, a head per case, the `end` line) comes from the format
//! itself, the same [`Format`] value the reader reads it with.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use flipswap::format::{Cols, Format, Head, Rows};
use flipswap::levels::{LevelError, Moves, Rng};
use flipswap::lights_out::Goal;
use flipswap::write::{self, ROW_BYTES};

use crate::cases::{CaseOf, Cases};
use crate::progress::{self, drawn_words};

/// What `flipswap gen` is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// How many moves each board needs.
    pub moves: Moves,
    /// `--size`: rows and columns, where the subcommand's boards have a
    /// size to choose.
    pub size: Option<(u8, u8)>,
    /// `--goal`, for lights-out.
    pub goal: Goal,
    /// `--count`: how many cases.
    pub count: u64,
    /// `--seed`: the same seed, the same bytes.
    pub seed: u64,
    /// `--quiet`: no progress line while slow draws go on.
    pub quiet: bool,
}

/// Why no input was written.
#[derive(Debug)]
pub enum GenError {
    /// The spec asks for a size or goal the subcommand's judge does not
    /// pose.
    Spec(String),
    /// No board of the asked difficulty.
    Level(LevelError),
    /// Standard output failed.
    Write(io::Error),
}

impl From<LevelError> for GenError {
    fn from(error: LevelError) -> GenError {
        GenError::Level(error)
    }
}

/// How a subcommand's cases are drawn and written as its input: one impl
/// per `case` type of the puzzle table.
pub trait Pose: Cases {
    /// What every case is drawn from: the size, the goal.
    type Setup;
    /// One drawn case.
    type Drawn;
    /// The setup for `spec`, or why the judge poses no such case.
    fn setup(spec: &Spec, format: Format) -> Result<Self::Setup, GenError>;
    /// One case needing `moves`.
    fn draw(setup: &Self::Setup, moves: Moves, rng: &mut Rng) -> Result<Self::Drawn, GenError>;
    /// Writes case `number` (from 1) as the input holds it, after its head.
    fn pose<W: Write>(drawn: &Self::Drawn, format: Format, out: &mut W) -> io::Result<()>;
    /// A case read from an input as the drawn case that [`pose`](Self::pose)
    /// writes: `validate` writes each case back and compares.
    fn drawn(case: &CaseOf<Self>) -> &Self::Drawn;
    /// Its rows and columns, for `validate --size`.
    fn size_of(_drawn: &Self::Drawn, format: Format) -> (u8, u8) {
        format.size().unwrap_or_default()
    }
    /// The name its head gives, where the format names cases.
    fn name(_case: &CaseOf<Self>) -> &[u8] {
        &[]
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
pub fn run<C: Pose, W: Write>(spec: &Spec, out: &mut W) -> Result<(), GenError> {
    let format = C::reader().format();
    let setup = C::setup(spec, format)?;
    let mut rng = Rng::new(spec.seed);
    // When the case being written began to be drawn.
    let mut started = Instant::now();
    let mut first = match spec.count {
        0 => None,
        _ => Some(C::draw(&setup, spec.moves, &mut rng)?),
    };
    write_count(out, format, spec.count).map_err(GenError::Write)?;
    let mut line = progress::Line::of(String::new(), spec.quiet);
    let mut flushed = Instant::now();
    let mut name = Vec::new();
    for index in 0..spec.count {
        let case = match first.take() {
            Some(case) => case,
            None => {
                started = Instant::now();
                C::draw(&setup, spec.moves, &mut rng)?
            }
        };
        name.clear();
        write!(name, "puzzle{}", index + 1).map_err(GenError::Write)?;
        line.clear();
        write_case::<C, W>(out, format, index, &name, &case).map_err(GenError::Write)?;
        if started.elapsed() >= SLOW_DRAW || flushed.elapsed() >= FLUSH_EVERY {
            out.flush().map_err(GenError::Write)?;
            flushed = Instant::now();
            line.say(|spent| drawn_words(C::NAME, index + 1, spec.count, spent));
        }
    }
    line.clear();
    write_end(out, format).map_err(GenError::Write)?;
    out.flush().map_err(GenError::Write)
}

/// The count line, where the format opens with one. `gen` and `validate`
/// share these three writers, so what one writes the other accepts.
pub fn write_count<W: Write>(out: &mut W, format: Format, count: u64) -> io::Result<()> {
    if format.counted() {
        writeln!(out, "{count}")?;
    }
    Ok(())
}

/// Case `index` (from 0): the blank line before it where a blank line
/// ends a board or stands between cases, its name where the format names
/// cases, then the case.
pub fn write_case<C: Pose, W: Write>(
    out: &mut W,
    format: Format,
    index: u64,
    name: &[u8],
    case: &C::Drawn,
) -> io::Result<()> {
    if (format.rows == Rows::UntilBlank || format.blank_between) && index > 0 {
        out.write_all(b"\n")?;
    }
    if format.head == Head::Name {
        out.write_all(name)?;
        out.write_all(b"\n")?;
    }
    C::pose(case, format, out)
}

/// The `end` line, where the format ends so.
pub fn write_end<W: Write>(out: &mut W, format: Format) -> io::Result<()> {
    if format.head == Head::Name {
        out.write_all(b"end\n")?;
    }
    Ok(())
}

/// Writes the rows of a board of `rows` × `cols`, row `r` being
/// `row_bits(r)` (bit `c` the cell of column `c`), in the format's symbols.
pub fn write_rows<W: Write>(
    out: &mut W,
    format: Format,
    rows: u8,
    cols: u8,
    row_bits: impl Fn(u8) -> u32,
) -> io::Result<()> {
    let (symbols, spaced) = match format.cells {
        flipswap::format::Cells::Symbols { symbols, spaced } => (symbols, spaced),
        flipswap::format::Cells::Tiles { .. } => (*b"01", false),
    };
    let mut buffer = [0; ROW_BYTES];
    for row in 0..rows {
        out.write_all(write::row(
            &mut buffer,
            row_bits(row),
            cols,
            symbols,
            spaced,
        ))?;
    }
    Ok(())
}

/// The size of the boards: what the format fixes, else `--size`, else
/// `default`; checked against the format's limits.
pub fn size(
    asked: Option<(u8, u8)>,
    format: Format,
    default: (u8, u8),
) -> Result<(u8, u8), GenError> {
    let fixed = |side: u8| (1, side);
    let rows_range = match format.rows {
        Rows::Fixed(rows) => (rows, rows),
        Rows::FromHead | Rows::UntilBlank => fixed(format.max_side),
    };
    let cols_range = match format.cols {
        Cols::Fixed(cols) => (cols, cols),
        Cols::FromHead | Cols::FirstRow => fixed(format.max_side),
    };
    let (rows, cols) = match (asked, format.size()) {
        (None, Some(size)) => size,
        (None, None) => (
            default.0.clamp(rows_range.0, rows_range.1),
            default.1.clamp(cols_range.0, cols_range.1),
        ),
        (Some(size), _) => size,
    };
    let within = |side: u8, (low, high): (u8, u8)| (low..=high).contains(&side);
    let square = format.head != Head::Side || rows == cols;
    if within(rows, rows_range) && within(cols, cols_range) && square {
        return Ok((rows, cols));
    }
    let sides = |(low, high): (u8, u8)| {
        if low == high {
            low.to_string()
        } else {
            format!("{low} to {high}")
        }
    };
    let shape = if format.head == Head::Side {
        format!(
            "square boards of side {}",
            sides((rows_range.0, rows_range.1))
        )
    } else {
        format!(
            "boards of {} rows and {} columns",
            sides(rows_range),
            sides(cols_range)
        )
    };
    Err(GenError::Spec(format!(
        "no board of {rows}x{cols} here: the format holds {shape}"
    )))
}

/// The puzzles of one fixed board: drawn from their tables, written as
/// their `Display` (the judge's text). A macro: the same impl for the
/// toggle boards and the 8-puzzle's, in their families' files.
macro_rules! pose_fixed {
    ($($case:ty),* $(,)?) => {$(
        impl $crate::generate::Pose for $case {
            type Setup = ();
            type Drawn = $case;

            fn setup(
                spec: &$crate::generate::Spec,
                format: flipswap::format::Format,
            ) -> Result<(), $crate::generate::GenError> {
                $crate::generate::size(spec.size, format, (0, 0)).map(|_| ())
            }

            fn draw(
                (): &(),
                moves: flipswap::levels::Moves,
                rng: &mut flipswap::levels::Rng,
            ) -> Result<$case, $crate::generate::GenError> {
                Ok(<$case as flipswap::levels::Level>::random(&(), moves, rng)?)
            }

            fn pose<W: std::io::Write>(
                drawn: &$case,
                _format: flipswap::format::Format,
                out: &mut W,
            ) -> std::io::Result<()> {
                writeln!(out, "{drawn}")
            }

            fn drawn(case: &$case) -> &$case {
                case
            }
        }
    )*};
}

pub(crate) use pose_fixed;
