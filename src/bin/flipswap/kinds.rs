//! The subcommands' own parts, one file per family of them: each
//! subcommand's words (its [`Subcommand`](crate::cases::Subcommand)), what
//! it reads its cases into, and how those are answered, judged, drawn and
//! written. The puzzle table ([`crate::puzzle`]) names them; the loops never
//! do.

/// [`Cases`](crate::cases::Cases) of the subcommands whose cases a search
/// answers, bounded by `--limit`: each `$subcommand` reads `$case`s with
/// `$reader`, answers by `$answer`, given the case, its number, the output
/// and the options, and judges with `$judge(case)`.
macro_rules! searched {
    ($(
        $subcommand:ty: $case:ty, $reader:expr,
        |$c:ident, $n:ident, $o:ident, $opts:ident| $answer:expr,
        $judge:path;
    )*) => {$(
        impl crate::cases::Cases for $subcommand {
            type Case = $case;
            type Solvers = ();
            type Judge = flipswap::check::SlideJudge;

            fn reader() -> flipswap::Reader<$case> {
                $reader
            }

            fn answer<W: std::io::Write>(
                $c: $case,
                $n: u64,
                $o: &mut W,
                $opts: crate::cases::Options,
                _solvers: &mut (),
            ) -> Result<(), crate::cases::Failure> {
                $answer
            }

            fn judge(
                case: $case,
                _number: u64,
                _options: crate::cases::Options,
            ) -> Result<flipswap::check::SlideJudge, String> {
                Ok($judge(case))
            }
        }
    )*};
}

pub mod eight;
pub mod fifteen;
pub mod lights_out;
pub mod sliding;
pub mod swap;
pub mod toggle;

pub use fifteen::FifteenCount;
#[cfg(test)]
pub use lights_out::Solvers;
pub use lights_out::{AnySize, Family};
pub use swap::Swaps;
