//! The engine of rules of up to [`MAX_CELLS`] cells: a rule's presses as
//! the columns of one matrix, reduced once by [`Solver::new`]. The toggle
//! puzzles' rules are such rules, and build.rs includes this file (with
//! `#[path]`, its submodules by their paths under `press/dense/`) to read
//! their compact form off the reduction.

mod search;
mod state;

pub use state::State;
pub(crate) use state::modulus;

use crate::rule_error::OverLimit;

/// The most cells a rule of this engine has: a board's cells are the bits
/// of a `u64`.
pub const MAX_CELLS: usize = 64;

/// A grid stencil: what a press adds to the cells around the pressed one,
/// an odd number of rows and of columns (at most [`Stencil::MOST`] each)
/// centred on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stencil {
    pub(super) rows: u8,
    pub(super) cols: u8,
    pub(super) weights: [[u8; Stencil::MOST]; Stencil::MOST],
}

impl Stencil {
    /// The most rows and columns of a stencil.
    pub const MOST: usize = 7;

    /// The cell and its four neighbours: Lights Out's rule.
    pub const CROSS: Stencil = Stencil::of(3, 3, &[0, 1, 0, 1, 1, 1, 0, 1, 0]).unwrap();

    /// The cell and its four diagonal neighbours.
    pub const X: Stencil = Stencil::of(3, 3, &[1, 0, 1, 0, 1, 0, 1, 0, 1]).unwrap();

    /// The cell's 3 × 3 block.
    pub const KING: Stencil = Stencil::of(3, 3, &[1, 1, 1, 1, 1, 1, 1, 1, 1]).unwrap();

    /// The stencil of `rows` × `cols` `weights`, row by row: `None` unless
    /// both sides are odd and at most [`MOST`](Self::MOST), `weights` holds
    /// `rows * cols` of them, and each is 0, 1 or 2 (a weight modulo 3; a
    /// rule modulo 2 takes 0 and 1 only, [`Rule::grid`] says).
    ///
    /// ```
    /// use flipswap::press::Stencil;
    ///
    /// assert_eq!(Stencil::of(3, 3, &[0, 1, 0, 1, 1, 1, 0, 1, 0]), Some(Stencil::CROSS));
    /// assert_eq!(Stencil::of(2, 2, &[1, 1, 1, 1]), None); // even sides
    /// assert_eq!(Stencil::of(1, 3, &[1, 1]), None); // two weights for three cells
    /// assert_eq!(Stencil::of(1, 1, &[3]), None); // no weight past 2
    /// ```
    #[must_use]
    pub const fn of(rows: usize, cols: usize, weights: &[u8]) -> Option<Stencil> {
        let odd = rows % 2 == 1 && cols % 2 == 1;
        if !odd || rows > Stencil::MOST || cols > Stencil::MOST || weights.len() != rows * cols {
            return None;
        }
        let mut stencil = Stencil {
            rows: rows as u8,
            cols: cols as u8,
            weights: [[0; Stencil::MOST]; Stencil::MOST],
        };
        let mut i = 0;
        while i < weights.len() {
            let (r, c) = (i / cols, i % cols);
            if weights[i] > 2 {
                return None;
            }
            if r < Stencil::MOST && c < Stencil::MOST {
                stencil.weights[r][c] = weights[i];
            }
            i += 1;
        }
        Some(stencil)
    }

    /// Its rows and columns.
    #[must_use]
    pub const fn size(&self) -> (usize, usize) {
        (self.rows as usize, self.cols as usize)
    }

    /// Its largest weight: a rule modulo 2 takes a stencil whose largest
    /// is at most 1.
    #[must_use]
    pub const fn largest(&self) -> u8 {
        let mut most = 0;
        let mut r = 0;
        while r < Stencil::MOST {
            let mut c = 0;
            while c < Stencil::MOST {
                if self.weights[r][c] > most {
                    most = self.weights[r][c];
                }
                c += 1;
            }
            r += 1;
        }
        most
    }

    /// The weight at `dr` rows and `dc` columns from the centre.
    const fn weight(&self, dr: i32, dc: i32) -> u8 {
        let (r, c) = (dr + self.rows as i32 / 2, dc + self.cols as i32 / 2);
        let most = Stencil::MOST as i32;
        if r < 0
            || c < 0
            || r >= self.rows as i32
            || c >= self.cols as i32
            || r >= most
            || c >= most
        {
            0
        } else {
            self.weights[r as usize][c as usize]
        }
    }
}

