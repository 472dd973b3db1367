//! Press puzzles on graphs, from three judges, each a rule of the
//! [`press`](crate::press) engine read from the judge's text:
//!
//! | subcommand | judge | rule | answer |
//! |---|---|---|---|
//! | `graph-lights` | Lights (Luogu P2962) | an undirected graph of up to 35 lights; a press toggles the light and its neighbours; all off to all on | the fewest presses |
//! | `switch-problem` | 开关问题, the switch problem (POJ 1830) | up to 28 switches; a switch toggles itself and those its pairs name (directed) | how many sets of switches turn the start into the end, or `Oh,it's impossible~!!` |
//! | `lanterns` | Lanterns (HDU 3364) | up to 50 switches over up to 50 lanterns, each switch toggling a listed set | per query, how many sets of switches light exactly the lanterns wanted |
//!
//! A case is a [`Graph`]: the rule and the states as read. The rule is
//! reduced once by [`press::Solver::new`](crate::press::Solver::new); every query of a lanterns case
//! is answered by the one solver.
//!
//! # Examples
//!
//! ```
//! use flipswap::answer::{self, How, Room};
//! use flipswap::graphs::{GraphLights, SwitchProblem};
//!
//! let mut buffer = [0; 64];
//! let mut out = Room::new(&mut buffer);
//! let input = b"5 6\n1 2\n1 3\n4 2\n3 4\n2 5\n5 3\n";
//! answer::answer_all::<GraphLights, _>(input, How::new(), &mut out)?;
//! assert_eq!(out.written(), b"3\n");
//!
//! let mut out = Room::new(&mut buffer);
//! let input = b"1\n3\n0 0 0\n1 0 1\n1 2\n2 1\n0 0\n";
//! answer::answer_all::<SwitchProblem, _>(input, How::new(), &mut out)?;
//! assert_eq!(out.written(), b"Oh,it's impossible~!!\n");
//! # Ok::<(), answer::Stop<answer::NoRoom>>(())
//! ```
//!
//! A case is a [`press::Game`](crate::press::Game) too, served by generic
//! code as every [`Puzzle`](crate::Puzzle): its rule's solver, its start
//! and its goal.
//!
//! ```
//! use flipswap::graphs::GraphLights;
//! use flipswap::press::{Game, Solver};
//! use flipswap::{Answer, Puzzle, cases};
//!
//! let input = "5 6\n1 2\n1 3\n4 2\n3 4\n2 5\n5 3\n";
//! let case = cases::<GraphLights>(input).next().expect("one case")?;
//! let solver = Solver::new(&case.rule());
//! let game = Game::new(&solver, case.start(), case.goal()).expect("the case's own board");
//! let answer = game.solve().expect("every graph's lights can be lit");
//! assert_eq!(answer.len(), 3);
//! assert!(flipswap::puzzle::replays(&game, answer.moves()));
//! # Ok::<(), flipswap::ParseError>(())
//! ```

use core::fmt;

use crate::error::ParseErrorKind;
use crate::format::{self, Format};
use crate::press::{Rule, Solver, State};
use crate::read::{Listed, Raw, Sealed};

mod answer;
mod check;
mod pose;

pub use answer::{Found, IMPOSSIBLE};
pub(crate) use answer::{GRAPH_LIGHTS, LANTERNS_WORDS, SWITCH_PROBLEM};
pub use check::{CountJudge, Says};
pub use pose::Sizes;

/// `graph-lights`: Lights (Luogu P2962).
pub const LIGHTS: u8 = 0;
/// `switch-problem`: the switch problem (POJ 1830).
pub const SWITCHES: u8 = 1;
/// `lanterns`: Lanterns (HDU 3364).
pub const LANTERNS: u8 = 2;

/// A case of a press puzzle on a graph, as its judge `J` writes it
/// ([`LIGHTS`], [`SWITCHES`] or [`LANTERNS`]): the rule and the states
/// read. A lanterns case is one query, with its case's rule.
#[derive(Clone, Copy)]
pub struct Graph<const J: u8> {
    listed: Listed,
    /// The case's number in the input, from 1.
    number: u32,
}

