import SectionIndexAlgorithms
import Testing

/// Sorting through positions (SectionIndexAlgorithms' Array+IndexSorted.swift):
/// the order `sorted(by:)` gives, equal elements kept in input order.
@Suite struct ArrayIndexSortedTests {
  /// Pseudo-random keys with many ties: the same order as the standard
  /// library's stable sort, ties in input order.
  @Test(arguments: [0, 1, 2, 7, 20, 21, 100, 1000])
  func sameOrderAsStableSort(count: Int) {
    var state: UInt32 = 12345
    let elements = (0..<count).map { k -> (key: Int, k: Int) in
      state = state &* 1_103_515_245 &+ 12345
      return (Int(state >> 16) % 13, k)
    }
    let sorted = elements.indexSorted { $0.key < $1.key }
    #expect(sorted.map(\.k) == elements.sorted { ($0.key, $0.k) < ($1.key, $1.k) }.map(\.k))
    var inPlace = elements
    inPlace.indexSort { $0.key < $1.key }
    #expect(inPlace.map(\.k) == sorted.map(\.k))
  }

  @Test func descendingAndPositions() {
    #expect([3, 1, 2].indexSorted(by: >) == [3, 2, 1])
    let words = ["b", "a", "c", "a"]
    #expect([Int].sortedPositions(count: 4) { words[$0] < words[$1] } == [1, 3, 0, 2])
    #expect([Int].sortedPositions(count: 0) { _, _ in true } == [])
  }
}
