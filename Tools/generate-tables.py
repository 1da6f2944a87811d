#!/usr/bin/env python3
"""Generates the committed tables of swift-section-index.

Reads ICU 78 (PyPI's icukit-pyicu, see icudata.py), PyPI's unicodedata2
(Unicode 17), Debian's `unicode-data` (/usr/share/unicode) and
`unicode-cldr-core` (/usr/share/unicode/cldr/common: UCA 14's allkeys and
conformance test) and writes:

  Sources/SectionIndexCollationTables/Generated/*.swift   the tables
  Tests/SectionIndexCollationTests/Resources/RootOrder.txt
                                               the root order test (ICU 78)

Usage: python3 Tools/generate-tables.py [--check]
  --check  regenerate into a temporary folder and fail if any byte differs.

The root is ICU 78's. No allkeys or FractionalUCA newer than UCA 14 is
reachable, so its weights are UCA 14's allkeys_CLDR.txt, moved to ICU's
order: Han by ICU's radical-stroke order (HanOrder), and the characters that
UCA 14 lacks or orders otherwise placed as a tailoring places them
(icu_root_rules). Tools/icu-reference/root-order.py checks every assigned code
point against ICU's root collator.

Weights. Primaries become 32-bit: a root primary P is P<<16|0x8000 so that
tailorings have 65,535 slots between two root primaries; implicit (Han,
Tangut, unassigned) primaries are computed at run time as AAAA<<16|BBBB.
Secondaries and tertiaries are replaced by their rank among the root's values,
times 256, leaving 255 slots above each for tailorings.
"""

import bisect
import os
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import generated
import hanorder
import icudata
from generated import CLDR, UNICODE, Element, Table, encode_table, parse_unicode_set, swift_numbers

# UCA's element as allkeys spells it: primary, secondary, tertiary, variable.
RawElement = tuple[int, int, int, bool]
# NFD of code points; a tailoring's symbolic weight: a root value (int) or a
# new node ("n", id), and an element of three of them.
NFD = Callable[[Sequence[int]], list[int]]
Weight = Any
SymbolicElement = tuple[Weight, Weight, Weight]
# The (start, end, delta) ranges that move scripts first, and one locale's
# entry (locale_entries).
Reorder = list[tuple[int, int, int]]
LocaleEntry = tuple[str, list[str], Table, Reorder, int, list[int]]

SCRIPT = "generate-tables.py"
GENERATED = os.path.join("Sources", "SectionIndexCollationTables", "Generated")

# The locales whose data is compiled in: every locale ICU 78 indexes (see
# indexed_locales), in this order first, then alphabetically. Index
# characters, tailoring rules and the default collation type of each come from
# ICU's data (see icudata.py).
LOCALES = [
    "en", "de", "fr", "es", "it", "pt", "nl", "sv", "fi", "da", "nb", "nn", "no",
    "pl", "cs", "sk", "hu", "hr", "sl", "ro", "lt", "lv", "et", "is", "tr", "az",
    "vi", "ru", "uk", "be", "bg", "sr", "mk", "el", "he", "ar", "fa", "th", "ko",
    "ja", "zh", "zh_Hant", "ca", "eu", "gl", "id", "ms", "fil", "sw", "af", "sq",
    "ka", "hy", "hi",
]
# Region variants compiled in before ICU 78 gave them their language's data:
# kept, so that their tags still resolve to themselves.
KEPT_VARIANTS = ["de_AT", "nds_NL", "ti_ER"]
# Collations other than a locale's default, chosen with -u-co-: data key ->
# (locale of the index titles, ICU locale of the collation).
VARIANTS = {
    "zh@zhuyin": ("zh_Hant", "zh@collation=zhuyin"),
    "de@phonebook": ("de", "de@collation=phonebook"),
    "es@traditional": ("es", "es@collation=traditional"),
}

# MARK: - Unicode character data


CATEGORY: dict[int, str] = {}  # code point -> general category, filled by read_unicode_data()


