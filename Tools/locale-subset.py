#!/usr/bin/env python3
"""Writes the table modules of a web build (SectionIndexCollationTables and
SectionIndexJapaneseTables, each a whole folder of the checked-in module's
declarations) for chosen locales only (issue 23): what
`Scripts/build-web.sh --locales en,de,sv,fr` compiles in place of the
checked-in folders (issue 37: the build picks folders, never files).

    python3 Tools/locale-subset.py en,de,sv,fr OUT_DIR [DATA_DIR]

OUT_DIR gets SectionIndexCollationTables/ and SectionIndexJapaneseTables/
(every .swift file of the checked-in Sources/NAME/Generated/, rewritten or
copied) and OnDemand/ (OnDemandData.swift, for the Wasm module); a file is
written only when its bytes change, so that a build's objects stay up to
date. Reads the committed LocaleData.swift and PinyinData.swift and writes:
LocaleData.swift with the
rows of the chosen locales (a tag keeps its own row, its regional and script
rows and its -u-co- variants: `de` keeps de, de_AT, de@phonebook; `zh-Hans`
keeps zh; `zh-Hant` keeps zh_Hant, its regions and zh@zhuyin), the tailorings
they use and `omittedLocaleData` listing the rest; PinyinData.swift empty
unless a Chinese (pinyin) locale is kept, HanLanguageData.swift's sets
empty unless two of Chinese, Japanese and Korean are, and SectionIndexJapanese's
JapaneseData.swift empty unless ja is kept, and RootCollationData.swift
without the root's order of unified ideographs (`hanOrderData`), which
DATA_DIR/han.data (default OUT_DIR/data) holds: the page fetches it only for
records that need it (an ideograph their locales' tables do not list). When
the kept locales' titles and tailorings lie in the root's core (`CORE`:
Latin, Greek, Cyrillic, symbols, …), RootCollationData.swift keeps only the
core's entries and DATA_DIR/root.data the rest (fetched only for records
holding a scalar outside the core), with its `rootCoreRanges` naming the
core's ranges (IndexedCollation.needsRootExtra(for:)); else the whole root is
kept. Normalization data is always kept. Unknown tags are an error.
LocaleData.swift's `carriesPinyinReadings` and `carriesJapaneseReadings` say
whether the build keeps those readings (false without zh, without ja), so that
the readers' code leaves the build with their data (Collator's readsPinyin,
JapaneseReadings' reader).

    python3 Tools/locale-subset.py --on-demand OUT_DIR DATA_DIR

What the full web build compiles (Scripts/build-web.sh without --locales):
every locale, but the big CJK tables and the largest other tailorings
(ON_DEMAND) out of the wasm, in data files the page fetches when a locale
needs them (Web/section-index.js `prepare`), han.data as above, and the root
split at WEB_CORE (the scripts of Latin, Greek, Cyrillic, Chinese, Japanese
and Korean pages) as above, root.data needed by the locales whose titles or
tailoring reach beyond it and by records holding a scalar outside it.
OUT_DIR's table modules get LocaleData.swift with those tailorings as
empty literals, PinyinData.swift and JapaneseData.swift as for a build
without zh and ja, RootCollationData.swift without `hanOrderData` and
split; OnDemand/ gets OnDemandData.swift (for the Wasm module: each file
and the locale data keys that need it; none for han.data) and CompiledIn/
the empty one (the CLI
wasm's, which compiles the checked-in tables); DATA_DIR gets the files, each `section-index data 1` and, per
table, a line `BYTECOUNT NAME…` (the names it is supplied under:
SuppliedTables) followed by the literal's bytes.
"""
import argparse
import os
import re
import sys
from collections.abc import Sequence

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generated  # noqa: E402
import hanorder  # noqa: E402
import rangecoder  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The table modules: name -> the checked-in folder of their generated files.
COLLATION_TABLES = "SectionIndexCollationTables"
JAPANESE_TABLES = "SectionIndexJapaneseTables"
GENERATED = os.path.join(ROOT, "Sources", COLLATION_TABLES, "Generated")
JAPANESE_GENERATED = os.path.join(ROOT, "Sources", JAPANESE_TABLES, "Generated")
# The folders of the Wasm module's manifest: a build's data files (OnDemand)
# and none (CompiledIn).
ON_DEMAND_MANIFEST = "OnDemand"
COMPILED_IN_MANIFEST = "CompiledIn"
ROW = re.compile(r'  \(\n    "([^"]+)", .*?\n    (tailoring_\w+)\n  \),\n', re.S)
# A row's titles: its second literal up to U+001E (as the Swift source
# escapes it), which its numbers follow.
ROW_TITLES = re.compile(r'^    "[^"]+", "(.*?)\\u\{1E\}', re.M)
ROWS_COMPILED_IN = "@inlinable package var suppliesLocaleRows: Bool { false }\n"
# A row's key and the text of its titles and settings (the second literal).
ROW_TEXT = re.compile(r'^    "([^"]+)", "(.*?)",$', re.M)
TABLE = re.compile(r'\n(/// The tailoring of [^\n]*\n)let (tailoring_\w+): StaticString = """\n.*?\n"""\n', re.S)
OMITTED = 'let omittedLocaleData: StaticString = ""\n'
ROOT_DATA = os.path.join(GENERATED, "RootCollationData.swift")
HAN_ORDER = re.compile(r'(let hanOrderData: StaticString = )"""\n.*?\n"""\n', re.S)
JAPANESE = os.path.join(JAPANESE_GENERATED, "JapaneseData.swift")
HAN_LANGUAGES = os.path.join(GENERATED, "HanLanguageData.swift")
HAN_LANGUAGE_STRING = re.compile(r'(let (?:japaneseOnlyHanData|chineseOnlyHanData|chineseSurnameData): '
                                 r'StaticString = """\n)(.*?)(\n""")', re.S)
