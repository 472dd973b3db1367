//! Reading text that is all at hand: every case of a `&str` ([`cases`]),
//! or exactly one (`FromStr`).

use super::{Case, Reader, column};
use crate::error::{Found, ParseError, ParseErrorKind};
use crate::format::Format;
use crate::text::{self, MAX_LINE, is_blank, rest};

/// Every case of `text`, in order, read into `C`s: the loop of [`Reader`]
/// over a `&str`.
///
/// Each item is a case or the error that stops the reading; after an error
/// the iterator ends. A case left part-way at the end of `text` is an error.
///
/// # Examples
///
/// ```
/// use flipswap::{cases, lights};
///
/// let input = "0 0 1\n0 1 1\n1 0 0\n\n1 1 1\n1 1 1\n1 1 1\n";
/// let presses: Vec<usize> = cases::<lights::Board>(input)
///     .map(|case| case.map(|board| lights::solve(board).map_or(0, |s| s.len())))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(presses, [4, 0]);
///
/// let mut bad = cases::<lights::Board>("0 0 1\n0 2 1\n");
/// assert_eq!(bad.next().map(|case| case.map_err(|e| e.column())), Some(Err(3)));
/// assert!(bad.next().is_none());
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[must_use]
pub fn cases<C: Case>(text: &str) -> Cases<'_, C> {
    Cases {
        rest: Some(text.as_bytes()),
        reader: Reader::new(),
    }
}

impl<'a, C: Case> Cases<'a, C> {
    /// Every case of `text`, read by `reader` (a reader of another format
    /// than `C`'s own).
    pub(crate) const fn with(reader: Reader<C>, text: &'a [u8]) -> Cases<'a, C> {
        Cases {
            rest: Some(text),
            reader,
        }
    }
}

impl<C: Case> Cases<'_, C> {
    /// The reader, where it stands after the case given last.
    pub(crate) const fn reader(&self) -> &Reader<C> {
        &self.reader
    }
}

/// The iterator of [`cases`].
#[derive(Clone, Debug)]
pub struct Cases<'a, C> {
    /// The text not read yet; `None` once the iterator has ended.
    rest: Option<&'a [u8]>,
    reader: Reader<C>,
}

impl<C: Case> Iterator for Cases<'_, C> {
    type Item = Result<C, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        while let Some(rest) = self.rest {
            if rest.is_empty() {
                self.rest = None;
                return self.reader.finish().transpose();
            }
            let (line, after) = match rest.iter().position(|&b| b == b'\n') {
                Some(i) => (rest.get(..i).unwrap_or_default(), rest.get(i + 1..)),
                None => (rest, Some(&[][..])),
            };
            self.rest = after;
            if line.len() > MAX_LINE {
                // As the command reads a line too long: its head only.
                self.rest = None;
                return Some(Err(self.reader.push_cut_line(line)));
            }
            match self.reader.push_line(line) {
                Ok(Some(case)) => return Some(Ok(case)),
                Ok(None) => {}
                Err(error) => {
                    self.rest = None;
                    return Some(Err(error));
                }
            }
        }
        None
    }
}

impl<C: Case> core::iter::FusedIterator for Cases<'_, C> {}

/// Reads text that holds exactly one case (blank lines around it allowed),
/// without the count of cases that opens a counted judge's input: the
/// `FromStr` of every board and pair.
pub(crate) fn one<C: Case>(text: &str) -> Result<C, ParseError> {
    one_in(text, C::FORMAT)
}

/// [`one`] in `format`, for a `C` read in more than one (a ruled Lights
/// Out board of two or three states).
pub(crate) fn one_in<C: Case>(text: &str, format: Format) -> Result<C, ParseError> {
    let mut reader = Reader::<C>::one_case(format);
    let mut case = None;
    // Split as bytes: `str::split` keeps a slicing panic path that the
    // optimiser cannot always remove.
    for bytes in text.as_bytes().split(|&b| b == b'\n') {
        if case.is_some() {
            reader.skip_line();
            let line = text::line(reader.line(), bytes);
            if let Some(i) = line.iter().position(|&b| !is_blank(b)) {
                let kind = ParseErrorKind::TrailingText {
                    found: Found::at(rest(line, i)),
                };
                return Err(ParseError::new(reader.line(), column(i), kind));
            }
            continue;
        }
        case = reader.push_line(bytes)?;
    }
    let last = reader.finish()?;
    case.or(last)
        .ok_or_else(|| ParseError::new(reader.line(), 1, ParseErrorKind::Empty))
}
