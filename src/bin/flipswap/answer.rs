//! What `--show` draws with: the boards after each press. The answers
//! themselves are the library's ([`flipswap::answer`]); each subcommand's
//! drawing is in its family's file ([`crate::kinds`]).

use std::fmt::Display;
use std::io::{self, Write};

use flipswap::Cell;

/// Draws `board`, then the board after each press, for `--show`.
pub fn draw_presses<W: Write, B: Display + Copy>(
    out: &mut W,
    board: B,
    presses: impl Iterator<Item = Cell>,
    verb: &str,
    press: fn(B, Cell) -> Option<B>,
) -> io::Result<()> {
    writeln!(out, "\nstart:\n{board}")?;
    let mut board = board;
    for cell in presses {
        board = press(board, cell).unwrap_or(board);
        writeln!(
            out,
            "\n{verb} {} {}:\n{board}",
            cell.row() + 1,
            cell.col() + 1
        )?;
    }
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use crate::cases::{Cases, Options};
    use flipswap::{flip_game, fridge, lights};

    fn answer<C: Cases>(case: &str, show: bool) -> String {
        let mut out = Vec::new();
        let options = Options::new(show, flipswap::lights_out::Goal::AllOff);
        crate::session::answer_all::<C, _, _>(
            case.as_bytes(),
            &mut out,
            options,
            &mut crate::session::Run {
                input: None,
                skipped: &mut |_| {},
            },
        )
        .expect("answered");
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn each_puzzle_answers_its_sample_in_the_judges_format() {
        let flip = "bwwb\nbbwb\nbwwb\nbwww";
        assert_eq!(answer::<flip_game::Board>(flip, false), "4\n");
        let impossible = "bwbw\nwwww\nwwww\nwwww";
        assert_eq!(answer::<flip_game::Board>(impossible, true), "Impossible\n");
        assert_eq!(
            answer::<fridge::Board>("-+--\n----\n----\n-+--", false),
            "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n"
        );
        assert_eq!(answer::<lights::Board>("0 0 1\n0 1 1\n1 0 0", false), "4\n");
    }

    #[test]
    fn show_draws_the_start_and_the_board_after_each_move() {
        let shown = answer::<lights::Board>("1 1 1\n1 1 1\n1 1 0", true);
        assert!(
            shown.starts_with("5\n\nstart:\n1 1 1\n1 1 1\n1 1 0\n"),
            "{shown}"
        );
        assert!(shown.ends_with("1 1 1\n1 1 1\n1 1 1\n\n"), "{shown}");
        assert_eq!(shown.matches("press ").count(), 5, "{shown}");
    }
}
