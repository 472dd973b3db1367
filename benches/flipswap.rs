//! flipswap's answers side by side with what a user would otherwise write:
//! a breadth-first search per query, or the whole table built at start-up.
//!
//! `cargo bench` times everything in one run and prints a markdown table with
//! the ratios: both forms of each toggle puzzle side by side (`solve`, one
//! load from the dense table, and `compact::solve`, arithmetic on a few dozen
//! bytes of columns), since the form is chosen per call. The searches here are
//! written from the puzzles' rules alone and share no code with flipswap; they
//! also check that flipswap's answers have the optimal length.
//!
//! Two more modes serve `benches/callgrind.sh`, which counts instructions:
//! - `flipswap-HASH callgrind KIND N` answers the first `N` of a fixed set of
//!   random inputs with one method (`KIND`, listed in [`callgrind`]), so that
//!   the difference between two values of `N` is the cost of the queries alone;
//! - `flipswap-HASH cases PUZZLE N` prints `N` random cases in the judge's
//!   input format, for the CLI's batch mode.

use core::hint::black_box;
use std::fmt::Write as _;
use std::io::Write as _;
use std::time::Instant;

use flipswap::{flip_game, fridge, lights, swap_game};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("callgrind") => callgrind(&args[1], count(&args[2])),
        Some("cases") => cases(&args[1], count(&args[2])),
        // `cargo bench` passes `--bench`; any other argument is ignored too.
        _ => timing(),
    }
}

fn count(arg: &str) -> usize {
    arg.parse().expect("a count")
}

// ---------------------------------------------------------------------------
// Random inputs
// ---------------------------------------------------------------------------

/// Marsaglia's xorshift64: plenty for picking boards, and the same boards on
/// every run and every machine.
struct Rng(u64);

impl Rng {
    fn new() -> Rng {
        Rng(0x9E37_79B9_7F4A_7C15)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A uniformly random board of `cells` cells.
    fn board(&mut self, cells: u32) -> u16 {
        (self.next() >> 48) as u16 & low_bits(cells)
    }

    /// A uniformly random 4×4 board with eight `1`s, as the judge's are.
    fn eight_ones(&mut self) -> u16 {
        loop {
            let board = self.board(16);
            if board.count_ones() == 8 {
                return board;
            }
        }
    }

    /// A uniformly random solvable Flip Game board: a goal with a random set
    /// of presses applied.
    fn solvable_flip_game(&mut self, masks: &[u16]) -> u16 {
        let goal = if self.next() >> 63 == 0 { 0 } else { 0xFFFF };
        let presses = self.board(16);
        (0..16)
            .filter(|cell| presses >> cell & 1 != 0)
            .fold(goal, |board, cell| board ^ masks[cell])
    }
}

fn low_bits(cells: u32) -> u16 {
    ((1u32 << cells) - 1) as u16
}

// ---------------------------------------------------------------------------
// The rules, written again here so the baselines owe nothing to flipswap
// ---------------------------------------------------------------------------

/// A toggle puzzle as a search sees it: what each press toggles, and the goals.
struct Toggle {
    cells: u32,
    masks: Vec<u16>,
    goals: Vec<u16>,
}

/// Pressing a cell toggles it and its up, down, left and right neighbours.
fn cross_masks(width: u32, height: u32) -> Vec<u16> {
    let mut masks = Vec::new();
    for row in 0..height {
        for col in 0..width {
            let mut mask = 1u16 << (row * width + col);
            for (r, c) in [(row.wrapping_sub(1), col), (row + 1, col)]
                .into_iter()
                .chain([(row, col.wrapping_sub(1)), (row, col + 1)])
            {
                if r < height && c < width {
                    mask |= 1 << (r * width + c);
                }
            }
            masks.push(mask);
        }
    }
    masks
}

/// Turning a handle turns every handle in its row and in its column.
fn row_and_column_masks() -> Vec<u16> {
    (0..16)
        .map(|cell| (0x000F << (cell / 4 * 4)) | (0x1111 << (cell % 4)))
        .collect()
}

fn flip_game_rules() -> Toggle {
    Toggle {
        cells: 16,
        masks: cross_masks(4, 4),
        goals: vec![0x0000, 0xFFFF],
    }
}

fn fridge_rules() -> Toggle {
    Toggle {
        cells: 16,
        masks: row_and_column_masks(),
        goals: vec![0x0000],
    }
}

fn lights_rules() -> Toggle {
    Toggle {
        cells: 9,
        masks: cross_masks(3, 3),
        goals: vec![0x01FF],
    }
}

/// The 24 pairs of edge-adjacent cells of a 4×4 board, as `(cell, cell)`.
const EDGES: [(u8, u8); 24] = {
    let mut edges = [(0, 0); 24];
    let mut n = 0;
    let mut cell = 0;
    while cell < 16 {
        if cell % 4 < 3 {
            edges[n] = (cell, cell + 1);
            n += 1;
        }
        if cell < 12 {
            edges[n] = (cell, cell + 4);
            n += 1;
        }
        cell += 1;
    }
    edges
};

const fn edge_mask(edge: usize) -> u16 {
    (1 << EDGES[edge].0) | (1 << EDGES[edge].1)
}

/// The swap along `edge` made on `board`, as (from, to): the black piece
/// moves from `from` to the empty cell `to`.
fn swap_move(board: u16, edge: usize) -> (u8, u8) {
    let (a, b) = EDGES[edge];
    if board >> a & 1 != 0 { (a, b) } else { (b, a) }
}

// ---------------------------------------------------------------------------
// Baseline 1: a breadth-first search per query
// ---------------------------------------------------------------------------

/// BFS from the board until a goal appears, as the reference solutions do.
/// The visited array and the queue live as long as the searcher and are
/// cleared after each query (only the entries that query touched), so no
/// query pays for an allocation. A goal is recognised when it is generated,
/// not when it is dequeued, which spares the search its last level.
struct ToggleSearch<'a> {
    puzzle: &'a Toggle,
    seen: Vec<bool>,
    queue: Vec<(u16, u16)>,
}

