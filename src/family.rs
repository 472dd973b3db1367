//! Reading the judges' formats of the Lights Out family, a line at a time,
//! with no allocation: Fliptile (POJ 3279), EXTENDED LIGHTS OUT (POJ 1222),
//! Painter's Problem (POJ 1681), Turn the Lights Off (UVa 10309), The Water
//! Bowls (POJ 3185), flipping cards (HDU 2209) and puzzling switches (Luogu
//! P10449). Each is Lights Out at some size; what differs is how the input
//! says the size, how many cases there are, and the two symbols. Needs the
//! feature `family` (on by default), which takes `lights-out`.
//!
//! Each judge's layout is a [`Format`](crate::Format) value
//! ([`Sibling::layout`]), read by the one [`Reader`](crate::Reader) into a
//! [`TestCase`]: its board, its number and (Turn the Lights Off) its name. The
//! rules are every reader's: spaces and tabs around and between symbols are
//! ignored, a line may end in `\r\n`, a UTF-8 byte order mark may open the
//! input, blank lines may stand between cases (not inside a board), and
//! errors are [`ParseError`](crate::ParseError)s with the line and column.
//! Sizes beyond a judge's limits are read up to 32 × 32 where the format
//! gives the size.
//!
//! # Examples
//!
//! ```
//! use flipswap::family::{self, Sibling};
//! use flipswap::lights_out::Solver;
//!
//! let mut reader = family::reader(Sibling::Fliptile);
//! let mut board = None;
//! for line in ["4 4", "1 0 0 1", "0 1 1 0", "0 1 1 0", "1 0 0 1"] {
//!     board = reader.push_line(line.as_bytes())?.or(board);
//! }
//! reader.finish()?;
//! let case = board.expect("a case");
//! let board = case.board();
//! let solver = Solver::new(board.rows(), board.cols())?;
//! let solution = solver.solve(&board, Sibling::Fliptile.goal())?.expect("solvable");
//! assert_eq!(solution.to_string(), "4\n0000\n1001\n1001\n0000");
//!
//! let mut reader = family::reader(Sibling::Fliptile);
//! let error = reader.push_line(b"2 x\n").unwrap_err();
//! assert_eq!(error.to_string(), "line 1, column 3: expected the number of columns, found 'x'");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod answer;
pub(crate) mod check;
mod levels;
mod words;

pub(crate) use words::{
    EXTENDED_LIGHTS_OUT, FLIP_CARDS, FLIPTILE, LIGHTS_OFF, PAINTER, SWITCHES, WATER_BOWLS,
};

use crate::error::ParseErrorKind;
use crate::format;
use crate::lights_out::{Board, Goal};
use crate::read::{Raw, Sealed};

pub use crate::read::MAX_NAME;

/// A judge of the Lights Out family: its input's layout
/// ([`layout`](Self::layout)), its goal and how it writes an answer
/// ([`output`](Self::output)), each written once here for the reader, the
/// command line's writer and the judge of claimed answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sibling {
    /// Fliptile (POJ 3279): a line `M N`, then M rows of N `0`/`1`
    /// separated by spaces; cases until the end of input.
    Fliptile,
    /// EXTENDED LIGHTS OUT (POJ 1222): the number of puzzles, then each as
    /// 5 rows of 6 `0`/`1`.
    ExtendedLightsOut,
    /// Painter's Problem (POJ 1681): the number of cases, then each as a
    /// line `n` and n rows of n bricks, `w` or `y`.
    Painter,
    /// Turn the Lights Off (UVa 10309): a name, then 10 rows of 10 bulbs,
    /// `#` or `O`; until a name `end` (or the end of input).
    LightsOff,
    /// The Water Bowls (POJ 3185): a line of `0`/`1` bowls (20 for the
    /// judge), one case a line.
    WaterBowls,
    /// Flipping cards (HDU 2209): a line of `0`/`1` cards, one case a line.
    FlipCards,
    /// Puzzling switches (Luogu P10449): the number of boards, then each
    /// as 5 rows of 5 `0`/`1`.
    Switches,
}

