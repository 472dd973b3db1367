//! What can be wrong with a claimed answer, and how the judge says so.

#[cfg(feature = "lights-out")]
use super::first_map::FirstMap;
use crate::Cell;
use crate::error::Found;

/// What is wrong with a claimed answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// The answer ended before its first line.
    MissingCount,
    /// The first line does not start with a number (or, for the flip game,
    /// `Impossible`).
    BadCount {
        /// What stood where the number should be.
        found: Found,
        /// Whether `Impossible` would have been a well-formed answer.
        or_impossible: bool,
    },
    /// The first line's number is more than any answer of the puzzle holds
    /// (16 turns for the refrigerator, 20 swaps for the 4 × 4 swap game,
    /// half the cells times the steps across the board at any size), so it
    /// cannot be the fewest and does not tell where the answer ends.
    CountTooLarge {
        /// The most moves an answer of the puzzle holds.
        largest: u32,
    },
    /// Something follows the number or the move on its line.
    ExtraText {
        /// The first thing after it.
        found: Found,
    },
    /// Flip game: the answer says `Impossible`, but the board can be made
    /// one colour.
    NotImpossible {
        /// The fewest flips that do it.
        fewest: u8,
    },
    /// Flip game: the answer gives a number, but no flips make the board one
    /// colour.
    Impossible,
    /// The number of moves is not the fewest.
    NotFewest {
        /// The number the answer gives.
        claimed: u32,
        /// The fewest moves that reach the goal.
        fewest: u8,
    },
    /// Fridge: a move line is not two numbers `row col`.
    BadTurn {
        /// What stood where a number should be; `None` at the end of the line.
        found: Option<Found>,
    },
    /// Swap game: a move line is not four digits `abcd`.
    BadSwap {
        /// What stood where a digit should be; `None` at the end of the line.
        found: Option<Found>,
    },
    /// A move names a cell off the board.
    OffBoard {
        /// The 1-based row as written (`u32::MAX` for larger numbers).
        row: u32,
        /// The 1-based column as written (`u32::MAX` for larger numbers).
        col: u32,
    },
    /// Swap game: the two cells do not share an edge.
    NotAdjacent {
        /// The first cell of the swap.
        a: Cell,
        /// The second cell of the swap.
        b: Cell,
    },
    /// Swap game: both cells hold pieces of one colour, so the swap is legal
    /// but changes nothing, and a shortest answer never makes it.
    NoChange {
        /// The first cell of the swap.
        a: Cell,
        /// The second cell of the swap.
        b: Cell,
        /// Whether both pieces are black (`1`); else both are white (`0`).
        black: bool,
    },
    /// Fridge: the handle was turned before, and turning it again undoes
    /// that, so a shortest answer never does it.
    TurnedTwice {
        /// The handle.
        handle: Cell,
        /// The line of the answer that turned it first.
        first: u32,
    },
    /// The move is legal but does not bring the board one move closer to
    /// the goal, as every move of a shortest answer does.
    NoProgress {
        /// The fewest moves to the goal before this move.
        before: u8,
        /// The fewest moves to the goal after it.
        after: u8,
    },
    /// A move line past the number of moves the first line gives.
    ExtraMove {
        /// The number of moves the first line gives.
        claimed: u32,
    },
    /// The answer ended before as many move lines as its first line gives.
    MissingMoves {
        /// The number of moves the first line gives.
        claimed: u32,
        /// The move lines that were there.
        found: u32,
    },
    /// Text after the end of the answer.
    TrailingText {
        /// The first thing after the answer.
        found: Found,
    },
    /// The board after the last move is not the goal.
    NotSolved,
    /// A tile puzzle's answer ended before its first line: what it should
    /// have held, in the judge's terms.
    MissingAnswer {
        /// What the judge's answer is.
        expected: &'static str,
    },
    /// Any puzzle ([`check::moves`](fn@crate::check::moves)): the rules do not allow
    /// this move where it is played.
    IllegalMove {
        /// The move's place among the moves, from 1.
        step: u32,
    },
    /// Any puzzle ([`check::moves`](fn@crate::check::moves)): a move past the fewest
    /// that reach the goal.
    NotShortest {
        /// The fewest moves that reach the goal.
        fewest: u32,
    },
    /// Any puzzle ([`check::moves`](fn@crate::check::moves)): moves are given, but
    /// no moves reach the goal.
    NoMovesReach,
    /// A press map's row that is not `cols` digits `0`/`1`.
    BadMapRow {
        /// Cells a row must hold.
        cols: u8,
        /// What stood out of place; `None` when the row ended early.
        found: Option<Found>,
    },
    /// The answer ended before the press map's last row.
    MissingMapRow {
        /// The 1-based row expected.
        row: u8,
        /// Rows of the map.
        rows: u8,
    },
    /// EXTENDED LIGHTS OUT: the line is not `PUZZLE #k`.
    BadHeader {
        /// The puzzle's number.
        number: u32,
    },
    /// The answer says `IMPOSSIBLE`, but presses clear the board.
    Solvable {
        /// The fewest presses that do.
        fewest: u32,
    },
    /// The answer gives a map, but no presses clear the board.
    Unsolvable,
    /// The map's presses leave a cell wrong (1-based).
    NotCleared {
        /// Its row.
        row: u8,
        /// Its column.
        col: u8,
    },
    /// The map clears the board with more presses than needed.
    MorePresses {
        /// Presses in the map.
        claimed: u32,
        /// The fewest presses.
        fewest: u32,
    },
    /// The map clears the board in the fewest presses, but another map
    /// with as many reads earlier.
    #[cfg(feature = "lights-out")]
    ReadsLater {
        /// Presses in either map.
        presses: u32,
        /// The map that reads first.
        first: FirstMap,
    },
    /// A count-only answer of the Lights Out family whose first thing is
    /// neither a number nor the judge's word for no answer.
    BadCountOr {
        /// What stood there; `None` for the end of the line.
        found: Option<Found>,
        /// The judge's word (`inf`, `-1`, `Impossible`, `NO`).
        word: &'static str,
    },
    /// Turn the Lights Off: the line does not start with the case's name.
    BadName,
    /// The answer is the judge's word, but the goal can be reached within
    /// the judge's limit.
    NotWord {
        /// The fewest presses.
        fewest: u32,
        /// The word claimed.
        word: &'static str,
    },
    /// The answer is a number, but the judge's word is the answer: no
    /// presses reach the goal (`fewest` is `None`), or more than `most`.
    Word {
        /// The judge's word.
        word: &'static str,
        /// The fewest presses, if any reach the goal.
        fewest: Option<u32>,
        /// The most presses the judge prints.
        most: u32,
    },
    /// The answer's number is not the fewest presses.
    WrongCount {
        /// The number claimed.
        claimed: u32,
        /// The fewest presses.
        fewest: u32,
    },
    /// A press puzzle on a graph: the line is neither a number nor the
    /// judge's words for none.
    BadAnswer {
        /// The number the judge wants, in words.
        what: &'static str,
        /// The judge's words for none, where it has them.
        words: Option<&'static str>,
        /// What stood there.
        found: Found,
    },
    /// A press puzzle on a graph: the number (or words) claimed is not the
    /// judge's answer.
    NotTheAnswer {
        /// The number the judge wants, in words.
        what: &'static str,
        /// What the answer says.
        claimed: Shown,
        /// What the judge's answer is.
        answer: Shown,
    },
    /// A special judge's answer says `Impossible`, but an answer exists.
    SolvableAfterAll,
    /// `lights-out` with a rule: the map reaches the goal in the fewest
    /// presses, but another map of as many reads first.
    NotFirstMap {
        /// Presses in either map.
        presses: u32,
    },
    /// The harmonious matrix: every value is 0.
    AllZero,
    /// The harmonious matrix: a cell (1-based) and its neighbours sum to
    /// an odd number.
    OddSum {
        /// Its row.
        row: u8,
        /// Its column.
        col: u8,
    },
    /// Gambler Bo: after the presses a cell (1-based) holds a value that
    /// is not 0, the first in reading order.
    LeftOver {
        /// Its row.
        row: u8,
        /// Its column.
        col: u8,
        /// What it holds.
        value: u8,
    },
    /// Lanterns: the line is not `Case c:`.
    BadCaseLine {
        /// The case's number.
        number: u32,
    },
    /// 8-puzzle: the answer says `unsolvable`, but moves reach the goal.
    SlideSolvable {
        /// The fewest moves that do.
        fewest: u32,
    },
    /// 8-puzzle: the answer gives moves, but none reach the goal.
    SlideUnsolvable,
    /// Eight II: the line is not `Case k: n`.
    BadCaseHeader {
        /// The case's number.
        number: u32,
    },
    /// 8-puzzle: a character that is not a move `u`, `d`, `l` or `r`.
    BadMove {
        /// What stood there.
        found: Found,
    },
    /// 8-puzzle: a move that takes the blank off the board.
    OffBoardMove {
        /// The move's place in the line, from 1.
        step: u32,
    },
    /// Eight II: the line holds another number of moves than its head.
    MovesCount {
        /// The number the head gives.
        claimed: u32,
        /// The moves on the line.
        found: u32,
    },
    /// Eight II: the moves reach the target in the fewest, but another
    /// string of as many reads earlier in the order `d`, `l`, `r`, `u`.
    #[cfg(feature = "eight")]
    ReadsLaterMoves {
        /// The string that reads first.
        first: crate::eight::Solution,
    },
    /// 15-puzzle: the answer is the judge's words for a board that no
    /// moves solve, but moves solve it.
    NotSlideWord {
        /// The judge's words (`This puzzle is not solvable.`).
        word: &'static str,
        /// The fewest moves, where the judge knows them (it needs no
        /// search to tell a board is solvable).
        fewest: Option<u32>,
    },
    /// 15-puzzle: the answer gives moves or a count, but no moves solve
    /// the board: the judge's words are the answer.
    SlideWord {
        /// The judge's words (`This puzzle is not solvable.`).
        word: &'static str,
    },
    /// The 15-Puzzle Problem: more moves than the judge accepts.
    TooManyMoves {
        /// The most the judge accepts (50).
        most: u32,
        /// The moves on the line.
        found: u32,
    },
    /// 15-puzzle: a character that is not a move `L`, `R`, `U` or `D`.
    BadCapitalMove {
        /// What stood there.
        found: Found,
    },
}

