//! Each puzzle's answer in its judge's output format, and the boards that
//! `--show` draws. All the per-puzzle writers are here, together.

use std::fmt::Display;
use std::io::{self, Write};

use flipswap::check::{self, LineJudge, SlideJudge};
use flipswap::format::{self, Format};
use flipswap::toggle::Toggle;
use flipswap::{
    Case, Cell, TextLine, eight, family, fifteen, flip_game, lights_out, sliding, write,
};

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

/// Every toggle puzzle answers the same way: the library's text of its
/// solution, or the judge's `Impossible`. The puzzle table
/// ([`crate::puzzle`]) makes each toggle puzzle's [`Answer`] of this.
pub fn answer_toggle<P: Toggle, W: Write>(board: P, out: &mut W, show: bool) -> io::Result<()> {
    let Some(solution) = board.solve() else {
        out.write_all(flip_game::IMPOSSIBLE.as_bytes())?;
        return out.write_all(b"\n");
    };
    write_lines(out, solution.lines())?;
    if show {
        draw_presses(out, board, solution.presses(), P::PRESS, P::press)?;
    }
    Ok(())
}

/// Writes a Lights Out answer: the library's text of `solution` (the count,
/// then the press map, as its `Display` writes them, with the same
/// renderer), or `Impossible` when there is none; with `show`, the boards
/// too.
pub fn lights_out<W: Write>(
    out: &mut W,
    board: &lights_out::Board,
    solution: Option<&lights_out::Solution>,
    show: bool,
) -> io::Result<()> {
    let Some(solution) = solution else {
        out.write_all(flip_game::IMPOSSIBLE.as_bytes())?;
        return out.write_all(b"\n");
    };
    count(out, solution.len())?;
    press_map::<false, W>(out, solution)?;
    if show {
        draw_presses(out, *board, solution.presses(), "press", |b, c| b.press(c))?;
    }
    Ok(())
}

/// Writes the judge's answer to `case` (`solution` is the canonical answer
/// for the judge's goal, `None` when there is none), as the library's
/// [`family::Output`] of the judge says; with `show`, the boards too.
pub fn sibling<W: Write, J: family::Judge>(
    out: &mut W,
    case: &family::Of<J>,
    solution: Option<&lights_out::Solution>,
    show: bool,
) -> io::Result<()> {
    match J::SIBLING.output() {
        family::Output::Map { numbered } => {
            if numbered {
                out.write_all(family::MAP_HEADING.as_bytes())?;
                count(out, usize::try_from(case.number()).unwrap_or(usize::MAX))?;
            }
            match solution {
                Some(solution) => press_map::<true, W>(out, solution)?,
                None => line(out, family::MAP_NONE)?,
            }
        }
        family::Output::Count { none, most, named } => {
            if named {
                out.write_all(case.name())?;
                out.write_all(b" ")?;
            }
            match solution.map(lights_out::Solution::len) {
                Some(n) if u32::try_from(n).is_ok_and(|n| n <= most) => count(out, n)?,
                _ => line(out, none)?,
            }
        }
    }
    if let (true, Some(solution)) = (show, solution) {
        let press = |b: lights_out::Board, c| b.press(c);
        draw_presses(out, *case.board(), solution.presses(), "press", press)?;
    }
    Ok(())
}

/// Writes an 8-puzzle answer: the judge's lines for `solution`, the
/// canonical answer (`None`: no moves reach the goal), by `lines`; with
/// `show`, the boards from `board` in `format`.
fn slides<W: Write>(
    out: &mut W,
    (board, solution): (eight::Board, Option<eight::Solution>),
    (show, format): (bool, Format),
    lines: impl FnOnce(&mut W, eight::Solution) -> io::Result<()>,
) -> io::Result<()> {
    match solution {
        Some(solution) => lines(out, solution)?,
        None => line(out, check::UNSOLVABLE)?,
    }
    match solution {
        Some(solution) if show => draw_slides(out, board, solution.moves(), format),
        _ => Ok(()),
    }
}

