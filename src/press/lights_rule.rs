//! The rule `lights-out` presses with, as its options say it (`--rule`,
//! `--torus`, `--states`): [`LightsRule`].

use core::fmt;
use core::str::FromStr;

use super::{Edges, Stencil};

/// What a press of `lights-out` changes: a stencil, or the refrigerator's
/// row and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A stencil centred on the pressed cell.
    Stencil(Stencil),
    /// The pressed cell's whole row and column (the refrigerator's rule),
    /// on boards of up to 64 cells.
    RowColumn,
}

/// The rule of a `lights-out` board: its [`Shape`], its edges and how many
/// states a cell has. [`LightsRule::PLAIN`] is Lights Out's own: the cross,
/// bounded, two states.
///
/// # Examples
///
/// ```
/// use flipswap::press::{Edges, LightsRule, Shape, Stencil};
///
/// let hdu: Shape = "010/121/010".parse()?;
/// assert_eq!(Some(hdu), Stencil::of(3, 3, &[0, 1, 0, 1, 2, 1, 0, 1, 0]).map(Shape::Stencil));
/// assert_eq!(".#./###/.#.".parse::<Shape>()?, Shape::Stencil(Stencil::CROSS));
/// let rule = LightsRule { shape: hdu, edges: Edges::Bounded, states: 3 };
/// assert!(!rule.is_plain() && LightsRule::PLAIN.is_plain());
/// let error = "01/10".parse::<Shape>().unwrap_err();
/// assert_eq!(error.to_string(), "a stencil has an odd number of rows and of columns, up to 7 each: found 2 rows");
/// # Ok::<(), flipswap::press::RuleError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LightsRule {
    /// What a press changes.
    pub shape: Shape,
    /// Whether the board wraps.
    pub edges: Edges,
    /// How many states a cell has: 2 or 3.
    pub states: u8,
}

impl LightsRule {
    /// Lights Out's own rule: the cross, bounded, two states.
    pub const PLAIN: LightsRule = LightsRule {
        shape: Shape::Stencil(Stencil::CROSS),
        edges: Edges::Bounded,
        states: 2,
    };

    /// Whether it is Lights Out's own rule, which `lights-out` answers
    /// from its own solver.
    #[must_use]
    pub fn is_plain(&self) -> bool {
        *self == LightsRule::PLAIN
    }
}

impl LightsRule {
    /// The rule that `lights-out`'s options give: `--rule`'s text (the
    /// cross when `None`), `--torus`, and `--states`' text (2 when
    /// `None`).
    ///
    /// # Errors
    ///
    /// A [`RuleError`] for a rule's text that is no rule, or states other
    /// than `2` or `3`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flipswap::press::{Edges, LightsRule, Shape, Stencil};
    ///
    /// let rule = LightsRule::from_options(Some("king"), true, Some("3"))?;
    /// assert_eq!(rule, LightsRule { shape: Shape::Stencil(Stencil::KING), edges: Edges::Torus, states: 3 });
    /// assert_eq!(LightsRule::from_options(None, false, None)?, LightsRule::PLAIN);
    /// assert!(LightsRule::from_options(None, false, Some("4")).is_err());
    /// # Ok::<(), flipswap::press::RuleError>(())
    /// ```
    pub fn from_options(
        rule: Option<&str>,
        torus: bool,
        states: Option<&str>,
    ) -> Result<LightsRule, RuleError> {
        let shape = match rule {
            None => Shape::Stencil(Stencil::CROSS),
            Some(text) => text.parse()?,
        };
        let states = match states {
            None | Some("2") => 2,
            Some("3") => 3,
            Some(_) => return Err(RuleError::States),
        };
        if matches!(shape, Shape::Stencil(stencil) if stencil.largest() >= states) {
            return Err(RuleError::WeightStates);
        }
        let edges = if torus { Edges::Torus } else { Edges::Bounded };
        Ok(LightsRule {
            shape,
            edges,
            states,
        })
    }

    /// The rule that `lights-out`'s options give, as words one after
    /// another (`--rule x --torus --states 3`, `--rule=x` too), and the
    /// goal's word where `--goal` gives one: how `flipswap_answer` takes
    /// the options after the name `lights-out`. `None` for a word that is
    /// no option of the rule, or an option without its value.
    #[must_use]
    pub fn from_words(words: &str) -> Option<(Result<LightsRule, RuleError>, Option<&str>)> {
        let (mut rule, mut torus, mut states, mut goal) = (None, false, None, None);
        let mut words = words.split_ascii_whitespace();
        while let Some(word) = words.next() {
            let (name, inline) = match word.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (word, None),
            };
            let slot = match name {
                "--torus" if inline.is_none() => {
                    torus = true;
                    continue;
                }
                "--rule" => &mut rule,
                "--states" => &mut states,
                "--goal" => &mut goal,
                _ => return None,
            };
            *slot = Some(inline.or_else(|| words.next())?);
        }
        Some((LightsRule::from_options(rule, torus, states), goal))
    }
}

