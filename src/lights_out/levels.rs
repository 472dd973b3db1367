//! Lights Out at an exact difficulty, at every size and goal: one impl
//! serves the `lights-out` command and every judge's format of the game.
//!
//! A board's solutions are one press map x combined with every press map
//! that changes nothing (the span K of the solver's quiet basis), so its
//! fewest presses is the distance from x to K, and the most any board
//! needs is the covering radius of K. For one colour a board needs the
//! fewer of its presses to off and to on; when the all-on board can be
//! solved (by u), those are the distances to K and to K + u, so K grows by
//! u; otherwise each board reaches one goal only and K is unchanged.
//!
//! Cells whose bits agree in every basis map (the same *signature*) are
//! alike: the distance depends only on how many presses x has in each
//! class. The most is found by trying every vector of those counts, the
//! largest class solved in closed form and half the range of a basis of
//! classes cut by symmetry (XORing a map of K mirrors the counts of the
//! classes it covers), when that is at most [`LIMIT`] steps (the worst
//! time is in PERFORMANCE.md, "Boards of an exact difficulty"): for off
//! and on every size whose nullity is 0 to 2 and some of 3 and 4 (4 × 4,
//! 5 × 7, 4 × 9), for
//! one colour every size of nullity 0 or 1 and some of 2 to 4; 2,615 of
//! the 3,072 sizes and goals up to 32 × 32. Other sizes give `None`.

use crate::Cell;
use crate::answer::{Put, Sink, text};
use crate::format::{Format, Head, Rows};
use crate::levels::{Level, LevelError, Moves, Rng, target};
use crate::lights_out::{Board, Goal, MAX_SIDE, Map, Solver, WORD_BITS, WORDS};
use crate::pose::{GenError, Pose, Spec, size, write_rows};

/// The most steps the search over class counts may take, a step costing
/// about two passes over the code's 2^dimension words: a few milliseconds.
const LIMIT: u64 = 1 << 22;

/// The largest dimension of a code whose classes are searched: its table
/// of distances has 2^dimension entries.
const DIMENSION: u32 = 10;

/// The most classes of cells (besides those that no basis map presses)
/// that the search keeps.
const CLASSES: usize = 32;

/// Press maps of weight n drawn at random before a board of exactly n is
/// built from the classes: enough for every common difficulty.
const TRIES: u32 = 64;

/// The fewest draws, however dear each solve.
const MIN_TRIES: u32 = 4;

/// Above this nullity a draw's solve searches more than 2^12 combinations,
/// and the draws are cut, by half for each further unit.
const CHEAP_NULLITY: u8 = 12;

/// Whether cell `cell` of `map` is set.
fn bit(map: &Map, cell: u32) -> bool {
    map.get((cell / WORD_BITS) as usize)
        .is_some_and(|word| word >> (cell % WORD_BITS) & 1 != 0)
}

/// `map` with cell `cell` toggled (unchanged past the map's end).
fn toggle(map: &mut Map, cell: u32) {
    if let Some(word) = map.get_mut((cell / WORD_BITS) as usize) {
        *word ^= 1 << (cell % WORD_BITS);
    }
}

/// The cells of the board, `rows · cols`.
fn cells(solver: &Solver) -> u32 {
    u32::from(solver.rows()) * u32::from(solver.cols())
}

/// The board of `solver`'s size whose rows are `lights` (bits past the
/// row's end ignored).
fn board(solver: &Solver, lights: &[u32; MAX_SIDE as usize]) -> Result<Board, LevelError> {
    let rows = lights.get(..usize::from(solver.rows())).unwrap_or(&[]);
    // A solver's size is always a board's size.
    Board::from_rows(solver.cols(), rows).map_err(|_| LevelError::NotFound { asked: 0 })
}

/// The board with every light on (`on`) or off.
fn goal_board(solver: &Solver, on: bool) -> Result<Board, LevelError> {
    board(solver, &[if on { u32::MAX } else { 0 }; MAX_SIDE as usize])
}

/// `board` after pressing every cell of `presses`.
fn press(mut board: Board, presses: &Map) -> Board {
    let cols = u32::from(board.cols()).max(1);
    for cell in 0..u32::from(board.rows()) * cols {
        if bit(presses, cell) {
            let at = Cell::new((cell / cols) as u8, (cell % cols) as u8);
            board = board.press(at).unwrap_or(board);
        }
    }
    board
}

