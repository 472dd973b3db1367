/*
 * agree.c: flipswap's C functions against the `flipswap` command.
 *
 * For each puzzle it writes, into the directory named on its command line,
 * <name>.in (cases in the input format of `flipswap <puzzle>`) and
 * <name>.expected (the answers the C functions give, written as that
 * command prints them). run.sh then feeds each .in to the command and
 * compares. Along the way every hint is checked against the first move of
 * its solve.
 *
 * Cases: every board of Flip Game, the refrigerator and the lights; random
 * boards (from a fixed-seed xorshift) of the others.
 *
 * run.sh runs it natively and under valgrind's memcheck: every board and
 * every answer's room it hands the library is on the heap at exactly its
 * size (a Lights Out board and its press map at exactly `rows` words), so
 * a read or a write one past it is an error.
 */
#include "flipswap.h"

#include "common.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- plumbing ---------------------------------------------------------- */

/* The two files of one puzzle: its cases and their answers. */
struct files {
    FILE *in;
    FILE *expected;
};

static const char *out_dir;

/* Stops the program with a message: something did not agree. */
static void fail(const char *what, long got, long wanted)
{
    fprintf(stderr, "agree: %s: got %ld, wanted %ld\n", what, got, wanted);
    exit(1);
}

/* Opens one file of the output directory for writing. */
static FILE *open_out(const char *name, const char *suffix)
{
    char path[1024];
    FILE *file;
    snprintf(path, sizeof path, "%s/%s%s", out_dir, name, suffix);
    file = fopen(path, "w");
    if (file == NULL) {
        fprintf(stderr, "agree: cannot write %s\n", path);
        exit(1);
    }
    return file;
}

static struct files open_files(const char *name)
{
    struct files files;
    files.in = open_out(name, ".in");
    files.expected = open_out(name, ".expected");
    return files;
}

static void close_files(struct files files)
{
    if (fclose(files.in) != 0 || fclose(files.expected) != 0) {
        fprintf(stderr, "agree: a write failed\n");
        exit(1);
    }
}

/* A hint agrees with its solve: the first move, FLIPSWAP_SOLVED for none,
 * or the solve's own code (no answer, or a bad board). */
static void check_hint(const char *what, long count, long first, long hint)
{
    long wanted = count > 0 ? first : count == 0 ? FLIPSWAP_SOLVED : count;
    if (hint != wanted) {
        fail(what, hint, wanted);
    }
}

/* Whether a solve's `count` is an answer to write. For
 * FLIPSWAP_UNSOLVABLE, no: the judge's words for no answer, `none`, are
 * written instead (unless `none` is NULL: every board has an answer); any
 * other error stops the program. */
static int has_answer(FILE *expected, long count, const char *none, const char *what)
{
    if (count == FLIPSWAP_UNSOLVABLE && none != NULL) {
        fputs(none, expected);
        return 0;
    }
    if (count < 0) {
        fail(what, count, 0);
    }
    return 1;
}

/* Exactly `size` bytes on the heap, zeroed. */
static void *exact(size_t size)
{
    void *bytes = calloc(size, 1);
    if (bytes == NULL) {
        fprintf(stderr, "agree: out of memory\n");
        exit(1);
    }
    return bytes;
}

/* Shuffles `count` bytes in place (Fisher-Yates). */
static void shuffle(uint8_t *items, unsigned count)
{
    unsigned i;
    for (i = count; i > 1; i--) {
        unsigned j = (unsigned)below(i);
        uint8_t kept = items[i - 1];
        items[i - 1] = items[j];
        items[j] = kept;
    }
}

/* ---- Flip Game, the refrigerator, the lights: every board -------------- */

/* Writes a board of `side` x `side` bits, `set`/`clear` a cell, spaced or
 * not. */
static void write_bits(FILE *out, unsigned bits, int side, char set, char clear, int spaced)
{
    int row, col;
    for (row = 0; row < side; row++) {
        for (col = 0; col < side; col++) {
            if (spaced && col > 0) {
                fputc(' ', out);
            }
            fputc(bits >> (row * side + col) & 1 ? set : clear, out);
        }
        fputc('\n', out);
    }
}

