#!/bin/sh
# Builds the web demo of the index bar (issue 16) into .build/web/: index.html,
# the <section-index-list> module (Web/section-index-list.js) and the wasm
# build it runs on (section-index-web.wasm, from Scripts/build-wasm.sh).
#
#   Scripts/build-web.sh [--no-build] [--locales en,de,sv,fr]
#   python3 -m http.server -d .build/web  # then open http://localhost:8000/?locale=sv
#
# --no-build: reuse .build/wasm. --locales LIST: only those locales' collation
# data (any list; see Tools/locale-subset.py for what a tag keeps), into
# .build/web-locales-LIST/; a page asking for another locale gets an error
# naming it (IndexedCollation.omittedLocale(for:)), not root's sections.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
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
out="$root/.build/web$suffix"
mkdir -p "$out"
cp "$root/Web/index.html" "$root/Web/section-index-list.js" "$out/"
cp "$root/.build/wasm$suffix/section-index-web.wasm" "$out/"
echo "wrote $out" >&2
