#!/bin/sh
# Runs the Guide's Spark SQL snippet (Guides/IndexedCollation.md, after
# "<!-- spark-snippet -->"), as written, in a local Apache Spark on the keys of
# an input split in two parts (the second keyed with --part and beginning with
# U+FEFF), records holding tabs, quotes, a lone CR and NUL, in several locales;
# the sorted result must be what `section-index group` prints for the whole
# input, byte for byte.
#
# Needs PyPI's pyspark and a Java 17 runtime (Debian: openjdk-17-jre-headless).
# Usage: Scripts/test-spark.sh [--no-build]
set -eu
cd "$(dirname "$0")/.."

if [ "${1:-}" != "--no-build" ]; then
  swift build --product section-index >/dev/null
fi
tool="$(swift build --show-bin-path)/section-index"
python3 -c "import pyspark" 2>/dev/null || {
  echo "test-spark: pyspark is not installed (python3 -m pip install pyspark)" >&2
  exit 1
}

work="$(mktemp -d "${TMPDIR:-/tmp}/section-index-spark.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Part 1 ends with a line feed; part 2 begins with U+FEFF, which is data.
printf 'Anna\tB\ttab\n"quoted" name\nO'"'"'Brien, "Jr"\nlone\rCR\nnul\000byte\n曾国藩\nさとう\nZoë\n' \
  >"$work/part1.txt"
printf '\357\273\277Zed first\n曾国藩\nÄrlig\n张三\nAnna\n' >"$work/part2.txt"
cat "$work/part1.txt" "$work/part2.txt" >"$work/whole.txt"

python3 - "$tool" "$work" <<'EOF'
import os, re, subprocess, sys

tool, work = sys.argv[1], sys.argv[2]
guide = open("Guides/IndexedCollation.md", encoding="utf-8").read()
snippet = re.search(r"<!-- spark-snippet -->\s*```sql\n(.*?)```", guide, re.S).group(1)
statements = [s.strip() for s in snippet.split(";") if s.strip()]

from pyspark.sql import SparkSession
os.chdir(work)  # before the JVM starts: Spark resolves 'keys/*.tsv' from its own directory
spark = (SparkSession.builder.master("local[2]").appName("section-index keys")
         .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").getOrCreate())
spark.sparkContext.setLogLevel("ERROR")
failures = 0
for locale in ["en", "sv", "zh-Hans,ja,en", "en,zh-Hans"]:
    os.makedirs("keys", exist_ok=True)
    for name, extra in [("part1", []), ("part2", ["--part"])]:
        with open("keys/%s.tsv" % name, "wb") as out:
            # --input lines: part1 holds a NUL, which would make it look binary.
            subprocess.run([tool, "keys", "--locale", locale, "--input", "lines"] + extra + [name + ".txt"],
                           stdout=out, check=True)
    spark.catalog.clearCache()
    for statement in statements[:-1]:
        spark.sql(statement)
    rows = spark.sql(statements[-1]).collect()
    got = "".join(r["title"] + "\t" + r["record"] + "\n" for r in rows).encode("utf-8")
    want = subprocess.run([tool, "group", "--locale", locale, "--input", "lines", "whole.txt"],
                          capture_output=True, check=True).stdout
    if got == want:
        print("test-spark: %s: %d records, same as group" % (locale, len(rows)))
    else:
        failures += 1
        print("test-spark: %s: differs from group\n--- spark\n%r\n--- group\n%r"
              % (locale, got, want), file=sys.stderr)
    spark.sql("DROP VIEW IF EXISTS keyed")
spark.stop()
sys.exit(1 if failures else 0)
EOF
