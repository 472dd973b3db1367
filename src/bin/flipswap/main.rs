//! `flipswap`: answers the four puzzles in the judges' own input and output
//! formats, case after case until the end of the input.

use std::io::{self, BufWriter, Read, Write};
use std::ops::Range;
use std::process::ExitCode;

use flipswap::check::{Checkable, Judge};
use flipswap::{
    Case, Cell, ParseError, ParseErrorKind, Reader, flip_game, fridge, lights, swap_game,
};

const USAGE: &str = "\
usage: flipswap <puzzle> [--show] < input
       flipswap check <puzzle> < cases-and-answers
       flipswap <puzzle> --help | flipswap check --help
       flipswap --help | --version

Reads the judge's input for one puzzle on standard input, case after case
until the end of the input (blank lines between cases are fine), and prints
the judge's output for each case. 'flipswap check' judges claimed answers
instead (see 'flipswap check --help').

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

input: CRLF line ends, spaces and tabs around the symbols, a UTF-8 byte
order mark and a missing final newline are fine; anything else that is not
the puzzle's input stops the run with the case and the line on stderr.

exit status: 0 success, 1 bad input (the answers before it are printed),
2 usage error.
";

const CHECK_USAGE: &str = "\
usage: flipswap check <puzzle> < cases-and-answers

Judges claimed answers. The input holds, case after case, the judge's input
for a case followed by a claimed answer in the judge's output format:

  flip-game   4 rows, then one line: the fewest flips, or Impossible
  fridge      4 rows, then a line N, then N lines 'row col' in any order
  lights      3 rows, then one line: the fewest presses
  swap-game   8 rows, then a line N, then N lines 'abcd' (either cell first)

The answer's first line tells how many lines it has, so no separator is
needed; blank lines may stand between cases and before an answer. For each
case prints 'case K: ok' when the answer is well formed, its moves are legal
and reach the goal in the fewest moves, else
'case K: line L of the answer (input line M): what is wrong', naming the
first line after which no right answer can go on.

example:
  $ printf -- '-+--\\n----\\n----\\n-+--\\n6\\n4 4\\n1 1\\n1 3\\n1 4\\n4 1\\n4 3\\n' | flipswap check fridge
  case 1: ok

exit status: 0 every answer right, 1 an answer wrong or bad input (the
verdicts before it are printed), 2 usage error.
";

/// One puzzle as the command line sees it.
struct Puzzle {
    name: &'static str,
    help: &'static str,
    run: fn(&mut dyn Read, &mut dyn Write, bool) -> Result<(), Failure>,
    /// Judges claimed answers; says how many were wrong.
    check: fn(&mut dyn Read, &mut dyn Write) -> Result<u64, Failure>,
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
        check: check::<flip_game::Board>,
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
        check: check::<fridge::Board>,
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
        check: check::<lights::Board>,
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
        check: check::<swap_game::Pair>,
    },
];

/// Why a run stopped early.
enum Failure {
    /// Malformed input: the case it was in and what is wrong.
    Input { case: u64, error: ParseError },
    /// A line longer than any case or answer can hold.
    LineTooLong { case: u64, line: u32 },
    /// An answer whose first line gives no number: where it ends, and so
    /// where the next case starts, is unknown.
    LostAnswer { case: u64 },
    /// Reading or writing failed.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Io(error)
    }
}

/// What the command line asks for.
enum Mode {
    /// Answer each case.
    Solve { show: bool },
    /// Judge each case's claimed answer.
    Check,
}

