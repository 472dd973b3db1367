#!/usr/bin/env bash
# The browser test of flipswap's page: installs what it needs (Debian's
# Chromium when /usr/bin/chromium is missing, playwright-core by npm ci),
# builds the page and the module into web/dist (web/build.sh), then runs
# web/test/browser.mjs, which serves web/dist on a free localhost port
# itself and stops it at the end.
#
#   bash web/test/browser.sh [SCREENSHOT_DIR]
#
# The screenshots go to SCREENSHOT_DIR, else $SCREENSHOTS, else
# web/test/screenshots/.
set -euo pipefail
# A relative CARGO_TARGET_DIR is the caller's directory's, as cargo takes it.
if [ -n "${CARGO_TARGET_DIR:-}" ] && [ "${CARGO_TARGET_DIR#/}" = "$CARGO_TARGET_DIR" ]; then
    export CARGO_TARGET_DIR="$PWD/$CARGO_TARGET_DIR"
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

if [ ! -x /usr/bin/chromium ]; then
    echo "browser.sh: installing chromium"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium >/dev/null
fi
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "browser.sh: installing nodejs and npm"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq nodejs npm >/dev/null
fi

(cd web/test && npm ci --no-audit --no-fund --loglevel=error)

bash web/build.sh

node web/test/browser.mjs "$@"
