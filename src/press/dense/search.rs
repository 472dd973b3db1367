//! The fewest presses: a depth-first search over the free presses of the
//! reduced system, bounded by the presses counted so far; or, for a kernel
//! of few maps where that bound cuts little, every map.
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
//! position, whose presses still to be set no two rows share, and whose
//! value is not met yet.
//!
//! The free presses fall into parts that no row joins (on a graph of
//! cliques side by side, a part a clique): the fewest presses of the whole
//! are those of each part, and the least map in reading order among them
//! is made of the least of each part. So the search takes one part after
//! another, each in reading order, and its cost is their sum, not their
//! product.
//!
//! The search weighs a map's free presses one at a time: when its bound
//! cuts nothing, it weighs about `states / (states - 1)` times as many
//! positions as the kernel has maps. So a solver whose kernel has at most
//! [`EVERY_MOST`] maps tries the search on a few boards when it is built,
//! and weighs every map instead (one basis map added to the last, a Gray
//! code) when the search would weigh most of that many.

use super::{MAX_CELLS, OverLimit, Solver, State};

/// The free presses of a reduced system, and what the search needs of
/// each: the positions of its tree. The free presses fall into parts that
/// no row joins, each searched on its own: the free presses of the part of
/// the first, in reading order, then those of the part of the first left,
/// and so on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Levels {
    /// How many free presses: the kernel's dimension.
    count: u8,
    /// Whether to weigh every map rather than search.
    every: bool,
    /// The positions that end a part, a bit each.
    ends: u64,
    /// The kernel's basis map of each position's free press: the free
    /// press once, each pivot press what cancels it in its row; 0 before
    /// the free press. Setting the free press to `v` adds `v` times its
    /// map: each pivot press changes by what the free press asks of it.
    step: [State; MAX_CELLS],
    /// Once a position and those before it in its part are set, the
    /// presses of its part whose value is known: those free presses, and
    /// the pivot press of each row whose free presses are all among them.
    known: [u64; MAX_CELLS],
    /// Before a position is set (those before it in its part set), the
    /// pivot presses of rows of its part still open whose presses still
    /// to be set (the pivot and free presses of that position or later) no
    /// two share: each that is not 0 will press at least once more.
    open: [u64; MAX_CELLS],
}

