#!/bin/sh
# Builds the package's targets the wasm needs (each folder whole, as SwiftPM
# sees it) with Embedded Swift for wasm32, with the runner in Wasm/ (group,
# conformance), and links them against Debian's wasi-libc into
# .build/wasm/section-index.wasm (a WASI command).
#
#   Scripts/build-wasm.sh            build (wasm-opt -Oz too when binaryen is installed)
#   Scripts/build-wasm.sh --locales en,de,sv,fr
#                                    only those locales' data (Tools/locale-subset.py;
#                                    Japanese readings only with ja),
#                                    into .build/wasm-locales-en-de-sv-fr/
#                                    (the Han order in web-data/han.data, for
#                                    both wasm files; the root's entries
#                                    beyond Latin, Greek, Cyrillic and symbols
#                                    in web-data/root.data when the locales'
#                                    titles allow: its RootCollationData.swift)
#
# Without --locales, section-index-web.wasm is compiled a second time
# (objects-web/) with the big CJK tables out of it, in data files the page
# fetches on demand (Tools/locale-subset.py --on-demand, into web-data/;
# han.data, the root's order of ideographs no tailoring lists, too):
# section-index.wasm, the CLI's, keeps everything.
#
# Needs: the Swift toolchain (swiftc, wasm-ld) and the apt package wasi-libc;
# binaryen (wasm-opt) is used when installed, and the compiler builtins of
# libclang-rt-*-dev-wasm32 are linked when installed (nothing needs them today).
# Environment: SWIFTC (default: swiftc on PATH), WASI_LIB (default
# /usr/lib/wasm32-wasi), WASM_OPT=0 to skip wasm-opt.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
locales=""
if [ "${1-}" = "--locales" ]; then
  [ -n "${2-}" ] || { echo "build-wasm: --locales needs a list (en,de,sv,fr)" >&2; exit 64; }
  locales=$2
fi
suffix=""
[ -z "$locales" ] || suffix="-locales-$(printf %s "$locales" | tr -c 'A-Za-z0-9' -)"
out="$root/.build/wasm$suffix"
objects="$out/objects"
mkdir -p "$objects"
collation_sources=$(find "$root/Sources/SectionIndexCollation" -name '*.swift' | sort)
japanese_sources=$(find "$root/Sources/SectionIndexJapanese" -name '*.swift' | sort)
if [ -n "$locales" ]; then
  # The chosen locales' tables in place of the generated LocaleData.swift,
  # PinyinData.swift and JapaneseData.swift (rewritten only when they change,
  # so that the objects stay up to date): LocaleData.swift also says which
  # readings the build carries, so that their readers' code leaves with them.
  python3 "$root/Tools/locale-subset.py" "$locales" "$out/subset.new" "$out/web-data.new"
  mkdir -p "$out/subset"
  for f in LocaleData.swift PinyinData.swift JapaneseData.swift OnDemandData.swift RootCollationData.swift; do
    cmp -s "$out/subset.new/$f" "$out/subset/$f" || mv "$out/subset.new/$f" "$out/subset/$f"
  done
  rm -rf "$out/subset.new" "$out/web-data"
  mv "$out/web-data.new" "$out/web-data"
  collation_sources=$(printf '%s\n' "$collation_sources" |
    grep -v -e '/Generated/LocaleData.swift$' -e '/Generated/PinyinData.swift$' -e '/Generated/RootCollationData.swift$')
  collation_sources="$collation_sources $out/subset/LocaleData.swift $out/subset/PinyinData.swift $out/subset/RootCollationData.swift"
  japanese_sources="$(printf '%s\n' "$japanese_sources" | grep -v '/Generated/JapaneseData.swift$') $out/subset/JapaneseData.swift"
  mkdir -p "$out/manifest"
  cmp -s "$out/subset/OnDemandData.swift" "$out/manifest/OnDemandData.swift" ||
    cp -p "$out/subset/OnDemandData.swift" "$out/manifest/"
  manifest="$out/manifest"
else
  # Everything compiled in: no data files (Wasm/WebData.swift).
  manifest="$out/manifest"
  mkdir -p "$manifest"
  python3 "$root/Tools/locale-subset.py" --on-demand "$out/web-subset.new" "$out/web-data.new"
  mkdir -p "$out/web-subset"
  for f in LocaleData.swift PinyinData.swift JapaneseData.swift OnDemandData.swift RootCollationData.swift; do
    cmp -s "$out/web-subset.new/$f" "$out/web-subset/$f" || mv "$out/web-subset.new/$f" "$out/web-subset/$f"
  done
  rm -rf "$out/web-subset.new" "$out/web-data"
  mv "$out/web-data.new" "$out/web-data"
  sed 's/^  (.*//' "$out/web-subset/OnDemandData.swift" >"$out/OnDemandData.swift.new"
  cmp -s "$out/OnDemandData.swift.new" "$manifest/OnDemandData.swift" ||
    mv "$out/OnDemandData.swift.new" "$manifest/OnDemandData.swift"
  rm -f "$out/OnDemandData.swift.new"
