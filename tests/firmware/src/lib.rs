//! The runtime of the firmware test, written here so that the test needs no
//! crate but flipswap: start-up code for Cortex-M and RISC-V, semihosting
//! output, a small line writer, a pass/fail tally, a pseudo-random
//! generator and stack painting.
//!
//! The files: this library is `lib.rs`, `rt.rs`, `semihosting.rs`,
//! `stack.rs` and `form.rs` (which of flipswap's two forms the image calls);
//! the test is `main.rs` with `toggle.rs`, `swap.rs`, `lights_out.rs`,
//! `eight.rs` and `fifteen.rs`; the image that measures flipswap's footprint is
//! `bin/footprint.rs`.
//!
//! A binary of this crate defines `fw_main`, which the start-up code calls
//! once RAM is ready:
//!
//! ```ignore
//! #[unsafe(no_mangle)]
//! extern "C" fn fw_main() -> ! { ... }
//! ```

#![no_std]

pub mod form;
mod rt;
pub mod semihosting;
pub mod stack;

use core::hint::black_box;

/// The board the image was linked for, as build.rs chose it from the target.
pub const BOARD: &str = env!("FIRMWARE_BOARD");

/// One line of output, built in a fixed buffer without `core::fmt`.
///
/// Everything here is written so that no panic path is compiled in: bytes
/// beyond the buffer are dropped, never indexed.
#[derive(Clone, Copy)]
pub struct Line {
    buf: [u8; 160],
    len: usize,
}

impl Line {
    /// An empty line.
    pub const fn new() -> Line {
        Line {
            buf: [0; 160],
            len: 0,
        }
    }

    fn byte(mut self, b: u8) -> Line {
        // The last byte stays free for the '\n' and the NUL.
        if self.len + 2 < self.buf.len() {
            if let Some(slot) = self.buf.get_mut(self.len) {
                *slot = b;
                self.len += 1;
            }
        }
        self
    }

    /// Appends text.
    pub fn s(mut self, text: &str) -> Line {
        for &b in text.as_bytes() {
            self = self.byte(b);
        }
        self
    }

    /// Appends a number in decimal.
    pub fn u(mut self, n: u32) -> Line {
        let mut digits = [0u8; 10];
        let mut count = 0;
        let mut rest = n;
        loop {
            if let Some(slot) = digits.get_mut(count) {
                *slot = b'0' + (rest % 10) as u8;
                count += 1;
            }
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        for &d in digits.get(..count).unwrap_or_default().iter().rev() {
            self = self.byte(d);
        }
        self
    }

    /// Appends a number as `0x` and four hex digits (more if it needs them).
    pub fn x(mut self, n: u32) -> Line {
        self = self.s("0x");
        let mut started = false;
        for shift in (0..8).rev() {
            let nibble = ((n >> (shift * 4)) & 0xF) as u8;
            if nibble != 0 || shift < 4 {
                started = true;
            }
            if started {
                self = self.byte(if nibble < 10 {
                    b'0' + nibble
                } else {
                    b'A' + nibble - 10
                });
            }
        }
        self
    }

    /// Appends another line's text.
    pub fn then(mut self, other: Line) -> Line {
        for &b in other.buf.get(..other.len).unwrap_or_default() {
            self = self.byte(b);
        }
        self
    }

    /// Appends a cell as `(row,col)`, 0-based.
    pub fn cell(self, cell: flipswap::Cell) -> Line {
        self.s("(")
            .u(u32::from(cell.row()))
            .s(",")
            .u(u32::from(cell.col()))
            .s(")")
    }

    /// Writes the line and a newline to the host.
    pub fn print(self) {
        let mut line = self;
        let end = line.len;
        if let Some(slot) = line.buf.get_mut(end) {
            *slot = b'\n';
        }
        if let Some(slot) = line.buf.get_mut(end + 1) {
            *slot = 0;
        }
        semihosting::write0(&line.buf);
    }
}

impl Default for Line {
    fn default() -> Line {
        Line::new()
    }
}

/// The text a `Display` implementation writes, caught in a fixed buffer
/// (what does not fit is dropped, and [`Text::as_bytes`] then says so by
/// holding the first 192 bytes only).
pub struct Text {
    buf: [u8; 192],
    len: usize,
}

impl Text {
    /// Formats `value` with its `Display` implementation.
    pub fn of(value: impl core::fmt::Display) -> Text {
        use core::fmt::Write as _;
        let mut text = Text {
            buf: [0; 192],
            len: 0,
        };
        let _ = write!(text, "{value}");
        text
    }

