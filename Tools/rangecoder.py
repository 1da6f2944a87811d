"""An adaptive range coder for the generated tables, and the text a Swift
string literal carries it in.

The Swift decoder (Sources/SectionIndexAlgorithms/RangeDecoder.swift)
mirrors every model here update for update: a table decodes only if both
sides count alike.

- The coder is a carry-less range coder (Subbotin's): 32-bit low and range,
  a byte out whenever the top byte of the interval is settled, and a range
  that never falls below 2^16, so a model's total may be up to 2^16.
- `Frequencies(n, increment)`: counts of the symbols 0..<n, each starting
  at 1; a coded symbol's count grows by `increment` (INCREMENT unless
  given), and all counts halve (rounding up) once the total passes LIMIT.
  A range both sides know the coded symbol is in (a floor, a ceiling)
  leaves the others out of the count.
- `Escapes`: the symbols a context has seen, with counts as above, most
  counted first (a coded symbol moves ahead of those it now outcounts; a
  new one goes last), and after them an escape (starting at 1, growing by
  ESCAPE_INCREMENT with each new symbol). A symbol not seen is coded as the
  escape; the caller then codes it another way and `add`s it (and
  `count`s one it has seen but coded another way). The order only makes
  the decoder's search short.
- `encode_uniform`: a number of 0..<n, each equally likely.
- `Numbers`: a number >= 0 as the bit length of number + 1 (adaptive, up to
  NUMBER_BITS) and the bits below the leading one, each bit equally likely.
- Text: the bytes, zero-padded to a multiple of four, four at a time
  (big-endian) as five digits base 90, most significant first, each digit a
  byte of DIGITS (`$`–`~` without `\\`): printable ASCII, so a raw string
  literal holds it, and gzip takes back most of the five-for-four (the
  first digit of five takes 66 values, the others 90).
- Bytes: a text that starts with BYTES_MARK (a byte no digit is) carries
  the bytes themselves after it (`to_bytes`): the web build's data files
  (Tools/locale-subset.py), which are no string literal, and whose gzip
  would not take back all of the five-for-four (ja.data 9 KB).
"""

from collections.abc import Hashable

MASK = 0xFFFFFFFF
TOP = 1 << 24
BOTTOM = 1 << 16
INCREMENT = 32
LIMIT = 1 << 16
ESCAPE_INCREMENT = 48
NUMBER_BITS = 20
DIGITS = bytes(b for b in range(0x24, 0x7F) if b != 0x5C)


class Encoder:
    """Codes intervals of model totals into bytes."""

    def __init__(self) -> None:
        self.low = 0
        self.range = MASK
        self.out = bytearray()

    def code(self, cumulative: int, frequency: int, total: int) -> None:
        """Narrows the interval to [cumulative, cumulative + frequency) of `total`."""
        assert 0 <= cumulative and 0 < frequency and cumulative + frequency <= total <= BOTTOM
        r = self.range // total
        self.low = (self.low + cumulative * r) & MASK
        self.range = r * frequency
        while True:
            if (self.low ^ ((self.low + self.range) & MASK)) >= TOP:
                if self.range >= BOTTOM:
                    break
                self.range = -self.low & (BOTTOM - 1)
            self.out.append(self.low >> 24)
            self.low = (self.low << 8) & MASK
            self.range = (self.range << 8) & MASK

    def finish(self) -> bytes:
        """The bytes, with the four that settle the last interval."""
        for _ in range(4):
            self.out.append(self.low >> 24)
            self.low = (self.low << 8) & MASK
        return bytes(self.out)


