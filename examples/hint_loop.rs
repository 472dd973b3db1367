//! A game loop that shows a hint after each move: the 8-puzzle, played
//! from a scrambled board. Each turn draws the board and the hint (the
//! first move of a shortest answer); the player's move is read from
//! standard input (`u`, `d`, `l`, `r`, where the blank goes), and an empty
//! line or the end of the input takes the hint. Run it with
//! `cargo run --example hint_loop`, or `echo | cargo run --example
//! hint_loop` to let the hints play.

use std::io::{self, BufRead, Write};

use flipswap::Puzzle;
use flipswap::eight::{self, Board, Move};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The goal, scrambled by a walk of the blank.
    let mut board = walk(Board::GOAL, "ulldrurdllurrdluldrrdlul");
    let mut input = io::stdin().lock().lines();
    let mut out = io::stdout().lock();
    let mut turns = 0;
    while !board.is_solved() {
        let left = eight::solve(board).map_or(0, |answer| answer.len());
        let hint = board
            .hint()
            .ok_or("every board of the goal's half has a hint")?;
        writeln!(out, "{board}\n{left} moves left; hint: {}", hint.letter())?;
        out.flush()?;
        let asked = match input.next() {
            Some(line) => line?,
            None => String::new(),
        };
        let step = match asked.trim().as_bytes() {
            [] => hint,
            &[letter] if Move::from_letter(letter).is_some() => {
                Move::from_letter(letter).unwrap_or(hint)
            }
            _ => {
                writeln!(out, "'{}' is no move: u, d, l or r", asked.trim())?;
                continue;
            }
        };
        match board.play(step) {
            Some(next) => board = next,
            None => writeln!(out, "'{}' leaves the board", step.letter())?,
        }
        turns += 1;
    }
    writeln!(out, "{board}\nsolved in {turns} moves")?;
    Ok(())
}

/// `board` after the moves of `letters` that stay on it.
fn walk(board: Board, letters: &str) -> Board {
    letters.bytes().fold(board, |board, letter| {
        Move::from_letter(letter)
            .and_then(|step| board.play(step))
            .unwrap_or(board)
    })
}