impl<'a> ToggleSearch<'a> {
    fn new(puzzle: &'a Toggle) -> Self {
        ToggleSearch {
            puzzle,
            seen: vec![false; 1 << puzzle.cells],
            queue: Vec::with_capacity(1 << puzzle.cells),
        }
    }

    /// The cells of a shortest solution, or `None` when no goal is reachable.
    fn solve(&mut self, board: u16) -> Option<u16> {
        if self.puzzle.goals.contains(&board) {
            return Some(0);
        }
        self.queue.clear();
        self.queue.push((board, 0));
        self.seen[usize::from(board)] = true;
        let mut answer = None;
        let mut head = 0;
        'search: while let Some(&(state, presses)) = self.queue.get(head) {
            head += 1;
            for (cell, &mask) in self.puzzle.masks.iter().enumerate() {
                let next = state ^ mask;
                if !self.seen[usize::from(next)] {
                    let pressed = presses | 1 << cell;
                    if self.puzzle.goals.contains(&next) {
                        answer = Some(pressed);
                        break 'search;
                    }
                    self.seen[usize::from(next)] = true;
                    self.queue.push((next, pressed));
                }
            }
        }
        for &(state, _) in &self.queue {
            self.seen[usize::from(state)] = false;
        }
        answer
    }
}

const UNSEEN: u8 = 0;
const FORWARD: u8 = 0x40;
const BACKWARD: u8 = 0x80;
const SIDE: u8 = FORWARD | BACKWARD;
/// The edge field of a search's own root, which no edge reached.
const ROOT: u8 = 0x1F;
const EDGE: u8 = 0x1F;

/// BFS over swap-game boards, from the start or from both ends. Each board's
/// label is the side that reached it and the edge it was reached by, which is
/// enough to walk the path back. Like [`ToggleSearch`], it keeps its arrays
/// between queries and clears only what a query touched.
struct SwapSearch {
    label: Vec<u8>,
    forward: Vec<u16>,
    backward: Vec<u16>,
    /// The moves of the last answer, as (from, to) cell indices.
    moves: Vec<(u8, u8)>,
}

impl SwapSearch {
    fn new() -> Self {
        SwapSearch {
            label: vec![UNSEEN; 1 << 16],
            forward: Vec::with_capacity(1 << 16),
            backward: Vec::with_capacity(1 << 16),
            moves: Vec::with_capacity(64),
        }
    }

