//! The firmware test: runs flipswap on an emulated microcontroller and checks
//! its answers there. Each puzzle (and Lights Out at any size) is behind a
//! feature of this crate, so that an image can carry one dense table on a
//! part with 256 KiB of flash.
//!
//! It reports through semihosting and ends QEMU with status 0 only when
//! every check holds (and there was at least one).

#![no_std]
#![no_main]

#[cfg(feature = "eight")]
mod eight;
#[cfg(feature = "fifteen")]
mod fifteen;
#[cfg(feature = "lights-out")]
mod lights_out;
#[cfg(feature = "press")]
mod press;
#[cfg(feature = "swap-game")]
mod swap;
#[cfg(any(feature = "flip-game", feature = "fridge", feature = "lights"))]
#[cfg_attr(
    not(all(feature = "flip-game", feature = "fridge", feature = "lights")),
    allow(dead_code)
)]
mod toggle;

use flipswap_firmware::{BOARD, Line, Tally, form};

#[unsafe(no_mangle)]
extern "C" fn fw_main() -> ! {
    #[allow(unused_mut)] // with no puzzle feature nothing is checked
    let mut tally = Tally::new();
    Line::new()
        .s("flipswap firmware test on ")
        .s(BOARD)
        .s(", calling ")
        .s(form::NAME)
        .print();

    #[cfg(feature = "flip-game")]
    toggle::flip_game(&mut tally);
    #[cfg(feature = "fridge")]
    toggle::fridge(&mut tally);
    #[cfg(feature = "lights")]
    toggle::lights(&mut tally);
    #[cfg(feature = "swap-game")]
    swap::swap_game(&mut tally);
    #[cfg(feature = "swap-game")]
    swap::swap_grid(&mut tally);
    #[cfg(feature = "lights-out")]
    lights_out::lights_out(&mut tally);
    #[cfg(feature = "press")]
    press::press_rules(&mut tally);
    #[cfg(feature = "eight")]
    eight::eight_puzzle(&mut tally);
    #[cfg(feature = "fifteen")]
    fifteen::fifteen_puzzle(&mut tally);

    tally.finish()
}
