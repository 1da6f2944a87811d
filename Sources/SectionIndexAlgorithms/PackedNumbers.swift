/// Reads the numbers a generated table spells as the Unicode scalars of a
/// string literal (`swift_numbers` in Tools/generated.py): UTF-8 is their
/// variable-length code, and the literal's bytes are all the binary carries.
///
///     var numbers = PackedNumbers(tailoring_ja)
///     let entryCount = numbers.next()
///
/// Scalars skip the surrogates and U+FDD0–U+FDEF (which Swift does not accept
/// in a literal): a value from 0xD800 on is written 0x800 higher, 0x820 when
/// that lands at 0xFDD0 or above. One from 0x100000 on is two numbers,
/// 0x100000 + its upper 12 bits, then its lower 20.
///
/// - Complexity: O(1) a number.
package struct PackedNumbers {
  private let bytes: UnsafePointer<UInt8>
  private let end: Int
  private var offset = 0

  package init(_ text: StaticString) {
    bytes = text.utf8Start
    end = text.utf8CodeUnitCount
  }

  /// Reads a table's bytes (a literal's, or a supplied one's: `CollationData`).
  package init(_ text: UnsafeBufferPointer<UInt8>) {
    bytes = text.baseAddress ?? UnsafePointer(bitPattern: 1)!
    end = text.count
  }

  /// Whether every number has been read.
  package var isAtEnd: Bool { offset >= end }

  /// The next number.
  ///
  /// Inlined where it is read, except in Embedded Swift (the web build),
  /// where one called copy of the decoder is much less code than one at
  /// each of the tables' decoders' reads (issue 23).
  #if hasFeature(Embedded)
    @inline(never)
    package mutating func next() -> UInt32 { decodeNext() }
  #else
    @inline(__always)
    package mutating func next() -> UInt32 { decodeNext() }
  #endif

  @inline(__always)
  private mutating func decodeNext() -> UInt32 {
    let value = scalar()
    return value < 0x10_0000 ? value : (value - 0x10_0000) << 20 | scalar()
  }

  /// A zigzag-coded difference as the `UInt32` to add (modulo 2³²).
  @inline(__always)
  package static func signed(_ zigzag: UInt32) -> UInt32 {
    (zigzag >> 1) ^ (0 &- (zigzag & 1))
  }

  @inline(__always)
  private mutating func scalar() -> UInt32 {
    precondition(offset < end, "generated table ends early")
    let b0 = UInt32(bytes[offset])
    var value: UInt32
    if b0 < 0x80 {
      offset += 1
      return b0
    } else if b0 < 0xE0 {
      value = (b0 & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
      offset += 2
    } else if b0 < 0xF0 {
      value =
        (b0 & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6
        | UInt32(bytes[offset + 2] & 0x3F)
      offset += 3
    } else {
      value =
        (b0 & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
        | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
      offset += 4
    }
    return value < 0xE000 ? value : value - (value >= 0xFDF0 ? 0x820 : 0x800)
  }
}
