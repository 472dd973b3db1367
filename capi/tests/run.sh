#!/usr/bin/env bash
# The C tests on the host: builds libflipswap_c.a and the flipswap command,
# compiles every.c (as C99, and as C++ when a C++ compiler is there, for the
# header's extern "C" guards) and agree.c, runs every; runs press.c (the
# press functions against solvers of its own) and stack.c (the stack of
# each press path, against the header's figures), and checks that a program
# calling one named press rule links no other; then feeds each of
# agree's case files to `flipswap <puzzle>` and compares the command's
# answers with the C functions' and flipswap_answer's; answers every judge's
# sample (samples/<puzzle>.in) through flipswap_answer (answer.c) and compares
# its output with the command's and with the judge's answer
# (samples/<puzzle>.out); fuzz.c answers the samples damaged thousands of
# ways with every size of output buffer. Then every, press, the README's
# example, agree, answer (on agree's case files and the samples) and fuzz
# again, all under valgrind's memcheck (installed when missing): their
# buffers are on the heap at exactly their sizes, so a read or a write one
# byte past one, a read of memory never written, or a leak fails the run.
# Runs from any directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# A relative CARGO_TARGET_DIR names a folder of the caller's directory.
if [ -n "${CARGO_TARGET_DIR:-}" ] && [ "${CARGO_TARGET_DIR#/}" = "$CARGO_TARGET_DIR" ]; then
    export CARGO_TARGET_DIR="$PWD/$CARGO_TARGET_DIR"
fi
cd "$root"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A C compiler, installed only when there is none.
if ! command -v cc >/dev/null; then
    apt-get install -y gcc g++
fi

# The library, and the system libraries rustc says it needs.
note="$(cargo rustc --release --quiet -p flipswap-c -- --print native-static-libs 2>&1)"
native="$(printf '%s\n' "$note" | sed -n 's/.*native-static-libs: //p' | tail -n 1)"
if [ -z "$native" ]; then
    native="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"
fi
cargo build --release --quiet --bin flipswap
# Where cargo builds (CARGO_TARGET_DIR or its config honoured), as cargo
# itself says it.
target="$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
lib="$target/release/libflipswap_c.a"
flipswap="$target/release/flipswap"

# The package's version as flipswap_version() gives it: 0.4.0 is 400.
version="$(sed -n 's/^version = "\([0-9]*\)\.\([0-9]*\)\.\([0-9]*\)"$/\1 \2 \3/p' capi/Cargo.toml)"
read -r major minor patch <<<"$version"
expected_version=$((major * 10000 + minor * 100 + patch))

# shellcheck disable=SC2086 # $native is a list of flags
link() { "$@" "$lib" -Wl,--gc-sections $native; }
cflags=(-std=c99 -Wall -Wextra -Werror -pedantic -O2 -g -I capi/include)

link cc "${cflags[@]}" -DFLIPSWAP_EXPECTED_VERSION="$expected_version" \
    capi/tests/every.c -o "$work/every"

# The README's C example, as printed there: it compiles, links and runs.
awk '/^```c$/ { on = 1; next } /^```$/ { on = 0 } on' README.md >"$work/readme.c"
link cc "${cflags[@]}" "$work/readme.c" -o "$work/readme"
"$work/readme" >/dev/null
echo "the README's C example runs"
link cc "${cflags[@]}" capi/tests/agree.c -o "$work/agree"
link cc "${cflags[@]}" capi/tests/answer.c -o "$work/answer"
link cc "${cflags[@]}" capi/tests/fuzz.c -o "$work/fuzz"
link cc "${cflags[@]}" capi/tests/press.c -o "$work/press"
link cc "${cflags[@]}" capi/tests/stack.c -o "$work/stack"
if command -v c++ >/dev/null; then
    link c++ -x c++ -std=c++11 -Wall -Werror -O2 -I capi/include \
        -DFLIPSWAP_EXPECTED_VERSION="$expected_version" capi/tests/every.c -x none \
        -o "$work/every-cxx"
    "$work/every-cxx" >/dev/null
    echo "every.c built as C++ and passed"
fi

"$work/every"
"$work/press"
"$work/stack"

# A program that calls one named press rule links that rule's solver and
# no other: its static is the only one of the library's named rules in it.
cat >"$work/one-rule.c" <<'EOF'
#include "flipswap.h"

int main(void)
{
    static uint8_t board[FLIPSWAP_PRESS_LIGHTS_OUT_5X5_CELLS], map[sizeof board];
    long presses = flipswap_press_lights_out_5x5_solve(board, board, FLIPSWAP_PRESS_LIMIT, map,
                                                       sizeof map);
    return presses != 0;
}
EOF
link cc "${cflags[@]}" "$work/one-rule.c" -o "$work/one-rule"
"$work/one-rule"
rules="$(nm -C "$work/one-rule" |
    sed -n 's/.* flipswap_c::press::named::\([A-Z0-9_]*\)$/\1/p' | sort -u | tr '\n' ' ')"
