//! A level generator for a game: a pack of Lights Out 5 × 5 levels, one
//! for every number of presses from 1 to the most any board needs, and a
//! pack of 8-puzzle levels every fifth move up to the hardest, each drawn
//! from a seed so that the same seed gives the same pack on every machine.
//! Each level is checked by solving it before it is written. Run it with
//! `cargo run --example level_pack [SEED]`.

use flipswap::eight;
use flipswap::levels::{Level, Moves, Rng};
use flipswap::lights_out::{Board, Goal, Solver};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = match std::env::args().nth(1) {
        Some(seed) => seed.parse()?,
        None => 2026,
    };
    let mut rng = Rng::new(seed);

    let five = (Solver::new(5, 5)?, Goal::AllOff);
    let most = Board::most(&five).ok_or("5 × 5 knows its most")?;
    println!("Lights Out 5 × 5, seed {seed}: {most} levels");
    for presses in 1..=most {
        let level = Board::random(&five, Moves::Exactly(presses), &mut rng)?;
        let needs = level.solve(Goal::AllOff).map(|s| s.len());
        assert_eq!(needs, Some(presses as usize), "a level needs what it says");
        println!("level {presses}: {}", level.to_string().replace('\n', "/"));
    }

    let hardest = eight::Board::most(&()).ok_or("the 8-puzzle knows its most")?;
    println!("8-puzzle, seed {seed}: up to {hardest} moves");
    for moves in (5..=hardest).step_by(5).chain([hardest]) {
        let level = eight::Board::random(&(), Moves::Exactly(moves), &mut rng)?;
        let needs = eight::solve(level).map(|s| s.len());
        assert_eq!(needs, Some(moves as usize), "a level needs what it says");
        println!("{moves} moves: {level}");
    }
    Ok(())
}
