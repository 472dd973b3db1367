//! The play layer against rules written here, on the page's own bytes and
//! move codes, independent of the library: each game's press, swap or
//! slide as the page's contract states it (web/README.md), a search of
//! every board for the fewest moves, and which codes are moves at all.

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard};

use crate::fault::{self, Fault};
use crate::game::Out;
use crate::play;

/// The codes of flipswap.h.
const BAD_INPUT: i32 = -1;
const UNKNOWN_PUZZLE: i32 = -2;
const NO_ROOM: i32 = -3;
const UNSOLVABLE: i32 = -5;

/// The last fault's message is one for the module: the tests that read
/// it take turns.
static MESSAGE: Mutex<()> = Mutex::new(());

fn turn() -> MutexGuard<'static, ()> {
    MESSAGE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The code of a play, its fault's message kept as the module keeps it.
fn code(result: Result<i32, Fault>) -> i32 {
    result.unwrap_or_else(fault::fail)
}

/// The last fault's message.
fn said() -> String {
    let mut out = [0u8; 600];
    let len = fault::message(&mut out);
    String::from_utf8(out[..len].to_vec()).expect("UTF-8")
}

/// The plays' way to `board`: its first bytes, as many as they ask, once.
fn region<'b>(board: &'b [u8]) -> impl FnMut(usize) -> Result<&'b [u8], Fault> {
    let mut slot = Some(board);
    move |len| {
        let board = slot.take().and_then(|board| board.get(..len));
        board.ok_or(Fault::Pointer("the board"))
    }
}

/// [`region`], written.
fn region_mut<'b>(board: &'b mut [u8]) -> impl FnMut(usize) -> Result<&'b mut [u8], Fault> {
    let mut slot = Some(board);
    move |len| {
        let board = slot.take().and_then(|board| board.get_mut(..len));
        board.ok_or(Fault::Pointer("the board"))
    }
}

/// `flipswap_play_new`: its value and the board.
fn new(game: &str, size: (i32, i32), moves: i32, seed: u64) -> (i32, Vec<u8>) {
    let mut board = vec![0u8; 2 * 64 * 64];
    let drawn = play::new_named(game, size, (moves, seed), &mut region_mut(&mut board));
    let value = code(drawn);
    let len = bytes(game, size);
    board.truncate(len);
    (value, board)
}

/// `flipswap_play_move`: its value; `board` played in place.
fn play(game: &str, size: (i32, i32), board: &mut [u8], step: i32) -> i32 {
    code(play::play_named(game, size, step, &mut region_mut(board)))
}

/// `flipswap_play_solve` with room for `room` moves: its value and the
/// moves.
fn solve_into(game: &str, size: (i32, i32), board: &[u8], room: usize) -> (i32, Vec<i32>) {
    let mut bytes = vec![0xAAu8; 4 * room];
    let mut out = Out::to(&mut bytes);
    let value = code(play::solve_named(
        game,
        size,
        0,
        &mut region(board),
        &mut out,
    ));
    let moves = bytes
        .chunks_exact(4)
        .take(usize::try_from(value).unwrap_or(0))
        .map(|word| i32::from_le_bytes(word.try_into().expect("four bytes")))
        .collect();
    (value, moves)
}

fn solve(game: &str, size: (i32, i32), board: &[u8]) -> (i32, Vec<i32>) {
    solve_into(game, size, board, 8192)
}

/// The bytes of a board: one a cell, the swap game's two boards.
fn bytes(game: &str, (rows, cols): (i32, i32)) -> usize {
    let cells = usize::try_from(rows * cols).expect("a size");
    if game == "swap-game" {
        2 * cells
    } else {
        cells
    }
}

/// A game's rules, as the page's contract states them.
#[derive(Clone, Debug)]
struct Rules {
    rows: usize,
    cols: usize,
    kind: Kind,
}

#[derive(Clone, Debug)]
enum Kind {
    /// A press adds `weights` (centred on the cell, `torus` or bounded)
    /// modulo `states`; the goal is every cell one of `goals`' values.
    Press {
        weights: Vec<(i32, i32, u8)>,
        torus: bool,
        states: u8,
        goals: Vec<u8>,
    },
    /// A press adds 1 to every cell of its row and its column, modulo 2;
    /// the goal is every cell one of `goals`' values.
    RowColumn { goals: Vec<u8> },
    /// `a * 64 + b` swaps two cells that share an edge; the goal is the
    /// start equal to the target.
    Swap,
    /// A code is the cell of a tile next to the blank (0), which slides
    /// into it; the goal is 1 to n - 1 in order, then the blank.
    Tiles,
}

