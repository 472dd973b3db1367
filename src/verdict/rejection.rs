//! A rejected answer as the judge reports it: the first wrong line and
//! its [`Problem`].

use core::fmt;

use super::problem::Problem;

/// A claimed answer that is wrong: the first wrong line and what is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rejection {
    pub(crate) line: u32,
    pub(crate) problem: Problem,
}

impl Rejection {
    /// The 1-based line of the answer, counted from its first line that is
    /// not blank.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// What is wrong.
    #[must_use]
    pub const fn problem(&self) -> Problem {
        self.problem
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} of the answer: {}", self.line, self.problem)
    }
}

impl core::error::Error for Rejection {}