/// A press map of exactly `count` of the first `cells` cells, each such
/// map equally likely: distinct cells drawn until there are enough, or
/// the cells left out when those are fewer.
fn random_map(cells: u32, count: u32, rng: &mut Rng) -> Map {
    let (drawn, out) = if count > cells / 2 {
        (cells.saturating_sub(count), true)
    } else {
        (count, false)
    };
    let mut map = [0; WORDS];
    let mut have = 0;
    while have < drawn {
        let cell = rng.below(u64::from(cells)) as u32;
        if !bit(&map, cell) {
            toggle(&mut map, cell);
            have += 1;
        }
    }
    if out {
        for cell in 0..cells {
            toggle(&mut map, cell);
        }
    }
    map
}

/// The press maps a board's fewest presses are measured against: the
/// solver's quiet basis and, for one colour, a solution of the all-on
/// board.
struct Code<'a> {
    quiet: &'a [Map],
    on: Option<Map>,
}

impl Code<'_> {
    /// The code of `solver`'s size and `goal`, or `None` when its
    /// dimension is past [`DIMENSION`] (the solve of the all-on board that
    /// one colour needs is skipped, its cost the 2^nullity combinations).
    fn new(solver: &Solver, goal: Goal) -> Option<Code<'_>> {
        let quiet = solver.quiet();
        if quiet.len() as u32 + u32::from(goal == Goal::OneColour) > DIMENSION {
            return None;
        }
        let on = match goal {
            Goal::OneColour => goal_board(solver, true)
                .ok()
                .and_then(|all_on| solver.solve(&all_on, Goal::AllOff).ok().flatten())
                .map(|solution| {
                    let cols = u32::from(solver.cols());
                    let mut map = [0; WORDS];
                    for at in solution.presses() {
                        toggle(&mut map, u32::from(at.row()) * cols + u32::from(at.col()));
                    }
                    map
                }),
            Goal::AllOff | Goal::AllOn => None,
        };
        Some(Code { quiet, on })
    }

    fn dimension(&self) -> u32 {
        self.quiet.len() as u32 + u32::from(self.on.is_some())
    }

    /// Bit j set when basis map j presses `cell`.
    fn signature(&self, cell: u32) -> u32 {
        self.quiet
            .iter()
            .chain(&self.on)
            .enumerate()
            .fold(0, |signature, (j, map)| {
                signature | u32::from(bit(map, cell)) << (j & 31)
            })
    }
}

/// The cells grouped by signature, and how far the search walks in each.
struct Classes {
    dimension: u32,
    /// Cells that no basis map presses: each press there always counts.
    zero: u32,
    /// Classes with a signature, the largest last: the last is solved in
    /// closed form, the others are walked.
    len: usize,
    signature: [u32; CLASSES],
    size: [u32; CLASSES],
    /// The most presses walked in each class: its size, or half of it for
    /// a basis of classes (any count vector is mirrored into that range by
    /// a map of the code, at the same distance).
    range: [u32; CLASSES],
}

/// The most of `min(low + t, high + size - t)` over `t` in `0..=size`: the
/// distance when the last class has t presses, given the nearest code
/// words that leave it (`low`) and that press it (`high`).
fn tent(low: u32, high: u32, size: u32) -> u32 {
    let high = high.saturating_add(size);
    high.min(low.saturating_add(size))
        .min(low.saturating_add(high) / 2)
}

