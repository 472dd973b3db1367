/* board.h: what startup.c gives a program on the micro:bit under QEMU:
 * output and exit through semihosting. */
#ifndef BOARD_H
#define BOARD_H

/* Writes a NUL-terminated string to the host (SYS_WRITE0). */
void board_print(const char *text);

/* Ends the run (SYS_EXIT): QEMU exits 0 when `passed`, 1 otherwise. */
__attribute__((noreturn)) void board_exit(int passed);

#endif
