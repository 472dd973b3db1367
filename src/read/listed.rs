//! Cases written as numbers, a line at a time ([`Lines`]): a graph's
//! edges, the lanterns each switch toggles, states of `0` and `1`. The
//! reader keeps the rule and the states in a [`Listed`] as the lines come.

use super::row::Items;
use super::{Case, Mistake, Reader, Stage, column};
use crate::error::{Named, ParseError, ParseErrorKind};
use crate::format::{Lines, Step};

/// The most nodes a case written as numbers may have.
pub const MOST_NODES: usize = 64;

/// The most numbers of a case's run (its edges' nodes, its switches'
/// counts and lanterns) kept as written, for `validate` to write back.
pub const MOST_WRITTEN: usize = 2600;

/// A case written as numbers, as read so far: its nodes, the lines of its
/// run, what a press of each node toggles (besides, for a graph, itself:
/// the puzzle adds that), and its states.
#[derive(Clone, Copy, Debug)]
pub struct Listed {
    /// The nodes: lights, switches or lanterns.
    pub nodes: u8,
    /// The lines of the case's run (edges, switches).
    pub items: u16,
    /// What a press of each node, or each switch, toggles: bit `j` for
    /// node `j`.
    pub toggles: [u64; MOST_NODES],
    /// The states read: the start, then the goal (or a query's goal in
    /// the second).
    pub states: [u64; 2],
    /// The states lines read so far.
    pub states_read: u8,
    /// The query this is, from 0, and how many the case has.
    pub query: (u16, u16),
    /// The run's numbers as written (each edge's two nodes, each switch's
    /// count and lanterns), and how many.
    written: [u8; MOST_WRITTEN],
    written_len: u16,
}

impl Listed {
    /// Nothing read.
    pub(crate) const EMPTY: Listed = Listed {
        nodes: 0,
        items: 0,
        toggles: [0; MOST_NODES],
        states: [0; 2],
        states_read: 0,
        query: (0, 0),
        written: [0; MOST_WRITTEN],
        written_len: 0,
    };

    /// The run's numbers as written.
    #[must_use]
    pub fn written(&self) -> &[u8] {
        self.written
            .get(..usize::from(self.written_len))
            .unwrap_or_default()
    }

    /// The run's numbers as written, to write others in their place (`gen`
    /// moving an edge).
    pub(crate) fn written_mut(&mut self) -> &mut [u8] {
        self.written
            .get_mut(..usize::from(self.written_len))
            .unwrap_or_default()
    }

    /// Keeps `number` as written; `false` when there is no room.
    pub(crate) fn keep(&mut self, number: u32) -> bool {
        match self.written.get_mut(usize::from(self.written_len)) {
            Some(slot) => {
                *slot = number as u8;
                self.written_len += 1;
                true
            }
            None => false,
        }
    }

    /// Whether the query is the last of its case.
    #[must_use]
    pub const fn last_query(&self) -> bool {
        self.query.0 + 1 >= self.query.1
    }
}

/// What each step reads, in words, for the error where the input ends
/// before it.
const fn wanted(step: Step) -> &'static str {
    match step {
        Step::Sizes { .. } => "a line of two sizes",
        Step::Nodes => "a line with the number of switches",
        Step::States | Step::Queries { .. } => "a line of states",
        Step::Edges => "a line 'a b', an edge",
        Step::PairsToZeros => "a line 'i j', or '0 0'",
        Step::Switches => "a line 'k l1 ... lk', a switch",
    }
}