/* Flip Game, the refrigerator and the lights (common.h) as their judges
 * write them: a board as `side` lines of `side` bits (write_bits), an
 * answer as the count of presses, `none` for no answer (has_answer), and,
 * with `lists_presses`, each press as `row col` after the count. */
struct toggle_judge {
    struct toggle puzzle;
    int side;
    char set, clear;
    int spaced;
    const char *none;
    int lists_presses;
};

static const struct toggle_judge toggles[] = {
    {{"flip-game", flipswap_flip_game_solve, flipswap_flip_game_hint,
      FLIPSWAP_FLIP_GAME_PRESSES_MAX},
     4, 'w', 'b', 0, "Impossible\n", 0},
    {{"fridge", flipswap_fridge_solve, flipswap_fridge_hint, FLIPSWAP_FRIDGE_PRESSES_MAX},
     4, '+', '-', 0, NULL, 1},
    {{"lights", flipswap_lights_solve, flipswap_lights_hint, FLIPSWAP_LIGHTS_PRESSES_MAX},
     3, '1', '0', 1, NULL, 0},
};

/* Every board of each toggle puzzle, and its answer. */
static void toggle_puzzles(void)
{
    size_t n;
    for (n = 0; n < sizeof toggles / sizeof toggles[0]; n++) {
        const struct toggle_judge *judge = &toggles[n];
        const struct toggle *puzzle = &judge->puzzle;
        struct files files = open_files(puzzle->name);
        uint8_t *presses = exact(puzzle->cells);
        unsigned board, boards = 1u << puzzle->cells;
        char solve[64], hint[64];
        snprintf(solve, sizeof solve, "%s solve", puzzle->name);
        snprintf(hint, sizeof hint, "%s hint", puzzle->name);
        for (board = 0; board < boards; board++) {
            long count, i;
            memset(presses, 0, puzzle->cells);
            count = puzzle->solve((uint16_t)board, presses, puzzle->cells);
            write_bits(files.in, board, judge->side, judge->set, judge->clear, judge->spaced);
            if (has_answer(files.expected, count, judge->none, solve)) {
                fprintf(files.expected, "%ld\n", count);
                for (i = 0; judge->lists_presses && i < count; i++) {
                    fprintf(files.expected, "%d %d\n", presses[i] / judge->side + 1,
                            presses[i] % judge->side + 1);
                }
            }
            check_hint(hint, count, presses[0], puzzle->hint((uint16_t)board));
        }
        close_files(files);
        free(presses);
        printf("%s: %u boards\n", puzzle->name, boards);
    }
}

/* ---- the swap game, 4 x 4 ---------------------------------------------- */

#define SWAP_PAIRS 3000

/* The bits of 16 cells, 1 for a black piece. */
static uint16_t cells_to_bits(const uint8_t *cells)
{
    unsigned bits = 0, i;
    for (i = 0; i < 16; i++) {
        bits |= (unsigned)cells[i] << i;
    }
    return (uint16_t)bits;
}

/* Writes one swap as the judge does: 'abcd', 1-based. */
static void write_swap(FILE *out, uint8_t from, uint8_t to)
{
    fprintf(out, "%d%d%d%d\n", from / 4 + 1, from % 4 + 1, to / 4 + 1, to % 4 + 1);
}

