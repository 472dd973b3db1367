//! `flipswap_answer` and `flipswap_answer_within`: a judge's input in, the
//! command's output out, byte for byte, by the library's writers
//! ([`flipswap::answer`]), the ones the `flipswap` command writes with.

use core::ffi::{CStr, c_char, c_long};
use core::fmt::{self, Write};

use flipswap::answer::{self, How, NoRoom, Room, Stop};
use flipswap::registry;

use crate::{BAD_INPUT, NO_ROOM, OVER_LIMIT, UNKNOWN_PUZZLE, input, output};

/// Answers every case of `input` as `flipswap <puzzle>` does.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_answer(
    puzzle: *const c_char,
    input: *const u8,
    input_len: usize,
    output: *mut u8,
    output_cap: usize,
) -> c_long {
    answer_text(puzzle, (input, input_len), (output, output_cap), u64::MAX)
}

/// [`flipswap_answer`] with each case's search bounded by `limit`
/// positions, as `flipswap <puzzle> --limit LIMIT`.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_answer_within(
    puzzle: *const c_char,
    input: *const u8,
    input_len: usize,
    output: *mut u8,
    output_cap: usize,
    limit: u64,
) -> c_long {
    answer_text(puzzle, (input, input_len), (output, output_cap), limit)
}

/// The two entry points: the caller's pointers read, the input answered
/// into the output, and a NUL after the answers when there is room for
/// one; on an error, a NUL-terminated message in its place, cut to fit.
fn answer_text(
    puzzle: *const c_char,
    (text, len): (*const u8, usize),
    (out, cap): (*mut u8, usize),
    limit: u64,
) -> c_long {
    let Some(out) = output(out, cap) else {
        return BAD_INPUT;
    };
    let text = if len == 0 {
        Some(&[][..])
    } else {
        input(text, len)
    };
    let (Some(name), Some(text)) = (name(puzzle), text) else {
        return say(
            out,
            BAD_INPUT,
            format_args!("a null pointer for the puzzle or the input"),
        );
    };
    let Some((name, how)) = subcommand(name) else {
        return say(out, UNKNOWN_PUZZLE, format_args!("no such puzzle"));
    };
    let mut room = Room::new(out);
    match registry::named(name, text, how.within(limit), &mut room) {
        Ok(_) => {
            let written = room.len();
            // The answers are whole already; the NUL only when it fits.
            let _ = answer::Sink::put(&mut room, b"\0");
            c_long::try_from(written).unwrap_or(NO_ROOM)
        }
        Err(stop) => {
            let code = match stop {
                Stop::Input { .. } | Stop::Unanswered { .. } => BAD_INPUT,
                Stop::OverLimit { .. } => OVER_LIMIT,
                Stop::Sink(NoRoom) => NO_ROOM,
                Stop::UnknownPuzzle => UNKNOWN_PUZZLE,
            };
            say(room.into_buffer(), code, format_args!("{stop}"))
        }
    }
}

/// The puzzle's name as the caller gave it, or `None` for a null pointer
/// or a name that is not UTF-8 (no subcommand's is).
fn name<'a>(puzzle: *const c_char) -> Option<&'a str> {
    if puzzle.is_null() {
        return None;
    }
    // SAFETY: the header asks for a NUL-terminated string at `puzzle`,
    // unchanged during the call; the pointer is not null.
    let name = unsafe { CStr::from_ptr(puzzle) };
    name.to_str().ok()
}

/// The subcommand and how to answer: `name` alone, or `lights-out` with
/// its goal alone as the command line gives it (`lights-out --goal on`).
/// `lights-out` with its rule's options (`--rule`, `--torus`, `--states`)
/// goes to the library whole, which reads them.
fn subcommand(name: &str) -> Option<(&str, How)> {
    #[cfg(feature = "lights-out")]
    {
        // By prefixes, not `split_once`: the substring search brings a
        // panic path into the WebAssembly module.
        let lights_out = <flipswap::lights_out::Board as flipswap::answer::Subcommand>::NAME;
        let goal = name
            .strip_prefix(lights_out)
            .and_then(|rest| rest.strip_prefix(" --goal "));
        if let Some(goal) = goal.filter(|goal| !goal.contains(' ')) {
            let goal = goal.parse::<flipswap::lights_out::Goal>().ok()?;
            return Some((lights_out, How::new().goal(goal)));
        }
    }
    Some((name, How::new()))
}

/// Writes `message` into `out`, cut to leave room for its NUL, and the
/// NUL; returns `code`.
fn say(out: &mut [u8], code: c_long, message: fmt::Arguments<'_>) -> c_long {
    let mut cut = Cut { out, len: 0 };
    let _ = cut.write_fmt(message);
    let end = cut.len;
    if let Some(byte) = cut.out.get_mut(end) {
        *byte = 0;
    }
    code
}

/// A message written into a buffer as far as it fits, one byte kept for
/// the NUL after it.
struct Cut<'a> {
    out: &'a mut [u8],
    len: usize,
}

impl Write for Cut<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let room = self.out.len().saturating_sub(1).saturating_sub(self.len);
        let take = text.len().min(room);
        let bytes = text.as_bytes().get(..take).unwrap_or_default();
        if let Some(slot) = self.out.get_mut(self.len..self.len + take) {
            slot.copy_from_slice(bytes);
        }
        self.len += take;
        Ok(())
    }
}