impl Default for LightsRule {
    fn default() -> LightsRule {
        LightsRule::PLAIN
    }
}

/// Text that is not a rule of `--rule`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// Not a name, and a character that no stencil holds.
    Character(char),
    /// A stencil's rows of different lengths.
    Ragged {
        /// The first row's length.
        first: usize,
        /// The row that differs, from 1.
        row: usize,
        /// Its length.
        found: usize,
    },
    /// A stencil whose rows or columns are even, none, or more than 7.
    Rows(usize),
    /// As [`Rows`](RuleError::Rows), for its columns.
    Cols(usize),
    /// `--states` other than 2 or 3.
    States,
    /// A stencil's weight past 2, which no rule takes.
    Weight(u8),
    /// A stencil's weight of 2 on a rule of two states.
    WeightStates,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sides = "a stencil has an odd number of rows and of columns, up to 7 each";
        match *self {
            RuleError::Character(c) => write!(
                f,
                "expected cross, x, king, row-column or a stencil of digits, '#' and '.' in rows split by '/', found {}",
                crate::Found::Char(c)
            ),
            RuleError::Ragged { first, row, found } => write!(
                f,
                "a stencil's rows are all as long: the first has {first} cells, row {row} has {found}"
            ),
            RuleError::Rows(n) => write!(f, "{sides}: found {n} rows"),
            RuleError::Cols(n) => write!(f, "{sides}: found {n} columns"),
            RuleError::States => f.write_str("a cell has 2 or 3 states"),
            RuleError::Weight(weight) => write!(
                f,
                "a stencil's weights are 0, 1 or 2 ('#' is 1, '.' is 0): found {weight}"
            ),
            RuleError::WeightStates => {
                f.write_str("a stencil's weight of 2 needs 3 states (--states 3)")
            }
        }
    }
}

impl core::error::Error for RuleError {}

/// Reads `--rule`'s text: `cross`, `x`, `king`, `row-column`, or a stencil,
/// rows of digits (`#` for 1, `.` for 0) separated by `/`.
impl FromStr for Shape {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Shape, RuleError> {
        match text {
            "cross" => return Ok(Shape::Stencil(Stencil::CROSS)),
            "x" => return Ok(Shape::Stencil(Stencil::X)),
            "king" => return Ok(Shape::Stencil(Stencil::KING)),
            "row-column" => return Ok(Shape::RowColumn),
            _ => {}
        }
        let mut weights = [0u8; Stencil::MOST * Stencil::MOST];
        let (mut rows, mut cols) = (0, 0);
        for (r, row) in text.split('/').enumerate() {
            let len = row.chars().count();
            if r == 0 {
                cols = len;
            } else if len != cols {
                return Err(RuleError::Ragged {
                    first: cols,
                    row: r + 1,
                    found: len,
                });
            }
            for (c, ch) in row.chars().enumerate() {
                let weight = match ch {
                    '#' => 1,
                    '.' => 0,
                    '0'..='9' => ch as u8 - b'0',
                    other => return Err(RuleError::Character(other)),
                };
                if let Some(slot) = weights.get_mut(r * Stencil::MOST + c) {
                    *slot = weight;
                }
            }
            rows = r + 1;
        }
        let fits = |n: usize| n % 2 == 1 && n <= Stencil::MOST;
        if !fits(rows) {
            return Err(RuleError::Rows(rows));
        }
        if !fits(cols) {
            return Err(RuleError::Cols(cols));
        }
        let mut packed = [0u8; Stencil::MOST * Stencil::MOST];
        for r in 0..rows {
            for c in 0..cols {
                if let (Some(to), Some(from)) = (
                    packed.get_mut(r * cols + c),
                    weights.get(r * Stencil::MOST + c),
                ) {
                    *to = *from;
                }
            }
        }
        let packed = packed.get(..rows * cols).unwrap_or_default();
        // Sides and count are checked above: only a weight can fail.
        let most = packed.iter().copied().max().unwrap_or(0);
        Stencil::of(rows, cols, packed)
            .map(Shape::Stencil)
            .ok_or(RuleError::Weight(most))
    }
}
