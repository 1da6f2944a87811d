import Synchronization

/// How `sections(of:)` and `sorted(_:)` order many strings.
///
/// Each record gets its section and primary weights, from `PrimaryCache`
/// straight from UTF-8 when it can and from the full collation otherwise, and
/// the records are sorted by section and primaries (`PrimarySort`). Only
/// records whose primaries tie (case, accents, width, duplicates) get full sort
/// keys, built for their run alone, so the order is that of the full keys
/// (section, then the reading's key, then the display string's key when it
/// differs, then input order) without building a key for every record.
extension IndexedCollation {
  /// A record's strings: the one it sorts and sections by, and the one shown
  /// when it differs (a phonetic reading was given).
  typealias RecordKey = (reading: String, display: String?)

  /// Sorts `count` records, with sections first when `sectioned`.
  ///
  /// - Parameter key: The strings of record `i`; called once per record, and
  ///   again only for records whose primaries tie with another's.
  /// - Parameter codes: Whether keys use `PrimaryCodes`; by default, for
  ///   large inputs, which pay for building them (a few milliseconds, once per
  ///   collation) with shorter keys.
  func order(
    count: Int, sectioned: Bool, codes: Bool? = nil, key: (Int) throws -> RecordKey
  ) rethrows -> PrimarySort {
    let cache =
      codes ?? (count >= PrimaryCodes.worthwhile) ? codedPrimaryCache.get(collator) : primaryCache
    var sorter = PrimarySort(
      capacity: count, sectionBytes: sectioned ? (sectionTitles.count < 256 ? 1 : 2) : 0,
      unitBytes: cache.codes == nil ? 4 : 3)
    var buffer = PrimaryBuffer()
    var scratch = Collator.Scratch()
    for i in 0..<count {
      let reading = try key(i).reading
      let section = primaries(
        of: reading, cache: cache, into: &buffer, scratch: &scratch, sectioned: sectioned)
      buffer.withPrimaries { sorter.append(section: section, primaries: $0) }
    }
    sorter.sort()
    try sorter.forEachTie { run in
      // The run's distinct strings (usually one: duplicates), by their bytes:
      // `==` on strings holds for canonically equivalent spellings, which
      // sort apart.
      var distinct: [RecordKey] = []
      var which = [Int](repeating: 0, count: run.count)
      for (k, r) in run.enumerated() {
        let s = try key(Int(r.index))
        if let d = distinct.firstIndex(where: { sameStrings($0, s) }) {
          which[k] = d
        } else {
          which[k] = distinct.count
          distinct.append(s)
        }
        if distinct.count > 32 { break }  // many spellings: a key for each record
      }
      if distinct.count == 1 { return }  // already in input order
      var keys: [[UInt8]] = []
      var keyOfRecord: [Int]
      if distinct.count <= 32 {
        keys = distinct.map { fullKey($0, scratch: &scratch) }
        keyOfRecord = which
      } else {
        keys = try run.map { fullKey(try key(Int($0.index)), scratch: &scratch) }
        keyOfRecord = Array(keys.indices)
      }
      // Positions in the run, sorted by full key, then input order.
      var positions = Array(0..<run.count)
      positions.sort { a, b in
        let ka = keyOfRecord[a]
        let kb = keyOfRecord[b]
        if ka != kb && keys[ka] != keys[kb] {
          return keys[ka].lexicographicallyPrecedes(keys[kb])
        }
        return run[a].index < run[b].index
      }
      let sorted = positions.map { run[$0] }
      for (k, r) in sorted.enumerated() { run[k] = r }
    }
    return sorter
  }

  /// Puts a string's sort-key primaries (or their codes) in `buffer` and
  /// returns its section (0 when not `sectioned`).
  private func primaries(
    of string: String, cache: PrimaryCache, into buffer: inout PrimaryBuffer,
    scratch: inout Collator.Scratch, sectioned: Bool
  ) -> Int {
    let fast: Int?? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      buffer.reserve(3 * utf8.count)
      return cache.primaries(of: utf8, into: buffer.base, limit: .max)
    }
    if let fast, let count = fast {
      buffer.count = count
      guard sectioned else { return 0 }
      if cache.codes == nil, count > 0,
        cache.entry(string.unicodeScalars.first!.value)[0] & PrimaryCache.skipped == 0
      {
        return buffer.withPrimaries { buckets.bucket(forPrimaries: $0) }
      }
      return section(for: string)  // codes, or leading white space
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

/// Whether two records have the same strings, byte for byte.
@inline(__always)
private func sameStrings(_ a: IndexedCollation.RecordKey, _ b: IndexedCollation.RecordKey) -> Bool {
  sameUTF8(a.reading, b.reading) && (a.display == nil) == (b.display == nil)
    && sameUTF8(a.display ?? "", b.display ?? "")
}

/// Whether two strings hold the same UTF-8 bytes.
@inline(__always)
func sameUTF8(_ a: String, _ b: String) -> Bool {
  var a = a
  var b = b
  return a.withUTF8 { x in b.withUTF8 { y in compareBytes(x, y) == 0 } }
}

/// The collation's `PrimaryCache` with codes, built on first use and shared by
/// copies of the collation.
final class CodedPrimaryCache: Sendable {
  private let cache = Mutex<PrimaryCache?>(nil)

  func get(_ collator: Collator) -> PrimaryCache {
    cache.withLock { cache in
      if let cache { return cache }
      // Without codes (a locale whose reordering splits implicit blocks),
      // four-byte primaries.
      let made = PrimaryCache(collator: collator, codes: PrimaryCodes(collator: collator))
      cache = made
      return made
    }
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
