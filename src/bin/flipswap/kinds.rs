//! The subcommands' own parts, one file per family of them: each
//! subcommand's words (its [`Words`](crate::cases::Words)), what
//! it reads its cases into, and how those are answered, judged, drawn and
//! written. The puzzle table ([`crate::puzzle`]) names them; the loops never
//! do.

pub mod eight;
pub mod fifteen;
pub mod lights_out;
pub mod sliding;
pub mod swap;
pub mod toggle;
