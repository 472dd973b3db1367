//! The 8-puzzle's fast path: a walk on three tables that build.rs fills
//! with a breadth-first search, one for each place of the goal's blank up
//! to the board's symmetries (a corner, an edge, the centre). Any 3 × 3
//! target is one of the three goals with its tiles renamed, turned or
//! mirrored. It knows the board's rules alone; the 8-puzzle's boards
//! ([`eight`](crate::eight)) and a [`Pair`](super::Pair) at 3 × 3 walk
//! here.

pub(crate) mod rules;
mod walk;

pub use walk::Order;
pub(crate) use walk::{CORNER, Lookup, entry, most_moves, step, walk};
