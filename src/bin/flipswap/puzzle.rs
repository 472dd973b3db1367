//! The puzzles as the command line names and explains them.

/// The command line's table of puzzles, one row each: the subcommand, the
/// type its cases are read into (which says how they are answered and
/// judged), what to type, its help, and for a toggle puzzle the writer of
/// its answers. The enum [`Puzzle`], its lookups, the dispatch to
/// [`crate::session`] and the toggle puzzles' [`Answer`](crate::answer::Answer)
/// are all made from this table, so a new toggle puzzle is one more row.
macro_rules! puzzles {
    ($(
        $variant:ident {
            name: $name:literal,
            case: $case:ty,
            what: $what:literal,
            answer: $answer:literal,
            help: $help:expr
            $(, writer: $writer:path)? $(,)?
        }
    ),* $(,)?) => {
        $($(
            impl crate::answer::Answer for $case {
                fn answer<W: std::io::Write>(self, out: &mut W, show: bool) -> std::io::Result<()> {
                    $writer(self, out, show)
                }
            }
        )?)*

        /// A puzzle the command line answers and judges.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Puzzle {
            $($variant),*
        }

        impl Puzzle {
            pub const ALL: &'static [Puzzle] = &[$(Puzzle::$variant),*];

            /// The subcommand.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => $name),*
                }
            }

            /// What to type for one case, for the prompt at a terminal.
            pub const fn what_to_type(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => $what),*
                }
            }

            /// The answer to type after a case in judge mode, for the prompt.
            pub const fn answer_to_type(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => $answer),*
                }
            }

            /// `flipswap help <puzzle>`.
            pub const fn help(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => $help),*
                }
            }

            /// Whether `flipswap check` judges it.
            pub const fn is_judged(self) -> bool {
                match self {
                    $(Puzzle::$variant => <$case as crate::session::Cases>::JUDGED),*
                }
            }

            /// Answers every case of `input` (see [`crate::session::solve`]).
            pub fn solve<R: std::io::Read, W: std::io::Write>(
                self,
                input: R,
                output: &mut W,
                options: crate::session::Options,
            ) -> Result<(), crate::session::Failure> {
                match self {
                    $(Puzzle::$variant => <$case as crate::session::Cases>::solve(input, output, options)),*
                }
            }

            /// Judges every claimed answer of `input` (see
            /// [`crate::session::check`]).
            pub fn check<R: std::io::Read, W: std::io::Write>(
                self,
                input: R,
                output: &mut W,
                name: Option<&str>,
                tally: &mut crate::session::Tally,
            ) -> Result<(), crate::session::Failure> {
                match self {
                    $(Puzzle::$variant => <$case as crate::session::Cases>::check(input, output, name, tally)),*
                }
            }
        }
    };
}

puzzles! {
    FlipGame {
        name: "flip-game",
        case: flipswap::flip_game::Board,
        what: "4 rows of b/w",
        answer: "the fewest flips or Impossible",
        help: FLIP_GAME_HELP,
        writer: crate::answer::answer_toggle,
    },
    Fridge {
        name: "fridge",
        case: flipswap::fridge::Board,
        what: "4 rows of +/-",
        answer: "a count N, then N lines 'row col'",
        help: FRIDGE_HELP,
        writer: crate::answer::answer_toggle,
    },
    Lights {
        name: "lights",
        case: flipswap::lights::Board,
        what: "3 rows of 0/1 (like '0 0 1')",
        answer: "the fewest presses",
        help: LIGHTS_HELP,
        writer: crate::answer::answer_toggle,
    },
    LightsOut {
        name: "lights-out",
        case: crate::session::AnySize,
        what: "rows of 0/1 (all one length), then a blank line,",
        answer: "the fewest presses, then the press map",
        help: LIGHTS_OUT_HELP,
    },
    SwapGame {
        name: "swap-game",
        case: crate::session::SwapCases,
        what: "8 rows of 0/1 (the start, then the target), or two boards each ended by a blank line,",
        answer: "a count N, then N lines 'abcd'",
        help: SWAP_GAME_HELP,
    },
    MovingToys {
        name: "moving-toys",
        case: crate::session::MovingToys,
        what: "the start's rows of 0/1, a blank line, then the target's rows",
        answer: "the fewest moves",
        help: MOVING_TOYS_HELP,
    },
}

impl Puzzle {
    /// The puzzle whose subcommand is `name`.
    pub fn named(name: &str) -> Option<Puzzle> {
        Puzzle::ALL
            .iter()
            .copied()
            .find(|puzzle| puzzle.name() == name)
    }
}

const FLIP_GAME_HELP: &str = "\
usage: flipswap flip-game [--show] [FILE...]

Flip Game (POJ 1753). Each case is 4 lines of 4 pieces, 'b' (black) or
'w' (white). Flipping a piece also flips its up, down, left and right
neighbours. Prints the fewest flips that make every piece one colour, or
'Impossible'.

