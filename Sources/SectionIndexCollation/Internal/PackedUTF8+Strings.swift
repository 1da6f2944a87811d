import SectionIndexAlgorithms

// Reading packed strings, here rather than beside `PackedUTF8` so that the
// bulk sort's loops inline them (calls across modules are not inlined).
extension PackedUTF8.Strings {
  /// How many strings there are.
  package var count: Int { (wide.isEmpty ? narrow.count : wide.count) - 1 }

  /// Where string `i` starts in ``bytes`` (and where string `i - 1` ends).
  @inline(__always)
  package func offset(_ i: Int) -> Int { wide.isEmpty ? Int(narrow[i]) : wide[i] }

  /// String `i`'s UTF-8.
  @inline(__always)
  package subscript(i: Int) -> UnsafeBufferPointer<UInt8> {
    let start = offset(i)
    return UnsafeBufferPointer(
      start: bytes.baseAddress.map { $0 + start }, count: offset(i + 1) - start)
  }

  /// Whether strings `a` and `b` are the same bytes.
  @inline(__always)
  func sameBytes(_ a: Int, _ b: Int) -> Bool {
    let x = self[a]
    let y = self[b]
    guard x.count == y.count else { return false }
    guard let p = x.baseAddress, let q = y.baseAddress else { return true }
    var i = 0
    while i + 8 <= x.count {
      if UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
        != UnsafeRawPointer(q + i).loadUnaligned(as: UInt64.self)
      {
        return false
      }
      i += 8
    }
    while i < x.count {
      if p[i] != q[i] { return false }
      i += 1
    }
    return true
  }
}
