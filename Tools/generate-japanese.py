#!/usr/bin/env python3
"""Generates the Japanese reading tables of swift-section-index (the
`SectionIndexJapanese` module).

Reads only the committed Tools/data/japanese-readings.txt and writes:

  Sources/SectionIndexJapaneseTables/Generated/JapaneseData.swift

Usage:
  python3 Tools/generate-japanese.py            regenerate
  python3 Tools/generate-japanese.py --check    regenerate into a temporary folder and
                                                fail if any byte differs
  python3 Tools/generate-japanese.py --refresh
      re-extract Tools/data/japanese-readings.txt from SudachiDict core and
      wordfreq (`pip install sudachipy==0.7.0 sudachidict-core==20261015
      sudachidict-small==20261015 wordfreq==3.1.1`). This is the only step that
      needs them.

Sources (see Sources/SectionIndexJapaneseTables/Generated/SUDACHI-LICENSE.md).
- Readings: SudachiDict core (Apache-2.0, © Works Applications), through
  SudachiPy's `Dictionary.entries()`. Surnames are its 名詞-固有名詞-人名-姓
  entries, given names 人名-名, words every other noun, pronoun, adverb,
  adnominal, conjunction, interjection and prefix, place and country names
  included. Where a spelling has several readings, the one SudachiPy's
  tokenizer picks for the spelling alone (its lowest-cost reading) is kept.
- Which entries are kept: those whose spelling is in wordfreq's Japanese list
  (Apache-2.0 code; used only to choose entries, none of its data is shipped)
  at a frequency of at least 1e-8 for names and 3e-8 for words, and every
  country name; a word whose reading is what the shorter entries and the
  characters' readings already give is left out. Rarer entries are kept
  where what the rest gives would start in another kana row (file them in
  another section): every such surname of SudachiDict core (judged by how
  the reader reads the surname alone), every such place name (a spelling
  SudachiDict has only as a place or a name, readings in one row), such
  words that wordfreq lists at all, and such words of SudachiDict small (its
  common vocabulary: nouns and the like, verbs and adjectives in their
  dictionary form). The generated tables leave out the words the reader
  derives without them wherever they stand, checked on every entry (see
  "MARK: - Leaving out what the reader derives").
- Character readings: per kanji, the reading (among those SudachiDict gives
  the single kanji) that begins the most frequency-weighted words starting
  with it ("k"), its reading alone where that differs ("a", the tokenizer's
  pick: 東 ひがし before katakana, とう before kanji), and the one that begins the most surnames ("n") and given
  names ("m") starting with it: what the first character of a word or name
  no table knows is read as.
"""

import bisect
import collections
import math
import os
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import generated
import rangecoder
from generated import ROOT

SCRIPT = "generate-japanese.py"
DATA = os.path.join(ROOT, "Tools", "data", "japanese-readings.txt")
OUTPUT = os.path.join("Sources", "SectionIndexJapaneseTables", "Generated", "JapaneseData.swift")
# Spelling -> reading in hiragana; the tables of the data file by tag (TAGS).
Readings = dict[str, str]
Tables = dict[str, Readings]
SUDACHI = "sudachipy==0.7.0 sudachidict-core==20261015 sudachidict-small==20261015 wordfreq==3.1.1"

KANJI = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff々〆ヶ]")
KANA_READING = re.compile(r"^[\u3041-\u3096ー]+$")
NAME_FREQUENCY = 1e-8
WORD_FREQUENCY = 3e-8
WORD_TAGS = {"名詞", "代名詞", "副詞", "形状詞", "連体詞", "接続詞", "感動詞", "接頭辞"}


KANA_ROWS = ["あいうえおぁぃぅぇぉゔ", "かきくけこがぎぐげごゕゖ", "さしすせそざじずぜぞ",
             "たちつてとだぢづでどっ", "なにぬねの", "はひふへほばびぶべぼぱぴぷぺぽ", "まみむめも",
             "やゆよゃゅょ", "らりるれろ", "わをんゎゐゑ"]


def kana_row(reading: str) -> int:
    """The index of the kana row a reading starts in (its section), or -1."""
    return next((k for k, row in enumerate(KANA_ROWS) if reading[:1] in row), -1)


def hiragana(text: str) -> str:
    """Katakana as hiragana, the rest as it is."""
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


# MARK: - Refresh (needs SudachiPy, SudachiDict core and wordfreq)


