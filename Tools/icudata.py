"""What the generators read from ICU's own data: PyPI's `icukit-pyicu`
(ICU 78.3, CLDR 48, Unicode 17), imported as `icu`.

ICU is what up-to-date systems and browsers section and sort with, so its data
is the reference: the locales it indexes, their index and main exemplar
characters (as `AlphabeticIndex` reads them, inheriting along ICU's parent
locales), their collation rules (`Collator.getRules()`, CLDR's rule strings
with `[import …]` expanded here) and default collation types.
"""

import re
import sys
from typing import Any

try:
    import icu
except ImportError:  # the generators' --check needs it; builds never do
    sys.exit("Needs ICU 78 for Python: python3 -m pip install icukit-pyicu==78.3.1")

ICU_VERSION = "78.3"
# The CLDR version of each ICU release's data (ICU's API does not say it in Python).
CLDR_OF_ICU = {"78": "48"}

if icu.ICU_VERSION != ICU_VERSION:
    sys.exit("Needs ICU %s for Python (icukit-pyicu 78.3.1); found ICU %s" % (ICU_VERSION, icu.ICU_VERSION))

CLDR_VERSION = CLDR_OF_ICU[ICU_VERSION.split(".")[0]]
UNICODE_VERSION = icu.UNICODE_VERSION


def source() -> str:
    """The data's versions, for generated files' headers."""
    return "ICU %s (CLDR %s, Unicode %s)" % (ICU_VERSION, CLDR_VERSION, UNICODE_VERSION)


def available_locales() -> list[str]:
    """ICU's locales with data of their own (language, script, region), sorted."""
    return sorted(icu.Locale.getAvailableLocales().keys())


def locale(key: str) -> Any:
    """The ICU locale of a data key: `zh_Hant`, `de@collation=phonebook`."""
    return icu.Locale(key)


def index_labels(key: str) -> list[str]:
    """The labels ICU's AlphabeticIndex gives a locale (without …)."""
    return [label for label, kind in icu.AlphabeticIndex(locale(key)) if kind == 0]


def exemplars(key: str, kind: str | None) -> list[str] | None:
    """A locale's exemplar characters of a kind ("index", "auxiliary" or None:
    the main set), inherited along ICU's parents as AlphabeticIndex reads
    them; None when neither the locale nor a parent has that set."""
    types = icu.ULocaleDataExemplarSetType
    which = {"index": types.ES_INDEX, "auxiliary": types.ES_AUXILIARY, None: types.ES_STANDARD}[kind]
    try:
        found = icu.LocaleData(key).getExemplarSet(0, which)
    except icu.ICUError:
        return None
    return list(found) if found is not None else None


def collation_rules(key: str, seen: tuple[str, ...] = ()) -> str:
    """The tailoring rules of a locale's collation as ICU has them, with
    `[import tag]` replaced by the imported collation's rules."""
    return expand_imports(key, icu.Collator.createInstance(locale(key)).getRules(), seen)


def imported_rules(tag: str, seen: tuple[str, ...]) -> str:
    """The rules of `[import tag]` (`hr`, `zh-u-co-private-pinyin`): as ICU's
    loader does, from the collation data of the language, private types too."""
    base, _, ctype = tag.partition("-u-co-")
    if not ctype:
        ctype = "standard"
    elif not ctype.startswith("private-"):
        ctype = icu.Locale.forLanguageTag(tag).getKeywordValue("collation")
    bundle = icu.ResourceBundle("ICUDATA-coll", icu.Locale.forLanguageTag(base))
    try:
        rules = bundle.get("collations").get(ctype).get("Sequence").getString()
    except icu.ICUError as error:
        raise ValueError("[import %s]: ICU has no %s collation for %s" % (tag, ctype, base)) from error
    return expand_imports(tag, rules, seen)


def expand_imports(key: str, rules: str, seen: tuple[str, ...]) -> str:
    """`rules` with each `[import tag]` replaced by the imported collation's
    rules; a tag already in `seen` imports itself, an error."""
    out = []
    for m in re.finditer(r"\[import\s+([^\]]+)\]|[^\[]+|\[", rules):
        if not m.group(1):
            out.append(m.group(0))
            continue
        tag = m.group(1).strip()
        if tag in seen:
            raise ValueError("%s: [import %s] imports itself" % (key, tag))
        out.append(imported_rules(tag, seen + (tag,)))
    return "".join(out)


def root_collator() -> Any:
    """ICU's root collator at tertiary strength, normalizing as UCA does
    (the default, off, leaves text that is not FCD, such as U+0332 U+0334,
    in its order)."""
    collator = icu.Collator.createInstance(icu.Locale.getRoot())
    collator.setStrength(icu.Collator.TERTIARY)
    collator.setAttribute(icu.UCollAttribute.NORMALIZATION_MODE, icu.UCollAttributeValue.ON)
    return collator


def root_han_order() -> list[int]:
    """Every code point with Unicode's Unified_Ideograph property, in the
    order of ICU's root collator (radical, then residual strokes)."""
    collator = root_collator()
    han = [cp for cp in range(0x110000) if icu.Char.hasBinaryProperty(cp, icu.UProperty.UNIFIED_IDEOGRAPH)]
    han.sort(key=lambda cp: collator.getSortKey(chr(cp)))
    return han


def assigned_code_points(private_use: bool = True) -> list[int]:
    """The code points Unicode assigns (ICU's Unicode version), without
    surrogates; without the 137,468 private-use ones if `private_use` is
    false."""
    skip = {icu.UCharCategory.UNASSIGNED} | (set() if private_use else {icu.UCharCategory.PRIVATE_USE_CHAR})
    return [cp for cp in range(0x110000)
            if not 0xD800 <= cp <= 0xDFFF and icu.Char.charType(cp) not in skip]


_ROOT: list[Any] = []


def root_primaries(text: str) -> list[int]:
    """The non-zero primary weights ICU's root collator gives `text`, each
    32-bit (a continuation element's bytes joined to the one before)."""
    if not _ROOT:
        _ROOT.append(root_collator())
    it = _ROOT[0].createCollationElementIterator(text)
    out: list[int] = []
    while True:
        ce = it.next()
        if ce == icu.CollationElementIterator.NULLORDER:
            return [p for p in out if p]
        ce &= 0xFFFFFFFF
        if ce & 0xC0 == 0xC0 and out:  # a continuation: the primary's lower 16 bits
            out[-1] |= ce >> 16
        else:
            out.append(ce & 0xFFFF0000)
