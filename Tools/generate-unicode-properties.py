#!/usr/bin/env python3
"""Generates the Unicode character properties swift-section-index decides with.

Reads ICU 78's character data (PyPI's icukit-pyicu, Unicode 17; see
icudata.py) and writes:

  Sources/SectionIndexAlgorithms/Generated/UnicodePropertyData.swift

Usage: python3 Tools/generate-unicode-properties.py [--check]
  --check  regenerate into a temporary folder and fail if any byte differs.

Only the properties the library's code asks, so that its answers are Unicode
17's on every platform (the standard library's `Unicode.Scalar.Properties`
answer with whichever Unicode version the platform's Swift ships) and the
Embedded Swift web build links none of the standard library's property
tables (Sources/SectionIndexAlgorithms/UnicodeProperties.swift reads them):

- code point sets, as the boundaries of their ranges (first, last + 1, ...),
  each a difference from the one before: White_Space; the characters skipped
  before a name's first letter (White_Space, gc=Cf,
  Default_Ignorable_Code_Point); separators (White_Space, gc=P*, gc=Z*);
  Ideographic; word characters (Alphabetic, or a Numeric_Type);
- the lowercase mapping of each scalar on its own (Unicode's full mapping,
  without context or language, as `String.lowercased()` maps scalar by
  scalar): runs of scalars at a stride of 1 or 2 that map by the same
  difference, and the scalars that lowercase to more than one.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generated  # noqa: E402
import icu  # noqa: E402
import icudata  # noqa: E402

SCRIPT = "generate-unicode-properties.py"
OUTPUT = "Sources/SectionIndexAlgorithms/Generated/UnicodePropertyData.swift"

# name, ICU set pattern, what the doc comment says it holds.
SETS = [
    ("whiteSpaceData", "[:White_Space:]", "White_Space."),
    ("skippedAtStartData", "[[:White_Space:][:Cf:][:Default_Ignorable_Code_Point:]]",
     "White_Space, gc=Cf and Default_Ignorable_Code_Point: what a name's section skips before its first letter."),
    ("separatorData", "[[:White_Space:][:P:][:Z:]]",
     "White_Space, punctuation (gc=P*) and separators (gc=Z*): what search reads between words."),
    ("ideographicData", "[:Ideographic:]", "Ideographic."),
    ("wordData", "[[:Alphabetic:][:^Nt=None:]]",
     "Alphabetic, or with a Numeric_Type: the characters of words (pinyin spacing)."),
]


def ranges(pattern: str) -> list[tuple[int, int]]:
    """The (first, last) ranges of an ICU set pattern's code points."""
    s = icu.UnicodeSet(pattern)
    return [(ord(s.getRangeStart(i)), ord(s.getRangeEnd(i))) for i in range(s.getRangeCount())]


def boundaries(pattern: str) -> list[int]:
    """The range boundaries, each the difference from the one before."""
    out: list[int] = []
    previous = 0
    for first, last in ranges(pattern):
        out += [first - previous, last + 1 - first]
        previous = last + 1
    return out


def lowercase_mappings() -> dict[int, list[int]]:
    """{scalar: [scalars]} for every scalar whose lowercase is another."""
    root = icu.Locale.getRoot()
    out: dict[int, list[int]] = {}
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        lower = str(icu.UnicodeString(chr(cp)).toLower(root))
        if lower != chr(cp):
            out[cp] = [ord(c) for c in lower]
    return out


def lowercase_runs(mappings: dict[int, list[int]]) -> list[tuple[int, int, int, int]]:
    """(first, count, stride, difference) runs of the single-scalar mappings."""
    singles = sorted((cp, m[0] - cp) for cp, m in mappings.items() if len(m) == 1)
    runs: list[tuple[int, int, int, int]] = []
    for cp, diff in singles:
        if runs:
            first, count, stride, d = runs[-1]
            last = first + (count - 1) * stride
            if d == diff and (count == 1 and cp - last in (1, 2) or count > 1 and cp - last == stride):
                runs[-1] = (first, count + 1, cp - last if count == 1 else stride, d)
                continue
        runs.append((cp, 1, 1, diff))
    return runs


def lowercase_numbers(mappings: dict[int, list[int]]) -> list[int]:
    """Runs: first (difference from the last scalar of the run before), count,
    stride, zigzag difference; the run count first."""
    runs = lowercase_runs(mappings)
    out, previous = [len(runs)], 0
    for first, count, stride, diff in runs:
        out += [first - previous, count, stride, generated.zigzag32(diff)]
        previous = first + (count - 1) * stride
    return out


def expanding_numbers(mappings: dict[int, list[int]]) -> list[int]:
    """Scalar, count, then the scalars of each lowercase longer than one."""
    out: list[int] = []
    for cp in sorted(mappings):
        if len(mappings[cp]) > 1:
            out += [cp, len(mappings[cp])] + mappings[cp]
    return out


def generate(out_root: str) -> None:
    source = "ICU %s's character data (Unicode %s)" % (icudata.ICU_VERSION, icudata.UNICODE_VERSION)
    parts = [generated.header(SCRIPT, source).rstrip("\n")]
    for name, pattern, doc in SETS:
        parts.append(generated.swift_numbers(
            name, boundaries(pattern),
            "/// %s\n/// Range boundaries (first, last + 1, …), each the difference from the one before." % doc))
    mappings = lowercase_mappings()
    parts.append(generated.swift_numbers(
        "lowercaseRunData", lowercase_numbers(mappings),
        "/// Lowercase mappings to one scalar: the run count, then per run its first scalar\n"
        "/// (the difference from the last of the run before), count, stride and zigzag difference."))
    parts.append(generated.swift_numbers(
        "lowercaseExpansionData", expanding_numbers(mappings),
        "/// Lowercase mappings to several scalars: the scalar, the count, the scalars."))
    generated.write(out_root, OUTPUT, "\n".join(parts))


def main() -> None:
    generated.run(generate, SCRIPT, "Unicode properties")


if __name__ == "__main__":
    main()