    /// The bytes written.
    pub fn as_bytes(&self) -> &[u8] {
        self.buf.get(..self.len).unwrap_or_default()
    }
}

impl core::fmt::Write for Text {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        for &b in s.as_bytes() {
            if let Some(slot) = self.buf.get_mut(self.len) {
                *slot = b;
                self.len += 1;
            }
        }
        Ok(())
    }
}

/// A small xorshift generator, so that every run checks the same "random"
/// cases.
pub struct Random(pub u32);

impl Random {
    /// The next 32 bits.
    pub fn bits(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x
    }

    /// A uniform number below `n`, without a division.
    pub fn below(&mut self, n: u32) -> u32 {
        ((u64::from(self.bits()) * u64::from(n)) >> 32) as u32
    }
}

/// Counts checks and failures; prints the first failures in full.
pub struct Tally {
    checks: u32,
    failures: u32,
}

/// How many failures are printed before the rest are only counted.
const PRINTED_FAILURES: u32 = 20;

impl Tally {
    /// No checks yet.
    pub const fn new() -> Tally {
        Tally {
            checks: 0,
            failures: 0,
        }
    }

    /// Records one check; when `ok` is false, prints `FAIL` and `what()`.
    #[inline]
    pub fn check(&mut self, ok: bool, what: impl FnOnce() -> Line) -> bool {
        self.checks = self.checks.wrapping_add(1);
        if !ok {
            self.fail(what());
        }
        ok
    }

    #[inline(never)]
    fn fail(&mut self, what: Line) {
        self.failures = self.failures.wrapping_add(1);
        if self.failures <= PRINTED_FAILURES {
            Line::new().s("FAIL ").then(what).print();
        }
    }

    /// Checks so far.
    pub const fn checks(&self) -> u32 {
        self.checks
    }

    /// Failures so far.
    pub const fn failures(&self) -> u32 {
        self.failures
    }

    /// Prints the verdict and ends the emulation: exit status 0 only when
    /// there was at least one check and no failure.
    pub fn finish(&self) -> ! {
        let passed = self.failures == 0 && self.checks > 0;
        Line::new()
            .s(if passed {
                "RESULT PASS "
            } else {
                "RESULT FAIL "
            })
            .s(BOARD)
            .s(": ")
            .u(self.checks)
            .s(" checks, ")
            .u(self.failures)
            .s(" failed")
            .print();
        semihosting::exit(black_box(passed))
    }
}

impl Default for Tally {
    fn default() -> Tally {
        Tally::new()
    }
}

/// The panic-freedom proof. In a release build this handler calls a
/// function that is defined nowhere: if any panic path survives
/// optimisation (in flipswap or in this test), the handler stays reachable
/// and the link fails naming the missing symbol. If nothing can panic, the
/// handler is dropped with the call, and the image links.
#[cfg(not(debug_assertions))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    unsafe extern "C" {
        fn flipswap_firmware_error_a_panic_path_survived_in_the_release_build() -> !;
    }
    // SAFETY: never runs; the symbol does not exist, so an image that could
    // get here does not link.
    unsafe { flipswap_firmware_error_a_panic_path_survived_in_the_release_build() }
}

/// Unoptimised builds keep bounds and overflow checks, so the proof only
/// holds for release builds; a debug build reports a panic as a failure.
#[cfg(debug_assertions)]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    Line::new().s("FAIL panic").print();
    semihosting::exit(false)
}
