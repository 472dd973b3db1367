//! The 15-puzzle against the oracle of `common::fifteen`. The tests named
//! `oracle_*` check the oracle itself against the published facts
//! (PUZZLES.md, part three), against exhaustive searches of small boards and
//! its two searches against each other; the others check `flipswap::fifteen`
//! against the oracle.

use crate::common;

use common::Rng;
use common::fifteen::{
    self as oracle, Board, DLRU,
    Estimate::{Conflicts, Manhattan},
    GOAL, RADIUS, ball, ball_of, canonical, ida_star, parity, parity_of, random_board, random_walk,
    replay, slide, slide_in, solvable, swap_tiles,
};
use flipswap::Cell;
use flipswap::fifteen::{self, Move, OverLimit};
use proptest::prelude::*;
use std::collections::{HashMap, VecDeque};

// ---------------------------------------------------------------------------
// The oracle itself
// ---------------------------------------------------------------------------

/// Boards at each distance from the goal, 0 to 16 moves (OEIS A089473,
/// from Korf and Schultze's complete breadth-first search).
const GOAL_HISTOGRAM: [usize; 17] = [
    1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938, 7808, 15544, 30821, 60842, 119000,
];

/// UVa 10181's sample boards: the first solvable, the second not.
const UVA_SAMPLE: [&str; 2] = [
    "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15",
    "13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14",
];

/// AOJ ALDS1_13_C's sample board, 8 moves from the goal.
const AOJ_SAMPLE: &str = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15";

fn board(text: &str) -> Board {
    oracle::parse(text).unwrap_or_else(|| panic!("{text:?} is not a board"))
}

#[test]
fn oracle_slides_the_blank_and_stops_at_the_edges() {
    assert_eq!(slide(GOAL, b'd'), None);
    assert_eq!(slide(GOAL, b'r'), None);
    assert_eq!(
        slide(GOAL, b'u').map(oracle::rows).as_deref(),
        Some("1 2 3 4\n5 6 7 8\n9 10 11 0\n13 14 15 12")
    );
    assert_eq!(
        slide(GOAL, b'l').map(oracle::rows).as_deref(),
        Some("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15")
    );
    let middle = board("1 2 3 4 5 0 6 7 8 9 10 11 12 13 14 15");
    for (there, back) in [(b'u', b'd'), (b'd', b'u'), (b'l', b'r'), (b'r', b'l')] {
        let moved = slide(middle, there).expect("an inner cell has four neighbours");
        assert_ne!(moved, middle);
        assert_eq!(slide(moved, back), Some(middle));
    }
    let corner = board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    assert_eq!(slide(corner, b'u'), None);
    assert_eq!(slide(corner, b'l'), None);
    assert_eq!(replay(GOAL, "UL"), replay(GOAL, "ul"));
    assert_eq!(replay(GOAL, "uuuu"), None);
    assert_eq!(
        replay(GOAL, "uuul"),
        Some(board("1 2 0 3 5 6 7 4 9 10 11 8 13 14 15 12"))
    );
    assert_eq!(replay(GOAL, ""), Some(GOAL));
}

#[test]
fn oracle_reads_and_writes_the_judges_boards() {
    let first = board(UVA_SAMPLE[0]);
    assert_eq!(
        first,
        [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15]
    );
    for text in UVA_SAMPLE.into_iter().chain([AOJ_SAMPLE]) {
        assert_eq!(oracle::rows(board(text)), text);
    }
    assert_eq!(
        oracle::rows(GOAL),
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0"
    );
    for bad in [
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 0",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 0",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 -15 0",
    ] {
        assert_eq!(oracle::parse(bad), None, "{bad:?}");
    }
    assert!(!oracle::is_board([0; 16]));
}

/// Every ordering of `0..n`, in lexicographic order.
fn orderings(n: u8) -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    let mut cells: Vec<u8> = (0..n).collect();
    loop {
        all.push(cells.clone());
        let Some(i) = (0..cells.len() - 1)
            .rev()
            .find(|&i| cells[i] < cells[i + 1])
        else {
            return all;
        };
        let j = (i + 1..cells.len())
            .rev()
            .find(|&j| cells[j] > cells[i])
            .expect("a rise");
        cells.swap(i, j);
        cells[i + 1..].reverse();
    }
}

