#!/usr/bin/env python3
"""Builds test words for every language ICU indexes, from its exemplar characters.

Writes `TAG<TAB>WORD` lines (BCP 47 tags, such as `sr-Latn`) on standard
output, for every locale compiled into IndexedCollation: every locale ICU 78
indexes (`compiled_keys()` of Tools/generate-tables.py), with its exemplar
characters as ICU 78 has them (PyPI's icukit-pyicu, see Tools/icudata.py).

Each language gets WORDS_PER_LOCALE distinct words (distinct after NFC): for
every index character two words that begin with it, then words whose first
unit comes from the main, auxiliary or index exemplars and whose further units
come from the main exemplars, in lower case, capitalized or upper case; a few
begin with a combining mark from the exemplars. The generator is seeded by the
tag, so the output only changes when ICU's data or this script does.

Usage: python3 Tools/icu-reference/exemplar-words.py [TAG ...]  (default: all)
"""

import argparse
import os
import random
import sys
import unicodedata
import zlib

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TOOLS)
import generated  # noqa: E402
import icudata  # noqa: E402  (Tools/icudata.py: ICU 78's data)

WORDS_PER_LOCALE = 200


def exemplars(name: str, kind: str | None) -> list[str]:
    """The exemplar set of a kind (None: main), as ICU inherits it."""
    return icudata.exemplars(name, kind) or []


def indexed_locales() -> list[str]:
    """compiled_keys() of Tools/generate-tables.py."""
    return list(generated.tool_module("generate-tables.py").compiled_keys())


def is_mark(s: str) -> bool:
    return unicodedata.category(s[0]).startswith("M")


def words(name: str) -> list[str]:
    """WORDS_PER_LOCALE words of a locale (see above)."""
    main = [x for x in exemplars(name, None) if x.strip()]
    aux = [x for x in exemplars(name, "auxiliary") if x.strip() and unicodedata.category(x[0])[0] in "LM"]
    index = [x for x in exemplars(name, "index") if x.strip()]
    letters = [x for x in main if not is_mark(x)] or main
    marks = [x for x in main + aux if is_mark(x)]
    rng = random.Random(zlib.crc32(name.encode("utf-8")))
    out: list[str] = []
    seen: set[str] = set()

    def tail(n: int) -> str:
        return "".join(rng.choice(main) for _ in range(n))

    def add(w: str) -> None:
        w = unicodedata.normalize("NFC", w)
        if w and w not in seen and "\t" not in w and "\n" not in w:
            seen.add(w)
            out.append(w)

    def cased(w: str) -> str:
        r = rng.random()
        if r < 0.45:
            return w[:1].upper() + w[1:]
        if r < 0.6:
            return w.upper()
        return w.lower()

    for x in index:
        add(x + tail(rng.randint(1, 4)).lower())
        add(cased(x.lower() + tail(rng.randint(1, 5))))
    attempts = 0
    while len(out) < WORDS_PER_LOCALE and attempts < 20 * WORDS_PER_LOCALE:
        attempts += 1
        r = rng.random()
        if r < 0.03 and marks:
            first = rng.choice(marks)
        elif r < 0.2 and aux:
            first = rng.choice(aux)
        elif r < 0.3 and index:
            first = rng.choice(index).lower()
        else:
            first = rng.choice(letters)
        add(cased(first + tail(rng.randint(1, 6))))
    return out[:WORDS_PER_LOCALE]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tags", nargs="*", metavar="TAG", help="BCP 47 tags (default: every compiled-in locale)")
    names = [a.replace("-", "_") for a in parser.parse_args().tags] or indexed_locales()
    out = sys.stdout
    for name in names:
        tag = name.replace("_", "-")
        for w in words(name):
            out.write("%s\t%s\n" % (tag, w))


if __name__ == "__main__":
    main()
