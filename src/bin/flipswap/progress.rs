//! Progress where a person waits: once a case has searched for more than
//! about a second and stderr is a terminal, one line on stderr that says
//! how the search goes (the input where the command line named files, the
//! case, the bound of the round being searched, the positions so far, the
//! time), rewritten in place as the search reports ([`Progress`]) and
//! erased before the answer is written; and the same line for `gen`, whose
//! draws can be slow (the boards written so far). Nothing when stderr is
//! not a terminal, or with `--quiet`.

use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use flipswap::tiles::Progress;

/// How long a case searches before its progress is shown.
const AFTER: Duration = Duration::from_secs(1);

/// Whether a case's progress is shown: stderr a terminal, no `--quiet`,
/// and more than [`AFTER`] of search.
pub fn shown(terminal: bool, quiet: bool, searched: Duration) -> bool {
    terminal && !quiet && searched > AFTER
}

/// What the line of case `case` of subcommand `name` starts with, the
/// input named where the command line named files, as messages name it:
/// `flipswap fifteen-count: boards.txt: case 3`.
pub fn head(name: &str, input: Option<&str>, case: u64) -> String {
    match input {
        Some(input) => format!("flipswap {name}: {input}: case {case}"),
        None => format!("flipswap {name}: case {case}"),
    }
}

/// The words of the line that starts with `head`, at `progress`,
/// `searched` into the search: `flipswap fifteen-count: case 3: 72 moves
/// deep, 1,234,567,890 positions, 14 s`. Short enough for a terminal of
/// 80 columns (but for a long file name): a line that wraps could not be
/// rewritten in place.
pub fn words(head: &str, progress: Progress, searched: Duration) -> String {
    // A search by rounds says how deep its round goes; a search that weighs
    // press maps (bound 0) says only how many it has weighed.
    let deep = match progress.bound {
        0 => String::new(),
        bound => format!(" {bound} moves deep,"),
    };
    format!(
        "{head}:{deep} {} positions, {} s",
        grouped(progress.positions),
        searched.as_secs()
    )
}

/// The words of `gen`'s line: `flipswap gen fifteen: 12 of 1,000 boards,
/// 3 s`.
pub fn drawn_words(name: &str, written: u64, count: u64, spent: Duration) -> String {
    format!(
        "flipswap gen {name}: {} of {} boards, {} s",
        grouped(written),
        grouped(count),
        spent.as_secs()
    )
}

/// `n` with its digits in groups of three: `1,234,567`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut text = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

/// What puts `words` where a line of `drawn` characters stands: back to the
/// start of the line, the words, blanks over what is left of the old line.
fn redraw(words: &str, drawn: usize) -> String {
    let blanks = drawn.saturating_sub(words.chars().count());
    format!("\r{words}{:blanks$}", "")
}

/// What erases a line of `drawn` characters and leaves the cursor at its
/// start, where the answer or the next message is written.
fn erase(drawn: usize) -> String {
    format!("\r{:drawn$}\r", "")
}

/// The progress line of one case's search, or of `gen`'s draws: drawn
/// once [`shown`] says so, rewritten at each report, erased when dropped
/// (as the search returns, before its answer is written).
pub struct Line {
    /// What a case's line starts with ([`head`]).
    head: String,
    quiet: bool,
    terminal: bool,
    start: Instant,
    /// The characters on the line now: 0 while nothing is drawn.
    drawn: usize,
}

impl Line {
    /// The line of case `case` of subcommand `name` in `input` (where
    /// messages name it), whose search starts now; `quiet` with `--quiet`.
    pub fn new(name: &str, input: Option<&str>, case: u64, quiet: bool) -> Line {
        Line::of(head(name, input, case), quiet)
    }

    /// A line that starts with `head`, for work that starts now.
    pub fn of(head: String, quiet: bool) -> Line {
        Line {
            head,
            quiet,
            terminal: io::stderr().is_terminal(),
            start: Instant::now(),
            drawn: 0,
        }
    }

