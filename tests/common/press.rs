//! Press puzzles as linear systems, written again for the tests: a rule is
//! a plain matrix of what each press adds to each cell (built here from
//! the stencil's picture, the torus's wrap and the graph's edges, sharing
//! nothing with flipswap), its rank by schoolbook elimination modulo 2 or
//! 3, and, for small boards, every press map tried.

/// What pressing each cell adds to each cell: `adds[press][cell]`.
#[derive(Clone, Debug)]
pub struct Matrix {
    pub states: u8,
    pub adds: Vec<Vec<u8>>,
}

impl Matrix {
    /// The presses: a row of `adds` each.
    pub fn presses(&self) -> usize {
        self.adds.len()
    }

    /// The cells: every row of `adds` is as long.
    pub fn cells(&self) -> usize {
        self.adds.first().map_or(0, Vec::len)
    }

    /// A stencil (odd rows and columns of weights, centred on the press)
    /// on a grid of `rows` × `cols`, wrapping when `torus`.
    pub fn grid(rows: usize, cols: usize, stencil: &[&[u8]], torus: bool, states: u8) -> Matrix {
        let (half_r, half_c) = ((stencil.len() / 2) as i64, (stencil[0].len() / 2) as i64);
        let mut adds = vec![vec![0u8; rows * cols]; rows * cols];
        for pr in 0..rows as i64 {
            for pc in 0..cols as i64 {
                let press = (pr * cols as i64 + pc) as usize;
                for (sr, line) in stencil.iter().enumerate() {
                    for (sc, &weight) in line.iter().enumerate() {
                        let (mut r, mut c) = (pr + sr as i64 - half_r, pc + sc as i64 - half_c);
                        if torus {
                            r = r.rem_euclid(rows as i64);
                            c = c.rem_euclid(cols as i64);
                        } else if r < 0 || c < 0 || r >= rows as i64 || c >= cols as i64 {
                            continue;
                        }
                        let cell = (r * cols as i64 + c) as usize;
                        adds[press][cell] = (adds[press][cell] + weight) % states;
                    }
                }
            }
        }
        Matrix { states, adds }
    }

    /// A graph's rule: a press toggles its node and the nodes its edges
    /// reach (both ends, unless `directed`).
    pub fn graph(nodes: usize, edges: &[(usize, usize)], directed: bool) -> Matrix {
        let mut adds = vec![vec![0u8; nodes]; nodes];
        for (node, row) in adds.iter_mut().enumerate() {
            row[node] = 1;
        }
        for &(a, b) in edges {
            adds[a][b] = 1;
            if !directed {
                adds[b][a] = 1;
            }
        }
        Matrix { states: 2, adds }
    }

    /// The system's rows, one a cell (what each press adds there, then
    /// `wanted`'s value there, if given), reduced by elimination modulo the
    /// states; and the press of each pivot row.
    fn reduce(&self, wanted: Option<&[u8]>) -> (Vec<Vec<u8>>, Vec<usize>) {
        let (n, m, p) = (self.cells(), self.presses(), self.states);
        let mut rows: Vec<Vec<u8>> = (0..n)
            .map(|cell| {
                let mut row: Vec<u8> = (0..m).map(|press| self.adds[press][cell]).collect();
                row.extend(wanted.map(|wanted| wanted[cell]));
                row
            })
            .collect();
        let mut pivots = Vec::new();
        for col in 0..m {
            let rank = pivots.len();
            let Some(pivot) = (rank..n).find(|&r| rows[r][col] != 0) else {
                continue;
            };
            rows.swap(rank, pivot);
            let inverse = if rows[rank][col] == 1 { 1 } else { 2 };
            for value in rows[rank].iter_mut() {
                *value = *value * inverse % p;
            }
            let pivot_row = rows[rank].clone();
            for (r, row) in rows.iter_mut().enumerate() {
                let factor = row[col];
                if r != rank && factor != 0 {
                    for (value, &by) in row.iter_mut().zip(&pivot_row) {
                        *value = (*value + (p - factor) * by) % p;
                    }
                }
            }
            pivots.push(col);
        }
        (rows, pivots)
    }

