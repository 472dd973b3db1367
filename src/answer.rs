//! The judges' answers as text: for each subcommand of the `flipswap`
//! command, how its cases are answered ([`Subcommand::find`]) and how the
//! answer is written, byte for byte as its judge reads it
//! ([`Subcommand::write`]), into any [`Sink`]. The command writes to its
//! standard output through here and the C library (`flipswap_answer`) into
//! its caller's buffer ([`Room`]), so the two cannot disagree.
//!
//! [`answer_all`] answers every case of a text that is all at hand; the
//! [`registry`](crate::registry) finds a subcommand by its name. Neither
//! allocates or panics.
//!
//! # Examples
//!
//! ```
//! use flipswap::answer::{self, How, Room};
//! use flipswap::fridge;
//!
//! let mut buffer = [0; 64];
//! let mut out = Room::new(&mut buffer);
//! let input = b"-+--\n----\n----\n-+--\n";
//! let cases = answer::answer_all::<fridge::Board, _>(input, How::new(), &mut out)?;
//! assert_eq!(cases, 1);
//! assert_eq!(out.written(), b"6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n");
//! # Ok::<(), answer::Stop<answer::NoRoom>>(())
//! ```

use core::fmt;

use crate::{Case, Cell, Error, ParseError, Reader, TextLine, write};

/// Where a search stands, as it tells the watcher of
/// [`fifteen::solve_watching`][crate::fifteen::solve_watching] or
/// [`Pair::solve_watching`][crate::tiles::Pair::solve_watching]: at the start of
/// each round of the deepening search, and every
/// 2<sup>[`EVERY_LOG2`](Progress::EVERY_LOG2)</sup> boards expanded within
/// a round.
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board, OverLimit, Progress};
///
/// // One of the boards that need 80 moves, the most any needs.
/// let board: Board = "0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1".parse()?;
/// let mut last = None;
/// let answer = fifteen::solve_watching(board, 1_000, |progress: Progress| last = Some(progress));
/// assert_eq!(answer, Err(OverLimit));
/// // Stopped by its limit, the search has still told how far it got: the
/// // answer needs at least `bound` moves.
/// let last = last.expect("the first round began");
/// assert!(last.bound > 50 && last.bound <= 80 && last.positions < 1_000);
/// # Ok::<(), flipswap::Error>(())
/// ```
///
#[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Progress {
    /// The bound of the round being searched: the most moves a path may
    /// have in it. No answer has fewer moves: the rounds before found none.
    pub bound: u8,
    /// The boards expanded so far, in this round and those before it, as
    /// the limit of `solve_within` counts them.
    pub positions: u64,
}

impl Progress {
    /// Within a round, the watcher is told every 2<sup>20</sup> boards
    /// expanded (1,048,576), when the count reaches a multiple of that.
    pub const EVERY_LOG2: u32 = 20;
}

/// Where answers are written: the command's standard output, a caller's
/// buffer.
pub trait Sink {
    /// Why bytes could not be written.
    type Error;

    /// Writes all of `bytes`, or none of them and says why.
    ///
    /// # Errors
    ///
    /// Whatever keeps the sink from taking them.
    fn put(&mut self, bytes: &[u8]) -> Result<(), Self::Error>;
}

/// A caller's buffer as a [`Sink`]: bytes go after those written before,
/// and bytes that do not fit are not written at all, so the buffer never
/// ends in part of an answer.
#[derive(Debug)]
pub struct Room<'a> {
    buffer: &'a mut [u8],
    len: usize,
}

/// The error of a [`Room`] too small for the bytes put in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoRoom;

impl fmt::Display for NoRoom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no room left in the buffer")
    }
}

impl<'a> Room<'a> {
    /// An empty room: `buffer`, nothing written yet.
    pub const fn new(buffer: &'a mut [u8]) -> Room<'a> {
        Room { buffer, len: 0 }
    }

    /// The bytes written so far.
    #[must_use]
    pub fn written(&self) -> &[u8] {
        self.buffer.get(..self.len).unwrap_or_default()
    }

    /// How many bytes have been written.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing has been written.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The whole buffer back, to write something else in it.
    #[must_use]
    pub const fn into_buffer(self) -> &'a mut [u8] {
        self.buffer
    }
}

impl Sink for Room<'_> {
    type Error = NoRoom;

    fn put(&mut self, bytes: &[u8]) -> Result<(), NoRoom> {
        let end = self.len.checked_add(bytes.len()).ok_or(NoRoom)?;
        let room = self.buffer.get_mut(self.len..end).ok_or(NoRoom)?;
        room.copy_from_slice(bytes);
        self.len = end;
        Ok(())
    }
}

