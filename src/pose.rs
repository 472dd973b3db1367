//! A subcommand's cases as its judge's input: how `flipswap gen` draws
//! boards of an exact difficulty and writes them ([`Pose`]), and how
//! `flipswap validate` writes a case it read back, to compare with the
//! input. Both write with the same functions ([`write_count`],
//! [`write_case`], [`write_end`]), so what `gen` writes `validate` takes.
//! What the format needs around the cases (the count line, a head per
//! case, the `end` line) comes from the format itself, the same
//! [`Format`] value the reader reads it with.

use core::fmt;

use crate::SizeError;
use crate::answer::{Put, Sink, Subcommand, text};
use crate::format::{Cells, Cols, Format, Head, Rows};
use crate::levels::{Level, LevelError, Moves, Rng};
use crate::write::{self, ROW_BYTES};

/// What `flipswap gen` is asked to draw; its default is what `gen` draws
/// given no option: any number of moves, the subcommand's own size,
/// Lights Out's goal off and its own rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Spec {
    /// How many moves each board needs.
    pub moves: Moves,
    /// `--size`: rows and columns, where the subcommand's boards have a
    /// size to choose.
    pub size: Option<(u8, u8)>,
    /// `--goal`, for `lights-out`.
    #[cfg(feature = "lights-out")]
    pub goal: crate::goal::Goal,
    /// `--rule`, `--torus` and `--states`, for `lights-out`.
    #[cfg(all(feature = "lights-out", feature = "press"))]
    pub rule: crate::press::LightsRule,
}

/// Why no board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenError {
    /// The spec asks for what the subcommand's judge does not pose.
    Spec(SpecError),
    /// No board of the asked difficulty.
    Level(LevelError),
}

impl From<LevelError> for GenError {
    fn from(error: LevelError) -> GenError {
        GenError::Level(error)
    }
}

impl From<SpecError> for GenError {
    fn from(error: SpecError) -> GenError {
        GenError::Spec(error)
    }
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenError::Spec(error) => error.fmt(f),
            GenError::Level(error) => error.fmt(f),
        }
    }
}

impl core::error::Error for GenError {}