/// What lies past a grid's edge: nothing, or the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edges {
    /// A press past the edge changes nothing.
    Bounded,
    /// The edges wrap: the grid is a torus.
    Torus,
}

/// A press rule: for each of up to [`MAX_CELLS`] presses, what it adds to
/// every one of up to [`MAX_CELLS`] cells, modulo 2 or 3. On a grid or a
/// graph each cell is a press too; a rule of switches and lanterns
/// ([`of_presses`](Self::of_presses)) may have more of one than the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    cells: u8,
    presses: u8,
    states: u8,
    rows: u8,
    cols: u8,
    adds: [State; MAX_CELLS],
}

impl Rule {
    /// The rule of `cells` cells, `states` states, and `adds.len()`
    /// presses, press `i` adding `adds[i]` (a switch and the lanterns it
    /// toggles). `None` unless `states` is 2 or 3, there are at most
    /// [`MAX_CELLS`] cells and presses, and each of `adds` holds values
    /// below `states` on the first `cells` cells only.
    ///
    /// ```
    /// use flipswap::press::{Rule, State};
    ///
    /// let two = State::of_bits(0b11);
    /// assert!(Rule::of_presses(2, 2, &[two]).is_some());
    /// assert!(Rule::of_presses(1, 2, &[two]).is_none()); // cell 1 is past one cell
    /// assert!(Rule::of_presses(2, 4, &[two]).is_none()); // 4 states
    /// assert!(Rule::of_presses(2, 2, &[State::uniform(2, 2)]).is_none()); // 2 modulo 2
    /// ```
    #[must_use]
    pub const fn of_presses(cells: usize, states: u8, adds: &[State]) -> Option<Rule> {
        if cells > MAX_CELLS || adds.len() > MAX_CELLS || !(states == 2 || states == 3) {
            return None;
        }
        let mut rule = Rule::empty(1, cells, states);
        rule.presses = adds.len() as u8;
        let mut i = 0;
        while i < adds.len() {
            if !adds[i].fits(cells, states) {
                return None;
            }
            rule.adds[i] = adds[i];
            i += 1;
        }
        Some(rule)
    }

    /// The rule of `stencil` on a grid of `rows` × `cols`, with `edges`,
    /// modulo `states`. Where two of the stencil's cells land on one cell
    /// (a torus smaller than the stencil), their weights add. `None`
    /// unless the grid has 1 to [`MAX_CELLS`] cells, `states` is 2 or 3,
    /// and every weight of the stencil is below `states`.
    ///
    /// ```
    /// use flipswap::press::{Edges, Rule, Stencil};
    ///
    /// assert!(Rule::grid(8, 8, &Stencil::CROSS, Edges::Bounded, 2).is_some());
    /// assert!(Rule::grid(9, 9, &Stencil::CROSS, Edges::Bounded, 2).is_none()); // 81 cells
    /// assert!(Rule::grid(3, 3, &Stencil::CROSS, Edges::Torus, 4).is_none()); // 4 states
    /// let hdu = Stencil::of(3, 3, &[0, 1, 0, 1, 2, 1, 0, 1, 0]).expect("a stencil");
    /// assert!(Rule::grid(3, 3, &hdu, Edges::Bounded, 2).is_none()); // a weight of 2 modulo 2
    /// assert!(Rule::grid(3, 3, &hdu, Edges::Bounded, 3).is_some());
    /// ```
    #[must_use]
    pub const fn grid(
        rows: usize,
        cols: usize,
        stencil: &Stencil,
        edges: Edges,
        states: u8,
    ) -> Option<Rule> {
        if rows == 0
            || cols == 0
            || rows > MAX_CELLS
            || cols > MAX_CELLS
            || rows * cols > MAX_CELLS
            || !(states == 2 || states == 3)
            || stencil.largest() >= states
        {
            return None;
        }
        let mut rule = Rule::empty(rows, cols, states);
        let (half_r, half_c) = (stencil.rows as i32 / 2, stencil.cols as i32 / 2);
        let mut press = 0;
        while press < rows * cols {
            let (pr, pc) = ((press / cols) as i32, (press % cols) as i32);
            let mut add = State::ZERO;
            let mut dr = -half_r;
            while dr <= half_r {
                let mut dc = -half_c;
                while dc <= half_c {
                    let weight = stencil.weight(dr, dc);
                    let (r, c) = (pr + dr, pc + dc);
                    let at = match edges {
                        Edges::Bounded
                            if r < 0 || c < 0 || r >= rows as i32 || c >= cols as i32 =>
                        {
                            None
                        }
                        Edges::Bounded => Some(r as usize * cols + c as usize),
                        Edges::Torus => Some(
                            r.rem_euclid(rows as i32) as usize * cols
                                + c.rem_euclid(cols as i32) as usize,
                        ),
                    };
                    if let Some(at) = at {
                        add = add.add(State::ZERO.with(at, weight), states);
                    }
                    dc += 1;
                }
                dr += 1;
            }
            rule.adds[press] = add;
            press += 1;
        }
        Some(rule)
    }

