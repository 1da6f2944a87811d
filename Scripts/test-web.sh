#!/bin/sh
# Tests of the web build: builds .build/web (the demo and the npm package),
# .build/web-locales-en-de-sv-fr (a build for chosen locales) and
# the native CLI, runs sectionIndex() and the component's core under
# `node --test` (Tests/Web/*.test.mjs), checks the package's .d.ts with
# `tsc --noEmit` on Tests/Web/types, then Tests/Web/web_test.py and
# Tests/Web/element_test.py and Tests/Web/react_test.py (Playwright driving
# Debian's chromium; React 18 server rendering and hydration).
#
#   Scripts/test-web.sh [--no-build]       --no-build: reuse .build/wasm
#   Scripts/test-web.sh --screenshot       regenerate Web/screenshot.png (README)
#   Scripts/test-web.sh --bench FILE       time FILE's records (zh-Hans names): first render
#                                          and scrolling in the page, sectioning in Node,
#                                          each against Intl.Collator sorting alone
#
# Needs: apt chromium (and fonts-wqy-microhei for Chinese in the screenshot),
# node-typescript, node-react and node-react-dom (tsc, React 18 and its types),
# esbuild,
# pip playwright (no browser download: the test uses /usr/bin/chromium).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=1
extra=""
# --screenshot and --bench build only when there is no wasm build yet.
case ${1-} in
  --no-build) build=0 ;;
  --screenshot) build=0; extra="--screenshot Web/screenshot.png" ;;
  --bench) build=0; extra="--bench $2" ;;
esac
if [ "$build" = 1 ] || [ ! -f .build/wasm/section-index-web.wasm ]; then
  Scripts/build-wasm.sh
fi
Scripts/build-web.sh --no-build
# The build for chosen locales too (its root in two parts: root.data).
if [ "$build" = 1 ] || [ ! -f .build/wasm-locales-en-de-sv-fr/section-index-web.wasm ]; then
  Scripts/build-wasm.sh --locales en,de,sv,fr
fi
Scripts/build-web.sh --no-build --locales en,de,sv,fr
# The .d.ts files against a consumer's TypeScript (Tests/Web/types): Debian's
# tsc (node-typescript) and React 18's types (node-react), in a project with
# the package installed as node_modules/section-index.
case ${1-} in
  --bench | --screenshot) ;;
  *)
    types=$(mktemp -d)
    cp Tests/Web/types/* "$types/"
    mkdir -p "$types/node_modules/@types"
    ln -s "$root/.build/web/package" "$types/node_modules/section-index"
    ln -s /usr/share/nodejs/@types/react "$types/node_modules/@types/react"
    printf '{ "type": "module", "private": true }\n' >"$types/package.json"
    (cd "$types" && tsc -p tsconfig.json && tsc -p tsconfig.react.json)
    echo "types: tsc --noEmit on Tests/Web/types/consumer.ts and consumer-react.tsx" >&2
    rm -rf "$types"
    ;;
esac
swift build --product section-index >&2
cli="$(swift build --show-bin-path)/section-index"
case ${1-} in
  --bench) node Tests/Web/bench.mjs "$2" ;;
  --screenshot) ;;
  *) SECTION_INDEX_CLI="$cli" node --test Tests/Web/ ;;
esac
# shellcheck disable=SC2086
python3 Tests/Web/web_test.py --cli "$cli" $extra
case ${1-} in
  --bench | --screenshot) ;;
  *)
    python3 Tests/Web/element_test.py
    python3 Tests/Web/react_test.py
    ;;
esac
