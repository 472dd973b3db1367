/*
 * press_solvers.h: the press rules applied and solved apart from flipswap,
 * for press.c: a grid by its stencil and a graph by its edges (each as a
 * matrix of what each press adds to each cell too), every press map tried
 * (up to TRIED_MOST of them), and Gaussian elimination modulo 2 or 3 with
 * every combination of the kernel weighed (up to WEIGHED_MOST of them).
 * Its functions are static: included by press.c alone.
 */
#ifndef FLIPSWAP_TESTS_PRESS_SOLVERS_H
#define FLIPSWAP_TESTS_PRESS_SOLVERS_H

#include <stdint.h>
#include <string.h>

#define MOST         100   /* cells of a rule solved here */
#define TRIED_MOST   65536 /* press maps tried on one rule */
#define WEIGHED_MOST 4096  /* kernel combinations weighed on one board */
#define EDGES_MOST   256

/* ---- the rules, applied here ------------------------------------------ */

struct grid {
    uint8_t rows, cols, high, wide;
    uint8_t weights[49];
    int torus, states;
};

struct graph {
    uint8_t nodes;
    uint8_t edges[2 * EDGES_MOST];
    size_t edge_count;
    int directed;
};

/* Press p adds adds[p][c] to cell c, modulo states. */
struct rule {
    int cells, states;
    uint8_t adds[MOST][MOST];
};

/* Adds `times` presses of the cell at row r, column c to `board`. */
static void press_grid(const struct grid *g, uint8_t *board, int r, int c, int times)
{
    int i, j;
    for (i = 0; i < g->high; i++) {
        for (j = 0; j < g->wide; j++) {
            int rr = r + i - g->high / 2, cc = c + j - g->wide / 2, at;
            if (g->torus) {
                rr = (rr % g->rows + g->rows) % g->rows;
                cc = (cc % g->cols + g->cols) % g->cols;
            } else if (rr < 0 || rr >= g->rows || cc < 0 || cc >= g->cols) {
                continue;
            }
            at = rr * g->cols + cc;
            board[at] = (uint8_t)((board[at] + times * g->weights[i * g->wide + j]) % g->states);
        }
    }
}

/* `board` after every press of `map`. */
static void apply_grid(const struct grid *g, uint8_t *board, const uint8_t *map)
{
    int p;
    for (p = 0; p < g->rows * g->cols; p++) {
        if (map[p] != 0) {
            press_grid(g, board, p / g->cols, p % g->cols, map[p]);
        }
    }
}

static void grid_rule(const struct grid *g, struct rule *rule)
{
    int p;
    rule->cells = g->rows * g->cols;
    rule->states = g->states;
    for (p = 0; p < rule->cells; p++) {
        memset(rule->adds[p], 0, MOST);
        press_grid(g, rule->adds[p], p / g->cols, p % g->cols, 1);
    }
}

static void graph_rule(const struct graph *g, struct rule *rule)
{
    size_t e;
    int p;
    rule->cells = g->nodes;
    rule->states = 2;
    for (p = 0; p < g->nodes; p++) {
        memset(rule->adds[p], 0, MOST);
        rule->adds[p][p] = 1;
    }
    for (e = 0; e < g->edge_count; e++) {
        int from = g->edges[2 * e], to = g->edges[2 * e + 1];
        rule->adds[from][to] = 1;
        if (!g->directed) {
            rule->adds[to][from] = 1;
        }
    }
}

static void apply_rule(const struct rule *rule, uint8_t *board, const uint8_t *map)
{
    int p, c;
    for (p = 0; p < rule->cells; p++) {
        for (c = 0; c < rule->cells; c++) {
            board[c] = (uint8_t)((board[c] + map[p] * rule->adds[p][c]) % rule->states);
        }
    }
}

static long presses_of(const uint8_t *map, int cells)
{
    long n = 0;
    int c;
    for (c = 0; c < cells; c++) n += map[c];
    return n;
}

/* Whether `a` reads before `b`: less at the first cell where they differ. */
static int reads_before(const uint8_t *a, const uint8_t *b, int cells)
{
    int c;
    for (c = 0; c < cells; c++) {
        if (a[c] != b[c]) return a[c] < b[c];
    }
    return 0;
}

/* ---- the answers, found here ------------------------------------------ */

/* What the header's functions should give for one board. */
struct answer {
    int solvable, k;
    long presses;
    uint8_t map[MOST];
};

/* Every press map tried: by the board each press map leaves from all
 * zeros (its digits, cell 0 first, in base states), how many maps leave
 * it and the first with the fewest presses in reading order. */
static long tried_count[TRIED_MOST];
static uint32_t tried_best[TRIED_MOST];
static uint8_t tried_presses[TRIED_MOST];

static uint32_t code_of(const uint8_t *values, int cells, int states)
{
    uint32_t code = 0;
    int c;
    for (c = 0; c < cells; c++) code = code * (uint32_t)states + values[c];
    return code;
}

