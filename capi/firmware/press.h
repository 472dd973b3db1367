/* press.h: the press functions' checks on the Cortex-M0, included by
 * main.c (which defines expect) when it is built with
 * -DFLIPSWAP_PRESS_NAMED (the named rules in flash) or
 * -DFLIPSWAP_PRESS_RUN_TIME (grids of up to 64 cells and graphs, their
 * solvers built on the stack): one image each, so that each has its own
 * flash and stack. Boards are made here by pressing from all zeros, and
 * every answer is applied here and must bring the board back; grids past
 * 64 cells are left to the host (their solver's stack is more than the
 * micro:bit's 16 KiB of RAM). */

static const uint8_t cross[9] = {0, 1, 0, 1, 1, 1, 0, 1, 0};

/* `times` presses of the cross at row r, column c: bounded or a torus. */
static void press_cross(uint8_t *board, int rows, int cols, int torus, int states, int r, int c,
                        int times)
{
    static const int dr[5] = {0, -1, 1, 0, 0}, dc[5] = {0, 0, 0, -1, 1};
    int i;
    for (i = 0; i < 5; i++) {
        int rr = r + dr[i], cc = c + dc[i];
        if (torus) {
            rr = (rr + rows) % rows;
            cc = (cc + cols) % cols;
        } else if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) {
            continue;
        }
        board[rr * cols + cc] = (uint8_t)((board[rr * cols + cc] + times) % states);
    }
}

/* Whether `map` takes `board` to all zeros, and has `presses` presses. */
static int undoes(const uint8_t *board, const uint8_t *map, int rows, int cols, int torus,
                  int states, long presses)
{
    static uint8_t left[64];
    int i, sum = 0;
    for (i = 0; i < rows * cols; i++) left[i] = board[i];
    for (i = 0; i < rows * cols; i++) {
        press_cross(left, rows, cols, torus, states, i / cols, i % cols, map[i]);
        sum += map[i];
    }
    for (i = 0; i < rows * cols; i++) {
        if (left[i] != 0) return 0;
    }
    return sum == presses;
}

static const uint8_t zeros[64];

#ifdef FLIPSWAP_PRESS_NAMED
static void press_named(void)
{
    uint8_t board[49] = {0}, map[49];
    uint64_t count;
    long n;
    /* Lights Out 5 x 5: three presses, undone by those three alone; one
     * corner light has no answer; four maps change nothing. */
    press_cross(board, 5, 5, 0, 2, 0, 0, 1);
    press_cross(board, 5, 5, 0, 2, 2, 2, 1);
    press_cross(board, 5, 5, 0, 2, 4, 1, 1);
    n = flipswap_press_lights_out_5x5_solve(board, zeros, FLIPSWAP_PRESS_LIMIT, map, 25);
    expect("press lights_out_5x5 three presses", n, 3);
    expect("press lights_out_5x5 its map", map[0] + map[12] + map[21], 3);
    expect("press lights_out_5x5 undone", undoes(board, map, 5, 5, 0, 2, n), 1);
    expect("press lights_out_5x5 count", flipswap_press_lights_out_5x5_count(board, zeros, &count),
           2);
    expect("press lights_out_5x5 maps", (long)count, 4);
    board[0] ^= 1;
    expect("press lights_out_5x5 no answer",
           flipswap_press_lights_out_5x5_solve(board, zeros, 4, map, 25), FLIPSWAP_UNSOLVABLE);
    n = flipswap_press_lights_out_5x5_kernel(map, 25);
    expect("press lights_out_5x5 kernel", n > 0 && undoes(zeros, map, 5, 5, 0, 2, n), 1);
    expect("press lights_out_5x5 no room", flipswap_press_lights_out_5x5_kernel(map, 24),
           FLIPSWAP_NO_ROOM);
    /* The 7 x 7 torus: one answer to every board, the presses made. */
    for (n = 0; n < 49; n++) board[n] = 0;
    press_cross(board, 7, 7, 1, 2, 0, 0, 1);
    press_cross(board, 7, 7, 1, 2, 6, 3, 1);
    n = flipswap_press_torus_7x7_solve(board, zeros, 1, map, 49);
    expect("press torus_7x7 two presses", n, 2);
    expect("press torus_7x7 its map", map[0] + map[45], 2);
    expect("press torus_7x7 kernel", flipswap_press_torus_7x7_kernel(map, 49), 0);
    /* Lights Out 2000: the centre once, undone by it twice more, one of
     * 27 maps; a search of no positions is over its limit. */
    for (n = 0; n < 49; n++) board[n] = 0;
    press_cross(board, 5, 5, 0, 3, 2, 2, 1);
    n = flipswap_press_lights_out_2000_solve(board, zeros, FLIPSWAP_PRESS_LIMIT, map, 25);
    expect("press lights_out_2000 two presses", n, 2);
    expect("press lights_out_2000 the centre twice", map[12], 2);
    expect("press lights_out_2000 undone", undoes(board, map, 5, 5, 0, 3, n), 1);
    expect("press lights_out_2000 over the limit",
           flipswap_press_lights_out_2000_solve(board, zeros, 0, map, 25), FLIPSWAP_OVER_LIMIT);
    expect("press lights_out_2000 count",
           flipswap_press_lights_out_2000_count(board, zeros, &count), 3);
    expect("press lights_out_2000 maps", (long)count, 27);
    board[3] = 3;
    expect("press lights_out_2000 a 3", flipswap_press_lights_out_2000_count(board, zeros, &count),
           FLIPSWAP_BAD_INPUT);
}
#endif