JAPANESE_STRING = re.compile(r'(let japanese\w+: StaticString = #"""\n)(.*?\n)?("""#)', re.S)
PINYIN_STRING = re.compile(r'(let (pinyin\w+Data): StaticString = """\n)(.*?)(\n""")', re.S)


def keeps(tag: str, key: str) -> bool:
    """Whether the tag (BCP 47 or CLDR style) keeps the row `key`."""
    t = tag.replace("-", "_")
    if t in ("zh_Hans", "zh_CN", "zh_SG"):
        return key == "zh" or key.startswith("zh_Hans")
    if t in ("zh_Hant", "zh_TW", "zh_HK", "zh_MO"):
        return key.startswith("zh_Hant") or key == "zh@zhuyin"
    return key == t or key.startswith(t + "_") or key.startswith(t + "@")


# The data files of the full web build: file -> the tailorings and other
# generated tables it holds. A tailoring is supplied under the data keys of
# the locales that use it; the readings need their locale's key too.
ON_DEMAND = [
    # The zh tailoring leaves its ideographs to zhHanOrderData, which is
    # decoded against pinyin.data's readings: its locales need both.
    ("zh.data", ["tailoring_zh"], ["zhHanOrderData"]),
    ("pinyin.data", [], ["pinyinCharacterData", "pinyinPhraseData", "pinyinSurnameData"]),
    ("zh_Hant.data", ["tailoring_zh_Hant"], []),
    ("zhuyin.data", ["tailoring_zh_zhuyin"], []),
    ("ko.data", ["tailoring_ko"], []),
    ("ja.data", ["tailoring_ja"], ["japaneseReadings"]),
    # The largest of the other tailorings (2-3 KB gzip each): only their
    # own pages, which fetch root.data too, pay for them.
    ("my.data", ["tailoring_my"], []),
    ("ar.data", ["tailoring_ar"], []),
    ("bo.data", ["tailoring_bo"], []),
    # What tells Chinese from Japanese records, which only lists that name
    # two of Chinese, Japanese and Korean read (no locale key: the wasm's
    # missingFiles decides from the locales).
    ("languages.data", [], ["japaneseOnlyHanData", "chineseOnlyHanData", "chineseSurnameData"]),
]
# han.data: the root's order of unified ideographs, which every web build
# fetches only for records that need it (no locale key: the wasm's si_needs
# decides from the records).
HAN: tuple[str, list[str], list[str]] = ("han.data", [], ["hanOrderData"])
ON_DEMAND.append(HAN)
# The locale whose data key needs a file of readings (PinyinReader reads for
# zh only; JapaneseReader for ja).
READINGS_KEY = {"pinyin.data": "zh", "ja.data": "ja"}
# Range-coded tables (Tools/rangecoder.py): a data file carries their bytes,
# not the digits a string literal needs.
RANGE_CODED = {"japaneseReadings", "pinyinCharacterData", "pinyinPhraseData", "pinyinSurnameData", "zhHanOrderData"}
# LocaleData.swift's order of the zh tailoring's ideographs, which only
# builds keeping that tailoring carry.
HAN_ORDER_TABLE = re.compile(r'(package let zhHanOrderData: StaticString = )"""\n.*?\n"""\n', re.S)
ZH_TAILORING = "tailoring_zh"
LITERAL = re.compile(r'let (\w+): StaticString = (#?)"""\n(.*?)\n"""\2\n', re.S)
# The root table, and the literal that says whether a build splits it
# (RootCollationData.swift's `rootCoreRanges`).
ROOT_LITERAL = re.compile(r'let rootCollationData: StaticString = """\n.*?\n"""\n', re.S)
CORE_RANGES_EMPTY = 'let rootCoreRanges: StaticString = ""\n'
# The root's core in a build for chosen locales whose titles and tailorings
# lie in it: Latin, IPA, Greek, Cyrillic, Armenian and the combining marks
# (to U+058F), phonetic extensions, Latin Extended Additional and Greek
# Extended, punctuation, symbols, arrows, math, box drawing, enclosed
# alphanumerics and dingbats (U+2000-U+2BFF), Latin Extended-C and -D, CJK
# punctuation (U+3000-U+303F, for U+2329 and U+232A), Latin Extended-E,
# Latin ligatures, variation selectors, half marks, small forms, the
# fullwidth forms, and what a search query may hold that matches these at
# the first level or is ignored there (squared Latin abbreviations,
# mathematical and enclosed letters, tags, variation selectors). No scalar
# of these decomposes (NFD) to one outside them. The rest of the root (other
# scripts, Hangul jamo, kana, …: 22 of its 30 KB gzip) is root.data, which
# a page fetches for records holding such a scalar.
CORE = ((0x0000, 0x058F), (0x1D00, 0x1FFF), (0x2000, 0x2BFF), (0x2C60, 0x2C7F), (0x3000, 0x303F),
        (0x3300, 0x33FF), (0xA720, 0xA7FF), (0xAB30, 0xAB6F), (0xFB00, 0xFB06), (0xFE00, 0xFE0F),
        (0xFE20, 0xFE6F), (0xFF00, 0xFFEF), (0x1D400, 0x1D7FF), (0x1F100, 0x1F1FF), (0xE0000, 0xE007F),
        (0xE0100, 0xE01EF))
