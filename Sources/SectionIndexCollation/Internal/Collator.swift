import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// The root collation (CLDR's allkeys) and the pieces every locale shares.
final class RootCollation: @unchecked Sendable {
  // @unchecked: `hanOrderText` points to bytes never written (a literal's,
  // or those the `CollationData` was given); the rest is immutable.
  let table: CollationTable

  /// The root's order of unified ideographs (`hanOrderData`), decoded on
  /// first use: code that never meets an ideograph without a tailored
  /// weight never pays for it.
  private let hanOrders = PublishedSlots<HanOrder>(count: 1)
  private let hanOrderText: UnsafeBufferPointer<UInt8>

  /// Decodes the root from `data` (`CollationData.root`).
  init(data: CollationData) {
    // A `--locales` web build's root comes in two parts (RootCollationSplit.swift).
    let core = rootCollationData
    let extra = data.text("rootCollationExtraData", else: rootCollationExtraData)
    table = CollationTable(parts: [
      UnsafeBufferPointer(start: core.utf8Start, count: core.utf8CodeUnitCount), extra,
    ])
    hanOrderText = data.text("hanOrderData", else: hanOrderData)
  }

  /// The root's order of unified ideographs.
  var hanOrder: HanOrder {
    if let order = hanOrders[0] { return order.takeUnretainedValue() }
    return hanOrders.publish(HanOrder(encoded: hanOrderText), at: 0).takeUnretainedValue()
  }

  /// The common secondary and tertiary weights (those of "a").
  var common: CollationElement {
    table.elements(of: table.entry(0x61)).first! & 0xFFFF_FFFF
  }

