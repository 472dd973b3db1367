/*
 * press.c: the press functions of flipswap.h against solvers written here,
 * apart from flipswap. Each rule is applied here by its definition (a
 * grid's stencil, a graph's edges); every press map is tried on grids of
 * up to 16 cells modulo 2 and 10 modulo 3 and on graphs of up to 12
 * nodes, and Gaussian elimination (every combination of the kernel
 * weighed) answers grids of 17 to 100 cells and graphs of up to 64 nodes.
 * For each board: the fewest presses, the press map (the least in reading
 * order of the fewest, and it takes the board to the goal when applied
 * here), the limit (past 64 cells, states^k - 1 maps are over it and
 * states^k are not; up to 64, a limit of 0 is passed just when k > 0), the
 * count and k, and the kernel's map (not zero, changes nothing). The named
 * rules give
 * what the run-time path gives for their rules, and each bad argument its
 * code, too small a map left untouched.
 *
 * Buffers are on the heap at exactly their size (common.h), for valgrind.
 * Prints `PASS the press functions` and exits 0, or names each check that
 * failed and exits 1.
 */
#include "flipswap.h"

#include "common.h"
#include "press_solvers.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static int checks = 0;

static void expect(const char *what, const char *rule, long got, long wanted)
{
    checks++;
    if (got != wanted) {
        printf("FAIL %s (%s): got %ld, wanted %ld\n", what, rule, got, wanted);
        failures++;
    }
}

/* ---- the functions asked ---------------------------------------------- */

/* A rule as the header's functions take it: a grid, a graph or a named
 * rule (its functions, and its grid for the run-time path). */
struct subject {
    const char *name;
    const struct grid *grid;
    const struct graph *graph;
    long (*solve)(const uint8_t *, const uint8_t *, uint64_t, uint8_t *, size_t);
    long (*count)(const uint8_t *, const uint8_t *, uint64_t *);
    long (*kernel)(uint8_t *, size_t);
};

static long ask_solve(const struct subject *s, const uint8_t *start, const uint8_t *goal,
                      uint64_t limit, uint8_t *map, size_t cap)
{
    const struct grid *g = s->grid;
    const struct graph *h = s->graph;
    if (s->solve) return s->solve(start, goal, limit, map, cap);
    if (h) {
        return flipswap_press_graph_solve(h->nodes, h->edges, h->edge_count, h->directed, start,
                                          goal, limit, map, cap);
    }
    return flipswap_press_grid_solve(g->rows, g->cols, g->high, g->wide, g->weights, g->torus,
                                     g->states, start, goal, limit, map, cap);
}

static long ask_count(const struct subject *s, const uint8_t *start, const uint8_t *goal,
                      uint64_t *count)
{
    const struct grid *g = s->grid;
    const struct graph *h = s->graph;
    if (s->count) return s->count(start, goal, count);
    if (h) {
        return flipswap_press_graph_count(h->nodes, h->edges, h->edge_count, h->directed, start,
                                          goal, count);
    }
    return flipswap_press_grid_count(g->rows, g->cols, g->high, g->wide, g->weights, g->torus,
                                     g->states, start, goal, count);
}

static long ask_kernel(const struct subject *s, uint8_t *map, size_t cap)
{
    const struct grid *g = s->grid;
    const struct graph *h = s->graph;
    if (s->kernel) return s->kernel(map, cap);
    if (h) {
        return flipswap_press_graph_kernel(h->nodes, h->edges, h->edge_count, h->directed, map,
                                           cap);
    }
    return flipswap_press_grid_kernel(g->rows, g->cols, g->high, g->wide, g->weights, g->torus,
                                      g->states, map, cap);
}

static int cells_of(const struct subject *s)
{
    return s->graph ? s->graph->nodes : s->grid->rows * s->grid->cols;
}

static int states_of(const struct subject *s)
{
    return s->graph ? 2 : s->grid->states;
}

/* `board` after `map`, applied here by the rule's definition. */
static void apply(const struct subject *s, const struct rule *rule, uint8_t *board,
                  const uint8_t *map)
{
    if (s->graph) {
        apply_rule(rule, board, map);
    } else {
        apply_grid(s->grid, board, map);
    }
}

static void random_values(uint8_t *values, int cells, int states)
{
    int c;
    for (c = 0; c < cells; c++) values[c] = (uint8_t)below((size_t)states);
}

