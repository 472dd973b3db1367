//! The judge (`flipswap::check`) against independent breadth-first searches
//! written here: right answers in any valid order are accepted, and wrong
//! ones are rejected at the first wrong line with the problem named.

use std::sync::OnceLock;

use flipswap::check::{self, Judge, LineJudge, Problem};
use flipswap::{Cell, Found, flip_game, fridge, lights, swap_game};
use proptest::prelude::*;

// ---- independent oracles -----------------------------------------------

const UNREACHED: u8 = u8::MAX;

/// Distances to the nearest goal over every board of a toggle puzzle whose
/// press of cell `i` toggles `masks[i]`.
fn toggle_distances(masks: &[u16], cells: u32, goals: &[u16]) -> Vec<u8> {
    let mut distance = vec![UNREACHED; 1 << cells];
    let mut queue = std::collections::VecDeque::new();
    for &goal in goals {
        distance[usize::from(goal)] = 0;
        queue.push_back(goal);
    }
    while let Some(board) = queue.pop_front() {
        let next_distance = distance[usize::from(board)] + 1;
        for &mask in masks {
            let next = board ^ mask;
            if distance[usize::from(next)] == UNREACHED {
                distance[usize::from(next)] = next_distance;
                queue.push_back(next);
            }
        }
    }
    distance
}

/// The cells a press at (row, col) toggles on a `width` × `height` grid,
/// under the cross rule (flip game, lights) or the row-and-column rule
/// (fridge).
fn masks(width: u32, height: u32, row_and_column: bool) -> Vec<u16> {
    let bit = |r: u32, c: u32| 1u16 << (r * width + c);
    let mut masks = Vec::new();
    for r in 0..height {
        for c in 0..width {
            let mut mask = 0;
            for rr in 0..height {
                for cc in 0..width {
                    let near = r.abs_diff(rr) + c.abs_diff(cc) <= 1;
                    let line = rr == r || cc == c;
                    if (row_and_column && line) || (!row_and_column && near) {
                        mask |= bit(rr, cc);
                    }
                }
            }
            masks.push(mask);
        }
    }
    masks
}

fn flip_game_distances() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| toggle_distances(&masks(4, 4, false), 16, &[0, 0xFFFF]))
}

fn fridge_distances() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| toggle_distances(&masks(4, 4, true), 16, &[0]))
}

fn lights_distances() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| toggle_distances(&masks(3, 3, false), 9, &[0x1FF]))
}

/// The 24 pairs of edge-adjacent cells of the 4 × 4 swap-game board, as
/// bit indices.
fn edges() -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    for i in 0..16 {
        if i % 4 < 3 {
            edges.push((i, i + 1));
        }
        if i < 12 {
            edges.push((i, i + 4));
        }
    }
    edges
}

/// Fewest swaps from every board to `target` (boards with another count of
/// black pieces stay unreached).
fn swap_distances(target: u16) -> Vec<u8> {
    let edges = edges();
    let mut distance = vec![UNREACHED; 1 << 16];
    let mut queue = std::collections::VecDeque::from([target]);
    distance[usize::from(target)] = 0;
    while let Some(board) = queue.pop_front() {
        let next_distance = distance[usize::from(board)] + 1;
        for &(i, j) in &edges {
            if (board >> i ^ board >> j) & 1 == 1 {
                let next = board ^ (1 << i | 1 << j);
                if distance[usize::from(next)] == UNREACHED {
                    distance[usize::from(next)] = next_distance;
                    queue.push_back(next);
                }
            }
        }
    }
    distance
}

/// A small deterministic generator, seeded by proptest, for choices that
/// depend on the board as the answer is built.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % u64::from(n.max(1))) as u32
    }
}

/// A 0-based cell from 1-based row and column.
fn cell(row: u32, col: u32) -> Cell {
    Cell::new(row as u8 - 1, col as u8 - 1)
}

/// The verdict as (line, problem), to compare with the oracles'.
fn verdict(result: Result<(), check::Rejection>) -> Result<(), (u32, Problem)> {
    result.map_err(|rejection| (rejection.line(), rejection.problem()))
}

// ---- flip game and lights: one number ----------------------------------

