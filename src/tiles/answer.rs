//! Sliding tiles at any size (`sliding`).

use crate::Error;
use crate::answer::{How, Progress, Sink, Subcommand, count, line};
use crate::tiles::Solution;

/// Sliding tiles at any size: the fewest moves, then the moves `u d l r`
/// (the least in the order d, l, r, u among them; an empty line when there
/// are none), or `Impossible`.
impl Subcommand for crate::tiles::Boards {
    const NAME: &'static str = "sliding";
    type Case = Self;
    type Kept = ();
    type Found = Option<Solution>;

    #[inline]
    fn find(
        boards: &Self,
        _kept: &mut (),
        how: How,
        watch: &mut dyn FnMut(Progress),
    ) -> Result<Option<Solution>, Error> {
        match boards.pair() {
            Ok(pair) => Ok(pair.solve_watching(how.limit, watch)?),
            Err(_) => Ok(None),
        }
    }

    #[inline]
    fn write<S: Sink + ?Sized>(
        _boards: &Self,
        _number: u64,
        found: &Option<Solution>,
        sink: &mut S,
    ) -> Result<(), S::Error> {
        let Some(solution) = found else {
            return line(sink, crate::tiles::IMPOSSIBLE);
        };
        count(sink, solution.len())?;
        sink.put(solution.text().with_newline())
    }
}
