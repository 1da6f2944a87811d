#!/usr/bin/env python3
"""Compares the compiled root collation with ICU 78's root collator.

Sorts every code point Unicode 17 assigns with ICU's root collator (tertiary
strength) and counts the adjacent pairs that the root of Tools/generate-tables.py
(the weights compiled into RootCollationData.swift) orders the other way or
ties where ICU does not, by kind: Han, characters new since Unicode 15, and
the rest. Exits with status 1 when any pair differs.

Usage: python3 Tools/icu-reference/root-order.py   (needs icukit-pyicu, ~20 s)
"""
import os
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TOOLS)
import generated  # noqa: E402
import icudata  # noqa: E402

icu = icudata.icu
gt = generated.tool_module("generate-tables.py")

root = gt.read_root()

ours = root.key

collator = icudata.root_collator()
cps = icudata.assigned_code_points()
cps.sort(key=lambda cp: collator.getSortKey(chr(cp)))


def kind(cp: int) -> str:
    """Han, new since Unicode 15, or other."""
    if icu.Char.hasBinaryProperty(cp, icu.UProperty.UNIFIED_IDEOGRAPH):
        return "Han"
    age = tuple(int(x) for x in icu.Char.charAge(cp).split(".")[:2])
    return "new since Unicode 15" if age >= (15, 0) else "other"
bad: dict[str, int] = {}
examples: dict[str, list[str]] = {}
for a, b in zip(cps, cps[1:]):
    if collator.compare(chr(a), chr(b)) == 0:
        continue
    if ours(a) >= ours(b):
        k = kind(b) if kind(a) == kind(b) else "%s/%s" % (kind(a), kind(b))
        bad[k] = bad.get(k, 0) + 1
        examples.setdefault(k, []).append("U+%04X > U+%04X" % (a, b))
print("%s: %d assigned code points, %d adjacent pairs in ICU's order" % (icudata.source(), len(cps), len(cps) - 1))
print("pairs the compiled root orders the other way or ties: %d" % sum(bad.values()))
for k, n in sorted(bad.items(), key=lambda x: -x[1]):
    print("  %-40s %6d  e.g. %s" % (k, n, ", ".join(examples[k][:(8 if k == "other" else 4)])))
sys.exit(1 if bad else 0)
