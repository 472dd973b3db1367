#!/usr/bin/env bash
# flipswap from C on a Cortex-M0: a C program (main.c, startup.c,
# microbit.ld) built with Debian's arm-none-eabi-gcc and linked with
# libflipswap_c.a for thumbv6m-none-eabi, run on QEMU's micro:bit.
#
#   bash capi/firmware/run.sh            # from any directory
#   CAPI_FIRMWARE_BREAK=1 bash capi/firmware/run.sh   # a wrong expectation: must FAIL
#   bash capi/firmware/run.sh --write    # and writes the figures into PERFORMANCE.md
#
# Installs what is missing (gcc-arm-none-eabi from Debian; QEMU the way
# tests/firmware/run.sh finds or installs it, tests/firmware/qemu.sh; the
# rustup target), builds the library with the puzzles that fit the
# micro:bit's 256 KiB of flash, builds the image, runs it under QEMU with a
# timeout, and prints the image's flash and RAM and the flash each C
# function costs. Four images run: the typed functions of five puzzles;
# flipswap_answer (the judges' samples as text) with a library of the
# puzzles whose tables are small; and the press functions, twice with the
# library of press alone: the named rules in flash (press.h's
# press_named), and the rules given at run time, grids of up to 64 cells
# and graphs (press_run_time; a larger grid's solver needs more stack than
# the micro:bit's RAM). Passes only when QEMU exits 0 and the program
# printed its PASS line, for each; the last four lines are those:
#
#   PASS C on thumbv6m-none-eabi microbit: <puzzles>
#
# The typed image's puzzles: flip-game, lights, swap-game, lights-out and
# eight; the text image's: lights, swap-game, lights-out and family, with
# flipswap_answer, which links every subcommand of its library (the
# 8-puzzle's three tables with Flip Game's do not fit 256 KiB). Flip
# Game's dense table (128 KiB) and the 8-puzzle's corner table (45 KiB)
# fit beside the code; the refrigerator's table is another 128 KiB, which
# with Flip Game's does not fit 256 KiB, and the 15-puzzle's tables (and
# the sliding boards', which are the 15-puzzle's) are 1.5 MiB. The table
# of functions weighs those too, each alone, against 256 KiB.
#
# With --write, when both images passed, the figures replace the section
# of PERFORMANCE.md marked `<!-- measured by capi/firmware/run.sh: begin -->`
# ... `end -->` (tests/firmware/measured.sh): the one place they are
# written.
#
# Everything built goes to target/capi-firmware; logs to its logs/.

set -uo pipefail

started=$(date +%s)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root" || exit 1

export CARGO_TARGET_DIR="$root/target"
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_TARGET CARGO_BUILD_RUSTFLAGS
export DEBIAN_FRONTEND=noninteractive

