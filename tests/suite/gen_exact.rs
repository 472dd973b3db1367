//! `flipswap gen X --moves N | flipswap X` answers exactly N: for every
//! subcommand at its default size (and more sizes of sliding tiles and the
//! swap game, and Lights Out's goals), every N from 0 to the most, or a
//! sample of N where drawing or answering is slow (the 15-puzzle, sliding
//! tiles of 12 and 16 cells). `switches`, whose judge (Luogu P10449) prints
//! `-1` for a board needing more than 6 presses, answers `-1` there. Each
//! drawn board needs N by the oracles of `common` too, where one is quick.
//! One more than the most is refused at once with the words and the status
//! every puzzle refuses with, and `--moves max` draws the most where it is
//! known. Each most is the oracles' where one is quick, else the library's
//! word that another test holds to an oracle (named where it is used).

use std::collections::{HashMap, VecDeque};
use std::sync::OnceLock;

use crate::cli_gen::oracle_moves;
use crate::common;

use common::cli::flipswap;
use common::lights_out::{Bits, Oracle, goal_boards};
use common::sliding::{Distances, Grid};
use common::{UNREACHABLE, cross_masks, row_and_column_masks, toggle_distances};
use flipswap::tiles;

/// Luogu P10449 (`switches`): the fewest presses when at most 6, else `-1`.
const SWITCHES_AT_MOST: u32 = 6;

/// What is drawn: a subcommand with its options for `gen` (a size, a goal)
/// and for answering (a goal), the most its boards need (`None` where it
/// is not known for every target), and the N to try (`None`: every N from
/// 0 to the most).
struct Case {
    puzzle: &'static str,
    options: Vec<&'static str>,
    answer: Vec<&'static str>,
    most: Option<u32>,
    sample: Option<Vec<u32>>,
}

impl Case {
    fn every(puzzle: &'static str, options: &[&'static str], most: u32) -> Case {
        Case::with_most(puzzle, options, Some(most))
    }

    fn with_most(puzzle: &'static str, options: &[&'static str], most: Option<u32>) -> Case {
        let goal = options.iter().position(|&option| option == "--goal");
        let answer = goal.map_or(Vec::new(), |at| options[at..at + 2].to_vec());
        Case {
            puzzle,
            options: options.to_vec(),
            answer,
            most,
            sample: None,
        }
    }

    fn sampled(
        puzzle: &'static str,
        options: &[&'static str],
        most: Option<u32>,
        ns: &[u32],
    ) -> Case {
        Case {
            sample: Some(ns.to_vec()),
            ..Case::with_most(puzzle, options, most)
        }
    }

    fn ns(&self) -> Vec<u32> {
        let every = || (0..=self.most.unwrap_or(0)).collect();
        self.sample.clone().unwrap_or_else(every)
    }

    /// `flipswap gen` of this case for `moves`: its arguments.
    fn gen_args<'a>(&'a self, moves: &'a str, seed: &'a str) -> Vec<&'a str> {
        let mut args = vec!["gen", self.puzzle, "--moves", moves, "--seed", seed];
        args.extend(&self.options);
        args
    }

    /// The input `gen` writes for `moves` with `seed`, which must succeed.
    fn drawn(&self, moves: &str, seed: &str) -> String {
        let (out, err, status) = flipswap(&self.gen_args(moves, seed), "");
        assert_eq!(status, Some(0), "{} --moves {moves}: {err}", self.name());
        out
    }

    /// The number of moves `flipswap <puzzle>` answers `input`'s case with.
    fn answered(&self, input: &str) -> Option<i64> {
        let mut args = vec![self.puzzle];
        args.extend(&self.answer);
        let (out, err, status) = flipswap(&args, input);
        assert_eq!(status, Some(0), "{}: {err}\n{input}", self.name());
        moves_of(self.puzzle, &out)
    }

    fn name(&self) -> String {
        format!("{} {}", self.puzzle, self.options.join(" "))
    }
}

/// The moves of the answer to the first case of `output`, as the
/// subcommand writes it (PUZZLES.md): a count on the first line, or the
/// press map's presses, the name then the count, the moves' letters, or
/// `Case 1: n`; `None` for a judge's word that is not a number.
fn moves_of(puzzle: &str, output: &str) -> Option<i64> {
    let first = output.lines().next()?;
    let presses = |rows: &str| rows.matches('1').count() as i64;
    match puzzle {
        "fliptile" => (first != "IMPOSSIBLE").then(|| presses(output)),
        "extended-lights-out" => {
            assert_eq!(first, "PUZZLE #1");
            Some(presses(output.split_once('\n')?.1))
        }
        "lights-off" => first.rsplit(' ').next()?.parse().ok(),
        "eight" | "fifteen" => Some(first.len() as i64),
        "eight-ii" => first.strip_prefix("Case 1: ")?.parse().ok(),
        _ => first.parse().ok(),
    }
}