    /// Plain BFS from `start` until `target` appears; the number of swaps,
    /// with the moves in `self.moves`.
    fn bfs(&mut self, start: u16, target: u16) -> Option<usize> {
        self.moves.clear();
        if start == target {
            return Some(0);
        }
        self.forward.clear();
        self.forward.push(start);
        self.label[usize::from(start)] = FORWARD | ROOT;
        let mut found = false;
        let mut head = 0;
        'search: while let Some(&state) = self.forward.get(head) {
            head += 1;
            for edge in 0..EDGES.len() {
                let mask = edge_mask(edge);
                if (state & mask).count_ones() != 1 {
                    continue; // two equal pieces: swapping them changes nothing
                }
                let next = state ^ mask;
                if self.label[usize::from(next)] == UNSEEN {
                    self.label[usize::from(next)] = FORWARD | edge as u8;
                    self.forward.push(next);
                    if next == target {
                        found = true;
                        break 'search;
                    }
                }
            }
        }
        if found {
            self.walk_back(target);
            self.moves.reverse();
        }
        for &state in &self.forward {
            self.label[usize::from(state)] = UNSEEN;
        }
        found.then_some(self.moves.len())
    }

    /// BFS from both ends at once, a whole level at a time on the side whose
    /// frontier is smaller, until the two meet.
    fn bidirectional(&mut self, start: u16, target: u16) -> Option<usize> {
        self.moves.clear();
        if start == target {
            return Some(0);
        }
        self.forward.clear();
        self.backward.clear();
        self.forward.push(start);
        self.backward.push(target);
        self.label[usize::from(start)] = FORWARD | ROOT;
        self.label[usize::from(target)] = BACKWARD | ROOT;
        let (mut forward_head, mut backward_head) = (0, 0);
        let meeting = loop {
            let forward_frontier = self.forward.len() - forward_head;
            let backward_frontier = self.backward.len() - backward_head;
            if forward_frontier == 0 || backward_frontier == 0 {
                break None;
            }
            let met = if forward_frontier <= backward_frontier {
                expand_level(
                    &mut self.label,
                    &mut self.forward,
                    &mut forward_head,
                    FORWARD,
                )
                .map(|(state, edge)| (state, state ^ edge_mask(edge), edge))
            } else {
                expand_level(
                    &mut self.label,
                    &mut self.backward,
                    &mut backward_head,
                    BACKWARD,
                )
                .map(|(state, edge)| (state ^ edge_mask(edge), state, edge))
            };
            if met.is_some() {
                break met;
            }
        };
        if let Some((near_start, near_target, edge)) = meeting {
            self.walk_back(near_start);
            self.moves.reverse();
            self.moves.push(swap_move(near_start, edge));
            let mut state = near_target;
            loop {
                let edge = usize::from(self.label[usize::from(state)] & EDGE);
                if edge == usize::from(ROOT) {
                    break;
                }
                self.moves.push(swap_move(state, edge));
                state ^= edge_mask(edge);
            }
        }
        for &state in self.forward.iter().chain(&self.backward) {
            self.label[usize::from(state)] = UNSEEN;
        }
        meeting.map(|_| self.moves.len())
    }

    /// Pushes the moves from the forward root to `state`, last move first.
    fn walk_back(&mut self, mut state: u16) {
        loop {
            let edge = usize::from(self.label[usize::from(state)] & EDGE);
            if edge == usize::from(ROOT) {
                return;
            }
            state ^= edge_mask(edge);
            self.moves.push(swap_move(state, edge));
        }
    }
}

/// Expands the current level of one side's queue (from `*head` to the end as
/// it was on entry). Returns `(state, edge)` as soon as a neighbour carries
/// the other side's label: the searches have met across `edge`.
fn expand_level(
    label: &mut [u8],
    queue: &mut Vec<u16>,
    head: &mut usize,
    side: u8,
) -> Option<(u16, usize)> {
    let end = queue.len();
    while *head < end {
        let state = queue[*head];
        *head += 1;
        for edge in 0..EDGES.len() {
            let mask = edge_mask(edge);
            if (state & mask).count_ones() != 1 {
                continue;
            }
            let next = state ^ mask;
            let seen = label[usize::from(next)];
            if seen == UNSEEN {
                label[usize::from(next)] = side | edge as u8;
                queue.push(next);
            } else if seen & SIDE != side {
                return Some((state, edge));
            }
        }
    }
    None
}

// ---------------------------------------------------------------------------
// Baseline 2: the whole table, built at start-up
// ---------------------------------------------------------------------------

/// BFS over every board from the goals, as reference solutions that build a
/// table on each run do: each board's shortest set of presses, or `None`.
fn build_table(puzzle: &Toggle) -> Vec<Option<u16>> {
    let states = 1 << puzzle.cells;
    let mut table = vec![None; states];
    let mut queue = Vec::with_capacity(states);
    for &goal in &puzzle.goals {
        table[usize::from(goal)] = Some(0);
        queue.push(goal);
    }
    let mut head = 0;
    while let Some(&state) = queue.get(head) {
        head += 1;
        let presses = table[usize::from(state)].unwrap_or_default();
        for (cell, &mask) in puzzle.masks.iter().enumerate() {
            let next = state ^ mask;
            if table[usize::from(next)].is_none() {
                table[usize::from(next)] = Some(presses | 1 << cell);
                queue.push(next);
            }
        }
    }
    table
}

