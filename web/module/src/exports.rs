//! The module's own exports: the scratch area and the play functions,
//! with a board's text read and written.
//! Each turns the page's pointers into slices, the crate's only `unsafe`
//! (`bytes`, `bytes_mut` and, off WebAssembly, `c_string`): a pointer is
//! refused when it is null, when its bytes leave the module's memory, or
//! when they overlap another argument's.

use core::ffi::c_char;

use crate::fault::{self, Fault};
use crate::game::Out;
use crate::play;

/// The scratch area's bytes: room for the largest play call, a 64 × 64
/// board (4 KiB) and its answer of up to 8,192 moves (32 KiB, every cell
/// pressed twice modulo 3) with the game's name; and for
/// `flipswap_answer`, a judge's input and its answers of up to some 30 KiB
/// each (every judge's sample is under 1 KiB).
pub const SCRATCH_BYTES: usize = 64 * 1024;

/// The scratch area: memory of the module's own that the page writes its
/// arguments into and reads the answers from. Only the page writes it;
/// the module reads and writes it through the pointers the page passes.
static mut SCRATCH: [u8; SCRATCH_BYTES] = [0; SCRATCH_BYTES];

/// The scratch area's address in the module's memory.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_scratch() -> *mut u8 {
    (&raw mut SCRATCH).cast()
}

/// The scratch area's bytes.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_scratch_len() -> usize {
    SCRATCH_BYTES
}

/// Draws a board of the game `game` names needing `moves` moves (-1: the
/// most the game needs at that size), as `flipswap gen` does with the
/// seed `seed_hi << 32 | seed_lo`, and writes it to `board`; returns its
/// fewest moves, or a negative code.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_play_new(
    game: *const c_char,
    rows: i32,
    cols: i32,
    moves: i32,
    seed_lo: u32,
    seed_hi: u32,
    board: *mut u8,
) -> i32 {
    let seed = u64::from(seed_hi) << 32 | u64::from(seed_lo);
    answered(name(game).and_then(|(name, taken)| {
        let mut board = |len| bytes_mut(board, len, &[taken], "the board");
        play::new_named(name, (rows, cols), (moves, seed), &mut board)
    }))
}

/// Plays the move of code `step` on `board`, in place; returns 1 when the
/// goal is met after it, 0 when not, or a negative code (the board left
/// as it was).
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_play_move(
    game: *const c_char,
    rows: i32,
    cols: i32,
    board: *mut u8,
    step: i32,
) -> i32 {
    answered(name(game).and_then(|(name, taken)| {
        let mut board = |len| bytes_mut(board, len, &[taken], "the board");
        play::play_named(name, (rows, cols), step, &mut board)
    }))
}

/// Writes the fewest moves of `board` as `i32` codes to `moves_out` (room
/// for `cap`; NULL for the count alone), searching at most
/// `limit_hi << 32 | limit_lo` positions (0: no limit); returns how many,
/// or a negative code.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)] // the page's contract: i32s alone
pub extern "C" fn flipswap_play_solve(
    game: *const c_char,
    rows: i32,
    cols: i32,
    board: *const u8,
    limit_lo: u32,
    limit_hi: u32,
    moves_out: *mut i32,
    cap: usize,
) -> i32 {
    let limit = u64::from(limit_hi) << 32 | u64::from(limit_lo);
    answered(name(game).and_then(|(name, taken)| {
        let (mut out, written) = if moves_out.is_null() {
            (Out::count(), (0, 0))
        } else {
            let len = cap.checked_mul(4).ok_or(Fault::Pointer("the moves"))?;
            let out = bytes_mut(moves_out.cast(), len, &[taken], "the moves")?;
            let at = (out.as_ptr() as usize, out.len());
            (Out::to(out), at)
        };
        let mut board = |len| bytes(board, len, &[taken, written], "the board");
        play::solve_named(name, (rows, cols), limit, &mut board, &mut out)
    }))
}

/// Reads `text` (`text_len` bytes of UTF-8) as a board of the game `game`
/// names, with the library's reader of the puzzle's board, and writes to
/// `board` (room for `cap` bytes) its rows, its columns and its cells;
/// returns the bytes written, or a negative code.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_play_read(
    game: *const c_char,
    text: *const u8,
    text_len: usize,
    board: *mut u8,
    cap: usize,
) -> i32 {
    answered(name(game).and_then(|(name, taken)| {
        let text = bytes(text, text_len, &[taken], "the text")?;
        let read = (text.as_ptr() as usize, text.len());
        let out = bytes_mut(board, cap, &[taken, read], "the board's room")?;
        play::read_named(name, text, out)
    }))
}

