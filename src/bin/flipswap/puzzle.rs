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
            summary: $summary:literal,
            case: $case:ty,
            what: $what:literal,
            answer: $answer:literal,
            options: [$($option:ident),*],
            help: $help:expr,
            draws: $draws:literal
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

            /// Whether the subcommand takes `option`.
            pub fn takes(self, option: Opt) -> bool {
                let options: &[Opt] = match self {
                    $(Puzzle::$variant => &[$(Opt::$option),*]),*
                };
                options.contains(&option)
            }

            /// The body of `flipswap help <puzzle>`: what the puzzle is, its
            /// input and answer, an example; [`Puzzle::help`] adds the rest.
            const fn about(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => $help),*
                }
            }

            /// Its lines in the list of `flipswap --help`, without their
            /// indent.
            pub const fn summary(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => $summary),*
                }
            }

            /// What `--show` draws after each answer.
            const fn draws(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => $draws),*
                }
            }

            /// Answers every case of `input` (see
            /// [`crate::session::answer_all`]): how many there were.
            pub fn solve<R: std::io::Read, W: std::io::Write>(
                self,
                input: R,
                output: &mut W,
                options: crate::session::Options,
            ) -> Result<u64, crate::session::Failure> {
                match self {
                    $(Puzzle::$variant => crate::session::answer_all::<$case, R, W>(input, output, options)),*
                }
            }

            /// Judges every claimed answer of `input` (see
            /// [`crate::session::judge_all`]).
            pub fn check<R: std::io::Read, W: std::io::Write>(
                self,
                input: R,
                output: &mut W,
                options: crate::session::Options,
                name: Option<&str>,
                tally: &mut crate::session::Tally,
            ) -> Result<(), crate::session::Failure> {
                match self {
                    $(Puzzle::$variant => crate::session::judge_all::<$case, R, W>(input, output, options, name, tally)),*
                }
            }
        }
    };
}