// ---------------------------------------------------------------------------
// The queries, written once for both timing and instruction counting
// ---------------------------------------------------------------------------

fn flip_game_board(bits: u16) -> flip_game::Board {
    flip_game::Board::from_bits(bits)
}

fn fridge_board(bits: u16) -> fridge::Board {
    fridge::Board::from_bits(bits)
}

fn lights_board(bits: u16) -> lights::Board {
    lights::Board::from_bits(bits).expect("nine cells")
}

fn swap_pair((start, target): (u16, u16)) -> (swap_game::Board, swap_game::Board) {
    (
        swap_game::Board::from_bits(start),
        swap_game::Board::from_bits(target),
    )
}

/// What the CLI does for a swap-game case: solve, then walk every move.
fn swap_game_query((start, target): (swap_game::Board, swap_game::Board)) -> usize {
    let solution = swap_game::solve(start, target).expect("equal counts of 1s");
    for step in solution.moves() {
        black_box(step);
    }
    solution.len()
}

/// A worst pair: opposite corner triangles of eight pieces, 20 swaps, the
/// most any pair needs (`swap_game::MAX_SWAPS`).
const WORST_PAIR: (u16, u16) = (0x017F, 0xFE80);

/// Asks `query` about each input, keeping the optimiser from skipping any.
fn run<T: Copy, R>(inputs: &[T], query: &mut impl FnMut(T) -> R) {
    for &input in inputs {
        black_box(query(black_box(input)));
    }
}

// ---------------------------------------------------------------------------
// Timing (`cargo bench`)
// ---------------------------------------------------------------------------

/// Nanoseconds per query: the median over `rounds` passes through `inputs`,
/// after one untimed pass over (at most) the first 1,024.
fn time<T: Copy, R>(inputs: &[T], rounds: usize, mut query: impl FnMut(T) -> R) -> f64 {
    run(&inputs[..inputs.len().min(1024)], &mut query);
    let mut ns: Vec<f64> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            run(inputs, &mut query);
            start.elapsed().as_secs_f64() * 1e9 / inputs.len() as f64
        })
        .collect();
    ns.sort_by(f64::total_cmp);
    ns[ns.len() / 2]
}

/// Batch sizes: large for flipswap, smaller for the searches, which are slow.
const LOOKUPS: usize = 1 << 20;
const LOOKUP_ROUNDS: usize = 11;
const SWAP_PAIRS: usize = 1 << 16;
const SWAP_ROUNDS: usize = 5;
const WORST_REPEATS: usize = 1 << 14;
const FLIP_GAME_SEARCHES: usize = 4096;
const FRIDGE_SEARCHES: usize = 1024;
const LIGHTS_SEARCHES: usize = 1 << 14;
const SWAP_SEARCHES: usize = 1024;
const WORST_SEARCHES: usize = 64;
const SEARCH_ROUNDS: usize = 3;
const BIG_BUILDS: usize = 32;
const LIGHTS_BUILDS: usize = 4096;

struct Row {
    puzzle: &'static str,
    method: String,
    batch: String,
    ns: f64,
    /// A baseline's time over flipswap's, already written out: on flipswap's
    /// toggle rows the per-query BFS over this row, on a table build the
    /// build over each form's query, on a swap-game search the search over
    /// flipswap; empty on the BFS rows of the toggle puzzles, the baseline
    /// their flipswap rows are compared with.
    ratio: String,
}

/// The two forms of a toggle puzzle, timed on the same inputs.
#[derive(Clone, Copy)]
struct Forms {
    dense: f64,
    compact: f64,
}

