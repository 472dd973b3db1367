//! The moves of a sliding-tile answer, up to 80 of them, two bits a move:
//! the one store of every [`Solution`](super::Solution).

use super::moves::Move;
use super::rules::MOST_MOVES as MOST;
use crate::write;

/// Words of sixteen moves: enough for [`MOST`].
const WORDS: usize = MOST.div_ceil(16) as usize;

/// Moves first to last; move `i` in bits `2(i % 16)` and `2(i % 16) + 1`
/// of word `i / 16`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Path {
    words: [u32; WORDS],
    len: u8,
}

impl Path {
    /// The path of `steps`, each a move's number (`Move as u8`), first to
    /// last; steps past [`MOST`] are left out.
    pub(crate) fn of(steps: impl IntoIterator<Item = u8>) -> Path {
        let mut path = Path::default();
        for step in steps {
            path.push(step);
        }
        path
    }

    /// Adds a move, by its number, at the end: nothing past [`MOST`].
    #[inline]
    pub(crate) fn push(&mut self, step: u8) {
        let i = usize::from(self.len);
        // Past the last of MOST moves there is no word.
        if let Some(word) = self.words.get_mut(i / 16) {
            *word |= u32::from(step & 3) << (2 * (i % 16));
            self.len += 1;
        }
    }

    /// The number of moves.
    pub(crate) const fn len(&self) -> usize {
        self.len as usize
    }

    /// The moves, first to last.
    pub(crate) fn moves(&self) -> impl Iterator<Item = Move> + Clone + use<> {
        let words = self.words;
        (0..usize::from(self.len)).map(move |i| {
            let word = words.get(i / 16).copied().unwrap_or(0);
            Move::ALL[((word >> (2 * (i % 16))) & 3) as usize]
        })
    }

    /// The moves as `letters` (by the moves' numbers) and a `\n`.
    pub(crate) fn text(&self, letters: [u8; 4]) -> write::Letters {
        write::Letters::of(self.moves().map(|step| letters[step as usize]))
    }
}

#[cfg(test)]
mod tests {
    use super::{MOST, Path};

    #[test]
    fn holds_every_move_up_to_the_most_and_no_more() {
        let steps = (0..u32::from(MOST) + 5).map(|i| (i * 7 % 4) as u8);
        let path = Path::of(steps.clone());
        assert_eq!(path.len(), usize::from(MOST));
        assert!(
            path.moves()
                .map(|step| step as u8)
                .eq(steps.take(usize::from(MOST)))
        );
        assert_eq!(path.text(*b"udlr").as_str().len(), usize::from(MOST));
    }
}