class Decoder:
    """Reads back what an Encoder wrote; past the end it reads zeros."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.i = 0
        self.low = 0
        self.range = MASK
        self.code = 0
        for _ in range(4):
            self.code = (self.code << 8) | self.byte()

    def byte(self) -> int:
        b = self.data[self.i] if self.i < len(self.data) else 0
        self.i += 1
        return b

    def target(self, total: int) -> int:
        """Where the code falls in a model's `total`; `consume` must follow."""
        self.range //= total
        return min(((self.code - self.low) & MASK) // self.range, total - 1)

    def consume(self, cumulative: int, frequency: int) -> None:
        self.low = (self.low + cumulative * self.range) & MASK
        self.range *= frequency
        while True:
            if (self.low ^ ((self.low + self.range) & MASK)) >= TOP:
                if self.range >= BOTTOM:
                    break
                self.range = -self.low & (BOTTOM - 1)
            self.code = ((self.code << 8) | self.byte()) & MASK
            self.low = (self.low << 8) & MASK
            self.range = (self.range << 8) & MASK


class Frequencies:
    """Adaptive counts of the symbols 0..<n (a Fenwick tree of them, so
    that large alphabets code in O(log n))."""

    def __init__(self, n: int, increment: int = INCREMENT) -> None:
        self.counts = [1] * n
        self.total = n
        self.increment = increment
        self.tree = [0] * (n + 1)
        self.rebuild()

    def rebuild(self) -> None:
        n = len(self.counts)
        self.tree = [0] + self.counts[:]
        for i in range(1, n + 1):
            j = i + (i & -i)
            if j <= n:
                self.tree[j] += self.tree[i]

    def below(self, x: int) -> int:
        """The sum of the counts of the symbols before x."""
        s = 0
        while x > 0:
            s += self.tree[x]
            x -= x & -x
        return s

    def update(self, x: int) -> None:
        self.counts[x] += self.increment
        self.total += self.increment
        if self.total > LIMIT:
            self.counts = [(c + 1) // 2 for c in self.counts]
            self.total = sum(self.counts)
            self.rebuild()
            return
        i = x + 1
        while i < len(self.tree):
            self.tree[i] += self.increment
            i += i & -i

    def encode(self, e: Encoder, x: int, floor: int = 0, ceiling: int | None = None) -> None:
        """Codes x; a range both sides know (floor <= x < ceiling) leaves
        the symbols outside it out of the count."""
        end = len(self.counts) if ceiling is None else ceiling
        assert floor <= x < end <= len(self.counts)
        low = self.below(floor)
        e.code(self.below(x) - low, self.counts[x], self.below(end) - low)
        self.update(x)

    def decode(self, d: Decoder, floor: int = 0, ceiling: int | None = None) -> int:
        low = self.below(floor)
        end = len(self.counts) if ceiling is None else ceiling
        t = d.target(self.below(end) - low) + low
        # The last symbol whose cumulative count is at most t.
        x = 0
        step = 1 << (len(self.counts).bit_length())
        while step:
            if x + step <= len(self.counts) and self.tree[x + step] <= t:
                x += step
                t -= self.tree[x]
            step >>= 1
        d.consume(self.below(x) - low, self.counts[x])
        self.update(x)
        return x


class Escapes:
    """Adaptive counts of the symbols a context has seen, and an escape."""

    def __init__(self) -> None:
        self.symbols: list[Hashable] = []
        self.counts: list[int] = []
        self.escape = 1
        self.total = 1

    def _count(self, k: int) -> None:
        """Counts symbol k once more, and moves it ahead of those it outcounts."""
        self.counts[k] += INCREMENT
        self.total += INCREMENT
        while k > 0 and self.counts[k] > self.counts[k - 1]:
            self.counts[k - 1], self.counts[k] = self.counts[k], self.counts[k - 1]
            self.symbols[k - 1], self.symbols[k] = self.symbols[k], self.symbols[k - 1]
            k -= 1
        self._rescale()

    def _rescale(self) -> None:
        if self.total > LIMIT:
            self.counts = [(c + 1) // 2 for c in self.counts]
            self.escape = (self.escape + 1) // 2
            self.total = sum(self.counts) + self.escape

    def encode(self, e: Encoder, x: Hashable) -> bool:
        """Codes x, or the escape (False) when the context has not seen it."""
        cumulative = 0
        for k, y in enumerate(self.symbols):
            if y == x:
                e.code(cumulative, self.counts[k], self.total)
                self._count(k)
                return True
            cumulative += self.counts[k]
        e.code(cumulative, self.escape, self.total)
        return False

    def decode(self, d: Decoder) -> Hashable | None:
        """A symbol, or None for the escape."""
        t = d.target(self.total)
        if t >= self.total - self.escape:
            d.consume(self.total - self.escape, self.escape)
            return None
        cumulative = 0
        k = 0
        while cumulative + self.counts[k] <= t:
            cumulative += self.counts[k]
            k += 1
        d.consume(cumulative, self.counts[k])
        x = self.symbols[k]
        self._count(k)
        return x

    def count(self, x: Hashable) -> None:
        """Counts a symbol the context has seen, coded another way."""
        self._count(self.symbols.index(x))

    def add(self, x: Hashable) -> None:
        """A symbol the context had not seen, after its escape."""
        self.symbols.append(x)
        self.counts.append(INCREMENT)
        self.escape += ESCAPE_INCREMENT
        self.total += INCREMENT + ESCAPE_INCREMENT
        self._rescale()


def encode_bits(e: Encoder, x: int, bits: int) -> None:
    """`bits` bits of x, each equally likely (16 at a time)."""
    while bits > 0:
        b = min(bits, 16)
        bits -= b
        e.code((x >> bits) & ((1 << b) - 1), 1, 1 << b)


def decode_bits(d: Decoder, bits: int) -> int:
    x = 0
    while bits > 0:
        b = min(bits, 16)
        bits -= b
        v = d.target(1 << b)
        d.consume(v, 1)
        x = (x << b) | v
    return x


def encode_uniform(e: Encoder, x: int, n: int) -> None:
    """x of 0..<n, each equally likely (nothing when n is 1)."""
    assert 0 <= x < n <= BOTTOM
    if n > 1:
        e.code(x, 1, n)


def decode_uniform(d: Decoder, n: int) -> int:
    if n <= 1:
        return 0
    x = d.target(n)
    d.consume(x, 1)
    return x


class Numbers:
    """Numbers >= 0: the bit length of number + 1, then its lower bits."""

    def __init__(self) -> None:
        self.lengths = Frequencies(NUMBER_BITS)

    def encode(self, e: Encoder, x: int) -> None:
        b = (x + 1).bit_length() - 1
        assert b < NUMBER_BITS, x
        self.lengths.encode(e, b)
        encode_bits(e, x + 1 - (1 << b), b)

    def decode(self, d: Decoder) -> int:
        b = self.lengths.decode(d)
        return (1 << b) + decode_bits(d, b) - 1


def to_text(data: bytes) -> str:
    """Bytes as digits (see above)."""
    data += bytes(-len(data) % 4)
    out = bytearray()
    for i in range(0, len(data), 4):
        n = int.from_bytes(data[i:i + 4], "big")
        group = bytearray()
        for _ in range(5):
            n, d = divmod(n, len(DIGITS))
            group.append(DIGITS[d])
        out += group[::-1]
    return out.decode("ascii")


BYTES_MARK = b"\x01"


def to_bytes(text: str) -> bytes:
    """A text of digits as the bytes it carries, after BYTES_MARK."""
    return BYTES_MARK + from_text(text)


def from_text(text: str) -> bytes:
    """The bytes back from their digits."""
    value = [DIGITS.index(b) for b in text.encode("ascii")]
    assert len(value) % 5 == 0
    out = bytearray()
    for i in range(0, len(value), 5):
        n = 0
        for d in value[i:i + 5]:
            n = n * len(DIGITS) + d
        out += n.to_bytes(4, "big")
    return bytes(out)