fn timing() {
    let started = Instant::now();
    let mut rows = Vec::new();
    let mut rng = Rng::new();

    // Flip Game: uniform boards (15 in 16 are Impossible, the search's worst
    // case) and solvable boards, on which the search stops early.
    let rules = flip_game_rules();
    let random: Vec<u16> = (0..LOOKUPS).map(|_| rng.board(16)).collect();
    let solvable: Vec<u16> = (0..LOOKUPS)
        .map(|_| rng.solvable_flip_game(&rules.masks))
        .collect();
    let mut on_random = None;
    for (boards, what) in [(&random, "random"), (&solvable, "solvable")] {
        let lookup: Vec<_> = boards.iter().map(|&b| flip_game_board(b)).collect();
        let forms = Forms {
            dense: time(&lookup, LOOKUP_ROUNDS, flip_game::solve),
            compact: time(&lookup, LOOKUP_ROUNDS, flip_game::compact::solve),
        };
        on_random.get_or_insert(forms);
        let mut search = ToggleSearch::new(&rules);
        let searched = &boards[..FLIP_GAME_SEARCHES];
        let bfs = time(searched, SEARCH_ROUNDS, |b| search.solve(b));
        for &b in searched {
            let len = flip_game::solve(flip_game_board(b)).map(|s| s.len());
            assert_eq!(
                len,
                search.solve(b).map(|p| p.count_ones() as usize),
                "{b:#06x}"
            );
        }
        let batch = format!("{} {what} boards", thousands(LOOKUPS));
        rows.extend(form_rows("flip game", "flip_game", &batch, forms, bfs));
        rows.push(search_row("flip game", FLIP_GAME_SEARCHES, what, bfs));
    }
    let table = build_table(&rules);
    for (bits, answer) in table.iter().enumerate() {
        let board = flip_game_board(bits as u16);
        let len = flip_game::solve(board).map(|s| s.len());
        assert_eq!(len, answer.map(|p| p.count_ones() as usize), "{bits:#06x}");
        assert_eq!(flip_game::compact::solve(board), flip_game::solve(board));
    }
    let lookup = on_random.expect("random boards were timed");
    rows.push(build_row("flip game", &rules, BIG_BUILDS, lookup));

    // Refrigerator: every board is solvable and its answer unique.
    let rules = fridge_rules();
    let random: Vec<u16> = (0..LOOKUPS).map(|_| rng.board(16)).collect();
    let lookup: Vec<_> = random.iter().map(|&b| fridge_board(b)).collect();
    let forms = Forms {
        dense: time(&lookup, LOOKUP_ROUNDS, fridge::solve),
        compact: time(&lookup, LOOKUP_ROUNDS, fridge::compact::solve),
    };
    let mut search = ToggleSearch::new(&rules);
    let searched = &random[..FRIDGE_SEARCHES];
    let bfs = time(searched, SEARCH_ROUNDS, |b| search.solve(b));
    for &b in searched {
        assert_eq!(Some(fridge::solve(fridge_board(b)).bits()), search.solve(b));
    }
    let table = build_table(&rules);
    for (bits, answer) in table.iter().enumerate() {
        let door = fridge_board(bits as u16);
        assert_eq!(Some(fridge::solve(door).bits()), *answer);
        assert_eq!(fridge::compact::solve(door), fridge::solve(door));
    }
    let batch = format!("{} random boards", thousands(LOOKUPS));
    rows.extend(form_rows("fridge", "fridge", &batch, forms, bfs));
    rows.push(search_row("fridge", FRIDGE_SEARCHES, "random", bfs));
    rows.push(build_row("fridge", &rules, BIG_BUILDS, forms));

    // Lights: 512 boards, all solvable, answers unique.
    let rules = lights_rules();
    let random: Vec<u16> = (0..LOOKUPS).map(|_| rng.board(9)).collect();
    let lookup: Vec<_> = random.iter().map(|&b| lights_board(b)).collect();
    let forms = Forms {
        dense: time(&lookup, LOOKUP_ROUNDS, lights::solve),
        compact: time(&lookup, LOOKUP_ROUNDS, lights::compact::solve),
    };
    let mut search = ToggleSearch::new(&rules);
    let searched = &random[..LIGHTS_SEARCHES];
    let bfs = time(searched, SEARCH_ROUNDS, |b| search.solve(b));
    let table = build_table(&rules);
    for (bits, answer) in table.iter().enumerate() {
        let board = lights_board(bits as u16);
        assert_eq!(Some(lights::solve(board).bits()), *answer);
        assert_eq!(lights::compact::solve(board), lights::solve(board));
        assert_eq!(*answer, search.solve(bits as u16));
    }
    let batch = format!("{} random boards", thousands(LOOKUPS));
    rows.extend(form_rows("lights", "lights", &batch, forms, bfs));
    rows.push(search_row("lights", LIGHTS_SEARCHES, "random", bfs));
    rows.push(build_row("lights", &rules, LIGHTS_BUILDS, forms));

    // Swap game: random pairs of boards with eight 1s, and the worst pair.
    let pairs: Vec<(u16, u16)> = (0..SWAP_PAIRS)
        .map(|_| (rng.eight_ones(), rng.eight_ones()))
        .collect();
    let lookup: Vec<_> = pairs.iter().map(|&p| swap_pair(p)).collect();
    let ns = time(&lookup, SWAP_ROUNDS, swap_game_query);
    let worst = vec![swap_pair(WORST_PAIR); WORST_REPEATS];
    let worst_ns = time(&worst, LOOKUP_ROUNDS, swap_game_query);
    let mut search = SwapSearch::new();
    let searched = &pairs[..SWAP_SEARCHES];
    let bfs = time(searched, SEARCH_ROUNDS, |(s, t)| search.bfs(s, t));
    let bidirectional = time(searched, SEARCH_ROUNDS, |(s, t)| search.bidirectional(s, t));
    let worst_pairs = vec![WORST_PAIR; WORST_SEARCHES];
    let worst_bfs = time(&worst_pairs, SEARCH_ROUNDS, |(s, t)| search.bfs(s, t));
    let worst_bidirectional = time(&worst_pairs, SEARCH_ROUNDS, |(s, t)| {
        search.bidirectional(s, t)
    });
    for &pair in searched.iter().chain([&WORST_PAIR]) {
        check_swaps(&mut search, pair);
    }
    let pairs_batch = format!("{} random pairs", thousands(SWAP_PAIRS));
    rows.push(Row {
        puzzle: "swap game",
        method: "flipswap `swap_game::solve` + moves".into(),
        batch: pairs_batch,
        ns,
        ratio: String::new(),
    });
    let searched_batch = format!("{} random pairs", thousands(SWAP_SEARCHES));
    for (method, time) in [("BFS", bfs), ("bidirectional BFS", bidirectional)] {
        rows.push(Row {
            puzzle: "swap game",
            method: format!("{method} per pair + moves"),
            batch: searched_batch.clone(),
            ns: time,
            ratio: times(time / ns),
        });
    }
    rows.push(Row {
        puzzle: "swap game",
        method: "flipswap `swap_game::solve` + moves".into(),
        batch: format!("worst pair ({:#06X} → {:#06X})", WORST_PAIR.0, WORST_PAIR.1),
        ns: worst_ns,
        ratio: String::new(),
    });
    for (method, time) in [
        ("BFS", worst_bfs),
        ("bidirectional BFS", worst_bidirectional),
    ] {
        rows.push(Row {
            puzzle: "swap game",
            method: format!("{method} per pair + moves"),
            batch: "worst pair".into(),
            ns: time,
            ratio: times(time / worst_ns),
        });
    }

    let mut out = String::new();
    let _ = writeln!(
        out,
        "\nflipswap {}, both forms of each toggle puzzle in one run (`solve`: the dense \
         table; `compact::solve`: the GF(2) columns); median of {LOOKUP_ROUNDS} passes \
         for flipswap's toggle queries, {SWAP_ROUNDS} for its random swap pairs, \
         {SEARCH_ROUNDS} for searches\n",
        env!("CARGO_PKG_VERSION"),
    );
    out.push_str("| puzzle | method | inputs | ns per query | baseline ÷ flipswap |\n");
    out.push_str("|---|---|---|---:|---:|\n");
    for row in &rows {
        let ratio = if row.ratio.is_empty() {
            "—"
        } else {
            &row.ratio
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {ratio} |",
            row.puzzle,
            row.method,
            row.batch,
            nanoseconds(row.ns)
        );
    }
    let faster = if bidirectional < bfs {
        "bidirectional BFS"
    } else {
        "plain BFS"
    };
    let _ = writeln!(
        out,
        "\nThe ratio on a flipswap toggle row is the per-query BFS below it over that \
         form. Search rows: BFS from the board until a goal is generated (Flip Game: \
         either colour), visited array and queue reused and cleared per query. \
         Table-build rows: BFS over every state from the goals, time per build; the \
         ratios say how many queries of each form (random boards) one build costs. \
         Swap game: the ratio is the search over flipswap; {faster} is the faster \
         search on random pairs; no table is built for it (about 165 million pairs). \
         Every searched answer was checked against flipswap's length (and its press \
         set where the optimum is unique), and the compact form against the dense \
         one on every board.\ntotal run time {:.1} s",
        started.elapsed().as_secs_f64()
    );
    print!("{out}");
}