static void swap_game(void)
{
    struct files files = open_files("swap-game");
    uint8_t *swaps = exact(FLIPSWAP_SWAP_GAME_BYTES_MAX);
    unsigned pair;
    for (pair = 0; pair < SWAP_PAIRS; pair++) {
        uint8_t cells[16];
        uint16_t start, target;
        long count, i;
        for (i = 0; i < 16; i++) {
            cells[i] = (uint8_t)below(2);
        }
        start = cells_to_bits(cells);
        shuffle(cells, 16);
        target = cells_to_bits(cells);
        write_bits(files.in, start, 4, '1', '0', 0);
        write_bits(files.in, target, 4, '1', '0', 0);
        memset(swaps, 0, FLIPSWAP_SWAP_GAME_BYTES_MAX);
        count = flipswap_swap_game_solve(start, target, swaps, FLIPSWAP_SWAP_GAME_BYTES_MAX);
        if (count < 0) {
            fail("swap-game solve", count, 0);
        }
        fprintf(files.expected, "%ld\n", count);
        for (i = 0; i < count; i++) {
            write_swap(files.expected, swaps[2 * i], swaps[2 * i + 1]);
        }
        check_hint("swap-game hint", count, (long)swaps[0] << 8 | swaps[1],
                   flipswap_swap_game_hint(start, target));
    }
    close_files(files);
    free(swaps);
    printf("swap-game: %d pairs\n", SWAP_PAIRS);
}

/* ---- Lights Out, each goal --------------------------------------------- */

#define LIGHTS_OUT_BOARDS 300

/* Writes `rows` words of `cols` bits as rows of '0' and '1'. */
static void write_rows(FILE *out, const uint32_t *words, int rows, int cols)
{
    int row, col;
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            fputc(words[row] >> col & 1 ? '1' : '0', out);
        }
        fputc('\n', out);
    }
}

/* The first press of a press map in reading order, `row * cols + col`. */
static long first_press(const uint32_t *map, int rows, int cols)
{
    int row, col;
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            if (map[row] >> col & 1) {
                return (long)row * cols + col;
            }
        }
    }
    return -1;
}

/* One random board of a size from a fixed list, and its answer. */
static void lights_out_case(struct files files, int goal, unsigned n)
{
    static const int sizes[][2] = {{1, 1}, {1, 5}, {2, 3}, {3, 3}, {4, 4}, {4, 5},
                                   {5, 5}, {6, 6}, {7, 3}, {9, 9}, {10, 10}, {32, 32}};
    int rows = sizes[n % 12][0], cols = sizes[n % 12][1], row;
    uint32_t *lights = exact((size_t)rows * sizeof *lights), *map = exact((size_t)rows * sizeof *map);
    long count, hint;
    for (row = 0; row < rows; row++) {
        lights[row] = (uint32_t)next_random() & (uint32_t)((1ull << cols) - 1);
    }
    write_rows(files.in, lights, rows, cols);
    fputc('\n', files.in);
    count = flipswap_lights_out_solve((uint8_t)rows, (uint8_t)cols, lights, goal, map,
                                      (size_t)rows);
    if (has_answer(files.expected, count, "Impossible\n", "lights-out solve")) {
        fprintf(files.expected, "%ld\n", count);
        write_rows(files.expected, map, rows, cols);
    }
    hint = flipswap_lights_out_hint((uint8_t)rows, (uint8_t)cols, lights, goal);
    check_hint("lights-out hint", count, count > 0 ? first_press(map, rows, cols) : 0, hint);
    free(lights);
    free(map);
}

static void lights_out(void)
{
    static const char *const names[] = {"lights-out-off", "lights-out-on",
                                        "lights-out-one-colour"};
    int goal;
    for (goal = 0; goal < 3; goal++) {
        struct files files = open_files(names[goal]);
        unsigned n;
        for (n = 0; n < LIGHTS_OUT_BOARDS; n++) {
            lights_out_case(files, goal, n);
        }
        close_files(files);
        printf("%s: %d boards\n", names[goal], LIGHTS_OUT_BOARDS);
    }
}

/* ---- sliding tiles ------------------------------------------------------- */

/* Fills `count` cells with the goal 1 ... count - 1, 0. */
static void goal_cells(uint8_t *cells, unsigned count)
{
    unsigned i;
    for (i = 0; i < count; i++) {
        cells[i] = (uint8_t)((i + 1) % count);
    }
}

