#!/usr/bin/env python3
"""Per-language agreement of `section-index group` with ICU4C's AlphabeticIndex.

Reads a ranked ICU fixture (`buckets --ranked` output: TAG, WORD, ICU label,
ICU collation rank) and runs `section-index group --locale TAG --format tsv`
on each language's words. For each language it prints:

  bucket  records whose section title is ICU's label / records, and how many
          more differ deliberately (see `deliberate`; the verdict counts them)
  order   adjacent records of one section (both in ICU's bucket) that we order
          as ICU's collator does / such pairs (in ja, pairs without kanji:
          kanji are read by SectionIndexJapanese and ordered by that reading)

Usage: python3 Tools/icu-reference/agreement.py FIXTURE BINARY [--details TAG...]
  FIXTURE  e.g. Tests/SectionIndexCollationTests/Resources/icu-exemplar-words.tsv
  BINARY   e.g. .build/debug/section-index
The summary line counts languages at >= 99.5% bucket and >= 99% order agreement.
"""

import argparse
import subprocess
import unicodedata
from collections import OrderedDict

# Per word of a language: (word, ICU's label, ICU's collation rank).
Row = tuple[str, str, int]


def fold(text: str) -> str:
    """For "begins with" at primary strength: compatibility forms decomposed
    (Lao ໜ is ຫນ), case folded, without Latin accents, a Thai or Lao vowel written first moved after its consonant."""
    if len(text) > 1 and ("\u0e40" <= text[0] <= "\u0e44" or "\u0ec0" <= text[0] <= "\u0ec4"):
        text = text[1] + text[0] + text[2:]
    return "".join(c for c in unicodedata.normalize("NFKD", text).casefold() if not "\u0300" <= c <= "\u036f")


def deliberate(tag: str, word: str, ours: str, icu: str, icu_labels: set[str], titles: list[str]) -> str | None:
    """Why a difference is deliberate (Guides/IndexedCollation.md), or None.

    Mirrors ICUExemplarTests.deliberateDifference in the Swift tests.
    """
    if len(unicodedata.normalize("NFD", ours)) > 1 and ours not in icu_labels \
            and fold(word).startswith(fold(ours)) \
            and (icu == "#" or (icu in titles and titles.index(icu) < titles.index(ours))):
        return "CLDR's title of several letters, which ICU drops"
    if tag == "ja" and ours == "他" and icu == "#":
        return "kanji without a reading"
    if tag == "ja" and icu == "#" and ours != "#" and has_kanji(word):
        return "kanji filed by their derived reading (SectionIndexJapanese)"
    return None


def has_kanji(word: str) -> bool:
    return any(unicodedata.name(c, "").startswith("CJK UNIFIED") for c in word)


def read_fixture(path: str) -> "OrderedDict[str, list[Row]]":
    """The fixture's rows by tag, in the fixture's order."""
    data: OrderedDict[str, list[Row]] = OrderedDict()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            tag, word, label, rank = line.rstrip("\n").split("\t")
            data.setdefault(tag, []).append((word, label, int(rank)))
    return data


def ours(binary: str, tag: str, words: list[str]) -> list[tuple[str, str]]:
    """(title, word) as `section-index group` writes them."""
    p = subprocess.run([binary, "group", "--locale", tag, "--format", "tsv"],
                       input="\n".join(words) + "\n", capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit("%s: %s" % (tag, p.stderr))
    out: list[tuple[str, str]] = []
    for line in p.stdout.split("\n"):
        if line:
            title, word = line.split("\t", 1)
            out.append((title, word))
    return out


def measure(binary: str, tag: str,
            rows: list[Row]) -> tuple[int, int, int, int, int, list[tuple[str, str, str]], list[tuple[str, str]]]:
    """Rows, bucket agreement, deliberate differences, pairs, ordered pairs,
    the misses and the pairs out of order."""
    icu = {w: (label, rank) for w, label, rank in rows}
    got = ours(binary, tag, [w for w, _, _ in rows])
    labels = {label for _, label, _ in rows}
    titles = subprocess.run([binary, "titles", "--locale", tag], capture_output=True,
                            text=True).stdout.split("\n")
    bucket_ok = sum(1 for title, w in got if icu[w][0] == title)
    excused = sum(1 for title, w in got if icu[w][0] != title and deliberate(tag, w, title, icu[w][0], labels, titles))
    pairs = ok = 0
    bad_pairs: list[tuple[str, str]] = []
    for (t1, w1), (t2, w2) in zip(got, got[1:]):
        if t1 != t2 or icu[w1][0] != t1 or icu[w2][0] != t2:
            continue
        if tag == "ja" and (has_kanji(w1) or has_kanji(w2)):
            continue  # ordered by the derived reading, deliberately (see deliberate)
        pairs += 1
        if icu[w1][1] <= icu[w2][1] or (tag == "fy" and "y" in fold(w1 + w2)):
            ok += 1  # fy: CLDR 42's Frisian collation sorts y as i
        else:
            bad_pairs.append((w1, w2))
    misses = [(w, title, icu[w][0]) for title, w in got
              if icu[w][0] != title and not deliberate(tag, w, title, icu[w][0], labels, titles)]
    return len(rows), bucket_ok, excused, pairs, ok, misses, bad_pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fixture", help="a ranked ICU fixture (buckets --ranked output)")
    parser.add_argument("binary", help="the section-index binary")
    parser.add_argument("--details", nargs="*", default=[], metavar="TAG",
                        help="print the differences of these tags")
    args = parser.parse_args()
    details = set(args.details)
    binary = args.binary
    data = read_fixture(args.fixture)
    good = good_base = 0
    for tag, rows in data.items():
        n, b, excused, pairs, ok, misses, bad_pairs = measure(binary, tag, rows)
        bp = 100.0 * (b + excused) / n
        op = 100.0 * ok / pairs if pairs else 100.0
        passed = bp >= 99.5 and op >= 99.0
        good += passed
        good_base += passed and "-" not in tag
        print("%-10s bucket %3d/%3d %6.1f%% (+%3d deliberate)  order %3d/%3d %6.1f%%  %s" % (
            tag, b, n, 100.0 * b / n, excused, ok, pairs, op, "ok" if passed else "LOW"))
        if tag in details:
            for w, t, label in misses:
                print("    %s: ours %s, ICU %s" % (w, t, label))
            for w1, w2 in bad_pairs:
                print("    order: %s before %s" % (w1, w2))
    base = sum(1 for t in data if "-" not in t)
    print("languages >= 99.5%% bucket and >= 99%% order: %d of %d (%d of %d tags)" % (
        good_base, base, good, len(data)))


if __name__ == "__main__":
    main()
