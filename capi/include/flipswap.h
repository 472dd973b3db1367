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
 * built, or from a solver it builds on its stack for the call (Lights Out
 * past 5 x 5, press rules given at run time): nothing is set up before,
 * nothing is allocated, no function panics or aborts, and none keeps a
 * pointer past its return. Each returns the number of moves it wrote (0
 * when the goal is met already), or one of the negative codes below; a
 * hint returns its one move's code, or a code.
 *
 * A function whose puzzle the library was built without (the package's
 * features: flip-game, fridge, lights, swap-game, lights-out, family,
 * eight, fifteen, sliding, press) is not in it, and a program that calls it
 * does not link.
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
/* A bounded search (the _within functions, and the press functions'
 * `limit`) passed its limit. */
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
 * "eight-digits", "fifteen", "fifteen-count", "sliding", "graph-lights",
 * "switch-problem", "lanterns", "gambler-bo" or "harmonious" (those whose
 * puzzles the library was built with: "lights-out" and the seven after
 * "swap-game" but "moving-toys" need the feature family, which takes
 * lights-out; the last five the feature press). Lights Out's goal is given
 * as on the command line:
 * "lights-out --goal off", "lights-out --goal on" or
 * "lights-out --goal one-colour" ("lights-out" alone is off); and with the
 * feature press, its rule as on the command line too, boards up to 64 x 64:
 * "lights-out --rule x --torus --states 3 --goal on" (any of them).
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
 * stack on a Cortex-M0 are measured in PERFORMANCE.md, "From C". A case of
 * "gambler-bo" or "harmonious" builds its grid's solver on the stack as
 * flipswap_press_grid_solve does past 64 cells (below).
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

/* ---- press puzzles as data (the feature press) --------------------------
 *
 * A press adds a fixed pattern to the board, modulo the rule's states (2
 * or 3): on a grid, its stencil centred on the pressed cell; on a graph,
 * 1 to its node and to the nodes its edges reach. A board and a press map
 * are one byte a cell, row by row (one a node on a graph), each 0 to
 * states - 1; a press map's byte is how often its cell is pressed. A byte
 * of `start` or `goal` past states - 1 is FLIPSWAP_BAD_INPUT.
 *
 * _solve writes the fewest presses that take `start` to `goal` (a cell
 * pressed twice counts twice) as a press map to `map` (room for `cap`
 * bytes; fewer than the cells is FLIPSWAP_NO_ROOM), and returns how many
 * presses; of the press maps with the fewest, the one that reads least in
 * reading order. `limit` bounds the work as the library's solve_within
 * does (FLIPSWAP_PRESS_LIMIT, 2^32, is its solve's), and past it the call
 * is FLIPSWAP_OVER_LIMIT. A rule of up to 64 cells (a grid, a graph, the
 * named rules but HDU 5755's) is answered by press::Solver, whose search
 * over the kernel's free presses counts the positions it weighs: they
 * follow the answer, not the states^k maps of the kernel (k its dimension,
 * which _count returns), and are none when k is 0. A larger grid is
 * answered by press::GridSolver, which weighs every one of the states^k
 * maps (1 when k is 0): more than `limit` is over it. A board that no
 * presses solve is FLIPSWAP_UNSOLVABLE whatever the limit. Nothing is
 * written to `map` with a negative code.
 *
 * _count writes to `*count` how many press maps take `start` to `goal`:
 * states^k, or UINT64_MAX when that passes 64 bits (k past 63 modulo 2,
 * past 40 modulo 3), and returns k (0 to 128); or writes 0 and returns
 * FLIPSWAP_UNSOLVABLE when none does.
 *
 * _kernel writes to `map` (room for `cap` bytes) a press map that is not
 * all zeros and changes no board (the first of the kernel's basis, as the
 * library's kernel gives it), and returns its presses; or a map of zeros
 * and 0 when only the empty map changes nothing (k is 0).
 */

/* The library's own limit (press::Solver::solve, press::GridSolver::solve). */
#define FLIPSWAP_PRESS_LIMIT 4294967296ULL
/* Rows and columns of a grid, and nodes of a graph. */
#define FLIPSWAP_PRESS_SIDE_MAX 64
#define FLIPSWAP_PRESS_NODES_MAX 64
/* Bytes of a board or a press map of any grid: 64 x 64. */
#define FLIPSWAP_PRESS_CELLS_MAX 4096

/* A grid of `rows` x `cols` cells (1 to 64 each), modulo `states` (2 or
 * 3). Its stencil is `stencil_rows` x `stencil_cols` weights at `stencil`,
 * row by row (odd sides, 1 to 7; each weight 0 to states - 1): a press of
 * the cell at row r, column c adds stencil[i * stencil_cols + j] to the
 * cell at row r + i - stencil_rows / 2, column c + j - stencil_cols / 2
 * (the cross, Lights Out's: 3 x 3, 0 1 0 / 1 1 1 / 0 1 0). `torus`: 0, a press
 * past the edge changes nothing; 1, the edges wrap (where two weights land
 * on one cell, they add). Any other value, or a grid whose chase keeps
 * more than 128 unknowns, is FLIPSWAP_BAD_INPUT: press::Grid::new refuses
 * it (every 3 x 3 stencil but all zeros is within at every size bounded,
 * and on a torus up to 33 x 33; the cross at every size).
 *
 * Each call builds its grid's solver on the stack, and needs no more: a
 * grid of up to 64 cells is press::Solver's (4,192 bytes), at most 14 KiB
 * in all on x86-64; a larger grid is press::GridSolver's (8,576 bytes), at
 * most 48 KiB in all on x86-64, more than a small microcontroller has
 * (capi/tests/stack.c measures each path and holds it to these figures;
 * on the Cortex-M0, PERFORMANCE.md, "From C"). */