/* Moves the blank `steps` times at random, never straight back. */
static void random_walk(uint8_t *cells, int rows, int cols, int steps)
{
    static const int drow[4] = {-1, 1, 0, 0}, dcol[4] = {0, 0, -1, 1};
    int blank = 0, last = -1;
    while (cells[blank] != 0) {
        blank++;
    }
    while (steps > 0) {
        int way = (int)below(4);
        int row = blank / cols + drow[way], col = blank % cols + dcol[way];
        if (row < 0 || row >= rows || col < 0 || col >= cols || (way ^ 1) == last) {
            continue;
        }
        cells[blank] = cells[row * cols + col];
        cells[row * cols + col] = 0;
        blank = row * cols + col;
        last = way;
        steps--;
    }
}

/* The answer's letters as text; upper case for the 15-puzzle's judge. */
static void write_moves(FILE *out, const uint8_t *moves, long count, int upper)
{
    long i;
    for (i = 0; i < count; i++) {
        fputc(upper ? moves[i] - 'a' + 'A' : moves[i], out);
    }
    fputc('\n', out);
}

/* The 8-puzzle and the 15-puzzle: the same functions for `cells` cells,
 * and an answer as their judges want it: `none` for no answer, else the
 * moves' letters, upper case for the 15-puzzle's judge. */
struct tiles {
    long (*solve)(const uint8_t *cells, uint8_t *moves, size_t cap);
    long (*hint)(const uint8_t *cells);
    size_t cells, moves_max;
    const char *none;
    int upper;
    const char *solve_what, *hint_what;
};

static const struct tiles eight_tiles = {
    flipswap_eight_solve, flipswap_eight_hint, 9, FLIPSWAP_EIGHT_MOVES_MAX,
    "unsolvable\n", 0, "eight solve", "eight hint"};
static const struct tiles fifteen_tiles = {
    flipswap_fifteen_solve, flipswap_fifteen_hint, 16, FLIPSWAP_TILES_MOVES_MAX,
    "This puzzle is not solvable.\n", 1, "fifteen solve", "fifteen hint"};

/* Answers `cells` into `expected`, the board and the moves on the heap at
 * exactly their sizes, and checks the hint. */
static void answer_tiles(FILE *expected, const struct tiles *puzzle, const uint8_t *cells)
{
    uint8_t *board = exact(puzzle->cells), *moves = exact(puzzle->moves_max);
    long count;
    memcpy(board, cells, puzzle->cells);
    count = puzzle->solve(board, moves, puzzle->moves_max);
    if (has_answer(expected, count, puzzle->none, puzzle->solve_what)) {
        write_moves(expected, moves, count, puzzle->upper);
    }
    check_hint(puzzle->hint_what, count, moves[0], puzzle->hint(board));
    free(board);
    free(moves);
}

#define EIGHT_BOARDS 3000

static void eight(void)
{
    struct files files = open_files("eight");
    unsigned n, i;
    for (n = 0; n < EIGHT_BOARDS; n++) {
        uint8_t cells[9];
        goal_cells(cells, 9);
        shuffle(cells, 9);
        for (i = 0; i < 9; i++) {
            fprintf(files.in, i ? " %c" : "%c", cells[i] ? '0' + cells[i] : 'x');
        }
        fputc('\n', files.in);
        answer_tiles(files.expected, &eight_tiles, cells);
    }
    close_files(files);
    printf("eight: %d boards\n", EIGHT_BOARDS);
}

/* Writes `count` cells as `rows` lines of `cols` numbers. */
static void write_cells(FILE *out, const uint8_t *cells, int rows, int cols)
{
    int row, col;
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            fprintf(out, col ? " %d" : "%d", cells[row * cols + col]);
        }
        fputc('\n', out);
    }
}

#define FIFTEEN_WALKS 20
#define FIFTEEN_UNSOLVABLE 2

/* The n-th 15-puzzle board: a walk of 30 to 40 moves from the goal, or,
 * for the last few, such a board with two tiles swapped (unsolvable). */
