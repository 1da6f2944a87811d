import Synchronization

/// How `sections(of:)` and `sorted(_:)` order many strings.
///
/// Each record gets its section and primary weights, from `PrimaryCache`
/// straight from UTF-8 when it can and from the full collation otherwise, and
/// is sorted within its section by the first twelve bytes of its primary key
/// (`PrimarySort`). Records that tie there are ordered by their whole primary
/// keys, computed again for their run alone; records whose primary keys tie
/// whole (case, accents, width, duplicates) by full sort keys, one per
/// distinct spelling. The order is that of the full keys (section, then the
/// reading's key, then the display string's key when it differs, then input
/// order) without keeping a key for every record.
extension IndexedCollation {
  /// A record's strings: the one it sorts and sections by, and the one shown
  /// when it differs (a phonetic reading was given).
  typealias RecordKey = (reading: String, display: String?)

  /// Sorts `count` records and calls `body` with each non-empty section (0
  /// for all when not `sectioned`) and the input positions of its records in
  /// order.
  ///
  /// - Parameters:
  ///   - codes: Whether keys use `PrimaryCodes`; by default, for large inputs,
  ///     which pay for building them (a few milliseconds, once per collation)
  ///     with shorter keys.
  ///   - key: The strings of record `i`; called once per record, and again for
  ///     records whose first twelve key bytes tie with another's.
  ///   - same: Whether records `i` and `j` have byte-identical strings
  ///     (`sameStrings` of their keys), told without copying them.
  func forEachSortedSection(
    count: Int, sectioned: Bool, codes: Bool? = nil, key: (Int) throws -> RecordKey,
    same: (Int, Int) -> Bool,
    body: (Int, UnsafeBufferPointer<PrimarySort.Record>) throws -> Void
  ) rethrows {
    var cache = primaryCache
    var codedBuckets: BucketTable? = nil
    if codes ?? (count >= PrimaryCodes.worthwhile) {
      (cache, codedBuckets) = codedPrimaryCache.get(collator, buckets: buckets)
    }
    var sorter = PrimarySort(
      sections: sectioned ? sectionTitles.count : 1, unitBytes: cache.codes == nil ? 4 : 3)
    var buffer = PrimaryBuffer()
    var scratch = Collator.Scratch()
    for i in 0..<count {
      let reading = try key(i).reading
      let section = primaries(
        of: reading, cache: cache, into: &buffer, scratch: &scratch, sectioned: sectioned,
        codedBuckets: codedBuckets)
      buffer.withPrimaries { sorter.append(section: section, primaries: $0) }
    }
    var keys = KeyArena()
    let unitBytes = sorter.unitBytes
    try sorter.forEachSection { section, records in
      var i = 0
      while i < records.count {
        var j = i + 1
        while j < records.count && records[j].sameHead(records[i]) { j += 1 }
        if j - i > 1 {
          try orderRun(
            UnsafeMutableBufferPointer(rebasing: records[i..<j]), cache: cache,
            unitBytes: unitBytes, keys: &keys, buffer: &buffer, scratch: &scratch, key: key,
            same: same)
        }
        i = j
      }
      try body(section, UnsafeBufferPointer(records))
    }
  }

  /// Orders records whose first twelve key bytes tie.
  ///
  /// The run's distinct spellings are found first (most runs are one string
  /// many times); each gets its whole primary key if some key is longer than
  /// twelve bytes, and a full sort key if its primary key ties with another
  /// spelling's. Records follow their spelling's order, then input order.
  private func orderRun(
    _ run: UnsafeMutableBufferPointer<PrimarySort.Record>, cache: PrimaryCache, unitBytes: Int,
    keys: inout KeyArena, buffer: inout PrimaryBuffer, scratch: inout Collator.Scratch,
    key: (Int) throws -> RecordKey, same: (Int, Int) -> Bool
  ) rethrows {
    // Most runs are one string many times, already in input order: check for
    // that without allocating.
    let first = run[0].index
    if !run.dropFirst().contains(where: { !same($0.index, first) }) { return }

    // Two spellings or more.
    var spellings = Spellings()
    var which = [Int32](repeating: 0, count: run.count)
    for (k, r) in run.enumerated() { which[k] = Int32(spellings.id(of: try key(r.index))) }
    let distinct = spellings.strings

    // Spellings by primary key (when keys go past the head), then full key;
    // spellings whose full keys are equal share a rank.
    let longer = run.contains(where: \.isLonger)
    var order = Array(distinct.indices)
    if longer {
      keys.removeAll()
      for s in distinct {
        _ = primaries(
          of: s.reading, cache: cache, into: &buffer, scratch: &scratch, sectioned: false)
        buffer.withPrimaries { keys.append($0, unitBytes: unitBytes) }
      }
      order.sort { a, b in
        let c = compareBytes(keys[a], keys[b])
        return c != 0 ? c < 0 : a < b
      }
    }
    var rank = [Int32](repeating: 0, count: distinct.count)
    var ranks = 0
    var i = 0
    while i < order.count {
      var j = i + 1
      if longer {
        while j < order.count && compareBytes(keys[order[j]], keys[order[i]]) == 0 { j += 1 }
      } else {
        j = order.count  // every primary key is the head
      }
      if j - i == 1 {
        rank[order[i]] = Int32(ranks)
        ranks += 1
      } else {
        let full = order[i..<j].map { fullKey(distinct[$0], scratch: &scratch) }
        let sorted = (0..<(j - i)).sorted { full[$0].lexicographicallyPrecedes(full[$1]) }
        for (k, s) in sorted.enumerated() {
          if k > 0 && full[s] != full[sorted[k - 1]] { ranks += 1 }
          rank[order[i + s]] = Int32(ranks)
        }
        ranks += 1
      }
      i = j
    }

    // Records by their spelling's rank, input order within (a stable pass).
    var starts = [Int](repeating: 0, count: ranks + 1)
    for id in which { starts[Int(rank[Int(id)]) + 1] += 1 }
    for r in 0..<ranks { starts[r + 1] += starts[r] }
    let records = Array(run)
    for (k, id) in which.enumerated() {
      let r = Int(rank[Int(id)])
      run[starts[r]] = records[k]
      starts[r] += 1
    }
  }

