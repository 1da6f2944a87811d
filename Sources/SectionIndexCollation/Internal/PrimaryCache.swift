import SectionIndexAlgorithms

/// The primary weights of each scalar, as far as they do not depend on its
/// neighbours, so that most strings get their primaries, and with them their
/// section and the first part of their order, straight from UTF-8: no
/// normalization buffer, no collation elements, no sort key.
///
/// An entry is four words: flags, a count and (when one primary decides a
/// section) the section of the first primary, then up to three primaries as a
/// sort key holds them (after script reordering; variable weights left out
/// under alternate=shifted), or their `PrimaryCodes` when the cache has codes.
///
/// A string takes the full path when one of its scalars is marked `slow` (a
/// combining mark with a primary weight, which canonical reordering could
/// move, or more than three primaries); when a scalar that may start a
/// contraction (`contraction`) is followed by one that could continue it
/// (`continues`: a combining mark, or a starter found in some contraction);
/// when a pinyin phrase read another way may start at a scalar (`phrase`) and
/// the next scalar passes a quick test for it (the full path matches whole
/// phrases); or, for names, when a surname read its own way (`surname`) comes
/// first.
///
/// Entries are computed 128 scalars at a time on first use and shared by all
/// threads: a page is published once (`PublishedSlots`), and a thread that
/// loses the race frees its own copy.
final class PrimaryCache: Sendable {
  /// What a scalar's entry says about its neighbours and the section.
  struct Flags: OptionSet, Sendable {
    let rawValue: UInt32
    /// The full path decides: a combining mark with a primary weight, more
    /// than three primaries, or a primary without an exact code.
    static let slow = Flags(rawValue: 4)
    /// A contraction may start at this scalar.
    static let contraction = Flags(rawValue: 8)
    /// This scalar may continue a contraction: a combining mark, or a
    /// starter found in some contraction after its first scalar.
    static let continues = Flags(rawValue: 16)
    /// A surname read its own way may start here (names only).
    static let surname = Flags(rawValue: 32)
    /// A pinyin phrase read another way may start here.
    static let phrase = Flags(rawValue: 64)
    /// White space or a format character, which sections skip when leading.
    static let skipped = Flags(rawValue: 128)
    /// With `phrase`: some phrase reads this scalar itself with another
    /// initial, which moves it to another section of a pinyin index.
    static let phraseMovesSelf = Flags(rawValue: 256)
  }

  /// A scalar's entry: four words, `flags | count` with the section of the
  /// first primary in the upper 16 bits, then up to three primaries (or
  /// codes).
  struct Entry {
    let words: UnsafePointer<UInt32>

    /// How many primaries (0–3).
    @inline(__always) var count: Int { Int(words[0] & 3) }
    @inline(__always) var flags: Flags { Flags(rawValue: words[0] & 0xFFFC) }
    /// The section of the first primary, when the cache holds sections.
    @inline(__always) var section: Int { Int(words[0] >> 16) }
    /// Primary `k` (below `count`).
    @inline(__always) subscript(k: Int) -> UInt32 { words[1 + k] }

    /// The first word of an entry.
    static func header(flags: Flags, count: Int, section: Int) -> UInt32 {
      flags.rawValue | UInt32(count) | UInt32(section) << 16
    }
  }

  /// Why the caller wants a string's primaries.
  enum Purpose {
    /// Its section alone: an empty string or one that starts with white
    /// space or a format character (which sections skip) goes to the full
    /// path, and a Han character that gives the last primary wanted needs
    /// only its reading's initial.
    case section
    /// Its order (and section when known).
    case order
  }

  /// What the fast path found for a string.
  struct Found {
    /// How many primaries (or codes) were written.
    var count: Int
    /// The section of the first primary, when the cache holds sections and
    /// the string does not start with white space or a format character;
    /// `nil` when `BucketTable` must decide.
    var section: Int?
    /// Whether the string starts with white space or a format character.
    var startsSkipped: Bool
  }

  /// Room for the primaries that decide a section without allocating: up
  /// to four (a `BucketTable`'s depth) and the two more that the scalar
  /// reaching them may add (`room(utf8Count:limit:)`).
  struct SectionRoom {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inline(__always)
    mutating func withPointer<R>(_ body: (UnsafeMutablePointer<UInt32>) -> R) -> R {
      withUnsafeMutableBytes(of: &words) {
        body($0.baseAddress!.assumingMemoryBound(to: UInt32.self))
      }
    }
  }

  /// How many values `primaries(of:into:limit:for:)` may write for a
  /// string of `utf8Count` bytes.
  @inline(__always)
  static func room(utf8Count: Int, limit: Int) -> Int {
    // Up to three primaries a scalar, and a scalar may pass the limit by two.
    Swift.max(1, Swift.min(3 * utf8Count, limit > Int.max - 2 ? limit : limit + 2))
  }

  private static let pageCount = 0x110000 >> 7

