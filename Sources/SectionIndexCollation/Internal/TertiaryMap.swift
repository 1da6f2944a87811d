import SectionIndexAlgorithms

/// The tertiary weights a locale with caseFirst=upper moves (uppercase
/// before lowercase: Danish, Maltese), each to its replacement.
///
/// A few dozen weights at most, found by binary search: less code than a
/// dictionary and its hashing (issue 23: web build weight), and no slower.
///
///     let map = TertiaryMap(pairs: [0x0005_0009])
///     map[5]  // 9
///     map[6]  // nil
struct TertiaryMap: Sendable {
  private var keys: [UInt16] = []
  private var values: [UInt16] = []

  /// Whether no weight moves.
  var isEmpty: Bool { keys.isEmpty }

  /// An empty map.
  init() {}

  /// A map from pairs `weight << 16 | replacement`; a weight listed twice
  /// takes its last pair's replacement.
  ///
  /// - Complexity: O(*n*²) for *n* pairs (a few dozen).
  init(pairs: [UInt32]) {
    for pair in pairs {
      let key = UInt16(truncatingIfNeeded: pair >> 16)
      let value = UInt16(truncatingIfNeeded: pair)
      let k = keys.indices.partitioningIndex { keys[$0] >= key }
      if k < keys.count && keys[k] == key {
        values[k] = value
      } else {
        keys.insert(key, at: k)
        values.insert(value, at: k)
      }
    }
  }

  /// The replacement of `weight`, or `nil` when it does not move.
  ///
  /// - Complexity: O(log *n*).
  @inline(__always)
  subscript(weight: UInt16) -> UInt16? {
    let k = keys.indices.partitioningIndex { keys[$0] >= weight }
    return k < keys.count && keys[k] == weight ? values[k] : nil
  }
}