impl Classes {
    /// The classes of `code` over the first `cells` cells, or `None` when
    /// they are too many to walk within [`LIMIT`].
    fn new(code: &Code<'_>, cells: u32) -> Option<Classes> {
        let dimension = code.dimension();
        if dimension == 0 || dimension > DIMENSION {
            return None;
        }
        let mut classes = Classes {
            dimension,
            zero: 0,
            len: 0,
            signature: [0; CLASSES],
            size: [0; CLASSES],
            range: [0; CLASSES],
        };
        for cell in 0..cells {
            let signature = code.signature(cell);
            if signature == 0 {
                classes.zero += 1;
                continue;
            }
            let len = classes.len;
            match classes
                .signature
                .iter()
                .take(len)
                .position(|&s| s == signature)
            {
                Some(at) => *classes.size.get_mut(at)? += 1,
                None => {
                    *classes.signature.get_mut(len)? = signature;
                    *classes.size.get_mut(len)? = 1;
                    classes.len += 1;
                }
            }
        }
        // Smallest first, so the largest is last (insertion sort).
        for i in 1..classes.len {
            let mut j = i;
            while j > 0 && classes.size.get(j - 1)? > classes.size.get(j)? {
                classes.size.swap(j - 1, j);
                classes.signature.swap(j - 1, j);
                j -= 1;
            }
        }
        // Halve a basis of the walked classes, the largest first.
        let mut leading = [0u32; 32];
        let walked = classes.len.checked_sub(1)?;
        let mut work = 1u64 << dimension;
        for i in (0..walked).rev() {
            let (signature, size) = (*classes.signature.get(i)?, *classes.size.get(i)?);
            let mut rest = signature;
            while rest != 0 {
                let top = 31 - rest.leading_zeros();
                match leading.get(top as usize)? {
                    0 => break,
                    &row => rest ^= row,
                }
            }
            let range = if rest == 0 {
                size
            } else {
                *leading.get_mut((31 - rest.leading_zeros()) as usize)? = rest;
                size / 2
            };
            *classes.range.get_mut(i)? = range;
            work = work.saturating_mul(u64::from(range) + 1);
        }
        (work <= LIMIT).then_some(classes)
    }

    /// The signature and size of the last class.
    fn last(&self) -> (u32, u32) {
        let at = self.len.saturating_sub(1);
        (
            self.signature.get(at).copied().unwrap_or(0),
            self.size.get(at).copied().unwrap_or(0),
        )
    }

    /// Calls `each` with every vector of counts of the walked classes and
    /// the nearest distances, over the walked classes and with no press in
    /// the class of zeros, of the code words that leave the last class
    /// (`low`) and that press it (`high`).
    fn walk(&self, mut each: impl FnMut(&[u32; CLASSES], u32, u32)) {
        let words = 1usize << self.dimension;
        let (last, _) = self.last();
        let walked = self.len.saturating_sub(1);
        // Distance over the walked classes to code word `a`, for counts
        // `t`: a class's presses count where `a` leaves it, its cells
        // without presses where `a` presses it.
        let mut distance = [0u16; 1 << DIMENSION];
        let odd = |a: usize, signature: u32| (a as u32 & signature).count_ones() & 1 != 0;
        for (a, d) in distance.iter_mut().take(words).enumerate() {
            *d = (0..walked)
                .filter(|&i| odd(a, self.signature.get(i).copied().unwrap_or(0)))
                .map(|i| self.size.get(i).copied().unwrap_or(0) as u16)
                .fold(0, u16::wrapping_add);
        }
        let mut counts = [0u32; CLASSES];
        loop {
            let (mut low, mut high) = (u32::MAX, u32::MAX);
            for (a, &d) in distance.iter().take(words).enumerate() {
                if odd(a, last) {
                    high = high.min(u32::from(d));
                } else {
                    low = low.min(u32::from(d));
                }
            }
            each(&counts, low, high);
            // The next vector, the first class fastest; every distance
            // moves by one press at a time, or back by the class's range.
            let mut i = 0;
            loop {
                if i >= walked {
                    return;
                }
                let (Some(count), Some(&range), Some(&signature)) =
                    (counts.get_mut(i), self.range.get(i), self.signature.get(i))
                else {
                    return;
                };
                let (step, back) = if *count < range {
                    *count += 1;
                    (1, false)
                } else {
                    let step = *count as u16;
                    *count = 0;
                    (step, true)
                };
                for (a, d) in distance.iter_mut().take(words).enumerate() {
                    // A press where `a` leaves the class adds one; where
                    // `a` presses it, it takes one away.
                    *d = if odd(a, signature) != back {
                        d.wrapping_sub(step)
                    } else {
                        d.wrapping_add(step)
                    };
                }
                if !back {
                    break;
                }
                i += 1;
            }
        }
    }

    /// The covering radius of the code: the most presses any board needs.
    fn most(&self) -> u32 {
        let (_, size) = self.last();
        let mut most = 0;
        self.walk(|_, low, high| most = most.max(tent(low, high, size)));
        self.zero + most
    }