/// How to answer: the most positions a case's search may weigh, and
/// Lights Out's goal for `lights-out` (the family's judges set their own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct How {
    pub(crate) limit: u64,
    #[cfg(feature = "lights-out")]
    pub(crate) goal: crate::goal::Goal,
    #[cfg(all(feature = "lights-out", feature = "press"))]
    pub(crate) rule: crate::press::LightsRule,
}

impl Default for How {
    fn default() -> How {
        How::new()
    }
}

impl How {
    /// No limit; Lights Out's goal is every light off.
    #[must_use]
    pub const fn new() -> How {
        How {
            limit: u64::MAX,
            #[cfg(feature = "lights-out")]
            goal: crate::goal::Goal::AllOff,
            #[cfg(all(feature = "lights-out", feature = "press"))]
            rule: crate::press::LightsRule::PLAIN,
        }
    }

    /// The rule of `lights-out`'s boards, as its options `--rule`,
    /// `--torus` and `--states` say.
    #[cfg(all(feature = "lights-out", feature = "press"))]
    #[must_use]
    pub const fn rule(mut self, rule: crate::press::LightsRule) -> How {
        self.rule = rule;
        self
    }

    /// The rule of `lights-out`'s boards.
    #[cfg(all(feature = "lights-out", feature = "press"))]
    #[must_use]
    pub const fn lights_rule(&self) -> crate::press::LightsRule {
        self.rule
    }

    /// At most `limit` positions weighed by a case's search (the 15-puzzle,
    /// sliding tiles); a case that needs more stops the answers with
    /// [`Error::OverLimit`][crate::Error::OverLimit]. The other puzzles
    /// answer from tables and are never stopped.
    ///
    #[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
    #[must_use]
    pub const fn within(mut self, limit: u64) -> How {
        self.limit = limit;
        self
    }

    /// Lights Out's goal, for `lights-out`.
    #[cfg(feature = "lights-out")]
    #[must_use]
    pub const fn goal(mut self, goal: crate::goal::Goal) -> How {
        self.goal = goal;
        self
    }

    /// The most positions a case's search may weigh.
    #[must_use]
    pub const fn limit(&self) -> u64 {
        self.limit
    }
}

/// A subcommand of the `flipswap` command: what its cases are read into,
/// how each is answered and how the answer is written, as its judge reads
/// it. Implemented by the crate's cases (a
/// [`flip_game::Board`][crate::flip_game::Board] answers `flip-game`) and
/// by a marker, generic over the judge, where several subcommands read one
/// kind of case ([`SwapJudge`][crate::swap_game::SwapJudge],
/// [`FifteenJudge`][crate::fifteen::FifteenJudge],
/// [`family::Of`][crate::family::Of]).
///
#[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
pub trait Subcommand {
    /// The subcommand.
    const NAME: &'static str;
    /// What each case is read into.
    type Case: Case;
    /// What answering keeps from one case to the next (Lights Out's
    /// solver of the last size: [`Solvers`][crate::lights_out::Solvers]).
    ///
    #[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
    type Kept: Default;
    /// What answering a case finds: its canonical answer, or that there is
    /// none.
    type Found;

    /// A reader at the start of an input in the judge's format.
    #[must_use]
    fn reader() -> Reader<Self::Case> {
        Reader::new()
    }

    /// A reader at the start of an input in the format `how` says, for a
    /// subcommand whose options change it (`lights-out --states 3` reads
    /// digits to 2); the judge's format for every other.
    #[must_use]
    fn reader_for(how: How) -> Reader<Self::Case> {
        let _ = how;
        Self::reader()
    }

    /// Answers `case` as `how` says, telling `watch` how a long search goes.
    ///
    /// # Errors
    ///
    /// [`Error::OverLimit`][crate::Error::OverLimit] when a search passes
    /// `how`'s limit; the library's error for a case it cannot answer (none
    /// that its reader reads).
    ///
    #[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
    fn find(case: &Self::Case, search: Search<'_, Self::Kept>) -> Result<Self::Found, Error>;

    /// Writes what `find` found for `case`, case `number` of the input, as
    /// the judge reads it: every line with its `\n`.
    ///
    /// # Errors
    ///
    /// The first error of `sink`.
    fn write<S: Sink>(case: &Self::Case, number: u64, found: &Self::Found, sink: &mut S) -> Put<S>;

    /// Draws the board of `case` before and after each move of what `find`
    /// found, for the command's `--show`; nothing where there is no
    /// answer.
    ///
    /// # Errors
    ///
    /// The first error of `sink`.
    fn show<S: Sink>(case: &Self::Case, found: &Self::Found, sink: &mut S) -> Put<S>;
}

/// What a case's search is given ([`Subcommand::find`]): what answering
/// keeps from one case to the next, how to answer, and a watcher told how
/// a long search goes.
pub struct Search<'a, K> {
    /// What answering keeps from one case to the next.
    pub kept: &'a mut K,
    /// How to answer: the limit, the goal.
    pub how: How,
    /// Told how a long search goes.
    pub watch: &'a mut dyn FnMut(Progress),
}

