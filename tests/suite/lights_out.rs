//! Lights Out at every size from 1 × 1 to 32 × 32 against the independent
//! oracle of `common::lights_out` (an elimination over all `rows · cols`
//! presses and a walk over every combination of its null space, and for
//! small boards every press set and a breadth-first search), and against
//! known facts: every board of every size with at most 16 cells, random
//! boards of every size, the nullity of all 1,024 sizes, and every 5 × 5
//! board. Every answer is replayed with this file's own press rule.

use crate::common;

use common::lights_out::{
    Bits, Oracle, every_press_set, fewest_presses, goal_boards, nullity_by_polynomials,
};
use common::{Rng, UNREACHABLE};
use flipswap::Cell;
use flipswap::lights_out::{Board, Goal, MAX_NULLITY, Solution, Solver};
use proptest::prelude::*;

/// The three goals, in the order of [`goal_boards`].
const GOALS: [Goal; 3] = [Goal::AllOff, Goal::AllOn, Goal::OneColour];

/// The nullity of the n × n board for n = 1..32 (OEIS A159257): a board
/// that can be solved has 2^nullity solutions.
const SQUARE_NULLITY: [u8; 32] = [
    0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0, 0, 0, 14, 4, 0, 0, 0, 0, 10, 20,
    0, 20,
];

/// The fewest presses that turn off every light of the n × n board with
/// every light on, n = 1..20 (OEIS A075464).
const ALL_ON_FEWEST: [usize; 20] = [
    1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141, 224,
];

// ---- this file's own reading of boards and answers ------------------------

/// Bits in reading order (cell `row * cols + col`) of a `cols`-wide board
/// given as rows (bit `c` of a row = column `c`).
fn bits_of_rows(rows: &[u32], cols: usize) -> Bits {
    let mut bits = Bits::EMPTY;
    for (r, &row) in rows.iter().enumerate() {
        for c in 0..cols {
            if row >> c & 1 == 1 {
                bits.set(r * cols + c);
            }
        }
    }
    bits
}

/// The rows of a `rows` × `cols` set of cells in reading order.
fn rows_of_bits(bits: &Bits, rows: usize, cols: usize) -> Vec<u32> {
    (0..rows)
        .map(|r| {
            (0..cols)
                .filter(|&c| bits.get(r * cols + c))
                .map(|c| 1 << c)
                .sum()
        })
        .collect()
}

fn board_of_bits(bits: &Bits, rows: usize, cols: usize) -> Board {
    Board::from_rows(cols as u8, &rows_of_bits(bits, rows, cols)).expect("a size")
}

fn board_rows(board: &Board) -> Vec<u32> {
    (0..board.rows()).map(|r| board.row(r)).collect()
}

/// The rows of `text` such as `"0010 / 1000"`: the first digit is column 0.
fn rows_of_text(text: &str) -> Vec<u32> {
    text.split('/')
        .map(|row| {
            row.trim()
                .bytes()
                .enumerate()
                .map(|(c, digit)| u32::from(digit == b'1') << c)
                .sum()
        })
        .collect()
}

/// Pressing (`row`, `col`): it and each of its up, down, left and right
/// neighbours on the board change.
fn press(lights: &mut [u32], cols: usize, row: usize, col: usize) {
    let rows = lights.len();
    lights[row] ^= 1 << col;
    if row > 0 {
        lights[row - 1] ^= 1 << col;
    }
    if row + 1 < rows {
        lights[row + 1] ^= 1 << col;
    }
    if col > 0 {
        lights[row] ^= 1 << (col - 1);
    }
    if col + 1 < cols {
        lights[row] ^= 1 << (col + 1);
    }
}

/// Whether every light is off, every light on, or either, as `goal` asks.
fn meets(lights: &[u32], cols: usize, goal: Goal) -> bool {
    let full = if cols == 32 {
        u32::MAX
    } else {
        (1 << cols) - 1
    };
    let off = lights.iter().all(|&row| row == 0);
    let on = lights.iter().all(|&row| row == full);
    match goal {
        Goal::AllOff => off,
        Goal::AllOn => on,
        Goal::OneColour => off || on,
    }
}