    /// A press map at distance exactly `n` from the code, drawn with `rng`
    /// among the count vectors that give `n`; `None` when none does.
    fn build(&self, n: u32, rng: &mut Rng, cells: u32, code: &Code<'_>) -> Option<Map> {
        let (_, size) = self.last();
        let distance = |low: u32, high: u32, t: u32| {
            low.saturating_add(t)
                .min(high.saturating_add(size).saturating_sub(t))
        };
        // The vectors of walked counts from which some count in the last
        // class and in the zeros reach n: the distance over the last
        // class moves by at most one per press, so it takes every value
        // between its ends and its peak.
        let (mut seen, mut chosen) = (0u64, None);
        self.walk(|counts, low, high| {
            let least = distance(low, high, 0).min(distance(low, high, size));
            if least <= n && n <= tent(low, high, size).saturating_add(self.zero) {
                seen += 1;
                if rng.below(seen) == 0 {
                    chosen = Some((*counts, low, high));
                }
            }
        });
        let (mut need, low, high) = chosen?;
        // The last class's count, then the zeros make up the rest.
        let mut seen = 0u64;
        let mut last = None;
        for t in 0..=size {
            let d = distance(low, high, t);
            if d <= n && n <= d.saturating_add(self.zero) {
                seen += 1;
                if rng.below(seen) == 0 {
                    last = Some((t, n - d));
                }
            }
        }
        let (t, zeros) = last?;
        let walked = self.len.saturating_sub(1);
        *need.get_mut(walked)? = t;
        // Spread each class's presses over its cells, each choice of cells
        // equally likely (selection sampling, in reading order).
        let mut left = self.size;
        let (mut need_zero, mut left_zero) = (zeros, self.zero);
        let mut map = [0; WORDS];
        for cell in 0..cells {
            let signature = code.signature(cell);
            let (need, left) = if signature == 0 {
                (&mut need_zero, &mut left_zero)
            } else {
                let at = self
                    .signature
                    .iter()
                    .take(self.len)
                    .position(|&s| s == signature)?;
                (need.get_mut(at)?, left.get_mut(at)?)
            };
            if rng.below(u64::from(*left)) < u64::from(*need) {
                toggle(&mut map, cell);
                *need -= 1;
            }
            *left = left.saturating_sub(1);
        }
        Some(map)
    }
}

/// Lights Out boards of an exact difficulty: the space is a size (its
/// [`Solver`]) and a [`Goal`], and a board's difficulty is its fewest
/// presses to the goal, what [`Solver::solve`] counts.
///
/// [`Level::most`] is the most any solvable board of the size needs, where
/// the size's algebra can be weighed within a few milliseconds: for off
/// and on, every size whose nullity is 0 (the most is every cell), 1 or 2
/// (1 × n, 5 × 5) and some of 3 and 4 (4 × 4); for one colour every size
/// of nullity 0 or 1 and some more; `None` for the others (9 × 9,
/// 16 × 16, 32 × 32). [`Moves::Any`] draws any board of the size, solvable
/// or not. [`Moves::Exactly`]`(n)` draws press maps of n presses until one
/// is a board's fewest; where the most is known and they fail, a board
/// needing n is built from the algebra, so every n up to the most is drawn.
/// Where the most is not known, the draw gives up after a bounded number
/// of tries ([`LevelError::NotFound`]), at once when n is more than the
/// cells. For one colour, the board reaches either goal.
///
/// # Examples
///
/// ```
/// use flipswap::levels::{Level, LevelError, Moves, Rng};
/// use flipswap::lights_out::{Board, Goal, Solver};
///
/// let five = (Solver::new(5, 5)?, Goal::AllOff);
/// assert_eq!(Board::most(&five), Some(15));
/// let mut rng = Rng::new(1);
/// let hardest = Board::random(&five, Moves::Most, &mut rng)?;
/// assert_eq!(hardest.solve(Goal::AllOff).map(|s| s.len()), Some(15));
/// let error = Board::random(&five, Moves::Exactly(16), &mut rng).unwrap_err();
/// assert_eq!(error, LevelError::TooMany { asked: 16, most: 15 });
///
/// // 32 × 32 has nullity 20: its most is not known, small draws still work.
/// let large = (Solver::new(32, 32)?, Goal::AllOn);
/// assert_eq!(Board::most(&large), None);
/// let board = Board::random(&large, Moves::Exactly(3), &mut rng)?;
/// assert_eq!(board.solve(Goal::AllOn).map(|s| s.len()), Some(3));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
impl Level for Board {
    type Space = (Solver, Goal);

