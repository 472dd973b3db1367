//! A level generator for a game: a pack of Lights Out 5 × 5 levels, one
//! for every number of presses from 1 to the most any board needs, and a
//! pack of 8-puzzle levels every fifth move up to the hardest, each drawn
//! from a seed so that the same seed gives the same pack on every machine.
//! Each level is checked by solving it before it is written. Run it with
//! `cargo run --example level_pack [SEED]`.

use std::io::{self, Write};
use std::process::ExitCode;

use flipswap::eight;
use flipswap::levels::{Level, Moves, Rng};
use flipswap::lights_out::{Board, Goal, Solver};

/// Writes the packs, or says in a line what went wrong.
fn main() -> ExitCode {
    match packs() {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that has seen enough (`| head`) ends the run.
        Err(error)
            if error
                .downcast_ref::<io::Error>()
                .is_some_and(|error| error.kind() == io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("level_pack: {error}");
            ExitCode::FAILURE
        }
    }
}

fn packs() -> Result<(), Box<dyn std::error::Error>> {
    let seed: u64 = match std::env::args().nth(1) {
        Some(seed) => seed
            .parse()
            .map_err(|_| format!("the seed is a number from 0 to {}, not '{seed}'", u64::MAX))?,
        None => 2026,
    };
    let mut rng = Rng::new(seed);
    let mut out = io::stdout().lock();

    let five = (Solver::new(5, 5)?, Goal::AllOff);
    let most = Board::most(&five).ok_or("5 × 5 knows its most")?;
    writeln!(out, "Lights Out 5 × 5, seed {seed}: {most} levels")?;
    for presses in 1..=most {
        let level = Board::random(&five, Moves::Exactly(presses), &mut rng)?;
        let needs = level.solve(Goal::AllOff).map(|s| s.len());
        if needs != Some(presses as usize) {
            let needs = needs.map_or("no".to_owned(), |n| n.to_string());
            return Err(format!("level {presses} needs {needs} presses, not {presses}").into());
        }
        let rows = level.to_string().replace('\n', "/");
        writeln!(out, "level {presses}: {rows}")?;
    }

    let hardest = eight::Board::most(&()).ok_or("the 8-puzzle knows its most")?;
    writeln!(out, "8-puzzle, seed {seed}: up to {hardest} moves")?;
    for moves in (5..=hardest).step_by(5).chain([hardest]) {
        let level = eight::Board::random(&(), Moves::Exactly(moves), &mut rng)?;
        let needs = eight::solve(level).map(|s| s.len());
        if needs != Some(moves as usize) {
            let needs = needs.map_or("no".to_owned(), |n| n.to_string());
            return Err(format!("the level of {moves} moves needs {needs}").into());
        }
        writeln!(out, "{moves} moves: {level}")?;
    }
    Ok(())
}
