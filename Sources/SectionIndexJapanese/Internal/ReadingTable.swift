/// A table of spellings and their readings (one of ``ReadingTables``):
/// entries sorted by spelling, grouped by their first scalar. Readings are
/// kept a byte per kana (`#` is ぁ U+3041, onwards; `~` is ー).
///
///     var table = ReadingTable()
///     // 佐藤 read さ, とう: characters 0 and 1, pieces 0 and 1 of kana
///     table.append([0, 1], of: [0x4F50, 0x85E4], pieces: [0, 1], of: kana, ending: [1, 3])
///     table.finish()
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

  /// Appends an entry spelled `alphabet[c]` for each `c` of `characters`,
  /// reading piece `p` for each `p` of `pieces`, where piece `p` is
  /// `kana[ends[p - 1]..<ends[p]]`. Entries come in ascending order of
  /// spelling (by scalar), each spelling at least one scalar long.
  mutating func append(
    _ characters: [Int], of alphabet: [UInt32],
    pieces: [Int32], of kana: [UInt8], ending ends: [Int]
  ) {
    for c in characters { scalars.append(alphabet[c]) }
    spellingEnds.append(Int32(scalars.count))
    for p in pieces {
      var k = p == 0 ? 0 : ends[Int(p) - 1]
      let end = ends[Int(p)]
      while k < end {
        self.kana.append(kana[k])
        k += 1
      }
    }
    readingEnds.append(Int32(self.kana.count))
  }

  /// Groups the entries by their first scalar, once all are appended.
  ///
  /// - Complexity: O(*n*) in the entries.
  mutating func finish() {
    groups = [:]
    var e = 0
    while e < spellingEnds.count {
      let first = scalars[e == 0 ? 0 : Int(spellingEnds[e - 1])]
      var group = Group(first: Int32(e), end: Int32(e), longest: 0)
      while e < spellingEnds.count {
        let start = e == 0 ? 0 : Int(spellingEnds[e - 1])
        guard scalars[start] == first else { break }
        group.longest = Swift.max(group.longest, spellingEnds[e] - Int32(start))
        e += 1
      }
      group.end = Int32(e)
      groups[first] = group
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
