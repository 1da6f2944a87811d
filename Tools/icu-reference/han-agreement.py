#!/usr/bin/env python3
"""Where Chinese indexes file Han, against ICU's AlphabeticIndex (PyICU).

Usage: Tools/icu-reference/han-agreement.py BINARY [LOCALE ...]

Gives every ideograph of the URO, Extension A and Extension B to
`BINARY keys --locale LOCALE` (default: zh-Hant, zh-Hans, zh-Hant-u-co-zhuyin)
and prints, per locale, how many ICU files under a title other than its last
and how many of those we file under the same title, and how many we put in
`#` (none should go there: ICU puts Han its data cannot read under the last
title, and so do we). ICU's last title also holds every character its short
data lacks (CLDR's short pinyin and stroke lists), which our full lists read,
so those are not compared.
"""
import argparse
import subprocess

import icu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="the section-index binary")
    parser.add_argument("locales", nargs="*", metavar="LOCALE",
                        default=["zh-Hant", "zh-Hans", "zh-Hant-u-co-zhuyin"])
    args = parser.parse_args()
    binary = args.binary
    locales = args.locales
    ranges = [(0x4E00, 0xA000), (0x3400, 0x4DC0), (0x20000, 0x2A6E0)]
    chars = [chr(c) for lo, hi in ranges for c in range(lo, hi)]
    text = "".join(c + "\n" for c in chars).encode()
    print("ICU %s, %d ideographs" % (icu.ICU_VERSION, len(chars)))
    for locale in locales:
        out = subprocess.run([binary, "keys", "--locale", locale], input=text,
                             capture_output=True, check=True).stdout.decode()
        ours: dict[str, str] = {}
        for line in out.splitlines():
            _, title, record = line.split("\t", 2)
            ours[record] = title
        index = icu.AlphabeticIndex(icu.Locale(locale)).buildImmutableIndex()
        labels = [index.getBucket(i)[0] for i in range(index.bucketCount)]
        last = [label for label in labels if label != "…"][-1]
        known = agree = overflow = 0
        for c in chars:
            label = index.getBucket(index.getBucketIndex(c))[0]
            overflow += ours[c] == "#"
            if label != last:
                known += 1
                agree += ours[c] == label
        print("%s: ICU files %d under a title before its last (%s); we agree on %d (%.2f%%); ours in #: %d"
              % (locale, known, last, agree, 100.0 * agree / known, overflow))


if __name__ == "__main__":
    main()