/// One marker type per judge of the family, for [`Of`]: each a
/// [`Judge`](judges::Judge) named for its [`Sibling`].
pub mod judges {
    use super::{FixedJudge, Name, Named, Nameless, Sibling};

    /// Keeps [`FixedJudge`] closed to these markers.
    pub trait Sealed {}

    /// The judge [`Sibling::ALL`]`[K]`, whose cases keep their names as `N`
    /// ([`Nameless`] but for Turn the Lights Off).
    #[derive(Clone, Copy, Debug)]
    pub struct Judge<const K: u8, N = Nameless>(core::marker::PhantomData<N>);

    impl<const K: u8, N: Name> Sealed for Judge<K, N> {}

    impl<const K: u8, N: Name> FixedJudge for Judge<K, N> {
        const SIBLING: Sibling = Sibling::ALL[K as usize];
        type Name = N;
    }

    /// The judge [`Sibling::Fliptile`].
    pub type Fliptile = Judge<{ Sibling::Fliptile as u8 }>;
    /// The judge [`Sibling::ExtendedLightsOut`].
    pub type ExtendedLightsOut = Judge<{ Sibling::ExtendedLightsOut as u8 }>;
    /// The judge [`Sibling::Painter`].
    pub type Painter = Judge<{ Sibling::Painter as u8 }>;
    /// The judge [`Sibling::LightsOff`], the one whose cases have names.
    pub type LightsOff = Judge<{ Sibling::LightsOff as u8 }, Named>;
    /// The judge [`Sibling::WaterBowls`].
    pub type WaterBowls = Judge<{ Sibling::WaterBowls as u8 }>;
    /// The judge [`Sibling::FlipCards`].
    pub type FlipCards = Judge<{ Sibling::FlipCards as u8 }>;
    /// The judge [`Sibling::Switches`].
    pub type Switches = Judge<{ Sibling::Switches as u8 }>;
}

impl Sibling {
    /// Every judge of the family, in the order of their variants.
    pub const ALL: [Sibling; 7] = [
        Sibling::Fliptile,
        Sibling::ExtendedLightsOut,
        Sibling::Painter,
        Sibling::LightsOff,
        Sibling::WaterBowls,
        Sibling::FlipCards,
        Sibling::Switches,
    ];

    /// The subcommand of the `flipswap` command that answers it.
    #[must_use]
    pub const fn command(self) -> &'static str {
        match self {
            Sibling::Fliptile => "fliptile",
            Sibling::ExtendedLightsOut => "extended-lights-out",
            Sibling::Painter => "painter",
            Sibling::LightsOff => "lights-off",
            Sibling::WaterBowls => "water-bowls",
            Sibling::FlipCards => "flip-cards",
            Sibling::Switches => "switches",
        }
    }

    /// The symbols of a cell off and on.
    #[must_use]
    pub const fn symbols(self) -> [u8; 2] {
        self.layout().symbols()
    }

    /// The goal the judge asks for.
    #[must_use]
    pub const fn goal(self) -> Goal {
        match self {
            Sibling::Painter | Sibling::Switches => Goal::AllOn,
            _ => Goal::AllOff,
        }
    }

    /// Whether the input opens with the number of cases.
    #[must_use]
    pub const fn is_counted(self) -> bool {
        self.layout().counted()
    }

    /// How the judge writes an answer.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::family::{Output, Sibling};
    ///
    /// assert_eq!(
    ///     Sibling::Switches.output(),
    ///     Output::Count { none: "-1", most: 6, named: false }
    /// );
    /// ```
    #[must_use]
    pub const fn output(self) -> Output {
        const fn count(none: &'static str, most: u32) -> Output {
            Output::Count {
                none,
                most,
                named: false,
            }
        }
        match self {
            Sibling::Fliptile => Output::Map { numbered: false },
            Sibling::ExtendedLightsOut => Output::Map { numbered: true },
            Sibling::Painter => count("inf", u32::MAX),
            Sibling::LightsOff => Output::Count {
                none: "-1",
                most: 100,
                named: true,
            },
            Sibling::WaterBowls => count("Impossible", u32::MAX),
            Sibling::FlipCards => count("NO", u32::MAX),
            Sibling::Switches => count("-1", 6),
        }
    }

    /// How the judge lays out its input, as the reader reads it.
    #[must_use]
    pub const fn layout(self) -> format::Format {
        match self {
            Sibling::Fliptile => format::FLIPTILE,
            Sibling::ExtendedLightsOut => format::EXTENDED_LIGHTS_OUT,
            Sibling::Painter => format::PAINTER,
            Sibling::LightsOff => format::LIGHTS_OFF,
            Sibling::WaterBowls => format::WATER_BOWLS,
            Sibling::FlipCards => format::FLIP_CARDS,
            Sibling::Switches => format::SWITCHES,
        }
    }
}