# The full web build's core (Tools/locale-subset.py --on-demand): CORE and
# what Chinese, Japanese, Korean and Ukrainian pages need, so that those
# pages need root.data no more than Latin ones do: Hangul jamo and
# syllables, CJK radicals, kana, bopomofo, Hangul compatibility jamo, kanbun,
# CJK strokes, enclosed CJK letters (㋿), Cyrillic Extended-B (uk), the
# unified and compatibility ideographs (the root lists none of the unified
# ones: they cost the core nothing), the noncharacters the Chinese
# tailorings' index entries start with (U+FDD0) and the enclosed
# ideographic supplement. None decomposes (NFD) to a scalar outside them
# either. The rest (Arabic, Indic, Thai, Hebrew, Georgian, Ethiopic, …) is
# root.data, which pages of those locales fetch.
WEB_CORE = tuple(generated.merge_ranges(CORE + (
    (0x1100, 0x11FF), (0x2E80, 0x2FDF), (0x3040, 0x30FF), (0x3100, 0x32FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
    (0xA640, 0xA69F), (0xA960, 0xA97F), (0xAC00, 0xD7FF), (0xF900, 0xFAFF), (0xFDD0, 0xFDEF), (0x1F200, 0x1F2FF),
    (0x20000, 0x3FFFF))))
ROOT_EXTRA: tuple[str, list[str], list[str]] = ("root.data", [], ["rootCollationExtraData"])


def literals(text: str) -> dict[str, str]:
    """The generated tables of a Swift file: name -> the literal's text."""
    return {m.group(1): m.group(3) if m.group(2) else generated.swift_unescape(m.group(3))
            for m in LITERAL.finditer(text)}


def on_demand(out: str, data: str) -> None:
    with open(os.path.join(GENERATED, "LocaleData.swift"), encoding="utf-8") as f:
        text = f.read()
    with open(os.path.join(GENERATED, "PinyinData.swift"), encoding="utf-8") as f:
        pinyin = f.read()
    with open(JAPANESE, encoding="utf-8") as f:
        japanese = f.read()
    rows = ROW.findall(text)
    if not rows or OMITTED not in text:
        sys.exit("locale-subset: LocaleData.swift is not in the layout this script reads")
    with open(ROOT_DATA, encoding="utf-8") as f:
        root = f.read()
    with open(HAN_LANGUAGES, encoding="utf-8") as f:
        languages = f.read()
    tables = {}
    for source in (text, pinyin, japanese, root, languages):
        tables.update(literals(source))
    os.makedirs(data, exist_ok=True)
    manifest = []
    for name, tailorings, others in ON_DEMAND:
        keys = sorted({key for key, table in rows if table in tailorings})
        needed = keys if name not in READINGS_KEY else [READINGS_KEY[name]]
        if name == "pinyin.data":
            needed = sorted(set(needed) | {key for key, table in rows if table == ZH_TAILORING})
        write_data_file(os.path.join(data, name), rows, tables, tailorings, others)
        manifest.append((name, needed))
    # The root's core (WEB_CORE) compiled in, the rest in root.data: needed
    # by the locales whose titles or tailoring reach outside the core, and
    # by records holding a scalar outside it. Those locales' rows (their
    # titles: 32 KB) and the tailorings only they use go there too (supplied
    # as "row:KEY" and under their keys): they fetch root.data anyway, and
    # every other page's wasm is lighter by them.
    beyond = [m.group(1) for m in ROW.finditer(text) if outside_core([m.group(0)], [m.group(2)], tables, WEB_CORE)]
    split = {t for _, tailorings, _ in ON_DEMAND for t in tailorings}
    theirs = sorted({table for key, table in rows if key in beyond and tables.get(table)
                     and table not in split and all(k in beyond for k, t in rows if t == table)})
    row_texts = {"row:" + m.group(1): generated.swift_unescape(m.group(2))
                 for m in ROW_TEXT.finditer(text) if m.group(1) in beyond}
    root = split_root(root_without_han(root), data, rows, tables, WEB_CORE, theirs, row_texts)
    manifest.append((ROOT_EXTRA[0], beyond))
    split |= set(theirs)
    text = ROW_TEXT.sub(lambda m: m.group(0) if m.group(1) not in beyond else '    "%s", "",' % m.group(1), text)
    if ROWS_COMPILED_IN not in text:
        sys.exit("locale-subset: LocaleData.swift has no suppliesLocaleRows")
    text = text.replace(ROWS_COMPILED_IN, ROWS_COMPILED_IN.replace("{ false }", "{ true }"))
    text = TABLE.sub(lambda m: m.group(0) if m.group(2) not in split else
                     '\n%slet %s: StaticString = ""  // a data file of the web build\n' % (m.group(1), m.group(2)),
                     text)
    text = empty_han_order(text, '  // a data file of the web build: zh.data')
    text = text.replace(
        "\n", "\n// The full web build's: some tables in data files (Tools/locale-subset.py --on-demand).\n", 1)
    write_modules(out, {
        COLLATION_TABLES: {"LocaleData.swift": text, "PinyinData.swift": empty_pinyin(pinyin),
                           "RootCollationData.swift": root,
                           "HanLanguageData.swift": empty_han_languages(languages)},
        JAPANESE_TABLES: {"JapaneseData.swift": JAPANESE_STRING.sub(lambda m: m.group(1) + m.group(3), japanese)},
        ON_DEMAND_MANIFEST: {"OnDemandData.swift": manifest_source(manifest)},
        COMPILED_IN_MANIFEST: {"OnDemandData.swift": manifest_source([])},
    })
    print("locale-subset: %d data files in %s" % (len(manifest), data), file=sys.stderr)


def empty_han_order(text: str, comment: str = "") -> str:
    """LocaleData.swift with `zhHanOrderData` empty."""
    text, count = HAN_ORDER_TABLE.subn(lambda m: m.group(1) + '""' + comment + "\n", text)
    if count != 1:
        sys.exit("locale-subset: LocaleData.swift has no zhHanOrderData")
    return text


def write_data_file(path: str, rows: list[tuple[str, str]], tables: dict[str, str], tailorings: list[str],
                    others: list[str]) -> None:
    """A data file: `section-index data 1`, then per table a line `BYTECOUNT
    NAME…` (a tailoring under the data keys of the locales that use it) and
    the literal's bytes (a range-coded one's: the bytes its digits carry)."""
    out_bytes = bytearray(b"section-index data 1\n")
    for table in tailorings + others:
        if table not in tables:
            sys.exit("locale-subset: no generated table %s" % table)
        body = rangecoder.to_bytes(tables[table]) if table in RANGE_CODED else tables[table].encode("utf-8")
        names = [key for key, t in rows if t == table] if table in tailorings else [table]
        out_bytes += ("%d %s\n" % (len(body), " ".join(names))).encode("utf-8") + body
    with open(path, "wb") as f:
        f.write(out_bytes)


def write_modules(out: str, modules: dict[str, dict[str, str]]) -> None:
    """Writes OUT/NAME/ per module: the given files, and (for a table
    module) every other .swift file of its checked-in folder as it is; a
    file only when its bytes change, and no other .swift file left there."""
    checked_in = {COLLATION_TABLES: GENERATED, JAPANESE_TABLES: JAPANESE_GENERATED}
    for name, files in modules.items():
        folder = os.path.join(out, name)
        os.makedirs(folder, exist_ok=True)
        texts = {}
        if name in checked_in:
            for file in sorted(os.listdir(checked_in[name])):
                if file.endswith(".swift"):
                    with open(os.path.join(checked_in[name], file), encoding="utf-8") as f:
                        texts[file] = f.read()
            if not set(files) <= set(texts):
                sys.exit("locale-subset: %s has no %s" % (name, ", ".join(sorted(set(files) - set(texts)))))
        texts.update(files)
        for file in os.listdir(folder):
            if file.endswith(".swift") and file not in texts:
                os.remove(os.path.join(folder, file))
        for file, text in texts.items():
            path = os.path.join(folder, file)
            if os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    if f.read() == text:
                        continue
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)


