//! Sliding tiles at any size from 2 x 2 to 4 x 4: `sliding`.

use std::io::{self, Write};

use flipswap::check::SlideJudge;
use flipswap::format::Format;
use flipswap::levels::{Level, LevelError, Moves, Rng};
use flipswap::tiles;

use crate::cases::{Cases, Opt, Options, Words};
use crate::generate::{GenError, Pose, Spec, size};

/// Sliding tiles at a size of `--size` (3 × 3 unless given; 2 to 4 rows
/// and columns): a target drawn uniformly among all arrangements, then a
/// start for it. Any number of moves: each arrangement that reaches the
/// target equally likely (one that does not is made one that does by
/// swapping two tiles, one to one). Exactly `n`: the target drawn again
/// until the place of its blank has starts needing `n`
/// ([`tiles::most_moves`]), then the library's draw for it ([`Level`]
/// for [`tiles::Pair`]). At 4 × 4, where the most is known only for a
/// target whose blank is in a corner, `n` at most [`WALKED_4X4`].
impl Pose for tiles::Boards {
    type Setup = Drawing;
    type Drawn = tiles::Boards;

    fn setup(spec: &Spec, format: Format) -> Result<Drawing, GenError> {
        let (rows, cols) = size(spec.size, format, (3, 3))?;
        if rows < 2 || cols < 2 {
            return Err(GenError::Spec(format!(
                "no board of {rows}x{cols} here: the format holds boards of 2 to 4 rows and columns"
            )));
        }
        let most = most_of_size(rows, cols);
        let corner = tiles::Board::most(&(rows, cols)).unwrap_or_default();
        let drawing = Drawing {
            size: (rows, cols),
            most,
        };
        match (spec.moves, most) {
            (Moves::Exactly(asked), Some(most)) if asked > most => {
                Err(LevelError::TooMany { asked, most }.into())
            }
            (Moves::Most, None) => Err(GenError::Spec(format!(
                "the most a {rows}x{cols} pair needs is known only where the target's blank is in a corner ({corner}); give --moves N, N at most {WALKED_4X4}"
            ))),
            (Moves::Exactly(asked), None) if asked > WALKED_4X4 => Err(GenError::Spec(format!(
                "pairs of {rows}x{cols} needing {asked} moves are not drawn here: at most {WALKED_4X4}"
            ))),
            _ => Ok(drawing),
        }
    }

    fn draw(drawing: &Drawing, moves: Moves, rng: &mut Rng) -> Result<tiles::Boards, GenError> {
        let (rows, cols) = drawing.size;
        let moves = match (moves, drawing.most) {
            (Moves::Most, Some(most)) => Moves::Exactly(most),
            (moves, _) => moves,
        };
        loop {
            let target = tiles::Board::random(&(rows, cols), Moves::Any, rng)?;
            match tiles::Pair::random(&target, moves, rng) {
                // No start needs that many to reach a target with its
                // blank there: another target.
                Err(LevelError::TooMany { .. }) => {}
                pair => {
                    return tiles::Boards::new(pair?.start(), target)
                        .ok_or_else(|| GenError::Spec(format!("no board of {rows}x{cols} here")));
                }
            }
        }
    }

    fn pose<W: Write>(boards: &tiles::Boards, _format: Format, out: &mut W) -> io::Result<()> {
        writeln!(out, "{}\n\n{}", boards.start(), boards.target())
    }

    fn drawn(boards: &tiles::Boards) -> &tiles::Boards {
        boards
    }

    fn size_of(boards: &tiles::Boards, _format: Format) -> (u8, u8) {
        (boards.start().rows(), boards.start().cols())
    }
}

/// What `gen sliding` draws from: the size, and the most any start needs
/// to reach any target of it, where that is known for every place of the
/// target's blank.
pub struct Drawing {
    size: (u8, u8),
    most: Option<u32>,
}

/// The most moves `gen sliding` asks of a 4 × 4 pair, where the most is
/// not known for every target: past about 50, the library's walk one move
/// farther a step finds ever fewer ways on and each step's search grows
/// long.
const WALKED_4X4: u32 = 50;

/// The most any start needs to reach any target of `rows` × `cols`, over
/// every cell of the target's blank; `None` where one cell's is not known.
fn most_of_size(rows: u8, cols: u8) -> Option<u32> {
    (0..rows * cols)
        .map(|blank| tiles::most_moves(rows, cols, blank).map(u32::from))
        .try_fold(0, |most, each| Some(most.max(each?)))
}

/// The sizes whose most `help gen` tells, in the order it tells them.
const SIZES: [(u8, u8); 9] = [
    (2, 2),
    (2, 3),
    (3, 2),
    (2, 4),
    (4, 2),
    (3, 3),
    (3, 4),
    (4, 3),
    (4, 4),
];