/// What a spec asks that the subcommand's judge does not pose, or that
/// `gen` does not draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SpecError {
    /// A size the format does not hold: it holds `rows` rows and `cols`
    /// columns (each the least and the most), square where `square`.
    Size {
        /// The size asked for.
        asked: (u8, u8),
        /// The least and most rows the format holds.
        rows: (u8, u8),
        /// The least and most columns the format holds.
        cols: (u8, u8),
        /// Whether the format holds square boards only.
        square: bool,
    },
    /// A size the puzzle's boards cannot have: `sides` rows and columns
    /// each (the least and the most).
    Sides {
        /// The size asked for.
        asked: (u8, u8),
        /// The least and most rows and columns.
        sides: (u8, u8),
    },
    /// A size the puzzle's boards cannot have.
    Board(SizeError),
    /// Boards needing the most moves, `most`, are not drawn: at most
    /// `drawn`.
    MostNotListed {
        /// The most moves any board needs.
        most: u32,
        /// The most moves `gen` draws.
        drawn: u32,
    },
    /// Boards needing `asked` moves are not drawn: at most `drawn`, the
    /// most the judge accepts.
    PastTheJudge {
        /// The moves asked for.
        asked: u32,
        /// The most moves `gen` draws.
        drawn: u32,
    },
    /// Pairs of `size` needing the most are known only where the target's
    /// blank is in a corner (`corner`); at most `drawn` moves are drawn.
    MostInCorner {
        /// The size.
        size: (u8, u8),
        /// The most a pair needs whose target's blank is in a corner.
        corner: u32,
        /// The most moves `gen` draws.
        drawn: u32,
    },
    /// The judge's answer is a number of ways, not of moves: cases are
    /// drawn at random only.
    Ways,
    /// The judge accepts any answer, so no case needs a number of moves:
    /// cases are drawn at random only.
    AnyAnswer,
    /// A size that a case of a press puzzle on a graph does not have, in
    /// its words: `nodes` (its lights, switches or lanterns, the least and
    /// the most) and, for as many nodes as asked, `items` (its edges,
    /// pairs or switches).
    Counts {
        /// The size asked for: the nodes, then the lines of the run.
        asked: (u8, u8),
        /// The least and most nodes.
        nodes: (u8, u8),
        /// The least and most lines of the run, for the nodes asked.
        items: (u8, u8),
        /// What the two numbers count.
        words: SizeWords,
    },
    /// A graph of `size` cannot need `asked` presses: at most `most`,
    /// each of its lights pressed once.
    PressesPast {
        /// The size: its lights and edges.
        size: (u8, u8),
        /// The presses asked for.
        asked: u32,
        /// The most any graph of its lights needs.
        most: u32,
    },
    /// No graph of `size` needing `asked` presses was found within the
    /// search's limit (some sizes have none: every graph of 4 lights and
    /// 4 edges needs 1 press or 4).
    NoGraph {
        /// The size: its lights and edges.
        size: (u8, u8),
        /// The presses asked for.
        asked: u32,
    },
    /// More cases than the judge gives in an input.
    TooManyCases {
        /// The cases asked for.
        asked: u64,
        /// The most the judge gives.
        most: u32,
    },
    /// A case the judge would not pose, as [`Pose::posed`] says.
    NotPosed(Unposed),
    /// Pairs of `size` needing `asked` moves are not drawn: at most
    /// `drawn`.
    NotDrawn {
        /// The size.
        size: (u8, u8),
        /// The moves asked for.
        asked: u32,
        /// The most moves `gen` draws.
        drawn: u32,
    },
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SpecError::Size {
                asked: (r, c),
                rows,
                cols,
                square,
            } => {
                write!(f, "no board of {r}x{c} here: the format holds ")?;
                if square {
                    write!(f, "square boards of side {}", Sides(rows))
                } else {
                    write!(
                        f,
                        "boards of {} rows and {} columns",
                        Sides(rows),
                        Sides(cols)
                    )
                }
            }
            SpecError::Sides {
                asked: (r, c),
                sides,
            } => write!(
                f,
                "no board of {r}x{c} here: the format holds boards of {} rows and columns",
                Sides(sides)
            ),
            SpecError::Board(error) => error.fmt(f),
            SpecError::MostNotListed { most, drawn } => write!(
                f,
                "the boards needing the most moves, {most}, are not listed here; give --moves N, N at most {drawn}"
            ),
            SpecError::PastTheJudge { asked, drawn } => write!(
                f,
                "boards needing {asked} moves are not drawn here: at most {drawn}, the most the judge accepts"
            ),
            SpecError::Ways => f.write_str(
                "the answer is a number of ways, not of moves: --moves is not taken here",
            ),
            SpecError::AnyAnswer => f.write_str(
                "the judge accepts any answer, so no case needs a number of moves: --moves is not taken here",
            ),
            SpecError::MostInCorner {
                size: (rows, cols),
                corner,
                drawn,
            } => write!(
                f,
                "the most a {rows}x{cols} pair needs is known only where the target's blank is in a corner ({corner}); give --moves N, N at most {drawn}"
            ),
            SpecError::Counts {
                asked,
                nodes,
                items,
                words,
            } => {
                write!(f, "no {} here: ", words.sized(asked))?;
                let [one, many] = words.first;
                if !(nodes.0..=nodes.1).contains(&asked.0) {
                    return write!(f, "the judge poses {} {many}", Sides(nodes));
                }
                let nodes = if asked.0 == 1 { one } else { many };
                write!(
                    f,
                    "{} {nodes} have {} {}",
                    asked.0,
                    Sides(items),
                    words.second[1]
                )
            }
            SpecError::PressesPast { size, asked, most } => write!(
                f,
                "no {} needs {asked} presses: at most {most}, each light pressed once",
                SizeWords::LIGHTS.sized(size)
            ),
            SpecError::NoGraph { size, asked } => write!(
                f,
                "no {} needing {asked} presses was found within the search's limit (a size may have none)",
                SizeWords::LIGHTS.sized(size)
            ),
            SpecError::TooManyCases { asked, most } => write!(
                f,
                "the judge gives at most {most} cases an input: --count {asked} is not drawn here"
            ),
            SpecError::NotPosed(unposed) => unposed.fmt(f),
            SpecError::NotDrawn {
                size: (rows, cols),
                asked,
                drawn,
            } => write!(
                f,
                "pairs of {rows}x{cols} needing {asked} moves are not drawn here: at most {drawn}"
            ),
        }
    }
}