/// The cross, the X, the king's block and HDU 5755's stencil.
const CROSS: &[(i32, i32, u8)] = &[(0, 0, 1), (-1, 0, 1), (1, 0, 1), (0, -1, 1), (0, 1, 1)];
const X: &[(i32, i32, u8)] = &[(0, 0, 1), (-1, -1, 1), (-1, 1, 1), (1, -1, 1), (1, 1, 1)];
const HDU: &[(i32, i32, u8)] = &[(0, 0, 2), (-1, 0, 1), (1, 0, 1), (0, -1, 1), (0, 1, 1)];

fn king() -> Vec<(i32, i32, u8)> {
    (-1..=1)
        .flat_map(|dr| (-1..=1).map(move |dc| (dr, dc, 1)))
        .collect()
}

fn press(weights: &[(i32, i32, u8)], states: u8, goals: &[u8], torus: bool) -> Kind {
    Kind::Press {
        weights: weights.to_vec(),
        torus,
        states,
        goals: goals.to_vec(),
    }
}

/// The rules of a game's name.
fn rules(game: &str, (rows, cols): (usize, usize)) -> Rules {
    let kind = match game {
        "flip-game" => press(CROSS, 2, &[0, 1], false),
        "fridge" => Kind::RowColumn { goals: vec![0] },
        "lights" => press(CROSS, 2, &[1], false),
        "lights-out" => press(CROSS, 2, &[0], false),
        "lights-out --goal on" => press(CROSS, 2, &[1], false),
        "lights-out --goal one-colour" => press(CROSS, 2, &[0, 1], false),
        "lights-out --rule x --states 3" => press(X, 3, &[0], false),
        "lights-out --rule king --torus" => press(&king(), 2, &[0], true),
        "lights-out --rule row-column --goal on" => Kind::RowColumn { goals: vec![1] },
        "lights-out --rule 010/121/010 --states 3 --goal one-colour" => {
            press(HDU, 3, &[0, 1, 2], false)
        }
        "lights-out --torus --states 3 --goal on" => press(CROSS, 3, &[2], true),
        "swap-game" => Kind::Swap,
        "eight" | "fifteen" | "sliding" => Kind::Tiles,
        _ => panic!("no rules for {game}"),
    };
    Rules { rows, cols, kind }
}

impl Rules {
    fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// Every move from `board`: its code and the board after it.
    fn moves(&self, board: &[u8]) -> Vec<(i32, Vec<u8>)> {
        let (rows, cols) = (self.rows as i32, self.cols as i32);
        let code = |i: usize| i32::try_from(i).expect("a small index");
        match &self.kind {
            Kind::Press {
                weights,
                torus,
                states,
                ..
            } => (0..self.cells())
                .map(|i| {
                    let mut after = board.to_vec();
                    let (r, c) = (code(i) / cols, code(i) % cols);
                    for &(dr, dc, weight) in weights {
                        let (mut tr, mut tc) = (r + dr, c + dc);
                        if *torus {
                            tr = tr.rem_euclid(rows);
                            tc = tc.rem_euclid(cols);
                        } else if tr < 0 || tc < 0 || tr >= rows || tc >= cols {
                            continue;
                        }
                        let at = (tr * cols + tc) as usize;
                        after[at] = (after[at] + weight) % states;
                    }
                    (code(i), after)
                })
                .collect(),
            Kind::RowColumn { .. } => (0..self.cells())
                .map(|i| {
                    let mut after = board.to_vec();
                    for (at, cell) in after.iter_mut().enumerate() {
                        if at / self.cols == i / self.cols || at % self.cols == i % self.cols {
                            *cell ^= 1;
                        }
                    }
                    (code(i), after)
                })
                .collect(),
            Kind::Swap => {
                let mut moves = Vec::new();
                for a in 0..self.cells() {
                    for b in a + 1..self.cells() {
                        let next = b == a + 1 && a % self.cols + 1 < self.cols;
                        if next || b == a + self.cols {
                            let mut after = board.to_vec();
                            after.swap(a, b);
                            moves.push((code(a * 64 + b), after));
                        }
                    }
                }
                moves
            }
            Kind::Tiles => {
                let blank = board.iter().position(|&t| t == 0).expect("a blank");
                (0..self.cells())
                    .filter(|&t| {
                        let apart = (t / self.cols).abs_diff(blank / self.cols)
                            + (t % self.cols).abs_diff(blank % self.cols);
                        apart == 1
                    })
                    .map(|t| {
                        let mut after = board.to_vec();
                        after.swap(t, blank);
                        (code(t), after)
                    })
                    .collect()
            }
        }
    }

