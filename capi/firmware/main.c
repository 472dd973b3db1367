/* main.c: flipswap from C on a Cortex-M0 (the micro:bit under QEMU).
 *
 * Checks known answers of each puzzle the library was built with, worked
 * out apart from flipswap (the judges' samples, boards made by pressing or
 * moving from the goal, and each answer replayed here), the hints against
 * the first move of each solve, the error codes on bad input, and the
 * judges' samples through flipswap_answer, as the command prints them. Prints a
 * FAIL line per wrong answer and ends with
 *
 *     PASS C on thumbv6m-none-eabi microbit: <puzzles>
 *
 * or a FAIL line; main returns 0 only when every check held.
 *
 * Build with -DFLIPSWAP_FLIP_GAME, -DFLIPSWAP_LIGHTS, -DFLIPSWAP_SWAP_GAME,
 * -DFLIPSWAP_LIGHTS_OUT, -DFLIPSWAP_FAMILY and -DFLIPSWAP_EIGHT for the
 * puzzles the library has, -DFLIPSWAP_TEXT for flipswap_answer, and
 * -DFLIPSWAP_PRESS_NAMED or -DFLIPSWAP_PRESS_RUN_TIME for the press
 * functions (press.h; capi/firmware/run.sh passes the ones it built).
 */
#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "flipswap.h"

static int failures;
static int checks;

