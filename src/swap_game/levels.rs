//! The swap game at an exact difficulty: a start drawn for a given target.
//!
//! A pair's space is its target; its boards are the starts with the
//! target's count of black pieces. Every useful swap moves one black piece
//! one step, and that changes the fewest swaps by exactly one: by at most
//! one, since a cheapest pairing stays a pairing when one piece moves one
//! step, and not by zero, since the step changes the parity of every
//! pairing's total distance. So the boards of the space that need n swaps
//! are reached by walking up from the target one swap at a time, and every
//! count from 0 to the most is needed by some start (the boards of one
//! count are all joined by swaps).
//!
//! On 4 × 4 ([`Pair`]) every start is weighed where the draws at random
//! miss; at any size ([`AnyPair`]) a walk from the target finds a start,
//! and every start is weighed only where they are few.

use crate::levels::{Every, Level, LevelError, Moves, Rng};
use crate::swap_game::{AnyPair, Board, Grid, Pair};

/// Uniform draws tried before every 4 × 4 start is weighed: enough for
/// every common difficulty.
const TRIES: u32 = 64;

/// The most starts a [`Grid`]'s space may hold for every one to be
/// weighed within a fraction of a second (the time a start takes is in
/// PERFORMANCE.md, "Boards of an exact difficulty"): every count up to 20
/// cells, up to four pieces of either colour on 8 × 8.
const ENUMERABLE: u64 = 1 << 20;

/// The pairings a walk from the target may weigh before it gives up (its
/// time on 8 × 8 is in PERFORMANCE.md, "Boards of an exact difficulty").
const WEIGHINGS: u32 = 1 << 14;

/// Where the piece on each cell goes in a cheapest pairing, by cell:
/// [`NOWHERE`] for a cell whose piece stays or that holds none.
type Partners = [u8; 64];

/// Marks a cell without a partner in [`Partners`].
const NOWHERE: u8 = u8::MAX;

/// The fewest swaps from `start` to `target` on 4 × 4, `None` when their
/// counts of black pieces differ.
fn swaps(start: Board, target: Board) -> Option<u32> {
    let solution = Pair::new(start, target).ok()?.solve()?;
    u32::try_from(solution.len()).ok()
}

/// The fewest swaps from `start` to `target`, `None` when their sizes or
/// counts of black pieces differ.
fn any_swaps(start: Grid, target: Grid) -> Option<u32> {
    let solution = AnyPair::new(start, target).ok()?.solve()?;
    u32::try_from(solution.len()).ok()
}

/// [`any_swaps`], and where each moving piece goes in the pairing that
/// gives it.
fn weigh(start: Grid, target: Grid) -> Option<(u32, Partners)> {
    let solution = AnyPair::new(start, target).ok()?.solve()?;
    let (rows, cols) = (target.rows(), target.cols());
    let mut partners = [NOWHERE; 64];
    for (from, to) in solution.pairing() {
        if let (Some(from), Some(to)) = (from.index(cols, rows), to.index(cols, rows)) {
            if let Some(slot) = partners.get_mut(usize::from(from)) {
                *slot = to;
            }
        }
    }
    Some((u32::try_from(solution.len()).ok()?, partners))
}

/// The grid distance between cells `a` and `b` of a board `cols` wide.
fn apart(a: u8, b: u8, cols: u8) -> u8 {
    let (Some(ar), Some(ac), Some(br), Some(bc)) = (
        a.checked_div(cols),
        a.checked_rem(cols),
        b.checked_div(cols),
        b.checked_rem(cols),
    ) else {
        return 0;
    };
    ar.abs_diff(br).saturating_add(ac.abs_diff(bc))
}

/// `count` of the first `cells` bits (at most 64), each such set equally
/// likely: each cell in turn is taken with the chance that the pieces
/// still to place bear to the cells still open.
fn pick(cells: u32, count: u32, rng: &mut Rng) -> u64 {
    let mut bits = 0u64;
    let mut left = count;
    for cell in 0..cells.min(64) {
        if rng.below(u64::from(cells - cell)) < u64::from(left) {
            bits |= 1 << cell;
            left = left.saturating_sub(1);
        }
    }
    bits
}