impl<C: Case> Reader<C> {
    /// A line of a case written as numbers.
    pub(super) fn listed(&mut self, line: &[u8], lines: Lines) -> Result<Option<C>, ParseError> {
        self.read = 1;
        let Some(&step) = lines.steps.get(usize::from(self.step)) else {
            return Ok(None);
        };
        let mut numbers = Numbers::new(line);
        let at = self.line;
        let error = |(column, kind): Mistake| ParseError::new(at, column, kind);
        let listed = &mut self.raw.listed;
        let nodes = u32::from(listed.nodes);
        let most_nodes = u32::from(lines.most_nodes);
        let node = |numbers: &mut Numbers<'_>, what| numbers.next(what, (1, nodes));
        match step {
            Step::Sizes { least, most } => {
                // In the judge's words: lights and edges, or lanterns and
                // switches.
                let (nodes, items) = match lines.steps.get(usize::from(self.step) + 1) {
                    Some(Step::Edges) => (Named::Lights, Named::Edges),
                    _ => (Named::Lanterns, Named::Switches),
                };
                let (n, _) = numbers.next(nodes, (1, most_nodes)).map_err(error)?;
                let (m, _) = numbers
                    .next(items, (u32::from(least), u32::from(most)))
                    .map_err(error)?;
                numbers.end().map_err(error)?;
                listed.nodes = n as u8;
                listed.items = m as u16;
                self.left = m as u16;
                self.step += 1;
            }
            Step::Nodes => {
                let (n, _) = numbers
                    .next(Named::Switches, (1, most_nodes))
                    .map_err(error)?;
                numbers.end().map_err(error)?;
                listed.nodes = n as u8;
                self.step += 1;
            }
            Step::States => {
                let bits = states(&mut numbers, nodes).map_err(error)?;
                let slot = usize::from(listed.states_read & 1);
                if let Some(state) = listed.states.get_mut(slot) {
                    *state = bits;
                }
                listed.states_read = listed.states_read.saturating_add(1);
                self.step += 1;
            }
            Step::Edges => {
                let (a, _) = node(&mut numbers, Named::Light).map_err(error)?;
                let (b, start) = node(&mut numbers, Named::Light).map_err(error)?;
                numbers.end().map_err(error)?;
                let (a, b) = (a as usize - 1, b as usize - 1);
                let toggles = listed.toggles.get(a).copied().unwrap_or(0);
                if a == b || toggles >> (b & 63) & 1 == 1 {
                    let kind = ParseErrorKind::BadEdge {
                        nodes: (a as u8 + 1, b as u8 + 1),
                        to_itself: a == b,
                    };
                    return Err(error((column(start), kind)));
                }
                join(&mut listed.toggles, a, b);
                join(&mut listed.toggles, b, a);
                keep(listed, &[a as u32 + 1, b as u32 + 1]).map_err(error)?;
                self.run_line();
            }
            Step::PairsToZeros => {
                let (i, _) = numbers.next(Named::Switch, (0, nodes)).map_err(error)?;
                let (j, _) = if i == 0 {
                    numbers.next(Named::PairsEnd, (0, 0))
                } else {
                    node(&mut numbers, Named::Switch)
                }
                .map_err(error)?;
                numbers.end().map_err(error)?;
                if i == 0 {
                    self.step += 1;
                } else {
                    join(&mut listed.toggles, i as usize - 1, j as usize - 1);
                    keep(listed, &[i, j]).map_err(error)?;
                    listed.items = listed.items.saturating_add(1);
                }
            }
            Step::Switches => {
                let (k, _) = numbers.next(Named::Toggled, (0, nodes)).map_err(error)?;
                let switch = usize::from(listed.items - self.left);
                keep(listed, &[k]).map_err(error)?;
                for _ in 0..k {
                    let (lantern, start) = node(&mut numbers, Named::Lantern).map_err(error)?;
                    let toggles = listed.toggles.get(switch).copied().unwrap_or(0);
                    if toggles >> ((lantern - 1) & 63) & 1 == 1 {
                        let kind = ParseErrorKind::LanternTwice {
                            lantern: lantern as u8,
                        };
                        return Err(error((column(start), kind)));
                    }
                    join(&mut listed.toggles, switch, lantern as usize - 1);
                    keep(listed, &[lantern]).map_err(error)?;
                }
                numbers.end().map_err(error)?;
                self.run_line();
            }
            Step::Queries { most } => {
                if listed.query.1 == 0 {
                    let (q, _) = numbers
                        .next(Named::Queries, (1, u32::from(most)))
                        .map_err(error)?;
                    numbers.end().map_err(error)?;
                    listed.query = (0, q as u16);
                    return Ok(None);
                }
                let bits = states(&mut numbers, nodes).map_err(error)?;
                if let Some(state) = listed.states.get_mut(1) {
                    *state = bits;
                }
                if !listed.last_query() {
                    self.raw.number = self.cases.saturating_add(1);
                    let case = C::build(&self.raw).map_err(|kind| self.error((1, kind)));
                    self.raw.listed.query.0 += 1;
                    return case.map(Some);
                }
                self.step += 1;
            }
        }
        if usize::from(self.step) >= lines.steps.len() {
            return self.complete();
        }
        Ok(None)
    }

    /// A line of a run is read: the next step after its last.
    const fn run_line(&mut self) {
        self.left = self.left.saturating_sub(1);
        if self.left == 0 {
            self.step += 1;
        }
    }

    /// Whether a case written as numbers is part-way read at the end of
    /// the input, and what it lacks.
    pub(super) fn listed_end(&self, lines: Lines) -> Option<ParseError> {
        if self.stage != Stage::Rows || self.read == 0 {
            return None;
        }
        let step = lines.steps.get(usize::from(self.step))?;
        let kind = ParseErrorKind::MissingLine {
            what: wanted(*step),
        };
        Some(ParseError::new(self.line.saturating_add(1), 1, kind))
    }
}

