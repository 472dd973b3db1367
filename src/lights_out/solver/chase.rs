//! The engine of a [`Solver`]: the chase down a board, row by row, and the
//! Gray-code search over the press maps that change nothing.

use super::Solver;
use crate::lights_out::board::{row_mask, spread};
use crate::lights_out::{Board, Goal, MAX_NULLITY, MAX_SIDE, Map, WORD_BITS, WORDS};

/// Presses row by row, the first row as `first` and every later row under
/// the lights still on above it: the presses of each row, and the lights
/// left on in the last row.
pub(super) const fn chase(board: &Board, first: u32) -> ([u32; MAX_SIDE as usize], u32) {
    let rows = board.rows as usize;
    let mut lights = board.lights;
    let mut presses = [0u32; MAX_SIDE as usize];
    let mut press = first & row_mask(board.cols);
    let mut r = 0;
    while r < rows && r < MAX_SIDE as usize {
        presses[r] = press;
        if r > 0 {
            lights[(r - 1) & 31] ^= press;
        }
        lights[r] ^= spread(press, board.cols);
        if r + 1 < rows {
            lights[(r + 1) & 31] ^= press;
        }
        press = lights[r];
        r += 1;
    }
    (presses, lights[(rows.saturating_sub(1)) & 31])
}

/// Whether `a` reads before `b` in reading order, the first cell most
/// significant (false when they are equal).
const fn reads_before(a: &Map, b: &Map, words: usize) -> bool {
    let mut w = 0;
    while w < words && w < WORDS {
        let differ = a[w] ^ b[w];
        if differ != 0 {
            return a[w] & differ & differ.wrapping_neg() == 0;
        }
        w += 1;
    }
    false
}

impl Solver {
    /// The lights the chase with no first-row presses leaves in the last
    /// row of `board` with every light XORed with `flip` (0, or the row
    /// mask to aim for every light on).
    const fn left_over(&self, board: &Board, flip: u32) -> u32 {
        let rows = self.rows as usize;
        let cols = self.cols;
        let mut press = 0u32;
        let mut cur = board.lights[0] ^ flip;
        let mut r = 0;
        while r + 1 < rows && r + 1 < MAX_SIDE as usize {
            cur ^= spread(press, cols);
            let below = board.lights[r + 1] ^ flip ^ press;
            press = cur;
            cur = below;
            r += 1;
        }
        cur ^ spread(press, cols)
    }

    /// Whether the last-row lights `left` can be cleared from the first
    /// row. The chase's matrix is symmetric (a polynomial in the
    /// tridiagonal press matrix of a row), so the lights it can leave are
    /// exactly those orthogonal to its null space, whose basis is the first
    /// rows of the quiet maps: an even number of `left`'s lights under each.
    const fn can_clear(&self, left: u32) -> bool {
        let mut q = 0;
        while q < self.nullity as usize && q < MAX_NULLITY as usize {
            // The first row is bits 0..cols of word 0; `left` has no others.
            if (left & self.quiet[q][0] as u32).count_ones() & 1 != 0 {
                return false;
            }
            q += 1;
        }
        true
    }

