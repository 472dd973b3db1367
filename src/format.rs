//! Judges' input formats as data. Each format is a [`Format`] value that
//! says how a judge lays out its cases: how many cases it gives (one, as
//! many as a count line first says, or one or more), what opens each case (a size, a name), how many rows and cells a
//! board has or what ends it, how a cell is written (one of two symbols, or
//! a numbered tile), and how many boards make a case. The one reader,
//! [`Reader`](crate::Reader), reads every format, so a new judge's format
//! is a new value here, not a new reader.
//!
//! # Examples
//!
//! ```
//! use flipswap::format::{self, Cases, Cols, Rows};
//!
//! assert_eq!(format::FLIPTILE.rows, Rows::FromHead);
//! assert_eq!(format::LIGHTS_OUT.cols, Cols::FirstRow);
//! assert_eq!(format::FLIP_GAME.size(), Some((4, 4)));
//! assert_eq!(format::FLIP_GAME.cases, Cases::One);
//! assert_eq!(format::PAINTER.cases, Cases::Counted);
//! ```

/// How a judge lays out the cases of an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Format {
    /// How many cases the judge gives, and whether a line with their
    /// number opens the input. The reader, answering, takes cases until
    /// the end of the input whatever this says (or as many as the count
    /// line says); a validator holds an input to it.
    pub cases: Cases,
    /// The most cases an input holds where the judge says (Lanterns gives
    /// at most 5, Gambler Bo at most 10): a validator holds a count line to
    /// it; the reader, answering, takes more.
    pub most_cases: Option<u32>,
    /// What opens each case, before its first board.
    pub head: Head,
    /// How many rows a board has, or what ends it.
    pub rows: Rows,
    /// How many cells a row has.
    pub cols: Cols,
    /// How a cell is written.
    pub cells: Cells,
    /// Boards in one case: 1, or 2 for a start and a target of one size,
    /// or 0 where the head is the whole case (a size to answer for).
    pub boards: u8,
    /// The largest side a board may have where the text sets its size.
    pub max_side: u8,
    /// A first board of exactly this many rows and columns is a whole case
    /// of two boards, its top half the first and its bottom half the
    /// second (the swap game's judge writes a 4 × 4 case as eight rows).
    pub split: Option<(u8, u8)>,
    /// Whether the judge writes a blank line between cases of boards of a
    /// fixed size (Luogu P10449 does; the reader takes blank lines between
    /// cases in every format).
    pub blank_between: bool,
    /// Whether the judge's own inputs may end a line with spaces (Luogu
    /// P2962's do): a validator takes them; the reader takes them in every
    /// format.
    pub trailing_blanks: bool,
}

/// How many cases a judge gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cases {
    /// Exactly one (a reader answering reads on, case after case, to the
    /// end of the input, as a batch).
    One,
    /// A first line holds their number, 1 or more, and that many follow.
    Counted,
    /// One or more, up to the end of the input, or up to the line `end`
    /// where the judge names its cases ([`Head::Name`]).
    OneOrMore,
}

/// What opens a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Head {
    /// Nothing: the case starts with its board.
    None,
    /// A line `rows cols`.
    Size,
    /// A line `n`: a square board of side n.
    Side,
    /// A line holding one word, the case's name; the word `end` instead
    /// ends the input.
    Name,
}

/// How many rows a board has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rows {
    /// Always this many.
    Fixed(u8),
    /// As many as the case's head says.
    FromHead,
    /// Rows up to a blank line or the end of the input (at most
    /// `max_side`); a second board also ends once it has as many rows as
    /// the first.
    UntilBlank,
}

/// How many cells a row has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cols {
    /// Always this many.
    Fixed(u8),
    /// As many as the case's head says.
    FromHead,
    /// As many as the board's first row holds (at most `max_side`); every
    /// other row of the board holds as many.
    FirstRow,
}