fn main() -> ExitCode {
    let mut positional = Vec::new();
    let mut show = false;
    let mut help = false;
    // `args()` would panic on an argument that is not Unicode; such an
    // argument names no puzzle or option, and is reported as it looks.
    for arg in std::env::args_os().skip(1) {
        let arg = arg.to_string_lossy().into_owned();
        match arg.as_str() {
            "-h" | "--help" => help = true,
            "-V" | "--version" => {
                return print(&format!("flipswap {}\n", env!("CARGO_PKG_VERSION")));
            }
            "--show" => show = true,
            option if option.starts_with('-') => {
                return usage(&format!("unknown option '{option}'"));
            }
            _ => positional.push(arg),
        }
    }
    let (mode, name) = match positional.as_slice() {
        [] if help => return print(USAGE),
        [] => return usage("no puzzle given"),
        [check] if check == "check" && help => return print(CHECK_USAGE),
        [check] if check == "check" => return usage_of("no puzzle given to check", CHECK_USAGE),
        [check, name] if check == "check" => (Mode::Check, name),
        [name] => (Mode::Solve { show }, name),
        [check, _, extra, ..] if check == "check" => {
            return usage_of(&format!("unexpected argument '{extra}'"), CHECK_USAGE);
        }
        [_, extra, ..] => return usage(&format!("unexpected argument '{extra}'")),
    };
    let Some(puzzle) = PUZZLES.iter().find(|p| p.name == name) else {
        let text = match mode {
            Mode::Check => CHECK_USAGE,
            Mode::Solve { .. } => USAGE,
        };
        return usage_of(&format!("unknown puzzle '{name}'"), text);
    };
    if let Mode::Check = mode {
        if help {
            return print(CHECK_USAGE);
        }
        if show {
            return usage_of("--show does not go with check", CHECK_USAGE);
        }
    } else if help {
        return print(puzzle.help);
    }

    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut input = stdin.lock();
    let mut output = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let (label, result) = match mode {
        Mode::Solve { show } => (
            puzzle.name.to_owned(),
            (puzzle.run)(&mut input, &mut output, show).map(|()| 0),
        ),
        Mode::Check => (
            format!("check {}", puzzle.name),
            (puzzle.check)(&mut input, &mut output),
        ),
    };
    // Whatever was answered before a failure is still printed.
    let flushed = output.flush();
    let failure = match (result, flushed) {
        (Ok(0), Ok(())) => return ExitCode::SUCCESS,
        (Err(Failure::Io(error)), _) | (_, Err(error)) => return io_failure(&error),
        (Ok(wrong), Ok(())) => {
            format!(
                "{wrong} answer{} wrong",
                if wrong == 1 { " is" } else { "s are" }
            )
        }
        (Err(Failure::Input { case, error }), Ok(())) => format!("case {case}, {error}"),
        (Err(Failure::LineTooLong { case, line }), Ok(())) => {
            format!("case {case}, line {line}: the line is longer than {MAX_LINE} bytes")
        }
        (Err(Failure::LostAnswer { case }), Ok(())) => format!(
            "case {case}: the answer's first line gives no number of moves, so where the next case starts is unknown; stopping"
        ),
    };
    report(&format!("flipswap {label}: {failure}\n"));
    ExitCode::from(1)
}

/// Prints `text` on stdout (help, version); a reader that went away is fine.
fn print(text: &str) -> ExitCode {
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => io_failure(&error),
    }
}

/// Prints `text` on stderr. There is nowhere left to tell of a failure to
/// do so, and a panic would only try stderr again.
fn report(text: &str) {
    let _ = io::stderr().lock().write_all(text.as_bytes());
}

fn usage(problem: &str) -> ExitCode {
    usage_of(problem, USAGE)
}

/// Reports a usage error with the usage text that concerns it.
fn usage_of(problem: &str, text: &str) -> ExitCode {
    report(&format!("flipswap: {problem}\n\n{text}"));
    ExitCode::from(2)
}

/// A reader that went away (`flipswap … | head -1`) ends the run quietly.
fn io_failure(error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    report(&format!("flipswap: {error}\n"));
    ExitCode::from(1)
}

/// The longest line read. No case or answer line comes near it; the limit
/// keeps memory bounded on input that has no newlines (`< /dev/zero`).
const MAX_LINE: usize = 64 * 1024;

/// One line of input.
enum Line<'a> {
    /// A line, without its `\n`.
    Text(&'a [u8]),
    /// The first `MAX_LINE` bytes of a line that goes on past them.
    TooLong(&'a [u8]),
    /// The end of the input.
    End,
}

/// Splits the input into lines inside one buffer of its own, so that a line
/// costs a scan for its `\n` and no copy; only a line that straddles two
/// reads is moved, to the front of the buffer.
struct Lines<'a> {
    input: &'a mut dyn Read,
    buffer: Vec<u8>,
    /// The unread bytes are `buffer[start..end]`.
    start: usize,
    end: usize,
    /// The input has ended.
    done: bool,
}

