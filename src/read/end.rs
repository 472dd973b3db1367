//! The end of an input, and a line too long to read: what the reader
//! says of each.

#[cfg(feature = "press")]
use super::Cells;
use super::{Case, Reader, Stage};
use crate::error::{ParseError, ParseErrorKind};
use crate::format::Head;
use crate::text::MAX_LINE;

impl<C: Case> Reader<C> {
    /// The end of the input: the case it completes, if any (a board ended
    /// by the end of the input rather than a blank line).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] on the line after the last when the input stopped
    /// part-way through a case, or short of the cases it promised.
    pub fn finish(&mut self) -> Result<Option<C>, ParseError> {
        let after = self.line.saturating_add(1);
        let at = |kind| ParseError::new(after, 1, kind);
        #[cfg(feature = "press")]
        if let Cells::Lines(lines) = self.format().cells {
            if let Some(error) = self.listed_end(lines) {
                return Err(error);
            }
        }
        match self.stage {
            Stage::Rows if self.rows == 0 && (self.read > 0 || self.board > 0) => {
                let first = self.raw.sizes.first().copied().unwrap_or_default();
                if self.board == 1 && self.read > 0 && self.read < first.0 && self.cols == first.1 {
                    return Err(at(ParseErrorKind::MissingRows {
                        expected: first.0,
                        found: self.read,
                    }));
                }
                if self.read > 0 {
                    if let Some(case) = self.end_board()? {
                        return Ok(Some(case));
                    }
                }
                Err(at(ParseErrorKind::MissingBoard))
            }
            Stage::Rows
                if self.read > 0
                    || self.board > 0
                    || (!matches!(self.format().head, Head::None)) =>
            {
                let (found, expected) = self.case_rows();
                Err(at(ParseErrorKind::MissingRows { expected, found }))
            }
            Stage::Head | Stage::Rows if self.format().counted() && self.cases < self.expected => {
                Err(at(ParseErrorKind::MissingCases {
                    expected: self.expected,
                    found: self.cases,
                }))
            }
            Stage::Count | Stage::Head | Stage::Rows | Stage::Done => Ok(None),
        }
    }

    /// Reads the first [`MAX_LINE`] bytes of a line that goes on past
    /// them, and says what is wrong: a mistake in those bytes that the rest
    /// of the line cannot mend (a symbol no format allows, say), or else
    /// that the line is too long.
    pub fn push_cut_line(&mut self, head: &[u8]) -> ParseError {
        let head = head.get(..MAX_LINE).unwrap_or(head);
        match self.push_line(head) {
            Err(error) if error.kind().is_local() => error,
            _ => ParseError::line_too_long(self.line),
        }
    }
}
