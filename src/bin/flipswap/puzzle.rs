//! The command line's table of subcommands: the registry. Each row names a
//! subcommand's variant, the type its cases are read into (which says how
//! they are answered, judged, drawn and validated) and its
//! [`Words`], its words, both in its family's file in
//! [`crate::kinds`]. Everything here is made from the rows; the loops below
//! know no subcommand.

use crate::session::Written;

pub use crate::cases::{Opt, Words};

/// The enum [`Puzzle`], its lookups and its dispatch to the generic loops
/// ([`crate::session`], [`crate::generate`], [`crate::validate`]), made
/// from the rows, so a new subcommand is one more row.
macro_rules! puzzles {
    ($($variant:ident: $case:ty = $row:path,)*) => {
        /// A puzzle the command line answers and judges.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Puzzle {
            $($variant),*
        }

        impl Puzzle {
            pub const ALL: &'static [Puzzle] = &[$(Puzzle::$variant),*];

            /// The subcommand, as the library names it.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Puzzle::$variant => <$case as flipswap::answer::Subcommand>::NAME),*
                }
            }

            /// What the command line says of it.
            pub const fn row(self) -> &'static Words {
                match self {
                    $(Puzzle::$variant => &$row),*
                }
            }

            /// Its judge's input format, which says how many cases the
            /// judge gives.
            pub fn format(self) -> flipswap::format::Format {
                match self {
                    $(Puzzle::$variant => <$case as flipswap::answer::Subcommand>::reader().format()),*
                }
            }

            /// Answers every case of `input` (see
            /// [`crate::session::answer_all`]): how many there were.
            pub fn solve<R: std::io::Read, W: std::io::Write>(
                self,
                input: R,
                output: &mut W,
                options: crate::cases::Options,
                run: &mut crate::session::Run<'_>,
            ) -> Result<u64, crate::cases::Failure> {
                match self {
                    $(Puzzle::$variant => crate::session::answer_all::<$case, R, W>(input, output, options, run)),*
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
    FlipGame: flipswap::flip_game::Board = crate::kinds::toggle::FLIP_GAME,
    Fridge: flipswap::fridge::Board = crate::kinds::toggle::FRIDGE,
    Lights: flipswap::lights::Board = crate::kinds::toggle::LIGHTS,
    LightsOut: flipswap::lights_out::Board = crate::kinds::lights_out::LIGHTS_OUT,
    SwapGame: flipswap::swap_game::AnyPair = crate::kinds::swap::SWAP_GAME,
    Fliptile: flipswap::family::Of<flipswap::family::judges::Fliptile> = crate::kinds::lights_out::FLIPTILE,
    ExtendedLightsOut: flipswap::family::Of<flipswap::family::judges::ExtendedLightsOut> = crate::kinds::lights_out::EXTENDED_LIGHTS_OUT,
    Painter: flipswap::family::Of<flipswap::family::judges::Painter> = crate::kinds::lights_out::PAINTER,
    LightsOff: flipswap::family::Of<flipswap::family::judges::LightsOff> = crate::kinds::lights_out::LIGHTS_OFF,
    Switches: flipswap::family::Of<flipswap::family::judges::Switches> = crate::kinds::lights_out::SWITCHES,
    WaterBowls: flipswap::family::Of<flipswap::family::judges::WaterBowls> = crate::kinds::lights_out::WATER_BOWLS,
    FlipCards: flipswap::family::Of<flipswap::family::judges::FlipCards> = crate::kinds::lights_out::FLIP_CARDS,
    MovingToys: flipswap::swap_game::MovingToys = crate::kinds::swap::MOVING_TOYS,
    Eight: flipswap::eight::Board = crate::kinds::eight::EIGHT,
    EightIi: flipswap::eight::Pair = crate::kinds::eight::EIGHT_II,
    EightDigits: flipswap::eight::Digits = crate::kinds::eight::EIGHT_DIGITS,
    Fifteen: flipswap::fifteen::Board = crate::kinds::fifteen::FIFTEEN,
    FifteenCount: flipswap::fifteen::FifteenCount = crate::kinds::fifteen::FIFTEEN_COUNT,
    Sliding: flipswap::tiles::Boards = crate::kinds::sliding::SLIDING,
}

impl Puzzle {
    /// What to type for one case, for the prompt at a terminal.
    pub const fn what_to_type(self) -> &'static str {
        self.row().what
    }

    /// The answer to type after a case in judge mode, for the prompt.
    pub const fn answer_to_type(self) -> &'static str {
        self.row().answer
    }

    /// Its lines in the list of `flipswap --help`, without their indent.
    pub const fn summary(self) -> &'static str {
        self.row().summary
    }

    /// Whether the subcommand takes `option`.
    pub fn takes(self, option: Opt) -> bool {
        self.row().options.contains(&option)
    }

    /// What `--show` draws after each answer.
    const fn draws(self) -> &'static str {
        self.row().draws
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
        let width = if self.takes(Opt::KeepGoing) {
            14
        } else if goal {
            13
        } else {
            12
        };
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
        if self.takes(Opt::Limit) {
            usage.push_str(" [--limit N [--keep-going]]");
            options.push_str(&format!(
                "  {:width$}stop at a case that searches over N positions (exit 4)\n",
                "--limit N"
            ));
        }
        if self.takes(Opt::KeepGoing) {
            options.push_str(&format!(
                "  {:width$}with --limit: skip a case over it, named on stderr (exit 4)\n",
                "--keep-going"
            ));
        }
        if self.takes(Opt::Quiet) {
            usage.push_str(" [--quiet]");
            options.push_str(&format!(
                "  {:width$}no progress line on stderr (shown on a terminal after 1 s)\n",
                "--quiet"
            ));
        }
        options.push_str(&format!("  {:width$}print this help\n", "-h, --help"));
        format!(
            "{usage} [FILE...]\n\n{}\n{options}\n\
             Reads each FILE in turn, or standard input ('-', or no FILE at all).\n\
             'flipswap check {name}' judges claimed answers (see 'flipswap help check').\n",
            self.row().help
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
