/// Many strings' UTF-8 in one buffer, one after another, with where each
/// starts: string `i` is the bytes from offset `i` to offset `i + 1`.
///
/// The command-line tool keeps records in these instead of a `String` each:
/// `browse` all its input, `group` one section at a time, its keys gathered
/// in order to sort (`IndexedCollation.SectionStream`) and written out from
/// the same bytes. The bytes must be valid UTF-8, which whoever fills the
/// buffer checks (the tool replaces invalid sequences with U+FFFD).
///
/// Offsets take four bytes each while the bytes fit in 4 GiB, eight beyond.
package struct PackedUTF8: Sendable {
  /// The strings' bytes, one after another.
  package private(set) var bytes: [UInt8]
  /// Where each string starts, and where the last ends (`count + 1`
  /// offsets), while the bytes fit 32-bit offsets; empty once they do not.
  @usableFromInline var narrow: [UInt32]
  /// The offsets once the bytes pass 4 GiB; empty until then.
  @usableFromInline var wide: [Int] = []

  package init() {
    bytes = []
    narrow = [0]
  }

  /// Packs strings.
  package init(_ strings: some Sequence<String>) {
    self.init()
    for string in strings { append(string) }
  }

  /// Strings already packed: `offsets` starts at 0, never decreases and
  /// ends at `bytes.count`.
  package init(bytes: [UInt8], offsets: [UInt32]) {
    precondition(
      offsets.first == 0 && offsets.last.map(Int.init) == bytes.count,
      "offsets do not span the bytes")
    self.bytes = bytes
    narrow = offsets
  }

  /// Strings already packed, with offsets of any size.
  package init(bytes: [UInt8], offsets: [Int]) {
    precondition(
      offsets.first == 0 && offsets.last == bytes.count, "offsets do not span the bytes")
    self.bytes = bytes
    if UInt(bitPattern: bytes.count) <= UInt(UInt32.max) {
      narrow = offsets.map { UInt32(truncatingIfNeeded: $0) }
    } else {
      narrow = []
      wide = offsets
    }
  }

  /// How many strings there are.
  package var count: Int { (wide.isEmpty ? narrow.count : wide.count) - 1 }

  /// Makes room for more strings and bytes without growing.
  package mutating func reserveCapacity(strings: Int, bytes byteCount: Int) {
    if wide.isEmpty {
      narrow.reserveCapacity(strings + 1)
    } else {
      wide.reserveCapacity(strings + 1)
    }
    bytes.reserveCapacity(byteCount)
  }

  /// Adds a string given as its UTF-8 (valid UTF-8).
  package mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: utf8)
    appendEnd()
  }

  /// Adds a string.
  package mutating func append(_ string: String) {
    bytes.append(contentsOf: string.utf8)
    appendEnd()
  }

  private mutating func appendEnd() {
    if wide.isEmpty && UInt(bitPattern: bytes.count) > UInt(UInt32.max) {
      wide = narrow.map(Int.init)
      narrow = []
    }
    if wide.isEmpty {
      narrow.append(UInt32(truncatingIfNeeded: bytes.count))
    } else {
      wide.append(bytes.count)
    }
  }

  /// String `i`.
  package func string(at i: Int) -> String {
    let (start, end) = wide.isEmpty ? (Int(narrow[i]), Int(narrow[i + 1])) : (wide[i], wide[i + 1])
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }

  /// Calls `body` with the strings in place, for loops over many of them.
  @inlinable
  package func withStrings<R, E: Error>(
    _ body: (Strings) throws(E) -> R
  ) throws(E) -> R {
    let result = bytes.withUnsafeBufferPointer { bytes in
      narrow.withUnsafeBufferPointer { narrow in
        wide.withUnsafeBufferPointer { wide in
          Result { () throws(E) -> R in
            try body(Strings(bytes: bytes, narrow: narrow, wide: wide))
          }
        }
      }
    }
    return try result.get()
  }

  /// The strings in place: valid only inside ``withStrings(_:)``. The
  /// collation module reads them (`PackedUTF8.Strings` subscript), where its
  /// hot loops can inline the reads.
  package struct Strings {
    /// The strings' bytes.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offsets, while they fit 32 bits; empty otherwise.
    package let narrow: UnsafeBufferPointer<UInt32>
    /// The offsets beyond 4 GiB; empty otherwise.
    package let wide: UnsafeBufferPointer<Int>

    /// Strings over buffers their caller keeps: string `i` is
    /// `bytes[offset(i)..<offset(i + 1)]`, its offsets `narrow`, or `wide`
    /// when that is not empty.
    @inlinable
    package init(
      bytes: UnsafeBufferPointer<UInt8>, narrow: UnsafeBufferPointer<UInt32>,
      wide: UnsafeBufferPointer<Int>
    ) {
      self.bytes = bytes
      self.narrow = narrow
      self.wide = wide
    }
  }
}