impl<'a> Lines<'a> {
    fn new(input: &'a mut dyn Read) -> Self {
        Lines {
            input,
            buffer: vec![0; 2 * MAX_LINE + 2],
            start: 0,
            end: 0,
            done: false,
        }
    }

    /// The next line, holding at most `MAX_LINE` bytes of it.
    #[inline]
    fn next(&mut self) -> io::Result<Line<'_>> {
        if let Some(line) = self.take_held_line() {
            return Ok(Line::Text(self.buffer.get(line).unwrap_or_default()));
        }
        self.refill_and_next()
    }

    /// Where in the buffer the next line is, when it is held whole and is
    /// not too long; it is then read.
    #[inline]
    fn take_held_line(&mut self) -> Option<Range<usize>> {
        let held = self.buffer.get(self.start..self.end)?;
        let newline = find_newline(held).filter(|&i| i <= MAX_LINE)?;
        let line = self.start..self.start + newline;
        self.start += newline + 1;
        Some(line)
    }

    /// [`next`](Self::next) when no whole line is held: reads more input
    /// until one is, or the line is too long, or the input ends.
    #[cold]
    fn refill_and_next(&mut self) -> io::Result<Line<'_>> {
        loop {
            if let Some(line) = self.take_held_line() {
                return Ok(Line::Text(self.buffer.get(line).unwrap_or_default()));
            }
            let held = self.start..self.end;
            if held.len() > MAX_LINE {
                return Ok(Line::TooLong(
                    self.buffer
                        .get(held.start..held.start + MAX_LINE)
                        .unwrap_or_default(),
                ));
            }
            if self.done {
                if held.is_empty() {
                    return Ok(Line::End);
                }
                // The last line, with no newline after it.
                self.start = self.end;
                return Ok(Line::Text(self.buffer.get(held).unwrap_or_default()));
            }
            self.buffer.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
            let room = self.buffer.get_mut(self.end..).unwrap_or_default();
            match self.input.read(room) {
                Ok(0) => self.done = true,
                Ok(read) => self.end += read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
    }
}

/// Where the first `\n` in `bytes` is. Eight bytes at a time: a byte of
/// `word ^ 0x0A…` is zero where `word` holds a newline, and the lowest such
/// byte is the lowest whose top bit survives `(x - 0x01…) & !x & 0x80…`.
fn find_newline(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut chunks = bytes.chunks_exact(8);
    let mut offset = 0;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let x = u64::from_le_bytes(word) ^ (ONES * u64::from(b'\n'));
        let zeros = x.wrapping_sub(ONES) & !x & (ONES << 7);
        if zeros != 0 {
            return Some(offset + (zeros.trailing_zeros() / 8) as usize);
        }
        offset += 8;
    }
    let rest = chunks.remainder().iter().position(|&b| b == b'\n');
    rest.map(|i| offset + i)
}

/// The failure for a line of case `case` that is too long: the parser's own
/// error when the start of the line already shows one, so that a stream of
/// junk is named for what it is.
fn too_long<C: Case + Clone>(reader: &Reader<C>, head: &[u8], case: u64) -> Failure {
    let mut probe = reader.clone();
    match probe.push_line(head) {
        Err(error)
            if matches!(
                error.kind(),
                ParseErrorKind::Unexpected { .. } | ParseErrorKind::RowTooLong { .. }
            ) =>
        {
            Failure::Input { case, error }
        }
        _ => Failure::LineTooLong {
            case,
            line: probe.line(),
        },
    }
}