out="$root/target/capi-firmware"
logs="$out/logs"
mkdir -p "$logs"
rm -f "$logs"/* "$out"/*.elf "$out"/*.o

timeout_s="${CAPI_FIRMWARE_TIMEOUT:-60}"
write=0
for arg in "$@"; do
    case "$arg" in
    --write) write=1 ;;
    *) echo "usage: bash capi/firmware/run.sh [--write]" >&2; exit 2 ;;
    esac
done
target=thumbv6m-none-eabi
features="flip-game,lights,swap-game,lights-out,eight"
# The text image: flipswap_answer, and the puzzles of small tables.
text_features="lights,swap-game,lights-out,family"
# The press images: the press functions alone.
press_features="press"
puzzles="${features//,/ }"

note() { echo "capi/firmware/run.sh: $*" >&2; }
fail() { echo "FAIL C on $target microbit: $*"; exit 1; }

# ---------------------------------------------------------------- install

# shellcheck source=tests/firmware/qemu.sh
source "$root/tests/firmware/qemu.sh"
find_qemu || fail "no QEMU (see $logs/install.log)"
if ! command -v arm-none-eabi-gcc >/dev/null; then
    note "installing gcc-arm-none-eabi"
    apt_install gcc-arm-none-eabi || fail "no arm-none-eabi-gcc (see $logs/install.log)"
fi
if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
    note "rustup target add $target"
    rustup target add "$target" >>"$logs/install.log" 2>&1 ||
        fail "rustup target add $target (see $logs/install.log)"
fi
note "QEMU: $qemu_arm ($("$qemu_arm" --version | head -n 1)); $(arm-none-eabi-gcc --version | head -n 1)"

# ---------------------------------------------------------------- build

# library FEATURES NAME: libflipswap_c.a for the M0 with FEATURES, copied
# to $out/NAME (the next build overwrites cargo's copy).
library() {
    cargo build --release -p flipswap-c --target "$target" --no-default-features \
        --features "$1" >"$logs/cargo-$2.log" 2>&1 &&
        cp "$root/target/$target/release/libflipswap_c.a" "$out/$2"
}
library "$features" libflipswap_c.a || fail "cargo build (see $logs/cargo-libflipswap_c.a.log)"
library "$text_features" libflipswap_c-text.a || fail "cargo build (see $logs/cargo-libflipswap_c-text.a.log)"
library "$press_features" libflipswap_c-press.a || fail "cargo build (see $logs/cargo-libflipswap_c-press.a.log)"
# Every puzzle, for the table of functions.
library "flip-game,fridge,lights,swap-game,lights-out,family,eight,fifteen,sliding,press" libflipswap_c-all.a ||
    fail "cargo build (see $logs/cargo-libflipswap_c-all.a.log)"

cpu=(-mcpu=cortex-m0 -mthumb)
cflags=("${cpu[@]}" -Os -ffreestanding -ffunction-sections -fdata-sections -Wall -Wextra -Werror
    -I"$root/capi/include" -I"$here")
# -nostdlib: no C library (the program needs none) and no start files
# (startup.c is the start-up code); libgcc last for what the compiler calls
# on its own. The Rust library's memcpy, memset and division helpers
# (compiler_builtins) are weak, so one definition wins either way.
ldflags=("${cpu[@]}" -nostdlib -Wl,--gc-sections -Wl,-z,noexecstack)

# image OUT SCRIPT LIBRARY OBJECTS...: links an image.
image() {
    local elf="$1" script="$2" lib="$3"
    shift 3
    arm-none-eabi-gcc "${ldflags[@]}" -T "$script" -o "$elf" "$@" "$lib" -lgcc
}

# defines FEATURES: the -D flags of main.c for the puzzles of FEATURES.
defines() {
    local p
    for p in ${1//,/ }; do
        p="${p//-/_}"
        printf -- '-DFLIPSWAP_%s\n' "${p^^}"
    done
    case "${CAPI_FIRMWARE_BREAK:-0}" in 0 | "") ;; *) echo -DFLIPSWAP_BREAK ;; esac
}

arm-none-eabi-gcc "${cflags[@]}" -std=gnu99 -c "$here/startup.c" -o "$out/startup.o" 2>"$logs/cc.log" ||
    { cat "$logs/cc.log" >&2; fail "startup.c does not build (see $logs/cc.log)"; }

# run NAME LIBRARY FEATURES [DEFINES...]: builds main.c with the defines of
# FEATURES and DEFINES into $out/NAME.elf, linked with LIBRARY, runs it
# under QEMU (its output in $logs/NAME.log) and checks its PASS line.
run() {
    local name="$1" lib="$2" features="$3" status line
    shift 3
    mapfile -t flags < <(defines "$features")
    arm-none-eabi-gcc "${cflags[@]}" -std=c99 -pedantic "${flags[@]}" "$@" -c "$here/main.c" \
        -o "$out/$name.o" 2>>"$logs/cc.log" &&
        image "$out/$name.elf" "$here/microbit.ld" "$out/$lib" "$out/startup.o" "$out/$name.o" 2>>"$logs/cc.log" ||
        { cat "$logs/cc.log" >&2; fail "the $name image does not build (see $logs/cc.log)"; }
    timeout "$timeout_s" "$qemu_arm" -machine microbit -nographic -nic none \
        -semihosting-config enable=on,target=native -kernel "$out/$name.elf" </dev/null >"$logs/$name.log" 2>&1
    status=$?
    sed 's/^/    /' "$logs/$name.log"
    line="PASS C on $target microbit: $(sed -n "s/^PASS C on $target microbit: //p" "$logs/$name.log")"
    if [ "$status" -ne 0 ] || ! grep -qxF "$line" "$logs/$name.log" ||
        [ "$line" = "PASS C on $target microbit: " ]; then
        fail "QEMU exited with status $status$([ "$status" -eq 124 ] && echo " (timed out after ${timeout_s}s)") for the $name image, $(grep -c '^FAIL' "$logs/$name.log") FAIL lines (see $logs/$name.log)"
    fi
}

run image libflipswap_c.a "$features"
typed_line="PASS C on $target microbit: $puzzles"
grep -qxF "$typed_line" "$logs/image.log" || fail "the typed image did not name $puzzles"
run text libflipswap_c-text.a "$text_features" -DFLIPSWAP_TEXT
text_line="PASS C on $target microbit: ${text_features//,/ } flipswap_answer"
grep -qxF "$text_line" "$logs/text.log" || fail "the text image did not name ${text_features//,/ } flipswap_answer"
for press in named run-time; do
    flag="${press//-/_}"
    run "press-$press" libflipswap_c-press.a "$press_features" "-DFLIPSWAP_PRESS_${flag^^}"
    grep -qxF "PASS C on $target microbit: press-$press" "$logs/press-$press.log" ||
        fail "the press-$press image did not name press-$press"
done
cp "$logs/image.log" "$logs/qemu.log"

# ---------------------------------------------------------------- flash

# The figures, printed and kept in $report for --write.
report="$out/measured.md"
thousands() { sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta' <<<"$1"; } # 208142 -> 208,142
fits() { [ "$1" -le 262144 ] && echo yes || echo no; }
read -r text data bss _ <<<"$(arm-none-eabi-size "$out/image.elf" | awk 'NR == 2 { print $1, $2, $3 }')"
stack=$(sed -n 's/^STACK \([0-9]*\) bytes.*/\1/p' "$logs/qemu.log")
read -r ttext tdata tbss _ <<<"$(arm-none-eabi-size "$out/text.elf" | awk 'NR == 2 { print $1, $2, $3 }')"
tstack=$(sed -n 's/^STACK \([0-9]*\) bytes.*/\1/p' "$logs/text.log")
# image_row NAME WHAT: the table's row of the press image NAME.
image_row() {
    local ptext pdata pbss pstack
    read -r ptext pdata pbss _ <<<"$(arm-none-eabi-size "$out/$1.elf" | awk 'NR == 2 { print $1, $2, $3 }')"
    pstack=$(sed -n 's/^STACK \([0-9]*\) bytes.*/\1/p' "$logs/$1.log")
    echo "| $2 | $press_features | $(thousands $((ptext + pdata))) | $(thousands $((pdata + pbss))) | $(thousands "${pstack:-0}") |"
}
# The library's tables are read-only: nothing of it in RAM.
for elf in "$out/image.elf" "$out/text.elf" "$out/press-named.elf" "$out/press-run-time.elf"; do
    if arm-none-eabi-nm -C "$elf" | grep -E ' [bBdD] .*flipswap' >&2; then
        fail "flipswap symbols in RAM ($elf)"
    fi
