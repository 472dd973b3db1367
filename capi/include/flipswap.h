/*
 * flipswap.h: flipswap's puzzles from C (C99 and C++).
 *
 * Link with libflipswap_c.a, built by `cargo build --release -p flipswap-c`
 * (target/release/libflipswap_c.a; for a microcontroller add
 * `--target thumbv6m-none-eabi` or another bare-metal target). On a hosted
 * system the library carries Rust's standard library and needs the system
 * libraries `rustc --print native-static-libs` names (on Linux:
 * -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc); on a microcontroller it is
 * `no_std` and needs nothing. Link with --gc-sections (-Wl,--gc-sections)
 * so an image keeps only the functions it calls and their tables.
 *
 * Every function answers optimally from tables made when the library was
 * built: nothing is set up at run time, nothing is allocated, no function
 * panics or aborts, and none keeps a pointer past its return. Each returns
 * the number of moves it wrote (0 when the goal is met already), or one of
 * the negative codes below; a hint returns its one move's code, or a code.
 *
 * A function whose puzzle the library was built without (the package's
 * features: flip-game, fridge, lights, swap-game, lights-out, family,
 * eight, fifteen, sliding) is not in it, and a program that calls it does not
 * link.
 */
#ifndef FLIPSWAP_H
#define FLIPSWAP_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- what a function returns besides a count ------------------------- */

/* A board or an argument the puzzle does not take, or a null pointer where
 * one is read or written. */
#define FLIPSWAP_BAD_INPUT (-1L)
/* flipswap_answer was given a name that is no subcommand of this build. */
#define FLIPSWAP_UNKNOWN_PUZZLE (-2L)
/* The answer does not fit the caller's buffer; nothing of it is written. */
#define FLIPSWAP_NO_ROOM (-3L)
/* A bounded search (the _within functions) passed its limit. */
#define FLIPSWAP_OVER_LIMIT (-4L)
/* No moves reach the goal. */
#define FLIPSWAP_UNSOLVABLE (-5L)
/* A hint's answer when the goal is met already. */
#define FLIPSWAP_SOLVED (-6L)

/* ---- room that always suffices --------------------------------------- */

/* Presses of Flip Game, the refrigerator and the lights: each cell is
 * pressed at most once. */
#define FLIPSWAP_FLIP_GAME_PRESSES_MAX 16
#define FLIPSWAP_FRIDGE_PRESSES_MAX 16
#define FLIPSWAP_LIGHTS_PRESSES_MAX 9
/* Bytes of the swap game's swaps: at most 20 swaps of two bytes. */
#define FLIPSWAP_SWAP_GAME_BYTES_MAX 40
/* Rows of a Lights Out board and of its press map. */
#define FLIPSWAP_LIGHTS_OUT_SIDE_MAX 32
/* Moves of the 8-puzzle (31) and of any sliding board up to 4 x 4 (80). */
#define FLIPSWAP_EIGHT_MOVES_MAX 31
#define FLIPSWAP_TILES_MOVES_MAX 80

/* The library's version: major * 10000 + minor * 100 + patch. */
int flipswap_version(void);