/// The bits of the first `cells` cells (at most 64).
fn mask(cells: u32) -> u64 {
    1u64.checked_shl(cells)
        .map_or(u64::MAX, |bit| bit.wrapping_sub(1))
}

/// Every set of `count` of the first `cells` bits, in increasing order:
/// each the next from the one before by carrying its lowest run of ones.
fn subsets(cells: u32, count: u32) -> impl Iterator<Item = u64> + Clone {
    let outside = !mask(cells);
    let first = (count <= cells.min(64)).then(|| mask(count));
    core::iter::successors(first, move |&set| {
        let low = set & set.wrapping_neg();
        let carried = set.checked_add(low)?;
        let next = ((carried ^ set) >> 2).checked_div(low)? | carried;
        (next & outside == 0).then_some(next)
    })
}

/// Every 4 × 4 start for `target` (with its count of black pieces), in
/// the order of its bits.
fn starts(target: Board) -> impl Iterator<Item = Pair> + Clone {
    subsets(16, target.count().into())
        .filter_map(move |bits| Pair::new(Board::from_bits(bits as u16)?, target).ok())
}

/// Every start for `target` (its size and count), in the order of its
/// bits, when there are at most [`ENUMERABLE`] of them.
fn any_starts(target: Grid) -> Option<impl Iterator<Item = AnyPair> + Clone> {
    let (rows, cols) = (target.rows(), target.cols());
    let cells = u32::from(rows) * u32::from(cols);
    let count = u32::from(target.count());
    // C(cells, fewer) by C(cells, i + 1) = C(cells, i) (cells - i) / (i + 1),
    // exact at every step, given up past the limit.
    let fewer = count.min(cells.saturating_sub(count));
    let mut ways = 1u64;
    for i in 0..fewer {
        ways = ways.checked_mul(u64::from(cells - i))? / u64::from(i + 1);
        if ways > ENUMERABLE {
            return None;
        }
    }
    Some(
        subsets(cells, count)
            .filter_map(move |bits| AnyPair::new(Grid::from_bits(rows, cols, bits)?, target).ok()),
    )
}

/// One pass over `pairs`, each weighed by `needs`: the most any needs,
/// and one of those needing `n` (the most, when `n` is `None`), each
/// equally likely (reservoir sampling).
fn sample<P: Copy>(
    pairs: impl Iterator<Item = P>,
    needs: impl Fn(P) -> Option<u32>,
    n: Option<u32>,
    rng: &mut Rng,
) -> (Option<u32>, Option<P>) {
    let (mut most, mut chosen, mut seen) = (None, None, 0u64);
    for pair in pairs {
        let Some(swaps) = needs(pair) else {
            continue;
        };
        if most.is_none_or(|most| swaps > most) {
            most = Some(swaps);
            if n.is_none() {
                seen = 0;
            }
        }
        if Some(swaps) == n.or(most) {
            seen = seen.saturating_add(1);
            if rng.below(seen) == 0 {
                chosen = Some(pair);
            }
        }
    }
    (most, chosen)
}

/// What a draw that weighed every start gives: the start it chose, or the
/// error [`target`](crate::levels::target) names for `moves` given the most.
fn chosen<P>(moves: Moves, (most, chosen): (Option<u32>, Option<P>)) -> Result<P, LevelError> {
    let asked = crate::levels::target(moves, most)?.unwrap_or(0);
    chosen.ok_or(LevelError::NotFound { asked })
}

/// The error for a start that a draw made with the target's count but that
/// makes no pair with it: never, since the counts match.
fn unpaired<E>(moves: Moves) -> impl Fn(E) -> LevelError {
    let asked = match moves {
        Moves::Exactly(asked) => asked,
        Moves::Any | Moves::Most => 0,
    };
    move |_| LevelError::NotFound { asked }
}