/// The press map of `solution`, read cell by cell with `is_pressed`, after
/// checking that `row`, `presses`, `len` and `first` say the same.
fn press_map(solution: &Solution, rows: usize, cols: usize) -> Bits {
    assert_eq!(
        (usize::from(solution.rows()), usize::from(solution.cols())),
        (rows, cols)
    );
    let mut map = Bits::EMPTY;
    let mut cells = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let cell = Cell::new(r as u8, c as u8);
            if solution.is_pressed(cell).expect("on the board") {
                map.set(r * cols + c);
                cells.push(cell);
            }
        }
    }
    let by_row: Vec<u32> = (0..rows as u8).map(|r| solution.row(r)).collect();
    assert_eq!(by_row, rows_of_bits(&map, rows, cols), "row() disagrees");
    assert_eq!(solution.presses().collect::<Vec<_>>(), cells);
    assert_eq!(solution.len(), cells.len());
    assert_eq!(solution.is_empty(), cells.is_empty());
    assert_eq!(solution.first(), cells.first().copied());
    map
}

/// The engine's answer for `board` and `goal` is `expected` (the oracle's
/// canonical press map, or `None`): the same map, its first press as the
/// hint, the same solvability; and the answer replayed with [`press`]
/// meets the goal.
fn engine_agrees(solver: &Solver, board: &Board, goal: Goal, expected: Option<&Bits>) {
    let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
    let answer = solver.solve(board, goal).expect("sizes match");
    let context = || format!("{rows} × {cols} {board:?} {goal:?}");
    let hint = solver.hint(board, goal).expect("sizes match");
    assert_eq!(
        solver.is_solvable(board, goal),
        Ok(expected.is_some()),
        "{}",
        context()
    );
    let (answer, expected) = match (answer, expected) {
        (None, None) => {
            assert_eq!(hint, None, "{}", context());
            return;
        }
        (Some(answer), Some(expected)) => (answer, expected),
        (answer, expected) => panic!("{}: engine {answer:?}, oracle {expected:?}", context()),
    };
    let map = press_map(&answer, rows, cols);
    assert_eq!(
        map,
        *expected,
        "{}: engine {answer:?}, oracle {:?}",
        context(),
        rows_of_bits(expected, rows, cols)
    );
    let first = expected
        .cells()
        .next()
        .map(|cell| Cell::new((cell / cols) as u8, (cell % cols) as u8));
    assert_eq!(hint, first, "{}", context());

    let mut lights = board_rows(board);
    for cell in map.cells() {
        press(&mut lights, cols, cell / cols, cell % cols);
    }
    assert!(
        meets(&lights, cols, goal),
        "{}: replay ends at {lights:?}",
        context()
    );
}

// ---- every board of at most 16 cells ---------------------------------------

#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn every_board_of_at_most_16_cells_gets_the_canonical_answer_for_every_goal() {
    let mut boards = 0u64;
    for rows in 1..=16usize {
        for cols in 1..=16 / rows {
            let cells = rows * cols;
            let solver = Solver::new(rows as u8, cols as u8).expect("a size");
            let oracle = Oracle::new(rows, cols);
            let goals = goal_boards(cells);
            // The same goals as bits for the searches without algebra.
            let all = ((1u32 << cells) - 1) as u16;
            let small_goals = [vec![0], vec![all], vec![0, all]];
            let fewest = small_goals
                .each_ref()
                .map(|goals| fewest_presses(rows, cols, goals));
            let tried = every_press_set(rows, cols);
            for lights in 0..=all {
                let bits = Bits::from_u16(lights);
                let board = board_of_bits(&bits, rows, cols);
                for (g, &goal) in GOALS.iter().enumerate() {
                    let by_elimination = oracle.canonical(&bits, &goals[g]);
                    let by_trying = small_goals[g]
                        .iter()
                        .filter_map(|&target| tried[usize::from(lights ^ target)])
                        .min_by_key(|&presses| (presses.count_ones(), presses.reverse_bits()));
                    assert_eq!(
                        by_elimination,
                        by_trying.map(Bits::from_u16),
                        "{rows} × {cols} {lights:#x} {goal:?}"
                    );
                    assert_eq!(
                        by_trying.map_or(UNREACHABLE, |presses| presses.count_ones() as u8),
                        fewest[g][usize::from(lights)],
                        "{rows} × {cols} {lights:#x} {goal:?}"
                    );
                    engine_agrees(&solver, &board, goal, by_elimination.as_ref());
                }
                boards += 1;
            }
        }
    }
    // 2^p boards for each of the d(p) sizes of p cells, p = 1..16.
    assert_eq!(boards, 576_650);
}

