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
