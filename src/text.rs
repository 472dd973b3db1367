//! The small rules of the judges' text that every reader of it shares: the
//! byte order mark, blanks, line ends, and naming what stands somewhere.
//! The board parser ([`Reader`](crate::Reader)), the judge
//! ([`check`](crate::check)) and the command line all use these, so they
//! agree on what a blank line or a line end is.

use core::fmt;

use crate::cell::Cell;

/// The UTF-8 byte order mark, allowed at the start of the input.
pub(crate) const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Space that may stand around and between the symbols of a line.
pub(crate) const fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t')
}

/// Space that may end a line: blanks, the `\r` of a CRLF line end and the
/// `\n` itself.
pub(crate) const fn is_line_end(byte: u8) -> bool {
    is_blank(byte) || byte == b'\r' || byte == b'\n'
}

/// The longest line, in bytes without its line end, that the command line
/// holds; no case or answer line comes near it. A reader given only the
/// start of a longer line says so, or names a mistake in that start that
/// the rest of the line cannot mend (see
/// [`Reader::push_cut_line`](crate::Reader::push_cut_line)).
pub const MAX_LINE: usize = 64 * 1024;

/// Line `number` (1-based) of an input, as every reader of judges' text
/// takes it: without the byte order mark that may open the input, without
/// its line end (`\n`, or `\r\n`; a `\r` anywhere else is a character of the
/// line, which no format allows) and without the blanks before its end.
/// This is the one line rule: every reader calls it, so the same bytes get
/// the same verdict in every format.
#[inline]
pub(crate) fn line(number: u32, raw: &[u8]) -> &[u8] {
    let raw = if number == 1 {
        raw.strip_prefix(BOM).unwrap_or(raw)
    } else {
        raw
    };
    if raw.last().is_none_or(|&b| !is_line_end(b)) {
        return raw;
    }
    let raw = raw.strip_suffix(b"\n").unwrap_or(raw);
    let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
    let end = raw.iter().rposition(|&b| !is_blank(b)).map_or(0, |i| i + 1);
    raw.get(..end).unwrap_or_default()
}

/// `line` without the blanks, `\r` and `\n` at its end.
#[inline]
pub(crate) fn trim_end(line: &[u8]) -> &[u8] {
    if line.last().is_some_and(|&b| !is_line_end(b)) {
        return line;
    }
    let end = line
        .iter()
        .rposition(|&b| !is_line_end(b))
        .map_or(0, |i| i + 1);
    line.get(..end).unwrap_or_default()
}

/// `line` without blanks around it and without its line end.
pub(crate) fn trim(line: &[u8]) -> &[u8] {
    let line = trim_end(line);
    let start = line
        .iter()
        .position(|&b| !is_blank(b))
        .unwrap_or(line.len());
    line.get(start..).unwrap_or_default()
}

/// `bytes` from index `i` on.
pub(crate) fn rest(bytes: &[u8], i: usize) -> &[u8] {
    bytes.get(i..).unwrap_or_default()
}

/// One line of a judge's answer, held inline: a count, a handle `row col`,
/// or a swap `abcd`. Every `Solution` gives its answer as these lines
/// (`lines()`), and its `Display` joins them with newlines, so a program
/// that prints answers and the `flipswap` command write the same text.
///
/// # Examples
///
/// ```
/// use flipswap::fridge;
///
/// let door: fridge::Board = "-+--\n----\n----\n-+--".parse()?;
/// let solution = fridge::solve(door).expect("every door opens");
/// let lines: Vec<String> = solution.lines().map(|line| line.to_string()).collect();
/// assert_eq!(lines, ["6", "1 1", "1 3", "1 4", "4 1", "4 3", "4 4"]);
/// // With its newline, ready for a byte stream:
/// assert_eq!(solution.lines().next().map(|l| l.with_newline().to_vec()), Some(b"6\n".to_vec()));
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TextLine {
    /// The line ends at `END`, where its `\n` is; it starts at `start`.
    bytes: [u8; TextLine::CAPACITY],
    start: u8,
}

impl TextLine {
    /// Room for the longest line: a count of up to 20 digits and its `\n`.
    const CAPACITY: usize = 21;
    /// Where the `\n` of every line is: lines are written right-aligned,
    /// so a count's digits go in from its last, and nothing is copied.
    const END: usize = TextLine::CAPACITY - 1;