/// Reads cases of type `C` until the end of the input, answering each.
fn run<C: Case + Clone>(
    input: &mut dyn Read,
    output: &mut dyn Write,
    show: bool,
    answer: fn(&mut dyn Write, C, bool) -> io::Result<()>,
) -> Result<(), Failure> {
    let mut reader = Reader::<C>::new();
    let mut lines = Lines::new(input);
    let mut cases: u64 = 0;
    loop {
        let line = match lines.next()? {
            Line::Text(line) => line,
            Line::TooLong(head) => return Err(too_long(&reader, head, cases + 1)),
            Line::End => break,
        };
        match reader.push_line(line) {
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

/// Whether a line holds nothing but blanks and a line end.
fn is_blank(line: &[u8]) -> bool {
    line.iter().all(|b| matches!(b, b' ' | b'\t' | b'\r'))
}

/// Reads cases of type `C`, each followed by a claimed answer, until the end
/// of the input, and prints a verdict for each. Returns how many answers
/// were wrong.
fn check<C: Case + Checkable + Clone>(
    input: &mut dyn Read,
    output: &mut dyn Write,
) -> Result<u64, Failure> {
    let mut reader = Reader::<C>::new();
    let mut lines = Lines::new(input);
    let mut cases: u64 = 0;
    let mut wrong: u64 = 0;
    loop {
        let line = match lines.next()? {
            Line::Text(line) => line,
            Line::TooLong(head) => return Err(too_long(&reader, head, cases + 1)),
            Line::End => break,
        };
        let case = match reader.push_line(line) {
            Ok(Some(case)) => case,
            Ok(None) => continue,
            Err(error) => {
                return Err(Failure::Input {
                    case: cases + 1,
                    error,
                });
            }
        };
        cases += 1;
        let mut judge = Judge::new(case);
        // The input line of the answer's first line, once it is read.
        let mut first = None;
        while judge.wants_line() {
            let line = match lines.next()? {
                Line::Text(line) => line,
                Line::TooLong(_) => {
                    reader.skip_line();
                    let line = reader.line();
                    return Err(Failure::LineTooLong { case: cases, line });
                }
                Line::End => break,
            };
            reader.skip_line();
            if first.is_none() {
                if is_blank(line) {
                    continue;
                }
                first = Some(reader.line());
            }
            judge.push_line(line);
        }
        match judge.finish() {
            Ok(()) => writeln!(output, "case {cases}: ok")?,
            Err(rejection) => {
                wrong += 1;
                let start = first.unwrap_or_else(|| reader.line().saturating_add(1));
                let line = start.saturating_add(rejection.line().saturating_sub(1));
                writeln!(
                    output,
                    "case {cases}: line {} of the answer (input line {line}): {}",
                    rejection.line(),
                    rejection.problem()
                )?;
            }
        }
        if !judge.knows_length() {
            return Err(Failure::LostAnswer { case: cases });
        }
    }
    reader.finish().map_err(|error| Failure::Input {
        case: cases + 1,
        error,
    })?;
    Ok(wrong)
}

/// Writes a count of moves and a newline. Answers are short, and this keeps
/// `core::fmt` off the path of every case.
fn write_count(out: &mut dyn Write, count: usize) -> io::Result<()> {
    let mut text = [0u8; 21];
    let mut at = text.len() - 1;
    text[at] = b'\n';
    let mut rest = count;
    loop {
        at -= 1;
        text[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.write_all(&text[at..])
}

/// The judges' 1-based digit for a 0-based row or column (all are below 9).
fn digit(index: u8) -> u8 {
    b'1' + index
}

fn answer_flip_game(out: &mut dyn Write, board: flip_game::Board, show: bool) -> io::Result<()> {
    let Some(solution) = flip_game::solve(board) else {
        return out.write_all(b"Impossible\n");
    };
    write_count(out, solution.len())?;
    if show {
        draw_presses(out, board, solution.presses(), "flip", |b, c| b.press(c))?;
    }
    Ok(())
}

fn answer_fridge(out: &mut dyn Write, door: fridge::Board, show: bool) -> io::Result<()> {
    let solution = fridge::solve(door);
    write_count(out, solution.len())?;
    for cell in solution.presses() {
        out.write_all(&[digit(cell.row()), b' ', digit(cell.col()), b'\n'])?;
    }
    if show {
        draw_presses(out, door, solution.presses(), "turn", |b, c| b.press(c))?;
    }
    Ok(())
}

fn answer_lights(out: &mut dyn Write, board: lights::Board, show: bool) -> io::Result<()> {
    let solution = lights::solve(board);
    write_count(out, solution.len())?;
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
    write_count(out, solution.len())?;
    for (from, to) in solution.moves() {
        let (a, b, c, d) = (from.row(), from.col(), to.row(), to.col());
        out.write_all(&[digit(a), digit(b), digit(c), digit(d), b'\n'])?;
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
