//! What the judge knows about a case: the cases it can judge
//! ([`Checkable`]), and what their answers look like.

#[cfg(feature = "swap-game")]
use crate::swap_game;
#[cfg(feature = "swap-game")]
use crate::swap_game::check::SwapCase;
use crate::text::is_blank;
use crate::toggle::Toggle;
use crate::toggle::check::ToggleCase;
#[cfg(feature = "swap-game")]
use crate::verdict::line::swap;
use crate::verdict::line::turn;

mod private {
    /// Keeps [`Checkable`](super::Checkable) closed to this crate's cases.
    pub trait Sealed {
        /// The state of a judge that has read nothing yet.
        fn case(self) -> Case;
    }

    /// What the judge knows about the case, and where the moves have got to.
    #[derive(Clone, Copy, Debug)]
    pub enum Case {
        Toggle(super::ToggleCase),
        #[cfg(feature = "swap-game")]
        SwapGame(super::SwapCase),
    }
}
pub use private::Case;

/// A case whose answers can be judged: the board of any toggle puzzle
/// ([`Toggle`]), a swap-game [`Pair`][crate::swap_game::Pair], or a
/// swap-game [`AnyPair`][crate::swap_game::AnyPair] of any size.
/// Implemented by this crate's types only.
///
#[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]
pub trait Checkable: private::Sealed {}

impl<C: private::Sealed> Checkable for C {}

impl<P: Toggle> private::Sealed for P {
    fn case(self) -> Case {
        Case::Toggle(ToggleCase::of(self))
    }
}

#[cfg(feature = "swap-game")]
impl private::Sealed for swap_game::Pair {
    fn case(self) -> Case {
        Case::SwapGame(SwapCase::of_pair(self))
    }
}

#[cfg(feature = "swap-game")]
impl private::Sealed for swap_game::AnyPair {
    fn case(self) -> Case {
        Case::SwapGame(SwapCase::of_any(self))
    }
}

impl Case {
    /// The state of a judge of `case` that has read nothing yet.
    pub fn of<C: Checkable>(case: C) -> Case {
        private::Sealed::case(case)
    }

    /// Whether answers hold move lines after the count.
    pub const fn has_moves(&self) -> bool {
        match self {
            Case::Toggle(toggle) => toggle.rules.lists_presses,
            #[cfg(feature = "swap-game")]
            Case::SwapGame(swap) => !swap.count_only,
        }
    }

    /// The most moves an answer holds: a count above it is wrong, and for a
    /// puzzle with move lines it does not say where the answer ends.
    pub fn largest(&self) -> u32 {
        match self {
            // Every cell pressed once at most.
            Case::Toggle(toggle) if toggle.rules.lists_presses => {
                u32::from(toggle.rules.width) * u32::from(toggle.rules.height)
            }
            // A one-line answer: any number that fits is merely not the
            // fewest.
            Case::Toggle(_) => u32::MAX,
            #[cfg(feature = "swap-game")]
            Case::SwapGame(swap) if swap.count_only => u32::MAX,
            #[cfg(feature = "swap-game")]
            Case::SwapGame(swap) => swap.largest,
        }
    }

    /// Whether `text` (trimmed, not blank) is a row of the case's board,
    /// which no move line of a right answer ever is.
    pub fn is_row(&self, text: &[u8]) -> bool {
        let symbols = match self {
            Case::Toggle(toggle) => toggle.rules.symbols,
            #[cfg(feature = "swap-game")]
            Case::SwapGame(_) => *b"01",
        };
        let mut cells = 0;
        for &byte in text {
            if symbols.contains(&byte) {
                cells += 1;
            } else if !is_blank(byte) {
                return false;
            }
        }
        cells > 0
    }

    /// Whether `text` is a well-formed move line for this puzzle (wherever
    /// its cells are).
    pub fn is_move(&self, text: &[u8]) -> bool {
        match self {
            Case::Toggle(toggle) => toggle.rules.lists_presses && turn(text).is_ok(),
            #[cfg(feature = "swap-game")]
            Case::SwapGame(game) => !game.count_only && swap(text).is_ok(),
        }
    }
}
