//! What can go wrong in Lights Out alone: a goal's word that is not one.
//! A size out of range and a board given to a solver of another size are
//! the crate's [`SizeError`](crate::SizeError) and
//! [`Mismatch`](crate::Mismatch).

use core::fmt;

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
