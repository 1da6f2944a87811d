#!/usr/bin/env python3
"""Generates the committed data of `section-index demo` and `browse`.

Reads Debian's `unicode-cldr-core` (/usr/share/unicode/cldr/common) and
`unicode-data` (/usr/share/unicode) and writes:

  Sources/section-index/Generated/TerritoryNames.swift
      the names of the world's countries and regions in each locale compiled
      into IndexedCollation and each other language CLDR names them in, one
      string literal a locale
  Sources/section-index/Generated/LocaleNames.swift
      the English name of each locale compiled into IndexedCollation, for
      `section-index titles --list` (CLDR en.xml: the locale's own name, else
      its language's with its script, region and variant names in
      parentheses, as CLDR's localeDisplayPattern does)
  Sources/section-index/Generated/EastAsianWidth.swift
      the code point ranges that take two terminal columns (East Asian Width
      W and F)
  Sources/section-index/Generated/LocaleSuggestions.swift
      what an unknown `--locale` tag most likely meant, for the warning's
      "did you mean": a region code used as a language (`jp`, `se`: CLDR's
      likely subtags of `und_JP`), an ISO 639-2/3 code (`jpn`, `ger`: CLDR's
      language aliases) or a language's English name (`japanese`), each to
      a compiled-in locale

Usage: python3 Tools/generate-demo-data.py [--check]
  --check  regenerate into a temporary folder and fail if any byte differs.

Territory names. The regions are CLDR's two-letter region codes, without the
groupings and pseudo-regions (EU, EZ, UN, QO, XA, XB, ZZ). Each name comes
from the locale's `main/<locale>.xml`, `<localeDisplayNames><territories>`,
without the `alt=` variants; CLDR inherits, so a name the file lacks comes
from its parent (supplementalData.xml's parentLocales, else the locale with
its last subtag removed), then root, then English.
"""

import os
import re
import xml.etree.ElementTree as ET

import generated
from generated import CLDR

SCRIPT = "generate-demo-data.py"
OUT_DIR = os.path.join("Sources", "section-index", "Generated")

# Groupings and pseudo-regions, not countries or regions.
EXCLUDED_REGIONS = {"EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"}
# Joins the names of one locale; no territory name contains it.
SEPARATOR = "|"


def compiled_locales() -> list[str]:
    """The locales compiled into IndexedCollation: compiled_keys() in generate-tables.py."""
    return list(generated.tool_module("generate-tables.py").compiled_keys())


# MARK: - Territory names


def demo_locales() -> list[str]:
    """The compiled-in locales, then every other language CLDR names
    territories in (Kashmiri, Santali …: their lists section as root)."""
    out = compiled_locales()
    folder = os.path.join(CLDR, "main")
    for f in sorted(os.listdir(folder)):
        name = f[:-4]
        if f.endswith(".xml") and "_" not in name and name not in out and name != "root" \
                and territories_in(name):
            out.append(name)
    return out


_territory_cache: dict[str, dict[str, str]] = {}


def territories_in(locale: str) -> dict[str, str]:
    """The territory names a main/<locale>.xml file gives itself, by code."""
    if locale in _territory_cache:
        return _territory_cache[locale]
    names: dict[str, str] = {}
    path = os.path.join(CLDR, "main", locale + ".xml")
    if os.path.exists(path):
        tree = ET.parse(path)
        for element in tree.iterfind("./localeDisplayNames/territories/territory"):
            if element.get("alt") is not None or element.get("draft") == "unconfirmed":
                continue
            if element.text:
                names[element.get("type", "")] = element.text.strip()
    _territory_cache[locale] = names
    return names


def region_codes() -> list[str]:
    """The two-letter codes of the regions the demo names, sorted."""
    codes = [
        code for code in territories_in("en")
        if re.fullmatch(r"[A-Z]{2}", code) and code not in EXCLUDED_REGIONS
    ]
    return sorted(set(codes))


def territory_names(locale: str, codes: list[str], parents: dict[str, str]) -> list[str]:
    """A locale's names of the regions `codes`, inherited along its parents."""
    chain = generated.parent_chain(locale, parents) + ["root", "en"]
    names = []
    for code in codes:
        name = next((territories_in(loc)[code] for loc in chain if code in territories_in(loc)), code)
        if SEPARATOR in name:
            raise SystemExit("territory name %r contains the separator" % name)
        names.append(name)
    return names


