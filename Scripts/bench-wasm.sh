#!/bin/sh
# Budgets of the WebAssembly build (issue 14): the size of section-index.wasm,
# raw and gzip, and the time of `group --locale zh-Hans` on 100k records under
# node (and wasmkit with --wasmkit) next to the native release binary. Checks
# first that all runs print the same bytes.
#
#   Scripts/bench-wasm.sh [--records N] [--wasmkit]
#
# The records: surnames and given names of the zh-Hans corpus recombined, with
# one record in five from Samples/names.txt and the shared corpus (Latin, kana,
# digits, emoji), shuffled with a fixed seed. Builds nothing: run
# Scripts/build-wasm.sh and `swift build -c release --product section-index` first.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
records=100000
wasmkit=0
while [ $# -gt 0 ]; do
  case $1 in
    --records) records=$2; shift 2 ;;
    --wasmkit) wasmkit=1; shift ;;
    *) echo "usage: Scripts/bench-wasm.sh [--records N] [--wasmkit]" >&2; exit 64 ;;
  esac
done
wasm=.build/wasm/section-index.wasm
native=$(swift build -c release --show-bin-path)/section-index
for need in "$wasm" "$native"; do
  [ -f "$need" ] || { echo "bench-wasm: no $need" >&2; exit 1; }
done

corpus=.build/wasm/zh-Hans-$records.txt
python3 - "$records" "$corpus" <<'PY'
import random, sys
count, out = int(sys.argv[1]), sys.argv[2]
read = lambda p: [l for l in open(p, encoding="utf-8").read().split("\n") if l]
han = [r for r in read("Tests/SectionIndexCollationTests/Resources/corpus/zh-Hans.txt")
       if all("\u4e00" <= c <= "\u9fff" for c in r) and 2 <= len(r) <= 4]
surnames = sorted({r[0] for r in han})
given = sorted({r[1:] for r in han})
other = read("Samples/names.txt") + read("Tests/SectionIndexCollationTests/Resources/corpus/shared.txt")
rng = random.Random(14)
lines = [rng.choice(other) if rng.random() < 0.2 else rng.choice(surnames) + rng.choice(given)
         for _ in range(count)]
open(out, "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY

# best ELAPSED-SECONDS-OF-3 COMMAND...: the fastest of three runs, output to $out.
best() {
  bestTime=""
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    "$@" < "$corpus" > "$out"
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc)
    if [ -z "$bestTime" ] || [ "$(echo "$t < $bestTime" | bc)" = 1 ]; then bestTime=$t; fi
  done
  echo "$bestTime"
}

out=.build/wasm/bench-native.tsv
tNative=$(best "$native" group --locale zh-Hans --format tsv)
out=.build/wasm/bench-node.tsv
tNode=$(WASM_RUNTIME=node best Scripts/run-wasm.sh group --locale zh-Hans)
cmp -s .build/wasm/bench-native.tsv .build/wasm/bench-node.tsv || { echo "bench-wasm: node output differs" >&2; exit 1; }

raw=$(wc -c < "$wasm")
gz=$(gzip -9c "$wasm" | wc -c)
echo "| | |"
echo "| --- | --- |"
echo "| section-index.wasm | $raw bytes raw, $gz bytes gzip -9 |"
echo "| $records zh-Hans records, native release | $(printf '%.2f' "$tNative") s |"
echo "| same under node $(node --version) | $(printf '%.2f' "$tNode") s ($(echo "scale=1; $tNode / $tNative" | bc)×) |"
if [ "$wasmkit" = 1 ]; then
  out=.build/wasm/bench-wasmkit.tsv
  start=$(date +%s.%N)
  WASM_RUNTIME=wasmkit Scripts/run-wasm.sh group --locale zh-Hans < "$corpus" > "$out"
  tKit=$(echo "$(date +%s.%N) - $start" | bc)
  cmp -s .build/wasm/bench-native.tsv "$out" || { echo "bench-wasm: wasmkit output differs" >&2; exit 1; }
  echo "| same under wasmkit (one run) | $(printf '%.2f' "$tKit") s ($(echo "scale=1; $tKit / $tNative" | bc)×) |"
fi