/// How a judge of the family writes the answer to a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Output {
    /// The press map, rows of `0`/`1` separated by single spaces, `1` for a
    /// cell to press (the fewest presses, then the first in reading
    /// order), or [`MAP_NONE`] when no presses reach the goal; with
    /// `numbered`, after a line `PUZZLE #k` (k the case's number).
    Map {
        /// Whether a line `PUZZLE #k` comes first.
        numbered: bool,
    },
    /// One line: the fewest presses, or `none` when no presses reach the
    /// goal or more than `most` are needed; with `named`, after the case's
    /// name and a space.
    Count {
        /// The judge's word for no answer.
        none: &'static str,
        /// The most presses the judge counts.
        most: u32,
        /// Whether the case's name comes first.
        named: bool,
    },
}

/// The word of a press-map judge when no presses reach the goal.
pub const MAP_NONE: &str = "IMPOSSIBLE";

/// What opens a numbered press map: `PUZZLE #`, then the case's number.
pub const MAP_HEADING: &str = "PUZZLE #";

/// Reads the [`TestCase`]s of one judge's input, a line at a time: the one
/// [`Reader`](crate::Reader), made by [`reader`] for the judge's format.
pub type Reader = crate::Reader<TestCase>;

/// A reader at the start of an input of `sibling`'s judge.
#[must_use]
pub const fn reader(sibling: Sibling) -> Reader {
    Reader::with_format(sibling.layout())
}

/// The board of a case as read.
#[inline]
fn board_of(raw: &Raw) -> Result<Board, ParseErrorKind> {
    let max = format::FLIPTILE.max_side;
    // Every row and column was checked to be 1 to 32 as it was read.
    Board::from_rows(raw.sizes[0].1, raw.board(0)).map_err(|_| ParseErrorKind::TooManyRows { max })
}

/// Reads the board, number and name of a case; [`Reader::new`] reads
/// Fliptile's format, [`reader`] any judge's.
impl Sealed for TestCase {
    const FORMAT: crate::Format = format::FLIPTILE;
    const ANY_FORMAT: bool = true;
    fn build(raw: &Raw) -> Result<TestCase, ParseErrorKind> {
        Ok(TestCase {
            board: board_of(raw)?,
            number: raw.number,
            name: raw.name,
            name_len: raw.name_len,
        })
    }
}

/// A judge of the family fixed when the program compiles ([`judges`]):
/// its cases are read as [`Of`] it, in its format as a constant, which
/// reads faster than [`reader`]'s format chosen at run time. Implemented by
/// the markers in [`judges`] only.
pub trait FixedJudge: judges::Sealed {
    /// The judge.
    const SIBLING: Sibling;
    /// What its case keeps of a name: [`Named`] for Turn the Lights Off,
    /// the one judge whose cases have one, [`Nameless`] (no bytes) for the
    /// others, so their cases carry no room for one.
    type Name: Name;
}

/// What a case of [`Of`] keeps of its name: [`Named`] or [`Nameless`].
/// Implemented by those two only.
pub trait Name: name::Read + Copy + core::fmt::Debug + Eq {
    /// The name; empty for [`Nameless`].
    fn bytes(&self) -> &[u8];
}

