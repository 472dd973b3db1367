#!/usr/bin/env bash
# The module's test: builds the module (web/build.sh) and the flipswap
# command, then runs web/test/module.mjs, which compares the module's
# answers and plays with the command's. Runs from any directory; needs
# Node 20 or later.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

bash web/build.sh
cargo build --release --quiet --bin flipswap
node web/test/module.mjs
