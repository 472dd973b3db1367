//! The judges of Lights Out at any size (`LightsOutJudge`) and of the swap
//! game at any size (`Judge::new` of an `AnyPair`, and `Judge::count_only`
//! for moving toys), against the independent oracles in `common`: the
//! expected counts and maps come from the oracles, not from flipswap.

use flipswap::Cell;
use flipswap::check::{Judge, LightsOutJudge, LineJudge, Problem, Rejection};
use flipswap::lights_out::{Board, Goal};
use flipswap::swap_game::{AnyPair, Grid, Pair};
use proptest::prelude::*;

use crate::common::lights_out::{Bits, Oracle, goal_boards};
use crate::common::swap_grid;

/// Runs `judge` over every line of `answer`.
fn judged(mut judge: impl LineJudge, answer: &str) -> Result<(), (u32, Problem)> {
    for line in answer.lines() {
        judge.push_line(line.as_bytes());
    }
    judge
        .finish()
        .map_err(|r: Rejection| (r.line(), r.problem()))
}

// ---- the swap game at any size -----------------------------------------

/// A pair of random boards of one size with equal counts.
fn any_pair() -> impl Strategy<Value = (u8, u8, u64, u64)> {
    (1u8..=6, 1u8..=6, any::<u64>()).prop_map(|(rows, cols, seed)| {
        let mut rng = crate::common::Rng::new(seed);
        let cells = usize::from(rows) * usize::from(cols);
        let ones = (rng.next_u64() % (cells as u64 + 1)) as usize;
        let start = swap_grid::random_board(&mut rng, rows.into(), cols.into(), ones);
        let target = swap_grid::random_board(&mut rng, rows.into(), cols.into(), ones);
        (rows, cols, start, target)
    })
}

fn pair(rows: u8, cols: u8, start: u64, target: u64) -> AnyPair {
    let grid = |bits| Grid::from_bits(rows, cols, bits).expect("a board");
    AnyPair::new(grid(start), grid(target)).expect("one size, equal counts")
}

/// The oracle's fewest swaps.
fn fewest(rows: u8, cols: u8, start: u64, target: u64) -> u32 {
    let flow = swap_grid::fewest_swaps(start, target, cols.into());
    if usize::from(rows) * usize::from(cols) <= 16 {
        let bfs = swap_grid::bfs(rows.into(), cols.into(), start);
        assert_eq!(
            i64::from(bfs[target as usize]),
            flow,
            "the oracles disagree"
        );
    }
    flow as u32
}

/// The move line of swapping cells `a` and `b` (0-based indices).
fn swap_line(a: usize, b: usize, cols: u8) -> String {
    let cols = usize::from(cols);
    format!(
        "{}{}{}{}",
        a / cols + 1,
        a % cols + 1,
        b / cols + 1,
        b % cols + 1
    )
}

