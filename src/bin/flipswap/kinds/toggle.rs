//! The toggle puzzles of one fixed board (`flip-game`, `fridge`,
//! `lights`): drawn from their tables, written as their `Display`.

use std::io::{self, Write};

use flipswap::check::Judge;
use flipswap::toggle::Toggle;
use flipswap::{flip_game, fridge, lights};

use crate::answer::{Answer, draw_presses, write_lines};
use crate::cases::{Opt, Subcommand};
use crate::generate::pose_fixed;

pose_fixed!(flip_game::Board, fridge::Board, lights::Board);

/// Every toggle puzzle answers alike (see [`answer_toggle`]) and is judged
/// by the library's one judge of toggle boards.
macro_rules! answer_toggle {
    ($($case:ty),*) => {$(
        impl Answer for $case {
            type Judge = Judge;

            fn answer<W: Write>(self, _number: u64, out: &mut W, show: bool) -> io::Result<()> {
                answer_toggle(self, out, show)
            }

            fn judge(self, _number: u64) -> Judge {
                Judge::new(self)
            }
        }
    )*};
}

answer_toggle!(flip_game::Board, fridge::Board, lights::Board);

/// `flipswap flip-game`.
pub const FLIP_GAME: Subcommand = Subcommand {
    name: "flip-game",
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
pub const FRIDGE: Subcommand = Subcommand {
    name: "fridge",
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
pub const LIGHTS: Subcommand = Subcommand {
    name: "lights",
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

/// Every toggle puzzle answers the same way: the library's text of its
/// solution, or the judge's `Impossible`.
fn answer_toggle<P: Toggle, W: Write>(board: P, out: &mut W, show: bool) -> io::Result<()> {
    let Some(solution) = board.solve() else {
        out.write_all(flip_game::IMPOSSIBLE.as_bytes())?;
        return out.write_all(b"\n");
    };
    write_lines(out, solution.lines())?;
    if show {
        draw_presses(out, board, solution.presses(), P::PRESS, P::press)?;
    }
    Ok(())
}
