//! The fewest presses: a depth-first search over the free presses of the
//! reduced system, in reading order, bounded by the presses counted so far;
//! or, for a kernel of few maps where that bound cuts little, every map.
//!
//! [`Solver::new`](super::Solver::new) reduces the system from the last
//! press to the first, so each pivot press's row holds, besides it, only
//! free presses before it, and the kernel's basis map of a free press is 0
//! before it. Setting the free presses in reading order, each to 0, then
//! 1, then 2, the search meets the press maps in reading order; so the
//! first map found with the fewest presses is the least among them, and a
//! branch that cannot do better than the best found so far is cut, even
//! when it could only tie. What a branch must press is counted as soon as
//! it is known: its free presses, and the pivot press of each row whose
//! free presses are all set; and one more for each row of a set, fixed per
//! level, whose presses still to be set no two rows share, and whose value
//! is not met yet.
//!
//! The search weighs a map's free presses one at a time: when its bound
//! cuts nothing, it weighs about `states / (states - 1)` times as many
//! positions as the kernel has maps. So a solver whose kernel has at most
//! [`EVERY_MOST`] maps tries the search on a few boards when it is built,
//! and weighs every map instead (one basis map added to the last, a Gray
//! code) when the search would weigh most of that many.

use super::{MAX_CELLS, OverLimit, Solver, State};

/// The free presses of a reduced system, in reading order, and what the
/// search needs of each: the levels of its tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Levels {
    /// How many free presses: the kernel's dimension.
    count: u8,
    /// Whether to weigh every map rather than search.
    pub(super) every: bool,
    /// The kernel's basis, a map per free press in reading order: the free
    /// press once, each pivot press what cancels it in its row. Level `i`
    /// given the value `v` adds `v` times its map: the free press is `v`,
    /// and each pivot press changes by what the free press asks of it.
    /// Each map is 0 before its free press.
    step: [State; MAX_CELLS],
    /// For `j` levels set, the presses whose value is known: the free
    /// presses of those levels and the pivot press of each row whose free
    /// presses are all among them.
    known: [u64; MAX_CELLS + 1],
    /// For `j` levels set, the pivot presses of rows still open whose
    /// presses still to be set (the pivot and free presses of level `j` or
    /// more) no two share: each that is not 0 now will press at least once
    /// more, whatever the rest are set to.
    apart: [u64; MAX_CELLS + 1],
}

impl Levels {
    /// The levels of the reduced system `rows` (its first `rank` rows have
    /// a pivot, `pivots` says which press; `is_pivot` says which of the
    /// `presses` presses are one).
    pub(super) const fn new(
        rows: &[State; MAX_CELLS],
        rank: usize,
        pivots: &[u8; MAX_CELLS],
        is_pivot: &[bool; MAX_CELLS],
        presses: usize,
        states: u8,
    ) -> Levels {
        let mut levels = Levels {
            count: 0,
            every: false,
            step: [State::ZERO; MAX_CELLS],
            known: [0; MAX_CELLS + 1],
            apart: [0; MAX_CELLS + 1],
        };
        // The levels of each row's free presses, a bit each.
        let mut spans = [0u64; MAX_CELLS];
        let mut k = 0;
        let mut f = 0;
        while f < presses && f < MAX_CELLS {
            // `k <= f`: said again for the bounds.
            if !is_pivot[f] && k < MAX_CELLS {
                let mut map = State::ZERO.with(f, 1);
                let mut r = 0;
                while r < rank && r < MAX_CELLS {
                    let v = rows[r].get(f);
                    if v != 0 {
                        map = map.with(pivots[r] as usize, states - v);
                        spans[r] |= 1 << k;
                    }
                    r += 1;
                }
                levels.step[k] = map;
                // Known from level `k + 1` on.
                let mut j = k + 1;
                while j <= MAX_CELLS {
                    levels.known[j] |= 1 << f;
                    j += 1;
                }
                k += 1;
            }
            f += 1;
        }
        levels.count = k as u8;
        let mut r = 0;
        while r < rank && r < MAX_CELLS {
            // Known once its last level is set: from one past it on.
            let mut j = MAX_CELLS - spans[r].leading_zeros() as usize;
            while j <= MAX_CELLS {
                levels.known[j] |= 1 << (pivots[r] as usize % MAX_CELLS);
                j += 1;
            }
            r += 1;
        }
        let mut j = 0;
        while j <= k && j <= MAX_CELLS {
            levels.apart[j] = apart(&spans, rank, pivots, j);
            j += 1;
        }
        levels
    }

    /// How many free presses: the kernel's dimension.
    pub(super) const fn count(&self) -> usize {
        let count = self.count as usize;
        if count > MAX_CELLS { MAX_CELLS } else { count }
    }

    /// The kernel's map of the `i`-th free press (0 past the last).
    pub(super) const fn kernel(&self, i: usize) -> State {
        if i >= self.count() || i >= MAX_CELLS {
            State::ZERO
        } else {
            self.step[i]
        }
    }
}

