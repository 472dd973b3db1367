//! The plays written once over every game ([`new`], [`play`], [`solve`]),
//! a board's text read and written ([`read_text`], [`write_text`]), and a
//! game's name read ([`named`]) to the game it names.

use core::fmt;

use flipswap::answer::Subcommand;
use flipswap::levels::Moves;
use flipswap::lights_out::Goal;
use flipswap::press::LightsRule;
use flipswap::{eight, fifteen, flip_game, fridge, lights, lights_out, swap_game, tiles};

use crate::fault::Fault;
use crate::game::{Game, Out, Setup};
use crate::games::LIGHTS_OUT;
use crate::ruled::Ruled;

/// The page's board of `bytes` bytes, or why there is none (a pointer's
/// fault): how the plays reach the caller's memory.
pub(crate) type Region<'a, T> = &'a mut dyn FnMut(usize) -> Result<T, Fault>;

/// Draws a board of `setup` needing `moves` (-1: the most) with `seed`,
/// writes it into the board `board` gives, and returns its fewest moves.
fn new<G: Game>(
    setup: &Setup,
    moves: i32,
    seed: u64,
    board: Region<'_, &mut [u8]>,
) -> Result<i32, Fault> {
    let asked = match moves {
        -1 => Moves::Most,
        n => Moves::Exactly(u32::try_from(n).map_err(|_| Fault::Moves(n))?),
    };
    let board = board(G::bytes(setup)?)?;
    let game = G::draw(setup, asked, seed)?;
    let fewest = match asked {
        // The draw gives a board needing exactly this many.
        Moves::Exactly(n) => usize::try_from(n).unwrap_or(usize::MAX),
        _ => game.solve(u64::MAX, &mut Out::count())?,
    };
    game.write(board);
    Ok(i32::try_from(fewest).unwrap_or(i32::MAX))
}

/// Plays the move of code `code` on the board `board` gives, in place;
/// 1 when the goal is met after it, else 0.
fn play<G: Game>(setup: &Setup, code: i32, board: Region<'_, &mut [u8]>) -> Result<i32, Fault> {
    let board = board(G::bytes(setup)?)?;
    let after = G::read(setup, board)?.play(code)?;
    after.write(board);
    Ok(i32::from(after.is_solved()))
}

/// The fewest moves of the board `board` gives, into `out`, searching at
/// most `limit` positions (0: no limit); how many.
fn solve<G: Game>(
    setup: &Setup,
    limit: u64,
    board: Region<'_, &[u8]>,
    out: &mut Out<'_>,
) -> Result<i32, Fault> {
    let limit = if limit == 0 { u64::MAX } else { limit };
    let game = G::read(setup, board(G::bytes(setup)?)?)?;
    let moves = game.solve(limit, out)?;
    Ok(i32::try_from(moves).unwrap_or(i32::MAX))
}

/// Reads the board of `text` and writes into `out` its rows, its columns
/// and its bytes; how many bytes.
fn read_text<G: Game>(setup: &Setup, text: &[u8], out: &mut [u8]) -> Result<i32, Fault> {
    let text = core::str::from_utf8(text).map_err(|error| not_utf8(text, error.valid_up_to()))?;
    let game = G::parse(setup, text)?;
    let (rows, cols) = game.sides();
    let size = (i32::from(rows), i32::from(cols));
    let len = G::bytes(&Setup { size, ..*setup })?;
    let room = out.len();
    let fits = out
        .split_first_chunk_mut::<2>()
        .and_then(|(head, rest)| Some((head, rest.get_mut(..len)?)));
    let Some((head, cells)) = fits else {
        return Err(Fault::NoRoom {
            what: "the board read",
            needs: len + 2,
            unit: "bytes (its rows, its columns, its cells)",
            room,
        });
    };
    *head = [rows, cols];
    game.write(cells);
    Ok(i32::try_from(len + 2).unwrap_or(i32::MAX))
}

/// Where the first byte of `text` that is not UTF-8, at `at`, stands.
fn not_utf8(text: &[u8], at: usize) -> Fault {
    let before = text.get(..at).unwrap_or_default();
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    Fault::Utf8 {
        line: before.iter().filter(|&&b| b == b'\n').count() + 1,
        column: at - line_start + 1,
        byte: text.get(at).copied().unwrap_or(0),
    }
}