#ifdef FLIPSWAP_PRESS_RUN_TIME
static void press_run_time(void)
{
    static const uint8_t on[9] = {1, 1, 1, 1, 1, 1, 1, 1, 1};
    uint8_t board[64] = {0}, map[64], edges[2 * 63];
    uint64_t count;
    long n;
    int i;
    /* 3 x 3 Lights Out, all on: the corners and the centre. */
    n = flipswap_press_grid_solve(3, 3, 3, 3, cross, 0, 2, on, zeros, 1, map, 9);
    expect("press grid 3 x 3 all on", n, 5);
    expect("press grid 3 x 3 corners and centre",
           map[0] + map[2] + map[4] + map[6] + map[8] == 5 && undoes(on, map, 3, 3, 0, 2, n), 1);
    /* 8 x 8 modulo 3, a board of eleven presses: brought back. */
    for (i = 0; i < 11; i++) press_cross(board, 8, 8, 0, 3, (i * 5) % 8, (i * 3) % 8, 1 + i % 2);
    n = flipswap_press_grid_solve(8, 8, 3, 3, cross, 0, 3, board, zeros, 1L << 20, map, 64);
    expect("press grid 8 x 8 modulo 3", n >= 0 && n <= 16 && undoes(board, map, 8, 8, 0, 3, n), 1);
    expect("press grid 8 x 8 modulo 3 count",
           flipswap_press_grid_count(8, 8, 3, 3, cross, 0, 3, board, zeros, &count) >= 0, 1);
    n = flipswap_press_grid_kernel(8, 8, 3, 3, cross, 0, 3, map, 64);
    expect("press grid 8 x 8 kernel", n > 0 && undoes(zeros, map, 8, 8, 0, 3, n), 1);
    expect("press grid past 64 x 64", flipswap_press_grid_kernel(65, 1, 3, 3, cross, 0, 2, map, 64),
           FLIPSWAP_BAD_INPUT);
    /* A path of 64 nodes, all on but the two ends. */
    for (i = 0; i < 63; i++) {
        edges[2 * i] = (uint8_t)i;
        edges[2 * i + 1] = (uint8_t)(i + 1);
    }
    for (i = 0; i < 64; i++) board[i] = (uint8_t)(i > 0 && i < 63);
    n = flipswap_press_graph_solve(64, edges, 63, 0, board, zeros, 1, map, 64);
    expect("press graph path of 64", n > 0, 1);
    for (i = 0; i < 64 && n > 0; i++) {
        if (map[i]) {
            board[i] ^= 1;
            if (i > 0) board[i - 1] ^= 1;
            if (i < 63) board[i + 1] ^= 1;
        }
    }
    for (i = 0, n = 0; i < 64; i++) n += board[i];
    expect("press graph path of 64 undone", n, 0);
    expect("press graph count", flipswap_press_graph_count(64, edges, 63, 0, zeros, zeros, &count),
           0);
    expect("press graph an edge past", flipswap_press_graph_kernel(63, edges, 63, 0, map, 64),
           FLIPSWAP_BAD_INPUT);
}
#endif
