/*
 * stack.c: the stack each path of the press functions takes on this
 * machine. Each call runs on a thread of its own whose stack (256 KiB, on
 * the heap) is painted first; the lowest byte written after it, less what
 * a thread that calls nothing writes, is the call's stack. Prints one line
 * a call and checks each against the most flipswap.h gives for its path
 * on x86-64 (the figures below), and that each board was answered.
 *
 * Not run under valgrind: it reads stack below where it ended.
 */
#define _POSIX_C_SOURCE 200112L

#include "flipswap.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STACK_BYTES (256 * 1024)
#define PAINT       0xA5

/* The most stack of each path, as flipswap.h gives it for x86-64: a grid
 * of up to 64 cells or a graph, built at run time; a larger grid built at
 * run time; a named rule of up to 64 cells; HDU 5755's 30 x 30. */
#define SMALL_MOST       (14 * 1024L)
#define LARGE_MOST       (48 * 1024L)
#define NAMED_MOST       1024L
#define NAMED_LARGE_MOST (16 * 1024L)

static const uint8_t cross[9] = {0, 1, 0, 1, 1, 1, 0, 1, 0};
static uint8_t start[4096], goal[4096], map[4096];
static uint64_t count;
static long answer;

static void nothing(void) {}

/* 8 x 8 Lights Out modulo 3: a grid of 64 cells, press::Solver. */
static void grid_small(void)
{
    answer = flipswap_press_grid_solve(8, 8, 3, 3, cross, 0, 3, start, goal, FLIPSWAP_PRESS_LIMIT,
                                       map, sizeof map);
}

/* 9 x 9 Lights Out: 81 cells, press::GridSolver, 2^8 maps weighed. */
static void grid_large(void)
{
    answer = flipswap_press_grid_solve(9, 9, 3, 3, cross, 0, 2, start, goal, FLIPSWAP_PRESS_LIMIT,
                                       map, sizeof map);
}

static void grid_large_count(void)
{
    answer = flipswap_press_grid_count(64, 64, 3, 3, cross, 1, 3, start, goal, &count);
}

static void grid_large_kernel(void)
{
    answer = flipswap_press_grid_kernel(64, 64, 3, 3, cross, 0, 2, map, sizeof map);
}

/* A path of 64 nodes. */
static void graph(void)
{
    static uint8_t edges[2 * 63];
    int i;
    for (i = 0; i < 63; i++) {
        edges[2 * i] = (uint8_t)i;
        edges[2 * i + 1] = (uint8_t)(i + 1);
    }
    answer = flipswap_press_graph_solve(64, edges, 63, 0, start, goal, FLIPSWAP_PRESS_LIMIT, map,
                                        sizeof map);
}

static void lights_out_5x5(void)
{
    answer =
        flipswap_press_lights_out_5x5_solve(start, goal, FLIPSWAP_PRESS_LIMIT, map, sizeof map);
}

static void lights_out_2000(void)
{
    answer =
        flipswap_press_lights_out_2000_solve(start, goal, FLIPSWAP_PRESS_LIMIT, map, sizeof map);
}

static void hdu_5755(void)
{
    answer =
        flipswap_press_hdu_5755_30x30_solve(start, goal, FLIPSWAP_PRESS_LIMIT, map, sizeof map);
}

struct call {
    const char *name;
    void (*run)(void);
    long most; /* the header's bound, in bytes */
};

static void *on_thread(void *call)
{
    ((const struct call *)call)->run();
    return NULL;
}

/* The bytes of the painted stack that `call` wrote. */
static long measure(const struct call *call)
{
    pthread_attr_t attr;
    pthread_t thread;
    unsigned char *stack = NULL;
    long used, i = 0;
    if (posix_memalign((void **)&stack, 4096, STACK_BYTES) != 0) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    memset(stack, PAINT, STACK_BYTES);
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstack(&attr, stack, STACK_BYTES) != 0 ||
        pthread_create(&thread, &attr, on_thread, (void *)call) != 0 ||
        pthread_join(thread, NULL) != 0) {
        fprintf(stderr, "no thread for %s\n", call->name);
        exit(2);
    }
    pthread_attr_destroy(&attr);
    while (i < STACK_BYTES && stack[i] == PAINT) {
        i++;
    }
    used = STACK_BYTES - i;
    free(stack);
    return used;
}

int main(void)
{
    static const struct call calls[] = {
        {"flipswap_press_grid_solve, 8 x 8 (64 cells)", grid_small, SMALL_MOST},
        {"flipswap_press_graph_solve, 64 nodes", graph, SMALL_MOST},
        {"flipswap_press_grid_solve, 9 x 9 (2^8 maps weighed)", grid_large, LARGE_MOST},
        {"flipswap_press_grid_count, 64 x 64", grid_large_count, LARGE_MOST},
        {"flipswap_press_grid_kernel, 64 x 64", grid_large_kernel, LARGE_MOST},
        {"flipswap_press_lights_out_5x5_solve", lights_out_5x5, NAMED_MOST},
        {"flipswap_press_lights_out_2000_solve", lights_out_2000, NAMED_MOST},
        {"flipswap_press_hdu_5755_30x30_solve", hdu_5755, NAMED_LARGE_MOST},
    };
    const struct call none = {"nothing", nothing, 0};
    long base = measure(&none);
    size_t i;
    int failures = 0;
    for (i = 0; i < sizeof calls / sizeof calls[0]; i++) {
        long used;
        answer = -100;
        used = measure(&calls[i]) - base;
        printf("stack %s: %ld bytes (at most %ld)\n", calls[i].name, used, calls[i].most);
        if (used > calls[i].most || answer < 0) {
            printf("FAIL %s: %ld bytes, returned %ld\n", calls[i].name, used, answer);
            failures++;
        }
    }
    if (failures == 0) {
        printf("PASS the stack of each press path within the header's figure\n");
    }
    return failures == 0 ? 0 : 1;
}
