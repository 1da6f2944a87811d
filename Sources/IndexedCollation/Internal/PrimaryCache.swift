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

  static let countMask: UInt32 = 3
  static let flagMask: UInt32 = 0xFFFF
  static let slow: UInt32 = 4
  static let contraction: UInt32 = 8
  static let continues: UInt32 = 16
  static let surname: UInt32 = 32
  static let phrase: UInt32 = 64
  /// Leading white space or a format character, which sections skip.
  static let skipped: UInt32 = 128
  /// With `phrase`: some phrase reads this scalar itself with another
  /// initial, which moves it to another section of a pinyin index.
  static let phraseMovesSelf: UInt32 = 256

  private static let pageCount = 0x110000 >> 7

  let collator: Collator
  /// Dense codes in place of primaries, for large inputs (see `PrimaryCodes`).
  let codes: PrimaryCodes?
  /// Sections by first primary, when entries hold them.
  private let sections: BucketTable?
  var hasSections: Bool { sections != nil }
  /// Starters that appear in some contraction after its first scalar.
  private let contractionStarters: Set<UInt32>
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
    var starters = Set<UInt32>()
    let normalizer = Normalizer.shared
    for table in [collator.root.table, collator.locale?.tailoring].compactMap({ $0 }) {
      for head in table.contractionHeads where head != 0xFDD0 {  // U+FDD0: index markers
        for c in table.contractions(startingWith: head) {
          for s in c.tail where normalizer.combiningClass(s) == 0 { starters.insert(s) }
        }
      }
    }
    contractionStarters = starters
  }

  /// The four words of a scalar value's entry (below 0x110000), valid as long
  /// as the cache lives.
  @inline(__always)
  func entry(_ cp: UInt32) -> UnsafePointer<UInt32> {
    let index = Int(cp >> 7)
    let page = pages[index] ?? computePage(index)
    return page._withUnsafeGuaranteedRef { UnsafePointer($0.entries) } + Int(cp & 0x7F) << 2
  }

  private func computePage(_ index: Int) -> Unmanaged<Page> {
    let page = Page()
    for k in 0..<128 { compute(UInt32(index << 7 | k), into: page.entries + k << 2) }
    return pages.publish(page, at: index)
  }

  private func compute(_ cp: UInt32, into entry: UnsafeMutablePointer<UInt32>) {
    entry.update(repeating: 0, count: 4)
    guard let scalar = Unicode.Scalar(cp) else {
      entry[0] = Self.slow
      return
    }
    let reader = collator.readsPinyin && PinyinReader.mayRead(cp) ? PinyinReader.shared : nil
    var flags: UInt32 = BucketTable.isSkipped(scalar) ? Self.skipped : 0
    if let reader, reader.startsPhrase(cp) {
      flags |= Self.phrase
      if reader.phraseMayChangeInitial(of: cp) { flags |= Self.phraseMovesSelf }
    }
    if let reader, collator.readsNames, reader.startsSurname(cp) { flags |= Self.surname }
    let normalizer = Normalizer.shared
    var nfd: [UInt32] = []
    normalizer.appendNFD(CollectionOfOne(scalar), to: &nfd)
    if let first = nfd.first,
      normalizer.combiningClass(first) != 0 || contractionStarters.contains(first)
    {
      flags |= Self.continues
    }
    var elements: [CollationElement] = []
    for s in nfd {
      if collator.startsContraction(s) { flags |= Self.contraction }
      if normalizer.combiningClass(s) != 0 {
        var one = [s]
        elements.removeAll(keepingCapacity: true)
        collator.appendElements(of: &one, to: &elements)
        if !collator.primaries(of: elements, limit: 1).isEmpty {
          entry[0] = Self.slow
          return
        }
      }
    }
    // The whole decomposition at once: contractions inside it apply.
    elements.removeAll(keepingCapacity: true)
    collator.appendElements(of: &nfd, to: &elements)
    let primaries = collator.primaries(of: elements, limit: 4)
    guard primaries.count <= 3 else {
      entry[0] = Self.slow
      return
    }
    for (k, p) in primaries.enumerated() {
      guard let codes else {
        entry[k + 1] = p
        continue
      }
      let (code, exact) = codes.code(p)
      guard exact else {
        entry[0] = Self.slow
        return
      }
      entry[k + 1] = code
    }
    if let sections, let first = primaries.first {
      let section = [first].withUnsafeBufferPointer { sections.bucket(forPrimaries: $0) }
      flags |= UInt32(section) << 16
    }
    entry[0] = flags | UInt32(primaries.count)
  }

  /// Writes the sort-key primaries (or codes) of a string's UTF-8 to `out`, at
  /// most `limit` of them, and returns how many; `nil` when the string needs
  /// the full path.
  ///
  /// `out` must have room for `3 * utf8.count` values, or `limit + 2`.
  ///
  /// - Parameters:
  ///   - forSection: Whether to give up (`nil`) on a string that is empty or
  ///     starts with white space or a format character, which sectioning
  ///     skips.
  ///   - section: Where to put the section of the first primary, when the
  ///     cache has sections; -1 stays there when the string starts with white
  ///     space or a format character. Give it 0 or more.
  @inline(__always)
  func primaries(
    of utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, limit: Int,
    forSection: Bool = false, section: UnsafeMutablePointer<Int>? = nil
  ) -> Int? {
    guard let base = utf8.baseAddress, !utf8.isEmpty else { return forSection ? nil : 0 }
    if forSection || section != nil, entry(Self.decode(base).scalar)[0] & Self.skipped != 0 {
      // Sections skip leading white space: the caller takes the full path.
      if forSection { return nil }
      section?.pointee = -1
    }
    let n = utf8.count
    var i = 0
    var count = 0
    var afterContraction = false
    var leading = collator.readsNames && collator.readsPinyin
    while i < n {
      let (cp, length) = Self.decode(base + i)
      i += length
      let e = entry(cp)
      let flags = e[0] & Self.flagMask
      if leading {
        // The first scalar after leading white space may start a surname.
        if flags & Self.surname != 0 { return nil }
        leading = PinyinReader.isSpaceBeforeName(cp)
      }
      if flags > Self.countMask {
        if flags & Self.slow != 0 { return nil }
        if afterContraction && flags & Self.continues != 0 { return nil }
        afterContraction = flags & Self.contraction != 0
        // A phrase starting here may read this scalar or the next ones
        // another way. When this scalar gives the last primaries wanted for
        // a section (`forSection` and `limit` 1), only its initial matters:
        // the section of a Han character in a pinyin index is the initial of
        // its reading, and the primary returned is then the default
        // reading's, in the same section.
        if flags & Self.phrase != 0,
          !forSection || limit > 1 || flags & Self.phraseMovesSelf != 0,
          PinyinReader.shared.mayStartPhrase(cp, next: i < n ? Self.decode(base + i).scalar : nil)
        {
          return nil
        }
      } else {
        afterContraction = false
      }
      if count == 0, let section, section.pointee >= 0 { section.pointee = Int(e[0] >> 16) }
      switch flags & Self.countMask {
      case 0: continue
      case 1:
        out[count] = e[1]
        count += 1
      case 2:
        out[count] = e[1]
        out[count + 1] = e[2]
        count += 2
      default:
        out[count] = e[1]
        out[count + 1] = e[2]
        out[count + 2] = e[3]
        count += 3
      }
      if count >= limit {
        // A contraction could still change the last primaries: look at the
        // next scalar's flags.
        guard afterContraction, i < n else { return limit }
        let next = Self.decode(base + i).scalar
        return entry(next)[0] & (Self.continues | Self.slow) != 0 ? nil : limit
      }
    }
    return count
  }
}