/// `ratio` as `58,117×` (one decimal below 10).
fn times(ratio: f64) -> String {
    if ratio < 10.0 {
        format!("{ratio:.1}×")
    } else {
        format!("{}×", thousands(ratio.round() as usize))
    }
}

/// flipswap's rows for one toggle puzzle, `module::solve` and
/// `module::compact::solve`, each with the per-query BFS over it.
fn form_rows(puzzle: &'static str, module: &str, batch: &str, forms: Forms, bfs: f64) -> [Row; 2] {
    let row = |function: String, ns: f64| Row {
        puzzle,
        method: format!("flipswap `{function}`"),
        batch: batch.into(),
        ns,
        ratio: format!("BFS {}", times(bfs / ns)),
    };
    [
        row(format!("{module}::solve"), forms.dense),
        row(format!("{module}::compact::solve"), forms.compact),
    ]
}

fn search_row(puzzle: &'static str, n: usize, what: &str, ns: f64) -> Row {
    Row {
        puzzle,
        method: "BFS per query".into(),
        batch: format!("{} {what} boards", thousands(n)),
        ns,
        ratio: String::new(),
    }
}

fn build_row(puzzle: &'static str, rules: &Toggle, builds: usize, lookup: Forms) -> Row {
    let runs: Vec<()> = vec![(); builds];
    let ns = time(&runs, SEARCH_ROUNDS, |()| build_table(rules));
    Row {
        puzzle,
        method: "table build at start-up".into(),
        batch: format!(
            "{} builds of a {}-entry table",
            thousands(builds),
            thousands(1 << rules.cells)
        ),
        ns,
        ratio: format!(
            "`solve` {} · `compact` {}",
            times(ns / lookup.dense),
            times(ns / lookup.compact)
        ),
    }
}

