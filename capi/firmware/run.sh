#!/usr/bin/env bash
# flipswap from C on a Cortex-M0: a C program (main.c, startup.c,
# microbit.ld) built with Debian's arm-none-eabi-gcc and linked with
# libflipswap_c.a for thumbv6m-none-eabi, run on QEMU's micro:bit.
#
#   bash capi/firmware/run.sh            # from any directory
#   CAPI_FIRMWARE_BREAK=1 bash capi/firmware/run.sh   # a wrong expectation: must FAIL
#
# Installs what is missing (gcc-arm-none-eabi from Debian; QEMU the way
# tests/firmware/run.sh finds or installs it, tests/firmware/qemu.sh; the
# rustup target), builds the library with the puzzles that fit the
# micro:bit's 256 KiB of flash, builds the image, runs it under QEMU with a
# timeout, and prints the image's flash and RAM and the flash each C
# function costs. Passes only when QEMU exits 0 and the program printed its
# PASS line; the last line is that line:
#
#   PASS C on thumbv6m-none-eabi microbit: <puzzles>
#
# The puzzles: flip-game, lights, swap-game, lights-out and eight. Flip
# Game's dense table (128 KiB) and the 8-puzzle's corner table (45 KiB)
# fit beside the code; the refrigerator's table is another 128 KiB, which
# with Flip Game's does not fit 256 KiB, and the 15-puzzle's tables (and
# the sliding boards', which are the 15-puzzle's) are 1.5 MiB. The table
# of functions weighs those too, each alone, against 256 KiB.
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
target=thumbv6m-none-eabi
features="flip-game,lights,swap-game,lights-out,eight"
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
# Every puzzle, for the table of functions.
library "flip-game,fridge,lights,swap-game,lights-out,eight,fifteen,sliding" libflipswap_c-all.a ||
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

defines=()
for p in $puzzles; do
    p="${p//-/_}"
    defines+=("-DFLIPSWAP_${p^^}")
done
case "${CAPI_FIRMWARE_BREAK:-0}" in 0 | "") ;; *) defines+=(-DFLIPSWAP_BREAK) ;; esac

arm-none-eabi-gcc "${cflags[@]}" -std=gnu99 -c "$here/startup.c" -o "$out/startup.o" 2>"$logs/cc.log" &&
    arm-none-eabi-gcc "${cflags[@]}" -std=c99 -pedantic "${defines[@]}" -c "$here/main.c" -o "$out/main.o" 2>>"$logs/cc.log" &&
    image "$out/image.elf" "$here/microbit.ld" "$out/libflipswap_c.a" "$out/startup.o" "$out/main.o" 2>>"$logs/cc.log" ||
    { cat "$logs/cc.log" >&2; fail "the image does not build (see $logs/cc.log)"; }

# ---------------------------------------------------------------- run

timeout "$timeout_s" "$qemu_arm" -machine microbit -nographic -nic none \
    -semihosting-config enable=on,target=native -kernel "$out/image.elf" </dev/null >"$logs/qemu.log" 2>&1
status=$?
sed 's/^/    /' "$logs/qemu.log"
line="PASS C on $target microbit: $puzzles"
if [ "$status" -ne 0 ] || ! grep -qxF "$line" "$logs/qemu.log"; then
    fail "QEMU exited with status $status$([ "$status" -eq 124 ] && echo " (timed out after ${timeout_s}s)"), $(grep -c '^FAIL' "$logs/qemu.log") FAIL lines (see $logs/qemu.log)"
fi

# ---------------------------------------------------------------- flash

echo
echo "The image (arm-none-eabi-size; flash = text + data, RAM = data + bss, the rest of"
echo "the 16 KiB is stack):"
arm-none-eabi-size "$out/image.elf" | sed 's/^/    /'
read -r text data bss _ <<<"$(arm-none-eabi-size "$out/image.elf" | awk 'NR == 2 { print $1, $2, $3 }')"
flash=$((text + data))
stack=$(sed -n 's/^STACK \([0-9]*\) bytes.*/\1/p' "$logs/qemu.log")
ram=$((data + bss))
echo "    flash $flash bytes of 262144; RAM $ram bytes of 16384 static, and at most ${stack:-?} bytes"
echo "    of stack in the run (painted before main, the lowest word written found after it)"
# The library's tables are read-only: nothing of it in RAM.
if arm-none-eabi-nm -C "$out/image.elf" | grep -E ' [bBdD] .*flipswap' >&2; then
    fail "flipswap symbols in RAM"
fi

# The flash each C function costs: an image whose main calls only it,
# linked with the library of every puzzle, minus the same image calling
# nothing; linked with 16 MiB of flash so that what does not fit the
# micro:bit is weighed too.
sed 's/LENGTH = 256K/LENGTH = 16M/' "$here/microbit.ld" >"$out/large.ld"
weigh() { # NAME -> flash bytes of size.c built with -DCALL_NAME
    local name="$1" elf="$out/size-$1.elf"
    arm-none-eabi-gcc "${cflags[@]}" -std=c99 -pedantic "-DCALL_$name" -c "$here/size.c" -o "$out/size-$name.o" 2>>"$logs/cc.log" &&
        image "$elf" "$out/large.ld" "$out/libflipswap_c-all.a" "$out/startup.o" "$out/size-$name.o" 2>>"$logs/cc.log" ||
        return 1
    arm-none-eabi-size "$elf" | awk 'NR == 2 { print $1 + $2 }'
}
empty=$(weigh none) || fail "the empty image does not build (see $logs/cc.log)"
echo
echo "Flash per C function (text + data of an image whose main calls it, minus $empty"
echo "bytes of an image with an empty main; fits: within the micro:bit's 256 KiB with"
echo "the empty image's start-up code):"
echo
printf '    %-28s %12s  %s\n' function "flash bytes" "fits 256 KiB"
functions="flipswap_version"
for p in flip_game fridge lights swap_game lights_out eight fifteen sliding; do
    functions="$functions flipswap_${p}_solve flipswap_${p}_hint"
done
functions="$functions flipswap_fifteen_solve_within flipswap_sliding_solve_within"
for f in $functions; do
    if bytes=$(weigh "$f"); then
        printf '    %-28s %12d  %s\n' "$f" $((bytes - empty)) "$([ "$bytes" -le 262144 ] && echo yes || echo no)"
    else
        printf '    %-28s %12s\n' "$f" "(no build: $logs/cc.log)"
    fi
done

echo
echo "capi/firmware/run.sh: $(($(date +%s) - started)) s"
echo "$line"