impl Level for Pair {
    /// The target: the starts are every 4 × 4 board with its count of
    /// black pieces.
    type Space = Board;

    /// The most swaps any start needs to reach `target`: every start with
    /// its count is weighed (12,870 for eight pieces; the time is in
    /// PERFORMANCE.md, "Boards of an exact difficulty").
    /// Always `Some`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::levels::Level;
    /// use flipswap::swap_game::{Board, Pair};
    ///
    /// let target: Board = "1010\n0101\n1010\n0101".parse()?;
    /// assert_eq!(Pair::most(&target), Some(10));
    /// let corner: Board = "1000\n0000\n0000\n0000".parse()?;
    /// assert_eq!(Pair::most(&corner), Some(6));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    fn most(target: &Board) -> Option<u32> {
        starts(*target)
            .filter_map(|pair| swaps(pair.start(), *target))
            .max()
    }

    /// A start for `target` that needs exactly the swaps asked for, each
    /// such start equally likely; with [`Moves::Any`], any start with the
    /// target's count of black pieces, each equally likely.
    ///
    /// Starts are drawn at random first; where none of a few dozen needs
    /// n, every start is weighed in one pass. A start needing n shows that
    /// n is not past the most, so the most is only weighed on that pass,
    /// and the errors are those of every draw.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::levels::{Level, LevelError, Moves, Rng};
    /// use flipswap::swap_game::{Board, Pair};
    ///
    /// // The judge's target: eight black pieces.
    /// let target: Board = "1010\n0101\n1010\n0101".parse()?;
    /// let mut rng = Rng::new(17);
    /// let pair = Pair::random(&target, Moves::Exactly(7), &mut rng)?;
    /// assert_eq!(pair.target(), target);
    /// assert_eq!(pair.solve().map(|s| s.len()), Some(7));
    /// let hardest = Pair::random(&target, Moves::Most, &mut rng)?;
    /// assert_eq!(hardest.solve().map(|s| s.len()), Some(10));
    /// assert_eq!(
    ///     Pair::random(&target, Moves::Exactly(11), &mut rng),
    ///     Err(LevelError::TooMany { asked: 11, most: 10 })
    /// );
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    fn random(target: &Board, moves: Moves, rng: &mut Rng) -> Result<Pair, LevelError> {
        let target = *target;
        let any = |rng: &mut Rng| {
            let bits = pick(16, target.count().into(), rng) as u16;
            Pair::new(Board::from_bits(bits).unwrap_or(target), target).map_err(unpaired(moves))
        };
        let n = match moves {
            Moves::Any => return any(rng),
            Moves::Most => None,
            Moves::Exactly(n) => {
                for _ in 0..TRIES {
                    let pair = any(rng)?;
                    if swaps(pair.start(), target) == Some(n) {
                        return Ok(pair);
                    }
                }
                Some(n)
            }
        };
        let weighed = sample(starts(target), |pair| swaps(pair.start(), target), n, rng);
        chosen(moves, weighed)
    }
}

impl Every for Pair {
    /// Every start that needs exactly `moves` swaps to reach `target`, in
    /// the order of its bits.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::levels::Every;
    /// use flipswap::swap_game::{Board, Pair};
    ///
    /// let target: Board = "1010\n0101\n1010\n0101".parse()?;
    /// assert_eq!(Pair::needing(&target, 0).count(), 1);
    /// // One swap: a black piece and a white neighbour, 24 ways.
    /// assert_eq!(Pair::needing(&target, 1).count(), 24);
    /// let mut hardest = Pair::needing(&target, 10);
    /// assert!(hardest.all(|pair| pair.solve().map(|s| s.len()) == Some(10)));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    fn needing(target: &Board, moves: u32) -> impl Iterator<Item = Pair> + Clone {
        let target = *target;
        starts(target).filter(move |pair| swaps(pair.start(), target) == Some(moves))
    }
}

