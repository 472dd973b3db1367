//! Each toggle puzzle is a rule of the press engine: `flip_game::RULE`,
//! `fridge::RULE` and `lights::RULE` press what the oracle's masks press,
//! and on every board (65,536 of 4 × 4, 512 of 3 × 3) their solvers'
//! fewest presses are the table's answer, a press map that the oracle's own
//! rules take to a goal. The oracle (`common`) shares no code with flipswap.
//!
//! The press map itself is the table's too, on every board. The tie-breaks
//! coincide: the table keeps, of the fewest presses, the set that reads
//! least with the first cell most significant (a set that leaves the first
//! cell where two differ unpressed reads first), and the engine the least
//! press map in reading order (the first cell where two differ holds less);
//! on two-state cells those are one order. Flip Game's two goals are asked
//! one at a time and the fewer presses kept, ties to the map that reads
//! least: the least over both goals, as the table's search from both goals
//! keeps.

use crate::common;

use common::{UNREACHABLE, cross_masks, minimal_press_sets, press_all, row_and_column_masks};
use flipswap::press::{Rule, Solver, State};
use flipswap::toggle::{Solution, Toggle};
use flipswap::{flip_game, fridge, lights};

/// A toggle puzzle as a press rule, and the oracle's view of it.
trait ByRule: Toggle {
    /// The puzzle's rule and its solver, from the crate.
    fn rule() -> &'static Rule;
    fn solver() -> &'static Solver;
    /// The crate's answer by the rule.
    fn solve_by_rule(self) -> Option<Solution<Self>>;
    /// The oracle's press masks and goals, written from the judges'
    /// statements.
    fn masks() -> Vec<u16>;
    fn goals() -> Vec<u16>;
    /// The kernel's dimension: Flip Game's 4 × 4 cross has sixteen press
    /// sets that change nothing, the others only the empty one.
    const KERNEL: u32;
}

impl ByRule for flip_game::Board {
    fn rule() -> &'static Rule {
        &flip_game::RULE
    }
    fn solver() -> &'static Solver {
        &flip_game::SOLVER
    }
    fn solve_by_rule(self) -> Option<Solution<Self>> {
        flip_game::solve_by_rule(self)
    }
    fn masks() -> Vec<u16> {
        cross_masks(4, 4)
    }
    fn goals() -> Vec<u16> {
        vec![0x0000, 0xFFFF]
    }
    const KERNEL: u32 = 4;
}

impl ByRule for fridge::Board {
    fn rule() -> &'static Rule {
        &fridge::RULE
    }
    fn solver() -> &'static Solver {
        &fridge::SOLVER
    }
    fn solve_by_rule(self) -> Option<Solution<Self>> {
        fridge::solve_by_rule(self)
    }
    fn masks() -> Vec<u16> {
        row_and_column_masks()
    }
    fn goals() -> Vec<u16> {
        vec![0x0000]
    }
    const KERNEL: u32 = 0;
}

impl ByRule for lights::Board {
    fn rule() -> &'static Rule {
        &lights::RULE
    }
    fn solver() -> &'static Solver {
        &lights::SOLVER
    }
    fn solve_by_rule(self) -> Option<Solution<Self>> {
        lights::solve_by_rule(self)
    }
    fn masks() -> Vec<u16> {
        cross_masks(3, 3)
    }
    fn goals() -> Vec<u16> {
        vec![0x01FF]
    }
    const KERNEL: u32 = 0;
}

/// A two-state press map of at most 16 cells as bits, checking that it
/// presses no cell twice and none past `cells`.
fn bits_of(map: State, cells: u8) -> u16 {
    for i in 0..64 {
        assert!(map.get(i) <= 1, "{map}: cell {i} pressed twice");
        assert!(map.get(i) == 0 || i < usize::from(cells), "{map}: cell {i}");
    }
    (0..cells).fold(0, |bits, i| bits | u16::from(map.get(usize::from(i))) << i)
}

/// Whether press set `a` comes before `b` of as many presses, by the
/// test's own reckoning: the first cell where they differ is unpressed in
/// `a`.
fn reads_before(a: u16, b: u16) -> bool {
    a != b && a >> (a ^ b).trailing_zeros() & 1 == 0
}