/// Keeps [`Name`] closed to [`Named`] and [`Nameless`].
mod name {
    /// How a case's name is taken from the reader's.
    pub trait Read: Sized {
        /// The name as read.
        fn read(raw: &crate::read::Raw) -> Self;
    }
}

/// The name of a case, for the one judge whose cases have one (Turn the
/// Lights Off): up to [`MAX_NAME`] bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    name: [u8; MAX_NAME],
    len: u8,
}

impl name::Read for Named {
    #[inline]
    fn read(raw: &Raw) -> Named {
        Named {
            name: raw.name,
            len: raw.name_len,
        }
    }
}

impl Name for Named {
    fn bytes(&self) -> &[u8] {
        self.name.get(..usize::from(self.len)).unwrap_or_default()
    }
}

/// No name, and no room for one: the cases of every judge but Turn the
/// Lights Off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nameless;

impl name::Read for Nameless {
    #[inline(always)]
    fn read(_raw: &Raw) -> Nameless {
        Nameless
    }
}

impl Name for Nameless {
    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        &[]
    }
}

/// A case of judge `J` ([`judges`]): its board, its number and (Turn the
/// Lights Off) its name, read by `Reader::<Of<J>>::new()` in `J`'s format,
/// fixed when the program compiles. Only a judge with names has room for
/// one ([`FixedJudge::Name`]), so the others' cases are smaller to move.
///
/// # Examples
///
/// ```
/// use flipswap::Reader;
/// use flipswap::family::{judges::Fliptile, Of};
///
/// let mut reader = Reader::<Of<Fliptile>>::new();
/// let mut case = None;
/// for line in ["1 2", "1 1"] {
///     case = reader.push_line(line.as_bytes())?.or(case);
/// }
/// let case = case.expect("a case");
/// assert_eq!((case.board().cols(), case.number(), case.name()), (2, 1, &b""[..]));
/// assert_eq!(case.test_case().board(), *case.board());
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Of<J: FixedJudge> {
    board: Board,
    number: u32,
    name: J::Name,
    judge: core::marker::PhantomData<J>,
}

impl<J: FixedJudge> Of<J> {
    /// The board, `1` (or the format's second symbol) for a light on.
    #[must_use]
    #[inline]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The case's 1-based number in the input.
    #[must_use]
    #[inline]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The name of a Turn the Lights Off case; empty for the others.
    #[must_use]
    #[inline]
    pub fn name(&self) -> &[u8] {
        self.name.bytes()
    }

    /// The case as a [`TestCase`], the shape of a case of any judge.
    #[must_use]
    pub fn test_case(&self) -> TestCase {
        let name = self.name.bytes();
        let mut test_case = TestCase {
            board: self.board,
            number: self.number,
            name: [0; MAX_NAME],
            name_len: name.len().min(MAX_NAME) as u8,
        };
        for (slot, &byte) in test_case.name.iter_mut().zip(name) {
            *slot = byte;
        }
        test_case
    }
}

impl<J: FixedJudge> crate::Puzzle for Of<J> {
    type Move = crate::Cell;
    type Solution = crate::lights_out::Solution;

    /// The fewest presses to the judge's goal ([`Sibling::goal`]).
    fn solve(&self) -> Option<crate::lights_out::Solution> {
        self.board.solve(J::SIBLING.goal())
    }

    fn play(&self, press: crate::Cell) -> Option<Of<J>> {
        Some(Of {
            board: self.board.press(press)?,
            ..*self
        })
    }

    fn is_solved(&self) -> bool {
        self.board.is_solved(J::SIBLING.goal())
    }
}

impl<J: FixedJudge> Sealed for Of<J> {
    const FORMAT: crate::Format = J::SIBLING.layout();
    #[inline]
    fn build(raw: &Raw) -> Result<Of<J>, ParseErrorKind> {
        Ok(Of {
            board: board_of(raw)?,
            number: raw.number,
            name: name::Read::read(raw),
            judge: core::marker::PhantomData,
        })
    }
}