def swift_literal(text: str) -> str:
    """A Swift string literal spelling `text`."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_territory_names(out_root: str) -> None:
    parents = generated.parent_locales()
    codes = region_codes()
    lines = [
        generated.header(SCRIPT, "CLDR %s data" % generated.cldr_version()).rstrip("\n"),
        "// The names of the world's countries and regions (CLDR <territories>), for",
        "// `section-index demo`. © Unicode, Inc., under the Unicode License.",
        "",
        "enum TerritoryNames {",
        "  /// The separator between names in ``codes`` and ``names``.",
        "  static let separatorScalar: Unicode.Scalar = %s" % swift_literal(SEPARATOR),
        "",
        "  /// The two-letter region codes, in order, joined by ``separator``.",
        "  static let codes = %s" % swift_literal(SEPARATOR.join(codes)),
        "",
        "  /// Each locale's names of the regions in ``codes``, in the same order.",
        "  static let names: [String: String] = [",
    ]
    for locale in demo_locales():
        names = territory_names(locale, codes, parents)
        lines.append("    %s:" % swift_literal(locale))
        lines.append("      %s," % swift_literal(SEPARATOR.join(names)))
    lines.append("  ]")
    lines.append("}")
    write(out_root, "TerritoryNames.swift", "\n".join(lines) + "\n")


# MARK: - English names of the locales


def english_names() -> dict[str, dict[str, str]]:
    """CLDR's English names of languages, scripts, territories and variants, by kind and code."""
    tree = ET.parse(os.path.join(CLDR, "main", "en.xml"))
    out: dict[str, dict[str, str]] = {}
    for kind in ("language", "script", "territory", "variant"):
        names: dict[str, str] = {}
        for element in tree.iter(kind):
            if element.get("alt") is None and element.text:
                names.setdefault(element.get("type", ""), element.text.strip())
        out[kind] = names
    return out


def english_name(key: str, names: dict[str, dict[str, str]]) -> str:
    """The English name of a locale data key (`sr_Latn`: "Serbian (Latin)")."""
    if key in names["language"]:
        return names["language"][key]
    language, *rest = key.split("_")
    extras = []
    for part in rest:
        if len(part) == 4 and part.isalpha():
            extras.append(names["script"].get(part, part))
        elif len(part) in (2, 3) and (part.isupper() or part.isdigit()):
            extras.append(names["territory"].get(part, part))
        else:
            extras.append(names["variant"].get(part.upper(), part))
    if language not in names["language"]:
        # Languages CLDR 41 does not name (Kuvi, Toki Pona): ICU 78's English name.
        import icudata
        return str(icudata.locale(key).getDisplayName(icudata.locale("en")))
    base = names["language"].get(language, language)
    return "%s (%s)" % (base, ", ".join(extras)) if extras else base


def bcp47(key: str) -> str:
    """The tag IndexedCollation reports for a data key."""
    return {"zh": "zh-Hans", "zh_Hant": "zh-Hant"}.get(key, key.replace("_", "-"))


def write_locale_names(out_root: str) -> None:
    names = english_names()
    lines = [
        generated.header(SCRIPT, "CLDR %s data" % generated.cldr_version()).rstrip("\n"),
        "// The English names of the locales compiled into IndexedCollation (CLDR en.xml),",
        "// for `section-index titles --list`. © Unicode, Inc., under the Unicode License.",
        "",
        "enum LocaleNames {",
        "  /// English names by BCP 47 tag, as `IndexedCollation.availableLocales` spells it.",
        "  static let english: [String: String] = [",
    ]
    for key in compiled_locales():
        english = english_name(bcp47(key).replace("-", "_"), names)
        lines.append("    %s: %s," % (swift_literal(bcp47(key)), swift_literal(english)))
    lines.append("  ]")
    lines.append("}")
    write(out_root, "LocaleNames.swift", "\n".join(lines) + "\n")


# MARK: - East Asian Width


def wide_ranges() -> list[tuple[int, int]]:
    """The merged code point ranges of East Asian Width W and F."""
    return generated.merge_ranges(
        (a, b) for a, b, width in generated.ucd_ranges("EastAsianWidth.txt") if width in ("W", "F"))


def write_east_asian_width(out_root: str) -> None:
    ranges = wide_ranges()
    packed = ",".join("%X-%X" % (a, b) if a != b else "%X" % a for a, b in ranges)
    source = "Unicode %s EastAsianWidth.txt" % generated.unicode_version("EastAsianWidth.txt")
    lines = [
        generated.header(SCRIPT, source).rstrip("\n"),
        "",
        "enum EastAsianWidthData {",
        "  /// The code points of East Asian Width W and F, which take two terminal",
        "  /// columns: ascending, disjoint, hexadecimal `FIRST-LAST` or `CODE` ranges",
        "  /// joined by commas.",
        "  static let wideRanges = %s" % swift_literal(packed),
        "}",
    ]
    write(out_root, "EastAsianWidth.swift", "\n".join(lines) + "\n")