def root_without_han(root: str) -> str:
    """RootCollationData.swift with `hanOrderData` empty: the web builds'
    (HanOrder reads a supplied han.data, or notes it missing)."""
    text, count = HAN_ORDER.subn(lambda m: m.group(1) + '""  // a data file of the web build: han.data\n', root)
    if count != 1:
        sys.exit("locale-subset: RootCollationData.swift is not in the layout this script reads")
    return text


def zh_sequence(tables: dict[str, str]) -> list[int]:
    """The zh tailoring's ideographs in order (zhHanOrderData decoded
    against pinyinCharacterData), which its table leaves out."""
    key = (tables["pinyinCharacterData"], tables["zhHanOrderData"])
    if key not in ZH_SEQUENCES:
        defaults = generated.tool_module("generate-pinyin.py").decode_characters(key[0])
        ZH_SEQUENCES[key] = hanorder.decode(key[1], defaults)[0]
    return ZH_SEQUENCES[key]


ZH_SEQUENCES: dict[tuple[str, str], list[int]] = {}


def in_core(cp: int, core: tuple[tuple[int, int], ...] = CORE) -> bool:
    return any(first <= cp <= last for first, last in core)


def outside_core(rows: list[str], used_tables: list[str], tables: dict[str, str],
                 core: tuple[tuple[int, int], ...]) -> bool:
    """Whether a title of the LocaleData.swift rows `rows` or a key of the
    tailorings `used_tables` holds a scalar outside `core`: such a locale
    needs the whole root (its titles' bounds are read from it)."""
    # Only a row's titles: its numbers are no characters.
    titles = "".join(generated.swift_unescape(m.group(1)) for row in rows for m in ROW_TITLES.finditer(row))
    keys = [cp for t in used_tables if tables[t] for key in generated.decode_table(
        generated.literal_numbers(tables[t]), zh_sequence(tables) if t == ZH_TAILORING else ()) for cp in key]
    return any(not in_core(ord(c), core) for c in titles) or any(not in_core(cp, core) for cp in keys)