// ---- nullities -------------------------------------------------------------

#[test]
fn nullity_of_every_size_matches_the_elimination_and_the_polynomial_gcd() {
    let mut largest = [0usize; 2];
    let mut where_largest: [Vec<(usize, usize)>; 2] = [Vec::new(), Vec::new()];
    for rows in 1..=32usize {
        for cols in 1..=32usize {
            let solver = Solver::new(rows as u8, cols as u8).expect("a size");
            let by_elimination = Oracle::new(rows, cols).nullity();
            assert_eq!(
                usize::from(solver.nullity()),
                by_elimination,
                "{rows} × {cols}"
            );
            assert_eq!(
                nullity_by_polynomials(rows, cols),
                by_elimination,
                "{rows} × {cols}"
            );
            let bounds: &[usize] = if rows <= 16 && cols <= 16 {
                &[0, 1]
            } else {
                &[1]
            };
            for &bound in bounds {
                if by_elimination > largest[bound] {
                    largest[bound] = by_elimination;
                    where_largest[bound].clear();
                }
                if by_elimination == largest[bound] {
                    where_largest[bound].push((rows, cols));
                }
            }
        }
    }
    assert_eq!(largest[0], 8, "the largest nullity up to 16 × 16");
    assert_eq!(
        where_largest[0],
        [(9, 9), (11, 15), (14, 16), (15, 11), (16, 14), (16, 16)]
    );
    assert_eq!(largest[1], 20, "the largest nullity up to 32 × 32");
    assert_eq!(largest[1], usize::from(MAX_NULLITY));
    assert_eq!(where_largest[1], [(30, 30), (32, 32)]);
}

#[test]
fn nullity_of_n_by_n_is_the_known_sequence() {
    for n in 1..=32usize {
        let solver = Solver::new(n as u8, n as u8).expect("a size");
        assert_eq!(solver.nullity(), SQUARE_NULLITY[n - 1], "{n} × {n}");
        assert_eq!(
            nullity_by_polynomials(n, n),
            usize::from(SQUARE_NULLITY[n - 1])
        );
    }
    assert_eq!(Solver::new(19, 19).map(|solver| solver.nullity()), Ok(16));
    assert_eq!(Solver::new(5, 5).map(|solver| solver.nullity()), Ok(2));
    assert_eq!(Solver::new(4, 4).map(|solver| solver.nullity()), Ok(4));
}

#[test]
fn one_row_has_nullity_one_exactly_when_its_length_is_2_mod_3() {
    for n in 1..=32u8 {
        let expected = u8::from(n % 3 == 2);
        for (rows, cols) in [(1, n), (n, 1)] {
            let solver = Solver::new(rows, cols).expect("a size");
            assert_eq!(solver.nullity(), expected, "{rows} × {cols}");
            assert_eq!(
                Oracle::new(usize::from(rows), usize::from(cols)).nullity(),
                usize::from(expected)
            );
        }
    }
}

// ---- known answers -----------------------------------------------------------

#[test]
fn all_on_n_by_n_needs_the_known_fewest_presses() {
    for n in 1..=20usize {
        let solver = Solver::new(n as u8, n as u8).expect("a size");
        let oracle = Oracle::new(n, n);
        let all_on = oracle.all_on();
        let board = board_of_bits(&all_on, n, n);
        let [off, ..] = goal_boards(n * n);
        let expected = oracle.canonical(&all_on, &off).expect("solvable");
        assert_eq!(expected.count() as usize, ALL_ON_FEWEST[n - 1], "{n} × {n}");
        engine_agrees(&solver, &board, Goal::AllOff, Some(&expected));
    }
}