puzzles! {
    FlipGame {
        name: "flip-game",
        summary: "Flip Game (POJ 1753): 4 rows of b/w; prints the fewest flips\nthat make the board one colour, or Impossible",
        case: flipswap::flip_game::Board,
        what: "4 rows of b/w",
        answer: "the fewest flips or Impossible",
        options: [Show],
        help: FLIP_GAME_HELP,
        draws: "the board after every flip",
        writer: crate::answer::answer_toggle,
    },
    Fridge {
        name: "fridge",
        summary: "The Pilots Brothers' refrigerator (POJ 2965): 4 rows of +/-;\nprints the fewest turns, then each handle as 'row col'",
        case: flipswap::fridge::Board,
        what: "4 rows of +/-",
        answer: "a count N, then N lines 'row col'",
        options: [Show],
        help: FRIDGE_HELP,
        draws: "the door after every turn",
        writer: crate::answer::answer_toggle,
    },
    Lights {
        name: "lights",
        summary: "Turn on all the lights (Luogu P2040): 3 rows of '0 0 1';\nprints the fewest presses",
        case: flipswap::lights::Board,
        what: "3 rows of 0/1 (like '0 0 1')",
        answer: "the fewest presses",
        options: [Show],
        help: LIGHTS_HELP,
        draws: "the board after every press",
        writer: crate::answer::answer_toggle,
    },
    LightsOut {
        name: "lights-out",
        summary: "Lights Out, 1 to 32 rows and columns: rows of 0/1, a blank\nline between boards; prints the fewest presses to turn every\nlight off (or --goal on, one-colour), then the press map, or\nImpossible",
        case: crate::session::AnySize,
        what: "rows of 0/1 (all one length), then a blank line,",
        answer: "the fewest presses, then the press map",
        options: [Show, Goal],
        help: LIGHTS_OUT_HELP,
        draws: "the board after every press",
    },
    SwapGame {
        name: "swap-game",
        summary: "Black and white swap game (Luogu P1225): 4 rows of 0/1 for the\nstart, then 4 for the target; prints the fewest swaps, then\neach swap as 'abcd' (cell a,b with cell c,d). Any board up\nto 8 x 8: a start and a target, each ended by a blank line",
        case: crate::session::Swaps<true>,
        what: "8 rows of 0/1 (the start, then the target), or two boards each ended by a blank line,",
        answer: "a count N, then N lines 'abcd'",
        options: [Show],
        help: SWAP_GAME_HELP,
        draws: "the board after every swap",
    },
    Fliptile {
        name: "fliptile",
        summary: "Fliptile (POJ 3279): a line 'M N', then M rows of N '0 1';\nprints the press map (fewest flips, then first in reading\norder), or IMPOSSIBLE",
        case: crate::session::Family<flipswap::family::judges::Fliptile>,
        what: "a line 'M N', then M rows of N 0/1",
        answer: "the press map or IMPOSSIBLE",
        options: [Show],
        help: FLIPTILE_HELP,
        draws: "the board after every flip",
    },
    ExtendedLightsOut {
        name: "extended-lights-out",
        summary: "EXTENDED LIGHTS OUT (POJ 1222): a count, then 5 rows of\n'0 1 ...' (6 each) per puzzle; prints 'PUZZLE #k', then the\npress map",
        case: crate::session::Family<flipswap::family::judges::ExtendedLightsOut>,
        what: "5 rows of 6 0/1 (after a first line: the count)",
        answer: "PUZZLE #k, then the press map",
        options: [Show],
        help: EXTENDED_LIGHTS_OUT_HELP,
        draws: "the board after every press",
    },
    Painter {
        name: "painter",
        summary: "Painter's Problem (POJ 1681): a count, then per case a line n\nand n rows of w/y; prints the fewest bricks to paint every\nbrick yellow, or inf",
        case: crate::session::Family<flipswap::family::judges::Painter>,
        what: "a line n, then n rows of w/y (after a first line: the count)",
        answer: "the fewest bricks or inf",
        options: [Show],
        help: PAINTER_HELP,
        draws: "the wall after every brick painted",
    },
    LightsOff {
        name: "lights-off",
        summary: "Turn the Lights Off (UVa 10309): a name, then 10 rows of O/#,\nuntil 'end'; prints the name and the fewest presses, or -1",
        case: crate::session::Family<flipswap::family::judges::LightsOff>,
        what: "a name, then 10 rows of O/# (or 'end')",
        answer: "the name and the fewest presses",
        options: [Show],
        help: LIGHTS_OFF_HELP,
        draws: "the bulbs after every press",
    },
    Switches {
        name: "switches",
        summary: "Puzzling switches (Luogu P10449): a count, then 5 rows of 0/1\nper board; prints the fewest presses to turn every light on\nwhen at most 6, else -1",
        case: crate::session::Family<flipswap::family::judges::Switches>,
        what: "5 rows of 0/1 (after a first line: the count)",
        answer: "the fewest presses or -1",
        options: [Show],
        help: SWITCHES_HELP,
        draws: "the board after every press",
    },
    WaterBowls {
        name: "water-bowls",
        summary: "The Water Bowls (POJ 3185): a line of '0 1 ...' bowls per\ncase; prints the fewest flips to all 0, or Impossible",
        case: crate::session::Family<flipswap::family::judges::WaterBowls>,
        what: "a line of 0/1 bowls",
        answer: "the fewest flips or Impossible",
        options: [Show],
        help: WATER_BOWLS_HELP,
        draws: "the bowls after every flip",
    },
    FlipCards {
        name: "flip-cards",
        summary: "Flipping cards (HDU 2209): a line of 0/1 cards per case;\nprints the fewest turns to all 0, or NO",
        case: crate::session::Family<flipswap::family::judges::FlipCards>,
        what: "a line of 0/1 cards",
        answer: "the fewest turns or NO",
        options: [Show],
        help: FLIP_CARDS_HELP,
        draws: "the cards after every turn",
    },
    MovingToys {
        name: "moving-toys",
        summary: "Moving toys (Luogu P4289): 4 rows of 0/1 for the start, a\nblank line, 4 for the target; prints the fewest moves",
        case: crate::session::Swaps<false>,
        what: "the start's rows of 0/1, a blank line, then the target's rows",
        answer: "the fewest moves",
        options: [Show],
        help: MOVING_TOYS_HELP,
        draws: "the board after every move",
    },
    Eight {
        name: "eight",
        summary: "Eight (HDU 1043, POJ 1077): nine tokens a line, 'x' the blank;\nprints the fewest moves u/d/l/r to 1 2 3 4 5 6 7 8 x, or\nunsolvable",
        case: crate::session::Slide<flipswap::eight::Board>,
        what: "nine tokens like '2 3 4 1 5 x 7 6 8'",
        answer: "moves like 'ullddrurdllurdruldr' or unsolvable",
        options: [Show],
        help: EIGHT_HELP,
        draws: "the board after every move",
    },
    EightIi {
        name: "eight-ii",
        summary: "Eight II (HDU 3567): a count, then per case a start and a\ntarget line like '12X453786'; prints 'Case k: n', then the\nfewest moves, least in the order d, l, r, u",
        case: crate::session::Slide<flipswap::eight::Pair>,
        what: "a start and a target line like 12X453786 (after a first line: the count)",
        answer: "Case k: n, then the moves",
        options: [Show],
        help: EIGHT_II_HELP,
        draws: "the board after every move",
    },
    EightDigits {
        name: "eight-digits",
        summary: "The eight-digit puzzle (Luogu P1379): nine digits a line, '0'\nthe blank; prints the fewest moves to 123804765",
        case: crate::session::Slide<flipswap::eight::Digits>,
        what: "nine digits like 283104765",
        answer: "the fewest moves",
        options: [Show],
        help: EIGHT_DIGITS_HELP,
        draws: "the board after every move",
    },
}

