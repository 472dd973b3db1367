//! Boards of an exact difficulty, for the people who make puzzles: problem
//! setters who need test data of a known difficulty, and game makers who
//! need levels that take exactly n moves. Each puzzle's [`Level`] comes
//! with its feature (all on by default); [`Among`][crate::fifteen::Among], sliding tiles at every
//! size, needs `sliding`.
//!
//! Every puzzle's value implements [`Level`]: [`Level::most`] gives the
//! most moves any board of a *space* needs (the space is what the boards
//! are drawn for: nothing for a puzzle of one size, the target of a
//! swap-game or 8-puzzle pair, the size and goal of a Lights Out board),
//! and [`Level::random`] draws a board that needs exactly
//! [`Moves::Exactly`]`(n)` moves, the most the space needs
//! ([`Moves::Most`]), or any number ([`Moves::Any`]), from a [`Rng`].
//! Where a table holds every board (Flip Game, the refrigerator, the
//! lights, the 4 × 4 swap game, the 8-puzzle), [`Every::needing`] lists
//! every board needing exactly n, in a fixed order.
//!
//! | puzzle | value | space |
//! |---|---|---|
//! | Flip Game, the refrigerator, the lights | each `Board` | `()` |
//! | swap game | [`swap_game::Pair`][crate::swap_game::Pair], [`swap_game::AnyPair`][crate::swap_game::AnyPair] | the target |
//! | Lights Out | [`lights_out::Board`][crate::lights_out::Board] | its solver and goal |
//! | 8-puzzle | [`eight::Board`][crate::eight::Board], [`eight::Digits`][crate::eight::Digits]; [`eight::Pair`][crate::eight::Pair] | `()`; the target |
//! | 15-puzzle | [`fifteen::Board`][crate::fifteen::Board] | which boards [`Moves::Any`] draws from: [`Among`][crate::fifteen::Among] |
//! | sliding tiles | [`tiles::Pair`][crate::tiles::Pair] | the target |
//!
//! A difficulty that no board has is an error, [`LevelError::TooMany`],
//! found from the tables or from the size's algebra without a search;
//! where neither can tell, the draw searches within a stated limit and
//! says so when it gives up ([`LevelError::NotFound`]).
//!
//! The same seed gives the same boards on every machine: the generator
//! [`Rng`] is the crate's own, a few lines of integer arithmetic.
//!
//! # Examples
//!
//! ```
//! use flipswap::levels::{Every, Level, Moves, Rng};
//! use flipswap::{flip_game, fridge};
//!
//! let mut rng = Rng::new(7);
//! let door = fridge::Board::random(&(), Moves::Exactly(5), &mut rng)?;
//! assert_eq!(fridge::solve(door).map(|s| s.len()), Some(5));
//! assert_eq!(fridge::Board::most(&()), Some(16));
//! assert!(fridge::Board::random(&(), Moves::Exactly(17), &mut rng).is_err());
//!
//! // The Flip Game boards that need six flips, every one of them.
//! let hardest = flip_game::Board::needing(&(), 6);
//! assert!(hardest.clone().all(|board| flip_game::solve(board).map(|s| s.len()) == Some(6)));
//! # Ok::<(), flipswap::Error>(())
//! ```
//!
#![doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]

use core::fmt;

/// How many moves a drawn board should need.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Moves {
    /// Any number: a board drawn from the whole space, solvable or not
    /// (the shape of a judge's random test).
    #[default]
    Any,
    /// Exactly this many.
    Exactly(u32),
    /// The most that any board of the space needs, where that is known.
    Most,
}