/* Whether press::Solver answers `s` (a rule of up to 64 cells), which
 * counts the positions of its search against the limit; else
 * press::GridSolver, which counts the states^k maps it weighs. */
static int searched(const struct subject *s)
{
    return cells_of(s) <= 64;
}

/* The positions given press::Solver's search here. */
#define SEARCHED_MOST (1L << 20)

/* How many press maps a board of kernel dimension k has, as _count
 * writes it: states^k, or UINT64_MAX past 64 bits. */
static uint64_t maps_of(int states, int k)
{
    uint64_t maps = 1;
    int i;
    for (i = 0; i < k; i++) {
        if (maps > UINT64_MAX / (uint64_t)states) return UINT64_MAX;
        maps *= (uint64_t)states;
    }
    return maps;
}

/* One board of `s` against `want` (found here for goal - start): count,
 * then solve: on press::GridSolver's path at the limit and one under it
 * (or over the limit when there are too many maps to weigh here), on
 * press::Solver's with no positions and with plenty; the map applied
 * here. */
static void check_board(const struct subject *s, const struct rule *rule, const uint8_t *start,
                        const uint8_t *goal, const struct answer *want)
{
    int cells = cells_of(s), states = states_of(s);
    size_t cap = (size_t)cells;
    uint8_t *map = heap(cap), *board = heap(cap);
    uint64_t maps = maps_of(states, want->k), count = 7;
    long got = ask_count(s, start, goal, &count);
    expect("count's k", s->name, got, want->solvable ? want->k : FLIPSWAP_UNSOLVABLE);
    expect("count", s->name, count == (want->solvable ? maps : 0), 1);
    if (!want->solvable) {
        got = ask_solve(s, start, goal, 0, map, cap);
        expect("solve of no answer", s->name, got, FLIPSWAP_UNSOLVABLE);
    } else if (searched(s)) {
        /* press::Solver: a position at least when k > 0, none when 0; and
         * within SEARCHED_MOST positions whenever the maps are few enough
         * to weigh here (the search weighs about states / (states - 1)
         * positions a map at most). */
        got = ask_solve(s, start, goal, 0, map, cap);
        expect("solve of no positions", s->name, got == FLIPSWAP_OVER_LIMIT, want->k > 0);
        got = ask_solve(s, start, goal, SEARCHED_MOST, map, cap);
        if (want->presses >= 0) {
            expect("solve's presses", s->name, got, want->presses);
            expect("solve's map", s->name, got >= 0 && memcmp(map, want->map, cap) == 0, 1);
        } else {
            expect("solve answers or passes its limit", s->name,
                   got >= 0 || got == FLIPSWAP_OVER_LIMIT, 1);
        }
    } else if (maps > WEIGHED_MOST) {
        got = ask_solve(s, start, goal, WEIGHED_MOST, map, cap);
        expect("solve over the limit", s->name, got, FLIPSWAP_OVER_LIMIT);
    } else {
        got = ask_solve(s, start, goal, maps - 1, map, cap);
        expect("solve under the limit", s->name, got, FLIPSWAP_OVER_LIMIT);
        got = ask_solve(s, start, goal, maps, map, cap);
        if (want->presses >= 0) {
            expect("solve's presses", s->name, got, want->presses);
            expect("solve's map", s->name, got >= 0 && memcmp(map, want->map, cap) == 0, 1);
        }
        expect("solve answers", s->name, got >= 0, 1);
    }
    if (got >= 0) {
        memcpy(board, start, cap);
        apply(s, rule, board, map);
        expect("solve's map applied", s->name, memcmp(board, goal, cap) == 0, 1);
        expect("solve's map presses", s->name, presses_of(map, cells), got);
    }
    free(map);
    free(board);
}

/* The kernel's map: not zero and changing nothing, or zero when k is 0. */
static void check_kernel(const struct subject *s, const struct rule *rule, int k)
{
    int cells = cells_of(s), c;
    uint8_t *map = heap((size_t)cells), *board = heap((size_t)cells);
    long got = ask_kernel(s, map, (size_t)cells);
    expect("kernel's presses", s->name, got >= 0 ? presses_of(map, cells) : -1, got);
    expect("kernel is empty when k is 0", s->name, got == 0, k == 0);
    memset(board, 0, (size_t)cells);
    apply(s, rule, board, map);
    for (c = 0; c < cells; c++) {
        expect("kernel changes nothing", s->name, board[c], 0);
    }
    free(map);
    free(board);
}