/// The bits below bit `n`.
const fn below(n: usize) -> u64 {
    if n >= MAX_CELLS {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

impl Levels {
    /// No free presses.
    pub(super) const fn empty() -> Levels {
        Levels {
            count: 0,
            every: false,
            ends: 0,
            step: [State::ZERO; MAX_CELLS],
            known: [0; MAX_CELLS],
            open: [0; MAX_CELLS],
        }
    }

    /// Lays out the positions of the reduced system `rows` (its first
    /// `rank` rows have a pivot, `pivots` says which press; `is_pivot`, a
    /// bit a press, which of the `presses` presses are one). In place, and
    /// with little beside: a solver built on a small chip's stack.
    pub(super) const fn lay_out(
        &mut self,
        rows: &[State; MAX_CELLS],
        rank: usize,
        pivots: &[u8; MAX_CELLS],
        is_pivot: u64,
        presses: usize,
        states: u8,
    ) {
        // The free presses in reading order, and each row's free presses,
        // bit `i` for the `i`-th.
        let mut free = [0u8; MAX_CELLS];
        let mut spans = [0u64; MAX_CELLS];
        let mut k = 0;
        let mut f = 0;
        while f < presses && f < MAX_CELLS {
            // `k <= f`: said again for the bounds.
            if is_pivot >> f & 1 == 0 && k < MAX_CELLS {
                let mut r = 0;
                while r < rank && r < MAX_CELLS {
                    if rows[r].get(f) != 0 {
                        spans[r] |= 1 << k;
                    }
                    r += 1;
                }
                free[k] = f as u8;
                k += 1;
            }
            f += 1;
        }
        self.count = k as u8;
        // The parts, one after another: the position of each free press,
        // and its map there.
        let mut position = [0u8; MAX_CELLS];
        let (mut placed, mut at) = (0u64, 0);
        let mut i = 0;
        while i < k && i < MAX_CELLS {
            if placed >> i & 1 == 0 {
                let mut part = 1u64 << i;
                let mut grown = true;
                while grown {
                    grown = false;
                    let mut r = 0;
                    while r < rank && r < MAX_CELLS {
                        if spans[r] & part != 0 && spans[r] & !part != 0 {
                            (part, grown) = (part | spans[r], true);
                        }
                        r += 1;
                    }
                }
                placed |= part;
                let mut j = i;
                while j < k && j < MAX_CELLS && at < MAX_CELLS {
                    if part >> j & 1 == 1 {
                        let f = free[j] as usize;
                        let mut map = State::ZERO.with(f, 1);
                        let mut r = 0;
                        while r < rank && r < MAX_CELLS {
                            let v = rows[r].get(f);
                            if v != 0 {
                                map = map.with(pivots[r] as usize, states - v);
                            }
                            r += 1;
                        }
                        self.step[at] = map;
                        position[j] = at as u8;
                        at += 1;
                    }
                    j += 1;
                }
                self.ends |= 1 << ((at + MAX_CELLS - 1) % MAX_CELLS);
            }
            i += 1;
        }
        // Each row's free presses, now by position.
        let mut r = 0;
        while r < rank && r < MAX_CELLS {
            let (mut by_level, mut by_position) = (spans[r], 0u64);
            while by_level != 0 {
                let j = by_level.trailing_zeros() as usize;
                by_level &= by_level - 1;
                by_position |= 1 << (position[j % MAX_CELLS] as usize % MAX_CELLS);
            }
            spans[r] = by_position;
            r += 1;
        }
        let (mut start, mut set) = (0, 0u64);
        let mut at = 0;
        while at < k && at < MAX_CELLS {
            let end = at + (self.ends >> at).trailing_zeros() as usize;
            let part = below(end + 1) & !below(start);
            self.open[at] = open(&spans, rank, pivots, part & !below(at));
            set |= 1 << (self.step[at].support().trailing_zeros() % 64);
            let mut known = set;
            let mut r = 0;
            while r < rank && r < MAX_CELLS {
                let span = spans[r];
                if span != 0 && span & part == span && span & !below(at + 1) == 0 {
                    known |= 1 << (pivots[r] as usize % MAX_CELLS);
                }
                r += 1;
            }
            self.known[at] = known;
            if at == end {
                (start, set) = (at + 1, 0);
            }
            at += 1;
        }
    }

    /// How many free presses: the kernel's dimension.
    pub(super) const fn count(&self) -> usize {
        let count = self.count as usize;
        if count > MAX_CELLS { MAX_CELLS } else { count }
    }

    /// The kernel's map of the first free press; 0 when there is none.
    pub(super) const fn kernel(&self) -> State {
        if self.count() == 0 {
            State::ZERO
        } else {
            self.step[0]
        }
    }
}

/// The pivot presses of rows with free presses at positions of `later`,
/// no two sharing such a press: picked greedily, the fewest such presses
/// first.
const fn open(spans: &[u64; MAX_CELLS], rank: usize, pivots: &[u8; MAX_CELLS], later: u64) -> u64 {
    let (mut taken, mut used, mut open) = (0u64, 0u64, 0u64);
    loop {
        let (mut pick, mut fewest) = (MAX_CELLS, u32::MAX);
        let mut r = 0;
        while r < rank && r < MAX_CELLS {
            let still = spans[r] & later;
            let size = still.count_ones();
            if still != 0 && still & used == 0 && taken >> r & 1 == 0 && size < fewest {
                (pick, fewest) = (r, size);
            }
            r += 1;
        }
        if pick >= MAX_CELLS {
            return open;
        }
        taken |= 1 << pick;
        used |= spans[pick] & later;
        open |= 1 << (pivots[pick] as usize % MAX_CELLS);
    }
}

/// The most maps of a kernel weighed one by one rather than searched.
const EVERY_MOST: u64 = 4096;

/// How many boards a solver tries its search on, to choose.
const SAMPLES: u32 = 3;

impl Solver {
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
        let (p, levels) = (self.rule.states, &self.levels);
        match (p as u64).checked_pow(levels.count() as u32) {
            Some(maps) if levels.every && maps <= limit => Ok(levels.every(first, maps, p)),
            _ => levels.search(first, limit, p),
        }
    }
}

impl Levels {
    /// Chooses whether to weigh every map of the kernel rather than
    /// search, modulo `states`: when it has at most [`EVERY_MOST`] maps and
    /// the search, on most of [`SAMPLES`] boards (the pivot presses,
    /// `pivots` of `rank` rows, from a fixed sequence), would weigh more
    /// positions than three quarters of that many.
    pub(super) const fn choose(&mut self, states: u8, rank: usize, pivots: &[u8; MAX_CELLS]) {
        let p: u64 = if states == 3 { 3 } else { 2 };
        let maps = match p.checked_pow(self.count() as u32) {
            Some(maps) if maps <= EVERY_MOST => maps,
            _ => return,
        };
        let (mut seed, mut over, mut sample) = (0x9E37_79B9_7F4A_7C15u64, 0, 0);
        while sample < SAMPLES {
            let mut first = State::ZERO;
            let mut r = 0;
            while r < rank && r < MAX_CELLS {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                first = first.with(pivots[r] as usize, (seed % p) as u8);
                r += 1;
            }
            if self.search(first, maps / 4 * 3, states).is_err() {
                over += 1;
            }
            sample += 1;
        }
        self.every = 2 * over > SAMPLES;
    }

    /// Of the `maps` maps `first` plus a combination of the kernel's basis
    /// (all of them), the one of the fewest presses, the least in reading
    /// order among them: each weighed in turn, each a basis map added to
    /// the one before (a Gray code in base `states`).
    const fn every(&self, first: State, maps: u64, states: u8) -> State {
        let (p, levels) = (states, self);
        let (mut best, mut least) = (first, first.presses());
        let mut digits = [0u8; MAX_CELLS];
        let mut now = first;
        let mut i = 1;
        while i < maps {
            // The position whose Gray digit goes up by one: the lowest
            // digit of the count `i - 1` in base `states` that does not
            // carry.
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

    /// [`fewest`](Self::fewest) by the search over the free presses, a
    /// part at a time: the fewest presses of each part, the least in
    /// reading order among them, make the answer.
    const fn search(&self, first: State, limit: u64, states: u8) -> Result<State, OverLimit> {
        let (p, levels) = (states, self);
        let k = levels.count();
        let (mut weighed, mut map, mut start) = (0u64, first, 0);
        while start < k {
            let mut end = start + (levels.ends >> start).trailing_zeros() as usize;
            if end >= k {
                end = k - 1;
            }
            // The part's presses are at least this many: a map found with
            // as few is the part's answer.
            let floor = (map.support() & levels.open[start]).count_ones();
            let (mut best, mut best_map) = (u32::MAX, map);
            // The position weighed next: position `d` given the value
            // `v`, those before it in the part set, the later ones 0; `now`
            // is its map.
            let (mut d, mut v, mut now) = (start, 0u8, map);
            'part: while d < MAX_CELLS {
                if weighed >= limit {
                    return Err(OverLimit);
                }
                weighed += 1;
                let presses = now.within(levels.known[d]).presses();
                let must = if d < end && d + 1 < MAX_CELLS {
                    (now.support() & levels.open[d + 1]).count_ones()
                } else {
                    0
                };
                if presses + must < best {
                    if d < end {
                        // Down: the next position, at 0.
                        (d, v) = (d + 1, 0);
                        continue;
                    }
                    (best, best_map) = (presses, now);
                    if best <= floor {
                        break;
                    }
                }
                // The next value of position `d`; past the last, adding
                // its map once more gives it 0 again, and the search goes
                // back up.
                loop {
                    now = now.add(levels.step[d], p);
                    if v + 1 < p {
                        v += 1;
                        break;
                    }
                    if d <= start {
                        break 'part;
                    }
                    d -= 1;
                    v = now.get(levels.step[d].support().trailing_zeros() as usize);
                }
            }
            map = best_map;
            start = end + 1;
        }
        Ok(map)
    }
}