/// An option that some subcommands take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opt {
    /// `--show`: draw the board after every move.
    Show,
    /// `--goal GOAL`: the goal of a board of any size.
    Goal,
}

impl Opt {
    /// As the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Opt::Show => "--show",
            Opt::Goal => "--goal",
        }
    }
}

impl Puzzle {
    /// `flipswap help <puzzle>`: the usage line and the options it takes,
    /// from its row of the table, around its own text.
    pub fn help(self) -> String {
        let name = self.name();
        let goal = self.takes(Opt::Goal);
        let mut usage = format!("usage: flipswap {name}");
        let mut options = String::from("options:\n");
        let width = if goal { 13 } else { 12 };
        if goal {
            usage.push_str(" [--goal off|on|one-colour]");
            options.push_str("  --goal GOAL  off, on or one-colour (see above)\n");
        }
        if self.takes(Opt::Show) {
            usage.push_str(" [--show]");
            let draws = self.draws();
            options.push_str(&format!(
                "  {:width$}after each answer, draw {draws}\n",
                "--show"
            ));
        }
        options.push_str(&format!("  {:width$}print this help\n", "-h, --help"));
        format!(
            "{usage} [FILE...]\n\n{}\n{options}\n\
             Reads each FILE in turn, or standard input ('-', or no FILE at all).\n\
             'flipswap check {name}' judges claimed answers (see 'flipswap help check').\n",
            self.about()
        )
    }

    /// The puzzle whose subcommand is `name`.
    pub fn named(name: &str) -> Option<Puzzle> {
        Puzzle::ALL
            .iter()
            .copied()
            .find(|puzzle| puzzle.name() == name)
    }
}

const FLIP_GAME_HELP: &str = "\
Flip Game (POJ 1753). Each case is 4 lines of 4 pieces, 'b' (black) or
'w' (white). Flipping a piece also flips its up, down, left and right
neighbours. Prints the fewest flips that make every piece one colour, or
'Impossible'.

example:
  $ printf 'bwwb\\nbbwb\\nbwwb\\nbwww\\n' | flipswap flip-game
  4
";

const FRIDGE_HELP: &str = "\
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
";

const LIGHTS_HELP: &str = "\
Turn on all the lights (Luogu P2040). Each case is 3 lines of 3 lights,
'1' (on) or '0' (off), separated by spaces. Pressing a light also toggles
its up, down, left and right neighbours. Prints the fewest presses that
turn all nine on.

example:
  $ printf '0 0 1\\n0 1 1\\n1 0 0\\n' | flipswap lights
  4
";

const LIGHTS_OUT_HELP: &str = "\
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
";

const SWAP_GAME_HELP: &str = "\
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
";

const MOVING_TOYS_HELP: &str = "\
Moving toys (Luogu P4289): the swap game, counted. Each case is the start
board (4 rows of 4 cells, '1' a toy, '0' empty), a blank line, then the
target board with as many toys; cases follow until the end of the input.
A move swaps two cells that share an edge. Prints the fewest moves. Boards
of any size from 1 x 1 to 8 x 8 are read as swap-game reads them.

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n\\n1010\\n0101\\n1010\\n0101\\n' | flipswap moving-toys
  4
";

const FLIPTILE_HELP: &str = "\
Fliptile (POJ 3279). Each case is a line 'M N' (1 to 32 each; the judge
asks up to 15), then M lines of N tiles, '1' (black) or '0' (white),
separated by spaces. Flipping a tile also flips its up, down, left and
right neighbours. Prints the press map that makes every tile white: M
lines of N digits separated by single spaces, '1' for a tile to flip; of
the maps with the fewest flips, the first in reading order (row by row,
'0' before '1'). Prints 'IMPOSSIBLE' when no flips make every tile white.
The judge gives one case; cases are read until the end of the input.

example:
  $ printf '4 4\\n1 0 0 1\\n0 1 1 0\\n0 1 1 0\\n1 0 0 1\\n' | flipswap fliptile
  0 0 0 0
  1 0 0 1
  1 0 0 1
  0 0 0 0
";

