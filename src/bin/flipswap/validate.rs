//! `flipswap validate`: whether an input is exactly what the judge would
//! write, the third program of a problem setter beside `gen` and `check`.
//!
//! The library's reader forgives what a solver should (a byte order mark,
//! CRLF, blanks around symbols, blank lines between cases); a test's input
//! must not need forgiving. So validating is reading with that reader, which
//! checks contents, sizes and ranges and names them in its words, and
//! writing each case back with `gen`'s writers: the input is valid when the
//! two are the same bytes. Where they part, the first byte that differs is
//! named, so one rule covers spacing, blank lines, counts and what follows
//! the last case in every format, and `gen`'s output is valid by
//! construction. The faults that a line shows on its own (a CR, a tab, a
//! blank at either end, two spaces, no final LF) are named before the reader
//! sees the line, in words that say what they are.
//!
//! The reader takes as many cases as the input holds; the judge gives as
//! many as its format's [`Cases`] says (one, the count line's number, or
//! one or more), so an input with none, or with a line after the last case
//! the judge gives, is refused here.
//!
//! It is a loop of its own: the answer loop keeps its cost per case.

use std::io::{self, Read};

use flipswap::Found;
use flipswap::answer::How;
use flipswap::format::{Cases, Format};

use flipswap::check::Judged;
use flipswap::pose::{self, Pose};
use flipswap::registry::{Row, Visit};

use crate::cases::{CaseOf, Failure, Out};
use crate::lines::{Line, Lines};

/// The UTF-8 byte order mark, which a judge never writes.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Whether cases of `row` can be `size`, or why not (in `gen`'s words
/// for `--size`, the subcommand's own: rows and columns, lights and
/// edges, ...).
pub fn fits(row: &Row, size: (u8, u8)) -> Result<(), String> {
    /// [`fits`]'s question, put to the row's type.
    struct Fits((u8, u8), Format);
    impl Visit for Fits {
        type Output = Result<(), String>;
        fn visit<C: Pose + Judged>(self) -> Self::Output {
            C::fits(self.0, self.1).map_err(|error| error.to_string())
        }
    }
    row.visit(Fits(size, row.format()))
}

/// Reads `input` to its end and says whether it is exactly as `C`'s judge
/// writes an input, every case `pinned` in size when given: how many cases
/// it holds, or the first fault.
pub fn run<C: Pose, R: Read>(input: R, pinned: Option<(u8, u8)>, how: How) -> Result<u64, Failure> {
    let mut reader = C::reader_for(how);
    let format = reader.format();
    let mut lines = Lines::new(input);
    let mut strict = Strict::new(format, pinned);
    let mut count_due = format.counted();
    // The cases the judge gives, once known: one, or the count line's.
    let mut promised = match format.cases {
        Cases::One => Some(1),
        Cases::Counted | Cases::OneOrMore => None,
    };
    // The first line of the case being read, where a wrong size is named.
    let mut begun: Option<u32> = None;
    let mut number: u32 = 0;
    loop {
        let start = strict.pending.len();
        match lines.next(&mut io::sink())? {
            // A judge whose own inputs end lines with spaces: they are its.
            Line::Text(line) if format.trailing_blanks => {
                let kept = line.iter().rposition(|&b| b != b' ').map_or(0, |at| at + 1);
                strict
                    .pending
                    .extend_from_slice(line.get(..kept).unwrap_or_default());
            }
            Line::Text(line) => strict.pending.extend_from_slice(line),
            Line::TooLong(head) => {
                return Err(Failure::Input {
                    case: strict.cases + 1,
                    error: reader.push_cut_line(head),
                });
            }
            Line::End => break,
        }
        number = number.saturating_add(1);
        let ended = !lines.unended();
        if promised.is_some_and(|promised| strict.cases >= promised) {
            return Err(strict.past_the_last(format.cases, ended));
        }
        let line = strict.pending.get(start..).unwrap_or_default();
        if let Some((column, problem)) = fault(number, line, ended) {
            return Err(strict.fault(number, column, problem));
        }
        let read = reader.push_line(line).map_err(|error| Failure::Input {
            case: strict.cases + 1,
            error,
        })?;
        let count = match (count_due, line.is_empty()) {
            (true, false) => Some(std::str::from_utf8(line).ok().and_then(|n| n.parse().ok())),
            _ => None,
        };
        if !line.is_empty() && count.is_none() && begun.is_none() {
            begun = Some(number);
        }
        if ended {
            strict.pending.push(b'\n');
        }
        if let Some(count) = count {
            count_due = false;
            // The reader took the line as a count; a count a judge writes
            // is plain digits.
            let Some(count) = count else {
                let problem = "expected the number of cases in digits".to_owned();
                return Err(strict.fault(number, 1, problem));
            };
            pose::write_count(&mut Out(&mut strict.canonical), format, count)
                .map_err(Failure::Write)?;
            strict.compare(false)?;
            let most = format.most_cases;
            if count == 0 || most.is_some_and(|most| count > u64::from(most)) {
                let most = most.map_or(String::new(), |most| format!(" to {most}"));
                let problem = format!("expected a number of cases from 1{most}, found {count}");
                return Err(strict.fault(number, 1, problem));
            }
            promised = Some(count);
        }
        if let Some(case) = read {
            strict.case::<C>(&case, begun.take().unwrap_or(number))?;
            // A case of some formats is answered a query at a time
            // (Lanterns): it is whole when the reader says so.
            strict.cases = u64::from(reader.cases());
        }
    }
    let last = reader.finish().map_err(|error| Failure::Input {
        case: strict.cases + 1,
        error,
    })?;
    if let Some(case) = last {
        strict.case::<C>(&case, begun.take().unwrap_or(number))?;
    }
    if strict.cases == 0 {
        return Err(strict.no_case(format.cases));
    }
    pose::write_end(&mut Out(&mut strict.canonical), format).map_err(Failure::Write)?;
    strict.compare(true)?;
    Ok(strict.cases)
}

