#!/usr/bin/env bash
# web/build.sh with CARGO_TARGET_DIR set: builds the module into a fresh
# target dir, given relative from a folder of its own (cargo takes it as
# that folder's), and checks that web/dist/flipswap.wasm is the module
# built there, byte for byte, and not the one of the target dir in force
# before. That build keeps the module's symbols
# (CARGO_PROFILE_WEB_STRIP=debuginfo), so its module differs from every
# other's. web/dist is put back as it was. A full build of the module:
# some 30 s on two cores. Called by web/test/run.sh; runs from any
# directory.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dist="$root/web/dist/flipswap.wasm"
tmp="$(mktemp -d)"
trap '[ -f "$tmp/before.wasm" ] && cp "$tmp/before.wasm" "$dist"; rm -rf "$tmp"' EXIT
fail() { echo "target-dir.sh: FAIL: $*" >&2; exit 1; }

bash "$root/web/build.sh" >/dev/null
cp "$dist" "$tmp/before.wasm"

mkdir "$tmp/caller"
start=$SECONDS
(cd "$tmp/caller" && CARGO_TARGET_DIR=fresh CARGO_PROFILE_WEB_STRIP=debuginfo bash "$root/web/build.sh")
built="$tmp/caller/fresh/wasm32-unknown-unknown/web/flipswap_web.wasm"

[ -f "$built" ] || fail "no module at $built: the relative CARGO_TARGET_DIR was not the caller's"
cmp -s "$built" "$dist" || fail "web/dist/flipswap.wasm is not the module just built in CARGO_TARGET_DIR"
! cmp -s "$tmp/before.wasm" "$dist" || fail "the module built with its symbols is the one built before: the test proves nothing"
echo "target-dir.sh: ok: web/dist/flipswap.wasm is the module built in a fresh CARGO_TARGET_DIR ($((SECONDS - start)) s)"