done

# The flash each C function costs: an image whose main calls only it,
# linked with the library of every puzzle, minus the same image calling
# nothing; linked with 16 MiB of flash so that what does not fit the
# micro:bit is weighed too.
sed 's/LENGTH = 256K/LENGTH = 16M/' "$here/microbit.ld" >"$out/large.ld"
weigh() { # NAME [LIBRARY] -> flash bytes of size.c built with -DCALL_NAME
    local name="$1" lib="${2:-libflipswap_c-all.a}" elf="$out/size-$1.elf"
    arm-none-eabi-gcc "${cflags[@]}" -std=c99 -pedantic "-DCALL_$name" -c "$here/size.c" -o "$out/size-$name.o" 2>>"$logs/cc.log" &&
        image "$elf" "$out/large.ld" "$out/$lib" "$out/startup.o" "$out/size-$name.o" 2>>"$logs/cc.log" ||
        return 1
    arm-none-eabi-size "$elf" | awk 'NR == 2 { print $1 + $2 }'
}
empty=$(weigh none) || fail "the empty image does not build (see $logs/cc.log)"
# flipswap_answer links every subcommand of its library: weighed with the
# text image's, against an empty image linked with it.
text_empty=$(weigh none libflipswap_c-text.a) || fail "the empty image does not build (see $logs/cc.log)"
functions="flipswap_version"
for p in flip_game fridge lights swap_game lights_out eight fifteen sliding; do
    functions="$functions flipswap_${p}_solve flipswap_${p}_hint"
