/*
 * every.c: calls every function flipswap.h declares, with boards whose
 * answers are known (the examples of `flipswap help <puzzle>`) and on each
 * error path: a null pointer, too small a buffer (left untouched), a
 * bounded search over its limit, a board of no answer, a solved board, and
 * boards or arguments the puzzles do not take. Each hint is checked against
 * the first move of its solve.
 *
 * Builds as C99 and as C++ (the header's extern "C" guards). Prints
 * `PASS every function of flipswap.h` and exits 0, or names each check
 * that failed and exits 1.
 */
#include "flipswap.h"

#include "common.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The version the build expects, major * 10000 + minor * 100 + patch;
 * run.sh passes the package's. */
#ifndef FLIPSWAP_EXPECTED_VERSION
#define FLIPSWAP_EXPECTED_VERSION 400
#endif

/* A byte a function must not have written. */
#define UNWRITTEN 0xAA

static int failures = 0;

/* Records a check: names it on failure. */
static void expect(const char *what, long got, long wanted)
{
    if (got != wanted) {
        printf("FAIL %s: got %ld, wanted %ld\n", what, got, wanted);
        failures++;
    }
}

/* Records that `count` bytes of an answer are `wanted`. */
static void expect_bytes(const char *what, const uint8_t *got, const char *wanted, size_t count)
{
    size_t i;
    for (i = 0; i < count; i++) {
        if (got[i] != (uint8_t)wanted[i]) {
            printf("FAIL %s: byte %lu is %d, wanted %d\n", what, (unsigned long)i, got[i],
                   (uint8_t)wanted[i]);
            failures++;
            return;
        }
    }
}

/* Records that no byte of `buffer` was written. */
static void expect_untouched(const char *what, const uint8_t *buffer, size_t count)
{
    size_t i;
    for (i = 0; i < count; i++) {
        if (buffer[i] != UNWRITTEN) {
            printf("FAIL %s: byte %lu written on NO_ROOM\n", what, (unsigned long)i);
            failures++;
            return;
        }
    }
}

/* A check's name: "flip_game_solve null" for ("flip_game", "solve", "null"). */
static const char *named(const char *puzzle, const char *function, const char *what)
{
    static char name[80];
    snprintf(name, sizeof name, "%s_%s %s", puzzle, function, what);
    return name;
}

/* A hint is the first move of a solve with moves, else SOLVED. */
static void expect_hint(const char *what, long hint, long count, long first)
{
    expect(what, hint, count > 0 ? first : FLIPSWAP_SOLVED);
}

/* ---- Flip Game, the refrigerator, the lights --------------------------- */

/* Each of the three (common.h) is checked on its help's example
 * (`presses` presses, these ones when `wanted` is given), on solved boards
 * (one for solve, one for hint), on a board it refuses (when it has one,
 * `refused` for `why`), with a null buffer and with room for one press
 * too few. */
struct toggle_checks {
    struct toggle puzzle;
    uint16_t example;
    long presses;
    const char *wanted;
    uint16_t solved, hint_solved;
    const char *why;
    uint16_t refused;
    long refused_code;
};

static const char fridge_presses[] = {0, 2, 3, 12, 14, 15};

static const struct toggle_checks toggles[] = {
    /* bwwb / bbwb / bwwb / bwww: a set bit is a white piece. */
    {{"flip_game", flipswap_flip_game_solve, flipswap_flip_game_hint,
      FLIPSWAP_FLIP_GAME_PRESSES_MAX},
     0x6 | 0x4 << 4 | 0x6 << 8 | 0xE << 12, 4, NULL, 0xFFFF, 0, "impossible", 1,
     FLIPSWAP_UNSOLVABLE},
    /* -+-- / ---- / ---- / -+--: a set bit is a closed handle. */
    {{"fridge", flipswap_fridge_solve, flipswap_fridge_hint, FLIPSWAP_FRIDGE_PRESSES_MAX},
     1u << 1 | 1u << 13, 6, fridge_presses, 0, 0, NULL, 0, 0},
    /* 0 0 1 / 0 1 1 / 1 0 0: a set bit is a light on. */
    {{"lights", flipswap_lights_solve, flipswap_lights_hint, FLIPSWAP_LIGHTS_PRESSES_MAX},
     0x4 | 0x6 << 3 | 0x1 << 6, 4, NULL, 0x1FF, 0x1FF, "bit 9", 0x200, FLIPSWAP_BAD_INPUT},
};

