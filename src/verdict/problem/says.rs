//! How the judge says what is wrong with a claimed answer: the words of
//! each [`Problem`], and of a number or words it shows ([`Shown`]).

use core::fmt;

use super::Problem;
use crate::verdict::words::{Moves, Place, Seen, these_presses};

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::BadCountOr { found, word } => match found {
                Some(found) => write!(f, "expected the fewest presses or '{word}', found {found}"),
                None => write!(
                    f,
                    "expected the fewest presses or '{word}', found end of line"
                ),
            },
            Problem::BadName => f.write_str("expected the case's name, then the fewest presses"),
            Problem::NotWord { fewest, word } => {
                let presses = if fewest == 1 { "press" } else { "presses" };
                write!(
                    f,
                    "the goal can be reached in {fewest} {presses}, so the answer is not '{word}'"
                )
            }
            Problem::Word {
                word, fewest: None, ..
            } => {
                write!(f, "no presses reach the goal: the answer is '{word}'")
            }
            Problem::Word {
                word,
                fewest: Some(fewest),
                most,
            } => write!(
                f,
                "the fewest presses are {fewest}, more than {most}: the answer is '{word}'"
            ),
            Problem::WrongCount { claimed, fewest } if claimed > fewest => {
                write!(f, "{claimed} is not the fewest presses: {fewest} suffice")
            }
            Problem::WrongCount { claimed, fewest } => {
                write!(
                    f,
                    "{claimed} presses cannot reach the goal: the fewest are {fewest}"
                )
            }
            Problem::BadMapRow { cols, found } => match found {
                Some(found) => write!(
                    f,
                    "expected a row of {cols} digits '0' or '1', found {found}"
                ),
                None => write!(
                    f,
                    "expected a row of {cols} digits '0' or '1', found end of line"
                ),
            },
            Problem::MissingMapRow { row, rows } => write!(
                f,
                "expected row {row} of {rows} of the press map, found the end of the answer"
            ),
            Problem::BadHeader { number } => write!(f, "expected 'PUZZLE #{number}'"),
            Problem::SlideSolvable { fewest } => write!(
                f,
                "the goal can be reached in {}, so the answer is not 'unsolvable'",
                Moves(fewest)
            ),
            Problem::SlideUnsolvable => {
                f.write_str("no moves reach the goal: the answer is 'unsolvable'")
            }
            Problem::BadAnswer { what, words, found } => match words {
                Some(words) => write!(f, "expected {what} or '{words}', found {found}"),
                None => write!(f, "expected {what}, found {found}"),
            },
            Problem::NotTheAnswer {
                what,
                claimed,
                answer,
            } => write!(f, "{what}: the answer is {answer}, not {claimed}"),
            Problem::BadCaseLine { number } => write!(f, "expected 'Case {number}:'"),
            Problem::SolvableAfterAll => {
                f.write_str("an answer exists, so the answer is not 'Impossible'")
            }
            Problem::AllZero => f.write_str("every value is 0: the matrix must hold a 1"),
            Problem::NotFirstMap { presses } => write!(
                f,
                "another map of {presses} presses reaches the goal and reads first, row by row"
            ),
            Problem::OddSum { row, col } => write!(
                f,
                "the cell in row {row}, column {col} and its neighbours sum to an odd number"
            ),
            Problem::LeftOver { row, col, value } => write!(
                f,
                "the moves do not reach the goal: after them the cell in row {row}, column {col} holds {value}, not 0"
            ),
            Problem::BadCaseHeader { number } => {
                write!(f, "expected 'Case {number}: ' and the fewest moves")
            }
            Problem::BadMove { found } => {
                write!(f, "expected a move 'u', 'd', 'l' or 'r', found {found}")
            }
            Problem::OffBoardMove { step } => {
                write!(f, "move {step} takes the blank off the board")
            }
            Problem::MovesCount { claimed, found } => write!(
                f,
                "expected {}, as the line before gives, found {found}",
                Moves(claimed)
            ),
            #[cfg(feature = "eight")]
            Problem::ReadsLaterMoves { first } => write!(
                f,
                "these moves are the fewest, but '{first}' reads earlier in the order d, l, r, u"
            ),
            Problem::NotSlideWord {
                word,
                fewest: Some(fewest),
            } => write!(
                f,
                "the goal can be reached in {}, so the answer is not '{word}'",
                Moves(fewest)
            ),
            Problem::NotSlideWord { word, fewest: None } => write!(
                f,
                "moves reach the goal from this board, so the answer is not '{word}'"
            ),
            Problem::SlideWord { word } => {
                write!(f, "no moves reach the goal: the answer is '{word}'")
            }
            Problem::TooManyMoves { most, found } => write!(
                f,
                "the judge accepts at most {}, found {found}",
                Moves(most)
            ),
            Problem::BadCapitalMove { found } => {
                write!(f, "expected a move 'L', 'R', 'U' or 'D', found {found}")
            }
            Problem::Solvable { fewest } => {
                let presses = if fewest == 1 { "press" } else { "presses" };
                write!(
                    f,
                    "the board can be cleared in {fewest} {presses}, so the answer is not IMPOSSIBLE"
                )
            }
            Problem::Unsolvable => {
                f.write_str("no presses clear this board: the answer is IMPOSSIBLE")
            }
            Problem::NotCleared { row, col } => write!(
                f,
                "these presses leave the board uncleared (cell {row} {col} is still on)"
            ),
            Problem::MorePresses { claimed, fewest } => {
                let (these, clear) = these_presses(claimed);
                write!(f, "{these} {clear} the board, but {fewest} suffice")
            }
            #[cfg(feature = "lights-out")]
            Problem::ReadsLater { presses, first } => {
                let (these, clear) = these_presses(presses);
                write!(
                    f,
                    "{these} {clear} the board, but `{first}` also takes {presses} and reads earlier"
                )
            }
            Problem::MissingCount => {
                f.write_str("expected the number of moves, found the end of the answer")
            }
            Problem::BadCount {
                found,
                or_impossible: true,
            } => write!(f, "expected a number or 'Impossible', found {found}"),
            Problem::BadCount { found, .. } => write!(f, "expected a number, found {found}"),
            Problem::CountTooLarge { largest } => write!(
                f,
                "no answer holds more than {}, so the number is wrong",
                Moves(largest)
            ),
            Problem::ExtraText { found } => {
                write!(f, "expected the end of the line, found {found}")
            }
            Problem::NotImpossible { fewest } => write!(
                f,
                "the board can be made one colour with {fewest} flips, so it is not 'Impossible'"
            ),
            Problem::Impossible => {
                f.write_str("no flips make this board one colour: the answer is 'Impossible'")
            }
            Problem::NotFewest { claimed, fewest } if claimed > u32::from(fewest) => write!(
                f,
                "the least number of moves is {fewest}, so {claimed} is not minimal"
            ),
            Problem::NotFewest { claimed, fewest } => write!(
                f,
                "the least number of moves is {fewest}, so {claimed} cannot reach the goal"
            ),
            Problem::BadTurn { found } => {
                write!(f, "expected a handle 'row col', found {}", Seen(found))
            }
            Problem::BadSwap { found } => {
                write!(f, "expected a swap 'abcd', found {}", Seen(found))
            }
            Problem::OffBoard { row, col } => write!(
                f,
                "cell {row} {col} is off the board (rows and columns count from 1)"
            ),
            Problem::NotAdjacent { a, b } => write!(
                f,
                "cells {} and {} do not share an edge",
                Place(a),
                Place(b)
            ),
            Problem::NoChange { a, b, black } => write!(
                f,
                "cells {} and {} both hold {} pieces: swapping them changes nothing",
                Place(a),
                Place(b),
                if black { "black" } else { "white" }
            ),
            Problem::TurnedTwice { handle, first } => write!(
                f,
                "handle {} was turned on line {first} already: turning it again undoes that",
                Place(handle)
            ),
            Problem::NoProgress { before, after } => write!(
                f,
                "this move leaves {} to go, not {}: every move of a shortest answer gets one move closer",
                Moves(after),
                before.saturating_sub(1)
            ),
            Problem::ExtraMove { claimed } => write!(
                f,
                "the first line gives {}, and this is one more",
                Moves(claimed)
            ),
            Problem::MissingMoves { claimed, found } => write!(
                f,
                "expected {}, as the first line gives, found the end of the answer after {found}",
                Moves(claimed)
            ),
            Problem::TrailingText { found } => {
                write!(f, "expected the end of the answer, found {found}")
            }
            Problem::NotSolved => f.write_str("the moves do not reach the goal"),
            Problem::MissingAnswer { expected } => {
                write!(f, "expected {expected}, found the end of the answer")
            }
            Problem::IllegalMove { step } => {
                write!(f, "the rules do not allow move {step} where it is played")
            }
            Problem::NotShortest { fewest } => write!(
                f,
                "{fewest} is the fewest moves that reach the goal, and this is one more"
            ),
            Problem::NoMovesReach => f.write_str("no moves reach the goal"),
        }
    }
}

/// A number or the judge's words, as a verdict shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A number.
    Number(u128),
    /// Words, shown in quotes.
    Words(&'static str),
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shown::Number(number) => write!(f, "{number}"),
            Shown::Words(words) => write!(f, "'{words}'"),
        }
    }
}