def refresh() -> None:
    """Extracts Tools/data/japanese-readings.txt again from SudachiDict."""
    try:
        import wordfreq
        from sudachipy import Dictionary, SplitMode
    except ImportError:
        raise SystemExit("--refresh needs: pip install " + SUDACHI) from None
    dictionary = Dictionary(dict="core")
    tokenizer = dictionary.tokenizer(mode=SplitMode.C)
    frequency = wordfreq.get_frequency_dict("ja")
    # category -> spelling -> readings
    # p places, o other words
    entries: dict[str, dict[str, set[str]]] = {c: collections.defaultdict(set) for c in "sgwpo"}
    countries: set[str] = set()
    singles: dict[str, set[str]] = collections.defaultdict(set)  # kanji -> readings of the kanji alone
    for m in dictionary.entries():
        surface = m.surface()
        reading = hiragana(m.reading_form())
        if not KANJI.search(surface) or any(ord(c) < 0x80 for c in surface):
            continue
        if not KANA_READING.match(reading):
            continue
        pos = m.part_of_speech()
        if len(surface) == 1:
            singles[surface].add(reading)
        if pos[1] == "固有名詞" and pos[2] == "人名":
            category = {"姓": "s", "名": "g"}.get(pos[3])
            if category is None:
                continue
        elif pos[0] in WORD_TAGS:
            category = "w"
            if pos[2] == "地名" and pos[3] == "国":
                countries.add(surface)
            entries["p" if pos[2] == "地名" else "o"][surface].add(reading)
        else:
            continue
        entries[category][surface].add(reading)

    # SudachiDict small: the common vocabulary, to choose rarer words by.
    common: dict[str, set[str]] = collections.defaultdict(set)
    for m in Dictionary(dict="small").entries():
        surface = m.surface()
        if len(surface) < 2 or not KANJI.match(surface[0]) or any(ord(c) < 0x80 for c in surface):
            continue
        reading = hiragana(m.reading_form())
        pos = m.part_of_speech()
        if not KANA_READING.match(reading) or pos[2] == "人名":
            continue
        if pos[0] in WORD_TAGS or (pos[0] in ("動詞", "形容詞") and pos[5] == "終止形-一般"):
            common[surface].add(reading)

    def preferred(surface: str, readings: set[str]) -> str:
        """The reading the tokenizer gives the spelling alone, if one of them."""
        if len(readings) == 1:
            return next(iter(readings))
        tokens = tokenizer.tokenize(surface)
        if len(tokens) == 1:
            r = hiragana(tokens[0].reading_form())
            if r in readings:
                return r
        return min(readings, key=lambda r: (len(r), r))

    def initials(category_entries: dict[str, set[str]], weight: Callable[[str], float]) -> Readings:
        """kanji -> the single-kanji reading that begins the most entries."""
        counts: dict[str, dict[str, float]] = collections.defaultdict(lambda: collections.defaultdict(float))
        for surface, readings in category_entries.items():
            head = surface[0]
            if head not in singles:
                continue
            r = preferred(surface, readings) if len(readings) > 1 else next(iter(readings))
            best = max((c for c in singles[head] if r.startswith(c)), key=len, default=None)
            if best:
                counts[head][best] += weight(surface)
        return {k: min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0] for k, c in counts.items()}

    lines: list[str] = []
    word_initials = initials(entries["w"], lambda s: frequency.get(s, 0) + 1e-9)
    for kanji in singles:  # a kanji no word starts with reads its tokenizer reading
        if kanji not in word_initials:
            word_initials[kanji] = preferred(kanji, singles[kanji])
    name_initials = {"s": initials(entries["s"], lambda s: 1), "g": initials(entries["g"], lambda s: 1)}
    # A kanji standing alone (no kanji after it) reads as the tokenizer
    # reads it alone: 東 ひがし (東アジア), where 東 starts words as とう.
    alone: Readings = {}
    for kanji in singles:
        reading = preferred(kanji, singles[kanji])
        if reading != word_initials.get(kanji):
            alone[kanji] = reading
    for tag, initial_table in [("k", word_initials), ("a", alone), ("n", name_initials["s"]),
                       ("m", name_initials["g"])]:
        lines += ["%s\t%s\t%s" % (tag, k, r) for k, r in sorted(initial_table.items())]
    places: dict[str, set[str]] = collections.defaultdict(set)  # spellings SudachiDict has only as places (and names)
    for surface in entries["p"]:
        if surface not in entries["o"]:
            places[surface] = entries["p"][surface]
    tables: Tables = {}
    for category, threshold in [("g", NAME_FREQUENCY), ("w", WORD_FREQUENCY), ("s", NAME_FREQUENCY)]:
        table = {}
        rare: Readings = {}
        for surface in sorted(entries[category]):
            if len(surface) < 2 and category == "w":
                continue  # the kanji readings ("k") read those
            reading = preferred(surface, entries[category][surface])
            if frequency.get(surface, 0) >= threshold or surface in countries:
                table[surface] = reading
            else:
                rare[surface] = reading
        if category == "w":
            table = prune(table, word_initials, alone)
            # Rarer words (still in wordfreq) that the rest would file in
            # another kana row.
            longest = max(len(w) for w in table)
            for surface, reading in rare.items():
                if surface in frequency and kana_row(
                        greedy(surface, table, word_initials, longest, alone)) != kana_row(reading):
                    table[surface] = reading
            # And the common vocabulary's, verbs and adjectives included.
            longest = max(len(w) for w in table)
            for surface in sorted(common):
                if surface in table:
                    continue
                reading = preferred(surface, common[surface])
                if kana_row(greedy(surface, table, word_initials, longest, alone)) != kana_row(reading):
                    table[surface] = reading
            # Place names (spellings SudachiDict has only as places or
            # names, their readings in one row) that the rest would file
            # in another row: rare in wordfreq, but a list of places is
            # mostly such small places.
            longest = max(len(w) for w in table)
            for surface in sorted(places):
                rows = {kana_row(r) for r in places[surface]}
                if len(surface) < 2 or surface in table or len(rows) != 1:
                    continue
                reading = preferred(surface, places[surface])
                if kana_row(greedy(surface, table, word_initials, longest, alone)) != kana_row(reading):
                    table[surface] = reading
        elif category == "s":
            # Every other surname of SudachiDict whose first kanji's usual
            # reading in surnames would file it in another kana row (given
            # names are left out: there are too many, and a full name is
            # filed by its surname).
            # Judged by how the reader reads the surname alone (a shorter
            # surname and a given name may split it: 広 + 嶋).
            reader = NameReader(table, tables["g"], tables["w"], word_initials, alone,
                                name_initials["s"], name_initials["g"])
            for surface, reading in rare.items():
                if kana_row(reader.read(surface)) != kana_row(reading):
                    table[surface] = reading
        tables[category] = table
    for category in "sgw":
        lines += ["%s\t%s\t%s" % (category, s, r) for s, r in sorted(tables[category].items())]
    with open(DATA, "w", encoding="utf-8", newline="\n") as f:
        f.write(DATA_HEADER)
        f.write("\n".join(lines) + "\n")
    print("wrote %s: %d lines" % (DATA, len(lines)))


