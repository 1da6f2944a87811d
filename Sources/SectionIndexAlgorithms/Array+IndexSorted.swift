extension Array {
  /// Sorts the elements by `areInIncreasingOrder`, keeping equal ones in
  /// their order, through one sort of positions (`[Int].sort(by:)`).
  ///
  /// Embedded Swift compiles the standard library's sort once per element
  /// type (2–3.5 KB of wasm each); sorting positions shares one copy
  /// between every caller, and each element type only adds this small
  /// wrapper. For sorts off the per-record paths (tables built once,
  /// search results): a per-record sort keeps sorting its elements.
  ///
  ///     var bounds = [(key: 3, title: "C"), (key: 1, title: "A")]
  ///     bounds.indexSort { $0.key < $1.key }  // A, C
  ///
  /// - Complexity: O(*n* log *n*) comparisons, plus O(*n*) to rearrange.
  @inlinable
  package mutating func indexSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
    self = indexSorted(by: areInIncreasingOrder)
  }

  /// The elements sorted by `areInIncreasingOrder`, equal ones in their
  /// order (``indexSort(by:)``).
  ///
  ///     [3, 1, 2].indexSorted(by: >)  // [3, 2, 1]
  ///
  /// - Complexity: O(*n* log *n*) comparisons, plus O(*n*) to rearrange.
  @inlinable
  package func indexSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    let order = Array<Int>.sortedPositions(count: count) {
      areInIncreasingOrder(self[$0], self[$1])
    }
    return order.map { self[$0] }
  }
}

extension Array where Element == Int {
  /// `0..<count` sorted by `areInIncreasingOrder` on positions, equal ones
  /// in increasing order: the one sort ``indexSort(by:)`` shares.
  ///
  ///     let words = ["b", "a"]
  ///     [Int].sortedPositions(count: 2) { words[$0] < words[$1] }  // [1, 0]
  ///
  /// - Complexity: O(*n* log *n*) comparisons.
  #if hasFeature(Embedded)
    // One function for every caller (Embedded Swift compiles a sort inlined
    // into another module again, for that module).
    @usableFromInline
    package static func sortedPositions(
      count: Int, by areInIncreasingOrder: (Int, Int) -> Bool
    ) -> [Int] {
      var order = Array(0..<count)
      order.sort(by: areInIncreasingOrder)
      return order
    }
  #else
    // Inlined: the sort is specialized for each comparison.
    @inlinable
    package static func sortedPositions(
      count: Int, by areInIncreasingOrder: (Int, Int) -> Bool
    ) -> [Int] {
      var order = Array(0..<count)
      order.sort(by: areInIncreasingOrder)
      return order
    }
  #endif
}
