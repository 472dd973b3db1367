/* size.c: an image that calls one of flipswap's C functions, for the
 * flash each costs (capi/firmware/run.sh builds one image per function
 * with -DCALL_<function> and one with none: the difference is the
 * function, its share of the library and its tables). The inputs are read
 * through volatile objects, so the compiler cannot fold the call away. */
#include <stddef.h>
#include <stdint.h>

#include "flipswap.h"

static volatile uint16_t bits = 0xE646;
static volatile uint8_t cells[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
static volatile uint8_t tiles[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15};
static const uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
static volatile uint32_t rows[5] = {3, 5, 14, 6, 7};
static const uint8_t cross[9] = {0, 1, 0, 1, 1, 1, 0, 1, 0};
static const uint8_t path[4] = {0, 1, 1, 2};
static uint8_t board[900];
volatile long sink;
static uint8_t out[64];
static uint32_t map[5];

int main(void)
{
    uint8_t in[9], sixteen[16];
    uint32_t lights[5];
    uint64_t count = 0;
    size_t i;
    for (i = 0; i < 9; i++) in[i] = cells[i];
    for (i = 0; i < 16; i++) sixteen[i] = tiles[i];
    for (i = 0; i < 5; i++) lights[i] = rows[i];
    (void)in;
    (void)sixteen;
    (void)map;
    (void)goal;
    (void)lights;
    (void)cross;
    (void)path;
    (void)board;
    (void)count;
#if defined(CALL_flipswap_answer)
    sink = flipswap_answer("lights", (const unsigned char *)"0 0 1\n0 1 1\n1 0 0\n", (size_t)(bits & 31), out,
                           sizeof out);
#elif defined(CALL_flipswap_version)
    sink = flipswap_version();
#elif defined(CALL_flipswap_flip_game_solve)
    sink = flipswap_flip_game_solve(bits, out, sizeof out);
#elif defined(CALL_flipswap_flip_game_hint)
    sink = flipswap_flip_game_hint(bits);
#elif defined(CALL_flipswap_fridge_solve)
    sink = flipswap_fridge_solve(bits, out, sizeof out);
#elif defined(CALL_flipswap_fridge_hint)
    sink = flipswap_fridge_hint(bits);
#elif defined(CALL_flipswap_lights_solve)
    sink = flipswap_lights_solve(bits & 0x1FF, out, sizeof out);
#elif defined(CALL_flipswap_lights_hint)
    sink = flipswap_lights_hint(bits & 0x1FF);
#elif defined(CALL_flipswap_swap_game_solve)
    sink = flipswap_swap_game_solve(bits, (uint16_t)(bits >> 1 | bits << 15), out, sizeof out);
#elif defined(CALL_flipswap_swap_game_hint)
    sink = flipswap_swap_game_hint(bits, (uint16_t)(bits >> 1 | bits << 15));
#elif defined(CALL_flipswap_lights_out_solve)
    sink = flipswap_lights_out_solve(5, 5, lights, 0, map, 5);
    sink = map[0];
#elif defined(CALL_flipswap_lights_out_hint)
    sink = flipswap_lights_out_hint(5, 5, lights, 0);
#elif defined(CALL_flipswap_eight_solve)
    sink = flipswap_eight_solve(in, out, sizeof out);
#elif defined(CALL_flipswap_eight_hint)
    sink = flipswap_eight_hint(in);
#elif defined(CALL_flipswap_fifteen_solve)
    sink = flipswap_fifteen_solve(sixteen, out, sizeof out);
#elif defined(CALL_flipswap_fifteen_solve_within)
    sink = flipswap_fifteen_solve_within(sixteen, 100000, out, sizeof out);
#elif defined(CALL_flipswap_fifteen_hint)
    sink = flipswap_fifteen_hint(sixteen);
#elif defined(CALL_flipswap_sliding_solve)
    sink = flipswap_sliding_solve(3, 3, in, goal, out, sizeof out);
#elif defined(CALL_flipswap_sliding_solve_within)
    sink = flipswap_sliding_solve_within(3, 3, in, goal, 100000, out, sizeof out);
#elif defined(CALL_flipswap_sliding_hint)
    sink = flipswap_sliding_hint(3, 3, in, goal);
#elif defined(CALL_flipswap_press_grid_solve)
    sink = flipswap_press_grid_solve(5, 5, 3, 3, cross, 0, 2, board, board, bits, out, sizeof out);
#elif defined(CALL_flipswap_press_grid_count)
    sink = flipswap_press_grid_count(5, 5, 3, 3, cross, 0, 2, board, board, &count);
#elif defined(CALL_flipswap_press_grid_kernel)
    sink = flipswap_press_grid_kernel(5, 5, 3, 3, cross, 0, 2, out, sizeof out);
#elif defined(CALL_flipswap_press_graph_solve)
    sink = flipswap_press_graph_solve(3, path, 2, 0, board, board, bits, out, sizeof out);
#elif defined(CALL_flipswap_press_graph_count)
    sink = flipswap_press_graph_count(3, path, 2, 0, board, board, &count);
#elif defined(CALL_flipswap_press_graph_kernel)
    sink = flipswap_press_graph_kernel(3, path, 2, 0, out, sizeof out);
#elif defined(CALL_flipswap_press_lights_out_5x5_solve)
    sink = flipswap_press_lights_out_5x5_solve(board, board, bits, out, sizeof out);
#elif defined(CALL_flipswap_press_torus_7x7_solve)
    sink = flipswap_press_torus_7x7_solve(board, board, bits, out, sizeof out);
#elif defined(CALL_flipswap_press_lights_out_2000_solve)
    sink = flipswap_press_lights_out_2000_solve(board, board, bits, out, sizeof out);
#elif defined(CALL_flipswap_press_hdu_5755_30x30_solve)
    sink = flipswap_press_hdu_5755_30x30_solve(board, board, bits, board, sizeof board);
#endif
    sink = out[0];
    return 0;
}
