//! The toggle puzzles' tables: for every board, the optimal presses (a
//! breadth-first search from the goals), and the compact form (columns over
//! GF(2), read off the press engine's reduction of the puzzle's rule).

use crate::Tables;
use crate::press::{Rule, Solver, State};
use crate::rules::{FLIP_GAME, FRIDGE, LIGHTS, NO_ANSWER, Toggle, answer_key};

/// Writes each enabled toggle puzzle's table and its compact form.
pub fn write(tables: &mut Tables) {
    let puzzles = [
        (
            cfg!(feature = "flip-game"),
            "FLIP_GAME",
            "Flip Game board (bit `4 * row + col` set = white)",
            &FLIP_GAME,
        ),
        (
            cfg!(feature = "fridge"),
            "FRIDGE",
            "refrigerator (bit `4 * row + col` set = closed `+`)",
            &FRIDGE,
        ),
        (
            cfg!(feature = "lights"),
            "LIGHTS",
            "lights board (bit `3 * row + col` set = on)",
            &LIGHTS,
        ),
    ];
    // Only the enabled puzzles' tables: each one's feature names it.
    let enabled = puzzles.into_iter().filter(|puzzle| puzzle.0);
    for (_, name, what, puzzle) in enabled {
        let answers = bfs(puzzle);
        let codes = codes(name, &answers);
        let most = answers.iter().flatten().map(|presses| presses.count_ones());
        let most = most.max().unwrap_or(0);
        let held = if answers.contains(&None) {
            format!(
                "; `{NO_ANSWER:#06X}` where no presses solve it,\n\
                 which no answer can be: the most any needs is {most}"
            )
        } else {
            format!(
                "; every board can be solved, so every entry is an\n\
                 answer (the most any needs is {most}) and none is a marker"
            )
        };
        let doc = format!(
            "For each {what}, indexed by its bits: the cells of the optimal\n\
             solution with the fewest presses that reads least in reading order, as a\n\
             bit mask over the same cells{held}. Two bytes a board, the low byte\n\
             first (read by `code`)."
        );
        let bytes: Vec<u8> = codes.iter().flat_map(|code| code.to_le_bytes()).collect();
        tables.bytes(name, &doc, &bytes);
        write_compact(tables, name, puzzle);
    }
}

/// The table's codes: each board's answer, and [`NO_ANSWER`] for a board
/// that has none. A puzzle whose every board can be solved needs no
/// marker; one that has boards without an answer must have no answer equal
/// to the marker, or the library would read that answer as "impossible".
fn codes(name: &str, answers: &[Option<u16>]) -> Vec<u16> {
    if answers.contains(&None) {
        assert!(
            !answers.contains(&Some(NO_ANSWER)),
            "{name}: an answer equals the marker {NO_ANSWER:#06x}"
        );
    }
    answers
        .iter()
        .map(|answer| answer.unwrap_or(NO_ANSWER))
        .collect()
}

/// For every board, the cells of an optimal solution as a bit mask, or
/// `None` when no presses solve it. The search starts from the goals; since
/// every press is its own inverse, the distance from a goal to a board is
/// the distance back.
///
/// Among the optimal press sets of a board the one that reads least in
/// reading order is kept (`rules::answer_key`), so the answer is canonical:
/// the least set for a board at distance `d + 1` is the least of
/// `set(board ^ mask(cell)) | bit(cell)` over its neighbours at distance
/// `d`, because adding a cell that neither set holds keeps their order.
fn bfs(puzzle: &Toggle) -> Vec<Option<u16>> {
    const UNSEEN: u8 = u8::MAX;
    let states = 1usize << puzzle.cells();
    let mut presses = vec![0; states];
    let mut distance = vec![UNSEEN; states];
    let mut frontier: Vec<u16> = puzzle.goals.to_vec();
    for &goal in puzzle.goals {
        presses[usize::from(goal)] = 0;
        distance[usize::from(goal)] = 0;
    }
    let mut depth = 0u8;
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &board in &frontier {
            let here = presses[usize::from(board)];
            for cell in 0..puzzle.cells() {
                let neighbour = usize::from(board ^ puzzle.mask(cell));
                let candidate = here | 1 << cell;
                if distance[neighbour] == UNSEEN {
                    distance[neighbour] = depth + 1;
                    presses[neighbour] = candidate;
                    next.push(neighbour as u16);
                } else if distance[neighbour] == depth + 1
                    && answer_key(candidate) < answer_key(presses[neighbour])
                {
                    presses[neighbour] = candidate;
                }
            }
        }
        frontier = next;
        depth += 1;
    }
    let seen = distance.iter().map(|&d| d != UNSEEN);
    presses
        .iter()
        .zip(seen)
        .map(|(&p, seen)| seen.then_some(p))
        .collect()
}