/// A shortest answer found by the oracle alone: from the start, a random
/// swap that brings the board one swap closer to the target, by the
/// oracle's count, until the target.
fn oracle_answer(rows: u8, cols: u8, start: u64, target: u64, seed: u64) -> String {
    let mut rng = crate::common::Rng::new(seed);
    let edges = swap_grid::edges(rows.into(), cols.into());
    let mut board = start;
    let mut left = fewest(rows, cols, start, target);
    let mut lines = vec![left.to_string()];
    while left > 0 {
        let closer: Vec<_> = edges
            .iter()
            .filter(|&&(a, b)| (board >> a ^ board >> b) & 1 == 1)
            .filter(|&&(a, b)| {
                let after = swap_grid::swap(board, a, b);
                swap_grid::fewest_swaps(after, target, cols.into()) + 1 == i64::from(left)
            })
            .collect();
        let &(a, b) = closer[(rng.next_u64() % closer.len() as u64) as usize];
        let (a, b) = if rng.next_u64() & 1 == 0 {
            (a, b)
        } else {
            (b, a)
        };
        lines.push(swap_line(a, b, cols));
        board = swap_grid::swap(board, a, b);
        left -= 1;
    }
    lines.join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_size_swap_answers_are_judged_by_every_rule(
        (rows, cols, start, target) in any_pair(),
        seed in any::<u64>(),
    ) {
        let pair = pair(rows, cols, start, target);
        let solution = pair.solve().expect("a pair can always be solved");
        let fewest = fewest(rows, cols, start, target);
        prop_assert_eq!(solution.len() as u32, fewest);
        let judge = || Judge::new(pair);

        // Right: the solver's answer, and any shortest answer of the oracle's.
        prop_assert_eq!(judged(judge(), &solution.to_string()), Ok(()));
        prop_assert_eq!(judged(judge(), &oracle_answer(rows, cols, start, target, seed)), Ok(()));
        let small = |n: u32| n.min(255) as u8;

        // Count-only (moving toys).
        prop_assert_eq!(judged(Judge::count_only(pair), &fewest.to_string()), Ok(()));
        prop_assert_eq!(
            judged(Judge::count_only(pair), &(fewest + 1).to_string()),
            Err((1, Problem::NotFewest { claimed: fewest + 1, fewest: small(fewest) }))
        );

        // A count one off.
        let lines: Vec<String> = solution.to_string().lines().map(String::from).collect();
        let mut more = lines.clone();
        more[0] = (fewest + 1).to_string();
        // At most half the cells change place, each at most across the board.
        let largest = u32::from(rows) * u32::from(cols) / 2 * (u32::from(rows + cols) - 2);
        let expected = if fewest < largest {
            Problem::NotFewest { claimed: fewest + 1, fewest: small(fewest) }
        } else {
            Problem::CountTooLarge { largest }
        };
        prop_assert_eq!(judged(judge(), &more.join("\n")), Err((1, expected)));

        let cells = usize::from(rows) * usize::from(cols);
        let edges = swap_grid::edges(rows.into(), cols.into());
        if fewest == 0 {
            return Ok(());
        }
        let k = (seed % u64::from(fewest)) as usize;
        // The board before move k + 1 of the solver's answer.
        let mut board = start;
        for (from, to) in solution.moves().take(k) {
            let index = |c: Cell| usize::from(c.row()) * usize::from(cols) + usize::from(c.col());
            board = swap_grid::swap(board, index(from), index(to));
        }
        let line = k as u32 + 2;
        let with_move = |text: String| {
            let mut answer = lines.clone();
            answer[k + 1] = text;
            answer.join("\n")
        };
        let at = |(l, p): (u32, Problem)| (l, p);

        // A swap of two equal pieces.
        if let Some(&(a, b)) = edges.iter().find(|&&(a, b)| (board >> a ^ board >> b) & 1 == 0) {
            let verdict = judged(judge(), &with_move(swap_line(a, b, cols)));
            let cell = |i: usize| Cell::new((i / usize::from(cols)) as u8, (i % usize::from(cols)) as u8);
            let black = board >> a & 1 == 1;
            let expected = (line, Problem::NoChange { a: cell(a), b: cell(b), black });
            prop_assert_eq!(verdict.map_err(at), Err(expected));
        }
        // A swap of two cells that share no edge.
        if cells >= 3 {
            let (a, b) = if cols >= 3 { (0, 2) } else if rows >= 3 { (0, 2 * usize::from(cols)) } else { (0, 3) };
            let verdict = judged(judge(), &with_move(swap_line(a, b, cols)));
            let cell = |i: usize| Cell::new((i / usize::from(cols)) as u8, (i % usize::from(cols)) as u8);
            let expected = (line, Problem::NotAdjacent { a: cell(a), b: cell(b) });
            prop_assert_eq!(verdict.map_err(at), Err(expected));
        }
        // A cell off the board.
        if fewest > 0 {
            let verdict = judged(judge(), &with_move(format!("{}1{}1", rows + 1, rows)));
            prop_assert_eq!(
                verdict.map_err(at),
                Err((line, Problem::OffBoard { row: u32::from(rows) + 1, col: 1 }))
            );
        }
        // A legal swap that gets no closer: of a black and a white piece,
        // but not one of the oracle's closer swaps.
        let left = |board: u64| swap_grid::fewest_swaps(board, target, cols.into()) as u32;
        if fewest > 0 {
            let far = edges.iter().find(|&&(a, b)| {
                (board >> a ^ board >> b) & 1 == 1
                    && left(swap_grid::swap(board, a, b)) + 1 != left(board)
            });
            if let Some(&(a, b)) = far {
                let before = left(board);
                let after = left(swap_grid::swap(board, a, b));
                let verdict = judged(judge(), &with_move(swap_line(a, b, cols)));
                prop_assert_eq!(
                    verdict.map_err(at),
                    Err((line, Problem::NoProgress { before: small(before), after: small(after) }))
                );
            }
        }
        // A move too few, and a move too many.
        if fewest > 0 {
            let short = lines[..lines.len() - 1].join("\n");
            prop_assert_eq!(
                judged(judge(), &short).map_err(at),
                Err((fewest + 1, Problem::MissingMoves { claimed: fewest, found: fewest - 1 }))
            );
        }
    }
}