#[test]
fn oracle_parity_rule_is_exact_on_every_small_board() {
    // (width, height, boards that reach the goal, the most moves needed).
    for (width, height, reached, most) in [
        (3, 2, 360, Some(21)),
        (2, 3, 360, Some(21)),
        (4, 2, 20_160, Some(36)),
        (2, 4, 20_160, Some(36)),
        (2, 2, 12, None),
    ] {
        let cells = width * height;
        let mut goal: Vec<u8> = (1..cells as u8).collect();
        goal.push(0);
        let mut distance: HashMap<Vec<u8>, u8> = HashMap::from([(goal.clone(), 0)]);
        let mut queue = VecDeque::from([goal.clone()]);
        while let Some(b) = queue.pop_front() {
            let next = distance[&b] + 1;
            for &letter in b"udlr" {
                let mut moved = b.clone();
                if slide_in(&mut moved, width, letter) && !distance.contains_key(&moved) {
                    distance.insert(moved.clone(), next);
                    queue.push_back(moved);
                }
            }
        }
        assert_eq!(distance.len(), reached, "{width} × {height}");
        if let Some(most) = most {
            assert_eq!(distance.values().max(), Some(&most), "{width} × {height}");
        }
        let goal_parity = parity_of(&goal, width);
        for b in orderings(cells as u8) {
            assert_eq!(
                distance.contains_key(&b),
                parity_of(&b, width) == goal_parity,
                "{b:?}, {width} × {height}"
            );
        }
    }
}

#[test]
fn oracle_ball_holds_the_known_number_of_boards_at_each_distance() {
    let ball = ball();
    assert_eq!(ball.radius(), RADIUS);
    assert_eq!(
        ball.histogram(),
        GOAL_HISTOGRAM[..=usize::from(RADIUS)],
        "boards at each distance"
    );
    for (d, level) in ball.histogram().iter().enumerate() {
        assert_eq!(ball.level(d as u8).len(), *level);
    }
    for b in ball.boards() {
        let d = ball.get(b).expect("in the ball");
        assert!(solvable(b), "{b:?}");
        // Each move carries one tile one cell: the Manhattan distance is a
        // lower bound of the same parity.
        let m = oracle::manhattan(b);
        assert!(m <= d && (d - m) % 2 == 0, "{b:?}: {m} against {d}");
        // A neighbour is one nearer, as far, or one farther (or outside).
        let mut nearer = 0;
        for &letter in b"udlr" {
            if let Some(n) = slide(b, letter) {
                match ball.get(n) {
                    Some(e) => assert_eq!(e.abs_diff(d), 1, "{b:?} {}", letter as char),
                    None => assert_eq!(d, RADIUS, "{b:?} {}", letter as char),
                }
                nearer += usize::from(ball.get(n) == d.checked_sub(1));
            }
        }
        assert_eq!(nearer > 0, d > 0, "{b:?}");
    }
    // A board with two tiles swapped is in the other half, so nowhere.
    let mut rng = Rng::new(0x0F1F_7EE7);
    for _ in 0..2000 {
        let b = random_walk(&mut rng, 6);
        let a = (rng.next_u64() % 15) as usize;
        let c = (a + 1 + (rng.next_u64() % 14) as usize) % 15;
        let swapped = swap_tiles(b, a, c);
        assert_ne!(parity(swapped), parity(b));
        assert!(!solvable(swapped));
        assert_eq!(ball.get(swapped), None, "{swapped:?}");
    }
}