/* A number in decimal, into a buffer of 12 bytes. */
static const char *decimal(long value, char *buffer)
{
    char *at = buffer + 11;
    unsigned long magnitude = value < 0 ? 0UL - (unsigned long)value : (unsigned long)value;
    *at = '\0';
    do {
        *--at = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    if (value < 0) {
        *--at = '-';
    }
    return at;
}

/* One check, named by `puzzle`, `what` and `more` one after the other:
 * `got` must be `want`. */
static void check(const char *puzzle, const char *what, const char *more, long got, long want)
{
    char buffer[12];
    checks++;
    if (got == want) {
        return;
    }
    failures++;
    board_print("FAIL ");
    board_print(puzzle);
    board_print(what);
    board_print(more);
    board_print(": got ");
    board_print(decimal(got, buffer));
    board_print(", want ");
    board_print(decimal(want, buffer));
    board_print("\n");
}

/* One check: `got` must be `want`. */
static void expect(const char *what, long got, long want)
{
    check("", what, "", got, want);
}

#if defined(FLIPSWAP_PRESS_NAMED) || defined(FLIPSWAP_PRESS_RUN_TIME)
#include "press.h"
#endif

/* ---- the toggle puzzles: a press flips its cell and the cells beside it */

#if defined(FLIPSWAP_FLIP_GAME) || defined(FLIPSWAP_LIGHTS)
static uint16_t press(uint16_t board, int cell, int side)
{
    int row = cell / side, col = cell % side;
    board ^= (uint16_t)(1u << cell);
    if (row > 0) board ^= (uint16_t)(1u << (cell - side));
    if (row < side - 1) board ^= (uint16_t)(1u << (cell + side));
    if (col > 0) board ^= (uint16_t)(1u << (cell - 1));
    if (col < side - 1) board ^= (uint16_t)(1u << (cell + 1));
    return board;
}

/* Replays `n` presses on `board`: the board they leave, or -1 when they
 * are not distinct cells in increasing order. */
static long replay_presses(uint16_t board, const uint8_t *presses, long n, int side)
{
    long i;
    for (i = 0; i < n; i++) {
        if (presses[i] >= side * side || (i > 0 && presses[i] <= presses[i - 1])) {
            return -1;
        }
        board = press(board, presses[i], side);
    }
    return board;
}

/* Flip Game and the lights take the same arguments: a board of bits (bit
 * row * side + col) and room for a press a cell. Each is checked on its
 * judge's sample (`sample_presses` presses, which replayed leave every
 * cell set, or, for `one_colour`, none set either; its hint is the first),
 * on a board one press (`cell`) from the goal, on a solved board and on a
 * board it refuses with `code`. `solved_words` and `why` name the last
 * two's checks. */
struct toggle {
    const char *name;
    long (*solve)(uint16_t board, uint8_t *presses, size_t cap);
    long (*hint)(uint16_t board);
    int side, one_colour;
    uint16_t sample;
    long sample_presses;
    uint16_t one_press;
    long cell;
    uint16_t solved;
    const char *solved_words;
    uint16_t refused;
    long code;
    const char *why;
};

static const struct toggle toggles[] = {
#ifdef FLIPSWAP_FLIP_GAME
    /* POJ 1753's sample: bwwb / bbwb / bwwb / bwww (bit row * 4 + col a
     * white piece) takes 4 presses. One press (the cell at row 1, column
     * 1) from all black. All white. One white piece in a corner: no
     * presses make it one colour. */
    {"flip-game", flipswap_flip_game_solve, flipswap_flip_game_hint, 4, 1, 0xE646, 4, 0x0272, 5,
     0xFFFF, " all white", 0x0001, FLIPSWAP_UNSOLVABLE, " unsolvable"},
#endif
#ifdef FLIPSWAP_LIGHTS
    /* Luogu P2040's sample: 0 0 1 / 0 1 1 / 1 0 0 (bit row * 3 + col a
     * light on) takes 4 presses to light every lamp. One press of the
     * centre from all on. All on. A bit past the nine cells. */
    {"lights", flipswap_lights_solve, flipswap_lights_hint, 3, 0, 0x074, 4, 0x145, 4, 0x1FF,
     " all on", 0x200, FLIPSWAP_BAD_INPUT, " bad board"},
#endif
};

static void toggle_puzzles(void)
{
    size_t i;
    for (i = 0; i < sizeof toggles / sizeof toggles[0]; i++) {
        const struct toggle *t = &toggles[i];
        uint8_t presses[16];
        size_t cells = (size_t)(t->side * t->side);
        long n = t->solve(t->sample, presses, cells);
        check(t->name, " sample presses", "", n, t->sample_presses);
        if (n == t->sample_presses) {
            long left = replay_presses(t->sample, presses, n, t->side);
            long all = (1L << cells) - 1;
            check(t->name, " sample replayed is ", t->one_colour ? "one colour" : "all on",
                  left == all || (t->one_colour && left == 0), 1);
            check(t->name, " sample hint", "", t->hint(t->sample), presses[0]);
        }
        n = t->solve(t->one_press, presses, cells);
        check(t->name, " one press", "", n, 1);
        check(t->name, " one press cell", "", presses[0], t->cell);
        check(t->name, t->solved_words, "", t->solve(t->solved, presses, cells), 0);
        check(t->name, " solved hint", "", t->hint(t->solved), FLIPSWAP_SOLVED);
        check(t->name, t->why, "", t->solve(t->refused, presses, cells), t->code);
        check(t->name, t->why, " hint", t->hint(t->refused), t->code);
    }
}
#endif

#ifdef FLIPSWAP_FLIP_GAME
/* Flip Game (the table's first row) besides the table: the hint of its
 * board one press from the goal, all black, too little room for the
 * sample's presses, and no room at all. */
static void flip_game(void)
{
    const struct toggle *flip = &toggles[0];
    uint8_t presses[FLIPSWAP_FLIP_GAME_PRESSES_MAX];
    expect("flip-game one press hint", flipswap_flip_game_hint(flip->one_press), flip->cell);
    expect("flip-game all black", flipswap_flip_game_solve(0x0000, presses, sizeof presses), 0);
    expect("flip-game no room", flipswap_flip_game_solve(flip->sample, presses, 3),
           FLIPSWAP_NO_ROOM);
    expect("flip-game null buffer", flipswap_flip_game_solve(flip->sample, NULL, 16),
           FLIPSWAP_BAD_INPUT);
}
#endif

#ifdef FLIPSWAP_SWAP_GAME
/* Replays swaps (two cells each, which must share an edge) on `board`: the
 * board they leave, or -1 for a swap of cells that do not share an edge. */
static long replay_swaps(uint16_t board, const uint8_t *swaps, long n)
{
    long i;
    for (i = 0; i < n; i++) {
        int a = swaps[2 * i], b = swaps[2 * i + 1];
        int lo = a < b ? a : b, hi = a < b ? b : a;
        int beside = (hi - lo == 4 && hi < 16) || (hi - lo == 1 && lo % 4 != 3);
        unsigned bit_a = (board >> a) & 1u, bit_b = (board >> b) & 1u;
        if (!beside) {
            return -1;
        }
        board = (uint16_t)(board & ~((1u << a) | (1u << b)));
        board = (uint16_t)(board | (bit_a << b) | (bit_b << a));
    }
    return board;
}

static void swap_game(void)
{
    uint8_t swaps[FLIPSWAP_SWAP_GAME_BYTES_MAX];
    /* Luogu P1225's sample: 1111/0000/1110/0010 to 1010/0101/1010/0101
     * (bit row * 4 + col a black piece) takes 4 swaps. */
    const uint16_t start = 0x470F, target = 0xA5A5;
    long n = flipswap_swap_game_solve(start, target, swaps, sizeof swaps);
    expect("swap-game sample swaps", n, 4);
    if (n == 4) {
        expect("swap-game sample replayed", replay_swaps(start, swaps, n), target);
        expect("swap-game sample hint", flipswap_swap_game_hint(start, target),
               (long)swaps[0] << 8 | swaps[1]);
    }
    /* One swap: the piece in the corner one cell to the right. */
    n = flipswap_swap_game_solve(0x0001, 0x0002, swaps, sizeof swaps);
    expect("swap-game one swap", n, 1);
    expect("swap-game one swap cells", swaps[0] + swaps[1] == 1 && swaps[0] * swaps[1] == 0, 1);
    expect("swap-game same boards", flipswap_swap_game_solve(target, target, swaps, sizeof swaps), 0);
    expect("swap-game solved hint", flipswap_swap_game_hint(target, target), FLIPSWAP_SOLVED);
    /* Different counts of black pieces. */
    expect("swap-game bad pair", flipswap_swap_game_solve(0x0001, 0x0003, swaps, sizeof swaps),
           FLIPSWAP_BAD_INPUT);
    expect("swap-game bad pair hint", flipswap_swap_game_hint(0x0001, 0x0003), FLIPSWAP_BAD_INPUT);
    expect("swap-game no room", flipswap_swap_game_solve(start, target, swaps, 7), FLIPSWAP_NO_ROOM);
}
#endif

#ifdef FLIPSWAP_LIGHTS_OUT
/* Presses cell (row, col) of a rows x cols board, one word a row. */
static void lights_out_press(uint32_t *board, int rows, int cols, int row, int col)
{
    uint32_t bit = (uint32_t)1 << col;
    board[row] ^= bit;
    if (col > 0) board[row] ^= bit >> 1;
    if (col < cols - 1) board[row] ^= bit << 1;
    if (row > 0) board[row - 1] ^= bit;
    if (row < rows - 1) board[row + 1] ^= bit;
}

/* Replays a press map on the board: how many lights it leaves on. */
static long lights_out_replay(uint32_t *board, const uint32_t *map, int rows, int cols)
{
    long on = 0;
    int row, col;
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            if ((map[row] >> col) & 1u) {
                lights_out_press(board, rows, cols, row, col);
            }
        }
    }
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            on += (board[row] >> col) & 1u;
        }
    }
    return on;
}