impl From<SizeError> for SpecError {
    fn from(error: SizeError) -> SpecError {
        SpecError::Board(error)
    }
}

/// What a size `RxC` counts, in a subcommand's words, for `gen --size` and
/// `validate --size`: a board's rows and columns, or two counts of a case
/// written as numbers (lights and edges, switches and pairs, lanterns and
/// switches).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeWords {
    /// What the case is: `board`, `graph`, `case`.
    pub case: &'static str,
    /// What the first number counts, one and many; empty for a board's
    /// rows and columns, written `RxC`.
    pub first: [&'static str; 2],
    /// What the second number counts, one and many.
    pub second: [&'static str; 2],
}

impl SizeWords {
    /// A board of rows and columns: `a board of 5x5`.
    pub const BOARD: SizeWords = SizeWords {
        case: "board",
        first: ["", ""],
        second: ["", ""],
    };
    /// Lights (Luogu P2962): `a graph of 5 lights and 6 edges`.
    pub const LIGHTS: SizeWords = SizeWords {
        case: "graph",
        first: ["light", "lights"],
        second: ["edge", "edges"],
    };
    /// The switch problem (POJ 1830): `a case of 3 switches and 6 pairs`.
    pub const SWITCHES: SizeWords = SizeWords {
        case: "case",
        first: ["switch", "switches"],
        second: ["pair", "pairs"],
    };
    /// Lanterns (HDU 3364): `a case of 3 lanterns and 2 switches`.
    pub const LANTERNS: SizeWords = SizeWords {
        case: "case",
        first: ["lantern", "lanterns"],
        second: ["switch", "switches"],
    };

    /// `size` in these words, after `a` or `an`: `board of 5x5`, `graph of
    /// 5 lights and 6 edges`.
    #[must_use]
    pub const fn sized(self, size: (u8, u8)) -> SizeText {
        SizeText {
            words: self,
            size,
            bare: false,
        }
    }

    /// `size` in these words, without what the case is: `5x5`, `5 lights
    /// and 6 edges`.
    #[must_use]
    pub const fn counts(self, size: (u8, u8)) -> SizeText {
        SizeText {
            words: self,
            size,
            bare: true,
        }
    }
}

/// A size in a subcommand's words ([`SizeWords::sized`]).
#[derive(Clone, Copy, Debug)]
pub struct SizeText {
    words: SizeWords,
    size: (u8, u8),
    /// Without what the case is.
    bare: bool,
}

impl fmt::Display for SizeText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (words, (a, b)) = (self.words, self.size);
        if !self.bare {
            write!(f, "{} of ", words.case)?;
        }
        if words.first[0].is_empty() {
            return write!(f, "{a}x{b}");
        }
        let count = |n: u8, [one, many]: [&'static str; 2]| if n == 1 { one } else { many };
        let (first, second) = (count(a, words.first), count(b, words.second));
        write!(f, "{a} {first} and {b} {second}")
    }
}

/// A range of sides in words: `4`, or `1 to 32`.
struct Sides((u8, u8));

impl fmt::Display for Sides {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            (low, high) if low == high => write!(f, "{low}"),
            (low, high) => write!(f, "{low} to {high}"),
        }
    }
}

/// How a subcommand's cases are drawn and written as its judge's input.
pub trait Pose: Subcommand {
    /// What every case is drawn from: the size, the goal.
    type Setup;
    /// One drawn case, as [`pose`](Self::pose) writes it.
    type Drawn;

