/// Reads what `Tools/rangecoder.py`'s range coder wrote, with its models
/// (see that file for the coder, the models and the text that carries the
/// bytes). Every model here updates exactly as its Python twin does, or the
/// stream decodes into something else.
///
///     var decoder = RangeDecoder(text)
///     var lengths = Frequencies(count: 24)
///     let n = lengths.decode(&decoder)
///
/// Past its end the stream reads as zeros; a symbol a model decodes is
/// always one of its own, whatever the bytes, so a damaged text decodes
/// into wrong entries (which callers bound), never out of range.
package struct RangeDecoder {
  private static let top: UInt32 = 1 << 24
  private static let bottom: UInt32 = 1 << 16
  private var bytes: [UInt8] = []
  private var i = 0
  private var low: UInt32 = 0
  private var range: UInt32 = .max
  private var code: UInt32 = 0

  /// The decoder of a text of digits: each five (base 90, `$`–`~`
  /// without `\`) are four bytes, big-endian; a trailing partial group
  /// is left out. A text that starts with byte 1 (`BYTES_MARK`, which no
  /// digit is) is the bytes themselves after it: the web build's data
  /// files.
  ///
  /// - Complexity: O(*n*) in the text's length.
  package init(_ text: UnsafeBufferPointer<UInt8>) {
    if text.first == 1 {
      bytes = Array(text.dropFirst())
    } else {
      bytes = Self.digitBytes(text)
    }
    for _ in 0..<4 { code = code << 8 | UInt32(nextByte()) }
  }

  /// The bytes a text of digits carries.
  private static func digitBytes(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count / 5 * 4)
    var k = 0
    while k + 5 <= text.count {
      var n: UInt64 = 0
      for j in 0..<5 {
        let b = text[k + j]
        let digit = b < 0x24 || b > 0x7E || b == 0x5C ? 0 : (b < 0x5C ? b - 0x24 : b - 0x25)
        // Wrapping: five digits stay below 90^5, and wasm32 has no
        // 128-bit multiply for a checked one.
        n = n &* 90 &+ UInt64(digit)
      }
      let value = UInt32(truncatingIfNeeded: n)
      bytes.append(UInt8(truncatingIfNeeded: value >> 24))
      bytes.append(UInt8(truncatingIfNeeded: value >> 16))
      bytes.append(UInt8(truncatingIfNeeded: value >> 8))
      bytes.append(UInt8(truncatingIfNeeded: value))
      k += 5
    }
    return bytes
  }

  /// Whether the text held no bytes at all.
  package var isEmpty: Bool { bytes.isEmpty }

  private mutating func nextByte() -> UInt8 {
    defer { i += 1 }
    return i < bytes.count ? bytes[i] : 0
  }

  /// Where the code falls in a model's `total` (at most 2^16); `consume`
  /// the symbol found there next.
  @inline(__always)
  package mutating func target(_ total: Int) -> Int {
    range /= UInt32(total)
    return Swift.min(Int((code &- low) / range), total - 1)
  }

  /// Takes the symbol at `cumulative`, `frequency` wide, of the last
  /// `target`'s total.
  @inline(__always)
  package mutating func consume(_ cumulative: Int, _ frequency: Int) {
    low = low &+ UInt32(cumulative) &* range
    range = range &* UInt32(frequency)
    while true {
      if low ^ (low &+ range) >= Self.top {
        if range >= Self.bottom { break }
        range = (0 &- low) & (Self.bottom - 1)
      }
      code = code << 8 | UInt32(nextByte())
      low = low << 8
      range = range << 8
    }
  }

  /// `bits` bits, each equally likely (16 at a time).
  package mutating func bits(_ bits: Int) -> Int {
    var x = 0
    var left = bits
    while left > 0 {
      let b = Swift.min(left, 16)
      left -= b
      let v = target(1 << b)
      consume(v, 1)
      x = x << b | v
    }
    return x
  }

  /// A number of `0..<n`, each equally likely (`decode_uniform`): 0 when
  /// `n` is 1 or less, with nothing read.
  package mutating func uniform(_ n: Int) -> Int {
    guard n > 1 else { return 0 }
    // A damaged stream's n may pass a model's bound: the range must not.
    let x = target(Swift.min(n, 1 << 16))
    consume(x, 1)
    return x
  }
}

/// The coder's step and bound (`INCREMENT`, `LIMIT`, `ESCAPE_INCREMENT`).
private let defaultIncrement: Int32 = 32
private let limit: Int32 = 1 << 16
private let escapeIncrement: Int32 = 48