const EXTENDED_LIGHTS_OUT_HELP: &str = "\
EXTENDED LIGHTS OUT (POJ 1222). The input opens with the number of
puzzles; each puzzle is 5 lines of 6 lights, '1' (on) or '0' (off),
separated by spaces. Pressing a button toggles its light and the lights
up, down, left and right of it. For puzzle k prints 'PUZZLE #k', then 5
lines of 6 digits separated by single spaces, '1' for a button to press,
that turn every light off. 5 × 6 has exactly one such answer per puzzle.

example:
  $ printf '1\\n0 1 1 0 1 0\\n1 0 0 1 1 1\\n0 0 1 0 0 1\\n1 0 0 1 0 1\\n0 1 1 1 0 0\\n' |
      flipswap extended-lights-out
  PUZZLE #1
  1 0 1 0 0 1
  1 1 0 1 0 1
  0 0 1 0 1 1
  1 0 0 1 0 0
  0 1 0 0 0 0
";

const PAINTER_HELP: &str = "\
Painter's Problem (POJ 1681). The input opens with the number of cases;
each case is a line n (1 to 32; the judge asks up to 15), then n lines of
n bricks, 'w' (white) or 'y' (yellow). Painting a brick toggles it and
the bricks up, down, left and right of it. Prints the fewest bricks to
paint that make every brick yellow, or 'inf' when no painting does.

example:
  $ printf '2\\n3\\nyyy\\nyyy\\nyyy\\n5\\nwwwww\\nwwwww\\nwwwww\\nwwwww\\nwwwww\\n' | flipswap painter
  0
  15
";

const LIGHTS_OFF_HELP: &str = "\
Turn the Lights Off (UVa 10309). Each case is a name (one word of 1 to 100
characters), then 10 lines of 10 bulbs, 'O' (on) or '#' (off); a name
'end' ends the input (so does its end). Pressing a bulb toggles it and the
bulbs up, down, left and right of it. Prints the name, a space and the
fewest presses that switch every bulb off, or -1 when no presses do or
more than 100 are needed (neither happens on a 10 × 10 board).

example:
  $ printf 'dark\\n##########\\n##########\\n##########\\n##########\\n##########\\n' > in
  $ printf '##########\\n##########\\n##########\\n##########\\n##########\\nend\\n' >> in
  $ flipswap lights-off in
  dark 0
";

const SWITCHES_HELP: &str = "\
Puzzling switches (Luogu P10449, AcWing 95). The input opens with the
number of boards; each board is 5 lines of 5 lights, '1' (on) or '0'
(off), with blank lines between boards. Pressing a light toggles it and
the lights up, down, left and right of it. Prints the fewest presses that
turn every light on when they are at most 6, else -1 (also when no
presses do).

example:
  $ printf '1\\n00111\\n01011\\n10001\\n11010\\n11100\\n' | flipswap switches
  3
";

const WATER_BOWLS_HELP: &str = "\
The Water Bowls (POJ 3185). Each case is one line of bowls, '1' (upside
down) or '0' (right side up), separated by spaces: 20 for the judge, 1 to
32 here. Flipping a bowl also flips the bowls on either side of it (one at
an end). Prints the fewest flips that turn every bowl right side up, or
'Impossible' for a line that cannot be (the judge never asks one). The
judge gives one line; lines are read until the end of the input.

example:
  $ printf '0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0 0\\n' | flipswap water-bowls
  3
";

const FLIP_CARDS_HELP: &str = "\
Flipping cards (HDU 2209). Each case is one line of cards, '1' (face down)
or '0' (face up): at most 20 for the judge, 1 to 32 here. Turning a card
also turns the cards on either side of it (one at an end). Prints the
fewest turns that show every card face up, or 'NO' when no turns do.

example:
  $ printf '01\\n011\\n1\\n' | flipswap flip-cards
  NO
  1
  1
";

const EIGHT_HELP: &str = "\
Eight (HDU 1043, POJ 1077): the 8-puzzle. Each case is a line of nine
tokens, the 3 x 3 board row by row: the tiles 1 to 8 and 'x', the blank.
A move slides a tile next to the blank into it, and is named by where the
blank goes: u, d, l or r. Prints the fewest moves to 1 2 3 4 5 6 7 8 x,
the least in the order u, d, l, r among them (an empty line for the goal
itself), or 'unsolvable'.

example:
  $ printf '2 3 4 1 5 x 7 6 8\\n' | flipswap eight
  ullddrurdllurdruldr
";

const EIGHT_II_HELP: &str = "\
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
";

const EIGHT_DIGITS_HELP: &str = "\
The eight-digit puzzle (Luogu P1379): the 8-puzzle to 123804765, the
blank in the centre. Each case is a line of nine digits, the board row by
row, '0' the blank; cases follow until the end of the input. Prints the
fewest moves. A board that cannot reach the goal is an error.

example:
  $ printf '283104765\\n' | flipswap eight-digits
  4
";
