import SectionIndexAlgorithms

/// CLDR's caseFirst=upper (Danish, Maltese): the tertiary weights a locale
/// moves so that upper case sorts first, from the generated `tertiaries`
/// (`weight << 16 | moved`, sorted by weight), found by binary search. An
/// array, not a dictionary: the web wasm links no hashing for it.
///
///     TertiaryMoves([0x0005_0009, 0x0009_0005]).moved(0x0009)  // 0x0005
///
/// - Complexity: O(log *n*) a lookup, for *n* moved weights.
struct TertiaryMoves: Sendable {
  private let pairs: [UInt32]

  init(_ pairs: [UInt32]) {
    for i in pairs.indices.dropFirst() {
      precondition(pairs[i - 1] >> 16 < pairs[i] >> 16, "generated tertiaries are not sorted")
    }
    self.pairs = pairs
  }

  /// Whether no weight moves.
  var isEmpty: Bool { pairs.isEmpty }

  /// The weight `tertiary` moves to, `nil` when it stays.
  @inline(__always)
  func moved(_ tertiary: UInt16) -> UInt16? {
    let key = UInt32(tertiary)
    let pairs = self.pairs
    let i = pairs.indices.partitioningIndex { pairs[$0] >> 16 >= key }
    guard i < pairs.count, pairs[i] >> 16 == key else { return nil }
    return UInt16(truncatingIfNeeded: pairs[i])
  }
}
