/// A set of code points stored as the sorted boundaries of its ranges:
/// `first, last + 1, first, last + 1, …`, read from a generated literal
/// (`PackedNumbers`) in which each boundary is the difference from the one
/// before: the Unicode property sets (`UnicodeProperties`) and a split
/// root's core (SectionIndexCollation's RootCollationSplit.swift).
///
///     ScalarSet(whiteSpaceData).contains(0x20)  // true
package struct ScalarSet: Sendable {
  private let boundaries: [UInt32]

  /// Reads boundaries spelled as differences from the one before (one
  /// function for every set, not inlined into each one's initializer).
  package init(_ data: StaticString) {
    self.init(UnsafeBufferPointer(start: data.utf8Start, count: data.utf8CodeUnitCount))
  }

  /// Reads boundaries from a literal's bytes (a supplied table's).
  @inline(never)
  package init(_ data: UnsafeBufferPointer<UInt8>) {
    var numbers = PackedNumbers(data)
    var boundaries: [UInt32] = []
    var value: UInt32 = 0
    while !numbers.isAtEnd {
      value += numbers.next()
      boundaries.append(value)
    }
    self.boundaries = boundaries
  }

  /// Whether the set holds a code point: an odd number of boundaries are at
  /// or below it.
  ///
  /// - Complexity: O(log *n*) for *n* ranges.
  @inline(__always)
  package func contains(_ scalar: UInt32) -> Bool {
    let boundaries = self.boundaries
    return boundaries.indices.partitioningIndex { boundaries[$0] > scalar } & 1 == 1
  }
}