DATA_HEADER = """\
# Japanese readings extracted by `python3 Tools/generate-japanese.py --refresh` from
# SudachiDict core 20261015 (Apache-2.0, (c) Works Applications Co., Ltd.;
# see Sources/SectionIndexJapaneseTables/Generated/SUDACHI-LICENSE.md), entries chosen
# by wordfreq 3.1.1's Japanese frequencies.
#
# tag<TAB>spelling<TAB>reading in hiragana. Tags: k kanji first in a word, a kanji
# standing alone where it differs from k, n kanji first in a surname, m kanji
# first in a given name, s surname, g given name, w word.
"""


# MARK: - Generation


def read_data() -> Tables:
    """The tables of Tools/data/japanese-readings.txt, by tag."""
    tables: Tables = collections.defaultdict(dict)
    with open(DATA, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3 or parts[0] not in "kanmsgw" or not KANA_READING.match(parts[2]):
                raise SystemExit("%s:%d: expected tag, spelling and hiragana reading" % (DATA, number))
            tables[parts[0]][parts[1]] = parts[2]
    return tables


def greedy(text: str, words: Readings, kanji: Readings, longest: int,
           alone_readings: Readings | None = None) -> str:
    """The reading longest-match segmentation gives `text` with `words` and
    the character readings `kanji`, as JapaneseReader reads text."""
    out: list[str] = []
    i = 0
    while i < len(text):
        for n in range(min(longest, len(text) - i), 1, -1):
            r = words.get(text[i:i + n])
            if r is not None:
                out.append(r)
                i += n
                break
        else:
            alone = alone_readings is not None and (i + 1 == len(text) or not KANJI.match(text[i + 1]))
            out.append((alone and alone_readings and alone_readings.get(text[i])) or kanji.get(text[i], text[i]))
            i += 1
    return "".join(out)


class NameReader:
    """Reads a name as JapaneseReader.readName does (for choosing entries)."""

    def __init__(self, surnames: Readings, given: Readings, words: Readings, kanji: Readings, alone: Readings,
                 surname_initials: Readings, given_initials: Readings) -> None:
        self.s, self.g, self.w = surnames, given, words
        self.k, self.a, self.n, self.m = kanji, alone, surname_initials, given_initials
        self.longest = {id(t): max(map(len, t)) for t in (surnames, given, words)}

    def match(self, table: Readings, text: str, i: int, end: int, minimum: int = 1) -> tuple[int, str] | None:
        """The longest entry of `table` at text[i:] (at least `minimum` long,
        ending by `end`): its length and reading."""
        for n in range(min(self.longest[id(table)], end - i), minimum - 1, -1):
            if text[i:i + n] in table:
                return n, table[text[i:i + n]]
        return None

    def text(self, text: str, start: int, end: int, initials: Readings | None, out: list[str]) -> None:
        """Appends the reading of text[start:end] to `out`, `initials` reading its first kanji."""
        i = start
        while i < end:
            c = text[i]
            m = self.match(self.w, text, i, end, 2) if KANJI.match(c) else None
            if not KANJI.match(c):
                out.append(c)
                i += 1
                continue
            if m:
                out.append(m[1])
                i += m[0]
                continue
            alone = i + 1 == end or not KANJI.match(text[i + 1])
            if i == start and initials is not None and c in initials:
                out.append(initials[c])
            else:
                out.append((alone and self.a.get(c)) or self.k.get(c, c))
            i += 1

    def read(self, name: str) -> str:
        """The reading of a surname written alone (no space, no given name)."""
        end = len(name)
        out: list[str] = []
        length: int | None = None
        lengths = [n for n in range(min(self.longest[id(self.s)], end), 0, -1) if name[:n] in self.s]
        for n in lengths:
            g = self.match(self.g, name, n, end)
            if n == end or not KANJI.match(name[n]) or (g and n + g[0] == end):
                length = n
                break
        if length is None and lengths:
            length = lengths[0]
        if length is None:
            for split in range(1, end):
                g = self.match(self.g, name, split, end)
                if g and split + g[0] == end:
                    length = split
                    break
        length = end if length is None else length
        if name[:length] in self.s:
            out.append(self.s[name[:length]])
        else:
            self.text(name, 0, length, self.n, out)
        if length < end:
            g = self.match(self.g, name, length, end, 2) if KANJI.match(name[length]) else None
            if g:
                out.append(g[1])
                self.text(name, length + g[0], end, None, out)
            else:
                self.text(name, length, end, self.m, out)
        return "".join(out)


def prune(words: Readings, kanji: Readings, alone: Readings) -> Readings:
    """Leaves out words whose reading the rest already gives, shortest first."""
    kept: Readings = {}
    for w in sorted(words, key=lambda w: (len(w), w)):
        if greedy(w, kept, kanji, len(w) - 1, alone) != words[w]:
            kept[w] = words[w]
    return kept


# MARK: - Leaving out what the reader derives
#
# The data file keeps every entry SudachiDict gave (115,160); the tables
# leave out a word whose reading the reader derives without it wherever it
# can stand, so that every answer stays the same: read as text, as the
# start of a surname and of a given name (their first kanji's readings), at
# the end of the text and followed by a kanji, it reads the same; and no
# word starts where reading it without it goes on and runs past its end
# (so that reading without it never crosses its end, and the text after it
# reads as before).
#
# Surnames and given names are all kept: the reader chooses where a name's
# surname ends by which of them the tables know, so leaving out one that it
# reads alone as before (4,878 surnames) would read a name glued to a given
# name the tables do not know (三島陽菜) in other pieces.
#
# `check_readings` proves it on the tables written: every entry of the data
# file reads the same, as text and as a name, with and without what is left
# out.


class Reader(NameReader):
    """NameReader over a set of tables."""

    def __init__(self, t: Tables) -> None:
        super().__init__(t["s"], t["g"], t["w"], t["k"], t["a"], t["n"], t["m"])

    def span(self, text: str, initials: Readings | None = None, alone_at_end: bool = True) -> str:
        """`text` read as JapaneseReader.readText reads it: with `initials`
        for its first kanji, and when not `alone_at_end` as the start of a
        longer text (a kanji follows, so its last kanji is not alone)."""
        return "".join(self.pieces(text, initials, alone_at_end)[1])

    def pieces(self, text: str, initials: Readings | None = None,
               alone_at_end: bool = True) -> tuple[list[int], list[str]]:
        """Where `span` goes on (each piece's start), and the pieces it reads."""
        out: list[str] = []
        starts: list[int] = []
        end = len(text)
        i = 0
        while i < end:
            starts.append(i)
            c = text[i]
            m = self.match(self.w, text, i, end, 2) if KANJI.match(c) else None
            if not KANJI.match(c):
                out.append(c)
                i += 1
            elif m:
                out.append(m[1])
                i += m[0]
            else:
                alone = not KANJI.match(text[i + 1]) if i + 1 < end else alone_at_end
                if i == 0 and initials is not None and c in initials:
                    out.append(initials[c])
                else:
                    out.append((alone and self.a.get(c)) or self.k.get(c, c))
                i += 1
        return starts, out


def leave_out_derived(t: Tables) -> Tables:
    """The tables without the words the reader derives (see above)."""
    kept = {tag: dict(t[tag]) for tag in TAGS}
    reader = Reader(kept)
    starts = {w[:n] for w in t["w"] for n in range(1, len(w))}  # proper prefixes of words
    for word in sorted(t["w"], key=lambda w: (len(w), w)):
        reading = kept["w"].pop(word)
        goes_on = reader.pieces(word)[0]
        if any(word[j:] in starts for j in goes_on[1:]) or any(
                reader.span(word, initials, alone) != reading
                for initials in (None, reader.n, reader.m) for alone in (True, False)):
            kept["w"][word] = reading
    return kept


def check_readings(t: Tables, kept: Tables) -> int:
    """Every entry of `t` reads the same with the tables `kept` as with `t`,
    as text and as a name; returns how many entries were read."""
    full, pruned = Reader(t), Reader(kept)
    texts = sorted({s for tag in TAGS for s in t[tag]})
    for text in texts:
        before = (full.span(text), full.read(text))
        after = (pruned.span(text), pruned.read(text))
        assert before == after, (text, before, after)
    return sum(len(t[tag]) for tag in TAGS)


# MARK: - Encoding
#
# All seven tables are one stream of Tools/rangecoder.py's range coder (see
# there for the coder, its models and the text it is carried in), which
# Sources/SectionIndexJapanese/Internal/ReadingCoding.swift decodes with the
# same models. What the stream holds, in order:
#
# - The characters the spellings use (the alphabet), ascending: their count,
#   then each as the gap from the one before (`Numbers`).
# - Per table, in TAGS order: its entry count (`Numbers`), then its entries,
#   sorted by spelling. Each entry:
#   - how many characters it shares with the previous entry (`Frequencies`
#     per table, previous length up to 6 and the previous entry's shared
#     count up to 3), and how many new ones follow, less one (per table,
#     shared count up to 4 and the previous entry's characters past them up
#     to 3);
#   - each new character: at the start of the spelling the gap in the
#     alphabet from the previous entry's first character (per table); else
#     by the character before it (`Escapes`), escaping to the alphabet as a
#     whole (`Frequencies`, growing by ALPHABET_INCREMENT);
#   - except the first new character of an entry that shares characters
#     with the previous one ("following"): the entries are sorted, so it
#     comes after that entry's character there (the floor), and is the
#     least of those that will follow this prefix there. So it is coded by
#     nearness, not by count: among the characters seen after the one
#     before it (ascending), its rank from the floor on, as a bucket
#     (`Frequencies` per bit length of how many there are) and its place
#     in the bucket (uniform); or, when it has not been seen there (the
#     bucket RANK_ESCAPE), its distance from the floor in the alphabet as
#     a bucket (per table and the last bucket at that place) and, in that
#     bucket, the alphabet's counts. This made the stream 9.7% smaller
#     than counts alone (with a floor) did, and the contexts of the
#     counts of shared and new characters and of shared readings 1.1%;
#   - how many of the shared characters read as the previous entry's do,
#     counted back from the shared count (per shared count up to 4, whether
#     the previous entry is all shared, and the previous entry's own count
#     up to 2);
#   - the reading of each other character: the piece of the reading it reads
#     as (`align`: 学校 がっこう is 学 がっ, 校 こう), by the pieces the
#     character has read as before (`Escapes`), escaping to the piece's
#     length and its kana, each kana by the one before it (ー and the start
#     of a piece share a context).
#
# The models are what made the stream smallest of those tried (a context of
# two characters, or the character's place in the spelling for its piece,
# made it larger).

TAGS = "kanmsgw"


KANA_CONTEXT = 92  # ー's number, and the context of a piece's first kana
MAX_LENGTH = 24  # shared and new characters, and shared readings, are below it
MAX_PIECE_LENGTH = 16
# The alphabet's counts grow by 8, not 32: its thousands of characters
# halve less often (23 times, not 98), and the stream is 0.6% smaller.
ALPHABET_INCREMENT = 8
MAX_PIECE = 6
# Buckets of numbers below 2^16 (the alphabet's size): bucket b holds
# 2^b - 1 ..< 2^(b + 1) - 1.
BUCKETS = 16
RANK_ESCAPE = BUCKETS


def bucket(n: int) -> int:
    """The bucket of n >= 0: the bit length of n + 1, less one."""
    return (n + 1).bit_length() - 1


def kana_number(c: str) -> int:
    """A kana's number: U+3041 onwards from 0, ー as KANA_CONTEXT."""
    n = KANA_CONTEXT if c == "ー" else ord(c) - 0x3041
    assert 0 <= n <= KANA_CONTEXT, c
    return n


class ReadingModels:
    """The models of the stream, as both sides keep them."""

    def __init__(self, alphabet: int) -> None:
        self.alphabet = rangecoder.Frequencies(alphabet, ALPHABET_INCREMENT)
        self.first = [rangecoder.Numbers() for _ in TAGS]
        self.shared = [rangecoder.Frequencies(MAX_LENGTH) for _ in range(len(TAGS) * 7 * 4)]
        self.new = [rangecoder.Frequencies(MAX_LENGTH) for _ in range(len(TAGS) * 5 * 4)]
        self.same = [rangecoder.Frequencies(MAX_LENGTH) for _ in range(5 * 2 * 3)]
        self.next = [rangecoder.Escapes() for _ in range(alphabet)]
        # Each context's symbols of `next`, ascending.
        self.followers: list[list[int]] = [[] for _ in range(alphabet)]
        self.rank = [rangecoder.Frequencies(RANK_ESCAPE + 1) for _ in range(BUCKETS + 1)]
        self.distance = [rangecoder.Frequencies(BUCKETS) for _ in range(len(TAGS) * BUCKETS)]
        self.pieces = [rangecoder.Escapes() for _ in range(alphabet)]
        self.piece_length = rangecoder.Frequencies(MAX_PIECE_LENGTH)
        self.kana = [rangecoder.Frequencies(KANA_CONTEXT + 1) for _ in range(KANA_CONTEXT + 1)]


    def shared_model(self, t: int, previous: int, previous_shared: int) -> rangecoder.Frequencies:
        """`shared`'s model in table t after an entry of `previous`
        characters that shared `previous_shared`."""
        return self.shared[(t * 7 + min(previous, 6)) * 4 + min(previous_shared, 3)]

    def new_model(self, t: int, shared: int, previous: int) -> rangecoder.Frequencies:
        """`new`'s model in table t for an entry sharing `shared` characters
        of the previous one's `previous`."""
        return self.new[(t * 5 + min(shared, 4)) * 4 + min(previous - shared, 3)]

    def same_model(self, shared: int, previous: int, previous_differ: int) -> rangecoder.Frequencies:
        """`same`'s model for an entry sharing `shared` characters of the
        previous one's `previous`, whose own shared characters read
        differently from the entry before it from `previous_differ` back."""
        return self.same[(min(shared, 4) * 2 + (shared == previous)) * 3 + min(previous_differ, 2)]

    def add(self, before: int, x: int) -> None:
        """x follows `before` for the first time."""
        self.next[before].add(x)
        bisect.insort(self.followers[before], x)


def encode_following(e: rangecoder.Encoder, m: ReadingModels, t: int, i: int, before: int, floor: int,
                     x: int, last: list[int]) -> None:
    """Codes x >= floor, at place i of an entry of table t after `before`
    (see "following" above)."""
    followers = m.followers[before]
    start = bisect.bisect_left(followers, floor)
    above = len(followers) - start
    j = bisect.bisect_left(followers, x)
    if j < len(followers) and followers[j] == x:
        rank = j - start
        b = bucket(rank)
        m.rank[above.bit_length()].encode(e, b)
        rangecoder.encode_uniform(e, rank - (1 << b) + 1, min((2 << b) - 1, above) - (1 << b) + 1)
        m.next[before].count(x)
        return
    if above:
        m.rank[above.bit_length()].encode(e, RANK_ESCAPE)
    b = bucket(x - floor)
    m.distance[t * BUCKETS + last[i]].encode(e, b)
    last[i] = b
    m.alphabet.encode(e, x, floor + (1 << b) - 1, min(floor + (2 << b) - 1, len(m.followers)))
    m.add(before, x)


def decode_following(d: rangecoder.Decoder, m: ReadingModels, t: int, i: int, before: int, floor: int,
                     last: list[int]) -> int:
    """What `encode_following` coded."""
    followers = m.followers[before]
    start = bisect.bisect_left(followers, floor)
    above = len(followers) - start
    b = m.rank[above.bit_length()].decode(d) if above else RANK_ESCAPE
    if b != RANK_ESCAPE:
        first = (1 << b) - 1
        x = followers[start + first + rangecoder.decode_uniform(d, min((2 << b) - 1, above) - first)]
        m.next[before].count(x)
        return x
    b = m.distance[t * BUCKETS + last[i]].decode(d)
    last[i] = b
    x = m.alphabet.decode(d, floor + (1 << b) - 1, min(floor + (2 << b) - 1, len(m.followers)))
    m.add(before, x)
    return x


def common_prefix(a: Sequence[object], b: Sequence[object], limit: int) -> int:
    n = 0
    while n < min(len(a), len(b), limit) and a[n] == b[n]:
        n += 1
    return n


def encode_tables(tables: Tables) -> str:
    """The tables as the text of `japaneseReadings` (see above)."""
    pieces = align(tables)
    alphabet = sorted({c for tag in TAGS for s in tables[tag] for c in s})
    number = {c: i for i, c in enumerate(alphabet)}
    e = rangecoder.Encoder()
    gaps = rangecoder.Numbers()
    gaps.encode(e, len(alphabet))
    previous_code = -1
    for c in alphabet:
        gaps.encode(e, ord(c) - previous_code - 1)
        previous_code = ord(c)
    m = ReadingModels(len(alphabet))
    for t, tag in enumerate(TAGS):
        spellings = sorted(tables[tag])
        gaps.encode(e, len(spellings))
        previous: list[int] = []
        previous_pieces: list[str] = []
        previous_first = -1
        last = [0] * MAX_LENGTH
        previous_shared = previous_differ = 0
        for spelling in spellings:
            s = [number[c] for c in spelling]
            split = pieces[(tag, spelling)]
            assert "".join(split) == tables[tag][spelling]
            shared = common_prefix(previous, s, len(s))
            m.shared_model(t, len(previous), previous_shared).encode(e, shared)
            m.new_model(t, shared, len(previous)).encode(e, len(s) - shared - 1)
            for i in range(shared, len(s)):
                if i == 0:
                    m.first[t].encode(e, s[0] - previous_first - 1)
                    previous_first = s[0]
                elif i == shared and i < len(previous):
                    # Sorted: the first new character follows the previous
                    # entry's there.
                    encode_following(e, m, t, i, s[i - 1], previous[i] + 1, s[i], last)
                elif not m.next[s[i - 1]].encode(e, s[i]):
                    m.alphabet.encode(e, s[i])
                    m.add(s[i - 1], s[i])
            same = common_prefix(previous_pieces, split, shared)
            if shared:
                m.same_model(shared, len(previous), previous_differ).encode(e, shared - same)
            for i in range(same, len(s)):
                piece = split[i]
                if not m.pieces[s[i]].encode(e, piece):
                    assert len(piece) < MAX_PIECE_LENGTH
                    m.piece_length.encode(e, len(piece))
                    k = KANA_CONTEXT
                    for c in piece:
                        m.kana[k].encode(e, kana_number(c))
                        k = kana_number(c)
                    m.pieces[s[i]].add(piece)
            previous, previous_pieces, previous_shared, previous_differ = s, split, shared, shared - same
    return rangecoder.to_text(e.finish())


def decode_tables(text: str) -> Tables:
    """The tables back from their text (what ReadingCoding.swift decodes), to check it."""
    d = rangecoder.Decoder(rangecoder.from_text(text))
    gaps = rangecoder.Numbers()
    alphabet: list[str] = []
    code = -1
    for _ in range(gaps.decode(d)):
        code += 1 + gaps.decode(d)
        alphabet.append(chr(code))
    m = ReadingModels(len(alphabet))
    tables: Tables = {}
    for t, tag in enumerate(TAGS):
        table: Readings = {}
        previous: list[int] = []
        previous_pieces: list[str] = []
        previous_first = -1
        last = [0] * MAX_LENGTH
        previous_shared = previous_differ = 0
        for _ in range(gaps.decode(d)):
            shared = m.shared_model(t, len(previous), previous_shared).decode(d)
            s = previous[:shared]
            for i in range(shared, shared + 1 + m.new_model(t, shared, len(previous)).decode(d)):
                if i == 0:
                    previous_first += 1 + m.first[t].decode(d)
                    s.append(previous_first)
                elif i == shared and i < len(previous):
                    s.append(decode_following(d, m, t, i, s[i - 1], previous[i] + 1, last))
                else:
                    x = m.next[s[i - 1]].decode(d)
                    if x is None:
                        x = m.alphabet.decode(d)
                        m.add(s[i - 1], x)
                    assert isinstance(x, int)
                    s.append(x)
            same = shared - m.same_model(shared, len(previous), previous_differ).decode(d) if shared else 0
            split = previous_pieces[:same]
            for i in range(same, len(s)):
                piece = m.pieces[s[i]].decode(d)
                if piece is None:
                    kana: list[str] = []
                    k = KANA_CONTEXT
                    for _ in range(m.piece_length.decode(d)):
                        k = m.kana[k].decode(d)
                        kana.append("ー" if k == KANA_CONTEXT else chr(0x3041 + k))
                    piece = "".join(kana)
                    m.pieces[s[i]].add(piece)
                assert isinstance(piece, str)
                split.append(piece)
            table["".join(alphabet[x] for x in s)] = "".join(split)
            previous, previous_pieces, previous_shared, previous_differ = s, split, shared, shared - same
        tables[tag] = table
    return tables


def align_one(spelling: str, reading: str, score: Callable[[str, str], float]) -> list[str]:
    """The pieces of `reading` that the characters of `spelling` read as,
    the split that `score` rates highest (ties: the first found)."""
    n, m = len(spelling), len(reading)
    best: list[dict[int, tuple[float, int, str]]] = [dict() for _ in range(n + 1)]
    best[0][0] = (0.0, -1, "")
    for i, ch in enumerate(spelling):
        last = i == n - 1
        for j, (value, _, _) in sorted(best[i].items()):
            lengths: Iterable[int] = [m - j] if last else range(0, min(MAX_PIECE, m - j) + 1)
            for length in lengths:
                piece = reading[j:j + length]
                v = value + score(ch, piece)
                k = j + length
                if k not in best[i + 1] or v > best[i + 1][k][0]:
                    best[i + 1][k] = (v, j, piece)
    pieces: list[str] = []
    j = m
    for i in range(n, 0, -1):
        _, j, piece = best[i][j]
        pieces.append(piece)
    return pieces[::-1]


def align(tables: Tables) -> dict[tuple[str, str], list[str]]:
    """(tag, spelling) -> its pieces, for every entry: Viterbi alignment,
    twice, the second scored by the pieces the first chose."""
    counts: collections.Counter[Any] = collections.Counter()
    for tag in "kanm":
        for spelling, reading in tables[tag].items():
            counts[(spelling, reading)] += 5

    def score(ch: str, piece: str) -> float:
        if not KANJI.match(ch):
            return 0.0 if piece == hiragana(ch) else -20.0
        if not piece:
            return -15.0
        n = counts.get((ch, piece), 0)
        return math.log(n + 0.1) - (2.0 * len(piece) if n == 0 else 0.0)

    pieces: dict[tuple[str, str], list[str]] = {}
    for _ in range(2):
        pieces = {(tag, s): align_one(s, r, score)
                  for tag in TAGS for s, r in sorted(tables[tag].items())}
        counts = collections.Counter()
        for (_, s), split in sorted(pieces.items()):
            counts.update(zip(s, split))
    return pieces


def swift_table(name: str, text: str, doc: str) -> str:
    """A documented raw string literal `let name: StaticString` holding `text`."""
    assert '"""' not in text and "\\#" not in text
    return '%s\npackage let %s: StaticString = #"""\n%s\n"""#\n' % (doc, name, text)


def generate(out_root: str, verbose: bool = True) -> None:
    everything = read_data()
    t = leave_out_derived(everything)
    checked = check_readings(everything, t)
    text = encode_tables(t)
    assert decode_tables(text) == {tag: t[tag] for tag in TAGS}
    parts = [
        generated.header(SCRIPT, "SudachiDict core 20261015 via Tools/data/japanese-readings.txt")
        + "// SudachiDict is Apache-2.0, (c) Works Applications Co., Ltd.; see SUDACHI-LICENSE.md.\n"
        + "// Encoding: see \"MARK: - Encoding\" in Tools/generate-japanese.py.\n",
        swift_table("japaneseReadings", text,
                    "/// Per kanji its readings first in a word, alone, first in a surname and first in a\n"
                    "/// given name; surnames, given names, and the words and place names whose reading\n"
                    "/// the characters' readings do not give: one range-coded stream."),
    ]
    generated.write(out_root, OUTPUT, "\n".join(parts))
    if verbose:
        size = os.path.getsize(os.path.join(out_root, OUTPUT))
        print("kanji %d/%d/%d, surnames %d (of %d), given names %d, words %d (of %d); %d bytes; "
              "%d readings checked"
              % (len(t["k"]), len(t["n"]), len(t["m"]), len(t["s"]), len(everything["s"]), len(t["g"]),
                 len(t["w"]), len(everything["w"]), size, checked))


def main() -> None:
    args = generated.arguments(
        SCRIPT, "Writes SectionIndexJapanese's tables from Tools/data/japanese-readings.txt.",
        lambda parser: parser.add_argument(
            "--refresh", action="store_true",
            help="extract the readings again from SudachiDict (pip install %s)" % SUDACHI))
    if args.refresh:
        refresh()
        return
    generated.run(lambda out: generate(out, verbose=not args.check), SCRIPT, "Japanese tables", args.check)


if __name__ == "__main__":
    main()
