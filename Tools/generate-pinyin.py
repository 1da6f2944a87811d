#!/usr/bin/env python3
"""Generates the Chinese reading (pinyin) tables of swift-section-index.

Reads only Debian's `unicode-data` and `unicode-cldr-core` plus the committed
files under Tools/data/, and writes:

  Sources/SectionIndexCollationTables/Generated/PinyinData.swift   tables as numbers spelled as scalars

Usage:
  python3 Tools/generate-pinyin.py            regenerate
  python3 Tools/generate-pinyin.py --check    regenerate into a temporary folder and
                                              fail if any byte differs
  python3 Tools/generate-pinyin.py --refresh-phrases [WHEEL]
      re-extract Tools/data/pinyin-phrases.txt from pypinyin's phrases_dict
      (downloads pypinyin==PYPINYIN_VERSION with `pip download --no-deps` when
      no wheel is given). This is the only step that needs the network.

Sources.
- Per-character default reading: Unihan kMandarin's first value (what ICU and
  CLDR use), else the first of kHanyuPinyin, kXHC1983, kHanyuPinlu; characters
  that only CLDR's zh pinyin order lists take the reading of their group there.
- Phrases: Tools/data/pinyin-phrases.txt (derived from pypinyin, MIT), kept
  when the phrase reading differs from the concatenated default readings;
  Traditional spellings are added through Unihan kTraditionalVariant.
- Surnames: Tools/data/pinyin-surnames.txt (compiled by hand; sources named
  in that file), likewise extended to Traditional forms.
"""

import bz2
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from collections.abc import Iterable, Sequence

import generated
import rangecoder
from generated import CLDR, ROOT, UNICODE

SCRIPT = "generate-pinyin.py"
DATA = os.path.join(ROOT, "Tools", "data")
OUTPUT = os.path.join("Sources", "SectionIndexCollationTables", "Generated", "PinyinData.swift")
PYPINYIN_VERSION = "0.55.0"

TONE_MARKS = {"\u0304": 1, "\u0301": 2, "\u030C": 3, "\u0300": 4}
MARK_OF_TONE = {v: k for k, v in TONE_MARKS.items()}
# A toneless syllable and its tone (1–4, 5 neutral): ('zeng', 1).
Reading = tuple[str, int]
# A word and a reading per character.
Entry = tuple[str, list[Reading]]


# MARK: - Readings


def parse_reading(text: str) -> Reading:
    """'zēng' -> ('zeng', 1); 'lǜ' -> ('lü', 4); 'de' -> ('de', 5); 'ế' -> ('ê', 2)."""
    tone = 5
    letters: list[str] = []
    for ch in unicodedata.normalize("NFD", text.strip().lower()):
        if ch in TONE_MARKS:
            tone = TONE_MARKS[ch]
        else:
            letters.append(ch)
    base = unicodedata.normalize("NFC", "".join(letters)).replace("v", "ü")
    if not re.fullmatch(r"[a-zêü]+", base):
        raise ValueError("bad pinyin %r" % text)
    return base, tone


def with_tone(base: str, tone: int) -> str:
    """Places the tone mark by the standard rule: a or e, else the o of ou, else
    the last vowel; syllabic m, n (ng) carry it when there is no vowel."""
    if tone == 5:
        return base
    nfd = unicodedata.normalize("NFD", base)
    # Indexes of base letters in nfd (skip the combining marks of ê and ü).
    letters = [i for i, c in enumerate(nfd) if not unicodedata.combining(c)]
    chars = [nfd[i] for i in letters]
    pos: int | None = None
    for target in ("a", "e"):
        if target in chars:
            pos = chars.index(target)
            break
    if pos is None and "ou" in "".join(chars):
        pos = "".join(chars).index("ou")
    if pos is None:
        vowels = [k for k, c in enumerate(chars) if c in "iouü" or c == "u"]
        if vowels:
            pos = vowels[-1]
    if pos is None:
        pos = 0  # m, n, ng, hm, hng: on the first nasal letter after h
        if chars[0] == "h" and len(chars) > 1:
            pos = 1
    i = letters[pos]
    # The tone mark goes after the letter's own marks (ê, ü).
    j = i + 1
    while j < len(nfd) and unicodedata.combining(nfd[j]):
        j += 1
    return unicodedata.normalize("NFC", nfd[:j] + MARK_OF_TONE[tone] + nfd[j:])