/* ---- text, as the command speaks it -----------------------------------
 *
 * `puzzle` is a subcommand of the `flipswap` command, a NUL-terminated
 * string: "flip-game", "fridge", "lights", "lights-out", "swap-game",
 * "fliptile", "extended-lights-out", "painter", "lights-off", "switches",
 * "water-bowls", "flip-cards", "moving-toys", "eight", "eight-ii",
 * "eight-digits", "fifteen", "fifteen-count" or "sliding" (those whose
 * puzzles the library was built with: "lights-out" and the seven after
 * "swap-game" but "moving-toys" need the feature family, which takes
 * lights-out). Lights Out's goal is given as on the command line:
 * "lights-out --goal off", "lights-out --goal on" or
 * "lights-out --goal one-colour" ("lights-out" alone is off).
 *
 * `input` is `input_len` bytes of that judge's input: every case in it,
 * to its end, is answered, and the answers are written to `output` (room
 * for `output_cap` bytes) byte for byte as `flipswap <puzzle>` prints
 * them; a NUL follows them when there is room for it. Returns the number
 * of bytes of answers (the NUL not counted). Nothing is kept from one call
 * to the next; `input` may be NULL when `input_len` is 0.
 *
 * On an error `output` holds, in place of the answers, a NUL-terminated
 * message (cut to fit `output_cap`) that says what stopped them:
 *   FLIPSWAP_BAD_INPUT       input not in the judge's format, with the
 *                            case, line and column: "case 1, line 2,
 *                            column 2: expected 'b' or 'w', found 'x'";
 *                            or a null `puzzle` or `output`
 *   FLIPSWAP_UNKNOWN_PUZZLE  no such subcommand, or a goal that is none
 *   FLIPSWAP_NO_ROOM         the answers do not fit `output_cap` bytes
 *                            (no answer is ever cut)
 *   FLIPSWAP_OVER_LIMIT      (_within) a case's search passed `limit`
 *                            positions, as `flipswap <puzzle> --limit`
 *
 * The puzzles that search (fifteen, fifteen-count, sliding at 4 x 4) take
 * what their _solve functions below take; flipswap_answer searches as long
 * as a case needs, flipswap_answer_within stops at `limit` positions a
 * case. "fifteen" is UVa 10181, which accepts at most 50 moves: a board
 * that needs more is "This puzzle is not solvable.", and its search goes
 * no deeper than 50. The call links every subcommand of the library, and
 * its stack holds Lights Out's solver of the case's size: its flash and
 * stack on a Cortex-M0 are measured in PERFORMANCE.md, "From C".
 */
long flipswap_answer(const char *puzzle, const unsigned char *input, size_t input_len,
                     unsigned char *output, size_t output_cap);
long flipswap_answer_within(const char *puzzle, const unsigned char *input, size_t input_len,
                            unsigned char *output, size_t output_cap, uint64_t limit);

/* ---- Flip Game, the refrigerator, the lights --------------------------
 *
 * A board is its cells' bits, bit `row * width + col`: Flip Game (POJ
 * 1753, 4 x 4) a set bit is a white piece, and the goal is every piece one
 * colour; the refrigerator (POJ 2965, 4 x 4) a set bit is a closed handle
 * '+', and the goal is every handle open; the lights (Luogu P2040, 3 x 3) a
 * set bit is a light on, and the goal is every light on. A board with a bit
 * past its cells is FLIPSWAP_BAD_INPUT.
 *
 * _solve writes the fewest presses, one byte each, `row * width + col`, in
 * the order of the cells, to `presses` (room for `cap` bytes), and returns
 * how many; the judge's answer (the same presses its judge prints).
 * _hint returns the first of them, FLIPSWAP_SOLVED or FLIPSWAP_UNSOLVABLE.
 * Flip Game's boards of no answer are FLIPSWAP_UNSOLVABLE; every door and
 * every lights board has one.
 */
long flipswap_flip_game_solve(uint16_t board, uint8_t *presses, size_t cap);
long flipswap_flip_game_hint(uint16_t board);
long flipswap_fridge_solve(uint16_t board, uint8_t *presses, size_t cap);
long flipswap_fridge_hint(uint16_t board);
long flipswap_lights_solve(uint16_t board, uint8_t *presses, size_t cap);
long flipswap_lights_hint(uint16_t board);

/* ---- the swap game, 4 x 4 (Luogu P1225) -------------------------------
 *
 * Two boards, bit `row * 4 + col` a black piece; a swap exchanges two
 * pieces that share an edge. Boards with different counts of black pieces
 * are FLIPSWAP_BAD_INPUT.
 *
 * _solve writes the fewest swaps from `start` to `target`, two bytes each
 * (the two cells, `row * 4 + col`, as the judge prints them), to `swaps`
 * (room for `cap` bytes), and returns how many swaps.
 * _hint returns the first swap as `a << 8 | b`, or FLIPSWAP_SOLVED.
 */
long flipswap_swap_game_solve(uint16_t start, uint16_t target, uint8_t *swaps, size_t cap);
long flipswap_swap_game_hint(uint16_t start, uint16_t target);

