//! A minimal user of flipswap, for measuring what each puzzle costs in
//! flash and RAM: it solves one board of each enabled puzzle and reads the
//! answer (its length and its presses or moves). The toggle puzzles are
//! called through `form`, so the `compact` feature measures
//! `compact::solve` and its absence the dense `solve`. Parsing and `Display`
//! are not linked. Built with no puzzle feature it is the baseline: the same
//! start-up code and semihosting exit, and no flipswap code at all.

#![no_std]
#![no_main]

use core::hint::black_box;

#[allow(unused_imports)]
use flipswap::{Cell, flip_game, fridge, lights, swap_game};
#[allow(unused_imports)]
use flipswap_firmware::form;
use flipswap_firmware::semihosting;

#[allow(dead_code)]
fn code(cell: Cell) -> u32 {
    u32::from(cell.row()) << 4 | u32::from(cell.col())
}

#[unsafe(no_mangle)]
extern "C" fn fw_main() -> ! {
    #[allow(unused_mut)]
    let mut acc: u32 = 0;

    #[cfg(feature = "flip-game")]
    if let Some(s) = form::flip_game::solve(flip_game::Board::from_bits(black_box(0xE646))) {
        acc = acc.wrapping_add(s.len() as u32);
        for c in s.presses() {
            acc = acc.rotate_left(5) ^ code(c);
        }
    }
    #[cfg(feature = "fridge")]
    {
        let s = form::fridge::solve(fridge::Board::from_bits(black_box(0x2002)));
        acc = acc.wrapping_add(s.len() as u32);
        for c in s.presses() {
            acc = acc.rotate_left(5) ^ code(c);
        }
    }
    #[cfg(feature = "lights")]
    if let Some(board) = lights::Board::from_bits(black_box(0x0D4)) {
        let s = form::lights::solve(board);
        acc = acc.wrapping_add(s.len() as u32);
        for c in s.presses() {
            acc = acc.rotate_left(5) ^ code(c);
        }
    }
    #[cfg(feature = "swap-game")]
    if let Ok(s) = swap_game::solve(
        swap_game::Board::from_bits(black_box(0x470F)),
        swap_game::Board::from_bits(black_box(0xA5A5)),
    ) {
        acc = acc.wrapping_add(s.len() as u32);
        for (a, b) in s.moves() {
            acc = acc.rotate_left(5) ^ code(a) ^ code(b) << 8;
        }
    }

    black_box(acc);
    semihosting::exit(true)
}
