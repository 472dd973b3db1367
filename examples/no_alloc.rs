//! Firmware-style use: no heap, no strings, nothing set up at start. The
//! boards come as bits and arrays, as a device's buttons and sensors give
//! them; the solvers are `static`s or plain functions over build-time
//! tables; the answers go into a fixed buffer through `core::fmt::Write`,
//! as a display driver would take them. The library is `no_std` and has no
//! allocator to call. Only `main`'s last line, which shows the buffer on a
//! host, uses `std`. Run it with `cargo run --example no_alloc`.

use core::fmt::{self, Write};

use flipswap::Puzzle;
use flipswap::fifteen;
use flipswap::flip_game;
use flipswap::lights_out::{Board, Goal, Solver};

/// The one Lights Out size this device plays, fixed at compile time.
static FIVE: Solver = match Solver::new(5, 5) {
    Ok(solver) => solver,
    Err(_) => panic!("5 × 5 is a size"),
};

/// A display's text buffer: whatever does not fit is cut off, never
/// allocated.
struct Screen {
    text: [u8; 512],
    len: usize,
}

impl Write for Screen {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let free = self.text.len() - self.len;
        let take = s.len().min(free);
        self.text[self.len..self.len + take].copy_from_slice(&s.as_bytes()[..take]);
        self.len += take;
        if take < s.len() {
            Err(fmt::Error)
        } else {
            Ok(())
        }
    }
}

fn main() {
    let mut screen = Screen {
        text: [0; 512],
        len: 0,
    };
    let _ = show(&mut screen);
    print!(
        "{}",
        core::str::from_utf8(&screen.text[..screen.len]).unwrap_or("?")
    );
}

/// Solves one board of each puzzle and writes the answers to `screen`.
fn show(screen: &mut Screen) -> fmt::Result {
    // Flip Game: sixteen pieces read as bits (1 black), row by row.
    let pieces = flip_game::Board::from_bits(0b1001_1101_1001_1000).ok_or(fmt::Error)?;
    match flip_game::solve(pieces) {
        Some(answer) => writeln!(screen, "flip game: {} flips", answer.len())?,
        None => writeln!(screen, "flip game: impossible")?,
    }

    // Lights Out 5 × 5: one row of lights a word, the first cell the low bit.
    let lights = Board::from_rows(5, &[0b11111, 0b10001, 0b10101, 0b10001, 0b11111])
        .map_err(|_| fmt::Error)?;
    match FIVE.solve(&lights, Goal::AllOff) {
        Ok(Some(answer)) => {
            write!(screen, "lights out: {} presses:", answer.len())?;
            for cell in answer.presses() {
                write!(screen, " ({},{})", cell.row(), cell.col())?;
            }
            writeln!(screen)?;
        }
        Ok(None) => writeln!(screen, "lights out: no presses turn it off")?,
        Err(_) => writeln!(screen, "lights out: not 5 × 5")?,
    }

    // The 15-puzzle within a budget of boards, as a device that cannot wait
    // would ask it; the first move is the hint to show.
    let tiles = [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15];
    let board = fifteen::Board::from_cells(tiles).ok_or(fmt::Error)?;
    match fifteen::solve_within(board, 100_000) {
        Ok(Some(answer)) => {
            // In capitals, as the answer prints (UVa 10181's letters).
            let hint = board.hint().map_or('-', |step| step.capital());
            writeln!(
                screen,
                "15-puzzle: {} moves ({answer}), hint {hint}",
                answer.len()
            )?
        }
        Ok(None) => writeln!(screen, "15-puzzle: cannot reach the goal")?,
        Err(_) => writeln!(screen, "15-puzzle: over the budget")?,
    }
    Ok(())
}
