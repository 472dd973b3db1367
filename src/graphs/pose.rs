//! `gen` and `validate` for the press puzzles on graphs: random graphs,
//! switches and queries drawn to a size `n × m` (n nodes; m edges, pairs or
//! switches), and each case written back as its judge writes it.

use core::fmt;

use super::{Graph, LANTERNS, LIGHTS, SWITCHES};
use crate::answer::{Put, Sink, text};
use crate::format::{Cells, Format, Step};
use crate::levels::{LevelError, Moves, Rng};
use crate::pose::{GenError, Pose, SizeWords, Spec, SpecError, Unposed};
use crate::press::Solver;
use crate::read::{Listed, MOST_NODES};

/// How many graphs `gen` weighs for one of an exact number of presses
/// before it gives up: each a step of a climb, from a graph drawn afresh
/// every [`CLIMB`] steps.
const TRIES: u32 = 200_000;

/// The steps of one climb towards a graph needing the presses asked.
const CLIMB: u32 = 50;

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

    /// What the two numbers of a size count.
    const WORDS: SizeWords = match J {
        LIGHTS => SizeWords::LIGHTS,
        SWITCHES => SizeWords::SWITCHES,
        _ => SizeWords::LANTERNS,
    };

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

    /// Lights: a graph of `sizes` that `asked` presses light, planted: a
    /// press of each of `asked` lights toggles each of them an odd number
    /// of times (joined among themselves by cycles, so each to an even
    /// number of the others), and each other light an odd number of times
    /// (joined to one of them, or three); the edges left join other
    /// lights. `None` where the draw finds no room for the edges asked.
    fn planted(sizes: Sizes, asked: u32, rng: &mut Rng) -> Option<Graph<J>> {
        let n = usize::from(sizes.nodes);
        let pressed = usize::try_from(asked).ok().filter(|&p| p > 0 && p <= n)?;
        let others = n - pressed;
        let mut left = u32::from(sizes.items).checked_sub(others as u32)?;
        // The lights in a random order: the first `pressed` pressed.
        let mut order = [0u8; MOST_NODES];
        for (i, slot) in order.iter_mut().enumerate().take(n) {
            *slot = i as u8;
        }
        shuffle(order.get_mut(..n).unwrap_or_default(), rng);
        let light = |i: usize| order.get(i).copied().map_or(0, usize::from);
        let mut listed = Listed::EMPTY;
        listed.nodes = sizes.nodes;
        listed.items = u16::from(sizes.items);
        listed.query = (0, 1);
        let joined = |listed: &Listed, a: usize, b: usize| {
            a == b
                || listed
                    .toggles
                    .get(a)
                    .is_some_and(|row| row >> (b & 63) & 1 == 1)
        };
        let join = |listed: &mut Listed, a: usize, b: usize| {
            for (from, to) in [(a, b), (b, a)] {
                if let Some(row) = listed.toggles.get_mut(from) {
                    *row |= 1 << (to & 63);
                }
            }
            listed.keep(a as u32 + 1);
            listed.keep(b as u32 + 1);
        };
        // Cycles among the pressed lights, with a share of the edges
        // drawn at random.
        // At least what the other lights have no room for: edges among
        // them, and two more pressed lights for each, as often as fits.
        let room =
            others * others.saturating_sub(1) / 2 + others * (pressed.saturating_sub(1) / 2 * 2);
        let least = left.saturating_sub(room as u32);
        let mut share = match pressed >= 3 {
            false => 0,
            true => least + rng.below(u64::from(left - least) + 1) as u32,
        };
        let mut misses = 0;
        while share >= 3 && misses < 64 {
            let most = share.min(pressed as u32);
            let mut len = 3 + rng.below(u64::from(most - 2)) as u32;
            // No share of 1 or 2 edges left, which no cycle takes.
            match share - len {
                1 | 2 if share <= most => len = share,
                rest @ (1 | 2) if len + rest >= 6 => len -= 3 - rest,
                _ => {}
            }
            let len = len as usize;
            let mut cycle = [0u8; MOST_NODES];
            let cycle = cycle.get_mut(..pressed).unwrap_or_default();
            cycle.copy_from_slice(order.get(..pressed).unwrap_or_default());
            shuffle(cycle, rng);
            let cycle = cycle.get(..len).unwrap_or_default();
            let ends = |i: usize| {
                let at = |j: usize| cycle.get(j % len).copied().map_or(0, usize::from);
                (at(i), at(i + 1))
            };
            if (0..len).any(|i| joined(&listed, ends(i).0, ends(i).1)) {
                misses += 1;
                continue;
            }
            for i in 0..len {
                join(&mut listed, ends(i).0, ends(i).1);
            }
            share -= len as u32;
            left -= len as u32;
        }
        // Each other light joined to one pressed light.
        for i in pressed..n {
            let to = light(rng.below(pressed as u64) as usize);
            join(&mut listed, light(i), to);
        }
        // The rest: edges between other lights, or one of them joined to
        // two more pressed lights.
        let mut misses = 0;
        while left > 0 {
            if others == 0 || misses > 10_000 {
                return None;
            }
            misses += 1;
            let q = light(pressed + rng.below(others as u64) as usize);
            if left >= 2 && pressed >= 3 && rng.coin() {
                let (a, b) = (
                    light(rng.below(pressed as u64) as usize),
                    light(rng.below(pressed as u64) as usize),
                );
                if a != b && !joined(&listed, q, a) && !joined(&listed, q, b) {
                    join(&mut listed, q, a);
                    join(&mut listed, q, b);
                    left -= 2;
                }
                continue;
            }
            let r = light(pressed + rng.below(others as u64) as usize);
            if !joined(&listed, q, r) {
                join(&mut listed, q, r);
                left -= 1;
            }
        }
        listed.states_read = 2;
        Some(Graph { listed, number: 1 })
    }

    /// Lights: the graph with one edge, drawn at random, moved to a pair
    /// of lights drawn at random that no edge joins (the same graph where
    /// every pair is joined).
    fn moved(&self, rng: &mut Rng) -> Graph<J> {
        let mut graph = *self;
        let (n, m) = (u64::from(self.listed.nodes), u64::from(self.listed.items));
        let most = n * n.saturating_sub(1) / 2;
        if m == 0 || m >= most {
            return graph;
        }
        let (a, b) = loop {
            let (a, b) = (rng.below(n) as usize, rng.below(n) as usize);
            let row = graph.listed.toggles.get(a).copied().unwrap_or(0);
            if a != b && row >> (b & 63) & 1 == 0 {
                break (a, b);
            }
        };
        let edge = rng.below(m) as usize;
        let listed = &mut graph.listed;
        let ends = listed.written_mut().get_mut(2 * edge..2 * edge + 2);
        let Some([from, to]) = ends else {
            return *self;
        };
        let old = (
            usize::from(from.saturating_sub(1)),
            usize::from(to.saturating_sub(1)),
        );
        (*from, *to) = (a as u8 + 1, b as u8 + 1);
        for (x, y) in [old, (old.1, old.0), (a, b), (b, a)] {
            if let Some(row) = listed.toggles.get_mut(x) {
                *row ^= 1 << (y & 63);
            }
        }
        graph
    }

    /// Lights: how far the graph's fewest presses are from `asked`
    /// (`u32::MAX` where more press maps than [`WEIGHED`] would be weighed).
    fn off_by(&self, asked: u32) -> u32 {
        let solver = Solver::new(&self.rule());
        match solver.solve_within(self.start(), self.goal(), WEIGHED) {
            Ok(Some(map)) => map.presses().abs_diff(asked),
            _ => u32::MAX,
        }
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

/// `lights` in a random order, each order as likely.
fn shuffle(lights: &mut [u8], rng: &mut Rng) {
    for i in (1..lights.len()).rev() {
        lights.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

/// `flipswap gen` and `validate` for `graph-lights`, `switch-problem`
/// and `lanterns`. Lights: any graph (every graph's lights can all be
/// lit), or one needing exactly n presses, drawn again until one does.
/// The others' answers are numbers of ways: any case.
impl<const J: u8> Pose for Graph<J> {
    type Setup = Sizes;
    type Drawn = Graph<J>;

    const SIZE_WORDS: SizeWords = Self::WORDS;

    fn setup(spec: &Spec, format: Format) -> Result<Sizes, GenError> {
        let (nodes, items) = spec.size.unwrap_or(Self::DEFAULT);
        Self::fits((nodes, items), format)?;
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
        let size = (sizes.nodes, sizes.items);
        if asked > u32::from(sizes.nodes) {
            let most = u32::from(sizes.nodes);
            return Err(SpecError::PressesPast { size, asked, most }.into());
        }
        // A climb: a graph drawn (the answer planted where the size
        // holds one), then its edges moved one at a time, each move kept
        // where the fewest presses come no farther from those asked.
        let mut graph = Self::random(*sizes, rng);
        let mut off = u32::MAX;
        for step in 0..TRIES {
            if step % CLIMB == 0 {
                graph =
                    Self::planted(*sizes, asked, rng).unwrap_or_else(|| Self::random(*sizes, rng));
                off = graph.off_by(asked);
            } else {
                let moved = graph.moved(rng);
                let now = moved.off_by(asked);
                if now <= off {
                    (graph, off) = (moved, now);
                }
            }
            if off == 0 {
                return Ok(graph);
            }
        }
        Err(SpecError::NoGraph { size, asked }.into())
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

    /// The switch problem: no pair names a switch for itself.
    fn posed(graph: &Graph<J>) -> Result<(), Unposed> {
        if J != SWITCHES {
            return Ok(());
        }
        match graph
            .listed
            .written()
            .chunks(2)
            .find(|pair| pair.first() == pair.get(1))
        {
            Some(&[switch, _]) => Err(Unposed::PairToItself { switch }),
            _ => Ok(()),
        }
    }

    /// The nodes the format holds, and the lines of a run of as many as
    /// asked that `gen` draws and `validate --size` takes (a size is at
    /// most 255 each).
    fn fits((nodes, items): (u8, u8), format: Format) -> Result<(), SpecError> {
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
        let most = Self::most_items(nodes) as u8;
        if nodes == 0 || nodes > most_nodes || items < least || items > most {
            return Err(SpecError::Counts {
                asked: (nodes, items),
                nodes: (1, most_nodes),
                items: (least, most.max(least)),
                words: Self::WORDS,
            });
        }
        Ok(())
    }

    fn size_of(graph: &Graph<J>, _format: Format) -> (u8, u8) {
        (graph.listed.nodes, graph.listed.items.min(255) as u8)
    }
}
