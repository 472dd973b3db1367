#!/usr/bin/env bash
# The module's test: builds the module (web/build.sh) and the flipswap
# command, then runs web/test/module.mjs, which compares the module's
# answers and plays with the command's, and web/test/target-dir.sh, which
# checks that web/build.sh takes the module from CARGO_TARGET_DIR. Runs
# from any directory, CARGO_TARGET_DIR set or not (a relative one is the
# caller's directory's); needs Node 20 or later.
set -euo pipefail

# A relative CARGO_TARGET_DIR is the caller's directory's, as cargo takes it.
if [ -n "${CARGO_TARGET_DIR:-}" ] && [ "${CARGO_TARGET_DIR#/}" = "$CARGO_TARGET_DIR" ]; then
    export CARGO_TARGET_DIR="$PWD/$CARGO_TARGET_DIR"
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

bash web/build.sh
# The command cargo just built, wherever its target dir is (unless $FLIPSWAP names another).
built="$(cargo build --release --quiet --bin flipswap \
    --message-format=json-render-diagnostics | node web/cargo-artifact.mjs bin flipswap)"
export FLIPSWAP="${FLIPSWAP:-$built}"
node web/test/module.mjs
bash web/test/target-dir.sh
