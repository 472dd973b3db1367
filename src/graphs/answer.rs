//! The answers of the three judges of press puzzles on graphs, as each
//! writes them, and what the command says of each.

use super::{Graph, LANTERNS, LIGHTS, SWITCHES};
use crate::Error;
use crate::answer::{self, Opt, Put, Search, Sink, Subcommand, Words};
use crate::press::{Solver, State};

/// What answering a case finds: how many press maps reach the goal, and
/// one of them (the fewest presses for Lights, else the one with every
/// free press off), for `--show` and the judge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// How many sets of presses reach the goal.
    pub ways: u128,
    /// One of them, or `None` when none does.
    pub map: Option<State>,
}

/// The words of the switch problem's judge for a start that no switches
/// turn into the end.
pub const IMPOSSIBLE: &str = "Oh,it's impossible~!!";

impl<const J: u8> Subcommand for Graph<J> {
    const NAME: &'static str = match J {
        LIGHTS => "graph-lights",
        SWITCHES => "switch-problem",
        _ => "lanterns",
    };
    type Case = Self;
    type Kept = Option<(u32, Solver)>;
    type Found = Found;

    /// Lights: the fewest presses, weighing at most the limit's press
    /// maps; the others: the number of ways, and one.
    fn find(case: &Self, search: Search<'_, Self::Kept>) -> Result<Found, Error> {
        let solver = case.solver(search.kept);
        let (start, goal) = (case.start(), case.goal());
        let ways = solver.count(start, goal);
        let map = match J {
            LIGHTS => solver.solve_within(start, goal, search.how.limit())?,
            _ => solver.any(start, goal),
        };
        Ok(Found { ways, map })
    }

    fn write<S: Sink>(case: &Self, _number: u64, found: &Found, sink: &mut S) -> Put<S> {
        match J {
            LIGHTS => match found.map {
                Some(map) => answer::count(sink, map.presses() as usize),
                // Every graph's lights can all be lit; said for a rule
                // that could not.
                None => answer::line(sink, "Impossible"),
            },
            SWITCHES if found.ways == 0 => answer::line(sink, IMPOSSIBLE),
            _ => {
                if J == LANTERNS && case.query().0 == 0 {
                    let number = case.number();
                    answer::text(sink, |out| writeln!(out, "Case {number}:"))?;
                }
                let ways = found.ways;
                answer::text(sink, |out| writeln!(out, "{ways}"))
            }
        }
    }

    /// The states after each press of the map found.
    fn show<S: Sink>(case: &Self, found: &Found, sink: &mut S) -> Put<S> {
        let Some(map) = found.map else {
            return Ok(());
        };
        let rule = case.rule();
        let nodes = case.nodes();
        let presses = (0..case.presses()).filter(|&i| map.get(i) != 0);
        answer::show_moves(
            sink,
            case.start(),
            presses,
            |state, i| rule.press(state, i, 1),
            |out, i| write!(out, "press {}", i + 1),
            |out, state| {
                for i in 0..nodes {
                    let space = if i + 1 < nodes { " " } else { "" };
                    write!(out, "{}{space}", state.get(i))?;
                }
                out.write_str("\n")
            },
        )
    }
}

