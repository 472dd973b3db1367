//! The toggle puzzles of one fixed board (`flip-game`, `fridge`,
//! `lights`): drawn from their tables, written as their `Display`.

use std::io::{self, Write};

use flipswap::check::Judge;
use flipswap::toggle::{Solution, Toggle};
use flipswap::{flip_game, fridge, lights};

use crate::answer::draw_presses;
use crate::cases::{Cases, Opt, Options, Words};
use crate::generate::pose_fixed;

pose_fixed!(flip_game::Board, fridge::Board, lights::Board);

/// Every toggle puzzle draws its presses alike (see [`show_toggle`]) and
/// is judged by the library's one judge of toggle boards.
macro_rules! cases_toggle {
    ($($case:ty),*) => {$(
        impl Cases for $case {
            type Judge = Judge;

            fn show<W: Write>(board: &$case, found: &Self::Found, out: &mut W) -> io::Result<()> {
                show_toggle(*board, found.as_ref(), out)
            }

            fn judge(board: $case, _number: u64, _options: Options) -> Result<Judge, String> {
                Ok(Judge::new(board))
            }
        }
    )*};
}

cases_toggle!(flip_game::Board, fridge::Board, lights::Board);

/// `flipswap flip-game`.
pub static FLIP_GAME: Words = Words {
    summary: "Flip Game (POJ 1753): 4 rows of b/w; prints the fewest flips\nthat make the board one colour, or Impossible",
    what: "4 rows of b/w",
    answer: "the fewest flips or Impossible",
    options: Opt::SHOW,
    draws: "the board after every flip",
    checks: "4 rows, then one line: the fewest flips, or Impossible",
    help: "\
Flip Game (POJ 1753). Each case is 4 lines of 4 pieces, 'b' (black) or
'w' (white). Flipping a piece also flips its up, down, left and right
neighbours. Prints the fewest flips that make every piece one colour, or
'Impossible'.

example:
  $ printf 'bwwb\\nbbwb\\nbwwb\\nbwww\\n' | flipswap flip-game
  4
",
};

/// `flipswap fridge`.
pub static FRIDGE: Words = Words {
    summary: "The Pilots Brothers' refrigerator (POJ 2965): 4 rows of +/-;\nprints the fewest turns, then each handle as 'row col'",
    what: "4 rows of +/-",
    answer: "a count N, then N lines 'row col'",
    options: Opt::SHOW,
    draws: "the door after every turn",
    checks: "4 rows, then a line N, then N lines 'row col' in any order",
    help: "\
The Pilots Brothers' refrigerator (POJ 2965). Each case is 4 lines of 4
handles, '+' (closed) or '-' (open). Turning a handle also turns every
handle in its row and column. Prints the fewest turns N that open every
handle, then N lines 'row col' (1-based, in row-major order).

example:
  $ printf -- '-+--\\n----\\n----\\n-+--\\n' | flipswap fridge
  6
  1 1
  1 3
  1 4
  4 1
  4 3
  4 4
",
};

/// `flipswap lights`.
pub static LIGHTS: Words = Words {
    summary: "Turn on all the lights (Luogu P2040): 3 rows of '0 0 1';\nprints the fewest presses",
    what: "3 rows of 0/1 (like '0 0 1')",
    answer: "the fewest presses",
    options: Opt::SHOW,
    draws: "the board after every press",
    checks: "3 rows, then one line: the fewest presses",
    help: "\
Turn on all the lights (Luogu P2040). Each case is 3 lines of 3 lights,
'1' (on) or '0' (off), separated by spaces. Pressing a light also toggles
its up, down, left and right neighbours. Prints the fewest presses that
turn all nine on.

example:
  $ printf '0 0 1\\n0 1 1\\n1 0 0\\n' | flipswap lights
  4
",
};

/// The board after each press of the answer, for `--show`.
fn show_toggle<P: Toggle, W: Write>(
    board: P,
    found: Option<&Solution<P>>,
    out: &mut W,
) -> io::Result<()> {
    match found {
        Some(solution) => draw_presses(out, board, solution.presses(), P::PRESS, P::press),
        None => Ok(()),
    }
}
