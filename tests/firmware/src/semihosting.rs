//! Output and exit through the debugger interface QEMU emulates
//! (`-semihosting-config enable=on,target=native`).
//!
//! Arm: `bkpt 0xAB` with the operation in r0 and its argument in r1.
//! RISC-V: the uncompressed sequence `slli x0, x0, 0x1f; ebreak;
//! srai x0, x0, 7` with the operation in a0 and its argument in a1.

/// SYS_WRITE0: write a NUL-terminated string to the host.
const SYS_WRITE0: usize = 0x04;
/// SYS_EXIT: end the program; on 32-bit targets the argument is the reason.
const SYS_EXIT: usize = 0x18;
/// ADP_Stopped_ApplicationExit: QEMU exits with status 0.
const APPLICATION_EXIT: usize = 0x20026;
/// ADP_Stopped_RunTimeErrorUnknown: QEMU exits with status 1.
const RUNTIME_ERROR: usize = 0x20023;

#[cfg(target_arch = "arm")]
unsafe fn call(op: usize, arg: usize) -> usize {
    let ret;
    // SAFETY: the caller passes an operation and an argument the host reads.
    unsafe {
        core::arch::asm!("bkpt #0xab", inout("r0") op => ret, in("r1") arg, options(nostack));
    }
    ret
}

#[cfg(target_arch = "riscv32")]
core::arch::global_asm!(
    // The three instructions must be 32 bits wide and on one page.
    ".section .text.fw_semihosting_call,\"ax\",@progbits",
    ".globl fw_semihosting_call",
    ".balign 16",
    "fw_semihosting_call:",
    ".option push",
    ".option norvc",
    "slli x0, x0, 0x1f",
    "ebreak",
    "srai x0, x0, 7",
    "ret",
    ".option pop",
);

#[cfg(target_arch = "riscv32")]
unsafe fn call(op: usize, arg: usize) -> usize {
    unsafe extern "C" {
        fn fw_semihosting_call(op: usize, arg: usize) -> usize;
    }
    // SAFETY: as for Arm; the function clobbers nothing the C ABI keeps.
    unsafe { fw_semihosting_call(op, arg) }
}

/// Writes `text` up to its first NUL; writes nothing when it has none.
pub fn write0(text: &[u8]) {
    if text.contains(&0) {
        // SAFETY: the host reads up to the NUL, which lies inside `text`.
        unsafe {
            call(SYS_WRITE0, text.as_ptr() as usize);
        }
    }
}

/// Ends the emulation: QEMU exits with status 0 when `success`, 1 otherwise.
pub fn exit(success: bool) -> ! {
    let reason = if success {
        APPLICATION_EXIT
    } else {
        RUNTIME_ERROR
    };
    // SAFETY: SYS_EXIT takes the reason itself, not a pointer.
    unsafe {
        call(SYS_EXIT, reason);
    }
    // Without semihosting the call returns (or traps); never go on.
    loop {
        core::hint::spin_loop();
    }
}

/// SYS_CLOCK: centiseconds since the program started, by the host's clock.
const SYS_CLOCK: usize = 0x10;

/// The host's clock in centiseconds (under QEMU, the emulator's own time),
/// or `None` when the host has none.
pub fn clock() -> Option<u32> {
    // SAFETY: SYS_CLOCK takes no argument.
    let ticks = unsafe { call(SYS_CLOCK, 0) };
    if ticks as isize == -1 {
        None
    } else {
        Some(ticks as u32)
    }
}