/// Adaptive counts of the symbols `0..<count`, each starting at 1 (beyond
/// 32 symbols in a Fenwick tree, so that a large alphabet decodes in
/// O(log *n*)).
package struct Frequencies {
  /// The counts, then for a long alphabet its Fenwick tree: node `i`
  /// (1...`treeSize`) at `count + i`. One buffer, so that a decode makes
  /// one uniqueness check.
  private var storage: [Int32]
  private let count: Int
  /// A power of two at least `count` (0 for a scanned alphabet): the
  /// search then needs no bound, the nodes past `count` counting nothing.
  private let treeSize: Int
  private var total: Int32
  private let increment: Int32

  /// - Parameter increment: What a coded symbol's count grows by
  ///   (`INCREMENT` unless given).
  @inline(never)  // the wasm's size: a dozen callers
  package init(count: Int, increment: Int32 = 32) {
    self.count = count
    treeSize = count > Self.scanned ? 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount) : 0
    storage = Array(repeating: 1, count: count + (treeSize > 0 ? treeSize + 1 : 0))
    total = Int32(count)
    self.increment = increment
    let treeSize = treeSize
    storage.withUnsafeMutableBufferPointer { Self.rebuild($0, count, treeSize) }
  }

  /// A short alphabet is scanned, a long one searched in its tree.
  private static let scanned = 32

  /// The tree from the counts.
  private static func rebuild(
    _ s: UnsafeMutableBufferPointer<Int32>, _ count: Int, _ treeSize: Int
  ) {
    guard treeSize > 0 else { return }
    for i in 1...treeSize { s[count &+ i] = i <= count ? s[i &- 1] : 0 }
    for i in 1..<treeSize {
      let j = i &+ (i & (0 &- i))
      s[count &+ j] &+= s[count &+ i]
    }
  }

  /// The sum of the counts of the symbols before `x`.
  private static func below(
    _ x: Int, _ s: UnsafeMutableBufferPointer<Int32>, _ count: Int, _ treeSize: Int
  ) -> Int32 {
    var sum: Int32 = 0
    if treeSize == 0 {
      for k in 0..<x { sum &+= s[k] }
    } else {
      var i = x
      while i > 0 {
        sum &+= s[count &+ i]
        i &-= i & (0 &- i)
      }
    }
    return sum
  }

  /// A symbol; in `floor..<ceiling` when the coder gave a range (both
  /// sides know the symbol is in it: the others are left out of the
  /// count). An empty range answers `count` (a damaged stream: no symbol).
  // One copy however many models call it: the web wasm's size.
  @inline(never)
  package mutating func decode(
    _ d: inout RangeDecoder, from floor: Int = 0, to ceiling: Int = .max
  ) -> Int {
    guard floor < Swift.min(ceiling, count) else { return count }
    var total = self.total
    let (count, treeSize, increment) = (self.count, self.treeSize, self.increment)
    let x = storage.withUnsafeMutableBufferPointer { s in
      let low = floor > 0 ? Self.below(floor, s, count, treeSize) : 0
      let high = ceiling < count ? Self.below(ceiling, s, count, treeSize) : total
      var t = Int32(d.target(Int(high &- low))) &+ low
      var x = 0
      var cumulative: Int32 = 0
      if treeSize == 0 {
        // A short scan beats the tree's two walks.
        while cumulative &+ s[x] <= t {
          cumulative &+= s[x]
          x &+= 1
        }
      } else {
        // The last symbol whose cumulative count is at most t: t is below
        // the total, which only the nodes at and past `count` reach (the
        // root among them, `treeSize`: not looked at). What the walk takes
        // off t is the symbol's cumulative count.
        let tree = s.baseAddress! + count
        let target = t
        var step = treeSize >> 1
        while step > 0 {
          let node = tree[x &+ step]
          if node <= t {
            x &+= step
            t &-= node
          }
          step >>= 1
        }
        cumulative = target &- t
      }
      d.consume(Int(cumulative &- low), Int(s[x]))
      s[x] &+= increment
      total &+= increment
      if total > limit {
        total = 0
        for k in 0..<count {
          s[k] = (s[k] &+ 1) / 2
          total &+= s[k]
        }
        Self.rebuild(s, count, treeSize)
      } else if treeSize > 0 {
        var i = x &+ 1
        while i <= treeSize {
          s[count &+ i] &+= increment
          i &+= i & (0 &- i)
        }
      }
      return x
    }
    self.total = total
    return x
  }
}

