#!/usr/bin/env bash
# swift-format lint, strict (any finding fails), with the checked-in
# .swift-format, on the hand-written Swift of the package, the WebAssembly
# runner, the fuzz targets and the benchmark. Generated tables (the
# `Generated/` directories, "generated, do not edit") are written by the
# generators in Tools/ and are not listed here.
#
#   Scripts/lint.sh            # what CI runs
#   Scripts/lint.sh --list     # only print the files it lints
set -euo pipefail
cd "$(dirname "$0")/.."

files() {
  find Package.swift Sources Tests Wasm Fuzz Benchmarks/Package.swift Benchmarks/Sources \
    -name '*.swift' -not -path '*/Generated/*' -not -path '*/.build/*' | LC_ALL=C sort
}

if [ "${1-}" = --list ]; then
  files
  exit 0
fi
files | tr '\n' '\0' | xargs -0 swift-format lint --strict --parallel
