//! Judging a claimed answer of a press puzzle on a graph: one line, the
//! number the judge wants (the fewest presses, or how many sets of
//! presses reach the goal) or the judge's words for none, after `Case c:`
//! for a lanterns case's first query.

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

/// Judges a claimed answer of a press puzzle on a graph, a line at a
/// time: `Case c:` first where the judge writes it, then the one line the
/// judge wants. Allocates nothing.
#[derive(Clone, Debug)]
pub struct CountJudge {
    /// The case's number, where the answer starts with `Case c:`.
    header: Option<u32>,
    /// The answer the judge wants.
    says: Says,
    /// What the number is, in words.
    what: &'static str,
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
            lines: Lines::NONE,
        }
    }

    /// The lines the answer holds.
    const fn lines_due(&self) -> u32 {
        if self.header.is_some() { 2 } else { 1 }
    }

    /// The answer's line: the number, or the words.
    fn answer_line(&mut self, text: &[u8]) {
        let claimed = match core::str::from_utf8(text).ok() {
            Some(words) if Says::Words(IMPOSSIBLE) == self.says && words == IMPOSSIBLE => {
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
                let words = match self.says {
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
        if claimed != self.says {
            let shown = |says: Says| match says {
                Says::Number(number) => crate::verdict::Shown::Number(number),
                Says::Words(words) => crate::verdict::Shown::Words(words),
            };
            self.lines.reject(Problem::NotTheAnswer {
                what: self.what,
                claimed: shown(claimed),
                answer: shown(self.says),
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

impl<const J: u8> Judged for Graph<J> {
    type Judge = CountJudge;

    fn judge(case: Graph<J>, _number: u64, how: How) -> Result<CountJudge, Error> {
        let found = <Graph<J> as Subcommand>::find(
            &case,
            crate::answer::Search {
                kept: &mut None,
                how,
                watch: &mut |_| {},
            },
        )?;
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
                let header = (J == LANTERNS && case.query().0 == 0).then_some(case.number());
                CountJudge::new(
                    header,
                    Says::Number(found.ways),
                    "the number of sets of switches",
                )
            }
        })
    }
}
