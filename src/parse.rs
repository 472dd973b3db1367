//! The judge's text of a one-board puzzle of a fixed size (Flip Game, the
//! refrigerator, the lights, a swap-game board): `Display`, `Debug`,
//! `FromStr` and [`Case`](crate::Case), from its [`Format`](crate::Format).

/// Gives a one-board puzzle's `Board(u16)` its judge's text: `Display`,
/// `FromStr` and [`Case`], all in the format `$format`, which `$text`
/// describes for the docs.
macro_rules! board_text {
    ($board:ident, $format:expr, $text:literal) => {
        #[doc = concat!("Writes ", $text, ", rows separated by newlines, no newline after the last.")]
        impl core::fmt::Display for $board {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                $crate::write::board(f, &$format, self.0, "\n")
            }
        }

        /// Shows the rows as the judge writes them, separated by `/`.
        impl core::fmt::Debug for $board {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("Board(")?;
                $crate::write::board(f, &$format, self.0, "/")?;
                f.write_str(")")
            }
        }

        #[doc = concat!("Reads ", $text, ", as the judge writes them.")]
        impl core::str::FromStr for $board {
            type Err = $crate::ParseError;

            fn from_str(text: &str) -> Result<$board, $crate::ParseError> {
                $crate::read::one(text)
            }
        }

        impl $crate::read::Sealed for $board {
            const FORMAT: $crate::Format = $format;
            fn build(raw: &$crate::read::Raw) -> Result<$board, $crate::ParseErrorKind> {
                // The format fixes the size: at most 16 cells.
                let size = $format.size().unwrap_or((0, 0));
                Ok($board(raw.fixed_bits(size, 0) as u16))
            }
        }
    };
}
pub(crate) use board_text;

/// `Display` and `Debug` of a board that writes itself by its own
/// `write_rows(f, between)`: its rows separated by newlines, and
/// `Name(rows)` with the rows separated by `$between`.
#[cfg(any(feature = "swap-game", feature = "eight", feature = "fifteen"))]
macro_rules! rows_text {
    ($board:ident, $between:literal) => {
        /// Writes the rows as the judge writes them, separated by newlines,
        /// no newline after the last.
        impl core::fmt::Display for $board {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                self.write_rows(f, "\n")
            }
        }

        #[doc = concat!("Shows the rows on one line, `", $between, "` between them.")]
        impl core::fmt::Debug for $board {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(concat!(stringify!($board), "("))?;
                self.write_rows(f, $between)?;
                f.write_str(")")
            }
        }
    };
}
#[cfg(any(feature = "swap-game", feature = "eight", feature = "fifteen"))]
pub(crate) use rows_text;
