//! The pairing both swap-game solvers share: which piece goes to which
//! target, by the Hungarian method, and the cells and distances it works on.

/// The cells of the set bits of `bits`, lowest first, and how many there
/// are (at most `N` are kept).
pub(super) const fn cells_of<const N: usize>(bits: u64) -> ([u8; N], usize) {
    let mut cells = [0u8; N];
    let mut n = 0;
    let mut rest = bits;
    while rest != 0 && n < N {
        cells[n] = rest.trailing_zeros() as u8;
        n += 1;
        rest &= rest - 1;
    }
    (cells, n)
}

/// Row and column of cell `index` on a board `cols` wide.
pub(super) const fn coords(index: u8, cols: u8) -> (u8, u8) {
    match (index.checked_div(cols), index.checked_rem(cols)) {
        (Some(row), Some(col)) => (row, col),
        _ => (0, index),
    }
}

/// Grid (Manhattan) distance between cells `a` and `b` of a board `cols`
/// wide.
pub(super) const fn distance(a: u8, b: u8, cols: u8) -> u8 {
    let ((ar, ac), (br, bc)) = (coords(a, cols), coords(b, cols));
    ar.abs_diff(br) + ac.abs_diff(bc)
}

/// [`distance`] between every two cells of a 4 × 4 board, which the 4 × 4
/// solver's cost table looks up rather than computes.
pub(crate) static FOUR_WIDE: [[u8; 16]; 16] = {
    let mut table = [[0; 16]; 16];
    let mut a = 0;
    while a < 16 {
        let mut b = 0;
        while b < 16 {
            table[a][b] = distance(a as u8, b as u8, 4);
            b += 1;
        }
        a += 1;
    }
    table
};

/// The rows and columns of [`cheapest_pairing`]'s pieces (`fr`, `fc`) and
/// targets (`tr`, `tc`), signed so that their differences can be taken.
struct Places<const N: usize> {
    fr: [i16; N],
    fc: [i16; N],
    tr: [i16; N],
    tc: [i16; N],
}

impl<const N: usize> Places<N> {
    /// Grid distance between piece `p` and target `t`, each masked into
    /// its array's range.
    #[inline(always)]
    const fn distance(&self, p: usize, t: usize) -> i16 {
        let mask = N.wrapping_sub(1);
        let (p, t) = (p & mask, t & mask);
        (self.fr[p] - self.tr[t]).abs() + (self.fc[p] - self.tc[t]).abs()
    }

    /// The cost of pairing piece `p` with target `t`: looked up in `table`
    /// when there is one (`TABLE == N`), else computed ([`distance`](Self::distance)).
    #[inline(always)]
    const fn cost<const TABLE: usize>(
        &self,
        table: &[[i16; TABLE]; TABLE],
        p: usize,
        t: usize,
    ) -> i16 {
        let (mask, side) = (N.wrapping_sub(1), TABLE.wrapping_sub(1));
        if TABLE == N {
            table[p & mask & side][t & mask & side]
        } else {
            self.distance(p, t)
        }
    }
}