fn the_rule_presses_what_the_oracle_presses<P: ByRule>() {
    let (rule, masks) = (P::rule(), P::masks());
    assert_eq!(rule.cells(), usize::from(P::CELLS));
    assert_eq!(rule.presses(), usize::from(P::CELLS));
    assert_eq!(rule.states(), 2);
    assert_eq!(rule.size(), (P::HEIGHT, P::WIDTH));
    for (i, &mask) in masks.iter().enumerate() {
        assert_eq!(bits_of(rule.adds(i), P::CELLS), mask, "press {i}");
    }
    assert_eq!(P::solver().rule(), rule);
    assert_eq!(P::solver().kernel_dimension(), P::KERNEL);
}

#[test]
fn each_puzzles_rule_presses_what_the_oracle_presses() {
    the_rule_presses_what_the_oracle_presses::<flip_game::Board>();
    the_rule_presses_what_the_oracle_presses::<fridge::Board>();
    the_rule_presses_what_the_oracle_presses::<lights::Board>();
}

/// On every board: the engine, asked for each goal, against the table.
fn the_engine_answers_as_the_table_does<P: ByRule>() {
    let (masks, goals) = (P::masks(), P::goals());
    // The fewest presses towards each goal alone, by trying every press set.
    let fewest: Vec<Vec<(u8, u32)>> = goals
        .iter()
        .map(|&goal| minimal_press_sets(&masks, goal))
        .collect();
    let solver = P::solver();
    for bits in 0..1u32 << P::CELLS {
        let board = P::from_bits(bits as u16).expect("a board's bits");
        let from = State::of_bits(u64::from(bits));
        let mut best: Option<u16> = None;
        for (g, &goal) in goals.iter().enumerate() {
            let map = solver
                .solve(from, State::of_bits(u64::from(goal)))
                .expect("a kernel of at most sixteen maps")
                .map(|map| bits_of(map, P::CELLS));
            let least = fewest[g][bits as usize].0;
            let Some(map) = map else {
                assert_eq!(least, UNREACHABLE, "{board:?} reaches {goal:#06x}");
                continue;
            };
            // Towards this goal: the oracle's rules take it there, in the
            // fewest presses that any press set does.
            assert_eq!(press_all(&masks, board.bits(), map), goal, "{board:?}");
            assert_eq!(
                map.count_ones(),
                u32::from(least),
                "{board:?} to {goal:#06x}"
            );
            best = match best {
                Some(old)
                    if old.count_ones() < map.count_ones()
                        || (old.count_ones() == map.count_ones() && reads_before(old, map)) =>
                {
                    Some(old)
                }
                _ => Some(map),
            };
        }
        let table = board.solve();
        // The fewest presses over the goals are the table's answer's
        // length, and (the tie-breaks coinciding, see the top of the file)
        // its very presses.
        assert_eq!(
            best.map(u16::count_ones),
            table.map(|s| s.len() as u32),
            "{board:?}"
        );
        assert_eq!(best, table.map(|s| s.bits()), "{board:?}");
        // The crate's own answer by the rule is the table's, whole.
        assert_eq!(board.solve_by_rule(), table, "{board:?}");
    }
}

#[test]
fn flip_game_by_rule_answers_every_board_as_the_table() {
    the_engine_answers_as_the_table_does::<flip_game::Board>();
}

#[test]
fn fridge_by_rule_answers_every_board_as_the_table() {
    the_engine_answers_as_the_table_does::<fridge::Board>();
}

#[test]
fn lights_by_rule_answers_every_board_as_the_table() {
    the_engine_answers_as_the_table_does::<lights::Board>();
}

#[test]
fn flip_game_takes_the_nearer_goal_and_the_least_map_between_goals() {
    // Some boards are as near to all black as to all white: there the
    // answer is the map that reads least over both, and the table's.
    let masks = cross_masks(4, 4);
    let (black, white) = (
        minimal_press_sets(&masks, 0x0000),
        minimal_press_sets(&masks, 0xFFFF),
    );
    let tied = (0..=u16::MAX)
        .filter(|&bits| {
            let (b, w) = (black[usize::from(bits)].0, white[usize::from(bits)].0);
            b == w && b != UNREACHABLE
        })
        .collect::<Vec<_>>();
    assert!(!tied.is_empty(), "no board is as near to both goals");
    for bits in tied {
        let board = flip_game::Board::from_bits(bits).expect("sixteen bits");
        assert_eq!(flip_game::solve_by_rule(board), flip_game::solve(board));
    }
}