  /// Puts a string's sort-key primaries (or their codes) in `buffer` and
  /// returns its section (0 when not `sectioned`).
  private func primaries(
    of string: String, cache: PrimaryCache, into buffer: inout PrimaryBuffer,
    scratch: inout Collator.Scratch, sectioned: Bool, codedBuckets: BucketTable? = nil
  ) -> Int {
    var firstSection = 0  // -1 after leading white space
    let fast: Int?? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      buffer.reserve(3 * utf8.count)
      return cache.primaries(of: utf8, into: buffer.base, limit: .max, section: &firstSection)
    }
    if let fast, let count = fast {
      buffer.count = count
      guard sectioned else { return 0 }
      if count > 0 && firstSection >= 0 {
        if cache.hasSections { return firstSection }  // the section of the first primary
        if let table = cache.codes == nil ? buckets : codedBuckets {
          return buffer.withPrimaries { table.bucket(forPrimaries: $0) }
        }
      }
      return section(for: string)  // leading white space, or no coded bounds
    }
    // The full path: normalization, readings in context, contractions.
    scratch.scalars.removeAll(keepingCapacity: true)
    Normalizer.shared.appendNFD(string.unicodeScalars, to: &scratch.scalars)
    collator.applyReadings(to: &scratch.scalars)
    scratch.elements.removeAll(keepingCapacity: true)
    collator.appendElements(of: &scratch.scalars, to: &scratch.elements)
    let primaries = collator.primaries(of: scratch.elements, limit: .max)
    buffer.reserve(primaries.count)
    buffer.count = primaries.count
    for (k, p) in primaries.enumerated() {
      guard let codes = cache.codes else {
        buffer.base[k] = p
        continue
      }
      let (code, exact) = codes.code(p)
      buffer.base[k] = code
      if !exact {
        // The key ends at a gap code; full keys order what then ties.
        buffer.count = k + 1
        break
      }
    }
    guard sectioned else { return 0 }
    return buckets.bucket(for: string, elements: scratch.elements, collator: collator)
  }
}

extension IndexedCollation {
  /// The full sort key of a record: its reading's, then its display string's
  /// when that differs.
  fileprivate func fullKey(_ k: RecordKey, scratch: inout Collator.Scratch) -> [UInt8] {
    var bytes: [UInt8] = []
    collator.appendSortKey(for: k.reading, to: &bytes, scratch: &scratch)
    if let display = k.display, display != k.reading {
      collator.appendSortKey(for: display, to: &bytes, scratch: &scratch)
    }
    return bytes
  }
}

/// The distinct spellings of a run, by their bytes (`==` on strings holds for
/// canonically equivalent spellings, which sort apart): a linear scan for a
/// few, a hash table for more.
struct Spellings {
  private(set) var strings: [IndexedCollation.RecordKey] = []
  private var hashes: [UInt64] = []
  private var slots: [Int32] = []  // spelling + 1, 0 when empty

  /// The id of a record's strings, added when new.
  mutating func id(of s: IndexedCollation.RecordKey) -> Int {
    let h = Self.hash(s)
    if slots.isEmpty {
      for (k, t) in strings.enumerated() where hashes[k] == h && sameStrings(t, s) { return k }
      strings.append(s)
      hashes.append(h)
      if strings.count == 16 { rehash(capacity: 64) }
      return strings.count - 1
    }
    var slot = Int(truncatingIfNeeded: h) & (slots.count - 1)
    while slots[slot] != 0 {
      let k = Int(slots[slot]) - 1
      if hashes[k] == h && sameStrings(strings[k], s) { return k }
      slot = (slot + 1) & (slots.count - 1)
    }
    strings.append(s)
    hashes.append(h)
    slots[slot] = Int32(strings.count)
    if strings.count * 2 > slots.count { rehash(capacity: slots.count * 2) }
    return strings.count - 1
  }