#[test]
fn oracle_counts_the_linear_conflicts_of_each_line() {
    use oracle::line_conflicts;
    assert!((0..8).all(|line| line_conflicts(GOAL, line) == 0));
    let top = board("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
    assert_eq!(line_conflicts(top, 0), 2);
    let reversed = board("4 3 2 1 5 6 7 8 9 10 11 12 13 14 15 0");
    assert_eq!(line_conflicts(reversed, 0), 6);
    // Tiles of other lines, and the blank, do not count.
    let mixed = board("4 5 0 1 2 6 7 8 9 10 11 12 13 14 15 3");
    assert_eq!(line_conflicts(mixed, 0), 2);
    // The first column: 5 over 1 is one conflict; 13 on top and 1 at the
    // bottom both have to leave it.
    let column = board("5 2 3 4 1 6 7 8 9 10 11 12 13 14 15 0");
    assert_eq!(line_conflicts(column, 4), 2);
    assert_eq!(line_conflicts(column, 0), 0);
    assert_eq!(line_conflicts(column, 1), 0);
    let column = board("13 2 3 4 5 6 7 8 9 10 11 12 1 14 15 0");
    assert_eq!(line_conflicts(column, 4), 4);
}

#[test]
fn oracle_ida_star_finds_the_greedy_walks_answer_inside_the_ball() {
    let small = ball_of(9);
    let ball = ball();
    // Every board within 9 moves and a sample of the rest, by the plain
    // search (no ball) and by the perimeter search against the small ball.
    let boards = ball
        .boards()
        .enumerate()
        .filter(|&(i, _)| i < 3000 || i % 97 == 0);
    let mut checked = 0;
    for (_, b) in boards {
        let expected = canonical(b, DLRU, ball).expect("in the ball");
        assert_eq!(expected.len(), usize::from(ball.get(b).unwrap()));
        assert_eq!(replay(b, &expected), Some(GOAL), "{b:?}");
        for estimate in [Manhattan, Conflicts] {
            let plain = ida_star(b, estimate, None).expect("solvable");
            assert_eq!(plain.moves, expected, "{b:?}: {estimate:?}");
            let perimeter = ida_star(b, estimate, Some(&small)).expect("solvable");
            assert_eq!(perimeter.moves, expected, "{b:?}: {estimate:?}, ball of 9");
        }
        checked += 1;
    }
    assert!(checked > 4000, "{checked}");
}

#[test]
fn oracle_perimeter_search_agrees_with_the_plain_search() {
    let mut rng = Rng::new(0x1018_1F1F);
    let mut lengths = Vec::new();
    for steps in [30, 40, 50, 60] {
        let b = random_walk(&mut rng, steps);
        let plain = ida_star(b, Manhattan, None).expect("solvable");
        assert_eq!(replay(b, &plain.moves), Some(GOAL));
        let conflicts = ida_star(b, Conflicts, None).expect("solvable");
        assert_eq!(conflicts.moves, plain.moves, "{b:?}: conflicts");
        assert!(conflicts.nodes <= plain.nodes, "{b:?}");
        let perimeter = ida_star(b, Manhattan, Some(ball())).expect("solvable");
        assert_eq!(perimeter.moves, plain.moves, "{b:?}: perimeter");
        assert!(perimeter.nodes <= plain.nodes, "{b:?}");
        let both = oracle::solve(b).expect("solvable");
        assert_eq!(both.moves, plain.moves, "{b:?}: both");
        assert!(both.nodes <= conflicts.nodes, "{b:?}");
        lengths.push(plain.moves.len());
    }
    assert!(
        lengths.iter().any(|&l| l > usize::from(RADIUS) + 8),
        "{lengths:?}"
    );
}

#[test]
fn oracle_answers_the_judges_samples() {
    let first = board(UVA_SAMPLE[0]);
    let found = oracle::solve(first).expect("solvable");
    assert_eq!(found.moves.to_ascii_uppercase(), "LLLDRDRDR");
    assert_eq!(
        ida_star(first, Manhattan, None).expect("solvable").moves,
        found.moves
    );
    let second = board(UVA_SAMPLE[1]);
    assert!(!solvable(second));
    assert!(oracle::solve(second).is_none());
    assert_eq!(
        oracle::solve(board(AOJ_SAMPLE)).map(|f| f.moves.len()),
        Some(8)
    );
    assert_eq!(ball().get(board(AOJ_SAMPLE)), Some(8));
    assert_eq!(oracle::solve(GOAL).map(|f| f.moves), Some(String::new()));
    // Half of all boards can reach the goal.
    let mut rng = Rng::new(0x5EED_1018);
    let reach = (0..10_000)
        .filter(|_| solvable(random_board(&mut rng)))
        .count();
    assert!((4700..5300).contains(&reach), "{reach}");
}

// ---------------------------------------------------------------------------
// flipswap::fifteen against the oracle
// ---------------------------------------------------------------------------

fn board_of(cells: Board) -> fifteen::Board {
    fifteen::Board::from_cells(cells).unwrap_or_else(|| panic!("{cells:?} is a board"))
}

/// The move named by the oracle's `letter`.
fn move_of(letter: u8) -> Move {
    [Move::Up, Move::Down, Move::Left, Move::Right]
        .into_iter()
        .find(|m| m.letter() as u8 == letter)
        .unwrap_or_else(|| panic!("{:?} names no move", letter as char))
}

/// Checks flipswap's answer and hint for `start` against the oracle's
/// least shortest string `expected` (lower case; `None`: it cannot reach
/// the goal), and replays the answer with `Board::slide`.
fn agrees(start: Board, expected: Option<&str>) {
    let board = board_of(start);
    let solution = fifteen::solve(board);
    let hint = fifteen::hint(board);
    let context = || oracle::rows(start).replace('\n', " / ");
    assert_eq!(board.is_solvable(), expected.is_some(), "{}", context());
    assert_eq!(
        board.can_reach(fifteen::Board::GOAL),
        expected.is_some(),
        "{}",
        context()
    );
    let Some(expected) = expected else {
        assert!(
            solution.is_none(),
            "{}: unsolvable, yet answered",
            context()
        );
        assert_eq!(hint, None, "{}: unsolvable, yet hinted", context());
        return;
    };
    let solution = solution.unwrap_or_else(|| panic!("{}: no answer", context()));
    assert_eq!(
        solution.to_string(),
        expected.to_ascii_uppercase(),
        "{}",
        context()
    );
    assert_eq!(solution.len(), expected.len(), "{}", context());
    assert_eq!(solution.is_empty(), expected.is_empty(), "{}", context());
    assert_eq!(
        hint.map(Move::letter),
        expected.chars().next(),
        "{}: the hint is not the first move",
        context()
    );
    let mut at = board;
    let mut made = 0;
    for (step, letter) in solution.moves().zip(expected.chars()) {
        assert_eq!(step.letter(), letter, "{}: move {made}", context());
        at = at
            .slide(step)
            .unwrap_or_else(|| panic!("{}: move {made} leaves the board", context()));
        made += 1;
    }
    assert_eq!(made, expected.len(), "{}: moves() is short", context());
    assert_eq!(solution.moves().count(), expected.len(), "{}", context());
    assert_eq!(at, fifteen::Board::GOAL, "{}: ends elsewhere", context());
}

/// Checks that flipswap's board of `cells` has those cells, blank, slides
/// and text.
fn board_agrees(cells: Board) {
    let board = board_of(cells);
    assert_eq!(board.cells(), cells);
    let blank = cells.iter().position(|&c| c == 0).expect("a blank") as u8;
    assert_eq!(board.blank(), Cell::new(blank / 4, blank % 4), "{cells:?}");
    for &letter in b"udlr" {
        assert_eq!(
            board.slide(move_of(letter)).map(|b| b.cells()),
            slide(cells, letter),
            "{cells:?} {}",
            letter as char
        );
    }
    let text = board.to_string();
    assert_eq!(text, oracle::rows(cells));
    assert_eq!(text.parse::<fifteen::Board>().ok(), Some(board), "{text:?}");
}

#[test]
fn the_goal_and_the_moves_are_the_judges() {
    assert_eq!(fifteen::Board::GOAL.cells(), GOAL);
    assert_eq!(fifteen::MOST_MOVES, 80);
    board_agrees(GOAL);
    agrees(GOAL, Some(""));
    assert_eq!(
        fifteen::solve_within(fifteen::Board::GOAL, 1_000).map(|s| s.map(|s| s.len())),
        Ok(Some(0))
    );
    let letters: Vec<char> = [Move::Up, Move::Down, Move::Left, Move::Right]
        .into_iter()
        .map(Move::letter)
        .collect();
    assert_eq!(letters, ['u', 'd', 'l', 'r']);
    // The 15-puzzle's moves are the 8-puzzle's.
    let same: flipswap::eight::Move = Move::Down;
    assert_eq!(same, flipswap::eight::Move::Down);
}

#[test]
fn the_judges_samples_get_the_judges_answers() {
    // UVa 10181.
    let first: fifteen::Board = UVA_SAMPLE[0].parse().expect("the first sample");
    assert_eq!(first.cells(), board(UVA_SAMPLE[0]));
    assert_eq!(first.to_string(), UVA_SAMPLE[0]);
    let answer = fifteen::solve(first).expect("solvable");
    assert_eq!(answer.to_string(), "LLLDRDRDR");
    assert_eq!(answer.len(), 9);
    assert_eq!(fifteen::hint(first), Some(Move::Left));
    agrees(board(UVA_SAMPLE[0]), Some("llldrdrdr"));
    let second: fifteen::Board = UVA_SAMPLE[1].parse().expect("the second sample");
    assert_eq!(second.cells(), board(UVA_SAMPLE[1]));
    assert!(!second.is_solvable());
    assert!(fifteen::solve(second).is_none());
    agrees(board(UVA_SAMPLE[1]), None);
    // AOJ ALDS1_13_C.
    let aoj: fifteen::Board = AOJ_SAMPLE.parse().expect("the sample");
    assert_eq!(fifteen::solve(aoj).map(|s| s.len()), Some(8));
    let expected = canonical(board(AOJ_SAMPLE), DLRU, ball());
    agrees(board(AOJ_SAMPLE), expected.as_deref());
}

/// How many moves out every board is checked; beyond, to the ball's
/// radius, every [`SAMPLE_STEP`]-th board of each level.
const EVERY_BOARD_TO: u8 = 13;
const SAMPLE_STEP: usize = 3;

#[test]
fn boards_within_the_ball_get_the_canonical_answer() {
    let ball = ball();
    let mut checked = 0;
    for d in 0..=RADIUS {
        let step = if d <= EVERY_BOARD_TO { 1 } else { SAMPLE_STEP };
        for &cells in ball.level(d).iter().step_by(step) {
            let expected = canonical(cells, DLRU, ball).expect("in the ball");
            agrees(cells, Some(&expected));
            board_agrees(cells);
            checked += 1;
        }
    }
    let every: usize = GOAL_HISTOGRAM[..=usize::from(EVERY_BOARD_TO)].iter().sum();
    assert!(checked > every + 20_000, "{checked}");
}

/// Boards some way from the goal: random walks from it, the oracle's
/// answers and how many moves they need.
fn harder_boards() -> &'static [(Board, String)] {
    static BOARDS: std::sync::OnceLock<Vec<(Board, String)>> = std::sync::OnceLock::new();
    BOARDS.get_or_init(|| {
        let mut rng = Rng::new(0x1018_1F1F_15B0_A4D5);
        let mut boards = Vec::new();
        for steps in [
            40, 45, 50, 55, 60, 65, 70, 60, 100, 50, 55, 60, 65, 70, 80, 90, 75, 85, 60, 70,
        ] {
            let cells = random_walk(&mut rng, steps);
            let found = oracle::solve(cells).expect("solvable");
            boards.push((cells, found.moves));
        }
        boards
    })
}