/// A case of `graph-lights`: Lights (Luogu P2962).
pub type GraphLights = Graph<LIGHTS>;
/// A case of `switch-problem`: the switch problem (POJ 1830).
pub type SwitchProblem = Graph<SWITCHES>;
/// A query of `lanterns`: Lanterns (HDU 3364).
pub type Lanterns = Graph<LANTERNS>;

impl<const J: u8> Graph<J> {
    /// The judge's format.
    const FORMAT: Format = match J {
        LIGHTS => format::GRAPH_LIGHTS,
        SWITCHES => format::SWITCH_PROBLEM,
        _ => format::LANTERNS,
    };

    /// The nodes: lights, switches, or lanterns.
    #[must_use]
    pub const fn nodes(&self) -> usize {
        self.listed.nodes as usize
    }

    /// The presses: the lights or switches (a lanterns case's switches).
    #[must_use]
    pub const fn presses(&self) -> usize {
        match J {
            LANTERNS => self.listed.items as usize,
            _ => self.listed.nodes as usize,
        }
    }

    /// The case's number in the input, from 1.
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// For a lanterns query: which of its case's it is (from 0), and how
    /// many the case has; `(0, 1)` for the other judges.
    #[must_use]
    pub const fn query(&self) -> (u16, u16) {
        match J {
            LANTERNS => self.listed.query,
            _ => (0, 1),
        }
    }

    /// What a press of `i` toggles: for a light or a switch of a graph,
    /// itself too.
    #[must_use]
    pub const fn toggles(&self, i: usize) -> u64 {
        let listed = if i < self.listed.toggles.len() {
            self.listed.toggles[i]
        } else {
            0
        };
        match J {
            LANTERNS => listed,
            _ => listed | 1 << (i & 63),
        }
    }

    /// The rule: what each press toggles.
    #[must_use]
    pub fn rule(&self) -> Rule {
        let mut adds = [State::ZERO; crate::press::MAX_CELLS];
        for (i, add) in adds.iter_mut().enumerate().take(self.presses()) {
            *add = State::of_bits(self.toggles(i));
        }
        let adds = adds.get(..self.presses()).unwrap_or_default();
        // At most 64 presses and nodes: the reader holds no more.
        Rule::of_presses(self.nodes(), 2, adds).unwrap_or(Rule::EMPTY)
    }

    /// The start: all off, or (the switch problem) the states given.
    #[must_use]
    pub const fn start(&self) -> State {
        match J {
            SWITCHES => State::of_bits(self.listed.states[0]),
            _ => State::ZERO,
        }
    }

    /// The goal: all on (Lights), the end given (the switch problem), the
    /// query's states (Lanterns).
    #[must_use]
    pub const fn goal(&self) -> State {
        match J {
            LIGHTS => State::uniform(self.nodes(), 1),
            _ => State::of_bits(self.listed.states[1]),
        }
    }

    /// The solver of the rule, built once per case: `kept` holds the last
    /// case's.
    fn solver<'k>(&self, kept: &'k mut Option<(u32, Solver)>) -> &'k Solver {
        match kept {
            Some((number, _)) if *number == self.number => {}
            _ => *kept = Some((self.number, Solver::new(&self.rule()))),
        }
        let (_, solver) = kept.get_or_insert_with(|| (self.number, Solver::new(&self.rule())));
        solver
    }
}

impl<const J: u8> Sealed for Graph<J> {
    const FORMAT: Format = Self::FORMAT;

    fn build(raw: &Raw) -> Result<Graph<J>, ParseErrorKind> {
        Ok(Graph {
            listed: raw.listed,
            number: raw.number,
        })
    }
}

impl<const J: u8> fmt::Debug for Graph<J> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Graph")
            .field("judge", &J)
            .field("number", &self.number)
            .field("nodes", &self.listed.nodes)
            .field("presses", &self.presses())
            .field("query", &self.query())
            .finish_non_exhaustive()
    }
}