/// How a cell is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cells {
    /// One of two symbols, the first for a clear cell and the second for a
    /// set one; blanks may stand between them. The judge writes a space
    /// between cells when `spaced`.
    Symbols {
        /// The clear and the set symbol.
        symbols: [u8; 2],
        /// Whether the judge writes a space between the cells of a row.
        spaced: bool,
    },
    /// A numbered tile from 1 to 15, or the blank, written `blank` (a
    /// digit `0`, or a letter such as `x`). With `spaced`, tiles are
    /// numbers separated by blanks; without, each is one character. With
    /// `one_line`, a whole board stands on one line.
    Tiles {
        /// How the blank is written.
        blank: u8,
        /// Whether tiles are numbers separated by blanks.
        spaced: bool,
        /// Whether a whole board stands on one line.
        one_line: bool,
    },
    /// Digits from `0` to `states - 1` (2 or 3): a board of two or three
    /// states, up to 64 × 64. With `spaced`, cells are numbers separated
    /// by blanks; without, each is one digit, blanks allowed between them.
    Digits {
        /// How many states a cell has.
        states: u8,
        /// Whether cells are numbers separated by blanks.
        spaced: bool,
    },
    /// Not a board but numbers, a line at a time, as [`Lines`] says: a
    /// graph's edges, the lanterns each switch toggles, states of `0` and
    /// `1`.
    Lines(Lines),
}

/// The lines of a case written as numbers (a press puzzle's rule and its
/// states), in the order of its steps, each step one line or a run of
/// lines. Nodes are numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lines {
    /// The steps, in order.
    pub steps: &'static [Step],
    /// The most nodes (lights, switches, lanterns) a case may have.
    pub most_nodes: u8,
}

/// One step of a case written as numbers ([`Lines`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A line `n m`: n nodes, and m, from `least` to `most`, the lines of
    /// the run that follows (edges, switches).
    Sizes {
        /// The fewest lines of the run.
        least: u16,
        /// The most lines of the run.
        most: u16,
    },
    /// A line `n`: the nodes.
    Nodes,
    /// A line of n states, `0` or `1`, separated by blanks: the start, or
    /// after it the goal.
    States,
    /// m lines `a b`: a press of a also toggles b, and (undirected) a
    /// press of b toggles a; no edge joins a node to itself or comes twice.
    Edges,
    /// Lines `i j`, up to the line `0 0`: a press of i also toggles j
    /// (directed; a pair may come again).
    PairsToZeros,
    /// m lines `k l1 … lk`, one a switch: the k lanterns it toggles (of the
    /// n), none or more.
    Switches,
    /// A line `q`, from 1 to `most`, then q lines of n states: each a goal
    /// from all off, answered on its own.
    Queries {
        /// The most queries a case may have.
        most: u16,
    },
}

impl Format {
    /// Whether the input opens with a line that holds the number of cases;
    /// otherwise cases follow one another until the end of the input.
    #[must_use]
    pub const fn counted(&self) -> bool {
        matches!(self.cases, Cases::Counted)
    }

    /// The size of every board, rows and columns, when the format fixes it.
    #[must_use]
    pub const fn size(&self) -> Option<(u8, u8)> {
        match (self.rows, self.cols) {
            (Rows::Fixed(rows), Cols::Fixed(cols)) => Some((rows, cols)),
            _ => None,
        }
    }

    /// The two symbols of a cell, clear and set (`0` and `1` for tiles,
    /// which have none).
    #[must_use]
    pub const fn symbols(&self) -> [u8; 2] {
        match self.cells {
            Cells::Symbols { symbols, .. } => symbols,
            Cells::Tiles { .. } | Cells::Digits { .. } | Cells::Lines(_) => [b'0', b'1'],
        }
    }
}

/// A fixed board of `rows` × `cols` cells of two symbols, one case a board;
/// the judge gives one case.
const fn symbols(rows: u8, cols: u8, symbols: [u8; 2], spaced: bool) -> Format {
    Format {
        cases: Cases::One,
        most_cases: None,
        head: Head::None,
        rows: Rows::Fixed(rows),
        cols: Cols::Fixed(cols),
        cells: Cells::Symbols { symbols, spaced },
        boards: 1,
        max_side: if rows > cols { rows } else { cols },
        split: None,
        blank_between: false,
        trailing_blanks: false,
    }
}

/// The same format, its input opening with the number of cases.
const fn counted(format: Format) -> Format {
    Format {
        cases: Cases::Counted,
        ..format
    }
}

/// Flip Game (POJ 1753): 4 rows of 4 `b`/`w`; one case.
pub const FLIP_GAME: Format = symbols(4, 4, [b'b', b'w'], false);

/// The Pilots Brothers' refrigerator (POJ 2965): 4 rows of 4 `-`/`+`; one
/// case.
pub const FRIDGE: Format = symbols(4, 4, [b'-', b'+'], false);

/// Turn on all the lights (Luogu P2040): 3 rows of 3 `0`/`1`, spaced; one
/// case.
pub const LIGHTS: Format = symbols(3, 3, [b'0', b'1'], true);

