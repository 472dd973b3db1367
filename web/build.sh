#!/usr/bin/env bash
# Builds flipswap's WebAssembly module (web/module/, the crate flipswap-web)
# with the profile `web` (small, whole-program optimised, nothing unwinds)
# and writes it to web/dist/flipswap.wasm, with the page's files from
# web/page/ when that folder is there. Refuses a module that imports
# anything: the C package's panic handler calls a function defined nowhere,
# so an import means a panic path survived. Prints the module's bytes.
# Runs from any directory; the module is copied from where cargo says it
# built it, so CARGO_TARGET_DIR is honoured (a relative one is the
# caller's directory's, as cargo takes it). Needs Node.
set -euo pipefail

# Before the cd below: a relative target dir names one in the caller's directory.
if [ -n "${CARGO_TARGET_DIR:-}" ] && [ "${CARGO_TARGET_DIR#/}" = "$CARGO_TARGET_DIR" ]; then
    export CARGO_TARGET_DIR="$PWD/$CARGO_TARGET_DIR"
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

target=wasm32-unknown-unknown
if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target"
fi

built="$(cargo build --quiet -p flipswap-web --target "$target" --profile web \
    --message-format=json-render-diagnostics | node web/cargo-artifact.mjs cdylib flipswap_web .wasm)"

mkdir -p web/dist
if [ -d web/page ]; then
    cp -R web/page/. web/dist/
fi
cp "$built" web/dist/flipswap.wasm

# The proof that nothing panics: the module imports nothing.
node -e '
const fs = require("fs");
const module = new WebAssembly.Module(fs.readFileSync(process.argv[1]));
const imports = WebAssembly.Module.imports(module);
if (imports.length > 0) {
  console.error("the module imports " + imports.map((i) => i.module + "." + i.name).join(", ") +
    ": a panic path survived (see web/README.md)");
  process.exit(1);
}' web/dist/flipswap.wasm

echo "web/dist/flipswap.wasm: $(wc -c <web/dist/flipswap.wasm) bytes"
