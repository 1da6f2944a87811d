/// Sorts records by a short binary key: an optional section (one or two
/// bytes) and the primary weights (four bytes each, or three as
/// `PrimaryCodes`). Records whose keys tie are ordered afterwards by the
/// caller (see `forEachTie(_:)`), which builds full sort keys only for them.
///
/// A record carries the first eight key bytes as an integer; the rest of a
/// longer key lives in fixed-size chunks that never move. Zero padding of a short key
/// cannot tie with a longer one: a key is whole primaries (or codes) after the
/// section, and none of them is 0.
///
/// The sort is a radix sort by eight-byte windows, most significant first: a
/// stable least-significant-byte radix sort of the heads (constant bytes
/// skipped), then the same for the next window inside each run of equal
/// windows, until the keys end.
struct PrimarySort: ~Copyable {
  struct Record {
    var head: UInt64
    /// Where the key's bytes after the first eight are (`chunk << 20 |
    /// offset`), or `UInt32.max` when it has no more. While sorting, `head` holds the window of
    /// the key being compared.
    var tail: UInt32
    var index: UInt32
  }

  private static let chunkShift = 20
  private static let chunkSize = 1 << chunkShift
  private var chunks: [UnsafeMutablePointer<UInt8>] = []
  private var used = 0
  private(set) var records: UnsafeMutableBufferPointer<Record>
  private(set) var count = 0

  /// Bytes per section (0 when keys have none, else 1 or 2) and per primary
  /// (4, or 3 for `PrimaryCodes`).
  let sectionBytes: Int
  let unitBytes: Int

  init(capacity: Int, sectionBytes: Int, unitBytes: Int) {
    records = .allocate(capacity: Swift.max(capacity, 1))
    self.sectionBytes = sectionBytes
    self.unitBytes = unitBytes
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
    records.deallocate()
  }

  /// Adds the next record (its index is the number added before it).
  ///
  /// - Parameters:
  ///   - section: The section, written in `sectionBytes` bytes first.
  ///   - primaries: The sort-key primaries or their codes (nonzero), written
  ///     in `unitBytes` bytes each.
  mutating func append(section: Int, primaries: UnsafeBufferPointer<UInt32>) {
    if count == records.count { grow() }
    let keyLength = sectionBytes + unitBytes * primaries.count
    var head: UInt64 = 0
    var written = 0  // key bytes placed so far
    var key: UnsafeMutablePointer<UInt8>?
    var tail = UInt32.max
    if keyLength > 8 {
      (key, tail) = allocateTail(keyLength - 8)
    }
    @inline(__always) func put(_ value: UInt32, bytes: Int) {
      for k in stride(from: 8 * (bytes - 1), through: 0, by: -8) {
        let byte = UInt8(truncatingIfNeeded: value >> UInt32(k))
        if written < 8 {
          head |= UInt64(byte) << (56 - 8 * written)
        } else {
          key![written - 8] = byte
        }
        written += 1
      }
    }
    if sectionBytes > 0 { put(UInt32(truncatingIfNeeded: section), bytes: sectionBytes) }
    for p in primaries { put(p, bytes: unitBytes) }
    records[count] = Record(head: head, tail: tail, index: UInt32(count))
    count += 1
  }

  private mutating func grow() {
    let bigger = UnsafeMutableBufferPointer<Record>.allocate(capacity: records.count * 2)
    _ = bigger.initialize(fromContentsOf: records)
    records.deallocate()
    records = bigger
  }

  /// Room for the bytes after a key's first eight, behind their 4-byte length.
  private mutating func allocateTail(_ length: Int) -> (UnsafeMutablePointer<UInt8>, UInt32) {
    let size = length + 4
    if chunks.isEmpty || used + size > Self.chunkSize {
      // A tail longer than a chunk gets a chunk of its own.
      chunks.append(.allocate(capacity: Swift.max(Self.chunkSize, size)))
      used = 0
    }
    let pointer = chunks[chunks.count - 1] + used
    let ref = UInt32(truncatingIfNeeded: (chunks.count - 1) << Self.chunkShift | used)
    UnsafeMutableRawPointer(pointer).storeBytes(of: UInt32(length), as: UInt32.self)
    used += size
    return (pointer + 4, ref)
  }

  /// The bytes after the first eight of a record's key (it has more).
  @inline(__always)
  private func tail(of record: Record) -> UnsafeBufferPointer<UInt8> {
    let pointer =
      chunks[Int(record.tail >> UInt32(Self.chunkShift))]
      + Int(record.tail & UInt32(Self.chunkSize - 1))
    let length = UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
    return UnsafeBufferPointer(start: pointer + 4, count: Int(length))
  }

  /// Key bytes `8 * depth ..< 8 * depth + 8` as an integer, zero-padded
  /// (`depth` > 0).
  @inline(__always)
  private func window(of record: Record, depth: Int) -> UInt64 {
    let key = tail(of: record)
    let start = 8 * (depth - 1)
    if start + 8 <= key.count {
      return UnsafeRawPointer(key.baseAddress! + start).loadUnaligned(as: UInt64.self).bigEndian
    }
    var w: UInt64 = 0
    for k in 0..<8 { w = w << 8 | (start + k < key.count ? UInt64(key[start + k]) : 0) }
    return w
  }

