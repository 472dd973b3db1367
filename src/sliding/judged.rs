//! The judge of each sliding-tile subcommand ([`Judged`]): the 8-puzzle's
//! three, the 15-puzzle's two and sliding tiles', each a [`SlideJudge`].

use super::check::SlideJudge;
use crate::Error;
use crate::answer::How;
use crate::eight::{Board, Digits, Pair};
use crate::verdict::Judged;
use crate::{fifteen, tiles};

/// Eight's answers (HDU 1043, POJ 1077).
impl Judged for Board {
    type Judge = SlideJudge;

    fn judge(board: Board, _number: u64, _how: How) -> Result<SlideJudge, Error> {
        Ok(SlideJudge::eight(board))
    }
}

/// Eight II's answers (HDU 3567), numbered by their case.
impl Judged for Pair {
    type Judge = SlideJudge;

    fn judge(pair: Pair, number: u64, _how: How) -> Result<SlideJudge, Error> {
        Ok(SlideJudge::eight_ii(
            pair,
            u32::try_from(number).unwrap_or(u32::MAX),
        ))
    }
}

/// The eight-digit puzzle's answers (Luogu P1379).
impl Judged for Digits {
    type Judge = SlideJudge;

    fn judge(digits: Digits, _number: u64, _how: How) -> Result<SlideJudge, Error> {
        Ok(SlideJudge::digits(digits))
    }
}

/// The 15-Puzzle Problem's answers (UVa 10181), or with `COUNT`, 15
/// Puzzle's (AOJ ALDS1_13_C).
impl<const COUNT: bool> Judged for fifteen::FifteenJudge<COUNT> {
    type Judge = SlideJudge;

    fn judge(board: fifteen::Board, _number: u64, _how: How) -> Result<SlideJudge, Error> {
        let judge = if COUNT {
            SlideJudge::fifteen_count
        } else {
            SlideJudge::fifteen
        };
        Ok(judge(board))
    }
}

/// Sliding tiles' answers.
impl Judged for tiles::Boards {
    type Judge = SlideJudge;

    fn judge(boards: tiles::Boards, _number: u64, _how: How) -> Result<SlideJudge, Error> {
        Ok(SlideJudge::sliding(boards))
    }
}