#[test]
fn all_on_4_by_4_and_5_by_5_have_the_known_canonical_maps() {
    for (n, fewest, map) in [
        (4, 4, "0010 / 1000 / 0001 / 0100"),
        (5, 15, "00011 / 11011 / 11100 / 01110 / 10110"),
    ] {
        let solver = Solver::new(n, n).expect("a size");
        let board = Board::from_rows(n, &vec![(1 << n) - 1; usize::from(n)]).expect("a size");
        let solution = solver
            .solve(&board, Goal::AllOff)
            .expect("sizes match")
            .expect("solvable");
        assert_eq!(solution.len(), fewest);
        let rows: Vec<u32> = (0..n).map(|r| solution.row(r)).collect();
        assert_eq!(rows, rows_of_text(map), "{n} × {n}");

        let n = usize::from(n);
        let oracle = Oracle::new(n, n);
        let [off, ..] = goal_boards(n * n);
        let expected = oracle.canonical(&oracle.all_on(), &off);
        assert_eq!(expected, Some(bits_of_rows(&rows_of_text(map), n)));
    }
}

#[test]
fn four_by_four_has_4096_solvable_boards_and_the_worst_needs_7_presses() {
    let solver = Solver::new(4, 4).expect("a size");
    let fewest = fewest_presses(4, 4, &[0]);
    let mut solvable = 0;
    let mut worst = 0;
    for lights in 0..=u16::MAX {
        let board = board_of_bits(&Bits::from_u16(lights), 4, 4);
        let answer = solver.solve(&board, Goal::AllOff).expect("sizes match");
        let distance = fewest[usize::from(lights)];
        assert_eq!(answer.is_some(), distance != UNREACHABLE, "{lights:#x}");
        if let Some(answer) = answer {
            assert_eq!(answer.len(), usize::from(distance), "{lights:#x}");
            solvable += 1;
            worst = worst.max(answer.len());
        }
    }
    assert_eq!((solvable, worst), (4096, 7));
    assert_eq!(fewest.iter().filter(|&&d| d != UNREACHABLE).count(), 4096);
    assert_eq!(fewest.iter().filter(|&&d| d != UNREACHABLE).max(), Some(&7));
}

/// Every one of the 2^25 boards through the engine, every answer
/// replayed; every board that needs the most presses, and one board in
/// 4,099 besides, through the oracle too.
#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn five_by_five_has_2_pow_23_solvable_boards_and_7350_need_the_worst_15_presses() {
    static FIVE: Solver = match Solver::new(5, 5) {
        Ok(solver) => solver,
        Err(_) => panic!("5 × 5 is a size"),
    };
    let oracle = Oracle::new(5, 5);
    let [off, ..] = goal_boards(25);
    let mut by_presses = [0u32; 26];
    let mut solvable = 0u32;
    let mut checked = 0u32;
    for lights in 0..1u32 << 25 {
        let rows = [0, 5, 10, 15, 20].map(|shift| lights >> shift & 0b11111);
        let board = Board::from_rows(5, &rows).expect("a size");
        let Some(answer) = FIVE.solve(&board, Goal::AllOff).expect("sizes match") else {
            if lights % 4099 == 0 {
                assert_eq!(oracle.canonical(&bits_of_rows(&rows, 5), &off), None);
            }
            continue;
        };
        solvable += 1;
        by_presses[answer.len()] += 1;
        let mut replay = rows;
        for row in 0..5 {
            let presses = answer.row(row as u8);
            for col in (0..5).filter(|&col| presses >> col & 1 == 1) {
                press(&mut replay, 5, row, col);
            }
        }
        assert_eq!(replay, [0; 5], "{lights:#x}: {answer:?}");
        if answer.len() == 15 || lights % 4099 == 0 {
            let expected = oracle.canonical(&bits_of_rows(&rows, 5), &off);
            engine_agrees(&FIVE, &board, Goal::AllOff, expected.as_ref());
            checked += 1;
        }
    }
    assert_eq!(solvable, 1 << 23);
    assert_eq!(by_presses.iter().rposition(|&count| count > 0), Some(15));
    assert_eq!(by_presses[15], 7350);
    assert!(checked > 7350 + 2000, "{checked}");
}

// ---- random boards of every size ---------------------------------------------

