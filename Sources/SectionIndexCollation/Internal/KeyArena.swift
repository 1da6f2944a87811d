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

  /// Key `k`; valid until the arena changes.
  subscript(k: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + starts[k], count: starts[k + 1] - starts[k])
  }
}