    /// The setup for `spec`, or why the judge poses no such case.
    ///
    /// # Errors
    ///
    /// A size or difficulty the format or the puzzle does not have.
    fn setup(spec: &Spec, format: Format) -> Result<Self::Setup, GenError>;

    /// One case needing `moves`.
    ///
    /// # Errors
    ///
    /// No board of the setup needs `moves`.
    fn draw(setup: &Self::Setup, moves: Moves, rng: &mut Rng) -> Result<Self::Drawn, GenError>;

    /// The part of a drawn case after `part`, where the reader gives a
    /// case in parts (a lanterns case, a query at a time; see
    /// [`Reader::continues`](crate::Reader::continues)): `gen` writes a
    /// case's parts one after another, each as [`pose`](Self::pose)
    /// writes it. `None` after the last part; the default: every case is
    /// one part.
    fn next_part(setup: &Self::Setup, part: &Self::Drawn, rng: &mut Rng) -> Option<Self::Drawn> {
        let _ = (setup, part, rng);
        None
    }

    /// Writes a case as the input holds it, after its head.
    ///
    /// # Errors
    ///
    /// The first error of `sink`.
    fn pose<S: Sink>(drawn: &Self::Drawn, format: Format, sink: &mut S) -> Put<S>;

    /// A case read from an input as the drawn case that
    /// [`pose`](Self::pose) writes: `validate` writes each case back and
    /// compares.
    fn drawn(case: &Self::Case) -> &Self::Drawn;

    /// What `--size` counts for this subcommand, in its words.
    const SIZE_WORDS: SizeWords = SizeWords::BOARD;

    /// Whether a case can have `size`, for `validate --size`: what the
    /// format holds ([`size`]), unless the subcommand says more.
    ///
    /// # Errors
    ///
    /// A size its cases cannot have.
    fn fits(size: (u8, u8), format: Format) -> Result<(), SpecError> {
        self::size(Some(size), format, (0, 0)).map(drop)
    }

    /// Whether its judge could pose `drawn`, which its reader took: the
    /// statement may guarantee more than its format says (a board that
    /// some presses clear, a size that has an answer). `gen` draws no
    /// other; `validate` refuses the others.
    ///
    /// # Errors
    ///
    /// What the judge guarantees that `drawn` does not have.
    fn posed(drawn: &Self::Drawn) -> Result<(), Unposed> {
        let _ = drawn;
        Ok(())
    }

    /// Its rows and columns, for `validate --size`.
    fn size_of(_drawn: &Self::Drawn, format: Format) -> (u8, u8) {
        format.size().unwrap_or_default()
    }

    /// The name its head gives, where the format names cases.
    fn name(_case: &Self::Case) -> &[u8] {
        &[]
    }
}

/// What a judge guarantees that a case it could not pose lacks
/// ([`Pose::posed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unposed {
    /// No presses clear the board, and the judge guarantees some do
    /// (Gambler Bo).
    Unsolvable,
    /// No matrix of this size but the one of zeros is harmonious, and the
    /// judge guarantees one is (the harmonious matrix).
    NoMatrix {
        /// The size: rows and columns.
        size: (u8, u8),
    },
    /// A pair `I I` (the switch problem): a switch toggles itself without
    /// one, and the statement gives such a pair no meaning.
    PairToItself {
        /// The switch, 1-based.
        switch: u8,
    },
}

impl fmt::Display for Unposed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unposed::Unsolvable => {
                f.write_str("no presses make every value 0, and the judge guarantees that some do")
            }
            Unposed::NoMatrix { size: (rows, cols) } => write!(
                f,
                "no matrix of {rows}x{cols} but all 0 is harmonious, and the judge guarantees that one is"
            ),
            Unposed::PairToItself { switch } => write!(
                f,
                "the pair {switch} {switch} names a switch for itself, which the judge does not pose (a switch always toggles itself)"
            ),
        }
    }
}

impl core::error::Error for Unposed {}

