// Where cargo put a target it built: reads the messages of
// `cargo build --message-format=json-render-diagnostics` on stdin and
// prints the path of the artifact of the kind and name given (a bin's
// executable, else its first file ending in the suffix given, if any).
// Cargo's own answer honours CARGO_TARGET_DIR, relative or not, and a
// target-dir set in its config, which a path under target/ does not.
//
//   cargo build ... --message-format=json-render-diagnostics | node web/cargo-artifact.mjs KIND NAME [SUFFIX]
//
// web/build.sh finds the module so (cdylib flipswap_web .wasm), and
// web/test/run.sh the command (bin flipswap). Exits 1 when cargo named none.

import { readFileSync } from 'node:fs';

const [kind, name, suffix = ''] = process.argv.slice(2);
if (!kind || !name) {
  console.error('usage: node web/cargo-artifact.mjs KIND NAME [SUFFIX] < cargo-messages');
  process.exit(2);
}

let found = null;
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (!line.startsWith('{')) continue;
  const m = JSON.parse(line);
  if (m.reason !== 'compiler-artifact' || m.target.name !== name || !m.target.kind.includes(kind)) continue;
  found = m.executable ?? m.filenames.find((f) => f.endsWith(suffix)) ?? found;
}
if (!found) {
  console.error(`cargo-artifact: cargo built no ${kind} ${name}${suffix ? ` (${suffix})` : ''}`);
  process.exit(1);
}
console.log(found);