/* `boards` boards of `s`: half of them with a goal the start reaches. */
static void check_rule(const struct subject *s, const struct rule *rule, int tried, int boards)
{
    int cells = cells_of(s), states = states_of(s), i, c, k = -1;
    uint8_t *start = heap((size_t)cells), *goal = heap((size_t)cells), wanted[MOST];
    struct answer want;
    if (tried) try_every_map(rule);
    for (i = 0; i < boards; i++) {
        random_values(start, cells, states);
        random_values(goal, cells, states);
        if (i % 2 == 0) {
            memcpy(goal, start, (size_t)cells);
            random_values(wanted, cells, states);
            apply(s, rule, goal, wanted);
        }
        for (c = 0; c < cells; c++) wanted[c] = (uint8_t)((goal[c] + states - start[c]) % states);
        if (tried) {
            tried_answer(rule, wanted, &want);
        } else {
            eliminate(rule, wanted, &want);
        }
        k = want.k;
        check_board(s, rule, start, goal, &want);
    }
    check_kernel(s, rule, k);
    free(start);
    free(goal);
}

/* ---- rules at random ------------------------------------------------- */

/* A grid: `tried`, of few enough cells to try every map (16 modulo 2, 10
 * modulo 3); else of 17 to 100 cells, past 64 half the time. A third of
 * the stencils are the cross, the others of random weights and sides 1,
 * 3, 5 or 7. */
static void random_grid(struct grid *g, int tried)
{
    static const uint8_t cross[9] = {0, 1, 0, 1, 1, 1, 0, 1, 0};
    int cells, i;
    g->states = 2 + (int)below(2);
    g->torus = (int)below(2);
    do {
        g->rows = (uint8_t)(1 + below(tried ? 4 : 12));
        g->cols = (uint8_t)(1 + below(tried ? 4 : 40));
        cells = g->rows * g->cols;
    } while (tried ? cells > (g->states == 2 ? 16 : 10)
                   : cells < 17 || cells > MOST || (below(2) ? cells <= 64 : cells > 64));
    if (below(3) == 0) {
        g->high = g->wide = 3;
        memcpy(g->weights, cross, sizeof cross);
        return;
    }
    g->high = (uint8_t)(1 + 2 * below(4));
    g->wide = (uint8_t)(1 + 2 * below(4));
    for (i = 0; i < g->high * g->wide; i++) g->weights[i] = (uint8_t)below((size_t)g->states);
}

static const char *describe_grid(const struct grid *g)
{
    static char name[96];
    snprintf(name, sizeof name, "%d x %d, a %d x %d stencil, %s, modulo %d", g->rows, g->cols,
             g->high, g->wide, g->torus ? "a torus" : "bounded", g->states);
    return name;
}

/* A graph of `nodes` nodes, up to twice as many edges (some twice, some
 * from a node to itself), directed half the time. */
static void random_graph(struct graph *h, int nodes)
{
    size_t e;
    h->nodes = (uint8_t)nodes;
    h->directed = (int)below(2);
    h->edge_count = below((size_t)(2 * nodes + 1));
    for (e = 0; e < 2 * h->edge_count; e++) h->edges[e] = (uint8_t)below((size_t)nodes);
}

/* ---- the named rules ---------------------------------------------------- */

static const uint8_t cross[9] = {0, 1, 0, 1, 1, 1, 0, 1, 0};
static const uint8_t hdu[9] = {0, 1, 0, 1, 2, 1, 0, 1, 0};

/* Each named rule against the run-time path for its grid (boards, counts
 * and kernels alike), and, up to 100 cells, against elimination here. */
