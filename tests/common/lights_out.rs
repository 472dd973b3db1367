//! Lights Out at any size up to 32 × 32, written again from the rules alone:
//! a press toggles its cell and the cells above, below, left and right of
//! it that are on the board.
//!
//! The engine chases lights down from the first row and searches the press
//! sets that change nothing in Gray-code order; this oracle does neither.
//! It solves the whole system of `rows · cols` equations in `rows · cols`
//! unknowns (one per press) by Gauss–Jordan elimination over GF(2), and
//! finds the canonical answer by a depth-first walk over every combination
//! of the null-space basis. For boards of at most 16 cells it also has two
//! searches that need no algebra at all: every press set tried in turn, and
//! a breadth-first search over every board. A third check of the nullity is
//! the degree of a polynomial gcd.
//!
//! Cells are numbered in reading order: cell `row * cols + col`.

use super::{cross_masks, toggle_distances};

/// The most rows, and the most columns.
pub const MAX_SIDE: usize = 32;

/// Words of a [`Bits`]: room for 32 × 32 cells.
const WORDS: usize = 16;

/// A set of up to 1,024 cells (lights, or presses), bit `i` for cell `i`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bits([u64; WORDS]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; WORDS]);

    /// The first `cells` cells.
    pub fn first(cells: usize) -> Bits {
        let mut bits = Bits::EMPTY;
        for cell in 0..cells {
            bits.set(cell);
        }
        bits
    }

    /// The cells of a small board given as bits.
    pub fn from_u16(bits: u16) -> Bits {
        let mut set = Bits::EMPTY;
        set.0[0] = u64::from(bits);
        set
    }

    /// The cells of a board of at most 16 cells as bits, or `None` when
    /// a cell past the 16th is set.
    pub fn as_u16(&self) -> Option<u16> {
        if self.0[1..].iter().any(|&word| word != 0) {
            return None;
        }
        u16::try_from(self.0[0]).ok()
    }

    pub fn get(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 == 1
    }

    pub fn set(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    pub fn flip(&mut self, cell: usize) {
        self.0[cell / 64] ^= 1 << (cell % 64);
    }

    pub fn xor(&mut self, other: &Bits) {
        for (word, other) in self.0.iter_mut().zip(other.0) {
            *word ^= other;
        }
    }

    pub fn xored(mut self, other: &Bits) -> Bits {
        self.xor(other);
        self
    }

    /// Whether `self` and `other` share an odd number of cells.
    pub fn odd_overlap(&self, other: &Bits) -> bool {
        // The parity of a sum of counts is the parity of the count of the
        // words' XOR.
        let shared = self
            .0
            .iter()
            .zip(other.0)
            .fold(0, |parity, (a, b)| parity ^ (a & b));
        shared.count_ones() % 2 == 1
    }

    pub fn count(&self) -> u32 {
        self.0.iter().map(|word| word.count_ones()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    /// The cells of the set, lowest first.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest.wrapping_sub(1);
                (bit < 64).then_some(w * 64 + bit)
            })
        })
    }

    /// The set read as one 1,024-bit number with cell 0 as its most
    /// significant bit, cell 1 next, and so on: comparing these numbers
    /// compares sets in reading order (the set with no press at the first
    /// cell where two sets differ is the smaller).
    pub fn reading_number(&self) -> [u64; WORDS] {
        self.0.map(u64::reverse_bits)
    }

    /// What orders answers: fewer presses first, then reading order.
    pub fn rank_key(&self) -> (u32, [u64; WORDS]) {
        (self.count(), self.reading_number())
    }
}

/// Shows the cells that are set, as indices.
impl std::fmt::Debug for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.cells()).finish()
    }
}