    /// The refrigerator's rule on `rows` × `cols`, modulo `states`: a
    /// press adds one to every cell of its row and of its column, its own
    /// cell once. `None` unless the grid has 1 to [`MAX_CELLS`] cells and
    /// `states` is 2 or 3.
    ///
    /// ```
    /// use flipswap::press::{Rule, State};
    ///
    /// let rule = Rule::row_column(2, 3, 3).expect("six cells");
    /// assert_eq!(rule.size(), (2, 3));
    /// // Pressing (1, 0) adds one to its row and its column.
    /// assert_eq!(rule.adds(3), State::from_values(&[1, 0, 0, 1, 1, 1], 3).expect("six"));
    /// assert!(Rule::row_column(8, 9, 2).is_none()); // 72 cells
    /// ```
    #[must_use]
    pub const fn row_column(rows: usize, cols: usize, states: u8) -> Option<Rule> {
        // Written out here, as in `grid`, not called: the optimiser then
        // sees `cols != 0` where the loop divides by it, and no panic path
        // is left (the firmware test's link proves it).
        if rows == 0
            || cols == 0
            || rows > MAX_CELLS
            || cols > MAX_CELLS
            || rows * cols > MAX_CELLS
            || !(states == 2 || states == 3)
        {
            return None;
        }
        let mut rule = Rule::empty(rows, cols, states);
        let mut press = 0;
        while press < rows * cols {
            let (pr, pc) = (press / cols, press % cols);
            let mut add = State::ZERO;
            let mut at = 0;
            while at < rows * cols {
                if at / cols == pr || at % cols == pc {
                    add = add.with(at, 1);
                }
                at += 1;
            }
            rule.adds[press] = add;
            press += 1;
        }
        Some(rule)
    }

    /// The rule of a graph of `nodes` nodes, modulo 2: a press changes its
    /// node and each node an edge `(from, to)` leads to (0-based), and,
    /// unless `directed`, each node an edge leads from; an edge from a
    /// node to itself changes nothing more. `None` for more than
    /// [`MAX_CELLS`] nodes or an edge naming a node past `nodes`.
    ///
    /// ```
    /// use flipswap::press::Rule;
    ///
    /// assert!(Rule::graph(3, &[(0, 1), (1, 2)], false).is_some());
    /// assert!(Rule::graph(2, &[(0, 2)], false).is_none()); // no node 2
    /// ```
    #[must_use]
    pub const fn graph(nodes: usize, edges: &[(u8, u8)], directed: bool) -> Option<Rule> {
        if nodes > MAX_CELLS {
            return None;
        }
        let mut rule = Rule::empty(1, nodes, 2);
        let mut i = 0;
        while i < nodes {
            rule.adds[i] = State::ZERO.with(i, 1);
            i += 1;
        }
        let mut e = 0;
        while e < edges.len() {
            let (from, to) = (edges[e].0 as usize, edges[e].1 as usize);
            if from >= nodes || to >= nodes {
                return None;
            }
            if from != to {
                rule.adds[from] = rule.adds[from].with(to, 1);
                if !directed {
                    rule.adds[to] = rule.adds[to].with(from, 1);
                }
            }
            e += 1;
        }
        Some(rule)
    }

    /// The rule of no cells and no presses.
    pub const EMPTY: Rule = Rule::empty(0, 0, 2);

    /// No press changing anything, on `rows` × `cols` cells.
    const fn empty(rows: usize, cols: usize, states: u8) -> Rule {
        Rule {
            cells: (rows * cols) as u8,
            presses: (rows * cols) as u8,
            states: modulus(states),
            rows: rows as u8,
            cols: cols as u8,
            adds: [State::ZERO; MAX_CELLS],
        }
    }

    /// The number of cells.
    #[must_use]
    pub const fn cells(&self) -> usize {
        let cells = self.cells as usize;
        if cells > MAX_CELLS { MAX_CELLS } else { cells }
    }

    /// The number of presses: on a grid or a graph, one a cell.
    #[must_use]
    pub const fn presses(&self) -> usize {
        let presses = self.presses as usize;
        if presses > MAX_CELLS {
            MAX_CELLS
        } else {
            presses
        }
    }

