#!/usr/bin/env python3
"""Measures how `section-index` files Japanese without a reading field, on
lists built from IPAdic (mecab-ipadic 2.7.0), a source other than the
SudachiDict data the package ships.

Usage:
  apt-get install mecab-ipadic        # the dictionary's CSV sources, EUC-JP
  swift build -c release
  python3 Tools/evaluate-japanese.py [--ipadic DIR] [--tool PATH] [--show N]

Lists (each spelling once; IPAdic's own readings decide the expected row):
- surnames: IPAdic's 名詞-固有名詞-人名-姓 entries whose readings all start in
  the same kana row; all of them, and the 2,000 most common (lowest IPAdic
  cost). Filed with `group --locale ja --names`.
- full names: 2,000 of those common surnames, each paired with one of the
  1,000 most common given names (人名-名), written with and without a space
  (a fixed pseudo-random pairing). Expected: the surname's row.
- common words and place names: the 3,000 most common general nouns
  (名詞-一般) and the 2,000 most common place names (名詞-固有名詞-地域) that
  start with a kanji and whose readings all start in one row, by IPAdic's
  cost (which for place names hardly says how well known they are: most
  are small localities). Filed with `group --locale ja`.
- with --jmdict (pip install jamdict-data; JMdict, CC BY-SA, used only to
  measure): JMdict's common words (a spelling marked news1, ichi1, spec1 or
  gai1) whose readings all start in one row, and the IPAdic place names
  (one row) that JMdict lists too: well-known places (東京, 大阪, 北海道,
  中国 …; but most are also words, and read as the word in text: 上京,
  本部); and the IPAdic place names JMnedict lists as places too and JMdict
  not as a word, whose readings in both start in one row.
- Japan's prefectures, designated cities and Tokyo's wards (typed in this
  file).

Prints, per list, the share filed in the expected row, under 他, and
elsewhere; --show N prints N misses of each list.
"""

import argparse
import collections
import csv
import glob
import os
import random
import subprocess
import sys
import tempfile
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = ["あいうえお", "かきくけこがぎぐげご", "さしすせそざじずぜぞ", "たちつてとだぢづでどっ",
        "なにぬねの", "はひふへほばびぶべぼぱぴぷぺぽ", "まみむめも", "やゆよゃゅょ", "らりるれろ", "わをん"]
TITLES = "あかさたなはまやらわ"
# A spelling's [lowest cost, set of readings], by spelling.
Entries = dict[str, list[Any]]
# (spelling, the title of its kana row).
Filed = list[tuple[str, str]]


def hiragana(text: str) -> str:
    """Katakana as hiragana, the rest as it is."""
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def row(reading: str) -> str | None:
    """The title of the kana row a reading starts in, or None."""
    first = hiragana(reading[:1])
    first = {"ぁ": "あ", "ぃ": "い", "ぅ": "う", "ぇ": "え", "ぉ": "お", "ゔ": "う", "ゎ": "わ"}.get(first, first)
    for title, kana in zip(TITLES, ROWS):
        if first in kana:
            return title
    return None


def is_kanji(c: str) -> bool:
    return "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" or c in "々"


def load(directory: str, names: list[str]) -> dict[str, Entries]:
    """spelling -> (lowest cost, set of readings), by category."""
    out: dict[str, Entries] = collections.defaultdict(dict)
    for name in names:
        with open(os.path.join(directory, name), encoding="euc_jp", errors="replace") as f:
            for r in csv.reader(f):
                if len(r) < 12:
                    continue
                surface, cost, pos = r[0], int(r[3]), tuple(r[4:8])
                if pos[:3] == ("名詞", "固有名詞", "人名"):
                    category = {"姓": "surname", "名": "given"}.get(pos[3])
                elif pos[:3] == ("名詞", "固有名詞", "地域"):
                    category = "place"
                elif pos[:2] == ("名詞", "一般"):
                    category = "word"
                else:
                    continue
                if not category or not surface or not is_kanji(surface[0]):
                    continue
                if not all(is_kanji(c) or "\u3041" <= c <= "\u30ff" for c in surface):
                    continue
                entry = out[category].setdefault(surface, [cost, set()])
                entry[0] = min(entry[0], cost)
                entry[1].add(r[11])
    return out


def one_row(entries: Entries) -> Filed:
    """Spellings whose readings all start in one row: spelling -> row, by cost."""
    kept = [(cost, s, {row(r) for r in readings}) for s, (cost, readings) in entries.items()]
    return [(s, str(rows.pop())) for cost, s, rows in sorted(kept) if len(rows) == 1 and None not in rows]


JMDICT_COMMON = ("news1", "ichi1", "spec1", "gai1")


