//! The 8-puzzle's judges: `eight` (HDU 1043, POJ 1077), `eight-ii` (HDU
//! 3567) and `eight-digits` (Luogu P1379).

use std::io::{self, Write};

use flipswap::check::SlideJudge;
use flipswap::format::Format;
use flipswap::levels::{Level, LevelError, Moves, Rng};
use flipswap::{eight, format, write};

use crate::cases::{Cases, Opt, Options, Words};
use crate::generate::{GenError, Pose, Spec, pose_fixed, size};

pose_fixed!(eight::Board, eight::Digits);

/// Eight II: a target drawn from every board, then a start for it. The
/// most moves depend on where the target's blank stands (a corner, an
/// edge, the centre), so a target that no start is far enough from is
/// drawn again; the setup is the most over every target.
impl Pose for eight::Pair {
    type Setup = u32;
    type Drawn = eight::Pair;

    fn setup(spec: &Spec, format: Format) -> Result<u32, GenError> {
        size(spec.size, format, (0, 0))?;
        // One target of each place of the blank: the standard goal (a
        // corner), the centre goal, and the blank on an edge.
        let edge = eight::Board::from_cells([1, 2, 3, 4, 5, 0, 7, 8, 6]);
        let targets = [Some(eight::Board::GOAL), Some(eight::Board::CENTRE), edge];
        Ok(targets
            .into_iter()
            .flatten()
            .filter_map(|target| eight::Pair::most(&target))
            .max()
            .unwrap_or(0))
    }

    fn draw(most: &u32, moves: Moves, rng: &mut Rng) -> Result<eight::Pair, GenError> {
        let moves = match moves {
            Moves::Most => Moves::Exactly(*most),
            Moves::Exactly(asked) if asked > *most => {
                return Err(LevelError::TooMany { asked, most: *most }.into());
            }
            other => other,
        };
        loop {
            let target = eight::Board::random(&(), Moves::Any, rng)?;
            match eight::Pair::random(&target, moves, rng) {
                Err(LevelError::TooMany { .. }) => {}
                other => return Ok(other?),
            }
        }
    }

    fn pose<W: Write>(drawn: &eight::Pair, _format: Format, out: &mut W) -> io::Result<()> {
        writeln!(out, "{drawn}")
    }

    fn drawn(case: &eight::Pair) -> &eight::Pair {
        case
    }
}

/// `flipswap eight`.
pub static EIGHT: Words = Words {
    summary: "Eight (HDU 1043, POJ 1077): nine tokens a line, 'x' the blank;\nprints the fewest moves u/d/l/r to 1 2 3 4 5 6 7 8 x, or\nunsolvable",
    what: "nine tokens like '2 3 4 1 5 x 7 6 8'",
    answer: "moves like 'ullddrurdllurdruldr' or unsolvable",
    options: Opt::SHOW,
    draws: "the board after every move",
    checks: "a board line, then one line: any moves u/d/l/r that reach the\ngoal, or unsolvable exactly when none do",
    help: "\
Eight (HDU 1043, POJ 1077): the 8-puzzle. Each case is a line of nine
tokens, the 3 x 3 board row by row: the tiles 1 to 8 and 'x', the blank.
A move slides a tile next to the blank into it, and is named by where the
blank goes: u, d, l or r. Prints the fewest moves to 1 2 3 4 5 6 7 8 x,
the least in the order u, d, l, r among them (an empty line for the goal
itself), or 'unsolvable'.

example:
  $ printf '2 3 4 1 5 x 7 6 8\\n' | flipswap eight
  ullddrurdllurdruldr
",
};

/// `flipswap eight-ii`.
pub static EIGHT_II: Words = Words {
    summary: "Eight II (HDU 3567): a count, then per case a start and a\ntarget line like '12X453786'; prints 'Case k: n', then the\nfewest moves, least in the order d, l, r, u",
    what: "a start and a target line like 12X453786 (after a first line: the count)",
    answer: "Case k: n, then the moves",
    options: Opt::SHOW,
    draws: "the board after every move",
    checks: "the count first; each case's two lines, then 'Case k: n' and\nthe moves flipswap prints",
    help: "\
Eight II (HDU 3567): the 8-puzzle from any board to any other. The first
line is the number of cases; each case is two lines of nine characters,
the start and the target row by row, 'X' the blank. Prints 'Case k: n',
n the fewest moves, then the moves u, d, l, r (where the blank goes) on
the next line, the least in the order d, l, r, u among them (an empty
line when n is 0). A start that cannot reach its target is an error.

example:
  $ printf '2\\n12X453786\\n12345678X\\n564178X23\\n7568X4123\\n' | flipswap eight-ii
  Case 1: 2
  dd
  Case 2: 8
  urrulldr
",
};

/// `flipswap eight-digits`.
pub static EIGHT_DIGITS: Words = Words {
    summary: "The eight-digit puzzle (Luogu P1379): nine digits a line, '0'\nthe blank; prints the fewest moves to 123804765",
    what: "nine digits like 283104765",
    answer: "the fewest moves",
    options: Opt::SHOW,
    draws: "the board after every move",
    checks: "a line of nine digits, then one line: the fewest moves",
    help: "\
The eight-digit puzzle (Luogu P1379): the 8-puzzle to 123804765, the
blank in the centre. Each case is a line of nine digits, the board row by
row, '0' the blank; cases follow until the end of the input. Prints the
fewest moves. A board that cannot reach the goal is an error.

example:
  $ printf '283104765\\n' | flipswap eight-digits
  4
",
};

/// Each 8-puzzle judge draws its boards as its input writes them and is
/// judged by the library's judge of slides.
macro_rules! cases_eight {
    ($($case:ty: |$c:ident| $board:expr, $format:expr, |$n:ident| $judge:expr;)*) => {$(
        impl Cases for $case {
            type Judge = SlideJudge;

            fn show<W: Write>($c: &$case, found: &Self::Found, out: &mut W) -> io::Result<()> {
                match found {
                    Some(solution) => draw_slides(out, $board, solution.moves(), $format),
                    None => Ok(()),
                }
            }

            fn judge($c: $case, $n: u64, _options: Options) -> Result<SlideJudge, String> {
                Ok($judge)
            }
        }
    )*};
}

cases_eight! {
    eight::Board: |board| *board, format::EIGHT, |_number| SlideJudge::eight(board);
    eight::Pair: |pair| pair.start(), format::EIGHT_II,
        |number| SlideJudge::eight_ii(pair, u32::try_from(number).unwrap_or(u32::MAX));
    eight::Digits: |digits| digits.board(), format::EIGHT_DIGITS, |_number| SlideJudge::digits(digits);
}

/// Draws `board` as rows of its judge's `format`, then the board after each
/// move, for `--show`.
fn draw_slides<W: Write>(
    out: &mut W,
    board: eight::Board,
    moves: impl Iterator<Item = eight::Move>,
    format: Format,
) -> io::Result<()> {
    let rows = |out: &mut W, board: eight::Board| -> io::Result<()> {
        let mut buffer = [0; write::TILES_BYTES];
        for row in 0..3 {
            out.write_all(
                write::tiles(&mut buffer, board.bits() >> (12 * row), 3, format).as_bytes(),
            )?;
            out.write_all(b"\n")?;
        }
        Ok(())
    };
    writeln!(out, "\nstart:")?;
    rows(out, board)?;
    let mut board = board;
    for step in moves {
        board = board.slide(step).unwrap_or(board);
        writeln!(out, "\nmove {}:", step.letter())?;
        rows(out, board)?;
    }
    writeln!(out)
}