    fn is_goal(&self, board: &[u8]) -> bool {
        match &self.kind {
            Kind::Press { goals, .. } | Kind::RowColumn { goals } => goals
                .iter()
                .any(|&goal| board.iter().all(|&cell| cell == goal)),
            Kind::Swap => {
                let (start, target) = board.split_at(self.cells());
                start == target
            }
            Kind::Tiles => {
                let n = self.cells();
                board
                    .iter()
                    .enumerate()
                    .all(|(i, &t)| usize::from(t) == (i + 1) % n)
            }
        }
    }

    /// The fewest moves from `board` to the goal, by a search of every
    /// board; `None` when none reach it.
    fn fewest(&self, board: &[u8]) -> Option<usize> {
        let mut seen = HashMap::from([(board.to_vec(), 0usize)]);
        let mut queue = VecDeque::from([board.to_vec()]);
        while let Some(at) = queue.pop_front() {
            let depth = seen[&at];
            if self.is_goal(&at) {
                return Some(depth);
            }
            for (_, after) in self.moves(&at) {
                if !seen.contains_key(&after) {
                    seen.insert(after.clone(), depth + 1);
                    queue.push_back(after);
                }
            }
        }
        None
    }
}

/// The games whose every board a search weighs, with their sizes.
const SMALL: &[(&str, (i32, i32))] = &[
    ("flip-game", (4, 4)),
    ("fridge", (4, 4)),
    ("lights", (3, 3)),
    ("lights-out", (3, 3)),
    ("lights-out", (2, 5)),
    ("lights-out --goal on", (2, 4)),
    ("lights-out --goal one-colour", (3, 4)),
    ("lights-out --rule x --states 3", (3, 3)),
    ("lights-out --rule king --torus", (3, 4)),
    ("lights-out --rule row-column --goal on", (3, 3)),
    (
        "lights-out --rule 010/121/010 --states 3 --goal one-colour",
        (2, 4),
    ),
    ("lights-out --torus --states 3 --goal on", (2, 3)),
    ("swap-game", (2, 3)),
    ("swap-game", (3, 3)),
    ("eight", (3, 3)),
    ("sliding", (2, 2)),
    ("sliding", (2, 3)),
];

fn usize_size((rows, cols): (i32, i32)) -> (usize, usize) {
    (rows as usize, cols as usize)
}

/// Every board drawn needs the moves `new` says, as the search counts
/// them; `solve` gives that many, each a move of the rules, reaching the
/// goal; `play` plays each as the rules do and says when the goal is met.
#[test]
fn the_plays_keep_the_rules_and_are_fewest() {
    for &(game, size) in SMALL {
        let rules = rules(game, usize_size(size));
        let mut drawn = 0;
        for (seed, moves) in (0..12).zip([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, -1]) {
            let (fewest, board) = new(game, size, moves, seed);
            if fewest < 0 {
                // No board of the size needs that many, or the most is
                // not known (a rule's).
                assert_ne!(moves, 0, "{game}: {fewest}");
                continue;
            }
            drawn += 1;
            if moves >= 0 {
                assert_eq!(fewest, moves, "{game} {moves} {seed}");
            }
            let searched = rules.fewest(&board).map(|n| n as i32);
            assert_eq!(searched, Some(fewest), "{game} {moves} {seed}: {board:?}");
            let (count, answer) = solve(game, size, &board);
            assert_eq!((count, answer.len() as i32), (fewest, fewest), "{game}");
            let mut at = board.clone();
            for (n, &step) in answer.iter().enumerate() {
                let after = rules.moves(&at).into_iter().find(|(code, _)| *code == step);
                let (_, after) = after.unwrap_or_else(|| panic!("{game}: {step} is no move"));
                let met = play(game, size, &mut at, step);
                assert_eq!(at, after, "{game}: move {n}, {step}");
                assert_eq!(met, i32::from(rules.is_goal(&at)), "{game}: move {n}");
            }
            assert!(rules.is_goal(&at), "{game}: {answer:?}");
        }
        assert!(drawn >= 4, "{game}: {drawn} boards drawn");
    }
}