def syllable_sort_key(base: str) -> list[str]:
    """Alphabetical, with ü after u and ê after e (as in pinyin order)."""
    return [({"ü": "u\x7f", "ê": "e\x7f"}.get(c, c)) for c in base]


def read_unihan() -> tuple[dict[int, Reading], dict[str, dict[int, list[Reading]]]]:
    """Each character's default reading (the first of kHanyuPinlu, kXHC1983,
    kHanyuPinyin, kMandarin, the later winning), and every field's readings."""
    fields: dict[str, dict[int, list[Reading]]] = {"kMandarin": {}, "kHanyuPinyin": {}, "kXHC1983": {},
                                                   "kHanyuPinlu": {}}
    with bz2.open(os.path.join(UNICODE, "Unihan_Readings.txt.bz2"), "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            code, field, value = line.rstrip("\n").split("\t")
            if field not in fields:
                continue
            cp = int(code[2:], 16)
            if field == "kMandarin":
                values = value.split()
            elif field == "kHanyuPinlu":
                values = [re.sub(r"\(\d+\)", "", v) for v in value.split()]
            else:  # kHanyuPinyin, kXHC1983: "loc:r1,r2 loc:r3"
                values = []
                for item in value.split():
                    for r in item.split(":", 1)[1].split(","):
                        if r not in values:
                            values.append(r)
            fields[field][cp] = [parse_reading(v) for v in values]
    defaults: dict[int, Reading] = {}
    for field in ("kHanyuPinlu", "kXHC1983", "kHanyuPinyin", "kMandarin"):
        for cp, readings in fields[field].items():
            defaults[cp] = readings[0]
    return defaults, fields


def read_traditional_variants() -> dict[int, list[int]]:
    """Unihan's kTraditionalVariant: character -> its other Traditional forms."""
    variants: dict[int, list[int]] = {}
    with bz2.open(os.path.join(UNICODE, "Unihan_Variants.txt.bz2"), "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            code, field, value = line.rstrip("\n").split("\t")
            if field == "kTraditionalVariant":
                cp = int(code[2:], 16)
                # The list may include the character itself (乐 → 乐 樂).
                others = [int(v.split("<")[0][2:], 16) for v in value.split()]
                others = [v for v in others if v != cp]
                if others:
                    variants[cp] = others
    return variants


def read_cldr_pinyin_groups() -> list[tuple[Reading, list[int]]]:
    """The `<*chars # reading` lines of zh.xml's `pinyin` collation, in order."""
    with open(os.path.join(CLDR, "collation", "zh.xml"), encoding="utf-8") as f:
        text = f.read()
    start = text.index("<collation type='pinyin'>")
    end = text.index("</collation>", start)
    groups: list[tuple[Reading, list[int]]] = []
    for m in re.finditer(r"<\*(\S+)\s*#\s*(\S+)", text[start:end]):
        groups.append((parse_reading(m.group(2)), [ord(c) for c in m.group(1)]))
    return groups


# MARK: - Tools/data


def read_data_file(name: str) -> list[Entry]:
    """Lines `hanzi<TAB>reading reading ...`; # starts a comment."""
    entries: list[Entry] = []
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            word, spelled = line.split("\t", 1)
            readings = [parse_reading(r) for r in spelled.split()]
            if len(readings) != len(word):
                raise ValueError("%s:%d: %d characters, %d readings" % (name, n, len(word), len(readings)))
            entries.append((word, readings))
    return entries


def traditional_forms(word: str, variants: dict[int, list[int]]) -> list[str]:
    """The word and its Traditional spelling: characters with exactly one
    kTraditionalVariant are replaced; ambiguous ones (发 → 發/髮) are kept."""
    trad = "".join(chr(variants[ord(c)][0]) if len(variants.get(ord(c), [])) == 1 else c for c in word)
    return [word] if trad == word else [word, trad]


def is_sandhi(char: str, default: Reading, reading: Reading) -> bool:
    """Tone sandhi of 一 and 不 is not part of a word's reading for sorting."""
    return char in "一不" and default[0] == reading[0]


# MARK: - Reading ranks


def reading_ranks(r: "Readings", *entry_lists: list[Entry]) -> list[int]:
    """Every code a table uses, those most characters read by default first
    (ties by code): a character's reading is written as its rank, so that the
    common ones take one byte."""
    count: dict[int, int] = {}
    for reading in r.defaults.values():
        count[r.code(reading)] = count.get(r.code(reading), 0) + 1
    for entries in entry_lists:
        for _, readings in entries:
            for reading in readings:
                count.setdefault(r.code(reading), 0)
    return sorted(count, key=lambda c: (-count[c], c))


# MARK: - Character table (one stream of Tools/rangecoder.py's range coder)
#
# pinyinCharacterData: the readings' codes (`syllable << 3 | tone`) by rank
# (`reading_ranks`): their count, then each (`Numbers`); the count of
# characters (`Numbers`); then per character by increasing scalar, its
# distance from the previous scalar (the first: from 0) as 1, 2 or more
# (`Frequencies`), and what it is beyond 3 when more (`Numbers`); and its
# reading's rank (`Frequencies` of all ranks, growing by
# CHARACTER_INCREMENT). 62.7 KB of stream where the same numbers as a
# literal of scalars (what gzip took to 77 KB) took 92 KB; a context of the
# previous scalar's reading made it 2.7 KB larger (most contexts are seen
# too rarely to learn).

CHARACTER_INCREMENT = 4


class CharacterModels:
    """The models of the characters, as both sides keep them (the counts
    before them are one `Numbers` of its own)."""

    def __init__(self, ranks: int) -> None:
        self.steps = rangecoder.Frequencies(3)
        self.far = rangecoder.Numbers()
        self.readings = rangecoder.Frequencies(ranks, CHARACTER_INCREMENT)


def encode_characters(defaults: dict[int, int], ranks: list[int]) -> str:
    """The character table's text (see above): `defaults` scalar -> code."""
    rank = {c: i for i, c in enumerate(ranks)}
    e = rangecoder.Encoder()
    counts = rangecoder.Numbers()
    counts.encode(e, len(ranks))
    for code in ranks:
        counts.encode(e, code)
    counts.encode(e, len(defaults))
    m = CharacterModels(len(ranks))
    previous = 0
    for cp in sorted(defaults):
        gap = cp - previous
        assert gap >= 1
        m.steps.encode(e, min(gap, 3) - 1)
        if gap >= 3:
            m.far.encode(e, gap - 3)
        m.readings.encode(e, rank[defaults[cp]])
        previous = cp
    return rangecoder.to_text(e.finish())


def decode_characters(text: str) -> dict[int, int]:
    """scalar -> code back from the text (what PinyinReader decodes), to check it."""
    d = rangecoder.Decoder(rangecoder.from_text(text))
    counts = rangecoder.Numbers()
    ranks = [counts.decode(d) for _ in range(counts.decode(d))]
    m = CharacterModels(len(ranks))
    out: dict[int, int] = {}
    cp = 0
    for _ in range(counts.decode(d)):
        step = m.steps.decode(d)
        cp += step + 1 if step < 2 else 3 + m.far.decode(d)
        out[cp] = ranks[m.readings.decode(d)]
    return out


def character_text(r: "Readings", ranks: list[int]) -> str:
    """encode_characters, checked by decoding it."""
    defaults = {cp: r.code(reading) for cp, reading in r.defaults.items()}
    text = encode_characters(defaults, ranks)
    assert decode_characters(text) == defaults
    return text


# MARK: - Word tables (one stream of Tools/rangecoder.py's range coder each)
#
# pinyinPhraseData and pinyinSurnameData hold their words in the order
# PinyinReader's WordTable searches them (by first scalar, then second,
# longest first), as one stream each, which WordTable decodes with the same
# models:
#
# - The characters the words use (the alphabet), ascending: their count,
#   then each as the gap from the one before (`Numbers`).
# - The word count (`Numbers`), then per word: its first character's gap in
#   the alphabet from the previous word's (0: the same one; `Numbers`); its
#   length (`Frequencies`, by whether the first character is new); its second
#   character's gap from the previous word's of the same first character
#   (from the alphabet's start for a new one; `Numbers`); each further
#   character by the one before it (`Escapes`), escaping to the alphabet
#   (`Frequencies`, growing by ALPHABET_INCREMENT); and per character its
#   reading as 0 for the character's default (pinyinCharacterData), else 1 +
#   its rank (`reading_ranks`), by the readings the character has had
#   before (`Escapes`), escaping to `Frequencies` of all ranks.

WORD_LENGTHS = 16
ALPHABET_INCREMENT = 8


class WordModels:
    """The models of a word stream, as both sides keep them."""

    def __init__(self, alphabet: int, ranks: int) -> None:
        self.heads = rangecoder.Numbers()
        self.lengths = [rangecoder.Frequencies(WORD_LENGTHS) for _ in range(2)]
        self.seconds = rangecoder.Numbers()
        self.alphabet = rangecoder.Frequencies(alphabet, ALPHABET_INCREMENT)
        self.next = [rangecoder.Escapes() for _ in range(alphabet)]
        self.readings = [rangecoder.Escapes() for _ in range(alphabet)]
        self.reading = rangecoder.Frequencies(ranks + 1)


def reading_symbols(word: str, readings: list[Reading], r: "Readings", rank: dict[int, int]) -> list[int]:
    """Per character 0 for its default reading, else 1 + the reading's rank."""
    out = []
    for c, reading in zip(word, readings):
        default = r.defaults.get(ord(c))
        same = default is not None and r.code(default) == r.code(reading)
        out.append(0 if same else rank[r.code(reading)] + 1)
    return out


def encode_words(entries: Sequence[Entry], r: "Readings", ranks: list[int]) -> str:
    """A word table's text (see above)."""
    rank = {c: i for i, c in enumerate(ranks)}
    alphabet = sorted({c for word, _ in entries for c in word})
    number = {c: i for i, c in enumerate(alphabet)}
    e = rangecoder.Encoder()
    gaps = rangecoder.Numbers()
    gaps.encode(e, len(alphabet))
    previous = -1
    for c in alphabet:
        gaps.encode(e, ord(c) - previous - 1)
        previous = ord(c)
    m = WordModels(len(alphabet), len(ranks))
    gaps.encode(e, len(entries))
    head = -1
    second = 0
    for word, readings in entries:
        w = [number[c] for c in word]
        assert w[0] >= head and 1 <= len(w) < WORD_LENGTHS, word
        m.heads.encode(e, w[0] - head)
        if w[0] != head:
            second = 0
        m.lengths[int(w[0] != head)].encode(e, len(w))
        head = w[0]
        if len(w) > 1:
            assert w[1] >= second, word
            m.seconds.encode(e, w[1] - second)
            second = w[1]
        for i in range(2, len(w)):
            if not m.next[w[i - 1]].encode(e, w[i]):
                m.alphabet.encode(e, w[i])
                m.next[w[i - 1]].add(w[i])
        for x, symbol in zip(w, reading_symbols(word, readings, r, rank)):
            if not m.readings[x].encode(e, symbol):
                m.reading.encode(e, symbol)
                m.readings[x].add(symbol)
    return rangecoder.to_text(e.finish())


def decode_words(text: str, ranks: int) -> list[tuple[str, list[int]]]:
    """The words and their reading symbols back from their text (what
    PinyinReader's WordTable decodes), to check it."""
    d = rangecoder.Decoder(rangecoder.from_text(text))
    gaps = rangecoder.Numbers()
    alphabet: list[str] = []
    code = -1
    for _ in range(gaps.decode(d)):
        code += 1 + gaps.decode(d)
        alphabet.append(chr(code))
    m = WordModels(len(alphabet), ranks)
    out: list[tuple[str, list[int]]] = []
    head = -1
    second = 0
    for _ in range(gaps.decode(d)):
        step = m.heads.decode(d)
        if step:
            second = 0
        head += step
        w = [head]
        length = m.lengths[int(step != 0)].decode(d)
        if length > 1:
            second += m.seconds.decode(d)
            w.append(second)
        for i in range(2, length):
            x = m.next[w[i - 1]].decode(d)
            if x is None:
                x = m.alphabet.decode(d)
                m.next[w[i - 1]].add(x)
            assert isinstance(x, int)
            w.append(x)
        symbols = []
        for x in w:
            symbol = m.readings[x].decode(d)
            if symbol is None:
                symbol = m.reading.decode(d)
                m.readings[x].add(symbol)
            assert isinstance(symbol, int)
            symbols.append(symbol)
        out.append(("".join(alphabet[x] for x in w), symbols))
    return out


def word_text(entries: Sequence[Entry], r: "Readings", ranks: list[int]) -> str:
    """encode_words, checked by decoding it."""
    text = encode_words(entries, r, ranks)
    rank = {c: i for i, c in enumerate(ranks)}
    assert decode_words(text, len(ranks)) == [(w, reading_symbols(w, rd, r, rank)) for w, rd in entries]
    return text


def swift_text(name: str, text: str, doc: str) -> str:
    """A documented `package let name: StaticString` holding a stream's
    digits (no quote or backslash among them)."""
    assert '"' not in text and "\\" not in text
    return '%s\npackage let %s: StaticString = """\n%s\n"""\n' % (doc, name, text)


# MARK: - Readings of characters, phrases and surnames


class Readings:
    """Every reading the tables hold, and the codes they are stored as."""

    def __init__(self) -> None:
        self.defaults, _ = read_unihan()
        self.groups = read_cldr_pinyin_groups()
        self.variants = read_traditional_variants()
        self.add_cldr_readings()
        self.phrases, self.dropped_sandhi = self.phrase_readings()
        self.surnames = self.surname_readings()
        self.syllables = sorted({r[0] for r in self.defaults.values()}
                                | {r[0] for rs in self.phrases.values() for r in rs}
                                | {r[0] for rs in self.surnames.values() for r in rs},
                                key=syllable_sort_key)
        self.index = {s: i for i, s in enumerate(self.syllables)}

    def code(self, r: Reading) -> int:
        """A reading as stored: syllable << 3 | tone."""
        return (self.index[r[0]] << 3) | r[1]

    def add_cldr_readings(self) -> None:
        """Gives characters only CLDR's pinyin order lists the reading of
        their group there, and counts where CLDR and Unihan differ."""
        defaults = self.defaults
        self.differences: list[tuple[int, Reading, Reading]] = []
        self.cldr_only = 0
        for reading, cps in self.groups:
            for cp in cps:
                if cp not in defaults:
                    defaults[cp] = reading
                    self.cldr_only += 1
                elif defaults[cp] != reading:
                    self.differences.append((cp, defaults[cp], reading))
        self.cldr_count = sum(len(cps) for _, cps in self.groups)

    def phrase_readings(self) -> tuple[dict[str, list[Reading]], int]:
        """The phrases whose reading differs from their characters' defaults,
        and how many differ only by tone sandhi."""
        defaults = self.defaults
        phrases: dict[str, list[Reading]] = {}
        dropped_sandhi = 0
        for word, readings in read_data_file("pinyin-phrases.txt"):
            for form in traditional_forms(word, self.variants):
                if form in phrases or not all(ord(c) in defaults for c in form):
                    continue
                diff = [defaults[ord(c)] != r and not is_sandhi(c, defaults[ord(c)], r)
                        for c, r in zip(form, readings)]
                if any(diff):
                    phrases[form] = [r if not is_sandhi(c, defaults[ord(c)], r) else defaults[ord(c)]
                                     for c, r in zip(form, readings)]
                elif any(defaults[ord(c)] != r for c, r in zip(form, readings)):
                    dropped_sandhi += 1
        return phrases, dropped_sandhi

    def surname_readings(self) -> dict[str, list[Reading]]:
        """The surnames: explicit entries win over Traditional forms derived from others."""
        surname_list = read_data_file("pinyin-surnames.txt")
        surnames = {word: readings for word, readings in surname_list}
        for word, readings in surname_list:
            # Every combination of variants: the table is small, and 單于 keeps 于.
            options = [[c] + [chr(v) for v in self.variants.get(ord(c), [])] for c in word]
            for form in ("".join(p) for p in itertools.islice(itertools.product(*options), 1, 16)):
                if form not in surnames and all(ord(c) in self.defaults for c in form):
                    surnames[form] = readings
        return surnames

    def representatives(self) -> dict[int, int]:
        """Code -> the first character of each CLDR group whose default is the
        group's reading, among those ICU 78's zh pinyin order lists (CLDR 48
        lists fewer rare characters than CLDR 41: a representative must have
        a tailored weight in the compiled zh table). Written with the zh
        tailoring's order of ideographs (Tools/hanorder.py), which gives
        most of them: Tools/generate-tables.py."""
        import icudata
        listed = set(map(ord, icudata.collation_rules("zh")))
        reps: dict[int, int] = {}
        for reading, group in self.groups:
            if reading[0] not in self.index or self.code(reading) in reps:
                continue
            for cp in group:
                if self.defaults.get(cp) == reading and cp in listed:
                    reps[self.code(reading)] = cp
                    break
        return reps


def word_entries(words: dict[str, list[Reading]]) -> list[Entry]:
    """By first scalar, then second (none first), longest first: see WordTable.match."""
    def entry_key(e: Entry) -> tuple[int, int, int, str]:
        w = e[0]
        return (ord(w[0]), ord(w[1]) if len(w) > 1 else 0, -len(w), w)
    return sorted(words.items(), key=entry_key)


# MARK: - Generation


def generate(out_root: str, verbose: bool = True) -> list[tuple[int, Reading, Reading]]:
    r = Readings()
    phrase_entries = word_entries(r.phrases)
    surname_entries = word_entries(r.surnames)
    ranks = reading_ranks(r, phrase_entries, surname_entries)
    chars = character_text(r, ranks)
    phrases = word_text(phrase_entries, r, ranks)
    import icudata
    source = "Unihan %s, CLDR %s, ICU %s's zh order and Tools/data" % (
        generated.unicode_version("Unihan_Readings.txt.bz2"), generated.cldr_version(), icudata.ICU_VERSION)
    generated.write(out_root, OUTPUT, "\n".join([
        generated.header(SCRIPT, source)
        + "// Phrase data derived from pypinyin (MIT); see PINYIN-LICENSE.md.\n\n"
        + syllables_source(r.syllables),
        character_source(r, chars),
        phrase_source(phrases, len(phrase_entries)),
        surname_source(word_text(surname_entries, r, ranks), len(surname_entries)),
    ]))
    if verbose:
        print("characters %d (%d bytes), syllables %d, readings %d, phrases %d (%d bytes), "
              "surnames %d; CLDR: %d characters, %d other reading, %d CLDR-only; "
              "sandhi-only phrases dropped %d"
              % (len(r.defaults), len(chars), len(r.syllables), len(ranks), len(phrase_entries),
                 len(phrases), len(surname_entries), r.cldr_count,
                 len(r.differences), r.cldr_only, r.dropped_sandhi))
    return r.differences


def marked_syllable(base: str) -> str:
    """`base` with the letter that carries its tone mark (`with_tone`) in
    upper case: "zhuAng", "Ng", "lÜe"."""
    for i, c in enumerate(base):
        upper = chr(ord(c) - 0x20)
        marked = base[:i] + upper + base[i + 1:]
        # The letter whose own toned forms give the syllable's (no other
        # letter's do: they would differ where that letter stands).
        if all(with_tone(base, t) == base[:i] + with_tone(c, t) + base[i + 1:] for t in (1, 2, 3, 4)):
            return marked
    raise AssertionError("no letter carries the tone of %s" % base)


def syllables_source(syllables: Iterable[str]) -> str:
    """The Swift literals of the syllables and of the toned forms of the
    letters that carry a tone mark (PinyinReader makes each syllable's
    toned forms from them)."""
    marked = [marked_syllable(s) for s in syllables]
    letters = sorted({c.lower() for m in marked for c in m if c != c.lower()})
    for m in marked:
        assert sum(c != c.lower() for c in m) == 1 and all(
            0x41 <= ord(c) <= 0x5A or c in "ÜÊ" for c in m if c != c.lower()), m
    return ("/// The toneless syllables in pinyin order, one a line, the letter that carries the\n"
            "/// tone mark in upper case (\"zhuAng\"): its forms with tones 1–4 (tone 5, neutral,\n"
            "/// is the toneless form) are the syllable with that letter's forms of\n"
            "/// `pinyinToneLetters`.\n"
            "package let pinyinSyllables: StaticString = \"\"\"\n%s\n\"\"\"\n\n"
            "/// Each letter that carries a tone mark, one a line, and its forms with tones 1–4.\n"
            "package let pinyinToneLetters: StaticString = \"\"\"\n%s\n\"\"\"\n"
            % ("\n".join(marked), "\n".join(" ".join([c] + [with_tone(c, t) for t in (1, 2, 3, 4)])
                                            for c in letters)))


def character_source(r: "Readings", text: str) -> str:
    """The Swift literal of the per-character table."""
    return swift_text(
        "pinyinCharacterData", text,
        "/// Default reading per character (%d characters): one range-coded stream (\"MARK: -\n"
        "/// Character table\" in Tools/generate-pinyin.py). Unihan kMandarin's first value; %d of\n"
        "/// the %d characters of CLDR's pinyin order are grouped there under another reading\n"
        "/// (kept as Unihan says), %d have only CLDR's reading."
        % (len(r.defaults), len(r.differences), r.cldr_count, r.cldr_only))


def phrase_source(text: str, count: int) -> str:
    """The Swift literal of the phrase table."""
    return swift_text(
        "pinyinPhraseData", text,
        "/// %d words whose reading differs from their characters' defaults, sorted by first\n"
        "/// scalar, then second scalar, longest first: one range-coded stream (\"MARK: - Word\n"
        "/// tables\" in Tools/generate-pinyin.py)." % count)


def surname_source(text: str, count: int) -> str:
    """The Swift literal of the surname table."""
    return swift_text(
        "pinyinSurnameData", text,
        "/// %d surnames (compound and single, Simplified and Traditional), in the layout of\n"
        "/// `pinyinPhraseData`." % count)


# MARK: - Refreshing Tools/data from pypinyin


def refresh_phrases(wheel: str | None = None) -> None:
    """Rebuilds Tools/data/pinyin-phrases.txt from a pypinyin wheel (downloaded without one)."""
    with tempfile.TemporaryDirectory() as tmp:
        if wheel is None:
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps",
                            "pypinyin==" + PYPINYIN_VERSION, "-d", tmp], check=True)
            wheel = [os.path.join(tmp, n) for n in os.listdir(tmp) if n.endswith(".whl")][0]
        with zipfile.ZipFile(wheel) as z:
            phrases = json.loads(z.read("pypinyin/phrases_dict.json").decode("utf-8"))
    defaults, _ = read_unihan()
    han = re.compile(r"^[\u3400-\u9fff\U00020000-\U0003ffff]{2,4}$")
    lines: list[str] = []
    for word, readings in sorted(phrases.items()):
        if not han.match(word) or len(readings) != len(word):
            continue
        try:
            parsed = [parse_reading(r[0]) for r in readings]
        except ValueError:
            continue
        if any(ord(c) not in defaults for c in word):
            continue
        if all(defaults[ord(c)] == r or is_sandhi(c, defaults[ord(c)], r) for c, r in zip(word, parsed)):
            continue
        lines.append("%s\t%s" % (word, " ".join(r[0] for r in readings)))
    with open(os.path.join(DATA, "pinyin-phrases.txt"), "w", encoding="utf-8") as f:
        f.write(PHRASES_HEADER % PYPINYIN_VERSION)
        f.write("\n".join(lines) + "\n")
    print("wrote %d phrases" % len(lines))