/* The first press of a press map, row * cols + col, or -1 for none. */
static long first_press(const uint32_t *map, int rows, int cols)
{
    int row, col;
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            if ((map[row] >> col) & 1u) {
                return (long)row * cols + col;
            }
        }
    }
    return -1;
}

static long count_presses(const uint32_t *map, int rows)
{
    long n = 0;
    int row;
    for (row = 0; row < rows; row++) {
        uint32_t word = map[row];
        while (word != 0) {
            n += word & 1u;
            word >>= 1;
        }
    }
    return n;
}

static void lights_out(void)
{
    uint32_t board[FLIPSWAP_LIGHTS_OUT_SIDE_MAX] = {0};
    uint32_t map[FLIPSWAP_LIGHTS_OUT_SIDE_MAX];
    long n;
    int row;

    /* 5 x 5, all off, then three cells pressed: (0,0), (2,2), (4,1). The
     * three presses undo it, and no fewer do (none of the 5 x 5's four
     * press maps that do nothing brings it under three). */
    lights_out_press(board, 5, 5, 0, 0);
    lights_out_press(board, 5, 5, 2, 2);
    lights_out_press(board, 5, 5, 4, 1);
    n = flipswap_lights_out_solve(5, 5, board, 0, map, FLIPSWAP_LIGHTS_OUT_SIDE_MAX);
    expect("lights-out 5x5 presses", n, 3);
    if (n >= 0) {
        long hint = flipswap_lights_out_hint(5, 5, board, 0);
        expect("lights-out 5x5 press map count", count_presses(map, 5), n);
        expect("lights-out 5x5 hint", hint, first_press(map, 5, 5));
        expect("lights-out 5x5 replayed leaves lights on", lights_out_replay(board, map, 5, 5), 0);
    }
    /* All off already, and all on to the goal all on. */
    for (row = 0; row < 5; row++) board[row] = 0;
    expect("lights-out 5x5 all off", flipswap_lights_out_solve(5, 5, board, 0, map, 5), 0);
    expect("lights-out solved hint", flipswap_lights_out_hint(5, 5, board, 0), FLIPSWAP_SOLVED);
    for (row = 0; row < 5; row++) board[row] = 0x1F;
    expect("lights-out 5x5 all on, goal on", flipswap_lights_out_solve(5, 5, board, 1, map, 5), 0);
    /* One light in a corner of 5 x 5: no presses put it out. */
    for (row = 0; row < 5; row++) board[row] = 0;
    board[0] = 1;
    expect("lights-out 5x5 unsolvable", flipswap_lights_out_solve(5, 5, board, 0, map, 5),
           FLIPSWAP_UNSOLVABLE);
    expect("lights-out unsolvable hint", flipswap_lights_out_hint(5, 5, board, 0),
           FLIPSWAP_UNSOLVABLE);
    /* 7 x 7, every light on (a size whose solver is made at run time):
     * the press map must put every light out. */
    for (row = 0; row < 7; row++) board[row] = 0x7F;
    n = flipswap_lights_out_solve(7, 7, board, 0, map, 7);
    expect("lights-out 7x7 solved", n > 0, 1);
    if (n > 0) {
        expect("lights-out 7x7 press map count", count_presses(map, 7), n);
        expect("lights-out 7x7 hint", flipswap_lights_out_hint(7, 7, board, 0), first_press(map, 7, 7));
        expect("lights-out 7x7 replayed leaves lights on", lights_out_replay(board, map, 7, 7), 0);
    }
    /* Bad sizes and goals, and too small a press map. */
    expect("lights-out goal 3", flipswap_lights_out_solve(5, 5, board, 3, map, 5), FLIPSWAP_BAD_INPUT);
    expect("lights-out 0 rows", flipswap_lights_out_solve(0, 5, board, 0, map, 5), FLIPSWAP_BAD_INPUT);
    expect("lights-out 33 cols", flipswap_lights_out_solve(5, 33, board, 0, map, 5), FLIPSWAP_BAD_INPUT);
    expect("lights-out null board", flipswap_lights_out_hint(5, 5, NULL, 0), FLIPSWAP_BAD_INPUT);
    for (row = 0; row < 5; row++) board[row] = 0x1F;
    expect("lights-out no room", flipswap_lights_out_solve(5, 5, board, 0, map, 4), FLIPSWAP_NO_ROOM);
}
#endif