    /// Shows `progress`, the search's report, if [`shown`] says so.
    pub fn show(&mut self, progress: Progress) {
        let searched = self.start.elapsed();
        if shown(self.terminal, self.quiet, searched) {
            self.draw(&words(&self.head, progress, searched));
        }
    }

    /// Shows what `say` says, given the time since the line was made, if
    /// [`shown`] says so (`gen`'s line, for one).
    pub fn say(&mut self, say: impl FnOnce(Duration) -> String) {
        let spent = self.start.elapsed();
        if shown(self.terminal, self.quiet, spent) {
            self.draw(&say(spent));
        }
    }

    fn draw(&mut self, words: &str) {
        crate::report(&redraw(words, self.drawn));
        self.drawn = words.chars().count();
    }

    /// Erases the line, if drawn, before something else is written to the
    /// terminal; the next report draws it again.
    pub fn clear(&mut self) {
        if self.drawn > 0 {
            crate::report(&erase(self.drawn));
            self.drawn = 0;
        }
    }
}

impl Drop for Line {
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_the_case_the_bound_the_positions_and_the_seconds() {
        let (deep, first) = ((72, 1_234_567_890), (9, 0));
        for ((name, input, case), (bound, positions), millis, line) in [
            (
                ("fifteen-count", None, 3),
                deep,
                14_900,
                "flipswap fifteen-count: case 3: 72 moves deep, 1,234,567,890 positions, 14 s",
            ),
            (
                ("fifteen", Some("hard.txt"), 2),
                deep,
                3_000,
                "flipswap fifteen: hard.txt: case 2: 72 moves deep, 1,234,567,890 positions, 3 s",
            ),
            (
                ("sliding", None, 12),
                first,
                1_001,
                "flipswap sliding: case 12: 9 moves deep, 0 positions, 1 s",
            ),
            (
                ("lights-out", None, 1),
                (0, 266_338_304),
                9_000,
                "flipswap lights-out: case 1: 266,338,304 positions, 9 s",
            ),
        ] {
            let progress = Progress { bound, positions };
            let spent = Duration::from_millis(millis);
            assert_eq!(words(&head(name, input, case), progress, spent), line);
        }
        assert_eq!(
            drawn_words("fifteen", 12, 1_000, Duration::from_millis(3_500)),
            "flipswap gen fifteen: 12 of 1,000 boards, 3 s"
        );
        // A search of many minutes in a batch of hundreds still fits 80
        // columns.
        let far = Progress {
            bound: 80,
            positions: 9_999_999_999,
        };
        let long = words(
            &head("fifteen-count", None, 999),
            far,
            Duration::from_secs(999),
        );
        assert!(long.chars().count() < 80, "{long}");
    }

    #[test]
    fn positions_are_grouped_in_threes() {
        for (n, text) in [
            (0, "0"),
            (999, "999"),
            (1_000, "1,000"),
            (65_536, "65,536"),
            (1_048_576, "1,048,576"),
            (u64::MAX, "18,446,744,073,709,551,615"),
        ] {
            assert_eq!(grouped(n), text);
        }
    }

    #[test]
    fn progress_is_shown_on_a_terminal_without_quiet_after_a_second() {
        let second = Duration::from_secs(1);
        let more = Duration::from_millis(1_001);
        for (terminal, quiet, searched, expected) in [
            (true, false, more, true),
            (true, false, Duration::from_secs(300), true),
            (true, false, second, false),
            (true, false, Duration::ZERO, false),
            (false, false, more, false),
            (true, true, more, false),
            (false, true, Duration::from_secs(300), false),
        ] {
            assert_eq!(
                shown(terminal, quiet, searched),
                expected,
                "terminal {terminal}, quiet {quiet}, {searched:?}"
            );
        }
    }

    #[test]
    fn the_line_is_rewritten_in_place_and_erased_to_its_start() {
        assert_eq!(redraw("case 1: 40", 0), "\rcase 1: 40");
        assert_eq!(redraw("case 1: 42", 10), "\rcase 1: 42");
        assert_eq!(redraw("case 1: 9", 10), "\rcase 1: 9 ");
        assert_eq!(erase(4), "\r    \r");
    }
}