def split_root(root: str, data: str, rows: list[tuple[str, str]], tables: dict[str, str],
               core: tuple[tuple[int, int], ...], tailorings: Sequence[str] = (),
               more: dict[str, str] | None = None) -> str:
    """Splits the root table into the entries whose scalars all lie in
    `core` (compiled in: RootCollationData.swift's rootCollationData) and
    the rest (data/root.data, supplied as rootCollationExtraData), with
    `rootCoreRanges` naming the core's ranges; root.data also carries the
    `tailorings` (of `tables`, under their locales' keys) and the texts of
    `more` (name -> text). Answers RootCollationData.swift."""
    if CORE_RANGES_EMPTY not in root:
        sys.exit("locale-subset: RootCollationData.swift is not in the layout this script reads")
    table = generated.decode_table(generated.literal_numbers(tables["rootCollationData"]))
    kept = {k: v for k, v in table.items() if all(in_core(cp, core) for cp in k)}
    extra = {k: v for k, v in table.items() if k not in kept}
    literal = generated.swift_numbers("rootCollationData", generated.encode_table(kept), "").lstrip("\n")
    text, count = ROOT_LITERAL.subn(lambda m: literal, root)
    if count != 1:
        sys.exit("locale-subset: RootCollationData.swift is not in the layout this script reads")
    # As a ScalarSet reads them: boundaries first, last + 1, … (the ranges
    # sorted and apart), each the difference from the one before.
    boundaries = [b for first, last in core for b in (first, last + 1)]
    if boundaries != sorted(boundaries):
        sys.exit("locale-subset: the core's ranges are not sorted and apart")
    ranges = generated.swift_numbers(
        "rootCoreRanges", [b - a for a, b in zip([0] + boundaries, boundaries)], "").lstrip("\n")
    text = text.replace(CORE_RANGES_EMPTY, ranges).replace(
        "\n", "\n// A split root (Tools/locale-subset.py).\n", 1)
    name, _, others = ROOT_EXTRA
    extra_text = "".join(chr(c) for c in generated.number_scalars(generated.encode_table(extra)))
    carried = {others[0]: extra_text, **{t: tables[t] for t in tailorings}, **(more or {})}
    write_data_file(os.path.join(data, name), rows, carried, list(tailorings), others + sorted(more or {}))
    return text


