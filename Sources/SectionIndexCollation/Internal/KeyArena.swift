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
    // Four bytes more than the key: the last unit is stored as a word.
    let needed = used + primaries.count * unitBytes + 4
    if needed > capacity {
      capacity = Swift.max(needed, 2 * capacity)
      let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      bigger.update(from: bytes, count: used)
      bytes.deallocate()
      bytes = bigger
    }
    // Each unit big-endian: a whole word stored, `unitBytes` of it kept (the
    // next unit overwrites the rest; the buffer has room for the last word).
    let shift = UInt32(8 * (4 - unitBytes))
    for p in primaries {
      UnsafeMutableRawPointer(bytes + used).storeBytes(
        of: (p << shift).bigEndian, as: UInt32.self)
      used += unitBytes
    }
    starts.append(used)
  }

  /// The keys' indices in key order, equal keys in index order, for keys
  /// that agree on their first `shared` bytes (or are equal and shorter):
  /// those of a run, whose heads tie.
  ///
  /// Most pairs differ in the eight bytes after those, so they are compared
  /// as one word, and whole keys only when that word ties.
  func order(sharing shared: Int) -> [Int] {
    let n = starts.count - 1
    let words = [UInt64](unsafeUninitializedCapacity: n) { words, filled in
      for k in 0..<n { words[k] = word(k, at: shared) }
      filled = n
    }
    // Positions sorted (the package's one sort of positions).
    return [Int].sortedPositions(count: n) { a, b in
      if words[a] != words[b] { return words[a] < words[b] }
      let c = compareBytes(self[a], self[b])
      return c != 0 ? c < 0 : a < b
    }
  }

  /// Bytes `offset..<offset + 8` of key `k`, big-endian, zero past its
  /// end. Between keys that agree before `offset`, a smaller word means a
  /// smaller key: where one key ends, its zeros are at most the other's
  /// bytes, and when they are equal the words tie and whole keys decide.
  @inline(__always)
  private func word(_ k: Int, at offset: Int) -> UInt64 {
    let start = starts[k] + offset
    let end = starts[k + 1]
    guard start < end else { return 0 }
    if end - start >= 8 {
      return UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self).bigEndian
    }
    var w: UInt64 = 0
    for i in start..<end { w = w << 8 | UInt64(bytes[i]) }
    return w << UInt64(8 * (8 - (end - start)))
  }

  /// Key `k`; valid until the arena changes.
  subscript(k: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + starts[k], count: starts[k + 1] - starts[k])
  }
}