fi

swiftc=${SWIFTC:-$(command -v swiftc)}
bin=$(dirname "$(readlink -f "$swiftc")")
usr=$(dirname "$bin")
embedded="$usr/lib/swift/embedded/wasm32-unknown-none-wasm"
wasi=${WASI_LIB:-/usr/lib/wasm32-wasi}
builtins=$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | tail -n 1)

for need in "$bin/wasm-ld" "$embedded/libswiftUnicodeDataTables.a" "$wasi/libc.a" "$wasi/crt1-command.o"; do
  [ -e "$need" ] || { echo "build-wasm: missing $need (apt-get install wasi-libc?)" >&2; exit 1; }
done

# The stack protector needs __stack_chk_guard, which wasi-libc lacks.
# -lto=llvm-full: the objects are LLVM bitcode, optimized as one program when
# wasm-ld links them (--lto-O2, its default; functions keep -Osize's
# attributes): 16.7 KB less code than per-module objects (issue 23).
# -sil-disable-pass=closure-specialize: a function that takes a closure
# (sort(by:), split(whereSeparator:), …) is compiled once per element type,
# not once more for each closure passed to it (~40 copies of the sort of
# about 2-3 KB each), at the cost of a call per comparison: 30-40 KB less
# code, no measurable time on 100k records (issue 23). Optimizations only:
# what the code does is unchanged.
flags="-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
  -enable-experimental-feature Extern -Xfrontend -disable-stack-protector
  -wmo -Osize -lto=llvm-full -Xllvm -sil-disable-pass=closure-specialize
  -parse-as-library -package-name swift_section_index"

# module NAME [extra flags] -- FILES...: one whole-module object and its interface.
module() {
  name=$1
  shift
  extra=""
  while [ "$1" != "--" ]; do
    extra="$extra $1"
    shift
  done
  shift
  # Up to date: the object is newer than its sources, the modules it
  # imports ($imports) and this script (its flags).
  # shellcheck disable=SC2086
  if [ -f "$objects/$name.o" ] &&
    [ -z "$(find "$@" ${imports-} "$root/Scripts/build-wasm.sh" -newer "$objects/$name.o" 2>/dev/null | head -n 1)" ]; then
    echo "== $name (up to date)" >&2
    return 0
  fi
  echo "== $name" >&2
  # shellcheck disable=SC2086
  "$swiftc" $flags -I "$objects" $extra -module-name "$name" -emit-module \
    -emit-module-path "$objects/$name.swiftmodule" -c -o "$objects/$name.o" "$@"
}

# Untyped `rethrows` in the public API is only a warning in Embedded Swift
# (the closures passed here do not throw): -suppress-warnings keeps the log
# readable. -enable-testing lets the conformance command reach the collator itself, as
# ConformanceTests does.
# Each module is one of the package's targets, compiled whole: every
# .swift file under its folder (sources), as SwiftPM sees it.
sources() {
  find "$@" -name '*.swift' | sort
}
# shellcheck disable=SC2046
module SectionIndexAlgorithms -- $(sources "$root/Sources/SectionIndexAlgorithms")
# shellcheck disable=SC2046
module SectionIndexBarModel -- $(sources "$root/Sources/SectionIndexBarModel")
# Reading lines, UTF-8, JSON strings and buffered output over WASI
# (System/Platform.swift), as the records library has them natively.
imports="$objects/SectionIndexAlgorithms.swiftmodule"
# shellcheck disable=SC2046
module SectionIndexIO -- $(sources "$root/Sources/SectionIndexIO")