/// The compact form of a toggle puzzle, read off the press engine's
/// reduction of its rule ([`Solver::reduce`]) with the presses in reverse
/// order: the engine reduces from the last press to the first, so its free
/// presses are then the puzzle's last ones, which the compact form has
/// always left unpressed (any free presses would serve; these keep the
/// tables' bytes).
struct Compact {
    /// Column `i`: the presses, no free one among them, that the reduced
    /// system gives for cell `i` alone, a set that toggles exactly cell `i`
    /// when some set does; XOR-ed over a solvable board's cells, they clear
    /// it.
    columns: Vec<u16>,
    /// The reduced system's checks: masks whose parity is even on every
    /// board that presses can clear.
    checks: Vec<u16>,
    /// Every set of presses that changes nothing: some free presses and
    /// the pivot presses that undo them, in the order of the free presses'
    /// bit patterns.
    idle: Vec<u16>,
}

fn reduce(puzzle: &Toggle) -> Compact {
    let n = usize::from(puzzle.cells());
    // Press `i` of `reversed` is the puzzle's press `n - 1 - i`.
    let adds: Vec<State> = (0..n).rev().map(|i| puzzle.rule.adds(i)).collect();
    let reversed = Rule::of_presses(n, 2, &adds).expect("a toggle puzzle has at most 16 presses");
    let solver = Solver::new(&reversed);
    let presses = |map: State| bits((0..n).filter(|&i| map.get(n - 1 - i) != 0));
    let one = |i: usize| State::ZERO.with(i, 1);
    let particular = |wanted: State| solver.reduce(wanted, false).0;
    let columns = (0..n).map(|cell| presses(particular(one(cell))));
    // Check `j` holds the cells whose change alone fails it.
    let fails: Vec<u64> = (0..n)
        .map(|cell| solver.reduce(one(cell), false).1)
        .collect();
    let count = u64::BITS - fails.iter().fold(0, |all, fail| all | fail).leading_zeros();
    let checks = (0..count).map(|j| bits((0..n).filter(|&cell| fails[cell] >> j & 1 != 0)));
    // The free presses, the puzzle's first first: the reduced system gives
    // a pivot press's change back as that press alone, a free press's as
    // others.
    let free: Vec<usize> = (0..n)
        .rev()
        .filter(|&i| particular(reversed.adds(i)) != one(i))
        .collect();
    let idle = (0..1u32 << free.len()).map(|subset| {
        let chosen = free.iter().enumerate();
        let chosen = chosen.filter(|(bit, _)| subset & 1 << bit != 0);
        let map = chosen.fold(State::ZERO, |map, (_, &i)| map.with(i, 1));
        let undo = particular(reversed.apply(State::ZERO, map));
        presses(map.add(undo, 2))
    });
    Compact {
        columns: columns.collect(),
        checks: checks.collect(),
        idle: idle.collect(),
    }
}

/// The cells of `cells` as bits.
fn bits(cells: impl Iterator<Item = usize>) -> u16 {
    cells.fold(0, |bits, i| bits | 1 << i)
}

/// Writes the compact form of `puzzle` as `{name}_COLUMNS`, and
/// `{name}_CHECKS` and `{name}_IDLE` when it has checks or idle presses.
fn write_compact(tables: &mut Tables, name: &str, puzzle: &Toggle) {
    let compact = reduce(puzzle);
    let statics = [
        (
            "COLUMNS",
            "the presses that clear a solvable board are the XOR of the columns\n\
             of the cells it must change (column `i` alone toggles just cell `i` where\n\
             some presses can)",
            &compact.columns,
        ),
        (
            "CHECKS",
            "a board can be solved when its bits under each mask have even parity",
            &compact.checks,
        ),
        (
            "IDLE",
            "every set of presses that changes nothing",
            &compact.idle,
        ),
    ];
    for (part, what, values) in statics {
        if part == "CHECKS" && values.is_empty() || part == "IDLE" && values.len() == 1 {
            continue;
        }
        let doc = format!("Compact form of {name}: {what}.");
        tables.words(&format!("{name}_{part}"), &doc, values);
    }
}