/// A yes or no: `Frequencies(count: 2)` (its counts, its stream), without
/// its search, for a model asked tens of thousands of times on loading a
/// table.
package struct Choice {
  private var no: Int32 = 1
  private var yes: Int32 = 1

  package init() {}

  // One copy however many models call it: the web wasm's size.
  @inline(never)
  package mutating func decode(_ d: inout RangeDecoder) -> Bool {
    let isYes = d.target(Int(no &+ yes)) >= Int(no)
    d.consume(isYes ? Int(no) : 0, Int(isYes ? yes : no))
    if isYes { yes &+= defaultIncrement } else { no &+= defaultIncrement }
    if no &+ yes > limit {
      no = (no &+ 1) / 2
      yes = (yes &+ 1) / 2
    }
    return isYes
  }
}

/// Adaptive counts of the symbols a context has seen, most counted first,
/// and an escape.
package struct Escapes {
  /// Each symbol with its count: count << 32 | symbol, in one array so
  /// that a search touches one buffer.
  private var entries: [UInt64] = []
  private var escape: Int32 = 1
  private var total: Int32 = 1

  package init() {}

  @inline(__always)
  private static func count(_ entry: UInt64) -> Int32 { Int32(truncatingIfNeeded: entry >> 32) }

  private mutating func rescale() {
    guard total > limit else { return }
    escape = (escape + 1) / 2
    total = escape
    for k in entries.indices {
      let count = (Self.count(entries[k]) + 1) / 2
      entries[k] = UInt64(count) << 32 | entries[k] & 0xFFFF_FFFF
      total += count
    }
  }

  /// A symbol the context has seen, or `nil` for the escape (decode the
  /// symbol another way, then ``add(_:)`` it).
  // One copy however many models call it: the web wasm's size.
  @inline(never)
  package mutating func decode(_ d: inout RangeDecoder) -> Int32? {
    let t = Int32(d.target(Int(total)))
    let symbolsTotal = total - escape
    guard t < symbolsTotal else {
      d.consume(Int(symbolsTotal), Int(escape))
      return nil
    }
    // One access to the buffer for the search and the move (the hot path
    // of the decoder).
    let entry = entries.withUnsafeMutableBufferPointer { entries in
      var cumulative: Int32 = 0
      var k = 0
      while cumulative &+ Self.count(entries[k]) <= t {
        cumulative &+= Self.count(entries[k])
        k &+= 1
      }
      d.consume(Int(cumulative), Int(Self.count(entries[k])))
      return Self.counted(at: k, in: entries)
    }
    total += defaultIncrement
    rescale()
    return Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF)
  }

  /// Counts `x`, a symbol the context has seen that was coded another way
  /// (nothing for one it has not).
  @inline(never)  // the wasm's size
  package mutating func count(_ x: Int32) {
    let symbol = UInt32(bitPattern: x)
    let found = entries.withUnsafeMutableBufferPointer { entries in
      guard let k = entries.firstIndex(where: { UInt32(truncatingIfNeeded: $0) == symbol })
      else { return false }
      _ = Self.counted(at: k, in: entries)
      return true
    }
    guard found else { return }
    total += defaultIncrement
    rescale()
  }

  /// Counts entry `k` once more, moving it ahead of those it now
  /// outcounts; the entry as it was.
  @inline(__always)
  private static func counted(at k: Int, in entries: UnsafeMutableBufferPointer<UInt64>) -> UInt64 {
    var k = k
    let entry = entries[k]
    let counted = entry &+ UInt64(defaultIncrement) << 32
    while k > 0 && count(counted) > count(entries[k &- 1]) {
      entries[k] = entries[k &- 1]
      k &-= 1
    }
    entries[k] = counted
    return entry
  }

  /// A symbol the context had not seen, after its escape.
  package mutating func add(_ x: Int32) {
    entries.append(UInt64(defaultIncrement) << 32 | UInt64(UInt32(x)))
    escape += escapeIncrement
    total += defaultIncrement + escapeIncrement
    rescale()
  }
}

/// Numbers ≥ 0: the bit length of number + 1 (adaptive), then its lower bits.
package struct Numbers {
  private var lengths = Frequencies(count: 20)

  package init() {}

  // One copy however many models call it: the web wasm's size.
  @inline(never)
  package mutating func decode(_ d: inout RangeDecoder) -> Int {
    let b = lengths.decode(&d)
    return (1 << b) + d.bits(b) - 1
  }
}