/// The cases `flipswap gen` draws for a spec: the setup the spec gives in
/// the subcommand's format ([`Pose::setup`]) and the generator its seed
/// starts ([`Rng::new`]); each [`draw`](Self::draw) gives the next case,
/// so the same spec and seed give the same cases in the same order as
/// `flipswap gen <puzzle> --seed <seed>` writes them. What a program
/// that draws boards as the command does (a level for a game, one board
/// at a time) builds on.
///
/// # Examples
///
/// ```
/// use flipswap::fridge;
/// use flipswap::levels::Moves;
/// use flipswap::pose::{Draws, Spec};
///
/// let spec = Spec { moves: Moves::Exactly(5), ..Spec::default() };
/// let mut draws = Draws::<fridge::Board>::new(&spec, 7)?;
/// let door = draws.draw()?;
/// assert_eq!(fridge::solve(door).map(|s| s.len()), Some(5));
/// // The same seed, the same doors.
/// assert_eq!(Draws::<fridge::Board>::new(&spec, 7)?.draw()?, door);
/// # Ok::<(), flipswap::pose::GenError>(())
/// ```
pub struct Draws<C: Pose> {
    setup: C::Setup,
    format: Format,
    moves: Moves,
    rng: Rng,
}

impl<C: Pose> Draws<C> {
    /// The draws of `spec`, their generator seeded with `seed`.
    ///
    /// # Errors
    ///
    /// [`GenError`] when the subcommand's judge poses no case of `spec`
    /// (its size, its number of moves), as [`Pose::setup`].
    pub fn new(spec: &Spec, seed: u64) -> Result<Draws<C>, GenError> {
        let how = crate::answer::How::new();
        #[cfg(all(feature = "lights-out", feature = "press"))]
        let how = how.rule(spec.rule);
        let format = C::reader_for(how).format();
        let setup = C::setup(spec, format)?;
        Ok(Draws {
            setup,
            format,
            moves: spec.moves,
            rng: Rng::new(seed),
        })
    }

    /// The format the cases are written in: the subcommand's, for the
    /// spec's rule.
    #[must_use]
    pub fn format(&self) -> Format {
        self.format
    }

    /// The next case.
    ///
    /// # Errors
    ///
    /// [`GenError`] when no board of the setup needs the moves asked for,
    /// as [`Pose::draw`].
    pub fn draw(&mut self) -> Result<C::Drawn, GenError> {
        C::draw(&self.setup, self.moves, &mut self.rng)
    }

    /// The part of the case drawn last after `part`, where the reader
    /// gives a case in parts (as [`Pose::next_part`]); `None` after its
    /// last.
    pub fn next_part(&mut self, part: &C::Drawn) -> Option<C::Drawn> {
        C::next_part(&self.setup, part, &mut self.rng)
    }
}

/// The count line, where the format opens with one.
///
/// # Errors
///
/// The first error of `sink`.
pub fn write_count<S: Sink>(sink: &mut S, format: Format, count: u64) -> Put<S> {
    if format.counted() {
        text(sink, |out| writeln!(out, "{count}"))?;
    }
    Ok(())
}

/// Case `index` (from 0): the blank line before it where a blank line
/// ends a board or stands between cases, its name where the format names
/// cases, then the case.
///
/// # Errors
///
/// The first error of `sink`.
pub fn write_case<P: Pose, S: Sink>(
    sink: &mut S,
    format: Format,
    index: u64,
    name: &[u8],
    case: &P::Drawn,
) -> Put<S> {
    if (format.rows == Rows::UntilBlank || format.blank_between) && index > 0 {
        sink.put(b"\n")?;
    }
    if format.head == Head::Name {
        sink.put(name)?;
        sink.put(b"\n")?;
    }
    P::pose(case, format, sink)
}

/// The `end` line, where the format ends so.
///
/// # Errors
///
/// The first error of `sink`.
pub fn write_end<S: Sink>(sink: &mut S, format: Format) -> Put<S> {
    if format.head == Head::Name {
        sink.put(b"end\n")?;
    }
    Ok(())
}