#[test]
fn flip_game_accepts_exactly_the_fewest_flips_on_every_board() {
    let distance = flip_game_distances();
    for bits in 0..=u16::MAX {
        let board = flip_game::Board::from_bits(bits).expect("sixteen bits");
        let fewest = distance[usize::from(bits)];
        if fewest == UNREACHED {
            assert_eq!(check::flip_game(board, "Impossible\n"), Ok(()));
            assert_eq!(
                verdict(check::flip_game(board, "3")),
                Err((1, Problem::Impossible))
            );
        } else {
            assert_eq!(check::flip_game(board, &format!("{fewest}\n")), Ok(()));
            assert_eq!(
                verdict(check::flip_game(board, "Impossible")),
                Err((1, Problem::NotImpossible { fewest }))
            );
            let more = u32::from(fewest) + 1;
            assert_eq!(
                verdict(check::flip_game(board, &more.to_string())),
                Err((
                    1,
                    Problem::NotFewest {
                        claimed: more,
                        fewest
                    }
                ))
            );
        }
    }
}

#[test]
fn lights_accepts_exactly_the_fewest_presses_on_every_board() {
    let distance = lights_distances();
    for bits in 0..512u16 {
        let board = lights::Board::from_bits(bits).expect("nine bits");
        let fewest = distance[usize::from(bits)];
        for claimed in 0..=10u32 {
            let expected = if claimed == u32::from(fewest) {
                Ok(())
            } else {
                Err((1, Problem::NotFewest { claimed, fewest }))
            };
            assert_eq!(
                verdict(check::lights(board, &format!("{claimed}"))),
                expected,
                "board {bits:#05x}, claimed {claimed}"
            );
        }
    }
}

#[test]
fn one_line_answers_are_read_leniently_but_not_loosely() {
    let board: flip_game::Board = "bwwb\nbbwb\nbwwb\nbwww".parse().expect("sample");
    for right in ["4", "4\n", "  4 \t\r\n", "\n\n4\n\n", "\u{feff}4\r\n", "04"] {
        assert_eq!(check::flip_game(board, right), Ok(()), "{right:?}");
    }
    let cases = [
        ("", 1, Problem::MissingCount),
        ("\n\n", 1, Problem::MissingCount),
        (
            "four",
            1,
            Problem::BadCount {
                found: Found::Char('f'),
                or_impossible: true,
            },
        ),
        (
            "-4",
            1,
            Problem::BadCount {
                found: Found::Char('-'),
                or_impossible: true,
            },
        ),
        (
            "impossible",
            1,
            Problem::BadCount {
                found: Found::Char('i'),
                or_impossible: true,
            },
        ),
        (
            "4 flips",
            1,
            Problem::ExtraText {
                found: Found::Char('f'),
            },
        ),
        (
            "4.0",
            1,
            Problem::ExtraText {
                found: Found::Char('.'),
            },
        ),
        (
            "4\n4",
            2,
            Problem::TrailingText {
                found: Found::Char('4'),
            },
        ),
        (
            "4\n\nbwwb",
            3,
            Problem::TrailingText {
                found: Found::Char('b'),
            },
        ),
        (
            "99999999999",
            1,
            Problem::CountTooLarge { largest: u32::MAX },
        ),
        (
            "\u{00e9}",
            1,
            Problem::BadCount {
                found: Found::Char('\u{00e9}'),
                or_impossible: true,
            },
        ),
    ];
    for (answer, line, problem) in cases {
        assert_eq!(
            verdict(check::flip_game(board, answer)),
            Err((line, problem)),
            "{answer:?}"
        );
    }
    let lamps: lights::Board = "0 0 1\n0 1 1\n1 0 0".parse().expect("sample");
    assert_eq!(
        verdict(check::lights(lamps, "Impossible")),
        Err((
            1,
            Problem::BadCount {
                found: Found::Char('I'),
                or_impossible: false,
            }
        ))
    );
}

// ---- fridge ------------------------------------------------------------

const DOOR: &str = "-+--\n----\n----\n-+--";

fn door() -> fridge::Board {
    DOOR.parse().expect("sample")
}

/// A fridge answer: the count, then each handle as `row col`.
fn fridge_answer(count: usize, handles: &[(u32, u32)]) -> String {
    let mut text = format!("{count}\n");
    for (row, col) in handles {
        text.push_str(&format!("{row} {col}\n"));
    }
    text
}

const SAMPLE_HANDLES: [(u32, u32); 6] = [(1, 1), (1, 3), (1, 4), (4, 1), (4, 3), (4, 4)];

