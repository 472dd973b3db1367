//! The fewest presses: a depth-first search over the free presses of the
//! reduced system, in reading order, bounded by the presses counted so far.
//!
//! [`Solver::new`](super::Solver::new) reduces the system from the last
//! press to the first, so each pivot press's row holds, besides it, only
//! free presses before it: once the search has set every free press of a
//! row, the row's pivot press is known, and counted. Setting the free
//! presses in reading order, each to 0, then 1, then 2, the search meets
//! the press maps in reading order; so the first map found with the
//! fewest presses is the least among them, and a branch that cannot do
//! better than the best found so far (presses counted, plus one for each
//! of a set of rows that must still press something and share no press)
//! is cut, even when it could only tie.

use super::{MAX_CELLS, OverLimit, Solver, State};

/// The free presses of a reduced system, in reading order, and what the
/// search needs of each: the levels of its tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Levels {
    /// How many free presses: the kernel's dimension.
    count: u8,
    /// The free press of each level.
    free: [u8; MAX_CELLS],
    /// Each level's free press's coefficient in each row of the reduced
    /// system: row `r`'s in cell `r`.
    column: [State; MAX_CELLS],
    /// For `j` levels set, the rows whose last free press is level
    /// `j - 1` (for `j = 0`, the rows with none): their pivot press is known
    /// once `j` levels are set. Each row is in one.
    closes: [u64; MAX_CELLS + 1],
    /// For `j` levels set, rows still open whose presses still to be set
    /// (their pivot and free presses of level `j` or more) no two share:
    /// each whose value is not yet met will press at least once more.
    apart: [u64; MAX_CELLS + 1],
}

impl Levels {
    /// The levels of the reduced system `rows` (its first `rank` rows have
    /// a pivot, `is_pivot` says which of the `presses` presses are one).
    pub(super) const fn new(
        rows: &[State; MAX_CELLS],
        rank: usize,
        is_pivot: &[bool; MAX_CELLS],
        presses: usize,
    ) -> Levels {
        let mut levels = Levels {
            count: 0,
            free: [0; MAX_CELLS],
            column: [State::ZERO; MAX_CELLS],
            closes: [0; MAX_CELLS + 1],
            apart: [0; MAX_CELLS + 1],
        };
        // The levels of each row's free presses, a bit each.
        let mut spans = [0u64; MAX_CELLS];
        let mut k = 0;
        let mut f = 0;
        while f < presses && f < MAX_CELLS {
            // `k <= f`: said again for the bounds.
            if !is_pivot[f] && k < MAX_CELLS {
                let mut column = State::ZERO;
                let mut r = 0;
                while r < rank && r < MAX_CELLS {
                    let v = rows[r].get(f);
                    column = column.with(r, v);
                    if v != 0 {
                        spans[r] |= 1 << k;
                    }
                    r += 1;
                }
                levels.free[k] = f as u8;
                levels.column[k] = column;
                k += 1;
            }
            f += 1;
        }
        levels.count = k as u8;
        let mut r = 0;
        while r < rank && r < MAX_CELLS {
            // One past the row's last level: at most 64.
            let last = MAX_CELLS - spans[r].leading_zeros() as usize;
            if last <= MAX_CELLS {
                levels.closes[last] |= 1 << r;
            }
            r += 1;
        }
        let mut j = 0;
        while j <= k && j <= MAX_CELLS {
            levels.apart[j] = apart(&spans, rank, j);
            j += 1;
        }
        levels
    }

    /// How many free presses: the kernel's dimension.
    pub(super) const fn count(&self) -> usize {
        let count = self.count as usize;
        if count > MAX_CELLS { MAX_CELLS } else { count }
    }

    /// The kernel's map of level `i`'s free press: pressed once, each
    /// pivot press of `pivots` what cancels it in its row.
    pub(super) const fn kernel(&self, i: usize, pivots: &[u8; MAX_CELLS], states: u8) -> State {
        if i >= self.count() || i >= MAX_CELLS {
            return State::ZERO;
        }
        let mut map = State::ZERO.with(self.free[i] as usize, 1);
        let minus = self.column[i].neg(states);
        let mut r = 0;
        while r < MAX_CELLS {
            let v = minus.get(r);
            if v != 0 {
                map = map.with(pivots[r] as usize, v);
            }
            r += 1;
        }
        map
    }
}