/// A `rows` × `cols` board for a test of `goal` made from `seed`: lights
/// at random (`kind` 0, with about `density` in 8 lights on), or the goal's
/// board after a few random presses (`kind` 1, solvable whatever the
/// nullity), or all off or all on after many random presses (`kind` 2).
fn random_board(oracle: &Oracle, goal: Goal, kind: u8, density: u64, seed: u64) -> Bits {
    let mut rng = Rng::new(seed);
    let cells = oracle.cells();
    let presses_from = |start: Bits, rng: &mut Rng, presses: u64| {
        let mut pressed = Bits::EMPTY;
        for _ in 0..presses {
            pressed.flip((rng.next_u64() % cells as u64) as usize);
        }
        start.xored(&oracle.toggled_by(&pressed))
    };
    let on = rng.next_u64() % 2 == 1;
    let goal_board = match goal {
        Goal::AllOff => Bits::EMPTY,
        Goal::AllOn => oracle.all_on(),
        Goal::OneColour if on => oracle.all_on(),
        Goal::OneColour => Bits::EMPTY,
    };
    match kind {
        0 => {
            let mut lights = Bits::EMPTY;
            for cell in 0..cells {
                if rng.next_u64() % 8 < density {
                    lights.set(cell);
                }
            }
            lights
        }
        1 => {
            let presses = rng.next_u64() % 12;
            presses_from(goal_board, &mut rng, presses)
        }
        _ => {
            let start = if on { oracle.all_on() } else { Bits::EMPTY };
            presses_from(start, &mut rng, cells as u64 / 2)
        }
    }
}

/// One random board of the size for each goal against the oracle.
fn random_boards_agree(rows: usize, cols: usize, kind: u8, density: u64, seed: u64) {
    let solver = Solver::new(rows as u8, cols as u8).expect("a size");
    let oracle = Oracle::new(rows, cols);
    for (goal, goals) in GOALS.into_iter().zip(goal_boards(rows * cols)) {
        let lights = random_board(&oracle, goal, kind, density, seed);
        let board = board_of_bits(&lights, rows, cols);
        assert_eq!(bits_of_rows(&board_rows(&board), cols), lights);
        let expected = oracle.canonical(&lights, &goals);
        engine_agrees(&solver, &board, goal, expected.as_ref());
    }
}

