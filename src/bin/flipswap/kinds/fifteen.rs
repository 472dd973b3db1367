//! The 15-puzzle's judges: `fifteen` (UVa 10181) and `fifteen-count`
//! (AOJ ALDS1_13_C).

use std::io::{self, Write};

use flipswap::check::SlideJudge;
use flipswap::fifteen;
use flipswap::fifteen::Among;
use flipswap::fifteen::FifteenCount;
use flipswap::format::Format;
use flipswap::levels::{Level, LevelError, Moves, Rng};

use crate::cases::{Cases, Opt, Options, Words};
use crate::generate::{GenError, Pose, Spec, size};

/// The 15-puzzle's two judges: the library's answers, the boards after
/// each move for `--show`, the library's judges of slides.
macro_rules! cases_fifteen {
    ($($case:ty: $judge:path;)*) => {$(
        impl Cases for $case {
            type Judge = SlideJudge;

            fn show<W: Write>(
                board: &fifteen::Board,
                found: &Option<fifteen::Solution>,
                out: &mut W,
            ) -> io::Result<()> {
                match found {
                    Some(solution) => show_slides(out, *board, solution),
                    None => Ok(()),
                }
            }

            fn judge(
                board: fifteen::Board,
                _number: u64,
                _options: Options,
            ) -> Result<SlideJudge, String> {
                Ok($judge(board))
            }
        }
    )*};
}

cases_fifteen! {
    FifteenCount: SlideJudge::fifteen_count;
    fifteen::Board: SlideJudge::fifteen;
}

/// The 15-puzzle, in the 15-Puzzle Problem's format (UVa 10181, boards
/// that reach the goal or not) and 15 Puzzle's (AOJ ALDS1_13_C, only boards
/// that reach it): the setup says whether boards that do not are drawn.
macro_rules! pose_fifteen {
    ($($case:ty: $among:expr;)*) => {$(
        impl Pose for $case {
            type Setup = Among;
            type Drawn = fifteen::Board;

            fn setup(spec: &Spec, format: Format) -> Result<Among, GenError> {
                size(spec.size, format, (4, 4))?;
                fifteen_setup(spec.moves)?;
                Ok($among)
            }

            /// Any number of moves: each board of the space equally
            /// likely; exactly `n`: the library's walk one move farther a
            /// step ([`Level`] for [`fifteen::Board`]).
            fn draw(among: &Among, moves: Moves, rng: &mut Rng) -> Result<fifteen::Board, GenError> {
                Ok(fifteen::Board::random(among, moves, rng)?)
            }

            fn pose<W: Write>(board: &fifteen::Board, _format: Format, out: &mut W) -> io::Result<()> {
                writeln!(out, "{board}")
            }

            fn drawn(board: &fifteen::Board) -> &fifteen::Board {
                board
            }
        }
    )*};
}

pose_fifteen! {
    fifteen::Board: Among::All;
    FifteenCount: Among::Solvable;
}

/// Refuses what the 15-puzzle's boards are not drawn for: more moves than
/// any board needs; more than the 15-Puzzle Problem's judge accepts (its
/// answers need at most 50, 15 Puzzle's at most 45), where a walk one
/// move farther a step finds ever fewer ways on and each step's search
/// grows long; and the most, whose 17 boards are not listed.
fn fifteen_setup(moves: Moves) -> Result<(), GenError> {
    let most = u32::from(fifteen::MOST_MOVES);
    let drawn = flipswap::check::FIFTEEN_MOST;
    match moves {
        Moves::Most => Err(GenError::Spec(format!(
            "the boards needing the most moves, {most}, are not listed here; give --moves N, N at most {drawn}"
        ))),
        Moves::Exactly(asked) if asked > most => Err(LevelError::TooMany { asked, most }.into()),
        Moves::Exactly(asked) if asked > drawn => Err(GenError::Spec(format!(
            "boards needing {asked} moves are not drawn here: at most {drawn}, the most the judge accepts"
        ))),
        Moves::Exactly(_) | Moves::Any => Ok(()),
    }
}