#[test]
fn harder_boards_get_the_oracles_answer() {
    let boards = harder_boards();
    for (cells, expected) in boards {
        assert_eq!(replay(*cells, expected), Some(GOAL));
        agrees(*cells, Some(expected));
        let within = fifteen::solve_within(board_of(*cells), u64::MAX)
            .unwrap_or_else(|_| panic!("{cells:?}: over no limit"))
            .map(|s| s.to_string());
        assert_eq!(within, Some(expected.to_ascii_uppercase()), "{cells:?}");
    }
    let lengths: Vec<usize> = boards.iter().map(|(_, moves)| moves.len()).collect();
    assert!(
        lengths.iter().filter(|&&l| l >= 40).count() >= 3,
        "{lengths:?}: too few hard boards"
    );
    assert!(
        lengths.iter().all(|&l| l > usize::from(RADIUS)),
        "{lengths:?}"
    );
}

/// Boards that need more than 50 moves by the oracle's own lower bound
/// (the Manhattan distance and the linear conflicts, which no path beats):
/// one of the boards that need 80 (PUZZLES.md §19), and random boards
/// whose bound passes 50.
fn past_fifty() -> Vec<Board> {
    let mut boards = vec![board("0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1")];
    let mut rng = Rng::new(0x5010_1810_0050_AB1E);
    while boards.len() < 6 {
        let cells = random_board(&mut rng);
        let bound = u32::from(oracle::manhattan(cells))
            + (0..8)
                .map(|line| u32::from(oracle::line_conflicts(cells, line)))
                .sum::<u32>();
        if solvable(cells) && bound > 50 {
            boards.push(cells);
        }
    }
    boards
}

