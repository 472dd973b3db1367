//! The 8-puzzle written again from the judges' rules (HDU 1043, HDU 3567,
//! Luogu P1379): tiles 1 to 8 and a blank on a 3 × 3 board; a move slides a
//! tile next to the blank into it and is named by where the blank goes, `u`
//! up, `d` down, `l` left, `r` right.
//!
//! A board is `[u8; 9]`, row-major from the top-left, `0` the blank. The
//! distances come from a breadth-first search outwards from the target (a
//! move is undone by the opposite move, so the distance from the target is
//! the distance to it), stored by each board's rank among the 9! orderings
//! of its cells.
//!
//! The canonical answer is the shortest move string that reads least in a
//! stated order of the four letters; [`canonical`] finds it by walking
//! greedily towards the target, and the suite checks that walk against a
//! forward search that finds the least string another way.

use std::collections::VecDeque;
use std::sync::{Arc, OnceLock};

/// A board: the cells row by row, `0` the blank.
pub type Board = [u8; 9];

/// HDU 1043's goal, `1 2 3 / 4 5 6 / 7 8 _`.
pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// Luogu P1379's goal, `1 2 3 / 8 _ 4 / 7 6 5`.
pub const CENTRE: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// How many orderings of the nine cells there are, 9!.
pub const BOARDS: usize = 362_880;

/// Marks a board that no sequence of moves reaches.
pub const FAR: u8 = u8::MAX;

/// HDU 1043's tie-break: the least string in the order `u`, `d`, `l`, `r`.
pub const UDLR: [u8; 4] = *b"udlr";

/// HDU 3567's tie-break: the least string in the order `d`, `l`, `r`, `u`.
pub const DLRU: [u8; 4] = *b"dlru";

/// The fewest moves from every board to one target.
pub struct Distances {
    target: Board,
    /// By [`rank`]; [`FAR`] for the boards that cannot reach the target.
    moves: Vec<u8>,
}

impl Distances {
    pub fn target(&self) -> Board {
        self.target
    }

    /// The fewest moves from `board` to the target, or `None` when it cannot
    /// reach it.
    pub fn get(&self, board: Board) -> Option<u8> {
        Some(self.moves[rank(board)]).filter(|&d| d != FAR)
    }

    /// How many boards need each number of moves, from 0 to the most.
    pub fn histogram(&self) -> Vec<u32> {
        let mut counts = Vec::new();
        for &d in self.moves.iter().filter(|&&d| d != FAR) {
            let d = usize::from(d);
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
        counts
    }
}

/// Breadth-first search from `target` over every board it reaches.
pub fn distances(target: Board) -> Distances {
    assert!(is_board(target), "{target:?} is not a board");
    let mut moves = vec![FAR; BOARDS];
    let mut queue = VecDeque::new();
    moves[rank(target)] = 0;
    queue.push_back(target);
    while let Some(board) = queue.pop_front() {
        let next = moves[rank(board)] + 1;
        for &letter in b"udlr" {
            if let Some(neighbour) = slide(board, letter) {
                let slot = &mut moves[rank(neighbour)];
                if *slot == FAR {
                    *slot = next;
                    queue.push_back(neighbour);
                }
            }
        }
    }
    Distances { target, moves }
}

/// [`distances`] to `target`, searched once for the whole test binary:
/// for tests that ask again and again about the same few targets.
pub fn distances_once(target: Board) -> Arc<Distances> {
    static SEARCHED: super::Searched<Board, Distances> = OnceLock::new();
    super::once(&SEARCHED, &target, || distances(target))
}

/// The distances to [`GOAL`], searched once for the whole test binary.
pub fn to_goal() -> &'static Distances {
    static DISTANCES: OnceLock<Distances> = OnceLock::new();
    DISTANCES.get_or_init(|| distances(GOAL))
}

/// The distances to [`CENTRE`], searched once for the whole test binary.
pub fn to_centre() -> &'static Distances {
    static DISTANCES: OnceLock<Distances> = OnceLock::new();
    DISTANCES.get_or_init(|| distances(CENTRE))
}

/// Whether `board` holds each of `0..=8` exactly once.
pub fn is_board(board: Board) -> bool {
    let mut seen = 0u16;
    for cell in board {
        if cell > 8 {
            return false;
        }
        seen |= 1 << cell;
    }
    seen == 0x1FF
}

/// The board's place among the 9! orderings of its cells in lexicographic
/// order (its Lehmer code read as a factorial-base number).
pub fn rank(board: Board) -> usize {
    let mut rank = 0;
    for i in 0..9 {
        let smaller_later = board[i + 1..].iter().filter(|&&c| c < board[i]).count();
        rank = rank * (9 - i) + smaller_later;
    }
    rank
}

/// Every ordering of the nine cells, in lexicographic order, so that the
/// board at index `i` has rank `i`.
pub fn all_boards() -> Vec<Board> {
    let mut boards = Vec::with_capacity(BOARDS);
    let mut board: Board = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    loop {
        boards.push(board);
        // The next permutation: the last rise, swapped with the last cell
        // larger than it, then the tail reversed.
        let Some(i) = (0..8).rev().find(|&i| board[i] < board[i + 1]) else {
            return boards;
        };
        let j = (i + 1..9)
            .rev()
            .find(|&j| board[j] > board[i])
            .expect("a rise");
        board.swap(i, j);
        board[i + 1..].reverse();
    }
}

