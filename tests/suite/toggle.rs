//! What every toggle puzzle promises, checked once for all of them through
//! `flipswap::toggle::Toggle`, on every board and in both forms (the dense
//! tables and `compact`), against the oracle in `common`: its own press
//! masks, a breadth-first search and a search of every press set.
//!
//! What only one puzzle promises (Flip Game's 4,096 solvable boards, the
//! refrigerator's unique answers, the judges' samples) is in that puzzle's
//! own file.

use crate::common;

use common::{UNREACHABLE, cross_masks, press_all, row_and_column_masks, toggle_distances};
use flipswap::toggle::{Solution, Toggle};
use flipswap::{Cell, flip_game, fridge, lights};
use proptest::prelude::*;

/// The oracle's view of a puzzle: its press masks and its goals, written
/// from the puzzles' rules, not from flipswap.
trait Oracle: Toggle {
    /// The judge's symbols for a clear and a set cell.
    const SYMBOLS: [char; 2];
    /// Whether the judge writes a space between the cells of a row.
    const SPACED: bool;
    fn masks() -> Vec<u16>;
    fn goals() -> Vec<u16>;
}

impl Oracle for flip_game::Board {
    const SYMBOLS: [char; 2] = ['b', 'w'];
    const SPACED: bool = false;
    fn masks() -> Vec<u16> {
        cross_masks(4, 4)
    }
    fn goals() -> Vec<u16> {
        vec![0x0000, 0xFFFF]
    }
}

impl Oracle for fridge::Board {
    const SYMBOLS: [char; 2] = ['-', '+'];
    const SPACED: bool = false;
    fn masks() -> Vec<u16> {
        row_and_column_masks()
    }
    fn goals() -> Vec<u16> {
        vec![0x0000]
    }
}

impl Oracle for lights::Board {
    const SYMBOLS: [char; 2] = ['0', '1'];
    const SPACED: bool = true;
    fn masks() -> Vec<u16> {
        cross_masks(3, 3)
    }
    fn goals() -> Vec<u16> {
        vec![0x01FF]
    }
}

/// Every board of the puzzle.
fn boards<P: Toggle>() -> impl Iterator<Item = P> {
    (0..1u32 << P::CELLS).map(|bits| P::from_bits(bits as u16).expect("a board's bits"))
}

/// Both forms of the answer, which must be the same.
fn answers<P: Toggle>(board: P) -> Option<Solution<P>> {
    let dense = board.solve();
    assert_eq!(board.solve_compact(), dense, "{board:?}: the forms differ");
    dense
}

/// For every board, the canonical press set by the oracle: of all press
/// sets that reach a goal, the fewest presses, then the one that reads
/// least (row by row, left to right, the first cell deciding first).
fn canonical<P: Oracle>() -> Vec<Option<u16>> {
    let masks = P::masks();
    let mut best: Vec<Option<u16>> = vec![None; 1 << masks.len()];
    let reads_before = |a: u16, b: u16| {
        let first = (a ^ b).trailing_zeros();
        a >> first & 1 == 0
    };
    for presses in 0..1u32 << masks.len() {
        let presses = presses as u16;
        for &goal in &P::goals() {
            let board = usize::from(press_all(&masks, goal, presses));
            let better = match best[board] {
                None => true,
                Some(old) => {
                    presses.count_ones() < old.count_ones()
                        || (presses.count_ones() == old.count_ones() && reads_before(presses, old))
                }
            };
            if better {
                best[board] = Some(presses);
            }
        }
    }
    best
}