  let collator: Collator
  /// Dense codes in place of primaries, for large inputs (see `PrimaryCodes`).
  let codes: PrimaryCodes?
  /// Sections by first primary, when entries hold them.
  private let sections: BucketTable?
  /// Starters that appear in some contraction after its first scalar,
  /// sorted, without repeats (binary search: less code than a `Set`).
  private let contractionStarters: [UInt32]
  /// Whether entries hold the section of their first primary.
  var holdsSections: Bool { sections != nil }
  /// Per page of 128 scalars: its entries, once computed.
  private let pages = PublishedSlots<Page>(count: pageCount)

  /// The entries of 128 scalars, which never change once published.
  private final class Page: @unchecked Sendable {
    // @unchecked: written only before it is published.
    let entries = UnsafeMutablePointer<UInt32>.allocate(capacity: 128 * 4)
    deinit { entries.deallocate() }
  }

  /// - Parameter sections: The collation's sections, when one primary
  ///   decides a section (depth 1): each entry then also holds the section of
  ///   its first primary, in its upper 16 bits.
  init(collator: Collator, codes: PrimaryCodes? = nil, sections: BucketTable? = nil) {
    self.collator = collator
    self.codes = codes
    self.sections =
      sections.flatMap { $0.depth == 1 && $0.titles.count < 0x10000 ? $0 : nil }
    var starters: [UInt32] = []
    let normalizer = Normalizer.shared
    for table in collator.tables {
      for head in table.contractionHeads where head != 0xFDD0 {  // U+FDD0: index markers
        for c in table.contractions(startingWith: head) {
          for s in c.tail where normalizer.combiningClass(s) == 0 { starters.append(s) }
        }
      }
    }
    starters.indexSort(by: <)
    var unique: [UInt32] = []
    for s in starters where unique.last != s { unique.append(s) }
    contractionStarters = unique
  }

  /// The entry of a scalar value (below 0x110000), valid as long as the
  /// cache lives.
  @inline(__always)
  func entry(_ cp: UInt32) -> Entry {
    let index = Int(cp >> 7)
    let page = pages[index] ?? computePage(index)
    return Entry(
      words: page._withUnsafeGuaranteedRef { UnsafePointer($0.entries) } + Int(cp & 0x7F) << 2)
  }

  /// Whether `scalar` is one of `contractionStarters`.
  private func isContractionStarter(_ scalar: UInt32) -> Bool {
    let k = contractionStarters.indices.partitioningIndex { contractionStarters[$0] >= scalar }
    return k < contractionStarters.count && contractionStarters[k] == scalar
  }

  private func computePage(_ index: Int) -> Unmanaged<Page> {
    let page = Page()
    for k in 0..<128 { compute(UInt32(index << 7 | k), into: page.entries + k << 2) }
    return pages.publish(page, at: index)
  }

  private func compute(_ cp: UInt32, into entry: UnsafeMutablePointer<UInt32>) {
    entry.update(repeating: 0, count: 4)
    let slow = Entry.header(flags: .slow, count: 0, section: 0)
    guard let scalar = Unicode.Scalar(cp) else {
      entry[0] = slow
      return
    }
    let reader = collator.readsPinyin && PinyinReader.mayRead(cp) ? collator.data.pinyin : nil
    var flags: Flags = BucketTable.isSkipped(scalar) ? .skipped : []
    if let reader, reader.startsPhrase(cp) {
      flags.insert(.phrase)
      if reader.phraseMayChangeInitial(of: cp) { flags.insert(.phraseMovesSelf) }
    }
    if let reader, collator.readsNames, reader.startsSurname(cp) { flags.insert(.surname) }
    let normalizer = Normalizer.shared
    var nfd: [UInt32] = []
    normalizer.appendNFD(CollectionOfOne(scalar), to: &nfd)
    // Readings are looked up after normalization: a compatibility ideograph
    // (U+F914 樂) is read as its unified twin (U+6A02), surname and phrase
    // rules included, which the flags above, made from the scalar itself,
    // cannot tell. Such rare scalars take the full path.
    if collator.readsPinyin, nfd != [cp], nfd.contains(where: PinyinReader.mayRead) {
      entry[0] = slow
      return
    }
    if let first = nfd.first,
      normalizer.combiningClass(first) != 0 || isContractionStarter(first)
    {
      flags.insert(.continues)
    }
    var elements: [CollationElement] = []
    for s in nfd {
      if collator.startsContraction(s) { flags.insert(.contraction) }
      if normalizer.combiningClass(s) != 0 {
        var one = [s]
        elements.removeAll(keepingCapacity: true)
        collator.appendElements(of: &one, to: &elements)
        if !collator.primaries(of: elements, limit: 1).isEmpty {
          entry[0] = slow
          return
        }
      }
    }
    // The whole decomposition at once: contractions inside it apply.
    elements.removeAll(keepingCapacity: true)
    collator.appendElements(of: &nfd, to: &elements)
    let primaries = collator.primaries(of: elements, limit: 4)
    guard primaries.count <= 3 else {
      entry[0] = slow
      return
    }
    for (k, p) in primaries.enumerated() {
      guard let codes else {
        entry[k + 1] = p
        continue
      }
      let (code, exact) = codes.code(p)
      guard exact else {
        entry[0] = slow
        return
      }
      entry[k + 1] = code
    }
    var section = 0
    if let sections, let first = primaries.first {
      section = [first].withUnsafeBufferPointer { sections.bucket(forPrimaries: $0) }
    }
    entry[0] = Entry.header(flags: flags, count: primaries.count, section: section)
  }