# The modules that hold the tables, those that import them, and the runner:
# twice without --locales. collation_sources, japanese_sources, manifest
# (the folder of the on-demand manifest): what this pass compiles.
modules_with_tables() {
  imports="$objects/SectionIndexAlgorithms.swiftmodule"
  # shellcheck disable=SC2086
  module SectionIndexCollation -enable-testing -suppress-warnings -- $collation_sources
  # Japanese readings for kanji (as the native tool derives them for ja).
  imports="$objects/SectionIndexCollation.swiftmodule $objects/SectionIndexAlgorithms.swiftmodule"
  # shellcheck disable=SC2086
  module SectionIndexJapanese -- $japanese_sources
  # The executable's argument parsing, help, --locale and output formats,
  # so that the runner parses, warns and writes exactly as
  # `section-index group` does.
  imports="$imports $objects/SectionIndexIO.swiftmodule"
  # shellcheck disable=SC2046
  module SectionIndexCommandLine -- $(sources "$root/Sources/SectionIndexCommandLine")
  imports="$imports $objects/SectionIndexBarModel.swiftmodule $objects/SectionIndexJapanese.swiftmodule $objects/SectionIndexCommandLine.swiftmodule"
  # shellcheck disable=SC2046
  module SectionIndexWasm -- $(sources "$root/Wasm" "$manifest")
}
modules_with_tables

echo "== linking section-index.wasm" >&2
"$bin/wasm-ld" -o "$out/section-index.wasm" --gc-sections --strip-all \
  "$wasi/crt1-command.o" "$objects/SectionIndexWasm.o" "$objects/SectionIndexCommandLine.o" \
  "$objects/SectionIndexIO.o" "$objects/SectionIndexCollation.o" "$objects/SectionIndexBarModel.o" \
  "$objects/SectionIndexAlgorithms.o" "$objects/SectionIndexJapanese.o" -L"$wasi" -lc "$embedded/libswiftUnicodeDataTables.a" ${builtins:+"$builtins"}

# The same objects as a WASI reactor for the web component
# (Wasm/WebExports.swift): no main, the si_* functions exported; without
# --locales, the tables' modules again with the CJK tables as data files.
shared="$objects"
if [ -z "$locales" ]; then
  objects="$out/objects-web"
  mkdir -p "$objects"
  for m in SectionIndexAlgorithms SectionIndexBarModel SectionIndexIO; do
    cmp -s "$shared/$m.swiftmodule" "$objects/$m.swiftmodule" || cp -p "$shared/$m.swiftmodule" "$objects/"
  done
  collation_sources="$(printf '%s\n' "$collation_sources" |
    grep -v -e '/Generated/LocaleData.swift$' -e '/Generated/PinyinData.swift$' -e '/Generated/RootCollationData.swift$') $out/web-subset/LocaleData.swift $out/web-subset/PinyinData.swift $out/web-subset/RootCollationData.swift"
  japanese_sources="$(printf '%s\n' "$japanese_sources" | grep -v '/Generated/JapaneseData.swift$') $out/web-subset/JapaneseData.swift"
  mkdir -p "$out/web-manifest"
  cmp -s "$out/web-subset/OnDemandData.swift" "$out/web-manifest/OnDemandData.swift" ||
    cp -p "$out/web-subset/OnDemandData.swift" "$out/web-manifest/"
  manifest="$out/web-manifest"
  modules_with_tables
fi
echo "== linking section-index-web.wasm" >&2
exports=$(sed -n 's/^@_cdecl("\(si_[a-z_]*\)").*/--export=\1/p' "$root"/Wasm/Web*.swift)
# shellcheck disable=SC2086
# The map (section-index-web.map) names what was linked from where:
# Scripts/test-wasm.sh checks that no standard library normalization table is.
"$bin/wasm-ld" -o "$out/section-index-web.wasm" -Map="$out/section-index-web.map" \
  --gc-sections --strip-all --entry _initialize $exports \
  "$wasi/crt1-reactor.o" "$objects/SectionIndexWasm.o" "$objects/SectionIndexCommandLine.o" \
  "$shared/SectionIndexIO.o" "$objects/SectionIndexCollation.o" "$shared/SectionIndexBarModel.o" \
  "$shared/SectionIndexAlgorithms.o" "$objects/SectionIndexJapanese.o" -L"$wasi" -lc "$embedded/libswiftUnicodeDataTables.a" ${builtins:+"$builtins"}

for wasm in "$out/section-index.wasm" "$out/section-index-web.wasm"; do
  if [ "${WASM_OPT:-1}" != 0 ] && command -v wasm-opt >/dev/null; then
    echo "== wasm-opt -Oz $(basename "$wasm")" >&2
    # The features wasm-ld's output uses; binaryen assumes none of them.
    # --low-memory-unused: wasm-ld puts data from --global-base (1024) on
    # and the stack after it, so the first 1 KB is never addressed and
    # constant offsets may fold into loads and stores.
    wasm-opt --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int -Oz --low-memory-unused "$wasm" -o "$wasm"
  fi
  ls -l "$wasm" >&2
done