/// UVa 10181 accepts at most 50 moves: `solve_at_most` gives the oracle's
/// answer when it has at most `most` moves and `None` past it; `flipswap
/// fifteen` prints the answer within 50 and the judge's words past it, and
/// `check fifteen` takes the words exactly there.
#[test]
fn fifteen_is_the_judges_fifty_moves_and_check_agrees() {
    let within = harder_boards();
    for (cells, moves) in within {
        let board = board_of(*cells);
        for most in [moves.len() - 1, moves.len(), 50] {
            let found = fifteen::solve_at_most(board, most as u8, u64::MAX)
                .unwrap_or_else(|_| panic!("{cells:?}: over no limit"))
                .map(|s| s.to_string());
            let fits = moves.len() <= most;
            assert_eq!(
                found,
                fits.then(|| moves.to_ascii_uppercase()),
                "{cells:?} within {most}"
            );
        }
    }
    let past = past_fifty();
    // Each board with its right answer by the oracle, then with the other
    // claim: the words for a board solved within 50, and for one past it
    // the oracle's moves for the nearest board solved within 50 (any moves
    // of more than 50 are refused).
    let mut cases: Vec<(Board, String, String)> = within
        .iter()
        .map(|(cells, moves)| (*cells, moves.to_ascii_uppercase(), NOT_SOLVABLE.to_owned()))
        .collect();
    for cells in &past {
        assert_eq!(
            fifteen::solve_at_most(board_of(*cells), 50, u64::MAX),
            Ok(None),
            "{cells:?}"
        );
        cases.push((*cells, NOT_SOLVABLE.to_owned(), "LLLDRDRDR".to_owned()));
    }
    let mut input = format!("{}\n", cases.len());
    let mut expected = String::new();
    let mut claims = format!("{}\n", 2 * cases.len());
    let mut verdicts = String::new();
    for (number, (cells, right, wrong)) in cases.iter().enumerate() {
        let rows = oracle::rows(*cells);
        input.push_str(&format!("{rows}\n"));
        expected.push_str(&format!("{right}\n"));
        claims.push_str(&format!("{rows}\n{right}\n{rows}\n{wrong}\n"));
        verdicts.push_str(&format!(
            "case {}: ok\ncase {}: wrong\n",
            2 * number + 1,
            2 * number + 2
        ));
    }
    let (out, err, status) = common::cli::flipswap(&["fifteen"], &input);
    assert_eq!((out, status), (expected, Some(0)), "{err}");
    let (out, _, status) = common::cli::flipswap(&["check", "fifteen"], &claims);
    let got: String = out
        .lines()
        .filter_map(|line| {
            let (case, rest) = line.split_once(": ")?;
            case.starts_with("case ")
                .then(|| format!("{case}: {}\n", if rest == "ok" { "ok" } else { "wrong" }))
        })
        .collect();
    assert_eq!(got, verdicts, "{out}");
    assert_eq!(status, Some(3));
}

