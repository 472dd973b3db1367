//! What every subcommand's answers are written with: the [`Answer`] of a
//! case answered on its own, and the pieces the judges' outputs share (a
//! count, a line, a press map, the boards `--show` draws). Each
//! subcommand's own writer is in its family's file ([`crate::kinds`]).

use std::fmt::Display;
use std::io::{self, Write};

use flipswap::check::LineJudge;
use flipswap::{Case, Cell, TextLine, lights_out, write};

/// A case that the command line answers on its own (no solvers kept from
/// case to case) and judges: a toggle puzzle's board, an 8-puzzle case.
pub trait Answer: Case + Clone {
    /// The judge of a claimed answer.
    type Judge: LineJudge;
    /// Writes the judge's answer to the case, case `number`; with `show`,
    /// the boards too.
    fn answer<W: Write>(self, number: u64, out: &mut W, show: bool) -> io::Result<()>;
    /// The judge of the answer to the case, case `number`.
    fn judge(self, number: u64) -> Self::Judge;
}

/// Writes the press map as rows of `0`/`1`, separated by single spaces when
/// `SPACED`, each row with its `\n`: [`write::row`], the renderer of the
/// library's `Display` of a solution. The rows are gathered in a block and
/// the block written at once, one `write_all` for several rows (a whole
/// Fliptile map of 6 × 6) rather than one a row.
pub fn press_map<const SPACED: bool, W: Write>(
    out: &mut W,
    solution: &lights_out::Solution,
) -> io::Result<()> {
    let mut block = [0; MAP_BLOCK];
    let mut at = 0;
    for row in 0..solution.rows() {
        if at + write::ROW_BYTES > MAP_BLOCK {
            out.write_all(block.get(..at).unwrap_or_default())?;
            at = 0;
        }
        let room = block
            .get_mut(at..at + write::ROW_BYTES)
            .and_then(|room| <&mut [u8; write::ROW_BYTES]>::try_from(room).ok());
        if let Some(room) = room {
            let bits = solution.row(row);
            at += write::row(room, bits, solution.cols(), *b"01", SPACED).len();
        }
    }
    out.write_all(block.get(..at).unwrap_or_default())
}

/// The bytes of press map gathered before they are written: room for a
/// row of the widest map after up to 64 bytes of rows, such as six rows of
/// six spaced cells, three of fifteen spaced or five of fifteen unspaced.
const MAP_BLOCK: usize = 2 * write::ROW_BYTES;

/// Writes `count` on a line of its own.
pub fn count<W: Write>(out: &mut W, count: usize) -> io::Result<()> {
    out.write_all(write::count(count).with_newline())
}

/// Writes `text` on a line of its own.
pub fn line<W: Write>(out: &mut W, text: &str) -> io::Result<()> {
    out.write_all(text.as_bytes())?;
    out.write_all(b"\n")
}

/// Writes the judge's answer, a line at a time, each with its newline: the
/// library's text, as `Display` of the solution gives it, without going
/// through `core::fmt`.
pub fn write_lines<W: Write>(out: &mut W, lines: impl Iterator<Item = TextLine>) -> io::Result<()> {
    for line in lines {
        out.write_all(line.with_newline())?;
    }
    Ok(())
}

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
    use super::*;
    use flipswap::{flip_game, fridge, lights};

    fn answer<C: Answer>(case: &str, show: bool) -> String {
        let mut reader = flipswap::Reader::<C>::new();
        let mut out = Vec::new();
        for line in case.lines() {
            if let Some(case) = reader.push_line(line.as_bytes()).expect("a good case") {
                case.answer(0, &mut out, show).expect("written");
            }
        }
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