    /// The number of independent presses.
    pub fn rank(&self) -> usize {
        self.reduce(None).1.len()
    }

    /// The fewest presses that take `board` to `target`, the least press
    /// map in reading order among them, by elimination and every
    /// combination of the free presses weighed; `None` when no presses do.
    pub fn fewest(&self, board: &[u8], target: &[u8]) -> Option<Vec<u8>> {
        let (m, p) = (self.presses(), self.states);
        let wanted: Vec<u8> = board
            .iter()
            .zip(target)
            .map(|(&b, &t)| (t + p - b) % p)
            .collect();
        let (rows, pivots) = self.reduce(Some(&wanted));
        if rows[pivots.len()..].iter().any(|row| row[m] != 0) {
            return None;
        }
        let free: Vec<usize> = (0..m).filter(|c| !pivots.contains(c)).collect();
        let mut best: Option<(u32, Vec<u8>)> = None;
        for number in 0..(p as usize).pow(free.len() as u32) {
            let mut map = vec![0u8; m];
            let mut rest = number;
            for &f in &free {
                map[f] = (rest % p as usize) as u8;
                rest /= p as usize;
            }
            for (row, &pivot) in rows.iter().zip(&pivots) {
                let sum: u32 = free
                    .iter()
                    .map(|&f| u32::from(row[f]) * u32::from(map[f]))
                    .sum();
                map[pivot] = ((u32::from(row[m]) + 3 * u32::from(p) - sum % u32::from(p))
                    % u32::from(p)) as u8;
            }
            let presses: u32 = map.iter().map(|&v| u32::from(v)).sum();
            if best
                .as_ref()
                .is_none_or(|(least, first)| (presses, &map) < (*least, first))
            {
                best = Some((presses, map));
            }
        }
        best.map(|(_, map)| map)
    }

    /// The board `board` after pressing each cell as often as `map` says.
    pub fn apply(&self, board: &[u8], map: &[u8]) -> Vec<u8> {
        let mut now = board.to_vec();
        for (press, &times) in map.iter().enumerate() {
            for (cell, value) in now.iter_mut().enumerate() {
                *value = (*value + times * self.adds[press][cell]) % self.states;
            }
        }
        now
    }

    /// Every press map, tried: how many take `board` to `target`, and of
    /// those the fewest presses, the least in reading order.
    pub fn brute(&self, board: &[u8], target: &[u8]) -> (u64, Option<Vec<u8>>) {
        let (n, p) = (self.presses(), self.states as usize);
        let mut count = 0;
        let mut best: Option<(u32, Vec<u8>)> = None;
        for number in 0..p.pow(n as u32) {
            // Cell 0 is the most significant digit, so the numbers run in
            // reading order.
            let map: Vec<u8> = (0..n)
                .map(|i| ((number / p.pow((n - 1 - i) as u32)) % p) as u8)
                .collect();
            if self.apply(board, &map) == target {
                count += 1;
                let presses = map.iter().map(|&v| u32::from(v)).sum();
                if best.as_ref().is_none_or(|(least, _)| presses < *least) {
                    best = Some((presses, map));
                }
            }
        }
        (count, best.map(|(_, map)| map))
    }
}

impl Matrix {
    /// Whether some presses take `board` to `target`: the reduced system
    /// with what is wanted beside it has no row `0 = v` with `v` not 0.
    pub fn solvable(&self, board: &[u8], target: &[u8]) -> bool {
        let p = self.states;
        let wanted: Vec<u8> = board
            .iter()
            .zip(target)
            .map(|(&b, &t)| (t + p - b) % p)
            .collect();
        let (rows, pivots) = self.reduce(Some(&wanted));
        let m = self.presses();
        rows[pivots.len()..].iter().all(|row| row[m] == 0)
    }

