//! A case's head, the line before its rows: the board's size, its side, or
//! the case's name (or `end`).

use super::{Case, Reader, Stage, column};
use crate::error::{Found, ParseError, ParseErrorKind};
use crate::format::Head;
use crate::read::case::MAX_NAME;
use crate::read::row::numbers;
use crate::text::{is_blank, rest};

impl<C: Case> Reader<C> {
    /// A case's head: its size, or its name (or `end`).
    pub(super) fn head(&mut self, line: &[u8], first: usize) -> Result<Option<C>, ParseError> {
        let max = self.format().max_side;
        let side = |(value, start): (u32, usize)| match u8::try_from(value) {
            Ok(side) if (1..=max).contains(&side) => Ok(side),
            _ => Err((
                column(start),
                ParseErrorKind::SizeOutOfRange { found: value, max },
            )),
        };
        match self.format().head {
            Head::None => {}
            Head::Size => {
                let what = ["the number of rows", "the number of columns"];
                let [rows, cols] = numbers(line, 2, &what).map_err(|m| self.error(m))?;
                self.rows = side(rows).map_err(|m| self.error(m))?;
                self.cols = side(cols).map_err(|m| self.error(m))?;
            }
            Head::Side => {
                let [n, _] =
                    numbers(line, 1, &["the side of the wall"]).map_err(|m| self.error(m))?;
                self.rows = side(n).map_err(|m| self.error(m))?;
                self.cols = self.rows;
            }
            Head::Name => {
                let word = rest(line, first);
                if let Some(i) = word.iter().position(|&b| is_blank(b)) {
                    let at = first + i;
                    let after = line
                        .iter()
                        .skip(at)
                        .position(|&b| !is_blank(b))
                        .map_or(at, |j| at + j);
                    let kind = ParseErrorKind::TrailingName {
                        found: Found::at(rest(line, after)),
                    };
                    return Err(self.error((column(after), kind)));
                }
                if word == b"end" {
                    self.stage = Stage::Done;
                    return Ok(None);
                }
                if word.len() > MAX_NAME {
                    let kind = ParseErrorKind::NameTooLong {
                        found: u32::try_from(word.len()).unwrap_or(u32::MAX),
                        max: MAX_NAME as u8,
                    };
                    return Err(self.error((column(first + MAX_NAME), kind)));
                }
                for (slot, &byte) in self.raw.name.iter_mut().zip(word) {
                    *slot = byte;
                }
                self.raw.name_len = word.len() as u8;
            }
        }
        self.after_head()
    }
}

/// Rows and columns written plainly, each one or two digits without a
/// leading zero and one space between them, both from 1 to `max`; `None`
/// for any other line, which the general reader of a head then reads (to
/// the same size, or to the mistake it names).
#[inline]
pub(super) fn plain_size(line: &[u8], max: u8) -> Option<(u8, u8)> {
    let side = |digits: &[u8]| {
        let value = match *digits {
            [units] => text_digit(units)?,
            [tens @ b'1'..=b'9', units] => (tens - b'0') * 10 + text_digit(units)?,
            _ => return None,
        };
        (1..=max).contains(&value).then_some(value)
    };
    let space = line.iter().position(|&b| b == b' ')?;
    let (rows, cols) = (line.get(..space)?, line.get(space + 1..)?);
    Some((side(rows)?, side(cols)?))
}

/// The value of an ASCII digit.
#[inline]
const fn text_digit(byte: u8) -> Option<u8> {
    if byte.is_ascii_digit() {
        Some(byte - b'0')
    } else {
        None
    }
}
