//! Press puzzles as data: any rule on up to [`MAX_CELLS`] cells, modulo 2
//! or 3, solved by one engine.
//!
//! A press puzzle is one linear system: pressing a cell adds a fixed vector
//! to the board, modulo the number of states, and a board is solved by
//! presses whose sum takes it to the goal. What varies is only which cells
//! a press changes and by how much: the [`Rule`]. A rule is a value, made
//! by a `const fn` from a grid stencil ([`Stencil`]: the cross, the X, the
//! king's block, or any odd-sized pattern of weights), with bounded or
//! wrapping edges, from the refrigerator's row and column, from a graph
//! (directed or not) or from a pattern per cell.
//!
//! [`Solver::new`] is a `const fn` too: it reduces the rule's system once,
//! so `static SOLVER: Solver = Solver::new(&RULE);` puts a rule's solver
//! in flash with nothing to do at start-up, and the same call builds one at
//! run time for a rule read from text. A solver then answers, for any
//! board: whether it can be solved, in how many ways ([`Solver::count`],
//! `p^k` or none, `k` the kernel's dimension), the fewest presses
//! ([`Solver::solve`]: a cell pressed twice on a three-state board counts
//! as two presses; of the press maps with the fewest, the least in reading
//! order), and a non-zero press map that changes nothing
//! ([`Solver::kernel`]).
//!
//! Grids past 64 cells, up to 64 × 64, have an engine of their own that
//! chases the lights down the board ([`Grid`], [`GridSolver`], boards and
//! press maps as [`Cells`]): the same questions, for any [`Stencil`].
//!
//! # Examples
//!
//! ```
//! use flipswap::press::{Edges, Rule, Solver, State, Stencil};
//!
//! // The three-colour 5 × 5 board of Lights Out 2000: a press adds one to
//! // the cell and its four neighbours, modulo 3. Built when the crate
//! // using it compiles.
//! static RULE: Rule = Rule::grid(5, 5, &Stencil::CROSS, Edges::Bounded, 3).expect("25 cells");
//! static SOLVER: Solver = Solver::new(&RULE);
//!
//! // Only 3^22 of the 3^25 boards can be solved, each in 27 ways.
//! assert_eq!(SOLVER.kernel_dimension(), 3);
//! let pressed = RULE.press(State::ZERO, 12, 1).expect("a cell of the board");
//! assert_eq!(SOLVER.count(pressed, State::ZERO), 27);
//! let answer = SOLVER.solve(pressed, State::ZERO)?.expect("solvable");
//! assert_eq!(answer.presses(), 2); // pressing the centre twice more undoes it
//! # Ok::<(), flipswap::press::OverLimit>(())
//! ```

mod dense;
#[cfg(feature = "press")]
mod game;
#[cfg(feature = "press")]
mod grid;
#[cfg(feature = "press")]
mod lights_rule;

pub use crate::rule_error::OverLimit;
#[cfg(feature = "press")]
pub use crate::rule_error::RuleTooLarge;
pub use dense::{Edges, MAX_CELLS, Rule, Solver, State, Stencil};
#[cfg(feature = "press")]
pub use game::{Board, Game, GridGame, GridPresses, Presses};
#[cfg(feature = "press")]
pub use grid::{Cells, Grid, GridSolver};
#[cfg(feature = "press")]
pub use lights_rule::{LightsRule, RuleError, Shape};
