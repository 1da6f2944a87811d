#!/usr/bin/env python3
"""Fails when a generated table's header names a data source that
THIRD-PARTY-NOTICES.md does not list (issue 34): every source shipped is
listed with its license.

    python3 Tools/check-notices.py [--notices FILE] [FILE …]

Reads the header (the leading comment lines) of each generated table,
`Sources/*/Generated/*.swift` and `Tools/data/*` by default, and takes as a
source each name it gives as a version (`CLDR 48`, `pypinyin 0.55.0`,
`SudachiDict core 20261015`), with a license (`pypinyin (MIT)`) or after a
bibliography tag (`[BJX]  百家姓`). Each must appear as a word in the notices
file's "## Sources" section.
"""
import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VERSION = r"(?:\d+\.\d+(?:\.\d+)*|\d{2,})"
NAMED = [
    # A name and its version: "Unicode 17.0.0", "ICU 78.3's", "SudachiDict core 20261015".
    re.compile(r"(?<![\w/.-])([A-Za-z][\w-]*)(?: core)? v?" + VERSION + r"\b"),
    # A name and its license: "pypinyin (MIT)".
    re.compile(r"(?<![\w/.-])([^\W\d][\w-]*) \((?:MIT|Apache-2\.0|BSD|Unicode License|public domain)"),
    # A bibliography tag and the source's name: "[XH]   现代汉语词典".
    re.compile(r"\[[A-Z]+\]\s+(\w+)"),
]
# Words the patterns take that name a license, not a source ("The MIT License (MIT)").
NOT_SOURCES = {"License"}


def header(path: Path) -> str:
    """The leading comment lines (`//` in Swift, doc comments `///` aside; `#` in data files)."""
    lines = []
    swift = path.suffix == ".swift"
    for line in path.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        if swift and text.startswith("//") and not text.startswith("///"):
            lines.append(text[2:])
        elif not swift and text.startswith("#"):
            lines.append(text[1:])
        else:
            break
    return " ".join(lines)


def sources_named(text: str) -> set[str]:
    names: set[str] = set()
    for pattern in NAMED:
        names.update(pattern.findall(text))
    return names - NOT_SOURCES


def listed_section(notices: str) -> str:
    """The "## Sources" section of the notices file."""
    match = re.search(r"^## Sources\n(.*?)(?=^## |\Z)", notices, re.S | re.M)
    if not match:
        raise SystemExit("check-notices: the notices file has no '## Sources' section")
    return match.group(1)


def main() -> None:
    parser = argparse.ArgumentParser(prog="check-notices.py", description=__doc__.splitlines()[0])
    parser.add_argument("--notices", type=Path, default=ROOT / "THIRD-PARTY-NOTICES.md")
    parser.add_argument("files", nargs="*", type=Path, help="generated tables (default: all of them)")
    args = parser.parse_args()
    files = args.files or sorted(ROOT.glob("Sources/*/Generated/*.swift")) + sorted(
        p for p in (ROOT / "Tools/data").iterdir() if p.is_file())
    listed = listed_section(args.notices.read_text(encoding="utf-8"))
    missing = []
    checked = 0
    for path in files:
        for name in sorted(sources_named(header(path))):
            checked += 1
            if not re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", listed):
                shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                missing.append(f"{shown}: its header names {name}, which {args.notices.name} does not list")
    for line in missing:
        print(f"check-notices: {line}", file=sys.stderr)
    if missing:
        sys.exit(1)
    print(f"check-notices: {checked} sources named in {len(files)} tables, each listed in {args.notices.name}")


if __name__ == "__main__":
    main()