/* ---- Lights Out at any size up to 32 x 32 -----------------------------
 *
 * A board of `rows` x `cols` (1 to 32 each) is `rows` words at `lights`,
 * bit `col` of word `row` the light in that cell (bits at `cols` and above
 * are ignored); a press toggles its cell and the cells sharing an edge.
 * `goal`: 0 every light off, 1 every light on, 2 every light one colour
 * (whichever takes fewer presses). Another goal or size is
 * FLIPSWAP_BAD_INPUT.
 *
 * _solve writes the fewest presses as a press map of `rows` words, in the
 * same layout, to `presses` (room for `presses_rows` words; fewer than
 * `rows` is FLIPSWAP_NO_ROOM), and returns how many presses; of the press
 * maps with the fewest, the one that reads least in reading order, as
 * `flipswap lights-out` prints it.
 * _hint returns the first press, `row * cols + col`, FLIPSWAP_SOLVED or
 * FLIPSWAP_UNSOLVABLE.
 *
 * The 5 x 5 board's solver is in the library, made when it was built; a
 * call for any other size builds its size's solver on the stack, several
 * KiB more than a 5 x 5 call: see PERFORMANCE.md, "On the chips" (the
 * stack of Solver::solve and Solver::new) and "From C".
 */
long flipswap_lights_out_solve(uint8_t rows, uint8_t cols, const uint32_t *lights, int goal,
                               uint32_t *presses, size_t presses_rows);
long flipswap_lights_out_hint(uint8_t rows, uint8_t cols, const uint32_t *lights, int goal);

/* ---- sliding tiles ------------------------------------------------------
 *
 * A board is its cells row by row, the tiles 1 to n - 1 and 0 the blank;
 * a move slides a tile into the blank and is written as the letter of
 * where the blank goes: 'u', 'd', 'l' or 'r', one byte each, to `moves`
 * (room for `cap` bytes). A board that is not each number once is
 * FLIPSWAP_BAD_INPUT. _hint returns the first letter, FLIPSWAP_SOLVED or
 * FLIPSWAP_UNSOLVABLE.
 *
 * The 8-puzzle (HDU 1043): 9 cells at `cells`, to 1 2 3 / 4 5 6 / 7 8 0;
 * of the shortest answers, the least in the order u, d, l, r.
 */
long flipswap_eight_solve(const uint8_t *cells, uint8_t *moves, size_t cap);
long flipswap_eight_hint(const uint8_t *cells);

/* The 15-puzzle (UVa 10181): 16 cells at `cells`, to 1 ... 15, 0; of the
 * shortest answers, the least in the order d, l, r, u. Random boards take
 * far less time than the hardest (80 moves; PERFORMANCE.md, "The
 * 15-puzzle, timed"): the _within form stops after `limit` boards expanded
 * (FLIPSWAP_OVER_LIMIT), the same count on every machine. Its search keeps
 * a path of 3,240 bytes on the stack (fifteen::SEARCH_STACK_BYTES). */
long flipswap_fifteen_solve(const uint8_t *cells, uint8_t *moves, size_t cap);
long flipswap_fifteen_solve_within(const uint8_t *cells, uint64_t limit, uint8_t *moves,
                                   size_t cap);
long flipswap_fifteen_hint(const uint8_t *cells);

/* Any size from 2 x 2 to 4 x 4 (`flipswap sliding`): `rows` x `cols`
 * cells at `start` and at `target`; of the shortest answers, the least in
 * the order d, l, r, u. Boards that do not reach each other are
 * FLIPSWAP_UNSOLVABLE (the command's 'Impossible'); sizes outside 2 to 4
 * are FLIPSWAP_BAD_INPUT. */
long flipswap_sliding_solve(uint8_t rows, uint8_t cols, const uint8_t *start,
                            const uint8_t *target, uint8_t *moves, size_t cap);
long flipswap_sliding_solve_within(uint8_t rows, uint8_t cols, const uint8_t *start,
                                   const uint8_t *target, uint64_t limit, uint8_t *moves,
                                   size_t cap);
long flipswap_sliding_hint(uint8_t rows, uint8_t cols, const uint8_t *start,
                           const uint8_t *target);

#ifdef __cplusplus
}
#endif

#endif /* FLIPSWAP_H */