/// UVa 10181's words for a board that needs more moves than the judge
/// takes.
const NOT_SOLVABLE: &str = "This puzzle is not solvable.";

/// A board of Korf's 100 (`benches/data/korf-100.txt`) that needs 66
/// moves and takes the search a few hundredths of a second: more than 64,
/// so its answer outgrows 128 bits of two-bit moves. No oracle here
/// reaches so far; the answer must replay to the goal whole, the same
/// length by every reading.
#[test]
fn answers_of_more_than_64_moves_are_kept_whole() {
    let board = board("4 6 14 13\n7 8 11 9\n3 10 15 5\n12 0 2 1");
    let fifteen_board = board_of(board);
    let solution = fifteen::solve(fifteen_board).expect("solvable");
    assert_eq!(solution.len(), 66);
    assert_eq!(solution.moves().count(), 66);
    let text = solution.to_string();
    assert_eq!(text.len(), 66);
    assert_eq!(replay(board, &text), Some(GOAL));
    assert_eq!(
        fifteen::hint(fifteen_board).map(Move::letter),
        text.to_ascii_lowercase().chars().next()
    );
}

#[test]
fn solve_within_stops_at_its_limit_and_agrees_beyond_it() {
    let (cells, expected) = harder_boards()
        .iter()
        .max_by_key(|(_, moves)| moves.len())
        .expect("boards");
    let board = board_of(*cells);
    for limit in [0, 1, 2, 5, 10, 40] {
        assert_eq!(
            fifteen::solve_within(board, limit).map(|s| s.map(|s| s.len())),
            Err(OverLimit),
            "{limit} nodes for {} moves",
            expected.len()
        );
    }
    // Doubling the limit: once within it, within every larger one, with the
    // answer of `solve`.
    let mut limit = 1u64;
    let mut answered = 0;
    while answered < 2 {
        match fifteen::solve_within(board, limit) {
            Ok(answer) => {
                let answer = answer.map(|s| s.to_string());
                assert_eq!(answer, Some(expected.to_ascii_uppercase()), "{limit}");
                answered += 1;
            }
            Err(OverLimit) => assert_eq!(answered, 0, "over {limit} nodes, within fewer"),
        }
        assert!(limit < 1 << 50, "over {limit} nodes");
        limit *= 2;
    }
    // Exactly the boards `solve_counting` expanded are enough.
    let (answer, expanded) = fifteen::solve_counting(board, u64::MAX);
    let answer = answer.map(|s| s.map(|s| s.to_string()));
    assert_eq!(answer, Ok(Some(expected.to_ascii_uppercase())));
    assert!(expanded >= expected.len() as u64, "{expanded}");
    let within = fifteen::solve_within(board, expanded).map(|s| s.map(|s| s.to_string()));
    assert_eq!(within, answer, "within {expanded}");
    let under = fifteen::solve_within(board, expanded - 1).map(|s| s.map(|s| s.len()));
    assert_eq!(
        under,
        Err(OverLimit),
        "within {} of {expanded}",
        expanded - 1
    );
    // A board of the other half needs no search.
    let other = swap_tiles(*cells, 0, 1);
    assert_eq!(
        fifteen::solve_within(board_of(other), u64::MAX).map(|s| s.is_none()),
        Ok(true)
    );
}