/// What the judge prints for a board needing `n` moves.
fn judges_word(puzzle: &str, n: u32) -> i64 {
    if puzzle == "switches" && n > SWITCHES_AT_MOST {
        -1
    } else {
        i64::from(n)
    }
}

/// The most of a toggle puzzle's boards that reach a goal, by the
/// oracle's breadth-first search.
fn toggle_most(masks: &[u16], goals: &[u16]) -> u32 {
    let distances = toggle_distances(masks, goals);
    let reached = distances.iter().filter(|&&d| d != UNREACHABLE);
    u32::from(*reached.max().expect("the goals"))
}

/// The oracle's goal of sliding tiles of `rows × cols` with its blank in
/// `blank`, as the 8-puzzle's oracle holds a board.
fn eight_goal(blank: usize) -> common::eight::Board {
    let goal = Grid::goal_with_blank(3, 3, blank);
    goal.cells.try_into().expect("nine cells")
}

/// The most any start needs to reach any target of `rows × cols` (at most
/// nine cells): the largest of the oracle's searches from a goal with its
/// blank in each cell.
fn sliding_most(rows: usize, cols: usize) -> u32 {
    let most = (0..rows * cols).map(|blank| {
        if rows * cols == 9 {
            let histogram = common::eight::distances_once(eight_goal(blank)).histogram();
            histogram.len() - 1
        } else {
            usize::from(Distances::once(&Grid::goal_with_blank(rows, cols, blank)).most)
        }
    });
    most.max().expect("cells") as u32
}

/// The swap game on `rows × cols`, boards as bits in reading order: the
/// fewest swaps from `target` to every board with its count of black
/// cells, by the oracle's own breadth-first search.
fn swap_distances(rows: usize, cols: usize, target: u64) -> HashMap<u64, u32> {
    let mut distances = HashMap::from([(target, 0)]);
    let mut queue = VecDeque::from([target]);
    while let Some(board) = queue.pop_front() {
        let next = distances[&board] + 1;
        for cell in 0..rows * cols {
            for other in [cell + 1, cell + cols] {
                let beside = other == cell + cols || (cell + 1) % cols != 0;
                if other < rows * cols && beside && (board >> cell ^ board >> other) & 1 == 1 {
                    let moved = board ^ (1 << cell | 1 << other);
                    distances.entry(moved).or_insert_with(|| {
                        queue.push_back(moved);
                        next
                    });
                }
            }
        }
    }
    distances
}

/// The most swaps any pair of `rows × cols` boards with half the cells
/// black needs: the farthest board from every target.
fn swap_most(rows: usize, cols: usize) -> u32 {
    let half = (rows * cols / 2) as u32;
    (0..1u64 << (rows * cols))
        .filter(|bits| bits.count_ones() == half)
        .map(|target| {
            swap_distances(rows, cols, target)
                .into_values()
                .max()
                .unwrap_or(0)
        })
        .max()
        .expect("targets")
}

