//! flipswap from C: the functions `include/flipswap.h` declares, over the
//! library's one puzzle shape ([`flipswap::Puzzle`]).
//!
//! Every function takes its board as the library does (bits, rows of bits
//! or cells), writes its answer into the caller's buffer and returns the
//! number of moves, or a negative code that the header names. Nothing is
//! allocated and nothing panics across the boundary; on a microcontroller
//! (`target_os = "none"`) the library is `no_std`.
//!
//! The only `unsafe` is in `input` and `output`, which turn the
//! caller's pointers into slices, each with its reason.
//!
//! The WebAssembly module (`web/module/`, `flipswap-web`) links this
//! package as a Rust library and exports its functions as its own
//! (`flipswap_answer` for the page); built for WebAssembly
//! (`target_family = "wasm"`) the package is `no_std` too, and its panic
//! handler is the module's proof that nothing panics.

#![cfg_attr(any(target_os = "none", target_family = "wasm"), no_std)]
// Built with some puzzles left out, the helpers only they use are unused.
#![cfg_attr(
    not(all(
        feature = "flip-game",
        feature = "fridge",
        feature = "lights",
        feature = "swap-game",
        feature = "lights-out",
        feature = "family",
        feature = "eight",
        feature = "fifteen",
        feature = "sliding",
        feature = "press"
    )),
    allow(dead_code, unused_imports)
)]

use core::ffi::{c_int, c_long};

#[cfg(all(test, feature = "family", feature = "sliding"))]
mod fuzz;
#[cfg(feature = "lights-out")]
mod lights_out;
#[cfg(feature = "press")]
mod press;
#[cfg(feature = "swap-game")]
mod swap_game;
mod text;
#[cfg(any(feature = "eight", feature = "fifteen", feature = "sliding"))]
mod tiles;
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
mod toggle;

/// `FLIPSWAP_BAD_INPUT`: a board or an argument the puzzle does not take
/// (or a null pointer where one is read).
pub const BAD_INPUT: c_long = -1;
/// `FLIPSWAP_UNKNOWN_PUZZLE`: `flipswap_answer` was given a name that is
/// no subcommand of this build.
pub const UNKNOWN_PUZZLE: c_long = -2;
/// `FLIPSWAP_NO_ROOM`: the answer does not fit the output buffer; nothing
/// of it is written.
pub const NO_ROOM: c_long = -3;
/// `FLIPSWAP_OVER_LIMIT`: the search passed the limit it was given.
pub const OVER_LIMIT: c_long = -4;
/// `FLIPSWAP_UNSOLVABLE`: no moves reach the goal.
pub const UNSOLVABLE: c_long = -5;
/// `FLIPSWAP_SOLVED`: a hint's answer when the goal is met already.
pub const SOLVED: c_long = -6;

/// `len` bytes from `data`, or `None` for a null pointer.
fn input<'a, T>(data: *const T, len: usize) -> Option<&'a [T]> {
    if data.is_null() {
        return None;
    }
    // SAFETY: the header asks the caller for `len` readable values at
    // `data`, which stay unchanged for the call; the pointer is not null.
    Some(unsafe { core::slice::from_raw_parts(data, len) })
}

/// `len` writable values at `data`, or `None` for a null pointer.
fn output<'a, T>(data: *mut T, len: usize) -> Option<&'a mut [T]> {
    if data.is_null() {
        return None;
    }
    // SAFETY: the header asks the caller for `len` writable values at
    // `data`, not read or written by anything else during the call; the
    // pointer is not null.
    Some(unsafe { core::slice::from_raw_parts_mut(data, len) })
}

/// Writes the moves of `solution` into `out` at `width` bytes a move
/// (`encode` gives them), and returns how many moves: [`NO_ROOM`] when they
/// do not all fit (nothing is written then), [`UNSOLVABLE`] for `None`.
fn write_moves<A: flipswap::Answer, const WIDTH: usize>(
    solution: Option<A>,
    out: Option<&mut [u8]>,
    encode: impl Fn(A::Move) -> [u8; WIDTH],
) -> c_long {
    let Some(solution) = solution else {
        return UNSOLVABLE;
    };
    let len = solution.len();
    let Some(out) = out else {
        return BAD_INPUT;
    };
    if len.saturating_mul(WIDTH) > out.len() {
        return NO_ROOM;
    }
    for (step, room) in solution.moves().zip(out.chunks_exact_mut(WIDTH)) {
        room.copy_from_slice(&encode(step));
    }
    c_long::try_from(len).unwrap_or(NO_ROOM)
}

