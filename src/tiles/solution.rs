//! The answer of sliding tiles at every size and of the 8- and the
//! 15-puzzle ([`Solution`]), and how each of their judges writes it
//! ([`Says`]).

use core::fmt;

use super::moves::{LOWER, Move, UPPER};
use super::path::Path;
use crate::answer::{Put, Sink, count, line, show_moves};
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

/// What a sliding-tile judge writes for an answer, each with its words
/// where no moves reach the goal.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Says {
    /// The letters of the moves on a line (Eight, the 15-Puzzle Problem).
    Moves(&'static str),
    /// The count of moves on a line (the eight-digit puzzle, 15 Puzzle).
    Count(&'static str),
    /// The count, then the letters (sliding tiles).
    CountMoves(&'static str),
    /// `Case k: ` and the count, then the letters (Eight II).
    Numbered(&'static str),
}

impl Says {
    /// Writes `found`, the answer to case `number`, as the judge does.
    #[inline]
    pub(crate) fn write<S: Sink>(
        self,
        number: u64,
        found: Option<&Solution>,
        sink: &mut S,
    ) -> Put<S> {
        let (Says::Moves(none) | Says::Count(none) | Says::CountMoves(none) | Says::Numbered(none)) =
            self;
        let Some(solution) = found else {
            return line(sink, none);
        };
        if let Says::Numbered(_) = self {
            sink.put(b"Case ")?;
            let number = usize::try_from(number).unwrap_or(usize::MAX);
            sink.put(write::count(number).as_bytes())?;
            sink.put(b": ")?;
        }
        if !matches!(self, Says::Moves(_)) {
            count(sink, solution.len())?;
        }
        if !matches!(self, Says::Count(_)) {
            sink.put(solution.text().with_newline())?;
        }
        Ok(())
    }
}

impl Solution {
    /// For `--show`: `start`, then the board after each move of `found`
    /// (`slide` plays one), each drawn by `board` and each move named by
    /// its letter as the answer writes it.
    pub(crate) fn show<S: Sink, B: Copy>(
        found: Option<&Solution>,
        sink: &mut S,
        start: B,
        slide: fn(B, Move) -> Option<B>,
        board: impl Fn(&mut dyn fmt::Write, B) -> fmt::Result,
    ) -> Put<S> {
        let Some(solution) = found else {
            return Ok(());
        };
        let upper = solution.upper;
        let letter = move |step: Move| if upper { step.capital() } else { step.letter() };
        show_moves(
            sink,
            start,
            solution.moves(),
            slide,
            |out, step| write!(out, "move {}", letter(step)),
            board,
        )
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