static void named_rules(void)
{
    static struct rule rule;
    struct named {
        struct subject s;
        struct grid g;
        size_t cells;
    } named[] = {
        {{"lights_out_5x5", NULL, NULL, flipswap_press_lights_out_5x5_solve,
          flipswap_press_lights_out_5x5_count, flipswap_press_lights_out_5x5_kernel},
         {5, 5, 3, 3, {0}, 0, 2},
         FLIPSWAP_PRESS_LIGHTS_OUT_5X5_CELLS},
        {{"torus_7x7", NULL, NULL, flipswap_press_torus_7x7_solve, flipswap_press_torus_7x7_count,
          flipswap_press_torus_7x7_kernel},
         {7, 7, 3, 3, {0}, 1, 2},
         FLIPSWAP_PRESS_TORUS_7X7_CELLS},
        {{"lights_out_2000", NULL, NULL, flipswap_press_lights_out_2000_solve,
          flipswap_press_lights_out_2000_count, flipswap_press_lights_out_2000_kernel},
         {5, 5, 3, 3, {0}, 0, 3},
         FLIPSWAP_PRESS_LIGHTS_OUT_2000_CELLS},
        {{"hdu_5755_30x30", NULL, NULL, flipswap_press_hdu_5755_30x30_solve,
          flipswap_press_hdu_5755_30x30_count, flipswap_press_hdu_5755_30x30_kernel},
         {30, 30, 3, 3, {0}, 0, 3},
         FLIPSWAP_PRESS_HDU_5755_30X30_CELLS},
    };
    size_t i, cells;
    int round;
    for (i = 0; i < sizeof named / sizeof named[0]; i++) {
        struct named *n = &named[i];
        struct subject run_time = {"", NULL, NULL, NULL, NULL, NULL};
        uint8_t *start, *goal, *by_name, *by_rule;
        uint64_t named_count, rule_count;
        memcpy(n->g.weights, i == 3 ? hdu : cross, 9);
        n->s.grid = run_time.grid = &n->g;
        run_time.name = n->s.name;
        cells = n->cells;
        expect("named cells", n->s.name, (long)cells, n->g.rows * n->g.cols);
        start = heap(cells);
        goal = heap(cells);
        by_name = heap(cells);
        by_rule = heap(cells);
        for (round = 0; round < 8; round++) {
            random_values(start, (int)cells, n->g.states);
            random_values(goal, (int)cells, n->g.states);
            if (round % 2 == 0) {
                memcpy(goal, start, cells);
                random_values(by_rule, (int)cells, n->g.states);
                apply_grid(&n->g, goal, by_rule);
            }
            memset(by_name, 0xAA, cells);
            memset(by_rule, 0xAA, cells);
            expect("named solve is the run-time path's", n->s.name,
                   ask_solve(&n->s, start, goal, FLIPSWAP_PRESS_LIMIT, by_name, cells),
                   ask_solve(&run_time, start, goal, FLIPSWAP_PRESS_LIMIT, by_rule, cells));
            expect("named map is the run-time path's", n->s.name,
                   memcmp(by_name, by_rule, cells) == 0, 1);
            expect("named count is the run-time path's", n->s.name,
                   ask_count(&n->s, start, goal, &named_count),
                   ask_count(&run_time, start, goal, &rule_count));
            expect("named count", n->s.name, named_count == rule_count, 1);
        }
        expect("named kernel is the run-time path's", n->s.name, ask_kernel(&n->s, by_name, cells),
               ask_kernel(&run_time, by_rule, cells));
        expect("named kernel map", n->s.name, memcmp(by_name, by_rule, cells) == 0, 1);
        if (cells <= MOST) {
            grid_rule(&n->g, &rule);
            check_rule(&n->s, &rule, 0, 8);
        } else {
            /* Too large to eliminate here: its answers applied here. */
            struct answer anything;
            anything.solvable = 1;
            anything.k = 0;
            anything.presses = -1;
            check_board(&n->s, &rule, start, goal, &anything);
            check_kernel(&n->s, &rule, 0);
        }
        free(start);
        free(goal);
        free(by_name);
        free(by_rule);
    }
}

/* ---- bad arguments ------------------------------------------------------ */

/* A grid's solve with one argument changed: its code. */
static long grid_with(int what, int value)
{
    uint8_t zero[9] = {0}, map[9], weights[9];
    int rows = 3, cols = 3, high = 3, wide = 3, torus = 0, states = 2;
    memcpy(weights, cross, sizeof weights);
    switch (what) {
    case 0:
        rows = value;
        break;
    case 1:
        cols = value;
        break;
    case 2:
        high = value;
        break;
    case 3:
        wide = value;
        break;
    case 4:
        torus = value;
        break;
    case 5:
        states = value;
        break;
    case 6:
        weights[4] = (uint8_t)value;
        break;
    case 7:
        zero[8] = (uint8_t)value;
        break;
    }
    return flipswap_press_grid_solve((uint8_t)rows, (uint8_t)cols, (uint8_t)high, (uint8_t)wide,
                                     weights, torus, states, zero, zero, FLIPSWAP_PRESS_LIMIT, map,
                                     9);
}