fn the_answer_is_the_canonical_one<P: Oracle>() {
    let masks = P::masks();
    let goals = P::goals();
    let distance = toggle_distances(&masks, &goals);
    let canonical = canonical::<P>();
    for board in boards::<P>() {
        let bits = usize::from(board.bits());
        let answer = answers(board);
        assert_eq!(answer.map(|s| s.bits()), canonical[bits], "{board:?}");
        let Some(solution) = answer else {
            assert_eq!(distance[bits], UNREACHABLE, "{board:?} can be solved");
            continue;
        };
        // Replayed with the oracle's masks, it reaches a goal in the fewest
        // presses the search knows.
        let end = press_all(&masks, board.bits(), solution.bits());
        assert!(goals.contains(&end), "{board:?}: reaches {end:#06x}");
        assert_eq!(solution.len(), usize::from(distance[bits]), "{board:?}");
        assert_eq!(solution.is_empty(), solution.bits() == 0);
        assert_eq!(solution.board(), board);
    }
}

#[test]
fn flip_game_answers_are_canonical_on_every_board() {
    the_answer_is_the_canonical_one::<flip_game::Board>();
}

#[test]
fn fridge_answers_are_canonical_on_every_board() {
    the_answer_is_the_canonical_one::<fridge::Board>();
}

#[test]
fn lights_answers_are_canonical_on_every_board() {
    the_answer_is_the_canonical_one::<lights::Board>();
}

/// The code the tables hold for a board that no presses solve, where a
/// puzzle has such boards: all sixteen cells. Named here by its value, as
/// the tables' documentation states it, not taken from the crate.
const MARKER: u16 = 0xFFFF;

/// A table's marker for "no presses solve it" can be mistaken for no
/// board's answer: where the oracle finds boards without an answer, no
/// board's canonical answer equals the marker, and a board whose answer
/// is all sixteen cells gets that answer from both forms, never `None`.
/// Returns the most presses any board needs, by the oracle.
fn the_marker_is_no_answer<P: Oracle>() -> u32 {
    let canonical = canonical::<P>();
    if canonical.contains(&None) {
        assert!(!canonical.contains(&Some(MARKER)));
    }
    for (bits, &answer) in canonical.iter().enumerate() {
        if answer == Some(MARKER) {
            let board = P::from_bits(bits as u16).expect("a board's bits");
            assert_eq!(answers(board).map(|s| s.bits()), Some(MARKER));
        }
    }
    let most = canonical
        .iter()
        .flatten()
        .map(|presses| presses.count_ones());
    most.max().expect("some board can be solved")
}

#[test]
fn flip_game_has_unsolvable_boards_and_no_answer_flips_all_sixteen() {
    let canonical = canonical::<flip_game::Board>();
    assert_eq!(
        canonical.iter().filter(|a| a.is_none()).count(),
        65536 - 4096
    );
    assert_eq!(the_marker_is_no_answer::<flip_game::Board>(), 6);
}

#[test]
fn fridge_all_closed_door_is_answered_by_all_sixteen_handles() {
    let canonical = canonical::<fridge::Board>();
    assert_eq!(canonical[0xFFFF], Some(0xFFFF));
    assert_eq!(the_marker_is_no_answer::<fridge::Board>(), 16);
    let closed = fridge::Board::from_bits(0xFFFF).expect("sixteen bits");
    let solution = answers(closed).expect("every door opens");
    assert_eq!((solution.bits(), solution.len()), (0xFFFF, 16));
    let masks = row_and_column_masks();
    assert_eq!(press_all(&masks, 0xFFFF, solution.bits()), 0x0000);
}

#[test]
fn lights_boards_all_have_answers_none_of_them_the_marker() {
    assert!(!canonical::<lights::Board>().contains(&None));
    assert_eq!(the_marker_is_no_answer::<lights::Board>(), 9);
}

/// The cells of a press set, in reading order, by the test's own reckoning.
fn cells_of<P: Toggle>(bits: u16) -> Vec<Cell> {
    (0..P::CELLS)
        .filter(|&i| bits >> i & 1 == 1)
        .map(|i| Cell::new(i / P::WIDTH, i % P::WIDTH))
        .collect()
}

