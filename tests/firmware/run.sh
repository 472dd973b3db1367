#!/usr/bin/env bash
# Runs flipswap's firmware test on emulated microcontrollers.
#
#   bash tests/firmware/run.sh            # from any directory
#   FIRMWARE_BREAK=1 bash tests/firmware/run.sh   # with a wrong expectation: must FAIL
#   bash tests/firmware/run.sh --write    # and writes the figures into PERFORMANCE.md
#
# Installs what is missing (QEMU and Arm binutils from Debian's packages, the
# rustup targets), builds one release image per board and puzzle set, runs
# each under QEMU with a timeout, and prints one line per run:
#
#   PASS <target> <machine> <image>     or     FAIL <target> <machine> <image>
#
#   (an all-puzzles image's line ends with the puzzles it runs, lights-out
#   and eight among them, and fifteen on the boards with 4 MiB of flash or
#   more)
#
# A run passes when the image links (the panic-freedom proof), QEMU exits 0
# with the test's "RESULT PASS" line, and `arm-none-eabi-nm` shows flipswap's
# tables in flash, no flipswap symbol in .data or .bss, each dense table
# exactly in the images that call its puzzle's dense `solve` (never in an
# image built with `compact`), no compact data of a puzzle the image neither
# calls in compact form nor judges, the Lights Out solvers the image
# builds at compile time in flash, and the 8-puzzle's corner table in flash
# exactly in the images that call `eight::solve` (its edge and centre
# tables, which only `eight::Pair` reads, in none), and the 15-puzzle's
# data (its pattern databases) in flash, more than 256 KiB of it, exactly
# in the images with `fifteen`, and the press solvers compiled into the
# images with `press` in flash. Then it prints the footprint table
# (thumbv7em-none-eabihf), the stack a swap-game solve, a 5×5 and a 32×32
# Lights Out solve, a Lights Out `Solver::new` at run time, an 8-puzzle
# solve and a 15-puzzle solve need, the stack of the press rules compiled
# into flash (a solve of each, `press::Solver::new` at run time), the
# 15-puzzle images' flash, and which flash sizes carry which puzzles (a
# compiled press rule among them). With --write, when every run passed,
# those figures replace the section of PERFORMANCE.md marked
# `<!-- measured by tests/firmware/run.sh: begin -->` ... `end -->`
# (tests/firmware/measured.sh): the one place they are written.
# Exits 0 only if every run passed.
# Details of a failure go to stderr; every log is kept in target/run-logs.

set -uo pipefail

started=$(date +%s)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here" || exit 1

# This crate's own target directory, whatever the caller's environment says,
# and no host-only flags leaking into the cross builds.
export CARGO_TARGET_DIR="$here/target"
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_TARGET CARGO_BUILD_RUSTFLAGS
export DEBIAN_FRONTEND=noninteractive

