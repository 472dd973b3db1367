//! What every game of the page does ([`Game`]) and what it is asked with
//! ([`Setup`], [`Out`]); the plays over every game are in `play.rs`.

use core::fmt;

use flipswap::levels::Moves;
use flipswap::lights_out::Goal;
use flipswap::pose::Spec;
use flipswap::press::LightsRule;

use crate::fault::Fault;

/// What a call says besides the board: the size and, for lights-out, its
/// goal and rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Setup {
    /// The rows and columns, as the page gave them.
    pub(crate) size: (i32, i32),
    /// Lights Out's goal.
    pub(crate) goal: Goal,
    /// Lights Out's rule.
    pub(crate) rule: LightsRule,
}

impl Setup {
    /// The size, when its rows are within `rows` and its columns within
    /// `cols` (each the least and the most); `game` names the game.
    pub(crate) fn sides(
        &self,
        game: &'static str,
        rows: (u8, u8),
        cols: (u8, u8),
    ) -> Result<(u8, u8), Fault> {
        let side = |n: i32, (low, high): (u8, u8)| {
            u8::try_from(n)
                .ok()
                .filter(|side| (low..=high).contains(side))
        };
        match (side(self.size.0, rows), side(self.size.1, cols)) {
            (Some(rows), Some(cols)) => Ok((rows, cols)),
            _ => Err(Fault::Size {
                game,
                asked: self.size,
                rows,
                cols,
            }),
        }
    }

    /// What `flipswap gen` is asked for boards of `size` needing `moves`.
    pub(crate) fn spec(&self, size: (u8, u8), moves: Moves) -> Spec {
        Spec {
            moves,
            size: Some(size),
            goal: self.goal,
            rule: self.rule,
        }
    }
}

/// A game the page plays: its board read from and written to the page's
/// bytes, a move played by its code, and its answer as codes.
pub(crate) trait Game: Sized {
    /// The bytes of a board of `setup`'s size.
    fn bytes(setup: &Setup) -> Result<usize, Fault>;

    /// The board of `bytes` (as many as [`bytes`](Self::bytes) says).
    fn read(setup: &Setup, bytes: &[u8]) -> Result<Self, Fault>;

    /// Writes the board into `bytes`.
    fn write(&self, bytes: &mut [u8]);

    /// A board needing `moves`, as `flipswap gen` draws it with `seed`.
    fn draw(setup: &Setup, moves: Moves, seed: u64) -> Result<Self, Fault>;

    /// The board after the move of code `code`.
    fn play(&self, code: i32) -> Result<Self, Fault>;

    /// Whether the goal is met.
    fn is_solved(&self) -> bool;

    /// The fewest moves, searching at most `limit` positions where the
    /// game searches: their codes put into `out`, and how many.
    fn solve(&self, limit: u64, out: &mut Out<'_>) -> Result<usize, Fault>;

    /// The board of `text`, to `setup`'s goal and rule, read by the
    /// library's reader of the puzzle's board as its judge writes it.
    fn parse(setup: &Setup, text: &str) -> Result<Self, Fault>;

    /// Its rows and columns.
    fn sides(&self) -> (u8, u8);

    /// Writes its text as the judge writes it (the library's `Display`),
    /// which [`parse`](Self::parse) reads back.
    fn text(&self, out: &mut dyn fmt::Write) -> fmt::Result;
}

/// How a board the page plays (a `Board` of `games.rs`) and the library's
/// value of its text (its `Text`) make each other: a board that is its own
/// text (most are) by the blanket impl, the others by one impl each.
pub(crate) trait TextOf<B>: Sized {
    /// The board of a text read, to `setup`'s goal.
    fn board(self, setup: &Setup) -> Result<B, Fault>;

    /// The text of `board`.
    fn of(board: &B) -> Self;
}

impl<B: Copy> TextOf<B> for B {
    fn board(self, _: &Setup) -> Result<B, Fault> {
        Ok(self)
    }

    fn of(board: &B) -> B {
        *board
    }
}

/// Where an answer's moves go: `i32`s, four bytes each, little-endian as
/// WebAssembly's memory holds them; or nowhere, when only the count is
/// wanted.
#[derive(Debug)]
pub(crate) struct Out<'a> {
    bytes: Option<&'a mut [u8]>,
    len: usize,
}

impl<'a> Out<'a> {
    /// Room for `bytes.len() / 4` moves.
    pub(crate) fn to(bytes: &'a mut [u8]) -> Out<'a> {
        Out {
            bytes: Some(bytes),
            len: 0,
        }
    }

    /// The count alone.
    pub(crate) fn count() -> Out<'a> {
        Out {
            bytes: None,
            len: 0,
        }
    }

    /// Whether `moves` moves fit: a [`Fault::NoRoom`] before any is put.
    pub(crate) fn room(&self, moves: usize) -> Result<(), Fault> {
        match &self.bytes {
            Some(bytes) if bytes.len() / 4 < moves => Err(Fault::NoRoom {
                what: "the answer",
                needs: moves,
                unit: "moves",
                room: bytes.len() / 4,
            }),
            _ => Ok(()),
        }
    }

    /// Puts the next move's code.
    pub(crate) fn put(&mut self, code: i32) {
        let at = self.len * 4;
        if let Some(slot) = self.bytes.as_mut().and_then(|b| b.get_mut(at..at + 4)) {
            slot.copy_from_slice(&code.to_le_bytes());
        }
        self.len += 1;
    }
}