/// What writing into a sink gives: nothing, or the sink's error.
pub type Put<S> = Result<(), <S as Sink>::Error>;

/// Why answering an input stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop<E> {
    /// Case `case` of the input is not in the judge's format.
    Input {
        /// The 1-based number of the case.
        case: u64,
        /// What is wrong, and where.
        error: ParseError,
    },
    /// Case `case` has no answer within `limit` positions searched
    /// ([`How::within`]).
    OverLimit {
        /// The 1-based number of the case.
        case: u64,
        /// The limit it passed.
        limit: u64,
    },
    /// The library would not take case `case` (no case its reader reads).
    Unanswered {
        /// The 1-based number of the case.
        case: u64,
        /// Why.
        error: Error,
    },
    /// The sink would not take an answer.
    Sink(E),
    /// No subcommand has the name given to [`registry::named`](crate::registry::named).
    UnknownPuzzle,
}

impl<E: fmt::Display> fmt::Display for Stop<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Input { case, error } => write!(f, "case {case}, {error}"),
            Stop::OverLimit { case, limit } => {
                write!(f, "case {case}: no answer within {limit} positions")
            }
            Stop::Unanswered { case, error } => write!(f, "case {case}: {error}"),
            Stop::Sink(error) => error.fmt(f),
            Stop::UnknownPuzzle => f.write_str("no such puzzle"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> core::error::Error for Stop<E> {}

/// Answers every case of `input`, a judge's input that is all at hand, as
/// `A` answers them, writing each answer to `sink` as its case completes;
/// returns how many cases there were.
///
/// # Errors
///
/// The first case that is not in the judge's format
/// ([`Stop::Input`]), or that has no answer within `how`'s limit
/// ([`Stop::OverLimit`]), or the first error of `sink` ([`Stop::Sink`]); the answers
/// to the cases before it have been written.
pub fn answer_all<A: Subcommand, S: Sink>(
    input: &[u8],
    how: How,
    sink: &mut S,
) -> Result<u64, Stop<S::Error>> {
    let mut kept = A::Kept::default();
    let mut cases = crate::read::Cases::with(A::reader_for(how), input);
    // Counted as the judge counts them: a case given in parts (a lanterns
    // case, a query at a time) is one.
    while let Some(case) = cases.next() {
        let reader = cases.reader();
        let case = case.map_err(|error| Stop::Input {
            case: u64::from(reader.cases()) + 1,
            error,
        })?;
        let number = u64::from(reader.case_given());
        let search = Search {
            kept: &mut kept,
            how,
            watch: &mut |_| {},
        };
        let found = A::find(&case, search).map_err(|error| unanswered(number, how, error))?;
        A::write(&case, number, &found, sink).map_err(Stop::Sink)?;
    }
    Ok(u64::from(cases.reader().cases()))
}

/// Why case `case` has no answer: over `how`'s limit, or `error`.
fn unanswered<E>(case: u64, how: How, error: Error) -> Stop<E> {
    #[cfg(any(feature = "eight", feature = "fifteen", feature = "press"))]
    if let Error::OverLimit(_) = error {
        let limit = how.limit;
        return Stop::OverLimit { case, limit };
    }
    let _ = how;
    Stop::Unanswered { case, error }
}

/// Writes `n` on a line of its own.
pub(crate) fn count<S: Sink>(sink: &mut S, n: usize) -> Put<S> {
    sink.put(write::count(n).with_newline())
}

/// Writes `text` on a line of its own.
pub(crate) fn line<S: Sink>(sink: &mut S, text: &str) -> Put<S> {
    sink.put(text.as_bytes())?;
    sink.put(b"\n")
}

/// Writes each of `lines` with its `\n`.
pub(crate) fn lines<S: Sink>(sink: &mut S, lines: impl Iterator<Item = TextLine>) -> Put<S> {
    for text in lines {
        sink.put(text.with_newline())?;
    }
    Ok(())
}

/// Writes what `body` formats into `sink`: the boards of `--show` and the
/// cases of `gen`, whose text is their [`Display`](fmt::Display).
pub(crate) fn text<S: Sink>(
    sink: &mut S,
    body: impl FnOnce(&mut dyn fmt::Write) -> fmt::Result,
) -> Put<S> {
    /// A sink as a formatter's output, keeping the sink's error.
    struct Text<'a, S: Sink> {
        sink: &'a mut S,
        error: Option<S::Error>,
    }
    impl<S: Sink> fmt::Write for Text<'_, S> {
        fn write_str(&mut self, text: &str) -> fmt::Result {
            self.sink.put(text.as_bytes()).map_err(|error| {
                self.error = Some(error);
                fmt::Error
            })
        }
    }
    let mut out = Text { sink, error: None };
    // The crate's texts never fail to format: an error is the sink's.
    let _ = body(&mut out);
    out.error.map_or(Ok(()), Err)
}