#[test]
fn any_size_judge_matches_the_4x4_judge_and_the_hints() {
    let mut rng = crate::common::Rng::new(7);
    for _ in 0..300 {
        let ones = (rng.next_u64() % 17) as u32;
        let (s, t) = (rng.board_with(ones), rng.board_with(ones));
        let four: Pair = Pair::new(
            flipswap::swap_game::Board::from_bits(s).expect("sixteen bits"),
            flipswap::swap_game::Board::from_bits(t).expect("sixteen bits"),
        )
        .expect("equal counts");
        let any = AnyPair::from(four);
        assert_eq!(any.hint(), four.hint());
        let (any_solution, four_solution) = (
            any.solve().expect("a pair can always be solved"),
            four.solve().expect("a pair can always be solved"),
        );
        assert_eq!(any.hint(), any_solution.first());
        assert_eq!(any_solution.to_string(), four_solution.to_string());
        // The same words from both judges, for a right and a wrong answer.
        let answer = four_solution.to_string();
        let wrong = answer.replacen('\n', "\n1112\n", 1);
        for text in [answer.as_str(), wrong.as_str(), "0", "7", "x"] {
            assert_eq!(
                judged(Judge::new(four), text),
                judged(Judge::new(any), text)
            );
        }
    }
    // Larger than any 4 × 4 answer: too large on 4 × 4, merely not the
    // fewest on 8 × 8.
    let grid = |bits| Grid::from_bits(8, 8, bits).expect("8 × 8");
    let wide = AnyPair::new(grid(0xFF), grid(0xFF << 56)).expect("equal counts");
    let solution = wide.solve().expect("a pair can always be solved");
    assert_eq!(solution.len(), 56);
    assert_eq!(judged(Judge::new(wide), &solution.to_string()), Ok(()));
    assert_eq!(
        judged(Judge::new(wide), "99"),
        Err((
            1,
            Problem::NotFewest {
                claimed: 99,
                fewest: 56
            }
        ))
    );
    assert_eq!(
        judged(Judge::new(wide), "449"),
        Err((1, Problem::CountTooLarge { largest: 32 * 14 }))
    );
}

#[test]
fn moving_toys_takes_the_count_line_alone() {
    let grid = |bits| Grid::from_bits(4, 4, bits).expect("4 × 4");
    let pair = AnyPair::new(grid(0x470F), grid(0xA5A5)).expect("equal counts");
    let mut judge = Judge::count_only(pair);
    assert!(judge.takes(b"") && judge.takes(b"4"));
    judge.push_line(b"");
    judge.push_line(b"4");
    assert!(judge.is_complete() && judge.has_begun());
    assert!(!judge.takes(b"1111") && !judge.takes(b"1222"));
    assert_eq!(judge.finish(), Ok(()));
    assert_eq!(
        judged(Judge::count_only(pair), "four"),
        Err((
            1,
            Problem::BadCount {
                found: flipswap::Found::Char('f'),
                or_impossible: false
            }
        ))
    );
}

// ---- Lights Out at any size --------------------------------------------

/// The oracle's answer as the CLI writes it.
fn lights_out_answer(oracle: &Oracle, rows: usize, cols: usize, map: Option<Bits>) -> String {
    let Some(map) = map else {
        return "Impossible".into();
    };
    let mut text = map.count().to_string();
    for r in 0..rows {
        text.push('\n');
        for c in 0..cols {
            text.push(if map.get(r * cols + c) { '1' } else { '0' });
        }
    }
    let _ = oracle;
    text
}

fn lights_board(rows: usize, cols: usize, lights: &Bits) -> Board {
    let rows_bits: Vec<u32> = (0..rows)
        .map(|r| {
            (0..cols)
                .filter(|&c| lights.get(r * cols + c))
                .map(|c| 1u32 << c)
                .sum()
        })
        .collect();
    Board::from_rows(cols as u8, &rows_bits).expect("a size")
}

