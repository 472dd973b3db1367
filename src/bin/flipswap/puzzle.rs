//! The puzzles as the command line names and explains them.

use crate::about::{
    EIGHT_DIGITS_HELP, EIGHT_HELP, EIGHT_II_HELP, EXTENDED_LIGHTS_OUT_HELP, FIFTEEN_COUNT_HELP,
    FIFTEEN_HELP, FLIP_CARDS_HELP, FLIP_GAME_HELP, FLIPTILE_HELP, FRIDGE_HELP, LIGHTS_HELP,
    LIGHTS_OFF_HELP, LIGHTS_OUT_HELP, MOVING_TOYS_HELP, PAINTER_HELP, SLIDING_HELP, SWAP_GAME_HELP,
    SWITCHES_HELP, WATER_BOWLS_HELP,
};
use crate::session::Written;

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
                type Judge = flipswap::check::Judge;
                fn answer<W: std::io::Write>(self, _number: u64, out: &mut W, show: bool) -> std::io::Result<()> {
                    $writer(self, out, show)
                }
                fn judge(self, _number: u64) -> flipswap::check::Judge {
                    flipswap::check::Judge::new(self)
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
                options: crate::cases::Options,
            ) -> Result<u64, crate::cases::Failure> {
                match self {
                    $(Puzzle::$variant => crate::session::answer_all::<$case, R, W>(input, output, options)),*
                }
            }

            /// Writes boards of an exact difficulty in the puzzle's input
            /// format (see [`crate::generate::run`]).
            pub fn generate<W: std::io::Write>(
                self,
                spec: &crate::generate::Spec,
                output: &mut W,
            ) -> Result<(), crate::generate::GenError> {
                match self {
                    $(Puzzle::$variant => crate::generate::run::<$case, W>(spec, output)),*
                }
            }

            /// Reads every case of `input` and says whether it is exactly
            /// as the judge writes it (see [`crate::validate::run`]).
            pub fn validate<R: std::io::Read>(
                self,
                input: R,
                pinned: Option<(u8, u8)>,
            ) -> Result<u64, crate::cases::Failure> {
                match self {
                    $(Puzzle::$variant => crate::validate::run::<$case, R>(input, pinned)),*
                }
            }

            /// Whether its boards can be `size`, or why not.
            pub fn fits(self, size: (u8, u8)) -> Result<(), String> {
                match self {
                    $(Puzzle::$variant => crate::validate::fits::<$case>(size)),*
                }
            }

            /// Judges the claimed answer to every case of `input` (see
            /// [`crate::session::judge`]).
            pub fn judge<R: std::io::Read, A: std::io::Read, W: std::io::Write, V: crate::session::Verdicts<W>>(
                self,
                input: R,
                claims: crate::session::Claims<A>,
                output: &mut W,
                options: crate::cases::Options,
                verdicts: &mut V,
            ) -> Result<(), crate::cases::Failure> {
                match self {
                    $(Puzzle::$variant => crate::session::judge::<$case, R, A, W, V>(input, claims, output, options, verdicts)),*
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
        case: crate::kinds::AnySize,
        what: "rows of 0/1 (all one length), then a blank line,",
        answer: "the fewest presses, then the press map",
        options: [Show, Goal],
        help: LIGHTS_OUT_HELP,
        draws: "the board after every press",
    },
    SwapGame {
        name: "swap-game",
        summary: "Black and white swap game (Luogu P1225): 4 rows of 0/1 for the\nstart, then 4 for the target; prints the fewest swaps, then\neach swap as 'abcd' (cell a,b with cell c,d). Any board up\nto 8 x 8: a start and a target, each ended by a blank line",
        case: crate::kinds::Swaps<true>,
        what: "8 rows of 0/1 (the start, then the target), or two boards each ended by a blank line,",
        answer: "a count N, then N lines 'abcd'",
        options: [Show],
        help: SWAP_GAME_HELP,
        draws: "the board after every swap",
    },
    Fliptile {
        name: "fliptile",
        summary: "Fliptile (POJ 3279): a line 'M N', then M rows of N '0 1';\nprints the press map (fewest flips, then first in reading\norder), or IMPOSSIBLE",
        case: crate::kinds::Family<flipswap::family::judges::Fliptile>,
        what: "a line 'M N', then M rows of N 0/1",
        answer: "the press map or IMPOSSIBLE",
        options: [Show],
        help: FLIPTILE_HELP,
        draws: "the board after every flip",
    },
    ExtendedLightsOut {
        name: "extended-lights-out",
        summary: "EXTENDED LIGHTS OUT (POJ 1222): a count, then 5 rows of\n'0 1 ...' (6 each) per puzzle; prints 'PUZZLE #k', then the\npress map",
        case: crate::kinds::Family<flipswap::family::judges::ExtendedLightsOut>,
        what: "5 rows of 6 0/1 (after a first line: the count)",
        answer: "PUZZLE #k, then the press map",
        options: [Show],
        help: EXTENDED_LIGHTS_OUT_HELP,
        draws: "the board after every press",
    },
    Painter {
        name: "painter",
        summary: "Painter's Problem (POJ 1681): a count, then per case a line n\nand n rows of w/y; prints the fewest bricks to paint every\nbrick yellow, or inf",
        case: crate::kinds::Family<flipswap::family::judges::Painter>,
        what: "a line n, then n rows of w/y (after a first line: the count)",
        answer: "the fewest bricks or inf",
        options: [Show],
        help: PAINTER_HELP,
        draws: "the wall after every brick painted",
    },
    LightsOff {
        name: "lights-off",
        summary: "Turn the Lights Off (UVa 10309): a name, then 10 rows of O/#,\nuntil 'end'; prints the name and the fewest presses, or -1",
        case: crate::kinds::Family<flipswap::family::judges::LightsOff>,
        what: "a name, then 10 rows of O/# (or 'end')",
        answer: "the name and the fewest presses",
        options: [Show],
        help: LIGHTS_OFF_HELP,
        draws: "the bulbs after every press",
    },
    Switches {
        name: "switches",
        summary: "Puzzling switches (Luogu P10449): a count, then 5 rows of 0/1\nper board; prints the fewest presses to turn every light on\nwhen at most 6, else -1",
        case: crate::kinds::Family<flipswap::family::judges::Switches>,
        what: "5 rows of 0/1 (after a first line: the count)",
        answer: "the fewest presses or -1",
        options: [Show],
        help: SWITCHES_HELP,
        draws: "the board after every press",
    },
    WaterBowls {
        name: "water-bowls",
        summary: "The Water Bowls (POJ 3185): a line of '0 1 ...' bowls per\ncase; prints the fewest flips to all 0, or Impossible",
        case: crate::kinds::Family<flipswap::family::judges::WaterBowls>,
        what: "a line of 0/1 bowls",
        answer: "the fewest flips or Impossible",
        options: [Show],
        help: WATER_BOWLS_HELP,
        draws: "the bowls after every flip",
    },
    FlipCards {
        name: "flip-cards",
        summary: "Flipping cards (HDU 2209): a line of 0/1 cards per case;\nprints the fewest turns to all 0, or NO",
        case: crate::kinds::Family<flipswap::family::judges::FlipCards>,
        what: "a line of 0/1 cards",
        answer: "the fewest turns or NO",
        options: [Show],
        help: FLIP_CARDS_HELP,
        draws: "the cards after every turn",
    },
    MovingToys {
        name: "moving-toys",
        summary: "Moving toys (Luogu P4289): 4 rows of 0/1 for the start, a\nblank line, 4 for the target; prints the fewest moves",
        case: crate::kinds::Swaps<false>,
        what: "the start's rows of 0/1, a blank line, then the target's rows",
        answer: "the fewest moves",
        options: [Show],
        help: MOVING_TOYS_HELP,
        draws: "the board after every move",
    },
    Eight {
        name: "eight",
        summary: "Eight (HDU 1043, POJ 1077): nine tokens a line, 'x' the blank;\nprints the fewest moves u/d/l/r to 1 2 3 4 5 6 7 8 x, or\nunsolvable",
        case: flipswap::eight::Board,
        what: "nine tokens like '2 3 4 1 5 x 7 6 8'",
        answer: "moves like 'ullddrurdllurdruldr' or unsolvable",
        options: [Show],
        help: EIGHT_HELP,
        draws: "the board after every move",
    },
    EightIi {
        name: "eight-ii",
        summary: "Eight II (HDU 3567): a count, then per case a start and a\ntarget line like '12X453786'; prints 'Case k: n', then the\nfewest moves, least in the order d, l, r, u",
        case: flipswap::eight::Pair,
        what: "a start and a target line like 12X453786 (after a first line: the count)",
        answer: "Case k: n, then the moves",
        options: [Show],
        help: EIGHT_II_HELP,
        draws: "the board after every move",
    },
    EightDigits {
        name: "eight-digits",
        summary: "The eight-digit puzzle (Luogu P1379): nine digits a line, '0'\nthe blank; prints the fewest moves to 123804765",
        case: flipswap::eight::Digits,
        what: "nine digits like 283104765",
        answer: "the fewest moves",
        options: [Show],
        help: EIGHT_DIGITS_HELP,
        draws: "the board after every move",
    },
    Fifteen {
        name: "fifteen",
        summary: "15-Puzzle Problem (UVa 10181): a count, then per case 4 rows of\n4 numbers, '0' the blank; prints the fewest moves L/R/U/D,\nleast in the order D, L, R, U, or This puzzle is not solvable.",
        case: flipswap::fifteen::Board,
        what: "4 rows of 4 numbers, 0 the blank (after a first line: the count)",
        answer: "moves like 'LLLDRDRDR' or This puzzle is not solvable.",
        options: [Show],
        help: FIFTEEN_HELP,
        draws: "the board after every move",
    },
    FifteenCount {
        name: "fifteen-count",
        summary: "15 Puzzle (AOJ ALDS1_13_C): 4 rows of 4 numbers a case, '0' the\nblank; prints the fewest moves",
        case: crate::kinds::FifteenCount,
        what: "4 rows of 4 numbers, 0 the blank",
        answer: "the fewest moves",
        options: [Show],
        help: FIFTEEN_COUNT_HELP,
        draws: "the board after every move",
    },
    Sliding {
        name: "sliding",
        summary: "Sliding tiles at any size from 2 x 2 to 4 x 4: a start and a\ntarget, each rows of numbers ('0' the blank) up to a blank line;\nprints the fewest moves, then the moves u/d/l/r, least in the\norder d, l, r, u, or Impossible",
        case: flipswap::sliding::Boards,
        what: "rows of numbers, 0 the blank, a blank line, the target's rows",
        answer: "the fewest moves, then moves like 'rr', or Impossible",
        options: [Show],
        help: SLIDING_HELP,
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

impl Puzzle {
    /// Judges every claimed answer of `input`, each after its case, writing
    /// a verdict for each (see [`crate::session::judge`] and [`Written`]).
    pub fn check<R: std::io::Read, W: std::io::Write>(
        self,
        input: R,
        output: &mut W,
        options: crate::cases::Options,
        name: Option<&str>,
        tally: &mut crate::session::Tally,
    ) -> Result<(), crate::cases::Failure> {
        let claims = crate::session::Claims::<std::io::Empty>::Inline;
        self.judge(input, claims, output, options, &mut Written { name, tally })
    }
}