/// The input read but not yet matched against the judge's bytes, and
/// those bytes written but not yet matched.
struct Strict {
    format: Format,
    pinned: Option<(u8, u8)>,
    /// Cases read so far.
    cases: u64,
    /// Input bytes, each line with its `\n` where it had one.
    pending: Vec<u8>,
    /// Where the first of them stands, 1-based.
    line: u32,
    column: u32,
    /// The judge's bytes for the cases read so far.
    canonical: Vec<u8>,
}

impl Strict {
    fn new(format: Format, pinned: Option<(u8, u8)>) -> Strict {
        Strict {
            format,
            pinned,
            cases: 0,
            pending: Vec::new(),
            line: 1,
            column: 1,
            canonical: Vec::new(),
        }
    }

    /// A fault at `line` and `column`, in the case being read.
    fn fault(&self, line: u32, column: u32, problem: String) -> Failure {
        Failure::Strict {
            case: self.cases + 1,
            line,
            column,
            problem,
        }
    }

    /// A line read once every case the judge gives is read: the first byte
    /// of the input that the judge would not write (a blank line read
    /// before this one, or this one, `ended` by a LF or not).
    fn past_the_last(&self, cases: Cases, ended: bool) -> Failure {
        let rest = match (self.pending.is_empty(), ended) {
            (true, true) => &b"\n"[..],
            _ => &self.pending,
        };
        let gives = match cases {
            Cases::One => "the judge gives one case".to_owned(),
            // Where more than one is given, only a count line sets how many.
            Cases::Counted | Cases::OneOrMore => match self.cases {
                1 => "the count line says 1 case".to_owned(),
                n => format!("the count line says {n} cases"),
            },
        };
        let problem = format!(
            "expected end of input ({gives}), found {}",
            named(rest, self.column)
        );
        self.fault(self.line, self.column, problem)
    }

    /// The end of an input in which no case was read: where the first
    /// case (or the count line) was expected, and what stood there.
    fn no_case(&self, cases: Cases) -> Failure {
        let expected = match cases {
            Cases::One => "a case (the judge gives one)",
            Cases::Counted => "the number of cases",
            Cases::OneOrMore => "a case (the judge gives one or more)",
        };
        let problem = format!(
            "expected {expected}, found {}",
            named(&self.pending, self.column)
        );
        self.fault(self.line, self.column, problem)
    }

    /// A case read, which began at line `begun`: written back as the judge
    /// writes it and compared with the input, then its size checked.
    fn case<C: Pose>(&mut self, case: &CaseOf<C>, begun: u32) -> Result<(), Failure> {
        let drawn = C::drawn(case);
        pose::write_case::<C, _>(
            &mut Out(&mut self.canonical),
            self.format,
            self.cases,
            C::name(case),
            drawn,
        )
        .map_err(Failure::Write)?;
        self.compare(false)?;
        self.cases += 1;
        let strict = |problem| Failure::Strict {
            case: self.cases,
            line: begun,
            column: 1,
            problem,
        };
        // What the judge guarantees beyond its format.
        C::posed(drawn).map_err(|unposed| strict(unposed.to_string()))?;
        let size = C::size_of(drawn, self.format);
        match self.pinned {
            Some(pinned) if pinned != size => Err(strict(format!(
                "expected a {} (--size), found one of {}",
                C::SIZE_WORDS.sized(pinned),
                C::SIZE_WORDS.counts(size)
            ))),
            _ => Ok(()),
        }
    }