/// The pivot presses of rows open once `j` levels are set (a free press at
/// level `j` or more), no two sharing such a press: picked greedily, the
/// fewest such presses first.
const fn apart(spans: &[u64; MAX_CELLS], rank: usize, pivots: &[u8; MAX_CELLS], j: usize) -> u64 {
    let later = if j >= MAX_CELLS { 0 } else { u64::MAX << j };
    let (mut taken, mut used, mut apart) = (0u64, 0u64, 0u64);
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
            return apart;
        }
        taken |= 1 << pick;
        used |= spans[pick] & later;
        apart |= 1 << (pivots[pick] as usize % MAX_CELLS);
    }
}

/// The most maps of a kernel weighed one by one rather than searched.
const EVERY_MOST: u64 = 4096;

/// How many boards a solver tries its search on, to choose.
const SAMPLES: u32 = 3;

impl Solver {
    /// Whether to weigh every map of the kernel rather than search: when
    /// it has at most [`EVERY_MOST`] maps and the search, on most of
    /// [`SAMPLES`] boards (their pivot presses from a fixed sequence), would
    /// weigh more positions than three quarters of that many.
    pub(super) const fn weighs_every(&self) -> bool {
        let p = self.rule.states as u64;
        let maps = match p.checked_pow(self.levels.count() as u32) {
            Some(maps) if maps <= EVERY_MOST => maps,
            _ => return false,
        };
        let (mut seed, mut over, mut sample) = (0x9E37_79B9_7F4A_7C15u64, 0, 0);
        while sample < SAMPLES {
            let mut first = State::ZERO;
            let mut r = 0;
            while r < self.rank as usize && r < MAX_CELLS {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                first = first.with(self.pivots[r] as usize, (seed % p) as u8);
                r += 1;
            }
            if self.search(first, maps / 4 * 3).is_err() {
                over += 1;
            }
            sample += 1;
        }
        2 * over > SAMPLES
    }

    /// The press map of the fewest presses, the least in reading order
    /// among them, of the maps `first` plus a combination of the kernel's
    /// basis; `first` has its free presses 0.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when it would weigh more than `limit` positions: a
    /// position is a map weighed, whole (every map) or in part (a value
    /// given to one free press, the free presses before it set).
    pub(super) const fn fewest(&self, first: State, limit: u64) -> Result<State, OverLimit> {
        let p = self.rule.states as u64;
        match p.checked_pow(self.levels.count() as u32) {
            Some(maps) if self.levels.every && maps <= limit => Ok(self.every(first, maps)),
            _ => self.search(first, limit),
        }
    }

    /// Of the `maps` maps `first` plus a combination of the kernel's basis
    /// (all of them), the one of the fewest presses, the least in reading
    /// order among them: each weighed in turn, each a basis map added to
    /// the one before (a Gray code in base `states`).
    const fn every(&self, first: State, maps: u64) -> State {
        let (p, levels) = (self.rule.states, &self.levels);
        let (mut best, mut least) = (first, first.presses());
        let mut digits = [0u8; MAX_CELLS];
        let mut now = first;
        let mut i = 1;
        while i < maps {
            // The level whose Gray digit goes up by one: the lowest digit
            // of the count `i - 1` in base `states` that does not carry.
            let mut t = 0;
            while t + 1 < MAX_CELLS && digits[t] == p - 1 {
                digits[t] = 0;
                t += 1;
            }
            digits[t] += 1;
            now = now.add(levels.step[t], p);
            let presses = now.presses();
            if presses < least || (presses == least && now.reads_before(best)) {
                (best, least) = (now, presses);
            }
            i += 1;
        }
        best
    }

    /// [`fewest`](Self::fewest) by the search over the free presses.
    const fn search(&self, first: State, limit: u64) -> Result<State, OverLimit> {
        let (p, levels) = (self.rule.states, &self.levels);
        let k = levels.count();
        // Every map presses at least this often: a map found with as few
        // is the answer.
        let floor = first.within(levels.known[0]).presses()
            + (first.support() & levels.apart[0]).count_ones();
        let (mut best, mut best_map) = (u32::MAX, first);
        let mut weighed = 0u64;
        // The position weighed next: level `d` given the value `v`, the
        // levels before it set, the later ones 0; `now` is its map.
        let (mut d, mut v, mut now) = (0usize, 0u8, first);
        while d < k && d < MAX_CELLS {
            if weighed >= limit {
                return Err(OverLimit);
            }
            weighed += 1;
            let presses = now.within(levels.known[d + 1]).presses();
            let must = (now.support() & levels.apart[d + 1]).count_ones();
            if presses + must < best {
                if d + 1 < k {
                    // Down: the next level, at 0.
                    (d, v) = (d + 1, 0);
                    continue;
                }
                (best, best_map) = (presses, now);
                if best <= floor {
                    break;
                }
            }
            // The next value of level `d`; past the last, adding its map
            // once more gives it 0 again, and the search goes back up.
            loop {
                now = now.add(levels.step[d], p);
                if v + 1 < p {
                    v += 1;
                    break;
                }
                if d == 0 {
                    return Ok(best_map);
                }
                d -= 1;
                v = now.get(levels.step[d].support().trailing_zeros() as usize);
            }
        }
        Ok(best_map)
    }
}
