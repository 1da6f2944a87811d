import SectionIndexCollation

/// A table of spellings and their readings, decoded from the generated
/// text (see `encode_table` in `Tools/generate-japanese.py`): one entry a
/// line, sorted by spelling; the count of scalars shared with the previous
/// spelling as a digit, the rest of the spelling (never ASCII), then the
/// reading, a byte per kana (`#` is ぁ U+3041, onwards; `~` is ー).
///
///     let table = ReadingTable(named: "japaneseSurnames", japaneseSurnames, in: .compiledIn)
///     table.longestMatch(in: text, at: 0, end: text.count)  // (2, "さとう") for 佐藤花子
///
/// Entries are stored flat, so that looking up allocates nothing but the
/// reading it returns.
struct ReadingTable: Sendable {
  /// Entry `e` is spelled `scalars[spellingEnds[e - 1]..<spellingEnds[e]]`.
  private var scalars: [UInt32] = []
  private var spellingEnds: [Int32] = []
  /// Entry `e` reads `kana[readingEnds[e - 1]..<readingEnds[e]]`, one byte a kana.
  private var kana: [UInt8] = []
  private var readingEnds: [Int32] = []
  /// First scalar → the entries that start with it and the longest's length.
  private var groups: [UInt32: Group] = [:]

  private struct Group: Sendable {
    var first: Int32
    var end: Int32
    var longest: Int32
  }

  /// Decodes generated table `name` of `tables`: `literal`, or the text a
  /// web build supplied in its place.
  ///
  /// - Complexity: O(*n*) in the table's size.
  init(named name: String, _ literal: StaticString, in data: CollationData) {
    self.init(data.text(name, else: literal))
  }

  /// Decodes a generated table's text.
  ///
  /// - Complexity: O(*n*) in the table's size.
  init(_ data: UnsafeBufferPointer<UInt8>) {
    var spelling: [UInt32] = []
    var shared = -1
    var reading: [UInt8] = []
    do {
      let bytes = data
      var i = 0
      func finish() {
        guard shared >= 0, !spelling.isEmpty else { return }
        add(spelling: spelling, reading: reading)
      }
      while i < bytes.count {
        let b = bytes[i]
        if b == 0x0A {
          finish()
          shared = -1
          reading.removeAll(keepingCapacity: true)
          i += 1
        } else if shared < 0 {
          // The line's first byte: how much of the previous spelling stays.
          shared = Int(b) - 0x30
          spelling.removeSubrange(Swift.min(shared, spelling.count)...)
          i += 1
        } else if b >= 0x80 {
          let (scalar, length) = Self.decodeScalar(bytes, at: i)
          spelling.append(scalar)
          i += length
        } else {
          reading.append(b)
          i += 1
        }
      }
      finish()
    }
  }

  private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int)
  {
    let b = UInt32(bytes[i])
    if b < 0xE0 { return ((b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
    if b < 0xF0 {
      return ((b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
    }
    return (
      (b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
        | UInt32(bytes[i + 3] & 0x3F), 4
    )
  }

  private mutating func add(spelling: [UInt32], reading: [UInt8]) {
    let e = Int32(spellingEnds.count)
    scalars.append(contentsOf: spelling)
    spellingEnds.append(Int32(scalars.count))
    kana.append(contentsOf: reading)
    readingEnds.append(Int32(kana.count))
    let length = Int32(spelling.count)
    if var group = groups[spelling[0]] {
      group.end = e + 1
      group.longest = Swift.max(group.longest, length)
      groups[spelling[0]] = group
    } else {
      groups[spelling[0]] = Group(first: e, end: e + 1, longest: length)
    }
  }

  /// The number of entries.
  var count: Int { spellingEnds.count }

  /// The reading of a single scalar, if the table has it alone.
  ///
  /// - Complexity: O(log *g*) for *g* entries starting with the scalar.
  func reading(of scalar: UInt32) -> [UInt8]? {
    var one = scalar
    return withUnsafePointer(to: &one) { p in
      let text = UnsafeBufferPointer(start: p, count: 1)
      return entry(in: text, from: 0, length: 1).map(readingBytes)
    }
  }

  /// The longest entry spelled as `text[i..<k]` for some `k <= end` and at
  /// least `minimum` scalars long: its length and reading.
  ///
  /// - Complexity: O(*l* · log *g* · *l*) for entries of up to *l* scalars,
  ///   *g* of them starting with `text[i]`.
  func longestMatch(
    in text: UnsafeBufferPointer<UInt32>, at i: Int, end: Int, minimum: Int = 1
  ) -> (length: Int, reading: [UInt8])? {
    guard i < end, let group = groups[text[i]] else { return nil }
    var length = Swift.min(Int(group.longest), end - i)
    while length >= minimum {
      if let e = entry(in: text, from: i, length: length) { return (length, readingBytes(e)) }
      length -= 1
    }
    return nil
  }

  /// Every length `k` such that `text[i..<i + k]` is an entry, longest first.
  func matchLengths(in text: UnsafeBufferPointer<UInt32>, at i: Int, end: Int) -> [Int] {
    guard i < end, let group = groups[text[i]] else { return [] }
    var out: [Int] = []
    var length = Swift.min(Int(group.longest), end - i)
    while length >= 1 {
      if entry(in: text, from: i, length: length) != nil { out.append(length) }
      length -= 1
    }
    return out
  }

  /// The entry spelled exactly `text[i..<i + length]`.
  private func entry(in text: UnsafeBufferPointer<UInt32>, from i: Int, length: Int) -> Int? {
    guard let group = groups[text[i]] else { return nil }
    // Entries are sorted by spelling: binary search.
    var lo = Int(group.first)
    var hi = Int(group.end)
    while lo < hi {
      let mid = (lo + hi) / 2
      let c = compare(entry: mid, with: text, from: i, length: length)
      if c == 0 { return mid }
      if c < 0 { lo = mid + 1 } else { hi = mid }
    }
    return nil
  }

  /// The order of entry `e`'s spelling against `text[i..<i + length]`:
  /// negative, 0 or positive.
  private func compare(
    entry e: Int, with text: UnsafeBufferPointer<UInt32>, from i: Int, length: Int
  ) -> Int {
    let start = e == 0 ? 0 : Int(spellingEnds[e - 1])
    let count = Int(spellingEnds[e]) - start
    var k = 0
    while k < count && k < length {
      let a = scalars[start + k]
      let b = text[i + k]
      if a != b { return a < b ? -1 : 1 }
      k += 1
    }
    return count - length
  }

  private func readingBytes(_ e: Int) -> [UInt8] {
    let start = e == 0 ? 0 : Int(readingEnds[e - 1])
    return Array(kana[start..<Int(readingEnds[e])])
  }

  /// The kana a reading byte stands for.
  @inline(__always)
  static func kana(_ byte: UInt8) -> UInt32 {
    byte == 0x7E ? 0x30FC : 0x3041 + UInt32(byte) - 0x23
  }
}