    /// Matches the input against the judge's bytes as far as both go; at
    /// the `end` of the input, both must be used up.
    fn compare(&mut self, end: bool) -> Result<(), Failure> {
        let same = self
            .pending
            .iter()
            .zip(&self.canonical)
            .take_while(|(input, judge)| input == judge)
            .count();
        let (mut line, mut column) = (self.line, self.column);
        for &byte in self.pending.get(..same).unwrap_or_default() {
            if byte == b'\n' {
                line = line.saturating_add(1);
                column = 1;
            } else {
                column = column.saturating_add(1);
            }
        }
        let found = self.pending.get(same..).unwrap_or_default();
        let expected = self.canonical.get(same..).unwrap_or_default();
        let parted = match (found.is_empty(), expected.is_empty()) {
            (false, false) => true,
            (true, true) => false,
            _ => end,
        };
        if parted {
            let problem = format!(
                "expected {}, found {}",
                named(expected, column),
                named(found, column)
            );
            return Err(self.fault(line, column, problem));
        }
        self.pending.drain(..same);
        self.canonical.drain(..same);
        (self.line, self.column) = (line, column);
        Ok(())
    }
}

/// What stands at the start of `bytes`, at `column`, in a parse error's
/// words.
fn named(bytes: &[u8], column: u32) -> String {
    match bytes.first() {
        None => "end of input".to_owned(),
        Some(b'\n') if column == 1 => "a blank line".to_owned(),
        Some(b'\n') => "end of line".to_owned(),
        Some(_) => found(bytes).to_string(),
    }
}

/// The character at the start of `bytes`, or its first byte where no
/// UTF-8 character starts.
fn found(bytes: &[u8]) -> Found {
    let head = bytes.get(..4).unwrap_or(bytes);
    let valid = match std::str::from_utf8(head) {
        Ok(text) => text,
        Err(error) => std::str::from_utf8(head.get(..error.valid_up_to()).unwrap_or_default())
            .unwrap_or_default(),
    };
    match (valid.chars().next(), bytes.first()) {
        (Some(c), _) => Found::Char(c),
        (None, Some(&byte)) => Found::Byte(byte),
        (None, None) => Found::Char(' '),
    }
}

/// The first fault that line `number` shows on its own, its column and
/// what was expected: what the line rule forgives (a byte order mark, a
/// CR before the LF, blanks at the end) and what no judge writes (a tab,
/// a blank at the start, two spaces, a last line without its LF).
fn fault(number: u32, line: &[u8], ended: bool) -> Option<(u32, String)> {
    if number == 1 && line.starts_with(BOM) {
        return Some((
            1,
            "expected the first line, found a byte order mark".to_owned(),
        ));
    }
    let column = |at: usize| u32::try_from(at).map_or(u32::MAX, |at| at.saturating_add(1));
    let blank = |byte: u8| matches!(byte, b' ' | b'\t');
    let mut previous = None;
    for (at, &byte) in line.iter().enumerate() {
        let rest = line.get(at + 1..).unwrap_or_default();
        let what = Found::Char(char::from(byte));
        let problem = if byte == b'\r' && rest.is_empty() {
            format!("expected end of line (LF alone), found {what}")
        } else if blank(byte) && rest.iter().all(|&b| blank(b) || b == b'\r') {
            format!("expected end of line, found {what}")
        } else if blank(byte) && at == 0 {
            format!("expected no blank at the start of the line, found {what}")
        } else if byte == b'\t' {
            format!("expected ' ', found {what}")
        } else if byte == b' ' && previous == Some(b' ') {
            format!("expected one space between tokens, found a second {what}")
        } else {
            previous = Some(byte);
            continue;
        };
        return Some((column(at), problem));
    }
    if !ended {
        let problem = "expected a line end (LF) after the last line, found end of input";
        return Some((column(line.len()), problem.to_owned()));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_names_its_first_fault_and_its_column() {
        let at = |line: &[u8], ended| fault(2, line, ended).map(|(column, _)| column);
        assert_eq!(at(b"0 1 0", true), None);
        assert_eq!(at(b"0 1 0\r", true), Some(6));
        assert_eq!(at(b"0 1 0 ", true), Some(6));
        assert_eq!(at(b" 0 1 0", true), Some(1));
        assert_eq!(at(b"0\t1 0", true), Some(2));
        assert_eq!(at(b"0 1  0", true), Some(5));
        assert_eq!(at(b"0 1 0", false), Some(6));
        assert_eq!(at(b"", true), None);
        assert_eq!(fault(1, b"\xEF\xBB\xBF0", true).map(|(c, _)| c), Some(1));
    }
}
