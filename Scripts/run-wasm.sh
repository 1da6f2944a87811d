#!/bin/sh
# Runs the WebAssembly build (.build/wasm/section-index.wasm, made by
# Scripts/build-wasm.sh) on standard input, under node or wasmkit.
#
#   Scripts/run-wasm.sh group --locale TAG [--names] < FILE
#   Scripts/run-wasm.sh conformance < Tests/SectionIndexCollationTests/Resources/RootOrder.txt
#
# `group` prints what `section-index group --locale TAG [--names] --format tsv`
# prints, with the same warnings and exit status. WASM_RUNTIME=node (the
# default when node is installed) or wasmkit (the toolchain's interpreter);
# SECTION_INDEX_WASM names another build.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
wasm=${SECTION_INDEX_WASM:-$root/.build/wasm/section-index.wasm}
[ -f "$wasm" ] || { echo "run-wasm: no $wasm; run Scripts/build-wasm.sh" >&2; exit 1; }
runtime=${WASM_RUNTIME:-}
if [ -z "$runtime" ]; then
  if command -v node >/dev/null; then runtime=node; else runtime=wasmkit; fi
fi
case $runtime in
  node)
    exec node --no-warnings "$root/Scripts/wasi-run.mjs" "$wasm" "$@"
    ;;
  wasmkit)
    set --  "$wasm" "$@"
    for name in LC_ALL LC_COLLATE LANG; do
      eval "value=\${$name-}"
      eval "isset=\${$name+x}"
      # shellcheck disable=SC2154
      [ -n "$isset" ] && set -- --env "$name=$value" "$@"
    done
    exec wasmkit run "$@"
    ;;
  *)
    echo "run-wasm: WASM_RUNTIME must be node or wasmkit, not '$runtime'" >&2
    exit 64
    ;;
esac