#ifdef FLIPSWAP_EIGHT
/* Replays moves (where the blank goes) on 3 x 3 cells: 1 when they are
 * legal and reach 1 2 3 / 4 5 6 / 7 8 0. */
static int eight_replay(const uint8_t *start, const uint8_t *moves, long n)
{
    uint8_t cells[9];
    int blank = -1, i;
    long m;
    for (i = 0; i < 9; i++) {
        cells[i] = start[i];
        if (cells[i] == 0) blank = i;
    }
    for (m = 0; m < n; m++) {
        int to;
        switch (moves[m]) {
        case 'u': to = blank >= 3 ? blank - 3 : -1; break;
        case 'd': to = blank < 6 ? blank + 3 : -1; break;
        case 'l': to = blank % 3 > 0 ? blank - 1 : -1; break;
        case 'r': to = blank % 3 < 2 ? blank + 1 : -1; break;
        default: to = -1;
        }
        if (to < 0) return 0;
        cells[blank] = cells[to];
        cells[to] = 0;
        blank = to;
    }
    for (i = 0; i < 8; i++) {
        if (cells[i] != i + 1) return 0;
    }
    return 1;
}

static void eight(void)
{
    uint8_t moves[FLIPSWAP_EIGHT_MOVES_MAX];
    /* HDU 1043's sample, 2 3 4 / 1 5 x / 7 6 8: 19 moves at the fewest (a
     * breadth-first search over all 181,440 boards says so). */
    static const uint8_t sample[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
    /* One move from the goal: the blank goes right. */
    static const uint8_t one[9] = {1, 2, 3, 4, 5, 6, 7, 0, 8};
    /* 31 moves, the most any board takes. */
    static const uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};
    static const uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    /* Two tiles exchanged: the other half of the boards. */
    static const uint8_t odd[9] = {1, 2, 3, 4, 5, 6, 8, 7, 0};
    static const uint8_t twice[9] = {1, 1, 3, 4, 5, 6, 7, 8, 0};
    long n = flipswap_eight_solve(sample, moves, sizeof moves);
    expect("eight sample moves", n, 19);
    if (n == 19) {
        expect("eight sample replayed", eight_replay(sample, moves, n), 1);
        expect("eight sample hint", flipswap_eight_hint(sample), moves[0]);
    }
    n = flipswap_eight_solve(one, moves, sizeof moves);
    expect("eight one move", n, 1);
    expect("eight one move letter", moves[0], 'r');
    expect("eight one move hint", flipswap_eight_hint(one), 'r');
    n = flipswap_eight_solve(far, moves, sizeof moves);
    expect("eight 31 moves", n, 31);
    if (n == 31) {
        expect("eight 31 moves replayed", eight_replay(far, moves, n), 1);
    }
    expect("eight goal", flipswap_eight_solve(goal, moves, sizeof moves), 0);
    expect("eight solved hint", flipswap_eight_hint(goal), FLIPSWAP_SOLVED);
    expect("eight unsolvable", flipswap_eight_solve(odd, moves, sizeof moves), FLIPSWAP_UNSOLVABLE);
    expect("eight unsolvable hint", flipswap_eight_hint(odd), FLIPSWAP_UNSOLVABLE);
    expect("eight bad cells", flipswap_eight_solve(twice, moves, sizeof moves), FLIPSWAP_BAD_INPUT);
    expect("eight null cells", flipswap_eight_hint(NULL), FLIPSWAP_BAD_INPUT);
    expect("eight no room", flipswap_eight_solve(sample, moves, 18), FLIPSWAP_NO_ROOM);
}
#endif

