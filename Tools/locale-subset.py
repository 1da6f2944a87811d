#!/usr/bin/env python3
"""Writes the generated tables of SectionIndexCollation for chosen locales only
(issue 23): what `Scripts/build-web.sh --locales en,de,sv,fr` compiles.

    python3 Tools/locale-subset.py en,de,sv,fr OUT_DIR

Reads the committed Sources/SectionIndexCollation/Generated/LocaleData.swift
and PinyinData.swift and writes them to OUT_DIR: LocaleData.swift with the
rows of the chosen locales (a tag keeps its own row, its regional and script
rows and its -u-co- variants: `de` keeps de, de_AT, de@phonebook; `zh-Hans`
keeps zh; `zh-Hant` keeps zh_Hant, its regions and zh@zhuyin), the tailorings
they use and `omittedLocaleData` listing the rest; PinyinData.swift empty
unless a Chinese (pinyin) locale is kept, and SectionIndexJapanese's
JapaneseData.swift empty unless ja is kept. The root table and normalization
data are always kept. Unknown tags are an error.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATED = os.path.join(ROOT, "Sources", "SectionIndexCollation", "Generated")
ROW = re.compile(r'  \(\n    "([^"]+)", .*?\n    (tailoring_\w+)\n  \),\n', re.S)
TABLE = re.compile(r'\n(/// The tailoring of [^\n]*\n)let (tailoring_\w+): StaticString = """\n.*?\n"""\n', re.S)
OMITTED = 'let omittedLocaleData: [String] = []\n'
JAPANESE = os.path.join(ROOT, "Sources", "SectionIndexJapanese", "Generated", "JapaneseData.swift")
JAPANESE_STRING = re.compile(r'(let japanese\w+: StaticString = #"""\n)(.*?\n)?("""#)', re.S)
PINYIN_STRING = re.compile(r'(let (pinyin\w+Data): StaticString = """\n)(.*?)(\n""")', re.S)


def keeps(tag, key):
    """Whether the tag (BCP 47 or CLDR style) keeps the row `key`."""
    t = tag.replace("-", "_")
    if t in ("zh_Hans", "zh_CN", "zh_SG"):
        return key == "zh" or key.startswith("zh_Hans")
    if t in ("zh_Hant", "zh_TW", "zh_HK", "zh_MO"):
        return key.startswith("zh_Hant") or key == "zh@zhuyin"
    return key == t or key.startswith(t + "_") or key.startswith(t + "@")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: locale-subset.py LOCALES OUT_DIR  (LOCALES: en,de,sv,fr)")
    tags = [t for t in sys.argv[1].split(",") if t]
    out = sys.argv[2]
    with open(os.path.join(GENERATED, "LocaleData.swift"), encoding="utf-8") as f:
        text = f.read()
    rows = ROW.findall(text)
    if not rows or OMITTED not in text:
        sys.exit("locale-subset: LocaleData.swift is not in the layout this script reads")
    for tag in tags:
        if not any(keeps(tag, key) for key, _ in rows):
            sys.exit("locale-subset: no locale data for %r (IndexedCollation.availableLocales lists them)" % tag)
    kept = {key for key, _ in rows if any(keeps(tag, key) for tag in tags)}
    used = {table for key, table in rows if key in kept}
    text = ROW.sub(lambda m: m.group(0) if m.group(1) in kept else "", text)
    text = TABLE.sub(lambda m: m.group(0) if m.group(2) in used else "", text)
    omitted = [key for key, _ in rows if key not in kept]
    text = text.replace(OMITTED, "let omittedLocaleData: [String] = [\n%s]\n" % "".join(
        '  "%s",\n' % key for key in omitted))
    text = text.replace("\n", "\n// A subset for --locales %s (Tools/locale-subset.py).\n" % ",".join(tags), 1)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "LocaleData.swift"), "w", encoding="utf-8") as f:
        f.write(text)
    with open(os.path.join(GENERATED, "PinyinData.swift"), encoding="utf-8") as f:
        pinyin = f.read()
    if "zh" not in kept:
        # Empty tables: the character table's header word (a count of 0) only.
        pinyin = PINYIN_STRING.sub(
            lambda m: m.group(1) + ("AAAAAA==" if m.group(2) == "pinyinCharacterData" else "") + m.group(4),
            pinyin)
    with open(os.path.join(out, "PinyinData.swift"), "w", encoding="utf-8") as f:
        f.write(pinyin)
    # SectionIndexJapanese's readings serve only Japanese: empty tables
    # (ReadingTable reads "" as no entries) unless ja is kept.
    with open(JAPANESE, encoding="utf-8") as f:
        japanese = f.read()
    if not any(key == "ja" or key.startswith("ja_") for key in kept):
        japanese = JAPANESE_STRING.sub(lambda m: m.group(1) + m.group(3), japanese)
    with open(os.path.join(out, "JapaneseData.swift"), "w", encoding="utf-8") as f:
        f.write(japanese)
    print("locale-subset: %d of %d locales, %d tailorings" % (len(kept), len(rows), len(used)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