    fn most((solver, goal): &(Solver, Goal)) -> Option<u32> {
        weigh(solver, *goal).0
    }

    fn random(
        (solver, goal): &(Solver, Goal),
        moves: Moves,
        rng: &mut Rng,
    ) -> Result<Board, LevelError> {
        let cells = cells(solver);
        let (most, classes) = weigh(solver, *goal);
        let Some(n) = target(moves, most)? else {
            let mut lights = [0; MAX_SIDE as usize];
            for row in &mut lights {
                *row = rng.next_u64() as u32;
            }
            return board(solver, &lights);
        };
        if n > cells {
            return Err(LevelError::NotFound { asked: n });
        }
        let on = match goal {
            Goal::AllOff => false,
            Goal::AllOn => true,
            Goal::OneColour => rng.coin(),
        };
        let start = goal_board(solver, on)?;
        let needs = |board: &Board| {
            solver
                .solve(board, *goal)
                .ok()
                .flatten()
                .map(|solution| solution.len() as u32)
        };
        let tries = TRIES >> solver.nullity().saturating_sub(CHEAP_NULLITY).min(31);
        for _ in 0..tries.max(MIN_TRIES) {
            let board = press(start, &random_map(cells, n, rng));
            if needs(&board) == Some(n) {
                return Ok(board);
            }
        }
        classes
            .and_then(|(code, classes)| classes.build(n, rng, cells, &code))
            .map(|map| press(start, &map))
            .filter(|board| needs(board) == Some(n))
            .ok_or(LevelError::NotFound { asked: n })
    }
}

/// The most presses any board of `solver`'s size needs for `goal`, when
/// it can be weighed, and the code and classes that weighed it.
fn weigh(solver: &Solver, goal: Goal) -> (Option<u32>, Option<(Code<'_>, Classes)>) {
    let cells = cells(solver);
    let Some(code) = Code::new(solver, goal) else {
        return (None, None);
    };
    if code.dimension() == 0 {
        // One answer per board, the press map itself.
        return (Some(cells), None);
    }
    match Classes::new(&code, cells) {
        Some(classes) => (Some(classes.most()), Some((code, classes))),
        None => (None, None),
    }
}

/// `flipswap gen lights-out` and its family: Lights Out at a size of
/// `--size` (5 × 5 unless given, a line of 20 for the judges of a line of
/// bowls or cards) within the format's limits, for `goal`.
pub(crate) fn gen_setup(
    spec: &Spec,
    format: Format,
    goal: Goal,
) -> Result<(Solver, Goal), GenError> {
    let default = if format.rows == Rows::Fixed(1) {
        (1, 20)
    } else {
        (5, 5)
    };
    let (rows, cols) = size(spec.size, format, default)?;
    let solver = Solver::new(rows, cols).map_err(|error| GenError::Spec(error.into()))?;
    Ok((solver, goal))
}

/// A Lights Out board as its format writes it: the head its format opens
/// a case with (its size, its side), then its rows.
pub(crate) fn pose_board<S: Sink>(board: &Board, format: Format, sink: &mut S) -> Put<S> {
    match format.head {
        Head::Size => text(sink, |out| {
            writeln!(out, "{} {}", board.rows(), board.cols())
        })?,
        Head::Side => text(sink, |out| writeln!(out, "{}", board.rows()))?,
        Head::None | Head::Name => {}
    }
    write_rows(sink, format, (board.rows(), board.cols()), |row| {
        board.row(row)
    })
}

/// Lights Out boards for `--goal`, drawn by the library's draw for their
/// solver and goal ([`Level`]).
impl Pose for Board {
    type Setup = (Solver, Goal);
    type Drawn = Board;

    fn setup(spec: &Spec, format: Format) -> Result<(Solver, Goal), GenError> {
        gen_setup(spec, format, spec.goal)
    }

    fn draw(space: &(Solver, Goal), moves: Moves, rng: &mut Rng) -> Result<Board, GenError> {
        Ok(Board::random(space, moves, rng)?)
    }

    fn pose<S: Sink>(board: &Board, format: Format, sink: &mut S) -> Put<S> {
        pose_board(board, format, sink)
    }

    fn drawn(board: &Board) -> &Board {
        board
    }

    fn size_of(board: &Board, _format: Format) -> (u8, u8) {
        (board.rows(), board.cols())
    }
}