    /// Writes into `best` (its first [`words`](Self::words) words; the rest
    /// untouched) the canonical press map that turns every light of `board`
    /// XORed with `flip` off, and returns its number of presses; `None`
    /// (and `best` untouched) when no presses can.
    const fn clear(&self, board: &Board, flip: u32, best: &mut Map) -> Option<u32> {
        let rows = self.rows as usize;
        let cols = self.cols;
        // Chase 1: only the lights left in the last row.
        let mut left = self.left_over(board, flip);
        if !self.can_clear(left) {
            return None;
        }
        let mut first = 0u32;
        while left != 0 {
            first ^= self.inverse[(left.trailing_zeros() & 31) as usize];
            left &= left - 1;
        }
        // Chase 2, the presses appended to the map `cols` bits at a time
        // through one word (`fill` bits of it taken), counted a word at a
        // time.
        let mut fewest = 0;
        let mut press = first & row_mask(cols);
        let mut cur = board.lights[0] ^ flip;
        let mut word = 0u64;
        let mut fill = 0u32;
        let mut w = 0usize;
        let mut r = 0;
        loop {
            word |= (press as u64) << fill;
            fill += cols as u32;
            if fill >= WORD_BITS {
                best[w & (WORDS - 1)] = word;
                fewest += word.count_ones();
                w += 1;
                fill -= WORD_BITS;
                // The row's bits that did not fit; none when it ended the
                // word (fill < cols <= 32, so the shift is 1 to 32).
                word = (press as u64) >> (cols as u32 - fill);
            }
            cur ^= spread(press, cols);
            if r + 1 >= rows || r + 1 >= MAX_SIDE as usize {
                break;
            }
            let below = board.lights[r + 1] ^ flip ^ press;
            press = cur;
            cur = below;
            r += 1;
        }
        if fill > 0 {
            best[w & (WORDS - 1)] = word;
            fewest += word.count_ones();
        }
        if cur != 0 {
            // Not reached: `can_clear` let only clearable boards through.
            return None;
        }
        if self.nullity == 0 {
            return Some(fewest);
        }
        // Gray code: step t changes the combination by basis map ctz(t).
        let combinations = 1u32 << (self.nullity & 31);
        if self.words == 1 {
            // A map of one word (boards of up to 64 cells): the search held
            // in registers.
            let (mut map, mut least) = (best[0], best[0]);
            let mut t = 1u32;
            while t < combinations {
                let basis = t.trailing_zeros() as usize;
                if basis >= MAX_NULLITY as usize {
                    break;
                }
                map ^= self.quiet[basis][0];
                let presses = map.count_ones();
                // The first cell where they differ is the lowest bit.
                let differ = map ^ least;
                if presses < fewest
                    || (presses == fewest && map & differ & differ.wrapping_neg() == 0)
                {
                    least = map;
                    fewest = presses;
                }
                t += 1;
            }
            best[0] = least;
            return Some(fewest);
        }
        let words = self.words as usize;
        let mut map = *best;
        let mut t = 1u32;
        while t < combinations {
            let basis = t.trailing_zeros() as usize;
            if basis >= MAX_NULLITY as usize {
                break;
            }
            let quiet = &self.quiet[basis];
            let mut presses = 0;
            let mut w = 0;
            while w < words && w < WORDS {
                let x = map[w] ^ quiet[w];
                map[w] = x;
                presses += x.count_ones();
                w += 1;
            }
            if presses < fewest || (presses == fewest && reads_before(&map, best, words)) {
                // The whole map, copied inline: a loop over `words` would
                // become a call to `memcpy`, dearer for the small maps.
                *best = map;
                fewest = presses;
            }
            t += 1;
        }
        Some(fewest)
    }

    /// Writes into `presses` the canonical press map that brings `board` to
    /// `goal`, and returns its number of presses; `None` when no presses
    /// can.
    pub(super) const fn reach(&self, board: &Board, goal: Goal, presses: &mut Map) -> Option<u32> {
        let mask = row_mask(self.cols);
        match goal {
            Goal::AllOff => self.clear(board, 0, presses),
            Goal::AllOn => self.clear(board, mask, presses),
            Goal::OneColour => {
                let off = self.clear(board, 0, presses);
                let mut on = [0; WORDS];
                match (off, self.clear(board, mask, &mut on)) {
                    (Some(off), Some(count))
                        if count > off
                            || (count == off
                                && !reads_before(&on, presses, self.words as usize)) =>
                    {
                        Some(off)
                    }
                    (_, Some(count)) => {
                        *presses = on;
                        Some(count)
                    }
                    (off, None) => off,
                }
            }
        }
    }

    /// Whether some presses bring `board` to `goal`.
    pub(super) const fn can_reach(&self, board: &Board, goal: Goal) -> bool {
        let mask = row_mask(self.cols);
        match goal {
            Goal::AllOff => self.can_clear(self.left_over(board, 0)),
            Goal::AllOn => self.can_clear(self.left_over(board, mask)),
            Goal::OneColour => {
                self.can_clear(self.left_over(board, 0))
                    || self.can_clear(self.left_over(board, mask))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Solver::can_clear`] rests on this: the lights the chase leaves in
    /// the last row are a symmetric function of the first row's presses, at
    /// every size, so those it can leave are those orthogonal to its null
    /// space.
    #[test]
    fn the_chase_of_every_size_is_symmetric() {
        for rows in 1..=MAX_SIDE {
            for cols in 1..=MAX_SIDE {
                let empty = Board::new(rows, cols).expect("a size");
                let mut column = [0u32; MAX_SIDE as usize];
                for (j, left) in column.iter_mut().enumerate().take(cols.into()) {
                    *left = chase(&empty, 1 << j).1;
                }
                for i in 0..usize::from(cols) {
                    for j in 0..i {
                        assert_eq!(
                            column[j] >> i & 1,
                            column[i] >> j & 1,
                            "{rows} × {cols}, cells {i} and {j}"
                        );
                    }
                }
            }
        }
    }
}