/// One case: its board, its 1-based number, and for Turn the Lights Off
/// its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TestCase {
    board: Board,
    number: u32,
    name: [u8; MAX_NAME],
    name_len: u8,
}

impl TestCase {
    /// The board, `1` (or the format's second symbol) for a light on.
    #[must_use]
    pub const fn board(&self) -> Board {
        self.board
    }

    /// The case's 1-based number in the input.
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The name of a Turn the Lights Off case; empty for the others.
    #[must_use]
    pub fn name(&self) -> &[u8] {
        self.name
            .get(..usize::from(self.name_len))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    fn read(format: Sibling, text: &str) -> Result<([u32; 3], u32), crate::ParseError> {
        let mut reader = reader(format);
        let mut last = None;
        for line in text.split('\n') {
            last = reader.push_line(line.as_bytes())?.or(last);
        }
        reader.finish()?;
        let case = last.expect("a case");
        let board = case.board();
        Ok(([board.row(0), board.row(1), board.row(2)], case.number()))
    }

    #[test]
    fn each_format_reads_its_board() {
        assert_eq!(
            read(Sibling::Fliptile, "2 3\n1 0 0\n0 1 1\n"),
            Ok(([1, 6, 0], 1))
        );
        assert_eq!(
            read(Sibling::Painter, "2\n1\nw\n2\nyw\nwy"),
            Ok(([0b01, 0b10, 0], 2))
        );
        assert_eq!(read(Sibling::FlipCards, "011\n\n1\n"), Ok(([1, 0, 0], 2)));
        assert_eq!(read(Sibling::WaterBowls, "0 1 1"), Ok(([6, 0, 0], 1)));
    }

    #[test]
    fn a_size_reads_alike_written_plainly_or_not() {
        let rows = "\n1 0\n0 1\n";
        for head in [
            "2 2", " 2 2", "2  2", "2\t2", "02 2", "2 02", "2 2 ", "2 2\r",
        ] {
            let text = std::format!("{head}{rows}");
            assert_eq!(
                read(Sibling::Fliptile, &text),
                Ok(([1, 2, 0], 1)),
                "{head:?}"
            );
        }
        let wide = "\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n";
        assert_eq!(
            read(Sibling::Fliptile, &std::format!("1 32{wide}")),
            Ok(([u32::MAX, 0, 0], 1))
        );
        for (head, message) in [
            (
                "0 2",
                "line 1, column 1: expected a size from 1 to 32, found 0",
            ),
            (
                "2 33",
                "line 1, column 3: expected a size from 1 to 32, found 33",
            ),
            (
                "2 99",
                "line 1, column 3: expected a size from 1 to 32, found 99",
            ),
            (
                "2 x",
                "line 1, column 3: expected the number of columns, found 'x'",
            ),
            (
                "2",
                "line 1, column 2: expected the number of columns, found end of line",
            ),
            ("2 2 2", "line 1, column 5: expected end of line, found '2'"),
        ] {
            let error = read(Sibling::Fliptile, &std::format!("{head}{rows}")).unwrap_err();
            assert_eq!(error.to_string(), message, "{head:?}");
        }
    }

    #[test]
    fn mistakes_are_named() {
        for (sibling, text, message) in [
            (
                Sibling::Fliptile,
                "0 3\n",
                "line 1, column 1: expected a size from 1 to 32, found 0",
            ),
            (
                Sibling::Painter,
                "2\n1\nw",
                "line 4, column 1: expected 2 cases, found end of input after 1",
            ),
            (
                Sibling::Fliptile,
                "1 2\n1 0 1\n",
                "line 2, column 5: expected end of line, found '1' (a row holds 2 cells)",
            ),
            (
                Sibling::LightsOff,
                "a b\n",
                "line 1, column 3: expected one word as the case's name, found 'b'",
            ),
        ] {
            let error = read(sibling, text).map(|_| ()).unwrap_err();
            assert_eq!(error.to_string(), message);
        }
    }
}