static void check_toggle(const struct toggle_checks *t)
{
    const struct toggle *p = &t->puzzle;
    uint8_t presses[16]; /* a press for each cell of 4 x 4, the most */
    long count = p->solve(t->example, presses, p->cells);
    expect(named(p->name, "solve", "example"), count, t->presses);
    if (t->wanted != NULL) {
        expect_bytes(named(p->name, "solve", "example"), presses, t->wanted, (size_t)t->presses);
    }
    expect_hint(named(p->name, "hint", "example"), p->hint(t->example), count, presses[0]);
    expect(named(p->name, "solve", "solved"), p->solve(t->solved, presses, p->cells), 0);
    expect(named(p->name, "hint", "solved"), p->hint(t->hint_solved), FLIPSWAP_SOLVED);
    if (t->why != NULL) {
        expect(named(p->name, "solve", t->why), p->solve(t->refused, presses, p->cells),
               t->refused_code);
        expect(named(p->name, "hint", t->why), p->hint(t->refused), t->refused_code);
    }
    expect(named(p->name, "solve", "null"), p->solve(t->example, NULL, p->cells),
           FLIPSWAP_BAD_INPUT);
    memset(presses, UNWRITTEN, sizeof presses);
    expect(named(p->name, "solve", "no room"),
           p->solve(t->example, presses, (size_t)t->presses - 1), FLIPSWAP_NO_ROOM);
    expect_untouched(named(p->name, "solve", "no room"), presses, sizeof presses);
}

/* ---- the swap game ----------------------------------------------------- */

static void swap_game(void)
{
    /* 1111/0000/1110/0010 to 1010/0101/1010/0101: swaps 1222 1424 3242
     * 4344, cells (row - 1) * 4 + col - 1. */
    const uint16_t start = 0xF | 0x7 << 8 | 0x4 << 12;
    const uint16_t target = 0x5 | 0xA << 4 | 0x5 << 8 | 0xA << 12;
    const char wanted[] = {1, 5, 3, 7, 9, 13, 14, 15};
    uint8_t swaps[FLIPSWAP_SWAP_GAME_BYTES_MAX];
    long count = flipswap_swap_game_solve(start, target, swaps, sizeof swaps);
    expect("swap_game_solve example", count, 4);
    expect_bytes("swap_game_solve example", swaps, wanted, sizeof wanted);
    expect_hint("swap_game_hint example", flipswap_swap_game_hint(start, target), count,
                (long)swaps[0] << 8 | swaps[1]);
    expect("swap_game_solve solved", flipswap_swap_game_solve(start, start, swaps, 40), 0);
    expect("swap_game_hint solved", flipswap_swap_game_hint(start, start), FLIPSWAP_SOLVED);
    expect("swap_game_solve counts differ", flipswap_swap_game_solve(start, 1, swaps, 40),
           FLIPSWAP_BAD_INPUT);
    expect("swap_game_hint counts differ", flipswap_swap_game_hint(start, 1), FLIPSWAP_BAD_INPUT);
    expect("swap_game_solve null", flipswap_swap_game_solve(start, target, NULL, 40),
           FLIPSWAP_BAD_INPUT);
    memset(swaps, UNWRITTEN, sizeof swaps);
    expect("swap_game_solve no room", flipswap_swap_game_solve(start, target, swaps, 7),
           FLIPSWAP_NO_ROOM);
    expect_untouched("swap_game_solve no room", swaps, sizeof swaps);
}

/* ---- Lights Out --------------------------------------------------------- */

/* The 5 x 5 board of all lights on: 15 presses, the map of the help's
 * example, 00011 / 11011 / 11100 / 01110 / 10110 (bit `col` a column). */
