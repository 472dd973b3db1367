//! What can go wrong in Lights Out: a goal's word that is not one, a size
//! outside 1 × 1 to 32 × 32, and a board given to a solver of another size.

use core::fmt;

use super::MAX_SIDE;

/// Text that is not a [`Goal`](super::Goal)'s word. It keeps the first
/// [`GoalError::KEPT`] bytes of the text (whole characters) inline, to
/// show them, and allocates nothing.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::Goal;
///
/// let error = "all-the-lights-switched-on".parse::<Goal>().unwrap_err();
/// assert_eq!(error.found(), "all-the-lights-s");
/// assert!(error.is_cut());
/// assert_eq!(
///     error.to_string(),
///     "expected 'off', 'on' or 'one-colour', found 'all-the-lights-s...'"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GoalError {
    found: [u8; GoalError::KEPT],
    len: u8,
    cut: bool,
}

impl GoalError {
    /// The most bytes of the text a [`GoalError`] keeps.
    pub const KEPT: usize = 16;

    /// The error for `text`, keeping its first [`KEPT`](Self::KEPT) bytes.
    pub(super) fn new(text: &str) -> GoalError {
        let mut len = text.len().min(GoalError::KEPT);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        let mut found = [0; GoalError::KEPT];
        for (slot, &byte) in found
            .iter_mut()
            .zip(text.as_bytes().get(..len).unwrap_or_default())
        {
            *slot = byte;
        }
        GoalError {
            found,
            len: len as u8,
            cut: len < text.len(),
        }
    }

    /// The text that was not a goal, or its first [`KEPT`](Self::KEPT)
    /// bytes (whole characters) when it was longer.
    #[must_use]
    pub fn found(&self) -> &str {
        let bytes = self.found.get(..usize::from(self.len)).unwrap_or_default();
        core::str::from_utf8(bytes).unwrap_or_default()
    }

    /// Whether the text was longer than [`found`](Self::found).
    #[must_use]
    pub const fn is_cut(&self) -> bool {
        self.cut
    }
}

impl fmt::Display for GoalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected 'off', 'on' or 'one-colour', found '")?;
        for c in self.found().chars() {
            if c.is_ascii_control() {
                write!(f, "\\u{{{:x}}}", u32::from(c))?;
            } else {
                write!(f, "{c}")?;
            }
        }
        f.write_str(if self.cut { "...'" } else { "'" })
    }
}

impl core::error::Error for GoalError {}

/// A size outside 1 to 32 rows by 1 to 32 columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeError {
    rows: u32,
    cols: u32,
}

impl SizeError {
    /// The error for a size of `rows` × `cols`.
    pub(super) const fn new(rows: u32, cols: u32) -> SizeError {
        SizeError { rows, cols }
    }

    /// The size as `u8`s when both sides are 1 to [`MAX_SIDE`], or the
    /// error for it.
    pub(super) const fn check(rows: u32, cols: u32) -> Result<(u8, u8), SizeError> {
        if rows >= 1 && rows <= MAX_SIDE as u32 && cols >= 1 && cols <= MAX_SIDE as u32 {
            Ok((rows as u8, cols as u8))
        } else {
            Err(SizeError { rows, cols })
        }
    }

    /// The rows asked for.
    #[must_use]
    pub const fn rows(&self) -> u32 {
        self.rows
    }

    /// The columns asked for.
    #[must_use]
    pub const fn cols(&self) -> u32 {
        self.cols
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board has 1 to {MAX_SIDE} rows and 1 to {MAX_SIDE} columns, not {} × {}",
            self.rows, self.cols
        )
    }
}

impl core::error::Error for SizeError {}

/// A board given to a [`Solver`](super::Solver) of another size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeMismatch {
    solver: (u8, u8),
    board: (u8, u8),
}

impl SizeMismatch {
    /// The error for a board of `board`'s size given to a solver of
    /// `solver`'s, each `(rows, cols)`.
    pub(super) const fn new(solver: (u8, u8), board: (u8, u8)) -> SizeMismatch {
        SizeMismatch { solver, board }
    }

    /// The solver's rows and columns.
    #[must_use]
    pub const fn solver(&self) -> (u8, u8) {
        self.solver
    }

    /// The board's rows and columns.
    #[must_use]
    pub const fn board(&self) -> (u8, u8) {
        self.board
    }
}

impl fmt::Display for SizeMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the board is {} × {} but the solver is for {} × {}",
            self.board.0, self.board.1, self.solver.0, self.solver.1
        )
    }
}

impl core::error::Error for SizeMismatch {}
