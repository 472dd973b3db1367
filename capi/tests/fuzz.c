/*
 * fuzz.c: `fuzz SAMPLES ROUNDS NAME...` damages the judge's sample of each
 * subcommand NAME (SAMPLES/<name>.in) and answers every damaged input
 * through flipswap_answer (flipswap_answer_within for the subcommands that
 * search) with every size of output buffer from 0 to one past what the
 * answer needs. run.sh runs it natively and under valgrind's memcheck, so
 * every buffer is on the heap at exactly its size: the input at exactly
 * its length, the output at exactly its capacity, and a read or a write
 * one byte past either is an error.
 *
 * Damages: the sample cut at every length, each byte changed (from a
 * fixed-seed xorshift), and ROUNDS random inputs with one to three damages (a
 * byte changed, inserted or removed, a huge number put in, the input cut).
 * The calls must agree with the call whose buffer is large: below some
 * size, FLIPSWAP_NO_ROOM; from that size on, the large call's code; the
 * answers whole with a NUL after them when it fits, and nothing written
 * after that NUL; a message cut to fit with its NUL.
 */
#include "flipswap.h"

#include "common.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LIMIT 5000u
#define LARGE 65536
#define UNTOUCHED 0xA5

static void fail(const char *puzzle, size_t cap, const char *what, long code)
{
    fprintf(stderr, "fuzz %s: %s in %lu bytes (%ld)\n", puzzle, what, (unsigned long)cap, code);
    exit(1);
}

static long answer(const char *puzzle, int searches, const unsigned char *input, size_t len,
                   unsigned char *output, size_t cap)
{
    if (searches) {
        return flipswap_answer_within(puzzle, input, len, output, cap, LIMIT);
    }
    return flipswap_answer(puzzle, input, len, output, cap);
}

static unsigned long calls;

/* One damaged input, `len` bytes of `text`, copied to a buffer of exactly
 * its length and answered with every size of buffer. */
static void check(const char *puzzle, int searches, const unsigned char *text, size_t len)
{
    static unsigned char large[LARGE];
    unsigned char *input = heap(len), *out;
    long full, code;
    size_t need, cap, threshold = 0, found = 0;
    memcpy(input, text, len);
    full = answer(puzzle, searches, input, len, large, sizeof large);
    if (full == FLIPSWAP_NO_ROOM || full == FLIPSWAP_UNKNOWN_PUZZLE) {
        fail(puzzle, sizeof large, "no answer in the large buffer", full);
    }
    need = full >= 0 ? (size_t)full : strlen((const char *)large) + 1;
    for (cap = 0; cap <= need + 1 || !found; cap++) {
        out = heap(cap);
        memset(out, UNTOUCHED, cap);
        code = answer(puzzle, searches, input, len, out, cap);
        calls++;
        if (code == FLIPSWAP_NO_ROOM) {
            if (found) {
                fail(puzzle, cap, "FLIPSWAP_NO_ROOM after the answers fit", code);
            }
            if (cap > 0 && memchr(out, '\0', cap) == NULL) {
                fail(puzzle, cap, "no NUL after the message", code);
            }
        } else {
            if (!found) {
                found = 1;
                threshold = cap;
            }
            if (code != full) {
                fail(puzzle, cap, "not the large buffer's code", code);
            }
            if (full >= 0) {
                size_t i;
                if (memcmp(out, large, (size_t)full) != 0) {
                    fail(puzzle, cap, "not the large buffer's answers", code);
                }
                for (i = (size_t)full; i < cap; i++) {
                    if (out[i] != (i == (size_t)full ? 0 : UNTOUCHED)) {
                        fail(puzzle, cap, "a byte after the answers", code);
                    }
                }
            } else if (cap > 0) {
                size_t kept = cap - 1 < need - 1 ? cap - 1 : need - 1;
                if (memcmp(out, large, kept) != 0 || out[kept] != '\0') {
                    fail(puzzle, cap, "not the large buffer's message, cut", code);
                }
            }
        }
        free(out);
    }
    if (full >= 0 && threshold != (size_t)full) {
        fail(puzzle, threshold, "the answers fit in a room of another length", full);
    }
    free(input);
}

static const char *const huge[] = {"99999999999999999999", "-1", "4294967296", "0", "65536"};

/* `text` (room for `cap` bytes, `*len` used) with one random damage. */
static void damage(unsigned char *text, size_t *len, size_t cap)
{
    size_t at = below(*len + 1);
    switch (below(5)) {
    case 0:
        if (at < *len) {
            text[at] = (unsigned char)next_random();
        }
        break;
    case 1:
        if (*len < cap) {
            memmove(text + at + 1, text + at, *len - at);
            text[at] = (unsigned char)next_random();
            *len += 1;
        }
        break;
    case 2:
        if (at < *len) {
            memmove(text + at, text + at + 1, *len - at - 1);
            *len -= 1;
        }
        break;
    case 3: {
        const char *number = huge[below(sizeof huge / sizeof huge[0])];
        size_t n = strlen(number);
        if (*len + n <= cap) {
            memmove(text + at + n, text + at, *len - at);
            memcpy(text + at, number, n);
            *len += n;
        }
        break;
    }
    default:
        *len = at;
    }
}

int main(int argc, char **argv)
{
    unsigned long cases = 0;
    long rounds;
    int arg;
    rng_state = 0x2545F4914F6CDD1Du;
    if (argc < 4 || (rounds = strtol(argv[2], NULL, 10)) < 0) {
        fprintf(stderr, "usage: fuzz SAMPLES ROUNDS NAME...\n");
        return 2;
    }
    for (arg = 3; arg < argc; arg++) {
        const char *name = argv[arg];
        int searches = !strcmp(name, "fifteen") || !strcmp(name, "fifteen-count") ||
                       !strcmp(name, "sliding");
        unsigned char sample[4096], text[8192];
        char path[1024];
        size_t len, i, n;
        long round;
        FILE *file;
        snprintf(path, sizeof path, "%s/%s.in", argv[1], name);
        file = fopen(path, "rb");
        if (file == NULL) {
            perror(path);
            return 2;
        }
        len = fread(sample, 1, sizeof sample, file);
        fclose(file);
        for (i = 0; i <= len; i++, cases++) {
            check(name, searches, sample, i);
        }
        for (i = 0; i < len; i++, cases++) {
            memcpy(text, sample, len);
            text[i] = (unsigned char)next_random();
            check(name, searches, text, len);
        }
        for (round = 0; round < rounds; round++, cases++) {
            int times = 1 + (int)below(3);
            memcpy(text, sample, len);
            n = len;
            while (times-- > 0) {
                damage(text, &n, sizeof text);
            }
            check(name, searches, text, n);
        }
    }
    printf("fuzz.c: %lu damaged inputs of %d subcommands, %lu calls of flipswap_answer with "
           "exact-size buffers\n",
           cases, argc - 3, calls);
    return 0;
}
