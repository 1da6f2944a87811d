#!/usr/bin/env bash
# Runs the test suite under a sanitizer, in a build directory of its own
# (.build/asan, .build/tsan) so the everyday build is left alone.
#
#   Scripts/sanitize.sh address            # ASan, leak detection on
#   Scripts/sanitize.sh address --filter FastPathTests   # further arguments go to swift test
#
# Leak reports from Foundation's own caches are suppressed by
# Scripts/lsan-suppressions.txt (see there why); anything else fails the run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

[ $# -ge 1 ] || {
  echo "usage: Scripts/sanitize.sh address|thread [SWIFT-TEST-ARGUMENT...]" >&2
  exit 64
}
sanitizer=$1
shift
case $sanitizer in address | thread) ;; *)
  echo "unknown sanitizer: $sanitizer (address or thread)" >&2
  exit 64
  ;;
esac

# The Swift backtracer hangs under the sanitizers; their own reports say where.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/Scripts/lsan-suppressions.txt:print_suppressions=0}
scratch=.build/asan
[ "$sanitizer" = thread ] && scratch=.build/tsan
swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
