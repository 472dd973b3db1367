//! The fewest presses: every combination of the kernel's basis added to
//! one answer, in Gray-code order (one basis map added a step), each press
//! map weighed whole, its cells packed in reading order.

use super::{Cells, GridSolver, MOST, Row};
use crate::rule_error::OverLimit;

/// Words of the kernel's press maps that [`GridSolver::solve_within`]
/// keeps on its stack (8 KiB): all of them up to 64 maps of 32 × 32 modulo
/// 2; past that the rarely used ones are chased again when needed.
const KEPT: usize = 1024;

/// The cells of a grid packed in reading order: cell `r · cols + c` is
/// bit `i % 64` of word `i / 64`, so that the first cell where two maps
/// differ is the lowest bit of the first word where they do.
#[derive(Clone, Copy)]
struct Packing {
    rows: usize,
    cols: usize,
    words: usize,
}

impl Packing {
    /// One plane of `cells` packed.
    fn pack(self, plane: &[u64; MOST]) -> [u64; MOST] {
        let mut packed = [0; MOST];
        for (r, &row) in plane.iter().enumerate().take(self.rows) {
            let at = r * self.cols;
            let (w, s) = (at / 64, at % 64);
            if let Some(word) = packed.get_mut(w) {
                *word |= row << s;
            }
            if s + self.cols > 64 {
                if let Some(word) = packed.get_mut(w + 1) {
                    // s > 0 here: cols is at most 64.
                    *word |= row.checked_shr(64 - s as u32).unwrap_or(0);
                }
            }
        }
        packed
    }

    /// Row `r` of a packed plane.
    fn row(self, packed: &[u64; MOST], r: usize) -> u64 {
        let at = r * self.cols;
        let (w, s) = (at / 64, at % 64);
        let mut row = packed.get(w).map_or(0, |word| word >> s);
        if s + self.cols > 64 {
            row |= packed
                .get(w + 1)
                .map_or(0, |word| word.checked_shl(64 - s as u32).unwrap_or(0));
        }
        row & super::mask(self.cols)
    }

    /// The press map of packed planes.
    fn unpack(self, ones: &[u64; MOST], twos: &[u64; MOST]) -> Cells {
        let mut cells = Cells::ZERO;
        for r in 0..self.rows.min(MOST) {
            let (ones, twos) = (self.row(ones, r), self.row(twos, r));
            cells.set_row(r, Row { ones, twos });
        }
        cells
    }
}

/// Whether packed `a` reads before packed `b`: at the first cell where
/// they differ, `a` holds less.
fn reads_before<const N: usize>(a: (&[u64; N], &[u64; N]), b: (&[u64; N], &[u64; N])) -> bool {
    for ((a1, a2), (b1, b2)) in a.0.iter().zip(a.1).zip(b.0.iter().zip(b.1)) {
        let differ = (a1 ^ b1) | (a2 ^ b2);
        if differ != 0 {
            let lowest = differ & differ.wrapping_neg();
            // a holds 0 there, or 1 where b holds 2.
            return ((a1 | a2) & lowest == 0) || (a1 & lowest != 0 && b2 & lowest != 0);
        }
    }
    false
}

impl GridSolver {
    /// The fewest presses that take `board` to `target` (a cell pressed
    /// twice counts twice), the least press map in reading order among
    /// them; `None` when no presses do.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when the kernel has more than 2^32 maps to weigh (see
    /// [`solve_within`](Self::solve_within)).
    pub fn solve(&self, board: &Cells, target: &Cells) -> Result<Option<Cells>, OverLimit> {
        self.solve_within(board, target, 1 << 32)
    }

