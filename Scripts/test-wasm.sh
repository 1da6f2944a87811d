#!/bin/sh
# Checks that the WebAssembly build (32-bit, Embedded Swift) gives the native
# results: the root order test (ICU 78) inside the wasm build, and
# `run-wasm.sh group` against the native `section-index group --format tsv`
# for every corpus locale (zh-Hans with and without --names), invalid UTF-8,
# unknown and malformed locales (stdout, warnings and exit status); then the
# same for a build for chosen locales (Scripts/build-wasm.sh --locales
# en,de,sv,fr, compiled without the pinyin and Japanese readers) on their
# corpora.
#
#   Scripts/test-wasm.sh             builds both, then checks
#   Scripts/test-wasm.sh --no-build  uses the existing builds
#
# Needs what Scripts/build-wasm.sh needs, and node or wasmkit.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
resources=Tests/SectionIndexCollationTests/Resources

if [ "${1-}" != "--no-build" ]; then
  Scripts/build-wasm.sh
  Scripts/build-wasm.sh --locales en,de,sv,fr
  swift build --product section-index >&2
fi
native="$(swift build --show-bin-path)/section-index"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

echo "== Root order (ICU 78) inside the wasm build"
result=$(Scripts/run-wasm.sh conformance < "$resources/RootOrder.txt") || true
echo "$result"
[ "$result" = "336828 passed, 0 failed" ] || fail "conformance: $result"

# same NAME INPUT [GROUP ARGUMENTS...]: stdout, stderr and exit status of the
# native tool (tsv) and the wasm build agree on INPUT.
same() {
  name=$1
  input=$2
  shift 2
  set +e
  "$native" group --format tsv "$@" < "$input" > "$work/native.out" 2> "$work/native.err"
  native_status=$?
  Scripts/run-wasm.sh group "$@" < "$input" > "$work/wasm.out" 2> "$work/wasm.err"
  wasm_status=$?
  set -e
  if ! cmp -s "$work/native.out" "$work/wasm.out"; then
    fail "$name: output differs"
    diff "$work/native.out" "$work/wasm.out" | head -n 10 >&2
  elif ! cmp -s "$work/native.err" "$work/wasm.err"; then
    fail "$name: warnings differ"
    diff "$work/native.err" "$work/wasm.err" | head -n 10 >&2
  elif [ "$native_status" != "$wasm_status" ]; then
    fail "$name: exit status $wasm_status, native $native_status"
  else
    echo "ok   $name ($(wc -l < "$work/wasm.out") records)"
  fi
}

