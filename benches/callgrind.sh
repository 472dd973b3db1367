#!/usr/bin/env bash
# Deterministic instruction counts for flipswap, with valgrind's callgrind
# (timings on a shared machine are noisy; instruction counts are not).
#
#   bash benches/callgrind.sh
#
# Any argument is passed on to cargo. Needs valgrind on PATH. Takes a minute
# or two. Prints three markdown tables:
#
# 1. Instructions per query. The bench binary (benches/flipswap.rs) run as
#    `flipswap-HASH callgrind KIND N` answers the first N of a fixed set of
#    random inputs with one method; it always generates the same inputs, so
#    (Ir with 2K queries - Ir with K queries) / K is the cost of one query
#    alone, loop and `black_box` included (the `null` row is that overhead).
#    Both forms of each toggle puzzle are counted in the same run: `solve`
#    (the dense table) and `compact::solve` (the GF(2) columns), the
#    `-compact` kinds. Lights Out is counted at 5×5 and 15×15 on solvable
#    boards, next to the first-row enumeration on the same boards.
# 2. The CLI's whole-process cost, start-up included, on one sample case,
#    next to benches/minimal.rs, a Rust program that only reads standard
#    input and prints a number, built with the same profile.
# 3. The CLI's batch mode: (Ir on 11,000 cases - Ir on 1,000 cases) / 10,000,
#    on random cases in the judge's format (Lights Out at 5×5 and 15×15 and
#    Fliptile at 6×6 too), with the bytes of answer per case.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v valgrind >/dev/null; then
    echo "callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The executable of the target of kind $1 named $2, from cargo's JSON messages.
executable() {
    grep -F "\"kind\":[\"$1\"]" | grep -F "\"name\":\"$2\"" |
        grep -o '"executable":"[^"]*"' | sed 's/^"executable":"//; s/"$//' | tail -n 1
}

cargo build --release --bin flipswap --message-format=json "$@" >"$work/cli.json"
cargo bench --no-run --bench flipswap --bench minimal --message-format=json "$@" >"$work/bench.json"
cli=$(executable bin flipswap <"$work/cli.json")
bench=$(executable bench flipswap <"$work/bench.json")
minimal=$(executable bench minimal <"$work/bench.json")
for binary in "$cli" "$bench" "$minimal"; do
    [[ -x $binary ]] || { echo "callgrind.sh: no executable found in cargo's output" >&2; exit 1; }
done

# Total instructions (callgrind's Ir) of one whole run: ir INPUT COMMAND...
# The command's standard output is left in $work/stdout.
ir() {
    local input=$1
    shift
    if ! valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" \
        <"$input" >"$work/stdout" 2>"$work/valgrind.log"; then
        cat "$work/valgrind.log" >&2
        echo "callgrind.sh: '$*' failed" >&2
        return 1
    fi
    sed -n 's/^==[0-9]*== Collected : *\([0-9]*\)$/\1/p' "$work/valgrind.log"
}

# Prints "Ir(K) Ir(2K) per-query" for one kind of query.
per_query() {
    local kind=$1 k=$2 once twice
    once=$(ir /dev/null "$bench" callgrind "$kind" "$k")
    twice=$(ir /dev/null "$bench" callgrind "$kind" $((2 * k)))
    echo "$once $twice $(awk -v a="$once" -v b="$twice" -v k="$k" 'BEGIN { printf "%.1f", (b - a) / k }')"
}

# Whole numbers from 1,000 up are grouped, smaller ones keep one decimal.
figure() {
    if awk -v x="$1" 'BEGIN { exit !(x >= 1000) }'; then
        group "$(awk -v x="$1" 'BEGIN { printf "%.0f", x }')"
    else
        echo "$1"
    fi
}

# 1,234,567-style grouping for integers.
group() {
    awk -v n="$1" 'BEGIN {
        s = sprintf("%d", n); out = ""
        while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
        print s out
    }'
}

ratio() {
    figure "$(awk -v a="$1" -v b="$2" 'BEGIN { r = a / b; printf (r >= 10 ? "%.1f" : "%.3f"), r }')"
}

echo
echo "flipswap instruction counts (cargo args: ${*:-none}; $(valgrind --version); $(rustc --version))"
echo
echo "### Instructions per query"
echo
echo "| query | what | K | Ir, K queries | Ir, 2K queries | instructions per query | less the loop | baseline ÷ flipswap |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
# Each line: kind, K, its ratio, and what it measures. The ratio is `-`
# (none), `/KIND` on a flipswap row (that search over this row), or
# `KIND[,KIND]` on a baseline row (this row over each flipswap kind named).
# Every kind is counted first, then the table is printed.
kinds=()
declare -A per ks once twice about ratios
while read -r kind k against description; do
    result=$(per_query "$kind" "$k")
    read -r "once[$kind]" "twice[$kind]" "per[$kind]" <<<"$result"
    kinds+=("$kind")
    ks[$kind]=$k
    ratios[$kind]=$against
    about[$kind]=$description