/// Writes the text of `board` (a board of `rows` × `cols`) as the
/// puzzle's judge writes it, which `flipswap_play_read` reads back, to
/// `out` (room for `cap` bytes); returns the bytes written, or a negative
/// code.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_play_write(
    game: *const c_char,
    rows: i32,
    cols: i32,
    board: *const u8,
    out: *mut u8,
    cap: usize,
) -> i32 {
    answered(name(game).and_then(|(name, taken)| {
        let out = bytes_mut(out, cap, &[taken], "the text's room")?;
        let written = (out.as_ptr() as usize, out.len());
        let mut board = |len| bytes(board, len, &[taken, written], "the board");
        play::write_named(name, (rows, cols), &mut board, out)
    }))
}

/// Writes the message of the last negative code of a play function into
/// `out` (room for `cap` bytes), NUL-terminated and cut to fit; returns
/// its bytes (the NUL not counted), or a negative code for a bad `out`.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_play_message(out: *mut u8, cap: usize) -> i32 {
    match bytes_mut(out, cap, &[], "the message's room") {
        Ok(out) => i32::try_from(fault::message(out)).unwrap_or(i32::MAX),
        Err(fault) => fault.code(),
    }
}

/// The value of a play, or its fault's code with its message kept.
fn answered(result: Result<i32, Fault>) -> i32 {
    result.unwrap_or_else(fault::fail)
}

/// Where an argument's bytes lie: their address and length.
type Span = (usize, usize);

/// Whether two spans share a byte.
fn overlap((a, a_len): Span, (b, b_len): Span) -> bool {
    a_len > 0 && b_len > 0 && a < b.saturating_add(b_len) && b < a.saturating_add(a_len)
}

/// Whether `len` bytes at `at` are in the module's memory and overlap
/// none of `taken`.
fn free(at: usize, len: usize, taken: &[Span]) -> bool {
    at != 0
        && at.checked_add(len).is_some_and(|end| end <= memory_end())
        && !taken.iter().any(|span| overlap((at, len), *span))
}

/// The end of the module's memory: its pages of 64 KiB.
#[cfg(target_family = "wasm")]
fn memory_end() -> usize {
    core::arch::wasm32::memory_size::<0>().saturating_mul(64 * 1024)
}

/// Off WebAssembly (the host's tests) memory is not one span: the callers
/// are the tests, whose pointers are Rust's.
#[cfg(not(target_family = "wasm"))]
fn memory_end() -> usize {
    usize::MAX
}

/// `len` bytes at `at`, read only; `what` names them for the message.
fn bytes<'a>(
    at: *const u8,
    len: usize,
    taken: &[Span],
    what: &'static str,
) -> Result<&'a [u8], Fault> {
    if !free(at as usize, len, taken) {
        return Err(Fault::Pointer(what));
    }
    // SAFETY: the page passes `len` readable bytes at `at`, unchanged for
    // the call (web/README.md); they are in the module's memory, and no
    // slice this call writes overlaps them (`free`).
    Ok(unsafe { core::slice::from_raw_parts(at, len) })
}

/// `len` bytes at `at`, read and written; `what` names them.
fn bytes_mut<'a>(
    at: *mut u8,
    len: usize,
    taken: &[Span],
    what: &'static str,
) -> Result<&'a mut [u8], Fault> {
    if !free(at as usize, len, taken) {
        return Err(Fault::Pointer(what));
    }
    // SAFETY: the page passes `len` writable bytes at `at`, used by
    // nothing else during the call (web/README.md); they are in the
    // module's memory, and overlap no other slice of the call (`free`).
    Ok(unsafe { core::slice::from_raw_parts_mut(at, len) })
}

/// The game's name at `at`, NUL-terminated, and the span of its bytes and
/// NUL. In WebAssembly the NUL is looked for up to the end of memory.
fn name<'a>(at: *const c_char) -> Result<(&'a str, Span), Fault> {
    let what = "the game's name";
    let text = c_string(at.cast(), what)?;
    let span = (at as usize, text.len() + 1);
    let text = core::str::from_utf8(text).map_err(|_| Fault::Name)?;
    Ok((text, span))
}

/// The bytes before the first NUL at `at`, within the module's memory.
#[cfg(target_family = "wasm")]
fn c_string<'a>(at: *const u8, what: &'static str) -> Result<&'a [u8], Fault> {
    let rest = memory_end().saturating_sub(at as usize);
    let len = bytes(at, rest, &[], what)?
        .iter()
        .position(|&byte| byte == 0);
    // The name's bytes alone, so that the slice touches no other argument.
    bytes(at, len.ok_or(Fault::Pointer(what))?, &[], what)
}

/// The bytes before the first NUL at `at`.
#[cfg(not(target_family = "wasm"))]
fn c_string<'a>(at: *const u8, what: &'static str) -> Result<&'a [u8], Fault> {
    if at.is_null() {
        return Err(Fault::Pointer(what));
    }
    // SAFETY: the caller passes a NUL-terminated string at `at`,
    // unchanged during the call; the pointer is not null.
    Ok(unsafe { core::ffi::CStr::from_ptr(at.cast()) }.to_bytes())
}
