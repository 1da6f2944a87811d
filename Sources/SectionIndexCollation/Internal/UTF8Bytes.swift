/// Calls `body` with a string's UTF-8, in place when the string is stored
/// contiguously (native strings are), else from a copy.
@inline(__always)
func withUTF8<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
  if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
  var copy = string
  return copy.withUTF8(body)
}

/// A quick 64-bit hash of a string's UTF-8, read in place (not for untrusted
/// collisions: equal hashes are checked byte for byte).
@inline(__always)
func hashUTF8(_ string: String) -> UInt64 {
  withUTF8(of: string, hashBytes)
}

/// A quick 64-bit hash of bytes (`hashUTF8`).
@inline(__always)
func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
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

/// Whether two strings hold the same UTF-8 bytes.
@inline(__always)
func sameUTF8(_ a: String, _ b: String) -> Bool {
  withUTF8(of: a) { x in withUTF8(of: b) { y in compareBytes(x, y) == 0 } }
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