/// The moves the drawn case needs by an oracle, where one is quick.
fn oracle(case: &Case, input: &str, n: u32) -> Option<u32> {
    let swap_size = case.options.windows(2).find(|pair| pair[0] == "--size");
    match case.puzzle {
        "sliding" => {
            let (start, target) = common::sliding::parse_pair(input);
            match target.cells.len() {
                ..=8 => Distances::once(&target).get(&start).map(u32::from),
                9 => {
                    let board = |grid: &Grid| grid.cells.clone().try_into().expect("nine");
                    let distances = common::eight::distances_once(board(&target));
                    distances.get(board(&start)).map(u32::from)
                }
                12 if n <= 16 => {
                    let moves = common::sliding::ida_star(&start, &target)?;
                    Some(moves.len() as u32)
                }
                _ => None,
            }
        }
        "lights-out" if !case.answer.is_empty() => {
            let rows: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
            let cols = rows[0].len();
            let mut lights = Bits::EMPTY;
            for (cell, _) in rows.concat().chars().enumerate().filter(|&(_, c)| c == '1') {
                lights.set(cell);
            }
            let goal = ["off", "on", "one-colour"]
                .iter()
                .position(|&g| g == case.answer[1]);
            let goals = &goal_boards(rows.len() * cols)[goal.expect("a goal")];
            let presses = Oracle::new(rows.len(), cols).canonical(&lights, goals)?;
            Some(presses.count())
        }
        "fifteen" | "fifteen-count" if n <= 30 => {
            let rows: Vec<&str> = input.lines().filter(|l| l.contains(' ')).collect();
            let board = common::fifteen::parse(&rows.join("\n")).expect("a board");
            Some(common::fifteen::solve(board)?.moves.len() as u32)
        }
        "fifteen" | "fifteen-count" => None,
        "swap-game" | "moving-toys" if swap_size.is_some() => {
            let (rows, cols) = (3, 3);
            assert_eq!(swap_size.map(|pair| pair[1]), Some("3x3"));
            let lines: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
            let bits = |rows: &[&str]| {
                let cells = rows.concat().chars().collect::<Vec<_>>();
                (0..cells.len()).fold(0u64, |bits, i| bits | u64::from(cells[i] == '1') << i)
            };
            let (start, target) = (bits(&lines[..rows]), bits(&lines[rows..2 * rows]));
            swap_distances(rows, cols, target).get(&start).copied()
        }
        puzzle => {
            let found = oracle_moves(puzzle, input);
            assert_eq!(found.len(), 1, "{puzzle}: one case\n{input}");
            found[0]
        }
    }
}

/// Every subcommand, with the most its boards need, found once.
fn cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(every_case)
}