/// Calls `body` with a string's UTF-8, in place when the string is stored
/// contiguously (native strings are), else from a copy.
@inline(__always)
func withUTF8<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
  if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
  var copy = string
  return copy.withUTF8(body)
}

extension PrimaryCache {
  /// The scalar whose UTF-8 starts at `p`, and its length in bytes. Swift
  /// strings hold valid UTF-8, so nothing is checked.
  @inline(__always)
  static func decode(_ p: UnsafePointer<UInt8>) -> (scalar: UInt32, length: Int) {
    let b0 = UInt32(p[0])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(p[1] & 0x3F), 2) }
    if b0 < 0xF0 {
      return ((b0 & 0x0F) << 12 | UInt32(p[1] & 0x3F) << 6 | UInt32(p[2] & 0x3F), 3)
    }
    let cp =
      (b0 & 0x07) << 18 | UInt32(p[1] & 0x3F) << 12 | UInt32(p[2] & 0x3F) << 6
      | UInt32(p[3] & 0x3F)
    return (cp, 4)
  }
}

/// An order-keeping map from a locale's primary weights to dense codes
/// below 2^24, so that keys take three bytes per primary rather than four and
/// their first twelve bytes tell more strings apart.
///
/// Codes must keep every difference: a tie on one primary would let the next
/// one decide. Each block of implicit weights (leads 0xFB00–0xFBE1: Han
/// without a tailored order, Tangut and the like, unassigned code points) gets
/// 65,536 codes, one per weight; every other primary of the tables gets one.
/// A primary of neither kind (none is known) gets the code of the gap after
/// the greatest table primary below it, and is reported inexact: its key must
/// end there, and records that then tie are ordered by full sort keys.
final class PrimaryCodes: Sendable {
  /// The input size from which codes pay for their construction.
  static let worthwhile = 10_000

