//! A minimal user of flipswap, for measuring what each puzzle costs in
//! flash and RAM: it solves one board of each enabled puzzle and reads the
//! answer (its length and its presses or moves). The toggle puzzles are
//! called through `form`, so the `compact` feature measures
//! `Toggle::solve_compact` and its absence the dense `Toggle::solve`. With
//! `lights-out` it builds one 5 × 5 `lights_out::Solver` in a `static` (at
//! compile time) and solves one board with it. With `eight` it answers
//! Eight's sample with `eight::solve` (the corner table alone). With
//! `fifteen` it answers UVa 10181's sample with `fifteen::solve` (the
//! pattern databases). With `press` it builds one compiled rule, the 5 × 5
//! cross modulo 3, as a `static` `press::Solver` (at compile time) and
//! solves one board with it. Parsing and
//! `Display` are not linked. Built with no puzzle feature it is the baseline: the same
//! start-up code and semihosting exit, and no flipswap code at all.

#![no_std]
#![no_main]

use core::hint::black_box;

#[allow(unused_imports)]
use flipswap::Cell;
#[cfg(feature = "eight")]
use flipswap::eight;
#[cfg(feature = "fifteen")]
use flipswap::fifteen;
#[cfg(feature = "flip-game")]
use flipswap::flip_game;
#[cfg(feature = "fridge")]
use flipswap::fridge;
#[cfg(feature = "lights")]
use flipswap::lights;
#[cfg(feature = "lights-out")]
use flipswap::lights_out;
#[cfg(feature = "press")]
use flipswap::press;
#[cfg(feature = "swap-game")]
use flipswap::swap_game;
#[allow(unused_imports)]
use flipswap::toggle::Toggle;
#[allow(unused_imports)]
use flipswap_firmware::form;
use flipswap_firmware::semihosting;

#[allow(dead_code)]
fn code(cell: Cell) -> u32 {
    u32::from(cell.row()) << 4 | u32::from(cell.col())
}

/// Folds one toggle puzzle's answer for `bits` into `acc`.
#[allow(dead_code)]
fn toggle<P: Toggle>(acc: u32, bits: u16) -> u32 {
    let mut acc = acc;
    if let Some(s) = P::from_bits(black_box(bits)).and_then(form::solve) {
        acc = acc.wrapping_add(s.len() as u32);
        for c in s.presses() {
            acc = acc.rotate_left(5) ^ code(c);
        }
    }
    acc
}

/// The one Lights Out size this image answers, built when it compiles.
#[cfg(feature = "lights-out")]
static FIVE: lights_out::Solver = match lights_out::Solver::new(5, 5) {
    Ok(solver) => solver,
    Err(_) => panic!("5 × 5 is a size"),
};

/// The solver of the one press rule this image answers, the 5 × 5 cross
/// modulo 3, built when it compiles.
#[cfg(feature = "press")]
static THREE_SOLVER: press::Solver = press::Solver::new(
    &press::Rule::grid(5, 5, &press::Stencil::CROSS, press::Edges::Bounded, 3).expect("25 cells"),
);

#[unsafe(no_mangle)]
extern "C" fn fw_main() -> ! {
    #[allow(unused_mut)]
    let mut acc: u32 = 0;

    #[cfg(feature = "flip-game")]
    {
        acc = toggle::<flip_game::Board>(acc, 0xE646);
    }
    #[cfg(feature = "fridge")]
    {
        acc = toggle::<fridge::Board>(acc, 0x2002);
    }
    #[cfg(feature = "lights")]
    {
        acc = toggle::<lights::Board>(acc, 0x0D4);
    }
    #[cfg(feature = "swap-game")]
    {
        let board = |bits| swap_game::Board::from_bits(black_box(bits)).unwrap_or_default();
        if let Some(s) = swap_game::Pair::new(board(0x470F), board(0xA5A5))
            .ok()
            .and_then(swap_game::solve)
        {
            acc = acc.wrapping_add(s.len() as u32);
            for (a, b) in s.moves() {
                acc = acc.rotate_left(5) ^ code(a) ^ code(b) << 8;
            }
        }
    }
    #[cfg(feature = "lights-out")]
    if let Ok(board) = lights_out::Board::from_rows(5, &black_box([0b11111; 5])) {
        if let Ok(Some(s)) = FIVE.solve(&board, lights_out::Goal::AllOff) {
            acc = acc.wrapping_add(s.len() as u32);
            for c in s.presses() {
                acc = acc.rotate_left(5) ^ code(c);
            }
        }
    }
    #[cfg(feature = "eight")]
    if let Some(s) =
        eight::Board::from_cells(black_box([2, 3, 4, 1, 5, 0, 7, 6, 8])).and_then(eight::solve)
    {
        acc = acc.wrapping_add(s.len() as u32);
        for step in s.moves() {
            acc = acc.rotate_left(5) ^ u32::from(step.letter());
        }
    }
    #[cfg(feature = "press")]
    {
        // The centre pressed twice: its cross holds 2.
        let board = press::State::ZERO.with(7, 2).with(11, 2).with(12, 2);
        let board = black_box(board.with(13, 2).with(17, 2));
        if let Ok(Some(map)) = THREE_SOLVER.solve(board, press::State::ZERO) {
            acc = acc.wrapping_add(map.presses());
            for cell in 0..25 {
                acc = acc.rotate_left(5) ^ u32::from(map.get(cell));
            }
        }
    }

    #[cfg(feature = "fifteen")]
    if let Some(s) = fifteen::Board::from_cells(black_box([
        2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15,
    ]))
    .and_then(fifteen::solve)
    {
        acc = acc.wrapping_add(s.len() as u32);
        for step in s.moves() {
            acc = acc.rotate_left(5) ^ u32::from(step.letter());
        }
    }

    black_box(acc);
    semihosting::exit(true)
}