/// Keeps `numbers` as written, or says there is no room.
fn keep(listed: &mut Listed, numbers: &[u32]) -> Result<(), Mistake> {
    for &number in numbers {
        if !listed.keep(number) {
            let kind = ParseErrorKind::TooManyNumbers {
                most: MOST_WRITTEN as u32,
            };
            return Err((1, kind));
        }
    }
    Ok(())
}

/// A press of `a` (0-based) toggles `b`.
fn join(toggles: &mut [u64; MOST_NODES], a: usize, b: usize) {
    if let Some(row) = toggles.get_mut(a) {
        *row |= 1 << (b & 63);
    }
}

/// A line of `nodes` states, `0` or `1`: bit `i` for node `i`.
fn states(numbers: &mut Numbers<'_>, nodes: u32) -> Result<u64, Mistake> {
    let mut bits = 0u64;
    for i in 0..nodes {
        let (state, _) = numbers.next(Named::State, (0, 1))?;
        bits |= u64::from(state) << (i & 63);
    }
    numbers.end()?;
    Ok(bits)
}

/// A row of digits from 0 to `states - 1`, as many as `cols` says (any
/// number up to `max` when `cols` is 0): numbers separated by blanks when
/// `spaced`, else one digit each, blanks allowed between them. Bit `c` of
/// the first word where cell `c` holds 1, of the second where it holds 2,
/// and the cells read.
pub(super) fn digits(
    line: &[u8],
    (states, spaced): (u8, bool),
    cols: u8,
    max: u8,
) -> Result<(u64, u64, u8), Mistake> {
    let (mut ones, mut twos, mut cells) = (0u64, 0u64, 0u32);
    let mut put = |value: u32, cells: u32| {
        let bit = 1 << (cells & 63);
        match value {
            1 => ones |= bit,
            2 => twos |= bit,
            _ => {}
        }
    };
    let most = if cols > 0 { cols } else { max };
    if spaced {
        let mut numbers = Numbers::new(line);
        for c in 0..u32::from(cols) {
            let (value, _) = numbers.next(Named::Value, (0, u32::from(states) - 1))?;
            put(value, c);
        }
        numbers.end()?;
        return Ok((ones, twos, cols));
    }
    for (i, &byte) in line.iter().enumerate() {
        if crate::text::is_blank(byte) {
            continue;
        }
        let value = u32::from(byte.wrapping_sub(b'0'));
        if value >= u32::from(states) {
            let kind = if byte.is_ascii_digit() {
                ParseErrorKind::OutOfRange {
                    what: Named::Value,
                    found: value,
                    least: 0,
                    most: u16::from(states) - 1,
                }
            } else {
                ParseErrorKind::ExpectedNumber {
                    what: Named::Value.as_str(),
                    found: Some(crate::error::Found::at(line.get(i..).unwrap_or_default())),
                }
            };
            return Err((column(i), kind));
        }
        if cells >= u32::from(most) {
            let found = cells + 1;
            let kind = if cols > 0 {
                ParseErrorKind::RaggedRow {
                    expected: cols,
                    found,
                }
            } else {
                ParseErrorKind::TooManyColumns { found, max }
            };
            return Err((column(i), kind));
        }
        put(value, cells);
        cells += 1;
    }
    if cols > 0 && cells < u32::from(cols) {
        let kind = ParseErrorKind::RaggedRow {
            expected: cols,
            found: cells,
        };
        return Err((column(line.len()), kind));
    }
    Ok((ones, twos, cells as u8))
}

/// The numbers of a line, separated by blanks, read one at a time, each
/// named for an error by what it is: the lines of a case written as
/// numbers ([`Lines`](crate::format::Lines)).
pub(crate) struct Numbers<'a>(Items<'a>);

impl<'a> Numbers<'a> {
    /// The numbers of `line`.
    pub(crate) const fn new(line: &'a [u8]) -> Numbers<'a> {
        Numbers(Items {
            line,
            at: 0,
            blank: None,
            spaced: true,
            what: "a number",
        })
    }

    /// The next number, `what`, from `least` (at most 255) to
    /// `most` (at most 65,535), with where it starts.
    pub(crate) fn next(
        &mut self,
        what: Named,
        (least, most): (u32, u32),
    ) -> Result<(u32, usize), Mistake> {
        self.0.what = what.as_str();
        let (value, start) = self
            .0
            .next()
            .ok_or_else(|| self.0.missing(what.as_str()))??;
        if value < least || value > most {
            let kind = ParseErrorKind::OutOfRange {
                what,
                found: value,
                least: least as u8,
                most: most as u16,
            };
            return Err((column(start), kind));
        }
        Ok((value, start))
    }

    /// The end of the line: nothing but blanks may follow.
    pub(crate) fn end(&mut self) -> Result<(), Mistake> {
        self.0.end()
    }
}
