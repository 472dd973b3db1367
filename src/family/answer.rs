//! The seven judges of the Lights Out family: each answers its subcommand
//! for its own goal, in its own words.

use super::{FixedJudge, MAP_HEADING, MAP_NONE, Of, Output};
use crate::Error;
use crate::answer::{Put, Search, Sink, Subcommand, count, line};
use crate::lights_out::{Solution, Solvers, press_map, show_board};

/// Each judge of the family answers its subcommand for its own goal, as
/// its [`Output`] says.
impl<J: FixedJudge> Subcommand for Of<J> {
    const NAME: &'static str = J::SIBLING.command();
    type Case = Self;
    type Kept = Solvers;
    type Found = Option<Solution>;

    #[inline]
    fn find(case: &Self, search: Search<'_, Solvers>) -> Result<Option<Solution>, Error> {
        search.kept.solve(case.board(), J::SIBLING.goal())
    }

    #[inline]
    fn write<S: Sink>(case: &Self, _: u64, found: &Self::Found, sink: &mut S) -> Put<S> {
        write_family(case, found.as_ref(), sink)
    }

    fn show<S: Sink>(case: &Self, found: &Self::Found, sink: &mut S) -> Put<S> {
        show_board(sink, *case.board(), found.as_ref())
    }
}

/// The answer of a judge of the family to `case` (`found`: the canonical
/// answer for the judge's goal, `None` when there is none), as its
/// [`Output`] says.
fn write_family<J: FixedJudge, S: Sink>(
    case: &Of<J>,
    found: Option<&Solution>,
    sink: &mut S,
) -> Put<S> {
    match J::SIBLING.output() {
        Output::Map { numbered } => {
            if numbered {
                sink.put(MAP_HEADING.as_bytes())?;
                count(sink, usize::try_from(case.number()).unwrap_or(usize::MAX))?;
            }
            match found {
                Some(solution) => press_map::<true, S>(sink, solution),
                None => line(sink, MAP_NONE),
            }
        }
        Output::Count { none, most, named } => {
            if named {
                sink.put(case.name())?;
                sink.put(b" ")?;
            }
            match found.map(Solution::len) {
                Some(n) if u32::try_from(n).is_ok_and(|n| n <= most) => count(sink, n),
                _ => line(sink, none),
            }
        }
    }
}