/// Rows open once `j` levels are set (a free press at level `j` or more),
/// no two sharing such a press: picked greedily, the fewest such presses
/// first.
const fn apart(spans: &[u64; MAX_CELLS], rank: usize, j: usize) -> u64 {
    let later = if j >= MAX_CELLS { 0 } else { u64::MAX << j };
    let (mut taken, mut used) = (0u64, 0u64);
    loop {
        let (mut pick, mut fewest) = (MAX_CELLS, u32::MAX);
        let mut r = 0;
        while r < rank && r < MAX_CELLS {
            let open = spans[r] & later;
            let size = open.count_ones();
            if open != 0 && open & used == 0 && taken >> r & 1 == 0 && size < fewest {
                (pick, fewest) = (r, size);
            }
            r += 1;
        }
        if pick >= MAX_CELLS {
            return taken;
        }
        taken |= 1 << pick;
        used |= spans[pick] & later;
    }
}

impl Solver {
    /// The press map of the fewest presses, the least in reading order
    /// among them, given the value `rhs` of each row of the reduced system
    /// (row `r`'s in cell `r`) for a board that can be solved.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when it would weigh more than `limit` positions: a
    /// position is a value given to one free press, the free presses
    /// before it set.
    pub(super) const fn fewest(&self, rhs: State, limit: u64) -> Result<State, OverLimit> {
        let (p, levels) = (self.rule.states, &self.levels);
        let k = levels.count();
        // The presses counted once `d` levels are set: every pivot press
        // whose row is closed, and the free presses set.
        let mut counted = [0u32; MAX_CELLS + 1];
        counted[0] = rhs.within(levels.closes[0]).presses();
        // The value of each level set; `rest`, each row's value less what
        // the free presses set add to it: its pivot press once closed.
        let mut values = [0u8; MAX_CELLS];
        let mut rest = rhs;
        if k == 0 {
            return Ok(self.map(rest, &values, 0));
        }
        let (mut best, mut best_map) = (u32::MAX, State::ZERO);
        let mut weighed = 0u64;
        // Level `d` is tried next with the value `next`; the levels before
        // it are set as `values` says, and `rest` is theirs.
        let (mut d, mut next) = (0usize, 0u8);
        loop {
            if next >= p || d >= k || d >= MAX_CELLS {
                // Every value of level `d` tried: back to level `d - 1`.
                if d == 0 || d > MAX_CELLS {
                    break;
                }
                d -= 1;
                let v = values[d];
                rest = rest.add(levels.column[d].times(v, p), p);
                next = v + 1;
                continue;
            }
            if weighed >= limit {
                return Err(OverLimit);
            }
            weighed += 1;
            let v = next;
            next += 1;
            let now = rest.add(levels.column[d].times(p - v, p), p);
            let presses = counted[d] + v as u32 + now.within(levels.closes[d + 1]).presses();
            let must = (now.support() & levels.apart[d + 1]).count_ones();
            if presses + must >= best {
                continue;
            }
            values[d] = v;
            if d + 1 == k {
                best = presses;
                best_map = self.map(now, &values, k);
                continue;
            }
            counted[d + 1] = presses;
            rest = now;
            d += 1;
            next = 0;
        }
        Ok(best_map)
    }

    /// The press map of `values` for the first `set` free presses (the
    /// others 0) and `rest` for the pivot presses.
    const fn map(&self, rest: State, values: &[u8; MAX_CELLS], set: usize) -> State {
        let mut map = State::ZERO;
        let mut r = 0;
        while r < self.rank as usize && r < MAX_CELLS {
            map = map.with(self.pivots[r] as usize, rest.get(r));
            r += 1;
        }
        let mut i = 0;
        while i < set && i < MAX_CELLS {
            map = map.with(self.levels.free[i] as usize, values[i]);
            i += 1;
        }
        map
    }
}