fn every_case() -> Vec<Case> {
    let (five, five_one_colour) = (
        common::lights_out::most_presses(5, 5, false),
        common::lights_out::most_presses(5, 5, true),
    );
    let twenty = common::lights_out::most_presses(1, 20, false);
    let eight = |blank: usize| {
        let histogram = common::eight::distances_once(eight_goal(blank)).histogram();
        (histogram.len() - 1) as u32
    };
    // Checked against every pair by `swap_game`'s exhaustive test.
    let swaps = flipswap::swap_game::MAX_SWAPS as u32;
    // Checked against a complete search by `levels_tiles`'s ignored test.
    let eleven = u32::from(tiles::most_moves(3, 4, 0).expect("known"));
    let fifteen = Some(u32::from(flipswap::fifteen::MOST_MOVES));
    vec![
        Case::every(
            "flip-game",
            &[],
            toggle_most(&cross_masks(4, 4), &[0, 0xFFFF]),
        ),
        Case::every("fridge", &[], toggle_most(&row_and_column_masks(), &[0])),
        Case::every("lights", &[], toggle_most(&cross_masks(3, 3), &[0x1FF])),
        Case::every("lights-out", &[], five),
        Case::every("lights-out", &["--goal", "on"], five),
        Case::every("lights-out", &["--goal", "one-colour"], five_one_colour),
        Case::every("fliptile", &[], five),
        Case::every(
            "extended-lights-out",
            &[],
            common::lights_out::most_presses(5, 6, false),
        ),
        Case::every("painter", &[], five),
        Case::every(
            "lights-off",
            &[],
            common::lights_out::most_presses(10, 10, false),
        ),
        Case::every("switches", &[], five),
        Case::every("water-bowls", &[], twenty),
        Case::every("flip-cards", &[], twenty),
        Case::every("swap-game", &[], swaps),
        // The same draw as swap-game's, whose every N stands for both.
        Case::sampled("moving-toys", &[], Some(swaps), &[0, 1, 6, 12, 17]),
        Case::every("swap-game", &["--size", "3x3"], swap_most(3, 3)),
        Case::every("eight", &[], eight(8)),
        Case::every("eight-ii", &[], (0..9).map(eight).max().expect("cells")),
        Case::every("eight-digits", &[], eight(4)),
        Case::sampled("fifteen", &[], fifteen, &[0, 1, 2, 10, 20, 30, 40, 45]),
        Case::sampled("fifteen-count", &[], fifteen, &[0, 1, 5, 15, 25, 35, 45]),
        Case::every("sliding", &["--size", "2x2"], sliding_most(2, 2)),
        Case::every("sliding", &["--size", "2x3"], sliding_most(2, 3)),
        Case::every("sliding", &["--size", "3x2"], sliding_most(3, 2)),
        Case::every("sliding", &["--size", "2x4"], sliding_most(2, 4)),
        Case::every("sliding", &["--size", "4x2"], sliding_most(4, 2)),
        Case::every("sliding", &[], sliding_most(3, 3)),
        Case::sampled(
            "sliding",
            &["--size", "3x4"],
            Some(eleven),
            &[0, 1, 2, 9, 16, 32, 33, 41, 46],
        ),
        Case::sampled(
            "sliding",
            &["--size", "4x3"],
            Some(eleven),
            &[0, 1, 2, 9, 16, 32, 33, 42, 45],
        ),
        Case::sampled("sliding", &["--size", "4x4"], None, &[0, 1, 2, 10, 20, 30]),
    ]
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn gen_piped_into_each_subcommand_answers_exactly_the_moves_asked() {
    for case in cases() {
        for n in case.ns() {
            let moves = n.to_string();
            let input = case.drawn(&moves, "7");
            assert_eq!(
                case.answered(&input),
                Some(judges_word(case.puzzle, n)),
                "{} --moves {n}:\n{input}",
                case.name()
            );
            if let Some(found) = oracle(case, &input, n) {
                assert_eq!(
                    found,
                    n,
                    "{} --moves {n}, by the oracle:\n{input}",
                    case.name()
                );
            }
        }
    }
}

#[test]
fn one_more_than_the_most_is_refused_with_the_words_every_puzzle_uses() {
    for case in cases() {
        let Some(most) = case.most else {
            continue;
        };
        let past = (most + 1).to_string();
        let (out, err, status) = flipswap(&case.gen_args(&past, "0"), "");
        assert_eq!(
            (out.as_str(), status),
            ("", Some(2)),
            "{}: {err}",
            case.name()
        );
        assert_eq!(
            err,
            format!(
                "flipswap gen {}: no board needs {past} moves: the most any needs is {} (see 'flipswap help gen')\n",
                case.puzzle, most
            ),
            "{}",
            case.name()
        );
    }
}

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn max_draws_the_most_wherever_it_is_known() {
    for case in cases() {
        // The 15-puzzle's boards of 80 are not listed (no walk reaches them
        // quickly), and 4 × 4 sliding tiles' most is known only for the
        // targets whose blank is in a corner: a usage error.
        let Some(most) = case.most.filter(|_| !case.puzzle.starts_with("fifteen")) else {
            let (out, err, status) = flipswap(&case.gen_args("max", "0"), "");
            assert_eq!(
                (out.as_str(), status),
                ("", Some(2)),
                "{}: {err}",
                case.name()
            );
            continue;
        };
        // The hardest of 4 × 3 take the solver seconds; 3 × 4's stand for
        // both, and swap-game's for moving-toys's, the same draw.
        if case.options.contains(&"4x3") || case.puzzle == "moving-toys" {
            continue;
        }
        let input = case.drawn("max", "13");
        let expected = judges_word(case.puzzle, most);
        assert_eq!(case.answered(&input), Some(expected), "{}", case.name());
    }
}

#[test]
fn draws_past_what_is_quick_to_draw_are_refused_as_usage_with_the_limit() {
    for (puzzle, size) in [
        ("fifteen", None),
        ("fifteen-count", None),
        ("sliding", Some("4x4")),
    ] {
        let mut args = vec!["gen", puzzle, "--moves", "51"];
        args.extend(size.map(|size| ["--size", size]).iter().flatten());
        let (out, err, status) = flipswap(&args, "");
        assert_eq!((out.as_str(), status), ("", Some(2)), "{puzzle}: {err}");
        assert!(err.contains("at most 50"), "{puzzle}: {err}");
    }
}

#[test]
fn gen_help_says_switches_answers_minus_one_past_six_and_each_sliding_size_s_most() {
    let (help, _, status) = flipswap(&["gen", "switches", "--help"], "");
    assert_eq!(status, Some(0));
    let said = format!("answers -1 for N above {SWITCHES_AT_MOST}");
    assert!(help.replace('\n', " ").contains(&said), "{help}");
    for (rows, cols) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)] {
        let size = format!("{rows}x{cols}");
        let line = help
            .lines()
            .find(|line| line.starts_with("  ") && line.contains(&size) && line.contains(": "))
            .unwrap_or_else(|| panic!("no line for {size}:\n{help}"));
        let most = sliding_most(rows, cols).to_string();
        let (_, words) = line.split_once(": ").expect("sizes: words");
        assert!(words.starts_with(&most), "{size}: {line}");
    }
}