/// `flipswap graph-lights`.
pub(crate) static GRAPH_LIGHTS: Words = Words {
    summary: "Lights (Luogu P2962): 'n m', then m edges 'a b' of a graph of\nup to 35 lights, all off; prints the fewest presses that light\nthem all",
    what: "a line 'n m', then m lines 'a b'",
    answer: "the fewest presses",
    options: Opt::SEARCH,
    draws: "the lights after every press, 0 off and 1 on",
    checks: "the graph, then one line: the fewest presses",
    help: "\
Lights (Luogu P2962, USACO 2009 November Gold): n lights, 1 to 35, joined
by m edges, 1 to 595 (no edge from a light to itself, none twice).
Pressing a light toggles it and every light joined to it. All start off.
The first line is 'n m'; each of the next m lines is an edge 'a b'
(lights numbered from 1). Prints the fewest presses that light them all
(every graph's lights can all be lit). --limit N stops at a graph whose
presses would weigh more than N sets of presses. For 'flipswap gen' and
'flipswap validate', --size NxM is N lights and M edges (35x70 unless
given; M at most N(N-1)/2, and 255); gen --moves K draws a graph that
needs exactly K presses, K from 1 to N.

example:
  $ printf '%s\\n' '5 6' '1 2' '1 3' '4 2' '3 4' '2 5' '5 3' | flipswap graph-lights
  3
",
};

/// `flipswap switch-problem`.
pub(crate) static SWITCH_PROBLEM: Words = Words {
    summary: "The switch problem (POJ 1830): a count, then per case N\nswitches, the start and end states and pairs 'I J' up to '0 0';\nprints how many sets of switches turn the start into the end",
    what: "N, a line of N start states, a line of N end states, then lines 'I J' up to '0 0' (after a first line: the count)",
    answer: "a number of sets, or Oh,it's impossible~!!",
    options: Opt::SHOW,
    draws: "the switches after each press of one such set",
    checks: "the count first; each case, then one line: the number of\nsets, or 'Oh,it's impossible~!!' exactly when there are none",
    help: "\
The switch problem (POJ 1830): N switches, 1 to 28, each on (1) or off
(0). Pressing a switch toggles it, and every switch J that a pair 'I J'
names for it. The first line is the number of cases; each case is a line
N, a line of the N start states, a line of the N end states, then the
pairs 'I J' (switches numbered from 1), one a line, ended by '0 0'.
Prints how many sets of switches (each pressed at most once) turn the
start into the end, or 'Oh,it's impossible~!!' when none do. For
'flipswap gen' and 'flipswap validate', --size NxM is N switches and M
pairs (28x60 unless given; M at most N(N-1), no pair 'I I').

example:
  $ printf '%s\\n' 2 3 '0 0 0' '1 1 1' '1 2' '1 3' '2 1' '2 3' '3 1' '3 2' '0 0' \\
      3 '0 0 0' '1 0 1' '1 2' '2 1' '0 0' | flipswap switch-problem
  4
  Oh,it's impossible~!!
",
};

/// `flipswap lanterns`.
pub(crate) static LANTERNS_WORDS: Words = Words {
    summary: "Lanterns (HDU 3364): a count, then per case 'n m', m switches\n'k l1 ... lk', q and q wanted states; prints 'Case c:' and, per\nquery, how many sets of switches give it",
    what: "'n m', m lines 'k l1 ... lk', a line q, then q lines of n states (after a first line: the count)",
    answer: "'Case c:' and a number a query",
    options: Opt::SHOW,
    draws: "the lanterns after each press of one such set",
    checks: "the count first; each case, then 'Case c:' and one number a\nquery: how many sets of switches give its state",
    help: "\
Lanterns (HDU 3364): n lanterns and m switches, each 1 to 50; switch i
toggles the lanterns its line lists. All lanterns start off. The first
line is the number of cases (at most 5); each case is a line 'n m', m
lines 'k l1 ... lk' (switch i toggles the k lanterns l1 to lk, numbered
from 1, each once; k may be 0), a line q (1 to 1000), then q lines of n
states, 0 or 1, each a query. Prints 'Case c:', then for each query how many sets of
switches (the empty set included) light exactly the lanterns it wants.
For 'flipswap gen' and 'flipswap validate', --size NxM is N lanterns and
M switches (50x50 unless given); gen draws 1 to 8 queries a case.

example:
  $ printf '%s\\n' 2 '3 2' '2 1 2' '2 1 3' 2 '0 1 1' '1 1 1' '3 3' 0 0 0 2 \\
      '0 0 0' '1 0 0' | flipswap lanterns
  Case 1:
  1
  0
  Case 2:
  8
  0
",
};
