//! What a long search tells the one who waits for it ([`Progress`]), and
//! how both searches (the 15-puzzle's and the IDA* of the other sizes)
//! count the boards they expand against their limit and their reports at
//! once ([`Budget`]).

pub use crate::answer::Progress;

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
