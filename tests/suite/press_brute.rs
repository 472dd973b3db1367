//! Every rule `lights-out` names, weighed by brute force: for each rule
//! (cross, x, king, row-column and typed stencils), bounded and torus,
//! modulo 2 and 3, on every shape of up to 16 cells modulo 2 and 9 modulo
//! 3 (the ignored tests, which CI runs; `cargo test` sweeps up to 9 and
//! 6), every press map is weighed once by the tests' own oracle
//! ([`EveryMap`]), and every board under every goal is answered by the
//! engine that `lights-out --rule` uses. The fewest presses, `Impossible`
//! and the least press map in reading order must agree. The command and
//! `check` are then run on every board of the shapes up to 4 cells (6 in
//! CI): the command must print the oracle's answer, and `check` must take
//! it and refuse the same answer off by one press.

use std::fmt::Write as _;
use std::time::Instant;

use flipswap::grids::Engine;
use flipswap::lights_out::Goal;
use flipswap::press::{Cells, Edges, LightsRule, Shape};

use crate::common::cli::flipswap;
use crate::common::press::{EveryMap, Matrix, row_column};

/// A rule as the command names it, and its picture for the oracle (`None`
/// for the row and column).
struct Named {
    name: &'static str,
    picture: Option<&'static [&'static [u8]]>,
    /// Whether it takes two states (no weight of 2).
    two: bool,
}

const RULES: [Named; 7] = [
    Named {
        name: "cross",
        picture: Some(&[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]]),
        two: true,
    },
    Named {
        name: "x",
        picture: Some(&[&[1, 0, 1], &[0, 1, 0], &[1, 0, 1]]),
        two: true,
    },
    Named {
        name: "king",
        picture: Some(&[&[1, 1, 1], &[1, 1, 1], &[1, 1, 1]]),
        two: true,
    },
    Named {
        name: "row-column",
        picture: None,
        two: true,
    },
    // Typed: a row of five, and the four neighbours without the cell.
    Named {
        name: "11111",
        picture: Some(&[&[1, 1, 1, 1, 1]]),
        two: true,
    },
    Named {
        name: ".1./1.1/.1.",
        picture: Some(&[&[0, 1, 0], &[1, 0, 1], &[0, 1, 0]]),
        two: true,
    },
    // Gambler Bo's: 2 on the cell, modulo 3 only.
    Named {
        name: "010/121/010",
        picture: Some(&[&[0, 1, 0], &[1, 2, 1], &[0, 1, 0]]),
        two: false,
    },
];

const GOALS: [(Goal, &str); 3] = [
    (Goal::AllOff, "off"),
    (Goal::AllOn, "on"),
    (Goal::OneColour, "one-colour"),
];

/// The oracle's answer for `board` under `goal`: the fewest presses and
/// the least map among them, over every colour for one colour.
fn oracle(every: &EveryMap, board: &[u8], goal: Goal) -> Option<(u32, Vec<u8>)> {
    let p = every.states;
    let colours: Vec<u8> = match goal {
        Goal::AllOff => vec![0],
        Goal::AllOn => vec![p - 1],
        Goal::OneColour => (0..p).collect(),
    };
    colours
        .into_iter()
        .filter_map(|colour| every.answer(board, &vec![colour; board.len()]).1)
        .min()
}

/// Every shape of at most `most` cells.
fn shapes(most: usize) -> impl Iterator<Item = (usize, usize)> {
    (1..=most).flat_map(move |rows| (1..=most / rows).map(move |cols| (rows, cols)))
}

/// What one sweep weighed.
#[derive(Default)]
struct Tally {
    boards: u64,
    maps: u64,
    impossible: u64,
    several: u64,
}