logs="$here/target/run-logs"
images="$here/target/images"
mkdir -p "$logs" "$images"
rm -f "$logs"/*

timeout_s="${FIRMWARE_TIMEOUT:-120}"
broken=0
write=0
case "${FIRMWARE_BREAK:-0}" in 0 | "") ;; *) broken=1 ;; esac
for arg in "$@"; do
    case "$arg" in
    --break) broken=1 ;;
    --write) write=1 ;;
    *) echo "usage: bash tests/firmware/run.sh [--break] [--write]" >&2; exit 2 ;;
    esac
done

note() { echo "run.sh: $*" >&2; }

# ---------------------------------------------------------------- install

# QEMU: found, installed from Debian's packages or unpacked under
# target/qemu (qemu.sh, shared with capi/firmware/run.sh); as_root and
# apt_install come from there too.
# shellcheck source=tests/firmware/qemu.sh
source "$here/qemu.sh"
if ! find_qemu; then
    echo "FAIL setup: no QEMU (see $logs/install.log)"
    exit 1
fi
if ! command -v arm-none-eabi-nm >/dev/null || ! command -v arm-none-eabi-size >/dev/null; then
    note "installing binutils-arm-none-eabi"
    if ! apt_install binutils-arm-none-eabi; then
        echo "FAIL setup: no arm-none-eabi binutils (see $logs/install.log)"
        exit 1
    fi
fi
targets="thumbv6m-none-eabi thumbv7m-none-eabi thumbv7em-none-eabihf riscv32imac-unknown-none-elf"
installed=$(rustup target list --installed 2>/dev/null)
for t in $targets; do
    if ! grep -qx "$t" <<<"$installed"; then
        note "rustup target add $t"
        if ! rustup target add "$t" >>"$logs/install.log" 2>&1; then
            echo "FAIL setup: rustup target add $t (see $logs/install.log)"
            exit 1
        fi
    fi
done
note "QEMU: $qemu_arm ($("$qemu_arm" --version | head -n 1))"

# ---------------------------------------------------------------- build

all_puzzles="flip-game,fridge,lights,swap-game,lights-out,eight,press"

# features_of IMAGE MACHINE -> the firmware crate's features for that image
# name on that board. The 15-puzzle's pattern databases need more flash
# than the 256 KiB parts have: the all-puzzles image (dense) of the boards
# with 4 MiB or more runs it too. It has one form, so the compact images
# leave it to the dense one beside them.
features_of() {
    local features
    case "$1" in
    all-puzzles*) features="$all_puzzles" ;;
    *) features="${1%%+*}" ;;
    esac
    case "$1:$2" in all-puzzles:mps2-an386 | all-puzzles:virt) features="$features,fifteen" ;; esac
    case "$1" in *+compact) features="$features,compact" ;; esac
    echo "$features"
}

# build TARGET FEATURES BIN OUT LOG: a release build (always: the
# panic-freedom proof needs the optimiser), copied to OUT; cargo's output
# goes to LOG.
build() {
    local target="$1" features="$2" bin="$3" out="$4" log="$5"
    rm -f "$out"
    if cargo build --release --target "$target" --no-default-features \
        --features "$features" --bin "$bin" >"$log" 2>&1; then
        cp "$here/target/$target/release/$bin" "$out"
    else
        return 1
    fi
}

# ---------------------------------------------------------------- checks

# RAM starts here on each machine: flipswap's tables must lie below it.
ram_origin() {
    case "$1" in
    riscv-virt | virt) echo $((0x81000000)) ;;
    *) echo $((0x20000000)) ;;
    esac
}

# nm_check ELF MACHINE FEATURES JUDGED: prints problems, one a line; none =
# fine. JUDGED lists the toggle puzzles whose answers the image also judges
# with flipswap's `check` (which asks the compact form).
nm_check() {
    local elf="$1" machine="$2" features="$3" judged="$4" symbols ram
    ram=$(ram_origin "$machine")
    symbols=$(arm-none-eabi-nm -S -C "$elf") || { echo "nm cannot read $elf"; return; }
    # No flipswap symbol in RAM: .data/.bss (d, b) or small data (g, s).
    # (`nm -S` leaves the size out for symbols without one.)
    awk '/ flipswap::|<flipswap::/ {
        kind = ($2 ~ /^[A-Za-z]$/) ? $2 : $3
        if (kind ~ /^[bBdDgGsS]$/) print "flipswap symbol in RAM: " $0 }' <<<"$symbols"
    # Every flipswap table (the dense tables, the compact columns and the
    # words built from them) is read-only data in flash.
    local address size_hex kind symbol data=0
    while read -r address size_hex kind symbol; do
        if [[ "$kind" != [rR] ]] || [ $((0x$address)) -ge "$ram" ]; then
            echo "table not in flash: $address $size_hex $kind $symbol"
        fi
        # The toggle puzzles' data; the tile puzzles' tables are weighed
        # below.
        case "$symbol" in *::EIGHT_* | *::FIFTEEN_* | *::TILES_*) continue ;; esac
        [[ $size_hex =~ ^[0-9a-fA-F]+$ ]] && data=$((data + 0x$size_hex))
    done < <(grep -E ' flipswap::(tables|compact)::[A-Z][A-Z_0-9]*$' <<<"$symbols")
    local compact=0
    [[ ",$features," == *",compact,"* ]] && compact=1
    # The form is chosen per call, and only the data of the functions an
    # image calls is linked. A dense table is in the image exactly when the
    # image calls that puzzle's dense `solve` (the puzzle's feature without
    # `compact`), and whole. A puzzle's compact data is in it only when the
    # image calls its `compact::solve` (the feature with `compact`) or judges
    # it; where it is called it may still be missing, folded into the code.
    local entry table size feature pattern line
    for entry in \
        'FLIP_GAME 131072 flip-game tables::FLIP_GAME_(COLUMNS|CHECKS|IDLE)|compact::(CHECK_LANES|IDLE_LANES)' \
        'FRIDGE 131072 fridge tables::FRIDGE_COLUMNS' \
        'LIGHTS 1024 lights tables::LIGHTS_COLUMNS'; do
        read -r table size feature pattern <<<"$entry"
        line=$(grep -E " flipswap::tables::${table}\$" <<<"$symbols")
        if [[ ",$features," == *",$feature,"* ]] && [ "$compact" = 0 ]; then
            if [ -z "$line" ]; then
                echo "dense table $table missing"
            elif [ $((0x$(awk '{ print $2 }' <<<"$line"))) -ne "$size" ]; then
                echo "dense table $table is not $size bytes: $line"
            fi
        elif [ -n "$line" ]; then
            echo "dense table $table linked where it should not be: $line"
        fi
        if [[ ",$features," != *",$feature,"* ]] ||
            { [ "$compact" = 0 ] && [[ ",$judged," != *",$feature,"* ]]; }; then
            grep -E " flipswap::(${pattern})\$" <<<"$symbols" |
                sed "s/^/compact data of $feature linked where it should not be: /"
        fi
    done
    # With `compact`, flipswap's data in all is a few dozen bytes.
    if [ "$compact" = 1 ] && [ "$data" -gt 256 ]; then
        echo "flipswap's tables take $data bytes in a compact image, more than 256"
    fi
    # The Lights Out solvers are statics that `Solver::new` (a const fn)
    # computes at compile time: read-only data in flash, none in RAM.
    if [[ ",$features," == *",lights-out,"* ]]; then
        local solvers
        solvers=$(grep -E ' (flipswap_firmware|footprint)::lights_out::[A-Z][A-Z_]*$| footprint::FIVE$' <<<"$symbols")
        if [ -z "$solvers" ]; then
            echo "no Lights Out solver in the image"
        fi
        while read -r address size_hex kind symbol; do
            [ -z "$address" ] && continue
            if [[ "$kind" != [rR] ]] || [ $((0x$address)) -ge "$ram" ]; then
                echo "Lights Out solver not in flash: $address $size_hex $kind $symbol"
            fi
        done <<<"$solvers"
    fi
    # The press solvers too: `static`s that `press::Solver::new` and
    # `GridSolver::new` (const fns) compute at compile time, read-only data in flash.
    if [[ ",$features," == *",press,"* ]]; then
        local press_solvers
        press_solvers=$(grep -E ' (flipswap_firmware|footprint)::press::[A-Z][A-Z_]*$| footprint::THREE_SOLVER$' <<<"$symbols")
        if [ -z "$press_solvers" ]; then
            echo "no press solver in the image"
        fi
        while read -r address size_hex kind symbol; do
            [ -z "$address" ] && continue
            if [[ "$kind" != [rR] ]] || [ $((0x$address)) -ge "$ram" ]; then
                echo "press solver not in flash: $address $size_hex $kind $symbol"
            fi
        done <<<"$press_solvers"
    fi
    # The 8-puzzle: `eight::solve` reads the corner table alone, so an
    # image with `eight` carries it, whole and in flash, and neither image
    # calls `eight::Pair`, the one reader of the edge and centre tables.
    # Whatever else of the 8-puzzle's data is linked lies in flash too.
    while read -r address size_hex kind symbol; do
        [ -z "$address" ] && continue
        if [[ "$kind" != [rR] ]] || [ $((0x$address)) -ge "$ram" ]; then
            echo "8-puzzle data not in flash: $address $size_hex $kind $symbol"
        fi
    done < <(grep -E ' flipswap::eight::([a-z_]+::)*[A-Z][A-Z_]*$' <<<"$symbols")
    line=$(grep -E ' flipswap::tables::EIGHT_CORNER$' <<<"$symbols")
    if [[ ",$features," == *",eight,"* ]]; then
        if [ -z "$line" ]; then
            echo "8-puzzle table CORNER missing"
        elif [ $((0x$(awk '{ print $2 }' <<<"$line"))) -ne 45360 ]; then
            echo "8-puzzle table CORNER is not 45360 bytes: $line"
        fi
    elif [ -n "$line" ]; then
        echo "8-puzzle table CORNER linked where it should not be: $line"
    fi
    grep -E ' flipswap::tables::EIGHT_(EDGE|CENTRE)$' <<<"$symbols" |
        sed 's/^/8-puzzle table that only eight::Pair reads linked: /'
    # The 15-puzzle: whatever its data is named (the pattern databases and
    # the small tables beside them), it lies in flash, in the images with
    # `fifteen` and only there; with it, more than a 256 KiB part's flash.
    local fifteen=0
    while read -r address size_hex kind symbol; do
        [ -z "$address" ] && continue
        if [[ "$kind" != [rR] ]] || [ $((0x$address)) -ge "$ram" ]; then
            echo "15-puzzle data not in flash: $address $size_hex $kind $symbol"
        fi
        [[ $size_hex =~ ^[0-9a-fA-F]+$ ]] && fifteen=$((fifteen + 0x$size_hex))
    done < <(grep -E ' flipswap::(fifteen::([a-z_]+::)*[A-Z][A-Z_0-9]*|tables::FIFTEEN_[A-Z_0-9]*)$' <<<"$symbols")
    if [[ ",$features," == *",fifteen,"* ]]; then
        if [ "$fifteen" -le 262144 ]; then
            echo "15-puzzle data takes $fifteen bytes, not more than 256 KiB: are its pattern databases linked?"
        fi
    elif [ "$fifteen" -ne 0 ]; then
        echo "15-puzzle data ($fifteen bytes) linked where it should not be"
    fi
}

# fifteen_bytes ELF: the bytes of the 15-puzzle's data (flipswap::fifteen's
# statics) in the image.
fifteen_bytes() {
    local address size_hex kind symbol bytes=0
    while read -r address size_hex kind symbol; do
        [[ $size_hex =~ ^[0-9a-fA-F]+$ ]] && bytes=$((bytes + 0x$size_hex))
    done < <(arm-none-eabi-nm -S -C "$1" | grep -E ' flipswap::(fifteen::([a-z_]+::)*[A-Z][A-Z_0-9]*|tables::FIFTEEN_[A-Z_0-9]*)$')
    echo "$bytes"
}

# ---------------------------------------------------------------- runs

runs=(
    "thumbv6m-none-eabi microbit flip-game"
    "thumbv6m-none-eabi microbit fridge"
    "thumbv6m-none-eabi microbit lights"
    "thumbv6m-none-eabi microbit swap-game"
    "thumbv6m-none-eabi microbit eight"
    "thumbv6m-none-eabi microbit all-puzzles+compact"
    "thumbv7m-none-eabi lm3s6965evb flip-game"
    "thumbv7m-none-eabi lm3s6965evb fridge"
    "thumbv7m-none-eabi lm3s6965evb lights"
    "thumbv7m-none-eabi lm3s6965evb swap-game"
    "thumbv7m-none-eabi lm3s6965evb eight"
    "thumbv7m-none-eabi lm3s6965evb all-puzzles+compact"
    "thumbv7em-none-eabihf mps2-an386 all-puzzles"
    "thumbv7em-none-eabihf mps2-an386 all-puzzles+compact"
    "thumbv7em-none-eabihf mps2-an386 fifteen"
    "riscv32imac-unknown-none-elf virt all-puzzles"
    "riscv32imac-unknown-none-elf virt all-puzzles+compact"
)

# run_qemu MACHINE ELF: the test under QEMU, with a timeout, no stdin.
run_qemu() {
    local machine="$1" elf="$2" command
    case "$machine" in
    microbit) command=("$qemu_arm" -M microbit) ;;
    lm3s6965evb) command=("$qemu_arm" -M lm3s6965evb -cpu cortex-m3) ;;
    mps2-an386) command=("$qemu_arm" -M mps2-an386) ;;
    virt) command=("$qemu_riscv" -M virt -bios none) ;;
    esac
    # Semihosting output goes to QEMU's stderr: keep it.
    timeout "$timeout_s" "${command[@]}" -nographic -nic none \
        -semihosting-config "enable=on,target=native" -kernel "$elf" </dev/null
}

fits() { [ "$1" -le "$2" ] && echo yes || echo no; } # BYTES PART
sections() { # ELF -> "text rodata data bss flash"
    arm-none-eabi-size -A "$1" | awk '
        $1 == ".vector_table" { v = $2 } $1 == ".text" { t = $2 } $1 == ".rodata" { r = $2 }
        $1 == ".data" { d = $2 } $1 == ".bss" { b = $2 }
        END { printf "%d %d %d %d %d\n", t, r, d, b, v + t + r + d }'
}

passed=0
failed=0
stack_rows=""
fifteen_rows=""
press_rows=""
press_solver_bytes=""
# stack_of LOG NAME: the bytes a STACK line of the test reports, or "–".
stack_of() {
    local bytes
    bytes=$(sed -n "s/^STACK $2 \([0-9]*\) bytes.*/\1/p" "$1")
    echo "${bytes:-–}"
}
for run in "${runs[@]}"; do
    read -r target machine image <<<"$run"
    features=$(features_of "$image" "$machine")
    [ "$broken" = 1 ] && features="$features,broken-expectation"
    name="$target-$machine-$image"
    elf="$images/$name.elf"
    log="$logs/$name.log"
    problems=""
    if ! build "$target" "$features" flipswap-firmware "$elf" "$log.build"; then
        problems="build failed (a panic path shows as an undefined flipswap_firmware_error_... symbol):