/// Writes the rows of a board of `rows` × `cols`, row `r` being
/// `row_bits(r)` (bit `c` the cell of column `c`), in the format's symbols.
pub(crate) fn write_rows<S: Sink>(
    sink: &mut S,
    format: Format,
    (rows, cols): (u8, u8),
    row_bits: impl Fn(u8) -> u32,
) -> Put<S> {
    let (symbols, spaced) = match format.cells {
        Cells::Symbols { symbols, spaced } => (symbols, spaced),
        Cells::Tiles { .. } | Cells::Digits { .. } | Cells::Lines(_) => (*b"01", false),
    };
    let mut buffer = [0; ROW_BYTES];
    for row in 0..rows {
        sink.put(write::row(
            &mut buffer,
            row_bits(row),
            cols,
            symbols,
            spaced,
        ))?;
    }
    Ok(())
}

/// Writes a value's text and a line end: the case of a board whose
/// [`Display`](fmt::Display) is its judge's text.
pub(crate) fn write_line<S: Sink>(sink: &mut S, value: &impl fmt::Display) -> Put<S> {
    text(sink, |out| writeln!(out, "{value}"))
}

/// The size of the boards: what the format fixes, else the spec's, else
/// `default`; checked against the format's limits, and square where the
/// format gives one side.
///
/// # Errors
///
/// [`SpecError::Size`] for a size the format does not hold.
pub fn size(
    asked: Option<(u8, u8)>,
    format: Format,
    default: (u8, u8),
) -> Result<(u8, u8), SpecError> {
    let rows_range = match format.rows {
        Rows::Fixed(rows) => (rows, rows),
        Rows::FromHead | Rows::UntilBlank => (1, format.max_side),
    };
    let cols_range = match format.cols {
        Cols::Fixed(cols) => (cols, cols),
        Cols::FromHead | Cols::FirstRow => (1, format.max_side),
    };
    let square = format.head == Head::Side;
    let (rows, cols) = match (asked, format.size()) {
        (None, Some(size)) => size,
        // Into the range (`clamp`, which a range of no side would make
        // panic).
        (None, None) => (
            default.0.max(rows_range.0).min(rows_range.1),
            default.1.max(cols_range.0).min(cols_range.1),
        ),
        (Some(size), _) => size,
    };
    let within = |side: u8, (low, high): (u8, u8)| (low..=high).contains(&side);
    if within(rows, rows_range) && within(cols, cols_range) && (!square || rows == cols) {
        return Ok((rows, cols));
    }
    Err(SpecError::Size {
        asked: (rows, cols),
        rows: rows_range,
        cols: cols_range,
        square,
    })
}

/// The setup of a puzzle of one fixed board: nothing to set, but a
/// `--size` other than the board's is refused.
///
/// # Errors
///
/// [`SpecError::Size`] for a size the format does not hold.
pub(crate) fn fixed(spec: &Spec, format: Format) -> Result<(), GenError> {
    size(spec.size, format, (0, 0))?;
    Ok(())
}

/// A puzzle of one fixed board whose value is its own subcommand's case:
/// `flipswap gen` draws it from its table and writes it as its
/// [`Display`](fmt::Display), the judge's text (Flip Game, the
/// refrigerator, the lights, `eight`, `eight-digits`).
pub trait OneBoard: Subcommand<Case = Self> + Level<Space = ()> + fmt::Display {}

impl<P: OneBoard> Pose for P {
    type Setup = ();
    type Drawn = P;

    fn setup(spec: &Spec, format: Format) -> Result<(), GenError> {
        fixed(spec, format)
    }

    fn draw((): &(), moves: Moves, rng: &mut Rng) -> Result<P, GenError> {
        Ok(P::random(&(), moves, rng)?)
    }

    fn pose<S: Sink>(board: &P, _format: Format, sink: &mut S) -> Put<S> {
        write_line(sink, board)
    }

    fn drawn(board: &P) -> &P {
        board
    }
}
