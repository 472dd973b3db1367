//! Measures how much stack a call needs, by painting.
//!
//! [`measure`] fills the free stack below the caller's frame with a pattern,
//! runs the call, and finds the lowest word that no longer holds the
//! pattern. The painting and the scan are written in assembly so that they
//! use no stack themselves and Rust never touches memory it does not own.

/// What the free stack is painted with.
const PAINT: u32 = 0x5EA5_1DE5;

/// How far below the caller's frame to paint: more than any call measured
/// needs (`Solver::new` at run time the most, about 6 KiB), and at most the
/// free RAM (the window never reaches below the end of `.bss`).
pub const WINDOW: usize = 8192;

#[cfg(target_arch = "arm")]
core::arch::global_asm!(
    ".syntax unified",
    ".thumb",
    // fw_stack_paint(lowest = r0, pattern = r1): fill [lowest, sp).
    ".section .text.fw_stack_paint,\"ax\",%progbits",
    ".globl fw_stack_paint",
    ".type fw_stack_paint,%function",
    ".thumb_func",
    "fw_stack_paint:",
    "    mov r2, sp",
    "1:  cmp r0, r2",
    "    bhs 2f",
    "    str r1, [r0]",
    "    adds r0, #4",
    "    b 1b",
    "2:  bx lr",
    ".size fw_stack_paint, . - fw_stack_paint",
    // fw_stack_scan(lowest = r0, pattern = r1, limit = r2) -> the first
    // address from `lowest` up whose word is not the pattern, or `limit`.
    ".section .text.fw_stack_scan,\"ax\",%progbits",
    ".globl fw_stack_scan",
    ".type fw_stack_scan,%function",
    ".thumb_func",
    "fw_stack_scan:",
    "1:  cmp r0, r2",
    "    bhs 2f",
    "    ldr r3, [r0]",
    "    cmp r3, r1",
    "    bne 2f",
    "    adds r0, #4",
    "    b 1b",
    "2:  bx lr",
    ".size fw_stack_scan, . - fw_stack_scan",
);

#[cfg(target_arch = "riscv32")]
core::arch::global_asm!(
    ".section .text.fw_stack_paint,\"ax\",@progbits",
    ".globl fw_stack_paint",
    "fw_stack_paint:",
    "1:  bgeu a0, sp, 2f",
    "    sw a1, 0(a0)",
    "    addi a0, a0, 4",
    "    j 1b",
    "2:  ret",
    ".section .text.fw_stack_scan,\"ax\",@progbits",
    ".globl fw_stack_scan",
    "fw_stack_scan:",
    "1:  bgeu a0, a2, 2f",
    "    lw t0, 0(a0)",
    "    bne t0, a1, 2f",
    "    addi a0, a0, 4",
    "    j 1b",
    "2:  ret",
);

unsafe extern "C" {
    fn fw_stack_paint(lowest: usize, pattern: u32);
    fn fw_stack_scan(lowest: usize, pattern: u32, limit: usize) -> usize;
    static __ebss: u32;
}

#[inline(always)]
fn stack_pointer() -> usize {
    let sp: usize;
    // SAFETY: reads a register.
    unsafe {
        #[cfg(target_arch = "arm")]
        core::arch::asm!("mov {}, sp", out(reg) sp, options(nomem, nostack, preserves_flags));
        #[cfg(target_arch = "riscv32")]
        core::arch::asm!("mv {}, sp", out(reg) sp, options(nomem, nostack, preserves_flags));
    }
    sp
}

/// How a measured call went.
#[derive(Clone, Copy)]
pub struct Usage {
    /// Bytes of stack below the caller's frame that the call wrote.
    pub bytes: usize,
    /// Whether the call may have gone below the painted window, so that
    /// `bytes` is only a lower bound.
    pub overflowed: bool,
}

/// Runs `call` and reports how many bytes of stack it wrote below the frame
/// of the function that calls `measure` (which is inlined into it).
#[inline(always)]
pub fn measure<R>(call: impl FnOnce() -> R) -> (R, Usage) {
    let top = stack_pointer();
    // Only the address of the linker's symbol is taken.
    let end_of_bss = &raw const __ebss as usize;
    let lowest = top.saturating_sub(WINDOW).max((end_of_bss + 3) & !3);
    // SAFETY: [lowest, sp) is free stack between .bss and the live frames:
    // nothing owns it, and the painting function uses no stack.
    unsafe { fw_stack_paint(lowest, PAINT) };
    let result = call();
    // SAFETY: reads the words just painted; they lie below every live frame.
    let touched = unsafe { fw_stack_scan(lowest, PAINT, top) };
    let usage = Usage {
        bytes: top - touched,
        overflowed: touched <= lowest,
    };
    (result, usage)
}