/// A bound on the swaps any start needs for `target`: each moving piece
/// goes at most as far as the farthest cell from where it ends, and the
/// white pieces can be counted instead of the black.
fn bound(target: &Grid) -> u32 {
    let (rows, cols) = (target.rows(), target.cols());
    let (mut black, mut white) = (0u32, 0u32);
    for cell in 0..rows.saturating_mul(cols) {
        let (Some(row), Some(col)) = (cell.checked_div(cols), cell.checked_rem(cols)) else {
            continue;
        };
        let far = row.max(rows.saturating_sub(1).saturating_sub(row))
            + col.max(cols.saturating_sub(1).saturating_sub(col));
        if target.bits() >> cell & 1 == 1 {
            black += u32::from(far);
        } else {
            white += u32::from(far);
        }
    }
    black.min(white)
}

/// The two cells of swap `edge` on a board `cols` wide: the first
/// `across` join a cell to its right neighbour, row by row, the rest a
/// cell to the one below.
fn ends(edge: u32, across: u32, cols: u8) -> (u8, u8) {
    let cols = u32::from(cols);
    let (a, b) = match edge.checked_sub(across) {
        None => {
            let wide = cols.saturating_sub(1);
            let (Some(row), Some(col)) = (edge.checked_div(wide), edge.checked_rem(wide)) else {
                return (0, 0);
            };
            let a = row * cols + col;
            (a, a + 1)
        }
        Some(a) => (a, a + cols),
    };
    (a as u8 & 63, b as u8 & 63)
}

/// A start for `target` needing exactly `n` swaps, found by walking from
/// the target: each step a random swap that raises the fewest swaps by
/// one, or, where none is found, one that lowers it, till n is reached or
/// [`WEIGHINGS`] pairings have been weighed.
///
/// A piece stepping towards its partner in a cheapest pairing lowers the
/// count for certain (the pairing moved with it costs one less), so only
/// the other swaps are weighed.
fn walk(target: Grid, n: u32, rng: &mut Rng) -> Option<Grid> {
    let (rows, cols) = (target.rows(), target.cols());
    let across = u32::from(rows) * u32::from(cols.saturating_sub(1));
    let edges = across + u32::from(rows.saturating_sub(1)) * u32::from(cols);
    let (mut start, mut needs, mut partners) = (target, 0, [NOWHERE; 64]);
    let mut budget = WEIGHINGS;
    'step: while needs != n && budget > 0 {
        let mut lower = None;
        for _ in 0..2 * edges {
            let (x, y) = ends(rng.below(edges.into()) as u32, across, cols);
            let bits = start.bits();
            let (a, b) = match (bits >> x & 1, bits >> y & 1) {
                (1, 0) => (x, y),
                (0, 1) => (y, x),
                _ => continue,
            };
            let Some(next) = Grid::from_bits(rows, cols, bits ^ (1 << x) ^ (1 << y)) else {
                continue;
            };
            let partner = partners.get(usize::from(a)).copied().unwrap_or(NOWHERE);
            if partner != NOWHERE && apart(b, partner, cols) < apart(a, partner, cols) {
                lower.get_or_insert(next);
                continue;
            }
            budget = budget.saturating_sub(1);
            match weigh(next, target) {
                Some((swaps, pairing)) if swaps > needs => {
                    (start, needs, partners) = (next, swaps, pairing);
                    continue 'step;
                }
                _ => {
                    lower.get_or_insert(next);
                }
            }
        }
        // No swap drawn raised the count: step down, and look again.
        budget = budget.saturating_sub(1);
        if let Some(next) = lower {
            if let Some((swaps, pairing)) = weigh(next, target) {
                (start, needs, partners) = (next, swaps, pairing);
            }
        }
    }
    (needs == n).then_some(start)
}

impl Level for AnyPair {
    /// The target: the starts are every board of its size with its count
    /// of black pieces.
    type Space = Grid;