def jmdict_common(path: str) -> tuple[Filed, set[str]]:
    """JMdict's common words (a kanji spelling marked news1, ichi1, spec1 or
    gai1) that start with a kanji and whose readings all start in one row:
    [(spelling, row)], from jamdict-data's SQLite database; and the set of
    every kanji spelling JMdict has."""
    import sqlite3
    db = sqlite3.connect(path)
    spellings: dict[int, set[str]] = collections.defaultdict(set)  # idseq -> spellings
    common: set[tuple[int, str]] = set()
    for _kid, idseq, text, pri in db.execute(
            "SELECT Kanji.ID, Kanji.idseq, Kanji.text, KJP.text FROM Kanji LEFT JOIN KJP ON KJP.kid = Kanji.ID"):
        spellings[idseq].add(text)
        if pri in JMDICT_COMMON:
            common.add((idseq, text))
    restricted: dict[int, set[str]] = collections.defaultdict(set)  # kana id -> the spellings it is limited to
    for kid, text in db.execute("SELECT kid, text FROM KNR"):
        restricted[kid].add(text)
    readings: dict[tuple[int, str], set[str]] = collections.defaultdict(set)  # (idseq, spelling) -> readings
    for kid, idseq, text, nokanji in db.execute("SELECT ID, idseq, text, nokanji FROM Kana"):
        if nokanji:
            continue
        for spelling in restricted.get(kid) or spellings[idseq]:
            readings[(idseq, spelling)].add(text)
    by_spelling: dict[str, set[str]] = collections.defaultdict(set)
    for key in common:
        by_spelling[key[1]] |= readings[key]
    out: Filed = []
    for spelling, rs in sorted(by_spelling.items()):
        if not rs or not is_kanji(spelling[0]):
            continue
        if not all(is_kanji(c) or "\u3041" <= c <= "\u30ff" for c in spelling):
            continue
        rows = {row(r) for r in rs}
        if len(rows) == 1 and None not in rows:
            out.append((spelling, str(rows.pop())))
    return out, set(spellings_of for group in spellings.values() for spellings_of in group)


# Japan's 47 prefectures, 20 designated cities and Tokyo's 23 wards, with their
# readings (well-known places; typed here, from neither dictionary).
MAJOR_PLACES = """
北海道 ほっかいどう 青森 あおもり 岩手 いわて 宮城 みやぎ 秋田 あきた 山形 やまがた 福島 ふくしま
茨城 いばらき 栃木 とちぎ 群馬 ぐんま 埼玉 さいたま 千葉 ちば 東京 とうきょう 神奈川 かながわ
新潟 にいがた 富山 とやま 石川 いしかわ 福井 ふくい 山梨 やまなし 長野 ながの 岐阜 ぎふ
静岡 しずおか 愛知 あいち 三重 みえ 滋賀 しが 京都 きょうと 大阪 おおさか 兵庫 ひょうご 奈良 なら
和歌山 わかやま 鳥取 とっとり 島根 しまね 岡山 おかやま 広島 ひろしま 山口 やまぐち 徳島 とくしま
香川 かがわ 愛媛 えひめ 高知 こうち 福岡 ふくおか 佐賀 さが 長崎 ながさき 熊本 くまもと 大分 おおいた
宮崎 みやざき 鹿児島 かごしま 沖縄 おきなわ 札幌 さっぽろ 仙台 せんだい 千葉市 ちばし 横浜 よこはま
川崎 かわさき 相模原 さがみはら 新潟市 にいがたし 静岡市 しずおかし 浜松 はままつ 名古屋 なごや
京都市 きょうとし 大阪市 おおさかし 堺 さかい 神戸 こうべ 岡山市 おかやまし 広島市 ひろしまし
北九州 きたきゅうしゅう 福岡市 ふくおかし 熊本市 くまもとし 千代田 ちよだ 中央区 ちゅうおうく 港区 みなとく
新宿 しんじゅく 文京 ぶんきょう 台東 たいとう 墨田 すみだ 江東 こうとう 品川 しながわ 目黒 めぐろ
大田区 おおたく 世田谷 せたがや 渋谷 しぶや 中野 なかの 杉並 すぎなみ 豊島 としま 北区 きたく 荒川 あらかわ
板橋 いたばし 練馬 ねりま 足立 あだち 葛飾 かつしか 江戸川 えどがわ
""".split()


def major_places() -> Filed:
    """MAJOR_PLACES as (spelling, row)."""
    return [(MAJOR_PLACES[i], str(row(MAJOR_PLACES[i + 1]))) for i in range(0, len(MAJOR_PLACES), 2)]