  /// Writes the sort-key primaries (or codes) of a string's UTF-8 to `out`,
  /// at most `limit` of them, and says how many and, where the cache knows
  /// it, the section; `nil` when the string needs the full path.
  ///
  /// `out` must have room for `room(utf8Count:limit:)` values.
  @inline(__always)
  func primaries(
    of utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, limit: Int,
    for purpose: Purpose
  ) -> Found? {
    let forSection = purpose == .section
    guard !utf8.isEmpty else {
      return forSection ? nil : Found(count: 0, section: nil, startsSkipped: false)
    }
    var startsSkipped = false
    var section: Int? = nil
    let n = utf8.count
    var i = 0
    var count = 0
    var afterContraction = false
    var leading = collator.readsNames && collator.readsPinyin
    while i < n {
      let (cp, length) = Self.decode(utf8, at: i)
      let e = entry(cp)
      let flags = e.flags
      if i == 0 && flags.contains(.skipped) {
        // Sections skip leading white space: `section` leaves it to the
        // full path, `order` leaves the section to the caller.
        if forSection { return nil }
        startsSkipped = true
      }
      i += length
      if leading {
        // The first scalar after leading white space may start a surname.
        if flags.contains(.surname) { return nil }
        leading = PinyinReader.isSpaceBeforeName(cp)
      }
      if !flags.isEmpty {
        if flags.contains(.slow) { return nil }
        if afterContraction && flags.contains(.continues) { return nil }
        afterContraction = flags.contains(.contraction)
        // A phrase starting here may read this scalar or the next ones
        // another way. When this scalar gives the last primaries wanted for
        // a section (`section` and `limit` 1), only its initial matters:
        // the section of a Han character in a pinyin index is the initial of
        // its reading, and the primary returned is then the default
        // reading's, in the same section.
        // (Only a pinyin collator flags phrases: readsPinyin, always true
        // here, lets a build without pinyin leave the reader out.)
        if flags.contains(.phrase), collator.readsPinyin,
          !forSection || limit > 1 || flags.contains(.phraseMovesSelf)
        {
          let next = i < n ? Self.decode(utf8, at: i).scalar : nil
          // A next scalar read only after normalization (`slow`) could
          // complete a phrase the quick test cannot see.
          if collator.data.pinyin.mayStartPhrase(cp, next: next)
            || next.map({ entry($0).flags.contains(.slow) }) == true
          {
            return nil
          }
        }
      } else {
        afterContraction = false
      }
      let m = e.count
      if m == 0 { continue }
      if count == 0 && sections != nil && !startsSkipped { section = e.section }
      out[count] = e[0]
      if m > 1 {
        out[count + 1] = e[1]
        if m > 2 { out[count + 2] = e[2] }
      }
      count += m
      if count >= limit {
        // A contraction could still change the last primaries: look at the
        // next scalar's flags.
        let found = Found(count: limit, section: section, startsSkipped: startsSkipped)
        guard afterContraction, i < n else { return found }
        let next = entry(Self.decode(utf8, at: i).scalar).flags
        return next.isDisjoint(with: [.continues, .slow]) ? found : nil
      }
    }
    return Found(count: count, section: section, startsSkipped: startsSkipped)
  }
}

extension PrimaryCache {
  /// The scalar whose UTF-8 starts at `i` of `utf8`, and its length in
  /// bytes. Swift strings hold valid UTF-8, so release builds check
  /// nothing; debug builds assert that the scalar lies within `utf8`.
  @inline(__always)
  static func decode(
    _ utf8: UnsafeBufferPointer<UInt8>, at i: Int
  ) -> (scalar: UInt32, length: Int) {
    assert(i >= 0 && i < utf8.count, "a scalar outside its buffer")
    // Read through the pointer, as before the offset was checked: the
    // buffer's subscripts cost the web build about 600 bytes of wasm.
    let p = utf8.baseAddress.unsafelyUnwrapped + i
    let b0 = UInt32(p[0])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0 {
      assert(i + 2 <= utf8.count, "a scalar past its buffer")
      return ((b0 & 0x1F) << 6 | UInt32(p[1] & 0x3F), 2)
    }
    if b0 < 0xF0 {
      assert(i + 3 <= utf8.count, "a scalar past its buffer")
      return ((b0 & 0x0F) << 12 | UInt32(p[1] & 0x3F) << 6 | UInt32(p[2] & 0x3F), 3)
    }
    assert(i + 4 <= utf8.count, "a scalar past its buffer")
    let cp =
      (b0 & 0x07) << 18 | UInt32(p[1] & 0x3F) << 12 | UInt32(p[2] & 0x3F) << 6
      | UInt32(p[3] & 0x3F)
    return (cp, 4)
  }
}