#[test]
fn fridge_accepts_the_judges_answer_and_every_order_of_it_on_every_door() {
    let distance = fridge_distances();
    for bits in 0..=u16::MAX {
        let door = fridge::Board::from_bits(bits).expect("sixteen bits");
        let handles: Vec<(u32, u32)> = fridge::solve(door)
            .expect("every door opens")
            .presses()
            .map(|c| (u32::from(c.row()) + 1, u32::from(c.col()) + 1))
            .collect();
        assert_eq!(handles.len(), usize::from(distance[usize::from(bits)]));
        assert_eq!(
            check::fridge(door, &fridge_answer(handles.len(), &handles)),
            Ok(())
        );
        let reversed: Vec<_> = handles.iter().rev().copied().collect();
        assert_eq!(
            check::fridge(door, &fridge_answer(reversed.len(), &reversed)),
            Ok(()),
            "door {bits:#06x} in reverse order"
        );
    }
}

#[test]
fn fridge_rejections_name_the_first_wrong_line() {
    let door = door();
    let h = |row, col| cell(row, col);
    let cases: Vec<(String, u32, Problem)> = vec![
        // Too long, with the count to match: wrong from the count on.
        (
            fridge_answer(
                8,
                &[
                    (1, 1),
                    (1, 1),
                    (1, 1),
                    (1, 3),
                    (1, 4),
                    (4, 1),
                    (4, 3),
                    (4, 4),
                ],
            ),
            1,
            Problem::NotFewest {
                claimed: 8,
                fewest: 6,
            },
        ),
        // Too short, though every move is legal.
        (
            fridge_answer(5, &SAMPLE_HANDLES[..5]),
            1,
            Problem::NotFewest {
                claimed: 5,
                fewest: 6,
            },
        ),
        // The count says 6, but a handle is turned twice.
        (
            fridge_answer(6, &[(1, 1), (1, 3), (1, 1), (1, 4), (4, 1), (4, 3)]),
            4,
            Problem::TurnedTwice {
                handle: h(1, 1),
                first: 2,
            },
        ),
        // A handle that is not in the one shortest set.
        (
            fridge_answer(6, &[(1, 1), (2, 2), (1, 3), (1, 4), (4, 1), (4, 3)]),
            3,
            Problem::NoProgress {
                before: 5,
                after: 6,
            },
        ),
        (
            fridge_answer(6, &[(1, 1), (1, 3), (5, 1), (1, 4), (4, 1), (4, 3)]),
            4,
            Problem::OffBoard { row: 5, col: 1 },
        ),
        (
            fridge_answer(6, &[(0, 4)]),
            2,
            Problem::OffBoard { row: 0, col: 4 },
        ),
        // More move lines than the count, fewer, then text after the answer.
        (
            fridge_answer(6, &[SAMPLE_HANDLES.as_slice(), &[(2, 2)]].concat()),
            8,
            Problem::ExtraMove { claimed: 6 },
        ),
        (
            fridge_answer(6, &SAMPLE_HANDLES[..4]),
            6,
            Problem::MissingMoves {
                claimed: 6,
                found: 4,
            },
        ),
        (
            fridge_answer(6, &SAMPLE_HANDLES) + "done\n",
            8,
            Problem::TrailingText {
                found: Found::Char('d'),
            },
        ),
        (
            "6\n1 1\n1\n".to_owned(),
            3,
            Problem::BadTurn { found: None },
        ),
        (
            "6\n1 1\n1,3\n".to_owned(),
            3,
            Problem::BadTurn {
                found: Some(Found::Char(',')),
            },
        ),
        ("6\n13\n".to_owned(), 2, Problem::BadTurn { found: None }),
        (
            "6\nrow 1\n".to_owned(),
            2,
            Problem::BadTurn {
                found: Some(Found::Char('r')),
            },
        ),
        (
            "6\n1 1 1\n".to_owned(),
            2,
            Problem::ExtraText {
                found: Found::Char('1'),
            },
        ),
        (
            "6\n99999999999 1\n".to_owned(),
            2,
            Problem::OffBoard {
                row: u32::MAX,
                col: 1,
            },
        ),
        (
            "Impossible\n".to_owned(),
            1,
            Problem::BadCount {
                found: Found::Char('I'),
                or_impossible: false,
            },
        ),
    ];
    for (answer, line, problem) in cases {
        assert_eq!(
            verdict(check::fridge(door, &answer)),
            Err((line, problem)),
            "{answer:?}"
        );
    }
}