/// Draws `start`, then the board after each of `steps` (named by `step`,
/// played by `play`), each board drawn by `board`, a blank line before
/// each and after the last: what `--show` prints after an answer.
pub(crate) fn show_moves<S: Sink, B: Copy, M: Copy>(
    sink: &mut S,
    start: B,
    steps: impl Iterator<Item = M>,
    play: impl Fn(B, M) -> Option<B>,
    step: impl Fn(&mut dyn fmt::Write, M) -> fmt::Result,
    board: impl Fn(&mut dyn fmt::Write, B) -> fmt::Result,
) -> Put<S> {
    text(sink, |out| {
        out.write_str("\nstart:\n")?;
        board(out, start)?;
        let mut now = start;
        for each in steps {
            now = play(now, each).unwrap_or(now);
            out.write_str("\n")?;
            step(out, each)?;
            out.write_str(":\n")?;
            board(out, now)?;
        }
        out.write_str("\n")
    })
}

/// The board before and after each press, each named by `verb` and the
/// cell (1-based), for `--show`: the toggle puzzles' and Lights Out's.
pub(crate) fn show_presses<S: Sink, B: Copy + core::fmt::Display>(
    sink: &mut S,
    board: B,
    presses: impl Iterator<Item = Cell>,
    verb: &str,
    press: fn(B, Cell) -> Option<B>,
) -> Put<S> {
    show_moves(
        sink,
        board,
        presses,
        press,
        |out, cell| write!(out, "{verb} {} {}", cell.row() + 1, cell.col() + 1),
        |out, board| writeln!(out, "{board}"),
    )
}

/// What the `flipswap` command says of a subcommand: its lines in
/// `flipswap --help`, its own help, the prompt at a terminal and the
/// options it takes. Each subcommand's is a `static` beside its answers,
/// named by its row of the [`registry`](crate::registry).
#[derive(Debug, PartialEq, Eq)]
pub struct Words {
    /// Its lines in the list of `flipswap --help`.
    pub summary: &'static str,
    /// What to type for one case, for the prompt at a terminal.
    pub what: &'static str,
    /// The answer to type after a case in judge mode, for the prompt.
    pub answer: &'static str,
    /// The options it takes.
    pub options: &'static [Opt],
    /// What `--show` draws after each answer.
    pub draws: &'static str,
    /// What `check` reads after each case, for `flipswap help check`.
    pub checks: &'static str,
    /// The body of `flipswap help <subcommand>`: what the puzzle is, its
    /// input and answer, an example; the usage line and options come from
    /// the fields above.
    pub help: &'static str,
}

/// An option of the `flipswap` command that some subcommands take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opt {
    /// `--show`: draw the board after every move.
    Show,
    /// `--goal GOAL`: the goal of a board of any size.
    Goal,
    /// `--limit N`: the most positions a case's search may weigh.
    Limit,
    /// `--quiet`: no progress line while a case searches long.
    Quiet,
    /// `--keep-going`: with `--limit`, a case over it is named and skipped.
    KeepGoing,
    /// `--rule R`, `--torus` and `--states N`: the press rule of a board
    /// of any size.
    Rule,
}

impl Opt {
    /// `--show` alone: what most subcommands take.
    pub const SHOW: &'static [Opt] = &[Opt::Show];
    /// `lights-out`: `--show`, `--goal`, the rule's options, and the
    /// options of a search (its kernel may be too large to weigh).
    pub const RULED: &'static [Opt] = &[
        Opt::Show,
        Opt::Goal,
        Opt::Rule,
        Opt::Limit,
        Opt::KeepGoing,
        Opt::Quiet,
    ];
    /// `--show`, `--limit`, `--keep-going` and `--quiet`: the subcommands
    /// whose cases a search answers.
    pub const SEARCH: &'static [Opt] = &[Opt::Show, Opt::Limit, Opt::KeepGoing, Opt::Quiet];

    /// As the command line spells it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Opt::Show => "--show",
            Opt::Goal => "--goal",
            Opt::Limit => "--limit",
            Opt::Quiet => "--quiet",
            Opt::KeepGoing => "--keep-going",
            Opt::Rule => "--rule",
        }
    }
}
