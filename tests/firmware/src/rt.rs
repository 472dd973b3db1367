//! Start-up code: the Cortex-M vector table and reset handler, the RISC-V
//! entry, and the trap handlers that turn a fault into a failed run.
//!
//! The Cortex-M reset handler uses only ARMv6-M instructions, so the same
//! code starts an M0, an M3 and an M4. QEMU loads `.data` where the linker
//! put its load image (in flash), so it really must be copied.

use crate::{Line, semihosting};

#[cfg(target_arch = "arm")]
core::arch::global_asm!(
    ".syntax unified",
    ".thumb",
    // Word 0: the initial stack pointer; word 1: the reset handler (the
    // linker sets the Thumb bit of function addresses); then NMI, HardFault
    // and the rest of the system exceptions, all reported as faults.
    ".section .vector_table,\"a\",%progbits",
    ".globl fw_vector_table",
    ".p2align 2",
    "fw_vector_table:",
    ".word __stack_top",
    ".word fw_reset",
    ".rept 14",
    ".word fw_fault_entry",
    ".endr",
    "",
    ".section .text.fw_reset,\"ax\",%progbits",
    ".globl fw_reset",
    ".type fw_reset,%function",
    ".thumb_func",
    "fw_reset:",
    // Zero .bss.
    "    ldr r0, =__sbss",
    "    ldr r1, =__ebss",
    "    movs r2, #0",
    "1:  cmp r0, r1",
    "    bhs 2f",
    "    str r2, [r0]",
    "    adds r0, #4",
    "    b 1b",
    // Copy .data from its load image in flash.
    "2:  ldr r0, =__sdata",
    "    ldr r1, =__edata",
    "    ldr r2, =__sidata",
    "3:  cmp r0, r1",
    "    bhs 4f",
    "    ldr r3, [r2]",
    "    str r3, [r0]",
    "    adds r0, #4",
    "    adds r2, #4",
    "    b 3b",
    "4:  bl fw_start",
    "5:  b 5b",
    ".ltorg",
    ".size fw_reset, . - fw_reset",
    "",
    // Any exception: report which one (IPSR) and the stacked PC.
    ".section .text.fw_fault_entry,\"ax\",%progbits",
    ".globl fw_fault_entry",
    ".type fw_fault_entry,%function",
    ".thumb_func",
    "fw_fault_entry:",
    "    mrs r0, ipsr",
    "    mov r2, sp",
    "    ldr r1, [r2, #24]",
    "    bl fw_fault",
    "6:  b 6b",
    ".size fw_fault_entry, . - fw_fault_entry",
);

#[cfg(target_arch = "riscv32")]
core::arch::global_asm!(
    ".section .text.fw_reset,\"ax\",@progbits",
    ".globl fw_reset",
    "fw_reset:",
    ".option push",
    ".option norelax",
    "    la gp, __global_pointer$",
    ".option pop",
    "    la sp, __stack_top",
    "    la t0, fw_trap",
    "    csrw mtvec, t0",
    // Zero .bss.
    "    la t0, __sbss",
    "    la t1, __ebss",
    "1:  bgeu t0, t1, 2f",
    "    sw zero, 0(t0)",
    "    addi t0, t0, 4",
    "    j 1b",
    // Copy .data from its load image.
    "2:  la t0, __sdata",
    "    la t1, __edata",
    "    la t2, __sidata",
    "3:  bgeu t0, t1, 4f",
    "    lw t3, 0(t2)",
    "    sw t3, 0(t0)",
    "    addi t0, t0, 4",
    "    addi t2, t2, 4",
    "    j 3b",
    "4:  call fw_start",
    "5:  j 5b",
    "",
    // Any trap: report mcause and mepc on a fresh stack.
    ".balign 4",
    "fw_trap:",
    "    la sp, __stack_top",
    "    csrr a0, mcause",
    "    csrr a1, mepc",
    "    call fw_fault",
    "6:  j 6b",
);

/// Called by the reset code once `.bss` is zero and `.data` is in place.
#[unsafe(no_mangle)]
extern "C" fn fw_start() -> ! {
    // The hard-float ABI may keep values in FPU registers: switch on CP10 and
    // CP11 (full access) before any Rust code of the program runs.
    #[cfg(all(target_arch = "arm", target_abi = "eabihf"))]
    // SAFETY: CPACR is the architectural coprocessor access register of every
    // Cortex-M4F/M7; the barriers make the change visible before returning.
    unsafe {
        const CPACR: *mut u32 = 0xE000_ED88 as *mut u32;
        CPACR.write_volatile(CPACR.read_volatile() | (0xF << 20));
        core::arch::asm!("dsb", "isb", options(nostack, preserves_flags));
    }

    unsafe extern "C" {
        fn fw_main() -> !;
    }
    // SAFETY: every binary of this crate defines `fw_main`.
    unsafe { fw_main() }
}

/// A fault or trap: the test cannot go on, so it fails.
#[unsafe(no_mangle)]
extern "C" fn fw_fault(cause: u32, pc: u32) -> ! {
    Line::new()
        .s("FAIL fault: cause ")
        .x(cause)
        .s(" at pc ")
        .x(pc)
        .print();
    semihosting::exit(false)
}