#[test]
fn fridge_answers_may_have_blanks_crlf_and_blank_lines() {
    let answer = "6\r\n 4 4 \r\n\r\n1\t1\n1   3\n\n1 4\n4 1\n4 3\n\n\n";
    assert_eq!(check::fridge(door(), answer), Ok(()));
    let open = fridge::Board::from_bits(0).expect("sixteen bits");
    assert_eq!(check::fridge(open, "0"), Ok(()));
    assert_eq!(
        verdict(check::fridge(open, "0\n1 1")),
        Err((2, Problem::ExtraMove { claimed: 0 }))
    );
}

#[test]
fn rejections_display_the_line_and_the_problem() {
    let rejection = check::fridge(door(), &fridge_answer(7, &[])).expect_err("wrong");
    assert_eq!(
        rejection.to_string(),
        "line 1 of the answer: the least number of moves is 6, so 7 is not minimal"
    );
    let shown: &dyn std::error::Error = &rejection;
    assert!(shown.source().is_none());
    let messages = [
        (
            Problem::MissingCount,
            "expected the number of moves, found the end of the answer",
        ),
        (
            Problem::NotFewest {
                claimed: 1,
                fewest: 4,
            },
            "the least number of moves is 4, so 1 cannot reach the goal",
        ),
        (
            Problem::NoProgress {
                before: 2,
                after: 3,
            },
            "this move leaves 3 moves to go, not 1: every move of a shortest answer gets one move closer",
        ),
        (
            Problem::NotAdjacent {
                a: cell(1, 1),
                b: cell(3, 3),
            },
            "cells 1 1 and 3 3 do not share an edge",
        ),
        (
            Problem::NoChange {
                a: cell(1, 1),
                b: cell(1, 2),
                black: true,
            },
            "cells 1 1 and 1 2 both hold black pieces: swapping them changes nothing",
        ),
        (
            Problem::MissingMoves {
                claimed: 1,
                found: 0,
            },
            "expected 1 move, as the first line gives, found the end of the answer after 0",
        ),
        (
            Problem::BadSwap {
                found: Some(Found::Byte(0xFF)),
            },
            "expected a swap 'abcd', found byte 0xFF (not ASCII)",
        ),
        (
            Problem::OffBoard { row: 5, col: 1 },
            "cell 5 1 is off the board (rows and columns count from 1)",
        ),
        (Problem::NotSolved, "the moves do not reach the goal"),
    ];
    for (problem, message) in messages {
        assert_eq!(problem.to_string(), message);
    }
}

proptest! {
    #[test]
    fn fridge_accepts_the_shortest_handles_in_any_order(
        bits in any::<u16>(),
        order in Just((0..16usize).collect::<Vec<_>>()).prop_shuffle(),
    ) {
        let door = fridge::Board::from_bits(bits).expect("sixteen bits");
        let handles: Vec<(u32, u32)> = fridge::solve(door)
            .expect("every door opens")
            .presses()
            .map(|c| (u32::from(c.row()) + 1, u32::from(c.col()) + 1))
            .collect();
        let shuffled: Vec<_> = order
            .iter()
            .filter_map(|&i| handles.get(i).copied())
            .collect();
        prop_assert_eq!(check::fridge(door, &fridge_answer(shuffled.len(), &shuffled)), Ok(()));
    }

    /// Random answers, from right to badly wrong, against a verdict worked
    /// out from the independent search: the judge must name the same line
    /// and the same problem.
    #[test]
    fn fridge_verdicts_match_the_independent_search(bits in any::<u16>(), seed in any::<u64>()) {
        let distance = fridge_distances();
        let mut rng = Rng(seed);
        let fewest = distance[usize::from(bits)];
        let shortest: Vec<(u32, u32)> = (0..16)
            .filter(|&i| fridge::solve(fridge::Board::from_bits(bits).expect("sixteen bits")).expect("every door opens").bits() >> i & 1 == 1)
            .map(|i| (i / 4 + 1, i % 4 + 1))
            .collect();
        let claimed = if rng.below(4) > 0 { u32::from(fewest) } else { rng.below(u32::from(fewest) + 3) };
        let lines = match rng.below(5) {
            0 => rng.below(claimed + 2),
            _ => claimed,
        };
        let mut handles = Vec::new();
        let mut remaining = shortest.clone();
        for _ in 0..lines {
            let handle = match rng.below(10) {
                0 => (rng.below(6), rng.below(6)),
                1..=2 => (rng.below(4) + 1, rng.below(4) + 1),
                _ if !remaining.is_empty() => {
                    remaining.remove(rng.below(remaining.len() as u32) as usize)
                }
                _ => (rng.below(4) + 1, rng.below(4) + 1),
            };
            handles.push(handle);
        }
        let text = fridge_answer(claimed as usize, &handles);

        // The verdict by the definition: the first line after which no right
        // answer can go on.
        let expected = (|| {
            if claimed != u32::from(fewest) {
                return Err((1, Problem::NotFewest { claimed, fewest }));
            }
            let mut board = bits;
            let mut turned: Vec<((u32, u32), u32)> = Vec::new();
            for (k, &(row, col)) in handles.iter().enumerate() {
                let line = k as u32 + 2;
                if k as u32 >= claimed {
                    return Err((line, Problem::ExtraMove { claimed }));
                }
                if !(1..=4).contains(&row) || !(1..=4).contains(&col) {
                    return Err((line, Problem::OffBoard { row, col }));
                }
                if let Some(&(_, first)) = turned.iter().find(|(h, _)| *h == (row, col)) {
                    return Err((line, Problem::TurnedTwice { handle: cell(row, col), first }));
                }
                let after = board ^ masks(4, 4, true)[((row - 1) * 4 + col - 1) as usize];
                let (before, left) = (distance[usize::from(board)], distance[usize::from(after)]);
                if left + 1 != before {
                    return Err((line, Problem::NoProgress { before, after: left }));
                }
                turned.push(((row, col), line));
                board = after;
            }
            if (handles.len() as u32) < claimed {
                let found = handles.len() as u32;
                return Err((found + 2, Problem::MissingMoves { claimed, found }));
            }
            assert_eq!(board, 0, "a right answer opens the door");
            Ok(())
        })();
        prop_assert_eq!(verdict(check::fridge(fridge::Board::from_bits(bits).expect("sixteen bits"), &text)), expected, "{}", text);
    }
}