  /// The implicit weights of scalars the table does not list, as one 32-bit
  /// primary `AAAA << 16 | BBBB`: Han by its place in the root's Han order
  /// (`HanOrder`), Tangut, Khitan and Nushu by code point in blocks of their
  /// own, anything else (unassigned) last, by code point.
  func implicitPrimary(_ cp: UInt32) -> UInt32 {
    let a: UInt32
    let b: UInt32
    switch cp {
    // Tangut ideographs, their supplement, the components and theirs, in
    // this order (as ICU 78).
    case 0x17000...0x187FF:
      (a, b) = (0xFB00, (cp - 0x17000) | 0x8000)
    case 0x18D00...0x18D7F:
      (a, b) = (0xFB00, (cp - 0x18D00 + 0x1800) | 0x8000)
    case 0x18800...0x18AFF:
      (a, b) = (0xFB00, (cp - 0x18800 + 0x1880) | 0x8000)
    case 0x18D80...0x18DFF:
      (a, b) = (0xFB00, (cp - 0x18D80 + 0x1B80) | 0x8000)
    case 0x1B170...0x1B2FF:
      (a, b) = (0xFB01, (cp - 0x1B170) | 0x8000)
    case 0x18B00...0x18CFF:
      (a, b) = (0xFB02, (cp - 0x18B00) | 0x8000)
    default:
      if let han = hanOrder.primary(cp) { return han }
      (a, b) = (0xFBC0 + (cp >> 15), (cp & 0x7FFF) | 0x8000)
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
  /// `reorder` as a delta per 16-bit primary block (empty without reordering).
  let reorderDeltas: [UInt32]
  static let splitBlock: UInt32 = 1  // no real delta is odd: blocks move whole
  let titles: [String]
  /// CLDR's alternate=shifted (Thai): spaces and punctuation are ignored
  /// except at a fourth level.
  let isShifted: Bool
  /// CLDR's caseFirst=upper (Danish): tertiary weights moved so that upper
  /// case sorts first; empty otherwise.
  let upperFirst: TertiaryMap

  /// The pinyin readings' representatives (`TailoredHan`): the zh
  /// tailoring's, decoded with its order; empty for every other.
  let representatives: TailoredHan

  init(
    identifier: String, titles: String, flags: UInt32, reorder: [UInt32],
    tertiaries: [UInt32], tailoring table: CollationTable,
    representatives: TailoredHan = TailoredHan()
  ) {
    self.identifier = identifier
    self.isShifted = flags & 2 != 0
    self.upperFirst = TertiaryMap(pairs: tertiaries)
    self.tailoring = table.isEmpty ? nil : table
    self.representatives = representatives
    var r: [(start: UInt32, end: UInt32, delta: UInt32)] = []
    var i = 0
    while i + 2 < reorder.count {
      r.append((reorder[i], reorder[i + 1], reorder[i + 2]))
      i += 3
    }
    self.reorder = r
    // Deltas by the top 16 bits of a primary; a range boundary inside a
    // 16-bit block marks it for the exact search.
    var deltas: [UInt32] = []
    if !r.isEmpty {
      deltas = [UInt32](repeating: 0, count: 0x10000)
      var split: [Int] = []
      for (start, end, delta) in r {
        if start & 0xFFFF != 0 { split.append(Int(start >> 16)) }
        if end & 0xFFFF != 0 { split.append(Int(end >> 16)) }
        let first = Int((start + 0xFFFF) >> 16)
        let last = Int(end >> 16)
        if first < last { for hi in first..<last { deltas[hi] = delta } }
      }
      for hi in split { deltas[hi] = Self.splitBlock }
    }
    self.reorderDeltas = deltas
    self.titles = titles.isEmpty ? [] : titles.splitUTF8(separators: 0x1F)
  }
}

/// Turns strings into collation elements and sort keys (UTS #10 with CLDR root
/// and tailorings, non-ignorable variable weighting).
struct Collator: Sendable {
  /// The tables this collator reads, and their decoded forms.
  let data: CollationData
  let root: RootCollation
  let locale: LocaleCollation?
  private let tailoring: CollationTable?
  /// The collation that orders Han when a later locale of an index decides
  /// it (pinyin for `en,zh-Hans`): its entries for Han and the U+FDD0 index
  /// markers come before `tailoring`'s; `nil` when the first locale decides.
  let hanLocale: LocaleCollation?
  private let hanTailoring: CollationTable?
  private let common: CollationElement
  private let commonSecondary: UInt16
  private let commonTertiary: UInt16
  private let upperFirst: TertiaryMap
  private let reorderDeltas: [UInt32]?
  let isShifted: Bool
  /// The single collation element of each scalar below `fastLimit` that has
  /// exactly one and starts no contraction; 0 where the full lookup is needed.
  private let fast: [CollationElement]
  static let fastLimit: UInt32 = 0x370  // Latin, Latin-1, Latin Extended, IPA, combining marks
  /// Whether Han sorts by pinyin read in context (phrases; surnames for names)
  /// rather than by each character's most frequent reading. Never in a
  /// build without Chinese readings (`carriesPinyinReadings`, a constant of
  /// the build's generated LocaleData.swift: false in a
  /// `Scripts/build-web.sh --locales` build without zh), whose code so
  /// leaves `PinyinReader` out.
  var readsPinyin: Bool { carriesPinyinReadings && isPinyinLocale }
  /// Whether the locale that decides Han reads it by pinyin (zh).
  private let isPinyinLocale: Bool
  let readsNames: Bool

  /// - Parameters:
  ///   - resolved: The locale whose collation this is.
  ///   - han: The locale that decides Han when it is not `resolved` (a later
  ///     locale of an index); its order and readings apply to Han.
  ///   - names: Whether readings follow surname rules.
  ///   - data: The tables to read.
  init(
    resolved: ResolvedLocale, han: ResolvedLocale? = nil, names: Bool = false,
    data: CollationData = .compiledIn
  ) {
    self.isPinyinLocale = (han ?? resolved).dataIdentifier?.utf8Equals("zh") == true
    self.readsNames = names
    self.data = data
    self.root = data.root
    self.locale = resolved.dataIdentifier.flatMap(data.locale(named:))
    self.tailoring = locale?.tailoring
    self.hanLocale = han?.dataIdentifier.flatMap(data.locale(named:))
    self.hanTailoring = hanLocale?.tailoring
    self.common = root.common
    self.commonSecondary = common.secondary
    self.upperFirst = locale?.upperFirst ?? TertiaryMap()
    self.commonTertiary = upperFirst[common.tertiary] ?? common.tertiary
    let deltas = locale?.reorderDeltas ?? []
    self.reorderDeltas = deltas.isEmpty ? nil : deltas
    self.isShifted = locale?.isShifted ?? false
    var fast = [CollationElement](repeating: 0, count: Int(Self.fastLimit))
    for cp in 0..<Self.fastLimit {
      let (table, entry) = Self.single(cp, tailoring: tailoring, han: nil, root: root.table)
      if !entry.hasContractions, entry.elementCount == 1 {
        fast[Int(cp)] = table.elements[entry.elementStart]
      }
    }
    self.fast = fast
  }

  /// Under alternate=shifted, turns variable elements (and the ignorables
  /// after them) into `0` at the first three levels, keeping their primaries
  /// as quaternary weights in `quaternary` (UTS #10 section 4).
  private func shift(_ elements: inout [CollationElement], quaternary: inout [UInt32]) {
    var afterVariable = false
    for i in elements.indices {
      let e = elements[i]
      let p = e.primary
      if p != 0 && p <= lastVariablePrimary {
        quaternary.append(p)
        elements[i] = 0
        afterVariable = true
      } else if p == 0 && afterVariable {
        elements[i] = 0
      } else {
        if e != 0 { quaternary.append(0xFFFF_FFFF) }
        if p != 0 { afterVariable = false }
      }
    }
  }

  // MARK: Collation elements

  /// Appends the collation elements of the NFD scalars in `buffer` to `out`.
  ///
  /// `buffer` may be changed: a discontiguous contraction removes the
  /// combining mark it consumed.
  func appendElements(of buffer: inout [UInt32], to out: inout [CollationElement]) {
    var i = 0
    while i < buffer.count {
      let cp = buffer[i]
      if cp < Self.fastLimit {
        let e = fast[Int(cp)]
        if e != 0 {
          out.append(e)
          i += 1
          continue
        }
      }
      let (table, entry) = Self.single(
        cp, tailoring: tailoring, han: hanTailoring, root: root.table)
      var start = entry.elementStart
      var count = entry.elementCount
      var next = i + 1
      if entry.hasContractions {
        let candidates = table.contractions(startingWith: cp)
        if !candidates.isEmpty {
          (start, count, next) = match(candidates, in: &buffer, at: next, default: (start, count))
        }
      }
      if count == 0 {
        out.append(CollationElement(root.implicitPrimary(cp)) << 32 | common)
      } else {
        table.elements.withUnsafeBufferPointer { e in
          for k in start..<(start + count) { out.append(e[k]) }
        }
      }
      i = next
    }
  }

  /// A scalar's entry and the table it indexes: for Han, the deciding later
  /// locale's when it has one; else the tailoring's when it has one, else the
  /// root's.
  @inline(__always)
  private static func single(
    _ cp: UInt32, tailoring: CollationTable?, han: CollationTable?, root: CollationTable
  ) -> (table: CollationTable, entry: CollationTable.Entry) {
    if let h = han, isHan(cp) {
      let entry = h.entry(cp)
      if entry.isListed { return (h, entry) }
    }
    if let t = tailoring {
      let entry = t.entry(cp)
      if entry.isListed { return (t, entry) }
    }
    return (root, root.entry(cp))
  }

  /// Whether a contraction may start at this scalar (as `appendElements`
  /// decides).
  func startsContraction(_ cp: UInt32) -> Bool {
    Self.single(cp, tailoring: tailoring, han: hanTailoring, root: root.table).entry
      .hasContractions
  }

  /// Whether this NFD scalar gets its primary from the root's Han order
  /// (`HanOrder`): a unified ideograph no table lists (as `appendElements`
  /// decides; one that starts a contraction counts too).
  func usesHanOrder(_ cp: UInt32) -> Bool {
    HanOrder.isUnifiedIdeograph(cp)
      && Self.single(cp, tailoring: tailoring, han: hanTailoring, root: root.table).entry
        .elementCount == 0
  }

  /// Whether the collation that decides Han orders this scalar: ideographs,
  /// CJK radicals and strokes, ideographic marks and numerals, and U+FDD0,
  /// which begins the Chinese collations' index markers.
  @inline(__always)
  static func isHan(_ cp: UInt32) -> Bool {
    switch cp {
    case 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x31C0...0x31EF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFDD0, 0x20000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  /// The tables this collator reads: the root, the tailoring, and the Han
  /// tailoring of a later locale that decides Han.
  var tables: [CollationTable] {
    [root.table, tailoring, hanTailoring].compactMap { $0 }
  }

  /// The collation whose index markers (U+FDD0 + title) and titles decide
  /// Han: the later locale that decides it, or this one.
  var hanDecider: LocaleCollation? { hanLocale ?? locale }

  /// The longest contraction at `next` (contiguous, then extended by unblocked
  /// non-starters as UTS #10 S2.1 says), as element range and resume position.
  private func match(
    _ candidates: [CollationTable.Contraction], in buffer: inout [UInt32], at next: Int,
    default found: (Int, Int)
  ) -> (Int, Int, Int) {
    var (start, count) = found
    var next = next
    var matchedTail: [UInt32] = []
    for c in candidates where c.tail.count <= buffer.count - next {
      if buffer[next..<(next + c.tail.count)].elementsEqual(c.tail) {
        (start, count) = (Int(c.start), Int(c.count))
        matchedTail = c.tail
        next += c.tail.count
        break
      }
    }
    let normalizer = Normalizer.shared
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
        (start, count) = (Int(m.start), Int(m.count))
        matchedTail = m.tail
        buffer.remove(at: j)
        continue
      }
      lastSkippedClass = cc
      j += 1
    }
    return (start, count, next)
  }

  @inline(__always)
  func reordered(_ p: UInt32) -> UInt32 {
    guard let deltas = reorderDeltas else { return p }
    let d = deltas[Int(p >> 16)]
    if d != LocaleCollation.splitBlock { return p &+ d }
    for range in locale!.reorder where p >= range.start && p < range.end {
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

  /// Reusable buffers for building many keys without allocating for each.
  struct Scratch {
    var scalars: [UInt32] = []
    var elements: [CollationElement] = []
  }

  func sortKey(for string: String) -> [UInt8] {
    var scratch = Scratch()
    var key: [UInt8] = []
    appendSortKey(for: string, to: &key, scratch: &scratch)
    return key
  }

  /// Appends a string's sort key to `key`, leaving its collation elements in
  /// `scratch.elements`.
  ///
  /// The key: primaries (4 bytes each), 0, secondaries, 0, tertiaries
  /// (1 byte for the common weight, else 3), 0, the NFD scalars in UTF-8 (byte order is code
  /// point order, as UTS #10's identical level), and, for a string not already
  /// in NFD, 0 and its own UTF-8, so that only equal strings have equal keys.
  /// No weight starts with a 0 byte, so 0 separates levels.
  func appendSortKey(for string: String, to key: inout [UInt8], scratch: inout Scratch) {
    scratch.scalars.removeAll(keepingCapacity: true)
    let changed = Normalizer.shared.appendNFD(string.unicodeScalars, to: &scratch.scalars)
    appendSortKey(
      nfd: &scratch.scalars, original: changed ? string.utf8 : nil, to: &key,
      elements: &scratch.elements)
  }

  /// Replaces each Han character read other than its most frequent way (曾 in
  /// 曾国藩 read zēng, 长 in 长沙 read cháng) by the character that CLDR's pinyin
  /// order lists first for that reading, so that the collation sorts and
  /// sections by the reading in context.
  func applyReadings(to scalars: inout [UInt32]) {
    guard readsPinyin, scalars.contains(where: PinyinReader.mayRead) else { return }
    let reader = data.pinyin
    let readings = reader.readings(
      of: scalars.lazy.map { Unicode.Scalar($0) ?? "\u{FFFD}" }, names: readsNames)
    // The zh collation's, which decides Han here (`readsPinyin`).
    var representatives: TailoredHan? = nil
    for (i, reading) in readings.enumerated() {
      guard let reading, let scalar = Unicode.Scalar(scalars[i]),
        reader.defaultReading(of: scalar) != reading
      else { continue }
      if representatives == nil { representatives = hanDecider?.representatives ?? TailoredHan() }
      guard let substitute = representatives?.representativeCharacter(for: reading) else {
        continue
      }
      scalars[i] = substitute.value
    }
  }

  func sortKey(nfd: [UInt32], original: [UInt8]?) -> [UInt8] {
    var scalars = nfd
    var key: [UInt8] = []
    var elements: [CollationElement] = []
    appendSortKey(nfd: &scalars, original: original, to: &key, elements: &elements)
    return key
  }

  private func appendSortKey<C: Collection<UInt8>>(
    nfd: inout [UInt32], original: C?, to key: inout [UInt8],
    elements: inout [CollationElement]
  ) {
    let identical = nfd
    elements.removeAll(keepingCapacity: true)
    applyReadings(to: &nfd)
    appendElements(of: &nfd, to: &elements)
    appendKey(of: &elements, identical: identical, original: original, to: &key)
  }

  /// Appends the sort key of collation elements to `key`: their primaries,
  /// 0, secondaries, 0, tertiaries (and, under alternate=shifted,
  /// quaternaries and 0), 0, then `identical` in UTF-8 and, when given, 0
  /// and `original`.
  ///
  /// `elements` are changed as the key sees them: variable elements shifted,
  /// tertiaries moved by caseFirst=upper.
  func appendKey<C: Collection<UInt8>>(
    of elements: inout [CollationElement], identical: [UInt32], original: C?,
    to key: inout [UInt8]
  ) {
    var quaternary: [UInt32] = []
    if isShifted { shift(&elements, quaternary: &quaternary) }
    if !upperFirst.isEmpty {
      for i in elements.indices {
        let t = elements[i].tertiary
        if t != 0, let moved = upperFirst[t] {
          elements[i] = elements[i] & ~0xFFFF | CollationElement(moved)
        }
      }
    }
    // Size the key first, then write it through a pointer.
    let levels = levelLengths(of: elements)
    var size = 3 + identical.count * 4 + (original.map { $0.count + 1 } ?? 0)
    size += levels.primaries + levels.secondaries + levels.tertiaries
    if isShifted { size += 1 + quaternary.count * 4 }
    let base = key.count
    key.append(contentsOf: repeatElement(0, count: size))
    let written = key.withUnsafeMutableBufferPointer { buffer -> Int in
      var n = base
      @inline(__always) func put(_ b: UInt8) {
        buffer[n] = b
        n += 1
      }
      for e in elements {
        let p = e.primary
        if p != 0 {
          let r = reordered(p)
          put(UInt8(truncatingIfNeeded: r >> 24))
          put(UInt8(truncatingIfNeeded: r >> 16))
          put(UInt8(truncatingIfNeeded: r >> 8))
          put(UInt8(truncatingIfNeeded: r))
        }
      }
      put(0)
      // The common weight, by far the most frequent, takes one byte: 2; a
      // weight below it is 1 and two bytes, above it 3 and two bytes. The
      // first byte decides the length, so byte order stays weight order.
      @inline(__always) func putWeight(_ w: UInt16, common: UInt16) {
        if w == common {
          put(2)
        } else {
          put(w < common ? 1 : 3)
          put(UInt8(truncatingIfNeeded: w >> 8))
          put(UInt8(truncatingIfNeeded: w))
        }
      }
      for e in elements where e.secondary != 0 {
        putWeight(e.secondary, common: commonSecondary)
      }
      put(0)
      for e in elements where e.tertiary != 0 {
        putWeight(e.tertiary, common: commonTertiary)
      }
      if isShifted {
        // A non-variable weight is one 0xFF byte; a variable primary never
        // starts with 0xFF, so the two never tie on a shorter prefix.
        for q in quaternary {
          if q == 0xFFFF_FFFF {
            put(0xFF)
          } else {
            put(UInt8(truncatingIfNeeded: q >> 24))
            put(UInt8(truncatingIfNeeded: q >> 16))
            put(UInt8(truncatingIfNeeded: q >> 8))
            put(UInt8(truncatingIfNeeded: q))
          }
        }
        put(0)
      }
      put(0)
      for c in identical {
        switch c {
        case ..<0x80: put(UInt8(c))
        case ..<0x800:
          put(UInt8(0xC0 | c >> 6))
          put(UInt8(0x80 | c & 0x3F))
        case ..<0x10000:
          put(UInt8(0xE0 | c >> 12))
          put(UInt8(0x80 | (c >> 6) & 0x3F))
          put(UInt8(0x80 | c & 0x3F))
        default:
          put(UInt8(0xF0 | c >> 18))
          put(UInt8(0x80 | (c >> 12) & 0x3F))
          put(UInt8(0x80 | (c >> 6) & 0x3F))
          put(UInt8(0x80 | c & 0x3F))
        }
      }
      if let original {
        put(0)
        for b in original { put(b) }
      }
      return n
    }
    key.removeLast(key.count - written)
  }

  /// How many bytes each of the first three levels of a sort key takes for
  /// these elements (as `appendKey` writes them, separators left out).
  func levelLengths(of elements: [CollationElement]) -> (
    primaries: Int, secondaries: Int, tertiaries: Int
  ) {
    var lengths = (primaries: 0, secondaries: 0, tertiaries: 0)
    for e in elements {
      if e.primary != 0 { lengths.primaries += 4 }
      if e.secondary != 0 { lengths.secondaries += e.secondary == commonSecondary ? 1 : 3 }
      if e.tertiary != 0 { lengths.tertiaries += e.tertiary == commonTertiary ? 1 : 3 }
    }
    return lengths
  }

  /// The first `limit` non-zero primary weights of NFD scalars, reordered.
  func primaries(of scalars: [UInt32], limit: Int) -> [UInt32] {
    var buffer = scalars
    applyReadings(to: &buffer)
    var elements: [CollationElement] = []
    appendElements(of: &buffer, to: &elements)
    return primaries(of: elements, limit: limit)
  }

  /// The first `limit` non-zero primary weights of collation elements, reordered.
  func primaries(of elements: [CollationElement], limit: Int) -> [UInt32] {
    var out: [UInt32] = []
    for e in elements where e.primary != 0 {
      if isShifted && e.primary <= lastVariablePrimary { continue }
      out.append(reordered(e.primary))
      if out.count == limit { break }
    }
    return out
  }
}
