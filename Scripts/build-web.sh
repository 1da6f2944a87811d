#!/bin/sh
# Builds the web demo of the index bar into .build/web/ (index.html, the
# modules of Web/ and the wasm build they run on, section-index-web.wasm from
# Scripts/build-wasm.sh) and the npm package into .build/web/package/
# (package.json "section-index", the modules, their types, the wasm and a
# README for web developers, Web/package/README.md).
#
#   Scripts/build-web.sh [--no-build]     --no-build: reuse .build/wasm
#   python3 -m http.server --bind 127.0.0.1 -d .build/web   # then http://127.0.0.1:8000/?locale=sv
#   npm install ./.build/web/package                       # or npm pack it
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
[ "${1-}" = "--no-build" ] || "$root/Scripts/build-wasm.sh"
out="$root/.build/web"
modules="section-index.js section-index-list.js list-model.js"
mkdir -p "$out"
cp "$root/Web/index.html" "$out/"
for module in $modules; do cp "$root/Web/$module" "$out/"; done
cp "$root/.build/wasm/section-index-web.wasm" "$out/"

package="$out/package"
rm -rf "$package"
mkdir -p "$package"
for module in $modules; do cp "$root/Web/$module" "$package/"; done
cp "$root/Web/package/README.md" "$root/Web/package/section-index.d.ts" \
  "$root/Web/package/section-index-list.d.ts" "$root/.build/wasm/section-index-web.wasm" "$package/"
version=$(sed -n 's/^## Unreleased (\([0-9.]*\)).*/\1/p' "$root/CHANGELOG.md" | head -n 1)
cat >"$package/package.json" <<JSON
{
  "name": "section-index",
  "version": "${version:-0.0.0}",
  "description": "Locale-aware sections and an index bar for lists of names, in 200+ languages (IndexedCollation on WebAssembly)",
  "type": "module",
  "main": "./section-index.js",
  "types": "./section-index.d.ts",
  "exports": {
    ".": { "types": "./section-index.d.ts", "default": "./section-index.js" },
    "./list": { "types": "./section-index-list.d.ts", "default": "./section-index-list.js" },
    "./section-index-web.wasm": "./section-index-web.wasm",
    "./package.json": "./package.json"
  },
  "sideEffects": ["./section-index-list.js"],
  "files": ["*.js", "*.d.ts", "section-index-web.wasm", "README.md"],
  "engines": { "node": ">=18" },
  "keywords": ["collation", "index bar", "IndexBar", "alphabet", "pinyin", "contacts", "web component", "wasm"]
}
JSON
echo "wrote $out and $package" >&2
