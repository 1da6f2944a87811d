#!/bin/sh
# Builds the web demo of the index bar (issue 16) into .build/web/: index.html,
# the <section-index-list> module (Web/section-index-list.js) and the wasm
# build it runs on (section-index-web.wasm, from Scripts/build-wasm.sh).
#
#   Scripts/build-web.sh [--no-build]     --no-build: reuse .build/wasm
#   python3 -m http.server -d .build/web  # then open http://localhost:8000/?locale=sv
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
[ "${1-}" = "--no-build" ] || "$root/Scripts/build-wasm.sh"
out="$root/.build/web"
mkdir -p "$out"
cp "$root/Web/index.html" "$root/Web/section-index-list.js" "$out/"
cp "$root/.build/wasm/section-index-web.wasm" "$out/"
echo "wrote $out" >&2
