/// Sorts records by binary keys built once per record.
///
/// All keys live in one byte arena; each record carries the first eight key
/// bytes as an integer, so most comparisons never touch the arena.
struct KeyedSort {
  struct Record {
    var prefix: UInt64
    var offset: UInt32
    var length: UInt32
    var index: UInt32
  }

  private(set) var arena: [UInt8] = []
  private(set) var records: [Record] = []

  init(capacity: Int) {
    arena.reserveCapacity(capacity * 24)
    records.reserveCapacity(capacity)
  }

  /// Adds a record whose key is written by `write` into the arena.
  mutating func append(index: Int, write: (inout [UInt8]) -> Void) {
    let start = arena.count
    write(&arena)
    let length = arena.count - start
    var prefix: UInt64 = 0
    for k in 0..<8 {
      prefix = prefix << 8 | (k < length ? UInt64(arena[start + k]) : 0)
    }
    records.append(
      Record(prefix: prefix, offset: UInt32(start), length: UInt32(length), index: UInt32(index)))
  }

  /// Sorts the records by key; equal keys keep their order of insertion.
  mutating func sort() {
    arena.withUnsafeBufferPointer { bytes in
      let base = bytes.baseAddress
      records.sort { a, b in
        if a.prefix != b.prefix { return a.prefix < b.prefix }
        let la = Int(a.length)
        let lb = Int(b.length)
        if la > 8 && lb > 8, let base {
          let n = Swift.min(la, lb) - 8
          let c = memcmpBytes(base + Int(a.offset) + 8, base + Int(b.offset) + 8, n)
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