/// One board of the black and white swap game (Luogu P1225): 4 rows of 4
/// `0`/`1`.
pub const SWAP_GAME_BOARD: Format = symbols(4, 4, [b'0', b'1'], false);

/// The black and white swap game (Luogu P1225): the start's 4 rows of 4
/// `0`/`1`, then the target's; one case.
pub const SWAP_GAME: Format = Format {
    boards: 2,
    ..SWAP_GAME_BOARD
};

/// The swap game at any size (Luogu P1225 and P4289): a start and a target
/// of one size, each rows of `0`/`1` up to a blank line; eight rows of
/// four with no start before them are a whole 4 × 4 case; one case (both
/// judges give one).
pub const SWAP_GAME_ANY: Format = Format {
    rows: Rows::UntilBlank,
    cols: Cols::FirstRow,
    boards: 2,
    max_side: 8,
    split: Some((8, 4)),
    ..symbols(1, 1, [b'0', b'1'], false)
};

/// One board of the swap game at any size: rows of `0`/`1` up to a blank
/// line, up to 8 × 8.
pub const GRID: Format = Format {
    boards: 1,
    split: None,
    ..SWAP_GAME_ANY
};

/// Lights Out at any size (flipswap's own format): rows of `0`/`1` up to a
/// blank line, up to 32 × 32; one case or more, a blank line between.
pub const LIGHTS_OUT: Format = Format {
    cases: Cases::OneOrMore,
    rows: Rows::UntilBlank,
    cols: Cols::FirstRow,
    max_side: 32,
    ..symbols(1, 1, [b'0', b'1'], false)
};

/// A board of two symbols whose size each case's head gives, up to
/// 32 × 32.
const fn headed(head: Head, symbols_of: [u8; 2], spaced: bool) -> Format {
    Format {
        head,
        rows: Rows::FromHead,
        cols: Cols::FromHead,
        max_side: 32,
        ..symbols(1, 1, symbols_of, spaced)
    }
}

/// Fliptile (POJ 3279): a line `M N`, then M rows of N `0`/`1`, spaced;
/// one case.
pub const FLIPTILE: Format = headed(Head::Size, [b'0', b'1'], true);

/// EXTENDED LIGHTS OUT (POJ 1222): the number of puzzles, then each as 5
/// rows of 6 `0`/`1`, spaced.
pub const EXTENDED_LIGHTS_OUT: Format = counted(symbols(5, 6, [b'0', b'1'], true));

/// Painter's Problem (POJ 1681): the number of cases, then each as a line
/// `n` and n rows of n `w`/`y`.
pub const PAINTER: Format = counted(headed(Head::Side, [b'w', b'y'], false));

/// Turn the Lights Off (UVa 10309): a name, then 10 rows of 10 `#`/`O`;
/// one case or more, until the name `end`.
pub const LIGHTS_OFF: Format = Format {
    cases: Cases::OneOrMore,
    head: Head::Name,
    ..symbols(10, 10, [b'#', b'O'], false)
};

/// The Water Bowls (POJ 3185): a line of `0`/`1` bowls, spaced; one case.
pub const WATER_BOWLS: Format = Format {
    cols: Cols::FirstRow,
    max_side: 32,
    ..symbols(1, 1, [b'0', b'1'], true)
};

/// Flipping cards (HDU 2209): a line of `0`/`1` cards, one case a line,
/// one or more up to the end of the input.
pub const FLIP_CARDS: Format = Format {
    cases: Cases::OneOrMore,
    cols: Cols::FirstRow,
    max_side: 32,
    ..symbols(1, 1, [b'0', b'1'], false)
};

/// Puzzling switches (Luogu P10449): the number of boards, then each as 5
/// rows of 5 `0`/`1`, a blank line between boards.
pub const SWITCHES: Format = Format {
    blank_between: true,
    ..counted(symbols(5, 5, [b'0', b'1'], false))
};

/// A board of numbered tiles.
const fn tiles(rows: u8, cols: u8, blank: u8, spaced: bool, one_line: bool) -> Format {
    Format {
        cells: Cells::Tiles {
            blank,
            spaced,
            one_line,
        },
        ..symbols(rows, cols, [b'0', b'1'], false)
    }
}

/// Eight (HDU 1043, POJ 1077): one 3 × 3 board a line, nine tokens
/// separated by spaces, the blank `x`; one board or more up to the end of
/// the input, as HDU gives them (POJ gives one).
pub const EIGHT: Format = Format {
    cases: Cases::OneOrMore,
    ..tiles(3, 3, b'x', true, true)
};