fn presses_hint_and_text_agree_with_the_bits<P: Oracle>() {
    let masks = P::masks();
    let distance = toggle_distances(&masks, &P::goals());
    for board in boards::<P>() {
        let Some(solution) = answers(board) else {
            continue;
        };
        let cells = cells_of::<P>(solution.bits());
        assert_eq!(solution.presses().collect::<Vec<_>>(), cells, "{board:?}");
        assert_eq!(solution.presses().len(), solution.len());
        assert_eq!(solution.first(), cells.first().copied(), "{board:?}");
        // The hint is a press that brings the goal one closer.
        if let Some(cell) = solution.first() {
            let index = usize::from(cell.row() * P::WIDTH + cell.col());
            let after = board.bits() ^ masks[index];
            let here = distance[usize::from(board.bits())];
            assert_eq!(distance[usize::from(after)] + 1, here, "{board:?}");
            let pressed = board.press(cell).expect("on the board");
            assert_eq!(pressed.bits(), after, "{board:?}: press {cell:?}");
        }
        // The judge's text: the count, then the presses where listed.
        let mut text = solution.len().to_string();
        if P::LISTS_PRESSES {
            for cell in &cells {
                text.push_str(&format!("\n{} {}", cell.row() + 1, cell.col() + 1));
            }
        }
        assert_eq!(solution.to_string(), text, "{board:?}");
        let lines: Vec<String> = solution.lines().map(|line| line.to_string()).collect();
        assert_eq!(lines.join("\n"), text);
    }
}

#[test]
fn flip_game_presses_hint_and_text_agree_with_the_bits() {
    presses_hint_and_text_agree_with_the_bits::<flip_game::Board>();
}

#[test]
fn fridge_presses_hint_and_text_agree_with_the_bits() {
    presses_hint_and_text_agree_with_the_bits::<fridge::Board>();
}

#[test]
fn lights_presses_hint_and_text_agree_with_the_bits() {
    presses_hint_and_text_agree_with_the_bits::<lights::Board>();
}

fn boards_round_trip_through_their_text<P>()
where
    P: Oracle + core::str::FromStr<Err = flipswap::ParseError>,
{
    for board in boards::<P>() {
        // Display writes the judge's rows: the symbols, spaced where the
        // judge spaces them.
        let rows: Vec<String> = (0..P::HEIGHT)
            .map(|row| {
                let cells: Vec<String> = (0..P::WIDTH)
                    .map(|col| {
                        let set = board.bits() >> (row * P::WIDTH + col) & 1;
                        P::SYMBOLS[usize::from(set)].to_string()
                    })
                    .collect();
                cells.join(if P::SPACED { " " } else { "" })
            })
            .collect();
        assert_eq!(board.to_string(), rows.join("\n"));
        assert_eq!(board.to_string().parse::<P>(), Ok(board));
        assert!(board.is_solved() == (board.solve().map(|s| s.len()) == Some(0)));
    }
    // A bit that names no cell makes no board.
    if P::CELLS < 16 {
        assert_eq!(P::from_bits(1 << P::CELLS), None);
    }
}

#[test]
fn every_board_is_written_as_the_judge_writes_it_and_round_trips() {
    boards_round_trip_through_their_text::<flip_game::Board>();
    boards_round_trip_through_their_text::<fridge::Board>();
    boards_round_trip_through_their_text::<lights::Board>();
}

proptest! {
    #[test]
    fn parse_never_panics_and_accepts_only_boards_that_round_trip(
        text in "(\u{FEFF})?([bw+01 x-]{3,7}\\r?\n?){3,5}|[bw+01 \\r\\n\\t\u{FEFF}x-]{0,40}|\\PC{0,40}"
    ) {
        if let Ok(board) = text.parse::<flip_game::Board>() {
            prop_assert_eq!(board.to_string().parse::<flip_game::Board>(), Ok(board));
        }
        if let Ok(board) = text.parse::<fridge::Board>() {
            prop_assert_eq!(board.to_string().parse::<fridge::Board>(), Ok(board));
        }
        if let Ok(board) = text.parse::<lights::Board>() {
            prop_assert_eq!(board.to_string().parse::<lights::Board>(), Ok(board));
        }
    }
}
