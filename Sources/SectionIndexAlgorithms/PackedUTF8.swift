/// Many strings' UTF-8 in one buffer, one after another: string `i` is
/// `bytes[offsets[i]..<offsets[i + 1]]`.
///
/// The command-line tool reads a million records into one of these instead
/// of a million `String`s, and sections them in place
/// (`IndexedCollation.forEachSortedSection(of:phoneticKeys:_:)`); output is
/// written from the same bytes. The bytes must be valid UTF-8, which whoever
/// fills the buffer checks (the tool replaces invalid sequences with U+FFFD).
package struct PackedUTF8: Sendable {
  /// The strings' bytes, one after another.
  package private(set) var bytes: [UInt8]
  /// Where each string starts, and where the last ends: `count + 1` offsets.
  package private(set) var offsets: [Int]

  package init() {
    bytes = []
    offsets = [0]
  }

  /// Packs strings.
  package init(_ strings: some Sequence<String>) {
    self.init()
    for string in strings { append(string) }
  }

  /// Strings already packed: `offsets` starts at 0, never decreases and
  /// ends at `bytes.count`.
  package init(bytes: [UInt8], offsets: [Int]) {
    precondition(
      offsets.first == 0 && offsets.last == bytes.count, "offsets do not span the bytes")
    self.bytes = bytes
    self.offsets = offsets
  }

  /// How many strings there are.
  package var count: Int { offsets.count - 1 }

  /// Removes every string.
  package mutating func removeAll(keepingCapacity: Bool = false) {
    bytes.removeAll(keepingCapacity: keepingCapacity)
    offsets.removeAll(keepingCapacity: keepingCapacity)
    offsets.append(0)
  }

  /// Makes room for more strings and bytes without growing.
  package mutating func reserveCapacity(strings: Int, bytes byteCount: Int) {
    offsets.reserveCapacity(strings + 1)
    bytes.reserveCapacity(byteCount)
  }

  /// Adds a string given as its UTF-8 (valid UTF-8).
  package mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: utf8)
    offsets.append(bytes.count)
  }

  /// Adds a string.
  package mutating func append(_ string: String) {
    bytes.append(contentsOf: string.utf8)
    offsets.append(bytes.count)
  }

  /// How many bytes string `i` has.
  @inlinable
  package func byteCount(at i: Int) -> Int { offsets[i + 1] - offsets[i] }

  /// String `i`.
  package func string(at i: Int) -> String {
    withStrings { String(decoding: $0[i], as: UTF8.self) }
  }

  /// Calls `body` with the strings in place, for loops over many of them.
  @inlinable
  package func withStrings<R, E: Error>(
    _ body: (Strings) throws(E) -> R
  ) throws(E) -> R {
    let result = bytes.withUnsafeBufferPointer { bytes in
      offsets.withUnsafeBufferPointer { offsets in
        Result { () throws(E) -> R in try body(Strings(bytes: bytes, offsets: offsets)) }
      }
    }
    return try result.get()
  }

  /// The strings in place: valid only inside ``withStrings(_:)``.
  package struct Strings {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let offsets: UnsafeBufferPointer<Int>

    @inlinable
    package init(bytes: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<Int>) {
      self.bytes = bytes
      self.offsets = offsets
    }

    /// How many strings there are.
    @inlinable package var count: Int { offsets.count - 1 }

    /// String `i`'s UTF-8.
    @inlinable @inline(__always)
    package subscript(i: Int) -> UnsafeBufferPointer<UInt8> {
      let start = offsets[i]
      return UnsafeBufferPointer(
        start: bytes.baseAddress.map { $0 + start }, count: offsets[i + 1] - start)
    }

    /// Whether strings `a` and `b` are the same bytes.
    @inlinable
    package func sameBytes(_ a: Int, _ b: Int) -> Bool {
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
}