  /// The section of a record, when keys start with one.
  @inline(__always)
  func section(of record: Record) -> Int {
    sectionBytes == 0 ? 0 : Int(record.head >> UInt64(64 - 8 * sectionBytes))
  }

  /// Sorts the records by key; equal keys keep their order of insertion.
  ///
  /// A most-significant-first radix sort by eight-byte windows: the heads
  /// first, then, inside each run of equal windows, the next eight bytes of
  /// the keys that go on (keys that end come first: they are equal, since a
  /// key ending inside a window would differ from a longer one there).
  mutating func sort() {
    let n = count
    guard n > 1 else { return }
    let records = UnsafeMutableBufferPointer(rebasing: self.records[0..<n])
    let scratch = UnsafeMutableBufferPointer<Record>.allocate(capacity: n)
    defer { scratch.deallocate() }
    var work: [(start: Int, end: Int, depth: Int)] = [(0, n, 0)]
    // Runs whose heads were replaced by later windows, with their head.
    var heads: [(start: Int, end: Int, head: UInt64)] = []
    while let (start, end, depth) = work.popLast() {
      let range = UnsafeMutableBufferPointer(rebasing: records[start..<end])
      Self.sortByHead(range, scratch: UnsafeMutableBufferPointer(rebasing: scratch[start..<end]))
      var i = 0
      while i < range.count {
        var j = i + 1
        while j < range.count && range[j].head == range[i].head { j += 1 }
        if j - i > 1 {
          // Keys that end in this window first, in input order; they tie.
          let limit = 8 * (depth + 1)
          var ended = 0
          var going = 0
          for k in i..<j {
            let r = range[k]
            if r.tail == .max || 8 + tail(of: r).count <= limit {
              range[i + ended] = r
              ended += 1
            } else {
              scratch[start + going] = r
              going += 1
            }
          }
          for k in 0..<going { range[i + ended + k] = scratch[start + k] }
          if ended > 1 { ties.append((start + i, start + i + ended)) }
          if going > 1 {
            if depth == 0 { heads.append((start + i + ended, start + j, range[i].head)) }
            for k in (i + ended)..<j { range[k].head = window(of: range[k], depth: depth + 1) }
            work.append((start + i + ended, start + j, depth + 1))
          }
        }
        i = j
      }
    }
    // Heads back to the keys' first bytes (sections), and the keys freed:
    // the order is known.
    for (start, end, head) in heads {
      for k in start..<end { records[k].head = head }
    }
    for k in 0..<n { records[k].tail = .max }
    for chunk in chunks { chunk.deallocate() }
    chunks = []
  }

  /// Runs of records with equal keys, found by `sort()`.
  private var ties: [(start: Int, end: Int)] = []

  /// Sorts records by head, equal heads in input order: a radix sort, low
  /// byte first, skipping bytes that are the same in every record, or for a
  /// few records a comparison sort.
  private static func sortByHead(
    _ records: UnsafeMutableBufferPointer<Record>, scratch: UnsafeMutableBufferPointer<Record>
  ) {
    let n = records.count
    if n < 256 {
      var records = records
      records.sort { a, b in a.head != b.head ? a.head < b.head : a.index < b.index }
      return
    }
    var histograms = [Int](repeating: 0, count: 8 * 256)
    histograms.withUnsafeMutableBufferPointer { h in
      for r in records {
        var v = r.head
        for d in 0..<8 {
          h[d << 8 | Int(v & 0xFF)] += 1
          v >>= 8
        }
      }
    }
    var source = records
    var target = scratch
    var offsets = [Int](repeating: 0, count: 256)
    for d in 0..<8 {
      let shift = UInt64(8 * d)
      let firstDigit = Int((records[0].head >> shift) & 0xFF)
      if histograms[d << 8 | firstDigit] == n { continue }  // one value: nothing moves
      var sum = 0
      for v in 0..<256 {
        offsets[v] = sum
        sum += histograms[d << 8 | v]
      }
      offsets.withUnsafeMutableBufferPointer { offsets in
        for r in source {
          let digit = Int((r.head >> shift) & 0xFF)
          target[offsets[digit]] = r
          offsets[digit] += 1
        }
      }
      swap(&source, &target)
    }
    if source.baseAddress != records.baseAddress {
      _ = records.update(fromContentsOf: source)
    }
  }

  /// Calls `body` with each run of two or more sorted records whose keys are
  /// equal, for the caller to order by more than the key.
  func forEachTie(_ body: (UnsafeMutableBufferPointer<Record>) throws -> Void) rethrows {
    for (start, end) in ties {
      try body(UnsafeMutableBufferPointer(rebasing: records[start..<end]))
    }
  }
}

/// Compares byte strings: negative, zero or positive as `a` sorts before,
/// with or after `b` (a proper prefix first). Eight bytes at a time.
@inline(__always)
func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
  let n = Swift.min(a.count, b.count)
  if n > 0, let pa = a.baseAddress, let pb = b.baseAddress {
    var i = 0
    while i + 8 <= n {
      let x = UnsafeRawPointer(pa + i).loadUnaligned(as: UInt64.self).bigEndian
      let y = UnsafeRawPointer(pb + i).loadUnaligned(as: UInt64.self).bigEndian
      if x != y { return x < y ? -1 : 1 }
      i += 8
    }
    while i < n {
      if pa[i] != pb[i] { return pa[i] < pb[i] ? -1 : 1 }
      i += 1
    }
  }
  return a.count - b.count
}
