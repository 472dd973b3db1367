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