const GOALS: [Goal; 3] = [Goal::AllOff, Goal::AllOn, Goal::OneColour];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn lights_out_answers_are_judged_by_every_rule(
        rows in 1usize..=6,
        cols in 1usize..=6,
        seed in any::<u64>(),
        goal in 0usize..3,
    ) {
        let mut rng = crate::common::Rng::new(seed);
        let cells = rows * cols;
        let mut lights = Bits::EMPTY;
        for cell in 0..cells {
            if rng.next_u64() & 1 == 1 {
                lights.set(cell);
            }
        }
        let oracle = Oracle::new(rows, cols);
        let goals = &goal_boards(cells)[goal];
        let canonical = oracle.canonical(&lights, goals);
        let board = lights_board(rows, cols, &lights);
        let goal = GOALS[goal];
        let judge = || LightsOutJudge::new(&board, goal);
        let answer = lights_out_answer(&oracle, rows, cols, canonical);
        prop_assert_eq!(judged(judge(), &answer), Ok(()));

        let Some(map) = canonical else {
            prop_assert_eq!(
                judged(judge(), &format!("0\n{}", vec!["0".repeat(cols); rows].join("\n"))),
                Err((1, Problem::Word { word: "Impossible", fewest: None, most: u32::MAX }))
            );
            return Ok(());
        };
        let fewest = map.count();
        prop_assert_eq!(
            judged(judge(), "Impossible"),
            Err((1, Problem::NotWord { fewest, word: "Impossible" }))
        );
        // A count one off.
        let mut lines: Vec<String> = answer.lines().map(String::from).collect();
        lines[0] = (fewest + 1).to_string();
        prop_assert_eq!(
            judged(judge(), &lines.join("\n")),
            Err((1, Problem::WrongCount { claimed: fewest + 1, fewest }))
        );
        // A map off by one press, the count right.
        let cell = (rng.next_u64() % cells as u64) as usize;
        let mut off = map;
        off.flip(cell);
        let text = lights_out_answer(&oracle, rows, cols, Some(off));
        let text = text.replacen(&off.count().to_string(), &fewest.to_string(), 1);
        let after = lights.xored(&oracle.toggled_by(&off));
        let verdict = judged(judge(), &text);
        let line = (cell / cols) as u32 + 2;
        if !goals.contains(&after) {
            prop_assert!(matches!(verdict, Err((l, Problem::NotCleared { .. })) if l == line), "{:?}", verdict);
        } else {
            // One cell: a press takes all on to all off (one colour).
            prop_assert!(matches!(verdict, Err((l, Problem::MorePresses { .. } | Problem::ReadsLater { .. })) if l == line), "{:?}", verdict);
        }
        // A map of as many presses that reaches the goal but reads later.
        let basis = oracle.null_basis();
        for mask in 1u32..(1 << basis.len().min(8)) {
            let mut other = map;
            for (i, b) in basis.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    other = other.xored(b);
                }
            }
            if other.count() == fewest {
                let text = lights_out_answer(&oracle, rows, cols, Some(other));
                let first = (0..cells).find(|&c| other.get(c) != map.get(c)).expect("another map");
                let verdict = judged(judge(), &text);
                prop_assert!(
                    matches!(verdict, Err((l, Problem::ReadsLater { presses, .. })) if l == (first / cols) as u32 + 2 && presses == fewest),
                    "{:?}", verdict
                );
                break;
            }
        }
        // A row too short, and the answer cut short.
        if cols > 1 {
            let mut short = answer.lines().map(String::from).collect::<Vec<_>>();
            short[1].pop();
            let verdict = judged(judge(), &short.join("\n"));
            prop_assert!(matches!(verdict, Err((2, Problem::BadMapRow { found: None, .. }))), "{:?}", verdict);
        }
        let cut: Vec<&str> = answer.lines().take(rows).collect();
        prop_assert_eq!(
            judged(judge(), &cut.join("\n")),
            Err((rows as u32 + 1, Problem::MissingMapRow { row: rows as u8, rows: rows as u8 }))
        );
    }
}

#[test]
fn lights_out_judge_knows_where_its_answer_ends() {
    let board: Board = "1111\n1111\n1111\n1111".parse().expect("a board");
    let mut judge = LightsOutJudge::new(&board, Goal::AllOff);
    for line in ["", "4", "0010", "", "1000", "0001", "0100"] {
        assert!(judge.takes(line.as_bytes()));
        judge.push_line(line.as_bytes());
    }
    assert!(judge.is_complete() && judge.has_begun());
    assert!(!judge.takes(b"1111") && judge.takes(b""));
    assert_eq!(judge.finish(), Ok(()));
    // A map of four that reads later: named at its first row (line 2).
    assert!(matches!(
        judged(
            LightsOutJudge::new(&board, Goal::AllOff),
            "4\n0100\n0001\n1000\n0010"
        ),
        Err((2, Problem::ReadsLater { presses: 4, .. }))
    ));
    // Impossible for a board that cannot be solved: 1 × 2 with one light on.
    let board: Board = "10".parse().expect("a board");
    assert_eq!(
        judged(LightsOutJudge::new(&board, Goal::AllOff), "Impossible"),
        Ok(())
    );
    let mut judge = LightsOutJudge::new(&board, Goal::AllOff);
    judge.push_line(b"Impossible");
    assert!(judge.is_complete() && !judge.takes(b"01"));
    assert_eq!(
        judged(LightsOutJudge::new(&board, Goal::AllOff), "1\n10"),
        Err((
            1,
            Problem::Word {
                word: "Impossible",
                fewest: None,
                most: u32::MAX
            }
        ))
    );
    assert_eq!(
        judged(LightsOutJudge::new(&board, Goal::AllOff), "Impossible\n10").map_err(|(l, _)| l),
        Err(2)
    );
}