$(grep -E 'error|undefined|overflowed|referenced' "$log.build" | head -n 12)"
    else
        run_qemu "$machine" "$elf" >"$log" 2>&1
        status=$?
        if [ "$status" -ne 0 ]; then
            problems="QEMU exited with status $status$([ "$status" -eq 124 ] && echo " (timed out after ${timeout_s}s)")"
        fi
        if ! grep -q '^RESULT PASS' "$log"; then
            problems="${problems:+$problems
}no RESULT PASS line from the test"
        fi
        # The test judges refrigerator answers with flipswap's `check`.
        nm_problems=$(nm_check "$elf" "$machine" "$features" fridge)
        if [ -n "$nm_problems" ]; then
            problems="${problems:+$problems
}$nm_problems"
        fi
        swap=$(stack_of "$log" swap_game::solve)
        grid=$(stack_of "$log" swap_game::AnyPair::solve)
        five=$(stack_of "$log" "lights_out::Solver::solve 5x5")
        big=$(stack_of "$log" "lights_out::Solver::solve 32x32")
        new5=$(stack_of "$log" "lights_out::Solver::new 5x5")
        new32=$(stack_of "$log" "lights_out::Solver::new 32x32")
        # Solver::new needs the same stack at every size: one number unless
        # the two disagree.
        new=$([ "$new5" = "$new32" ] && echo "$new5" || echo "$new5 / $new32")
        took=$(sed -n 's/^TIME lights_out::Solver::solve 32x32 \([0-9]*\) ms.*/\1 ms/p' "$log")
        eight=$(stack_of "$log" eight::solve)
        fifteen=$(stack_of "$log" fifteen::solve)
        fifteen_took=$(sed -n 's/^TIME fifteen \([0-9]*\) ms.*/\1 ms/p' "$log")
        if [ "$swap$five$big$eight$fifteen" != "–––––" ]; then
            stack_rows="$stack_rows| $target | $machine | $image | $swap | $grid | $five | $big | $new | ${took:-–} | $eight | $fifteen | ${fifteen_took:-–} |