/// Writes the text of the board `board` gives into `out`; how many bytes.
fn write_text<G: Game>(
    setup: &Setup,
    board: Region<'_, &[u8]>,
    out: &mut [u8],
) -> Result<i32, Fault> {
    let game = G::read(setup, board(G::bytes(setup)?)?)?;
    let mut text = Text { bytes: out, len: 0 };
    // Text never fails: what does not fit is counted.
    let _ = game.text(&mut text);
    if text.len > text.bytes.len() {
        return Err(Fault::NoRoom {
            what: "the text",
            needs: text.len,
            unit: "bytes",
            room: text.bytes.len(),
        });
    }
    Ok(i32::try_from(text.len).unwrap_or(i32::MAX))
}

/// A board's text written into `bytes` as far as it fits, and its length
/// whole.
struct Text<'a> {
    bytes: &'a mut [u8],
    len: usize,
}

impl fmt::Write for Text<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let rest = self.bytes.get_mut(self.len..).unwrap_or_default();
        for (slot, &byte) in rest.iter_mut().zip(text.as_bytes()) {
            *slot = byte;
        }
        self.len += text.len();
        Ok(())
    }
}

/// One of the plays, run for the game a name says.
trait Visit {
    /// Runs the play for game `G`.
    fn visit<G: Game>(self, setup: &Setup) -> Result<i32, Fault>;
}

/// [`new`] for the game `name` says, on boards of `size`.
pub(crate) fn new_named(
    name: &str,
    size: (i32, i32),
    (moves, seed): (i32, u64),
    board: Region<'_, &mut [u8]>,
) -> Result<i32, Fault> {
    /// [`new`]'s arguments.
    struct New<'r, 'b> {
        moves: i32,
        seed: u64,
        board: Region<'r, &'b mut [u8]>,
    }
    impl Visit for New<'_, '_> {
        fn visit<G: Game>(self, setup: &Setup) -> Result<i32, Fault> {
            new::<G>(setup, self.moves, self.seed, self.board)
        }
    }
    named(name, size, New { moves, seed, board })
}

/// [`play`] for the game `name` says, on boards of `size`.
pub(crate) fn play_named(
    name: &str,
    size: (i32, i32),
    code: i32,
    board: Region<'_, &mut [u8]>,
) -> Result<i32, Fault> {
    /// [`play`]'s arguments.
    struct Play<'r, 'b> {
        code: i32,
        board: Region<'r, &'b mut [u8]>,
    }
    impl Visit for Play<'_, '_> {
        fn visit<G: Game>(self, setup: &Setup) -> Result<i32, Fault> {
            play::<G>(setup, self.code, self.board)
        }
    }
    named(name, size, Play { code, board })
}

/// [`solve`] for the game `name` says, on boards of `size`.
pub(crate) fn solve_named(
    name: &str,
    size: (i32, i32),
    limit: u64,
    board: Region<'_, &[u8]>,
    out: &mut Out<'_>,
) -> Result<i32, Fault> {
    /// [`solve`]'s arguments.
    struct Solve<'r, 'b, 'o, 'p> {
        limit: u64,
        board: Region<'r, &'b [u8]>,
        out: &'o mut Out<'p>,
    }
    impl Visit for Solve<'_, '_, '_, '_> {
        fn visit<G: Game>(self, setup: &Setup) -> Result<i32, Fault> {
            solve::<G>(setup, self.limit, self.board, self.out)
        }
    }
    named(name, size, Solve { limit, board, out })
}

/// [`read_text`] for the game `name` says.
pub(crate) fn read_named(name: &str, text: &[u8], out: &mut [u8]) -> Result<i32, Fault> {
    /// [`read_text`]'s arguments.
    struct Read<'t, 'o> {
        text: &'t [u8],
        out: &'o mut [u8],
    }
    impl Visit for Read<'_, '_> {
        fn visit<G: Game>(self, setup: &Setup) -> Result<i32, Fault> {
            read_text::<G>(setup, self.text, self.out)
        }
    }
    named(name, (0, 0), Read { text, out })
}