if [ "$rules" != "LIGHTS_OUT_5X5 " ]; then
    echo "FAIL a program calling flipswap_press_lights_out_5x5_solve links the named rules: ${rules:-none found}"
    exit 1
fi
echo "a program calling one named press rule links its solver alone"

# agree writes <name>.in and <name>.expected and prints `<name>: N boards`.
mkdir "$work/cases"
"$work/agree" "$work/cases" >"$work/agreed"
while read -r name count what; do
    name="${name%:}"
    case "$name" in
    lights-out-*) command=(lights-out --goal "${name#lights-out-}") ;;
    *) command=("$name") ;;
    esac
    in="$work/cases/$name.in"
    expected="$work/cases/$name.expected"
    if ! "$flipswap" "${command[@]}" <"$in" | cmp -s - "$expected"; then
        echo "DIFFER $name: flipswap ${command[*]} (<) against the C functions (>):"
        diff <("$flipswap" "${command[@]}" <"$in") "$expected" | head -n 20 || true
        exit 1
    fi
    # The same cases as text, through flipswap_answer.
    if ! "$work/answer" "${command[*]}" "$in" | cmp -s - "$expected"; then
        echo "DIFFER $name: flipswap_answer \"${command[*]}\" (<) against the C functions (>):"
        diff <("$work/answer" "${command[*]}" "$in") "$expected" | head -n 20 || true
        exit 1
    fi
    echo "agree $name: $count $what (the typed functions, flipswap_answer and the command)"
done <"$work/agreed"

# Every subcommand the command lists has its judge's sample, and each,
# through flipswap_answer, is byte for byte the command's output and the
# judge's answer.
names="$("$flipswap" --help | sed -n '/^puzzles:/,/^$/p' | grep -oE '^  [a-z-]+' | tr -d ' ')"
samples=0
for name in $names; do
    in="capi/tests/samples/$name.in"
    judge="capi/tests/samples/$name.out"
    if [ ! -f "$in" ] || [ ! -f "$judge" ]; then
        echo "no judge's sample for $name in capi/tests/samples"
        exit 1
    fi
    "$work/answer" "$name" "$in" >"$work/$name.c-out"
    "$flipswap" "$name" <"$in" >"$work/$name.command-out"
    for other in "$work/$name.command-out" "$judge"; do
        if ! cmp -s "$work/$name.c-out" "$other"; then
            echo "DIFFER $name: flipswap_answer (<) against $other (>):"
            diff "$work/$name.c-out" "$other" | head -n 20 || true
            exit 1
        fi
    done
    samples=$((samples + 1))
done
echo "flipswap_answer answers the judge's samples of all $samples subcommands as the command does"

# shellcheck disable=SC2086 # $names is a list of words
"$work/fuzz" capi/tests/samples 2000 $names

# Under valgrind's memcheck: any error, and any leak, exits 1.
if ! command -v valgrind >/dev/null; then
    apt-get install -y valgrind || { apt-get update && apt-get install -y valgrind; }
fi
started=$SECONDS
memcheck() {
    valgrind --quiet --error-exitcode=1 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect,possible "$@"
}
memcheck "$work/every" >/dev/null
memcheck "$work/press" >/dev/null
memcheck "$work/readme" >/dev/null
mkdir "$work/memcheck"
memcheck "$work/agree" "$work/memcheck" >/dev/null
for file in "$work/cases"/*; do
    cmp -s "$file" "$work/memcheck/${file##*/}" || {
        echo "DIFFER ${file##*/}: agree under memcheck"
        exit 1
    }
done
while read -r name _; do
    name="${name%:}"
    case "$name" in
    lights-out-*) puzzle="lights-out --goal ${name#lights-out-}" ;;
    *) puzzle="$name" ;;
    esac
    memcheck "$work/answer" "$puzzle" "$work/cases/$name.in" |
        cmp -s - "$work/cases/$name.expected" || {
        echo "DIFFER $name: flipswap_answer under memcheck"
        exit 1
    }
done <"$work/agreed"
for name in $names; do
    memcheck "$work/answer" "$name" "capi/tests/samples/$name.in" |
        cmp -s - "capi/tests/samples/$name.out" || {
        echo "DIFFER $name: flipswap_answer on the judge's sample under memcheck"
        exit 1
    }
done
# Fewer random damages under memcheck: each call is some 50 times slower.
# shellcheck disable=SC2086 # $names is a list of words
memcheck "$work/fuzz" capi/tests/samples 60 $names | sed 's/^/under memcheck, /'
echo "memcheck: every, press, the README's example, agree, answer and fuzz without an error or a leak, in $((SECONDS - started)) s"

echo "PASS C tests on the host"