    /// As [`solve`](Self::solve), weighing at most `limit` press maps: the
    /// kernel's `states^k` must not be more. Each map is weighed whole, a
    /// step of the Gray code adding one basis map; about 10 ms for the
    /// 2^20 maps of Lights Out's 32 × 32. It takes up to about 20 KiB of
    /// stack, 8 KiB of it the kernel's maps packed.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when the kernel has more than `limit` maps.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::press::{Cells, Edges, Grid, GridSolver, OverLimit, Stencil};
    ///
    /// // Lights Out on 64 × 64: 2^28 press maps change nothing.
    /// let grid = Grid::new(64, 64, &Stencil::CROSS, Edges::Bounded, 2).expect("64 unknowns");
    /// let solver = GridSolver::new(&grid);
    /// assert_eq!(solver.kernel_dimension(), 28);
    /// let board = grid.press(&Cells::ZERO, 10, 20, 1).expect("a cell");
    /// assert_eq!(solver.solve_within(&board, &Cells::ZERO, 1 << 20), Err(OverLimit));
    /// // Any answer is there at once; one board in 2^28 has one.
    /// let any = solver.any(&board, &Cells::ZERO).expect("solvable");
    /// assert_eq!(grid.apply(&board, &any), Cells::ZERO);
    /// assert_eq!(solver.any(&Cells::ZERO.with(0, 0, 1), &Cells::ZERO), None);
    /// ```
    pub fn solve_within(
        &self,
        board: &Cells,
        target: &Cells,
        limit: u64,
    ) -> Result<Option<Cells>, OverLimit> {
        self.solve_watching(board, target, limit, &mut |_| {})
    }

    /// As [`solve_within`](Self::solve_within), telling `watch` how many
    /// maps are weighed so far every 2<sup>[`WATCH_LOG2`](Self::WATCH_LOG2)</sup>
    /// maps, for a person waiting on a large kernel.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when the kernel has more than `limit` maps.
    pub fn solve_watching(
        &self,
        board: &Cells,
        target: &Cells,
        limit: u64,
        watch: &mut dyn FnMut(u64),
    ) -> Result<Option<Cells>, OverLimit> {
        let Some(first) = self.any(board, target) else {
            return Ok(None);
        };
        let (p, k) = (self.grid.states, self.kernel_dimension());
        let maps = match u64::from(p).checked_pow(k) {
            Some(maps) if maps <= limit => maps,
            _ => return Err(OverLimit),
        };
        if maps == 1 {
            return Ok(Some(first));
        }
        let (rows, cols) = (self.grid.rows(), self.grid.cols());
        let packing = Packing {
            rows,
            cols,
            words: (rows * cols).div_ceil(64),
        };
        Ok(Some(if p == 2 && packing.words <= 16 {
            self.weigh_two::<16>(&first, (k as usize, maps), packing, watch)
        } else if p == 2 {
            self.weigh_two::<MOST>(&first, (k as usize, maps), packing, watch)
        } else {
            self.weigh_three(&first, (k as usize, maps), packing, watch)
        }))
    }

    /// `watch` is told the maps weighed every 2^`WATCH_LOG2` of them.
    pub const WATCH_LOG2: u32 = 20;

    /// The fewest presses modulo 2, from `first` and every combination of
    /// the kernel's `k` basis maps (`maps` of them): step `t` adds basis
    /// map `t.trailing_zeros()`. `N` words hold a packed map: 16 up to
    /// 1,024 cells, so that the step's loop has a length the compiler
    /// knows. Never inlined, so that one of the two searches' room is on
    /// the stack at a time.
    #[inline(never)]
    fn weigh_two<const N: usize>(
        &self,
        first: &Cells,
        (k, maps): (usize, u64),
        packing: Packing,
        watch: &mut dyn FnMut(u64),
    ) -> Cells {
        let mut kept = [0u64; KEPT];
        let stored = (KEPT / N).min(k);
        for (i, slot) in kept.chunks_exact_mut(N).take(stored).enumerate() {
            let map = packing.pack(self.kernel_map(i).planes().0);
            for (to, from) in slot.iter_mut().zip(&map) {
                *to = *from;
            }
        }
        let (mut spare, mut spare_of) = ([0u64; N], usize::MAX);
        let mut now = [0u64; N];
        for (to, from) in now.iter_mut().zip(&packing.pack(first.planes().0)) {
            *to = *from;
        }
        let mut best = now;
        let mut fewest = first.presses();
        let zero = [0u64; N];
        for t in 1..maps {
            if t & ((1 << Self::WATCH_LOG2) - 1) == 0 {
                watch(t);
            }
            let i = t.trailing_zeros() as usize;
            let basis: &[u64; N] = if i < stored {
                match kept.get(i * N..(i + 1) * N).map(<&[u64; N]>::try_from) {
                    Some(Ok(basis)) => basis,
                    _ => &zero,
                }
            } else {
                if spare_of != i {
                    let map = packing.pack(self.kernel_map(i).planes().0);
                    for (to, from) in spare.iter_mut().zip(&map) {
                        *to = *from;
                    }
                    spare_of = i;
                }
                &spare
            };
            let mut presses = 0;
            for (word, add) in now.iter_mut().zip(basis) {
                *word ^= add;
                presses += word.count_ones();
            }
            if presses < fewest
                || (presses == fewest && reads_before((&now, &zero), (&best, &zero)))
            {
                best = now;
                fewest = presses;
            }
        }
        let mut packed = [0u64; MOST];
        for (to, from) in packed.iter_mut().zip(&best) {
            *to = *from;
        }
        packing.unpack(&packed, &[0; MOST])
    }

