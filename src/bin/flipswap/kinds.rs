//! The subcommands' own parts, one file per family of them: what each
//! reads its cases into, and how those are answered, judged, drawn and
//! written. The puzzle table ([`crate::puzzle`]) names them; the loops never
//! do.

mod lights_out;
mod swap;
mod tiles;
mod toggle;

#[cfg(test)]
pub use lights_out::Solvers;
pub use lights_out::{AnySize, Family};
pub use swap::Swaps;
pub use tiles::FifteenCount;
