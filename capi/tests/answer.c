/*
 * answer.c: `answer PUZZLE FILE` answers the judge's input in FILE through
 * flipswap_answer, as `flipswap PUZZLE < FILE` does, and writes the
 * answers to standard output; on an error it writes the library's message
 * to standard error and exits 1. run.sh feeds it each judge's sample
 * (samples/<puzzle>.in) and compares its output with the command's and
 * with the judge's answer (samples/<puzzle>.out), then each of agree.c's
 * case files, compared with the command's output. An input that fills its
 * room is an error (exit 2), never cut short.
 */
#include "flipswap.h"

#include <stdio.h>
#include <stdlib.h>

/* Room for any input run.sh gives it (agree.c's 65,536 Flip Game boards
 * are 1.3 MB) and its answers. */
#define ROOM (8 << 20)

static unsigned char input[ROOM];
static unsigned char output[ROOM];

int main(int argc, char **argv)
{
    FILE *file;
    size_t len;
    long written;
    if (argc != 3) {
        fprintf(stderr, "usage: answer PUZZLE FILE\n");
        return 2;
    }
    file = fopen(argv[2], "rb");
    if (file == NULL) {
        perror(argv[2]);
        return 2;
    }
    len = fread(input, 1, sizeof input, file);
    fclose(file);
    if (len == sizeof input) {
        fprintf(stderr, "answer: %s does not fit %lu bytes\n", argv[2], (unsigned long)sizeof input);
        return 2;
    }
    written = flipswap_answer(argv[1], input, len, output, sizeof output);
    if (written < 0) {
        fprintf(stderr, "answer %s: %s (%ld)\n", argv[1], (const char *)output, written);
        return 1;
    }
    fwrite(output, 1, (size_t)written, stdout);
    return 0;
}
