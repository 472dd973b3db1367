/*
 * common.h: what the C tests share: the functions of Flip Game, the
 * refrigerator and the lights as one type, buffers on the heap at exactly
 * their size (so that valgrind's memcheck sees a read or a write one byte
 * past one) and a small fixed-seed random source. Included by every.c
 * (so it is C++ too), agree.c, answer.c and fuzz.c; its functions are
 * static inline, so a test that uses only some of them is not warned of
 * the others.
 */
#ifndef FLIPSWAP_TESTS_COMMON_H
#define FLIPSWAP_TESTS_COMMON_H

#include "flipswap.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Flip Game, the refrigerator and the lights take the same arguments: a
 * board of bits and room for a press a cell, `cells` of them. */
struct toggle {
    const char *name;
    long (*solve)(uint16_t board, uint8_t *presses, size_t cap);
    long (*hint)(uint16_t board);
    size_t cells;
};

/* Exactly `size` bytes on the heap, or the program stops. A C library
 * whose malloc(0) is NULL gets one byte for none. */
static inline unsigned char *heap(size_t size)
{
    unsigned char *bytes = (unsigned char *)malloc(size);
    if (bytes == NULL && size == 0) {
        bytes = (unsigned char *)malloc(1);
    }
    if (bytes == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return bytes;
}

/* ---- a small fixed-seed random source (xorshift64) --------------------- */

/* The source's state: each test that draws numbers seeds it in main. */
static uint64_t rng_state;

static inline uint64_t next_random(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* A number from 0 to below `n` (0 when `n` is 0). */
static inline size_t below(size_t n)
{
    return n ? (size_t)(next_random() % n) : 0;
}

#endif