/// For each of the first `n` cells of `from` (cell indices on a board
/// `cols` wide), the index into `to` of its partner, in a pairing with the
/// least total grid distance: the one Hungarian method of both solvers, on
/// up to `N` pieces (8 for the 4 × 4 [`Pair`](super::Pair),
/// [`MAX_PIECES`](super::MAX_PIECES) for an [`AnyPair`](super::AnyPair);
/// `N` is a power of two, at most 32).
///
/// Potentials `u` (pieces) and `v` (targets) keep the reduced cost
/// `cost - u - v` non-negative and zero on every pair made. A greedy start
/// pairs each piece with a nearest free target where it can; each piece
/// left over then joins by a shortest augmenting path over reduced costs
/// (Dijkstra over the targets), after which the potentials are raised so
/// the path's pairs are tight again.
///
/// `TABLE` is `N` or 1. With `N`, the costs are kept in an `N` × `N` table
/// (128 bytes for the 4 × 4 solver's 8 pieces, which reads them faster
/// than it computes them), filled from the cells' distances, looked up in
/// [`FOUR_WIDE`] on a board 4 wide (the 4 × 4 solver's cells, all below
/// 16); with 1, every cost is computed from the cells'
/// rows and columns when needed, so the stack holds a few arrays of 32,
/// not a 32 × 32 table. Every index is masked into its array's range
/// (`& (N - 1)`, `& (TABLE - 1)`), so no bounds check can fail.
#[inline(always)]
pub(super) const fn cheapest_pairing<const N: usize, const TABLE: usize>(
    from: &[u8; N],
    to: &[u8; N],
    n: usize,
    cols: u8,
) -> [u8; N] {
    const FAR: i16 = i16::MAX / 2;
    let mask = N.wrapping_sub(1);
    let none = N;
    let n = if n < N { n } else { N };
    let all: u32 = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut places = Places {
        fr: [0; N],
        fc: [0; N],
        tr: [0; N],
        tc: [0; N],
    };
    // The table's costs come straight from the cells (`distance`); without
    // a table, from these rows and columns, computed once.
    let mut i = if TABLE == N { n } else { 0 };
    while i < n {
        let (r, c) = coords(from[i & mask], cols);
        (places.fr[i & mask], places.fc[i & mask]) = (r as i16, c as i16);
        let (r, c) = coords(to[i & mask], cols);
        (places.tr[i & mask], places.tc[i & mask]) = (r as i16, c as i16);
        i += 1;
    }
    // With `TABLE == N`, the greedy start fills the table as it computes
    // every cost once.
    let side = TABLE.wrapping_sub(1);
    let mut table = [[0i16; TABLE]; TABLE];

    // Greedy start: u = each piece's nearest distance, v = how much nearer
    // than that each target's nearest piece is.
    let mut u = [0i16; N];
    let mut v = [0i16; N];
    let mut piece = 0;
    while piece < n {
        let mut nearest = FAR;
        let mut t = 0;
        while t < n {
            let c = if TABLE == N && cols == 4 {
                // Cells of a 4 × 4 board: below 16.
                FOUR_WIDE[(from[piece & mask] & 15) as usize][(to[t & mask] & 15) as usize] as i16
            } else if TABLE == N {
                distance(from[piece & mask], to[t & mask], cols) as i16
            } else {
                places.distance(piece, t)
            };
            if TABLE == N {
                table[piece & mask & side][t & mask & side] = c;
            }
            if c < nearest {
                nearest = c;
            }
            t += 1;
        }
        u[piece & mask] = nearest;
        piece += 1;
    }
    let mut t = 0;
    while t < n {
        let mut nearest = FAR;
        let mut piece = 0;
        while piece < n {
            let reduced = places.cost(&table, piece, t) - u[piece & mask];
            if reduced < nearest {
                nearest = reduced;
            }
            piece += 1;
        }
        v[t & mask] = nearest;
        t += 1;
    }
    let mut owner = [none; N];
    let mut partner = [none; N];
    let mut free_targets = all;
    let mut piece = 0;
    while piece < n {
        let base = u[piece & mask];
        let mut open = free_targets;
        while open != 0 {
            let t = open.trailing_zeros() as usize & mask;
            open &= open - 1;
            if places.cost(&table, piece, t) - base - v[t] == 0 {
                owner[t] = piece;
                partner[piece & mask] = t;
                free_targets &= !(1 << t);
                break;
            }
        }
        piece += 1;
    }

    let mut piece = 0;
    while piece < n {
        if partner[piece & mask] != none {
            piece += 1;
            continue;
        }
        // Dijkstra from `piece` over targets; `label[t]` is the length of
        // the shortest alternating path to target `t`, `via[t]` the piece
        // before.
        let mut label = [FAR; N];
        let mut via = [none; N];
        let mut open = all;
        let mut at = piece & mask;
        let mut length = 0i16;
        let mut end = none;
        let mut round = 0;
        while round < n {
            let base = u[at] - length;
            let mut best = FAR;
            let mut next = none;
            let mut scan = open;
            while scan != 0 {
                let t = scan.trailing_zeros() as usize & mask;
                scan &= scan - 1;
                let reduced = places.cost(&table, at, t) - base - v[t];
                if reduced < label[t] {
                    label[t] = reduced;
                    via[t] = at;
                }
                if label[t] < best {
                    best = label[t];
                    next = t;
                }
            }
            let next = next & mask;
            open &= !(1 << next);
            length = best;
            if owner[next] == none {
                end = next;
                break;
            }
            at = owner[next] & mask;
            round += 1;
        }
        // Tighten: every target settled before the end moves by how much
        // shorter its path was, and so does the piece paired with it.
        u[piece & mask] += length;
        let mut settled = all & !open;
        while settled != 0 {
            let t = settled.trailing_zeros() as usize & mask;
            settled &= settled - 1;
            if t != end {
                let gain = length - label[t];
                v[t] -= gain;
                u[owner[t] & mask] += gain;
            }
        }
        // Shift the pairs along the path.
        let mut t = end;
        let mut round = 0;
        while round < n {
            let p = via[t & mask] & mask;
            let previous = partner[p];
            owner[t & mask] = p;
            partner[p] = t;
            if p == piece & mask {
                break;
            }
            t = previous;
            round += 1;
        }
        piece += 1;
    }
    let mut pairing = [0u8; N];
    let mut piece = 0;
    while piece < N {
        pairing[piece] = (partner[piece] & mask) as u8;
        piece += 1;
    }
    pairing
}