    /// The number of states, 2 or 3.
    #[must_use]
    pub const fn states(&self) -> u8 {
        self.states
    }

    /// The rows and columns of its grid (one row of every node for a
    /// graph).
    #[must_use]
    pub const fn size(&self) -> (u8, u8) {
        (self.rows, self.cols)
    }

    /// What pressing cell `i` once adds; nothing past the board.
    #[must_use]
    pub const fn adds(&self, i: usize) -> State {
        if i < self.cells() {
            self.adds[i]
        } else {
            State::ZERO
        }
    }

    /// `board` after press `i` `times` times; `None` when there is no
    /// press `i`.
    #[must_use]
    pub const fn press(&self, board: State, i: usize, times: u8) -> Option<State> {
        if i >= self.presses() {
            return None;
        }
        Some(board.add(self.adds[i].times(times, self.states), self.states))
    }

    /// `board` after every press of `map` (each press made as often as its
    /// value says).
    #[must_use]
    pub const fn apply(&self, board: State, map: State) -> State {
        let mut now = board;
        let mut i = 0;
        while i < self.presses() {
            now = now.add(self.adds[i].times(map.get(i), self.states), self.states);
            i += 1;
        }
        now
    }
}

/// A rule's system reduced once: it answers any board of the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solver {
    rule: Rule,
    /// How many of `combine`'s rows have a pivot.
    rank: u8,
    /// For each row of the reduced system, the combination of the board's
    /// cells (the rule's equations) that gives it.
    combine: [State; MAX_CELLS],
    /// The press of each pivot row.
    pivots: [u8; MAX_CELLS],
    /// The free presses, what the search for the fewest presses needs.
    levels: search::Levels,
}

impl Solver {
    /// Reduces `rule`'s system: by Gaussian elimination modulo 2 or 3 of
    /// the equations, one a cell, whose unknowns are the presses, from the
    /// last press to the first; then lays out the search for the fewest
    /// presses (see [`solve_within`](Self::solve_within)), trying it on a
    /// few boards when the kernel has at most 4,096 maps.
    #[must_use]
    pub const fn new(rule: &Rule) -> Solver {
        let (n, m, p) = (rule.cells(), rule.presses(), rule.states);
        // Equation c: the presses' effects on cell c; and which of the
        // original equations make it.
        let mut rows = [State::ZERO; MAX_CELLS];
        let mut combine = [State::ZERO; MAX_CELLS];
        let mut c = 0;
        while c < n {
            let mut j = 0;
            while j < m {
                rows[c] = rows[c].with(j, rule.adds[j].get(c));
                j += 1;
            }
            combine[c] = State::ZERO.with(c, 1);
            c += 1;
        }
        let mut pivots = [0u8; MAX_CELLS];
        let mut is_pivot = 0u64;
        let mut rank = 0;
        // From the last press to the first: each pivot press's row then
        // holds, besides it, only free presses before it.
        let mut col = m;
        while col > 0 {
            col -= 1;
            let mut r = rank;
            while r < n && rows[r].get(col) == 0 {
                r += 1;
            }
            // `rank <= r < n <= MAX_CELLS`: said again for the bounds.
            if r < n && rank < MAX_CELLS && col < MAX_CELLS {
                let (row, comb) = (rows[r], combine[r]);
                rows[r] = rows[rank];
                combine[r] = combine[rank];
                // Scale the pivot to 1.
                let scale = if row.get(col) == 2 { 2 } else { 1 };
                rows[rank] = row.times(scale, p);
                combine[rank] = comb.times(scale, p);
                let mut other = 0;
                while other < n {
                    let v = rows[other].get(col);
                    if other != rank && v != 0 {
                        let minus = p - v;
                        rows[other] = rows[other].add(rows[rank].times(minus, p), p);
                        combine[other] = combine[other].add(combine[rank].times(minus, p), p);
                    }
                    other += 1;
                }
                pivots[rank] = col as u8;
                is_pivot |= 1 << col;
                rank += 1;
            }
        }
        let mut levels = search::Levels::empty();
        levels.lay_out(&rows, rank, &pivots, is_pivot, m, p);
        levels.choose(p, rank, &pivots);
        Solver {
            rule: *rule,
            rank: rank as u8,
            combine,
            pivots,
            levels,
        }
    }

    /// The rule it answers.
    #[must_use]
    pub const fn rule(&self) -> &Rule {
        &self.rule
    }

