//! What every judge reads the same way: where it has got in the answer's
//! lines and the first wrong one, and the numbers, cells and moves of a
//! line.

use super::problem::Problem;
use super::rejection::Rejection;
use crate::Cell;
use crate::error::Found;
use crate::text::{BOM, is_blank, trim};

/// How far a judge has got through an answer's lines, and the first thing
/// wrong, as soon as it is seen.
#[derive(Clone, Copy, Debug)]
pub struct Lines {
    /// Lines of the answer read so far, from its first line that is not
    /// blank.
    read: u32,
    /// The last line that was not blank.
    last: u32,
    /// The first thing wrong, as soon as it is seen.
    wrong: Option<Rejection>,
}

impl Lines {
    /// Before the answer's first line.
    pub const NONE: Lines = Lines {
        read: 0,
        last: 0,
        wrong: None,
    };

    /// The line read last (0 before the answer begins).
    pub const fn line(&self) -> u32 {
        self.read
    }

    /// Whether the answer's first line that is not blank has been read.
    pub const fn has_begun(&self) -> bool {
        self.read > 0
    }

    /// Whether a line was wrong already.
    pub const fn is_wrong(&self) -> bool {
        self.wrong.is_some()
    }

    /// Counts `text`, a trimmed line, as the answer's next line: `None`
    /// for a blank line before the answer begins, which does not count.
    pub fn count<'a>(&mut self, text: &'a [u8]) -> Option<&'a [u8]> {
        if text.is_empty() && !self.has_begun() {
            return None;
        }
        self.read = self.read.saturating_add(1);
        Some(text)
    }

    /// Reads `line`, with or without its line end and, before the answer
    /// begins, a byte order mark: its text when it is not blank. A blank
    /// line counts once the answer has begun.
    pub fn next<'a>(&mut self, line: &'a [u8]) -> Option<&'a [u8]> {
        let line = match line.strip_prefix(BOM) {
            Some(rest) if !self.has_begun() => rest,
            _ => line,
        };
        let text = self.count(trim(line)).filter(|text| !text.is_empty())?;
        self.last = self.read;
        Some(text)
    }

    /// Records `problem` at the current line, unless an earlier line was
    /// wrong already.
    pub fn reject(&mut self, problem: Problem) {
        if self.wrong.is_none() {
            self.wrong = Some(Rejection {
                line: self.read,
                problem,
            });
        }
    }

    /// The first thing wrong, if any.
    pub fn verdict(&self) -> Result<(), Rejection> {
        self.wrong.map_or(Ok(()), Err)
    }

    /// The answer stops early: `problem` at the line after its last.
    pub const fn missing(&self, problem: Problem) -> Result<(), Rejection> {
        Err(Rejection {
            line: self.last.saturating_add(1),
            problem,
        })
    }
}

/// Requires the fewest moves to go to drop from `left` to `after`, by one.
pub fn progress(left: &mut u8, after: u8) -> Result<(), Problem> {
    if after.checked_add(1) != Some(*left) {
        return Err(Problem::NoProgress {
            before: *left,
            after,
        });
    }
    *left = after;
    Ok(())
}

/// The 0-based cell at 1-based `row` and `col` of a board `width` wide and
/// `height` high.
pub fn cell(row: u32, col: u32, width: u8, height: u8) -> Result<Cell, Problem> {
    match (u8::try_from(row), u8::try_from(col)) {
        (Ok(r), Ok(c)) if (1..=height).contains(&r) && (1..=width).contains(&c) => {
            Ok(Cell::new(r - 1, c - 1))
        }
        _ => Err(Problem::OffBoard { row, col }),
    }
}

/// Reads the decimal number at the start of `text`: the number (`None` when
/// it is larger than `u32::MAX`) and what follows it, or what stands where
/// the number should be.
pub fn number(text: &[u8]) -> Result<(Option<u32>, &[u8]), Found> {
    let digits = text.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return Err(Found::at(text));
    }
    let (head, rest) = text.split_at_checked(digits).unwrap_or((text, &[]));
    let value = head.iter().try_fold(0u32, |value, &digit| {
        value
            .checked_mul(10)
            .and_then(|value| value.checked_add(u32::from(digit.saturating_sub(b'0'))))
    });
    Ok((value, rest))
}

/// Reads a fridge move `row col`: two numbers with blanks between them.
pub fn turn(text: &[u8]) -> Result<(u32, u32), Problem> {
    let seen = |rest: &[u8]| Problem::BadTurn {
        found: rest.first().map(|_| Found::at(rest)),
    };
    let (row, rest) = number(text).map_err(|_| seen(text))?;
    if !rest.first().is_some_and(|&b| is_blank(b)) {
        return Err(seen(rest));
    }
    let rest = trim(rest);
    let (col, rest) = number(rest).map_err(|_| seen(rest))?;
    if !rest.is_empty() {
        return Err(Problem::ExtraText {
            found: Found::at(trim(rest)),
        });
    }
    Ok((row.unwrap_or(u32::MAX), col.unwrap_or(u32::MAX)))
}

/// Reads a swap-game move `abcd`: four digits, blanks allowed between them.
pub fn swap(text: &[u8]) -> Result<[u32; 4], Problem> {
    let mut digits = [0u32; 4];
    let mut count = 0;
    for (i, &byte) in text.iter().enumerate() {
        if is_blank(byte) {
            continue;
        }
        let rest = text.get(i..).unwrap_or_default();
        if !byte.is_ascii_digit() {
            return Err(Problem::BadSwap {
                found: Some(Found::at(rest)),
            });
        }
        let Some(slot) = digits.get_mut(count) else {
            return Err(Problem::ExtraText {
                found: Found::at(rest),
            });
        };
        *slot = u32::from(byte.saturating_sub(b'0'));
        count += 1;
    }
    if count < digits.len() {
        return Err(Problem::BadSwap { found: None });
    }
    Ok(digits)
}

/// The value of `digits`, all ASCII digits, as far as it fits: larger
/// numbers are `u32::MAX`.
pub fn saturating(digits: &[u8]) -> u32 {
    digits.iter().fold(0u32, |value, &d| {
        value
            .saturating_mul(10)
            .saturating_add(u32::from(d.wrapping_sub(b'0')))
    })
}

/// `n`, or `u16::MAX` when it is larger.
pub fn wide(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// `n`, or `u8::MAX` when it is larger.
pub fn small(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}
