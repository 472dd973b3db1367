//! Judging a claimed answer of a press puzzle on a graph: one line, the
//! number the judge wants (the fewest presses, or how many sets of
//! presses reach the goal) or the judge's words for none; a lanterns
//! case's answer is `Case c:`, then one such line a query.

use super::answer::IMPOSSIBLE;
use super::{Graph, LANTERNS, LIGHTS, SWITCHES};
use crate::Error;
use crate::answer::{How, Subcommand};
use crate::error::Found;
use crate::text::trim;
use crate::verdict::line::Lines;
use crate::verdict::{Judged, LineJudge, Problem, Rejection};

/// What a claimed answer of a press puzzle on a graph should say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Says {
    /// A number.
    Number(u128),
    /// The judge's words for none.
    Words(&'static str),
}

/// The most answers a judge of counts reads after its first: a lanterns
/// case's queries after the first (up to 1000 a case).
const MOST_MORE: usize = 1024;

/// Judges a claimed answer of a press puzzle on a graph, a line at a
/// time: `Case c:` first where the judge writes it, then the line the
/// judge wants, and one more for each further query of a lanterns case
/// ([`join`](Self::join)). Allocates nothing.
#[derive(Clone, Debug)]
pub struct CountJudge {
    /// The case's number, where the answer starts with `Case c:`.
    header: Option<u32>,
    /// The answer the judge wants on its first line.
    says: Says,
    /// What the number is, in words.
    what: &'static str,
    /// The answers after the first: how many.
    more: u16,
    /// The number each of them is where it is not 0: the queries of one
    /// case that some sets of switches give are each given by as many
    /// sets (a solution and the switches' kernel), so one number serves.
    ways: u128,
    /// Bit `i` where answer `i` after the first is `ways`, not 0.
    given: [u64; MOST_MORE / 64],
    lines: Lines,
}

impl CountJudge {
    /// A judge of the answer `says`, `what` in words, after `Case c:`
    /// where `header` is `Some(c)`.
    #[must_use]
    pub const fn new(header: Option<u32>, says: Says, what: &'static str) -> CountJudge {
        CountJudge {
            header,
            says,
            what,
            more: 0,
            ways: 0,
            given: [0; MOST_MORE / 64],
            lines: Lines::NONE,
        }
    }

    /// One more line the answer holds, after those due so far: the number
    /// `ways`, a further query's count (another query of one lanterns
    /// case: 0, or as many as every query some sets give). Past 1024 more
    /// lines, or a second number other than 0, the line is not taken.
    pub fn join(&mut self, ways: u128) {
        let index = usize::from(self.more);
        if index >= MOST_MORE || (ways != 0 && self.ways != 0 && ways != self.ways) {
            return;
        }
        if ways != 0 {
            self.ways = ways;
            if let Some(word) = self.given.get_mut(index / 64) {
                *word |= 1 << (index % 64);
            }
        }
        self.more += 1;
    }

    /// The lines the answer holds.
    const fn lines_due(&self) -> u32 {
        let header = if self.header.is_some() { 1 } else { 0 };
        header + 1 + self.more as u32
    }

    /// What the answer's line `line` (from 1, after any header) says.
    fn says_at(&self, line: u32) -> Says {
        let Some(index) = line.checked_sub(2) else {
            return self.says;
        };
        let index = index as usize;
        let given = self
            .given
            .get(index / 64)
            .is_some_and(|word| word >> (index % 64) & 1 == 1);
        Says::Number(if given { self.ways } else { 0 })
    }