    /// The dimension `k` of the kernel: the press maps that change nothing
    /// are `states^k`, and a board that can be solved has that many
    /// answers.
    #[must_use]
    pub const fn kernel_dimension(&self) -> u32 {
        (self.rule.presses() - self.rank as usize) as u32
    }

    /// The press map, of the kernel's basis, that changes nothing and is
    /// not zero; `None` when only the empty map changes nothing.
    #[must_use]
    pub const fn kernel(&self) -> Option<State> {
        if self.kernel_dimension() == 0 {
            None
        } else {
            Some(self.levels.kernel())
        }
    }

    /// A press map that takes `board` to `target` (its free presses 0), or
    /// `None` when none does.
    #[must_use]
    pub const fn any(&self, board: State, target: State) -> Option<State> {
        let p = self.rule.states;
        match self.reduce(target.add(board.neg(p), p), true) {
            (map, 0) => Some(map),
            _ => None,
        }
    }

    /// The reduced system's answer for the change `wanted`: the press map,
    /// its free presses 0, that its pivot rows give, and the checks that
    /// `wanted` fails, a bit each (the rows without a pivot, `cells` less
    /// the rank of them, each a combination of the cells that sums to 0 on
    /// whatever change presses make). When it fails none, the map makes
    /// `wanted`; the map is linear in `wanted` either way, and modulo 2 so
    /// are the checks failed. With `stop`, it stops at the first check
    /// failed.
    pub(crate) const fn reduce(&self, wanted: State, stop: bool) -> (State, u64) {
        let p = self.rule.states;
        let (rank, mut map, mut failed) = (self.rank as usize, State::ZERO, 0u64);
        let mut r = 0;
        while r < self.rule.cells() {
            let v = self.combine[r].dot(wanted, p);
            if r < rank {
                map = map.with(self.pivots[r] as usize, v);
            } else if v != 0 {
                failed |= 1 << ((r - rank) % MAX_CELLS);
                if stop {
                    break;
                }
            }
            r += 1;
        }
        (map, failed)
    }

    /// How many press maps take `board` to `target`: `states^k` or 0.
    #[must_use]
    pub const fn count(&self, board: State, target: State) -> u128 {
        if self.any(board, target).is_none() {
            return 0;
        }
        match (self.rule.states as u128).checked_pow(self.kernel_dimension()) {
            Some(count) => count,
            None => u128::MAX,
        }
    }

    /// The fewest presses that take `board` to `target` (a cell pressed
    /// twice counts twice), the least press map in reading order among
    /// them; `None` when no presses do.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when the search would weigh more than 2^32 positions
    /// (see [`solve_within`](Self::solve_within)): never on a graph of up
    /// to 35 nodes, such as Luogu P2962's, which takes fewer than 2^24.
    pub const fn solve(&self, board: State, target: State) -> Result<Option<State>, OverLimit> {
        self.solve_within(board, target, 1 << 32)
    }

    /// As [`solve`](Self::solve), weighing at most `limit` positions.
    ///
    /// The search sets the kernel's free presses one at a time in reading
    /// order, each pivot press following from them, one part of the system
    /// (free presses that rows join) at a time, and cuts a branch as soon
    /// as it cannot press fewer times than the best map found so far: its
    /// cost follows the answer, not the `states^k` maps of the kernel. On
    /// the complete graph of 35 nodes, a kernel of 34 dimensions, it
    /// weighs 34 positions.
    ///
    /// A position is a press map weighed: in part, a value given to one
    /// free press with those before it set; or whole, for a kernel of at
    /// most 4,096 maps whose search would cut little, which is weighed map
    /// by map (the solver tries the search on a few boards when it is
    /// built). None are weighed when the kernel is the empty map alone.
    /// Modulo 2, the search weighs at most `2 · (C(k, 1) + … + C(k, r))`
    /// positions for a part of `k` free presses and `r` pivot presses (a
    /// branch not cut presses fewer free presses than the first map found,
    /// which presses at most `r`): for a rule of 35 presses, at most
    /// 14,239,030, whichever way it weighs.
    ///
    /// # Errors
    ///
    /// [`OverLimit`] when it would weigh more than `limit` positions.
    pub const fn solve_within(
        &self,
        board: State,
        target: State,
        limit: u64,
    ) -> Result<Option<State>, OverLimit> {
        let Some(first) = self.any(board, target) else {
            return Ok(None);
        };
        if self.kernel_dimension() == 0 {
            return Ok(Some(first));
        }
        match self.fewest(first, limit) {
            Ok(map) => Ok(Some(map)),
            Err(over) => Err(over),
        }
    }
}
