//! Flip Game and the lights are Lights Out at 4 × 4 (one colour) and 3 × 3
//! (all on): their tables must give the engine's canonical answer on every
//! board, and the compact forms the same.

use flipswap::lights_out::{self, Goal, Solver};
use flipswap::{flip_game, lights};

/// A `width`-wide bit mask (bit `width * row + col`) as the engine's board.
fn board(bits: u16, width: u8, height: u8) -> lights_out::Board {
    let rows: Vec<u32> = (0..height)
        .map(|r| u32::from(bits >> (r * width)) & ((1 << width) - 1))
        .collect();
    lights_out::Board::from_rows(width, &rows).expect("a size")
}

/// The engine's press map as a `width`-wide bit mask.
fn mask(solution: &lights_out::Solution, width: u8) -> u16 {
    (0..solution.rows()).fold(0, |bits, r| bits | (solution.row(r) as u16) << (r * width))
}

#[test]
fn flip_game_answers_are_the_engines_at_4x4_one_colour_on_every_board() {
    let solver = Solver::new(4, 4).expect("a size");
    for bits in 0..=u16::MAX {
        let engine = solver
            .solve(&board(bits, 4, 4), Goal::OneColour)
            .expect("same size")
            .map(|s| mask(&s, 4));
        let table = flip_game::solve(flip_game::Board::from_bits(bits).expect("sixteen bits"))
            .map(|s| s.bits());
        assert_eq!(table, engine, "board {bits:#06x}");
        let compact =
            flip_game::compact::solve(flip_game::Board::from_bits(bits).expect("sixteen bits"));
        assert_eq!(
            compact.map(|s| s.bits()),
            engine,
            "board {bits:#06x}, compact"
        );
    }
}

#[test]
fn lights_answers_are_the_engines_at_3x3_all_on_on_every_board() {
    let solver = Solver::new(3, 3).expect("a size");
    for bits in 0..512u16 {
        let engine = solver
            .solve(&board(bits, 3, 3), Goal::AllOn)
            .expect("same size")
            .map(|s| mask(&s, 3));
        let board = lights::Board::from_bits(bits).expect("nine bits");
        assert_eq!(
            lights::solve(board).map(|s| s.bits()),
            engine,
            "board {bits:#05x}"
        );
        assert_eq!(
            lights::compact::solve(board).map(|s| s.bits()),
            engine,
            "board {bits:#05x}, compact"
        );
    }
}