#[test]
fn solve_within_needs_exactly_the_boards_solve_counting_expands() {
    let ball = ball();
    let mut boards: Vec<Board> = (0..=6)
        .flat_map(|d| ball.level(d).iter().copied())
        .collect();
    boards.extend(ball.boards().step_by(499));
    boards.extend(harder_boards().iter().take(6).map(|(cells, _)| *cells));
    let mut rng = Rng::new(0x0011_4175);
    boards.extend((0..20).map(|_| swap_tiles(random_walk(&mut rng, 30), 3, 9)));
    for cells in boards {
        let board = board_of(cells);
        let (answer, expanded) = fifteen::solve_counting(board, u64::MAX);
        let answer = answer
            .unwrap_or_else(|_| panic!("{board:?}: over no limit"))
            .map(|s| s.to_string());
        let expected = if solvable(cells) {
            canonical(cells, DLRU, ball)
                .or_else(|| oracle::solve(cells).map(|f| f.moves))
                .map(|moves| moves.to_ascii_uppercase())
        } else {
            None
        };
        assert_eq!(answer, expected, "{board:?}");
        let within = |limit| fifteen::solve_within(board, limit).map(|s| s.map(|s| s.to_string()));
        assert_eq!(
            within(expanded),
            Ok(answer.clone()),
            "{board:?} within {expanded}"
        );
        assert_eq!(within(expanded + 1), Ok(answer), "{board:?}");
        if expanded > 0 {
            assert_eq!(
                within(expanded - 1),
                Err(OverLimit),
                "{board:?}, {expanded}"
            );
            assert_eq!(within(0), Err(OverLimit), "{board:?}, {expanded}");
        }
    }
}

#[test]
fn boards_of_the_other_half_are_unsolvable() {
    let mut rng = Rng::new(0x0DD0_DD10_1018);
    let mut sources: Vec<Board> = ball().level(RADIUS).iter().step_by(500).copied().collect();
    sources.extend(harder_boards().iter().map(|(cells, _)| *cells));
    sources.push(GOAL);
    for cells in sources {
        for _ in 0..4 {
            let a = (rng.next_u64() % 15) as usize;
            let b = (a + 1 + (rng.next_u64() % 14) as usize) % 15;
            let swapped = swap_tiles(cells, a, b);
            assert!(!solvable(swapped));
            agrees(swapped, None);
            board_agrees(swapped);
            let board = board_of(swapped);
            assert!(board.can_reach(board), "{board}");
            assert!(!board.can_reach(board_of(cells)), "{board}");
        }
    }
    // The 14-15 board, the classic impossible one.
    let classic = board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0");
    assert!(!solvable(classic));
    agrees(classic, None);
}

