//! `flipswap`: answers the four puzzles in the judges' own input and output
//! formats, case after case until the end of the input.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use flipswap::{Case, Cell, ParseError, Reader, flip_game, fridge, lights, swap_game};

const USAGE: &str = "\
usage: flipswap <puzzle> [--show] < input
       flipswap <puzzle> --help
       flipswap --help | --version

Reads the judge's input for one puzzle on standard input, case after case
until the end of the input (blank lines between cases are fine), and prints
the judge's output for each case.

puzzles:
  flip-game   Flip Game (POJ 1753): 4 rows of b/w; prints the fewest flips
              that make the board one colour, or Impossible
  fridge      The Pilots Brothers' refrigerator (POJ 2965): 4 rows of +/-;
              prints the fewest turns, then each handle as 'row col'
  lights      Turn on all the lights (Luogu P2040): 3 rows of '0 0 1';
              prints the fewest presses
  swap-game   Black and white swap game (Luogu P1225): 4 rows of 0/1 for the
              start, then 4 for the target; prints the fewest swaps, then
              each swap as 'abcd' (cell a,b with cell c,d)

options:
  --show      after each answer, draw the board after every move
  -h, --help  print this help (or the puzzle's help after a puzzle)
  -V, --version

exit status: 0 success, 1 bad input (the answers before it are printed),
2 usage error.
";

/// One puzzle as the command line sees it.
struct Puzzle {
    name: &'static str,
    help: &'static str,
    run: fn(&mut dyn BufRead, &mut dyn Write, bool) -> Result<(), Failure>,
}

const PUZZLES: [Puzzle; 4] = [
    Puzzle {
        name: "flip-game",
        help: "\
usage: flipswap flip-game [--show] < input

Flip Game (POJ 1753). Each case is 4 lines of 4 pieces, 'b' (black) or
'w' (white). Flipping a piece also flips its up, down, left and right
neighbours. Prints the fewest flips that make every piece one colour, or
'Impossible'.

example:
  $ printf 'bwwb\\nbbwb\\nbwwb\\nbwww\\n' | flipswap flip-game
  4

--show draws the board after each flip.
",
        run: |input, output, show| run::<flip_game::Board>(input, output, show, answer_flip_game),
    },
    Puzzle {
        name: "fridge",
        help: "\
usage: flipswap fridge [--show] < input

The Pilots Brothers' refrigerator (POJ 2965). Each case is 4 lines of 4
handles, '+' (closed) or '-' (open). Turning a handle also turns every
handle in its row and column. Prints the fewest turns N that open every
handle, then N lines 'row col' (1-based, in row-major order).

example:
  $ printf -- '-+--\\n----\\n----\\n-+--\\n' | flipswap fridge
  6
  1 1
  1 3
  1 4
  4 1
  4 3
  4 4

--show draws the door after each turn.
",
        run: |input, output, show| run::<fridge::Board>(input, output, show, answer_fridge),
    },
    Puzzle {
        name: "lights",
        help: "\
usage: flipswap lights [--show] < input

Turn on all the lights (Luogu P2040). Each case is 3 lines of 3 lights,
'1' (on) or '0' (off), separated by spaces. Pressing a light also toggles
its up, down, left and right neighbours. Prints the fewest presses that
turn all nine on.

example:
  $ printf '0 0 1\\n0 1 1\\n1 0 0\\n' | flipswap lights
  4

--show draws the board after each press.
",
        run: |input, output, show| run::<lights::Board>(input, output, show, answer_lights),
    },
    Puzzle {
        name: "swap-game",
        help: "\
usage: flipswap swap-game [--show] < input

Black and white swap game (Luogu P1225). Each case is 8 lines of 4 cells,
'1' (black) or '0' (white): the start board, then the target board, with
as many '1's as the start. A move swaps two cells that share an edge.
Prints the fewest swaps N, then N lines 'abcd': swap cell (a,b) with cell
(c,d), 1-based, the black piece moving from (a,b) to (c,d).

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n1010\\n0101\\n1010\\n0101\\n' | flipswap swap-game
  4
  1222
  1424
  3242
  4344

--show draws the board after each swap.
",
        run: |input, output, show| run::<swap_game::Pair>(input, output, show, answer_swap_game),
    },
];

/// Why a run stopped early.
enum Failure {
    /// Malformed input: the case it was in and what is wrong.
    Input { case: u64, error: ParseError },
    /// Reading or writing failed.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Io(error)
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut puzzle = None;
    let mut show = false;
    let mut help = false;
    for arg in &args {
        match arg.as_str() {
            "-h" | "--help" => help = true,
            "-V" | "--version" => {
                println!("flipswap {}", env!("CARGO_PKG_VERSION"));
                return ExitCode::SUCCESS;
            }
            "--show" => show = true,
            option if option.starts_with('-') => {
                return usage(&format!("unknown option '{option}'"));
            }
            name if puzzle.is_none() => match PUZZLES.iter().find(|p| p.name == name) {
                Some(found) => puzzle = Some(found),
                None => return usage(&format!("unknown puzzle '{name}'")),
            },
            extra => return usage(&format!("unexpected argument '{extra}'")),
        }
    }
    let Some(puzzle) = puzzle else {
        if help {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        return usage("no puzzle given");
    };
    if help {
        print!("{}", puzzle.help);
        return ExitCode::SUCCESS;
    }

    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut input = stdin.lock();
    let mut output = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let result = (puzzle.run)(&mut input, &mut output, show);
    // Whatever was answered before a failure is still printed.
    let flushed = output.flush();
    match (result, flushed) {
        (Ok(()), Ok(())) => ExitCode::SUCCESS,
        (Err(Failure::Io(error)), _) | (Ok(()), Err(error)) => io_failure(&error),
        (Err(Failure::Input { case, error }), flushed) => {
            if let Err(error) = flushed {
                return io_failure(&error);
            }
            eprintln!("flipswap {}: case {case}, {error}", puzzle.name);
            ExitCode::from(1)
        }
    }
}

fn usage(problem: &str) -> ExitCode {
    eprint!("flipswap: {problem}\n\n{USAGE}");
    ExitCode::from(2)
}

/// A reader that went away (`flipswap … | head -1`) ends the run quietly.
fn io_failure(error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    eprintln!("flipswap: {error}");
    ExitCode::from(1)
}

/// Reads cases of type `C` until the end of the input, answering each.
fn run<C: Case>(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    show: bool,
    answer: fn(&mut dyn Write, C, bool) -> io::Result<()>,
) -> Result<(), Failure> {
    let mut reader = Reader::<C>::new();
    let mut line = Vec::with_capacity(256);
    let mut cases: u64 = 0;
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        match reader.push_line(text) {
            Ok(Some(case)) => {
                cases += 1;
                answer(output, case, show)?;
            }
            Ok(None) => {}
            Err(error) => {
                return Err(Failure::Input {
                    case: cases + 1,
                    error,
                });
            }
        }
    }
    reader.finish().map_err(|error| Failure::Input {
        case: cases + 1,
        error,
    })
}

fn answer_flip_game(out: &mut dyn Write, board: flip_game::Board, show: bool) -> io::Result<()> {
    let Some(solution) = flip_game::solve(board) else {
        return out.write_all(b"Impossible\n");
    };
    writeln!(out, "{}", solution.len())?;
    if show {
        draw_presses(out, board, solution.presses(), "flip", |b, c| b.press(c))?;
    }
    Ok(())
}

fn answer_fridge(out: &mut dyn Write, door: fridge::Board, show: bool) -> io::Result<()> {
    let solution = fridge::solve(door);
    writeln!(out, "{}", solution.len())?;
    for cell in solution.presses() {
        writeln!(out, "{} {}", cell.row() + 1, cell.col() + 1)?;
    }
    if show {
        draw_presses(out, door, solution.presses(), "turn", |b, c| b.press(c))?;
    }
    Ok(())
}

fn answer_lights(out: &mut dyn Write, board: lights::Board, show: bool) -> io::Result<()> {
    let solution = lights::solve(board);
    writeln!(out, "{}", solution.len())?;
    if show {
        draw_presses(out, board, solution.presses(), "press", |b, c| b.press(c))?;
    }
    Ok(())
}

fn answer_swap_game(out: &mut dyn Write, pair: swap_game::Pair, show: bool) -> io::Result<()> {
    // The reader has checked that the counts match, so this cannot fail.
    let Ok(solution) = swap_game::solve(pair.start, pair.target) else {
        return Ok(());
    };
    writeln!(out, "{}", solution.len())?;
    for (from, to) in solution.moves() {
        writeln!(
            out,
            "{}{}{}{}",
            from.row() + 1,
            from.col() + 1,
            to.row() + 1,
            to.col() + 1
        )?;
    }
    if show {
        writeln!(out, "\nstart:\n{}", pair.start)?;
        let mut board = pair.start;
        for (from, to) in solution.moves() {
            board = board.swap(from, to).unwrap_or(board);
            writeln!(
                out,
                "\nswap {} {} with {} {}:\n{board}",
                from.row() + 1,
                from.col() + 1,
                to.row() + 1,
                to.col() + 1
            )?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Draws `board`, then the board after each press, for `--show`.
fn draw_presses<B: std::fmt::Display + Copy>(
    out: &mut dyn Write,
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
