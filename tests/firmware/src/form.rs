//! The form of flipswap's toggle puzzles this image calls, chosen in this
//! one place by this crate's `compact` feature: [`Toggle::solve_compact`]
//! (a few dozen bytes of GF(2) columns) with it, the dense [`Toggle::solve`]
//! (one load from a table) without. flipswap links only the data of the
//! functions a program calls, so an image built without `compact` carries
//! the dense tables of its puzzles and one built with it carries none.
//!
//! The test and the footprint image both call every toggle puzzle through
//! here, as `form::solve(board)` for any board `P: Toggle`.

use flipswap::toggle::{Solution, Toggle};

/// `board`'s canonical answer, in this image's form.
#[inline]
pub fn solve<P: Toggle>(board: P) -> Option<Solution<P>> {
    #[cfg(feature = "compact")]
    {
        board.solve_compact()
    }
    #[cfg(not(feature = "compact"))]
    {
        board.solve()
    }
}

/// What the image's first line says about the form.
pub const NAME: &str = if cfg!(feature = "compact") {
    "Toggle::solve_compact (GF(2) columns)"
} else {
    "Toggle::solve (dense tables)"
};
