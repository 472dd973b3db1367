//! A board with the goal it is to reach: the value that a Lights Out case
//! solves as a [`Puzzle`](crate::Puzzle).

use super::{Board, Goal, Solution};
use crate::Cell;

/// A Lights Out board and its goal: the one value the
/// [`Puzzle`](crate::Puzzle) shape answers, at any size.
///
/// # Examples
///
/// ```
/// use flipswap::{Answer, Cell, Puzzle};
/// use flipswap::lights_out::{Board, Game, Goal};
///
/// let board: Board = "010\n111\n010".parse()?;
/// let game = Game::new(board, Goal::AllOff);
/// let solution = game.solve().expect("one press");
/// assert_eq!(solution.moves().collect::<Vec<_>>(), [Cell::new(1, 1)]);
/// assert!(game.play(Cell::new(1, 1)).is_some_and(|after| after.is_solved()));
/// # Ok::<(), flipswap::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    board: Board,
    goal: Goal,
}

impl Game {
    /// `board`, to be brought to `goal`.
    #[must_use]
    pub const fn new(board: Board, goal: Goal) -> Game {
        Game { board, goal }
    }

    /// The board.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The goal.
    #[must_use]
    pub const fn goal(&self) -> Goal {
        self.goal
    }
}

impl crate::Puzzle for Game {
    type Move = Cell;
    type Solution = Solution;

    fn solve(&self) -> Option<Solution> {
        self.board.solve(self.goal)
    }

    fn hint(&self) -> Option<Cell> {
        self.board.hint(self.goal)
    }

    fn play(&self, press: Cell) -> Option<Game> {
        Some(Game {
            board: self.board.press(press)?,
            goal: self.goal,
        })
    }

    fn is_solved(&self) -> bool {
        self.board.is_solved(self.goal)
    }
}