/// [`write_text`] for the game `name` says, on boards of `size`.
pub(crate) fn write_named(
    name: &str,
    size: (i32, i32),
    board: Region<'_, &[u8]>,
    out: &mut [u8],
) -> Result<i32, Fault> {
    /// [`write_text`]'s arguments.
    struct Write<'r, 'b, 'o> {
        board: Region<'r, &'b [u8]>,
        out: &'o mut [u8],
    }
    impl Visit for Write<'_, '_, '_> {
        fn visit<G: Game>(self, setup: &Setup) -> Result<i32, Fault> {
            write_text::<G>(setup, self.board, self.out)
        }
    }
    named(name, size, Write { board, out })
}

/// The page's games, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    FlipGame,
    Fridge,
    Lights,
    LightsOut,
    Ruled,
    SwapGame,
    Eight,
    Fifteen,
    Sliding,
}

/// Each game's name: its subcommand's.
const NAMES: [(&str, Kind); 8] = [
    (<flip_game::Board as Subcommand>::NAME, Kind::FlipGame),
    (<fridge::Board as Subcommand>::NAME, Kind::Fridge),
    (<lights::Board as Subcommand>::NAME, Kind::Lights),
    (LIGHTS_OUT, Kind::LightsOut),
    (<swap_game::SwapGame as Subcommand>::NAME, Kind::SwapGame),
    (<eight::Board as Subcommand>::NAME, Kind::Eight),
    (<fifteen::Fifteen as Subcommand>::NAME, Kind::Fifteen),
    (<tiles::Boards as Subcommand>::NAME, Kind::Sliding),
];

/// The options of lights-out that give it a rule: any of them turns it to
/// the press engine, as on the command line (`--goal` alone does not).
const RULE_OPTIONS: [&str; 3] = ["--rule", "--torus", "--states"];

/// Runs `visit` for the game `name` says, on boards of `size`.
fn named<V: Visit>(name: &str, size: (i32, i32), visit: V) -> Result<i32, Fault> {
    let (kind, goal, rule) = kind(name)?;
    let setup = Setup { size, goal, rule };
    match kind {
        Kind::FlipGame => visit.visit::<flip_game::Board>(&setup),
        Kind::Fridge => visit.visit::<fridge::Board>(&setup),
        Kind::Lights => visit.visit::<lights::Board>(&setup),
        Kind::LightsOut => visit.visit::<lights_out::Game>(&setup),
        Kind::Ruled => visit.visit::<Ruled>(&setup),
        Kind::SwapGame => visit.visit::<swap_game::AnyPair>(&setup),
        Kind::Eight => visit.visit::<eight::Board>(&setup),
        Kind::Fifteen => visit.visit::<fifteen::Board>(&setup),
        Kind::Sliding => visit.visit::<tiles::Pair>(&setup),
    }
}

/// The game `name` says, with Lights Out's goal and rule: `lights-out`
/// may be followed by its options, as `flipswap_answer` takes them.
fn kind(name: &str) -> Result<(Kind, Goal, LightsRule), Fault> {
    if let Some(words) = name
        .strip_prefix(LIGHTS_OUT)
        .and_then(|w| w.strip_prefix(' '))
    {
        let (rule, goal) = LightsRule::from_words(words).ok_or(Fault::Options)?;
        let rule = rule.map_err(Fault::Rule)?;
        let goal = match goal {
            Some(word) => word.parse().map_err(Fault::Goal)?,
            None => Goal::AllOff,
        };
        let ruled = words.split_ascii_whitespace().any(|word| {
            let option = word.split('=').next().unwrap_or(word);
            RULE_OPTIONS.contains(&option)
        });
        let kind = if ruled { Kind::Ruled } else { Kind::LightsOut };
        return Ok((kind, goal, rule));
    }
    let (_, kind) = NAMES
        .iter()
        .find(|(known, _)| *known == name)
        .ok_or(Fault::Name)?;
    Ok((*kind, Goal::AllOff, LightsRule::PLAIN))
}