    /// The rank modulo 2 (the states must be 2), by the same schoolbook
    /// elimination on rows of bits packed 64 to a word: fast enough for
    /// boards of 40 × 40.
    pub fn rank_mod2(&self) -> usize {
        assert_eq!(self.states, 2);
        let (n, m) = (self.cells(), self.presses());
        let words = m.div_ceil(64);
        let mut rows: Vec<Vec<u64>> = (0..n)
            .map(|cell| {
                let mut row = vec![0u64; words];
                for press in 0..m {
                    if self.adds[press][cell] % 2 == 1 {
                        row[press / 64] |= 1 << (press % 64);
                    }
                }
                row
            })
            .collect();
        let mut rank = 0;
        for col in 0..m {
            let (w, bit) = (col / 64, 1u64 << (col % 64));
            let Some(pivot) = (rank..n).find(|&r| rows[r][w] & bit != 0) else {
                continue;
            };
            rows.swap(rank, pivot);
            let pivot_row = rows[rank].clone();
            for (r, row) in rows.iter_mut().enumerate() {
                if r != rank && row[w] & bit != 0 {
                    for (value, by) in row.iter_mut().zip(&pivot_row) {
                        *value ^= by;
                    }
                }
            }
            rank += 1;
        }
        rank
    }
}

/// Whether press map `a` (a bit a press) presses fewer times than `b`, or
/// as often and reads before it: at the first press where they differ,
/// `a` does not press.
fn fewer(a: u64, b: u64) -> bool {
    let differ = a ^ b;
    a.count_ones() < b.count_ones()
        || (a.count_ones() == b.count_ones()
            && differ != 0
            && a & (differ & differ.wrapping_neg()) == 0)
}

impl Matrix {
    /// The fewest presses that take `board` to `target` on a rule modulo 2
    /// of up to 40 presses and 64 cells, the least press map in reading
    /// order among them, by meeting in the middle: every subset of the
    /// first half of the presses goes in a hash map from what it changes to
    /// the fewest presses that change that (the least map among them), and
    /// every subset of the second half looks up what it leaves to change.
    /// `None` when no presses do.
    pub fn fewest_by_halves(&self, board: &[u8], target: &[u8]) -> Option<Vec<u8>> {
        use std::collections::HashMap;
        use std::hash::BuildHasherDefault;
        let (n, m) = (self.cells(), self.presses());
        assert!(
            self.states == 2 && n <= 64 && m <= 40,
            "a rule modulo 2 of 40 presses"
        );
        let bits = |values: &mut dyn Iterator<Item = bool>| {
            values
                .enumerate()
                .fold(0u64, |bits, (i, on)| bits | u64::from(on) << i)
        };
        // What each press changes, a bit a cell; what must change.
        let changes: Vec<u64> = self
            .adds
            .iter()
            .map(|row| bits(&mut row.iter().map(|&v| v % 2 == 1)))
            .collect();
        let wanted = bits(&mut board.iter().zip(target).map(|(b, t)| b % 2 != t % 2));
        let half = m / 2;
        // Each subset of the presses `from..to` in a Gray code's order (one
        // press in or out each step), a bit a press (press `i` bit `i`),
        // and what it changes.
        let changes = &changes;
        let subsets = |from: usize, to: usize| {
            let (mut map, mut changed) = (0u64, 0u64);
            (0..1u64 << (to - from)).map(move |step| {
                if step > 0 {
                    let press = from + step.trailing_zeros() as usize;
                    map ^= 1 << press;
                    changed ^= changes[press];
                }
                (map, changed)
            })
        };
        let mut first: HashMap<u64, u64, BuildHasherDefault<Mix>> = HashMap::default();
        for (map, changed) in subsets(0, half) {
            let kept = first.entry(changed).or_insert(map);
            if fewer(map, *kept) {
                *kept = map;
            }
        }
        let mut best: Option<u64> = None;
        for (map, changed) in subsets(half, m) {
            if let Some(&rest) = first.get(&(wanted ^ changed)) {
                let whole = map | rest;
                if best.is_none_or(|best| fewer(whole, best)) {
                    best = Some(whole);
                }
            }
        }
        best.map(|best| (0..m).map(|i| (best >> i & 1) as u8).collect())
    }
}