"
        fi
        if [[ ",$features," == *",press,"* ]]; then
            press_torus=$(stack_of "$log" "press::Solver::solve 7x7-torus")
            press_three=$(stack_of "$log" "press::Solver::solve 5x5-mod3")
            press_new=$(stack_of "$log" "press::Solver::new")
            press_grid=$(stack_of "$log" "press::GridSolver::solve hdu-30x30")
            press_rows="$press_rows| $target | $machine | $image | $press_torus | $press_three | $press_new | $press_grid |
"
            # The size of a press::Solver, for the text: 4192 -> 4,192.
            [ -n "$press_solver_bytes" ] ||
                press_solver_bytes=$(sed -n 's/^STACK press::Solver::new .*the \([0-9]*\)-byte solver.*/\1/p' "$log" |
                    sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta')
        fi
        if [[ ",$features," == *",fifteen,"* ]]; then
            read -r ft fr _ _ fflash <<<"$(sections "$elf")"
            fifteen_rows="$fifteen_rows| $target | $machine | $image | $ft | $fr | $fflash | $(fifteen_bytes "$elf") | ${fifteen_took:-–} |
"
        fi
    fi
    # An all-puzzles image names the puzzles it runs.
    puzzles=""
    case "$image" in all-puzzles*)
        puzzles=$(tr ',' '\n' <<<"${features%,broken-expectation}" | grep -vx compact | paste -sd ' ')
        puzzles=" ($puzzles)"
        ;;
    esac
    if [ -z "$problems" ]; then
        echo "PASS $target $machine $image$puzzles"
        passed=$((passed + 1))
    else
        echo "FAIL $target $machine $image$puzzles"
        failed=$((failed + 1))
        {
            echo "--- FAIL $target $machine $image (logs: $log*)"
            printf '%s\n' "$problems" | sed 's/^/    /'
            [ -f "$log" ] && grep -E '^(FAIL|RESULT)' "$log" | head -n 12 | sed 's/^/    /'
        } >&2
    fi