/// Eight (HDU 1043): the moves, or `unsolvable`.
impl Answer for eight::Board {
    type Judge = SlideJudge;
    fn answer<W: Write>(self, _: u64, out: &mut W, show: bool) -> io::Result<()> {
        let shown = (show, format::EIGHT);
        slides(out, (self, eight::solve(self)), shown, |out, solution| {
            out.write_all(solution.text().with_newline())
        })
    }
    fn judge(self, _: u64) -> SlideJudge {
        SlideJudge::eight(self)
    }
}

/// Eight II (HDU 3567): `Case k: n`, then the moves.
impl Answer for eight::Pair {
    type Judge = SlideJudge;
    fn answer<W: Write>(self, k: u64, out: &mut W, show: bool) -> io::Result<()> {
        let case = (self.start(), self.solve(eight::Order::Dlru));
        slides(out, case, (show, format::EIGHT_II), |out, solution| {
            out.write_all(b"Case ")?;
            out.write_all(write::count(usize::try_from(k).unwrap_or(usize::MAX)).as_bytes())?;
            out.write_all(b": ")?;
            count(out, solution.len())?;
            out.write_all(solution.text().with_newline())
        })
    }
    fn judge(self, number: u64) -> SlideJudge {
        SlideJudge::eight_ii(self, u32::try_from(number).unwrap_or(u32::MAX))
    }
}

/// The eight-digit puzzle (Luogu P1379): the fewest moves.
impl Answer for eight::Digits {
    type Judge = SlideJudge;
    fn answer<W: Write>(self, _: u64, out: &mut W, show: bool) -> io::Result<()> {
        let case = (self.board(), self.solve());
        slides(out, case, (show, format::EIGHT_DIGITS), |out, solution| {
            count(out, solution.len())
        })
    }
    fn judge(self, _: u64) -> SlideJudge {
        SlideJudge::digits(self)
    }
}

/// The 15-Puzzle Problem (UVa 10181): the moves `L R U D` (the fewest,
/// the least in the order D, L, R, U among them; an empty line for the
/// goal itself, and the fewest however many, though the judge accepts at
/// most 50), or `This puzzle is not solvable.`.
impl Answer for fifteen::Board {
    type Judge = SlideJudge;
    fn answer<W: Write>(self, _: u64, out: &mut W, show: bool) -> io::Result<()> {
        fifteen_slides(out, self, show, |out, solution| {
            out.write_all(solution.text().with_newline())
        })
    }
    fn judge(self, _: u64) -> SlideJudge {
        SlideJudge::fifteen(self)
    }
}

/// 15 Puzzle (AOJ ALDS1_13_C): the fewest moves, or, for a board that no
/// moves solve (the judge poses none), `This puzzle is not solvable.` as
/// the 15-Puzzle Problem words it.
pub fn fifteen_count<W: Write>(out: &mut W, board: fifteen::Board, show: bool) -> io::Result<()> {
    fifteen_slides(out, board, show, |out, solution| count(out, solution.len()))
}

/// Writes a 15-puzzle answer: the judge's lines for the canonical answer
/// by `lines`, or `This puzzle is not solvable.`; with `show`, the boards.
fn fifteen_slides<W: Write>(
    out: &mut W,
    board: fifteen::Board,
    show: bool,
    lines: impl FnOnce(&mut W, &fifteen::Solution) -> io::Result<()>,
) -> io::Result<()> {
    let Some(solution) = fifteen::solve(board) else {
        return line(out, check::NOT_SOLVABLE);
    };
    lines(out, &solution)?;
    if !show {
        return Ok(());
    }
    writeln!(out, "\nstart:\n{board}")?;
    let mut board = board;
    for step in solution.moves() {
        board = board.slide(step).unwrap_or(board);
        let letter = step.letter().to_ascii_uppercase();
        writeln!(out, "\nmove {letter}:\n{board}")?;
    }
    writeln!(out)
}