static void try_every_map(const struct rule *rule)
{
    uint8_t digits[MOST] = {0}, effect[MOST] = {0};
    long total = 1, m;
    int c, d, presses = 0, p = rule->states;
    for (c = 0; c < rule->cells; c++) total *= p;
    memset(tried_count, 0, sizeof tried_count);
    for (m = 0; m < total; m++) {
        uint32_t code = code_of(effect, rule->cells, p);
        if (tried_count[code] == 0 || presses < tried_presses[code]) {
            tried_best[code] = (uint32_t)m;
            tried_presses[code] = (uint8_t)presses;
        }
        tried_count[code]++;
        /* The next map: press the last cell once more, carrying; a digit
         * that wraps was pressed `states` times in all, which is nothing. */
        for (d = rule->cells - 1; d >= 0; d--) {
            for (c = 0; c < rule->cells; c++) {
                effect[c] = (uint8_t)((effect[c] + rule->adds[d][c]) % p);
            }
            if (++digits[d] < p) {
                presses++;
                break;
            }
            digits[d] = 0;
            presses -= p - 1;
        }
    }
}

static void tried_answer(const struct rule *rule, const uint8_t *wanted, struct answer *a)
{
    uint8_t zero[MOST] = {0};
    uint32_t code = code_of(wanted, rule->cells, rule->states), best;
    long quiet = tried_count[code_of(zero, rule->cells, rule->states)];
    int c;
    for (a->k = 0; quiet > 1; quiet /= rule->states) a->k++;
    a->solvable = tried_count[code] > 0;
    a->presses = tried_presses[code];
    for (best = tried_best[code], c = rule->cells - 1; c >= 0; c--) {
        a->map[c] = (uint8_t)(best % (uint32_t)rule->states);
        best /= (uint32_t)rule->states;
    }
}

/* Gaussian elimination of the rule's system for `wanted`, then every
 * combination of the kernel's basis weighed (when there are at most
 * WEIGHED_MOST; else the answer's presses are -1). */
static void eliminate(const struct rule *rule, const uint8_t *wanted, struct answer *a)
{
    static uint8_t system[MOST][MOST + 1], basis[MOST][MOST];
    uint8_t x[MOST], digits[MOST] = {0};
    int pivot_of[MOST], is_pivot[MOST] = {0};
    int n = rule->cells, p = rule->states, rank = 0, r, c, col, f;
    long combos = 1, step;
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++) system[r][c] = rule->adds[c][r];
        system[r][n] = wanted[r];
    }
    for (col = 0; col < n; col++) {
        int found = -1;
        for (r = rank; r < n && found < 0; r++) {
            if (system[r][col] != 0) found = r;
        }
        if (found < 0) continue;
        for (c = 0; c <= n; c++) {
            uint8_t t = system[found][c];
            system[found][c] = system[rank][c];
            system[rank][c] = t;
        }
        /* 1 and 2 are their own inverses modulo 2 and 3. */
        for (c = 0, f = system[rank][col]; c <= n; c++) {
            system[rank][c] = (uint8_t)(system[rank][c] * f % p);
        }
        for (r = 0; r < n; r++) {
            int v = system[r][col];
            if (r == rank || v == 0) continue;
            for (c = 0; c <= n; c++) {
                system[r][c] = (uint8_t)((system[r][c] + (p - v) * system[rank][c]) % p);
            }
        }
        pivot_of[rank++] = col;
        is_pivot[col] = 1;
    }
    a->solvable = 1;
    for (r = rank; r < n; r++) {
        if (system[r][n] != 0) a->solvable = 0;
    }
    a->k = n - rank;
    memset(x, 0, sizeof x);
    for (r = 0; r < rank; r++) x[pivot_of[r]] = system[r][n];
    for (f = 0, col = 0; col < n; col++) {
        if (is_pivot[col]) continue;
        memset(basis[f], 0, MOST);
        basis[f][col] = 1;
        for (r = 0; r < rank; r++) basis[f][pivot_of[r]] = (uint8_t)((p - system[r][col]) % p);
        f++;
    }
    for (f = 0; f < a->k && combos <= WEIGHED_MOST; f++) combos *= p;
    a->presses = -1;
    if (!a->solvable || combos > WEIGHED_MOST) return;
    memcpy(a->map, x, MOST);
    a->presses = presses_of(x, n);
    for (step = 1; step < combos; step++) {
        for (f = 0; f < a->k; f++) {
            for (c = 0; c < n; c++) x[c] = (uint8_t)((x[c] + basis[f][c]) % p);
            if (++digits[f] < p) break;
            digits[f] = 0;
        }
        if (presses_of(x, n) < a->presses ||
            (presses_of(x, n) == a->presses && reads_before(x, a->map, n))) {
            memcpy(a->map, x, MOST);
            a->presses = presses_of(x, n);
        }
    }
}

#endif
