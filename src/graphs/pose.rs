//! `gen` and `validate` for the press puzzles on graphs: random graphs,
//! switches and queries drawn to a size `n × m` (n nodes; m edges, pairs or
//! switches), and each case written back as its judge writes it.

use core::fmt;

use super::{Graph, LANTERNS, LIGHTS, SWITCHES};
use crate::answer::{Put, Sink, text};
use crate::format::{Cells, Format, Step};
use crate::levels::{LevelError, Moves, Rng};
use crate::pose::{GenError, Pose, Spec, SpecError};
use crate::press::Solver;
use crate::read::{Listed, MOST_NODES};

/// How many graphs `gen` draws for one of an exact number of presses
/// before it gives up.
const TRIES: u32 = 4000;

/// The press maps weighed for each graph drawn for an exact number of
/// presses.
const WEIGHED: u64 = 1 << 22;

/// The most queries `gen` draws for one lanterns case (the judge poses up
/// to 1000).
const MOST_QUERIES: u16 = 8;

/// What every case is drawn from: its nodes, and the lines of its run
/// (edges, pairs, switches).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    nodes: u8,
    items: u8,
}

impl<const J: u8> Graph<J> {
    /// The size drawn when `--size` gives none.
    const DEFAULT: (u8, u8) = match J {
        LIGHTS => (35, 70),
        SWITCHES => (28, 60),
        _ => (50, 50),
    };

    /// The most lines of a run of `nodes` nodes: the edges or pairs that
    /// can be told apart, the switches the judge allows.
    const fn most_items(nodes: u8) -> u16 {
        let n = nodes as u16;
        let most = match J {
            LIGHTS => n * n.saturating_sub(1) / 2,
            SWITCHES => n * n.saturating_sub(1),
            _ => 50,
        };
        if most > 255 { 255 } else { most }
    }

    /// A random case of `sizes`.
    fn random(sizes: Sizes, rng: &mut Rng) -> Graph<J> {
        let mut listed = Listed::EMPTY;
        let n = u64::from(sizes.nodes);
        listed.nodes = sizes.nodes;
        listed.items = u16::from(sizes.items);
        listed.query = (0, 1);
        let mut drawn = 0;
        while drawn < sizes.items && J != LANTERNS {
            let (a, b) = (rng.below(n) as usize, rng.below(n) as usize);
            let row = listed.toggles.get(a).copied().unwrap_or(0);
            if a == b || row >> (b & 63) & 1 == 1 {
                continue;
            }
            for (from, to) in [(a, b), (b, a)]
                .into_iter()
                .take(if J == LIGHTS { 2 } else { 1 })
            {
                if let Some(row) = listed.toggles.get_mut(from) {
                    *row |= 1 << (to & 63);
                }
            }
            listed.keep(a as u32 + 1);
            listed.keep(b as u32 + 1);
            drawn += 1;
        }
        if J == LANTERNS {
            for switch in 0..usize::from(sizes.items) {
                let lanterns: u64 = (0..n)
                    .filter(|_| rng.below(3) == 0)
                    .fold(0, |bits, i| bits | 1 << i);
                if let Some(row) = listed.toggles.get_mut(switch) {
                    *row = lanterns;
                }
                listed.keep(lanterns.count_ones());
                for i in 0..n {
                    if lanterns >> i & 1 == 1 {
                        listed.keep(i as u32 + 1);
                    }
                }
            }
        }
        let all = if n >= 64 { u64::MAX } else { (1 << n) - 1 };
        listed.states = [rng.next_u64() & all, rng.next_u64() & all];
        if J == LANTERNS {
            // A case of several queries, each drawn as its part comes.
            listed.query = (0, 1 + rng.below(u64::from(MOST_QUERIES)) as u16);
            listed.states[1] = Self::wanted(&listed, rng);
        }
        listed.states_read = 2;
        Graph { listed, number: 1 }
    }

    /// A lanterns query of the switches `listed` holds: a state some of
    /// them give half the time, else any state.
    fn wanted(listed: &Listed, rng: &mut Rng) -> u64 {
        let n = u32::from(listed.nodes);
        let all = if n >= 64 { u64::MAX } else { (1 << n) - 1 };
        if !rng.coin() {
            return rng.next_u64() & all;
        }
        let on = listed.toggles.iter().take(usize::from(listed.items));
        on.fold(
            0,
            |state, &toggles| if rng.coin() { state ^ toggles } else { state },
        )
    }