done
functions="$functions flipswap_fifteen_solve_within flipswap_sliding_solve_within"
for f in grid_solve grid_count grid_kernel graph_solve graph_count graph_kernel \
    lights_out_5x5_solve torus_7x7_solve lights_out_2000_solve hdu_5755_30x30_solve; do
    functions="$functions flipswap_press_$f"
done

echo
{
    echo "Measured on $(date -u +%Y-%m-%d) with $(rustc --version | cut -d' ' -f1-2), $(arm-none-eabi-gcc --version | head -n 1) and $("$qemu_arm" --version | head -n 1)."
    echo
    echo "The images on QEMU's micro:bit (\`arm-none-eabi-size\`; flash = text + data, static RAM ="
    echo "data + bss of the 16 KiB; stack: the most the run used, painted before \`main\` and the"
    echo "lowest word written found after it):"
    echo
    echo "| image | library's features | flash bytes | static RAM bytes | stack bytes |"
    echo "|---|---|---:|---:|---:|"
    echo "| the typed functions | ${features//,/, } | $(thousands $((text + data))) | $(thousands $((data + bss))) | $(thousands "${stack:-0}") |"
    echo "| \`flipswap_answer\` on the judges' samples | ${text_features//,/, } | $(thousands $((ttext + tdata))) | $(thousands $((tdata + tbss))) | $(thousands "${tstack:-0}") |"
    image_row press-named "the named press rules: Lights Out 5 × 5, the 7 × 7 torus, Lights Out 2000"
    image_row press-run-time "the press functions on rules given at run time: grids up to 64 cells, a graph"
    echo
    echo "The flash each C function costs: text + data of an image whose \`main\` calls only"
    echo "it, linked with the library of every puzzle, less an image whose \`main\` is empty"
    echo "($(thousands "$empty") bytes); fits: within the micro:bit's 256 KiB with the empty image's"
    echo "start-up code. \`flipswap_answer\` links every subcommand of its library: weighed"
    echo "with the text image's library too. A named press rule's \`_solve\` carries its solver"
    echo "(a \`press::Solver\`, or HDU 5755's \`press::GridSolver\`); its \`_count\` and \`_kernel\` share it."
    echo
    echo "| function | flash bytes | fits 256 KiB |"
    echo "|---|---:|:-:|"
    for f in $functions; do
        if bytes=$(weigh "$f"); then
            echo "| \`$f\` | $(thousands $((bytes - empty))) | $(fits "$bytes") |"
        else
            echo "| \`$f\` | (no build: $logs/cc.log) | |"
        fi
    done
    if bytes=$(weigh flipswap_answer libflipswap_c-text.a); then
        echo "| \`flipswap_answer\`, library of ${text_features//,/, } | $(thousands $((bytes - text_empty))) | $(fits "$bytes") |"
    fi
    if bytes=$(weigh flipswap_answer); then
        echo "| \`flipswap_answer\`, library of every puzzle | $(thousands $((bytes - empty))) | $(fits "$bytes") |"
    fi
} | tee "$report"
if [ "$write" = 1 ]; then
    case "${CAPI_FIRMWARE_BREAK:-0}" in
    0 | "")
        # shellcheck source=tests/firmware/measured.sh
        source "$root/tests/firmware/measured.sh"
        write_measured capi/firmware/run.sh "$report" && note "the figures written into PERFORMANCE.md"
        ;;
    *) note "--write: nothing written with CAPI_FIRMWARE_BREAK" ;;
    esac
fi

echo
echo "capi/firmware/run.sh: $(($(date +%s) - started)) s"
echo "$typed_line"
echo "$text_line"
echo "PASS C on $target microbit: press-named"
echo "PASS C on $target microbit: press-run-time"