// ---- swap game ---------------------------------------------------------

const SWAP: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101";

fn pair() -> swap_game::Pair {
    SWAP.parse().expect("sample")
}

/// A swap-game answer: the count, then each swap as `abcd`.
fn swap_answer(count: usize, swaps: &[[u32; 4]]) -> String {
    let mut text = format!("{count}\n");
    for [a, b, c, d] in swaps {
        text.push_str(&format!("{a}{b}{c}{d}\n"));
    }
    text
}

#[test]
fn swap_game_accepts_the_sample_in_any_order_and_either_cell_first() {
    let pair = pair();
    assert_eq!(
        check::swap_game(pair, "4\n1222\n1424\n3242\n4344\n"),
        Ok(())
    );
    assert_eq!(check::swap_game(pair, "4\n4344\n3242\n1424\n1222"), Ok(()));
    assert_eq!(
        check::swap_game(pair, "4\r\n2212\r\n 2 4 1 4\r\n4232\r\n4443\r\n"),
        Ok(())
    );
    let solved = swap_game::Pair::new(pair.target(), pair.target()).expect("one board");
    assert_eq!(check::swap_game(solved, "0\n"), Ok(()));
}

#[test]
fn swap_game_rejections_name_the_first_wrong_line() {
    let pair = pair();
    let cases: Vec<(&str, u32, Problem)> = vec![
        (
            "5\n1222\n1424\n3242\n4344\n1112\n",
            1,
            Problem::NotFewest {
                claimed: 5,
                fewest: 4,
            },
        ),
        (
            "3\n1222\n1424\n3242\n",
            1,
            Problem::NotFewest {
                claimed: 3,
                fewest: 4,
            },
        ),
        (
            "0\n",
            1,
            Problem::NotFewest {
                claimed: 0,
                fewest: 4,
            },
        ),
        // Cells that share no edge.
        (
            "4\n1222\n1133\n",
            3,
            Problem::NotAdjacent {
                a: cell(1, 1),
                b: cell(3, 3),
            },
        ),
        (
            "4\n1221\n",
            2,
            Problem::NotAdjacent {
                a: cell(1, 2),
                b: cell(2, 1),
            },
        ),
        (
            "4\n1111\n",
            2,
            Problem::NotAdjacent {
                a: cell(1, 1),
                b: cell(1, 1),
            },
        ),
        // Two pieces of one colour: legal, but it changes nothing.
        (
            "4\n1112\n",
            2,
            Problem::NoChange {
                a: cell(1, 1),
                b: cell(1, 2),
                black: true,
            },
        ),
        (
            "4\n1222\n2324\n",
            3,
            Problem::NoChange {
                a: cell(2, 3),
                b: cell(2, 4),
                black: false,
            },
        ),
        // A black piece moved away from where it is wanted.
        (
            "4\n3121\n",
            2,
            Problem::NoProgress {
                before: 4,
                after: 5,
            },
        ),
        // Off the board, as written.
        ("4\n1525\n", 2, Problem::OffBoard { row: 1, col: 5 }),
        ("4\n1222\n0111\n", 3, Problem::OffBoard { row: 0, col: 1 }),
        ("4\n1219\n", 2, Problem::OffBoard { row: 1, col: 9 }),
        // Malformed lines.
        ("4\n122\n", 2, Problem::BadSwap { found: None }),
        (
            "4\n12-22\n",
            2,
            Problem::BadSwap {
                found: Some(Found::Char('-')),
            },
        ),
        (
            "4\n12223\n",
            2,
            Problem::ExtraText {
                found: Found::Char('3'),
            },
        ),
        (
            "4 swaps\n",
            1,
            Problem::ExtraText {
                found: Found::Char('s'),
            },
        ),
        (
            "Impossible\n",
            1,
            Problem::BadCount {
                found: Found::Char('I'),
                or_impossible: false,
            },
        ),
        // The count against the move lines.
        (
            "4\n1222\n1424\n3242\n",
            5,
            Problem::MissingMoves {
                claimed: 4,
                found: 3,
            },
        ),
        (
            "4\n1222\n1424\n3242\n4344\n1112\n",
            6,
            Problem::ExtraMove { claimed: 4 },
        ),
        (
            "4\n1222\n1424\n3242\n4344\n1010\n0101\n",
            6,
            Problem::ExtraMove { claimed: 4 },
        ),
        (
            "4\n1222\n1424\n3242\n4344\nok\n",
            6,
            Problem::TrailingText {
                found: Found::Char('o'),
            },
        ),
    ];
    for (answer, line, problem) in cases {
        assert_eq!(
            verdict(check::swap_game(pair, answer)),
            Err((line, problem)),
            "{answer:?}"
        );
    }
}

