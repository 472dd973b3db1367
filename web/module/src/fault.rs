//! Why a play function returned a negative code ([`Fault`]), and the
//! message the page reads after it: kept by [`fail`], given by
//! [`message`] (`flipswap_play_message`).

use core::ffi::c_long;
use core::fmt::{self, Write};
use core::sync::atomic::{AtomicU8, AtomicUsize, Ordering};

use flipswap::lights_out::GoalError;
use flipswap::pose::GenError;
use flipswap::press::{RuleError, RuleTooLarge};
use flipswap::{Mismatch, ParseError};
use flipswap_c::{BAD_INPUT, NO_ROOM, OVER_LIMIT, UNKNOWN_PUZZLE, UNSOLVABLE};

/// Why a call has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    /// A pointer that is null, that leaves the module's memory, or whose
    /// bytes overlap another argument's: what it points to.
    Pointer(&'static str),
    /// A game's name that is none of the page's.
    Name,
    /// A word after `lights-out` that is no option of its rule, or an
    /// option without its value.
    Options,
    /// `--rule` or `--states` with a value that is none.
    Rule(RuleError),
    /// `--goal` with a value that is none.
    Goal(GoalError),
    /// A size the game's boards do not have: the rows and columns asked,
    /// and the least and most of each.
    Size {
        game: &'static str,
        asked: (i32, i32),
        rows: (u8, u8),
        cols: (u8, u8),
    },
    /// A rule the press engine does not take on this size.
    RuleSize(RuleTooLarge),
    /// A cell (an index into the board's bytes) holding more than `most`.
    Cell {
        cell: usize,
        value: u8,
        game: &'static str,
        most: u8,
    },
    /// A tile in two cells.
    Tile { tile: u8, cells: (usize, usize) },
    /// A sliding board whose tiles cannot reach the goal.
    Unreachable,
    /// A swap-game start and target of different counts of black pieces.
    Counts(Mismatch),
    /// A number of moves that is neither -1 (the most) nor from 0.
    Moves(i32),
    /// A move that is none here.
    Move(i32, Illegal),
    /// `gen` draws no board of this size and number of moves.
    Gen(GenError),
    /// What a call writes does not fit: what it is (`the answer`), how
    /// many of what (`moves`), and the room.
    NoRoom {
        what: &'static str,
        needs: usize,
        unit: &'static str,
        room: usize,
    },
    /// A board's text that the library's reader refuses: where and what.
    Text(ParseError),
    /// A board's text that is not UTF-8: the line and column (in bytes) of
    /// the first byte that is not, and the byte.
    Utf8 {
        line: usize,
        column: usize,
        byte: u8,
    },
    /// The search passed its limit.
    OverLimit(u64),
    /// No moves reach the goal.
    Unsolvable,
    /// The library's answer did not replay at this move (a bug).
    Replay(usize),
}

/// Why a move is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Illegal {
    /// Not the index of a cell of the board: how many cells it has.
    Cell(usize),
    /// A cell not next to the blank: the blank's cell.
    Blank(usize),
    /// Not `a * 64 + b` with `a < b` two cells of the board.
    Swap,
    /// Two cells that share no edge.
    Edge(usize, usize),
    /// The puzzle's rules do not allow it.
    Rules,
}