static void bad_arguments(void)
{
    static const struct {
        const char *what;
        int argument, value;
        long code;
    } grids[] = {
        {"rows 0", 0, 0, FLIPSWAP_BAD_INPUT},
        {"rows 65", 0, 65, FLIPSWAP_BAD_INPUT},
        {"cols 0", 1, 0, FLIPSWAP_BAD_INPUT},
        {"cols 65", 1, 65, FLIPSWAP_BAD_INPUT},
        {"stencil rows 2", 2, 2, FLIPSWAP_BAD_INPUT},
        {"stencil rows 9", 2, 9, FLIPSWAP_BAD_INPUT},
        {"stencil cols 0", 3, 0, FLIPSWAP_BAD_INPUT},
        {"torus 2", 4, 2, FLIPSWAP_BAD_INPUT},
        {"torus -1", 4, -1, FLIPSWAP_BAD_INPUT},
        {"states 1", 5, 1, FLIPSWAP_BAD_INPUT},
        {"states 4", 5, 4, FLIPSWAP_BAD_INPUT},
        {"weight 2 modulo 2", 6, 2, FLIPSWAP_BAD_INPUT},
        {"a board's 2 modulo 2", 7, 2, FLIPSWAP_BAD_INPUT},
        {"nothing changed", 7, 0, 0},
        {"states 3", 5, 3, 0},
        {"a torus", 4, 1, 0},
    };
    static const uint8_t king[9] = {1, 1, 1, 1, 1, 1, 1, 1, 1}, none[9] = {0};
    uint8_t *zero = heap(9), *map = heap(9), *edges = heap(4), *big = heap(4096);
    uint64_t count;
    size_t i;
    for (i = 0; i < sizeof grids / sizeof grids[0]; i++) {
        expect(grids[i].what, "3 x 3 grid", grid_with(grids[i].argument, grids[i].value),
               grids[i].code);
    }
    memset(zero, 0, 9);
    memset(big, 0, 4096);
    expect("null stencil", "grid",
           flipswap_press_grid_solve(3, 3, 3, 3, NULL, 0, 2, zero, zero, 1, map, 9),
           FLIPSWAP_BAD_INPUT);
    expect("null start", "grid",
           flipswap_press_grid_solve(3, 3, 3, 3, cross, 0, 2, NULL, zero, 1, map, 9),
           FLIPSWAP_BAD_INPUT);
    expect("null goal", "grid",
           flipswap_press_grid_count(3, 3, 3, 3, cross, 0, 2, zero, NULL, &count),
           FLIPSWAP_BAD_INPUT);
    expect("null map", "grid",
           flipswap_press_grid_solve(3, 3, 3, 3, cross, 0, 2, zero, zero, 1, NULL, 9),
           FLIPSWAP_BAD_INPUT);
    expect("null count", "grid",
           flipswap_press_grid_count(3, 3, 3, 3, cross, 0, 2, zero, zero, NULL),
           FLIPSWAP_BAD_INPUT);
    expect("null kernel map", "grid", flipswap_press_grid_kernel(3, 3, 3, 3, cross, 0, 2, NULL, 9),
           FLIPSWAP_BAD_INPUT);
    memset(map, 0xAA, 9);
    expect("no room", "grid",
           flipswap_press_grid_solve(3, 3, 3, 3, cross, 0, 2, zero, zero, 1, map, 8),
           FLIPSWAP_NO_ROOM);
    expect("no room for the kernel", "grid",
           flipswap_press_grid_kernel(3, 3, 3, 3, cross, 0, 2, map, 8), FLIPSWAP_NO_ROOM);
    for (i = 0; i < 9; i++) expect("no room leaves the map", "grid", map[i], 0xAA);
    /* Past 128 unknowns: the king's block on a 64 x 64 torus, no weights
     * on 12 x 12; the cross on a 64 x 64 torus is within. */
    expect("king 64 x 64 torus", "grid",
           flipswap_press_grid_kernel(64, 64, 3, 3, king, 1, 2, big, 4096), FLIPSWAP_BAD_INPUT);
    expect("no weights 12 x 12", "grid",
           flipswap_press_grid_kernel(12, 12, 3, 3, none, 0, 2, big, 4096), FLIPSWAP_BAD_INPUT);
    expect("cross 64 x 64 torus", "grid",
           flipswap_press_grid_count(64, 64, 3, 3, cross, 1, 3, big, big, &count) >= 0, 1);

    edges[0] = 0;
    edges[1] = 1;
    edges[2] = 1;
    edges[3] = 2;
    expect("a path of 3", "graph",
           flipswap_press_graph_solve(3, edges, 2, 0, zero, zero, 1, map, 3), 0);
    expect("nodes 0", "graph", flipswap_press_graph_solve(0, edges, 0, 0, zero, zero, 1, map, 3),
           FLIPSWAP_BAD_INPUT);
    expect("nodes 65", "graph", flipswap_press_graph_kernel(65, edges, 0, 0, big, 4096),
           FLIPSWAP_BAD_INPUT);
    expect("an edge past the nodes", "graph",
           flipswap_press_graph_solve(2, edges, 2, 0, zero, zero, 1, map, 3), FLIPSWAP_BAD_INPUT);
    expect("directed 2", "graph", flipswap_press_graph_count(3, edges, 2, 2, zero, zero, &count),
           FLIPSWAP_BAD_INPUT);
    expect("null edges", "graph", flipswap_press_graph_solve(3, NULL, 1, 0, zero, zero, 1, map, 3),
           FLIPSWAP_BAD_INPUT);
    expect("no edges, null", "graph", flipswap_press_graph_count(3, NULL, 0, 1, zero, zero, &count),
           0);
    zero[1] = 2;
    expect("a node's 2", "graph", flipswap_press_graph_solve(3, edges, 2, 0, zero, big, 1, map, 3),
           FLIPSWAP_BAD_INPUT);
    zero[1] = 0;
    expect("no room", "graph", flipswap_press_graph_solve(3, edges, 2, 0, zero, zero, 1, map, 2),
           FLIPSWAP_NO_ROOM);

    expect("null start", "lights_out_5x5",
           flipswap_press_lights_out_5x5_solve(NULL, big, 1, big, 25), FLIPSWAP_BAD_INPUT);
    expect("null map", "torus_7x7", flipswap_press_torus_7x7_solve(big, big, 1, NULL, 49),
           FLIPSWAP_BAD_INPUT);
    expect("null count", "lights_out_2000", flipswap_press_lights_out_2000_count(big, big, NULL),
           FLIPSWAP_BAD_INPUT);
    expect("no room", "hdu_5755_30x30", flipswap_press_hdu_5755_30x30_kernel(big, 899),
           FLIPSWAP_NO_ROOM);
    big[24] = 2;
    expect("a cell's 2", "lights_out_5x5", flipswap_press_lights_out_5x5_solve(big, big, 1, map, 9),
           FLIPSWAP_BAD_INPUT);
    expect("a cell's 2 modulo 3", "lights_out_2000",
           flipswap_press_lights_out_2000_count(big, big, &count), 3);
    free(zero);
    free(map);
    free(edges);
    free(big);
}

int main(void)
{
    static struct rule rule;
    struct grid g;
    struct graph h;
    struct subject s = {"", NULL, NULL, NULL, NULL, NULL};
    int round;
    rng_state = 0x9E3779B97F4A7C15ULL;
    for (round = 0; round < 240; round++) {
        int small = round < 160;
        random_grid(&g, small);
        s.name = describe_grid(&g);
        s.grid = &g;
        grid_rule(&g, &rule);
        check_rule(&s, &rule, small, 6);
    }
    s.grid = NULL;
    for (round = 0; round < 120; round++) {
        int small = round < 80;
        random_graph(&h, small ? 1 + (int)below(12) : 13 + (int)below(52));
        s.name = small ? "a graph of up to 12 nodes" : "a graph of 13 to 64 nodes";
        s.graph = &h;
        graph_rule(&h, &rule);
        check_rule(&s, &rule, small, 6);
    }
    named_rules();
    bad_arguments();
    printf("%d checks, %d failed\n", checks, failures);
    if (failures == 0) {
        printf("PASS the press functions\n");
    }
    return failures == 0 ? 0 : 1;
}