/// Checks that flipswap's swaps are as few as the search's and really turn
/// the start into the target, one edge-adjacent swap at a time, and that both
/// searches agree.
fn check_swaps(search: &mut SwapSearch, (start, target): (u16, u16)) {
    let bidirectional = search.bidirectional(start, target);
    check_moves(start, target, &search.moves);
    let bfs = search.bfs(start, target);
    check_moves(start, target, &search.moves);
    assert_eq!(bfs, bidirectional);
    let (s, t) = swap_pair((start, target));
    let solution = swap_game::solve(s, t).expect("equal counts of 1s");
    assert_eq!(Some(solution.len()), bfs, "{start:#06x} → {target:#06x}");
    let moves: Vec<(u8, u8)> = solution
        .moves()
        .map(|(from, to)| (from.row() * 4 + from.col(), to.row() * 4 + to.col()))
        .collect();
    assert_eq!(moves.len(), solution.len());
    check_moves(start, target, &moves);
}

fn check_moves(start: u16, target: u16, moves: &[(u8, u8)]) {
    let mut board = start;
    for &(from, to) in moves {
        assert!(
            EDGES.contains(&(from.min(to), from.max(to))),
            "{from} and {to} are not adjacent"
        );
        assert!(
            board >> from & 1 == 1 && board >> to & 1 == 0,
            "{from} → {to} on {board:#06x}"
        );
        board ^= (1 << from) | (1 << to);
    }
    assert_eq!(board, target, "{start:#06x} → {target:#06x}");
}

/// `1234567` as `1,234,567`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

fn nanoseconds(ns: f64) -> String {
    if ns < 10.0 {
        format!("{ns:.2}")
    } else if ns < 100.0 {
        format!("{ns:.1}")
    } else {
        thousands(ns.round() as usize)
    }
}

// ---------------------------------------------------------------------------
// Instruction counting (`benches/callgrind.sh`)
// ---------------------------------------------------------------------------

/// The inputs of every `callgrind` run, whatever `n`: generating them costs
/// the same in the runs that are subtracted from each other.
const CALLGRIND_INPUTS: usize = 1 << 15;