#[test]
fn can_reach_is_the_parity_rule_on_random_pairs() {
    let mut rng = Rng::new(0xC0FF_EE15);
    let mut reached = 0;
    for _ in 0..20_000 {
        let (a, b) = (random_board(&mut rng), random_board(&mut rng));
        let (from, to) = (board_of(a), board_of(b));
        let same = parity(a) == parity(b);
        assert_eq!(from.can_reach(to), same, "{from} to {to}");
        assert_eq!(to.can_reach(from), same, "{to} to {from}");
        assert_eq!(from.is_solvable(), solvable(a), "{from}");
        reached += usize::from(same);
    }
    assert!((9_000..11_000).contains(&reached), "{reached}");
}

proptest! {
    #[test]
    fn a_shuffled_board_reads_writes_and_reaches_as_the_oracle_says(
        cells in Just((0u8..16).collect::<Vec<u8>>()).prop_shuffle(),
        steps in proptest::collection::vec(0usize..4, 0..30),
    ) {
        let cells: Board = cells.try_into().expect("16 cells");
        let board = board_of(cells);
        prop_assert_eq!(board.cells(), cells);
        prop_assert_eq!(board.is_solvable(), solvable(cells));
        prop_assert_eq!(board.to_string(), oracle::rows(cells));
        prop_assert_eq!(board.to_string().parse::<fifteen::Board>().ok(), Some(board));
        // Moves keep the half: the board reaches where it slides.
        let mut moved = cells;
        for step in steps {
            let letter = b"udlr"[step];
            if let Some(next) = slide(moved, letter) {
                moved = next;
            }
        }
        prop_assert!(board.can_reach(board_of(moved)));
        prop_assert_eq!(board_of(moved).is_solvable(), board.is_solvable());
    }
}

#[test]
fn from_cells_takes_exactly_the_boards() {
    let mut bad = vec![
        [1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], // a tile twice, no blank
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 14], // a tile twice
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], // no blank, a 16
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16], // a 16 for the 15
        [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],  // two blanks
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255],
        [0; 16],
    ];
    // A 16 or more in the place of each tile of the goal.
    for i in 0..16 {
        for big in [16, 17, 31, 32, 128, 255] {
            let mut cells = GOAL;
            cells[i] = big;
            bad.push(cells);
        }
    }
    for cells in bad {
        assert_eq!(fifteen::Board::from_cells(cells), None, "{cells:?}");
    }
    // Random near-boards: a board exactly when the oracle says so.
    let mut rng = Rng::new(0xF00D_CE11_1515);
    let mut boards = 0;
    for _ in 0..50_000 {
        let mut cells = random_board(&mut rng);
        cells[(rng.next_u64() % 16) as usize] = (rng.next_u64() % 18) as u8;
        let taken = fifteen::Board::from_cells(cells);
        assert_eq!(taken.is_some(), oracle::is_board(cells), "{cells:?}");
        if let Some(board) = taken {
            assert_eq!(board.cells(), cells);
        }
        boards += usize::from(taken.is_some());
    }
    assert!(boards > 1000, "only {boards} boards among the near-boards");
}

#[test]
fn reading_refuses_what_is_not_a_board() {
    for bad in [
        "",
        "1 2 3 4\n5 6 7 8\n9 10 11 12",               // three rows
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15",     // fifteen numbers
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0 1", // seventeen
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n1 2 3 4", // five rows
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 15",  // a tile twice
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16",  // a 16
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 0",    // two blanks
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 x 0",    // a letter
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 -15 0",  // a sign
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 256", // past a byte
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 1.5 0",  // a fraction
    ] {
        assert!(bad.parse::<fifteen::Board>().is_err(), "{bad:?}");
        assert_eq!(oracle::parse(bad), None, "the oracle takes {bad:?}");
    }
    // Each goal row with one number changed to each of a few wrong ones.
    for row in 0..4 {
        for col in 0..4 {
            for wrong in ["16", "a", "-1", "99", "1 2"] {
                let mut lines: Vec<Vec<String>> = GOAL
                    .chunks(4)
                    .map(|r| r.iter().map(u8::to_string).collect())
                    .collect();
                lines[row][col] = wrong.to_string();
                let text: Vec<String> = lines.iter().map(|l| l.join(" ")).collect();
                let text = text.join("\n");
                assert!(text.parse::<fifteen::Board>().is_err(), "{text:?}");
            }
        }
    }
}