/// A hasher for the changes meeting in the middle: a multiply and a shift.
#[derive(Default)]
struct Mix(u64);

impl std::hash::Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0 ^ value).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 32
    }
}

/// The refrigerator's rule on `rows` × `cols`, modulo `states`: a press
/// adds one to each cell of its row and of its column, its own cell once.
pub fn row_column(rows: usize, cols: usize, states: u8) -> Matrix {
    let adds = (0..rows * cols)
        .map(|press| {
            (0..rows * cols)
                .map(|cell| u8::from(cell / cols == press / cols || cell % cols == press % cols))
                .collect()
        })
        .collect();
    Matrix { states, adds }
}

/// The best press map of a change: its presses and values, or `None`
/// when no map makes it.
pub type Best = Option<(u32, Vec<u8>)>;

/// Every change a rule can make, found by weighing every press map once:
/// for each change, how many maps make it and the best of them (the
/// fewest presses, then the least in reading order).
pub struct EveryMap {
    pub states: u8,
    pub cells: usize,
    /// By [`EveryMap::index`] of the change: the number of maps, and the
    /// best map's presses and values (`None` when no map makes it).
    pub best: Vec<(u32, Best)>,
}

impl EveryMap {
    /// The rule's every press map, in reading order (press 0 first, each
    /// press's value from 0 up), so the first map of the fewest presses
    /// found for a change is the least in reading order.
    pub fn of(matrix: &Matrix) -> EveryMap {
        let (n, p) = (matrix.cells(), matrix.states);
        assert_eq!(n, matrix.presses(), "a grid: a press a cell");
        let size = (p as usize).pow(n as u32);
        let mut every = EveryMap {
            states: p,
            cells: n,
            best: vec![(0, None); size],
        };
        let mut map = vec![0u8; n];
        let mut image = vec![0u8; n];
        every.walk(matrix, 0, &mut map, &mut image, 0);
        every
    }

    fn walk(
        &mut self,
        matrix: &Matrix,
        press: usize,
        map: &mut [u8],
        image: &mut [u8],
        presses: u32,
    ) {
        let p = self.states;
        if press == self.cells {
            let at = self.index(image);
            let slot = &mut self.best[at];
            slot.0 += 1;
            if slot.1.as_ref().is_none_or(|(fewest, _)| presses < *fewest) {
                slot.1 = Some((presses, map.to_vec()));
            }
            return;
        }
        for value in 0..p {
            map[press] = value;
            self.walk(matrix, press + 1, map, image, presses + u32::from(value));
            // One more press of `press` for the next value (and, after the
            // last, back to where it was: `p` presses add nothing).
            for (cell, add) in image.iter_mut().zip(&matrix.adds[press]) {
                *cell = (*cell + add) % p;
            }
        }
        map[press] = 0;
    }

    /// A board's index: its values as a number in base `states`, cell 0
    /// the lowest digit.
    pub fn index(&self, board: &[u8]) -> usize {
        board
            .iter()
            .rev()
            .fold(0, |at, &value| at * self.states as usize + value as usize)
    }

    /// The board of index `at`.
    pub fn board(&self, mut at: usize) -> Vec<u8> {
        (0..self.cells)
            .map(|_| {
                let value = (at % self.states as usize) as u8;
                at /= self.states as usize;
                value
            })
            .collect()
    }

    /// The best map from `board` to `target`, its number of presses, and
    /// how many maps reach it; `None` when none does.
    pub fn answer(&self, board: &[u8], target: &[u8]) -> (u32, Best) {
        let p = self.states;
        let change: Vec<u8> = board
            .iter()
            .zip(target)
            .map(|(&from, &to)| (to + p - from) % p)
            .collect();
        self.best[self.index(&change)].clone()
    }
}
