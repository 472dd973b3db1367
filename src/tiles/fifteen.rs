//! The 15-puzzle's fast path: an IDA* guided by pattern databases that
//! build.rs makes (see `rules`), to the 15-puzzle's goal and, turned or
//! reflected, to every other 4 × 4 target. It knows the board's rules
//! alone; the 15-puzzle's boards ([`fifteen`](crate::fifteen)) and a
//! [`Pair`](super::Pair) at 4 × 4 search here.

pub(crate) mod rules;
pub(crate) mod search;

#[cfg(feature = "sliding")]
use super::progress::Budget;
#[cfg(feature = "sliding")]
use super::rules::{self as tiles, MOST_MOVES};
#[cfg(feature = "sliding")]
use super::solution::Solution;
use crate::rule_error::OverLimit;
pub use search::SEARCH_STACK_BYTES;

/// The answer for the 4 × 4 board `start` to the board `target` (any cell
/// of the blank: see `rules::TARGET_BLANKS`), as
/// [`fifteen::solve_counting`](crate::fifteen::solve_counting) answers:
/// both turned by the first symmetry that takes the target's blank to a
/// cell whose target the search knows, renamed so that the target is that
/// one, and searched in the turned order, so that the answer, turned back,
/// is the fewest moves and the least in the order `D`, `L`, `R`, `U`.
#[cfg(feature = "sliding")]
pub(crate) fn solve_to(
    start: u64,
    target: u64,
    budget: &mut Budget,
) -> (Result<Option<Solution>, OverLimit>, u64) {
    let blank = rules::blank(target);
    let known = (0..8).find_map(|symmetry| {
        search::goal(rules::turn(symmetry, blank)).map(|goal| (symmetry, goal))
    });
    let Some((symmetry, goal)) = known else {
        return (Ok(None), 0);
    };
    let (start, target) = (
        rules::turned(symmetry, start),
        rules::turned(symmetry, target),
    );
    let names = tiles::names(target, rules::target(goal.blank()), rules::CELLS);
    let start = tiles::rename(start, names, rules::CELLS);
    search::solve(start, goal, symmetry, MOST_MOVES, budget)
}
