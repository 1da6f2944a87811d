/// Sorts records by binary keys built once per record.
///
/// Keys live in fixed-size chunks that never move (no doubling and copying of
/// one large arena); each record points at its key and carries the first
/// eight key bytes as an integer, so most comparisons never follow the pointer.
struct KeyedSort {
  struct Record {
    var prefix: UInt64
    var key: UnsafePointer<UInt8>
    var length: UInt32
    var index: UInt32
  }

  /// Owns the chunks; they live as long as the sort that points into them.
  private final class Chunks {
    static let size = 1 << 20
    var buffers: [UnsafeMutableRawBufferPointer] = []
    var used = 0

    /// Room for `count` bytes that stay where they are.
    func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
      if buffers.isEmpty || used + count > buffers[buffers.count - 1].count {
        let buffer = UnsafeMutableRawBufferPointer.allocate(
          byteCount: Swift.max(Self.size, count), alignment: 8)
        buffers.append(buffer)
        used = 0
      }
      let start = buffers[buffers.count - 1].baseAddress! + used
      used += count
      return start.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
      for buffer in buffers { buffer.deallocate() }
    }
  }

  private let chunks = Chunks()
  private var scratch: [UInt8] = []
  private(set) var records: [Record] = []

  init(capacity: Int) {
    records.reserveCapacity(capacity)
  }

  /// Adds a record whose key `write` appends to an empty array.
  mutating func append(index: Int, write: (inout [UInt8]) -> Void) {
    scratch.removeAll(keepingCapacity: true)
    write(&scratch)
    let length = scratch.count
    let key = chunks.allocate(length)
    var prefix: UInt64 = 0
    scratch.withUnsafeBufferPointer { bytes in
      if let base = bytes.baseAddress { key.update(from: base, count: length) }
      for k in 0..<8 {
        prefix = prefix << 8 | (k < length ? UInt64(bytes[k]) : 0)
      }
    }
    records.append(
      Record(prefix: prefix, key: UnsafePointer(key), length: UInt32(length), index: UInt32(index)))
  }

  /// Sorts the records by key; equal keys keep their order of insertion.
  mutating func sort() {
    withExtendedLifetime(chunks) {
      records.sort { a, b in
        if a.prefix != b.prefix { return a.prefix < b.prefix }
        let la = Int(a.length)
        let lb = Int(b.length)
        if la > 8 && lb > 8 {
          let c = memcmpBytes(a.key + 8, b.key + 8, Swift.min(la, lb) - 8)
          if c != 0 { return c < 0 }
        }
        if la != lb { return la < lb }
        return a.index < b.index
      }
    }
  }

  /// The first two key bytes of a record, when the key starts with a section.
  func section(of record: Record) -> Int {
    Int(record.prefix >> 48)
  }
}

/// Compares `n` bytes; the standard library has no `memcmp` without Foundation
/// or libc, so this is a word-at-a-time loop.
@inline(__always)
private func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Int {
  var i = 0
  while i + 8 <= n {
    let x = UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self).bigEndian
    let y = UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self).bigEndian
    if x != y { return x < y ? -1 : 1 }
    i += 8
  }
  while i < n {
    if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
    i += 1
  }
  return 0
}