done <<'EOF'
null 10000 - the loop and black_box alone
flip-game 10000 /flip-game-bfs flipswap flip_game::solve, random boards
flip-game-compact 10000 /flip-game-bfs flipswap flip_game::compact::solve, random boards
flip-game-bfs 100 - BFS per query, random boards
flip-game-solvable 10000 /flip-game-solvable-bfs flipswap flip_game::solve, solvable boards
flip-game-solvable-compact 10000 /flip-game-solvable-bfs flipswap flip_game::compact::solve, solvable boards
flip-game-solvable-bfs 200 - BFS per query, solvable boards
flip-game-build 2 flip-game,flip-game-compact table build at start-up, per build
fridge 10000 /fridge-bfs flipswap fridge::solve, random boards
fridge-compact 10000 /fridge-bfs flipswap fridge::compact::solve, random boards
fridge-bfs 30 - BFS per query, random boards
fridge-build 2 fridge,fridge-compact table build at start-up, per build
lights 10000 /lights-bfs flipswap lights::solve, random boards
lights-compact 10000 /lights-bfs flipswap lights::compact::solve, random boards
lights-bfs 1000 - BFS per query, random boards
lights-build 200 lights,lights-compact table build at start-up, per build
swap-game 2000 - flipswap swap_game::solve + moves, random pairs with eight 1s
swap-game-bfs 30 swap-game BFS per pair + moves, random pairs
swap-game-bidirectional 100 swap-game bidirectional BFS per pair + moves, random pairs
swap-game-worst 1000 - flipswap swap_game::solve + moves, worst pair 0x017F → 0xFE80
swap-game-worst-bidirectional 20 swap-game-worst bidirectional BFS per pair + moves, worst pair
swap-grid-4x4 2000 - flipswap swap_game::AnyPair::solve + moves, the same random 4×4 pairs
swap-grid-4x4-worst 1000 - flipswap swap_game::AnyPair::solve + moves, worst 4×4 pair
swap-grid-8x8 200 - flipswap swap_game::AnyPair::solve + moves, random 8×8 pairs, any count of 1s
swap-grid-8x8-32 100 - flipswap swap_game::AnyPair::solve + moves, random 8×8 pairs, 32 pieces change place
swap-grid-8x8-worst 100 - flipswap swap_game::AnyPair::solve + moves, worst 8×8 pair (corner halves)
lights-out-5x5 10000 - flipswap lights_out::Solver::solve, 5×5 solvable boards
lights-out-5x5-enumeration 1000 lights-out-5x5 first-row enumeration per board (2^5 first rows), same boards
lights-out-15x15 10000 - flipswap lights_out::Solver::solve, 15×15 solvable boards
lights-out-15x15-enumeration 4 lights-out-15x15 first-row enumeration per board (2^15 first rows), same boards
EOF
for kind in "${kinds[@]}"; do
    each=${per[$kind]}
    net=$(awk -v x="$each" -v loop="${per[null]}" 'BEGIN { printf "%.1f", x - loop }')
    against=${ratios[$kind]}
    case $against in
    -) times=— ;;
    /*) times="BFS $(ratio "${per[${against#/}]}" "$each")×" ;;
    *,*)
        IFS=, read -r dense compact <<<"$against"
        times="\`solve\` $(ratio "$each" "${per[$dense]}")× · \`compact\` $(ratio "$each" "${per[$compact]}")×"
        ;;
    *) times="$(ratio "$each" "${per[$against]}")×" ;;
    esac
    echo "| \`$kind\` | ${about[$kind]} | $(group "${ks[$kind]}") | $(group "${once[$kind]}") | $(group "${twice[$kind]}") | $(figure "$each") | $(figure "$net") | $times |"
done

echo
echo "### Whole process, one sample case (Ir from the first instruction to exit)"
echo
echo "| puzzle | \`flipswap\` CLI | minimal Rust program | CLI / minimal | CLI output, first line |"
echo "|---|---:|---:|---:|---|"
printf 'bwwb\nbbwb\nbwwb\nbwww\n' >"$work/flip-game.txt"
printf -- '-+--\n----\n----\n-+--\n' >"$work/fridge.txt"
printf '0 0 1\n0 1 1\n1 0 0\n' >"$work/lights.txt"
printf '1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n' >"$work/swap-game.txt"
declare -A expected=([flip-game]=4 [fridge]=6 [lights]=4 [swap-game]=4)
for puzzle in flip-game fridge lights swap-game; do
    floor=$(ir "$work/$puzzle.txt" "$minimal")
    whole=$(ir "$work/$puzzle.txt" "$cli" "$puzzle")
    first=$(head -n 1 "$work/stdout")
    [[ $first == "${expected[$puzzle]}" ]] || first="$first (expected ${expected[$puzzle]}!)"
    echo "| $puzzle | $(group "$whole") | $(group "$floor") | $(ratio "$whole" "$floor") | $first |"
done

echo
echo "### Batch mode: instructions per extra case"
echo
echo "| puzzle | Ir, 1,000 cases | Ir, 11,000 cases | instructions per extra case | answer bytes per case |"
echo "|---|---:|---:|---:|---:|"
# lights-out-SIZE: `flipswap lights-out` on solvable boards of that size;
# fliptile: 6 × 6 boards. The bytes per case are those of the answers.
for puzzle in flip-game fridge lights swap-game lights-out-5x5 lights-out-15x15 fliptile; do
    "$bench" cases "$puzzle" 1000 >"$work/small.txt"
    "$bench" cases "$puzzle" 11000 >"$work/large.txt"
    small=$(ir "$work/small.txt" "$cli" "${puzzle%%-[0-9]*}")
    large=$(ir "$work/large.txt" "$cli" "${puzzle%%-[0-9]*}")
    bytes=$(wc -c <"$work/stdout")
    each=$(awk -v a="$small" -v b="$large" 'BEGIN { printf "%.1f", (b - a) / 10000 }')
    echo "| $puzzle | $(group "$small") | $(group "$large") | $(figure "$each") | $(awk -v n="$bytes" 'BEGIN { printf "%.1f", n / 11000 }') |"
done
