//! flipswap in the browser: the library and the C package built for
//! WebAssembly (`wasm32-unknown-unknown`) as one module with no imports,
//! for a web page (`web/build.sh` writes `web/dist/flipswap.wasm`).
//!
//! The module exports its `memory`; every function of the C header
//! (`capi/include/flipswap.h`), among them `flipswap_answer`, which
//! answers a judge's input as the `flipswap` command does (the C
//! package's own function, linked here); a scratch area the page writes
//! its arguments into (`flipswap_scratch`, `flipswap_scratch_len`); and
//! the typed play functions ([`exports`]): `flipswap_play_new` draws a
//! board of an exact number of moves as `flipswap gen` does,
//! `flipswap_play_move` plays a move under the puzzle's rules,
//! `flipswap_play_solve` gives the fewest moves as the command answers,
//! `flipswap_play_read` reads a board's text with the library's reader of
//! the puzzle and `flipswap_play_write` writes it as the judge does, and
//! `flipswap_play_message` says why the last of them returned a negative
//! code. `web/README.md` gives the boards', the texts' and the moves'
//! formats.
//!
//! The plays are written once (`src/game.rs`) over every game: the
//! library's [`Puzzle`](flipswap::Puzzle)s (`src/games.rs`), and Lights
//! Out with a rule, answered by the library's press engine
//! (`src/ruled.rs`). Nothing is
//! allocated, and nothing panics: in WebAssembly the crate is `no_std`,
//! and the C package's panic handler calls a function defined nowhere, so
//! a module that kept a path to it would import it; `web/build.sh`
//! refuses a module with an import.

#![cfg_attr(target_family = "wasm", no_std)]
#![deny(missing_docs)]

// flipswap_answer and the rest of the C header's functions: exported from
// the module as the C package's own.
use flipswap_c as _;

pub mod exports;
mod fault;
mod game;
mod games;
mod play;
mod ruled;
#[cfg(test)]
mod tests;