/// The sizes of the largest nullities, where the oracle walks up to 2^20
/// combinations per goal: a few boards each.
#[test]
#[ignore = "exhaustive: CI runs it (.ci/run, the ignored sweeps)"]
fn boards_of_the_largest_nullities_get_the_canonical_answer() {
    // A board at nullity 20 is solvable with odds of 1 in 2^20: the two
    // sizes of nullity 20 get boards made solvable.
    for (rows, cols, kinds) in [
        (30, 30, 1..2),
        (32, 32, 2..3),
        (19, 19, 0..3),
        (16, 14, 0..3),
    ] {
        for kind in kinds {
            random_boards_agree(
                rows,
                cols,
                kind,
                4,
                (rows * 100 + cols) as u64 + u64::from(kind),
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_boards_of_every_size_get_the_canonical_answer_for_every_goal(
        rows in 1..=32usize,
        cols in 1..=32usize,
        kind in 0..3u8,
        density in 1..8u64,
        seed in any::<u64>(),
    ) {
        random_boards_agree(rows, cols, kind, density, seed);
    }

    #[test]
    fn a_press_changes_the_cell_and_its_neighbours_on_the_board(
        rows in 1..=32u8,
        cols in 1..=32u8,
        lights in prop::collection::vec(any::<u32>(), 32),
        row in 0..40u8,
        col in 0..40u8,
    ) {
        let board = Board::from_rows(cols, &lights[..usize::from(rows)]).expect("a size");
        let mask = if cols == 32 { u32::MAX } else { (1 << cols) - 1 };
        let mut expected: Vec<u32> = lights[..usize::from(rows)].iter().map(|row| row & mask).collect();
        prop_assert_eq!(board_rows(&board), expected.clone());
        let pressed = board.press(Cell::new(row, col));
        if row < rows && col < cols {
            press(&mut expected, usize::from(cols), usize::from(row), usize::from(col));
            prop_assert_eq!(pressed.map(|board| board_rows(&board)), Some(expected));
        } else {
            prop_assert_eq!(pressed, None);
            prop_assert_eq!(board.is_on(Cell::new(row, col)), None);
        }
    }

    #[test]
    fn any_size_is_a_value_or_an_error_never_a_panic(
        rows in any::<u8>(),
        cols in any::<u8>(),
        board_rows in 0..40usize,
        board_cols in any::<u8>(),
        row in any::<u8>(),
        col in any::<u8>(),
    ) {
        let fits = |rows: u32, cols: u32| (1..=32).contains(&rows) && (1..=32).contains(&cols);
        let solver = Solver::new(rows, cols);
        prop_assert_eq!(solver.is_ok(), fits(u32::from(rows), u32::from(cols)));
        prop_assert_eq!(Board::new(rows, cols).is_ok(), solver.is_ok());
        let board = Board::from_rows(board_cols, &vec![u32::MAX; board_rows]);
        prop_assert_eq!(board.is_ok(), fits(board_rows as u32, u32::from(board_cols)));
        if let (Ok(solver), Ok(board)) = (solver, board) {
            let same = (solver.rows(), solver.cols()) == (board.rows(), board.cols());
            for goal in GOALS {
                let answer = solver.solve(&board, goal);
                prop_assert_eq!(answer.is_ok(), same);
                prop_assert_eq!(solver.hint(&board, goal).is_ok(), same);
                prop_assert_eq!(solver.is_solvable(&board, goal).is_ok(), same);
                if let Ok(Some(answer)) = answer {
                    let cell = Cell::new(row, col);
                    let on_board = row < board.rows() && col < board.cols();
                    prop_assert_eq!(answer.is_pressed(cell).is_some(), on_board);
                    prop_assert_eq!(board.is_on(cell).is_some(), on_board);
                    prop_assert_eq!(board.press(cell).is_some(), on_board);
                    if row >= board.rows() {
                        prop_assert_eq!(answer.row(row), 0);
                        prop_assert_eq!(board.row(row), 0);
                    }
                }
            }
        }
    }
}

// ---- sizes -------------------------------------------------------------------

#[test]
fn sizes_outside_1_to_32_are_size_errors() {
    for rows in 0..=u8::MAX {
        for cols in 0..=u8::MAX {
            let fits = (1..=32).contains(&rows) && (1..=32).contains(&cols);
            match Board::new(rows, cols) {
                Ok(board) => {
                    assert!(fits, "{rows} × {cols}");
                    assert_eq!((board.rows(), board.cols()), (rows, cols));
                    assert!(board.is_solved(Goal::AllOff));
                }
                Err(error) => {
                    assert!(!fits, "{rows} × {cols}");
                    assert_eq!((error.rows(), error.cols()), (rows.into(), cols.into()));
                }
            }
            if fits && rows != cols {
                continue; // every size builds in the nullity test
            }
            match Solver::new(rows, cols) {
                Ok(solver) => assert_eq!((solver.rows(), solver.cols()), (rows, cols)),
                Err(error) => {
                    assert!(!fits, "{rows} × {cols}");
                    assert_eq!(Board::new(rows, cols), Err(error));
                }
            }
        }
    }
    for rows in [0, 33, 40, 300] {
        for cols in [0, 1, 32, 33, u8::MAX] {
            let error = Board::from_rows(cols, &vec![1; rows]).expect_err("not a size");
            assert_eq!((error.rows(), error.cols()), (rows as u32, u32::from(cols)));
        }
    }
    assert!(Board::from_rows(0, &[1]).is_err());
    assert!(Board::from_rows(33, &[1]).is_err());
    assert!(Board::from_rows(32, &[u32::MAX; 32]).is_ok());
}

#[test]
fn a_board_of_another_size_is_a_size_mismatch() {
    let solver = Solver::new(4, 5).expect("a size");
    for (rows, cols) in [(5, 4), (4, 4), (5, 5), (1, 1), (32, 32), (4, 6)] {
        let board = Board::new(rows, cols).expect("a size");
        for goal in GOALS {
            let error = solver.solve(&board, goal).expect_err("another size");
            assert_eq!(
                error,
                flipswap::Mismatch::Solver {
                    solver: (4, 5),
                    board: (rows, cols)
                }
            );
            assert_eq!(solver.hint(&board, goal), Err(error));
            assert_eq!(solver.is_solvable(&board, goal), Err(error));
        }
    }
    let board = Board::new(4, 5).expect("a size");
    assert!(solver.solve(&board, Goal::OneColour).is_ok());
}