#[test]
fn swap_game_boards_whose_counts_differ_make_no_pair_to_judge() {
    let mismatch = swap_game::Pair::new(
        swap_game::Board::from_bits(0b1).expect("sixteen bits"),
        swap_game::Board::from_bits(0b11).expect("sixteen bits"),
    )
    .expect_err("1 and 2 pieces");
    assert_eq!(
        mismatch,
        flipswap::Mismatch::Count {
            start: 1,
            target: 2
        }
    );
}

#[test]
fn a_count_above_the_most_any_answer_holds_is_wrong_at_line_1() {
    for (count, largest) in [("17", 16), ("44", 16), ("99999999999", 16)] {
        assert_eq!(
            verdict(check::fridge(door(), &format!("{count}\n1 1\n1 3"))),
            Err((1, Problem::CountTooLarge { largest })),
            "count {count}"
        );
    }
    assert_eq!(
        verdict(check::swap_game(pair(), "21\n1222")),
        Err((1, Problem::CountTooLarge { largest: 20 }))
    );
    // 20 is within the bound, so it is merely not the fewest.
    assert_eq!(
        verdict(check::swap_game(pair(), "20\n1222")),
        Err((
            1,
            Problem::NotFewest {
                claimed: 20,
                fewest: 4
            }
        ))
    );
}

/// One shortest sequence, chosen at random among all of them by walking
/// down the independent search's distances.
fn random_shortest(start: u16, distance: &[u8], rng: &mut Rng) -> Vec<[u32; 4]> {
    let mut board = start;
    let mut swaps = Vec::new();
    while distance[usize::from(board)] > 0 {
        let closer: Vec<(u32, u32)> = edges()
            .into_iter()
            .filter(|&(i, j)| {
                let next = board ^ (1 << i | 1 << j);
                (board >> i ^ board >> j) & 1 == 1
                    && distance[usize::from(next)] + 1 == distance[usize::from(board)]
            })
            .collect();
        let (i, j) = closer[rng.below(closer.len() as u32) as usize];
        board ^= 1 << i | 1 << j;
        let (i, j) = if rng.below(2) == 0 { (i, j) } else { (j, i) };
        swaps.push([i / 4 + 1, i % 4 + 1, j / 4 + 1, j % 4 + 1]);
    }
    swaps
}