/// The board after the blank moves one cell in the direction `letter`
/// (`u`, `d`, `l` or `r`), or `None` when it would leave the board.
pub fn slide(board: Board, letter: u8) -> Option<Board> {
    let blank = board.iter().position(|&c| c == 0).expect("a blank");
    let (row, col) = (blank / 3, blank % 3);
    let to = match letter {
        b'u' if row > 0 => blank - 3,
        b'd' if row < 2 => blank + 3,
        b'l' if col > 0 => blank - 1,
        b'r' if col < 2 => blank + 1,
        b'u' | b'd' | b'l' | b'r' => return None,
        _ => panic!("{:?} is not a move", letter as char),
    };
    let mut next = board;
    next.swap(blank, to);
    Some(next)
}

/// The board after every move of `moves` in turn, or `None` when one of
/// them would take the blank off the board. Panics on a letter that is not
/// a move.
pub fn replay(board: Board, moves: &str) -> Option<Board> {
    moves.bytes().try_fold(board, slide)
}

/// Whether the tiles, read row by row with the blank left out, have an odd
/// number of inversions. On a board of odd width two boards are mutually
/// reachable iff this agrees.
pub fn inversion_parity(board: Board) -> bool {
    let tiles: Vec<u8> = board.into_iter().filter(|&c| c != 0).collect();
    let mut inversions = 0;
    for (i, &a) in tiles.iter().enumerate() {
        inversions += tiles[i + 1..].iter().filter(|&&b| b < a).count();
    }
    inversions % 2 == 1
}

/// The shortest move string from `board` to the target of `distances` that
/// reads least in the letter order `order` (least first), or `None` when
/// the board cannot reach the target.
///
/// Greedy: from each board, the least letter whose board is one move
/// nearer. All shortest strings have the same length, so the least one
/// starts with the least letter that can start a shortest string and goes
/// on with the least shortest string from the board that letter reaches.
pub fn canonical(board: Board, order: [u8; 4], distances: &Distances) -> Option<String> {
    let mut left = distances.get(board)?;
    let mut board = board;
    let mut moves = String::with_capacity(usize::from(left));
    while left > 0 {
        let (letter, next) = order
            .iter()
            .find_map(|&letter| {
                slide(board, letter)
                    .filter(|&next| distances.get(next) == Some(left - 1))
                    .map(|next| (letter, next))
            })
            .expect("a neighbour one move nearer");
        moves.push(char::from(letter));
        board = next;
        left -= 1;
    }
    assert_eq!(board, distances.target());
    Some(moves)
}

/// [`canonical`] for every board at once, by rank: boards in order of
/// distance, each one's answer its least letter one move nearer followed by
/// the answer, already found, of the board that letter reaches. `None` for
/// the boards that cannot reach the target.
pub fn canonical_all(order: [u8; 4], distances: &Distances) -> Vec<Option<String>> {
    let mut by_distance: Vec<Vec<Board>> = Vec::new();
    for board in all_boards() {
        if let Some(d) = distances.get(board) {
            let d = usize::from(d);
            if by_distance.len() <= d {
                by_distance.resize(d + 1, Vec::new());
            }
            by_distance[d].push(board);
        }
    }
    let mut answers = vec![None; BOARDS];
    answers[rank(distances.target())] = Some(String::new());
    for (d, boards) in by_distance.iter().enumerate().skip(1) {
        for &board in boards {
            let (letter, rest) = order
                .iter()
                .find_map(|&letter| {
                    let next = slide(board, letter)?;
                    let rest = answers[rank(next)]
                        .as_deref()
                        .filter(|r: &&str| r.len() == d - 1)?;
                    Some((letter, rest))
                })
                .expect("a neighbour one move nearer");
            let mut answer = String::with_capacity(d);
            answer.push(char::from(letter));
            answer.push_str(rest);
            answers[rank(board)] = Some(answer);
        }
    }
    answers
}

/// Reads a board written as nine symbols, with or without spaces between
/// them: `1`–`8` for the tiles and `x`, `X` or `0` for the blank
/// (`2 3 4 1 5 x 7 6 8`, `12X453786`, `283104765`); `None` for anything
/// else.
pub fn parse(text: &str) -> Option<Board> {
    let mut board = [0; 9];
    let mut cells = 0;
    for symbol in text.chars().filter(|c| !c.is_whitespace()) {
        let cell = match symbol {
            'x' | 'X' | '0' => 0,
            '1'..='8' => symbol as u8 - b'0',
            _ => return None,
        };
        *board.get_mut(cells)? = cell;
        cells += 1;
    }
    Some(board).filter(|&board| cells == 9 && is_board(board))
}

/// A board as HDU 1043 writes it: nine tokens separated by spaces, `x` the
/// blank.
pub fn spaced(board: Board) -> String {
    let tokens: Vec<String> = board
        .iter()
        .map(|&c| match c {
            0 => "x".to_string(),
            tile => tile.to_string(),
        })
        .collect();
    tokens.join(" ")
}

/// A board as nine symbols with no spaces, `blank` for the blank (HDU
/// 3567's `X`, Luogu P1379's `0`).
pub fn dense(board: Board, blank: char) -> String {
    board
        .iter()
        .map(|&c| match c {
            0 => blank,
            tile => char::from(b'0' + tile),
        })
        .collect()
}

/// A uniformly random board (a shuffle of the nine cells); half of them
/// reach any given target.
pub fn random_board(rng: &mut super::Rng) -> Board {
    let mut board: Board = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    for i in (1..9).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        board.swap(i, j);
    }
    board
}
