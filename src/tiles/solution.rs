//! The answer of sliding tiles at every size and of the 8- and the
//! 15-puzzle ([`Solution`]), and why there is none: the start cannot reach
//! the target ([`Unreachable`]) or a bounded search gave up
//! ([`OverLimit`]).

use core::fmt;

use super::moves::{LOWER, Move, UPPER};
use super::path::Path;
use crate::write;

/// The moves of an answer, first to last: at most [`MOST_MOVES`](super::MOST_MOVES).
///
/// [`Display`](fmt::Display) writes the letters as the judge of the puzzle
/// that made it wants them: `ullddrurdllurdruldr` for the 8-puzzle and
/// sliding tiles, `LLLDRDRDR` in capitals for the 15-puzzle (UVa 10181);
/// nothing for no moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Solution {
    path: Path,
    /// Whether the letters are capitals.
    upper: bool,
}

impl Solution {
    /// The number of moves.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.path.len()
    }

    /// Whether there are no moves: the start is the target.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.path.len() == 0
    }

    /// The moves, first to last.
    pub fn moves(&self) -> impl Iterator<Item = Move> + Clone + use<> {
        self.path.moves()
    }

    /// The letters of the moves and a `\n`, as the judge writes them.
    #[must_use]
    pub fn text(&self) -> write::Letters {
        self.path.text(if self.upper { UPPER } else { LOWER })
    }

    /// The solution of `steps`, each a move's number (`Move as u8`), first
    /// to last, in lowercase letters.
    pub(crate) fn of(steps: impl IntoIterator<Item = u8>) -> Solution {
        Solution {
            path: Path::of(steps),
            upper: false,
        }
    }

    /// The same moves, written in capitals (`upper`) or in lowercase.
    pub(crate) const fn in_capitals(self, upper: bool) -> Solution {
        Solution {
            path: self.path,
            upper,
        }
    }

    /// Adds a move, by its number, at the end: nothing past [`MOST_MOVES`](super::MOST_MOVES).
    #[inline]
    pub(crate) fn push(&mut self, step: u8) {
        self.path.push(step);
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text().as_str())
    }
}

impl crate::Answer for Solution {
    type Move = Move;

    fn len(&self) -> usize {
        Solution::len(self)
    }

    fn moves(&self) -> impl Iterator<Item = Move> + Clone + '_ {
        Solution::moves(self)
    }
}

#[cfg(test)]
mod tests {
    use super::{Move, Solution};
    use crate::tiles::rules::MOST_MOVES;

    /// Every one of the most moves an answer can have is kept, in order,
    /// and written in the letters asked for.
    #[test]
    fn a_solution_keeps_all_80_moves() {
        let moves: [u8; MOST_MOVES as usize] = core::array::from_fn(|i| (i * 7 % 11 % 4) as u8);
        let solution = Solution::of(moves);
        assert_eq!(solution.len(), 80);
        assert!(solution.moves().map(|m| m as u8).eq(moves));
        assert_eq!(solution.text().as_str().len(), 80);
        assert_eq!(
            solution.moves().last(),
            Some(Move::ALL[usize::from(moves[79])])
        );
        let capitals = solution.in_capitals(true).text();
        let letters = solution.text();
        assert!(capitals.as_str().eq_ignore_ascii_case(letters.as_str()));
        assert!(capitals.as_str().bytes().all(|b| b.is_ascii_uppercase()));
    }
}
