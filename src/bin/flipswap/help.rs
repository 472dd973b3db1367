//! `flipswap --help` and `flipswap help check`. Each puzzle's own help is in
//! [`crate::puzzle`].

use flipswap::format::Cases;

use flipswap::answer::Words;
use flipswap::registry;

/// `flipswap --help` up to the list of puzzles.
const USAGE_HEAD: &str = "\
usage: flipswap <puzzle> [--show] [FILE...]
       flipswap lights-out [--goal off|on|one-colour] [--show] [FILE...]
       flipswap fifteen|fifteen-count|sliding [--limit N [--keep-going]]
                                              [--quiet] [--show] [FILE...]
       flipswap check <puzzle> [FILE...]
       flipswap gen <puzzle> [--moves N|max] [--size RxC] [--count K] [--seed S]
       flipswap validate <puzzle> [--size RxC] [FILE...]
       flipswap help [<puzzle> | check | gen | validate]
       flipswap --help | --version

Reads the judge's input for one puzzle, case after case until the end of
the input (blank lines between cases are fine), and prints the judge's
output for each case, as soon as the case is complete. Reads each FILE in
turn, or standard input when there is none ('-' is standard input too).
'flipswap check' judges claimed answers instead, also as a special judge
under testlib or DOMjudge (see 'flipswap help check'). For a problem setter,
'flipswap gen' writes tests, 'flipswap validate' says whether an input is
exactly as the judge writes it, and check rules on answers (see 'flipswap
help gen' and 'flipswap help validate').

puzzles:
";

/// `flipswap --help` after the list of puzzles.
const USAGE_TAIL: &str = "\
options:
  --show         after each answer, draw the board after every move
  --goal GOAL    lights-out's goal: off (the default), on or one-colour
  --rule R       lights-out's press rule, with --torus and --states 2|3
  --limit N      a search's bound: stop at a case over N positions (exit 4)
  --keep-going   with --limit: skip a case over it, named on stderr (exit 4)
  --quiet        no progress line on stderr (shown on a terminal after 1 s)
  -h, --help     print this help; after a puzzle or check, its own help
  -V, --version  print the version
  --             end the options: every argument after it is a FILE

input: CRLF line ends, spaces and tabs around the symbols, a UTF-8 byte
order mark and a missing final newline are fine; anything else that is not
the puzzle's input stops the run. The error on stderr names the case, the
line and the column, and the FILE when files are given. Each FILE is an
input of its own: its cases and lines count from 1.

exit status:
  0  success (every answer right, with check)
  1  bad input, or a file that cannot be read or an output that cannot be
     written (the answers before it are printed)
  2  usage error
  3  check judged an answer wrong (and all the input could be read)
  4  a case's search passed --limit (the answers before it are printed)
";

/// `flipswap --help`: the list of puzzles is made from the puzzle table,
/// a row each.
pub fn usage() -> String {
    listed(USAGE_HEAD, |words| words.summary, USAGE_TAIL)
}

/// `head`, then each subcommand's entry: its name in a column of 12, its
/// `lines` beside it and under it (under the name, when too long for the
/// column); then `tail`.
fn listed(head: &str, lines: fn(&Words) -> &'static str, tail: &str) -> String {
    let mut text = String::from(head);
    for row in registry::ROWS {
        let mut lines = lines(row.words).lines();
        let name = row.name;
        if name.len() < 12 {
            let first = lines.next().unwrap_or_default();
            text.push_str(&format!("  {name:<12}{first}\n"));
        } else {
            text.push_str(&format!("  {name}\n"));
        }
        for line in lines {
            text.push_str(&format!("              {line}\n"));
        }
    }
    text.push('\n');
    text.push_str(tail);
    text
}

/// `flipswap help check` up to the list of what each subcommand's answer
/// is.
const CHECK_HEAD: &str = "\
usage: flipswap check <puzzle> [--goal GOAL] [FILE...]
       flipswap check <puzzle> [--goal GOAL] --testlib INPUT OUTPUT ANSWER
       flipswap check <puzzle> [--goal GOAL] --domjudge INPUT ANSWER FEEDBACKDIR < OUTPUT

Judges claimed answers. The input holds, case after case, the judge's input
for a case followed by a claimed answer in the judge's output format:

";

/// `flipswap help check` after the list.
const CHECK_TAIL: &str = "\
The answer's first line tells how many lines it has, so no separator is
needed; blank lines may stand between cases and before an answer. For each
case prints 'case K: ok' when the answer is well formed, its moves are legal
and reach the goal in the fewest moves, else
'case K: line L of the answer (input line M): what is wrong', naming the
first line after which no right answer can go on. Each verdict appears as
soon as its case is complete. The last line counts the verdicts:
'3 cases judged, 1 wrong'.

Reads each FILE in turn, or standard input ('-', or no FILE at all). Each
FILE is an input of its own: its cases and lines count from 1, and with two
inputs or more each verdict starts with the input's name ('FILE: case K').

as a special judge (testlib's checker, DOMjudge's output validator): the
cases come from INPUT, the judge's input file (all its cases in the
puzzle's input format, its count line included), and the claimed answers
from OUTPUT, the contestant's output: the answers one after another in the
order of the cases, each in the judge's output format as above. An answer
ends as soon as it holds every line it should; blank lines between answers
are fine. ANSWER, the jury's answer, must be there but is not read: the
rules above tell every right answer. The first answer that is not right
ends the run, and its verdict names the case, the line of the answer and
the line of OUTPUT.
  --testlib   the verdict on stderr, as testlib words it, and the exit
              status: 0 'ok 3 cases'; 1 'wrong answer case K: ...';
              2 'wrong output format ...' (not a number where one stands,
              a row of the wrong length, a missing answer, output after
              the last answer); 3 'FAIL ...' (an INPUT that is not the
              judge's input, a file that cannot be read)
  --domjudge  OUTPUT on standard input; the verdict, in the same words, in
              FEEDBACKDIR/judgemessage.txt; exit status 42 when every
              answer is right, 43 when one is wrong or badly formatted;
              1, with the reason on stderr, when it cannot judge

options:
  --goal GOAL  lights-out's goal: off (the default), on or one-colour
  --rule R     lights-out's press rule, with --torus and --states 2|3
  --testlib    judge OUTPUT as a testlib checker (see above)
  --domjudge   judge standard input as a DOMjudge output validator (see above)
  -h, --help   print this help

example:
  $ printf -- '-+--\\n----\\n----\\n-+--\\n6\\n4 4\\n1 1\\n1 3\\n1 4\\n4 1\\n4 3\\n' | flipswap check fridge
  case 1: ok
  1 case judged, 0 wrong
  $ printf -- '-+--\\n----\\n----\\n-+--\\n' > in.txt
  $ printf '6\\n4 4\\n4 3\\n4 1\\n1 4\\n1 3\\n1 1\\n' > out.txt
  $ flipswap check fridge --testlib in.txt out.txt out.txt
  ok 1 case
  $ mkdir -p feedback
  $ (cat out.txt; echo 1 1) | flipswap check fridge --domjudge in.txt out.txt feedback
  $ echo $?; cat feedback/judgemessage.txt
  43
  wrong output format output line 8: expected the end of the output after the answer to case 1

exit status (without --testlib or --domjudge):
  0  every answer right
  1  bad input, or a file that cannot be read or an output that cannot be
     written (the verdicts before it and the count are printed)
  2  usage error
  3  an answer wrong (and all the input could be read)
";

/// `flipswap help check`: the list of answers is made from the puzzle
/// table, a row each.
pub fn check_usage() -> String {
    listed(CHECK_HEAD, |words| words.checks, CHECK_TAIL)
}

/// `flipswap help gen` up to the list of the most moves of each size of
/// sliding tiles.
const GEN_HEAD: &str = "\
usage: flipswap gen <puzzle> [--moves N|max] [--size RxC] [--goal GOAL]
                    [--count K] [--seed S] [--quiet]

Writes K cases (1 unless --count says) in the puzzle's own input format,
the count line or heads the format needs included, each needing exactly N
moves, so that 'flipswap gen <puzzle> ... | flipswap <puzzle>' answers N
for every case (switches, whose judge prints -1 for a board that needs
more than 6 presses, answers -1 for N above 6). The same seed (0 unless
--seed says) gives the same bytes on every machine. Each case is written
as it is drawn; when the reader closes the pipe, gen ends (exit 0).

options:
  --moves N    boards needing exactly N moves; 'max' for the most the
               puzzle needs at that size; without it, any board, solvable
               or not
  --size RxC   rows and columns, where the format lets them vary: lights-out
               (5x5 unless given), fliptile and painter (5x5), water-bowls and
               flip-cards (1x20), swap-game and moving-toys (4x4), sliding
               (3x3; 2 to 4 rows and columns), gambler-bo and harmonious
               (drawn unless given); the press judges on graphs count
               else: graph-lights N lights and M edges (35x70),
               switch-problem N switches and M pairs (28x60), lanterns N
               lanterns and M switches (50x50)
  --goal GOAL  lights-out's goal: off (the default), on or one-colour
  --rule R     lights-out's press rule, with --torus and --states 2|3
  --count K    how many cases, 1 or more; a judge of one case gives one, so more
               make a batch that 'flipswap <puzzle>' answers and
               'flipswap validate' refuses (see 'flipswap help validate')
  --seed S     a number from 0 to 2^64 - 1
  --quiet      no progress line on stderr (shown on a terminal after 1 s)
  -h, --help   print this help

The most a puzzle needs is known from its table (flip-game, fridge, lights,
eight, eight-ii, eight-digits), from its size's algebra (lights-out and the
judges that pose it, where the press maps that change nothing are few), or
by weighing every pair (swap-game and moving-toys: at 4 x 4, the judges'
board, and at every size of up to 12 cells; on larger boards 'max' is the
drawn target's most, where its starts are few). Asked for more than the
most, gen writes nothing and exits 2, saying the most.
fifteen and fifteen-count draw any board from all arrangements, each
equally likely (fifteen-count only those that reach the goal); with
--moves N, N at most 50 (the most UVa 10181's judge accepts), a walk from
the goal, each step to a board one move farther, found by the solver (not
each board needing N equally likely; seconds a board for N near 50);
'max' is refused: the boards needing the most, 80, are not listed.
sliding draws its target from all arrangements, each equally likely, and
its start the same way among those that reach the target. With --moves N
the target is drawn again until the place of its blank has starts that
need N, then a start: up to 3 x 3 each start needing N equally likely, from
the tables; at 3 x 4 and 4 x 3 up to 32 by the walk from the target, past
it a board on the answer of one needing the most; at 4 x 4 by the walk, N
at most 50 and 'max' refused, and a target whose blank is not in the
bottom-right corner may take the solver long. The most any start needs,
by the size and the place of the target's blank ('max' is a size's
largest; more is refused as for every puzzle):
";

/// `flipswap help gen` after the list.
const GEN_TAIL: &str = "
example:
  flipswap gen lights-out --size 5x5 --moves max --count 3 --seed 1 | flipswap lights-out

The boards are drawn by the crate's own generator, which is not for
cryptography.
";

/// `flipswap help gen`: the most moves of each size of sliding tiles are
/// the library's, written when the help is.
pub fn gen_usage() -> String {
    let mut text = String::from(GEN_HEAD);
    text.push_str(&most_lines());
    text.push_str(GEN_TAIL);
    text
}

/// `flipswap help validate` up to the list of how many cases each judge
/// gives.
const VALIDATE_HEAD: &str = "\
usage: flipswap validate <puzzle> [--size RxC] [FILE...]

Says whether each FILE (standard input when there is none; '-' is standard
input too) is exactly the puzzle's input as its judge writes it: the
validator of a problem setter, beside 'flipswap gen' (the generator) and
'flipswap check' (the checker). Where 'flipswap <puzzle>' forgives, validate
does not: the count line equal to the number of cases, every size and
symbol or number in the judge's range, single spaces where the judge puts
them and nowhere else, no tab, no blank at the start or end of a line, every
line ended by one LF (the last line too), no CR, no byte order mark, blank
lines only where the format has them, and as many cases as the judge
gives, nothing after the last. Whatever 'flipswap gen <puzzle>' writes is
valid when it holds that many: for a judge of one case, one (gen's default;
more make a batch that 'flipswap <puzzle>' answers, not a test).

The cases each judge gives (an input with fewer or more is refused, where
'flipswap <puzzle>' answers any number, case after case):
";

/// `flipswap help validate` after the list.
const VALIDATE_TAIL: &str = "
Prints nothing and exits 0 when every input is valid. Otherwise names, on
stderr, the first fault of each input that has one: its case, line and
column and what was expected ('flipswap validate fliptile: case 1, line 3,
column 4: expected end of line, found ' ''), and exits 1.

options:
  --size RxC   every case must have R rows and C columns (where the format
               lets the size vary: lights-out, swap-game, sliding, ...), or
               as 'flipswap help gen' says: R lights and C edges, ...
  --rule R     lights-out's press rule, with --torus and --states 2|3
  -h, --help   print this help

example:
  flipswap gen lights-out --size 6x6 --count 10 --seed 7 > test1.txt
  flipswap validate lights-out --size 6x6 test1.txt

exit status:
  0  every input valid
  1  an input not valid, or one that cannot be read
  2  usage error
";

/// `flipswap help validate`: the subcommands under the number of cases
/// their judges give, from each one's format.
pub fn validate_usage() -> String {
    let mut text = String::from(VALIDATE_HEAD);
    for (cases, heading) in [
        (Cases::One, "exactly one:"),
        (
            Cases::Counted,
            "as many as the line that opens the input says, 1 or more:",
        ),
        (
            Cases::OneOrMore,
            "one or more, to the end of the input (or to a line 'end'):",
        ),
    ] {
        text.push_str("  ");
        text.push_str(heading);
        text.push('\n');
        let names = registry::ROWS
            .iter()
            .filter(|puzzle| puzzle.format().cases == cases)
            .map(|puzzle| puzzle.name);
        wrap(&mut text, names, 4, 76);
    }
    text.push_str(VALIDATE_TAIL);
    text
}

/// Writes `names` separated by commas, in lines of at most `width`
/// characters, each indented by `indent`.
fn wrap<'a>(text: &mut String, names: impl Iterator<Item = &'a str>, indent: usize, width: usize) {
    let mut line = String::new();
    let mut names = names.peekable();
    while let Some(name) = names.next() {
        let word = if names.peek().is_some() {
            format!("{name},")
        } else {
            name.to_owned()
        };
        if !line.is_empty() && indent + line.len() + 1 + word.len() > width {
            text.push_str(&format!("{:indent$}{line}\n", ""));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        text.push_str(&format!("{:indent$}{line}\n", ""));
    }
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
        let most = flipswap::tiles::most_moves(rows, cols, blank);
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
