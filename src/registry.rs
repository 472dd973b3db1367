//! The registry: every subcommand of the `flipswap` command, one row
//! each, in the command's order. A row is a value (`Row`, with every
//! puzzle's feature on): its name, its [`Words`] and the type its cases are
//! read into, whose traits say how a case is answered and written
//! ([`Subcommand`]), how a claimed answer is judged
//! ([`check::Judged`](crate::check::Judged)) and how cases are drawn and written
//! back ([`pose::Pose`](crate::pose::Pose)), each in its puzzle's module. The
//! command reaches those through `Row::visit`, so that its loops name no
//! subcommand; the C library
//! (`flipswap_answer`) finds a subcommand by its name ([`named`]), with
//! the puzzles of this build.
//!
//! # Examples
//!
//! ```
//! use flipswap::answer::{How, Room};
//! use flipswap::registry;
//!
//! let mut buffer = [0; 64];
//! let mut out = Room::new(&mut buffer);
//! let input = b"-+--\n----\n----\n-+--\n";
//! let cases = registry::named("fridge", input, How::new(), &mut out)?;
//! assert_eq!(cases, 1);
//! assert_eq!(out.written(), b"6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n");
//!
//! // Bad input is named by case, line and column.
//! let mut out = Room::new(&mut buffer);
//! let error = registry::named("flip-game", b"bwwb\nbxwb\n", How::new(), &mut out).unwrap_err();
//! assert_eq!(error.to_string(), "case 1, line 2, column 2: expected 'b' or 'w', found 'x'");
//! assert!(registry::NAMES.contains(&"sliding"));
//! # Ok::<(), flipswap::answer::Stop<flipswap::answer::NoRoom>>(())
//! ```

use crate::answer::{How, Sink, Stop, Subcommand, Words, answer_all};
#[cfg(every_puzzle)]
use crate::{check::Judged, pose::Pose};

/// What the command does with a row's type ([`Row::visit`]): one of its
/// loops, written once for every subcommand.
#[cfg(every_puzzle)]
pub trait Visit {
    /// What the loop gives.
    type Output;
    /// Runs the loop for subcommand `C`.
    fn visit<C: Pose + Judged>(self) -> Self::Output;
}

/// One subcommand of the `flipswap` command: its name, what the command
/// says of it, and the type its cases are read into.
#[cfg(every_puzzle)]
#[derive(Debug, PartialEq, Eq)]
pub struct Row {
    /// The subcommand, as it is typed.
    pub name: &'static str,
    /// What the command says of it.
    pub words: &'static Words,
    /// Its type, for [`Row::visit`].
    of: Of,
}

/// Every subcommand's row in the command's order ([`ROWS`]), how a row
/// reaches its type ([`Row::visit`]), and the answers by name ([`named`],
/// [`NAMES`]) for the puzzles of this build: one list.
macro_rules! subcommands {
    (
        $($feature:literal $of:ident: $case:ty = $words:path,)*
        with options: $($vof:ident: $vcase:ty = $vwords:path as $vrow:ident,)*
    ) => {
        /// The type of a row.
        #[cfg(every_puzzle)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Of {
            $($of,)*
            $($vof,)*
        }

        $(
            /// The row of a subcommand given options that change what its
            /// cases are read into (not in [`ROWS`]: the command turns to
            /// it when the options are given).
            #[cfg(every_puzzle)]
            pub static $vrow: Row = Row {
                name: <$vcase as Subcommand>::NAME,
                words: &$vwords,
                of: Of::$vof,
            };
        )*

        /// Every subcommand of the command, in its order.
        #[cfg(every_puzzle)]
        pub static ROWS: &[Row] = &[$(
            Row { name: <$case as Subcommand>::NAME, words: &$words, of: Of::$of },
        )*];

        #[cfg(every_puzzle)]
        impl Row {
            /// Runs `visitor` for the row's subcommand.
            pub fn visit<V: Visit>(&self, visitor: V) -> V::Output {
                match self.of {
                    $(Of::$of => visitor.visit::<$case>(),)*
                    $(Of::$vof => visitor.visit::<$vcase>(),)*
                }
            }
        }

        /// The names of the subcommands this build answers (those of the
        /// puzzles whose features are on), in the command's order.
        pub static NAMES: &[&str] = &[$(
            #[cfg(feature = $feature)]
            <$case as Subcommand>::NAME,
        )*];

        /// Answers every case of `input` as the subcommand `name` of the
        /// `flipswap` command does ([`answer_all`]); returns how many
        /// cases there were. `lights-out` may be followed by its options
        /// (`lights-out --rule x --torus --states 3 --goal on`), as the
        /// command takes them.
        ///
        /// # Errors
        ///
        /// [`Stop::UnknownPuzzle`] when no subcommand of this build is
        /// `name`, or its options are not `lights-out`'s; otherwise as
        /// [`answer_all`].
        pub fn named<S: Sink>(
            name: &str,
            input: &[u8],
            how: How,
            sink: &mut S,
        ) -> Result<u64, Stop<S::Error>> {
            #[cfg(all(feature = "press", feature = "lights-out"))]
            if let Some(answered) = ruled(name, input, how, sink) {
                return answered;
            }
            $(
                #[cfg(feature = $feature)]
                if name == <$case as Subcommand>::NAME {
                    return answer_all::<$case, S>(input, how, sink);
                }
            )*
            let _ = (name, input, how, &sink);
            Err(Stop::UnknownPuzzle)
        }
    };
}

