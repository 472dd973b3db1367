//! The form of flipswap's toggle puzzles this image calls, chosen per call
//! site by this crate's `compact` feature: `compact::solve` and
//! `compact::hint` (a few dozen bytes of GF(2) columns) with it, the dense
//! `solve` and `hint` (one load from a table) without. flipswap links only
//! the data of the functions a program calls, so an image built without
//! `compact` carries the dense tables of its puzzles and one built with it
//! carries none.
//!
//! The test and the footprint image both call the puzzles through here, as
//! `form::flip_game::solve(board)` and so on.

/// Flip Game's `solve` and `hint` in this image's form.
pub mod flip_game {
    #[cfg(feature = "compact")]
    pub use flipswap::flip_game::compact::{hint, solve};
    #[cfg(not(feature = "compact"))]
    pub use flipswap::flip_game::{hint, solve};
}

/// The refrigerator's `solve` and `hint` in this image's form.
pub mod fridge {
    #[cfg(feature = "compact")]
    pub use flipswap::fridge::compact::{hint, solve};
    #[cfg(not(feature = "compact"))]
    pub use flipswap::fridge::{hint, solve};
}

/// The lights' `solve` and `hint` in this image's form.
pub mod lights {
    #[cfg(feature = "compact")]
    pub use flipswap::lights::compact::{hint, solve};
    #[cfg(not(feature = "compact"))]
    pub use flipswap::lights::{hint, solve};
}

/// What the image's first line says about the form.
pub const NAME: &str = if cfg!(feature = "compact") {
    "compact::solve (GF(2) columns)"
} else {
    "solve (dense tables)"
};
