import SectionIndexCollation
internal import SectionIndexJapaneseTables

/// A table of spellings and their readings, decoded from the generated
/// text (see "MARK: - Encoding" in `Tools/generate-japanese.py`): entries
/// sorted by spelling, each a run of symbols (a character and the kana it
/// reads as, from `ReadingSymbols`), the first ones shared with the
/// previous entry. Readings are kept a byte per kana (`#` is ぁ U+3041,
/// onwards; `~` is ー).
///
///     let symbols = ReadingSymbols(named: "japaneseSymbols", japaneseSymbols, in: .compiledIn)
///     let table = ReadingTable(
///       named: "japaneseSurnames", japaneseSurnames, in: .compiledIn, symbols: symbols)
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
  init(
    named name: String, _ literal: StaticString, in data: CollationData, symbols: ReadingSymbols
  ) {
    self.init(data.text(name, else: literal), symbols: symbols)
  }

  /// Decodes a generated table's text.
  ///
  /// - Complexity: O(*n*) in the table's size.
  init(_ data: UnsafeBufferPointer<UInt8>, symbols: ReadingSymbols) {
    var input = EncodedText(data)
    // The previous entry: where its spelling and reading start, its
    // symbols, and pieceEnds[k], its reading's length after k + 1 symbols.
    var previousSpelling = 0
    var previousReading = 0
    var length = 0
    var pieceEnds: [Int] = []
    // Entries are sorted by spelling: those of one first scalar are
    // adjacent, and their group is written once it is complete.
    var group = Group(first: 0, end: 0, longest: 0)
    var groupScalar: UInt32 = 0
    while !input.isAtEnd {
      // The first new symbol × 3 + how many symbols are shared and new:
      // one and one, none and two, or written next (10 × new + shared).
      let opening = input.number()
      let header: Int
      switch opening % 3 {
      case 0: header = 11
      case 1: header = 20
      default: header = input.number()
      }
      let shared = Swift.min(header % 10, length)
      let spellingStart = scalars.count
      let readingStart = kana.count
      for k in 0..<shared { scalars.append(scalars[previousSpelling + k]) }
      for k in 0..<(shared == 0 ? 0 : pieceEnds[shared - 1]) {
        kana.append(kana[previousReading + k])
      }
      length = shared
      for k in 0..<header / 10 {
        let n = k == 0 ? opening / 3 : input.number()
        if n < symbols.count {
          scalars.append(symbols.characters[n])
          symbols.appendPiece(of: n, to: &kana)
        } else {
          scalars.append(symbols.alphabet[n - symbols.count])
          input.piece(into: &kana)
        }
        let end = kana.count - readingStart
        if length < pieceEnds.count { pieceEnds[length] = end } else { pieceEnds.append(end) }
        length += 1
      }
      guard length > 0 else { continue }
      let e = Int32(spellingEnds.count)
      spellingEnds.append(Int32(scalars.count))
      readingEnds.append(Int32(kana.count))
      let first = scalars[spellingStart]
      if e == 0 || first != groupScalar {
        if e > 0 { groups[groupScalar] = group }
        group = Group(first: e, end: e, longest: 0)
        groupScalar = first
      }
      group.end = e + 1
      group.longest = Swift.max(group.longest, Int32(length))
      previousSpelling = spellingStart
      previousReading = readingStart
    }
    if !spellingEnds.isEmpty { groups[groupScalar] = group }
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

/// The characters and symbols the Japanese tables refer to by number
/// (`japaneseSymbols`): the characters, most frequent first, then per
/// symbol its character's number and the kana it reads as.
struct ReadingSymbols: Sendable {
  /// The characters, by number.
  fileprivate var alphabet: [UInt32] = []
  /// Symbol `s` is `characters[s]` read as `kana[pieceEnds[s - 1]..<pieceEnds[s]]`.
  fileprivate var characters: [UInt32] = []
  private var pieceEnds: [Int32] = []
  private var kana: [UInt8] = []

  /// Decodes the generated symbols `name` of `data`: `literal`, or the
  /// text a web build supplied in its place.
  ///
  /// - Complexity: O(*n*) in the text's size.
  init(named name: String, _ literal: StaticString, in data: CollationData) {
    self.init(data.text(name, else: literal))
  }

  /// Decodes the symbols' text.
  init(_ data: UnsafeBufferPointer<UInt8>) {
    var input = EncodedText(data)
    while !input.isAtEnd {
      if input.skipNewline() { break }
      alphabet.append(input.scalar())
    }
    while !input.isAtEnd {
      characters.append(alphabet[input.number()])
      input.piece(into: &kana)
      pieceEnds.append(Int32(kana.count))
    }
  }

  /// The number of symbols.
  fileprivate var count: Int { characters.count }

  fileprivate func appendPiece(of symbol: Int, to reading: inout [UInt8]) {
    var k = symbol == 0 ? 0 : Int(pieceEnds[symbol - 1])
    let end = Int(pieceEnds[symbol])
    while k < end {
      reading.append(kana[k])
      k += 1
    }
  }
}

/// Reads the numbers, scalars and kana of a generated Japanese table.
private struct EncodedText {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var i = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var isAtEnd: Bool { i >= bytes.count }

  mutating func skipNewline() -> Bool {
    guard bytes[i] == 0x0A else { return false }
    i += 1
    return true
  }

  /// One UTF-8 scalar.
  mutating func scalar() -> UInt32 {
    let b = UInt32(bytes[i])
    if b < 0x80 {
      i += 1
      return b
    }
    if b < 0xE0 {
      defer { i += 2 }
      return (b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
    }
    if b < 0xF0 {
      defer { i += 3 }
      return (b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
    }
    defer { i += 4 }
    return (b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
      | UInt32(bytes[i + 3] & 0x3F)
  }

  /// A digit: `$`–`~` without `\\`, 0–89.
  private mutating func digit() -> Int {
    let b = Int(bytes[i])
    i += 1
    return b < 0x5C ? b - 0x24 : b - 0x25
  }

  /// A number: one digit below 50; two digits (the first 50–89) below
  /// 3650; else a scalar U+00A0–U+07FF, then from U+0800 without
  /// U+2000–U+206F.
  mutating func number() -> Int {
    if bytes[i] < 0x80 {
      let d = digit()
      return d < 50 ? d : 50 + (d - 50) * 90 + digit()
    }
    let c = Int(scalar())
    if c < 0x800 { return 3650 + c - 0xA0 }
    return 3650 + (0x800 - 0xA0) + c - 0x800 - (c >= 0x2000 ? 0x70 : 0)
  }

  /// A piece of a reading: its length as a digit, then its kana.
  mutating func piece(into kana: inout [UInt8]) {
    let length = digit()
    let end = i + length
    while i < end {
      kana.append(bytes[i])
      i += 1
    }
  }
}