/// A hint as the header gives it: the move's code, [`SOLVED`] when the
/// goal is met, [`UNSOLVABLE`] when no moves reach it.
fn hint_code<P: flipswap::Puzzle>(puzzle: &P, encode: impl Fn(P::Move) -> c_long) -> c_long {
    match puzzle.hint() {
        Some(step) => encode(step),
        None if puzzle.is_solved() => SOLVED,
        None => UNSOLVABLE,
    }
}

/// The version of the library, as `major * 10000 + minor * 100 + patch`.
#[unsafe(no_mangle)]
pub extern "C" fn flipswap_version() -> c_int {
    let part = |text: &str| text.parse::<c_int>().unwrap_or(0);
    part(env!("CARGO_PKG_VERSION_MAJOR")) * 10_000
        + part(env!("CARGO_PKG_VERSION_MINOR")) * 100
        + part(env!("CARGO_PKG_VERSION_PATCH"))
}

/// On a microcontroller nothing unwinds: the library never panics (its
/// every function returns a code), and were it to, the part stops here.
#[cfg(all(target_os = "none", not(test)))]
#[panic_handler]
fn stop(_: &core::panic::PanicInfo) -> ! {
    loop {
        core::hint::spin_loop();
    }
}

/// In WebAssembly the proof that nothing panics is the module's imports:
/// this handler calls a function defined nowhere, which a module imports
/// when its optimised code keeps any path here. The module built by
/// `web/build.sh` imports nothing (the script checks, and its test loads
/// it with no imports), so no path of it reaches a panic.
#[cfg(all(target_family = "wasm", not(test)))]
#[panic_handler]
fn stop(_: &core::panic::PanicInfo) -> ! {
    unsafe extern "C" {
        fn flipswap_module_error_a_panic_path_survived() -> !;
    }
    // SAFETY: never runs: a module that could get here imports the
    // function, and web/build.sh refuses a module with an import.
    unsafe { flipswap_module_error_a_panic_path_survived() }
}

#[cfg(test)]
mod tests {
    //! The header's numbers are the library's: each `#define` of
    //! `include/flipswap.h` against the value it names here.

    use super::*;

    pub(crate) const HEADER: &str = include_str!("../include/flipswap.h");

    /// The value of `#define name` in the header.
    pub(crate) fn defined<N: core::str::FromStr>(name: &str) -> N {
        let line = HEADER
            .lines()
            .find(|line| {
                line.starts_with("#define ") && line.split_whitespace().nth(1) == Some(name)
            })
            .unwrap_or_else(|| panic!("no #define {name}"));
        let value = line.split_whitespace().nth(2).expect("a value");
        let digits = value.trim_matches(|c| matches!(c, '(' | ')' | 'L' | 'U'));
        digits.parse().ok().expect("a number")
    }

    #[test]
    fn the_codes_are_the_library_s() {
        for (name, code) in [
            ("FLIPSWAP_BAD_INPUT", BAD_INPUT),
            ("FLIPSWAP_UNKNOWN_PUZZLE", UNKNOWN_PUZZLE),
            ("FLIPSWAP_NO_ROOM", NO_ROOM),
            ("FLIPSWAP_OVER_LIMIT", OVER_LIMIT),
            ("FLIPSWAP_UNSOLVABLE", UNSOLVABLE),
            ("FLIPSWAP_SOLVED", SOLVED),
        ] {
            assert_eq!(defined::<c_long>(name), code, "{name}");
        }
    }