/// `flipswap fifteen`.
pub static FIFTEEN: Words = Words {
    summary: "15-Puzzle Problem (UVa 10181): a count, then per case 4 rows of\n4 numbers, '0' the blank; prints the fewest moves L/R/U/D,\nleast in the order D, L, R, U, when at most 50, else This\npuzzle is not solvable.",
    what: "4 rows of 4 numbers, 0 the blank (after a first line: the count)",
    answer: "moves like 'LLLDRDRDR' or This puzzle is not solvable.",
    options: Opt::SEARCH,
    draws: "the board after every move",
    checks: "the count first; each board's 4 rows, then one line: any\nmoves L/R/U/D, at most 50, that reach the goal, or 'This\npuzzle is not solvable.' exactly when none do within 50",
    help: "\
15-Puzzle Problem (UVa 10181): the 15-puzzle. The first line is the
number of cases; each case is 4 lines of 4 numbers, the 4 x 4 board row
by row: the tiles 1 to 15 and '0', the blank. A move slides a tile next
to the blank into it, and is named by where the blank goes: L, R, U or D.
Prints the fewest moves to the goal (1 to 15 in order, the blank last),
the least in the order D, L, R, U among them (an empty line for the goal
itself), or 'This puzzle is not solvable.' when no moves reach it within
50: the judge accepts at most 50 moves and wants those words for a board
that needs more, so the search goes no deeper and such a board is
answered as fast as one of 50. For the fewest moves of any board (the
most any needs is 80), use 'flipswap fifteen-count', or 'flipswap
sliding' for the moves themselves. --limit N stops at a case that
searches more than N positions.

example:
  $ printf '%s\\n' 2 '2 3 4 0' '1 5 7 8' '9 6 10 12' '13 14 11 15' \\
      '13 1 2 4' '5 0 3 7' '9 6 10 12' '15 8 11 14' | flipswap fifteen
  LLLDRDRDR
  This puzzle is not solvable.
",
};

/// `flipswap fifteen-count`.
pub static FIFTEEN_COUNT: Words = Words {
    summary: "15 Puzzle (AOJ ALDS1_13_C): 4 rows of 4 numbers a case, '0' the\nblank; prints the fewest moves",
    what: "4 rows of 4 numbers, 0 the blank",
    answer: "the fewest moves",
    options: Opt::SEARCH,
    draws: "the board after every move",
    checks: "4 rows, then one line: the fewest moves",
    help: "\
15 Puzzle (AOJ ALDS1_13_C): the 15-puzzle. Each case is 4 lines of 4
numbers, the 4 x 4 board row by row: the tiles 1 to 15 and '0', the
blank; cases follow until the end of the input. Prints the fewest moves
to the goal (1 to 15 in order, the blank last). The judge poses only
boards that reach it; for one that does not, prints 'This puzzle is not
solvable.', as 'flipswap fifteen' does. Random boards take tens of
milliseconds; the hardest, of 80 moves, take 1.5 to 2.5 minutes on a 2-core
machine (24 s to 44 s when flipswap is built with the feature
fifteen-6-6-3): --limit N stops at a case that searches more than N
positions.

example:
  $ printf '1 2 3 4\\n6 7 8 0\\n5 10 11 12\\n9 13 14 15\\n' | flipswap fifteen-count
  8
",
};

/// The boards of an answer, for `--show`.
fn show_slides<W: Write>(
    out: &mut W,
    board: fifteen::Board,
    solution: &fifteen::Solution,
) -> io::Result<()> {
    writeln!(out, "\nstart:\n{board}")?;
    let mut board = board;
    for step in solution.moves() {
        board = board.slide(step).unwrap_or(board);
        let letter = step.capital();
        writeln!(out, "\nmove {letter}:\n{board}")?;
    }
    writeln!(out)
}
