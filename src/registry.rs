//! The registry: every subcommand of the `flipswap` command this build
//! answers, one row each, in the command's order. Each row names the type
//! its cases are read into, whose [`Subcommand`] says how each case is
//! answered and written (in the module of its puzzle); the command and the
//! C library (`flipswap_answer`) find a subcommand here by its name.
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

use crate::answer::{How, Sink, Stop, Subcommand, answer_all};

/// Every subcommand this build answers, by name, with [`answer_all`] of
/// its [`Subcommand`].
macro_rules! subcommands {
    ($($feature:literal: $answers:ty,)*) => {
        /// The names of the subcommands this build answers (those of the
        /// puzzles whose features are on), in the command's order.
        pub static NAMES: &[&str] = &[$(
            #[cfg(feature = $feature)]
            <$answers as Subcommand>::NAME,
        )*];

        /// Answers every case of `input` as the subcommand `name` of the
        /// `flipswap` command does ([`answer_all`]); returns how many
        /// cases there were.
        ///
        /// # Errors
        ///
        /// [`Stop::UnknownPuzzle`] when no subcommand of this build is
        /// `name`; otherwise as [`answer_all`].
        pub fn named<S: Sink + ?Sized>(
            name: &str,
            input: &[u8],
            how: How,
            sink: &mut S,
        ) -> Result<u64, Stop<S::Error>> {
            $(
                #[cfg(feature = $feature)]
                if name == <$answers as Subcommand>::NAME {
                    return answer_all::<$answers, S>(input, how, sink);
                }
            )*
            let _ = (name, input, how, &sink);
            Err(Stop::UnknownPuzzle)
        }
    };
}

subcommands! {
    "flip-game": crate::flip_game::Board,
    "fridge": crate::fridge::Board,
    "lights": crate::lights::Board,
    "lights-out": crate::lights_out::Board,
    "swap-game": crate::swap_game::AnyPair,
    "family": crate::family::Of<crate::family::judges::Fliptile>,
    "family": crate::family::Of<crate::family::judges::ExtendedLightsOut>,
    "family": crate::family::Of<crate::family::judges::Painter>,
    "family": crate::family::Of<crate::family::judges::LightsOff>,
    "family": crate::family::Of<crate::family::judges::Switches>,
    "family": crate::family::Of<crate::family::judges::WaterBowls>,
    "family": crate::family::Of<crate::family::judges::FlipCards>,
    "swap-game": crate::swap_game::MovingToys,
    "eight": crate::eight::Board,
    "eight": crate::eight::Pair,
    "eight": crate::eight::Digits,
    "fifteen": crate::fifteen::Board,
    "fifteen": crate::fifteen::FifteenCount,
    "sliding": crate::tiles::Boards,
}
