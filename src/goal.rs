//! Lights Out's goals, what counts as solved ([`Goal`]), and the error of
//! a goal's word that is not one ([`GoalError`]): here, under the modules
//! that answer and judge, so that how to answer can name a goal;
//! [`lights_out`](crate::lights_out) names both.

use core::fmt;
use core::str::FromStr;

use crate::error::Clipped;

/// What counts as solved.
///
/// Its text is the CLI's `--goal` word: `off` ([`AllOff`](Goal::AllOff),
/// the [`Default`]), `on` ([`AllOn`](Goal::AllOn)) or `one-colour`
/// ([`OneColour`](Goal::OneColour)); [`str::parse`] reads it back.
///
/// # Examples
///
/// ```
/// use flipswap::lights_out::Goal;
///
/// assert_eq!("one-colour".parse::<Goal>()?, Goal::OneColour);
/// assert_eq!(Goal::AllOn.to_string(), "on");
/// assert_eq!(Goal::default(), Goal::AllOff);
/// let error = "colour".parse::<Goal>().unwrap_err();
/// assert_eq!(error.to_string(), "expected 'off', 'on' or 'one-colour', found 'colour'");
/// # Ok::<(), flipswap::lights_out::GoalError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Every light off (`0`).
    #[default]
    AllOff,
    /// Every light on (`1`).
    AllOn,
    /// Every light the same, on or off, whichever takes fewer presses (ties
    /// go to the press map that reads least).
    OneColour,
}

impl Goal {
    /// Every goal, in the order the CLI lists them.
    pub const ALL: [Goal; 3] = [Goal::AllOff, Goal::AllOn, Goal::OneColour];

    /// The goal's word, as the CLI spells it: `off`, `on` or `one-colour`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::lights_out::Goal;
    ///
    /// assert_eq!(Goal::OneColour.name(), "one-colour");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Goal::AllOff => "off",
            Goal::AllOn => "on",
            Goal::OneColour => "one-colour",
        }
    }
}

/// Writes the goal's word: `off`, `on` or `one-colour`.
impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads the goal's word: exactly `off`, `on` or `one-colour`.
impl FromStr for Goal {
    type Err = GoalError;

    fn from_str(text: &str) -> Result<Goal, GoalError> {
        Goal::ALL
            .into_iter()
            .find(|goal| goal.name() == text)
            .ok_or_else(|| GoalError(Clipped::of(text)))
    }
}

/// Text that is not a [`Goal`]'s word. It keeps the first
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
pub struct GoalError(Clipped<{ GoalError::KEPT }>);

impl GoalError {
    /// The most bytes of the text a [`GoalError`] keeps.
    pub const KEPT: usize = 16;

    /// The text that was not a goal, or its first [`KEPT`](Self::KEPT)
    /// bytes (whole characters) when it was longer.
    #[must_use]
    pub fn found(&self) -> &str {
        self.0.text()
    }

    /// Whether the text was longer than [`found`](Self::found).
    #[must_use]
    pub const fn is_cut(&self) -> bool {
        self.0.is_cut()
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
        f.write_str(if self.is_cut() { "...'" } else { "'" })
    }
}

impl core::error::Error for GoalError {}
