#!/bin/sh
# Builds the web demo of the index bar into .build/web/ (index.html, the
# modules of Web/ minified by esbuild, the wasm build
# they run on, section-index-web.wasm from Scripts/build-wasm.sh, and
# demo-records.json from Tools/demo-records.py,
# which only the demo page loads) and the npm package into
# .build/web/package/ (package.json "section-index", the modules, their
# types, the wasm, a README for web developers, Web/package/README.md, and
# LICENSE and THIRD-PARTY-NOTICES.md, also beside the data files).
#
#   Scripts/build-web.sh [--no-build] [--locales en,de,sv,fr]
#   python3 -m http.server --bind 127.0.0.1 -d .build/web   # then http://127.0.0.1:8000/?locale=sv
#   npm install ./.build/web/package                       # or npm pack it
#
# --no-build: reuse .build/wasm. --locales LIST: only those locales' collation
# data (any list; see Tools/locale-subset.py for what a tag keeps), into
# .build/web-locales-LIST/ (and its package/); a page asking for another
# locale gets an error naming it (IndexedCollation.omittedLocale(for:)), not
# root's sections. Without --locales, the Chinese, Japanese and Korean
# tables, the largest other tailorings (my, ar, bo) and the root beyond the
# scripts of Latin, Greek, Cyrillic and CJK pages (root.data) are data
# files in section-index-data/ (Tools/locale-subset.py --on-demand), which
# the page fetches when a locale or its records need them
# (SectionIndexEngine.prepare); a file that cannot be fetched is an error
# naming it. Every build has section-index-data/han.data, the root's order
# of ideographs, fetched only for records holding one that their locales'
# tables do not list.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
# package.json's "repository".
repository=https://github.com/swift-section-index/swift-section-index
build=1
locales=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --locales)
      [ -n "${2-}" ] || { echo "build-web: --locales needs a list (en,de,sv,fr)" >&2; exit 64; }
      locales=$2
      shift
      ;;
    *) echo "build-web: unknown option $1 (--no-build, --locales LIST)" >&2; exit 64 ;;
  esac
  shift
done
suffix=""
[ -z "$locales" ] || suffix="-locales-$(printf %s "$locales" | tr -c 'A-Za-z0-9' -)"
if [ "$build" = 1 ]; then
  if [ -n "$locales" ]; then "$root/Scripts/build-wasm.sh" --locales "$locales"; else "$root/Scripts/build-wasm.sh"; fi
fi
wasm="$root/.build/wasm$suffix/section-index-web.wasm"
out="$root/.build/web$suffix"
modules="section-index.js section-index-worker.js section-index-list.js list-model.js"
mkdir -p "$out"
cp "$root/Web/index.html" "$root/LICENSE" "$root/THIRD-PARTY-NOTICES.md" "$out/"
# The modules as a page downloads them: minified by esbuild (Debian's
# esbuild; Web/ has the commented source). esbuild drops every comment,
# so the bundlers' hints go back before each dynamic import (only
# section-index.js's import of node:fs, which browsers never reach): as many
# as the source has, or the build stops.
version=$(sed -n 's/^## Unreleased (\([0-9.]*\)).*/\1/p' "$root/CHANGELOG.md" | head -n 1)
hint='/* webpackIgnore: true */ /* @vite-ignore */ '
for module in $modules; do
  esbuild "$root/Web/$module" --minify --format=esm --target=es2022 --charset=utf8 --legal-comments=none \
    --log-level=warning --banner:js="// section-index ${version:-0.0.0}: Web/$module, minified by esbuild" \
    --outfile="$out/$module.tmp"
  hinted=$(grep -oF "import($hint" "$root/Web/$module" | wc -l)
  imports=$(grep -oF 'import(' "$out/$module.tmp" | wc -l)
  if [ "$hinted" != "$imports" ]; then
    echo "build-web: Web/$module has $imports dynamic imports minified, $hinted with the bundler hints" >&2
    exit 1
  fi
  sed "s#import(#import($hint#g" "$out/$module.tmp" >"$out/$module"
  rm "$out/$module.tmp"
done
cp "$wasm" "$out/"
# The data files (the full build's CJK tables and others, every build's han.data),
# fetched on demand.
data="$root/.build/wasm$suffix/web-data"
rm -rf "$out/section-index-data"
cp -R "$data" "$out/section-index-data"
# The notices beside the data they are about.
cp "$root/LICENSE" "$root/THIRD-PARTY-NOTICES.md" "$out/section-index-data/"
# The demo's records, which only the demo page loads (not in the wasm).
python3 "$root/Tools/demo-records.py" "$out/demo-records.json"

package="$out/package"
rm -rf "$package"
mkdir -p "$package"
for module in $modules; do cp "$out/$module" "$package/"; done
cp "$root/Web/package/README.md" "$root/Web/package/section-index.d.ts" \
  "$root/Web/package/section-index-list.d.ts" "$wasm" "$root/LICENSE" "$root/THIRD-PARTY-NOTICES.md" "$package/"
cp -R "$out/section-index-data" "$package/section-index-data"
cat >"$package/package.json" <<JSON
{
  "name": "section-index",
  "version": "${version:-0.0.0}",
  "description": "Locale-aware sections and an index bar for lists of names, in 200+ languages (IndexedCollation on WebAssembly)",
  "license": "Apache-2.0 AND Unicode-3.0 AND MIT",
  "repository": { "type": "git", "url": "git+${repository}.git", "directory": "Web" },
  "type": "module",
  "main": "./section-index.js",
  "types": "./section-index.d.ts",
  "exports": {
    ".": { "types": "./section-index.d.ts", "default": "./section-index.js" },
    "./list": { "types": "./section-index-list.d.ts", "default": "./section-index-list.js" },
    "./section-index-web.wasm": "./section-index-web.wasm",
    "./section-index-data/*": "./section-index-data/*",
    "./package.json": "./package.json"
  },
  "sideEffects": ["./section-index-list.js"],
  "files": ["*.js", "*.d.ts", "section-index-web.wasm", "section-index-data", "README.md", "LICENSE", "THIRD-PARTY-NOTICES.md"],
  "engines": { "node": ">=18" },
  "keywords": ["collation", "index bar", "IndexBar", "alphabet", "pinyin", "contacts", "web component", "wasm"]
}
JSON
echo "wrote $out and $package" >&2