impl Fault {
    /// Its code, the C header's.
    pub(crate) fn code(&self) -> i32 {
        let code: c_long = match self {
            Fault::Name | Fault::Options | Fault::Rule(_) | Fault::Goal(_) => UNKNOWN_PUZZLE,
            Fault::NoRoom { .. } => NO_ROOM,
            Fault::OverLimit(_) => OVER_LIMIT,
            Fault::Unsolvable | Fault::Unreachable => UNSOLVABLE,
            _ => BAD_INPUT,
        };
        // `c_long` is `i32` in WebAssembly, `i64` on the host (its tests).
        #[allow(clippy::useless_conversion)]
        i32::try_from(code).unwrap_or(-1)
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Fault::Pointer(what) => write!(
                f,
                "{what}: a null pointer, one past the module's memory, or bytes that overlap another argument's"
            ),
            Fault::Name => f.write_str(
                "no such game: flip-game, fridge, lights, lights-out (and its options), swap-game, eight, fifteen or sliding",
            ),
            Fault::Options => f.write_str(
                "lights-out takes --rule R, --torus, --states 2|3 and --goal off|on|one-colour, each option with its value",
            ),
            Fault::Rule(error) => write!(f, "lights-out's rule: {error}"),
            Fault::Goal(error) => write!(f, "lights-out's goal: {error}"),
            Fault::Size {
                game,
                asked: (r, c),
                rows: (least_rows, most_rows),
                cols: (least_cols, most_cols),
            } => {
                if least_rows == most_rows && least_cols == most_cols {
                    write!(f, "a {game} board is {most_rows} x {most_cols}, not {r} x {c}")
                } else {
                    write!(
                        f,
                        "a {game} board has {least_rows} to {most_rows} rows and {least_cols} to {most_cols} columns, not {r} x {c}"
                    )
                }
            }
            Fault::RuleSize(error) => error.fmt(f),
            Fault::Cell {
                cell,
                value,
                game,
                most,
            } => match most {
                1 => write!(f, "cell {cell} holds {value}; a {game} cell is 0 or 1"),
                _ => write!(f, "cell {cell} holds {value}; a {game} cell is 0 to {most}"),
            },
            Fault::Tile {
                tile,
                cells: (a, b),
            } => write!(
                f,
                "tile {tile} is in cells {a} and {b}; each tile, and the blank 0, stands once"
            ),
            Fault::Unreachable => f.write_str(
                "no moves take this board to the goal (its tiles' inversions differ in parity from the goal's)",
            ),
            Fault::Counts(mismatch) => mismatch.fmt(f),
            Fault::Moves(moves) => write!(
                f,
                "{moves} moves: a board is drawn for a number of moves from 0, or -1 for the most"
            ),
            Fault::Move(code, why) => {
                write!(f, "move {code}: ")?;
                match why {
                    Illegal::Cell(cells) => {
                        write!(f, "no cell of the board, whose cells are 0 to {}", cells.saturating_sub(1))
                    }
                    Illegal::Blank(blank) => write!(
                        f,
                        "a tile slides into the blank from a cell next to it; the blank is in cell {blank}"
                    ),
                    Illegal::Swap => f.write_str(
                        "a swap is a * 64 + b, a < b two cells of the board",
                    ),
                    Illegal::Edge(a, b) => write!(f, "cells {a} and {b} share no edge"),
                    Illegal::Rules => f.write_str("the rules do not allow it on this board"),
                }
            }
            Fault::Gen(error) => error.fmt(f),
            Fault::NoRoom {
                what,
                needs,
                unit,
                room,
            } => write!(f, "{what} has {needs} {unit}; there is room for {room}"),
            Fault::Text(error) => error.fmt(f),
            Fault::Utf8 { line, column, byte } => write!(
                f,
                "line {line}, column {column}: byte 0x{byte:02X} is not UTF-8"
            ),
            Fault::OverLimit(limit) => {
                write!(f, "the search passed its limit of {limit} positions")
            }
            Fault::Unsolvable => f.write_str("no moves solve this board"),
            Fault::Replay(at) => write!(
                f,
                "the library's answer does not replay at its move {at}: a bug, please report it"
            ),
        }
    }
}

/// The most bytes of a message kept; a longer one is cut at a character.
const MESSAGE_BYTES: usize = 512;

/// The last fault's message and its length. Atomics, so that a `static`
/// holds them with no `unsafe`: the module runs on one thread, where they
/// are plain loads and stores.
static MESSAGE: [AtomicU8; MESSAGE_BYTES] = [const { AtomicU8::new(0) }; MESSAGE_BYTES];
static MESSAGE_LEN: AtomicUsize = AtomicUsize::new(0);

/// Keeps `fault`'s message for [`message`], and returns its code.
pub(crate) fn fail(fault: Fault) -> i32 {
    let mut kept = Kept(0);
    // Kept never fails: what does not fit is cut.
    let _ = write!(kept, "{fault}");
    MESSAGE_LEN.store(kept.0, Ordering::Relaxed);
    fault.code()
}

/// Writes the last fault's message into `out`, cut at a character to
/// leave room for a NUL, and the NUL; returns the message's bytes written
/// (the NUL not counted). Nothing is written into no room.
pub(crate) fn message(out: &mut [u8]) -> usize {
    let len = MESSAGE_LEN.load(Ordering::Relaxed).min(MESSAGE_BYTES);
    let mut fits = len.min(out.len().saturating_sub(1));
    // Back to the start of a character (UTF-8's continuation bytes are
    // 0b10xx_xxxx).
    while fits > 0 && fits < len && byte(fits) & 0xC0 == 0x80 {
        fits -= 1;
    }
    for (at, slot) in out.iter_mut().take(fits).enumerate() {
        *slot = byte(at);
    }
    if let Some(end) = out.get_mut(fits) {
        *end = 0;
    }
    fits
}

/// Byte `at` of the kept message.
fn byte(at: usize) -> u8 {
    MESSAGE
        .get(at)
        .map_or(0, |byte| byte.load(Ordering::Relaxed))
}

/// A message written into [`MESSAGE`] as far as whole characters fit: its
/// length so far.
struct Kept(usize);

impl Write for Kept {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        for ch in text.chars() {
            let mut buffer = [0; 4];
            let bytes = ch.encode_utf8(&mut buffer).as_bytes();
            let Some(slots) = MESSAGE.get(self.0..self.0 + bytes.len()) else {
                return Ok(());
            };
            for (slot, &byte) in slots.iter().zip(bytes) {
                slot.store(byte, Ordering::Relaxed);
            }
            self.0 += bytes.len();
        }
        Ok(())
    }
}