static void lights_out_example(void)
{
    const uint32_t lights[5] = {0x1F, 0x1F, 0x1F, 0x1F, 0x1F};
    const uint32_t wanted[5] = {0x18, 0x1B, 0x07, 0x0E, 0x0D};
    uint32_t map[FLIPSWAP_LIGHTS_OUT_SIDE_MAX];
    long count = flipswap_lights_out_solve(5, 5, lights, 0, map, FLIPSWAP_LIGHTS_OUT_SIDE_MAX);
    int row, cell, first = -1;
    expect("lights_out_solve example", count, 15);
    for (row = 0; row < 5; row++) {
        expect("lights_out_solve example's map", (long)map[row], (long)wanted[row]);
    }
    for (cell = 0; cell < 25 && first < 0; cell++) {
        first = map[cell / 5] >> cell % 5 & 1 ? cell : -1;
    }
    expect_hint("lights_out_hint example", flipswap_lights_out_hint(5, 5, lights, 0), count,
                first);
    expect("lights_out_solve all on, goal on", flipswap_lights_out_solve(5, 5, lights, 1, map, 5),
           0);
    expect("lights_out_hint all on, goal one colour", flipswap_lights_out_hint(5, 5, lights, 2),
           FLIPSWAP_SOLVED);
}

/* Lights Out's solve (room for 5 rows) and hint on the same board and
 * goal: both `code`, for `why`. */
static void lights_out_both(const char *why, uint8_t rows, uint8_t cols, const uint32_t *lights,
                            int goal, long code)
{
    uint32_t map[5];
    expect(named("lights_out", "solve", why),
           flipswap_lights_out_solve(rows, cols, lights, goal, map, 5), code);
    expect(named("lights_out", "hint", why), flipswap_lights_out_hint(rows, cols, lights, goal),
           code);
}

/* Lights Out's error paths. */
static void lights_out_errors(void)
{
    const uint32_t lights[5] = {0x1F, 0x1F, 0x1F, 0x1F, 0x1F};
    const uint32_t one_of_two = 0x1;
    uint32_t map[5];
    lights_out_both("goal 7", 5, 5, lights, 7, FLIPSWAP_BAD_INPUT);
    expect("lights_out_solve 0 rows", flipswap_lights_out_solve(0, 5, lights, 0, map, 5),
           FLIPSWAP_BAD_INPUT);
    expect("lights_out_hint 33 columns", flipswap_lights_out_hint(1, 33, lights, 0),
           FLIPSWAP_BAD_INPUT);
    lights_out_both("null board", 5, 5, NULL, 0, FLIPSWAP_BAD_INPUT);
    expect("lights_out_solve null map", flipswap_lights_out_solve(5, 5, lights, 0, NULL, 5),
           FLIPSWAP_BAD_INPUT);
    memset(map, UNWRITTEN, sizeof map);
    expect("lights_out_solve no room", flipswap_lights_out_solve(5, 5, lights, 0, map, 4),
           FLIPSWAP_NO_ROOM);
    expect_untouched("lights_out_solve no room", (const uint8_t *)map, sizeof map);
    /* 1 x 2, one light on: a press toggles both, so never one colour. */
    lights_out_both("impossible", 1, 2, &one_of_two, 2, FLIPSWAP_UNSOLVABLE);
}

/* ---- the 8-puzzle -------------------------------------------------------- */