    /// The answer's line: the number, or the words.
    fn answer_line(&mut self, text: &[u8]) {
        let header = u32::from(self.header.is_some());
        let says = self.says_at(self.lines.line() - header);
        let claimed = match core::str::from_utf8(text).ok() {
            Some(words) if Says::Words(IMPOSSIBLE) == says && words == IMPOSSIBLE => {
                Says::Words(IMPOSSIBLE)
            }
            Some(digits) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                match digits.parse::<u128>() {
                    Ok(number) => Says::Number(number),
                    Err(_) => Says::Number(u128::MAX),
                }
            }
            _ => {
                let found = Found::at(text);
                let words = match says {
                    Says::Words(words) => Some(words),
                    Says::Number(_) if self.what == WAYS_OR_IMPOSSIBLE => Some(IMPOSSIBLE),
                    Says::Number(_) => None,
                };
                self.lines.reject(Problem::BadAnswer {
                    what: self.what,
                    words,
                    found,
                });
                return;
            }
        };
        if claimed != says {
            let shown = |says: Says| match says {
                Says::Number(number) => crate::verdict::Shown::Number(number),
                Says::Words(words) => crate::verdict::Shown::Words(words),
            };
            self.lines.reject(Problem::NotTheAnswer {
                what: self.what,
                claimed: shown(claimed),
                answer: shown(says),
            });
        }
    }
}

/// The switch problem's answer, in words.
const WAYS_OR_IMPOSSIBLE: &str = "the number of sets of switches";

impl LineJudge for CountJudge {
    fn takes(&self, _line: &[u8]) -> bool {
        !self.is_complete()
    }

    fn push_line(&mut self, line: &[u8]) {
        let Some(text) = self.lines.next(line) else {
            if self.lines.has_begun() {
                self.lines.reject(Problem::MissingAnswer {
                    expected: self.what,
                });
            }
            return;
        };
        match (self.header, self.lines.line()) {
            (Some(number), 1) => {
                if !is_case_line(trim(text), number) {
                    self.lines.reject(Problem::BadCaseLine { number });
                }
            }
            _ => self.answer_line(text),
        }
    }

    fn has_begun(&self) -> bool {
        self.lines.has_begun()
    }

    fn is_complete(&self) -> bool {
        self.lines.line() >= self.lines_due()
    }

    fn finish(&self) -> Result<(), Rejection> {
        self.lines.verdict()?;
        if !self.is_complete() {
            return self.lines.missing(Problem::MissingAnswer {
                expected: self.what,
            });
        }
        Ok(())
    }
}

/// Whether `text` is `Case c:` for case `number`, as Lanterns' judge
/// writes it.
fn is_case_line(text: &[u8], number: u32) -> bool {
    let digits = text
        .strip_prefix(b"Case ")
        .and_then(|rest| rest.strip_suffix(b":"));
    digits.is_some_and(|digits| crate::write::count(number as usize).as_bytes() == digits)
}

/// What answering `case` finds, its solver built for it alone.
fn found<const J: u8>(case: &Graph<J>, how: How) -> Result<<Graph<J> as Subcommand>::Found, Error> {
    <Graph<J> as Subcommand>::find(
        case,
        crate::answer::Search {
            kept: &mut None,
            how,
            watch: &mut |_| {},
        },
    )
}

impl<const J: u8> Judged for Graph<J> {
    type Judge = CountJudge;

    fn judge(case: Graph<J>, _number: u64, how: How) -> Result<CountJudge, Error> {
        let found = found(&case, how)?;
        Ok(match J {
            LIGHTS => CountJudge::new(
                None,
                Says::Number(found.map.map_or(0, |map| u128::from(map.presses()))),
                "the fewest presses",
            ),
            SWITCHES => CountJudge::new(
                None,
                match found.ways {
                    0 => Says::Words(IMPOSSIBLE),
                    ways => Says::Number(ways),
                },
                WAYS_OR_IMPOSSIBLE,
            ),
            _ => {
                let header = (J == LANTERNS).then_some(case.number());
                CountJudge::new(
                    header,
                    Says::Number(found.ways),
                    "the number of sets of switches",
                )
            }
        })
    }

    /// A further query of a lanterns case: one more count its answer
    /// holds.
    fn join(judge: &mut CountJudge, case: Graph<J>, how: How) -> Result<(), Error> {
        let found = found(&case, how)?;
        judge.join(found.ways);
        Ok(())
    }
}
