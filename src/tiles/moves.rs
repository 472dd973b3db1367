//! A move of sliding tiles, named by where the blank goes, and the
//! letters the judges write it in.

/// A move, named by where the blank goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The blank goes up (the tile above it slides down): `u`.
    Up = 0,
    /// The blank goes down: `d`.
    Down = 1,
    /// The blank goes left: `l`.
    Left = 2,
    /// The blank goes right: `r`.
    Right = 3,
}

impl Move {
    /// The four moves, in the order of their numbers.
    pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

    /// The judges' letter: `u`, `d`, `l` or `r`, as Eight, Eight II, the
    /// eight-digit puzzle and sliding tiles write it (and their
    /// solutions print).
    #[must_use]
    pub const fn letter(self) -> char {
        LOWER[self as usize] as char
    }

    /// The letter in capitals, `U`, `D`, `L` or `R`, as the 15-Puzzle
    /// Problem (UVa 10181) writes it and the 15-puzzle's solutions print:
    /// a 15-puzzle hint is shown so.
    ///
    /// ```
    /// use flipswap::Puzzle;
    /// use flipswap::fifteen::{self, Board};
    ///
    /// let board: Board = "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15".parse()?;
    /// let answer = fifteen::solve(board).expect("this board reaches the goal").to_string();
    /// let hint = board.hint().map(|step| step.capital());
    /// assert_eq!((answer.as_str(), hint), ("LLLDRDRDR", Some('L')));
    /// # Ok::<(), flipswap::ParseError>(())
    /// ```
    #[must_use]
    pub const fn capital(self) -> char {
        UPPER[self as usize] as char
    }

    /// The move of a letter `u`, `d`, `l` or `r` (either case).
    #[must_use]
    pub const fn from_letter(letter: u8) -> Option<Move> {
        match letter.to_ascii_lowercase() {
            b'u' => Some(Move::Up),
            b'd' => Some(Move::Down),
            b'l' => Some(Move::Left),
            b'r' => Some(Move::Right),
            _ => None,
        }
    }
}

/// The letters of the moves, by their numbers, as Eight and sliding tiles
/// write them.
pub(super) const LOWER: [u8; 4] = *b"udlr";

/// The letters as UVa 10181 writes them.
pub(super) const UPPER: [u8; 4] = *b"UDLR";
