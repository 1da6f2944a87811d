#!/bin/sh
# Runs the swift-section-index benchmark (issue 6): builds the CLI and the
# benchmark in release, compiles the ICU4C side, runs everything on one core
# and prints a Markdown report (also written to Benchmarks/.build/bench-report.md;
# a run without arguments also refreshes Benchmarks/RESULTS.md).
#
#   Scripts/bench.sh            10k, 100k and 1M records; zh-Hans, en, ja (≈ 5–10 min)
#   Scripts/bench.sh --quick    10k and 100k only
#   Scripts/bench.sh --sizes 5000,50000 --locales de,sv    (any section-index-bench option)
#   Scripts/bench.sh --cli-only  only section-index group's whole process against ICU4C's,
#                               on the held-out 1M corpus (add --quick for 100k)
#
# Needs: swift, g++, pkg-config, libicu-dev; hyperfine is used when present.
# SECTION_INDEX_SCRATCH sets the root package's build directory (default: .build).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
bench="$root/Benchmarks"
scratch=${SECTION_INDEX_SCRATCH:-$root/.build}

say() { printf '%s\n' "$*" >&2; }

# The library may be mid-change while someone else edits it: retry the build.
build_root() {
  for attempt in 1 2 3; do
    # Built as the tool is installed (see README): the Swift runtime linked
    # in, which starts it in about two thirds of the time.
    if swift build -c release --static-swift-stdlib --package-path "$root" \
      --scratch-path "$scratch" --product section-index >&2; then
      return 0
    fi
    say "root build failed (attempt $attempt); retrying in 60 s"
    sleep 60
  done
  return 1
}

say "== building section-index (release)"
cli="$scratch/release/section-index"
if ! build_root; then
  say "section-index does not build: the cold start is not measured"
  cli=""
fi

say "== building section-index-bench (release)"
swift build -c release --package-path "$bench" >&2
runner="$bench/.build/release/section-index-bench"

say "== compiling Benchmarks/ICU/icu_bench.cpp"
icu="$bench/.build/icu_bench"
# shellcheck disable=SC2046
g++ -O2 -std=c++17 -o "$icu" "$bench/ICU/icu_bench.cpp" $(pkg-config --cflags --libs icu-i18n icu-uc)

# One core, as the goals are stated; the parent only waits while a child runs.
# (The runner starts `group --jobs 2`, when the tool has it, under taskset -c 0,1.)
pin=""
if command -v taskset >/dev/null 2>&1; then pin="taskset -c 1"; fi

report="$bench/.build/bench-report.md"
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
memory=$(awk '/^MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || true)
swift_version=$(swift --version 2>&1 | head -n 1)
{
  printf '## Benchmark — %s\n\n' "$(date -u '+%Y-%m-%d %H:%M UTC')"
  printf 'Machine: %s, %s cores (run pinned to one: %s), %s RAM, %s; %s; %s.\n\n' \
    "${cpu:-unknown CPU}" "$(nproc)" "${pin:-no}" "${memory:-?}" "$(uname -sr)" "$swift_version" \
    "$("$icu" --version)"
} > "$report.head"

# shellcheck disable=SC2086
$pin "$runner" --icu "$icu" ${cli:+--cli "$cli"} --markdown-out "$report.body" "$@" >&2
cat "$report.head" "$report.body" > "$report"
rm -f "$report.head" "$report.body"
# The canonical full run (no arguments) also refreshes the committed results.
if [ "$#" -eq 0 ]; then cp "$report" "$bench/RESULTS.md"; fi
cat "$report"
