"""What the generators share: paths, Unicode and CLDR data readers, packing,
writing with the "do not edit" header, and regenerating or checking."""

import argparse
import bz2
import filecmp
import itertools
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

# A collation element (primary, secondary, tertiary), and a table of them:
# {key scalars: elements}.
Element = tuple[int, ...]
Table = dict[tuple[int, ...], list[Element]]

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNICODE = os.environ.get("UNICODE_DIR", "/usr/share/unicode")
CLDR = os.path.join(UNICODE, "cldr", "common")


# MARK: - Versions


def cldr_version() -> str:
    """CLDR's version, from ldml.dtd."""
    path = os.path.join(CLDR, "dtd", "ldml.dtd")
    with open(path, encoding="utf-8") as f:
        match = re.search(r'cldrVersion CDATA #FIXED "([^"]+)"', f.read())
    if not match:
        raise SystemExit("%s: no cldrVersion attribute" % path)
    return match.group(1)


def unicode_version(name: str) -> str:
    """The Unicode version in the header of a file of the Unicode data folder:
    `# DerivedAge-15.0.0.txt`, or Unihan's `# Unicode version: 15.0.0`."""
    path = os.path.join(UNICODE, name)
    f: Any
    with (bz2.open(path, "rt", encoding="utf-8") if name.endswith(".bz2") else open(path, encoding="utf-8")) as f:
        for line in itertools.islice(f, 30):
            match = re.search(r"(?:-|[Vv]ersion:? )(\d+\.\d+\.\d+)", line)
            if match:
                return match.group(1)
    raise SystemExit("%s: no Unicode version in the first 30 lines" % path)


# MARK: - Unicode data


