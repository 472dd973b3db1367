//! Sliding tiles at any size from 2 × 2 to 4 × 4, any start to any target:
//! the names of [`tiles`](crate::tiles), where they are described, under
//! the name this module had before the 8-puzzle, the 15-puzzle and every
//! other size shared one module. Needs the feature `sliding` (on by
//! default), which takes `eight` and `fifteen`.
//!
//! # Examples
//!
//! ```
//! use flipswap::sliding::{Board, Pair};
//!
//! let start = Board::new(2, 3, &[1, 2, 3, 0, 4, 5]).expect("a board");
//! let target = Board::new(2, 3, &[1, 2, 3, 4, 5, 0]).expect("a board");
//! let solution = Pair::new(start, target)?.solve().expect("a pair can always be solved");
//! assert_eq!(solution.to_string(), "rr");
//! # Ok::<(), flipswap::Error>(())
//! ```

pub use crate::tiles::{
    Board, Boards, MOST_MOVES, Move, OverLimit, Pair, Progress, SEARCH_STACK_BYTES, Solution,
    TABLE_BYTES, Unreachable, most_moves,
};