subcommands! {
    "flip-game" FlipGame: crate::flip_game::Board = crate::flip_game::FLIP_GAME,
    "fridge" Fridge: crate::fridge::Board = crate::fridge::FRIDGE,
    "lights" Lights: crate::lights::Board = crate::lights::LIGHTS,
    "lights-out" LightsOut: crate::lights_out::Board = crate::lights_out::LIGHTS_OUT,
    "swap-game" SwapGame: crate::swap_game::SwapGame = crate::swap_game::SWAP_GAME,
    "family" Fliptile: crate::family::Of<crate::family::judges::Fliptile> = crate::family::FLIPTILE,
    "family" ExtendedLightsOut: crate::family::Of<crate::family::judges::ExtendedLightsOut> = crate::family::EXTENDED_LIGHTS_OUT,
    "family" Painter: crate::family::Of<crate::family::judges::Painter> = crate::family::PAINTER,
    "family" LightsOff: crate::family::Of<crate::family::judges::LightsOff> = crate::family::LIGHTS_OFF,
    "family" Switches: crate::family::Of<crate::family::judges::Switches> = crate::family::SWITCHES,
    "family" WaterBowls: crate::family::Of<crate::family::judges::WaterBowls> = crate::family::WATER_BOWLS,
    "family" FlipCards: crate::family::Of<crate::family::judges::FlipCards> = crate::family::FLIP_CARDS,
    "swap-game" MovingToys: crate::swap_game::MovingToys = crate::swap_game::MOVING_TOYS,
    "eight" Eight: crate::eight::Board = crate::eight::EIGHT,
    "eight" EightIi: crate::eight::Pair = crate::eight::EIGHT_II,
    "eight" EightDigits: crate::eight::Digits = crate::eight::EIGHT_DIGITS,
    "fifteen" Fifteen: crate::fifteen::Fifteen = crate::fifteen::FIFTEEN,
    "fifteen" FifteenCount: crate::fifteen::FifteenCount = crate::fifteen::FIFTEEN_COUNT,
    "sliding" Sliding: crate::tiles::Boards = crate::tiles::SLIDING,
    "press" GraphLights: crate::graphs::GraphLights = crate::graphs::GRAPH_LIGHTS,
    "press" SwitchProblem: crate::graphs::SwitchProblem = crate::graphs::SWITCH_PROBLEM,
    "press" Lanterns: crate::graphs::Lanterns = crate::graphs::LANTERNS_WORDS,
    "press" GamblerBo: crate::grids::GamblerBo = crate::grids::GAMBLER_BO,
    "press" Harmonious: crate::grids::Harmonious = crate::grids::HARMONIOUS,
    with options:
    RuledLightsOut: crate::grids::RuledLights = crate::grids::RULED_WORDS as RULED_LIGHTS_OUT,
}

/// `lights-out` followed by its options, answered with its rule; `None`
/// for any other name.
#[cfg(all(feature = "press", feature = "lights-out"))]
fn ruled<S: Sink>(
    name: &str,
    input: &[u8],
    how: How,
    sink: &mut S,
) -> Option<Result<u64, Stop<S::Error>>> {
    let lights_out = <crate::lights_out::Board as Subcommand>::NAME;
    let words = name.strip_prefix(lights_out)?.strip_prefix(' ')?;
    let Some((Ok(rule), goal)) = crate::press::LightsRule::from_words(words) else {
        return Some(Err(Stop::UnknownPuzzle));
    };
    let how = match goal.map(str::parse) {
        None => how.rule(rule),
        Some(Ok(goal)) => how.rule(rule).goal(goal),
        Some(Err(_)) => return Some(Err(Stop::UnknownPuzzle)),
    };
    Some(answer_all::<crate::grids::RuledLights, S>(input, how, sink))
}

/// The row of the subcommand `name`.
#[cfg(every_puzzle)]
#[must_use]
pub fn row(name: &str) -> Option<&'static Row> {
    ROWS.iter().find(|row| row.name == name)
}

#[cfg(every_puzzle)]
impl Row {
    /// Its judge's input format.
    #[must_use]
    pub fn format(&self) -> crate::Format {
        /// The format of a subcommand's reader.
        struct FormatOf;
        impl Visit for FormatOf {
            type Output = crate::Format;
            fn visit<C: Pose + Judged>(self) -> crate::Format {
                C::reader().format()
            }
        }
        self.visit(FormatOf)
    }

    /// Whether the subcommand takes `option`.
    #[must_use]
    pub fn takes(&self, option: crate::answer::Opt) -> bool {
        self.words.options.contains(&option)
    }
}
