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
# (objects-web/) with the big CJK tables and the largest other tailorings
# out of it, in data files the page fetches on demand
# (Tools/locale-subset.py --on-demand, into web-data/; han.data, the root's
# order of ideographs no tailoring lists, and root.data, the root beyond
# the scripts of Latin, Greek, Cyrillic and CJK pages, too):
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
# The table modules (SectionIndexCollationTables, SectionIndexJapaneseTables)
# are folders a build picks, each compiled whole: $tables/NAME. The
# checked-in ones (Sources/) for the CLI's wasm; those Tools/locale-subset.py
# writes (the same declarations, the chosen locales' tables or the big CJK
# tables left for the page to supply; rewritten only when they change, so
# that the objects stay up to date) for --locales and for the web wasm.
# manifest: the folder of the Wasm module's OnDemandData.swift (the data
# files the page supplies; none where everything is compiled in).
if [ -n "$locales" ]; then
  # Only the chosen locales' tables: LocaleData.swift also says which
  # readings the build carries, so that their readers' code leaves with them.
  python3 "$root/Tools/locale-subset.py" "$locales" "$out/tables" "$out/web-data.new"
  tables="$out/tables"
  manifest="$out/tables/OnDemand"
else
  # Everything compiled in: the checked-in tables, no data files
  # (Wasm/WebData.swift); the web wasm's tables for the second pass below.
  python3 "$root/Tools/locale-subset.py" --on-demand "$out/web-tables" "$out/web-data.new"
  tables="$root/Sources"
  manifest="$out/web-tables/CompiledIn"
fi
rm -rf "$out/web-data"
mv "$out/web-data.new" "$out/web-data"

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

# The modules of the tables, those that import them, and the runner: twice
# without --locales. tables (where the table modules' folders are) and
# manifest: what this pass compiles.
modules_with_tables() {
  imports=""
  # shellcheck disable=SC2046
  module SectionIndexCollationTables -- $(sources "$tables/SectionIndexCollationTables")
  # shellcheck disable=SC2046
  module SectionIndexJapaneseTables -- $(sources "$tables/SectionIndexJapaneseTables")
  imports="$objects/SectionIndexAlgorithms.swiftmodule $objects/SectionIndexCollationTables.swiftmodule"
  # shellcheck disable=SC2046
  module SectionIndexCollation -enable-testing -suppress-warnings -- $(sources "$root/Sources/SectionIndexCollation")
  # Japanese readings for kanji (as the native tool derives them for ja).
  imports="$imports $objects/SectionIndexCollation.swiftmodule $objects/SectionIndexJapaneseTables.swiftmodule"
  # shellcheck disable=SC2046
  module SectionIndexJapanese -- $(sources "$root/Sources/SectionIndexJapanese")
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
  "$wasi/crt1-command.o" "$objects/SectionIndexCollationTables.o" "$objects/SectionIndexJapaneseTables.o" \
  "$objects/SectionIndexWasm.o" "$objects/SectionIndexCommandLine.o" \
  "$objects/SectionIndexIO.o" "$objects/SectionIndexCollation.o" "$objects/SectionIndexBarModel.o" \
  "$objects/SectionIndexAlgorithms.o" "$objects/SectionIndexJapanese.o" -L"$wasi" -lc "$embedded/libswiftUnicodeDataTables.a" ${builtins:+"$builtins"}

# The same objects as a WASI reactor for the web component
# (Wasm/WebExports.swift): no main, the si_* functions exported; without
# --locales, the tables' modules again with the data files' tables left out.
shared="$objects"
if [ -z "$locales" ]; then
  objects="$out/objects-web"
  mkdir -p "$objects"
  for m in SectionIndexAlgorithms SectionIndexBarModel SectionIndexIO; do
    cmp -s "$shared/$m.swiftmodule" "$objects/$m.swiftmodule" || cp -p "$shared/$m.swiftmodule" "$objects/"
  done
  tables="$out/web-tables"
  manifest="$out/web-tables/OnDemand"
  modules_with_tables
fi
echo "== linking section-index-web.wasm" >&2
exports=$(sed -n 's/^@_cdecl("\(si_[a-z_]*\)").*/--export=\1/p' "$root"/Wasm/Web*.swift)
# shellcheck disable=SC2086
# The table modules' objects first: the LTO module lays their literals out
# first, as when they were the collation's own files (the web wasm 1.9 KB
# gzip smaller than with them last; the data's order, not its bytes).
# The map (section-index-web.map) names what was linked from where:
# Scripts/test-wasm.sh checks that no standard library normalization table is.
"$bin/wasm-ld" -o "$out/section-index-web.wasm" -Map="$out/section-index-web.map" \
  --gc-sections --strip-all --entry _initialize $exports \
  "$wasi/crt1-reactor.o" "$objects/SectionIndexCollationTables.o" "$objects/SectionIndexJapaneseTables.o" \
  "$objects/SectionIndexWasm.o" "$objects/SectionIndexCommandLine.o" \
  "$shared/SectionIndexIO.o" "$objects/SectionIndexCollation.o" "$shared/SectionIndexBarModel.o" \
  "$shared/SectionIndexAlgorithms.o" "$objects/SectionIndexJapanese.o" -L"$wasi" -lc "$embedded/libswiftUnicodeDataTables.a" ${builtins:+"$builtins"}

for wasm in "$out/section-index.wasm" "$out/section-index-web.wasm"; do
  if [ "${WASM_OPT:-1}" != 0 ] && command -v wasm-opt >/dev/null; then
    echo "== wasm-opt -Oz $(basename "$wasm")" >&2
    # The features wasm-ld's output uses; binaryen assumes none of them.
    # --low-memory-unused: wasm-ld puts data from --global-base (1024) on
    # and the stack after it, so the first 1 KB is never addressed and
    # constant offsets may fold into loads and stores.
    features="--enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int"
    # shellcheck disable=SC2086
    wasm-opt $features -Oz --low-memory-unused "$wasm" -o "$wasm.opt"
    # The web wasm, which pages download: the passes run again to
    # convergence (--converge) can make the file smaller and its gzip
    # larger, or the other way round, so whichever gzips smaller is kept
    # (-9, as Scripts/size.sh measures).
    if [ "$wasm" = "$out/section-index-web.wasm" ]; then
      # shellcheck disable=SC2086
      wasm-opt $features -Oz --converge --low-memory-unused "$wasm" -o "$wasm.converged"
      if [ "$(gzip -9 -c "$wasm.converged" | wc -c)" -lt "$(gzip -9 -c "$wasm.opt" | wc -c)" ]; then
        echo "== wasm-opt -Oz --converge: smaller in gzip" >&2
        mv "$wasm.converged" "$wasm.opt"
      fi
      rm -f "$wasm.converged"
    fi
    cat "$wasm.opt" >"$wasm"  # the linked file's mode kept
    rm "$wasm.opt"
  fi
  ls -l "$wasm" >&2
done