/// Exactly the rules' moves are played, each as the rules play it; any
/// other code is refused and leaves the board as it was.
#[test]
fn only_the_rules_moves_are_played() {
    for &(game, size) in SMALL {
        let rules = rules(game, usize_size(size));
        for seed in 0..3 {
            let (_, board) = new(game, size, 3, seed);
            let moves = rules.moves(&board);
            let most = if game == "swap-game" { 64 * 64 } else { 70 };
            for step in -3..most {
                let mut at = board.clone();
                let value = play(game, size, &mut at, step);
                match moves.iter().find(|(code, _)| *code == step) {
                    Some((_, after)) => {
                        assert_eq!(&at, after, "{game} {step}");
                        assert_eq!(value, i32::from(rules.is_goal(after)), "{game} {step}");
                    }
                    None => {
                        assert_eq!(value, BAD_INPUT, "{game} {step}");
                        assert_eq!(at, board, "{game} {step}: left as it was");
                    }
                }
            }
        }
    }
}

/// Larger boards: the answer replays by the rules to the goal in the
/// moves drawn.
#[test]
fn larger_boards_replay() {
    for (game, size, moves) in [
        ("lights-out", (9, 7), 12),
        ("lights-out --goal on", (32, 32), 20),
        ("lights-out --torus --states 3 --goal on", (12, 10), 14),
        ("swap-game", (8, 8), 12),
        ("fifteen", (4, 4), 24),
        ("sliding", (3, 4), 20),
        ("sliding", (4, 4), 16),
    ] {
        let rules = rules(game, usize_size(size));
        let (fewest, board) = new(game, size, moves, 7);
        assert_eq!(fewest, moves, "{game}");
        let (count, answer) = solve(game, size, &board);
        assert_eq!(count, moves, "{game}");
        let mut at = board;
        for &step in &answer {
            let (_, after) = rules
                .moves(&at)
                .into_iter()
                .find(|(code, _)| *code == step)
                .unwrap_or_else(|| panic!("{game}: {step} is no move"));
            at = after;
        }
        assert!(rules.is_goal(&at), "{game}");
    }
}

/// A cell past the game's values is refused and named; so are a tile
/// twice, a swap of unequal counts and a size the game has not.
#[test]
fn bad_boards_are_named() {
    let _turn = turn();
    for &(game, size) in SMALL {
        let (_, mut board) = new(game, size, 2, 1);
        board[1] = 99;
        assert_eq!(solve(game, size, &board).0, BAD_INPUT, "{game}");
        assert!(said().starts_with("cell 1 holds 99;"), "{game}: {}", said());
        assert_eq!(play(game, size, &mut board.clone(), 0), BAD_INPUT, "{game}");
    }
    let board = [1, 2, 2, 4, 5, 6, 7, 8, 0];
    assert_eq!(solve("eight", (3, 3), &board).0, BAD_INPUT);
    assert!(said().contains("tile 2 is in cells 1 and 2"), "{}", said());
    let pair = [1, 1, 0, 0, 0, 0, 1, 0];
    assert_eq!(solve("swap-game", (2, 2), &pair).0, BAD_INPUT);
    assert_eq!(new("lights-out", (0, 5), 1, 1).0, BAD_INPUT);
    assert!(said().ends_with("columns, not 0 x 5"), "{}", said());
    assert_eq!(new("fifteen", (3, 3), 1, 1).0, BAD_INPUT);
    assert!(said().contains("4"), "{}", said());
    assert_eq!(new("sliding", (4, 5), 1, 1).0, BAD_INPUT);
    // Flip Game's board of one white piece, and an 8-puzzle of two tiles
    // swapped, have no answer.
    let mut one = [0u8; 16];
    one[5] = 1;
    assert_eq!(solve("flip-game", (4, 4), &one).0, UNSOLVABLE);
    assert_eq!(said(), "no moves solve this board");
    let swapped = [2, 1, 3, 4, 5, 6, 7, 8, 0];
    assert_eq!(solve("eight", (3, 3), &swapped).0, UNSOLVABLE);
    assert_eq!(solve("sliding", (3, 3), &swapped).0, UNSOLVABLE);
}