def read_unicode_data() -> tuple[dict[int, int], dict[int, list[int]]]:
    """Canonical combining classes and decompositions of Unicode 17 (PyPI's
    unicodedata2 17.0, as ICU 78 normalizes); general categories of the
    Unicode data folder (for the UCA 14 root's script blocks)."""
    with open(os.path.join(UNICODE, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            CATEGORY[int(fields[0], 16)] = fields[2]
    ucd = unicode17()
    ccc: dict[int, int] = {}
    decomp: dict[int, list[int]] = {}
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        if ucd.combining(c):
            ccc[cp] = ucd.combining(c)
        d = ucd.decomposition(c)
        if d and not d.startswith("<"):
            decomp[cp] = [int(x, 16) for x in d.split()]
    return ccc, decomp


UNICODEDATA2 = "17.0.1"


def unicode17() -> Any:
    """PyPI's unicodedata2 at the Unicode version of ICU 78 (newer ones are Unicode 18)."""
    try:
        import unicodedata2
    except ImportError:
        raise SystemExit("Needs python3 -m pip install unicodedata2==%s" % UNICODEDATA2) from None
    if unicodedata2.unidata_version != icudata.UNICODE_VERSION + ".0":
        raise SystemExit("Needs unicodedata2 with Unicode %s (python3 -m pip install unicodedata2==%s); found %s" % (
            icudata.UNICODE_VERSION, UNICODEDATA2, unicodedata2.unidata_version))
    return unicodedata2


def make_nfd(ccc: dict[int, int], decomp: dict[int, list[int]]) -> tuple[dict[int, list[int]], NFD]:
    """The full decomposition of each code point that has one, and NFD."""
    full = {}

    def expand(cp: int) -> list[int]:
        if 0xAC00 <= cp <= 0xD7A3:
            s = cp - 0xAC00
            lead, v, t = 0x1100 + s // 588, 0x1161 + (s % 588) // 28, 0x11A7 + s % 28
            return [lead, v] + ([t] if t != 0x11A7 else [])
        if cp in decomp:
            out: list[int] = []
            for c in decomp[cp]:
                out.extend(expand(c))
            return out
        return [cp]

    for cp in decomp:
        full[cp] = expand(cp)

    def nfd(cps: Sequence[int]) -> list[int]:
        out: list[int] = []
        for cp in cps:
            out.extend(expand(cp))
        # canonical ordering
        i = 0
        while i < len(out):
            if ccc.get(out[i], 0) == 0:
                i += 1
                continue
            j = i
            while j < len(out) and ccc.get(out[j], 0) != 0:
                j += 1
            out[i:j] = sorted(out[i:j], key=lambda c: ccc[c])
            i = j
        return out

    return full, nfd


def read_scripts() -> dict[int, str]:
    """Each code point's script, as its short name (Latn, Hani)."""
    aliases: dict[str, str] = {}
    with open(os.path.join(UNICODE, "PropertyValueAliases.txt"), encoding="utf-8") as f:
        for line in f:
            parts = [x.strip() for x in line.split("#")[0].split(";")]
            if len(parts) >= 3 and parts[0] == "sc":
                aliases[parts[2]] = parts[1]
    script: dict[int, str] = {}
    for a, b, name in generated.ucd_ranges("Scripts.txt"):
        for cp in range(a, b + 1):
            script[cp] = aliases.get(name, name)
    return script


# MARK: - Root collation


def read_allkeys() -> tuple[str, dict[tuple[int, ...], list[RawElement]]]:
    """allkeys_CLDR.txt: its version and its elements by code points."""
    path = os.path.join(CLDR, "uca", "allkeys_CLDR.txt")
    entries: dict[tuple[int, ...], list[RawElement]] = {}
    version = ""
    ce_re = re.compile(r"\[([.*])([0-9A-F]{4})\.([0-9A-F]{4})\.([0-9A-F]{4})\]")
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("@version"):
                version = line.split()[1]
            line = line.split("#")[0].strip()
            if not line or line.startswith("@"):
                continue
            code, rest = line.split(";", 1)
            cps = tuple(int(x, 16) for x in code.split())
            ces = [(int(p, 16), int(s, 16), int(t, 16), v == "*") for v, p, s, t in ce_re.findall(rest)]
            entries[cps] = ces
    return version, entries


class Weights:
    """Maps root weights into the package's 32/16/16-bit space."""

    def __init__(self, entries: dict[tuple[int, ...], list[RawElement]]) -> None:
        secs = sorted({s for ces in entries.values() for _, s, _, _ in ces if s})
        ters = sorted({t for ces in entries.values() for _, _, t, _ in ces if t})
        self.sec = self.spread(secs, 0x20)
        self.ter = self.spread(ters, 0x02)
        self.sec[0] = 0
        self.ter[0] = 0
        self.common_sec = self.sec[0x20]
        self.common_ter = self.ter[0x02]
        self.root_primaries = sorted({p for ces in entries.values() for p, _, _, _ in ces if p})

    @staticmethod
    def spread(values: list[int], common: int) -> dict[int, int]:
        """Order-preserving 16-bit values with room above each for tailored weights.

        Tailorings insert most weights after the common weight (Korean puts
        hundreds of Hanja secondary-after Hangul), so it gets the widest gap.
        """
        out = {0: 0}
        v = 0x200
        wide = 0x2000
        step = (0xFF00 - 0x200 - wide) // max(len(values) - 1, 1)
        for x in values:
            out[x] = v
            v += wide if x == common else step
        return out

    def primary(self, p: int) -> int:
        """A 16-bit root primary as the package's 32-bit one."""
        if p == 0:
            return 0
        if p == 0x0001:  # U+FFFE, the merge separator: lowest of all
            return 0x01000000
        return (p << 16) | 0x8000

    def ce(self, c: RawElement) -> Element:
        """A root element in the package's space."""
        p, s, t, _ = c
        return (self.primary(p), self.sec[s], self.ter[t])

    def ces(self, ces: list[RawElement], han: "HanOrder") -> list[Element]:
        """Converts a list, joining implicit pairs [AAAA][BBBB] into one
        primary; a Han pair (a radical's or a compatibility ideograph's
        expansion) becomes the ideograph's primary in the root's Han order."""
        out: list[Element] = []
        i = 0
        while i < len(ces):
            p, s, t, _ = ces[i]
            if 0xFB00 <= p <= 0xFBFF and i + 1 < len(ces):
                primary = (p << 16) | ces[i + 1][0]
                if 0xFB40 <= p < 0xFBC0:
                    base = 0xFB40 if p < 0xFB80 else 0xFB80
                    primary = han.primary(((p - base) << 15) | (ces[i + 1][0] & 0x7FFF))
                out.append((primary, self.sec[s], self.ter[t]))
                i += 2
            else:
                out.append(self.ce(ces[i]))
                i += 1
        return out


COMMON: list[Any] = [None, None]  # the common secondary and tertiary, set by generate()


def implicit_ce(cp: int, han: "HanOrder") -> Element:
    """The implicit element of a code point the root table does not list:
    Han by its place in the root's Han order (`HanOrder`), Tangut, Nushu and
    Khitan by code point in blocks of their own, the rest (unassigned) last."""
    if 0x17000 <= cp <= 0x187FF:  # Tangut ideographs, then their supplement,
        a, b = 0xFB00, (cp - 0x17000) | 0x8000
    elif 0x18D00 <= cp <= 0x18D7F:
        a, b = 0xFB00, (cp - 0x18D00 + 0x1800) | 0x8000
    elif 0x18800 <= cp <= 0x18AFF:  # then the components and theirs (as ICU 78)
        a, b = 0xFB00, (cp - 0x18800 + 0x1880) | 0x8000
    elif 0x18D80 <= cp <= 0x18DFF:
        a, b = 0xFB00, (cp - 0x18D80 + 0x1B80) | 0x8000
    elif 0x1B170 <= cp <= 0x1B2FF:
        a, b = 0xFB01, (cp - 0x1B170) | 0x8000
    elif 0x18B00 <= cp <= 0x18CFF:
        a, b = 0xFB02, (cp - 0x18B00) | 0x8000
    elif cp in han.rank:
        return (han.primary(cp), COMMON[0], COMMON[1])
    else:
        a, b = 0xFBC0 + (cp >> 15), (cp & 0x7FFF) | 0x8000
    return ((a << 16) | b, COMMON[0], COMMON[1])


def longest_match_ces(cps: Iterable[int], tables: Sequence[dict[tuple[int, ...], Any]], han: "HanOrder") -> list[Any]:
    """The collation elements of NFD code points: the longest contiguous
    match in the first of `tables` that has one (a tailoring's overlay, then
    the root), implicit weights for what none lists."""
    cps = tuple(cps)
    out: list[Any] = []
    i = 0
    while i < len(cps):
        for j in range(len(cps), i, -1):
            found = next((t[cps[i:j]] for t in tables if cps[i:j] in t), None)
            if found is not None:
                out.extend(found)
                i = j
                break
        else:
            out.append(implicit_ce(cps[i], han))
            i += 1
    return out


class HanOrder:
    """The unified ideographs in ICU 78's root order (radical, then residual
    strokes, the extension blocks interleaved), and the primaries it gives
    them: rank r is (0xFB40 + r >> 15) << 16 | r & 0x7FFF | 0x8000, where UCA's
    implicit weights put the URO and compatibility ideographs, so that Han
    keeps its place among the scripts."""

    def __init__(self, order: list[int]) -> None:
        if len(order) > 0x40 << 15:
            raise ValueError("%d ideographs do not fit the Han primaries" % len(order))
        self.order = order
        self.rank = {cp: r for r, cp in enumerate(order)}

    def primary(self, cp: int) -> int:
        """An ideograph's primary: by its rank in the order."""
        r = self.rank[cp]
        return ((0xFB40 + (r >> 15)) << 16) | (r & 0x7FFF) | 0x8000

    def blocks(self) -> list[list[int]]:
        """The runs of Unified_Ideograph code points, with those of the
        compatibility block (U+FA0E…U+FA29, twelve scattered) as one."""
        out: list[list[int]] = []
        for cp in sorted(self.rank):
            if out and (out[-1][1] == cp - 1 or (0xF900 <= cp <= 0xFAFF and 0xF900 <= out[-1][0] <= 0xFAFF)):
                out[-1][1] = cp
            else:
                out.append([cp, cp])
        return out

    def encode(self) -> list[int]:
        """The order as `HanOrder` (Swift) decodes it: the number of blocks
        and the first code point of each, then the order as runs of
        consecutive code points, each within a block. With k bits for a
        block's index (enough for the count), a run that starts where that
        block's last run ended (the blocks are mostly in radical-stroke order
        themselves), of 1 to 64 code points, is one number,
        (length - 1) << (k + 1) | block << 1; any other is
        zigzag(start - block's end) << (k + 1) | block << 1 | 1, then its length."""
        blocks = self.blocks()
        bits = max(1, (len(blocks) - 1).bit_length())
        out = [len(blocks)] + [lo for lo, _ in blocks]
        cursor = [lo for lo, _ in blocks]
        runs: list[list[int]] = []
        for cp in self.order:
            if runs and runs[-1][0] + runs[-1][1] == cp:
                runs[-1][1] += 1
            else:
                runs.append([cp, 1])
        for start, length in runs:
            b = next(i for i, (lo, hi) in enumerate(blocks) if lo <= start <= hi)
            if start == cursor[b] and length <= 64:
                out.append((length - 1) << (bits + 1) | b << 1)
            else:
                out.extend([generated.zigzag32(start - cursor[b]) << (bits + 1) | b << 1 | 1, length])
            cursor[b] = start + length
        return out


# MARK: - Tailoring rules


class RuleTokenizer:
    """Splits CLDR collation rule text into resets, relations and settings."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def skip_space(self) -> None:
        """Past spaces, direction marks and # comments."""
        t = self.text
        while self.i < len(t):
            c = t[self.i]
            if c in " \t\r\n\u200e\u200f":
                self.i += 1
            elif c == "#":
                while self.i < len(t) and t[self.i] != "\n":
                    self.i += 1
            else:
                break

    def read_escape(self) -> str:
        """The character a backslash escape spells (\\\\uXXXX, \\\\UXXXXXXXX, \\\\x{…}, \\\\c)."""
        t = self.text
        c = t[self.i + 1]
        if c == "u":
            v = t[self.i + 2:self.i + 6]
            self.i += 6
            return chr(int(v, 16))
        if c == "U":
            v = t[self.i + 2:self.i + 10]
            self.i += 10
            return chr(int(v, 16))
        if c == "x" and t[self.i + 2] == "{":
            j = t.index("}", self.i)
            v = t[self.i + 3:j]
            self.i = j + 1
            return chr(int(v, 16))
        self.i += 2
        return c

    def tokens(self) -> Iterator[tuple[str, Any]]:
        """(kind, value): setting, reset, relation (strength, star), prefix, extend, text."""
        t = self.text
        while True:
            self.skip_space()
            if self.i >= len(t):
                return
            c = t[self.i]
            if c == "[":
                depth = 0
                j = self.i
                while True:
                    if t[j] == "[":
                        depth += 1
                    elif t[j] == "]":
                        depth -= 1
                        if depth == 0:
                            break
                    j += 1
                yield ("setting", t[self.i + 1:j].strip())
                self.i = j + 1
            elif c == "&":
                self.i += 1
                yield ("reset", None)
            elif c in "<=":
                j = self.i
                while j < len(t) and t[j] == c:
                    j += 1
                op = t[self.i:j]
                self.i = j
                star = False
                if self.i < len(t) and t[self.i] == "*":
                    star = True
                    self.i += 1
                strength = {"<": 1, "<<": 2, "<<<": 3, "<<<<": 4, "=": 5}[op]
                yield ("relation", (strength, star))
            elif c == "|":
                self.i += 1
                yield ("prefix", None)
            elif c == "/":
                self.i += 1
                yield ("extend", None)
            else:
                self.skip_space()
                yield ("text", self.read_text())

    def read_text(self) -> str:
        """The text of a reset or relation: quotes and escapes resolved."""
        t = self.text
        out: list[str] = []
        while self.i < len(t):
            c = t[self.i]
            if c in "&<=|/[#" or c in " \t\r\n\u200e\u200f":
                break
            if c == "'":
                # As ICU reads rules: quoted text is literal, '' is a quote.
                j = t.index("'", self.i + 1)
                out.append("'" if j == self.i + 1 else t[self.i + 1:j])
                self.i = j + 1
            elif c == "\\":
                out.append(self.read_escape())
            else:
                out.append(c)
                self.i += 1
        return "".join(out)


class Tailoring:
    """Applies CLDR rules to the root collation, producing an overlay table."""

    def __init__(self, root: Table, weights: Weights, nfd: NFD, han: HanOrder, last_regular: int) -> None:
        self.root = root  # tuple(cps) -> [(p32, s16, t16)]
        self.w = weights
        self.nfd = nfd
        self.han = han
        self.last_regular = last_regular
        self.overlay: dict[tuple[int, ...], list[SymbolicElement]] = {}
        self.nodes: list[list[Any]] = []  # node: [level, gapkey, value]
        self.lists: dict[tuple[Any, ...], list[int]] = {}  # gapkey -> [node ids in order]
        self.settings: dict[str, Any] = {"reorder": [], "caseFirst": None, "alternate": None, "suppress": set()}
        self.node_case: dict[int, int] = {}  # tertiary node id -> case class of its item

    # Symbolic weights are ints (root values) or ("n", id) for new nodes.

    def ces_of(self, s: str) -> list[Any]:
        """The elements of a string, tailored so far."""
        return longest_match_ces(self.nfd([ord(c) for c in s]), (self.overlay, self.root), self.han)

    def value(self, w: Weight) -> int:
        """A symbolic weight's number (after `resolve`)."""
        return w if not isinstance(w, tuple) else self.nodes[w[1]][2]

    def next_root(self, level: int, w: int) -> int:
        """The root weight strictly above numeric w at a level (an upper bound)."""
        if level == 1:
            for rp in self.root_p32:
                if rp > w:
                    return rp
            return 0xFFFFFFFF
        vals = self.root_sec if level == 2 else self.root_ter
        for v in vals:
            if v > w:
                return v
        return 0xFFFF

    def insert(self, level: int, after: Weight, higher: tuple[Weight, ...] | None) -> Weight:
        """A new weight at `level` right after symbolic weight `after`."""
        if isinstance(after, tuple):
            key = self.nodes[after[1]][1]
            lst = self.lists[key]
            # Chains append to the end of their list; search only otherwise.
            pos = len(lst) if lst[-1] == after[1] else lst.index(after[1]) + 1
        else:
            key = (level, higher, after)
            lst = self.lists.setdefault(key, [])
            pos = 0
        nid = len(self.nodes)
        self.nodes.append([level, key, None])
        lst.insert(pos, nid)
        return ("n", nid)

    def insert_before(self, level: int, before: Weight, higher: tuple[Weight, ...] | None) -> Weight:
        """A new weight at `level` right before symbolic weight `before`."""
        if isinstance(before, tuple):
            key = self.nodes[before[1]][1]
            lst = self.lists[key]
            pos = lst.index(before[1])
        else:
            prev = self.prev_root(level, before)
            key = (level, higher, prev)
            lst = self.lists.setdefault(key, [])
            pos = len(lst)
        nid = len(self.nodes)
        self.nodes.append([level, key, None])
        lst.insert(pos, nid)
        return ("n", nid)

    def prev_root(self, level: int, w: int) -> int:
        """The root weight below numeric w at a level (a lower bound)."""
        vals = self.root_p32 if level == 1 else (self.root_sec if level == 2 else self.root_ter)
        prev = 0 if level > 1 else 0x01000000
        for v in vals:
            if v >= w:
                break
            prev = v
        if level > 1 and prev == 0:
            prev = 0x0100  # below the lowest root weight, above ignorable
        return prev

    def apply(self, text: str) -> None:
        """Applies rule text: each relation's item gets its place in the overlay."""
        self.root_p32 = sorted({ce[0] for ces in self.root.values() for ce in ces if ce[0]})
        self.root_sec = sorted({ce[1] for ces in self.root.values() for ce in ces if ce[1]})
        self.root_ter = sorted({ce[2] for ces in self.root.values() for ce in ces if ce[2]})
        toks = list(RuleTokenizer(text).tokens())
        i = 0
        pos_prefix: list[Any] = []  # CEs before the insertion point
        pos: Any = None  # the symbolic CE at the insertion point
        while i < len(toks):
            kind, val = toks[i]
            if kind == "setting":
                self.setting(val)
                i += 1
            elif kind == "reset":
                i += 1
                before = 0
                if toks[i][0] == "setting" and toks[i][1].startswith("before"):
                    before = int(toks[i][1].split()[1])
                    i += 1
                if toks[i][0] == "setting":
                    ces = [self.special(toks[i][1])]
                else:
                    ces = self.ces_of(toks[i][1])
                i += 1
                pos_prefix, pos = ces[:-1], ces[-1]
                if before:
                    pos = self.before(pos, before)
            elif kind == "relation":
                strength, star = val
                i += 1
                text_tok = toks[i][1]
                i += 1
                prefix = None
                extend = ""
                if i < len(toks) and toks[i][0] == "prefix":
                    prefix = text_tok
                    text_tok = toks[i + 1][1]
                    i += 2
                if i < len(toks) and toks[i][0] == "extend":
                    extend = toks[i + 1][1]
                    i += 2
                items = list(text_tok) if star else [text_tok]
                for item in items:
                    pos = self.relate(pos, strength)
                    if strength == 3 and isinstance(pos[2], tuple):
                        self.node_case[pos[2][1]] = case_class(item)
                    item_ces = pos_prefix + [pos] + (self.ces_of(extend) if extend else [])
                    if prefix is None:
                        key = tuple(self.nfd([ord(c) for c in item]))
                        self.overlay[key] = item_ces
            else:
                raise ValueError("unexpected token %r" % (toks[i],))

    def special(self, name: str) -> Element:
        """The element of a reset position such as [last regular]."""
        if name == "last regular":
            return ((self.last_regular << 16) | 0x8000, self.w.common_sec, self.w.common_ter)
        if name in ("last primary ignorable", "first primary ignorable"):
            return (0, self.w.common_sec, self.w.common_ter)
        if name in ("last secondary ignorable", "first secondary ignorable"):
            return (0, 0, self.w.common_ter)
        if name in ("last tertiary ignorable", "first tertiary ignorable"):
            return (0, 0, 0)
        raise ValueError("unsupported reset position [%s]" % name)

    def setting(self, s: str) -> None:
        """Applies a [setting] of the rules."""
        parts = s.split()
        if parts[0] == "reorder":
            self.settings["reorder"] = parts[1:]
        elif parts[0] == "caseFirst":
            self.settings["caseFirst"] = parts[1]
        elif parts[0] == "alternate":
            self.settings["alternate"] = parts[1]
        elif parts[0] == "suppressContractions":
            # The root's contractions that begin with these characters do not
            # apply (Serbian й is и with a breve, not a letter of its own).
            self.settings["suppress"] |= {ord(c) for c in parse_unicode_set(s[len(parts[0]):].strip())}
        # normalization (input is always normalized), strength, optimize,
        # backwards (secondary order; sections are primary): no effect here

    def relate(self, pos: SymbolicElement, strength: int) -> SymbolicElement:
        """The element of an item placed after `pos` at a strength."""
        p, s, t = pos
        if strength == 1:
            return (self.insert(1, p, None), self.w.common_sec, self.w.common_ter)
        if strength == 2:
            return (p, self.insert(2, s, (p,)), self.w.common_ter)
        if strength == 3:
            return (p, s, self.insert(3, t, (p, s)))
        return pos  # quaternary and identical: same CE

    def before(self, pos: SymbolicElement, level: int) -> SymbolicElement:
        """The element right before `pos` at a level ([before n])."""
        p, s, t = pos
        if level == 1:
            return (self.insert_before(1, p, None), self.w.common_sec, self.w.common_ter)
        if level == 2:
            return (p, self.insert_before(2, s, (p,)), self.w.common_ter)
        return (p, s, self.insert_before(3, t, (p, s)))

    def resolve(self, packed: bool = False) -> Table:
        """Gives every node a number between its gap's bounds: spread over
        the gap, or `packed` at its top, a few apart, leaving the room above
        the root weight to the tailorings built on this one (the root's own
        differences from UCA 14, see icu_root_rules)."""
        for key, lst in self.lists.items():
            level, _, lower = key
            # Key bytes must never start with 0x00, the level separator.
            lo = max(self.value(lower), 0x01000000 if level == 1 else 0x100)
            hi = self.next_root(level, lo)
            if level == 1:
                hi = min(hi, 0xFB000000)
            n = len(lst)
            step = (hi - lo) // (n + 1)
            if step < 1:
                raise ValueError("no room for %d weights after %x at level %d (%r)" % (n, lo, level, key))
            if packed:
                step = min(step, 0x100 if level == 1 else 0x10)
                lo = hi - step * (n + 1)
            for k, nid in enumerate(lst):
                self.nodes[nid][2] = lo + step * (k + 1)

        def num(ce: SymbolicElement) -> Element:
            return tuple(self.value(w) for w in ce)

        return {k: [num(ce) for ce in v] for k, v in self.overlay.items()}


def case_class(text: str) -> int:
    """0 upper, 1 mixed, 2 lower or uncased: the order of [caseFirst upper]."""
    if text != text.lower() and text == text.upper():
        return 0
    if text != text.lower():
        return 1
    return 2


# Root tertiary weights of upper-case variants (UTS #10 table of tertiary
# weights: upper, wide, compatibility, font and circled capitals; capital
# modifier letters).
ROOT_UPPER_TERTIARIES = {0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x1D}


def upper_first_tertiaries(t: Tailoring, weights: Weights) -> list[tuple[int, int]]:
    """Pairs (tertiary, new tertiary) that put upper case first.

    Case decides before the rest of the tertiary weight, as ICU's caseFirst
    does: every weight moves into the band of its case class, keeping its
    order within the band.
    """
    upper = {weights.ter[v] for v in ROOT_UPPER_TERTIARIES if v in weights.ter}
    values = sorted({v for v in weights.ter.values() if v} | {n[2] for n in t.nodes if n[0] == 3})
    classes: dict[int, int] = {}
    for v in values:
        classes[v] = 0 if v in upper else 2
    for nid, cls in t.node_case.items():
        classes[t.nodes[nid][2]] = cls
    return [(v, 0x200 + classes[v] * 0x2000 + i * 8) for i, v in enumerate(values)]


# MARK: - Script reordering


def script_blocks(root_entries: dict[tuple[int, ...], list[RawElement]], weights: Weights, script: dict[int, str],
                  last_regular: int) -> list[tuple[int, str]]:
    """Where each script's primaries begin, in root order.

    A script's letters (not modifier letters) decide where it begins, its
    letters, marks and modifier letters where it ends; the common
    characters between one script's last letter and the next one's first (such
    as U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK before the kana) belong to
    the next script, as in CLDR's root. Nothing begins before the first Latin
    letter: space, punctuation, symbols, currency and digits come first in every
    reordering.
    """
    first_letter = root_entries[(0x61,)][0][0]
    lo: dict[str, int] = {}
    hi: dict[str, int] = {}
    for cps, ces in root_entries.items():
        if len(cps) != 1 or not ces[0][0]:
            continue
        sc = script.get(cps[0], "Zzzz")
        if sc in ("Zyyy", "Zinh", "Zzzz"):
            continue
        if sc == "Hira":
            sc = "Kana"
        cat = CATEGORY.get(cps[0], "")
        p = ces[0][0]
        if p >= 0xFB00 or p < first_letter:
            continue
        # Its marks and modifier letters (Devanagari vowel signs, after the
        # consonants) extend a script's range; only letters begin it.
        if cat.startswith("L") or cat.startswith("M"):
            hi[sc] = max(hi.get(sc, 0), p)
        if not cat.startswith("L") or cat == "Lm":
            continue
        lo[sc] = min(lo.get(sc, 0xFFFF), p)
    ordered = sorted(lo, key=lambda sc: lo[sc])
    out: list[tuple[int, str]] = []
    prev_hi: int | None = None
    for sc in ordered:
        start = lo[sc]
        if prev_hi is not None and prev_hi < start:
            start = prev_hi + 1
        out.append((start << 16, sc))
        prev_hi = max(prev_hi or 0, hi[sc])
    out.append(((last_regular << 16) | 0x8001, "Hani"))  # tailored Han after [last regular]
    out.append((0xFB000000, "Zzzz"))  # implicit weights of other scripts
    out.append((0xFB400000, "Hani"))
    out.append((0xFBC00000, "Zzzz"))
    out.append((0xFFFD0000, "end"))
    return out


def reorder_table(blocks: list[tuple[int, str]], codes: list[str]) -> Reorder:
    """(start, end, delta) ranges that move the listed scripts first."""
    if not codes:
        return []
    groups = {"Hani": "Hani", "Kana": "Kana", "Hira": "Kana"}
    segs: list[tuple[int, int, str]] = []
    for (start, sc), (end, _) in zip(blocks, blocks[1:]):
        segs.append((start, end, groups.get(sc, sc)))
    base = segs[0][0]
    order: list[tuple[int, int, str]] = []
    for code in codes:
        code = groups.get(code, code)
        order.extend(s for s in segs if s[2] == code and s not in order)
    order.extend(s for s in segs if s not in order)
    out: Reorder = []
    cur = base
    for start, end, _ in order:
        out.append((start, end, cur - start))
        cur += end - start
    return [(s, e, d) for s, e, d in out if d != 0]


# MARK: - Index titles


def compiled_keys() -> list[str]:
    """The data keys of every compiled-in locale (without -u-co- variants):
    LOCALES, then every other locale ICU indexes."""
    return LOCALES + [x for x in indexed_locales() if x not in LOCALES]


def indexed_locales() -> list[str]:
    """Every locale ICU indexes: each language ICU has data for, and each of
    its script and region variants whose index labels or collation rules
    differ from those of the locale it would otherwise resolve to (ks_Deva,
    kk_Arab, sr_Latn, fa_AF), sorted. Left out: POSIX English, and Canadian
    French, whose rules only order accents backwards (secondary, which
    sections and the primary order never see)."""
    available = icudata.available_locales()
    languages = [x for x in available if "_" not in x and x != "root"]
    out = list(languages)

    def data(key: str) -> tuple[list[str], str]:
        return icudata.index_labels(key), icudata.collation_rules(key)

    for key in available:
        parts = key.split("_")
        if len(parts) < 2 or key in ("en_US_POSIX", "fr_CA"):
            continue
        fallback = parts[0]
        if len(parts) > 2 and len(parts[1]) == 4 and "_".join(parts[:2]) in out:
            fallback = "_".join(parts[:2])
        if data(key) != data(fallback):
            out.append(key)
    return sorted(set(out) | {x for x in KEPT_VARIANTS if x in available})


# ICU's short lists for scripts whose main exemplars are syllables.
HANGUL_INDEX = "가나다라마바사아자차카타파하"
ETHIOPIC_INDEX = "ሀለሐመሠረሰሸቀቈቐቘበቨተቸኀኈነኘአከኰኸዀወዐዘዠየደዸጀገጐጘጠጨጰጸፀፈፐፘ"


def read_index_exemplars(loc: str) -> list[str]:
    """The index characters of a locale as ICU's AlphabeticIndex finds them.

    Its index exemplars; without (confirmed) ones, its main exemplars: a–z
    added when they hold a Latin letter or nothing, Hangul and Ethiopic
    syllables cut to one a row, every item upper-cased.
    """
    items = icudata.exemplars(loc, "index")
    if items is not None:
        return items
    items = icudata.exemplars(loc, None) or []
    if not items or any("a" <= x <= "z" for x in items):
        items = items + [chr(c) for c in range(0x61, 0x7B)]
    if any("\uac00" <= x <= "\ud7a3" for x in items):
        items = [x for x in items if not "\uac00" <= x <= "\ud7a3"] + list(HANGUL_INDEX)
    if any("\u1200" <= x <= "\u137f" for x in items):
        items = [x for x in items if not "\u1200" <= x <= "\u137f"] + [
            c for c in ETHIOPIC_INDEX if c in items]
    language = loc.split("_")[0]
    out: list[str] = []
    for x in items:
        if language in ("tr", "az"):
            x = x.replace("i", "\u0130")
        x = x.upper()
        if x not in out:
            out.append(x)
    return out


# MARK: - Index titles as ICU's AlphabeticIndex chooses them


def table_primaries(text: str, overlay: Table, root: Table, han: HanOrder, reorder: Reorder, shifted: bool,
                    last_variable: int) -> list[int]:
    """The primary weights of a string under a tailoring (longest match first,
    contiguous contractions only: enough for index characters), reordered."""
    cps = TAILOR_NFD[0]([ord(c) for c in text])
    out: list[int] = []
    i = 0
    while i < len(cps):
        for j in range(len(cps), i, -1):
            key = tuple(cps[i:j])
            ces = overlay.get(key) or root.get(key)
            if ces:
                i = j
                break
        else:
            ces = [implicit_ce(cps[i], han)]
            i += 1
        for p, _, _ in ces:
            if not p or (shifted and p <= last_variable):
                continue
            for start, end, delta in reorder:
                if start <= p < end:
                    p = (p + delta) & 0xFFFFFFFF
                    break
            out.append(p)
    return out


TAILOR_NFD: list[Any] = [None]  # the NFD function, set by generate()


def nfkd_key(text: str) -> tuple[int, list[int], list[int]]:
    """Simplest first: fewest characters after NFKD, then code point order."""
    import unicodedata
    n = unicodedata.normalize("NFKD", text)
    return (len(n), [ord(c) for c in n], [ord(c) for c in text])


def choose_titles(items: Iterable[str], primaries: Callable[[str], list[int]], first_letter: int, overflow: int,
                  extra: Iterable[str] = ()) -> list[str]:
    """ICU AlphabeticIndex's labels from index characters, in collation order.

    As ICU does (AlphabeticIndex::initLabels): an item that sorts before the
    first letter of any script or in the overflow range is dropped; of items
    equal at primary strength the simplest is kept (fewest characters after
    NFKD, then code point order); when there are more than 99 (counting the
    Latin A–Z added to non-Latin indexes, `extra`), some are left out at
    regular intervals.

    Unlike ICU, a title of several characters that the collation does not
    treat as one letter (Swahili CH, Lingala MB, Bengali ক্ষ) is kept: CLDR
    lists it, so readers expect it. It holds the words that begin with it;
    as in ICU, words after those go back to the title before it.
    """
    chosen: dict[tuple[int, ...], str] = {}
    for item in list(items) + list(extra):
        if len(item) > 1 and item.endswith("*") and not item.endswith("**"):
            item = item[:-1]  # Maltese IE*: ICU's mark for a title that is no contraction
        key = tuple(primaries(item))
        if not key or key[0] < first_letter or key[0] >= overflow:
            continue
        if key not in chosen or nfkd_key(item) < nfkd_key(chosen[key]):
            chosen[key] = item
    titles = [chosen[k] for k in sorted(chosen)]
    size = len(titles) - 1
    if size > 99:
        kept: list[str] = []
        old = -1
        for count, t in enumerate(titles, 1):
            bump = count * 99 // size
            if bump != old:
                kept.append(t)
                old = bump
        titles = kept
    return titles


# MARK: - Output


def swift_escape(text: str) -> str:
    """A string's text inside a Swift string literal: invisible and combining
    characters (Bengali virama, zero-width joiners) spelled out as \\u{…}."""
    import unicodedata
    out: list[str] = []
    for c in text:
        if c in "\\\"":
            out.append("\\" + c)
        elif unicodedata.category(c)[0] in "MCZ" or unicodedata.category(c) == "Cf":
            out.append("\\u{%X}" % ord(c))
        else:
            out.append(c)
    return "".join(out)


# MARK: - Generation


def generate(out_root: str) -> None:
    root = read_root()
    # The root: ICU 78's, as UCA 14's allkeys moved to ICU's order (no newer
    # allkeys or FractionalUCA is reachable; see icu_root_rules, HanOrder).
    header = generated.header(SCRIPT, "%s's root collator: UCA %s weights (CLDR %s allkeys_CLDR.txt) in its order, "
                              "its radical-stroke Han order, Unicode %s characters" % (
                                  icudata.source(), root.version, generated.cldr_version(), icudata.UNICODE_VERSION))
    write_normalization_data(out_root, generated.header(
        SCRIPT, "Unicode %s data (unicodedata2 %s)" % (unicode17().unidata_version, UNICODEDATA2)), root)
    write_root_collation_data(out_root, header, root)
    write_locale_data(out_root, generated.header(SCRIPT, "%s locale data on its root" % icudata.source()),
        locale_entries(root))
    write_conformance_test(out_root, root.version)


class Root:
    """The root collation and what the tailorings build on."""

    def __init__(self) -> None:
        self.icu_rules = ""
        self.ccc, decomp = read_unicode_data()
        self.full, self.nfd = make_nfd(self.ccc, decomp)
        self.version, self.allkeys = read_allkeys()
        self.weights = Weights(self.allkeys)
        self.han = HanOrder(icudata.root_han_order())
        # Root table in NFD form, without precomposed characters (input is NFD first).
        self.table: Table = {}
        for cps, ces in self.allkeys.items():
            if len(cps) == 1 and cps[0] in self.full:
                continue
            if tuple(self.nfd(list(cps))) != cps:
                continue
            self.table[cps] = self.weights.ces(ces, self.han)
        self.last_regular = max(p for p in self.weights.root_primaries if p < 0xFB00)
        self.last_variable = max(c[0] for ces in self.allkeys.values() for c in ces if c[3])
        self.blocks = script_blocks(self.allkeys, self.weights, read_scripts(), self.last_regular)


    def ces(self, cps: Sequence[int]) -> list[Element]:
        """The collation elements of NFD code points."""
        return longest_match_ces(cps, (self.table,), self.han)

    def key(self, cp: int) -> tuple[tuple[int, ...], ...]:
        """What orders a code point at three levels: its primaries,
        secondaries and tertiaries, ignorable ones left out."""
        return self.sequence_key(self.nfd([cp]))

    def sequence_key(self, cps: Iterable[int]) -> tuple[tuple[int, ...], ...]:
        """`key` of NFD code points."""
        ces = self.ces(list(cps))
        return tuple(tuple(c[level] for c in ces if c[level]) for level in range(3))


def read_root() -> Root:
    """The root, moved to ICU's order by icu_root_rules."""
    root = Root()
    COMMON[:] = [root.weights.common_sec, root.weights.common_ter]
    root.icu_rules = icu_root_rules(root)
    t = Tailoring(root.table, root.weights, root.nfd, root.han, root.last_regular)
    t.apply(root.icu_rules)
    root.table.update(t.resolve(packed=True))
    return root


def longest_ordered(keys: Sequence[Any]) -> set[int]:
    """The indices of a longest non-decreasing subsequence of `keys`."""
    tails: list[Any] = []
    tail_index: list[int] = []
    parent: list[int | None] = [None] * len(keys)
    for i, k in enumerate(keys):
        n = bisect.bisect_right(tails, k)
        if n == len(tails):
            tails.append(k)
            tail_index.append(i)
        else:
            tails[n] = k
            tail_index[n] = i
        parent[i] = tail_index[n - 1] if n else None
    out: set[int] = set()
    last = tail_index[-1] if tail_index else None
    while last is not None:
        out.add(last)
        last = parent[last]
    return out


def icu_root_rules(root: Root) -> str:
    """Rules that move the UCA 14 root to ICU's root order on every code
    point Unicode 17 assigns: in ICU's order, the code points outside a
    longest run that the UCA 14 weights already order (those new since
    Unicode 15, a block of numeric signs and the few others UCA 15-17
    reweighted) are placed after the one before them, at the level where ICU
    tells them apart, as a tailoring would place them."""
    collator = icudata.root_collator()
    levels = [icudata.icu.Collator.PRIMARY, icudata.icu.Collator.SECONDARY, icudata.icu.Collator.TERTIARY]
    # The code points, as NFD: those that decompose only where ICU gives the
    # decomposition other primaries than its parts (a contraction, such as
    # Todhri U+105D2 U+0307 for U+105C9).
    items: list[tuple[int, ...]] = []
    for scalar in icudata.assigned_code_points(private_use=False):
        d = tuple(root.nfd([scalar]))
        if len(d) == 1 or icudata.root_primaries(chr(scalar)) != [
                p for part in d for p in icudata.root_primaries(chr(part))]:
            items.append(d)
    keys = sorted((collator.getSortKey("".join(map(chr, d))), d) for d in items)
    cps = [d for _, d in keys]
    # Ours must order what ICU tells apart and may tie what ICU ties: the
    # longest run non-decreasing in (our key, -ICU's rank of the tie).
    rank = 0
    ours: list[tuple[tuple[tuple[int, ...], ...], int]] = []
    for i, (key, d) in enumerate(keys):
        rank += i > 0 and key != keys[i - 1][0]
        ours.append((root.sequence_key(d), -rank))
    keep = longest_ordered(ours)

    def text(d: Sequence[int]) -> str:
        return "".join(map(chr, d))

    def escaped(d: Sequence[int]) -> str:
        return "".join("\\U%08X" % cp for cp in d)

    def relation(a: Sequence[int], b: Sequence[int]) -> str:
        """The rule operator between a and b: the level where ICU tells them apart."""
        for n, level in enumerate(levels):
            collator.setStrength(level)
            if collator.compare(text(a), text(b)) != 0:
                collator.setStrength(icudata.icu.Collator.TERTIARY)
                return "<" * (n + 1)
        return "="

    def level(op: str) -> int:
        return 5 if op == "=" else len(op)

    # And where ICU tells two neighbours apart at a weaker level than ours
    # (UCA 15 made the quotation marks secondary variants of U+0027 and
    # U+0022), the second is placed too.
    def our_level(a: int, b: int) -> int:
        ka, kb = ours[a][0], ours[b][0]
        return next((n + 1 for n in range(3) if ka[n] != kb[n]), 5)

    releveled: set[int] = set()
    for i in range(1, len(cps)):
        if (i in keep and (i - 1 in keep or i - 1 in releveled)
                and level(relation(cps[i - 1], cps[i])) > our_level(i - 1, i)):
            keep.discard(i)
            releveled.add(i)

    # A code point whose only element is a given one, to reset on that element.
    owner: dict[Element, int] = {}
    for k, ces in root.table.items():
        if len(k) == 1 and len(ces) == 1:
            owner.setdefault(ces[0], k[0])
    # The first code point in ICU's order with only a given primary, and
    # that primary in ours, to spell an expansion such as U+20A8 "Rs".
    spelled: dict[int, int] = {}
    for i, d in enumerate(cps):
        if i in keep and len(d) == 1 and len(ours[i][0][0]) == 1:
            primaries = icudata.root_primaries(text(d))
            if len(primaries) == 1:
                spelled.setdefault(primaries[0], d[0])
    rules: list[str] = []
    for i, cp in enumerate(cps):
        if i in keep:
            continue
        if i == 0:
            raise ValueError("%s is first in ICU's root order: nothing to place it after" % escaped(cp))
        primaries = icudata.root_primaries(text(cp))
        if len(primaries) > 1 and all(p in spelled for p in primaries):
            # An expansion: a variant of what spells it ("Rs" <<< U+20A8).
            spelling = tuple(spelled[p] for p in primaries)
            rules.append("\n&%s %s %s" % (escaped(spelling), relation(spelling, cp), escaped(cp)))
            continue
        before = cps[i - 1]
        op = relation(before, cp)
        after = relation(cp, cps[i + 1]) if i + 1 in keep else "="
        if "=" != after and level(after) > level(op):
            # Closer to the one after it (U+1E067 <<< U+0491 after U+0403 <<
            # U+1E067): placed before that one.
            rules.append("\n&[before %d]%s %s %s" % (len(after), escaped(cps[i + 1]), after, escaped(cp)))
            continue
        if op == "<" and i - 1 in keep:
            # A new primary after an expansion such as U+3361 "9点" follows
            # the expansion's first primary in ICU (its own, not one after 点's).
            ces = root.ces(list(before))
            if (len(ces) > 1 and ces[0] in owner
                    and icudata.root_primaries(text(cp))[0] > icudata.root_primaries(text(before))[0]):
                before = (owner[ces[0]],)
        if i - 1 in keep or before != cps[i - 1]:
            rules.append("\n&" + escaped(before))
        rules.append(" %s %s" % (op, escaped(cp)))
    return "".join(rules).strip()


def write_normalization_data(out_root: str, header: str, root: Root) -> None:
    """Decompositions and combining classes."""
    # Numbers spelled as scalars (swift_numbers), each code point as its
    # distance from the one before: a third of the base64 of 32-bit words.
    dnumbers: list[int] = []
    previous = 0
    for cp in sorted(root.full):
        d = root.full[cp]
        dnumbers += [cp - previous, len(d)] + list(d)
        previous = cp
    cnumbers: list[int] = []
    previous = 0
    for cp, c in sorted(root.ccc.items()):
        cnumbers += [cp - previous, c]
        previous = cp
    # In SectionIndexAlgorithms (package): an index bar's title matching
    # decomposes with it too (String+CanonicalEquivalence.swift).
    path = os.path.join("Sources", "SectionIndexAlgorithms", "Generated", "NormalizationData.swift")
    decompositions = swift_numbers(
        "canonicalDecompositionData", dnumbers,
        "/// Full canonical decompositions (Hangul is algorithmic): per code point, its distance\n"
        "/// from the one before, the length, then the scalars (numbers as scalars).")
    classes = swift_numbers(
        "combiningClassData", cnumbers,
        "/// Non-zero canonical combining classes: per code point, its distance from the one\n"
        "/// before, then the class (numbers as scalars).")
    generated.write(out_root, path, "".join([
        header, "\n",
        decompositions.replace("\nlet ", "\npackage let ", 1), "\n",
        classes.replace("\nlet ", "\npackage let ", 1),
    ]))


def write_root_collation_data(out_root: str, header: str, root: Root) -> None:
    out = [header, "\n"]
    out.append("/// Where the root table comes from.\n")
    out.append("package let rootCollationSource = \"%s root\"\n\n" % icudata.source())
    out.append(swift_numbers("rootCollationData", encode_table(root.table),
                            "/// Root collation elements (UCA 14's allkeys_CLDR.txt moved to ICU 78's root order), "
                            "keyed by NFD scalars.", access="package "))
    out.append("\n/// The root entries a build for chosen locales leaves out of `rootCollationData`,\n")
    out.append("/// for a page to supply (its root.data; Tools/locale-subset.py): \"\" here, where\n")
    out.append("/// the root is whole.\n")
    out.append('package let rootCollationExtraData: StaticString = ""\n')
    out.append("\n/// The scalars whose root entries `rootCollationData` holds when a build for\n")
    out.append("/// chosen locales splits the root, as a `ScalarSet`'s boundaries (\"\": not split).\n")
    out.append('package let rootCoreRanges: StaticString = ""\n')
    out.append("\n")
    out.append(swift_numbers("hanOrderData", root.han.encode(),
                             "/// The unified ideographs in the root's order (%s's root collator: radical, then\n"
                             "/// strokes), as runs of code points (`HanOrder.encode` in Tools/generate-tables.py)."
                             % icudata.source(), access="package "))
    out.append("\n/// Where each script's primary weights begin, in root order; sectioning sends\n")
    out.append("/// a string to `#` when it lies in a script after its nearest title.\n")
    out.append("package let scriptBlockStarts: [UInt32] = [\n")
    for start, sc in root.blocks:
        out.append("  0x%08X,  // %s\n" % (start, sc))
    out.append("]\n")
    out.append("\n/// Where Han primaries begin: tailored Han (after [last regular]) and implicit Han.\n")
    out.append("package let hanBlockStarts: [UInt32] = [%s]\n" % ", ".join(
        "0x%08X" % start for start, sc in root.blocks if sc == "Hani"))
    # The constants a loop compares with: @inlinable, so that the code of
    # the module that reads them (SectionIndexCollation) holds them as
    # immediates, as when the tables were its own files.
    out.append("\n/// The primary weight of the last regular character; tailored Han sort after it.\n")
    out.append("@inlinable package var lastRegularPrimary: UInt32 { 0x%08X }\n" % ((root.last_regular << 16) | 0x8000))
    out.append("\n/// The highest variable primary (spaces and punctuation): what\n")
    out.append("/// alternate=shifted ignores at the first three levels.\n")
    out.append("@inlinable package var lastVariablePrimary: UInt32 { 0x%08X }\n"
               % root.weights.primary(root.last_variable))
    generated.write(out_root, os.path.join(GENERATED, "RootCollationData.swift"), "".join(out))


class Tailorings:
    """The tailored overlay tables of the collations, each built once."""

    def __init__(self, root: Root) -> None:
        self.root = root
        self.cache: dict[str, tuple[Table, Tailoring]] = {}  # rule text -> (overlay, tailoring)

    def get(self, rules: str) -> tuple[Table, Tailoring]:
        """The overlay and tailoring of rule text."""
        if rules not in self.cache:
            self.cache[rules] = self.build(rules)
        return self.cache[rules]

    def build(self, rules: str) -> tuple[Table, Tailoring]:
        root = self.root
        t = Tailoring(root.table, root.weights, root.nfd, root.han, root.last_regular)
        overlay: Table = {}
        if rules:
            t.apply(rules)
            overlay = t.resolve()
        suppressed = t.settings["suppress"]
        # Contraction heads need their root contractions in the overlay too,
        # except those the tailoring suppresses; a suppressed head gets its
        # single weights, so that the root's contractions are not looked up.
        heads = {k[0] for k in overlay} | suppressed
        for k, v in root.table.items():
            if len(k) > 1 and k[0] in heads and k not in overlay and k[0] not in suppressed:
                overlay[k] = v
        for h in heads:
            if (h,) not in overlay:
                overlay[(h,)] = root.table.get((h,)) or [implicit_ce(h, root.han)]
        return overlay, t


def locale_entries(root: Root) -> list[LocaleEntry]:
    """Per compiled-in locale and -u-co- variant: (key, titles, overlay,
    reorder, flags, upper-first tertiaries)."""
    TAILOR_NFD[0] = root.nfd
    last_variable32 = root.weights.primary(root.last_variable)
    tailorings = Tailorings(root)
    latin = [chr(c) for c in range(0x41, 0x5B)]
    entries: list[LocaleEntry] = []
    for loc in compiled_keys() + list(VARIANTS):
        titles_from, collation = VARIANTS.get(loc, (loc, loc))
        items = read_index_exemplars(titles_from) or []
        overlay, t = tailorings.get(icudata.collation_rules(collation))
        reorder = reorder_table(root.blocks, t.settings["reorder"])
        shifted = t.settings["alternate"] == "shifted"

        def primaries(text: str, overlay: Table = overlay, reorder: Reorder = reorder,
                      shifted: bool = shifted) -> list[int]:
            return table_primaries(text, overlay, root.table, root.han, reorder, shifted, last_variable32)

        first_letter = root.blocks[0][0]
        titles = choose_titles(items, primaries, first_letter, 0xFBC00000)
        if titles and "A" not in titles and len(titles) + len(latin) > 100:
            # ICU counts the Latin titles added to a non-Latin index when it
            # thins out more than 99 (Yi): give them here, already thinned.
            titles = choose_titles(items, primaries, first_letter, 0xFBC00000, extra=latin)
        flags = 0
        cases: list[int] = []
        if t.settings["caseFirst"] == "upper":
            flags |= 1
            cases = [(a << 16) | b for a, b in upper_first_tertiaries(t, root.weights)]
        if shifted:
            flags |= 2
        entries.append((loc, titles, overlay, reorder, flags, cases))
    return entries


def write_locale_data(out_root: str, header: str, entries: list[LocaleEntry]) -> None:
    """LocaleData.swift: each locale's titles, settings and tailoring.

    Locales sharing a collation share its table: one StaticString each.
    """
    shared: dict[tuple[int, ...], str] = {}  # encoded table -> Swift name
    tables: list[tuple[str, str, tuple[int, ...]]] = []
    rows: list[tuple[str, list[str], str, Reorder, int, list[int]]] = []
    # The zh (pinyin) tailoring's ideographs: their order is written against
    # the pinyin readings (zhHanOrderData, Tools/hanorder.py), not as scalars.
    zh = next(e[2] for e in entries if e[0] == "zh")
    zh_sequence = han_sequence(zh)
    for loc, titles, overlay, reorder, flags, cases in entries:
        numbers = tuple(encode_table(overlay, zh_sequence if overlay == zh else ()))
        if numbers not in shared:
            shared[numbers] = "tailoring_" + re.sub(r"[^A-Za-z0-9]", "_", loc)
            tables.append((shared[numbers], loc, numbers))
        rows.append((loc, titles, shared[numbers], reorder, flags, cases))
    out = [header, "\n"]
    out.append("/// Per-locale data: index titles (CLDR index exemplars, filtered and ordered\n")
    out.append("/// as ICU's AlphabeticIndex does), settings, script\n")
    out.append("/// reordering and tailored collation elements (shared between locales).\n")
    out.append("///\n")
    out.append("/// A row is three StaticStrings: the locale's data key; its titles (separated\n")
    out.append("/// by U+001F), U+001E, then PackedNumbers (its flags, the count of its\n")
    out.append("/// reordering's words and each, the count of its upper-first tertiaries and\n")
    out.append("/// each), a text that locales of the same titles and settings share; and its\n")
    out.append("/// tailoring. The compiler lays the array out as constant data (Strings and\n")
    out.append("/// arrays of numbers took a 40 KB initializer in the wasm), a relocation per\n")
    out.append("/// pointer in a native executable.\n")
    out.append("package let localeData: [(key: StaticString, row: StaticString, tailoring: StaticString)] = [\n")
    for loc, titles, table, reorder, flags, cases in rows:
        rwords = [x for r in reorder for x in (r[0], r[1], r[2] & 0xFFFFFFFF)]
        title_str = "\\u{1F}".join(swift_escape(t) for t in titles)
        settings = [flags, len(rwords)] + rwords + [len(cases)] + cases
        out.append('  (\n    "%s", "%s\\u{1E}%s",\n    %s\n  ),\n' % (
            loc, title_str, generated.swift_number_string(settings), table))
    out.append("]\n")
    out.append("\n/// The locales a build for chosen locales left out (Scripts/build-web.sh\n")
    out.append("/// --locales, Tools/locale-subset.py), separated by spaces: none here.\n")
    out.append('package let omittedLocaleData: StaticString = ""\n')
    out.append("\n/// Whether this build carries the readings of Chinese (pinyin) and of Japanese\n")
    out.append("/// (SectionIndexJapanese's tables), compiled in or supplied at run time: false\n")
    out.append("/// in a build for chosen locales without zh, or without ja (Tools/locale-subset.py),\n")
    out.append("/// whose code then leaves the readers out.\n")
    # @inlinable: a constant where it is read, so that a build's code
    # without the readings leaves their readers out.
    out.append("@inlinable package var carriesPinyinReadings: Bool { true }\n")
    out.append("@inlinable package var carriesJapaneseReadings: Bool { true }\n")
    out.append("\n/// Whether the rows of some locales are supplied at run time (`\"row:KEY\"`): the full\n")
    out.append("/// web build's root.data carries those of the locales beyond its root's core\n")
    out.append("/// (Tools/locale-subset.py --on-demand). Elsewhere every row is compiled in.\n")
    out.append("@inlinable package var suppliesLocaleRows: Bool { false }\n")
    for name, _loc, numbers in tables:
        users = [r[0] for r in rows if r[2] == name]
        out.append("\n" + swift_numbers(name, numbers, "/// The tailoring of %s." % ", ".join(users)))
    out.append("\n" + han_order_source(zh_sequence))
    generated.write(out_root, os.path.join(GENERATED, "LocaleData.swift"), "".join(out))


def is_ideograph(cp: int) -> bool:
    """A unified or compatibility ideograph (the ranges PinyinReader reads)."""
    return 0x3400 <= cp <= 0x9FFF or 0xF900 <= cp <= 0xFAFF or 0x20000 <= cp <= 0x3FFFF


def han_sequence(overlay: Table) -> list[int]:
    """The ideographs a tailoring lists alone, in the order `encode_table`
    visits them (its entries' order)."""
    items = sorted(overlay.items(), key=lambda kv: (kv[1], kv[0]))
    return [key[0] for key, _ in items if len(key) == 1 and is_ideograph(key[0])]


def han_order_source(sequence: list[int]) -> str:
    """zhHanOrderData: the zh tailoring's ideographs in order, one
    range-coded stream against the pinyin readings (Tools/hanorder.py)."""
    readings = generated.tool_module("generate-pinyin.py").Readings()
    defaults = {cp: readings.code(r) for cp, r in readings.defaults.items()}
    representatives = readings.representatives()
    text = hanorder.encode(sequence, defaults, representatives)
    if hanorder.decode(text, defaults) != (sequence, representatives):
        raise ValueError("zhHanOrderData does not decode to the zh order and representatives")
    assert '"' not in text and "\\" not in text
    return ("/// The ideographs of zh's tailoring (%d) in its order, which the tailoring\n"
            "/// leaves out, and the readings' representative characters (%d): one\n"
            "/// range-coded stream against the pinyin readings (`pinyinCharacterData`), as\n"
            "/// Tools/hanorder.py writes it.\n"
            "package let zhHanOrderData: StaticString = \"\"\"\n%s\n\"\"\"\n"
            % (len(sequence), len(representatives), text))


ROOT_ORDER = os.path.join("Tests", "SectionIndexCollationTests", "Resources", "RootOrder.txt")


def write_conformance_test(out_root: str, uca_version: str) -> None:
    """The root order to conform to, one case a line (scalars in hex), each at
    or after the one before: the cases of Unicode's conformance test (CLDR
    41's UCA 14 CollationTest_CLDR_NON_IGNORABLE.txt: no newer one is
    reachable here) and every code point Unicode 17 assigns but private-use
    ones (a few are among the test's cases), alone, in the order of ICU 78's root collator
    (non-ignorable, identical strength: ties by NFD code points)."""
    name = os.path.join("uca", "CollationTest_CLDR_NON_IGNORABLE.txt")
    cases: set[tuple[int, ...]] = set()
    with open(os.path.join(CLDR, name), encoding="utf-8") as f:
        for line in f:
            line = line.split(";")[0].split("#")[0].strip()
            if line:
                cases.add(tuple(int(x, 16) for x in line.split()))
    for cp in icudata.assigned_code_points(private_use=False):
        cases.add((cp,))
    collator = icudata.root_collator()
    collator.setStrength(icudata.icu.Collator.IDENTICAL)
    ordered = sorted(cases, key=lambda c: (collator.getSortKey("".join(map(chr, c))), c))
    out = [generated.header(SCRIPT, "%s's root collator (identical strength) on the cases of %s (UCA %s) "
                            "and every assigned code point but private use" % (icudata.source(), name, uca_version),
                            comment="#")]
    out.append("# Unicode terms of use: https://www.unicode.org/terms_of_use.html\n")
    out.extend(" ".join("%04X" % cp for cp in c) + "\n" for c in ordered)
    generated.write(out_root, ROOT_ORDER, "".join(out))


def main() -> None:
    generated.run(generate, SCRIPT, "Collation tables")


if __name__ == "__main__":
    main()