  private mutating func rehash(capacity: Int) {
    slots = [Int32](repeating: 0, count: capacity)
    for (k, h) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: h) & (capacity - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = Int32(k + 1)
    }
  }

  private static func hash(_ s: IndexedCollation.RecordKey) -> UInt64 {
    var h = hashUTF8(s.reading)
    if let display = s.display { h = (h ^ hashUTF8(display)) &* 0x9E37_79B9_7F4A_7C15 }
    return h
  }

  /// A quick 64-bit hash of a string's UTF-8 (not for untrusted collisions:
  /// equal hashes are checked byte for byte).
  private static func hashUTF8(_ string: String) -> UInt64 {
    withUTF8(of: string) { bytes in
      var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
      var i = 0
      while i + 8 <= bytes.count {
        let w = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
        h = (h ^ w) &* 0x100_0000_01B3
        h ^= h >> 29
        i += 8
      }
      while i < bytes.count {
        h = (h ^ UInt64(bytes[i])) &* 0x100_0000_01B3
        i += 1
      }
      return h ^ (h >> 32)
    }
  }
}

/// Whether two records have the same strings, byte for byte.
@inline(__always)
func sameStrings(_ a: IndexedCollation.RecordKey, _ b: IndexedCollation.RecordKey) -> Bool {
  sameUTF8(a.reading, b.reading) && (a.display == nil) == (b.display == nil)
    && sameUTF8(a.display ?? "", b.display ?? "")
}

/// Whether two strings hold the same UTF-8 bytes.
@inline(__always)
func sameUTF8(_ a: String, _ b: String) -> Bool {
  withUTF8(of: a) { x in withUTF8(of: b) { y in compareBytes(x, y) == 0 } }
}

/// The collation's `PrimaryCache` with codes, and its sections over codes,
/// built on first use and shared by copies of the collation.
final class CodedPrimaryCache: Sendable {
  private let cache = Mutex<(PrimaryCache, BucketTable?)?>(nil)

  func get(_ collator: Collator, buckets: BucketTable) -> (PrimaryCache, BucketTable?) {
    cache.withLock { cache in
      if let cache { return cache }
      // Without codes (a locale whose reordering splits implicit blocks),
      // four-byte primaries; without coded bounds, sections from primaries.
      let codes = PrimaryCodes(collator: collator, extra: buckets.boundPrimaries)
      let made = (
        PrimaryCache(collator: collator, codes: codes, sections: buckets),
        codes.flatMap { buckets.recoded(by: $0) }
      )
      cache = made
      return made
    }
  }
}

/// Primary keys of one run, as bytes, reused across runs.
struct KeyArena: ~Copyable {
  private var bytes: UnsafeMutablePointer<UInt8>
  private var capacity = 1024
  private var used = 0
  private var starts: [Int] = [0]

  init() { bytes = .allocate(capacity: capacity) }
  deinit { bytes.deallocate() }

  mutating func removeAll() {
    used = 0
    starts.removeAll(keepingCapacity: true)
    starts.append(0)
  }

  /// Appends a key: each primary (or code) in `unitBytes` big-endian bytes.
  mutating func append(_ primaries: UnsafeBufferPointer<UInt32>, unitBytes: Int) {
    let needed = used + primaries.count * unitBytes
    if needed > capacity {
      capacity = Swift.max(needed, 2 * capacity)
      let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      bigger.update(from: bytes, count: used)
      bytes.deallocate()
      bytes = bigger
    }
    for p in primaries {
      for k in stride(from: 8 * (unitBytes - 1), through: 0, by: -8) {
        bytes[used] = UInt8(truncatingIfNeeded: p >> UInt32(k))
        used += 1
      }
    }
    starts.append(used)
  }

  /// Key `k`; valid until the arena changes.
  subscript(k: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + starts[k], count: starts[k + 1] - starts[k])
  }
}

/// A growable buffer of primaries reused across records.
struct PrimaryBuffer: ~Copyable {
  private(set) var base: UnsafeMutablePointer<UInt32>
  private var capacity: Int
  var count = 0

  init() {
    capacity = 64
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  mutating func reserve(_ n: Int) {
    guard n > capacity else { return }
    base.deallocate()
    capacity = Swift.max(n, 2 * capacity)
    base = .allocate(capacity: capacity)
  }

  func withPrimaries<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: base, count: count))
  }
}