/// Lights Out's options: `--goal` alone keeps Lights Out's own solver (up
/// to 32 × 32); any rule option turns to the press engine (up to 64 ×
/// 64); words that are no options, and values that are none, are refused
/// as unknown puzzles.
#[test]
fn lights_out_reads_its_options() {
    let _turn = turn();
    assert_eq!(new("lights-out --goal on", (40, 40), 3, 1).0, BAD_INPUT);
    assert!(said().contains("1 to 32"), "{}", said());
    for ruled in [
        "lights-out --states 2",
        "lights-out --rule=cross",
        "lights-out --rule cross --goal on",
    ] {
        let (fewest, board) = new(ruled, (40, 40), 3, 1);
        assert_eq!(fewest, 3, "{ruled}: {}", said());
        assert_eq!(solve(ruled, (40, 40), &board).0, 3, "{ruled}");
    }
    for (name, words) in [
        ("lights-out --goal", "lights-out takes"),
        ("lights-out --size 3", "lights-out takes"),
        ("lights-out --rule q", "found 'q'"),
        ("lights-out --states 4", "2 or 3 states"),
        ("lights-out --goal up", "'up'"),
        ("fliptile", "no such game"),
        ("", "no such game"),
    ] {
        assert_eq!(solve(name, (3, 3), &[0; 9]).0, UNKNOWN_PUZZLE, "{name}");
        assert!(said().contains(words), "{name}: {}", said());
    }
}

/// An answer that does not fit is refused whole, nothing written; the
/// count alone needs no room.
#[test]
fn no_room_writes_nothing() {
    let _turn = turn();
    let (fewest, board) = new("fridge", (4, 4), 9, 3);
    assert_eq!(fewest, 9);
    let (value, moves) = solve_into("fridge", (4, 4), &board, 8);
    assert_eq!((value, moves.len()), (NO_ROOM, 0));
    assert_eq!(said(), "the answer has 9 moves; there is room for 8");
    let mut out = Out::count();
    let value = play::solve_named("fridge", (4, 4), 0, &mut region(&board), &mut out);
    assert_eq!(value, Ok(9));
}

/// The message is cut to its room at a character, and ends in a NUL.
#[test]
fn messages_are_cut_at_characters() {
    let _turn = turn();
    let error = "é".parse::<flipswap::press::Shape>().expect_err("no rule");
    fault::fail(Fault::Rule(error));
    let whole = said();
    assert!(whole.contains("'é' (U+00E9, not ASCII)"), "{whole}");
    for room in 0..whole.len() + 3 {
        let mut out = vec![0xFFu8; room];
        let len = fault::message(&mut out);
        let fits = (0..=whole.len().min(room.saturating_sub(1)))
            .rev()
            .find(|&end| whole.is_char_boundary(end))
            .unwrap_or(0);
        assert_eq!(&out[..len], &whole.as_bytes()[..fits], "{room}");
        if room > 0 {
            assert_eq!(out[len], 0, "{room}");
        }
    }
}

/// The exports' pointers: regions that overlap another argument's are
/// refused, and the answer's codes are written as little-endian `i32`s.
#[test]
fn the_exports_check_their_pointers() {
    let _turn = turn();
    let name = c"eight";
    let mut board = [1u8, 2, 3, 4, 5, 6, 0, 7, 8];
    let mut moves = [0i32; 4];
    let solve = |board: *const u8, moves: *mut i32, cap: usize| {
        crate::exports::flipswap_play_solve(name.as_ptr(), 3, 3, board, 0, 0, moves, cap)
    };
    assert_eq!(solve(board.as_ptr(), moves.as_mut_ptr(), 4), 2);
    assert_eq!(moves[..2], [7, 8]);
    assert_eq!(solve(board.as_ptr(), std::ptr::null_mut(), 0), 2);
    assert_eq!(solve(std::ptr::null(), moves.as_mut_ptr(), 4), BAD_INPUT);
    assert!(said().starts_with("the board:"), "{}", said());
    // The moves' room over the board.
    let at = board.as_mut_ptr();
    assert_eq!(solve(at, at.cast(), 2), BAD_INPUT);
    assert!(said().starts_with("the board:"), "{}", said());
    let played = crate::exports::flipswap_play_move(name.as_ptr(), 3, 3, at, 7);
    assert_eq!((played, board), (0, [1, 2, 3, 4, 5, 6, 7, 0, 8]));
    let mut out = [0u8; 64];
    let drawn = crate::exports::flipswap_play_new(name.as_ptr(), 3, 3, 31, 5, 0, out.as_mut_ptr());
    assert_eq!(drawn, 31);
    assert_eq!(
        crate::exports::flipswap_play_message(out.as_mut_ptr(), 0),
        0
    );
    let null = std::ptr::null_mut();
    assert_eq!(crate::exports::flipswap_play_message(null, 8), BAD_INPUT);
}

mod text;