/// Eight II (HDU 3567): the number of cases, then each as two lines of
/// nine characters, the start then the target, the blank `X`.
pub const EIGHT_II: Format = Format {
    cases: Cases::Counted,
    boards: 2,
    ..tiles(3, 3, b'X', false, true)
};

/// The eight-digit puzzle (Luogu P1379): one line of nine digits, `0` the
/// blank; one case.
pub const EIGHT_DIGITS: Format = tiles(3, 3, b'0', false, true);

/// The 15-Puzzle Problem (UVa 10181): the number of cases, then each as 4
/// rows of 4 numbers, `0` the blank.
pub const FIFTEEN: Format = counted(tiles(4, 4, b'0', true, false));

/// 15 Puzzle (AOJ ALDS1_13_C): 4 rows of 4 numbers, `0` the blank; one
/// case.
pub const FIFTEEN_COUNT: Format = tiles(4, 4, b'0', true, false);

/// Sliding tiles at any size (flipswap's own format): a start and a target
/// of one size, each rows of numbers, `0` the blank, up to a blank line;
/// as many columns as the first row holds; 2 to 4 rows and columns; one
/// case or more, a blank line between.
pub const SLIDING: Format = Format {
    cases: Cases::OneOrMore,
    rows: Rows::UntilBlank,
    cols: Cols::FirstRow,
    boards: 2,
    max_side: 4,
    ..tiles(1, 1, b'0', true, false)
};

/// A case written as numbers, as `lines` says: `cases` of them.
const fn lines(cases: Cases, steps: &'static [Step], most_nodes: u8) -> Format {
    Format {
        cases,
        rows: Rows::FromHead,
        cols: Cols::FromHead,
        cells: Cells::Lines(Lines { steps, most_nodes }),
        max_side: most_nodes,
        ..symbols(1, 1, [b'0', b'1'], true)
    }
}

/// Lights (Luogu P2962): a line `n m`, n lights (up to 35) and m edges
/// (1 to 595), then m lines `a b`; one case. The judge's copy ends its
/// lines with a space.
pub const GRAPH_LIGHTS: Format = Format {
    trailing_blanks: true,
    ..lines(
        Cases::One,
        &[
            Step::Sizes {
                least: 1,
                most: 595,
            },
            Step::Edges,
        ],
        35,
    )
};

/// The switch problem (POJ 1830): the number of cases, then each as a
/// line `N` (up to 28 switches), a line of N start states, a line of N end
/// states, and lines `I J` up to `0 0`.
pub const SWITCH_PROBLEM: Format = lines(
    Cases::Counted,
    &[Step::Nodes, Step::States, Step::States, Step::PairsToZeros],
    28,
);

/// Lanterns (HDU 3364): the number of cases (up to 5), then each as a line `n m`
/// (n lanterns and m switches, each up to 50), m lines `k l1 … lk`, a
/// line `q` (up to 1000) and q lines of n states.
pub const LANTERNS: Format = Format {
    most_cases: Some(5),
    ..lines(
        Cases::Counted,
        &[
            Step::Sizes { least: 1, most: 50 },
            Step::Switches,
            Step::Queries { most: 1000 },
        ],
        50,
    )
};

/// Gambler Bo (HDU 5755): the number of cases (up to 10), then each as a line `N M`
/// (each 1 to 30) and N rows of M values `0`, `1` or `2`, spaced.
pub const GAMBLER_BO: Format = Format {
    most_cases: Some(10),
    cells: Cells::Digits {
        states: 3,
        spaced: true,
    },
    max_side: 30,
    ..counted(headed(Head::Size, [b'0', b'1'], true))
};

/// The harmonious matrix (Luogu P3164): a line `m n`, each 1 to 40, the
/// whole case; one case.
pub const HARMONIOUS: Format = Format {
    boards: 0,
    max_side: 40,
    ..headed(Head::Size, [b'0', b'1'], true)
};

/// Lights Out with a press rule of two or three states (flipswap's own
/// format, with `lights-out`'s options): rows of digits from `0` to
/// `states - 1` up to a blank line, up to 64 × 64; one case or more.
#[must_use]
pub const fn lights_out_digits(states: u8) -> Format {
    Format {
        cells: Cells::Digits {
            states,
            spaced: false,
        },
        max_side: 64,
        ..LIGHTS_OUT
    }
}
