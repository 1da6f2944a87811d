import Synchronization

/// The root collation (CLDR's allkeys) and the pieces every locale shares.
final class RootCollation: Sendable {
  static let shared = RootCollation()

  let table: CollationTable
  /// Unified ideographs that get the core (URO) and other Han implicit bases.
  let hanCore: [ClosedRange<UInt32>]
  let hanOther: [ClosedRange<UInt32>]

  private init() {
    table = CollationTable(packed: rootCollationData)
    let w = PackedData.words(hanRangeData)
    var i = 0
    func ranges() -> [ClosedRange<UInt32>] {
      let n = Int(w[i])
      i += 1
      var out: [ClosedRange<UInt32>] = []
      for _ in 0..<n {
        out.append(w[i]...w[i + 1])
        i += 2
      }
      return out
    }
    hanCore = ranges()
    hanOther = ranges()
  }

  /// The common secondary and tertiary weights (those of "a").
  var common: CollationElement {
    let e = table.entry(0x61)!
    return table.elements[Int(e.start)] & 0xFFFF_FFFF
  }

  /// UCA implicit weights for scalars the table does not list, as one 32-bit
  /// primary `AAAA << 16 | BBBB`.
  func implicitPrimary(_ cp: UInt32) -> UInt32 {
    let a: UInt32
    let b: UInt32
    switch cp {
    case 0x17000...0x18AFF, 0x18D00...0x18D8F:
      (a, b) = (0xFB00, (cp - 0x17000) | 0x8000)
    case 0x1B170...0x1B2FF:
      (a, b) = (0xFB01, (cp - 0x1B170) | 0x8000)
    case 0x18B00...0x18CFF:
      (a, b) = (0xFB02, (cp - 0x18B00) | 0x8000)
    default:
      var base: UInt32 = 0xFBC0
      if hanCore.contains(where: { $0.contains(cp) }) {
        base = 0xFB40
      } else if hanOther.contains(where: { $0.contains(cp) }) {
        base = 0xFB80
      }
      (a, b) = (base + (cp >> 15), (cp & 0x7FFF) | 0x8000)
    }
    return a << 16 | b
  }
}

/// One locale's collation: its tailoring over the root, script reordering and
/// settings. Decoded once per process and shared.
final class LocaleCollation: Sendable {
  let identifier: String
  let tailoring: CollationTable?
  /// Primary ranges `start..<end` moved by `delta` (script reordering).
  let reorder: [(start: UInt32, end: UInt32, delta: UInt32)]
  let titles: [String]

  init(identifier: String, titles: String, reorder: [UInt32], tailoring: StaticString) {
    self.identifier = identifier
    let table = CollationTable(packed: tailoring)
    self.tailoring = table.isEmpty ? nil : table
    var r: [(UInt32, UInt32, UInt32)] = []
    var i = 0
    while i + 2 < reorder.count {
      r.append((reorder[i], reorder[i + 1], reorder[i + 2]))
      i += 3
    }
    self.reorder = r
    self.titles = titles.isEmpty ? [] : titles.split(separator: "\u{1F}").map(String.init)
  }

  private static let cache = Mutex<[String: LocaleCollation]>([:])

  /// The decoded data of a compiled-in locale, or `nil` for root.
  static func named(_ identifier: String) -> LocaleCollation? {
    if let hit = cache.withLock({ $0[identifier] }) { return hit }
    guard let raw = localeData.first(where: { $0.identifier == identifier }) else { return nil }
    let decoded = LocaleCollation(
      identifier: identifier, titles: raw.titles, reorder: raw.reorder, tailoring: raw.tailoring)
    return cache.withLock { cache in
      if let existing = cache[identifier] { return existing }
      cache[identifier] = decoded
      return decoded
    }
  }
}

/// Turns strings into collation elements and sort keys (UTS #10 with CLDR root
/// and tailorings, non-ignorable variable weighting).
struct Collator: Sendable {
  let root: RootCollation
  let locale: LocaleCollation?

  init(resolved: ResolvedLocale) {
    self.root = RootCollation.shared
    self.locale = resolved.dataIdentifier.flatMap(LocaleCollation.named)
  }

  // MARK: Collation elements