example:
  $ printf 'bwwb\\nbbwb\\nbwwb\\nbwww\\n' | flipswap flip-game
  4

options:
  --show      after each answer, draw the board after every flip
  -h, --help  print this help

Reads each FILE in turn, or standard input ('-', or no FILE at all).
";

const FRIDGE_HELP: &str = "\
usage: flipswap fridge [--show] [FILE...]

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

options:
  --show      after each answer, draw the door after every turn
  -h, --help  print this help

Reads each FILE in turn, or standard input ('-', or no FILE at all).
";

const LIGHTS_HELP: &str = "\
usage: flipswap lights [--show] [FILE...]

Turn on all the lights (Luogu P2040). Each case is 3 lines of 3 lights,
'1' (on) or '0' (off), separated by spaces. Pressing a light also toggles
its up, down, left and right neighbours. Prints the fewest presses that
turn all nine on.

example:
  $ printf '0 0 1\\n0 1 1\\n1 0 0\\n' | flipswap lights
  4

options:
  --show      after each answer, draw the board after every press
  -h, --help  print this help

Reads each FILE in turn, or standard input ('-', or no FILE at all).
";

const LIGHTS_OUT_HELP: &str = "\
usage: flipswap lights-out [--goal off|on|one-colour] [--show] [FILE...]

Lights Out on any board of 1 to 32 rows and 1 to 32 columns. Each case is
a board: its rows of '0' (off) and '1' (on), all of one length, with or
without spaces between the digits; a blank line (or the end of the input)
ends a board, so boards of different sizes may follow one another.
Pressing a light toggles it and its up, down, left and right neighbours.
Prints the fewest presses N that reach the goal, then the press map: rows
of '0' and '1' in the board's shape, '1' for each light to press (of the
maps with N presses, the first in reading order, row by row, '0' before
'1'); or 'Impossible' when no presses reach the goal.

goals:
  off         every light off (the default)
  on          every light on
  one-colour  every light the same, on or off, whichever takes fewer presses

example:
  $ printf '11111\\n11111\\n11111\\n11111\\n11111\\n' | flipswap lights-out
  15
  00011
  11011
  11100
  01110
  10110
  $ printf '11\\n\\n10\\n' | flipswap lights-out --goal on
  0
  00
  Impossible

A board's answer is written once the line after the board is read, so
when typing at a terminal or feeding boards through a pipe one at a time,
end each board with a blank line to get its answer before the next.

options:
  --goal GOAL  off, on or one-colour (see above)
  --show       after each answer, draw the board after every press
  -h, --help   print this help

Reads each FILE in turn, or standard input ('-', or no FILE at all).
'flipswap check' does not judge lights-out.
";

const SWAP_GAME_HELP: &str = "\
usage: flipswap swap-game [--show] [FILE...]

Black and white swap game (Luogu P1225), on any board of 1 to 8 rows and
1 to 8 columns. A move swaps two cells that share an edge. Each case is a
start board and a target board of one size, with as many '1's (black) as
the start and '0's (white) for the rest. A board is its rows of '0' and
'1', all of one width, ended by a blank line or the end of the input; a
target also ends once it has as many rows as its start. Eight rows of
width 4 with no start before them are a whole 4 x 4 case, the start's four
rows then the target's, as the judge writes it (so an 8 x 4 start cannot
be given: give the same puzzle turned on its side, 4 x 8). Prints the
fewest swaps N, then N lines 'abcd': swap cell (a,b) with cell (c,d),
1-based, the black piece moving from (a,b) to (c,d).

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n1010\\n0101\\n1010\\n0101\\n' | flipswap swap-game
  4
  1222
  1424
  3242
  4344
  $ printf '10000\\n\\n00001\\n' | flipswap swap-game
  4
  1112
  1213
  1314
  1415

options:
  --show      after each answer, draw the board after every swap
  -h, --help  print this help

Reads each FILE in turn, or standard input ('-', or no FILE at all).
'flipswap check swap-game' judges 4 x 4 cases, eight rows each.
";

const MOVING_TOYS_HELP: &str = "\
usage: flipswap moving-toys [FILE...]

Moving toys (Luogu P4289): the swap game, counted. Each case is the start
board (4 rows of 4 cells, '1' a toy, '0' empty), a blank line, then the
target board with as many toys; cases follow until the end of the input.
A move swaps two cells that share an edge. Prints the fewest moves. Boards
of any size from 1 x 1 to 8 x 8 are read as swap-game reads them.

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n\\n1010\\n0101\\n1010\\n0101\\n' | flipswap moving-toys
  4

options:
  -h, --help  print this help

Reads each FILE in turn, or standard input ('-', or no FILE at all).
'flipswap check' does not judge moving-toys.
";