def write_root_split(root: str, data: str, rows: list[tuple[str, str]], kept_rows: list[str],
                     used_tables: list[str], tables: dict[str, str]) -> tuple[str, list[tuple[str, list[str]]]]:
    """The root of a build for chosen locales: split (`split_root`, CORE)
    unless a kept locale's titles or tailoring reach outside the core (then
    whole, RootCollationData.swift as it is). Answers RootCollationData.swift
    and the manifest entries."""
    if outside_core(kept_rows, used_tables, tables, CORE):
        return root, []
    return split_root(root, data, rows, tables, CORE), [(ROOT_EXTRA[0], [])]


def manifest_source(manifest: list[tuple[str, list[str]]]) -> str:
    """OnDemandData.swift, for the Wasm module (Wasm/WebData.swift)."""
    lines = ["// Generated by Tools/locale-subset.py — do not edit.",
             "",
             "/// The data files this web build leaves out of the wasm, and the locale",
             "/// data keys whose collation needs each (empty: everything compiled in).",
             "let onDemandFiles: [(file: String, keys: [String])] = ["]
    for name, keys in manifest:
        lines.append('  ("%s", [%s]),' % (name, ", ".join('"%s"' % k for k in keys)))
    lines.append("]")
    return "\n".join(lines) + "\n"


def empty_han_languages(text: str) -> str:
    """HanLanguageData.swift without the sets languages.data holds (the
    full web build's)."""
    out, count = HAN_LANGUAGE_STRING.subn(lambda m: m.group(1) + m.group(3), text)
    if count != 3:
        sys.exit("locale-subset: HanLanguageData.swift is not in the layout this script reads")
    return out