/// A board of an exact difficulty could not be drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LevelError {
    /// No board of the space needs this many moves: the most any needs is
    /// `most`.
    TooMany {
        /// The moves asked for.
        asked: u32,
        /// The most any board of the space needs.
        most: u32,
    },
    /// [`Moves::Most`] was asked of a space whose most is not known to the
    /// crate (a large Lights Out size whose press maps that change nothing
    /// are too many to weigh, or a large swap-game board).
    MostUnknown,
    /// The search for a board needing `asked` moves gave up within its
    /// limit. Such a board may exist; the space's most is not known, so
    /// the crate cannot tell.
    NotFound {
        /// The moves asked for.
        asked: u32,
    },
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LevelError::TooMany { asked, most } => {
                write!(
                    f,
                    "no board needs {asked} moves: the most any needs is {most}"
                )
            }
            LevelError::MostUnknown => f.write_str("the most this size needs is not known"),
            LevelError::NotFound { asked } => write!(
                f,
                "no board needing {asked} moves was found within the search's limit"
            ),
        }
    }
}

impl core::error::Error for LevelError {}

/// The check every draw makes first: `moves` as a number of moves, given
/// the space's most (`None` when it is not known), or the error that says
/// no board has it. `Any` stays `None`.
///
/// # Errors
///
/// [`LevelError::TooMany`] past the most, [`LevelError::MostUnknown`] for
/// [`Moves::Most`] when the most is not known.
pub(crate) fn target(moves: Moves, most: Option<u32>) -> Result<Option<u32>, LevelError> {
    match (moves, most) {
        (Moves::Any, _) => Ok(None),
        (Moves::Most, Some(most)) => Ok(Some(most)),
        (Moves::Most, None) => Err(LevelError::MostUnknown),
        (Moves::Exactly(asked), Some(most)) if asked > most => {
            Err(LevelError::TooMany { asked, most })
        }
        (Moves::Exactly(asked), _) => Ok(Some(asked)),
    }
}

/// A small, fast generator of pseudo-random numbers, the crate's own
/// (SplitMix64): the same seed gives the same numbers on every machine.
///
/// It is **not** for cryptography: its output is easy to predict from a
/// few values. It is for drawing boards that can be drawn again.
///
/// # Examples
///
/// ```
/// use flipswap::levels::Rng;
///
/// let mut a = Rng::new(1);
/// let mut b = Rng::new(1);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// assert_eq!(a.below(0), 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// The golden ratio's fraction in 64 bits: the step between states.
    const STEP: u64 = 0x9E37_79B9_7F4A_7C15;

    /// The generator that `seed` starts.
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(Rng::STEP);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound`, each equally likely; 0 when `bound` is 0.
    pub const fn below(&mut self, bound: u64) -> u64 {
        if bound == 0 {
            return 0;
        }
        // Multiply and keep the high word; redraw the few low words that
        // would make some results likelier than others.
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let wide = self.next_u64() as u128 * bound as u128;
            if (wide as u64) >= threshold {
                return (wide >> 64) as u64;
            }
        }
    }

    /// True with probability one half.
    pub const fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }
}

/// A puzzle's value that can be drawn at an exact difficulty.
pub trait Level: Sized {
    /// What the boards are drawn for: `()` for a puzzle of one size and
    /// goal, the target for a pair, the solver and goal of a Lights Out
    /// size.
    type Space;

    /// The most moves any board of `space` needs, when the crate knows it:
    /// from a table, or from the size's algebra.
    fn most(space: &Self::Space) -> Option<u32>;

    /// A board of `space` that needs exactly the moves asked for, drawn
    /// with `rng`; with [`Moves::Any`], any board of the space, solvable or
    /// not.
    ///
    /// # Errors
    ///
    /// [`LevelError::TooMany`] when no board needs that many (past
    /// [`most`](Self::most)); [`LevelError::MostUnknown`] for
    /// [`Moves::Most`] where the most is not known;
    /// [`LevelError::NotFound`] when a search gave up.
    fn random(space: &Self::Space, moves: Moves, rng: &mut Rng) -> Result<Self, LevelError>;
}

/// A puzzle whose every board a table answers, so that every board needing
/// exactly n moves can be listed.
pub trait Every: Level {
    /// The boards of `space` that need exactly `moves` moves, each once,
    /// in a fixed order that each impl states (the toggle boards and the
    /// swap game's starts in the order of their bits, the 8-puzzle's
    /// boards in the order of their answers).
    fn needing(space: &Self::Space, moves: u32) -> impl Iterator<Item = Self> + Clone;
}