static void fifteen_board(uint8_t *cells, unsigned n)
{
    goal_cells(cells, 16);
    random_walk(cells, 4, 4, 30 + (int)below(11));
    if (n >= FIFTEEN_WALKS) {
        int a = cells[0] ? 0 : 2, b = cells[1] ? 1 : 3;
        uint8_t kept = cells[a];
        cells[a] = cells[b];
        cells[b] = kept;
    }
}

static void fifteen(void)
{
    struct files files = open_files("fifteen");
    unsigned n;
    fprintf(files.in, "%d\n", FIFTEEN_WALKS + FIFTEEN_UNSOLVABLE);
    for (n = 0; n < FIFTEEN_WALKS + FIFTEEN_UNSOLVABLE; n++) {
        uint8_t cells[16];
        fifteen_board(cells, n);
        write_cells(files.in, cells, 4, 4);
        answer_tiles(files.expected, &fifteen_tiles, cells);
    }
    close_files(files);
    printf("fifteen: %d boards\n", FIFTEEN_WALKS + FIFTEEN_UNSOLVABLE);
}

#define SLIDING_RANDOM 300
#define SLIDING_WALKS 40

/* The n-th pair: random boards of 2 x 2 to 4 x 3 (about half of them
 * reach each other), then 4 x 4 pairs a walk of 20 to 30 moves apart. */
static void sliding_pair(uint8_t *start, uint8_t *target, int *rows, int *cols, unsigned n)
{
    static const int sizes[][2] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {3, 4}, {4, 3}};
    unsigned count;
    if (n < SLIDING_RANDOM) {
        *rows = sizes[n % 8][0];
        *cols = sizes[n % 8][1];
        count = (unsigned)(*rows * *cols);
        goal_cells(start, count);
        shuffle(start, count);
        goal_cells(target, count);
        shuffle(target, count);
        return;
    }
    *rows = *cols = 4;
    goal_cells(target, 16);
    shuffle(target, 16);
    memcpy(start, target, 16);
    random_walk(start, 4, 4, 20 + (int)below(11));
}

static void sliding(void)
{
    struct files files = open_files("sliding");
    unsigned n;
    for (n = 0; n < SLIDING_RANDOM + SLIDING_WALKS; n++) {
        uint8_t start[16], target[16], *from, *to, *moves = exact(FLIPSWAP_TILES_MOVES_MAX);
        int rows, cols;
        long count, hint;
        sliding_pair(start, target, &rows, &cols, n);
        from = exact((size_t)(rows * cols));
        to = exact((size_t)(rows * cols));
        memcpy(from, start, (size_t)(rows * cols));
        memcpy(to, target, (size_t)(rows * cols));
        write_cells(files.in, start, rows, cols);
        fputc('\n', files.in);
        write_cells(files.in, target, rows, cols);
        fputc('\n', files.in);
        count = flipswap_sliding_solve((uint8_t)rows, (uint8_t)cols, from, to, moves,
                                       FLIPSWAP_TILES_MOVES_MAX);
        /* Two boards of the size that do not reach each other are, by the
         * header, FLIPSWAP_UNSOLVABLE: the command's 'Impossible'. */
        if (has_answer(files.expected, count, "Impossible\n", "sliding solve")) {
            fprintf(files.expected, "%ld\n", count);
            write_moves(files.expected, moves, count, 0);
        }
        hint = flipswap_sliding_hint((uint8_t)rows, (uint8_t)cols, from, to);
        check_hint("sliding hint", count, moves[0], hint);
        free(from);
        free(to);
        free(moves);
    }
    close_files(files);
    printf("sliding: %d pairs\n", SLIDING_RANDOM + SLIDING_WALKS);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: agree OUT_DIR\n");
        return 2;
    }
    out_dir = argv[1];
    rng_state = 0x9E3779B97F4A7C15u;
    toggle_puzzles();
    swap_game();
    lights_out();
    eight();
    fifteen();
    sliding();
    return 0;
}
