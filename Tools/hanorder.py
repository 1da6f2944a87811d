"""The zh tailoring's ideographs in their order, coded against the pinyin
readings (Tools/generate-pinyin.py's character table): what
`zhHanOrderData` holds and PinyinReader.tailoredOrder(_:) decodes.

ICU's zh (pinyin) order lists about 21,000 ideographs, grouped by reading
and, within a reading, mostly by stroke count. Written as scalars (as the
rest of a tailoring is: `encode_table`) they took 52 KB of gzip, although
the pinyin table a zh page loads anyway already says each character's
reading. So the order is written as:

- per character of the pinyin table, by increasing scalar: whether the
  order lists it (`Frequencies`, in the context of whether it listed the
  character before), and if so whether it stands among the characters of
  its default reading (`Frequencies`), else the group it stands in, as the
  difference of that group's code from its own code's place among the
  codes in use (`Numbers`, sign in the lowest bit);
- the characters the order lists without a reading in the pinyin table:
  their count, then each scalar and its group's code (`Numbers`);
- per group, by increasing code: the order of its characters, as each
  one's place among those of the group not yet placed, in increasing scalar
  order (each place equally likely).

Last, the readings' representative characters (what Collator.applyReadings
puts for a character read another way in context: PinyinReader's
representatives), where they are not the first character the order lists
among those of that default reading (58 of 1,381): their count, then per
reading by code, the difference of its code's place from the one before
and the character (`Numbers`).

A group is the characters of a reading, plus those ICU places among them
whose default reading is another (1,054 of them: where CLDR's reading and
Unihan's first kMandarin reading differ); which groups those are follows
from the longest run of readings in increasing code order.
"""

import bisect
from collections.abc import Sequence

import rangecoder


def placements(sequence: Sequence[int], defaults: dict[int, int]) -> dict[int, int]:
    """Each scalar of `sequence` -> the code of the group it is written in:
    the runs of one default reading that keep the codes increasing (the
    longest such choice, by characters) are their own groups; every other
    character joins the last of those before it (the first one for those
    before any)."""
    runs: list[tuple[int | None, list[int]]] = []
    for cp in sequence:
        code = defaults.get(cp)
        if runs and runs[-1][0] == code:
            runs[-1][1].append(cp)
        else:
            runs.append((code, [cp]))
    # The heaviest chain of runs with increasing codes.
    best = [0] * len(runs)
    back = [-1] * len(runs)
    for i, (code, cps) in enumerate(runs):
        if code is None:
            continue
        best[i] = len(cps)
        for j in range(i):
            c = runs[j][0]
            if c is not None and c < code and best[j] + len(cps) > best[i]:
                best[i], back[i] = best[j] + len(cps), j
    kept = set()
    i = max(range(len(runs)), key=lambda k: best[k]) if runs else -1
    while i >= 0:
        kept.add(i)
        i = back[i]
    first = min(kept) if kept else -1
    out: dict[int, int] = {}
    current = runs[first][0] if kept else 0
    for i, (code, cps) in enumerate(runs):
        if i in kept:
            current = code
        for cp in cps:
            out[cp] = current  # type: ignore[assignment]
    return out


class Models:
    def __init__(self) -> None:
        self.listed = [rangecoder.Frequencies(2) for _ in range(2)]
        self.moved = rangecoder.Frequencies(2)
        self.numbers = rangecoder.Numbers()


def first_listed(sequence: Sequence[int], defaults: dict[int, int]) -> dict[int, int]:
    """Code -> the first scalar of `sequence` read that way by default."""
    first: dict[int, int] = {}
    for cp in sequence:
        if cp in defaults:
            first.setdefault(defaults[cp], cp)
    return first


def encode(sequence: Sequence[int], defaults: dict[int, int], representatives: dict[int, int]) -> str:
    """The text of `zhHanOrderData` for `sequence` (distinct scalars) and
    the readings' representatives (code -> scalar)."""
    place = placements(sequence, defaults)
    codes = sorted(set(defaults.values()) | set(place.values()))
    index = {c: i for i, c in enumerate(codes)}
    e = rangecoder.Encoder()
    m = Models()
    previous = 0
    for cp in sorted(defaults):
        listed = 1 if cp in place else 0
        m.listed[previous].encode(e, listed)
        previous = listed
        if listed:
            moved = 1 if place[cp] != defaults[cp] else 0
            m.moved.encode(e, moved)
            if moved:
                d = index[place[cp]] - index[defaults[cp]]
                m.numbers.encode(e, (abs(d) - 1) << 1 | (d < 0))
    extras = [cp for cp in sequence if cp not in defaults]
    m.numbers.encode(e, len(extras))
    for cp in extras:
        m.numbers.encode(e, cp)
        m.numbers.encode(e, index[place[cp]])
    groups: dict[int, list[int]] = {}
    for cp in sorted(place):
        groups.setdefault(place[cp], []).append(cp)
    position = {cp: i for i, cp in enumerate(sequence)}
    for code in sorted(groups):
        left = groups[code]  # by scalar
        for cp in sorted(left, key=position.__getitem__)[:-1]:
            k = left.index(cp)
            e.code(k, 1, len(left))
            left = left[:k] + left[k + 1:]
    first = first_listed(sequence, defaults)
    others = sorted((c, representatives.get(c, 0)) for c in set(first) | set(representatives)
                    if first.get(c) != representatives.get(c))
    m.numbers.encode(e, len(others))
    before = 0
    for code, cp in others:
        m.numbers.encode(e, index[code] - before)
        m.numbers.encode(e, cp)
        before = index[code]
    return rangecoder.to_text(e.finish())


def decode(text: str, defaults: dict[int, int]) -> tuple[list[int], dict[int, int]]:
    """The sequence and the representatives back (what
    PinyinReader.tailoredOrder decodes)."""
    d = rangecoder.Decoder(rangecoder.from_text(text))
    codes = sorted(set(defaults.values()))
    m = Models()
    groups: dict[int, list[int]] = {}
    previous = 0
    for cp in sorted(defaults):
        listed = m.listed[previous].decode(d)
        previous = listed
        if listed:
            code = defaults[cp]
            if m.moved.decode(d):
                z = m.numbers.decode(d)
                step = (z >> 1) + 1
                code = codes[bisect.bisect_left(codes, code) + (-step if z & 1 else step)]
            groups.setdefault(code, []).append(cp)
    for _ in range(m.numbers.decode(d)):
        cp = m.numbers.decode(d)
        code = codes[m.numbers.decode(d)]
        group = groups.setdefault(code, [])
        bisect.insort(group, cp)
    out: list[int] = []
    for code in sorted(groups):
        left = groups[code]
        while len(left) > 1:
            total = len(left)
            k = d.target(total)
            d.consume(k, 1)
            out.append(left.pop(k))
        out.extend(left)
    representatives = first_listed(out, defaults)
    place = 0
    for _ in range(m.numbers.decode(d)):
        place += m.numbers.decode(d)
        cp = m.numbers.decode(d)
        if cp:
            representatives[codes[place]] = cp
        else:
            representatives.pop(codes[place], None)
    return out, representatives