def empty_pinyin(pinyin: str) -> str:
    """PinyinData.swift without readings (PinyinReader reads an empty table
    as no entries)."""
    return PINYIN_STRING.sub(lambda m: m.group(1) + m.group(4), pinyin)


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="locale-subset.py",
        description="Writes the generated tables of a web build: for chosen locales only, "
        "or (--on-demand) with the CJK tables and the root beyond its core as data files.")
    parser.add_argument("--on-demand", action="store_true",
                        help="every locale, the big tables in data files (the full web build)")
    parser.add_argument("locales", nargs="?", help="the locales to keep, such as en,de,sv,fr")
    parser.add_argument("out", help="where the Swift files go")
    parser.add_argument("data", nargs="?", help="where the data files go (default: OUT/data)")
    args = parser.parse_args()
    if args.on_demand:
        # --on-demand OUT DATA: argparse fills `locales` and `out` first.
        if args.data is not None or args.locales is None:
            parser.error("--on-demand takes OUT_DIR DATA_DIR")
        return on_demand(args.locales, args.out)
    if args.locales is None:
        parser.error("LOCALES (en,de,sv,fr) and OUT_DIR are needed")
    tags = [t for t in args.locales.split(",") if t]
    out = args.out
    data = args.data if args.data is not None else os.path.join(out, "data")
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
    # One string literal (a WordList): an array literal of ~270 strings
    # would be ~5 KB of initialization code in the wasm.
    assert OMITTED in text, "LocaleData.swift: no empty omittedLocaleData"
    text = text.replace(OMITTED, 'let omittedLocaleData: StaticString = "%s"\n' % " ".join(omitted))
    # The readings this build keeps: Collator's readsPinyin and
    # JapaneseReadings' reader are constants where they are not. The zh
    # tailoring (zh, yue_Hans) needs the pinyin readings for its order of
    # ideographs (zhHanOrderData), which only builds keeping it carry.
    pinyin_kept = ZH_TAILORING in used or "zh" in kept
    if ZH_TAILORING not in used:
        text = empty_han_order(text)
    for readings, carried_here in (("carriesPinyinReadings", ZH_TAILORING in used or any(
                                        key == "zh" or key.startswith("zh_") for key in kept)),
                                   ("carriesJapaneseReadings", any(key == "ja" or key.startswith("ja_")
                                                                   for key in kept))):
        carried = "@inlinable package var %s: Bool { true }\n" % readings
        if carried not in text:
            sys.exit("locale-subset: LocaleData.swift has no %s" % readings)
        if not carried_here:
            text = text.replace(carried, carried.replace("{ true }", "{ false }"))
    text = text.replace("\n", "\n// A subset for --locales %s (Tools/locale-subset.py).\n" % ",".join(tags), 1)
    with open(os.path.join(GENERATED, "PinyinData.swift"), encoding="utf-8") as f:
        pinyin = f.read()
    if not pinyin_kept:
        pinyin = empty_pinyin(pinyin)
    # The sets that tell Chinese from Japanese records serve only indexes
    # naming two of Chinese, Japanese and Korean (LanguageClassifier).
    with open(HAN_LANGUAGES, encoding="utf-8") as f:
        han_languages = f.read()
    if len({key[:2] for key in kept if key[:2] in ("zh", "ja", "ko")}) < 2:
        han_languages = empty_han_languages(han_languages)
    # SectionIndexJapanese's readings serve only Japanese: empty tables
    # (ReadingCoding reads "" as no entries) unless ja is kept.
    with open(JAPANESE, encoding="utf-8") as f:
        japanese = f.read()
    if not any(key == "ja" or key.startswith("ja_") for key in kept):
        japanese = JAPANESE_STRING.sub(lambda m: m.group(1) + m.group(3), japanese)
    # The Han order: han.data, as in the full web build.
    with open(ROOT_DATA, encoding="utf-8") as f:
        original_root = f.read()
    root = root_without_han(original_root)
    os.makedirs(data, exist_ok=True)
    name, tailorings, others = HAN
    write_data_file(os.path.join(data, name), rows, literals(original_root), tailorings, others)
    # The root's core compiled in, the rest in root.data (when the locales allow).
    kept_rows = [m.group(0) for m in ROW.finditer(text)]
    root, split = write_root_split(root, data, rows, kept_rows, sorted(used), literals(text + root + pinyin))
    write_modules(out, {
        COLLATION_TABLES: {"LocaleData.swift": text, "PinyinData.swift": pinyin, "RootCollationData.swift": root,
                           "HanLanguageData.swift": han_languages},
        JAPANESE_TABLES: {"JapaneseData.swift": japanese},
        ON_DEMAND_MANIFEST: {"OnDemandData.swift": manifest_source([(name, [])] + split)},
    })
    print("locale-subset: %d of %d locales, %d tailorings" % (len(kept), len(rows), len(used)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