def ucd_ranges(name: str) -> Iterator[tuple[int, int, str]]:
    """The `FIRST..LAST ; value` or `CODE ; value` lines of a file of the
    Unicode data folder, as (first, last, value), comments left out."""
    with open(os.path.join(UNICODE, name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            cps, value = [x.strip() for x in line.split(";")[:2]]
            first, _, last = cps.partition("..")
            yield int(first, 16), int(last or first, 16), value


def merge_ranges(ranges: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, with overlapping and adjacent (first, last) ranges joined."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(ranges):
        if out and a <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


# MARK: - CLDR locales


def parent_locales() -> dict[str, str]:
    """CLDR's parentLocales (main data, not per component): the locales whose
    parent is not their truncation."""
    tree = ET.parse(os.path.join(CLDR, "supplemental", "supplementalData.xml"))
    parents: dict[str, str] = {}
    for element in tree.iter("parentLocale"):
        # Newer CLDR versions add parentLocales for collations; only the default.
        if element.get("component"):
            continue
        for locale in element.get("locales", "").split():
            parents[locale] = element.get("parent", "root")
    return parents


def parent_chain(locale: str, parents: dict[str, str]) -> list[str]:
    """A locale and its parents, as CLDR inherits main data, root excluded."""
    out = [locale]
    while True:
        if locale in parents:
            locale = parents[locale]
        elif "_" in locale:
            locale = locale.rsplit("_", 1)[0]
        else:
            break
        if locale == "root":
            break
        out.append(locale)
    return out


def parse_unicode_set(text: str) -> list[str]:
    """The items of a CLDR exemplar set: single characters and {strings}."""
    text = text.strip()
    assert text.startswith("[") and text.endswith("]"), text
    text = text[1:-1]
    items: list[str] = []

    def char_at(i: int) -> tuple[str, int]:
        c = text[i]
        if c == "\\":
            n = text[i + 1]
            if n == "u":
                return chr(int(text[i + 2:i + 6], 16)), i + 6
            if n == "U":
                return chr(int(text[i + 2:i + 10], 16)), i + 10
            if n == "x" and text[i + 2] == "{":
                j = text.index("}", i)
                return chr(int(text[i + 3:j], 16)), j + 1
            return n, i + 2
        return c, i + 1

    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c == "{":
            j = i + 1
            chars = []
            while text[j] != "}":
                ch, j = char_at(j)
                chars.append(ch)
            items.append("".join(chars))
            i = j + 1
        else:
            ch, j = char_at(i)
            if j + 1 < len(text) and text[j] == "-":
                end, k = char_at(j + 1)
                items.extend(chr(cp) for cp in range(ord(ch), ord(end) + 1))
                i = k
            else:
                items.append(ch)
                i = j
    return items


# MARK: - Output


# Numbers as the Unicode scalars of a string literal: UTF-8 is then the
# variable-length code (0-0x7F one byte, to 0x7FF two, to 0xFFFF three, four
# above), the literal's bytes go to .rodata as they are, and the runtime reads
# them with `PackedNumbers` (Sources/SectionIndexAlgorithms/PackedNumbers.swift).
# Scalars skip the surrogates and U+FDD0-U+FDEF (which Swift does not accept
# in a literal): a value from 0xD800 on is written 0x800 higher, and from there
# on, one landing at 0xFDD0 or above 0x20 higher still. A value from 0x100000
# on is two numbers: 0x100000 + (v >> 20), then v & 0xFFFFF.


def number_scalar(v: int) -> int:
    """The scalar that spells `v` (below 0x101000)."""
    if v >= 0xD800:
        v += 0x800
        if v >= 0xFDD0:
            v += 0x20
    return v


def number_scalars(values: Iterable[int]) -> list[int]:
    """The scalars that spell `values` (each 0 ..< 2**32)."""
    out = []
    for v in values:
        if not 0 <= v < 1 << 32:
            raise ValueError("packed number out of range: %r" % v)
        if v >= 0x100000:
            out.append(number_scalar(0x100000 + (v >> 20)))
            v &= 0xFFFFF
        out.append(number_scalar(v))
    return out


def zigzag32(v: int) -> int:
    """A signed difference, taken modulo 2**32 as an Int32, zigzag-coded so
    that small differences either way are small numbers."""
    v = (v + (1 << 31)) % (1 << 32) - (1 << 31)
    return v << 1 if v >= 0 else ((-v) << 1) - 1


# Spelled as themselves in the literal: printable ASCII, Hangul syllables and
# the CJK ideograph blocks (so a tailoring reads as its characters); the rest
# as \u{…}. A fixed list, not unicodedata, so that the output does not depend
# on the Python that runs the generator.
LITERAL_RANGES = ((0x20, 0x7E), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7A3),
                  (0x20000, 0x2A6DF))


def number_piece(cp: int) -> str:
    """Scalar `cp` as a string literal spells it: itself where it is
    printable (LITERAL_RANGES), else escaped."""
    if cp in (0x22, 0x5C):
        return "\\" + chr(cp)
    if any(lo <= cp <= hi for lo, hi in LITERAL_RANGES):
        return chr(cp)
    return "\\u{%X}" % cp


def swift_number_string(values: Iterable[int]) -> str:
    """`values` as the text of a one-line string literal (PackedNumbers reads it)."""
    return "".join(number_piece(cp) for cp in number_scalars(values))


def swift_numbers(
    name: str, values: Iterable[int], doc: str, width: int = 100, access: str = ""
) -> str:
    """A documented `let name: StaticString` holding `values` as scalars
    (`access`: "package " for a table another module reads)."""
    lines: list[str] = []
    line: list[str] = []
    n = 0
    for cp in number_scalars(values):
        piece = number_piece(cp)
        line.append(piece)
        n += 2 if cp >= 0x1100 else len(piece)
        if n >= width:
            lines.append("".join(line))
            line, n = [], 0
    lines.append("".join(line))
    # Each line but the last ends in a backslash: the newline is not part of
    # the string.
    return '%s\n%slet %s: StaticString = """\n%s\n"""\n' % (doc, access, name, "\\\n".join(lines))


SWIFT_ESCAPE = re.compile(r'\\u\{([0-9A-Fa-f]+)\}|\\\n|\\(.)', re.S)
SWIFT_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def swift_unescape(body: str) -> str:
    """The text a Swift string literal's body (no indentation) spells:
    \\u{…} and simple escapes resolved, line continuations removed."""
    def unescape(m: re.Match[str]) -> str:
        if m.group(1):
            return chr(int(m.group(1), 16))
        if m.group(2) is not None:
            return SWIFT_SIMPLE_ESCAPES[m.group(2)]
        return ""  # a line continuation
    return SWIFT_ESCAPE.sub(unescape, body)


def tool_module(script: str) -> Any:
    """Another generator of Tools/ (a file name with a dash) as a module."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(script[:-3].replace("-", "_"),
                                                  os.path.join(os.path.dirname(os.path.abspath(__file__)), script))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def header(script: str, source: str, comment: str = "//") -> str:
    """The first line of a generated file."""
    return "%s Generated by Tools/%s from %s — do not edit.\n" % (comment, script, source)


def write(out_root: str, path: str, text: str) -> None:
    """Writes text to `path` (relative to the repository) below out_root."""
    full = os.path.join(out_root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


# MARK: - Running


def arguments(script: str, description: str,
              more: Callable[[argparse.ArgumentParser], object] | None = None) -> argparse.Namespace:
    """A generator's command line: `--check`, and what `more` adds."""
    parser = argparse.ArgumentParser(prog=script, description=description)
    parser.add_argument("--check", action="store_true",
                        help="regenerate into a temporary folder and fail if any byte differs "
                        "from the committed files")
    if more is not None:
        more(parser)
    return parser.parse_args()


def run(generate: Callable[[str], object], script: str, what: str, check: bool | None = None) -> None:
    """`generate(out_root)` writes files below out_root.

    With `check` (by default, --check on the command line: `arguments`), it
    writes into a temporary folder and exits 1 naming every file that differs
    from the committed one.
    """
    if check is None:
        check = arguments(script, "Writes the %s." % what.lower()).check
    if not check:
        generate(ROOT)
        return
    with tempfile.TemporaryDirectory() as tmp:
        generate(tmp)
        bad = []
        for dirpath, _, files in os.walk(tmp):
            for name in files:
                new = os.path.join(dirpath, name)
                old = os.path.join(ROOT, os.path.relpath(new, tmp))
                if not os.path.exists(old) or not filecmp.cmp(new, old, shallow=False):
                    bad.append(os.path.relpath(new, tmp))
    if bad:
        print("Generated files differ from the committed ones:", file=sys.stderr)
        for b in sorted(bad):
            print("  " + b, file=sys.stderr)
        print("Run: python3 Tools/%s" % script, file=sys.stderr)
        sys.exit(1)
    print("%s: up to date." % what)


def encode_table(table: Table, sequence: Sequence[int] = ()) -> list[int]:
    """Encodes {tuple(cps): [CE]} as the numbers `CollationTable` decodes
    (written with generated.swift_numbers).

    What a table is: its entries in collation order, most of them one
    character whose elements follow the previous entry's by the same step (a
    CJK tailoring is a list of characters with weights counted up from its
    anchor; the root has long runs of consecutive weights). So the entries
    are written in order of their elements, and a run of entries that step
    like the one before is only its characters.

    Header: entry count, element count, contraction count. Then, until the
    end, either a run, 2n, followed by n keys: n single-scalar entries with
    as many elements as the previous entry, each element the previous entry's
    plus the last step; or one entry, 2 * (key length | element count << 4) + 1,
    followed by its key and, per element, the zigzag-coded differences
    (modulo 2**32) of primary, secondary and tertiary from the previous
    entry's element at that place (from 0 past its end). Either way the step
    becomes this entry's elements minus the previous entry's. A key's first
    scalar is written as the zigzag-coded difference from the previous key's
    first scalar (characters of one stroke count, or one reading, are often
    in code point order), the rest of a contraction's scalars as they are.

    With a `sequence` (the zh tailoring's ideographs, in table order, which
    Tools/hanorder.py codes against the pinyin readings), a single-scalar
    key that is the sequence's next scalar is not written: a run of n of
    them is 0, n; a lone entry of one is the head above with key length 0
    and no scalar.
    """
    items = sorted(table.items(), key=lambda kv: (kv[1], kv[0]))
    out = [len(items), sum(len(v) for v in table.values()), sum(1 for k in table if len(k) > 1)]
    previous: Sequence[Element] = []
    step: list[Element] | None = None
    run: list[int | None] = []  # None: the sequence's next scalar
    last_scalar = 0
    taken = 0

    def flush() -> None:
        i = 0
        while i < len(run):
            j = i
            while j < len(run) and (run[j] is None) == (run[i] is None):
                j += 1
            if run[i] is None:
                out.extend([0, j - i])
            else:
                out.append((j - i) << 1)
                out.extend(run[i:j])  # type: ignore[arg-type]
            i = j
        run.clear()

    for key, ces in items:
        from_sequence = len(key) == 1 and taken < len(sequence) and key[0] == sequence[taken]
        taken += from_sequence
        first = zigzag32(key[0] - last_scalar)
        last_scalar = key[0]
        delta = []
        for i, ce in enumerate(ces):
            before = previous[i] if i < len(previous) else (0, 0, 0)
            delta.append(tuple(zigzag32(a - b) for a, b in zip(ce, before)))
        if len(key) == 1 and len(ces) == len(previous) and delta == step:
            run.append(None if from_sequence else first)
        else:
            flush()
            if not (0 < len(key) < 16 and 0 < len(ces) < 32):
                raise ValueError("table entry too long to encode: %r" % (key,))
            out.append((((0 if from_sequence else len(key)) | len(ces) << 4) << 1) | 1)
            if not from_sequence:
                out.append(first)
                out.extend(key[1:])
            for d in delta:
                out.extend(d)
        step, previous = delta, ces
    flush()
    if taken != len(sequence):
        raise ValueError("the table does not list the sequence in its order (%d of %d)" % (taken, len(sequence)))
    return out


def literal_numbers(text: str) -> list[int]:
    """The numbers a `swift_numbers` literal's text spells (its unescaped
    characters): the inverse of `number_scalars`."""
    values: list[int] = []
    pending: int | None = None
    for ch in text:
        v = ord(ch)
        if v >= 0xFDF0:
            v -= 0x20
        if v >= 0xE000:
            v -= 0x800
        if pending is not None:
            values.append(pending << 20 | v)
            pending = None
        elif v >= 0x100000:
            pending = v - 0x100000
        else:
            values.append(v)
    return values


def decode_table(values: Sequence[int], sequence: Sequence[int] = ()) -> Table:
    """{tuple(cps): [(primary, secondary, tertiary)]} from the numbers
    `encode_table` wrote (as CollationTable.init(encoded:) reads them)."""
    def signed(z: int) -> int:
        return z >> 1 if z % 2 == 0 else -((z + 1) >> 1)

    def plus(before: Sequence[Element], delta: Sequence[Element]) -> list[Element]:
        return [tuple((b + d) % m for b, d, m in zip(before[k] if k < len(before) else (0, 0, 0), delta[k],
                                                    (1 << 32, 1 << 16, 1 << 16)))
                for k in range(len(delta))]

    table: Table = {}
    previous: list[Element] = []
    step: list[Element] = []
    scalar, i, taken = 0, 3, 0
    while i < len(values):
        head = values[i]
        i += 1
        if head == 0:
            for _ in range(values[i]):
                scalar = sequence[taken]
                taken += 1
                previous = plus(previous, step)
                table[(scalar,)] = previous
            i += 1
        elif head & 1 == 0:
            for _ in range(head >> 1):
                scalar = (scalar + signed(values[i])) % (1 << 32)
                i += 1
                previous = plus(previous, step)
                table[(scalar,)] = previous
        else:
            length, count = (head >> 1) & 0xF, head >> 5
            tail: tuple[int, ...] = ()
            if length == 0:
                scalar = sequence[taken]
                taken += 1
            else:
                scalar = (scalar + signed(values[i])) % (1 << 32)
                tail = tuple(values[i + 1:i + length])
                i += length
            step = [tuple(signed(values[i + 3 * k + j]) for j in range(3)) for k in range(count)]
            i += 3 * count
            previous = plus(previous, step)
            table[(scalar,) + tail] = previous
    if len(table) != (values[0] if values else 0):
        raise ValueError("collation table does not add up: %d entries, header %d" % (len(table), values[0]))
    return table