impl Problem {
    /// Whether the answer is not in the judge's output format: a line
    /// that is not what stands there (letters where a number stands, a
    /// row of the wrong length, a header that is not the judge's), lines
    /// that disagree with the count that opens them, a missing line, or
    /// text after the end. A contest system calls this a presentation
    /// error; every other problem is a well-formed answer that is wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::check;
    /// use flipswap::fridge;
    ///
    /// let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
    /// let letters = check::fridge(door, "six\n").unwrap_err();
    /// assert!(letters.problem().is_format());
    /// let too_many = check::fridge(door, "7\n1 1\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n").unwrap_err();
    /// assert!(!too_many.problem().is_format());
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn is_format(&self) -> bool {
        matches!(
            self,
            Problem::MissingCount
                | Problem::MissingAnswer { .. }
                | Problem::BadCount { .. }
                | Problem::ExtraText { .. }
                | Problem::BadTurn { .. }
                | Problem::BadSwap { .. }
                | Problem::ExtraMove { .. }
                | Problem::MissingMoves { .. }
                | Problem::TrailingText { .. }
                | Problem::BadMapRow { .. }
                | Problem::MissingMapRow { .. }
                | Problem::BadHeader { .. }
                | Problem::BadCountOr { .. }
                | Problem::BadAnswer { .. }
                | Problem::BadCaseLine { .. }
                | Problem::BadName
                | Problem::BadCaseHeader { .. }
                | Problem::BadMove { .. }
                | Problem::BadCapitalMove { .. }
                | Problem::MovesCount { .. }
        )
    }
}

mod says;

pub use says::Shown;