/// Every light of a `rows` × `cols` board and the elimination of its
/// system of equations.
pub struct Oracle {
    rows: usize,
    cols: usize,
    /// What each press toggles.
    press: Vec<Bits>,
    /// For the first `rank` rows of the reduced system: the press (unknown)
    /// that leads the row.
    pivots: Vec<usize>,
    /// Row `k` of the reduced system: its coefficients, one per press.
    reduced: Vec<Bits>,
    /// Row `k` of the reduced system is the sum of these original
    /// equations (one per light): the reduced right-hand side of row `k` is
    /// the parity of the change asked for on these lights.
    sums: Vec<Bits>,
    /// A basis of the press sets that change nothing.
    null_basis: Vec<Bits>,
}

impl Oracle {
    /// Sets up and reduces the `rows · cols` equations of the size.
    pub fn new(rows: usize, cols: usize) -> Oracle {
        assert!((1..=MAX_SIDE).contains(&rows) && (1..=MAX_SIDE).contains(&cols));
        let cells = rows * cols;
        let press: Vec<Bits> = (0..cells)
            .map(|cell| {
                let (row, col) = (cell / cols, cell % cols);
                let mut toggled = Bits::EMPTY;
                toggled.set(cell);
                if row > 0 {
                    toggled.set(cell - cols);
                }
                if row + 1 < rows {
                    toggled.set(cell + cols);
                }
                if col > 0 {
                    toggled.set(cell - 1);
                }
                if col + 1 < cols {
                    toggled.set(cell + 1);
                }
                toggled
            })
            .collect();

        // Equation `light`: the presses that toggle `light` add up to the
        // change asked for on `light`.
        let mut reduced: Vec<Bits> = (0..cells)
            .map(|light| {
                let mut row = Bits::EMPTY;
                for (j, toggled) in press.iter().enumerate() {
                    if toggled.get(light) {
                        row.set(j);
                    }
                }
                row
            })
            .collect();
        let mut sums: Vec<Bits> = (0..cells)
            .map(|light| {
                let mut sum = Bits::EMPTY;
                sum.set(light);
                sum
            })
            .collect();

        // Gauss–Jordan elimination, one unknown at a time.
        let mut pivots = Vec::new();
        for unknown in 0..cells {
            let rank = pivots.len();
            let Some(found) = (rank..cells).find(|&r| reduced[r].get(unknown)) else {
                continue;
            };
            reduced.swap(rank, found);
            sums.swap(rank, found);
            let (lead, lead_sum) = (reduced[rank], sums[rank]);
            for r in 0..cells {
                if r != rank && reduced[r].get(unknown) {
                    reduced[r].xor(&lead);
                    sums[r].xor(&lead_sum);
                }
            }
            pivots.push(unknown);
        }

        // One press set that changes nothing per free unknown: that press,
        // and every leading press whose row names it.
        let rank = pivots.len();
        let null_basis = (0..cells)
            .filter(|unknown| !pivots.contains(unknown))
            .map(|free| {
                let mut presses = Bits::EMPTY;
                presses.set(free);
                for (row, &pivot) in reduced[..rank].iter().zip(&pivots) {
                    if row.get(free) {
                        presses.set(pivot);
                    }
                }
                presses
            })
            .collect();

        let oracle = Oracle {
            rows,
            cols,
            press,
            pivots,
            reduced,
            sums,
            null_basis,
        };
        for quiet in &oracle.null_basis {
            assert!(
                oracle.toggled_by(quiet).is_empty(),
                "{rows} × {cols}: {quiet:?} changes something"
            );
        }
        oracle
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// `rows · cols` less the rank of the system.
    pub fn nullity(&self) -> usize {
        self.cells() - self.pivots.len()
    }

    pub fn null_basis(&self) -> &[Bits] {
        &self.null_basis
    }

    /// Every light on.
    pub fn all_on(&self) -> Bits {
        Bits::first(self.cells())
    }

    /// The lights that pressing every cell of `presses` toggles.
    pub fn toggled_by(&self, presses: &Bits) -> Bits {
        presses
            .cells()
            .fold(Bits::EMPTY, |lights, cell| lights.xored(&self.press[cell]))
    }

    /// A press set that toggles exactly `change` (every free press left
    /// out), or `None` when none does.
    pub fn particular(&self, change: &Bits) -> Option<Bits> {
        let rank = self.pivots.len();
        // The rows past the rank read 0 = (parity of the change on their
        // lights): a contradiction unless that parity is even.
        if self.sums[rank..].iter().any(|sum| sum.odd_overlap(change)) {
            return None;
        }
        let mut presses = Bits::EMPTY;
        for (sum, &pivot) in self.sums[..rank].iter().zip(&self.pivots) {
            if sum.odd_overlap(change) {
                presses.set(pivot);
            }
        }
        assert_eq!(self.toggled_by(&presses), *change, "elimination is wrong");
        Some(presses)
    }

    /// The canonical press set that brings `lights` to one of `goals`: the
    /// fewest presses, then the least in reading order; `None` when no
    /// press set reaches any of them. Every one of the 2^nullity press sets
    /// that toggle the right lights is looked at, for every goal.
    pub fn canonical(&self, lights: &Bits, goals: &[Bits]) -> Option<Bits> {
        goals
            .iter()
            .filter_map(|goal| self.particular(&lights.xored(goal)))
            .map(|particular| {
                let mut best = particular;
                walk(&self.null_basis, particular, &mut best);
                best
            })
            .min_by_key(Bits::rank_key)
    }
}

/// Keeps in `best` the least (by [`Bits::rank_key`]) of `presses` combined
/// with each subset of `basis`.
fn walk(basis: &[Bits], presses: Bits, best: &mut Bits) {
    match basis.split_first() {
        None => {
            if presses.count() <= best.count() && presses.rank_key() < best.rank_key() {
                *best = presses;
            }
        }
        Some((first, rest)) => {
            walk(rest, presses, best);
            walk(rest, presses.xored(first), best);
        }
    }
}

/// The goal boards of the three goals on a board of `cells` cells: every
/// light off, every light on, or either.
pub fn goal_boards(cells: usize) -> [Vec<Bits>; 3] {
    let (off, on) = (Bits::EMPTY, Bits::first(cells));
    [vec![off], vec![on], vec![off, on]]
}

// ---- boards of at most 16 cells -----------------------------------------

/// For a `rows` × `cols` board of at most 16 cells: for every set of
/// lights `t`, the canonical press set among those that toggle exactly
/// `t`, found by trying every one of the `2^cells` press sets; `None` when
/// no press set toggles `t`. The board `b` reaches the goal board `g` with
/// the press sets that toggle `b ^ g`.
pub fn every_press_set(rows: usize, cols: usize) -> Vec<Option<u16>> {
    let cells = rows * cols;
    assert!(cells <= 16);
    let masks = cross_masks(cols, rows);
    let key = |presses: u16| (presses.count_ones(), presses.reverse_bits());
    let mut best: Vec<Option<u16>> = vec![None; 1 << cells];
    for presses in 0..(1u32 << cells) {
        let presses = presses as u16;
        let toggled = (0..cells)
            .filter(|&cell| presses >> cell & 1 == 1)
            .fold(0u16, |lights, cell| lights ^ masks[cell]);
        let slot = &mut best[usize::from(toggled)];
        if slot.is_none_or(|old| key(presses) < key(old)) {
            *slot = Some(presses);
        }
    }
    best
}

/// For a `rows` × `cols` board of at most 16 cells: the fewest presses from
/// every board to the nearest of `goals` (boards as bits in reading order),
/// by breadth-first search over all `2^cells` boards, or
/// [`super::UNREACHABLE`].
pub fn fewest_presses(rows: usize, cols: usize, goals: &[u16]) -> Vec<u8> {
    assert!(rows * cols <= 16);
    toggle_distances(&cross_masks(cols, rows), goals)
}

// ---- the nullity as a polynomial gcd ------------------------------------

/// Polynomials over GF(2), bit `i` the coefficient of `x^i`.
type Poly = u64;

fn degree(p: Poly) -> i32 {
    63 - p.leading_zeros() as i32
}

fn remainder(mut a: Poly, b: Poly) -> Poly {
    assert!(b != 0);
    while a != 0 && degree(a) >= degree(b) {
        a ^= b << (degree(a) - degree(b));
    }
    a
}

fn gcd(mut a: Poly, mut b: Poly) -> Poly {
    while b != 0 {
        (a, b) = (b, remainder(a, b));
    }
    a
}

/// `f_k` for `k = 0..=n`, from `f_0 = 1`, `f_1 = step` and
/// `f_{k+1} = step · f_k + f_{k−1}`.
fn sequence(n: usize, step: Poly) -> Poly {
    let times = |p: Poly| -> Poly {
        // p · step, for step = x or x + 1.
        let mut product = 0;
        for i in 0..2 {
            if step >> i & 1 == 1 {
                product ^= p << i;
            }
        }
        product
    };
    let (mut previous, mut current) = (1, step);
    if n == 0 {
        return previous;
    }
    for _ in 1..n {
        (previous, current) = (current, times(current) ^ previous);
    }
    current
}

/// The nullity of a `rows` × `cols` board as the degree of
/// gcd(f_rows(x), f_cols(x + 1)), where `f_0 = 1`, `f_1 = x` and
/// `f_{k+1} = x · f_k + f_{k−1}` over GF(2). (`f_k(x + 1)` follows the same
/// recurrence with `x + 1` in place of `x`.)
pub fn nullity_by_polynomials(rows: usize, cols: usize) -> usize {
    let f = sequence(rows, 0b10);
    let g = sequence(cols, 0b11);
    degree(gcd(f, g)) as usize
}

/// The most presses any board of `rows × cols` that can be solved needs to
/// turn every light off (or every light on: the same), or, with
/// `one_colour`, to make them all one colour: how far a press set can be
/// from the nearest of those that change nothing (with the press set that
/// toggles every light, for one colour), since every press set is the
/// answer of some board and the others that toggle the same lights are it
/// plus one of them. Found from how many cells each pattern of the basis
/// holds, every count of chosen cells a pattern tried, so no board is
/// tried; for a basis of at most four press sets.
pub fn most_presses(rows: usize, cols: usize, one_colour: bool) -> u32 {
    let oracle = Oracle::new(rows, cols);
    let mut basis = oracle.null_basis().to_vec();
    if one_colour {
        basis.extend(oracle.particular(&oracle.all_on()));
    }
    assert!(basis.len() <= 4, "{rows} × {cols}: too many patterns");
    let patterns = 1usize << basis.len();
    let mut sizes = vec![0u32; patterns];
    for cell in 0..oracle.cells() {
        let pattern = basis.iter().enumerate().fold(0, |pattern, (i, set)| {
            pattern | usize::from(set.get(cell)) << i
        });
        sizes[pattern] += 1;
    }
    // `chosen[p]`: how many cells of pattern `p` the press set holds. The
    // press set plus combination `m` of the basis holds the others where
    // `p & m` has odd parity.
    let mut chosen = vec![0u32; patterns];
    let mut most = 0;
    loop {
        let nearest = (0..patterns)
            .map(|m| {
                (0..patterns)
                    .map(|p| {
                        if (p & m).count_ones() % 2 == 1 {
                            sizes[p] - chosen[p]
                        } else {
                            chosen[p]
                        }
                    })
                    .sum::<u32>()
            })
            .min()
            .unwrap_or(0);
        most = most.max(nearest);
        let Some(next) = (0..patterns).find(|&p| chosen[p] < sizes[p]) else {
            return most;
        };
        chosen[next] += 1;
        chosen[..next].fill(0);
    }
}