/// `help gen`'s lines on the most moves any start needs, a line a size
/// (sizes that read alike share one), each from the library's word on it,
/// [`tiles::most_moves`]: `  2x4, 4x2: 36 in a corner, 35 on a side`.
pub fn most_lines() -> String {
    let mut lines: Vec<(String, String)> = Vec::new();
    for (rows, cols) in SIZES {
        let most = most_words(rows, cols);
        match lines.last_mut() {
            Some((sizes, last)) if *last == most => sizes.push_str(&format!(", {rows}x{cols}")),
            _ => lines.push((format!("{rows}x{cols}"), most)),
        }
    }
    lines
        .iter()
        .map(|(sizes, most)| format!("  {sizes}: {most}\n"))
        .collect()
}

/// The most at `rows` × `cols`, by where the target's blank is: in a
/// corner, elsewhere on the border, or inside it; one number where it is
/// the same everywhere.
fn most_words(rows: u8, cols: u8) -> String {
    const PLACES: [&str; 3] = ["in a corner", "on a side", "inside"];
    let place = |blank: u8| {
        let on_rows = blank / cols == 0 || blank / cols + 1 == rows;
        let on_cols = blank % cols == 0 || blank % cols + 1 == cols;
        usize::from(on_rows) + usize::from(on_cols)
    };
    // Each place's mosts, by the count of the board's borders it is on.
    let mut mosts: [Vec<Option<u8>>; 3] = Default::default();
    for blank in 0..rows * cols {
        let most = tiles::most_moves(rows, cols, blank);
        if let Some(seen) = mosts.get_mut(2 - place(blank)) {
            if !seen.contains(&most) {
                seen.push(most);
            }
        }
    }
    let mut alike: Vec<(String, Vec<&str>)> = Vec::new();
    for (seen, where_) in mosts
        .iter()
        .zip(PLACES)
        .filter(|(seen, _)| !seen.is_empty())
    {
        let words = if seen.contains(&None) {
            "not known".to_owned()
        } else {
            let numbers: Vec<String> = seen.iter().flatten().map(u8::to_string).collect();
            numbers.join(" or ")
        };
        match alike.iter_mut().find(|(said, _)| *said == words) {
            Some((_, places)) => places.push(where_),
            None => alike.push((words, vec![where_])),
        }
    }
    match alike.as_slice() {
        [(words, _)] => words.clone(),
        _ => {
            let each: Vec<String> = alike
                .iter()
                .map(|(words, places)| format!("{words} {}", places.join(" or ")))
                .collect();
            each.join(", ")
        }
    }
}

/// `flipswap sliding`.
pub static SLIDING: Words = Words {
    summary: "Sliding tiles at any size from 2 x 2 to 4 x 4: a start and a\ntarget, each rows of numbers ('0' the blank) up to a blank line;\nprints the fewest moves, then the moves u/d/l/r, least in the\norder d, l, r, u, or Impossible",
    what: "rows of numbers, 0 the blank, a blank line, the target's rows",
    answer: "the fewest moves, then moves like 'rr', or Impossible",
    options: Opt::SEARCH,
    draws: "the board after every move",
    checks: "the start, a blank line, the target, then the fewest moves\nand on the next line any moves u/d/l/r of that many that\nreach the target, or Impossible exactly when none do",
    help: "\
Sliding tiles at any size from 2 x 2 to 4 x 4 (2 to 4 rows and columns):
each case is a start and a target of one size, each rows of numbers
separated by spaces, the tiles 1 to rows x columns - 1 and '0', the blank,
as many in each row as in the first, ended by a blank line or the end of
the input. Prints the fewest moves, then the moves u, d, l, r (where the
blank goes) on the next line, the least in the order d, l, r, u among
them (an empty line when there are none), or 'Impossible' when no moves
take the start to the target. Up to 3 x 3 answers are quick; 3 x 4 and
4 x 3 take milliseconds, the farthest pairs (53 moves) 2 s; 4 x 4 pairs,
to a target with its blank in any cell, take the 15-puzzle's search (see
'flipswap help fifteen'): tens of milliseconds when drawn at random, and
the farthest, of 80 moves, minutes, as the 15-puzzle's do. --limit N
stops at a case that searches more than N positions.

example:
  $ printf '1 2 3\\n0 4 5\\n\\n1 2 3\\n4 5 0\\n' | flipswap sliding
  2
  rr
",
};

/// Sliding tiles at any size: the library's answer, the boards after each
/// move for `--show`, the library's judge of slides.
impl Cases for tiles::Boards {
    type Judge = SlideJudge;

    fn show<W: Write>(
        boards: &tiles::Boards,
        found: &Option<tiles::Solution>,
        out: &mut W,
    ) -> io::Result<()> {
        let Some(solution) = found else {
            return Ok(());
        };
        writeln!(out, "\nstart:\n{}", boards.start())?;
        let mut board = boards.start();
        for step in solution.moves() {
            board = board.slide(step).unwrap_or(board);
            writeln!(out, "\nmove {}:\n{board}", step.letter())?;
        }
        writeln!(out)
    }

    fn judge(boards: tiles::Boards, _number: u64, _options: Options) -> Result<SlideJudge, String> {
        Ok(SlideJudge::sliding(boards))
    }
}
