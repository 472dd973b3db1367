/* startup.c: the least a C program needs on the micro:bit (nRF51,
 * Cortex-M0) under QEMU: the vector table, a reset handler that copies
 * .data, zeroes .bss and calls main, a fault handler, and semihosting
 * (`bkpt 0xAB`, the operation in r0 and its argument in r1) for output and
 * exit. ARMv6-M instructions only. */
#include <stdint.h>

#include "board.h"

int main(void);

extern uint32_t __data_start[], __data_end[], __data_load[];
extern uint32_t __bss_start[], __bss_end[];
extern uint32_t __stack_top[];

enum {
    SYS_WRITE0 = 0x04,
    SYS_EXIT = 0x18,
    /* SYS_EXIT's reason on 32-bit Arm: QEMU exits 0 and 1. */
    ADP_STOPPED_APPLICATION_EXIT = 0x20026,
    ADP_STOPPED_RUN_TIME_ERROR = 0x20023,
};

static uint32_t semihosting(uint32_t op, uint32_t arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register uint32_t r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

void board_print(const char *text)
{
    semihosting(SYS_WRITE0, (uint32_t)(uintptr_t)text);
}

_Noreturn void board_exit(int passed)
{
    semihosting(SYS_EXIT, passed ? ADP_STOPPED_APPLICATION_EXIT : ADP_STOPPED_RUN_TIME_ERROR);
    for (;;) {
    }
}

/* The stack's free words are painted before main; the lowest word main
 * wrote shows the most stack it used. */
#define PAINT 0xA5C3E187u

/* The stack main used at most, in bytes (below this function's frame). */
static uint32_t stack_used(void)
{
    const uint32_t *word = __bss_end;
    while (word < __stack_top && *word == PAINT) {
        word++;
    }
    return (uint32_t)((uintptr_t)__stack_top - (uintptr_t)word);
}

static void print_decimal(uint32_t value)
{
    char text[11];
    char *at = text + 10;
    *at = '\0';
    do {
        *--at = (char)('0' + value % 10);
        value /= 10;
    } while (value != 0);
    board_print(at);
}

_Noreturn void reset_handler(void)
{
    uint32_t *to = __data_start;
    const uint32_t *from = __data_load;
    volatile uint32_t *free_word;
    int status;
    while (to < __data_end) {
        *to++ = *from++;
    }
    for (to = __bss_start; to < __bss_end; to++) {
        *to = 0;
    }
    /* Up to 64 bytes under this frame, which is still in use. */
    for (free_word = __bss_end; (uintptr_t)free_word < (uintptr_t)__builtin_frame_address(0) - 64;
         free_word++) {
        *free_word = PAINT;
    }
    status = main();
    board_print("STACK ");
    print_decimal(stack_used());
    board_print(" bytes at most\n");
    board_exit(status == 0);
}

/* Any other exception (a HardFault, most likely) fails the run. */
_Noreturn void fault_handler(void)
{
    board_print("FAIL fault: an exception was taken\n");
    board_exit(0);
}

/* Word 0: the initial stack pointer; word 1: the reset handler (a
 * function's address has its Thumb bit set); then NMI, HardFault and the
 * rest of the system exceptions. */
__attribute__((section(".vectors"), used)) static const uintptr_t vectors[16] = {
    (uintptr_t)__stack_top,
    (uintptr_t)reset_handler,
    [2 ... 15] = (uintptr_t)fault_handler,
};