    /// The fewest presses modulo 3, from `first` and every combination of
    /// the kernel's `k` basis maps (`maps` of them): step `t` adds basis
    /// map `i` once, `i` the lowest digit of `t` in base 3 that is not 0
    /// (after `3^i` steps it has been added 3 times, which is none).
    #[inline(never)]
    fn weigh_three(
        &self,
        first: &Cells,
        (k, maps): (usize, u64),
        packing: Packing,
        watch: &mut dyn FnMut(u64),
    ) -> Cells {
        let words = packing.words.clamp(1, MOST);
        let mut kept = [0u64; KEPT];
        let stored = (KEPT / (2 * words)).min(k);
        for (i, slot) in kept.chunks_exact_mut(2 * words).take(stored).enumerate() {
            let map = self.kernel_map(i);
            let (ones, twos) = map.planes();
            let (ones, twos) = (packing.pack(ones), packing.pack(twos));
            for (to, from) in slot.iter_mut().zip(ones.iter().take(words).chain(&twos)) {
                *to = *from;
            }
        }
        let (mut spare, mut spare_of) = ([0u64; 2 * MOST], usize::MAX);
        let (ones, twos) = first.planes();
        let (mut now1, mut now2) = (packing.pack(ones), packing.pack(twos));
        let (mut best1, mut best2) = (now1, now2);
        let mut fewest = first.presses();
        let mut digits = [0u8; 64];
        for t in 1..maps {
            if t & ((1 << Self::WATCH_LOG2) - 1) == 0 {
                watch(t);
            }
            let mut i = 0;
            while let Some(digit) = digits.get_mut(i) {
                if *digit == 2 {
                    *digit = 0;
                    i += 1;
                } else {
                    *digit += 1;
                    break;
                }
            }
            let basis = if i < stored {
                kept.get(2 * i * words..2 * (i + 1) * words).unwrap_or(&[])
            } else {
                if spare_of != i {
                    let map = self.kernel_map(i);
                    let (ones, twos) = map.planes();
                    let (ones, twos) = (packing.pack(ones), packing.pack(twos));
                    for (to, from) in spare.iter_mut().zip(ones.iter().take(words).chain(&twos)) {
                        *to = *from;
                    }
                    spare_of = i;
                }
                spare.get(..2 * words).unwrap_or(&[])
            };
            let (add1, add2) = basis.split_at(basis.len() / 2);
            let mut presses = 0;
            for (((a1, a2), b1), b2) in now1.iter_mut().zip(now2.iter_mut()).zip(add1).zip(add2) {
                let (x1, x2) = (*a1, *a2);
                *a1 = (x1 & !(b1 | b2)) | (b1 & !(x1 | x2)) | (x2 & b2);
                *a2 = (x2 & !(b1 | b2)) | (b2 & !(x1 | x2)) | (x1 & b1);
                presses += a1.count_ones() + 2 * a2.count_ones();
            }
            if presses < fewest
                || (presses == fewest && reads_before((&now1, &now2), (&best1, &best2)))
            {
                (best1, best2) = (now1, now2);
                fewest = presses;
            }
        }
        packing.unpack(&best1, &best2)
    }
}
