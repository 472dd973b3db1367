/*
 * answer.c: `answer PUZZLE FILE` answers the judge's input in FILE through
 * flipswap_answer, as `flipswap PUZZLE < FILE` does, and writes the
 * answers to standard output; on an error it writes the library's message
 * to standard error and exits 1. run.sh feeds it each judge's sample
 * (samples/<puzzle>.in) and compares its output with the command's and
 * with the judge's answer (samples/<puzzle>.out), then each of agree.c's
 * case files, compared with the command's output, natively and under
 * valgrind's memcheck.
 *
 * Every buffer it hands the library is on the heap at exactly its size
 * (the input's length; the answers' length), so that memcheck sees a read
 * or a write one byte past it. Once the answers' length is known they are
 * asked for again into exactly that many bytes (no room for the NUL) and
 * into one byte less, which must be FLIPSWAP_NO_ROOM.
 */
#include "flipswap.h"

#include "common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Stops the program: something the header promises did not hold. */
static void broken(const char *puzzle, const char *what, long code)
{
    fprintf(stderr, "answer %s: %s (%ld)\n", puzzle, what, code);
    exit(2);
}

/* The whole of `file` in a buffer of exactly its length; `*len` is set. */
static unsigned char *read_all(FILE *file, size_t *len)
{
    size_t cap = 1 << 16, got = 0;
    unsigned char *bytes = heap(cap), *exact;
    size_t n;
    while ((n = fread(bytes + got, 1, cap - got, file)) > 0) {
        got += n;
        if (got == cap) {
            unsigned char *more = realloc(bytes, cap *= 2);
            if (more == NULL) {
                broken("", "out of memory", 0);
            }
            bytes = more;
        }
    }
    exact = heap(got);
    memcpy(exact, bytes, got);
    free(bytes);
    *len = got;
    return exact;
}

int main(int argc, char **argv)
{
    const char *puzzle;
    FILE *file;
    size_t len, cap;
    unsigned char *input, *output;
    long written;
    if (argc != 3) {
        fprintf(stderr, "usage: answer PUZZLE FILE\n");
        return 2;
    }
    puzzle = argv[1];
    file = fopen(argv[2], "rb");
    if (file == NULL) {
        perror(argv[2]);
        return 2;
    }
    input = read_all(file, &len);
    fclose(file);

    /* The answers' length: room grown until they fit. */
    for (cap = 2 * len + 256;; cap *= 2) {
        output = heap(cap);
        written = flipswap_answer(puzzle, input, len, output, cap);
        if (written != FLIPSWAP_NO_ROOM) {
            break;
        }
        free(output);
    }
    if (written < 0) {
        fprintf(stderr, "answer %s: %s (%ld)\n", puzzle, (const char *)output, written);
        free(output);
        free(input);
        return 1;
    }
    if ((size_t)written >= cap || output[written] != '\0') {
        broken(puzzle, "no NUL after the answers", written);
    }
    free(output);

    /* Exactly the answers' room, then one byte less. */
    cap = (size_t)written;
    output = heap(cap);
    if (flipswap_answer(puzzle, input, len, output, cap) != written) {
        broken(puzzle, "the answers do not fit their own length", written);
    }
    fwrite(output, 1, cap, stdout);
    free(output);
    if (cap > 0) {
        long code;
        output = heap(cap - 1);
        code = flipswap_answer(puzzle, input, len, output, cap - 1);
        if (code != FLIPSWAP_NO_ROOM || (cap > 1 && memchr(output, '\0', cap - 1) == NULL)) {
            broken(puzzle, "one byte short is not FLIPSWAP_NO_ROOM with its message", code);
        }
        free(output);
    }
    free(input);
    return 0;
}
