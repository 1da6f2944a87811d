#!/bin/sh
# What the library weighs (issue 23): builds a minimal release executable that
# imports only SectionIndexCollation (and the tables it reads,
# SectionIndexCollationTables) and opens every locale it lists, prints
# its sections' sizes, the .rodata a table takes (per generated table: each
# string literal's bytes, which is what it costs in .rodata) and, when a web
# build exists (Scripts/build-web.sh, with or without --locales), each of
# its files raw and gzip -9, and what a page of each CJK locale downloads in
# total (wasm + JS + the data files that locale fetches), gzip.
#
#   Scripts/size.sh              build the probe, print everything
#   Scripts/size.sh --web-only   only the web build's files
#   Scripts/size.sh --write      print everything and keep it in
#                                Benchmarks/SIZES.md, the one place the
#                                README and the Guides point to for sizes
#                                (build the web builds first)
#
# Environment: SWIFTC (default: swiftc on PATH).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/size"
objects="$out/objects"
mkdir -p "$objects"
swiftc=${SWIFTC:-$(command -v swiftc)}

if [ "${1-}" = "--write" ]; then
  "$0" >"$out/report.txt"
  {
    echo "# What the library weighs"
    echo
    echo "Written by \`Scripts/size.sh --write\` on $(date -u '+%Y-%m-%d %H:%M UTC') at"
    echo "$(git -C "$root" rev-parse --short HEAD) ($(uname -m), $("$swiftc" --version 2>/dev/null | head -n 1)):"
    echo "a minimal release app that opens every locale, the bytes each generated table"
    echo "takes in .rodata (SectionIndexJapanese's with the core's), and each file of the"
    echo "web builds in .build/ (\`Scripts/build-web.sh\`, with and without \`--locales\`),"
    echo "raw and \`gzip -9\`. Data files under \`section-index-data/\` are fetched only"
    echo "by a page whose locales or records need them."
    echo
    echo '```'
    cat "$out/report.txt"
    echo '```'
  } >"$root/Benchmarks/SIZES.md"
  cat "$out/report.txt"
  exit 0
fi

if [ "${1-}" != "--web-only" ]; then
  flags="-O -wmo -parse-as-library -package-name swift_section_index -I $objects"
  # shellcheck disable=SC2046,SC2086
  "$swiftc" $flags -module-name SectionIndexAlgorithms -emit-module \
    -emit-module-path "$objects/SectionIndexAlgorithms.swiftmodule" -c -o "$objects/SectionIndexAlgorithms.o" \
    $(find "$root/Sources/SectionIndexAlgorithms" -name '*.swift' | sort)
  # shellcheck disable=SC2046,SC2086
  "$swiftc" $flags -module-name SectionIndexCollationTables -emit-module \
    -emit-module-path "$objects/SectionIndexCollationTables.swiftmodule" \
    -c -o "$objects/SectionIndexCollationTables.o" \
    $(find "$root/Sources/SectionIndexCollationTables" -name '*.swift' | sort)
  # shellcheck disable=SC2046,SC2086
  "$swiftc" $flags -module-name SectionIndexCollation -emit-module \
    -emit-module-path "$objects/SectionIndexCollation.swiftmodule" -c -o "$objects/SectionIndexCollation.o" \
    $(find "$root/Sources/SectionIndexCollation" -name '*.swift' | sort)
  cat >"$out/main.swift" <<'SWIFT'
import SectionIndexCollation

// Every locale, so that nothing the library carries can be stripped.
var titles = 0
for identifier in IndexedCollation.availableLocales {
  titles += IndexedCollation(locale: identifier).sectionTitles.count
}
print("\(IndexedCollation.availableLocales.count) locales, \(titles) titles")
SWIFT
  "$swiftc" -O -I "$objects" "$out/main.swift" "$objects/SectionIndexCollation.o" \
    "$objects/SectionIndexCollationTables.o" "$objects/SectionIndexAlgorithms.o" -o "$out/size-probe"
  strip "$out/size-probe"
  "$out/size-probe"
  echo "== minimal app ($(date -u +%Y-%m-%d), $(uname -m), swiftc -O, stripped): $(wc -c <"$out/size-probe") bytes"
  size -A "$out/size-probe" | awk '$1 ~ /^\./ && $2 > 4096 { printf "  %-22s %10d\n", $1, $2 }'
  echo "== generated tables (bytes in .rodata)"
  python3 "$root/Tools/table-sizes.py" "$root/Sources/SectionIndexCollationTables/Generated"/*.swift \
    "$root/Sources/SectionIndexJapaneseTables/Generated"/*.swift
fi

# Every web build there is: .build/web (every locale) and each
# .build/web-locales-LIST (Scripts/build-web.sh --locales LIST).
for web in "$root/.build/web" "$root/.build"/web-locales-*; do
  [ -d "$web" ] || continue
  # Relative to the repository, so that Benchmarks/SIZES.md does not name
  # the folder (or the worktree) it was written in.
  echo "== web build (${web#"$root"/})"
  total=0
  gz=0
  for f in "$web"/*; do
    [ -f "$f" ] || continue
    raw=$(wc -c <"$f")
    z=$(gzip -9c "$f" | wc -c)
    printf "  %-28s %10d raw %10d gzip\n" "$(basename "$f")" "$raw" "$z"
    case "$f" in *.wasm | *.js) total=$((total + raw)) gz=$((gz + z)) ;; esac
  done
  printf "  %-28s %10d raw %10d gzip\n" "wasm + js" "$total" "$gz"
  # The data files a page fetches only for the locale that needs them.
  for f in "$web"/section-index-data/*.data; do
    [ -f "$f" ] || continue
    printf "  %-28s %10d raw %10d gzip (on demand)\n" "section-index-data/$(basename "$f")" \
      "$(wc -c <"$f")" "$(gzip -9c "$f" | wc -c)"
  done
  # What a page of each CJK locale downloads in total (issue 36): the wasm
  # and JS above and the data files that locale fetches (the files of
  # Tools/locale-subset.py's ON_DEMAND that hold its tailoring or its
  # readings; han.data, fetched only for ideographs its tables do not list,
  # is left out).
  [ -d "$web/section-index-data" ] || continue
  for page in "ja:ja.data" "zh-Hans:zh.data pinyin.data" "zh-Hant:zh_Hant.data" \
    "zh-Hant-u-co-zhuyin:zhuyin.data" "ko:ko.data"; do
    locale=${page%%:*}
    files=${page#*:}
    page_raw=$total
    page_gz=$gz
    for name in $files; do
      f="$web/section-index-data/$name"
      [ -f "$f" ] || continue 2
      page_raw=$((page_raw + $(wc -c <"$f")))
      page_gz=$((page_gz + $(gzip -9c "$f" | wc -c)))
    done
    printf "  %-28s %10d raw %10d gzip (wasm + js + %s)\n" "page $locale" "$page_raw" "$page_gz" \
      "$(echo "$files" | sed 's/ / + /g')"
  done
done