  private let table: [UInt32]
  /// The blocks of implicit weights where reordering put them: the first
  /// weight of each (ranges of 65,536, sorted) and the code of that weight.
  private let blockStarts: [UInt32]
  private let blockBases: [UInt32]
  /// Per 16-bit block of primaries: 1 + the last implicit block that starts in
  /// or before it and reaches into it, else 0.
  private let blockSlots: [UInt16]
  /// The code of table primary `k` is `tableBase[k]`; the gap after it, + 1.
  private let tableBase: [UInt32]

  /// `nil` when script reordering splits a block of implicit weights (no
  /// locale's data does).
  /// - Parameter extra: Further primaries that need codes of their own (the
  ///   bounds of sections).
  init?(collator: Collator, extra: [UInt32] = []) {
    // Reordering moves each block of implicit weights whole, by a constant.
    var starts: [UInt32] = []
    for lead: UInt32 in 0xFB00...0xFBE1 {
      let low = collator.reordered(lead << 16)
      guard collator.reordered(lead << 16 | 0xFFFF) == low &+ 0xFFFF, low <= 0xFFFF_0000 else {
        return nil
      }
      starts.append(low)
    }
    starts.sort()
    var slots = [UInt16](repeating: 0, count: 0x10000)
    for (b, start) in starts.enumerated() {
      for hi in Int(start >> 16)...Int((start + 0xFFFF) >> 16) { slots[hi] = UInt16(b + 1) }
    }
    blockStarts = starts
    blockSlots = slots
    var primaries: [UInt32] = []
    for table in [collator.root.table, collator.locale?.tailoring].compactMap({ $0 }) {
      for e in table.elements where e.primary != 0 {
        primaries.append(collator.reordered(e.primary))
      }
    }
    primaries += extra
    primaries.sort()
    var table: [UInt32] = []
    table.reserveCapacity(primaries.count)
    for p in primaries where table.last != p && Self.block(of: p, starts, slots) == nil {
      table.append(p)
    }
    // Codes in weight order; 1 is the gap below every table primary.
    var bases = [UInt32](repeating: 0, count: starts.count)
    var tableBase = [UInt32](repeating: 0, count: table.count)
    var code: UInt32 = 2
    var b = 0
    for (k, p) in table.enumerated() {
      while b < starts.count && starts[b] < p {
        bases[b] = code
        code += 0x10000
        b += 1
      }
      tableBase[k] = code
      code += 2
    }
    while b < starts.count {
      bases[b] = code
      code += 0x10000
      b += 1
    }
    guard code < 1 << 24 else { return nil }
    self.table = table
    self.tableBase = tableBase
    self.blockBases = bases
  }

  /// The implicit block holding `p`, if any.
  @inline(__always)
  private static func block(of p: UInt32, _ starts: [UInt32], _ slots: [UInt16]) -> Int? {
    let slot = Int(slots[Int(p >> 16)])
    guard slot != 0 else { return nil }
    var b = slot - 1
    if p < starts[b] {
      guard b > 0 else { return nil }
      b -= 1
    }
    return p &- starts[b] <= 0xFFFF ? b : nil
  }

  /// The code of a (reordered) primary weight, and whether it is the
  /// primary's own.
  func code(_ p: UInt32) -> (code: UInt32, exact: Bool) {
    if let b = Self.block(of: p, blockStarts, blockSlots) {
      return (blockBases[b] + (p - blockStarts[b]), true)
    }
    // The greatest table primary not above `p`.
    var lo = 0
    var hi = table.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if table[mid] <= p { lo = mid + 1 } else { hi = mid }
    }
    if lo == 0 { return (1, false) }
    return table[lo - 1] == p ? (tableBase[lo - 1], true) : (tableBase[lo - 1] + 1, false)
  }
}