    #[test]
    fn the_rooms_hold_every_answer() {
        use flipswap::toggle::Toggle;
        let cells = |cells: u8| i64::from(cells);
        assert_eq!(
            defined::<i64>("FLIPSWAP_FLIP_GAME_PRESSES_MAX"),
            cells(flipswap::flip_game::Board::CELLS)
        );
        assert_eq!(
            defined::<i64>("FLIPSWAP_FRIDGE_PRESSES_MAX"),
            cells(flipswap::fridge::Board::CELLS)
        );
        assert_eq!(
            defined::<i64>("FLIPSWAP_LIGHTS_PRESSES_MAX"),
            cells(flipswap::lights::Board::CELLS)
        );
        let swaps = flipswap::swap_game::MAX_SWAPS as i64;
        assert_eq!(defined::<i64>("FLIPSWAP_SWAP_GAME_BYTES_MAX"), 2 * swaps);
        let side = i64::from(flipswap::lights_out::MAX_SIDE);
        assert_eq!(defined::<i64>("FLIPSWAP_LIGHTS_OUT_SIDE_MAX"), side);
        let eight = flipswap::tiles::most_moves(3, 3, 8).map(i64::from);
        assert_eq!(Some(defined::<i64>("FLIPSWAP_EIGHT_MOVES_MAX")), eight);
        let tiles = i64::from(flipswap::tiles::MOST_MOVES);
        assert_eq!(defined::<i64>("FLIPSWAP_TILES_MOVES_MAX"), tiles);
        let stack = flipswap::fifteen::SEARCH_STACK_BYTES;
        let written = format!("{},{:03}", stack / 1000, stack % 1000);
        assert!(HEADER.contains(&format!("{written} bytes")), "{written}");
    }

    #[cfg(feature = "press")]
    #[test]
    fn the_press_rooms_are_the_library_s() {
        use flipswap::press::{Grid, GridSolver, MAX_CELLS, Solver};
        assert_eq!(defined::<usize>("FLIPSWAP_PRESS_SIDE_MAX"), Grid::MOST);
        assert_eq!(defined::<usize>("FLIPSWAP_PRESS_NODES_MAX"), MAX_CELLS);
        assert_eq!(
            defined::<usize>("FLIPSWAP_PRESS_CELLS_MAX"),
            Grid::MOST * Grid::MOST
        );
        assert_eq!(defined::<u64>("FLIPSWAP_PRESS_LIMIT"), 1 << 32);
        for (name, size) in [
            ("press::Solver", size_of::<Solver>()),
            ("press::GridSolver", size_of::<GridSolver>()),
        ] {
            let written = format!("{},{:03} bytes", size / 1000, size % 1000);
            assert!(
                HEADER.contains(&format!("{name}'s ({written}")),
                "{name}: {written}"
            );
        }
    }
}

#[cfg(all(test, feature = "press"))]
mod ruled {
    //! `flipswap_answer` with lights-out's rule in the puzzle's name, as
    //! the library's registry answers it.

    use std::ffi::CString;

    use flipswap::answer::{How, Room};

    /// What `flipswap_answer` writes for `puzzle` on `input`, and its
    /// return value.
    fn answered(puzzle: &str, input: &[u8]) -> (core::ffi::c_long, Vec<u8>) {
        let name = CString::new(puzzle).expect("no NUL");
        let mut out = vec![0u8; 4096];
        let n = crate::text::flipswap_answer(
            name.as_ptr(),
            input.as_ptr(),
            input.len(),
            out.as_mut_ptr(),
            out.len(),
        );
        let kept = usize::try_from(n).unwrap_or(0);
        (n, out[..kept].to_vec())
    }

    #[test]
    fn lights_out_takes_its_rule_in_the_name() {
        let input = b"101\n010\n101\n\n0110\n1001\n";
        for puzzle in [
            "lights-out --rule x --states 3",
            "lights-out --rule king --torus --goal on",
            "lights-out --goal on --states 3",
        ] {
            let (n, written) = answered(puzzle, input);
            assert!(n > 0, "{puzzle}: {n}");
            let mut buffer = vec![0u8; 4096];
            let mut room = Room::new(&mut buffer);
            let cases = flipswap::registry::named(puzzle, input, How::new(), &mut room);
            assert_eq!(cases, Ok(2), "{puzzle}");
            assert_eq!(written, room.written(), "{puzzle}");
        }
        assert_eq!(
            answered("lights-out --rule 11/11", input).0,
            crate::UNKNOWN_PUZZLE
        );
        // The goal alone still goes by lights-out's own solver.
        let (n, written) = answered("lights-out --goal on", b"11\n");
        assert!(n > 0);
        assert_eq!(written, b"0\n00\n");
    }
}
