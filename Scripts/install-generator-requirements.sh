#!/bin/sh
# Installs what the generators under Tools/ need to regenerate the committed
# tables (and what their --check in .ci/run needs): Debian's unicode-data and
# unicode-cldr-core (UCA's allkeys and conformance cases, Unihan, CLDR 41's
# annotations), and from PyPI the pinned Tools/requirements.txt (ICU 78.3 for
# Python as icukit-pyicu, unicodedata2 at Unicode 17). What is installed
# already is left alone.
#
#   Scripts/install-generator-requirements.sh
#
# The Japanese readings' refresh (generate-japanese.py --refresh) needs more:
# see the README's "Data".
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)

missing=""
for p in unicode-data unicode-cldr-core; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  # shellcheck disable=SC2086
  apt-get install -y -q $missing
fi

# Each pin of requirements.txt that is not installed at its version.
python3 - "$root/Tools/requirements.txt" <<'PY' || python3 -m pip install -q -r "$root/Tools/requirements.txt"
import sys
from importlib.metadata import PackageNotFoundError, version

for line in open(sys.argv[1], encoding="utf-8"):
    line = line.split("#")[0].strip()
    if not line:
        continue
    name, pinned = line.split("==")
    try:
        if version(name) != pinned:
            sys.exit(1)
    except PackageNotFoundError:
        sys.exit(1)
PY