    /// A line whose last `N` bytes before its `\n` are `text`.
    #[inline]
    const fn ending_with<const N: usize>(text: [u8; N]) -> TextLine {
        let mut bytes = [b'\n'; TextLine::CAPACITY];
        let start = TextLine::END.saturating_sub(N);
        let mut i = 0;
        while i < N && start + i < TextLine::END {
            bytes[start + i] = text[i];
            i += 1;
        }
        TextLine {
            bytes,
            start: start as u8,
        }
    }

    /// A count of moves, in decimal.
    #[inline]
    pub(crate) const fn count(n: usize) -> TextLine {
        let mut bytes = [b'\n'; TextLine::CAPACITY];
        if n < 10 {
            // Most answers: one digit.
            bytes[TextLine::END - 1] = b'0' + n as u8;
            return TextLine {
                bytes,
                start: (TextLine::END - 1) as u8,
            };
        }
        if n < 100 {
            bytes[TextLine::END - 2] = b'0' + (n / 10) as u8;
            bytes[TextLine::END - 1] = b'0' + (n % 10) as u8;
            return TextLine {
                bytes,
                start: (TextLine::END - 2) as u8,
            };
        }
        let mut at = TextLine::END;
        let mut rest = n;
        loop {
            at -= 1;
            bytes[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 || at == 0 {
                break;
            }
        }
        TextLine {
            bytes,
            start: at as u8,
        }
    }

    /// A cell as the judges write it: 1-based `row col`.
    #[inline]
    pub(crate) const fn cell(cell: Cell) -> TextLine {
        TextLine::ending_with([digit(cell.row()), b' ', digit(cell.col())])
    }

    /// A swap as the swap-game judge writes it: `abcd`, 1-based.
    #[inline]
    pub(crate) const fn swap(from: Cell, to: Cell) -> TextLine {
        TextLine::ending_with([
            digit(from.row()),
            digit(from.col()),
            digit(to.row()),
            digit(to.col()),
        ])
    }

    /// The line, without a line end.
    #[must_use]
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes
            .get(usize::from(self.start)..TextLine::END)
            .unwrap_or_default()
    }

    /// The line followed by `\n`.
    #[must_use]
    #[inline]
    pub fn with_newline(&self) -> &[u8] {
        self.bytes
            .get(usize::from(self.start)..)
            .unwrap_or_default()
    }

    /// The line as text, without a line end.
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Only ASCII digits, spaces and letters are ever written.
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}

/// The judges' 1-based digit for a 0-based row or column (all are below 9).
pub(crate) const fn digit(index: u8) -> u8 {
    b'1'.saturating_add(index)
}

impl fmt::Display for TextLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for TextLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Only ASCII that needs no escape is ever written.
        write!(f, "\"{}\"", self.as_str())
    }
}

/// Writes `lines` separated by newlines, with none after the last: the
/// `Display` of every `Solution`.
pub(crate) fn write_lines(
    f: &mut fmt::Formatter<'_>,
    lines: impl Iterator<Item = TextLine>,
) -> fmt::Result {
    for (i, line) in lines.enumerate() {
        if i > 0 {
            f.write_str("\n")?;
        }
        f.write_str(line.as_str())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::TextLine;
    use crate::cell::Cell;

    #[test]
    fn counts_of_every_size_are_written_in_decimal_with_a_newline_after() {
        for (count, text) in [
            (0, "0"),
            (7, "7"),
            (10, "10"),
            (99, "99"),
            (1234, "1234"),
            (u64::MAX as usize, "18446744073709551615"),
        ] {
            let line = TextLine::count(count);
            assert_eq!(line.as_str(), text);
            assert_eq!(
                line.with_newline().strip_suffix(b"\n"),
                Some(text.as_bytes())
            );
        }
    }

    #[test]
    fn cells_and_swaps_are_written_one_based() {
        assert_eq!(TextLine::cell(Cell::new(0, 3)).as_str(), "1 4");
        assert_eq!(
            TextLine::swap(Cell::new(2, 1), Cell::new(3, 1)).as_str(),
            "3242"
        );
    }
}