/// Answers the first `n` inputs with the method `kind`: `null` (the loop
/// alone), `flip-game`, `flip-game-solvable`, `fridge`, `lights` (flipswap's
/// `solve`, the dense tables), `flip-game-compact`,
/// `flip-game-solvable-compact`, `fridge-compact`, `lights-compact`
/// (`compact::solve`), `swap-game`, `swap-game-worst`; `flip-game-bfs`,
/// `flip-game-solvable-bfs`, `fridge-bfs`, `lights-bfs`, `swap-game-bfs`,
/// `swap-game-bidirectional`, `swap-game-worst-bidirectional` (searches);
/// `flip-game-build`, `fridge-build`, `lights-build` (one table build per
/// query).
fn callgrind(kind: &str, n: usize) {
    assert!(n <= CALLGRIND_INPUTS, "at most {CALLGRIND_INPUTS} queries");
    let mut rng = Rng::new();
    let boards: Vec<u16> = (0..CALLGRIND_INPUTS).map(|_| rng.board(16)).collect();
    let pairs: Vec<(u16, u16)> = (0..CALLGRIND_INPUTS)
        .map(|_| (rng.eight_ones(), rng.eight_ones()))
        .collect();
    let (flip, fridge_, lights_) = (flip_game_rules(), fridge_rules(), lights_rules());
    let solvable: Vec<u16> = (0..CALLGRIND_INPUTS)
        .map(|_| rng.solvable_flip_game(&flip.masks))
        .collect();
    let boards = &boards[..n];
    let pairs = &pairs[..n];
    let solvable = &solvable[..n];
    let mut swap_search = SwapSearch::new();
    let nine = |b: &u16| b & low_bits(9);
    match kind {
        "null" => run(boards, &mut |b| b),
        "flip-game" => {
            let boards: Vec<_> = boards.iter().map(|&b| flip_game_board(b)).collect();
            run(&boards, &mut flip_game::solve);
        }
        "flip-game-compact" => {
            let boards: Vec<_> = boards.iter().map(|&b| flip_game_board(b)).collect();
            run(&boards, &mut flip_game::compact::solve);
        }
        "flip-game-solvable" => {
            let boards: Vec<_> = solvable.iter().map(|&b| flip_game_board(b)).collect();
            run(&boards, &mut flip_game::solve);
        }
        "flip-game-solvable-compact" => {
            let boards: Vec<_> = solvable.iter().map(|&b| flip_game_board(b)).collect();
            run(&boards, &mut flip_game::compact::solve);
        }
        "fridge" => {
            let boards: Vec<_> = boards.iter().map(|&b| fridge_board(b)).collect();
            run(&boards, &mut fridge::solve);
        }
        "fridge-compact" => {
            let boards: Vec<_> = boards.iter().map(|&b| fridge_board(b)).collect();
            run(&boards, &mut fridge::compact::solve);
        }
        "lights" => {
            let boards: Vec<_> = boards.iter().map(|b| lights_board(nine(b))).collect();
            run(&boards, &mut lights::solve);
        }
        "lights-compact" => {
            let boards: Vec<_> = boards.iter().map(|b| lights_board(nine(b))).collect();
            run(&boards, &mut lights::compact::solve);
        }
        "swap-game" => {
            let pairs: Vec<_> = pairs.iter().map(|&p| swap_pair(p)).collect();
            run(&pairs, &mut swap_game_query);
        }
        "swap-game-worst" => run(&vec![swap_pair(WORST_PAIR); n], &mut swap_game_query),
        "flip-game-bfs" => {
            let mut search = ToggleSearch::new(&flip);
            run(boards, &mut |b| search.solve(b));
        }
        "flip-game-solvable-bfs" => {
            let mut search = ToggleSearch::new(&flip);
            run(solvable, &mut |b| search.solve(b));
        }
        "fridge-bfs" => {
            let mut search = ToggleSearch::new(&fridge_);
            run(boards, &mut |b| search.solve(b));
        }
        "lights-bfs" => {
            let boards: Vec<u16> = boards.iter().map(nine).collect();
            let mut search = ToggleSearch::new(&lights_);
            run(&boards, &mut |b| search.solve(b));
        }
        "swap-game-bfs" => run(pairs, &mut |(s, t)| swap_search.bfs(s, t)),
        "swap-game-bidirectional" => {
            run(pairs, &mut |(s, t)| swap_search.bidirectional(s, t));
        }
        "swap-game-worst-bidirectional" => run(&vec![WORST_PAIR; n], &mut |(s, t)| {
            swap_search.bidirectional(s, t)
        }),
        "flip-game-build" => run(&vec![(); n], &mut |()| build_table(&flip)),
        "fridge-build" => run(&vec![(); n], &mut |()| build_table(&fridge_)),
        "lights-build" => run(&vec![(); n], &mut |()| build_table(&lights_)),
        _ => panic!("unknown kind {kind}"),
    }
}

// ---------------------------------------------------------------------------
// Judge input for the CLI (`benches/callgrind.sh`)
// ---------------------------------------------------------------------------

/// Prints `n` random cases of `puzzle` (a CLI subcommand) in the judge's format.
fn cases(puzzle: &str, n: usize) {
    let mut rng = Rng::new();
    let mut out = String::new();
    for _ in 0..n {
        match puzzle {
            "flip-game" => grid(&mut out, rng.board(16), 4, "bw", ""),
            "fridge" => grid(&mut out, rng.board(16), 4, "-+", ""),
            "lights" => grid(&mut out, rng.board(9), 3, "01", " "),
            "swap-game" => {
                grid(&mut out, rng.eight_ones(), 4, "01", "");
                grid(&mut out, rng.eight_ones(), 4, "01", "");
            }
            _ => panic!("unknown puzzle {puzzle}"),
        }
    }
    std::io::stdout()
        .write_all(out.as_bytes())
        .expect("standard output is writable");
}

/// One board, a row per line, `symbols[0]` for a clear bit and `symbols[1]`
/// for a set one.
fn grid(out: &mut String, board: u16, width: u32, symbols: &str, gap: &str) {
    let symbols: Vec<char> = symbols.chars().collect();
    for row in 0..width {
        for col in 0..width {
            if col > 0 {
                out.push_str(gap);
            }
            out.push(symbols[usize::from(board >> (row * width + col) & 1)]);
        }
        out.push('\n');
    }
}