def jmnedict_places(path: str, ipadic_places: Filed, word_spellings: set[str]) -> Filed:
    """IPAdic place names that JMnedict lists as places too, whose readings in
    both all start in one row, and that JMdict does not list as a word (a
    spelling that is also a word reads as the word in text)."""
    import sqlite3
    db = sqlite3.connect(path)
    readings: dict[str, set[str]] = collections.defaultdict(set)
    places = {idseq for (idseq,) in db.execute(
        "SELECT NETranslation.idseq FROM NETransType JOIN NETranslation ON NETranslation.ID = NETransType.tid"
        " WHERE NETransType.text = 'place'")}
    kana: dict[int, set[str]] = collections.defaultdict(set)
    for idseq, text in db.execute("SELECT idseq, text FROM NEKana"):
        if idseq in places:
            kana[idseq].add(text)
    for idseq, text in db.execute("SELECT idseq, text FROM NEKanji"):
        if idseq in places:
            readings[text] |= kana[idseq]
    out: Filed = []
    for spelling, r in ipadic_places:
        if spelling in word_spellings or spelling not in readings:
            continue
        if {row(k) for k in readings[spelling]} == {r}:
            out.append((spelling, r))
    return out


def filed(tool: str, lines: list[str], names: bool) -> dict[str, str]:
    """Each line's section title from `tool group --locale ja`."""
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    try:
        args = [tool, "group", "--locale", "ja"] + (["--names"] if names else []) + [f.name]
        out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(f.name)
    result: dict[str, str] = {}
    for line in out.splitlines():
        title, _, text = line.partition("\t")
        result[text] = title
    return result


def report(label: str, items: Filed, tool: str, names: bool, show: int) -> float:
    """Prints how many of `items` the tool files in their row; the share filed right."""
    got = filed(tool, [s for s, _ in items], names)
    right = sum(1 for s, r in items if got.get(s) == r)
    other = sum(1 for s, r in items if got.get(s) == "他")
    n = len(items)
    print("%-34s %6d  in row %5.1f%%  他 %4.1f%%  wrong row %4.1f%%"
          % (label, n, 100 * right / n, 100 * other / n, 100 * (n - right - other) / n))
    misses = [(s, r, got.get(s)) for s, r in items if got.get(s) != r]
    for s, r, g in misses[:show]:
        print("    %s  expected %s, filed %s" % (s, r, g))
    return right / n


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--ipadic", default="/usr/share/mecab/dic/ipadic")
    p.add_argument("--tool", default=os.path.join(ROOT, ".build", "release", "section-index"))
    p.add_argument("--show", type=int, default=0)
    p.add_argument("--jmdict", help="jamdict-data's jamdict.db (pip install jamdict-data), for "
                   "JMdict's common words")
    a = p.parse_args()
    if not glob.glob(os.path.join(a.ipadic, "Noun.name.csv")):
        sys.exit("no IPAdic CSV sources in %s: apt-get install mecab-ipadic (or --ipadic DIR)" % a.ipadic)
    d = load(a.ipadic, ["Noun.name.csv", "Noun.place.csv", "Noun.csv"])
    surnames = one_row(d["surname"])
    given = [s for s, _ in one_row(d["given"])][:1000]
    common = surnames[:2000]
    rng = random.Random(28)
    pairs = [(s, r, rng.choice(given)) for s, r in common]
    words = one_row(d["word"])[:3000]
    places = one_row(d["place"])[:2000]
    print("IPAdic lists (source: %s)" % a.ipadic)
    report("surnames, all (one row)", surnames, a.tool, True, a.show)
    report("surnames, 2,000 most common", common, a.tool, True, a.show)
    report("full names with a space", [(s + " " + g, r) for s, r, g in pairs], a.tool, True, a.show)
    report("full names without a space", [(s + g, r) for s, r, g in pairs], a.tool, True, a.show)
    report("common words (3,000)", words, a.tool, False, a.show)
    report("place names (2,000)", places, a.tool, False, a.show)
    report("words and places together", words + places, a.tool, False, 0)
    if a.jmdict:
        common, spellings = jmdict_common(a.jmdict)
        print("JMdict lists (source: %s)" % a.jmdict)
        report("common words (news1/ichi1/spec1/gai1)", common, a.tool, False, a.show)
        known = [(s, r) for s, r in one_row(d["place"]) if s in spellings]
        report("IPAdic place names JMdict lists", known, a.tool, False, a.show)
        report("both together", common + known, a.tool, False, 0)
        ne = jmnedict_places(a.jmdict, one_row(d["place"]), spellings)
        report("IPAdic+JMnedict places, not words", ne, a.tool, False, a.show)
    report("prefectures, big cities, Tokyo wards", major_places(), a.tool, False, a.show)


if __name__ == "__main__":
    main()
