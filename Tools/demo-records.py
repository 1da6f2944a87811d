#!/usr/bin/env python3
"""Writes the demo's records as JSON for the web build (issue 23), so that
they stay out of section-index-web.wasm: every page would download them.

    python3 Tools/demo-records.py OUT.json

{"samples": [SampleNames.all], "territories": {key: [names]}} from the
committed Sources/section-index/Generated/TerritoryNames.swift (CLDR
territory names, © Unicode, Inc., under the Unicode License) and
Sources/section-index/Demo/SampleNames.swift; the page asks the wasm for the
key a locale uses (si_demo_key, the CLI's DemoData.tableKey) and sections
the territories under it followed by the samples, as `section-index demo` does.
"""
import argparse
import json
import os
import re
import sys

import generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, "Sources", "section-index")
STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="demo-records.py", description="Writes the web demo's records: country names and sample names.")
    parser.add_argument("out", metavar="OUT.json", help="the file to write")
    out = parser.parse_args().out
    with open(os.path.join(CLI, "Generated", "TerritoryNames.swift"), encoding="utf-8") as f:
        territories = f.read()
    body = territories[territories.index("static let names: [String: String] = ["):]
    strings = [generated.swift_unescape(s) for s in STRING.findall(body)]
    if len(strings) % 2:
        sys.exit("demo-records: TerritoryNames.swift is not in the layout this script reads")
    names = {strings[i]: strings[i + 1].split("|") for i in range(0, len(strings), 2)}
    with open(os.path.join(CLI, "Demo", "SampleNames.swift"), encoding="utf-8") as f:
        samples_text = f.read()
    samples = [generated.swift_unescape(s) for s in STRING.findall(samples_text[samples_text.index("static let all"):])]
    if "en" not in names or not samples:
        sys.exit("demo-records: no English names or no samples found")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"samples": samples, "territories": names}, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")


if __name__ == "__main__":
    main()
