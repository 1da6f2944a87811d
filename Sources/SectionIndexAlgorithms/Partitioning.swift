// Algorithms the package's modules share without making them public API
// (`package` access): one binary search serves every sorted table.

extension Range where Bound == Int {
  /// The first position in a partitioned range that belongs to its second
  /// part, or `upperBound` when none does.
  ///
  /// The range must be partitioned by the predicate: every position for
  /// which it is `false` comes before every position for which it is `true`.
  ///
  ///     let weights: [UInt32] = [3, 5, 5, 9]
  ///     weights.indices.partitioningIndex { weights[$0] > 5 }  // 3
  ///
  /// - Parameter belongsInSecondPart: Whether a position is in the second part.
  /// - Complexity: O(log *n*) calls of the predicate for a range of *n*.
  @inlinable @inline(__always)
  package func partitioningIndex(where belongsInSecondPart: (Int) -> Bool) -> Int {
    var low = lowerBound
    var n = count
    while n > 0 {
      let half = n / 2
      if belongsInSecondPart(low + half) {
        n = half
      } else {
        low += half + 1
        n -= half + 1
      }
    }
    return low
  }
}