done

# ---------------------------------------------------------------- footprint

# What flipswap adds to a minimal firmware: `size -A` of the footprint image
# (solves one board of each enabled puzzle and reads the answer) minus the
# same image built with no puzzle at all (start-up code and semihosting only).
fp_target=thumbv7em-none-eabihf
footprint_rows=""
parts_rows=""
footprint_failed=0
bflash=0
base_elf="$images/$fp_target-footprint-baseline.elf"
if build "$fp_target" "" footprint "$base_elf" "$logs/footprint-baseline.log.build"; then
    read -r bt br bd bb bflash <<<"$(sections "$base_elf")"
    # One row per form of a toggle puzzle; the swap game, Lights Out, the
    # 8- and 15-puzzles and a compiled press rule have one form each, so
    # one row.
    mixed="flip-game,lights,swap-game,lights-out,eight"
    for row in "flip-game" "fridge" "lights" "swap-game" "lights-out" "eight" "fifteen" "press" "$all_puzzles" "$mixed"; do
        case "$row" in
        swap-game | lights-out | eight | fifteen | press) variants="only" ;;
        *) variants="solve solve_compact" ;;
        esac
        for variant in $variants; do
            features="$row"
            [ "$variant" = solve_compact ] && features="$row,compact"
            label="${row//,/ + }"
            label="${label/lights-out/lights-out 5×5}"
            [ "$row" = press ] && label="press 5×5 mod 3"
            [ "$row" = "$all_puzzles" ] && label="whole crate (all seven, lights-out 5×5, press 5×5 mod 3)"
            case "$row:$variant" in
            swap-game:only) call="\`swap_game::solve\` (its only form)" ;;
            lights-out:only) call="\`Solver::solve\` (its only form)" ;;
            eight:only) call="\`eight::solve\` (its only form)" ;;
            fifteen:only) call="\`fifteen::solve\` (its only form)" ;;
            press:only) call="\`press::Solver::solve\` (its only form)" ;;
            *) call="\`$variant\`" ;;
            esac
            elf="$images/$fp_target-footprint-${features//,/+}.elf"
            if ! build "$fp_target" "$features" footprint "$elf" "$logs/footprint-${features//,/+}.log.build"; then
                echo "FAIL footprint $fp_target $features (build failed: $logs/footprint-${features//,/+}.log.build)"
                footprint_failed=$((footprint_failed + 1))
                continue
            fi
            read -r t r d b flash <<<"$(sections "$elf")"
            # The footprint image judges nothing: it carries the data of the
            # form it calls and no other.
            fp_problems=$(nm_check "$elf" mps2-an386 "$features" "")
            if [ -n "$fp_problems" ]; then
                echo "FAIL footprint $fp_target $features:"
                printf '%s\n' "$fp_problems" | sed 's/^/    /'
                footprint_failed=$((footprint_failed + 1))
            fi
            if [ $((d - bd)) -ne 0 ] || [ $((b - bb)) -ne 0 ]; then
                echo "FAIL footprint $fp_target $features: flipswap adds $((d - bd)) bytes of .data and $((b - bb)) of .bss"
                footprint_failed=$((footprint_failed + 1))
            fi
            if [ "$row" != "$mixed" ]; then
                footprint_rows="$footprint_rows| $label | $call | $((t - bt)) | $((r - br)) | $((d - bd)) | $((b - bb)) |