/// The engine against the oracle on every board of every shape, for
/// every rule modulo `states`.
fn sweep(states: u8, torus: bool, rules: &[Named], most: usize) -> Tally {
    let edges = if torus { Edges::Torus } else { Edges::Bounded };
    let mut tally = Tally::default();
    for rule in rules.iter().filter(|rule| states == 3 || rule.two) {
        let shape: Shape = rule.name.parse().expect("a rule the command names");
        let lights = LightsRule {
            shape,
            edges,
            states,
        };
        for (rows, cols) in shapes(most) {
            let matrix = match rule.picture {
                Some(picture) => Matrix::grid(rows, cols, picture, torus, states),
                None => row_column(rows, cols, states),
            };
            let every = EveryMap::of(&matrix);
            tally.maps += every
                .best
                .iter()
                .map(|(count, _)| u64::from(*count))
                .sum::<u64>();
            tally.several += u64::from(every.best[0].0 > 1);
            let engine = Engine::new((rows as u8, cols as u8), lights).expect("a size it takes");
            let n = rows * cols;
            let p = usize::from(states);
            for at in 0..every.best.len() {
                let mut cells = Cells::ZERO;
                let mut rest = at;
                for i in 0..n {
                    cells.set(i / cols, i % cols, (rest % p) as u8);
                    rest /= p;
                }
                for (goal, _) in GOALS {
                    let found = engine
                        .fewest(&cells, (goal, states), u64::MAX, &mut |_| {})
                        .expect("no limit");
                    let expected = oracle_at(&every, at, goal);
                    tally.impossible += u64::from(expected.is_none());
                    let same = match (found, expected) {
                        (None, None) => true,
                        (Some(map), Some((presses, values))) => {
                            map.presses() == *presses
                                && (0..n).all(|i| map.get(i / cols, i % cols) == values[i])
                        }
                        _ => false,
                    };
                    assert!(
                        same,
                        "--rule {} torus {torus} states {states} {rows}x{cols} board {:?} goal {goal:?}: found {found:?}, expected {expected:?}",
                        rule.name,
                        every.board(at),
                    );
                    tally.boards += 1;
                }
            }
        }
    }
    tally
}

/// [`oracle`] for the board of index `at`, with no board built: the
/// change to each colour's board is found digit by digit.
fn oracle_at(every: &EveryMap, at: usize, goal: Goal) -> Option<&(u32, Vec<u8>)> {
    let p = usize::from(every.states);
    let change = |colour: usize| {
        let (mut rest, mut index, mut unit) = (at, 0, 1);
        for _ in 0..every.cells {
            index += (colour + p - rest % p) % p * unit;
            rest /= p;
            unit *= p;
        }
        every.best[index].1.as_ref()
    };
    match goal {
        Goal::AllOff => change(0),
        Goal::AllOn => change(p - 1),
        Goal::OneColour => (0..p).filter_map(change).min(),
    }
}

fn report(what: &str, tally: &Tally, started: Instant) {
    println!(
        "{what}: {} boards and goals answered, {} press maps weighed, {} impossible, {} kernels past the empty map; {:.2} s",
        tally.boards,
        tally.maps,
        tally.impossible,
        tally.several,
        started.elapsed().as_secs_f64()
    );
    // The sweep met boards no presses solve and rules with several
    // answers: it tells the cases apart, not only the easy ones.
    assert!(tally.impossible > 0 && tally.several > 0, "{what}");
}

/// The rules in two halves, so that the sweeps modulo 2 share the
/// test threads evenly.
fn halves() -> [&'static [Named]; 2] {
    let (first, second) = RULES.split_at(3);
    [first, second]
}

/// Every rule of `rules` modulo `states` on every shape of up to `most`
/// cells, bounded and torus.
fn sweep_all(what: &str, states: u8, rules: &[Named], most: usize) {
    let started = Instant::now();
    let mut tally = sweep(states, false, rules, most);
    let torus = sweep(states, true, rules, most);
    tally.boards += torus.boards;
    tally.maps += torus.maps;
    tally.impossible += torus.impossible;
    tally.several += torus.several;
    report(what, &tally, started);
}

// `cargo test` sweeps the shapes of up to 9 cells modulo 2 and 6 modulo
// 3 (half a second); CI runs the ignored sweeps too, up to 16 and 9 cells
// (about a minute and a half of both cores).

#[test]
fn every_rule_agrees_with_every_press_map_on_small_shapes() {
    sweep_all("mod 2 up to 9 cells", 2, &RULES, 9);
    sweep_all("mod 3 up to 6 cells", 3, &RULES, 6);
}

#[test]
#[ignore = "a minute of both cores: CI runs it (.ci/run)"]
fn cross_x_and_king_modulo_2_agree_with_every_press_map() {
    sweep_all("mod 2 up to 16 cells, cross, x, king", 2, halves()[0], 16);
}

#[test]
#[ignore = "a minute of both cores: CI runs it (.ci/run)"]
fn row_column_and_typed_stencils_modulo_2_agree_with_every_press_map() {
    sweep_all(
        "mod 2 up to 16 cells, row-column and typed",
        2,
        halves()[1],
        16,
    );
}

#[test]
#[ignore = "a minute of both cores: CI runs it (.ci/run)"]
fn every_rule_modulo_3_agrees_with_every_press_map() {
    sweep_all("mod 3 up to 9 cells, every rule", 3, &RULES, 9);
}

