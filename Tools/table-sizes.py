#!/usr/bin/env python3
"""Bytes each generated table takes in a binary's .rodata: the UTF-8 length
of each `[package] let NAME: StaticString` literal (with its escapes resolved; a raw
literal, `#` before its quotes, as it is) and the element size times count of each
`let NAME: [UIntN]` array literal.

    python3 Tools/table-sizes.py Sources/SectionIndexCollationTables/Generated/*.swift
"""
import argparse
import os
import re

import generated

STRING = re.compile(r'^(?:package )?let (\w+): StaticString = (#?)"{3}\n(.*?)\n"{3}\2', re.S | re.M)
ARRAY = re.compile(r'^(?:package )?let (\w+): \[UInt(8|16|32|64)\] = \[(.*?)\]', re.S | re.M)


def literal_bytes(body: str, raw: bool) -> int:
    return len((body if raw else generated.swift_unescape(body)).encode("utf-8"))


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="table-sizes.py", description="Prints the bytes each generated table takes in .rodata.")
    parser.add_argument("files", nargs="+", metavar="FILE.swift", help="generated Swift files")
    rows = []
    for path in parser.parse_args().files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for m in STRING.finditer(text):
            rows.append((literal_bytes(m.group(3), m.group(2) == "#"), os.path.basename(path), m.group(1)))
        for m in ARRAY.finditer(text):
            count = len([x for x in m.group(3).split(",") if x.strip()])
            rows.append((count * int(m.group(2)) // 8, os.path.basename(path), m.group(1)))
    rows.sort(reverse=True)
    for size, path, name in rows:
        if size >= 1024:
            print("  %-28s %-26s %10d" % (name, path, size))
    print("  %-55s %10d" % ("(%d tables below 1 KiB)" % sum(1 for r in rows if r[0] < 1024),
                            sum(r[0] for r in rows if r[0] < 1024)))
    print("  %-55s %10d" % ("total", sum(r[0] for r in rows)))


if __name__ == "__main__":
    main()