/* ---- text, as the command speaks it ------------------------------------ */

#ifdef FLIPSWAP_TEXT
/* Whether the NUL-terminated `got` is `want`. */
static int same_text(const unsigned char *got, const char *want)
{
    while (*want != '\0' && (char)*got == *want) {
        got++;
        want++;
    }
    return (char)*got == *want;
}

static long text_length(const char *text)
{
    long n = 0;
    while (text[n] != '\0') n++;
    return n;
}

/* `input` through flipswap_answer as `puzzle`: the judge's answer `want`
 * (the judges' samples and their answers, as their statements give them),
 * byte for byte and NUL-terminated. */
static void expect_answer(const char *what, const char *puzzle, const char *input, const char *want)
{
    unsigned char out[128];
    long n = flipswap_answer(puzzle, (const unsigned char *)input, (size_t)text_length(input), out,
                             sizeof out);
    expect(what, n, text_length(want));
    expect(what, same_text(out, want), 1);
}

static void text(void)
{
    unsigned char out[96];
#ifdef FLIPSWAP_FLIP_GAME
    expect_answer("answer flip-game sample", "flip-game", "bwwb\nbbwb\nbwwb\nbwww\n", "4\n");
#endif
#ifdef FLIPSWAP_LIGHTS
    expect_answer("answer lights sample", "lights", "0 0 1\n0 1 1\n1 0 0\n", "4\n");
    expect("answer lights bad input",
           flipswap_answer("lights", (const unsigned char *)"0 0 1\n0 2 1\n", 12, out, sizeof out),
           FLIPSWAP_BAD_INPUT);
    expect("answer lights message",
           same_text(out, "case 1, line 2, column 3: expected '0' or '1', found '2'"), 1);
#endif
#ifdef FLIPSWAP_SWAP_GAME
    expect_answer("answer swap-game sample", "swap-game",
                  "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n", "4\n1222\n1424\n3242\n4344\n");
#endif
#ifdef FLIPSWAP_LIGHTS_OUT
    expect_answer("answer lights-out sample", "lights-out", "11111\n11111\n11111\n11111\n11111\n",
                  "15\n00011\n11011\n11100\n01110\n10110\n");
#endif
#ifdef FLIPSWAP_FAMILY
    expect_answer("answer painter sample", "painter",
                  "2\n3\nyyy\nyyy\nyyy\n5\nwwwww\nwwwww\nwwwww\nwwwww\nwwwww\n", "0\n15\n");
#endif
#ifdef FLIPSWAP_EIGHT
    expect_answer("answer eight sample", "eight", "2 3 4 1 5 x 7 6 8\n", "ullddrurdllurdruldr\n");
#endif
    expect("answer unknown puzzle",
           flipswap_answer("fifteen", (const unsigned char *)"", 0, out, sizeof out),
           FLIPSWAP_UNKNOWN_PUZZLE);
}
#endif