    /// The most swaps any start needs to reach `target`, where its starts
    /// are few enough to weigh each (at most 2<sup>20</sup>: every count
    /// on up to 20 cells, up to four pieces of either colour on 8 × 8);
    /// `None` past that.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::levels::Level;
    /// use flipswap::swap_game::{AnyPair, Grid};
    ///
    /// // Three pieces down the left side of 3 × 3: the start that needs
    /// // the most holds them in the bottom right corner.
    /// let target = Grid::from_bits(3, 3, 0b001_001_001).expect("3 × 3");
    /// assert_eq!(AnyPair::most(&target), Some(7));
    /// // 32 pieces on 8 × 8: too many starts to weigh.
    /// let half = Grid::from_bits(8, 8, u64::from(u32::MAX)).expect("8 × 8");
    /// assert_eq!(AnyPair::most(&half), None);
    /// ```
    fn most(target: &Grid) -> Option<u32> {
        any_starts(*target)?
            .filter_map(|pair| any_swaps(pair.start(), *target))
            .max()
    }

    /// A start for `target` that needs exactly the swaps asked for; with
    /// [`Moves::Any`], any start with the target's count of black pieces,
    /// each equally likely.
    ///
    /// [`Moves::Exactly`] walks from the target: every useful swap moves
    /// one black piece one step, which changes the fewest swaps by exactly
    /// one, so a walk that takes swaps raising the count reaches n in n
    /// steps where it is not stuck, and steps down where it is. A start is
    /// found quickly (PERFORMANCE.md, "Boards of an exact difficulty", has
    /// the time for random 8 × 8 targets with 32 pieces), but not every start
    /// needing n is equally likely. Where the walk gives up and the starts are few
    /// enough to weigh, every one is weighed in one pass: then the most is
    /// known and the draw is uniform. [`Moves::Most`] weighs every start.
    ///
    /// # Errors
    ///
    /// [`LevelError::TooMany`] past the most where it is known;
    /// [`LevelError::NotFound`] where the walk gave up and the starts are
    /// too many to weigh, at once when n is past a bound on the most;
    /// [`LevelError::MostUnknown`] for [`Moves::Most`] where the starts
    /// are too many.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::levels::{Level, LevelError, Moves, Rng};
    /// use flipswap::swap_game::{AnyPair, Grid};
    ///
    /// let mut rng = Rng::new(3);
    /// // Every other cell black on 8 × 8: too many starts to weigh.
    /// let target = Grid::from_bits(8, 8, 0xAA55_AA55_AA55_AA55).expect("8 × 8");
    /// let pair = AnyPair::random(&target, Moves::Exactly(30), &mut rng)?;
    /// assert_eq!(pair.solve().map(|s| s.len()), Some(30));
    /// assert_eq!(AnyPair::random(&target, Moves::Most, &mut rng), Err(LevelError::MostUnknown));
    ///
    /// // A small board's most is known.
    /// let small = Grid::from_bits(2, 3, 0b000_011).expect("2 × 3");
    /// assert_eq!(AnyPair::random(&small, Moves::Exactly(5), &mut rng), Err(LevelError::TooMany { asked: 5, most: 4 }));
    /// # Ok::<(), LevelError>(())
    /// ```
    fn random(target: &Grid, moves: Moves, rng: &mut Rng) -> Result<AnyPair, LevelError> {
        let target = *target;
        let n = match moves {
            Moves::Any => {
                let cells = u32::from(target.rows()) * u32::from(target.cols());
                let bits = pick(cells, target.count().into(), rng);
                let start = Grid::from_bits(target.rows(), target.cols(), bits).unwrap_or(target);
                return AnyPair::new(start, target).map_err(unpaired(moves));
            }
            Moves::Most => None,
            Moves::Exactly(n) => {
                if n <= bound(&target) {
                    if let Some(start) = walk(target, n, rng) {
                        return AnyPair::new(start, target).map_err(unpaired(moves));
                    }
                }
                Some(n)
            }
        };
        let weighed = match any_starts(target) {
            Some(pairs) => sample(pairs, |pair| any_swaps(pair.start(), target), n, rng),
            None => (None, None),
        };
        chosen(moves, weighed)
    }
}