  /// Appends the collation elements of NFD scalars to `out`.
  func appendElements(of input: [UInt32], to out: inout [CollationElement]) {
    var buffer = input
    let normalizer = Normalizer.shared
    let tailoring = locale?.tailoring
    var i = 0
    while i < buffer.count {
      let cp = buffer[i]
      var table = root.table
      var entry: CollationTable.Entry? = nil
      if let t = tailoring, let e = t.entry(cp) {
        table = t
        entry = e
      } else {
        entry = root.table.entry(cp)
      }
      guard var found = entry else {
        out.append(CollationElement(root.implicitPrimary(cp)) << 32 | root.common)
        i += 1
        continue
      }
      var next = i + 1
      if found.hasContractions, let candidates = table.contractions[cp] {
        // Longest contiguous match.
        var matchedTail: [UInt32] = []
        for c in candidates where c.tail.count <= buffer.count - next {
          if buffer[next..<(next + c.tail.count)].elementsEqual(c.tail) {
            found = .init(start: c.start, count: c.count, hasContractions: false)
            matchedTail = c.tail
            next += c.tail.count
            break
          }
        }
        // Discontiguous match: unblocked non-starters that extend the match.
        var j = next
        var lastSkippedClass: UInt8 = 0
        while j < buffer.count {
          let c = buffer[j]
          let cc = normalizer.combiningClass(c)
          if cc == 0 { break }
          if lastSkippedClass < cc,
            let m = candidates.first(where: {
              $0.tail.count == matchedTail.count + 1 && $0.tail.last == c
                && $0.tail.dropLast().elementsEqual(matchedTail)
            })
          {
            found = .init(start: m.start, count: m.count, hasContractions: false)
            matchedTail = m.tail
            buffer.remove(at: j)
            continue
          }
          lastSkippedClass = cc
          j += 1
        }
      }
      let start = Int(found.start)
      out.append(contentsOf: table.elements[start..<(start + Int(found.count))])
      i = next
    }
  }

  @inline(__always)
  func reordered(_ p: UInt32) -> UInt32 {
    guard let r = locale?.reorder, !r.isEmpty else { return p }
    for range in r where p >= range.start && p < range.end {
      return p &+ range.delta
    }
    return p
  }

  // MARK: Sort keys

  /// The NFD scalars of a string.
  func scalars(of string: String) -> [UInt32] {
    var out: [UInt32] = []
    out.reserveCapacity(string.utf8.count)
    Normalizer.shared.appendNFD(string.unicodeScalars, to: &out)
    return out
  }

  /// The sort key bytes: primaries (4 bytes each), 0, secondaries (2 bytes),
  /// 0, tertiaries (2 bytes), 0, then the string's UTF-8 as a code point
  /// tie-break. No weight byte sequence starts with 0, so 0 separates levels.
  func sortKey(for string: String) -> [UInt8] {
    let nfd = scalars(of: string)
    // Canonically equivalent strings differ only in this last part.
    let isNFD = nfd.elementsEqual(string.unicodeScalars.lazy.map(\.value))
    return sortKey(nfd: nfd, original: isNFD ? nil : Array(string.utf8))
  }

  /// The sort key of NFD scalars. Its last level is the scalars themselves in
  /// UTF-8 (byte order is code point order, as UTS #10's identical level), then
  /// `original` when the string was not already in NFD.
  func sortKey(nfd: [UInt32], original: [UInt8]?) -> [UInt8] {
    var elements: [CollationElement] = []
    appendElements(of: nfd, to: &elements)
    var key: [UInt8] = []
    key.reserveCapacity(elements.count * 8 + nfd.count * 2 + 4)
    for e in elements {
      let p = e.primary
      if p != 0 {
        let r = reordered(p)
        key.append(UInt8(truncatingIfNeeded: r >> 24))
        key.append(UInt8(truncatingIfNeeded: r >> 16))
        key.append(UInt8(truncatingIfNeeded: r >> 8))
        key.append(UInt8(truncatingIfNeeded: r))
      }
    }
    key.append(0)
    for e in elements where e.secondary != 0 {
      key.append(UInt8(truncatingIfNeeded: e.secondary >> 8))
      key.append(UInt8(truncatingIfNeeded: e.secondary))
    }
    key.append(0)
    for e in elements where e.tertiary != 0 {
      key.append(UInt8(truncatingIfNeeded: e.tertiary >> 8))
      key.append(UInt8(truncatingIfNeeded: e.tertiary))
    }
    key.append(0)
    for c in nfd {
      switch c {
      case ..<0x80: key.append(UInt8(c))
      case ..<0x800:
        key.append(UInt8(0xC0 | c >> 6))
        key.append(UInt8(0x80 | c & 0x3F))
      case ..<0x10000:
        key.append(UInt8(0xE0 | c >> 12))
        key.append(UInt8(0x80 | (c >> 6) & 0x3F))
        key.append(UInt8(0x80 | c & 0x3F))
      default:
        key.append(UInt8(0xF0 | c >> 18))
        key.append(UInt8(0x80 | (c >> 12) & 0x3F))
        key.append(UInt8(0x80 | (c >> 6) & 0x3F))
        key.append(UInt8(0x80 | c & 0x3F))
      }
    }
    if let original {
      key.append(0)
      key.append(contentsOf: original)
    }
    return key
  }

  /// The first `limit` non-zero primary weights of NFD scalars, reordered.
  func primaries(of scalars: [UInt32], limit: Int) -> [UInt32] {
    var elements: [CollationElement] = []
    appendElements(of: scalars, to: &elements)
    var out: [UInt32] = []
    for e in elements where e.primary != 0 {
      out.append(reordered(e.primary))
      if out.count == limit { break }
    }
    return out
  }
}