# MARK: - Locale suggestions


def bcp47_of_likely(likely: str, compiled: set[str]) -> str | None:
    """The compiled-in locale, as a BCP 47 tag, that serves a likely-subtags
    result such as `zh_Hant_TW` or `sv_Latn_SE` (language and script, else
    the language), or None."""
    language, script = likely.split("_")[0], likely.split("_")[1]
    if language == "zh":
        return "zh-Hant" if script == "Hant" else "zh-Hans"
    for key in ("%s_%s" % (language, script), language):
        if key in compiled:
            return bcp47(key)
    return None


def locale_suggestions() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(regions, aliases, names): tag suggestions by region code, by ISO
    639-2/3 or deprecated code, and by lowercased English language name."""
    compiled = set(compiled_locales())
    languages = {key.split("_")[0] for key in compiled}
    supplemental = os.path.join(CLDR, "supplemental")
    regions: dict[str, str] = {}
    tree = ET.parse(os.path.join(supplemental, "likelySubtags.xml"))
    for element in tree.iter("likelySubtag"):
        match = re.fullmatch(r"und_([A-Z]{2})", element.get("from", ""))
        # A region code that is a compiled-in language means that language.
        if match and match.group(1).lower() not in languages:
            tag = bcp47_of_likely(element.get("to", ""), compiled)
            if tag:
                regions[match.group(1)] = tag
    aliases: dict[str, str] = {}
    tree = ET.parse(os.path.join(supplemental, "supplementalMetadata.xml"))
    for element in tree.iter("languageAlias"):
        code, replacement = element.get("type", ""), element.get("replacement") or ""
        if re.fullmatch(r"[a-z]{2,3}", code) and code not in languages \
                and element.get("reason") in ("overlong", "bibliographic", "deprecated", "macrolanguage") \
                and re.fullmatch(r"[a-z]{2,3}", replacement) and replacement in compiled:
            aliases[code] = bcp47(replacement)
    names: dict[str, str] = {}
    english = english_names()["language"]
    for key in compiled:
        if "_" not in key and key in english:
            names.setdefault(english[key].lower(), bcp47(key))
    return regions, aliases, names


def swift_dictionary(name: str, doc: list[str], entries: dict[str, str]) -> list[str]:
    """The lines of a documented `static let name: [String: String]`, keys sorted."""
    lines = ["  /// %s" % line for line in doc]
    lines.append("  static let %s: [String: String] = [" % name)
    for key in sorted(entries):
        lines.append("    %s: %s," % (swift_literal(key), swift_literal(entries[key])))
    lines.append("  ]")
    return lines


def write_locale_suggestions(out_root: str) -> None:
    regions, aliases, names = locale_suggestions()
    lines = [
        generated.header(SCRIPT, "CLDR %s data" % generated.cldr_version()).rstrip("\n"),
        "// What an unknown --locale tag most likely meant, each a compiled-in locale:",
        "// CLDR likelySubtags.xml, supplementalMetadata.xml <languageAlias> and en.xml",
        "// language names. © Unicode, Inc., under the Unicode License.",
        "",
        "enum LocaleSuggestions {",
    ]
    lines += swift_dictionary("byRegion", [
        "The locale of each region's most likely language, by two-letter region",
        "code (`JP`: `ja`), where the code is not itself a compiled-in language",
        "(`SE` is Swedish's region, `se` Northern Sami).",
    ], regions)
    lines.append("")
    lines += swift_dictionary("byAlias", [
        "The locale of an ISO 639-2/3 or deprecated language code (`jpn`, `ger`).",
    ], aliases)
    lines.append("")
    lines += swift_dictionary("byName", [
        "The locale of a language by its English name, lowercased (`japanese`).",
    ], names)
    lines.append("}")
    write(out_root, "LocaleSuggestions.swift", "\n".join(lines) + "\n")


# MARK: - Main


def write(out_root: str, name: str, text: str) -> None:
    """Writes one of the executable's generated files."""
    generated.write(out_root, os.path.join(OUT_DIR, name), text)


def generate(out_root: str) -> None:
    write_territory_names(out_root)
    write_locale_names(out_root)
    write_east_asian_width(out_root)
    write_locale_suggestions(out_root)


def main() -> None:
    generated.run(generate, SCRIPT, "Demo data")


if __name__ == "__main__":
    main()