static void eight(void)
{
    const uint8_t board[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
    const uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    const uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
    const uint8_t twice[9] = {1, 1, 3, 4, 5, 6, 7, 8, 0};
    uint8_t moves[FLIPSWAP_EIGHT_MOVES_MAX];
    long count = flipswap_eight_solve(board, moves, sizeof moves);
    expect("eight_solve example", count, 19);
    expect_bytes("eight_solve example", moves, "ullddrurdllurdruldr", 19);
    expect_hint("eight_hint example", flipswap_eight_hint(board), count, moves[0]);
    expect("eight_solve solved", flipswap_eight_solve(goal, moves, 31), 0);
    expect("eight_hint solved", flipswap_eight_hint(goal), FLIPSWAP_SOLVED);
    expect("eight_solve unsolvable", flipswap_eight_solve(swapped, moves, 31),
           FLIPSWAP_UNSOLVABLE);
    expect("eight_hint unsolvable", flipswap_eight_hint(swapped), FLIPSWAP_UNSOLVABLE);
    expect("eight_solve not a permutation", flipswap_eight_solve(twice, moves, 31),
           FLIPSWAP_BAD_INPUT);
    expect("eight_hint not a permutation", flipswap_eight_hint(twice), FLIPSWAP_BAD_INPUT);
    expect("eight_solve null board", flipswap_eight_solve(NULL, moves, 31), FLIPSWAP_BAD_INPUT);
    expect("eight_hint null board", flipswap_eight_hint(NULL), FLIPSWAP_BAD_INPUT);
    expect("eight_solve null moves", flipswap_eight_solve(board, NULL, 31), FLIPSWAP_BAD_INPUT);
    memset(moves, UNWRITTEN, sizeof moves);
    expect("eight_solve no room", flipswap_eight_solve(board, moves, 18), FLIPSWAP_NO_ROOM);
    expect_untouched("eight_solve no room", moves, sizeof moves);
}

/* ---- the 15-puzzle ------------------------------------------------------- */

static const uint8_t fifteen_goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

/* The help's example board, nine moves from the goal. */
static void fifteen_example(void)
{
    const uint8_t board[16] = {2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15};
    uint8_t moves[FLIPSWAP_TILES_MOVES_MAX];
    long count = flipswap_fifteen_solve(board, moves, sizeof moves);
    expect("fifteen_solve example", count, 9);
    expect_bytes("fifteen_solve example", moves, "llldrdrdr", 9);
    expect_hint("fifteen_hint example", flipswap_fifteen_hint(board), count, moves[0]);
    memset(moves, 0, sizeof moves);
    expect("fifteen_solve_within example", flipswap_fifteen_solve_within(board, 100000, moves, 80),
           9);
    expect_bytes("fifteen_solve_within example", moves, "llldrdrdr", 9);
    memset(moves, UNWRITTEN, sizeof moves);
    expect("fifteen_solve no room", flipswap_fifteen_solve(board, moves, 8), FLIPSWAP_NO_ROOM);
    expect_untouched("fifteen_solve no room", moves, sizeof moves);
    expect("fifteen_solve null moves", flipswap_fifteen_solve(board, NULL, 80),
           FLIPSWAP_BAD_INPUT);
}

/* The 15-puzzle's other paths: over the limit, no answer, solved, bad. */
static void fifteen_errors(void)
{
    const uint8_t far[16] = {13, 14, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3};
    const uint8_t swapped[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0};
    const uint8_t sixteen[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 0};
    uint8_t moves[FLIPSWAP_TILES_MOVES_MAX];
    expect("fifteen_solve_within over limit", flipswap_fifteen_solve_within(far, 1, moves, 80),
           FLIPSWAP_OVER_LIMIT);
    expect("fifteen_solve unsolvable", flipswap_fifteen_solve(swapped, moves, 80),
           FLIPSWAP_UNSOLVABLE);
    expect("fifteen_hint unsolvable", flipswap_fifteen_hint(swapped), FLIPSWAP_UNSOLVABLE);
    expect("fifteen_solve solved", flipswap_fifteen_solve(fifteen_goal, moves, 80), 0);
    expect("fifteen_hint solved", flipswap_fifteen_hint(fifteen_goal), FLIPSWAP_SOLVED);
    expect("fifteen_solve not a permutation", flipswap_fifteen_solve(sixteen, moves, 80),
           FLIPSWAP_BAD_INPUT);
    expect("fifteen_hint null", flipswap_fifteen_hint(NULL), FLIPSWAP_BAD_INPUT);
    expect("fifteen_solve_within null", flipswap_fifteen_solve_within(NULL, 1, moves, 80),
           FLIPSWAP_BAD_INPUT);
}

/* ---- sliding tiles at any size ------------------------------------------ */

/* The help's example: 1 2 3 / 0 4 5 to 1 2 3 / 4 5 0 is "rr". */
static void sliding_example(void)
{
    const uint8_t start[6] = {1, 2, 3, 0, 4, 5};
    const uint8_t target[6] = {1, 2, 3, 4, 5, 0};
    uint8_t moves[FLIPSWAP_TILES_MOVES_MAX];
    long count = flipswap_sliding_solve(2, 3, start, target, moves, sizeof moves);
    expect("sliding_solve example", count, 2);
    expect_bytes("sliding_solve example", moves, "rr", 2);
    expect_hint("sliding_hint example", flipswap_sliding_hint(2, 3, start, target), count,
                moves[0]);
    memset(moves, 0, sizeof moves);
    expect("sliding_solve_within example",
           flipswap_sliding_solve_within(2, 3, start, target, 1000, moves, 80), 2);
    expect_bytes("sliding_solve_within example", moves, "rr", 2);
    expect("sliding_solve solved", flipswap_sliding_solve(2, 3, target, target, moves, 80), 0);
    expect("sliding_hint solved", flipswap_sliding_hint(2, 3, target, target), FLIPSWAP_SOLVED);
    memset(moves, UNWRITTEN, sizeof moves);
    expect("sliding_solve no room", flipswap_sliding_solve(2, 3, start, target, moves, 1),
           FLIPSWAP_NO_ROOM);
    expect_untouched("sliding_solve no room", moves, sizeof moves);
}

/* Sliding tiles' other paths: over the limit, pairs that do not reach
 * each other, sizes outside 2 to 4, null pointers. */
static void sliding_errors(void)
{
    const uint8_t start[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0};
    const uint8_t far[12] = {0, 10, 11, 9, 8, 7, 6, 5, 4, 3, 2, 1};
    const uint8_t apart[12] = {0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
    uint8_t big[25], moves[FLIPSWAP_TILES_MOVES_MAX];
    int i;
    for (i = 0; i < 25; i++) {
        big[i] = (uint8_t)((i + 1) % 25);
    }
    expect("sliding_solve_within over limit",
           flipswap_sliding_solve_within(3, 4, start, far, 1, moves, 80), FLIPSWAP_OVER_LIMIT);
    expect("sliding_solve apart", flipswap_sliding_solve(3, 4, start, apart, moves, 80),
           FLIPSWAP_UNSOLVABLE);
    expect("sliding_hint apart", flipswap_sliding_hint(3, 4, start, apart), FLIPSWAP_UNSOLVABLE);
    expect("sliding_solve 5 x 5", flipswap_sliding_solve(5, 5, big, big, moves, 80),
           FLIPSWAP_BAD_INPUT);
    expect("sliding_hint 5 x 5", flipswap_sliding_hint(5, 5, big, big), FLIPSWAP_BAD_INPUT);
    expect("sliding_solve null start", flipswap_sliding_solve(3, 4, NULL, far, moves, 80),
           FLIPSWAP_BAD_INPUT);
    expect("sliding_hint null target", flipswap_sliding_hint(3, 4, start, NULL),
           FLIPSWAP_BAD_INPUT);
    expect("sliding_solve_within null moves",
           flipswap_sliding_solve_within(3, 4, start, far, 1000000, NULL, 80), FLIPSWAP_BAD_INPUT);
}

/* ---- text, as the command speaks it -------------------------------------- */

/* Records that `got` holds the NUL-terminated text `wanted`. */
static void expect_text(const char *what, const unsigned char *got, const char *wanted)
{
    if (strcmp((const char *)got, wanted) != 0) {
        printf("FAIL %s: got \"%s\", wanted \"%s\"\n", what, (const char *)got, wanted);
        failures++;
    }
}

/* Answers `input` as `puzzle` into `out` (room for `cap` bytes). */
static long answer(const char *puzzle, const char *input, unsigned char *out, size_t cap)
{
    return flipswap_answer(puzzle, (const unsigned char *)input, strlen(input), out, cap);
}

/* Two Flip Game boards, the answers as the command prints them, then each
 * error: bad input by case, line and column, an unknown puzzle or goal, no
 * room (never a cut answer), a search over its limit. */
static void text(void)
{
    const char *flips = "bwwb\nbbwb\nbwwb\nbwww\n\nbwbw\nwwww\nwwww\nwwww\n";
    const char *far = "0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n";
    unsigned char out[256];
    long count = answer("flip-game", flips, out, sizeof out);
    expect("answer flip-game", count, 13);
    expect_text("answer flip-game", out, "4\nImpossible\n");
    expect("answer lights-out --goal on", answer("lights-out --goal on", "11\n\n10\n", out, 256),
           16);
    expect_text("answer lights-out --goal on", out, "0\n00\nImpossible\n");
    expect("answer empty input", flipswap_answer("eight", NULL, 0, out, sizeof out), 0);
    expect_text("answer empty input", out, "");

    expect("answer bad input", answer("flip-game", "bwwb\nbxwb\n", out, sizeof out),
           FLIPSWAP_BAD_INPUT);
    expect_text("answer bad input", out, "case 1, line 2, column 2: expected 'b' or 'w', found 'x'");
    expect("answer second case bad", answer("lights", "0 0 1\n0 1 1\n1 0 0\n1 1 2\n", out, 256),
           FLIPSWAP_BAD_INPUT);
    expect_text("answer second case bad", out, "case 2, line 4, column 5: expected '0' or '1', found '2'");
    expect("answer message cut", answer("flip-game", "bwwb\nbxwb\n", out, 7), FLIPSWAP_BAD_INPUT);
    expect_text("answer message cut", out, "case 1");

    expect("answer unknown", answer("flip-games", flips, out, sizeof out), FLIPSWAP_UNKNOWN_PUZZLE);
    expect("answer unknown goal", answer("lights-out --goal up", "1\n", out, sizeof out),
           FLIPSWAP_UNKNOWN_PUZZLE);
    expect("answer goal of another", answer("eight --goal on", "1\n", out, sizeof out),
           FLIPSWAP_UNKNOWN_PUZZLE);
    expect("answer null puzzle", answer(NULL, flips, out, sizeof out), FLIPSWAP_BAD_INPUT);
    expect("answer null input", flipswap_answer("eight", NULL, 3, out, sizeof out),
           FLIPSWAP_BAD_INPUT);
    expect("answer null output", answer("flip-game", flips, NULL, 0), FLIPSWAP_BAD_INPUT);

    /* 13 bytes of answers: 12 bytes of room is too few, 13 leaves no room
     * for the NUL (not needed), 14 takes it. */
    expect("answer no room", answer("flip-game", flips, out, 12), FLIPSWAP_NO_ROOM);
    memset(out, UNWRITTEN, sizeof out);
    expect("answer room without NUL", answer("flip-game", flips, out, 13), 13);
    expect_bytes("answer room without NUL", out, "4\nImpossible\n", 13);
    expect("answer room without NUL", out[13], UNWRITTEN);

    expect("answer_within over limit",
           flipswap_answer_within("fifteen-count", (const unsigned char *)far, strlen(far), out,
                                  sizeof out, 1000),
           FLIPSWAP_OVER_LIMIT);
    expect_text("answer_within over limit", out,
                "case 1: no answer within 1000 positions");
    expect("answer_within in limit",
           flipswap_answer_within("fifteen", (const unsigned char *)"1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n",
                                  40, out, sizeof out, 1000),
           2);
    expect_text("answer_within in limit", out, "R\n");
}

/* The press functions on boards worked out by hand (press.c checks them
 * on many more against solvers of its own, and every error code). */
static void press(void)
{
    static const uint8_t cross[9] = {0, 1, 0, 1, 1, 1, 0, 1, 0};
    static const uint8_t on[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    static const uint8_t off[900] = {0};
    static const uint8_t path[4] = {0, 1, 1, 2};
    static const char corners[9] = {1, 0, 1, 0, 1, 0, 1, 0, 1};
    static const char middle[3] = {0, 1, 0};
    uint8_t map[900], board[25];
    uint64_t count = 0;
    long n;
    /* 3 x 3 Lights Out, all on: the corners and the centre; 4 x 4 has 16
     * press maps that change nothing. */
    n = flipswap_press_grid_solve(3, 3, 3, 3, cross, 0, 2, on, off, FLIPSWAP_PRESS_LIMIT, map, 9);
    expect("press_grid_solve 3 x 3 all on", n, 5);
    expect_bytes("press_grid_solve 3 x 3 all on", map, corners, 9);
    expect("press_grid_count 4 x 4",
           flipswap_press_grid_count(4, 4, 3, 3, cross, 0, 2, on, off, &count), 4);
    expect("press_grid_count 4 x 4 maps", (long)count, 16);
    n = flipswap_press_grid_kernel(4, 4, 3, 3, cross, 0, 2, map, 16);
    expect("press_grid_kernel 4 x 4", n > 0, 1);
    memset(map, UNWRITTEN, sizeof map);
    expect("press_grid_kernel no room",
           flipswap_press_grid_kernel(4, 4, 3, 3, cross, 0, 2, map, 15), FLIPSWAP_NO_ROOM);
    expect_untouched("press_grid_kernel no room", map, 16);
    /* A path of three nodes, all on: its middle node. A path of two: one
     * press either way, the least in reading order the second node's. */
    n = flipswap_press_graph_solve(3, path, 2, 0, on, off, FLIPSWAP_PRESS_LIMIT, map, 3);
    expect("press_graph_solve path of 3", n, 1);
    expect_bytes("press_graph_solve path of 3", map, middle, 3);
    n = flipswap_press_graph_solve(2, path, 1, 0, on, off, FLIPSWAP_PRESS_LIMIT, map, 2);
    expect("press_graph_solve path of 2", n, 1);
    expect_bytes("press_graph_solve path of 2", map, middle, 2);
    expect("press_graph_count path of 2",
           flipswap_press_graph_count(2, path, 1, 0, on, off, &count), 1);
    expect("press_graph_count path of 2 maps", (long)count, 2);
    expect("press_graph_kernel path of 2", flipswap_press_graph_kernel(2, path, 1, 0, map, 2), 2);
    expect("press_graph_solve edge past",
           flipswap_press_graph_solve(2, path, 2, 0, on, off, 1, map, 2), FLIPSWAP_BAD_INPUT);
    /* Lights Out 2000: the centre pressed once is undone by two more
     * presses of it; every board it solves, it solves 27 ways. */
    memset(board, 0, sizeof board);
    board[12] = 1;
    board[7] = board[11] = board[13] = board[17] = 1;
    n = flipswap_press_lights_out_2000_solve(board, off, FLIPSWAP_PRESS_LIMIT, map, 25);
    expect("press_lights_out_2000_solve centre", n, 2);
    expect("press_lights_out_2000_solve centre's map", map[12], 2);
    expect("press_lights_out_2000_count", flipswap_press_lights_out_2000_count(board, off, &count),
           3);
    expect("press_lights_out_2000_count maps", (long)count, 27);
    expect("press_lights_out_2000_kernel", flipswap_press_lights_out_2000_kernel(map, 25) > 0, 1);
    expect("press_lights_out_2000_solve over the limit",
           flipswap_press_lights_out_2000_solve(board, off, 0, map, 25), FLIPSWAP_OVER_LIMIT);
    /* Lights Out 5 x 5: one light in a corner has no answer; 4 maps change nothing. */
    memset(board, 0, sizeof board);
    board[0] = 1;
    expect("press_lights_out_5x5_solve corner",
           flipswap_press_lights_out_5x5_solve(board, off, 1, map, 25), FLIPSWAP_UNSOLVABLE);
    expect("press_lights_out_5x5_count corner",
           flipswap_press_lights_out_5x5_count(board, off, &count), FLIPSWAP_UNSOLVABLE);
    expect("press_lights_out_5x5_count corner maps", (long)count, 0);
    expect("press_lights_out_5x5_kernel", flipswap_press_lights_out_5x5_kernel(map, 25) > 0, 1);
    /* The 7 x 7 torus and HDU 5755's 30 x 30: one answer to every board. */
    expect("press_torus_7x7_solve off", flipswap_press_torus_7x7_solve(off, off, 1, map, 49), 0);
    expect("press_torus_7x7_count off", flipswap_press_torus_7x7_count(off, off, &count), 0);
    expect("press_torus_7x7_kernel", flipswap_press_torus_7x7_kernel(map, 49), 0);
    expect("press_hdu_5755_30x30_solve null",
           flipswap_press_hdu_5755_30x30_solve(NULL, off, 1, map, 900), FLIPSWAP_BAD_INPUT);
    expect("press_hdu_5755_30x30_solve off",
           flipswap_press_hdu_5755_30x30_solve(off, off, 1, map, 900), 0);
    expect("press_hdu_5755_30x30_count off", flipswap_press_hdu_5755_30x30_count(off, off, &count),
           0);
    expect("press_hdu_5755_30x30_kernel", flipswap_press_hdu_5755_30x30_kernel(map, 900), 0);
}

int main(void)
{
    size_t i;
    expect("flipswap_version", flipswap_version(), FLIPSWAP_EXPECTED_VERSION);
    for (i = 0; i < sizeof toggles / sizeof toggles[0]; i++) {
        check_toggle(&toggles[i]);
    }
    swap_game();
    lights_out_example();
    lights_out_errors();
    eight();
    fifteen_example();
    fifteen_errors();
    sliding_example();
    sliding_errors();
    text();
    press();
    if (failures > 0) {
        printf("FAIL %d checks of flipswap.h\n", failures);
        return EXIT_FAILURE;
    }
    printf("PASS every function of flipswap.h\n");
    return EXIT_SUCCESS;
}