/// Sliding tiles at any size: the fewest moves, then the moves `u d l r`
/// (least in the order d, l, r, u among them; an empty line when there are
/// none), or `Impossible`.
impl Answer for sliding::Boards {
    type Judge = SlideJudge;
    fn answer<W: Write>(self, _: u64, out: &mut W, show: bool) -> io::Result<()> {
        let Some(solution) = self.pair().ok().and_then(|pair| pair.solve()) else {
            return line(out, check::IMPOSSIBLE);
        };
        count(out, solution.len())?;
        out.write_all(solution.text().with_newline())?;
        if !show {
            return Ok(());
        }
        writeln!(out, "\nstart:\n{}", self.start())?;
        let mut board = self.start();
        for step in solution.moves() {
            board = board.slide(step).unwrap_or(board);
            writeln!(out, "\nmove {}:\n{board}", step.letter())?;
        }
        writeln!(out)
    }
    fn judge(self, _: u64) -> SlideJudge {
        SlideJudge::sliding(self)
    }
}

/// Draws `board` as rows of its judge's `format`, then the board after each
/// move, for `--show`.
fn draw_slides<W: Write>(
    out: &mut W,
    board: eight::Board,
    moves: impl Iterator<Item = eight::Move>,
    format: Format,
) -> io::Result<()> {
    let rows = |out: &mut W, board: eight::Board| -> io::Result<()> {
        let mut buffer = [0; write::TILES_BYTES];
        for row in 0..3 {
            out.write_all(
                write::tiles(&mut buffer, board.bits() >> (12 * row), 3, format).as_bytes(),
            )?;
            out.write_all(b"\n")?;
        }
        Ok(())
    };
    writeln!(out, "\nstart:")?;
    rows(out, board)?;
    let mut board = board;
    for step in moves {
        board = board.slide(step).unwrap_or(board);
        writeln!(out, "\nmove {}:", step.letter())?;
        rows(out, board)?;
    }
    writeln!(out)
}

/// Writes the press map as rows of `0`/`1`, separated by single spaces when
/// `SPACED`, each row with its `\n`: [`write::row`], the renderer of the
/// library's `Display` of a solution. The rows are gathered in a block and
/// the block written at once, one `write_all` for several rows (a whole
/// Fliptile map of 6 × 6) rather than one a row.
fn press_map<const SPACED: bool, W: Write>(
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
fn count<W: Write>(out: &mut W, count: usize) -> io::Result<()> {
    out.write_all(write::count(count).with_newline())
}

/// Writes `text` on a line of its own.
fn line<W: Write>(out: &mut W, text: &str) -> io::Result<()> {
    out.write_all(text.as_bytes())?;
    out.write_all(b"\n")
}

/// Writes the judge's answer, a line at a time, each with its newline: the
/// library's text, as `Display` of the solution gives it, without going
/// through `core::fmt`.
fn write_lines<W: Write>(out: &mut W, lines: impl Iterator<Item = TextLine>) -> io::Result<()> {
    for line in lines {
        out.write_all(line.with_newline())?;
    }
    Ok(())
}

/// Draws `board`, then the board after each press, for `--show`.
fn draw_presses<W: Write, B: Display + Copy>(
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
    use flipswap::{fridge, lights};

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
    fn lights_out_answers_are_the_text_of_the_solutions_display() {
        for rows in [1u8, 2, 5, 9, 15, 32] {
            for cols in [1u8, 3, 7, 8, 9, 16, 17, 31, 32] {
                let solver = lights_out::Solver::new(rows, cols).expect("a size");
                // Every light on, and a checkerboard; some have no answer.
                for pattern in [u32::MAX, 0x5555_5555] {
                    let lights: Vec<u32> = (0..rows)
                        .map(|r| pattern.rotate_left(u32::from(r)))
                        .collect();
                    let board = lights_out::Board::from_rows(cols, &lights).expect("a board");
                    let solution = solver
                        .solve(&board, lights_out::Goal::AllOff)
                        .expect("its size");
                    let mut out = Vec::new();
                    lights_out(&mut out, &board, solution.as_ref(), false).expect("written");
                    let expected = solution.map_or("Impossible\n".to_owned(), |s| format!("{s}\n"));
                    assert_eq!(String::from_utf8(out).expect("UTF-8"), expected);
                }
            }
        }
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