echo "== group: the corpus of every locale, native and wasm"
for file in "$resources"/corpus/*.txt; do
  locale=$(basename "$file" .txt)
  [ "$locale" = shared ] && continue
  # As Corpus.records(for:) reads it: the locale's records, then the shared ones.
  cat "$file" "$resources/corpus/shared.txt" > "$work/$locale.txt"
  same "$locale" "$work/$locale.txt" --locale "$locale"
done
same "zh-Hans --names" "$work/zh-Hans.txt" --locale zh-Hans --names
same "Samples/names.txt zh-Hans --names" Samples/names.txt --locale zh-Hans --names
same "several locales" "$work/ja.txt" --locale "zh-Hans, ja,en"

echo "== group: bad input"
# Invalid UTF-8 on twelve lines (ten named, then a count), a BOM, CRLF, empty lines.
printf '\357\273\277Zebra\r\n\nab\377c\n' > "$work/bad.txt"
i=0
while [ $i -lt 11 ]; do
  printf 'x\300y %s\n\n' "$i" >> "$work/bad.txt"
  i=$((i + 1))
done
printf '\342\202\nÅsa\n' >> "$work/bad.txt"
same "invalid UTF-8" "$work/bad.txt" --locale sv
same "unknown locale" "$work/sv.txt" --locale xx-Unknown
same "unknown locale and invalid UTF-8" "$work/bad.txt" --locale klingon
same "malformed locale" "$work/sv.txt" --locale "_x!,,@@-"
same "empty input" /dev/null --locale de

# Usage errors: the wasm build names fewer options in its usage line, so only
# the first line of the message and the status must agree.
usage() {
  name=$1
  shift
  set +e
  "$native" group "$@" < /dev/null > /dev/null 2> "$work/native.err"
  native_status=$?
  Scripts/run-wasm.sh group "$@" < /dev/null > /dev/null 2> "$work/wasm.err"
  wasm_status=$?
  set -e
  if [ "$(head -n 1 "$work/native.err")" != "$(head -n 1 "$work/wasm.err")" ]; then
    fail "$name: $(head -n 1 "$work/wasm.err") / native: $(head -n 1 "$work/native.err")"
  elif [ "$native_status" != "$wasm_status" ]; then
    fail "$name: exit status $wasm_status, native $native_status"
  else
    echo "ok   $name (exit $wasm_status)"
  fi
}
usage "empty --locale" --locale ""
usage "missing --locale value" --locale
usage "unknown option" --bogus

echo "== A build for en,de,sv,fr (Scripts/build-wasm.sh --locales)"
SECTION_INDEX_WASM=.build/wasm-locales-en-de-sv-fr/section-index.wasm
export SECTION_INDEX_WASM
# Only the records in the root's core (Tools/locale-subset.py CORE: Latin,
# Greek, Cyrillic, symbols): such a build has no Han order and leaves the
# root's other scripts out (data files of the web build, han.data and
# root.data, which Tests/Web/section-index.test.mjs supplies), so neither
# the root order test. First, that the others are refused, not misordered.
for locale in en de sv fr; do
  python3 -c 'import importlib.util, sys
spec = importlib.util.spec_from_file_location("subset", "Tools/locale-subset.py")
subset = importlib.util.module_from_spec(spec)
spec.loader.exec_module(subset)
sys.stdout.writelines(l for l in open(sys.argv[1], encoding="utf-8")
                      if all(subset.in_core(ord(c)) for c in l))' \
    "$work/$locale.txt" > "$work/$locale-no-han.txt"
  same "$locale (en,de,sv,fr build)" "$work/$locale-no-han.txt" --locale "$locale"
done
set +e
printf 'Anna\nمحمد\n' | Scripts/run-wasm.sh group --locale en > /dev/null 2> "$work/wasm.err"
status=$?
set -e
if [ "$status" = 1 ] && grep -q "root.data" "$work/wasm.err"; then
  echo "ok   a record beyond the root's core is refused (en,de,sv,fr build)"
else
  fail "a record beyond the root's core: exit $status, $(head -n 1 "$work/wasm.err")"
fi
same "several locales (en,de,sv,fr build)" "$work/sv-no-han.txt" --locale "sv,de-AT,en"
unset SECTION_INDEX_WASM

# String ==, < and hashing link Embedded Swift's normalization tables and
# code (~40 KB of the web wasm): strings the package compares are ASCII
# identifiers or its own NFC titles, compared by their bytes (UTF8Key), and
# the index bar matches a caller's titles with the package's own tables.
echo "== The web wasm files link no standard library normalization"
for map in .build/wasm/section-index-web.map .build/wasm-locales-en-de-sv-fr/section-index-web.map; do
  if [ ! -f "$map" ]; then
    fail "no link map $map (Scripts/build-wasm.sh writes it)"
  elif grep -q 'UnicodeNormalization' "$map"; then
    fail "$map: section-index-web.wasm links UnicodeNormalization: a String ==, <, hash, Set<String> or Dictionary<String, …> in what it links (wasm-opt --print-call-graph names the callers, Guides/WebAssembly.md)"
  else
    echo "ok   no UnicodeNormalization in $map"
  fi
done

if [ "$failures" -gt 0 ]; then
  echo "$failures wasm check(s) failed" >&2
  exit 1
fi
echo "all wasm checks passed"
