//! What a long search tells the one who waits for it ([`Progress`]), and
//! how both searches (the 15-puzzle's and the IDA* of the other sizes)
//! count the boards they expand against their limit and their reports at
//! once ([`Budget`]).

/// Where a search stands, as it tells the watcher of
/// [`fifteen::solve_watching`][crate::fifteen::solve_watching] or
/// [`Pair::solve_watching`][crate::tiles::Pair::solve_watching]: at the start of
/// each round of the deepening search, and every
/// 2<sup>[`EVERY_LOG2`](Progress::EVERY_LOG2)</sup> boards expanded within
/// a round.
///
/// # Examples
///
/// ```
/// use flipswap::fifteen::{self, Board, OverLimit, Progress};
///
/// // One of the boards that need 80 moves, the most any needs.
/// let board: Board = "0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1".parse()?;
/// let mut last = None;
/// let answer = fifteen::solve_watching(board, 1_000, |progress: Progress| last = Some(progress));
/// assert_eq!(answer, Err(OverLimit));
/// // Stopped by its limit, the search has still told how far it got: the
/// // answer needs at least `bound` moves.
/// let last = last.expect("the first round began");
/// assert!(last.bound > 50 && last.bound <= 80 && last.positions < 1_000);
/// # Ok::<(), flipswap::Error>(())
/// ```
///
#[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Progress {
    /// The bound of the round being searched: the most moves a path may
    /// have in it. No answer has fewer moves: the rounds before found none.
    pub bound: u8,
    /// The boards expanded so far, in this round and those before it, as
    /// the limit of `solve_within` counts them.
    pub positions: u64,
}

impl Progress {
    /// Within a round, the watcher is told every 2<sup>20</sup> boards
    /// expanded (1,048,576: a few hundredths of a second of the 15-puzzle's
    /// search, a tenth or two of the other sizes' IDA*), when the count
    /// reaches a multiple of that.
    pub const EVERY_LOG2: u32 = 20;
}

/// A search's limit of boards and its watcher. The search compares its
/// count of boards expanded with one number, the checkpoint that
/// [`report`](Budget::report) gives (the limit or the next report,
/// whichever comes first), as it compared it with the limit alone: a
/// watched search does no more work a board than one that is not.
pub(crate) struct Budget<'w> {
    limit: u64,
    watch: &'w mut dyn FnMut(Progress),
}

impl<'w> Budget<'w> {
    pub(crate) fn new(limit: u64, watch: &'w mut dyn FnMut(Progress)) -> Budget<'w> {
        Budget { limit, watch }
    }

    /// At the start of a round under `bound`, or at a checkpoint, with
    /// `expanded` boards expanded so far: `None` when that is the limit;
    /// else tells the watcher, and gives the next checkpoint, above
    /// `expanded`.
    // Kept out of the searches' loops: it is reached once a round and once
    // in 2^20 boards.
    #[cold]
    #[inline(never)]
    pub(crate) fn report(&mut self, bound: u8, expanded: u64) -> Option<u64> {
        if expanded >= self.limit {
            return None;
        }
        (self.watch)(Progress {
            bound,
            positions: expanded,
        });
        let every = 1u64 << Progress::EVERY_LOG2;
        let next = (expanded | (every - 1)).saturating_add(1);
        Some(next.min(self.limit))
    }
}