"
            fi
            parts_rows="$parts_rows| $label | $call | $flash | $(fits "$flash" 65536) | $(fits "$flash" 131072) | $(fits "$flash" 262144) | $(fits "$flash" 4194304) |
"
        done
    done
else
    echo "FAIL footprint $fp_target baseline (build failed: $logs/footprint-baseline.log.build)"
    footprint_failed=$((footprint_failed + 1))
fi

# The figures, printed and kept in $report for --write.
report="$here/target/measured.md"
echo
{
    echo "Measured on $(date -u +%Y-%m-%d) with $(rustc --version | cut -d' ' -f1-2) and $("$qemu_arm" --version | head -n 1)."
    echo
    echo "Footprint on $fp_target (opt-level \"s\", fat LTO): bytes flipswap adds to a minimal"
    echo "firmware, measured as \`size -A\` of an image that solves one board of the puzzle and"
    echo "reads the answer, minus the same image without flipswap ($bflash bytes of flash)."
    echo "\`solve\`: the toggle puzzles' dense \`Toggle::solve\`; \`solve_compact\`: their compact"
    echo "\`Toggle::solve_compact\`; lights-out 5×5: one \`static\` 5×5 \`lights_out::Solver\` built"
    echo "at compile time and one \`Solver::solve\` (the solver is the .rodata); eight: one"
    echo "\`eight::solve\` (Eight's sample), which links the 45,360-byte corner table alone;"
    echo "fifteen: one \`fifteen::solve\` (UVa 10181's sample), which links the pattern databases;"
    echo "press 5×5 mod 3: one compiled rule, a \`static\` \`press::Solver\` of the 5×5 cross"
    echo "modulo 3 built at compile time, and one \`Solver::solve\` (the solver is the .rodata)."
    echo
    echo "| puzzles | calls | .text | .rodata | .data | .bss |"
    echo "|---|---|---:|---:|---:|---:|"
    printf '%s' "$footprint_rows"
    echo
    echo "Largest stack one call needs, in bytes, measured on the chip by painting the free"
    echo "stack before each solve and finding the lowest word written: \`swap_game::solve\` over"
    echo "the test's pairs (the worst pair included), \`swap_game::AnyPair::solve\` over 65 pairs"
    echo "from 1×1 to 8×8 (the worst 8×8 pair found included), \`lights_out::Solver::solve\` over 3,001"
    echo "5×5 boards (every goal) and on the 32×32 board all on, and \`lights_out::Solver::new\`"
    echo "run on the chip for 5×5 and 32×32 (one number when both need the same). The returned"
    echo "value lives in the caller's frame on top of this (a \`Solver\` is 2,696 bytes). 32×32"
    echo "time: that one solve (2^20 candidates), by the host's clock under QEMU (emulated, not"
    echo "the chip's speed). \`eight::solve\`: over the test's 8-puzzle boards (Eight's sample, the"
    echo "two 31-move boards, the goal, 250 random boards and two unreachable ones)."
    echo "\`fifteen::solve\`: \`fifteen::solve_within\` over the test's 15-puzzle boards (UVa 10181's"
    echo "sample, the goal, two unreachable boards, 20 boards 20 to 30 random moves from the goal"
    echo "and four made by 200 random moves, 46 to 56 moves away); fifteen time: all of the"
    echo "15-puzzle's checks, by the host's clock under QEMU."
    echo
    echo "| target | machine | image | \`swap_game::solve\` | \`AnyPair::solve\` to 8×8 | \`Solver::solve\` 5×5 | \`Solver::solve\` 32×32 | \`Solver::new\` | 32×32 time | \`eight::solve\` | \`fifteen::solve\` | fifteen time |"
    echo "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    printf '%s' "$stack_rows"
    echo
    echo "Press rules compiled into flash: the largest stack, in bytes, painted as above, of"
    echo "\`press::Solver::solve\` over the test's 100 boards of each \`static\` solver (Lights Out"
    echo "on a 7×7 torus modulo 2, one answer to each board; the 5×5 cross modulo 3, 27 answers"
    echo "to each, the fewest presses searched among them), and of \`press::Solver::new\` run on"
    echo "the chip for both rules (the larger). The returned value lives in the caller's frame"
    echo "on top of this (a \`press::Solver\` is ${press_solver_bytes:-?} bytes). Past 64 cells,"
    echo "\`press::GridSolver::solve\` of HDU 5755's 30×30 (modulo 3, one answer to each board)"
    echo "over the test's 8 boards, its \`static\` solver in flash."
    echo
    echo "| target | machine | image | \`solve\` 7×7 torus mod 2 | \`solve\` 5×5 mod 3 | \`Solver::new\` | \`GridSolver::solve\` 30×30 mod 3 |"
    echo "|---|---|---|---:|---:|---:|---:|"
    printf '%s' "$press_rows"
    echo
    echo "The images that run the 15-puzzle: \`size -A\` of the whole test image (flash: vector"
    echo "table, .text, .rodata, .data), and the bytes of flipswap::fifteen's statics in it (\`nm -S\`:"
    echo "the pattern databases and the small tables beside them)."
    echo
    echo "| target | machine | image | .text | .rodata | flash | 15-puzzle data | fifteen time |"
    echo "|---|---|---|---:|---:|---:|---:|---:|"
    printf '%s' "$fifteen_rows"
    echo
    echo "Which flash sizes carry which puzzles: the whole minimal image (start-up code +"
    echo "flipswap, same images as above) against the part's flash."
    echo
    echo "| puzzles | calls | image flash bytes | 64 KiB | 128 KiB | 256 KiB | 4 MiB |"
    echo "|---|---|---:|:-:|:-:|:-:|:-:|"
    printf '%s' "$parts_rows"
} | sed -E ':a; s/\| ([0-9]+)([0-9]{3})( \||,)/| \1,\2\3/; ta' | tee "$report" # 131072 -> 131,072 in the tables

echo
total=$((passed + failed))
echo "run.sh: $passed of $total runs passed$([ "$broken" = 1 ] && echo " (FIRMWARE_BREAK: a wrong expectation was built in)"), $(($(date +%s) - started)) s"
[ "$footprint_failed" -eq 0 ] || echo "run.sh: $footprint_failed footprint checks failed"
if [ "$write" = 1 ]; then
    if [ "$failed" -eq 0 ] && [ "$footprint_failed" -eq 0 ] && [ "$broken" = 0 ]; then
        # shellcheck source=tests/firmware/measured.sh
        source "$here/measured.sh"
        write_measured tests/firmware/run.sh "$report" && echo "run.sh: the figures written into PERFORMANCE.md"
    else
        echo "run.sh: --write: nothing written, not every run passed"
    fi
fi
[ "$failed" -eq 0 ] && [ "$footprint_failed" -eq 0 ]