/// A start and a target with the same number of black pieces.
fn pairs() -> impl Strategy<Value = (u16, u16)> {
    (any::<u16>(), any::<u64>()).prop_map(|(start, seed)| {
        let mut rng = Rng(seed);
        let mut cells: Vec<u32> = (0..16).collect();
        for i in (1..16).rev() {
            cells.swap(i, rng.below(i as u32 + 1) as usize);
        }
        let target = cells
            .iter()
            .take(start.count_ones() as usize)
            .fold(0u16, |bits, &c| bits | 1 << c);
        (start, target)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn swap_game_accepts_any_shortest_sequence((start, target) in pairs(), seed in any::<u64>()) {
        let distance = swap_distances(target);
        let swaps = random_shortest(start, &distance, &mut Rng(seed));
        let pair = swap_game::Pair::new(
            swap_game::Board::from_bits(start).expect("sixteen bits"),
            swap_game::Board::from_bits(target).expect("sixteen bits"),
        )
        .expect("equal counts");
        let text = swap_answer(swaps.len(), &swaps);
        prop_assert_eq!(check::swap_game(pair, &text), Ok(()), "{}", text);
    }

    /// Random answers, from right to badly wrong, against a verdict worked
    /// out from the independent search.
    #[test]
    fn swap_game_verdicts_match_the_independent_search((start, target) in pairs(), seed in any::<u64>()) {
        let distance = swap_distances(target);
        let mut rng = Rng(seed);
        let fewest = distance[usize::from(start)];
        let claimed = if rng.below(4) > 0 { u32::from(fewest) } else { rng.below(u32::from(fewest) + 3) };
        let lines = if rng.below(5) == 0 { rng.below(claimed + 2) } else { claimed };
        let mut swaps = Vec::new();
        let mut board = start;
        for _ in 0..lines {
            let swap = match rng.below(20) {
                0 => [rng.below(6), rng.below(6), rng.below(6), rng.below(6)],
                1 => [rng.below(4) + 1, rng.below(4) + 1, rng.below(4) + 1, rng.below(4) + 1],
                2..=4 => {
                    let (i, j) = edges()[rng.below(24) as usize];
                    [i / 4 + 1, i % 4 + 1, j / 4 + 1, j % 4 + 1]
                }
                _ => match random_shortest(board, &distance, &mut rng).first() {
                    Some(&swap) => swap,
                    None => [1, 1, 1, 2],
                },
            };
            // Follow the board as far as the moves are legal, so the next
            // good move is good from there.
            let (i, j) = ((swap[0] * 4 + swap[1]).wrapping_sub(5), (swap[2] * 4 + swap[3]).wrapping_sub(5));
            if edges().contains(&(i.min(j), i.max(j))) {
                board ^= ((board >> i ^ board >> j) & 1) * (1 << i | 1 << j);
            }
            swaps.push(swap);
        }
        let text = swap_answer(claimed as usize, &swaps);

        let expected = (|| {
            if claimed != u32::from(fewest) {
                return Err((1, Problem::NotFewest { claimed, fewest }));
            }
            let mut board = start;
            for (k, &[a, b, c, d]) in swaps.iter().enumerate() {
                let line = k as u32 + 2;
                if k as u32 >= claimed {
                    return Err((line, Problem::ExtraMove { claimed }));
                }
                for (row, col) in [(a, b), (c, d)] {
                    if !(1..=4).contains(&row) || !(1..=4).contains(&col) {
                        return Err((line, Problem::OffBoard { row, col }));
                    }
                }
                let (i, j) = ((a - 1) * 4 + b - 1, (c - 1) * 4 + d - 1);
                if !edges().contains(&(i.min(j), i.max(j))) {
                    return Err((line, Problem::NotAdjacent { a: cell(a, b), b: cell(c, d) }));
                }
                if (board >> i ^ board >> j) & 1 == 0 {
                    let black = board >> i & 1 == 1;
                    return Err((line, Problem::NoChange { a: cell(a, b), b: cell(c, d), black }));
                }
                let after = board ^ (1 << i | 1 << j);
                let (before, left) = (distance[usize::from(board)], distance[usize::from(after)]);
                if left + 1 != before {
                    return Err((line, Problem::NoProgress { before, after: left }));
                }
                board = after;
            }
            if (swaps.len() as u32) < claimed {
                let found = swaps.len() as u32;
                return Err((found + 2, Problem::MissingMoves { claimed, found }));
            }
            assert_eq!(board, target, "a right answer reaches the target");
            Ok(())
        })();
        let pair = swap_game::Pair::new(
            swap_game::Board::from_bits(start).expect("sixteen bits"),
            swap_game::Board::from_bits(target).expect("sixteen bits"),
        )
        .expect("equal counts");
        prop_assert_eq!(verdict(check::swap_game(pair, &text)), expected, "{}", text);
    }
}

// ---- the streaming judge -----------------------------------------------

/// Feeds `lines` to a judge for `case` as a stream does: while the judge
/// takes them. Returns the verdict and the line that starts what follows.
fn stream<C: check::Checkable>(
    case: C,
    lines: &[&'static str],
) -> (Result<(), (u32, Problem)>, Option<&'static str>) {
    let mut judge = Judge::new(case);
    for &line in lines {
        if !judge.takes(line.as_bytes()) {
            return (verdict(judge.finish()), Some(line));
        }
        judge.push_line(line.as_bytes());
    }
    (verdict(judge.finish()), None)
}

#[test]
fn the_judge_counts_the_move_lines_of_a_wrong_answer_to_stay_in_step() {
    let lines = [
        "7", "1 1", "x", "9 9", "1 1", "", "1 3", "1 4", "4 1", "-+--",
    ];
    let (verdict, next) = stream(door(), &lines);
    assert_eq!(verdict.map_err(|(line, _)| line), Err(1));
    assert_eq!(next, Some("-+--"));
}

#[test]
fn a_move_line_too_many_is_the_answers_error_at_its_line() {
    let lines = [
        "6", "1 1", "1 3", "1 4", "4 1", "4 3", "4 4", "2 2", "", "-+--",
    ];
    let (verdict, next) = stream(door(), &lines);
    assert_eq!(verdict, Err((8, Problem::ExtraMove { claimed: 6 })));
    assert_eq!(next, Some("-+--"));
    // The lines taken, given whole, get the same verdict.
    let text = lines[..9].join("\n");
    assert_eq!(
        check::fridge(door(), &text).map_err(|r| (r.line(), r.problem())),
        Err((8, Problem::ExtraMove { claimed: 6 }))
    );
}

#[test]
fn a_count_too_large_does_not_swallow_the_next_case() {
    let lines = ["44", "1 1", "1 3", "1 4", "4 1", "-+--", "----"];
    let (verdict, next) = stream(door(), &lines);
    assert_eq!(verdict, Err((1, Problem::CountTooLarge { largest: 16 })));
    assert_eq!(next, Some("-+--"));

    // Swap-game rows are digits too, but never a legal swap.
    let lines = ["44", "1222", "1424", "1111", "0000"];
    let (verdict, next) = stream(pair(), &lines);
    assert_eq!(verdict, Err((1, Problem::CountTooLarge { largest: 20 })));
    assert_eq!(next, Some("1111"));
}

#[test]
fn an_answer_short_of_moves_ends_at_the_next_cases_first_row() {
    let lines = ["4", "1222", "1424", "1010", "0101"];
    let (verdict, next) = stream(pair(), &lines);
    assert_eq!(
        verdict,
        Err((
            4,
            Problem::MissingMoves {
                claimed: 4,
                found: 2
            }
        ))
    );
    assert_eq!(next, Some("1010"));
}

#[test]
fn the_judge_reads_on_by_the_look_of_the_lines_when_the_count_is_not_a_number() {
    let (verdict, next) = stream(pair(), &["four", "1222", "1424", "1111"]);
    assert_eq!(verdict.map_err(|(line, _)| line), Err(1));
    assert_eq!(next, Some("1111"));

    // A one-line answer ends after its line whatever it holds.
    let (verdict, next) = stream(
        flip_game::Board::from_bits(0).expect("sixteen bits"),
        &["four", "4", "bwbw"],
    );
    assert_eq!(verdict.map_err(|(line, _)| line), Err(1));
    assert_eq!(next, Some("4"));
}

#[test]
fn the_judge_reads_bytes_that_are_not_utf8() {
    let mut judge = Judge::new(pair());
    judge.push_line(b"4");
    judge.push_line(b"12\xFF22");
    assert_eq!(
        verdict(judge.finish()),
        Err((
            2,
            Problem::BadSwap {
                found: Some(Found::Byte(0xFF))
            }
        ))
    );
}

#[test]
fn the_judge_skips_blank_lines_before_the_count() {
    let mut judge = Judge::new(lights::Board::from_bits(0x1FF).expect("nine bits"));
    for line in ["", "  ", "\r"] {
        judge.push_line(line.as_bytes());
        assert!(judge.wants_line());
    }
    judge.push_line(b"0");
    assert!(!judge.wants_line());
    assert_eq!(judge.finish(), Ok(()));
}