PHRASES_HEADER = """\
# Words of 2–4 Han characters whose reading differs from their characters'
# default readings (Unihan kMandarin), extracted from pypinyin %s
# (pypinyin/phrases_dict.json, https://github.com/mozillazg/python-pinyin) by
#   python3 Tools/generate-pinyin.py --refresh-phrases
# Tone sandhi of 一 and 不 is not counted as a difference.
#
# The MIT License (MIT)
# Copyright (c) 2016 mozillazg, 闲耘 <hotoo.cn@gmail.com>
# Permission is hereby granted, free of charge, to any person obtaining a copy of
# this software and associated documentation files (the "Software"), to deal in
# the Software without restriction, including without limitation the rights to
# use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of
# the Software, and to permit persons to whom the Software is furnished to do so,
# subject to the following conditions:
# The above copyright notice and this permission notice shall be included in all
# copies or substantial portions of the Software.
# THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
# IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS
# FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
# COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
# IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
# CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
#
# word<TAB>readings (one per character, tone marks)
"""


def main() -> None:
    args = generated.arguments(
        SCRIPT, "Writes the pinyin tables from Unihan, CLDR and Tools/data.",
        lambda parser: parser.add_argument(
            "--refresh-phrases", nargs="?", const="", metavar="WHEEL",
            help="rebuild Tools/data's phrase list from a pypinyin wheel (WHEEL, or downloaded)"))
    if args.refresh_phrases is not None:
        refresh_phrases(args.refresh_phrases or None)
        return
    generated.run(lambda out: generate(out, verbose=not args.check), SCRIPT, "Pinyin tables", args.check)


if __name__ == "__main__":
    main()