int main(void)
{
    char buffer[12];
    const char *puzzles = ""
#ifdef FLIPSWAP_FLIP_GAME
                          " flip-game"
#endif
#ifdef FLIPSWAP_LIGHTS
                          " lights"
#endif
#ifdef FLIPSWAP_SWAP_GAME
                          " swap-game"
#endif
#ifdef FLIPSWAP_LIGHTS_OUT
                          " lights-out"
#endif
#ifdef FLIPSWAP_FAMILY
                          " family"
#endif
#ifdef FLIPSWAP_EIGHT
                          " eight"
#endif
#ifdef FLIPSWAP_TEXT
                          " flipswap_answer"
#endif
#ifdef FLIPSWAP_PRESS_NAMED
                          " press-named"
#endif
#ifdef FLIPSWAP_PRESS_RUN_TIME
                          " press-run-time"
#endif
        ;
    expect("version", flipswap_version() >= 400, 1);
#ifdef FLIPSWAP_TEXT
    text();
#endif
#ifdef FLIPSWAP_BREAK
    expect("a wrong expectation (CAPI_FIRMWARE_BREAK)", 0, 1);
#endif
#if defined(FLIPSWAP_FLIP_GAME) || defined(FLIPSWAP_LIGHTS)
    toggle_puzzles();
#endif
#ifdef FLIPSWAP_FLIP_GAME
    flip_game();
#endif
#ifdef FLIPSWAP_SWAP_GAME
    swap_game();
#endif
#ifdef FLIPSWAP_LIGHTS_OUT
    lights_out();
#endif
#ifdef FLIPSWAP_EIGHT
    eight();
#endif
#ifdef FLIPSWAP_PRESS_NAMED
    press_named();
#endif
#ifdef FLIPSWAP_PRESS_RUN_TIME
    press_run_time();
#endif
    board_print(decimal(checks, buffer));
    board_print(" checks, ");
    board_print(decimal(failures, buffer));
    board_print(" failed\n");
    board_print(failures == 0 ? "PASS" : "FAIL");
    board_print(" C on thumbv6m-none-eabi microbit:");
    board_print(*puzzles ? puzzles : " (no puzzle)");
    board_print("\n");
    return failures == 0 ? 0 : 1;
}
