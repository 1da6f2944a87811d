#!/usr/bin/env python3
"""Generates the tables that tell which language a Han string is written in,
for indexes of several of Chinese, Japanese and Korean
(Sources/SectionIndexCollation/Internal/LanguageClassifier.swift reads them).

Reads Debian's `unicode-data` Unihan (Unicode 15; Unicode License) and
Tools/data/chinese-surnames.txt, and writes:

  Sources/SectionIndexCollationTables/Generated/HanLanguageData.swift

Usage: python3 Tools/generate-han-languages.py [--check]
  --check  regenerate into a temporary folder and fail if any byte differs.

- Japanese writes: JIS X 0208 (kJis0), the Jōyō and Jinmeiyō kanji.
- Simplified Chinese writes: GB 2312 (kGB0) and the Tongyong Guifan Hanzi
  (kTGH); Traditional Chinese: Big5 (kBigFive).
- Japanese only: what Japanese writes and neither Chinese standard has
  (込 峠 畑, shinjitai such as 沢 広 駅); Chinese only: what a Chinese
  standard has and Japanese does not write (张 伟, 們 is shared).
- Chinese surnames: the list's Simplified forms and their Traditional
  variants; the single ones as a set, the compound ones as text.
"""

import bz2
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generated  # noqa: E402

SCRIPT = "generate-han-languages.py"
OUTPUT = "Sources/SectionIndexCollationTables/Generated/HanLanguageData.swift"
SURNAMES = os.path.join(generated.ROOT, "Tools", "data", "chinese-surnames.txt")


def unihan(name: str) -> dict[str, dict[int, str]]:
    """{field: {code point: value}} of a Unihan file."""
    fields: dict[str, dict[int, str]] = collections.defaultdict(dict)
    with bz2.open(os.path.join(generated.UNICODE, name), "rt", encoding="utf-8") as f:
        for line in f:
            if not line.startswith("U+"):
                continue
            cp, field, value = line.rstrip("\n").split("\t", 2)
            fields[field][int(cp[2:], 16)] = value
    return fields


def boundaries(code_points: set[int]) -> list[int]:
    """The set's range boundaries (first, last + 1, …), each the difference
    from the one before."""
    ranges = generated.merge_ranges((cp, cp) for cp in code_points)
    out, previous = [], 0
    for first, last in ranges:
        out += [first - previous, last + 1 - first]
        previous = last + 1
    return out


def surnames(variants: dict[int, str]) -> tuple[set[int], list[str]]:
    """The single surnames' code points and the compound surnames, each in
    its Simplified and Traditional forms."""
    def forms(name: str) -> list[str]:
        def traditional_of(c: str) -> str:
            # The first Traditional form other than the character itself
            # (刘: "U+5218 U+5289").
            others = [chr(int(v[2:], 16)) for v in variants.get(ord(c), "").split()]
            return next((o for o in others if o != c), c)
        traditional = "".join(traditional_of(c) for c in name)
        return [name] if traditional == name else [name, traditional]
    singles: set[int] = set()
    compounds: list[str] = []
    with open(SURNAMES, encoding="utf-8") as f:
        for line in f:
            name = line.strip()
            if not name or name.startswith("#"):
                continue
            for form in forms(name):
                if len(form) == 1:
                    singles.add(ord(form))
                else:
                    compounds.append(form)
    return singles, compounds


def generate(out_root: str) -> None:
    mappings = unihan("Unihan_OtherMappings.txt.bz2")
    variants = unihan("Unihan_Variants.txt.bz2")["kTraditionalVariant"]
    japanese = set(mappings["kJis0"]) | set(mappings["kJoyoKanji"]) | set(mappings["kJinmeiyoKanji"])
    chinese = set(mappings["kGB0"]) | set(mappings["kTGH"]) | set(mappings["kBigFive"])
    singles, compounds = surnames(variants)
    source = "Unihan %s (Debian unicode-data) and Tools/data/chinese-surnames.txt" % (
        generated.unicode_version("Unihan_OtherMappings.txt.bz2"))
    parts = [generated.header(SCRIPT, source).rstrip("\n")]
    parts.append(generated.swift_numbers(
        "japaneseOnlyHanData", boundaries(japanese - chinese),
        "/// Ideographs Japanese writes (JIS X 0208, Jōyō, Jinmeiyō) that neither GB 2312,\n"
        "/// the Tongyong Guifan Hanzi nor Big5 has: 込 峠 畑, shinjitai (沢 広 駅).\n"
        "/// Range boundaries (first, last + 1, …), each the difference from the one before.", access="package "))
    parts.append(generated.swift_numbers(
        "chineseOnlyHanData", boundaries(chinese - japanese),
        "/// Ideographs of GB 2312, the Tongyong Guifan Hanzi or Big5 that Japanese does\n"
        "/// not write (张 伟 刘).\n"
        "/// Range boundaries (first, last + 1, …), each the difference from the one before.", access="package "))
    parts.append(generated.swift_numbers(
        "chineseSurnameData", boundaries(singles),
        "/// Common single Chinese surnames, Simplified and Traditional.\n"
        "/// Range boundaries (first, last + 1, …), each the difference from the one before.", access="package "))
    parts.append(
        "/// Common compound Chinese surnames, Simplified and Traditional, space-separated.\n"
        "package let chineseCompoundSurnames = \"%s\"\n" % " ".join(compounds))
    generated.write(out_root, OUTPUT, "\n".join(parts))


def main() -> None:
    generated.run(generate, SCRIPT, "Han language tables")


if __name__ == "__main__":
    main()