/// Writes a map of `values` on `cols` columns, a row a line.
fn rows_of(values: &[u8], cols: usize) -> String {
    let mut text = String::new();
    for row in values.chunks(cols) {
        for value in row {
            write!(text, "{value}").expect("a string");
        }
        text.push('\n');
    }
    text
}

/// The command and `check` on every board of up to 4 cells (6 in CI), for each
/// rule, edges, states and goal: the command prints the oracle's answer;
/// `check` takes it, and refuses it with one press more.
#[test]
fn the_command_and_check_agree_with_every_press_map_on_boards_of_4_cells() {
    command_and_check(4);
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn the_command_and_check_agree_with_every_press_map_on_boards_of_6_cells() {
    command_and_check(6);
}

/// The command and `check` on every board of up to `most` cells.
fn command_and_check(most: usize) {
    let started = Instant::now();
    let (mut runs, mut cases) = (0, 0);
    for states in [2u8, 3] {
        for torus in [false, true] {
            for rule in RULES.iter().filter(|rule| states == 3 || rule.two) {
                for (goal, goal_name) in GOALS {
                    let (mut input, mut expected, mut judged) =
                        (String::new(), String::new(), String::new());
                    let mut verdicts = Vec::new();
                    for (rows, cols) in shapes(most) {
                        let matrix = match rule.picture {
                            Some(picture) => Matrix::grid(rows, cols, picture, torus, states),
                            None => row_column(rows, cols, states),
                        };
                        let every = EveryMap::of(&matrix);
                        for at in 0..every.best.len() {
                            let board = every.board(at);
                            let board_text = rows_of(&board, cols);
                            input.push_str(&board_text);
                            input.push('\n');
                            let right = match oracle(&every, &board, goal) {
                                None => "Impossible\n".to_string(),
                                Some((presses, map)) => {
                                    format!("{presses}\n{}", rows_of(&map, cols))
                                }
                            };
                            expected.push_str(&right);
                            // One press more of one cell, or, for
                            // `Impossible`, one press.
                            let off = match oracle(&every, &board, goal) {
                                None => {
                                    let mut map = vec![0; board.len()];
                                    map[at % board.len()] = 1;
                                    format!("1\n{}", rows_of(&map, cols))
                                }
                                Some((presses, mut map)) => {
                                    let n = map.len();
                                    let cell =
                                        (0..n).map(|i| (at + i) % n).find(|&i| map[i] + 1 < states);
                                    let presses = match cell {
                                        Some(i) => {
                                            map[i] += 1;
                                            presses + 1
                                        }
                                        None => {
                                            map[0] -= 1;
                                            presses - 1
                                        }
                                    };
                                    format!("{presses}\n{}", rows_of(&map, cols))
                                }
                            };
                            for (claim, ok) in [(&right, true), (&off, false)] {
                                judged.push_str(&board_text);
                                judged.push('\n');
                                judged.push_str(claim);
                                verdicts.push(ok);
                            }
                        }
                    }
                    let mut args = vec!["--rule", rule.name, "--goal", goal_name];
                    let states_text = states.to_string();
                    args.extend(["--states", states_text.as_str()]);
                    if torus {
                        args.push("--torus");
                    }
                    let what = format!("lights-out {}", args.join(" "));
                    let answer: Vec<&str> =
                        ["lights-out"].into_iter().chain(args.clone()).collect();
                    let (out, err, code) = flipswap(&answer, &input);
                    assert_eq!((err.as_str(), code), ("", Some(0)), "{what}");
                    assert!(
                        out == expected,
                        "{what}: the command differs from the oracle"
                    );
                    let check: Vec<&str> =
                        ["check", "lights-out"].into_iter().chain(args).collect();
                    let (out, err, _) = flipswap(&check, &judged);
                    assert_eq!(err, "", "{what}");
                    let lines: Vec<&str> = out.lines().collect();
                    assert_eq!(lines.len(), verdicts.len() + 1, "{what}");
                    for (k, (line, ok)) in lines.iter().zip(&verdicts).enumerate() {
                        let said_ok = line.ends_with(": ok");
                        assert_eq!(said_ok, *ok, "{what}: case {}: {line}", k + 1);
                    }
                    runs += 2;
                    cases += verdicts.len();
                }
            }
        }
    }
    println!(
        "the command and check: {runs} runs, {cases} claims judged; {:.2} s",
        started.elapsed().as_secs_f64()
    );
}