    /// Writes the case as its judge does.
    fn write_case(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        let listed = &self.listed;
        let (n, m) = (listed.nodes, listed.items);
        let written = listed.written();
        let states = |out: &mut dyn fmt::Write, bits: u64| {
            for i in 0..n {
                let space = if i + 1 < n { " " } else { "" };
                write!(out, "{}{space}", bits >> (i & 63) & 1)?;
            }
            out.write_str("\n")
        };
        match J {
            LIGHTS => {
                writeln!(out, "{n} {m}")?;
                for pair in written.chunks(2) {
                    if let [a, b] = pair {
                        writeln!(out, "{a} {b}")?;
                    }
                }
            }
            SWITCHES => {
                writeln!(out, "{n}")?;
                states(out, listed.states[0])?;
                states(out, listed.states[1])?;
                for pair in written.chunks(2) {
                    if let [i, j] = pair {
                        writeln!(out, "{i} {j}")?;
                    }
                }
                writeln!(out, "0 0")?;
            }
            _ => {
                if listed.query.0 == 0 {
                    writeln!(out, "{n} {m}")?;
                    let mut rest = written;
                    while let Some((&k, after)) = rest.split_first() {
                        let (lanterns, next) = after.split_at(usize::from(k).min(after.len()));
                        write!(out, "{k}")?;
                        for lantern in lanterns {
                            write!(out, " {lantern}")?;
                        }
                        out.write_str("\n")?;
                        rest = next;
                    }
                    writeln!(out, "{}", listed.query.1)?;
                }
                states(out, listed.states[1])?;
            }
        }
        Ok(())
    }
}

/// `flipswap gen` and `validate` for `graph-lights`, `switch-problem`
/// and `lanterns`. Lights: any graph (every graph's lights can all be
/// lit), or one needing exactly n presses, drawn again until one does.
/// The others' answers are numbers of ways: any case.
impl<const J: u8> Pose for Graph<J> {
    type Setup = Sizes;
    type Drawn = Graph<J>;

    fn setup(spec: &Spec, format: Format) -> Result<Sizes, GenError> {
        let most_nodes = match format.cells {
            Cells::Lines(lines) => lines.most_nodes,
            _ => MOST_NODES as u8,
        };
        let least = match format.cells {
            Cells::Lines(lines) => match lines.steps.first() {
                Some(Step::Sizes { least, .. }) => *least as u8,
                _ => 0,
            },
            _ => 0,
        };
        let (nodes, items) = spec.size.unwrap_or(Self::DEFAULT);
        let most = Self::most_items(nodes) as u8;
        if nodes == 0 || nodes > most_nodes || items < least || items > most {
            return Err(SpecError::Size {
                asked: (nodes, items),
                rows: (1, most_nodes),
                cols: (least, most.max(least)),
                square: false,
            }
            .into());
        }
        if J != LIGHTS && spec.moves != Moves::Any {
            return Err(SpecError::Ways.into());
        }
        if spec.moves == Moves::Most {
            return Err(LevelError::MostUnknown.into());
        }
        Ok(Sizes { nodes, items })
    }

    fn draw(sizes: &Sizes, moves: Moves, rng: &mut Rng) -> Result<Graph<J>, GenError> {
        let Moves::Exactly(asked) = moves else {
            return Ok(Self::random(*sizes, rng));
        };
        if asked > u32::from(sizes.nodes) {
            let most = u32::from(sizes.nodes);
            return Err(LevelError::TooMany { asked, most }.into());
        }
        for _ in 0..TRIES {
            let graph = Self::random(*sizes, rng);
            let solver = Solver::new(&graph.rule());
            let fewest = solver.solve_within(graph.start(), graph.goal(), WEIGHED);
            if let Ok(Some(map)) = fewest {
                if map.presses() == asked {
                    return Ok(graph);
                }
            }
        }
        Err(LevelError::NotFound { asked }.into())
    }

    /// A lanterns case's next query, until it has as many as it says.
    fn next_part(_sizes: &Sizes, part: &Graph<J>, rng: &mut Rng) -> Option<Graph<J>> {
        let (query, queries) = part.listed.query;
        if J != LANTERNS || query + 1 >= queries {
            return None;
        }
        let mut next = *part;
        next.listed.query.0 = query + 1;
        next.listed.states[1] = Self::wanted(&next.listed, rng);
        Some(next)
    }

    fn pose<S: Sink>(graph: &Graph<J>, _format: Format, sink: &mut S) -> Put<S> {
        text(sink, |out| graph.write_case(out))
    }

    fn drawn(graph: &Graph<J>) -> &Graph<J> {
        graph
    }

    fn size_of(graph: &Graph<J>, _format: Format) -> (u8, u8) {
        (graph.listed.nodes, graph.listed.items.min(255) as u8)
    }
}
