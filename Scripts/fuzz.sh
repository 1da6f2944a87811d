#!/usr/bin/env bash
# Builds a libFuzzer target from Fuzz/ with the address sanitizer and runs it
# on a copy of its checked-in seed corpus.
#
#   Scripts/fuzz.sh collation 600     # one target for 600 s
#   Scripts/fuzz.sh all 60            # every target, 60 s each (what CI runs)
#   Scripts/fuzz.sh readers 60 -max_len=256   # further arguments go to libFuzzer
#
# A target is Fuzz/TARGET.swift compiled together with the sources it tests (so
# internal API is reachable); its seeds are Fuzz/corpus/TARGET/. The binary,
# the growing corpus, the log and any findings go under .build/fuzz/. Exits
# non-zero when a target finds a crash, a broken invariant, a leak or a
# timeout, and prints the reproducer's path; rerun it with
#
#   SWIFT_BACKTRACE=enable=no .build/fuzz/TARGET REPRODUCER
#
# FUZZ_SWIFTFLAGS adds compiler flags, such as "-D SOME_CONDITION".
# Needs only the Swift toolchain: it ships libFuzzer and the ASan runtime.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

targets=(collation readers)

usage() {
  echo "usage: Scripts/fuzz.sh TARGET|all SECONDS [LIBFUZZER-ARGUMENT...]" >&2
  echo "targets: ${targets[*]}" >&2
  exit 64
}

[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
case $seconds in '' | *[!0-9]*) usage ;; esac

# The sources each target is compiled with, beside its harness.
sources() {
  case $1 in
    collation)
      # With the tests' in-memory form of the command line's path: the
      # test target's folder of what the harness shares with it.
      find Sources/SectionIndexCollation -name '*.swift' | sort
      find Tests/SectionIndexCollationTests/SharedWithFuzz -name '*.swift' | sort
      ;;
    readers)
      # The records library, whole (SectionIndexIO and SectionIndexCollation,
      # which it imports, and the collation's tables are modules of their
      # own: `modules readers`).
      find Sources/SectionIndexRecords -name '*.swift' | sort
      ;;
    *) return 1 ;;
  esac
}

module() {
  case $1 in
    collation) echo SectionIndexCollation ;;
    readers) echo SectionIndexRecords ;;
  esac
}

out=.build/fuzz
# The Swift backtracer hangs under the address sanitizer; libFuzzer prints
# the stack instead.
export SWIFT_BACKTRACE=enable=no

# The package's targets a harness imports, each a module of its own built
# whole from its folder (their declarations have `package` access), in the
# order they import each other.
modules() {
  case $1 in
    collation) echo SectionIndexAlgorithms SectionIndexCollationTables ;;
    readers) echo SectionIndexAlgorithms SectionIndexCollationTables SectionIndexIO SectionIndexCollation ;;
  esac
}

package_name=swift_section_index
# build_module NAME [BEFORE...]: Sources/NAME as $out/modules/NAME.o and its
# interface, rebuilt when its sources or those of the modules it imports
# (BEFORE) are newer.
build_module() {
  local name=$1 dir=$out/modules folders=() m
  for m in "$@"; do folders+=("Sources/$m"); done
  if [ -f "$dir/$name.o" ] \
    && [ -z "$(find "${folders[@]}" -name '*.swift' -newer "$dir/$name.o" | head -1)" ]; then
    return 0
  fi
  mkdir -p "$dir"
  echo "== Building module $name"
  # shellcheck disable=SC2046 # one argument a source file
  swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -I "$dir" \
    -module-name "$name" -package-name "$package_name" \
    -emit-module -emit-module-path "$dir/$name.swiftmodule" \
    -c $(find "Sources/$name" -name '*.swift' | sort) -o "$dir/$name.o" \
    || return 1
}

build() {
  local target=$1 binary=$out/$1
  local files
  files=$(sources "$target")
  mkdir -p "$out"
  local objects="" before=() m
  for m in $(modules "$target"); do
    build_module "$m" "${before[@]}" || return 1
    before+=("$m")
    objects="$objects $out/modules/$m.o"
  done
  # Rebuild when the harness, a source or the flags changed.
  local stamp="$out/$target.flags"
  if [ -x "$binary" ] && [ "$(cat "$stamp" 2>/dev/null)" = "${FUZZ_SWIFTFLAGS:-}" ] \
    && [ -z "$(find "Fuzz/$target.swift" $files $objects -newer "$binary" | head -1)" ]; then
    return 0
  fi
  echo "== Building fuzz target $target"
  local start=$SECONDS
  # shellcheck disable=SC2086 # FUZZ_SWIFTFLAGS and $objects are lists
  swiftc -sanitize=fuzzer,address -parse-as-library -O -use-ld=lld \
    -module-name "$(module "$target")" -package-name "$package_name" ${FUZZ_SWIFTFLAGS:-} \
    -I "$out/modules" "Fuzz/$target.swift" $files $objects \
    -o "$binary" || return 1
  echo "${FUZZ_SWIFTFLAGS:-}" >"$stamp"
  echo "   built in $((SECONDS - start)) s"
}

run() {
  local target=$1
  shift
  sources "$target" >/dev/null || usage
  # Checked here: `run … || failed=1` turns off `set -e` inside.
  if ! build "$target"; then
    echo "FAILED: fuzz target $target does not build" >&2
    return 1
  fi
  local corpus=$out/corpus/$target findings=$out/findings/$target log=$out/$target.log
  # The checked-in seeds stay as they are; new inputs go to the scratch corpus.
  mkdir -p "$corpus" "$findings"
  cp "Fuzz/corpus/$target"/* "$corpus/"
  echo "== Fuzzing $target for $seconds s (log: $log)"
  local status=0
  "$out/$target" -max_total_time="$seconds" -timeout=20 -print_final_stats=1 \
    -artifact_prefix="$findings/" "$@" "$corpus" >"$log" 2>&1 || status=$?
  local runs
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if [ "$status" -ne 0 ]; then
    grep -v '^#[0-9]' "$log" | tail -40 >&2
    local reproducer
    reproducer=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
    echo "FAILED: fuzz target $target (exit $status) after ${runs:-?} inputs" >&2
    echo "reproducer: ${reproducer:-none written; see $log}" >&2
    echo "rerun: SWIFT_BACKTRACE=enable=no $out/$target ${reproducer:-FILE}" >&2
    return 1
  fi
  echo "   $target: ${runs:-?} inputs, no finding; corpus $(find "$corpus" -type f | wc -l) files"
}

if [ "$target" = all ]; then
  failed=0
  for t in "${targets[@]}"; do run "$t" "$@" || failed=1; done
  exit $failed
fi
run "$target" "$@"