long flipswap_press_grid_solve(uint8_t rows, uint8_t cols, uint8_t stencil_rows,
                               uint8_t stencil_cols, const uint8_t *stencil, int torus, int states,
                               const uint8_t *start, const uint8_t *goal, uint64_t limit,
                               uint8_t *map, size_t cap);
long flipswap_press_grid_count(uint8_t rows, uint8_t cols, uint8_t stencil_rows,
                               uint8_t stencil_cols, const uint8_t *stencil, int torus, int states,
                               const uint8_t *start, const uint8_t *goal, uint64_t *count);
long flipswap_press_grid_kernel(uint8_t rows, uint8_t cols, uint8_t stencil_rows,
                                uint8_t stencil_cols, const uint8_t *stencil, int torus,
                                int states, uint8_t *map, size_t cap);

/* A graph of `nodes` nodes (1 to 64), modulo 2: `edge_count` edges at
 * `edges`, two bytes each, the nodes numbered from 0 (`edges` may be NULL
 * when `edge_count` is 0). A press changes its node and each node an edge
 * leads to, and, unless `directed` (0 or 1), each node an edge leads from;
 * an edge given twice is one edge, and one from a node to itself adds
 * nothing. An edge naming a node past `nodes` - 1 is FLIPSWAP_BAD_INPUT.
 * Its solver is built on the stack as a grid's of up to 64 cells. */
long flipswap_press_graph_solve(uint8_t nodes, const uint8_t *edges, size_t edge_count,
                                int directed, const uint8_t *start, const uint8_t *goal,
                                uint64_t limit, uint8_t *map, size_t cap);
long flipswap_press_graph_count(uint8_t nodes, const uint8_t *edges, size_t edge_count,
                                int directed, const uint8_t *start, const uint8_t *goal,
                                uint64_t *count);
long flipswap_press_graph_kernel(uint8_t nodes, const uint8_t *edges, size_t edge_count,
                                 int directed, uint8_t *map, size_t cap);

/* Named rules, their solvers built when the library was built and kept in
 * flash: a call builds nothing, and a program links only the rules it
 * calls. Each answers as flipswap_press_grid_solve (_count, _kernel) does
 * for its rule; its boards and maps are FLIPSWAP_PRESS_<RULE>_CELLS bytes.
 *   lights_out_5x5   Lights Out: 5 x 5, the cross, modulo 2 (k = 2)
 *   torus_7x7        Lights Out on a 7 x 7 torus: the cross, modulo 2 (k = 0)
 *   lights_out_2000  Lights Out 2000: 5 x 5, the cross, modulo 3 (k = 3)
 *   hdu_5755_30x30   HDU 5755's largest board, 30 x 30, modulo 3 (k = 0):
 *                    a press adds 2 to its cell and 1 to its four
 *                    neighbours (0 1 0 / 1 2 1 / 0 1 0)
 * The first three are press::Solver's (4,192 bytes of flash each; a call
 * takes at most 1 KiB of stack on x86-64), the last press::GridSolver's
 * (8,576 bytes; at most 16 KiB of stack on x86-64): each one's flash and
 * the Cortex-M0's stack are measured in PERFORMANCE.md, "From C". */
#define FLIPSWAP_PRESS_LIGHTS_OUT_5X5_CELLS 25
#define FLIPSWAP_PRESS_TORUS_7X7_CELLS 49
#define FLIPSWAP_PRESS_LIGHTS_OUT_2000_CELLS 25
#define FLIPSWAP_PRESS_HDU_5755_30X30_CELLS 900
long flipswap_press_lights_out_5x5_solve(const uint8_t *start, const uint8_t *goal, uint64_t limit,
                                         uint8_t *map, size_t cap);
long flipswap_press_lights_out_5x5_count(const uint8_t *start, const uint8_t *goal,
                                         uint64_t *count);
long flipswap_press_lights_out_5x5_kernel(uint8_t *map, size_t cap);
long flipswap_press_torus_7x7_solve(const uint8_t *start, const uint8_t *goal, uint64_t limit,
                                    uint8_t *map, size_t cap);
long flipswap_press_torus_7x7_count(const uint8_t *start, const uint8_t *goal, uint64_t *count);
long flipswap_press_torus_7x7_kernel(uint8_t *map, size_t cap);
long flipswap_press_lights_out_2000_solve(const uint8_t *start, const uint8_t *goal,
                                          uint64_t limit, uint8_t *map, size_t cap);
long flipswap_press_lights_out_2000_count(const uint8_t *start, const uint8_t *goal,
                                          uint64_t *count);
long flipswap_press_lights_out_2000_kernel(uint8_t *map, size_t cap);
long flipswap_press_hdu_5755_30x30_solve(const uint8_t *start, const uint8_t *goal,
                                         uint64_t limit, uint8_t *map, size_t cap);
long flipswap_press_hdu_5755_30x30_count(const uint8_t *start, const uint8_t *goal,
                                         uint64_t *count);
long flipswap_press_hdu_5755_30x30_kernel(uint8_t *map, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* FLIPSWAP_H */
